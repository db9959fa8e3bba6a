//! The embed's messages: what a page embedding Horyu may ask of it (`{horyu: "state"}` and the
//! rest, docs/embed.md).

use super::*;

/// The embed API: `{horyu: "forward" | "back" | "next" | "step" | "state"}` from the host
/// page; every message with a `horyu` field, known or not, is answered with `{horyu: "state",
/// cursor, length, turn, active, step, board, inside, ruling, last}` (and `error` for an
/// unknown one), posted to the sender at its origin.
pub(super) fn on_message(
    e: &web_sys::MessageEvent,
    model: &Rc<RefCell<Model>>,
    force: &UseForceUpdateHandle,
) {
    let data = e.data();
    if !data.is_object() {
        return;
    }
    let Some(what) = js_sys::Reflect::get(&data, &"horyu".into()).ok().and_then(|v| v.as_string()) else {
        return;
    };
    let changed = {
        let mut m = model.borrow_mut();
        match what.as_str() {
            "forward" => {
                m.redo();
                true
            }
            "back" => {
                m.undo();
                true
            }
            "next" => {
                m.next_step();
                true
            }
            "step" => {
                m.step(crate::model::stepping::Stepping::Step);
                true
            }
            "state" => false,
            _ => false,
        }
    };
    let known = matches!(what.as_str(), "forward" | "back" | "next" | "step" | "state");
    if changed {
        force.force_update();
    }
    let s = model.borrow().embed_state();
    let reply = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&reply, &k.into(), &v);
    };
    set("horyu", "state".into());
    set("cursor", JsValue::from_f64(s.cursor as f64));
    set("length", JsValue::from_f64(s.length as f64));
    set("turn", JsValue::from_f64(s.turn as f64));
    set("active", s.active.into());
    set("step", s.step.into());
    let board = js_sys::Array::new();
    for line in &s.board {
        board.push(&JsValue::from_str(line));
    }
    set("board", board.into());
    let pair =
        |p: Option<(usize, usize)>| p.map_or(JsValue::NULL, |(a, b)| JsValue::from_str(&format!("{a}/{b}")));
    set("inside", pair(s.inside));
    set("ruling", pair(s.ruling));
    set("last", s.last.map_or(JsValue::NULL, |t| JsValue::from_str(&t)));
    if !known {
        let why =
            format!("unknown message \"{what}\": this frame understands forward, back, next, step and state");
        set("error", JsValue::from_str(&why));
    }
    let Some(source) = e.source() else { return };
    let origin = e.origin();
    // An opaque origin ("null": a file or sandboxed host) can only be answered with "*".
    let target = if origin.is_empty() || origin == "null" { "*".to_string() } else { origin };
    let source: web_sys::Window = source.unchecked_into();
    let _ = source.post_message(&reply, &target);
}
