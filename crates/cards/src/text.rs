//! Cards as text. One card for the card editor: the TOML of docs/cards.md written the way the
//! built-in set is (each ability a `[[card.abilities]]` table whose words are inline), and read
//! back with the line, column and field of any problem. And the cards other formats carry: a
//! link's card file (`cards_file`) and a setup's custom cards inside JSON (`as_tree`).
//!
//! Both directions go through a `toml::Table`, like `parse_cards` and the link codec: one
//! deserializer for every card type keeps the browser bundle small (issue #7). JSON is read
//! into the same tree (`tree_from_json`).

use super::db::MAX_CUSTOM_TOML_BYTES;
use super::def::{CardDef, CUSTOM_ID_BASE};
use serde::Deserialize;
use std::fmt::Write as _;

pub use super::db::TextError;

/// The card as a `[[card]]` table. Nested words are inline (`when = { enters_battle = … }`), as
/// people write them; sub-faces are `[card.twin]` / `[card.back]` sections.
pub fn card_toml(card: &CardDef) -> String {
    match toml::Table::try_from(card) {
        Ok(table) => {
            let mut out = String::from("[[card]]\n");
            write_face(&mut out, "card", &table);
            out
        }
        // Every valid card serializes; say so rather than panic if one ever does not.
        Err(e) => format!("# this card could not be written: {e}\n"),
    }
}

/// Cards as a compact TOML file (`[[card]]` tables, nested words inline): the form links carry,
/// so the golden links pin this text (tests/links).
/// Through a table (kept in field order: toml's `preserve_order`), so the text writer is
/// instantiated once for `toml::Value`, not for every card type. Every valid card serializes;
/// if one ever did not, the text says so instead of panicking.
pub fn cards_file(cards: &[CardDef]) -> String {
    #[derive(serde::Serialize)]
    struct File<'a> {
        card: &'a [CardDef],
    }
    toml::Table::try_from(File { card: cards })
        .map(|t| t.to_string())
        .unwrap_or_else(|e| format!("# not written: {e}\n"))
}

