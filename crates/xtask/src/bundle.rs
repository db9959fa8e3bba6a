//! Building the playground with Trunk, offline, with the tools setup installed.

use std::path::PathBuf;
use std::process::Command;

use crate::sh::{self, Result};

/// `trunk <subcommand> --release` with Trunk's downloads and update check off.
///
/// The wasm modules are built with std compiled from source (rustup's rust-src) at the
/// bundle's own profile, opt-level "z" with fat LTO, and with panics that stop at once instead
/// of formatting a message: the prebuilt std is compiled for speed and carries the panic
/// machinery, 27 KB of the page's first load (gzip; issue #15, ARCHITECTURE.md). Both options
/// are unstable; the stable toolchain takes them under `RUSTC_BOOTSTRAP=1`, as `cargo xtask fuzz`
/// does. They build in their own target dir, `target/bundle`: the build scripts and proc
/// macros compiled under `RUSTC_BOOTSTRAP` differ, for cargo, from the native builds' in
/// `target/`, and sharing the dir would rebuild them on every switch. Trunk.toml's hook builds
/// the native CLI without any of these.
pub fn trunk(subcommand: &str) -> Command {
    let mut cmd = Command::new("trunk");
    cmd.args([subcommand, "--release"])
        .env("TRUNK_OFFLINE", "true")
        .env("TRUNK_SKIP_VERSION_CHECK", "true")
        .env("CARGO_TARGET_DIR", sh::root().join("target/bundle"))
        .env("RUSTC_BOOTSTRAP", "1")
        .env("CARGO_UNSTABLE_BUILD_STD", "std,panic_abort")
        .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS", "-Zunstable-options -Cpanic=immediate-abort")
        // The page (profile `app`) without Debug formatting, 7 KB gzip: `{:?}` prints nothing
        // there, so nothing the page shows may use it. What did is worded instead (an action's
        // Display, `Keyword::name`, `Side::key`, `Errand::kind`); the worker keeps Debug.
        .env("CARGO_UNSTABLE_PROFILE_RUSTFLAGS", "true")
        .env("CARGO_PROFILE_APP_RUSTFLAGS", "-Zfmt-debug=none")
        // Build scripts and proc macros write Rust with `{:?}`: they keep Debug.
        .env("CARGO_PROFILE_APP_BUILD_OVERRIDE_RUSTFLAGS", "-Zfmt-debug=full");
    cmd
}

/// The standard library's sources (rustup's rust-src component), if rustc answers.
pub fn std_source() -> Option<PathBuf> {
    let sysroot = sh::output(Command::new("rustc").args(["--print", "sysroot"]))?;
    Some(PathBuf::from(sysroot.trim()).join("lib/rustlib/src/rust/library"))
}

/// Trunk runs cargo with `--offline`, so every crate must be downloaded first: the
/// workspace's, and std's own dependencies for building it from source.
pub fn fetch() -> Result {
    sh::run(sh::cargo().args(["fetch", "--locked"]))?;
    let std = std_source().ok_or("`rustc --print sysroot` failed")?;
    // std's manifest uses unstable cargo features, hence RUSTC_BOOTSTRAP.
    sh::run(sh::cargo().args(["fetch", "--locked"]).current_dir(std).env("RUSTC_BOOTSTRAP", "1"))
}

/// The release bundle in dist/.
pub fn build_release() -> Result {
    fetch()?;
    sh::run(&mut trunk("build"))
}
