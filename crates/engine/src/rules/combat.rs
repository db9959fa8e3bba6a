//! The attack step (505–510): attacking, blocking, battles (115), breaking shields with
//! S-Triggers (509.5, 113.6), direct attacks (509.1, 703.4a).

use super::moves::{MoveReq, MoveWhy};
use super::pending::{PendingEffect, PendingKind, TriggerInfo};
use super::refusal::{Attack, Refusal};
use super::task::{Outcome, Task};
use super::triggers::{Happened, HappenedKind};
use crate::card::{Destination, Keyword};
use crate::decision::{Answer, DecisionKind, Prompt};
use crate::event::{Cause, EventKind, MoveHow, Rules};
use crate::player::PlayerId;
use crate::state::{CardId, Game, ObjRef, StandbyReason};
use crate::words::{Lang, Text};
use crate::zone::Zone;
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum AttackPhase {
    Block,
    Battle,
    Direct,
    End,
}

/// The attack in progress (506.1d: the attacking creature until the end of the attack).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct AttackState {
    pub attacker: ObjRef,
    /// `None`: the attack is on the opponent.
    pub target: Option<ObjRef>,
    pub blocker: Option<ObjRef>,
    pub phase: AttackPhase,
}

/// One owner's declarations for their broken shields (113.6).
struct Declared {
    owner: PlayerId,
    /// Their waiting shields.
    mine: Vec<CardId>,
    /// The S-Triggers declared.
    triggers: Vec<CardId>,
    /// The shields whose G-Strikes are declared.
    #[cfg(whole_vocabulary)]
    strikes: Vec<CardId>,
    /// Each declared S-Back's card with the shield discarded for it.
    #[cfg(whole_vocabulary)]
    backs: Vec<(CardId, CardId)>,
    /// Why some S-Triggers can't be used, said as the shields go to the hand.
    said: Option<Text>,
}

/// Shields being broken (by an attack or an effect): they wait in standby while their owners
/// declare S-Triggers (113.6a, 509.5a), then go to the hand together.
#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct BreakTask {
    pub shields: Vec<CardId>,
    /// false: the shields are about to enter standby; true: declarations are asked.
    pub declare: bool,
    /// The shields that had S-Trigger just before they entered standby: an ability that gives
    /// S-Trigger to cards in the shield zone is read then, while they still count there (113.6b).
    pub had_trigger: Vec<CardId>,
    /// The creature breaking them: the attacker, or a creature whose ability breaks them.
    pub by: Option<ObjRef>,
    /// false: not broken but put into the hand by an effect that lets S-Triggers be used
    /// (113.6): no breaker, and nothing that watches a break sees them.
    pub broken: bool,
    /// The shields no replacement effect took the place of breaking (609.1).
    pub checked: Vec<CardId>,
}

impl Game {
    pub fn attack(&self) -> Option<&AttackState> {
        self.attack.as_ref()
    }

    /// Whether `card` may attack now, and what (506.1a, 505.2).
    pub fn check_attack(&self, attacker: CardId, target: Option<CardId>) -> Result<(), Text> {
        self.check_attack_with(attacker, target).map_err(|r| r.text(self))
    }

    /// [`Game::check_attack`], its refusal as data: listing the legal attacks checks every
    /// pair and words none.
    pub(crate) fn check_attack_with(&self, attacker: CardId, target: Option<CardId>) -> Result<(), Refusal> {
        self.check_attack_alone(attacker, target)?;
        #[cfg(whole_vocabulary)]
        self.check_lures(attacker, target)?;
        Ok(())
    }

    /// The attacks `attacker` may make now: on the player (`None`) or on one of `targets`.
    /// The same answers as [`Game::check_attack_with`] for each, but each pair is checked once
    /// and the luring creatures found once: a full board's listing stays quadratic, where
    /// checking lures pair by pair made it cubic (`attacks.crowded100` in `cargo xtask bench`).
    /// Without the whole vocabulary no creature lures attacks, and the listing checks each
    /// pair with [`Game::check_attack_with`].
    #[cfg(whole_vocabulary)]
    pub(crate) fn attack_options(&self, attacker: CardId, targets: &[CardId]) -> Vec<Option<CardId>> {
        let mut able: Vec<Option<CardId>> = std::iter::once(None)
            .chain(targets.iter().copied().map(Some))
            .filter(|&t| self.check_attack_alone(attacker, t).is_ok())
            .collect();
        // 攻撃誘導: with a luring creature among those it could attack, only those.
        let lured = |t: &Option<CardId>| {
            t.is_some_and(|t| {
                self.has_keyword(t, &Keyword::MustBeAttacked) || self.has_keyword(t, &Keyword::LuresAttacks)
            })
        };
        if able.iter().any(lured) {
            able.retain(lured);
        }
        able
    }

