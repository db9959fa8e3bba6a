//! At build time, `$OUT_DIR/boards.rs`: `pub static RULING_BOARDS: &[u32]`, the fingerprints
//! of the rulings' boards, and `pub static DEFAULT_RULING: &str`, the ruling the page opens on
//! (`DEFAULT_SCENARIO`, also written there) as the gallery holds it, in binary; and
//! `$OUT_DIR/rule_numbers.rs`: `pub static RULE_NUMBERS: &str`, the numbers of the rules with a
//! summary, sorted, a line each (their words are `rules.bin`, fetched on demand).
//!
//! The gallery itself is not in the bundle: `horyu gallery` writes it beside the app as
//! `gallery.bin` (Trunk.toml's hook), fetched on demand. A page that opens a link must tell,
//! without fetching it, whether the board is a ruling's (to show the ruling's panel): these
//! few bytes say so (issue #15's first load).

use horyu_engine::scenario::gallery::{setup_fingerprint, Gallery};
use horyu_engine::scenario::Scenario;
use std::fmt::Write as _;
use std::path::Path;

/// The ruling the page opens on.
const DEFAULT_SCENARIO: &str = "409.1c-ogrist-vhal-energy-stream";

fn main() {
    // Read when the script runs, not when it was compiled: a build script binary reused from
    // another checkout sharing the target folder must still read this checkout's rulings.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("../../tests/rulings");
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
    let mut default = None;
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let text = std::fs::read_to_string(f).expect("a ruling is readable");
        // `horyu check tests/rulings` says what is wrong in a file; here it is a build error.
        let sc = Scenario::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let _ = writeln!(out, "    {:#010x},", setup_fingerprint(&sc.setup));
        let name = f.file_stem().unwrap_or_default().to_string_lossy();
        if name == DEFAULT_SCENARIO {
            let g = Gallery::build([(name.as_ref(), text.as_str())]).unwrap_or_else(|e| panic!("{e}"));
            default = Some(g.rulings[0].for_board().to_bytes());
        }
    }
    out.push_str("];\n");
    let default = default.unwrap_or_else(|| panic!("tests/rulings/{DEFAULT_SCENARIO}.toml is missing"));
    let _ = writeln!(out, "/// The ruling the page opens on (its name, for the tests).\n#[cfg(test)]\npub const DEFAULT_SCENARIO: &str = {DEFAULT_SCENARIO:?};");
    let out_dir = std::env::var("OUT_DIR").unwrap();
    std::fs::write(Path::new(&out_dir).join("default_ruling.bin"), default).expect("OUT_DIR is writable");
    let _ = writeln!(
        out,
        "pub static DEFAULT_RULING: &[u8] = include_bytes!(concat!(env!(\"OUT_DIR\"), \"/default_ruling.bin\"));"
    );
    std::fs::write(Path::new(&out_dir).join("boards.rs"), out).expect("OUT_DIR is writable");
    let version = worker_version(&Path::new(&manifest).join("../.."));
    let version = format!(
        "/// A fingerprint of everything the worker module is built from (build.rs).\npub const WORKER_VERSION: u32 = {version:#010x};\n"
    );
    std::fs::write(Path::new(&out_dir).join("worker_version.rs"), version).expect("OUT_DIR is writable");
    let numbers: Vec<&str> = horyu_engine::words::rules::all().iter().map(|r| r.number).collect();
    let numbers = format!("pub static RULE_NUMBERS: &str = {:?};\n", numbers.join("\n"));
    std::fs::write(Path::new(&out_dir).join("rule_numbers.rs"), numbers).expect("OUT_DIR is writable");
}

/// The worker's files keep their names from one build to the next (Trunk hashes only the
/// page's), so the page asks for them with this in their address (`?v=`, worker.rs): any change
/// to the rules, the cards, the formats or the dependencies makes a new address, and a browser
/// never runs an explorer of an older deployment beside this page. (The messages' own
/// fingerprint, `offload::PROTOCOL`, changes only with their shape.)
fn worker_version(root: &Path) -> u32 {
    let mut files = Vec::new();
    for part in [
        "Cargo.toml",
        "Cargo.lock",
        "web/worker_loader.js",
        "crates/cards",
        "crates/engine/Cargo.toml",
        "crates/engine/src",
        "crates/json/Cargo.toml",
        "crates/json/src",
        "crates/worker",
    ] {
        let path = root.join(part);
        println!("cargo:rerun-if-changed={}", path.display());
        collect(&path, &mut files);
    }
    files.sort();
    // Each file's path (a file renamed or moved counts), then its bytes.
    let mut parts = Vec::new();
    for f in &files {
        parts.push(f.strip_prefix(root).unwrap_or(f).to_string_lossy().replace('\\', "/").into_bytes());
        parts.push(std::fs::read(f).unwrap_or_else(|e| panic!("{}: {e}", f.display())));
    }
    horyu_engine::offload::fingerprint(&parts.iter().map(Vec::as_slice).collect::<Vec<_>>())
}

/// Every file under `path` (or `path` itself).
fn collect(path: &Path, files: &mut Vec<std::path::PathBuf>) {
    match std::fs::read_dir(path) {
        Ok(entries) => {
            for e in entries.flatten() {
                collect(&e.path(), files);
            }
        }
        Err(_) if path.is_file() => files.push(path.to_path_buf()),
        Err(e) => panic!("{}: {e}", path.display()),
    }
}
