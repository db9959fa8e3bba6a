//! The body of a link: a hand-tuned byte layout of a [`Snapshot`] (docs/links.md spells it out).
//!
//! Integers are LEB128 varints (`v`), flags are single bytes (`u8`). Version 1:
//!
//! ```text
//! body     = u8 flags, u8 turn, v seed, v turn_number, [custom], player p1, player p2,
//!            v cursor, actions, v branch_count, branch_count × (v at, actions)
//! flags    = bit 0 legacy ruleset, bit 1 start_game, bit 2 custom cards follow,
//!            bits 3-4 first_player (0 none, 1 p1, 2 p2), bits 5-6 perspective (0 judge, 1 p1, 2 p2)
//! turn     = bit 0 active player (0 p1, 1 p2), bits 1-3 step (start, draw, mana charge, main,
//!            attack, end), bits 4-5 card ids (0 none pinned, 1 all pinned in placement order,
//!            2 pinned ids written per card)
//! custom   = v length, that many bytes of TOML ([[card]] tables, docs/cards.md)
//! player   = 8 zones: deck, hand, battle, mana, shields, graveyard, hyperspatial, gr
//! zone     = v header: 0 empty, 2n: n card ids follow (v each), 2k+1: frozen list k ([`FROZEN_LISTS`]);
//!            then v count of cards with extras, each: v gap (cards skipped since the last), extras
//! extras   = u8 bits: 0 tapped, 1 face down, 2 sick, 3-4 side (front, twin, back), 5 pinned id,
//!            6 cards under, 7 seals; then [v id], [v n, n × (v card id, extras)] for under, seals
//! actions  = v count, then each action: u8 tag and its fields (see `write_action`)
//! ```
//!
//! Version 2 adds one action, `Manual::Create` (tag 17: v card definition id, u8 zone).
//! Version 3 may end with `v step`: the moment shown is inside the action before the cursor,
//! after that many of its processing steps (processing.rs); absent, it is the action's end.
//! Version 4 writes the custom cards as JSON (`{"card": [...]}`, the same schema) instead of
//! TOML, so that a build without a TOML parser (the playground's first load, issue #15) reads
//! and writes every link it makes; links of v1-v3 with custom cards need the `text` feature
//! ([`LinkError::NeedsCardText`] without it).
//! Version 5 writes them in binary ([`crate::card::compact`]: postcard, every field written),
//! so the first load needs no JSON reader either; links of v4 with custom cards need the `text`
//! feature too.
//! Version 6 writes each branch as `v parent, v fork, actions`: the line it leaves (0 the
//! current line, k the k-th branch before it), how many actions of that line it keeps, and its
//! own actions after them, so the history branches share is written once (stepping back through
//! a game and trying another move at each moment made every branch repeat the ones after it).
//! It is written only when a branch shares actions with an earlier one.
//! Version 7 (issue #40) is version 6's layout for a link with custom cards whose counts may be
//! unwritten: a written number on a remembered group became a choice, and an unwritten count
//! has a value of its own in binary. A v5 or v6 link was written when a missing count was
//! written as 1, so its 1 reads as unwritten and its cards do what they did.
//! Version 8 is version 7 plus one action, `Action::TapAbility` (tag 18: v card, u8 ability):
//! a creature tapped to use its tap ability (602.1).
//! Version 9 is version 8 plus two actions, `Manual::Sickness` (tags 19, sick, and 20, not
//! sick: v card): summoning sickness given or lifted by hand (506.1a).
//! Version 10 (issue #41) asks the owner of broken shields the other player can't see for
//! their S-Trigger declarations at every break, S-Trigger or not, so its histories hold an
//! answer there that older ones don't: a history of v1-v9 with actions replays as it was
//! written ([`Setup::declarations_when_able`]), and a game continued from it is still written
//! in the oldest version that holds it, which says so. Every other history with an action is v10.
//! Version 11 (issue #39) writes custom cards in card schema 3 (a filter's `or`), and says in
//! the turn byte's bit 6 how its history replays; version 12 is version 11 with card schema 4
//! (a filter's `named_as`, a static ability's `abilities`, `breaks` and `while_battling`, a
//! selection's `distinct`, `least` and `minus`, a filter's `same_name_as`, a replacement's
//! `tapped`, a static ability's `owner_chooses_shields` and `reveal_broken_shields`, a `casts`
//! or `uses` trigger's `filter`). Each is written only for custom cards that need its schema.
//! A link is written in the oldest version that holds it, so older builds open every link they
//! can.
//!
//! Every field is range-checked on reading; a layout that does not fit is `Corrupted`.

use super::{LinkError, OverLimit, Snapshot, MAX_ACTIONS, MAX_BRANCHES, MAX_LIST, MAX_STEP};
use crate::action::{Action, Manual};
use crate::card::db::{
    cards_from_bytes, cards_from_bytes_of_schema, cards_schema_needed, cards_to_bytes, MAX_CUSTOM_TOML_BYTES,
};
use crate::card::pool::{POOL_ID_BASE, POOL_VERSION};
use crate::card::{CardDefId, Side, CUSTOM_ID_BASE};
use crate::decision::Answer;
use crate::player::{ByPlayer, PlayerId};
use crate::session::History;
use crate::setup::{CardSetup, PlayerSetup, Setup, MAX_CARDS};
use crate::state::{CardId, Ruleset, TurnStep};
use crate::zone::{Zone, ZoneRef};

