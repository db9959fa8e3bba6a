//! Links: a whole session in a short text for a URL fragment (docs/links.md).
//!
//! A link holds the board ([`Setup`](crate::Setup): ruleset, seed, zones, custom cards), the full
//! [`History`] (actions, the moment shown, kept branches) and the perspective shown. It is
//!
//! ```text
//! base64url-no-pad( "HY" | version (1 byte) | CRC-32 of the body (4 bytes, LE) | raw deflate(body) )
//! ```
//!
//! where the body is the hand-tuned varint layout of [`layout`] (built-in cards are named by
//! their stable numeric ids). A v1 link therefore always starts with `SFkB`, a v10 one (any game
//! played since issue #41) with `SFkK`. In a URL it is
//! carried in the fragment, `#link=<link>` ([`to_url_fragment`], [`from_url_fragment`]).
//!
//! [`decode`] never panics: every malformed input is a [`LinkError`] that says what is wrong,
//! and a decoded snapshot always replays (every action of its line of play is legal).
//!
//! ```
//! use horyu_engine::codec::{decode, encode, Snapshot};
//! use horyu_engine::selfplay::starter_setup;
//! use horyu_engine::session::Session;
//! use horyu_engine::PlayerId;
//!
//! let mut session = Session::new(starter_setup(7)).unwrap();
//! let first = session.game().legal_actions()[0].clone();
//! session.apply(first).unwrap();
//! let snapshot = Snapshot::new(session.history().clone(), Some(PlayerId::P1));
//! let link = encode(&snapshot);
//! assert!(link.starts_with("SFkK")); // format 10, a game played
//! assert!(encode(&Snapshot::new(Session::new(starter_setup(7)).unwrap().history().clone(), None)).starts_with("SFkB"));
//! assert_eq!(decode(&link).unwrap(), snapshot);
//! ```

mod example;
pub mod layout;
#[cfg(feature = "text")]
mod older_pool;
mod replay;

pub use replay::Replay;

pub use example::{information_bits, midgame_example, MidgameFigures};

use crate::player::PlayerId;
use crate::session::History;
use crate::setup::SetupError;
use crate::state::Game;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::DecodePaddingMode;
use base64::Engine as _;

/// The newest format this build writes and reads. Every older version stays readable.
pub const FORMAT_VERSION: u8 = 12;
/// The first two bytes of every link ("HY"): a link that lacks them is not a Horyu link.
pub const MAGIC: [u8; 2] = *b"HY";
/// Magic, version byte and checksum.
pub const HEADER_BYTES: usize = 7;
/// The key of the link in a URL fragment: `#link=…`.
pub const FRAGMENT_KEY: &str = "link";

/// Longest link read, in characters.
pub const MAX_LINK_CHARS: usize = 64 * 1024;
/// Most bytes a link's body may inflate to: a small link can't expand into gigabytes.
pub const MAX_BODY_BYTES: usize = 256 * 1024;
/// Most actions in a link, the current line and the kept branches together (a branch's
/// actions shared with an earlier line are written once, from format v6).
pub const MAX_ACTIONS: usize = 10_000;
/// Most kept branches.
pub const MAX_BRANCHES: usize = 256;
/// Most cards in one list of an action (mana paid, cards chosen, a new order).
pub const MAX_LIST: usize = 1_000;
/// The highest processing step a link may show inside an action (an action has far fewer).
pub const MAX_STEP: usize = 1_000_000;

/// What a link carries: a session's history and the perspective it is shown from.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub history: History,
    /// `None`: the judge view (everything visible).
    pub perspective: Option<PlayerId>,
    /// 0: the moment shown is the end of the action before the cursor. k > 0: the moment is
    /// inside that action, after k of its processing steps (processing.rs; fewer than it has).
    pub step: usize,
}

impl Snapshot {
    /// The moment after `history.cursor` actions, from a perspective.
    pub fn new(history: History, perspective: Option<PlayerId>) -> Snapshot {
        Snapshot { history, perspective, step: 0 }
    }
}

/// A link opened: the session replayed to the moment shown, and how to show it.
#[derive(Clone, Debug)]
pub struct Opened {
    pub session: crate::session::Session,
    pub perspective: Option<PlayerId>,
    /// The processing step shown inside the session's last applied action (0: its end).
    pub step: usize,
    /// When `step > 0`: the game after each processing step of that action (the last is the
    /// session's game), as `Session::steps` would replay them. Empty otherwise.
    pub steps: crate::processing::Steps,
}

