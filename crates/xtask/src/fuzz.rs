//! `cargo xtask fuzz [SECONDS]`: runs every fuzz target of crates/engine/fuzz for SECONDS each,
//! on top of the committed corpus (`corpus/<target>/`) and seeds from the golden links, the
//! rulings and the built-in cards; then merges what it found into the committed corpus,
//! minimized (libFuzzer's `-merge=1` adds only inputs that reach something new), and adds the
//! runs to the cumulative table of the fuzz README. Commit both, so runs on any machine build on
//! each other.
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
/// The committed corpus, one folder per target (replayed by `cargo test`: crates/engine/tests/
/// fuzz_corpus.rs).
const CORPUS: &str = "corpus";
/// The seeds, written afresh at each run (git-ignored).
const SEEDS: &str = "seeds";
/// What this run finds, before the merge (git-ignored; emptied at each run).
const FOUND: &str = "found";
/// The README whose table counts the runs each target has had in all.
const README: &str = "README.md";

/// An input running longer than this is reported as a hang (a crash) rather than stalling a run.
/// `hostile_sessions` is built to be slow (hundreds of cards, loops), but one of its actions
/// should never take seconds: a shorter limit catches a hang sooner.
fn timeout_seconds(target: &str) -> u64 {
    if target == "hostile_sessions" {
        10
    } else {
        30
    }
}

/// What one target's run reached.
struct Outcome {
    target: String,
    runs: u64,
    seconds: u64,
    coverage: Option<(u64, u64)>,
    /// The input that made it fail, as libFuzzer saved it.
    artifact: Option<String>,
    failed: bool,
    /// Inputs the merge added to the committed corpus, and how many it holds now.
    added: usize,
    inputs: usize,
}

impl Outcome {
    fn line(&self) -> String {
        let rate = self.runs / self.seconds.max(1);
        let cov = self.coverage.map_or_else(String::new, |(cov, ft)| format!(", cov {cov} ft {ft}"));
        let crashes = if self.failed { 1 } else { 0 };
        let mut line = format!(
            "fuzz: {}: {} runs in {} s ({rate}/s{cov}), {crashes} crashes, corpus {} inputs ({} new)",
            self.target, self.runs, self.seconds, self.inputs, self.added
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
    let seeds = dir.join(SEEDS);
    // Afresh, so a seed whose link or ruling is gone goes too.
    remove(&seeds)?;
    item("seed corpus", &format!("writing into {FUZZ_DIR}/{SEEDS}"));
    sh::run(
        sh::cargo()
            .args(["run", "--quiet", "-p", "horyu-engine", "--example", "fuzz_corpus", "--"])
            .arg(&seeds),
    )?;
    let targets = targets(&dir)?;
    // One build for every target first, so each target's seconds are spent fuzzing.
    sh::run(fuzz(&dir, "build").args(["-O", "-a", "--sanitizer", SANITIZER]))?;
    let mut outcomes = Vec::new();
    for target in &targets {
        let [corpus, found, seeds] = [CORPUS, FOUND, SEEDS].map(|d| dir.join(d).join(target));
        remove(&found)?;
        for d in [&corpus, &found, &seeds] {
            std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
        }
        let mut outcome = run_target(&dir, target, &[&found, &corpus, &seeds], seconds)?;
        // Even after a crash: what was found up to it is kept.
        let before = count(&corpus)?;
        merge(&dir, target, &corpus, &[&found, &seeds])?;
        outcome.added = count(&corpus)?.saturating_sub(before);
        outcome.inputs = count(&corpus)?;
        outcomes.push(outcome);
    }
    let readme = dir.join(README);
    let text = std::fs::read_to_string(&readme).map_err(|e| format!("{}: {e}", readme.display()))?;
    let runs: Vec<(&str, u64, usize)> =
        outcomes.iter().map(|o| (o.target.as_str(), o.runs, o.inputs)).collect();
    let text = add_runs(&text, &runs)?;
    std::fs::write(&readme, text).map_err(|e| format!("{}: {e}", readme.display()))?;
    println!();
    for o in &outcomes {
        println!("{}", o.line());
    }
    println!(
        "fuzz: the runs are added to {FUZZ_DIR}/{README} and the new inputs to {FUZZ_DIR}/{CORPUS}: \
         commit them (`git add {FUZZ_DIR}`)"
    );
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

fn remove(dir: &Path) -> Result {
    match std::fs::remove_dir_all(dir) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(format!("cannot clear {}: {e}", dir.display()))
        }
        _ => Ok(()),
    }
}

/// The inputs in a corpus folder.
fn count(dir: &Path) -> Result<usize> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(entries.filter_map(|e| e.ok()).filter(|e| e.path().is_file()).count())
}

