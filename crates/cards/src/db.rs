//! The card database: the built-in set plus any custom cards of a game.

use super::def::{CardDef, CardDefId, CUSTOM_ID_BASE};
use crate::zone::Zone;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// Kinds of continuous abilities, as bits.
pub const STATIC_POWER: u8 = 1;
pub const STATIC_GRANT: u8 = 2;
pub const STATIC_CIVILIZATION: u8 = 4;
pub const STATIC_COST: u8 = 8;
pub const STATIC_OTHER: u8 = 16;
pub const REPLACEMENT: u8 = 32;
/// A static ability that makes abilities ignored (also a grant).
pub const STATIC_IGNORE: u8 = 64;

/// The kinds of one static ability.
pub fn static_kinds_of(st: &super::ability::Static) -> u8 {
    let mut m = 0;
    if st.power.is_some() || st.power_multiply.is_some() {
        m |= STATIC_POWER;
    }
    if !st.grant.is_empty() {
        m |= STATIC_GRANT;
    }
    if st.grant.iter().any(|k| matches!(k, super::def::Keyword::AbilitiesIgnored(_))) {
        m |= STATIC_IGNORE;
    }
    if st.all_civilizations {
        m |= STATIC_CIVILIZATION;
    }
    if st.cost.is_some() {
        m |= STATIC_COST;
    }
    if st.forbid.is_some()
        || st.unblockable_by.is_some()
        || st.ignore_spells.is_some()
        || st.lose
        || st.destroy
        || m == 0
    {
        m |= STATIC_OTHER;
    }
    m
}

/// The built-in card set, written in `data/builtin.toml` and turned into binary by build.rs
/// ([`crate::compact`]), which is what [`CardDb::builtin`] reads: a build without the `text`
/// feature has no TOML or JSON reader.
const BUILTIN_BIN: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/builtin.bin"));

/// Custom card definitions larger than this are refused (they travel in links).
pub const MAX_CUSTOM_TOML_BYTES: usize = 32 * 1024;
pub const MAX_CUSTOM_CARDS: usize = 64;

/// A problem in a card's text: where it is (1-based) and what it is.
/// (Here rather than in `text`, which is the `text` feature: the card editor shows these
/// errors when the playground's worker sends them.)
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, Deserialize)]
pub struct TextError {
    pub line: usize,
    pub column: usize,
    /// The field it concerns (`power`, `abilities[0]`, `twin.cost`), when known.
    pub field: Option<String>,
    pub message: String,
}

impl std::fmt::Display for TextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

/// Why a card definition was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CardError {
    /// Not valid TOML, or a field with the wrong name or type. The message has the line and
    /// column, and shows the line.
    #[error("{0}")]
    Toml(String),
    /// Cards as JSON (a link's custom cards in format v4) that don't fit the schema.
    #[error("the custom cards can't be read: {0}")]
    Json(String),
    /// Cards in binary (a link's custom cards since format v5) that don't fit the schema.
    #[error("the custom cards can't be read: {0}")]
    Binary(String),
    #[error("card \"{card}\" (id {id}): {message}")]
    Invalid { card: String, id: u32, message: String },
    #[error("card id {id} is used by both \"{first}\" and \"{second}\"")]
    DuplicateId { id: u32, first: String, second: String },
    #[error("custom card \"{card}\" has id {id}; custom ids start at {CUSTOM_ID_BASE}")]
    CustomIdTooLow { card: String, id: u32 },
    #[error(
        "custom cards are limited to {MAX_CUSTOM_CARDS} cards and {MAX_CUSTOM_TOML_BYTES} bytes of TOML"
    )]
    TooLarge,
}

