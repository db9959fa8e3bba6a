//! The TOML shape of a scenario file (docs/scenarios.md). Card references keep their spans so
//! that errors point at a line and column.

use crate::card::CardDef;
use crate::player::PlayerId;
use crate::state::{Ruleset, TurnStep};
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use toml::Spanned;

#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct ScenarioToml {
    pub title: String,
    #[serde(default)]
    pub rules: Vec<String>,
    #[serde(default)]
    pub source: String,
    #[serde(default)]
    pub description: String,
    /// The title and description in Japanese, for the gallery (empty: shown in English).
    #[serde(default)]
    pub title_ja: String,
    #[serde(default)]
    pub description_ja: String,
    #[serde(default)]
    pub ruleset: Ruleset,
    /// Known not to pass yet, and why (counted apart by `horyu check`).
    #[serde(default)]
    pub expect_fail: Option<String>,
    pub board: BoardToml,
    #[serde(default)]
    pub card: Vec<CardDef>,
    #[serde(default)]
    pub step: Vec<Spanned<StepToml>>,
}

#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct BoardToml {
    #[serde(default = "p1")]
    pub active: PlayerId,
    #[serde(default = "main")]
    pub step: TurnStep,
    #[serde(default = "one")]
    pub turn: u32,
    #[serde(default, with = "crate::setup::seed_text")]
    pub seed: u64,
    #[serde(default)]
    pub first_player: Option<PlayerId>,
    /// Start a new game from the decks (103).
    #[serde(default)]
    pub start_game: bool,
    #[serde(default)]
    pub p1: PlayerToml,
    #[serde(default)]
    pub p2: PlayerToml,
}

fn p1() -> PlayerId {
    PlayerId::P1
}
fn main() -> TurnStep {
    TurnStep::Main
}
fn one() -> u32 {
    1
}

#[derive(Deserialize, Default, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct PlayerToml {
    #[serde(default)]
    pub deck: Vec<Spanned<Entry>>,
    /// Use a named starter deck (crates/cards/data/decks.toml) as the deck.
    #[serde(default)]
    pub deck_list: Option<Spanned<String>>,
    #[serde(default)]
    pub hand: Vec<Spanned<Entry>>,
    #[serde(default)]
    pub battle: Vec<Spanned<Entry>>,
    #[serde(default)]
    pub mana: Vec<Spanned<Entry>>,
    #[serde(default)]
    pub shields: Vec<Spanned<Entry>>,
    #[serde(default)]
    pub graveyard: Vec<Spanned<Entry>>,
    #[serde(default)]
    pub hyperspatial: Vec<Spanned<Entry>>,
    #[serde(default)]
    pub gr: Vec<Spanned<Entry>>,
}

/// A card on the board: a name, or a table with details.
#[derive(Default, Clone, Debug)]
pub(crate) struct Entry {
    pub card: String,
    pub label: Option<String>,
    pub tapped: bool,
    pub sick: bool,
    pub face_down: bool,
    pub count: u32,
    pub under: Vec<Entry>,
    pub seals: Vec<Entry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EntryTable {
    card: String,
    #[serde(default, rename = "as")]
    label: Option<String>,
    #[serde(default)]
    tapped: bool,
    #[serde(default)]
    sick: bool,
    #[serde(default)]
    face_down: bool,
    #[serde(default = "one")]
    count: u32,
    #[serde(default)]
    under: Vec<Entry>,
    #[serde(default)]
    seals: Vec<Entry>,
}

impl<'de> Deserialize<'de> for Entry {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Entry;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a card name or a table like { card = \"…\", tapped = true, as = \"label\" }")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Entry, E> {
                Ok(Entry { card: v.to_string(), count: 1, ..Entry::default() })
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Entry, A::Error> {
                let t = EntryTable::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(Entry {
                    card: t.card,
                    label: t.label,
                    tapped: t.tapped,
                    sick: t.sick,
                    face_down: t.face_down,
                    count: t.count,
                    under: t.under,
                    seals: t.seals,
                })
            }
        }
        d.deserialize_any(V)
    }
}

