//! No JSON text makes the codec panic, and every session survives the round trip.
#![cfg(not(target_arch = "wasm32"))]

use horyu_engine::codec::{self, Snapshot};
use horyu_engine::selfplay::starter_setup;
use horyu_engine::session::History;
use horyu_engine::{Game, PlayerId};
use horyu_json::{from_json, to_json};
use proptest::prelude::*;
use std::sync::OnceLock;

fn midgame_json() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| to_json(&codec::midgame_example(1).0))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A cut and an insertion anywhere in an export: it opens or says why, never panics.
    #[test]
    fn mutated_json_sessions_never_panic(cut in 0usize..8000, len in 0usize..40, insert in "[ -~\n]{0,12}") {
        let mut text = midgame_json().to_string();
        let at = cut.min(text.len());
        let end = (at + len).min(text.len());
        text.replace_range(at..end, &insert);
        if let Err(e) = from_json(&text) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    /// A game of random legal actions from any seed (all of u64: TOML's integers stop at
    /// i64::MAX) reads back as the same session.
    #[test]
    fn sessions_of_random_legal_actions_round_trip(seed in any::<u64>(), picks in prop::collection::vec(any::<u16>(), 0..40)) {
        let setup = starter_setup(seed);
        let mut game = Game::from_setup(&setup).expect("the starter setup is valid");
        let mut actions = Vec::new();
        for pick in picks {
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let action = legal[pick as usize % legal.len()].clone();
            game.apply(action.clone()).expect("a legal action applies");
            actions.push(action);
        }
        let cursor = actions.len();
        let snapshot = Snapshot {
            history: History { setup, actions, cursor, branches: Vec::new() },
            perspective: Some(PlayerId::P2),
            step: 0,
        };
        match from_json(&to_json(&snapshot)) {
            Ok(back) => prop_assert_eq!(back, snapshot),
            Err(e) => prop_assert!(false, "{}", e),
        }
    }
}
