#![cfg(not(target_arch = "wasm32"))]
//! Nothing leaked (400.2): in random games, everything the engine words or draws for a player's
//! view — the board, the decision and its options, the pending effects, the log, the actions,
//! the explorer's outcomes, the embed's summary and the SVG — never names a card that player
//! has had no way to see, nor gives its id.
//!
//! The oracle is stated here from the rules, apart from the engine's own bookkeeping: a player
//! knows a card once it was visible to them at some moment (`Game::can_see`), or an event
//! showed it (used, revealed, looked at by them, moved from or to a zone they see).

use horyu_engine::card::{CardType, Side};
use horyu_engine::decision::Prompt;
use horyu_engine::diagram::board_svg;
use horyu_engine::selfplay::starter_setup;
use horyu_engine::setup::CardSetup;
use horyu_engine::state::StandbyReason;
use horyu_engine::words::{self, Lang, Text};
use horyu_engine::{Action, Answer, CardDb, CardId, DecisionKind, EventKind, Game, PlayerId, Zone, ZoneRef};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// Starter decks with `swaps` cards replaced by random built-in cards (the whole vocabulary
/// the built-in set is written in), so S-Triggers, looks, reveals and searches come up.
fn game_with(seed: u64, swaps: &[(u8, u16)]) -> Game {
    let db = CardDb::builtin();
    let pool: Vec<_> = db
        .iter()
        .filter(|d| {
            !matches!(d.face(Side::Front).card_type, CardType::PsychicCreature | CardType::GrCreature)
        })
        .map(|d| d.id)
        .collect();
    let mut setup = starter_setup(seed);
    for (i, &(slot, pick)) in swaps.iter().enumerate() {
        let p = if i % 2 == 0 { PlayerId::P1 } else { PlayerId::P2 };
        let deck = &mut setup.players[p].deck;
        let slot = slot as usize % deck.len();
        deck[slot] = CardSetup::new(pool[pick as usize % pool.len()]);
    }
    Game::from_setup(&setup).expect("a starter setup with built-in cards is valid")
}

/// What `p` has had a way to see, from the rules (400.2, 601.1, 605.4, 701.9).
fn learn(game: &Game, p: PlayerId, known: &mut BTreeSet<CardId>, from_event: usize) {
    for (i, _) in game.cards().iter().enumerate() {
        let c = CardId(i as u16);
        if game.can_see(Some(p), c) {
            known.insert(c);
        }
    }
    let shows = |z: ZoneRef| z.zone.is_public() || (z.zone == Zone::Hand && z.player == p);
    for e in &game.log()[from_event..] {
        let public = match &e.kind {
            EventKind::Moved { from, to, .. } => shows(*from) || shows(*to),
            EventKind::Looked { player, .. } => *player == p,
            // A broken shield is its owner's to look at until it is used (113.6a); seals are
            // attached face down (116.1).
            EventKind::EnteredStandby { reason: StandbyReason::Broken, zone, cards } => {
                *zone == Zone::Shields && cards.iter().all(|&c| game.card(c).owner == p)
            }
            EventKind::EnteredStandby { reason: StandbyReason::Seal, .. } => false,
            EventKind::Declared { .. }
            | EventKind::EnteredStandby { .. }
            | EventKind::CostDetermined { .. }
            | EventKind::Paid { .. }
            | EventKind::Used { .. }
            | EventKind::SpellResolving { .. }
            | EventKind::Revealed { .. }
            | EventKind::Attacked { .. }
            | EventKind::Blocked { .. }
            | EventKind::Redirected { .. }
            | EventKind::Battle { .. }
            | EventKind::AttackEnded { .. }
            | EventKind::Flipped { .. } => true,
            _ => false,
        };
        if public {
            known.extend(e.kind.cards());
        }
    }
}

/// The names (English and Japanese) of the cards `p` must not be told of: hidden from them
/// and never known, less any name a known card shares.
fn secrets(game: &Game, known: &BTreeSet<CardId>) -> Vec<(CardId, String)> {
    let known_names: BTreeSet<String> =
        known.iter().flat_map(|&c| [game.name_in(c, Lang::En), game.name_in(c, Lang::Ja)]).collect();
    let mut out = Vec::new();
    for i in 0..game.cards().len() {
        let c = CardId(i as u16);
        if known.contains(&c) {
            continue;
        }
        for lang in [Lang::En, Lang::Ja] {
            let name = game.name_in(c, lang);
            // A name inside a known name ("Bolshack" in "Bolshack Dragon") is not told apart.
            if !known_names.iter().any(|k| k.contains(&name)) {
                out.push((c, name));
            }
        }
    }
    out
}

