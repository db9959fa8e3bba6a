//! What one perspective may be told (400.2): the one door through which the app, the SVG
//! diagram, the embed and the explorer word anything for a player.
//!
//! A [`Sight`] holds the game privately and answers only in the viewer's terms. A card the
//! viewer may not see is never named, and never shown by its [`CardId`] either (ids follow the
//! setup's deck lists, so an id would tell the card): it is a *handle*, an id in a reserved
//! range made from its place ("Player 2's shield 3"), which [`Sight::resolve`] turns back into
//! the card when the viewer points at it. The judge (`viewer == None`) sees everything.
//!
//! ```
//! use horyu_engine::{selfplay::starter_setup, Game, PlayerId, Zone};
//! let game = Game::from_setup(&starter_setup(7)).unwrap();
//! let p1 = game.sight(Some(PlayerId::P1));
//! let shield = game.zone_cards(PlayerId::P2, Zone::Shields)[2];
//! assert_eq!(p1.name(shield, horyu_engine::words::Lang::En), "Player 2's shield 3");
//! // Player 1 points at it by a handle, never by its id; the handle leads back to the card.
//! let handle = p1.key(shield);
//! assert!(handle.is_handle());
//! assert_eq!(p1.resolve(handle), Some(shield));
//! assert_eq!(p1.resolve(shield), None);
//! // The judge sees it by name and id.
//! assert_eq!(game.sight(None).key(shield), shield);
//! ```

use crate::action::Action;
use crate::decision::{Answer, Decision, DecisionKind, Prompt};
use crate::event::{Event, EventKind, Unseen};
use crate::player::{ByPlayer, PlayerId};
use crate::state::{CardId, Game};
use crate::words::{self, Lang, Text};
use crate::zone::{Zone, ZoneRef};

/// Handles start here: no game has this many cards.
const HANDLE: u16 = 0x8000;
/// A handle's position field: positions past it (and attached cards) have no place to resolve.
const NO_PLACE: u16 = 0x3ff;

impl CardId {
    /// Whether this id is a handle: a hidden card as a player's view points at it.
    pub fn is_handle(self) -> bool {
        self.0 >= HANDLE
    }
}

fn zone_index(z: Zone) -> u16 {
    Zone::ALL.iter().position(|&x| x == z).unwrap_or(Zone::ALL.len()) as u16
}

fn handle(place: ZoneRef, index: Option<usize>) -> CardId {
    let p = if place.player == PlayerId::P1 { 0 } else { 1 };
    let i = index.map_or(NO_PLACE, |i| (i as u16).min(NO_PLACE));
    CardId(HANDLE | p << 14 | zone_index(place.zone) << 10 | i)
}

fn handle_place(id: CardId) -> Option<(ZoneRef, usize)> {
    if !id.is_handle() || id.0 & NO_PLACE == NO_PLACE {
        return None;
    }
    let player = if id.0 >> 14 & 1 == 0 { PlayerId::P1 } else { PlayerId::P2 };
    let z = (id.0 >> 10 & 0xf) as usize;
    let zone = Zone::ALL.get(z).copied().unwrap_or(Zone::Anywhere);
    Some((ZoneRef::new(player, zone), (id.0 & NO_PLACE) as usize))
}

/// A game as one perspective may see it (`None`: the judge).
#[derive(Clone, Copy)]
pub struct Sight<'g> {
    game: &'g Game,
    viewer: Option<PlayerId>,
}

/// A decision as the viewer sees it: its cards keyed for the viewer (handles for hidden ones).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct DecisionView {
    pub player: PlayerId,
    pub kind: DecisionKind,
    pub prompt: Text,
    /// The card whose effect asks, named for the viewer.
    pub cause: Option<Text>,
}

/// A pending effect (待機中の効果) as the viewer sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingView {
    pub id: u32,
    pub controller: PlayerId,
    /// S-Trigger class: processed first (101.4b).
    pub shield_trigger: bool,
    /// "#2 Aqua Hulcus: When this creature …"; a hidden source is named by its place.
    pub label: Text,
}

impl Game {
    /// What `viewer` (None: a judge) may be told of this game.
    pub fn sight(&self, viewer: Option<PlayerId>) -> Sight<'_> {
        Sight { game: self, viewer }
    }

    /// The cards of an event each player can't see as it happens. A card a player saw where it
    /// came from (a discard from a public zone, say) or that the event shows them (701.9
    /// reveal, 605.4 looking) counts as seen. The cause is checked for every kind: a pending
    /// effect of a card in the hand (a declared ninja strike, 603.2e) is caused by a hidden card.
    pub(crate) fn unseen_in(&self, kind: &EventKind, cause: Option<&crate::event::Cause>) -> Unseen {
        let shows = Shows::of(kind);
        if matches!(shows, Shows::Everyone) && cause.is_none() {
            return Unseen::default();
        }
        let mut hidden: ByPlayer<Vec<CardId>> = ByPlayer::default();
        let mut check = |c: CardId, shows: &Shows| {
            if (c.0 as usize) >= self.cards.len() {
                return;
            }
            for p in PlayerId::BOTH {
                let shown = match shows {
                    Shows::Everyone => true,
                    Shows::Looker(player) => *player == p,
                    Shows::From(from) => Sight::shows(*from, p),
                    Shows::AsSeen => false,
                };
                if !shown && !self.can_see(Some(p), c) && !hidden[p].contains(&c) {
                    hidden[p].push(c);
                }
            }
        };
        let mut in_kind = false;
        kind.for_each_card(|c| {
            in_kind |= cause.is_some_and(|k| k.card == c);
            check(c, &shows)
        });
        // A cause that is one of the event's cards is shown as the event shows it.
        if let Some(c) = cause.filter(|_| !in_kind) {
            check(c.card, &Shows::AsSeen);
        }
        Unseen::new(hidden)
    }
}

