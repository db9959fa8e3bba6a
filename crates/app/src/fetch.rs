//! The data files beside the app that a page fetches when it needs them (`gallery.bin`, a
//! board's file in `rulings/`, `rules.bin`; issue #15's first load).

/// Fetches a data file beside the app (revalidated with the server) and gives its bytes; the
/// error names the file.
pub async fn bytes(file: &str) -> Result<Vec<u8>, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let failed = |e: wasm_bindgen::JsValue| {
        // A string, or an Error (fetch rejects with a TypeError): its message.
        let why = e.as_string().or_else(|| e.dyn_ref::<js_sys::Error>().map(|e| e.message().into()));
        format!("{file} can't be fetched: {}", why.as_deref().unwrap_or("the browser gives no reason"))
    };
    let window = web_sys::window().ok_or("no window")?;
    let init = web_sys::RequestInit::new();
    init.set_cache(web_sys::RequestCache::NoCache);
    let response = JsFuture::from(window.fetch_with_str_and_init(file, &init)).await.map_err(failed)?;
    let response: web_sys::Response = response.dyn_into().map_err(failed)?;
    if !response.ok() {
        return Err(format!("{file} can't be fetched: the server answered {}", response.status()));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(failed)?).await.map_err(failed)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}
