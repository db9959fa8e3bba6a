//! The card pool (カードプール): every card of the English sets DM-01 to DM-17 and their
//! promotional cards, as data in the card schema (`data/pool/<set>.toml`, one file per set;
//! docs/cards.md, "The card pool").
//!
//! A pool card is a card like a built-in one, with an id of its own from [`POOL_ID_BASE`] (the
//! set's number times 1000 plus its place in the set: 1001 is DM-01's first card), its printing
//! (set and number), and what it lacks: each printed ability the vocabulary can't say yet is a
//! [`Lack`], in our own words, instead of an approximation. A card with no lack is fully
//! modelled. A card that is also built-in is the built-in card (`builtin = <id>`).
//!
//! The pool is large (1,152 cards), so it is not part of the playground's first load: the page
//! fetches it in binary ([`Pool::to_bytes`]) when it is first needed and [`install`]s it. Native
//! builds with the `pool` feature read the TOML files compiled in. Once installed, every
//! [`CardDb`] made for a game can name its cards ([`CardDb::with_custom`]).
//!
//! The pool has a version ([`POOL_VERSION`]), which links record: when a card changes so that a
//! board of it plays differently, its former definition is kept in `data/pool/history/v<N>.toml`
//! and the version goes up, so an older link's board still has the cards it was made with
//! ([`Pool::def_at`]: the engine's codec reads such a link with each changed card as a custom
//! card of its former definition). `data/pool/fingerprints.tsv` records each card's
//! `fingerprint` at the current version; `horyu pool bump` writes both (docs/links.md, "Pool
//! versions"). The history travels in `pool.bin` but only builds with the `text` feature read
//! it (the worker, the CLI): the page hands an older link to its worker instead.
//!
//! ```
//! # #[cfg(feature = "pool")] {
//! let pool = horyu_cards::pool::installed().expect("the pool feature compiles the pool in");
//! let aqua_knight = pool.db().find("Aqua Knight").unwrap();
//! assert_eq!(pool.card(aqua_knight.id).unwrap().printing.set, "DM-01");
//! # }
//! ```

use crate::db::CardDb;
use crate::def::{CardDef, CardDefId, CardType, Civilization, CUSTOM_ID_BASE};
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};

/// Pool ids are at least this and below [`CUSTOM_ID_BASE`]; built-in ids are below it.
pub const POOL_ID_BASE: u32 = 1000;

/// The pool's version. A link with pool cards records it (link format v8). When a pool card's
/// definition changes so that a board of it would play differently, `horyu pool bump` raises
/// the version and keeps the card's former definition in `data/pool/history/v<N>.toml`, for
/// links of the older version (docs/links.md, "Pool versions"). It is one more than the highest
/// N there (`build.rs`): the files and the version can't disagree.
pub const POOL_VERSION: u32 = include!(concat!(env!("OUT_DIR"), "/pool_version.rs"));

/// Where a card was printed: the set's code (`DM-01`, `Promo`) and its number there (`23/110`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Printing {
    pub set: String,
    pub number: String,
}

/// A printed ability the vocabulary can't say yet (docs/cards.md, "What cannot be said yet").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lack {
    /// The general word that is missing, in snake_case (`tap_ability`): what whole sets need.
    pub word: String,
    /// The ability in our own words, shown as "not modelled: …".
    pub text: String,
    #[serde(default)]
    pub text_ja: String,
}

/// What the pool says of one card beside its definition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolCard {
    pub id: CardDefId,
    /// The card's first printing.
    pub printing: Printing,
    /// Later printings, as `"DM-06 12/110"`.
    pub reprints: Vec<String>,
    /// Printed abilities not modelled; empty: fully modelled.
    pub lacks: Vec<Lack>,
    /// The card is the built-in card of this id (its definition is the built-in one).
    pub builtin: bool,
}

impl PoolCard {
    pub fn fully_modelled(&self) -> bool {
        self.lacks.is_empty()
    }
}

/// The cards that changed after one version of the pool, as they were at that version
/// (`data/pool/history/v<N>.toml`): their definitions and what the pool said of them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Former {
    pub version: u32,
    pub defs: Vec<CardDef>,
    pub cards: Vec<PoolCard>,
}

/// Why a pool (its files, or `pool.bin`) can't be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PoolError {
    /// The bytes or the text are not a pool: cut short, damaged, or of another build.
    #[error("the card pool can't be read: {0}")]
    Unreadable(String),
    /// A card or an entry of the current pool is not valid.
    #[error("{0}")]
    Card(String),
    /// The history does not hold exactly one file for each version before the pool's.
    #[cfg(feature = "text")]
    #[error("the card pool (version {pool}) has no former definitions for version {missing}")]
    HistoryMissing { pool: u32, missing: u32 },
    /// A history file's version is not one before the pool's, or comes twice.
    #[cfg(feature = "text")]
    #[error("the card pool (version {pool}) can't hold former definitions of version {version}")]
    HistoryVersion { pool: u32, version: u32 },
    /// A card of a history file is not valid.
    #[cfg(feature = "text")]
    #[error("the former definitions of pool version {version}: {message}")]
    HistoryCard { version: u32, message: String },
}

