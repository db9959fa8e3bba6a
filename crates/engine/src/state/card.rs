//! One physical card in a game.

use crate::card::{CardDefId, Side};
use crate::player::PlayerId;
use crate::zone::Zone;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A card's stable identity in one game: it never changes, whatever happens to the card, so
/// the app, the log and the history can point at it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "c{}", self.0)
    }
}

/// A card as a rules object (400.5): the same card after a zone change is a new object, so
/// effects given to the old one (which remember its object number) no longer apply (409.1d).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ObjRef {
    pub card: CardId,
    pub object: u32,
}

/// By hand: a loop hash sees the object number by its rank (`state::repeat`).
impl std::hash::Hash for ObjRef {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.card.hash(h);
        super::repeat::object_number(self.object).hash(h);
    }
}

/// Why a card is in the standby state (保留状態, 409).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum StandbyReason {
    /// Being summoned (a creature being used).
    Summon,
    /// Being cast, until its resolution ends (409.1b).
    Cast,
    /// Being used in another way (cross gear, castle, field).
    Use,
    /// Being put into the battle zone by an effect (409.1a).
    PutIntoBattle,
    /// A seal about to be attached (409.1f).
    Seal,
    /// A broken shield while S-Triggers are declared (113.6a).
    Broken,
    /// A shield an effect puts into the hand while S-Triggers are declared (113.6, 113.6a).
    ToHand,
}

impl StandbyReason {
    pub fn describe(self) -> &'static str {
        match self {
            StandbyReason::Summon => "being summoned",
            StandbyReason::Cast => "being cast",
            StandbyReason::Use => "being used",
            StandbyReason::PutIntoBattle => "being put into the battle zone",
            StandbyReason::Seal => "about to be attached as a seal",
            StandbyReason::Broken => "broken, waiting for S-Trigger declarations",
            StandbyReason::ToHand => "put into the hand, waiting for S-Trigger declarations",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct Standby {
    pub reason: StandbyReason,
    /// Where the card goes if nothing replaces that (for the tray's "what happens next").
    pub destination: Zone,
}

/// Everything about one card now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct CardState {
    pub id: CardId,
    pub def: CardDefId,
    pub owner: PlayerId,
    /// Who controls it in the battle zone; the owner elsewhere.
    pub controller: PlayerId,
    /// The zone the card belongs to. A standby card keeps its zone (409.1c).
    pub zone: Zone,
    /// The rules object number (400.5).
    pub object: u32,
    pub tapped: bool,
    pub face_down: bool,
    /// Which face is up (psychic creatures) or which half is meant (twinpacts in play).
    pub side: Side,
    pub standby: Option<Standby>,
    /// The turn number it last entered the battle zone (summoning sickness).
    pub entered_turn: Option<u32>,
    /// Evolution sources, bottom first (only for the top card of an element).
    pub under: Vec<CardId>,
    /// Seals on it (116).
    pub seals: Vec<CardId>,
    /// Auras attached to it (310), the first attached first; each is one of the creature's
    /// cards (109.2c). Only for the top card of an element.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub auras: Vec<CardId>,
    /// For a card under an evolution creature or a seal: the top card it belongs to.
    pub attached_to: Option<CardId>,
    /// Shown to both players while an effect looks at or reveals it.
    pub revealed: bool,
    /// A field turned upside down (701.28a, a D2 field's D switch): its new upright position,
    /// which untapping doesn't undo (105.5, 308.3); gone when it leaves the zone.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub upside_down: bool,
    /// A shield put face up by an effect ("as a new face-up shield"): both players see it.
    /// Gone when it leaves the zone.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub face_up: bool,
    /// Legacy ruleset: the zone a card in the anywhere zone came from.
    pub origin: Option<Zone>,
}

impl CardState {
    pub fn obj(&self) -> ObjRef {
        ObjRef { card: self.id, object: self.object }
    }

    pub fn in_standby(&self) -> bool {
        self.standby.is_some()
    }
}
