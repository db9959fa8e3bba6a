//! `cargo xtask serve`: setup, then Trunk serves a release build at
//! http://127.0.0.1:8080 and rebuilds it when the app, engine or CSS changes.

use crate::sh::Result;
use crate::{bundle, setup};

pub const URL: &str = "http://127.0.0.1:8080";

pub fn run() -> Result {
    setup::run()?;
    bundle::fetch()?;
    println!("serve: building, then serving Horyu at {URL} (release build; Ctrl-C stops)");
    crate::sh::run(&mut bundle::trunk("serve"))
}