    /// [`Game::check_attack_with`] but for the creatures that lure attacks: whether this
    /// attack would be legal if none did.
    fn check_attack_alone(&self, attacker: CardId, target: Option<CardId>) -> Result<(), Refusal> {
        let card = attacker;
        // What would stop it doesn't, for an attack on a player.
        let regardless = whole_or!(
            target.is_none() && self.has_keyword(attacker, &Keyword::AttacksPlayersRegardless),
            false
        );
        match self.check_attacker(attacker) {
            Err(Refusal::Attack(Attack::CantAttack { .. })) if regardless => {}
            other => other?,
        }
        let p = self.turn.active;
        if target.is_none() && !regardless && self.has_keyword(attacker, &Keyword::CantAttackPlayers) {
            return Err(Attack::CantAttackPlayers { card }.into());
        }
        if target.is_some() && self.has_keyword(attacker, &Keyword::CantAttackCreatures) {
            return Err(Attack::CantAttackCreatures { card }.into());
        }
        // "It attacks a creature if able" (101.3): a player only when no creature can be.
        if target.is_none() && self.has_keyword(attacker, &Keyword::AttacksCreaturesIfAble) {
            let able = self.battle.iter().find(|&&t| {
                self.card(t).controller != p && self.check_attack_alone(attacker, Some(t)).is_ok()
            });
            if let Some(&able) = able {
                return Err(Attack::AttacksCreaturesIfAble { card, able }.into());
            }
        }
        let mach = self.has_keyword(attacker, &Keyword::MachFighter);
        if self.has_summoning_sickness(attacker) && !(mach && target.is_some()) && !regardless {
            return Err(Attack::SummoningSickness { card }.into());
        }
        if let Some(t) = target {
            self.check_attack_target(attacker, t, mach)?;
        }
        Ok(())
    }

    /// Whether `attacker` can attack at all now: in the attack step (505.2), the turn player's
    /// untapped creature in the battle zone (506.1a) that may attack (505.3, 116.2a, 101.2).
    fn check_attacker(&self, card: CardId) -> Result<(), Refusal> {
        let c = self.card(card);
        let player = self.turn.active;
        let step = self.turn.step;
        if step != crate::state::TurnStep::Attack {
            return Err(Attack::NotAttackStep { step }.into());
        }
        if c.zone != Zone::Battle || c.attached_to.is_some() || c.controller != player {
            return Err(Attack::NotYourCreature { card, player }.into());
        }
        if !self.face(card).card_type.is_creature() || self.is_ignored(card) {
            return Err(Attack::NotAnAttacker { card }.into());
        }
        if c.tapped {
            return Err(Attack::Tapped { card }.into());
        }
        if self.has_keyword(card, &Keyword::CantAttack) {
            return Err(Attack::CantAttack { card }.into());
        }
        Ok(())
    }

    /// Whether `attacker` can attack the creature `target`: an opponent's (506.1e) that can be
    /// attacked (101.2) and is tapped, unless the attacker may attack untapped ones (505.2).
    fn check_attack_target(&self, attacker: CardId, target: CardId, mach: bool) -> Result<(), Refusal> {
        let p = self.turn.active;
        let tc = self.card(target);
        if tc.zone != Zone::Battle
            || tc.attached_to.is_some()
            || tc.controller == p
            || self.is_ignored(target)
        {
            return Err(Attack::NotOpponentsCreature { target }.into());
        }
        // "Can't be attacked" (by this attacker) beats any "can attack" (101.2).
        let target_keywords = self.keywords(target);
        let shielded = target_keywords.iter().any(|k| match k {
            Keyword::CantBeAttacked => true,
            Keyword::CantBeAttackedBy(f) => self.matches(attacker, f),
            _ => false,
        });
        if shielded {
            return Err(Attack::CantBeAttacked { target }.into());
        }
        let fresh_mach = mach && self.card(attacker).entered_turn == Some(self.turn.number);
        // Attacking untapped creatures is a "can" beyond 505.2: mach fighter's the turn it
        // enters, or an ability's.
        let untapped_ok = fresh_mach
            || whole_or!(self.has_keyword(target, &Keyword::AttackableAsTapped), false)
            || self.keywords(attacker).iter().any(|k| match k {
                Keyword::AttackUntapped => true,
                Keyword::AttackUntappedMatching(f) => self.matches(target, f),
                _ => false,
            });
        if !tc.tapped && !untapped_ok {
            return Err(Attack::Untapped { target }.into());
        }
        #[cfg(whole_vocabulary)]
        for k in self.keywords(attacker) {
            if let Keyword::AttacksOnly(f) = k {
                if !self.matches(target, &f) {
                    return Err(Attack::AttacksOnly { card: attacker, target }.into());
                }
            }
        }
        Ok(())
    }

    /// The opponent's creatures this one could attack (each attack legal but for lures) that
    /// lure attacks: with `forced`, only those that must be attacked.
    #[cfg(whole_vocabulary)]
    fn lures_for(&self, attacker: CardId, forced: bool) -> Vec<CardId> {
        let p = self.turn.active;
        self.battle
            .iter()
            .copied()
            .filter(|&t| {
                self.card(t).controller != p
                    && (self.has_keyword(t, &Keyword::MustBeAttacked)
                        || !forced && self.has_keyword(t, &Keyword::LuresAttacks))
                    && self.check_attack_alone(attacker, Some(t)).is_ok()
            })
            .collect()
    }

    /// A creature that attacks while it can attack one that lures attacks attacks one of
    /// those (101.3, 506.1e): 攻撃誘導.
    #[cfg(whole_vocabulary)]
    fn check_lures(&self, attacker: CardId, target: Option<CardId>) -> Result<(), Refusal> {
        let lures = self.lures_for(attacker, false);
        match lures.first() {
            Some(&able) if target.is_none_or(|t| !lures.contains(&t)) => {
                Err(Attack::Lured { card: attacker, able }.into())
            }
            _ => Ok(()),
        }
    }