/// libFuzzer's `-set_cover_merge=1`: a smallest set of the inputs of `from` that reach the
/// code the committed corpus does not is copied into it (named by their SHA-1); the rest are
/// left out. `-use_counters=0` counts an edge as reached or not, not how often: a third of the
/// inputs a merge by hit counts keeps (card_text: 510 inputs, 380 KB, instead of 1448, 1.3 MB),
/// and each run finds the counts again within seconds from a corpus that reaches every edge.
fn merge(dir: &Path, target: &str, corpus: &Path, from: &[&Path]) -> Result {
    let mut cmd = fuzz(dir, "run");
    cmd.args(["-O", "-a", "--sanitizer", SANITIZER, target]).arg(corpus).args(from);
    cmd.arg("--")
        .args(["-set_cover_merge=1", "-use_counters=0"])
        .arg(format!("-timeout={}", timeout_seconds(target)));
    sh::run(&mut cmd)
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
/// New inputs go to the first folder of `corpus`; the others are read.
fn run_target(dir: &Path, target: &str, corpus: &[&Path], seconds: u64) -> Result<Outcome> {
    let mut cmd = fuzz(dir, "run");
    cmd.args(["-O", "-a", "--sanitizer", SANITIZER, target])
        .args(corpus)
        .arg("--")
        .arg(format!("-max_total_time={seconds}"))
        .arg(format!("-timeout={}", timeout_seconds(target)))
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
        added: 0,
        inputs: 0,
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

/// The README's table of cumulative runs: between these lines, a row per target.
const RUNS_BEGIN: &str = "<!-- runs: cargo xtask fuzz adds to this table -->";
const RUNS_END: &str = "<!-- runs end -->";

/// Adds each target's runs to its row of the README's cumulative table (a new target gets a
/// row) and sets its corpus size; the rows stay in name order.
fn add_runs(readme: &str, runs: &[(&str, u64, usize)]) -> Result<String> {
    let missing = || format!("{FUZZ_DIR}/{README} has no table between `{RUNS_BEGIN}` and `{RUNS_END}`");
    let begin = readme.find(RUNS_BEGIN).ok_or_else(missing)? + RUNS_BEGIN.len();
    let end = begin + readme[begin..].find(RUNS_END).ok_or_else(missing)?;
    let mut rows: Vec<(String, u64, usize)> = Vec::new();
    for line in readme[begin..end].lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let bad = || format!("{FUZZ_DIR}/{README}: a row of the runs table does not read: `{line}`");
        let [name, total, inputs] = cells[..] else { return Err(bad()) };
        let number = |s: &str| s.replace(',', "").parse::<u64>().map_err(|_| bad());
        rows.push((name.trim_matches('`').to_string(), number(total)?, number(inputs)? as usize));
    }
    for &(target, n, inputs) in runs {
        match rows.iter_mut().find(|r| r.0 == target) {
            Some(row) => {
                row.1 += n;
                row.2 = inputs;
            }
            None => rows.push((target.to_string(), n, inputs)),
        }
    }
    rows.sort();
    let mut table =
        String::from("\n| Target | Runs in all | Inputs in the corpus |\n| --- | ---: | ---: |\n");
    for (name, total, inputs) in rows {
        table.push_str(&format!("| `{name}` | {} | {inputs} |\n", thousands(total)));
    }
    Ok(format!("{}{table}{}", &readme[..begin], &readme[end..]))
}

/// 1234567 as "1,234,567".
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
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
            added: 2,
            inputs: 40,
        }
    }

    #[test]
    fn runs_add_up_in_the_readme_table() {
        let readme = format!(
            "# Fuzz\n\n{RUNS_BEGIN}\n| Target | Runs in all | Inputs in the corpus |\n| --- | ---: | ---: |\n\
             | `decode` | 1,000 | 5 |\n| `session_actions` | 10 | 3 |\n{RUNS_END}\n\nMore.\n"
        );
        let out = add_runs(&readme, &[("decode", 1_234_567, 9), ("card_text", 40, 2)]).unwrap();
        assert_eq!(
            out,
            format!(
                "# Fuzz\n\n{RUNS_BEGIN}\n| Target | Runs in all | Inputs in the corpus |\n| --- | ---: | ---: |\n\
                 | `card_text` | 40 | 2 |\n| `decode` | 1,235,567 | 9 |\n| `session_actions` | 10 | 3 |\n\
                 {RUNS_END}\n\nMore.\n"
            )
        );
        assert!(add_runs("no table", &[]).unwrap_err().contains(RUNS_BEGIN));
        let bad = format!("{RUNS_BEGIN}\n| `decode` | many | 1 |\n{RUNS_END}");
        assert!(add_runs(&bad, &[]).unwrap_err().contains("`| `decode` | many | 1 |`"));
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
        assert_eq!(
            o.line(),
            "fuzz: decode: 1228001 runs in 61 s (20131/s, cov 1234 ft 5678), 0 crashes, corpus 40 inputs (2 new)"
        );
    }

    #[test]
    fn a_crash_names_its_input() {
        let mut o = outcome();
        let line =
            "artifact_prefix='/x/artifacts/decode/'; Test unit written to /x/artifacts/decode/crash-ab12";
        read_line(line, &mut o, &mut None);
        o.failed = true;
        assert!(o.line().ends_with("(2 new): /x/artifacts/decode/crash-ab12"), "{}", o.line());
    }
}
