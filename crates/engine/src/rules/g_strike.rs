//! G-Strike (G・ストライク, 509.5b): a shield card going to the hand is shown, and its player
//! chooses one of their opponent's creatures, which can't attack this turn. It is declared
//! with the S-Triggers while the shields wait in standby (113.6) and resolved with them, in the
//! order the player chooses (101.4b, 509.5e). The card is not used: it stays in the hand.

use std::sync::Arc;

use super::interp::EffectFrame;
use super::pending::{PendingEffect, PendingKind, TriggerInfo};
use super::query::Ctx;
use super::task::{Outcome, Task};
use crate::card::{Count, Filter, GrantStep, Keyword, Selection, Step, TypeClass, Until, Who};
use crate::event::{Cause, EventKind};
use crate::player::PlayerId;
use crate::state::{CardId, Game};
use crate::zone::Zone;

/// What a G-Strike does, in the vocabulary: "choose one of your opponent's creatures; it
/// can't attack this turn".
fn g_strike_effect() -> Arc<[Step]> {
    let what = Selection {
        player: Who::Opponent,
        filter: Filter { card_type: Some(TypeClass::Creature), ..Filter::default() },
        count: Count::N(1),
        ..Selection::default()
    };
    Arc::from([Step::Grant(GrantStep { what, keyword: Keyword::CantAttack, until: Until::EndOfTurn })])
}

impl Game {
    /// Whether `shield`, going to its owner's hand, has a G-Strike to declare.
    pub(crate) fn has_g_strike(&self, shield: CardId) -> bool {
        self.has_keyword(shield, &Keyword::GStrike)
    }

    /// The declared G-Strikes of `owner`'s shields, now in the hand, wait with the S-Triggers
    /// (101.4b); each card is shown to the opponent (509.5b) until it moves.
    pub(crate) fn g_strikes_wait(&mut self, owner: PlayerId, cards: &[CardId]) {
        for &card in cards {
            if self.card(card).zone != Zone::Hand {
                continue;
            }
            self.card_mut(card).revealed = true;
            let id = self.next_pending;
            self.next_pending += 1;
            let obj = self.card(card).obj();
            let text = format!(
                "G-Strike ({}): choose one of your opponent's creatures; it can't attack this turn",
                self.name(card)
            );
            self.pending.push(PendingEffect {
                id,
                controller: owner,
                source: obj,
                source_def: self.card(card).def,
                side: self.card(card).side,
                kind: PendingKind::GStrike { card },
                trigger: TriggerInfo { card: Some(obj), from: Some(Zone::Shields), foe: None },
                text: text.clone(),
            });
            self.emit_with(
                EventKind::Triggered { pending: id, source: card, text },
                None,
                &["509.5b", "101.4b"],
                Vec::new(),
            );
        }
    }

    /// A G-Strike resolves: its player chooses one of their opponent's creatures, which can't
    /// attack this turn.
    pub(crate) fn resolve_g_strike(
        &mut self,
        idx: usize,
        effect: &PendingEffect,
        cause: Cause,
        card: CardId,
    ) -> Outcome {
        self.pending.remove(idx);
        self.emit_with(
            EventKind::Resolving { pending: effect.id, source: card, text: effect.text.clone() },
            Some(cause.clone()),
            &["509.5b", "509.5e"],
            Vec::new(),
        );
        let mut ctx = Ctx::new(effect.controller, effect.source);
        ctx.trigger = effect.trigger.clone();
        let frame = EffectFrame::new(ctx, cause, g_strike_effect(), Some(effect.id));
        Outcome::Again(Task::DrainPending, vec![Task::Effect(Box::new(frame))])
    }
}
