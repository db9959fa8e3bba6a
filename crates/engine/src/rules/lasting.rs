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
    /// It ends as the first card it affects is declared for use (`next_use`).
    pub next_use: bool,
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
        self.drop_lasting_statics_over();
        let mut made = LastingStatic {
            source,
            controller: ctx.controller,
            ability,
            until: s.until,
            named: ctx.named.clone(),
            locked,
            holder,
            next_use: s.next_use.is_some_and(|n| n),
        };
        // The same static made again (a loop no player can stop): its +power adds to the one
        // held, for the cards both affect, and one that adds nothing is held once, so the list
        // stays as long as the different statics made, not the times they were
        // (`loop.growing50`'s reasoning). What is left is made for the rest of its cards.
        for held in &mut self.lasting_statics {
            let power = match merged(held, &made) {
                Merge::Apart => continue,
                Merge::Same => None,
                Merge::Power(n) => Some(n),
            };
            if let Some(st) = held.ability.static_ability.as_mut().filter(|_| power.is_some()) {
                st.power = power;
            }
            match (&held.locked, &mut made.locked) {
                (Some(h), Some(m)) => {
                    m.retain(|o| !h.contains(o));
                    if m.is_empty() {
                        return;
                    }
                }
                _ => return,
            }
        }
        self.lasting_statics.push(made);
    }

    /// Drops the lasting statics that are over for good: those whose card has left (400.5), and
    /// those made of cards none of which is still the object it found (a card that moves is a
    /// new object, which such a static never reaches, 110.2e); the others forget their cards
    /// that moved.
    fn drop_lasting_statics_over(&mut self) {
        let kept: Vec<Option<LastingStatic>> = self
            .lasting_statics
            .iter()
            .map(|l| {
                if !l.holder.is_none_or(|h| self.is_current(h)) {
                    return None;
                }
                let locked = match &l.locked {
                    None => None,
                    Some(objs) => {
                        let here: Vec<ObjRef> =
                            objs.iter().copied().filter(|&o| self.is_current(o)).collect();
                        if here.is_empty() {
                            return None;
                        }
                        Some(here)
                    }
                };
                Some(LastingStatic { locked, ..l.clone() })
            })
            .collect();
        self.lasting_statics = kept.into_iter().flatten().collect();
    }

    /// Whether the lasting static ability `l` applies now: not while it waits for the
    /// opponent's next turn, nor once the card it lasts with has left the battle zone.
    pub(crate) fn lasting_applies(&self, l: &LastingStatic) -> bool {
        !super::turn::not_yet(l.until)
            && l.holder
                .is_none_or(|h| self.is_current(h) && self.card(h.card).zone == crate::zone::Zone::Battle)
    }

    /// A card is declared for use (601.1a), its cost just decided: the lasting static abilities
    /// for the next use only (`next_use`) that affect it end ("the next creature you summon
    /// costs 3 less"), whether they changed its cost or it was used for free.
    #[cfg(whole_vocabulary)]
    pub(super) fn end_next_use_statics(&mut self, card: CardId) {
        if !self.lasting_statics.iter().any(|l| l.next_use) {
            return;
        }
        let spent: Vec<bool> = (0..self.lasting_statics.len())
            .map(|k| {
                let l = &self.lasting_statics[k];
                let i = super::query::LASTING_STATIC + k;
                l.next_use
                    && self.lasting_applies(l)
                    && l.ability.static_ability.as_ref().is_some_and(|st| {
                        let ctx = self.static_ctx(l.source, i);
                        self.static_affects(&ctx, i, st, card)
                            && self.static_applies_now(l.source, i, l.ability.condition.as_ref(), None)
                    })
            })
            .collect();
        let mut spent = spent.into_iter();
        self.lasting_statics.retain(|_| !spent.next().unwrap_or(false));
    }
}

/// Whether the cards `held` affects are all among those `made` affects: both reach whatever
/// their `affects` finds, or both were made of cards and `held`'s are some of `made`'s.
fn within(held: Option<&[ObjRef]>, made: Option<&[ObjRef]>) -> bool {
    match (held, made) {
        (None, None) => true,
        (Some(h), Some(m)) => !h.is_empty() && h.iter().all(|o| m.contains(o)),
        _ => false,
    }
}

