//! Tap abilities (602): offered among the legal actions like an attack, worded in both
//! languages, and refused on a face that can't have one.

use horyu_engine::card::db::parse_cards;
use horyu_engine::scenario::Scenario;
use horyu_engine::words::Lang;
use horyu_engine::{Action, Game, PlayerId, Zone};
use std::path::Path;

fn ruling(file: &str) -> Game {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/rulings").join(file);
    let sc = Scenario::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    Game::from_setup(&sc.setup).unwrap()
}

#[test]
fn a_tap_ability_is_a_legal_action_in_the_attack_step_worded_in_both_languages() {
    let mut g = ruling("602.1-a-tap-ability-taps-the-creature-and-is-not-an-attack.toml");
    let sage =
        g.zone_cards(PlayerId::P1, Zone::Battle).into_iter().find(|&c| g.name(c) == "Tide Sage").unwrap();
    let tap = Action::TapAbility { card: sage, ability: 0 };
    assert!(g.legal_actions().contains(&tap));
    for (viewer, lang, label) in [
        (Some(PlayerId::P1), Lang::En, "Tap Tide Sage to use its tap ability"),
        (None, Lang::Ja, "タイド・セージをタップしてタップ能力を使う"),
    ] {
        let actions = g.sight(viewer).actions(lang);
        assert!(actions.iter().any(|(a, l)| *a == tap && l == label), "{actions:?}");
    }
    // Its second ability is triggered, not a tap ability.
    assert!(g.check_tap_ability(sage, 1).is_err());
    let start = g.log().len();
    g.apply(tap.clone()).unwrap();
    assert!(g.card(sage).tapped);
    assert!(!g.legal_actions().contains(&tap), "a tapped creature can't use it again");
    let line = g.sight(Some(PlayerId::P2)).describe(&g.log()[start], Lang::Ja);
    assert!(
        line.starts_with(
            "タイド・セージで攻撃する代わりに、タップしてタップ能力を使う：タップ能力：カードを1枚引く"
        ),
        "{line}"
    );
}

#[test]
fn a_tap_ability_belongs_to_a_creature_and_is_not_optional() {
    let card = |ty: &str, extra: &str| {
        format!(
            "[[card]]\nid = 100000\nname = \"X\"\ntype = \"{ty}\"\ncivilizations = [\"water\"]\ncost = 2\n{}\n\
             [[card.abilities]]\ntext = \"Tap: draw a card.\"\nwhen = {{ activated = \"tap\" }}\n{extra}\n\
             effect = [{{ draw = {{ count = 1 }} }}]\n",
            if ty == "creature" { "power = 1000" } else { "" }
        )
    };
    assert!(parse_cards(&card("creature", "")).is_ok());
    let spell = parse_cards(&card("spell", "")).unwrap_err().to_string();
    assert!(spell.contains("a tap ability or Silent Skill is a creature's"), "{spell}");
    let optional = parse_cards(&card("creature", "optional = true")).unwrap_err().to_string();
    assert!(optional.contains("`optional`, `during` and `zones`"), "{optional}");
}