/// Everything the engine words or draws for `p` now, one text per part. The log's lines from
/// `new_events` on: an older line was checked when it was new, when fewer cards were known.
fn everything_shown(game: &Game, p: PlayerId, new_events: usize) -> Vec<(String, String)> {
    let sight = game.sight(Some(p));
    let mut texts = Vec::new();
    // The names offered to name are checked apart, by `name_options_leak`.
    let mut board = sight.board();
    if let Some(d) = board.decision.as_mut().filter(|_| name_options(game, p).is_some()) {
        d.kind = DecisionKind::Mode { options: Vec::new() };
    }
    texts.push(("board".into(), format!("{board:?}")));
    texts.push(("summary".into(), sight.summary().join("\n")));
    texts.push(("svg".into(), board_svg(game, Some(p), 0, 0)));
    for lang in [Lang::En, Lang::Ja] {
        if let Some(d) = sight.decision() {
            texts.push(("prompt".into(), format!("{} {:?}", d.prompt.get(lang), d.cause)));
            if let DecisionKind::Cards { candidates, .. } | DecisionKind::Mana { candidates, .. } = &d.kind {
                for &c in candidates {
                    texts.push(("option".into(), sight.name(c, lang)));
                }
            }
        }
        for pe in sight.pending() {
            texts.push(("pending".into(), pe.label.get(lang).to_string()));
        }
        for (_, words) in sight.actions(lang) {
            texts.push(("action".into(), words));
        }
        for e in &game.log()[new_events..] {
            texts.push((
                "log".into(),
                format!("{} {:?} {:?}", sight.describe(e, lang), sight.cause(e, lang), sight.notes(e, lang)),
            ));
        }
    }
    if let Some(DecisionKind::NextPending { options }) = game.decision().map(|d| &d.kind) {
        if options.len() <= 4 {
            if let Ok(x) = sight.explore() {
                texts.push(("explorer".into(), format!("{:?}", x)));
            }
        }
    }
    texts
}

/// Refusals of actions naming a card `p` can't see (the `probe`th), as `p`'s view words them
/// in both languages: the engine words a refusal for the judge, naming any card; the app shows
/// it through the view (and the reasons it asks of `check_use`/`check_attack` the same way).
fn refusals_shown(game: &Game, p: PlayerId, probe: usize) -> Vec<(String, String)> {
    let sight = game.sight(Some(p));
    let hidden: Vec<CardId> =
        (0..game.cards().len() as u16).map(CardId).filter(|&c| !game.can_see(Some(p), c)).collect();
    let hidden = hidden.get(probe % hidden.len().max(1)).copied();
    let own = game.zone_cards(game.turn().active, Zone::Hand).first().copied().unwrap_or(CardId(0));
    let mut copy = game.clone();
    let mut texts = Vec::new();
    if let Some(c) = hidden {
        let tries = [
            Action::Use { card: c, mana: None, side: None },
            Action::Use { card: c, mana: None, side: Some(Side::Twin) },
            Action::Use { card: own, mana: Some(vec![c]), side: None },
            Action::Charge { card: c },
            Action::Attack { attacker: c, target: None },
            // A hidden card pointed at by its handle, which the app turns into its id.
            Action::Answer(Answer::Cards(vec![c])),
            Action::Answer(Answer::Cards(vec![c, c])),
        ];
        for a in tries {
            match copy.apply(a) {
                Ok(_) => copy = game.clone(),
                Err(e) => {
                    let t = sight.refusal(&e);
                    texts.push(("refusal".into(), format!("{} {}", t.en, t.ja)));
                }
            }
        }
        for side in [Side::Front, Side::Twin] {
            if let Err(why) = game.check_use(c, None, side) {
                for lang in [Lang::En, Lang::Ja] {
                    texts.push(("refusal".into(), sight.redact(why.get(lang), lang)));
                }
            }
        }
    }
    texts
}

