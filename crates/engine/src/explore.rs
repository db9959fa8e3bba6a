//! The order explorer: for the pending effects a player must order now, play out every order
//! they could pick and group the orders by the distinct outcomes they lead to.

use crate::action::Action;
use crate::decision::{Answer, DecisionKind};
use crate::player::PlayerId;
use crate::state::{CardId, Game};
use crate::zone::Zone;
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
    /// Plays out every order of the pending effects the deciding player must order now.
    pub fn explore_orders(&self) -> Result<Exploration, String> {
        let Some(d) = self.decision() else { return Err("no decision is pending".into()) };
        let DecisionKind::NextPending { options } = &d.kind else {
            return Err("the pending decision is not a choice of which effect resolves next".into());
        };
        if options.len() > MAX_EFFECTS {
            return Err(format!("{} effects are too many to explore (at most {MAX_EFFECTS})", options.len()));
        }
        let player = d.player;
        let effects = options
            .iter()
            .map(|id| {
                let p = self.pending().iter().find(|p| p.id == *id).expect("option is pending");
                (*id, format!("{}: {}", self.name(p.source.card), p.text))
            })
            .collect();
        let mut root = self.clone();
        root.forget_log();
        let mut groups: BTreeMap<String, Outcome> = BTreeMap::new();
        let mut count = 0;
        let mut other = false;
        let mut order = Vec::new();
        explore(root, options, &mut order, &mut groups, &mut count, &mut other);
        let mut outcomes: Vec<Outcome> = groups.into_values().collect();
        outcomes.sort_by(|a, b| a.orders[0].cmp(&b.orders[0]));
        Ok(Exploration { player, effects, outcomes, orders: count, other_choices: other })
    }

    /// A canonical description of the board for grouping outcomes: cards by name per zone
    /// (arrangeable zones sorted, 400.4), tapped state, power, standby, pending, result.
    pub fn board_summary(&self) -> Vec<String> {
        let mut out = Vec::new();
        for p in PlayerId::BOTH {
            for z in Zone::ALL {
                let cards = self.zone_cards(p, z);
                let mut names: Vec<String> = cards.iter().map(|&c| self.card_words(c)).collect();
                if !z.is_ordered() {
                    names.sort();
                }
                out.push(format!("{}.{}: {}", p.key(), z.key(), names.join(", ")));
            }
        }
        let mut pend: Vec<String> =
            self.pending().iter().map(|e| format!("{} ({})", self.name(e.source.card), e.text)).collect();
        pend.sort();
        out.push(format!("pending: {}", pend.join("; ")));
        out.push(format!("result: {}", self.result().map_or("none".to_string(), |r| r.reason.clone())));
        out
    }

    fn card_words(&self, c: CardId) -> String {
        let card = self.card(c);
        let mut s = self.name(c);
        if card.tapped {
            s.push_str(" (tapped)");
        }
        if card.in_standby() {
            s.push_str(" (standby)");
        }
        if card.zone == Zone::Battle {
            s.push_str(&format!(" [{}]", self.power(c)));
            if !card.under.is_empty() {
                let under: Vec<String> = card.under.iter().map(|&u| self.name(u)).collect();
                s.push_str(&format!(" over {}", under.join("+")));
            }
        }
        s
    }
}

fn explore(
    mut g: Game,
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
                    explore(next, ids, order, groups, count, other);
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
    let board = g.board_summary();
    let key = board.join("\n");
    groups.entry(key).or_insert_with(|| Outcome { orders: Vec::new(), board }).orders.push(full);
}
