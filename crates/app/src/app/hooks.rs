//! The page's hooks, each one concern of `app()`: applying a message and autosaving, the
//! worker's outbox, the window's events, the embedding page's messages, what follows each
//! render (fetches, focus, the test hook), and the keyboard. The drag is `drag.rs`.

use super::*;

/// Applies each message to the model (`update`) and keeps the session (autosave): the
/// callback every view sends its messages to.
#[hook]
pub(super) fn use_send(model: Rc<RefCell<Model>>, force: UseForceUpdateHandle) -> Callback<Msg> {
    let saved = use_mut_ref(String::new);
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
}

/// Work the model queued for the worker module goes out after each render; each answer comes
/// back as a message. A link opening a slice at a time gets its next slice after each frame.
#[hook]
pub(super) fn use_outbox(model: Rc<RefCell<Model>>, send: Callback<Msg>) {
    // Whether the next slice of a link being opened is already asked for.
    let opening_next = use_mut_ref(|| false);
    use_effect(move || {
        // A link opening a slice at a time: the next slice after this frame is drawn.
        if model.borrow().share.opening.is_some() && !std::mem::replace(&mut *opening_next.borrow_mut(), true)
        {
            let send = send.clone();
            let opening_next = opening_next.clone();
            crate::worker::later(move || {
                *opening_next.borrow_mut() = false;
                send.emit(Msg::Share(ShareMsg::GoOnOpening));
            });
        }
        let errands = std::mem::take(&mut model.borrow_mut().outbox);
        // The page is going to its whole module (model/whole.rs): nothing for this one's worker.
        if model.borrow().whole.is_some() {
            return;
        }
        for (errand, work) in errands {
            let send = send.clone();
            crate::worker::call(work, move |result| send.emit(Msg::Done(errand, Box::new(result))));
        }
    });
}

/// The window's events, listened to once: a link pasted into the address bar, back online, a
/// resize. Also drops index.html's loading words once the page is drawn.
#[hook]
pub(super) fn use_window_events(model: Rc<RefCell<Model>>, send: Callback<Msg>) {
    // Once, after the first render: index.html's loading words go (the page is drawn); a link
    // pasted into the address bar opens (hashchange); back online, failed files are asked
    // again; embedded, the host's messages.
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

/// Embedded, the embedding page's messages (embed_api.rs).
#[hook]
pub(super) fn use_embed_api(model: Rc<RefCell<Model>>, force: UseForceUpdateHandle) {
    use_effect_with((), move |_| {
        if model.borrow().embed.is_some() {
            let w = web_sys::window().expect("a window");
            let on_msg = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
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

/// After every render: fetch the gallery, the rulings of the board shown, the Japanese words
/// or the pool if now needed; honour a focus request and a dialog's focus; fit the board;
/// publish timings for the test hook.
#[hook]
pub(super) fn use_after_render(
    model: Rc<RefCell<Model>>,
    force: UseForceUpdateHandle,
    send: Callback<Msg>,
    focus_req: Rc<RefCell<Option<String>>>,
) {
    // What had the focus when a dialog opened: it gets it back when the dialog closes.
    let opener: Rc<RefCell<Option<HtmlElement>>> = use_mut_ref(|| None);
    let renders = use_mut_ref(|| 0u64);
    // After every render: fetch the gallery, or the rulings of the board shown, if needed
    // now; honour a focus request; publish timings for the test hook.
    use_effect(move || {
        // The page is going to its whole module (model/whole.rs): it fetches nothing more.
        if model.borrow().whole.is_some() {
            return;
        }
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

/// The keyboard, heard on the whole document: Ctrl+Z and Ctrl+Shift+Z, Escape, the stepping
/// keys, and picking a card and putting it in a zone with the arrows and Enter.
#[hook]
pub(super) fn use_keys(
    model: Rc<RefCell<Model>>,
    send: Callback<Msg>,
    focus_req: Rc<RefCell<Option<String>>>,
    drag: Rc<RefCell<Drag>>,
) {
    let onkeydown = {
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
                // The model hears Cancel below (or the dialog closes): no message of its own.
                let _ = drag.borrow_mut().cancel();
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
    use_effect_with((), move |_| {
        let cb = Closure::<dyn Fn(KeyboardEvent)>::new(move |e: KeyboardEvent| onkeydown.emit(e));
        let _ = document().add_event_listener_with_callback("keydown", cb.as_ref().unchecked_ref());
        // The page lives as long as the app: the listener is never removed.
        cb.forget();
    });
}
