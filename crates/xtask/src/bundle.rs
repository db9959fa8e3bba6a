//! Building the playground with Trunk, offline, with the tools setup installed.

use std::process::Command;

use crate::sh::{self, Result};

/// `trunk <subcommand> --release` with Trunk's downloads and update check off.
pub fn trunk(subcommand: &str) -> Command {
    let mut cmd = Command::new("trunk");
    cmd.args([subcommand, "--release"]).env("TRUNK_OFFLINE", "true").env("TRUNK_SKIP_VERSION_CHECK", "true");
    cmd
}

/// Trunk runs cargo with `--offline`, so every crate must be downloaded first.
pub fn fetch() -> Result {
    sh::run(sh::cargo().args(["fetch", "--locked"]))
}

/// The release bundle in dist/.
pub fn build_release() -> Result {
    fetch()?;
    sh::run(&mut trunk("build"))
}
