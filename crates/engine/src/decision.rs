//! Decisions: whenever a player must choose, the engine stops in a state that lists what may be
//! answered. Scenario files, the app, the random player and the order explorer all answer through
//! [`crate::Action::Answer`].

use crate::card::Civilization;
use crate::event::Cause;
use crate::player::PlayerId;
use crate::state::CardId;
use serde::{Deserialize, Serialize};

/// A decision a player must make now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
pub struct Decision {
    pub player: PlayerId,
    pub kind: DecisionKind,
    /// What is being asked, in words.
    pub prompt: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cause: Option<Cause>,
    /// What is being asked, as data: the prompt in any language is worded from it
    /// ([`Decision::prompt_in`]). Not serialized: a decision read back words it in English.
    #[serde(skip)]
    pub about: Prompt,
}

impl Decision {
    /// The prompt in `lang`; English is [`Decision::prompt`] itself.
    pub fn prompt_in(&self, game: &crate::Game, lang: crate::words::Lang) -> String {
        match (lang, self.about) {
            (crate::words::Lang::En, _) | (_, Prompt::Read) => self.prompt.clone(),
            (crate::words::Lang::Ja, about) => crate::words::prompt::ja(about, self.player, game),
        }
    }
}

/// What a decision asks, in data (the player is the decision's). The engine builds one only
/// when it really asks, and words it then; an answer found on its own formats nothing.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Prompt {
    /// A decision read back from JSON: only its English prompt is known.
    #[default]
    Read,
    /// Act in this step or end it.
    Turn { step: crate::TurnStep },
    /// Choose `n` cards (up to `n`) for an effect to act on.
    Select { n: u32, up_to: bool, verb: Verb },
    /// Choose one more card for an effect to act on, or none to stop: the chosen cards' powers
    /// or costs add up to `total` so far, of at most `limit`.
    SelectWithin { total: u32, limit: u32, of: crate::card::Measure, verb: Verb },
    /// Which of your pending effects resolves next (605.1).
    NextPending,
    /// Which of several replacement effects applies to `card` (609.8); with `may_decline`, each
    /// is a "you may … instead" and none is an answer too (609.1a).
    Replacement { card: CardId, may_decline: bool },
    /// Draw up to `count` cards.
    DrawUpTo { count: u32 },
    /// Choose the cards to use (or cast, when `spells_only`).
    ChooseToUse { spells_only: bool },
    /// Use `card`?
    Use { card: CardId },
    /// Use `card` without paying its cost?
    UseFree { card: CardId },
    /// `card`'s effect: apply its optional part?
    MayPart { card: CardId },
    /// A "may" triggered ability: apply it?
    Apply { def: crate::CardDefId, side: crate::card::Side, ability: u8 },
    /// Block `attacker`?
    Block { attacker: CardId },
    /// How many shields `attacker`, with several breakers, breaks (509.2c).
    Breakers { attacker: CardId },
    /// Which `n` of the opponent's shields to break (509.3).
    BreakShields { n: u32 },
    /// Declare the S-Triggers to use (509.5a).
    STriggers,
    /// Tap `cost` mana to pay for a face.
    Mana { cost: u32, def: crate::CardDefId, side: crate::card::Side },
    /// The creature a face evolves from (801).
    EvolveFace { def: crate::CardDefId, side: crate::card::Side },
    /// The creature `card` evolves from (801).
    Evolve { card: CardId },
    /// The creature a NEO creature's face is put on by NEO evolution, or none (802.1).
    NeoEvolveFace { def: crate::CardDefId, side: crate::card::Side },
    /// The creature NEO creature `card` is put on by NEO evolution, or none (802.1).
    NeoEvolve { card: CardId },
    /// Which of your creatures a weapon being put out is equipped to (305.2).
    Equip { card: CardId },
    /// The GR creature the aura `card` is attached to; none to GR summon one (310.2).
    AttachTo { card: CardId, gr_summon: bool },
    /// Read twinpact `card`'s cost as `front` (its front half's)? No: `twin`. Asked of the
    /// effect's player (201.2b), or of the player who revealed it in a gachinko judge
    /// (`revealed`, 201.2c).
    ReadCost { card: CardId, front: u32, twin: u32, revealed: bool },
    /// Use twinpact `card` as its front half? No: as its twin half (810.3).
    UseHalf { card: CardId },
    /// Declare the use of this triggered ability now (603.2e)?
    Declare { def: crate::CardDefId, side: crate::card::Side, ability: u8 },
    /// Which mode of `card`'s effect (700.2a).
    Mode { card: CardId },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum DecisionKind {
    /// Nothing is resolving: the turn player may use a card, charge mana, attack or end the step.
    /// The legal actions are [`crate::Game::legal_actions`].
    Turn,
    /// Which of the player's pending effects resolves next (605.1, 101.4a). Answer: `pending`.
    NextPending { options: Vec<u32> },
    /// Choose between `min` and `max` of the candidates. Answer: `cards`. As many of
    /// `required` as the number chosen allows must be among them: creatures that must be chosen
    /// if able (101.2).
    Cards {
        candidates: Vec<CardId>,
        min: u32,
        max: u32,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        required: Vec<CardId>,
    },
    /// Tap mana cards to pay a cost (112.2a, 601.1d–f): `cost` cards in all, and among them one
    /// card of each civilization. Answer: `cards`.
    Mana { card: CardId, cost: u32, civilizations: Vec<Civilization>, candidates: Vec<CardId> },
    /// "You may …". Answer: `yes`.
    YesNo,
    /// A number in a range ("draw up to 2"). Answer: `number`.
    Number { min: u32, max: u32 },
    /// Several replacement effects would apply to one event; the affected player picks one
    /// (609.8). Answer: `option`.
    Replacement { options: Vec<String> },
    /// "Choose one of the following" (700.2a): the modes in the card's words. Answer: `option`.
    Mode { options: Vec<crate::words::Text> },
}

