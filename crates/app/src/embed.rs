//! Embed mode (`?embed`): the compact page a wiki puts in an iframe (docs/embed.md). This module
//! owns what is particular to it: the options read from the address (`zones=`), its bar (the board
//! fits the frame as the page's does, `fit.rs`), and the iframe snippet the Share panel writes with the
//! height and zones the editor picks.

use horyu_engine::words::Lang;
use horyu_engine::Zone;
use yew::prelude::*;

use crate::app::Msg as AppMsg;
use crate::i18n::tr;
use crate::view::{zone_label, Ctx};

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

/// The iframe snippet's options, picked in the Share panel.
#[derive(Clone, Debug, PartialEq)]
pub struct Snippet {
    /// The frame's height in CSS pixels.
    pub height: u32,
    /// The zones shown; `None`: all.
    pub zones: Option<Vec<Zone>>,
    /// The language the frame shows (`lang=`); `None`: each reader's own.
    pub lang: Option<Lang>,
}

impl Default for Snippet {
    fn default() -> Self {
        Snippet { height: 420, zones: None, lang: None }
    }
}

/// The languages the snippet offers, in the order of its list: each reader's, then one.
const LANGS: [Option<Lang>; 3] = [None, Some(Lang::En), Some(Lang::Ja)];

/// The frame heights the panel accepts.
pub const HEIGHTS: std::ops::RangeInclusive<u32> = 240..=2000;

/// What the Share panel's embed controls ask for.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The height field's text (a number of pixels; anything else is ignored).
    Height(String),
    /// Choose the zones (`true`) or show them all.
    Choose(bool),
    /// A zone shown or not.
    Zone(Zone, bool),
    /// The frame's language (`None`: the reader's).
    Lang(Option<Lang>),
}

impl Snippet {
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Height(text) => {
                if let Ok(h) = text.trim().parse::<u32>() {
                    self.height = h.clamp(*HEIGHTS.start(), *HEIGHTS.end());
                }
            }
            Msg::Choose(true) => self.zones = Some(Zone::ALL.to_vec()),
            Msg::Choose(false) => self.zones = None,
            Msg::Zone(z, on) => {
                let zones = self.zones.get_or_insert_with(|| Zone::ALL.to_vec());
                zones.retain(|&x| x != z);
                if on {
                    zones.push(z);
                    zones.sort_by_key(|z| Zone::ALL.iter().position(|x| x == z));
                }
            }
            Msg::Lang(lang) => self.lang = lang,
        }
    }

    /// The iframe that embeds the link `fragment` of the page `page`.
    pub fn html(&self, page: &str, fragment: &str) -> String {
        let zones = match &self.zones {
            Some(zs) => format!("&zones={}", zs.iter().map(|z| z.key()).collect::<Vec<_>>().join(",")),
            None => String::new(),
        };
        let lang = self.lang.map(|l| format!("&lang={}", l.tag())).unwrap_or_default();
        format!(
            "<iframe src=\"{page}?embed{zones}{lang}{fragment}\" title=\"Horyu\" width=\"100%\" height=\"{}\" style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>",
            self.height
        )
    }
}

/// The Share panel's embed controls: the frame's height, the zones it shows and its language.
pub fn snippet_controls(ctx: &Ctx, s: &Snippet) -> Html {
    let lang = ctx.lang;
    let send = &ctx.send;
    let on_height = send.reform(|e: Event| {
        let v = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .map(|i| i.value())
            .unwrap_or_default();
        AppMsg::Embed(Msg::Height(v))
    });
    let choosing = s.zones.is_some();
    let on_lang = send.reform(|e: Event| {
        let chosen = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(t).ok())
            .and_then(|s| LANGS.get(usize::try_from(s.selected_index()).ok()?).copied());
        AppMsg::Embed(Msg::Lang(chosen.flatten()))
    });
    html! {
        <div class="share__embed-options" data-share="embed-options">
            <label class="share__option">
                { tr(lang, "Height") }
                <input type="number" min={HEIGHTS.start().to_string()} max={HEIGHTS.end().to_string()} step="10" value={s.height.to_string()} data-share="embed-height" onchange={on_height} />
                { "px" }
            </label>
            <label class="share__option">
                { tr(lang, "Language") }
                <select data-share="embed-lang" onchange={on_lang}>
                    { for LANGS.iter().map(|&l| html! {
                        <option selected={s.lang == l}>{ match l {
                            None => tr(lang, "Each reader's"),
                            Some(Lang::En) => "English",
                            Some(Lang::Ja) => "日本語",
                        } }</option>
                    }) }
                </select>
            </label>
            <label class="share__option">
                <input type="checkbox" checked={choosing} data-share="embed-choose" onchange={send.reform(move |_| AppMsg::Embed(Msg::Choose(!choosing)))} />
                { tr(lang, "Only some zones") }
            </label>
            if let Some(zones) = &s.zones {
                <span class="share__zones" role="group" aria-label={tr(lang, "Zones shown")}>
                    { for Zone::ALL.iter().map(|&z| {
                        let on = zones.contains(&z);
                        html! {
                            <label class="share__option">
                                <input type="checkbox" checked={on} data-embed-zone={z.key()} onchange={send.reform(move |_| AppMsg::Embed(Msg::Zone(z, !on)))} />
                                { zone_label(lang, z) }
                            </label>
                        }
                    }) }
                </span>
            }
        </div>
    }
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
    let answer = m.answer_line();
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
                if m.embed.as_ref().is_some_and(|e| e.zones.is_none()) && m.moment_zones().is_some() {
                    <button class="btn" data-action="whole-table" aria-pressed={m.embed.as_ref().is_some_and(|e| e.whole).to_string()} onclick={send.reform(|_| AppMsg::WholeTable)}>{ tr(lang, "Whole table") }</button>
                }
                if next.is_some() {
                    <button class="btn btn--primary" data-action="next-step" onclick={send.reform(|_| AppMsg::NextStep)}>{ tr(lang, "Next step") }{ " ▸▸" }</button>
                }
            </div>
            if let Some((text, rules)) = answer {
                <p class="embed__last" data-answer="">{ text }{ " " }{ crate::cite::cites(lang, &rules) }</p>
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

    #[test]
    fn the_snippet_carries_the_height_and_zones_picked() {
        let mut s = Snippet::default();
        assert!(s.html("https://h.example/", "#link=SF").contains("height=\"420\""));
        s.update(Msg::Height(600.to_string()));
        s.update(Msg::Height("tall".into()));
        assert_eq!(s.height, 600);
        s.update(Msg::Height("5".into()));
        assert_eq!(s.height, 240);
        s.update(Msg::Choose(true));
        s.update(Msg::Zone(Zone::Hand, false));
        s.update(Msg::Zone(Zone::Deck, false));
        s.update(Msg::Zone(Zone::Deck, true));
        let html = s.html("https://h.example/", "#link=SF");
        assert!(
            html.contains("src=\"https://h.example/?embed&zones=deck,battle,mana,shields,graveyard,hyperspatial,gr#link=SF\""),
            "{html}"
        );
        s.update(Msg::Choose(false));
        assert!(s.html("p", "#l").contains("src=\"p?embed#l\""));
        s.update(Msg::Lang(Some(Lang::Ja)));
        assert!(s.html("p", "#l").contains("src=\"p?embed&lang=ja#l\""));
        s.update(Msg::Lang(None));
        assert!(s.html("p", "#l").contains("src=\"p?embed#l\""));
    }
}
