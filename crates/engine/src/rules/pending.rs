//! Pending effects (待機状態の効果): triggered effects waiting to resolve (603.2, 605.1).

use crate::card::{CardDefId, Side};
use crate::player::PlayerId;
use crate::state::repeat::pending_number;
use crate::state::{CardId, ObjRef};
use crate::zone::Zone;
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingEffect {
    /// Stable within a game, shown as #id in the log and the inspector.
    pub id: u32,
    pub controller: PlayerId,
    /// The source object. The effect resolves even if the source has left (110.5a).
    pub source: ObjRef,
    pub source_def: CardDefId,
    pub side: Side,
    pub kind: PendingKind,
    pub trigger: TriggerInfo,
    /// The ability in words.
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum PendingKind {
    /// A triggered ability: index into the face's abilities.
    Ability { ability: u8 },
    /// Use a card for free by its S-Trigger (112.3a): processed before other effects (101.4).
    ShieldTrigger {
        card: CardId,
        /// The creature that broke the shield, if one did (509.5): "a shield this creature
        /// broke".
        #[serde(default, skip_serializing_if = "Option::is_none")]
        broken_by: Option<ObjRef>,
    },
    /// A delayed triggered ability an effect created (603.6), kept in `Game::delayed`.
    Delayed,
    /// Use a card of the hand for free by its S-Back, its shield discarded (112.3b, 509.5c):
    /// processed with the S-Triggers (101.4b).
    #[cfg(whole_vocabulary)]
    SBack { card: CardId },
    /// A declared G-Strike: its player chooses one of their opponent's creatures, which can't
    /// attack this turn (509.5b); processed with the S-Triggers (101.4b).
    #[cfg(whole_vocabulary)]
    GStrike { card: CardId },
}

/// By hand: a loop hash sees the number by its rank (`state::repeat`).
impl Hash for PendingEffect {
    fn hash<H: Hasher>(&self, h: &mut H) {
        let PendingEffect { id, controller, source, source_def, side, kind, trigger, text } = self;
        pending_number(*id).hash(h);
        (controller, source, source_def, side, kind, trigger, text).hash(h);
    }
}

/// A delayed triggered ability an effect created (603.6): it waits for its trigger in the turn
/// `turn`, then, once triggered (`fired`: its pending effect), until it resolves.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct DelayedAbility {
    /// The creating effect's context: its controller, source and remembered cards.
    pub ctx: crate::rules::query::Ctx,
    pub cause: crate::event::Cause,
    pub when: crate::card::Trigger,
    pub effect: std::sync::Arc<[crate::card::Step]>,
    pub text: String,
    pub text_ja: String,
    pub turn: u32,
    pub fired: Option<u32>,
    /// It triggers every time in its turn ("this turn, whenever …"): each time, a copy of it
    /// waits, fired, and it stays, unfired.
    pub each_time: bool,
}

/// By hand: a loop hash sees the fired effect's number by its rank (`state::repeat`).
impl Hash for DelayedAbility {
    fn hash<H: Hasher>(&self, h: &mut H) {
        let DelayedAbility { ctx, cause, when, effect, text, text_ja, turn, fired, each_time } = self;
        (ctx, cause, when, effect, text, text_ja, turn, each_time).hash(h);
        fired.map(pending_number).hash(h);
    }
}

impl PendingEffect {
    /// S-Trigger, S-Back, G-Strike and Sabaki Z are processed before every other effect (101.4b).
    pub fn is_shield_trigger_class(&self) -> bool {
        whole_or!(
            matches!(
                self.kind,
                PendingKind::ShieldTrigger { .. } | PendingKind::SBack { .. } | PendingKind::GStrike { .. }
            ),
            { matches!(self.kind, PendingKind::ShieldTrigger { .. }) }
        )
    }
}

/// What the triggering event was about, kept for "that creature" and 605.2a checks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct TriggerInfo {
    pub card: Option<ObjRef>,
    pub from: Option<Zone>,
    /// The creature the triggering creature battled, as the object it was in the battle
    /// (`battled`).
    #[serde(default)]
    pub foe: Option<ObjRef>,
}
