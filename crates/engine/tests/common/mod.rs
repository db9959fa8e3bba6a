//! What several test files share: the ruling files of tests/rulings.

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
