//! The rulings gallery's data, fetched on demand: `gallery.bin` beside the app, and a file
//! per ruling's board in `rulings/`, written at build time by `horyu gallery` (Trunk.toml's
//! hook).
//!
//! A reader of a shared link never downloads the gallery (issue #15's first load): it is
//! fetched when the gallery opens. When a board's fingerprint says it is a ruling's, the page
//! fetches that board's file only (a few KB, against the gallery's 104 KB: a ruling embedded
//! in a wiki page costs its readers that much), and the ruling's panel appears once it has
//! arrived. The ruling the page opens on is in the first load.

use crate::i18n::Lang;
use horyu_engine::gallery::{board_file, setup_fingerprint, Gallery, Ruling, BOARDS_DIR};
use horyu_engine::setup::Setup;
use std::rc::Rc;

include!(concat!(env!("OUT_DIR"), "/boards.rs"));

/// The file's name, relative to the page (so a copy served from any folder finds it).
pub const FILE: &str = "gallery.bin";

/// Where the gallery's data is.
#[derive(Clone, Debug, Default)]
pub enum Rulings {
    /// Not asked for yet.
    #[default]
    Absent,
    Fetching,
    Ready(Rc<Gallery>),
    /// It could not be fetched or read (why); asked for again only by the user.
    Failed(String),
}

impl Rulings {
    pub fn ready(&self) -> Option<&Rc<Gallery>> {
        match self {
            Rulings::Ready(g) => Some(g),
            _ => None,
        }
    }

    pub fn failed(&self) -> Option<&str> {
        match self {
            Rulings::Failed(why) => Some(why),
            _ => None,
        }
    }
}

/// The fingerprint of `setup` if it may be a ruling's board (a false "yes" only costs a
/// needless fetch).
pub fn ruling_board(setup: &Setup) -> Option<u32> {
    Some(setup_fingerprint(setup)).filter(|f| RULING_BOARDS.contains(f))
}

/// The ruling the page opens on, kept in the first load (build.rs): a page with no link shows
/// its board without fetching the gallery.
pub fn default_ruling() -> Result<Ruling, String> {
    Ruling::from_bytes(DEFAULT_RULING).map_err(|e| format!("the default ruling can't be read: {e}"))
}

/// Reads a fetched rulings file (`path`: the gallery's or a board's, for the error, which
/// says what is wrong with it).
pub fn read(path: &str, bytes: &[u8]) -> Result<Gallery, String> {
    Gallery::from_bytes(bytes).map_err(|e| format!("{path} can't be read: {e}"))
}

/// Fetches a rulings file (revalidated with the server, so a new deployment's file is never
/// mixed with an old app) and reads it.
/// A failure to fetch is worded in `lang`, the page's language when it was asked for.
async fn fetch_file(path: &str, lang: Lang) -> Result<Gallery, String> {
    read(path, &crate::fetch::bytes(path).await.map_err(|f| f.say(lang))?)
}

/// The whole gallery.
pub async fn fetch(lang: Lang) -> Result<Gallery, String> {
    fetch_file(FILE, lang).await
}

/// The rulings of the board with this fingerprint.
pub async fn fetch_board(board: u32, lang: Lang) -> Result<Gallery, String> {
    fetch_file(&format!("{BOARDS_DIR}/{}", board_file(board)), lang).await
}

/// The gallery as the tests see it: built natively from tests/rulings, once.
#[cfg(test)]
pub fn for_tests() -> Gallery {
    use std::sync::OnceLock;
    static GALLERY: OnceLock<Gallery> = OnceLock::new();
    let g = GALLERY.get_or_init(|| {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/rulings");
        Gallery::from_dir(std::path::Path::new(dir)).expect("the rulings play")
    });
    g.clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruling_board_is_known_without_the_gallery() {
        let g = for_tests();
        let (mut built, mut known) = (g.fingerprints().unwrap(), RULING_BOARDS.to_vec());
        built.sort_unstable();
        known.sort_unstable();
        assert_eq!(built, known, "build.rs and the gallery agree");
        for r in &g.rulings {
            let setup = r.history().unwrap().setup;
            assert_eq!(ruling_board(&setup), Some(setup_fingerprint(&setup)), "{}", r.name);
        }
        assert_eq!(ruling_board(&horyu_engine::selfplay::starter_setup(7)), None);
    }

    #[test]
    fn the_default_ruling_in_the_first_load_is_the_gallery_s() {
        let g = for_tests();
        let default = default_ruling().unwrap();
        assert_eq!(default.name, DEFAULT_SCENARIO);
        assert_eq!(g.rulings.iter().find(|r| r.name == default.name).map(Ruling::for_board), Some(default));
    }

    #[test]
    fn the_file_round_trips_and_a_damaged_one_is_named() {
        let g = for_tests();
        let bytes = g.to_bytes();
        assert_eq!(read(FILE, &bytes).unwrap(), g);
        let e = read(FILE, &bytes[..bytes.len() / 2]).unwrap_err();
        assert!(e.starts_with("gallery.bin can't be read: "), "{e}");
    }
}
