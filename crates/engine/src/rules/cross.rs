//! Crossing a cross gear onto a creature (303.3–303.5, 504.2, 701.17a). A cross gear is
//! generated into the battle zone by itself (303.2); its player may then, in their main step,
//! pay its cost again to cross it onto one of their creatures (303.3b), or an effect may cross
//! it (303.3c). A crossed gear stays an element of its own, untapped or tapped whatever its
//! creature is (303.3d) and not one of the creature's cards (109.2c); it may be crossed again
//! onto another creature (303.4) but not onto the one it is on (303.4a), and it stays in the
//! battle zone, uncrossed, when its creature leaves (303.5). Each crossing is kept in
//! `Game::crossings`; `Game::crossed_onto` and `Game::gears_on` read them.

use super::task::{Outcome, Task};
use crate::card::{CardType, Civilization, Keyword};
use crate::decision::{Answer, DecisionKind, Prompt};
use crate::event::{Cause, EventKind, Rules};
use crate::player::PlayerId;
use crate::state::{CardId, Crossing, Game};
use crate::words::Text;
use crate::zone::Zone;

/// A player crossing a cross gear: by its activated ability (`free` false: its cost is paid
/// again, 303.3b) or by an effect (303.3c).
#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct CrossTask {
    pub gear: CardId,
    pub player: PlayerId,
    /// The mana the action named for the payment, if it did.
    pub mana: Option<Vec<CardId>>,
    pub free: bool,
    /// "You may cross it": choosing no creature is an answer too.
    pub optional: bool,
    pub cause: Option<Cause>,
}

impl Game {
    /// The creatures `player` may cross `gear` onto now: their creatures in the battle zone
    /// (303.3: not a non-creature; a sealed one is as if it were not there, 116.2a), but not the
    /// one it is crossed onto already (303.4a).
    pub(crate) fn cross_targets(&self, gear: CardId, player: PlayerId) -> Vec<CardId> {
        let now = self.crossed_onto(gear);
        self.battle
            .iter()
            .copied()
            .filter(|&c| {
                let x = self.card(c);
                x.controller == player
                    && !x.in_standby()
                    && self.face(c).card_type.is_creature()
                    && !self.is_ignored(c)
                    && Some(c) != now
            })
            .collect()
    }

    /// Whether `card` is a cross gear of the battle zone (an element by itself), which its
    /// controller may cross (303.3b).
    pub(crate) fn is_gear_in_battle(&self, card: CardId) -> bool {
        let c = self.card(card);
        c.zone == Zone::Battle
            && c.attached_to.is_none()
            && !c.in_standby()
            && self.face(card).card_type == CardType::CrossGear
    }

    /// Whether one of the creatures `gear` may be crossed onto takes gears for free.
    pub(crate) fn has_free_cross_target(&self, gear: CardId, player: PlayerId) -> bool {
        self.cross_targets(gear, player).iter().any(|&c| self.has_keyword(c, &Keyword::CrossFree))
    }

    /// Whether `player`'s untapped mana pays the cost of crossing `gear` (303.3b, 112.2a).
    fn can_pay_cross(&self, gear: CardId, player: PlayerId) -> bool {
        let civs: Vec<Civilization> =
            self.face(gear).civilizations.iter().copied().filter(|c| *c != Civilization::Zero).collect();
        let cost = self.cost_to_use(gear).max(civs.len() as u32);
        let mana = self.mana_candidates(player, gear);
        mana.len() as u32 >= cost
            && super::using::assign_civilizations(&civs, mana.iter().map(|&m| self.civ_mask(m)))
    }

    pub(crate) fn run_cross(&mut self, t: Box<CrossTask>) -> Outcome {
        let gear = t.gear;
        if !self.is_gear_in_battle(gear) {
            return Outcome::Done;
        }
        let mut targets = self.cross_targets(gear, t.player);
        // A player who can't pay may still cross onto a creature that takes gears for free.
        if !t.free && !self.can_pay_cross(gear, t.player) {
            targets.retain(|&c| self.has_keyword(c, &Keyword::CrossFree));
        }
        if targets.is_empty() {
            self.emit_with(
                EventKind::NothingToDo {
                    card: Some(gear),
                    what: Text::new(
                        format!("{} has no creature to be crossed onto", self.name(gear)),
                        format!(
                            "{}をクロスできるクリーチャーがない",
                            self.name_in(gear, crate::words::Lang::Ja)
                        ),
                    ),
                },
                t.cause.clone(),
                &["303.3", "303.4a"],
                Vec::new(),
            );
            return Outcome::Done;
        }
        let min = u32::from(!t.optional);
        let kind = DecisionKind::Cards { candidates: targets, min, max: 1, required: Vec::new() };
        let creature = match self.ask(t.player, kind, t.cause.clone(), Prompt::CrossOnto { card: gear }) {
            Some(Answer::Cards(c)) if c.len() == 1 => c[0],
            Some(_) if t.optional => return Outcome::Done,
            Some(_) => unreachable!("answers are validated"),
            None => return Outcome::Again(Task::Cross(t), Vec::new()),
        };
        let mut paid = None;
        if !t.free && !self.has_keyword(creature, &Keyword::CrossFree) {
            let civs: Vec<Civilization> =
                self.face(gear).civilizations.iter().copied().filter(|c| *c != Civilization::Zero).collect();
            let cost = self.cost_to_use(gear).max(civs.len() as u32);
            let candidates = self.mana_candidates(t.player, gear);
            let chosen = match t.mana.clone() {
                Some(m) => m,
                None => {
                    let def = self.card(gear).def;
                    let side = self.card(gear).side;
                    match self.ask(
                        t.player,
                        DecisionKind::Mana { card: gear, cost, civilizations: civs, candidates },
                        None,
                        Prompt::Mana { cost, def, side },
                    ) {
                        Some(Answer::Cards(c)) => c,
                        Some(_) => unreachable!("answers are validated"),
                        None => return Outcome::Again(Task::Cross(t), Vec::new()),
                    }
                }
            };
            paid = Some((cost, chosen));
        }
        if let Some((cost, chosen)) = paid {
            let printed = self.face(gear).cost;
            if cost != printed {
                self.emit_with(
                    EventKind::CostDetermined { card: gear, printed, cost },
                    None,
                    &["601.1e"],
                    Vec::new(),
                );
            }
            for &m in &chosen {
                self.card_mut(m).tapped = true;
            }
            self.emit_with(
                EventKind::Paid { card: gear, mana: chosen },
                None,
                &["303.3b", "504.2", "112.2a"],
                Vec::new(),
            );
        }
        self.cross_by(gear, creature, t.cause.clone(), t.free);
        Outcome::Done
    }

    /// Crosses `gear` onto `creature` now (701.17a): off the creature it was crossed onto, if
    /// any (303.4).
    /// `by_effect`: crossed by a spell or another ability, for free (303.3c).
    pub(crate) fn cross_by(&mut self, gear: CardId, creature: CardId, cause: Option<Cause>, by_effect: bool) {
        let from = self.crossed_onto(gear);
        let (g, c) = (self.card(gear).obj(), self.card(creature).obj());
        self.crossings.retain(|x| x.gear.card != gear);
        self.crossings.push(Crossing { gear: g, creature: c });
        let mut rules = Rules::new(&["303.3", "701.17a"]);
        if from.is_some() {
            rules.push("303.4");
        }
        if by_effect {
            rules.push("303.3c");
        }
        self.emit_with(EventKind::Crossed { gear, creature, from }, cause, &rules, Vec::new());
    }
}
