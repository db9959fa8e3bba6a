//! Prohibitions (101.2, 700.3): things a card or a player can't do, as keywords, static abilities
//! and effects with a duration. The official rulings in tests/rulings/official show them in play;
//! these check each word's edges.

use horyu_engine::scenario::Scenario;

fn passes(text: &str) {
    let sc = Scenario::parse(text).unwrap_or_else(|e| panic!("{e}"));
    let report = sc.run();
    assert!(report.passed(), "{:?}", report.failures());
}

const CARDS: &str = r#"
[[card]]
id = 100000
name = "Siege Golem"
note = "Test card."
type = "creature"
civilizations = ["fire"]
cost = 3
power = 5000
keywords = ["cant_attack_players"]

[[card]]
id = 100001
name = "Iron Sentry"
note = "Test card: can't be destroyed, and its power is 0."
type = "creature"
civilizations = ["light"]
cost = 2
power = 0
keywords = ["cant_be_destroyed"]

[[card]]
id = 100002
name = "Rusted Gate"
note = "Test card."
type = "creature"
civilizations = ["water"]
cost = 2
power = 1000
keywords = ["doesnt_untap"]

[[card]]
id = 100003
name = "Veil Keeper"
note = "Test card: your creatures can't be chosen by your opponent's spells."
type = "creature"
civilizations = ["light"]
cost = 4
power = 3000

[[card.abilities]]
text = "Your creatures can't be chosen by your opponent's spells."
static = { affects = { count = "all" }, forbid = "choose_with_spells", forbid_player = "opponent" }

[[card]]
id = 100004
name = "Snare Bolt"
note = "Test spell."
type = "spell"
civilizations = ["fire"]
cost = 1

[[card.abilities]]
text = "Destroy one of your opponent's creatures."
effect = [{ destroy = { player = "opponent" } }]

[[card]]
id = 100005
name = "Ash Rain"
note = "Test spell."
type = "spell"
civilizations = ["fire"]
cost = 1

[[card.abilities]]
text = "Destroy all of your opponent's creatures."
effect = [{ destroy = { player = "opponent", count = "all" } }]

[[card]]
id = 100006
name = "Snare Hound"
note = "Test creature whose enter ability destroys."
type = "creature"
civilizations = ["fire"]
cost = 1
power = 1000

[[card.abilities]]
text = "When this creature is put into the battle zone, destroy one of your opponent's creatures."
when = { enters_battle = { card = "self" } }
effect = [{ destroy = { player = "opponent" } }]
"#;

/// A scenario of the cards above: `active`'s turn at `step`, each player's zones as TOML lines
/// (each gets a deck of three), then the steps.
fn scenario(active: &str, step: &str, p1: &str, p2: &str, steps: &str) -> String {
    let deck = r#"deck = [{ card = "Aqua Hulcus", count = 3 }]"#;
    format!(
        "title = \"t\"\n{CARDS}\n[board]\nactive = \"{active}\"\nstep = \"{step}\"\nturn = 6\n\
         [board.p1]\n{p1}\n{deck}\n[board.p2]\n{p2}\n{deck}\n{steps}"
    )
}

#[test]
fn cant_attack_players_may_still_attack_a_tapped_creature() {
    passes(&scenario(
        "p1",
        "attack",
        r#"battle = [{ card = "Siege Golem", as = "golem" }]"#,
        r#"battle = [{ card = "Aqua Hulcus", as = "tapped", tapped = true }]
shields = [{ card = "Aqua Hulcus", count = 2 }]"#,
        r#"
[[step]]
attack = "golem"
refused = "can't attack players"
expect.zones = { "p2.shields" = 2 }

[[step]]
attack = "golem"
target = "tapped"
expect.zones = { "p2.graveyard" = ["tapped"] }
"#,
    ));
}

