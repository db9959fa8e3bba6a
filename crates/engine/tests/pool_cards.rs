#![cfg(not(target_arch = "wasm32"))]
//! Every card of the card pool (crates/cards/data/pool, 1,152 cards) in play, under both
//! rulesets (Current and Legacy): a board with the card in the hand, the battle zone, the mana
//! zone or the shields of a random player, among other pool cards, then random legal actions.
//! The invariants are those of tests/vocabulary.rs and tests/properties.rs: no panic, no card
//! lost or duplicated ([`Game::check_invariants`], and the number of cards stays the same), an
//! action listed as legal is accepted, and every event cites a rule.
//!
//! `every_pool_card_in_play` sweeps all the cards deterministically, a short game each;
//! `random_boards_of_pool_cards` plays longer games from proptest-chosen boards.
//! Needs the engine's `pool` feature (`required-features` in Cargo.toml).

use horyu_engine::card::pool;
use horyu_engine::card::{CardDefId, CardType};
use horyu_engine::setup::CardSetup;
use horyu_engine::{Game, PlayerId, Ruleset, Setup, TurnStep};
use proptest::prelude::*;
use std::sync::OnceLock;

/// Every pool card's id (a card that is also built-in has the built-in id), with its type.
fn cards() -> &'static [(CardDefId, CardType)] {
    static CARDS: OnceLock<Vec<(CardDefId, CardType)>> = OnceLock::new();
    CARDS.get_or_init(|| {
        let pool = pool::installed().expect("the pool feature compiles the pool in");
        pool.cards()
            .iter()
            .map(|c| (c.id, pool.def(c.id).expect("every pool entry has a definition").front.card_type))
            .collect()
    })
}

/// A small deterministic generator (splitmix64), so a sweep failure names its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn card(&mut self) -> (CardDefId, CardType) {
        let all = cards();
        all[self.below(all.len())]
    }
    /// A pool card that can be in the battle zone by itself: a non-evolution creature.
    fn creature(&mut self) -> CardDefId {
        loop {
            let (id, t) = self.card();
            if t == CardType::Creature {
                return id;
            }
        }
    }
}

/// A creature for the battle zone: an evolution creature gets a creature under it.
fn battle_entry(id: CardDefId, t: CardType, rng: &mut Rng) -> CardSetup {
    let mut c = CardSetup::new(id);
    if t == CardType::EvolutionCreature {
        c.under = vec![CardSetup::new(rng.creature())];
    }
    c
}

/// A main step of turn 3 to 5, both players with a deck, a hand, untapped mana, shields, a
/// creature or two and a graveyard of random pool cards; `subject` goes into `place` (0 hand,
/// 1 battle zone, 2 mana zone, 3 shields) of `owner`. A card that can't be in the battle zone
/// by itself (a spell, a cross gear) goes to the hand instead.
fn board(subject: (CardDefId, CardType), place: usize, owner: PlayerId, legacy: bool, seed: u64) -> Setup {
    let mut rng = Rng(seed);
    let mut setup = Setup {
        seed,
        turn: 3 + rng.below(3) as u32,
        active: if rng.below(2) == 0 { PlayerId::P1 } else { PlayerId::P2 },
        step: TurnStep::Main,
        ruleset: if legacy { Ruleset::Legacy } else { Ruleset::Current },
        ..Setup::default()
    };
    for p in PlayerId::BOTH {
        let s = &mut setup.players[p];
        s.deck = (0..12).map(|_| CardSetup::new(rng.card().0)).collect();
        s.hand = (0..3).map(|_| CardSetup::new(rng.card().0)).collect();
        s.mana = (0..6).map(|_| CardSetup::new(rng.card().0)).collect();
        s.shields = (0..3).map(|_| CardSetup::new(rng.card().0)).collect();
        s.graveyard = (0..2).map(|_| CardSetup::new(rng.card().0)).collect();
        s.battle = (0..1 + rng.below(2))
            .map(|_| {
                let (id, t) = loop {
                    let c = rng.card();
                    if matches!(c.1, CardType::Creature | CardType::EvolutionCreature) {
                        break c;
                    }
                };
                battle_entry(id, t, &mut rng)
            })
            .collect();
    }
    let s = &mut setup.players[owner];
    let creature = matches!(subject.1, CardType::Creature | CardType::EvolutionCreature);
    match place {
        1 if creature => s.battle.push(battle_entry(subject.0, subject.1, &mut rng)),
        2 => s.mana.push(CardSetup::new(subject.0)),
        3 => s.shields.push(CardSetup::new(subject.0)),
        _ => s.hand.push(CardSetup::new(subject.0)),
    }
    setup
}

