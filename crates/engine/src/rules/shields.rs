//! Static abilities about shields (whole vocabulary only). Who chooses them: a static may hand
//! the choice of a player's shields, which another player would make, to their owner ("when an
//! opponent's creature would break your shields, you choose them instead", Kyuroro; "whenever
//! your opponent would choose one of your shields, you choose instead", Meloppe). Who sees the
//! broken ones: "your opponent reveals the shields your creatures break" (Rubels, 701.9). And
//! which were broken this turn, for the `broken` and `broken_by` sources ("for each shield it
//! broke", Miracle Quest).

use super::query::Ctx;
use crate::card::db::STATIC_OTHER;
use crate::card::{Count, Selection, Source};
use crate::event::{Cause, EventKind};
use crate::player::PlayerId;
use crate::state::{CardId, Game, ObjRef};
use crate::zone::Zone;

impl Game {
    /// The player who chooses among `cands`, which `chooser` would choose: their owner when
    /// every candidate is a shield of one other player whose shields an `owner_chooses_shields`
    /// static covers. `breaker`: the creature breaking the shields chosen, if one is (the
    /// statics with `breaks` cover only those).
    pub(crate) fn shield_chooser(
        &self,
        chooser: PlayerId,
        cands: &[CardId],
        breaker: Option<ObjRef>,
    ) -> PlayerId {
        let Some(&first) = cands.first() else { return chooser };
        let owner = self.card(first).owner;
        let all_shields_of_owner = cands.iter().all(|&c| {
            let c = self.card(c);
            c.zone == Zone::Shields && c.owner == owner
        });
        if owner == chooser || !all_shields_of_owner {
            return chooser;
        }
        let by_creature = breaker.is_some_and(|b| self.is_current(b));
        let moved = self.active_statics(STATIC_OTHER).any(|(src, i)| {
            let ab = self.static_ability_at(src, i);
            let Some(oc) = ab.static_ability.as_ref().and_then(|st| st.owner_chooses_shields) else {
                return false;
            };
            (by_creature || !oc.breaks)
                && self.static_applies_now(src, i, ab.condition.as_ref(), ab.during)
                && self.static_ctx(src, i).players(oc.player).contains(&owner)
        });
        if moved {
            owner
        } else {
            chooser
        }
    }

    /// Shields `by` breaks, as they wait for S-Trigger declarations (113.6a), are revealed
    /// (701.9a) when a `reveal_broken_shields` static covers the breaker's player: both players
    /// see them until they reach the hand (a move ends a reveal).
    pub(crate) fn reveal_broken(&mut self, shields: &[CardId], by: Option<ObjRef>) {
        let Some(by) = by.filter(|&b| self.is_current(b)) else { return };
        let breaker_player = self.card(by.card).controller;
        let shown_by = self.active_statics(STATIC_OTHER).find(|&(src, i)| {
            let ab = self.static_ability_at(src, i);
            let Some(who) = ab.static_ability.as_ref().and_then(|st| st.reveal_broken_shields) else {
                return false;
            };
            self.static_applies_now(src, i, ab.condition.as_ref(), ab.during)
                && self.static_ctx(src, i).players(who).contains(&breaker_player)
        });
        let Some((src, i)) = shown_by else { return };
        // "Your opponent reveals": the breaker's player's own shields are not covered.
        let cards: Vec<CardId> = shields
            .iter()
            .copied()
            .filter(|&s| self.card(s).owner != breaker_player && !self.card(s).revealed)
            .collect();
        if cards.is_empty() {
            return;
        }
        for &c in &cards {
            self.card_mut(c).revealed = true;
        }
        let cause = Cause { card: src, def: self.card(src).def, ability: u8::try_from(i).ok() };
        self.emit_with(EventKind::Revealed { cards }, Some(cause), &["701.9a", "509.5"], Vec::new());
    }

    /// The shields broken this turn by creatures `by` accepts (their player as they broke them,
    /// the object they were), each once, in the order they were broken.
    pub(crate) fn broken_shields(&self, by: impl Fn(PlayerId, ObjRef) -> bool) -> Vec<CardId> {
        let mut out = Vec::new();
        for &(p, o, s) in &self.broke {
            if by(p, o) && !out.contains(&s) {
                out.push(s);
            }
        }
        out
    }

    /// The creatures a source names, as objects, for the shields they broke: the triggering
    /// creature as it was when its event happened, this creature, or the cards another source
    /// finds now.
    pub(crate) fn breakers_named(&self, ctx: &Ctx, src: &Source) -> Vec<ObjRef> {
        match src {
            Source::Trigger => ctx.trigger.card.into_iter().collect(),
            Source::This if self.is_current(ctx.source) => {
                vec![self.card(self.element_of(ctx.source.card)).obj()]
            }
            Source::This => vec![ctx.source],
            other => {
                let sel = Selection { from: other.clone(), count: Count::All, ..Selection::default() };
                self.candidates(ctx, &sel).into_iter().map(|c| self.card(c).obj()).collect()
            }
        }
    }
}
