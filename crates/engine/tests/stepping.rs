#![cfg(not(target_arch = "wasm32"))]
//! Stepping into an action (processing.rs): the steps are the action's own processing, so the
//! last step is the action's result, every step's log is a prefix of the next one's, and the
//! moments the rules talk about (a spell waiting in standby, a creature destroyed before the
//! spell resolves) are there to stop at.

use horyu_engine::scenario::Scenario;
use horyu_engine::selfplay::starter_setup;
use horyu_engine::session::Session;
use horyu_engine::{Action, Game, PlayerId, Zone};
use proptest::prelude::*;

fn starter_game(seed: u64) -> Game {
    Game::from_setup(&starter_setup(seed)).unwrap()
}

fn ruling(name: &str) -> Session {
    let path = format!("{}/../../tests/rulings/{name}.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    Session::new(Scenario::parse(&text).unwrap().setup).unwrap()
}

fn use_of(game: &Game, name: &str) -> Action {
    game.legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Use { card, .. } if game.name(*card) == name))
        .unwrap_or_else(|| panic!("{name} can't be used here"))
}

fn names_in(game: &Game, p: PlayerId, z: Zone) -> Vec<String> {
    game.zone_cards(p, z).iter().map(|&c| game.name(c).to_string()).collect()
}

/// 409.1c, example 1: stepping through Energy Stream shows it in standby (still in the hand,
/// not counted), then Ogrist Vhal destroyed while the spell still waits, then the draw, then the
/// spell in the graveyard.
#[test]
fn energy_stream_can_be_watched_in_standby_while_ogrist_vhal_is_destroyed() {
    let mut s = ruling("409.1c-ogrist-vhal-energy-stream");
    let stream = use_of(s.game(), "Energy Stream");
    let steps: Vec<Game> = s.apply_stepwise(stream).unwrap().iter().collect();
    assert!(steps.len() >= 4, "only {} steps", steps.len());
    assert_eq!(steps.last().unwrap().state_hash(), s.game().state_hash());
    let p1 = PlayerId::P1;
    let in_standby = |g: &Game| {
        g.zone_cards(p1, Zone::Hand).iter().any(|&c| g.name(c) == "Energy Stream" && g.card(c).in_standby())
    };
    // A step where the spell waits in standby and Ogrist Vhal is still in the battle zone: the
    // hand counts 0 cards (409.1c).
    let waiting = steps
        .iter()
        .position(|g| in_standby(g) && names_in(g, p1, Zone::Battle) == ["Magmadragon Ogrist Vhal"])
        .expect("a step shows the spell in standby before Ogrist Vhal is destroyed");
    assert_eq!(steps[waiting].count(p1, Zone::Hand), 0);
    let frames = steps[waiting].sight(None).processing();
    assert!(
        frames.iter().any(|f| f.words.en.starts_with("Using Energy Stream")),
        "the processing stack at that step: {frames:?}"
    );
    // Then a step where Ogrist Vhal is in the graveyard and the spell still waits (703.4c
    // before its draw resolves).
    let destroyed = steps
        .iter()
        .position(|g| in_standby(g) && names_in(g, p1, Zone::Graveyard) == ["Magmadragon Ogrist Vhal"])
        .expect("a step shows Ogrist Vhal destroyed while the spell waits");
    assert!(destroyed > waiting);
    // While the spell resolves, the stack says how far.
    assert!(
        steps.iter().any(|g| g
            .sight(None)
            .processing()
            .iter()
            .any(|f| f.words.en.starts_with("Resolving") && f.progress.is_some())),
        "no step shows the spell's resolution with its progress"
    );
    // The same steps again from the session, replayed from the setup.
    let again: Vec<Game> = s.steps().iter().collect();
    assert_eq!(again.len(), steps.len());
    for (a, b) in again.iter().zip(&steps) {
        assert_eq!(a.state_hash(), b.state_hash());
    }
}