    /// Creatures of the turn player that must attack and can (506.1b).
    pub(crate) fn must_attack(&self) -> Vec<CardId> {
        self.zone_cards(self.turn.active, Zone::Battle)
            .into_iter()
            .filter(|&c| self.must_attack_now(c))
            .collect()
    }

    /// Whether the turn player's creature `c` must attack now and can (506.1b).
    pub(crate) fn must_attack_now(&self, c: CardId) -> bool {
        self.has_keyword(c, &Keyword::AttacksEachTurn) && self.check_attack_alone(c, None).is_ok()
            || self.must_attack_a_lure(c)
    }

    /// Whether `c` must attack because an opponent's creature it can attack must be attacked
    /// (506.1b, 攻撃強制).
    fn must_attack_a_lure(&self, c: CardId) -> bool {
        whole_or!(!self.lures_for(c, true).is_empty(), {
            let _ = c;
            false
        })
    }

    pub(crate) fn declare_attack(&mut self, attacker: CardId, target: Option<CardId>) {
        self.card_mut(attacker).tapped = true;
        let a = self.card(attacker).obj();
        #[cfg(whole_vocabulary)]
        self.attackers.push(a);
        self.attack = Some(AttackState {
            attacker: a,
            target: target.map(|t| self.card(t).obj()),
            blocker: None,
            phase: AttackPhase::Block,
        });
        self.emit_with(
            EventKind::Attacked { attacker, target },
            None,
            &["506.1c", "506.1d", "506.1e"],
            Vec::new(),
        );
        self.note(Happened { card: Some(a), ..Happened::new(HappenedKind::Attacked, self.turn.active) });
        // The creature attacked triggers "whenever … is attacked" now, and only now (506.3a).
        if let Some(t) = target {
            #[cfg(whole_vocabulary)]
            self.attacked.push(self.card(t).obj());
            let c = self.card(t);
            self.note(Happened {
                card: Some(c.obj()),
                ..Happened::new(HappenedKind::TargetedByAttack, c.controller)
            });
        }
        self.tasks.push(Task::Attack);
    }

    /// The attack under way, one [`AttackPhase`] at a time: blocking (507), the battle (508),
    /// the direct attack (509), its end (510).
    pub(crate) fn run_attack(&mut self) -> Outcome {
        let Some(state) = self.attack.clone() else { return Outcome::Done };
        let attacker = state.attacker.card;
        let attacker_here = self.is_current(state.attacker) && self.card(attacker).zone == Zone::Battle;
        if !attacker_here && state.phase != AttackPhase::End {
            // The attacking creature left: the attack ends (505.6a).
            self.set_phase(AttackPhase::End);
            return Outcome::Again(Task::Attack, Vec::new());
        }
        match state.phase {
            AttackPhase::Block => self.attack_block(&state),
            AttackPhase::Battle => self.attack_battle(&state),
            AttackPhase::Direct => self.attack_direct(&state),
            AttackPhase::End => self.attack_end(&state),
        }
    }

    /// The non-turn player may block, or redirect the attack with a guardman (507.1–507.3).
    fn attack_block(&mut self, state: &AttackState) -> Outcome {
        let tp = self.turn.active;
        let ntp = tp.opponent();
        let attacker = state.attacker.card;
        let mut blockers = self.blockers(state);
        // A creature that blocks if able must be the one chosen when it may block; of
        // several such, its player picks which (507.1b).
        let forced: Vec<CardId> = blockers
            .iter()
            .copied()
            .filter(|&b| {
                self.can_block(state, b)
                    && (self.has_keyword(b, &Keyword::BlocksIfAble) || self.only_blocker(attacker).is_some())
            })
            .collect();
        let min = u32::from(!forced.is_empty());
        if !forced.is_empty() {
            blockers = forced;
        }
        if !blockers.is_empty() {
            match self.ask(
                ntp,
                DecisionKind::Cards { candidates: blockers, min, max: 1, required: Vec::new() },
                None,
                Prompt::Block { attacker },
            ) {
                Some(Answer::Cards(c)) if c.len() == 1 => {
                    let b = c[0];
                    // One offered that can't block is a guardman (507.2b).
                    let guardman = !self.can_block(state, b);
                    self.card_mut(b).tapped = true;
                    let obj = self.card(b).obj();
                    if guardman {
                        // Tapped, it becomes the attack's target; it is not blocking.
                        if let Some(a) = self.attack.as_mut() {
                            a.target = Some(obj);
                        }
                        self.emit_with(
                            EventKind::Redirected { to: b },
                            None,
                            &["507.2", "507.2b"],
                            Vec::new(),
                        );
                    } else {
                        if let Some(a) = self.attack.as_mut() {
                            a.blocker = Some(obj);
                        }
                        self.emit_with(
                            EventKind::Blocked { blocker: b },
                            None,
                            &["507.2a", "701.12a"],
                            Vec::new(),
                        );
                        self.note(Happened { card: Some(obj), ..Happened::new(HappenedKind::Blocked, ntp) });
                        // The attacker is now a blocked creature (507.2c, 507.3b).
                        self.note(Happened {
                            card: Some(state.attacker),
                            ..Happened::new(HappenedKind::BecameBlocked, tp)
                        });
                    }
                }
                Some(_) => {}
                None => return Outcome::Again(Task::Attack, Vec::new()),
            }
        }
        // No blocker specified: the attacker is an unblocked creature (507.2c, 507.3c).
        if self.attack.as_ref().is_some_and(|a| a.blocker.is_none()) {
            self.note(Happened { card: Some(state.attacker), ..Happened::new(HappenedKind::NotBlocked, tp) });
        }
        self.set_phase(AttackPhase::Battle);
        Outcome::Again(Task::Attack, Vec::new())
    }

