//! The table: each player's zones (the battle zone, mana, shields, hand, the piles) with
//! their cards, and the drop targets of a card being moved.

use super::*;

pub(super) fn zone(ctx: &ViewCtx, view: &BoardView, player: PlayerId, z: Zone) -> Html {
    let zref = ZoneRef::new(player, z);
    let empty = ZoneView { zone: zref, count: 0, cards: Vec::new() };
    let zv = view.zones.iter().find(|v| v.zone == zref).unwrap_or(&empty);
    let lang = ctx.lang;
    let count = zv.count;
    let aria = zone_aria_label(lang, player, z, count);
    let legal = ctx.dests.contains(&Target::Zone(zref));
    let form = shape(z);
    let shape = match form {
        Shape::Row => "zone--row",
        Shape::Pile => "zone--pile",
    };
    let send = ctx.send.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        // Clicks on a card are handled by the pointer logic.
        let on_card = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .and_then(|el| el.closest("[data-card]").ok().flatten())
            .is_some();
        if !on_card {
            send.emit(Msg::Table(TableMsg::ZoneClick(zref)));
        }
    });
    let n = zv.cards.iter().filter(|cv| form == Shape::Row || cv.standby.is_none()).count();
    let cards: Html = match (form, z) {
        (Shape::Pile, _) => html! {
            // Cards in standby are shown in the tray (they still belong here, 409.1c). A deck
            // and the super GR zone list their top card first (it is drawn or summoned first):
            // drawn last, it lies on the pile, where a hover, a drag or a reveal finds it.
            // The other piles list their newest card last.
            { for pile_order(z, &zv.cards).into_iter().filter(|cv| cv.standby.is_none()).enumerate().map(|(i, cv)| {
                let top = i + 1 == n;
                let style = format!("--k:{}", (n - 1 - i).min(6));
                html! { <div class="pile__slot" key={cv.id.0 as u64} style={style}>{ card(ctx, cv, zref, top, classes!()) }</div> }
            }) }
        },
        (_, Zone::Hand) => html! {
            { for zv.cards.iter().enumerate().map(|(i, cv)| {
                let off = i as f64 - (n as f64 - 1.0) / 2.0;
                let style = format!("--fan:{}", crate::css::decimal(off, 2));
                if cv.standby.is_some() {
                    html! { <div class="fan__slot" key={cv.id.0 as u64} style={style}>{ placeholder(ctx, cv) }</div> }
                } else {
                    html! { <div class="fan__slot" key={cv.id.0 as u64} style={style}>{ card(ctx, cv, zref, true, classes!()) }</div> }
                }
            }) }
        },
        (_, Zone::Shields) => html! {
            { for zv.cards.iter().enumerate().map(|(i, cv)| html! {
                <div class="shield__slot" key={cv.id.0 as u64}>
                    { if cv.standby.is_some() { placeholder(ctx, cv) } else { card(ctx, cv, zref, true, classes!()) } }
                    <span class="shield__no" aria-hidden="true">{ i + 1 }</span>
                </div>
            }) }
        },
        (_, Zone::Battle) => html! {
            { for zv.cards.iter().map(|cv| if cv.standby.is_some() { placeholder(ctx, cv) } else { element(ctx, cv, zref) }) }
        },
        // A slot around each card: slots shrink to fit the row and the cards overlap (style.css).
        _ => html! {
            { for zv.cards.iter().map(|cv| html! {
                <div class="row__slot" key={cv.id.0 as u64}>
                    { if cv.standby.is_some() { placeholder(ctx, cv) } else { card(ctx, cv, zref, true, classes!()) } }
                </div>
            }) }
        },
    };
    let short = short_zone_name(lang, z);
    html! {
        <section
            class={classes!("zone", shape, format!("zone--{}", z.key()), legal.then_some("zone--legal"), zv.cards.is_empty().then_some("zone--empty"))}
            data-zone={zone_id(player, z)}
            data-drop={legal.then_some("legal")}
            role="group"
            aria-label={aria}
            tabindex="-1"
            onclick={onclick}
        >
            <header class="zone__title">
                <span class="zone__name" title={zone_label(lang, z)}>{ short }</span>
                <span class="zone__count" aria-hidden="true">{ count }</span>
            </header>
            // --n: how many cards lie in the row, so they overlap just enough to fit it.
            <div class="zone__cards" style={format!("--n:{}", zv.cards.len().max(1))}>{ cards }</div>
        </section>
    }
}

pub(super) fn side(ctx: &ViewCtx, view: &BoardView, p: PlayerId) -> Html {
    let active = view.turn.active == p;
    // A player with no cards at all: one row of labelled counts, not eight empty boxes.
    let bare = view.zones.iter().all(|z| z.zone.player != p || z.cards.is_empty());
    let deciding = view.decision.as_ref().is_some_and(|d| d.player == p);
    html! {
        <section
            class={classes!("side", format!("side--{}", p.key()), active.then_some("side--active"), bare.then_some("side--bare"))}
            data-seat={p.key()}
            role="region"
            aria-label={player_label(ctx.lang, p)}
        >
            <h2 class="side__name">
                { player_label(ctx.lang, p) }
                if active { <span class="side__tag">{ format!("{} {}", tr(ctx.lang, "Turn"), view.turn.number) }</span> }
                if deciding { <span class="side__tag side__tag--decide">{ tr(ctx.lang, "Who chooses") }</span> }
                if view.winner == Some(p) { <span class="side__tag side__tag--win">{ tr(ctx.lang, "Winner") }</span> }
            </h2>
            // An embed may show only some zones (`?zones=`, embed.rs).
            { for TABLE_ZONES.into_iter().filter(|&z| ctx.m.embed_shows(z)).map(|z| zone(ctx, view, p, z)) }
        </section>
    }
}

pub fn board(ctx: &ViewCtx, view: &BoardView) -> Html {
    let lang = ctx.lang;
    let sandbox = ctx.m.mode == Mode::Sandbox;
    let hint = tr(
        lang,
        if sandbox {
            "Sandbox mode: a drop moves the card by hand. Moves are recorded in the log and can be undone; the rules do not check them."
        } else {
            "Rules mode: a drop is a game action (hand → battle zone: use; hand → mana: charge; creature → the opponent's side or a tapped creature: attack). The engine says whether it is legal."
        },
    );
    let keys = tr(
        lang,
        "Drag a card, or click it and then a zone. Keys: arrows move, Enter picks up and drops, Esc cancels, Ctrl+Z / Ctrl+Shift+Z undo and redo.",
    );
    html! {
        <main id="board" tabindex="-1" class={classes!("board", sandbox.then_some("board--sandbox"))} data-panel="board" aria-label="Game board" aria-describedby="board-hint" data-mode={if sandbox { "sandbox" } else { "rules" }}>
            { side(ctx, view, PlayerId::P2) }
            { standby(ctx, view) }
            { side(ctx, view, PlayerId::P1) }
            <p class={classes!("board__hint", sandbox.then_some("board__hint--sandbox"))} id="board-hint">{ hint }<span class="board__keys">{ keys }</span></p>
        </main>
    }
}

/// A pile's cards from the bottom of the pile up: a deck's and the super GR zone's top card
/// is their first (400.4), every other pile's its last.
fn pile_order(z: Zone, cards: &[CardView]) -> Vec<&CardView> {
    let mut order: Vec<&CardView> = cards.iter().collect();
    if matches!(z, Zone::Deck | Zone::Gr) {
        order.reverse();
    }
    order
}
