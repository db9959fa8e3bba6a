//! Cards as data: the definition schema, the ability vocabulary and the card database.

pub mod ability;
pub mod catalog;
pub mod db;
pub mod def;
pub mod text;

pub use ability::*;
pub use db::{starter_decks, CardDb, CardError, Deck, DeckEntry};
pub use def::*;
