//! A link keeps meaning the cards it was made with after the pool changes (issue #39 item 6,
//! docs/links.md "Pool versions"): a link of an older pool version reads with each card that
//! changed since as a custom card of its former definition, so it opens, replays, is written
//! again (as a link of the pool as it is) and becomes a scenario with the cards it was made
//! with.
//!
//! This test binary installs a small pool of its own, version 2, before anything reads the
//! compiled one: "Versioned Knight" (1001) was a 2000 creature at version 1 and is a 6000
//! blocker since; "Steady Scout" (1002) never changed.

use horyu_engine::card::pool::{self, parse_pool_file, Pool, PoolFile};
use horyu_engine::card::CUSTOM_ID_BASE;
use horyu_engine::codec::{self, layout, LinkError, Snapshot};
use horyu_engine::session::{History, Session};
use horyu_engine::setup::CardSetup;
use horyu_engine::{Action, CardDb, CardDefId, Game, Manual, PlayerId, Setup, Zone, ZoneRef};
use std::sync::{Arc, OnceLock};

const KNIGHT: CardDefId = CardDefId(1001);
const SCOUT: CardDefId = CardDefId(1002);

fn entry(id: u32, name: &str, power: i32, extra: &str) -> String {
    format!(
        "[[card]]\nid = {id}\nset = \"DM-01\"\nnumber = \"{}/110\"\nname = \"{name}\"\ntype = \"creature\"\n\
         civilizations = [\"water\"]\ncost = 3\npower = {power}\nraces = [\"Liquid People\"]\n{extra}\n",
        id - 1000
    )
}

fn installed() -> Arc<Pool> {
    static POOL: OnceLock<Arc<Pool>> = OnceLock::new();
    POOL.get_or_init(|| {
        let now = parse_pool_file(
            "dm-01.toml",
            &[
                entry(1001, "Versioned Knight", 6000, "keywords = [\"blocker\"]"),
                entry(1002, "Steady Scout", 1000, ""),
            ]
            .concat(),
        );
        let v1 = parse_pool_file(
            "history/v1.toml",
            &entry(
                1001,
                "Versioned Knight",
                2000,
                "[[card.lacks]]\nword = \"blocker\"\ntext = \"It blocks.\"\n",
            ),
        );
        let pool = pool::install(PoolFile::into_pool_at(2, vec![now], vec![(1, v1)]).unwrap());
        assert_eq!(pool.version, 2, "the test's pool is installed before the compiled one is read");
        pool
    })
    .clone()
}

/// Both players have a deck of built-in cards; player 1 has the knight and the scout in the
/// battle zone.
fn board() -> Setup {
    installed();
    let hulcus = CardDb::builtin().find("Aqua Hulcus").unwrap().id;
    let mut setup = Setup { turn: 3, ..Setup::default() };
    for p in PlayerId::BOTH {
        setup.players[p].deck = (0..3).map(|_| CardSetup::new(hulcus)).collect();
    }
    setup.players.p1.battle = vec![CardSetup::new(KNIGHT), CardSetup::new(SCOUT)];
    setup
}

fn snapshot(setup: Setup, actions: Vec<Action>) -> Snapshot {
    let cursor = actions.len();
    Snapshot { history: History { setup, actions, cursor, branches: Vec::new() }, perspective: None, step: 0 }
}

/// The link a build of pool `version` wrote.
fn link_as_of(s: &Snapshot, version: u32) -> String {
    codec::frame(&layout::write_as_of(s, version), layout::version_needed(s))
}

/// The power of each copy of a card named `name` in the game, in card order.
fn powers(game: &Game, name: &str) -> Vec<i32> {
    game.cards()
        .iter()
        .filter(|c| game.db().get(c.def).unwrap().front.name == name)
        .map(|c| game.power(c.id))
        .collect()
}

const CREATE: fn(CardDefId) -> Action =
    |card| Action::Manual(Manual::Create { card, to: ZoneRef { player: PlayerId::P2, zone: Zone::Battle } });

#[test]
fn a_link_of_the_older_version_opens_with_the_cards_it_was_made_with() {
    let old = link_as_of(&snapshot(board(), Vec::new()), 1);
    let snap = codec::decode(&old).unwrap();
    // The knight changed since: it is a custom card of its version 1 definition.
    let setup = &snap.history.setup;
    let knight = CardDefId(CUSTOM_ID_BASE);
    assert_eq!(setup.custom_cards.len(), 1);
    assert_eq!(setup.custom_cards[0].id, knight);
    assert_eq!(setup.custom_cards[0].front.name, "Versioned Knight");
    assert_eq!(setup.players.p1.battle[0].card, knight);
    // The scout did not: it stays a pool card.
    assert_eq!(setup.players.p1.battle[1].card, SCOUT);
    let game = Game::from_setup(setup).unwrap();
    assert_eq!(powers(&game, "Versioned Knight"), [2000]);
    assert!(game.db().get(knight).unwrap().front.keywords.is_empty());
    assert_eq!(powers(&game, "Steady Scout"), [1000]);
    // Written again, it is a link of the pool as it is, with the same board.
    let again = codec::encode(&snap);
    assert_ne!(again, old);
    assert_eq!(codec::decode(&again).unwrap(), snap);
    // A link of the pool as it is reads its cards as they are.
    let now = codec::decode(&codec::encode(&snapshot(board(), Vec::new()))).unwrap();
    assert!(now.history.setup.custom_cards.is_empty());
    assert_eq!(powers(&Game::from_setup(&now.history.setup).unwrap(), "Versioned Knight"), [6000]);
}

