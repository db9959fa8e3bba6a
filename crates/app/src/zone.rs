//! One zone on the table: a titled area that holds cards.

use yew::prelude::*;

use crate::layout::{zone_aria_label, zone_id, Seat, Shape, ZoneKind};

#[derive(Properties, PartialEq)]
pub struct ZoneProps {
    pub seat: Seat,
    pub kind: ZoneKind,
}

#[function_component(Zone)]
pub fn zone(props: &ZoneProps) -> Html {
    let ZoneProps { seat, kind } = *props;
    // Until the engine's state is wired in, every zone is empty.
    let cards = 0;
    let shape = match kind.shape() {
        Shape::Row => "zone--row",
        Shape::Pile => "zone--pile",
    };
    html! {
        <section
            class={classes!("zone", shape, format!("zone--{}", kind.id()))}
            data-zone={zone_id(seat, kind)}
            role="group"
            aria-label={zone_aria_label(seat, kind, cards)}
        >
            <header class="zone__title">
                <span class="zone__name" title={kind.label()}>{ kind.short_label() }</span>
                <span class="zone__count" aria-hidden="true">{ cards }</span>
            </header>
            <div class="zone__cards"></div>
        </section>
    }
}
