//! Custom cards in the playground: the editor's state, putting a made card into the game, and
//! the personal library (kept in the browser by app/browser.rs as a card file). No browser code here.

use std::rc::Rc;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use horyu_engine::card::db::{cards_from_bytes_of_schema, cards_to_bytes};
use horyu_engine::offload::Work;

use crate::model::offload::Errand;
use horyu_engine::card::CUSTOM_ID_BASE;
use horyu_engine::session::Session;
use horyu_engine::{Action, CardDef, CardDefId, Manual, ZoneRef};

use crate::i18n::tr;
use crate::model::Model;
use horyu_app::editor_link::{blank_card, EditorOut};

/// How the library autosave starts since a filter may have `named_as` (card schema 4; before:
/// JSON, then TOML, then binary as `cards:`, where a 1 is what a missing count was written as,
/// then `cards2:`, with no filter `or`, then `cards3:`, with no `named_as`).
const LIBRARY_PREFIX: &str = "cards4:";
/// The binary libraries of the builds before, with their card schemas (compact::CARD_SCHEMA).
const LIBRARY_PREFIXES_BEFORE: [(&str, u8); 3] = [("cards3:", 3), ("cards2:", 2), ("cards:", 1)];

/// Most cards the personal library keeps.
pub const MAX_LIBRARY: usize = 256;

/// The cards the user makes and finds: the personal library, the card editor, the card finder
/// and the card pool they draw from.
#[derive(Default)]
pub struct Library {
    /// The personal card library (custom cards kept in this browser).
    pub cards: Vec<CardDef>,
    /// The card editor, while open.
    pub editor: Option<EditorOpen>,
    /// The card last put into the game or saved: the editor reopens with it.
    pub last_card: Option<CardDef>,
    /// The card finder, while open (finder_panel.rs in the module loaded on demand).
    pub finder: Option<crate::model::FinderOpen>,
    /// The card pool: asked for, on its way, and what waits for it (pool_load.rs).
    pub pool_load: crate::model::pool_load::PoolLoad,
    /// The library kept in this browser could not be read: the page never writes over it (a
    /// later build, or the whole module, may read it).
    pub unread: bool,
}

/// What the user does with the card editor, the finder and the library.
pub enum LibraryMsg {
    /// Opens the card editor: a new card, or a card of the board to edit or make a variant of.
    OpenEditor(Option<CardDefId>),
    /// Opens the card finder (finder_panel.rs).
    OpenFinder,
    /// The card pool's file, or why it could not be fetched (pool_load.rs).
    PoolArrived(Result<Vec<u8>, String>),
    /// What the editor's, finder's or sessions' module asks (editor_link.rs).
    Editor(horyu_app::editor_link::EditorOut),
    /// What the editor asked that the first-load module can't read (a card of the whole
    /// vocabulary), as it came: the whole module reads it (model/whole.rs).
    Unread(Vec<u8>),
}

/// The editor, while open.
#[derive(Clone, Debug, PartialEq)]
pub struct EditorOpen {
    pub start: Rc<CardDef>,
    /// Changes whenever the editor must restart from `start`.
    pub nonce: u32,
    /// The answer to the last request (text, is it an error).
    pub status: Option<(String, bool)>,
}

impl Model {
    /// The lowest custom id after every custom card the user has (library and session).
    pub fn next_custom_id(&self) -> u32 {
        let session = self.game().db().custom().map(|c| c.id.0).max();
        let library = self.library.cards.iter().map(|c| c.id.0).max();
        session.max(library).map_or(CUSTOM_ID_BASE, |m| m.max(CUSTOM_ID_BASE - 1) + 1)
    }

