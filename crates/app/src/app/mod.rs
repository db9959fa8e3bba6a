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
use crate::view::{self, Ctx};
use horyu_app::editor_link::{EditorInit, EditorOut, ToolInit};

mod browser;
mod embed_api;
mod gestures;
mod update;

use self::{browser::*, embed_api::*, gestures::*, update::*};

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
    let drag = use_mut_ref(Drag::default);
    let focus_req: Rc<RefCell<Option<String>>> = use_mut_ref(|| None);
    // What had the focus when a dialog opened: it gets it back when the dialog closes.
    let opener: Rc<RefCell<Option<HtmlElement>>> = use_mut_ref(|| None);
    let renders = use_mut_ref(|| 0u64);

    let saved = use_mut_ref(String::new);
    let send: Callback<Msg> = {
        let model = model.clone();
        let force = force.clone();
        Callback::from(move |msg: Msg| {
            let save = may_change_session(&msg);
            let slice = matches!(msg, Msg::Share(ShareMsg::GoOnOpening));
            let changed = {
                let mut m = model.borrow_mut();
                let mut changed = update(&mut m, msg);
                // Autosave: the session as a link, after every change (never when embedded),
                // and into the kept sessions when it is the user's.
                if save && m.embed.is_none() && m.share.opening.is_none() {
                    match m.kept_link() {
                        Ok(link) => {
                            let mut last = saved.borrow_mut();
                            if *last != link {
                                if let Some(s) = storage() {
                                    let _ = s.set_item(STORAGE_KEY, &link);
                                }
                                m.keep(&link, epoch_ms());
                                *last = link;
                            }
                        }
                        // Over a link's limits: the last kept link stays, and the banner says why.
                        Err(why) => {
                            changed |= m.notices.banner.as_ref() != Some(&why);
                            m.notices.banner = Some(why);
                        }
                    }
                    changed |= store_shelf(&mut m);
                    // A link from the address that took slices to open now lives in the
                    // autosave: the address drops it, as for one that opened at once.
                    if slice
                        && m.share.opening.is_none()
                        && m.notices.banner.is_none()
                        && is_link_fragment(&location_hash())
                    {
                        forget_fragment();
                    }
                }
                changed
            };
            if changed {
                force.force_update();
            }
        })
    };
    // Whether the next slice of a link being opened is already asked for.
    let opening_next = use_mut_ref(|| false);
    // Work the model queued for the worker module goes out after each render; each answer
    // comes back as a message.
    {
        let model = model.clone();
        let send = send.clone();
        let opening_next = opening_next.clone();
        use_effect(move || {
            // A link opening a slice at a time: the next slice after this frame is drawn.
            if model.borrow().share.opening.is_some()
                && !std::mem::replace(&mut *opening_next.borrow_mut(), true)
            {
                let send = send.clone();
                let opening_next = opening_next.clone();
                crate::worker::later(move || {
                    *opening_next.borrow_mut() = false;
                    send.emit(Msg::Share(ShareMsg::GoOnOpening));
                });
            }
            let errands = std::mem::take(&mut model.borrow_mut().outbox);
            for (errand, work) in errands {
                let send = send.clone();
                crate::worker::call(work, move |result| send.emit(Msg::Done(errand, Box::new(result))));
            }
        });
    }

    // Once, after the first render: index.html's loading words go (the page is drawn); a link
    // pasted into the address bar opens (hashchange); back online, failed files are asked
    // again; embedded, the host's messages.
    {
        let send = send.clone();
        let model = model.clone();
        use_effect_with((), move |_| {
            drop_boot();
            let w = web_sys::window().expect("a window");
            // Back online, a rulings file that could not be fetched comes by itself.
            let online = send.clone();
            let on_online = Closure::<dyn Fn()>::new(move || online.emit(Msg::Online));
            let _ = w.add_event_listener_with_callback("online", on_online.as_ref().unchecked_ref());
            on_online.forget();
            let on_hash = Closure::<dyn Fn()>::new(move || {
                let hash = location_hash();
                if is_link_fragment(&hash) {
                    let ok = {
                        send.emit(Msg::Share(ShareMsg::OpenLink(hash)));
                        let m = model.borrow();
                        m.notices.banner.is_none() && m.share.opening.is_none()
                    };
                    if ok && model.borrow().embed.is_none() {
                        forget_fragment();
                    }
                }
            });
            let _ = w.add_event_listener_with_callback("hashchange", on_hash.as_ref().unchecked_ref());
            on_hash.forget();
            // A resized window (or an embed's frame) gets its board fitted again.
            let on_resize = Closure::<dyn Fn()>::new(crate::fit::fit);
            let _ = w.add_event_listener_with_callback("resize", on_resize.as_ref().unchecked_ref());
            on_resize.forget();
        });
    }
    {
        let model = model.clone();
        let force = force.clone();
        use_effect_with((), move |_| {
            if model.borrow().embed.is_some() {
                let w = web_sys::window().expect("a window");
                let on_msg =
                    Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                        on_message(&e, &model, &force)
                    });
                let _ = w.add_event_listener_with_callback("message", on_msg.as_ref().unchecked_ref());
                on_msg.forget();
                // Tell the host the API listens now (it carries nothing, so any origin).
                if let Ok(Some(parent)) = w.parent() {
                    if parent != w {
                        let ready = js_sys::Object::new();
                        let _ = js_sys::Reflect::set(&ready, &"horyu".into(), &"ready".into());
                        let _ = parent.post_message(&ready, "*");
                    }
                }
            }
        });
    }

    // After every render: fetch the gallery, or the rulings of the board shown, if needed
    // now; honour a focus request; publish timings for the test hook.
    {
        let focus_req = focus_req.clone();
        let renders = renders.clone();
        let model = model.clone();
        let force = force.clone();
        let send = send.clone();
        let opener = opener.clone();
        use_effect(move || {
            let lang = model.borrow().lang;
            if model.borrow().wants_rulings() {
                model.borrow_mut().rulings.fetched = crate::rulings::Rulings::Fetching;
                let send = send.clone();
                yew::platform::spawn_local(async move {
                    let arrived = crate::rulings::fetch(lang).await;
                    send.emit(Msg::Rulings(RulingsMsg::Arrived(arrived)));
                });
            }
            let board = model.borrow().wants_board_rulings();
            if let Some(board) = board {
                model.borrow_mut().rulings.board_fetched = Some((board, crate::rulings::Rulings::Fetching));
                let send = send.clone();
                yew::platform::spawn_local(async move {
                    let arrived = crate::rulings::fetch_board(board, lang).await;
                    send.emit(Msg::Rulings(RulingsMsg::BoardArrived(board, arrived)));
                });
            }
            if crate::i18n::should_fetch(lang) {
                let send = send.clone();
                yew::platform::spawn_local(async move {
                    let text = crate::fetch::bytes(crate::i18n::JAPANESE_FILE).await.ok();
                    send.emit(Msg::JapaneseWords(text.and_then(|b| String::from_utf8(b).ok())));
                });
            }
            if model.borrow_mut().library.pool_load.take_request() {
                let send = send.clone();
                yew::platform::spawn_local(async move {
                    let arrived = crate::fetch::bytes("pool.bin").await.map_err(|f| f.say(lang));
                    send.emit(Msg::Library(LibraryMsg::PoolArrived(arrived)));
                });
            }
            if let Some(sel) = focus_req.borrow_mut().take() {
                focus(&sel);
            }
            dialog_focus(&opener);
            let mut n = renders.borrow_mut();
            *n += 1;
            let _ = document().document_element().map(|e| e.set_attribute("lang", model.borrow().lang.tag()));
            crate::fit::schedule();
            publish_hook(*n, &model, &force);
        });
    }

    let down = {
        let drag = drag.clone();
        Callback::from(move |(id, e): (CardId, PointerEvent)| {
            if e.pointer_type() == "mouse" && e.button() != 0 {
                return;
            }
            let mut d = drag.borrow_mut();
            end_drag(&mut d);
            d.card = Some(id);
            d.start = (e.client_x(), e.client_y());
            // Yew delegates events, so the card element is found from the target.
            let el = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|t| t.closest("[data-card]").ok().flatten());
            if let Some(el) = el {
                let r = el.get_bounding_client_rect();
                d.grab = (e.client_x() as f64 - r.left(), e.client_y() as f64 - r.top());
                let _ = el.set_pointer_capture(e.pointer_id());
            }
        })
    };

    let onpointermove = {
        let drag = drag.clone();
        let send = send.clone();
        Callback::from(move |e: PointerEvent| {
            let mut d = drag.borrow_mut();
            let Some(card) = d.card else { return };
            let (x, y) = (e.client_x(), e.client_y());
            if !d.active {
                if (x - d.start.0).abs() + (y - d.start.1).abs() < THRESHOLD {
                    return;
                }
                d.active = true;
                // The ghost: a copy of the card that follows the pointer.
                let sel = format!("[data-card=\"{}\"]", card.0);
                if let Ok(Some(src)) = document().query_selector(&sel) {
                    let r = src.get_bounding_client_rect();
                    if let Ok(Ok(g)) = src.clone_node_with_deep(true).map(|n| n.dyn_into::<HtmlElement>()) {
                        let _ = g.remove_attribute("data-card");
                        let _ = g.remove_attribute("data-name");
                        let _ = g.remove_attribute("tabindex");
                        let _ = g.set_attribute("aria-hidden", "true");
                        let _ = g.class_list().add_1("card--ghost");
                        let s = g.style();
                        let _ = s.set_property("width", &format!("{}px", src.client_width().max(1)));
                        let _ = s.set_property("height", &format!("{}px", src.client_height().max(1)));
                        let _ = s.set_property("left", "0px");
                        let _ = s.set_property("top", "0px");
                        let _ = r;
                        if let Some(body) = document().body() {
                            let _ = body.append_child(&g);
                        }
                        d.ghost = Some(g);
                    }
                }
                drop(d);
                send.emit(Msg::Table(TableMsg::DragStart(card)));
                d = drag.borrow_mut();
            }
            if let Some(g) = &d.ghost {
                let tx = x as f64 - d.grab.0;
                let ty = y as f64 - d.grab.1;
                let _ = g.style().set_property(
                    "transform",
                    &format!(
                        "translate({}px, {}px) rotate(-3deg) scale(1.06)",
                        decimal(tx, 1),
                        decimal(ty, 1)
                    ),
                );
            }
            let over = target_at(x, y, card).map(|(_, el)| el);
            set_over(&mut d, over);
        })
    };

    let onpointerup = {
        let drag = drag.clone();
        let send = send.clone();
        let model = model.clone();
        Callback::from(move |e: PointerEvent| {
            let mut d = drag.borrow_mut();
            let grabbing = model.borrow().inspector.order_grab.is_some();
            if d.card.is_none() && grabbing {
                // An effect dragged within the resolution order.
                let to = document()
                    .element_from_point(e.client_x() as f32, e.client_y() as f32)
                    .and_then(|el| el.closest("[data-order-index]").ok().flatten())
                    .and_then(|el| el.get_attribute("data-order-index"))
                    .and_then(|v| v.parse::<usize>().ok());
                drop(d);
                send.emit(Msg::Inspector(InspectorMsg::OrderDrop(to)));
                return;
            }
            let Some(card) = d.card else { return };
            let active = d.active;
            end_drag(&mut d);
            drop(d);
            if !active {
                send.emit(Msg::Table(TableMsg::CardClick(card)));
                return;
            }
            match target_at(e.client_x(), e.client_y(), card) {
                Some((t, _)) => send.emit(Msg::Table(TableMsg::Drop(card, t))),
                None => send.emit(Msg::Table(TableMsg::Cancel)),
            }
        })
    };

    let onpointercancel = {
        let drag = drag.clone();
        let send = send.clone();
        Callback::from(move |_: PointerEvent| {
            let mut d = drag.borrow_mut();
            if d.card.is_some() {
                end_drag(&mut d);
                drop(d);
                send.emit(Msg::Table(TableMsg::Cancel));
            }
        })
    };

    let onkeydown = {
        let model = model.clone();
        let send = send.clone();
        let focus_req = focus_req.clone();
        let drag = drag.clone();
        Callback::from(move |e: KeyboardEvent| {
            if horyu_app::focus::trap_tab(&e) {
                return;
            }
            let key = e.key();
            let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
            let tag = el.tag_name();
            let typing = tag == "INPUT" || tag == "TEXTAREA" || tag == "SELECT";
            if (e.ctrl_key() || e.meta_key()) && !typing {
                match key.as_str() {
                    "z" | "Z" => {
                        e.prevent_default();
                        send.emit(if e.shift_key() {
                            Msg::Step(StepMsg::Redo)
                        } else {
                            Msg::Step(StepMsg::Undo)
                        });
                    }
                    "y" | "Y" => {
                        e.prevent_default();
                        send.emit(Msg::Step(StepMsg::Redo));
                    }
                    _ => {}
                }
                return;
            }
            let (picked, gallery, sharing, editing, shelf) = {
                let m = model.borrow();
                (
                    m.table.picked,
                    m.rulings.gallery.open,
                    m.share.panel.is_some(),
                    m.library.editor.is_some(),
                    m.shelf.open,
                )
            };
            if key == "Escape" {
                let mut d = drag.borrow_mut();
                end_drag(&mut d);
                drop(d);
                if editing {
                    send.emit(Msg::Library(LibraryMsg::Editor(EditorOut::Close)));
                } else if gallery {
                    send.emit(Msg::Rulings(RulingsMsg::Gallery(false)));
                } else if sharing {
                    send.emit(Msg::Share(ShareMsg::Close));
                } else if shelf {
                    send.emit(Msg::Sessions(crate::model::sessions::Msg::Panel(false)));
                } else {
                    if let Some(p) = picked {
                        *focus_req.borrow_mut() = Some(format!("[data-card=\"{}\"]", p.0));
                    }
                    send.emit(Msg::Table(TableMsg::Cancel));
                }
                return;
            }
            if typing {
                return;
            }
            // Stepping through the rules, as a debugger's keys do (the buttons say them).
            if !e.alt_key() && picked.is_none() && horyu_app::focus::open_dialog().is_none() {
                if let Some(cmd) = crate::model::stepping::Stepping::for_key(&key) {
                    e.prevent_default();
                    send.emit(Msg::Step(StepMsg::Step(cmd)));
                    return;
                }
            }
            let card_el = el.closest("[data-card]").ok().flatten().filter(|c| c == &el);
            let zone_el = el.closest("[data-zone]").ok().flatten().filter(|z| z == &el);
            match key.as_str() {
                "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" => {
                    let forward = key == "ArrowRight" || key == "ArrowDown";
                    if picked.is_some() {
                        e.prevent_default();
                        let has_legal =
                            document().query_selector("[data-drop=\"legal\"]").ok().flatten().is_some();
                        let sel = if has_legal { "[data-drop=\"legal\"]" } else { "[data-zone]" };
                        cycle_focus(sel, &el, forward);
                    } else if card_el.is_some() {
                        e.prevent_default();
                        cycle_focus("[data-card][tabindex=\"0\"]", &el, forward);
                    }
                }
                "Enter" | " " => {
                    if let Some(c) = &card_el {
                        e.prevent_default();
                        let Some(id) = c.get_attribute("data-card").and_then(|v| v.parse::<u16>().ok())
                        else {
                            return;
                        };
                        let id = CardId(id);
                        send.emit(Msg::Table(TableMsg::CardClick(id)));
                        let m = model.borrow();
                        if m.table.picked == Some(id) {
                            *focus_req.borrow_mut() = Some("[data-drop=\"legal\"]|[data-zone]".into());
                        } else {
                            *focus_req.borrow_mut() = Some(format!("[data-card=\"{}\"]", id.0));
                        }
                        drop(m);
                    } else if let (Some(z), Some(p)) = (&zone_el, picked) {
                        e.prevent_default();
                        let key = z.get_attribute("data-zone").unwrap_or_default();
                        *focus_req.borrow_mut() = Some(format!("[data-card=\"{}\"]", p.0));
                        if key == "standby" {
                            send.emit(Msg::Table(TableMsg::StandbyClick));
                        } else if let Some(r) = ZoneRef::parse(&key) {
                            send.emit(Msg::Table(TableMsg::ZoneClick(r)));
                        }
                    }
                }
                _ => {}
            }
        })
    };

    // Keys are heard on the whole document: focus may be on the body (after a button that
    // became disabled, say), and Ctrl+Z must still undo.
    {
        let handler = onkeydown.clone();
        use_effect_with((), move |_| {
            let cb = Closure::<dyn Fn(KeyboardEvent)>::new(move |e: KeyboardEvent| handler.emit(e));
            let _ = document().add_event_listener_with_callback("keydown", cb.as_ref().unchecked_ref());
            // The page lives as long as the app: the listener is never removed.
            cb.forget();
        });
    }

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
    let ctx = Ctx {
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
                />
            }
        </div>
    }
}

