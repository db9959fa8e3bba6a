//! The card finder (issue #39), in the module the page loads on demand (bin/editor.rs): every
//! card of the card pool, found by words of its name (English or Japanese) and filtered by
//! civilization, type, cost, race and set; each shows what the engine says of its abilities and
//! what it does not model yet. "Add" puts copies into a zone of either player, "Make a variant"
//! opens the card editor on a copy. The pool (`pool.bin`) is fetched when the finder first
//! opens, never by the first load. It owns its state; the page hears [`EditorOut::PutPool`],
//! [`EditorOut::VariantOf`] and `Close`, and answers with [`FinderInit::status`].

use std::rc::Rc;
use std::sync::Arc;

use horyu_app::editor_link::{EditorOut, FinderInit};
use horyu_app::i18n::{tr, trf};
use horyu_app::labels::{civ_color, civ_label, type_label, zone_label};
use horyu_engine::card::pool::{self, Pool, PoolCard, Query};
use horyu_engine::card::{CardDef, CardType, Civilization};
use horyu_engine::words::{self, Lang};
use horyu_engine::{PlayerId, Zone, ZoneRef};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The pool's file beside the app (written by `horyu pool write` as Trunk builds).
pub const FILE: &str = "pool.bin";
/// Results shown at once: a narrower search shows the rest.
const SHOWN: usize = 60;
/// The zones a card may be added to.
/// (Select values are the engine's keys: the page's release build has no `Debug` text.)
const ZONES: [Zone; 6] = [Zone::Hand, Zone::Battle, Zone::Mana, Zone::Shields, Zone::Graveyard, Zone::Deck];
/// The finder's own style sheet, written into the panel: the first load carries none of it.
const STYLE: &str = include_str!("../../../web/finder.css");
const TYPES: [CardType; 4] =
    [CardType::Creature, CardType::EvolutionCreature, CardType::Spell, CardType::CrossGear];

#[derive(Properties, PartialEq)]
pub struct FinderProps {
    pub init: Rc<FinderInit>,
    pub on: Callback<EditorOut>,
}

#[derive(Clone)]
enum Phase {
    Loading,
    Failed(String),
    Ready(Arc<Pool>),
}