/// Card lists a zone may name by number instead of listing its cards: the starter decks of
/// cards/decks.toml as they were when format v1 was made. Frozen: a list never changes (old
/// links must open to the same board); new lists are appended.
pub const FROZEN_LISTS: [&[(u32, u8)]; 2] = [
    // "Bolshack Beatdown"
    &[(50, 4), (49, 4), (51, 4), (15, 4), (33, 4), (4, 4), (5, 4), (43, 4), (46, 4), (27, 2), (21, 2)],
    // "Tidal Light Control"
    &[(32, 4), (47, 4), (3, 4), (44, 4), (2, 4), (33, 4), (14, 4), (48, 4), (45, 4), (30, 4)],
];

/// A frozen list, card by card.
pub fn frozen_list(k: usize) -> Option<Vec<CardDefId>> {
    let list = FROZEN_LISTS.get(k)?;
    Some(list.iter().flat_map(|&(id, n)| std::iter::repeat_n(CardDefId(id), n as usize)).collect())
}

const STEPS: [TurnStep; 6] = [
    TurnStep::StartOfTurn,
    TurnStep::Draw,
    TurnStep::ManaCharge,
    TurnStep::Main,
    TurnStep::Attack,
    TurnStep::EndOfTurn,
];

const ZONES: [Zone; 9] = [
    Zone::Deck,
    Zone::Hand,
    Zone::Battle,
    Zone::Mana,
    Zone::Shields,
    Zone::Graveyard,
    Zone::Hyperspatial,
    Zone::Gr,
    Zone::Anywhere,
];

// Action tags.
const END_STEP: u8 = 0;
const CHARGE: u8 = 1;
const USE: u8 = 2;
const USE_WITH: u8 = 3;
const ATTACK_PLAYER: u8 = 4;
const ATTACK_CREATURE: u8 = 5;
const ANSWER_CARDS: u8 = 6;
const ANSWER_NO: u8 = 7;
const ANSWER_YES: u8 = 8;
const ANSWER_NUMBER: u8 = 9;
const ANSWER_PENDING: u8 = 10;
const ANSWER_OPTION: u8 = 11;
const MOVE: u8 = 12;
const UNTAP: u8 = 13;
const TAP: u8 = 14;
const FLIP: u8 = 15;
const REORDER: u8 = 16;
/// Format version 2 on.
const CREATE: u8 = 17;
/// Format version 8 on.
const TAP_ABILITY: u8 = 18;
const SICK: u8 = 19;
const NOT_SICK: u8 = 20;

/// Card ids: none pinned, all pinned in placement order, or written per card.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Ids {
    None,
    Sequential,
    Explicit,
}

fn player_setups(p: &ByPlayer<PlayerSetup>) -> [&PlayerSetup; 2] {
    [&p.p1, &p.p2]
}

fn zone_lists(p: &PlayerSetup) -> [&Vec<CardSetup>; 8] {
    [&p.deck, &p.hand, &p.battle, &p.mana, &p.shields, &p.graveyard, &p.hyperspatial, &p.gr]
}

pub(super) fn zone_lists_mut(p: &mut PlayerSetup) -> [&mut Vec<CardSetup>; 8] {
    [
        &mut p.deck,
        &mut p.hand,
        &mut p.battle,
        &mut p.mana,
        &mut p.shields,
        &mut p.graveyard,
        &mut p.hyperspatial,
        &mut p.gr,
    ]
}

fn ids_mode(setup: &Setup) -> Ids {
    let mut all_none = true;
    let mut sequential = true;
    let mut i: u32 = 0;
    fn walk(c: &CardSetup, i: &mut u32, all_none: &mut bool, sequential: &mut bool) {
        if c.id.is_some() {
            *all_none = false;
        }
        if c.id.map(|x| u32::from(x.0)) != Some(*i) {
            *sequential = false;
        }
        *i += 1;
        for u in c.under.iter().chain(&c.seals) {
            walk(u, i, all_none, sequential);
        }
    }
    for p in player_setups(&setup.players) {
        for list in zone_lists(p) {
            for c in list {
                walk(c, &mut i, &mut all_none, &mut sequential);
            }
        }
    }
    if all_none {
        Ids::None
    } else if sequential {
        Ids::Sequential
    } else {
        Ids::Explicit
    }
}

// ---------------------------------------------------------------------------------------------
// Writing

struct Writer {
    buf: Vec<u8>,
}

impl Writer {
    fn u8(&mut self, b: u8) {
        self.buf.push(b);
    }

    fn v(&mut self, mut n: u64) {
        loop {
            let b = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                self.buf.push(b);
                return;
            }
            self.buf.push(b | 0x80);
        }
    }

    fn card(&mut self, c: CardId) {
        self.v(u64::from(c.0));
    }

    fn cards(&mut self, list: &[CardId]) {
        self.v(list.len() as u64);
        for &c in list {
            self.card(c);
        }
    }
}

fn player_bits(p: Option<PlayerId>) -> u8 {
    match p {
        None => 0,
        Some(PlayerId::P1) => 1,
        Some(PlayerId::P2) => 2,
    }
}

fn side_bits(s: Side) -> u8 {
    match s {
        Side::Front => 0,
        Side::Twin => 1,
        Side::Back => 2,
    }
}

fn zone_bits(z: ZoneRef) -> u8 {
    let zi = ZONES.iter().position(|&x| x == z.zone).unwrap_or(0) as u8;
    (zi << 1) | u8::from(z.player == PlayerId::P2)
}

