//! The ruling shown and the rulings gallery: the gallery's data arriving, a ruling opened and
//! stepped through, the search.

use super::*;

/// The ruling whose board is shown, with its steps.
#[derive(Clone, Debug)]
pub struct ScenarioRun {
    pub ruling: Rc<Ruling>,
    pub actions: Vec<Action>,
    /// Steps played so far.
    pub done: usize,
}

impl ScenarioRun {
    pub fn steps(&self) -> &[RulingStep] {
        &self.ruling.steps
    }
}

/// The rulings: the ruling whose board is shown, the gallery, and the files they come from.
#[derive(Default)]
pub struct RulingsState {
    pub scenario: Option<ScenarioRun>,
    /// The rulings gallery: open, its search.
    pub gallery: GalleryPanel,
    /// The gallery's data, fetched on demand (rulings.rs).
    pub fetched: crate::rulings::Rulings,
    /// The fingerprint of the board shown when it may be a ruling's (rulings.rs), whose panel
    /// appears once that board's rulings (or the gallery) have arrived.
    pub board: Option<u32>,
    /// The rulings of one board (`rulings/<fingerprint>.bin`), fetched for a ruling's board
    /// shown while the gallery is not here: which board, and where its file is.
    pub board_fetched: Option<(u32, crate::rulings::Rulings)>,
    /// The ruling's description shown in full (else two lines, so the board stays in view).
    pub about_open: bool,
}

/// What the user does with the rulings, and their files arriving.
pub enum RulingsMsg {
    /// Opens or closes the gallery.
    Gallery(bool),
    /// The gallery's data arrived, or could not be fetched or read (rulings.rs).
    Arrived(Result<Gallery, String>),
    /// The rulings of a board shown (its fingerprint) arrived, or could not be fetched or read.
    BoardArrived(u32, Result<Gallery, String>),
    Retry,
    Query(String),
    Open(usize),
    NextStep,
    Restart,
    /// The ruling's description in full, or clamped to two lines.
    ToggleAbout,
}

/// The rulings gallery's state: whether it is open and what is searched.
#[derive(Default)]
pub struct GalleryPanel {
    pub open: bool,
    pub query: String,
    /// What the search looks in, per ruling (lower case; made on the first search).
    search_index: Vec<String>,
}

impl Model {
    /// A link to a ruling's board keeps the ruling's panel: once the gallery is here, the
    /// ruling whose board is shown, with its steps done up to the first that brings the board
    /// to the moment shown.
    pub(super) fn attach_ruling(&mut self) {
        // The gallery if it is here; else the board's own rulings file if it has arrived;
        // else the ruling the page opens on (in the first load).
        let board = self.rulings.board_fetched.as_ref().filter(|(f, _)| Some(*f) == self.rulings.board);
        let (gallery, default) =
            match self.rulings.fetched.ready().or_else(|| board.and_then(|(_, r)| r.ready())) {
                Some(g) => (Some(g.clone()), None),
                None => (None, crate::rulings::default_ruling().ok()),
            };
        let known = gallery.as_ref().map_or(default.as_slice(), |g| g.rulings.as_slice());
        let setup = &self.session.history().setup;
        let Some((ruling, history)) = known.iter().find_map(|r| {
            let h = r.history().ok()?;
            h.setup.same_board(setup).then_some((r, h))
        }) else {
            return;
        };
        self.rulings.scenario =
            Some(ScenarioRun { ruling: Rc::new(ruling.clone()), actions: history.actions, done: 0 });
        let c = self.session.cursor();
        if self.on_scenario_line() && c > 0 {
            if let Some(run) = &mut self.rulings.scenario {
                let steps = run.steps();
                let before = steps.iter().take_while(|st| st.end < c).count();
                run.done = before + usize::from(steps.get(before).is_some_and(|st| st.end == c));
            }
        }
    }

    /// Whether the gallery's data is needed now and not yet asked for: the app fetches it.
    pub fn wants_rulings(&self) -> bool {
        matches!(self.rulings.fetched, crate::rulings::Rulings::Absent) && self.rulings.gallery.open
    }

    /// The board whose rulings' file is needed now and not yet asked for (a ruling's board
    /// shown without its panel, the gallery not here): the app fetches it.
    pub fn wants_board_rulings(&self) -> Option<u32> {
        use crate::rulings::Rulings;
        let board = self.rulings.board?;
        let asked = self.rulings.board_fetched.as_ref().is_some_and(|(f, _)| *f == board);
        let gallery = matches!(self.rulings.fetched, Rulings::Ready(_) | Rulings::Fetching);
        (self.rulings.scenario.is_none() && !asked && !gallery).then_some(board)
    }