    /// The attacker battles the blocker or the creature attacked, if still there (508); an
    /// attack on a player goes on to the direct attack.
    fn attack_battle(&mut self, state: &AttackState) -> Outcome {
        let attacker = state.attacker.card;
        let opponent = state.blocker.or(state.target);
        match opponent {
            Some(o) if self.is_current(o) && self.card(o.card).zone == Zone::Battle => {
                self.battle(attacker, o.card);
                self.set_phase(AttackPhase::End);
            }
            Some(_) => self.set_phase(AttackPhase::End),
            None => self.set_phase(AttackPhase::Direct),
        }
        Outcome::Again(Task::Attack, Vec::new())
    }

    /// The attack on a player: shields broken (509.2), or the game lost with none (509.1).
    fn attack_direct(&mut self, state: &AttackState) -> Outcome {
        let tp = self.turn.active;
        let ntp = tp.opponent();
        let attacker = state.attacker.card;
        let shields: Vec<CardId> =
            self.zones[ntp].shields.iter().copied().filter(|&s| !self.card(s).in_standby()).collect();
        if shields.is_empty() {
            self.lose(
                ntp,
                Text::new(
                    format!("a direct attack by {} with no shields left", self.name(attacker)),
                    format!(
                        "シールドがない状態で{}にダイレクトアタックされた",
                        self.name_in(attacker, Lang::Ja)
                    ),
                ),
                &["509.1", "703.4a", "104.2a"],
            );
            return Outcome::Done;
        }
        // 509.2c: with several breakers, the turn player picks one (never none).
        let mut counts: Vec<u32> =
            self.breaker_counts(attacker).into_iter().map(|k| k.min(shields.len() as u32)).collect();
        counts.dedup();
        let (fewest, most) = (counts[0], counts[counts.len() - 1]);
        let n = if fewest == most {
            most
        } else {
            match self.ask(
                tp,
                DecisionKind::Number { min: fewest, max: most },
                None,
                Prompt::Breakers { attacker },
            ) {
                Some(Answer::Number(k)) if counts.contains(&k) => k,
                Some(_) => most,
                None => return Outcome::Again(Task::Attack, Vec::new()),
            }
        };
        let chosen = if shields.len() as u32 == n {
            shields.clone()
        } else {
            // The breaker's player chooses (509.2c), unless a static gives the choice to the
            // shields' owner.
            let chooser = whole_or!(self.shield_chooser(tp, &shields, Some(state.attacker)), tp);
            match self.ask(
                chooser,
                DecisionKind::Cards { candidates: shields.clone(), min: n, max: n, required: Vec::new() },
                None,
                Prompt::BreakShields { n, owner: ntp },
            ) {
                Some(Answer::Cards(c)) => c,
                Some(_) => shields[..n as usize].to_vec(),
                None => return Outcome::Again(Task::Attack, Vec::new()),
            }
        };
        self.set_phase(AttackPhase::End);
        Outcome::Again(
            Task::Attack,
            vec![Task::Break(Box::new(BreakTask {
                shields: chosen,
                declare: false,
                had_trigger: Vec::new(),
                by: Some(state.attacker),
                broken: true,
                checked: Vec::new(),
            }))],
        )
    }

    /// The attack ends (510.1, 510.2).
    fn attack_end(&mut self, state: &AttackState) -> Outcome {
        let tp = self.turn.active;
        let attacker = state.attacker.card;
        self.emit_with(EventKind::AttackEnded { attacker }, None, &["510.1", "510.2"], Vec::new());
        // The attack ends whether or not the attacker is still there (510.1): "at the
        // end of the attack" abilities trigger either way, those of a creature that left
        // being gone with it.
        self.note(Happened { card: Some(state.attacker), ..Happened::new(HappenedKind::AttackEnded, tp) });
        self.attack = None;
        Outcome::Done
    }

    fn set_phase(&mut self, p: AttackPhase) {
        if let Some(a) = self.attack.as_mut() {
            a.phase = p;
        }
    }

    /// Untapped blockers of the non-turn player that may block this attack (507.1a).
    /// The creatures of the non-turn player that may change the attack's target now, chosen
    /// once (507.1): blockers, and guardmen when the attack is on another of their creatures,
    /// as the attacker chose it (507.1a: not when the attack is on the player, blocker or not).
    fn blockers(&self, state: &AttackState) -> Vec<CardId> {
        let guardmen = state.target.into_iter().flat_map(move |t| {
            self.zone_cards(self.turn.active.opponent(), Zone::Battle).into_iter().filter(move |&g| {
                g != t.card
                    && !self.card(g).tapped
                    && !self.is_ignored(g)
                    && self.has_keyword(g, &Keyword::Guardman)
            })
        });
        let mut out: Vec<CardId> = self
            .zone_cards(self.turn.active.opponent(), Zone::Battle)
            .into_iter()
            .filter(|&b| self.can_block(state, b))
            .collect();
        for g in guardmen {
            if !out.contains(&g) {
                out.push(g);
            }
        }
        out
    }