/// Whether a card has anything beyond its definition to write.
fn has_extras(c: &CardSetup, ids: Ids) -> bool {
    c.tapped
        || c.face_down
        || c.sick
        || c.side != Side::Front
        || (ids == Ids::Explicit && c.id.is_some())
        || !c.under.is_empty()
        || !c.seals.is_empty()
}

fn write_extras(w: &mut Writer, c: &CardSetup, ids: Ids) {
    let pinned = ids == Ids::Explicit && c.id.is_some();
    let bits = u8::from(c.tapped)
        | u8::from(c.face_down) << 1
        | u8::from(c.sick) << 2
        | side_bits(c.side) << 3
        | u8::from(pinned) << 5
        | u8::from(!c.under.is_empty()) << 6
        | u8::from(!c.seals.is_empty()) << 7;
    w.u8(bits);
    if let (true, Some(id)) = (pinned, c.id) {
        w.card(id);
    }
    for list in [&c.under, &c.seals] {
        if !list.is_empty() {
            w.v(list.len() as u64);
            for u in list {
                w.v(u64::from(u.card.0));
                write_extras(w, u, ids);
            }
        }
    }
}

fn write_zone(w: &mut Writer, list: &[CardSetup]) {
    let defs: Vec<CardDefId> = list.iter().map(|c| c.card).collect();
    let frozen = (0..FROZEN_LISTS.len()).find(|&k| frozen_list(k).as_deref() == Some(&defs[..]));
    match (list.is_empty(), frozen) {
        (true, _) => w.v(0),
        (false, Some(k)) => w.v(((k as u64) << 1) | 1),
        (false, None) => {
            w.v((list.len() as u64) << 1);
            for d in &defs {
                w.v(u64::from(d.0));
            }
        }
    }
}

fn write_action(w: &mut Writer, a: &Action) {
    match a {
        Action::EndStep => w.u8(END_STEP),
        Action::Charge { card } => {
            w.u8(CHARGE);
            w.card(*card);
        }
        Action::Use { card, mana: None, side: None } => {
            w.u8(USE);
            w.card(*card);
        }
        Action::Use { card, mana, side } => {
            w.u8(USE_WITH);
            w.card(*card);
            let s = side.map_or(0, |s| side_bits(s) + 1);
            w.u8(s | u8::from(mana.is_some()) << 2);
            if let Some(m) = mana {
                w.cards(m);
            }
        }
        Action::Attack { attacker, target: None } => {
            w.u8(ATTACK_PLAYER);
            w.card(*attacker);
        }
        Action::Attack { attacker, target: Some(t) } => {
            w.u8(ATTACK_CREATURE);
            w.card(*attacker);
            w.card(*t);
        }
        Action::TapAbility { card, ability } => {
            w.u8(TAP_ABILITY);
            w.card(*card);
            w.u8(*ability);
        }
        Action::Answer(Answer::Cards(list)) => {
            w.u8(ANSWER_CARDS);
            w.cards(list);
        }
        Action::Answer(Answer::Yes(false)) => w.u8(ANSWER_NO),
        Action::Answer(Answer::Yes(true)) => w.u8(ANSWER_YES),
        Action::Answer(Answer::Number(n)) => {
            w.u8(ANSWER_NUMBER);
            w.v(u64::from(*n));
        }
        Action::Answer(Answer::Pending(n)) => {
            w.u8(ANSWER_PENDING);
            w.v(u64::from(*n));
        }
        Action::Answer(Answer::Option(n)) => {
            w.u8(ANSWER_OPTION);
            w.v(u64::from(*n));
        }
        Action::Manual(Manual::Move { card, to, index }) => {
            w.u8(MOVE);
            w.card(*card);
            w.u8(zone_bits(*to));
            w.v(index.map_or(0, |i| (i as u64).saturating_add(1)));
        }
        Action::Manual(Manual::Tap { card, tapped }) => {
            w.u8(if *tapped { TAP } else { UNTAP });
            w.card(*card);
        }
        Action::Manual(Manual::Flip { card }) => {
            w.u8(FLIP);
            w.card(*card);
        }
        Action::Manual(Manual::Reorder { zone, order }) => {
            w.u8(REORDER);
            w.u8(zone_bits(*zone));
            w.cards(order);
        }
        Action::Manual(Manual::Create { card, to }) => {
            w.u8(CREATE);
            w.v(u64::from(card.0));
            w.u8(zone_bits(*to));
        }
        Action::Manual(Manual::Sickness { card, sick }) => {
            w.u8(if *sick { SICK } else { NOT_SICK });
            w.card(*card);
        }
    }
}

/// How a history's kept branches are written from format v6: for each, the line it leaves
/// (0 the current line, k the k-th branch) and how many of its actions come from there.
pub struct Lines {
    /// Per branch: (parent, fork in the parent's line, actions of its own tail shared).
    parents: Vec<(usize, usize, usize)>,
    current: usize,
    /// Per branch: its moment on the current line and its tail's length.
    branches: Vec<(usize, usize)>,
}

