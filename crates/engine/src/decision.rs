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
    /// Which `n` of `owner`'s shields to break (509.3): the attacking player's choice, or
    /// the owner's when a static ability gives it to them (`owner_chooses_shields`).
    BreakShields { n: u32, owner: PlayerId },
    /// Declare the S-Triggers to use (509.5a).
    STriggers,
    /// The same step for broken shields with no S-Trigger among them: asked all the same when
    /// the other player can't see them, so that being asked tells them nothing (400.2).
    NoSTriggers,
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
    /// Several cards go on the top (or, `bottom`, the bottom) of the player's deck at once, in
    /// the order the player chooses (401.4): the card to be outermost of those left (on top, or
    /// at the very bottom).
    DeckOrder { bottom: bool },
    /// Which of your creatures cross gear `card` is crossed onto (303.3b, 303.3c).
    CrossOnto { card: CardId },
    /// The tapped creatures kept tapped at the untap to use their Silent Skill (501.1a).
    SilentSkill,
    /// `card`'s effect: name a race, a civilization, a card name or a number (202.2, 203.4).
    Name { card: CardId, what: crate::card::NameKind },
    /// Discard how many cards at random, up to `count` (701.7b)?
    DiscardAtRandomUpTo { count: u32 },
    /// Declare the S-Triggers and S-Backs to use (509.5a, 509.5c): asked instead of
    /// [`Prompt::STriggers`] when a card in the hand has S-Back for one of the shields.
    #[cfg(whole_vocabulary)]
    Declarations,
    /// Which waiting shield card is discarded for `card`'s S-Back (509.5c).
    #[cfg(whole_vocabulary)]
    SBackDiscard { card: CardId },
    /// Tap one more of your creatures for `card`'s cost, now `cost`, or none to stop (601.1e).
    #[cfg(whole_vocabulary)]
    TapForCost { card: CardId, cost: u32 },
    /// One more creature `card` is put on at once, below those chosen (801.1b).
    #[cfg(whole_vocabulary)]
    EvolveAlso { card: CardId },
}

