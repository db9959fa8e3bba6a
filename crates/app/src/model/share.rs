//! Links in and out: opening a link, a shared board or JSON, the share panel and what an embed
//! reports.

use super::*;

/// What the share panel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SharePanel {
    /// The moment shared (`None`: the moment shown, with the whole line).
    pub moment: Option<usize>,
    /// The link as a URL fragment (`#link=…`); the page adds its own address.
    pub fragment: String,
}

/// Links in and out: the share panel and a link being opened.
pub struct Share {
    /// The share panel, when open.
    pub panel: Option<SharePanel>,
    /// A link from before format v5 with custom cards is with the worker (`Errand::Relink`):
    /// the board shown is not yet the link's.
    pub relinking: bool,
    /// A link being replayed a slice at a time (`Model::go_on_opening`).
    pub opening: Option<OpeningLink>,
    /// Milliseconds, for opening a long link in slices: the page's clock in the browser;
    /// natively a clock that never moves, so a link opens in its first slice (tests set their
    /// own).
    pub clock: fn() -> f64,
}

impl Default for Share {
    fn default() -> Share {
        Share { panel: None, relinking: false, opening: None, clock: || 0.0 }
    }
}

/// Links in and out.
pub enum ShareMsg {
    /// Opens the share panel: the moment shown (`None`) or a moment of the log.
    Open(Option<usize>),
    Close,
    /// Opens a link from the URL (a fragment pasted into the address bar).
    OpenLink(String),
    /// The next slice of a link being opened (`Model::go_on_opening`).
    GoOnOpening,
    CancelOpening,
}

/// How long the page replays a link being opened before it draws and takes input again.
pub const OPENING_SLICE_MS: f64 = 30.0;

/// A link being opened a slice at a time (`codec::Replay`).
pub struct OpeningLink {
    replay: codec::Replay,
    /// The board shown before, put back if the link is refused part-way or the reader cancels.
    before: Box<Before>,
    /// The link's board setup is shown meanwhile (`before` comes back if it fails).
    setup_shown: bool,
    /// What to do once it is open (`Model::open_shared`'s own session, a kept session's id).
    restore: Option<String>,
    kept: Option<u64>,
}

/// The board shown before a link began to open.
struct Before {
    session: Session,
    perspective: Option<PlayerId>,
    scenario: Option<ScenarioRun>,
}

fn opening_failed(lang: Lang, e: impl std::fmt::Display) -> String {
    crate::i18n::labelled(lang, "This link can't be opened", e)
}

/// What the embed API answers to `{horyu: "state"}`.
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedState {
    pub cursor: usize,
    pub length: usize,
    pub turn: u32,
    pub active: &'static str,
    pub step: &'static str,
    pub board: Vec<String>,
    /// Inside an action: the processing step shown and how many it has.
    pub inside: Option<(usize, usize)>,
    /// On a ruling's board: its steps done and in all.
    pub ruling: Option<(usize, usize)>,
    /// The last line of the log at the moment shown.
    pub last: Option<String>,
}

impl Model {
    /// Opens a link (bare, a `#link=…` fragment or a whole URL). A link that can't be opened
    /// leaves the board as it was; the banner says why, in the codec's words.
    pub fn open_link(&mut self, text: &str) -> Result<(), String> {
        self.open_link_or_relink(text, None, None).map(|_| ())
    }