impl Lines {
    /// A branch leaves the earlier branch that shares most of its tail, when one does: a branch
    /// is (its moment on the current line, the actions from there), so only a branch from the
    /// same moment can hold the start of its tail.
    pub fn of(h: &History) -> Lines {
        // A fork past the line's end (only an old link can hold one) is written as its end.
        let at = |b: &(usize, Vec<Action>)| b.0.min(h.actions.len());
        let mut parents = Vec::with_capacity(h.branches.len());
        for (i, branch) in h.branches.iter().enumerate() {
            let (at, tail) = (at(branch), &branch.1);
            let mut best = (0, at, 0);
            for (j, earlier) in h.branches[..i].iter().enumerate() {
                let (from, earlier) = (h.branches[j].0.min(h.actions.len()), &earlier.1);
                if from != at {
                    continue;
                }
                let shared = tail.iter().zip(earlier).take_while(|(a, b)| a == b).count();
                if shared > best.2 {
                    best = (j + 1, from + shared, shared);
                }
            }
            parents.push(best);
        }
        Lines {
            parents,
            current: h.actions.len(),
            branches: h.branches.iter().map(|b| (at(b), b.1.len())).collect(),
        }
    }

    /// Whether some branch shares actions with an earlier one (format v6 writes them once).
    pub fn shared(&self) -> bool {
        self.parents.iter().any(|&(parent, ..)| parent > 0)
    }

    /// The longest line: the current one, or a branch with the actions before its fork.
    pub fn longest(&self) -> usize {
        self.branches.iter().map(|(at, n)| at + n).fold(self.current, usize::max)
    }

    /// The actions a link of format `version` writes.
    pub fn written(&self, version: u8) -> usize {
        let own = |(k, &(_, n)): (usize, &(usize, usize))| {
            if version >= 6 {
                n - self.parents[k].2
            } else {
                n
            }
        };
        self.current + self.branches.iter().enumerate().map(own).sum::<usize>()
    }
}

/// The oldest format version that can hold a snapshot: links stay readable by older builds
/// unless they need something newer.
pub fn version_needed(s: &Snapshot) -> u8 {
    let h = &s.history;
    let all = || h.actions.iter().chain(h.branches.iter().flat_map(|(_, b)| b));
    // Custom cards that need card schema 3 (a filter's `or`) or 4 (its `named_as`, a static
    // ability's `abilities`): v7-v10 readers read schema 2, v11 readers schema 3.
    if !h.setup.custom_cards.is_empty() {
        match cards_schema_needed(&h.setup.custom_cards) {
            4.. => return 12,
            3 => return 11,
            _ => {}
        }
    }
    // A history played since declarations are asked at every break: v9 readers would replay
    // it without those answers.
    if !h.setup.declarations_when_able && all().next().is_some() {
        return 10;
    }
    // Summoning sickness given or lifted by hand (tags 19 and 20).
    if all().any(|a| matches!(a, Action::Manual(Manual::Sickness { .. }))) {
        return 9;
    }
    // Cards of the card pool, named with the pool's version (issue #39), or a tap ability
    // used (tag 18).
    if uses_pool(h) || all().any(|a| matches!(a, Action::TapAbility { .. })) {
        return 8;
    }
    // Custom cards whose counts may be unwritten (issue #40): v5 and v6 read a 1 as unwritten.
    if !h.setup.custom_cards.is_empty() {
        return 7;
    }
    if Lines::of(h).shared() {
        return 6;
    }
    let creates = all().any(|a| matches!(a, Action::Manual(Manual::Create { .. })));
    if s.step > 0 {
        3
    } else if creates {
        2
    } else {
        1
    }
}

/// Whether a history names a card of the card pool: on its board, or created by an action.
pub fn uses_pool(h: &History) -> bool {
    fn pooled(c: &CardSetup) -> bool {
        is_pool_id(c.card) || c.under.iter().chain(&c.seals).any(pooled)
    }
    player_setups(&h.setup.players).into_iter().flat_map(zone_lists).flatten().any(pooled)
        || h.actions
            .iter()
            .chain(h.branches.iter().flat_map(|(_, b)| b))
            .any(|a| matches!(a, Action::Manual(Manual::Create { card, .. }) if is_pool_id(*card)))
}

fn is_pool_id(id: CardDefId) -> bool {
    (POOL_ID_BASE..CUSTOM_ID_BASE).contains(&id.0)
}

fn write_actions(w: &mut Writer, list: &[Action]) {
    w.v(list.len() as u64);
    for a in list {
        write_action(w, a);
    }
}

/// The body of a snapshot, in the latest layout.
pub fn write(s: &Snapshot) -> Vec<u8> {
    write_as_of(s, crate::card::pool::installed().map_or(POOL_VERSION, |p| p.version))
}

