//! `cargo xtask fuzz [SECONDS]`: runs every fuzz target of crates/engine/fuzz for SECONDS each,
//! seeded from the golden links, the rulings and the built-in cards.
//!
//! cargo-fuzz wants nightly `-Z` flags; only stable is assumed here, so its runs get
//! `RUSTC_BOOTSTRAP=1` (stable rustc then accepts them). cargo-fuzz is installed on first use,
//! not by `cargo xtask setup`: CI's `cargo xtask test` must not pay for it. One summary line per
//! target at the end; fails if any target crashed, naming the input that did it.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use crate::sh::{self, Result};

pub const DEFAULT_SECONDS: u64 = 60;
/// The fuzz crate, relative to the repository root (its own workspace, excluded from the root).
const FUZZ_DIR: &str = "crates/engine/fuzz";
/// No sanitizer: the engine and the card crate hold no `unsafe` code, so AddressSanitizer finds
/// nothing a plain build would not, at about half the speed. Panics (and overflow, with `-a`)
/// are what the targets look for.
const SANITIZER: &str = "none";
/// An input running longer than this is reported as a hang (a crash) rather than stalling a run.
const TIMEOUT_SECONDS: u64 = 30;

/// What one target's run reached.
struct Outcome {
    target: String,
    runs: u64,
    seconds: u64,
    coverage: Option<(u64, u64)>,
    /// The input that made it fail, as libFuzzer saved it.
    artifact: Option<String>,
    failed: bool,
}

impl Outcome {
    fn line(&self) -> String {
        let rate = self.runs / self.seconds.max(1);
        let cov = self.coverage.map_or_else(String::new, |(cov, ft)| format!(", cov {cov} ft {ft}"));
        let crashes = if self.failed { 1 } else { 0 };
        let mut line = format!(
            "fuzz: {}: {} runs in {} s ({rate}/s{cov}), {crashes} crashes",
            self.target, self.runs, self.seconds
        );
        if self.failed {
            let input = self.artifact.as_deref().unwrap_or("no input saved; see the output above");
            line.push_str(&format!(": {input}"));
        }
        line
    }
}

fn item(what: &str, state: &str) {
    println!("fuzz: {what}: {state}");
}

/// The SECONDS argument: a whole number of seconds, at least 1.
pub fn parse_seconds(arg: Option<&str>) -> Result<u64> {
    match arg {
        None => Ok(DEFAULT_SECONDS),
        Some(text) => match text.parse::<u64>() {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(format!("fuzz: SECONDS must be a whole number of seconds above 0, not `{text}`")),
        },
    }
}

pub fn run(seconds: u64) -> Result {
    let root = sh::root();
    let dir = root.join(FUZZ_DIR);
    cargo_fuzz()?;
    let corpus = dir.join("corpus");
    item("seed corpus", &format!("writing into {FUZZ_DIR}/corpus"));
    sh::run(
        sh::cargo()
            .args(["run", "--quiet", "-p", "horyu-engine", "--example", "fuzz_corpus", "--"])
            .arg(&corpus),
    )?;
    let targets = targets(&dir)?;
    // One build for every target first, so each target's seconds are spent fuzzing.
    sh::run(fuzz(&dir, "build").args(["-O", "-a", "--sanitizer", SANITIZER]))?;
    let mut outcomes = Vec::new();
    for target in &targets {
        let dest = corpus.join(target);
        std::fs::create_dir_all(&dest).map_err(|e| format!("{}: {e}", dest.display()))?;
        outcomes.push(run_target(&dir, target, &dest, seconds)?);
    }
    println!();
    for o in &outcomes {
        println!("{}", o.line());
    }
    let failed: Vec<&str> = outcomes.iter().filter(|o| o.failed).map(|o| o.target.as_str()).collect();
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} crashed; replay an input with `RUSTC_BOOTSTRAP=1 cargo fuzz run -O -a --sanitizer {SANITIZER} \
             <target> <input>` in {FUZZ_DIR}, and keep it as a regression test (see {FUZZ_DIR}/README.md)",
            failed.join(", ")
        ))
    }
}

/// Installs cargo-fuzz with `cargo install` unless `cargo fuzz` already runs.
fn cargo_fuzz() -> Result {
    if let Some(version) = sh::output(sh::cargo().args(["fuzz", "--version"])) {
        item("cargo-fuzz", &format!("present ({})", version.trim()));
        return Ok(());
    }
    item("cargo-fuzz", "installing with cargo install (about 3 minutes on 2 cores)");
    sh::run(sh::cargo().args(["install", "cargo-fuzz", "--locked"]))
}

/// `cargo fuzz <sub>` in the fuzz crate, on stable.
fn fuzz(dir: &Path, sub: &str) -> Command {
    let mut cmd = sh::cargo();
    cmd.args(["fuzz", sub]).current_dir(dir).env("RUSTC_BOOTSTRAP", "1");
    cmd
}

/// The fuzz targets, as `cargo fuzz list` names them.
fn targets(dir: &Path) -> Result<Vec<String>> {
    let out = sh::output(&mut fuzz(dir, "list")).ok_or("`cargo fuzz list` failed")?;
    let targets: Vec<String> =
        out.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect();
    if targets.is_empty() {
        return Err(format!("{FUZZ_DIR} has no fuzz target"));
    }
    Ok(targets)
}