#[test]
fn a_creature_that_cant_be_destroyed_ignores_zero_power_and_destroy_effects() {
    passes(&scenario(
        "p1",
        "main",
        r#"hand = [{ card = "Snare Bolt", as = "bolt" }]
mana = [{ card = "Snare Bolt", as = "m1" }]"#,
        r#"battle = [{ card = "Iron Sentry", as = "sentry" }]"#,
        r#"
[[step]]
note = "power 0, yet the state-based action leaves it (700.3); the spell's destruction doesn't happen"
use = "bolt"
mana = ["m1"]
expect.zones = { "p2.battle" = ["sentry"], "p1.graveyard" = ["bolt"] }
expect.events = [{ type = "prohibited", rule = "700.3", card = "sentry" }]
"#,
    ));
}

#[test]
fn doesnt_untap_stays_tapped_at_the_start_of_its_turn() {
    passes(&scenario(
        "p2",
        "end_of_turn",
        r#"battle = [{ card = "Rusted Gate", as = "gate", tapped = true }, { card = "Aqua Hulcus", as = "hulcus", tapped = true }]"#,
        "",
        r#"
[[step]]
expect.tapped = { "gate" = true, "hulcus" = false }
"#,
    ));
}

#[test]
fn cant_be_chosen_by_spells_stops_spells_not_abilities_and_not_all() {
    let board = |steps: &str| {
        scenario(
            "p1",
            "main",
            r#"hand = [{ card = "Snare Bolt", as = "bolt" }, { card = "Snare Hound", as = "hound" }, { card = "Ash Rain", as = "rain" }]
mana = [{ card = "Snare Bolt", as = "m1" }]"#,
            r#"battle = [{ card = "Veil Keeper", as = "keeper" }, { card = "Aqua Hulcus", as = "hulcus" }]"#,
            steps,
        )
    };
    // A spell can't choose either protected creature: nothing is destroyed.
    passes(&board(
        r#"
[[step]]
use = "bolt"
mana = ["m1"]
expect.zones = { "p2.battle" = ["keeper", "hulcus"], "p1.graveyard" = ["bolt"] }
"#,
    ));
    // A creature's ability may choose them.
    passes(&board(
        r#"
[[step]]
use = "hound"
mana = ["m1"]
expect.decision = { kind = "cards", player = "p1", options = ["keeper", "hulcus"] }
"#,
    ));
    // "All" does not choose (605.2b): the spell destroys both.
    passes(&board(
        r#"
[[step]]
use = "rain"
mana = ["m1"]
expect.zones = { "p2.battle" = 0, "p2.graveyard" = ["keeper", "hulcus"] }
"#,
    ));
}

#[test]
fn all_does_not_choose_so_untouchable_creatures_are_reached() {
    passes(&scenario(
        "p1",
        "main",
        r#"hand = [{ card = "Ash Rain", as = "rain" }, { card = "Snare Bolt", as = "bolt" }]
mana = [{ card = "Snare Bolt", as = "m1" }, { card = "Snare Bolt", as = "m2" }]"#,
        r#"battle = [{ card = "Onikamas, Strange Flow", as = "onikamas" }]"#,
        r#"
[[step]]
note = "choosing one: the untouchable creature can't be chosen"
use = "bolt"
mana = ["m1"]
expect.zones = { "p2.battle" = ["onikamas"], "p1.graveyard" = ["bolt"] }

[[step]]
use = "rain"
mana = ["m2"]
expect.zones = { "p2.graveyard" = ["onikamas"] }
"#,
    ));
}

#[test]
fn the_prompt_names_the_creature_that_must_be_chosen() {
    let text = include_str!("../../../tests/rulings/official/qa-1012-doki-no-yousei-up-to-two.toml");
    let sc = Scenario::parse(text).unwrap();
    // The first action (summoning Val Bolshack) stops at the choice.
    let first = sc.run().history(&sc.setup).actions[0].clone();
    let mut game = horyu_engine::Game::from_setup(&sc.setup).unwrap();
    game.apply(first).unwrap();
    for (viewer, lang, words) in [
        (None, horyu_engine::words::Lang::En, "Doki no Yousei must be among them if able (101.2)"),
        (Some(horyu_engine::PlayerId::P2), horyu_engine::words::Lang::Ja, "可能なら同期の妖精を含めて選ぶ"),
    ] {
        let d = game.sight(viewer).decision().unwrap();
        assert!(d.prompt.get(lang).contains(words), "{:?}", d.prompt);
    }
}

