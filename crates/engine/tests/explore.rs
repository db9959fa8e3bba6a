//! The order explorer groups orders of pending effects by their outcomes (issue: order explorer).

mod common;

use horyu_engine::scenario::Scenario;
use horyu_engine::{Action, Answer, DecisionKind};

const BOARD: &str = r#"
title = "explorer"
[board]
[board.p1]
hand = [{ card = "Bronze-Arm Tribe", as = "tribe" }]
battle = ["Mist Rias, Sonic Guardian"]
mana = [{ card = "Bronze-Arm Tribe", count = 3 }]
deck = ["Aqua Hulcus", "Bolshack Dragon", "Terror Pit", "Holy Awe"]
[board.p2]
battle = ["Mist Rias, Sonic Guardian"]
deck = [{ card = "Aqua Hulcus", count = 3 }]
[[step]]
use = "tribe"
"#;

#[test]
fn two_orders_two_outcomes() {
    let sc = Scenario::parse(BOARD).unwrap();
    let report = sc.run();
    assert!(report.passed(), "{:?}", report.failures());
    let game = report.game.unwrap();
    let d = game.decision().expect("p1 must order two effects");
    assert!(matches!(d.kind, DecisionKind::NextPending { ref options } if options.len() == 2), "{d:?}");
    let ex = game.explore_orders().unwrap();
    assert_eq!(ex.orders, 2);
    // Drawing first takes Aqua Hulcus into the hand and charges Bolshack Dragon; the other
    // order charges Aqua Hulcus and draws Bolshack Dragon.
    assert_eq!(ex.outcomes.len(), 2, "{:#?}", ex.outcomes);
    let hands: Vec<&String> =
        ex.outcomes.iter().map(|o| o.board.iter().find(|l| l.starts_with("p1.hand")).unwrap()).collect();
    assert_ne!(hands[0], hands[1]);
    // The explorer does not change the game.
    assert_eq!(game.decision(), Some(d));
}

#[test]
fn explorer_refuses_other_decisions() {
    let sc = Scenario::parse(BOARD).unwrap();
    let mut game = sc.run_steps(0).game.unwrap();
    assert!(game.explore_orders().is_err());
    let tribe = game.zone_cards(horyu_engine::PlayerId::P1, horyu_engine::Zone::Hand)[0];
    game.apply(Action::Use { card: tribe, mana: None, side: None }).unwrap();
    // Now p1 orders; answering with an id that is not an option is refused, and nothing changes.
    let before = game.state_hash();
    assert!(game.apply(Action::Answer(Answer::Pending(999))).is_err());
    assert_eq!(before, game.state_hash());
}

/// Every game a ruling file reaches, step by step (the board before each step and at the end).
fn ruling_positions() -> Vec<(String, horyu_engine::Game)> {
    let mut out = Vec::new();
    for f in common::ruling_files(true) {
        let sc = Scenario::parse(&std::fs::read_to_string(&f).unwrap()).unwrap();
        let steps = sc.run().steps.len();
        for k in 0..=steps {
            if let Some(g) = sc.run_steps(k).game {
                out.push((format!("{} after {k} steps", f.display()), g));
            }
        }
    }
    out
}

/// Issue #15: the transposition table explores a position reached by several orders once.
/// It must find exactly what playing out every order finds: the same outcomes, each with the
/// same orders in the same order, on every position of every ruling where effects wait to be
/// ordered, and on the benchmark boards of 2 to 6 effects.
#[test]
fn the_table_finds_what_playing_out_every_order_finds() {
    let mut compared = 0;
    let mut positions = ruling_positions();
    for n in 2..=6 {
        positions.push((format!("{n} pending effects"), horyu_engine::bench::pending_game(n).unwrap()));
    }
    for (name, g) in positions {
        let Some(DecisionKind::NextPending { options }) = g.decision().map(|d| &d.kind) else { continue };
        if options.len() > 6 {
            continue;
        }
        assert_eq!(g.explore_orders(), g.explore_orders_brute_force(), "{name}");
        compared += 1;
    }
    assert!(compared >= 10, "only {compared} positions with effects to order");
}

/// Eight effects (40,320 orders) are within reach: the seven draws commute, so the table sees
/// each set of draws once, and every order is still listed in its outcome.
#[test]
fn eight_effects_are_explored_with_every_order_listed() {
    let g = horyu_engine::bench::pending_game(8).unwrap();
    let ex = g.explore_orders().unwrap();
    assert_eq!(ex.orders, 40_320);
    assert_eq!(ex.outcomes.len(), 8);
    for o in &ex.outcomes {
        assert_eq!(o.orders.len(), 5040, "{:?}", o.board);
        let mut sorted = o.orders.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 5040, "no order twice");
        assert!(o.orders.iter().all(|order| order.len() == 8));
    }
}
