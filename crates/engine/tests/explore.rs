//! The order explorer groups orders of pending effects by their outcomes (issue: order explorer).

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