/// The pool: its cards' definitions (a [`CardDb`] of the pool's own cards), each card's
/// printing and lacks, in set order, and (read with the `text` feature) the former
/// definitions of the cards that changed since earlier versions.
#[derive(Debug)]
pub struct Pool {
    pub version: u32,
    db: Arc<CardDb>,
    cards: Vec<PoolCard>,
    /// The cards whose definitions use a word this build leaves out (a build without the
    /// `whole` feature, the page's first-load module): listed, not held (compact.rs).
    beyond: Vec<CardDefId>,
    /// One per version before `version`, in order (only builds with card text read it).
    #[cfg(feature = "text")]
    history: Vec<Former>,
}

/// The pool in binary: what the page fetches, behind its length (4 bytes, little-endian) and
/// followed by the history ([`crate::compact`] of `Vec<Former>`), so a build that does not read
/// the history stops before it and carries no code for it. Each definition is bytes of its own
/// behind its id, so a build without the whole vocabulary reads the cards it can hold and
/// knows the others by id.
#[derive(Serialize, Deserialize)]
struct PoolBin {
    version: u32,
    /// Each definition's id, whether it uses a word of the whole vocabulary, and its bytes.
    defs: Vec<(CardDefId, bool, Vec<u8>)>,
    cards: Vec<PoolCard>,
}

/// Whether a card uses a word of the whole vocabulary (card schema 4 but naming: the words a
/// build without the `whole` feature leaves out), read from its JSON: each such word's name is
/// its own, but for a replacement's `tapped` (read after its `instead`) and a `replace` step
/// (a `replace` inside a `replace`). Where this says no and the card still holds such a word, the
/// page's first-load module finds out as it reads it and loads the whole module then; where
/// it says yes wrongly, a reader loads the whole module at once: never a wrong card either way.
#[cfg(feature = "text")]
pub fn uses_whole_vocabulary(card: &CardDef) -> bool {
    const WORDS: [&str; 65] = [
        "\"uses_shield_trigger\"",
        "{\"draws\":",
        "{\"discarded\":",
        "\"breaks\"",
        "\"broken\"",
        "spell_resolved\"",
        "\"shields_to_hand\"",
        "\"no_battle\"",
        "{\"replace\":{\"replace\":",
        "\"forbid\":\"use\"",
        "\"forbid\":\"tap_abilities\"",
        "\"blocker_against\"",
        "\"slayer_against\"",
        "\"survives_losing_to\"",
        "\"wins_all_battles\"",
        "\"cant_be_tapped_by_opponent\"",
        "\"no_trigger_on_break\"",
        "\"while_battling\"",
        "\"distinct\"",
        "\"same_name_as\"",
        "\"lures_attacks\"",
        "\"must_be_attacked\"",
        "{\"attacks_only\":",
        "\"entered_this_turn\"",
        "{\"must_block\":",
        "\"opponents_next_turn\"",
        "\"attacked_this_turn\"",
        "\"can_attack\"",
        "{\"static\":{\"static\":",
        "\"mana_from_hand\"",
        "\"attackable_as_tapped\"",
        "\"attacks_players_regardless\"",
        "\"while_in_battle\"",
        // A `lose` step, in a list of steps (not a static's `"lose":true`).
        "\"lose\"]",
        "\"lose\",",
        "{\"drew\":",
        "\"power_above\"",
        "\"gravity_zero\"",
        "\"power_max_as\"",
        "\"evolves_from_race\"",
        "{\"crossed_onto\":",
        "{\"less\":",
        "{\"power_above\":",
        "\"evolution_base_any\"",
        "\"power_multiply\"",
        "\"first_attack\"",
        "\"owner_chooses_shields\"",
        "\"reveal_broken_shields\"",
        "\"tap_creatures\"",
        "\"from\":\"broken\"",
        "{\"broken_by\":",
        "\"minus\":\"",
        "{\"turn_face_up\":",
        "{\"s_back\":",
        "\"g_strike\"",
        "\"ex_life\"",
        "\"next_use\"",
        "\"same_name_in\"",
        "\"same_name_group\"",
        "\"owner_of\"",
        "\"caused_by\"",
        "\"same_race_as\"",
        "\"from\":\"battled\"",
        "\"evolves_from_also\"",
        "\"top_card_only\"",
    ];
    let json = serde_json::to_string(card).unwrap_or_default();
    let given = card.faces().any(|(_, f)| {
        f.abilities.iter().filter_map(|a| a.static_ability.as_ref()).any(|st| !st.abilities.is_empty())
    });
    let tapped_instead = json.match_indices(",\"tapped\":true").any(|(i, _)| {
        json[..i]
            .rfind('"')
            .and_then(|q| json[..q].rfind("\"instead\":\""))
            .is_some_and(|k| !json[k..i].contains(['{', ',']))
    });
    given
        || tapped_instead
        || json.contains("\"least\":")
        || WORDS.iter().any(|w| json.contains(w))
        || trigger_filtered(&json)
}

