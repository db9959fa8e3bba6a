//! `horyu pool`: the card pool's coverage, checking pool files, and the pool in binary for the
//! page (horyu_cards::pool).

use clap::Subcommand;
use horyu_engine::card::pool::{self, parse_pool_file, Pool, PoolFile};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Subcommand)]
pub enum PoolCommand {
    /// How much of the pool is fully modelled, per set, and the missing words, most needed
    /// first (the default).
    Coverage {
        /// List the cards that lack this word.
        #[arg(long)]
        lacking: Option<String>,
    },
    /// Read pool files as the engine does: print every problem with its card and field, then
    /// each file's figures. Exit 1 if any file has a problem.
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// The ids of the fully modelled cards, one per line (`data/pool/modelled.txt`: a test
    /// fails when one of them stops being fully modelled).
    Modelled,
    /// Write the pool in the binary form the page fetches when it first needs the pool.
    Write {
        #[arg(short, long)]
        output: PathBuf,
    },
}

pub fn run(command: Option<PoolCommand>) -> ExitCode {
    if let Some(PoolCommand::Check { files }) = &command {
        return check(files);
    }
    let Some(pool) = pool::installed() else {
        eprintln!("error: this build has no card pool");
        return ExitCode::from(2);
    };
    match command.unwrap_or(PoolCommand::Coverage { lacking: None }) {
        PoolCommand::Coverage { lacking } => coverage(&pool, lacking.as_deref()),
        PoolCommand::Check { files } => check(&files),
        PoolCommand::Modelled => {
            for c in pool.cards().iter().filter(|c| c.fully_modelled()) {
                println!("{}", c.id.0);
            }
            ExitCode::SUCCESS
        }
        PoolCommand::Write { output } => match std::fs::write(&output, pool.to_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {}: {e}", output.display());
                ExitCode::from(2)
            }
        },
    }
}

fn coverage(pool: &Pool, lacking: Option<&str>) -> ExitCode {
    if let Some(word) = lacking {
        for c in pool.cards().iter().filter(|c| c.lacks.iter().any(|l| l.word == word)) {
            let name = pool.def(c.id).map(|d| d.full_name()).unwrap_or_default();
            println!("{} {} {name}", c.printing.set, c.printing.number);
        }
        return ExitCode::SUCCESS;
    }
    let cov = pool.coverage();
    println!("{}", cov.total);
    for set in &cov.sets {
        println!("  {set}");
    }
    if !cov.missing.is_empty() {
        println!("missing, most needed first (cards that need the word):");
        for (word, n) in &cov.missing {
            println!("  {word}: {n}");
        }
    }
    ExitCode::SUCCESS
}

fn check(files: &[PathBuf]) -> ExitCode {
    let mut failed = false;
    let mut read: Vec<PoolFile> = Vec::new();
    for path in files {
        let name = path.display().to_string();
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: {name}: {e}");
                failed = true;
                continue;
            }
        };
        let file = parse_pool_file(&name, &text);
        for e in &file.errors {
            println!("error: {e}");
        }
        failed |= !file.errors.is_empty();
        let full = file.cards.iter().filter(|c| c.fully_modelled()).count();
        println!(
            "{name}: {} cards read, {full} fully modelled, {} partly, {} with errors",
            file.cards.len(),
            file.cards.len() - full,
            file.errors.len()
        );
        read.push(file);
    }
    // Ids must not collide across the files checked together.
    let mut ids: Vec<u32> = read.iter().flat_map(|f| f.cards.iter().map(|c| c.id.0)).collect();
    ids.sort_unstable();
    for w in ids.windows(2).filter(|w| w[0] == w[1]) {
        println!("error: id {} is used twice", w[0]);
        failed = true;
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
