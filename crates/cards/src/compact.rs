//! Cards (and anything holding them) in a compact binary form: postcard, with every field
//! written. The playground's first load reads the built-in cards, a link's custom cards and
//! its worker's answers this way, so it carries no JSON or TOML reader (issue #15).
//!
//! The card schema leaves empty fields out when it writes text (`skip_serializing_if`), so a
//! card's TOML stays as short as people write it. A format that is not self-describing can't
//! read that back: it needs every field, in order. The schema's skip predicates are the ones
//! here, which skip only while [`to_bytes`] is not writing.
//!
//! ```
//! use horyu_cards::{compact, CardDb};
//! let vhal = CardDb::builtin().find("Magmadragon Ogrist Vhal").unwrap().clone();
//! let bytes = compact::to_bytes(&vhal).unwrap();
//! assert_eq!(compact::from_bytes::<horyu_cards::CardDef>(&bytes).unwrap(), vhal);
//! ```

use serde::{Deserialize, Serialize};
use std::cell::Cell;

thread_local! {
    /// Set while [`to_bytes`] writes: no field may be skipped.
    static WRITING: Cell<bool> = const { Cell::new(false) };
}

/// `value` in postcard, every field written. An error only for a value postcard can't write
/// (a map or sequence of unknown length); the schema has none.
pub fn to_bytes<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, String> {
    /// Puts the flag back as it was, also when serializing fails.
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            WRITING.with(|w| w.set(self.0));
        }
    }
    let _restore = Restore(WRITING.with(|w| w.replace(true)));
    postcard::to_allocvec(value).map_err(|e| e.to_string())
}

/// A value [`to_bytes`] wrote. Bytes left over after the value are an error too: a truncated
/// or padded message is not taken for a whole one.
pub fn from_bytes<'a, T: Deserialize<'a>>(bytes: &'a [u8]) -> Result<T, String> {
    REFUSED.with_borrow_mut(Option::take);
    match postcard::take_from_bytes::<T>(bytes) {
        Ok((value, [])) => Ok(value),
        Ok((_, rest)) => Err(format!("{} bytes left over after the value", rest.len())),
        // postcard keeps no message of the schema's own: say it if there was one.
        Err(e) => Err(REFUSED.with_borrow_mut(Option::take).unwrap_or_else(|| e.to_string())),
    }
}

/// The card schema's versions in binary, which a reader of older bytes names
/// ([`from_bytes_of_schema`]): 1, links of format v5 and v6, written when a missing count was
/// written as 1 (issue #40: a written number became a choice); 2, links of v7 to v10 and
/// libraries kept until December 7, 2026, written before a filter had `or`; 3, links of v11,
/// before the fields of schema 4 (docs/links.md, "custom", lists them: a filter's `named_as`
/// and more); 4, now.
pub const CARD_SCHEMA: u8 = 4;

thread_local! {
    /// The schema of the bytes being read: [`CARD_SCHEMA`] but while reading older ones.
    static SCHEMA: Cell<u8> = const { Cell::new(CARD_SCHEMA) };
}

/// Runs `f` reading and writing cards as card schema `schema` did ([`CARD_SCHEMA`]): what
/// [`from_bytes_of_schema`] and [`to_bytes_of_schema`] do, for a whole link's body, say.
pub fn in_schema<R>(schema: u8, f: impl FnOnce() -> R) -> R {
    struct Restore(u8);
    impl Drop for Restore {
        fn drop(&mut self) {
            SCHEMA.with(|w| w.set(self.0));
        }
    }
    let _restore = Restore(SCHEMA.with(|w| w.replace(schema)));
    f()
}

/// [`from_bytes`] for bytes written in an older version of the card schema ([`CARD_SCHEMA`]),
/// so an old link's or library's cards read as they were written and do what they did.
pub fn from_bytes_of_schema<'a, T: Deserialize<'a>>(bytes: &'a [u8], schema: u8) -> Result<T, String> {
    in_schema(schema, || from_bytes(bytes))
}

