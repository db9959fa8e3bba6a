//! The built-in cards and starter decks are written in TOML (data/*.toml, for people); the
//! crate reads them in binary written here (`compact`: postcard, every field written), so that
//! a build without the `text` feature (the playground's first load) carries neither a TOML nor
//! a JSON reader. The schema's own modules are compiled into this script, so the bytes are
//! exactly what the crate's types read.

#![allow(dead_code)]

use serde::{Deserialize, Serialize};
use std::path::Path;

#[path = "src/ability.rs"]
mod ability;
#[path = "src/compact.rs"]
mod compact;
#[path = "src/def.rs"]
mod def;
#[path = "src/player.rs"]
mod player;
#[path = "src/zone.rs"]
mod zone;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardFile {
    card: Vec<def::CardDef>,
}

/// The same fields, in the same order, as `db::Deck` and `db::DeckEntry` (db.rs's test
/// `starter_decks_read_as_written` compares the two readings).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deck {
    name: String,
    #[serde(default)]
    name_ja: String,
    cards: Vec<DeckEntry>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckEntry {
    card: String,
    count: u32,
}

#[derive(Deserialize)]
struct DeckFile {
    deck: Vec<Deck>,
}

fn read(name: &str) -> String {
    let src = format!("data/{name}.toml");
    println!("cargo:rerun-if-changed={src}");
    std::fs::read_to_string(&src).unwrap_or_else(|e| panic!("{src}: {e}"))
}

fn main() {
    for src in ["ability", "compact", "def", "player", "zone"] {
        println!("cargo:rerun-if-changed=src/{src}.rs");
    }
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let cards: CardFile =
        toml::from_str(&read("builtin")).unwrap_or_else(|e| panic!("data/builtin.toml: {e}"));
    let bytes = compact::to_bytes(&cards.card).expect("the built-in cards write");
    std::fs::write(Path::new(&out).join("builtin.bin"), bytes).expect("OUT_DIR is writable");
    let decks: DeckFile = toml::from_str(&read("decks")).unwrap_or_else(|e| panic!("data/decks.toml: {e}"));
    let bytes = compact::to_bytes(&decks.deck).expect("the decks write");
    std::fs::write(Path::new(&out).join("decks.bin"), bytes).expect("OUT_DIR is writable");
}
