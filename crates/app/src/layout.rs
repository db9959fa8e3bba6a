//! What the table is made of: players and their zones, as plain data.
//!
//! No browser code here, so these are tested natively by `cargo test --workspace`.

/// A seat at the table. Player 1 sits at the bottom of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    P1,
    P2,
}

impl Seat {
    #[cfg(test)]
    pub const ALL: [Seat; 2] = [Seat::P1, Seat::P2];

    /// The prefix of the seat's `data-zone` ids: `p1`, `p2`.
    pub fn id(self) -> &'static str {
        match self {
            Seat::P1 => "p1",
            Seat::P2 => "p2",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Seat::P1 => "Player 1",
            Seat::P2 => "Player 2",
        }
    }
}

/// A player's zone. Each seat has one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZoneKind {
    Deck,
    Hand,
    Battle,
    Mana,
    Shields,
    Graveyard,
    Hyperspatial,
    Gr,
}

/// How a zone is drawn: a row of cards laid out side by side, or a single pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Row,
    Pile,
}

impl ZoneKind {
    pub const ALL: [ZoneKind; 8] = [
        ZoneKind::Deck,
        ZoneKind::Hand,
        ZoneKind::Battle,
        ZoneKind::Mana,
        ZoneKind::Shields,
        ZoneKind::Graveyard,
        ZoneKind::Hyperspatial,
        ZoneKind::Gr,
    ];

    /// The zone's part of the `data-zone` id (`p1.battle`) and its CSS grid area.
    pub fn id(self) -> &'static str {
        match self {
            ZoneKind::Deck => "deck",
            ZoneKind::Hand => "hand",
            ZoneKind::Battle => "battle",
            ZoneKind::Mana => "mana",
            ZoneKind::Shields => "shields",
            ZoneKind::Graveyard => "graveyard",
            ZoneKind::Hyperspatial => "hyperspatial",
            ZoneKind::Gr => "gr",
        }
    }

    /// The zone's name as the comprehensive rules write it.
    pub fn label(self) -> &'static str {
        match self {
            ZoneKind::Deck => "Deck",
            ZoneKind::Hand => "Hand",
            ZoneKind::Battle => "Battle Zone",
            ZoneKind::Mana => "Mana Zone",
            ZoneKind::Shields => "Shield Zone",
            ZoneKind::Graveyard => "Graveyard",
            ZoneKind::Hyperspatial => "Hyperspatial Zone",
            ZoneKind::Gr => "GR Zone",
        }
    }

    /// The name shown on the zone's title bar, where space is short.
    pub fn short_label(self) -> &'static str {
        match self {
            ZoneKind::Hyperspatial => "Hyperspatial",
            other => other.label(),
        }
    }

    pub fn shape(self) -> Shape {
        match self {
            ZoneKind::Hand | ZoneKind::Battle | ZoneKind::Mana | ZoneKind::Shields => Shape::Row,
            ZoneKind::Deck | ZoneKind::Graveyard | ZoneKind::Hyperspatial | ZoneKind::Gr => Shape::Pile,
        }
    }
}

/// The `data-zone` id of a seat's zone, e.g. `p1.hand`.
pub fn zone_id(seat: Seat, kind: ZoneKind) -> String {
    format!("{}.{}", seat.id(), kind.id())
}

/// The accessible name of a zone, e.g. `Player 1 Hand, 0 cards`.
pub fn zone_aria_label(seat: Seat, kind: ZoneKind, cards: usize) -> String {
    let noun = if cards == 1 { "card" } else { "cards" };
    format!("{} {}, {cards} {noun}", seat.label(), kind.label())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_zone_id_is_unique_and_dotted() {
        let ids: Vec<String> =
            Seat::ALL.iter().flat_map(|&s| ZoneKind::ALL.iter().map(move |&k| zone_id(s, k))).collect();
        assert_eq!(ids.len(), 16);
        assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 16);
        assert!(ids.contains(&"p1.hand".to_string()));
        assert!(ids.contains(&"p2.gr".to_string()));
        assert!(ids.iter().all(|id| id.split('.').count() == 2));
    }

    #[test]
    fn aria_labels_name_seat_zone_and_count() {
        assert_eq!(zone_aria_label(Seat::P2, ZoneKind::Battle, 0), "Player 2 Battle Zone, 0 cards");
        assert_eq!(zone_aria_label(Seat::P1, ZoneKind::Shields, 1), "Player 1 Shield Zone, 1 card");
    }

    #[test]
    fn piles_are_the_four_stacked_zones() {
        let piles: Vec<_> =
            ZoneKind::ALL.into_iter().filter(|k| k.shape() == Shape::Pile).map(ZoneKind::id).collect();
        assert_eq!(piles, ["deck", "graveyard", "hyperspatial", "gr"]);
    }
}
