//! Applying actions: validation first (an illegal action changes nothing), then processing.

use super::query::CivMask;
use super::refusal::{self, Refusal};
use super::task::Task;
use super::using::UseTask;
use crate::action::{Action, Manual};
use crate::card::{CardType, Civilization, Keyword};
use crate::decision::{Answer, Decision, DecisionKind};
use crate::event::{Cause, Event, EventKind, MoveHow, RuleRef, Rules};
use crate::state::{CardId, Game, TurnStep};
use crate::words::{Lang, Text};
use crate::zone::{Zone, ZoneRef};
use std::borrow::Cow;

/// Why an action was refused. The game is unchanged.
///
/// It prints in English (the CLI, the scenarios' `refused` and the tests read that); a refusal
/// of the rules is data ([`Refusal`]) worded in both languages as it leaves the engine, and
/// [`ActionError::text`] gives the whole refusal in either (`words/refusal.rs`). A reason is
/// worded for the judge: a player's view reads it through [`crate::sight::Sight::refusal`],
/// which hides the cards that player can't see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    NoSuchCard(u16),
    NoDecision,
    DecisionPending(Text),
    BadAnswer(Text),
    Illegal(Text),
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for ActionError {}

impl ActionError {
    /// The refusal in both languages; its English is the error's `Display`.
    pub fn text(&self) -> Text {
        Text::new(self.say(Lang::En), self.say(Lang::Ja))
    }

    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        crate::words::refusal::error(self, lang)
    }
}

impl Game {
    pub(crate) fn emit_with(
        &mut self,
        kind: EventKind,
        cause: Option<Cause>,
        rules: &[RuleRef],
        notes: Vec<Text>,
    ) {
        let unseen = self.unseen_in(&kind, cause.as_ref());
        self.log.push(Event {
            kind,
            cause,
            rules: Rules::new(rules),
            notes,
            depth: self.depth,
            action: self.actions,
            unseen,
        });
    }

    /// Applies an action. On success returns the events it caused; on error nothing changed.
    pub fn apply(&mut self, action: Action) -> Result<&[Event], ActionError> {
        self.validate(&action)?;
        if let Action::Manual(m) = &action {
            self.check_still_answerable(m)?;
        }
        let start = self.log.len();
        self.run_action(action);
        Ok(&self.log[start..])
    }

    /// A manual edit while a player is being asked something (the mana to tap, a card to
    /// choose…) must leave the question answerable: flipping or tapping the only mana that can
    /// pay, say, would leave the game stuck. Tried on a copy, only while such a question is open.
    fn check_still_answerable(&self, m: &Manual) -> Result<(), ActionError> {
        match &self.decision {
            Some(d) if d.kind != DecisionKind::Turn && self.result.is_none() => {
                let mut after = self.clone();
                after.trace = None;
                after.run_action(Action::Manual(m.clone()));
                match (&after.decision, &after.result) {
                    (Some(a), None)
                        if a.kind != DecisionKind::Turn && after.legal_answers_for(a, 1).is_empty() =>
                    {
                        Err(self.illegal(refusal::Edit::Unanswerable))
                    }
                    _ => Ok(()),
                }
            }
            _ => Ok(()),
        }
    }

    /// Applies a validated action.
    fn run_action(&mut self, action: Action) {
        self.actions += 1;
        self.depth = 0;
        match action {
            Action::Answer(a) => {
                self.decision = None;
                self.answers.push(a);
            }
            Action::Use { card, mana, side } => {
                self.decision = None;
                if self.turn.step == TurnStep::ManaCharge {
                    // Using a card ends the mana charge step (500.2a: no way back).
                    self.turn.step = TurnStep::Main;
                    self.emit_with(
                        EventKind::StepStarted { step: TurnStep::Main },
                        None,
                        &["504.1"],
                        Vec::new(),
                    );
                }
                // A cross gear in the battle zone is crossed by paying its cost again (303.3b).
                if self.is_gear_in_battle(card) {
                    let player = self.turn.active;
                    let t = super::cross::CrossTask {
                        gear: card,
                        player,
                        mana,
                        free: false,
                        optional: false,
                        cause: None,
                    };
                    self.tasks.push(Task::Cross(Box::new(t)));
                    self.advance();
                    return;
                }
                let mut u = UseTask::new(card, self.turn.active);
                u.mana = mana;
                u.side = side.unwrap_or_default();
                // Mana birth 0 (and the like): used from the mana zone without paying.
                if self.card(card).zone == Zone::Mana && self.has_keyword(card, &Keyword::ManaBirth) {
                    u.free = true;
                }
                self.tasks.push(Task::Use(Box::new(u)));
            }
            Action::Charge { card } => {
                self.decision = None;
                self.turn.charged += 1;
                let why = super::moves::MoveWhy {
                    by: Some(self.turn.active),
                    rules: Rules::new(&["503.1", "701.8a"]),
                    ..Default::default()
                };
                self.move_one(card, crate::card::Destination::Mana, MoveHow::Charged, false, &why);
            }
            Action::Attack { attacker, target } => {
                self.decision = None;
                self.declare_attack(attacker, target);
            }
            Action::TapAbility { card, ability } => {
                self.decision = None;
                self.use_tap_ability(card, ability);
            }
            Action::EndStep => {
                self.decision = None;
                self.end_step();
            }
            Action::Manual(m) => self.manual(m),
        }
        self.advance();
    }

