//! Stepping into an action, like a debugger: the moment shown may be inside the action before
//! the cursor, after some of its processing steps (the engine's `processing.rs`). The session
//! keeps the whole action applied; this module owns only which step is shown. Its controls
//! and the inspector's "Processing now" are `view/stepping.rs`.
//!
//! - Step: the next processing step (into the next action when at an action's end);
//! - Step back: the step before (into the previous action's last steps);
//! - Step over: the action's end (the next whole action when at an end);
//! - Step out: the end of what is resolving now (the first later step with fewer resolutions
//!   in progress), or the action's end.

use super::Model;
use crate::i18n::tr;
use horyu_engine::processing::Steps;
use horyu_engine::Game;

/// The processing steps of the action before the cursor, and the one shown.
#[derive(Clone, Debug)]
pub struct Inside {
    /// The game after each step; the last is the action's end (the session's game). Kept
    /// without copies of the log (`Steps`): only the step shown is made whole.
    steps: Steps,
    /// The step shown: always before the last (at the last, the moment is the action's end
    /// and there is no `Inside`).
    at: usize,
    /// The game at step `at`, with its log.
    game: Game,
}

impl Inside {
    /// Inside an action at step `at` (0-based), or `None` when that is its end.
    pub fn new(steps: Steps, at: usize) -> Option<Inside> {
        if at + 1 >= steps.len() {
            return None;
        }
        let game = steps.game(at)?;
        Some(Inside { steps, at, game })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The step shown, 1-based, and how many the action has (its end included).
    pub fn position(&self) -> (usize, usize) {
        (self.at + 1, self.steps.len())
    }

    /// How many events of the line of play have happened at the step shown.
    pub fn events_shown(&self) -> usize {
        self.steps.log_len(self.at)
    }

    /// How many events had happened at the step before (where the step shown began): at the
    /// first step, the events of earlier actions (events are numbered by their action).
    pub fn events_before(&self) -> usize {
        match self.at {
            0 => {
                let log = self.steps.log(0);
                let action = log.last().map_or(0, |e| e.action);
                log.partition_point(|e| e.action < action)
            }
            k => self.steps.log_len(k - 1),
        }
    }

    /// The step that ends what is resolving at the step shown.
    fn out(&self) -> usize {
        let depth = self.steps.processing_depth(self.at);
        (self.at + 1..self.steps.len())
            .find(|&k| self.steps.processing_depth(k) < depth)
            .unwrap_or(self.steps.len() - 1)
    }
}

/// The stepping state: where inside an action the moment shown is, and how played actions
/// are shown.
#[derive(Clone, Debug, Default)]
pub struct Stepper {
    /// The moment shown is inside the action before the cursor.
    pub inside: Option<Inside>,
    /// Actions played are shown from their first processing step ("Step into actions"). A
    /// ruling's Next step does so anyway on the page (`Model::next_step`).
    pub into: bool,
    /// Cards in standby just before the last action (card, zone, why), for the tray's trace.
    pub standby_before: Vec<(horyu_engine::CardId, horyu_engine::Zone, horyu_engine::state::StandbyReason)>,
}

/// Moving in time: undo and redo, the log, branches, steps inside an action.
pub enum StepMsg {
    Undo,
    Redo,
    GoTo(usize),
    /// Scrubs the log: the step of its event `i`.
    GoToEvent(usize),
    Step(Stepping),
    /// Actions played are shown from their first processing step, or not.
    StepInto(bool),
    Branch(usize),
}

/// A stepping command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stepping {
    Step,
    Back,
    Over,
    Out,
}

impl Stepping {
    /// The key that gives the command anywhere on the page but in a field or a dialog:
    /// S step, B back, O over, U out (up to what is resolving).
    pub const KEYS: [(Stepping, &'static str); 4] =
        [(Stepping::Step, "s"), (Stepping::Back, "b"), (Stepping::Over, "o"), (Stepping::Out, "u")];

    pub fn key(self) -> &'static str {
        Self::KEYS.iter().find(|(c, _)| *c == self).map_or("", |(_, k)| k)
    }

    pub fn for_key(key: &str) -> Option<Stepping> {
        Self::KEYS.iter().find(|(_, k)| k.eq_ignore_ascii_case(key)).map(|(c, _)| *c)
    }
}

impl Model {
    /// Whether a stepping command can do something now.
    pub fn can_step(&self, cmd: Stepping) -> bool {
        let (cursor, len) = (self.session.cursor(), self.session.len());
        match (cmd, &self.stepping.inside) {
            (Stepping::Back, None) => cursor > 0,
            (Stepping::Step | Stepping::Over, None) => cursor < len,
            (Stepping::Out, None) => false,
            (_, Some(_)) => true,
        }
    }

