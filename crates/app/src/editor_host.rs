//! The page's side of the card editor, a module of its own (`src/bin/editor.rs`) that the
//! page loads when the editor first opens: it is 28 KB gzip of code a reader of a shared
//! board never uses (issue #15). Once loaded it stays for the page's life; a failed load
//! says why, in the page's words, and is tried again on Try again or the next time the
//! editor opens.
//!
//! The editor is mounted on an element of its own in `<body>`, beside the page's app root
//! (two Yew runtimes must not nest; bin/editor.rs says why) and is told
//! whatever it shows whenever that changes; its messages come back as [`EditorOut`].

use std::cell::RefCell;
use std::rc::Rc;

use horyu_app::editor_link::{self, EditorOut, ToolInit};
use js_sys::{Function, Promise, Reflect, Uint8Array};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

use crate::i18n::{tr, Lang};

thread_local! {
    /// The editor module's exports, once loaded.
    static MODULE: RefCell<Option<JsValue>> = const { RefCell::new(None) };
    /// The load under way: a panel closed and opened again before the module arrived waits
    /// for the same load (a second one would add wasm-bindgen's script twice, which throws).
    static LOADING: RefCell<Option<Promise>> = const { RefCell::new(None) };
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub lang: Lang,
    pub init: Rc<ToolInit>,
    pub on: Callback<EditorOut>,
    /// A message the first-load module can't read (a card of the whole vocabulary), as it
    /// came: the whole module reads it (model/whole.rs).
    #[prop_or_default]
    pub unread: Callback<Vec<u8>>,
}

/// The editor on the page.
struct Mounted {
    host: web_sys::Element,
    editor: JsValue,
    /// Called by the editor with each message and each request to the worker; they live as
    /// long as the editor.
    _on: Closure<dyn Fn(Uint8Array)>,
    _ask: Closure<dyn Fn(u32, Uint8Array)>,
}

impl Mounted {
    fn update(&self, bytes: &[u8]) -> Result<(), String> {
        call(&self.editor, "update", &[Uint8Array::from(bytes).into()]).map(drop)
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        let _ = call(&self.editor, "unmount", &[]);
        self.host.remove();
    }
}

/// Where the editor is.
#[derive(Clone, PartialEq)]
enum Phase {
    Loading,
    Shown,
    /// Why it could not be loaded, mounted or told something.
    Failed(Trouble),
}

/// What went wrong, in the page's words, with the browser's own (in English) for a report.
#[derive(Clone, PartialEq)]
struct Trouble {
    kind: TroubleKind,
    /// The browser's message, if it gave one (a script that fails to load gives none).
    detail: Option<String>,
}

#[derive(Clone, Copy, PartialEq)]
enum TroubleKind {
    /// A file could not be fetched: offline, or the site is down.
    Fetch,
    /// A file came but is not the editor's module (damaged, or a server's error page).
    Damaged,
    /// It loaded but did not start, or could not be told what to show.
    Start,
}

impl Trouble {
    /// Sorts a thrown value by the error's name, which browsers agree on (their messages
    /// differ): `CompileError` and `LinkError` for a module that isn't the one expected,
    /// `TypeError` for a fetch that failed.
    fn thrown(e: &JsValue) -> Trouble {
        let name = e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.name())).unwrap_or_default();
        let detail = describe(e);
        let kind = match name.as_str() {
            "CompileError" | "LinkError" => TroubleKind::Damaged,
            "TypeError" => TroubleKind::Fetch,
            _ if detail == SCRIPT_NOT_FETCHED => return Trouble { kind: TroubleKind::Fetch, detail: None },
            _ => TroubleKind::Start,
        };
        Trouble { kind, detail: Some(detail) }
    }

    fn start(detail: String) -> Trouble {
        Trouble { kind: TroubleKind::Start, detail: Some(detail) }
    }

    /// What a reader can do about it.
    fn advice(&self) -> &'static str {
        match self.kind {
            TroubleKind::Fetch => "Its files could not be fetched. Check the connection and try again.",
            TroubleKind::Damaged => {
                "Its files arrived damaged or from another version of the site. Reload the page and try again."
            }
            TroubleKind::Start => "It did not start. Try again, or reload the page.",
        }
    }
}

