//! The resolution inspector: what is resolving, the pending effects that wait, who orders
//! them and why, the decision asked for, and the order explorer.

use super::*;

pub fn resolution(ctx: &ViewCtx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let sight = ctx.sight;
    let send = &ctx.send;
    let decision = sight.decision();
    let pname = |id: u32| sight.pending_label(id).get(lang).to_string();
    // Pending effects in the order the rules take them (101.4), as the engine orders them.
    let groups: Vec<(bool, PlayerId, Vec<u32>)> =
        sight.pending_groups().into_iter().map(|g| (g.shield_trigger, g.player, g.ids)).collect();
    let next = groups.first().map(|(_, p, ids)| (*p, ids.clone()));
    let decision_html = match decision {
        None => html! {},
        Some(d) => {
            let who = player_label(lang, d.player);
            let ui = match &d.kind {
                DecisionKind::Turn => {
                    // Actions worded alike (six copies of one card in hand) are one button with a
                    // count: any of them does the same; a particular copy can still be dragged.
                    let mut acts: Vec<(Action, String, usize)> = Vec::new();
                    for (a, label) in sight.actions(lang) {
                        match acts.iter_mut().find(|(_, l, _)| *l == label) {
                            Some(same) => same.2 += 1,
                            None => acts.push((a, label, 1)),
                        }
                    }
                    html! {
                        <div class="answers">
                            if !acts.is_empty() { <p class="answers__label">{ tr(lang, "Possible actions") }</p> }
                            { for acts.into_iter().map(|(a, label, n)| {
                                let s = send.clone();
                                let end = matches!(a, Action::EndStep);
                                html! {
                                    <button class={classes!("btn", end.then_some("btn--ghost"))} onclick={Callback::from(move |_| s.emit(Msg::Act(a.clone())))}>
                                        { label }
                                        if n > 1 { <span class="btn__count">{ format!(" ×{n}") }</span> }
                                    </button>
                                }
                            }) }
                        </div>
                    }
                }
                DecisionKind::NextPending { options } => {
                    let order = m.order_shown();
                    let n = order.len();
                    html! {
                        <div class="order">
                            <ol class="order__list" aria-label={tr(lang, "Resolve in this order")}>
                                { for order.iter().enumerate().map(|(i, id)| {
                                    let up = send.reform(move |_: MouseEvent| Msg::Inspector(InspectorMsg::OrderMove(i, true)));
                                    let down = send.reform(move |_: MouseEvent| Msg::Inspector(InspectorMsg::OrderMove(i, false)));
                                    html! {
                                        <li class={classes!("order__item", (m.inspector.order_grab == Some(i)).then_some("order__item--grabbed"))} data-pending={id.to_string()} data-order-index={i.to_string()}>
                                            <span class="order__grip" aria-hidden="true" title={tr(lang, "Drag to reorder")} onpointerdown={send.reform(move |_: PointerEvent| Msg::Inspector(InspectorMsg::OrderGrab(i)))}>{ "⋮⋮" }</span>
                                            <span class="order__text">{ pname(*id) }</span>
                                            <span class="order__btns">
                                                <button class="btn btn--icon" aria-label={format!("{} #{id}", tr(lang, "Move up"))} disabled={i == 0} onclick={up}>{ "▲" }</button>
                                                <button class="btn btn--icon" aria-label={format!("{} #{id}", tr(lang, "Move down"))} disabled={i + 1 == n} onclick={down}>{ "▼" }</button>
                                            </span>
                                        </li>
                                    }
                                }) }
                            </ol>
                            <div class="answers">
                                <button class="btn btn--primary" onclick={send.reform(|_| Msg::Inspector(InspectorMsg::ConfirmOrder))}>{ tr(lang, "Resolve in this order") }</button>
                                <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Inspector(InspectorMsg::Explore))}>{ tr(lang, "Explore orders") }</button>
                            </div>
                            if options.len() > 1 { <p class="hint">{ tr(lang, "The first resolves now; the engine asks again for the next, answered from this order.") }</p> }
                        </div>
                    }
                }
                DecisionKind::Cards { candidates, min, max, .. } => html! {
                    <div class="answers">
                        // Nothing to choose (a declaration asked all the same, 400.2): only Confirm.
                        if *max > 0 { <p class="answers__label">{ format!("{min}–{max}") }{ tr(lang, " — click the highlighted cards on the board") }</p> }
                        { for candidates.iter().map(|&c| {
                            let on = ctx.chosen.contains(&c);
                            html! { <button class={classes!("btn", "btn--chip", on.then_some("btn--on"))} aria-pressed={on.to_string()} onclick={send.reform(move |_| Msg::Table(TableMsg::Toggle(c)))}>{ sight.name(c, lang) }</button> }
                        }) }
                        <button class="btn btn--primary" onclick={send.reform(|_| Msg::Table(TableMsg::ConfirmChoice))}>{ format!("{} ({})", tr(lang, "Confirm"), m.table.chosen.len()) }</button>
                    </div>
                },
                DecisionKind::Mana { cost, civilizations, candidates, .. } => html! {
                    <div class="answers">
                        <p class="answers__label">{ format!("{} {cost} · {}", tr(lang, "Cost"), civilizations.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")) }</p>
                        { for candidates.iter().map(|&c| {
                            let on = ctx.chosen.contains(&c);
                            html! { <button class={classes!("btn", "btn--chip", on.then_some("btn--on"))} aria-pressed={on.to_string()} onclick={send.reform(move |_| Msg::Table(TableMsg::Toggle(c)))}>{ sight.name(c, lang) }</button> }
                        }) }
                        <button class="btn btn--primary" onclick={send.reform(|_| Msg::Table(TableMsg::ConfirmChoice))}>{ format!("{} ({})", tr(lang, "Confirm"), m.table.chosen.len()) }</button>
                        <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Inspector(InspectorMsg::Auto))}>{ tr(lang, "Auto") }</button>
                    </div>
                },
                DecisionKind::YesNo => html! {
                    <div class="answers">
                        <button class="btn btn--primary" onclick={send.reform(|_| Msg::Act(Action::Answer(horyu_engine::Answer::Yes(true))))}>{ tr(lang, "Yes") }</button>
                        <button class="btn" onclick={send.reform(|_| Msg::Act(Action::Answer(horyu_engine::Answer::Yes(false))))}>{ tr(lang, "No") }</button>
                    </div>
                },
                // A wide range ("a number of 6000 or less", a cost to name) is a field, not a
                // button per number: typed, clamped to the range, answered with Enter too.
                DecisionKind::Number { min, max } if max.saturating_sub(*min) > 20 => {
                    let (lo, hi) = (*min, *max);
                    // Read from the form as it is sent; the field has no `value` of its own, which a render
                    // would set back over what the player typed. Empty: the lowest number.
                    let answer = send.reform(move |e: SubmitEvent| {
                        use wasm_bindgen::JsCast;
                        e.prevent_default();
                        let typed = e
                            .target()
                            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                            .and_then(|form| form.query_selector("input").ok().flatten())
                            .and_then(|i| i.dyn_into::<web_sys::HtmlInputElement>().ok())
                            .and_then(|i| i.value().trim().parse::<u32>().ok());
                        Msg::Act(Action::Answer(horyu_engine::Answer::Number(
                            typed.unwrap_or(lo).clamp(lo, hi),
                        )))
                    });
                    html! {
                        <form class="answers" onsubmit={answer}>
                            <input class="answers__number" type="number" inputmode="numeric" min={lo.to_string()} max={hi.to_string()} placeholder={format!("{lo}–{hi}")} aria-label={tr(lang, "Number")} />
                            <button type="submit" class="btn btn--primary">{ tr(lang, "Answer") }</button>
                        </form>
                    }
                }
                DecisionKind::Number { min, max } => html! {
                    <div class="answers">
                        { for (*min..=*max).take(21).map(|n| html! {
                            <button class="btn btn--chip" onclick={send.reform(move |_| Msg::Act(Action::Answer(horyu_engine::Answer::Number(n))))}>{ n }</button>
                        }) }
                    </div>
                },
                DecisionKind::Replacement { options } => html! {
                    <div class="answers">
                        { for options.iter().enumerate().map(|(i, o)| html! {
                            <button class="btn" onclick={send.reform(move |_| Msg::Act(Action::Answer(horyu_engine::Answer::Option(i as u32))))}>{ o }</button>
                        }) }
                    </div>
                },
                DecisionKind::Mode { options } => html! {
                    <div class="answers answers--modes">
                        { for options.iter().enumerate().map(|(i, o)| html! {
                            <button class="btn" data-mode={i.to_string()} onclick={send.reform(move |_| Msg::Act(Action::Answer(horyu_engine::Answer::Option(i as u32))))}>{ o.get(lang) }</button>
                        }) }
                    </div>
                },
            };
            html! {
                <div class={classes!("decision", (d.kind != DecisionKind::Turn).then_some("decision--asking"))} data-decision={d.kind.name()}>
                    <p class="decision__who"><span class="decision__badge">{ who }</span>{ " " }{ d.prompt.get(lang) }</p>
                    if let Some(c) = &d.cause { <p class="decision__cause">{ c.get(lang) }</p> }
                    { ui }
                </div>
            }
        }
    };
    let exploration = match &m.inspector.exploration {
        // The explorer runs in the worker (up to 8! orders); the board answers meanwhile, and
        // this line (drawn only after 100 ms, in CSS, so a quick answer never flickers) can stop it.
        None if m.inspector.exploring.is_some() => html! {
            <p class="explore explore--busy" role="status" data-exploring="">
                <span class="explore__spinner" aria-hidden="true"></span>
                { tr(lang, "Exploring every order…") }
                <button class="btn btn--ghost" data-action="stop-explore" onclick={send.reform(|_| Msg::Inspector(InspectorMsg::StopWork))}>{ tr(lang, "Stop") }</button>
            </p>
        },
        None => html! {},
        Some(Err(e)) => html! { <p class="error">{ e }</p> },
        Some(Ok(x)) => {
            // "#1 Bronze-Arm Tribe": the effect's number and its source.
            let effect_name = |id: u32| {
                x.effects
                    .iter()
                    .find(|(e, _)| *e == id)
                    .map(|(_, words)| format!("#{id} {}", words.split(':').next().unwrap_or_default()))
                    .unwrap_or_else(|| format!("#{id}"))
            };
            // Only the board lines that differ between outcomes.
            let differs = |i: usize| x.outcomes.iter().any(|o| o.board.get(i) != x.outcomes[0].board.get(i));
            html! {
                <div class="explore" data-explore="">
                    <p class="explore__head">{ format!("{} {} · {} {}", x.outcomes.len(), tr(lang, "Outcomes"), x.orders, tr(lang, "orders")) }</p>
                    <ol>
                        { for x.outcomes.iter().map(|o| html! {
                            <li class="explore__outcome">
                                <p>{ for o.orders.iter().map(|ord| html! { <span class="explore__order">{ ord.iter().map(|id| effect_name(*id)).collect::<Vec<_>>().join(" → ") }</span> }) }</p>
                                <ul class="explore__board">
                                    { for o.board.iter().enumerate().filter(|(i, _)| differs(*i)).map(|(_, l)| html! { <li>{ l }</li> }) }
                                </ul>
                            </li>
                        }) }
                    </ol>
                </div>
            }
        }
    };
    let last = m.last_action_entries();
    // Inside an action: the entries of the step shown are the trail's last ones.
    let this_step = m.stepping.inside.as_ref().map_or(0, |i| i.events_shown() - i.events_before());
    let first_now = last.len().saturating_sub(this_step);
    html! {
        <section class="panel panel--resolution" data-panel="resolution" role="region" aria-labelledby="resolution-title">
            <h2 class="panel__title" id="resolution-title">
                <span>{ tr(lang, "Resolution") }</span>
                { cites(lang, &["605"]) }
            </h2>
            { decision_html }
            { super::stepping::processing(ctx) }
            <h3 class="panel__sub">{ tr(lang, "Pending effects") }{ cites(lang, &["101.4"]) }</h3>
            if groups.is_empty() {
                <p class="panel__empty">{ tr(lang, "Nothing is waiting to resolve.") }</p>
            } else {
                <ol class="groups">
                    { for groups.iter().map(|(st, p, ids)| {
                        let is_next = next.as_ref().is_some_and(|(np, o)| np == p && o.iter().all(|i| ids.contains(i)));
                        html! {
                            <li class={classes!("group", is_next.then_some("group--next"))}>
                                <p class="group__head">
                                    { if *st { "S-Trigger · " } else { "" } }{ player_label(lang, *p) }
                                    if is_next { <span class="group__tag">{ tr(lang, "Who chooses") }</span> } else { <span class="group__tag group__tag--then">{ tr(lang, "Then") }</span> }
                                </p>
                                <ul>{ for ids.iter().map(|id| html! { <li data-pending={id.to_string()}>{ pname(*id) }</li> }) }</ul>
                            </li>
                        }
                    }) }
                </ol>
            }
            { exploration }
            if !last.is_empty() {
                <h3 class="panel__sub">{ tr(lang, "Last action") }</h3>
                <ol class="trail">
                    { for last.iter().enumerate().map(|(n, e)| html! {
                        <li class={classes!("trail__item", (this_step > 0 && n >= first_now).then_some("trail__item--now"))} style={format!("--depth:{}", e.depth)}>
                            <span>{ &e.text }</span>{ " " }{ cites(lang, &e.rules) }
                            { for e.notes.iter().map(|n| html! { <span class="trail__note">{ n }</span> }) }
                        </li>
                    }) }
                </ol>
            }
        </section>
    }
}
