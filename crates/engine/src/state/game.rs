//! The whole state of one game.

use super::card::{CardId, CardState, ObjRef};
use crate::card::{CardDb, CardDef, Face};
use crate::decision::{Answer, Decision};
use crate::event::Event;
use crate::player::{ByPlayer, PlayerId};
use crate::rules::effects::ContinuousEffect;
use crate::rules::pending::PendingEffect;
use crate::rules::task::Task;
use crate::zone::Zone;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Which version of the rules a game follows.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ruleset {
    /// The standby state (保留状態) of rule 409, since Ver. 1.32 (2022-09-14).
    #[default]
    Current,
    /// The "anywhere zone" (どこでもないゾーン) of the rules before 2022-09-14: a card being used
    /// leaves its zone, and its arrival anywhere afterwards is a real "put into" event.
    Legacy,
}

impl Ruleset {
    pub fn name(self) -> &'static str {
        match self {
            Ruleset::Current => "current rules (standby state, 409)",
            Ruleset::Legacy => "legacy rules (anywhere zone, before 2022-09-14)",
        }
    }
}

/// The steps of a turn (500.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnStep {
    StartOfTurn,
    Draw,
    ManaCharge,
    Main,
    Attack,
    EndOfTurn,
}

impl TurnStep {
    pub fn name(self) -> &'static str {
        match self {
            TurnStep::StartOfTurn => "start of turn step",
            TurnStep::Draw => "draw step",
            TurnStep::ManaCharge => "mana charge step",
            TurnStep::Main => "main step",
            TurnStep::Attack => "attack step",
            TurnStep::EndOfTurn => "end of turn step",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct TurnState {
    /// Turn 1 is the first player's first turn.
    pub number: u32,
    /// The turn player (102.1).
    pub active: PlayerId,
    pub step: TurnStep,
    pub first_player: PlayerId,
    /// Cards charged this turn (503.2).
    pub charged: u32,
    /// Spells each player has cast this turn.
    pub spells_cast: ByPlayer<u32>,
    /// The cards used this turn (701.5a), each with its user and the face it was used as.
    #[serde(default)]
    pub used: Vec<(PlayerId, CardId, crate::card::Side)>,
    /// This turn is an extra turn (500.5).
    pub extra: bool,
}

/// A cross gear crossed onto a creature (303.3a), each named as the object it was then.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Crossing {
    pub gear: ObjRef,
    pub creature: ObjRef,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// None: the game ended with no winner (a void game, `Game::end_void`).
    pub winner: Option<PlayerId>,
    /// Why, in words, with the rule.
    pub reason: String,
}

/// By hand, so a game with a winner hashes as it did when every game had one (the golden
/// fingerprints of tests/golden stay valid); a void game hashes a third value.
impl std::hash::Hash for GameResult {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        match self.winner {
            Some(p) => p.hash(h),
            None => h.write_isize(2),
        }
        self.reason.hash(h);
    }
}

/// The cards of one player's zones, in order (index 0 is the top of the deck and the first
/// shield). The battle zone is shared and kept in [`Game`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct Zones {
    pub deck: Vec<CardId>,
    pub hand: Vec<CardId>,
    pub mana: Vec<CardId>,
    pub shields: Vec<CardId>,
    pub graveyard: Vec<CardId>,
    pub hyperspatial: Vec<CardId>,
    pub gr: Vec<CardId>,
    /// Legacy ruleset only.
    pub anywhere: Vec<CardId>,
}

impl Zones {
    pub fn list(&self, zone: Zone) -> &Vec<CardId> {
        match zone {
            Zone::Deck => &self.deck,
            Zone::Hand => &self.hand,
            Zone::Mana => &self.mana,
            Zone::Shields => &self.shields,
            Zone::Graveyard => &self.graveyard,
            Zone::Hyperspatial => &self.hyperspatial,
            Zone::Gr => &self.gr,
            Zone::Anywhere => &self.anywhere,
            Zone::Battle => panic!("the battle zone is shared: use Game::battle"),
        }
    }