/// How an event shows its own cards to a player as it happens (400.2). Decided for every kind,
/// with no catch-all: a new kind can't be logged before it says who may read its cards.
enum Shows {
    /// Public by what happens: a card declared, paid for, used or resolving (601.1, 409.1c), in
    /// an attack or a battle (506–510), revealed (701.9, 701.21b), in the battle zone.
    Everyone,
    /// Looked at by one player (605.4).
    Looker(PlayerId),
    /// A move: seen by those who saw its card where it came from (or see it where it went).
    From(ZoneRef),
    /// Each card as the player sees it then (`Game::can_see`).
    AsSeen,
}

impl Shows {
    fn of(kind: &EventKind) -> Shows {
        match kind {
            EventKind::Declared { .. }
            | EventKind::CostDetermined { .. }
            | EventKind::Paid { .. }
            | EventKind::Used { .. }
            | EventKind::SpellResolving { .. }
            | EventKind::Revealed { .. }
            | EventKind::GachinkoJudged { .. }
            | EventKind::Attacked { .. }
            | EventKind::TapAbilityUsed { .. }
            | EventKind::SilentSkillUsed { .. }
            | EventKind::Blocked { .. }
            | EventKind::Redirected { .. }
            | EventKind::Battle { .. }
            | EventKind::AttackEnded { .. }
            | EventKind::Flipped { .. }
            | EventKind::PowerModified { .. }
            | EventKind::Granted { .. }
            | EventKind::Crossed { .. }
            | EventKind::Reconstructed { .. } => Shows::Everyone,
            #[cfg(whole_vocabulary)]
            EventKind::MustBlock { .. } => Shows::Everyone,
            EventKind::Looked { player, .. } => Shows::Looker(*player),
            EventKind::Moved { from, .. } => Shows::From(*from),
            EventKind::EnteredStandby { .. }
            | EventKind::LeftStandby { .. }
            | EventKind::Tapped { .. }
            | EventKind::Untapped { .. }
            | EventKind::TurnedUpsideDown { .. }
            | EventKind::Triggered { .. }
            | EventKind::Resolving { .. }
            | EventKind::Replaced { .. }
            | EventKind::NothingToDo { .. }
            | EventKind::Prohibited { .. }
            | EventKind::Created { .. }
            | EventKind::ManualTap { .. }
            | EventKind::ManualSickness { .. }
            | EventKind::ManualFlip { .. } => Shows::AsSeen,
            // No cards of their own; only their cause is checked.
            EventKind::GameStarted { .. }
            | EventKind::TurnStarted { .. }
            | EventKind::StepStarted { .. }
            | EventKind::ConditionFailed { .. }
            | EventKind::Declined { .. }
            | EventKind::Shuffled { .. }
            | EventKind::DelayedCreated { .. }
            | EventKind::Lost { .. }
            | EventKind::Won { .. }
            | EventKind::Void { .. }
            | EventKind::ManualReorder { .. }
            | EventKind::ExtraTurn { .. }
            | EventKind::WillSkipTurn { .. }
            | EventKind::MovedNone { .. }
            | EventKind::TurnSkipped { .. }
            | EventKind::ModeChosen { .. }
            | EventKind::Named { .. } => Shows::AsSeen,
        }
    }
}

