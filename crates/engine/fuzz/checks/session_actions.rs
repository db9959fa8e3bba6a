//! The `session_actions` target: random use of a session, as the playground drives it: legal actions picked by index (half of
//! them applied step by step, as "Step into actions" does), random (mostly illegal) actions, undo, redo, going to a moment, switching branches, switching the
//! ruleset (the line replayed under the other rules) and comparing the rulesets. The fuzz bytes
//! are read as a sequence of choices (`arbitrary::Unstructured`).
//!
//! Checked: no panic; the game's invariants hold after every step; every action the engine
//! lists as legal is accepted; stepping into an action ends where applying it does, and a link
//! of a step inside it opens to that step; a refused action leaves the game and the history unchanged;
//! undo, redo, go_to and switch_branch succeed exactly when their target exists; and at the end
//! the history replays to the same game, every kept branch can be switched to, and a link
//! carries the history unchanged.
//!
//! To see what an input does (to write it down as a test), run it with `HORYU_FUZZ_TRACE=1`:
//! each step is printed to stderr.

use arbitrary::{Result, Unstructured};
use horyu_engine::card::Side;
use horyu_engine::codec::{self, Snapshot};
use horyu_engine::decision::Answer;
use horyu_engine::scenario::Scenario;
use horyu_engine::selfplay::starter_setup;
use horyu_engine::session::Session;
use horyu_engine::{Action, CardDefId, CardId, Manual, PlayerId, Ruleset, Zone, ZoneRef};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The repository's root: the first folder above this crate's that holds `tests/rulings`
/// (the fuzz crate and the engine both include this file).
fn root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors()
        .find(|p| p.join("tests/rulings").is_dir())
        .unwrap_or_else(|| panic!("no tests/rulings above {}", here.display()))
        .to_path_buf()
}

/// The files of `dir` ending in `.ext`, in file-name order (the order the first byte of an
/// input picks from, so a committed input keeps its start while no file is added before it).
fn files(dir: &Path, ext: &str) -> Vec<(String, String)> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    out.sort();
    out.into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            (f.file_name().expect("a file name").to_string_lossy().into_owned(), text)
        })
        .collect()
}

/// The value of `"link": "…"` in a golden link file (base64url text: no escapes).
fn link_of(json: &str) -> Option<&str> {
    let rest = &json[json.find("\"link\"")? + 6..];
    let rest = &rest[rest.find('"')? + 1..];
    Some(&rest[..rest.find('"')?])
}

/// The sessions to start from (after the starter decks): every golden link (`tests/links`),
/// with its history and branches, then every ruling's board (`tests/rulings`), each in
/// file-name order. Read once, when the first input runs.
pub fn starts() -> &'static [(String, Session)] {
    static STARTS: OnceLock<Vec<(String, Session)>> = OnceLock::new();
    STARTS.get_or_init(|| {
        let root = root();
        let links = files(&root.join("tests/links"), "json").into_iter().filter_map(|(name, json)| {
            let link = link_of(&json).unwrap_or_else(|| panic!("{name} has no \"link\""));
            match codec::open(link) {
                Ok(opened) => Some((name, opened.session)),
                // A board of pool cards, in a build without the card pool (`cargo test -p
                // horyu-engine` alone): the links test opens it where the pool is compiled in.
                Err(codec::LinkError::NeedsPool { .. }) => None,
                Err(e) => panic!("the golden link {name} opens: {e}"),
            }
        });
        let rulings = files(&root.join("tests/rulings"), "toml").into_iter().filter_map(|(name, text)| {
            let sc = Scenario::parse(&text).ok()?;
            Some((name, Session::new(sc.setup).ok()?))
        });
        links.chain(rulings).collect()
    })
}

/// Prints a step when HORYU_FUZZ_TRACE is set.
pub fn trace(what: impl FnOnce() -> String) {
    static ON: OnceLock<bool> = OnceLock::new();
    if *ON.get_or_init(|| std::env::var_os("HORYU_FUZZ_TRACE").is_some()) {
        eprintln!("fuzz: {}", what());
    }
}

pub fn check(data: &[u8]) {
    let _ = run(&mut Unstructured::new(data));
}

fn run(u: &mut Unstructured) -> Result<()> {
    // First byte: the starting session (0: the starter decks, with a seed from the next 8 bytes).
    let starts = starts();
    let mut s = match u.arbitrary::<u8>()? as usize % (starts.len() + 1) {
        0 => {
            let seed = u.arbitrary()?;
            trace(|| format!("start: starter_setup({seed})"));
            Session::new(starter_setup(seed)).expect("the starter decks make a game")
        }
        i => {
            trace(|| format!("start: {}", starts[i - 1].0));
            starts[i - 1].1.clone()
        }
    };
    play(&mut s, u)?;
    check_end(&s);
    Ok(())
}