    pub fn list_mut(&mut self, zone: Zone) -> &mut Vec<CardId> {
        match zone {
            Zone::Deck => &mut self.deck,
            Zone::Hand => &mut self.hand,
            Zone::Mana => &mut self.mana,
            Zone::Shields => &mut self.shields,
            Zone::Graveyard => &mut self.graveyard,
            Zone::Hyperspatial => &mut self.hyperspatial,
            Zone::Gr => &mut self.gr,
            Zone::Anywhere => &mut self.anywhere,
            Zone::Battle => panic!("the battle zone is shared: use Game::battle"),
        }
    }
}

/// A game of Duel Masters: build it from a [`crate::Setup`], drive it with
/// [`Game::apply`], read it through queries and [`Game::view`].
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) db: Arc<CardDb>,
    pub(crate) ruleset: Ruleset,
    /// [`crate::Setup::declarations_when_able`].
    pub(crate) declarations_when_able: bool,
    pub(crate) seed: u64,
    pub(crate) cards: Vec<CardState>,
    pub(crate) zones: ByPlayer<Zones>,
    /// Top cards of the elements in the battle zone, both players', in order.
    pub(crate) battle: Vec<CardId>,
    pub(crate) turn: TurnState,
    pub(crate) rng: ChaCha8Rng,
    pub(crate) pending: Vec<PendingEffect>,
    /// Triggered abilities whose use their controller has yet to declare (603.2e, 506.3b).
    pub(crate) to_declare: Vec<PendingEffect>,
    /// Delayed triggered abilities created by effects (603.6).
    pub(crate) delayed: Vec<crate::rules::pending::DelayedAbility>,
    pub(crate) tasks: Vec<Task>,
    pub(crate) effects: Vec<ContinuousEffect>,
    pub(crate) decision: Option<Decision>,
    /// Answers given to the step now running, in order (a step re-runs until all its choices
    /// are made, and only then changes the game).
    pub(crate) answers: Vec<Answer>,
    pub(crate) answers_used: usize,
    pub(crate) result: Option<GameResult>,
    pub(crate) log: Vec<Event>,
    pub(crate) next_object: u32,
    pub(crate) next_pending: u32,
    /// How many actions have been applied (events remember the action that caused them).
    pub(crate) actions: u32,
    /// Extra turns to take (500.5): the player, the turn they were gained in, and whether the
    /// player was that turn's turn player (500.5a: those go first).
    pub(crate) extra_turns: Vec<(PlayerId, u32, bool)>,
    /// What replacement effects whose events just happened do next (609.1a): their own steps,
    /// and the cards they put into the battle zone instead, entering one at a time (409.1f).
    pub(crate) replacing: Vec<crate::rules::task::Task>,
    /// Cards the steps of a replacement effect put somewhere, for the effect whose event it
    /// replaced: `Some` only while a move's `name_put` waits for them.
    pub(crate) replaced_puts: Option<Vec<CardId>>,
    /// How many of each player's next turns are to be skipped.
    pub(crate) skipped_turns: ByPlayer<u32>,
    /// The player of the last regular (not extra) turn: regular turns alternate (500.5).
    pub(crate) regular: PlayerId,
    /// Nesting depth of resolutions, for the log's indentation.
    pub(crate) depth: u16,
    /// Events not yet matched against triggered abilities.
    pub(crate) happened: Vec<crate::rules::triggers::Happened>,
    /// "Instead of the graveyard" given to a spell by the effect that cast it.
    pub(crate) spell_instead: Vec<(ObjRef, crate::card::Destination, crate::event::Cause)>,
    /// Replacement effects effects created, lasting a while (`Step::Replace`, 609.1, 608.2a).
    pub(crate) lasting: Vec<crate::rules::moves::Lasting>,
    /// Static abilities effects made, lasting a while (`Step::Static`, 608.2a).
    #[cfg(whole_vocabulary)]
    pub(crate) lasting_statics: Vec<crate::rules::lasting::LastingStatic>,
    /// Each card's last object to leave the battle zone, with its power just before it left
    /// (110.5a: an effect reads its source's power so once it is gone). One entry per card.
    pub(crate) left_battle: Vec<(ObjRef, crate::rules::query::Lki)>,
    /// Whether each deck has held a card (703.4b is about a deck that *reaches* 0).
    pub(crate) deck_seen: ByPlayer<bool>,
    /// "Skip the rest of the turn".
    pub(crate) skip_rest_of_turn: bool,
    pub(crate) attack: Option<crate::rules::combat::AttackState>,
    /// The cards with static abilities or replacement effects (a card's definition never
    /// changes, so this is fixed when the game is built).
    pub(crate) continuous: Vec<CardId>,
    /// The cards with triggered abilities (fixed when the game is built, like `continuous`).
    pub(crate) triggering: Vec<CardId>,
    /// The same, per kind bit (`card::db::STATIC_POWER` …): queries scan only what can apply.
    pub(crate) continuous_by_kind: [Vec<CardId>; 7],
    /// Deck cards an effect is looking at: out of reach of other effects (605.4), and seen by
    /// the player looking (`None`: revealed to both).
    pub(crate) looking: Vec<(CardId, Option<PlayerId>)>,
    /// During a simultaneous move: decks to shuffle once it is done.
    pub(crate) shuffle_later: bool,
    pub(crate) to_shuffle: Vec<PlayerId>,
    /// The log length at the last state-based check that found nothing.
    pub(crate) sba_clean_at: usize,
    /// Commands that entered the battle zone and have yet to remove a seal (116.4a, 703.4j).
    pub(crate) unsealing: Vec<ObjRef>,
    /// The creatures that broke shields this turn, each with its controller as it broke them
    /// (509.3, 701.14a): "if this creature broke a shield this turn" (turbo rush).
    /// One entry for each shield, the shield last: "for each shield it broke".
    pub(crate) broke: Vec<(crate::player::PlayerId, ObjRef, CardId)>,
    /// The creatures attacked this turn (506.1e; not one a blocker or guardman stepped in for):
    /// "if it hasn't been attacked this turn".
    #[cfg(whole_vocabulary)]
    pub(crate) attacked: Vec<ObjRef>,
    /// The cards each player drew this turn (114.1): "if your opponent drew 2 or more cards
    /// this turn".
    #[cfg(whole_vocabulary)]
    pub(crate) drawn: ByPlayer<u32>,
    /// The attacking creature of each attack declared this turn, in order (506.1): "when this
    /// creature attacks for the first time in a turn".
    #[cfg(whole_vocabulary)]
    pub(crate) attackers: Vec<ObjRef>,
    /// Which cross gear is crossed onto which creature (303.3a), each gear at most once. An
    /// entry holds only while both are the objects it names (`Game::crossed_onto`): a gear or
    /// creature that left the battle zone is a new object, so the crossing is over (303.5)
    /// without any entry being removed, and the entry still says, as the creature's departure
    /// is looked at, which gear it was crossed with.
    pub(crate) crossings: Vec<Crossing>,
    /// Which shields are which creatures' EX life shields (`rules::ex_life`): like a
    /// crossing, an entry holds only while both are the objects it names.
    #[cfg(whole_vocabulary)]
    pub(crate) ex_life: Vec<crate::rules::ex_life::ExLifeShield>,
    /// While an action is applied step by step (`processing.rs`): the log length at the last
    /// step kept, and the steps kept so far.
    pub(crate) trace: Option<(usize, crate::processing::Steps)>,
}

