#![cfg(not(target_arch = "wasm32"))]
//! Inputs that made a fuzz target (crates/engine/fuzz) fail, kept as plain tests: each is the
//! target's input written out as the steps it took (`HORYU_FUZZ_TRACE=1` prints them), with
//! the artifact's name.

use horyu_engine::card::Side;
use horyu_engine::decision::Answer;
use horyu_engine::scenario::Scenario;
use horyu_engine::session::Session;
use horyu_engine::{Action, CardId, Manual, PlayerId, Ruleset, Zone};

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

const POSITRON: &str = include_str!("../../../tests/rulings/605-positron-sign-spell-inside-a-spell.toml");

/// session_actions crash-70ecfd42208f127bc2a4eaa92997cb1dae54ad87: flipping a mana card face
/// down (a manual edit) while its owner was asked which mana to tap for Aqua Hulcus left that
/// question with no possible answer, and the game stuck ("the decision … has no legal
/// answer"). Such an edit is now refused while the question is open, and changes nothing.
#[test]
fn an_edit_that_strands_the_pending_question_is_refused() {
    let use_ = |c: u16| Action::Use { card: CardId(c), mana: None, side: None };
    let cards = |cs: &[u16]| Action::Answer(Answer::Cards(cs.iter().map(|&c| CardId(c)).collect()));
    let flip = Action::Manual(Manual::Flip { card: CardId(1) });
    let end = Action::EndStep;
    let mut s = Session::new(Scenario::parse(POSITRON).unwrap().setup).unwrap();
    let played =
        [use_(8), cards(&[0]), Action::Answer(Answer::Number(2)), cards(&[5]), end.clone(), end.clone()];
    for a in played {
        s.apply(a).unwrap();
    }
    let _ = s.apply(end.clone());
    assert!(s.undo() && s.redo() && s.go_to(4));
    s.apply(end.clone()).unwrap();
    // The playground's ruleset switch: the same line under the legacy rules.
    let mut setup = s.history().setup.clone();
    assert_eq!(setup.ruleset, Ruleset::Current);
    setup.ruleset = Ruleset::Legacy;
    let mut legacy = Session::new(setup).unwrap();
    for a in &s.history().actions {
        if legacy.apply(a.clone()).is_err() {
            break;
        }
    }
    let at = s.cursor().min(legacy.len());
    assert!(legacy.go_to(at));
    let mut s = legacy;
    s.apply(flip.clone()).unwrap();
    let mut line = vec![end.clone(); 4];
    line.extend([Action::Charge { card: CardId(4) }, end.clone(), use_(6), cards(&[10, 13, 4])]);
    line.extend(vec![end.clone(); 5]);
    line.push(Action::Charge { card: CardId(1) });
    line.extend(vec![end.clone(); 7]);
    line.push(use_(2));
    for a in line {
        s.apply(a.clone()).unwrap_or_else(|e| panic!("{a:?}: {e}"));
        s.game().check_invariants().unwrap();
    }
    // Asked which mana to tap for Aqua Hulcus: card 1 (face up again in the mana zone) is needed.
    let prompt = s.game().decision().unwrap().prompt.clone();
    assert!(prompt.contains("Aqua Hulcus"), "{prompt}");
    let (hash, history) = (s.game().state_hash(), s.history().clone());
    let err = s.apply(flip).unwrap_err().to_string();
    assert!(err.contains("no possible answer"), "{err}");
    assert_eq!((s.game().state_hash(), s.history()), (hash, &history));
    s.game().check_invariants().unwrap();
}

const DOKINDAM: &str =
    include_str!("../../../tests/rulings/409.1f-dokindam-apocalypse-seals-attach-together.toml");

