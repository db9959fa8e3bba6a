//! `cargo xtask setup`: installs the toolchain pieces, skipping what is present.
//!
//! One line per item says what it does or that the item is present. Slow installs
//! (Trunk ~11 min, wasm-bindgen-cli ~3 min on 2 cores) happen once per machine.

use std::path::Path;
use std::process::Command;
use std::time::SystemTime;

use crate::sh::{self, Result};
use crate::{bundle, lockfile};

pub const TRUNK_VERSION: &str = "0.21.14";
/// binaryen's version, as in package.json and Trunk.toml's `wasm_opt = "version_132"`.
const WASM_OPT_VERSION: &str = "132";
pub const WASM_TARGET: &str = "wasm32-unknown-unknown";
/// Chromium for the browser tests, and CJK fonts so Japanese text in their screenshots is drawn.
const APT_PACKAGES: [&str; 3] = ["chromium", "chromium-driver", "fonts-noto-cjk"];
/// A file of fonts-noto-cjk: present means the fonts are installed.
const CJK_FONT: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
/// PHP and MediaWiki for the wiki browser tests (tests/e2e/wiki.spec.mjs): PukiWiki from
/// ../shared/wikis and Debian's MediaWiki on SQLite, both served by `php -S`.
const WIKI_PACKAGES: [&str; 6] =
    ["php-cli", "php-mbstring", "php-sqlite3", "php-intl", "php-xml", "mediawiki"];
/// MediaWiki's installer: present means the package is installed.
const MEDIAWIKI_INSTALLER: &str = "/usr/share/mediawiki/maintenance/install.php";
const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

pub fn run() -> Result {
    let root = sh::root();
    let wasm_bindgen = wasm_bindgen_version(&root)?;
    wasm_target()?;
    rust_src()?;
    trunk()?;
    wasm_bindgen_cli(&wasm_bindgen)?;
    chromium()?;
    wikis()?;
    npm_packages(&root)?;
    Ok(())
}

fn item(what: &str, state: &str) {
    println!("setup: {what}: {state}");
}

/// The wasm-bindgen version from Cargo.lock, checked against Trunk.toml.
pub fn wasm_bindgen_version(root: &Path) -> Result<String> {
    let locked = lockfile::locked_version(root, "wasm-bindgen")?;
    let trunk = lockfile::toml_string(&root.join("Trunk.toml"), "wasm_bindgen")?;
    if trunk != locked {
        return Err(format!(
            "Trunk.toml has wasm_bindgen = \"{trunk}\" but Cargo.lock has wasm-bindgen {locked}: \
             make them equal (Trunk only uses a wasm-bindgen on PATH of exactly its version)"
        ));
    }
    Ok(locked)
}

fn wasm_target() -> Result {
    let what = format!("rust target {WASM_TARGET}");
    let installed = sh::output(Command::new("rustup").args(["target", "list", "--installed"]))
        .ok_or("`rustup` is needed (install Rust with rustup: https://rustup.rs)")?;
    if installed.lines().any(|l| l.trim() == WASM_TARGET) {
        item(&what, "present");
        return Ok(());
    }
    item(&what, "installing with rustup");
    sh::run(Command::new("rustup").args(["target", "add", WASM_TARGET]))
}

/// The standard library's source: the page's module rebuilds std for size (crates/xtask/src/bundle.rs).
fn rust_src() -> Result {
    let what = "rust component rust-src";
    if bundle::std_source().ok_or("`rustc --print sysroot` failed")?.join("Cargo.lock").is_file() {
        item(what, "present");
        return Ok(());
    }
    item(what, "installing with rustup");
    sh::run(Command::new("rustup").args(["component", "add", "rust-src"]))
}

/// `<program> --version` prints `<name> <version>`: is it `version`?
fn has_version(program: &str, version: &str) -> bool {
    sh::output(Command::new(program).arg("--version"))
        .is_some_and(|out| out.split_whitespace().nth(1) == Some(version))
}

fn trunk() -> Result {
    let what = format!("trunk {TRUNK_VERSION}");
    if has_version("trunk", TRUNK_VERSION) {
        item(&what, "present");
        return Ok(());
    }
    item(&what, "installing with cargo install (about 11 minutes on 2 cores)");
    // Newer Trunk releases need a newer rustc than stable 1.95.
    sh::run(sh::cargo().args(["install", "--locked", &format!("trunk@{TRUNK_VERSION}")]))
}

