//! What Horyu's two browser modules share: the page (`src/main.rs`, the first load) and the
//! card editor (`src/bin/editor.rs`, loaded when the editor first opens; issue #15). The
//! interface's words, the labels of the engine's terms, the worker's client, reading a file
//! the user picks, and the messages between the page and the editor.

pub mod editor_link;
pub mod fetch;
pub mod files;
pub mod focus;
pub mod i18n;
pub mod labels;
pub mod snippet;
pub mod wiki;
pub mod worker;
