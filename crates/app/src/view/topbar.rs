//! The top bar (mode, perspective, ruleset, language) and the ruleset comparison.

use super::*;

pub(super) fn radios<T: Clone + PartialEq + 'static>(
    name: &'static str,
    label: &'static str,
    options: Vec<(T, &'static str)>,
    current: T,
    send: &Callback<Msg>,
    msg: fn(T) -> Msg,
) -> Html {
    // One Tab stop per group (the checked option); the arrow keys move the choice inside it
    // and focus follows, as a WAI-ARIA radio group does.
    let values: Vec<T> = options.iter().map(|(v, _)| v.clone()).collect();
    let at = values.iter().position(|v| *v == current).unwrap_or(0);
    let onkeydown = {
        let send = send.clone();
        Callback::from(move |e: KeyboardEvent| {
            let n = values.len();
            let to = match e.key().as_str() {
                "ArrowRight" | "ArrowDown" => (at + 1) % n,
                "ArrowLeft" | "ArrowUp" => (at + n - 1) % n,
                "Home" => 0,
                "End" => n - 1,
                _ => return,
            };
            e.prevent_default();
            e.stop_propagation();
            // (Yew delegates events: `current_target` is its root, so the group is found from
            // the button pressed.)
            let group = e
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .and_then(|b| b.closest("[role=\"radiogroup\"]").ok().flatten());
            if let Some(b) = group
                .and_then(|g| g.children().item(to as u32))
                .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok())
            {
                let _ = b.focus();
            }
            send.emit(msg(values[to].clone()));
        })
    };
    html! {
        <div class="seg" role="radiogroup" aria-label={label} data-control={name} onkeydown={onkeydown}>
            { for options.into_iter().map(|(v, text)| {
                let on = v == current;
                let s = send.clone();
                html! {
                    <button class={classes!("seg__opt", on.then_some("seg__opt--on"))} role="radio" aria-checked={on.to_string()} tabindex={if on { "0" } else { "-1" }} onclick={Callback::from(move |_| s.emit(msg(v.clone())))}>{ text }</button>
                }
            }) }
        </div>
    }
}

pub fn topbar(ctx: &ViewCtx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let send = &ctx.send;
    let t = |s| tr(lang, s);
    html! {
        <header class="topbar">
            <a class="skip-link" href="#board" onclick={Callback::from(|e: MouseEvent| {
                // Focus the board without changing the address: its fragment may be a link.
                e.prevent_default();
                if let Some(b) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id("board"))
                    .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok())
                {
                    let _ = b.focus();
                }
            })}>{ t("Skip to the board") }</a>
            <h1 class="brand">
                <span class="brand__mark" aria-hidden="true">{ "H" }</span>
                <span class="brand__name">{ "Horyu" }</span>
            </h1>
            <button class="btn menu-toggle" data-action="menu" aria-expanded={m.menu_open.to_string()} aria-controls="controls" onclick={send.reform(|_| Msg::ToggleMenu)}>
                { "☰ " }{ tr(lang, "Menu") }
            </button>
            <nav id="controls" class={classes!("controls", m.menu_open.then_some("controls--open"))} aria-label="Controls">
                { radios("mode", t("Mode"), vec![(Mode::Rules, t("Rules")), (Mode::Sandbox, t("Sandbox"))], m.mode, send, Msg::Mode) }
                { radios("view", t("View"), vec![(None, t("Judge")), (Some(PlayerId::P1), player_label(lang, PlayerId::P1)), (Some(PlayerId::P2), player_label(lang, PlayerId::P2))], m.perspective, send, Msg::Perspective) }
                { radios("ruleset", t("Ruleset"), vec![(Ruleset::Current, t("Current rules")), (Ruleset::Legacy, t("Legacy rules"))], ctx.ruleset, send, Msg::Ruleset) }
                <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Inspector(InspectorMsg::Compare))}>{ t("Compare") }</button>
                { radios("lang", t("Language"), vec![(Lang::En, "English"), (Lang::Ja, "日本語")], lang, send, Msg::Lang) }
                <button class="btn" data-action="new-game" onclick={send.reform(|_| Msg::NewGame)}>{ t("New game") }</button>
                <button class="btn" data-action="sessions" onclick={send.reform(|_| Msg::Sessions(crate::model::sessions::Msg::Panel(true)))}>{ t("Sessions") }</button>
                <button class="btn" data-action="find-cards" onclick={send.reform(|_| Msg::Library(LibraryMsg::OpenFinder))}>{ t("Find cards") }</button>
                <button class="btn" data-action="card-editor" onclick={send.reform(|_| Msg::Library(LibraryMsg::OpenEditor(None)))}>{ t("Card editor") }</button>
                <button class="btn btn--primary" data-action="rulings" onclick={send.reform(|_| Msg::Rulings(RulingsMsg::Gallery(true)))}>{ t("Rulings") }</button>
                <button class="btn" data-action="share" onclick={send.reform(|_| Msg::Share(ShareMsg::Open(None)))}>{ t("Share") }</button>
            </nav>
        </header>
    }
}

