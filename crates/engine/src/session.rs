//! A session: a setup and the history of actions played from it, with a cursor for time travel.
//! Any moment is a replay (history is never undone by reversing changes), and acting from a
//! past moment starts a new branch while the old one is kept. Replays start from the nearest
//! checkpoint (a copy of the game kept every so many actions of the line), so going back costs
//! what a few hundred actions cost however long the session is.

use crate::action::Action;
use crate::card::CardDef;
use crate::rules::apply::ActionError;
use crate::setup::{Setup, SetupError};
use crate::state::{Game, Ruleset};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The history a session holds: what a link carries.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct History {
    pub setup: Setup,
    /// The current line of play.
    pub actions: Vec<Action>,
    /// How many actions of `actions` are applied at the moment shown.
    pub cursor: usize,
    /// Lines of play left by acting from a past moment: (the moment they left from, their actions).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub branches: Vec<(usize, Vec<Action>)>,
}

#[derive(Clone, Debug)]
pub struct Session {
    history: History,
    game: Game,
    checkpoints: Checkpoints,
}

/// Most checkpoints a session keeps: past it, every other one is dropped and the spacing
/// doubles, so memory stays bounded however long the line grows.
const MAX_CHECKPOINTS: usize = 128;
/// Actions between two checkpoints to begin with.
const CHECKPOINT_EVERY: usize = 128;

/// Copies of the game along the current line: `games[k]` is the game after `k * every` of its
/// actions (`games[0]`, the setup), kept without its log. The log along a line only grows, so
/// each copy's log is the start of the log after the furthest moment reached, kept once
/// (`log`, with its length after each moment, `log_at`): copies of a long game's log at every
/// checkpoint would cost hundreds of megabytes. Shared (`Arc`), so a session clones cheaply.
#[derive(Clone, Debug)]
pub(crate) struct Checkpoints {
    every: usize,
    games: Vec<Arc<Game>>,
    log: Arc<Vec<crate::event::Event>>,
    log_at: Vec<usize>,
}

impl Checkpoints {
    pub(crate) fn new(setup: Game) -> Checkpoints {
        let log_at = vec![setup.log.len()];
        let log = Arc::new(setup.log.clone());
        let mut setup = setup;
        setup.log = Vec::new();
        Checkpoints { every: CHECKPOINT_EVERY, games: vec![Arc::new(setup)], log, log_at }
    }

    /// Notes the game after `n` actions of the line (a replay passes every moment in order):
    /// its log if it is the furthest moment yet, and a copy if a checkpoint belongs there.
    pub(crate) fn passed(&mut self, n: usize, game: &Game) {
        if n == self.log_at.len() {
            let have = self.log.len().min(game.log.len());
            Arc::make_mut(&mut self.log).extend_from_slice(&game.log[have..]);
            self.log_at.push(game.log.len());
        }
        if n % self.every != 0 || n / self.every != self.games.len() {
            return;
        }
        let mut copy = game.clone();
        copy.log = Vec::new();
        self.games.push(Arc::new(copy));
        if self.games.len() > MAX_CHECKPOINTS {
            let mut k = 0;
            self.games.retain(|_| {
                k += 1;
                (k - 1) % 2 == 0
            });
            self.every *= 2;
        }
    }

    /// The latest checkpoint at or before moment `n`: (its moment, its game with its log).
    fn before(&self, n: usize) -> (usize, Game) {
        let k = (n / self.every).min(self.games.len() - 1);
        let at = k * self.every;
        let mut game = (*self.games[k]).clone();
        let len = self.log_at.get(at).copied().unwrap_or(0).min(self.log.len());
        game.log = self.log[..len].to_vec();
        (at, game)
    }

    /// Forgets the checkpoints and the log after moment `n` (the line changes there).
    fn keep_until(&mut self, n: usize) {
        self.games.truncate(n / self.every + 1);
        if n + 1 < self.log_at.len() {
            self.log_at.truncate(n + 1);
            let len = self.log_at[n];
            Arc::make_mut(&mut self.log).truncate(len);
        }
    }
}

