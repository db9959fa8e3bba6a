//! Building the playground with Trunk, offline, with the tools setup installed.

use std::path::PathBuf;
use std::process::Command;

use crate::sh::{self, Result};

/// What `cargo xtask` gives the wasm builds beyond a plain `trunk build --release`, in one
/// place: Trunk.toml's hook, which builds the native CLI, unsets each of these names (a test
/// below checks it), so changing this list means changing that line too.
///
/// The wasm modules are built with std compiled from source (rustup's rust-src) at the
/// bundle's own profile, opt-level "z" with fat LTO, and with panics that stop at once instead
/// of formatting a message: the prebuilt std is compiled for speed and carries the panic
/// machinery, 27 KB of the page's first load (gzip; issue #15, ARCHITECTURE.md). The page
/// alone (profile `app`: its two modules and the tools module) is built without Debug formatting, 7 KB more: `{:?}` prints nothing
/// there, so nothing the page shows may use it (an action's Display, `Keyword::name`,
/// `Side::key`, `Errand::kind` word what did); the worker keeps Debug, and so do build scripts
/// and proc macros, which write Rust with `{:?}`. All are unstable; the stable toolchain takes
/// them under `RUSTC_BOOTSTRAP=1`, as `cargo xtask fuzz` does. Without them the bundle still
/// builds, 34 KB larger.
pub const SIZE_OPTIONS: [(&str, &str); 6] = [
    ("RUSTC_BOOTSTRAP", "1"),
    ("CARGO_UNSTABLE_BUILD_STD", "std,panic_abort"),
    ("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS", "-Zunstable-options -Cpanic=immediate-abort"),
    ("CARGO_UNSTABLE_PROFILE_RUSTFLAGS", "true"),
    ("CARGO_PROFILE_APP_RUSTFLAGS", "-Zfmt-debug=none"),
    ("CARGO_PROFILE_APP_BUILD_OVERRIDE_RUSTFLAGS", "-Zfmt-debug=full"),
];

/// `trunk <subcommand> --release` with Trunk's downloads and update check off and the
/// [`SIZE_OPTIONS`]. The wasm builds use their own target dir, `target/bundle`: cargo tells
/// build scripts and proc macros compiled under `RUSTC_BOOTSTRAP` apart from the native
/// builds' in `target/`, and a shared dir would rebuild them on every switch.
pub fn trunk(subcommand: &str) -> Command {
    let mut cmd = Command::new("trunk");
    cmd.args([subcommand, "--release"])
        .env("TRUNK_OFFLINE", "true")
        .env("TRUNK_SKIP_VERSION_CHECK", "true")
        .env("CARGO_TARGET_DIR", sh::root().join("target/bundle"))
        .envs(SIZE_OPTIONS);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The hook builds the native CLI in the native target dir, with none of the wasm-only
    /// options (a native build under them rebuilds std and every proc macro).
    #[test]
    fn trunks_hook_unsets_every_size_option() {
        let trunk_toml = std::fs::read_to_string(sh::root().join("Trunk.toml")).unwrap();
        let hook = trunk_toml.lines().find(|l| l.starts_with("command_arguments")).unwrap();
        for name in SIZE_OPTIONS.iter().map(|(name, _)| *name).chain(["CARGO_TARGET_DIR"]) {
            if name.starts_with("CARGO_TARGET_WASM32") {
                continue; // applies to wasm builds only
            }
            assert!(hook.contains(&format!("\"-u\", \"{name}\"")), "Trunk.toml's hook does not unset {name}");
        }
    }
}