    /// A refusal worded in both languages once, as it leaves the engine: the error must stand
    /// alone after the game moves on.
    fn illegal(&self, r: impl Into<Refusal>) -> ActionError {
        ActionError::Illegal(r.into().text(self))
    }

    fn card_ok(&self, c: CardId) -> Result<(), ActionError> {
        if (c.0 as usize) < self.cards.len() {
            Ok(())
        } else {
            Err(ActionError::NoSuchCard(c.0))
        }
    }

    fn validate(&self, action: &Action) -> Result<(), ActionError> {
        if let Action::Manual(m) = action {
            return self.validate_manual(m);
        }
        if self.result.is_some() {
            return Err(ActionError::GameOver);
        }
        let decision = self.decision.as_ref().ok_or(ActionError::NoDecision)?;
        match action {
            Action::Answer(a) => {
                if decision.kind == DecisionKind::Turn {
                    return Err(ActionError::BadAnswer(
                        Refusal::from(refusal::Answer::NoQuestion).text(self),
                    ));
                }
                self.check_answer(decision, a).map_err(ActionError::BadAnswer)
            }
            _ if decision.kind != DecisionKind::Turn => Err(ActionError::DecisionPending(Text::new(
                decision.prompt.clone(),
                decision.prompt_in(self, Lang::Ja),
            ))),
            Action::Use { card, mana, side } => {
                self.card_ok(*card)?;
                if let Some(m) = mana {
                    for &c in m {
                        self.card_ok(c)?;
                    }
                }
                self.check_use_with(*card, mana.as_deref(), side.unwrap_or_default(), None)
                    .map_err(|r| self.illegal(r))
            }
            Action::Charge { card } => {
                self.card_ok(*card)?;
                let c = self.card(*card);
                let (step, p) = (self.turn.step, self.turn.active);
                if step != TurnStep::ManaCharge {
                    return Err(self.illegal(refusal::Charge::NotManaChargeStep { step }));
                }
                if self.turn.charged >= 1 {
                    return Err(self.illegal(refusal::Charge::OneChargePerTurn));
                }
                if c.owner != p || c.zone != Zone::Hand || c.in_standby() {
                    return Err(self.illegal(refusal::Charge::NotInHand { card: *card, player: p }));
                }
                #[cfg(whole_vocabulary)]
                if self.forbidden(p, crate::card::Forbid::ManaFromHand) {
                    return Err(self.illegal(refusal::Charge::Forbidden { player: p }));
                }
                Ok(())
            }
            Action::Attack { attacker, target } => {
                self.card_ok(*attacker)?;
                if let Some(t) = target {
                    self.card_ok(*t)?;
                }
                self.check_attack_with(*attacker, *target).map_err(|r| self.illegal(r))
            }
            Action::TapAbility { card, ability } => {
                self.card_ok(*card)?;
                self.check_tap_ability_with(*card, *ability).map_err(|r| self.illegal(r))
            }
            Action::EndStep => {
                if self.turn.step == TurnStep::Attack {
                    if let Some(&c) = self.must_attack().first() {
                        return Err(self.illegal(Refusal::MustAttack { card: c }));
                    }
                }
                Ok(())
            }
            Action::Manual(_) => unreachable!(),
        }
    }

    /// Whether the turn player may use `card` now (601.1a–b), and with this payment.
    pub fn check_use(
        &self,
        card: CardId,
        mana: Option<&[CardId]>,
        side: crate::card::Side,
    ) -> Result<(), Text> {
        self.check_use_with(card, mana, side, None).map_err(|r| r.text(self))
    }