fn wasm_bindgen_cli(version: &str) -> Result {
    let what = format!("wasm-bindgen-cli {version} (as in Cargo.lock)");
    if has_version("wasm-bindgen", version) && has_version("wasm-bindgen-test-runner", version) {
        item(&what, "present");
        return Ok(());
    }
    item(&what, "installing with cargo install (about 3 minutes)");
    // Not --locked: its lockfile pins a webpki-roots the registry here lacks.
    sh::run(sh::cargo().args(["install", "wasm-bindgen-cli", "--version", version]))
}

fn chromium() -> Result {
    let what = "Debian chromium + chromium-driver + fonts-noto-cjk";
    if [CHROMIUM, CHROMEDRIVER, CJK_FONT].iter().all(|p| Path::new(p).is_file()) {
        item(what, "present");
        return Ok(());
    }
    apt_install(what, &APT_PACKAGES, &[])
}

/// PHP and MediaWiki: without recommends, which would pull in Apache and a database server.
fn wikis() -> Result {
    let what = "PHP (cli, mbstring, sqlite3, intl, xml) + Debian mediawiki";
    if php_has_modules() && Path::new(MEDIAWIKI_INSTALLER).is_file() {
        item(what, "present");
        return Ok(());
    }
    apt_install(what, &WIKI_PACKAGES, &["--no-install-recommends"])
}

/// Whether `php -m` runs and lists every module the wikis need.
fn php_has_modules() -> bool {
    let Some(modules) = sh::output(Command::new("php").arg("-m")) else {
        return false;
    };
    let modules: Vec<&str> = modules.lines().map(str::trim).collect();
    ["mbstring", "pdo_sqlite", "intl", "dom", "xml"].iter().all(|m| modules.contains(m))
}

/// `apt-get update` and `apt-get install -y [flags] packages`, as root or through sudo.
fn apt_install(what: &str, packages: &[&str], flags: &[&str]) -> Result {
    let sudo = if is_root() {
        false
    } else if sh::on_path("sudo") {
        true
    } else {
        let args: Vec<&str> = flags.iter().chain(packages).copied().collect();
        return Err(format!(
            "{what} is missing and installing it needs root: run `apt-get install {}` as root, \
             or install sudo",
            args.join(" ")
        ));
    };
    item(what, "installing with apt-get");
    let apt = |args: &[&str]| {
        let mut cmd = Command::new(if sudo { "sudo" } else { "apt-get" });
        if sudo {
            cmd.arg("apt-get");
        }
        cmd.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        cmd
    };
    sh::run(&mut apt(&["update"]))?;
    let mut install = apt(&["install", "-y"]);
    install.args(flags).args(packages);
    sh::run(&mut install)
}

fn is_root() -> bool {
    sh::output(Command::new("id").arg("-u")).is_some_and(|uid| uid.trim() == "0")
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// `npm ci` when node_modules is missing or older than package-lock.json.
fn npm_packages(root: &Path) -> Result {
    let what = "npm packages (binaryen/wasm-opt, terser, @playwright/test, @axe-core/playwright)";
    let lock = root.join("package-lock.json");
    // npm writes this file on every install: the age of node_modules.
    let installed = root.join("node_modules/.package-lock.json");
    let lock_time = modified(&lock).ok_or_else(|| format!("{} is missing", lock.display()))?;
    let fresh = modified(&installed).is_some_and(|t| t >= lock_time);
    if fresh && ["wasm-opt", "terser"].iter().all(|t| root.join("node_modules/.bin").join(t).is_file()) {
        item(what, "present");
    } else {
        if !sh::on_path("npm") {
            return Err("`npm` is needed (install Node.js 20 and npm)".into());
        }
        item(what, "installing with npm ci");
        // Playwright drives Debian's Chromium: never download a browser.
        sh::run(
            Command::new("npm")
                .args(["ci", "--no-audit", "--no-fund"])
                .env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1"),
        )?;
    }
    // `wasm-opt --version` prints `wasm-opt version 132 (version_132)`.
    let wasm_opt = sh::output(Command::new("wasm-opt").arg("--version")).unwrap_or_default();
    if !wasm_opt.contains(&format!("version {WASM_OPT_VERSION} ")) {
        return Err(format!(
            "wasm-opt {WASM_OPT_VERSION} from node_modules/.bin does not run (it printed {:?}): \
             delete node_modules and retry",
            wasm_opt.trim()
        ));
    }
    Ok(())
}