/// Whether a `casts` or `uses` trigger has a `filter`: its other fields are a string and a
/// bool, so the filter, when there is one, comes before the trigger's first `}`.
#[cfg(feature = "text")]
fn trigger_filtered(json: &str) -> bool {
    ["{\"casts\":{", "{\"uses\":{"].iter().any(|key| {
        json.match_indices(key).any(|(i, _)| {
            let rest = &json[i + key.len()..];
            rest[..rest.find('}').unwrap_or(rest.len())].contains("\"filter\":")
        })
    })
}

fn pool_id(id: CardDefId) -> bool {
    (POOL_ID_BASE..CUSTOM_ID_BASE).contains(&id.0)
}

impl Pool {
    #[cfg(feature = "text")]
    fn new(version: u32, defs: Vec<CardDef>, cards: Vec<PoolCard>) -> Result<Pool, PoolError> {
        let beyond = defs.iter().filter(|d| uses_whole_vocabulary(d)).map(|d| d.id).collect();
        Pool::with_beyond(version, defs, cards, beyond)
    }

    /// [`Pool::new`], `beyond` naming the cards this build can't hold.
    fn with_beyond(
        version: u32,
        defs: Vec<CardDef>,
        cards: Vec<PoolCard>,
        beyond: Vec<CardDefId>,
    ) -> Result<Pool, PoolError> {
        for def in &defs {
            if !pool_id(def.id) {
                return Err(PoolError::Card(format!(
                    "pool card {:?} has id {}; pool ids are {POOL_ID_BASE} to {}",
                    def.full_name(),
                    def.id.0,
                    CUSTOM_ID_BASE - 1
                )));
            }
        }
        let db = CardDb::pool_db(defs).map_err(|e| PoolError::Card(e.to_string()))?;
        let builtin = CardDb::builtin();
        for c in &cards {
            let known = if c.builtin { builtin.get(c.id).is_some() } else { db.get(c.id).is_some() };
            if !known && !beyond.contains(&c.id) {
                return Err(PoolError::Card(format!("pool entry {} names no card", c.id.0)));
            }
        }
        #[cfg(feature = "text")]
        return Ok(Pool { version, db: Arc::new(db), cards, beyond, history: Vec::new() });
        #[cfg(not(feature = "text"))]
        Ok(Pool { version, db: Arc::new(db), cards, beyond })
    }

    /// Whether the card's definition uses a word of the whole vocabulary, which the page's
    /// first-load module leaves out (a build without the `whole` feature holds no definition of
    /// such a card): a board with it opens in the page's whole module (docs/bundle.md).
    pub fn beyond(&self, id: CardDefId) -> bool {
        self.beyond.contains(&id)
    }

    /// The definitions of the pool's own cards (not those that are built-in).
    pub fn db(&self) -> &Arc<CardDb> {
        &self.db
    }

    /// Every card of the pool, in set order.
    pub fn cards(&self) -> &[PoolCard] {
        &self.cards
    }

    pub fn card(&self, id: CardDefId) -> Option<&PoolCard> {
        self.cards.iter().find(|c| c.id == id)
    }

    /// A card's definition, the built-in one for a built-in card.
    pub fn def(&self, id: CardDefId) -> Option<CardDef> {
        self.db.get(id).cloned().or_else(|| CardDb::builtin().get(id).cloned())
    }

    /// The pool in binary ([`crate::compact`]), read back by [`Pool::from_bytes`].
    pub fn to_bytes(&self) -> Vec<u8> {
        let bin = PoolBin {
            version: self.version,
            defs: self
                .db
                .iter()
                .map(|d| (d.id, self.beyond(d.id), crate::compact::to_bytes(d).unwrap_or_default()))
                .collect(),
            cards: self.cards.clone(),
        };
        let bin = crate::compact::to_bytes(&bin).unwrap_or_default();
        let mut out = (bin.len() as u32).to_le_bytes().to_vec();
        out.extend(bin);
        #[cfg(feature = "text")]
        out.extend(crate::compact::to_bytes(&self.history).unwrap_or_default());
        out
    }