/// Why a script of the editor's could not be fetched: the page's words for its loader, and
/// web/editor_loader.js's for wasm-bindgen's script.
const SCRIPT_NOT_FETCHED: &str = "its script could not be fetched";

#[function_component(EditorHost)]
pub fn editor_host(p: &Props) -> Html {
    let phase = use_state(|| Phase::Loading);
    // Bumped by "Try again": the load runs anew.
    let attempt = use_state(|| 0u32);
    let mounted = use_mut_ref(|| None::<Mounted>);
    // What the editor must show; the load may finish after it changed.
    let latest = use_mut_ref(Vec::<u8>::new);
    // False once the editor is closed: a load that finishes later mounts nothing.
    let alive = use_mut_ref(|| true);
    {
        let (phase, mounted, latest, on) = (phase.clone(), mounted.clone(), latest.clone(), p.on.clone());
        let unread = p.unread.clone();
        let alive = alive.clone();
        use_effect_with((p.init.clone(), *attempt), move |(init, _)| {
            *latest.borrow_mut() = editor_link::to_bytes(&**init);
            if let Some(m) = &*mounted.borrow() {
                if let Err(why) = m.update(&latest.borrow()) {
                    phase.set(Phase::Failed(Trouble::start(why)));
                }
                return;
            }
            if *phase != Phase::Loading {
                phase.set(Phase::Loading); // Try again
            }
            spawn_local(async move {
                let fail = {
                    let phase = phase.clone();
                    Callback::from(move |why| phase.set(Phase::Failed(Trouble::start(why))))
                };
                let result = match module().await {
                    Ok(module) if *alive.borrow() => {
                        mount(&module, &latest.borrow(), on, unread, fail).map_err(Trouble::start)
                    }
                    Ok(_) => return, // closed while loading
                    Err(why) => Err(why),
                };
                match result {
                    Ok(m) => {
                        *mounted.borrow_mut() = Some(m);
                        phase.set(Phase::Shown);
                    }
                    Err(why) => phase.set(Phase::Failed(why)),
                }
            });
        });
    }
    {
        let (mounted, alive) = (mounted.clone(), alive.clone());
        use_effect_with((), move |_| {
            move || {
                *alive.borrow_mut() = false;
                mounted.borrow_mut().take();
            }
        });
    }
    if *phase == Phase::Shown {
        return html! {};
    }
    let t = |s| tr(p.lang, s);
    let (title, failed, loading) = match *p.init {
        ToolInit::Share(_) => ("Share", "The Share panel could not be loaded.", "Loading the Share panel…"),
        ToolInit::Finder(_) => {
            ("Find cards", "The card finder could not be loaded.", "Loading the card finder…")
        }
        ToolInit::Editor(_) => {
            ("Card editor", "The card editor could not be loaded.", "Loading the card editor…")
        }
        ToolInit::Sessions(_) => {
            ("Sessions", "The Sessions panel could not be loaded.", "Loading the Sessions panel…")
        }
    };
    // Japanese runs sentences together; English spaces them.
    let gap = crate::i18n::sentence_gap(p.lang);
    // Until the editor shows (or when it can't): a dialog in its place, which Escape and
    // its button close as they close the editor.
    html! {
        <div class="gallery editor" role="dialog" aria-modal="true" aria-labelledby="editor-title" data-panel="editor-loading">
            <div class="gallery__box editor__box editor__box--loading">
                <header class="gallery__head">
                    <h2 id="editor-title">{ t(title) }</h2>
                    <button class="btn btn--ghost" data-action="editor-close" onclick={p.on.reform(|_| EditorOut::Close)}>{ t("Close") }</button>
                </header>
                if let Phase::Failed(trouble) = &*phase {
                    <div class="editor__failed" role="alert">
                        <p><strong>{ t(failed) }</strong>{ gap }{ t(trouble.advice()) }</p>
                        if let Some(detail) = &trouble.detail {
                            <p class="editor__detail">
                                { t("The browser said:") }{ gap }<code>{ detail }</code>
                            </p>
                        }
                    </div>
                    <button class="btn" data-action="editor-retry" onclick={
                        let attempt = attempt.clone();
                        move |_| attempt.set(attempt.wrapping_add(1))
                    }>{ t("Try again") }</button>
                } else {
                    <p role="status">{ t(loading) }</p>
                }
            </div>
        </div>
    }
}

