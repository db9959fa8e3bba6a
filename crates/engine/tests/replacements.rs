#![cfg(not(target_arch = "wasm32"))]
//! Every replacement destination (`instead`) on every replacement event, from every zone: a card
//! definition is input (it can arrive in a link), so none may panic the engine. Each
//! combination is either refused when the card is checked, with a message naming the field, or
//! plays: random games of the starter decks with the probe card in both decks (it works from
//! every zone, on any card), and a hand that Lost Soul discards (the card pool's report: a
//! discard replaced by entering the battle zone panicked).

use horyu_engine::card::db::parse_cards;
use horyu_engine::card::{CardDef, CardDefId, Destination, ReplaceEvent};
use horyu_engine::scenario::Scenario;
use horyu_engine::selfplay::starter_setup;
use horyu_engine::setup::CardSetup;
use horyu_engine::{Game, PlayerId, Ruleset};
use rand_chacha::rand_core::{RngCore, SeedableRng};

/// Every destination, spelled as a card file spells it. The match makes a new destination fail
/// to compile here until it is added to the list.
const DESTINATIONS: [&str; 14] = [
    "hand",
    "mana",
    "graveyard",
    "shields",
    "deck_top",
    "deck_bottom",
    "deck",
    "battle",
    "hyperspatial",
    "gr",
    "stay",
    "flip",
    "under",
    "top_card_only",
];

#[allow(dead_code)]
fn every_destination_is_listed(d: Destination) -> &'static str {
    match d {
        Destination::Hand => DESTINATIONS[0],
        Destination::Mana => DESTINATIONS[1],
        Destination::Graveyard => DESTINATIONS[2],
        Destination::Shields => DESTINATIONS[3],
        Destination::DeckTop => DESTINATIONS[4],
        Destination::DeckBottom => DESTINATIONS[5],
        Destination::Deck => DESTINATIONS[6],
        Destination::Battle => DESTINATIONS[7],
        Destination::Hyperspatial => DESTINATIONS[8],
        Destination::Gr => DESTINATIONS[9],
        Destination::Stay => DESTINATIONS[10],
        Destination::Flip => DESTINATIONS[11],
        Destination::Under => DESTINATIONS[12],
        Destination::TopCardOnly => DESTINATIONS[13],
    }
}

const EVENTS: [&str; 8] = [
    "enter_battle",
    "leave_battle",
    "destroyed",
    "move",
    "shield_trigger_spell_resolved",
    "broken",
    "breaks",
    "spell_resolved",
];

#[allow(dead_code)]
fn every_event_is_listed(e: ReplaceEvent) -> &'static str {
    match e {
        ReplaceEvent::EnterBattle => EVENTS[0],
        ReplaceEvent::LeaveBattle => EVENTS[1],
        ReplaceEvent::Destroyed => EVENTS[2],
        ReplaceEvent::Move => EVENTS[3],
        ReplaceEvent::ShieldTriggerSpellResolved => EVENTS[4],
        ReplaceEvent::Broken => EVENTS[5],
        ReplaceEvent::Breaks => EVENTS[6],
        ReplaceEvent::SpellResolved => EVENTS[7],
    }
}

/// The card matches a replacement is tried with: the card itself or any card, and for a move,
/// from each zone a move starts in.
const MATCHES: [&str; 6] = [
    r#"{ card = "self" }"#,
    r#"{ card = "any" }"#,
    r#"{ card = "any", from = "hand" }"#,
    r#"{ card = "any", from = "battle" }"#,
    r#"{ card = "any", from = "deck" }"#,
    r#"{ card = "any", from = "shields" }"#,
];

