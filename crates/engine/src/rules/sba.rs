//! State-based actions (703): checked after every step, all at once, repeated until none apply.

use super::moves::{MoveReq, MoveWhy};
use super::task::{Outcome, Task};
use crate::card::{CardType, Destination, Keyword, Source};
use crate::decision::{Answer, DecisionKind, Prompt, Verb};
use crate::event::Cause;
use crate::event::{MoveHow, Rules};
use crate::player::PlayerId;
use crate::state::ObjRef;
use crate::state::{CardId, Game};
use crate::words::{Lang, Text};
use crate::zone::Zone;

impl Game {
    /// Performs the state-based actions that apply now. Returns whether any did.
    pub(crate) fn state_based_actions(&mut self) -> bool {
        // Every change of the state is logged; with nothing new since the last clean check,
        // nothing new can apply.
        if self.log.len() == self.sba_clean_at && self.unsealing.is_empty() {
            return false;
        }
        // Commands that entered remove seals (116.4a, 703.4j), one at a time as a task of its
        // own, which may ask the owner which seal; not while another question waits for an
        // answer, which must reach the step that asked it.
        if !self.unsealing.is_empty() && self.decision.is_none() && self.answers.is_empty() {
            let commands = std::mem::take(&mut self.unsealing);
            self.tasks.push(Task::Unseal(commands));
            return true;
        }
        if self.lose_by_state() {
            return true;
        }
        // A move that waits for a replacement choice stops the check, like any move.
        let Some(put_away) = self.put_away_misplaced() else { return false };
        let Some(destroyed) = self.destroy_without_power() else { return false };
        put_away || destroyed
    }

    /// A player who loses by the state now: a deck that reaches 0 cards (703.4b), or a card's
    /// ability that makes its player lose while it holds (104.2c, 110.4b). The state-based
    /// actions happen together (703.3): when both decks reach 0 in one step, both players
    /// lose and no one wins (両者敗北).
    fn lose_by_state(&mut self) -> bool {
        if self.result.is_some() {
            return false;
        }
        // 703.4b: a deck that reaches 0 cards (standby cards don't count, 409.1c).
        let mut out = [false; 2];
        for p in PlayerId::BOTH {
            if self.zones[p].deck.iter().any(|&c| !self.card(c).in_standby()) {
                self.deck_seen[p] = true;
            } else if self.deck_seen[p] {
                out[p.index()] = true;
            }
        }
        if out[0] || out[1] {
            let why = Text::new("their deck has no cards left", "山札が0枚になった");
            let rules: &[&str] = &["703.4b", "104.2b"];
            match out {
                [true, true] => self.lose_together(why, rules),
                [true, false] => self.lose(PlayerId::BOTH[0], why, rules),
                _ => self.lose(PlayerId::BOTH[1], why, rules),
            }
            return true;
        }
        // A card's ability that makes its player lose while it holds, checked as the state is
        // now, like the state-based actions (104.2c, 110.4b). Not a state-based action of the
        // rules (dmwiki 両者敗北: only decks reaching 0 together make both lose), so after them.
        if let Some((card, p)) = self.losing_card() {
            let why = Text::new(
                format!("{}'s ability: it is in the {}", self.name(card), self.card(card).zone),
                format!(
                    "{}の能力（{}にある）",
                    self.name_in(card, Lang::Ja),
                    crate::words::zone_ref(crate::ZoneRef::new(p, self.card(card).zone), Lang::Ja)
                ),
            );
            self.lose(p, why, &["104.2c", "110.4b"]);
            return true;
        }
        false
    }