/// The editor's module, fetched and started on first use.
async fn module() -> Result<JsValue, Trouble> {
    if let Some(module) = MODULE.with_borrow(Clone::clone) {
        return Ok(module);
    }
    let loading = LOADING.with_borrow_mut(|l| {
        l.get_or_insert_with(|| wasm_bindgen_futures::future_to_promise(load())).clone()
    });
    let loaded = JsFuture::from(loading).await;
    // Done either way: a failed load may be tried again.
    LOADING.set(None);
    let module = loaded.map_err(|e| Trouble::thrown(&e))?;
    MODULE.set(Some(module.clone()));
    Ok(module)
}

/// Runs the editor's loader (web/editor_loader.js), which adds wasm-bindgen's script for the
/// editor and starts its module, and waits for the module. The files are asked for with the
/// editor's [`editor_link::VERSION`]: Trunk names them without a hash.
async fn load() -> Result<JsValue, JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let script = document.create_element("script")?;
    script.set_attribute("src", &format!("./editor_loader.js?v={:08x}", editor_link::VERSION))?;
    let loaded = Promise::new(&mut |resolve, reject| {
        let _ = script.add_event_listener_with_callback("load", &resolve);
        let on_error = Closure::once_into_js(move || {
            let _ = reject.call1(&JsValue::NULL, &SCRIPT_NOT_FETCHED.into());
        });
        let _ = script.add_event_listener_with_callback("error", on_error.unchecked_ref());
    });
    document.head().ok_or("no head")?.append_child(&script)?;
    let ran = JsFuture::from(loaded).await;
    script.remove();
    ran?;
    let started: Promise = Reflect::get(&window, &"horyuEditor".into())?.dyn_into()?;
    JsFuture::from(started).await
}

fn mount(
    module: &JsValue,
    bytes: &[u8],
    on: Callback<EditorOut>,
    unread: Callback<Vec<u8>>,
    fail: Callback<String>,
) -> Result<Mounted, String> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let root = document.body().ok_or("no body")?;
    let host = document.create_element("div").map_err(|e| describe(&e))?;
    host.set_class_name("editor-root");
    root.append_child(&host).map_err(|e| describe(&e))?;
    // Taken on the next turn of the event loop, not inside the editor's own event handler:
    // a Close would otherwise take the editor off the page while its code is still running.
    let on = Closure::<dyn Fn(Uint8Array)>::new(move |bytes: Uint8Array| {
        let bytes = bytes.to_vec();
        let message = editor_link::from_bytes(&bytes);
        let (on, unread, fail) = (on.clone(), unread.clone(), fail.clone());
        crate::worker::later(move || match message {
            Ok(out) => on.emit(out),
            Err(_) if crate::model::whole::FIRST_LOAD => unread.emit(bytes),
            Err(why) => fail.emit(format!("its message can't be read: {why}")),
        });
    });
    // The editor's requests to the worker go to the page's worker, their replies back unread.
    let exports = module.clone();
    let ask = Closure::<dyn Fn(u32, Uint8Array)>::new(move |id: u32, request: Uint8Array| {
        let exports = exports.clone();
        crate::worker::forward(
            id,
            request.to_vec(),
            Box::new(move |reply| {
                let _ = match reply {
                    Ok(reply) => call(&exports, "answer", &[Uint8Array::from(&reply[..]).into()]),
                    Err(why) => {
                        call(&exports, "fail", &[id.into(), why.map_or(JsValue::UNDEFINED, JsValue::from)])
                    }
                };
            }),
        )
    });
    let args =
        [host.clone().into(), Uint8Array::from(bytes).into(), on.as_ref().clone(), ask.as_ref().clone()];
    match call(module, "mount", &args) {
        Ok(editor) => Ok(Mounted { host, editor, _on: on, _ask: ask }),
        Err(why) => {
            host.remove();
            Err(why)
        }
    }
}

/// Calls `target.name(args…)`: a function the editor's module exports, or a method of its editor.
fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, String> {
    let f: Function =
        Reflect::get(target, &name.into()).and_then(|f| f.dyn_into()).map_err(|e| describe(&e))?;
    f.apply(target, &args.iter().collect()).map_err(|e| describe(&e))
}

/// A thrown value as words: an Error's message, a string as it is.
fn describe(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())))
        .unwrap_or_else(|| "its module did not start".into())
}