/// session_actions crash-e84f302b7e80dcd8980553d1e20f96f2248e20cd (from tests/links/dokindam-seals.json):
/// a sealed creature moved by hand to the mana zone left its seals attached to nothing, so
/// they were in no zone ("c0 is nowhere"). Its seals now go to their owners' graveyards, as
/// when the rules move a sealed creature (116).
#[test]
fn a_sealed_creature_moved_by_hand_takes_its_seals_off() {
    let sc = Scenario::parse(DOKINDAM).unwrap();
    let mut s = Session::new(sc.setup.clone()).unwrap();
    for a in sc.run().history(&sc.setup).actions {
        s.apply(a).unwrap();
    }
    let game = s.game();
    let sealed: Vec<CardId> =
        game.battle_zone().iter().copied().filter(|&c| !game.card(c).seals.is_empty()).collect();
    assert!(!sealed.is_empty(), "the ruling ends with sealed creatures");
    let seals = game.card(sealed[0]).seals.clone();
    let owner = game.card(sealed[0]).owner;
    s.apply(Action::Manual(Manual::Move {
        card: sealed[0],
        to: horyu_engine::ZoneRef::new(owner, horyu_engine::Zone::Mana),
        index: Some(37),
    }))
    .unwrap();
    assert_whole(&s);
    for c in seals {
        assert_eq!(s.game().card(c).zone, horyu_engine::Zone::Graveyard);
    }
}

/// Kariyadone (creature, cost 14, sympathy: 1 less for each spell in the graveyard, never less
/// than 1) with Hermit Circle (light spell, cost 3) as its twinpact half, 2 spells in the
/// graveyard and 1 untapped light mana.
const HERMIT: &str = r#"
title = "Hermit Circle with 1 mana"

[board]
active = "p1"
step = "main"
turn = 5

[board.p1]
hand = [{ card = "Kariyadone", as = "kariyadone" }]
mana = [{ card = "Holy Awe", as = "mana" }]
graveyard = [{ card = "Holy Awe", count = 2 }]
deck = [{ card = "Bronze-Arm Tribe", count = 3 }]

[board.p2]
battle = [{ card = "Bolshack Dragon" }]
deck = [{ card = "Bronze-Arm Tribe", count = 3 }]
"#;

/// session_actions crash-9cbe6eeb1bbe331dc5edda19c9c6c14977a019be, from the ruling
/// 605.1-heavens-gate-triggers-in-any-order with a Kariyadone created by hand (about 30 steps),
/// here on a board of its own: casting Hermit Circle, the spell half of Kariyadone, was listed
/// as legal with 1 untapped mana, then asked for 3 ("the decision … has no legal answer"),
/// which stuck the game. Using a card (601.1) settles its cost changes at declaration (601.1a,
/// 601.1e) and pays them before it is used (601.1f–g); a twinpact used is only the half used
/// (810.3a), so casting the spell half, the creature half's sympathy ("this creature costs 1
/// less to summon") does not lower its cost: it is the spell's 3. The legality check read the
/// card's abilities from the half it showed in the hand (the creature), so it applied the
/// sympathy and found 1; the payment, with the card turned to the spell half at declaration,
/// asked for 3. The cast is now refused up front, and every use the engine lists can be paid.
#[test]
fn a_twinpact_half_is_legal_only_if_its_own_cost_can_be_paid() {
    let setup = Scenario::parse(HERMIT).unwrap().setup;
    let mut s = Session::new(setup).unwrap();
    // Every use listed can be paid: after it, the question asked has an answer.
    for a in s.game().legal_actions() {
        let mut t = s.clone();
        t.apply(a.clone()).unwrap_or_else(|e| panic!("{a:?}: {e}"));
        t.game().check_invariants().unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    let game = s.game();
    let kariyadone = game.zone_cards(PlayerId::P1, Zone::Hand)[0];
    let circle = Action::Use { card: kariyadone, mana: None, side: Some(Side::Twin) };
    // The sympathy changes the creature's cost, not the spell's: 14 - 2 and 3.
    assert_eq!(game.cost_to_use_side(kariyadone, Side::Front), 12);
    assert_eq!(game.cost_to_use_side(kariyadone, Side::Twin), 3);
    assert!(!game.legal_actions().contains(&circle), "{:?}", game.legal_actions());
    let (hash, history) = (game.state_hash(), s.history().clone());
    let err = s.apply(circle).unwrap_err().to_string();
    assert!(err.contains("Hermit Circle, the half used, costs 3 and Player 1 has 1 untapped mana"), "{err}");
    assert_eq!((s.game().state_hash(), s.history()), (hash, &history));
}
