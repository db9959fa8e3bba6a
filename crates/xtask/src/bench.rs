//! `cargo xtask bench`: headline figures, one `name: value unit` line each.
//!
//! Separate from the tests. To add a figure, write a function that returns
//! `Vec<Figure>` and list it in `BENCHES`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::sh::{self, Result};
use crate::{bundle, setup};

pub struct Figure {
    pub name: String,
    pub value: f64,
    pub unit: &'static str,
}

impl Figure {
    fn bytes(name: impl Into<String>, value: u64) -> Self {
        Figure { name: name.into(), value: value as f64, unit: "bytes" }
    }

    pub fn new(name: impl Into<String>, value: f64, unit: &'static str) -> Self {
        Figure { name: name.into(), value, unit }
    }
}

/// A benchmark: measures something in the repository and returns its figures.
type Bench = fn(&Path) -> Result<Vec<Figure>>;

/// The engine's timings first: right after the browser's, Chromium's processes still wind down
/// for a moment, and one native selfplay measured there ran at 60% of its speed.
const BENCHES: &[Bench] = &[crate::bench_engine::figures, bundle_sizes, browser_timings];

pub fn run() -> Result {
    setup::run()?;
    bundle::build_release()?;
    let root = sh::root();
    let mut figures = Vec::new();
    for bench in BENCHES {
        figures.extend(bench(&root)?);
    }
    println!();
    for f in &figures {
        // Whole numbers print as such; others with two decimals.
        if f.value.fract() == 0.0 {
            println!("{}: {} {}", f.name, f.value, f.unit);
        } else {
            println!("{}: {:.2} {}", f.name, f.value, f.unit);
        }
    }
    Ok(())
}

/// Bytes of the release bundle in dist/ by kind (`bin`: the gallery and the rules' words, in
/// binary since link format v5), raw and `gzip -9`.
fn bundle_sizes(root: &Path) -> Result<Vec<Figure>> {
    let files = files_under(&root.join("dist"))?;
    let mut figures = Vec::new();
    let (mut total_raw, mut total_gzip) = (0, 0);
    for kind in ["wasm", "js", "css", "bin"] {
        let (mut raw, mut gzip) = (0, 0);
        for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == kind)) {
            raw += std::fs::metadata(file).map_err(|e| format!("{}: {e}", file.display()))?.len();
            gzip += gzip_size(file)?;
        }
        if raw == 0 {
            return Err(format!("dist/ has no .{kind} file: did the build fail?"));
        }
        figures.push(Figure::bytes(format!("bundle.{kind}.raw"), raw));
        figures.push(Figure::bytes(format!("bundle.{kind}.gzip"), gzip));
        total_raw += raw;
        total_gzip += gzip;
    }
    figures.push(Figure::bytes("bundle.total.raw", total_raw));
    figures.push(Figure::bytes("bundle.total.gzip", total_gzip));
    // Issue #15: every file in dist/ (index.html and what loads on demand too).
    let mut everything = 0;
    for file in &files {
        everything += gzip_size(file)?;
    }
    figures.push(Figure::bytes("bundle.everything.gzip", everything));
    // Issue #39: the card pool, fetched by the card finder or a link naming pool cards.
    let pool = root.join("dist/pool.bin");
    figures.push(Figure::bytes(
        "pool.bin.raw",
        std::fs::metadata(&pool).map_err(|e| format!("{}: {e}", pool.display()))?.len(),
    ));
    figures.push(Figure::bytes("pool.bin.gzip", gzip_size(&pool)?));
    Ok(figures)
}

/// Timings of the playground in headless Chromium (tests/e2e/bench.mjs): time to the first
/// rendered board (goal < 500 ms) and one action applied and re-rendered on a board of 80
/// cards (goal: p95 < 16 ms).
fn browser_timings(root: &Path) -> Result<Vec<Figure>> {
    let out = Command::new("node")
        .arg(root.join("tests/e2e/bench.mjs"))
        .current_dir(root)
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run node tests/e2e/bench.mjs: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        return Err(format!("tests/e2e/bench.mjs failed ({}):\n{text}", out.status));
    }
    let mut figures = Vec::new();
    for line in text.lines() {
        // `name: value unit`
        let Some((name, rest)) = line.split_once(": ") else { continue };
        let mut parts = rest.split_whitespace();
        let (Some(value), Some(unit)) = (parts.next(), parts.next()) else { continue };
        let Ok(value) = value.parse::<f64>() else { continue };
        let unit = match unit {
            "ms" => "ms",
            "bytes" => "bytes",
            _ => continue,
        };
        figures.push(Figure::new(name, value, unit));
    }
    if figures.is_empty() {
        return Err(format!("tests/e2e/bench.mjs printed no figures:\n{text}"));
    }
    Ok(figures)
}

/// The size of `gzip -9` output (`-n`: no name or time stamp, so it is repeatable).
fn gzip_size(file: &Path) -> Result<u64> {
    let out = Command::new("gzip")
        .args(["-9", "-n", "-c"])
        .arg(file)
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run gzip: {e}"))?;
    if !out.status.success() {
        return Err(format!("gzip {} failed ({})", file.display(), out.status));
    }
    Ok(out.stdout.len() as u64)
}

fn files_under(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.is_dir() {
            files.extend(files_under(&path)?);
        } else {
            files.push(path);
        }
    }
    Ok(files)
}
