//! The ruling's panel: the ruling shown, its steps and what each expects.

use super::*;

pub fn scenario(ctx: &ViewCtx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let send = &ctx.send;
    let Some(run) = &m.rulings.scenario else { return html! {} };
    let ruling = &run.ruling;
    let total = run.steps().len();
    let on_line = m.on_scenario_line();
    let cur = run.done.checked_sub(1).map(|k| &run.steps()[k]);
    let upcoming = run.steps().get(run.done);
    html! {
        <section class="scenario" data-panel="scenario" role="region" aria-label={ruling.title(lang).to_string()}>
            <div class="scenario__head">
                <h2 class="scenario__title">{ ruling.title(lang) }</h2>
                <p class="scenario__rules">{ cites(lang, &ruling.rules) }<span class="scenario__source">{ &ruling.source }</span>
                    <button class="btn btn--ghost btn--small scenario__more" aria-expanded={m.rulings.about_open.to_string()} onclick={send.reform(|_| Msg::Rulings(RulingsMsg::ToggleAbout))}>
                        { if m.rulings.about_open { tr(lang, "Less") } else { tr(lang, "More") } }
                    </button>
                </p>
            </div>
            <p class={classes!("scenario__desc", m.rulings.about_open.then_some("scenario__desc--open"))}>{ ruling.description(lang) }</p>
            if let Some(why) = &ruling.expect_fail {
                <p class="scenario__known" data-expect-fail="">{ tr(lang, "Known engine gap: ") }{ why }</p>
            }
            <div class="scenario__bar">
                <span class="scenario__progress" data-step={run.done.to_string()}>{ format!("{} {} {} {total}", tr(lang, "Step"), run.done, tr(lang, "of")) }</span>
                <button class="btn btn--primary" disabled={(run.done >= total && m.stepping.inside.is_none()) || !on_line} onclick={send.reform(|_| Msg::Rulings(RulingsMsg::NextStep))}>
                    { tr(lang, "Next step") }{ " ▸" }
                </button>
                <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Rulings(RulingsMsg::Restart))}>{ tr(lang, "Restart") }</button>
                if m.stepping.inside.is_some() && on_line {
                    // Next step first finishes the action shown from inside (model/gallery.rs).
                    <span class="scenario__upcoming" data-upcoming="end"><span class="scenario__label">{ tr(lang, "next") }</span>{ tr(lang, "The end of this step") }</span>
                } else if let Some(s) = upcoming.filter(|_| on_line) {
                    <span class="scenario__upcoming"><span class="scenario__label">{ tr(lang, "next") }</span>{ step_words(ctx, run, run.done, s) }</span>
                }
                if !on_line {
                    <span class="scenario__off">{ tr(lang, "The board has left the scenario's line: restart it to step on.") }</span>
                }
            </div>
            if let Some(s) = cur {
                // What the step expected and what happened: one click away, open when it failed, so
                // the board stays in view (issue #16).
                <details class="scenario__step" data-failed={(!s.failures.is_empty()).then_some("true")} open={!s.failures.is_empty()}>
                    <summary class="scenario__what"><strong>{ format!("{} {}: ", tr(lang, "Step"), run.done) }</strong>{ step_words(ctx, run, run.done - 1, s) }
                        // Shown from inside its action, the board is not yet what the step checked.
                        if m.stepping.inside.is_some() {
                            <span class="scenario__later">{ " · " }{ tr(lang, "checked at the step's end") }</span>
                        } else if s.failures.is_empty() {
                            <span class="ok">{ " ✓ " }{ tr(lang, "Passed") }</span>
                        }
                    </summary>
                    <div class="scenario__cols">
                        <div>
                            <p class="panel__sub">{ tr(lang, "Expected") }</p>
                            if ctx.m.perspective.is_some() && !s.expects.is_empty() {
                                // The file's expectations name cards as the judge sees them.
                                <p class="panel__empty">{ tr(lang, "What this step expects may name cards this player can't see: the Judge view shows it.") }</p>
                            } else if s.expects.is_empty() {
                                <p class="panel__empty">{ tr(lang, "Nothing checked at this step.") }</p>
                            } else {
                                <ul class="scenario__expects">
                                    { for s.expects.iter().map(|(en, ja)| html! { <li>{ lang.or_english(en, ja) }</li> }) }
                                </ul>
                            }
                            // Not even in the page for a player: it names cards as the judge sees them.
                            if ctx.m.perspective.is_none() {
                                <details class="scenario__toml">
                                    <summary>{ tr(lang, "The step in the scenario file (TOML)") }</summary>
                                    <pre class="scenario__expect">{ &s.expect }</pre>
                                </details>
                            }
                        </div>
                        <div>
                            <p class="panel__sub">{ tr(lang, "What happened") }</p>
                            <ul class="scenario__happened">
                                { for m.log.iter().filter(|e| (e.action as usize) > Model::step_end(run, run.done - 1) && (e.action as usize) <= s.end).map(|e| html! { <li>{ &e.text }{ " " }{ cites(lang, &e.rules) }</li> }) }
                            </ul>
                            { for s.failures.iter().map(|f| html! { <p class="error">{ crate::i18n::labelled(lang, "Failed", f) }</p> }) }
                        </div>
                    </div>
                </details>
            }
        </section>
    }
}

/// A ruling step in people's words: what it plays ("Player 1: Use Energy Stream"), and the
/// author's note (in Japanese when the page is and the file has one).
/// Its actions are worded through the perspective's Sight (a hidden card is named by its
/// place), on the board shown.
pub(super) fn step_words(
    ctx: &ViewCtx,
    run: &crate::model::ScenarioRun,
    k: usize,
    s: &crate::model::RulingStep,
) -> String {
    let lang = ctx.lang;
    let actions = run.actions.get(Model::step_end(run, k)..s.end).unwrap_or_default();
    let said: Vec<String> = actions.iter().map(|a| ctx.sight.said(a, lang)).collect();
    let said =
        if said.is_empty() { tr(lang, "Check the board").to_string() } else { said.join(tr(lang, "; ")) };
    let note = s.note(lang);
    if note.is_empty() {
        said
    } else {
        format!("{said} — {note}")
    }
}
