//! Files built to break the engine's readers and arithmetic (issue #41, part 5): a scenario of
//! 100,000 steps, powers that add up past 32 bits, a move index a link can't hold.

use horyu_engine::scenario::Scenario;

#[test]
fn a_scenario_of_a_hundred_thousand_steps_is_read_in_linear_time() {
    // Each step's line used to be found by counting from the file's start: 100,000 steps took
    // 98 s (release), hours in a debug build.
    let mut text = String::from("title = \"long\"\n[board]\n[board.p1]\ndeck = [\"Aqua Hulcus\"]\n");
    for _ in 0..100_000 {
        text.push_str("[[step]]\nexpect.result = \"none\"\n");
    }
    let sc = Scenario::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(sc.step_count(), 100_000);
}

/// A creature whose power is near the top of 32 bits, and a static that adds to it.
const TITAN: &str = r#"
[[card]]
id = 100000
name = "Titan"
type = "creature"
civilizations = ["fire"]
cost = 5
power = 2147483000

[[card.abilities]]
text = "Gets +1,000,000,000 power for each card in your hand."
static = { power = 1000000000, per = { from = "hand", count = "all" } }
"#;

#[test]
fn a_power_past_32_bits_stays_huge_and_the_creature_stays() {
    // 2,147,483,000 + 3 × 1,000,000,000: a 32-bit sum wrapped to a negative power, and the
    // creature was destroyed as having 0 or less (703.4c); a debug build panicked.
    let text = format!(
        "title = \"huge power\"\n{TITAN}\n{}",
        r#"
[board]
[board.p1]
battle = [{ card = "Titan", as = "titan" }]
hand = [{ card = "Aqua Hulcus", count = 3 }]
deck = [{ card = "Aqua Hulcus", count = 3 }]

[[step]]
end_step = true
expect.zones = { "p1.battle" = ["titan"] }
expect.power = { "titan" = 2147483647 }
"#
    );
    let failures = Scenario::parse(&text).unwrap_or_else(|e| panic!("{e}")).run().failures();
    assert!(failures.is_empty(), "{failures:?}");
}

/// A scenario that moves a card to `index` of a hand.
fn moved_to(index: u64) -> String {
    format!(
        "title = \"far index\"\n[board]\n[board.p1]\nbattle = [{{ card = \"Aqua Hulcus\", as = \"a\" }}]\n\
         deck = [\"Aqua Hulcus\"]\n\n[[step]]\nmove = \"a\"\nto = \"p1.hand\"\nindex = {index}\n"
    )
}

#[test]
fn a_move_index_a_link_cant_hold_is_refused_by_check_where_it_is_written() {
    // It used to pass `horyu check`, and `horyu link encode` then called its own link corrupted.
    let e = Scenario::parse(&moved_to(5_000_000_000)).expect_err("an index past a link's limit");
    assert_eq!(e.line, 7, "{e}");
    assert!(e.message.contains("index"), "{e}");
    // The largest index a link holds is read, played and encoded into a link that opens.
    let sc = Scenario::parse(&moved_to(u64::from(u32::MAX) - 1)).unwrap_or_else(|e| panic!("{e}"));
    let report = sc.run();
    assert!(report.failures().is_empty(), "{:?}", report.failures());
    let link =
        horyu_engine::codec::encode(&horyu_engine::codec::Snapshot::new(report.history(&sc.setup), None));
    horyu_engine::codec::decode(&link).unwrap_or_else(|e| panic!("{e}"));
}

/// A loop no player can stop whose position grows (each time round, 50 creatures get +1000
/// power) runs to the limit of forced steps. Its continuous effects used to pile up, one per
/// creature per round and one per dead object, so every later power query scanned thousands
/// (1.26 s natively, minutes with more creatures). The effects held now stay one per
/// creature: the work of each step no longer grows with the loop (`loop.growing50` in
/// `cargo xtask bench`: 30 ms natively).
#[test]
fn a_growing_loop_keeps_one_power_effect_per_creature() {
    let sc = Scenario::parse(&horyu_engine::bench::growing_loop_board(50)).unwrap_or_else(|e| panic!("{e}"));
    let game = sc.run().game.expect("the board plays");
    assert!(game.result().is_some(), "the loop ends the game");
    let turns = game.log().len();
    assert!(turns > 4_000, "the loop ran to the limit of forced steps: {turns} events");
    let effects = game.effects();
    assert!(effects.len() <= 51, "{} continuous effects held", effects.len());
    // Each creature's +1000s added up in one effect, round after round.
    let powers: Vec<i32> = effects
        .iter()
        .filter_map(|e| match e.change {
            horyu_engine::rules::effects::Change::Power(n) => Some(n),
            _ => None,
        })
        .collect();
    // The 50 tribes', and the looping card's own, made anew with each object it becomes.
    let grown: Vec<i32> = powers.iter().copied().filter(|&n| n >= 100_000).collect();
    assert_eq!(grown.len(), 50, "{powers:?}");
    assert!(grown.iter().all(|&n| n == grown[0]), "{powers:?}");
}
