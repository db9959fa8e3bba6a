#![cfg(not(target_arch = "wasm32"))]
//! Sessions the app makes (issue #41): the same move again follows the line instead of adding a
//! branch, branches share their history in a link, a session too large for a link is refused
//! naming the limit, every session made through the app's API opens again from its link, and
//! going back in a long session replays from a checkpoint, not from the setup.

use horyu_engine::codec::{self, decode, encode, LinkError, OverLimit, Snapshot};
use horyu_engine::selfplay::starter_setup;
use horyu_engine::session::{History, Session};
use horyu_engine::{Action, PlayerId};
use proptest::prelude::*;
use std::time::Instant;

/// A session of `n` random legal actions of a new game of the starter decks (fewer if it ends).
fn played(seed: u64, n: usize) -> Session {
    let mut s = Session::new(starter_setup(seed)).unwrap();
    let mut k = seed as usize;
    while s.len() < n {
        let legal = s.game().legal_actions();
        if legal.is_empty() {
            break;
        }
        k = k.wrapping_mul(31).wrapping_add(7);
        s.apply(legal[k % legal.len()].clone()).unwrap();
    }
    s
}

/// The session's link opens to the same history and game.
fn assert_reopens(s: &Session) {
    let snap = Snapshot::new(s.history().clone(), None);
    let back = decode(&encode(&snap)).unwrap_or_else(|e| panic!("the session's link does not open: {e}"));
    assert_eq!(back, snap);
    let again = Session::from_history(back.history).unwrap();
    assert_eq!(again.game().state_hash(), s.game().state_hash());
}

#[test]
fn the_same_move_again_follows_the_line_instead_of_adding_a_branch() {
    let mut s = played(5, 30);
    let line = s.history().actions.clone();
    // Undo and the same move by hand, 300 times: redo, not 300 identical branches.
    for _ in 0..300 {
        assert!(s.undo());
        s.apply(line[29].clone()).unwrap();
    }
    assert!(s.history().branches.is_empty(), "{} branches", s.history().branches.len());
    assert_eq!(s.history().actions, line);
    // From the middle: the line's own next move is redo, the rest stays ahead.
    let m = (5..29)
        .find(|&m| {
            let mut t = s.clone();
            t.go_to(m) && t.game().legal_actions().len() > 1
        })
        .expect("a moment with two legal moves");
    assert!(s.go_to(m));
    s.apply(line[m].clone()).unwrap();
    assert_eq!((s.cursor(), s.history().actions.clone()), (m + 1, line.clone()));
    assert!(s.history().branches.is_empty());
    // Another move makes a branch; going back and making the old move follows that branch.
    assert!(s.go_to(m));
    let other = s.game().legal_actions().into_iter().find(|a| *a != line[m]).unwrap();
    s.apply(other.clone()).unwrap();
    assert_eq!(s.history().branches.len(), 1);
    for _ in 0..3 {
        assert!(s.go_to(m));
        s.apply(line[m].clone()).unwrap();
        assert_eq!(s.history().actions, line);
        assert!(s.go_to(m));
        s.apply(other.clone()).unwrap();
        assert_eq!(s.history().actions[m], other);
    }
    assert_eq!(s.history().branches.len(), 1, "{:?}", s.history().branches);
    assert_eq!(s.cursor(), m + 1);
    s.fits_in_link().unwrap();
    assert_reopens(&s);
}

#[test]
fn stepping_back_through_a_game_trying_other_moves_keeps_a_link_that_opens() {
    let mut s = Session::from_history(horyu_engine::bench::long_history(3, 220).unwrap()).unwrap();
    let mut tried = 0;
    for at in (0..220).rev() {
        if tried == 140 {
            break;
        }
        assert!(s.go_to(at));
        let next = s.history().actions[at].clone();
        let Some(other) = s.game().legal_actions().into_iter().find(|a| *a != next) else { continue };
        s.apply(other).unwrap();
        tried += 1;
    }
    assert_eq!(s.history().branches.len(), 140);
    s.fits_in_link().unwrap();
    assert_reopens(&s);
    let link = encode(&Snapshot::new(s.history().clone(), None));
    // Shared history needs format v6; a history played since declarations are asked at every
    // break is v10 (issue #41), which keeps v6's layout.
    assert!(link.starts_with("SFkK"), "{}", &link[..8]);
    // Every branch still switches to its own line.
    for i in [0, 70, 139] {
        let mut t = s.clone();
        assert!(t.switch_branch(i));
        assert_reopens(&t);
    }
}

#[test]
fn a_line_over_the_limit_is_refused_naming_the_limit() {
    let history = History {
        setup: starter_setup(1),
        actions: vec![Action::EndStep; 10_001],
        cursor: 10_001,
        branches: Vec::new(),
    };
    let snap = Snapshot::new(history, None);
    let want = "a line of 10,001 actions is over the limit of 10,000";
    let e = codec::check(&snap).unwrap_err();
    assert_eq!(e, OverLimit::Line { count: 10_001, limit: 10_000 });
    assert_eq!(e.to_string(), want);
    // A link written anyway (by an older build) is refused for the same reason, not as damaged.
    let e = decode(&codec::frame(&codec::layout::write(&snap), 1)).unwrap_err();
    assert!(matches!(e, LinkError::OverLimit(_)), "{e}");
    assert_eq!(e.to_string(), format!("the session is too large for a link: {want}"));
    // More kept branches than a link holds.
    let mut many = snap.clone();
    many.history.actions.truncate(10);
    many.history.cursor = 10;
    many.history.branches = (0..257).map(|i| (i % 10, vec![Action::EndStep; 1])).collect();
    let e = codec::check(&many).unwrap_err();
    assert_eq!(e.to_string(), "257 kept branches are over the limit of 256");
}