    /// Opens a link; `Ok(false)` when it went to the worker first (a link of format v1-v3
    /// with custom cards, whose card text only the worker reads), and opens when it comes back
    /// (`Errand::Relink`, with `restore` and `kept` to do then). A link whose line takes longer
    /// than a slice to replay shows its board's setup at once and goes on a slice per frame
    /// ([`Model::go_on_opening`]): the page stays responsive, says how far it is, and the reader
    /// may cancel. `Ok(true)` then too: it is opening.
    pub(crate) fn open_link_or_relink(
        &mut self,
        text: &str,
        restore: Option<String>,
        kept: Option<u64>,
    ) -> Result<bool, String> {
        // One replay: codec::Replay checks the link and builds the session together.
        match codec::parse(text).and_then(codec::Replay::new) {
            Ok(replay) => {
                let before = Box::new(Before {
                    session: self.session.clone(),
                    perspective: self.perspective,
                    scenario: self.rulings.scenario.clone(),
                });
                self.share.opening = Some(OpeningLink { replay, before, setup_shown: false, restore, kept });
                self.go_on_opening();
                Ok(true)
            }
            Err(horyu_engine::codec::LinkError::NeedsPool { .. }) => {
                // Its cards come from the pool: open it once the pool has arrived (pool_load.rs).
                self.share.relinking = true;
                let text = text.trim().to_string();
                self.library.pool_load.want(crate::model::pool_load::PoolWait::Link { text, restore, kept });
                Ok(false)
            }
            // Custom cards as text (links v1-v4), or an older pool's cards: the worker reads
            // the text or the pool's history and writes the link again (docs/links.md).
            Err(
                horyu_engine::codec::LinkError::NeedsCardText
                | horyu_engine::codec::LinkError::OlderPool { .. },
            ) => {
                let errand = crate::model::offload::Errand::Relink { restore, kept };
                self.share.relinking = true;
                self.ask(errand, horyu_engine::offload::Work::Relink(text.trim().to_string()));
                Ok(false)
            }
            // A card or word the first-load module can't read: the whole module opens the link
            // (and says why if it can't either).
            Err(_) if self.load_whole(crate::model::whole::LoadWhole::Link(text.trim().to_string())) => {
                Ok(false)
            }
            Err(e) => {
                self.refuse(crate::i18n::labelled(self.lang, "This link can't be opened", e)).map(|_| false)
            }
        }
    }

    /// Opens a link replaying all of it before returning (the page's own autosave as it loads:
    /// a link from the address may then keep it aside whole).
    pub fn open_link_at_once(&mut self, text: &str) -> Result<(), String> {
        let clock = std::mem::replace(&mut self.share.clock, || 0.0);
        let opened = self.open_link(text);
        self.share.clock = clock;
        opened
    }

    /// Replays the link being opened for one slice of time ([`OPENING_SLICE_MS`] by
    /// `Model::clock`), and opens it once it is all replayed. The first slice runs as the link
    /// is asked for, so most links open at once; a longer one shows its board's setup until it
    /// is done. A link the rules refuse part-way puts back the board shown before, and the banner
    /// says why.
    pub fn go_on_opening(&mut self) {
        let Some(mut opening) = self.share.opening.take() else { return };
        let until = (self.share.clock)() + OPENING_SLICE_MS;
        let done = loop {
            match opening.replay.advance() {
                Ok(true) => break Ok(true),
                Ok(false) if (self.share.clock)() >= until => break Ok(false),
                Ok(false) => {}
                Err(e) => break Err(e),
            }
        };
        match done {
            Ok(true) => {
                let OpeningLink { replay, restore, kept, .. } = opening;
                match replay.finish() {
                    Ok(opened) => {
                        if self.open_session(opened.session, opened.perspective).is_ok() {
                            self.show_opened_step(opened.step, opened.steps);
                            if let Some(id) = kept {
                                self.shelf.current = Some(id);
                                self.shelf.open = false;
                            }
                            if let Some(own) = restore.filter(|own| *own != self.link()) {
                                self.notices.restore = Some(own);
                            }
                        }
                    }
                    // `finish` has nothing left to replay: it can't fail here.
                    Err(e) => self.notices.banner = Some(opening_failed(self.lang, e)),
                }
            }
            Ok(false) => {
                // Still replaying: the board's setup meanwhile (shown once), then the next slice.
                let show = (!opening.setup_shown)
                    .then(|| (opening.replay.setup_session(), opening.replay.perspective()));
                opening.setup_shown = true;
                self.share.opening = Some(opening);
                if let Some((setup, perspective)) = show {
                    self.rulings.scenario = None;
                    self.perspective = perspective;
                    self.replace_session(setup);
                }
            }
            Err(e) => self.put_back(opening_failed(self.lang, e), opening),
        }
    }

    /// Stops opening a link: the board shown before comes back, and the banner says so.
    pub fn cancel_opening(&mut self) {
        if let Some(opening) = self.share.opening.take() {
            let (done, total) = opening.replay.progress();
            let text = crate::i18n::trf(
                self.lang,
                "Opening the link was cancelled after replaying {0} of its {1} actions: the board shown before is back.",
                &[&done, &total],
            );
            self.put_back(text, opening);
        }
    }

