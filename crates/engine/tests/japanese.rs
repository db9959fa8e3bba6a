//! The log and the prompts in Japanese: every event of every ruling is worded in Japanese, with
//! the official terms and the cards' Japanese names, and no English game words left over.

mod common;

use horyu_engine::scenario::Scenario;
use horyu_engine::words::Lang;
use horyu_engine::{EventKind, Game};
use std::path::Path;

/// The text without what may stay English: names and ability texts that have no Japanese.
fn without_untranslated(game: &Game, text: &str) -> String {
    let mut t = text.to_string();
    let mut english: Vec<&str> = Vec::new();
    for def in game.db().iter() {
        for (_, face) in def.faces() {
            if face.name_ja.is_empty() {
                english.push(&face.name);
            }
            english.extend(face.abilities.iter().filter(|a| a.text_ja.is_empty()).map(|a| a.text.as_str()));
        }
    }
    // Longest first, so a text is taken out before a name inside it.
    english.sort_by_key(|s| std::cmp::Reverse(s.len()));
    for e in english {
        t = t.replace(e, "");
    }
    t
}

fn leaks(game: &Game, text: &str) -> Vec<&'static str> {
    let t = without_untranslated(game, text).to_lowercase();
    common::ENGLISH_WORDS.iter().copied().filter(|w| t.contains(w)).collect()
}

#[test]
fn every_event_of_every_ruling_reads_in_japanese() {
    // The rulings and the official corpus in its folder.
    let files = common::ruling_files(true);
    let (mut events, mut named) = (0, 0);
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let sc = Scenario::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let report = sc.run();
        let game = report.game.as_ref().unwrap_or_else(|| panic!("{file}: no game"));
        for e in game.log() {
            events += 1;
            let ja = e.describe_in(game, Lang::Ja);
            assert_eq!(e.describe_in(game, Lang::En), e.describe(game), "{file}: English is describe");
            assert_ne!(ja, e.describe(game), "{file}: {ja}");
            let bad = leaks(game, &ja);
            assert!(bad.is_empty(), "{file}: English {bad:?} in {ja:?}");
            for n in &e.notes {
                let bad = leaks(game, n.get(Lang::Ja));
                assert!(bad.is_empty(), "{file}: English {bad:?} in the note {:?}", n.ja);
            }
            // The Japanese name of every card the event is about (the twinpact's name may have
            // changed with its zone since a phrase worded when it happened).
            if !matches!(e.kind, EventKind::NothingToDo { .. } | EventKind::Prohibited { .. }) {
                for c in e.kind.cards() {
                    let name = game.name_in(c, Lang::Ja);
                    if name != game.name(c) {
                        named += 1;
                        assert!(ja.contains(&name), "{file}: {ja:?} does not name {name}");
                    }
                }
            }
        }
        if let Some(d) = game.decision() {
            let ja = d.prompt_in(game, Lang::Ja);
            let bad = leaks(game, &ja);
            assert!(bad.is_empty(), "{file}: English {bad:?} in the prompt {ja:?}");
            assert_eq!(d.prompt_in(game, Lang::En), d.prompt);
        }
    }
    assert!(events > 1000 && named > 100, "{events} events, {named} Japanese names checked");
}

/// Random games reach the prompts the rulings end before (blocks, breakers, mana, S-Triggers).
#[test]
fn every_prompt_of_random_games_reads_in_japanese() {
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 1..=30u64 {
        let mut game = Game::from_setup(&horyu_engine::selfplay::starter_setup(seed)).unwrap();
        let mut x = seed;
        while game.result().is_none() && game.turn().number <= 30 {
            if let Some(d) = game.decision() {
                let ja = d.prompt_in(&game, Lang::Ja);
                let bad = leaks(&game, &ja);
                assert!(bad.is_empty(), "seed {seed}: English {bad:?} in the prompt {ja:?}");
                assert_ne!(ja, d.prompt);
                kinds.insert(d.kind.name());
            }
            let legal = game.legal_actions();
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            game.apply(legal[(x >> 33) as usize % legal.len()].clone()).unwrap();
        }
        for e in game.log() {
            let ja = e.describe_in(&game, Lang::Ja);
            assert!(leaks(&game, &ja).is_empty(), "seed {seed}: {ja:?}");
        }
    }
    assert!(kinds.len() >= 4, "{kinds:?}");
}

/// A ruling's steps in people's words (issue #16): what each step plays and expects reads in
/// both languages, with no English game word left in the Japanese (the log's own text an
/// expectation quotes, 「…」, aside). Every gallery ruling has a Japanese title and description.
#[test]
fn every_ruling_step_reads_in_both_languages() {
    let files = common::ruling_files(false);
    let mut sentences = 0;
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let sc = Scenario::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(
            !sc.title_ja.is_empty() && !sc.description_ja.is_empty(),
            "{file}: no Japanese title or description"
        );
        let report = sc.run();
        let game = report.game.as_ref().unwrap();
        for (k, step) in report.steps.iter().enumerate() {
            assert!(!step.said.is_empty(), "{file}: step {} says nothing", k + 1);
            for t in step.said.iter().chain(&step.expects) {
                sentences += 1;
                assert!(!t.get(Lang::En).is_empty() && !t.get(Lang::Ja).is_empty(), "{file}: {t:?}");
                let unquoted: String = t
                    .get(Lang::Ja)
                    .split('「')
                    .map(|p| p.split_once('」').map_or(p, |(_, rest)| rest))
                    .collect();
                let bad = leaks(game, &unquoted);
                assert!(bad.is_empty(), "{file}: English {bad:?} in {:?}", t.get(Lang::Ja));
            }
        }
    }
    assert!(sentences > 300, "{sentences} sentences checked");
}

