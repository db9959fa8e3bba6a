//! The page and the card editor's module, which the page loads when the editor first opens
//! (`src/bin/editor.rs`; issue #15: the editor is 28 KB gzip the first load leaves out). They
//! are two wasm modules and speak in bytes: the page sends an [`EditorInit`] whenever what
//! the editor shows changes, the editor answers with [`EditorOut`]s.

use horyu_engine::card::compact;
use horyu_engine::card::{CardType, Civilization, Face};
use horyu_engine::words::Lang;
use horyu_engine::{CardDef, CardDefId, ZoneRef};
use serde::{Deserialize, Serialize};

/// Changes whenever the editor's code, the engine and card code it is built with, or the
/// messages change: the page asks for the editor's files with it (`?v=`), since Trunk names
/// them without a hash, and a browser must not pair an editor cached from an older deployment
/// with this page.
pub const VERSION: u32 = horyu_engine::offload::fingerprint(&[
    include_bytes!("editor.rs"),
    include_bytes!("editor_link.rs"),
    include_bytes!("bin/editor.rs"),
    include_bytes!("wiki_panel.rs"),
    include_bytes!("share_panel.rs"),
    include_bytes!("finder_panel.rs"),
    include_bytes!("sessions_panel.rs"),
    include_bytes!("../../../web/tools.css"),
    include_bytes!("../../../web/finder.css"),
    include_bytes!("snippet.rs"),
    include_bytes!("wiki.rs"),
    include_bytes!("i18n.rs"),
    include_bytes!("labels.rs"),
    include_bytes!("../../cards/src/catalog.rs"),
    &horyu_engine::offload::PROTOCOL.to_le_bytes(),
    // Every source of the engine, the cards and the formats (build.rs).
    &crate::worker::WORKER_VERSION.to_le_bytes(),
]);

/// What the editor shows, as the page has it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EditorInit {
    /// Changes when the editor is opened anew: the editor starts over from `start`.
    pub nonce: u32,
    pub ja: bool,
    /// The card the editor opens with (a new card, a duplicate, or a card to edit).
    pub start: CardDef,
    pub library: Vec<CardDef>,
    /// A fresh custom id, for "New card" inside the editor.
    pub next_id: u32,
    /// The app's answer to the last request (text, is it an error).
    pub status: Option<(String, bool)>,
    /// Ids of the custom cards the session has (they can be updated in place).
    pub session_ids: Vec<u32>,
}

impl EditorInit {
    pub fn lang(&self) -> Lang {
        if self.ja {
            Lang::Ja
        } else {
            Lang::En
        }
    }
}

/// What the module loaded on demand shows: the card editor, the Share panel, the card finder
/// or the kept sessions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToolInit {
    Editor(Box<EditorInit>),
    Share(ShareInit),
    Finder(FinderInit),
    Sessions(SessionsInit),
}

impl ToolInit {
    pub fn lang(&self) -> Lang {
        let ja = match self {
            ToolInit::Editor(e) => e.ja,
            ToolInit::Share(s) => s.ja,
            ToolInit::Finder(f) => f.ja,
            ToolInit::Sessions(s) => s.ja,
        };
        if ja {
            Lang::Ja
        } else {
            Lang::En
        }
    }
}

/// The card finder (finder_panel.rs): it fetches the card pool itself; the page says the
/// language and its answer to the last request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FinderInit {
    pub ja: bool,
    /// The page's answer to the last "Add" (text, is it an error).
    pub status: Option<(String, bool)>,
}

/// The Sessions panel (sessions_panel.rs): the kept sessions as the page keeps them
/// (`sessions::Shelf`, which stays on the page: every change of the board saves into it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SessionsInit {
    pub ja: bool,
    /// Most recently saved first.
    pub kept: Vec<horyu_engine::offload::KeptSession>,
    /// The entry the session shown is saved into.
    pub current: Option<u64>,
    /// The name of the entry last deleted, until it is put back or another is deleted.
    pub deleted: Option<String>,
}

/// What the Sessions panel asks of the page, by entry id.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum SessionAsk {
    Open(u64),
    Rename(u64, String),
    Delete(u64),
    UndoDelete,
}

/// What the Share panel shares, as the page has it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShareInit {
    pub ja: bool,
    /// The link as a URL fragment (`#link=…`): the moment shown, or `moment`.
    pub fragment: String,
    /// "Share this moment" from the log: the action it was opened on.
    pub moment: Option<usize>,
    /// The scenario file's title (the ruling's, or the session's).
    pub title: String,
    /// The line that answers the question, for a wiki picture (a ruling's expectation).
    pub caption: Option<String>,
}

