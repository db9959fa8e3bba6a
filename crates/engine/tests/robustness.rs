//! No input makes the engine panic: arbitrary scenario text, mutated rulings, and arbitrary
//! actions (unknown cards, wrong answers) are answered with errors, and the game stays whole.
#![cfg(not(target_arch = "wasm32"))]

use horyu_engine::card::text::{card_toml, parse_card};
use horyu_engine::decision::Answer;
use horyu_engine::scenario::gallery::Gallery;
use horyu_engine::scenario::Scenario;
use horyu_engine::selfplay::starter_setup;
use horyu_engine::{Action, CardDefId, CardId, Game, Manual, PlayerId, Zone, ZoneRef};
use proptest::prelude::*;

const RULING: &str = include_str!("../../../tests/rulings/409.1c-ogrist-vhal-energy-stream.toml");

fn arb_action() -> impl Strategy<Value = Action> {
    let card = (0u16..200).prop_map(CardId);
    let zone = (0usize..8, any::<bool>())
        .prop_map(|(z, p)| ZoneRef::new(if p { PlayerId::P1 } else { PlayerId::P2 }, Zone::ALL[z]));
    prop_oneof![
        (card.clone(), prop::option::of(prop::collection::vec(card.clone(), 0..4)))
            .prop_map(|(card, mana)| Action::Use { card, mana, side: None }),
        card.clone().prop_map(|card| Action::Charge { card }),
        (card.clone(), prop::option::of(card.clone()))
            .prop_map(|(attacker, target)| Action::Attack { attacker, target }),
        Just(Action::EndStep),
        prop::collection::vec(card.clone(), 0..4).prop_map(|c| Action::Answer(Answer::Cards(c))),
        any::<bool>().prop_map(|b| Action::Answer(Answer::Yes(b))),
        (0u32..10).prop_map(|n| Action::Answer(Answer::Number(n))),
        (0u32..40).prop_map(|n| Action::Answer(Answer::Pending(n))),
        (0u32..4).prop_map(|n| Action::Answer(Answer::Option(n))),
        (card.clone(), zone.clone(), prop::option::of(0usize..50))
            .prop_map(|(card, to, index)| Action::Manual(Manual::Move { card, to, index })),
        (card.clone(), any::<bool>()).prop_map(|(card, tapped)| Action::Manual(Manual::Tap { card, tapped })),
        card.prop_map(|card| Action::Manual(Manual::Flip { card })),
        // Card definition ids around the built-in set's end and the custom range's start.
        (prop_oneof![0u32..60, 99_998u32..100_002], zone)
            .prop_map(|(id, to)| Action::Manual(Manual::Create { card: CardDefId(id), to })),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_actions_never_panic(seed in any::<u64>(), actions in prop::collection::vec(arb_action(), 1..80)) {
        let mut game = Game::from_setup(&starter_setup(seed)).unwrap();
        for a in actions {
            let before = game.state_hash();
            if game.apply(a.clone()).is_err() {
                prop_assert_eq!(before, game.state_hash(), "a refused action changed the game: {:?}", a);
            }
            prop_assert!(game.check_invariants().is_ok(), "{:?}", game.check_invariants());
        }
    }

    #[test]
    fn any_text_is_a_scenario_or_an_error(text in ".{0,400}") {
        if let Ok(sc) = Scenario::parse(&text) {
            let _ = sc.run();
        }
    }

    #[test]
    fn any_text_is_a_card_or_a_located_error(text in ".{0,300}") {
        match parse_card(&text) {
            Ok(card) => prop_assert_eq!(parse_card(&card_toml(&card)).unwrap(), card),
            Err(e) => prop_assert!(e.line >= 1 && e.column >= 1 && !e.message.is_empty()),
        }
    }

    #[test]
    fn mutated_card_texts_never_panic(pick in 0usize..52, cut in 0usize..3000, insert in "[ -~\n]{0,10}") {
        let db = horyu_engine::CardDb::builtin();
        let mut card = db.iter().nth(pick % db.iter().count()).unwrap().clone();
        card.id.0 += 100_000;
        let mut text = card_toml(&card);
        let at = cut.min(text.len());
        let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        text.insert_str(at, &insert);
        match parse_card(&text) {
            Ok(card) => prop_assert_eq!(parse_card(&card_toml(&card)).unwrap(), card),
            Err(e) => prop_assert!(e.line >= 1 && e.line <= text.lines().count().max(1) + 1),
        }
    }

    #[test]
    fn mutated_rulings_never_panic(cut in 0usize..2000, insert in "[ -~\n]{0,12}") {
        let mut text = RULING.to_string();
        let at = cut.min(text.len());
        let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        text.insert_str(at, &insert);
        match Scenario::parse(&text) {
            Ok(sc) => { let _ = sc.run(); }
            Err(e) => prop_assert!(e.line >= 1 && e.column >= 1 && !e.message.is_empty()),
        }
    }

    /// A rulings file as the page fetches it (`gallery.bin`, or a board's own file), damaged
    /// by a changed byte or cut short: read with an error, or read and each ruling's board
    /// read with an error, never a panic.
    #[test]
    fn damaged_rulings_files_never_panic(at in any::<prop::sample::Index>(), byte in any::<u8>(), keep in 0usize..4000) {
        let mut bytes = default_board_rulings().clone();
        let i = at.index(bytes.len());
        bytes[i] = byte;
        bytes.truncate(keep.max(1));
        match Gallery::from_bytes(&bytes) {
            Ok(g) => {
                for r in &g.rulings {
                    if let Ok(h) = r.history() {
                        let _ = horyu_engine::session::Session::new(h.setup);
                    }
                }
            }
            Err(e) => prop_assert!(!e.is_empty()),
        }
    }
}

/// The rulings file of the default ruling's board, as `horyu gallery` writes it.
fn default_board_rulings() -> &'static Vec<u8> {
    static FILE: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    FILE.get_or_init(|| {
        let g = Gallery::build([("409.1c-ogrist-vhal-energy-stream", RULING)]).expect("the ruling plays");
        g.by_board().expect("its board reads").into_values().next().expect("one board").to_bytes()
    })
}
