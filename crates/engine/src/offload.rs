//! Work the playground's first load leaves to a second module (its web worker): everything
//! that needs card text, scenario files or JSON, which a build without the `text` feature can't
//! read or write. The two modules share only these messages and the link codec: a session
//! crosses as a link, a card as its schema in JSON.
//!
//! The worker (`crates/worker`) answers each [`Request`] with a [`Reply`] of the same `id`;
//! both travel in binary ([`Request::to_bytes`], [`Reply::from_bytes`]: postcard, the form
//! the first load reads cards in), so the page needs no JSON reader for them.

use crate::card::{CardDef, TextError};
use serde::{Deserialize, Serialize};

/// A fingerprint of the messages' shape: the source of every type that crosses (these
/// messages, the explorer's and the comparison's answers, the card schema). A page and a worker
/// of different builds (a browser that kept an old worker after a new deployment) would read
/// each other's binary wrongly, so every message starts with it and a mismatch is refused
/// before anything else is read. The page also asks for the worker's files with it in their
/// address (`?v=`), so a cache holding an old worker is not used.
pub const PROTOCOL: u32 = fingerprint(&[
    include_bytes!("offload.rs"),
    include_bytes!("explore.rs"),
    include_bytes!("session.rs"),
    include_bytes!("../../cards/src/ability.rs"),
    include_bytes!("../../cards/src/def.rs"),
    include_bytes!("../../cards/src/db.rs"),
    include_bytes!("../../cards/src/player.rs"),
    include_bytes!("../../cards/src/zone.rs"),
]);

/// FNV-1a over the files, in order.
pub const fn fingerprint(files: &[&[u8]]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    let mut f = 0;
    while f < files.len() {
        let mut i = 0;
        while i < files[f].len() {
            hash = (hash ^ files[f][i] as u32).wrapping_mul(0x0100_0193);
            i += 1;
        }
        f += 1;
    }
    hash
}

/// A piece of work and the number its reply carries back.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: u32,
    pub work: Work,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Work {
    /// One card's TOML (the card editor's text pane) → [`Done::Card`] or [`Failure::Text`].
    ReadCard(String),
    /// A card → its TOML, and what reading that text back says ([`Done::CardText`]).
    WriteCard(Box<CardDef>),
    /// A file of `[[card]]` tables (a library import) → [`Done::Cards`].
    ReadCards(String),
    /// Cards → a file of them ([`Done::Text`]).
    WriteCards(Vec<CardDef>),
    /// A session as JSON (horyu-json) → its link ([`Done::Link`]).
    ReadJson(String),
    /// A link → the session as JSON ([`Done::Text`]).
    WriteJson(String),
    /// A link → its history as a scenario file ([`Done::Text`]).
    WriteScenario { link: String, title: String },
    /// A link of any format → the same snapshot as this build writes it ([`Done::Link`]): a
    /// v1-v4 link with custom cards, whose text (TOML, JSON) only the worker reads.
    Relink(String),
    /// A link → the board at the moment it shows, from its perspective, as an SVG diagram
    /// ([`Done::Text`]; `crate::diagram`, whose float printing the first load leaves out).
    DrawBoard(String),
    /// A link → the picture of its board for a wiki page ([`Done::Picture`]): the zones that
    /// matter, the answering line, the position in words (`crate::diagram::picture`).
    DrawPicture { link: String, options: crate::diagram::PictureOptions },
    /// The order explorer at the moment a link shows, from its perspective
    /// ([`Done::Exploration`]): up to 8! orders, off the page's thread.
    Explore(String),
    /// The line a link holds replayed under the other ruleset ([`Done::Comparison`]), from the
    /// link's perspective: two replays of up to 10,000 actions.
    Compare(String),
    /// Cards as JSON (`{"card": [...]}`: the library as builds before format v5 kept it in the
    /// browser) → [`Done::Cards`].
    ReadCardsJson(String),
    /// The kept sessions as JSON (`{"kept": [...]}`: the playground's Sessions list as builds
    /// before format v5 kept it in the browser) → [`Done::Kept`].
    ReadKeptJson(String),
    /// The card pool as the page fetched it (`pool.bin`, [`crate::card::pool::Pool::to_bytes`]):
    /// installed in the worker too, so it reads links with pool cards ([`Done::PoolInstalled`]).
    InstallPool(Vec<u8>),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Done {
    Card(Box<CardDef>),
    /// A card's text and, if the text doesn't read back as a valid card, why.
    CardText {
        text: String,
        error: Option<TextError>,
    },
    Cards(Vec<CardDef>),
    Text(String),
    Link(String),
    Exploration(crate::explore::Exploration),
    Comparison(crate::session::Comparison),
    Kept(Vec<KeptSession>),
    Picture(crate::diagram::Picture),
    PoolInstalled,
}

impl Done {
    /// The reply's kind, as its variant is named: what the page says of a reply it did not
    /// ask for (a reply's Debug form would carry a card's whole definition into the page).
    pub fn kind(&self) -> &'static str {
        match self {
            Done::Card(_) => "Card",
            Done::CardText { .. } => "CardText",
            Done::Cards(_) => "Cards",
            Done::Text(_) => "Text",
            Done::Link(_) => "Link",
            Done::Exploration(_) => "Exploration",
            Done::Comparison(_) => "Comparison",
            Done::Kept(_) => "Kept",
            Done::Picture(_) => "Picture",
            Done::PoolInstalled => "PoolInstalled",
        }
    }
}

