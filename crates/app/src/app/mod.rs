//! The page: one model, the pointer and keyboard gestures that drive it, and the test hook.
//! A message is applied by `update`; the browser's storage and address are `browser`'s, the
//! embedding page's messages `embed_api`'s.

use std::cell::RefCell;
use std::rc::Rc;

use horyu_engine::{CardId, ZoneRef};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::css::decimal;
use crate::i18n::Lang;
use crate::model::{Model, Target};
use crate::view::{self, ViewCtx};
use horyu_app::editor_link::{EditorInit, EditorOut, ToolInit};

mod browser;
mod drag;
mod embed_api;
mod gestures;
mod hooks;
mod test_hook;
mod update;

use self::{browser::*, drag::*, embed_api::*, gestures::*, hooks::*, test_hook::*, update::*};

pub use crate::msg::*;

/// Whether a message may change what autosave keeps (the session or the perspective).
fn may_change_session(msg: &Msg) -> bool {
    !matches!(
        msg,
        Msg::Table(TableMsg::Inspect(_))
            | Msg::Table(TableMsg::DragStart(_))
            | Msg::Table(TableMsg::Cancel)
            | Msg::Rulings(RulingsMsg::Gallery(_))
            | Msg::Rulings(RulingsMsg::Arrived(_))
            | Msg::Rulings(RulingsMsg::BoardArrived(..))
            | Msg::Online
            | Msg::Rulings(RulingsMsg::Retry)
            | Msg::Rulings(RulingsMsg::Query(_))
            | Msg::Table(TableMsg::Toggle(_))
            | Msg::Inspector(InspectorMsg::OrderGrab(_))
            | Msg::Inspector(InspectorMsg::OrderMove(..))
            | Msg::Inspector(InspectorMsg::OrderDrop(_))
            | Msg::Inspector(InspectorMsg::Explore)
            | Msg::Inspector(InspectorMsg::StopWork)
            | Msg::Inspector(InspectorMsg::Compare)
            | Msg::Inspector(InspectorMsg::CloseCompare)
            | Msg::Notices(NoticeMsg::DismissBanner)
            | Msg::Notices(NoticeMsg::DismissRestore)
            | Msg::Share(ShareMsg::Open(_))
            | Msg::Share(ShareMsg::Close)
            | Msg::Library(LibraryMsg::OpenFinder)
            | Msg::Lang(_)
            | Msg::JapaneseWords(_)
            | Msg::Mode(_)
            | Msg::Library(LibraryMsg::OpenEditor(_))
    )
}

/// A message from the page names cards by the keys the perspective shown knows them by (a
/// hidden card's key is a handle naming its place): the model's card, or `None` when the
/// perspective may not point at that card (the message is then dropped).
fn resolve_keys(m: &Model, msg: Msg) -> Option<Msg> {
    let card = |k: CardId| m.resolve(k);
    let target = |t: Target| t.map_card(card);
    Some(match msg {
        Msg::Table(TableMsg::CardClick(k)) => Msg::Table(TableMsg::CardClick(card(k)?)),
        Msg::Table(TableMsg::Inspect(k)) => Msg::Table(TableMsg::Inspect(card(k)?)),
        Msg::Table(TableMsg::DragStart(k)) => Msg::Table(TableMsg::DragStart(card(k)?)),
        Msg::Table(TableMsg::Drop(k, t)) => Msg::Table(TableMsg::Drop(card(k)?, target(t)?)),
        Msg::Table(TableMsg::Toggle(k)) => Msg::Table(TableMsg::Toggle(card(k)?)),
        other => other,
    })
}

#[function_component(App)]
pub fn app() -> Html {
    let model = use_mut_ref(initial_model);
    let force = use_force_update();
    let send = use_send(model.clone(), force.clone());
    // A selector to focus after the next render (the keyboard's moves).
    let focus_req: Rc<RefCell<Option<String>>> = use_mut_ref(|| None);
    use_outbox(model.clone(), send.clone());
    use_window_events(model.clone(), send.clone());
    use_embed_api(model.clone(), force.clone());
    use_after_render(model.clone(), force, send.clone(), focus_req.clone());
    let drag = use_drag(model.clone(), send.clone());
    use_keys(model.clone(), send.clone(), focus_req, drag.state.clone());
    render(&model, send, drag)
}

