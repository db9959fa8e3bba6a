//! Horyu's browser playground: the engine's board, the standby tray, the resolution
//! inspector, the log and the rulings gallery.
//!
//! The app holds no rules: it renders the engine's state and sends the user's actions to
//! the engine, which says what is legal and why.

include!("page.rs");
