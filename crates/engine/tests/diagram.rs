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
    assert!(root_file("crates/app/src/layout.rs").contains("words::zone_title(z, Lang::En)"));
}
