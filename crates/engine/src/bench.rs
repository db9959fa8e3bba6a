//! Workloads shared by the native and the wasm benchmarks and the determinism tests, so both
//! targets measure and check the very same work.

use crate::action::{Action, Manual};
use crate::player::PlayerId;
use crate::scenario::Scenario;
use crate::selfplay::{play_random_game, starter_setup};
use crate::session::{History, Session};
use crate::state::Game;
use crate::zone::{Zone, ZoneRef};

/// A board where player 1 must order `n` pending effects (2 to 8): `n − 1` Mist Rias draws
/// and Bronze-Arm Tribe's mana, all triggered by summoning the Tribe. `n!` orders, `n`
/// distinct outcomes (only where the mana charge falls among the draws matters).
pub fn pending_board(n: usize) -> String {
    format!(
        r#"
title = "{n} pending effects"
[board]
[board.p1]
hand = [{{ card = "Bronze-Arm Tribe", as = "tribe" }}]
battle = [{{ card = "Mist Rias, Sonic Guardian", count = {draws} }}]
mana = [{{ card = "Bronze-Arm Tribe", count = 3 }}]
deck = ["Aqua Hulcus", "Bolshack Dragon", "Terror Pit", "Holy Awe", "Spiral Gate", "Energy Stream", "Lost Soul", "Aqua Surfer", "Aqua Hulcus", "Bolshack Dragon"]
[board.p2]
deck = [{{ card = "Aqua Hulcus", count = 3 }}]
[[step]]
use = "tribe"
"#,
        draws = n.saturating_sub(1)
    )
}