impl<'g> Sight<'g> {
    /// The whole game, for the engine's own wording of what a perspective is told.
    pub(crate) fn game(&self) -> &'g Game {
        self.game
    }

    pub fn viewer(&self) -> Option<PlayerId> {
        self.viewer
    }

    /// Whether a zone shows its cards' faces to `p` (400.2): public zones, and one's own hand.
    fn shows(z: ZoneRef, p: PlayerId) -> bool {
        z.zone.is_public() || (z.zone == Zone::Hand && z.player == p)
    }

    /// Whether the viewer may see the face of `card` now.
    pub fn sees(&self, card: CardId) -> bool {
        !card.is_handle() && (card.0 as usize) < self.game.cards.len() && self.game.can_see(self.viewer, card)
    }

    /// Where a card is, as everyone sees it: its zone (its controller's battle zone) and place.
    fn place(&self, card: CardId) -> (ZoneRef, Option<usize>) {
        let c = self.game.card(card);
        let player = if c.zone == Zone::Battle { c.controller } else { c.owner };
        let zref = ZoneRef::new(player, c.zone);
        if c.attached_to.is_some() {
            return (zref, None);
        }
        let index = if c.zone == Zone::Anywhere {
            self.game.zones[player].anywhere.iter().position(|&x| x == card)
        } else {
            self.game.zone_cards(player, c.zone).iter().position(|&x| x == card)
        };
        (zref, index)
    }

    /// The id the viewer knows `card` by: itself, or a handle when the viewer can't see it.
    pub fn key(&self, card: CardId) -> CardId {
        if self.viewer.is_none() || self.sees(card) || (card.0 as usize) >= self.game.cards.len() {
            card
        } else {
            let (zref, index) = self.place(card);
            handle(zref, index)
        }
    }

    /// The card the viewer points at by `key` (an id or a handle), if the viewer may point at
    /// it that way: a player can't reach a hidden card by guessing its id.
    pub fn resolve(&self, key: CardId) -> Option<CardId> {
        if let Some((zref, index)) = handle_place(key) {
            let list = if zref.zone == Zone::Anywhere {
                self.game.zones[zref.player].anywhere.clone()
            } else {
                self.game.zone_cards(zref.player, zref.zone)
            };
            return list.get(index).copied().filter(|&c| self.key(c) == key);
        }
        ((key.0 as usize) < self.game.cards.len() && self.key(key) == key).then_some(key)
    }

    /// A card's name, or for a card the viewer can't see, its place.
    pub fn name(&self, card: CardId, lang: Lang) -> String {
        if card.is_handle() {
            return match handle_place(card) {
                Some((zref, i)) => words::sight::place(zref, Some(i), lang),
                None => words::sight::face_down(lang).into(),
            };
        }
        if (card.0 as usize) >= self.game.cards.len() {
            return format!("#{}", card.0);
        }
        if self.sees(card) {
            return self.game.name_in(card, lang);
        }
        let (zref, index) = self.place(card);
        words::sight::place(zref, index, lang)
    }

    /// How an event names `card` to the viewer: by name, unless the viewer could not see it
    /// when the event happened ("a card", "a shield").
    fn event_name(&self, e: &Event, card: CardId, lang: Lang) -> String {
        if !e.unseen.hides(self.viewer, card) {
            return self.game.name_in(card, lang);
        }
        let shield = matches!(e.kind, EventKind::Moved { from, .. } if from.zone == Zone::Shields);
        words::sight::unseen(shield, lang).into()
    }

    /// An event as the viewer may read it. Its cards are named as the viewer saw them when it
    /// happened ([`Event::unseen`]); words it kept from then ([`Sight::seen_kind`]) are redacted.
    pub fn describe(&self, e: &Event, lang: Lang) -> String {
        let general = || {
            let seen = Event { kind: self.seen_kind(&e.kind), ..e.clone() };
            let mut line = seen.describe_as(self.game, lang, &|c| self.event_name(e, c, lang));
            // "a card entered …" opens a sentence.
            if let Some(first) = line.get(..1).filter(|f| f.chars().all(|c| c.is_ascii_lowercase())) {
                line.replace_range(..1, &first.to_ascii_uppercase());
            }
            line
        };
        match &e.kind {
            EventKind::Triggered { pending, source, .. } | EventKind::Resolving { pending, source, .. } => {
                if !e.unseen.hides(self.viewer, *source) {
                    return general();
                }
                // The ability's text would tell the card: say only that one waits or resolves.
                let resolving = matches!(e.kind, EventKind::Resolving { .. });
                words::sight::unseen_pending(*pending, resolving, lang)
            }
            EventKind::Moved { card, to, how, .. } => {
                if *how != crate::event::MoveHow::Broken || !e.unseen.hides(self.viewer, *card) {
                    return general();
                }
                // Unseen, the card is only "a shield": not "a shield's shield was broken".
                words::sight::shield_broken(*to, lang)
            }
            EventKind::GameStarted { .. }
            | EventKind::TurnStarted { .. }
            | EventKind::StepStarted { .. }
            | EventKind::Untapped { .. }
            | EventKind::Tapped { .. }
            | EventKind::TurnedUpsideDown { .. }
            | EventKind::Declared { .. }
            | EventKind::EnteredStandby { .. }
            | EventKind::LeftStandby { .. }
            | EventKind::CostDetermined { .. }
            | EventKind::Paid { .. }
            | EventKind::Used { .. }
            | EventKind::SpellResolving { .. }
            | EventKind::ConditionFailed { .. }
            | EventKind::Declined { .. }
            | EventKind::Replaced { .. }
            | EventKind::PowerModified { .. }
            | EventKind::Granted { .. }
            | EventKind::Shuffled { .. }
            | EventKind::Looked { .. }
            | EventKind::Revealed { .. }
            | EventKind::DelayedCreated { .. }
            | EventKind::NothingToDo { .. }
            | EventKind::Prohibited { .. }
            | EventKind::Lost { .. }
            | EventKind::Won { .. }
            | EventKind::Void { .. }
            | EventKind::Created { .. }
            | EventKind::ManualTap { .. }
            | EventKind::ManualSickness { .. }
            | EventKind::ManualFlip { .. }
            | EventKind::ManualReorder { .. }
            | EventKind::Attacked { .. }
            | EventKind::TapAbilityUsed { .. }
            | EventKind::SilentSkillUsed { .. }
            | EventKind::Blocked { .. }
            | EventKind::Redirected { .. }
            | EventKind::Battle { .. }
            | EventKind::ExtraTurn { .. }
            | EventKind::WillSkipTurn { .. }
            | EventKind::MovedNone { .. }
            | EventKind::TurnSkipped { .. }
            | EventKind::Reconstructed { .. }
            | EventKind::ModeChosen { .. }
            | EventKind::Named { .. }
            | EventKind::GachinkoJudged { .. }
            | EventKind::AttackEnded { .. }
            | EventKind::Flipped { .. }
            | EventKind::Crossed { .. } => general(),
            #[cfg(whole_vocabulary)]
            EventKind::MustBlock { .. } => general(),
        }
    }

    /// An event's kind with the words it kept from when it happened made fit for the viewer:
    /// a reason or a "nothing to do" worded then may name any card (a revolution change that
    /// can't swap names the card staying in the hand, 701.26b; a loss names the attacker), so
    /// every name of a card the viewer can't see now, and its id, is taken out of them. Its
    /// cards are named by [`Sight::describe`] as the viewer saw them then.
    pub fn seen_kind(&self, kind: &EventKind) -> EventKind {
        let r = |t: &Text| self.redact_text(t);
        match kind {
            EventKind::Replaced { card, would, instead, by } => {
                EventKind::Replaced { card: *card, would: r(would), instead: r(instead), by: *by }
            }
            EventKind::DelayedCreated { what } => EventKind::DelayedCreated { what: r(what) },
            EventKind::NothingToDo { card, what } => EventKind::NothingToDo { card: *card, what: r(what) },
            EventKind::Prohibited { card, what } => EventKind::Prohibited { card: *card, what: r(what) },
            EventKind::Lost { player, reason } => EventKind::Lost { player: *player, reason: r(reason) },
            EventKind::Won { player, reason } => EventKind::Won { player: *player, reason: r(reason) },
            EventKind::Void { reason } => EventKind::Void { reason: r(reason) },
            EventKind::ModeChosen { player, mode } => EventKind::ModeChosen { player: *player, mode: r(mode) },
            // The printed words of the ability: told only when its source is seen (`describe`).
            EventKind::Triggered { .. } | EventKind::Resolving { .. }
            // The name of the side a card in the battle zone turned from: public (701.20).
            | EventKind::Flipped { .. }
            // Cards, players, steps and numbers only: named by `describe`.
            | EventKind::GameStarted { .. }
            // Said aloud by the player who named it: public whatever it names.
            | EventKind::Named { .. }
            | EventKind::TurnStarted { .. }
            | EventKind::StepStarted { .. }
            | EventKind::Untapped { .. }
            | EventKind::Tapped { .. }
            | EventKind::TurnedUpsideDown { .. }
            | EventKind::Declared { .. }
            | EventKind::EnteredStandby { .. }
            | EventKind::LeftStandby { .. }
            | EventKind::CostDetermined { .. }
            | EventKind::Paid { .. }
            | EventKind::Used { .. }
            | EventKind::SpellResolving { .. }
            | EventKind::ConditionFailed { .. }
            | EventKind::Declined { .. }
            | EventKind::Moved { .. }
            | EventKind::PowerModified { .. }
            | EventKind::Granted { .. }
            | EventKind::Shuffled { .. }
            | EventKind::Looked { .. }
            | EventKind::Revealed { .. }
            | EventKind::Created { .. }
            | EventKind::ManualTap { .. }
            | EventKind::ManualSickness { .. }
            | EventKind::ManualFlip { .. }
            | EventKind::ManualReorder { .. }
            | EventKind::Attacked { .. }
            | EventKind::TapAbilityUsed { .. }
            | EventKind::SilentSkillUsed { .. }
            | EventKind::Blocked { .. }
            | EventKind::Redirected { .. }
            | EventKind::Battle { .. }
            | EventKind::ExtraTurn { .. }
            | EventKind::WillSkipTurn { .. }
            | EventKind::MovedNone { .. }
            | EventKind::TurnSkipped { .. }
            | EventKind::Reconstructed { .. }
            | EventKind::Crossed { .. }
            | EventKind::GachinkoJudged { .. }
            | EventKind::AttackEnded { .. } => kind.clone(),
            #[cfg(whole_vocabulary)]
            EventKind::MustBlock { .. } => kind.clone(),
        }
    }

    /// The card that caused an event, named for the viewer: by its place when the viewer could
    /// not see it then (a pending effect of a card in the hand, 603.2e).
    pub fn cause(&self, e: &Event, lang: Lang) -> Option<String> {
        e.cause.as_ref().map(|c| self.event_name(e, c.card, lang))
    }

    /// An event's notes (why, in words, decided when it happened) as the viewer may read them.
    pub fn notes(&self, e: &Event, lang: Lang) -> Vec<String> {
        e.notes.iter().map(|n| self.redact(n.get(lang), lang)).collect()
    }

    /// A text in both languages, redacted for the viewer ([`Sight::redact`]).
    fn redact_text(&self, t: &Text) -> Text {
        if self.viewer.is_none() {
            return t.clone();
        }
        Text::new(self.redact(&t.en, Lang::En), self.redact(&t.ja, Lang::Ja))
    }

    /// The pending effects, in the engine's order, as the viewer sees them.
    pub fn pending(&self) -> Vec<PendingView> {
        self.game
            .pending()
            .iter()
            .map(|p| PendingView {
                id: p.id,
                controller: p.controller,
                shield_trigger: p.is_shield_trigger_class(),
                label: self.pending_label(p.id),
            })
            .collect()
    }

    /// The pending effects in the groups and order they resolve in (101.4; `Game::pending_groups`):
    /// who picks next, and who waits. Numbers and controllers only, as [`Sight::pending`].
    pub fn pending_groups(&self) -> Vec<crate::rules::PendingGroup> {
        self.game.pending_groups().collect()
    }

    /// "#2 Aqua Hulcus: When …", or "#2 (a card in Player 2's hand)" when its source is hidden.
    pub fn pending_label(&self, id: u32) -> Text {
        let words = self.pending_words(id);
        Text::new(format!("#{id} {}", words.en), format!("#{id} {}", words.ja))
    }

    /// A pending effect without its number: "Aqua Hulcus: When …", or "(a card in Player 2's
    /// hand)" when its source is hidden.
    pub fn pending_words(&self, id: u32) -> Text {
        let Some(p) = self.game.pending().iter().find(|p| p.id == id) else {
            return Text::new("", "");
        };
        let card = p.source.card;
        if self.sees(card) || self.viewer.is_none() {
            Text::new(
                format!("{}: {}", self.game.name_in(card, Lang::En), p.text),
                format!("{}：{}", self.game.name_in(card, Lang::Ja), self.pending_text_ja(p)),
            )
        } else {
            Text::new(
                format!("({})", self.name(card, Lang::En)),
                format!("（{}）", self.name(card, Lang::Ja)),
            )
        }
    }

    fn pending_text_ja(&self, p: &crate::rules::pending::PendingEffect) -> String {
        use crate::rules::pending::PendingKind;
        match p.kind {
            PendingKind::Ability { ability } => self
                .game
                .db()
                .get(p.source_def)
                .and_then(|d| d.face(p.side).ability(ability))
                .filter(|a| !a.text_ja.is_empty())
                .map_or_else(|| p.text.clone(), |a| a.text_ja.clone()),
            PendingKind::ShieldTrigger { card, .. } => {
                format!("S・トリガー：{}をコストを支払わずに使う", self.game.name_in(card, Lang::Ja))
            }
            #[cfg(whole_vocabulary)]
            PendingKind::SBack { card } => {
                format!("S・バック：{}をコストを支払わずに使う", self.game.name_in(card, Lang::Ja))
            }
            #[cfg(whole_vocabulary)]
            PendingKind::GStrike { card } => format!(
                "G・ストライク（{}）：相手のクリーチャーを1体選ぶ。このターン、そのクリーチャーは攻撃できない",
                self.game.name_in(card, Lang::Ja)
            ),
            PendingKind::Delayed => self
                .game
                .delayed
                .iter()
                .find(|d| d.fired == Some(p.id))
                .map_or_else(|| p.text.clone(), |d| d.text_ja.clone()),
        }
    }

    /// The decision being asked, as the viewer sees it. A player who is not the one deciding
    /// sees only the candidates they can see.
    pub fn decision(&self) -> Option<DecisionView> {
        let d = self.game.decision()?;
        let deciding = self.viewer.is_none_or(|v| v == d.player);
        if !deciding && d.about.is_declaration() {
            return Some(self.declaring(d.player));
        }
        let keyed = |cs: &[CardId]| -> Vec<CardId> {
            cs.iter().copied().filter(|&c| deciding || self.sees(c)).map(|c| self.key(c)).collect()
        };
        let kind = match &d.kind {
            DecisionKind::Cards { candidates, min, max, required } => DecisionKind::Cards {
                candidates: keyed(candidates),
                min: *min,
                max: *max,
                required: keyed(required),
            },
            DecisionKind::Mana { card, cost, civilizations, candidates } => DecisionKind::Mana {
                card: self.key(*card),
                cost: *cost,
                civilizations: civilizations.clone(),
                candidates: keyed(candidates),
            },
            // What another player may name comes from their own cards, hidden ones too
            // (202.2, 203.4): the viewer is told that they name, not the list.
            DecisionKind::Mode { .. } if !deciding && matches!(d.about, Prompt::Name { .. }) => {
                DecisionKind::Mode { options: Vec::new() }
            }
            other => other.clone(),
        };
        Some(DecisionView {
            player: d.player,
            kind,
            prompt: Text::new(self.prompt(d, Lang::En), self.prompt(d, Lang::Ja)),
            cause: d
                .cause
                .as_ref()
                .map(|c| Text::new(self.name(c.card, Lang::En), self.name(c.card, Lang::Ja))),
        })
    }

    /// The other player's declaration of S-Triggers (and G-Strikes, S-Backs) for their broken
    /// shields (113.6, 509.5a), as a player who can't see those shields is told of it.
    ///
    /// The rules give every broken shield's owner this step: they may declare, and only when
    /// all declarations are finished do the shields go to the hand (113.6); meanwhile the
    /// shields wait in standby (113.6a), which is what the processing step of every break shows
    /// ("Breaking 2 shield(s)"). What the owner may declare depends on the faces of the shields,
    /// which the breaker can't see (400.2), so the breaker is told only that the owner is
    /// looking at the broken shields: no candidate, no count of how many may be declared, no
    /// words about S-Triggers being among them. The view is the same whatever the shields are,
    /// and what is declared is then revealed (509.5a) through the log.
    ///
    /// The engine asks the owner whether or not an S-Trigger is among the shields, whenever
    /// the breaker can't see them all (`run_break`, [`crate::Setup::declarations_when_able`]):
    /// so the history holds an answer at every such break, and the moment the owner looks
    /// comes in both cases.
    fn declaring(&self, player: PlayerId) -> DecisionView {
        let who = |lang| words::player(player, lang);
        DecisionView {
            player,
            kind: DecisionKind::Cards { candidates: Vec::new(), min: 0, max: 0, required: Vec::new() },
            prompt: Text::new(
                format!(
                    "{} is looking at the broken shields: the owner may declare S-Triggers before they go to the hand (113.6)",
                    who(Lang::En)
                ),
                format!(
                    "{}がブレイクされたシールドを確認している：手札に加える前に、持ち主はS・トリガーを宣言できる (113.6)",
                    who(Lang::Ja)
                ),
            ),
            cause: None,
        }
    }

    /// The decision's prompt, or "Player 2 is choosing" when it would name a card the viewer
    /// can't see: the card it is about, or the card whose effect asks. Decided for every kind
    /// of prompt, with no catch-all.
    fn prompt(&self, d: &Decision, lang: Lang) -> String {
        let cause = d.cause.as_ref().map(|c| c.card);
        let about = match d.about {
            // Read back from JSON: only its English words are known, and they may name anything.
            Prompt::Read => None,
            #[cfg(whole_vocabulary)]
            Prompt::TapForCost { card, .. } | Prompt::EvolveAlso { card } => Some(card),
            Prompt::Replacement { card, .. }
            | Prompt::Use { card }
            | Prompt::UseFree { card }
            | Prompt::MayPart { card }
            | Prompt::Evolve { card }
            | Prompt::NeoEvolve { card }
            | Prompt::Equip { card }
            | Prompt::CrossOnto { card }
            | Prompt::AttachTo { card, .. }
            | Prompt::ReadCost { card, .. }
            | Prompt::UseHalf { card }
            | Prompt::Mode { card }
            | Prompt::Name { card, .. }
            | Prompt::Block { attacker: card }
            | Prompt::Breakers { attacker: card } => Some(card),
            // A face named by its definition: the card being paid for, or the card whose
            // ability asks (the cause).
            Prompt::Mana { .. } => match &d.kind {
                DecisionKind::Mana { card, .. } => Some(*card),
                _ => None,
            },
            Prompt::Apply { .. }
            | Prompt::Declare { .. }
            | Prompt::EvolveFace { .. }
            | Prompt::NeoEvolveFace { .. }
            // No card of its own: numbers, steps, the chooser.
            | Prompt::Turn { .. }
            | Prompt::Select { .. }
            | Prompt::SelectWithin { .. }
            | Prompt::NextPending
            | Prompt::DrawUpTo { .. }
            | Prompt::DiscardAtRandomUpTo { .. }
            | Prompt::ChooseToUse { .. }
            | Prompt::BreakShields { .. }
            | Prompt::DeckOrder { .. }
            | Prompt::SilentSkill
            | Prompt::STriggers
            | Prompt::NoSTriggers => None,
            // The card declared for S-Back is revealed (509.5c); the shields are not.
            #[cfg(whole_vocabulary)]
            Prompt::Declarations => None,
            #[cfg(whole_vocabulary)]
            Prompt::SBackDiscard { card } => Some(card),
        };
        let hidden = self.viewer.is_some()
            && (matches!(d.about, Prompt::Read) || about.into_iter().chain(cause).any(|c| !self.sees(c)));
        if hidden {
            return words::sight::making_a_choice(d.player, lang);
        }
        let prompt = d.prompt_in(self.game, lang);
        // Creatures that must be chosen if able are in the battle zone: everyone sees them.
        match &d.kind {
            DecisionKind::Cards { required, .. } if !required.is_empty() => {
                let names: Vec<String> = required.iter().map(|&c| self.name(c, lang)).collect();
                words::sight::must_be_among(&prompt, &names, lang)
            }
            _ => prompt,
        }
    }

    /// The actions the viewer may take now, each with its words: none while the other player
    /// decides (a player's view never lists what the other could do with hidden cards).
    pub fn actions(&self, lang: Lang) -> Vec<(Action, String)> {
        let Some(d) = self.game.decision() else { return Vec::new() };
        if self.viewer.is_some_and(|v| v != d.player) {
            return Vec::new();
        }
        self.game.legal_actions().into_iter().map(|a| (a.clone(), self.action(&a, lang))).collect()
    }

    /// An action as its player says it, on the game it is applied to: "Player 1: Use Energy
    /// Stream", 「プレイヤー1：エナジー・ライトを使う」, a pending effect named by its source.
    /// Worded for the viewer: a hidden card is named by its place.
    pub fn said(&self, a: &Action, lang: Lang) -> String {
        let who = self.game.decision().map_or(self.game.turn().active, |d| d.player);
        let pending = match a {
            Action::Answer(Answer::Pending(id)) => self.game.pending().iter().find(|p| p.id == *id),
            _ => None,
        };
        let act = match pending {
            Some(p) => words::sight::resolve_effect_of(&self.name(p.source.card, lang), lang),
            None => self.action(a, lang),
        };
        format!("{}{}{act}", words::player(who, lang), words::colon(lang))
    }

    /// An action in words ("Use Energy Stream", 「エナジー・ストリームを使う」).
    pub fn action(&self, a: &Action, lang: Lang) -> String {
        words::sight::action(self, a, lang)
    }

    /// The board in words, one line per zone and the pending effects, as the viewer sees it:
    /// what the explorer groups outcomes by and the embed's state message carries.
    pub fn summary(&self) -> Vec<String> {
        self.summary_knowing(None)
    }

    /// The summary naming only the cards in `known` (by id) besides those the viewer sees now:
    /// the explorer's outcomes name no card the viewer could not see when it started, so playing
    /// orders out never tells a player their deck's order (400.2).
    pub(crate) fn summary_knowing(&self, known: Option<&[bool]>) -> Vec<String> {
        let g = self.game;
        let named = |c: CardId| self.names(c, known);
        let mut out = Vec::new();
        for p in PlayerId::BOTH {
            for z in Zone::ALL {
                let cards = g.zone_cards(p, z);
                let mut names: Vec<String> = cards.iter().map(|&c| self.card_words(c, known)).collect();
                if !z.is_ordered() {
                    crate::sort::sort(&mut names);
                }
                out.push(format!("{}.{}: {}", p.key(), z.key(), names.join(", ")));
            }
        }
        let mut pend: Vec<String> = g
            .pending()
            .iter()
            .map(|e| match named(e.source.card) || self.viewer.is_none() {
                true => format!("{} ({})", g.name(e.source.card), e.text),
                false => format!("{} (hidden)", self.name(e.source.card, Lang::En)),
            })
            .collect();
        crate::sort::sort(&mut pend);
        out.push(format!("pending: {}", pend.join("; ")));
        // The reason was worded when the game ended and may name any card (the attacker).
        let result = g.result().map_or("none".to_string(), |r| {
            self.redact_unless(&r.reason, Lang::En, &|c| self.viewer.is_none() || named(c))
        });
        out.push(format!("result: {result}"));
        out
    }

    /// Whether a summary may name `c`: the viewer sees it, and it is among `known` if given.
    fn names(&self, c: CardId, known: Option<&[bool]>) -> bool {
        self.sees(c) && known.is_none_or(|k| k.get(c.0 as usize) == Some(&true))
    }

    fn card_words(&self, c: CardId, known: Option<&[bool]>) -> String {
        let g = self.game;
        let card = g.card(c);
        if !self.names(c, known) {
            // Hidden cards are told apart only by what everyone sees; a card face up in an
            // explored outcome that the viewer did not know when exploring began is unknown.
            let what = if self.sees(c) { "(unknown card" } else { "(face down" };
            return format!("{what}{})", if card.tapped { ", tapped" } else { "" });
        }
        let mut s = g.name(c);
        if card.tapped {
            s.push_str(" (tapped)");
        }
        if card.in_standby() {
            s.push_str(" (standby)");
        }
        if card.zone == Zone::Battle {
            s.push_str(&format!(" [{}]", g.power(c)));
            if !card.under.is_empty() {
                let under: Vec<String> = card
                    .under
                    .iter()
                    .map(|&u| if self.names(u, known) { g.name(u) } else { "(face down)".into() })
                    .collect();
                s.push_str(&format!(" over {}", under.join("+")));
            }
            if !card.auras.is_empty() {
                let auras: Vec<String> = card.auras.iter().map(|&a| g.name(a)).collect();
                s.push_str(&format!(" with {}", auras.join("+")));
            }
            // A cross gear names the creature it is crossed onto (303.3a, 403.2).
            if let Some(x) = g.crossed_onto(c) {
                s.push_str(&format!(" crossed onto {}", g.name(x)));
            }
        }
        s
    }

    /// The order explorer as the viewer may use it: outcomes told apart only by what the viewer
    /// sees, so two orders that differ only in hidden cards are one outcome.
    pub fn explore(&self) -> Result<crate::explore::Exploration, String> {
        self.game.explore_orders_as(*self)
    }

    /// A text in `lang` worded for the judge (a refusal's reason, say) made fit for the
    /// viewer: every name of a card the viewer can't see (in either language, or a twinpact
    /// half's alone), unless a card it sees has that name too, becomes "a hidden card"
    /// (「見えないカード」), and such a card's id ("c7") becomes its place, as the viewer
    /// points at it ("Player 2's shield 1").
    pub fn redact(&self, text: &str, lang: Lang) -> String {
        self.redact_unless(text, lang, &|c| self.sees(c))
    }

    /// [`Sight::redact`] naming only the cards `named` says.
    fn redact_unless(&self, text: &str, lang: Lang, named: &dyn Fn(CardId) -> bool) -> String {
        if self.viewer.is_none() {
            return text.to_string();
        }
        let ids = || (0..self.game.cards.len()).map(|i| CardId(i as u16));
        // Only the hidden names the text holds (most texts hold none: the log's notes, say),
        // then only those no seen card's name holds.
        let mut hidden: Vec<String> = ids()
            .filter(|&c| !named(c))
            .flat_map(|c| self.names_of(c))
            .filter(|name| text.contains(name.as_str()))
            .collect();
        if !hidden.is_empty() {
            let seen: Vec<String> = ids().filter(|&c| named(c)).flat_map(|c| self.names_of(c)).collect();
            hidden.retain(|name| !seen.iter().any(|s| s.contains(name.as_str())));
        }
        // Longest first: a twinpact's full name goes before its halves'.
        crate::sort::sort_by(&mut hidden, |a, b| a.len() > b.len());
        hidden.dedup();
        let instead = words::sight::hidden_card(lang);
        let mut out = text.to_string();
        for name in hidden {
            out = out.replace(&name, instead);
        }
        self.redact_ids(&out, lang, named)
    }

    /// Each id ("c7", as `CardId` displays) of a card not `named` replaced by its place.
    fn redact_ids(&self, text: &str, lang: Lang, named: &dyn Fn(CardId) -> bool) -> String {
        let word = |ch: char| ch.is_ascii_alphanumeric() || ch == '_';
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        let mut before: Option<char> = None;
        while let Some(ch) = rest.chars().next() {
            if ch == 'c' && !before.is_some_and(word) {
                let digits = rest[1..].chars().take_while(char::is_ascii_digit).count();
                let after = rest[1 + digits..].chars().next();
                let id = rest[1..1 + digits].parse::<u16>().ok().map(CardId);
                if let Some(c) = id.filter(|c| (c.0 as usize) < self.game.cards.len() && !named(*c)) {
                    if digits > 0 && !after.is_some_and(word) {
                        let (zref, index) = self.place(c);
                        out.push_str(&words::sight::place(zref, index, lang));
                        before = rest[..1 + digits].chars().last();
                        rest = &rest[1 + digits..];
                        continue;
                    }
                }
            }
            out.push(ch);
            before = Some(ch);
            rest = &rest[ch.len_utf8()..];
        }
        out
    }

    /// Every name words may give a card: in each language, and each face's alone.
    fn names_of(&self, c: CardId) -> Vec<String> {
        let g = self.game;
        let mut out = vec![g.name(c), g.name_in(c, Lang::Ja)];
        for (_, face) in g.def(c).faces() {
            out.push(face.name.clone());
            out.push(face.name_ja.clone());
        }
        out.retain(|n| !n.is_empty());
        out
    }

    /// A refusal as the viewer may read it, in both languages: the engine words it for the
    /// judge, naming any card; a player's view hears no name of a card they can't see.
    pub fn refusal(&self, e: &crate::ActionError) -> Text {
        use crate::ActionError as E;
        match e {
            // The engine's own words, naming no card (an id that is no card's names nothing).
            E::GameOver | E::NoSuchCard(_) | E::NoDecision => e.text(),
            // A reason worded for the judge: a card refused, chosen twice, not a choice.
            E::DecisionPending(_) | E::BadAnswer(_) | E::Illegal(_) => self.redact_text(&e.text()),
        }
    }

    /// The game, to read in full a card the viewer can see (its definition, power parts and
    /// the effects on it); `None` for a card the viewer can't see.
    pub fn reveal(&self, card: CardId) -> Option<&'g Game> {
        self.sees(card).then_some(self.game)
    }

    /// The board as the viewer sees it.
    pub fn board(&self) -> crate::view::BoardView {
        self.game.board_view(*self)
    }
}

// Native only: its property test needs proptest, a native dev-dependency (the wasm tests run
// only `wasm_bindgen_test` functions anyway).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