    /// A pool from [`Pool::to_bytes`], every card validated; with the `text` feature its
    /// history too ([`Pool::def_at`]).
    pub fn from_bytes(bytes: &[u8]) -> Result<Pool, PoolError> {
        let cut = || PoolError::Unreadable("it is cut short".into());
        let (len, rest) = bytes.split_first_chunk::<4>().ok_or_else(cut)?;
        let (bin, _history) = rest.split_at_checked(u32::from_le_bytes(*len) as usize).ok_or_else(cut)?;
        let bin: PoolBin = crate::compact::from_bytes(bin).map_err(PoolError::Unreadable)?;
        let (mut defs, mut beyond) = (Vec::with_capacity(bin.defs.len()), Vec::new());
        for (id, whole, bytes) in &bin.defs {
            // A build with the whole vocabulary holds the card and knows it needs the whole
            // module; a build without it leaves the card out.
            if *whole {
                beyond.push(*id);
            }
            let def: CardDef = match crate::compact::from_bytes(bytes) {
                Ok(def) => def,
                // A word this build leaves out (compact.rs); a build with them all reads
                // every card of its own pool.bin, so there it is damage.
                Err(_) if !cfg!(feature = "whole") => {
                    if !whole {
                        beyond.push(*id);
                    }
                    continue;
                }
                Err(e) => return Err(PoolError::Unreadable(format!("card {}: {e}", id.0))),
            };
            if def.id != *id {
                return Err(PoolError::Unreadable(format!("card {} is written as {}", id.0, def.id.0)));
            }
            def.validate().map_err(|m| {
                PoolError::Card(format!("pool card {:?} (id {}): {m}", def.full_name(), def.id.0))
            })?;
            defs.push(def);
        }
        let pool = Pool::with_beyond(bin.version, defs, bin.cards, beyond)?;
        #[cfg(feature = "text")]
        let pool = pool.with_history(crate::compact::from_bytes(_history).map_err(PoolError::Unreadable)?)?;
        Ok(pool)
    }

    /// The coverage figures, per set in set order and for the whole pool.
    pub fn coverage(&self) -> Coverage {
        let mut sets: Vec<SetCoverage> = Vec::new();
        let mut words: Vec<(String, usize)> = Vec::new();
        for c in &self.cards {
            let i = match sets.iter().position(|s| s.set == c.printing.set) {
                Some(i) => i,
                None => {
                    sets.push(SetCoverage { set: c.printing.set.clone(), ..SetCoverage::default() });
                    sets.len() - 1
                }
            };
            sets[i].cards += 1;
            if c.fully_modelled() {
                sets[i].modelled += 1;
            }
            let mut seen: Vec<&str> = Vec::new();
            for lack in &c.lacks {
                if seen.contains(&lack.word.as_str()) {
                    continue;
                }
                seen.push(&lack.word);
                match words.iter_mut().find(|(w, _)| *w == lack.word) {
                    Some((_, n)) => *n += 1,
                    None => words.push((lack.word.clone(), 1)),
                }
            }
        }
        // Most needed first; equal needs by name, so the list is stable.
        words.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let total = SetCoverage {
            set: "pool".into(),
            cards: sets.iter().map(|s| s.cards).sum(),
            modelled: sets.iter().map(|s| s.modelled).sum(),
        };
        Coverage { total, sets, missing: words }
    }
}

/// How much of a set (or of the pool) is fully modelled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SetCoverage {
    pub set: String,
    pub cards: usize,
    pub modelled: usize,
}

impl std::fmt::Display for SetCoverage {
    /// `DM-01: 120 cards, 97 fully modelled (80.8 %), 23 partly`
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let percent = if self.cards == 0 { 0.0 } else { self.modelled as f64 * 100.0 / self.cards as f64 };
        write!(
            f,
            "{}: {} cards, {} fully modelled ({percent:.1} %), {} partly",
            self.set,
            self.cards,
            self.modelled,
            self.cards - self.modelled
        )
    }
}

/// [`Pool::coverage`]: the whole pool, each set, and the missing words with how many cards
/// need each, most needed first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coverage {
    pub total: SetCoverage,
    pub sets: Vec<SetCoverage>,
    pub missing: Vec<(String, usize)>,
}

/// What the card finder asks for: words of a name and filters. Empty fields don't filter.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Query {
    /// Words of the name, English or Japanese, in any order; each may be part of a word.
    /// Case, width (ＡＢＣ), spaces and punctuation don't count.
    pub text: String,
    /// The card has one of these civilizations.
    pub civilizations: Vec<Civilization>,
    /// Its type: `Creature` finds every creature type.
    pub card_type: Option<CardType>,
    pub cost_min: Option<u32>,
    pub cost_max: Option<u32>,
    /// Part of one of its races, in English or Japanese.
    pub race: String,
    /// First printed or reprinted in this set (`DM-01`, `Promo`).
    pub set: String,
    /// Only cards with nothing left unmodelled.
    pub fully_modelled: bool,
}

