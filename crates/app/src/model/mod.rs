//! The playground's state and what the user does to it, with no browser code (so it is
//! tested natively). Every rule question goes to the engine: which moves are legal, what
//! happens, why a move is refused. The model only remembers interface state beside the
//! engine's [`Session`]: the mode, the perspective, the language, a picked card, a scenario
//! being stepped through. Each part of the page that keeps state of its own has a module and
//! a slice of the model: the table's gestures (`table`), the standby tray's trace
//! (`standby`), the resolution inspector (`inspector`: [`Inspector`]), the ruling shown and
//! the gallery (`gallery`: [`GalleryPanel`]), links in and out and the share panel (`share`:
//! [`SharePanel`]); the sessions kept (`crate::sessions`) and the card library
//! (`crate::library`) too. This module holds the session itself: acting, undo and time
//! travel, the perspective, the language and the log.

use horyu_engine::card::{case, Side};
use horyu_engine::codec::{self, Snapshot};
use horyu_engine::decision::{Answer, DecisionKind};
use horyu_engine::event::{Event, EventKind};
use horyu_engine::explore::Exploration;
use horyu_engine::session::{Comparison, Session};
use horyu_engine::setup::{CardSetup, Setup};
use horyu_engine::sight::Sight;
use horyu_engine::state::{StandbyReason, TurnStep};
use horyu_engine::words;
use horyu_engine::{Action, CardDb, CardId, Game, Manual, PlayerId, Ruleset, Zone, ZoneRef};

use std::rc::Rc;

use crate::i18n::{tr, Lang};

pub use horyu_engine::gallery::{Gallery, Ruling, RulingStep};

pub mod embed;
pub mod gallery;
pub mod inspector;
pub mod library;
pub mod notices;
pub mod offload;
pub mod pool_load;
pub mod sessions;
pub mod share;
mod standby;
pub mod stepping;
pub mod table;
pub mod whole;

pub use self::gallery::{RulingsState, ScenarioRun};
pub use self::inspector::Inspector;
pub use self::library::Library;
pub use self::notices::{Notice, Notices};
pub use self::share::Share;
pub use self::stepping::Stepper;
pub use self::table::Table;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A drop is a game action, checked by the engine.
    Rules,
    /// A drop is a manual move (`Manual::Move`), recorded in the history.
    Sandbox,
}

/// Where a card can be dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Zone(ZoneRef),
    Card(CardId),
    Standby,
}

impl Target {
    /// The same target with its card, if it names one, passed through `f` (`None` drops it).
    pub fn map_card(self, f: impl FnOnce(CardId) -> Option<CardId>) -> Option<Target> {
        match self {
            Target::Card(c) => f(c).map(Target::Card),
            other => Some(other),
        }
    }
}

/// How the moment shown changed (`Model::moment_changed`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Moved {
    /// An action was played (or replayed by Redo, or a ruling's step) at the cursor.
    Played,
    /// A processing step inside the same action.
    Stepped,
    /// Undo, a jump in the log, another branch: another moment of the same session.
    Jumped,
    /// Another session replaced the one shown.
    NewSession,
    /// The same moment from another perspective (400.2): the log is worded again.
    Perspective,
}

/// One line of the log, described once (the log only grows while play goes on).
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub text: String,
    pub cause: Option<String>,
    pub rules: Vec<&'static str>,
    pub notes: Vec<String>,
    pub depth: u16,
    pub action: u32,
    /// Whether it changed what the table shows (`EventKind::changes_board`): an embed's bar
    /// gives the last such line as what happened.
    pub changes_board: bool,
}

impl LogEntry {
    /// The event as the perspective of `sight` may read it (400.2).
    pub fn new(e: &Event, sight: Sight, lang: Lang) -> LogEntry {
        LogEntry {
            text: sight.describe(e, lang),
            cause: sight.cause(e, lang),
            rules: e.rules.to_vec(),
            notes: sight.notes(e, lang),
            depth: e.depth,
            action: e.action,
            changes_board: e.kind.changes_board(),
        }
    }
}

pub struct Model {
    pub session: Session,
    pub mode: Mode,
    pub perspective: Option<PlayerId>,
    pub lang: Lang,
    /// The log of the whole line of play (also past the moment shown).
    pub log: Vec<LogEntry>,
    /// The table's gestures: the card inspected, picked, dragged, refused, chosen (table.rs).
    pub table: Table,
    /// What the page tells the user until dismissed (notices.rs).
    pub notices: Notices,
    /// The ruling shown, the rulings gallery and their files (gallery.rs).
    pub rulings: RulingsState,
    /// The resolution inspector: the order arranged, the explorer, the comparison (inspector.rs).
    pub inspector: Inspector,
    /// Links in and out: the share panel, a link being opened (share.rs).
    pub share: Share,
    /// The card library, the card editor and finder, the pool (library.rs, pool_load.rs).
    pub library: Library,
    /// The sessions kept in this browser (sessions.rs).
    pub shelf: crate::model::sessions::Shelf,
    /// The moment shown inside an action and how actions are stepped (stepping.rs).
    pub stepping: Stepper,
    /// Embedded in another page (`?embed`): a compact board, no storage, no app chrome; the
    /// options its address gave (embed.rs).
    pub embed: Option<embed::Embed>,
    /// The top bar's controls, on a narrow screen where they fold into a menu.
    pub menu_open: bool,
    /// Work queued for the worker module, sent by the page after each update (offload.rs).
    pub outbox: Vec<(crate::model::offload::Errand, horyu_engine::offload::Work)>,
    /// The whole module is to be loaded, and why (whole.rs): done by the page after the update.
    pub whole: Option<whole::LoadWhole>,
}

/// The card finder as the page holds it: its answer to the last "Add".
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FinderOpen {
    pub status: Option<(String, bool)>,
}