/// Plays `steps` random legal actions (picked by `picks`), checking the invariants after each;
/// `Err` says what broke, with the action.
fn play(setup: &Setup, picks: impl Iterator<Item = u64>, steps: usize) -> Result<(), String> {
    let mut game = Game::from_setup(setup).map_err(|e| format!("the board is refused: {e}"))?;
    game.check_invariants()?;
    let total = game.cards().len();
    for n in picks.take(steps) {
        if game.result().is_some() {
            break;
        }
        let legal = game.legal_actions();
        if legal.is_empty() {
            return Err(format!("no legal action and no result ({:?})", game.decision()));
        }
        let action = legal[(n % legal.len() as u64) as usize].clone();
        let seen = game.log().len();
        game.apply(action.clone()).map_err(|e| format!("{action:?} is listed as legal but refused: {e}"))?;
        game.check_invariants().map_err(|e| format!("after {action:?}: {e}"))?;
        if game.cards().len() != total {
            return Err(format!("after {action:?}: {} cards, not {total}", game.cards().len()));
        }
        for e in &game.log()[seen..] {
            // A void game (a loop no player can stop) has no rule number (tests/vocabulary.rs).
            let void = matches!(e.kind, horyu_engine::event::EventKind::Void { .. });
            if !void && e.rules.is_empty() {
                return Err(format!("after {action:?}: an event cites no rule: {e:?}"));
            }
        }
    }
    Ok(())
}

/// Runs `play` and turns a panic into an error naming the board, so one failing card is
/// reported with what is needed to replay it.
fn check(subject: (CardDefId, CardType), place: usize, owner: PlayerId, legacy: bool, seed: u64, steps: usize) -> Result<(), String> {
    let setup = board(subject, place, owner, legacy, seed);
    let mut rng = Rng(seed ^ 0x5eed);
    let picks = std::iter::from_fn(move || Some(rng.next()));
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play(&setup, picks, steps)));
    let name = pool::installed().and_then(|p| p.def(subject.0)).map(|d| d.full_name()).unwrap_or_default();
    let what = format!(
        "{name} (id {}) in {} of {owner:?}, {}, seed {seed}",
        subject.0 .0,
        ["the hand", "the battle zone", "the mana zone", "the shields"][place],
        if legacy { "legacy" } else { "current" }
    );
    match outcome {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(format!("{what}: {e}")),
        Err(p) => {
            let msg = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()));
            Err(format!("{what}: panicked: {}", msg.unwrap_or_default()))
        }
    }
}

/// Every pool card, under both rulesets, each in one of the four places (turning with the
/// card's index), for a short random game: all failures are collected and listed together.
#[test]
fn every_pool_card_in_play() {
    let mut failures = Vec::new();
    for (i, &card) in cards().iter().enumerate() {
        for legacy in [false, true] {
            let seed = (i as u64) * 2 + u64::from(legacy);
            let place = (i + usize::from(legacy)) % 4;
            let owner = if i % 3 == 0 { PlayerId::P2 } else { PlayerId::P1 };
            if let Err(e) = check(card, place, owner, legacy, seed, STEPS_SWEEP) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// Random actions per card in the sweep.
const STEPS_SWEEP: usize = 30;

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_boards_of_pool_cards(
        pick in any::<prop::sample::Index>(),
        place in 0usize..4,
        p2 in any::<bool>(),
        legacy in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let card = cards()[pick.index(cards().len())];
        let owner = if p2 { PlayerId::P2 } else { PlayerId::P1 };
        let outcome = check(card, place, owner, legacy, seed, 150);
        prop_assert!(outcome.is_ok(), "{}", outcome.unwrap_err());
    }
}