impl Opened {
    /// The game at the moment the link shows: processing step `step` inside the last action
    /// (1-based, as links count them), or that action's end. A step's game is made on demand
    /// (its log is the start of the action's end's).
    pub fn game(&self) -> std::borrow::Cow<'_, Game> {
        use std::borrow::Cow;
        match self.step {
            0 => Cow::Borrowed(self.session.game()),
            step => self.steps.game(step - 1).map_or(Cow::Borrowed(self.session.game()), Cow::Owned),
        }
    }
}

/// Why a text is not a link this build can open. Every message is a full sentence that names
/// what is wrong.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LinkError {
    #[error("the link is empty")]
    Empty,
    /// Not a Horyu link at all (the reason says which mark is missing).
    #[error("not a Horyu link: {0}")]
    Foreign(String),
    /// `position` counts characters of the link from 1.
    #[error("not a valid link: character {position} ('{ch}', U+{:04X}) is not base64url (A-Z, a-z, 0-9, '-', '_')", u32::from(*ch))]
    NotBase64 { position: usize, ch: char },
    #[error("the link is truncated: {0} (was it copied whole?)")]
    Truncated(String),
    #[error("the link is corrupted: {0}")]
    Corrupted(String),
    #[error("this link was made by a newer version of Horyu (format v{found}); this version reads up to v{supported}")]
    UnknownVersion { found: u8, supported: u8 },
    #[error("the link is too large: {what} exceeds the limit of {limit}")]
    Oversized { what: &'static str, limit: usize },
    /// A session over one of a link's limits on actions and branches.
    #[error("the session is too large for a link: {0}")]
    OverLimit(#[from] OverLimit),
    #[error("the board in the link is not valid: {0}")]
    InvalidBoard(#[from] SetupError),
    /// A link of format v1-v4 whose custom cards are text (TOML, JSON), read by a build with the
    /// `text` feature (the playground hands it to its worker, which writes it again as v5).
    #[error("this link's custom cards are written as card text, which this part of Horyu does not read")]
    NeedsCardText,
    /// A link with cards of the card pool (format v8), read before the pool is installed
    /// (`card::pool::install`): the playground fetches the pool and reads it again.
    #[error("this link's cards come from the card pool (version {version}), which is not loaded yet")]
    NeedsPool { version: u32 },
    /// A link made with an older version of the card pool, read by a build without the pool's
    /// history (the page's first load): the playground hands it to its worker, which writes it
    /// again with each card that changed since as it was (docs/links.md, "Pool versions").
    #[error("this link's cards come from an older card pool, version {found}")]
    OlderPool { found: u32, current: u32 },
    /// A link made with a newer card pool than this build's.
    #[error("this link's cards come from card pool version {found}; this version of Horyu has version {supported}")]
    NewerPool { found: u32, supported: u32 },
    #[error("the link's history is not valid: {0}")]
    InvalidHistory(String),
    /// `index` counts the actions of the current line from 1.
    #[error("action {index} of the link's history is refused on replay: {message}")]
    ActionRefused { index: usize, message: String },
}

/// What makes a session too large for a link: the limit it is over. Checked before a link is
/// kept or shared ([`check`], `Session::fits_in_link`) and when one is read, with the same words.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OverLimit {
    #[error("a line of {} actions is over the limit of {}", thousands(*count), thousands(*limit))]
    Line { count: usize, limit: usize },
    #[error("{} actions in all its lines together (shared ones counted once) are over the limit of {}", thousands(*count), thousands(*limit))]
    Actions { count: usize, limit: usize },
    #[error("{} kept branches are over the limit of {}", thousands(*count), thousands(*limit))]
    Branches { count: usize, limit: usize },
    #[error("its link of {} characters is over the limit of {}", thousands(*count), thousands(*limit))]
    Length { count: usize, limit: usize },
    #[error("its data of {} bytes is over the limit of {}", thousands(*count), thousands(*limit))]
    Body { count: usize, limit: usize },
}

/// A count with a comma every three digits, as the limits are written in docs/links.md.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// The link of a snapshot if it opens again: every line, all the actions written, the branches,
/// the link's length and its body within the limits [`decode`] holds it to. The app keeps and
/// shares only what passes, and says which limit a session is over otherwise.
pub fn check(snapshot: &Snapshot) -> Result<String, OverLimit> {
    let h = &snapshot.history;
    let lines = layout::Lines::of(h);
    let longest = lines.longest();
    if longest > MAX_ACTIONS {
        return Err(OverLimit::Line { count: longest, limit: MAX_ACTIONS });
    }
    if h.branches.len() > MAX_BRANCHES {
        return Err(OverLimit::Branches { count: h.branches.len(), limit: MAX_BRANCHES });
    }
    let version = layout::version_needed(snapshot);
    let written = lines.written(version);
    if written > MAX_ACTIONS {
        return Err(OverLimit::Actions { count: written, limit: MAX_ACTIONS });
    }
    let body = layout::write(snapshot);
    if body.len() > MAX_BODY_BYTES {
        return Err(OverLimit::Body { count: body.len(), limit: MAX_BODY_BYTES });
    }
    let link = frame(&body, version);
    if link.len() > MAX_LINK_CHARS {
        return Err(OverLimit::Length { count: link.len(), limit: MAX_LINK_CHARS });
    }
    Ok(link)
}

const B64: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::URL_SAFE,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(DecodePaddingMode::RequireNone)
        .with_decode_allow_trailing_bits(true),
);

