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

/// How much larger than the scale shown a board is tried at after a render: a board that
/// fits with less room to spare than this keeps its scale.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const STEP: f64 = 0.03;

/// The scale to try first when the board does not fit at full size: the room over the height,
/// a little less than what fits (a board drawn smaller is also wider, so its rows hold more
/// cards and it gets shorter than in proportion).
pub fn first_guess(room: f64, natural: f64, min: f64) -> f64 {
    if natural <= room || natural <= 0.0 {
        return 1.0;
    }
    (room / natural).clamp(min, 1.0)
}

/// Scales the board to fit, after a render or a resize.
#[cfg(target_arch = "wasm32")]
pub fn fit() {
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
    let style = board.style();
    // The board's top and bottom at scale `z`, as if the page were scrolled to its top.
    let at = |z: f64| {
        let _ = style.set_property("zoom", &format!("{z:.3}"));
        let r = board.get_bounding_client_rect();
        (r.top() + scrolled, r.bottom() + scrolled)
    };
    let fits = |z: f64| at(z).1 <= bottom + 0.5;
    let keep = |z: f64| {
        if z >= 1.0 {
            let _ = style.remove_property("zoom");
            let _ = board.remove_attribute("data-scale");
        } else {
            let _ = style.set_property("zoom", &format!("{z:.3}"));
            let _ = board.set_attribute("data-scale", &format!("{z:.2}"));
        }
    };
    // Most renders change little: the scale shown is checked first (one or two layouts), and
    // only a board that no longer fits, or has room to grow, is bisected again.
    let shown = board.get_attribute("data-scale").and_then(|s| s.parse::<f64>().ok()).unwrap_or(1.0);
    let (top, end) = at(shown);
    let (mut lo, mut hi) = if end <= bottom + 0.5 {
        if shown >= 1.0 {
            return keep(1.0);
        }
        let up = (shown + STEP).min(1.0);
        if !fits(up) {
            return keep(shown);
        }
        if up >= 1.0 || fits(1.0) {
            return keep(1.0);
        }
        (up, 1.0)
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
