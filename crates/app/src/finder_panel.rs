//! The card finder (issue #39), in the module the page loads on demand (bin/editor.rs): every
//! card of the card pool, found by words of its name (English or Japanese) and filtered by
//! civilization, type, cost, race and set; each shows what the engine says of its abilities and
//! what it does not model yet. "Add" puts copies into a zone of either player, "Make a variant"
//! opens the card editor on a copy. The pool (`pool.bin`) is fetched when the finder first
//! opens, never by the first load. It owns its state; the page hears [`EditorOut::PutPool`],
//! [`EditorOut::VariantOf`] and `Close`, and answers with [`FinderInit::status`].
//!
//! A found card can also be dragged by its grip onto any zone of the board: while it is
//! dragged the finder fades out of the way (and out of hit testing), the zone under the
//! pointer is marked, and the drop asks the page to put the copies there, as Add does.

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

/// How far (CSS pixels, |dx| + |dy|) a press on a grip moves before it is a drag.
const THRESHOLD: i32 = 5;

/// A found card dragged by its grip towards a zone of the board: start, move, end, cancel, as
/// the board's own drag (app/drag.rs). The finder and the board are two modules, so the drop
/// target is found in the page's document under the pointer, by its `data-zone`.
#[derive(Default)]
struct CardDrag {
    card: Option<horyu_engine::CardDefId>,
    start: (i32, i32),
    active: bool,
    /// A label with the card's name that follows the pointer.
    ghost: Option<web_sys::HtmlElement>,
    /// The zone under the pointer, marked `is-over`.
    over: Option<web_sys::Element>,
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// The zone of the board under a point, if any (the finder takes no hits while dragging).
fn zone_at(x: i32, y: i32) -> Option<(ZoneRef, web_sys::Element)> {
    let el = document()?.element_from_point(x as f32, y as f32)?;
    let zone = el.closest("[data-zone]").ok()??;
    Some((ZoneRef::parse(&zone.get_attribute("data-zone")?)?, zone))
}

impl CardDrag {
    fn start(&mut self, card: horyu_engine::CardDefId, e: &PointerEvent) {
        self.cancel();
        self.card = Some(card);
        self.start = (e.client_x(), e.client_y());
        if let Some(el) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
            let _ = el.set_pointer_capture(e.pointer_id());
        }
    }

    /// Past the threshold the finder fades and a ghost follows; the zone under it is marked.
    fn move_to(&mut self, e: &PointerEvent, name: &str) {
        if self.card.is_none() {
            return;
        }
        let (x, y) = (e.client_x(), e.client_y());
        if !self.active {
            if (x - self.start.0).abs() + (y - self.start.1).abs() < THRESHOLD {
                return;
            }
            self.active = true;
            set_fading(true);
            self.ghost = ghost(name);
        }
        if let Some(g) = &self.ghost {
            let _ = g.style().set_property("transform", &format!("translate({}px, {}px)", x + 8, y + 8));
        }
        let over = zone_at(x, y).map(|(_, el)| el);
        if self.over != over {
            if let Some(o) = self.over.take() {
                let _ = o.class_list().remove_1("is-over");
            }
            if let Some(o) = &over {
                let _ = o.class_list().add_1("is-over");
            }
            self.over = over;
        }
    }

    /// The drop: the zone under the pointer, if the press became a drag and ended on one.
    fn end(&mut self, e: &PointerEvent) -> Option<(horyu_engine::CardDefId, ZoneRef)> {
        let (card, active) = (self.card?, self.active);
        // Looked up while the finder still takes no hits: after, it covers the board again.
        let to = zone_at(e.client_x(), e.client_y()).filter(|_| active).map(|(to, _)| to);
        self.cancel();
        Some((card, to?))
    }

    fn cancel(&mut self) {
        if let Some(g) = self.ghost.take() {
            g.remove();
        }
        if let Some(o) = self.over.take() {
            let _ = o.class_list().remove_1("is-over");
        }
        if self.active {
            set_fading(false);
        }
        *self = CardDrag::default();
    }
}

/// The finder out of the way of a drag: see-through and not hit by the pointer.
fn set_fading(on: bool) {
    let Some(el) = document().and_then(|d| d.query_selector("[data-panel=\"finder\"]").ok().flatten()) else {
        return;
    };
    let _ = if on {
        el.class_list().add_1("finder--dragging")
    } else {
        el.class_list().remove_1("finder--dragging")
    };
}

fn ghost(name: &str) -> Option<web_sys::HtmlElement> {
    let d = document()?;
    let g = d.create_element("div").ok()?.dyn_into::<web_sys::HtmlElement>().ok()?;
    g.set_class_name("finder__ghost");
    g.set_text_content(Some(name));
    let _ = g.set_attribute("aria-hidden", "true");
    d.body()?.append_child(&g).ok()?;
    Some(g)
}

/// The pointer handlers of one found card's grip.
fn grip(
    drag: &std::rc::Rc<std::cell::RefCell<CardDrag>>,
    card: horyu_engine::CardDefId,
    name: String,
    count: u32,
    on: &Callback<EditorOut>,
) -> Html {
    let down = {
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" && e.button() != 0 {
                return;
            }
            e.prevent_default();
            drag.borrow_mut().start(card, &e);
        })
    };
    let moved = {
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| drag.borrow_mut().move_to(&e, &name))
    };
    let up = {
        let (drag, on) = (drag.clone(), on.clone());
        Callback::from(move |e: PointerEvent| {
            let dropped = drag.borrow_mut().end(&e);
            if let Some((card, to)) = dropped {
                on.emit(EditorOut::PutPool { card, to, count });
            }
        })
    };
    let cancel = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| drag.borrow_mut().cancel())
    };
    html! {
        <span class="finder__grip" data-finder="grip" aria-hidden="true"
            onpointerdown={down} onpointermove={moved} onpointerup={up} onpointercancel={cancel}>{ "⋮⋮" }</span>
    }
}

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
    let drag = use_mut_ref(CardDrag::default);
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
                        { for found.iter().take(SHOWN).map(|c| card_row(lang, pool, c, to, n, *open == Some(c.id), &open, &p.on, &drag)) }
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
                    <span title={t("Or drag a card by its grip onto any zone of the board")}>{ t("Add to") }</span>
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
    drag: &std::rc::Rc<std::cell::RefCell<CardDrag>>,
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
                { grip(drag, id, lang.or_english(&name, &name_ja).to_string(), count, on) }
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