impl Pool {
    /// The cards a query finds: names that start with its words first, then in set order.
    pub fn search(&self, q: &Query) -> Vec<&PoolCard> {
        let words: Vec<String> =
            q.text.split(|c: char| c.is_whitespace()).map(search_key).filter(|w| !w.is_empty()).collect();
        let race = search_key(&q.race);
        let builtin = CardDb::builtin();
        let mut found: Vec<(bool, &PoolCard)> = Vec::new();
        for c in &self.cards {
            let Some(def) = self.db.get(c.id).or_else(|| builtin.get(c.id)) else { continue };
            let f = &def.front;
            if q.fully_modelled && !c.fully_modelled() {
                continue;
            }
            if !q.civilizations.is_empty()
                && !def.faces().any(|(_, f)| f.civilizations.iter().any(|x| q.civilizations.contains(x)))
            {
                continue;
            }
            if let Some(t) = q.card_type {
                let fits = |ct: CardType| if t == CardType::Creature { ct.is_creature() } else { ct == t };
                if !def.faces().any(|(_, f)| fits(f.card_type)) {
                    continue;
                }
            }
            if q.cost_min.is_some_and(|m| f.cost < m) || q.cost_max.is_some_and(|m| f.cost > m) {
                continue;
            }
            if !race.is_empty() && !f.races.iter().chain(&f.races_ja).any(|r| search_key(r).contains(&race)) {
                continue;
            }
            if !q.set.is_empty()
                && c.printing.set != q.set
                && !c.reprints.iter().any(|r| r.split(' ').next() == Some(&q.set))
            {
                continue;
            }
            let keys: Vec<String> = def
                .faces()
                .flat_map(|(_, f)| [search_key(&f.name), search_key(&f.name_ja)])
                .chain(def.aliases.iter().map(|a| search_key(a)))
                .filter(|k| !k.is_empty())
                .collect();
            if !words.iter().all(|w| keys.iter().any(|k| k.contains(w.as_str()))) {
                continue;
            }
            let starts = words.first().is_some_and(|w| keys.iter().any(|k| k.starts_with(w.as_str())));
            found.push((starts, c));
        }
        // Stable: set order within each group.
        found.sort_by_key(|(starts, _)| !starts);
        found.into_iter().map(|(_, c)| c).collect()
    }

    /// Every set of the pool, in set order.
    pub fn sets(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for c in &self.cards {
            if !out.contains(&c.printing.set.as_str()) {
                out.push(&c.printing.set);
            }
        }
        out
    }
}

/// A name as the finder compares it: full-width Latin letters and digits as ASCII, lower case,
/// only letters and digits (no spaces, punctuation or middle dots).
pub fn search_key(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\u{ff01}'..='\u{ff5e}' => char::from_u32(c as u32 - 0xfee0).unwrap_or(c),
            _ => c,
        })
        .filter(|c| crate::db::is_name_letter(*c))
        .map(crate::case::fold_char)
        .collect()
}

static INSTALLED: OnceLock<Arc<Pool>> = OnceLock::new();

/// Makes the pool known to every card database made from now on (the page, once it has
/// fetched the pool). Installing twice keeps the first.
pub fn install(pool: Pool) -> Arc<Pool> {
    INSTALLED.get_or_init(|| Arc::new(pool)).clone()
}

/// The installed pool. With the `pool` feature, the pool compiled in, read on first use.
pub fn installed() -> Option<Arc<Pool>> {
    #[cfg(feature = "pool")]
    {
        Some(
            INSTALLED
                .get_or_init(|| {
                    Arc::new(compiled::read().unwrap_or_else(|e| panic!("the card pool is invalid: {e}")))
                })
                .clone(),
        )
    }
    #[cfg(not(feature = "pool"))]
    {
        INSTALLED.get().cloned()
    }
}

#[cfg(feature = "text")]
pub use text::{fingerprint, fingerprints_tsv, parse_pool_file, read_fingerprints, PoolFile};

#[cfg(feature = "text")]
mod text {
    use super::*;

    /// One pool file read: its cards' definitions, what the pool says of each, and every
    /// problem found (a card with a problem is left out, the others are read).
    #[derive(Debug, Default)]
    pub struct PoolFile {
        pub defs: Vec<CardDef>,
        pub cards: Vec<PoolCard>,
        pub errors: Vec<String>,
    }

