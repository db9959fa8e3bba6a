//! The card panel: the card picked or inspected, its faces, abilities and state, and what
//! can be done with it.

use super::*;

pub fn detail(ctx: &ViewCtx, view: &BoardView) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let body = match ctx.inspect {
        None => {
            html! { <p class="panel__empty">{ tr(lang, "Hover, tap or focus a card to see it in full.") }</p> }
        }
        Some(id) => {
            let cv = view.cards().map(|(_, c)| c).find(|c| c.id == id);
            // The game is read in full only for a card the perspective sees (`Sight::reveal`).
            let seen = cv.filter(|c| c.def.is_some()).zip(ctx.sight.reveal(id));
            if let Some((cv, g)) = seen {
                let def = g.def(id);
                let parts = g.power_parts(id);
                let effects: Vec<_> =
                    g.effects().iter().filter(|e| e.target.card == id && g.is_current(e.target)).collect();
                let c = g.card(id);
                let place = ZoneRef::new(if c.zone == Zone::Battle { c.controller } else { c.owner }, c.zone);
                let mut state =
                    vec![format!("{} {}", player_label(lang, place.player), zone_label(lang, place.zone))];
                if cv.tapped {
                    state.push(tr(lang, "Tapped").to_string());
                }
                if cv.upside_down {
                    state.push(tr(lang, "Upside down").to_string());
                }
                if cv.sick {
                    state.push(tr(lang, "Summoning sickness").to_string());
                }
                if cv.seals > 0 {
                    state.push(format!("{} ×{}", tr(lang, "Sealed"), cv.seals));
                }
                if let Some(x) = cv.crossed_onto {
                    state.push(format!("{} {}", tr(lang, "Crossed onto"), ctx.sight.name(x, lang)));
                }
                if let Some(x) = cv.ex_life() {
                    state.push(format!("{} {}", tr(lang, "EX life shield of"), ctx.sight.name(x, lang)));
                }
                html! {
                    <div class="detail" style={civ_style(m, cv)}>
                        <p class="detail__where">{ state.join(" · ") }</p>
                        { for def.faces().map(|(_, f)| html! {
                            <div class="detail__face">
                                <h3 class="detail__name">{ &f.name }</h3>
                                if !f.name_ja.is_empty() { <p class="detail__ja" lang="ja">{ &f.name_ja }</p> }
                                <p class="detail__line">
                                    <span class="detail__civs">{ for f.civilizations.iter().map(|c| html! { <span class="civ-dot" style={format!("background:{}", civ_color(*c))} title={civ_label(lang, *c)}></span> }) }</span>
                                    { type_label(lang, f.card_type) }
                                    { " · " }{ tr(lang, "Cost") }{ " " }{ f.cost }
                                    if let Some(p) = f.power { { " · " }{ tr(lang, "Power") }{ " " }{ p }{ if f.power_plus { "+" } else { "" } } }
                                </p>
                                if !f.races.is_empty() {
                                    <p class="detail__races">{ f.races.join(" / ") }
                                        if !f.races_ja.is_empty() { <span lang="ja">{ format!(" ({})", f.races_ja.join(" / ")) }</span> }
                                    </p>
                                }
                                if !f.keywords.is_empty() {
                                    <p class="detail__keywords">{ f.keywords.iter().map(|k| words::keyword(k, lang)).collect::<Vec<_>>().join(crate::i18n::comma(lang)) }</p>
                                }
                                <ul class="detail__abilities">
                                    { for f.abilities.iter().map(|a| html! {
                                        <li>{ lang.or_english(&a.text, &a.text_ja).to_string() }</li>
                                    }) }
                                </ul>
                            </div>
                        }) }
                        if cv.power.is_some() {
                            <div class="detail__effects">
                                <h4>{ tr(lang, "Power") }{ " " }<strong class={classes!(match (cv.power, cv.printed_power) { (Some(a), Some(b)) if a > b => "up", (Some(a), Some(b)) if a < b => "down", _ => "" })}>{ cv.power.unwrap_or(0) }</strong></h4>
                                <ul>
                                    { for parts.iter().map(|p| html! { <li><span class="amount">{ format!("{:+}", p.amount) }</span>{ " " }{ p.why.get(lang) }</li> }) }
                                </ul>
                            </div>
                        }
                        // The cards that make up the element (109.2b, 109.2c): a judge asks what
                        // is under a creature and what is attached to it.
                        if !cv.under.is_empty() {
                            <div class="detail__effects" data-detail="under">
                                <h4>{ tr(lang, "Cards under it, top first") }{ " " }{ cites(lang, &["109.2b"]) }</h4>
                                <ol>{ for cv.under.iter().rev().map(|u| html! { <li>{ ctx.sight.name(u.id, lang) }</li> }) }</ol>
                            </div>
                        }
                        if !cv.auras.is_empty() {
                            <div class="detail__effects" data-detail="attached">
                                <h4>{ tr(lang, "Attached to it") }{ " " }{ cites(lang, &["109.2c"]) }</h4>
                                <ul>{ for cv.auras.iter().map(|a| html! { <li>{ ctx.sight.name(a.id, lang) }</li> }) }</ul>
                            </div>
                        }
                        <div class="detail__effects" data-detail="effects">
                            <h4>{ tr(lang, "Effects on it") }</h4>
                            if effects.is_empty() {
                                <p class="panel__empty">{ "—" }</p>
                            }
                            <ul>
                                { for effects.iter().map(|e| html! {
                                    <li>{ format!("{} — {}", words::continuous_effect(e, lang), ctx.sight.name(e.cause.card, lang)) }</li>
                                }) }
                            </ul>
                        </div>
                        if let Some(sb) = cv.standby {
                            <p class="detail__state">{ format!("{}{}{} → {}", tr(lang, "in standby"), crate::i18n::colon(lang), words::standby_reason(sb.reason, lang), zone_label(lang, sb.destination)) }{ cites(lang, &["409"]) }</p>
                        }
                        if let Some(pc) = horyu_engine::card::pool::installed().and_then(|p| p.card(def.id).cloned()) {
                            // A pool card: where it was printed, and what its text says that
                            // the engine does not do yet (issue #39).
                            <p class="detail__note" data-detail="printing">{ format!("{} {}", pc.printing.set, pc.printing.number) }</p>
                            if !pc.lacks.is_empty() {
                                <ul class="detail__lacks" data-detail="lacks">
                                    { for pc.lacks.iter().map(|l| html! { <li><strong>{ tr(lang, "Not modelled:") }</strong>{ " " }{ lang.or_english(&l.text, &l.text_ja).to_string() }</li> }) }
                                </ul>
                            }
                        }
                        // Sandbox: a card put in by hand counts as there since the turn began
                        // (the log's note says so); the judge chooses otherwise here (506.1a).
                        if m.mode == crate::model::Mode::Sandbox && c.zone == Zone::Battle {
                            <label class="detail__toggle">
                                <input type="checkbox" data-control="sickness" checked={cv.sick}
                                    onchange={{ let sick = !cv.sick; ctx.send.reform(move |_| Msg::Act(Action::Manual(horyu_engine::Manual::Sickness { card: id, sick }))) }} />
                                { tr(lang, "Summoning sickness") }{ " " }
                                <span class="detail__hint">{ tr(lang, "(put into the battle zone this turn: can't attack)") }</span>
                                { cites(lang, &["506.1a"]) }
                            </label>
                        }
                        if !def.note.is_empty() { <p class="detail__note">{ &def.note }</p> }
                        if m.embed.is_none() {
                            <button class="btn btn--small" data-action="edit-card" onclick={{ let id = def.id; ctx.send.reform(move |_| Msg::Library(LibraryMsg::OpenEditor(Some(id)))) }}>
                                { tr(lang, if def.id.0 >= horyu_engine::card::CUSTOM_ID_BASE { "Edit this card" } else { "Make a variant" }) }
                            </button>
                        }
                    </div>
                }
            } else {
                html! { <p class="panel__empty">{ tr(lang, "Face down") }</p> }
            }
        }
    };
    html! {
        <section class="panel panel--detail" data-panel="detail" role="region" aria-label={tr(lang, "Card")} aria-live="polite">
            <h2 class="panel__title">{ tr(lang, "Card") }</h2>
            { body }
        </section>
    }
}
