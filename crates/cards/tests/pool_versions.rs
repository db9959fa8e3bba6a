//! The pool's versions (issue #39, docs/links.md "Pool versions"): a card that changed keeps
//! its former definition for older versions, the binary form carries that history, a damaged
//! history is an error and never a panic, and a card's fingerprint counts only what play reads.
//! A small pool made here, not the real one (whose history is whatever bumps made).

use horyu_cards::compact;
use horyu_cards::pool::{fingerprint, parse_pool_file, Former, Pool, PoolCard, PoolError, PoolFile};
use horyu_cards::{CardDef, CardDefId};

/// One pool entry of a water creature.
fn entry(id: u32, name: &str, power: i32, extra: &str) -> String {
    format!(
        "[[card]]\nid = {id}\nset = \"DM-01\"\nnumber = \"{}/110\"\nname = \"{name}\"\ntype = \"creature\"\n\
         civilizations = [\"water\"]\ncost = 3\npower = {power}\nraces = [\"Liquid People\"]\n{extra}\n",
        id - 1000
    )
}

const LACK: &str = "[[card.lacks]]\nword = \"blocker_word\"\ntext = \"It blocks.\"\n";

fn file(name: &str, entries: &[String]) -> PoolFile {
    let f = parse_pool_file(name, &entries.concat());
    assert!(f.errors.is_empty(), "{:?}", f.errors);
    f
}

/// Version 3. Knight (1001) changed after versions 1 and 2, Soldier (1002) after 1, Scout
/// (1003) never; Gone (1004) left the pool after version 2.
fn files() -> (Vec<PoolFile>, Vec<(u32, PoolFile)>) {
    let now = file(
        "dm-01.toml",
        &[
            entry(1001, "Knight", 5000, "keywords = [\"blocker\"]"),
            entry(1002, "Soldier", 3000, ""),
            entry(1003, "Scout", 1000, ""),
        ],
    );
    let v1 = file("history/v1.toml", &[entry(1001, "Knight", 2000, LACK), entry(1002, "Soldier", 1000, "")]);
    let v2 = file("history/v2.toml", &[entry(1001, "Knight", 4000, LACK), entry(1004, "Gone", 1500, "")]);
    (vec![now], vec![(1, v1), (2, v2)])
}

fn versioned() -> Pool {
    let (now, history) = files();
    PoolFile::into_pool_at(3, now, history).expect("a valid pool of version 3")
}

/// A card's power at `version`: its former definition's, else today's (`None`: not a card of
/// the pool then).
fn power(pool: &Pool, version: u32, id: u32) -> Option<i32> {
    assert!((1..=pool.version).contains(&version), "the pool has version {version}");
    let id = CardDefId(id);
    pool.def_at(id, version).or_else(|| pool.db().get(id)).map(|d| d.front.power.unwrap())
}

#[test]
fn a_card_is_what_it_was_at_the_version_asked() {
    let pool = versioned();
    assert_eq!(pool.version, 3);
    // Each card from the first history file of the version or later that holds it.
    assert_eq!(power(&pool, 1, 1001), Some(2000));
    assert_eq!(power(&pool, 2, 1001), Some(4000));
    assert_eq!(power(&pool, 3, 1001), Some(5000));
    assert_eq!(power(&pool, 1, 1002), Some(1000));
    assert_eq!(power(&pool, 2, 1002), Some(3000), "Soldier did not change after version 2");
    assert_eq!(power(&pool, 1, 1003), Some(1000));
    // A card that left the pool is still there for the versions that had it.
    assert_eq!(power(&pool, 1, 1004), Some(1500));
    assert_eq!(power(&pool, 3, 1004), None);
    // The whole definition, keywords too, and what the pool said of it then.
    let knight = pool.def_at(CardDefId(1001), 1).unwrap();
    assert!(knight.front.keywords.is_empty());
    assert!(!pool.card_at(CardDefId(1001), 2).unwrap().lacks.is_empty());
    assert!(pool.card_at(CardDefId(1001), 3).unwrap().lacks.is_empty());
    // A card as it is now has no former definition: at the pool's own version, or unchanged.
    assert_eq!(pool.def_at(CardDefId(1001), 3), None);
    assert_eq!(pool.def_at(CardDefId(1002), 2), None);
    assert_eq!(pool.def_at(CardDefId(1003), 1), None);
}

