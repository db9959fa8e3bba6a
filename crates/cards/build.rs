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
    // The whole vocabulary (the `whole` feature): said to the crates that use these types
    // (`DEP_HORYU_CARDS_WHOLE`), whose rules must match them whatever features they were asked
    // for (crates/engine/build.rs).
    if std::env::var_os("CARGO_FEATURE_WHOLE").is_some() {
        println!("cargo:whole=1");
    }
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
    pool_history(Path::new(&out));
}

/// The card pool's version and its history files (src/pool.rs, docs/links.md "Pool versions"):
/// `data/pool/history/v<N>.toml` holds the definitions the cards that changed after version N
/// had at version N, so the pool's version is one more than the highest N (1 with no history).
/// Written here, so the version can't disagree with the files `horyu pool bump` writes.
fn pool_history(out: &Path) {
    let dir = Path::new("data/pool/history");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<(u32, String)> = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("the history directory reads").path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else { continue };
        let Some(n) = name.strip_prefix('v').and_then(|n| n.strip_suffix(".toml")) else { continue };
        let version: u32 =
            n.parse().unwrap_or_else(|_| panic!("{}: expected v<number>.toml", path.display()));
        let path = std::fs::canonicalize(&path).expect("the history file exists");
        files.push((version, path.to_str().expect("a UTF-8 path").to_string()));
    }
    files.sort();
    let version = files.last().map_or(1, |(n, _)| n + 1);
    std::fs::write(out.join("pool_version.rs"), format!("{version}\n")).expect("OUT_DIR is writable");
    let list: Vec<String> = files.iter().map(|(n, p)| format!("({n}, include_str!({p:?}))")).collect();
    std::fs::write(out.join("pool_history.rs"), format!("[{}]\n", list.join(", ")))
        .expect("OUT_DIR is writable");
}
