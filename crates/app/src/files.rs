//! Opening a file the user picks (a card file, a JSON board): its text, read by the browser.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::Event;
use yew::Callback;

/// A file input's handler: reads the chosen file as text and sends it as `msg`.
pub fn read_file<M: 'static>(send: Callback<M>, msg: fn(String) -> M) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
            return;
        };
        let Some(file) = input.files().and_then(|l| l.get(0)) else { return };
        let send = send.clone();
        let done = Closure::<dyn FnMut(JsValue)>::new(move |v: JsValue| {
            send.emit(msg(v.as_string().unwrap_or_default()))
        });
        let _ = file.text().then(&done);
        // One small closure per file opened.
        done.forget();
        input.set_value("");
    })
}
