//! The sessions kept in this browser: every line of play the user made, each kept as a link
//! with a name and the time it was last saved, until the user deletes it. New game, a shared
//! link, an import and a ruling's board each start or reopen an entry; none overwrites another
//! ("nothing lost", issue #16). A ruling's board is not the user's until they play off its
//! line, so reading rulings adds nothing to the list.
//!
//! This module owns the list: its state (`Shelf`, pure and tested natively) and its messages.
//! Its panel is in the module loaded on demand (sessions_panel.rs, which shows a
//! `SessionsInit` made here and answers with a `SessionAsk`). app/browser.rs reads the list from
//! and writes it to `localStorage` (`STORAGE_KEY`).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use horyu_app::editor_link::{SessionAsk, SessionsInit};

/// One kept session (defined with the worker's messages, which read the JSON lists of earlier
/// builds).
pub use horyu_engine::offload::KeptSession as Kept;

/// Where the list is kept: the entries in binary (`horyu_engine::card::compact`), base64url.
pub const STORAGE_KEY: &str = "horyu.kept";
/// Where a list that could not be read is moved, so a damaged value is never overwritten.
pub const DAMAGED_KEY: &str = "horyu.kept.damaged";
/// Where builds before link format v5 kept the list, as JSON. The page never writes it: the
/// worker reads it once (`Errand::LoadOldShelf`), and it is removed once its entries are kept
/// under [`STORAGE_KEY`].
pub const OLD_KEY: &str = "horyu.sessions";

/// The kept sessions, and which one the session shown is saved into.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shelf {
    /// Most recently saved first.
    pub kept: Vec<Kept>,
    /// The entry the session shown is saved into; `None`: its next change makes a new entry.
    /// Not stored: after a reload the page's own autosave reopens the session shown, and
    /// `adopt` finds its entry by its link.
    pub current: Option<u64>,
    /// The name the next new entry gets; `None`: it is named by what it shows, and the name
    /// follows the board until the user renames it.
    pub next_name: Option<String>,
    /// The entry named by what it shows (not stored: after a reload its name stays).
    pub auto: Option<u64>,
    /// The entry last deleted and where it was, until undone or another is deleted.
    pub deleted: Option<(usize, Kept)>,
    /// The panel is open.
    pub open: bool,
    /// Changed since it was last written to storage.
    pub dirty: bool,
    /// The old list ([`OLD_KEY`]) was read into this one: remove it once this one is written.
    pub old_read: bool,
}

/// What the page asks of the Sessions panel.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Opens or closes the panel.
    Panel(bool),
    /// What the panel asked for.
    Ask(SessionAsk),
}

impl Shelf {
    /// Reads the list as `text()` wrote it.
    pub fn parse(text: &str) -> Result<Shelf, String> {
        let bytes = URL_SAFE_NO_PAD.decode(text.trim()).map_err(|e| e.to_string())?;
        let kept = horyu_engine::card::compact::from_bytes(&bytes)?;
        Ok(Shelf { kept, ..Shelf::default() })
    }

    pub fn text(&self) -> String {
        // Strings and numbers: postcard writes them.
        URL_SAFE_NO_PAD.encode(horyu_engine::card::compact::to_bytes(&self.kept).unwrap_or_default())
    }

    /// Adds the entries of the list an earlier build kept ([`OLD_KEY`], read by the worker):
    /// one whose link is kept already adds nothing, one whose id is taken gets a new id.
    pub fn merge_old(&mut self, old: Vec<Kept>) {
        for mut k in old {
            if self.kept.iter().any(|x| x.link == k.link) {
                continue;
            }
            if self.kept.iter().any(|x| x.id == k.id) {
                k.id = self.kept.iter().map(|x| x.id).max().unwrap_or(0) + 1;
            }
            self.kept.push(k);
        }
        // Most recently saved first, as the list is shown.
        horyu_engine::sort::sort_by(&mut self.kept, |a, b| a.saved > b.saved);
        self.old_read = true;
        self.dirty = true;
    }

    pub fn get(&self, id: u64) -> Option<&Kept> {
        self.kept.iter().find(|k| k.id == id)
    }