/// The names of twinpact halves `p` must not be told of (a refusal names the half used alone).
fn half_secrets(game: &Game, known: &BTreeSet<CardId>) -> Vec<(CardId, String)> {
    let halves = |c: CardId| -> Vec<String> {
        let def = game.db().get(game.card(c).def).unwrap();
        def.faces().flat_map(|(_, f)| [f.name.clone(), f.name_ja.clone()]).filter(|n| !n.is_empty()).collect()
    };
    let known_names: Vec<String> = known.iter().flat_map(|&c| halves(c)).collect();
    (0..game.cards().len() as u16)
        .map(CardId)
        .filter(|c| !known.contains(c) && game.def(*c).twin.is_some())
        .flat_map(|c| halves(c).into_iter().map(move |n| (c, n)))
        .filter(|(_, n)| !known_names.iter().any(|k| k.contains(n.as_str())))
        .collect()
}

/// The names `p` is asked to choose one of (202.2, 203.4), when `p` is naming.
fn name_options(game: &Game, p: PlayerId) -> Option<Vec<Text>> {
    game.decision().filter(|d| d.player == p && matches!(d.about, Prompt::Name { .. }))?;
    match game.sight(Some(p)).decision()?.kind {
        DecisionKind::Mode { options } => Some(options),
        _ => None,
    }
}

/// A leak in what `p` may name. A player knows the names of the cards they own (they built the
/// deck) though not where those cards are, so the list may name their own hidden cards; it never
/// names another player's card `p` has not seen, and its order (by the English words) says
/// nothing of where a card lies.
fn name_options_leak(game: &Game, p: PlayerId, known: &BTreeSet<CardId>) -> Option<String> {
    let options = name_options(game, p)?;
    let civilizations = horyu_engine::card::Civilization::FIVE
        .into_iter()
        .flat_map(|c| [Lang::En, Lang::Ja].map(|lang| words::civilization(c, lang).to_string()));
    let sayable: BTreeSet<String> = (0..game.cards().len() as u16)
        .map(CardId)
        .filter(|&c| known.contains(&c) || game.card(c).owner == p)
        .flat_map(|c| {
            let def = game.db().get(game.card(c).def).unwrap();
            def.faces()
                .flat_map(|(_, f)| {
                    let mut words = vec![f.name.clone(), f.name_ja.clone()];
                    words.extend(f.races.iter().cloned().chain(f.races_ja.iter().cloned()));
                    words
                })
                .collect::<Vec<_>>()
        })
        .chain(civilizations)
        .collect();
    if let Some(o) = options.iter().find(|o| !sayable.contains(&o.en) || !sayable.contains(&o.ja)) {
        return Some(format!("{p:?} may name {o:?}, of no card they own or have seen"));
    }
    if options.windows(2).any(|w| w[0].en >= w[1].en) {
        return Some(format!("{p:?}'s names to choose from are not in order: {options:?}"));
    }
    None
}

/// The first leak in what `p` is shown now, if any.
/// `probe`: a hidden card to try refused actions with, every eighth step (refusals are slow to
/// word and redact).
fn leak(
    game: &Game,
    p: PlayerId,
    known: &BTreeSet<CardId>,
    new_events: usize,
    probe: Option<usize>,
) -> Option<String> {
    let secret = secrets(game, known);
    // A card hidden from `p` now is never given by its id ("c7"), in any text.
    let by_id = |text: &str| -> Option<CardId> {
        let words: BTreeSet<&str> = text.split(|ch: char| !ch.is_ascii_alphanumeric()).collect();
        (0..game.cards().len() as u16)
            .map(CardId)
            .find(|&c| !game.can_see(Some(p), c) && words.contains(c.to_string().as_str()))
    };
    if let Some(probe) = probe {
        let halves = half_secrets(game, known);
        for (part, text) in refusals_shown(game, p, probe) {
            if let Some((c, name)) = secret.iter().chain(&halves).find(|(_, n)| text.contains(n.as_str())) {
                return Some(format!("{p:?}'s {part} names hidden card {c} ({name}): {text}"));
            }
            if let Some(c) = by_id(&text) {
                return Some(format!("{p:?}'s {part} gives hidden card {c} by its id: {text}"));
            }
        }
    }
    if let Some(found) = name_options_leak(game, p, known) {
        return Some(found);
    }
    for (part, text) in everything_shown(game, p, new_events) {
        if let Some((c, name)) = secret.iter().find(|(_, n)| text.contains(n.as_str())) {
            return Some(format!("{p:?}'s {part} names hidden card {c} ({name}): {text}"));
        }
        if let Some(c) = by_id(&text).filter(|_| part != "board" && part != "svg") {
            return Some(format!("{p:?}'s {part} gives hidden card {c} by its id: {text}"));
        }
    }
    // A hidden card is never shown by its own id: only by a handle made from its place.
    let view = game.view(Some(p));
    for z in &view.zones {
        for cv in &z.cards {
            if !cv.id.is_handle() && !known.contains(&cv.id) && !game.can_see(Some(p), cv.id) {
                return Some(format!("{p:?}'s board shows hidden card {} in {}", cv.id, z.zone.key()));
            }
        }
    }
    if let Some(DecisionKind::Cards { candidates, .. }) = view.decision.as_ref().map(|d| &d.kind) {
        if let Some(c) = candidates.iter().find(|c| !c.is_handle() && !game.can_see(Some(p), **c)) {
            return Some(format!("{p:?}'s decision offers hidden card {c} by its id"));
        }
    }
    None
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn a_players_view_never_names_a_hidden_card(
        seed in any::<u64>(),
        swaps in prop::collection::vec((any::<u8>(), any::<u16>()), 0..24),
        picks in prop::collection::vec(any::<u16>(), 1..120),
    ) {
        let mut game = game_with(seed, &swaps);
        let mut known = [BTreeSet::new(), BTreeSet::new()];
        let mut seen_events = 0;
        for pick in picks {
            for (i, p) in PlayerId::BOTH.into_iter().enumerate() {
                learn(&game, p, &mut known[i], seen_events);
                let probe = (pick % 8 == 0).then_some(pick as usize / 8);
                let found = leak(&game, p, &known[i], seen_events, probe);
                prop_assert!(found.is_none(), "{}", found.unwrap_or_default());
            }
            seen_events = game.log().len();
            if game.result().is_some() {
                break;
            }
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let a = legal[pick as usize % legal.len()].clone();
            prop_assert!(game.apply(a.clone()).is_ok(), "a legal action was refused: {:?}", a);
        }
    }
}