impl Model {
    pub fn new(lang: Lang) -> Model {
        let session = Session::new(Setup::default()).expect("the empty setup is valid");
        let mut m = Model {
            session,
            mode: Mode::Rules,
            perspective: None,
            lang,
            log: Vec::new(),
            table: Table::default(),
            notices: Notices::default(),
            rulings: RulingsState::default(),
            inspector: Inspector::default(),
            share: Share::default(),
            library: Library::default(),
            shelf: Default::default(),
            stepping: Stepper::default(),
            embed: None,
            menu_open: false,
            whole: None,
            outbox: Vec::new(),
        };
        // The ruling the page opens on is in the first load (rulings.rs): no fetch before the
        // board shows.
        match crate::rulings::default_ruling() {
            Ok(ruling) => m.open_ruling(Rc::new(ruling)),
            Err(e) => m.notices.banner = Some(e),
        }
        m
    }

    /// A model whose gallery has arrived (built natively from tests/rulings): the default
    /// ruling is open.
    #[cfg(test)]
    pub fn for_tests(lang: Lang) -> Model {
        let mut m = Model::new(lang);
        m.rulings_arrived(Ok(crate::rulings::for_tests()));
        m
    }

    /// The game at the moment shown: a processing step when inside an action.
    pub fn game(&self) -> &Game {
        match &self.stepping.inside {
            Some(i) => i.game(),
            None => self.session.game(),
        }
    }

    pub(crate) fn say(&mut self, text: impl Into<String>, error: bool) {
        self.notices.notice = Some(Notice { text: text.into(), error });
    }

    /// The one place that forgets what belonged to the moment shown before: a gesture under
    /// way, a choice, the explorer's and the comparison's answers, an order planned, a notice.
    /// Each change of moment says how it changed; each part keeps what still holds.
    pub(crate) fn moment_changed(&mut self, how: Moved) {
        self.table.forget_gesture();
        match how {
            // Inside the same action the line is the same: its comparison still holds.
            Moved::Stepped => self.inspector.forget_exploration(),
            _ => self.inspector.forget_answers(),
        }
        if matches!(how, Moved::Jumped | Moved::NewSession) {
            self.stepping.inside = None;
            self.inspector.plan.clear();
            self.recompute_standby_before();
        }
        match how {
            Moved::Played | Moved::NewSession => {}
            Moved::Perspective => {
                self.table.inspect = None;
                self.rebuild_log();
            }
            Moved::Stepped | Moved::Jumped => {
                self.notices.notice = None;
                // Moving along a ruling's line moves its progress.
                self.sync_scenario();
            }
        }
        if how == Moved::Played {
            self.notices.notice = None;
        }
    }

    /// Switches the interface language; the log is worded again in it.
    pub fn set_lang(&mut self, lang: Lang) {
        if self.lang != lang {
            self.lang = lang;
            self.rebuild_log();
        }
    }

    fn rebuild_log(&mut self) {
        let tip;
        let g = if self.session.cursor() == self.session.len() {
            self.session.game()
        } else {
            let mut s = self.session.clone();
            s.go_to(s.len());
            tip = s;
            tip.game()
        };
        let sight = g.sight(self.perspective);
        self.log = g.log().iter().map(|e| LogEntry::new(e, sight, self.lang)).collect();
    }

    /// After an action at the tip: describe only the new events.
    fn extend_log(&mut self) {
        let g = self.session.game();
        if g.log().len() < self.log.len() {
            self.log.clear();
        }
        let start = self.log.len();
        let sight = g.sight(self.perspective);
        let new: Vec<LogEntry> =
            g.log()[start..].iter().map(|e| LogEntry::new(e, sight, self.lang)).collect();
        self.log.extend(new);
    }

    pub(crate) fn replace_session(&mut self, session: Session) {
        self.rulings.board = crate::rulings::ruling_board(&session.history().setup);
        self.stepping.inside = None;
        self.session = session;
        self.rebuild_log();
        self.moment_changed(Moved::NewSession);
    }

    // Scenarios --------------------------------------------------------------------------

    /// A new game of the two starter decks from `seed`: shuffled, five shields, five cards in
    /// hand, player 1's first turn (103).
    pub fn new_game(&mut self, seed: u64) {
        match Session::new(horyu_engine::selfplay::starter_setup(seed)) {
            Ok(s) => {
                self.rulings.scenario = None;
                self.shelf.detach(None);
                self.replace_session(s);
                self.rulings.gallery.open = false;
                self.table.inspect = None;
                self.notices.notice = None;
            }
            Err(e) => self.say(e.to_string(), true),
        }
    }

    /// Applies an action through the session (acting from the past starts a branch).
    pub fn act(&mut self, action: Action) -> Result<(), String> {
        if let Some(why) = self.inside_refusal() {
            self.say(why.clone(), true);
            return Err(why);
        }
        let branched = self.session.cursor() < self.session.len();
        let before = self.standby_now();
        let applied = if self.stepping.into {
            self.session.apply_stepwise(action).map(Some)
        } else {
            self.session.apply(action).map(|()| None)
        };
        match applied {
            Ok(steps) => {
                self.stepping.standby_before = before;
                if branched {
                    self.rebuild_log();
                } else {
                    self.extend_log();
                }
                self.moment_changed(Moved::Played);
                if let Some(steps) = steps {
                    self.show_step(steps, 0);
                }
                // Inside the action, an order already planned waits until its end is shown.
                if self.stepping.inside.is_none() {
                    self.continue_plan();
                }
                self.sync_scenario();
                Ok(())
            }
            Err(e) => {
                // The engine words a refusal for the judge: a player's view hears no hidden name.
                let text = self.game().sight(self.perspective).refusal(&e).get(self.lang).to_string();
                self.say(text.clone(), true);
                Err(text)
            }
        }
    }

    pub fn undo(&mut self) {
        if self.stepping.inside.take().is_some() {
            // Inside an action, undo goes to the moment before it.
            let c = self.session.cursor();
            self.go_to(c.saturating_sub(1));
            return;
        }
        if self.session.undo() {
            self.moment_changed(Moved::Jumped);
        }
    }

