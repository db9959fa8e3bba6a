//! The `decode_body` target: see checks/decode_body.rs.
#![no_main]

#[allow(dead_code)]
#[path = "../checks/mod.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::decode_body::check(data));
