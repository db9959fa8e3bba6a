//! The rules the engine cites, readable: for each rule number, a title and a one-to-three
//! sentence summary in our own words, in English and Japanese, and the official rules page to
//! read the rule itself. The playground shows them when a citation is hovered, focused or
//! tapped. The summaries are data (crates/engine/data/rules.toml), made a static table at build
//! time (build.rs): nothing is parsed when the page starts.
//!
//! Every number the engine, the cards, the app or a ruling can cite has an entry of its own
//! (crates/engine/tests/rule_summaries.rs scans them); a sub-rule never falls back to its
//! parent's summary.

use super::Lang;

/// The publisher's page for the General Game Rules (総合ゲームルール): it links the current
/// version's PDF, whose address changes with each version.
pub const OFFICIAL_RULES_URL: &str = "https://dm.takaratomy.co.jp/rule/rulechange/";

/// One rule, readable.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleSummary {
    /// As cited, e.g. `"409.1c"`.
    pub number: &'static str,
    /// What the rule is about, within its section ("" for a whole section).
    topic: [&'static str; 2],
    summary: [&'static str; 2],
}

impl RuleSummary {
    /// The section's heading, then what this rule is about: "Standby: not counted in its zone".
    pub fn title(&self, lang: Lang) -> String {
        let section = section(self.number, lang).unwrap_or_default();
        match (pick(self.topic, lang), lang) {
            ("", _) => section.to_string(),
            (topic, Lang::En) => format!("{section}: {topic}"),
            (topic, Lang::Ja) => format!("{section}：{topic}"),
        }
    }

    /// One to three sentences.
    pub fn summary(&self, lang: Lang) -> &'static str {
        pick(self.summary, lang)
    }
}

/// The rule cited as `number` (exactly as the engine cites it), or None if it has no summary.
pub fn rule(number: &str) -> Option<RuleSummary> {
    RULES.binary_search_by(|r| r.number.cmp(number)).ok().map(|i| RULES[i])
}

/// Every summary, in the order of their numbers.
pub fn all() -> &'static [RuleSummary] {
    RULES
}

/// The heading of the section a rule number belongs to (its first three digits).
pub fn section(number: &str, lang: Lang) -> Option<&'static str> {
    let n = number.get(..3)?;
    SECTIONS.iter().find(|s| s.0 == n).map(|s| pick(s.1, lang))
}

/// A rule as the playground fetches it on the first citation read (`rules.bin`, written by
/// `horyu rules`): the page's first load carries only the numbers (issue #15).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Readable {
    /// The title in English and Japanese, as [`RuleSummary::title`] words it.
    pub title: [String; 2],
    /// The summary in English and Japanese.
    pub summary: [String; 2],
}

impl Readable {
    pub fn title(&self, lang: Lang) -> &str {
        let [en, ja] = &self.title;
        lang.or_english(en, ja)
    }

    pub fn summary(&self, lang: Lang) -> &str {
        let [en, ja] = &self.summary;
        lang.or_english(en, ja)
    }
}

impl From<&RuleSummary> for Readable {
    fn from(r: &RuleSummary) -> Readable {
        let both = |f: &dyn Fn(Lang) -> String| [f(Lang::En), f(Lang::Ja)];
        Readable { title: both(&|l| r.title(l)), summary: both(&|l| r.summary(l).to_string()) }
    }
}

/// Every rule readable, by number.
pub fn readable() -> std::collections::BTreeMap<&'static str, Readable> {
    RULES.iter().map(|r| (r.number, Readable::from(r))).collect()
}

/// [`readable`] in binary ([`crate::card::compact`]): what `rules.bin` holds.
pub fn readable_bytes() -> Vec<u8> {
    // Strings and a map of known length: postcard writes them.
    crate::card::compact::to_bytes(&readable()).unwrap_or_default()
}

/// What [`readable_bytes`] wrote.
pub fn read_readable(bytes: &[u8]) -> Result<std::collections::BTreeMap<String, Readable>, String> {
    crate::card::compact::from_bytes(bytes)
}

/// English or Japanese, from a pair written in that order.
fn pick(pair: [&'static str; 2], lang: Lang) -> &'static str {
    match lang {
        Lang::En => pair[0],
        Lang::Ja => pair[1],
    }
}

const fn r(number: &'static str, topic: [&'static str; 2], summary: [&'static str; 2]) -> RuleSummary {
    RuleSummary { number, topic, summary }
}

// SECTIONS and RULES, written by build.rs from data/rules.toml.
include!(concat!(env!("OUT_DIR"), "/rules_table.rs"));