/// The game of [`pending_board`] at the moment player 1 orders the `n` effects.
pub fn pending_game(n: usize) -> Result<Game, String> {
    let sc = Scenario::parse(&pending_board(n)).map_err(|e| format!("the benchmark board: {e}"))?;
    sc.run().game.ok_or_else(|| "the benchmark board does not play".to_string())
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

/// Games in one timed round of the selfplay figure, natively and in wasm alike.
pub const SELFPLAY_GAMES: u32 = 250;
/// Timed rounds of the same games; the figure is the fastest. On a shared machine one run
/// of either target varies by ±25% (a build, a browser or the other core's work steals
/// time), and the fastest round is the one least disturbed: the ratio of two single runs
/// landed anywhere from 1.26 to 2.56 for one build, the best of rounds does not move so.
pub const SELFPLAY_ROUNDS: u32 = 4;
/// Games played first and not timed: the built-in card set is parsed, and a wasm runtime has
/// compiled the engine's code, before the clock starts. Startup is not throughput.
pub const WARMUP_GAMES: u32 = 100;

/// Selfplay throughput in games per second, after the warm-up: the best of
/// [`SELFPLAY_ROUNDS`] rounds of the same [`SELFPLAY_GAMES`] games. `seconds` reads a clock
/// (each target has its own). Fails if a game violates an invariant or a round plays
/// differently from the first (the engine must be deterministic).
pub fn selfplay_rate(seconds: impl Fn() -> f64) -> Result<f64, String> {
    selfplay_fingerprint(1_000_000, WARMUP_GAMES)?;
    let mut best = f64::INFINITY;
    let mut first = None;
    for _ in 0..SELFPLAY_ROUNDS {
        let t = seconds();
        let print = selfplay_fingerprint(1, SELFPLAY_GAMES)?;
        best = best.min(seconds() - t);
        if *first.get_or_insert(print) != print {
            return Err("the same selfplay games played differently in two rounds".into());
        }
    }
    Ok(f64::from(SELFPLAY_GAMES) / best.max(1e-9))
}

/// Milliseconds to explore the `n!` orders of [`pending_game`]`(n)`, averaged over `runs`
/// after one untimed run (`explore6`, `explore8` in `cargo xtask bench`).
pub fn explore_ms(n: usize, runs: u32, seconds: impl Fn() -> f64) -> Result<f64, String> {
    let game = pending_game(n)?;
    let orders: usize = (1..=n).product();
    let once = || match game.explore_orders() {
        Ok(ex) if ex.orders == orders && ex.outcomes.len() == n => Ok(()),
        Ok(ex) => Err(format!(
            "the explorer benchmark board is wrong: {} orders, {} outcomes",
            ex.orders,
            ex.outcomes.len()
        )),
        Err(e) => Err(format!("the explorer benchmark board is wrong: {e}")),
    };
    once()?;
    let t = seconds();
    for _ in 0..runs {
        once()?;
    }
    Ok((seconds() - t) * 1000.0 / f64::from(runs.max(1)))
}

/// The history of a long session: `n` random legal actions of a game of the Tidal Light
/// Control deck against itself (none of its creatures must attack), where a direct attack is
/// made only when nothing else is legal, and a card goes back from the graveyard into a deck
/// (or the mana zone, the hand, the battle zone) by hand whenever one runs low, so that the game goes on. Shown at its end.
pub fn long_history(seed: u64, n: usize) -> Result<History, String> {
    let mut setup = starter_setup(seed);
    setup.players.p1.deck = setup.players.p2.deck.clone();
    let mut game = Game::from_setup(&setup).map_err(|e| e.to_string())?;
    let mut rng = crate::rng::from_seed(seed ^ 0x10c9);
    let mut actions = Vec::with_capacity(n);
    while actions.len() < n {
        let low = [PlayerId::P1, PlayerId::P2].into_iter().find_map(|p| {
            let spare = [Zone::Graveyard, Zone::Mana, Zone::Hand, Zone::Battle]
                .into_iter()
                .find_map(|z| game.zone_cards(p, z).first().copied());
            spare.filter(|_| game.zone_cards(p, Zone::Deck).len() < 10).map(|c| (p, c))
        });
        if let Some((p, card)) = low {
            let back = Action::Manual(Manual::Move { card, to: ZoneRef::new(p, Zone::Deck), index: None });
            if game.apply(back.clone()).is_ok() {
                actions.push(back);
                continue;
            }
        }
        let legal = game.legal_actions();
        let calm: Vec<&Action> =
            legal.iter().filter(|a| !matches!(a, Action::Attack { target: None, .. })).collect();
        let a = match calm.len() {
            0 if legal.is_empty() => {
                return Err(format!(
                    "the long game stopped after {} actions ({:?})",
                    actions.len(),
                    game.result()
                ))
            }
            0 => legal[crate::rng::below(&mut rng, legal.len())].clone(),
            k => calm[crate::rng::below(&mut rng, k)].clone(),
        };
        game.apply(a.clone()).map_err(|e| format!("action {} ({a}) is refused: {e}", actions.len() + 1))?;
        actions.push(a);
    }
    Ok(History { setup, cursor: actions.len(), actions, branches: Vec::new() })
}

/// Actions in the session of the undo and go-to figures.
pub const LONG_SESSION: usize = 10_000;

/// Milliseconds to undo the last action, and to go to the middle, of a session of
/// [`LONG_SESSION`] actions ([`long_history`]), each averaged over `runs` copies of it
/// (`session.undo` and `session.goto_middle` in `cargo xtask bench`).
pub fn session_ms(runs: u32, seconds: impl Fn() -> f64) -> Result<(f64, f64), String> {
    let session = Session::from_history(long_history(1, LONG_SESSION)?)?;
    let runs = runs.max(1);
    let time = |f: &dyn Fn(&mut Session) -> bool| -> Result<f64, String> {
        let mut total = 0.0;
        for _ in 0..runs {
            let mut s = session.clone();
            let t = seconds();
            if !f(&mut s) {
                return Err("the long session does not replay".into());
            }
            total += seconds() - t;
        }
        Ok(total * 1000.0 / f64::from(runs))
    };
    Ok((time(&|s| s.undo())?, time(&|s| s.go_to(LONG_SESSION / 2))?))
}

/// A loop no player can stop whose position grows each time round (issue #41): a creature
/// that is destroyed as it enters and comes back when destroyed, each time giving all of its
/// controller's `creatures` other creatures +1000 power, so it never repeats exactly and runs
/// to the limit of forced steps ([`crate::state::repeat`]).
pub fn growing_loop_board(creatures: usize) -> String {
    format!(
        r#"
title = "a growing loop beside {creatures} creatures"
[[card]]
id = 100000
name = "Phoenix Loop"
type = "creature"
civilizations = ["fire"]
cost = 1
power = 1000
races = ["Human"]
[[card.abilities]]
text = "When this creature enters the battle zone, all your creatures get +1000 power until the end of the turn; destroy this creature."
when = {{ enters_battle = {{ card = "self" }} }}
effect = [{{ power = {{ what = {{ player = "you", filter = {{ type = "creature" }}, count = "all" }}, amount = 1000 }} }}, {{ destroy = {{ from = "self" }} }}]
[[card.abilities]]
text = "When this creature is destroyed, put it into the battle zone."
when = {{ destroyed = {{ card = "self" }} }}
effect = [{{ move = {{ what = {{ from = "self" }}, to = "battle" }} }}]
[board]
turn = 3
[board.p1]
hand = [{{ card = "Phoenix Loop", as = "loop" }}]
mana = ["Brawler Zyler"]
battle = [{{ card = "Bronze-Arm Tribe", count = {creatures} }}]
deck = [{{ card = "Aqua Hulcus", count = 3 }}]
[[step]]
use = "loop"
"#
    )
}

/// Milliseconds to play [`growing_loop_board`] to its end (the game void), averaged over
/// `runs` (`loop.growing50` in `cargo xtask bench`).
pub fn growing_loop_ms(creatures: usize, runs: u32, seconds: impl Fn() -> f64) -> Result<f64, String> {
    let sc = Scenario::parse(&growing_loop_board(creatures)).map_err(|e| format!("the loop board: {e}"))?;
    let runs = runs.max(1);
    let mut total = 0.0;
    for _ in 0..runs {
        let t = seconds();
        let game = sc.run().game.ok_or("the loop board does not play")?;
        total += seconds() - t;
        if game.result().is_none() {
            return Err("the growing loop did not end the game".into());
        }
    }
    Ok(total * 1000.0 / f64::from(runs))
}

/// A crowded attack step: player 1's `creatures` untapped creatures face as many tapped ones of
/// player 2's, a tenth of which lure attacks (攻撃誘導) when the whole vocabulary is built.
/// Every attack is checked against every luring creature, so listing the legal attacks is the
/// work a hostile link of a full board asks of its reader.
pub fn crowded_attack_board(creatures: usize) -> String {
    let lures = creatures / 10;
    let lure_card = if cfg!(whole_vocabulary) {
        "\n[[card]]\nid = 100000\nname = \"Lure\"\ntype = \"creature\"\ncivilizations = [\"nature\"]\n\
         cost = 2\npower = 1000\nraces = [\"Beast Folk\"]\nkeywords = [\"lures_attacks\"]\n"
    } else {
        "\n[[card]]\nid = 100000\nname = \"Lure\"\ntype = \"creature\"\ncivilizations = [\"nature\"]\n\
         cost = 2\npower = 1000\nraces = [\"Beast Folk\"]\n"
    };
    format!(
        r#"
title = "{creatures} attackers against {creatures} tapped creatures"
{lure_card}
[board]
turn = 3
step = "attack"
[board.p1]
battle = [{{ card = "Bronze-Arm Tribe", count = {creatures} }}]
deck = [{{ card = "Aqua Hulcus", count = 3 }}]
[board.p2]
battle = [{{ card = "Aqua Hulcus", count = {plain}, tapped = true }}, {{ card = "Lure", count = {lures}, tapped = true }}]
deck = [{{ card = "Aqua Hulcus", count = 3 }}]
"#,
        plain = creatures - lures
    )
}

/// Milliseconds to list the legal actions of [`crowded_attack_board`], averaged over `runs`
/// (`attacks.crowded100` in `cargo xtask bench`).
pub fn crowded_attack_ms(creatures: usize, runs: u32, seconds: impl Fn() -> f64) -> Result<f64, String> {
    let sc =
        Scenario::parse(&crowded_attack_board(creatures)).map_err(|e| format!("the crowded board: {e}"))?;
    let game = sc.run().game.ok_or("the crowded board does not play")?;
    let runs = runs.max(1);
    let t = seconds();
    let mut listed = 0;
    for _ in 0..runs {
        listed = game.legal_actions().len();
    }
    let ms = (seconds() - t) * 1000.0 / f64::from(runs);
    // Each attacker attacks a player or one of the tapped creatures (a lure when there is
    // one), and the step may end: the board must really be the crowded attack step.
    if listed <= creatures {
        return Err(format!("the crowded board lists {listed} actions"));
    }
    Ok(ms)
}
