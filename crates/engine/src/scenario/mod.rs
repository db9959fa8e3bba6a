//! Rulings as files: a board, what the players do, and what must follow (docs/scenarios.md).
//!
//! [`Scenario::parse`] checks a file (errors carry a line and column); [`Scenario::run`] plays it
//! and checks every expectation.

mod export;
mod format;
pub use crate::gallery;
mod run;
mod words;

use crate::card::{starter_decks, CardDb, CardDefId};
use crate::player::{ByPlayer, PlayerId};
use crate::setup::{CardSetup, PlayerSetup, Setup};
use crate::state::{CardId, Ruleset};
use format::{Entry, ScenarioToml, StepToml};
use std::collections::BTreeMap;
use std::sync::Arc;
use toml::Spanned;

pub use export::export;
pub use run::{Report, StepReport};

/// A scenario file that could not be read, with where the problem is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ScenarioError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// A parsed, checked scenario.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub title: String,
    pub rules: Vec<String>,
    pub source: String,
    pub description: String,
    /// The title and description in Japanese (empty: none yet).
    pub title_ja: String,
    pub description_ja: String,
    pub ruleset: Ruleset,
    pub expect_fail: Option<String>,
    pub setup: Setup,
    pub(crate) db: Arc<CardDb>,
    pub(crate) labels: BTreeMap<String, CardId>,
    pub(crate) steps: Vec<ScenarioStep>,
}

#[derive(Debug, Clone)]
pub(crate) struct ScenarioStep {
    pub line: usize,
    pub raw: StepToml,
}

/// Where each line of a text starts, so that finding the line of an offset is a binary search:
/// a file's every step asks, and counting from the start each time was quadratic (issue #41:
/// 100,000 steps took 98 s).
pub(crate) struct Lines(Vec<usize>);

impl Lines {
    pub(crate) fn of(text: &str) -> Lines {
        Lines(std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect())
    }

    /// The line (from 1) of a byte offset.
    pub(crate) fn line(&self, offset: usize) -> usize {
        self.0.partition_point(|&start| start <= offset).max(1)
    }
}

pub(crate) fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

impl Scenario {
    /// Reads a scenario file.
    pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
        let raw: ScenarioToml = toml::from_str(text).map_err(|e| {
            let (line, column) = e.span().map_or((1, 1), |s| line_col(text, s.start));
            ScenarioError { line, column, message: crate::card::text::toml_message(&e) }
        })?;
        let at = |span: std::ops::Range<usize>, message: String| {
            let (line, column) = line_col(text, span.start);
            ScenarioError { line, column, message }
        };
        let db = CardDb::with_custom(&raw.card).map_err(|e| {
            let needle = match &e {
                crate::card::CardError::Invalid { id, .. }
                | crate::card::CardError::CustomIdTooLow { id, .. } => format!("id = {id}"),
                crate::card::CardError::DuplicateId { id, .. } => format!("id = {id}"),
                _ => "[[card]]".into(),
            };
            let offset = text.find(&needle).unwrap_or(0);
            at(offset..offset, e.to_string())
        })?;
        let mut b = Builder { db: &db, labels: BTreeMap::new(), next_id: 0, text };
        let players = ByPlayer {
            p1: b.player(PlayerId::P1, &raw.board.p1)?,
            p2: b.player(PlayerId::P2, &raw.board.p2)?,
        };
        let setup = Setup {
            ruleset: raw.ruleset,
            seed: raw.board.seed,
            turn: raw.board.turn,
            active: raw.board.active,
            step: raw.board.step,
            first_player: raw.board.first_player,
            custom_cards: raw.card.clone(),
            players,
            start_game: raw.board.start_game,
            declarations_when_able: false,
        };
        let labels = b.labels;
        let mut steps = Vec::new();
        let lines = Lines::of(text);
        for s in raw.step {
            let span = s.span();
            let line = lines.line(span.start);
            let st = s.into_inner();
            check_step(&st, &db, &labels).map_err(|m| at(span.clone(), m))?;
            steps.push(ScenarioStep { line, raw: st });
        }
        // The board itself must be a valid game.
        crate::Game::from_setup(&setup).map_err(|e| {
            let offset = setup_error_offset(text, &e);
            let (line, column) = line_col(text, offset);
            ScenarioError { line, column, message: format!("the board is not valid: {e}") }
        })?;
        Ok(Scenario {
            title: raw.title,
            rules: raw.rules,
            source: raw.source,
            description: raw.description,
            title_ja: raw.title_ja,
            description_ja: raw.description_ja,
            ruleset: raw.ruleset,
            expect_fail: raw.expect_fail,
            setup,
            db,
            labels,
            steps,
        })
    }

    /// The same scenario under another ruleset (for "compare").
    pub fn with_ruleset(&self, ruleset: Ruleset) -> Scenario {
        let mut s = self.clone();
        s.ruleset = ruleset;
        s.setup.ruleset = ruleset;
        s
    }

    pub fn step_count(&self) -> usize {
        self.steps.len()
    }
}

