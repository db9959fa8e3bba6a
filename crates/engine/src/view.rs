//! What a player may see (400.2): a view of the game for one player, or for a judge who sees
//! everything. The app renders views; a view never holds what its player may not know.

use crate::card::{CardDefId, CardType};
use crate::player::PlayerId;
use crate::sight::{DecisionView, Sight};
use crate::state::{CardId, Game, Ruleset, Standby, TurnState};
use crate::zone::{Zone, ZoneRef};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardView {
    /// `None`: the judge view.
    pub perspective: Option<PlayerId>,
    pub ruleset: Ruleset,
    pub turn: TurnState,
    pub zones: Vec<ZoneView>,
    /// The decision being asked, keyed and worded for the perspective.
    pub decision: Option<DecisionView>,
    pub winner: Option<PlayerId>,
    /// The game ended with no winner (a loop no player can stop: `Game::end_void`).
    pub void: bool,
}

impl BoardView {
    /// Every card shown, with the zone it is in: each zone's cards and, after each, the cards
    /// under it and the auras attached to it.
    pub fn cards(&self) -> impl Iterator<Item = (ZoneRef, &CardView)> {
        self.zones.iter().flat_map(|z| {
            z.cards
                .iter()
                .flat_map(|c| std::iter::once(c).chain(c.under.iter()).chain(c.auras.iter()))
                .map(move |c| (z.zone, c))
        })
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZoneView {
    pub zone: ZoneRef,
    /// The number of cards the rules count there (standby cards excluded, 409.1c).
    pub count: usize,
    /// In the zone's order: a deck's and the super GR zone's top card first (the next drawn or
    /// summoned, 400.4), every other zone's newest card last.
    pub cards: Vec<CardView>,
}

/// A card as one viewer sees it. A hidden card shows only its place: its `id` is a handle
/// ([`CardId::is_handle`]), never the card's own id.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardView {
    pub id: CardId,
    /// `None` when the viewer may not see the card's face.
    pub def: Option<CardDefId>,
    pub name: Option<String>,
    pub card_type: Option<CardType>,
    pub tapped: bool,
    /// A field turned upside down (701.28a).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub upside_down: bool,
    /// A shield face up (both players see it).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub face_up: bool,
    /// Revealed to both players by the effect resolving now (701.9a): a deck's or a shield
    /// zone's card then lies face up on the table until the effect ends.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub revealed: bool,
    pub face_down: bool,
    pub standby: Option<Standby>,
    pub power: Option<i32>,
    pub printed_power: Option<i32>,
    pub cost: Option<u32>,
    pub sick: bool,
    pub under: Vec<CardView>,
    pub seals: usize,
    /// The auras attached to it, the first attached first (310.6).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub auras: Vec<CardView>,
    /// A cross gear crossed onto a creature: that creature (303.3a), public like the battle
    /// zone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crossed_onto: Option<CardId>,
    /// A shield that is a creature's EX life shield: that creature, public like the battle
    /// zone (the shield's face stays hidden).
    #[cfg(whole_vocabulary)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ex_life_of: Option<CardId>,
}

impl CardView {
    /// The creature whose EX life shield this is (never, in the first-load build).
    #[inline(always)]
    pub fn ex_life(&self) -> Option<CardId> {
        whole_or!(self.ex_life_of, None)
    }
}

impl Game {
    /// Whether an effect is looking at `card` (out of other effects' reach, 605.4).
    pub(crate) fn is_looked_at(&self, card: CardId) -> bool {
        self.looking.iter().any(|&(x, _)| x == card)
    }

    /// Whether `viewer` (None: a judge) may see the face of `card` now.
    pub fn can_see(&self, viewer: Option<PlayerId>, card: CardId) -> bool {
        let Some(p) = viewer else { return true };
        let c = self.card(card);
        if c.revealed || (c.face_up && c.zone == Zone::Shields) {
            return true;
        }
        if let Some(sb) = c.standby {
            return match sb.reason {
                // A broken shield waits for its owner's S-Trigger declarations: its owner looks
                // at it, the opponent sees it only if it is used (113.6, 113.6a).
                crate::state::StandbyReason::Broken | crate::state::StandbyReason::ToHand => c.owner == p,
                // Seals are attached face down (116.1), from the deck (409.1f).
                crate::state::StandbyReason::Seal => false,
                // A card being used or put into the battle zone is public (601.1).
                _ => true,
            };
        }
        // Cards an effect is looking at: seen by the player looking (605.4).
        if self.looking.iter().any(|&(x, who)| x == card && who.is_none_or(|w| w == p)) {
            return true;
        }
        if let Some(top) = c.attached_to {
            // Seals are face down (116.1); evolution sources show like their stack.
            if self.card(top).seals.contains(&card) {
                return false;
            }
        }
        if c.face_down {
            // The owner may look at their own face-down mana (405.5).
            return c.zone == Zone::Mana && c.owner == p;
        }
        match c.zone {
            z if z.is_public() => true,
            Zone::Hand => c.owner == p,
            _ => false,
        }
    }