/// Where replaying a history under another ruleset first differs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Comparison {
    /// The first action refused under the other ruleset (its index), if any.
    pub refused_at: Option<(usize, String)>,
    /// The first moment (number of actions applied) where the boards differ.
    pub differs_at: Option<usize>,
    /// The boards at that moment, as lines (this ruleset, the other).
    pub boards: Option<(Vec<String>, Vec<String>)>,
}

impl Session {
    pub fn new(setup: Setup) -> Result<Session, SetupError> {
        let game = Game::from_setup(&setup)?;
        let checkpoints = Checkpoints::new(game.clone());
        Ok(Session {
            history: History { setup, actions: Vec::new(), cursor: 0, branches: Vec::new() },
            game,
            checkpoints,
        })
    }

    /// Rebuilds a session from a history, replaying it. Fails if the setup is invalid or an
    /// action is refused (the index says which).
    pub fn from_history(history: History) -> Result<Session, String> {
        let game = Game::from_setup(&history.setup).map_err(|e| e.to_string())?;
        if history.cursor > history.actions.len() {
            return Err(format!(
                "the moment shown ({}) is past the {} actions",
                history.cursor,
                history.actions.len()
            ));
        }
        let mut checkpoints = Checkpoints::new(game.clone());
        // The whole line must replay, the actions after the cursor too.
        let mut ahead = game;
        let mut shown = (history.cursor == 0).then(|| ahead.clone());
        for (i, a) in history.actions.iter().enumerate() {
            ahead.apply(a.clone()).map_err(|e| format!("action {} ({a}) is refused: {e}", i + 1))?;
            checkpoints.passed(i + 1, &ahead);
            if i + 1 == history.cursor && history.cursor < history.actions.len() {
                shown = Some(ahead.clone());
            }
        }
        let game = shown.unwrap_or(ahead);
        Ok(Session { history, game, checkpoints })
    }

    /// A session from a history already replayed to `game` (its moment shown) and checked to the
    /// end of its line, as `codec::replay` does (with the checkpoints it passed): no second
    /// replay.
    pub(crate) fn from_replayed(history: History, game: Game, checkpoints: Checkpoints) -> Session {
        Session { history, game, checkpoints }
    }

    /// The same session with a custom card added to its cards, or replacing the card with its
    /// id. The history replays with it, so every copy, past and present, follows the new
    /// definition. Fails, naming why, if the card is refused or the history no longer replays.
    pub fn with_custom_card(&self, card: CardDef) -> Result<Session, String> {
        let mut history = self.history.clone();
        let defs = &mut history.setup.custom_cards;
        match defs.iter_mut().find(|c| c.id == card.id) {
            Some(old) if *old == card => return Ok(self.clone()),
            Some(old) => *old = card,
            None => defs.push(card),
        }
        Session::from_history(history)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    pub fn cursor(&self) -> usize {
        self.history.cursor
    }

    pub fn len(&self) -> usize {
        self.history.actions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.history.actions.is_empty()
    }

    /// Whether a link holds this session, so that what is kept or shared opens again; if not,
    /// the limit it is over (a line of more than 10,000 actions, more than 256 branches…).
    pub fn fits_in_link(&self) -> Result<(), crate::codec::OverLimit> {
        crate::codec::check(&crate::codec::Snapshot::new(self.history.clone(), None)).map(|_| ())
    }

    /// Applies an action at the moment shown. If that moment is in the past, the action the
    /// line or a kept branch plays next there is followed (as redo does: the same move again is
    /// not a new branch); any other action makes the later actions a branch (kept) and play
    /// continues from here.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        let mut next = self.game.clone();
        next.apply(action.clone())?;
        self.push(action, next);
        Ok(())
    }

    /// Records an action applied to a copy of the game, `next` being the game after it.
    fn push(&mut self, action: Action, next: Game) {
        let c = self.history.cursor;
        if c < self.history.actions.len() {
            if self.history.actions[c] == action {
                self.moved_to(c + 1, next);
                return;
            }
            if let Some(i) = self.branch_playing(c, &action) {
                if self.follow_branch(i, next.clone()) {
                    return;
                }
            }
            let tail = self.history.actions.split_off(c);
            rebase_branches(&mut self.history.branches, c, &tail);
            self.history.branches.push((c, tail));
            self.history.actions.push(action);
            tidy(&mut self.history);
            self.checkpoints.keep_until(c);
            self.moved_to(c + 1, next);
            return;
        } else if let Some(i) = self.branch_playing(c, &action) {
            if self.follow_branch(i, next.clone()) {
                return;
            }
        }
        self.history.actions.push(action);
        self.moved_to(c + 1, next);
    }