struct Builder<'a> {
    db: &'a CardDb,
    labels: BTreeMap<String, CardId>,
    next_id: u16,
    text: &'a str,
}

impl Builder<'_> {
    fn err(&self, span: std::ops::Range<usize>, message: String) -> ScenarioError {
        let (line, column) = line_col(self.text, span.start);
        ScenarioError { line, column, message }
    }

    fn def(&self, name: &str, span: std::ops::Range<usize>) -> Result<CardDefId, ScenarioError> {
        match self.db.find(name) {
            Some(d) => Ok(d.id),
            None => {
                let sug = self.db.suggest(name);
                let hint = if sug.is_empty() {
                    String::new()
                } else {
                    format!(" (did you mean {}?)", sug.join(", "))
                };
                Err(self.err(span, format!("unknown card {name:?}{hint}")))
            }
        }
    }

    fn entry(&mut self, e: &Entry, span: std::ops::Range<usize>) -> Result<Vec<CardSetup>, ScenarioError> {
        let def = self.def(&e.card, span.clone())?;
        if e.count > 1 && (e.label.is_some() || !e.under.is_empty()) {
            return Err(self.err(span, "`count` can't be combined with `as` or `under`".into()));
        }
        if e.count > 200 {
            return Err(self.err(span, "`count` is at most 200".into()));
        }
        let mut out = Vec::new();
        for _ in 0..e.count {
            let id = CardId(self.next_id);
            self.next_id += 1;
            let mut cs = CardSetup::new(def);
            cs.id = Some(id);
            cs.tapped = e.tapped;
            cs.sick = e.sick;
            cs.face_down = e.face_down;
            for u in &e.under {
                cs.under.extend(self.entry(u, span.clone())?);
            }
            for s in &e.seals {
                cs.seals.extend(self.entry(s, span.clone())?);
            }
            if let Some(l) = &e.label {
                if self.labels.insert(l.clone(), id).is_some() {
                    return Err(self.err(span.clone(), format!("the label {l:?} is used twice")));
                }
            }
            out.push(cs);
        }
        Ok(out)
    }

    fn list(&mut self, list: &[Spanned<Entry>]) -> Result<Vec<CardSetup>, ScenarioError> {
        let mut out = Vec::new();
        for e in list {
            out.extend(self.entry(e.get_ref(), e.span())?);
        }
        Ok(out)
    }

    fn player(&mut self, _p: PlayerId, t: &format::PlayerToml) -> Result<PlayerSetup, ScenarioError> {
        let mut deck = self.list(&t.deck)?;
        if let Some(name) = &t.deck_list {
            let decks = starter_decks();
            let d = decks
                .iter()
                .find(|d| d.name == *name.get_ref() || d.name_ja == *name.get_ref())
                .ok_or_else(|| {
                    self.err(
                        name.span(),
                        format!(
                            "unknown deck {:?}; the starter decks are {}",
                            name.get_ref(),
                            decks.iter().map(|d| format!("{:?}", d.name)).collect::<Vec<_>>().join(", ")
                        ),
                    )
                })?;
            for def in d.card_ids(self.db).map_err(|m| self.err(name.span(), m))? {
                let mut cs = CardSetup::new(def);
                cs.id = Some(CardId(self.next_id));
                self.next_id += 1;
                deck.push(cs);
            }
        }
        Ok(PlayerSetup {
            deck,
            hand: self.list(&t.hand)?,
            battle: self.list(&t.battle)?,
            mana: self.list(&t.mana)?,
            shields: self.list(&t.shields)?,
            graveyard: self.list(&t.graveyard)?,
            hyperspatial: self.list(&t.hyperspatial)?,
            gr: self.list(&t.gr)?,
        })
    }
}

