//! The board diagram (SVG, `horyu render` and the app's "Download SVG") and the playground
//! draw a hidden card and name a zone alike (issue #16, part 7).

use horyu_engine::diagram::{board_svg, CARD_BACK};
use horyu_engine::scenario::Scenario;
use horyu_engine::words::{self, Lang};
use horyu_engine::{PlayerId, Zone};

fn root_file(path: &str) -> String {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(path);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

const BOARD: &str = r#"
title = "a hand seen from across the table"
[board.p1]
hand = ["Aqua Hulcus"]
battle = ["Bronze-Arm Tribe"]
[board.p2]
hand = ["Energy Stream"]
deck = ["Aqua Hulcus"]
"#;

#[test]
fn a_hidden_card_has_the_same_back_in_the_diagram_and_the_playground() {
    let game = Scenario::parse(BOARD).unwrap().run().game.unwrap();
    let svg = board_svg(&game, Some(PlayerId::P1), 0, 0);
    // Player 2's hand is hidden from player 1: drawn as the back.
    assert!(!svg.contains("Energy Stream"));
    for colour in [CARD_BACK.from, CARD_BACK.to, CARD_BACK.border, CARD_BACK.mark_color] {
        assert!(svg.contains(colour), "the SVG's card back lacks {colour}");
    }
    assert!(svg.contains(&format!(">{}</text>", CARD_BACK.mark)));

    // The playground's back: the same colours in its rule, and the same mark in the view.
    let css = root_file("web/style.css");
    let back =
        css.split(".card--back {").nth(1).and_then(|r| r.split('}').next()).expect("a .card--back rule");
    for colour in [CARD_BACK.from, CARD_BACK.to, CARD_BACK.border] {
        assert!(back.contains(colour), "web/style.css .card--back lacks {colour}: {back}");
    }
    let mark = css
        .split(".card__backmark {")
        .nth(1)
        .and_then(|r| r.split('}').next())
        .expect("a .card__backmark rule");
    assert!(mark.contains("rgba(240, 207, 122"), "the mark's colour is {}: {mark}", CARD_BACK.mark_color);
    assert!(root_file("crates/app/src/view/card.rs").contains("horyu_engine::diagram::CARD_BACK.mark"));
}

#[test]
fn zones_have_the_same_names_in_the_diagram_and_the_playground() {
    let game = Scenario::parse(BOARD).unwrap().run().game.unwrap();
    let svg = board_svg(&game, None, 0, 0);
    for p in PlayerId::BOTH {
        for z in [Zone::Battle, Zone::Hand, Zone::Mana, Zone::Shields, Zone::Deck, Zone::Graveyard] {
            let label = format!("{} {}", words::player(p, Lang::En), words::zone_title(z, Lang::En));
            assert!(svg.contains(&label), "the SVG does not label {label}");
        }
    }
    // The playground's zone names are the same words.
    assert!(root_file("crates/app/src/layout.rs").contains("words::zone_title(z, lang)"));
}

/// A deck's top card that an effect reveals is drawn face up on the pile, for every view, as
/// the playground draws it: the gachinko judge's question waits with both top cards revealed.
#[test]
fn a_revealed_top_card_lies_face_up_on_the_deck() {
    let file = root_file("tests/rulings/official/qa-70121c-gachinko-twinpact-revealer-chooses.toml");
    // The board and the first step: Judgment Spark is cast, and player 2 is asked which cost counts.
    let second = file.match_indices("[[step]]").nth(1).map(|(i, _)| i).expect("two steps");
    let game = Scenario::parse(&file[..second]).unwrap().run().game.unwrap();
    assert!(game.decision().is_some(), "the judge's question waits");
    for view in [None, Some(PlayerId::P1), Some(PlayerId::P2)] {
        let svg = board_svg(&game, view, 1, 1);
        assert!(svg.contains(">Funk, Guard<"), "{view:?}"); // the name, wrapped on the card
    }
    // Once the judge is done, the cards are at the bottom, and the pile shows a back again.
    let done = Scenario::parse(&file).unwrap().run().game.unwrap();
    let svg = board_svg(&done, Some(PlayerId::P2), 4, 4);
    assert!(!svg.contains(">Funk, Guard<"));
}
