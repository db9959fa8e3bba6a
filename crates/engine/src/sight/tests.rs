//! What a perspective is told of words the engine decided before any perspective asked: a
//! game's end reason, and every kind of event with its cause.

use super::*;
use crate::selfplay::starter_setup;
use crate::state::GameResult;

/// A game over whose reason names a card in Player 2's hand, as an explored order's outcome
/// may: the summary the explorer groups outcomes by names it only for those who see it.
#[test]
fn the_end_reason_names_no_hidden_card() {
    let mut game = Game::from_setup(&starter_setup(7)).unwrap();
    // A card in Player 2's hand whose name no card Player 1 sees shares.
    let p1 = game.sight(Some(PlayerId::P1));
    let seen: Vec<String> = (0..game.cards.len() as u16)
        .map(CardId)
        .filter(|&c| p1.sees(c))
        .map(|c| game.name(c).to_string())
        .collect();
    let hidden = game
        .zone_cards(PlayerId::P2, Zone::Hand)
        .into_iter()
        .find(|&c| !seen.contains(&game.name(c).to_string()))
        .expect("a card only Player 2 sees");
    let name = game.name(hidden).to_string();
    game.result = Some(GameResult {
        winner: PlayerId::P2,
        reason: format!("Player 1 lost: a direct attack by {name} with no shields left (703.4a)"),
    });
    let judge = game.sight(None).summary();
    assert!(judge.last().unwrap().contains(&name), "{judge:?}");
    // Player 2 exploring: cards of that name came to their hand only in the explored order.
    let known: Vec<bool> = (0..game.cards.len()).map(|i| game.name(CardId(i as u16)) != name).collect();
    for (viewer, known) in [(PlayerId::P1, None), (PlayerId::P2, Some(&known[..]))] {
        let seen = game.sight(Some(viewer)).summary_knowing(known);
        let result = seen.last().unwrap();
        assert!(!result.contains(&name), "{viewer:?}'s outcome names {name}: {result}");
        assert!(result.contains("a direct attack by"), "{result}");
    }
}