/// One session the playground keeps in the browser (its Sessions list). Defined here, not in
/// the app, so that the worker reads a list an earlier build kept as JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeptSession {
    pub id: u64,
    pub name: String,
    /// The session as a link (docs/links.md): its whole history and the moment shown.
    pub link: String,
    /// When it was last saved, in milliseconds since 1970 (`Date.now()`). Written as a whole
    /// number in text: printing a float would link core's float printing into the first load.
    #[serde(serialize_with = "whole_millis")]
    pub saved: f64,
    /// How many actions its history holds, shown in the list.
    pub actions: usize,
}

fn whole_millis<S: serde::Serializer>(ms: &f64, s: S) -> Result<S::Ok, S::Error> {
    if s.is_human_readable() {
        // Date.now() is a whole number of milliseconds, well within u64 (and f64's exact range).
        s.serialize_u64(ms.max(0.0) as u64)
    } else {
        s.serialize_f64(*ms)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Failure {
    /// Card text that can't be read, with where.
    Text(TextError),
    /// Anything else, as a sentence that names the problem and where it is.
    Message(String),
    /// The user stopped the work (the page ends the worker; the next request starts another).
    Cancelled,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub id: u32,
    pub result: Result<Done, Failure>,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Text(e) => e.fmt(f),
            Failure::Message(m) => f.write_str(m),
            Failure::Cancelled => f.write_str("cancelled"),
        }
    }
}

// `#[inline]` on the four ways across: the serde code they instantiate is then compiled in the
// calling crate (the app, the worker: for size) rather than in the engine, which the worker's
// profile compiles for speed; measured, 31 KB gzip of the worker's module.
impl Request {
    /// The request as it crosses to the worker: [`PROTOCOL`], then the request.
    #[inline]
    pub fn to_bytes(&self) -> Vec<u8> {
        // Every request writes (the schema has no map or sequence of unknown length).
        framed(crate::card::compact::to_bytes(self).unwrap_or_default())
    }

    #[inline]
    pub fn from_bytes(bytes: &[u8]) -> Result<Request, String> {
        crate::card::compact::from_bytes(unframed(bytes)?)
    }
}

impl Reply {
    /// The reply as it crosses back to the page: [`PROTOCOL`], then the reply.
    #[inline]
    pub fn to_bytes(&self) -> Vec<u8> {
        framed(crate::card::compact::to_bytes(self).unwrap_or_default())
    }

    #[inline]
    pub fn from_bytes(bytes: &[u8]) -> Result<Reply, String> {
        crate::card::compact::from_bytes(unframed(bytes)?)
    }

    /// The id of the request a reply answers, read without the rest: the first field, a
    /// varint (postcard). A page that can't read a reply whole (a card of the whole vocabulary
    /// in the first-load module) still knows which request it answers. `None` for bytes of
    /// another version or cut short.
    pub fn id_of(bytes: &[u8]) -> Option<u32> {
        let mut id = 0u32;
        for (i, &b) in unframed(bytes).ok()?.iter().take(5).enumerate() {
            id |= u32::from(b & 0x7f).checked_shl(7 * i as u32)?;
            if b & 0x80 == 0 {
                return Some(id);
            }
        }
        None
    }
}

fn framed(message: Vec<u8>) -> Vec<u8> {
    let mut out = PROTOCOL.to_le_bytes().to_vec();
    out.extend(message);
    out
}

fn unframed(bytes: &[u8]) -> Result<&[u8], String> {
    match bytes.split_first_chunk::<4>() {
        Some((p, rest)) if u32::from_le_bytes(*p) == PROTOCOL => Ok(rest),
        Some(_) => Err("it comes from another version of Horyu (reload the page)".into()),
        None => Err("it is too short to be a message".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_of_another_build_is_refused_before_it_is_read() {
        let request = Request { id: 3, work: Work::Relink("SFk".into()) };
        let bytes = request.to_bytes();
        assert_eq!(Request::from_bytes(&bytes), Ok(request));
        let mut other = bytes.clone();
        other[0] ^= 1;
        assert!(Request::from_bytes(&other).unwrap_err().contains("another version"));
        assert!(Reply::from_bytes(&bytes[..2]).unwrap_err().contains("too short"));
    }

    /// A reply's request id reads without the rest, whatever the id's size.
    #[test]
    fn a_replys_id_reads_alone() {
        for id in [0, 1, 127, 128, 300, 1 << 20, u32::MAX] {
            let reply = Reply { id, result: Err(Failure::Cancelled) };
            assert_eq!(Reply::id_of(&reply.to_bytes()), Some(id));
        }
        assert_eq!(Reply::id_of(&[1, 2]), None, "cut short");
        let mut other = Reply { id: 5, result: Err(Failure::Cancelled) }.to_bytes();
        other[0] ^= 1;
        assert_eq!(Reply::id_of(&other), None, "another version");
    }
}
