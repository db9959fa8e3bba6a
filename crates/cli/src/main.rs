//! `horyu`: run ruling scenarios, explain them, list the built-in cards.

use clap::{Parser, Subcommand};
use horyu_engine::scenario::Scenario;
use horyu_engine::{CardDb, Game};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod link;
mod pool;
mod render;

/// Text from a file or a link (titles, card names, notes, messages that quote them, file
/// names) as the terminal is given it: control characters and the marks that reorder text are
/// written as escapes (`\u{1b}`, `\r`), so that a file can't recolour, clear or rewrite the
/// terminal. Each line printed passes through it once.
pub(crate) fn shown(text: &str) -> String {
    let hidden = |c: char| c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    if !text.contains(hidden) {
        return text.to_string();
    }
    text.chars().map(|c| if hidden(c) { c.escape_default().to_string() } else { c.to_string() }).collect()
}

#[derive(Parser)]
#[command(name = "horyu", version, about = "Duel Masters rulings, checked by Horyu's rules engine")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum LinkCommand {
    /// A scenario .toml (its board and all its steps) or a history .json → a link.
    Encode { file: PathBuf },
    /// A link (or a URL or fragment holding one) → its snapshot as JSON, or as a scenario file.
    Decode {
        link: String,
        /// Print a scenario file (docs/scenarios.md) of the board and its line of play instead.
        #[arg(long)]
        scenario: bool,
    },
    /// The link length figures of `cargo xtask bench`.
    #[command(hide = true)]
    Bench,
}

#[derive(Subcommand)]
enum Command {
    /// Run scenario files (and every .toml under folders); exit 0 only if none failed.
    Check {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
    /// Print a scenario's whole event log with causes and rule citations.
    Explain { file: PathBuf },
    /// Play random legal games of the two starter decks, checking invariants after every action.
    Selfplay {
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games still going after this many turns end as draws.
        #[arg(long, default_value_t = 200)]
        turn_cap: u32,
    },
    /// Print the engine's native benchmark figures as `name: value unit` lines.
    Bench,
    /// Links: a board and its whole history in a URL fragment.
    Link {
        #[command(subcommand)]
        command: LinkCommand,
    },
    /// Draw a board as SVG (from a link, a fragment or URL, a scenario .toml or a history .json).
    Render {
        input: String,
        #[arg(short, long)]
        output: PathBuf,
        /// The picture for a wiki page instead of the whole table: the zones that matter, the
        /// answering line, and its text alternative printed on standard output.
        #[arg(long)]
        picture: bool,
        /// The picture's language: en or ja.
        #[arg(long, default_value = "en", value_parser = ["en", "ja"])]
        lang: String,
        /// Only these zones in the picture, comma-separated (deck, hand, battle, mana, shields,
        /// graveyard, hyperspatial, gr).
        #[arg(long, value_delimiter = ',')]
        zones: Option<Vec<String>>,
    },
    /// Write the playground's rulings gallery (every ruling file of a folder, played) in the
    /// binary form the app fetches; Trunk's build runs this into the bundle as `gallery.bin`.
    Gallery {
        /// The folder of ruling files (its sub-folders are not read).
        dir: PathBuf,
        /// The gallery's file; beside it, a folder `rulings/` gets one file per ruling's board
        /// (`<fingerprint>.bin`), what a page showing that board fetches instead.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Write the rule summaries a citation shows, in the binary form the app fetches when the
    /// first one is read; Trunk's build runs this into the bundle as `rules.bin`.
    Rules {
        #[arg(short, long)]
        output: PathBuf,
    },
    /// The card pool: its coverage, checking pool files, writing it for the page.
    Pool {
        #[command(subcommand)]
        command: Option<pool::PoolCommand>,
    },
    /// List the built-in cards.
    Cards {
        /// One JSON array instead of lines.
        #[arg(long)]
        json: bool,
    },
}

/// Output cut off by a reader that stopped (`horyu pool coverage | head`) ends the command
/// quietly, as Unix tools do, instead of a panic and a backtrace: Rust ignores SIGPIPE, so
/// `println!` panics on the closed pipe with this message.
fn quiet_on_closed_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or_default();
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        default(info);
    }));
}

fn main() -> ExitCode {
    quiet_on_closed_pipe();
    let cli = Cli::parse();
    match cli.command {
        Command::Check { paths } => check(&paths),
        Command::Explain { file } => explain(&file),
        Command::Cards { json } => cards(json),
        Command::Pool { command } => pool::run(command),
        Command::Gallery { dir, output } => gallery(&dir, &output),
        Command::Rules { output } => rules(&output),
        Command::Bench => bench(),
        Command::Link { command: LinkCommand::Encode { file } } => link::link_encode(&file),
        Command::Link { command: LinkCommand::Decode { link, scenario } } => {
            link::link_decode(&link, scenario)
        }
        Command::Link { command: LinkCommand::Bench } => link::link_bench(),
        Command::Render { input, output, picture, lang, zones } => {
            let picture = picture.then_some((lang, zones));
            render::render(&input, &output, picture)
        }
        Command::Selfplay { games, seed, turn_cap } => selfplay(games, seed, turn_cap),
    }
}