/// Parses a TOML document of `[[card]]` tables and validates each card.
///
/// The text is parsed to a table first and each card is then read from it: one deserializer
/// for every card type keeps the browser bundle small (issue #7). A syntax error has the line
/// and column and shows the line; a field error names the card, where its table starts, and
/// the field.
#[cfg(feature = "text")]
pub fn parse_cards(toml_text: &str) -> Result<Vec<CardDef>, CardError> {
    let mut table: toml::Table =
        toml_text.parse().map_err(|e: toml::de::Error| CardError::Toml(e.to_string()))?;
    let cards = match table.remove("card") {
        None => Vec::new(),
        Some(toml::Value::Array(cards)) => cards,
        Some(other) => {
            return Err(CardError::Toml(format!(
                "invalid type: {}, expected an array of `[[card]]` tables",
                other.type_str()
            )))
        }
    };
    if let Some(key) = table.keys().next() {
        return Err(CardError::Toml(format!("unknown field `{key}`, expected `card`")));
    }
    let mut out = Vec::with_capacity(cards.len());
    for (i, value) in cards.into_iter().enumerate() {
        // The card's label is only needed for an error: finding its header line scans the text,
        // which for every card of a large file made parsing quadratic (the page's first render
        // parses the built-in set).
        let name = value.get("name").and_then(toml::Value::as_str).map(str::to_string);
        let id = value.get("id").and_then(toml::Value::as_integer);
        let card = CardDef::deserialize(value)
            .map_err(|e| CardError::Toml(field_error(&card_label(toml_text, name.as_deref(), id, i), &e)))?;
        card.validate().map_err(|message| CardError::Invalid {
            card: card.full_name(),
            id: card.id.0,
            message,
        })?;
        out.push(card);
    }
    Ok(out)
}

/// `card "Name" (id 100001, line 12)`: the `i`-th card of a file, as far as it can be told.
#[cfg(feature = "text")]
fn card_label(text: &str, name: Option<&str>, id: Option<i64>, i: usize) -> String {
    let mut label = match name {
        Some(name) => format!("card {name:?}"),
        None => format!("card {}", i + 1),
    };
    let mut at = Vec::new();
    if let Some(id) = id {
        at.push(format!("id {id}"));
    }
    // Where its `[[card]]` header is (a card written inline has none to point at).
    let header = text.lines().enumerate().filter(|(_, l)| l.trim_start().starts_with("[[card]]")).nth(i);
    if let Some((line, _)) = header {
        at.push(format!("line {}", line + 1));
    }
    if !at.is_empty() {
        label.push_str(&format!(" ({})", at.join(", ")));
    }
    label
}

/// A field error as `card …: field.path: message` (the parser's "in `path`" moved ahead).
#[cfg(feature = "text")]
fn field_error(label: &str, e: &toml::de::Error) -> String {
    match crate::text::split_path(e) {
        (path, message) if path.is_empty() => format!("{label}: {message}"),
        (path, message) => format!("{label}: {path}: {message}"),
    }
}

/// Cards from [`cards_to_bytes`] (the built-in set, a link's custom cards since format v5, the
/// playground's library and its worker's answers), each card validated as [`parse_cards`] does.
pub fn cards_from_bytes(bytes: &[u8]) -> Result<Vec<CardDef>, CardError> {
    let cards: Vec<CardDef> = crate::compact::from_bytes(bytes).map_err(CardError::Binary)?;
    validated(cards)
}

/// [`cards_from_bytes`] for cards written in an older version of the card schema
/// ([`crate::compact::CARD_SCHEMA`]): a link of format v5 or v6 (1), v7 to v10 (2), a library
/// kept before (2). They read as they meant when written.
pub fn cards_from_bytes_of_schema(bytes: &[u8], schema: u8) -> Result<Vec<CardDef>, CardError> {
    let cards: Vec<CardDef> =
        crate::compact::from_bytes_of_schema(bytes, schema).map_err(CardError::Binary)?;
    validated(cards)
}

/// Cards in binary ([`crate::compact`]), read back by [`cards_from_bytes`].
pub fn cards_to_bytes(cards: &[CardDef]) -> Vec<u8> {
    // Every card writes (postcard refuses only maps and sequences of unknown length, which the
    // schema has none of); an empty list (postcard: a zero length) if one ever did not.
    crate::compact::to_bytes(cards).unwrap_or_else(|_| vec![0])
}

/// The oldest card schema ([`crate::compact::CARD_SCHEMA`]) that writes these cards: 2 unless
/// one uses what a later schema added (a filter's `or` in 3, the fields docs/links.md lists
/// under "custom" in 4), found by
/// reading them back as each older schema. A link writes its custom cards so, and older builds
/// still read it when they can.
pub fn cards_schema_needed(cards: &[CardDef]) -> u8 {
    (2..crate::compact::CARD_SCHEMA)
        .find(|&schema| {
            let old = crate::compact::to_bytes_of_schema(cards, schema).unwrap_or_default();
            crate::compact::from_bytes_of_schema::<Vec<CardDef>>(&old, schema).is_ok_and(|back| back == cards)
        })
        .unwrap_or(crate::compact::CARD_SCHEMA)
}

