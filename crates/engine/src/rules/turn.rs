//! The turn structure (500–512): steps, turn-based actions, and the move to the next turn.

use super::effects::Change;
use super::pending::{PendingEffect, PendingKind};
use super::task::{Outcome, Task};
use super::triggers::{Happened, HappenedKind};
use crate::card::{Keyword, Until};
use crate::decision::{Answer, Decision, DecisionKind, Prompt};
use crate::event::{Cause, EventKind, MoveHow, RuleRef};
use crate::player::PlayerId;
use crate::state::{CardId, Game, GameResult, TurnStep};
use crate::words::{self, Lang, Text};
use crate::zone::{Zone, ZoneRef};

impl Game {
    /// Nothing is resolving or pending. Returns true if it queued more processing.
    pub(crate) fn idle(&mut self) -> bool {
        if self.result.is_some() {
            return false;
        }

        match self.turn.step {
            TurnStep::StartOfTurn => {
                self.tasks.push(Task::EnterStep(TurnStep::Draw));
                true
            }
            TurnStep::Draw => {
                self.tasks.push(Task::EnterStep(TurnStep::ManaCharge));
                true
            }
            TurnStep::EndOfTurn => {
                self.tasks.push(Task::NextTurn);
                true
            }
            TurnStep::ManaCharge | TurnStep::Main | TurnStep::Attack => {
                let player = self.turn.active;
                self.decision = Some(Decision {
                    player,
                    kind: DecisionKind::Turn,
                    prompt: crate::words::prompt::en(Prompt::Turn { step: self.turn.step }, player, self),
                    cause: None,
                    about: Prompt::Turn { step: self.turn.step },
                });
                false
            }
        }
    }

    pub(crate) fn enter_step(&mut self, step: TurnStep) -> Outcome {
        self.turn.step = step;
        let rules: &[RuleRef] = match step {
            TurnStep::StartOfTurn => &["501.1"],
            TurnStep::Draw => &["502.1"],
            TurnStep::ManaCharge => &["503.1"],
            TurnStep::Main => &["504.1"],
            TurnStep::Attack => &["505.1"],
            TurnStep::EndOfTurn => &["511.1"],
        };
        self.emit_with(EventKind::StepStarted { step }, None, rules, Vec::new());
        let active = self.turn.active;
        match step {
            TurnStep::StartOfTurn => {
                // Effects "until the start of your next turn" end (500.3).
                self.effects.retain(|e| !(e.until == Until::StartOfYourNextTurn && e.controller == active));
                self.lasting
                    .retain(|l| !(l.step.until == Until::StartOfYourNextTurn && l.controller == active));
                #[cfg(whole_vocabulary)]
                self.lasting_statics
                    .retain(|l| !(l.until == Until::StartOfYourNextTurn && l.controller == active));
                #[cfg(whole_vocabulary)]
                self.opponents_turn_begins(active);
                Outcome::Then(vec![Task::Untap])
            }
            TurnStep::Draw => {
                if self.turn.number == 1 && active == self.turn.first_player {
                    self.emit_with(
                        EventKind::NothingToDo {
                            card: None,
                            what: Text::new(
                                "the first player skips the draw of their first turn",
                                "先攻プレイヤーは最初のターンにドローしない",
                            ),
                        },
                        None,
                        &["500.6", "103.5"],
                        Vec::new(),
                    );
                } else {
                    self.draw(active, None);
                }
                Outcome::Done
            }
            TurnStep::EndOfTurn => {
                self.note(Happened::new(HappenedKind::EndOfTurn, active));
                Outcome::Done
            }
            _ => Outcome::Done,
        }
    }