    /// Saves the session shown (its link and number of actions) into the current entry, or
    /// into a new one named `next_name` when there is none (`title`, what the board shows, when
    /// that is `None`). Returns whether anything changed.
    pub fn save(&mut self, link: &str, actions: usize, now: f64, title: &str) -> bool {
        let at = self.current.and_then(|id| self.kept.iter().position(|k| k.id == id));
        let mut entry = match at {
            Some(i) if self.kept[i].link == link => return false,
            Some(i) => self.kept.remove(i),
            None => {
                // Never the id of the entry an undo may put back.
                let ids = self.kept.iter().chain(self.deleted.as_ref().map(|(_, k)| k)).map(|k| k.id);
                let id = ids.max().map_or(1, |m| m + 1);
                if self.next_name.is_none() {
                    self.auto = Some(id);
                }
                let name = self.next_name.clone().unwrap_or_default();
                Kept { id, name, link: String::new(), saved: now, actions }
            }
        };
        if self.auto == Some(entry.id) && !title.is_empty() {
            entry.name = title.to_string();
        }
        entry.link = link.to_string();
        entry.actions = actions;
        entry.saved = now;
        self.current = Some(entry.id);
        self.kept.insert(0, entry);
        self.dirty = true;
        true
    }

    /// The session shown is a new one (a new game, a ruling's board): it is kept, named
    /// `name` (`None`: by what it shows), once it changes; the entry it replaced stays as it was.
    pub fn detach(&mut self, name: Option<String>) {
        self.current = None;
        self.next_name = name;
        self.dirty = true;
    }

    /// A session opened from a link: an entry holding the same link becomes current (opening
    /// it twice makes no copy); otherwise it will be a new entry named `name`.
    pub fn adopt(&mut self, link: &str, name: Option<String>) {
        match self.kept.iter().find(|k| k.link == link) {
            Some(k) => {
                self.current = Some(k.id);
                self.dirty = true;
            }
            None => self.detach(name),
        }
    }

    /// Renames an entry; a blank name leaves it as it was.
    pub fn rename(&mut self, id: u64, name: &str) -> bool {
        let name = name.trim();
        match self.kept.iter_mut().find(|k| k.id == id) {
            Some(k) if !name.is_empty() && k.name != name => {
                k.name = name.to_string();
                if self.auto == Some(id) {
                    self.auto = None;
                }
                self.dirty = true;
                true
            }
            _ => false,
        }
    }

    /// Deletes an entry; `undo_delete` puts it back. Deleting the one shown leaves the board
    /// as it is: its next change is kept as a new entry.
    pub fn delete(&mut self, id: u64) -> bool {
        let Some(i) = self.kept.iter().position(|k| k.id == id) else { return false };
        let k = self.kept.remove(i);
        if self.current == Some(id) {
            let name = (self.auto != Some(id)).then(|| k.name.clone());
            self.detach(name);
        }
        self.deleted = Some((i, k));
        self.dirty = true;
        true
    }

    /// What the Sessions panel shows, in `ja` or English.
    pub fn panel_init(&self, ja: bool) -> SessionsInit {
        SessionsInit {
            ja,
            kept: self.kept.clone(),
            current: self.current,
            deleted: self.deleted.as_ref().map(|(_, k)| k.name.clone()),
        }
    }

    pub fn undo_delete(&mut self) -> bool {
        let Some((i, k)) = self.deleted.take() else { return false };
        self.kept.insert(i.min(self.kept.len()), k);
        self.dirty = true;
        true
    }
}

