//! The fingerprints of the rulings' boards, at build time: `$OUT_DIR/boards.rs` holds
//! `pub static RULING_BOARDS: &[u32]`.
//!
//! The gallery itself is not in the bundle: `horyu gallery` writes it beside the app as
//! `gallery.json` (Trunk.toml's hook), fetched on demand. A page that opens a link must tell,
//! without fetching it, whether the board is a ruling's (to show the ruling's panel): these
//! few bytes say so (issue #15's first load).

use horyu_engine::scenario::gallery::setup_fingerprint;
use horyu_engine::scenario::Scenario;
use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/rulings");
    let dir = dir.canonicalize().expect("tests/rulings exists");
    // Re-run when a file is added, removed or edited (and, as for every build script, when
    // the engine changes).
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/rulings is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    let mut out = String::from("pub static RULING_BOARDS: &[u32] = &[\n");
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let text = std::fs::read_to_string(f).expect("a ruling is readable");
        // `horyu check tests/rulings` says what is wrong in a file; here it is a build error.
        let sc = Scenario::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let _ = writeln!(out, "    {:#010x},", setup_fingerprint(&sc.setup));
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("boards.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