    /// How far the link being opened is: actions replayed, and how many it has.
    pub fn opening_progress(&self) -> Option<(usize, usize)> {
        self.share.opening.as_ref().map(|o| o.replay.progress())
    }

    /// After a link failed or was cancelled: the board before it (when the setup replaced it),
    /// and the banner.
    fn put_back(&mut self, banner: String, opening: OpeningLink) {
        if opening.setup_shown {
            let Before { session, perspective, scenario } = *opening.before;
            self.perspective = perspective;
            self.replace_session(session);
            self.rulings.scenario = scenario;
            // The reader's own session, kept aside for the link, is the one shown again.
            self.notices.restore = None;
        }
        self.notices.banner = Some(banner);
    }

    /// Opens a link from the page's address. The user's own session (one with moves, or not a
    /// ruling) is kept aside and offered back: following a link never loses work.
    pub fn open_shared(&mut self, text: &str) -> Result<(), String> {
        let own = (!self.session.is_empty() || self.rulings.scenario.is_none()).then(|| self.link());
        self.open_link_or_relink(text, own.clone(), None)?;
        if let Some(own) = own.filter(|own| *own != self.link()) {
            self.notices.restore = Some(own);
        }
        Ok(())
    }

    /// Opens what the user pasted or loaded: a link, a `#link=…` fragment, a whole URL, or a
    /// session as JSON (the app's and `horyu link decode`'s export; the worker reads it, and
    /// the share panel closes when it opens). On error the board and the panel are kept.
    pub fn import(&mut self, text: &str) -> Result<(), String> {
        // A file saved with a byte-order mark is JSON all the same (the worker reads past it).
        let t = text.trim();
        if t.trim_start_matches('\u{feff}').starts_with('{') {
            self.ask(
                crate::model::offload::Errand::ImportJson,
                horyu_engine::offload::Work::ReadJson(t.to_string()),
            );
            return Ok(());
        }
        if self.open_link_or_relink(t, None, None)? {
            self.share.panel = None;
        }
        Ok(())
    }

    /// Opens the share panel for the moment shown (`None`) or a moment of the log.
    pub fn open_share(&mut self, moment: Option<usize>) {
        if let Err(why) = self.kept_link() {
            self.notices.banner = Some(why);
            return;
        }
        self.share.panel = Some(SharePanel { moment, fragment: self.share_fragment(moment) });
    }

    /// The link of the moment shared as a URL fragment, which says `&words=all` when its board
    /// needs the page's whole module (model/whole.rs), so its reader loads that module at once.
    fn share_fragment(&self, moment: Option<usize>) -> String {
        let mut fragment = codec::to_url_fragment(&self.snapshot(moment));
        if self.needs_whole() {
            fragment.push_str("&words=all");
        }
        fragment
    }

    /// What the Share panel (share_panel.rs, in the module loaded on demand) is told: the link,
    /// the moment, the scenario file's title, and the ruling's expectation at the step played
    /// (a wiki picture's answering line) when the moment shared is the one shown.
    pub fn share_init(&self) -> Option<horyu_app::editor_link::ShareInit> {
        let share = self.share.panel.as_ref()?;
        Some(horyu_app::editor_link::ShareInit {
            ja: self.lang == Lang::Ja,
            fragment: share.fragment.clone(),
            moment: share.moment,
            title: self.scenario_title(),
            caption: if share.moment.is_none() { self.ruling_caption(self.lang) } else { None },
        })
    }

    /// What the ruling shown expects at the step played, in `lang`, as the perspective shown may
    /// read it (the ruling's words are the judge's).
    pub(super) fn ruling_caption(&self, lang: Lang) -> Option<String> {
        let run = self.rulings.scenario.as_ref().filter(|_| self.on_scenario_line())?;
        let step = run.steps().get(run.done.checked_sub(1)?)?;
        let said: Vec<&str> = step.expects.iter().map(|(en, ja)| lang.or_english(en, ja)).collect();
        // One line of several expectations: "Player 2's battle zone: … · Player 2's graveyard: …".
        (!said.is_empty()).then(|| self.game().sight(self.perspective).redact(&said.join(" · "), lang))
    }

    /// Keeps an open share panel's link in step with the session.
    pub fn refresh_share(&mut self) {
        let Some(moment) = self.share.panel.as_ref().map(|s| s.moment) else { return };
        let fragment = self.share_fragment(moment);
        if let Some(s) = &mut self.share.panel {
            if s.fragment != fragment {
                s.fragment = fragment;
            }
        }
    }