    pub fn redo(&mut self) {
        if self.stepping.inside.take().is_some() {
            return;
        }
        let before = self.standby_now();
        if self.session.redo() {
            self.stepping.standby_before = before;
            self.moment_changed(Moved::Played);
            self.sync_scenario();
        }
    }

    pub fn go_to(&mut self, n: usize) {
        self.stepping.inside = None;
        if self.session.go_to(n) {
            self.moment_changed(Moved::Jumped);
        }
    }

    pub fn switch_branch(&mut self, i: usize) {
        if self.session.switch_branch(i) {
            self.rebuild_log();
            self.moment_changed(Moved::Jumped);
        }
    }

    /// Re-creates the session from the same setup and actions under another ruleset.
    pub fn set_ruleset(&mut self, ruleset: Ruleset) {
        let h = self.session.history().clone();
        if h.setup.ruleset == ruleset {
            return;
        }
        let mut setup = h.setup.clone();
        setup.ruleset = ruleset;
        let mut s = match Session::new(setup) {
            Ok(s) => s,
            Err(e) => {
                self.say(e.to_string(), true);
                return;
            }
        };
        let mut refused = None;
        for (i, a) in h.actions.iter().enumerate() {
            if let Err(e) = s.apply(a.clone()) {
                refused = Some(format!("{} {}: {e}", tr(self.lang, "Action"), i + 1));
                break;
            }
        }
        let at = h.cursor.min(s.len());
        s.go_to(at);
        self.replace_session(s);
        if let Some(r) = refused {
            self.say(format!("{} {r}", tr(self.lang, "Under these rules the line stops early."),), true);
        } else {
            self.notices.notice = None;
        }
    }

    /// Asks the worker to replay the line under the other ruleset (two replays of up to
    /// 10,000 actions, off the page's thread); shown if the page still shows the same moment.
    pub fn compare(&mut self) {
        let link = self.link();
        self.inspector.comparison = None;
        self.inspector.comparing = Some(link.clone());
        self.ask(
            crate::model::offload::Errand::Compare(link.clone()),
            horyu_engine::offload::Work::Compare(link),
        );
    }

    // Links, autosave, export ------------------------------------------------------------------

    /// The session as a link carries it; `at`: the same history with the moment shown at `at`.
    pub fn snapshot(&self, at: Option<usize>) -> Snapshot {
        let mut history = self.session.history().clone();
        if let Some(n) = at {
            history.cursor = n.min(history.actions.len());
        }
        let mut snapshot = Snapshot::new(history, self.perspective);
        // Inside an action: the step shown (a moment of the log is always an action's end).
        if let (None, Some(i)) = (at, &self.stepping.inside) {
            snapshot.step = i.position().0;
        }
        snapshot
    }

    /// The link of the session (what autosave keeps).
    pub fn link(&self) -> String {
        codec::encode(&self.snapshot(None))
    }

    /// The session's link if it opens again, or why it can't be kept or shared (the limit it is
    /// over): a link that would not reopen is never kept, to be lost on reload.
    pub fn kept_link(&self) -> Result<String, String> {
        codec::check(&self.snapshot(None))
            .map_err(|e| format!("{}: {e}", tr(self.lang, "This session can't be kept or shared")))
    }

    pub(crate) fn refuse(&mut self, why: String) -> Result<(), String> {
        self.notices.banner = Some(why.clone());
        Err(why)
    }

    /// Saves the session shown (as `link`) into the kept sessions when it is the user's: not
    /// a ruling's board on the ruling's own line, and not an untouched new board.
    pub fn keep(&mut self, link: &str, now: f64) -> bool {
        let ruling = self.rulings.scenario.is_some() && self.on_scenario_line();
        if self.embed.is_some() || ruling || (self.shelf.current.is_none() && self.session.is_empty()) {
            return false;
        }
        let title = self.board_title();
        self.shelf.save(link, self.session.len(), now, &title)
    }

