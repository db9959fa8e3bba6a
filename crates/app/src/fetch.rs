//! The data files beside the app that a page fetches when it needs them (`gallery.bin`, a
//! board's file in `rulings/`, `rules.bin`; issue #15's first load).

use crate::i18n::{tr, Lang};

/// Why a file did not arrive, worded in the page's language when it is shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Failure {
    pub file: String,
    pub why: Why,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Why {
    /// The fetch failed (offline, refused): the browser's words, if it gives any.
    Browser(Option<String>),
    /// The server answered with this status.
    Status(u16),
}

impl Failure {
    pub fn say(&self, lang: Lang) -> String {
        let why = match &self.why {
            Why::Browser(Some(words)) => words.clone(),
            Why::Browser(None) => tr(lang, "the browser gives no reason").to_string(),
            Why::Status(status) => format!("{} {status}", tr(lang, "the server answered")),
        };
        crate::i18n::trf(lang, "{0} can't be fetched: {1}", &[&self.file, &why])
    }
}

/// Fetches a data file beside the app (revalidated with the server) and gives its bytes.
pub async fn bytes(file: &str) -> Result<Vec<u8>, Failure> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let fail = |why| Failure { file: file.to_string(), why };
    let failed = |e: wasm_bindgen::JsValue| {
        // A string, or an Error (fetch rejects with a TypeError): its message.
        fail(Why::Browser(e.as_string().or_else(|| e.dyn_ref::<js_sys::Error>().map(|e| e.message().into()))))
    };
    let window = web_sys::window().ok_or_else(|| fail(Why::Browser(None)))?;
    let init = web_sys::RequestInit::new();
    init.set_cache(web_sys::RequestCache::NoCache);
    let response = JsFuture::from(window.fetch_with_str_and_init(file, &init)).await.map_err(failed)?;
    let response: web_sys::Response = response.dyn_into().map_err(failed)?;
    if !response.ok() {
        return Err(fail(Why::Status(response.status())));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(failed)?).await.map_err(failed)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_is_worded_in_the_page_s_language() {
        let offline =
            Failure { file: "gallery.bin".into(), why: Why::Browser(Some("Failed to fetch".into())) };
        assert_eq!(offline.say(Lang::En), "gallery.bin can't be fetched: Failed to fetch");
        crate::i18n::install_for_tests();
        assert_eq!(offline.say(Lang::Ja), "gallery.binを取得できません：Failed to fetch");
        let missing = Failure { file: "rules.bin".into(), why: Why::Status(404) };
        assert_eq!(missing.say(Lang::En), "rules.bin can't be fetched: the server answered 404");
        assert_eq!(missing.say(Lang::Ja), "rules.binを取得できません：サーバーの応答は 404");
        let silent = Failure { file: "rules.bin".into(), why: Why::Browser(None) };
        assert_eq!(silent.say(Lang::Ja), "rules.binを取得できません：ブラウザーは理由を示していません");
    }
}
