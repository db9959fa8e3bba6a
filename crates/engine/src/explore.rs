//! The order explorer: for the pending effects a player must order now, play out every order
//! they could pick and group the orders by the distinct outcomes they lead to.

use crate::action::Action;
use crate::decision::{Answer, DecisionKind};
use crate::player::PlayerId;
use crate::sight::Sight;
use crate::state::{CardId, Game};
use std::collections::BTreeMap;

/// One distinct outcome and the orders that lead to it.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// Each order is a list of pending effect ids, first resolved first.
    pub orders: Vec<Vec<u32>>,
    /// The board after the effects resolved, zone by zone (`p1.hand: A, B`).
    pub board: Vec<String>,
}

/// Everything the explorer found.
#[derive(Clone, Debug, PartialEq)]
pub struct Exploration {
    pub player: PlayerId,
    /// The pending effects being ordered: id and words.
    pub effects: Vec<(u32, String)>,
    pub outcomes: Vec<Outcome>,
    /// Orders played out.
    pub orders: usize,
    /// Other decisions met on the way were answered with their first legal answer.
    pub other_choices: bool,
}

/// The explorer refuses more than this many effects (8! = 40320 orders).
pub const MAX_EFFECTS: usize = 8;

impl Game {
    /// Plays out every order of the pending effects the deciding player must order now, as a
    /// judge sees the outcomes (a player's view: [`crate::sight::Sight::explore`]).
    pub fn explore_orders(&self) -> Result<Exploration, String> {
        self.explore_orders_as(self.sight(None))
    }

    /// The explorer for one perspective: outcomes are told apart by what it sees.
    pub(crate) fn explore_orders_as(&self, sight: Sight) -> Result<Exploration, String> {
        let Some(d) = self.decision() else { return Err("no decision is pending".into()) };
        let DecisionKind::NextPending { options } = &d.kind else {
            return Err("the pending decision is not a choice of which effect resolves next".into());
        };
        if options.len() > MAX_EFFECTS {
            return Err(format!("{} effects are too many to explore (at most {MAX_EFFECTS})", options.len()));
        }
        let player = d.player;
        let effects = options.iter().map(|id| (*id, sight.pending_words(*id).en)).collect();
        let mut root = self.clone();
        root.forget_log();
        let mut groups: BTreeMap<String, Outcome> = BTreeMap::new();
        let mut count = 0;
        let mut other = false;
        let mut order = Vec::new();
        let viewer = sight.viewer();
        // What the viewer may be told of: the cards it sees now (a judge: all).
        let known: Vec<bool> =
            (0..self.cards().len()).map(|i| self.can_see(viewer, CardId(i as u16))).collect();
        let look = Look { viewer, known: &known };
        explore(root, &look, options, &mut order, &mut groups, &mut count, &mut other);
        let mut outcomes: Vec<Outcome> = groups.into_values().collect();
        outcomes.sort_by(|a, b| a.orders[0].cmp(&b.orders[0]));
        Ok(Exploration { player, effects, outcomes, orders: count, other_choices: other })
    }

    /// A canonical description of the board for grouping outcomes, as the judge sees it: cards
    /// by name per zone (sorted where order does not matter), pending effects and the result.
    pub fn board_summary(&self) -> Vec<String> {
        self.sight(None).summary()
    }
}

/// Whose outcomes the explorer words, and the cards it may name.
struct Look<'a> {
    viewer: Option<PlayerId>,
    known: &'a [bool],
}

fn explore(
    mut g: Game,
    look: &Look,
    ids: &[u32],
    order: &mut Vec<u32>,
    groups: &mut BTreeMap<String, Outcome>,
    count: &mut usize,
    other: &mut bool,
) {
    // Answer anything that is not the ordering of our effects with its first legal answer.
    while let Some(d) = g.decision() {
        match &d.kind {
            DecisionKind::NextPending { options }
                if options.iter().any(|o| ids.contains(o) && !order.contains(o)) =>
            {
                let choices: Vec<u32> =
                    options.iter().copied().filter(|o| ids.contains(o) && !order.contains(o)).collect();
                for c in choices {
                    let mut next = g.clone();
                    if next.apply(Action::Answer(Answer::Pending(c))).is_err() {
                        continue;
                    }
                    // Outcomes are told apart by the board; the log would only make clones dearer.
                    next.forget_log();
                    order.push(c);
                    explore(next, look, ids, order, groups, count, other);
                    order.pop();
                }
                return;
            }
            DecisionKind::Turn => break,
            _ => {
                let Some(a) = g.legal_answers_for(d, 1).into_iter().next() else { break };
                *other = true;
                if g.apply(Action::Answer(a)).is_err() {
                    break;
                }
            }
        }
    }
    // All our effects resolved (or the game stopped): record the outcome.
    let mut full = order.clone();
    for id in ids {
        if !full.contains(id) {
            full.push(*id);
        }
    }
    *count += 1;
    let board = g.sight(look.viewer).summary_knowing(Some(look.known));
    let key = board.join("\n");
    groups.entry(key).or_insert_with(|| Outcome { orders: Vec::new(), board }).orders.push(full);
}