impl Game {
    pub fn db(&self) -> &Arc<CardDb> {
        &self.db
    }

    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn turn(&self) -> &TurnState {
        &self.turn
    }

    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// Drops the log (for games played out only to see where they lead). The state-based check
    /// goes by the log's length, so it must look again.
    pub(crate) fn forget_log(&mut self) {
        self.log.clear();
        self.sba_clean_at = usize::MAX;
    }

    pub fn decision(&self) -> Option<&Decision> {
        self.decision.as_ref()
    }

    pub fn pending(&self) -> &[PendingEffect] {
        &self.pending
    }

    pub fn effects(&self) -> &[ContinuousEffect] {
        &self.effects
    }

    /// Every card of the game, in id order.
    pub fn cards(&self) -> &[CardState] {
        &self.cards
    }

    pub fn card(&self, id: CardId) -> &CardState {
        &self.cards[id.0 as usize]
    }

    pub(crate) fn card_mut(&mut self, id: CardId) -> &mut CardState {
        &mut self.cards[id.0 as usize]
    }

    pub fn get_card(&self, id: CardId) -> Option<&CardState> {
        self.cards.get(id.0 as usize)
    }

    pub fn def(&self, id: CardId) -> &CardDef {
        self.db.get(self.card(id).def).expect("every card's definition is in the game's database")
    }

