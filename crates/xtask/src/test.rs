//! `cargo xtask test`: every test stage in order, stopping at the first failure.

use std::process::Command;
use std::time::{Duration, Instant};

use crate::sh::{self, Result};
use crate::{bundle, setup};

struct Stage {
    name: &'static str,
    run: fn() -> Result,
}

const STAGES: &[Stage] = &[
    Stage {
        name: "setup",
        run: setup::run,
    },
    Stage {
        name: "format",
        run: format,
    },
    Stage {
        name: "clippy",
        run: clippy,
    },
    Stage {
        name: "native tests",
        run: native_tests,
    },
    Stage {
        name: "engine wasm32 build",
        run: engine_wasm_build,
    },
    Stage {
        name: "engine wasm tests (Node)",
        run: engine_wasm_tests,
    },
    Stage {
        name: "ruling corpus",
        run: rulings,
    },
    Stage {
        name: "release bundle (Trunk)",
        run: bundle::build_release,
    },
    Stage {
        name: "browser end-to-end (Playwright)",
        run: end_to_end,
    },
];

const SCREENSHOTS: &str = "tests/e2e/screenshots";

pub fn run() -> Result {
    let start = Instant::now();
    let mut done: Vec<(&str, Duration)> = Vec::new();
    for (i, stage) in STAGES.iter().enumerate() {
        println!("\n==> [{}/{}] {}", i + 1, STAGES.len(), stage.name);
        let t = Instant::now();
        let result = (stage.run)();
        let took = t.elapsed();
        done.push((stage.name, took));
        if let Err(e) = result {
            println!("<== {}: FAILED after {}", stage.name, sh::seconds(took));
            summary(&done);
            return Err(format!("test stage `{}` failed: {e}", stage.name));
        }
        println!("<== {}: ok in {}", stage.name, sh::seconds(took));
    }
    summary(&done);
    println!(
        "\nAll {} stages passed in {}.",
        STAGES.len(),
        sh::seconds(start.elapsed())
    );
    println!("Screenshots: {}", sh::root().join(SCREENSHOTS).display());
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
    sh::run(sh::cargo().args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ]))
}

/// `--workspace` overrides default-members, so this includes the app's native-safe
/// unit tests (crates/app/src/layout.rs); browser code is tested end to end.
fn native_tests() -> Result {
    sh::run(sh::cargo().args(["test", "--workspace"]))
}

fn engine_wasm_build() -> Result {
    sh::run(sh::cargo().args([
        "build",
        "-p",
        "horyu-engine",
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
    if !dev_deps
        .lines()
        .any(|l| l.starts_with("wasm-bindgen-test "))
    {
        println!(
            "skipped: horyu-engine has no wasm-bindgen-test dev-dependency yet, \
             so it has no wasm tests to run"
        );
        return Ok(());
    }
    sh::run(
        sh::cargo()
            .args(["test", "--target", setup::WASM_TARGET, "-p", "horyu-engine"])
            .env(
                "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
                "wasm-bindgen-test-runner",
            ),
    )
}

fn rulings() -> Result {
    sh::run(sh::cargo().args([
        "run",
        "--release",
        "-p",
        "horyu-cli",
        "--",
        "check",
        "tests/rulings",
    ]))
}

fn end_to_end() -> Result {
    // Start from an empty folder so every screenshot there is from this run.
    let dir = sh::root().join(SCREENSHOTS);
    if dir.exists() {
        std::fs::remove_dir_all(&dir)
            .map_err(|e| format!("cannot clear {}: {e}", dir.display()))?;
    }
    sh::run(Command::new("playwright").args([
        "test",
        "--config",
        "tests/e2e/playwright.config.mjs",
    ]))
}
