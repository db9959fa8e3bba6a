//! The worker module as the release bundle has it (dist/worker_bg.wasm: opt-level 3, fat LTO,
//! std built from source, panics that trap) answers every kind of errand as this crate does
//! natively, byte for byte, within its stack. Issue #43 item 5: a change that every native
//! test passed made that build trap on each request that opened a link (the allocator's
//! check, inlined and miscompiled; crates/engine/src/wasm_alloc.rs), and only the browser
//! tests, minutes later, saw it.
//!
//! Ignored by `cargo test`, which runs before the bundle is built: `cargo xtask test` runs it
//! right after building it (`cargo test -p horyu-worker --test built_module -- --ignored`).
//! Needs Node. `HORYU_DIST` names another bundle folder than dist/.

use std::path::{Path, PathBuf};
use std::process::Command;

use horyu_engine::codec;
use horyu_engine::diagram::PictureOptions;
use horyu_engine::offload::{Request, Work};
use horyu_engine::session::Session;

/// The worker's stack: wasm-ld's size for Rust's wasm32-unknown-unknown (`-z stack-size`),
/// 1 MiB. A request may use up to half of it, so a recursion that deepens shows here first.
const STACK: usize = 1 << 20;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn golden_links() -> Vec<(String, String)> {
    let dir = root().join("tests/links");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| {
            let json: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            (name, json["link"].as_str().unwrap().to_string())
        })
        .collect()
}

/// Every kind of work, in the order sent: the pool first, as the page installs it first (and
/// installed here too, for the links with pool cards).
fn requests(dist: &Path) -> Vec<(String, Work)> {
    let pool = std::fs::read(dist.join("pool.bin")).expect("dist/pool.bin");
    horyu_engine::card::pool::install(horyu_engine::card::pool::Pool::from_bytes(&pool).unwrap());
    let mut work = vec![("00-install-pool".to_string(), Work::InstallPool(pool))];
    let card = horyu_engine::CardDb::builtin().find("Aqua Hulcus").unwrap().clone();
    let mut custom = card.clone();
    custom.id = horyu_engine::CardDefId(horyu_engine::card::CUSTOM_ID_BASE);
    let toml = horyu_engine::card::text::card_toml(&custom);
    let json = horyu_engine::card::db::cards_to_json(std::slice::from_ref(&custom));
    work.extend([
        ("01-write-card".into(), Work::WriteCard(Box::new(custom.clone()))),
        ("01-read-card".into(), Work::ReadCard(toml.clone())),
        ("01-read-card-bad".into(), Work::ReadCard("[[card]]\nid = ".into())),
        ("01-read-cards".into(), Work::ReadCards(toml)),
        ("01-write-cards".into(), Work::WriteCards(vec![card, custom])),
        ("01-read-cards-json".into(), Work::ReadCardsJson(json)),
        (
            "01-read-kept-json".into(),
            Work::ReadKeptJson(
                r#"{"kept":[{"id":1,"name":"A","link":"L1","saved":1.0,"actions":0}]}"#.into(),
            ),
        ),
    ]);
    // The explorer with orders to try: four pending effects, 24 orders.
    let sc = horyu_engine::scenario::Scenario::parse(&horyu_engine::bench::pending_board(4)).unwrap();
    let session = Session::from_history(sc.run().history(&sc.setup)).unwrap();
    let pending = codec::encode(&codec::Snapshot::new(session.history().clone(), None));
    work.push(("02-explore-pending-board".into(), Work::Explore(pending)));
    for (name, link) in golden_links() {
        let json = horyu_json::to_json(&codec::decode(&link).unwrap());
        let options = PictureOptions { lang: Default::default(), zones: None, caption: None };
        work.extend([
            (format!("03-{name}-relink"), Work::Relink(link.clone())),
            (format!("03-{name}-compare"), Work::Compare(link.clone())),
            (format!("03-{name}-explore"), Work::Explore(link.clone())),
            (format!("03-{name}-write-json"), Work::WriteJson(link.clone())),
            (format!("03-{name}-read-json"), Work::ReadJson(json)),
            (
                format!("03-{name}-write-scenario"),
                Work::WriteScenario { link: link.clone(), title: name.clone() },
            ),
            (format!("03-{name}-draw-board"), Work::DrawBoard(link.clone())),
            (format!("03-{name}-draw-picture"), Work::DrawPicture { link, options }),
        ]);
    }
    work
}

#[test]
#[ignore = "needs the release bundle and Node: cargo xtask test runs it after building dist/"]
fn the_built_worker_module_answers_every_errand_as_native_code_does() {
    let dist = std::env::var_os("HORYU_DIST").map_or_else(|| root().join("dist"), PathBuf::from);
    assert!(
        dist.join("worker_bg.wasm").is_file(),
        "no worker module in {} (cargo xtask dist)",
        dist.display()
    );
    let dir = std::env::temp_dir().join(format!("horyu-built-worker-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let requests = requests(&dist);
    for (i, (name, work)) in requests.iter().enumerate() {
        let bytes = Request { id: i as u32 + 1, work: work.clone() }.to_bytes();
        std::fs::write(dir.join(format!("{name}.request")), bytes).unwrap();
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/built_module.mjs");
    let out = Command::new("node").arg(&script).arg(&dist).arg(&dir).output().expect("node runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));

    let mut failures = Vec::new();
    let mut deepest = (0, String::new());
    let mut measured = 0;
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        let said: serde_json::Value = serde_json::from_str(line).unwrap();
        let name = said["name"].as_str().unwrap().trim_end_matches(".request").to_string();
        if let Some(trap) = said["trap"].as_str() {
            failures.push(format!("{name}: the module trapped: {trap}"));
            continue;
        }
        if let Some(stack) = said["stack"].as_u64() {
            measured += 1;
            if stack as usize > deepest.0 {
                deepest = (stack as usize, name.clone());
            }
        }
        let request = std::fs::read(dir.join(format!("{name}.request"))).unwrap();
        let native = horyu_worker::serve_bytes(&request);
        match std::fs::read(dir.join(format!("{name}.reply"))) {
            Ok(reply) if reply == native => {}
            Ok(_) => failures.push(format!("{name}: the module's reply differs from the native one")),
            Err(_) => failures.push(format!("{name}: no reply")),
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    println!("{} requests; the deepest stack, {} bytes, for {}", requests.len(), deepest.0, deepest.1);
    assert!(
        failures.is_empty(),
        "{} of {} requests:\n{}",
        failures.len(),
        requests.len(),
        failures.join("\n")
    );
    assert_eq!(measured, requests.len(), "the module's stack was not measured (not laid out stack first?)");
    assert!(
        deepest.0 <= STACK / 2,
        "{} used {} bytes of the worker's {STACK}-byte stack",
        deepest.1,
        deepest.0
    );
}