    /// The face that is up now.
    pub fn face(&self, id: CardId) -> &Face {
        self.def(id).face(self.card(id).side)
    }

    /// [`Game::face`], with the card of `used` read as the half it is used as (810.3a): the
    /// legality of a use reads the half it declares, whichever side the card shows now.
    pub(crate) fn face_as(&self, id: CardId, used: Option<(CardId, crate::card::Side)>) -> &Face {
        match used {
            Some((card, side)) if card == id => self.def(id).face(side),
            _ => self.face(id),
        }
    }

    pub fn name(&self, id: CardId) -> String {
        let c = self.card(id);
        let def = self.def(id);
        match def.layout() {
            crate::card::Layout::Twinpact if c.zone != Zone::Battle => def.full_name(),
            _ => def.face(c.side).name.clone(),
        }
    }

    /// The card's name in `lang`: the Japanese name where the card has one, else the English.
    pub fn name_in(&self, id: CardId, lang: crate::words::Lang) -> String {
        if lang == crate::words::Lang::En {
            return self.name(id);
        }
        let c = self.card(id);
        let def = self.def(id);
        let ja = match def.layout() {
            crate::card::Layout::Twinpact if c.zone != Zone::Battle => {
                let twin = def.twin.as_ref().map_or("", |t| t.name_ja.as_str());
                if def.front.name_ja.is_empty() || twin.is_empty() {
                    String::new()
                } else {
                    def.full_name_ja()
                }
            }
            _ => def.face(c.side).name_ja.clone(),
        };
        if ja.is_empty() {
            self.name(id)
        } else {
            ja
        }
    }

    /// Whether `obj` still names the same rules object (the card has not changed zones).
    pub fn is_current(&self, obj: ObjRef) -> bool {
        self.get_card(obj.card).is_some_and(|c| c.object == obj.object)
    }

    /// The cards of a zone in order, standby cards included (they still belong there, 409.1c).
    /// For the battle zone: the top cards of `player`'s elements.
    pub fn zone_cards(&self, player: PlayerId, zone: Zone) -> Vec<CardId> {
        match zone {
            Zone::Battle => {
                self.battle.iter().copied().filter(|&c| self.card(c).controller == player).collect()
            }
            z => self.zones[player].list(z).clone(),
        }
    }

    /// All top cards in the battle zone, both players'.
    pub fn battle_zone(&self) -> &[CardId] {
        &self.battle
    }

    /// The number of cards in a zone as the rules count them: standby cards don't count
    /// (409.1c). For the battle zone, elements (top cards) are counted.
    pub fn count(&self, player: PlayerId, zone: Zone) -> usize {
        match zone {
            Zone::Battle => self
                .battle
                .iter()
                .filter(|&&c| self.card(c).controller == player && !self.card(c).in_standby())
                .count(),
            z => self.zones[player].list(z).iter().filter(|&&c| !self.card(c).in_standby()).count(),
        }
    }

    /// Cards now in the standby state.
    pub fn standby_cards(&self) -> Vec<CardId> {
        self.cards.iter().filter(|c| c.in_standby()).map(|c| c.id).collect()
    }

    /// A stable hash of the game's rules state (zones, cards, turn, pending effects, RNG), the
    /// same natively and in wasm. Used to check determinism across targets.
    pub fn state_hash(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = super::repeat::Fnv::default();
        self.ruleset.hash(&mut h);
        self.cards.hash(&mut h);
        self.zones.hash(&mut h);
        self.battle.hash(&mut h);
        self.turn.hash(&mut h);
        self.result.hash(&mut h);
        self.pending.hash(&mut h);
        self.effects.hash(&mut h);
        if !self.crossings.is_empty() {
            self.crossings.hash(&mut h);
        }
        let mut rng = self.rng.clone();
        h.write_u64(rand_core::RngCore::next_u64(&mut rng));
        h.finish()
    }