/// A creature with the replacement, working from every zone; `steps` adds steps of its own,
/// `optional` makes it a "may".
fn probe(event: &str, matches: &str, instead: &str, optional: bool, steps: bool) -> String {
    format!(
        r#"[[card]]
id = 100000
name = "Probe"
type = "creature"
civilizations = ["darkness"]
cost = 2
power = 2000

[[card.abilities]]
text = "A replacement."
zones = ["battle", "hand", "mana", "graveyard", "deck", "shields"]
optional = {optional}
replace = {{ event = "{event}", card = {matches}, instead = "{instead}" }}
{}
"#,
        if steps { r#"effect = [{ draw = { count = 1 } }]"# } else { "" }
    )
}

/// Every combination's card: `Ok` with the card, or the checker's message.
fn combinations() -> Vec<(String, Result<CardDef, String>)> {
    let mut out = Vec::new();
    for event in EVENTS {
        for matches in MATCHES {
            for instead in DESTINATIONS {
                for (optional, steps) in [(false, false), (true, true)] {
                    let text = probe(event, matches, instead, optional, steps);
                    let card = parse_cards(&text).map(|mut c| c.remove(0)).map_err(|e| e.to_string());
                    let name = format!("{event} {matches} → {instead} (optional {optional}, steps {steps})");
                    out.push((name, card));
                }
            }
        }
    }
    out
}

#[test]
fn a_refused_destination_is_refused_by_the_checker_with_the_field_named() {
    for (name, card) in combinations() {
        if let Err(e) = &card {
            assert!(e.contains("replace.instead"), "{name}: refused without naming the field: {e}");
        }
        // Under is a move step's; a card leaving the battle zone can't enter it instead.
        let leaving = name.starts_with("leave_battle")
            || name.starts_with("destroyed")
            || name.contains(r#"from = "battle""#);
        let refused = name.contains("→ under") || name.contains("→ battle") && leaving;
        assert_eq!(card.is_err(), refused, "{name}: {card:?}");
    }
}

/// Plays random legal actions, checking the game's invariants after each.
fn play(mut game: Game, seed: u64, actions: usize) -> Result<(), String> {
    let total = game.cards().len();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..actions {
        if game.result().is_some() {
            break;
        }
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let action = legal[(rng.next_u32() as usize) % legal.len()].clone();
        game.apply(action.clone()).map_err(|e| format!("{action:?} listed as legal but refused: {e}"))?;
        game.check_invariants().map_err(|e| format!("after {action:?}: {e}"))?;
        if game.cards().len() != total {
            return Err(format!("after {action:?}: {} cards, not {total}", game.cards().len()));
        }
    }
    Ok(())
}

#[test]
fn every_replacement_destination_plays_without_panicking() {
    let mut failures = Vec::new();
    // Both rulesets and a few seeds across the combinations (each one game: the debug build
    // is slow, and the vocabulary test plays the ruling cards at length).
    for (n, (name, card)) in combinations().into_iter().enumerate() {
        let Ok(mut card) = card else { continue };
        card.id = CardDefId(100_000);
        let seed = n as u64 / 2;
        let legacy = n % 2 == 1;
        let mut setup = starter_setup(seed);
        setup.ruleset = if legacy { Ruleset::Legacy } else { Ruleset::Current };
        for p in [PlayerId::P1, PlayerId::P2] {
            for slot in 0..8 {
                setup.players[p].deck[slot * 4] = CardSetup::new(card.id);
            }
        }
        setup.custom_cards = vec![card.clone()];
        let game = Game::from_setup(&setup).expect("a game");
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| play(game, seed, 150)));
        match run {
            Ok(Ok(())) => {}
            Ok(Err(e)) => failures.push(format!("{name}, seed {seed}, legacy {legacy}: {e}")),
            Err(_) => failures.push(format!("{name}, seed {seed}, legacy {legacy}: panicked")),
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// Lost Soul discards a hand of two Probes with the replacement from the hand: the card pool's
/// report, for every destination (`instead = "battle"` panicked).
#[test]
fn a_discard_replaced_by_every_destination() {
    for instead in DESTINATIONS {
        for (optional, steps) in [(false, false), (true, false), (false, true), (true, true)] {
            let card = probe(
                "move",
                r#"{ card = "self", from = "hand", zone = "graveyard" }"#,
                instead,
                optional,
                steps,
            );
            if parse_cards(&card).is_err() {
                continue;
            }
            let text = format!(
                r#"title = "probe"
{card}
[board]
turn = 5
[board.p1]
hand = ["Lost Soul"]
mana = [{{ card = "Lost Soul", count = 7 }}]
deck = [{{ card = "Aqua Hulcus", count = 5 }}]
[board.p2]
hand = ["Probe", "Probe", "Aqua Hulcus"]
battle = ["Aqua Hulcus"]
deck = [{{ card = "Aqua Hulcus", count = 5 }}]

[[step]]
use = "Lost Soul"
mana = ["Lost Soul", "Lost Soul", "Lost Soul", "Lost Soul", "Lost Soul", "Lost Soul", "Lost Soul"]
"#
            );
            let sc = Scenario::parse(&text).unwrap_or_else(|e| panic!("{instead}: {e}"));
            for ruleset in [Ruleset::Current, Ruleset::Legacy] {
                let sc = sc.with_ruleset(ruleset);
                let what = format!("instead = {instead} (optional {optional}, steps {steps}, {ruleset:?})");
                let report = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| sc.run()))
                    .unwrap_or_else(|_| panic!("{what}: panicked"));
                assert!(report.passed(), "{what}: {:?}", report.failures());
                // Whatever is asked next (apply the replacement or not, which…), every answer.
                let game = report.game.expect("a game");
                for seed in 0..6u64 {
                    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        play(game.clone(), seed, 40)
                    }));
                    assert!(matches!(run, Ok(Ok(()))), "{what}, seed {seed}: {run:?}");
                }
            }
        }
    }
}

/// A replacement a spell makes to last (`Step::Replace`) can't put a card under another: the
/// card is refused with the field that says so, rather than the step doing nothing in play.
#[test]
fn a_lasting_replacement_under_a_card_is_refused_where_it_is_written() {
    let spell = r#"[[card]]
id = 100001
name = "Lasting Probe"
type = "spell"
civilizations = ["nature"]
cost = 2

[[card.abilities]]
text = "This turn, a replacement."
effect = [{ replace = { replace = { event = "destroyed", card = { card = "any" }, instead = "INSTEAD" }, text = "x" } }]
"#;
    let err = parse_cards(&spell.replace("INSTEAD", "under")).unwrap_err().to_string();
    assert!(err.contains("abilities[0].effect[0].replace.replace.instead"), "{err}");
    assert!(parse_cards(&spell.replace("INSTEAD", "mana")).is_ok());
}