#[test]
fn an_older_line_of_play_keeps_its_cards_on_every_branch() {
    // A knight made by hand in the old game is the old knight too, on the line and on a kept
    // branch; custom cards the link already had keep their ids.
    let mut setup = board();
    let mut own = CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
    own.id = CardDefId(CUSTOM_ID_BASE + 4);
    own.front.name = "My Hulcus".into();
    setup.custom_cards.push(own);
    let mut s = snapshot(setup, vec![CREATE(KNIGHT), CREATE(SCOUT)]);
    s.history.branches.push((0, vec![CREATE(KNIGHT)]));
    let snap = codec::decode(&link_as_of(&s, 1)).unwrap();
    let knight = CardDefId(CUSTOM_ID_BASE + 5);
    assert_eq!(
        snap.history.setup.custom_cards.iter().map(|c| c.id).collect::<Vec<_>>(),
        [CardDefId(CUSTOM_ID_BASE + 4), knight]
    );
    assert_eq!(snap.history.actions, [CREATE(knight), CREATE(SCOUT)]);
    assert_eq!(snap.history.branches, [(0, vec![CREATE(knight)])]);
    let opened = codec::open_snapshot(snap.clone()).unwrap();
    assert_eq!(powers(&opened.game(), "Versioned Knight"), [2000, 2000]);
    let mut session = Session::new(snap.history.setup.clone()).unwrap();
    session.apply(CREATE(knight)).unwrap();
    assert!(session.undo());
    assert!(session.redo());
    assert_eq!(powers(session.game(), "Versioned Knight"), [2000, 2000]);
}

#[test]
fn a_link_of_a_pool_version_this_pool_does_not_have_is_refused() {
    let s = snapshot(board(), Vec::new());
    assert_eq!(
        codec::decode(&link_as_of(&s, 3)).unwrap_err(),
        LinkError::NewerPool { found: 3, supported: 2 }
    );
    let e = codec::decode(&link_as_of(&s, 0)).unwrap_err();
    assert!(e.to_string().contains("the card pool's version is 0"), "{e}");
}

#[test]
fn an_older_link_that_would_hold_too_many_custom_cards_says_so() {
    // 64 custom cards already, the most a link holds: the former knight can't be one more.
    let mut setup = board();
    let hulcus = CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
    setup.custom_cards = (0..64)
        .map(|i| {
            let mut c = hulcus.clone();
            c.id = CardDefId(CUSTOM_ID_BASE + i);
            c.front.name = format!("Hulcus {i}");
            c
        })
        .collect();
    let e = codec::decode(&link_as_of(&snapshot(setup.clone(), Vec::new()), 1)).unwrap_err();
    assert!(matches!(e, LinkError::Oversized { limit: 64, .. }), "{e}");
    assert!(e.to_string().contains("the pool cards changed since its version"), "{e}");
    // Without a changed card it reads as it is.
    setup.players.p1.battle.remove(0);
    assert_eq!(
        codec::decode(&link_as_of(&snapshot(setup, Vec::new()), 1)).unwrap().history.setup.custom_cards.len(),
        64
    );
}

#[test]
fn an_older_board_becomes_a_scenario_of_the_cards_it_was_made_with() {
    let snap = codec::decode(&link_as_of(&snapshot(board(), Vec::new()), 1)).unwrap();
    let text = horyu_engine::scenario::export(&snap.history, "Old knight");
    let sc = horyu_engine::scenario::Scenario::parse(&text).unwrap();
    assert_eq!(powers(&Game::from_setup(&sc.setup).unwrap(), "Versioned Knight"), [2000]);
}

/// The page reads no pool history: it hands a link of an older pool to its worker. The browser
/// test (tests/e2e/share.spec.mjs, "older pool") serves this test's pool in place of
/// `pool.bin` and opens this link; both are written here so they can't disagree with the
/// engine (`HORYU_BLESS=1` writes the file again).
#[test]
fn the_browser_fixture_of_an_older_pool_is_current() {
    use base64::Engine as _;
    let pool = installed();
    let link = link_as_of(&snapshot(board(), Vec::new()), 1);
    let b64 = base64::engine::general_purpose::STANDARD.encode(pool.to_bytes());
    let text = format!(
        "{{\n  \"note\": \"written by crates/engine/tests/pool_versions.rs\",\n  \"pool\": \"{b64}\",\n  \"link\": \"{link}\"\n}}\n"
    );
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/e2e/older-pool.json");
    if std::env::var("HORYU_BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &text).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(kept == text, "{} is not current: run this test with HORYU_BLESS=1", path.display());
}
