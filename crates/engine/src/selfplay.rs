//! A random legal player, for testing and benchmarking: plays the two starter decks against
//! each other, checking the engine's invariants after every action.

use crate::card::{starter_decks, CardDb};
use crate::player::PlayerId;
use crate::setup::{CardSetup, Setup};
use crate::state::Game;
use rand_chacha::ChaCha8Rng;

/// How one random game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub winner: Option<PlayerId>,
    pub turns: u32,
    pub actions: u32,
    pub reason: String,
    /// [`Game::state_hash`] of the final state.
    pub state_hash: u64,
}

/// The setup of a new game of the two starter decks.
pub fn starter_setup(seed: u64) -> Setup {
    static DECKS: std::sync::OnceLock<Vec<Vec<crate::card::CardDefId>>> = std::sync::OnceLock::new();
    let decks = DECKS.get_or_init(|| {
        let db = CardDb::builtin();
        starter_decks().iter().map(|d| d.card_ids(&db).expect("starter decks use built-in cards")).collect()
    });
    let mut setup = Setup { seed, start_game: true, ..Setup::default() };
    for (p, deck) in [(PlayerId::P1, &decks[0]), (PlayerId::P2, &decks[1])] {
        setup.players[p].deck = deck.iter().copied().map(CardSetup::new).collect();
    }
    setup
}

/// Plays one game with random legal actions until someone wins or `turn_cap` turns pass.
/// `Err` names the first broken invariant (a lost card, a decision with no legal answer, an
/// action the engine listed as legal but refused).
pub fn play_random_game(seed: u64, turn_cap: u32) -> Result<GameSummary, String> {
    let mut game = Game::from_setup(&starter_setup(seed)).map_err(|e| e.to_string())?;
    let mut rng: ChaCha8Rng = crate::rng::from_seed(seed ^ 0x5eed_5eed);
    let mut actions = 0u32;
    game.check_invariants()?;
    while game.result().is_none() && game.turn().number <= turn_cap {
        let legal = game.legal_actions();
        if legal.is_empty() {
            return Err(format!(
                "turn {}: no legal action and no result ({:?})",
                game.turn().number,
                game.decision()
            ));
        }
        let a = legal[crate::rng::below(&mut rng, legal.len())].clone();
        if let Err(e) = game.apply(a.clone()) {
            return Err(format!(
                "turn {}: the engine listed {a:?} as legal but refused it: {e}",
                game.turn().number
            ));
        }
        actions += 1;
        game.check_invariants().map_err(|e| format!("turn {} after {a:?}: {e}", game.turn().number))?;
    }
    Ok(GameSummary {
        winner: game.result().and_then(|r| r.winner),
        turns: game.turn().number,
        actions,
        reason: game.result().map_or_else(|| format!("turn cap of {turn_cap} reached"), |r| r.reason.clone()),
        state_hash: game.state_hash(),
    })
}
