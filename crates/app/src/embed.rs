//! Embed mode (`?embed`): the compact page a wiki puts in an iframe (docs/embed.md). This module
//! owns what is particular to it: the options read from the address (`zones=`), its bar (the board
//! fits the frame as the page's does, `fit.rs`), and the iframe snippet the Share panel writes with the
//! height and zones the editor picks.

use horyu_engine::Zone;
use yew::prelude::*;

use crate::app::Msg as AppMsg;
use crate::i18n::tr;
use crate::view::Ctx;

/// An embedded page's options, from its address.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Embed {
    /// The zones shown (`zones=battle,shields`); `None`: the zones the moment is about
    /// ([`Model::embed_zones`](crate::model::Model::embed_zones)), or all of them when `whole`.
    pub zones: Option<Vec<Zone>>,
    /// The whole table (`zones=all`, or the reader's "Whole table").
    pub whole: bool,
}

impl Embed {
    /// Whether a zone is shown, by the address alone (`None`: the moment decides).
    pub fn shows(&self, z: Zone) -> Option<bool> {
        match &self.zones {
            Some(zones) => Some(zones.contains(&z)),
            None if self.whole => Some(true),
            None => None,
        }
    }
}

/// Reads a page's query (`?embed&zones=battle,shields`): `None` when the page is not embedded.
/// An unknown zone name is left out and named in the returned warning, with the known ones.
pub fn parse(search: &str) -> Option<(Embed, Option<String>)> {
    let params: Vec<&str> = search.trim_start_matches('?').split('&').collect();
    if !params.iter().any(|p| *p == "embed" || p.starts_with("embed=")) {
        return None;
    }
    let Some(list) = params.iter().find_map(|p| p.strip_prefix("zones=")) else {
        return Some((Embed::default(), None));
    };
    if list == "all" {
        return Some((Embed { zones: None, whole: true }, None));
    }
    let mut zones = Vec::new();
    let mut unknown = Vec::new();
    for name in list.split(',').filter(|n| !n.is_empty()) {
        match Zone::from_key(name).filter(|z| Zone::ALL.contains(z)) {
            Some(z) if !zones.contains(&z) => zones.push(z),
            Some(_) => {}
            None => unknown.push(name),
        }
    }
    let warning = (!unknown.is_empty()).then(|| {
        let known: Vec<&str> = Zone::ALL.iter().map(|z| z.key()).collect();
        format!("?zones=: unknown zone {} (known: all, {})", unknown.join(", "), known.join(", "))
    });
    // Nothing known left: every zone, rather than an empty board.
    let whole = zones.is_empty();
    let zones = (!zones.is_empty()).then_some(zones);
    Some((Embed { zones, whole }, warning))
}

/// Embed mode's bar: the moment, back and forward through the history, the stepping controls,
/// the ruling's next step, and the last thing that happened.
pub fn bar(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let send = &ctx.send;
    let cursor = m.session.cursor();
    let len = m.session.len();
    let next = m.scenario.as_ref().filter(|r| r.done < r.steps().len() && m.on_scenario_line());
    // The ruling's steps done, for the host page and tests ("2/3").
    let ruling = m.scenario.as_ref().map(|r| format!("{}/{}", r.done, r.steps().len()));
    let title = m.scenario.as_ref().map_or("Horyu", |r| r.ruling.title(lang)).to_string();
    let answer = ctx.answer.as_ref();
    html! {
        <header class="embed" data-panel="embed" data-ruling-step={ruling}>
            <div class="embed__row">
                <strong class="embed__title" title={title.clone()}>{ title }</strong>
                <span class="log__moment" data-moment={format!("{cursor}/{len}")}>{ format!("{} {cursor}/{len}", tr(lang, "Moment")) }</span>
            </div>
            <div class="embed__row">
                <button class="btn" data-action="back" aria-label={tr(lang, "Back")} disabled={cursor == 0} onclick={send.reform(|_| AppMsg::Undo)}>{ "◂ " }{ tr(lang, "Back") }</button>
                <button class="btn" data-action="forward" aria-label={tr(lang, "Forward")} disabled={cursor >= len} onclick={send.reform(|_| AppMsg::Redo)}>{ tr(lang, "Forward") }{ " ▸" }</button>
                { crate::stepping::controls(ctx, true) }
                // Before any action the board is the whole table, but a frame under 300 px high
                // still narrows it to the zones holding a card the answer names (the toggle shows
                // there only, style.css).
                if m.embed.as_ref().is_some_and(|e| e.zones.is_none()) && (cursor > 0 || answer.is_some()) {
                    <button class="btn" data-action="whole-table" title={tr(lang, "Whole table")} aria-pressed={m.embed.as_ref().is_some_and(|e| e.whole).to_string()} onclick={send.reform(|_| AppMsg::WholeTable)}>{ tr(lang, "Whole table") }</button>
                }
                if next.is_some() {
                    <button class="btn btn--primary" data-action="next-step" onclick={send.reform(|_| AppMsg::NextStep)}>{ tr(lang, "Next step") }{ " ▸▸" }</button>
                }
            </div>
            if let Some((text, rules)) = answer {
                <p class="embed__last" data-answer="" title={text.clone()} tabindex="0">{ crate::cite::cites(lang, rules) }{ text.as_str() }</p>
            }
        </header>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_says_whether_embedded_and_which_zones() {
        assert_eq!(parse("?link=x"), None);
        assert_eq!(parse(""), None);
        assert_eq!(parse("?embed"), Some((Embed::default(), None)));
        assert_eq!(parse("?from=chat&embed=1"), Some((Embed::default(), None)));
        let (e, w) = parse("?embed&zones=battle,shields,battle").unwrap();
        assert_eq!(e.zones, Some(vec![Zone::Battle, Zone::Shields]));
        assert!(w.is_none());
        assert!(e.shows(Zone::Shields) == Some(true) && e.shows(Zone::Hand) == Some(false));
        // Without zones the moment decides; `zones=all` is the whole table.
        assert_eq!(parse("?embed").unwrap().0.shows(Zone::Hand), None);
        let (all, w) = parse("?embed&zones=all").unwrap();
        assert!(all.whole && w.is_none() && all.shows(Zone::Hand) == Some(true));
        let (e, w) = parse("?embed&zones=battle,bench,anywhere").unwrap();
        assert_eq!(e.zones, Some(vec![Zone::Battle]));
        let w = w.unwrap();
        assert!(w.contains("bench, anywhere") && w.contains("known: all, deck"), "{w}");
        // Nothing known: every zone, not an empty board.
        let nope = parse("?embed&zones=nope").unwrap().0;
        assert!(nope.zones.is_none() && nope.whole);
    }
}
