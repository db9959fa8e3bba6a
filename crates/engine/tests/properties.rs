#![cfg(not(target_arch = "wasm32"))]
//! Property tests: for random sequences of legal actions and manual moves, no card is lost or
//! duplicated, and a player's view never shows a private card of the other player.

use horyu_engine::card::starter_decks;
use horyu_engine::setup::CardSetup;
use horyu_engine::{Action, CardDb, Game, Manual, PlayerId, Setup, Zone, ZoneRef};
use proptest::prelude::*;

fn new_game(seed: u64) -> Game {
    let db = CardDb::builtin();
    let decks = starter_decks();
    let mut setup = Setup { seed, start_game: true, ..Setup::default() };
    for (p, deck) in [(PlayerId::P1, &decks[0]), (PlayerId::P2, &decks[1])] {
        setup.players[p].deck = deck.card_ids(&db).unwrap().into_iter().map(CardSetup::new).collect();
    }
    Game::from_setup(&setup).unwrap()
}

fn private_leak(game: &Game, viewer: PlayerId) -> Option<String> {
    let view = game.view(Some(viewer));
    for z in &view.zones {
        let private = match z.zone.zone {
            Zone::Hand => z.zone.player != viewer,
            Zone::Deck | Zone::Shields | Zone::Gr => true,
            _ => false,
        };
        if !private {
            continue;
        }
        for c in &z.cards {
            // A hidden card is shown by a handle of its place, never by its id (tests/hidden.rs).
            if c.id.is_handle() {
                if c.def.is_some() {
                    return Some(format!("{viewer:?} sees the face of a handle in {}", z.zone.key()));
                }
                continue;
            }
            let state = game.card(c.id);
            if c.def.is_some() && !state.revealed && !state.in_standby() {
                return Some(format!("{viewer:?} sees {} in {}", game.name(c.id), z.zone.key()));
            }
        }
    }
    None
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn cards_are_never_lost_and_views_keep_secrets(seed in any::<u64>(), steps in prop::collection::vec((any::<u8>(), any::<u16>()), 1..120)) {
        let mut game = new_game(seed);
        prop_assert!(game.check_invariants().is_ok(), "{:?}", game.check_invariants());
        let total = game.cards().len();
        for (kind, n) in steps {
            if game.result().is_some() {
                break;
            }
            let action = if kind % 5 == 0 {
                // A manual move of any card to any zone its type allows (errors are fine: the
                // game must then be unchanged).
                let card = horyu_engine::CardId(n % total as u16);
                let zone = Zone::ALL[(kind as usize / 5) % Zone::ALL.len()];
                let player = if kind % 2 == 0 { PlayerId::P1 } else { PlayerId::P2 };
                Action::Manual(Manual::Move { card, to: ZoneRef::new(player, zone), index: None })
            } else {
                let legal = game.legal_actions();
                if legal.is_empty() {
                    break;
                }
                legal[n as usize % legal.len()].clone()
            };
            let before = game.state_hash();
            if game.apply(action.clone()).is_err() {
                prop_assert_eq!(before, game.state_hash(), "a refused action changed the game: {:?}", action);
            }
            prop_assert!(game.check_invariants().is_ok(), "after {:?}: {:?}", action, game.check_invariants());
            prop_assert_eq!(game.cards().len(), total);
            for p in PlayerId::BOTH {
                let leak = private_leak(&game, p);
                prop_assert!(leak.is_none(), "{:?}", leak);
            }
        }
    }
}

#[test]
fn judge_sees_everything_players_do_not() {
    let game = new_game(7);
    let judge = game.view(None);
    assert!(judge.zones.iter().flat_map(|z| &z.cards).all(|c| c.def.is_some()));
    let p1 = game.view(Some(PlayerId::P1));
    let hand = |v: &horyu_engine::view::BoardView, p: PlayerId| {
        v.zones.iter().find(|z| z.zone == ZoneRef::new(p, Zone::Hand)).unwrap().cards.clone()
    };
    assert!(hand(&p1, PlayerId::P1).iter().all(|c| c.def.is_some()));
    assert!(hand(&p1, PlayerId::P2).iter().all(|c| c.def.is_none()));
    assert_eq!(hand(&p1, PlayerId::P2).len(), 5, "the opponent's hand size is public (402.3)");
}

#[test]
fn random_play_reaches_the_end_of_a_game() {
    let mut game = new_game(3);
    let mut x = 12345u64;
    for _ in 0..5000 {
        if game.result().is_some() {
            break;
        }
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "no legal action and no result: {:?}", game.decision());
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let a = legal[(x >> 33) as usize % legal.len()].clone();
        game.apply(a).unwrap();
        game.check_invariants().unwrap();
    }
    assert!(game.turn().number > 10, "the game moved on through many turns");
    assert!(game.result().is_some(), "someone lost when their deck ran out (703.4b)");
}