    /// Shows the moment `n` of the line, whose game is `game`.
    fn moved_to(&mut self, n: usize, game: Game) {
        self.checkpoints.passed(n, &game);
        self.history.cursor = n;
        self.game = game;
    }

    /// The kept branch that leaves the line at moment `at` with `action`, if any.
    fn branch_playing(&self, at: usize, action: &Action) -> Option<usize> {
        self.history.branches.iter().position(|(from, b)| *from == at && b.first() == Some(action))
    }

    /// Makes branch `i` the line and shows the moment after its first action, `next` being the
    /// game there. False, changing nothing, if the rest of the branch does not replay.
    fn follow_branch(&mut self, i: usize, next: Game) -> bool {
        let (at, history) = switched(&self.history, i);
        let mut ahead = next.clone();
        let mut checkpoints = self.checkpoints.clone();
        checkpoints.keep_until(at);
        checkpoints.passed(at + 1, &ahead);
        for (n, a) in history.actions.iter().enumerate().skip(at + 1) {
            if ahead.apply(a.clone()).is_err() {
                return false;
            }
            checkpoints.passed(n + 1, &ahead);
        }
        self.history = History { cursor: at + 1, ..history };
        self.checkpoints = checkpoints;
        self.game = next;
        true
    }

    /// [`Session::apply`], also returning the game after each processing step of the action
    /// (`Game::apply_stepwise`): stepping into it costs no replay.
    pub fn apply_stepwise(&mut self, action: Action) -> Result<crate::processing::Steps, ActionError> {
        let mut next = self.game.clone();
        let steps = next.apply_stepwise(action.clone())?;
        self.push(action, next);
        Ok(steps)
    }

    /// The game after `n` actions of the line, replayed from the nearest checkpoint (or the
    /// moment shown, when it is nearer). `None` past the line's end or if an action is refused
    /// (a session's line always replays: it was applied).
    fn replayed(&mut self, n: usize) -> Option<Game> {
        if n > self.history.actions.len() {
            return None;
        }
        let at = (n / self.checkpoints.every).min(self.checkpoints.games.len() - 1) * self.checkpoints.every;
        let (from, mut game) = if at <= self.history.cursor && self.history.cursor <= n {
            (self.history.cursor, self.game.clone())
        } else {
            self.checkpoints.before(n)
        };
        for k in from..n {
            game.apply(self.history.actions[k].clone()).ok()?;
            self.checkpoints.passed(k + 1, &game);
        }
        Some(game)
    }

    /// The game after each processing step of the action that led to the moment shown (empty
    /// at the setup), as stepping into it shows them; the last is [`Session::game`].
    pub fn steps(&self) -> crate::processing::Steps {
        let n = self.history.cursor;
        let Some(last) = n.checked_sub(1).and_then(|i| self.history.actions.get(i)) else {
            return crate::processing::Steps::default();
        };
        let (from, mut game) = self.checkpoints.before(n - 1);
        // A session's history always replays (it was applied); an error can't happen here.
        for a in &self.history.actions[from..n - 1] {
            if game.apply(a.clone()).is_err() {
                return crate::processing::Steps::default();
            }
        }
        game.apply_stepwise(last.clone()).unwrap_or_default()
    }

    /// Shows the moment after `n` actions (0: the setup).
    pub fn go_to(&mut self, n: usize) -> bool {
        match self.replayed(n) {
            Some(game) => {
                self.game = game;
                self.history.cursor = n;
                true
            }
            None => false,
        }
    }

    pub fn undo(&mut self) -> bool {
        self.history.cursor > 0 && self.go_to(self.history.cursor - 1)
    }