    /// What the board shows, as a kept session's name: the turn and the cards in the battle
    /// zones ("Turn 3 · Bolshack Dragon, Aqua Hulcus +2").
    pub fn board_title(&self) -> String {
        let g = self.game();
        // Named as the perspective shown sees them: a face-down card stays unnamed.
        let sight = g.sight(self.perspective);
        let mut names: Vec<String> = Vec::new();
        for p in PlayerId::BOTH {
            for c in g.zone_cards(p, horyu_engine::Zone::Battle) {
                let name = sight.name(c, self.lang);
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
        let turn = crate::i18n::trf(self.lang, "Turn {0}", &[&g.turn().number]);
        match names.len() {
            0 => turn,
            1 | 2 => format!("{turn} · {}", names.join(", ")),
            n => format!("{turn} · {}, {} +{}", names[0], names[1], n - 2),
        }
    }

    /// Opens a kept session; a link that no longer opens leaves the board and says why.
    pub fn open_kept(&mut self, id: u64) {
        let Some(link) = self.shelf.get(id).map(|k| k.link.clone()) else { return };
        if self.open_link_or_relink(&link, None, Some(id)) == Ok(true) {
            self.shelf.current = Some(id);
            self.shelf.open = false;
        }
    }

    /// Goes back to the session a link replaced.
    pub fn restore_own(&mut self) {
        if let Some(own) = self.notices.restore.take() {
            let _ = self.open_link(&own);
        }
    }

    /// Shows a session (already replayed) from a perspective.
    fn open_session(&mut self, session: Session, perspective: Option<PlayerId>) -> Result<(), String> {
        self.rulings.scenario = None;
        self.perspective = perspective;
        self.replace_session(session);
        self.attach_ruling();
        // An entry holding this very session becomes the one saved into; else a new one.
        // A ruling's board is named by its ruling; any other by what it shows.
        let name = self.rulings.scenario.as_ref().map(|r| r.ruling.title.clone());
        self.shelf.adopt(&self.link(), name);
        self.rulings.gallery.open = false;
        self.table.inspect = None;
        self.notices.notice = None;
        self.notices.banner = None;
        Ok(())
    }

    /// The log entries of the last action (the moment shown).
    pub fn last_action_entries(&self) -> Vec<&LogEntry> {
        let last = self.session.cursor() as u32;
        if last == 0 {
            return Vec::new();
        }
        let shown = self.stepping.inside.as_ref().map_or(self.log.len(), |i| i.events_shown());
        self.log[..shown.min(self.log.len())].iter().filter(|e| e.action == last).collect()
    }

    /// The line that answers the question at the moment shown, with the rules it cites: on a
    /// ruling's line, what its step played expects; otherwise the last event up to the moment
    /// that changed the board (an attack ending or a step starting says less).
    pub fn answer_line(&self) -> Option<(String, Vec<String>)> {
        if let Some(said) = self.ruling_caption(self.lang) {
            let rules = self.rulings.scenario.as_ref().map(|r| r.ruling.rules.clone()).unwrap_or_default();
            return Some((said, rules));
        }
        let shown = self.stepping.inside.as_ref().map_or(self.log.len(), |i| i.events_shown());
        let cursor = self.session.cursor() as u32;
        let log = &self.log[..shown.min(self.log.len())];
        let upto = || log.iter().rev().filter(|e| e.action <= cursor && e.action > 0);
        let e = upto().find(|e| e.changes_board).or_else(|| upto().next())?;
        Some((e.text.clone(), e.rules.iter().map(|r| r.to_string()).collect()))
    }

    /// The card definitions of the session: public knowledge, whatever the perspective.
    pub fn db(&self) -> &CardDb {
        self.game().db()
    }

    /// Shows the board from another perspective; the log is worded again for it (400.2).
    pub fn set_perspective(&mut self, p: Option<PlayerId>) {
        if self.perspective != p {
            self.perspective = p;
            self.moment_changed(Moved::Perspective);
        }
    }

    /// The card a key from the page points at (a card id, or a hidden card's handle), if the
    /// perspective shown may point at it that way.
    pub fn resolve(&self, key: CardId) -> Option<CardId> {
        self.game().sight(self.perspective).resolve(key)
    }

    /// The test hook's benchmark board: 80 cards, 40 a side.
    pub fn load_bench_board(&mut self) {
        let db = CardDb::builtin();
        let pick = |n: &str| db.find(n).map(|d| d.id);
        let creature = pick("Bronze-Arm Tribe").or_else(|| db.iter().next().map(|d| d.id)).unwrap();
        let spell = pick("Energy Stream").unwrap_or(creature);
        let mut setup = Setup { turn: 5, ..Setup::default() };
        setup.step = TurnStep::Main;
        for p in [&mut setup.players.p1, &mut setup.players.p2] {
            for i in 0..40 {
                let c = CardSetup::new(if i % 2 == 0 { creature } else { spell });
                match i {
                    0..=17 => p.deck.push(c),
                    18..=22 => p.hand.push(c),
                    23..=28 => p.mana.push(c),
                    29..=33 => p.shields.push(c),
                    34..=35 => p.graveyard.push(c),
                    _ => p.battle.push(CardSetup::new(creature)),
                }
            }
        }
        match Session::new(setup) {
            Ok(s) => {
                self.rulings.scenario = None;
                self.shelf.detach(Some("Benchmark board".to_string()));
                self.replace_session(s);
            }
            Err(e) => self.say(e.to_string(), true),
        }
    }

    /// The test hook's benchmark action: tap or untap a creature by hand.
    pub fn bench_action(&mut self) -> bool {
        let g = self.game();
        let Some(&c) = g.battle_zone().first() else { return false };
        let tapped = g.card(c).tapped;
        self.act(Action::Manual(Manual::Tap { card: c, tapped: !tapped })).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::offload::settle;
    use crate::rulings::DEFAULT_SCENARIO;

    /// Hidden information is kept in one place (400.2): the page is drawn from the engine's
    /// `Sight`, so the view code never reads the game itself.
    #[test]
    fn the_view_reads_only_what_the_perspective_may_see() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/view");
        let files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        assert!(files.len() > 5, "{dir}: the view's modules");
        for file in files {
            let view = std::fs::read_to_string(&file).unwrap();
            assert!(
                !view.contains(".game()"),
                "{}: must render from ctx.sight, not from the Game",
                file.display()
            );
        }
    }

    /// What belonged to the moment shown is forgotten when it changes, each kind of change
    /// keeping what still holds: a step inside the same action keeps the comparison of the
    /// line and the order planned; a jump forgets both and leaves the action.
    #[test]
    fn a_changed_moment_forgets_what_was_about_the_one_before() {
        let mut m = Model::for_tests(Lang::En);
        let dirty = |m: &mut Model| {
            m.table.picked = Some(CardId(0));
            m.table.chosen = vec![CardId(1)];
            m.inspector.comparing = Some("link".into());
            m.inspector.exploring = Some("link".into());
            m.inspector.plan = vec![7];
            m.say("before", false);
        };
        dirty(&mut m);
        m.moment_changed(Moved::Stepped);
        assert_eq!((m.table.picked, m.table.chosen.len()), (None, 0));
        assert!(m.inspector.exploring.is_none() && m.notices.notice.is_none());
        assert!(m.inspector.comparing.is_some(), "the line is the same");
        assert_eq!(m.inspector.plan, vec![7]);
        dirty(&mut m);
        m.moment_changed(Moved::Jumped);
        assert!(m.inspector.comparing.is_none() && m.inspector.plan.is_empty());
        assert!(m.stepping.inside.is_none() && m.notices.notice.is_none());
        dirty(&mut m);
        m.table.inspect = Some(CardId(2));
        m.moment_changed(Moved::Perspective);
        assert_eq!(m.table.inspect, None, "a card the other perspective may not see");
        assert!(m.notices.notice.is_some(), "the notice still answers the last action");
    }

    /// The gallery's rulings, as the page gets them once fetched.
    fn m_rulings() -> Vec<Ruling> {
        crate::rulings::for_tests().rulings
    }

    #[test]
    fn every_ruling_is_in_the_gallery_as_the_engine_reads_and_runs_its_file() {
        use horyu_engine::scenario::Scenario;
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/rulings");
        let files = std::fs::read_dir(dir)
            .unwrap()
            .filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == "toml"));
        let rulings = m_rulings();
        assert_eq!(files.count(), rulings.len());
        assert!(rulings.len() >= 40);
        for (i, r) in rulings.iter().enumerate() {
            let text = std::fs::read_to_string(format!("{dir}/{}.toml", r.name)).unwrap();
            let sc = Scenario::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", r.name));
            let report = sc.run();
            let h = r.history().unwrap();
            assert_eq!(h.setup, sc.setup, "{}", r.name);
            assert_eq!(h.actions, report.actions, "{}", r.name);
            assert_eq!(r.steps.len(), report.steps.len(), "{}", r.name);
            for (s, rep) in r.steps.iter().zip(&report.steps) {
                assert_eq!(s.what, rep.what);
                assert_eq!(s.failures, rep.failures);
            }
            assert_eq!(r.steps.last().map_or(0, |s| s.end), report.actions.len());
            let mut m = Model::for_tests(Lang::En);
            m.open_scenario(i);
            let run = m.rulings.scenario.as_ref().unwrap_or_else(|| panic!("{} opens", r.name));
            assert_eq!(run.ruling.title, sc.title);
            assert!(m.search(&r.name).iter().any(|(j, ..)| *j == i));
        }
    }

