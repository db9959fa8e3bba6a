//! Writes the seed corpus of the fuzz targets (crates/engine/fuzz) from the golden links
//! (`tests/links/*.json`), the rulings (`tests/rulings/*.toml`) and the built-in cards.
//! `cargo xtask fuzz` runs it; by hand:
//!
//! ```sh
//! cargo run -p horyu-engine --example fuzz_corpus -- crates/engine/fuzz/corpus
//! ```
//!
//! Each target gets a folder of its name: `decode` (link texts), `decode_body` (the bodies
//! inside them), `card_text` (one card's text per file), `session_actions` (choice bytes,
//! one file per starting session of the target, in its order: the starter decks, the golden
//! links, then the rulings, each in file-name order) and `hostile_sessions` (choice bytes).

use horyu_engine::card::text::card_toml;
use horyu_engine::codec::{self, layout, Snapshot};
use horyu_engine::scenario::Scenario;
use horyu_engine::session::Session;
use horyu_engine::{CardDb, CardDef};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

type Result<T = ()> = std::result::Result<T, String>;

fn main() -> ExitCode {
    let Some(out) = std::env::args_os().nth(1) else {
        eprintln!("usage: fuzz_corpus <corpus folder>");
        return ExitCode::from(2);
    };
    match write_all(Path::new(&out)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fuzz_corpus: {e}");
            ExitCode::FAILURE
        }
    }
}

fn files(dir: &Path, ext: &str) -> Result<Vec<PathBuf>> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut out: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    out.sort();
    Ok(out)
}

fn read(path: &Path) -> Result<String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn stem(path: &Path) -> String {
    path.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned())
}

/// The folder `out/target`. Seeds are written as `seed-<name>` over the old ones; the inputs the
/// fuzzer found and kept in the same folder stay, so each run goes on from the last.
fn folder(out: &Path, target: &str) -> Result<PathBuf> {
    let dir = out.join(target);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

fn put(dir: &Path, name: &str, bytes: &[u8]) -> Result {
    let path = dir.join(format!("seed-{name}"));
    std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

fn write_all(out: &Path) -> Result {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    // Sessions, named: the golden links, then the rulings' boards.
    let mut sessions: Vec<(String, Session)> = Vec::new();
    for f in files(&root.join("tests/links"), "json")? {
        let json: serde_json::Value =
            serde_json::from_str(&read(&f)?).map_err(|e| format!("{}: {e}", f.display()))?;
        let link = json["link"].as_str().ok_or_else(|| format!("{} has no \"link\"", f.display()))?;
        let session = codec::open(link).map_err(|e| format!("{}: {e}", f.display()))?.session;
        sessions.push((format!("link-{}", stem(&f)), session));
    }
    let mut custom: Vec<CardDef> = Vec::new();
    for f in files(&root.join("tests/rulings"), "toml")? {
        // As the session_actions target does: a ruling that does not open is skipped.
        let Ok(sc) = Scenario::parse(&read(&f)?) else { continue };
        custom.extend(sc.setup.custom_cards.iter().cloned());
        if let Ok(session) = Session::new(sc.setup) {
            sessions.push((format!("ruling-{}", stem(&f)), session));
        }
    }

    let (decode, body) = (folder(out, "decode")?, folder(out, "decode_body")?);
    for (name, s) in &sessions {
        let snapshot = Snapshot::new(s.history().clone(), None);
        put(&decode, name, codec::encode(&snapshot).as_bytes())?;
        put(&body, name, &layout::write(&snapshot))?;
    }

    // Every built-in card as a custom card (ids from 100000), and the rulings' custom cards.
    let cards = folder(out, "card_text")?;
    for card in CardDb::builtin().iter() {
        let mut card = card.clone();
        card.id.0 += 100_000;
        put(&cards, &format!("builtin-{}", card.id.0 - 100_000), card_toml(&card).as_bytes())?;
    }
    for (i, card) in custom.iter().enumerate() {
        put(&cards, &format!("custom-{i}"), card_toml(card).as_bytes())?;
    }

    // session_actions: one seed per starting session (first byte), then a line of choices:
    // legal actions by index, and each of the other steps once.
    let actions = folder(out, "session_actions")?;
    let mut lcg: u32 = 0x1234_5678;
    for start in 0..=sessions.len() {
        let mut bytes = vec![start as u8];
        if start == 0 {
            bytes.extend_from_slice(&7u64.to_le_bytes());
        }
        for round in 0..24u8 {
            lcg = lcg.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let pick = (lcg >> 24) as u8;
            bytes.extend_from_slice(&[round % 9, pick]);
            if round % 6 == 5 {
                // Random action, undo, redo, go_to, switch branch, ruleset, compare.
                bytes.extend_from_slice(&[9, pick, pick, pick, pick, 10, 11, 12, pick, 13, 0, 14, 15]);
            }
        }
        let name = if start == 0 { "starter".to_string() } else { sessions[start - 1].0.clone() };
        put(&actions, &format!("{start:03}-{name}"), &bytes)?;
    }
    // hostile_sessions: the first bytes are the board's sizes (small ones: the fuzzer grows
    // them), the rest steps; pseudo-random, a few of each length.
    let hostile = folder(out, "hostile_sessions")?;
    const HOSTILE_SEEDS: usize = 16;
    for i in 0..HOSTILE_SEEDS {
        let bytes: Vec<u8> = (0..32 + 16 * i)
            .map(|_| {
                lcg = lcg.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                (lcg >> 24) as u8
            })
            .collect();
        put(&hostile, &format!("{i:02}"), &bytes)?;
    }
    println!(
        "fuzz_corpus: seeds for decode and decode_body: {} each; card_text: {}; session_actions: {}; \
         hostile_sessions: {HOSTILE_SEEDS}",
        sessions.len(),
        CardDb::builtin().iter().count() + custom.len(),
        sessions.len() + 1
    );
    Ok(())
}
