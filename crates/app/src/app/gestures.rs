//! The page's DOM helpers: the document, its clock, focus moved by the keyboard or a dialog.

use super::*;

pub(super) fn document() -> web_sys::Document {
    web_sys::window().and_then(|w| w.document()).expect("a document")
}

pub(super) fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Focuses the first element matching the first selector that matches (`a|b`: a, else b).
pub(super) fn focus(selectors: &str) {
    for sel in selectors.split('|') {
        if let Ok(Some(el)) = document().query_selector(sel) {
            if let Ok(h) = el.dyn_into::<HtmlElement>() {
                let _ = h.focus();
            }
            return;
        }
    }
}

/// Moves focus to the next or previous element of `selector` from the focused one.
pub(super) fn cycle_focus(selector: &str, from: &Element, forward: bool) {
    let Ok(list) = document().query_selector_all(selector) else { return };
    let n = list.length();
    if n == 0 {
        return;
    }
    let els: Vec<Element> = (0..n).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).collect();
    let here = els.iter().position(|e| e == from || e.contains(Some(from)));
    let next = match here {
        Some(i) if forward => (i + 1) % els.len(),
        Some(i) => (i + els.len() - 1) % els.len(),
        None => 0,
    };
    if let Ok(h) = els[next].clone().dyn_into::<HtmlElement>() {
        let _ = h.focus();
    }
}

/// After a render: an open modal dialog has the focus (what had it before is kept as its
/// opener); once no dialog is open, the opener gets the focus back (issue #43). The dialogs of
/// the module loaded on demand take the focus themselves when they mount (bin/editor.rs).
pub(super) fn dialog_focus(opener: &RefCell<Option<HtmlElement>>) {
    use horyu_app::focus;
    match focus::open_dialog() {
        Some(dialog) => {
            if opener.borrow().is_none() && !focus::inside(&dialog) {
                let had = document().active_element().and_then(|a| a.dyn_into::<HtmlElement>().ok());
                *opener.borrow_mut() = had;
            }
            focus::enter(&dialog);
        }
        None => {
            // Back to the opener only if the focus went nowhere with the dialog (to the body):
            // a reader who has already moved on (clicked a rule chip, say) keeps their place.
            let dropped = document().active_element().is_none_or(|a| a.tag_name() == "BODY");
            if let Some(o) = opener.borrow_mut().take() {
                if dropped && o.is_connected() {
                    let _ = o.focus();
                }
            }
        }
    }
}