/// What the app does to a session, as a random walk.
#[derive(Clone, Debug)]
enum Step {
    /// The n-th legal move (modulo their number).
    Play(usize),
    Undo,
    Redo,
    GoTo(usize),
    Branch(usize),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        6 => any::<usize>().prop_map(Step::Play),
        3 => Just(Step::Undo),
        1 => Just(Step::Redo),
        2 => any::<usize>().prop_map(Step::GoTo),
        1 => any::<usize>().prop_map(Step::Branch),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Every session made through the app's API reopens from its link, equal; one that does not
    /// fit is refused naming the limit.
    #[test]
    fn every_session_the_app_makes_reopens(seed in 0u64..1000, steps in prop::collection::vec(step(), 0..160)) {
        let mut s = Session::new(starter_setup(seed)).unwrap();
        for st in steps {
            match st {
                Step::Play(n) => {
                    let legal = s.game().legal_actions();
                    if !legal.is_empty() {
                        s.apply(legal[n % legal.len()].clone()).unwrap();
                    }
                }
                Step::Undo => { s.undo(); }
                Step::Redo => { s.redo(); }
                Step::GoTo(n) => { prop_assert!(s.go_to(n % (s.len() + 1))); }
                Step::Branch(n) => {
                    let count = s.history().branches.len();
                    if count > 0 {
                        prop_assert!(s.switch_branch(n % count));
                    }
                }
            }
        }
        // No branch repeats the line or another branch.
        let h = s.history();
        let line = |at: usize, tail: &[Action]| [&h.actions[..at.min(h.actions.len())], tail].concat();
        for (i, (at, tail)) in h.branches.iter().enumerate() {
            let full = line(*at, tail);
            prop_assert!(!h.actions.starts_with(&full), "branch {} is on the line", i);
            for (j, (at2, tail2)) in h.branches.iter().enumerate() {
                prop_assert!(i == j || !line(*at2, tail2).starts_with(&full), "branch {} repeats {}", i, j);
            }
        }
        let snap = Snapshot::new(h.clone(), Some(PlayerId::P2));
        match codec::check(&snap) {
            Ok(link) => {
                let back = decode(&link).map_err(|e| TestCaseError::fail(e.to_string()))?;
                prop_assert_eq!(&back, &snap);
                let opened = codec::open(&link).map_err(|e| TestCaseError::fail(e.to_string()))?;
                prop_assert_eq!(opened.session.game().state_hash(), s.game().state_hash());
                prop_assert!(opened.session.game().log() == s.game().log());
                // Going back gives the game a replay from the setup gives.
                let mut back = s.clone();
                let n = s.cursor() / 2;
                prop_assert!(back.go_to(n));
                let mut h = s.history().clone();
                h.cursor = n;
                let scratch = Session::from_history(h).map_err(TestCaseError::fail)?;
                prop_assert_eq!(back.game().state_hash(), scratch.game().state_hash());
                prop_assert!(back.game().log() == scratch.game().log());
            }
            Err(e) => {
                let refused = decode(&encode(&snap)).unwrap_err();
                prop_assert_eq!(refused, LinkError::OverLimit(e));
            }
        }
    }
}

#[test]
fn undo_and_going_to_a_moment_replay_from_a_checkpoint() {
    let history = horyu_engine::bench::long_history(1, 10_000).unwrap();
    // From scratch: the game after each of a few moments, and how long a whole replay takes.
    let at = [0, 5_000, 9_999, 9_743, 256, 4_999];
    let t = Instant::now();
    let mut game = horyu_engine::Game::from_setup(&history.setup).unwrap();
    let mut expected = std::collections::BTreeMap::new();
    for (i, a) in history.actions.iter().enumerate() {
        if at.contains(&i) {
            expected.insert(i, (game.state_hash(), game.log().to_vec()));
        }
        game.apply(a.clone()).unwrap();
    }
    let replay = t.elapsed();
    let mut s = Session::from_history(history).unwrap();
    assert_eq!(s.game().state_hash(), game.state_hash());
    let t = Instant::now();
    assert!(s.undo());
    let undo = t.elapsed();
    let state = |s: &Session| (s.game().state_hash(), s.game().log().to_vec());
    assert!(state(&s) == expected[&9_999], "undo");
    let t = Instant::now();
    assert!(s.go_to(5_000));
    let middle = t.elapsed();
    assert!(state(&s) == expected[&5_000], "the middle");
    for n in [9_743, 256, 0, 4_999, 5_000] {
        assert!(s.go_to(n));
        assert!(state(&s) == expected[&n], "moment {n}");
    }
    assert!(s.undo());
    assert!(state(&s) == expected[&4_999], "undo from the middle");
    // The same from a link opened (its replay keeps the checkpoints too).
    let link = codec::check(&Snapshot::new(s.history().clone(), None)).unwrap();
    let mut opened = codec::open(&link).unwrap().session;
    assert!(opened.go_to(9_999) && state(&opened) == expected[&9_999], "go to 9,999 after opening");
    assert!(opened.go_to(256) && state(&opened) == expected[&256], "go to 256 after opening");
    // A few hundred actions of replay, not ten thousand (a ratio, so a debug build passes too).
    println!("replay {replay:?}, undo {undo:?}, middle {middle:?}");
    assert!(undo * 8 < replay, "undo took {undo:?}; replaying the session takes {replay:?}");
    assert!(
        middle * 8 < replay,
        "going to the middle took {middle:?}; replaying the session takes {replay:?}"
    );
}
