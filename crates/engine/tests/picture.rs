//! The picture of a board for a wiki page (issue #42): the zones that matter, readable names,
//! the answering line, and the position in words for its text alternative.

use horyu_engine::diagram::{picture, PictureOptions};
use horyu_engine::scenario::Scenario;
use horyu_engine::words::Lang;
use horyu_engine::{PlayerId, Zone};

const BOARD: &str = r#"
title = "a tapped creature, a hidden hand"
[board.p1]
hand = ["Aqua Hulcus"]
battle = [{ card = "Bronze-Arm Tribe", tapped = true }]
graveyard = ["Energy Stream"]
[board.p2]
hand = ["Energy Stream"]
deck = ["Aqua Hulcus"]
"#;

fn options(lang: Lang, zones: Option<Vec<Zone>>) -> PictureOptions {
    PictureOptions { lang, zones, caption: None }
}

#[test]
fn the_picture_draws_the_zones_asked_for_and_says_the_rest_in_counts() {
    let game = Scenario::parse(BOARD).unwrap().run().game.unwrap();
    let all = picture(&game, None, 0, 0, &options(Lang::En, None));
    assert!(all.svg.contains(r#"data-zone="p1.graveyard""#), "a zone holding a card is drawn");
    assert!(!all.svg.contains(r#"data-zone="p2.graveyard""#), "an empty graveyard is only counted");
    assert!(all.svg.contains(r#"data-zone="p2.battle""#), "battle zones are always drawn");
    let some = picture(&game, None, 0, 0, &options(Lang::En, Some(vec![Zone::Battle])));
    assert!(!some.svg.contains(r#"data-zone="p1.graveyard""#), "{}", some.svg);
    assert!(some.svg.matches("data-zone=").count() < all.svg.matches("data-zone=").count());
    // Its size in pixels is its layout scaled for a wiki's column.
    assert!(some.svg.contains(&format!(r#"width="{}" height="{}""#, some.width, some.height)));
    assert!(all.width >= 900, "wide enough to read: {}", all.width);
}

#[test]
fn a_tapped_cards_name_reads_level_in_the_picture() {
    let game = Scenario::parse(BOARD).unwrap().run().game.unwrap();
    let p = picture(&game, None, 0, 0, &options(Lang::En, None));
    let card = p.svg.split(r#"<g class="card""#).find(|g| g.contains("rotate(90")).expect("a tapped card");
    let group = card.split("</g>").next().unwrap();
    assert!(!group.contains("Bronze"), "the name is not inside the turned group: {group}");
    let after = card.split("</g>").nth(1).unwrap();
    assert!(after.contains("Bronze-Arm"), "the name follows it, level: {after}");
}

#[test]
fn the_text_alternative_says_the_position_in_either_language_and_hides_what_the_viewer_cant_see() {
    let game = Scenario::parse(BOARD).unwrap().run().game.unwrap();
    let en = picture(&game, Some(PlayerId::P1), 0, 0, &options(Lang::En, None));
    assert!(en.alt.contains("Bronze-Arm Tribe (1000, tapped)"), "{}", en.alt);
    assert!(en.alt.contains("Player 2"), "{}", en.alt);
    assert!(!en.alt.contains("Energy Stream") || en.alt.matches("Energy Stream").count() == 1, "{}", en.alt);
    assert!(!en.svg.contains("Energy Stream</text>") || en.svg.matches("Energy Stream").count() == 1);
    assert!(en.alt.contains("hand: 1 card"), "player 2's hand is counted, not named: {}", en.alt);
    let ja = picture(&game, Some(PlayerId::P1), 0, 0, &options(Lang::Ja, None));
    assert!(ja.alt.contains("青銅の鎧（1000、タップ）"), "{}", ja.alt);
    assert!(ja.alt.contains("プレイヤー1視点"), "{}", ja.alt);
    assert!(ja.svg.contains("バトルゾーン"));
    // The SVG carries it too, for readers of the SVG itself.
    assert!(en.svg.contains("<desc>"));
}

#[test]
fn the_page_may_give_the_line_that_answers_the_question() {
    let game = Scenario::parse(BOARD).unwrap().run().game.unwrap();
    let caption = "Bronze-Arm Tribe stays <tapped>".to_string();
    let p =
        picture(&game, None, 0, 0, &PictureOptions { lang: Lang::En, zones: None, caption: Some(caption) });
    assert!(p.svg.contains("Bronze-Arm Tribe stays &lt;tapped&gt;"), "escaped, on top");
    assert!(p.alt.contains("Last: Bronze-Arm Tribe stays <tapped>"), "{}", p.alt);
}

#[test]
fn a_caption_written_for_the_judge_names_no_card_the_viewer_cant_see() {
    let board = r#"
title = "a hidden hand"
[board.p1]
battle = ["Bronze-Arm Tribe"]
[board.p2]
hand = ["Terror Pit"]
"#;
    let game = Scenario::parse(board).unwrap().run().game.unwrap();
    let caption = Some("Player 2 keeps Terror Pit in the hand".to_string());
    let options = PictureOptions { lang: Lang::En, zones: None, caption };
    let judge = picture(&game, None, 0, 0, &options);
    assert!(judge.alt.contains("Terror Pit"), "{}", judge.alt);
    let p1 = picture(&game, Some(PlayerId::P1), 0, 0, &options);
    assert!(!p1.svg.contains("Terror Pit") && !p1.alt.contains("Terror Pit"), "{}", p1.alt);
}
