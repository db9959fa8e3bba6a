//! The same seed and actions give the same game natively and in wasm: both targets compare a
//! fingerprint of 20 random games with the golden value in tests/golden/selfplay-fingerprint.txt.
//! Run natively with HORYU_BLESS=1 to rewrite it after an intended change of the engine.

const GOLDEN: &str = include_str!("golden/selfplay-fingerprint.txt");

fn fingerprint() -> String {
    format!("{:016x}", horyu_engine::bench::selfplay_fingerprint(1, 20).expect("no invariant violated"))
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn native_matches_the_golden_fingerprint() {
    let got = fingerprint();
    if std::env::var_os("HORYU_BLESS").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/selfplay-fingerprint.txt");
        std::fs::write(path, format!("{got}\n")).unwrap();
        return;
    }
    assert_eq!(got, GOLDEN.trim(), "the engine's behaviour changed; if intended, run with HORYU_BLESS=1");
}

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen_test::wasm_bindgen_test]
fn wasm_matches_the_golden_fingerprint() {
    assert_eq!(fingerprint(), GOLDEN.trim(), "wasm and native engines disagree");
}
