//! The card pool (data/pool/*.toml) reads whole, travels in binary, and never loses a fully
//! modelled card (issue #39).

use horyu_cards::pool::{self, Pool, POOL_ID_BASE};
use horyu_cards::{CardDb, CUSTOM_ID_BASE};
use std::collections::BTreeSet;

fn pool() -> std::sync::Arc<Pool> {
    pool::installed().expect("the pool feature compiles the pool in")
}

#[test]
fn every_card_of_the_english_sets_is_in_the_pool_once() {
    let pool = pool();
    assert_eq!(pool.cards().len(), 1152, "DM-01 to DM-17 and the promotional cards");
    let mut ids = BTreeSet::new();
    let mut names = BTreeSet::new();
    for c in pool.cards() {
        assert!(ids.insert(c.id), "id {} twice", c.id.0);
        let def = pool.def(c.id).expect("every entry names a card");
        assert!(names.insert(def.full_name()), "{} twice", def.full_name());
        assert!(c.builtin || (POOL_ID_BASE..CUSTOM_ID_BASE).contains(&c.id.0));
    }
}

/// The cards whose definitions use a word of the whole vocabulary (docs/bundle.md): the ones
/// that use the words card schema 4 added are among them, and the first-load module holds
/// the rest, most of the pool.
#[test]
fn the_pool_knows_which_cards_need_the_whole_vocabulary() {
    let pool = pool();
    let beyond: Vec<_> = pool.cards().iter().filter(|c| pool.beyond(c.id)).collect();
    for c in pool.cards().iter().filter(|c| !c.builtin) {
        let def = pool.def(c.id).unwrap();
        let schema = horyu_cards::db::cards_schema_needed(std::slice::from_ref(&def));
        let named = serde_json::to_string(&def).unwrap().contains("named_as");
        assert!(schema < 4 || named || pool.beyond(c.id), "{} uses card schema 4", def.full_name());
    }
    assert!(
        pool.cards().iter().filter(|c| c.builtin).all(|c| !pool.beyond(c.id)),
        "built-in cards are read by the first load"
    );
    eprintln!("{} of {} pool cards need the whole vocabulary", beyond.len(), pool.cards().len());
    assert!((50..300).contains(&beyond.len()), "{}", beyond.len());
}

#[test]
fn games_find_pool_cards_by_name_and_id() {
    let db = CardDb::known();
    let card = db.find("Aqua Knight").expect("a pool card");
    assert!(card.id.0 >= POOL_ID_BASE);
    assert_eq!(db.get(card.id), Some(card));
    // A built-in card that is also in the pool is found once, as the built-in card.
    assert!(db.find("Bolshack Dragon").unwrap().id.0 < POOL_ID_BASE);
    let with_custom = CardDb::with_custom(&[]).unwrap();
    assert!(with_custom.find("Aqua Knight").is_some());
}

#[test]
fn the_pool_travels_in_binary() {
    let pool = pool();
    let back = Pool::from_bytes(&pool.to_bytes()).expect("the pool reads back");
    assert_eq!(back.cards(), pool.cards());
    assert!(back.db().iter().eq(pool.db().iter()));
    assert_eq!(back.version, pool.version);
    assert_eq!(back.history(), pool.history(), "older links' cards travel too");
    let beyond = |p: &Pool| p.cards().iter().filter(|c| p.beyond(c.id)).map(|c| c.id).collect::<Vec<_>>();
    assert_eq!(beyond(&back), beyond(&pool), "which cards need the whole vocabulary travels too");
    assert!(Pool::from_bytes(&pool.to_bytes()[..100]).is_err(), "a cut file is an error, not a panic");
}

/// `data/pool/modelled.txt` lists the cards that were fully modelled; none may stop being so.
/// When more are, `horyu pool modelled > crates/cards/data/pool/modelled.txt` keeps the list.
#[test]
fn fully_modelled_cards_stay_fully_modelled() {
    let pool = pool();
    let listed: BTreeSet<u32> =
        include_str!("../data/pool/modelled.txt").lines().filter_map(|l| l.trim().parse().ok()).collect();
    let now: BTreeSet<u32> = pool.cards().iter().filter(|c| c.fully_modelled()).map(|c| c.id.0).collect();
    let lost: Vec<String> = listed
        .difference(&now)
        .map(|id| {
            let name = pool.def(horyu_cards::CardDefId(*id)).map(|d| d.full_name()).unwrap_or_default();
            format!("{id} {name}")
        })
        .collect();
    assert!(lost.is_empty(), "fully modelled cards that no longer are: {lost:?}");
    let new = now.difference(&listed).count();
    assert_eq!(
        new, 0,
        "{new} cards are fully modelled but not listed: run `horyu pool modelled > crates/cards/data/pool/modelled.txt`"
    );
}