/// One step: an action, with optional expectations checked after it (or expectations alone).
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct StepToml {
    #[serde(default)]
    pub note: String,
    /// The note in Japanese, for the gallery (empty: the English note is shown).
    #[serde(default)]
    pub note_ja: String,
    #[serde(default, rename = "use")]
    pub use_card: Option<String>,
    #[serde(default)]
    pub mana: Option<Vec<String>>,
    #[serde(default)]
    pub side: Option<crate::card::Side>,
    #[serde(default)]
    pub charge: Option<String>,
    #[serde(default)]
    pub attack: Option<String>,
    #[serde(default)]
    pub target: Option<String>,
    /// The turn player taps this creature to use its tap ability (602.1): its first one, or
    /// the `ability`-th of its face's abilities.
    #[serde(default)]
    pub tap_ability: Option<String>,
    #[serde(default)]
    pub ability: Option<u8>,
    #[serde(default)]
    pub end_step: bool,
    /// Answers: cards, yes/no, a number, a replacement option, or pending effects in order.
    #[serde(default)]
    pub choose: Option<Vec<String>>,
    #[serde(default)]
    pub yes: Option<bool>,
    #[serde(default)]
    pub number: Option<u32>,
    #[serde(default)]
    pub option: Option<u32>,
    #[serde(default)]
    pub resolve: Option<Vec<String>>,
    /// Manual edits.
    #[serde(default, rename = "move")]
    pub move_card: Option<String>,
    #[serde(default)]
    pub to: Option<String>,
    #[serde(default)]
    pub index: Option<usize>,
    /// A new card (a card name, not a label) put into the zone `to`.
    #[serde(default)]
    pub create: Option<String>,
    #[serde(default)]
    pub tap: Option<String>,
    #[serde(default)]
    pub untap: Option<String>,
    /// The action must be refused (optionally with a reason containing this text).
    #[serde(default)]
    pub refused: Option<RefusedToml>,
    #[serde(default)]
    pub expect: Option<ExpectToml>,
}

#[derive(Deserialize, Clone, Debug)]
#[serde(untagged)]
pub(crate) enum RefusedToml {
    Flag(bool),
    Reason(String),
}

#[derive(Deserialize, Default, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct ExpectToml {
    /// `"p1.hand" = ["A", "B"]` (the cards counted there, any order) or `= 3` (the count).
    #[serde(default)]
    pub zones: BTreeMap<String, ZoneExpect>,
    /// `"p1.deck" = ["A", "B"]`: exactly these cards, in this order (a deck from the top).
    #[serde(default)]
    pub order: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub power: BTreeMap<String, i32>,
    #[serde(default)]
    pub tapped: BTreeMap<String, bool>,
    /// `"lord" = ["base"]`: exactly these cards are under this card, bottom first (`[]`: none).
    #[serde(default)]
    pub under: BTreeMap<String, Vec<String>>,
    /// `"gorei" = ["degil"]`: exactly these auras or weapons are attached to this card, in the
    /// order they were attached (`[]`: none).
    #[serde(default)]
    pub attached: BTreeMap<String, Vec<String>>,
    /// `"tribe" = ["claw"]`: exactly these cross gears are crossed onto this creature, the
    /// first crossed first (`[]`: none, 303.3a).
    #[serde(default)]
    pub crossed: BTreeMap<String, Vec<String>>,
    /// `"gaizekial" = ["d5"]`: exactly these shields are this creature's EX life shields, the
    /// oldest first (`[]`: none).
    #[serde(default)]
    pub ex_life: BTreeMap<String, Vec<String>>,
    /// Exactly these cards are in the standby state.
    #[serde(default)]
    pub standby: Option<Vec<String>>,
    /// The sources of the pending effects, any order.
    #[serde(default)]
    pub pending: Option<Vec<String>>,
    /// Who picks the next pending effect to resolve, and from which sources.
    #[serde(default)]
    pub next: Option<NextToml>,
    #[serde(default)]
    pub decision: Option<DecisionToml>,
    /// Events citing these rules happened (`"409.1c"`, or `{ rule = "703.4c", card = "…" }`).
    #[serde(default)]
    pub events: Vec<EventExpect>,
    #[serde(default)]
    pub no_events: Vec<EventExpect>,
    /// The winner, `"p1"` or `"p2"`; `"none"`: the game goes on; `"no_winner"`: it ended with
    /// none (a void game).
    #[serde(default)]
    pub result: Option<String>,
    /// Text that must appear in the log.
    #[serde(default)]
    pub log: Vec<String>,
}

#[derive(Deserialize, Clone, Debug)]
#[serde(untagged)]
pub(crate) enum ZoneExpect {
    Count(u32),
    Cards(Vec<String>),
}

#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct NextToml {
    pub player: PlayerId,
    #[serde(default)]
    pub options: Option<Vec<String>>,
}

#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct DecisionToml {
    #[serde(default)]
    pub player: Option<PlayerId>,
    /// `turn`, `next_pending`, `cards`, `mana`, `yes_no`, `number`, `replacement`, or `none`.
    pub kind: String,
    /// For card choices: the candidates, by name.
    #[serde(default)]
    pub options: Option<Vec<String>>,
}

#[derive(Deserialize, Clone, Debug)]
#[serde(untagged)]
pub(crate) enum EventExpect {
    Rule(String),
    Detailed {
        rule: Option<String>,
        card: Option<String>,
        #[serde(rename = "type")]
        kind: Option<String>,
        text: Option<String>,
    },
}
