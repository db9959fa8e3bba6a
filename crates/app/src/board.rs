//! The table: both players' zones and the standby tray between them.

use yew::prelude::*;

use crate::layout::{Seat, ZoneKind};
use crate::zone::Zone;

#[derive(Properties, PartialEq)]
struct SideProps {
    seat: Seat,
}

/// One player's half of the table. Player 2's half is mirrored by CSS so that
/// each battle zone faces the middle.
#[function_component(Side)]
fn side(props: &SideProps) -> Html {
    let seat = props.seat;
    html! {
        <section
            class={classes!("side", format!("side--{}", seat.id()))}
            data-seat={seat.id()}
            role="region"
            aria-label={seat.label()}
        >
            <h2 class="side__name">{ seat.label() }</h2>
            { for ZoneKind::ALL.into_iter().map(|kind| html! { <Zone {seat} {kind} /> }) }
        </section>
    }
}

/// Cards being used and abilities waiting to resolve sit here (rule 409).
#[function_component(Standby)]
fn standby() -> Html {
    html! {
        <section
            class="standby"
            data-zone="standby"
            role="region"
            aria-label="Standby: cards being used and abilities waiting (rule 409)"
        >
            <header class="standby__title">
                <span>{ "Standby" }</span>
                <span class="cite">{ "409" }</span>
            </header>
            <div class="standby__cards"></div>
        </section>
    }
}

#[function_component(Board)]
pub fn board() -> Html {
    html! {
        <main class="board" data-panel="board" aria-label="Game board">
            <Side seat={Seat::P2} />
            <Standby />
            <Side seat={Seat::P1} />
        </main>
    }
}
