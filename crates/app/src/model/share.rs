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
    /// The Clipboard API's answer: `Some(true)` copied, `Some(false)` refused or missing.
    pub copied: Option<bool>,
    /// What the user pasted to open (a link or JSON).
    pub import: String,
    /// The embed snippet's height and zones.
    pub snippet: crate::embed::Snippet,
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
    /// (`Errand::Relink`, with `restore` and `kept` to do then).
    pub(super) fn open_link_or_relink(
        &mut self,
        text: &str,
        restore: Option<String>,
        kept: Option<u64>,
    ) -> Result<bool, String> {
        // One replay: codec::open checks the link and builds the session together.
        match codec::open(text) {
            Ok(opened) => {
                self.open_session(opened.session, opened.perspective)?;
                self.show_opened_step(opened.step, opened.steps);
                Ok(true)
            }
            Err(horyu_engine::codec::LinkError::NeedsCardText) => {
                let errand = crate::offload::Errand::Relink { restore, kept };
                self.opening = true;
                self.ask(errand, horyu_engine::offload::Work::Relink(text.trim().to_string()));
                Ok(false)
            }
            Err(e) => {
                self.refuse(crate::i18n::labelled(self.lang, "This link can't be opened", e)).map(|_| false)
            }
        }
    }

    /// Opens a link from the page's address. The user's own session (one with moves, or not a
    /// ruling) is kept aside and offered back: following a link never loses work.
    pub fn open_shared(&mut self, text: &str) -> Result<(), String> {
        let own = (!self.session.is_empty() || self.scenario.is_none()).then(|| self.link());
        self.open_link_or_relink(text, own.clone(), None)?;
        if let Some(own) = own.filter(|own| *own != self.link()) {
            self.restore = Some(own);
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
                crate::offload::Errand::ImportJson,
                horyu_engine::offload::Work::ReadJson(t.to_string()),
            );
            return Ok(());
        }
        if self.open_link_or_relink(t, None, None)? {
            self.share = None;
        }
        Ok(())
    }

    /// Opens the share panel for the moment shown (`None`) or a moment of the log.
    pub fn open_share(&mut self, moment: Option<usize>) {
        if let Err(why) = self.kept_link() {
            self.banner = Some(why);
            return;
        }
        self.share = Some(SharePanel {
            moment,
            fragment: codec::to_url_fragment(&self.snapshot(moment)),
            copied: None,
            import: String::new(),
            snippet: Default::default(),
        });
    }

    /// Keeps an open share panel's link in step with the session.
    pub fn refresh_share(&mut self) {
        let Some(moment) = self.share.as_ref().map(|s| s.moment) else { return };
        let fragment = codec::to_url_fragment(&self.snapshot(moment));
        if let Some(s) = &mut self.share {
            if s.fragment != fragment {
                s.fragment = fragment;
                s.copied = None;
            }
        }
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
            inside: self.inside.as_ref().map(|i| i.position()),
            ruling: self.scenario.as_ref().map(|r| (r.done, r.steps().len())),
            last: {
                let shown = self.inside.as_ref().map_or(self.log.len(), |i| i.events_shown());
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