/// [`to_bytes`] as a build of an older card schema wrote it (a filter's `or` left out below 3,
/// schema 4's fields below 4, docs/links.md "custom"):
/// for the tests that read old links and libraries. A value that uses what the schema did
/// not have is written as now.
pub fn to_bytes_of_schema<T: Serialize + ?Sized>(value: &T, schema: u8) -> Result<Vec<u8>, String> {
    in_schema(schema, || to_bytes(value))
}

/// [`from_bytes_of_schema`] 1: counts of 1 read as unwritten.
pub fn from_bytes_before_unwritten_counts<'a, T: Deserialize<'a>>(bytes: &'a [u8]) -> Result<T, String> {
    from_bytes_of_schema(bytes, 1)
}

/// Whether the bytes being read come from before counts could be left unwritten.
pub(crate) fn before_unwritten_counts() -> bool {
    SCHEMA.with(Cell::get) < 2
}

/// A filter's `or`, which bytes of schema 2 or older don't hold: read as none, without reading
/// a byte; otherwise one level of nesting ([`nested`]).
pub(crate) fn filter_or<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<Box<crate::ability::Filter>>, D::Error> {
    if SCHEMA.with(Cell::get) < 3 {
        return Ok(None);
    }
    nested(d)
}

/// A filter's `named_as`, which bytes of schema 3 or older don't hold: read as none, without
/// reading a byte.
pub(crate) fn filter_named_as<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    if SCHEMA.with(Cell::get) < 4 {
        return Ok(None);
    }
    Option::<String>::deserialize(d)
}

/// A static ability's `abilities` (the abilities it gives), which bytes of schema 3 or older
/// don't hold: read as none, without reading a byte; otherwise one level of nesting
/// ([`nested`]).
pub(crate) fn static_abilities<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Vec<crate::ability::Ability>, D::Error> {
    if SCHEMA.with(Cell::get) < 4 {
        return Ok(Vec::new());
    }
    whole_only(nested::<D, Vec<crate::ability::Ability>>(d)?, |given| !given.is_empty())
}

/// An optional field card schema 4 added (a static ability's `breaks`, `while_battling`,
/// `owner_chooses_shields` and `reveal_broken_shields`, a selection's `distinct`, `least` and
/// `minus`), which bytes of schema 3 or older don't hold: read as
/// none, without reading a byte.
pub(crate) fn since_schema_4<'de, D: serde::Deserializer<'de>, T: Late>(d: D) -> Result<T, D::Error> {
    if SCHEMA.with(Cell::get) < 4 {
        return Ok(T::default());
    }
    T::read(d)
}

/// [`since_schema_4`] for a field that holds more of the schema (a filter's `same_name_in`, a
/// selection with a filter of its own): one level of nesting ([`nested`]).
pub(crate) fn since_schema_4_nested<'de, D: serde::Deserializer<'de>, T: Late>(d: D) -> Result<T, D::Error> {
    /// Reads a late field as [`Late::read`] does, as one value [`nested`] can count.
    struct Read<T>(T);
    impl<'de, T: Late> Deserialize<'de> for Read<T> {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            T::read(d).map(Read)
        }
    }
    if SCHEMA.with(Cell::get) < 4 {
        return Ok(T::default());
    }
    nested::<D, Read<T>>(d).map(|r| r.0)
}

/// A field card schema 4 added, as [`since_schema_4`] reads it and the skip predicates test it.
pub trait Late: Default {
    /// Whether it holds nothing (written as none in binary, left out of text).
    fn unset(&self) -> bool;
    /// Reads it from bytes of schema 4 or later.
    fn read<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error>;
}

impl<T: serde::de::DeserializeOwned> Late for Option<T> {
    fn unset(&self) -> bool {
        self.is_none()
    }
    fn read<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        whole_only(Option::<T>::deserialize(d)?, Option::is_some)
    }
}

