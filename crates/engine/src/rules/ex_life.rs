//! EX life (EXライフ): a shield that belongs to a creature. As a creature with EX life is put
//! into the battle zone, the top card of its player's deck becomes a new shield, that
//! creature's shield (a state-defining effect read as it is put in, 110.4f; 701.32a); when the
//! creature would leave the battle zone, one of its shields still in the shield zone is put
//! into the graveyard instead, and the creature stays (609.1a, 609.4).
//!
//! The link is kept in `Game::ex_life`, pairs of objects that hold only while both are the
//! objects named (400.5): a shield that left the shield zone (broken, say) or a creature that
//! left the battle zone is a new object, so the link is over by itself, and a creature whose
//! shields are all gone leaves as any other would. The looked-at cards of the deck are out of
//! reach (605.4): the shield is the first card below them.

use super::moves::{MoveWhy, ReplacementOption};
use crate::card::{Destination, Keyword};
use crate::event::{Cause, MoveHow, Rules};
use crate::player::PlayerId;
use crate::state::{CardId, Game, ObjRef};
use crate::words::Text;
use crate::zone::Zone;

/// One EX life shield and the creature it belongs to.
#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct ExLifeShield {
    pub shield: ObjRef,
    pub creature: ObjRef,
}

impl Game {
    /// The EX life shields of `creature` now: those in the shield zone, not waiting in standby
    /// (a broken shield is on its way to the hand, 113.6a), oldest first.
    pub(crate) fn ex_life_shields(&self, creature: CardId) -> Vec<CardId> {
        let obj = self.card(creature).obj();
        self.ex_life
            .iter()
            .filter(|l| l.creature == obj && self.is_current(l.shield))
            .map(|l| l.shield.card)
            .filter(|&s| self.card(s).zone == Zone::Shields && !self.card(s).in_standby())
            .collect()
    }

    /// The creature whose EX life shield `shield` is now, if any: public, as the battle zone
    /// is; the shield's face stays hidden.
    pub fn ex_life_of(&self, shield: CardId) -> Option<CardId> {
        let obj = self.card(shield).obj();
        let link = self.ex_life.iter().find(|l| l.shield == obj && self.is_current(l.creature))?;
        (self.card(shield).zone == Zone::Shields).then_some(link.creature.card)
    }

    /// EX life as `card` is put into the battle zone by `player`: for each instance it has, the
    /// top card of `player`'s deck below any an effect is looking at (605.4) becomes a new
    /// shield, linked to the creature. Called once the card is its battle zone object, before
    /// its entering is told (110.4f: a replacement that kept it out would have left nothing to
    /// do). An empty deck gives no shield (606.2).
    pub(crate) fn add_ex_life_shields(&mut self, card: CardId, player: PlayerId) {
        if !self.has_keyword(card, &Keyword::ExLife) {
            return;
        }
        let printed = self.face(card).keywords.iter().filter(|k| **k == Keyword::ExLife).count();
        let creature = self.card(card).obj();
        // The shield is the creature's own doing, whatever effect put the creature out.
        let cause = Some(Cause { card, def: self.card(card).def, ability: None });
        // Links whose shield or creature has gone are over: drop them as new ones are made.
        let live: Vec<ExLifeShield> = std::mem::take(&mut self.ex_life)
            .into_iter()
            .filter(|l| self.is_current(l.shield) && self.is_current(l.creature))
            .collect();
        self.ex_life = live;
        for _ in 0..printed.max(1) {
            let top = self.zones[player]
                .deck
                .iter()
                .copied()
                .find(|&c| !self.card(c).in_standby() && !self.is_looked_at(c));
            let Some(top) = top else { return };
            let why = MoveWhy {
                cause: cause.clone(),
                by: Some(player),
                rules: Rules::new(&["110.4f", "701.32a"]),
                notes: vec![Text::new(
                    format!("EX life: it is {}'s shield", self.name(card)),
                    format!(
                        "EXライフ：{}の「EXライフ」シールドになる",
                        self.name_in(card, crate::words::Lang::Ja)
                    ),
                )],
                alone: false,
                replaced: false,
            };
            self.move_one(top, Destination::Shields, MoveHow::Put, false, &why);
            if self.card(top).zone == Zone::Shields {
                self.ex_life.push(ExLifeShield { shield: self.card(top).obj(), creature });
            }
        }
    }

    /// The EX life replacements of `card` leaving the battle zone (609.1a): one for each of its
    /// shields, so that its controller picks which one goes (609.8); none when it has lost EX
    /// life (its abilities ignored, 110.1) or has no shield left.
    pub(crate) fn ex_life_replacements(&self, card: CardId) -> Vec<ReplacementOption> {
        let c = self.card(card);
        if c.attached_to.is_some() || c.in_standby() || !self.has_keyword(card, &Keyword::ExLife) {
            return Vec::new();
        }
        self.ex_life_shields(card)
            .into_iter()
            .map(|s| {
                let shields = &self.zones[self.card(s).owner].shields;
                let place = shields.iter().position(|&x| x == s).map_or(0, |i| i + 1);
                ReplacementOption {
                    to: Destination::Stay,
                    by: card,
                    player: c.controller,
                    priority: 2,
                    text: format!("{}: EX life, its shield {place} into the graveyard", self.name(card)),
                    steps: None,
                    optional: false,
                    tapped: false,
                    ex_life: Some(s),
                }
            })
            .collect()
    }

    /// The event EX life puts in place of the creature's leaving: its shield goes to the
    /// graveyard (609.4), a move no replacement applies to again (101.5).
    pub(crate) fn use_ex_life_shield(&mut self, shield: CardId, creature: CardId) {
        if self.card(shield).zone != Zone::Shields {
            return;
        }
        let why = MoveWhy {
            cause: Some(Cause { card: creature, def: self.card(creature).def, ability: None }),
            by: Some(self.card(creature).controller),
            rules: Rules::new(&["609.4"]),
            notes: Vec::new(),
            alone: false,
            replaced: true,
        };
        self.move_one(shield, Destination::Graveyard, MoveHow::Put, false, &why);
    }

    /// The creature `old` goes on as `new` (an evolution on top, 801.2): its shields stay its.
    pub(crate) fn retarget_ex_life(&mut self, old: ObjRef, new: ObjRef) {
        for l in &mut self.ex_life {
            if l.creature == old {
                l.creature = new;
            }
        }
    }
}
