//! `cargo xtask official`: the figure "official rulings expressible: N of M" from
//! docs/official-rulings.md, and a check that tests/rulings/official/ holds exactly one scenario
//! for each ruling marked expressible.
//!
//! The doc is read strictly: every `### <id>: <title>` heading starts a ruling, and each ruling
//! has exactly one `- status:` line, `expressible` (optionally followed by a note in
//! parentheses) or `missing: …`. Anything else is an error naming its line.

use std::path::Path;

use crate::lockfile::string_value;
use crate::sh::{self, Result};

/// The doc of collected official rulings, and the corpus folder, from the repository root.
const DOC: &str = "docs/official-rulings.md";
const CORPUS: &str = "tests/rulings/official";

/// One `### <id>: …` section of the doc.
#[derive(Debug, PartialEq)]
pub struct Ruling {
    pub id: String,
    /// The line of its heading (from 1).
    pub line: usize,
    pub expressible: bool,
}

/// What the check needs from one scenario file of the corpus.
#[derive(Debug, PartialEq)]
pub struct Scenario {
    /// The file name without `.toml`: the ruling's id.
    pub id: String,
    /// The top-level `source = "…"` value, if the file has one.
    pub source: Option<String>,
    /// Whether the file is marked `expect_fail` (the engine rules it wrong today).
    pub expect_fail: bool,
}

pub fn run() -> Result {
    let root = sh::root();
    let doc = root.join(DOC);
    let text = std::fs::read_to_string(&doc).map_err(|e| format!("cannot read {}: {e}", doc.display()))?;
    let rulings = parse_doc(&text).map_err(|e| format!("{DOC}:{e}"))?;
    let scenarios = read_corpus(&root.join(CORPUS))?;
    let expressible = rulings.iter().filter(|r| r.expressible).count();
    println!(
        "official rulings expressible: {expressible} of {} ({})",
        rulings.len(),
        percent(expressible, rulings.len())
    );
    println!("official corpus: {} files", scenarios.len());
    let wrong = scenarios.iter().filter(|s| s.expect_fail).count();
    if wrong > 0 {
        println!("  of which marked expect_fail (the engine rules them wrong today): {wrong}");
    }
    let problems = check(&rulings, &scenarios);
    if problems.is_empty() {
        return Ok(());
    }
    for p in &problems {
        println!("problem: {p}");
    }
    Err(format!("{} problem(s) between {DOC} and {CORPUS}/", problems.len()))
}

/// `16.9%`; `0.0%` of nothing.
fn percent(n: usize, of: usize) -> String {
    if of == 0 {
        return "0.0%".to_string();
    }
    format!("{:.1}%", n as f64 * 100.0 / of as f64)
}

/// The rulings of the doc, in order. The error starts with the line number: `12: …`.
pub fn parse_doc(text: &str) -> Result<Vec<Ruling>> {
    let mut rulings: Vec<Ruling> = Vec::new();
    // The ruling being read, and the line of its status once seen.
    let mut current: Option<(Ruling, Option<usize>)> = None;
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        if line.starts_with('#') {
            if let Some(done) = current.take() {
                rulings.push(finish(done)?);
            }
            if let Some(heading) = line.strip_prefix("### ") {
                let id = ruling_id(heading).ok_or_else(|| {
                    format!("{n}: a ruling heading is `### <id>: <title>`, with an id of a-z, 0-9 and -")
                })?;
                if let Some(first) = rulings.iter().find(|r| r.id == id) {
                    return Err(format!("{n}: the id `{id}` was already used on line {}", first.line));
                }
                current = Some((Ruling { id: id.to_string(), line: n, expressible: false }, None));
            }
        } else if let Some(value) = line.strip_prefix("- status:") {
            let Some((ruling, seen)) = current.as_mut() else {
                return Err(format!("{n}: a status line outside a `### <id>: …` section"));
            };
            if let Some(first) = seen {
                return Err(format!(
                    "{n}: a second status line for `{}` (the first is on line {first})",
                    ruling.id
                ));
            }
            ruling.expressible = parse_status(value.trim())
                .ok_or_else(|| format!("{n}: the status is `expressible` or `missing: \"word\", …`"))?;
            *seen = Some(n);
        }
    }
    if let Some(done) = current.take() {
        rulings.push(finish(done)?);
    }
    Ok(rulings)
}

