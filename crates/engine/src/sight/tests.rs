//! What a perspective is told of words the engine decided before any perspective asked: a
//! game's end reason, and every kind of event with its cause.

use super::*;
use crate::selfplay::starter_setup;
use crate::state::{GameResult, TurnStep};

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
        winner: Some(PlayerId::P2),
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

/// One event of every kind, as the engine could log it: `h` is a card the viewer can't see,
/// `s` one they see. A kind whose cards everyone sees as it happens (a use, an attack, 601.1,
/// 506) is about `s`; every other card slot, every cause, every word kept from when it happened
/// and every note names `h`, by name and by id.
// A list of every event kind, one entry each: as long as the kinds are many.
#[allow(clippy::too_many_lines)]
fn every_kind(game: &Game, viewer: PlayerId, h: CardId, s: CardId) -> Vec<EventKind> {
    use crate::event::{DeckEnd, MoveHow, UseHow};
    let other = viewer.opponent();
    let told = named_text(game, h);
    let hidden_at = ZoneRef::new(game.card(h).owner, game.card(h).zone);
    let ability = "When this creature attacks, draw a card.".to_string();
    let kinds = vec![
        EventKind::GameStarted { ruleset: crate::Ruleset::Current },
        EventKind::TurnStarted { player: other, number: 3 },
        EventKind::StepStarted { step: TurnStep::Main },
        EventKind::Untapped { cards: vec![h] },
        EventKind::Tapped { cards: vec![h] },
        EventKind::TurnedUpsideDown { cards: vec![h] },
        EventKind::Declared { player: other, card: s, how: UseHow::Summon, from: Zone::Hand },
        EventKind::EnteredStandby {
            cards: vec![h],
            zone: hidden_at.zone,
            reason: crate::state::StandbyReason::Broken,
        },
        EventKind::LeftStandby { card: h, zone: hidden_at.zone, stayed: true },
        EventKind::CostDetermined { card: s, printed: 3, cost: 2 },
        EventKind::Paid { card: s, mana: vec![s] },
        EventKind::Used { card: s, how: UseHow::Cast },
        EventKind::Triggered { pending: 1, source: h, text: ability.clone() },
        EventKind::Resolving { pending: 1, source: h, text: ability },
        EventKind::SpellResolving { card: s },
        EventKind::ConditionFailed { pending: 1 },
        EventKind::Declined { pending: 1 },
        EventKind::Moved {
            card: h,
            from: hidden_at,
            to: ZoneRef::new(hidden_at.player, Zone::Deck),
            how: MoveHow::Put,
            end: Some(DeckEnd::Top),
        },
        EventKind::Replaced { card: h, would: told.clone(), instead: told.clone(), by: h },
        EventKind::PowerModified { card: s, amount: 1000 },
        EventKind::Granted { card: s, keyword: crate::card::Keyword::Blocker },
        EventKind::Shuffled { player: other },
        EventKind::Looked { player: other, cards: vec![h] },
        EventKind::Revealed { cards: vec![s] },
        EventKind::DelayedCreated { what: told.clone() },
        EventKind::NothingToDo { card: Some(h), what: told.clone() },
        EventKind::Prohibited { card: Some(h), what: told.clone() },
        EventKind::Lost { player: viewer, reason: told.clone() },
        EventKind::Won { player: other, reason: told.clone() },
        EventKind::Void { reason: told.clone() },
        EventKind::Created { card: h, to: hidden_at },
        EventKind::ManualTap { card: h, tapped: true },
        EventKind::ManualSickness { card: s, sick: true },
        EventKind::ManualFlip { card: h },
        EventKind::ManualReorder { zone: hidden_at },
        EventKind::Attacked { attacker: s, target: None },
        EventKind::TapAbilityUsed { card: s, text: "Tap: draw a card.".into() },
        EventKind::SilentSkillUsed { card: s, pending: 3, text: "Silent Skill: draw a card.".into() },
        EventKind::Blocked { blocker: s },
        EventKind::Redirected { to: s },
        EventKind::Battle { winner: Some(s), loser: vec![s] },
        EventKind::ExtraTurn { player: other },
        EventKind::WillSkipTurn { player: other },
        EventKind::MovedNone { player: other, how: MoveHow::Drawn },
        EventKind::TurnSkipped { player: other },
        EventKind::Reconstructed { card: s },
        EventKind::ModeChosen { player: other, mode: told },
        EventKind::Named {
            player: other,
            what: crate::card::NameKind::Race,
            named: Text::new("Human", "ヒューマン"),
        },
        EventKind::GachinkoJudged { player: other, won: true, mine: Some((s, 3)), theirs: None },
        EventKind::AttackEnded { attacker: s },
        EventKind::Flipped { card: s, from: game.name(s).to_string() },
        EventKind::Crossed { gear: s, creature: s, from: Some(s) },
        #[cfg(whole_vocabulary)]
        EventKind::MustBlock { blocker: s, attacker: s },
    ];
    // Every kind once: a new kind fails to compile here until it has an event above.
    let mut seen = [false; 52 + if cfg!(whole_vocabulary) { 1 } else { 0 }];
    for k in &kinds {
        let i = match k {
            EventKind::GameStarted { .. } => 0,
            EventKind::TurnStarted { .. } => 1,
            EventKind::StepStarted { .. } => 2,
            EventKind::Untapped { .. } => 3,
            EventKind::Tapped { .. } => 4,
            EventKind::TurnedUpsideDown { .. } => 5,
            EventKind::Declared { .. } => 6,
            EventKind::EnteredStandby { .. } => 7,
            EventKind::LeftStandby { .. } => 8,
            EventKind::CostDetermined { .. } => 9,
            EventKind::Paid { .. } => 10,
            EventKind::Used { .. } => 11,
            EventKind::Triggered { .. } => 12,
            EventKind::Resolving { .. } => 13,
            EventKind::SpellResolving { .. } => 14,
            EventKind::ConditionFailed { .. } => 15,
            EventKind::Declined { .. } => 16,
            EventKind::Moved { .. } => 17,
            EventKind::Replaced { .. } => 18,
            EventKind::PowerModified { .. } => 19,
            EventKind::Granted { .. } => 20,
            EventKind::Shuffled { .. } => 21,
            EventKind::Looked { .. } => 22,
            EventKind::Revealed { .. } => 23,
            EventKind::DelayedCreated { .. } => 24,
            EventKind::NothingToDo { .. } => 25,
            EventKind::Prohibited { .. } => 26,
            EventKind::Lost { .. } => 27,
            EventKind::Won { .. } => 28,
            EventKind::Created { .. } => 29,
            EventKind::ManualTap { .. } => 30,
            EventKind::ManualFlip { .. } => 31,
            EventKind::ManualReorder { .. } => 32,
            EventKind::Attacked { .. } => 33,
            EventKind::Blocked { .. } => 34,
            EventKind::Redirected { .. } => 35,
            EventKind::Battle { .. } => 36,
            EventKind::ExtraTurn { .. } => 37,
            EventKind::WillSkipTurn { .. } => 38,
            EventKind::TurnSkipped { .. } => 39,
            EventKind::Reconstructed { .. } => 40,
            EventKind::ModeChosen { .. } => 41,
            EventKind::GachinkoJudged { .. } => 42,
            EventKind::AttackEnded { .. } => 43,
            EventKind::Flipped { .. } => 44,
            EventKind::Void { .. } => 45,
            EventKind::TapAbilityUsed { .. } => 46,
            EventKind::Crossed { .. } => 47,
            EventKind::SilentSkillUsed { .. } => 48,
            EventKind::MovedNone { .. } => 49,
            EventKind::Named { .. } => 51,
            EventKind::ManualSickness { .. } => 50,
            #[cfg(whole_vocabulary)]
            EventKind::MustBlock { .. } => 52,
        };
        seen[i] = true;
    }
    assert!(seen.iter().all(|&s| s), "every kind of event has a sample");
    kinds
}