/// The link of a snapshot, in the oldest format version that holds it (at most
/// [`FORMAT_VERSION`]).
pub fn encode(snapshot: &Snapshot) -> String {
    frame(&layout::write(snapshot), layout::version_needed(snapshot))
}

/// Wraps a body (the layout of [`layout::write`], or any bytes) in a link of format `version`:
/// magic, version, checksum, deflate, base64url. For tests and the fuzzer.
pub fn frame(body: &[u8], version: u8) -> String {
    let mut bin = Vec::with_capacity(HEADER_BYTES + body.len() / 2);
    bin.extend_from_slice(&MAGIC);
    bin.push(version);
    bin.extend_from_slice(&crc32(body).to_le_bytes());
    bin.extend_from_slice(&miniz_oxide::deflate::compress_to_vec(body, 10));
    B64.encode(bin)
}

/// Opens a link: the bare link, a `#link=…` fragment or a whole URL. The snapshot is replayed
/// before it is returned, so `Session::from_history(snapshot.history)` succeeds.
pub fn decode(link: &str) -> Result<Snapshot, LinkError> {
    let snapshot = parse(link)?;
    replay(&snapshot)?;
    Ok(snapshot)
}

/// Reads a link without replaying it (for tools that want to see a refused history).
pub fn parse(link: &str) -> Result<Snapshot, LinkError> {
    if link.len() > MAX_LINK_CHARS + 4096 {
        return Err(LinkError::Oversized { what: "the link's length in characters", limit: MAX_LINK_CHARS });
    }
    let payload = payload_of(link)?;
    if payload.chars().count() > MAX_LINK_CHARS {
        return Err(LinkError::Oversized { what: "the link's length in characters", limit: MAX_LINK_CHARS });
    }
    if !payload.starts_with("SF") {
        return Err(LinkError::Foreign("a Horyu link starts with \"SFk\"".into()));
    }
    if let Some((i, ch)) =
        payload.chars().enumerate().find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(LinkError::NotBase64 { position: i + 1, ch });
    }
    let bin = B64.decode(payload).map_err(|e| match e {
        base64::DecodeError::InvalidLength(_) => {
            LinkError::Truncated("its length is not a whole number of bytes".into())
        }
        other => LinkError::Corrupted(format!("its base64url text is invalid ({other})")),
    })?;
    if bin.len() < MAGIC.len() {
        return Err(LinkError::Truncated("it is too short to hold the Horyu mark".into()));
    }
    if bin[..2] != MAGIC {
        return Err(LinkError::Foreign("it lacks the Horyu mark (\"HY\")".into()));
    }
    let Some(&version) = bin.get(2) else {
        return Err(LinkError::Truncated("it ends before the format version".into()));
    };
    known_version(version)?;
    if bin.len() <= HEADER_BYTES {
        return Err(LinkError::Truncated("it ends inside its header".into()));
    }
    let crc = u32::from_le_bytes([bin[3], bin[4], bin[5], bin[6]]);
    let body = miniz_oxide::inflate::decompress_to_vec_with_limit(&bin[HEADER_BYTES..], MAX_BODY_BYTES)
        .map_err(|e| {
            use miniz_oxide::inflate::TINFLStatus as S;
            match e.status {
                S::HasMoreOutput => {
                    LinkError::Oversized { what: "the decompressed data in bytes", limit: MAX_BODY_BYTES }
                }
                S::FailedCannotMakeProgress | S::NeedsMoreInput => {
                    LinkError::Truncated("the compressed data ends early".into())
                }
                _ => LinkError::Corrupted("the compressed data is damaged".into()),
            }
        })?;
    let actual = crc32(&body);
    if actual != crc {
        return Err(LinkError::Corrupted(format!(
            "the checksum does not match (the link says {crc:08x}, its data gives {actual:08x})"
        )));
    }
    read_body(&body, version)
}

