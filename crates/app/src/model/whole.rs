//! The page's two modules (docs/bundle.md, "The whole vocabulary on demand"). Every reader
//! first gets the page built without the whole vocabulary, the words card schema 4 added (the
//! engine's `whole` feature); the cards that use them are the whole module's. Where the first-load module meets one, it loads the whole module, which
//! opens the same board and then does what was asked. The whole module never goes back: what
//! it can't read is damage, said as before.

use super::*;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use horyu_engine::card::CardDefId;

/// Whether this page is the first-load module, which leaves the whole vocabulary out (its
/// engine is built without it).
pub const FIRST_LOAD: bool = !horyu_engine::WHOLE_VOCABULARY;

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
    /// Do what the card editor asked in this message (put, update or keep a card that uses a
    /// word of the whole vocabulary), and open the editor again.
    Said(Vec<u8>),
}

impl LoadWhole {
    /// What the whole module does once the board is open, as [`THEN_KEY`] keeps it.
    pub fn then(&self) -> Option<String> {
        match self {
            LoadWhole::Board | LoadWhole::Link(_) => None,
            LoadWhole::Put { card, to, count } => Some(format!("pool:{}:{}:{count}", card.0, to.key())),
            LoadWhole::Said(message) => Some(format!("said:{}", URL_SAFE_NO_PAD.encode(message))),
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
            (Some("said"), Some(message), None, _) => {
                let message = URL_SAFE_NO_PAD.decode(message).map_err(|e| e.to_string());
                let Ok(out) = message.and_then(|m| horyu_app::editor_link::from_bytes(&m)) else { return };
                self.on_editor(out);
                // The editor stays open after a card is put or kept, with that card.
                self.open_editor(None);
            }
            (Some("pool"), Some(card), Some(to), Some(count)) => {
                let (Ok(card), Some(to), Ok(count)) = (card.parse(), ZoneRef::parse(to), count.parse())
                else {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::share::ShareMsg;
    use horyu_engine::card::{Keyword, Static};
    use horyu_engine::ZoneRef;

    fn fragment(m: &mut Model) -> String {
        m.share.panel = None;
        m.on_share(ShareMsg::Open(None));
        m.share.panel.as_ref().map(|p| p.fragment.clone()).unwrap_or_default()
    }

    /// Share says `words=all` of a board with a card that uses a word of the whole vocabulary
    /// (here a static ability's `breaks`, card schema 4), so its reader loads that module at
    /// once; a board without one says nothing.
    #[test]
    fn a_link_says_when_its_board_needs_the_whole_module() {
        let mut m = Model::for_tests(Lang::En);
        assert!(!fragment(&mut m).contains("words=all"));
        let mut card = horyu_app::editor_link::blank_card(m.next_custom_id());
        card.front.name = "Crew".into();
        card.front.keywords.push(Keyword::Blocker);
        let plain = card.clone();
        m.put_custom(plain, ZoneRef::new(PlayerId::P1, Zone::Battle)).unwrap();
        assert!(!fragment(&mut m).contains("words=all"), "a custom card of the first-load words");
        card.id = CardDefId(m.next_custom_id());
        card.front.abilities.push(horyu_engine::card::Ability {
            static_ability: Some(Static { breaks: Some(1), ..Static::default() }),
            ..Default::default()
        });
        m.put_custom(card, ZoneRef::new(PlayerId::P1, Zone::Battle)).unwrap();
        assert!(fragment(&mut m).ends_with("&words=all"));
        assert!(m.needs_whole());
    }

    /// What the first-load module leaves for the whole module to do reads back as itself.
    #[test]
    fn what_to_do_then_reads_back() {
        let put =
            LoadWhole::Put { card: CardDefId(1_001), to: ZoneRef::new(PlayerId::P2, Zone::Mana), count: 3 };
        assert_eq!(put.then().as_deref(), Some("pool:1001:p2.mana:3"));
        assert_eq!(LoadWhole::Link("x".into()).then(), None);
        // The editor's "Put into the game", as the first-load module could not read it.
        let mut m = Model::for_tests(Lang::En);
        let mut card = horyu_app::editor_link::blank_card(m.next_custom_id());
        card.front.name = "Handed Over".into();
        let to = ZoneRef::new(PlayerId::P1, Zone::Hand);
        let said =
            horyu_app::editor_link::to_bytes(&horyu_app::editor_link::EditorOut::Put(Box::new(card), to));
        m.then(&LoadWhole::Said(said).then().unwrap());
        assert!(m
            .game()
            .zone_cards(PlayerId::P1, Zone::Hand)
            .iter()
            .any(|&c| m.game().name(c) == "Handed Over"));
        assert!(m.library.editor.is_some(), "the editor is open again");
        let mut m = Model::for_tests(Lang::En);
        m.then("nonsense:1:2:3");
        assert!(m.library.editor.is_none() && m.library.finder.is_none(), "anything else does nothing");
    }
}
