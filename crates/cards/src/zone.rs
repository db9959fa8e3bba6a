//! The zones of rule 400.

use crate::player::PlayerId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A zone (400.1). The battle zone is shared; every other zone belongs to one player.
///
/// `Anywhere` is not a zone of the current rules: it is the legacy "anywhere zone"
/// (どこでもないゾーン) where a card being used waited before 2022-09-14 (see [`crate::Ruleset`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    Deck,
    Hand,
    Battle,
    Mana,
    Shields,
    Graveyard,
    Hyperspatial,
    Gr,
    Anywhere,
}

impl Zone {
    /// The eight zones of 400.1 (the abyss zone is not modelled).
    pub const ALL: [Zone; 8] = [
        Zone::Deck,
        Zone::Hand,
        Zone::Battle,
        Zone::Mana,
        Zone::Shields,
        Zone::Graveyard,
        Zone::Hyperspatial,
        Zone::Gr,
    ];

    /// Public zones (400.2a): everyone sees face-up cards there.
    pub fn is_public(self) -> bool {
        matches!(self, Zone::Battle | Zone::Mana | Zone::Graveyard | Zone::Hyperspatial | Zone::Anywhere)
    }

    /// Zones whose order is fixed (400.4).
    pub fn is_ordered(self) -> bool {
        matches!(self, Zone::Deck | Zone::Shields | Zone::Gr)
    }

    pub fn key(self) -> &'static str {
        match self {
            Zone::Deck => "deck",
            Zone::Hand => "hand",
            Zone::Battle => "battle",
            Zone::Mana => "mana",
            Zone::Shields => "shields",
            Zone::Graveyard => "graveyard",
            Zone::Hyperspatial => "hyperspatial",
            Zone::Gr => "gr",
            Zone::Anywhere => "anywhere",
        }
    }

    pub fn from_key(s: &str) -> Option<Zone> {
        Zone::ALL.into_iter().chain([Zone::Anywhere]).find(|z| z.key() == s)
    }

    pub fn name(self) -> &'static str {
        match self {
            Zone::Deck => "deck",
            Zone::Hand => "hand",
            Zone::Battle => "battle zone",
            Zone::Mana => "mana zone",
            Zone::Shields => "shield zone",
            Zone::Graveyard => "graveyard",
            Zone::Hyperspatial => "hyperspatial zone",
            Zone::Gr => "super GR zone",
            Zone::Anywhere => "anywhere zone",
        }
    }
}

impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A zone of a given player: for the shared battle zone, the player is the controller.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ZoneRef {
    pub player: PlayerId,
    pub zone: Zone,
}

impl ZoneRef {
    pub fn new(player: PlayerId, zone: Zone) -> Self {
        ZoneRef { player, zone }
    }

    /// `p1.hand`, the key used by the app's data attributes and by scenarios.
    pub fn key(self) -> String {
        format!("{}.{}", self.player.key(), self.zone.key())
    }

    pub fn parse(s: &str) -> Option<ZoneRef> {
        let (p, z) = s.split_once('.')?;
        let player = match p {
            "p1" => PlayerId::P1,
            "p2" => PlayerId::P2,
            _ => return None,
        };
        Some(ZoneRef { player, zone: Zone::from_key(z)? })
    }
}

impl fmt::Display for ZoneRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}'s {}", self.player, self.zone)
    }
}
