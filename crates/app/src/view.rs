//! Rendering: the model as HTML. Everything shown is read from the engine (views, decisions,
//! pending effects, log); the only decisions made here are about looks.
//!
//! What a perspective may see is decided in one place, the engine's [`Sight`]: every card
//! name, option, pending effect and action label here comes from `ctx.sight`, never from the
//! game itself, and a hidden card's `id` is a handle that names only its place (400.2).

use horyu_engine::card::Civilization;
use horyu_engine::decision::DecisionKind;
use horyu_engine::sight::Sight;
use horyu_engine::view::{BoardView, CardView, ZoneView};
use horyu_engine::words;
use horyu_engine::{Action, CardId, PlayerId, Ruleset, Zone, ZoneRef};
use yew::prelude::*;

use crate::app::{Export, Msg};
use crate::i18n::{tr, Lang};
use crate::layout::{shape, short_zone_name, zone_aria_label, zone_id, Shape, TABLE_ZONES};
use crate::model::{Mode, Model, Target};

/// What every card and zone needs to render, computed once per render.
pub struct Ctx<'a> {
    pub m: &'a Model,
    /// The game as the perspective shown may see it: the only source of what is shown.
    pub sight: Sight<'a>,
    /// The model's picked, inspected, chosen and refused cards, as the perspective knows them.
    pub picked: Option<CardId>,
    pub inspect: Option<CardId>,
    pub chosen: Vec<CardId>,
    pub refused: Option<CardId>,
    pub turn_player: PlayerId,
    pub ruleset: Ruleset,
    pub lang: Lang,
    pub send: Callback<Msg>,
    pub down: Callback<(CardId, PointerEvent)>,
    pub dests: Vec<Target>,
    pub moving: Option<CardId>,
    pub candidates: Vec<CardId>,
    /// Copies a text to the clipboard (the answer comes back as `Msg::Copied`); when that
    /// fails, the field of the selector is selected for the user to copy.
    pub copy: Callback<(String, &'static str)>,
    /// The page's address without query or fragment.
    pub page: String,
    /// A file input's change: its text comes back as `Msg::ImportFile`.
    pub open_file: Callback<Event>,
}

impl Ctx<'_> {
    fn t(&self, s: &'static str) -> &'static str {
        tr(self.lang, s)
    }
}

pub use horyu_app::labels::{civ_color, civ_label, civ_style_for, type_label, zone_label};

fn player_label(lang: Lang, p: PlayerId) -> &'static str {
    words::player(p, lang)
}

/// Rule citations as chips that show the rule's summary: every citation is rendered by this one
/// function (crate::cite).
pub use crate::cite::cites;

fn civ_style(m: &Model, cv: &CardView) -> String {
    civ_style_of(m, cv.def)
}

fn civ_style_of(m: &Model, def: Option<horyu_engine::CardDefId>) -> String {
    let Some(def) = def.and_then(|d| m.db().get(d)) else { return String::new() };
    let mut civs: Vec<Civilization> = def.front.civilizations.clone();
    if let Some(t) = &def.twin {
        for c in &t.civilizations {
            if !civs.contains(c) {
                civs.push(*c);
            }
        }
    }
    civ_style_for(&civs)
}

/// One card. `focusable`: in the keyboard's tab order (piles: only their top card).
pub fn card(ctx: &Ctx, cv: &CardView, place: ZoneRef, focusable: bool, extra: Classes) -> Html {
    let m = ctx.m;
    let id = cv.id;
    let known = cv.def.is_some();
    // Deck and shields lie face down on the table; a judge still sees them in the detail panel.
    // A card in standby is face up to whoever may see it, wherever it still belongs (a spell
    // cast from the deck, a broken shield its owner looks at), except a seal (116.1).
    let in_standby = cv.standby.is_some_and(|s| s.reason != horyu_engine::state::StandbyReason::Seal);
    let visible =
        known && (in_standby || (!cv.face_down && !matches!(place.zone, Zone::Deck | Zone::Shields)));
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
    label.push_str(&format!(" — {} {}", player_label(lang, place.player), zone_label(lang, place.zone)));
    let down = {
        let down = ctx.down.clone();
        Callback::from(move |e: PointerEvent| down.emit((id, e)))
    };
    let send = ctx.send.clone();
    let onenter = Callback::from(move |_: PointerEvent| send.emit(Msg::Inspect(id)));
    let send = ctx.send.clone();
    let onfocus = Callback::from(move |_: FocusEvent| send.emit(Msg::Inspect(id)));
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
                    <span class="card__badge card__badge--stack" title={if lang == Lang::Ja { "進化元" } else { "evolution sources" }}>{ format!("+{}", cv.under.len()) }</span>
                }
                if cv.sick {
                    <span class="card__badge card__badge--sick" title={tr(lang, "Summoning sickness")}>{ "z" }</span>
                }
            } else {
                <span class="card__backmark" aria-hidden="true">{ horyu_engine::diagram::CARD_BACK.mark }</span>
            }
        </div>
    }
}

