//! A card on the table: its frame, name, cost and power as the perspective shown may see
//! them, the cards under it and the auras attached to it.

use super::*;

/// One card. `focusable`: in the keyboard's tab order (piles: only their top card).
pub fn card(ctx: &ViewCtx, cv: &CardView, place: ZoneRef, focusable: bool, extra: Classes) -> Html {
    let m = ctx.m;
    let id = cv.id;
    let known = cv.def.is_some();
    // Deck and shields lie face down on the table, unless a shield was put face up or an effect
    // reveals the card (a gachinko judge's top cards); a judge still sees them in the detail
    // panel. A card in standby is face up to whoever may see it, wherever it still belongs (a
    // spell cast from the deck, a broken shield its owner looks at), except a seal (116.1).
    let in_standby = cv.standby.is_some_and(|s| s.reason != horyu_engine::state::StandbyReason::Seal);
    let face_up_here = cv.face_up || cv.revealed || !matches!(place.zone, Zone::Deck | Zone::Shields);
    let visible = known && (in_standby || (!cv.face_down && face_up_here));
    let name = if known { ctx.sight.name(id, ctx.lang) } else { String::new() };
    let lang = ctx.lang;
    let type_text = cv.card_type.map(|t| type_label(lang, t)).unwrap_or_default();
    let power_class = match (cv.power, cv.printed_power) {
        (Some(p), Some(pp)) if p > pp => "card__power card__power--up",
        (Some(p), Some(pp)) if p < pp => "card__power card__power--down",
        _ => "card__power",
    };
    let chosen = ctx.chosen.contains(&id);
    let classes = classes!(
        "card",
        extra,
        (!visible).then_some("card--back"),
        cv.tapped.then_some("card--tapped"),
        cv.upside_down.then_some("card--upside-down"),
        cv.sick.then_some("card--sick"),
        (cv.seals > 0).then_some("card--sealed"),
        (ctx.picked == Some(id) || ctx.moving == Some(id)).then_some("card--picked"),
        (ctx.inspect == Some(id)).then_some("card--inspected"),
        ctx.candidates.contains(&id).then_some("card--candidate"),
        chosen.then_some("card--chosen"),
        (ctx.refused == Some(id)).then_some("card--refused"),
        ctx.dests.contains(&Target::Card(id)).then_some("card--target"),
        // Embedded, a card the answer line names: a frame under 300 px high shows only the zones
        // holding one, so their names are drawn large enough to read (style.css; issue #42).
        (visible && ctx.answer.as_ref().is_some_and(|(t, _)| t.contains(&name))).then_some("card--named"),
    );
    let mut label = if visible {
        let mut l = format!("{name}, {type_text}");
        if let Some(c) = cv.cost {
            l.push_str(&format!(", {} {c}", tr(lang, "Cost")));
        }
        if let Some(p) = cv.power {
            l.push_str(&format!(", {} {p}", tr(lang, "Power")));
        }
        l
    } else if known {
        format!("{} ({name})", tr(lang, "Face down"))
    } else {
        tr(lang, "Face down").to_string()
    };
    if cv.tapped {
        label.push_str(&format!(", {}", tr(lang, "Tapped")));
    }
    if cv.upside_down {
        label.push_str(&format!(", {}", tr(lang, "Upside down")));
    }
    // A cross gear names the creature it is crossed onto (303.3a, 403.2).
    let crossed =
        cv.crossed_onto.map(|x| format!("{} {}", tr(lang, "Crossed onto"), ctx.sight.name(x, lang)));
    if let Some(x) = &crossed {
        label.push_str(&format!(", {x}"));
    }
    // An EX life shield names its creature, face down as it is (110.4f, 701.32a).
    let ex_life = cv
        .ex_life()
        .filter(|_| horyu_engine::WHOLE_VOCABULARY)
        .map(|x| format!("{} {}", tr(lang, "EX life shield of"), ctx.sight.name(x, lang)));
    if let Some(x) = &ex_life {
        label.push_str(&format!(", {x}"));
    }
    label.push_str(&format!(" — {} {}", player_label(lang, place.player), zone_label(lang, place.zone)));
    let down = {
        let down = ctx.down.clone();
        Callback::from(move |e: PointerEvent| down.emit((id, e)))
    };
    let send = ctx.send.clone();
    let onenter = Callback::from(move |_: PointerEvent| send.emit(Msg::Table(TableMsg::Inspect(id))));
    let send = ctx.send.clone();
    let onfocus = Callback::from(move |_: FocusEvent| send.emit(Msg::Table(TableMsg::Inspect(id))));
    let tap_label = if cv.tapped { Some("tapped") } else { None };
    html! {
        <div
            class={classes}
            key={id.0 as u64}
            data-card={id.0.to_string()}
            data-name={cv.name.clone()}
            data-tapped={tap_label}
            role="button"
            aria-label={label}
            aria-pressed={(ctx.picked == Some(id) || chosen).then_some("true")}
            tabindex={if focusable { "0" } else { "-1" }}
            style={civ_style(m, cv)}
            onpointerdown={down}
            onpointerenter={onenter}
            onfocus={onfocus}
        >
            if visible {
                <span class="card__cost">{ cv.cost.map(|c| c.to_string()).unwrap_or_default() }</span>
                <span class="card__name" lang={lang.tag()}>{ name }</span>
                <span class="card__type">{ type_text }</span>
                if let Some(p) = cv.power {
                    <span class={power_class} title={cv.printed_power.map(|pp| format!("{} {pp}", tr(lang, "printed")))}>{ p }</span>
                }
                if cv.seals > 0 {
                    <span class="card__badge card__badge--seal" title={format!("{} ×{}", tr(lang, "Sealed"), cv.seals)}>{ cv.seals }</span>
                }
                if !cv.under.is_empty() {
                    <span class="card__badge card__badge--stack" title={tr(lang, "evolution sources")}>{ format!("+{}", cv.under.len()) }</span>
                }
                if let Some(x) = crossed {
                    <span class="card__badge card__badge--crossed" title={x}>{ "✕" }</span>
                }
                if cv.sick {
                    <span class="card__badge card__badge--sick" title={tr(lang, "Summoning sickness")}>{ "z" }</span>
                }
            } else {
                <span class="card__backmark" aria-hidden="true">{ horyu_engine::diagram::CARD_BACK.mark }</span>
            }
            if let Some(x) = ex_life {
                <span class="card__badge card__badge--ex-life" title={x}>{ "EX" }</span>
            }
        </div>
    }
}