/// Steps until the input runs out, checking the game after each.
pub fn play(s: &mut Session, u: &mut Unstructured) -> Result<()> {
    check_game(s);
    while !u.is_empty() {
        step(s, u)?;
        check_game(s);
    }
    Ok(())
}

/// At the end of an input: the history replays to the game shown, every kept branch can be
/// switched to, and a link carries the history unchanged.
pub fn check_end(s: &Session) {
    // The history replays to the game shown, and a link carries it unchanged.
    let again = Session::from_history(s.history().clone()).expect("the session's history replays");
    assert_eq!(again.game().state_hash(), s.game().state_hash(), "the replay differs");
    for i in 0..s.history().branches.len() {
        assert!(s.clone().switch_branch(i), "branch {i} of {:?} does not replay", s.history().branches);
    }
    let snapshot = Snapshot::new(s.history().clone(), None);
    assert_eq!(codec::decode(&codec::encode(&snapshot)).expect("the session's link opens"), snapshot);
}

pub fn check_game(s: &Session) {
    if let Err(e) = s.game().check_invariants() {
        panic!("broken invariant: {e}");
    }
    assert!(s.cursor() <= s.len(), "cursor {} past the {} actions", s.cursor(), s.len());
}

pub fn step(s: &mut Session, u: &mut Unstructured) -> Result<()> {
    match u.int_in_range(0u8..=15)? {
        // Mostly legal play, so games get somewhere.
        0..=8 => {
            let legal = s.game().legal_actions();
            if !legal.is_empty() {
                let a = legal[u.choose_index(legal.len())?].clone();
                if u.arbitrary()? {
                    trace(|| format!("legal {a:?}"));
                    if let Err(e) = s.apply(a.clone()) {
                        panic!("{a:?} is listed as legal but refused: {e}");
                    }
                } else {
                    trace(|| format!("legal, step by step: {a:?}"));
                    let steps = match s.apply_stepwise(a.clone()) {
                        Ok(steps) => steps.iter().collect::<Vec<_>>(),
                        Err(e) => panic!("{a:?} is listed as legal but refused step by step: {e}"),
                    };
                    check_steps(s, &steps, u)?;
                }
            }
        }
        9 => {
            let a = random_action(u)?;
            trace(|| format!("random {a:?}"));
            // On a copy of the game first: a refused action must change nothing in the engine
            // itself, not only in the session (which applies to a copy).
            let mut copy = s.game().clone();
            let hash = copy.state_hash();
            let decision = copy.decision().cloned();
            let history = s.history().clone();
            match copy.apply(a.clone()) {
                Err(e) => {
                    assert_eq!(copy.state_hash(), hash, "refused {a:?} ({e}) changed the game");
                    assert_eq!(
                        copy.decision(),
                        decision.as_ref(),
                        "refused {a:?} ({e}) changed the decision"
                    );
                    assert!(s.apply(a).is_err(), "the session accepted what the game refused");
                    assert_eq!(*s.history(), history, "a refused action changed the history");
                }
                Ok(_) => {
                    if let Err(e) = s.apply(a.clone()) {
                        panic!("the session refused {a:?} that a copy of its game accepted: {e}");
                    }
                    assert_eq!(s.game().state_hash(), copy.state_hash());
                }
            }
        }
        10 => {
            let can = s.cursor() > 0;
            trace(|| "undo".into());
            assert_eq!(s.undo(), can, "undo at {} of {}", s.cursor(), s.len());
        }
        11 => {
            let can = s.cursor() < s.len();
            trace(|| "redo".into());
            assert_eq!(s.redo(), can, "redo at {} of {}", s.cursor(), s.len());
        }
        12 => {
            let n = u.int_in_range(0..=s.len() + 1)?;
            let exists = n <= s.len();
            trace(|| format!("go_to({n})"));
            assert_eq!(s.go_to(n), exists, "go_to({n}) of {}", s.len());
            if exists {
                assert_eq!(s.cursor(), n);
            }
        }
        13 => {
            let count = s.history().branches.len();
            let i = u.int_in_range(0..=count)?;
            trace(|| format!("switch_branch({i}) of {:?}", s.history().branches));
            let before = s.history().clone();
            // Every branch a session keeps must stay playable.
            let switched = s.switch_branch(i);
            assert_eq!(switched, i < count, "switch_branch({i}) of {:?}", before.branches);
            if !switched {
                assert_eq!(*s.history(), before, "a refused switch changed the history");
            }
        }
        14 => {
            trace(|| "switch ruleset".into());
            if let Some(other) = other_ruleset(s) {
                *s = other;
            }
        }
        _ => {
            trace(|| "compare".into());
            let c = s.compare();
            if let Some((i, _)) = &c.refused_at {
                assert!(*i < s.len());
            }
            if let Some(at) = c.differs_at {
                assert!(at <= s.len());
                assert!(c.boards.is_some());
            }
        }
    }
    Ok(())
}