/// A battle-zone element: evolution sources peek out under the top card (up and left), the
/// auras attached to it above it (up and right, the latest highest, 310.6), each showing its
/// name.
fn element(ctx: &Ctx, cv: &CardView, place: ZoneRef) -> Html {
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

fn placeholder(ctx: &Ctx, cv: &CardView) -> Html {
    let name = if cv.def.is_some() { ctx.sight.name(cv.id, ctx.lang) } else { String::new() };
    html! {
        <div class="card card--placeholder" key={format!("ph{}", cv.id.0)} aria-hidden="true">
            <span class="card__name">{ name }</span>
            <span class="card__type">{ ctx.t("in standby") }</span>
        </div>
    }
}

fn zone(ctx: &Ctx, view: &BoardView, player: PlayerId, z: Zone) -> Html {
    let zref = ZoneRef::new(player, z);
    let empty = ZoneView { zone: zref, count: 0, cards: Vec::new() };
    let zv = view.zones.iter().find(|v| v.zone == zref).unwrap_or(&empty);
    let lang = ctx.lang;
    let count = zv.count;
    let noun = if lang == Lang::Ja {
        "枚"
    } else if count == 1 {
        "card"
    } else {
        "cards"
    };
    let aria = if lang == Lang::Ja {
        format!("{} {}、{count}{noun}", player_label(lang, player), zone_label(lang, z))
    } else {
        let _ = noun;
        zone_aria_label(player, z, count)
    };
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
            send.emit(Msg::ZoneClick(zref));
        }
    });
    let n = zv.cards.iter().filter(|cv| form == Shape::Row || cv.standby.is_none()).count();
    let cards: Html = match (form, z) {
        (Shape::Pile, _) => html! {
            // Cards in standby are shown in the tray (they still belong here, 409.1c).
            { for zv.cards.iter().filter(|cv| cv.standby.is_none()).enumerate().map(|(i, cv)| {
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
    let short = if lang == Lang::En { short_zone_name(z) } else { zone_label(lang, z) };
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

fn side(ctx: &Ctx, view: &BoardView, p: PlayerId) -> Html {
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
            { for TABLE_ZONES.into_iter().filter(|&z| ctx.m.embed.as_ref().is_none_or(|e| e.shows(z))).map(|z| zone(ctx, view, p, z)) }
        </section>
    }
}

fn standby(ctx: &Ctx, view: &BoardView) -> Html {
    let lang = ctx.lang;
    let legal = ctx.dests.contains(&Target::Standby);
    let now: Vec<(ZoneRef, &CardView)> = view
        .zones
        .iter()
        .flat_map(|z| {
            z.cards
                .iter()
                .flat_map(|c| std::iter::once(c).chain(c.under.iter()).chain(c.auras.iter()))
                .map(move |c| (z.zone, c))
        })
        .filter(|(_, c)| c.standby.is_some())
        .collect();
    let trace: Vec<_> = ctx.m.standby_trace().into_iter().filter(|t| t.now.is_some()).collect();
    let frames = ctx.sight.processing();
    // Cards waiting in standby for the same reason, from the same zone and going to the same
    // place share one set of facts (409.1e: seven cards at once); a card at a processing stage
    // of its own stands alone.
    let mut groups: Vec<(ZoneRef, horyu_engine::state::Standby, Option<&_>, Vec<&CardView>)> = Vec::new();
    for (z, cv) in &now {
        let sb = cv.standby.expect("filtered");
        let frame = frames.iter().find(|f| f.card == Some(cv.id));
        match groups.iter_mut().find(|g| frame.is_none() && g.2.is_none() && g.0 == *z && g.1 == sb) {
            Some(g) => g.3.push(cv),
            None => groups.push((*z, sb, frame, vec![cv])),
        }
    }
    let send = ctx.send.clone();
    let onclick = Callback::from(move |_: MouseEvent| send.emit(Msg::StandbyClick));
    html! {
        <section
            class={classes!("standby", legal.then_some("zone--legal"), (!now.is_empty()).then_some("standby--busy"))}
            data-zone="standby"
            data-drop={legal.then_some("legal")}
            role="region"
            aria-label={if lang == Lang::Ja { "保留状態: 使用中のカードと待機中の能力 (409)" } else { "Standby: cards being used and abilities waiting (rule 409)" }}
            tabindex="-1"
            onclick={onclick}
        >
            <header class="standby__title">
                <span>{ tr(lang, "Standby") }</span>
                { cites(lang, &["409"]) }
                <span class="standby__hint">{ if lang == Lang::Ja { "保留状態のカードは元のゾーンに属したまま、枚数に数えない" } else { "a card in standby still belongs to its zone but is not counted there" } }{ cites(lang, &["409.1c"]) }</span>
            </header>
            <div class="standby__cards">
                { for groups.iter().map(|(z, sb, frame, cards)| {
                    let sb = *sb;
                    html! {
                        <div class="standby__item" key={format!("now{}", cards[0].id.0)}>
                            <div class="standby__group" style={format!("--n:{}", cards.len())}>
                                { for cards.iter().map(|cv| card(ctx, cv, *z, true, classes!("card--standby"))) }
                            </div>
                            <dl class="standby__facts">
                                <dt>{ tr(lang, "still belongs to") }</dt>
                                <dd>{ format!("{} {}", player_label(lang, z.player), zone_label(lang, z.zone)) }{ cites(lang, &["409.1c"]) }</dd>
                                <dt>{ if lang == Lang::Ja { "理由" } else { "why" } }</dt>
                                <dd>{ words::standby_reason(sb.reason, lang) }</dd>
                                <dt>{ tr(lang, "next") }</dt>
                                <dd>{ format!("→ {}", zone_label(lang, sb.destination)) }</dd>
                                if let Some(f) = frame {
                                    <dt>{ if lang == Lang::Ja { "段階" } else { "stage" } }</dt>
                                    <dd data-stage="">{ f.words.get(lang) }{ cites(lang, &f.rules) }</dd>
                                }
                            </dl>
                        </div>
                    }
                }) }
                { for trace.iter().map(|t| {
                    let name = ctx.sight.name(t.card, lang);
                    let owner = t.owner;
                    let key = ctx.sight.key(t.card);
                    let def = ctx.sight.sees(t.card).then_some(t.def);
                    html! {
                        <div class="standby__item standby__item--past" key={format!("past{}", key.0)} data-trace={key.0.to_string()}>
                            <div class="card card--echo" style={civ_style_of(ctx.m, def)}>
                                <span class="card__name">{ name.clone() }</span>
                            </div>
                            <dl class="standby__facts">
                                <dt>{ if lang == Lang::Ja { "直前のアクション中" } else { "during the last action" } }</dt>
                                <dd>{ words::aside(tr(lang, "in standby"), t.reason, lang) }</dd>
                                <dt>{ tr(lang, "still belongs to") }</dt>
                                <dd>{ format!("{} {}", player_label(lang, owner), zone_label(lang, t.zone)) }{ " — " }{ if lang == Lang::Ja { "数えない" } else { "not counted" } }{ cites(lang, &["409.1c"]) }</dd>
                                <dt class="standby__now">{ if lang == Lang::Ja { "現在" } else { "now" } }</dt>
                                <dd>{ format!("→ {}", t.now.map(|z| zone_label(lang, z)).unwrap_or_default()) }</dd>
                            </dl>
                        </div>
                    }
                }) }
            </div>
        </section>
    }
}

pub fn board(ctx: &Ctx, view: &BoardView) -> Html {
    let lang = ctx.lang;
    let sandbox = ctx.m.mode == Mode::Sandbox;
    let hint = match (lang, sandbox) {
        (Lang::En, false) => "Rules mode: a drop is a game action (hand → battle zone: use; hand → mana: charge; creature → the opponent's side or a tapped creature: attack). The engine says whether it is legal.",
        (Lang::En, true) => "Sandbox mode: a drop moves the card by hand. Moves are recorded in the log and can be undone; the rules do not check them.",
        (Lang::Ja, false) => "ルールモード: ドロップはゲームのアクションです（手札→バトルゾーン: 使用、手札→マナ: チャージ、クリーチャー→相手側/タップされたクリーチャー: 攻撃）。合法かどうかはエンジンが判断します。",
        (Lang::Ja, true) => "サンドボックスモード: ドロップでカードを手で動かします。ログに記録され元に戻せますが、ルールは確認しません。",
    };
    let keys = if lang == Lang::Ja {
        "ドラッグ、またはカード→ゾーンの順にクリック。キーボード: 矢印で移動、Enterで持ち上げ/置く、Escで取り消し、Ctrl+Zで元に戻す。"
    } else {
        "Drag a card, or click it and then a zone. Keys: arrows move, Enter picks up and drops, Esc cancels, Ctrl+Z / Ctrl+Shift+Z undo and redo."
    };
    html! {
        <main id="board" tabindex="-1" class={classes!("board", sandbox.then_some("board--sandbox"))} data-panel="board" aria-label="Game board" aria-describedby="board-hint" data-mode={if sandbox { "sandbox" } else { "rules" }}>
            { side(ctx, view, PlayerId::P2) }
            { standby(ctx, view) }
            { side(ctx, view, PlayerId::P1) }
            <p class={classes!("board__hint", sandbox.then_some("board__hint--sandbox"))} id="board-hint">{ hint }<span class="board__keys">{ keys }</span></p>
        </main>
    }
}

// Detail panel -------------------------------------------------------------------------------

pub fn detail(ctx: &Ctx, view: &BoardView) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let body = match ctx.inspect {
        None => {
            html! { <p class="panel__empty">{ tr(lang, "Hover, tap or focus a card to see it in full.") }</p> }
        }
        Some(id) => {
            let cv = view
                .zones
                .iter()
                .flat_map(|z| {
                    z.cards
                        .iter()
                        .flat_map(|c| std::iter::once(c).chain(c.under.iter()).chain(c.auras.iter()))
                })
                .find(|c| c.id == id);
            // The game is read in full only for a card the perspective sees (`Sight::reveal`).
            let seen = cv.filter(|c| c.def.is_some()).zip(ctx.sight.reveal(id));
            if let Some((cv, g)) = seen {
                let def = g.def(id);
                let parts = g.power_parts(id);
                let effects: Vec<_> =
                    g.effects().iter().filter(|e| e.target.card == id && g.is_current(e.target)).collect();
                let c = g.card(id);
                let place = ZoneRef::new(if c.zone == Zone::Battle { c.controller } else { c.owner }, c.zone);
                let mut state =
                    vec![format!("{} {}", player_label(lang, place.player), zone_label(lang, place.zone))];
                if cv.tapped {
                    state.push(tr(lang, "Tapped").to_string());
                }
                if cv.upside_down {
                    state.push(tr(lang, "Upside down").to_string());
                }
                if cv.sick {
                    state.push(tr(lang, "Summoning sickness").to_string());
                }
                if cv.seals > 0 {
                    state.push(format!("{} ×{}", tr(lang, "Sealed"), cv.seals));
                }
                html! {
                    <div class="detail" style={civ_style(m, cv)}>
                        <p class="detail__where">{ state.join(" · ") }</p>
                        { for def.faces().map(|(_, f)| html! {
                            <div class="detail__face">
                                <h3 class="detail__name">{ &f.name }</h3>
                                if !f.name_ja.is_empty() { <p class="detail__ja" lang="ja">{ &f.name_ja }</p> }
                                <p class="detail__line">
                                    <span class="detail__civs">{ for f.civilizations.iter().map(|c| html! { <span class="civ-dot" style={format!("background:{}", civ_color(*c))} title={civ_label(lang, *c)}></span> }) }</span>
                                    { type_label(lang, f.card_type) }
                                    { " · " }{ tr(lang, "Cost") }{ " " }{ f.cost }
                                    if let Some(p) = f.power { { " · " }{ tr(lang, "Power") }{ " " }{ p }{ if f.power_plus { "+" } else { "" } } }
                                </p>
                                if !f.races.is_empty() {
                                    <p class="detail__races">{ f.races.join(" / ") }
                                        if !f.races_ja.is_empty() { <span lang="ja">{ format!(" ({})", f.races_ja.join(" / ")) }</span> }
                                    </p>
                                }
                                if !f.keywords.is_empty() {
                                    <p class="detail__keywords">{ f.keywords.iter().map(|k| words::keyword(k, lang)).collect::<Vec<_>>().join(if lang == Lang::Ja { "、" } else { ", " }) }</p>
                                }
                                <ul class="detail__abilities">
                                    { for f.abilities.iter().map(|a| html! {
                                        <li>{ lang.or_english(&a.text, &a.text_ja).to_string() }</li>
                                    }) }
                                </ul>
                            </div>
                        }) }
                        if cv.power.is_some() {
                            <div class="detail__effects">
                                <h4>{ tr(lang, "Power") }{ " " }<strong class={classes!(match (cv.power, cv.printed_power) { (Some(a), Some(b)) if a > b => "up", (Some(a), Some(b)) if a < b => "down", _ => "" })}>{ cv.power.unwrap_or(0) }</strong></h4>
                                <ul>
                                    { for parts.iter().map(|p| html! { <li><span class="amount">{ format!("{:+}", p.amount) }</span>{ " " }{ p.why.get(lang) }</li> }) }
                                </ul>
                            </div>
                        }
                        // The cards that make up the element (109.2b, 109.2c): a judge asks what
                        // is under a creature and what is attached to it.
                        if !cv.under.is_empty() {
                            <div class="detail__effects" data-detail="under">
                                <h4>{ tr(lang, "Cards under it, top first") }{ " " }{ cites(lang, &["109.2b"]) }</h4>
                                <ol>{ for cv.under.iter().rev().map(|u| html! { <li>{ ctx.sight.name(u.id, lang) }</li> }) }</ol>
                            </div>
                        }
                        if !cv.auras.is_empty() {
                            <div class="detail__effects" data-detail="attached">
                                <h4>{ tr(lang, "Attached to it") }{ " " }{ cites(lang, &["109.2c"]) }</h4>
                                <ul>{ for cv.auras.iter().map(|a| html! { <li>{ ctx.sight.name(a.id, lang) }</li> }) }</ul>
                            </div>
                        }
                        <div class="detail__effects" data-detail="effects">
                            <h4>{ tr(lang, "Effects on it") }</h4>
                            if effects.is_empty() {
                                <p class="panel__empty">{ "—" }</p>
                            }
                            <ul>
                                { for effects.iter().map(|e| html! {
                                    <li>{ format!("{} — {}", words::continuous_effect(e, lang), ctx.sight.name(e.cause.card, lang)) }</li>
                                }) }
                            </ul>
                        </div>
                        if let Some(sb) = cv.standby {
                            <p class="detail__state">{ format!("{}: {} → {}", tr(lang, "in standby"), words::standby_reason(sb.reason, lang), zone_label(lang, sb.destination)) }{ cites(lang, &["409"]) }</p>
                        }
                        if !def.note.is_empty() { <p class="detail__note">{ &def.note }</p> }
                        if m.embed.is_none() {
                            <button class="btn btn--small" data-action="edit-card" onclick={{ let id = def.id; ctx.send.reform(move |_| Msg::OpenEditor(Some(id))) }}>
                                { tr(lang, if def.id.0 >= horyu_engine::card::CUSTOM_ID_BASE { "Edit this card" } else { "Make a variant" }) }
                            </button>
                        }
                    </div>
                }
            } else {
                html! { <p class="panel__empty">{ tr(lang, "Face down") }</p> }
            }
        }
    };
    html! {
        <section class="panel panel--detail" data-panel="detail" role="region" aria-label={tr(lang, "Card")} aria-live="polite">
            <h2 class="panel__title">{ tr(lang, "Card") }</h2>
            { body }
        </section>
    }
}

// Resolution inspector ------------------------------------------------------------------------

pub fn resolution(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let sight = ctx.sight;
    let send = &ctx.send;
    let decision = sight.decision();
    let pending = sight.pending();
    let pname = |id: u32| sight.pending_label(id).get(lang).to_string();
    // Pending effects in the order the rules take them (101.4): the engine says who is next.
    let tp = ctx.turn_player;
    let mut groups: Vec<(bool, PlayerId, Vec<u32>)> = Vec::new();
    for (st, p) in [(true, tp), (true, tp.opponent()), (false, tp), (false, tp.opponent())] {
        let ids: Vec<u32> =
            pending.iter().filter(|e| e.controller == p && e.shield_trigger == st).map(|e| e.id).collect();
        if !ids.is_empty() {
            groups.push((st, p, ids));
        }
    }
    let next = groups.first().map(|(_, p, ids)| (*p, ids.clone()));
    let decision_html = match decision {
        None => html! {},
        Some(d) => {
            let who = player_label(lang, d.player);
            let ui = match &d.kind {
                DecisionKind::Turn => {
                    // Actions worded alike (six copies of one card in hand) are one button with a
                    // count: any of them does the same; a particular copy can still be dragged.
                    let mut acts: Vec<(Action, String, usize)> = Vec::new();
                    for (a, label) in sight.actions(lang) {
                        match acts.iter_mut().find(|(_, l, _)| *l == label) {
                            Some(same) => same.2 += 1,
                            None => acts.push((a, label, 1)),
                        }
                    }
                    html! {
                        <div class="answers">
                            if !acts.is_empty() { <p class="answers__label">{ tr(lang, "Possible actions") }</p> }
                            { for acts.into_iter().map(|(a, label, n)| {
                                let s = send.clone();
                                let end = matches!(a, Action::EndStep);
                                html! {
                                    <button class={classes!("btn", end.then_some("btn--ghost"))} onclick={Callback::from(move |_| s.emit(Msg::Act(a.clone())))}>
                                        { label }
                                        if n > 1 { <span class="btn__count">{ format!(" ×{n}") }</span> }
                                    </button>
                                }
                            }) }
                        </div>
                    }
                }
                DecisionKind::NextPending { options } => {
                    let order = m.order_shown();
                    let n = order.len();
                    html! {
                        <div class="order">
                            <ol class="order__list" aria-label={tr(lang, "Resolve in this order")}>
                                { for order.iter().enumerate().map(|(i, id)| {
                                    let up = send.reform(move |_: MouseEvent| Msg::OrderMove(i, true));
                                    let down = send.reform(move |_: MouseEvent| Msg::OrderMove(i, false));
                                    html! {
                                        <li class={classes!("order__item", (m.order_grab == Some(i)).then_some("order__item--grabbed"))} data-pending={id.to_string()} data-order-index={i.to_string()}>
                                            <span class="order__grip" aria-hidden="true" title={if lang == Lang::Ja { "ドラッグで並べ替え" } else { "Drag to reorder" }} onpointerdown={send.reform(move |_: PointerEvent| Msg::OrderGrab(i))}>{ "⋮⋮" }</span>
                                            <span class="order__text">{ pname(*id) }</span>
                                            <span class="order__btns">
                                                <button class="btn btn--icon" aria-label={format!("{} #{id}", tr(lang, "Move up"))} disabled={i == 0} onclick={up}>{ "▲" }</button>
                                                <button class="btn btn--icon" aria-label={format!("{} #{id}", tr(lang, "Move down"))} disabled={i + 1 == n} onclick={down}>{ "▼" }</button>
                                            </span>
                                        </li>
                                    }
                                }) }
                            </ol>
                            <div class="answers">
                                <button class="btn btn--primary" onclick={send.reform(|_| Msg::ConfirmOrder)}>{ tr(lang, "Resolve in this order") }</button>
                                <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Explore)}>{ tr(lang, "Explore orders") }</button>
                            </div>
                            if options.len() > 1 { <p class="hint">{ if lang == Lang::Ja { "先頭の効果から解決します。エンジンは次の効果を改めて尋ねます。" } else { "The first resolves now; the engine asks again for the next, answered from this order." } }</p> }
                        </div>
                    }
                }
                DecisionKind::Cards { candidates, min, max, .. } => html! {
                    <div class="answers">
                        <p class="answers__label">{ format!("{min}–{max}") }{ if lang == Lang::Ja { "枚: 盤面のハイライトされたカードをクリック" } else { " — click the highlighted cards on the board" } }</p>
                        { for candidates.iter().map(|&c| {
                            let on = ctx.chosen.contains(&c);
                            html! { <button class={classes!("btn", "btn--chip", on.then_some("btn--on"))} aria-pressed={on.to_string()} onclick={send.reform(move |_| Msg::Toggle(c))}>{ sight.name(c, lang) }</button> }
                        }) }
                        <button class="btn btn--primary" onclick={send.reform(|_| Msg::ConfirmChoice)}>{ format!("{} ({})", tr(lang, "Confirm"), m.chosen.len()) }</button>
                    </div>
                },
                DecisionKind::Mana { cost, civilizations, candidates, .. } => html! {
                    <div class="answers">
                        <p class="answers__label">{ format!("{} {cost} · {}", tr(lang, "Cost"), civilizations.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")) }</p>
                        { for candidates.iter().map(|&c| {
                            let on = ctx.chosen.contains(&c);
                            html! { <button class={classes!("btn", "btn--chip", on.then_some("btn--on"))} aria-pressed={on.to_string()} onclick={send.reform(move |_| Msg::Toggle(c))}>{ sight.name(c, lang) }</button> }
                        }) }
                        <button class="btn btn--primary" onclick={send.reform(|_| Msg::ConfirmChoice)}>{ format!("{} ({})", tr(lang, "Confirm"), m.chosen.len()) }</button>
                        <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Auto)}>{ tr(lang, "Auto") }</button>
                    </div>
                },
                DecisionKind::YesNo => html! {
                    <div class="answers">
                        <button class="btn btn--primary" onclick={send.reform(|_| Msg::Act(Action::Answer(horyu_engine::Answer::Yes(true))))}>{ tr(lang, "Yes") }</button>
                        <button class="btn" onclick={send.reform(|_| Msg::Act(Action::Answer(horyu_engine::Answer::Yes(false))))}>{ tr(lang, "No") }</button>
                    </div>
                },
                DecisionKind::Number { min, max } => html! {
                    <div class="answers">
                        { for (*min..=*max).take(21).map(|n| html! {
                            <button class="btn btn--chip" onclick={send.reform(move |_| Msg::Act(Action::Answer(horyu_engine::Answer::Number(n))))}>{ n }</button>
                        }) }
                    </div>
                },
                DecisionKind::Replacement { options } => html! {
                    <div class="answers">
                        { for options.iter().enumerate().map(|(i, o)| html! {
                            <button class="btn" onclick={send.reform(move |_| Msg::Act(Action::Answer(horyu_engine::Answer::Option(i as u32))))}>{ o }</button>
                        }) }
                    </div>
                },
                DecisionKind::Mode { options } => html! {
                    <div class="answers answers--modes">
                        { for options.iter().enumerate().map(|(i, o)| html! {
                            <button class="btn" data-mode={i.to_string()} onclick={send.reform(move |_| Msg::Act(Action::Answer(horyu_engine::Answer::Option(i as u32))))}>{ o.get(lang) }</button>
                        }) }
                    </div>
                },
            };
            html! {
                <div class={classes!("decision", (d.kind != DecisionKind::Turn).then_some("decision--asking"))} data-decision={d.kind.name()}>
                    <p class="decision__who"><span class="decision__badge">{ who }</span>{ " " }{ d.prompt.get(lang) }</p>
                    if let Some(c) = &d.cause { <p class="decision__cause">{ c.get(lang) }</p> }
                    { ui }
                </div>
            }
        }
    };
    let exploration = match &m.exploration {
        // The explorer runs in the worker (up to 8! orders); the board answers meanwhile, and
        // this line (drawn only after 100 ms, in CSS, so a quick answer never flickers) can stop it.
        None if m.exploring.is_some() => html! {
            <p class="explore explore--busy" role="status" data-exploring="">
                <span class="explore__spinner" aria-hidden="true"></span>
                { tr(lang, "Exploring every order…") }
                <button class="btn btn--ghost" data-action="stop-explore" onclick={send.reform(|_| Msg::StopWork)}>{ tr(lang, "Stop") }</button>
            </p>
        },
        None => html! {},
        Some(Err(e)) => html! { <p class="error">{ e }</p> },
        Some(Ok(x)) => {
            // "#1 Bronze-Arm Tribe": the effect's number and its source.
            let effect_name = |id: u32| {
                x.effects
                    .iter()
                    .find(|(e, _)| *e == id)
                    .map(|(_, words)| format!("#{id} {}", words.split(':').next().unwrap_or_default()))
                    .unwrap_or_else(|| format!("#{id}"))
            };
            // Only the board lines that differ between outcomes.
            let differs = |i: usize| x.outcomes.iter().any(|o| o.board.get(i) != x.outcomes[0].board.get(i));
            html! {
                <div class="explore" data-explore="">
                    <p class="explore__head">{ format!("{} {} · {} {}", x.outcomes.len(), tr(lang, "Outcomes"), x.orders, tr(lang, "orders")) }</p>
                    <ol>
                        { for x.outcomes.iter().map(|o| html! {
                            <li class="explore__outcome">
                                <p>{ for o.orders.iter().map(|ord| html! { <span class="explore__order">{ ord.iter().map(|id| effect_name(*id)).collect::<Vec<_>>().join(" → ") }</span> }) }</p>
                                <ul class="explore__board">
                                    { for o.board.iter().enumerate().filter(|(i, _)| differs(*i)).map(|(_, l)| html! { <li>{ l }</li> }) }
                                </ul>
                            </li>
                        }) }
                    </ol>
                </div>
            }
        }
    };
    let last = m.last_action_entries();
    // Inside an action: the entries of the step shown are the trail's last ones.
    let this_step = m.inside.as_ref().map_or(0, |i| i.events_shown() - i.events_before());
    let first_now = last.len().saturating_sub(this_step);
    html! {
        <section class="panel panel--resolution" data-panel="resolution" role="region" aria-labelledby="resolution-title">
            <h2 class="panel__title" id="resolution-title">
                <span>{ tr(lang, "Resolution") }</span>
                { cites(lang, &["605"]) }
            </h2>
            { decision_html }
            { crate::stepping::processing(ctx) }
            <h3 class="panel__sub">{ tr(lang, "Pending effects") }{ cites(lang, &["101.4"]) }</h3>
            if groups.is_empty() {
                <p class="panel__empty">{ tr(lang, "Nothing is waiting to resolve.") }</p>
            } else {
                <ol class="groups">
                    { for groups.iter().map(|(st, p, ids)| {
                        let is_next = next.as_ref().is_some_and(|(np, o)| np == p && o.iter().all(|i| ids.contains(i)));
                        html! {
                            <li class={classes!("group", is_next.then_some("group--next"))}>
                                <p class="group__head">
                                    { if *st { "S-Trigger · " } else { "" } }{ player_label(lang, *p) }
                                    if is_next { <span class="group__tag">{ tr(lang, "Who chooses") }</span> } else { <span class="group__tag group__tag--then">{ tr(lang, "Then") }</span> }
                                </p>
                                <ul>{ for ids.iter().map(|id| html! { <li data-pending={id.to_string()}>{ pname(*id) }</li> }) }</ul>
                            </li>
                        }
                    }) }
                </ol>
            }
            { exploration }
            if !last.is_empty() {
                <h3 class="panel__sub">{ tr(lang, "Last action") }</h3>
                <ol class="trail">
                    { for last.iter().enumerate().map(|(n, e)| html! {
                        <li class={classes!("trail__item", (this_step > 0 && n >= first_now).then_some("trail__item--now"))} style={format!("--depth:{}", e.depth)}>
                            <span>{ &e.text }</span>{ " " }{ cites(lang, &e.rules) }
                            { for e.notes.iter().map(|n| html! { <span class="trail__note">{ n }</span> }) }
                        </li>
                    }) }
                </ol>
            }
        </section>
    }
}

// Log -------------------------------------------------------------------------------------------

pub fn log(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let send = &ctx.send;
    let cursor = m.session.cursor();
    let len = m.session.len();
    let branches = &m.session.history().branches;
    let skip = m.log.len().saturating_sub(400);
    html! {
        <section class="panel panel--log" data-panel="log" role="log" aria-live="off" aria-labelledby="log-title">
            <h2 class="panel__title" id="log-title">
                <span>{ tr(lang, "Game log") }</span>
                <span class="log__moment">{ format!("{} {cursor}/{len}", tr(lang, "Moment")) }</span>
            </h2>
            { crate::stepping::controls(ctx, false) }
            <div class="log__tools">
                <button class="btn" aria-keyshortcuts="Control+Z" disabled={cursor == 0} onclick={send.reform(|_| Msg::Undo)}>{ "↶ " }{ tr(lang, "Undo") }</button>
                <button class="btn" aria-keyshortcuts="Control+Shift+Z" disabled={cursor >= len} onclick={send.reform(|_| Msg::Redo)}>{ tr(lang, "Redo") }{ " ↷" }</button>
                <button class="btn btn--ghost" disabled={cursor == 0} onclick={send.reform(|_| Msg::GoTo(0))}>{ tr(lang, "Setup") }</button>
            </div>
            if !branches.is_empty() {
                <div class="branches" data-branches={branches.len().to_string()}>
                    <p class="panel__sub">{ tr(lang, "Branches") }</p>
                    <ul>
                        { for branches.iter().enumerate().map(|(i, (at, acts))| html! {
                            <li>
                                <span>{ format!("{} {at} → {}", tr(lang, "Moment"), acts.first().map(|a| ctx.sight.action(a, lang)).unwrap_or_default()) }{ format!(" (+{})", acts.len()) }</span>
                                <button class="btn btn--chip" onclick={send.reform(move |_| Msg::Branch(i))}>{ tr(lang, "Switch") }</button>
                            </li>
                        }) }
                    </ul>
                </div>
            }
            if m.log.is_empty() {
                <p class="panel__empty">{ tr(lang, "No actions yet.") }</p>
            } else {
                <ol class="log__list">
                    { for m.log.iter().enumerate().skip(skip).map(|(i, e)| {
                        let a = e.action as usize;
                        // Inside an action, the line is cut at the step shown.
                        let (future, current) = match &m.inside {
                            Some(inside) => (i >= inside.events_shown(), (inside.events_before()..inside.events_shown()).contains(&i)),
                            None => (a > cursor, a == cursor),
                        };
                        let first = i == 0 || m.log[i - 1].action != e.action;
                        html! {
                            <li key={i} class={classes!("log__entry", future.then_some("log__entry--future"), current.then_some("log__entry--now"))} style={format!("--depth:{}", e.depth)}>
                                // The line's button covers the whole line (CSS), but the rule chips sit
                                // beside it, not in it: a chip is a button of its own.
                                <button class="log__btn" data-action={a.to_string()} data-event={i.to_string()} onclick={send.reform(move |_| Msg::GoToEvent(i))}>
                                    <span class="log__text">{ &e.text }</span>
                                    if let Some(c) = &e.cause { <span class="log__cause">{ c }</span> }
                                </button>
                                { cites(lang, &e.rules) }
                                { for e.notes.iter().map(|n| html! { <span class="log__note">{ n }</span> }) }
                                if first && m.embed.is_none() {
                                    <button class="log__share" data-share-moment={a.to_string()} title={tr(lang, "Share this moment")} aria-label={format!("{} {a}", tr(lang, "Share this moment"))} onclick={send.reform(move |_| Msg::Share(Some(a)))}>{ "↗" }</button>
                                }
                            </li>
                        }
                    }) }
                </ol>
            }
        </section>
    }
}

// Scenario bar and gallery ------------------------------------------------------------------------

pub fn scenario(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let send = &ctx.send;
    let Some(run) = &m.scenario else { return html! {} };
    let ruling = &run.ruling;
    let total = run.steps().len();
    let on_line = m.on_scenario_line();
    let cur = run.done.checked_sub(1).map(|k| &run.steps()[k]);
    let upcoming = run.steps().get(run.done);
    html! {
        <section class="scenario" data-panel="scenario" role="region" aria-label={ruling.title(lang).to_string()}>
            <div class="scenario__head">
                <h2 class="scenario__title">{ ruling.title(lang) }</h2>
                <p class="scenario__rules">{ cites(lang, &ruling.rules) }<span class="scenario__source">{ &ruling.source }</span>
                    <button class="btn btn--ghost btn--small scenario__more" aria-expanded={m.about_open.to_string()} onclick={send.reform(|_| Msg::ToggleAbout)}>
                        { if m.about_open { tr(lang, "Less") } else { tr(lang, "More") } }
                    </button>
                </p>
            </div>
            <p class={classes!("scenario__desc", m.about_open.then_some("scenario__desc--open"))}>{ ruling.description(lang) }</p>
            if let Some(why) = &ruling.expect_fail {
                <p class="scenario__known" data-expect-fail="">{ if lang == Lang::Ja { "エンジン未対応（既知）: " } else { "Known engine gap: " } }{ why }</p>
            }
            <div class="scenario__bar">
                <span class="scenario__progress" data-step={run.done.to_string()}>{ format!("{} {} {} {total}", tr(lang, "Step"), run.done, tr(lang, "of")) }</span>
                <button class="btn btn--primary" disabled={run.done >= total || !on_line} onclick={send.reform(|_| Msg::NextStep)}>
                    { tr(lang, "Next step") }{ " ▸" }
                </button>
                <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Restart)}>{ tr(lang, "Restart") }</button>
                if let Some(s) = upcoming.filter(|_| on_line) {
                    <span class="scenario__upcoming"><span class="scenario__label">{ tr(lang, "next") }</span>{ step_words(ctx, run, run.done, s) }</span>
                }
                if !on_line {
                    <span class="scenario__off">{ tr(lang, "The board has left the scenario's line: restart it to step on.") }</span>
                }
            </div>
            if let Some(s) = cur {
                // What the step expected and what happened: one click away, open when it failed, so
                // the board stays in view (issue #16).
                <details class="scenario__step" data-failed={(!s.failures.is_empty()).then_some("true")} open={!s.failures.is_empty()}>
                    <summary class="scenario__what"><strong>{ format!("{} {}: ", tr(lang, "Step"), run.done) }</strong>{ step_words(ctx, run, run.done - 1, s) }
                        { if s.failures.is_empty() { html! { <span class="ok">{ " ✓ " }{ tr(lang, "Passed") }</span> } } else { html! {} } }
                    </summary>
                    <div class="scenario__cols">
                        <div>
                            <p class="panel__sub">{ tr(lang, "Expected") }</p>
                            if ctx.m.perspective.is_some() && !s.expects.is_empty() {
                                // The file's expectations name cards as the judge sees them.
                                <p class="panel__empty">{ tr(lang, "What this step expects may name cards this player can't see: the Judge view shows it.") }</p>
                            } else if s.expects.is_empty() {
                                <p class="panel__empty">{ tr(lang, "Nothing checked at this step.") }</p>
                            } else {
                                <ul class="scenario__expects">
                                    { for s.expects.iter().map(|(en, ja)| html! { <li>{ if lang == Lang::Ja { ja } else { en } }</li> }) }
                                </ul>
                            }
                            // Not even in the page for a player: it names cards as the judge sees them.
                            if ctx.m.perspective.is_none() {
                                <details class="scenario__toml">
                                    <summary>{ tr(lang, "The step in the scenario file (TOML)") }</summary>
                                    <pre class="scenario__expect">{ &s.expect }</pre>
                                </details>
                            }
                        </div>
                        <div>
                            <p class="panel__sub">{ tr(lang, "What happened") }</p>
                            <ul class="scenario__happened">
                                { for m.log.iter().filter(|e| (e.action as usize) > Model::step_end(run, run.done - 1) && (e.action as usize) <= s.end).map(|e| html! { <li>{ &e.text }{ " " }{ cites(lang, &e.rules) }</li> }) }
                            </ul>
                            { for s.failures.iter().map(|f| html! { <p class="error">{ tr(lang, "Failed") }{ ": " }{ f }</p> }) }
                        </div>
                    </div>
                </details>
            }
        </section>
    }
}

