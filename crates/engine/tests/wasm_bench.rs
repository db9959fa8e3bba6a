//! The wasm half of `cargo xtask bench`: the same workloads as `horyu bench` (crates/engine/src/
//! bench.rs, warm-up included), timed in Node.
//! It prints `name: value unit` lines. It measures only when built with HORYU_WASM_BENCH set
//! (xtask bench does that in release mode); in ordinary test runs it checks that the
//! workloads still run and returns.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{console_log, wasm_bindgen_test};

#[wasm_bindgen_test]
fn bench_figures() {
    let clock = || js_sys::Date::now() / 1000.0;
    if option_env!("HORYU_WASM_BENCH").is_none() {
        // Not measuring: the workloads still run.
        horyu_engine::bench::selfplay_fingerprint(1, 2).expect("no invariant violated");
        horyu_engine::bench::explore_ms(6, 1, clock).expect("six pending effects to order");
        horyu_engine::bench::explore_ms(8, 1, clock).expect("eight pending effects to order");
        horyu_engine::bench::growing_loop_ms(5, 1, clock).expect("the growing loop ends");
        horyu_engine::bench::crowded_attack_ms(10, 1, clock).expect("the crowded attack step lists");
        return;
    }
    let rate = horyu_engine::bench::selfplay_rate(clock).expect("no invariant violated");
    let ms = horyu_engine::bench::explore_ms(6, 20, clock).expect("six pending effects to order");
    let ms8 = horyu_engine::bench::explore_ms(8, 5, clock).expect("eight pending effects to order");
    console_log!("selfplay.wasm: {rate:.0} games/s");
    console_log!("explore6.wasm: {ms:.1} ms");
    let grow = horyu_engine::bench::growing_loop_ms(50, 3, clock).expect("the growing loop ends");
    console_log!("explore8.wasm: {ms8:.1} ms");
    console_log!("loop.growing50.wasm: {grow:.1} ms");
    let crowded =
        horyu_engine::bench::crowded_attack_ms(100, 3, clock).expect("the crowded attack step lists");
    console_log!("attacks.crowded100.wasm: {crowded:.1} ms");
}
