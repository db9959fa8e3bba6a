//! The playground's rulings gallery: every ruling file played once, natively, and kept as
//! the data the gallery shows (`horyu gallery` writes it as `gallery.bin` beside the app, in
//! the binary form of [`crate::card::compact`]).
//!
//! The browser never parses or runs a scenario: it reads this, fetched only when the gallery
//! opens or a board turns out to be a ruling's (issue #15's first load). Each ruling's board
//! and line of play travel as a link lays them out (the codec the app has anyway).

#[cfg(feature = "text")]
use crate::card::CardDb;
use crate::codec::{self, Snapshot};
#[cfg(feature = "text")]
use crate::scenario::Scenario;
use crate::session::History;
use crate::setup::Setup;
use crate::words::Lang;
#[cfg(feature = "text")]
use crate::words::Text;
use serde::{Deserialize, Serialize};

/// Every ruling of the gallery, in file name order.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, Hash)]
pub struct Gallery {
    pub rulings: Vec<Ruling>,
}

/// One ruling file as the engine played it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Hash)]
pub struct Ruling {
    /// The file name, without `.toml`.
    pub name: String,
    pub title: String,
    pub rules: Vec<String>,
    pub source: String,
    pub description: String,
    /// The title and description in Japanese; empty when the file has none.
    pub title_ja: String,
    pub description_ja: String,
    pub expect_fail: Option<String>,
    /// The board and the scenario's whole line of play, shown at its start, as a link's body
    /// lays them out ([`codec::layout`], format [`Ruling::format`]): not deflated, since
    /// `gallery.bin` is compressed as a whole, where rulings' boards share their bytes.
    pub board: Vec<u8>,
    pub format: u8,
    pub steps: Vec<RulingStep>,
    /// The words of the file (and its cards' Japanese names) that the gallery's search looks
    /// in beyond what the rest of the ruling holds, case-folded, each once:
    /// [`Ruling::search_text`].
    pub search: String,
}

/// One step of a ruling as the engine ran it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Hash)]
pub struct RulingStep {
    /// The step as the file words it ("use stream"): its keys and labels.
    pub what: String,
    /// The author's note on the step (English).
    pub note: String,
    /// The note in Japanese; empty when the file has none.
    pub note_ja: String,
    /// What the step plays, (English, Japanese) per action, as the judge sees it: for the
    /// search (the panel words it for the perspective shown).
    pub said: Vec<(String, String)>,
    /// What it expects, a sentence each (English, Japanese).
    pub expects: Vec<(String, String)>,
    /// The step's lines in the scenario file: what it expects.
    pub expect: String,
    pub failures: Vec<String>,
    /// How many of the scenario's actions are applied once this step is done.
    pub end: usize,
}

impl RulingStep {
    /// The author's note in `lang` (English when the file has no Japanese one).
    pub fn note(&self, lang: Lang) -> &str {
        lang.or_english(&self.note, &self.note_ja)
    }
}

impl Gallery {
    /// Plays every `(file name, text)` given; the error names the first file that can't be
    /// read or whose board can't be built.
    #[cfg(feature = "text")]
    pub fn build<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Gallery, String> {
        let rulings = files.into_iter().map(|(name, text)| ruling(name, text)).collect::<Result<_, _>>()?;
        Ok(Gallery { rulings })
    }

    /// Every `*.toml` directly in `dir` (not its sub-folders), in file name order.
    #[cfg(feature = "text")]
    pub fn from_dir(dir: &std::path::Path) -> Result<Gallery, String> {
        let mut files = Vec::new();
        for entry in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
            let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
            if path.extension().is_some_and(|e| e == "toml") && path.is_file() {
                let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
                files.push((name, text));
            }
        }
        files.sort();
        Gallery::build(files.iter().map(|(n, t)| (n.as_str(), t.as_str())))
    }

    /// The gallery as `gallery.bin` holds it.
    pub fn to_bytes(&self) -> Vec<u8> {
        // Strings, numbers and lists: postcard writes them.
        crate::card::compact::to_bytes(self).unwrap_or_default()
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Gallery, String> {
        crate::card::compact::from_bytes(bytes)
    }

    /// The fingerprints of every ruling's board ([`setup_fingerprint`]), for a page that must
    /// tell whether a board is a ruling's before it has fetched the gallery.
    pub fn fingerprints(&self) -> Result<Vec<u32>, String> {
        self.rulings.iter().map(|r| r.history().map(|h| setup_fingerprint(&h.setup))).collect()
    }

    /// The rulings by their board's fingerprint, each group a gallery of its own in file name
    /// order (two rulings may share a board): what a page showing a ruling's board fetches
    /// ([`board_file`]) instead of the whole gallery.
    pub fn by_board(&self) -> Result<std::collections::BTreeMap<u32, Gallery>, String> {
        let mut groups = std::collections::BTreeMap::<u32, Gallery>::new();
        for (r, fingerprint) in self.rulings.iter().zip(self.fingerprints()?) {
            groups.entry(fingerprint).or_default().rulings.push(r.for_board());
        }
        Ok(groups)
    }
}