    /// Cards that can't be where they are put away: one a static ability destroys (604.4), an
    /// aura or a weapon by itself in the battle zone (310.5, 305.3), a Rule Plus (314.4).
    /// `None`: a move waits for a choice; else whether any moved.
    fn put_away_misplaced(&mut self) -> Option<bool> {
        let mut any = false;
        // A static ability's one-shot "destroy this" (604.4), before anything else resolves.
        let doomed = self.destroyed_by_statics();
        if !doomed.is_empty() {
            let reqs = MoveReq::all(&doomed, Destination::Graveyard, MoveHow::Destroyed);
            let why = MoveWhy { rules: Rules::new(&["604.4", "701.6a"]), ..MoveWhy::default() };
            self.move_cards(&reqs, &why)?;
            any = true;
        }
        // An aura can't be in the battle zone by itself: one that is goes to the graveyard (310.5).
        let alone: Vec<CardId> = self
            .battle
            .iter()
            .copied()
            .filter(|&c| self.face(c).card_type == crate::card::CardType::Aura && !self.card(c).in_standby())
            .collect();
        if !alone.is_empty() {
            let reqs = MoveReq::all(&alone, Destination::Graveyard, MoveHow::Put);
            let why = MoveWhy { rules: Rules::new(&["310.5"]), ..MoveWhy::default() };
            self.move_cards(&reqs, &why)?;
            any = true;
        }
        // A weapon can't be in the battle zone by itself (305.3): it is put into the graveyard
        // (703.4m), which for a Dragheart is the hyperspatial zone (807.4b).
        let alone: Vec<CardId> = self
            .battle
            .iter()
            .copied()
            .filter(|&c| self.face(c).card_type == CardType::Weapon && !self.card(c).in_standby())
            .collect();
        if !alone.is_empty() {
            let reqs = MoveReq::all(&alone, Destination::Graveyard, MoveHow::Put);
            let why = MoveWhy { rules: Rules::new(&["703.4m", "305.3", "807.4b"]), ..MoveWhy::default() };
            self.move_cards(&reqs, &why)?;
            any = true;
        }
        // A Rule Plus can't be in the battle zone: it goes to the graveyard (314.4, 703.4i), and
        // from there straight back to the hyperspatial zone (117.1).
        for (zone, to, rules) in [
            (Zone::Battle, Destination::Graveyard, &["314.4", "703.4i"][..]),
            (Zone::Graveyard, Destination::Hyperspatial, &["314.4", "117.1"][..]),
        ] {
            let back: Vec<CardId> = PlayerId::BOTH
                .into_iter()
                .flat_map(|p| self.zone_cards(p, zone))
                .filter(|&c| self.face(c).card_type == CardType::RulePlus && !self.card(c).in_standby())
                .collect();
            if !back.is_empty() {
                let why = MoveWhy { rules: Rules::new(rules), ..MoveWhy::default() };
                self.move_cards(&MoveReq::all(&back, to, MoveHow::Put), &why)?;
                any = true;
            }
        }
        Some(any)
    }

    /// Creatures with 0 or less power destroyed, all at once (703.4c). `None`: the move waits
    /// for a choice; else whether any was destroyed.
    fn destroy_without_power(&mut self) -> Option<bool> {
        // 703.4c: creatures with 0 or less power are destroyed, all at once. The power statics
        // are found once for all of them.
        let statics: Vec<(CardId, usize)> = self.active_statics(crate::card::db::STATIC_POWER).collect();
        let doomed: Vec<CardId> = self
            .battle
            .iter()
            .copied()
            .filter(|&c| {
                self.face(c).card_type.is_creature()
                    && !self.is_ignored(c)
                    && self.power_given(c, statics.iter().copied()) <= 0
                    // A creature that can't be destroyed or leave ignores this action (700.3).
                    && !self.has_keyword(c, &Keyword::CantBeDestroyed)
                    && !self.has_keyword(c, &Keyword::CantLeaveBattle)
            })
            .collect();
        if doomed.is_empty() {
            self.sba_clean_at = self.log.len();
            Some(false)
        } else {
            // One event for all of them (703.3, 400.7): every replacement effect is found, and
            // its condition read, before any of them moves (609.9).
            let reqs = MoveReq::all(&doomed, Destination::Graveyard, MoveHow::Destroyed);
            let notes: Vec<(CardId, Vec<Text>)> =
                doomed.iter().map(|&c| (c, self.explain_power(c))).collect();
            let why = MoveWhy {
                cause: None,
                by: None,
                rules: Rules::new(&["703.4c"]),
                notes: Vec::new(),
                alone: false,
                replaced: false,
            };
            // State-based destruction with a replacement choice pending waits like any move.
            self.move_cards_noted(&reqs, &why, &notes)?;
            Some(true)
        }
    }

