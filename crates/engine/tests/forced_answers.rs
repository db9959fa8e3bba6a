//! Boards built to make a decision's search explode (issue #41, part 2): a five-civilization
//! card paid from nearly a thousand mana cards, "destroy 5" among a hundred creatures that must
//! be chosen if able. Whether exactly one answer is legal, and whether an answer is legal at
//! all, is decided without listing every combination: these boards hung the engine before
//! (C(994, 5) payments, C(120, 5) choices, looked at one by one).

use horyu_engine::scenario::Scenario;

/// Custom cards: one of each civilization, a colorless one and a five-civilization creature.
const CARDS: &str = r#"
[[card]]
id = 100000
name = "Rainbow Giant"
type = "creature"
civilizations = ["light", "water", "darkness", "fire", "nature"]
cost = 5
power = 5000

[[card]]
id = 100001
name = "Light Stone"
type = "spell"
civilizations = ["light"]
cost = 1

[[card]]
id = 100002
name = "Water Stone"
type = "spell"
civilizations = ["water"]
cost = 1

[[card]]
id = 100003
name = "Darkness Stone"
type = "spell"
civilizations = ["darkness"]
cost = 1

[[card]]
id = 100004
name = "Fire Stone"
type = "spell"
civilizations = ["fire"]
cost = 1

[[card]]
id = 100005
name = "Nature Stone"
type = "spell"
civilizations = ["nature"]
cost = 1

[[card]]
id = 100006
name = "Grey Stone"
type = "spell"
civilizations = ["zero"]
cost = 1
"#;

/// `n` copies of `card` as board entries (an entry counts at most 200).
fn many(card: &str, n: u32) -> String {
    (0..n.div_ceil(200))
        .map(|i| format!("{{ card = \"{card}\", count = {} }}", (n - i * 200).min(200)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn run(board_and_steps: &str) -> Vec<String> {
    let text = format!("title = \"hostile board\"\n{CARDS}\n{board_and_steps}");
    let report = Scenario::parse(&text).unwrap_or_else(|e| panic!("{e}")).run();
    report.failures()
}

#[test]
fn a_five_civilization_card_paid_by_the_only_five_cards_that_can_is_paid_without_asking() {
    // 990 colorless mana first, then one card of each civilization: only those five pay
    // Rainbow Giant's 5 with one of each civilization (112.2a), so no question is asked.
    let failures = run(&r#"
[board]
[board.p1]
hand = [{ card = "Rainbow Giant", as = "giant" }]
mana = [
  {},
  "Light Stone", "Water Stone", "Darkness Stone", "Fire Stone", "Nature Stone",
]

[[step]]
use = "giant"
expect.zones = { "p1.battle" = ["giant"] }
expect.tapped = { "Light Stone" = true, "Nature Stone" = true }
"#
    .replace("{}", &many("Grey Stone", 990)));
    assert!(failures.is_empty(), "{failures:?}");
}

#[test]
fn a_five_civilization_card_with_many_payments_asks_which() {
    // 990 light mana, then one card of each other civilization: any one light card with the
    // four others pays, so the player is asked.
    let failures = run(&r#"
[board]
[board.p1]
hand = [{ card = "Rainbow Giant", as = "giant" }]
mana = [
  {},
  "Water Stone", "Darkness Stone", "Fire Stone", "Nature Stone",
]

[[step]]
use = "giant"
expect.decision = { kind = "mana" }
"#
    .replace("{}", &many("Light Stone", 990)));
    assert!(failures.is_empty(), "{failures:?}");
}

#[test]
fn a_five_civilization_card_nothing_pays_is_refused() {
    // 990 light and two water mana: no fire, darkness or nature, so the use is refused.
    let failures = run(&r#"
[board]
[board.p1]
hand = [{ card = "Rainbow Giant", as = "giant" }]
mana = [{}, { card = "Water Stone", count = 2 }]

[[step]]
use = "giant"
refused = "112.2a"
"#
    .replace("{}", &many("Light Stone", 990)));
    assert!(failures.is_empty(), "{failures:?}");
}

/// Creatures for "destroy five": a plain one and one that must be chosen if able (101.2).
const CREATURES: &str = r#"
[[card]]
id = 100010
name = "Five Snare"
type = "spell"
civilizations = ["darkness"]
cost = 1

[[card.abilities]]
text = "Destroy five of your opponent's creatures."
effect = [{ destroy = { player = "opponent", filter = { type = "creature" }, count = 5 } }]

[[card]]
id = 100011
name = "Decoy"
type = "creature"
civilizations = ["nature"]
cost = 3
power = 3000
keywords = ["must_be_chosen"]
"#;

fn run_creatures(board_and_steps: &str) -> Vec<String> {
    let text = format!("title = \"hostile board\"\n{CREATURES}\n{board_and_steps}");
    Scenario::parse(&text).unwrap_or_else(|e| panic!("{e}")).run().failures()
}

#[test]
fn destroy_five_among_hundreds_where_five_must_be_chosen_takes_those_five_without_asking() {
    // 900 plain creatures, then five that must be chosen if able: the five are the only answer.
    let failures = run_creatures(
        &r#"
[board]
[board.p1]
hand = [{ card = "Five Snare", as = "snare" }]
mana = ["Lost Soul"]

[board.p2]
battle = [{}, { card = "Decoy", count = 5 }]

[[step]]
use = "snare"
expect.zones = { "p2.graveyard" = ["Decoy", "Decoy", "Decoy", "Decoy", "Decoy"], "p2.battle" = 900 }
"#
        .replace("{}", &many("Aqua Hulcus", 900)),
    );
    assert!(failures.is_empty(), "{failures:?}");
}

#[test]
fn destroy_five_among_hundreds_where_four_must_be_chosen_asks_for_the_fifth() {
    let failures = run_creatures(
        &r#"
[board]
[board.p1]
hand = [{ card = "Five Snare", as = "snare" }]
mana = ["Lost Soul"]

[board.p2]
battle = [{}, { card = "Decoy", count = 4 }]

[[step]]
use = "snare"
expect.decision = { kind = "cards" }
"#
        .replace("{}", &many("Aqua Hulcus", 900)),
    );
    assert!(failures.is_empty(), "{failures:?}");
}