/// A ruling step in people's words: what it plays ("Player 1: Use Energy Stream"), and the
/// author's note (in Japanese when the page is and the file has one).
/// Its actions are worded through the perspective's Sight (a hidden card is named by its
/// place), on the board shown.
fn step_words(ctx: &Ctx, run: &crate::model::ScenarioRun, k: usize, s: &crate::model::RulingStep) -> String {
    let lang = ctx.lang;
    let actions = run.actions.get(Model::step_end(run, k)..s.end).unwrap_or_default();
    let said: Vec<String> = actions.iter().map(|a| ctx.sight.said(a, lang)).collect();
    let said = if said.is_empty() {
        tr(lang, "Check the board").to_string()
    } else {
        said.join(if lang == Lang::Ja { "、" } else { "; " })
    };
    let note = s.note(lang);
    if note.is_empty() {
        said
    } else {
        format!("{said} — {note}")
    }
}

/// What screen readers hear after each change: one short sentence, the last thing that
/// happened at the moment shown, as the perspective may be told it (the log's own line). The
/// tray and the panels are not live regions: reading them whole at every step is too long. A
/// refusal is heard through its notice (`role="alert"`).
pub fn announce(ctx: &Ctx) -> Html {
    let text = ctx.m.last_action_entries().last().map(|e| e.text.clone()).unwrap_or_default();
    html! { <div class="sr-only" role="status" aria-live="polite" aria-atomic="true" data-announce="">{ text }</div> }
}

