//! Every rule number that can be cited has a summary of its own (words/rules.rs), so no
//! citation in the playground is left without one. The numbers are collected from the source
//! itself, the way they are written there: string literals in the engine, the cards and the app
//! (`Rules::new(&["409.1c"])`, `&["601.1b (before Ver. 1.32)"]`, refusals and prompts that end
//! "(409.1c)" or "（…、409）"), and every `rules = [...]` and `rule = "..."` of the scenario
//! files under tests/ (but the card pool's samples, which the gallery never shows).

#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use horyu_engine::words::rules::{all, rule, section};
use horyu_engine::words::Lang;

const SOURCES: &[&str] = &["crates/engine/src", "crates/cards/src", "crates/app/src"];

/// The summaries themselves (their source, beside the data file read at build time).
const TABLE: &str = "crates/engine/src/words/rules.rs";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

fn ident_before(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

/// The contents of the string literals in Rust source, comments left out; an attribute's value
/// (`maxlength="120"` in the app's markup) is not a citation and is passed over.
fn string_literals(src: &str) -> Vec<String> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i..].starts_with(b"/*") {
                        depth += 1;
                        i += 2;
                    } else if b[i..].starts_with(b"*/") {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            }
            // A raw string: r"…", r#"…"#, br#"…"# (not an identifier ending in r).
            b'r' if !ident_before(b, i) || (b[i - 1] == b'b' && !ident_before(b, i - 1)) => {
                let start = i + 1;
                let hashes = b[start..].iter().take_while(|&&c| c == b'#').count();
                if b.get(start + hashes) != Some(&b'"') {
                    i += 1;
                    continue;
                }
                let body = start + hashes + 1;
                let close: Vec<u8> = std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
                let end = (body..b.len()).find(|&j| b[j..].starts_with(&close)).expect("a closed raw string");
                out.push(src[body..end].to_string());
                i = end + close.len();
            }
            b'"' => {
                let mut j = i + 1;
                while b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                if src[..i].trim_end().ends_with('=') && src[i + 1..j].bytes().all(|c| c.is_ascii_digit()) {
                    i = j + 1;
                    continue;
                }
                out.push(src[i + 1..j].to_string());
                i = j + 1;
            }
            // A char literal ('"', '\'', 'x'); a lifetime ('a) is passed over.
            b'\'' => {
                if b.get(i + 1) == Some(&b'\\') {
                    i += 2;
                    while b[i] != b'\'' {
                        i += 1;
                    }
                    i += 1;
                } else {
                    let len = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                    i += if b.get(i + 1 + len) == Some(&b'\'') { len + 2 } else { 1 };
                }
            }
            _ => i += 1,
        }
    }
    out
}

/// A rule number at the start of `s`: three digits (section 100 to 899), then maybe `.N` and a
/// letter. Returns its length.
fn number_at(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() < 3 || !b[..3].iter().all(u8::is_ascii_digit) || !(b'1'..=b'8').contains(&b[0]) {
        return None;
    }
    let mut n = 3;
    if b.get(3) == Some(&b'.') && b.get(4).is_some_and(u8::is_ascii_digit) {
        n = 4;
        while b.get(n).is_some_and(u8::is_ascii_digit) {
            n += 1;
        }
        if b.get(n).is_some_and(u8::is_ascii_lowercase) {
            n += 1;
        }
    }
    let next = s[n..].chars().next();
    if next.is_some_and(|c| c.is_alphanumeric() || c == '_')
        || (next == Some('.') && s[n + 1..].starts_with(|c: char| c.is_ascii_digit()))
    {
        return None;
    }
    Some(n)
}

/// The rule numbers a string literal cites: the whole literal when it is a citation
/// ("409.1c", "601.1b (before Ver. 1.32)"), every dotted number in it ("…(505.3, 116.2a)"),
/// and a bare section where it reads as a citation ("(801)", "（保留状態、409）", "rule 409").
fn cited_in(lit: &str) -> Vec<String> {
    let mut found = Vec::new();
    if let Some(n) = number_at(lit) {
        let rest = &lit[n..];
        if rest.is_empty() || (rest.starts_with(" (") && rest.ends_with(')')) {
            found.push(lit.to_string());
        }
    }
    for (i, c) in lit.char_indices() {
        let before = lit[..i].chars().next_back();
        if !c.is_ascii_digit()
            || before.is_some_and(|p| p.is_alphanumeric() || matches!(p, '.' | '_' | '#' | '-' | '{' | '/'))
        {
            continue;
        }
        let Some(n) = number_at(&lit[i..]) else { continue };
        let number = &lit[i..i + n];
        if number.len() > 3 {
            found.push(number.to_string());
            continue;
        }
        let lead = lit[..i].trim_end();
        let opens =
            lead.ends_with(['(', '（', '、', ',']) || lead.ends_with("rule") || lead.ends_with("Rule");
        let closes = lit[i + n..].starts_with([')', '）', ',', '、']);
        if opens && closes {
            found.push(number.to_string());
        }
    }
    found
}

/// Every `rules = [...]` and `rule = "..."`, at any depth of a scenario file.
fn toml_rules(v: &toml::Value, out: &mut Vec<String>) {
    match v {
        toml::Value::Table(t) => {
            for (k, v) in t {
                match (k.as_str(), v) {
                    ("rule", toml::Value::String(s)) => out.push(s.clone()),
                    ("rules", toml::Value::Array(a)) => {
                        out.extend(a.iter().filter_map(|x| x.as_str().map(String::from)))
                    }
                    _ => toml_rules(v, out),
                }
            }
        }
        toml::Value::Array(a) => a.iter().for_each(|x| toml_rules(x, out)),
        _ => {}
    }
}