/// Stepping into the action just applied: its last step is the session's game, every step's log
/// is a prefix of the next, each step's processing stack words for every perspective, and a
/// link of a step inside it opens to that step.
fn check_steps(s: &Session, steps: &[horyu_engine::Game], u: &mut Unstructured) -> Result<()> {
    let last = steps.last().expect("an action has at least one step");
    assert_eq!(last.state_hash(), s.game().state_hash(), "the last step is not the action's end");
    for w in steps.windows(2) {
        assert!(w[0].log().len() < w[1].log().len(), "a step logged nothing");
        assert_eq!(w[0].log(), &w[1].log()[..w[0].log().len()], "a step rewrote the log");
    }
    for g in steps {
        for viewer in [None, Some(PlayerId::P1), Some(PlayerId::P2)] {
            let _ = g.sight(viewer).processing();
        }
    }
    if steps.len() > 1 {
        let step = u.int_in_range(1..=steps.len() - 1)?;
        let snapshot = Snapshot { history: s.history().clone(), perspective: None, step };
        let opened = codec::open(&codec::encode(&snapshot)).expect("a link inside an action opens");
        assert_eq!(opened.step, step);
        assert_eq!(opened.session.steps().game(step - 1).unwrap().state_hash(), steps[step - 1].state_hash());
    }
    Ok(())
}

/// The same line under the other ruleset, as the playground's switch does: replayed until an
/// action is refused, shown at the same moment or the line's end.
fn other_ruleset(s: &Session) -> Option<Session> {
    let h = s.history();
    let mut setup = h.setup.clone();
    setup.ruleset = match setup.ruleset {
        Ruleset::Current => Ruleset::Legacy,
        Ruleset::Legacy => Ruleset::Current,
    };
    let mut other = Session::new(setup).ok()?;
    for a in &h.actions {
        if other.apply(a.clone()).is_err() {
            break;
        }
    }
    let at = h.cursor.min(other.len());
    assert!(other.go_to(at), "go_to({at}) of {}", other.len());
    Some(other)
}

/// Any action: card ids mostly in range, answers of every kind, manual edits.
fn random_action(u: &mut Unstructured) -> Result<Action> {
    let card = |u: &mut Unstructured| -> Result<CardId> { Ok(CardId(u.int_in_range(0..=130)?)) };
    let zone = |u: &mut Unstructured| -> Result<ZoneRef> {
        let p = if u.arbitrary()? { PlayerId::P1 } else { PlayerId::P2 };
        Ok(ZoneRef::new(p, *u.choose(&Zone::ALL)?))
    };
    let cards = |u: &mut Unstructured| -> Result<Vec<CardId>> {
        (0..u.int_in_range(0..=4)?).map(|_| card(u)).collect()
    };
    Ok(match u.int_in_range(0u8..=13)? {
        0 => Action::Use {
            card: card(u)?,
            mana: if u.arbitrary()? { Some(cards(u)?) } else { None },
            side: *u.choose(&[None, Some(Side::Front), Some(Side::Twin), Some(Side::Back)])?,
        },
        1 => Action::Charge { card: card(u)? },
        2 => {
            Action::Attack { attacker: card(u)?, target: if u.arbitrary()? { Some(card(u)?) } else { None } }
        }
        3 => Action::EndStep,
        4 => Action::Answer(Answer::Cards(cards(u)?)),
        5 => Action::Answer(Answer::Yes(u.arbitrary()?)),
        6 => Action::Answer(Answer::Number(u.int_in_range(0..=12)?)),
        7 => Action::Answer(Answer::Pending(u.int_in_range(0..=40)?)),
        8 => Action::Answer(Answer::Option(u.int_in_range(0..=4)?)),
        9 => Action::Manual(Manual::Move {
            card: card(u)?,
            to: zone(u)?,
            index: if u.arbitrary()? { Some(u.int_in_range(0..=50)?) } else { None },
        }),
        10 => Action::Manual(Manual::Tap { card: card(u)?, tapped: u.arbitrary()? }),
        11 => Action::Manual(Manual::Flip { card: card(u)? }),
        12 => Action::Manual(Manual::Reorder { zone: zone(u)?, order: cards(u)? }),
        _ => {
            // Around the end of the built-in ids and the start of the custom range.
            let id = if u.arbitrary()? { u.int_in_range(0..=70)? } else { u.int_in_range(99_998..=100_003)? };
            Action::Manual(Manual::Create { card: CardDefId(id), to: zone(u)? })
        }
    })
}