    /// Whether `b` may block the attack (507.1a): an untapped blocker that can block, not the
    /// attack's target, against an attacker it may block. A creature that both may block and has
    /// guardman blocks.
    fn can_block(&self, state: &AttackState, b: CardId) -> bool {
        let attacker = state.attacker.card;
        if self.has_keyword(attacker, &Keyword::CantBeBlocked) {
            return false;
        }
        let limits: Vec<crate::card::Filter> = self
            .active_statics(crate::card::db::STATIC_OTHER)
            .filter_map(|(src, i)| {
                let (st, cond, during) = self.static_of(src, i);
                let f = st.unblockable_by.clone()?;
                let ctx = self.static_ctx(src, i);
                (self.static_affects(&ctx, i, st, attacker) && self.static_applies_now(src, i, cond, during))
                    .then_some(f)
            })
            .collect();
        !self.card(b).tapped
            && !self.is_ignored(b)
            && self.only_blocker(attacker).is_none_or(|o| o == self.card(b).obj())
            && self.is_blocker_against(b, attacker)
            && !self.has_keyword(b, &Keyword::CantBlock)
            && state.target.is_none_or(|t| t.card != b)
            && !limits.iter().any(|f| self.matches(b, f))
    }

    /// The one creature that may block `attacker` this turn, which blocks it if able
    /// (`Step::MustBlock`, 101.2, 507.1); `None`: any that can.
    fn only_blocker(&self, attacker: CardId) -> Option<crate::state::ObjRef> {
        whole_or!(
            {
                let obj = self.card(attacker).obj();
                self.effects.iter().rev().find_map(|e| match e.change {
                    super::effects::Change::BlockedOnlyBy(b) if e.target == obj && self.effect_applies(e) => {
                        Some(b)
                    }
                    _ => None,
                })
            },
            {
                let _ = attacker;
                None
            }
        )
    }

    /// Whether `b` is a blocker against `attacker`: a blocker, or a blocker against
    /// creatures passing a filter the attacker passes ("darkness blocker", 507.1a, 101.2).
    #[cfg_attr(not(whole_vocabulary), allow(unused_variables))]
    fn is_blocker_against(&self, b: CardId, attacker: CardId) -> bool {
        self.keywords(b).iter().any(|k| match k {
            Keyword::Blocker => true,
            #[cfg(whole_vocabulary)]
            Keyword::BlockerAgainst(f) => self.matches(attacker, f),
            _ => false,
        })
    }

    /// Whether `card` has slayer against `foe`: slayer, or slayer against creatures passing
    /// a filter `foe` passes ("nature and light slayer").
    #[cfg_attr(not(whole_vocabulary), allow(unused_variables))]
    fn is_slayer_against(&self, card: CardId, foe: CardId) -> bool {
        self.keywords(card).iter().any(|k| match k {
            Keyword::Slayer => true,
            #[cfg(whole_vocabulary)]
            Keyword::SlayerAgainst(f) => self.matches(foe, f),
            _ => false,
        })
    }

    /// How many shields a creature breaks (509.2): the largest breaker it has.
    pub fn breaks(&self, c: CardId) -> u32 {
        self.breaker_counts(c).last().copied().unwrap_or(1)
    }

    /// The shields each of a creature's breakers breaks, fewest first (509.2b); a creature
    /// with none breaks one (509.2a).
    pub fn breaker_counts(&self, c: CardId) -> Vec<u32> {
        let mut counts = Vec::new();
        if self.has_keyword(c, &Keyword::DoubleBreaker) {
            counts.push(2);
        }
        if self.has_keyword(c, &Keyword::TripleBreaker) {
            counts.push(3);
        }
        if self.has_keyword(c, &Keyword::WorldBreaker) {
            counts.push(u32::MAX);
        }
        if counts.is_empty() {
            counts.push(1);
        }
        // "Breaks one more shield" (static abilities' `breaks`) adds to whichever breaker is
        // used (509.2b); a world breaker already breaks every shield.
        let more = self.extra_breaks(c);
        if more > 0 {
            counts.iter_mut().for_each(|n| *n = n.saturating_add(more));
        }
        counts
    }

    /// The shields static abilities make a creature break besides its breaker's (`breaks`,
    /// times what `per` counts, read now as the number is determined, 509.2).
    #[cfg_attr(not(whole_vocabulary), allow(unused_variables, unused_mut))]
    fn extra_breaks(&self, c: CardId) -> u32 {
        let mut more = 0u32;
        #[cfg(whole_vocabulary)]
        for (src, i) in self.active_statics(crate::card::db::STATIC_OTHER) {
            let ab = self.static_ability_at(src, i);
            let Some(st) = ab.static_ability.as_ref() else { continue };
            let Some(n) = st.breaks else { continue };
            let ctx = self.static_ctx(src, i);
            if !self.static_affects(&ctx, i, st, c)
                || !self.static_applies_now(src, i, ab.condition.as_ref(), ab.during)
            {
                continue;
            }
            let times = st.per.as_ref().map_or(1, |per| self.count_of(&ctx, per));
            more = more.saturating_add(n.saturating_mul(times));
        }
        more
    }