fn finish((ruling, seen): (Ruling, Option<usize>)) -> Result<Ruling> {
    match seen {
        Some(_) => Ok(ruling),
        None => Err(format!("{}: the section of `{}` has no `- status:` line", ruling.line, ruling.id)),
    }
}

/// `qa-409-x` from `qa-409-x: the title`.
fn ruling_id(heading: &str) -> Option<&str> {
    let (id, title) = heading.split_once(": ")?;
    let valid = !id.is_empty()
        && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !title.trim().is_empty();
    valid.then_some(id)
}

/// `Some(true)` for `expressible` (or `expressible (a note)`), `Some(false)` for `missing: …`.
fn parse_status(value: &str) -> Option<bool> {
    if value == "expressible" {
        return Some(true);
    }
    if let Some(note) = value.strip_prefix("expressible (") {
        return note.ends_with(')').then_some(true);
    }
    let words = value.strip_prefix("missing:")?.trim();
    (words.starts_with('"') && words.ends_with('"')).then_some(false)
}

/// Every `.toml` file of the corpus folder, by name. A missing folder is an empty corpus.
fn read_corpus(dir: &Path) -> Result<Vec<Scenario>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("cannot read {}: {e}", dir.display())),
    };
    let mut paths = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?.path();
        if path.is_dir() {
            return Err(format!("{}: the official corpus is one flat folder", path.display()));
        }
        if path.extension().is_some_and(|x| x == "toml") {
            paths.push(path);
        }
    }
    paths.sort();
    paths
        .iter()
        .map(|path| {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let id = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            Ok(read_scenario(id, &text))
        })
        .collect()
}

/// The top-level keys the check reads, from the lines before the file's first table.
pub fn read_scenario(id: String, text: &str) -> Scenario {
    let top = text.lines().map(str::trim).take_while(|l| !l.starts_with('['));
    let mut source = None;
    let mut expect_fail = false;
    for line in top {
        if let Some(s) = string_value(line, "source") {
            source = Some(s.to_string());
        }
        expect_fail |= line.starts_with("expect_fail ") || line.starts_with("expect_fail=");
    }
    Scenario { id, source, expect_fail }
}

