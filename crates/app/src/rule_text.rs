//! The rules' words, fetched when the first citation is read: `rules.bin` beside the app,
//! written at build time by `horyu rules` (Trunk.toml's hook). The first load holds only the
//! numbers that have a summary (build.rs), so a chip knows whether it can be read; a reader who
//! never opens one never downloads the words (issue #15's first load).
//!
//! One fetch serves every chip: whoever asks first starts it, and every chip that asked while
//! it ran is told when it ends. A failed fetch is tried again when a summary is opened again.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use horyu_engine::words::rules::Readable;
use horyu_engine::words::Lang;
use yew::Callback;

include!(concat!(env!("OUT_DIR"), "/rule_numbers.rs"));

/// The file's name, relative to the page (so a copy served from any folder finds it).
pub const FILE: &str = "rules.bin";

/// The rule number as written in the first load, if that rule has a summary.
pub fn known(number: &str) -> Option<&'static str> {
    RULE_NUMBERS.lines().find(|n| *n == number)
}

/// A rule's words, as far as they have come.
#[derive(Clone, Debug, PartialEq)]
pub enum Words {
    /// Not fetched yet, or on the way.
    Loading,
    Ready(Readable),
    /// The file could not be fetched or read, or lacks the rule.
    Failed(Missing),
}

/// Why a rule's words are not here, worded in the page's language when shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Missing {
    Fetch(crate::fetch::Failure),
    /// The file arrived and can't be read (the reader's words).
    Unreadable(String),
    /// The file has no summary of this rule.
    NoRule(String),
}

impl Missing {
    pub fn say(&self, lang: Lang) -> String {
        match self {
            Missing::Fetch(f) => f.say(lang),
            Missing::Unreadable(e) => crate::i18n::trf(lang, "{0} can't be read: {1}", &[&FILE, e]),
            Missing::NoRule(n) => crate::i18n::trf(lang, "{0} has no rule {1}", &[&FILE, n]),
        }
    }
}

#[derive(Default)]
enum State {
    #[default]
    Absent,
    /// On the way; these are told when it ends.
    Fetching(Vec<Callback<()>>),
    Ready(Rc<BTreeMap<String, Readable>>),
    Failed(Missing),
}

thread_local! {
    static STATE: RefCell<State> = const { RefCell::new(State::Absent) };
}

/// The words of `number` as far as they have come (asks for nothing).
pub fn words(number: &str) -> Words {
    STATE.with(|s| match &*s.borrow() {
        State::Absent | State::Fetching(_) => Words::Loading,
        State::Ready(map) => match map.get(number) {
            Some(r) => Words::Ready(r.clone()),
            None => Words::Failed(Missing::NoRule(number.to_string())),
        },
        State::Failed(why) => Words::Failed(why.clone()),
    })
}

/// Asks for the words unless they are here or on the way; `arrived` is called when the fetch
/// this call waits for ends, whichever way.
pub fn request(arrived: Callback<()>) {
    let start = STATE.with(|s| {
        let mut s = s.borrow_mut();
        match &mut *s {
            State::Ready(_) => false,
            State::Fetching(waiting) => {
                waiting.push(arrived);
                false
            }
            State::Absent | State::Failed(_) => {
                *s = State::Fetching(vec![arrived]);
                true
            }
        }
    });
    if start {
        wasm_bindgen_futures::spawn_local(async {
            let done = match crate::fetch::bytes(FILE)
                .await
                .map_err(Missing::Fetch)
                .and_then(|bytes| read(&bytes))
            {
                Ok(map) => State::Ready(Rc::new(map)),
                Err(why) => State::Failed(why),
            };
            let waiting = STATE.with(|s| match std::mem::replace(&mut *s.borrow_mut(), done) {
                State::Fetching(waiting) => waiting,
                _ => Vec::new(),
            });
            for w in waiting {
                w.emit(());
            }
        });
    }
}

/// Reads the fetched file; the error says what is wrong with it.
pub fn read(bytes: &[u8]) -> Result<BTreeMap<String, Readable>, Missing> {
    horyu_engine::words::rules::read_readable(bytes).map_err(|e| Missing::Unreadable(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `horyu rules` writes.
    fn written() -> Vec<u8> {
        horyu_engine::words::rules::readable_bytes()
    }

    #[test]
    fn the_first_load_knows_every_rule_the_file_holds() {
        let map = read(&written()).unwrap();
        let numbers: Vec<&str> = RULE_NUMBERS.lines().collect();
        assert_eq!(map.keys().map(String::as_str).collect::<Vec<_>>(), numbers);
        assert_eq!(known("409.1c"), Some("409.1c"));
        assert_eq!(known("409.1"), Some("409.1"));
        // Built, not written: a literal rule number here would read as a citation to
        // crates/engine/tests/rule_summaries.rs.
        assert_eq!(known(&"409.1c".replace('c', "z")), None);
        assert_eq!(known("601.1a (before Ver. 1.32)"), Some("601.1a (before Ver. 1.32)"));
        assert_eq!(known("Ver."), None);
        assert_eq!(known(""), None);
        let r = &map["409.1c"];
        assert_eq!(r.title(horyu_engine::words::Lang::En), "Standby: not counted in its zone");
        assert!(!r.summary(horyu_engine::words::Lang::Ja).is_empty());
    }

    #[test]
    fn a_damaged_file_is_named() {
        crate::i18n::install(include_str!("../../../web/interface-ja.tsv").to_string()).unwrap();
        let bytes = written();
        let e = read(&bytes[..bytes.len() / 3]).unwrap_err().say(Lang::En);
        assert!(e.starts_with("rules.bin can't be read: "), "{e}");
        assert_eq!(Missing::NoRule("999.9".into()).say(Lang::Ja), "rules.binにルール999.9がありません");
        assert!(read(b"[]").is_err());
    }
}