#[test]
fn the_default_ruling_in_words() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/rulings/409.1c-ogrist-vhal-energy-stream.toml");
    let report = Scenario::parse(&std::fs::read_to_string(path).unwrap()).unwrap().run();
    let said =
        |k: usize, lang| report.steps[k].said.iter().map(|t| t.get(lang).to_string()).collect::<Vec<_>>();
    assert_eq!(said(0, Lang::En), ["Check the board"]);
    assert_eq!(said(1, Lang::En), ["Player 1: Use Energy Stream"]);
    assert_eq!(said(1, Lang::Ja), ["プレイヤー1：エナジー・ライトを使う"]);
    let expects: Vec<&str> = report.steps[2].expects.iter().map(|t| t.get(Lang::En)).collect();
    assert_eq!(
        expects,
        [
            "Player 1's battle zone: no cards",
            "Player 1's graveyard: Magmadragon Ogrist Vhal, Energy Stream",
            "Player 1's hand: Aqua Hulcus, Aqua Hulcus",
            "The log cites 703.4c for Magmadragon Ogrist Vhal",
            "The log cites 409.1 for Energy Stream",
        ]
    );
    assert_eq!(report.steps[0].expects[0].get(Lang::Ja), "紅神龍オグリストヴァルのパワーは3000");
}

/// Every author's note on a ruling step has its Japanese `note_ja`, and every custom card its
/// Japanese name, races and ability texts: a Japanese reader of a ruling meets no English in
/// the middle of it (issue #16). Both folders, the official corpus too.
#[test]
fn every_note_and_custom_card_of_every_ruling_has_its_japanese() {
    let mut missing = Vec::new();
    let (mut notes, mut faces) = (0, 0);
    for path in common::ruling_files(true) {
        let file =
            path.strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/rulings")).unwrap();
        let file = file.display().to_string();
        let doc: toml::Table = std::fs::read_to_string(&path).unwrap().parse().unwrap();
        let list = |key: &str| doc.get(key).and_then(|v| v.as_array()).cloned().unwrap_or_default();
        for (k, step) in list("step").iter().enumerate() {
            if let Some(note) = words(step, "note") {
                notes += 1;
                if words(step, "note_ja").is_none() {
                    missing.push(format!("{file}: step {}: no note_ja for {note:?}", k + 1));
                }
            }
        }
        for card in list("card") {
            let name = words(&card, "name").unwrap_or_default();
            for face in [Some(&card), card.get("twin"), card.get("back")].into_iter().flatten() {
                faces += 1;
                face_japanese(face, &format!("{file}: card {name:?}"), &mut missing);
            }
        }
    }
    assert!(missing.is_empty(), "{} texts without Japanese:\n{}", missing.len(), missing.join("\n"));
    assert!(notes > 200 && faces > 100, "{notes} notes and {faces} card faces checked");
}

/// The non-blank string at `key` of a table.
fn words<'a>(v: &'a toml::Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(|s| s.as_str()).filter(|s| !s.trim().is_empty())
}

/// A card face's name, races and ability texts (delayed abilities' too) have Japanese ones.
fn face_japanese(face: &toml::Value, at: &str, missing: &mut Vec<String>) {
    if let Some(name) = words(face, "name") {
        if words(face, "name_ja").is_none() {
            missing.push(format!("{at}: no name_ja for {name:?}"));
        }
    }
    let count = |key: &str| face.get(key).and_then(|v| v.as_array()).map_or(0, Vec::len);
    if count("races") != count("races_ja") {
        missing.push(format!("{at}: {} races, {} races_ja", count("races"), count("races_ja")));
    }
    fn texts(v: &toml::Value, at: &str, missing: &mut Vec<String>) {
        match v {
            toml::Value::Table(t) => {
                if let Some(text) = words(v, "text") {
                    if words(v, "text_ja").is_none() {
                        missing.push(format!("{at}: no text_ja for {text:?}"));
                    }
                }
                t.values().for_each(|v| texts(v, at, missing));
            }
            toml::Value::Array(a) => a.iter().for_each(|v| texts(v, at, missing)),
            _ => {}
        }
    }
    if let Some(abilities) = face.get("abilities") {
        texts(abilities, at, missing);
    }
}

/// A card put at one end of a deck says which end, in both languages: "put from Player 1's
/// deck into Player 1's deck" said nothing a reader of 400.4 or of a gachinko judge needs.
#[test]
fn a_card_put_at_an_end_of_a_deck_says_which_end() {
    for (file, en_said, ja_said) in [
        (
            "400.4-deck-order-kept-card-to-the-bottom.toml",
            "Aqua Hulcus was put at the bottom of Player 1's deck",
            "がプレイヤー1の山札の下に置かれる",
        ),
        (
            "official/qa-70121c-gachinko-twinpact-revealer-chooses.toml",
            "Funk, Guard of Hope was put at the bottom of Player 1's deck",
            "がプレイヤー1の山札の下に置かれる",
        ),
    ] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/rulings").join(file);
        let report = Scenario::parse(&std::fs::read_to_string(path).unwrap()).unwrap().run();
        let game = report.game.as_ref().unwrap();
        let put = game
            .log()
            .iter()
            .find(|e| {
                matches!(e.kind, EventKind::Moved { end: Some(horyu_engine::event::DeckEnd::Bottom), .. })
            })
            .unwrap_or_else(|| panic!("{file} puts a card at the bottom of a deck"));
        let (en, ja) = (put.describe_in(game, Lang::En), put.describe_in(game, Lang::Ja));
        assert!(en.ends_with(en_said), "{file}: {en}");
        assert!(ja.ends_with(ja_said), "{file}: {ja}");
    }
}