    impl PoolFile {
        /// Several files' cards as one pool of this build's version, as if none of them had
        /// changed since version 1 (an empty history file for each earlier version): a pool
        /// of the set files alone, for tests (the history is [`PoolFile::into_pool_at`]'s).
        pub fn into_pool(files: Vec<PoolFile>) -> Result<Pool, PoolError> {
            let unchanged = (1..POOL_VERSION).map(|n| (n, PoolFile::default())).collect();
            PoolFile::into_pool_at(POOL_VERSION, files, unchanged)
        }

        /// The set files' cards as the pool of `version`, with its history: for each version
        /// before it, its file `history/v<N>.toml` read (the former definitions of the cards
        /// that changed after N).
        pub fn into_pool_at(
            version: u32,
            files: Vec<PoolFile>,
            history: Vec<(u32, PoolFile)>,
        ) -> Result<Pool, PoolError> {
            let mut defs = Vec::new();
            let mut cards = Vec::new();
            for f in files {
                if let Some(e) = f.errors.first() {
                    return Err(PoolError::Card(e.clone()));
                }
                defs.extend(f.defs);
                cards.extend(f.cards);
            }
            let mut history = history;
            history.sort_by_key(|(n, _)| *n);
            let mut formers = Vec::new();
            for (n, f) in history {
                if let Some(e) = f.errors.first() {
                    return Err(PoolError::HistoryCard { version: n, message: e.clone() });
                }
                formers.push(Former { version: n, defs: f.defs, cards: f.cards });
            }
            Pool::new(version, defs, cards)?.with_history(formers)
        }
    }

    impl Pool {
        /// The pool with its history: one [`Former`] per version before its own, in order
        /// (read in order, so none is sorted here).
        pub(crate) fn with_history(mut self, history: Vec<Former>) -> Result<Pool, PoolError> {
            let version = self.version;
            for (i, f) in history.iter().enumerate() {
                let expected = i as u32 + 1;
                if f.version == 0 || f.version >= version || f.version < expected {
                    return Err(PoolError::HistoryVersion { pool: version, version: f.version });
                }
                if f.version > expected {
                    return Err(PoolError::HistoryMissing { pool: version, missing: expected });
                }
                check_former(f)?;
            }
            if (history.len() as u32) < version.saturating_sub(1) {
                return Err(PoolError::HistoryMissing { pool: version, missing: history.len() as u32 + 1 });
            }
            self.history = history;
            Ok(self)
        }

        /// The former definitions, one [`Former`] per version before this one, in order.
        pub fn history(&self) -> &[Former] {
            &self.history
        }

        /// The history entries that hold a card as of `version`, from the version's own on:
        /// the first is what the card was at `version` (none: it is what it is now).
        fn formers_from(&self, version: u32) -> impl Iterator<Item = &Former> {
            self.history.iter().filter(move |f| f.version >= version)
        }

        /// What the pool said of a card at `version`: its entry in the first history file of
        /// that version or later that holds it, else its entry now.
        pub fn card_at(&self, id: CardDefId, version: u32) -> Option<&PoolCard> {
            self.formers_from(version)
                .find_map(|f| f.cards.iter().find(|c| c.id == id))
                .or_else(|| self.card(id))
        }

        /// A card's definition at `version` when it differs from today's: the first former
        /// definition from that version on. `None`: the card is what it was (or no pool card).
        pub fn def_at(&self, id: CardDefId, version: u32) -> Option<&CardDef> {
            self.formers_from(version).find_map(|f| f.defs.iter().find(|d| d.id == id))
        }
    }

    /// A history file's cards: valid pool cards of their own (never built-in), each once with one
    /// entry. Compared pairwise (a version's changes are few, and a set would add its code to the
    /// page's module), and said by id, in few words, for the same reason.
    fn check_former(f: &Former) -> Result<(), PoolError> {
        let bad = |id: CardDefId, message: &str| PoolError::HistoryCard {
            version: f.version,
            message: format!("card {}: {message}", id.0),
        };
        for (i, def) in f.defs.iter().enumerate() {
            let id = def.id;
            let entries = f.cards.iter().filter(|c| c.id == id).count();
            if !pool_id(id) || f.defs[..i].iter().any(|d| d.id == id) || entries != 1 {
                return Err(bad(id, "not one former pool card with one entry"));
            }
            def.validate().map_err(|m| bad(id, &m))?;
        }
        match f.cards.iter().find(|c| c.builtin || !f.defs.iter().any(|d| d.id == c.id)) {
            Some(c) => Err(bad(c.id, "an entry with no former definition")),
            None => Ok(()),
        }
    }