pub fn comparison(ctx: &ViewCtx) -> Html {
    let lang = ctx.lang;
    if ctx.m.inspector.comparison.is_none() && ctx.m.inspector.comparing.is_some() {
        // The worker replays the line under the other rules; drawn after 100 ms (CSS).
        return html! {
            <section class="compare" data-panel="compare" role="region" aria-label={tr(lang, "Compare")}>
                <p class="explore explore--busy" role="status" data-comparing="">
                    <span class="explore__spinner" aria-hidden="true"></span>
                    { tr(lang, "Replaying the line under the other rules…") }
                    <button class="btn btn--ghost" data-action="stop-compare" onclick={ctx.send.reform(|_| Msg::Inspector(InspectorMsg::StopWork))}>{ tr(lang, "Stop") }</button>
                </p>
            </section>
        };
    }
    let Some(c) = &ctx.m.inspector.comparison else { return html! {} };
    let rows: Vec<(String, String)> = c
        .boards
        .as_ref()
        .map(|(a, b)| a.iter().zip(b).filter(|(x, y)| x != y).map(|(x, y)| (x.clone(), y.clone())).collect())
        .unwrap_or_default();
    let other = if ctx.ruleset == Ruleset::Current { "Legacy rules" } else { "Current rules" };
    html! {
        <section class="compare" data-panel="compare" role="region" aria-label={tr(lang, "Compare")}>
            <header class="compare__head">
                <strong>{ tr(lang, "Compare") }{ crate::i18n::colon(lang) }{ words::ruleset(ctx.ruleset, lang) }{ " ⇄ " }{ tr(lang, other) }</strong>
                <button class="btn btn--ghost" onclick={ctx.send.reform(|_| Msg::Inspector(InspectorMsg::CloseCompare))}>{ tr(lang, "Close") }</button>
            </header>
            if let Some((i, e)) = &c.refused_at { <p class="error">{ format!("{} {}: {e}", tr(lang, "Refused under the other rules at action"), i + 1) }</p> }
            { match c.differs_at {
                None => html! { <p>{ tr(lang, "No difference.") }</p> },
                Some(n) => html! {
                    <>
                        <p>{ format!("{} {n}", tr(lang, "Differs first at moment")) }</p>
                        <table class="compare__table">
                            <thead><tr><th>{ tr(lang, if ctx.ruleset == Ruleset::Current { "Current rules" } else { "Legacy rules" }) }</th><th>{ tr(lang, other) }</th></tr></thead>
                            <tbody>{ for rows.iter().map(|(a, b)| html! { <tr><td>{ a }</td><td>{ b }</td></tr> }) }</tbody>
                        </table>
                    </>
                },
            } }
        </section>
    }
}