/// [`write`] as a build of card pool `pool_version` writes it: for the tests and tools that
/// make links of an older pool (docs/links.md, "Pool versions").
pub fn write_as_of(s: &Snapshot, pool_version: u32) -> Vec<u8> {
    let h = &s.history;
    let setup = &h.setup;
    let mut w = Writer { buf: Vec::with_capacity(256) };
    let ids = ids_mode(setup);
    let pool = uses_pool(h);
    w.u8(u8::from(setup.ruleset == Ruleset::Legacy)
        | u8::from(setup.start_game) << 1
        | u8::from(!setup.custom_cards.is_empty()) << 2
        | player_bits(setup.first_player) << 3
        | player_bits(s.perspective) << 5
        | u8::from(pool) << 7);
    let step = STEPS.iter().position(|&x| x == setup.step).unwrap_or(3) as u8;
    let ids_bits = match ids {
        Ids::None => 0,
        Ids::Sequential => 1,
        Ids::Explicit => 2,
    };
    // Cards of schema 3 or 4 make a v11 or v12 link, whose readers are told whether the history replays
    // with declarations only when able (before v10 the version said it).
    let schema = if setup.custom_cards.is_empty() { 2 } else { cards_schema_needed(&setup.custom_cards) };
    let older_declarations = schema > 2 && setup.declarations_when_able;
    w.u8(u8::from(setup.active == PlayerId::P2)
        | step << 1
        | ids_bits << 4
        | u8::from(older_declarations) << 6);
    w.v(setup.seed);
    w.v(u64::from(setup.turn));
    if pool {
        // The pool's version: a link keeps naming the cards it was made with (pool.rs).
        w.v(u64::from(pool_version));
    }
    if !setup.custom_cards.is_empty() {
        let bytes = crate::card::compact::in_schema(schema, || cards_to_bytes(&setup.custom_cards));
        w.v(bytes.len() as u64);
        w.buf.extend_from_slice(&bytes);
    }
    for p in player_setups(&setup.players) {
        for list in zone_lists(p) {
            write_zone(&mut w, list);
            let extras: Vec<(usize, &CardSetup)> =
                list.iter().enumerate().filter(|(_, c)| has_extras(c, ids)).collect();
            w.v(extras.len() as u64);
            let mut next = 0;
            for (i, c) in extras {
                w.v((i - next) as u64);
                write_extras(&mut w, c, ids);
                next = i + 1;
            }
        }
    }
    w.v(h.cursor as u64);
    write_actions(&mut w, &h.actions);
    w.v(h.branches.len() as u64);
    if version_needed(s) >= 6 {
        let lines = Lines::of(h);
        for ((_, list), &(parent, fork, shared)) in h.branches.iter().zip(&lines.parents) {
            w.v(parent as u64);
            w.v(fork as u64);
            write_actions(&mut w, &list[shared..]);
        }
    } else {
        for (at, list) in &h.branches {
            w.v(*at as u64);
            write_actions(&mut w, list);
        }
    }
    if s.step > 0 {
        w.v(s.step as u64);
    }
    w.buf
}

// ---------------------------------------------------------------------------------------------
// Reading

struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    /// Cards read so far (the board's cap).
    cards: usize,
    /// Actions read so far (the history's cap).
    actions: usize,
    version: u8,
}

fn bad(what: impl Into<String>) -> LinkError {
    LinkError::Corrupted(what.into())
}

