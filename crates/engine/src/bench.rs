//! Workloads shared by the native and the wasm benchmarks and the determinism tests, so both
//! targets measure and check the very same work.

use crate::scenario::Scenario;
use crate::selfplay::play_random_game;
use crate::state::Game;

/// A board where player 1 must order six pending effects: five Mist Rias draws and Bronze-Arm
/// Tribe's mana, all triggered by summoning the Tribe (720 orders, 6 distinct outcomes).
pub const SIX_PENDING: &str = r#"
title = "six pending effects"
[board]
[board.p1]
hand = [{ card = "Bronze-Arm Tribe", as = "tribe" }]
battle = [{ card = "Mist Rias, Sonic Guardian", count = 5 }]
mana = [{ card = "Bronze-Arm Tribe", count = 3 }]
deck = ["Aqua Hulcus", "Bolshack Dragon", "Terror Pit", "Holy Awe", "Spiral Gate", "Energy Stream", "Lost Soul", "Aqua Surfer"]
[board.p2]
deck = [{ card = "Aqua Hulcus", count = 3 }]
[[step]]
use = "tribe"
"#;

/// The game of [`SIX_PENDING`] at the moment player 1 orders the six effects.
pub fn six_pending() -> Game {
    let sc = Scenario::parse(SIX_PENDING).expect("the benchmark board is valid");
    sc.run().game.expect("the benchmark board plays")
}

/// Plays `games` random games from `seed` on and returns a fingerprint of all of them: the
/// same on every target if the engine is deterministic.
pub fn selfplay_fingerprint(seed: u64, games: u32) -> Result<u64, String> {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for i in 0..games {
        let s = play_random_game(seed + u64::from(i), 200)?;
        for x in
            [s.turns as u64, s.actions as u64, s.winner.map_or(0, |p| p.index() as u64 + 1), s.state_hash]
        {
            h = (h ^ x).wrapping_mul(0x0100_0000_01b3);
        }
    }
    Ok(h)
}

/// Games timed by the selfplay figure, natively and in wasm alike.
pub const SELFPLAY_GAMES: u32 = 1000;
/// Games played first and not timed: the built-in card set is parsed, and a wasm runtime has
/// compiled the engine's code, before the clock starts. Startup is not throughput.
pub const WARMUP_GAMES: u32 = 100;

/// Selfplay throughput in games per second, after the warm-up. `seconds` reads a clock (each
/// target has its own). Fails if a game violates an invariant.
pub fn selfplay_rate(seconds: impl Fn() -> f64) -> Result<f64, String> {
    selfplay_fingerprint(1_000_000, WARMUP_GAMES)?;
    let t = seconds();
    selfplay_fingerprint(1, SELFPLAY_GAMES)?;
    Ok(f64::from(SELFPLAY_GAMES) / (seconds() - t).max(1e-9))
}

/// Milliseconds to explore the 720 orders of [`SIX_PENDING`], averaged over `runs` after two
/// untimed runs.
pub fn explore_ms(runs: u32, seconds: impl Fn() -> f64) -> Result<f64, String> {
    let game = six_pending();
    let once = || match game.explore_orders() {
        Ok(ex) if ex.orders == 720 => Ok(()),
        other => Err(format!("the explorer benchmark board is wrong: {other:?}")),
    };
    once()?;
    once()?;
    let t = seconds();
    for _ in 0..runs {
        once()?;
    }
    Ok((seconds() - t) * 1000.0 / f64::from(runs.max(1)))
}