/// The bug the issue found: attacking asks Player 1 which of Player 2's face-down shields to
/// break. The options are Player 2's shields by number, never by name or id.
#[test]
fn breaking_shields_offers_them_by_number() {
    let mut game = Game::from_setup(&starter_setup(3)).unwrap();
    for _ in 0..400 {
        if let Some(DecisionKind::Cards { candidates, .. }) = game.decision().map(|d| &d.kind) {
            if candidates.iter().all(|&c| game.card(c).zone == Zone::Shields) {
                let d = game.decision().unwrap();
                let p = d.player;
                let shown = game.sight(Some(p)).decision().unwrap();
                let DecisionKind::Cards { candidates: keys, .. } = &shown.kind else { unreachable!() };
                let names: Vec<String> =
                    keys.iter().map(|&k| game.sight(Some(p)).name(k, Lang::En)).collect();
                assert!(names.iter().all(|n| n.contains("'s shield ")), "{names:?}");
                assert!(keys.iter().all(|k| k.is_handle()));
                // The handle points back at the shield for the action.
                let back = game.sight(Some(p)).resolve(keys[0]).unwrap();
                assert_eq!(back, candidates[0]);
                // The judge still sees everything.
                let judge = game.sight(None).decision().unwrap();
                assert_eq!(&judge.kind, &d.kind);
                // A wrong choice is refused without naming the shields by their ids.
                let own = *game.zone_cards(p, Zone::Mana).first().expect("a mana card");
                let e = game.clone().apply(Action::Answer(Answer::Cards(vec![own]))).unwrap_err();
                let refusal = game.sight(Some(p)).refusal(&e);
                for text in [&refusal.en, &refusal.ja] {
                    let words: Vec<&str> = text.split(|ch: char| !ch.is_ascii_alphanumeric()).collect();
                    for c in candidates {
                        let id = c.to_string();
                        assert!(!words.contains(&id.as_str()) && !text.contains(&format!("{c:?}")), "{text}");
                    }
                }
                return;
            }
        }
        game.apply(toward_shields(&game)).unwrap();
        if game.result().is_some() {
            break;
        }
    }
    panic!(
        "no shield was attacked: {:?}",
        game.log().iter().rev().take(8).map(|e| e.describe(&game)).collect::<Vec<_>>()
    );
}

/// A player can't reach a hidden card by guessing its id: only by its handle.
#[test]
fn hidden_cards_resolve_only_by_handle() {
    let game = Game::from_setup(&starter_setup(5)).unwrap();
    let p1 = game.sight(Some(PlayerId::P1));
    let shield = game.zone_cards(PlayerId::P2, Zone::Shields)[0];
    assert_eq!(p1.resolve(shield), None);
    let handle = p1.key(shield);
    assert!(handle.is_handle());
    assert_eq!(p1.resolve(handle), Some(shield));
    let own_hand = game.zone_cards(PlayerId::P1, Zone::Hand)[0];
    assert_eq!(p1.key(own_hand), own_hand);
    assert_eq!(game.sight(None).key(shield), shield);
}

