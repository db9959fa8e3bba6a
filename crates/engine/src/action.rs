//! Actions: everything a player (or a sandbox user) does to a game. A game is its setup plus its
//! actions; replaying them rebuilds any moment (boardgame.io's model).

use crate::card::{CardDefId, Side};
use crate::decision::Answer;
use crate::state::CardId;
use crate::zone::ZoneRef;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Use a card (701.5): summon, cast, generate… `mana` pre-answers the payment decision;
    /// `side` picks a twinpact's half.
    Use {
        card: CardId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mana: Option<Vec<CardId>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        side: Option<Side>,
    },
    /// Charge mana (503.1): a card from hand to the mana zone.
    Charge { card: CardId },
    /// Attack the opponent (`target: None`) or one of their tapped creatures.
    Attack {
        attacker: CardId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<CardId>,
    },
    /// End the current step (or pass in the attack step).
    EndStep,
    /// Answer the pending decision.
    Answer(Answer),
    /// A sandbox edit outside the rules, recorded like any action.
    Manual(Manual),
}

/// Sandbox edits, for building boards and fixing mistakes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Manual {
    /// Move a card to a zone (`index`: position, 0 = top/first; default: last, or top of deck).
    Move {
        card: CardId,
        to: ZoneRef,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        index: Option<usize>,
    },
    Tap {
        card: CardId,
        tapped: bool,
    },
    /// Turn a card face up or face down.
    Flip {
        card: CardId,
    },
    /// Put a zone's cards in a new order (all of them).
    Reorder {
        zone: ZoneRef,
        order: Vec<CardId>,
    },
    /// Put a new card into a zone: any card of the session's pool, built-in or custom (a card
    /// made in the editor). It gets the next card id; the zone's player owns it.
    Create {
        card: CardDefId,
        to: ZoneRef,
    },
}
