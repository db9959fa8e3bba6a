//! The `session_actions` target: see checks/session_actions.rs (`HORYU_FUZZ_TRACE=1` prints
//! each step of an input).
#![no_main]

#[allow(dead_code)]
#[path = "../checks/mod.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::session_actions::check(data));