/// Sandbox edits of hidden cards (a shield turned over and back, a hand card moved to the deck,
/// a deck reordered) are logged from the cards, so the other player's log says "a card" and
/// never the name; the judge's log names it. (They were once worded with names, and the
/// manual move with "p2.hand" keys.)
#[test]
fn sandbox_edits_of_hidden_cards_name_nothing() {
    use horyu_engine::Manual;
    let mut game = Game::from_setup(&starter_setup(7)).unwrap();
    let shield = game.zone_cards(PlayerId::P2, Zone::Shields)[0];
    let in_hand = game.zone_cards(PlayerId::P2, Zone::Hand)[0];
    let from = game.log().len();
    let deck = ZoneRef::new(PlayerId::P2, Zone::Deck);
    let edit = |game: &mut Game, edit: Manual| {
        game.apply(Action::Manual(edit.clone())).unwrap_or_else(|e| panic!("{edit:?}: {e}"));
    };
    edit(&mut game, Manual::Flip { card: shield });
    edit(&mut game, Manual::Flip { card: shield });
    edit(&mut game, Manual::Move { card: in_hand, to: deck, index: None });
    let order: Vec<_> = game.zone_cards(PlayerId::P2, Zone::Deck).iter().rev().copied().collect();
    edit(&mut game, Manual::Reorder { zone: deck, order });
    let names = [game.name(shield).to_string(), game.name(in_hand).to_string()];
    let judge: Vec<String> =
        game.log()[from..].iter().map(|e| game.sight(None).describe(e, Lang::En)).collect();
    assert!(judge.iter().any(|l| l.contains(&names[0])), "{judge:?}");
    for lang in [Lang::En, Lang::Ja] {
        let p1 = game.sight(Some(PlayerId::P1));
        let lines: Vec<String> = game.log()[from..].iter().map(|e| p1.describe(e, lang)).collect();
        for line in &lines {
            for name in &names {
                assert!(!line.contains(name.as_str()), "P1's log names {name}: {line}");
            }
            assert!(!line.contains("p2.") && !line.contains("p1."), "a zone key in the log: {line}");
        }
        assert_eq!(lines.len(), 4, "{lines:?}");
    }
}

/// A refusal is worded for the judge, naming the card refused; a player's view of it names no
/// card that player can't see, in English or Japanese (issue #16).
#[test]
fn a_refusal_names_no_hidden_card_in_either_language() {
    let mut game = Game::from_setup(&starter_setup(7)).unwrap();
    let p = game.turn().active;
    let theirs = game.zone_cards(p.opponent(), Zone::Hand)[0];
    let e = game.apply(Action::Use { card: theirs, mana: None, side: None }).unwrap_err();
    let names = [game.name_in(theirs, Lang::En), game.name_in(theirs, Lang::Ja)];
    assert_ne!(names[0], names[1], "a card with a Japanese name");
    let judge = game.sight(None).refusal(&e);
    assert!(judge.en.contains(&names[0]) && judge.ja.contains(&names[1]), "{judge:?}");
    assert_eq!(judge, e.text());
    let mine = game.sight(Some(p)).refusal(&e);
    for text in [&mine.en, &mine.ja] {
        assert!(!names.iter().any(|n| text.contains(n.as_str())), "{text}");
    }
    assert!(mine.en.contains("a hidden card") && mine.ja.contains("見えないカード"), "{mine:?}");
    // Their owner sees it, and reads it by name.
    let theirs_view = game.sight(Some(p.opponent())).refusal(&e);
    assert_eq!(theirs_view, judge);
    // The reason the app asks before acting, redacted in its language.
    let why = game.check_use(theirs, None, Side::Front).unwrap_err();
    let ja = game.sight(Some(p)).redact(why.get(Lang::Ja), Lang::Ja);
    assert!(!ja.contains(&names[1]) && ja.contains("見えないカード"), "{ja}");
}

