//! Embed mode's bar: the view half of `model/embed.rs`.

use super::*;

/// Embed mode's bar: the moment, back and forward through the history, the stepping controls,
/// the ruling's next step, and the last thing that happened.
pub fn bar(ctx: &ViewCtx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let send = &ctx.send;
    let cursor = m.session.cursor();
    let len = m.session.len();
    let next = m
        .rulings
        .scenario
        .as_ref()
        .filter(|r| (r.done < r.steps().len() || m.stepping.inside.is_some()) && m.on_scenario_line());
    // The ruling's steps done, for the host page and tests ("2/3").
    let ruling = m.rulings.scenario.as_ref().map(|r| format!("{}/{}", r.done, r.steps().len()));
    let title = m.rulings.scenario.as_ref().map_or("Horyu", |r| r.ruling.title(lang)).to_string();
    let answer = ctx.answer.as_ref();
    html! {
        <header class="embed" data-panel="embed" data-ruling-step={ruling}>
            <div class="embed__row">
                <strong class="embed__title" title={title.clone()}>{ title }</strong>
                <span class="log__moment" data-moment={format!("{cursor}/{len}")}>{ format!("{} {cursor}/{len}", tr(lang, "Moment")) }</span>
            </div>
            <div class="embed__row">
                <button class="btn" data-action="back" aria-label={tr(lang, "Back")} disabled={cursor == 0} onclick={send.reform(|_| Msg::Step(StepMsg::Undo))}>{ "◂ " }{ tr(lang, "Back") }</button>
                <button class="btn" data-action="forward" aria-label={tr(lang, "Forward")} disabled={cursor >= len} onclick={send.reform(|_| Msg::Step(StepMsg::Redo))}>{ tr(lang, "Forward") }{ " ▸" }</button>
                { super::stepping::controls(ctx, true) }
                // Before any action the board is the whole table, but a frame under 300 px high
                // still narrows it to the zones holding a card the answer names (the toggle shows
                // there only, style.css).
                if m.embed.as_ref().is_some_and(|e| e.zones.is_none()) && (cursor > 0 || answer.is_some()) {
                    <button class="btn" data-action="whole-table" title={tr(lang, "Whole table")} aria-pressed={m.embed.as_ref().is_some_and(|e| e.whole).to_string()} onclick={send.reform(|_| Msg::WholeTable)}>{ tr(lang, "Whole table") }</button>
                }
                if next.is_some() {
                    <button class="btn btn--primary" data-action="next-step" onclick={send.reform(|_| Msg::Rulings(RulingsMsg::NextStep))}>{ tr(lang, "Next step") }{ " ▸▸" }</button>
                }
            </div>
            if let Some((text, rules)) = answer {
                <p class="embed__last" data-answer="" title={text.clone()} tabindex="0">{ crate::cite::cites(lang, rules) }{ text.as_str() }</p>
            }
        </header>
    }
}