/// A file that can't be read or parsed: exit status 2, with the place.
fn load(path: &Path) -> Result<Scenario, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Scenario::parse(&text).map_err(|e| format!("{}:{}:{}: {}", path.display(), e.line, e.column, e.message))
}

fn collect(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut stack = vec![p.clone()];
            while let Some(d) = stack.pop() {
                let mut entries: Vec<PathBuf> = std::fs::read_dir(&d)
                    .map_err(|e| format!("{}: {e}", d.display()))?
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .collect();
                entries.sort();
                for e in entries {
                    if e.is_dir() {
                        stack.push(e);
                    } else if e.extension().is_some_and(|x| x == "toml") {
                        out.push(e);
                    }
                }
            }
        } else if p.exists() {
            out.push(p.clone());
        } else {
            return Err(format!("{}: no such file or folder", p.display()));
        }
    }
    out.sort();
    Ok(out)
}

fn check(paths: &[PathBuf]) -> ExitCode {
    let files = match collect(paths) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {}", shown(&e));
            return ExitCode::from(2);
        }
    };
    let (mut passed, mut failed, mut expected, mut broken) = (0, 0, 0, 0);
    for f in &files {
        let sc = match load(f) {
            Ok(s) => s,
            Err(e) => {
                println!("ERROR {}", shown(&e));
                broken += 1;
                continue;
            }
        };
        let report = sc.run();
        match (&sc.expect_fail, report.passed()) {
            (None, true) => {
                passed += 1;
                println!("{}", shown(&format!("pass  {}  {}", f.display(), sc.title)));
            }
            (None, false) => {
                failed += 1;
                println!("{}", shown(&format!("FAIL  {}  {}", f.display(), sc.title)));
                for m in report.failures() {
                    println!("      {}", shown(&m));
                }
            }
            (Some(why), false) => {
                expected += 1;
                println!(
                    "{}",
                    shown(&format!("xfail {}  {}  (expected to fail: {why})", f.display(), sc.title))
                );
            }
            (Some(why), true) => {
                failed += 1;
                println!(
                    "{}",
                    shown(&format!(
                        "FAIL  {}  {}  (marked expected to fail — {why} — but it passes: remove expect_fail)",
                        f.display(),
                        sc.title
                    ))
                );
            }
        }
    }
    if expected > 0 {
        println!("{expected} expected to fail");
    }
    if broken > 0 {
        println!("{broken} could not be read");
    }
    println!("{passed} passed, {failed} failed");
    if broken > 0 {
        ExitCode::from(2)
    } else if failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn explain(file: &Path) -> ExitCode {
    let sc = match load(file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}", shown(&e));
            return ExitCode::from(2);
        }
    };
    println!("{}", shown(&sc.title));
    if !sc.rules.is_empty() {
        println!("Rules: {}", shown(&sc.rules.join(", ")));
    }
    if !sc.source.is_empty() {
        println!("Source: {}", shown(&sc.source));
    }
    println!("Ruleset: {}", sc.ruleset.name());
    println!();
    let report = sc.run();
    let Some(game) = &report.game else {
        println!("The board could not be built: {}", shown(&report.setup_error.unwrap_or_default()));
        return ExitCode::from(1);
    };
    let mut printed = 0;
    let print_events = |game: &Game, upto: usize, printed: &mut usize| {
        for ev in &game.log()[*printed..upto] {
            println!("  {}{}", "  ".repeat(ev.depth as usize), shown(&ev.explain(game)));
        }
        *printed = upto;
    };
    println!("Board:");
    let first = report.steps.first().map_or(game.log().len(), |_| 1.min(game.log().len()));
    print_events(game, first, &mut printed);
    for s in &report.steps {
        println!("Step {} (line {}): {}", s.number, s.line, shown(&s.what));
        print_events(game, s.log_len.min(game.log().len()).max(printed), &mut printed);
        for f in &s.failures {
            println!("  FAILED: {}", shown(f));
        }
    }
    print_events(game, game.log().len(), &mut printed);
    if report.passed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn gallery(dir: &Path, output: &Path) -> ExitCode {
    use horyu_engine::scenario::gallery::{board_file, Gallery, BOARDS_DIR};
    let write = |path: &Path, bytes: Vec<u8>| {
        std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
    };
    let written = Gallery::from_dir(dir).and_then(|g| {
        write(output, g.to_bytes())?;
        let boards = output.parent().unwrap_or(Path::new(".")).join(BOARDS_DIR);
        std::fs::create_dir_all(&boards).map_err(|e| format!("{}: {e}", boards.display()))?;
        for (fingerprint, group) in g.by_board()? {
            write(&boards.join(board_file(fingerprint)), group.to_bytes())?;
        }
        Ok(())
    });
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("horyu gallery: {}", shown(&e));
            ExitCode::from(2)
        }
    }
}

