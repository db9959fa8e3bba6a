//! The wasm half of `cargo xtask bench`: the same workloads as `horyu bench`, timed in Node.
//! It prints `name: value unit` lines. It measures only when built with HORYU_WASM_BENCH set
//! (xtask bench does that in release mode); in ordinary test runs it checks that the
//! workloads still run and returns.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{console_log, wasm_bindgen_test};

#[wasm_bindgen_test]
fn bench_figures() {
    let measure = option_env!("HORYU_WASM_BENCH").is_some();
    let games = if measure { 300 } else { 2 };
    let t0 = js_sys::Date::now();
    horyu_engine::bench::selfplay_fingerprint(1, games).expect("no invariant violated");
    let secs = ((js_sys::Date::now() - t0) / 1000.0).max(1e-9);
    let game = horyu_engine::bench::six_pending();
    let runs = if measure { 20 } else { 1 };
    let t1 = js_sys::Date::now();
    for _ in 0..runs {
        let ex = game.explore_orders().expect("six pending effects to order");
        assert_eq!(ex.orders, 720);
    }
    let ms = (js_sys::Date::now() - t1) / runs as f64;
    if measure {
        console_log!("selfplay.wasm: {:.0} games/s", games as f64 / secs);
        console_log!("explore6.wasm: {:.1} ms", ms);
    }
}