const USE_CARDS: &str = r#"
[[card]]
id = 100010
name = "Hush Warden"
note = "Test card: no player can cast fire spells."
type = "creature"
civilizations = ["light"]
cost = 4
power = 3000

[[card.abilities]]
text = "No player can cast fire spells."
static = { affects = { filter = { type = "spell", civilization = ["fire"] } }, forbid = "use", forbid_player = "any" }

[[card]]
id = 100011
name = "Echo Caster"
note = "Test card: casts a spell from its player's hand as it enters."
type = "creature"
civilizations = ["water"]
cost = 1
power = 1000

[[card.abilities]]
text = "When this creature is put into the battle zone, cast a spell from your hand for free."
when = { enters_battle = { card = "self" } }
effect = [{ cast = { what = { from = "hand", filter = { type = "spell" } } } }]

[[card]]
id = 100012
name = "Crowd Blade"
note = "Test card: can be summoned only while its player has 2 or more creatures."
type = "creature"
civilizations = ["fire"]
cost = 1
power = 1000

[[card.abilities]]
text = "You can summon this creature only while you have 2 or more creatures."
if = { count = { what = { filter = { type = "creature" }, count = "all" }, at_most = 1 } }
zones = ["hand"]
static = { forbid = "use", forbid_player = "you" }
"#;

/// Forbidden uses (101.2, 601.1b): a player's own use is refused, an effect's use leaves the card
/// where it is and says so, and a card's own use condition is read in the hand (110.4e).
#[test]
fn a_forbidden_use_is_refused_and_an_effect_leaves_the_card_where_it_is() {
    let board = |p1: &str, steps: &str| {
        format!(
            "title = \"t\"\n{CARDS}\n{USE_CARDS}\n[board]\nactive = \"p1\"\nstep = \"main\"\nturn = 6\n\
             [board.p1]\n{p1}\nmana = [{{ card = \"Snare Bolt\", as = \"m1\" }}, {{ card = \"Echo Caster\", as = \"m2\" }}]\n\
             deck = [{{ card = \"Aqua Hulcus\", count = 3 }}]\n[board.p2]\n\
             battle = [{{ card = \"Aqua Hulcus\", as = \"hulcus\" }}]\ndeck = [{{ card = \"Aqua Hulcus\", count = 3 }}]\n{steps}"
        )
    };
    let warden = r#"battle = [{ card = "Hush Warden", as = "warden" }]"#;
    passes(&board(
        &format!("{warden}\nhand = [{{ card = \"Snare Bolt\", as = \"bolt\" }}, {{ card = \"Echo Caster\", as = \"echo\" }}]"),
        r#"
[[step]]
use = "bolt"
mana = ["m1"]
refused = "can't be used now"

[[step]]
use = "echo"
mana = ["m2"]
expect.zones = { "p1.hand" = ["bolt"], "p2.battle" = ["hulcus"], "p1.battle" = ["warden", "echo"] }
expect.events = [{ rule = "601.1b", card = "bolt" }]
"#,
    ));
    // Its own condition, read in the hand: one creature is not two; with a second, it may be
    // summoned.
    passes(&board(
        r#"hand = [{ card = "Crowd Blade", as = "blade" }, { card = "Aqua Hulcus", as = "second" }]
battle = [{ card = "Aqua Hulcus" }]"#,
        r#"
[[step]]
use = "blade"
mana = ["m1"]
refused = "can't be used now"

[[step]]
move = "second"
to = "p1.battle"

[[step]]
use = "blade"
mana = ["m1"]
expect.zones = { "p1.battle" = 3, "p1.hand" = 0 }
"#,
    ));
}