    /// Opens the editor: a new card, a custom card to edit (the session's own), or a copy of a
    /// built-in card to make a variant of.
    pub fn open_editor(&mut self, from: Option<CardDefId>) {
        let known =
            |id| self.game().db().get(id).cloned().or_else(|| horyu_engine::card::pool::installed()?.def(id));
        let card = match from.and_then(known) {
            Some(c) if c.id.0 >= CUSTOM_ID_BASE => c,
            Some(mut c) => {
                c.note = format!("A variant of {} (built-in #{}).", c.front.name, c.id.0);
                c.id = CardDefId(self.next_custom_id());
                c.aliases.clear();
                c.front.name = format!("{} (variant)", c.front.name);
                if !c.front.name_ja.is_empty() {
                    c.front.name_ja = format!("{}（改）", c.front.name_ja);
                }
                c
            }
            None => match self.library.last_card.clone() {
                Some(c) if from.is_none() => c,
                _ => blank_card(self.next_custom_id()),
            },
        };
        let nonce = self.library.editor.as_ref().map_or(0, |e| e.nonce + 1);
        self.library.editor = Some(EditorOpen { start: Rc::new(card), nonce, status: None });
    }

    pub(crate) fn editor_says(&mut self, text: String, error: bool) {
        if let Some(e) = &mut self.library.editor {
            e.status = Some((text, error));
        }
    }

    /// The ids of the session's custom cards (their copies follow their edits).
    pub fn session_card_ids(&self) -> Vec<u32> {
        self.session.history().setup.custom_cards.iter().map(|c| c.id.0).collect()
    }

    /// Replaces the definition of a card the session already has and replays the history with
    /// it: every copy on the board, past and present, follows. Refused (and nothing changes) if
    /// the history no longer replays.
    pub fn update_custom(&mut self, card: CardDef) -> Result<(), String> {
        if !self.session_card_ids().contains(&card.id.0) {
            return Err(format!("{}: #{}", tr(self.lang, "This card can't join the session"), card.id.0));
        }
        let session = self.session_with(card.clone())?;
        self.replace_session(session);
        let name = card.front.name.clone();
        self.library.last_card = Some(card);
        self.library.editor = None;
        self.say(crate::i18n::labelled(self.lang, "Updated in this session", name), false);
        Ok(())
    }

    /// The session with `card` among its cards; a refusal is said in the editor.
    fn session_with(&mut self, card: CardDef) -> Result<Session, String> {
        self.session.with_custom_card(card).map_err(|e| {
            let text = crate::i18n::labelled(self.lang, "This card can't join the session", e);
            self.editor_says(text.clone(), true);
            text
        })
    }

    /// Adds a card to the session's cards and puts a new copy of it into a zone, as a recorded
    /// sandbox edit. It never changes a card the session already has (that is `update_custom`):
    /// a different card with a taken id (one from a library, say) gets a fresh id. If the
    /// placement is refused, nothing changes and the reason is returned.
    pub fn put_custom(&mut self, mut card: CardDef, to: ZoneRef) -> Result<(), String> {
        let defs = &self.session.history().setup.custom_cards;
        if defs.iter().any(|c| c.id == card.id && *c != card) {
            card.id = CardDefId(self.next_custom_id());
        }
        let session = self.session_with(card.clone())?;
        let create = Action::Manual(Manual::Create { card: card.id, to });
        if let Err(e) = session.clone().apply(create.clone()) {
            let text = e.to_string();
            self.editor_says(text.clone(), true);
            return Err(text);
        }
        if session.history() != self.session.history() {
            self.replace_session(session);
        }
        self.act(create)?;
        // Show the new copy in the detail panel; the editor stays open for another copy or
        // another card (issue #39), and says where this one went.
        self.table.inspect = self.game().cards().last().map(|c| c.id);
        let name = card.full_name();
        let zone = horyu_app::labels::zone_label(self.lang, to.zone);
        let player = horyu_engine::words::player(to.player, self.lang);
        // Lower case in English, within a sentence; Japanese has no case.
        let zone = zone.to_lowercase();
        let text = crate::i18n::trf(
            self.lang,
            "{0} is in {1}'s {2}: put another, or close.",
            &[&name, &player, &zone],
        );
        self.library.last_card = Some(card);
        self.editor_says(text, false);
        Ok(())
    }

