//! The engine's figures: selfplay throughput, the order explorer and going back in a
//! 10,000-action session (undo, going to its middle), natively (`horyu bench`,
//! one core) and in wasm (the same workloads in Node, crates/engine/tests/wasm_bench.rs),
//! and their ratio.

use std::path::Path;
use std::process::Command;

use crate::bench::Figure;
use crate::sh::{self, Result};

pub fn figures(_root: &Path) -> Result<Vec<Figure>> {
    let native = horyu(&["bench"])?;
    let wasm = run_lines(
        sh::cargo()
            .args([
                "test",
                "--release",
                "--target",
                crate::setup::WASM_TARGET,
                "-p",
                "horyu-engine",
                "--test",
                "wasm_bench",
                "--",
                "--nocapture",
            ])
            .env("HORYU_WASM_BENCH", "1")
            .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER", "wasm-bindgen-test-runner"),
    )?;
    let links = horyu(&["link", "bench"])?;
    let mut out = Vec::new();
    let mut get = |lines: &[(String, f64, String)], name: &str| -> Result<f64> {
        let (_, v, unit) = lines
            .iter()
            .find(|(n, _, _)| n == name)
            .ok_or_else(|| format!("the benchmark printed no `{name}` line"))?;
        let unit = match unit.as_str() {
            "ms" => "ms",
            "games/s" => "games/s",
            "chars" => "chars",
            _ => "x",
        };
        out.push(Figure::new(name, *v, unit));
        Ok(*v)
    };
    get(&links, "link.midgame.length")?;
    get(&links, "link.midgame.ratio")?;
    let sn = get(&native, "selfplay.native")?;
    let sw = get(&wasm, "selfplay.wasm")?;
    let en = get(&native, "explore6.native")?;
    let ew = get(&wasm, "explore6.wasm")?;
    get(&native, "explore8.native")?;
    get(&native, "session.undo.native")?;
    get(&native, "session.goto_middle.native")?;
    get(&wasm, "explore8.wasm")?;
    // A loop no player can stop whose position grows, beside 50 creatures (issue #41).
    get(&native, "loop.growing50.native")?;
    get(&wasm, "loop.growing50.wasm")?;
    // Listing the legal attacks of 100 creatures against 100, ten of them luring attacks.
    get(&native, "attacks.crowded100.native")?;
    get(&wasm, "attacks.crowded100.wasm")?;
    out.push(Figure::new("selfplay.native_over_wasm", (sn / sw * 100.0).round() / 100.0, "x"));
    out.push(Figure::new("explore6.wasm_over_native", (ew / en * 100.0).round() / 100.0, "x"));
    Ok(out)
}

/// Runs the `horyu` CLI built for speed (the `native` profile) and collects its figures.
fn horyu(args: &[&str]) -> Result<Vec<(String, f64, String)>> {
    run_lines(sh::cargo().args(["run", "--quiet", "--profile", "native", "-p", "horyu-cli", "--"]).args(args))
}

/// Runs a command and collects its `name: value unit` lines.
fn run_lines(cmd: &mut Command) -> Result<Vec<(String, f64, String)>> {
    let line = sh::display(cmd);
    println!("$ {line}");
    let out = cmd.output().map_err(|e| format!("cannot start `{line}`: {e}"))?;
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    if !out.status.success() {
        return Err(format!("`{line}` failed:\n{text}"));
    }
    Ok(text
        .lines()
        .filter_map(|l| {
            let (name, rest) = l.trim().split_once(": ")?;
            let mut parts = rest.split_whitespace();
            let v: f64 = parts.next()?.parse().ok()?;
            Some((name.to_string(), v, parts.next().unwrap_or_default().to_string()))
        })
        .collect())
}
