//! Elements that are not creatures (316.1): a Tamaseed or a field that just entered is not
//! summoning sick (801.3 is about creatures), so the board shows no sleeping mark on it.

use horyu_engine::scenario::Scenario;
use horyu_engine::{PlayerId, Zone};

const BOARD: &str = r#"
title = "elements that just entered"

[[card]]
id = 100000
name = "Quiet Tablet"
type = "tamaseed"
civilizations = ["nature"]
cost = 2

[[card]]
id = 100001
name = "Quiet Shore"
type = "field"
civilizations = ["water"]
cost = 2

[board]
turn = 3

[board.p1]
battle = [
  { card = "Quiet Tablet", sick = true },
  { card = "Quiet Shore", sick = true },
  { card = "Aqua Hulcus", sick = true },
]
"#;

#[test]
fn only_creatures_are_summoning_sick() {
    let game = Scenario::parse(BOARD).unwrap().run().game.unwrap();
    let view = game.view(None);
    let battle = view
        .zones
        .iter()
        .find(|z| z.zone.zone == Zone::Battle && z.zone.player == PlayerId::P1)
        .expect("player 1's battle zone");
    let sick: Vec<(String, bool)> =
        battle.cards.iter().map(|c| (c.name.clone().unwrap_or_default(), c.sick)).collect();
    assert_eq!(
        sick,
        [("Quiet Tablet".into(), false), ("Quiet Shore".into(), false), ("Aqua Hulcus".into(), true)],
        "only the creature that entered this turn is summoning sick"
    );
}
