//! The Sessions panel, in the module the page loads on demand (bin/editor.rs): every kept
//! session, newest first, to open, rename or delete. The list itself stays on the page
//! (`sessions::Shelf`: every change of the board saves into it); the panel shows what the page
//! sends ([`SessionsInit`]) and answers with [`EditorOut::Session`] and `Close`. A reader of a
//! shared board never downloads it.

use std::rc::Rc;

use horyu_app::editor_link::{EditorOut, SessionAsk, SessionsInit};
use horyu_app::i18n::{tr, Lang};
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SessionsProps {
    pub init: Rc<SessionsInit>,
    pub on: Callback<EditorOut>,
}

/// The time an entry was saved, as the browser words dates.
fn when(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    let opts = js_sys::Object::new();
    for (k, v) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        let _ = js_sys::Reflect::set(&opts, &k.into(), &v.into());
    }
    String::from(d.to_locale_string("default", &opts))
}

fn actions_label(lang: Lang, n: usize) -> String {
    match n {
        1 => tr(lang, "1 action").to_string(),
        n => horyu_app::i18n::trf(lang, "{0} actions", &[&n]),
    }
}

#[function_component(SessionsPanel)]
pub fn sessions_panel(p: &SessionsProps) -> Html {
    let init = &p.init;
    let lang = if init.ja { Lang::Ja } else { Lang::En };
    let t = |s| tr(lang, s);
    let send = |ask: SessionAsk| p.on.reform(move |_: MouseEvent| EditorOut::Session(ask.clone()));
    let rename = |id: u64| {
        p.on.reform(move |e: Event| {
            let v = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                .map(|i| i.value())
                .unwrap_or_default();
            EditorOut::Session(SessionAsk::Rename(id, v))
        })
    };
    html! {
        <div class="gallery sessions" role="dialog" aria-modal="true" aria-labelledby="sessions-title" data-panel="sessions">
            <div class="gallery__box">
                <header class="gallery__head">
                    <h2 id="sessions-title">{ t("Sessions") }<span class="gallery__count">{ init.kept.len() }</span></h2>
                    <button class="btn btn--ghost" data-action="sessions-close" onclick={p.on.reform(|_| EditorOut::Close)}>{ t("Close") }</button>
                </header>
                <p class="sessions__about">{ t("Kept in this browser. New game, links and rulings never replace one; a ruling's board is kept once you play your own move on it.") }</p>
                if let Some(name) = &init.deleted {
                    <p class="sessions__deleted" role="status">
                        { format!("{} “{name}”. ", t("Deleted")) }
                        <button class="btn" data-action="undo-delete" onclick={send(SessionAsk::UndoDelete)}>{ t("Undo") }</button>
                    </p>
                }
                if init.kept.is_empty() {
                    <p class="panel__empty">{ t("No sessions yet: play a move and it is kept here.") }</p>
                }
                <ul class="gallery__list sessions__list">
                    { for init.kept.iter().map(|k| {
                        let id = k.id;
                        let shown = init.current == Some(id);
                        html! {
                            <li class={classes!("sessions__entry", shown.then_some("sessions__entry--shown"))} data-session={id.to_string()}>
                                <input class="sessions__name" type="text" value={k.name.clone()} aria-label={t("Session name")} onchange={rename(id)} />
                                <span class="sessions__meta">
                                    { actions_label(lang, k.actions) }{ " · " }{ when(k.saved) }
                                    if shown { <strong class="sessions__shown">{ " · " }{ t("shown now") }</strong> }
                                </span>
                                <span class="sessions__actions">
                                    <button class="btn btn--primary" data-action="open-session" disabled={shown} onclick={send(SessionAsk::Open(id))}>{ t("Open") }</button>
                                    <button class="btn btn--ghost" data-action="delete-session" aria-label={format!("{} {}", t("Delete"), k.name)} onclick={send(SessionAsk::Delete(id))}>{ t("Delete") }</button>
                                </span>
                            </li>
                        }
                    }) }
                </ul>
            </div>
        </div>
    }
}