#[test]
fn the_binary_form_carries_the_history() {
    let pool = versioned();
    let bytes = pool.to_bytes();
    let back = Pool::from_bytes(&bytes).expect("the pool reads back");
    assert_eq!(back.version, 3);
    assert_eq!(back.history(), pool.history());
    assert_eq!(back.cards(), pool.cards());
    for v in 1..=3 {
        for id in 1001..=1004 {
            assert_eq!(power(&back, v, id), power(&pool, v, id), "card {id} at version {v}");
        }
    }
    // Cut anywhere: an error, never a panic.
    for cut in (0..bytes.len()).step_by(7) {
        assert!(Pool::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
    }
}

/// `pool.bin`'s layout, written here to make histories a pool would never write: the pool
/// behind its length, then the history, which a build without the `text` feature never reads.
/// Each definition is its id, whether it needs the whole vocabulary, and its own bytes.
#[derive(serde::Serialize)]
struct Bin {
    version: u32,
    defs: Vec<(CardDefId, bool, Vec<u8>)>,
    cards: Vec<PoolCard>,
}

fn bin_with(version: u32, history: Vec<Former>) -> Result<Pool, PoolError> {
    let pool = versioned();
    let defs = pool.db().iter().map(|d| (d.id, pool.beyond(d.id), compact::to_bytes(d).unwrap())).collect();
    let bin = Bin { version, defs, cards: pool.cards().to_vec() };
    let bin = compact::to_bytes(&bin).unwrap();
    let mut bytes = (bin.len() as u32).to_le_bytes().to_vec();
    bytes.extend(bin);
    bytes.extend(compact::to_bytes(&history).unwrap());
    Pool::from_bytes(&bytes)
}

#[test]
fn a_damaged_history_is_a_typed_error() {
    let pool = versioned();
    let h = pool.history().to_vec();
    assert!(bin_with(3, h.clone()).is_ok());
    // A version missing, or one the pool can't have.
    assert_eq!(
        bin_with(3, vec![h[0].clone()]).unwrap_err(),
        PoolError::HistoryMissing { pool: 3, missing: 2 }
    );
    assert_eq!(bin_with(4, h.clone()).unwrap_err(), PoolError::HistoryMissing { pool: 4, missing: 3 });
    assert_eq!(bin_with(2, h.clone()).unwrap_err(), PoolError::HistoryVersion { pool: 2, version: 2 });
    // A version twice, a version 0.
    let twice = vec![h[0].clone(), h[0].clone(), h[1].clone()];
    assert_eq!(bin_with(3, twice).unwrap_err(), PoolError::HistoryVersion { pool: 3, version: 1 });
    let zero = vec![Former { version: 0, ..h[0].clone() }, h[0].clone(), h[1].clone()];
    assert_eq!(bin_with(3, zero).unwrap_err(), PoolError::HistoryVersion { pool: 3, version: 0 });
    // Files of version 0, or twice the same version.
    let (now, mut history) = files();
    history[0].0 = 0;
    assert_eq!(
        PoolFile::into_pool_at(3, now, history).unwrap_err(),
        PoolError::HistoryVersion { pool: 3, version: 0 }
    );
    let (now, mut history) = files();
    history[1].0 = 1;
    assert_eq!(
        PoolFile::into_pool_at(3, now, history).unwrap_err(),
        PoolError::HistoryVersion { pool: 3, version: 1 }
    );
    // Cards that are not former pool cards.
    let mut builtin = h.clone();
    builtin[0].cards[0].builtin = true;
    assert!(matches!(bin_with(3, builtin).unwrap_err(), PoolError::HistoryCard { version: 1, .. }));
    let mut low = h.clone();
    low[1].defs[0].id = CardDefId(7);
    low[1].cards[0].id = CardDefId(7);
    let e = bin_with(3, low).unwrap_err();
    assert!(
        matches!(&e, PoolError::HistoryCard { version: 2, message } if message.starts_with("card 7: ")),
        "{e}"
    );
    let mut no_entry = h.clone();
    no_entry[0].cards[1] = no_entry[0].cards[0].clone();
    assert!(matches!(bin_with(3, no_entry).unwrap_err(), PoolError::HistoryCard { version: 1, .. }));
    let mut invalid = h.clone();
    invalid[0].defs[0].front.power = None;
    let e = bin_with(3, invalid).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the former definitions of pool version 1: card 1001: power: a creature needs a power"
    );
    // The same from the files: a file that does not read, a history file of the wrong version.
    let (now, mut history) = files();
    history[0].1 = parse_pool_file("history/v1.toml", "[[card]]\nid = 1001\n");
    assert!(matches!(
        PoolFile::into_pool_at(3, now, history).unwrap_err(),
        PoolError::HistoryCard { version: 1, .. }
    ));
    let (now, history) = files();
    assert_eq!(
        PoolFile::into_pool_at(2, now, history).unwrap_err(),
        PoolError::HistoryVersion { pool: 2, version: 2 }
    );
}

fn knight() -> CardDef {
    versioned().db().get(CardDefId(1001)).unwrap().clone()
}

#[test]
fn a_fingerprint_counts_only_what_play_reads() {
    let card = knight();
    let print = fingerprint(&card);
    // Fixed: the same on every platform and build, so the recorded ones stay true. FNV-1a of
    // {"civilizations":["water"],"cost":3,"id":1001,"keywords":["blocker"],"name":"Knight",
    // "name_ja":"","power":5000,"races":["Liquid People"],"type":"creature"} (one line).
    assert_eq!(print, "372a9d44ff79cdce");
    let same = |change: &dyn Fn(&mut CardDef)| {
        let mut c = card.clone();
        change(&mut c);
        fingerprint(&c) == print
    };
    // Words for people only.
    assert!(same(&|c| c.note = "a note".into()));
    assert!(same(&|c| c.aliases = vec!["Naito".into()]));
    let with_ability = |text: &str| {
        let mut c = parse_pool_file(
            "x.toml",
            &entry(
                1001,
                "Knight",
                5000,
                &format!("keywords = [\"blocker\"]\n[[card.abilities]]\ntext = \"{text}\"\nwhen = {{ enters_battle = {{ card = \"self\" }} }}\neffect = [{{ draw = {{ count = 1 }} }}]\n"),
            ),
        )
        .defs;
        assert_eq!(c.len(), 1);
        c.remove(0)
    };
    assert_eq!(fingerprint(&with_ability("Draw a card.")), fingerprint(&with_ability("You draw one card.")));
    assert_ne!(fingerprint(&with_ability("Draw a card.")), print, "an ability added");
    // What the rules read: names (filters compare them), races, numbers, keywords.
    assert!(!same(&|c| c.front.name = "Knight II".into()));
    assert!(!same(&|c| c.front.name_ja = "ナイト".into()));
    assert!(!same(&|c| c.front.races = vec!["Merfolk".into()]));
    assert!(!same(&|c| c.front.power = Some(5500)));
    assert!(!same(&|c| c.front.keywords.clear()));
}