/// The page at the moment shown: the model read through the perspective's `Sight`.
fn render(model: &RefCell<Model>, send: Callback<Msg>, drag: DragHandlers) -> Html {
    let DragHandlers { down, onpointermove, onpointerup, onpointercancel, .. } = drag;
    // Render ------------------------------------------------------------------------------------
    let results = {
        let mut m = model.borrow_mut();
        if m.rulings.gallery.open {
            let q = m.rulings.gallery.query.clone();
            m.search(&q)
        } else {
            Vec::new()
        }
    };
    let m = model.borrow();
    let sight = m.game().sight(m.perspective);
    let board_view = sight.board();
    let moving = m.table.picked.or(m.table.dragging);
    let key = |c: CardId| sight.key(c);
    let ctx = ViewCtx {
        m: &m,
        sight,
        picked: m.table.picked.map(key),
        inspect: m.table.inspect.map(key),
        chosen: m.table.chosen.iter().map(|&c| key(c)).collect(),
        refused: m.table.refused.map(key),
        ruleset: board_view.ruleset,
        lang: m.lang,
        send: send.clone(),
        down,
        dests: moving
            .map(|c| m.destinations(c).into_iter().filter_map(|t| t.map_card(|c| Some(key(c)))).collect())
            .unwrap_or_default(),
        moving: moving.map(key),
        candidates: m.candidates().into_iter().map(key).collect(),
        answer: m.embed.as_ref().and_then(|_| m.answer_line()),
    };
    let notice = m.notices.notice.clone();
    if m.embed.is_some() {
        return html! {
            <div
                class={classes!("shell", "shell--embed", moving.is_some().then_some("shell--moving"))}
                onpointermove={onpointermove}
                onpointerup={onpointerup}
                onpointercancel={onpointercancel}
            >
                { view::banner(&ctx) }
                { view::announce(&ctx) }
                { view::bar(&ctx) }
                { view::board(&ctx, &board_view) }
                if let Some(n) = notice {
                    <div class={classes!("notice", n.error.then_some("notice--error"))} role="alert" data-notice="">
                        <span>{ crate::view::notice_text(m.lang, &n.text) }</span>
                        <button class="notice__close" aria-label={crate::i18n::tr(m.lang, "Close")} onclick={send.reform(|_| Msg::Notices(NoticeMsg::DismissNotice))}>{ "×" }</button>
                    </div>
                }
            </div>
        };
    }
    html! {
        <div
            class={classes!("shell", moving.is_some().then_some("shell--moving"))}
            onpointermove={onpointermove}
            onpointerup={onpointerup}
            onpointercancel={onpointercancel}
        >
            { view::topbar(&ctx) }
            { view::banner(&ctx) }
            { view::announce(&ctx) }
            { view::comparison(&ctx) }
            <div class="layout">
                <div class="main">
                    { view::scenario(&ctx) }
                    // Beside what they step through (issue #43), not in the sidebar's log.
                    { crate::view::stepping::controls(&ctx, false) }
                    { view::board(&ctx, &board_view) }
                </div>
                <aside class="sidebar" aria-label="Card, resolution and log">
                    { view::detail(&ctx, &board_view) }
                    { view::resolution(&ctx) }
                    { view::log(&ctx) }
                </aside>
            </div>
            if let Some(n) = notice {
                <div class={classes!("notice", n.error.then_some("notice--error"))} role="alert" data-notice="">
                    <span>{ crate::view::notice_text(m.lang, &n.text) }</span>
                    <button class="notice__close" aria-label={crate::i18n::tr(m.lang, "Close")} onclick={send.reform(|_| Msg::Notices(NoticeMsg::DismissNotice))}>{ "×" }</button>
                </div>
            }
            if m.rulings.gallery.open { { view::gallery(&ctx, &results) } }
            if m.shelf.open && m.library.editor.is_none() && m.share.panel.is_none() && m.library.finder.is_none() {
                <crate::editor_host::EditorHost lang={m.lang} init={Rc::new(ToolInit::Sessions(m.shelf.panel_init(m.lang == Lang::Ja)))} on={send.reform(|o| Msg::Library(LibraryMsg::Editor(o)))} />
            }
            if let Some(s) = m.share_init().filter(|_| m.library.editor.is_none()) {
                <crate::editor_host::EditorHost lang={m.lang} init={Rc::new(ToolInit::Share(s))} on={send.reform(|o| Msg::Library(LibraryMsg::Editor(o)))} />
            }
            if let Some(f) = m.library.finder.as_ref().filter(|_| m.library.editor.is_none() && m.share.panel.is_none()) {
                <crate::editor_host::EditorHost lang={m.lang} init={Rc::new(ToolInit::Finder(horyu_app::editor_link::FinderInit { ja: m.lang == Lang::Ja, status: f.status.clone() }))} on={send.reform(|o| Msg::Library(LibraryMsg::Editor(o)))} />
            }
            if let Some(e) = &m.library.editor {
                <crate::editor_host::EditorHost
                    lang={m.lang}
                    init={Rc::new(ToolInit::Editor(Box::new(EditorInit {
                        nonce: e.nonce,
                        ja: m.lang == Lang::Ja,
                        start: (*e.start).clone(),
                        library: m.library.cards.clone(),
                        next_id: m.next_custom_id(),
                        status: e.status.clone(),
                        session_ids: m.session_card_ids(),
                    })))}
                    on={send.reform(|o| Msg::Library(LibraryMsg::Editor(o)))}
                    unread={send.reform(|b| Msg::Library(LibraryMsg::Unread(b)))}
                />
            }
        </div>
    }
}
