//! Static abilities an effect makes for a while (`Step::Static`, 608.2a): "this turn, your
//! opponent can't use shield triggers". They are read with the cards' own static abilities
//! ([`Game::active_statics`], numbered from [`super::query::LASTING_STATIC`]).

use super::query::{Ctx, Named};
use crate::card::{Ability, StaticStep, Until};
use crate::player::PlayerId;
use crate::state::{CardId, Game, ObjRef};

/// A static ability an effect made, lasting `until`.
#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct LastingStatic {
    /// The card whose ability made it: "this card" in its words.
    pub source: CardId,
    /// Its "you": the effect's player.
    pub controller: PlayerId,
    /// The static ability as a card's would be written: its words, `if` and `static`.
    pub ability: Ability,
    pub until: Until,
    /// What the effect had named, for filters' `named_as`.
    pub named: Vec<(String, Named)>,
    /// The cards it affects, found as it was made (110.2e); `None`: whichever its `affects`
    /// finds when it is read (`later`).
    pub locked: Option<Vec<ObjRef>>,
    /// It lasts only while this object is in the battle zone (`while_in_battle`).
    pub holder: Option<ObjRef>,
}

impl Game {
    /// Makes the static ability of a `static` step, in the context of the effect making it.
    pub(super) fn make_lasting_static(&mut self, ctx: &Ctx, source: CardId, s: &StaticStep) {
        let ability = Ability {
            text: s.text.clone(),
            text_ja: s.text_ja.clone(),
            condition: s.condition.clone(),
            static_ability: Some(s.static_ability.clone()),
            ..Ability::default()
        };
        let mut reading = Ctx::new(ctx.controller, self.card(source).obj());
        reading.named.clone_from(&ctx.named);
        let locked = (!s.later).then(|| {
            (0..self.cards.len())
                .map(|i| CardId(i as u16))
                .filter(|&c| self.in_selection(&reading, &s.static_ability.affects, c))
                .map(|c| self.card(c).obj())
                .collect()
        });
        let holder = s.while_in_battle.then(|| self.card(source).obj());
        // Those whose card has left are over for good (400.5).
        let keep: Vec<bool> =
            self.lasting_statics.iter().map(|l| l.holder.is_none_or(|h| self.is_current(h))).collect();
        let mut keep = keep.into_iter();
        self.lasting_statics.retain(|_| keep.next().unwrap_or(true));
        self.lasting_statics.push(LastingStatic {
            source,
            controller: ctx.controller,
            ability,
            until: s.until,
            named: ctx.named.clone(),
            locked,
            holder,
        });
    }

    /// Whether the lasting static ability `l` applies now: not while it waits for the
    /// opponent's next turn, nor once the card it lasts with has left the battle zone.
    pub(crate) fn lasting_applies(&self, l: &LastingStatic) -> bool {
        !super::turn::not_yet(l.until)
            && l.holder
                .is_none_or(|h| self.is_current(h) && self.card(h.card).zone == crate::zone::Zone::Battle)
    }
}