    #[test]
    fn the_gallery_finds_rulings_by_card_name_rule_and_text() {
        let mut m = Model::for_tests(Lang::En);
        let all = m.search("").len();
        assert_eq!(all, m_rulings().len());
        let vhal = m.search("ogrist");
        assert!(!vhal.is_empty() && vhal.len() < all);
        // The Japanese name of a card on the board (not written in the file).
        let db = CardDb::builtin();
        let ja = db.find("Energy Stream").unwrap().full_name_ja();
        assert!(m.search(&ja).iter().any(|(_, name, ..)| *name == DEFAULT_SCENARIO));
        let (_, _, title, rules) = &m.search("409.1c")[0];
        assert!(!title.is_empty() && rules.contains("409.1c"), "{title} {rules}");
        assert!(m.search("409.1c definitely-not-a-word").is_empty());
    }

    #[test]
    fn a_new_game_deals_shields_and_hands_and_can_be_played_to_an_end() {
        let mut m = Model::for_tests(Lang::En);
        m.new_game(7);
        assert!(m.rulings.scenario.is_none());
        for p in PlayerId::BOTH {
            assert_eq!(m.game().count(p, Zone::Shields), 5);
            assert_eq!(m.game().count(p, Zone::Deck), 30);
        }
        // Played on with legal actions (as a user would, one at a time), the game ends.
        for _ in 0..5000 {
            if m.game().result().is_some() {
                break;
            }
            let a = m.game().legal_actions().into_iter().last().expect("a legal action");
            m.act(a).unwrap();
        }
        assert!(m.game().result().is_some());
    }

    /// Issue #15: the gallery is not in the first load. A page opens on the default ruling
    /// without it, and a shared link of a board that is no ruling's never fetches it.
    #[test]
    fn the_gallery_is_fetched_only_when_something_needs_it() {
        let mut page = Model::new(Lang::En);
        assert!(page.rulings.scenario.as_ref().is_some_and(|r| r.ruling.name == DEFAULT_SCENARIO));
        assert!(!page.wants_rulings(), "the default ruling is in the first load");
        page.next_step();
        assert!(page.rulings.scenario.as_ref().is_some_and(|r| r.done == 1), "and steps without the gallery");

        let mut game = Model::for_tests(Lang::En);
        game.new_game(7);
        game.act(game.game().legal_actions()[0].clone()).unwrap();
        let mut reader = Model::new(Lang::En);
        reader.open_shared(&game.link()).unwrap();
        assert!(!reader.wants_rulings(), "a shared game needs no gallery");
        assert!(reader.notices.restore.is_none(), "an untouched default ruling is not kept aside");
        reader.rulings.gallery.open = true;
        assert!(reader.wants_rulings(), "until the reader opens it");
        reader.rulings.fetched = crate::rulings::Rulings::Fetching;
        assert!(!reader.wants_rulings(), "asked for once");
    }

    /// A link to a ruling's board shows the ruling's panel once its board's rulings have arrived
    /// (their own small file, not the gallery), with the steps done that bring the board to the
    /// moment shown; or once the gallery has, if the reader opened it first; the default
    /// ruling's at once.
    #[test]
    fn a_link_to_a_ruling_gets_its_panel_when_its_board_s_rulings_arrive() {
        let mut sender = Model::for_tests(Lang::En);
        let mist = m_rulings().iter().position(|r| r.name.contains("mist-rias-bronze-arm")).unwrap();
        sender.open_scenario(mist);
        sender.next_step();
        let (name, done) = sender.rulings.scenario.as_ref().map(|r| (r.ruling.name.clone(), r.done)).unwrap();
        assert!(done > 0);
        let groups = crate::rulings::for_tests().by_board().unwrap();
        let mut reader = Model::new(Lang::En);
        reader.open_link(&sender.link()).unwrap();
        let board = reader.rulings.board.expect("a ruling's board");
        assert!(reader.rulings.scenario.is_none() && !reader.wants_rulings(), "no gallery for it");
        assert_eq!(reader.wants_board_rulings(), Some(board));
        reader.rulings.board_fetched = Some((board, crate::rulings::Rulings::Fetching));
        assert_eq!(reader.wants_board_rulings(), None, "asked for once");
        reader.board_rulings_arrived(board, Ok(groups[&board].clone()));
        let run = reader.rulings.scenario.as_ref().expect("the ruling's panel");
        assert_eq!((&run.ruling.name, run.done), (&name, done));
        assert_eq!(reader.link(), sender.link(), "the board is not reopened");
        assert!(reader.rulings.fetched.ready().is_none(), "the gallery is still not here");

        // A board's rulings arriving after the reader moved on to another board change nothing.
        let mut late = Model::new(Lang::En);
        late.open_link(&sender.link()).unwrap();
        let mut game = Model::for_tests(Lang::En);
        game.new_game(7);
        late.open_link(&game.link()).unwrap();
        late.board_rulings_arrived(board, Ok(groups[&board].clone()));
        assert!(late.rulings.scenario.is_none() && late.notices.banner.is_none());

        // The gallery, opened first, serves as well.
        let mut reader = Model::new(Lang::En);
        reader.open_link(&sender.link()).unwrap();
        reader.rulings.gallery.open = true;
        reader.rulings.fetched = crate::rulings::Rulings::Fetching;
        assert_eq!(reader.wants_board_rulings(), None, "the gallery is on its way");
        reader.rulings_arrived(Ok(crate::rulings::for_tests()));
        let run = reader.rulings.scenario.as_ref().expect("the ruling's panel");
        assert_eq!((&run.ruling.name, run.done), (&name, done));

        let mut sender = Model::new(Lang::En);
        sender.next_step();
        sender.next_step();
        let mut reader = Model::new(Lang::En);
        reader.open_link(&sender.link()).unwrap();
        assert!(!reader.wants_rulings(), "the default ruling's board needs no gallery");
        let run = reader.rulings.scenario.as_ref().expect("the default ruling's panel");
        assert_eq!((run.ruling.name.as_str(), run.done), (DEFAULT_SCENARIO, 2));
    }