/// A notice or refusal: its sentence, and the rules it cites as chips (the log's form).
pub fn notice_text(lang: Lang, text: &str) -> Html {
    let (text, rules) = crate::cite::split_citations(text);
    html! { <>{ text }{ " " }{ cites(lang, &rules) }</> }
}

pub fn gallery(ctx: &Ctx, results: &[(usize, String, String, String)]) -> Html {
    let lang = ctx.lang;
    let send = &ctx.send;
    let oninput = send.reform(|e: InputEvent| {
        let v = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .map(|i| i.value())
            .unwrap_or_default();
        Msg::Query(v)
    });
    html! {
        <div class="gallery" role="dialog" aria-modal="true" aria-labelledby="gallery-title" data-panel="gallery">
            <div class="gallery__box">
                <header class="gallery__head">
                    <h2 id="gallery-title">{ tr(lang, "Rulings") }
                        // No count before the gallery has arrived: 0 would be wrong.
                        if ctx.m.rulings.ready().is_some() { <span class="gallery__count">{ results.len() }</span> }
                    </h2>
                    <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Gallery(false))}>{ tr(lang, "Close") }</button>
                </header>
                <input class="gallery__search" type="search" id="gallery-search" placeholder={tr(lang, "Search rulings")} aria-label={tr(lang, "Search rulings")} value={ctx.m.query.clone()} oninput={oninput} />
                if let Some(why) = ctx.m.rulings.failed() {
                    <p class="error" role="alert">{ why }{ " " }
                        <button class="btn btn--ghost btn--small" onclick={send.reform(|_| Msg::RetryRulings)}>{ tr(lang, "Try again") }</button>
                    </p>
                } else if ctx.m.rulings.ready().is_none() {
                    <p class="panel__empty" role="status" data-loading="rulings">{ tr(lang, "Loading the rulings…") }</p>
                }
                <ul class="gallery__list">
                    { for results.iter().map(|(i, name, title, rules)| {
                        let i = *i;
                        html! {
                            <li class="gallery__entry">
                                <button class="gallery__item" data-scenario={name.clone()} onclick={send.reform(move |_| Msg::OpenScenario(i))}>
                                    <span class="gallery__title">{ title }</span>
                                </button>
                                <span class="gallery__rules">{ cites(lang, &rules.split_whitespace().collect::<Vec<_>>()) }</span>
                            </li>
                        }
                    }) }
                </ul>
            </div>
        </div>
    }
}