    pub fn step(&mut self, cmd: Stepping) {
        match (cmd, self.stepping.inside.take()) {
            (Stepping::Step, Some(i)) => self.show_step(i.steps, i.at + 1),
            (Stepping::Back, Some(i)) if i.at > 0 => self.show_step(i.steps, i.at - 1),
            (Stepping::Back, Some(_)) => {
                // Before the first step: the previous action's end.
                let c = self.session.cursor();
                self.go_to(c.saturating_sub(1));
            }
            (Stepping::Over, Some(_)) => {}
            (Stepping::Out, Some(i)) => {
                let out = i.out();
                self.show_step(i.steps, out);
            }
            (Stepping::Step, None) => {
                let before = self.standby_now();
                if let Some(steps) = self.session.redo_stepwise() {
                    self.stepping.standby_before = before;
                    self.show_step(steps, 0);
                }
            }
            (Stepping::Over, None) => self.redo(),
            (Stepping::Back, None) => {
                let steps = self.session.steps();
                let last = steps.len().saturating_sub(1);
                self.show_step(steps, last.saturating_sub(1));
                if self.stepping.inside.is_none() {
                    // A one-step action: back to the moment before it.
                    let c = self.session.cursor();
                    self.go_to(c.saturating_sub(1));
                }
            }
            (Stepping::Out, None) => {}
        }
        self.moment_changed(super::Moved::Stepped);
    }

    /// Shows the step of the log's event `i`: its action, stopped where the event happened.
    pub fn go_to_event(&mut self, i: usize) {
        let Some(action) = self.log.get(i).map(|e| e.action as usize) else { return };
        self.go_to(action);
        if action == 0 {
            return;
        }
        let steps = self.session.steps();
        let at = (0..steps.len()).position(|k| steps.log_len(k) > i).unwrap_or(steps.len().saturating_sub(1));
        self.show_step(steps, at);
        self.moment_changed(super::Moved::Stepped);
    }

    /// Shows step `at` of `steps` (the action before the cursor), or its end.
    pub(crate) fn show_step(&mut self, steps: Steps, at: usize) {
        self.stepping.inside = Inside::new(steps, at);
    }

    /// After opening a link or a file that shows processing step `step` (0: none) of the action
    /// before the cursor: shows it, from `steps` when the opener replayed them already.
    pub(crate) fn show_opened_step(&mut self, step: usize, steps: Steps) {
        if step > 0 {
            let steps = if steps.is_empty() { self.session.steps() } else { steps };
            self.show_step(steps, step - 1);
        }
    }

