//! The interface in English and Japanese. English strings are the keys; a string without a
//! Japanese entry shows in English. The engine words its own texts (the log, the prompts) in
//! either language: `horyu_engine::words`.

/// The interface's language is the engine's: one switch words both.
pub use horyu_engine::words::Lang;

/// Where this browser keeps the reader's choice of language (`en` or `ja`). An embed reads it
/// and never writes it.
pub const LANG_KEY: &str = "horyu.lang";

/// The page's language: `lang=` in the address (`?lang=ja`, an embed's `?embed&lang=ja`: a
/// wiki page in Japanese shows its boards in Japanese), then the choice this browser keeps,
/// then the browser's own language. index.html's loading text decides the same way. The
/// warning names a `lang=` the page does not know (it is then left out).
pub fn choose_lang(query: &str, kept: Option<&str>, browser: &str) -> (Lang, Option<String>) {
    let asked = query.trim_start_matches('?').split('&').find_map(|p| p.strip_prefix("lang="));
    let known = |key: &str| [Lang::En, Lang::Ja].into_iter().find(|l| key.eq_ignore_ascii_case(l.tag()));
    let warning = asked
        .filter(|key| known(key).is_none())
        .map(|key| format!("?lang=: unknown language {key} (known: en, ja)"));
    let lang =
        asked.and_then(known).or_else(|| kept.and_then(known)).unwrap_or_else(|| Lang::from_tag(browser));
    (lang, warning)
}

/// Whether the address asks for a language (`lang=`): the reader's own choice then takes it
/// out of the address, so a reload shows what they chose.
pub fn query_asks_lang(query: &str) -> bool {
    query.trim_start_matches('?').split('&').any(|p| p.starts_with("lang="))
}

/// The query without its `lang=`: `?embed&lang=ja` → `?embed`, `?lang=ja` → ``.
pub fn query_without_lang(query: &str) -> String {
    let rest: Vec<&str> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("lang="))
        .collect();
    if rest.is_empty() {
        String::new()
    } else {
        format!("?{}", rest.join("&"))
    }
}

/// The engine's own separators (`words::colon`, `words::comma`): one wording for both crates.
pub use horyu_engine::words::{colon, comma};

/// What separates two sentences: a space in English; Japanese runs them together.
pub fn sentence_gap(lang: Lang) -> &'static str {
    match lang {
        Lang::En => " ",
        Lang::Ja => "",
    }
}

