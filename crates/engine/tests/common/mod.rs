//! What several test files share: the ruling files of tests/rulings, and the English game words
//! a Japanese text must not keep.

use std::path::{Path, PathBuf};

/// Every `*.toml` of tests/rulings, and of tests/rulings/official too when `official`, sorted.
pub fn ruling_files(official: bool) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/rulings");
    let dirs = if official { vec![dir.join("official"), dir] } else { vec![dir] };
    let mut files: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|d| std::fs::read_dir(d).unwrap_or_else(|e| panic!("{}: {e}", d.display())))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    files
}

/// English words of the game that must not remain in a Japanese text (checked in lower case,
/// after the English names of cards that have no Japanese ones are taken out).
#[allow(dead_code)] // Not every test file that shares this module reads it.
pub const ENGLISH_WORDS: &[&str] = &[
    "battle zone",
    "mana zone",
    "shield",
    "graveyard",
    "hand",
    "deck",
    "player",
    "turn",
    "standby",
    "pending",
    "summon",
    "cast",
    "destroy",
    "attack",
    "block",
    "break",
    "tap",
    "cost",
    "power",
    "the ",
];