impl PartialEq for Phase {
    fn eq(&self, other: &Phase) -> bool {
        match (self, other) {
            (Phase::Loading, Phase::Loading) => true,
            (Phase::Failed(a), Phase::Failed(b)) => a == b,
            (Phase::Ready(a), Phase::Ready(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// The pool, fetched once per page and kept by the engine ([`pool::install`]).
async fn load(lang: Lang) -> Result<Arc<Pool>, String> {
    if let Some(pool) = pool::installed() {
        return Ok(pool);
    }
    let bytes = horyu_app::fetch::bytes(FILE).await.map_err(|f| f.say(lang))?;
    let pool = Pool::from_bytes(&bytes).map_err(|e| format!("{FILE}: {e}"))?;
    Ok(pool::install(pool))
}

fn value_of(e: &Event) -> String {
    let t = e.target();
    t.clone()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| i.value())
        .or_else(|| t.and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value()))
        .unwrap_or_default()
}

fn checked(e: &Event) -> bool {
    e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).is_some_and(|i| i.checked())
}

#[function_component(FinderPanel)]
pub fn finder_panel(p: &FinderProps) -> Html {
    let lang = if p.init.ja { Lang::Ja } else { Lang::En };
    let phase = use_state(|| Phase::Loading);
    let query = use_state(Query::default);
    let player = use_state(|| PlayerId::P1);
    let zone = use_state(|| Zone::Hand);
    let count = use_state(|| 1u32);
    let open = use_state(|| None::<horyu_engine::CardDefId>);
    {
        let phase = phase.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                phase.set(match load(lang).await {
                    Ok(pool) => Phase::Ready(pool),
                    Err(why) => Phase::Failed(why),
                });
            });
        });
    }
    let t = |s| tr(lang, s);
    let set_query = |f: fn(&mut Query, &Event)| {
        let query = query.clone();
        Callback::from(move |e: Event| {
            let mut q = (*query).clone();
            f(&mut q, &e);
            query.set(q);
        })
    };
    let on_text = {
        let query = query.clone();
        Callback::from(move |e: InputEvent| {
            let mut q = (*query).clone();
            q.text = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                .map(|i| i.value())
                .unwrap_or_default();
            query.set(q);
        })
    };
    let civ_toggle = |c: Civilization| {
        let query = query.clone();
        Callback::from(move |e: Event| {
            let mut q = (*query).clone();
            q.civilizations.retain(|x| *x != c);
            if checked(&e) {
                q.civilizations.push(c);
            }
            query.set(q);
        })
    };
    let number = |s: String| s.trim().parse::<u32>().ok();
    let body = match &*phase {
        Phase::Loading => html! { <p role="status" data-finder="loading">{ t("Loading the cards…") }</p> },
        Phase::Failed(why) => html! { <p class="error" role="alert" data-finder="failed">{ why }</p> },
        Phase::Ready(pool) => {
            let found = pool.search(&query);
            let to = ZoneRef::new(*player, *zone);
            let n = *count;
            let cov = pool.coverage().total;
            html! {
                <>
                    <p class="finder__summary" data-finder="summary">
                        { trf(lang, "{0} cards of the English sets; {1} fully modelled. {2} found.", &[&cov.cards, &cov.modelled, &found.len()]) }
                    </p>
                    <ul class="finder__results" data-finder="results">
                        { for found.iter().take(SHOWN).map(|c| card_row(lang, pool, c, to, n, *open == Some(c.id), &open, &p.on)) }
                    </ul>
                    if found.len() > SHOWN {
                        <p class="finder__more">{ trf(lang, "and {0} more: add words or filters to narrow the search.", &[&(found.len() - SHOWN)]) }</p>
                    }
                </>
            }
        }
    };
    let sets: Vec<String> = match &*phase {
        Phase::Ready(pool) => pool.sets().into_iter().map(String::from).collect(),
        _ => Vec::new(),
    };
    html! {
        <div class="gallery finder" role="dialog" aria-modal="true" aria-labelledby="finder-title" data-panel="finder">
            <style>{ STYLE }</style>
            <div class="gallery__box finder__box">
                <header class="gallery__head">
                    <h2 id="finder-title">{ t("Find cards") }</h2>
                    <button class="btn btn--ghost" data-action="finder-close" onclick={p.on.reform(|_| EditorOut::Close)}>{ t("Close") }</button>
                </header>
                <div class="finder__filters">
                    <input class="finder__search" type="search" data-finder="search" autofocus=true
                        aria-label={t("Card name")} placeholder={t("Name, in English or Japanese")}
                        value={query.text.clone()} oninput={on_text} />
                    <fieldset class="finder__civs">
                        <legend>{ t("Civilization") }</legend>
                        { for Civilization::FIVE.into_iter().chain([Civilization::Zero]).map(|c| html! {
                            <label class="finder__civ" title={civ_label(lang, c)}>
                                <input type="checkbox" data-civ={c.name()} checked={query.civilizations.contains(&c)} onchange={civ_toggle(c)} />
                                <span class="civ-dot" style={format!("background:{}", civ_color(c))}></span>
                                <span class="finder__civ-name">{ civ_label(lang, c) }</span>
                            </label>
                        }) }
                    </fieldset>
                    <label class="finder__field">{ t("Type") }
                        <select data-finder="type" onchange={set_query(|q, e| q.card_type = TYPES.into_iter().find(|t| t.name() == value_of(e)))}>
                            <option value="" selected={query.card_type.is_none()}>{ t("Any") }</option>
                            { for TYPES.into_iter().map(|ty| html! { <option value={ty.name()} selected={query.card_type == Some(ty)}>{ type_label(lang, ty) }</option> }) }
                        </select>
                    </label>
                    <label class="finder__field finder__field--cost">{ t("Cost") }
                        <input type="number" min="0" max="99" inputmode="numeric" data-finder="cost-min" aria-label={t("Lowest cost")} value={query.cost_min.map(|c| c.to_string()).unwrap_or_default()} onchange={{ let query = query.clone(); Callback::from(move |e: Event| { let mut q = (*query).clone(); q.cost_min = number(value_of(&e)); query.set(q); }) }} />
                        { "–" }
                        <input type="number" min="0" max="99" inputmode="numeric" data-finder="cost-max" aria-label={t("Highest cost")} value={query.cost_max.map(|c| c.to_string()).unwrap_or_default()} onchange={{ let query = query.clone(); Callback::from(move |e: Event| { let mut q = (*query).clone(); q.cost_max = number(value_of(&e)); query.set(q); }) }} />
                    </label>
                    <label class="finder__field">{ t("Race") }
                        <input type="text" data-finder="race" value={query.race.clone()} onchange={set_query(|q, e| q.race = value_of(e))} />
                    </label>
                    <label class="finder__field">{ t("Set") }
                        <select data-finder="set" onchange={set_query(|q, e| q.set = value_of(e))}>
                            <option value="" selected={query.set.is_empty()}>{ t("Any") }</option>
                            { for sets.iter().map(|s| html! { <option value={s.clone()} selected={query.set == *s}>{ s }</option> }) }
                        </select>
                    </label>
                    <label class="finder__check">
                        <input type="checkbox" data-finder="modelled" checked={query.fully_modelled} onchange={set_query(|q, e| q.fully_modelled = checked(e))} />
                        { t("Fully modelled only") }
                    </label>
                </div>
                <div class="finder__put" role="group" aria-label={t("Where Add puts cards")}>
                    <span>{ t("Add to") }</span>
                    <select data-finder="player" aria-label={t("Player")} onchange={{ let player = player.clone(); Callback::from(move |e: Event| player.set(if value_of(&e) == "p2" { PlayerId::P2 } else { PlayerId::P1 })) }}>
                        { for [PlayerId::P1, PlayerId::P2].into_iter().map(|pl| html! { <option value={pl.key()} selected={*player == pl}>{ words::player(pl, lang) }</option> }) }
                    </select>
                    <select data-finder="zone" aria-label={t("Zone")} onchange={{ let zone = zone.clone(); Callback::from(move |e: Event| { if let Some(z) = ZONES.into_iter().find(|z| z.key() == value_of(&e)) { zone.set(z) } }) }}>
                        { for ZONES.into_iter().map(|z| html! { <option value={z.key()} selected={*zone == z}>{ zone_label(lang, z) }</option> }) }
                    </select>
                    <label class="finder__count">{ "×" }
                        <input type="number" min="1" max="40" inputmode="numeric" data-finder="count" aria-label={t("Copies")} value={count.to_string()}
                            onchange={{ let count = count.clone(); Callback::from(move |e: Event| count.set(value_of(&e).trim().parse::<u32>().unwrap_or(1).clamp(1, 40))) }} />
                    </label>
                    if let Some((text, error)) = &p.init.status {
                        <span class={classes!("finder__status", error.then_some("error"))} role="status" data-finder="status">{ text }</span>
                    }
                </div>
                <div class="finder__list">{ body }</div>
            </div>
        </div>
    }
}

