//! The side panels: the resolution order and the game log.

use yew::prelude::*;

#[function_component(ResolutionPanel)]
pub fn resolution_panel() -> Html {
    html! {
        <section class="panel" data-panel="resolution" role="region" aria-labelledby="resolution-title">
            <h2 class="panel__title" id="resolution-title">
                <span>{ "Resolution order" }</span>
                <span class="cite">{ "605" }</span>
            </h2>
            <ol class="panel__list"></ol>
            <p class="panel__empty">{ "Nothing is waiting to resolve." }</p>
        </section>
    }
}

#[function_component(LogPanel)]
pub fn log_panel() -> Html {
    html! {
        <section class="panel" data-panel="log" role="log" aria-labelledby="log-title">
            <h2 class="panel__title" id="log-title">{ "Game log" }</h2>
            <ol class="panel__list"></ol>
            <p class="panel__empty">{ "No actions yet. Every step will be listed here with the rule it follows." }</p>
        </section>
    }
}
