//! The `horyu` command as a user runs it: exit statuses, located errors, the corpus line.

use std::path::PathBuf;
use std::process::{Command, Output};

fn horyu(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_horyu")).args(args).output().expect("horyu runs")
}

fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

fn write(name: &str, body: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("horyu-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, body).unwrap();
    p
}

#[test]
fn malformed_scenarios_exit_2_with_file_line_and_column() {
    let cases = [
        ("syntax.toml", "title = \"x\"\n[board\n", ":2:", "unclosed table"),
        (
            "unknown-card.toml",
            "title = \"x\"\n[board]\n[board.p1]\nhand = [\"Energy Strem\"]\n",
            ":4:9:",
            "did you mean Energy Stream",
        ),
        (
            "impossible.toml",
            "title = \"x\"\n[board]\n[board.p1]\nbattle = [\"Energy Stream\"]\n",
            ":4:1:",
            "400.3",
        ),
        (
            "unknown-action.toml",
            "title = \"x\"\n[board]\n[[step]]\ncast = \"Energy Stream\"\n",
            ":4:1:",
            "unknown field `cast`",
        ),
    ];
    for (name, body, place, words) in cases {
        let p = write(name, body);
        let o = horyu(&["check", p.to_str().unwrap()]);
        let t = text(&o);
        assert_eq!(o.status.code(), Some(2), "{name}: {t}");
        assert!(t.contains(&format!("{name}{place}")), "{name}: no location {place} in {t}");
        assert!(t.contains(words), "{name}: {t}");
        assert!(!t.contains("panicked"), "{name}: {t}");
    }
}

#[test]
fn check_counts_and_fails_with_status_1() {
    let good = write(
        "good.toml",
        "title = \"good\"\n[board]\n[board.p1]\nhand = [\"Energy Stream\"]\n[[step]]\nexpect.zones = { \"p1.hand\" = 1 }\n",
    );
    let bad = write(
        "bad.toml",
        "title = \"bad\"\n[board]\n[board.p1]\nhand = [\"Energy Stream\"]\n[[step]]\nexpect.zones = { \"p1.hand\" = 2 }\n",
    );
    let o = horyu(&["check", good.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(text(&o).trim_end().ends_with("1 passed, 0 failed"));
    let o = horyu(&["check", good.to_str().unwrap(), bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let t = text(&o);
    assert!(t.contains("expected 2 cards in p1.hand, found 1"), "{t}");
    assert!(t.trim_end().ends_with("1 passed, 1 failed"), "{t}");
}

#[test]
fn explain_cites_rules() {
    let root =
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/rulings/409.1c-ogrist-vhal-energy-stream.toml");
    let o = horyu(&["explain", root]);
    let t = text(&o);
    assert_eq!(o.status.code(), Some(0), "{t}");
    assert!(t.contains("(703.4c)"), "{t}");
    assert!(t.contains("does not count as a card in Player 1's hand (409.1c)"), "{t}");
}

#[test]
fn cards_lists_every_built_in_card() {
    let o = horyu(&["cards"]);
    assert!(o.status.success());
    let t = text(&o);
    assert_eq!(t.lines().count(), 52);
    assert!(t.contains("紅神龍オグリストヴァル"));
    let o = horyu(&["cards", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    assert_eq!(v.as_array().unwrap().len(), 52);
}

#[test]
fn selfplay_runs_and_reports_throughput() {
    let o = horyu(&["selfplay", "--games", "5", "--seed", "3"]);
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains("no invariant violated") && t.contains("games/s"), "{t}");
}

#[test]
fn links_round_trip_and_bad_links_exit_2() {
    let root =
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/rulings/409.1c-ogrist-vhal-energy-stream.toml");
    let o = horyu(&["link", "encode", root]);
    assert!(o.status.success(), "{}", text(&o));
    let link = String::from_utf8_lossy(&o.stdout).trim().to_string();
    assert!(link.len() < 600, "{link}");
    let o = horyu(&["link", "decode", &link]);
    assert!(o.status.success(), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    assert!(v["history"]["actions"].as_array().is_some_and(|a| !a.is_empty()), "{v}");
    // As a scenario file: `horyu check` passes it (it replays the same line).
    let o = horyu(&["link", "decode", "--scenario", &link]);
    assert!(o.status.success(), "{}", text(&o));
    let file = write("exported.toml", &String::from_utf8_lossy(&o.stdout));
    let o = horyu(&["check", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    for bad in ["xyz", "SFkB", &link[..link.len() / 2]] {
        let o = horyu(&["link", "decode", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}: {}", text(&o));
        assert!(!text(&o).contains("panicked"));
    }
    let svg = std::env::temp_dir().join(format!("horyu-render-{}.svg", std::process::id()));
    let o = horyu(&["render", &link, "-o", svg.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    let body = std::fs::read_to_string(&svg).unwrap();
    assert!(body.starts_with("<svg") || body.starts_with("<?xml"), "{}", &body[..body.len().min(80)]);
    assert!(body.contains("Ogrist Vhal"));
}

#[test]
fn gallery_writes_the_gallery_and_a_file_per_ruling_board() {
    use horyu_engine::scenario::gallery::{board_file, Gallery};
    let out = std::env::temp_dir().join(format!("horyu-cli-gallery-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).unwrap();
    let rulings = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/rulings");
    let file = out.join("gallery.bin");
    let o = horyu(&["gallery", rulings, "--output", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    let g = Gallery::from_bytes(&std::fs::read(&file).unwrap()).unwrap();
    let mut boards = g.fingerprints().unwrap();
    boards.sort_unstable();
    boards.dedup();
    let mut found = 0;
    for f in boards {
        let group =
            Gallery::from_bytes(&std::fs::read(out.join("rulings").join(board_file(f))).unwrap()).unwrap();
        assert!(group.fingerprints().unwrap().iter().all(|&g| g == f));
        assert!(group.rulings.iter().all(|r| g.rulings.iter().any(|full| full.for_board() == *r)));
        found += group.rulings.len();
    }
    assert_eq!(found, g.rulings.len(), "every ruling is in its board's file");
    // A folder that can't be written is named.
    let o = horyu(&["gallery", rulings, "--output", "/nonexistent-dir/gallery.bin"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("/nonexistent-dir/gallery.bin"), "{}", text(&o));
}

#[test]
fn control_characters_in_a_file_are_shown_as_escapes_never_sent_to_the_terminal() {
    // A title, a custom card's name, a step's note and a file name with the escape that would
    // recolour the terminal (ESC [ 31 m) and a carriage return that would overwrite a line.
    let body = "title = \"red\\u001b[31m title\\r\"\nsource = \"src\\u001b]0;x\\u0007\"\n\
        [[card]]\nid = 100000\nname = \"Evil\\u001b[2J Card\"\ntype = \"creature\"\n\
        civilizations = [\"water\"]\ncost = 3\npower = 1000\n\
        [board]\n[board.p1]\nhand = [\"Evil\\u001b[2J Card\"]\n\
        mana = [{ card = \"Aqua Hulcus\", count = 3 }]\ndeck = [{ card = \"Aqua Hulcus\", count = 3 }]\n\
        [[step]]\nnote = \"note\\u001b[1m\"\nuse = \"Evil\\u001b[2J Card\"\nmana = [\"Aqua Hulcus\", \"Aqua Hulcus\", \"Aqua Hulcus\"]\n\
        expect.zones = { \"p1.battle\" = [\"Evil\\u001b[2J Card\"] }\n";
    let file = write("ansi\u{1b}[7m.toml", body);
    let runs = [
        horyu(&["check", file.to_str().unwrap()]),
        horyu(&["explain", file.to_str().unwrap()]),
        horyu(&[
            "link",
            "encode",
            write("bad\u{1b}[7m.json", "{\"history\": \"\u{1b}[31m\"}").to_str().unwrap(),
        ]),
        horyu(&[
            "check",
            write(
                "broken\u{1b}[7m.toml",
                "title = \"x\"\n[board]\n[board.p1]\nhand = [\"Evil\u{1b}[2J Card\"]\n",
            )
            .to_str()
            .unwrap(),
        ]),
    ];
    for (i, o) in runs.iter().enumerate() {
        let out = [o.stdout.as_slice(), o.stderr.as_slice()].concat();
        let t = String::from_utf8_lossy(&out);
        assert!(!out.iter().any(|&b| b == 0x1b || b == b'\r' || b == 0x07), "run {i}: {t:?}");
        assert!(t.contains("\\u{1b}"), "run {i}: {t:?}");
    }
    let t = text(&runs[1]);
    assert!(t.contains("red\\u{1b}[31m title\\r"), "{t}");
    assert!(t.contains("Evil\\u{1b}[2J Card"), "{t}");
}

#[test]
fn json_with_a_byte_order_mark_is_read_as_toml_with_one_is() {
    let root =
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/rulings/409.1c-ogrist-vhal-energy-stream.toml");
    let toml = std::fs::read_to_string(root).unwrap();
    let o = horyu(&["link", "encode", write("bom.toml", &format!("\u{feff}{toml}")).to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    let link = String::from_utf8_lossy(&o.stdout).trim().to_string();
    let o = horyu(&["link", "decode", &link]);
    let json = String::from_utf8_lossy(&o.stdout).to_string();
    // Named .json, and not: either way it is read as JSON.
    for name in ["bom.json", "bom-session.txt"] {
        let o = horyu(&["link", "encode", write(name, &format!("\u{feff}{json}")).to_str().unwrap()]);
        assert!(o.status.success(), "{name}: {}", text(&o));
        assert_eq!(String::from_utf8_lossy(&o.stdout).trim(), link, "{name}");
    }
}

/// `horyu pool bump` in a repository of its own: a card that plays differently keeps its
/// definition of the recorded version in `history/v<N>.toml`, found in the commits by its
/// recorded fingerprint, and the version goes up; a change of words only is no change
/// (docs/links.md, "Pool versions").
#[test]
fn pool_bump_keeps_the_former_definition_of_a_changed_card() {
    use horyu_engine::card::pool::{parse_pool_file, PoolFile};
    use horyu_engine::card::CardDefId;
    let root = std::env::temp_dir().join(format!("horyu-pool-bump-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let dir = root.join("crates/cards/data/pool");
    std::fs::create_dir_all(dir.join("history")).unwrap();
    let git = |args: &[&str]| {
        let out = Command::new("git")
            .arg("-C")
            .arg(&root)
            .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
            .args(args)
            .output();
        out.is_ok_and(|o| o.status.success())
    };
    if !git(&["init", "-q"]) {
        eprintln!("no git: skipped");
        return;
    }
    let card = |id: u32, power: i32, text: &str| {
        format!(
            "[[card]]\nid = {id}\nset = \"DM-01\"\nnumber = \"{}/110\"\nname = \"Card {id}\"\ntype = \"creature\"\n\
             civilizations = [\"fire\"]\ncost = 2\npower = {power}\n\n[[card.abilities]]\ntext = \"{text}\"\n\
             when = {{ enters_battle = {{ card = \"self\" }} }}\neffect = [{{ draw = {{ count = 1 }} }}]\n",
            id - 1000
        )
    };
    let set = |a: String, b: String| {
        std::fs::write(dir.join("dm-01.toml"), format!("# DM-01\n\n{a}\n{b}")).unwrap()
    };
    let bump = || {
        let o = horyu(&["pool", "bump", "--root", root.to_str().unwrap()]);
        assert!(o.status.success(), "{}", text(&o));
        text(&o)
    };
    let tsv = || std::fs::read_to_string(dir.join("fingerprints.tsv")).unwrap();
    set(card(1001, 1000, "Draw a card."), card(1002, 2000, "Draw a card."));
    std::fs::write(dir.join("history/README.md"), "history\n").unwrap();
    std::fs::write(dir.join("fingerprints.tsv"), "version\t1\n").unwrap();
    // New cards are recorded, the version stays.
    assert!(bump().contains("stays version 1; 2 new cards recorded"));
    assert!(tsv().contains("\n1001\t") && tsv().contains("\n1002\t"));
    assert!(git(&["add", "-A"]) && git(&["commit", "-qm", "v1"]));
    // 1001 plays differently; 1002's words alone changed.
    set(card(1001, 3000, "Draw a card."), card(1002, 2000, "You draw a card."));
    let said = bump();
    assert!(said.contains("1 pool cards play differently from version 1: Card 1001."), "{said}");
    assert!(tsv().starts_with("#") && tsv().contains("\nversion\t2\n"));
    let v1 = std::fs::read_to_string(dir.join("history/v1.toml")).unwrap();
    let former = parse_pool_file("v1.toml", &v1);
    assert!(former.errors.is_empty(), "{:?}", former.errors);
    assert_eq!(former.defs.len(), 1);
    assert_eq!((former.defs[0].id, former.defs[0].front.power), (CardDefId(1001), Some(1000)));
    assert!(bump().contains("No pool card changed: the pool stays version 2."));
    assert!(git(&["add", "-A"]) && git(&["commit", "-qm", "v2"]));
    // Again: version 2's definition goes to v2.toml; v1.toml is left as it was.
    set(card(1001, 4000, "Draw a card."), card(1002, 2000, "You draw a card."));
    assert!(bump().contains("from version 2: Card 1001."));
    assert_eq!(std::fs::read_to_string(dir.join("history/v1.toml")).unwrap(), v1);
    let v2 = parse_pool_file("v2.toml", &std::fs::read_to_string(dir.join("history/v2.toml")).unwrap());
    assert_eq!(v2.defs[0].front.power, Some(3000));
    let now = parse_pool_file("dm-01.toml", &std::fs::read_to_string(dir.join("dm-01.toml")).unwrap());
    let pool = PoolFile::into_pool_at(3, vec![now], vec![(1, former), (2, v2)]).unwrap();
    let id = CardDefId(1001);
    let power = |v: u32| pool.def_at(id, v).or_else(|| pool.db().get(id)).unwrap().front.power;
    assert_eq!([power(1), power(2), power(3)], [Some(1000), Some(3000), Some(4000)]);
    // A recorded fingerprint no commit has: the bump says what to do and writes nothing.
    let bad = tsv().lines().find(|l| l.starts_with("1002\t")).unwrap().to_string();
    std::fs::write(
        dir.join("fingerprints.tsv"),
        tsv().replace(&bad, &format!("1002\t{}\tCard 1002", "0".repeat(16))),
    )
    .unwrap();
    let o = horyu(&["pool", "bump", "--root", root.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(text(&o).contains("no committed definition of these cards has the fingerprint"), "{}", text(&o));
    assert!(!dir.join("history/v3.toml").exists());
    let _ = std::fs::remove_dir_all(&root);
}

/// A reader that stops early (`horyu cards --json | head -c 100`) ends the command quietly: no
/// panic, no backtrace. The output (about 100 KB) is larger than a pipe holds, so the command
/// is still writing when the reader has gone.
#[test]
fn output_cut_off_by_a_closed_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_horyu"))
        .args(["cards", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    assert!(first.starts_with('['), "{first}");
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.status.success(), "{:?}", out.status);
}