    /// The first Command of `commands` removes a seal: its owner puts one seal into the
    /// graveyard from among their sealed elements that share a civilization with it, choosing
    /// one if there are several; with none, nothing happens (116.4a, 703.4j). A sealed
    /// creature's civilizations are read though it is ignored (116.4b).
    pub(crate) fn run_unseal(&mut self, mut commands: Vec<ObjRef>) -> Outcome {
        let Some(&command) = commands.first() else {
            return Outcome::Done;
        };
        let card = command.card;
        let owner = self.card(card).owner;
        let civs = self.civilizations(card);
        let sealed: Vec<CardId> = self
            .battle
            .iter()
            .copied()
            .filter(|&c| {
                let e = self.card(c);
                !e.seals.is_empty()
                    && e.controller == owner
                    && self.civilizations(c).iter().any(|x| civs.contains(x))
            })
            .collect();
        let cause = Cause { card, def: self.card(card).def, ability: None };
        if !sealed.is_empty() {
            let chosen = match self.ask(
                owner,
                DecisionKind::Cards { candidates: sealed.clone(), min: 1, max: 1, required: Vec::new() },
                Some(cause.clone()),
                Prompt::Select { n: 1, up_to: false, verb: Verb::Choose },
            ) {
                Some(Answer::Cards(c)) => c.first().copied().filter(|e| sealed.contains(e)),
                Some(_) => None,
                None => return Outcome::Again(Task::Unseal(commands), Vec::new()),
            };
            if let Some(seal) = chosen.and_then(|e| self.card(e).seals.last().copied()) {
                let why = MoveWhy {
                    cause: Some(cause),
                    rules: Rules::new(&["116.4a", "703.4j"]),
                    ..MoveWhy::default()
                };
                self.move_one(seal, Destination::Graveyard, MoveHow::Put, false, &why);
            }
        }
        commands.remove(0);
        if commands.is_empty() {
            Outcome::Done
        } else {
            Outcome::Again(Task::Unseal(commands), Vec::new())
        }
    }

    /// Why a creature has the power it has, naming standby cards that did not count (409.1c).
    fn explain_power(&self, c: CardId) -> Vec<Text> {
        let parts = self.power_parts(c);
        let sum =
            |lang| parts.iter().map(|p| format!("{} ({})", p.amount, p.why.get(lang))).collect::<Vec<_>>();
        let mut notes = vec![Text::new(
            format!("power {} = {}", self.power(c), sum(Lang::En).join(" + ")),
            format!("パワー {} = {}", self.power(c), sum(Lang::Ja).join(" + ")),
        )];
        // Which counted zones had standby cards in them.
        for (src, i) in self.active_statics(crate::card::db::STATIC_POWER) {
            let st = self.static_ability_at(src, i).static_ability.as_ref().expect("static");
            let Some(per) = &st.per else { continue };
            let Some(zone) = per.from.zone() else {
                continue;
            };
            if matches!(per.from, Source::Battle) {
                continue;
            }
            let ctx = self.static_ctx(src, i);
            for &p in ctx.players(per.player) {
                for s in self.zone_cards(p, zone) {
                    if self.card(s).in_standby() {
                        notes.push(Text::new(
                            format!(
                                "{} is in the standby state and does not count as a card in {}'s {} (409.1c)",
                                self.name(s),
                                p,
                                zone
                            ),
                            format!(
                                "{}は保留状態なので、{}のカードとして数えない (409.1c)",
                                self.name_in(s, Lang::Ja),
                                crate::words::zone_ref(crate::ZoneRef::new(p, zone), Lang::Ja)
                            ),
                        ));
                    }
                }
            }
        }
        notes
    }
}