/// `template` in `lang` with `{0}`, `{1}`… filled in from `args`, so a text with values has one
/// key and its Japanese can put them in its own order: `trf(lang, "Added {0} × {1}.", &[&3,
/// &name])` is 「{1}を{0}枚加えました。」 in Japanese. A number without an argument stays as it is.
pub fn trf(lang: Lang, template: &'static str, args: &[&dyn std::fmt::Display]) -> String {
    let text = tr(lang, template);
    let mut out = String::with_capacity(text.len() + 16 * args.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let arg =
            after.find('}').and_then(|close| Some((args.get(after[..close].parse::<usize>().ok()?)?, close)));
        match arg {
            Some((a, close)) => {
                out.push_str(&a.to_string());
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `label` in the page's language, then `text`: "This link can't be opened: …",
/// 「このリンクは開けません：…」.
pub fn labelled(lang: Lang, label: &'static str, text: impl std::fmt::Display) -> String {
    format!("{}{}{text}", tr(lang, label), colon(lang))
}

/// The file of the interface's Japanese words, beside the page.
pub const JAPANESE_FILE: &str = "interface-ja.tsv";

thread_local! {
    /// The interface's Japanese words once read: (English, Japanese), sorted by the English.
    static JAPANESE: std::cell::RefCell<Vec<(&'static str, &'static str)>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Whether the file was asked for (and not yet read, or could not be).
    static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// `en` in `lang`: its Japanese once [`install`]ed, else the English itself (a string with no
/// Japanese entry, or a page whose Japanese words have not arrived, shows in English).
///
/// The words are a file, not code: matched in code they were 6.3 KB gzip of every reader's
/// first load (docs/bundle.md), for the readers in Japanese only.
pub fn tr(lang: Lang, en: &'static str) -> &'static str {
    if lang == Lang::En {
        return en;
    }
    JAPANESE.with(|t| {
        let t = t.borrow();
        t.binary_search_by(|(k, _)| (*k).cmp(en)).map_or(en, |i| t[i].1)
    })
}

/// Reads [`JAPANESE_FILE`]'s text: lines of English, a tab and Japanese, sorted by the
/// English; blank lines and `#` comments are skipped. An error names the line.
pub fn read_japanese(text: &'static str) -> Result<Vec<(&'static str, &'static str)>, String> {
    let mut words: Vec<(&'static str, &'static str)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |what: &str| format!("{JAPANESE_FILE} line {}: {what}", i + 1);
        let (en, ja) = line
            .split_once('\t')
            .filter(|(en, ja)| !en.is_empty() && !ja.is_empty() && !ja.contains('\t'))
            .ok_or_else(|| at("not English, one tab, then Japanese"))?;
        if words.last().is_some_and(|(last, _)| *last >= en) {
            return Err(at("out of order or twice: the English must be sorted"));
        }
        words.push((en, ja));
    }
    Ok(words)
}

/// Takes [`JAPANESE_FILE`]'s text as the interface's Japanese words (kept for the page's life).
pub fn install(text: String) -> Result<(), String> {
    let words = read_japanese(Box::leak(text.into_boxed_str()))?;
    JAPANESE.with(|t| *t.borrow_mut() = words);
    Ok(())
}

/// The Japanese words built in, for tests that word things in Japanese.
#[cfg(test)]
pub fn install_for_tests() {
    install(include_str!("../../../web/interface-ja.tsv").to_string()).expect("interface-ja.tsv reads");
}

/// Whether the Japanese words are installed.
pub fn has_japanese() -> bool {
    JAPANESE.with(|t| !t.borrow().is_empty())
}

/// Whether the page should fetch the Japanese words now: it shows Japanese, has none, and has
/// not asked yet. Asking once per switch to Japanese: [`ask_again`].
pub fn should_fetch(lang: Lang) -> bool {
    lang == Lang::Ja && !has_japanese() && !ASKED.with(|a| a.replace(true))
}

/// After a fetch that failed, the next switch to Japanese asks again.
pub fn ask_again() {
    ASKED.with(|a| a.set(false));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_then_the_kept_choice_then_the_browser_say_the_language() {
        assert_eq!(choose_lang("", None, "ja-JP"), (Lang::Ja, None));
        assert_eq!(choose_lang("", None, "en-US"), (Lang::En, None));
        assert_eq!(choose_lang("", Some("en"), "ja-JP"), (Lang::En, None));
        assert_eq!(choose_lang("?embed&lang=ja", Some("en"), "en-US"), (Lang::Ja, None));
        assert_eq!(choose_lang("?lang=EN", Some("ja"), "ja"), (Lang::En, None));
        // A kept value this build does not know is ignored, as is an unknown `lang=`, which is named.
        assert_eq!(choose_lang("", Some("klingon"), "ja"), (Lang::Ja, None));
        let (lang, warning) = choose_lang("?embed&lang=fr", Some("ja"), "en");
        assert_eq!(lang, Lang::Ja);
        assert_eq!(warning.as_deref(), Some("?lang=: unknown language fr (known: en, ja)"));
        // `language=` and `xlang=` are other parameters.
        assert_eq!(choose_lang("?language=ja&xlang=ja", None, "en"), (Lang::En, None));
    }

    #[test]
    fn a_label_joins_its_text_with_the_language_s_colon() {
        assert_eq!(
            labelled(Lang::En, "This link can't be opened", "truncated"),
            "This link can't be opened: truncated"
        );
        install_for_tests();
        assert_eq!(labelled(Lang::Ja, "Failed", 3), "失敗：3");
    }

    #[test]
    fn the_reader_s_choice_takes_lang_out_of_the_address() {
        assert!(query_asks_lang("?embed&lang=ja") && !query_asks_lang("?embed&language=ja"));
        assert_eq!(query_without_lang("?embed&lang=ja&zones=battle"), "?embed&zones=battle");
        assert_eq!(query_without_lang("?lang=ja"), "");
        assert_eq!(query_without_lang(""), "");
    }

    fn japanese() -> Vec<(&'static str, &'static str)> {
        read_japanese(include_str!("../../../web/interface-ja.tsv")).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_japanese_words_are_read_and_looked_up() {
        let words = japanese();
        assert!(words.len() > 150, "{} words", words.len());
        assert!(words.iter().filter(|(_, ja)| ja.is_ascii()).count() <= 1, "Japanese words in ASCII");
        assert_eq!(tr(Lang::Ja, "Close"), "Close", "no words installed yet: English");
        install_for_tests();
        assert_eq!(tr(Lang::Ja, "Sandbox"), "サンドボックス");
        assert_eq!(tr(Lang::En, "Sandbox"), "Sandbox");
        assert_eq!(tr(Lang::Ja, "not a key"), "not a key");
        for (en, ja) in &words {
            assert_eq!(tr(Lang::Ja, en), *ja, "{en}");
        }
        let bad = |t: &'static str| read_japanese(t).unwrap_err();
        assert_eq!(
            bad("# c\nb\tB\na\tA\n"),
            "interface-ja.tsv line 3: out of order or twice: the English must be sorted"
        );
        assert_eq!(
            bad("a\tA\na\tA\n"),
            "interface-ja.tsv line 2: out of order or twice: the English must be sorted"
        );
        assert_eq!(bad("a A\n"), "interface-ja.tsv line 1: not English, one tab, then Japanese");
        assert_eq!(bad("a\tA\tB\n"), "interface-ja.tsv line 1: not English, one tab, then Japanese");
    }

    /// Every English key of the table is a string the interface shows: a key no code passes
    /// to `tr` any more is a dead translation, in every Japanese reader's download. The modules
    /// loaded on demand (the editor, the finder) word theirs through the same table.
    #[test]
    fn a_template_takes_its_values_in_the_order_each_language_writes_them() {
        install_for_tests();
        let n = 3;
        assert_eq!(
            trf(Lang::En, "Added {0} × {1}.", &[&n, &"Bolshack Dragon"]),
            "Added 3 × Bolshack Dragon."
        );
        assert_eq!(
            trf(Lang::Ja, "Added {0} × {1}.", &[&n, &"ボルシャック・ドラゴン"]),
            "ボルシャック・ドラゴンを3枚加えました。"
        );
        // A value is never read again as a template; a brace that names no value stays.
        assert_eq!(trf(Lang::En, "{0} and {1}", &[&"{1}", &"x"]), "{1} and x");
        assert_eq!(trf(Lang::En, "{0} {x} {2} {", &[&"a"]), "a {x} {2} {");
    }

    /// The app's Rust sources but this module's, with their paths.
    fn sources() -> Vec<(std::path::PathBuf, String)> {
        let mut dirs = vec![std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src"))];
        let mut out = Vec::new();
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("i18n.rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    out.push((path, text));
                }
            }
        }
        out
    }

    /// One way of wording (issue #43): the app's texts go through `tr` and `trf` and the
    /// table; a language is matched only here, for what is not a translation (a separator).
    #[test]
    fn no_text_is_worded_by_matching_the_language_outside_this_module() {
        let mut found = Vec::new();
        for (path, text) in sources() {
            for (i, line) in text.lines().enumerate() {
                let matched =
                    ["Lang::Ja =>", "Lang::En =>", "== Lang::Ja {", "== Lang::En {", "(Lang::Ja, n)"]
                        .iter()
                        .any(|p| line.contains(p));
                if matched {
                    found.push(format!("{}:{}: {}", path.display(), i + 1, line.trim()));
                }
            }
        }
        assert!(found.is_empty(), "texts worded by matching the language: {found:#?}");
    }

    #[test]
    fn every_translation_is_used() {
        let code: String = sources().into_iter().map(|(_, text)| text).collect();
        let page: Vec<&str> = japanese().into_iter().map(|(en, _)| en).collect();
        // As a Rust string literal writes it: a key's own quotes are escaped.
        let literal = |k: &str| format!("\"{}\"", k.replace('"', "\\\""));
        let unused: Vec<&&str> = page.iter().filter(|k| !code.contains(&literal(k))).collect();
        assert!(unused.is_empty(), "translations no code uses: {unused:?}");
    }
}
