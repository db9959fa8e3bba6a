//! What the model asks of the worker module (card text, JSON, scenario files: issue #15's
//! first load leaves them out), and what it does with the answers. Model side, no browser code:
//! the model queues `(Errand, Work)` in `Model::outbox`, the page sends each to the worker
//! (`worker.rs`) and hands the reply to [`Model::done`]. Natively, tests answer with
//! `horyu_worker::serve`.

use horyu_engine::offload::{Done, Failure, Work};

use crate::i18n::tr;
use crate::model::Model;

/// Why a piece of work was asked for: what to do with its answer.
#[derive(Debug, Clone, PartialEq)]
pub enum Errand {
    /// A pasted or loaded session as JSON, to open.
    ImportJson,
    /// A link of format v1-v4 with custom cards, rewritten to open here. `restore`: the user's
    /// own session it replaces (offered back, as `open_shared` does); `kept`: the kept session
    /// it is.
    Relink { restore: Option<String>, kept: Option<u64> },
    /// A card file to add to the library.
    ImportCards,
    /// The library as an earlier build kept it (TOML, JSON), to read once.
    LoadLibrary,
    /// The kept sessions as builds before link format v5 kept them (JSON), to read once.
    LoadOldShelf,
    /// A file to download once written.
    Download(File),
    /// The order explorer at the moment this link shows.
    Explore(String),
    /// The other ruleset's replay of the line this link holds.
    Compare(String),
    /// The card pool, installed in the worker as on the page (pool_load.rs).
    InstallPool,
}

impl Errand {
    /// The errand's name, for the message a mismatched reply gives (no Debug form on the page).
    pub fn kind(&self) -> &'static str {
        match self {
            Errand::ImportJson => "ImportJson",
            Errand::Relink { .. } => "Relink",
            Errand::ImportCards => "ImportCards",
            Errand::LoadLibrary => "LoadLibrary",
            Errand::LoadOldShelf => "LoadOldShelf",
            Errand::Download(_) => "Download",
            Errand::Explore(_) => "Explore",
            Errand::Compare(_) => "Compare",
            Errand::InstallPool => "InstallPool",
        }
    }
}

/// A file the page downloads.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum File {
    /// The personal library, as a card file (the card editor's Export).
    Cards,
}

impl File {
    /// Its name and media type.
    pub fn name(self) -> (&'static str, &'static str) {
        match self {
            File::Cards => ("horyu-cards.toml", "text/plain"),
        }
    }
}

impl Model {
    /// Queues work for the worker.
    pub fn ask(&mut self, errand: Errand, work: Work) {
        self.outbox.push((errand, work));
    }

    /// Asks for a file to download: the library (the Share panel asks the worker for its own files).
    pub fn ask_file(&mut self, file: File) {
        let work = match file {
            File::Cards => Work::WriteCards(self.library.cards.clone()),
        };
        self.ask(Errand::Download(file), work);
    }

    /// The worker's answer to an errand. Returns a file to download, if it was one. An error
    /// is said where the user asked (the banner, or the editor's status) and changes nothing.
    pub fn done(&mut self, errand: Errand, result: Result<Done, Failure>) -> Option<(File, String)> {
        // Cancelling the explorer ends the worker, and with it any other work it held: that
        // work is dropped without a word (the user can ask again).
        if result == Err(Failure::Cancelled) && !matches!(errand, Errand::Explore(_) | Errand::Compare(_)) {
            return None;
        }
        match (errand, result) {
            (Errand::InstallPool, Ok(Done::PoolInstalled)) => {}
            (Errand::InstallPool, Err(e)) => {
                // The page has the pool; only the worker's files (downloads, pictures) of boards
                // with pool cards will say they can't be made.
                self.say(crate::i18n::labelled(self.lang, "The cards can't be loaded", e), true);
            }
            (Errand::ImportJson, Ok(Done::Link(link))) => {
                if self.open_link(&link).is_ok() {
                    self.share.panel = None;
                }
            }
            (Errand::ImportJson, Err(e)) => {
                let _ = self.refuse(crate::i18n::labelled(self.lang, "This JSON can't be opened", e));
            }
            (Errand::Relink { restore, kept }, Ok(Done::Link(link))) => {
                self.share.relinking = false;
                if self.open_link(&link).is_ok() {
                    self.share.panel = None;
                    if let Some(id) = kept {
                        self.shelf.current = Some(id);
                        self.shelf.open = false;
                    }
                    if let Some(own) = restore.filter(|own| *own != self.link()) {
                        self.notices.restore = Some(own);
                    }
                }
            }
            (Errand::Relink { .. }, Err(e)) => {
                self.share.relinking = false;
                let _ = self.refuse(crate::i18n::labelled(self.lang, "This link can't be opened", e));
            }
            (Errand::ImportCards, Ok(Done::Cards(cards))) => {
                let _ = self.add_to_library(cards);
            }
            (Errand::ImportCards, Err(e)) => {
                self.editor_says(crate::i18n::labelled(self.lang, "This file can't be read", e), true);
            }
            (Errand::LoadLibrary, Ok(Done::Cards(cards))) => self.load_library_cards(cards),
            (Errand::LoadOldShelf, Ok(Done::Kept(kept))) => self.shelf.merge_old(kept),
            (Errand::LoadOldShelf, Err(e)) => {
                // Left where it is: the page never writes the old list, so nothing is lost.
                self.notices.banner = Some(format!(
                    "{} ({e}); {} {}.",
                    tr(self.lang, "The kept sessions could not be read"),
                    tr(self.lang, "their text is kept in this browser's storage under"),
                    crate::model::sessions::OLD_KEY
                ));
            }
            (Errand::LoadLibrary, Err(e)) => {
                self.notices.banner = Some(crate::i18n::labelled(self.lang, "My cards could not be read", e));
            }
            (Errand::Explore(link), result) => {
                if self.inspector.exploring.as_ref() == Some(&link) {
                    self.inspector.exploring = None;
                    self.inspector.exploration = match result {
                        Ok(Done::Exploration(x)) if self.link() == link => Some(Ok(x)),
                        Err(Failure::Cancelled) => None,
                        Err(e) => Some(Err(e.to_string())),
                        Ok(_) => None,
                    };
                }
            }
            (Errand::Compare(link), result) => {
                if self.inspector.comparing.as_ref() == Some(&link) {
                    self.inspector.comparing = None;
                    match result {
                        Ok(Done::Comparison(c)) if self.link() == link => self.inspector.comparison = Some(c),
                        Err(Failure::Cancelled) | Ok(_) => {}
                        Err(e) => self.notices.banner = Some(e.to_string()),
                    }
                }
            }
            (Errand::Download(file), Ok(Done::Text(text))) => return Some((file, text)),
            (Errand::Download(_), Err(e)) => self.notices.banner = Some(e.to_string()),
            (errand, Ok(done)) => {
                // A reply of another kind than asked: a bug between the two modules, said plainly.
                self.notices.banner =
                    Some(format!("the worker answered {} with {}", errand.kind(), done.kind()));
            }
        }
        None
    }
}

/// Answers every queued errand the way the worker would (tests run natively): returns the
/// files they wrote.
#[cfg(test)]
pub fn settle(m: &mut Model) -> Vec<(File, String)> {
    let mut files = Vec::new();
    while !m.outbox.is_empty() {
        for (errand, work) in std::mem::take(&mut m.outbox) {
            files.extend(m.done(errand, horyu_worker::serve(work)));
        }
    }
    files
}