    /// The rulings of `board` have arrived (or could not): if that board is shown, it gets
    /// its ruling's panel (or the banner says why not).
    pub fn board_rulings_arrived(&mut self, board: u32, arrived: Result<Gallery, String>) {
        let shown = self.rulings.board == Some(board);
        match arrived {
            Ok(g) => {
                self.rulings.board_fetched = Some((board, crate::rulings::Rulings::Ready(Rc::new(g))));
                if shown && self.rulings.scenario.is_none() {
                    self.attach_ruling();
                }
            }
            Err(why) => {
                // Said as what the reader misses, then why (the file's name and the browser's words).
                let why =
                    crate::i18n::labelled(self.lang, "This ruling's title and steps can't be shown", why);
                self.rulings.board_fetched = Some((board, crate::rulings::Rulings::Failed(why.clone())));
                if shown && !self.rulings.gallery.open {
                    self.notices.banner = Some(why);
                }
            }
        }
    }

    /// The gallery's data has arrived (or could not): a ruling's board shown gets its panel.
    pub fn rulings_arrived(&mut self, arrived: Result<Gallery, String>) {
        match arrived {
            Ok(g) => {
                self.rulings.fetched = crate::rulings::Rulings::Ready(Rc::new(g));
                self.rulings.gallery.search_index.clear();
                if self.rulings.scenario.is_none() && self.rulings.board.is_some() {
                    self.attach_ruling();
                    // The board's own file failing no longer matters: its panel is here.
                    let failed = self.rulings.board_fetched.as_ref().and_then(|(_, r)| r.failed());
                    if self.rulings.scenario.is_some()
                        && failed.is_some()
                        && self.notices.banner.as_deref() == failed
                    {
                        self.notices.banner = None;
                    }
                }
            }
            Err(why) => {
                self.rulings.fetched = crate::rulings::Rulings::Failed(why.clone());
                // The gallery panel says it where it is missing; else the banner (a ruling's
                // board is shown without its panel).
                if !self.rulings.gallery.open {
                    self.notices.banner = Some(why);
                }
            }
        }
    }

    /// Asks for the gallery's data again after it failed.
    pub fn retry_rulings(&mut self) {
        if self.rulings.fetched.failed().is_some() {
            self.rulings.fetched = crate::rulings::Rulings::Absent;
            self.notices.banner = None;
        }
    }

    /// The browser is online again: a rulings file that could not be fetched is asked for
    /// again when it is needed (the board's own file at once, if its board is shown; the
    /// gallery's when the gallery is open), and a banner that said why it failed goes.
    pub fn back_online(&mut self) {
        let board = self.rulings.board_fetched.as_ref().and_then(|(_, r)| r.failed().map(str::to_string));
        let gallery = self.rulings.fetched.failed().map(str::to_string);
        for why in [&board, &gallery].into_iter().flatten() {
            if self.notices.banner.as_deref() == Some(why.as_str()) {
                self.notices.banner = None;
            }
        }
        if board.is_some() {
            self.rulings.board_fetched = None;
        }
        if gallery.is_some() {
            self.rulings.fetched = crate::rulings::Rulings::Absent;
        }
    }

    /// Opens the gallery's ruling `index` (once the gallery has arrived).
    pub fn open_scenario(&mut self, index: usize) {
        let Some(ruling) = self.rulings.fetched.ready().and_then(|g| g.rulings.get(index)) else { return };
        self.open_ruling(Rc::new(ruling.clone()));
    }

    /// Opens a ruling's board at its start, with its panel.
    pub(super) fn open_ruling(&mut self, ruling: Rc<Ruling>) {
        let history = match ruling.history() {
            Ok(h) => h,
            // A card of the whole vocabulary, which the first-load module leaves out: the whole
            // module opens the ruling's board as a link (at its end, with its panel).
            Err(_) if self.load_whole(crate::model::whole::LoadWhole::Link(horyu_engine::codec::frame(&ruling.board, ruling.format))) => return,
            Err(e) => {
                self.say(e, true);
                return;
            }
        };
        let session = match Session::new(history.setup) {
            Ok(s) => s,
            Err(e) => {
                self.say(e.to_string(), true);
                return;
            }
        };
        self.shelf.detach(Some(ruling.title.clone()));
        self.rulings.scenario = Some(ScenarioRun { ruling, actions: history.actions, done: 0 });
        self.replace_session(session);
        self.rulings.gallery.open = false;
        self.table.inspect = None;
        self.notices.notice = None;
    }

    /// Whether the moment shown is on the scenario's line of play (the user may have played
    /// its actions themselves, or undone some).
    pub fn on_scenario_line(&self) -> bool {
        let Some(run) = &self.rulings.scenario else { return false };
        let c = self.session.cursor();
        c <= run.actions.len() && self.session.history().actions[..c] == run.actions[..c]
    }

    /// How many of the scenario's actions are applied once `k` steps are done.
    pub fn step_end(run: &ScenarioRun, k: usize) -> usize {
        k.checked_sub(1).map_or(0, |k| run.steps()[k].end)
    }