/// Static checks of a step: one action at most, and every card name known.
fn check_step(s: &StepToml, db: &CardDb, labels: &BTreeMap<String, CardId>) -> Result<(), String> {
    let actions = [
        s.use_card.is_some(),
        s.charge.is_some(),
        s.attack.is_some(),
        s.tap_ability.is_some(),
        s.end_step,
        s.choose.is_some(),
        s.yes.is_some(),
        s.number.is_some(),
        s.option.is_some(),
        s.resolve.is_some(),
        s.move_card.is_some(),
        s.create.is_some(),
        s.tap.is_some(),
        s.untap.is_some(),
    ]
    .iter()
    .filter(|&&b| b)
    .count();
    if actions > 1 {
        return Err("a step holds one action (use, charge, attack, tap_ability, end_step, choose, yes, number, option, resolve, move, create, tap, untap)".into());
    }
    if actions == 0 && s.expect.is_none() {
        return Err("a step needs an action or an `expect` table".into());
    }
    if let Some(i) = s.index.filter(|&i| i > crate::action::Manual::MAX_INDEX) {
        // Refused here, where the file says it, rather than by `horyu link encode` later.
        return Err(format!(
            "`index` is {i}, past the last place a link can hold ({})",
            crate::action::Manual::MAX_INDEX
        ));
    }
    if s.ability.is_some() && s.tap_ability.is_none() {
        return Err("`ability` goes with `tap_ability`".into());
    }
    if (s.move_card.is_some() || s.create.is_some()) != s.to.is_some() {
        return Err("`move` (or `create`) and `to` go together".into());
    }
    if let Some(n) = &s.create {
        if db.find(n).is_none() {
            let sug = db.suggest(n);
            let hint =
                if sug.is_empty() { String::new() } else { format!(" (did you mean {}?)", sug.join(", ")) };
            return Err(format!("unknown card {n:?}{hint}"));
        }
    }
    if let Some(to) = &s.to {
        crate::zone::ZoneRef::parse(to)
            .ok_or_else(|| format!("unknown zone {to:?}; zones are like \"p1.hand\" or \"p2.battle\""))?;
    }
    let known = |n: &str| -> Result<(), String> {
        if labels.contains_key(n) || db.find(n).is_some() || n.starts_with('#') {
            Ok(())
        } else {
            let sug = db.suggest(n);
            let hint =
                if sug.is_empty() { String::new() } else { format!(" (did you mean {}?)", sug.join(", ")) };
            Err(format!("unknown card or label {n:?}{hint}"))
        }
    };
    for n in [&s.use_card, &s.charge, &s.attack, &s.target, &s.tap_ability, &s.move_card, &s.tap, &s.untap]
        .into_iter()
        .flatten()
    {
        known(n)?;
    }
    for list in [&s.mana, &s.choose, &s.resolve].into_iter().flatten() {
        for n in list {
            known(n)?;
        }
    }
    if let Some(e) = &s.expect {
        check_expect(e, known)?;
    }
    Ok(())
}

/// Static checks of a step's `expect` table: zones that parse, known card names, a result and
/// a decision kind that exist.
fn check_expect(e: &format::ExpectToml, known: impl Fn(&str) -> Result<(), String>) -> Result<(), String> {
    for k in e.zones.keys().chain(e.order.keys()) {
        crate::zone::ZoneRef::parse(k)
            .ok_or_else(|| format!("unknown zone {k:?}; zones are like \"p1.hand\""))?;
    }
    for n in e.order.values().flatten() {
        known(n)?;
    }
    for z in e.zones.values() {
        if let format::ZoneExpect::Cards(v) = z {
            for n in v {
                known(n)?;
            }
        }
    }
    for n in e.power.keys().chain(e.tapped.keys()) {
        known(n)?;
    }
    for (n, list) in e.under.iter().chain(&e.attached).chain(&e.crossed).chain(&e.ex_life) {
        known(n)?;
        for m in list {
            known(m)?;
        }
    }
    for list in [&e.standby, &e.pending].into_iter().flatten() {
        for n in list {
            known(n)?;
        }
    }
    if let Some(r) = &e.result {
        if !matches!(r.as_str(), "p1" | "p2" | "none" | "no_winner") {
            return Err(format!("result is \"p1\", \"p2\", \"none\" or \"no_winner\", not {r:?}"));
        }
    }
    if let Some(d) = &e.decision {
        const KINDS: [&str; 9] =
            ["turn", "next_pending", "cards", "mana", "yes_no", "number", "replacement", "mode", "none"];
        if !KINDS.contains(&d.kind.as_str()) {
            return Err(format!("decision kind is one of {KINDS:?}, not {:?}", d.kind));
        }
    }
    Ok(())
}

/// Where in the file a board error is: the zone's line under `[board.pN]`, when it can be found.
fn setup_error_offset(text: &str, e: &crate::SetupError) -> usize {
    use crate::SetupError as E;
    let (player, zone) = match e {
        E::UnknownCard { player, zone, .. }
        | E::WrongZone { player, zone, .. }
        | E::CantBeTapped { player, zone, .. }
        | E::StackOutsideBattle { player, zone }
        | E::StartWithBoard { player, zone } => (*player, *zone),
        E::NotEnoughCards { player, .. } => (*player, crate::Zone::Deck),
        _ => return 0,
    };
    let header = format!("[board.{}]", player.key());
    let Some(start) = text.find(&header) else { return 0 };
    let section = &text[start..];
    let end = section[header.len()..].find("\n[").map_or(section.len(), |i| i + header.len());
    let key = format!("\n{} ", zone.key());
    let key2 = format!("\n{}=", zone.key());
    section[..end].find(&key).or_else(|| section[..end].find(&key2)).map_or(start, |i| start + i + 1)
}