    /// [`Game::check_use`], its refusal as data. `mana_civs`: the civilizations of the
    /// player's untapped mana, computed once by callers that check many cards.
    pub(crate) fn check_use_with(
        &self,
        card: CardId,
        mana: Option<&[CardId]>,
        side: crate::card::Side,
        mana_civs: Option<&[(CardId, CivMask)]>,
    ) -> Result<(), Refusal> {
        self.check_use_when_and_which(card, side)?;
        let c = self.card(card);
        let player = self.turn.active;
        let kws = self.use_permissions(card, side);
        // A cross gear in the battle zone is not used: it is crossed, paying its cost again
        // (303.3b, 504.2).
        let crossing = c.zone == Zone::Battle && self.is_gear_in_battle(card);
        if crossing {
            self.check_crossing(card)?;
            // Onto a creature with `cross_free`, crossing costs nothing (303.3b).
            if mana.is_none_or(|m| m.is_empty()) && self.has_free_cross_target(card, player) {
                return Ok(());
            }
        }
        // From a zone only a cost paid by tapping creatures permits (Mugen Climb from the
        // graveyard), the use taps them (601.1e).
        let elsewhere = !zone_permits(c.zone, &kws) && !crossing;
        let tapping_only =
            whole_or!(elsewhere && self.tap_creatures_for(player, card, side).is_some(), false);
        if elsewhere && !tapping_only {
            return Err(refusal::Use::NotFromHand { card, zone: c.zone }.into());
        }
        self.check_usable_type(card, side)?;
        if self.use_forbidden(player, card, side) {
            return Err(refusal::Use::Forbidden { card }.into());
        }
        let free = c.zone == Zone::Mana && kws.contains(&Keyword::ManaBirth);
        if free {
            return Ok(());
        }
        // G-Zero: no mana named (or none), and none needed (112.3e).
        if mana.is_none_or(<[CardId]>::is_empty) && self.gravity_zero(player, card, side) {
            return Ok(());
        }
        #[cfg(whole_vocabulary)]
        if tapping_only {
            return self.check_use_only_by_tapping(card, side, mana, mana_civs);
        }
        self.check_use_payment(card, side, mana, mana_civs)
    }

    /// The keywords that may permit a use from outside the hand: printed or given by effects
    /// (and lost with the object, 409.1d); none in the hand, which needs none.
    fn use_permissions(&self, card: CardId, side: crate::card::Side) -> Vec<Keyword> {
        if self.card(card).zone == Zone::Hand {
            Vec::new()
        } else if side == crate::card::Side::Front {
            self.keywords(card)
        } else {
            self.def(card).face(side).keywords.clone()
        }
    }

    /// Whether the card's zone lets its player use it without another word: the hand, or the
    /// mana zone or the graveyard with a keyword that permits it (601.1a).
    #[cfg(whole_vocabulary)]
    pub(crate) fn zone_permits_use(&self, card: CardId, side: crate::card::Side) -> bool {
        zone_permits(self.card(card).zone, &self.use_permissions(card, side))
    }

    /// The first checks of [`Game::check_use`]: the step (504.1), the card's owner (601.1a),
    /// standby (409.1), and the half named (810.1).
    fn check_use_when_and_which(&self, card: CardId, side: crate::card::Side) -> Result<(), Refusal> {
        use refusal::Use;
        let c = self.card(card);
        let player = self.turn.active;
        let step = self.turn.step;
        if !matches!(step, TurnStep::Main | TurnStep::ManaCharge) {
            return Err(Use::NotMainStep { step }.into());
        }
        if c.owner != player {
            return Err(Use::NotYourCard { card, player }.into());
        }
        if c.in_standby() {
            return Err(Use::InStandby { card }.into());
        }
        if side == crate::card::Side::Twin && self.def(card).twin.is_none() {
            return Err(Use::NotTwinpact { card }.into());
        }
        if side == crate::card::Side::Back {
            return Err(Use::BackSide { card }.into());
        }
        Ok(())
    }

    /// A cross gear in the battle zone is crossed, not used (303.3b): its controller's, with a
    /// creature to be crossed onto other than the one it is on (303.3, 303.4a).
    fn check_crossing(&self, card: CardId) -> Result<(), Refusal> {
        let player = self.turn.active;
        if self.card(card).controller != player {
            return Err(refusal::Use::NotYourGear { card, player }.into());
        }
        if self.cross_targets(card, player).is_empty() {
            return Err(refusal::Use::NoCrossTarget { card, player }.into());
        }
        Ok(())
    }

    /// A card type that can't be used by paying its cost (314.2, 805.4a, 811.2a), or an
    /// evolution creature with nothing to evolve from (801.1a).
    fn check_usable_type(&self, card: CardId, side: crate::card::Side) -> Result<(), Refusal> {
        let player = self.turn.active;
        match self.def(card).face(side).card_type {
            CardType::RulePlus => Err(refusal::Use::RulePlus.into()),
            card_type @ (CardType::PsychicCreature | CardType::GrCreature) => {
                Err(refusal::Use::NotByPayingCost { card_type }.into())
            }
            CardType::EvolutionCreature if self.evolution_bases(player, card, side).is_empty() => {
                Err(refusal::Use::NoEvolutionBase { card }.into())
            }
            _ => Ok(()),
        }
    }

