#![cfg(not(target_arch = "wasm32"))]
//! The whole card vocabulary in play: random games of the starter decks with random deck slots
//! replaced by the custom cards of every ruling scenario (tests/rulings, the official corpus
//! included), under both rulesets. No panic, no card lost or duplicated (the game's invariants),
//! every event cites a rule, and a refused action changes nothing.
//!
//! The scenarios and docs/cards.md's worked examples are where each word of the vocabulary is
//! shown in use, so they are the pool; `the_pool_uses_every_word` fails when a word has no card
//! using it yet.

mod common;

use horyu_engine::card::db::parse_cards;
use horyu_engine::card::{catalog, CardDef, CardDefId, CardType};
use horyu_engine::scenario::Scenario;
use horyu_engine::selfplay::starter_setup;
use horyu_engine::setup::CardSetup;
use horyu_engine::{Game, PlayerId, Ruleset};
use proptest::prelude::*;
use std::sync::OnceLock;

/// Every custom card of every scenario, given fresh ids (each file numbers its own from 100000).
fn pool() -> &'static [CardDef] {
    static POOL: OnceLock<Vec<CardDef>> = OnceLock::new();
    POOL.get_or_init(|| {
        let files = common::ruling_files(true);
        let mut out = Vec::new();
        // The worked examples of docs/cards.md, then every scenario's cards.
        let doc = include_str!("../../../docs/cards.md");
        for block in doc.split("```toml\n").skip(1).filter_map(|b| b.split("```").next()) {
            if block.contains("[[card]]") {
                for mut c in parse_cards(block).unwrap() {
                    c.id = CardDefId(100_000 + out.len() as u32);
                    out.push(c);
                }
            }
        }
        for f in files {
            let sc = Scenario::parse(&std::fs::read_to_string(&f).unwrap()).unwrap();
            for mut c in sc.setup.custom_cards {
                c.id = CardDefId(100_000 + out.len() as u32);
                out.push(c);
            }
        }
        out
    })
}

/// Words of the vocabulary besides the keywords, as their cards' JSON spells them.
const WORDS: &[&str] = &[
    "next_use",
    "same_name_in",
    "same_name_group",
    "owner_of",
    "caused_by",
    "same_race_as",
    r#""from":"battled""#,
    "owner_chooses_shields",
    "reveal_broken_shields",
    r#""from":"broken""#,
    r#""broken_by":"#,
    r#""minus":""#,
    r#""turn_face_up":"#,
    "while_blocking",
    "blocker_against",
    "slayer_against",
    "attacks_only",
    "s_back",
    "g_strike",
    "must_block",
    "opponents_next_turn",
    "attacked_this_turn",
    "can_attack",
    r#"{"static":{"static":"#,
    "while_in_battle",
    "mana_from_hand",
    "entered_this_turn",
    "survives_losing_to",
    "while_battling",
    r#""no_battle""#,
    "use_shield_triggers",
    "look_at_deck",
    r#""forbid":"use""#,
    "tap_abilities",
    "as_many_as",
    "choose_with_spells",
    "multicolored",
    "extra_turn",
    "skip_turn",
    "turn_upside_down",
    r#""upside_down":false"#,
    "cant_attack_players",
    "cant_be_destroyed",
    "cant_leave_battle",
    "world_breaker",
    "must_be_chosen",
    "same_civilization_as",
    "same_cost_as",
    "cost_max_as",
    "cost_below_as",
    r#""evolves":{"#,
    "top_card",
    "name_put",
    "same_name",
    r#""destroy":true"#,
    r#""face_up":true"#,
    "all_if",
    r#""except":["#,
    "declare",
    "swap",
    "delayed",
    "enters_tapped",
    r#""instead":"flip""#,
    "any_of",
    "ignore_spells",
    r#""lose":true"#,
    "total_max",
    "power_of",
    "cost_of",
    r#""cards":true"#,
    r#""type":"aura""#,
    r#""attached":{"#,
    r#""from":"attached""#,
    "power_below_as",
    r#""mode":{"chooser":"opponent""#,
    r#""type":"tamaseed""#,
    r#""type":"element""#,
    r#""any":["#,
    r#""used":{"#,
    "gachinko_judge",
    r#""type":"rule_plus""#,
    r#""type":"weapon""#,
    r#""to":"under""#,
    r#""onto":{"#,
    r#""under":true"#,
    r#""type":"cross_gear""#,
    r#""from":"crossed""#,
    r#""card":"crossed""#,
    r#""if":"crossed""#,
    r#""from":"gears""#,
    r#""cross":{"#,
    r#""activated":"silent_skill""#,
    r#""while":{"#,
    "broke_shield",
    r#""race":{"name""#,
    "power_max_as",
    "evolves_from_race",
    r#"{"crossed_onto":"#,
    r#"{"less":{"#,
    r#"{"power_above":{"#,
    "power_multiply",
    r#""first_attack""#,
    "tap_creatures",
    "evolves_from_also",
    r#""instead":"top_card_only""#,
];