/// A face-up shield is seen by both players (701.32b); the face-down one beside it by neither
/// (113.1).
#[test]
fn a_face_up_shield_is_seen_by_both_players() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/rulings/701.32b-boken-max-both-modes-and-a-face-up-shield.toml"
    );
    let scenario = horyu_engine::scenario::Scenario::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
    let report = scenario.run();
    assert!(report.passed(), "{:?}", report.failures());
    let game = report.game.expect("the scenario's game");
    let shields = game.zone_cards(PlayerId::P2, Zone::Shields);
    let face_up: Vec<CardId> = shields.iter().copied().filter(|&c| game.card(c).face_up).collect();
    assert_eq!(face_up.len(), 1, "one face-up shield");
    for p in PlayerId::BOTH {
        for &s in &shields {
            assert_eq!(game.can_see(Some(p), s), face_up.contains(&s), "{p:?} sees {s:?}?");
        }
    }
    let view = game.view(Some(PlayerId::P1));
    let named = view.zones.iter().flat_map(|z| &z.cards).filter(|c| c.face_up && c.name.is_some()).count();
    assert_eq!(named, 1, "the opponent's view names the face-up shield");
}

/// A broken shield its breaker can't see is "a shield" in the breaker's log, said once: not
/// "a shield's shield"; its owner and the judge read which card it was.
#[test]
fn a_broken_shield_is_worded_as_each_view_may_read_it() {
    use horyu_engine::event::MoveHow;
    let mut game = Game::from_setup(&starter_setup(3)).unwrap();
    for _ in 0..600 {
        let broken =
            game.log().iter().find(|e| matches!(e.kind, EventKind::Moved { how: MoveHow::Broken, .. }));
        if let Some(e) = broken {
            let EventKind::Moved { card, to, .. } = e.kind else { unreachable!() };
            let owner = game.card(card).owner;
            let breaker = game.sight(Some(owner.opponent()));
            let hand = format!("{owner}'s hand");
            assert_eq!(breaker.describe(e, Lang::En), format!("A shield was broken and put into {hand}"));
            let ja = breaker.describe(e, Lang::Ja);
            assert!(ja.starts_with("シールドがブレイクされ、") && ja.ends_with("の手札に置かれる"), "{ja}");
            assert_eq!(to.zone, Zone::Hand);
            let name = game.name(card);
            for seer in [game.sight(Some(owner)), game.sight(None)] {
                assert_eq!(
                    seer.describe(e, Lang::En),
                    format!("The shield {name} was broken and put into {hand}")
                );
                let ja = seer.describe(e, Lang::Ja);
                assert!(
                    ja.starts_with(&format!("シールドの{}がブレイクされ", game.name_in(card, Lang::Ja))),
                    "{ja}"
                );
            }
            return;
        }
        game.apply(toward_shields(&game)).unwrap();
        assert!(game.result().is_none(), "the game ended before a shield was broken");
    }
    panic!("no shield was broken");
}

/// An action that soon breaks a shield: attack the player whenever possible, else answer, use
/// a card, charge mana, or end the step.
fn toward_shields(game: &Game) -> Action {
    let legal = game.legal_actions();
    legal
        .iter()
        .find(|a| matches!(a, Action::Attack { target: None, .. }))
        .or_else(|| legal.iter().find(|a| matches!(a, Action::Answer(_))))
        .or_else(|| legal.iter().find(|a| matches!(a, Action::Use { .. })))
        .or_else(|| legal.iter().find(|a| matches!(a, Action::Charge { .. })))
        .unwrap_or(&legal[legal.len() - 1])
        .clone()
}