    /// Whether `mana` (or, without it, the player's untapped mana) pays the cost of `card`'s
    /// half (601.1d, 112.2a, 810.3a).
    pub(crate) fn check_use_payment(
        &self,
        card: CardId,
        side: crate::card::Side,
        mana: Option<&[CardId]>,
        mana_civs: Option<&[(CardId, CivMask)]>,
    ) -> Result<(), Refusal> {
        let face = self.def(card).face(side);
        // Borrowed unless the card lists the zero civilization, which pays for nothing.
        let civs: Cow<[Civilization]> = if face.civilizations.contains(&Civilization::Zero) {
            face.civilizations.iter().copied().filter(|x| *x != Civilization::Zero).collect()
        } else {
            Cow::Borrowed(&face.civilizations)
        };
        let cost = self.cost_to_use_side(card, side);
        match mana {
            Some(m) => self.check_mana_tapped(card, m, cost.max(civs.len() as u32), &civs),
            None => {
                // Creatures its player may tap for the cost lower it (601.1e, 112.2b).
                let cost = whole_or!(self.least_cost_by_tapping(self.turn.active, card, side, cost), cost);
                self.check_mana_untapped(card, side, cost.max(civs.len() as u32), &civs, mana_civs)
            }
        }
    }

    /// Whether tapping `m` pays `cost` with one card of each of `civs` (601.1d, 112.2a).
    fn check_mana_tapped(
        &self,
        card: CardId,
        m: &[CardId],
        cost: u32,
        civs: &[Civilization],
    ) -> Result<(), Refusal> {
        let player = self.turn.active;
        let mut seen = Vec::new();
        for &x in m {
            if !self.untapped_mana(player, card).any(|c| c == x) {
                return Err(refusal::Pay::NotUntappedMana { card: x, player }.into());
            }
            if seen.contains(&x) {
                return Err(refusal::Pay::ListedTwice { card: x }.into());
            }
            seen.push(x);
        }
        if !self.pays(m, cost, civs) {
            let (tapped, civilizations) = (m.to_vec(), civs.to_vec());
            return Err(refusal::Pay::DoesNotPay { tapped, cost, civilizations }.into());
        }
        Ok(())
    }

    /// Whether the player's untapped mana could pay `cost` with one card of each of `civs`
    /// (112.2a, 601.1d; a twinpact's half costs its own, 810.3a).
    pub(crate) fn check_mana_untapped(
        &self,
        card: CardId,
        side: crate::card::Side,
        cost: u32,
        civs: &[Civilization],
        mana_civs: Option<&[(CardId, CivMask)]>,
    ) -> Result<(), Refusal> {
        let player = self.turn.active;
        let cands = || self.untapped_mana(player, card);
        let untapped = cands().count();
        if (untapped as u32) < cost {
            // A twinpact's half is named: its cost is that half's (810.3a).
            return Err(if self.def(card).twin.is_some() {
                refusal::Pay::HalfCostsMore { card, side, cost, player, untapped }.into()
            } else {
                refusal::Pay::CostsMore { card, cost, player, untapped }.into()
            });
        }
        let sets = cands().map(|c| match mana_civs.and_then(|m| m.iter().find(|(x, _)| *x == c)) {
            Some(&(_, v)) => v,
            None => self.civ_mask(c),
        });
        if !super::using::assign_civilizations(civs, sets) {
            return Err(refusal::Pay::NoCivilizations { player, civilizations: civs.to_vec() }.into());
        }
        Ok(())
    }

    /// A sandbox edit's move: the card is put at `index` of `to` as a new object, untapped and
    /// face up, with no rule applied and nothing triggered.
    fn put_by_hand(&mut self, card: CardId, to: ZoneRef, index: Option<usize>) {
        let c = self.card(card).clone();
        let from = ZoneRef::new(if c.zone == Zone::Battle { c.controller } else { c.owner }, c.zone);
        self.detach(card);
        let object = self.new_object();
        {
            let m = self.card_mut(card);
            m.object = object;
            m.standby = None;
            m.tapped = false;
            m.attached_to = None;
            m.origin = None;
            m.zone = to.zone;
            m.entered_turn = None;
            m.side = crate::card::Side::Front;
            m.face_down = false;
            m.upside_down = false;
            m.face_up = false;
            m.controller = if to.zone == Zone::Battle { to.player } else { m.owner };
        }
        if to.zone == Zone::Battle {
            let i = index.unwrap_or(self.battle.len()).min(self.battle.len());
            self.battle.insert(i, card);
        } else {
            let list = self.zones[c.owner].list_mut(to.zone);
            let i = index.unwrap_or(if to.zone == Zone::Deck { 0 } else { list.len() }).min(list.len());
            list.insert(i, card);
        }
        // Worded from the cards when read, as each perspective may see them (400.2).
        let entered = to.zone == Zone::Battle && from.zone != Zone::Battle;
        self.emit_with(
            EventKind::Moved { card, from, to, how: MoveHow::Manual, end: None },
            None,
            if entered { &["506.1a"] } else { &[] },
            if entered { vec![by_hand_in_battle()] } else { Vec::new() },
        );
    }

    /// Checks an answer against the decision it answers.
    pub fn check_answer(&self, d: &Decision, a: &Answer) -> Result<(), Text> {
        self.check_answer_with(d, a).map_err(|r| r.text(self))
    }

