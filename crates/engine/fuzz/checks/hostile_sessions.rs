//! The `hostile_sessions` target: legal sessions built to be hard on the engine, then driven
//! as `session_actions` drives its sessions. The bytes first pick a board (written as a ruling's
//! TOML and read by `Scenario::parse`, so only what a ruling may say):
//!
//! - Phoenix Loop, whose two mandatory triggers feed each other (enters: destroy it; destroyed:
//!   back to the battle zone), as in the ruling `loop-a-loop-no-player-can-stop-voids-the-game`:
//!   a loop no player can stop, which the engine must end as a void game (state/repeat.rs);
//! - five-civilization cards with up to hundreds of them in the mana zone, and a creature of a
//!   cost up to 99 to pay from them (many ways to pay);
//! - "destroy N creatures" among up to hundreds of creatures, and a "destroy N darkness
//!   creatures" where only a few qualify, so those must be chosen (a forced answer, which
//!   decision.rs decides without listing the combinations);
//!
//! then a sequence of steps (those of `session_actions`, with more going back and playing
//! from a past moment, which makes branches).
//!
//! Checked: everything `session_actions` checks; each action finishes (libFuzzer's `-timeout`,
//! 10 s for this target in `cargo xtask fuzz`, reports a hang as a crash); and at the end, the
//! end checks are run even when the input ran out in the middle of a step, and the session's
//! link, when it fits (`codec::check`, as `Session::fits_in_link` decides), opens to the same
//! history.

use super::session_actions::{check_end, check_game, step, trace};
use arbitrary::{Result, Unstructured};
use horyu_engine::codec::{self, Snapshot};
use horyu_engine::scenario::Scenario;
use horyu_engine::session::Session;

pub fn check(data: &[u8]) {
    let u = &mut Unstructured::new(data);
    let Ok(text) = board(u) else { return };
    let sc = Scenario::parse(&text).unwrap_or_else(|e| panic!("a hostile board does not read: {e}\n{text}"));
    let mut s =
        Session::new(sc.setup).unwrap_or_else(|e| panic!("a hostile board does not start: {e}\n{text}"));
    trace(|| format!("hostile board:\n{text}"));
    check_game(&s);
    // The input may run out in the middle of a step: the session is whole all the same.
    let _ = play(&mut s, u);
    check_end(&s);
    if let Ok(link) = codec::check(&Snapshot::new(s.history().clone(), None)) {
        assert!(s.fits_in_link().is_ok());
        let opened = codec::open(&link).unwrap_or_else(|e| panic!("a link that fits does not open: {e}"));
        assert_eq!(opened.session.history(), s.history(), "the link opened to another history");
    } else {
        assert!(s.fits_in_link().is_err());
    }
}

fn play(s: &mut Session, u: &mut Unstructured) -> Result<()> {
    while !u.is_empty() {
        if u.ratio(1u8, 8)? {
            // Back to a past moment and a legal action there: the line's tail becomes a branch.
            let n = u.int_in_range(0..=s.len())?;
            assert!(s.go_to(n));
            let legal = s.game().legal_actions();
            if !legal.is_empty() {
                let a = legal[u.choose_index(legal.len())?].clone();
                trace(|| format!("branch at {n}: {a:?}"));
                if let Err(e) = s.apply(a.clone()) {
                    panic!("{a:?} is listed as legal but refused: {e}");
                }
            }
        } else {
            step(s, u)?;
        }
        check_game(s);
    }
    Ok(())
}

const CIVILIZATIONS: &str = r#"["light", "water", "darkness", "fire", "nature"]"#;