/// Every cited number, with the first place it is cited.
fn cited() -> BTreeMap<String, String> {
    let root = root();
    let mut found = BTreeMap::new();
    for dir in SOURCES {
        let mut rs = Vec::new();
        files(&root.join(dir), "rs", &mut rs);
        assert!(!rs.is_empty(), "no Rust files in {dir}");
        for f in rs {
            let src = std::fs::read_to_string(&f).expect("a source file");
            let rel = f.strip_prefix(&root).unwrap_or(&f);
            if rel == Path::new(TABLE) {
                continue;
            }
            let at = rel.display().to_string();
            for lit in string_literals(&src) {
                for n in cited_in(&lit) {
                    found.entry(n).or_insert_with(|| at.clone());
                }
            }
        }
    }
    let mut tomls = Vec::new();
    files(&root.join("tests"), "toml", &mut tomls);
    assert!(tomls.len() > 50, "the rulings are missing: {} scenario files", tomls.len());
    for f in tomls {
        // The card pool's sample rulings are tests only: the gallery reads the top folder, so no
        // chip ever shows their numbers (the events they cite come from the engine's sources).
        if f.strip_prefix(&root).is_ok_and(|r| r.starts_with("tests/rulings/pool")) {
            continue;
        }
        let text = std::fs::read_to_string(&f).expect("a scenario file");
        let v: toml::Value = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let mut numbers = Vec::new();
        toml_rules(&v, &mut numbers);
        let at = f.strip_prefix(&root).unwrap_or(&f).display().to_string();
        for n in numbers {
            found.entry(n).or_insert_with(|| at.clone());
        }
    }
    found
}

#[test]
fn every_cited_rule_has_a_summary_of_its_own() {
    let cited = cited();
    assert!(cited.len() > 100, "the scan found only {} rule numbers", cited.len());
    for must in ["409.1c", "601.1b (before Ver. 1.32)", "505.3", "801", "409", "605.2f"] {
        assert!(cited.contains_key(must), "the scan missed {must}");
    }
    let missing: Vec<String> = cited
        .iter()
        .filter(|(n, _)| rule(n).is_none())
        .map(|(n, at)| format!("{n} (cited in {at})"))
        .collect();
    assert!(
        missing.is_empty(),
        "{} cited rules have no summary in words/rules.rs:\n  {}",
        missing.len(),
        missing.join("\n  ")
    );
}

#[test]
fn the_scan_reads_citations_as_the_code_writes_them() {
    let src = r###"
        // 999.1 in a comment, and "123.4" in a comment, are not cited.
        /* nor 111.1 here */
        let c = '"'; let q = '\''; fn f<'a>(x: &'a str) {}
        emit(Rules::new(&["409.1c", "601.1b (before Ver. 1.32)"]));
        err(format!("{name} can't attack (505.3, 116.2a)"));
        let s = r#"tapped "in" the {} (105.4a)"#;
        let ja = "現行ルール（保留状態、409）"; let e = "evolves from (801)"; let r = "rule 506, then";
        html! { <input maxlength="120" step="500" /> }
        let not = "at most 200"; let also_not = "100万 steps, #120.0, v1.32, 2022-09-14, 1000";
    "###;
    let mut got: Vec<String> = string_literals(src).iter().flat_map(|l| cited_in(l)).collect();
    got.sort();
    got.dedup();
    assert_eq!(
        got,
        ["105.4a", "116.2a", "409", "409.1c", "505.3", "506", "601.1b", "601.1b (before Ver. 1.32)", "801"]
    );
}

/// Sentences end with "." "!" "?" (English, before a space or the end) or "。" "！" "？".
fn sentences(s: &str) -> usize {
    let chars: Vec<char> = s.chars().collect();
    (0..chars.len())
        .filter(|&i| match chars[i] {
            '。' | '！' | '？' => true,
            '.' | '!' | '?' => chars.get(i + 1).is_none_or(|c| c.is_whitespace()),
            _ => false,
        })
        .count()
}

#[test]
fn every_summary_has_both_languages_and_at_most_three_sentences() {
    let rules = all();
    assert!(!rules.is_empty());
    for w in rules.windows(2) {
        assert!(
            w[0].number < w[1].number,
            "words/rules.rs: {} and {} are out of order or twice",
            w[0].number,
            w[1].number
        );
    }
    for r in rules {
        assert_eq!(rule(r.number), Some(*r), "{} is not found by its number", r.number);
        for lang in [Lang::En, Lang::Ja] {
            assert!(
                section(r.number, lang).is_some_and(|s| !s.is_empty()),
                "{}: no section heading in {lang:?}",
                r.number
            );
            let title = r.title(lang);
            let summary = r.summary(lang);
            assert!(!title.is_empty() && !summary.is_empty(), "{}: empty in {lang:?}", r.number);
            let n = sentences(summary);
            assert!((1..=3).contains(&n), "{}: {n} sentences in {lang:?}: {summary}", r.number);
            let ends = if lang == Lang::Ja { ['。', '）'] } else { ['.', ')'] };
            assert!(
                summary.ends_with(ends),
                "{}: {lang:?} summary does not end a sentence: {summary}",
                r.number
            );
            assert!(
                summary.len() <= 420,
                "{}: {lang:?} summary is long ({} bytes); keep the bundle small",
                r.number,
                summary.len()
            );
        }
        let ja = r.summary(Lang::Ja);
        assert!(
            ja.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
            "{}: the Japanese summary has no kana: {ja}",
            r.number
        );
    }
}

#[test]
fn an_uncited_sub_rule_does_not_fall_back_to_its_parent() {
    assert!(rule("409.1").is_some());
    assert!(rule("409.1z").is_none());
    assert!(rule("409.1c ").is_none());
    assert!(rule("").is_none());
}