    /// [`Game::check_answer`], its refusal as data.
    fn check_answer_with(&self, d: &Decision, a: &Answer) -> Result<(), Refusal> {
        use refusal::Answer as Refused;
        match (&d.kind, a) {
            (DecisionKind::NextPending { options }, Answer::Pending(p)) => {
                if options.contains(p) {
                    Ok(())
                } else {
                    Err(Refused::NotPendingOption { pending: *p, player: d.player, options: options.clone() }
                        .into())
                }
            }
            (DecisionKind::Cards { candidates, min, max, required }, Answer::Cards(cs)) => {
                check_subset(cs, candidates)?;
                let n = cs.len() as u32;
                if n < *min || n > *max {
                    return Err(Refused::CardCount { min: *min, max: *max, chosen: n }.into());
                }
                if !includes_required(cs, required) {
                    let count = cs.len().min(required.len());
                    return Err(Refused::MustChooseIfAble { required: required.clone(), count }.into());
                }
                Ok(())
            }
            (DecisionKind::Mana { cost, civilizations, candidates, .. }, Answer::Cards(cs)) => {
                check_subset(cs, candidates)?;
                if self.pays(cs, *cost, civilizations) {
                    Ok(())
                } else {
                    Err(Refused::DoesNotPay { cost: *cost, civilizations: civilizations.clone() }.into())
                }
            }
            (DecisionKind::YesNo, Answer::Yes(_)) => Ok(()),
            (DecisionKind::Number { min, max }, Answer::Number(n)) => {
                if n >= min && n <= max {
                    Ok(())
                } else {
                    Err(Refused::Number { min: *min, max: *max }.into())
                }
            }
            (DecisionKind::Replacement { options: _ }, Answer::Option(i))
            | (DecisionKind::Mode { options: _ }, Answer::Option(i)) => {
                let options = d.kind.option_count();
                if (*i as usize) < options {
                    Ok(())
                } else {
                    Err(Refused::Option { last: options.saturating_sub(1) }.into())
                }
            }
            (kind, _) => Err(Refused::DoesNotFit { kind: kind.clone() }.into()),
        }
    }

    /// The one possible answer to the decision asked, if it has only one: a question asked
    /// although its answer is forced, since being asked must not tell the other player what
    /// the deciding player sees (a declaration of S-Triggers with none among the broken
    /// shields, 400.2). Other forced answers are given by the engine without asking.
    pub fn only_answer(&self) -> Option<Answer> {
        let mut legal = self.legal_answers_to(&self.decision.as_ref()?.kind, 2);
        (legal.len() == 1).then(|| legal.remove(0))
    }

    /// Legal answers to a decision (listing at most `limit`).
    pub fn legal_answers_for(&self, d: &Decision, limit: usize) -> Vec<Answer> {
        self.legal_answers_to(&d.kind, limit)
    }

    pub(crate) fn legal_answers_to(&self, kind: &DecisionKind, limit: usize) -> Vec<Answer> {
        match kind {
            DecisionKind::Turn => Vec::new(),
            DecisionKind::NextPending { options } => options.iter().map(|&p| Answer::Pending(p)).collect(),
            DecisionKind::Cards { candidates, min, max, required } => {
                // A candidate's class: how many times it counts toward those that must be
                // chosen if able (101.2), so that whether a choice can still include enough of
                // them is read from counts.
                let class: Vec<u8> = candidates
                    .iter()
                    .map(|c| required.iter().filter(|r| *r == c).count().min(63) as u8)
                    .collect();
                let mut out = Vec::new();
                for k in *min..=(*max).min(candidates.len() as u32) {
                    let need = (k as usize).min(required.len()) as u64;
                    crate::decision::combinations_that_finish(
                        candidates,
                        &class,
                        k as usize,
                        limit,
                        &mut out,
                        &|chosen, rest, slots| can_include_required(need, chosen, rest, slots),
                    );
                    if out.len() >= limit {
                        break;
                    }
                }
                out.truncate(limit);
                out.into_iter().map(Answer::Cards).collect()
            }
            DecisionKind::Mana { cost, civilizations, candidates, .. } => {
                let statics: Vec<_> = self.active_statics(crate::card::db::STATIC_CIVILIZATION).collect();
                let class: Vec<u8> = candidates
                    .iter()
                    .map(|&c| super::using::payment_class(self.civ_mask_given(c, statics.iter().copied())))
                    .collect();
                let need = super::using::civilizations_needed(civilizations);
                let mut combos = Vec::new();
                let k = (*cost as usize).max(civilizations.len());
                crate::decision::combinations_that_finish(
                    candidates,
                    &class,
                    k,
                    limit,
                    &mut combos,
                    &|chosen, rest, slots| super::using::can_provide(&need, chosen, rest, slots),
                );
                combos.into_iter().map(Answer::Cards).collect()
            }
            DecisionKind::YesNo => {
                vec![Answer::Yes(true), Answer::Yes(false)].into_iter().take(limit).collect()
            }
            DecisionKind::Number { min, max } => (*min..=*max).take(limit).map(Answer::Number).collect(),
            k @ (DecisionKind::Replacement { .. } | DecisionKind::Mode { .. }) => {
                (0..k.option_count() as u32).take(limit).map(Answer::Option).collect()
            }
        }
    }

