//! The built-in card set (cards/builtin.toml) and the starter decks (cards/decks.toml).

use horyu_engine::card::db::parse_cards;
use horyu_engine::{CardDb, CardDefId};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The Japanese names of the 52 cards of shared/cards/cards.toml, in its order: card `i` of that
/// list has id `i + 1`. For the twinpact, the creature half (the part before '/').
const NAMES_JA: [&str; 52] = [
    "紅神龍オグリストヴァル",
    "エナジー・ライト",
    "エマージェンシー・タイフーン",
    "獣軍隊 ヤドック",
    "虹速 ザ・ヴェルデ",
    "陰陽の舞",
    "蛇手の親分ゴエモンキー!",
    "甲型龍帝式 キリコ³",
    "夢の変形 デュエランド",
    "ヘブンズ・ゲート",
    "ドキンダム・アポカリプス",
    "Wave ウェイブ",
    "ケンザン・チャージャー",
    "雷鳴の守護者ミスト・リエス",
    "青銅の鎧",
    "悪魔神デスモナーク",
    "フォース・アゲイン",
    "希望の親衛隊ファンク",
    "時空の邪眼ロマノフZ",
    "常勝ディス・オプティマス",
    "ガンヴィート・ブラスター",
    "勝利のプリンプリン",
    "超次元ホワイトグリーン・ホール",
    "ポジトロン・サイン",
    "目的不明の作戦",
    "ラッキー・ダーツ",
    "ロスト・ソウル",
    "龍素知新",
    "時空の喧嘩屋キル",
    "サイバー・I・チョイス",
    "正体不明",
    "異端流し オニカマス",
    "洗脳センノー",
    "聖霊左神ジャスティス",
    "デュエマの鬼!キクチ師範代",
    "「必勝」の頂 カイザー「刃鬼」",
    "倍返し アザミ",
    "サイバー・G・ホーガン",
    "パーロックのミラクルフィーバー",
    "魔導管理室 カリヤドネ",
    "英知の防壁",
    "ドンドン吸い込むナウ",
    "ボルシャック・ドラゴン",
    "アクア・ハルカス",
    "ホーリー・スパーク",
    "デーモン・ハンド",
    "スパイラル・ゲート",
    "アクア・サーファー",
    "喧嘩屋タイラー",
    "凶戦士ブレイズ・クロー",
    "ブラッディ・イヤリング",
    "大昆虫ガイアマンティス",
];

const DECKS_TOML: &str = include_str!("../../cards/data/decks.toml");

/// The card-writing guide: its worked examples must stay valid.
const CARDS_DOC: &str = include_str!("../../../docs/cards.md");

/// The shape of cards/decks.toml, read here until the engine has its own deck loader.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    deck: Vec<Deck>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Deck {
    name: String,
    name_ja: String,
    cards: Vec<DeckEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckEntry {
    card: String,
    count: u32,
}

#[test]
fn builtin_set_loads() {
    let db = CardDb::builtin();
    assert_eq!(db.iter().count(), 52);
}

#[test]
fn every_card_is_found_by_its_japanese_name() {
    let db = CardDb::builtin();
    for (i, name) in NAMES_JA.iter().enumerate() {
        let card = db.find(name).unwrap_or_else(|| panic!("no card named {name}"));
        assert_eq!(card.id, CardDefId(i as u32 + 1), "{name} has the wrong id");
        assert_eq!(card.front.name_ja, *name);
    }
}

#[test]
fn every_card_is_found_by_its_english_name_and_aliases() {
    let db = CardDb::builtin();
    for card in db.iter() {
        let names = std::iter::once(&card.front.name).chain(&card.aliases);
        for name in names {
            let found = db.find(name).unwrap_or_else(|| panic!("no card named {name}"));
            assert_eq!(
                found.id,
                card.id,
                "{name:?} finds {:?}, not {:?}",
                found.full_name(),
                card.full_name()
            );
        }
    }
}

#[test]
fn ids_run_from_1_to_52_without_gaps() {
    let db = CardDb::builtin();
    let mut ids: Vec<u32> = db.iter().map(|c| c.id.0).collect();
    ids.sort_unstable();
    assert_eq!(ids, (1..=52).collect::<Vec<u32>>());
}

#[test]
fn every_card_says_how_sure_its_facts_are() {
    let db = CardDb::builtin();
    for card in db.iter() {
        assert!(!card.note.trim().is_empty(), "{} has no note", card.full_name());
        for (_, face) in card.faces() {
            assert!(!face.name_ja.is_empty(), "{} has no Japanese name", face.name);
            for ability in &face.abilities {
                assert!(!ability.text.trim().is_empty(), "{} has an ability without text", face.name);
            }
        }
    }
}