/// A field only the whole vocabulary reads: the field itself in a build with it; in the
/// page's first-load module, [`Absent`], which holds the field's place in the bytes and refuses
/// a card that sets it, so that module carries none of the field's code (its copies, compares
/// and readers grow with every field a struct has; docs/bundle.md).
#[cfg(feature = "whole")]
pub type Whole<T> = T;
/// A field only the whole vocabulary reads (see the `whole` build's alias).
#[cfg(not(feature = "whole"))]
pub type Whole<T> = Absent<T>;

/// A field of the whole vocabulary in a build without it: no value, no size. Written as none;
/// read as none, and a card that sets it is refused as a card of the whole vocabulary.
pub struct Absent<T>(std::marker::PhantomData<fn() -> T>);

/// What the engine asks of an optional field, answered for one that is never set: the code
/// that reads it compiles in both builds and folds away in this one.
impl<U> Absent<Option<U>> {
    pub fn is_some(&self) -> bool {
        false
    }
    pub fn is_none(&self) -> bool {
        true
    }
    pub fn as_ref(&self) -> Option<&U> {
        None
    }
    pub fn is_some_and(self, _: impl FnOnce(U) -> bool) -> bool {
        false
    }
    pub fn is_none_or(self, _: impl FnOnce(U) -> bool) -> bool {
        true
    }
}

impl<T> Default for Absent<T> {
    fn default() -> Self {
        Absent(std::marker::PhantomData)
    }
}
impl<T> Clone for Absent<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Absent<T> {}
impl<T> PartialEq for Absent<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl<T> Eq for Absent<T> {}
impl<T> std::hash::Hash for Absent<T> {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}
impl<T> std::fmt::Debug for Absent<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("absent")
    }
}
impl<T> Serialize for Absent<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_none()
    }
}
impl<'de, T> Deserialize<'de> for Absent<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Self::read(d)
    }
}
impl<T> Late for Absent<T> {
    fn unset(&self) -> bool {
        true
    }
    fn read<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        /// A value this build can't hold: reading one refuses the card.
        struct Refused;
        impl<'de> Deserialize<'de> for Refused {
            fn deserialize<D: serde::Deserializer<'de>>(_: D) -> Result<Self, D::Error> {
                whole_only(Some(()), |_| true).map(|_| Refused)
            }
        }
        Option::<Refused>::deserialize(d).map(|_| Absent::default())
    }
}

/// What card schema 4 added is the whole vocabulary's (the `whole` feature; its enum variants
/// are left out of the types without it), but for naming (a `name` step and a filter's
/// `named_as`), which a built-in card uses: a build without it, the page's first-load module,
/// reads a schema-4 field's absence and refuses a card that uses one, so it never holds a card
/// whose rules it lacks. The page then loads the whole module (docs/bundle.md).
#[cfg_attr(feature = "whole", allow(clippy::unnecessary_wraps))]
fn whole_only<T, E: serde::de::Error>(value: T, used: impl FnOnce(&T) -> bool) -> Result<T, E> {
    #[cfg(not(feature = "whole"))]
    if used(&value) {
        let why = "the card uses a word of card schema 4, which this module leaves out".to_string();
        REFUSED.with_borrow_mut(|r| *r = Some(why.clone()));
        return Err(E::custom(why));
    }
    #[cfg(feature = "whole")]
    let _ = used;
    Ok(value)
}

/// A replacement's `tapped`, which bytes of schema 3 or older don't hold: read as false,
/// without reading a byte.
pub(crate) fn replacement_tapped<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    if SCHEMA.with(Cell::get) < 4 {
        return Ok(false);
    }
    whole_only(bool::deserialize(d)?, |tapped| *tapped)
}

/// How deep abilities may nest (a step inside a "you may", a condition inside "not", a
/// selection inside "onto"): far more than any card needs, and few enough that reading a
/// hostile link or file can't exhaust the stack. Binary has no limit of its own (JSON's
/// reader stops at 128 levels), and a level costs one byte there.
pub const MAX_NESTING: u32 = 32;

