// The page's root items, which both page binaries include (main.rs and bin/whole.rs, the
// first-load module and the whole module: docs/bundle.md). Module paths resolve from here.

mod app;
mod cite;
mod css;
mod editor_host;
mod fit;
mod layout;
mod model;
mod msg;
mod rule_text;
mod rulings;
mod view;

// Shared with the card editor's module (src/bin/editor.rs), under the same paths.
use horyu_app::{fetch, i18n, worker};

fn main() {
    // A page in Japanese starts once the interface's Japanese words have arrived (or failed
    // to: it then shows in English), so it never flashes English first. index.html's script
    // fetches them beside the module when it decides the page is in Japanese (i18n.rs).
    let words = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"horyuInterfaceJa".into()).ok())
        .and_then(|p| wasm_bindgen::JsCast::dyn_into::<js_sys::Promise>(p).ok());
    match words {
        Some(words) => yew::platform::spawn_local(async move {
            if let Some(text) =
                wasm_bindgen_futures::JsFuture::from(words).await.ok().and_then(|t| t.as_string())
            {
                // A damaged file (i18n.rs's test reads ours) leaves the page in English.
                let _ = i18n::install(text);
            }
            start();
        }),
        None => start(),
    }
}

fn start() {
    // The app owns an element of its own in `<body>`, not `<body>` itself: the card editor's
    // module, a second Yew app, is mounted beside it (editor_host.rs), and two Yew runtimes
    // must not nest (bin/editor.rs says why).
    let root = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        let root = d.create_element("div").ok()?;
        root.set_class_name("app-root");
        d.body()?.append_child(&root).ok()?;
        Some(root)
    });
    // Without a document's body there is no page to show.
    if let Some(root) = root {
        yew::Renderer::<app::App>::with_root(root).render();
    }
}
