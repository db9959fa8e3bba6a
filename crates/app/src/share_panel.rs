//! The Share panel, in the module the page loads on demand (bin/editor.rs): the link (copied, or
//! selected to copy), the embed's snippet with its height, zones and language, For a wiki
//! (wiki_panel.rs), the files (the board as an SVG diagram, the scenario, the session as JSON:
//! the worker writes them) and a box to open a link or JSON. A reader of a link never downloads
//! it: it was 4.6 KB gzip of every first load (docs/bundle.md). It owns its state; the page
//! tells it the link ([`ShareInit`]) and hears [`EditorOut::OpenSession`] and `Close`.

use std::rc::Rc;

use horyu_app::editor_link::{EditorOut, ShareInit};
use horyu_app::i18n::{tr, Lang};
use horyu_app::labels::zone_label;
use horyu_app::snippet::{self, Snippet, HEIGHTS, LANGS};
use horyu_engine::offload::{Done, Work};
use horyu_engine::Zone;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::wiki_panel::{copy, page_url, select_all, Board, WikiPanel};

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub init: Rc<ShareInit>,
    pub on: Callback<EditorOut>,
}

/// What the last copy or file said.
#[derive(Clone, PartialEq)]
enum Status {
    Nothing,
    Copied,
    /// The clipboard refused: the field is selected, to copy by hand.
    NoClipboard,
    Failed(String),
}

fn input_value(e: &Event) -> String {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default()
}

/// Focuses and selects a field's text (a refused copy's fallback).
fn select_field(selector: &str) {
    let found =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(selector).ok().flatten());
    let Some(el) = found else { return };
    if let Some(i) = el.dyn_ref::<web_sys::HtmlInputElement>() {
        let _ = i.focus();
        i.select();
    } else if let Some(t) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        let _ = t.focus();
        t.select();
    }
}

#[function_component(SharePanel)]
pub fn share_panel(p: &ShareProps) -> Html {
    let init = p.init.clone();
    let lang = if init.ja { Lang::Ja } else { Lang::En };
    let t = |s| tr(lang, s);
    let snippet = use_state(Snippet::default);
    let status = use_state(|| Status::Nothing);
    let import = use_state(String::new);
    let wiki = use_state(|| false);
    let url = format!("{}{}", page_url(), init.fragment);
    let code = snippet.html(&page_url(), &init.fragment);
    let copier = |text: String, field: &'static str| {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            copy(&text, move |ok| {
                if ok {
                    status.set(Status::Copied);
                } else {
                    status.set(Status::NoClipboard);
                    select_field(field);
                }
            })
        })
    };
    let file = |work: Work, name: &'static str, mime: &'static str| {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            horyu_app::worker::call(work.clone(), move |r| match r {
                Ok(Done::Text(text)) => horyu_app::files::download_text(name, mime, &text),
                Ok(other) => status.set(Status::Failed(format!("the worker answered with {}", other.kind()))),
                Err(e) => status.set(Status::Failed(e.to_string())),
            })
        })
    };
    let link = init.fragment.clone();
    let open = {
        let (on, import) = (p.on.clone(), import.clone());
        Callback::from(move |_: MouseEvent| on.emit(EditorOut::OpenSession((*import).clone())))
    };
    let said = match &*status {
        Status::Nothing => String::new(),
        Status::Copied => t("Copied.").to_string(),
        Status::NoClipboard => {
            t("The clipboard is not available: the text is selected, copy it with Ctrl+C.").to_string()
        }
        Status::Failed(e) => e.clone(),
    };
    let title = match init.moment {
        Some(n) => format!("{} {n}", t("Share this moment")),
        None => t("Share").to_string(),
    };
    let board = Rc::new(Board {
        fragment: init.fragment.clone(),
        lang: snippet.lang.unwrap_or(lang),
        zones: snippet.zones.clone(),
        caption: init.caption.clone(),
    });
    html! {
        <div class="gallery share" role="dialog" aria-modal="true" aria-labelledby="share-title" data-panel="share">
            <div class="gallery__box share__box">
                <header class="gallery__head">
                    <h2 id="share-title">{ title }</h2>
                    <button class="btn btn--ghost" data-action="share-close" onclick={p.on.reform(|_| EditorOut::Close)}>{ t("Close") }</button>
                </header>
                <p class="panel__sub">{ t("Link") }<span class="share__len">{ format!(" · {} {}", init.fragment.len(), t("characters")) }</span></p>
                <div class="share__row">
                    <input class="share__field" type="text" readonly=true value={url.clone()} data-share="link" aria-label={t("Link")} onfocus={Callback::from(select_all)} />
                    <button class="btn btn--primary" data-action="copy" onclick={copier(url, "[data-share=\"link\"]")}>{ t("Copy") }</button>
                </div>
                <p class="share__status" data-copied={match *status { Status::Copied => Some("true"), Status::NoClipboard => Some("false"), _ => None }} aria-live="polite">{ said }</p>
                <p class="panel__sub">{ t("Embed") }</p>
                <div class="share__row">
                    <textarea class="share__field share__code" readonly=true rows="3" data-share="embed" aria-label={t("Embed")} value={code.clone()} onfocus={Callback::from(select_all)} />
                    <button class="btn" data-action="copy-embed" onclick={copier(code, "[data-share=\"embed\"]")}>{ t("Copy") }</button>
                </div>
                { controls(lang, &snippet) }
                <p class="panel__sub">{ t("For a wiki") }</p>
                if *wiki {
                    <WikiPanel {board} />
                } else {
                    <div class="share__row">
                        <button class="btn" data-action="wiki-picture" onclick={{ let wiki = wiki.clone(); move |_| wiki.set(true) }}>{ t("Picture for a wiki…") }</button>
                    </div>
                }
                <p class="panel__sub">{ t("Download") }</p>
                <div class="share__row share__downloads">
                    <button class="btn" data-action="download-svg" onclick={file(Work::DrawBoard(link.clone()), "horyu-board.svg", "image/svg+xml")}>{ t("SVG diagram") }</button>
                    <button class="btn" data-action="download-scenario" onclick={file(Work::WriteScenario { link: link.clone(), title: init.title.clone() }, "horyu-scenario.toml", "text/plain")}>{ t("Scenario (.toml)") }</button>
                    <button class="btn" data-action="download-json" onclick={file(Work::WriteJson(link.clone()), "horyu-session.json", "application/json")}>{ t("Session (.json)") }</button>
                </div>
                <p class="panel__sub">{ t("Open a link or JSON") }</p>
                <textarea class="share__field share__code" rows="3" data-share="import" aria-label={t("Open a link or JSON")} placeholder="https://…/#link=SFkB…  {\"history\": …}" value={(*import).clone()} oninput={{ let import = import.clone(); move |e: InputEvent| import.set(e.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()).map(|a| a.value()).unwrap_or_default()) }} />
                <div class="share__row">
                    <button class="btn btn--primary" data-action="import" onclick={open}>{ t("Open") }</button>
                    <label class="btn editor__file">{ t("Open a file") }
                        <input type="file" accept=".json,application/json,.txt" data-action="import-file" onchange={horyu_app::files::read_file(p.on.clone(), EditorOut::OpenSession)} />
                    </label>
                </div>
            </div>
        </div>
    }
}