    /// Follows the user along the scenario's line: steps whose actions they played count as
    /// done, steps after the moment shown as not done.
    pub(crate) fn sync_scenario(&mut self) {
        if !self.on_scenario_line() {
            return;
        }
        let c = self.session.cursor();
        let Some(run) = &mut self.rulings.scenario else { return };
        while run.done > 0 && Self::step_end(run, run.done) > c {
            run.done -= 1;
        }
        while run.done < run.steps().len()
            && run.steps()[run.done].end <= c
            && run.steps()[run.done].end > Self::step_end(run, run.done)
        {
            run.done += 1;
        }
    }

    pub fn next_step(&mut self) {
        if !self.on_scenario_line() {
            self.say(tr(self.lang, "The board has left the scenario's line: restart it to step on."), true);
            return;
        }
        if self.stepping.inside.is_some() {
            // Inside the step's action: the step's end first, the moment its expectation is
            // about (the next press plays the next step).
            self.step(super::stepping::Stepping::Over);
            return;
        }
        let Some(run) = &self.rulings.scenario else { return };
        if run.done >= run.steps().len() {
            return;
        }
        let from = self.session.cursor();
        let to = run.steps()[run.done].end.max(from);
        let actions: Vec<Action> = run.actions[from..to].to_vec();
        self.stepping.inside = None;
        let n = actions.len();
        for (k, a) in actions.into_iter().enumerate() {
            self.stepping.standby_before = self.standby_now();
            // Stepping into actions: the step's last action is shown from its first step.
            let applied = if self.steps_into_ruling() && k + 1 == n {
                self.session.apply_stepwise(a).map(|steps| self.show_step(steps, 0))
            } else {
                self.session.apply(a)
            };
            if let Err(e) = applied {
                let text = self.game().sight(self.perspective).refusal(&e).get(self.lang).to_string();
                self.say(text, true);
                break;
            }
        }
        self.extend_log();
        self.moment_changed(Moved::Played);
        if let Some(run) = &mut self.rulings.scenario {
            run.done += 1;
        }
    }

    /// Whether Next step shows a step's action from its first processing step: always on the
    /// page (issue #43: the moment the rules act, a card in standby (409) or a pending effect
    /// waiting, is what a ruling is about; the next press shows the step's end), and in an
    /// embed when "Step into actions" is on: an embed's answer line reads each step's end.
    pub fn steps_into_ruling(&self) -> bool {
        self.embed.is_none() || self.stepping.into
    }

    /// Next step played whole, as an embed plays it: the step's end (tests).
    #[cfg(test)]
    pub fn next_whole_step(&mut self) {
        self.next_step();
        if self.stepping.inside.is_some() {
            self.next_step();
        }
    }

    pub fn restart_scenario(&mut self) {
        if let Some(ruling) = self.rulings.scenario.as_ref().map(|r| r.ruling.clone()) {
            self.open_ruling(ruling);
        }
    }

    /// Scenarios matching the search: title, rule numbers, text, card names (English and
    /// Japanese). Returns (index, file name, title, rules); none before the gallery arrives.
    pub fn search(&mut self, query: &str) -> Vec<(usize, String, String, String)> {
        let Some(g) = self.rulings.fetched.ready().cloned() else { return Vec::new() };
        if self.rulings.gallery.search_index.len() != g.rulings.len() {
            self.rulings.gallery.search_index = g.rulings.iter().map(Ruling::search_text).collect();
        }
        let words: Vec<String> = query.split_whitespace().map(case::fold).collect();
        g.rulings
            .iter()
            .enumerate()
            .filter(|(i, _)| words.iter().all(|w| self.rulings.gallery.search_index[*i].contains(w.as_str())))
            .map(|(i, r)| (i, r.name.clone(), r.title(self.lang).to_string(), r.rules.join(" ")))
            .collect()
    }

    // Acting --------------------------------------------------------------------------------

    /// The title a scenario file of this session gets.
    pub fn scenario_title(&self) -> String {
        self.rulings.scenario.as_ref().map_or("A board from Horyu".to_string(), |s| s.ruling.title.clone())
    }
}

impl Model {
    /// What the user does with the rulings, and their files arriving.
    pub fn on_rulings(&mut self, msg: RulingsMsg) {
        match msg {
            RulingsMsg::Gallery(open) => self.rulings.gallery.open = open,
            RulingsMsg::Arrived(arrived) => self.rulings_arrived(arrived),
            RulingsMsg::BoardArrived(board, arrived) => self.board_rulings_arrived(board, arrived),
            RulingsMsg::Retry => self.retry_rulings(),
            RulingsMsg::Query(q) => self.rulings.gallery.query = q,
            RulingsMsg::Open(i) => self.open_scenario(i),
            RulingsMsg::NextStep => self.next_step(),
            RulingsMsg::Restart => self.restart_scenario(),
            RulingsMsg::ToggleAbout => self.rulings.about_open = !self.rulings.about_open,
        }
    }
}