fn validated(cards: Vec<CardDef>) -> Result<Vec<CardDef>, CardError> {
    for card in &cards {
        card.validate().map_err(|message| CardError::Invalid {
            card: card.full_name(),
            id: card.id.0,
            message,
        })?;
    }
    Ok(cards)
}

/// Cards from JSON: `{"card": [...]}`, the schema of a `[[card]]` file (a link's custom cards
/// in format v4, the playground's library before it was kept in binary), each card validated
/// as [`parse_cards`] does. Read through the TOML tree ([`crate::text::tree_from_json`]), so
/// an error names the card's place and the field (`[0] abilities[1].when: …`).
#[cfg(feature = "text")]
pub fn cards_from_json(json: &str) -> Result<Vec<CardDef>, CardError> {
    // A byte-order mark, as some editors save, is read past as the TOML reader does.
    let json = json.strip_prefix('\u{feff}').unwrap_or(json);
    let file: serde_json::Value = serde_json::from_str(json).map_err(|e| CardError::Json(e.to_string()))?;
    let serde_json::Value::Object(mut file) = file else {
        return Err(CardError::Json("expected an object `{\"card\": [...]}`".to_string()));
    };
    let cards = match file.remove("card") {
        None | Some(serde_json::Value::Null) => Vec::new(),
        Some(serde_json::Value::Array(cards)) => cards,
        Some(_) => return Err(CardError::Json("`card` must be a list of cards".to_string())),
    };
    if let Some(key) = file.keys().next() {
        return Err(CardError::Json(format!("unknown field `{key}`, expected `card`")));
    }
    let cards = crate::text::trees_from_json(cards).map_err(CardError::Json)?;
    validated(crate::text::cards_from_tree(cards).map_err(CardError::Json)?)
}

/// Cards as compact JSON, read back by [`cards_from_json`].
#[cfg(feature = "text")]
pub fn cards_to_json(cards: &[CardDef]) -> String {
    #[derive(serde::Serialize)]
    struct File<'a> {
        card: &'a [CardDef],
    }
    // Every valid card serializes (the same schema writes TOML); an empty list if one ever did not.
    serde_json::to_string(&File { card: cards }).unwrap_or_else(|_| String::from("{\"card\":[]}"))
}

/// All card definitions a game can refer to.
#[derive(Debug, Clone, PartialEq)]
pub struct CardDb {
    cards: Vec<CardDef>,
    index: BTreeMap<CardDefId, usize>,
    /// Direct positions for small ids (the built-in set), for speed.
    dense: Vec<Option<u32>>,
    /// Per card: which kinds of static abilities and replacement effects its faces have.
    continuous: Vec<u8>,
    /// Per card: the zones (bit `1 << zone`) where some static or replacement ability of one of
    /// its faces works, and the same for triggered abilities. Most cards wait in a deck or a
    /// hand where none do, and queries skip them without looking at their abilities.
    works_in: Vec<[u16; 2]>,
    /// The installed card pool's own cards, looked up after these (crate::pool): shared, never
    /// copied into each game's database.
    pool: Option<Arc<CardDb>>,
}

impl CardDb {
    /// The built-in set alone. Parsed once per process.
    pub fn builtin() -> Arc<CardDb> {
        static DB: OnceLock<Arc<CardDb>> = OnceLock::new();
        DB.get_or_init(|| {
            let cards =
                cards_from_bytes(BUILTIN_BIN).unwrap_or_else(|e| panic!("built-in card set is invalid: {e}"));
            Arc::new(
                CardDb::from_cards(cards).unwrap_or_else(|e| panic!("built-in card set is invalid: {e}")),
            )
        })
        .clone()
    }