fn rules(output: &Path) -> ExitCode {
    match std::fs::write(output, horyu_engine::words::rules::readable_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("horyu rules: {}", shown(&format!("{}: {e}", output.display())));
            ExitCode::from(2)
        }
    }
}

fn cards(json: bool) -> ExitCode {
    let db = CardDb::builtin();
    if json {
        let list: Vec<serde_json::Value> = db
            .iter()
            .map(|c| {
                serde_json::json!({
                    "id": c.id.0,
                    "name": c.full_name(),
                    "name_ja": c.full_name_ja(),
                    "type": c.front.card_type.name(),
                    "civilizations": c.front.civilizations.iter().map(|x| x.name()).collect::<Vec<_>>(),
                    "cost": c.front.cost,
                    "power": c.front.power,
                    "definition": c,
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&list).expect("cards serialize"));
    } else {
        for c in db.iter() {
            let civs = c.front.civilizations.iter().map(|x| x.name()).collect::<Vec<_>>().join("/");
            let power = c
                .front
                .power
                .map_or("-".to_string(), |p| format!("{p}{}", if c.front.power_plus { "+" } else { "" }));
            println!(
                "{:>3}  {}  |  {}  |  {}  |  {}  |  cost {}  |  power {}",
                c.id.0,
                c.full_name(),
                c.full_name_ja(),
                c.front.card_type.name(),
                civs,
                c.front.cost,
                power
            );
        }
    }
    ExitCode::SUCCESS
}

fn selfplay(games: u32, seed: u64, turn_cap: u32) -> ExitCode {
    use horyu_engine::selfplay::play_random_game;
    let start = std::time::Instant::now();
    let (mut p1, mut p2, mut draws, mut turns, mut actions) = (0u32, 0u32, 0u32, 0u64, 0u64);
    for i in 0..games {
        let game_seed = seed.wrapping_add(i as u64);
        match play_random_game(game_seed, turn_cap) {
            Ok(s) => {
                match s.winner {
                    Some(horyu_engine::PlayerId::P1) => p1 += 1,
                    Some(horyu_engine::PlayerId::P2) => p2 += 1,
                    None => draws += 1,
                }
                turns += u64::from(s.turns);
                actions += u64::from(s.actions);
            }
            Err(e) => {
                eprintln!("violation in game {i} (seed {game_seed}): {e}");
                return ExitCode::from(1);
            }
        }
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!("games: {games}, player 1 won {p1}, player 2 won {p2}, unfinished at the turn cap {draws}");
    println!(
        "average turns: {:.1}, average actions: {:.1}",
        turns as f64 / games.max(1) as f64,
        actions as f64 / games.max(1) as f64
    );
    println!("no invariant violated");
    println!("selfplay.native: {:.0} games/s", games as f64 / secs);
    ExitCode::SUCCESS
}

/// The same workloads as the engine's wasm benchmark (crates/engine/tests/wasm_bench.rs).
fn bench() -> ExitCode {
    let start = std::time::Instant::now();
    let clock = || start.elapsed().as_secs_f64();
    let figures = horyu_engine::bench::selfplay_rate(clock).and_then(|rate| {
        Ok((
            rate,
            horyu_engine::bench::explore_ms(6, 50, clock)?,
            horyu_engine::bench::explore_ms(8, 10, clock)?,
            horyu_engine::bench::session_ms(10, clock)?,
            horyu_engine::bench::growing_loop_ms(50, 5, clock)?,
            horyu_engine::bench::crowded_attack_ms(100, 3, clock)?,
        ))
    });
    match figures {
        Ok((rate, ms, ms8, (undo, middle), grow, crowded)) => {
            println!("selfplay.native: {rate:.0} games/s");
            println!("explore6.native: {ms:.1} ms");
            println!("explore8.native: {ms8:.1} ms");
            println!("session.undo.native: {undo:.1} ms");
            println!("session.goto_middle.native: {middle:.1} ms");
            println!("loop.growing50.native: {grow:.1} ms");
            println!("attacks.crowded100.native: {crowded:.1} ms");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("violation: {e}");
            ExitCode::from(1)
        }
    }
}
