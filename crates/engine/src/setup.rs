//! An untrusted description of a board ([`Setup`]) becomes a valid [`Game`] only through
//! [`Game::from_setup`], which names every problem it finds (after shakmaty's `Setup`).

use crate::card::{CardDb, CardDef, CardDefId, CardError, Side};
use crate::event::EventKind;
use crate::player::{ByPlayer, PlayerId};
use crate::rules::apply::zone_allows;
use crate::state::{CardId, CardState, Game, Ruleset, TurnState, TurnStep, Zones};
use crate::zone::Zone;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Most cards a game may hold (ids are 16-bit).
pub const MAX_CARDS: usize = 1000;

/// One card placed by a setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardSetup {
    pub card: CardDefId,
    /// Pin the card's stable id (default: the next free one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<CardId>,
    #[serde(default)]
    pub tapped: bool,
    #[serde(default)]
    pub face_down: bool,
    #[serde(default)]
    pub side: Side,
    /// In the battle zone: entered this turn (summoning sickness).
    #[serde(default)]
    pub sick: bool,
    /// Evolution sources under it, bottom first.
    #[serde(default)]
    pub under: Vec<CardSetup>,
    #[serde(default)]
    pub seals: Vec<CardSetup>,
}

impl CardSetup {
    pub fn new(card: CardDefId) -> CardSetup {
        CardSetup {
            card,
            id: None,
            tapped: false,
            face_down: false,
            side: Side::Front,
            sick: false,
            under: Vec::new(),
            seals: Vec::new(),
        }
    }
}

/// One player's zones. Deck and shields are listed top (first) to bottom.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    #[serde(default)]
    pub deck: Vec<CardSetup>,
    #[serde(default)]
    pub hand: Vec<CardSetup>,
    #[serde(default)]
    pub battle: Vec<CardSetup>,
    #[serde(default)]
    pub mana: Vec<CardSetup>,
    #[serde(default)]
    pub shields: Vec<CardSetup>,
    #[serde(default)]
    pub graveyard: Vec<CardSetup>,
    #[serde(default)]
    pub hyperspatial: Vec<CardSetup>,
    #[serde(default)]
    pub gr: Vec<CardSetup>,
}

impl PlayerSetup {
    /// The zones in placement order (the order card ids are given in).
    pub(crate) fn zones(&self) -> [(Zone, &Vec<CardSetup>); 8] {
        [
            (Zone::Deck, &self.deck),
            (Zone::Hand, &self.hand),
            (Zone::Battle, &self.battle),
            (Zone::Mana, &self.mana),
            (Zone::Shields, &self.shields),
            (Zone::Graveyard, &self.graveyard),
            (Zone::Hyperspatial, &self.hyperspatial),
            (Zone::Gr, &self.gr),
        ]
    }
}

/// A board to start from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    #[serde(default)]
    pub ruleset: Ruleset,
    /// Any `u64`; one above TOML's largest integer is written as a string of digits.
    #[serde(default, with = "seed_text")]
    pub seed: u64,
    #[serde(default = "one")]
    pub turn: u32,
    #[serde(default = "p1")]
    pub active: PlayerId,
    #[serde(default = "main")]
    pub step: TurnStep,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_player: Option<PlayerId>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "text", serde(with = "crate::card::text::as_tree"))]
    pub custom_cards: Vec<CardDef>,
    pub players: ByPlayer<PlayerSetup>,
    /// Start a game from the decks (103): shuffle, five shields, five cards in hand, then the
    /// first turn. The other zones must be empty.
    #[serde(default)]
    pub start_game: bool,
    /// Broken shields with no S-Trigger among them go to the hand without their owner being
    /// asked, as in histories written before link format 10. Since then the owner of broken
    /// shields the other player can't see is asked every time, with or without an S-Trigger
    /// among them (113.6, 509.5a): whether they are asked must not tell the breaker what the
    /// shields are (400.2). Kept for the histories of older links, which hold no answer there.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub declarations_when_able: bool,
}

fn one() -> u32 {
    1
}
fn p1() -> PlayerId {
    PlayerId::P1
}
fn main() -> TurnStep {
    TurnStep::Main
}

impl Setup {
    /// The same board, however its history is replayed ([`Setup::declarations_when_able`]):
    /// a ruling's board and an older link's copy of it are one board.
    pub fn same_board(&self, other: &Setup) -> bool {
        let plain = |s: &Setup| Setup { declarations_when_able: false, ..s.clone() };
        plain(self) == plain(other)
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            ruleset: Ruleset::Current,
            seed: 0,
            turn: 1,
            active: PlayerId::P1,
            step: TurnStep::Main,
            first_player: None,
            custom_cards: Vec::new(),
            players: ByPlayer::default(),
            start_game: false,
            declarations_when_able: false,
        }
    }
}

