//! `window.__horyu`, the page's hook for the browser tests and the benchmark (never used by the
//! page itself).

use super::*;

thread_local! {
    static HOOK: RefCell<Option<js_sys::Object>> = const { RefCell::new(None) };
}

/// `window.__horyu`, for the browser tests and benchmarks: `renders` (a counter), `renderedAt`
/// and `firstRender` (performance.now() after the first render showing a card), `bench()` (loads a board of 80 cards)
/// and `act()` (applies one action: taps or untaps a creature).
pub(super) fn publish_hook(renders: u64, model: &Rc<RefCell<Model>>, force: &UseForceUpdateHandle) {
    let t = now();
    HOOK.with(|h| {
        let mut h = h.borrow_mut();
        let obj = h.get_or_insert_with(|| {
            let obj = js_sys::Object::new();
            let m = model.clone();
            let f = force.clone();
            let bench = Closure::<dyn Fn()>::new(move || {
                m.borrow_mut().load_bench_board();
                f.force_update();
            });
            let _ = js_sys::Reflect::set(&obj, &"bench".into(), &bench.into_js_value());
            let m = model.clone();
            let f = force.clone();
            let act = Closure::<dyn Fn() -> bool>::new(move || {
                let ok = m.borrow_mut().bench_action();
                f.force_update();
                ok
            });
            let _ = js_sys::Reflect::set(&obj, &"act".into(), &act.into_js_value());
            if let Some(w) = web_sys::window() {
                let _ = js_sys::Reflect::set(&w, &"__horyu".into(), &obj);
            }
            obj
        });
        // The first render that shows a card (not an empty board drawn before anything opened).
        let first = js_sys::Reflect::has(obj, &"firstRender".into()).unwrap_or(true);
        if !first && document().query_selector("[data-card]").ok().flatten().is_some() {
            let _ = js_sys::Reflect::set(obj, &"firstRender".into(), &JsValue::from_f64(t));
        }
        let _ = js_sys::Reflect::set(obj, &"renders".into(), &JsValue::from_f64(renders as f64));
        let _ = js_sys::Reflect::set(obj, &"renderedAt".into(), &JsValue::from_f64(t));
    });
}