    /// Every legal action now (manual edits excepted), for the random player, the app's
    /// highlights and the order explorer.
    pub fn legal_actions(&self) -> Vec<Action> {
        let Some(d) = &self.decision else {
            return Vec::new();
        };
        if self.result.is_some() {
            return Vec::new();
        }
        if d.kind != DecisionKind::Turn {
            return self.legal_answers_for(d, 64).into_iter().map(Action::Answer).collect();
        }
        let p = self.turn.active;
        let mut out = Vec::new();
        let charge_forbidden = whole_or!(self.forbidden(p, crate::card::Forbid::ManaFromHand), false);
        if self.turn.step == TurnStep::ManaCharge && self.turn.charged == 0 && !charge_forbidden {
            for &c in &self.zones[p].hand {
                if !self.card(c).in_standby() {
                    out.push(Action::Charge { card: c });
                }
            }
        }
        if matches!(self.turn.step, TurnStep::Main | TurnStep::ManaCharge) {
            let zones = &self.zones[p];
            let usable = zones.hand.iter().chain(&zones.mana).chain(&zones.graveyard).copied();
            let statics: Vec<_> = self.active_statics(crate::card::db::STATIC_CIVILIZATION).collect();
            let mana_civs: Vec<(CardId, CivMask)> =
                zones.mana.iter().map(|&m| (m, self.civ_mask_given(m, statics.iter().copied()))).collect();
            // Cards outside the hand need a permission: printed, or given by an effect or a static.
            let grants = !self.effects.is_empty() || !self.continuous_by_kind[1].is_empty();
            for c in usable {
                if self.card(c).zone != Zone::Hand && !grants {
                    let printed = &self.face(c).keywords;
                    if !printed.iter().any(|k| {
                        matches!(k, Keyword::SummonFromMana | Keyword::ManaBirth | Keyword::UseFromGraveyard)
                    }) {
                        continue;
                    }
                }
                let usable = |side| self.check_use_with(c, None, side, Some(&mana_civs)).is_ok();
                if usable(crate::card::Side::Front) {
                    out.push(Action::Use { card: c, mana: None, side: None });
                }
                if self.def(c).twin.is_some() && usable(crate::card::Side::Twin) {
                    out.push(Action::Use { card: c, mana: None, side: Some(crate::card::Side::Twin) });
                }
            }
            // Cross gears in the battle zone, crossed by paying their cost again (303.3b).
            for &g in &self.battle {
                if self.card(g).controller == p
                    && self.is_gear_in_battle(g)
                    && self.check_use_with(g, None, crate::card::Side::Front, Some(&mana_civs)).is_ok()
                {
                    out.push(Action::Use { card: g, mana: None, side: None });
                }
            }
        }
        if self.turn.step == TurnStep::Attack {
            let opp: Vec<CardId> = self.zone_cards(p.opponent(), Zone::Battle);
            for &a in self.battle.iter().filter(|&&a| self.card(a).controller == p) {
                #[cfg(whole_vocabulary)]
                for target in self.attack_options(a, &opp) {
                    out.push(Action::Attack { attacker: a, target });
                }
                #[cfg(not(whole_vocabulary))]
                for target in std::iter::once(None).chain(opp.iter().copied().map(Some)) {
                    if self.check_attack_with(a, target).is_ok() {
                        out.push(Action::Attack { attacker: a, target });
                    }
                }
                // Instead of attacking, a tap ability (602.1, 602.3a).
                for ability in self.tap_abilities(a) {
                    if self.check_tap_ability_with(a, ability).is_ok() {
                        out.push(Action::TapAbility { card: a, ability });
                    }
                }
            }
            if !self.must_attack().is_empty() {
                return out;
            }
        }
        out.push(Action::EndStep);
        out
    }