/// Every mismatch between the doc and the corpus, one sentence each.
pub fn check(rulings: &[Ruling], scenarios: &[Scenario]) -> Vec<String> {
    let mut problems = Vec::new();
    for r in rulings.iter().filter(|r| r.expressible) {
        if !scenarios.iter().any(|s| s.id == r.id) {
            problems.push(format!(
                "`{}` is marked expressible ({DOC}:{}) but {CORPUS}/{}.toml does not exist",
                r.id, r.line, r.id
            ));
        }
    }
    for s in scenarios {
        let file = format!("{CORPUS}/{}.toml", s.id);
        match rulings.iter().find(|r| r.id == s.id) {
            None => problems.push(format!("{file}: {DOC} has no ruling `{}`", s.id)),
            Some(r) if !r.expressible => {
                problems.push(format!("{file}: its ruling is not marked expressible ({DOC}:{})", r.line))
            }
            Some(_) => {}
        }
        match s.source.as_deref().map(str::trim) {
            None => problems.push(format!("{file}: no top-level `source = \"…\"` line")),
            Some("") => problems.push(format!("{file}: `source` is empty")),
            Some(_) => {}
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC_TEXT: &str = r#"# Official rulings

Intro text; `- status:` lines only count inside a ruling.

## Standby state (409)

### qa-409-a: the first ruling
- source: https://dm.takaratomy.co.jp/rule/rulechange/31662/
- status: expressible

### qa-409-b: the second ruling
- status: missing: "card type: aura", "keyword: guardman"

## Other topic

### qa-810-c: the third ruling
- status: expressible (the engine rules it wrong today: …)

Text after the last ruling.
"#;

    fn scenario(id: &str, source: Option<&str>) -> Scenario {
        Scenario { id: id.to_string(), source: source.map(str::to_string), expect_fail: false }
    }

    #[test]
    fn reads_each_section_and_its_status() {
        let rulings = parse_doc(DOC_TEXT).unwrap();
        assert_eq!(
            rulings,
            [
                Ruling { id: "qa-409-a".into(), line: 7, expressible: true },
                Ruling { id: "qa-409-b".into(), line: 11, expressible: false },
                Ruling { id: "qa-810-c".into(), line: 16, expressible: true },
            ]
        );
    }

    #[test]
    fn a_section_without_status_names_its_heading_line() {
        let text = DOC_TEXT.replace("- status: missing: \"card type: aura\", \"keyword: guardman\"\n", "");
        assert_eq!(parse_doc(&text).unwrap_err(), "11: the section of `qa-409-b` has no `- status:` line");
        // Also the last section of the file.
        let text = "### qa-1: last\n- source: x\n";
        assert_eq!(parse_doc(text).unwrap_err(), "1: the section of `qa-1` has no `- status:` line");
    }

    #[test]
    fn bad_statuses_and_headings_are_errors_naming_the_line() {
        let unknown = DOC_TEXT.replace("- status: expressible\n", "- status: maybe\n");
        assert!(parse_doc(&unknown).unwrap_err().starts_with("9: the status is"));
        let twice =
            DOC_TEXT.replace("- status: expressible\n", "- status: expressible\n- status: expressible\n");
        assert_eq!(
            parse_doc(&twice).unwrap_err(),
            "10: a second status line for `qa-409-a` (the first is on line 9)"
        );
        let no_title = DOC_TEXT.replace("### qa-409-b: the second ruling", "### qa-409-b");
        assert!(parse_doc(&no_title).unwrap_err().starts_with("11: a ruling heading is"));
        let upper = DOC_TEXT.replace("### qa-409-b:", "### QA 409 b:");
        assert!(parse_doc(&upper).unwrap_err().starts_with("11: a ruling heading is"));
        let duplicate = DOC_TEXT.replace("### qa-810-c:", "### qa-409-a:");
        assert_eq!(parse_doc(&duplicate).unwrap_err(), "16: the id `qa-409-a` was already used on line 7");
        let outside = format!("- status: expressible\n{DOC_TEXT}");
        assert_eq!(parse_doc(&outside).unwrap_err(), "1: a status line outside a `### <id>: …` section");
        let missing_words = DOC_TEXT.replace("\"card type: aura\", \"keyword: guardman\"", "");
        assert!(parse_doc(&missing_words).unwrap_err().starts_with("12: the status is"));
    }

    #[test]
    fn reads_source_and_expect_fail_before_the_first_table() {
        let text = "title = \"t\"\nexpect_fail = \"why\"\nsource = \"https://dm.takaratomy.co.jp/rule/qa/1/\"\n\n[board]\nsource = \"not this\"\n";
        let s = read_scenario("qa-1".into(), text);
        assert_eq!(s.source.as_deref(), Some("https://dm.takaratomy.co.jp/rule/qa/1/"));
        assert!(s.expect_fail);
        let s = read_scenario("qa-1".into(), "title = \"t\"\n[[card]]\nsource = \"x\"\n");
        assert_eq!(s.source, None);
        assert!(!s.expect_fail);
    }

    #[test]
    fn a_matching_corpus_has_no_problems() {
        let rulings = parse_doc(DOC_TEXT).unwrap();
        let corpus = [scenario("qa-409-a", Some("https://a")), scenario("qa-810-c", Some("https://c"))];
        assert_eq!(check(&rulings, &corpus), Vec::<String>::new());
    }

    #[test]
    fn every_mismatch_is_named() {
        let rulings = parse_doc(DOC_TEXT).unwrap();
        let corpus = [
            scenario("qa-409-a", Some(" ")),
            scenario("qa-409-b", Some("https://b")),
            scenario("qa-999-z", None),
        ];
        assert_eq!(
            check(&rulings, &corpus),
            [
                "`qa-810-c` is marked expressible (docs/official-rulings.md:16) but \
                 tests/rulings/official/qa-810-c.toml does not exist",
                "tests/rulings/official/qa-409-a.toml: `source` is empty",
                "tests/rulings/official/qa-409-b.toml: its ruling is not marked expressible \
                 (docs/official-rulings.md:11)",
                "tests/rulings/official/qa-999-z.toml: docs/official-rulings.md has no ruling `qa-999-z`",
                "tests/rulings/official/qa-999-z.toml: no top-level `source = \"…\"` line",
            ]
        );
    }

    #[test]
    fn the_repository_doc_parses() {
        let text = std::fs::read_to_string(sh::root().join(DOC)).unwrap();
        let rulings = parse_doc(&text).unwrap();
        assert!(rulings.iter().any(|r| r.expressible));
        assert!(rulings.iter().any(|r| !r.expressible));
    }

    #[test]
    fn percentages_have_one_decimal() {
        assert_eq!(percent(15, 89), "16.9%");
        assert_eq!(percent(0, 0), "0.0%");
    }
}