impl crate::model::Model {
    /// What the user does with the kept sessions. False when nothing visible changed.
    pub fn on_sessions(&mut self, msg: Msg) -> bool {
        use horyu_app::editor_link::SessionAsk;
        match msg {
            Msg::Panel(open) => self.shelf.open = open,
            Msg::Ask(SessionAsk::Open(id)) => self.open_kept(id),
            Msg::Ask(SessionAsk::Rename(id, name)) => return self.shelf.rename(id, &name),
            Msg::Ask(SessionAsk::Delete(id)) => {
                self.shelf.delete(id);
            }
            Msg::Ask(SessionAsk::UndoDelete) => {
                self.shelf.undo_delete();
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shelf() -> Shelf {
        let mut s = Shelf::default();
        s.detach(Some("First".into()));
        assert!(s.save("L1", 1, 10.0, "board"));
        s
    }

    #[test]
    fn the_list_round_trips_and_an_old_one_merges_without_copies() {
        let mut s = shelf();
        assert_eq!(Shelf::parse(&s.text()).unwrap().kept, s.kept);
        assert!(Shelf::parse("oops!").is_err());
        assert!(Shelf::parse(&s.text()[..4]).is_err());
        // The list an earlier build kept: one entry already here (same link), one whose id is
        // taken, one new; the merged list is newest first.
        let old = vec![
            Kept { id: 7, name: "Same".into(), link: "L1".into(), saved: 5.0, actions: 1 },
            Kept { id: 1, name: "Clash".into(), link: "L9".into(), saved: 30.0, actions: 4 },
            Kept { id: 3, name: "New".into(), link: "L3".into(), saved: 1.0, actions: 2 },
        ];
        s.dirty = false;
        s.merge_old(old);
        assert!(s.old_read && s.dirty);
        assert_eq!(
            s.kept.iter().map(|k| (&*k.name, k.id)).collect::<Vec<_>>(),
            [("Clash", 2), ("First", 1), ("New", 3)]
        );
    }

    #[test]
    fn a_new_session_never_overwrites_the_one_before() {
        let mut s = shelf();
        s.detach(Some("Second".into()));
        assert!(s.save("L2", 0, 20.0, "board"));
        assert_eq!(
            s.kept.iter().map(|k| (&*k.name, &*k.link)).collect::<Vec<_>>(),
            [("Second", "L2"), ("First", "L1")]
        );
        // Saving again writes into the current entry and brings it first.
        assert!(!s.save("L2", 0, 21.0, "board"), "the same link changes nothing");
        s.adopt("L1", Some("unused".into()));
        assert!(s.save("L1b", 2, 30.0, "board"));
        assert_eq!(s.kept[0].name, "First");
        assert_eq!(s.kept[0].link, "L1b");
        assert_eq!(s.kept.len(), 2);
    }

    #[test]
    fn opening_a_link_twice_makes_no_copy() {
        let mut s = shelf();
        s.adopt("L1", Some("Shared board".into()));
        assert_eq!(s.current, Some(s.kept[0].id));
        s.adopt("other", Some("Shared board".into()));
        assert_eq!(s.current, None);
        assert!(s.save("other", 0, 5.0, "board"));
        assert_eq!(s.kept[0].name, "Shared board");
    }

    #[test]
    fn delete_and_undo_put_the_entry_back_where_it_was() {
        let mut s = shelf();
        s.detach(Some("Second".into()));
        s.save("L2", 3, 20.0, "board");
        let first = s.kept[1].id;
        assert!(s.delete(first));
        assert_eq!(s.kept.len(), 1);
        assert!(s.undo_delete());
        assert_eq!(s.kept[1].id, first);
        // Deleting the one shown: its next change is a new entry, the name kept.
        let shown = s.current.unwrap();
        s.delete(shown);
        assert_eq!(s.current, None);
        assert!(s.save("L2b", 4, 30.0, "board"));
        assert_eq!(s.kept[0].name, "Second");
        assert_ne!(s.kept[0].id, shown);
    }

    #[test]
    fn a_new_game_is_named_by_what_it_shows_until_renamed() {
        let mut s = Shelf::default();
        s.detach(None);
        assert!(s.save("L1", 1, 10.0, "Turn 1"));
        assert_eq!(s.kept[0].name, "Turn 1");
        assert!(s.save("L2", 2, 11.0, "Turn 2 · Bolshack Dragon"));
        assert_eq!(s.kept[0].name, "Turn 2 · Bolshack Dragon", "the name follows the board");
        let id = s.kept[0].id;
        assert!(s.rename(id, "My line"));
        assert!(s.save("L3", 3, 12.0, "Turn 3"));
        assert_eq!(s.kept[0].name, "My line", "a name the user gave stays");
        // A ruling's board keeps its ruling's name whatever it shows.
        s.detach(Some("Mist Rias".into()));
        assert!(s.save("R1", 1, 13.0, "Turn 4"));
        assert_eq!(s.kept[0].name, "Mist Rias");
    }

    #[test]
    fn rename_ignores_a_blank_name_and_the_text_round_trips() {
        let mut s = shelf();
        let id = s.kept[0].id;
        assert!(!s.rename(id, "   "));
        assert!(s.rename(id, " My line "));
        assert_eq!(s.kept[0].name, "My line");
        let back = Shelf::parse(&s.text()).unwrap();
        assert_eq!(back.kept, s.kept);
        assert!(Shelf::parse("{\"kept\": 3}").is_err());
    }
}