    fn from_cards(cards: Vec<CardDef>) -> Result<CardDb, CardError> {
        let mut index = BTreeMap::new();
        for (i, c) in cards.iter().enumerate() {
            if let Some(&j) = index.get(&c.id) {
                let first: &CardDef = &cards[j];
                return Err(CardError::DuplicateId {
                    id: c.id.0,
                    first: first.full_name(),
                    second: c.full_name(),
                });
            }
            index.insert(c.id, i);
        }
        let mut dense = vec![None; 4096];
        for (&id, &i) in &index {
            if let Some(slot) = dense.get_mut(id.0 as usize) {
                *slot = Some(i as u32);
            }
        }
        let continuous = cards
            .iter()
            .map(|c| {
                let mut m = 0u8;
                for (_, f) in c.faces() {
                    for a in &f.abilities {
                        if let Some(st) = &a.static_ability {
                            m |= static_kinds_of(st);
                        }
                        if a.replace.is_some() {
                            m |= REPLACEMENT;
                        }
                    }
                }
                m
            })
            .collect();
        let works_in = cards
            .iter()
            .map(|c| {
                let mut m = [0u16; 2];
                for (_, f) in c.faces() {
                    for a in &f.abilities {
                        let kind = if a.when.is_some() { 1 } else { 0 };
                        if kind == 1 || a.static_ability.is_some() || a.replace.is_some() {
                            for z in Zone::ALL.into_iter().chain([Zone::Anywhere]) {
                                if a.functions_in(f.card_type, z) {
                                    m[kind] |= 1 << z as u16;
                                }
                            }
                        }
                    }
                }
                m
            })
            .collect();
        Ok(CardDb { cards, index, dense, continuous, works_in, pool: None })
    }

    /// The cards every game knows: the built-in set, and the card pool once it is installed
    /// ([`crate::pool::install`]; always, with the `pool` feature).
    pub fn known() -> Arc<CardDb> {
        static WITH_POOL: OnceLock<Arc<CardDb>> = OnceLock::new();
        match crate::pool::installed() {
            None => CardDb::builtin(),
            Some(pool) => WITH_POOL
                .get_or_init(|| {
                    let mut db = (*CardDb::builtin()).clone();
                    db.pool = Some(pool.db().clone());
                    Arc::new(db)
                })
                .clone(),
        }
    }

    /// The pool's own cards, as a database of their own (crate::pool).
    pub(crate) fn pool_db(cards: Vec<CardDef>) -> Result<CardDb, CardError> {
        CardDb::from_cards(cards)
    }

    /// The known cards ([`CardDb::known`]) plus custom cards (ids from [`CUSTOM_ID_BASE`]).
    pub fn with_custom(custom: &[CardDef]) -> Result<Arc<CardDb>, CardError> {
        if custom.is_empty() {
            return Ok(CardDb::known());
        }
        if custom.len() > MAX_CUSTOM_CARDS {
            return Err(CardError::TooLarge);
        }
        for c in custom {
            if c.id.0 < CUSTOM_ID_BASE {
                return Err(CardError::CustomIdTooLow { card: c.full_name(), id: c.id.0 });
            }
            c.validate().map_err(|message| CardError::Invalid {
                card: c.full_name(),
                id: c.id.0,
                message,
            })?;
        }
        let mut cards = CardDb::builtin().cards.clone();
        cards.extend(custom.iter().cloned());
        let mut db = CardDb::from_cards(cards)?;
        db.pool = CardDb::known().pool.clone();
        Ok(Arc::new(db))
    }

    /// [`CardDb::with_custom`], but `known` itself when it was built from the same custom
    /// cards. Replaying a history (time travel, undo, comparing rulesets) rebuilds its game from
    /// the setup many times; copying and indexing the whole card set each time was most of
    /// that cost when a board has custom cards.
    pub fn with_custom_reusing(custom: &[CardDef], known: &Arc<CardDb>) -> Result<Arc<CardDb>, CardError> {
        if known.custom().eq(custom.iter()) {
            Ok(known.clone())
        } else {
            CardDb::with_custom(custom)
        }
    }

    pub fn get(&self, id: CardDefId) -> Option<&CardDef> {
        self.locate(id).map(|(db, i)| &db.cards[i])
    }

    fn position(&self, id: CardDefId) -> Option<usize> {
        match self.dense.get(id.0 as usize) {
            Some(slot) => slot.map(|i| i as usize),
            None => self.index.get(&id).copied(),
        }
    }

    /// The database that holds a card (this one or the pool's) and its place there.
    fn locate(&self, id: CardDefId) -> Option<(&CardDb, usize)> {
        match self.position(id) {
            Some(i) => Some((self, i)),
            None => self.pool.as_deref().and_then(|pool| pool.position(id).map(|i| (pool, i))),
        }
    }

    /// Which kinds of continuous abilities a card has (see [`STATIC_POWER`] and the others);
    /// most cards have none, and queries skip them.
    pub fn continuous_kinds(&self, id: CardDefId) -> u8 {
        self.locate(id).map_or(0, |(db, i)| db.continuous[i])
    }

    /// Whether some static ability or replacement effect of the card may work in `zone`.
    #[doc(hidden)]
    pub fn continuous_works_in(&self, id: CardDefId, zone: Zone) -> bool {
        self.locate(id).is_some_and(|(db, i)| db.works_in[i][0] & 1 << zone as u16 != 0)
    }

