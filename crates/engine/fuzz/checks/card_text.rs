//! Any text given to the card editor's reader gives a card or a located error, never a panic;
//! a card it accepts writes back to a text that reads as the same card.

use horyu_engine::card::text::{card_toml, parse_card};

pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match parse_card(text) {
        Ok(card) => assert_eq!(parse_card(&card_toml(&card)).expect("a read card re-reads"), card),
        Err(e) => assert!(e.line >= 1 && e.column >= 1),
    }
}
