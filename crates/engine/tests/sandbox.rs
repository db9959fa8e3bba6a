//! Sandbox edits and the rules that read them: a creature put into the battle zone by hand
//! counts as there since the turn began (it may attack, 506.1a) until summoning sickness is
//! given to it by hand, and the log says which.

use horyu_engine::card::CardType;
use horyu_engine::selfplay::starter_setup;
use horyu_engine::session::Session;
use horyu_engine::TurnStep;
use horyu_engine::{Action, CardId, EventKind, Manual, Zone, ZoneRef};

fn can_attack(s: &Session, c: CardId) -> bool {
    s.game().legal_actions().iter().any(|a| matches!(a, Action::Attack { attacker, .. } if attacker == &c))
}

#[test]
fn a_creature_put_in_by_hand_attacks_until_summoning_sickness_is_given_to_it() {
    let mut s = Session::new(starter_setup(7)).unwrap();
    let me = s.game().turn().active;
    // To the attack step of the first turn, ending steps as the rules allow.
    while s.game().turn().step != TurnStep::Attack {
        s.apply(Action::EndStep).unwrap();
    }
    let creature = s
        .game()
        .zone_cards(me, Zone::Hand)
        .into_iter()
        .chain(s.game().zone_cards(me, Zone::Deck))
        .find(|&c| s.game().face(c).card_type == CardType::Creature)
        .expect("the starter deck has a creature");
    s.apply(Action::Manual(Manual::Move { card: creature, to: ZoneRef::new(me, Zone::Battle), index: None }))
        .unwrap();
    let moved = s.game().log().last().unwrap();
    assert!(matches!(moved.kind, EventKind::Moved { .. }));
    assert!(moved.rules.contains(&"506.1a"), "the move cites 506.1a");
    assert!(moved.notes[0].en.contains("counts as there since the turn began"), "{:?}", moved.notes);
    assert!(can_attack(&s, creature), "put in by hand: there since the turn began");

    s.apply(Action::Manual(Manual::Sickness { card: creature, sick: true })).unwrap();
    assert!(s.game().card(creature).entered_turn.is_some());
    assert!(!can_attack(&s, creature), "summoning sickness given by hand");
    let refused = s.apply(Action::Attack { attacker: creature, target: None }).unwrap_err();
    assert!(refused.to_string().contains("506.1a"), "{refused}");

    s.apply(Action::Manual(Manual::Sickness { card: creature, sick: false })).unwrap();
    assert!(can_attack(&s, creature), "lifted again");

    // Only a card in the battle zone can have it; the refusal changes nothing.
    let in_hand = s.game().zone_cards(me, Zone::Hand).first().copied();
    if let Some(c) = in_hand {
        let before = s.history().clone();
        let e = s.apply(Action::Manual(Manual::Sickness { card: c, sick: true })).unwrap_err();
        assert!(e.to_string().contains("battle zone"), "{e}");
        assert_eq!(s.history(), &before);
    }
}

/// A reorder must list the zone's cards, each once (checked without sorting: a link may hold
/// many reorders of a full zone).
#[test]
fn a_reorder_lists_each_card_of_the_zone_once() {
    let mut s = Session::new(starter_setup(3)).unwrap();
    let me = s.game().turn().active;
    let deck = ZoneRef::new(me, Zone::Deck);
    let cards = s.game().zone_cards(me, Zone::Deck);
    assert!(cards.len() > 2);
    let mut twice = cards.clone();
    twice[1] = twice[0];
    let mut short = cards.clone();
    short.pop();
    let mut stranger = cards.clone();
    stranger[0] = s.game().zone_cards(me, Zone::Hand)[0];
    for bad in [twice, short, stranger] {
        let e = s.apply(Action::Manual(Manual::Reorder { zone: deck, order: bad })).unwrap_err();
        assert!(e.to_string().contains("exactly the cards"), "{e}");
    }
    let mut reversed = cards.clone();
    reversed.reverse();
    s.apply(Action::Manual(Manual::Reorder { zone: deck, order: reversed.clone() })).unwrap();
    assert_eq!(s.game().zone_cards(me, Zone::Deck), reversed);
}