    fn card_view(&self, sight: Sight, id: CardId) -> CardView {
        let c = self.card(id);
        let visible = sight.sees(id);
        let face = self.face(id);
        let in_battle = c.zone == Zone::Battle && c.attached_to.is_none();
        CardView {
            id: sight.key(id),
            def: visible.then_some(c.def),
            name: visible.then(|| self.name(id)),
            card_type: visible.then_some(face.card_type),
            tapped: c.tapped,
            upside_down: c.upside_down,
            face_up: c.face_up && c.zone == Zone::Shields,
            revealed: c.revealed,
            face_down: c.face_down,
            standby: c.standby,
            power: (visible && in_battle && face.card_type.is_creature()).then(|| self.power(id)),
            printed_power: if visible { face.power } else { None },
            cost: visible.then_some(face.cost),
            sick: in_battle && self.has_summoning_sickness(id),
            under: c.under.iter().map(|&u| self.card_view(sight, u)).collect(),
            auras: c.auras.iter().map(|&a| self.card_view(sight, a)).collect(),
            seals: c.seals.len(),
            crossed_onto: if in_battle { self.crossed_onto(id).map(|x| sight.key(x)) } else { None },
            #[cfg(whole_vocabulary)]
            ex_life_of: if self.ex_life.is_empty() {
                None
            } else {
                self.ex_life_of(id).map(|x| sight.key(x))
            },
        }
    }

    /// The board as `viewer` sees it (`None`: the judge view, everything visible).
    pub fn view(&self, viewer: Option<PlayerId>) -> BoardView {
        self.sight(viewer).board()
    }

    pub(crate) fn board_view(&self, sight: Sight) -> BoardView {
        let mut zones = Vec::new();
        for p in PlayerId::BOTH {
            for z in Zone::ALL {
                let cards = self.zone_cards(p, z);
                zones.push(ZoneView {
                    zone: ZoneRef::new(p, z),
                    count: self.count(p, z),
                    cards: cards.into_iter().map(|c| self.card_view(sight, c)).collect(),
                });
            }
            let anywhere = &self.zones[p].anywhere;
            if !anywhere.is_empty() {
                zones.push(ZoneView {
                    zone: ZoneRef::new(p, Zone::Anywhere),
                    count: anywhere.len(),
                    cards: anywhere.iter().map(|&c| self.card_view(sight, c)).collect(),
                });
            }
        }
        BoardView {
            perspective: sight.viewer(),
            ruleset: self.ruleset,
            turn: self.turn.clone(),
            zones,
            decision: sight.decision(),
            winner: self.result.as_ref().and_then(|r| r.winner),
            void: self.result.as_ref().is_some_and(|r| r.winner.is_none()),
        }
    }

    /// Checks that every card is in exactly one place and that each card's fields agree with
    /// where it is. Selfplay and the property tests call this after every action.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut seen = vec![0u8; self.cards.len()];
        let mut mark = |c: CardId, place: &dyn Fn() -> String| -> Result<(), String> {
            let slot =
                seen.get_mut(c.0 as usize).ok_or_else(|| format!("{} lists unknown card {c}", place()))?;
            *slot += 1;
            if *slot > 1 {
                return Err(format!("{c} is in two places (again in {})", place()));
            }
            Ok(())
        };
        for p in PlayerId::BOTH {
            for z in Zone::ALL.into_iter().chain([Zone::Anywhere]) {
                if z == Zone::Battle {
                    continue;
                }
                for &c in self.zones[p].list(z) {
                    mark(c, &|| format!("{}.{}", p.key(), z.key()))?;
                    let card = self.card(c);
                    if card.zone != z || card.owner != p {
                        return Err(format!(
                            "{c} is listed in {}.{} but says {}.{}",
                            p.key(),
                            z.key(),
                            card.owner.key(),
                            card.zone.key()
                        ));
                    }
                }
            }
        }
        for &c in &self.battle {
            mark(c, &|| "the battle zone".into())?;
            let card = self.card(c);
            if card.zone != Zone::Battle || card.attached_to.is_some() {
                return Err(format!("{c} is in the battle zone list but says {}", card.zone.key()));
            }
            for &u in card.under.iter().chain(&card.seals).chain(&card.auras) {
                mark(u, &|| format!("the stack of {c}"))?;
                if self.card(u).attached_to != Some(c) || self.card(u).zone != Zone::Battle {
                    return Err(format!("{u} is under {c} but does not say so"));
                }
            }
        }
        if let Some((i, _)) = seen.iter().enumerate().find(|(_, n)| **n == 0) {
            return Err(format!("c{i} is nowhere: a card was lost"));
        }
        if self.result.is_none() {
            if let Some(d) = &self.decision {
                if d.kind != crate::decision::DecisionKind::Turn && self.legal_answers_for(d, 1).is_empty() {
                    return Err(format!("{}'s pending decision has no legal answer", d.player));
                }
            }
        }
        Ok(())
    }
}