    /// A battle (115): higher power wins; equal power destroys both (115.3b). A creature that
    /// wins every battle wins whatever the powers, and when both do, neither wins nor is
    /// destroyed. A loser that survives losing to its foe stays. Slayer (against the foe)
    /// destroys a foe the battle left, after the battle (115.3d).
    fn battle(&mut self, a: CardId, b: CardId) {
        super::query::BATTLING.set(Some((a, b)));
        let pa = self.power(a).max(0);
        let pb = self.power(b).max(0);
        super::query::BATTLING.set(None);
        let (wa, wb) = whole_or!(
            (self.has_keyword(a, &Keyword::WinsAllBattles), self.has_keyword(b, &Keyword::WinsAllBattles)),
            (false, false)
        );
        let (winner, losers) = if wa && wb {
            (None, vec![])
        } else if wa || (!wb && pa > pb) {
            (Some(a), vec![b])
        } else if wb || pb > pa {
            (Some(b), vec![a])
        } else {
            (None, vec![a, b])
        };
        self.emit_with(
            EventKind::Battle { winner, loser: losers.clone() },
            None,
            &["115.3", "115.3b"],
            vec![Text::new(
                format!("{} has {pa} power, {} has {pb}", self.name(a), self.name(b)),
                format!(
                    "{}のパワーは{pa}、{}のパワーは{pb}",
                    self.name_in(a, Lang::Ja),
                    self.name_in(b, Lang::Ja)
                ),
            )],
        );
        let foe = |c: CardId| if c == a { b } else { a };
        // A loser that survives losing to its foe stays (a word of the whole vocabulary).
        let dying: Vec<CardId> = whole_or!(
            losers
                .iter()
                .copied()
                .filter(|&l| {
                    !self
                        .keywords(l)
                        .iter()
                        .any(|k| matches!(k, Keyword::SurvivesLosingTo(f) if self.matches(foe(l), f)))
                })
                .collect(),
            losers.clone()
        );
        // Slayer destroys the creature it battled, as a separate destruction after the battle,
        // when the battle itself didn't.
        let slain: Vec<(CardId, CardId)> = [a, b]
            .into_iter()
            .filter(|&c| !dying.contains(&foe(c)) && self.is_slayer_against(c, foe(c)))
            .map(|c| (c, foe(c)))
            .collect();
        // Both creatures battled, whatever the result: "after the battle" (115.3d).
        let fought = [a, b].map(|c| (self.card(c).obj(), self.card(c).controller, self.card(foe(c)).obj()));
        let reqs = MoveReq::all(&dying, Destination::Graveyard, MoveHow::Destroyed);
        let why = MoveWhy { rules: Rules::new(&["115.3b", "703.4d"]), ..MoveWhy::default() };
        let won = winner.map(|w| (self.card(w).obj(), self.card(w).controller, self.card(foe(w)).obj()));
        self.move_cards(&reqs, &why);
        if let Some((obj, ctl, foe)) = won {
            if self.is_current(obj) {
                let foe = Some(foe);
                self.note(Happened { card: Some(obj), foe, ..Happened::new(HappenedKind::WonBattle, ctl) });
                // "Whenever it wins a battle" triggers now, before slayer takes it (115.3d).
                self.collect_triggers();
            }
        }
        for (slayer, victim) in slain {
            let reqs = MoveReq::all(&[victim], Destination::Graveyard, MoveHow::Destroyed);
            self.move_cards(
                &reqs,
                &MoveWhy {
                    cause: Some(Cause { card: slayer, def: self.card(slayer).def, ability: None }),
                    rules: Rules::new(&["115.3d"]),
                    notes: vec![Text::new("slayer", "スレイヤー")],
                    ..MoveWhy::default()
                },
            );
        }
        for (obj, ctl, foe) in fought {
            let foe = Some(foe);
            self.note(Happened { card: Some(obj), foe, ..Happened::new(HappenedKind::Battled, ctl) });
        }
    }

    /// A replacement of a break applies shield by shield as they are broken, before S-Triggers
    /// are declared (509.5, 609.1); its steps are carried out before the next shield's is
    /// chosen, so a creature destroyed for one shield saves no other (609.9b). True: run the
    /// break again (a decision, or a replaced shield's steps, come first).
    #[cfg(whole_vocabulary)]
    fn replace_a_break(&mut self, t: &mut BreakTask) -> bool {
        let breaker = t.by.filter(|&b| self.is_current(b)).map(|b| b.card);
        while let Some(s) = t.shields.iter().copied().find(|s| !t.checked.contains(s)) {
            let opts = self.break_replacements(s, breaker);
            if opts.is_empty() {
                t.checked.push(s);
                continue;
            }
            match self.choose_replacement(s, opts) {
                Err(()) => {}
                Ok(None) => t.checked.push(s),
                Ok(Some(o)) => {
                    // Not broken: it stays (509.6) or goes elsewhere, never to the hand (609.4).
                    self.emit_replaced(s, Destination::Hand, &o, Vec::new());
                    t.shields.retain(|&x| x != s);
                    if o.to != Destination::Stay {
                        let req = MoveReq { card: s, to: o.to, how: MoveHow::Put, tapped: o.tapped };
                        let why = MoveWhy {
                            by: Some(self.turn.active),
                            rules: Rules::new(&["609.4"]),
                            replaced: true,
                            ..MoveWhy::default()
                        };
                        self.move_cards(&[req], &why);
                    }
                    self.replace_with_steps(&o, s, Zone::Shields);
                }
            }
            return true;
        }
        false
    }