/// Why a setup is not a valid board.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SetupError {
    #[error("{0}")]
    Card(#[from] CardError),
    #[error("{player}'s {zone}: no card with id {id}")]
    UnknownCard { player: PlayerId, zone: Zone, id: u32 },
    #[error("card id c{0} is given to two cards (a card can be in one place only)")]
    DuplicateId(u16),
    #[error("card id c{id} is out of range: this board has {count} cards, so ids run from c0 to c{}", count.saturating_sub(1))]
    IdOutOfRange { id: u16, count: usize },
    #[error("{player}'s {zone}: {card} can't be there: {why}")]
    WrongZone { player: PlayerId, zone: Zone, card: String, why: String },
    #[error("{player}'s {zone}: {card} can't be tapped there (105.4a)")]
    CantBeTapped { player: PlayerId, zone: Zone, card: String },
    #[error("{player}'s {zone}: only a card in the battle zone can have cards under it or seals")]
    StackOutsideBattle { player: PlayerId, zone: Zone },
    #[error("{player} needs at least {needed} cards in the deck to start a game (5 shields and 5 in hand, 103.3), and has {have}")]
    NotEnoughCards { player: PlayerId, needed: usize, have: usize },
    #[error("to start a game from the decks, only the decks (and the hyperspatial and super GR zones) may hold cards; {player}'s {zone} is not empty")]
    StartWithBoard { player: PlayerId, zone: Zone },
    #[error("a board holds at most {MAX_CARDS} cards")]
    TooManyCards,
    #[error("turn must be at least 1")]
    BadTurn,
}

impl Game {
    /// Builds a game from a setup, checking it first.
    pub fn from_setup(setup: &Setup) -> Result<Game, SetupError> {
        Game::from_setup_with(setup, CardDb::with_custom(&setup.custom_cards)?)
    }

    /// The same, reusing `like`'s card database when it holds the same custom cards: for
    /// replays of a history whose game already exists.
    pub fn from_setup_like(setup: &Setup, like: &Game) -> Result<Game, SetupError> {
        Game::from_setup_with(setup, CardDb::with_custom_reusing(&setup.custom_cards, &like.db)?)
    }

    fn from_setup_with(setup: &Setup, db: Arc<CardDb>) -> Result<Game, SetupError> {
        if setup.turn == 0 {
            return Err(SetupError::BadTurn);
        }
        let placed = place_cards(setup, &db)?;
        if placed.len() > MAX_CARDS {
            return Err(SetupError::TooManyCards);
        }
        let n = placed.len();
        let ids = card_ids(&placed)?;
        let (cards, zones, battle) = lay_out(setup, &placed, &ids);
        let first_player = setup.first_player.unwrap_or(PlayerId::P1);
        let mut game = Game {
            db,
            ruleset: setup.ruleset,
            declarations_when_able: setup.declarations_when_able,
            seed: setup.seed,
            cards,
            zones,
            battle,
            turn: TurnState {
                number: setup.turn,
                active: if setup.start_game { first_player } else { setup.active },
                step: if setup.start_game { TurnStep::StartOfTurn } else { setup.step },
                first_player,
                charged: 0,
                spells_cast: ByPlayer::default(),
                used: Vec::new(),
                extra: false,
            },
            rng: crate::rng::from_seed(setup.seed),
            pending: Vec::new(),
            to_declare: Vec::new(),
            delayed: Vec::new(),
            tasks: Vec::new(),
            effects: Vec::new(),
            decision: None,
            answers: Vec::new(),
            answers_used: 0,
            result: None,
            log: Vec::new(),
            next_object: n as u32 + 1,
            next_pending: 1,
            actions: 0,
            extra_turns: Vec::new(),
            skipped_turns: ByPlayer::default(),
            replacing: Vec::new(),
            replaced_puts: None,
            regular: if setup.start_game { first_player } else { setup.active },
            depth: 0,
            happened: Vec::new(),
            spell_instead: Vec::new(),
            lasting: Vec::new(),
            #[cfg(whole_vocabulary)]
            lasting_statics: Vec::new(),
            left_battle: Vec::new(),
            deck_seen: ByPlayer::default(),
            skip_rest_of_turn: false,
            attack: None,
            continuous: Vec::new(),
            continuous_by_kind: Default::default(),
            triggering: Vec::new(),
            looking: Vec::new(),
            shuffle_later: false,
            to_shuffle: Vec::new(),
            sba_clean_at: usize::MAX,
            unsealing: Vec::new(),
            broke: Vec::new(),
            #[cfg(whole_vocabulary)]
            attacked: Vec::new(),
            #[cfg(whole_vocabulary)]
            drawn: Default::default(),
            #[cfg(whole_vocabulary)]
            attackers: Vec::new(),
            crossings: Vec::new(),
            #[cfg(whole_vocabulary)]
            ex_life: Vec::new(),
            trace: None,
        };
        for i in 0..game.cards.len() {
            game.index_abilities(CardId(i as u16));
        }
        game.emit_with(EventKind::GameStarted { ruleset: setup.ruleset }, None, &[], Vec::new());
        if setup.start_game {
            game.start_game()?;
        }
        game.advance();
        Ok(game)
    }