#[test]
fn the_pool_uses_every_word() {
    let text = serde_json::to_string(pool()).unwrap();
    let mut words: Vec<String> = catalog::KEYWORDS
        .iter()
        .map(|(k, _)| serde_json::to_string(k).unwrap().trim_matches('"').to_string())
        .collect();
    // The words of the static abilities, steps, filters and conditions (issue #14 on).
    words.extend(WORDS.iter().map(|w| w.to_string()));
    let missing: Vec<&String> = words.iter().filter(|w| !text.contains(w.as_str())).collect();
    // Keywords only the built-in set uses are in play through the starter decks' swaps below.
    let builtin = serde_json::to_string(&horyu_engine::CardDb::builtin().iter().collect::<Vec<_>>()).unwrap();
    let missing: Vec<&&String> = missing.iter().filter(|w| !builtin.contains(w.as_str())).collect();
    assert!(missing.is_empty(), "no scenario card uses {missing:?}: add a ruling that shows it");
}

fn game(seed: u64, legacy: bool, swaps: &[(u8, u16)]) -> Game {
    let pool = pool();
    let mut setup = starter_setup(seed);
    setup.ruleset = if legacy { Ruleset::Legacy } else { Ruleset::Current };
    // At most 64 custom cards in a game: the ones the swaps pick.
    let mut used: Vec<CardDef> = Vec::new();
    for (i, &(slot, pick)) in swaps.iter().enumerate() {
        let card = &pool[pick as usize % pool.len()];
        if !used.iter().any(|c| c.id == card.id) {
            used.push(card.clone());
        }
        let p = if i % 2 == 0 { PlayerId::P1 } else { PlayerId::P2 };
        // GR and psychic creatures start outside the deck (400.3): in the super GR zone and the
        // hyperspatial zone, where GR summons (an aura's, say) and effects find them.
        match card.front.card_type {
            CardType::GrCreature => {
                setup.players[p].gr.push(CardSetup::new(card.id));
                continue;
            }
            CardType::PsychicCreature | CardType::RulePlus | CardType::Weapon => {
                setup.players[p].hyperspatial.push(CardSetup::new(card.id));
                continue;
            }
            _ => {}
        }
        let deck = &mut setup.players[p].deck;
        let slot = slot as usize % deck.len();
        deck[slot] = CardSetup::new(card.id);
    }
    setup.custom_cards = used;
    Game::from_setup(&setup).expect("starter decks with scenario cards make a game")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_games_with_the_whole_vocabulary_keep_the_rules(
        seed in any::<u64>(),
        legacy in any::<bool>(),
        swaps in prop::collection::vec((any::<u8>(), any::<u16>()), 10..40),
        picks in prop::collection::vec(any::<u16>(), 1..250),
    ) {
        let mut game = game(seed, legacy, &swaps);
        let total = game.cards().len();
        prop_assert!(game.check_invariants().is_ok(), "{:?}", game.check_invariants());
        for n in picks {
            if game.result().is_some() {
                break;
            }
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let action = legal[n as usize % legal.len()].clone();
            let seen = game.log().len();
            if let Err(e) = game.apply(action.clone()) {
                prop_assert!(false, "{action:?} is listed as legal but refused: {e}");
            }
            prop_assert!(game.check_invariants().is_ok(), "after {:?}: {:?}", action, game.check_invariants());
            prop_assert_eq!(game.cards().len(), total);
            for e in &game.log()[seen..] {
                // A void game (a loop no player can stop) is the event rules' ruling: the
                // General Game Rules have no number for it, and its words say so.
                let void = matches!(e.kind, horyu_engine::event::EventKind::Void { .. });
                prop_assert!(void || !e.rules.is_empty(), "an event cites no rule: {:?}", e);
            }
        }
    }
}
