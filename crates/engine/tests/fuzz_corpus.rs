#![cfg(not(target_arch = "wasm32"))]
//! Replays the committed fuzz corpus (crates/engine/fuzz/corpus/<target>/) through the same
//! checks the fuzz targets run (crates/engine/fuzz/checks/, included here by path), as a plain
//! test: no cargo-fuzz, no nightly flags, so `cargo test` (and CI) re-checks every input the
//! fuzzer kept, on every change. `cargo xtask fuzz` adds to the corpus; see the fuzz README.

#[path = "../fuzz/checks/mod.rs"]
mod checks;

use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus")
}

fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.is_file())
        .collect();
    out.sort();
    out
}

/// Every input of one target, checked, on as many threads as there are cores (a session input
/// takes tens of milliseconds even optimized; hostile_sessions' are the slowest); the inputs
/// that fail are named.
fn replay(target: &str) {
    let check = checks::TARGETS.iter().find(|(name, _)| *name == target).expect("a target").1;
    let files = inputs(&corpus().join(target));
    assert!(!files.is_empty(), "the committed corpus of {target} is empty");
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let failed: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|i| {
                let files = &files;
                scope.spawn(move || {
                    let mut failed = Vec::new();
                    for f in files.iter().skip(i).step_by(threads) {
                        let data = std::fs::read(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
                        if std::panic::catch_unwind(|| check(&data)).is_err() {
                            failed.push(f.display().to_string());
                        }
                    }
                    failed
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a replay thread")).collect()
    });
    assert!(
        failed.is_empty(),
        "{target}: corpus inputs fail their check (see the panics above): {failed:#?}"
    );
}

#[test]
fn every_corpus_folder_is_a_target() {
    for dir in std::fs::read_dir(corpus()).expect("the committed corpus").map(|e| e.unwrap().path()) {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            dir.is_dir() && checks::TARGETS.iter().any(|(t, _)| *t == name),
            "{} is not the corpus of a fuzz target ({:?})",
            dir.display(),
            checks::TARGETS.iter().map(|(t, _)| t).collect::<Vec<_>>()
        );
    }
}

#[test]
fn decode() {
    replay("decode");
}

#[test]
fn decode_body() {
    replay("decode_body");
}

#[test]
fn card_text() {
    replay("card_text");
}

#[test]
fn session_actions() {
    replay("session_actions");
}

#[test]
fn hostile_sessions() {
    replay("hostile_sessions");
}