/// A battle-zone element: evolution sources peek out under the top card (up and left), the
/// auras attached to it above it (up and right, the latest highest, 310.6), each showing its
/// name.
pub(super) fn element(ctx: &ViewCtx, cv: &CardView, place: ZoneRef) -> Html {
    if cv.under.is_empty() && cv.auras.is_empty() {
        return card(ctx, cv, place, true, classes!());
    }
    html! {
        <div class="stack" key={cv.id.0 as u64} style={format!("--under:{};--auras:{}", cv.under.len(), cv.auras.len())}>
            { for cv.under.iter().enumerate().map(|(i, u)| html! {
                <div class="stack__under" style={format!("--k:{i}")}>{ card(ctx, u, place, false, classes!("card--under")) }</div>
            }) }
            { for cv.auras.iter().enumerate().map(|(i, a)| html! {
                <div class="stack__aura" style={format!("--k:{i}")}>{ card(ctx, a, place, false, classes!("card--aura")) }</div>
            }) }
            { card(ctx, cv, place, true, classes!()) }
        </div>
    }
}

pub(super) fn placeholder(ctx: &ViewCtx, cv: &CardView) -> Html {
    let name = if cv.def.is_some() { ctx.sight.name(cv.id, ctx.lang) } else { String::new() };
    html! {
        <div class="card card--placeholder" key={format!("ph{}", cv.id.0)} aria-hidden="true">
            <span class="card__name">{ name }</span>
            <span class="card__type">{ ctx.t("in standby") }</span>
        </div>
    }
}