/// The embed's options: the frame's height, its language and the zones it shows.
fn controls(lang: Lang, snippet: &UseStateHandle<Snippet>) -> Html {
    let t = |k| tr(lang, k);
    let s = &**snippet;
    let change = |msg: fn(Event) -> snippet::Msg| on_change(snippet, msg);
    let choosing = s.zones.is_some();
    let zones = s.zones.clone();
    html! {
        <div class="share__embed-options" data-share="embed-options">
            <label class="share__option">
                { t("Height") }
                <input type="number" min={HEIGHTS.start().to_string()} max={HEIGHTS.end().to_string()} step="10" value={s.height.to_string()} data-share="embed-height" onchange={change(|e| snippet::Msg::Height(input_value(&e)))} />
                { "px" }
            </label>
            <label class="share__option">
                { t("Language") }
                <select data-share="embed-lang" onchange={change(|e| {
                    let chosen = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                        .and_then(|s| LANGS.get(usize::try_from(s.selected_index()).ok()?).copied());
                    snippet::Msg::Lang(chosen.flatten())
                })}>
                    { for LANGS.iter().map(|&l| html! {
                        <option selected={s.lang == l}>{ match l {
                            None => t("Each reader's"),
                            Some(Lang::En) => "English",
                            Some(Lang::Ja) => "日本語",
                        } }</option>
                    }) }
                </select>
            </label>
            <label class="share__option">
                <input type="checkbox" checked={choosing} data-share="embed-choose" onchange={change(|e| snippet::Msg::Choose(checked(&e)))} />
                { t("Only some zones") }
            </label>
            if let Some(zones) = zones {
                <span class="share__zones" role="group" aria-label={t("Zones shown")}>
                    { for Zone::ALL.iter().map(|&z| {
                        let on = zones.contains(&z);
                        html! {
                            <label class="share__option">
                                <input type="checkbox" checked={on} data-embed-zone={z.key()} onchange={on_change(snippet, move |e| snippet::Msg::Zone(z, checked(&e)))} />
                                { zone_label(lang, z) }
                            </label>
                        }
                    }) }
                </span>
            }
        </div>
    }
}

fn checked(e: &Event) -> bool {
    e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).is_some_and(|i| i.checked())
}

/// A control's change, applied to the snippet.
fn on_change(
    snippet: &UseStateHandle<Snippet>,
    msg: impl Fn(Event) -> snippet::Msg + 'static,
) -> Callback<Event> {
    let snippet = snippet.clone();
    Callback::from(move |e: Event| {
        let mut s = (*snippet).clone();
        s.update(msg(e));
        snippet.set(s);
    })
}