    /// Whether some triggered ability of the card may work in `zone`.
    #[doc(hidden)]
    pub fn triggers_work_in(&self, id: CardDefId, zone: Zone) -> bool {
        self.locate(id).is_some_and(|(db, i)| db.works_in[i][1] & 1 << zone as u16 != 0)
    }

    pub fn has_continuous(&self, id: CardDefId) -> bool {
        self.continuous_kinds(id) != 0
    }

    /// Every card, the pool's last.
    pub fn iter(&self) -> impl Iterator<Item = &CardDef> {
        self.cards.iter().chain(self.pool.iter().flat_map(|pool| pool.cards.iter()))
    }

    /// Custom cards only.
    pub fn custom(&self) -> impl Iterator<Item = &CardDef> {
        self.cards.iter().filter(|c| c.id.0 >= CUSTOM_ID_BASE)
    }

    /// Finds a card by English or Japanese name, an alias, or `#id`. Names compare without
    /// case, spaces and punctuation, so "Energy Stream", "energy-stream" and "エナジー・ライト" all work.
    pub fn find(&self, name: &str) -> Option<&CardDef> {
        if let Some(id) = name.strip_prefix('#').and_then(|n| n.parse().ok()) {
            return self.get(CardDefId(id));
        }
        let key = normalize(name);
        if key.is_empty() {
            return None;
        }
        // Compared char by char: normalizing every name of every card allocated thousands of
        // Strings to build the starter decks.
        let same = |s: &str| normalized(s).eq(key.chars());
        self.iter().find(|c| {
            c.faces().any(|(_, f)| same(&f.name) || same(&f.name_ja))
                // Without a twin the full name is the front's, already compared.
                || c.twin.is_some() && (same(&c.full_name()) || same(&c.full_name_ja()))
                || c.aliases.iter().any(|a| same(a))
        })
    }

    /// Names close to `name`, for "unknown card" errors.
    pub fn suggest(&self, name: &str) -> Vec<String> {
        let key = normalize(name);
        let mut out: Vec<String> = self
            .iter()
            .filter(|c| {
                let n = normalize(&c.front.name);
                !key.is_empty() && (n.contains(&key) || key.contains(&n) || shares_prefix(&n, &key, 4))
            })
            .map(|c| c.front.name.clone())
            .collect();
        out.truncate(3);
        out
    }
}

fn shares_prefix(a: &str, b: &str, n: usize) -> bool {
    a.chars().take(n).eq(b.chars().take(n)) && a.chars().count() >= n
}

fn normalize(s: &str) -> String {
    normalized(s).collect()
}

fn normalized(s: &str) -> impl Iterator<Item = char> + '_ {
    s.chars().filter(|c| is_name_letter(*c)).map(crate::case::fold_char)
}

/// Whether `c` counts when names are compared: letters and digits (³ too), not spaces and
/// punctuation. Told by Unicode blocks rather than by Unicode's letter tables
/// (`is_alphanumeric`, 5 KB of the browser's first load) for names written in English and
/// Japanese: ASCII punctuation and spaces, the no-break space, middle dots, general
/// punctuation (dashes, quotes), CJK punctuation (、。「」, the ideographic space) and the
/// full-width forms' punctuation do not count. A test checks it against the tables.
pub(crate) fn is_name_letter(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric();
    }
    !matches!(c,
        '\u{a0}' | '\u{b7}' | '\u{2000}'..='\u{206f}' | '\u{3000}'..='\u{303f}' | '・'
        | '\u{ff01}'..='\u{ff0f}' | '\u{ff1a}'..='\u{ff20}' | '\u{ff3b}'..='\u{ff40}' | '\u{ff5b}'..='\u{ff65}')
}

/// The starter decks, written in `data/decks.toml`, in binary (build.rs): what
/// [`starter_decks`] reads.
const DECKS_BIN: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/decks.bin"));

/// A ready deck of the built-in set.
#[derive(Debug, Clone, PartialEq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Deck {
    pub name: String,
    #[serde(default)]
    pub name_ja: String,
    pub cards: Vec<DeckEntry>,
}

#[derive(Debug, Clone, PartialEq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct DeckEntry {
    pub card: String,
    pub count: u32,
}

