//! Who chooses shields: a static ability may hand the choice of a player's shields, which
//! another player would make, to their owner ("when an opponent's creature would break your
//! shields, you choose them instead", Kyuroro; "whenever your opponent would choose one of your
//! shields, you choose instead", Meloppe). Whole vocabulary only.

use super::query::Ctx;
use crate::card::db::STATIC_OTHER;
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
            let ab = &self.face(src).abilities[i];
            let Some(oc) = ab.static_ability.as_ref().and_then(|st| st.owner_chooses_shields) else {
                return false;
            };
            (by_creature || !oc.breaks)
                && self.static_applies_now(src, ab.condition.as_ref(), ab.during)
                && Ctx::new(self.card(src).controller, self.card(src).obj())
                    .players(oc.player)
                    .contains(&owner)
        });
        if moved {
            owner
        } else {
            chooser
        }
    }
}