thread_local! {
    static HOOK: RefCell<Option<js_sys::Object>> = const { RefCell::new(None) };
}

/// `window.__horyu`, for the browser tests and benchmarks: `renders` (a counter), `renderedAt`
/// and `firstRender` (performance.now() after the first render showing a card), `bench()` (loads a board of 80 cards)
/// and `act()` (applies one action: taps or untaps a creature).
fn publish_hook(renders: u64, model: &Rc<RefCell<Model>>, force: &UseForceUpdateHandle) {
    let t = now();
    HOOK.with(|h| {
        let mut h = h.borrow_mut();
        let obj = h.get_or_insert_with(|| {
            let obj = js_sys::Object::new();
            let m = model.clone();
            let f = force.clone();
            let bench = Closure::<dyn Fn()>::new(move || {
                m.borrow_mut().load_bench_board();
                f.force_update();
            });
            let _ = js_sys::Reflect::set(&obj, &"bench".into(), &bench.into_js_value());
            let m = model.clone();
            let f = force.clone();
            let act = Closure::<dyn Fn() -> bool>::new(move || {
                let ok = m.borrow_mut().bench_action();
                f.force_update();
                ok
            });
            let _ = js_sys::Reflect::set(&obj, &"act".into(), &act.into_js_value());
            if let Some(w) = web_sys::window() {
                let _ = js_sys::Reflect::set(&w, &"__horyu".into(), &obj);
            }
            obj
        });
        // The first render that shows a card (not an empty board drawn before anything opened).
        let first = js_sys::Reflect::has(obj, &"firstRender".into()).unwrap_or(true);
        if !first && document().query_selector("[data-card]").ok().flatten().is_some() {
            let _ = js_sys::Reflect::set(obj, &"firstRender".into(), &JsValue::from_f64(t));
        }
        let _ = js_sys::Reflect::set(obj, &"renders".into(), &JsValue::from_f64(renders as f64));
        let _ = js_sys::Reflect::set(obj, &"renderedAt".into(), &JsValue::from_f64(t));
    });
}
