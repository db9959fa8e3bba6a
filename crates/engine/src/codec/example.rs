//! The benchmark board of links (docs/links.md, "Length"): a mid-game board of the two starter
//! decks with a 20-action history, and an estimate of the fewest bits any encoding could use.

use super::Snapshot;
use crate::action::Action;
use crate::player::PlayerId;
use crate::selfplay::starter_setup;
use crate::session::History;
use crate::setup::{CardSetup, PlayerSetup, Setup};
use crate::state::{CardId, Game, TurnStep};
use crate::zone::Zone;

/// What the mid-game example holds.
#[derive(Clone, Debug, PartialEq)]
pub struct MidgameFigures {
    pub creatures: usize,
    pub mana: usize,
    pub actions: usize,
}

fn creatures(game: &Game) -> usize {
    game.battle_zone().iter().filter(|&&c| game.face(c).card_type.is_creature()).count()
}

fn mana(game: &Game) -> usize {
    PlayerId::BOTH.iter().map(|&p| game.zone_cards(p, Zone::Mana).len()).sum()
}

/// A quiet moment: nothing pending, no card in standby, the turn player's main step.
fn quiet(game: &Game) -> bool {
    game.result().is_none()
        && game.turn().step == TurnStep::Main
        && game.pending().is_empty()
        && game.standby_cards().is_empty()
        && game.decision().is_some_and(|d| d.kind == crate::decision::DecisionKind::Turn)
}

/// One card of the game as a setup places it.
fn card_setup(game: &Game, id: CardId) -> CardSetup {
    let c = game.card(id);
    CardSetup {
        card: c.def,
        id: None,
        tapped: c.tapped,
        face_down: c.face_down,
        side: c.side,
        sick: c.zone == Zone::Battle && c.entered_turn == Some(game.turn().number),
        under: c.under.iter().map(|&u| card_setup(game, u)).collect(),
        seals: c.seals.iter().map(|&u| card_setup(game, u)).collect(),
    }
}

/// The board of a quiet game as a setup (a fresh seed; the log and pending effects are not kept).
fn board_setup(game: &Game, seed: u64) -> Setup {
    let turn = game.turn();
    let mut setup = Setup {
        ruleset: game.ruleset(),
        seed,
        turn: turn.number,
        active: turn.active,
        step: turn.step,
        first_player: (turn.first_player == PlayerId::P2).then_some(PlayerId::P2),
        custom_cards: game.db().custom().cloned().collect(),
        ..Setup::default()
    };
    for p in PlayerId::BOTH {
        let list = |z: Zone| game.zone_cards(p, z).into_iter().map(|c| card_setup(game, c)).collect();
        setup.players[p] = PlayerSetup {
            deck: list(Zone::Deck),
            hand: list(Zone::Hand),
            battle: list(Zone::Battle),
            mana: list(Zone::Mana),
            shields: list(Zone::Shields),
            graveyard: list(Zone::Graveyard),
            hyperspatial: list(Zone::Hyperspatial),
            gr: list(Zone::Gr),
        };
    }
    setup
}

fn pick<'a>(rng: &mut rand_chacha::ChaCha8Rng, list: &'a [Action]) -> &'a Action {
    &list[crate::rng::below(rng, list.len())]
}

