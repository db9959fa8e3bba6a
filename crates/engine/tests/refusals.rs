//! Every refusal in both languages (issue #16): on the boards of the rulings and of random
//! games, a battery of illegal actions (using, charging and attacking with every kind of card,
//! answers that don't fit, sandbox edits that can't be made) is refused with a reason that
//! reads in natural Japanese as well as English, cites the same rules in both, and prints in
//! English as it always did.

mod common;

use horyu_engine::card::{CardDefId, Side};
use horyu_engine::scenario::Scenario;
use horyu_engine::selfplay::starter_setup;
use horyu_engine::words::{Lang, Text};
use horyu_engine::{
    Action, ActionError, Answer, CardId, DecisionKind, Game, Manual, PlayerId, Zone, ZoneRef,
};
use std::collections::BTreeMap;

/// The rule citations of a text, in order: "601.1a", "112.2a", "409.1".
fn citations(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
        .map(|t| t.trim_end_matches('.'))
        .filter(|t| {
            let b = t.as_bytes();
            b.len() >= 3 && b[..3].iter().all(u8::is_ascii_digit) && (b.len() == 3 || b[3] == b'.')
        })
        .map(str::to_string)
        .collect()
}

/// A game's card names, gathered once per board.
struct Names {
    /// What may stay English in a Japanese text, longest first: the names and ability texts
    /// that have no Japanese, and the Japanese names spelled with Latin letters ("Wave ウェイブ").
    untranslated: Vec<String>,
    /// Every English name, longest first.
    english: Vec<String>,
}

impl Names {
    fn of(game: &Game) -> Names {
        let (mut untranslated, mut english) = (Vec::new(), Vec::new());
        for def in game.db().iter() {
            english.push(def.full_name());
            for (_, face) in def.faces() {
                if face.name_ja.is_empty() {
                    untranslated.push(face.name.clone());
                }
                untranslated.push(face.name_ja.clone());
                english.push(face.name.clone());
                let texts = face.abilities.iter().filter(|a| a.text_ja.is_empty()).map(|a| a.text.clone());
                untranslated.extend(texts);
            }
        }
        for list in [&mut untranslated, &mut english] {
            list.retain(|n| !n.is_empty());
            list.sort_by_key(|s| std::cmp::Reverse(s.len()));
            list.dedup();
        }
        Names { untranslated, english }
    }

    /// What is wrong with a reason in both languages, if anything.
    fn fault(&self, t: &Text) -> Option<String> {
        if t.ja.trim().is_empty() || t.ja == t.en {
            return Some(format!("no Japanese: {t:?}"));
        }
        if citations(&t.en) != citations(&t.ja) {
            return Some(format!(
                "cites {:?} in English, {:?} in Japanese",
                citations(&t.en),
                citations(&t.ja)
            ));
        }
        let mut rest = t.ja.clone();
        for n in &self.untranslated {
            rest = rest.replace(n.as_str(), "");
        }
        // A game term Japanese writes in Latin letters (NEO進化).
        rest = rest.replace("NEO", "");
        let lower = rest.to_lowercase();
        if let Some(w) = common::ENGLISH_WORDS.iter().find(|w| lower.contains(*w)) {
            return Some(format!("English {w:?} in {:?}", t.ja));
        }
        // No English word at all, citations aside: a card id ("c12") or 超GRゾーン's GR may stay.
        let mut words = rest.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 3);
        words.next().map(|w| format!("English {w:?} in {:?}", t.ja))
    }

    /// The kind of a refusal, to count them: its English with names, zones, steps, card types
    /// and numbers masked, up to what it quotes or lists.
    fn kind(&self, en: &str) -> String {
        let mut t = en.to_string();
        for n in &self.english {
            t = t.replace(n.as_str(), "X");
        }
        let steps = ["start of turn step", "draw step", "mana charge step", "main step", "attack step"];
        let types = [
            "evolution creature",
            "psychic creature",
            "GR creature",
            "creature",
            "spell",
            "field",
            "cross gear",
        ];
        for z in Zone::ALL.map(|z| z.name()).iter().chain(&steps).chain(&types) {
            t = t.replace(z, "Z");
        }
        let (prefix, reason) = t.split_once(": ").unwrap_or(("", &t));
        // A pending decision's prompt is checked, but it is the prompt's words, not a reason.
        let reason = match prefix {
            "a decision must be answered first" => "",
            _ => reason.split(['(', '[', '"', ':']).next().unwrap_or("").trim(),
        };
        let reason = reason.replace("X, ", "").replace("tapping  ", "tapping X ");
        let mut kind: String = format!("{prefix}: {reason}");
        kind = kind.chars().map(|c| if c.is_ascii_digit() { 'N' } else { c }).collect();
        while kind.contains("NN") {
            kind = kind.replace("NN", "N");
        }
        kind
    }
}