    /// A page that opened the link of a gallery ruling's board (Mist Rias and Bronze-Arm
    /// Tribe) without the gallery, whose board's own file then could not be fetched; the link
    /// as opened, and the board's fingerprint.
    fn reader_whose_board_file_failed() -> (Model, String, u32) {
        let mut sender = Model::for_tests(Lang::En);
        let mist = m_rulings().iter().position(|r| r.name.contains("mist-rias-bronze-arm")).unwrap();
        sender.open_scenario(mist);
        let mut reader = Model::new(Lang::En);
        reader.open_link(&sender.link()).unwrap();
        let link = reader.link();
        let board = reader.wants_board_rulings().unwrap();
        reader.rulings.board_fetched = Some((board, crate::rulings::Rulings::Fetching));
        reader.board_rulings_arrived(board, Err("rulings/x.bin can't be fetched: offline".into()));
        (reader, link, board)
    }

    /// A board's rulings that can't be fetched say why in the banner, keep the board, and are
    /// not asked for again in a loop; the gallery, opened, still gives the panel.
    #[test]
    fn a_board_s_rulings_that_fail_say_why_and_the_gallery_still_serves() {
        let (mut reader, before, _) = reader_whose_board_file_failed();
        assert!(reader.notices.banner.as_deref().is_some_and(|b| b.contains("offline")));
        assert!(reader
            .notices
            .banner
            .as_deref()
            .is_some_and(|b| b.starts_with("This ruling's title and steps can't be shown: ")));
        assert_eq!(reader.link(), before);
        assert_eq!(reader.wants_board_rulings(), None, "no loop of failing fetches");
        reader.rulings.gallery.open = true;
        assert!(reader.wants_rulings());
        reader.rulings_arrived(Ok(crate::rulings::for_tests()));
        assert!(reader
            .rulings
            .scenario
            .as_ref()
            .is_some_and(|r| r.ruling.name.contains("mist-rias-bronze-arm")));
        assert_eq!(reader.notices.banner, None, "the panel is here: the failure no longer matters");
    }

    /// Back online, a board's rulings file that failed is asked for again, and the banner that
    /// said why goes; it then gives the panel. A banner about something else stays.
    #[test]
    fn back_online_a_board_s_rulings_that_failed_are_asked_again() {
        let (mut reader, _, board) = reader_whose_board_file_failed();
        assert_eq!(reader.wants_board_rulings(), None);
        reader.back_online();
        assert_eq!(reader.notices.banner, None);
        assert_eq!(reader.wants_board_rulings(), Some(board), "asked again");
        reader.rulings.board_fetched = Some((board, crate::rulings::Rulings::Fetching));
        let groups = crate::rulings::for_tests().by_board().unwrap();
        reader.board_rulings_arrived(board, Ok(groups[&board].clone()));
        assert!(reader
            .rulings
            .scenario
            .as_ref()
            .is_some_and(|r| r.ruling.name.contains("mist-rias-bronze-arm")));

        // Nothing failed: nothing is asked again, and another banner stays.
        reader.notices.banner = Some("something else".into());
        reader.back_online();
        assert_eq!(reader.notices.banner.as_deref(), Some("something else"));
        assert_eq!(reader.wants_board_rulings(), None);
        // A gallery that failed is asked again when it is next wanted.
        reader.rulings_arrived(Err("gallery.bin can't be fetched: offline".into()));
        reader.back_online();
        assert!(matches!(reader.rulings.fetched, crate::rulings::Rulings::Absent));
    }

    /// A gallery that can't be fetched says why, keeps the board, and is asked for again only
    /// when the user says so.
    #[test]
    fn a_gallery_that_fails_says_why_and_can_be_retried() {
        let mut m = Model::new(Lang::En);
        let before = m.link();
        m.rulings.gallery.open = true;
        m.rulings.fetched = crate::rulings::Rulings::Fetching;
        m.rulings_arrived(Err("gallery.bin can't be fetched: the network is down".into()));
        assert!(m.rulings.fetched.failed().is_some_and(|b| b.contains("network is down")));
        assert!(m.notices.banner.is_none(), "the gallery panel says it");
        assert_eq!(m.link(), before);
        assert!(!m.wants_rulings(), "no loop of failing fetches");
        assert!(m.search("").is_empty());
        m.retry_rulings();
        assert!(m.wants_rulings() && m.notices.banner.is_none());
    }