    /// Puts a card into the personal library (replacing the one with its id).
    pub fn save_to_library(&mut self, card: CardDef) -> Result<(), String> {
        let name = card.front.name.clone();
        let full = self.library.cards.len() >= MAX_LIBRARY;
        match self.library.cards.iter_mut().find(|c| c.id == card.id) {
            Some(old) => *old = card.clone(),
            None if full => {
                let text = format!("{} ({MAX_LIBRARY})", tr(self.lang, "My cards are full"));
                self.editor_says(text.clone(), true);
                return Err(text);
            }
            None => self.library.cards.push(card.clone()),
        }
        self.library.last_card = Some(card);
        self.editor_says(crate::i18n::labelled(self.lang, "Saved to my cards", name), false);
        Ok(())
    }

    pub fn delete_from_library(&mut self, id: CardDefId) {
        self.library.cards.retain(|c| c.id != id);
    }

    /// Adds the cards of a card file to the library. A card whose id is taken by another card
    /// (or is not a custom id) gets a fresh one. Returns how many were added.
    /// The worker reads the file (`Errand::ImportCards`), then [`Model::add_to_library`].
    pub fn import_cards(&mut self, text: &str) {
        self.ask(Errand::ImportCards, Work::ReadCards(text.to_string()));
    }

    /// Adds cards read from a card file to the library (see `import_cards`).
    pub fn add_to_library(&mut self, cards: Vec<CardDef>) -> Result<usize, String> {
        if self.library.cards.len() + cards.len() > MAX_LIBRARY {
            let text = format!("{} ({MAX_LIBRARY})", tr(self.lang, "My cards are full"));
            self.editor_says(text.clone(), true);
            return Err(text);
        }
        let n = cards.len();
        for mut card in cards {
            let clash = self.library.cards.iter().any(|c| c.id == card.id && *c != card);
            if card.id.0 < CUSTOM_ID_BASE || clash {
                card.id = CardDefId(self.next_custom_id());
            }
            if !self.library.cards.contains(&card) {
                self.library.cards.push(card);
            }
        }
        self.editor_says(crate::i18n::labelled(self.lang, "Cards imported", n), false);
        Ok(n)
    }

    /// The library as autosave keeps it: `cards4:` and the cards in binary, base64url
    /// (`horyu_engine::card::compact`; the first load has no TOML or JSON reader). "Export
    /// file" writes TOML through the worker.
    pub fn library_text(&self) -> String {
        format!("{LIBRARY_PREFIX}{}", URL_SAFE_NO_PAD.encode(cards_to_bytes(&self.library.cards)))
    }

    /// Reads the library autosave kept; a damaged one is left unread (and said so). One kept
    /// by an earlier build is JSON or TOML, which the worker reads (`Errand::LoadLibrary`).
    pub fn load_library(&mut self, text: &str) {
        let (encoded, schema) = match text.strip_prefix(LIBRARY_PREFIX) {
            Some(now) => (Some(now), horyu_engine::card::compact::CARD_SCHEMA),
            None => LIBRARY_PREFIXES_BEFORE
                .iter()
                .find_map(|(prefix, schema)| Some((text.strip_prefix(prefix)?, *schema)))
                .map_or((None, 0), |(then, schema)| (Some(then), schema)),
        };
        let Some(encoded) = encoded else {
            let work = if text.trim_start_matches('\u{feff}').trim_start().starts_with('{') {
                Work::ReadCardsJson(text.to_string())
            } else {
                Work::ReadCards(text.to_string())
            };
            return self.ask(Errand::LoadLibrary, work);
        };
        let read = URL_SAFE_NO_PAD
            .decode(encoded)
            .map_err(|e| e.to_string())
            .and_then(|bytes| cards_from_bytes_of_schema(&bytes, schema).map_err(|e| e.to_string()));
        match read {
            Ok(cards) => self.load_library_cards(cards),
            // A card the first-load module can't read: the whole module reads them all.
            Err(_) if self.load_whole(crate::model::whole::LoadWhole::Board) => self.library.unread = true,
            Err(e) => {
                self.library.unread = true;
                self.notices.banner = Some(crate::i18n::labelled(self.lang, "My cards could not be read", e))
            }
        }
    }

    pub fn load_library_cards(&mut self, cards: Vec<CardDef>) {
        self.library.unread = false;
        self.library.cards = cards.into_iter().take(MAX_LIBRARY).collect();
    }
}