    /// Whether an embed shows zone `z`: the zones its address names, or the whole table, or by
    /// default the zones the moment is about — the battle zones, and the zones the cards of the
    /// action shown came from, went to or are in (their standby tray and the pending effects
    /// have their own places). Before any action, the whole table: the setup is the point.
    pub fn embed_shows(&self, z: Zone) -> bool {
        let Some(embed) = &self.embed else { return true };
        if let Some(shown) = embed.shows(z) {
            return shown;
        }
        z == Zone::Battle || self.moment_zones().is_none_or(|zones| zones.contains(&z))
    }

    /// The zones the action shown changed (`EventKind::changes_board`); `None` before any
    /// action.
    pub fn moment_zones(&self) -> Option<Vec<Zone>> {
        let cursor = self.session.cursor() as u32;
        if cursor == 0 {
            return None;
        }
        let g = self.game();
        let mut zones = vec![Zone::Battle];
        let mut add = |z: Zone| {
            if !zones.contains(&z) {
                zones.push(z);
            }
        };
        // The action's events end the log of the moment shown.
        // What changed the board, not the mana tapped to pay or the abilities that triggered.
        for e in g.log().iter().rev().take_while(|e| e.action == cursor).filter(|e| e.kind.changes_board()) {
            if let horyu_engine::EventKind::Moved { from, to, .. } = &e.kind {
                add(from.zone);
                add(to.zone);
            }
            e.kind.for_each_card(|c| add(g.card(c).zone));
        }
        Some(zones)
    }

    /// What the embed API answers: the moment shown, the line's length, the turn, the board.
    pub fn embed_state(&self) -> EmbedState {
        let g = self.game();
        let t = g.turn();
        EmbedState {
            cursor: self.session.cursor(),
            length: self.session.len(),
            turn: t.number,
            active: t.active.key(),
            step: t.step.name(),
            board: g.sight(self.perspective).summary(),
            inside: self.stepping.inside.as_ref().map(|i| i.position()),
            ruling: self.rulings.scenario.as_ref().map(|r| (r.done, r.steps().len())),
            last: {
                let shown = self.stepping.inside.as_ref().map_or(self.log.len(), |i| i.events_shown());
                self.log[..shown.min(self.log.len())]
                    .iter()
                    .rev()
                    .find(|e| e.action as usize <= self.session.cursor())
                    .map(|e| e.text.clone())
            },
        }
    }

    // Reading --------------------------------------------------------------------------------
}