impl Reader<'_> {
    fn u8(&mut self, what: &str) -> Result<u8, LinkError> {
        let b = *self.data.get(self.pos).ok_or_else(|| bad(format!("its data ends inside {what}")))?;
        self.pos += 1;
        Ok(b)
    }

    fn v(&mut self, what: &str) -> Result<u64, LinkError> {
        let mut n: u64 = 0;
        for shift in (0..64).step_by(7) {
            let b = self.u8(what)?;
            let part = u64::from(b & 0x7f);
            if shift == 63 && part > 1 {
                return Err(bad(format!("{what} is too large a number")));
            }
            n |= part << shift;
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(bad(format!("{what} is too large a number")))
    }

    fn v_max(&mut self, what: &str, max: u64) -> Result<u64, LinkError> {
        let n = self.v(what)?;
        if n > max {
            return Err(bad(format!("{what} is {n}, more than {max}")));
        }
        Ok(n)
    }

    fn u32(&mut self, what: &str) -> Result<u32, LinkError> {
        Ok(self.v_max(what, u64::from(u32::MAX))? as u32)
    }

    fn card(&mut self) -> Result<CardId, LinkError> {
        Ok(CardId(self.v_max("a card id", u64::from(u16::MAX))? as u16))
    }

    fn len(&mut self, what: &'static str, limit: usize) -> Result<usize, LinkError> {
        let n = self.v(what)?;
        if n > limit as u64 {
            return Err(LinkError::Oversized { what, limit });
        }
        Ok(n as usize)
    }

    fn cards(&mut self) -> Result<Vec<CardId>, LinkError> {
        let n = self.len("a list of cards in an action", MAX_LIST)?;
        (0..n).map(|_| self.card()).collect()
    }

    fn count_card(&mut self) -> Result<(), LinkError> {
        self.cards += 1;
        if self.cards > MAX_CARDS {
            return Err(LinkError::Oversized { what: "the number of cards on the board", limit: MAX_CARDS });
        }
        Ok(())
    }

    fn player(&mut self, bits: u8, what: &str) -> Result<Option<PlayerId>, LinkError> {
        match bits {
            0 => Ok(None),
            1 => Ok(Some(PlayerId::P1)),
            2 => Ok(Some(PlayerId::P2)),
            _ => Err(bad(format!("{what} names no player"))),
        }
    }

    fn side(&mut self, bits: u8) -> Result<Side, LinkError> {
        match bits {
            0 => Ok(Side::Front),
            1 => Ok(Side::Twin),
            2 => Ok(Side::Back),
            _ => Err(bad("a card's side is unknown")),
        }
    }

    fn zone_ref(&mut self) -> Result<ZoneRef, LinkError> {
        let b = self.u8("a zone")?;
        let zone =
            *ZONES.get(usize::from(b >> 1)).ok_or_else(|| bad(format!("zone {} is unknown", b >> 1)))?;
        let player = if b & 1 == 1 { PlayerId::P2 } else { PlayerId::P1 };
        Ok(ZoneRef { player, zone })
    }

    fn extras(&mut self, c: &mut CardSetup, ids: Ids, depth: u8) -> Result<(), LinkError> {
        let b = self.u8("a card's details")?;
        c.tapped = b & 1 != 0;
        c.face_down = b & 2 != 0;
        c.sick = b & 4 != 0;
        c.side = self.side((b >> 3) & 3)?;
        if b & 32 != 0 {
            if ids != Ids::Explicit {
                return Err(bad("a card pins an id although the board says no ids are written"));
            }
            c.id = Some(self.card()?);
        }
        for (bit, seals) in [(64u8, false), (128u8, true)] {
            if b & bit == 0 {
                continue;
            }
            if depth >= 2 {
                return Err(bad("cards are stacked too deep"));
            }
            let n = self.len("the cards stacked on one card", MAX_CARDS)?;
            if n == 0 {
                return Err(bad("an empty stack is written as a stack"));
            }
            let mut list = Vec::new();
            for _ in 0..n {
                self.count_card()?;
                let mut u = CardSetup::new(CardDefId(self.u32("a card definition id")?));
                self.extras(&mut u, ids, depth + 1)?;
                list.push(u);
            }
            if seals {
                c.seals = list;
            } else {
                c.under = list;
            }
        }
        Ok(())
    }

    fn zone(&mut self, ids: Ids) -> Result<Vec<CardSetup>, LinkError> {
        let h = self.v("a zone's header")?;
        let mut list: Vec<CardSetup> = if h & 1 == 1 {
            let k = (h >> 1) as usize;
            let defs = frozen_list(k).ok_or_else(|| bad(format!("card list {k} is unknown")))?;
            defs.into_iter().map(CardSetup::new).collect()
        } else {
            let n = h >> 1;
            if n > MAX_CARDS as u64 {
                return Err(LinkError::Oversized {
                    what: "the number of cards on the board",
                    limit: MAX_CARDS,
                });
            }
            let mut out = Vec::with_capacity(n as usize);
            for _ in 0..n {
                out.push(CardSetup::new(CardDefId(self.u32("a card definition id")?)));
            }
            out
        };
        for _ in 0..list.len() {
            self.count_card()?;
        }
        let m = self.len("the cards with details in a zone", MAX_CARDS)?;
        let mut next = 0usize;
        for _ in 0..m {
            let gap = self.v("a card's place in its zone")?;
            let i = (next as u64).saturating_add(gap);
            let c = usize::try_from(i)
                .ok()
                .and_then(|i| list.get_mut(i))
                .ok_or_else(|| bad("a card's details point past the end of its zone"))?;
            self.extras(c, ids, 0)?;
            next = i as usize + 1;
        }
        Ok(list)
    }

    fn action(&mut self) -> Result<Action, LinkError> {
        let tag = self.u8("an action")?;
        Ok(match tag {
            END_STEP => Action::EndStep,
            CHARGE => Action::Charge { card: self.card()? },
            USE => Action::Use { card: self.card()?, mana: None, side: None },
            USE_WITH => {
                let card = self.card()?;
                let b = self.u8("an action's options")?;
                if b > 7 {
                    return Err(bad("an action's options are unknown"));
                }
                let side = match b & 3 {
                    0 => None,
                    s => Some(self.side(s - 1)?),
                };
                let mana = if b & 4 != 0 { Some(self.cards()?) } else { None };
                Action::Use { card, mana, side }
            }
            ATTACK_PLAYER => Action::Attack { attacker: self.card()?, target: None },
            ATTACK_CREATURE => Action::Attack { attacker: self.card()?, target: Some(self.card()?) },
            ANSWER_CARDS => Action::Answer(Answer::Cards(self.cards()?)),
            ANSWER_NO => Action::Answer(Answer::Yes(false)),
            ANSWER_YES => Action::Answer(Answer::Yes(true)),
            ANSWER_NUMBER => Action::Answer(Answer::Number(self.u32("a number")?)),
            ANSWER_PENDING => Action::Answer(Answer::Pending(self.u32("a pending effect")?)),
            ANSWER_OPTION => Action::Answer(Answer::Option(self.u32("an option")?)),
            MOVE => {
                let card = self.card()?;
                let to = self.zone_ref()?;
                let i = self.v_max("a place in a zone", u64::from(u32::MAX))?;
                Action::Manual(Manual::Move { card, to, index: i.checked_sub(1).map(|i| i as usize) })
            }
            UNTAP | TAP => Action::Manual(Manual::Tap { card: self.card()?, tapped: tag == TAP }),
            FLIP => Action::Manual(Manual::Flip { card: self.card()? }),
            REORDER => {
                let zone = self.zone_ref()?;
                Action::Manual(Manual::Reorder { zone, order: self.cards()? })
            }
            TAP_ABILITY if self.version >= 8 => {
                Action::TapAbility { card: self.card()?, ability: self.u8("a tap ability")? }
            }
            SICK | NOT_SICK if self.version >= 9 => {
                Action::Manual(Manual::Sickness { card: self.card()?, sick: tag == SICK })
            }
            CREATE if self.version >= 2 => {
                let card = CardDefId(self.u32("a card definition id")?);
                Action::Manual(Manual::Create { card, to: self.zone_ref()? })
            }
            other => return Err(bad(format!("action kind {other} is unknown"))),
        })
    }

    /// A list of actions that follows `before` actions of its line.
    fn actions(&mut self, before: usize) -> Result<Vec<Action>, LinkError> {
        let n = usize::try_from(self.v("the number of actions")?).unwrap_or(usize::MAX);
        let line = n.saturating_add(before);
        if line > MAX_ACTIONS {
            return Err(OverLimit::Line { count: line, limit: MAX_ACTIONS }.into());
        }
        self.actions += n;
        if self.actions > MAX_ACTIONS {
            return Err(OverLimit::Actions { count: self.actions, limit: MAX_ACTIONS }.into());
        }
        (0..n).map(|_| self.action()).collect()
    }
}

