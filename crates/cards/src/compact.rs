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
    match postcard::take_from_bytes::<T>(bytes) {
        Ok((value, [])) => Ok(value),
        Ok((_, rest)) => Err(format!("{} bytes left over after the value", rest.len())),
        Err(e) => Err(e.to_string()),
    }
}

fn writing() -> bool {
    WRITING.with(Cell::get)
}

// The schema's skip predicates: skip an empty field in text, never in binary.

pub(crate) fn none<T>(v: &Option<T>) -> bool {
    v.is_none() && !writing()
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

    #[cfg(feature = "text")]
    #[test]
    fn text_still_skips_empty_fields_after_bytes_were_written() {
        let card = CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
        let _ = to_bytes(&card).unwrap();
        let json = serde_json::to_string(&card).unwrap();
        assert!(!json.contains("\"twin\""), "{json}");
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
