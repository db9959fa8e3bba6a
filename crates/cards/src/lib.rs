//! Duel Masters cards as data: the definition schema ([`CardDef`], its faces and abilities),
//! the ability vocabulary, the card database ([`CardDb`]: the built-in set plus a game's custom
//! cards) and the cards' TOML text (docs/cards.md). Players and zones live here too, since
//! abilities name them.
//!
//! The rules engine (`horyu-engine`) re-exports this crate as `horyu_engine::card`, with
//! `player` and `zone` at its top level. It is a crate of its own so that the code serde
//! generates for reading and writing cards is compiled for size in the browser bundle while the
//! rules are compiled for speed (ARCHITECTURE.md, "Crates").
//!
//! ```
//! use horyu_cards::{CardDb, CardType};
//! let db = CardDb::builtin();
//! let vhal = db.find("Magmadragon Ogrist Vhal").expect("a built-in card");
//! assert_eq!(vhal.front.card_type, CardType::Creature);
//! ```

pub mod ability;
pub mod case;
pub mod catalog;
pub mod compact;
pub mod db;
pub mod def;
pub mod player;
pub mod pool;
#[cfg(feature = "text")]
pub mod text;
pub mod zone;

pub use ability::*;
pub use db::{starter_decks, CardDb, CardError, Deck, DeckEntry, TextError};
pub use def::*;
