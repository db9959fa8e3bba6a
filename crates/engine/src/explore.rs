//! The order explorer: for the pending effects a player must order now, play out every order
//! they could pick and group the orders by the distinct outcomes they lead to.

use crate::action::Action;
use crate::decision::{Answer, DecisionKind};
use crate::player::PlayerId;
use crate::sight::Sight;
use crate::state::{CardId, Game};
use std::collections::HashMap;
use std::rc::Rc;

/// One distinct outcome and the orders that lead to it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Each order is a list of pending effect ids, first resolved first.
    pub orders: Vec<Vec<u32>>,
    /// The board after the effects resolved, zone by zone (`p1.hand: A, B`).
    pub board: Vec<String>,
}

/// Everything the explorer found (it crosses from the playground's worker as JSON).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
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
        self.explore_with(sight, true)
    }

    /// The same outcomes found the slow way: every order played out from the start, with no
    /// transposition table (the reference the explorer is tested and measured against).
    pub fn explore_orders_brute_force(&self) -> Result<Exploration, String> {
        self.explore_with(self.sight(None), false)
    }

    fn explore_with(&self, sight: Sight, table: bool) -> Result<Exploration, String> {
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
        let viewer = sight.viewer();
        // What the viewer may be told of: the cards it sees now (a judge: all).
        let known: Vec<bool> =
            (0..self.cards().len()).map(|i| self.can_see(viewer, CardId(i as u16))).collect();
        let mut walk = Walk {
            viewer,
            known: &known,
            ids: options,
            table: table.then(HashMap::new),
            boards: HashMap::new(),
        };
        let (found, settled) = walk.explore(root, 0);
        // Every order, grouped by the board it reaches, in the order they were played.
        let mut groups: Vec<Outcome> = Vec::new();
        let mut group_of: HashMap<*const Reached, usize> = HashMap::new();
        let mut count = 0;
        walk.orders(&found, &mut Vec::new(), &mut |chosen, reached| {
            count += 1;
            let k = *group_of.entry(Rc::as_ptr(reached)).or_insert_with(|| {
                groups.push(Outcome { orders: Vec::new(), board: reached.board.clone() });
                groups.len() - 1
            });
            groups[k].orders.push(walk.whole(chosen));
        });
        groups.sort_by(|a, b| a.orders[0].cmp(&b.orders[0]));
        Ok(Exploration {
            player,
            effects,
            outcomes: groups,
            orders: count,
            other_choices: settled || found.other,
        })
    }

    /// A canonical description of the board for grouping outcomes, as the judge sees it: cards
    /// by name per zone (sorted where order does not matter), pending effects and the result.
    pub fn board_summary(&self) -> Vec<String> {
        self.sight(None).summary()
    }
}

/// A board the effects' orders lead to (one per distinct board: [`Walk::boards`]).
struct Reached {
    board: Vec<String>,
}

/// What a position leads to: the effects that may be chosen next, each with what follows it,
/// in the order they are offered; or, once no effect of ours is left to choose, the board.
/// Positions reached by several orders are one `Found`, shared (a graph, not a tree).
struct Found {
    next: Vec<(u32, Rc<Found>)>,
    reached: Option<Rc<Reached>>,
    /// Another decision on the way was answered with its first legal answer.
    other: bool,
}

/// One exploration: whose outcomes it words, the cards it may name, the effects ordered, the
/// positions already explored (keyed by the position and the effects already chosen), and
/// the boards reached so far.
struct Walk<'a> {
    viewer: Option<PlayerId>,
    known: &'a [bool],
    ids: &'a [u32],
    table: Option<HashMap<(u64, u32), Rc<Found>>>,
    boards: HashMap<String, Rc<Reached>>,
}

impl Walk<'_> {
    /// An order as the player sees it: the effects chosen, then those never chosen (the game
    /// ended, or an effect left) in their first order.
    fn whole(&self, chosen: &[u32]) -> Vec<u32> {
        let mut full = chosen.to_vec();
        full.extend(self.ids.iter().filter(|id| !chosen.contains(id)));
        full
    }

    /// Calls `each` with every order from `found` on (after `chosen`) and the board it reaches.
    fn orders(&self, found: &Found, chosen: &mut Vec<u32>, each: &mut impl FnMut(&[u32], &Rc<Reached>)) {
        if let Some(reached) = &found.reached {
            each(chosen, reached);
        }
        for (c, next) in &found.next {
            chosen.push(*c);
            self.orders(next, chosen, each);
            chosen.pop();
        }
    }

    /// Whether the effect `id` is one being ordered and not chosen yet.
    fn open(&self, chosen: u32, id: u32) -> bool {
        self.ids.iter().position(|i| *i == id).is_some_and(|i| chosen & (1 << i) == 0)
    }

    /// Everything reachable from `g`, where `chosen` holds a bit per effect of `ids` already
    /// chosen. Orders that reach the same position (effects that commute, such as two draws)
    /// share what follows: it is explored once (a transposition table, as in chess engines).
    /// Also says whether a decision on the way here was answered for the player.
    fn explore(&mut self, mut g: Game, chosen: u32) -> (Rc<Found>, bool) {
        // Answer anything that is not the ordering of our effects with its first legal answer,
        // so that positions are compared where the next effect is to be chosen.
        let mut other = false;
        while let Some(d) = g.decision() {
            match &d.kind {
                DecisionKind::NextPending { options } if options.iter().any(|o| self.open(chosen, *o)) => {
                    break
                }
                DecisionKind::Turn => break,
                _ => {
                    let Some(a) = g.legal_answers_for(d, 1).into_iter().next() else { break };
                    other = true;
                    if g.apply(Action::Answer(a)).is_err() {
                        break;
                    }
                }
            }
        }
        g.forget_log();
        let key = self.table.as_ref().map(|_| (g.position_hash(), chosen));
        let found = match key.and_then(|k| self.table.as_ref()?.get(&k)) {
            Some(found) => found.clone(),
            None => {
                let found = Rc::new(self.explore_new(g, chosen));
                if let (Some(k), Some(table)) = (key, self.table.as_mut()) {
                    table.insert(k, found.clone());
                }
                found
            }
        };
        (found, other)
    }

    /// What a settled position leads to: the choice of the next effect, or the board reached.
    fn explore_new(&mut self, g: Game, chosen: u32) -> Found {
        if let Some(DecisionKind::NextPending { options }) = g.decision().map(|d| &d.kind) {
            let choices: Vec<u32> = options.iter().copied().filter(|o| self.open(chosen, *o)).collect();
            if !choices.is_empty() {
                let mut found = Found { next: Vec::new(), reached: None, other: false };
                for c in choices {
                    let mut next = g.clone();
                    if next.apply(Action::Answer(Answer::Pending(c))).is_err() {
                        continue;
                    }
                    let bit = self.ids.iter().position(|id| *id == c).map_or(0, |i| 1 << i);
                    let (child, settled) = self.explore(next, chosen | bit);
                    found.other |= settled || child.other;
                    found.next.push((c, child));
                }
                return found;
            }
        }
        // All our effects resolved (or the game stopped): the board reached.
        let board = g.sight(self.viewer).summary_knowing(Some(self.known));
        let reached =
            self.boards.entry(board.join("\n")).or_insert_with(|| Rc::new(Reached { board })).clone();
        Found { next: Vec::new(), reached: Some(reached), other: false }
    }
}