impl Model {
    /// What the user does with the card editor, the finder and the library. The page keeps the
    /// library in the browser after each (app/browser.rs). False when nothing visible changed.
    pub fn on_library(&mut self, msg: LibraryMsg) -> bool {
        match msg {
            LibraryMsg::OpenEditor(from) => self.open_editor(from),
            LibraryMsg::Unread(message) => {
                self.load_whole(crate::model::whole::LoadWhole::Said(message));
            }
            LibraryMsg::OpenFinder => self.library.finder = Some(crate::model::FinderOpen::default()),
            LibraryMsg::PoolArrived(arrived) => self.pool_arrived(arrived),
            LibraryMsg::Editor(out) => return self.on_editor(out),
        }
        true
    }

    /// What the editor's, finder's or sessions' module asks.
    pub(crate) fn on_editor(&mut self, out: EditorOut) -> bool {
        match out {
            EditorOut::Close => {
                // The module shows the editor, else the Share panel, else the finder, else
                // the sessions: close what it shows.
                if self.library.editor.take().is_none()
                    && self.share.panel.take().is_none()
                    && self.library.finder.take().is_none()
                {
                    self.shelf.open = false;
                }
            }
            EditorOut::Session(ask) => return self.on_sessions(crate::model::sessions::Msg::Ask(ask)),
            EditorOut::PutPool { card, to, count } => {
                let _ = self.put_pool(card, to, count);
            }
            EditorOut::VariantOf(card) => {
                if horyu_engine::card::pool::installed().is_some() {
                    self.library.finder = None;
                    self.open_editor(Some(card));
                } else {
                    self.library.pool_load.want(crate::model::pool_load::PoolWait::Variant(card));
                }
            }
            EditorOut::OpenSession(text) => {
                let _ = self.import(&text);
            }
            EditorOut::Put(card, to) => {
                let _ = self.put_custom(*card, to);
            }
            EditorOut::Update(card) => {
                let _ = self.update_custom(*card);
            }
            EditorOut::Save(card) => {
                let _ = self.save_to_library(*card);
            }
            EditorOut::Delete(id) => self.delete_from_library(id),
            EditorOut::Import(text) => self.import_cards(&text),
            EditorOut::Export => self.ask_file(crate::model::offload::File::Cards),
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::model::offload::{settle, File};
    use horyu_engine::card::catalog::AbilityPick;
    use horyu_engine::{PlayerId, Zone};

    fn scout(m: &Model) -> CardDef {
        let mut c = blank_card(m.next_custom_id());
        c.front.name = "Tide Scout".into();
        c.front.abilities.push(AbilityPick::default().ability());
        c
    }

    /// A library kept by a build before unwritten counts (`cards:`) wrote a missing count as
    /// 1: it reads as unwritten, so its cards do what they did; the library is kept anew as
    /// `cards4:`, where a written 1 stays written. One kept before a filter had `or`
    /// (`cards2:`) or `named_as` (`cards3:`) reads as the same cards.
    #[test]
    fn a_library_kept_before_unwritten_counts_keeps_its_cards_meaning() {
        use horyu_engine::card::compact;
        let mut m = Model::for_tests(Lang::En);
        // The 400.5 ruling's custom spell: "one of your creatures", its count left out.
        let card = horyu_engine::card::db::parse_cards(
            r#"
[[card]]
id = 100000
name = "Battle Cry"
type = "spell"
civilizations = ["fire"]
cost = 1
[[card.abilities]]
text = "One of your creatures gets +3000 power until the end of the turn."
effect = [{ power = { what = { filter = { type = "creature" } }, amount = 3000, until = "end_of_turn" } }]
"#,
        )
        .unwrap()
        .remove(0);
        let debug = |c: &CardDef| format!("{:?}", c.front.abilities);
        assert!(debug(&card).contains("Unwritten"), "the scout's ability leaves a count unwritten");
        let mut old = card.clone();
        set_unwritten_to_one(&mut old);
        assert!(!debug(&old).contains("Unwritten"), "as an earlier build wrote it: {}", debug(&old));
        let old_bytes = compact::to_bytes_of_schema(&vec![old], 1).unwrap();
        m.load_library(&format!("cards:{}", URL_SAFE_NO_PAD.encode(&old_bytes)));
        assert_eq!(m.library.cards, vec![card.clone()], "read as unwritten");
        assert!(m.library_text().starts_with("cards4:"));
        // Kept by a build before a filter had `or` (schema 2): the same cards.
        let mut before_or = Model::for_tests(Lang::En);
        let bytes = compact::to_bytes_of_schema(&vec![card.clone()], 2).unwrap();
        assert_ne!(
            bytes,
            compact::to_bytes(&vec![card.clone()]).unwrap(),
            "schema 3 writes each filter's `or`"
        );
        before_or.load_library(&format!("cards2:{}", URL_SAFE_NO_PAD.encode(&bytes)));
        assert_eq!(before_or.library.cards, vec![card.clone()]);
        // Kept by a build before a filter had `named_as` (schema 3): the same cards.
        let mut before_named = Model::for_tests(Lang::En);
        let bytes = compact::to_bytes_of_schema(&vec![card.clone()], 3).unwrap();
        before_named.load_library(&format!("cards3:{}", URL_SAFE_NO_PAD.encode(&bytes)));
        assert_eq!(before_named.library.cards, vec![card.clone()]);
        let mut again = Model::for_tests(Lang::En);
        again.load_library(&m.library_text());
        assert_eq!(again.library.cards, vec![card]);
    }

    /// Every unwritten count of a card's abilities written as 1, as builds before issue #40 did.
    fn set_unwritten_to_one(c: &mut CardDef) {
        // The schema has no visitor: go through postcard, where an unwritten count is one
        // varint of u64::MAX - 1 (ten bytes) and a 1 is one byte.
        let bytes = horyu_engine::card::compact::to_bytes(&c.front.abilities).unwrap();
        let unwritten: Vec<u8> = {
            let mut v = Vec::new();
            let mut n = u64::MAX - 1;
            loop {
                let b = (n & 0x7f) as u8;
                n >>= 7;
                if n == 0 {
                    v.push(b);
                    break;
                }
                v.push(b | 0x80);
            }
            v
        };
        let mut out = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i..].starts_with(&unwritten) {
                out.push(1);
                i += unwritten.len();
            } else {
                out.push(bytes[i]);
                i += 1;
            }
        }
        c.front.abilities = horyu_engine::card::compact::from_bytes(&out).unwrap();
    }

