//! The browser around the page: its address, this browser's storage (the session, the card
//! library, the kept sessions), downloads and the clipboard.

use super::*;
use crate::model::whole::{LoadWhole, THEN_KEY, WORDS_KEY};

/// Where autosave keeps the session (as a link).
pub(super) const STORAGE_KEY: &str = "horyu.session";

/// Where the personal card library is kept (a card file, docs/cards.md).
pub(super) const LIBRARY_KEY: &str = "horyu.cards";

/// Offers a text as a file download (a card file).
pub(super) fn download(name: &str, mime: &str, text: &str) {
    horyu_app::files::download_text(name, mime, text);
}

/// Keeps the personal library in this browser (never from an embed). One that could not be
/// read is first moved to [`LIBRARY_DAMAGED_KEY`], never written over; none is written while
/// the whole module is on its way (model/whole.rs), which reads it.
pub(super) fn save_library(m: &mut Model) {
    if m.embed.is_some() || m.whole.is_some() {
        return;
    }
    if let Some(s) = storage() {
        if std::mem::take(&mut m.library.unread) {
            if let Ok(Some(old)) = s.get_item(LIBRARY_KEY) {
                let _ = s.set_item(LIBRARY_DAMAGED_KEY, &old);
            }
        }
        let _ = s.set_item(LIBRARY_KEY, &m.library_text());
    }
}

/// Loads the page's whole module (model/whole.rs): this browser keeps that it needs it
/// (index.html's script reads [`WORDS_KEY`]), the tab what to do once the board is open, and
/// the address the board to open (the link asked for, or the board shown), which asks for
/// the whole module too (`&words=all`) should this browser keep nothing.
pub(super) fn load_whole(m: &Model, why: &LoadWhole) {
    let Some(w) = web_sys::window() else { return };
    if let Some(s) = storage() {
        let _ = s.set_item(WORDS_KEY, "all");
    }
    if let (Some(then), Ok(Some(s))) = (why.then(), w.session_storage()) {
        let _ = s.set_item(THEN_KEY, &then);
    }
    let link = match why {
        LoadWhole::Link(text) => {
            let text = text.split_once("link=").map_or(text.as_str(), |(_, l)| l);
            text.split('&').next().unwrap_or_default().trim_start_matches('#').to_string()
        }
        _ => m.link(),
    };
    let url = format!("{}{}#link={link}&words=all", page_url(), location_search());
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
    let _ = w.location().reload();
}

/// What the first-load module asked the whole module to do once the board is open
/// ([`THEN_KEY`]), taken: done once.
pub(super) fn take_then() -> Option<String> {
    let s = web_sys::window()?.session_storage().ok().flatten()?;
    let then = s.get_item(THEN_KEY).ok().flatten()?;
    let _ = s.remove_item(THEN_KEY);
    Some(then)
}

/// Where a kept library that could not be read is moved before the page keeps its own.
pub(super) const LIBRARY_DAMAGED_KEY: &str = "horyu.cards.damaged";

