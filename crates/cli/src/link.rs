//! `horyu link encode FILE` and `horyu link decode LINK` (docs/links.md), and the link length
//! benchmark figures.

use horyu_engine::codec::{self, Snapshot};
use horyu_engine::scenario::Scenario;
use std::path::Path;
use std::process::ExitCode;

/// A snapshot from a file: a scenario (`.toml`: its board and every action its steps apply) or
/// JSON (what `horyu link decode` prints, `{"history": …, "perspective": …}`, or a bare History).
pub fn load_snapshot(path: &Path) -> Result<Snapshot, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let is_json = path.extension().is_some_and(|x| x == "json")
        || text.trim_start_matches('\u{feff}').trim_start().starts_with('{');
    if is_json {
        return horyu_json::from_json(&text).map_err(|e| format!("{}: {e}", path.display()));
    }
    let sc = Scenario::parse(&text)
        .map_err(|e| format!("{}:{}:{}: {}", path.display(), e.line, e.column, e.message))?;
    let report = sc.run();
    if let Some(e) = report.setup_error {
        return Err(format!("{}: the board is not valid: {e}", path.display()));
    }
    Ok(Snapshot::new(report.history(&sc.setup), None))
}

/// `horyu link encode FILE`: prints the link of a scenario's board and actions, or of a JSON
/// snapshot or history. Exit status 2 if the file can't be read or its history does not replay.
pub fn link_encode(path: &Path) -> ExitCode {
    let snapshot = match load_snapshot(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}", crate::shown(&e));
            return ExitCode::from(2);
        }
    };
    let link = codec::encode(&snapshot);
    // What is printed must open: check it as a user's browser would.
    if let Err(e) = codec::decode(&link) {
        eprintln!("error: {}", crate::shown(&format!("{}: {e}", path.display())));
        return ExitCode::from(2);
    }
    println!("{link}");
    ExitCode::SUCCESS
}

/// `horyu link decode LINK`: prints the snapshot as JSON. LINK may be the bare link, a
/// `#link=…` fragment or a whole URL. Exit status 2 with the reason if it does not open.
pub fn link_decode(link: &str, scenario: bool) -> ExitCode {
    match codec::decode(link) {
        Ok(s) => {
            use std::io::Write as _;
            let text = if scenario {
                horyu_engine::scenario::export(&s.history, "A board shared from Horyu")
            } else {
                horyu_json::to_json(&s)
            };
            // A closed pipe (`| head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout().lock(), "{}", text.trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {}", crate::shown(&e.to_string()));
            ExitCode::from(2)
        }
    }
}

/// The link benchmark's figures, one `name: value unit` line each (for `cargo xtask bench`):
/// `link.midgame.length: N chars` and `link.midgame.ratio: X` (the link's bits over the
/// estimated minimum, `codec::information_bits`).
pub fn link_bench() -> ExitCode {
    let (snapshot, _) = codec::midgame_example(1);
    let link = codec::encode(&snapshot);
    let bits = codec::information_bits(&snapshot);
    println!("link.midgame.length: {} chars", link.len());
    println!("link.midgame.ratio: {:.2}", (link.len() * 6) as f64 / bits);
    ExitCode::SUCCESS
}