/// Custom cards as links of format v1-v4 write them: TOML text (v1-v3), JSON (v4).
#[cfg(feature = "text")]
fn text_cards(
    bytes: &[u8],
    version: u8,
) -> Result<Result<Vec<crate::card::CardDef>, crate::card::CardError>, LinkError> {
    let text = std::str::from_utf8(bytes).map_err(|_| bad("the custom cards are not UTF-8 text"))?;
    Ok(if version >= 4 { crate::card::db::cards_from_json(text) } else { crate::card::db::parse_cards(text) })
}

#[cfg(not(feature = "text"))]
fn text_cards(
    _: &[u8],
    _: u8,
) -> Result<Result<Vec<crate::card::CardDef>, crate::card::CardError>, LinkError> {
    Err(LinkError::NeedsCardText)
}

/// Reads a body written in format `version` (1 or 2: 2 only adds an action).
pub fn read(data: &[u8], version: u8) -> Result<Snapshot, LinkError> {
    let mut r = Reader { data, pos: 0, cards: 0, actions: 0, version };
    let flags = r.u8("the flags")?;
    if flags & 0x80 != 0 && version < 8 {
        return Err(bad("an unknown flag is set"));
    }
    let turn_bits = r.u8("the turn")?;
    // Bit 6 (v11): the history replays with declarations only when able.
    if turn_bits & 0x80 != 0 || (turn_bits & 0x40 != 0 && version < 11) {
        return Err(bad("an unknown turn flag is set"));
    }
    let ids = match (turn_bits >> 4) & 3 {
        0 => Ids::None,
        1 => Ids::Sequential,
        2 => Ids::Explicit,
        _ => return Err(bad("the card id mode is unknown")),
    };
    let step =
        *STEPS.get(usize::from((turn_bits >> 1) & 7)).ok_or_else(|| bad("the turn step is unknown"))?;
    let mut setup = Setup {
        ruleset: if flags & 1 != 0 { Ruleset::Legacy } else { Ruleset::Current },
        start_game: flags & 2 != 0,
        first_player: r.player((flags >> 3) & 3, "the first player")?,
        active: if turn_bits & 1 != 0 { PlayerId::P2 } else { PlayerId::P1 },
        step,
        seed: r.v("the seed")?,
        turn: r.u32("the turn number")?,
        ..Setup::default()
    };
    let perspective = r.player((flags >> 5) & 3, "the perspective")?;
    let older_pool = read_pool_and_cards(&mut r, flags, &mut setup)?;
    for p in [&mut setup.players.p1, &mut setup.players.p2] {
        for list in zone_lists_mut(p) {
            *list = r.zone(ids)?;
        }
    }
    if ids == Ids::Sequential {
        pin_ids_in_order(&mut setup);
    }
    // Checked against the line's length once it is read: a line over the limit is refused as
    // that, not as a moment past the limit.
    let cursor = r.v("the moment shown")?;
    let actions = r.actions(0)?;
    let cursor = usize::try_from(cursor).ok().filter(|&c| c <= actions.len()).ok_or_else(|| {
        LinkError::InvalidHistory(format!(
            "the moment shown ({cursor}) is past the {} actions",
            actions.len()
        ))
    })?;
    let branches = read_branches(&mut r, &actions)?;
    // Version 3: the processing step shown inside the last action, when not its end.
    let step = if version >= 3 && r.pos < data.len() {
        let step = r.v_max("the processing step shown", MAX_STEP as u64)? as usize;
        if step == 0 || cursor == 0 {
            return Err(bad("a processing step is given for no action".to_string()));
        }
        step
    } else {
        0
    };
    if r.pos != data.len() {
        return Err(bad(format!("{} unexpected bytes follow its data", data.len() - r.pos)));
    }
    // A history of v1-v9 was played when broken shields with no S-Trigger went to the hand
    // unasked (a v10 one never is: `version_needed`); one with no action is a board, played
    // from now on as today's are.
    setup.declarations_when_able = match version {
        11.. => turn_bits & 0x40 != 0,
        _ => version < 10 && (!actions.is_empty() || !branches.is_empty()),
    };
    let history = History { setup, actions, cursor, branches };
    #[cfg(feature = "text")]
    let history = super::older_pool::read_as_of(history, older_pool)?;
    #[cfg(not(feature = "text"))]
    let _ = older_pool; // always None here: refused as `OlderPool`
    Ok(Snapshot { history, perspective, step })
}