    /// The untap of the start of turn step (501.1): the turn player untaps their cards at once.
    /// A tapped creature with Silent Skill may be kept tapped instead, which uses its Silent
    /// Skill: the ability waits as a pending effect from then, and resolves once the other
    /// cards have untapped (501.1a, 602.2). Then "at the start of the turn" abilities trigger
    /// (501.2).
    pub(crate) fn run_untap(&mut self) -> Outcome {
        let active = self.turn.active;
        let mine: Vec<CardId> = self
            .zone_cards(active, Zone::Battle)
            .into_iter()
            .chain(self.zones[active].mana.clone())
            .filter(|&c| self.card(c).tapped)
            .collect();
        // "It doesn't untap" (a static ability or a lasting effect), or not at this untap.
        let skips = |g: &Game, c: CardId| {
            let obj = g.card(c).obj();
            g.effects.iter().any(|e| e.target == obj && e.change == Change::Grant(Keyword::SkipNextUntap))
        };
        let stays = |g: &Game, c: CardId| g.has_keyword(c, &Keyword::DoesntUntap) || skips(g, c);
        // Only an untap can be replaced by a Silent Skill (501.1a).
        let silent: Vec<CardId> = mine
            .iter()
            .copied()
            .filter(|&c| {
                self.card(c).zone == Zone::Battle && !stays(self, c) && !self.silent_skills(c).is_empty()
            })
            .collect();
        let used = if silent.is_empty() {
            Vec::new()
        } else {
            let n = silent.len() as u32;
            let kind = DecisionKind::Cards { candidates: silent, min: 0, max: n, required: Vec::new() };
            match self.ask(active, kind, None, Prompt::SilentSkill) {
                Some(Answer::Cards(c)) => c,
                Some(_) => Vec::new(),
                None => return Outcome::Again(Task::Untap, Vec::new()),
            }
        };
        let mut untapped = Vec::new();
        let mut kept = Vec::new();
        for c in mine {
            if used.contains(&c) {
                continue;
            }
            if self.has_keyword(c, &Keyword::DoesntUntap) {
                kept.push(c);
                continue;
            }
            // "It doesn't untap at the start of the next turn": used up by this untap.
            if skips(self, c) {
                let obj = self.card(c).obj();
                self.effects
                    .retain(|e| !(e.target == obj && e.change == Change::Grant(Keyword::SkipNextUntap)));
                kept.push(c);
                continue;
            }
            self.card_mut(c).tapped = false;
            untapped.push(c);
        }
        for &c in &used {
            let source = self.card(c).obj();
            for number in self.silent_skills(c) {
                // Its own or a given one, found where it is written (604).
                let (def, side, ability) = self.ability_at(c, number).expect("a Silent Skill it has");
                let id = self.next_pending;
                self.next_pending += 1;
                let text = self.ability((def, side, ability)).text.clone();
                self.pending.push(PendingEffect {
                    id,
                    controller: active,
                    source,
                    source_def: def,
                    side,
                    kind: PendingKind::Ability { ability },
                    trigger: Default::default(),
                    text: text.clone(),
                });
                self.emit_with(
                    EventKind::SilentSkillUsed { card: c, pending: id, text },
                    Some(Cause { card: c, def, ability: Some(ability) }),
                    &["501.1a", "602.1", "602.2"],
                    Vec::new(),
                );
            }
        }
        if !kept.is_empty() {
            self.emit_with(
                EventKind::NothingToDo {
                    card: kept.first().copied(),
                    what: Text::new(
                        format!(
                            "{} stays tapped this time",
                            kept.iter().map(|&c| self.name(c)).collect::<Vec<_>>().join(", ")
                        ),
                        format!("{}は今回アンタップしない", words::names(self, &kept, Lang::Ja)),
                    ),
                },
                None,
                &["501.1"],
                Vec::new(),
            );
        }
        if !untapped.is_empty() {
            self.emit_with(EventKind::Untapped { cards: untapped }, None, &["501.1", "702.3a"], Vec::new());
        }
        self.note(Happened::new(HappenedKind::StartOfTurn, active));
        Outcome::Done
    }

    /// "Skip the rest of the turn": whatever is still being processed or waiting lapses, and
    /// the game moves to the next turn (cards still in standby then go to the graveyard, 512.1).
    pub(crate) fn skip_the_rest_of_the_turn(&mut self) {
        self.skip_rest_of_turn = false;
        self.tasks.clear();
        self.pending.clear();
        // So do abilities still to be declared and delayed ones already triggered.
        self.to_declare.clear();
        self.delayed.retain(|d| d.fired.is_none());
        self.attack = None;
        self.decision = None;
        self.answers.clear();
        let player = self.turn.active;
        self.emit_with(
            EventKind::NothingToDo {
                card: None,
                what: Text::new(
                    format!("the rest of {player}'s turn is skipped"),
                    format!("{}のターンの残りを飛ばす", words::player(player, Lang::Ja)),
                ),
            },
            None,
            // An effect overrides the turn's steps (101.1); the game moves to the next turn (512.1).
            &["101.1", "512.1"],
            Vec::new(),
        );
        self.tasks.push(Task::NextTurn);
    }

    /// Ends the current step at the turn player's request (500.2).
    pub(crate) fn end_step(&mut self) {
        let next = match self.turn.step {
            TurnStep::StartOfTurn => TurnStep::Draw,
            TurnStep::Draw => TurnStep::ManaCharge,
            TurnStep::ManaCharge => TurnStep::Main,
            TurnStep::Main => TurnStep::Attack,
            TurnStep::Attack => TurnStep::EndOfTurn,
            TurnStep::EndOfTurn => {
                self.tasks.push(Task::NextTurn);
                return;
            }
        };
        self.tasks.push(Task::EnterStep(next));
    }