impl Prompt {
    /// A broken shield's owner declaring S-Triggers (and S-Backs) or choosing what to discard
    /// for them: the other player, who can't see the shields, is told only that the owner is
    /// looking at them (400.2, `sight`).
    pub fn is_declaration(self) -> bool {
        whole_or!(
            matches!(
                self,
                Prompt::STriggers | Prompt::NoSTriggers | Prompt::Declarations | Prompt::SBackDiscard { .. }
            ),
            matches!(self, Prompt::STriggers | Prompt::NoSTriggers)
        )
    }
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

/// How many of the items on one side of a search are of each class (a class is below 64).
pub(crate) type Classes = [u32; 64];

/// The `k`-subsets of `items` that a completion test accepts, in the order of their positions
/// (the order of listing every combination), until `out` holds `limit` of them.
///
/// Each item has a class (`class[i]`, below 64) and the test sees only classes:
/// `can_finish(chosen, rest, slots)` says whether the items chosen so far (`chosen`, counted by
/// class), with `slots` more taken among the items after them (`rest`), can make an accepted
/// subset; with no slot left, whether the chosen subset is accepted. It must be exact, and can
/// only fail more when `rest` shrinks. A branch that can't finish is cut, and so is every later
/// branch adding an item of the same class, so each subset listed costs at most a few calls per
/// item and slot: whether one, two or no answers are legal is known without going through every
/// combination (issue #41: C(994, 5) payments went by one at a time).
pub(crate) fn combinations_that_finish<T: Clone>(
    items: &[T],
    class: &[u8],
    k: usize,
    limit: usize,
    out: &mut Vec<Vec<T>>,
    can_finish: &dyn Fn(&Classes, &Classes, usize) -> bool,
) {
    struct Search<'a, T> {
        items: &'a [T],
        class: &'a [u8],
        k: usize,
        limit: usize,
        can_finish: &'a dyn Fn(&Classes, &Classes, usize) -> bool,
    }
    impl<T: Clone> Search<'_, T> {
        /// Extends `cur` (counted in `chosen`) with items from `start` on, whose classes are
        /// counted in `rest`; `cur` is known to be able to finish.
        fn go(
            &self,
            start: usize,
            cur: &mut Vec<T>,
            chosen: &mut Classes,
            mut rest: Classes,
            out: &mut Vec<Vec<T>>,
        ) {
            if cur.len() == self.k {
                out.push(cur.clone());
                return;
            }
            // Classes whose item can't finish here: a later item of the class can't either, as
            // it leaves fewer items after it.
            let mut dead = 0u64;
            for i in start..self.items.len() {
                if self.items.len() - i < self.k - cur.len() {
                    break;
                }
                let c = usize::from(self.class[i]);
                rest[c] -= 1;
                if dead & 1 << c != 0 {
                    continue;
                }
                chosen[c] += 1;
                if (self.can_finish)(chosen, &rest, self.k - cur.len() - 1) {
                    cur.push(self.items[i].clone());
                    self.go(i + 1, cur, chosen, rest, out);
                    cur.pop();
                } else {
                    dead |= 1 << c;
                }
                chosen[c] -= 1;
                if out.len() >= self.limit {
                    return;
                }
            }
        }
    }
    debug_assert_eq!(items.len(), class.len());
    if k > items.len() || out.len() >= limit {
        return;
    }
    let mut rest = [0u32; 64];
    for &c in class {
        rest[usize::from(c)] += 1;
    }
    let mut chosen = [0u32; 64];
    if can_finish(&chosen, &rest, k) {
        Search { items, class, k, limit, can_finish }.go(
            0,
            &mut Vec::with_capacity(k),
            &mut chosen,
            rest,
            out,
        );
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
    TurnFaceUp,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Civilization;
    use crate::rules::apply::can_include_required;
    use crate::rules::using::{assign_civilizations, can_provide, civilizations_needed, payment_class};

    /// Every `k`-subset of `items` that `keep` accepts, one by one (sorted, they are in the
    /// order a search lists them, as items are their own positions).
    fn brute(items: &[usize], k: usize, keep: &dyn Fn(&[usize]) -> bool) -> Vec<Vec<usize>> {
        let n = items.len();
        let mut out = Vec::new();
        for bits in 0u32..1 << n {
            if bits.count_ones() as usize == k {
                let pick: Vec<usize> = (0..n).filter(|i| bits & 1 << i != 0).map(|i| items[i]).collect();
                if keep(&pick) {
                    out.push(pick);
                }
            }
        }
        out
    }

    /// Small random cases: a linear congruential generator, so the test needs no crate.
    struct Lcg(u64);
    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (self.0 >> 33) % n
        }
    }

    /// Assignments tried one by one: what payments were checked with before Hall's condition.
    fn assign_by_trying(civs: &[Civilization], masks: &[u8]) -> bool {
        fn go(civs: &[Civilization], used: &mut Vec<bool>, masks: &[u8]) -> bool {
            let Some((&first, rest)) = civs.split_first() else { return true };
            for i in 0..masks.len() {
                if !used[i] && masks[i] & 1 << first as u8 != 0 {
                    used[i] = true;
                    let ok = go(rest, used, masks);
                    used[i] = false;
                    if ok {
                        return true;
                    }
                }
            }
            false
        }
        go(civs, &mut vec![false; masks.len()], masks)
    }

    #[test]
    fn payments_found_by_cutting_branches_are_those_found_by_trying_every_one() {
        let mut rng = Lcg(41);
        for _ in 0..400 {
            let n = rng.below(9) as usize;
            let masks: Vec<u8> = (0..n).map(|_| rng.below(64) as u8).collect();
            let civs: Vec<Civilization> =
                (0..rng.below(5)).map(|_| Civilization::FIVE[rng.below(5) as usize]).collect();
            let k = (rng.below(6) as usize).max(civs.len());
            let items: Vec<usize> = (0..n).collect();
            let keep =
                |pick: &[usize]| assign_by_trying(&civs, &pick.iter().map(|&i| masks[i]).collect::<Vec<_>>());
            assert_eq!(
                assign_civilizations(&civs, masks.iter().copied()),
                keep(&items),
                "{civs:?} {masks:?}"
            );
            let class: Vec<u8> = masks.iter().map(|&m| payment_class(m)).collect();
            let need = civilizations_needed(&civs);
            for limit in [1, 2, 64] {
                let mut out = Vec::new();
                combinations_that_finish(&items, &class, k, limit, &mut out, &|c, r, s| {
                    can_provide(&need, c, r, s)
                });
                let mut all = brute(&items, k, &keep);
                all.sort();
                all.truncate(limit);
                assert_eq!(out, all, "{civs:?} {masks:?} k={k} limit={limit}");
            }
        }
    }

    #[test]
    fn choices_that_must_include_cards_found_by_cutting_branches_are_those_found_by_trying_every_one() {
        let mut rng = Lcg(7);
        for _ in 0..400 {
            let n = rng.below(10) as usize;
            let items: Vec<usize> = (0..n).collect();
            let required: Vec<usize> = items.iter().copied().filter(|_| rng.below(3) == 0).collect();
            let class: Vec<u8> = items.iter().map(|i| u8::from(required.contains(i))).collect();
            let k = rng.below(n as u64 + 1) as usize;
            let need = k.min(required.len());
            let keep = |pick: &[usize]| required.iter().filter(|r| pick.contains(r)).count() >= need;
            for limit in [1, 2, 64] {
                let mut out = Vec::new();
                combinations_that_finish(&items, &class, k, limit, &mut out, &|c, r, s| {
                    can_include_required(need as u64, c, r, s)
                });
                let mut all = brute(&items, k, &keep);
                all.sort();
                all.truncate(limit);
                assert_eq!(out, all, "{required:?} k={k} limit={limit}");
            }
        }
    }
}