/// The folder beside `gallery.bin` with a file per ruling's board ([`board_file`]).
pub const BOARDS_DIR: &str = "rulings";

/// The file, in [`BOARDS_DIR`], of the rulings whose board has this fingerprint
/// ([`Gallery::by_board`]): a reader of a ruling's link or embed fetches it (a few KB) to
/// show the ruling's title and steps, not the whole gallery.
pub fn board_file(fingerprint: u32) -> String {
    format!("{fingerprint:08x}.bin")
}

impl Ruling {
    /// One ruling as the first load holds the page's opening one.
    pub fn to_bytes(&self) -> Vec<u8> {
        crate::card::compact::to_bytes(self).unwrap_or_default()
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Ruling, String> {
        crate::card::compact::from_bytes(bytes)
    }

    /// The ruling as a page showing its board needs it ([`Gallery::by_board`], the ruling the
    /// page opens on): without what only the gallery's search reads (the file's other words,
    /// each step's actions worded for the judge): a tenth of the boards' files.
    pub fn for_board(&self) -> Ruling {
        let mut r = self.clone();
        r.search.clear();
        for s in &mut r.steps {
            s.said.clear();
        }
        r
    }

    /// The title in `lang` (English when the file has no Japanese).
    pub fn title(&self, lang: Lang) -> &str {
        lang.or_english(&self.title, &self.title_ja)
    }

    pub fn description(&self, lang: Lang) -> &str {
        lang.or_english(&self.description, &self.description_ja)
    }

    /// What the gallery's search looks in, case-folded: the file name, everything the
    /// ruling's panel shows in either language, and the rest of its file's words
    /// ([`Ruling::search`]).
    pub fn search_text(&self) -> String {
        let mut t = self.shown_text();
        t.push('\n');
        t.push_str(&self.search);
        crate::card::case::fold(&t)
    }

    /// The file name and what the ruling's panel shows, in both languages.
    fn shown_text(&self) -> String {
        let mut t =
            [&self.name, &self.title, &self.title_ja, &self.source, &self.description, &self.description_ja]
                .map(String::as_str)
                .join("\n");
        t.push('\n');
        t.push_str(&self.rules.join(" "));
        for s in &self.steps {
            for part in [&s.what, &s.note, &s.note_ja, &s.expect] {
                t.push('\n');
                t.push_str(part);
            }
            for (en, ja) in s.said.iter().chain(&s.expects) {
                t.push('\n');
                t.push_str(en);
                t.push('\n');
                t.push_str(ja);
            }
        }
        t
    }

    /// The board and the whole line of play (read without replaying it).
    pub fn history(&self) -> Result<History, String> {
        codec::read_body(&self.board, self.format)
            .map(|s| s.history)
            .map_err(|e| format!("{}: {e}", self.name))
    }
}

/// A short digest of a board: equal boards have equal fingerprints. (CRC-32 of the board as a
/// link writes it: two different boards rarely share one, and then only cost a needless look.)
pub fn setup_fingerprint(setup: &Setup) -> u32 {
    let history = History { setup: setup.clone(), actions: Vec::new(), cursor: 0, branches: Vec::new() };
    codec::crc32(&codec::layout::write(&Snapshot::new(history, None)))
}

#[cfg(feature = "text")]
fn ruling(name: &str, text: &str) -> Result<Ruling, String> {
    let at = |e: &dyn std::fmt::Display| format!("tests/rulings/{name}.toml: {e}");
    let sc = Scenario::parse(text).map_err(|e| at(&e))?;
    let report = sc.run();
    if let Some(e) = &report.setup_error {
        return Err(at(e));
    }
    let history =
        History { setup: sc.setup.clone(), actions: report.actions.clone(), cursor: 0, branches: Vec::new() };
    let snapshot = Snapshot::new(history, None);
    let (board, format) = (codec::layout::write(&snapshot), codec::layout::version_needed(&snapshot));
    let back = codec::read_body(&board, format).map_err(|e| at(&format!("its board: {e}")))?;
    if back.history.setup != sc.setup || back.history.actions != report.actions {
        return Err(at(&"its board as a link lays it out does not give back its board and actions"));
    }

    let title = if sc.title.is_empty() { name.to_string() } else { sc.title.clone() };
    // Paragraphs kept, the file's line breaks within them dropped.
    let description = sc
        .description
        .split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n\n");
    // Japanese has no spaces between words: the file's line breaks are dropped, not spaced.
    let description_ja = sc
        .description_ja
        .split("\n\n")
        .map(|p| p.lines().map(str::trim).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n\n");
    let mut steps = Vec::new();
    for (k, s) in report.steps.iter().enumerate() {
        // How many actions the line has once this step is done.
        let end = if k + 1 == report.steps.len() {
            report.actions.len()
        } else {
            sc.run_steps(k + 1).actions.len()
        };
        let expect = step_lines(text, s.line);
        steps.push(RulingStep {
            what: s.what.clone(),
            note: s.note.clone(),
            note_ja: s.note_ja.clone(),
            said: both(&s.said),
            expects: both(&s.expects),
            expect,
            failures: s.failures.clone(),
            end,
        });
    }
    let mut ruling = Ruling {
        name: name.to_string(),
        title,
        rules: sc.rules.clone(),
        source: sc.source.clone(),
        description,
        title_ja: sc.title_ja.clone(),
        description_ja,
        expect_fail: sc.expect_fail.clone(),
        board,
        format,
        steps,
        search: String::new(),
    };
    ruling.search = search_words(&ruling.shown_text(), text, &sc)?;
    Ok(ruling)
}

/// Phrases as (English, Japanese) pairs.
#[cfg(feature = "text")]
fn both(texts: &[Text]) -> Vec<(String, String)> {
    texts.iter().map(|t| (t.get(Lang::En).to_string(), t.get(Lang::Ja).to_string())).collect()
}

/// The lines of a scenario file from `line` (1-based) up to the next `[[…]]` table.
#[cfg(feature = "text")]
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
/// title, rules, source, description, each step's lines and words): the rest of the file and
/// the Japanese names of the board's cards, lower case. A search word has no spaces, so it is
/// found in the whole text exactly when it is found within one of its words: each word not
/// already shown is kept once.
#[cfg(feature = "text")]
fn search_words(shown: &str, text: &str, sc: &Scenario) -> Result<String, String> {
    let db = CardDb::with_custom(&sc.setup.custom_cards).map_err(|e| e.to_string())?;
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
    let blob = crate::card::case::fold(&blob);
    let shown = crate::card::case::fold(shown);
    // A query's words are each looked for anywhere in the text, so a word already inside
    // what the panel shows (a Japanese line inside its joined paragraph, "hand" inside
    // "p1.hand") is found without being kept twice.
    let mut kept: std::collections::BTreeSet<&str> = Default::default();
    Ok(blob
        .split(search_separator)
        .filter(|w| !w.is_empty() && !shown.contains(*w) && kept.insert(*w))
        .collect::<Vec<_>>()
        .join(" "))
}

/// Where a scenario file's words end for the search: spaces and TOML's brackets, quotes,
/// commas and equals signs (a rule number's dot, a name's hyphen or apostrophe stay).
#[cfg(feature = "text")]
fn search_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '[' | ']' | '{' | '}' | '"' | ',' | '=')
}

