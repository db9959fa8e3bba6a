//! The stepping controls and the inspector's "Processing now" list: the view half of
//! `model/stepping.rs`.

use super::*;
use crate::model::stepping::{Inside, Stepping};

/// The stepping controls: above the board on the page, in the embed's bar (`compact`).
pub fn controls(ctx: &ViewCtx, compact: bool) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let send = &ctx.send;
    let button =
        |cmd: Stepping, label: &'static str, icon: &'static str, key: &'static str, tip: &'static str| {
            let text = tr(lang, label);
            let shortcut = cmd.key().to_ascii_uppercase();
            html! {
                <button class="btn stepper__btn" data-step={key} disabled={!m.can_step(cmd)}
                    title={format!("{} ({shortcut})", tr(lang, tip))} aria-label={text}
                    aria-keyshortcuts={shortcut.clone()}
                    onclick={send.reform(move |_| Msg::Step(StepMsg::Step(cmd)))}>
                    <span aria-hidden="true">{ icon }</span>{ " " }
                    if !compact || cmd == Stepping::Step { <span class="stepper__text">{ text }</span> }
                </button>
            }
        };
    let toggle = send.reform(|e: Event| {
        let on = e.target_unchecked_into::<web_sys::HtmlInputElement>().checked();
        Msg::Step(StepMsg::StepInto(on))
    });
    html! {
        <div class="stepper" role="toolbar" aria-label={tr(lang, "Step through the rules")}>
            { button(Stepping::Back, "Step back", "◂", "back", "The processing step before") }
            { button(Stepping::Step, "Step", "▸", "step", "The next processing step: declared, standby, paid, each resolution step…") }
            { button(Stepping::Over, "Step over", "⤼", "over", "To the end of this action") }
            { button(Stepping::Out, "Step out", "⤴", "out", "To the end of what is resolving now") }
            if !compact {
                <label class="stepper__into">
                    <input type="checkbox" data-step-into="" checked={m.stepping.into} onchange={toggle} />
                    { tr(lang, "Step into actions") }
                </label>
            }
            if let Some(i) = &m.stepping.inside {
                <span class="stepper__where" data-inside={format!("{}/{}", i.position().0, i.position().1)}>
                    { where_text(lang, m.session.cursor(), i) }
                </span>
            }
        </div>
    }
}

fn where_text(lang: Lang, action: usize, i: &Inside) -> String {
    let (k, n) = i.position();
    crate::i18n::trf(lang, "Inside action {0}: step {1} of {2}", &[&action, &k, &n])
}

/// The processing stack in the resolution inspector: what is being used or resolving at the
/// moment shown, innermost first, with its stage and rules.
pub fn processing(ctx: &ViewCtx) -> Html {
    let lang = ctx.lang;
    let frames = ctx.sight.processing();
    if frames.is_empty() {
        return html! {};
    }
    html! {
        <>
            <h3 class="panel__sub">{ tr(lang, "Processing now") }{ cites(lang, &["601", "605"]) }</h3>
            <ol class="processing" data-processing={frames.len().to_string()}>
                { for frames.iter().enumerate().map(|(n, f)| html! {
                    <li class={classes!("processing__frame", (n == 0).then_some("processing__frame--top"))}>
                        <span>{ f.words.get(lang) }</span>
                        if let Some((done, all)) = f.progress {
                            <span class="processing__progress">{ crate::i18n::trf(lang, " ({0} of {1} steps done)", &[&done, &all]) }</span>
                        }
                        { " " }{ cites(lang, &f.rules) }
                    </li>
                }) }
            </ol>
        </>
    }
}