/// Cards held inside another serde type (a game setup's custom cards), read and written through
/// the TOML value tree by this crate's own functions: serde's code for the card types stays in
/// this crate, compiled once, whatever type holds them. Use as `#[serde(with = "…::as_tree")]`.
pub mod as_tree {
    use super::{cards_from_tree, cards_to_tree};
    use crate::def::CardDef;
    use serde::{de, ser, Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(cards: &[CardDef], s: S) -> Result<S::Ok, S::Error> {
        cards_to_tree(cards).map_err(ser::Error::custom)?.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<CardDef>, D::Error> {
        cards_from_tree(Vec::<toml::Value>::deserialize(d)?).map_err(de::Error::custom)
    }
}

/// The cards as TOML values, one table each.
pub fn cards_to_tree(cards: &[CardDef]) -> Result<Vec<toml::Value>, String> {
    cards.iter().map(|c| toml::Value::try_from(c).map_err(|e| e.to_string())).collect()
}

/// Cards from TOML values. An error names the card's place and the field's path
/// (`[1] abilities[0].when: unknown variant …`). The cards are not validated here.
pub fn cards_from_tree(values: Vec<toml::Value>) -> Result<Vec<CardDef>, String> {
    let mut out = Vec::with_capacity(values.len());
    for (i, v) in values.into_iter().enumerate() {
        let card = CardDef::deserialize(v).map_err(|e| match split_path(&e) {
            (path, message) if path.is_empty() => format!("[{i}]: {message}"),
            (path, message) => format!("[{i}] {path}: {message}"),
        })?;
        out.push(card);
    }
    Ok(out)
}

/// JSON read as the same tree TOML is, so serde's code for the card and history types exists
/// once, for `toml::Value`, not a second time for JSON (the worker's module, issue #15). A
/// `null` member is left out (the field takes its default, as an absent key does); a `null` in
/// a list has no meaning in the schema and is refused with its place.
pub fn tree_from_json(json: serde_json::Value) -> Result<toml::Value, String> {
    json_to_tree(json, &mut String::new())
}

/// A JSON list's items as trees, each as [`tree_from_json`] makes it (a place is `[i]…`).
pub fn trees_from_json(items: Vec<serde_json::Value>) -> Result<Vec<toml::Value>, String> {
    items_to_trees(items, &mut String::new())
}

/// The items of the list at `path`, each at `path[i]`.
fn items_to_trees(items: Vec<serde_json::Value>, path: &mut String) -> Result<Vec<toml::Value>, String> {
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.into_iter().enumerate() {
        let len = path.len();
        let _ = write!(path, "[{i}]");
        out.push(json_to_tree(item, path)?);
        path.truncate(len);
    }
    Ok(out)
}

fn json_to_tree(json: serde_json::Value, path: &mut String) -> Result<toml::Value, String> {
    use serde_json::Value as Json;
    use toml::Value as Tree;
    Ok(match json {
        Json::Null => {
            let at = if path.is_empty() { "the top".to_string() } else { format!("`{path}`") };
            return Err(format!("`null` is not a value here (at {at})"));
        }
        Json::Bool(b) => Tree::Boolean(b),
        Json::Number(n) => match n.as_i64() {
            Some(i) => Tree::Integer(i),
            // Above TOML's integers: digits, as a seed that large is written (a field that
            // wants a smaller number then says so).
            None if n.is_u64() => Tree::String(n.to_string()),
            None => Tree::Float(n.as_f64().unwrap_or(f64::NAN)),
        },
        Json::String(s) => Tree::String(s),
        Json::Array(items) => Tree::Array(items_to_trees(items, path)?),
        Json::Object(members) => {
            let mut out = toml::Table::new();
            for (key, value) in members.into_iter().filter(|(_, v)| !v.is_null()) {
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(&key);
                out.insert(key, json_to_tree(value, path)?);
                path.truncate(len);
            }
            Tree::Table(out)
        }
    })
}

/// Several cards, one `[[card]]` table each (a card library file).
pub fn cards_toml(cards: &[CardDef]) -> String {
    cards.iter().map(card_toml).collect::<Vec<_>>().join("\n")
}

/// A face's fields (in schema order, thanks to `preserve_order`), then its abilities and its
/// other faces as their own tables.
fn write_face(out: &mut String, path: &str, face: &toml::Table) {
    for (k, v) in face {
        if !matches!(k.as_str(), "abilities" | "twin" | "back") {
            let _ = writeln!(out, "{k} = {v}");
        }
    }
    if let Some(toml::Value::Array(abilities)) = face.get("abilities") {
        for a in abilities.iter().filter_map(toml::Value::as_table) {
            let _ = writeln!(out, "\n[[{path}.abilities]]");
            for (k, v) in a {
                let _ = writeln!(out, "{k} = {v}");
            }
        }
    }
    for side in ["twin", "back"] {
        if let Some(t) = face.get(side).and_then(toml::Value::as_table) {
            let _ = writeln!(out, "\n[{path}.{side}]");
            write_face(out, &format!("{path}.{side}"), t);
        }
    }
}

/// Reads the text of exactly one card and checks it as a custom card (id from 100000, the
/// rules of `CardDef::validate`). Never panics.
pub fn parse_card(text: &str) -> Result<CardDef, TextError> {
    let at_start = |message: String| TextError { line: 1, column: 1, field: None, message };
    if text.len() > MAX_CUSTOM_TOML_BYTES {
        return Err(at_start(format!(
            "a card's text is limited to {MAX_CUSTOM_TOML_BYTES} bytes; this one has {}",
            text.len()
        )));
    }
    let mut table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
        let (line, column) = e.span().map_or((1, 1), |s| line_col(text, s.start));
        TextError { line, column, field: None, message: toml_message(&e) }
    })?;
    if let Some(key) = table.keys().find(|k| *k != "card") {
        return Err(located(
            text,
            key,
            format!("unknown field `{key}`: a card file holds `[[card]]` tables"),
        ));
    }
    let mut cards = match table.remove("card") {
        Some(toml::Value::Array(cards)) => cards,
        _ => Vec::new(),
    };
    if cards.len() != 1 {
        return Err(at_start(format!("expected one card (one [[card]] table), found {}", cards.len())));
    }
    let card = CardDef::deserialize(cards.remove(0)).map_err(|e| {
        let (path, message) = split_path(&e);
        let field = path.split('.').next().unwrap_or_default().to_string();
        let mut err = located(text, &field, message);
        err.field = (!path.is_empty()).then_some(path);
        err
    })?;
    if card.id.0 < CUSTOM_ID_BASE {
        return Err(located(text, "id", format!("custom card ids start at {CUSTOM_ID_BASE}")));
    }
    card.validate().map_err(|message| {
        let field = message.split(':').next().unwrap_or_default().trim().to_string();
        let rest = message[field.len()..].trim_start_matches(':').trim().to_string();
        located(text, &field, rest)
    })?;
    Ok(card)
}

/// A field error's path (`abilities[0].when`) and message: toml puts the path last, as
/// "…\nin `path`".
pub(crate) fn split_path(e: &toml::de::Error) -> (String, String) {
    let text = e.to_string();
    match text.trim_end().rsplit_once("\nin `") {
        Some((message, path)) => (path.trim_end_matches('`').to_string(), message.trim().to_string()),
        None => (String::new(), toml_message(e)),
    }
}