    fn validate_manual(&self, m: &Manual) -> Result<(), ActionError> {
        use refusal::Edit;
        match m {
            Manual::Move { card, to, index } => {
                self.card_ok(*card)?;
                if to.zone == Zone::Anywhere {
                    return Err(self.illegal(Edit::Anywhere));
                }
                if let Some(index) = index.filter(|&i| i > Manual::MAX_INDEX) {
                    return Err(self.illegal(Edit::PastLastPlace { index, max: Manual::MAX_INDEX }));
                }
                zone_allows(self.face(*card).card_type, to.zone).map_err(|r| self.illegal(r))
            }
            Manual::Tap { card, .. } => {
                self.card_ok(*card)?;
                match self.card(*card).zone {
                    Zone::Battle | Zone::Mana => Ok(()),
                    zone => Err(self.illegal(Edit::NotTappable { zone })),
                }
            }
            Manual::Flip { card } => self.card_ok(*card),
            Manual::Sickness { card, .. } => {
                self.card_ok(*card)?;
                match self.card(*card).zone {
                    Zone::Battle => Ok(()),
                    _ => Err(self.illegal(Edit::SicknessOutsideBattle)),
                }
            }
            Manual::Create { card, to } => {
                let def = self.db.get(*card).ok_or_else(|| self.illegal(Edit::NoSuchCard { card: *card }))?;
                if to.zone == Zone::Anywhere {
                    return Err(self.illegal(Edit::Anywhere));
                }
                if self.cards.len() >= crate::setup::MAX_CARDS {
                    return Err(self.illegal(Edit::BoardFull { most: crate::setup::MAX_CARDS }));
                }
                zone_allows(def.face(crate::card::Side::Front).card_type, to.zone)
                    .map_err(|r| self.illegal(r))
            }
            Manual::Reorder { zone, order } => {
                if zone.zone == Zone::Anywhere {
                    return Err(self.illegal(Edit::NothingToReorder));
                }
                // A permutation of the zone's cards, checked in linear time: a link may hold
                // thousands of reorders of a full zone, and sorting each would freeze its reader.
                let have = self.zone_cards(zone.player, zone.zone);
                let mut unlisted = vec![false; self.cards.len()];
                for c in &have {
                    unlisted[usize::from(c.0)] = true;
                }
                // Each card listed must be one of the zone's not yet listed; as many as it holds.
                let permutation = order.len() == have.len()
                    && order.iter().all(|c| {
                        unlisted.get_mut(usize::from(c.0)).is_some_and(|u| std::mem::replace(u, false))
                    });
                if !permutation {
                    return Err(self.illegal(Edit::NotAnOrder { zone: *zone }));
                }
                Ok(())
            }
        }
    }

    fn manual(&mut self, m: Manual) {
        match m {
            Manual::Move { card, to, index } => self.move_by_hand(card, to, index),
            Manual::Tap { card, tapped } => {
                self.card_mut(card).tapped = tapped;
                self.emit_with(EventKind::ManualTap { card, tapped }, None, &[], Vec::new());
            }
            Manual::Sickness { card, sick } => {
                self.card_mut(card).entered_turn = sick.then_some(self.turn.number);
                self.emit_with(EventKind::ManualSickness { card, sick }, None, &["506.1a"], Vec::new());
            }
            Manual::Flip { card } => {
                let c = self.card(card).clone();
                if c.zone == Zone::Battle && self.def(card).back.is_some() {
                    let m = self.card_mut(card);
                    m.side = if c.side == crate::card::Side::Back {
                        crate::card::Side::Front
                    } else {
                        crate::card::Side::Back
                    };
                } else {
                    self.card_mut(card).face_down = !c.face_down;
                }
                self.emit_with(EventKind::ManualFlip { card }, None, &[], Vec::new());
            }
            Manual::Create { card, to } => self.create_by_hand(card, to),
            Manual::Reorder { zone, order } => {
                if zone.zone == Zone::Battle {
                    let others: Vec<CardId> = self
                        .battle
                        .iter()
                        .copied()
                        .filter(|&c| self.card(c).controller != zone.player)
                        .collect();
                    self.battle = others.into_iter().chain(order).collect();
                } else {
                    *self.zones[zone.player].list_mut(zone.zone) = order;
                }
                self.emit_with(EventKind::ManualReorder { zone }, None, &[], Vec::new());
            }
        }
    }

    /// A card moved by hand: the card below it stays as the element (801.4), keeping its
    /// auras (801.4c); its seals, and auras with nothing left to be attached to, go to the
    /// graveyard (116, 310.5).
    fn move_by_hand(&mut self, card: CardId, to: ZoneRef, index: Option<usize>) {
        // Taking the top card off a stack leaves the card below as the element (801.4).
        let pos = self.battle.iter().position(|&x| x == card);
        let under = std::mem::take(&mut self.card_mut(card).under);
        // Its seals come off to their owners' graveyards, as when the rules move it (116).
        for s in std::mem::take(&mut self.card_mut(card).seals) {
            let owner = self.card(s).owner;
            self.put_by_hand(s, ZoneRef::new(owner, Zone::Graveyard), None);
        }
        let auras = std::mem::take(&mut self.card_mut(card).auras);
        if let (Some(pos), Some((&new_top, rest))) = (pos, under.split_last()) {
            self.card_mut(new_top).attached_to = None;
            self.card_mut(new_top).under = rest.to_vec();
            for &r in rest.iter().chain(&auras) {
                self.card_mut(r).attached_to = Some(new_top);
            }
            // Its auras stay on the creature left (801.4c).
            self.card_mut(new_top).auras = auras;
            self.battle.insert(pos.min(self.battle.len()), new_top);
        } else {
            // With no creature left to be attached to, they go to the graveyard (310.5).
            for a in auras {
                self.card_mut(a).attached_to = None;
                let owner = self.card(a).owner;
                self.put_by_hand(a, ZoneRef::new(owner, Zone::Graveyard), None);
            }
        }
        self.put_by_hand(card, to, index);
    }