    #[test]
    fn a_made_card_is_put_into_the_game_and_travels_in_the_link() {
        let mut m = Model::for_tests(Lang::En);
        let card = scout(&m);
        let id = card.id;
        let before = m.game().cards().len();
        m.put_custom(card.clone(), ZoneRef::new(PlayerId::P1, Zone::Hand)).unwrap();
        assert_eq!(m.game().cards().len(), before + 1);
        let new =
            m.game().zone_cards(PlayerId::P1, Zone::Hand).into_iter().find(|&c| m.game().card(c).def == id);
        assert!(new.is_some(), "the new card is in player 1's hand");
        let mut other = Model::for_tests(Lang::En);
        other.open_link(&m.link()).unwrap();
        assert_eq!(other.game().db().get(id), Some(&card));
        assert_eq!(other.game().cards().len(), before + 1);
    }

    #[test]
    fn putting_another_card_with_a_taken_id_keeps_the_first() {
        let mut m = Model::for_tests(Lang::En);
        let first = scout(&m);
        let to = ZoneRef::new(PlayerId::P1, Zone::Hand);
        m.put_custom(first.clone(), to).unwrap();
        let mut other = first.clone();
        other.front.name = "Other Scout".into();
        m.put_custom(other, to).unwrap();
        assert_eq!(m.game().db().get(first.id), Some(&first));
        let names: Vec<String> = m.game().db().custom().map(|c| c.front.name.clone()).collect();
        assert_eq!(names, ["Tide Scout", "Other Scout"]);
    }