// Top bar --------------------------------------------------------------------------------------

fn radios<T: Clone + PartialEq + 'static>(
    name: &'static str,
    label: &'static str,
    options: Vec<(T, &'static str)>,
    current: T,
    send: &Callback<Msg>,
    msg: fn(T) -> Msg,
) -> Html {
    // One Tab stop per group (the checked option); the arrow keys move the choice inside it
    // and focus follows, as a WAI-ARIA radio group does.
    let values: Vec<T> = options.iter().map(|(v, _)| v.clone()).collect();
    let at = values.iter().position(|v| *v == current).unwrap_or(0);
    let onkeydown = {
        let send = send.clone();
        Callback::from(move |e: KeyboardEvent| {
            let n = values.len();
            let to = match e.key().as_str() {
                "ArrowRight" | "ArrowDown" => (at + 1) % n,
                "ArrowLeft" | "ArrowUp" => (at + n - 1) % n,
                "Home" => 0,
                "End" => n - 1,
                _ => return,
            };
            e.prevent_default();
            e.stop_propagation();
            // (Yew delegates events: `current_target` is its root, so the group is found from
            // the button pressed.)
            let group = e
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .and_then(|b| b.closest("[role=\"radiogroup\"]").ok().flatten());
            if let Some(b) = group
                .and_then(|g| g.children().item(to as u32))
                .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok())
            {
                let _ = b.focus();
            }
            send.emit(msg(values[to].clone()));
        })
    };
    html! {
        <div class="seg" role="radiogroup" aria-label={label} data-control={name} onkeydown={onkeydown}>
            { for options.into_iter().map(|(v, text)| {
                let on = v == current;
                let s = send.clone();
                html! {
                    <button class={classes!("seg__opt", on.then_some("seg__opt--on"))} role="radio" aria-checked={on.to_string()} tabindex={if on { "0" } else { "-1" }} onclick={Callback::from(move |_| s.emit(msg(v.clone())))}>{ text }</button>
                }
            }) }
        </div>
    }
}

