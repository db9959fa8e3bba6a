//! The web worker: each message is a request (bytes), each answer a reply. It says "ready"
//! once it runs, because messages sent before the module has loaded would find no listener.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let answer = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        let message = js_sys::Uint8Array::new(&e.data()).to_vec();
        let reply = js_sys::Uint8Array::from(horyu_worker::serve_bytes(&message).as_slice());
        let _ = answer.post_message(&reply);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page: its listener is never dropped.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// Natively there is no worker: the work is the library's (`serve`).
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