#[cfg(all(test, feature = "text"))]
mod tests {
    use super::*;

    const FILE: &str = r#"
title = "A spell waits in standby"
rules = ["409.1c"]
description = """
Two
lines."""

[board.p1]
hand = ["Energy Stream"]
mana = ["Aqua Hulcus", "Aqua Hulcus", "Aqua Hulcus"]
deck = ["Aqua Hulcus", "Aqua Hulcus"]

[[step]]
note = "cast the spell"
note_ja = "呪文を唱える"
use = "Energy Stream"
expect.zones = { "p1.hand" = ["Aqua Hulcus", "Aqua Hulcus"] }
"#;

    #[test]
    fn a_ruling_keeps_its_board_steps_and_words() {
        let g = Gallery::build([("x", FILE)]).unwrap();
        let r = &g.rulings[0];
        assert_eq!(r.title, "A spell waits in standby");
        assert_eq!(r.description, "Two lines.");
        assert_eq!(r.steps.len(), 1);
        assert_eq!(r.steps[0].end, 1, "{:?}", r.steps);
        assert!(r.steps[0].failures.is_empty(), "{:?}", r.steps[0].failures);
        assert!(r.steps[0].expect.contains("expect.zones"));
        assert_eq!(
            (r.steps[0].note(Lang::En), r.steps[0].note(Lang::Ja)),
            ("cast the spell", "呪文を唱える")
        );
        // The search finds the Japanese note as it finds the English one: in the step's lines.
        assert!(r.steps[0].expect.contains("呪文を唱える"), "{}", r.steps[0].expect);
        let h = r.history().unwrap();
        assert_eq!(h.actions.len(), 1);
        assert_eq!(g.fingerprints().unwrap(), vec![setup_fingerprint(&h.setup)]);
    }