pub fn topbar(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let m = ctx.m;
    let send = &ctx.send;
    let t = |s| tr(lang, s);
    html! {
        <header class="topbar">
            <a class="skip-link" href="#board" onclick={Callback::from(|e: MouseEvent| {
                // Focus the board without changing the address: its fragment may be a link.
                e.prevent_default();
                if let Some(b) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id("board"))
                    .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok())
                {
                    let _ = b.focus();
                }
            })}>{ t("Skip to the board") }</a>
            <h1 class="brand">
                <span class="brand__mark" aria-hidden="true">{ "H" }</span>
                <span class="brand__name">{ "Horyu" }</span>
            </h1>
            <button class="btn menu-toggle" data-action="menu" aria-expanded={m.menu_open.to_string()} aria-controls="controls" onclick={send.reform(|_| Msg::ToggleMenu)}>
                { "☰ " }{ if lang == Lang::Ja { "メニュー" } else { "Menu" } }
            </button>
            <nav id="controls" class={classes!("controls", m.menu_open.then_some("controls--open"))} aria-label="Controls">
                { radios("mode", t("Mode"), vec![(Mode::Rules, t("Rules")), (Mode::Sandbox, t("Sandbox"))], m.mode, send, Msg::Mode) }
                { radios("view", t("View"), vec![(None, t("Judge")), (Some(PlayerId::P1), player_label(lang, PlayerId::P1)), (Some(PlayerId::P2), player_label(lang, PlayerId::P2))], m.perspective, send, Msg::Perspective) }
                { radios("ruleset", t("Ruleset"), vec![(Ruleset::Current, t("Current rules")), (Ruleset::Legacy, t("Legacy rules"))], ctx.ruleset, send, Msg::Ruleset) }
                <button class="btn btn--ghost" onclick={send.reform(|_| Msg::Compare)}>{ t("Compare") }</button>
                { radios("lang", t("Language"), vec![(Lang::En, "EN"), (Lang::Ja, "JA")], lang, send, Msg::Lang) }
                <button class="btn" data-action="new-game" onclick={send.reform(|_| Msg::NewGame)}>{ t("New game") }</button>
                <button class="btn" data-action="sessions" onclick={send.reform(|_| Msg::Sessions(crate::sessions::Msg::Panel(true)))}>{ t("Sessions") }</button>
                <button class="btn" data-action="card-editor" onclick={send.reform(|_| Msg::OpenEditor(None))}>{ t("Card editor") }</button>
                <button class="btn btn--primary" data-action="rulings" onclick={send.reform(|_| Msg::Gallery(true))}>{ t("Rulings") }</button>
                <button class="btn" data-action="share" onclick={send.reform(|_| Msg::Share(None))}>{ t("Share") }</button>
            </nav>
        </header>
    }
}