    /// The whole vocabulary's records of the turn and its lasting static abilities, each hashed
    /// only when not empty, so the positions of games that have none keep their hashes.
    #[cfg(whole_vocabulary)]
    fn hash_whole_records(&self, h: &mut super::repeat::Fnv) {
        use std::hash::Hash;
        if !self.attacked.is_empty() {
            self.attacked.hash(h);
        }
        if self.drawn != ByPlayer::default() {
            self.drawn.hash(h);
        }
        if !self.lasting_statics.is_empty() {
            self.lasting_statics.hash(h);
        }
        if !self.attackers.is_empty() {
            self.attackers.hash(h);
        }
        if !self.ex_life.is_empty() {
            self.ex_life.hash(h);
        }
    }
}

impl Game {
    /// A hash of the position: everything that decides what can happen from here on, and
    /// nothing of how it was reached (the log, the count of actions). Two games with the same
    /// position hash play on alike (the order explorer's transposition table, explore.rs).
    pub(crate) fn position_hash(&self) -> u64 {
        self.hash_position(false)
    }

    /// The position's hash; `for_loops`: as [`Game::loop_hash`] wants it, without the counters
    /// that hand out numbers and with each card's object number by rank (`state::repeat`).
    pub(super) fn hash_position(&self, for_loops: bool) -> u64 {
        use std::hash::{Hash, Hasher};
        // Every field is named: a new one must be placed here, in the hash or said to be out.
        let Game {
            db: _,                     // fixed by the setup
            declarations_when_able: _, // fixed by the setup
            ruleset,
            seed,
            cards,
            zones,
            battle,
            turn,
            rng,
            pending,
            to_declare,
            delayed,
            tasks,
            effects,
            decision,
            answers,
            answers_used,
            result,
            log: _,     // the past
            actions: _, // a count of the past
            next_object,
            next_pending,
            extra_turns,
            skipped_turns,
            replacing,
            replaced_puts,
            regular,
            depth,
            happened,
            spell_instead,
            lasting,
            #[cfg(whole_vocabulary)]
                lasting_statics: _, // hash_whole_records
            left_battle,
            deck_seen,
            skip_rest_of_turn,
            attack,
            continuous: _,         // fixed by the setup
            triggering: _,         // fixed by the setup
            continuous_by_kind: _, // fixed by the setup
            looking,
            shuffle_later,
            to_shuffle,
            sba_clean_at: _, // a place in the log (a cache)
            unsealing,
            broke,
            #[cfg(whole_vocabulary)]
                attacked: _, // hash_whole_records
            #[cfg(whole_vocabulary)]
                attackers: _, // hash_whole_records
            #[cfg(whole_vocabulary)]
                drawn: _, // hash_whole_records
            crossings,
            #[cfg(whole_vocabulary)]
                ex_life: _, // hash_whole_records
            trace: _, // the steps of the action being applied, kept for the app
        } = self;
        let mut h = super::repeat::Fnv::default();
        if for_loops {
            for card in cards {
                CardState { object: super::repeat::object_number(card.object), ..card.clone() }.hash(&mut h);
            }
        } else {
            cards.hash(&mut h);
        }
        (ruleset, seed, zones, battle, turn).hash(&mut h);
        (rng.get_seed(), rng.get_stream(), rng.get_word_pos()).hash(&mut h);
        (pending, to_declare, delayed, tasks, effects, decision, answers, answers_used).hash(&mut h);
        if !for_loops {
            (next_object, next_pending).hash(&mut h);
        }
        (result, extra_turns, regular, depth, happened).hash(&mut h);
        (spell_instead, deck_seen, skip_rest_of_turn, attack, looking, shuffle_later, to_shuffle)
            .hash(&mut h);
        (left_battle, skipped_turns, replacing, replaced_puts).hash(&mut h);
        // Empty in every position but the moment a Command enters: hashed only then, so the
        // positions before this field existed keep their hashes.
        if !unsealing.is_empty() {
            unsealing.hash(&mut h);
        }
        // Likewise, empty in every turn where no shield was broken.
        if !broke.is_empty() {
            broke.hash(&mut h);
        }
        // And where no effect made a lasting replacement.
        if !lasting.is_empty() {
            lasting.hash(&mut h);
        }
        #[cfg(whole_vocabulary)]
        self.hash_whole_records(&mut h);
        // Likewise, empty in every game without a crossed cross gear.
        if !crossings.is_empty() {
            crossings.hash(&mut h);
        }
        h.finish()
    }
}
