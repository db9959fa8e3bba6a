//! The game state: cards, zones, the turn, what waits and what is resolving.

mod card;
mod game;
pub(crate) mod repeat;

pub use card::{CardId, CardState, ObjRef, Standby, StandbyReason};
pub use game::{Crossing, Game, GameResult, Ruleset, TurnState, TurnStep, Zones};