    /// A card's fingerprint: FNV-1a (64 bits) of its definition written canonically, as 16 hex
    /// digits. `data/pool/fingerprints.tsv` records each pool card's at the pool's version; a
    /// card whose fingerprint changes plays differently, and `horyu pool bump` keeps its former
    /// definition (docs/links.md, "Pool versions").
    ///
    /// Only what play reads counts: the card's fields as its TOML writes them (an empty field
    /// left out, so a word added to the vocabulary changes no card), keys in sorted order,
    /// without the words shown to players and never read by the rules (the card's `note` and
    /// `aliases`, every `text` and `text_ja`). Names and races count: filters and "the same
    /// name" compare them. The same on every platform: bytes of text, no `usize`, no floats.
    pub fn fingerprint(def: &CardDef) -> String {
        let value = serde_json::to_value(def).unwrap_or(serde_json::Value::Null);
        let mut text = String::new();
        canonical(&value, true, &mut text);
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for b in text.bytes() {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        format!("{hash:016x}")
    }

    /// The fingerprints of a pool's own cards as `data/pool/fingerprints.tsv` records them: a
    /// comment, `version<TAB>N`, then `id<TAB>fingerprint<TAB>name` per card in set order (the
    /// name only for people reading a diff).
    pub fn fingerprints_tsv(pool: &Pool) -> String {
        let mut out = String::from(
            "# Every pool card's fingerprint at this version of the pool: `horyu pool bump` writes it \
             (docs/links.md, \"Pool versions\").\n",
        );
        out.push_str(&format!("version\t{}\n", pool.version));
        for c in pool.cards().iter().filter(|c| !c.builtin) {
            if let Some(def) = pool.db().get(c.id) {
                out.push_str(&format!("{}\t{}\t{}\n", c.id.0, fingerprint(def), def.full_name()));
            }
        }
        out
    }

    /// Recorded fingerprints ([`fingerprints_tsv`]): the version and each card's fingerprint.
    pub fn read_fingerprints(text: &str) -> Result<(u32, Vec<(CardDefId, String)>), String> {
        let mut version = None;
        let mut cards = Vec::new();
        for (i, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let mut cols = line.split('\t');
            let (first, second) = (cols.next().unwrap_or(""), cols.next().unwrap_or(""));
            let bad = || format!("line {}: expected `version<TAB>N` or `id<TAB>fingerprint<TAB>name`", i + 1);
            if first == "version" {
                version = Some(second.parse().map_err(|_| bad())?);
                continue;
            }
            let id = first.parse().map_err(|_| bad())?;
            if second.len() != 16 || !second.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Err(bad());
            }
            cards.push((CardDefId(id), second.to_string()));
        }
        Ok((version.ok_or("no `version` line")?, cards))
    }