/// The card pool a body needs (refused when not installed, or older than the link's), and the
/// custom cards it carries, read into `setup`. `Some(version)`: the link's pool is older than
/// the installed one, read by a build with the pool's history (older_pool.rs) once the rest is.
fn read_pool_and_cards(r: &mut Reader, flags: u8, setup: &mut Setup) -> Result<Option<u32>, LinkError> {
    let version = r.version;
    #[cfg_attr(not(feature = "text"), allow(unused_mut))]
    let mut older = None;
    if flags & 0x80 != 0 {
        let version = r.u32("the card pool's version")?;
        match crate::card::pool::installed() {
            None => return Err(LinkError::NeedsPool { version }),
            Some(pool) if version > pool.version => {
                return Err(LinkError::NewerPool { found: version, supported: pool.version })
            }
            // A card may have changed since: the history says which (docs/links.md, "Pool
            // versions"), and only the worker's and the CLI's builds read it.
            #[cfg(feature = "text")]
            Some(pool) if version < pool.version => {
                if version == 0 {
                    return Err(bad("the card pool's version is 0"));
                }
                older = Some(version);
            }
            #[cfg(not(feature = "text"))]
            Some(pool) if version < pool.version => {
                return Err(LinkError::OlderPool { found: version, current: pool.version })
            }
            Some(_) => {}
        }
    }
    if flags & 4 != 0 {
        let n = r.len("the custom cards in bytes", MAX_CUSTOM_TOML_BYTES)?;
        let bytes =
            r.data.get(r.pos..r.pos + n).ok_or_else(|| bad("its data ends inside the custom cards"))?;
        r.pos += n;
        setup.custom_cards = match version {
            12.. => cards_from_bytes(bytes),
            // Written before a filter had `named_as` and a static ability `abilities` (schema 3).
            11 => cards_from_bytes_of_schema(bytes, 3),
            // Written before a filter had `or` (card schema 2), or before a count could be left
            // unwritten, when a 1 there meant unwritten (schema 1).
            7..=10 => cards_from_bytes_of_schema(bytes, 2),
            5 | 6 => cards_from_bytes_of_schema(bytes, 1),
            _ => text_cards(bytes, version)?,
        }
        .map_err(crate::setup::SetupError::from)?;
        if setup.custom_cards.is_empty() {
            return Err(bad("the custom cards are announced but none is written"));
        }
    }
    Ok(older)
}

/// Ids written in order (`Ids::Sequential`): each card pinned to the next id, the cards under
/// it and its seals after it.
fn pin_ids_in_order(setup: &mut Setup) {
    let mut i: u16 = 0;
    fn pin(c: &mut CardSetup, i: &mut u16) {
        c.id = Some(CardId(*i));
        *i += 1;
        for u in c.under.iter_mut().chain(c.seals.iter_mut()) {
            pin(u, i);
        }
    }
    for p in [&mut setup.players.p1, &mut setup.players.p2] {
        for list in zone_lists_mut(p) {
            for c in list.iter_mut() {
                pin(c, &mut i);
            }
        }
    }
}

/// A body's branches: from version 6 each leaves a line already read (the main line or an
/// earlier branch) at a fork; before, each starts at a moment of the main line.
fn read_branches(r: &mut Reader, actions: &[Action]) -> Result<Vec<(usize, Vec<Action>)>, LinkError> {
    let version = r.version;
    let nb = usize::try_from(r.v("the number of branches")?).unwrap_or(usize::MAX);
    if nb > MAX_BRANCHES {
        return Err(OverLimit::Branches { count: nb, limit: MAX_BRANCHES }.into());
    }
    let mut branches: Vec<(usize, Vec<Action>)> = Vec::with_capacity(nb);
    for i in 0..nb {
        if version < 6 {
            let at = r.v_max("a branch's fork", MAX_ACTIONS as u64)? as usize;
            branches.push((at, r.actions(at.min(actions.len()))?));
            continue;
        }
        let parent = r.v_max("the line a branch leaves", i as u64)? as usize;
        let (from, line) = match parent {
            0 => (0, actions),
            k => {
                let (at, tail) = &branches[k - 1];
                (*at, &tail[..])
            }
        };
        let fork = r.v_max("a branch's fork", (from + line.len()) as u64)? as usize;
        // Kept as (its moment on the current line, the actions from there), what a session holds.
        let (at, mut tail) = if parent == 0 || fork < from {
            (fork, Vec::new())
        } else {
            (from, line[..fork - from].to_vec())
        };
        tail.extend(r.actions(at + tail.len())?);
        branches.push((at, tail));
    }
    Ok(branches)
}

/// A build without card text (the playground's first load) still opens what it writes, and
/// says which old links it can't (`cargo xtask test` runs these with `--no-default-features`).
#[cfg(all(test, not(feature = "text")))]
mod without_text {
    use crate::codec::{self, LinkError};

    fn golden(name: &str) -> String {
        let path = format!("{}/../../tests/links/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let at = text.find("\"link\": \"").unwrap() + 9;
        text[at..].split('"').next().unwrap().to_string()
    }

    #[test]
    fn a_format_5_link_with_custom_cards_opens() {
        let snap = codec::decode(&golden("returned-creature-custom-cards-v5")).unwrap();
        assert!(!snap.history.setup.custom_cards.is_empty());
        assert_eq!(codec::decode(&codec::encode(&snap)).unwrap(), snap);
    }

    #[test]
    fn an_older_link_with_custom_cards_needs_card_text() {
        let e = codec::decode(&golden("heavens-gate-custom-blockers")).unwrap_err();
        assert_eq!(e, LinkError::NeedsCardText);
        let e = codec::decode(&golden("returned-creature-custom-cards-v4")).unwrap_err();
        assert_eq!(e, LinkError::NeedsCardText);
        // Older links without custom cards open as ever.
        assert!(codec::decode(&golden("midgame")).is_ok());
    }
}
