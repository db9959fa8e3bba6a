//! Resolving pending effects in the order of 101.4 and 605.1.

use super::interp::EffectFrame;
use super::pending::{PendingEffect, PendingKind};
use super::query::Ctx;
use super::task::{Outcome, Task};
use super::using::UseTask;
use crate::card::AbilityKind;
use crate::decision::{Answer, DecisionKind, Prompt};
use crate::event::{Cause, EventKind};
use crate::player::PlayerId;
use crate::state::{CardId, Game, ObjRef};
use std::sync::Arc;

/// Pending effects that wait together in the order of 101.4: one player's, of the S-Trigger
/// class or not. The player picks which of `ids` resolves first; the next group waits until
/// this one is empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingGroup {
    pub player: PlayerId,
    pub shield_trigger: bool,
    pub ids: Vec<u32>,
}

impl Game {
    /// The pending effects in groups, in the order they resolve: S-Trigger class first (turn
    /// player, then the other), then the turn player's effects, then the other player's
    /// (101.4a–c). A turn player's effect created meanwhile goes first again (101.4c). The one
    /// place this order is written: the resolution inspector shows it through `Sight`.
    pub fn pending_groups(&self) -> impl Iterator<Item = PendingGroup> + '_ {
        let tp = self.turn.active;
        [(true, tp), (true, tp.opponent()), (false, tp), (false, tp.opponent())].into_iter().filter_map(
            move |(shield_trigger, player)| {
                let ids: Vec<u32> = self
                    .pending
                    .iter()
                    .filter(|e| e.controller == player && e.is_shield_trigger_class() == shield_trigger)
                    .map(|e| e.id)
                    .collect();
                (!ids.is_empty()).then_some(PendingGroup { player, shield_trigger, ids })
            },
        )
    }

    /// Who resolves next and which effects they may pick from: the first of
    /// [`Game::pending_groups`].
    pub fn next_to_resolve(&self) -> Option<(PlayerId, Vec<u32>)> {
        self.pending_groups().next().map(|g| (g.player, g.ids))
    }

    /// Who declares the use of triggered abilities now (603.2e): the turn player first; the
    /// other player once the turn player's effects have resolved (506.3b–d).
    pub(crate) fn declarer(&self) -> Option<PlayerId> {
        let tp = self.turn.active;
        if self.to_declare.iter().any(|e| e.controller == tp) {
            return Some(tp);
        }
        // The other player's turn comes once the turn player's effects have been processed:
        // none waiting and none resolving (506.3c, 506.3d).
        if self.to_declare.is_empty() || self.pending.iter().any(|e| e.controller == tp) {
            return None;
        }
        let resolving = self.tasks.iter().any(|t| {
            matches!(
                t,
                Task::Effect(_) | Task::Use(_) | Task::CastQueue(_) | Task::EnterBattle(_) | Task::Break(_)
            )
        });
        (!resolving).then_some(tp.opponent())
    }

    /// `player` declares, one ability at a time, which of their triggered abilities that need a
    /// declaration they use (603.2e): a declared one waits as a pending effect, the others are gone.
    pub(crate) fn run_declare(&mut self, player: PlayerId) -> Outcome {
        let Some(idx) = self.to_declare.iter().position(|e| e.controller == player) else {
            return Outcome::Done;
        };
        let effect = self.to_declare[idx].clone();
        let PendingKind::Ability { ability } = effect.kind else {
            // Only printed abilities need a declaration.
            self.to_declare.remove(idx);
            return Outcome::Again(Task::Declare(player), Vec::new());
        };
        let cause = Cause { card: effect.source.card, def: effect.source_def, ability: Some(ability) };
        let about = Prompt::Declare { def: effect.source_def, side: effect.side, ability };
        let declared = match self.ask(player, DecisionKind::YesNo, Some(cause.clone()), about) {
            Some(Answer::Yes(y)) => y,
            Some(_) => false,
            None => return Outcome::Again(Task::Declare(player), Vec::new()),
        };
        self.to_declare.remove(idx);
        if declared {
            self.emit_with(
                EventKind::Triggered {
                    pending: effect.id,
                    source: effect.source.card,
                    text: effect.text.clone(),
                },
                Some(cause),
                &["603.2e", "603.2"],
                Vec::new(),
            );
            self.pending.push(effect);
        } else {
            self.emit_with(EventKind::Declined { pending: effect.id }, Some(cause), &["603.2e"], Vec::new());
        }
        Outcome::Again(Task::Declare(player), Vec::new())
    }

    /// Resolves the next pending effect, in the order of 101.4 (`next_to_resolve`): its
    /// player chooses which when several may resolve next.
    pub(crate) fn drain_pending(&mut self) -> Outcome {
        let Some((player, options)) = self.next_to_resolve() else {
            return Outcome::Done;
        };
        let chosen = if options.len() == 1 {
            options[0]
        } else {
            match self.ask(
                player,
                DecisionKind::NextPending { options: options.clone() },
                None,
                Prompt::NextPending,
            ) {
                Some(Answer::Pending(id)) => id,
                Some(_) => options[0],
                None => return Outcome::Again(Task::DrainPending, Vec::new()),
            }
        };
        let idx = self.pending.iter().position(|e| e.id == chosen).expect("validated pending id");
        let effect = self.pending[idx].clone();
        let cause = Cause {
            card: effect.source.card,
            def: effect.source_def,
            ability: match effect.kind {
                PendingKind::Ability { ability } => Some(ability),
                PendingKind::ShieldTrigger { .. } | PendingKind::Delayed => None,
                #[cfg(whole_vocabulary)]
                PendingKind::SBack { .. } | PendingKind::GStrike { .. } => None,
            },
        };
        match effect.kind {
            PendingKind::ShieldTrigger { card, broken_by } => {
                self.resolve_shield_trigger(idx, &effect, cause, card, broken_by)
            }
            PendingKind::Delayed => self.resolve_delayed(idx, &effect),
            #[cfg(whole_vocabulary)]
            PendingKind::SBack { card } => self.resolve_s_back(idx, &effect, cause, card),
            #[cfg(whole_vocabulary)]
            PendingKind::GStrike { card } => self.resolve_g_strike(idx, &effect, cause, card),
            PendingKind::Ability { ability } => self.resolve_ability(idx, &effect, cause, ability),
        }
    }

    /// The pending effect at `idx` starts to resolve: it leaves the list and the log says so,
    /// its `source` named, citing `rules`.
    pub(super) fn begin_resolving(
        &mut self,
        idx: usize,
        effect: &PendingEffect,
        source: CardId,
        cause: &Cause,
        rules: &[crate::event::RuleRef],
    ) {
        self.pending.remove(idx);
        self.emit_with(
            EventKind::Resolving { pending: effect.id, source, text: effect.text.clone() },
            Some(cause.clone()),
            rules,
            Vec::new(),
        );
    }

    /// An S-Trigger resolves: its card is used for free (101.4a, 112.3a), and a shield trigger
    /// cross may be crossed for free (303.3c).
    fn resolve_shield_trigger(
        &mut self,
        idx: usize,
        effect: &PendingEffect,
        cause: Cause,
        card: CardId,
        broken_by: Option<ObjRef>,
    ) -> Outcome {
        self.begin_resolving(idx, effect, card, &cause, &["101.4a", "112.3a"]);
        let mut u = UseTask::new(card, effect.controller);
        u.free = true;
        u.cause = Some(cause.clone());
        u.shield_trigger = Some(broken_by);
        let mut then = vec![Task::Use(Box::new(u))];
        // A shield trigger cross: once generated, it may be crossed for free (303.3c).
        if self.has_keyword(card, &crate::card::Keyword::ShieldTriggerCross) {
            let x = super::cross::CrossTask {
                gear: card,
                player: effect.controller,
                mana: None,
                free: true,
                optional: true,
                cause: Some(cause),
            };
            then.insert(0, Task::Cross(Box::new(x)));
        }
        Outcome::Again(Task::DrainPending, then)
    }

    /// A delayed triggered ability resolves (605.1, 603.6).
    fn resolve_delayed(&mut self, idx: usize, effect: &PendingEffect) -> Outcome {
        self.pending.remove(idx);
        let Some(at) = self.delayed.iter().position(|d| d.fired == Some(effect.id)) else {
            return Outcome::Again(Task::DrainPending, Vec::new());
        };
        let d = self.delayed.remove(at);
        self.emit_with(
            EventKind::Resolving {
                pending: effect.id,
                source: effect.source.card,
                text: effect.text.clone(),
            },
            Some(d.cause.clone()),
            &["605.1", "603.6"],
            Vec::new(),
        );
        let mut ctx = d.ctx;
        ctx.trigger = effect.trigger.clone();
        let frame = EffectFrame::new(ctx, d.cause, d.effect, Some(effect.id));
        Outcome::Again(Task::DrainPending, vec![Task::Effect(Box::new(frame))])
    }

    /// A triggered ability (or a Silent Skill used at the untap) resolves (605.1): asked first
    /// when optional, its condition checked as it resolves (605.2a).
    fn resolve_ability(&mut self, idx: usize, effect: &PendingEffect, cause: Cause, ability: u8) -> Outcome {
        // A handle on the database, not a copy of the card: `self` changes below.
        let db = self.db.clone();
        let def = db.get(effect.source_def).expect("pending source in db");
        let ab = def.face(effect.side).ability(ability).expect("a pending ability is written");
        // A triggered ability, or a Silent Skill used at the untap (501.1a).
        debug_assert!(matches!(ab.kind(), Ok(AbilityKind::Triggered | AbilityKind::Activated)));
        let mut ctx = Ctx::new(effect.controller, effect.source);
        ctx.trigger = effect.trigger.clone();
        let cond_ok = ab.condition.as_ref().is_none_or(|c| self.check(&ctx, c));
        // A declared ability is carried out: no second "may" (603.2f).
        if cond_ok && ab.optional && !ab.declare {
            let about = Prompt::Apply { def: effect.source_def, side: effect.side, ability };
            match self.ask(effect.controller, DecisionKind::YesNo, Some(cause.clone()), about) {
                Some(Answer::Yes(true)) => {}
                Some(_) => {
                    self.pending.remove(idx);
                    self.emit_with(
                        EventKind::Declined { pending: effect.id },
                        Some(cause),
                        &["605.1"],
                        Vec::new(),
                    );
                    return Outcome::Again(Task::DrainPending, Vec::new());
                }
                None => return Outcome::Again(Task::DrainPending, Vec::new()),
            }
        }
        self.pending.remove(idx);
        let rules = ["605.1", "101.4a"];
        self.emit_with(
            EventKind::Resolving {
                pending: effect.id,
                source: effect.source.card,
                text: effect.text.clone(),
            },
            Some(cause.clone()),
            &rules,
            Vec::new(),
        );
        if !cond_ok {
            self.emit_with(
                EventKind::ConditionFailed { pending: effect.id },
                Some(cause),
                &["605.2a"],
                Vec::new(),
            );
            return Outcome::Again(Task::DrainPending, Vec::new());
        }
        let frame = EffectFrame::new(ctx, cause, Arc::from(ab.effect.clone()), Some(effect.id));
        Outcome::Again(Task::DrainPending, vec![Task::Effect(Box::new(frame))])
    }
}
