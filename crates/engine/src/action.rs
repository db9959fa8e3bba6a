//! Actions: everything a player (or a sandbox user) does to a game. A game is its setup plus its
//! actions; replaying them rebuilds any moment (boardgame.io's model).

use crate::card::{CardDefId, Side};
use crate::decision::Answer;
use crate::state::CardId;
use crate::zone::ZoneRef;
use serde::{Deserialize, Serialize};
use std::fmt;

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
    /// Tap a creature to use its tap ability instead of attacking with it (602.1, 602.3a):
    /// `ability` is the ability's index among its face's abilities.
    TapAbility { card: CardId, ability: u8 },
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
    /// Say whether a creature in the battle zone counts as put there this turn (summoning
    /// sickness, 506.1a). Outside the rules a card has no history: one put in by hand counts
    /// as there since the turn began, and may attack, until this says otherwise.
    Sickness {
        card: CardId,
        sick: bool,
    },
}

impl Manual {
    /// The farthest place a move may name: what a link holds (the place plus one, in at most
    /// 32 bits, so that a 32-bit browser reads it back), and more than any zone's cards.
    pub const MAX_INDEX: usize = u32::MAX as usize - 1;
}

/// An action in a message, by card ids only (`use c14`, `attack c7 with c3`): a refusal names
/// the action without naming a card the reader may not see.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids = |cards: &[CardId]| cards.iter().map(CardId::to_string).collect::<Vec<_>>().join(" ");
        match self {
            Action::Use { card, .. } => write!(f, "use {card}"),
            Action::Charge { card } => write!(f, "charge {card}"),
            Action::Attack { attacker, target: None } => write!(f, "attack with {attacker}"),
            Action::Attack { attacker, target: Some(t) } => write!(f, "attack {t} with {attacker}"),
            Action::TapAbility { card, ability } => write!(f, "tap {card} for its ability {ability}"),
            Action::EndStep => f.write_str("end the step"),
            Action::Answer(Answer::Cards(cards)) => write!(f, "answer [{}]", ids(cards)),
            Action::Answer(Answer::Yes(yes)) => f.write_str(if *yes { "answer yes" } else { "answer no" }),
            Action::Answer(Answer::Number(n)) => write!(f, "answer {n}"),
            Action::Answer(Answer::Pending(p)) => write!(f, "resolve pending effect #{p}"),
            Action::Answer(Answer::Option(o)) => write!(f, "answer option {o}"),
            Action::Manual(Manual::Move { card, to, .. }) => write!(f, "move {card} to {to}"),
            Action::Manual(Manual::Tap { card, tapped }) => {
                write!(f, "{} {card}", if *tapped { "tap" } else { "untap" })
            }
            Action::Manual(Manual::Flip { card }) => write!(f, "turn over {card}"),
            Action::Manual(Manual::Reorder { zone, order }) => {
                write!(f, "reorder {zone} as [{}]", ids(order))
            }
            Action::Manual(Manual::Create { card, to }) => write!(f, "create card #{} in {to}", card.0),
            Action::Manual(Manual::Sickness { card, sick }) => {
                write!(f, "{} summoning sickness {card}", if *sick { "give" } else { "lift" })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::PlayerId;
    use crate::zone::Zone;

    #[test]
    fn an_action_is_worded_by_its_card_ids() {
        let said = |a: Action| a.to_string();
        assert_eq!(said(Action::Use { card: CardId(14), mana: None, side: None }), "use c14");
        assert_eq!(said(Action::Attack { attacker: CardId(3), target: None }), "attack with c3");
        assert_eq!(said(Action::Answer(Answer::Cards(vec![CardId(1), CardId(2)]))), "answer [c1 c2]");
        assert_eq!(said(Action::Answer(Answer::Pending(2))), "resolve pending effect #2");
        let to = ZoneRef { player: PlayerId::P2, zone: Zone::Mana };
        assert_eq!(
            said(Action::Manual(Manual::Move { card: CardId(4), to, index: None })),
            format!("move c4 to {to}")
        );
        assert_eq!(said(Action::Manual(Manual::Tap { card: CardId(4), tapped: false })), "untap c4");
    }
}