    #[test]
    fn every_word_of_every_ruling_file_can_be_searched() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/rulings");
        let g = Gallery::from_dir(std::path::Path::new(dir)).unwrap();
        assert!(g.rulings.len() > 10);
        for r in &g.rulings {
            let text = std::fs::read_to_string(format!("{dir}/{}.toml", r.name)).unwrap();
            let index = r.search_text();
            for w in crate::card::case::fold(&text).split(search_separator).filter(|w| !w.is_empty()) {
                assert!(index.contains(w), "{}: the search can't find {w:?}", r.name);
            }
            // What the panel shows is not kept a second time.
            let shown = crate::card::case::fold(&r.shown_text());
            assert!(r.search.split(' ').all(|w| !shown.contains(w)), "{}: {}", r.name, r.search);
        }
    }

    #[test]
    fn a_ruling_whose_board_is_damaged_says_so() {
        let mut r = Gallery::build([("x", FILE)]).unwrap().rulings.remove(0);
        r.format = crate::codec::FORMAT_VERSION + 1;
        assert!(r.history().unwrap_err().starts_with("x: "));
        r.format = 1;
        r.board.truncate(3);
        assert!(r.history().unwrap_err().starts_with("x: "));
    }

    #[test]
    fn a_file_that_does_not_parse_is_named() {
        let e = Gallery::build([("broken", "title = ")]).unwrap_err();
        assert!(e.starts_with("tests/rulings/broken.toml: line 1"), "{e}");
    }

    #[test]
    fn rulings_are_grouped_by_board_and_every_one_is_in_its_group() {
        let other = FILE.replace("mana = [\"Aqua Hulcus\", ", "mana = [");
        let g = Gallery::build([("a", FILE), ("b", other.as_str()), ("c", FILE)]).unwrap();
        let groups = g.by_board().unwrap();
        assert_eq!(groups.len(), 2);
        let fingerprints = g.fingerprints().unwrap();
        for (r, f) in g.rulings.iter().zip(&fingerprints) {
            assert!(groups[f].rulings.contains(&r.for_board()), "{}", r.name);
        }
        // Two rulings of one board share its file, in file name order.
        let names: Vec<&str> = groups[&fingerprints[0]].rulings.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["a", "c"]);
        assert_eq!(board_file(0xab), "000000ab.bin");
        let group = &groups[&fingerprints[1]];
        assert_eq!(Gallery::from_bytes(&group.to_bytes()).as_ref(), Ok(group));
    }

    #[test]
    fn different_boards_have_different_fingerprints() {
        let a = Scenario::parse(FILE).unwrap().setup;
        let b = Scenario::parse(&FILE.replace("mana = [\"Aqua Hulcus\", ", "mana = [")).unwrap().setup;
        assert_ne!(setup_fingerprint(&a), setup_fingerprint(&b));
        assert_eq!(setup_fingerprint(&a), setup_fingerprint(&a.clone()));
    }
}
