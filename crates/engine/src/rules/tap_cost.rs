//! A cost paid in part by tapping creatures (Hyper Energy, Mugen Climb: `Static::tap_creatures`).
//! The player chooses the creatures one at a time as the cost is determined (601.1e), after the
//! card is declared and waits in standby (so it is not one of them, 409.1c), and before any
//! mana is tapped; they are tapped with the mana as the cost is paid (601.1f), so a creature
//! tapped this way can't block later. The civilizations are still paid (112.2b).

use super::refusal::{self, Refusal};
use super::using::UseTask;
use crate::card::{Civilization, Side, TapCreatures};
use crate::decision::{Answer, DecisionKind, Prompt};
use crate::event::{Cause, EventKind};
use crate::player::PlayerId;
use crate::state::{CardId, Game};

/// The creatures chosen so far for a use's tapping, and whether the choice is over.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Tapping {
    /// The word that applies, read as the card is declared (601.1a), from where it was.
    pub word: Option<TapCreatures>,
    pub cards: Vec<CardId>,
    pub done: bool,
    /// Used from a zone only the word permits (Mugen Climb from the graveyard): the creatures
    /// must be tapped.
    pub required: bool,
}

/// The cost once `n` creatures are tapped, from `base` (the cost with every other change,
/// 601.1e): the alternative cost in place of it if any are, less `each` for each one, never
/// below `min_cost` unless it was below already.
fn cost_with(tc: &TapCreatures, base: u32, n: u32) -> u32 {
    let start = if n > 0 { tc.cost.unwrap_or(base) } else { base };
    let reduced = start.saturating_sub(tc.each.saturating_mul(n));
    reduced.max(tc.min_cost.min(start))
}

/// Whether the choice may end with `n` creatures tapped: none, or exactly `count`.
fn may_stop_at(tc: &TapCreatures, n: u32) -> bool {
    n == 0 || tc.count.is_none_or(|c| n == c)
}

impl Game {
    /// The tapping `player` may do to use `card` as `side`: a static ability with
    /// `tap_creatures` that works now, its `if` holding, and affects it.
    pub(crate) fn tap_creatures_for(
        &self,
        player: PlayerId,
        card: CardId,
        side: Side,
    ) -> Option<TapCreatures> {
        let used = Some((card, side));
        if self.card(card).owner != player {
            return None;
        }
        self.active_statics_as(crate::card::db::STATIC_OTHER, used).find_map(|(src, i)| {
            let (st, cond, during) = self.static_of_as(src, i, used);
            let ctx = self.static_ctx(src, i);
            let tc = st.tap_creatures.as_ref()?;
            (self.static_applies_now(src, i, cond, during) && self.static_affects(&ctx, i, st, card))
                .then(|| tc.clone())
        })
    }

    /// The creatures that may be tapped next: the player's untapped creatures in the battle
    /// zone passing the filter, not yet chosen, and, with `different_costs`, of a cost none
    /// chosen has.
    fn tap_candidates(
        &self,
        player: PlayerId,
        card: CardId,
        tc: &TapCreatures,
        chosen: &[CardId],
    ) -> Vec<CardId> {
        self.battle
            .iter()
            .copied()
            .filter(|&c| {
                let x = self.card(c);
                x.controller == player
                    && !x.in_standby()
                    && !x.tapped
                    && c != card
                    && self.face(c).card_type.is_creature()
                    && !chosen.contains(&c)
                    && !(tc.different_costs && chosen.iter().any(|&o| self.face(o).cost == self.face(c).cost))
                    && self.matches(c, &tc.filter)
            })
            .collect()
    }

