//! Horyu's Duel Masters rules engine.
//!
//! A [`Game`] is built from a validated [`Setup`] and driven by [`Action`]s. When a player must
//! choose, the game stops with a [`Decision`] listing what may be answered. Everything that
//! happens is an [`Event`] with its cause and rule citations.
//!
//! ```
//! use horyu_engine::{Action, CardDb, Game, PlayerId, Setup, Zone};
//! use horyu_engine::setup::CardSetup;
//!
//! let db = CardDb::builtin();
//! let stream = db.find("Energy Stream").unwrap().id;
//! let mut setup = Setup::default();
//! setup.players.p1.hand.push(CardSetup::new(stream));
//! for _ in 0..3 {
//!     setup.players.p1.mana.push(CardSetup::new(stream));
//! }
//! for _ in 0..5 {
//!     setup.players.p1.deck.push(CardSetup::new(stream));
//! }
//! let mut game = Game::from_setup(&setup).unwrap();
//! let card = game.zone_cards(PlayerId::P1, Zone::Hand)[0];
//! game.apply(Action::Use { card, mana: None, side: None }).unwrap();
//! // Casting draws two cards; the spell itself ends in the graveyard (605.2f).
//! assert_eq!(game.count(PlayerId::P1, Zone::Hand), 2);
//! assert_eq!(game.count(PlayerId::P1, Zone::Graveyard), 1);
//! ```

/// `$whole` where the build has the whole vocabulary (`cfg(whole_vocabulary)`, which build.rs
/// sets when horyu-cards has its `whole` feature), else `$lean`: what the words card schema 4
/// added (but naming) mean where no card can have them (docs/bundle.md).
macro_rules! whole_or {
    ($whole:expr, $lean:expr) => {{
        #[cfg(whole_vocabulary)]
        let value = $whole;
        #[cfg(not(whole_vocabulary))]
        let value = $lean;
        value
    }};
}

/// Whether this build has the whole vocabulary (`cfg(whole_vocabulary)`): the rules of the
/// words card schema 4 added but naming. The page's first-load module has not (docs/bundle.md).
pub const WHOLE_VOCABULARY: bool = cfg!(whole_vocabulary);

pub mod action;
#[cfg(feature = "text")]
pub mod bench;
/// Cards as data: the `horyu-cards` crate.
pub use horyu_cards as card;
pub mod codec;
pub mod decision;
pub mod diagram;
pub mod event;
pub mod explore;
pub mod gallery;
pub mod offload;
pub use horyu_cards::player;
pub mod processing;
mod rng;
pub mod rules;
#[cfg(feature = "text")]
pub mod scenario;
pub mod selfplay;
pub mod session;
pub mod setup;
pub mod sight;
pub mod sort;
pub mod state;
pub mod view;
#[cfg(target_arch = "wasm32")]
mod wasm_alloc;
pub mod words;
pub use horyu_cards::zone;

pub use action::{Action, Manual};
pub use card::{CardDb, CardDef, CardDefId};
pub use decision::{Answer, Decision, DecisionKind};
pub use event::{Event, EventKind};
pub use player::{ByPlayer, PlayerId};
pub use rules::apply::ActionError;
pub use setup::{Setup, SetupError};
pub use state::{CardId, Game, Ruleset, TurnStep};
pub use zone::{Zone, ZoneRef};