    /// One step of breaking shields.
    pub(crate) fn run_break(&mut self, mut t: Box<BreakTask>) -> Outcome {
        t.shields.retain(|&s| self.card(s).zone == Zone::Shields);
        if t.shields.is_empty() {
            return Outcome::Done;
        }
        if !t.declare && t.broken && whole_or!(self.replace_a_break(&mut t), false) {
            return Outcome::Again(Task::Break(t), Vec::new());
        }
        if !t.declare {
            // Until S-Triggers are declared the broken shields are in standby: still in the
            // shield zone, but not counted there (113.6a).
            let shields = t.shields.clone();
            t.had_trigger = shields.iter().copied().filter(|&s| self.has_shield_trigger(s)).collect();
            let reason = if t.broken { StandbyReason::Broken } else { StandbyReason::ToHand };
            self.enter_standby(&shields, reason, true, None);
            #[cfg(whole_vocabulary)]
            if t.broken {
                self.reveal_broken(&shields, t.by);
            }
            if let Some(by) = t.by {
                let p = self.card(by.card).controller;
                self.broke.extend(shields.iter().map(|&s| (p, by, s)));
            }
            t.declare = true;
            return Outcome::Again(Task::Break(t), Vec::new());
        }
        // Each owner declares, the turn player first (101.4b).
        let tp = self.turn.active;
        let mut plan = Vec::new();
        for owner in [tp, tp.opponent()] {
            match self.declare_for_shields(&t, owner) {
                Some(Some(d)) => plan.push(d),
                Some(None) => {}
                None => return Outcome::Again(Task::Break(t), Vec::new()),
            }
        }
        for d in plan {
            if let Some(what) = d.said {
                self.emit_with(
                    EventKind::Prohibited { card: None, what },
                    None,
                    &["101.2", "113.6"],
                    Vec::new(),
                );
            }
            #[cfg(whole_vocabulary)]
            let mut mine = d.mine;
            #[cfg(not(whole_vocabulary))]
            let mine = d.mine;
            // Shields discarded for S-Backs go to the graveyard instead of the hand (509.5c).
            #[cfg(whole_vocabulary)]
            {
                mine.retain(|s| d.backs.iter().all(|(_, x)| x != s));
                self.discard_for_s_backs(d.owner, &d.backs);
            }
            self.break_shields(&mine, &d.triggers, d.owner, t.by, t.broken);
            #[cfg(whole_vocabulary)]
            self.g_strikes_wait(d.owner, &d.strikes);
        }
        // "Whenever … breaks a shield": once for the break, however many shields (509.5).
        if let Some(by) = t.by {
            let controller = self.card(by.card).controller;
            self.note(Happened { card: Some(by), ..Happened::new(HappenedKind::Broke, controller) });
        }
        Outcome::Done
    }

    /// What `owner` declares for their shields among the waiting ones: S-Triggers, G-Strikes
    /// and S-Backs (113.6, 509.5a–509.5c). `Some(None)`: none of theirs is broken; `None`:
    /// waiting for their answer.
    fn declare_for_shields(&mut self, t: &BreakTask, owner: PlayerId) -> Option<Option<Declared>> {
        let mine: Vec<CardId> = t.shields.iter().copied().filter(|&s| self.card(s).owner == owner).collect();
        if mine.is_empty() {
            return Some(None);
        }
        // S-Trigger as it was just before the shields waited (113.6b), or as it is now for
        // what reads the waiting shield itself (its own keyword, 113.6c); not a card its
        // owner is forbidden to use, whose use can't be declared (601.1b).
        let mut triggers: Vec<CardId> = mine
            .iter()
            .copied()
            .filter(|&s| t.had_trigger.contains(&s) || self.has_shield_trigger(s))
            .filter(|&s| !self.use_forbidden(owner, s, self.card(s).side))
            .collect();
        // Said once, as the shields go to the hand, not at each ask.
        let said = self.forbid_shield_triggers(owner, t.by, &mut triggers);
        // Shields with G-Strike (an S-Trigger of the same card is declared as that), and
        // cards of the hand with S-Back for one of these shields: declared with them.
        #[cfg(whole_vocabulary)]
        let strikes: Vec<CardId> =
            mine.iter().copied().filter(|&s| !triggers.contains(&s) && self.has_g_strike(s)).collect();
        #[cfg(whole_vocabulary)]
        let backs: Vec<CardId> = self.s_back_cards(owner, &mine);
        #[cfg(whole_vocabulary)]
        let candidates: Vec<CardId> = triggers.iter().chain(&strikes).chain(&backs).copied().collect();
        #[cfg(not(whole_vocabulary))]
        let candidates = triggers.clone();
        // The owner is asked even with nothing to declare when the breaker can't see the
        // shields (400.2): being asked, or not, would tell the breaker what they are.
        let unseen = mine.iter().any(|&s| !self.can_see(Some(owner.opponent()), s));
        let declared = if candidates.is_empty() && (self.declarations_when_able || !unseen) {
            Vec::new()
        } else {
            let only_triggers = whole_or!(backs.is_empty() && strikes.is_empty(), true);
            let about = match (candidates.is_empty(), only_triggers) {
                (true, _) => Prompt::NoSTriggers,
                (false, true) => Prompt::STriggers,
                (false, false) => whole_or!(Prompt::Declarations, Prompt::STriggers),
            };
            match self.ask_as(
                owner,
                DecisionKind::Cards {
                    candidates: candidates.clone(),
                    min: 0,
                    max: candidates.len() as u32,
                    required: Vec::new(),
                },
                None,
                about,
                false,
            ) {
                Some(Answer::Cards(c)) => c,
                Some(_) => Vec::new(),
                None => return None,
            }
        };
        #[cfg(whole_vocabulary)]
        {
            let (backs, declared): (Vec<CardId>, Vec<CardId>) =
                declared.into_iter().partition(|c| backs.contains(c));
            let (strikes, triggers): (Vec<CardId>, Vec<CardId>) =
                declared.into_iter().partition(|c| strikes.contains(c));
            let backs = self.s_back_discards(owner, &backs, &mine, &triggers)?;
            Some(Some(Declared { owner, mine, triggers, strikes, backs, said }))
        }
        #[cfg(not(whole_vocabulary))]
        Some(Some(Declared { owner, mine, triggers: declared, said }))
    }

