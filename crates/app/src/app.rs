//! The page: header, board and side panels.

use yew::prelude::*;

use crate::board::Board;
use crate::panel::{LogPanel, ResolutionPanel};

#[function_component(App)]
pub fn app() -> Html {
    html! {
        <div class="shell">
            <header class="topbar">
                <h1 class="brand">
                    <span class="brand__mark" aria-hidden="true">{ "H" }</span>
                    <span class="brand__name">{ "Horyu" }</span>
                </h1>
                <p class="tagline">{ "Duel Masters rules playground: set up a board, play by the official rules, see every ruling cited." }</p>
            </header>
            <div class="layout">
                <Board />
                <aside class="sidebar" aria-label="Resolution and log">
                    <ResolutionPanel />
                    <LogPanel />
                </aside>
            </div>
        </div>
    }
}
