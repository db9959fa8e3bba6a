//! The page's two modules (docs/bundle.md, "The whole vocabulary on demand"). Every reader
//! first gets the page built without the whole vocabulary, the words card schema 4 added (the
//! engine's `whole` feature); the cards that use them and the card editor are the whole
//! module's. Where the first-load module meets one, it loads the whole module, which
//! opens the same board and then does what was asked. The whole module never goes back: what
//! it can't read is damage, said as before.

use super::*;
use horyu_engine::card::CardDefId;

/// Whether this page is the first-load module, which leaves the whole vocabulary out.
pub const FIRST_LOAD: bool = !cfg!(feature = "whole");

/// Where the page keeps that this browser needs the whole module (`"all"`), read by
/// index.html's script to load that module at once from then on.
pub const WORDS_KEY: &str = "horyu.words";

/// Where the first-load module leaves, for the tab's next page, what to do once the whole
/// module has opened the board: [`LoadWhole::then`].
pub const THEN_KEY: &str = "horyu.then";

/// What the first-load module can't do: the whole module is loaded to do it.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadWhole {
    /// Open the board shown again (a card of the kept library uses a word it lacks).
    Board,
    /// Open this link (the address's, a pasted one, a kept session's).
    Link(String),
    /// Add copies of a pool card the finder found, and open the finder again.
    Put { card: CardDefId, to: ZoneRef, count: u32 },
    /// Open the card editor (from this card), whose words it lacks.
    Editor(Option<CardDefId>),
}

impl LoadWhole {
    /// What the whole module does once the board is open, as [`THEN_KEY`] keeps it.
    pub fn then(&self) -> Option<String> {
        match self {
            LoadWhole::Board | LoadWhole::Link(_) => None,
            LoadWhole::Put { card, to, count } => Some(format!("pool:{}:{}:{count}", card.0, to.key())),
            LoadWhole::Editor(None) => Some("editor".into()),
            LoadWhole::Editor(Some(id)) => Some(format!("editor:{}", id.0)),
        }
    }
}

impl Model {
    /// Asks for the whole module (the page loads it after this update, app/browser.rs).
    /// False in the whole module itself, which has nowhere to go.
    pub(crate) fn load_whole(&mut self, why: LoadWhole) -> bool {
        if FIRST_LOAD {
            self.whole = Some(why);
        }
        FIRST_LOAD
    }

    /// Does what the first-load module asked the whole module to do ([`LoadWhole::then`]).
    pub fn then(&mut self, then: &str) {
        let mut parts = then.split(':');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some("editor"), None, ..) => self.open_editor(None),
            (Some("editor"), Some(id), None, _) => self.open_editor(id.parse().ok().map(CardDefId)),
            (Some("pool"), Some(card), Some(to), Some(count)) => {
                let (Ok(card), Some(to), Ok(count)) = (card.parse(), ZoneRef::parse(to), count.parse()) else {
                    return;
                };
                self.on_library(crate::model::library::LibraryMsg::OpenFinder);
                let _ = self.put_pool(CardDefId(card), to, count);
            }
            _ => {}
        }
    }

    /// Whether a reader of this board needs the whole module: a pool card that uses a word of
    /// the whole vocabulary, or a custom card that uses what card schema 4 added. A link says
    /// so (`&words=all`), so its reader's page loads that module at once rather than after
    /// the first-load module has found out. Never in the first-load module, which holds no
    /// such card.
    pub fn needs_whole(&self) -> bool {
        if FIRST_LOAD {
            return false;
        }
        let g = self.game();
        let pool = horyu_engine::card::pool::installed();
        let custom: Vec<_> = g.db().custom().cloned().collect();
        g.cards().iter().any(|c| pool.as_ref().is_some_and(|p| p.beyond(c.def)))
            || horyu_engine::card::db::cards_schema_needed(&custom) >= 4
    }
}