pub fn comparison(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    if ctx.m.comparison.is_none() && ctx.m.comparing.is_some() {
        // The worker replays the line under the other rules; drawn after 100 ms (CSS).
        return html! {
            <section class="compare" data-panel="compare" role="region" aria-label={tr(lang, "Compare")}>
                <p class="explore explore--busy" role="status" data-comparing="">
                    <span class="explore__spinner" aria-hidden="true"></span>
                    { tr(lang, "Replaying the line under the other rules…") }
                    <button class="btn btn--ghost" data-action="stop-compare" onclick={ctx.send.reform(|_| Msg::StopWork)}>{ tr(lang, "Stop") }</button>
                </p>
            </section>
        };
    }
    let Some(c) = &ctx.m.comparison else { return html! {} };
    let rows: Vec<(String, String)> = c
        .boards
        .as_ref()
        .map(|(a, b)| a.iter().zip(b).filter(|(x, y)| x != y).map(|(x, y)| (x.clone(), y.clone())).collect())
        .unwrap_or_default();
    let other = if ctx.ruleset == Ruleset::Current { "Legacy rules" } else { "Current rules" };
    html! {
        <section class="compare" data-panel="compare" role="region" aria-label={tr(lang, "Compare")}>
            <header class="compare__head">
                <strong>{ tr(lang, "Compare") }{ ": " }{ words::ruleset(ctx.ruleset, lang) }{ " ⇄ " }{ tr(lang, other) }</strong>
                <button class="btn btn--ghost" onclick={ctx.send.reform(|_| Msg::CloseCompare)}>{ tr(lang, "Close") }</button>
            </header>
            if let Some((i, e)) = &c.refused_at { <p class="error">{ format!("{} {}: {e}", tr(lang, "Refused under the other rules at action"), i + 1) }</p> }
            { match c.differs_at {
                None => html! { <p>{ tr(lang, "No difference.") }</p> },
                Some(n) => html! {
                    <>
                        <p>{ format!("{} {n}", tr(lang, "Differs first at moment")) }</p>
                        <table class="compare__table">
                            <thead><tr><th>{ tr(lang, if ctx.ruleset == Ruleset::Current { "Current rules" } else { "Legacy rules" }) }</th><th>{ tr(lang, other) }</th></tr></thead>
                            <tbody>{ for rows.iter().map(|(a, b)| html! { <tr><td>{ a }</td><td>{ b }</td></tr> }) }</tbody>
                        </table>
                    </>
                },
            } }
        </section>
    }
}

