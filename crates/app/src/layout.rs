//! How the table is drawn: which zones each player has on screen, which are piles, and their
//! names. Players and zones are the engine's own `PlayerId` and `Zone`.
//!
//! No browser code here, so these are tested natively by `cargo test --workspace`.

use crate::i18n::{tr, trf};
use horyu_engine::words::{self, Lang};
use horyu_engine::{PlayerId, Zone, ZoneRef};

/// The zones each player has on the table: the eight of 400.1 (the legacy anywhere zone is
/// not drawn).
pub const TABLE_ZONES: [Zone; 8] = Zone::ALL;

/// How a zone is drawn: a row of cards laid out side by side, or a single pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Row,
    Pile,
}

pub fn shape(z: Zone) -> Shape {
    match z {
        Zone::Hand | Zone::Battle | Zone::Mana | Zone::Shields => Shape::Row,
        _ => Shape::Pile,
    }
}

/// The name shown on the zone's title bar, where space is short: English shortens the long
/// names (interface-ja.tsv gives the Japanese names, short already).
pub fn short_zone_name(lang: Lang, z: Zone) -> &'static str {
    let short = match z {
        Zone::Hyperspatial => "Hyper",
        Zone::Graveyard => "Grave",
        Zone::Gr => "GR",
        Zone::Mana => "Mana",
        Zone::Shields => "Shields",
        other => return words::zone_title(other, lang),
    };
    tr(lang, short)
}

/// The `data-zone` id of a player's zone, e.g. `p1.hand`.
pub fn zone_id(p: PlayerId, z: Zone) -> String {
    ZoneRef::new(p, z).key()
}

/// A zone's accessible name: "Player 1 Hand, 5 cards", 「プレイヤー1 手札、5枚」.
pub fn zone_aria_label(lang: Lang, p: PlayerId, z: Zone, cards: usize) -> String {
    let (player, zone) = (words::player(p, lang), words::zone_title(z, lang));
    match cards {
        1 => trf(lang, "{0} {1}, 1 card", &[&player, &zone]),
        n => trf(lang, "{0} {1}, {2} cards", &[&player, &zone, &n]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_zone_id_is_unique_and_dotted() {
        let ids: Vec<String> =
            PlayerId::BOTH.iter().flat_map(|&p| TABLE_ZONES.iter().map(move |&z| zone_id(p, z))).collect();
        assert_eq!(ids.len(), 16);
        assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 16);
        assert!(ids.contains(&"p1.hand".to_string()));
        assert!(ids.contains(&"p2.gr".to_string()));
        assert!(ids.iter().all(|id| id.split('.').count() == 2));
    }

    #[test]
    fn aria_labels_name_player_zone_and_count() {
        assert_eq!(zone_aria_label(Lang::En, PlayerId::P2, Zone::Battle, 0), "Player 2 Battle Zone, 0 cards");
        assert_eq!(zone_aria_label(Lang::En, PlayerId::P1, Zone::Shields, 1), "Player 1 Shield Zone, 1 card");
    }

    #[test]
    fn piles_are_the_four_stacked_zones() {
        let piles: Vec<_> =
            TABLE_ZONES.into_iter().filter(|&z| shape(z) == Shape::Pile).map(Zone::key).collect();
        assert_eq!(piles, ["deck", "graveyard", "hyperspatial", "gr"]);
    }
}
