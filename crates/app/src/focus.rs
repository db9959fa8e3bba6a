//! Keyboard focus and modal dialogs (issue #43): a dialog takes the focus when it opens, Tab
//! and Shift+Tab go round inside it and never reach the dimmed page behind, and closing it gives
//! the focus back to what opened it. Shared by the page and the module loaded on demand, whose
//! dialogs (Share, the editor, the finder, Sessions) mount in an app of their own.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// What can take the focus inside a dialog.
const FOCUSABLE: &str = "button:not([disabled]), input:not([disabled]), select:not([disabled]), \
    textarea:not([disabled]), a[href], [tabindex]:not([tabindex=\"-1\"])";

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The modal dialog on top (the last in the document), if one is open.
pub fn open_dialog() -> Option<Element> {
    let all = document()?.query_selector_all("[aria-modal=\"true\"]").ok()?;
    (0..all.length()).rev().find_map(|i| all.item(i)?.dyn_into::<Element>().ok())
}

/// The elements of `dialog` that can take the focus and are shown, in document order.
fn focusables(dialog: &Element) -> Vec<HtmlElement> {
    let Ok(list) = dialog.query_selector_all(FOCUSABLE) else { return Vec::new() };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<HtmlElement>().ok())
        // Hidden ones (display: none, a closed <details>) have no box.
        .filter(|e| e.get_client_rects().length() > 0)
        .collect()
}

fn active() -> Option<Element> {
    document()?.active_element()
}

/// Whether the focus is inside `dialog`.
pub fn inside(dialog: &Element) -> bool {
    active().is_some_and(|a| dialog.contains(Some(a.unchecked_ref())))
}

/// Moves the focus into `dialog` unless it is there: to its `[autofocus]` element, else its
/// first field, else its first control.
pub fn enter(dialog: &Element) {
    if inside(dialog) {
        return;
    }
    let all = focusables(dialog);
    let field = |e: &&HtmlElement| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA");
    let first = all
        .iter()
        .find(|e| e.has_attribute("autofocus"))
        .or_else(|| all.iter().find(field))
        .or_else(|| all.first());
    if let Some(e) = first {
        let _ = e.focus();
    }
}

/// Tab or Shift+Tab while a modal dialog is open: the focus goes round inside it. Returns
/// whether the key was taken (its default then prevented).
pub fn trap_tab(e: &web_sys::KeyboardEvent) -> bool {
    if e.key() != "Tab" {
        return false;
    }
    let Some(dialog) = open_dialog() else { return false };
    let all = focusables(&dialog);
    let here = active().and_then(|a| all.iter().position(|x| x.unchecked_ref::<Element>() == &a));
    let next = match (here, e.shift_key()) {
        _ if all.is_empty() => None,
        (None, false) => all.first(),
        (None, true) => all.last(),
        (Some(i), false) if i + 1 == all.len() => all.first(),
        (Some(0), true) => all.last(),
        // Inside, not at an end: the browser's own order.
        _ => return false,
    };
    e.prevent_default();
    if let Some(n) = next {
        let _ = n.focus();
    }
    true
}
