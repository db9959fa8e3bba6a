//! A discard at random (701.7b, the step `discard_at_random`): the card is picked by the game's
//! seeded randomness, so a replay of the same setup and actions picks the same card, another
//! seed may pick another, and the player who did not see the hand learns only the card that
//! was discarded.

use horyu_engine::scenario::Scenario;
use horyu_engine::words::Lang;
use horyu_engine::zone::Zone;
use horyu_engine::{Game, PlayerId};

const RULING: &str = include_str!("../../../tests/rulings/701.7b-a-discard-at-random-asks-no-one.toml");

/// The ruling's first step played with `seed`: the game after it.
fn first_snatch(seed: u64) -> Game {
    let sc = Scenario::parse(RULING).unwrap();
    let report = sc.run_steps(1);
    assert!(report.passed(), "{:?}", report.failures());
    let mut setup = sc.setup.clone();
    setup.seed = seed;
    let mut g = Game::from_setup(&setup).unwrap();
    for a in &report.actions {
        g.apply(a.clone()).unwrap();
    }
    g
}

#[test]
fn the_same_seed_and_actions_discard_the_same_card_and_seeds_differ() {
    let mut picked = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let a = first_snatch(seed).zone_cards(PlayerId::P2, Zone::Graveyard);
        let b = first_snatch(seed).zone_cards(PlayerId::P2, Zone::Graveyard);
        assert_eq!(a.len(), 1);
        assert_eq!(a, b, "seed {seed}: a replay picked another card");
        picked.insert(a[0]);
    }
    assert!(picked.len() > 1, "16 seeds all picked the same card: the pick is not random");
}

#[test]
fn player_one_is_told_only_the_discarded_card() {
    let g = first_snatch(3);
    let gone = g.zone_cards(PlayerId::P2, Zone::Graveyard)[0];
    let kept = g.zone_cards(PlayerId::P2, Zone::Hand);
    let sight = g.sight(Some(PlayerId::P1));
    assert!(sight.sees(gone));
    for &c in &kept {
        assert!(!sight.sees(c));
        let name = g.name(c);
        for e in g.log() {
            for lang in [Lang::En, Lang::Ja] {
                let line = sight.describe(e, lang);
                assert!(!line.contains(&name) || g.name(gone) == name, "{line:?} names {name}");
            }
        }
    }
}