/// The game of a ruling in tests/rulings after its first `steps` steps.
fn ruling(file: &str, steps: usize) -> (horyu_engine::scenario::Scenario, Game) {
    let path = format!("{}/../../tests/rulings/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let scenario = horyu_engine::scenario::Scenario::parse(&text).unwrap();
    let report = scenario.run_steps(steps);
    assert!(report.passed(), "{:?}", report.failures());
    let game = report.game.expect("the scenario's game");
    (scenario, game)
}

/// Every name of `card` in both languages.
fn names_of(game: &Game, card: CardId) -> [String; 2] {
    [game.name_in(card, Lang::En), game.name_in(card, Lang::Ja)]
}

/// Everything `p`'s view says of the log from `from` on: each line, its cause and notes.
fn log_shown(game: &Game, p: PlayerId, from: usize) -> Vec<String> {
    let sight = game.sight(Some(p));
    let mut out = Vec::new();
    for lang in [Lang::En, Lang::Ja] {
        for e in &game.log()[from..] {
            out.push(format!(
                "{} {:?} {:?}",
                sight.describe(e, lang),
                sight.cause(e, lang),
                sight.notes(e, lang)
            ));
        }
    }
    out
}

/// A declared ninja strike is an ability of a card in the hand (603.2e): when its controller
/// declines it, the other player's log says so without naming the card, not even as the cause.
#[test]
fn a_declined_ninja_strike_names_no_hand_card() {
    let (_, mut game) = ruling("official/qa-1123c-ninja-strike-condition-at-declaration.toml", 1);
    let shinobi = game.zone_cards(PlayerId::P2, Zone::Hand)[0];
    let from = game.log().len();
    game.apply(Action::Answer(Answer::Yes(false))).unwrap();
    assert!(game.log()[from..].iter().any(|e| matches!(e.kind, EventKind::Declined { .. })));
    assert_eq!(game.card(shinobi).zone, Zone::Hand);
    for line in log_shown(&game, PlayerId::P1, from) {
        for name in names_of(&game, shinobi) {
            assert!(!line.contains(&name), "Player 1's log names {name}: {line}");
        }
    }
    // Its owner reads it by name.
    let owner = log_shown(&game, PlayerId::P2, from);
    assert!(owner.iter().any(|l| l.contains("Shadow Shinobi")), "{owner:?}");
}

/// A revolution change that can't swap (701.26b) says so to the opponent without naming the
/// card that stays in its player's hand.
#[test]
fn a_failed_revolution_change_names_no_hand_card() {
    let (_, mut game) = ruling("official/qa-70126-swap-fails-if-one-side-stays.toml", 1);
    let ken = game.zone_cards(PlayerId::P1, Zone::Hand)[0];
    let from = game.log().len();
    game.apply(Action::Answer(Answer::Yes(true))).unwrap();
    assert_eq!(game.card(ken).zone, Zone::Hand);
    assert!(game.log()[from..].iter().any(|e| matches!(e.kind, EventKind::NothingToDo { .. })));
    for line in log_shown(&game, PlayerId::P2, from) {
        for name in names_of(&game, ken) {
            assert!(!line.contains(&name), "Player 2's log names {name}: {line}");
        }
    }
    let judge = game.log()[from..].iter().map(|e| game.sight(None).describe(e, Lang::En)).collect::<Vec<_>>();
    assert!(judge.iter().any(|l| l.contains("Dogiragon Ken")), "{judge:?}");
}

/// A refusal of a choice names the card refused by the viewer's words for it, never by its id:
/// a player points at a face-down shield by a handle, and the id it stands for is a secret.
#[test]
fn a_refused_choice_gives_no_hidden_card_id() {
    let (_, mut game) = ruling("113.6a-broken-shields-wait-in-standby-while-s-triggers-are-declared.toml", 2);
    let p1 = PlayerId::P1;
    let shields = game.zone_cards(PlayerId::P2, Zone::Shields);
    let hand = game.zone_cards(PlayerId::P2, Zone::Deck)[0];
    let id_words = |text: &str| -> Vec<String> {
        text.split(|ch: char| !ch.is_ascii_alphanumeric()).map(str::to_string).collect()
    };
    for tried in [vec![shields[0], shields[0]], vec![hand]] {
        let e = game.clone().apply(Action::Answer(Answer::Cards(tried.clone()))).unwrap_err();
        let judge = game.sight(None).refusal(&e);
        assert!(id_words(&judge.en).contains(&tried[0].to_string()), "{judge:?}");
        let seen = game.sight(Some(p1)).refusal(&e);
        for text in [&seen.en, &seen.ja] {
            let words = id_words(text);
            for c in shields.iter().chain([&hand]) {
                assert!(!words.contains(&c.to_string()), "Player 1's refusal gives {c}: {text}");
            }
        }
    }
    game.apply(Action::Answer(Answer::Cards(shields[..2].to_vec()))).unwrap();
}

/// Whether the other player is asked to declare S-Triggers, and about how many, must not tell
/// the breaker what the broken shields are (113.6, 400.2): Player 1's view of Player 2's
/// declaration is the same with one S-Trigger among the broken shields as with two.
#[test]
fn the_opponents_s_trigger_declaration_looks_the_same_whatever_the_shields_are() {
    let (scenario, _) = ruling("113.6a-broken-shields-wait-in-standby-while-s-triggers-are-declared.toml", 0);
    let pit = CardDb::builtin().find("Terror Pit").expect("Terror Pit").id;
    let hulcus = CardDb::builtin().find("Aqua Hulcus").expect("Aqua Hulcus").id;
    let seen = |triggers: usize| {
        let mut setup = scenario.setup.clone();
        for (i, s) in setup.players[PlayerId::P2].shields.iter_mut().enumerate() {
            *s = CardSetup::new(if i < triggers { pit } else { hulcus });
        }
        let mut game = Game::from_setup(&setup).unwrap();
        let fang = game.zone_cards(PlayerId::P1, Zone::Battle)[0];
        game.apply(Action::Attack { attacker: fang, target: None }).unwrap();
        let shields = game.zone_cards(PlayerId::P2, Zone::Shields);
        game.apply(Action::Answer(Answer::Cards(shields[..2].to_vec()))).unwrap();
        assert_eq!(game.decision().map(|d| d.player), Some(PlayerId::P2));
        let p1 = game.sight(Some(PlayerId::P1));
        let frames: Vec<String> = p1.processing().iter().map(|f| format!("{:?}", f.words)).collect();
        (format!("{:?}", p1.decision()), format!("{:?}", p1.board()), frames)
    };
    let (none, one, two) = (seen(0), seen(1), seen(2));
    assert_eq!(one.0, two.0, "Player 1's view of the decision tells how many S-Triggers were broken");
    assert_eq!(one.1, two.1, "Player 1's board tells the broken shields apart");
    assert_eq!(one.2, two.2);
    // With no S-Trigger among them, Player 2 is asked all the same (issue #41: the game used to
    // go on at once, which told Player 1 that none of the shields was one).
    assert_eq!(none.0, one.0, "Player 1's view of the decision tells whether an S-Trigger was broken");
    assert_eq!(none.1, one.1);
    assert_eq!(none.2, one.2);
}

/// Player 2, who sees the shields, is told there is nothing to declare, and the answer (none)
/// is the history's like any other; a history written before format 10, which holds no answer
/// there, replays the way it was played (`Setup::declarations_when_able`).
#[test]
fn a_declaration_with_nothing_to_declare_is_asked_and_older_histories_replay_without_it() {
    use horyu_engine::codec::{self, Snapshot};
    use horyu_engine::session::Session;
    let (scenario, _) = ruling("113.6a-broken-shields-wait-in-standby-while-s-triggers-are-declared.toml", 0);
    let hulcus = CardDb::builtin().find("Aqua Hulcus").expect("Aqua Hulcus").id;
    let mut setup = scenario.setup.clone();
    for s in setup.players[PlayerId::P2].shields.iter_mut() {
        *s = CardSetup::new(hulcus);
    }
    let play = |setup: &horyu_engine::Setup| {
        let mut s = Session::new(setup.clone()).unwrap();
        let fang = s.game().zone_cards(PlayerId::P1, Zone::Battle)[0];
        s.apply(Action::Attack { attacker: fang, target: None }).unwrap();
        let shields = s.game().zone_cards(PlayerId::P2, Zone::Shields);
        s.apply(Action::Answer(Answer::Cards(shields[..2].to_vec()))).unwrap();
        s
    };
    let mut now = play(&setup);
    let d = now.game().decision().expect("Player 2 is asked");
    assert_eq!(d.player, PlayerId::P2);
    assert!(
        d.prompt_in(now.game(), Lang::En).contains("no broken shield has S-Trigger; confirm"),
        "{}",
        d.prompt
    );
    assert_eq!(now.game().only_answer(), Some(Answer::Cards(Vec::new())));
    now.apply(Action::Answer(Answer::Cards(Vec::new()))).unwrap();
    assert_eq!(now.game().zone_cards(PlayerId::P2, Zone::Hand).len(), 2);
    let link = codec::encode(&Snapshot::new(now.history().clone(), None));
    let opened = codec::open(&link).unwrap();
    assert_eq!(opened.session.game().state_hash(), now.game().state_hash());
    assert!(!opened.session.history().setup.declarations_when_able);

    // The older way: no question, and a link of that history (v9 or older) replays it.
    setup.declarations_when_able = true;
    let then = play(&setup);
    assert_eq!(then.game().decision().map(|d| d.player), Some(PlayerId::P1), "the game went on");
    assert_eq!(then.game().zone_cards(PlayerId::P2, Zone::Hand).len(), 2);
    let link = codec::encode(&Snapshot::new(then.history().clone(), None));
    assert!(!link.starts_with("SFkK"), "written as an older format");
    let opened = codec::open(&link).unwrap();
    assert!(opened.session.history().setup.declarations_when_able);
    assert_eq!(opened.session.game().state_hash(), then.game().state_hash());
}