#[test]
fn starter_decks_have_40_existing_cards() {
    let db = CardDb::builtin();
    let file: DeckFile = toml::from_str(DECKS_TOML).unwrap_or_else(|e| panic!("decks.toml: {e}"));
    assert_eq!(file.deck.len(), 2, "one starter deck per player");
    for deck in &file.deck {
        assert!(!deck.name.is_empty() && !deck.name_ja.is_empty());
        let mut copies: BTreeMap<CardDefId, u32> = BTreeMap::new();
        for entry in &deck.cards {
            let card = db
                .find(&entry.card)
                .unwrap_or_else(|| panic!("{}: no card named {:?}", deck.name, entry.card));
            assert_eq!(card.front.name, entry.card, "{}: write the card's English name", deck.name);
            assert!(entry.count >= 1, "{}: {} has count 0", deck.name, entry.card);
            *copies.entry(card.id).or_default() += entry.count;
        }
        let total: u32 = copies.values().sum();
        assert_eq!(total, 40, "{} has {total} cards (100.2)", deck.name);
        for (id, n) in copies {
            let name = &db.get(id).unwrap().front.name;
            assert!(n <= 4, "{}: {n} copies of {name} (100.2a)", deck.name);
        }
    }
}

#[test]
fn the_worked_examples_of_docs_cards_md_are_valid_custom_cards() {
    let examples: Vec<&str> = CARDS_DOC
        .split("```toml\n")
        .skip(1)
        .filter_map(|block| block.split("```").next())
        .filter(|block| block.contains("[[card]]"))
        .collect();
    assert!(examples.len() >= 3, "docs/cards.md should show at least three complete cards");
    for example in examples {
        let cards = parse_cards(example).unwrap_or_else(|e| panic!("{e}\nin this example:\n{example}"));
        CardDb::with_custom(&cards).unwrap_or_else(|e| panic!("{e}\nin this example:\n{example}"));
    }
}

#[test]
fn a_bad_card_is_refused_with_the_card_the_field_and_why() {
    let card = "[[card]]\nid = 100001\nname = \"X\"\ntype = \"creature\"\ncivilizations = [\"fire\"]\ncost = 2\npower = 1000\n";
    let err = |extra: &str| parse_cards(&format!("# custom\n{card}{extra}")).unwrap_err().to_string();
    // The examples of docs/cards.md's "Errors".
    assert_eq!(
        err("colour = 3\n"),
        "card \"X\" (id 100001, line 2): unknown field `colour`, expected one of `id`, `note`, `aliases`, \
         `name`, `name_ja`, `type`, `civilizations`, `cost`, `power`, `power_plus`, `races`, `races_ja`, \
         `keywords`, `evolves_from`, `evolves_from_also`, `abilities`, `twin`, `back`"
    );
    let e = parse_cards("[[card]]\nid = 100001\nname = \"X\"\ntype = \"monster\"\n").unwrap_err().to_string();
    assert!(
        e.starts_with("card \"X\" (id 100001, line 1): type: unknown variant `monster`, expected one of"),
        "{e}"
    );
    let e = parse_cards("[[card]]\nid = 100001\nname = \"X\"\ncost = \"two\"\n").unwrap_err().to_string();
    assert_eq!(e, "card \"X\" (id 100001, line 1): cost: invalid type: string \"two\", expected u32");
    // A nested field is named by its path; a card with no name by its place.
    let e = err("[[card.abilities]]\nwhen = { enters_battle = { card = \"self\" } }\neffect = [{ draw = { count = \"many\" } }]\n");
    assert!(e.starts_with("card \"X\" (id 100001, line 2): abilities.effect"), "{e}");
    assert!(e.contains("\"many\""), "{e}");
    assert_eq!(
        parse_cards("[[card]]\ncost = 1\n").unwrap_err().to_string(),
        "card 1 (line 1): missing field `id`"
    );
    // Syntax errors keep the line, the column and the line shown.
    let e = parse_cards("[[card]]\nid = [\n").unwrap_err().to_string();
    assert!(e.starts_with("TOML parse error at line 2, column"), "{e}");
    assert_eq!(parse_cards("cards = 3\n").unwrap_err().to_string(), "unknown field `cards`, expected `card`");
    // After reading, each card is checked (the table of docs/cards.md).
    let e = parse_cards(
        "[[card]]\nid = 100001\nname = \"X\"\ntype = \"creature\"\ncivilizations = [\"fire\"]\ncost = 2\n",
    )
    .unwrap_err()
    .to_string();
    assert_eq!(e, "card \"X\" (id 100001): power: a creature needs a power");
}