thread_local! {
    /// The nesting levels being read now.
    static DEPTH: Cell<u32> = const { Cell::new(0) };
    /// Why [`nested`] refused, for [`from_bytes`] to say.
    static REFUSED: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Reads one level of nesting (the schema's recursive fields use it in every format): an
/// error past [`MAX_NESTING`] levels.
pub(crate) fn nested<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    /// Leaves the level, also when reading it fails.
    struct Leave;
    impl Drop for Leave {
        fn drop(&mut self) {
            DEPTH.with(|n| n.set(n.get().saturating_sub(1)));
        }
    }
    let depth = DEPTH.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    let _leave = Leave;
    if depth > MAX_NESTING {
        let why = format!("abilities are nested more than {MAX_NESTING} levels deep");
        REFUSED.with_borrow_mut(|r| *r = Some(why.clone()));
        return Err(serde::de::Error::custom(why));
    }
    T::deserialize(d)
}

fn writing() -> bool {
    WRITING.with(Cell::get)
}

// The schema's skip predicates: skip an empty field in text, never in binary.

pub(crate) fn none<T>(v: &Option<T>) -> bool {
    v.is_none() && !writing()
}

/// A filter's `or`: skipped in text when empty, and in binary of a schema before it.
pub(crate) fn no_or<T>(v: &Option<T>) -> bool {
    v.is_none() && (!writing() || SCHEMA.with(Cell::get) < 3)
}

/// A filter's `named_as`: skipped in text when empty, and in binary of a schema before it.
pub(crate) fn no_named_as<T: Late>(v: &T) -> bool {
    v.unset() && (!writing() || SCHEMA.with(Cell::get) < 4)
}

/// A static ability's `abilities`: skipped in text when empty, and in binary of a schema
/// before it.
pub(crate) fn no_abilities<T>(v: &[T]) -> bool {
    v.is_empty() && (!writing() || SCHEMA.with(Cell::get) < 4)
}

/// A static ability's `breaks` and `while_battling`: skipped in text when empty, and in binary
/// of a schema before it.
pub(crate) fn no_breaks<T: Late>(v: &T) -> bool {
    no_named_as(v)
}

/// A replacement's `tapped`: skipped in text when false, and in binary of a schema before it.
pub(crate) fn no_tapped(v: &bool) -> bool {
    !*v && (!writing() || SCHEMA.with(Cell::get) < 4)
}

pub(crate) fn empty<T>(v: &[T]) -> bool {
    v.is_empty() && !writing()
}

pub(crate) fn empty_text(v: &str) -> bool {
    v.is_empty() && !writing()
}

pub(crate) fn is_false(v: &bool) -> bool {
    !*v && !writing()
}

pub(crate) fn zero(v: &u32) -> bool {
    *v == 0 && !writing()
}

pub(crate) fn unwritten(v: &crate::ability::Count) -> bool {
    v.is_unwritten() && !writing()
}

pub(crate) fn no_filter(v: &crate::ability::Filter) -> bool {
    v.is_empty() && !writing()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CardDb;

    #[test]
    fn every_built_in_card_comes_back_from_bytes() {
        for card in CardDb::builtin().iter() {
            let bytes = to_bytes(card).unwrap();
            assert_eq!(&from_bytes::<crate::CardDef>(&bytes).unwrap(), card, "{}", card.full_name());
        }
    }

    /// A filter's `or` survives bytes and text; bytes of schema 2 (no `or`) read as the same
    /// cards, and are shorter by one byte per filter.
    #[test]
    #[cfg(feature = "text")]
    fn a_filter_or_is_schema_3() {
        let text = "[[card]]\nid = 100000\nname = \"Two Races\"\ntype = \"evolution_creature\"\ncivilizations = [\"light\"]\ncost = 4\npower = 5000\nraces = [\"Gladiator\"]\nevolves_from = { race = \"Gladiator\", or = { race = \"Earth Eater\" } }\n";
        let cards = crate::db::parse_cards(text).unwrap();
        let or = cards[0].front.evolves_from.as_ref().and_then(|f| f.or.as_deref()).cloned();
        assert_eq!(or.and_then(|f| f.race).as_deref(), Some("Earth Eater"));
        assert_eq!(crate::db::cards_schema_needed(&cards), 3);
        let bytes = to_bytes(&cards).unwrap();
        assert_eq!(from_bytes::<Vec<crate::CardDef>>(&bytes).unwrap(), cards);
        assert!(crate::text::cards_toml(&cards).contains("or = "));
        // Without `or`, schema 2 writes them, and reads them back the same.
        let plain = crate::db::parse_cards(&text.replace(", or = { race = \"Earth Eater\" }", "")).unwrap();
        assert_eq!(crate::db::cards_schema_needed(&plain), 2);
        let old = to_bytes_of_schema(&plain, 2).unwrap();
        assert!(old.len() < to_bytes(&plain).unwrap().len());
        assert_eq!(from_bytes_of_schema::<Vec<crate::CardDef>>(&old, 2).unwrap(), plain);
    }

    /// A filter's `named_as` survives bytes and text and needs schema 4; without it, schema 3
    /// writes the cards, and its bytes read back the same.
    #[test]
    #[cfg(feature = "text")]
    fn a_filter_named_as_is_schema_4() {
        let text = "[[card]]\nid = 100000\nname = \"Race Purge\"\ntype = \"spell\"\ncivilizations = [\"darkness\"]\ncost = 6\n[[card.abilities]]\ntext = \"Choose a race. Destroy all creatures of that race.\"\neffect = [{ name = { what = \"race\", as = \"race\" } }, { destroy = { from = \"battle\", player = \"any\", count = \"all\", filter = { named_as = \"race\" } } }]\n";
        let cards = crate::db::parse_cards(text).unwrap();
        assert_eq!(crate::db::cards_schema_needed(&cards), 4);
        let bytes = to_bytes(&cards).unwrap();
        assert_eq!(from_bytes::<Vec<crate::CardDef>>(&bytes).unwrap(), cards);
        assert!(crate::text::cards_toml(&cards).contains("named_as = "));
        // Without `named_as` (and with no `or`) schema 2 can say it: the name step is an enum
        // variant, which older schemas' bytes carry; only an older build can't read it.
        let plain = crate::db::parse_cards(&text.replace(", filter = { named_as = \"race\" }", "")).unwrap();
        assert_eq!(crate::db::cards_schema_needed(&plain), 2);
        let old = to_bytes_of_schema(&plain, 3).unwrap();
        assert!(old.len() < to_bytes(&plain).unwrap().len());
        assert_eq!(from_bytes_of_schema::<Vec<crate::CardDef>>(&old, 3).unwrap(), plain);
    }

    /// A selection's `distinct` survives bytes and text and needs schema 4; without it, schema
    /// 2 writes the card.
    #[test]
    #[cfg(feature = "text")]
    fn a_distinct_count_is_schema_4() {
        let text = "[[card]]\nid = 100000\nname = \"Counter\"\ntype = \"creature\"\ncivilizations = [\"light\"]\ncost = 4\npower = 1000\n[[card.abilities]]\ntext = \"+1000 for each race among your creatures but Totem.\"\nstatic = { power = 1000, per = { count = \"all\", distinct = { races = { except = [\"Totem\"] } } } }\n";
        let cards = crate::db::parse_cards(text).unwrap();
        assert_eq!(crate::db::cards_schema_needed(&cards), 4);
        assert_eq!(from_bytes::<Vec<crate::CardDef>>(&to_bytes(&cards).unwrap()).unwrap(), cards);
        assert!(crate::text::cards_toml(&cards).contains("distinct = "));
        let civs = crate::db::parse_cards(
            &text.replace("{ races = { except = [\"Totem\"] } }", "\"civilizations\""),
        )
        .unwrap();
        assert_eq!(from_bytes::<Vec<crate::CardDef>>(&to_bytes(&civs).unwrap()).unwrap(), civs);
        let plain =
            crate::db::parse_cards(&text.replace(", distinct = { races = { except = [\"Totem\"] } }", ""))
                .unwrap();
        assert_eq!(crate::db::cards_schema_needed(&plain), 2);
        // A selection's `least` and a filter's `same_name_as` are schema 4 too.
        for field in ["least = \"power\"", "filter = { same_name_as = \"x\" }"] {
            let more = crate::db::parse_cards(
                &text.replace("distinct = { races = { except = [\"Totem\"] } }", field),
            )
            .unwrap();
            assert_eq!(crate::db::cards_schema_needed(&more), 4, "{field}");
            assert_eq!(from_bytes::<Vec<crate::CardDef>>(&to_bytes(&more).unwrap()).unwrap(), more);
        }
    }

    /// A `casts` or `uses` trigger's `filter` survives bytes and needs schema 4; the card is
    /// marked as one of the whole vocabulary, and the same trigger without it is not.
    #[test]
    #[cfg(feature = "text")]
    fn trigger_filters_are_schema_4() {
        let head = "[[card]]\nid = 100000\nname = \"Watcher Q\"\ntype = \"creature\"\ncivilizations = [\"water\"]\ncost = 4\npower = 2000\n[[card.abilities]]\ntext = \"t\"\neffect = [{ draw = { count = 1 } }]\n";
        for when in [
            "when = { casts = { player = \"opponent\", first_this_turn = true, filter = { civilization = [\"fire\"] } } }",
            "when = { uses = { player = \"you\", filter = { type = \"cross_gear\" } } }",
        ] {
            let cards = crate::db::parse_cards(&format!("{head}{when}\n")).unwrap();
            assert_eq!(crate::db::cards_schema_needed(&cards), 4, "{when}");
            assert_eq!(from_bytes::<Vec<crate::CardDef>>(&to_bytes(&cards).unwrap()).unwrap(), cards);
            assert!(crate::pool::uses_whole_vocabulary(&cards[0]), "{when}");
            let plain = when.split(", filter").next().unwrap().to_string() + " } }";
            let cards = crate::db::parse_cards(&format!("{head}{plain}\n")).unwrap();
            assert_eq!(crate::db::cards_schema_needed(&cards), 2, "{plain}");
            assert!(!crate::pool::uses_whole_vocabulary(&cards[0]), "{plain}");
        }
    }

    /// A static ability's `abilities` survive bytes and text and need schema 4; a card with
    /// none is written by schema 2, and schema 3's bytes of it read back the same.
    #[test]
    #[cfg(feature = "text")]
    fn static_abilities_are_schema_4() {
        let text = "[[card]]\nid = 100000\nname = \"Sharing Q\"\ntype = \"creature\"\ncivilizations = [\"light\"]\ncost = 4\npower = 2000\nraces = [\"Survivor\"]\n[[card.abilities]]\ntext = \"Your other Survivors have: when it attacks, draw a card.\"\nstatic = { affects = { count = \"all\", filter = { race = \"Survivor\" }, other = true }, abilities = [{ text = \"When it attacks, draw a card.\", when = { attacks = { card = \"self\" } }, effect = [{ draw = { count = 1 } }] }] }\n";
        let cards = crate::db::parse_cards(text).unwrap();
        let given = cards[0].front.given_abilities().count();
        assert_eq!(given, 1);
        assert_eq!(cards[0].front.ability(1).map(|a| a.text.as_str()), Some("When it attacks, draw a card."));
        assert_eq!(crate::db::cards_schema_needed(&cards), 4);
        let bytes = to_bytes(&cards).unwrap();
        assert_eq!(from_bytes::<Vec<crate::CardDef>>(&bytes).unwrap(), cards);
        assert!(crate::text::cards_toml(&cards).contains("abilities = "));
        let plain = crate::db::parse_cards(&text.replace(", abilities = [{ text = \"When it attacks, draw a card.\", when = { attacks = { card = \"self\" } }, effect = [{ draw = { count = 1 } }] }]", "")).unwrap();
        assert_eq!(plain[0].front.given_abilities().count(), 0);
        assert_eq!(crate::db::cards_schema_needed(&plain), 2);
        let old = to_bytes_of_schema(&plain, 3).unwrap();
        assert!(old.len() < to_bytes(&plain).unwrap().len());
        assert_eq!(from_bytes_of_schema::<Vec<crate::CardDef>>(&old, 3).unwrap(), plain);
        // `breaks` is schema 4 too.
        let more =
            crate::db::parse_cards(&text.replace("abilities = [", "breaks = 1, abilities = [")).unwrap();
        let breaks = more[0].front.abilities[0].static_ability.as_ref().and_then(|st| st.breaks);
        assert_eq!(breaks, Some(1));
        assert_eq!(from_bytes::<Vec<crate::CardDef>>(&to_bytes(&more).unwrap()).unwrap(), more);
        let plain_breaks = crate::db::parse_cards(&text.replace("abilities = [{ text = \"When it attacks, draw a card.\", when = { attacks = { card = \"self\" } }, effect = [{ draw = { count = 1 } }] }]", "breaks = 1")).unwrap();
        assert_eq!(crate::db::cards_schema_needed(&plain_breaks), 4);
        // And `while_battling`.
        let battling = crate::db::parse_cards(&text.replace("abilities = [{ text = \"When it attacks, draw a card.\", when = { attacks = { card = \"self\" } }, effect = [{ draw = { count = 1 } }] }]", "power = 4000, while_battling = { civilization = [\"fire\"] }")).unwrap();
        assert!(battling[0].front.abilities[0]
            .static_ability
            .as_ref()
            .is_some_and(|st| st.while_battling.is_some()));
        assert_eq!(crate::db::cards_schema_needed(&battling), 4);
        assert_eq!(from_bytes::<Vec<crate::CardDef>>(&to_bytes(&battling).unwrap()).unwrap(), battling);
        // So is a replacement's `tapped`.
        let saver = "[[card]]\nid = 100001\nname = \"Tapped Q\"\ntype = \"creature\"\ncivilizations = [\"nature\"]\ncost = 4\npower = 2000\n[[card.abilities]]\ntext = \"When this creature would be destroyed, put it into your mana zone tapped instead.\"\nreplace = { event = \"destroyed\", card = { card = \"self\" }, instead = \"mana\" }\n";
        let untapped = crate::db::parse_cards(saver).unwrap();
        assert_eq!(crate::db::cards_schema_needed(&untapped), 2);
        let tapped =
            crate::db::parse_cards(&saver.replace("instead = \"mana\"", "instead = \"mana\", tapped = true"))
                .unwrap();
        assert!(tapped[0].front.abilities[0].replace.as_ref().is_some_and(|r| r.tapped));
        assert_eq!(from_bytes::<Vec<crate::CardDef>>(&to_bytes(&tapped).unwrap()).unwrap(), tapped);
        assert_eq!(crate::db::cards_schema_needed(&tapped), 4);
        // A given ability must be one a card can have by itself: triggered, tap or replacement.
        let bad = text.replace(
            "when = { attacks = { card = \"self\" } }, effect = [{ draw = { count = 1 } }]",
            "static = { power = 1000 }",
        );
        let e = crate::db::parse_cards(&bad).unwrap_err().to_string();
        assert!(e.contains("static.abilities[0]"), "{e}");
    }

    /// An unwritten count and a written 1 mean different things on a remembered group ("them"
    /// and "one of them"): both survive bytes, and text writes only the written one.
    #[test]
    fn an_unwritten_count_is_not_a_written_one() {
        use crate::ability::{Count, Selection};
        for count in [Count::Unwritten, Count::N(1), Count::All] {
            let sel = Selection { count, ..Selection::default() };
            let back: Selection = from_bytes(&to_bytes(&sel).unwrap()).unwrap();
            assert_eq!(back.count, count);
        }
        #[cfg(feature = "text")]
        {
            let json = serde_json::to_string(&Selection::default()).unwrap();
            assert!(!json.contains("count"), "{json}");
            let json =
                serde_json::to_string(&Selection { count: Count::N(1), ..Selection::default() }).unwrap();
            assert!(json.contains("\"count\":1"), "{json}");
        }
    }

    #[cfg(feature = "text")]
    #[test]
    fn text_still_skips_empty_fields_after_bytes_were_written() {
        let card = CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
        let _ = to_bytes(&card).unwrap();
        let json = serde_json::to_string(&card).unwrap();
        assert!(!json.contains("\"twin\""), "{json}");
    }

    /// A hostile link nests a condition inside "not" many thousand times, a byte a level: the
    /// reader stops at the limit instead of running out of stack.
    #[test]
    fn nesting_past_the_limit_is_an_error_not_a_crash() {
        use crate::ability::Condition;
        let mut card = CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
        let nest = |levels: u32| {
            let mut c = Condition::Done;
            for _ in 0..levels {
                c = Condition::Not(Box::new(c));
            }
            c
        };
        let with = |card: &mut crate::CardDef, c: Condition| {
            card.front.abilities[0].condition = Some(c);
        };
        with(&mut card, nest(MAX_NESTING - 1));
        let bytes = to_bytes(&card).unwrap();
        assert_eq!(from_bytes::<crate::CardDef>(&bytes).unwrap(), card);
        with(&mut card, nest(MAX_NESTING + 1));
        let e = from_bytes::<crate::CardDef>(&to_bytes(&card).unwrap()).unwrap_err();
        assert!(e.contains("nested more than 32"), "{e}");
        // Ten thousand levels, written by hand: the `not` variant's index, then `done`'s.
        let not = to_bytes(&Condition::Not(Box::new(Condition::Done))).unwrap();
        let done = to_bytes(&Condition::Done).unwrap();
        let mut deep = not[..not.len() - done.len()].repeat(10_000);
        deep.extend(&done);
        assert!(from_bytes::<Condition>(&deep).unwrap_err().contains("nested"));
        // The depth is back to zero after an error: a shallow value reads again.
        assert!(from_bytes::<crate::CardDef>(&bytes).is_ok());
    }

    /// The limit is the schema's, so card text has it too, said with its place.
    #[cfg(feature = "text")]
    #[test]
    fn card_text_nested_past_the_limit_says_so() {
        let deep =
            |levels: usize| "{ not = ".repeat(levels) + "{ power_at_least = 6000 }" + &" }".repeat(levels);
        let card = |levels: usize| {
            format!(
                "[[card]]\nid = 100000\nname = \"Deep\"\ntype = \"creature\"\ncivilizations = [\"water\"]\n\
                 cost = 2\npower = 1000\nraces = [\"Liquid People\"]\n\n[[card.abilities]]\ntext = \"Deep\"\nwhen = {{ enters_battle = {{ card = \"self\" }} }}\n\
                 if = {}\neffect = [{{ draw = {{ count = 1 }} }}]\n",
                deep(levels)
            )
        };
        assert!(crate::text::parse_card(&card(3)).is_ok(), "{:?}", crate::text::parse_card(&card(3)));
        let e = crate::text::parse_card(&card(40)).unwrap_err();
        assert!(e.to_string().contains("nested more than 32"), "{e}");
    }

    #[test]
    fn damaged_bytes_are_an_error_not_a_panic() {
        let card = CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
        let bytes = to_bytes(&card).unwrap();
        for cut in 0..bytes.len() {
            assert!(from_bytes::<crate::CardDef>(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(from_bytes::<crate::CardDef>(&longer).unwrap_err().contains("left over"));
    }
}