    pub fn redo(&mut self) -> bool {
        if self.history.cursor < self.history.actions.len() {
            let a = self.history.actions[self.history.cursor].clone();
            if self.game.apply(a).is_ok() {
                self.history.cursor += 1;
                self.checkpoints.passed(self.history.cursor, &self.game);
                return true;
            }
        }
        false
    }

    /// [`Session::redo`], also returning the game after each processing step of the action
    /// redone (`None`, changing nothing, at the end of the line).
    pub fn redo_stepwise(&mut self) -> Option<crate::processing::Steps> {
        let a = self.history.actions.get(self.history.cursor)?.clone();
        let mut next = self.game.clone();
        let steps = next.apply_stepwise(a).ok()?;
        self.moved_to(self.history.cursor + 1, next);
        Some(steps)
    }

    /// Switches to a kept branch: the current line after its fork becomes a branch in turn.
    /// Returns false, changing nothing, if there is no such branch or its line does not replay
    /// (a branch of a link written before branches were rebased, see `rebase_branches`).
    pub fn switch_branch(&mut self, i: usize) -> bool {
        if i >= self.history.branches.len() {
            return false;
        }
        let (at, history) = switched(&self.history, i);
        let mut checkpoints = self.checkpoints.clone();
        checkpoints.keep_until(at);
        // The line up to the fork is unchanged: replay from the checkpoint before it.
        let (from, mut game) = checkpoints.before(at);
        for (n, a) in history.actions.iter().enumerate().skip(from) {
            if game.apply(a.clone()).is_err() {
                return false;
            }
            checkpoints.passed(n + 1, &game);
        }
        self.history = history;
        self.checkpoints = checkpoints;
        self.game = game;
        true
    }

    /// Replays this history under the other ruleset and finds where the two first differ.
    pub fn compare(&self) -> Comparison {
        self.compare_as(None)
    }

    /// The comparison as `viewer` may see it: boards as that perspective sees them (400.2).
    pub fn compare_as(&self, viewer: Option<crate::PlayerId>) -> Comparison {
        let other = match self.history.setup.ruleset {
            Ruleset::Current => Ruleset::Legacy,
            Ruleset::Legacy => Ruleset::Current,
        };
        let mut setup = self.history.setup.clone();
        setup.ruleset = other;
        let (Ok(mut a), Ok(mut b)) = (
            Game::from_setup_like(&self.history.setup, &self.game),
            Game::from_setup_like(&setup, &self.game),
        ) else {
            return Comparison { refused_at: None, differs_at: None, boards: None };
        };
        let mut out = Comparison { refused_at: None, differs_at: None, boards: None };
        if a.sight(viewer).summary() != b.sight(viewer).summary() {
            out.differs_at = Some(0);
            out.boards = Some((a.sight(viewer).summary(), b.sight(viewer).summary()));
        }
        for (i, act) in self.history.actions.iter().enumerate() {
            let _ = a.apply(act.clone());
            if let Err(e) = b.apply(act.clone()) {
                out.refused_at = Some((i, e.to_string()));
                break;
            }
            if out.differs_at.is_none() && a.sight(viewer).summary() != b.sight(viewer).summary() {
                out.differs_at = Some(i + 1);
                out.boards = Some((a.sight(viewer).summary(), b.sight(viewer).summary()));
            }
        }
        out
    }
}

/// The history with branch `i` as the line, shown at its end, and the moment it leaves the old
/// line (`i` must be a branch).
fn switched(history: &History, i: usize) -> (usize, History) {
    let mut history = history.clone();
    let (at, actions) = history.branches.remove(i);
    let at = at.min(history.actions.len());
    let tail = history.actions.split_off(at);
    rebase_branches(&mut history.branches, at, &tail);
    if !tail.is_empty() {
        history.branches.push((at, tail));
    }
    history.actions.extend(actions);
    history.cursor = history.actions.len();
    tidy(&mut history);
    (at, history)
}