    /// The move to the next turn (512): cards left in standby go to the graveyard without
    /// triggering anything (512.1); "this turn" effects end (511.2).
    pub(crate) fn next_turn(&mut self) -> Outcome {
        for c in self.standby_cards() {
            let card = self.card(c).clone();
            self.detach(c);
            self.insert(c, Zone::Graveyard, crate::card::Destination::Graveyard);
            let object = self.new_object();
            let m = self.card_mut(c);
            m.standby = None;
            m.object = object;
            m.tapped = false;
            self.emit_with(
                EventKind::Moved {
                    card: c,
                    from: ZoneRef::new(card.owner, card.zone),
                    to: ZoneRef::new(card.owner, Zone::Graveyard),
                    how: MoveHow::Cleanup,
                    end: None,
                },
                None,
                &["512.1"],
                vec![Text::new("no ability triggers from this", "これによってトリガーする能力はない")],
            );
        }
        self.effects.retain(|e| e.until != Until::EndOfTurn);
        self.lasting.retain(|l| l.step.until != Until::EndOfTurn);
        #[cfg(whole_vocabulary)]
        self.lasting_statics.retain(|l| l.until != Until::EndOfTurn);
        // Extra turns come right after the turn they were gained in, the turn player's first
        // (500.5a); then regular turns go on alternating (500.5).
        crate::sort::sort_by(&mut self.extra_turns, |a, b| (a.1, !a.2) < (b.1, !b.2));
        let next = loop {
            self.turn.extra = !self.extra_turns.is_empty();
            let next = if self.extra_turns.is_empty() {
                self.regular = self.regular.opponent();
                self.regular
            } else {
                self.extra_turns.remove(0).0
            };
            // A skipped turn is not taken; the one after it comes instead (the card's words
            // over the order of turns, 101.1). Each skip is used once, so this ends.
            if self.skipped_turns[next] == 0 {
                break next;
            }
            self.skipped_turns[next] -= 1;
            self.emit_with(EventKind::TurnSkipped { player: next }, None, &["101.1"], Vec::new());
        };
        self.turn.active = next;
        self.turn.number += 1;
        self.turn.charged = 0;
        self.turn.spells_cast = Default::default();
        self.turn.used.clear();
        self.broke.clear();
        #[cfg(whole_vocabulary)]
        {
            self.attacked.clear();
            self.drawn = Default::default();
            self.attackers.clear();
        }
        self.emit_with(
            EventKind::TurnStarted { player: next, number: self.turn.number },
            None,
            &["500.1"],
            Vec::new(),
        );
        Outcome::Then(vec![Task::EnterStep(TurnStep::StartOfTurn)])
    }

    pub(crate) fn lose(&mut self, player: PlayerId, reason: Text, rules: &[RuleRef]) {
        if self.result.is_some() {
            return;
        }
        self.emit_with(EventKind::Lost { player, reason: reason.clone() }, None, rules, Vec::new());
        self.result =
            Some(GameResult { winner: Some(player.opponent()), reason: format!("{player} lost: {reason}") });
    }

    /// Both players lose at the same moment, for the same reason, the turn player first: the
    /// game ends with no winner (703.3: the state-based actions happen together; 両者敗北).
    pub(crate) fn lose_together(&mut self, reason: Text, rules: &[RuleRef]) {
        if self.result.is_some() {
            return;
        }
        let mut rules = rules.to_vec();
        rules.push("703.3");
        for player in [self.turn.active, self.turn.active.opponent()] {
            self.emit_with(EventKind::Lost { player, reason: reason.clone() }, None, &rules, Vec::new());
        }
        self.result = Some(GameResult { winner: None, reason: format!("Both players lost: {reason}") });
    }

    pub(crate) fn win(&mut self, player: PlayerId, reason: Text, rules: &[RuleRef]) {
        if self.result.is_some() {
            return;
        }
        self.emit_with(EventKind::Won { player, reason: reason.clone() }, None, rules, Vec::new());
        self.result = Some(GameResult { winner: Some(player), reason: format!("{player} won: {reason}") });
    }

    /// Ends a game that cannot go on with no winner: a loop no player can stop is a void game
    /// under the publisher's event rules (無効試合; `state::repeat`).
    pub(crate) fn end_void(&mut self, reason: Text) {
        if self.result.is_some() {
            return;
        }
        self.emit_with(EventKind::Void { reason: reason.clone() }, None, &[], Vec::new());
        self.result = Some(GameResult { winner: None, reason: format!("The game is void: {}", reason.en) });
        self.decision = None;
        self.tasks.clear();
    }
}

/// Whether an effect lasting `until` has yet to start: "during your opponent's next turn"
/// waits for that turn (`opponents_turn_begins` makes it "until the end of the turn" then).
pub(crate) fn not_yet(until: Until) -> bool {
    whole_or!(until == Until::OpponentsNextTurn, {
        let _ = until;
        false
    })
}

#[cfg(whole_vocabulary)]
impl Game {
    /// `active`'s turn starts: the effects its opponent made "during your opponent's next turn"
    /// apply from now to the end of this turn (500.3).
    fn opponents_turn_begins(&mut self, active: crate::player::PlayerId) {
        let theirs = |until: &mut Until, controller: crate::player::PlayerId| {
            if *until == Until::OpponentsNextTurn && controller != active {
                *until = Until::EndOfTurn;
            }
        };
        for e in &mut self.effects {
            theirs(&mut e.until, e.controller);
        }
        for l in &mut self.lasting {
            theirs(&mut l.step.until, l.controller);
        }
        for l in &mut self.lasting_statics {
            theirs(&mut l.until, l.controller);
        }
    }
}
