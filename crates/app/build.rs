//! Prepares every ruling of tests/rulings/*.toml for the app's gallery, at build time.
//!
//! The engine (a build-dependency) parses and runs each scenario here, so the browser bundle
//! needs neither the scenario TOML parser nor the scenario runner: each ruling becomes its
//! board and line of play as an engine link (the codec the app already has), the metadata the
//! gallery shows, each step's expectations as written in the file with the engine's verdict,
//! and a search text. Generates `$OUT_DIR/rulings.rs`:
//! `pub static RULINGS: &[Ruling] = &[…]` (the types are in src/model.rs).

use horyu_engine::card::CardDb;
use horyu_engine::codec::{self, Snapshot};
use horyu_engine::scenario::Scenario;
use horyu_engine::session::History;
use horyu_engine::words::Lang;
use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/rulings");
    let dir = dir.canonicalize().expect("tests/rulings exists");
    // Re-run when a file is added, removed or edited (and, as for every build script, when
    // the engine changes).
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/rulings is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    let mut out = String::from("pub static RULINGS: &[Ruling] = &[\n");
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(f).expect("a ruling is readable");
        ruling(&mut out, &name, &text);
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("rulings.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

/// One `Ruling { … }` of the generated table.
fn ruling(out: &mut String, name: &str, text: &str) {
    // `horyu check tests/rulings` (and the engine's tests) say what is wrong in a file; here a
    // ruling that does not parse is a build error naming it.
    let sc = Scenario::parse(text).unwrap_or_else(|e| panic!("tests/rulings/{name}.toml: {e}"));
    let report = sc.run();
    if let Some(e) = &report.setup_error {
        panic!("tests/rulings/{name}.toml: {e}");
    }
    // The board and the whole line of play, as the body of a link (the engine's codec, which
    // the app has anyway; uncompressed, as the bundle is compressed as a whole).
    let history =
        History { setup: sc.setup.clone(), actions: report.actions.clone(), cursor: 0, branches: Vec::new() };
    let body = codec::layout::write(&Snapshot::new(history, None));
    let back = codec::layout::read(&body, codec::FORMAT_VERSION)
        .unwrap_or_else(|e| panic!("tests/rulings/{name}.toml: its link: {e}"));
    assert!(
        back.history.setup == sc.setup && back.history.actions == report.actions,
        "tests/rulings/{name}.toml: its link does not give back its board and actions"
    );

    let title = if sc.title.is_empty() { name } else { sc.title.as_str() };
    // Paragraphs kept, the file's line breaks within them dropped.
    let description = sc
        .description
        .split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n\n");
    let _ = writeln!(out, "    Ruling {{");
    let _ = writeln!(out, "        name: {name:?},");
    let _ = writeln!(out, "        title: {title:?},");
    let _ = writeln!(out, "        rules: &{:?},", sc.rules);
    let _ = writeln!(out, "        source: {:?},", sc.source);
    let _ = writeln!(out, "        description: {description:?},");
    // Japanese has no spaces between words: the file's line breaks are dropped, not spaced.
    let description_ja = sc
        .description_ja
        .split("\n\n")
        .map(|p| p.lines().map(str::trim).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n\n");
    let _ = writeln!(out, "        title_ja: {:?},", sc.title_ja);
    let _ = writeln!(out, "        description_ja: {description_ja:?},");
    let _ = writeln!(out, "        expect_fail: {:?},", sc.expect_fail);
    let _ = writeln!(
        out,
        "        body: b\"{}\",",
        body.iter().map(|b| format!("\\x{b:02x}")).collect::<String>()
    );
    let _ = writeln!(out, "        steps: &[");
    let mut shown = format!("{name}\n{title}\n{}\n{}\n{description}", sc.rules.join(" "), sc.source);
    for (k, s) in report.steps.iter().enumerate() {
        // How many actions the line has once this step is done.
        let end = if k + 1 == report.steps.len() {
            report.actions.len()
        } else {
            sc.run_steps(k + 1).actions.len()
        };
        let _ = writeln!(
            out,
            "            RulingStep {{ what: {:?}, note: {:?}, said: &{:?}, expects: &{:?}, expect: {:?}, failures: &{:?}, end: {end} }},",
            s.what,
            s.note,
            both(&s.said),
            both(&s.expects),
            step_lines(text, s.line),
            s.failures
        );
        shown.push('\n');
        shown.push_str(&step_lines(text, s.line));
        for t in s.said.iter().chain(&s.expects) {
            for lang in [Lang::En, Lang::Ja] {
                shown.push('\n');
                shown.push_str(t.get(lang));
            }
        }
    }
    let _ = writeln!(out, "        ],");
    let _ = writeln!(out, "        search: {:?},", search_words(&shown, text, &sc));
    let _ = writeln!(out, "    }},");
}

/// Phrases as (English, Japanese) pairs.
fn both(texts: &[horyu_engine::words::Text]) -> Vec<(&str, &str)> {
    texts.iter().map(|t| (t.get(Lang::En), t.get(Lang::Ja))).collect()
}

/// The lines of a scenario file from `line` (1-based) up to the next `[[step]]`.
fn step_lines(text: &str, line: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let start = line.saturating_sub(1).min(lines.len());
    let mut out = Vec::new();
    for (i, l) in lines[start..].iter().enumerate() {
        if i > 0 && l.trim_start().starts_with("[[") {
            break;
        }
        if i == 0 && l.trim() == "[[step]]" {
            continue;
        }
        if !l.trim().is_empty() {
            out.push(l.trim());
        }
    }
    out.join("\n")
}

/// The words the gallery's search looks for beyond what the panel shows (`shown`: name,
/// title, rules, source, description, each step's lines): the rest of the file and the
/// Japanese names of the board's cards, lower case. A search word has no spaces, so it is found
/// in the whole text exactly when it is found within one of its words: each word not already
/// shown is kept once.
fn search_words(shown: &str, text: &str, sc: &Scenario) -> String {
    let db = CardDb::with_custom(&sc.setup.custom_cards).expect("the scenario's cards are valid");
    let mut blob = text.to_string();
    for (_, p) in sc.setup.players.iter() {
        for list in [&p.deck, &p.hand, &p.battle, &p.mana, &p.shields, &p.graveyard] {
            for c in list {
                if let Some(d) = db.get(c.card) {
                    blob.push('\n');
                    blob.push_str(&d.full_name_ja());
                }
            }
        }
    }
    let blob = blob.to_lowercase();
    let shown = shown.to_lowercase();
    let mut seen: std::collections::BTreeSet<&str> = shown.split_whitespace().collect();
    blob.split_whitespace().filter(|w| seen.insert(*w)).collect::<Vec<_>>().join(" ")
}