    /// Lists a new card among those with triggered or continuous abilities, so the scans that
    /// look for abilities only visit cards that have some. Ids only grow, so the lists stay sorted.
    pub(crate) fn index_abilities(&mut self, id: CardId) {
        let def = self.card(id).def;
        if self.db.has_continuous(def) {
            self.continuous.push(id);
            let kinds = self.db.continuous_kinds(def);
            for (bit, list) in self.continuous_by_kind.iter_mut().enumerate() {
                if kinds & (1 << bit) != 0 {
                    list.push(id);
                }
            }
        }
        let triggers = self
            .db
            .get(def)
            .is_some_and(|d| d.faces().any(|(_, f)| f.abilities.iter().any(|a| a.when.is_some())));
        if triggers {
            self.triggering.push(id);
        }
    }

    /// 103.2–103.5: shuffle, five shields, five cards in hand, the first player's turn.
    fn start_game(&mut self) -> Result<(), SetupError> {
        for p in PlayerId::BOTH {
            let have = self.zones[p].deck.len();
            if have < 10 {
                return Err(SetupError::NotEnoughCards { player: p, needed: 10, have });
            }
        }
        for p in PlayerId::BOTH {
            let mut deck = std::mem::take(&mut self.zones[p].deck);
            crate::rng::shuffle(&mut self.rng, &mut deck);
            self.zones[p].deck = deck;
            self.emit_with(EventKind::Shuffled { player: p }, None, &["103.2"], Vec::new());
        }
        for p in PlayerId::BOTH {
            let shields: Vec<CardId> = self.zones[p].deck.drain(..5).collect();
            for &c in &shields {
                self.card_mut(c).zone = Zone::Shields;
            }
            self.zones[p].shields = shields;
            let hand: Vec<CardId> = self.zones[p].deck.drain(..5).collect();
            for &c in &hand {
                self.card_mut(c).zone = Zone::Hand;
            }
            self.zones[p].hand = hand;
            self.emit_with(
                EventKind::NothingToDo {
                    card: None,
                    what: crate::words::Text::new(
                        format!("{p} puts five shields and draws five cards"),
                        format!(
                            "{}はシールドを5枚置き、カードを5枚引く",
                            crate::words::player(p, crate::words::Lang::Ja)
                        ),
                    ),
                },
                None,
                &["103.3"],
                Vec::new(),
            );
        }
        let first = self.turn.first_player;
        self.emit_with(
            EventKind::TurnStarted { player: first, number: 1 },
            None,
            &["103.4", "103.5"],
            Vec::new(),
        );
        self.tasks.push(crate::rules::task::Task::EnterStep(TurnStep::StartOfTurn));
        Ok(())
    }
}

/// A seed in TOML and JSON. TOML integers are signed 64-bit, so a seed above `i64::MAX` is
/// written as a string of its digits (`seed = "18446744073709551615"`); both forms read back.
pub(crate) mod seed_text {
    use serde::de::{self, Visitor};
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(seed: &u64, s: S) -> Result<S::Ok, S::Error> {
        match i64::try_from(*seed) {
            Ok(n) => s.serialize_i64(n),
            Err(_) => s.serialize_str(&seed.to_string()),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        struct Seed;
        impl Visitor<'_> for Seed {
            type Value = u64;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a seed: a whole number from 0, or its digits as a string")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<u64, E> {
                Ok(n)
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<u64, E> {
                u64::try_from(n).map_err(|_| E::invalid_value(de::Unexpected::Signed(n), &self))
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<u64, E> {
                s.parse().map_err(|_| E::invalid_value(de::Unexpected::Str(s), &self))
            }
        }
        d.deserialize_any(Seed)
    }

    /// The seed as a TOML value, for files written by hand (scenario export).
    #[cfg(feature = "text")]
    pub fn toml(seed: u64) -> String {
        match i64::try_from(seed) {
            Ok(n) => n.to_string(),
            Err(_) => format!("\"{seed}\""),
        }
    }
}

/// A card of a setup with its place: its player and zone, and, for a card under an element or
/// a seal on it, the index of that element's top card.
struct Placed<'a> {
    player: PlayerId,
    zone: Zone,
    setup: &'a CardSetup,
    attached_to: Option<usize>,
    seal: bool,
}