/// A board as a ruling's TOML: the custom cards, then each player's zones.
// One board written field by field, in the scenario format's order.
#[allow(clippy::too_many_lines)]
fn board(u: &mut Unstructured) -> Result<String> {
    let colossus_cost = u.int_in_range(1..=99)?;
    let ruin = u.int_in_range(1..=300)?;
    let dark_ruin = u.int_in_range(1..=20)?;
    let ruleset = if u.arbitrary()? { "legacy" } else { "current" };
    let mut text = format!(
        r#"title = "hostile"
rules = []
description = "A board of the hostile_sessions fuzz target."
ruleset = "{ruleset}"

[[card]]
id = 100000
name = "Phoenix Loop"
type = "creature"
civilizations = ["fire"]
cost = 1
power = 1000
races = ["Human"]

[[card.abilities]]
text = "When this creature enters the battle zone, destroy it."
when = {{ enters_battle = {{ card = "self" }} }}
effect = [{{ destroy = {{ from = "self" }} }}]

[[card.abilities]]
text = "When this creature is destroyed, put it into the battle zone."
when = {{ destroyed = {{ card = "self" }} }}
effect = [{{ move = {{ what = {{ from = "self" }}, to = "battle" }} }}]

[[card]]
id = 100001
name = "Rainbow Stone"
type = "creature"
civilizations = {CIVILIZATIONS}
cost = 1
power = 1000
races = ["Human"]

[[card]]
id = 100002
name = "Rainbow Colossus"
type = "creature"
civilizations = {CIVILIZATIONS}
cost = {colossus_cost}
power = 12000
races = ["Human"]

[[card]]
id = 100003
name = "Great Ruin"
type = "spell"
civilizations = {CIVILIZATIONS}
cost = 5

[[card.abilities]]
text = "Destroy {ruin} creatures."
effect = [{{ destroy = {{ player = "any", filter = {{ type = "creature" }}, count = {ruin} }} }}]

[[card]]
id = 100004
name = "Dark Ruin"
type = "spell"
civilizations = ["darkness"]
cost = 2

[[card.abilities]]
text = "Destroy {dark_ruin} darkness creatures."
effect = [{{ destroy = {{ player = "any", filter = {{ type = "creature", civilization = ["darkness"] }}, count = {dark_ruin} }} }}]

[[card]]
id = 100005
name = "Shade"
type = "creature"
civilizations = ["darkness"]
cost = 3
power = 2000
races = ["Human"]

[board]
turn = 3
"#
    );
    let hand_cards =
        ["Phoenix Loop", "Rainbow Colossus", "Great Ruin", "Dark Ruin", "Shade", "Rainbow Stone"];
    for p in ["p1", "p2"] {
        let count = |u: &mut Unstructured, max: u32| -> Result<u32> {
            // Mostly small, sometimes up to the maximum.
            Ok(if u.ratio(1u8, 3)? { u.int_in_range(0..=max)? } else { u.int_in_range(0..=max.min(8))? })
        };
        let (stones, shades, tribes) = (count(u, 300)?, count(u, 12)?, count(u, 150)?);
        let colossi = count(u, 30)?;
        let mut hand = Vec::new();
        for _ in 0..u.int_in_range(0..=6)? {
            hand.push(format!("{:?}", u.choose(&hand_cards)?));
        }
        let deck = u.int_in_range(1..=30)?;
        let shields = u.int_in_range(0..=5)?;
        let mana = [many("Rainbow Stone", stones), many("Aqua Hulcus", 1)].concat();
        let battle =
            [many("Bronze-Arm Tribe", tribes), many("Shade", shades), many("Rainbow Colossus", colossi)];
        text.push_str(&format!(
            r#"
[board.{p}]
hand = [{}]
mana = [{}]
battle = [{}]
shields = [{}]
deck = [{}]
"#,
            hand.join(", "),
            mana.join(", "),
            battle.concat().join(", "),
            many("Aqua Hulcus", shields).join(", "),
            many("Aqua Hulcus", deck).join(", "),
        ));
    }
    Ok(text)
}

/// `count` copies of a card as a zone's entries (a ruling's `count` is at most 200 an entry).
fn many(card: &str, count: u32) -> Vec<String> {
    let mut out = Vec::new();
    let mut left = count;
    while left > 0 {
        let n = left.min(200);
        out.push(format!("{{ card = {card:?}, count = {n} }}"));
        left -= n;
    }
    out
}
