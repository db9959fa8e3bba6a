//! The `hostile_sessions` target: see checks/hostile_sessions.rs (`HORYU_FUZZ_TRACE=1` prints
//! each step of an input).
#![no_main]

#[allow(dead_code)]
#[path = "../checks/mod.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::hostile_sessions::check(data));
