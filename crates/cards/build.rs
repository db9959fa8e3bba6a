//! The built-in cards and starter decks are written in TOML (data/*.toml, for people); the
//! crate reads them as JSON written here, so that a build without the `text` feature (the
//! playground's first load) carries no TOML parser. TOML and JSON share one data model, so the
//! same serde schema reads both.

use std::path::Path;

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for name in ["builtin", "decks"] {
        let src = format!("data/{name}.toml");
        println!("cargo:rerun-if-changed={src}");
        let text = std::fs::read_to_string(&src).unwrap_or_else(|e| panic!("{src}: {e}"));
        let value: toml::Value =
            toml::from_str(&text).unwrap_or_else(|e| panic!("{src} is not valid TOML: {e}"));
        let json = serde_json::to_string(&value).expect("a TOML value is JSON");
        std::fs::write(Path::new(&out).join(format!("{name}.json")), json).expect("OUT_DIR is writable");
    }
}