// Sharing, the banner and embed mode ------------------------------------------------------------

/// A link or an import that could not be opened: the reason, until dismissed.
pub fn banner(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let send = &ctx.send;
    html! {
        <>
            if let Some(text) = &ctx.m.banner {
                <div class="banner" role="alert" data-banner="">
                    <span class="banner__text">{ text }</span>
                    <button class="btn btn--ghost banner__close" data-action="dismiss" onclick={send.reform(|_| Msg::DismissBanner)}>{ tr(lang, "Dismiss") }</button>
                </div>
            }
            if ctx.m.opening {
                <div class="banner banner--info" role="status" data-opening="">
                    <span class="banner__text">{ tr(lang, "Opening the link…") }</span>
                </div>
            }
            if ctx.m.restore.is_some() && ctx.m.embed.is_none() {
                <div class="banner banner--info" role="status" data-restore="">
                    <span class="banner__text">{ tr(lang, "A shared link opened. Your own session is kept aside.") }</span>
                    <span class="banner__actions">
                        <button class="btn" data-action="restore" onclick={send.reform(|_| Msg::RestoreOwn)}>{ tr(lang, "Back to my session") }</button>
                        <button class="btn btn--ghost" onclick={send.reform(|_| Msg::DismissRestore)}>{ tr(lang, "Dismiss") }</button>
                    </span>
                </div>
            }
        </>
    }
}

fn select_all(e: FocusEvent) {
    if let Some(t) = e.target() {
        if let Ok(i) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t.clone()) {
            i.select();
        } else if let Ok(a) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlTextAreaElement>(t) {
            a.select();
        }
    }
}

/// The share panel: the link (copied, or selected to copy), the embed snippet, and a box to
/// open a link (the link is the export format; the CLI converts it to and from JSON).
pub fn share(ctx: &Ctx) -> Html {
    let lang = ctx.lang;
    let send = &ctx.send;
    let Some(p) = &ctx.m.share else { return html! {} };
    let url = format!("{}{}", ctx.page, p.fragment);
    let snippet = p.snippet.html(&ctx.page, &p.fragment);
    let copy = {
        let copy = ctx.copy.clone();
        let url = url.clone();
        Callback::from(move |_: MouseEvent| copy.emit((url.clone(), "[data-share=\"link\"]")))
    };
    let copy_snippet = {
        let copy = ctx.copy.clone();
        let snippet = snippet.clone();
        Callback::from(move |_: MouseEvent| copy.emit((snippet.clone(), "[data-share=\"embed\"]")))
    };
    let status = match p.copied {
        Some(true) => tr(lang, "Copied."),
        Some(false) => tr(lang, "The clipboard is not available: the text is selected, copy it with Ctrl+C."),
        None => "",
    };
    let title = match p.moment {
        Some(n) => format!("{} {n}", tr(lang, "Share this moment")),
        None => tr(lang, "Share").to_string(),
    };
    let oninput = send.reform(|e: InputEvent| {
        let v = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlTextAreaElement>(t).ok())
            .map(|i| i.value())
            .unwrap_or_default();
        Msg::ImportText(v)
    });
    html! {
        <div class="gallery share" role="dialog" aria-modal="true" aria-labelledby="share-title" data-panel="share">
            <div class="gallery__box share__box">
                <header class="gallery__head">
                    <h2 id="share-title">{ title }</h2>
                    <button class="btn btn--ghost" onclick={send.reform(|_| Msg::CloseShare)}>{ tr(lang, "Close") }</button>
                </header>
                <p class="panel__sub">{ tr(lang, "Link") }<span class="share__len">{ format!(" · {} {}", p.fragment.len(), tr(lang, "characters")) }</span></p>
                <div class="share__row">
                    <input class="share__field" type="text" readonly=true value={url} data-share="link" aria-label={tr(lang, "Link")} onfocus={Callback::from(select_all)} />
                    <button class="btn btn--primary" data-action="copy" onclick={copy}>{ tr(lang, "Copy") }</button>
                </div>
                <p class="share__status" data-copied={p.copied.map(|c| c.to_string())} aria-live="polite">{ status }</p>
                <p class="panel__sub">{ tr(lang, "Embed") }</p>
                <div class="share__row">
                    <textarea class="share__field share__code" readonly=true rows="3" data-share="embed" aria-label={tr(lang, "Embed")} value={snippet} onfocus={Callback::from(select_all)} />
                    <button class="btn" data-action="copy-embed" onclick={copy_snippet}>{ tr(lang, "Copy") }</button>
                </div>
                { crate::embed::snippet_controls(ctx, &p.snippet) }
                <p class="panel__sub">{ tr(lang, "Download") }</p>
                <div class="share__row share__downloads">
                    <button class="btn" data-action="download-svg" onclick={send.reform(|_| Msg::Download(Export::Svg))}>{ tr(lang, "SVG diagram") }</button>
                    <button class="btn" data-action="download-scenario" onclick={send.reform(|_| Msg::Download(Export::Scenario))}>{ tr(lang, "Scenario (.toml)") }</button>
                    <button class="btn" data-action="download-json" onclick={send.reform(|_| Msg::Download(Export::Json))}>{ tr(lang, "Session (.json)") }</button>
                </div>
                <p class="panel__sub">{ tr(lang, "Open a link or JSON") }</p>
                <textarea class="share__field share__code" rows="3" data-share="import" aria-label={tr(lang, "Open a link or JSON")} placeholder="https://…/#link=SFkB…  {\"history\": …}" value={p.import.clone()} oninput={oninput} />
                <div class="share__row">
                    <button class="btn btn--primary" data-action="import" onclick={send.reform(|_| Msg::Import)}>{ tr(lang, "Open") }</button>
                    <label class="btn editor__file">{ tr(lang, "Open a file") }
                        <input type="file" accept=".json,application/json,.txt" data-action="import-file" onchange={ctx.open_file.clone()} />
                    </label>
                </div>
            </div>
        </div>
    }
}