/// A player's view of a step names no card it may not see: the stack names a hidden card by
/// its place.
#[test]
fn the_processing_stack_is_worded_per_perspective() {
    let mut s = ruling("409.1c-ogrist-vhal-energy-stream");
    let stream = use_of(s.game(), "Energy Stream");
    for g in s.apply_stepwise(stream).unwrap().iter() {
        for f in g.sight(Some(PlayerId::P2)).processing() {
            if let Some(c) = f.card {
                let seen = g.sight(Some(PlayerId::P2)).sees(c);
                assert!(seen || c.is_handle(), "P2's stack shows hidden card {c:?}: {f:?}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Stepping never changes what an action does.
    #[test]
    fn stepping_into_an_action_ends_where_applying_it_does(seed in any::<u64>(), picks in prop::collection::vec(any::<u16>(), 1..80)) {
        let mut game = starter_game(seed);
        for n in picks {
            let legal = game.legal_actions();
            if legal.is_empty() || game.result().is_some() {
                break;
            }
            let action = legal[n as usize % legal.len()].clone();
            let mut stepped = game.clone();
            let steps: Vec<Game> = stepped.apply_stepwise(action.clone()).unwrap().iter().collect();
            game.apply(action.clone()).unwrap();
            prop_assert_eq!(stepped.state_hash(), game.state_hash(), "{:?}", action);
            prop_assert!(!steps.is_empty());
            prop_assert_eq!(steps.last().unwrap().state_hash(), game.state_hash());
            let mut before = 0;
            for g in &steps {
                let log = g.log();
                prop_assert!(log.len() > before || steps.len() == 1, "a step that logged nothing");
                prop_assert_eq!(log, &game.log()[..log.len()], "a step's log is not the action's");
                prop_assert!(g.decision().is_none() || std::ptr::eq(g, steps.last().unwrap()), "a step in the middle asks a question");
                before = log.len();
            }
        }
    }
}

/// A link may show a moment inside an action: it carries the step (format v3, only then), opens
/// to the same step, and a step the action doesn't have is refused with a reason.
#[test]
fn a_link_shows_a_moment_inside_an_action() {
    use horyu_engine::codec::{self, LinkError, Snapshot};
    let mut s = ruling("409.1c-ogrist-vhal-energy-stream");
    let stream = use_of(s.game(), "Energy Stream");
    let steps: Vec<Game> = s.apply_stepwise(stream).unwrap().iter().collect();
    let at_end = Snapshot::new(s.history().clone(), Some(PlayerId::P1));
    let end_link = codec::encode(&at_end);
    let inside = Snapshot { step: 1, ..at_end.clone() };
    let link = codec::encode(&inside);
    assert_ne!(link, end_link);
    // The version byte (after "HY"): 3 only for a moment inside an action.
    let version = |l: &str| {
        use base64::Engine;
        base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(l).unwrap()[2]
    };
    // A history played since declarations are asked at every break is v10 (issue #41); the
    // same history replayed the older way is written as v3 only for a moment inside an action.
    assert_eq!((version(&link), version(&end_link)), (10, 10));
    let older = |s: &Snapshot| {
        let mut s = s.clone();
        s.history.setup.declarations_when_able = true;
        s
    };
    assert_eq!(version(&codec::encode(&older(&inside))), 3);
    assert!(version(&codec::encode(&older(&at_end))) < 3);
    let opened = codec::open(&link).unwrap();
    assert_eq!((opened.step, opened.perspective), (1, Some(PlayerId::P1)));
    assert_eq!(opened.session.steps().game(0).unwrap().state_hash(), steps[0].state_hash());
    // The game the link shows (drawn, explored) is that step's, not the action's end.
    assert_eq!(opened.game().state_hash(), steps[0].state_hash());
    assert_ne!(opened.game().state_hash(), opened.session.game().state_hash());
    let from_snapshot = codec::open_snapshot(inside.clone()).unwrap();
    assert_eq!(from_snapshot.game().state_hash(), steps[0].state_hash());
    assert_eq!(codec::open(&end_link).unwrap().game().state_hash(), s.game().state_hash());
    assert_eq!(codec::decode(&link).unwrap(), inside);
    // The last step is the action's end: a link says so with step 0, never with its number.
    let past = Snapshot { step: steps.len(), ..at_end.clone() };
    match codec::decode(&codec::encode(&past)) {
        Err(LinkError::InvalidHistory(why)) => {
            assert!(why.contains(&format!("which has {} steps", steps.len())), "{why}")
        }
        other => panic!("a step past the action opened: {other:?}"),
    }
    // A step at the setup (no action to be inside) is refused too.
    let mut none = at_end;
    none.history.cursor = 0;
    none.step = 2;
    assert!(codec::decode(&codec::encode(&none)).is_err());
    assert!(codec::replay(&none).is_err(), "a snapshot made in code is checked the same way");
}

/// A loop that never repeats exactly (each time round, every creature gets +1000 power) runs
/// to the engine's limit of forced steps and voids the game. Stepping into it keeps the log
/// once, not at every step (issue #41: a copy of the whole log per step took gigabytes), keeps
/// at most `MAX_STEPS` steps, and a link to a moment inside it opens on that step.
#[test]
fn stepping_into_a_long_forced_loop_keeps_the_log_once() {
    use horyu_engine::codec::{self, Snapshot};
    use horyu_engine::processing::MAX_STEPS;
    let path = format!(
        "{}/../../tests/rulings/loop-a-loop-no-player-can-stop-voids-the-game.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let growing = r#"effect = [{ power = { what = { player = "you", filter = { type = "creature" }, count = "all" }, amount = 1000 } }, { destroy = { from = "self" } }]"#;
    let text = text.replace(r#"effect = [{ destroy = { from = "self" } }]"#, growing);
    assert!(text.contains("amount = 1000"));
    let mut s = Session::new(Scenario::parse(&text).unwrap().setup).unwrap();
    let phoenix = use_of(s.game(), "Phoenix Loop");
    let steps = s.apply_stepwise(phoenix).unwrap();
    let end = s.game().log().len();
    assert!(s.game().result().is_some(), "the loop voids the game");
    assert!(end > 4_000, "the loop ran to the forced-step limit: {end} events");
    assert!(steps.len() > 100 && steps.len() <= MAX_STEPS, "{} steps kept", steps.len());
    // Only the end keeps a log: the other steps' logs are the start of it.
    assert_eq!(steps.events_held(), end, "events held by the kept steps, the end's log being {end}");
    assert_eq!(steps.end().map(|g| g.state_hash()), Some(s.game().state_hash()));
    for k in 1..steps.len() {
        assert!(steps.log_len(k - 1) < steps.log_len(k), "step {k} logged nothing");
    }
    // A step in the middle, made whole, has the log it had then.
    let k = steps.len() / 2;
    let middle = steps.game(k).unwrap();
    assert_eq!(middle.log(), &s.game().log()[..steps.log_len(k)]);
    assert!(middle.result().is_none(), "the game is not over in the middle of the loop");
    // A link to that moment opens on it.
    let snapshot = Snapshot { step: k + 1, ..Snapshot::new(s.history().clone(), None) };
    let opened = codec::open(&codec::encode(&snapshot)).unwrap();
    assert_eq!(opened.step, k + 1);
    assert_eq!(opened.steps.len(), steps.len());
    assert_eq!(opened.game().state_hash(), middle.state_hash());
    assert_eq!(opened.game().log(), middle.log());
}