/// Every card of `setup` with its place, checking each: a card the database holds, in a zone
/// its type may be in (400.3), tapped only where a card can be, stacked only in the battle zone.
fn place_cards<'a>(setup: &'a Setup, db: &CardDb) -> Result<Vec<Placed<'a>>, SetupError> {
    let mut placed: Vec<Placed> = Vec::new();
    for (player, ps) in setup.players.iter() {
        for (zone, list) in ps.zones() {
            if setup.start_game
                && !list.is_empty()
                && !matches!(zone, Zone::Deck | Zone::Hyperspatial | Zone::Gr)
            {
                return Err(SetupError::StartWithBoard { player, zone });
            }
            for cs in list {
                let def = db.get(cs.card).ok_or(SetupError::UnknownCard { player, zone, id: cs.card.0 })?;
                let face = def.face(cs.side);
                zone_allows(face.card_type, zone).map_err(|_| SetupError::WrongZone {
                    player,
                    zone,
                    card: def.full_name(),
                    why: crate::words::refusal::wrong_zone(face.card_type, zone, crate::words::Lang::En),
                })?;
                if cs.tapped && !matches!(zone, Zone::Battle | Zone::Mana) {
                    return Err(SetupError::CantBeTapped { player, zone, card: def.full_name() });
                }
                if zone != Zone::Battle && (!cs.under.is_empty() || !cs.seals.is_empty()) {
                    return Err(SetupError::StackOutsideBattle { player, zone });
                }
                let top = placed.len();
                placed.push(Placed { player, zone, setup: cs, attached_to: None, seal: false });
                for (list, seal) in [(&cs.under, false), (&cs.seals, true)] {
                    for u in list {
                        let d =
                            db.get(u.card).ok_or(SetupError::UnknownCard { player, zone, id: u.card.0 })?;
                        if !u.under.is_empty() || !u.seals.is_empty() {
                            return Err(SetupError::StackOutsideBattle { player, zone });
                        }
                        let _ = d;
                        placed.push(Placed { player, zone, setup: u, attached_to: Some(top), seal });
                    }
                }
            }
        }
    }
    Ok(placed)
}

/// The cards' ids: the ones a setup pins first, then the free ones in order, so ids are stable.
fn card_ids(placed: &[Placed]) -> Result<Vec<CardId>, SetupError> {
    let n = placed.len();
    let mut ids: Vec<Option<u16>> = vec![None; n];
    let mut used = vec![false; n];
    for (i, p) in placed.iter().enumerate() {
        if let Some(CardId(id)) = p.setup.id {
            if id as usize >= n {
                return Err(SetupError::IdOutOfRange { id, count: n });
            }
            if used[id as usize] {
                return Err(SetupError::DuplicateId(id));
            }
            used[id as usize] = true;
            ids[i] = Some(id);
        }
    }
    let mut free = (0..n as u16).filter(|&i| !used[i as usize]);
    for id in ids.iter_mut() {
        if id.is_none() {
            *id = free.next();
        }
    }
    Ok(ids.into_iter().map(|i| CardId(i.expect("every card gets an id"))).collect())
}

/// The placed cards' states, each in its zone's list, in the battle zone or under or on its
/// element.
fn lay_out(
    setup: &Setup,
    placed: &[Placed],
    ids: &[CardId],
) -> (Vec<CardState>, ByPlayer<Zones>, Vec<CardId>) {
    let n = placed.len();
    let mut cards: Vec<Option<CardState>> = vec![None; n];
    let mut zones: ByPlayer<Zones> = ByPlayer::default();
    let mut battle = Vec::new();
    for (i, p) in placed.iter().enumerate() {
        let id = ids[i];
        let cs = p.setup;
        let state = CardState {
            id,
            def: cs.card,
            owner: p.player,
            controller: p.player,
            zone: p.zone,
            object: i as u32 + 1,
            tapped: cs.tapped,
            face_down: cs.face_down || p.seal,
            side: cs.side,
            standby: None,
            entered_turn: if cs.sick && p.zone == Zone::Battle { Some(setup.turn) } else { None },
            under: Vec::new(),
            seals: Vec::new(),
            auras: Vec::new(),
            attached_to: p.attached_to.map(|t| ids[t]),
            revealed: false,
            upside_down: false,
            face_up: false,
            origin: None,
        };
        cards[id.0 as usize] = Some(state);
        match p.attached_to {
            Some(t) => {
                let top = ids[t];
                let top_state = cards[top.0 as usize].as_mut().expect("top placed before its stack");
                if p.seal {
                    top_state.seals.push(id);
                } else {
                    top_state.under.push(id);
                }
            }
            None if p.zone == Zone::Battle => battle.push(id),
            None => zones[p.player].list_mut(p.zone).push(id),
        }
    }
    let cards: Vec<CardState> = cards.into_iter().map(|c| c.expect("every id filled")).collect();
    (cards, zones, battle)
}