impl DecisionKind {
    /// How many options a choice among worded options offers (replacement effects, modes).
    pub fn option_count(&self) -> usize {
        match self {
            DecisionKind::Replacement { options } => options.len(),
            DecisionKind::Mode { options } => options.len(),
            _ => 0,
        }
    }

    /// The kind's name as JSON, scenario files and the app's data attributes write it.
    pub fn name(&self) -> &'static str {
        match self {
            DecisionKind::Turn => "turn",
            DecisionKind::NextPending { .. } => "next_pending",
            DecisionKind::Cards { .. } => "cards",
            DecisionKind::Mana { .. } => "mana",
            DecisionKind::YesNo => "yes_no",
            DecisionKind::Number { .. } => "number",
            DecisionKind::Replacement { .. } => "replacement",
            DecisionKind::Mode { .. } => "mode",
        }
    }
}

/// An answer to the pending decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    Cards(Vec<CardId>),
    Yes(bool),
    Number(u32),
    Pending(u32),
    Option(u32),
}

/// The `k`-subsets of `items` that satisfy `keep`, in order, until `out` holds `limit` of them.
pub(crate) fn combinations_where<T: Clone>(
    items: &[T],
    k: usize,
    limit: usize,
    out: &mut Vec<Vec<T>>,
    keep: &mut dyn FnMut(&[T]) -> bool,
) {
    fn go<T: Clone>(
        items: &[T],
        k: usize,
        start: usize,
        cur: &mut Vec<T>,
        limit: usize,
        out: &mut Vec<Vec<T>>,
        keep: &mut dyn FnMut(&[T]) -> bool,
    ) {
        if out.len() >= limit {
            return;
        }
        if cur.len() == k {
            if keep(cur) {
                out.push(cur.clone());
            }
            return;
        }
        for i in start..items.len() {
            if items.len() - i < k - cur.len() {
                break;
            }
            cur.push(items[i].clone());
            go(items, k, i + 1, cur, limit, out, keep);
            cur.pop();
            if out.len() >= limit {
                return;
            }
        }
    }
    if k <= items.len() {
        go(items, k, 0, &mut Vec::with_capacity(k), limit, out, keep);
    }
}

/// What an effect does to the cards it asks for (the verb of a selection's prompt).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    Discard,
    Destroy,
    Move,
    Cast,
    Use,
    Tap,
    Untap,
    TurnUpsideDown,
    Modify,
    Give,
    Seal,
    Break,
    Flip,
    Reveal,
    Choose,
    LookAt,
}