impl Model {
    /// Links in and out.
    pub fn on_share(&mut self, msg: ShareMsg) {
        match msg {
            ShareMsg::Open(moment) => self.open_share(moment),
            ShareMsg::Close => self.share.panel = None,
            ShareMsg::OpenLink(text) => {
                let _ = self.open_shared(&text);
            }
            ShareMsg::GoOnOpening => self.go_on_opening(),
            ShareMsg::CancelOpening => self.cancel_opening(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn an_embed_frames_the_zones_the_moment_changed() {
        let mut m = Model::for_tests(Lang::En);
        m.embed = Some(crate::model::embed::Embed::default());
        assert!(m.moment_zones().is_none(), "before any action: the whole table");
        assert!(m.embed_shows(Zone::Mana));
        // The default ruling: Energy Stream is cast (mana paid) and resolves.
        while m.rulings.scenario.as_ref().is_some_and(|r| r.done < r.steps().len()) {
            m.next_step();
        }
        let zones = m.moment_zones().expect("an action shown");
        assert!(zones.contains(&Zone::Battle) && zones.contains(&Zone::Graveyard), "{zones:?}");
        assert!(!m.embed_shows(Zone::Deck) || zones.contains(&Zone::Deck));
        m.embed.as_mut().unwrap().whole = true;
        assert!(m.embed_shows(Zone::Deck), "Whole table");
    }

    #[test]
    fn the_share_panel_is_told_the_moment_shared_and_the_rulings_expectation_for_a_wiki_picture() {
        use horyu_engine::offload::{Done, Work};
        let mut m = Model::for_tests(Lang::Ja);
        m.open_scenario(0);
        m.next_step();
        m.open_share(None);
        let s = m.share_init().expect("open");
        assert!(s.ja, "the page's language");
        assert_eq!(s.fragment, m.share.panel.as_ref().unwrap().fragment);
        assert_eq!(s.title, m.scenario_title());
        let expects = &m.rulings.scenario.as_ref().unwrap().steps()[0].expects;
        let caption = s.caption.clone().expect("a ruling's step answers");
        assert!(caption.contains(expects[0].1.as_str()), "{caption}");
        // The panel asks the worker for the picture of exactly that, in the zones chosen.
        let options = horyu_engine::diagram::PictureOptions {
            lang: Lang::Ja,
            zones: Some(vec![Zone::Battle]),
            caption: s.caption,
        };
        let Ok(Done::Picture(p)) = horyu_worker::serve(Work::DrawPicture { link: s.fragment, options })
        else {
            panic!("no picture")
        };
        assert!(p.svg.contains(&horyu_engine::diagram::esc(&caption)), "the line on top");
        assert!(!p.svg.contains("data-zone=\"p1.mana\""), "only the zones asked");
        // Shared from the log at another moment: no expectation of the step shown.
        m.open_share(Some(0));
        assert_eq!(m.share_init().unwrap().caption, None);
    }

    thread_local! {
        static NOW: Cell<f64> = const { Cell::new(0.0) };
    }

    /// A clock that moves a millisecond each time it is read: a slice replays a few actions.
    fn ticking() -> f64 {
        NOW.with(|n| {
            n.set(n.get() + 1.0);
            n.get()
        })
    }

    fn long_link(actions: usize) -> String {
        let history = horyu_engine::bench::long_history(7, actions).expect("a long line");
        codec::encode(&Snapshot::new(history, None))
    }

    #[test]
    fn a_long_link_opens_a_slice_at_a_time_showing_its_setup_meanwhile() {
        let mut m = Model::for_tests(Lang::En);
        m.share.clock = ticking;
        m.open_link(&long_link(600)).unwrap();
        let (done, total) = m.opening_progress().expect("still opening after one slice");
        assert!(done > 0 && done < total, "{done} of {total}");
        assert_eq!(total, 600);
        // Meanwhile the board is the link's setup, and nothing is kept as a session.
        assert!(m.session.history().actions.is_empty());
        let mut slices = 1;
        while m.share.opening.is_some() {
            m.go_on_opening();
            slices += 1;
        }
        assert!(slices > 5, "{slices} slices");
        assert_eq!(m.session.history().actions.len(), 600);
        assert_eq!(m.session.cursor(), 600);
        assert!(m.notices.banner.is_none(), "{:?}", m.notices.banner);
    }

    #[test]
    fn cancelling_a_link_being_opened_puts_back_the_board_before() {
        let mut m = Model::for_tests(Lang::En);
        let before = m.link();
        m.share.clock = ticking;
        m.open_link(&long_link(600)).unwrap();
        assert!(m.share.opening.is_some());
        m.cancel_opening();
        assert!(m.share.opening.is_none());
        assert_eq!(m.link(), before, "the board shown before is back");
        let banner = m.notices.banner.clone().unwrap_or_default();
        assert!(banner.contains("cancelled"), "{banner}");
    }

    #[test]
    fn a_link_refused_part_way_puts_back_the_board_before_and_says_where() {
        let mut m = Model::for_tests(Lang::En);
        let before = m.link();
        m.share.clock = ticking;
        let mut history = horyu_engine::bench::long_history(7, 600).expect("a long line");
        // An action no rule allows, late in the line: answering a decision nobody is asked.
        history.actions[500] = horyu_engine::Action::Answer(horyu_engine::decision::Answer::Yes(true));
        m.open_link(&codec::encode(&Snapshot::new(history, None))).unwrap();
        while m.share.opening.is_some() {
            m.go_on_opening();
        }
        assert_eq!(m.link(), before);
        let banner = m.notices.banner.clone().unwrap_or_default();
        assert!(banner.contains("action 501"), "{banner}");
    }

    #[test]
    fn with_a_clock_that_never_moves_a_link_opens_at_once() {
        let mut m = Model::for_tests(Lang::En);
        m.open_link(&long_link(200)).unwrap();
        assert!(m.share.opening.is_none());
        assert_eq!(m.session.history().actions.len(), 200);
    }
}