/// The built-in starter decks.
pub fn starter_decks() -> Vec<Deck> {
    static DECKS: OnceLock<Vec<Deck>> = OnceLock::new();
    DECKS
        .get_or_init(|| {
            crate::compact::from_bytes::<Vec<Deck>>(DECKS_BIN)
                .unwrap_or_else(|e| panic!("decks.toml is invalid: {e}"))
        })
        .clone()
}

impl Deck {
    /// The deck's cards as definition ids, in list order.
    pub fn card_ids(&self, db: &CardDb) -> Result<Vec<CardDefId>, String> {
        let mut out = Vec::new();
        for e in &self.cards {
            let def = db
                .find(&e.card)
                .ok_or_else(|| format!("deck \"{}\": no card named \"{}\"", self.name, e.card))?;
            out.extend(std::iter::repeat_n(def.id, e.count as usize));
        }
        Ok(out)
    }
}

#[cfg(all(test, feature = "text"))]
mod decks_tests {
    use super::*;

    /// build.rs writes the decks through a mirror of `Deck`: both must read alike.
    #[test]
    fn starter_decks_read_as_written() {
        #[derive(Deserialize)]
        struct DeckFile {
            deck: Vec<Deck>,
        }
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/decks.toml")).unwrap();
        let file: DeckFile = toml::from_str(&text).unwrap();
        assert_eq!(starter_decks(), file.deck);
        assert!(!file.deck.is_empty());
    }
}

#[cfg(test)]
mod name_tests {
    use super::*;

    /// The block-based comparison agrees with Unicode's letter and case tables on every name
    /// and alias of the built-in cards, and on punctuation Japanese names use.
    #[test]
    fn names_compare_as_unicode_letters_would() {
        let unicode = |s: &str| {
            s.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect::<String>()
        };
        let db = CardDb::builtin();
        let mut names: Vec<String> = vec![
            "「必勝」の頂 カイザー「刃鬼」".into(),
            "Ｚ！？（ー）、。～".into(),
            "Bolshack—Dragon’s".into(),
        ];
        for c in db.iter() {
            names.extend([c.full_name(), c.full_name_ja()]);
            names.extend(c.aliases.iter().cloned());
        }
        for n in &names {
            assert_eq!(normalize(n), unicode(n), "{n}");
        }
        assert_eq!(db.find("energy-stream").map(|c| c.front.name.as_str()), Some("Energy Stream"));
    }
}

#[cfg(all(test, feature = "text"))]
mod json_tests {
    use super::*;

    /// Every built-in card survives JSON and comes back equal; a `null` member (as a person or
    /// another tool may write an absent option) is left out and takes its default.
    #[test]
    fn cards_read_from_json_through_the_tree_equal_the_cards_written() {
        let cards: Vec<CardDef> = CardDb::builtin().iter().cloned().collect();
        let json = cards_to_json(&cards);
        assert_eq!(cards_from_json(&json).unwrap(), cards);
        assert_eq!(cards_from_json("{}").unwrap(), vec![]);
        let card = CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
        let mut value = serde_json::to_value(&card).unwrap();
        value["twin"] = serde_json::Value::Null;
        let text = serde_json::json!({ "card": [value] }).to_string();
        assert_eq!(cards_from_json(&text).unwrap(), vec![card]);
    }

    #[test]
    fn bad_json_cards_say_what_and_where() {
        let said = |json: &str| cards_from_json(json).unwrap_err().to_string();
        assert!(said("{\"card\": [").contains("EOF"), "{}", said("{\"card\": ["));
        assert!(said("[1]").contains("expected an object"));
        assert!(said("{\"card\": 3}").contains("`card` must be a list"));
        assert!(said("{\"card\": [], \"deck\": 1}").contains("unknown field `deck`"));
        assert!(said("{\"card\": [null]}").contains("at `[0]`"), "{}", said("{\"card\": [null]}"));
        let mut card = serde_json::to_value(CardDb::builtin().find("Aqua Hulcus").unwrap()).unwrap();
        card["cost"] = serde_json::json!("three");
        let text = serde_json::json!({ "card": [card] }).to_string();
        let message = said(&text);
        assert!(message.starts_with("the custom cards can't be read: [0] cost:"), "{message}");
        // Read, then validated as every card source is.
        card["cost"] = serde_json::json!(3);
        card["name"] = serde_json::json!("");
        let text = serde_json::json!({ "card": [card] }).to_string();
        assert!(matches!(cards_from_json(&text), Err(CardError::Invalid { .. })), "{}", said(&text));
    }
}