/// The benchmark board of links, the same for a given `seed`: the two starter decks (the
/// shuffled game of `starter_setup(seed)`) played by a random player that prefers charging and
/// using cards until at least 10 creatures are in the battle zones and 12 cards in the mana
/// zones; that board is then the setup (explicit zones, a new seed) of a history of 20 random
/// legal actions. Perspective: player 1.
pub fn midgame_example(seed: u64) -> (Snapshot, MidgameFigures) {
    for attempt in 0..1000u64 {
        let s = seed.wrapping_add(attempt.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        if let Some(found) = try_midgame(s) {
            return found;
        }
    }
    // Unreachable in practice (every seed tried so far succeeds at once); an empty history of
    // the starter setup keeps this total.
    let history =
        History { setup: starter_setup(seed), actions: Vec::new(), cursor: 0, branches: Vec::new() };
    (Snapshot::new(history, Some(PlayerId::P1)), MidgameFigures { creatures: 0, mana: 0, actions: 0 })
}

fn try_midgame(seed: u64) -> Option<(Snapshot, MidgameFigures)> {
    let mut game = Game::from_setup(&starter_setup(seed)).ok()?;
    let mut rng = crate::rng::from_seed(seed ^ 0x11e4_11e4);
    let mut steps = 0;
    while !(creatures(&game) >= 10 && mana(&game) >= 12 && quiet(&game)) {
        steps += 1;
        if steps > 5000 || game.result().is_some() {
            return None;
        }
        let legal = game.legal_actions();
        if legal.is_empty() {
            return None;
        }
        let build: Vec<Action> = legal
            .iter()
            .filter(|a| matches!(a, Action::Charge { .. } | Action::Use { .. }))
            .cloned()
            .collect();
        let calm: Vec<Action> =
            legal.iter().filter(|a| !matches!(a, Action::Attack { .. })).cloned().collect();
        let a = if !build.is_empty() && crate::rng::below(&mut rng, 10) < 8 {
            pick(&mut rng, &build)
        } else if !calm.is_empty() && crate::rng::below(&mut rng, 10) < 9 {
            pick(&mut rng, &calm)
        } else {
            pick(&mut rng, &legal)
        }
        .clone();
        game.apply(a).ok()?;
    }
    let figures = MidgameFigures { creatures: creatures(&game), mana: mana(&game), actions: 20 };
    let setup = board_setup(&game, seed);
    let mut game = Game::from_setup(&setup).ok()?;
    let mut actions = Vec::new();
    while actions.len() < 20 {
        let legal = game.legal_actions();
        if legal.is_empty() || game.result().is_some() {
            return None;
        }
        let a = pick(&mut rng, &legal).clone();
        game.apply(a.clone()).ok()?;
        actions.push(a);
    }
    let history = History { setup, actions, cursor: 20, branches: Vec::new() };
    Some((Snapshot::new(history, Some(PlayerId::P1)), figures))
}

fn log2_factorial(n: usize) -> f64 {
    (2..=n).map(|i| (i as f64).log2()).sum()
}

fn log2_binomial(n: usize, k: usize) -> f64 {
    log2_factorial(n) - log2_factorial(k) - log2_factorial(n.saturating_sub(k))
}

/// An estimate of the fewest bits that can tell this snapshot apart from every other snapshot
/// of the same kind, the seed excepted (docs/links.md, "Length"):
///
/// - the board, per player, given which cards the player has (their multiset): the ways to lay
///   those N cards out in the zones, `log2(N! / Π copies!)` for orderings, less
///   `log2(n!)` for each zone whose order does not matter (hand, mana zone, graveyard), plus
///   the zone sizes (`log2 C(N+7, 7)`), one bit per card in the battle and mana zones (tapped)
///   and one per card in the battle zone (summoning sickness); a start-from-the-decks board is
///   a shuffle of the seed, so it costs nothing here; the turn: active player and step;
/// - the history: for each action, `log2` of the number of legal actions at that moment
///   (`Game::legal_actions`), and the moment shown (`log2(actions + 1)`);
/// - the perspective (`log2 3`).
pub fn information_bits(snapshot: &Snapshot) -> f64 {
    let h = &snapshot.history;
    let setup = &h.setup;
    let mut bits = 3f64.log2() + 1.0 + 6f64.log2();
    if !setup.start_game {
        for (_, p) in setup.players.iter() {
            let zones: [(&Vec<CardSetup>, bool); 8] = [
                (&p.deck, true),
                (&p.hand, false),
                (&p.battle, true),
                (&p.mana, false),
                (&p.shields, true),
                (&p.graveyard, false),
                (&p.hyperspatial, false),
                (&p.gr, true),
            ];
            let mut copies = std::collections::BTreeMap::new();
            let mut n = 0;
            fn count(c: &CardSetup, copies: &mut std::collections::BTreeMap<u32, usize>, n: &mut usize) {
                *copies.entry(c.card.0).or_insert(0) += 1;
                *n += 1;
                for u in c.under.iter().chain(&c.seals) {
                    count(u, copies, n);
                }
            }
            for (list, _) in zones {
                for c in list {
                    count(c, &mut copies, &mut n);
                }
            }
            let mut layout = log2_factorial(n) - copies.values().map(|&k| log2_factorial(k)).sum::<f64>();
            for (list, ordered) in zones {
                if !ordered {
                    layout -= log2_factorial(list.len());
                }
            }
            bits += layout.max(0.0);
            bits += log2_binomial(n + 7, 7);
            bits += (2 * p.battle.len() + p.mana.len()) as f64;
        }
    }
    bits += ((h.actions.len() + 1) as f64).log2();
    if let Ok(mut game) = Game::from_setup(setup) {
        for a in &h.actions {
            let n = game.legal_actions().len().max(1);
            bits += (n as f64).log2();
            if game.apply(a.clone()).is_err() {
                break;
            }
        }
    }
    bits
}