/// One found card: its face line, and when opened, what it does and what is not modelled.
#[allow(clippy::too_many_arguments)]
fn card_row(
    lang: Lang,
    pool: &Pool,
    c: &PoolCard,
    to: ZoneRef,
    count: u32,
    is_open: bool,
    open: &UseStateHandle<Option<horyu_engine::CardDefId>>,
    on: &Callback<EditorOut>,
) -> Html {
    let Some(def) = pool.def(c.id) else { return html! {} };
    let id = c.id;
    let name = def.full_name();
    let name_ja = def.full_name_ja();
    let f = &def.front;
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(if is_open { None } else { Some(id) }))
    };
    let add_label = trf(lang, "Add {0}", &[&lang.or_english(&name, &name_ja)]);
    html! {
        <li class={classes!("finder__card", is_open.then_some("finder__card--open"))} data-card={id.0.to_string()} data-modelled={c.fully_modelled().to_string()}>
            <div class="finder__row">
                <button class="finder__name" aria-expanded={is_open.to_string()} onclick={toggle}>
                    <span class="finder__dots">{ for f.civilizations.iter().map(|x| html! { <span class="civ-dot" style={format!("background:{}", civ_color(*x))} title={civ_label(lang, *x)}></span> }) }</span>
                    <span class="finder__cost">{ f.cost }</span>
                    <span class="finder__title">
                        <span class="finder__en">{ &name }</span>
                        if !name_ja.is_empty() { <span class="finder__ja" lang="ja">{ &name_ja }</span> }
                    </span>
                    <span class="finder__kind">
                        { type_label(lang, f.card_type) }
                        if let Some(pw) = f.power { { " · " }{ pw }{ if f.power_plus { "+" } else { "" } } }
                    </span>
                </button>
                <span class="finder__print">{ format!("{} {}", c.printing.set, c.printing.number) }</span>
                if !c.fully_modelled() { <span class="finder__partly" title={tr(lang, "Part of its text is not modelled yet")}>{ tr(lang, "partly") }</span> }
                <button class="btn btn--small btn--primary" data-action="finder-add" aria-label={add_label}
                    onclick={on.reform(move |_| EditorOut::PutPool { card: id, to, count })}>{ tr(lang, "Add") }</button>
            </div>
            if is_open { { details(lang, &def, c, on) } }
        </li>
    }
}

fn details(lang: Lang, def: &CardDef, c: &PoolCard, on: &Callback<EditorOut>) -> Html {
    let id = c.id;
    let join = horyu_app::i18n::comma(lang);
    html! {
        <div class="finder__detail" data-finder="detail">
            { for def.faces().map(|(_, f)| html! {
                <div class="finder__face">
                    if def.twin.is_some() || def.back.is_some() { <h3>{ &f.name }</h3> }
                    if !f.races.is_empty() {
                        <p class="finder__races">{ f.races.join(" / ") }</p>
                    }
                    if !f.keywords.is_empty() {
                        <p>{ f.keywords.iter().map(|k| words::keyword(k, lang)).collect::<Vec<_>>().join(join) }</p>
                    }
                    <ul>{ for f.abilities.iter().map(|a| html! { <li>{ lang.or_english(&a.text, &a.text_ja).to_string() }</li> }) }</ul>
                </div>
            }) }
            if !c.lacks.is_empty() {
                <ul class="finder__lacks" data-finder="lacks">
                    { for c.lacks.iter().map(|l| html! {
                        <li><strong>{ tr(lang, "Not modelled:") }</strong>{ " " }{ lang.or_english(&l.text, &l.text_ja).to_string() }</li>
                    }) }
                </ul>
            }
            if !c.reprints.is_empty() {
                <p class="finder__reprints">{ tr(lang, "Also printed in") }{ " " }{ c.reprints.join(join) }</p>
            }
            <button class="btn btn--small" data-action="finder-variant" onclick={on.reform(move |_| EditorOut::VariantOf(id))}>{ tr(lang, "Make a variant") }</button>
        </div>
    }
}