/// Words naming `c` by name and by id in both languages, as the engine words a reason.
fn named_text(game: &Game, c: CardId) -> Text {
    Text::new(
        format!("{} ({c}) would not move normally", game.name_in(c, Lang::En)),
        format!("{}（{c}）が通常どおり移動しない", game.name_in(c, Lang::Ja)),
    )
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

    /// Every kind of event, caused by a card the viewer can't see and with words and notes
    /// naming it: the viewer's line, cause and notes name it neither by name nor by id, in
    /// English or Japanese; the judge's name it.
    #[test]
    fn no_event_kind_names_a_hidden_card(seed in 0u64..1000, pick in 0usize..1000, p2 in proptest::bool::ANY) {
        let viewer = if p2 { PlayerId::P2 } else { PlayerId::P1 };
        let mut game = Game::from_setup(&starter_setup(seed)).unwrap();
        let sight = game.sight(Some(viewer));
        let ids: Vec<CardId> = (0..game.cards.len() as u16).map(CardId).collect();
        let seen: Vec<CardId> = ids.iter().copied().filter(|&c| sight.sees(c)).collect();
        let seen_names: Vec<String> =
            seen.iter().flat_map(|&c| [game.name_in(c, Lang::En), game.name_in(c, Lang::Ja)]).collect();
        // A hidden card whose name no seen card shares: its name alone would tell it.
        let hidden: Vec<CardId> = ids
            .iter()
            .copied()
            .filter(|&c| !sight.sees(c))
            .filter(|&c| {
                [game.name_in(c, Lang::En), game.name_in(c, Lang::Ja)]
                    .iter()
                    .all(|n| !seen_names.iter().any(|s| s.contains(n.as_str())))
            })
            .collect();
        proptest::prop_assume!(!hidden.is_empty());
        let h = hidden[pick % hidden.len()];
        let s = seen[pick % seen.len()];
        let secrets = [game.name_in(h, Lang::En), game.name_in(h, Lang::Ja)];
        let cause = crate::event::Cause { card: h, def: game.card(h).def, ability: None };
        let from = game.log.len();
        for kind in every_kind(&game, viewer, h, s) {
            game.emit_with(kind, Some(cause.clone()), &[], vec![named_text(&game, h)]);
        }
        let sight = game.sight(Some(viewer));
        let judge = game.sight(None);
        for e in &game.log()[from..] {
            for lang in [Lang::En, Lang::Ja] {
                let shown = format!("{} | {:?} | {:?}", sight.describe(e, lang), sight.cause(e, lang), sight.notes(e, lang));
                for name in &secrets {
                    proptest::prop_assert!(!shown.contains(name.as_str()), "{:?} names {name}: {shown}", e.kind.type_name());
                }
                let words: Vec<&str> = shown.split(|ch: char| !ch.is_ascii_alphanumeric()).collect();
                proptest::prop_assert!(!words.contains(&h.to_string().as_str()), "{:?} gives {h}: {shown}", e.kind.type_name());
                proptest::prop_assert_eq!(judge.cause(e, lang), Some(game.name_in(h, lang)));
            }
        }
    }
}