    #[test]
    fn the_default_board_is_the_ogrist_vhal_scenario() {
        let m = Model::for_tests(Lang::En);
        let run = m.rulings.scenario.as_ref().unwrap();
        assert!(run.ruling.title.contains("Ogrist Vhal"));
        assert_eq!(run.done, 0);
        assert!(m.on_scenario_line());
    }

    #[test]
    fn casting_energy_stream_leaves_a_standby_trace_citing_409_1c() {
        let mut m = Model::for_tests(Lang::En);
        let stream = m.game().zone_cards(PlayerId::P1, Zone::Hand)[0];
        assert!(m.destinations(stream).contains(&Target::Standby));
        m.drop_card(stream, Target::Zone(ZoneRef::new(PlayerId::P1, Zone::Battle))).unwrap();
        let trace = m.standby_trace();
        assert_eq!(trace.len(), 1);
        assert_eq!(trace[0].card, stream);
        assert_eq!(trace[0].now, Some(Zone::Graveyard));
        assert!(m.last_action_entries().iter().any(|e| e.notes.iter().any(|n| n.contains("409.1c"))));
        m.undo();
        assert_eq!(m.session.cursor(), 0);
        m.redo();
        assert_eq!(m.session.cursor(), 1);
    }

    #[test]
    fn switching_the_language_words_the_log_again() {
        let mut m = Model::for_tests(Lang::En);
        let stream = m.game().zone_cards(PlayerId::P1, Zone::Hand)[0];
        m.drop_card(stream, Target::Zone(ZoneRef::new(PlayerId::P1, Zone::Battle))).unwrap();
        let english: Vec<String> = m.log.iter().map(|e| e.text.clone()).collect();
        assert!(english.iter().any(|t| t.contains("standby state")));
        m.set_lang(Lang::Ja);
        assert_eq!(m.log.len(), english.len());
        assert!(m.log.iter().any(|e| e.text.contains("保留状態になる")), "{:?}", m.log);
        assert!(m.log.iter().all(|e| !e.text.contains("Player 1") && !e.text.contains("standby")));
        let note =
            m.last_action_entries().iter().flat_map(|e| e.notes.clone()).find(|n| n.contains("409.1c"));
        assert!(note.is_some_and(|n| n.contains("保留状態")));
        // Switching back words it in English again, exactly as before.
        m.set_lang(Lang::En);
        assert_eq!(m.log.iter().map(|e| e.text.clone()).collect::<Vec<_>>(), english);
    }

    #[test]
    fn an_illegal_drop_gives_the_engines_reason_and_changes_nothing() {
        let mut m = Model::for_tests(Lang::En);
        let vhal = m.game().zone_cards(PlayerId::P1, Zone::Battle)[0];
        let err = m.drop_card(vhal, Target::Zone(ZoneRef::new(PlayerId::P2, Zone::Battle))).unwrap_err();
        assert!(err.contains("attack step"), "{err}");
        assert_eq!(m.session.len(), 0);
        m.mode = Mode::Sandbox;
        m.drop_card(vhal, Target::Zone(ZoneRef::new(PlayerId::P1, Zone::Mana))).unwrap();
        assert_eq!(m.game().card(vhal).zone, Zone::Mana);
    }

    #[test]
    fn mist_rias_order_is_confirmed_and_the_engine_asks_again() {
        let mut m = Model::for_tests(Lang::En);
        let i = m_rulings().iter().position(|r| r.name.contains("mist-rias")).unwrap();
        m.open_scenario(i);
        m.next_whole_step();
        let o = m.order_shown();
        assert_eq!(o.len(), 2);
        m.move_in_order(0, false);
        let reversed = m.order_shown();
        assert_eq!(reversed, vec![o[1], o[0]]);
        m.confirm_order();
        assert!(m.session.cursor() >= 2);
        assert!(!m.search("Mist Rias").is_empty());
        assert!(!m.search("605.1").is_empty());
    }

    #[test]
    fn playing_the_scenarios_own_answers_keeps_it_on_its_line() {
        let mut m = Model::for_tests(Lang::En);
        let i = m_rulings().iter().position(|r| r.name.contains("mist-rias-bronze-arm")).unwrap();
        m.open_scenario(i);
        m.next_whole_step();
        let bat = m.rulings.scenario.as_ref().unwrap().actions[1].clone();
        m.act(bat).unwrap();
        assert!(m.on_scenario_line());
        assert_eq!(m.rulings.scenario.as_ref().unwrap().done, 2);
        m.undo();
        assert_eq!(m.rulings.scenario.as_ref().unwrap().done, 1);
        m.next_whole_step();
        m.next_whole_step();
        m.next_whole_step();
        assert_eq!(m.rulings.scenario.as_ref().unwrap().done, 4);
        assert!(m.game().pending().is_empty());
    }

    #[test]
    fn switching_ruleset_replays_the_line() {
        let mut m = Model::for_tests(Lang::En);
        m.next_step();
        m.next_step();
        m.set_ruleset(Ruleset::Legacy);
        assert_eq!(m.game().ruleset(), Ruleset::Legacy);
        assert_eq!(m.session.len(), 1);
        m.compare();
        assert!(m.inspector.comparing.is_some());
        crate::model::offload::settle(&mut m);
        assert!(m.inspector.comparison.is_some());
        assert!(m.inspector.comparing.is_none());
    }

    #[test]
    fn bench_board_has_80_cards() {
        let mut m = Model::for_tests(Lang::En);
        m.load_bench_board();
        assert_eq!(m.game().cards().len(), 80);
        assert!(m.bench_action());
        assert!(m.bench_action());
    }

    #[test]
    fn a_link_reopens_the_same_session_with_its_scenario() {
        let mut m = Model::for_tests(Lang::En);
        m.next_step();
        m.next_step();
        m.perspective = Some(PlayerId::P1);
        let link = m.link();
        let mut other = Model::for_tests(Lang::En);
        other.open_link(&format!("https://example.org/#link={link}")).unwrap();
        assert_eq!(other.session.history(), m.session.history());
        assert_eq!(other.perspective, Some(PlayerId::P1));
        assert_eq!(other.log, m.log);
        let run = other.rulings.scenario.as_ref().expect("the ruling's panel comes back");
        assert_eq!(run.done, m.rulings.scenario.as_ref().unwrap().done);
        assert!(other.notices.banner.is_none());
    }