/// Keeps each branch from the moment it leaves the line, and only lines played nowhere else:
/// a branch whose first actions are the line's starts after them (so making its next move
/// follows it, `Session::branch_playing`), and a branch the line or another branch holds
/// whole is dropped (switching to it showed nothing new, and a link would carry it twice).
fn tidy(history: &mut History) {
    let line = &history.actions;
    history.branches.retain_mut(|(at, tail)| {
        if *at <= line.len() {
            let shared = tail.iter().zip(&line[*at..]).take_while(|(a, b)| a == b).count();
            tail.drain(..shared);
            *at += shared;
        }
        !tail.is_empty()
    });
    let b = &history.branches;
    // Only branches from the same moment can hold one another: others differ at the earlier fork.
    let held = |i: usize| {
        b.iter().enumerate().any(|(j, (at, tail))| {
            j != i && *at == b[i].0 && tail.starts_with(&b[i].1) && (tail.len() > b[i].1.len() || j < i)
        })
    };
    let keep: Vec<bool> = (0..b.len()).map(|i| !held(i)).collect();
    let mut k = keep.iter();
    history.branches.retain(|_| k.next() == Some(&true));
}

/// Keeps every branch playable when the current line loses its `tail` after moment `at` (to a
/// new branch): a branch that left the line later than `at` started from actions that are no
/// longer on the line, so it becomes a branch from `at` carrying them. Without this, switching
/// to it would play its actions after the wrong ones (found by the session_actions fuzzer).
fn rebase_branches(branches: &mut [(usize, Vec<Action>)], at: usize, tail: &[Action]) {
    for (from, actions) in branches.iter_mut() {
        if *from > at {
            let kept = (*from - at).min(tail.len());
            actions.splice(0..0, tail[..kept].iter().cloned());
            *from = at;
        }
    }
}

// They write cards as text: run with the `text` feature (the default).
#[cfg(all(test, feature = "text"))]
mod tests {
    use super::*;
    use crate::action::Manual;
    use crate::card::text::parse_card;
    use crate::zone::{Zone, ZoneRef};
    use crate::PlayerId;
    use std::sync::Arc;

    #[test]
    fn a_changed_custom_card_replays_into_every_copy() {
        let card = parse_card("[[card]]\nid = 100000\nname = \"Scout\"\ntype = \"creature\"\ncivilizations = [\"water\"]\ncost = 2\npower = 1000\n").unwrap();
        let s = Session::new(Setup::default()).unwrap().with_custom_card(card.clone()).unwrap();
        let mut s = s.with_custom_card(card.clone()).unwrap();
        s.apply(Action::Manual(Manual::Create {
            card: card.id,
            to: ZoneRef::new(PlayerId::P1, Zone::Battle),
        }))
        .unwrap();
        let copy = s.game().zone_cards(PlayerId::P1, Zone::Battle)[0];
        let mut stronger = card.clone();
        stronger.front.power = Some(5000);
        let s2 = s.with_custom_card(stronger).unwrap();
        assert_eq!(s2.game().power(copy), 5000);
        assert_eq!(s2.history().actions, s.history().actions);
        // A definition the history can't replay with (a spell can't be in the battle zone).
        let mut spell = card.clone();
        spell.front.card_type = crate::card::CardType::Spell;
        spell.front.power = None;
        assert!(s.with_custom_card(spell).unwrap_err().contains("can't be in the battle zone"));
    }

    #[test]
    fn time_travel_reuses_the_card_database_and_a_changed_card_rebuilds_it() {
        let card = parse_card("[[card]]\nid = 100000\nname = \"Scout\"\ntype = \"creature\"\ncivilizations = [\"water\"]\ncost = 2\npower = 1000\n").unwrap();
        let mut s = Session::new(Setup::default()).unwrap().with_custom_card(card.clone()).unwrap();
        let to = ZoneRef::new(PlayerId::P1, Zone::Battle);
        s.apply(Action::Manual(Manual::Create { card: card.id, to })).unwrap();
        let db = s.game().db().clone();
        assert!(s.undo() && s.redo());
        assert!(Arc::ptr_eq(s.game().db(), &db), "undo and redo rebuilt the card database");
        let mut stronger = card;
        stronger.front.power = Some(5000);
        let s2 = s.with_custom_card(stronger).unwrap();
        assert!(!Arc::ptr_eq(s2.game().db(), &db));
        assert_eq!(s2.game().db().custom().count(), 1);
    }
}
