//! `cargo xtask test`: every test stage in order, stopping at the first failure.

use std::process::Command;
use std::time::{Duration, Instant};

use crate::sh::{self, Result};
use crate::{bundle, official, setup};

/// A test stage: its name, and what it runs.
type Stage = (&'static str, fn() -> Result);

const STAGES: &[Stage] = &[
    ("setup", setup::run),
    ("format", format),
    ("clippy", clippy),
    ("native tests", native_tests),
    ("engine wasm32 build", engine_wasm_build),
    ("engine wasm tests (Node)", engine_wasm_tests),
    ("ruling corpus", rulings),
    ("release bundle (Trunk)", bundle::build_release),
    ("worker module (Node)", worker_module),
    (END_TO_END, end_to_end),
];

const END_TO_END: &str = "browser end-to-end (Playwright)";

const SCREENSHOTS: &str = "tests/e2e/screenshots";

pub fn run() -> Result {
    let start = Instant::now();
    let mut done: Vec<(&str, Duration)> = Vec::new();
    for (i, &(name, run)) in STAGES.iter().enumerate() {
        println!("\n==> [{}/{}] {name}", i + 1, STAGES.len());
        let t = Instant::now();
        let result = run();
        let took = t.elapsed();
        done.push((name, took));
        if let Err(e) = result {
            println!("<== {name}: FAILED after {}", sh::seconds(took));
            summary(&done);
            let screenshots = sh::root().join(SCREENSHOTS);
            if name == END_TO_END && screenshots.is_dir() {
                println!("Screenshots: {}", screenshots.display());
            }
            println!("stages: {} passed, 1 failed", done.len() - 1);
            return Err(format!("test stage `{name}` failed: {e}"));
        }
        println!("<== {name}: ok in {}", sh::seconds(took));
    }
    summary(&done);
    println!("\nAll {} stages passed in {}.", STAGES.len(), sh::seconds(start.elapsed()));
    println!("Screenshots: {}", sh::root().join(SCREENSHOTS).display());
    // A plain closing line that any CI log reader understands.
    println!("stages: {} passed, 0 failed", STAGES.len());
    Ok(())
}

fn summary(done: &[(&str, Duration)]) {
    println!("\nstage timings:");
    for (name, took) in done {
        println!("  {name:<34} {:>10}", sh::seconds(*took));
    }
}

fn format() -> Result {
    sh::run(sh::cargo().args(["fmt", "--all", "--", "--check"]))
}

fn clippy() -> Result {
    sh::run(sh::cargo().args(["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"]))?;
    // The page's first-load module as it is built: without the whole vocabulary (no test
    // targets, whose dev-dependencies bring it in).
    sh::run(sh::cargo().args(["clippy", "-p", "horyu-app", "--lib", "--bins", "--", "-D", "warnings"]))
}

/// `--workspace` overrides default-members, so this includes the app's native-safe
/// unit tests (crates/app/src/layout.rs); browser code is tested end to end.
fn native_tests() -> Result {
    sh::run(sh::cargo().args(["test", "--workspace"]))?;
    // The engine as the playground's first load has it: no card text (its own unit tests).
    sh::run(sh::cargo().args(["test", "-p", "horyu-engine", "--no-default-features", "--lib"]))
}

/// The engine and the crates beside it (cards, JSON) build for the browser on their own, and
/// so does the engine without card text, as the page's first load has it.
fn engine_wasm_build() -> Result {
    sh::run(sh::cargo().args([
        "build",
        "-p",
        "horyu-cards",
        "-p",
        "horyu-engine",
        "-p",
        "horyu-json",
        "--target",
        setup::WASM_TARGET,
    ]))?;
    sh::run(sh::cargo().args([
        "build",
        "-p",
        "horyu-engine",
        "--no-default-features",
        "--target",
        setup::WASM_TARGET,
    ]))
}

/// Runs the engine's `#[wasm_bindgen_test]` tests in Node.
///
/// The runner only runs `#[wasm_bindgen_test]` functions, so without a
/// wasm-bindgen-test dev-dependency there is nothing to run: the stage says so
/// and passes. (Building the tests for wasm32 also builds every dev-dependency for
/// wasm32; keep native-only ones such as proptest under
/// `[target.'cfg(not(target_arch = "wasm32"))'.dev-dependencies]`.)
fn engine_wasm_tests() -> Result {
    let dev_deps = sh::output(sh::cargo().args([
        "tree",
        "-p",
        "horyu-engine",
        "--target",
        setup::WASM_TARGET,
        "--edges",
        "dev",
        "--depth",
        "1",
        "--prefix",
        "none",
    ]))
    .ok_or("`cargo tree -p horyu-engine` failed")?;
    if !dev_deps.lines().any(|l| l.starts_with("wasm-bindgen-test ")) {
        println!(
            "skipped: horyu-engine has no wasm-bindgen-test dev-dependency yet, \
             so it has no wasm tests to run"
        );
        return Ok(());
    }
    sh::run(
        sh::cargo()
            .args(["test", "--target", setup::WASM_TARGET, "-p", "horyu-engine"])
            .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER", "wasm-bindgen-test-runner"),
    )
}

fn rulings() -> Result {
    // `check` recurses, so this also plays the official corpus in tests/rulings/official/.
    sh::run(sh::cargo().args(["run", "--release", "-p", "horyu-cli", "--", "check", "tests/rulings"]))?;
    official::run()
}

/// The worker module as built into dist/ answers every kind of errand as the native code does
/// (crates/worker/tests/built_module.rs): its build (opt-level 3, fat LTO, std from source)
/// can break what every native test passes, and this says which request in seconds.
fn worker_module() -> Result {
    sh::run(sh::cargo().args(["test", "-p", "horyu-worker", "--test", "built_module", "--", "--ignored"]))
}

fn end_to_end() -> Result {
    // Start from an empty folder so every screenshot there is from this run.
    let dir = sh::root().join(SCREENSHOTS);
    if dir.exists() {
        std::fs::remove_dir_all(&dir).map_err(|e| format!("cannot clear {}: {e}", dir.display()))?;
    }
    sh::run(Command::new("playwright").args(["test", "--config", "tests/e2e/playwright.config.mjs"]))
}