/// A refusal's faults: its reason's, and its English must be its Display.
fn fault(names: &Names, e: &ActionError) -> Option<String> {
    let t = e.text();
    if t.en != e.to_string() || e.say(Lang::En) != t.en || e.say(Lang::Ja) != t.ja {
        return Some(format!("its English is not its Display: {t:?}"));
    }
    names.fault(&t)
}

/// Illegal actions worth trying on this board (some may turn out legal: they are applied to a
/// copy, remade after any success).
fn battery(game: &Game, salt: usize, every: usize) -> Vec<Action> {
    let n = game.cards().len();
    let mut out = vec![
        Action::Use { card: CardId(9999), mana: None, side: None },
        Action::EndStep,
        Action::Answer(Answer::Yes(true)),
        Action::Answer(Answer::Cards(Vec::new())),
        Action::Answer(Answer::Number(99)),
        Action::Answer(Answer::Pending(999)),
        Action::Answer(Answer::Option(99)),
        Action::Manual(Manual::Create { card: CardDefId(60000), to: ZoneRef::new(PlayerId::P1, Zone::Hand) }),
        Action::Manual(Manual::Reorder {
            zone: ZoneRef::new(PlayerId::P1, Zone::Anywhere),
            order: Vec::new(),
        }),
        Action::Manual(Manual::Reorder { zone: ZoneRef::new(PlayerId::P2, Zone::Deck), order: Vec::new() }),
    ];
    if let Some(d) = game.decision() {
        let (candidates, required) = match &d.kind {
            DecisionKind::Cards { candidates, required, .. } => (Some(candidates), required.as_slice()),
            DecisionKind::Mana { candidates, .. } => (Some(candidates), &[][..]),
            _ => (None, &[][..]),
        };
        if let Some(candidates) = candidates {
            let first = candidates.first().copied().unwrap_or(CardId(0));
            let outside = (0..n as u16).map(CardId).find(|c| !candidates.contains(c)).unwrap_or(CardId(0));
            out.push(Action::Answer(Answer::Cards(vec![first, first])));
            out.push(Action::Answer(Answer::Cards(vec![outside])));
            out.push(Action::Answer(Answer::Cards(candidates.clone())));
            out.push(Action::Answer(Answer::Cards(vec![first])));
            let others: Vec<CardId> = candidates.iter().copied().filter(|c| !required.contains(c)).collect();
            if !required.is_empty() && !others.is_empty() {
                out.push(Action::Answer(Answer::Cards(others.into_iter().take(required.len()).collect())));
            }
            // Edits of the mana being asked for may leave the question unanswerable.
            for &c in candidates {
                out.push(Action::Manual(Manual::Flip { card: c }));
                out.push(Action::Manual(Manual::Tap { card: c, tapped: true }));
            }
        }
    }
    let one = |c: usize| (c + salt) % every == 0;
    for c in (0..n).filter(|&c| one(c)).map(|c| CardId(c as u16)) {
        let other = CardId(((c.0 as usize + 1) % n) as u16);
        let p = game.card(c).owner;
        out.extend([
            Action::Use { card: c, mana: None, side: None },
            Action::Use { card: c, mana: None, side: Some(Side::Twin) },
            Action::Use { card: c, mana: None, side: Some(Side::Back) },
            Action::Use { card: c, mana: Some(vec![other]), side: None },
            Action::Use { card: c, mana: Some(vec![c, c]), side: None },
            Action::Charge { card: c },
            Action::Attack { attacker: c, target: None },
            Action::Attack { attacker: c, target: Some(other) },
            Action::Manual(Manual::Tap { card: c, tapped: true }),
            Action::Manual(Manual::Sickness { card: c, sick: true }),
            Action::Manual(Manual::Move { card: c, to: ZoneRef::new(p, Zone::Anywhere), index: None }),
            Action::Manual(Manual::Move { card: c, to: ZoneRef::new(p, Zone::Battle), index: None }),
            Action::Manual(Manual::Move { card: c, to: ZoneRef::new(p, Zone::Hyperspatial), index: None }),
            Action::Manual(Manual::Create { card: game.card(c).def, to: ZoneRef::new(p, Zone::Gr) }),
        ]);
        // Paying with the mana there is, or some of it.
        let mana = game.zone_cards(game.turn().active, Zone::Mana);
        out.push(Action::Use { card: c, mana: Some(mana.clone()), side: None });
        out.push(Action::Use { card: c, mana: Some(mana.into_iter().take(1).collect()), side: None });
    }
    out
}

