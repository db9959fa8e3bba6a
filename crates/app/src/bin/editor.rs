//! The card editor's module: the page (`src/main.rs`) loads it when the editor first opens,
//! so a reader of a shared board never downloads it (issue #15). It is a second Yew app,
//! mounted by the page on an element of its own beside the page's app root, never inside
//! it: two Yew runtimes number their elements alike, and an event that bubbled from one app
//! into the other's root would be taken for its own. The page and the editor speak in bytes
//! (`horyu_app::editor_link`); the editor asks the page's worker for card text through the
//! page (`horyu_app::worker::through_page`), so one worker serves both.

use std::rc::Rc;

use horyu_app::editor_link::{self, EditorOut, ToolInit};
use wasm_bindgen::prelude::*;
use yew::prelude::*;

// The editor's code refers to these as `crate::…`, as it did inside the page.
use horyu_app::{files, i18n, labels, worker};

#[path = "../editor.rs"]
mod editor;

#[path = "../wiki_panel.rs"]
mod wiki_panel;

#[path = "../share_panel.rs"]
mod share_panel;

#[path = "../finder_panel.rs"]
mod finder_panel;

#[path = "../sessions_panel.rs"]
mod sessions_panel;

/// The style of the panels this module shows (the finder writes its own), written into the
/// page with them: the page's first load carries none of it.
const STYLE: &str = include_str!("../../../../web/tools.css");

#[derive(Properties, PartialEq)]
struct HostProps {
    init: Rc<ToolInit>,
    on: Callback<EditorOut>,
}

#[function_component(Host)]
fn host(p: &HostProps) -> Html {
    // The panel takes the focus when it shows (the page's loading dialog had it): Tab then goes
    // round inside it (the page's keys, horyu_app::focus), and the page gives the focus back to
    // what opened it when it closes.
    use_effect(|| {
        if let Some(dialog) = horyu_app::focus::open_dialog() {
            horyu_app::focus::enter(&dialog);
        }
    });
    html! {
        <>
            <style>{ STYLE }</style>
            { tool(p) }
        </>
    }
}

fn tool(p: &HostProps) -> Html {
    let i = match &*p.init {
        ToolInit::Editor(i) => i,
        ToolInit::Share(s) => {
            return html! { <share_panel::SharePanel init={Rc::new(s.clone())} on={p.on.clone()} /> };
        }
        ToolInit::Finder(f) => {
            return html! { <finder_panel::FinderPanel init={Rc::new(f.clone())} on={p.on.clone()} /> };
        }
        ToolInit::Sessions(s) => {
            return html! { <sessions_panel::SessionsPanel init={Rc::new(s.clone())} on={p.on.clone()} /> };
        }
    };
    html! {
        <editor::CardEditor
            key={i.nonce}
            lang={i.lang()}
            start={Rc::new(i.start.clone())}
            library={Rc::new(i.library.clone())}
            next_id={i.next_id}
            status={i.status.clone()}
            session_ids={Rc::new(i.session_ids.clone())}
            on={p.on.clone()}
        />
    }
}

/// The editor as the page holds it.
#[wasm_bindgen]
pub struct Editor {
    app: yew::AppHandle<Host>,
    on: Callback<EditorOut>,
}

/// Mounts the editor on `host` with `init` (an [`EditorInit`] in bytes); every message the
/// editor sends reaches `on` as bytes (an [`EditorOut`]). The editor's requests to the worker
/// go to `ask(id, bytes)`, and the page hands back their replies to [`answer`] or [`fail`].
#[wasm_bindgen]
pub fn mount(
    host: web_sys::Element,
    init: &[u8],
    on: js_sys::Function,
    ask: js_sys::Function,
) -> Result<Editor, String> {
    worker::through_page(ask);
    // The interface's Japanese words, built in here: the page fetches them as a file, and
    // this module, loaded on demand, would otherwise wait for a second fetch.
    if !i18n::has_japanese() {
        let _ = i18n::install(include_str!("../../../../web/interface-ja.tsv").to_string());
    }
    let init: ToolInit = editor_link::from_bytes(init)
        .map_err(|e| format!("the editor can't read the page's message: {e}"))?;
    let on = Callback::from(move |out: EditorOut| {
        let bytes = editor_link::to_bytes(&out);
        let _ = on.call1(&JsValue::NULL, &js_sys::Uint8Array::from(&bytes[..]));
    });
    let app =
        yew::Renderer::<Host>::with_root_and_props(host, HostProps { init: Rc::new(init), on: on.clone() })
            .render();
    Ok(Editor { app, on })
}

#[wasm_bindgen]
impl Editor {
    /// Shows what the page has now (a status, the library after a save).
    pub fn update(&mut self, init: &[u8]) -> Result<(), String> {
        let init: ToolInit = editor_link::from_bytes(init)
            .map_err(|e| format!("the editor can't read the page's message: {e}"))?;
        self.app.update(HostProps { init: Rc::new(init), on: self.on.clone() });
        Ok(())
    }

    /// Takes the editor off the page.
    pub fn unmount(self) {
        self.app.destroy();
    }
}

/// The worker's reply to one of the editor's requests, as the page received it.
#[wasm_bindgen]
pub fn answer(reply: &[u8]) {
    worker::answer(reply);
}

/// Request `id` has no reply: why (none: it was cancelled).
#[wasm_bindgen]
pub fn fail(id: u32, why: Option<String>) {
    worker::fail(id, why);
}

fn main() {}