    /// Why no action can be taken at the moment shown, when it is inside an action.
    pub fn inside_refusal(&self) -> Option<String> {
        let (k, n) = self.stepping.inside.as_ref()?.position();
        Some(format!(
            "{} ({k}/{n})",
            tr(self.lang, "This moment is inside an action: step over to its end to act")
        ))
    }
}

impl Model {
    /// Moving in time.
    pub fn on_step(&mut self, msg: StepMsg) {
        match msg {
            StepMsg::Undo => self.undo(),
            StepMsg::Redo => self.redo(),
            StepMsg::GoTo(n) => self.go_to(n),
            StepMsg::GoToEvent(i) => self.go_to_event(i),
            StepMsg::Step(cmd) => self.step(cmd),
            StepMsg::StepInto(on) => self.stepping.into = on,
            StepMsg::Branch(i) => self.switch_branch(i),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use horyu_engine::{PlayerId, Zone};

    fn stream_in_standby(g: &Game) -> bool {
        g.zone_cards(PlayerId::P1, Zone::Hand)
            .iter()
            .any(|&c| g.name(c) == "Energy Stream" && g.card(c).in_standby())
    }

    /// The default ruling (409.1c, Energy Stream): with "Step into actions", its step stops with
    /// the spell in standby; Step walks to the action's end, Step back returns, a link keeps the
    /// step, and acting inside an action is refused with the board unchanged.
    #[test]
    fn a_ruling_can_be_watched_step_by_step() {
        let mut m = Model::for_tests(Lang::En);
        m.next_step(); // the board's check, no action
        m.next_step(); // use Energy Stream
        let inside = m.stepping.inside.as_ref().expect("the use is shown from its first step");
        let (k, n) = inside.position();
        assert_eq!(k, 1);
        assert!(n >= 4, "{n} steps");
        assert!(stream_in_standby(m.game()));
        assert_eq!(m.game().count(PlayerId::P1, Zone::Hand), 0, "not counted in the hand (409.1c)");
        // The embed's state message says where it stands.
        let state = m.embed_state();
        assert_eq!(state.inside, Some((1, n)));
        assert_eq!(state.ruling, Some((2, 3)));
        assert!(state.last.as_deref().is_some_and(|l| l.contains("standby")), "{:?}", state.last);
        // Acting is refused inside, and nothing changes.
        let history = m.session.history().clone();
        let hash = m.game().state_hash();
        let end = horyu_engine::Action::EndStep;
        assert!(m.act(end).unwrap_err().contains("inside an action"));
        assert_eq!((m.session.history(), m.game().state_hash()), (&history, hash));
        // A link of this moment opens at the same step.
        let link = m.link();
        let mut other = Model::for_tests(Lang::En);
        other.open_link(&link).unwrap();
        assert_eq!(other.stepping.inside.as_ref().map(Inside::position), Some((1, n)));
        assert_eq!(other.game().state_hash(), hash);
        // Step to the end, then back into the last step.
        for _ in 1..n {
            assert!(m.can_step(Stepping::Step));
            m.step(Stepping::Step);
        }
        assert!(m.stepping.inside.is_none());
        assert!(!stream_in_standby(m.game()));
        m.step(Stepping::Back);
        assert_eq!(m.stepping.inside.as_ref().map(Inside::position), Some((n - 1, n)));
        // Step out of the spell's resolution reaches the action's end (nothing encloses it).
        m.step(Stepping::Out);
        assert!(m.stepping.inside.is_none());
    }

    /// On the page a ruling's Next step stops at the standby moment; the next press shows the
    /// step's end (where its expectation is checked) without playing on; the one after plays
    /// the next step. A reader's own action is one moment unless "Step into actions" is on.
    #[test]
    fn next_step_shows_the_standby_moment_then_the_steps_end() {
        let mut m = Model::for_tests(Lang::En);
        assert!(!m.stepping.into);
        m.next_step();
        m.next_step();
        assert!(stream_in_standby(m.game()), "the use is shown from its first step");
        let done = m.rulings.scenario.as_ref().map(|r| r.done);
        let cursor = m.session.cursor();
        m.next_step();
        assert!(m.stepping.inside.is_none(), "the step's end");
        assert!(!stream_in_standby(m.game()));
        assert_eq!(
            (m.rulings.scenario.as_ref().map(|r| r.done), m.session.cursor()),
            (done, cursor),
            "nothing more played"
        );
        m.next_step();
        assert_eq!(m.rulings.scenario.as_ref().map(|r| r.done), done.map(|d| d + 1));
        // The reader's own cast, in the same ruling: one moment.
        m.restart_scenario();
        m.next_step();
        let stream = m.game().zone_cards(PlayerId::P1, Zone::Hand)[0];
        let at = horyu_engine::ZoneRef::new(PlayerId::P1, Zone::Battle);
        m.drop_card(stream, crate::model::Target::Zone(at)).unwrap();
        assert!(m.stepping.inside.is_none());
        // An embed's Next step shows each step's end.
        let mut embedded = Model::for_tests(Lang::En);
        embedded.embed = Some(crate::model::embed::Embed::default());
        assert!(!embedded.steps_into_ruling());
    }

    /// Scrubbing the log: a line of the log opens the step where it happened.
    #[test]
    fn a_log_line_opens_the_step_of_its_event() {
        let mut m = Model::for_tests(Lang::En);
        m.next_whole_step();
        m.next_whole_step();
        assert!(m.stepping.inside.is_none(), "a whole step ends with its action");
        let destroyed = m
            .log
            .iter()
            .position(|e| e.text.contains("destroyed"))
            .expect("Ogrist Vhal's destruction is logged");
        m.go_to_event(destroyed);
        let inside = m.stepping.inside.as_ref().expect("the destruction is inside the use");
        assert_eq!(inside.events_shown(), destroyed + 1, "stopped right after the event");
        assert!(stream_in_standby(m.game()), "the spell still waits in standby then");
        // Undo from inside goes to the moment before the action.
        let c = m.session.cursor();
        m.undo();
        assert!(m.stepping.inside.is_none());
        assert_eq!(m.session.cursor(), c - 1);
    }

    /// Stepping forward through an action of a ruling counts its step as done, as Forward does.
    #[test]
    fn stepping_through_a_rulings_action_moves_its_progress() {
        let mut m = Model::for_tests(Lang::En);
        m.next_step();
        m.next_step();
        let done = m.rulings.scenario.as_ref().map(|r| r.done);
        m.undo();
        assert_ne!(m.rulings.scenario.as_ref().map(|r| r.done), done);
        m.step(Stepping::Step);
        assert!(m.stepping.inside.is_some());
        while m.stepping.inside.is_some() {
            m.step(Stepping::Step);
        }
        assert_eq!(m.rulings.scenario.as_ref().map(|r| r.done), done);
    }
}
