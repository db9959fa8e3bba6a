//! What each fuzz target checks, as plain functions of the input bytes: the `fuzz_target!`
//! wrappers (fuzz_targets/*.rs) and the engine's corpus replay (crates/engine/tests/
//! fuzz_corpus.rs, a normal test that needs neither cargo-fuzz nor nightly flags) both include
//! this folder by path, so a committed corpus input is checked the same way in both.
//!
//! Each check panics on a broken property; an input that does not make sense is ignored.

pub mod card_text;
pub mod decode;
pub mod decode_body;
pub mod hostile_sessions;
pub mod session_actions;

/// A target's check: panics if the input breaks what the target checks.
pub type Check = fn(&[u8]);

/// Every target, by name, with its check.
pub const TARGETS: &[(&str, Check)] = &[
    ("card_text", card_text::check),
    ("decode", decode::check),
    ("decode_body", decode_body::check),
    ("hostile_sessions", hostile_sessions::check),
    ("session_actions", session_actions::check),
];
