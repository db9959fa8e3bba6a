//! Files in and out of the browser: opening one the user picks (a card file, a JSON board), and
//! offering one to download (a text, or a picture as PNG drawn from its SVG).

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

/// Offers a text as a file download: a temporary object URL and a link click.
pub fn download_text(name: &str, mime: &str, text: &str) {
    if let Some(blob) = blob(text, &format!("{mime};charset=utf-8")) {
        download_blob(&blob, name);
    }
}

fn blob(text: &str, mime: &str) -> Option<web_sys::Blob> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()
}

fn download_blob(blob: &web_sys::Blob, name: &str) {
    use wasm_bindgen::JsCast;
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else { return };
    let a = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(a) = a {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Offers an SVG picture as a PNG of `size` pixels: the browser draws the SVG on a canvas (no
/// image encoder of our own) and the canvas writes the PNG. `done` hears whether it was written.
pub fn download_png(svg: &str, size: (u32, u32), name: &str, done: impl FnOnce(bool) + 'static) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let (Some(svg), Ok(img)) = (blob(svg, "image/svg+xml;charset=utf-8"), web_sys::HtmlImageElement::new())
    else {
        return done(false);
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&svg) else { return done(false) };
    let name = name.to_string();
    let drawn = img.clone();
    let source = url.clone();
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(Box::new(done) as Box<dyn FnOnce(bool)>)));
    let failed = done.clone();
    let onload = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&source);
        let say = move |ok: bool| {
            if let Some(f) = done.take() {
                f(ok)
            }
        };
        let canvas = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.create_element("canvas").ok())
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok());
        let Some(canvas) = canvas else { return say(false) };
        canvas.set_width(size.0);
        canvas.set_height(size.1);
        let ctx = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok());
        let Some(ctx) = ctx else { return say(false) };
        let _ = ctx.draw_image_with_html_image_element_and_dw_and_dh(
            &drawn,
            0.0,
            0.0,
            f64::from(size.0),
            f64::from(size.1),
        );
        let written = Closure::once_into_js(move |png: Option<web_sys::Blob>| match png {
            Some(png) => {
                download_blob(&png, &name);
                say(true);
            }
            None => say(false),
        });
        let _ = canvas.to_blob_with_type(written.unchecked_ref(), "image/png");
    });
    let onerror = Closure::once_into_js(move || {
        if let Some(f) = failed.take() {
            f(false)
        }
    });
    img.set_onload(Some(onload.unchecked_ref()));
    img.set_onerror(Some(onerror.unchecked_ref()));
    img.set_src(&url);
}