    /// A card made by hand in a zone, a card of its own with its abilities indexed.
    fn create_by_hand(&mut self, card: crate::card::CardDefId, to: ZoneRef) {
        let id = CardId(self.cards.len() as u16);
        let object = self.new_object();
        self.cards.push(crate::state::CardState {
            id,
            def: card,
            owner: to.player,
            controller: to.player,
            zone: to.zone,
            object,
            tapped: false,
            face_down: false,
            side: crate::card::Side::Front,
            standby: None,
            entered_turn: None,
            under: Vec::new(),
            seals: Vec::new(),
            auras: Vec::new(),
            attached_to: None,
            revealed: false,
            upside_down: false,
            face_up: false,
            origin: None,
        });
        if to.zone == Zone::Battle {
            self.battle.push(id);
        } else if to.zone == Zone::Deck {
            self.zones[to.player].deck.insert(0, id);
        } else {
            self.zones[to.player].list_mut(to.zone).push(id);
        }
        self.index_abilities(id);
        let entered = to.zone == Zone::Battle;
        self.emit_with(
            EventKind::Created { card: id, to },
            None,
            if entered { &["506.1a"] } else { &[] },
            if entered { vec![by_hand_in_battle()] } else { Vec::new() },
        );
    }
}

/// Which zones a card type may be in (400.3, 403.1, 117.1, 118.2).
/// [`Game::zone_permits_use`], with the card's permissions.
fn zone_permits(zone: Zone, kws: &[Keyword]) -> bool {
    match zone {
        Zone::Hand => true,
        Zone::Mana => kws.contains(&Keyword::SummonFromMana) || kws.contains(&Keyword::ManaBirth),
        Zone::Graveyard => kws.contains(&Keyword::UseFromGraveyard),
        _ => false,
    }
}

pub(crate) fn zone_allows(t: CardType, zone: Zone) -> Result<(), Refusal> {
    let ok = match zone {
        Zone::Battle => t != CardType::Spell && t != CardType::Castle,
        Zone::Hyperspatial => matches!(t, CardType::PsychicCreature | CardType::RulePlus | CardType::Weapon),
        Zone::Gr => t == CardType::GrCreature,
        _ => !matches!(
            t,
            CardType::PsychicCreature | CardType::GrCreature | CardType::RulePlus | CardType::Weapon
        ),
    };
    if ok {
        Ok(())
    } else {
        Err(refusal::Edit::WrongZone { card_type: t, zone }.into())
    }
}

/// The choices are counted, not listed: a player's view must not learn the ids of hidden
/// candidates (face-down shields, say) from a refusal.
fn check_subset(chosen: &[CardId], candidates: &[CardId]) -> Result<(), Refusal> {
    let mut seen = Vec::new();
    for &card in chosen {
        if !candidates.contains(&card) {
            return Err(refusal::Answer::NotAChoice { card, choices: candidates.len() }.into());
        }
        if seen.contains(&card) {
            return Err(refusal::Answer::ChosenTwice { card }.into());
        }
        seen.push(card);
    }
    Ok(())
}

/// Whether a choice of cards holds as many of the must-be-chosen cards as its size allows (101.2).
/// Whether a choice can still include `need` of the cards that must be chosen if able, counted
/// by class (how many times a card counts, [`Game::legal_answers_to`]): what it has chosen,
/// and the heaviest `slots` of the rest.
pub(crate) fn can_include_required(
    need: u64,
    chosen: &crate::decision::Classes,
    rest: &crate::decision::Classes,
    slots: usize,
) -> bool {
    let have: u64 = (1..64).map(|c| c as u64 * u64::from(chosen[c])).sum();
    let mut left = slots as u64;
    let mut more = 0u64;
    for c in (1..64).rev() {
        let take = left.min(u64::from(rest[c]));
        more += take * c as u64;
        left -= take;
    }
    have + more >= need
}

fn includes_required(chosen: &[CardId], required: &[CardId]) -> bool {
    let have = required.iter().filter(|r| chosen.contains(r)).count();
    have >= chosen.len().min(required.len())
}

/// What a card put into the battle zone by hand counts as: a move outside the rules has no
/// turn it happened in, so the creature is taken to have been there since the turn began and
/// may attack (506.1a) unless summoning sickness is given to it by hand (`Manual::Sickness`).
fn by_hand_in_battle() -> Text {
    Text::new(
        "put in by hand: it counts as there since the turn began, so it can attack unless summoning sickness is given to it by hand",
        "手動で置いたカードはターンの始めからあったものとし、手動で召喚酔いにしない限り攻撃できる",
    )
}