    #[test]
    fn this_moment_shares_the_same_line_at_an_earlier_cursor() {
        let mut m = Model::for_tests(Lang::En);
        m.open_scenario(m_rulings().iter().position(|r| r.name.contains("mist-rias-bronze-arm")).unwrap());
        for _ in 0..4 {
            m.next_step();
        }
        let len = m.session.len();
        assert!(len >= 2);
        m.open_share(Some(1));
        let frag = m.share.panel.as_ref().unwrap().fragment.clone();
        // Format 10: a game played since S-Triggers are declared at every break (issue #41).
        assert!(frag.starts_with("#link=SFkK"), "{frag}");
        let mut other = Model::for_tests(Lang::En);
        other.open_link(&frag).unwrap();
        assert_eq!(other.session.cursor(), 1);
        assert_eq!(other.session.len(), len);
    }

    #[test]
    fn a_bad_link_keeps_the_board_and_says_why() {
        let mut m = Model::for_tests(Lang::En);
        m.next_step();
        let before = m.session.history().clone();
        let link = m.link();
        let truncated = &link[..link.len() - 3];
        for (bad, words) in [
            (truncated.to_string(), "truncated"),
            (format!("{}A{}", &link[..10], &link[11..]), "corrupted"),
            ("#link=hello".to_string(), "not a Horyu link"),
            ("SFk_".to_string() + &link[4..], "newer version"),
        ] {
            let err = m.open_link(&bad).unwrap_err();
            assert!(err.contains(words), "{bad}: {err}");
            assert_eq!(m.notices.banner.as_deref(), Some(err.as_str()));
            assert_eq!(m.session.history(), &before);
        }
    }

    /// A session a link can't hold is neither kept nor shared: the banner names the limit.
    #[test]
    fn a_session_over_a_links_limits_is_not_kept_and_says_why() {
        let mut m = Model::for_tests(Lang::En);
        m.next_step();
        assert!(m.kept_link().is_ok());
        let mut history = m.session.history().clone();
        history.branches = (1..=257).map(|n| (0, vec![horyu_engine::Action::EndStep; n])).collect();
        m.replace_session(Session::from_history(history).unwrap());
        let why = m.kept_link().unwrap_err();
        assert_eq!(why, "This session can't be kept or shared: 257 kept branches are over the limit of 256");
        m.open_share(None);
        assert!(m.share.panel.is_none());
        assert_eq!(m.notices.banner.as_deref(), Some(why.as_str()));
    }

    #[test]
    fn the_import_box_opens_links_and_json_and_exports_them() {
        let mut m = Model::for_tests(Lang::En);
        m.next_step();
        m.next_step();
        let link = m.link();
        let mut other = Model::for_tests(Lang::En);
        let before = other.session.history().clone();
        // JSON goes to the worker; its error keeps the board and the pasted text.
        other.open_share(None);
        other.import("{\"setup\": {}}").unwrap();
        assert!(settle(&mut other).is_empty());
        let err = other.notices.banner.clone().unwrap();
        assert!(err.contains("This JSON can't be opened"), "{err}");
        assert!(err.contains("unknown field `setup`"), "{err}");
        assert_eq!(other.session.history(), &before);
        assert!(other.share.panel.is_some());
        other.import(&format!("  http://127.0.0.1:8080/#link={link}\n")).unwrap();
        assert_eq!(other.session.history(), m.session.history());
        assert!(other.share.panel.is_none());
        // The Share panel's JSON export (the worker writes it) opens to the same session and view.
        use horyu_engine::offload::{Done, Work};
        let written = |work| match horyu_worker::serve(work) {
            Ok(Done::Text(text)) => text,
            other => panic!("{}", other.map(|d| d.kind()).unwrap_or("a failure")),
        };
        m.open_share(None);
        let fragment = m.share.panel.as_ref().unwrap().fragment.clone();
        let json = written(Work::WriteJson(fragment.clone()));
        let mut third = Model::for_tests(Lang::En);
        third.import(&json).unwrap();
        settle(&mut third);
        assert_eq!(third.session.history(), m.session.history());
        let title = m.scenario_title();
        assert!(written(Work::WriteScenario { link: fragment.clone(), title }).contains("[[step]]"));
        let svg = written(Work::DrawBoard(fragment));
        assert!(svg.starts_with("<svg") && svg.contains("Ogrist Vhal"), "{svg}");
    }

    #[test]
    fn a_link_from_the_address_keeps_the_users_session_aside() {
        let mut friend = Model::for_tests(Lang::En);
        friend
            .open_scenario(m_rulings().iter().position(|r| r.name.contains("mist-rias-bronze-arm")).unwrap());
        friend.next_step();
        let link = friend.link();
        let mut m = Model::for_tests(Lang::En);
        // The untouched default ruling is nothing to keep.
        m.open_shared(&link).unwrap();
        assert!(m.notices.restore.is_none());
        let mut m = Model::for_tests(Lang::En);
        m.next_step();
        m.next_step();
        let mine = m.session.history().clone();
        m.open_shared(&link).unwrap();
        assert_eq!(m.session.history(), friend.session.history());
        assert!(m.notices.restore.is_some());
        m.restore_own();
        assert_eq!(m.session.history(), &mine);
        assert!(m.notices.restore.is_none());
    }

    #[test]
    fn embed_state_reports_the_moment_and_the_board() {
        let mut m = Model::for_tests(Lang::En);
        m.next_step();
        let s = m.embed_state();
        assert_eq!(s.cursor, m.session.cursor());
        assert_eq!(s.length, m.session.len());
        assert!(s.board.iter().any(|l| l.starts_with("p1.battle")));
    }
}
