//! The board fits the screen (issue #16): when both sides, the standby tray and the cards in
//! them are taller than the room left for the board, the board is drawn smaller (CSS `zoom`,
//! which lays it out again at its new size, so rows of cards also spread out).
//!
//! The room is what lies below the board's top: the window's bottom, or, on a phone, the top of
//! the prompt sheet fixed over it. The same for the page and for an embed (whose frame is the
//! window). Nothing here knows the rules: it measures what the view drew.

/// The smallest scale the page's board is drawn at: below it, card names are unreadable and
/// the page scrolls instead.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub const MIN_SCALE: f64 = 0.6;

/// The smallest scale an embed's board is drawn at: a frame is often small, and the reader can
/// open the board full size.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub const MIN_SCALE_EMBED: f64 = 0.5;

/// The largest scale an embed's board is drawn at: a frame showing a few zones (`zones=`, or
/// the zones the moment is about) fills with larger cards instead of leaving most of it empty
/// (issue #42: a 560×420 frame drew the deciding card's name 7.5 pixels high).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub const MAX_SCALE_EMBED: f64 = 2.0;

/// How much larger than the scale shown a board is tried at after a render: a board that
/// fits with less room to spare than this keeps its scale.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const STEP: f64 = 0.03;

/// The scale to try first when the board does not fit at full size: the room over the height,
/// a little less than what fits (a board drawn smaller is also wider, so its rows hold more
/// cards and it gets shorter than in proportion).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn first_guess(room: f64, natural: f64, min: f64) -> f64 {
    if natural <= room || natural <= 0.0 {
        return 1.0;
    }
    (room / natural).clamp(min, 1.0)
}

/// Fits the board in the next animation frame, before it is drawn: after a render, the layout
/// the fitting reads is the one the frame computes anyway, and the render itself is not kept
/// waiting for it. Several renders before a frame fit once.
#[cfg(target_arch = "wasm32")]
pub fn schedule() {
    use wasm_bindgen::JsCast;
    if PENDING.with(|p| p.replace(true)) {
        return;
    }
    let run = wasm_bindgen::closure::Closure::once_into_js(|| {
        PENDING.with(|p| p.set(false));
        fit();
    });
    let asked = web_sys::window().and_then(|w| w.request_animation_frame(run.unchecked_ref()).ok());
    if asked.is_none() {
        PENDING.with(|p| p.set(false));
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub fn schedule() {}

/// Scales the board to fit, now (on a resize; after a render through `schedule`).
#[cfg(target_arch = "wasm32")]
pub fn fit() {
    use crate::css::{decimal, thousandths};
    use wasm_bindgen::JsCast;
    let Some(w) = web_sys::window() else { return };
    let Some(doc) = w.document() else { return };
    let Some(board) = doc
        .query_selector(".shell .board")
        .ok()
        .flatten()
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let embedded = doc.query_selector(".shell--embed").ok().flatten().is_some();
    let min = if embedded { MIN_SCALE_EMBED } else { MIN_SCALE };
    let max = if embedded { MAX_SCALE_EMBED } else { 1.0 };
    let Some(window_bottom) = w.inner_height().ok().and_then(|h| h.as_f64()) else { return };
    // A prompt sheet fixed at the bottom (a phone) covers what lies under it.
    let sheet_top = doc
        .query_selector(".panel--resolution .decision")
        .ok()
        .flatten()
        .filter(|el| {
            w.get_computed_style(el)
                .ok()
                .flatten()
                .and_then(|s| s.get_property_value("position").ok())
                .is_some_and(|p| p == "fixed")
        })
        .map(|el| el.get_bounding_client_rect().top());
    let bottom = sheet_top.unwrap_or(window_bottom).min(window_bottom);
    let scrolled = w.scroll_y().unwrap_or(0.0);
    let width = w.inner_width().ok().and_then(|x| x.as_f64()).unwrap_or(0.0);
    let style = board.style();
    let measure = || {
        let r = board.get_bounding_client_rect();
        (r.top() + scrolled, r.bottom() + scrolled)
    };
    // The board's top and bottom at scale `z`, as if the page were scrolled to its top.
    let at = |z: f64| {
        let _ = style.set_property("zoom", &decimal(z, 3));
        measure()
    };
    let fits = |z: f64| at(z).1 <= bottom + 0.5;
    // Most renders change nothing of the board's place and size: measured as drawn (the layout
    // the frame needs anyway), a board where it was at the last fitting, in the same room, keeps
    // its scale without being drawn again at another.
    let shown = board
        .get_attribute("data-scale")
        .and_then(|s| thousandths(&s))
        .map_or(1.0, |k| f64::from(k) / 1000.0);
    let (top, end) = measure();
    let key = [shown, top, end, bottom, width];
    if LAST.with(|l| l.get()) == Some(key) {
        return;
    }
    let keep = |z: f64| {
        // The scale as written (to a thousandth, down, so it still fits): the next fitting reads
        // it back from the attribute.
        let z = if z >= max { max } else { (z * 1000.0).floor() / 1000.0 };
        if z == 1.0 {
            let _ = style.remove_property("zoom");
            let _ = board.remove_attribute("data-scale");
        } else {
            let _ = style.set_property("zoom", &decimal(z, 3));
            let _ = board.set_attribute("data-scale", &decimal(z, 3));
        }
        let (top, end) = measure();
        LAST.with(|l| l.set(Some([z, top, end, bottom, width])));
    };
    let (mut lo, mut hi) = if end <= bottom + 0.5 {
        if shown >= max {
            return keep(max);
        }
        // Drawn larger, a board grows at least in proportion (it gets narrower, so its rows
        // hold fewer cards): when even that would not fit, it keeps its scale.
        let up = (shown + STEP).min(max);
        if end + (end - top) * (up / shown - 1.0) > bottom + 0.5 || !fits(up) {
            return keep(shown);
        }
        if up >= max || fits(max) {
            return keep(max);
        }
        (up, max)
    } else {
        // From a guess that usually fits (the room over the height, at the scale shown).
        let guess = (first_guess(bottom - top, end - top, min) * shown).max(min);
        if fits(guess) {
            (guess, shown)
        } else if guess > min && fits(min) {
            (min, guess)
        } else {
            // It does not fit even at the smallest scale: the page scrolls.
            return keep(min);
        }
    };
    for _ in 0..4 {
        let mid = (lo + hi) / 2.0;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    keep(lo);
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// Whether a fitting waits for the next frame.
    static PENDING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The board's scale, top, bottom, room and the window's width after the last fitting.
    static LAST: std::cell::Cell<Option<[f64; 5]>> = const { std::cell::Cell::new(None) };
}

#[cfg(not(target_arch = "wasm32"))]
pub fn fit() {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_that_fits_keeps_its_size() {
        assert_eq!(first_guess(600.0, 500.0, MIN_SCALE), 1.0);
        assert_eq!(first_guess(600.0, 0.0, MIN_SCALE), 1.0);
    }

    #[test]
    fn a_tall_board_is_guessed_in_proportion_but_never_below_the_minimum() {
        assert!((first_guess(600.0, 800.0, MIN_SCALE) - 0.75).abs() < 1e-9);
        assert_eq!(first_guess(100.0, 800.0, MIN_SCALE), MIN_SCALE);
        assert_eq!(first_guess(100.0, 800.0, MIN_SCALE_EMBED), MIN_SCALE_EMBED);
    }
}