pub(super) fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Writes the kept sessions when they changed. A full storage says so in the banner (the
/// session stays on screen and in memory). Returns whether the banner changed.
pub(super) fn store_shelf(m: &mut Model) -> bool {
    if !m.shelf.dirty {
        return false;
    }
    m.shelf.dirty = false;
    let Some(s) = storage() else { return false };
    if s.set_item(crate::model::sessions::STORAGE_KEY, &m.shelf.text()).is_ok() {
        // The list an earlier build kept is in this one now.
        if std::mem::take(&mut m.shelf.old_read) {
            let _ = s.remove_item(crate::model::sessions::OLD_KEY);
        }
        return false;
    }
    m.notices.banner = Some(
        crate::i18n::tr(
            m.lang,
            "This browser's storage is full: the session could not be kept. Delete old sessions in Sessions.",
        )
        .to_string(),
    );
    true
}

/// Reads the kept sessions. A list that can't be read is moved aside, never overwritten; the
/// message to show says so. A list an earlier build kept as JSON goes to the worker, which
/// reads it once (`Errand::LoadOldShelf`).
pub(super) fn load_shelf(m: &mut Model) -> Option<String> {
    use crate::model::sessions::{Shelf, DAMAGED_KEY, OLD_KEY, STORAGE_KEY as KEY};
    let s = storage()?;
    if let Some(old) = s.get_item(OLD_KEY).ok().flatten() {
        m.ask(crate::model::offload::Errand::LoadOldShelf, horyu_engine::offload::Work::ReadKeptJson(old));
    }
    let text = s.get_item(KEY).ok().flatten()?;
    match Shelf::parse(&text) {
        Ok(shelf) => {
            m.shelf.kept = shelf.kept;
            None
        }
        Err(e) => {
            let _ = s.set_item(DAMAGED_KEY, &text);
            let _ = s.remove_item(KEY);
            Some(format!(
                "{} ({e}); {} {DAMAGED_KEY}.",
                crate::i18n::tr(m.lang, "The kept sessions could not be read"),
                crate::i18n::tr(m.lang, "their text is kept in this browser's storage under")
            ))
        }
    }
}

/// The page's address without query or fragment: what a shared link is appended to.
pub(super) fn page_url() -> String {
    let Some(l) = web_sys::window().map(|w| w.location()) else { return String::new() };
    format!("{}{}", l.origin().unwrap_or_default(), l.pathname().unwrap_or_default())
}

pub(super) fn location_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The first model: the autosaved session (not when embedded), then the link in the URL if
/// any. A link that can't be opened leaves the board before it and says why.
pub(super) fn initial_model() -> Model {
    let search = location_search();
    let kept = storage().and_then(|s| s.get_item(crate::i18n::LANG_KEY).ok().flatten());
    let browser = web_sys::window().and_then(|w| w.navigator().language()).unwrap_or_default();
    // What the address or this browser's storage holds that can't be read, said in the banner.
    let mut warnings = Vec::new();
    let (lang, w) = crate::i18n::choose_lang(&search, kept.as_deref(), &browser);
    warnings.extend(w);
    let mut m = Model::new(lang);
    m.share.clock = js_sys::Date::now;
    if let Some((embed, w)) = crate::model::embed::parse(&search) {
        m.embed = Some(embed);
        warnings.extend(w);
    }
    if m.embed.is_none() {
        warnings.extend(load_shelf(&mut m));
        if let Some(cards) = storage().and_then(|s| s.get_item(LIBRARY_KEY).ok().flatten()) {
            m.load_library(&cards);
        }
        if let Some(saved) = storage().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten()) {
            // A stale or damaged autosave is ignored: the default ruling stays.
            if m.open_link_at_once(&saved).is_err() {
                m.notices.banner = None;
            }
        }
    }
    let hash = location_hash();
    // Only a link: other fragments (an anchor) are not links and say nothing.
    // A long link still opening keeps its place in the address until it is open (the
    // autosave after its last slice drops it, app/mod.rs).
    let opened = is_link_fragment(&hash) && m.open_shared(&hash).is_ok();
    // A link waiting for the card pool or the worker (`opening`) is not open yet either.
    if opened && m.embed.is_none() && m.share.opening.is_none() && !m.share.relinking {
        // The session now lives in autosave: drop the link from the address (no new
        // history entry), so a reload shows what was played since.
        let link = m.link();
        if let Some(s) = storage() {
            let _ = s.set_item(STORAGE_KEY, &link);
        }
        m.keep(&link, epoch_ms());
        store_shelf(&mut m);
        forget_fragment();
    }
    // Said after the link opened (opening clears the banner); a link's own error comes first.
    if m.notices.banner.is_none() && !warnings.is_empty() {
        m.notices.banner = Some(warnings.join("; "));
    }
    // What the first-load module could not read or do: the whole module, which opens the board
    // and then does it (model/whole.rs).
    if let Some(why) = m.whole.clone() {
        load_whole(&m, &why);
    } else if let Some(then) = take_then() {
        m.then(&then);
    }
    m
}

pub(super) fn is_link_fragment(hash: &str) -> bool {
    hash.contains("link=") || hash.trim_start_matches('#').starts_with("SF")
}

pub(super) fn forget_fragment() {
    let Some(w) = web_sys::window() else { return };
    let url = format!("{}{}", page_url(), location_search());
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// Removes what index.html shows while the module loads (`#boot`): the app has drawn.
pub(super) fn drop_boot() {
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
}

fn location_search() -> String {
    web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default()
}

/// Keeps the reader's choice of language for the next visit (never from an embed), and takes
/// a `lang=` out of the address, which would otherwise overrule the choice on a reload.
pub(super) fn remember_lang(m: &Model) {
    if m.embed.is_some() {
        return;
    }
    if let Some(s) = storage() {
        let _ = s.set_item(crate::i18n::LANG_KEY, m.lang.tag());
    }
    let search = location_search();
    if crate::i18n::query_asks_lang(&search) {
        let Some(w) = web_sys::window() else { return };
        let hash = location_hash();
        let url = format!("{}{}{hash}", page_url(), crate::i18n::query_without_lang(&search));
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
        }
    }
}

/// Now, in milliseconds since 1970.
pub fn epoch_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_millis() as f64)
    }
}