/// Reads a link's body as it is before it is deflated (a ruling in `gallery.bin` keeps its
/// board so), of format `version`.
pub fn read_body(body: &[u8], version: u8) -> Result<Snapshot, LinkError> {
    known_version(version)?;
    if body.len() > MAX_BODY_BYTES {
        return Err(LinkError::Oversized { what: "the decompressed data in bytes", limit: MAX_BODY_BYTES });
    }
    layout::read(body, version)
}

fn known_version(version: u8) -> Result<(), LinkError> {
    match version {
        0 => Err(LinkError::Corrupted("format version 0 does not exist".into())),
        v if v > FORMAT_VERSION => Err(LinkError::UnknownVersion { found: v, supported: FORMAT_VERSION }),
        _ => Ok(()),
    }
}

/// Replays a snapshot's current line of play: the board must be valid and every action legal
/// (the same check as `Session::from_history`, with the place of the problem kept).
pub fn replay(snapshot: &Snapshot) -> Result<Game, LinkError> {
    open_snapshot(snapshot.clone()).map(|opened| opened.session.game().clone())
}

/// Opens a link as a session, replaying it once (`decode` then `Session::from_history` would
/// replay it twice). Returns the session and the perspective the link shows.
pub fn open(link: &str) -> Result<Opened, LinkError> {
    open_snapshot(parse(link)?)
}

/// [`open`] for a snapshot read some other way (a history file): replayed once, up to the
/// processing step it shows.
pub fn open_snapshot(snapshot: Snapshot) -> Result<Opened, LinkError> {
    Replay::new(snapshot)?.finish()
}

/// The URL fragment of a snapshot: `#link=<link>`.
pub fn to_url_fragment(snapshot: &Snapshot) -> String {
    format!("#{FRAGMENT_KEY}={}", encode(snapshot))
}

/// Opens the snapshot of a URL fragment (`#link=…`, with or without the `#`; other `key=value`
/// parts joined by `&` are ignored) or of a whole URL.
pub fn from_url_fragment(fragment: &str) -> Result<Snapshot, LinkError> {
    decode(fragment)
}

/// The link part of what a user pasted: a bare link, a fragment or a URL.
fn payload_of(text: &str) -> Result<&str, LinkError> {
    let t = text.trim();
    let t = match t.rfind('#') {
        Some(i) => &t[i + 1..],
        None => t,
    };
    // A fragment of `key=value` parts (base64url has no '=': a bare link never holds one).
    let t = if t.contains('=') || t.contains('&') {
        let prefix = format!("{FRAGMENT_KEY}=");
        match t.split('&').find_map(|part| part.strip_prefix(prefix.as_str())) {
            Some(v) => v.trim(),
            None => {
                return Err(LinkError::Foreign(format!("the fragment has no \"{FRAGMENT_KEY}=\" part")));
            }
        }
    } else {
        t
    };
    if t.is_empty() {
        return Err(LinkError::Empty);
    }
    Ok(t)
}

/// CRC-32 (IEEE 802.3, as in zip and PNG).
pub fn crc32(data: &[u8]) -> u32 {
    const TABLE: [u32; 256] = {
        let mut t = [0u32; 256];
        let mut i = 0;
        while i < 256 {
            let mut c = i as u32;
            let mut k = 0;
            while k < 8 {
                c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
                k += 1;
            }
            t[i] = c;
            i += 1;
        }
        t
    };
    let mut c = !0u32;
    for &b in data {
        c = TABLE[((c ^ u32::from(b)) & 0xff) as usize] ^ (c >> 8);
    }
    !c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_matches_the_standard_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn the_link_is_found_in_a_url_or_fragment() {
        assert_eq!(payload_of("https://x.org/#link=SFkBabc&embed=1").unwrap(), "SFkBabc");
        assert_eq!(payload_of("#link=SFkB").unwrap(), "SFkB");
        assert_eq!(payload_of("  SFkB \n").unwrap(), "SFkB");
        assert!(matches!(payload_of("#about=1"), Err(LinkError::Foreign(_))));
        assert_eq!(payload_of(" "), Err(LinkError::Empty));
    }
}