/// `data/pool/fingerprints.tsv` records every pool card's fingerprint at the pool's version: a
/// card that plays differently from it needs `horyu pool bump`, which keeps its former
/// definition for older links and raises the version (docs/links.md, "Pool versions").
#[test]
fn pool_cards_keep_the_fingerprints_recorded_for_their_version() {
    let pool = pool();
    let (version, recorded) = pool::read_fingerprints(include_str!("../data/pool/fingerprints.tsv"))
        .expect("fingerprints.tsv reads");
    let bump = "run `cargo run -p horyu-cli -- pool bump` (docs/links.md, \"Pool versions\"), then commit \
                crates/cards/data/pool/history/ and fingerprints.tsv";
    assert_eq!(
        version, pool.version,
        "fingerprints.tsv records pool version {version} but the pool is version {} (its history files): {bump}",
        pool.version
    );
    let name =
        |id: horyu_cards::CardDefId| pool.def(id).map(|d| d.full_name()).unwrap_or_else(|| "removed".into());
    let changed: Vec<String> = recorded
        .iter()
        .filter(|(id, print)| pool.db().get(*id).is_none_or(|d| pool::fingerprint(d) != *print))
        .map(|(id, _)| format!("{} {}", id.0, name(*id)))
        .collect();
    assert!(
        changed.is_empty(),
        "{} pool cards play differently from pool version {version} (or left the pool): {}.\n\
         Links of version {version} must keep meaning the cards they were made with: {bump}.",
        changed.len(),
        changed.join(", ")
    );
    let new: Vec<String> = pool
        .cards()
        .iter()
        .filter(|c| !c.builtin && !recorded.iter().any(|(id, _)| *id == c.id))
        .map(|c| format!("{} {}", c.id.0, name(c.id)))
        .collect();
    assert!(new.is_empty(), "pool cards with no recorded fingerprint: {}; {bump}", new.join(", "));
}

#[test]
fn a_bad_pool_file_names_the_card_and_the_field() {
    let file = pool::parse_pool_file(
        "x.toml",
        "[[card]]\nid = 1001\nset = \"DM-01\"\nnumber = \"1/110\"\nname = \"X\"\ntype = \"creature\"\ncivilizations = [\"fire\"]\ncost = 2\n\n[[card]]\nid = 1002\nset = \"DM-01\"\nnumber = \"2/110\"\nname = \"Y\"\ntype = \"spell\"\ncivilizations = [\"fire\"]\ncost = 2\n[[card.lacks]]\nword = \"Tap Ability\"\ntext = \"t\"\n",
    );
    assert_eq!(file.errors.len(), 2, "{:?}", file.errors);
    assert_eq!(file.errors[0], "x.toml:1: card \"X\" (id 1001): power: a creature needs a power");
    assert!(file.errors[1]
        .starts_with("x.toml:10: card \"Y\" (id 1002): lacks[0].word: expected a snake_case word"));
}

#[test]
fn the_finder_finds_cards_by_parts_of_their_names_and_by_filters() {
    use horyu_cards::pool::Query;
    use horyu_cards::{CardType, Civilization};
    let pool = pool();
    let names = |q: &Query| -> Vec<String> {
        pool.search(q).iter().map(|c| pool.def(c.id).unwrap().full_name()).collect()
    };
    let q = |text: &str| Query { text: text.into(), ..Query::default() };
    // Case, width, spaces and punctuation don't count; words may come in any order.
    assert_eq!(names(&q("aqua knight"))[0], "Aqua Knight");
    assert_eq!(names(&q("ＡＱＵＡ　ＫＮＩＧＨＴ"))[0], "Aqua Knight");
    assert!(names(&q("knight aqua")).contains(&"Aqua Knight".to_string()));
    assert!(names(&q("bolsh")).contains(&"Bolshack Dragon".to_string()), "part of a word");
    // Names that start with the words come first.
    assert!(names(&q("aqua")).iter().take(3).all(|n| n.starts_with("Aqua")));
    // Japanese names of built-in cards.
    assert_eq!(names(&q("ボルシャック・ドラゴン")), ["Bolshack Dragon"]);
    let spells = Query {
        civilizations: vec![Civilization::Water],
        card_type: Some(CardType::Spell),
        cost_max: Some(2),
        ..Query::default()
    };
    for c in pool.search(&spells) {
        let d = pool.def(c.id).unwrap();
        assert!(
            d.front.card_type == CardType::Spell
                && d.front.cost <= 2
                && d.front.civilizations.contains(&Civilization::Water)
        );
    }
    assert!(!pool.search(&spells).is_empty());
    let dm01 = Query { set: "DM-01".into(), ..Query::default() };
    assert_eq!(pool.search(&dm01).len(), 120);
    let evo = Query { card_type: Some(CardType::Creature), race: "liquid".into(), ..Query::default() };
    assert!(names(&evo).contains(&"Aqua Knight".to_string()));
}

/// Japanese names come from the Japanese card lists (data/pool/SOURCES.md): a name is never
/// ASCII alone (a copied English name), two cards share one only if they are one card, and a
/// card's Japanese races stand one for one beside its English races.
#[test]
fn japanese_names_are_japanese_and_name_one_card() {
    let pool = pool();
    let mut by_ja: std::collections::BTreeMap<String, String> = Default::default();
    let mut named = 0;
    for c in pool.cards() {
        let def = pool.def(c.id).unwrap();
        for (_, f) in def.faces() {
            if !f.races_ja.is_empty() {
                assert_eq!(f.races_ja.len(), f.races.len(), "{}: races_ja beside races", f.name);
                assert!(f.races_ja.iter().all(|r| !r.is_ascii()), "{}: races_ja {:?}", f.name, f.races_ja);
            }
            if f.name_ja.is_empty() {
                continue;
            }
            named += 1;
            assert!(!f.name_ja.is_ascii(), "{}: name_ja {:?} is not Japanese", f.name, f.name_ja);
            if let Some(other) = by_ja.insert(f.name_ja.clone(), f.name.clone()) {
                assert_eq!(other, f.name, "{} names two cards", f.name_ja);
            }
        }
    }
    assert!(named >= 583, "DM-01 to DM-08 are named in Japanese ({named})");
    // The finder finds pool cards by their Japanese names.
    let q = horyu_cards::pool::Query { text: "アクア・ナイト".into(), ..Default::default() };
    let found: Vec<String> = pool.search(&q).iter().map(|c| pool.def(c.id).unwrap().full_name()).collect();
    assert_eq!(found, ["Aqua Knight"]);
}
