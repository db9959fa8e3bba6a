//! Running child processes from the repository root with the project's PATH.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

pub type Result<T = ()> = std::result::Result<T, String>;

/// The repository root (this crate lives in `crates/xtask`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("crates/xtask has a grandparent")
        .to_path_buf()
}

/// Where `cargo install` puts binaries: `$CARGO_HOME/bin`, else `~/.cargo/bin`.
pub fn cargo_bin_dir() -> PathBuf {
    match std::env::var_os("CARGO_HOME") {
        Some(home) => PathBuf::from(home).join("bin"),
        None => PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(".cargo/bin"),
    }
}

/// Puts `node_modules/.bin` and the cargo bin dir first on PATH (for us and every
/// child), and works from the repository root.
pub fn init() -> Result {
    let root = root();
    std::env::set_current_dir(&root)
        .map_err(|e| format!("cannot enter the repository root {}: {e}", root.display()))?;
    let mut dirs = vec![root.join("node_modules/.bin"), cargo_bin_dir()];
    if let Some(path) = std::env::var_os("PATH") {
        dirs.extend(std::env::split_paths(&path));
    }
    let path = std::env::join_paths(dirs).map_err(|e| format!("cannot build PATH: {e}"))?;
    // Single-threaded at this point, so changing our own environment is sound.
    std::env::set_var("PATH", path);
    Ok(())
}

/// The cargo that runs us, so children use the same toolchain.
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo")))
}

/// A command line as the user would type it, for messages.
pub fn display(cmd: &Command) -> String {
    let mut parts: Vec<String> = cmd
        .get_envs()
        .filter_map(|(k, v)| Some(format!("{}={}", k.to_string_lossy(), v?.to_string_lossy())))
        .collect();
    let program = cmd.get_program().to_string_lossy().into_owned();
    // Show `cargo`, not the absolute path in $CARGO.
    let program = match Path::new(&program).file_name() {
        Some(name) if name == "cargo" => "cargo".to_string(),
        _ => program,
    };
    parts.push(program);
    parts.extend(cmd.get_args().map(|a| a.to_string_lossy().into_owned()));
    parts.join(" ")
}

/// Runs a command with inherited stdio; fails unless it exits with status 0.
pub fn run(cmd: &mut Command) -> Result {
    let line = display(cmd);
    println!("$ {line}");
    let status = cmd.status().map_err(|e| format!("cannot start `{line}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{line}` failed ({status})"))
    }
}

/// Runs a command quietly and returns its stdout, or None if it cannot start or fails.
pub fn output(cmd: &mut Command) -> Option<String> {
    let out = cmd.stdin(Stdio::null()).stderr(Stdio::null()).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// True if a program of that name can be started from PATH.
pub fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

/// `1.234s`, `2m 03.4s`.
pub fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 60.0 {
        format!("{s:.1}s")
    } else {
        format!("{}m {:04.1}s", (s / 60.0) as u64, s % 60.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_well() {
        assert_eq!(seconds(Duration::from_millis(1234)), "1.2s");
        assert_eq!(seconds(Duration::from_millis(123_400)), "2m 03.4s");
    }

    #[test]
    fn command_lines_show_env_and_args() {
        let mut cmd = Command::new("/opt/x/cargo");
        cmd.args(["fmt", "--all"]).env("A", "1");
        assert_eq!(display(&cmd), "A=1 cargo fmt --all");
    }

    #[test]
    fn root_holds_the_workspace_manifest() {
        assert!(root().join("Cargo.toml").is_file());
        assert!(root().join("crates/xtask").is_dir());
    }
}