    /// JSON with sorted keys and no spaces, leaving out the words play never reads.
    fn canonical(v: &serde_json::Value, top: bool, out: &mut String) {
        use serde_json::Value;
        match v {
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Value::Number(n) => out.push_str(&n.to_string()),
            Value::String(s) => {
                out.push('"');
                for c in s.chars() {
                    match c {
                        '"' => out.push_str("\\\""),
                        '\\' => out.push_str("\\\\"),
                        c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                        c => out.push(c),
                    }
                }
                out.push('"');
            }
            Value::Array(a) => {
                out.push('[');
                for (i, x) in a.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    canonical(x, false, out);
                }
                out.push(']');
            }
            Value::Object(m) => {
                let mut keys: Vec<&String> = m
                    .keys()
                    .filter(|k| !matches!(k.as_str(), "text" | "text_ja"))
                    .filter(|k| !(top && matches!(k.as_str(), "note" | "aliases")))
                    .collect();
                keys.sort();
                out.push('{');
                for (i, k) in keys.into_iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    canonical(&Value::String(k.clone()), false, out);
                    out.push(':');
                    canonical(&m[k.as_str()], false, out);
                }
                out.push('}');
            }
        }
    }

    /// Reads a pool file (`[[card]]` tables in the card schema, with the pool's own fields
    /// `set`, `number`, `reprints`, `builtin` and `[[card.lacks]]`). `file` names it in errors.
    pub fn parse_pool_file(file: &str, text: &str) -> PoolFile {
        let mut out = PoolFile::default();
        let mut table: toml::Table = match text.parse() {
            Ok(t) => t,
            Err(e) => {
                out.errors.push(format!("{file}: {e}"));
                return out;
            }
        };
        let Some(toml::Value::Array(values)) = table.remove("card") else {
            out.errors.push(format!("{file}: expected `[[card]]` tables"));
            return out;
        };
        let headers: Vec<usize> = text
            .lines()
            .enumerate()
            .filter(|(_, l)| l.trim_start().starts_with("[[card]]"))
            .map(|(i, _)| i + 1)
            .collect();
        for (i, value) in values.into_iter().enumerate() {
            let line = headers.get(i).copied().unwrap_or(0);
            let toml::Value::Table(mut t) = value else { continue };
            let label = format!(
                "{file}:{line}: card {:?} (id {})",
                t.get("name").and_then(toml::Value::as_str).unwrap_or("?"),
                t.get("id").and_then(toml::Value::as_integer).unwrap_or(0)
            );
            match read_card(&mut t) {
                Ok((card, def)) => {
                    if let Some(def) = def {
                        out.defs.push(def);
                    }
                    out.cards.push(card);
                }
                Err(e) => out.errors.push(format!("{label}: {e}")),
            }
        }
        out
    }

    fn take_str(t: &mut toml::Table, key: &str) -> Result<String, String> {
        match t.remove(key) {
            Some(toml::Value::String(s)) if !s.trim().is_empty() => Ok(s),
            Some(_) => Err(format!("{key}: expected a non-empty string")),
            None => Err(format!("{key}: missing")),
        }
    }

    fn read_card(t: &mut toml::Table) -> Result<(PoolCard, Option<CardDef>), String> {
        let set = take_str(t, "set")?;
        let number = take_str(t, "number")?;
        let reprints: Vec<String> = match t.remove("reprints") {
            None => Vec::new(),
            Some(v) => Vec::deserialize(v).map_err(|e| format!("reprints: {}", e.message()))?,
        };
        let lacks: Vec<Lack> = match t.remove("lacks") {
            None => Vec::new(),
            Some(v) => Vec::deserialize(v).map_err(|e| format!("lacks: {}", e.message()))?,
        };
        for (i, lack) in lacks.iter().enumerate() {
            let word_ok = !lack.word.is_empty()
                && lack.word.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
            if !word_ok {
                return Err(format!("lacks[{i}].word: expected a snake_case word, found {:?}", lack.word));
            }
            if lack.text.trim().is_empty() {
                return Err(format!("lacks[{i}].text: say in our own words what the ability does"));
            }
        }
        let printing = Printing { set, number };
        if let Some(builtin) = t.remove("builtin") {
            let id = builtin.as_integer().ok_or("builtin: expected a built-in card's id")?;
            let id = CardDefId(u32::try_from(id).map_err(|_| "builtin: expected a built-in card's id")?);
            if CardDb::builtin().get(id).is_none() {
                return Err(format!("builtin: no built-in card has id {}", id.0));
            }
            t.remove("id");
            if let Some(key) = t.keys().next() {
                return Err(format!("{key}: a built-in card's entry holds only its printing"));
            }
            return Ok((PoolCard { id, printing, reprints, lacks, builtin: true }, None));
        }
        let def =
            CardDef::deserialize(toml::Value::Table(t.clone())).map_err(
                |e| match crate::text::split_path(&e) {
                    (path, message) if path.is_empty() => message,
                    (path, message) => format!("{path}: {message}"),
                },
            )?;
        def.validate()?;
        if !(POOL_ID_BASE..CUSTOM_ID_BASE).contains(&def.id.0) {
            return Err(format!("id: pool ids are {POOL_ID_BASE} to {}", CUSTOM_ID_BASE - 1));
        }
        Ok((PoolCard { id: def.id, printing, reprints, lacks, builtin: false }, Some(def)))
    }
}

/// The pool's files, compiled in with the `pool` feature (native builds: the CLI, tests).
#[cfg(feature = "pool")]
mod compiled {
    use super::*;

    macro_rules! files {
        ($($name:literal),* $(,)?) => {
            [$(($name, include_str!(concat!("../data/pool/", $name)))),*]
        };
    }

    /// Every pool file, in set order.
    pub const FILES: [(&str, &str); 18] = files!(
        "dm-01.toml",
        "dm-02.toml",
        "dm-03.toml",
        "dm-04.toml",
        "dm-05.toml",
        "dm-06.toml",
        "dm-07.toml",
        "dm-08.toml",
        "dm-09.toml",
        "dm-10.toml",
        "dm-11.toml",
        "dm-12.toml",
        "dm-13.toml",
        "dm-14.toml",
        "dm-15.toml",
        "dm-16.toml",
        "dm-17.toml",
        "promo.toml",
    );

    /// Every history file, `(N, data/pool/history/v<N>.toml)` (`build.rs`).
    pub const HISTORY: &[(u32, &str)] = &include!(concat!(env!("OUT_DIR"), "/pool_history.rs"));

    pub fn read() -> Result<Pool, PoolError> {
        PoolFile::into_pool_at(
            POOL_VERSION,
            FILES.iter().map(|(name, text)| parse_pool_file(name, text)).collect(),
            HISTORY
                .iter()
                .map(|(n, text)| (*n, parse_pool_file(&format!("history/v{n}.toml"), text)))
                .collect(),
        )
    }
}