    #[test]
    fn updating_a_card_in_the_session_changes_every_copy() {
        let mut m = Model::for_tests(Lang::En);
        let card = scout(&m);
        m.put_custom(card.clone(), ZoneRef::new(PlayerId::P1, Zone::Battle)).unwrap();
        assert!(m.session_card_ids().contains(&card.id.0));
        let copy = m.table.inspect.unwrap();
        let mut stronger = card.clone();
        stronger.front.power = Some(9000);
        m.update_custom(stronger).unwrap();
        assert_eq!(m.game().power(copy), 9000);
        assert!(m.update_custom(blank_card(123_456)).is_err());
    }

    #[test]
    fn a_refused_placement_changes_nothing() {
        let mut m = Model::for_tests(Lang::En);
        m.open_editor(None);
        let mut spell = scout(&m);
        spell.front.card_type = horyu_engine::card::CardType::Spell;
        spell.front.power = None;
        spell.front.abilities.clear();
        let link = m.link();
        let e = m.put_custom(spell, ZoneRef::new(PlayerId::P1, Zone::Battle)).unwrap_err();
        assert!(e.contains("can't be in the battle zone"), "{e}");
        assert_eq!(m.link(), link);
        assert!(m.library.editor.as_ref().and_then(|e| e.status.clone()).is_some_and(|(_, err)| err));
    }

    #[test]
    fn the_library_survives_its_own_file_and_renumbers_clashes() {
        let mut m = Model::for_tests(Lang::En);
        let a = scout(&m);
        m.save_to_library(a.clone()).unwrap();
        let text = m.library_text();
        let mut other = Model::for_tests(Lang::En);
        other.load_library(&text);
        assert!(other.outbox.is_empty(), "the autosave (binary) is read without the worker");
        assert_eq!(other.library.cards, vec![a.clone()]);
        // "Export file" writes a card file (TOML) through the worker; imported again, the same
        // cards add nothing, and a different card with the same id is renumbered.
        m.ask_file(File::Cards);
        let file = settle(&mut m).pop().unwrap();
        assert_eq!(file.0, File::Cards);
        assert!(file.1.starts_with("[[card]]"), "{}", file.1);
        other.import_cards(&file.1);
        settle(&mut other);
        assert_eq!(other.library.cards.len(), 1);
        let mut b = a.clone();
        b.front.name = "Other".into();
        other.import_cards(&horyu_engine::card::text::cards_toml(&[b]));
        settle(&mut other);
        assert_eq!(other.library.cards.len(), 2);
        assert_ne!(other.library.cards[0].id, other.library.cards[1].id);
        other.open_editor(None);
        other.import_cards("[[card]]\nid = 1\n");
        settle(&mut other);
        assert!(other.library.editor.as_ref().and_then(|e| e.status.clone()).is_some_and(|(_, err)| err));
        assert_eq!(other.library.cards.len(), 2);
        // A library an earlier build kept (TOML, then JSON) is read once through the worker.
        let mut third = Model::for_tests(Lang::En);
        third.load_library(&file.1);
        settle(&mut third);
        assert_eq!(third.library.cards, vec![a.clone()]);
        let mut fourth = Model::for_tests(Lang::En);
        fourth.load_library(&horyu_engine::card::db::cards_to_json(std::slice::from_ref(&a)));
        assert!(!fourth.outbox.is_empty());
        settle(&mut fourth);
        assert_eq!(fourth.library.cards, vec![a.clone()]);
        // A damaged autosave is said, and nothing is read.
        let mut fifth = Model::for_tests(Lang::En);
        fifth.load_library(&text[..text.len() - 3]);
        assert!(fifth.library.cards.is_empty() && fifth.notices.banner.is_some());
    }

    #[test]
    fn a_builtin_card_opens_as_a_variant_with_a_custom_id() {
        let mut m = Model::for_tests(Lang::En);
        let bolshack = m.game().db().find("Bolshack Dragon").unwrap().id;
        m.open_editor(Some(bolshack));
        let start = &m.library.editor.as_ref().unwrap().start;
        assert!(start.id.0 >= CUSTOM_ID_BASE);
        assert_eq!(start.front.name, "Bolshack Dragon (variant)");
        assert_eq!(start.front.cost, 6);
    }
}
