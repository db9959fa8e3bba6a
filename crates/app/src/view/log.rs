//! The game log: each event with its cause and the rules it cites; a line opens that moment
//! (time travel).

use super::*;

pub fn log(ctx: &ViewCtx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let send = &ctx.send;
    let cursor = m.session.cursor();
    let len = m.session.len();
    let branches = &m.session.history().branches;
    let skip = m.log.len().saturating_sub(400);
    html! {
        <section class="panel panel--log" data-panel="log" role="log" aria-live="off" aria-labelledby="log-title">
            <h2 class="panel__title" id="log-title">
                <span>{ tr(lang, "Game log") }</span>
                <span class="log__moment">{ format!("{} {cursor}/{len}", tr(lang, "Moment")) }</span>
            </h2>
            <div class="log__tools">
                <button class="btn" aria-keyshortcuts="Control+Z" disabled={cursor == 0} onclick={send.reform(|_| Msg::Step(StepMsg::Undo))}>{ "↶ " }{ tr(lang, "Undo") }</button>
                <button class="btn" aria-keyshortcuts="Control+Shift+Z" disabled={cursor >= len} onclick={send.reform(|_| Msg::Step(StepMsg::Redo))}>{ tr(lang, "Redo") }{ " ↷" }</button>
                <button class="btn btn--ghost" disabled={cursor == 0} onclick={send.reform(|_| Msg::Step(StepMsg::GoTo(0)))}>{ tr(lang, "Setup") }</button>
            </div>
            if !branches.is_empty() {
                <div class="branches" data-branches={branches.len().to_string()}>
                    <p class="panel__sub">{ tr(lang, "Branches") }</p>
                    <ul>
                        { for branches.iter().enumerate().map(|(i, (at, acts))| html! {
                            <li>
                                <span>{ format!("{} {at} → {}", tr(lang, "Moment"), acts.first().map(|a| ctx.sight.action(a, lang)).unwrap_or_default()) }{ format!(" (+{})", acts.len()) }</span>
                                <button class="btn btn--chip" onclick={send.reform(move |_| Msg::Step(StepMsg::Branch(i)))}>{ tr(lang, "Switch") }</button>
                            </li>
                        }) }
                    </ul>
                </div>
            }
            if m.log.is_empty() {
                <p class="panel__empty">{ tr(lang, "No actions yet.") }</p>
            } else {
                <ol class="log__list">
                    { for m.log.iter().enumerate().skip(skip).map(|(i, e)| {
                        let a = e.action as usize;
                        // Inside an action, the line is cut at the step shown.
                        let (future, current) = match &m.stepping.inside {
                            Some(inside) => (i >= inside.events_shown(), (inside.events_before()..inside.events_shown()).contains(&i)),
                            None => (a > cursor, a == cursor),
                        };
                        let first = i == 0 || m.log[i - 1].action != e.action;
                        html! {
                            <li key={i} class={classes!("log__entry", future.then_some("log__entry--future"), current.then_some("log__entry--now"))} style={format!("--depth:{}", e.depth)}>
                                // The line's button covers the whole line (CSS), but the rule chips sit
                                // beside it, not in it: a chip is a button of its own.
                                <button class="log__btn" data-action={a.to_string()} data-event={i.to_string()} onclick={send.reform(move |_| Msg::Step(StepMsg::GoToEvent(i)))}>
                                    <span class="log__text">{ &e.text }</span>
                                    if let Some(c) = &e.cause { <span class="log__cause">{ c }</span> }
                                </button>
                                { cites(lang, &e.rules) }
                                { for e.notes.iter().map(|n| html! { <span class="log__note">{ n }</span> }) }
                                if first && m.embed.is_none() {
                                    <button class="log__share" data-share-moment={a.to_string()} title={tr(lang, "Share this moment")} aria-label={format!("{} {a}", tr(lang, "Share this moment"))} onclick={send.reform(move |_| Msg::Share(ShareMsg::Open(Some(a))))}>{ "↗" }</button>
                                }
                            </li>
                        }
                    }) }
                </ol>
            }
        </section>
    }
}
