//! Embeds the starting boards of `session_actions`: every golden link (`tests/links/*.json`,
//! field "link") and every ruling (`tests/rulings/*.toml`), in file-name order, so a new
//! ruling or link becomes a starting board without editing the target.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    out.sort();
    out
}

/// The value of `"link": "…"` in a golden link file (base64url text: no escapes).
fn link_of(json: &str) -> Option<&str> {
    let rest = &json[json.find("\"link\"")? + 6..];
    let rest = &rest[rest.find('"')? + 1..];
    Some(&rest[..rest.find('"')?])
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..");
    let name = |f: &Path| f.file_name().expect("a file name").to_string_lossy().into_owned();
    let mut code = String::from(
        "/// Golden links (file name, link), in file-name order.\npub const LINKS: &[(&str, &str)] = &[\n",
    );
    for f in files(&root.join("tests/links"), "json") {
        println!("cargo:rerun-if-changed={}", f.display());
        let json = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let link = link_of(&json).unwrap_or_else(|| panic!("{} has no \"link\"", f.display()));
        writeln!(code, "    ({:?}, {link:?}),", name(&f)).unwrap();
    }
    code.push_str(
        "];\n/// Rulings (file name, text), in file-name order.\npub const RULINGS: &[(&str, &str)] = &[\n",
    );
    for f in files(&root.join("tests/rulings"), "toml") {
        println!("cargo:rerun-if-changed={}", f.display());
        let path = f.canonicalize().unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        writeln!(code, "    ({:?}, include_str!({:?})),", name(&f), path.display().to_string()).unwrap();
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("starts.rs");
    std::fs::write(&out, code).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
}
