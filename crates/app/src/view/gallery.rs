//! The rulings gallery: the rulings as a searchable list.

use super::*;

pub fn gallery(ctx: &ViewCtx, results: &[(usize, String, String, String)]) -> Html {
    let lang = ctx.lang;
    let send = &ctx.send;
    let oninput = send.reform(|e: InputEvent| {
        let v = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .map(|i| i.value())
            .unwrap_or_default();
        Msg::Rulings(RulingsMsg::Query(v))
    });
    html! {
        <div class="gallery" role="dialog" aria-modal="true" aria-labelledby="gallery-title" data-panel="gallery">
            <div class="gallery__box">
                <header class="gallery__head">
                    <h2 id="gallery-title">{ tr(lang, "Rulings") }
                        // No count before the gallery has arrived: 0 would be wrong.
                        if ctx.m.rulings.fetched.ready().is_some() { <span class="gallery__count">{ results.len() }</span> }
                    </h2>
                    <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Rulings(RulingsMsg::Gallery(false)))}>{ tr(lang, "Close") }</button>
                </header>
                <input class="gallery__search" type="search" id="gallery-search" placeholder={tr(lang, "Search rulings")} aria-label={tr(lang, "Search rulings")} value={ctx.m.rulings.gallery.query.clone()} oninput={oninput} />
                if let Some(why) = ctx.m.rulings.fetched.failed() {
                    <p class="error" role="alert">{ why }{ " " }
                        <button class="btn btn--ghost btn--small" onclick={send.reform(|_| Msg::Rulings(RulingsMsg::Retry))}>{ tr(lang, "Try again") }</button>
                    </p>
                } else if ctx.m.rulings.fetched.ready().is_none() {
                    <p class="panel__empty" role="status" data-loading="rulings">{ tr(lang, "Loading the rulings…") }</p>
                }
                <ul class="gallery__list">
                    { for results.iter().map(|(i, name, title, rules)| {
                        let i = *i;
                        html! {
                            <li class="gallery__entry">
                                <button class="gallery__item" data-scenario={name.clone()} onclick={send.reform(move |_| Msg::Rulings(RulingsMsg::Open(i)))}>
                                    <span class="gallery__title">{ title }</span>
                                </button>
                                <span class="gallery__rules">{ cites(lang, &rules.split_whitespace().collect::<Vec<_>>()) }</span>
                            </li>
                        }
                    }) }
                </ul>
            </div>
        </div>
    }
}
