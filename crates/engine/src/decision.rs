//! Decisions: whenever a player must choose, the engine stops in a state that lists what may be
//! answered. Scenario files, the app, the random player and the order explorer all answer through
//! [`crate::Action::Answer`].

use crate::card::Civilization;
use crate::event::Cause;
use crate::player::PlayerId;
use crate::state::CardId;
use serde::{Deserialize, Serialize};

/// A decision a player must make now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    pub player: PlayerId,
    pub kind: DecisionKind,
    /// What is being asked, in words.
    pub prompt: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cause: Option<Cause>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum DecisionKind {
    /// Nothing is resolving: the turn player may use a card, charge mana, attack or end the step.
    /// The legal actions are [`crate::Game::legal_actions`].
    Turn,
    /// Which of the player's pending effects resolves next (605.1, 101.4a). Answer: `pending`.
    NextPending { options: Vec<u32> },
    /// Choose between `min` and `max` of the candidates. Answer: `cards`.
    Cards { candidates: Vec<CardId>, min: u32, max: u32 },
    /// Tap mana cards to pay a cost (112.2a, 601.1d–f): `cost` cards in all, and among them one
    /// card of each civilization. Answer: `cards`.
    Mana { card: CardId, cost: u32, civilizations: Vec<Civilization>, candidates: Vec<CardId> },
    /// "You may …". Answer: `yes`.
    YesNo,
    /// A number in a range ("draw up to 2"). Answer: `number`.
    Number { min: u32, max: u32 },
    /// Several replacement effects would apply to one event; the affected player picks one
    /// (609.8). Answer: `option`.
    Replacement { options: Vec<String> },
}

impl DecisionKind {
    /// The kind's name as JSON, scenario files and the app's data attributes write it.
    pub fn name(&self) -> &'static str {
        match self {
            DecisionKind::Turn => "turn",
            DecisionKind::NextPending { .. } => "next_pending",
            DecisionKind::Cards { .. } => "cards",
            DecisionKind::Mana { .. } => "mana",
            DecisionKind::YesNo => "yes_no",
            DecisionKind::Number { .. } => "number",
            DecisionKind::Replacement { .. } => "replacement",
        }
    }
}

/// An answer to the pending decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    Cards(Vec<CardId>),
    Yes(bool),
    Number(u32),
    Pending(u32),
    Option(u32),
}

/// All `k`-subsets of `items` in order, until `out` holds `limit` of them.
pub(crate) fn combinations<T: Clone>(items: &[T], k: usize, limit: usize, out: &mut Vec<Vec<T>>) {
    combinations_where(items, k, limit, out, &mut |_| true);
}

/// The `k`-subsets of `items` that satisfy `keep`, in order, until `out` holds `limit` of them.
pub(crate) fn combinations_where<T: Clone>(
    items: &[T],
    k: usize,
    limit: usize,
    out: &mut Vec<Vec<T>>,
    keep: &mut dyn FnMut(&[T]) -> bool,
) {
    fn go<T: Clone>(
        items: &[T],
        k: usize,
        start: usize,
        cur: &mut Vec<T>,
        limit: usize,
        out: &mut Vec<Vec<T>>,
        keep: &mut dyn FnMut(&[T]) -> bool,
    ) {
        if out.len() >= limit {
            return;
        }
        if cur.len() == k {
            if keep(cur) {
                out.push(cur.clone());
            }
            return;
        }
        for i in start..items.len() {
            if items.len() - i < k - cur.len() {
                break;
            }
            cur.push(items[i].clone());
            go(items, k, i + 1, cur, limit, out, keep);
            cur.pop();
            if out.len() >= limit {
                return;
            }
        }
    }
    if k <= items.len() {
        go(items, k, 0, &mut Vec::with_capacity(k), limit, out, keep);
    }
}
