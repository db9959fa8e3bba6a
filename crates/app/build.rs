//! Embeds every ruling of tests/rulings/*.toml into the app (the rulings gallery).
//! Generates `$OUT_DIR/rulings.rs`: `pub static RULINGS: &[(&str, &str)] = &[(file name, text)]`.

use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/rulings");
    let dir = dir.canonicalize().expect("tests/rulings exists");
    // Re-run when a file is added, removed or edited.
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/rulings is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    let mut out = String::from("pub static RULINGS: &[(&str, &str)] = &[\n");
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let name = f.file_stem().unwrap().to_string_lossy();
        out.push_str(&format!("    ({name:?}, include_str!({:?})),\n", f.display().to_string()));
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("rulings.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
