//! Activated abilities (602): tap abilities. Instead of attacking with a creature, its player
//! taps it to use the ability (602.1); the tap is the activation, separate from the effect
//! (602.2). It can be used when the creature could attack, and not when it couldn't: summoning
//! sickness or an effect that says it can't attack stops it (602.3a). Using it is not an
//! attack: nothing triggers on an attack, nobody blocks, and the attack step goes on.

use super::interp::EffectFrame;
use super::query::Ctx;
use super::refusal::{Refusal, Tap};
use super::task::Task;
use crate::card::{Activation, Keyword};
use crate::event::{Cause, EventKind};
use crate::state::{CardId, Game, TurnStep};
use crate::words::Text;
use crate::zone::Zone;
use std::sync::Arc;

impl Game {
    /// The numbers, among the abilities it has ([`Game::abilities_of`]: printed ones at their
    /// indexes on its face, then given ones), of the tap abilities a card has (602.1): none
    /// while its abilities are ignored (110.1).
    pub fn tap_abilities(&self, card: CardId) -> Vec<u8> {
        self.activated_abilities(card, Activation::Tap)
    }

    /// The numbers of the Silent Skill abilities a card has (501.1a), as
    /// [`Game::tap_abilities`]: none while its abilities are ignored (110.1).
    pub fn silent_skills(&self, card: CardId) -> Vec<u8> {
        self.activated_abilities(card, Activation::SilentSkill)
    }

    fn activated_abilities(&self, card: CardId, how: Activation) -> Vec<u8> {
        if self.any_ignoring() && self.ignored_abilities(card).all() {
            return Vec::new();
        }
        if !self.any_giving() {
            return self.face(card).activated(how).collect();
        }
        let when = Some(crate::card::Trigger::Activated(how));
        let all = self.abilities_of(card).into_iter().enumerate();
        all.filter(|&(_, at)| self.ability(at).when == when).map(|(k, _)| k as u8).collect()
    }

    /// Whether the turn player may use the tap ability `ability` of `card` now (602.3, 602.3a).
    pub fn check_tap_ability(&self, card: CardId, ability: u8) -> Result<(), Text> {
        self.check_tap_ability_with(card, ability).map_err(|r| r.text(self))
    }

    /// [`Game::check_tap_ability`], its refusal as data (listing the legal actions words none).
    pub(crate) fn check_tap_ability_with(&self, card: CardId, ability: u8) -> Result<(), Refusal> {
        let c = self.card(card);
        let player = self.turn.active;
        let step = self.turn.step;
        // Used at the time its creature could attack: in the attack step, between attacks.
        if step != TurnStep::Attack {
            return Err(Tap::NotAttackStep { step }.into());
        }
        if c.zone != Zone::Battle || c.attached_to.is_some() || c.controller != player {
            return Err(Tap::NotYourCreature { card, player }.into());
        }
        if !self.face(card).card_type.is_creature()
            || self.is_ignored(card)
            || !self.tap_abilities(card).contains(&ability)
        {
            return Err(Tap::NoSuchAbility { card }.into());
        }
        if c.tapped {
            return Err(Tap::Tapped { card }.into());
        }
        if whole_or!(
            self.forbidding(player, crate::card::Forbid::TapAbilities).any(|(own, st)| self.in_selection(
                &own,
                &st.affects,
                card
            )),
            false
        ) {
            return Err(Tap::Forbidden { card }.into());
        }
        if self.has_keyword(card, &Keyword::CantAttack) {
            return Err(Tap::CantAttack { card }.into());
        }
        if self.has_summoning_sickness(card) {
            return Err(Tap::SummoningSickness { card }.into());
        }
        // A creature that must attack if able attacks: it can't tap instead (506.1b).
        if self.card(card).controller == self.turn.active && self.must_attack_now(card) {
            return Err(Tap::MustAttack { card }.into());
        }
        Ok(())
    }

    /// The turn player taps `card` to use its tap ability `ability` (checked): the tap first,
    /// then the ability resolves at once (602.1, 602.2), its condition read then (605.2a).
    pub(crate) fn use_tap_ability(&mut self, card: CardId, ability: u8) {
        let p = self.turn.active;
        self.card_mut(card).tapped = true;
        let obj = self.card(card).obj();
        // Its own or a given one, found where it is written (604).
        let (def, side, at) = self.ability_at(card, ability).expect("a checked tap ability");
        let db = self.db.clone();
        let ab = db.get(def).and_then(|d| d.face(side).ability(at)).expect("card in db");
        let cause = Cause { card, def, ability: Some(at) };
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