/// A TOML error's message. The parser leaves it empty for a character TOML does not allow
/// (a control character in a comment, say): say that rather than nothing.
pub fn toml_message(e: &toml::de::Error) -> String {
    let m = e.message().trim();
    if m.is_empty() {
        "a character TOML does not allow here".to_string()
    } else {
        m.to_string()
    }
}

/// An error about `field`, placed on the line that writes it (the i-th `[[card.abilities]]`
/// header for `abilities[i]`), or on line 1 when the text does not write it (a missing field).
fn located(text: &str, field: &str, message: String) -> TextError {
    let line = field_line(text, field).unwrap_or(1);
    TextError { line, column: 1, field: Some(field.to_string()), message }
}

fn field_line(text: &str, field: &str) -> Option<usize> {
    let (section, name) = match field.split_once('.') {
        Some((face @ ("twin" | "back"), rest)) => (format!("[card.{face}]"), rest),
        _ => ("[[card]]".to_string(), field),
    };
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().position(|l| l.trim() == section)?;
    if let Some(i) = name.strip_prefix("abilities[").and_then(|r| r.split(']').next()) {
        let i: usize = i.parse().ok()?;
        let header = format!("[[{}.abilities]]", section.trim_matches(['[', ']']));
        return lines
            .iter()
            .enumerate()
            .skip(start)
            .filter(|(_, l)| l.trim() == header)
            .nth(i)
            .map(|(n, _)| n + 1);
    }
    lines.iter().enumerate().skip(start + 1).take_while(|(_, l)| !l.trim_start().starts_with('[')).find_map(
        |(n, l)| {
            let key = l.split('=').next()?.trim();
            (key == name).then_some(n + 1)
        },
    )
}

fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CardDb;

    #[test]
    fn every_builtin_card_round_trips_through_its_text() {
        for card in CardDb::builtin().iter() {
            let mut custom = card.clone();
            custom.id.0 += CUSTOM_ID_BASE;
            let text = card_toml(&custom);
            let back = parse_card(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", card.front.name));
            assert_eq!(back, custom, "{text}");
        }
    }

    #[test]
    fn abilities_are_written_inline() {
        let db = CardDb::builtin();
        let card = db.find("Aqua Hulcus").unwrap();
        let text = card_toml(card);
        assert!(text.starts_with("[[card]]\nid = 44\n"), "{text}");
        assert!(text.contains("\n[[card.abilities]]\n"), "{text}");
        assert!(text.contains("when = { enters_battle = {"), "{text}");
        assert!(text.contains("effect = [{ draw = {"), "{text}");
        assert!(!text.contains("[card.abilities.when"), "{text}");
        let twin = db.iter().find(|c| c.twin.is_some()).unwrap();
        let text = card_toml(twin);
        assert!(text.contains("\n[card.twin]\n") && text.contains("\n[[card.twin.abilities]]\n"), "{text}");
    }

    #[test]
    fn errors_name_their_line_and_field() {
        let ok = "[[card]]\nid = 100000\nname = \"Scout\"\ntype = \"creature\"\ncivilizations = [\"water\"]\ncost = 2\npower = 1000\n";
        assert!(parse_card(ok).is_ok());
        let no_power = ok.replace("power = 1000\n", "");
        let e = parse_card(&no_power).unwrap_err();
        assert_eq!((e.field.as_deref(), e.line), (Some("power"), 1), "{e}");
        assert!(e.message.contains("needs a power"), "{e}");
        let spell_power = ok.replace("\"creature\"", "\"spell\"");
        let e = parse_card(&spell_power).unwrap_err();
        assert_eq!((e.field.as_deref(), e.line), (Some("power"), 7), "{e}");
        let typo = ok.replace("cost = 2", "cots = 2");
        let e = parse_card(&typo).unwrap_err();
        assert!(e.message.contains("unknown field `cots`"), "{e}");
        let wrong = ok.replace("cost = 2", "cost = \"two\"");
        let e = parse_card(&wrong).unwrap_err();
        assert_eq!((e.field.as_deref(), e.line), (Some("cost"), 6), "{e}");
        let low = ok.replace("100000", "12");
        assert_eq!(parse_card(&low).unwrap_err().field.as_deref(), Some("id"));
        let two = format!("{ok}{}", ok.replace("100000", "100001"));
        assert!(parse_card(&two).unwrap_err().message.contains("found 2"));
        let syntax = ok.replace("cost = 2", "cost = = 2");
        let e = parse_card(&syntax).unwrap_err();
        assert_eq!(e.line, 6, "{e}");
        // The parser's own message is empty for a control character in a comment.
        let e = parse_card("#\u{7f}").unwrap_err();
        assert_eq!((e.line, e.column), (1, 2));
        assert!(!e.message.is_empty());
        let big = "#".repeat(MAX_CUSTOM_TOML_BYTES + 1);
        assert!(parse_card(&big).unwrap_err().message.contains("limited to"));
    }
}
