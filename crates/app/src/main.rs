//! Horyu's browser playground: renders the board and side panels.
//!
//! The app holds no rules. It will render the engine's state and send the user's
//! actions to the engine; for now it lays out the empty table.

mod app;
mod board;
mod layout;
mod panel;
mod zone;

fn main() {
    yew::Renderer::<app::App>::new().render();
}
