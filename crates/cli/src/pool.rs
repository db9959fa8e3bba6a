//! `horyu pool`: the card pool's coverage, checking pool files, the pool in binary for the
//! page (horyu_cards::pool), and its versions: the fingerprints that say a card changed and the
//! bump that keeps its former definition (docs/links.md, "Pool versions").

use clap::Subcommand;
use horyu_engine::card::pool::{self, fingerprint, parse_pool_file, read_fingerprints, Pool, PoolFile};
use horyu_engine::card::CardDefId;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

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
    /// Every pool card's fingerprint at the pool's version, as `data/pool/fingerprints.tsv`
    /// records them. `bump` writes the file; print it yourself only when no card plays
    /// differently (the schema's spelling of cards changed, and `bump` finds no former
    /// definition with the recorded fingerprint).
    Fingerprints,
    /// After pool cards changed so that a board of them plays differently: keep each one's
    /// definition at the recorded version in `data/pool/history/v<N>.toml` (found in the
    /// repository's history by its recorded fingerprint), raise the pool's version, and record
    /// the fingerprints again. With no changed card, records new cards' fingerprints only.
    Bump {
        /// The repository (default: the one the current directory is in).
        #[arg(long)]
        root: Option<PathBuf>,
    },
}

pub fn run(command: Option<PoolCommand>) -> ExitCode {
    if let Some(PoolCommand::Check { files }) = &command {
        return check(files);
    }
    if let Some(PoolCommand::Bump { root }) = &command {
        let root = match root {
            Some(r) => Ok(r.clone()),
            None => git(Path::new("."), &["rev-parse", "--show-toplevel"]).map(|s| PathBuf::from(s.trim())),
        };
        return match root.and_then(|r| bump(&r)) {
            Ok(report) => {
                print!("{report}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
        };
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
        PoolCommand::Fingerprints => {
            print!("{}", pool::fingerprints_tsv(&pool));
            ExitCode::SUCCESS
        }
        PoolCommand::Bump { .. } => unreachable!("run before the pool is read"),
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

/// Where the pool's files are, inside the repository.
const POOL_DIR: &str = "crates/cards/data/pool";

/// Runs git in `dir`; its output, or why it failed.
fn git(dir: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .map_err(|e| format!("git can't be run: {e}"))?;
    if !out.status.success() {
        return Err(format!("git {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim()));
    }
    String::from_utf8(out.stdout).map_err(|_| format!("git {}: not UTF-8", args.join(" ")))
}

/// The pool's files on disk, read: the set files (every `*.toml` of the directory) and the
/// history files with their versions.
struct OnDisk {
    files: Vec<PoolFile>,
    history: Vec<(u32, PoolFile)>,
}

fn read_disk(dir: &Path) -> Result<OnDisk, String> {
    let read = |path: &Path| std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()));
    let toml_files = |d: &Path| -> Result<Vec<PathBuf>, String> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(d)
            .map_err(|e| format!("{}: {e}", d.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        v.sort();
        Ok(v)
    };
    let mut files = Vec::new();
    for path in toml_files(dir)? {
        let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
        files.push(parse_pool_file(&name, &read(&path)?));
    }
    let mut history = Vec::new();
    for path in toml_files(&dir.join("history"))? {
        let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
        let n = name
            .strip_prefix('v')
            .and_then(|n| n.strip_suffix(".toml"))
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| format!("history/{name}: expected v<number>.toml"))?;
        history.push((n, parse_pool_file(&format!("history/{name}"), &read(&path)?)));
    }
    Ok(OnDisk { files, history })
}

/// Each `[[card]]` entry of a pool file's text with its id: from its header to the next one,
/// without the blank and comment lines at its end (they introduce the next card).
fn entries(text: &str) -> Vec<(u32, String)> {
    fn flush(mut lines: Vec<&str>, out: &mut Vec<(u32, String)>) {
        while lines.last().is_some_and(|l| l.trim().is_empty() || l.trim_start().starts_with('#')) {
            lines.pop();
        }
        let id = lines.iter().find_map(|l| {
            let (key, value) = l.split_once('=')?;
            (key.trim() == "id").then(|| value.trim().parse().ok()).flatten()
        });
        if let Some(id) = id {
            out.push((id, lines.join("\n") + "\n"));
        }
    }
    let mut out: Vec<(u32, String)> = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for line in text.lines() {
        if line.trim_start().starts_with("[[card]]") {
            if let Some(lines) = current.take() {
                flush(lines, &mut out);
            }
            current = Some(Vec::new());
        }
        if let Some(lines) = &mut current {
            lines.push(line);
        }
    }
    if let Some(lines) = current {
        flush(lines, &mut out);
    }
    out
}

/// Each changed card's entry as it was at the recorded version, with the commit it was found
/// in: the newest committed one whose definition has the recorded fingerprint.
fn former_entries(
    root: &Path,
    changed: &[(CardDefId, String)],
) -> Result<BTreeMap<CardDefId, (String, String)>, String> {
    let mut found: BTreeMap<CardDefId, (String, String)> = BTreeMap::new();
    let revs = git(root, &["log", "--format=%H", "--", POOL_DIR])?;
    'revs: for rev in revs.lines() {
        let listed = git(root, &["ls-tree", "--name-only", rev, &format!("{POOL_DIR}/")])?;
        for path in listed.lines().filter(|p| p.ends_with(".toml")) {
            let Ok(text) = git(root, &["show", &format!("{rev}:{path}")]) else { continue };
            for (id, entry) in entries(&text) {
                let id = CardDefId(id);
                let Some((_, print)) = changed.iter().find(|(c, _)| *c == id) else { continue };
                if found.contains_key(&id) {
                    continue;
                }
                let read = parse_pool_file("entry", &entry);
                if read.defs.len() == 1 && fingerprint(&read.defs[0]) == *print {
                    found.insert(id, (entry, rev[..12.min(rev.len())].to_string()));
                }
            }
            if found.len() == changed.len() {
                break 'revs;
            }
        }
    }
    Ok(found)
}

/// `horyu pool bump` in the repository at `root`: what it did, in words.
pub fn bump(root: &Path) -> Result<String, String> {
    let dir = root.join(POOL_DIR);
    let tsv_path = dir.join("fingerprints.tsv");
    let tsv = std::fs::read_to_string(&tsv_path).map_err(|e| format!("{}: {e}", tsv_path.display()))?;
    let (version, recorded) = read_fingerprints(&tsv).map_err(|e| format!("fingerprints.tsv: {e}"))?;
    let disk = read_disk(&dir)?;
    let pool = PoolFile::into_pool_at(version, disk.files, disk.history).map_err(|e| {
        format!("the pool on disk is not of version {version}, as fingerprints.tsv says: {e}")
    })?;
    let changed: Vec<(CardDefId, String)> = recorded
        .iter()
        .filter(|(id, print)| pool.db().get(*id).is_none_or(|d| fingerprint(d) != *print))
        .cloned()
        .collect();
    if changed.is_empty() {
        let now = pool::fingerprints_tsv(&pool);
        if now == tsv {
            return Ok(format!("No pool card changed: the pool stays version {version}.\n"));
        }
        std::fs::write(&tsv_path, now).map_err(|e| format!("{}: {e}", tsv_path.display()))?;
        let added = pool.cards().iter().filter(|c| !c.builtin && !recorded.iter().any(|(id, _)| *id == c.id));
        return Ok(format!(
            "No pool card plays differently: the pool stays version {version}; {} new cards recorded in {POOL_DIR}/fingerprints.tsv.\n",
            added.count()
        ));
    }
    let found = former_entries(root, &changed)?;
    let missing: Vec<String> = changed
        .iter()
        .filter(|(id, _)| !found.contains_key(id))
        .map(|(id, _)| {
            let name = pool.db().get(*id).map(|d| d.full_name()).unwrap_or_else(|| "removed".into());
            format!("{} ({name})", id.0)
        })
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "no committed definition of these cards has the fingerprint fingerprints.tsv records for version {version}: {}. \
             Write each card's entry as it was at version {version} into {POOL_DIR}/history/v{version}.toml yourself, \
             then record the fingerprints of version {} with `horyu pool fingerprints > {POOL_DIR}/fingerprints.tsv`.",
            missing.join(", "),
            version + 1
        ));
    }
    // In set order; a card no longer in the pool last.
    let order = |id: &CardDefId| pool.cards().iter().position(|c| c.id == *id).unwrap_or(usize::MAX);
    let mut ids: Vec<CardDefId> = found.keys().copied().collect();
    ids.sort_by_key(|id| (order(id), id.0));
    let mut commits: Vec<&str> = found.values().map(|(_, rev)| rev.as_str()).collect();
    commits.sort_unstable();
    commits.dedup();
    let mut text = format!(
        "# Pool version {version}: these cards as they were at version {version}, before they changed so that\n\
         # a board of them plays differently. A link of pool version {version} or older reads them\n\
         # (docs/links.md, \"Pool versions\"). Written by `horyu pool bump` from commit {}; never edit\n\
         # a committed file.\n",
        commits.join(", ")
    );
    for id in &ids {
        text.push('\n');
        text.push_str(&found[id].0);
    }
    let history_path = dir.join("history").join(format!("v{version}.toml"));
    // What is written must read back as a pool of the next version.
    let mut disk = read_disk(&dir)?;
    disk.history.push((version, parse_pool_file(&format!("history/v{version}.toml"), &text)));
    let next = PoolFile::into_pool_at(version + 1, disk.files, disk.history)
        .map_err(|e| format!("the former definitions found don't make a valid pool: {e}"))?;
    std::fs::write(&history_path, &text).map_err(|e| format!("{}: {e}", history_path.display()))?;
    std::fs::write(&tsv_path, pool::fingerprints_tsv(&next))
        .map_err(|e| format!("{}: {e}", tsv_path.display()))?;
    let names: Vec<String> = ids
        .iter()
        .map(|id| pool.db().get(*id).map(|d| d.full_name()).unwrap_or_else(|| format!("#{} (removed)", id.0)))
        .collect();
    Ok(format!(
        "{} pool cards play differently from version {version}: {}.\n\
         Their definitions at version {version} are kept in {POOL_DIR}/history/v{version}.toml, and the pool is \
         version {} (build.rs reads it from the history); {POOL_DIR}/fingerprints.tsv records it. Commit both.\n",
        ids.len(),
        names.join(", "),
        version + 1
    ))
}