/// What the editor asks of the app.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum EditorOut {
    Close,
    /// Add the card to the session's cards (or update it there) and put a copy into the zone.
    Put(Box<CardDef>, ZoneRef),
    /// Replace the session's card with this id by this definition (its copies follow).
    Update(Box<CardDef>),
    /// Keep the card in the personal library.
    Save(Box<CardDef>),
    Delete(CardDefId),
    /// A card file's text to add to the library.
    Import(String),
    /// The Share panel's "Open": a link, a fragment, a URL or a session as JSON, to open.
    OpenSession(String),
    /// The finder's "Add": `count` new copies of a pool card into the zone.
    PutPool {
        card: CardDefId,
        to: ZoneRef,
        count: u32,
    },
    /// The finder's "Make a variant": the card editor, starting from a copy of a pool card.
    VariantOf(CardDefId),
    /// The Sessions panel's buttons.
    Session(SessionAsk),
    Export,
}

/// A message as it crosses between the modules: [`VERSION`], then the message.
pub fn to_bytes<T: Serialize>(message: &T) -> Vec<u8> {
    let mut out = VERSION.to_le_bytes().to_vec();
    out.extend(compact::to_bytes(message).unwrap_or_default());
    out
}

/// A message from the other module, refused if it comes from another version.
pub fn from_bytes<T: for<'a> Deserialize<'a>>(bytes: &[u8]) -> Result<T, String> {
    match bytes.split_first_chunk::<4>() {
        Some((version, rest)) if u32::from_le_bytes(*version) == VERSION => compact::from_bytes(rest),
        Some(_) => Err("it comes from another version of Horyu (reload the page)".into()),
        None => Err("it is too short to be a message".into()),
    }
}

/// A blank creature with a fresh custom id.
pub fn blank_card(id: u32) -> CardDef {
    CardDef {
        id: CardDefId(id),
        note: String::new(),
        aliases: Vec::new(),
        front: plain_face("New Creature", CardType::Creature, vec![Civilization::Water], 2, Some(2000)),
        twin: None,
        back: None,
    }
}

/// A face with these facts and nothing else: no races, keywords or abilities yet.
pub fn plain_face(
    name: &str,
    card_type: CardType,
    civilizations: Vec<Civilization>,
    cost: u32,
    power: Option<i32>,
) -> Face {
    Face {
        name: name.into(),
        name_ja: String::new(),
        card_type,
        civilizations,
        cost,
        power,
        power_plus: false,
        races: Vec::new(),
        races_ja: Vec::new(),
        keywords: Vec::new(),
        evolves_from: None,
        evolves_from_also: Default::default(),
        abilities: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> EditorInit {
        EditorInit {
            nonce: 3,
            ja: true,
            start: blank_card(1_000_001),
            library: vec![blank_card(1_000_002)],
            next_id: 1_000_003,
            status: Some(("saved".into(), false)),
            session_ids: vec![1_000_001],
        }
    }

    #[test]
    fn messages_cross_and_other_versions_are_refused() {
        let init = sample();
        assert_eq!(from_bytes::<EditorInit>(&to_bytes(&init)), Ok(init));
        let out = EditorOut::Put(
            Box::new(blank_card(1_000_001)),
            ZoneRef::new(horyu_engine::PlayerId::P1, horyu_engine::Zone::Hand),
        );
        assert_eq!(from_bytes::<EditorOut>(&to_bytes(&out)), Ok(out));
        let mut old = to_bytes(&EditorOut::Close);
        old[0] ^= 1;
        assert!(from_bytes::<EditorOut>(&old).unwrap_err().contains("another version"));
        assert!(from_bytes::<EditorOut>(&[1]).is_err());
    }

    proptest::proptest! {
        /// Bytes from another module are read or refused with a reason, never a panic:
        /// anything after a right version header, and a real message cut or changed anywhere.
        #[test]
        fn any_bytes_are_read_or_refused(tail in proptest::collection::vec(proptest::num::u8::ANY, 0..300), at in 0usize..400, byte in proptest::num::u8::ANY) {
            let mut bytes = VERSION.to_le_bytes().to_vec();
            bytes.extend(&tail);
            let _ = from_bytes::<EditorInit>(&bytes);
            let _ = from_bytes::<EditorOut>(&bytes);
            let mut real = to_bytes(&sample());
            let at = at % real.len();
            real[at] ^= byte;
            let _ = from_bytes::<EditorInit>(&real);
            real.truncate(at);
            proptest::prop_assert!(from_bytes::<EditorInit>(&real).is_err());
        }
    }
}
