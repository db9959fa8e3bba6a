//! The rule summaries are data (data/rules.toml, for people who edit them); this script reads
//! them at build time and writes them as a static table (`rules_table.rs` in OUT_DIR), so the
//! engine parses nothing at run time and carries no TOML reader for them. A table that is out
//! of order, repeats a number, cites a section with no heading or leaves a text empty stops
//! the build with the rule's number.

use std::collections::BTreeMap;
use std::fmt::Write as _;

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    sections: BTreeMap<String, [String; 2]>,
    rule: Vec<Rule>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Rule {
    number: String,
    topic: [String; 2],
    summary: [String; 2],
}

fn main() {
    // The rules of the whole vocabulary are compiled exactly when the card types have its
    // words (horyu-cards's `whole` feature, which a dependent's features, a dev-dependency's
    // included, may turn on): `cfg(whole_vocabulary)`, never the engine's own feature alone.
    println!("cargo::rustc-check-cfg=cfg(whole_vocabulary)");
    println!("cargo:rerun-if-env-changed=DEP_HORYU_CARDS_WHOLE");
    if std::env::var_os("DEP_HORYU_CARDS_WHOLE").is_some() {
        println!("cargo:rustc-cfg=whole_vocabulary");
    }
    let path = "data/rules.toml";
    println!("cargo:rerun-if-changed={path}");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let table: Table = toml::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    if let Err(e) = check(&table) {
        panic!("{path}: {e}");
    }
    let mut out = String::from(
        "/// Section headings: (number, [English, Japanese]).\nconst SECTIONS: &[(&str, [&str; 2])] = &[\n",
    );
    for (n, [en, ja]) in &table.sections {
        let _ = writeln!(out, "    ({n:?}, [{en:?}, {ja:?}]),");
    }
    out.push_str(
        "];\n\n/// Sorted by number, as strings, for the binary search.\nconst RULES: &[RuleSummary] = &[\n",
    );
    for r in &table.rule {
        let ([te, tj], [se, sj]) = (&r.topic, &r.summary);
        let _ = writeln!(out, "    r({:?}, [{te:?}, {tj:?}], [{se:?}, {sj:?}]),", r.number);
    }
    out.push_str("];\n");
    let dest =
        std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("rules_table.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

fn check(t: &Table) -> Result<(), String> {
    for (n, [en, ja]) in &t.sections {
        if n.len() != 3 || !n.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("section \"{n}\": a section is three digits"));
        }
        if en.is_empty() || ja.is_empty() {
            return Err(format!("section {n}: its heading is empty in a language"));
        }
    }
    let mut before: Option<&str> = None;
    for r in &t.rule {
        let n = r.number.as_str();
        if before.is_some_and(|b| b >= n) {
            return Err(format!("rule {n}: after {}, out of order or twice", before.unwrap_or_default()));
        }
        before = Some(n);
        if !n.get(..3).is_some_and(|s| t.sections.contains_key(s)) {
            return Err(format!("rule {n}: its section has no heading in [sections]"));
        }
        if r.summary.iter().any(String::is_empty) {
            return Err(format!("rule {n}: its summary is empty in a language"));
        }
        if r.topic[0].is_empty() != r.topic[1].is_empty() {
            return Err(format!("rule {n}: its topic is in one language only"));
        }
    }
    Ok(())
}
