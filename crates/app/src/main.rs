//! Horyu's browser playground: the engine's board, the standby tray, the resolution
//! inspector, the log and the rulings gallery.
//!
//! The app holds no rules: it renders the engine's state and sends the user's actions to
//! the engine, which says what is legal and why.

mod app;
mod cite;
mod css;
mod editor_host;
mod embed;
mod fetch;
mod fit;
mod layout;
mod library;
mod model;
mod offload;
mod rule_text;
mod rulings;
mod sessions;
mod stepping;
mod view;

// Shared with the card editor's module (src/bin/editor.rs), under the same paths.
use horyu_app::{i18n, worker};

fn main() {
    yew::Renderer::<app::App>::new().render();
}