/// Tries the battery on `game`, checking each refusal and counting its kind; and asks the
/// checks the app asks on its own (whether a card may be used or attack), with any decision.
fn try_all(game: &Game, salt: usize, every: usize, at: &str, kinds: &mut BTreeMap<String, String>) {
    let names = Names::of(game);
    let mut copy = game.clone();
    for a in battery(game, salt, every) {
        match copy.apply(a.clone()) {
            Ok(_) => copy = game.clone(),
            Err(e) => {
                if let Some(f) = fault(&names, &e) {
                    panic!("{at}: {a:?} is refused with {f}");
                }
                kinds.entry(names.kind(&e.to_string())).or_insert_with(|| e.text().ja);
            }
        }
    }
    let p = game.turn().active;
    let theirs = game.zone_cards(p.opponent(), Zone::Battle);
    for c in (0..game.cards().len()).filter(|&c| (c + salt) % every == 0).map(|c| CardId(c as u16)) {
        let mut reasons = Vec::new();
        reasons.extend(game.check_use(c, None, Side::Front).err());
        reasons.extend(game.check_attack(c, None).err());
        reasons.extend(theirs.iter().filter_map(|&t| game.check_attack(c, Some(t)).err()));
        for t in reasons {
            if let Some(f) = names.fault(&t) {
                panic!("{at}: {c} is refused with {f}");
            }
            kinds.entry(names.kind(&format!("illegal: {}", t.en))).or_insert(t.ja);
        }
    }
}

#[test]
fn every_refusal_reads_in_japanese_with_the_same_citations() {
    let mut kinds = BTreeMap::new();
    // The rulings' boards, at each step's end: evolution, twinpacts, psychic creatures, mana
    // birth, cards used from the graveyard and the mana zone, creatures that can't attack…
    for path in common::ruling_files(true) {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let sc = Scenario::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let report = sc.run();
        let Ok(mut game) = Game::from_setup(&sc.setup) else { continue };
        try_all(&game, 0, 1, &file, &mut kinds);
        for (k, a) in report.actions.iter().enumerate() {
            if game.apply(a.clone()).is_err() {
                break;
            }
            try_all(&game, k, 1, &format!("{file} after action {}", k + 1), &mut kinds);
        }
    }
    // Attacks no ruling refuses: a creature that can't attack players, a field that can't attack.
    let game = Game::from_setup(&Scenario::parse(ATTACKERS).unwrap().setup).unwrap();
    try_all(&game, 0, 1, "attackers", &mut kinds);
    // Random games: blocks, breakers, S-Triggers, the mana to tap.
    for seed in 1..=6u64 {
        let mut game = Game::from_setup(&starter_setup(seed)).unwrap();
        let mut x = seed;
        let mut k = 0;
        while game.result().is_none() && game.turn().number <= 24 {
            k += 1;
            try_all(&game, k, 8, &format!("seed {seed}, action {k}"), &mut kinds);
            let legal = game.legal_actions();
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            game.apply(legal[(x >> 33) as usize % legal.len()].clone()).unwrap();
        }
        try_all(&game, 0, 1, &format!("seed {seed}, the end"), &mut kinds);
    }
    let list: Vec<String> = kinds.iter().map(|(en, ja)| format!("{en}  |  {ja}")).collect();
    println!("{} kinds of refusal:\n{}", kinds.len(), list.join("\n"));
    // Every reason the engine gives but three no board here reaches (a psychic or GR creature
    // used by paying its cost, a replacement's option out of range, "nothing is being asked":
    // a game asks something until it ends) and the full board, tested below; the two "can't
    // attack" count as one kind.
    assert!(kinds.len() >= 44, "{} kinds of refusal:\n{}", kinds.len(), list.join("\n"));
}

const ATTACKERS: &str = r#"
title = "Attackers"

[[card]]
id = 100000
name = "Siege Golem"
name_ja = "包囲ゴーレム"
note = "Test card."
type = "creature"
civilizations = ["fire"]
cost = 3
power = 5000
keywords = ["cant_attack_players"]

[[card]]
id = 100001
name = "Quiet Field"
name_ja = "静かなフィールド"
note = "Test card."
type = "field"
civilizations = ["nature"]
cost = 2

[board]
active = "p1"
step = "attack"
turn = 6

[board.p1]
battle = [{ card = "Siege Golem" }, { card = "Quiet Field" }]
deck = [{ card = "Aqua Hulcus", count = 3 }]

[board.p2]
battle = [{ card = "Aqua Hulcus" }]
deck = [{ card = "Aqua Hulcus", count = 3 }]
"#;

/// A board full to its limit refuses one more card, in both languages.
#[test]
fn a_full_board_refuses_another_card_in_both_languages() {
    let mut game = Game::from_setup(&starter_setup(1)).unwrap();
    let def = game.card(CardId(0)).def;
    let to = ZoneRef::new(PlayerId::P1, Zone::Graveyard);
    let refused = loop {
        if let Err(e) = game.apply(Action::Manual(Manual::Create { card: def, to })) {
            break e;
        }
    };
    assert_eq!(refused.to_string(), format!("illegal: a board holds at most {} cards", game.cards().len()));
    assert_eq!(refused.say(Lang::Ja), format!("できない：盤面に置けるカードは{}枚まで", game.cards().len()));
}

#[test]
fn the_citations_of_a_text() {
    assert_eq!(citations("a (805.4a, 811.2a)"), ["805.4a", "811.2a"]);
    assert_eq!(citations("x（召喚酔い、506.1a）"), ["506.1a"]);
    assert_eq!(citations("c12 costs 4 and 1000 cards (409.1)."), ["409.1"]);
}