/// How a static made again meets one held.
enum Merge {
    /// It changes nothing: the held one already says it.
    Same,
    /// It adds its +power to the held one's: the sum.
    Power(i32),
    /// Kept apart.
    Apart,
}

/// Whether `made` is `held` again: the same in all but a +power, which adds up. A static
/// that stacks by other means (a cost change, a multiplier, power attacker, 110.7) is kept
/// apart.
fn merged(held: &LastingStatic, made: &LastingStatic) -> Merge {
    let (Some(a), Some(b)) = (&held.ability.static_ability, &made.ability.static_ability) else {
        return Merge::Apart;
    };
    let stacks_otherwise = |st: &crate::card::Static| {
        st.cost.is_some()
            || st.power_multiply.is_some()
            || st.grant.iter().any(|k| matches!(k, crate::card::Keyword::PowerAttacker(_)))
    };
    let same_but_power = held.source == made.source
        && held.controller == made.controller
        && held.until == made.until
        && held.named == made.named
        && within(held.locked.as_deref(), made.locked.as_deref())
        && held.holder == made.holder
        && held.next_use == made.next_use
        && held.ability.text == made.ability.text
        && held.ability.condition == made.ability.condition
        && crate::card::Static { power: None, ..a.clone() }
            == crate::card::Static { power: None, ..b.clone() };
    if !same_but_power || stacks_otherwise(a) {
        return Merge::Apart;
    }
    match (a.power, b.power) {
        (None, None) => Merge::Same,
        (Some(x), Some(y)) => Merge::Power(x.saturating_add(y)),
        _ => Merge::Apart,
    }
}

#[cfg(all(test, feature = "text"))]
mod tests {
    use crate::scenario::Scenario;

    /// A loop no player can stop that makes "this turn, your creatures get +1000 power" each
    /// time round: the statics used to pile up, one per round, and every power query read them
    /// all (3.9 s natively beside 50 creatures). Now the +1000s add up in one.
    #[test]
    fn a_static_made_again_and_again_is_held_once() {
        let text = crate::bench::growing_loop_board(50).replace(
            "{ power = { what = { player = \"you\", filter = { type = \"creature\" }, count = \"all\" }, amount = 1000 } }",
            "{ static = { static = { power = 1000, affects = { player = \"you\", filter = { type = \"creature\" }, count = \"all\" } }, later = true, text = \"Your creatures get +1000 power.\" } }",
        );
        assert!(text.contains("later = true"), "the loop board changed: {text}");
        let sc = Scenario::parse(&text).unwrap_or_else(|e| panic!("{e}"));
        let game = sc.run().game.expect("the board plays");
        assert!(game.result().is_some(), "the loop ends the game");
        assert_eq!(game.lasting_statics.len(), 1, "one static holds every round's +1000");
        let power = game.lasting_statics[0].ability.static_ability.as_ref().and_then(|s| s.power);
        assert!(power.is_some_and(|p| p >= 100_000), "{power:?}");
    }

    /// The same loop with a static made of the cards there as it is made (110.2e): each round
    /// finds the 50 creatures and the looping card, a new object each time. The +1000s of the
    /// creatures that stay add up in one static; the one made for a looping card that has
    /// moved is over (3.4 s natively before).
    #[test]
    fn a_static_made_of_cards_again_and_again_stays_one_for_those_that_stay() {
        let text = crate::bench::growing_loop_board(50).replace(
            "{ power = { what = { player = \"you\", filter = { type = \"creature\" }, count = \"all\" }, amount = 1000 } }",
            "{ static = { static = { power = 1000, affects = { player = \"you\", filter = { type = \"creature\" }, count = \"all\" } }, text = \"Your creatures get +1000 power.\" } }",
        );
        assert!(text.contains("{ static = { static"), "the loop board changed: {text}");
        let sc = Scenario::parse(&text).unwrap_or_else(|e| panic!("{e}"));
        let game = sc.run().game.expect("the board plays");
        assert!(game.result().is_some(), "the loop ends the game");
        assert!(game.lasting_statics.len() <= 2, "{} statics held", game.lasting_statics.len());
        let tribes = game.lasting_statics.iter().find(|l| l.locked.as_ref().is_some_and(|o| o.len() == 50));
        let power = tribes.and_then(|l| l.ability.static_ability.as_ref()).and_then(|s| s.power);
        assert!(power.is_some_and(|p| p >= 100_000), "{power:?}");
    }
}