    /// How many creatures could be tapped in all: every candidate, or one of each cost.
    fn tappable(&self, player: PlayerId, card: CardId, tc: &TapCreatures) -> u32 {
        let cands = self.tap_candidates(player, card, tc, &[]);
        let n = if tc.different_costs {
            let mut costs: Vec<u32> = cands.iter().map(|&c| self.face(c).cost).collect();
            costs.sort_unstable();
            costs.dedup();
            costs.len()
        } else {
            cands.len()
        };
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// The least cost `player` can bring `cost` to by tapping creatures to use `card` as
    /// `side`, for the check of whether they can pay (601.1b): `cost` itself without the word.
    pub(crate) fn least_cost_by_tapping(&self, player: PlayerId, card: CardId, side: Side, cost: u32) -> u32 {
        let Some(tc) = self.tap_creatures_for(player, card, side) else { return cost };
        let most = self.tappable(player, card, &tc);
        let n = match tc.count {
            Some(c) if c > most => 0,
            Some(c) => c,
            None => most,
        };
        cost.min(cost_with(&tc, cost, n))
    }

    /// Whether the turn player may use `card` from a zone only the word permits (601.1a): with
    /// no mana named, the creatures it needs there to tap, and the mana to pay the cost then.
    pub(crate) fn check_use_only_by_tapping(
        &self,
        card: CardId,
        side: Side,
        mana: Option<&[CardId]>,
        mana_civs: Option<&[(CardId, super::query::CivMask)]>,
    ) -> Result<(), Refusal> {
        let player = self.turn.active;
        let refused = || Refusal::from(refusal::Use::OnlyByTapping { card, zone: self.card(card).zone });
        let tc = self.tap_creatures_for(player, card, side).ok_or_else(refused)?;
        let most = self.tappable(player, card, &tc);
        let n = tc.count.unwrap_or(most);
        if mana.is_some() || n == 0 || n > most {
            return Err(refused());
        }
        let civs: Vec<Civilization> = self
            .def(card)
            .face(side)
            .civilizations
            .iter()
            .copied()
            .filter(|c| *c != Civilization::Zero)
            .collect();
        let cost = cost_with(&tc, self.cost_to_use_side(card, side), n);
        self.check_mana_untapped(card, side, cost.max(civs.len() as u32), &civs, mana_civs)
    }

    /// The player chooses, one at a time, the creatures to tap for the cost (601.1e): none
    /// stops, unless what is left to pay couldn't be paid then. `t.cost` becomes the cost with
    /// them tapped. True once chosen; false to run the payment again, waiting for an answer
    /// (`t` unchanged, the answers replayed) or with the choice just made (its answers used).
    pub(crate) fn choose_creatures_to_tap(&mut self, t: &mut UseTask, civs: u32) -> bool {
        if t.tapping.done {
            return true;
        }
        let own_use = t.cause.is_none() && !t.free && t.mana.is_none();
        let Some(tc) = t.tapping.word.clone().filter(|_| own_use) else {
            t.tapping.done = true;
            return true;
        };
        let untapped = u32::try_from(self.mana_candidates(t.player, t.card).len()).unwrap_or(u32::MAX);
        let mut chosen = Vec::new();
        loop {
            let n = u32::try_from(chosen.len()).unwrap_or(u32::MAX);
            let cands = self.tap_candidates(t.player, t.card, &tc, &chosen);
            if tc.count.is_some_and(|c| n >= c) || cands.is_empty() {
                break;
            }
            let cost = cost_with(&tc, t.cost, n);
            let may_stop =
                may_stop_at(&tc, n) && !(t.tapping.required && n == 0) && cost.max(civs) <= untapped;
            let kind = DecisionKind::Cards {
                candidates: cands,
                min: u32::from(!may_stop),
                max: 1,
                required: Vec::new(),
            };
            match self.ask(t.player, kind, None, Prompt::TapForCost { card: t.card, cost }) {
                None => return false,
                Some(Answer::Cards(c)) if !c.is_empty() => chosen.extend(c),
                Some(_) => break,
            }
        }
        let n = u32::try_from(chosen.len()).unwrap_or(u32::MAX);
        t.cost = cost_with(&tc, t.cost, n);
        t.tapping.cards = chosen;
        t.tapping.done = true;
        false
    }

    /// The creatures chosen are tapped as the cost is paid (601.1f), before the mana.
    pub(crate) fn tap_creatures_paying(&mut self, t: &UseTask) {
        let cards: Vec<CardId> = t.tapping.cards.iter().copied().filter(|&c| !self.card(c).tapped).collect();
        if cards.is_empty() {
            return;
        }
        for &c in &cards {
            self.card_mut(c).tapped = true;
        }
        let cause = Cause { card: t.card, def: self.card(t.card).def, ability: None };
        self.emit_with(EventKind::Tapped { cards }, Some(cause), &["601.1f", "112.2b"], Vec::new());
    }
}
