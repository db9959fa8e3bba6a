//! Activated abilities (602): tap abilities. Instead of attacking with a creature, its player
//! taps it to use the ability (602.1); the tap is the activation, separate from the effect
//! (602.2). It can be used when the creature could attack, and not when it couldn't: summoning
//! sickness or an effect that says it can't attack stops it (602.3a). Using it is not an
//! attack: nothing triggers on an attack, nobody blocks, and the attack step goes on.

use super::apply::{worded, Why};
use super::interp::EffectFrame;
use super::query::Ctx;
use super::task::Task;
use crate::card::{Activation, Keyword};
use crate::event::{Cause, EventKind};
use crate::state::{CardId, Game, TurnStep};
use crate::words::{self, Lang, Text};
use crate::zone::Zone;
use std::sync::Arc;

impl Game {
    /// The indexes, among its face's abilities, of the tap abilities a card has (602.1):
    /// printed ones, unless its abilities are ignored (110.1).
    pub fn tap_abilities(&self, card: CardId) -> Vec<u8> {
        self.activated_abilities(card, Activation::Tap)
    }

    /// The indexes of the Silent Skill abilities a card has (501.1a): printed ones, unless its
    /// abilities are ignored (110.1).
    pub fn silent_skills(&self, card: CardId) -> Vec<u8> {
        self.activated_abilities(card, Activation::SilentSkill)
    }

    fn activated_abilities(&self, card: CardId, how: Activation) -> Vec<u8> {
        if self.any_ignoring() && self.ignored_abilities(card).all() {
            return Vec::new();
        }
        self.face(card).activated(how).collect()
    }

    /// Whether the turn player may use the tap ability `ability` of `card` now (602.3, 602.3a).
    pub fn check_tap_ability(&self, card: CardId, ability: u8) -> Result<(), Text> {
        self.check_tap_ability_with(card, ability, worded)
    }

    /// [`Game::check_tap_ability`] with the error made by `err` from its reason (listing the
    /// legal actions words nothing).
    pub(crate) fn check_tap_ability_with<E>(
        &self,
        card: CardId,
        ability: u8,
        err: impl Fn(Why) -> E,
    ) -> Result<(), E> {
        use Lang::{En, Ja};
        let c = self.card(card);
        let p = self.turn.active;
        let name = |l| self.name_in(card, l);
        let step = self.turn.step;
        // Used at the time its creature could attack: in the attack step, between attacks.
        if step != TurnStep::Attack {
            return Err(err(&|l| match l {
                En => format!(
                    "a tap ability is used instead of attacking, in the attack step; this is the {} (602.3a)",
                    step.name()
                ),
                Ja => format!(
                    "タップ能力は攻撃する代わりに攻撃ステップで使う。今は{} (602.3a)",
                    words::step(step, l)
                ),
            }));
        }
        if c.zone != Zone::Battle || c.attached_to.is_some() || c.controller != p {
            return Err(err(&|l| match l {
                En => format!("{} is not {p}'s creature in the battle zone (602.1)", name(l)),
                Ja => format!(
                    "{}はバトルゾーンにある{}のクリーチャーではない (602.1)",
                    name(l),
                    words::player(p, l)
                ),
            }));
        }
        if !self.face(card).card_type.is_creature()
            || self.is_ignored(card)
            || !self.tap_abilities(card).contains(&ability)
        {
            return Err(err(&|l| match l {
                En => format!("{} has no such tap ability (602.1, 110.1)", name(l)),
                Ja => format!("{}にそのタップ能力はない (602.1, 110.1)", name(l)),
            }));
        }
        if c.tapped {
            return Err(err(&|l| match l {
                En => format!("{} is tapped: the ability is used by tapping it (602.1, 506.1a)", name(l)),
                Ja => format!("{}はタップされている。この能力はタップして使う (602.1, 506.1a)", name(l)),
            }));
        }
        if self.has_keyword(card, &Keyword::CantAttack) {
            return Err(err(&|l| match l {
                En => format!("{} can't attack, so it can't use a tap ability (602.3a, 101.2)", name(l)),
                Ja => format!("{}は攻撃できないので、タップ能力も使えない (602.3a, 101.2)", name(l)),
            }));
        }
        if self.has_summoning_sickness(card) {
            return Err(err(&|l| {
                match l {
                En => format!(
                    "{} entered the battle zone this turn: summoning sickness stops its tap ability as it stops an attack (602.3a, 506.1a)",
                    name(l)
                ),
                Ja => format!(
                    "{}はこのターンにバトルゾーンに出た。召喚酔いのクリーチャーは攻撃できず、タップ能力も使えない (602.3a, 506.1a)",
                    name(l)
                ),
            }
            }));
        }
        // A creature that must attack if able attacks: it can't tap instead (506.1b).
        if self.has_keyword(card, &Keyword::AttacksEachTurn) && self.must_attack().contains(&card) {
            return Err(err(&|l| {
                match l {
                En => format!("{} must attack this turn if able, so it attacks instead (506.1b)", name(l)),
                Ja => format!(
                    "{}はこのターン、可能なら攻撃しなければならないので、代わりにタップ能力は使えない (506.1b)",
                    name(l)
                ),
            }
            }));
        }
        Ok(())
    }

    /// The turn player taps `card` to use its tap ability `ability` (checked): the tap first,
    /// then the ability resolves at once (602.1, 602.2), its condition read then (605.2a).
    pub(crate) fn use_tap_ability(&mut self, card: CardId, ability: u8) {
        let p = self.turn.active;
        self.card_mut(card).tapped = true;
        let c = self.card(card);
        let (def, side, obj) = (c.def, c.side, c.obj());
        let db = self.db.clone();
        let ab = &db.get(def).expect("card in db").face(side).abilities[ability as usize];
        let cause = Cause { card, def, ability: Some(ability) };
        self.emit_with(
            EventKind::TapAbilityUsed { card, text: ab.text.clone() },
            Some(cause.clone()),
            &["602.1", "602.2", "602.3a"],
            Vec::new(),
        );
        let ctx = Ctx::new(p, obj);
        if ab.condition.as_ref().is_some_and(|cond| !self.check(&ctx, cond)) {
            self.emit_with(
                EventKind::NothingToDo {
                    card: Some(card),
                    what: Text::new(
                        "the tap ability's condition does not hold",
                        "タップ能力の条件を満たしていない",
                    ),
                },
                Some(cause),
                &["605.2a"],
                Vec::new(),
            );
            return;
        }
        let frame = EffectFrame::new(ctx, cause, Arc::from(ab.effect.clone()), None);
        self.tasks.push(Task::Effect(Box::new(frame)));
    }
}
