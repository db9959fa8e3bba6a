//! Continuous effects created by resolving abilities (608.2), tied to one rules object.

use crate::card::{Keyword, Until};
use crate::event::Cause;
use crate::player::PlayerId;
use crate::state::ObjRef;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct ContinuousEffect {
    /// The object it applies to: when that card changes zones (400.5) or leaves the standby
    /// state (409.1d), the effect no longer applies.
    pub target: ObjRef,
    pub change: Change,
    pub until: Until,
    /// Whose effect it is (for "until the start of your next turn").
    pub controller: PlayerId,
    pub cause: Cause,
    /// A spell's effect: the half of the cause's card that was cast, for "ignore spells'
    /// effects" (110.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell: Option<crate::card::Side>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Change {
    Power(i32),
    Grant(Keyword),
    /// Only this creature can block the target, and it blocks it if able (`Step::MustBlock`,
    /// 101.2, 507.1).
    #[cfg(whole_vocabulary)]
    BlockedOnlyBy(ObjRef),
}

impl crate::state::Game {
    /// Adds a continuous effect (608.2a). Effects whose object is gone are dropped first: they
    /// can never apply again (400.5), and a loop that makes one each time round would otherwise
    /// make every later query slower. A power change from the same cause, to the same object,
    /// for as long, adds to the one already there: two +1000s and one +2000 are the same to
    /// every rule, and a loop that raises a power each time round keeps one effect per creature
    /// (issue #41: 50 creatures in such a loop took 1.26 s natively, 30 ms since).
    pub(crate) fn add_effect(&mut self, e: ContinuousEffect) {
        let cards = &self.cards;
        self.effects
            .retain(|x| cards.get(x.target.card.0 as usize).is_some_and(|c| c.object == x.target.object));
        if let Change::Power(n) = e.change {
            let same = self.effects.iter_mut().find(|x| {
                matches!(x.change, Change::Power(_))
                    && (x.target, x.until, x.controller, &x.cause, x.spell)
                        == (e.target, e.until, e.controller, &e.cause, e.spell)
            });
            if let Some(Change::Power(m)) = same.map(|x| &mut x.change) {
                *m = m.saturating_add(n);
                return;
            }
        }
        self.effects.push(e);
    }
}
