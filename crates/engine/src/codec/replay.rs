//! Opening a link a piece at a time. A link of 10,000 legal actions takes a second or more to
//! replay in a page; done in one go on the page's thread it freezes the tab (an embed freezes
//! its host page's). [`Replay`] replays one action per [`Replay::advance`], so a page can run a
//! few milliseconds of it per frame, show the board's setup and the progress meanwhile, and let
//! the reader cancel. [`super::open`] runs it to the end at once.

use super::{LinkError, Opened, Snapshot};
use crate::session::{Checkpoints, Session};
use crate::state::Game;

/// A snapshot being replayed: checked as it goes, action by action, exactly as
/// [`super::open`] checks it.
#[derive(Debug)]
pub struct Replay {
    snapshot: Snapshot,
    /// The board before any action.
    setup: Game,
    game: Game,
    checkpoints: Checkpoints,
    /// The game at the moment shown, once the replay has passed it.
    at_cursor: Option<Game>,
    /// The games after each processing step of the action before the cursor, when the snapshot
    /// shows a step inside it.
    inside: crate::processing::Steps,
    /// Actions replayed so far.
    done: usize,
}

impl Replay {
    /// Checks the snapshot's moment and builds its board; no action is replayed yet.
    pub fn new(snapshot: Snapshot) -> Result<Replay, LinkError> {
        let h = &snapshot.history;
        if snapshot.step > 0 && h.cursor == 0 {
            return Err(LinkError::InvalidHistory(format!(
                "a processing step ({}) is shown, but no action is applied to be inside",
                snapshot.step
            )));
        }
        if h.cursor > h.actions.len() {
            return Err(LinkError::InvalidHistory(format!(
                "the moment shown ({}) is past the {} actions",
                h.cursor,
                h.actions.len()
            )));
        }
        let game = Game::from_setup(&h.setup)?;
        let checkpoints = Checkpoints::new(game.clone());
        Ok(Replay {
            snapshot,
            setup: game.clone(),
            game,
            checkpoints,
            at_cursor: None,
            inside: crate::processing::Steps::default(),
            done: 0,
        })
    }

    /// The board before any action, as a session of its own: what a page shows while the rest
    /// replays, or after the reader cancels.
    pub fn setup_session(&self) -> Session {
        let history = crate::session::History {
            setup: self.snapshot.history.setup.clone(),
            actions: Vec::new(),
            cursor: 0,
            branches: Vec::new(),
        };
        Session::from_replayed(history, self.setup.clone(), Checkpoints::new(self.setup.clone()))
    }

    /// The perspective the link shows.
    pub fn perspective(&self) -> Option<crate::player::PlayerId> {
        self.snapshot.perspective
    }

    /// Actions replayed, and how many there are.
    pub fn progress(&self) -> (usize, usize) {
        (self.done, self.snapshot.history.actions.len())
    }

    /// Replays the next action; `Ok(true)` once every action is replayed. An action the rules
    /// refuse ends the replay with its place in the line.
    pub fn advance(&mut self) -> Result<bool, LinkError> {
        let (step, cursor) = (self.snapshot.step, self.snapshot.history.cursor);
        let i = self.done;
        let Some(a) = self.snapshot.history.actions.get(i) else { return Ok(true) };
        if i == cursor {
            self.at_cursor = Some(self.game.clone());
        }
        let refused = |e| LinkError::ActionRefused { index: i + 1, message: format!("{a}: {e}") };
        if step > 0 && i + 1 == cursor {
            self.inside = self.game.apply_stepwise(a.clone()).map_err(refused)?;
            let steps = self.inside.len();
            if step >= steps {
                return Err(LinkError::InvalidHistory(format!(
                    "the processing step shown ({step}) is not inside action {cursor}, which has {steps} steps (a link shows 1 to {} inside it)",
                    steps.saturating_sub(1)
                )));
            }
        } else {
            self.game.apply(a.clone()).map_err(refused)?;
        }
        self.done += 1;
        self.checkpoints.passed(self.done, &self.game);
        Ok(self.done == self.snapshot.history.actions.len())
    }

    /// Replays what is left and opens the session at the moment shown.
    pub fn finish(mut self) -> Result<Opened, LinkError> {
        while !self.advance()? {}
        let game = self.at_cursor.take().unwrap_or(self.game);
        Ok(Opened {
            session: Session::from_replayed(self.snapshot.history, game, self.checkpoints),
            perspective: self.snapshot.perspective,
            step: self.snapshot.step,
            steps: self.inside,
        })
    }
}