/// Runs one target for `seconds`, echoing libFuzzer's output and reading its figures from it.
fn run_target(dir: &Path, target: &str, corpus: &Path, seconds: u64) -> Result<Outcome> {
    let mut cmd = fuzz(dir, "run");
    cmd.args(["-O", "-a", "--sanitizer", SANITIZER, target])
        .arg(corpus)
        .arg("--")
        .arg(format!("-max_total_time={seconds}"))
        .arg(format!("-timeout={TIMEOUT_SECONDS}"))
        .arg("-print_final_stats=1")
        .stderr(Stdio::piped());
    println!("$ {}", sh::display(&cmd));
    let start = Instant::now();
    let mut child = cmd.spawn().map_err(|e| format!("cannot start `cargo fuzz run {target}`: {e}"))?;
    let mut outcome = Outcome {
        target: target.to_string(),
        runs: 0,
        seconds: 0,
        coverage: None,
        artifact: None,
        failed: false,
    };
    let mut done_seconds = None;
    let stderr = child.stderr.take().expect("stderr is piped");
    for line in BufReader::new(stderr).lines() {
        let line = line.map_err(|e| format!("reading the output of {target}: {e}"))?;
        eprintln!("{line}");
        read_line(&line, &mut outcome, &mut done_seconds);
    }
    let status = child.wait().map_err(|e| format!("waiting for {target}: {e}"))?;
    outcome.seconds = done_seconds.unwrap_or_else(|| start.elapsed().as_secs());
    outcome.failed = !status.success();
    if let Some(a) = &outcome.artifact {
        // libFuzzer names it relative to the fuzz crate.
        let path = PathBuf::from(a);
        if path.is_relative() {
            outcome.artifact = Some(format!("{FUZZ_DIR}/{}", a.trim_start_matches("./")));
        }
    }
    Ok(outcome)
}

/// Takes the figures from one line of libFuzzer's output.
fn read_line(line: &str, o: &mut Outcome, done_seconds: &mut Option<u64>) {
    let number = |s: &str| s.trim().parse::<u64>().ok();
    if let Some(rest) = line.strip_prefix("stat::number_of_executed_units:") {
        o.runs = number(rest).unwrap_or(o.runs);
    } else if let Some(rest) = line.strip_prefix("Done ") {
        // `Done 1228000 runs in 61 second(s)`
        let words: Vec<&str> = rest.split_whitespace().collect();
        if let [runs, "runs", "in", secs, ..] = words[..] {
            o.runs = number(runs).unwrap_or(o.runs);
            *done_seconds = number(secs);
        }
    } else if let Some(at) = line.find("Test unit written to ") {
        o.artifact = Some(line[at + "Test unit written to ".len()..].trim().to_string());
    } else if line.starts_with('#') {
        // `#123456  pulse  cov: 1234 ft: 5678 corp: …`
        let words: Vec<&str> = line.split_whitespace().collect();
        let after = |key: &str| {
            words.iter().position(|w| *w == key).and_then(|i| words.get(i + 1)).and_then(|w| number(w))
        };
        if let (Some(cov), Some(ft)) = (after("cov:"), after("ft:")) {
            o.coverage = Some((cov, ft));
        }
        if let Some(runs) = words.first().and_then(|w| number(&w[1..])) {
            o.runs = o.runs.max(runs);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome() -> Outcome {
        Outcome {
            target: "decode".into(),
            runs: 0,
            seconds: 0,
            coverage: None,
            artifact: None,
            failed: false,
        }
    }

    #[test]
    fn seconds_are_a_positive_whole_number() {
        assert_eq!(parse_seconds(None), Ok(DEFAULT_SECONDS));
        assert_eq!(parse_seconds(Some("600")), Ok(600));
        assert!(parse_seconds(Some("0")).is_err());
        assert!(parse_seconds(Some("1.5")).unwrap_err().contains("`1.5`"));
        assert!(parse_seconds(Some("-3")).is_err());
    }

    #[test]
    fn libfuzzer_output_gives_the_figures() {
        let mut o = outcome();
        let mut done = None;
        for line in [
            "#2\tINITED cov: 10 ft: 11 corp: 1/1b exec/s: 0 rss: 30Mb",
            "#1048576\tpulse  cov: 1234 ft: 5678 corp: 90/2Kb lim: 4096 exec/s: 20000 rss: 60Mb",
            "Done 1228000 runs in 61 second(s)",
            "stat::number_of_executed_units: 1228001",
        ] {
            read_line(line, &mut o, &mut done);
        }
        assert_eq!((o.runs, done, o.coverage), (1_228_001, Some(61), Some((1234, 5678))));
        o.seconds = 61;
        assert_eq!(o.line(), "fuzz: decode: 1228001 runs in 61 s (20131/s, cov 1234 ft 5678), 0 crashes");
    }

    #[test]
    fn a_crash_names_its_input() {
        let mut o = outcome();
        let line =
            "artifact_prefix='/x/artifacts/decode/'; Test unit written to /x/artifacts/decode/crash-ab12";
        read_line(line, &mut o, &mut None);
        o.failed = true;
        assert!(o.line().ends_with("1 crashes: /x/artifacts/decode/crash-ab12"), "{}", o.line());
    }
}