    /// "Can't use S-Triggers", read as `owner`'s broken shields wait: in standby they don't
    /// count (409.1c). Drops the `triggers` forbidden, all of them or, for "… of darkness
    /// cards", those passing the filter, and words why (101.2): said whether or not one is
    /// among them, and without naming them, since the other player can't see them (400.2).
    /// A breaker with `no_trigger_on_break` forbids them all, to every player.
    #[cfg_attr(not(whole_vocabulary), allow(unused_variables))]
    fn forbid_shield_triggers(
        &self,
        owner: PlayerId,
        by: Option<ObjRef>,
        triggers: &mut Vec<CardId>,
    ) -> Option<Text> {
        let mut all = whole_or!(
            by.is_some_and(|b| self.is_current(b) && self.has_keyword(b.card, &Keyword::NoTriggerOnBreak)),
            false
        );
        let mut some = false;
        for (_, st) in self.forbidding(owner, crate::card::Forbid::UseShieldTriggers) {
            if st.affects.from == crate::card::Source::This {
                all = true;
            } else {
                some = true;
                triggers.retain(|&s| !self.matches(s, &st.affects.filter));
            }
        }
        let (en, ja) = match (all, some) {
            (true, _) => {
                triggers.clear();
                ("S-Triggers now: the broken shields", "S・トリガーを使えないので、ブレイクされたシールド")
            }
            (false, true) => {
                ("the S-Triggers of some cards now: those", "一部のカードのS・トリガーを使えないので、それら")
            }
            (false, false) => return None,
        };
        Some(Text::new(
            format!("{owner} can't use {en} go to the hand without one"),
            format!("{}は今{ja}はそのまま手札に加わる", crate::words::player(owner, Lang::Ja)),
        ))
    }

    /// Broken shields go to their owner's hand together; declared S-Triggers wait to be used
    /// before any other effect (101.4, 112.3a). `by`: the creature breaking them, if one is;
    /// `broken`: false for shields an effect puts into the hand (113.6).
    fn break_shields(
        &mut self,
        shields: &[CardId],
        declared: &[CardId],
        owner: PlayerId,
        by: Option<ObjRef>,
        broken: bool,
    ) {
        let (how, rules) = if broken {
            (MoveHow::Broken, &["509.5", "701.14a"][..])
        } else {
            (MoveHow::Put, &["113.6"][..])
        };
        let reqs = MoveReq::all(shields, Destination::Hand, how);
        let why = MoveWhy { by: Some(self.turn.active), rules: Rules::new(rules), ..MoveWhy::default() };
        // They really move to the hand: standby ends as they arrive there.
        for &s in shields {
            self.card_mut(s).standby = None;
        }
        self.move_cards(&reqs, &why);
        for &c in declared {
            if self.card(c).zone != Zone::Hand {
                continue;
            }
            let text = format!("S-Trigger: use {} for free", self.name(c));
            let kind = PendingKind::ShieldTrigger { card: c, broken_by: by };
            let rules: &[crate::event::RuleRef] =
                if broken { &["509.5a", "112.3a", "101.4a"] } else { &["113.6", "112.3a", "101.4a"] };
            self.wait_with_shield_triggers(owner, c, kind, Zone::Shields, text, rules);
        }
    }
}

impl Game {
    /// `card`'s S-Trigger, S-Back or G-Strike waits to be processed before other effects
    /// (101.4b): a pending effect of `owner`'s, `from` the zone it triggered in, logged citing
    /// `rules`.
    pub(crate) fn wait_with_shield_triggers(
        &mut self,
        owner: PlayerId,
        card: CardId,
        kind: PendingKind,
        from: Zone,
        text: String,
        rules: &[crate::event::RuleRef],
    ) {
        let id = self.next_pending;
        self.next_pending += 1;
        let obj = self.card(card).obj();
        self.pending.push(PendingEffect {
            id,
            controller: owner,
            source: obj,
            source_def: self.card(card).def,
            side: self.card(card).side,
            kind,
            trigger: TriggerInfo { card: Some(obj), from: Some(from), foe: None },
            text: text.clone(),
        });
        self.emit_with(EventKind::Triggered { pending: id, source: card, text }, None, rules, Vec::new());
    }

    /// S-Trigger (112.3a), or a cross gear's shield trigger cross, which is one too.
    pub(crate) fn has_shield_trigger(&self, card: CardId) -> bool {
        self.has_keyword(card, &Keyword::ShieldTrigger)
            || self.has_keyword(card, &Keyword::ShieldTriggerCross)
    }
}
