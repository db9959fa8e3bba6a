//! Horyu's project commands: `cargo xtask setup | serve | dist | test | bench | fuzz | official`.
//!
//! Plain std, no dependencies: it must build on a bare machine before anything
//! else is installed. See README.md for what each command does.

mod bench;
mod bench_engine;
mod bundle;
mod fuzz;
mod lockfile;
mod minify;
mod official;
mod serve;
mod setup;
mod sh;
mod test;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  setup           install what the build and tests need, skipping what is present
  serve           setup, then build and serve the playground at http://127.0.0.1:8080
  dist            setup, then build the release bundle into dist/ (the files to deploy)
  test            setup, then run every test stage, stopping at the first failure
  bench           build the release bundle and print its sizes as `name: value unit`
  fuzz [SECONDS]  run every fuzz target of crates/engine/fuzz for SECONDS each (default 60),
                  installing cargo-fuzz if missing; fails if a target crashed
  minify DIR      shorten wasm-bindgen's glue names and minify its scripts in a built bundle
                  (Trunk's post_build hook runs it; see crates/xtask/src/minify.rs)
  official        print \"official rulings expressible: N of M\" (docs/official-rulings.md) and check
                  that tests/rulings/official/ has one scenario per expressible ruling";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = args.first().map(String::as_str);
    // Only `fuzz` (its SECONDS) and `minify` (its DIR) take an argument.
    let extra = if matches!(command, Some("fuzz" | "minify")) { 2 } else { 1 };
    if let Some(arg) = args.get(extra) {
        eprintln!("xtask: unexpected argument `{arg}`\n\n{USAGE}");
        return ExitCode::from(2);
    }
    let result = match command {
        Some("setup") => sh::init().and_then(|()| setup::run()),
        Some("serve") => sh::init().and_then(|()| serve::run()),
        Some("dist") => sh::init().and_then(|()| setup::run()).and_then(|()| bundle::build_release()),
        Some("test") => sh::init().and_then(|()| test::run()),
        Some("bench") => sh::init().and_then(|()| bench::run()),
        Some("minify") => match args.get(1) {
            // Trunk's hook gives an absolute path; a relative one is the caller's, not the root's.
            Some(dir) => std::path::absolute(dir)
                .map_err(|e| format!("cannot resolve {dir}: {e}"))
                .and_then(|dir| sh::init().and_then(|()| minify::run(&dir))),
            None => Err(format!("minify needs the bundle's directory\n\n{USAGE}")),
        },
        Some("official") => sh::init().and_then(|()| official::run()),
        Some("fuzz") => fuzz::parse_seconds(args.get(1).map(String::as_str))
            .and_then(|seconds| sh::init().map(|()| seconds))
            .and_then(fuzz::run),
        Some("help" | "-h" | "--help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command `{other}`\n\n{USAGE}")),
        None => Err(format!("no command given\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: error: {message}");
            ExitCode::FAILURE
        }
    }
}
