#![cfg(not(target_arch = "wasm32"))]
//! Inputs that made a fuzz target (crates/engine/fuzz) fail, kept as plain tests: each is the
//! target's input written out as the steps it took (`HORYU_FUZZ_TRACE=1` prints them), with
//! the artifact's name.

use horyu_engine::scenario::Scenario;
use horyu_engine::session::Session;
use horyu_engine::{Action, CardId};

const KIRIKO: &str =
    include_str!("../../../tests/rulings/409.1e-kiriko-three-spells-standby-then-one-at-a-time.toml");

/// What session_actions checks after a switch: every kept branch can be switched to, and the
/// history replays to the game shown.
fn assert_whole(s: &Session) {
    s.game().check_invariants().unwrap();
    let again = Session::from_history(s.history().clone()).expect("the history replays");
    assert_eq!(again.game().state_hash(), s.game().state_hash());
    for i in 0..s.history().branches.len() {
        let mut t = s.clone();
        assert!(t.switch_branch(i), "branch {i} of {:?} does not replay", s.history().branches);
    }
}

/// session_actions crash-83ab74b747e8ed3f8c0620eace3d5210a9414c6d (a seed): a branch that left
/// the line at moment 4 kept its fork point after playing from moment 1 had replaced the line's
/// actions 2 to 4, so switching to it played its attack after the wrong actions, and
/// `switch_branch` returned false with the history already changed.
#[test]
fn a_branch_from_a_replaced_part_of_the_line_still_switches() {
    let mut s = Session::new(Scenario::parse(KIRIKO).unwrap().setup).unwrap();
    let attack = |c: u16| Action::Attack { attacker: CardId(c), target: None };
    for a in [Action::EndStep, Action::EndStep, Action::EndStep, Action::EndStep, attack(25)] {
        s.apply(a).unwrap();
    }
    assert!(s.go_to(4));
    // The same attack again from moment 4: the old one is kept as a branch from 4.
    s.apply(attack(25)).unwrap();
    assert!(s.go_to(1));
    s.apply(attack(13)).unwrap();
    assert_whole(&s);
    assert!(s.undo());
    assert!(s.go_to(2));
    let branches = s.history().branches.len();
    assert!(s.switch_branch(0));
    assert_eq!(
        s.history().actions,
        [Action::EndStep, Action::EndStep, Action::EndStep, Action::EndStep, attack(25)]
    );
    assert_eq!(s.history().branches.len(), branches);
    assert_whole(&s);
}

/// A branch that no longer fits its line (as a link may carry one): switching to it is refused
/// and changes nothing.
#[test]
fn a_branch_that_does_not_replay_is_refused_and_changes_nothing() {
    let mut s = Session::new(Scenario::parse(KIRIKO).unwrap().setup).unwrap();
    s.apply(Action::EndStep).unwrap();
    let mut history = s.history().clone();
    history.branches.push((0, vec![Action::Attack { attacker: CardId(999), target: None }]));
    let mut s = Session::from_history(history.clone()).unwrap();
    assert!(!s.switch_branch(0));
    assert_eq!(*s.history(), history);
}
