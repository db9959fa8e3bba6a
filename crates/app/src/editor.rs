//! The card editor: a form over the engine's card schema, the same card as TOML beside it, and a
//! live preview. Both sides edit one draft: the form writes the TOML, and TOML that reads as a
//! valid card updates the form. The TOML is written and read by the worker module (the first
//! load has no TOML parser): each change asks it once, and only the answer to the latest change
//! is taken. Abilities are composed from the engine's picker vocabulary
//! (`card::catalog`), or written by hand in the TOML. Only a valid card leaves the editor.

use std::rc::Rc;

use horyu_engine::card::catalog::{
    AbilityPick, Limit, PickKind, CONDITIONS, EFFECTS, KEYWORDS, REPLACEMENTS, STATICS, TARGETS, TRIGGERS,
};
use horyu_engine::card::TextError;
use horyu_engine::card::{CardType, Civilization, Face, Filter, Side, TypeClass};
use horyu_engine::offload::{Done, Failure, Work};
use horyu_engine::words;
use horyu_engine::{CardDef, PlayerId, Zone, ZoneRef};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::{tr, Lang};
use horyu_app::editor_link::{blank_card, plain_face, EditorOut};

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub lang: Lang,
    /// The card the editor opens with (a new card, a duplicate, or a card to edit).
    pub start: Rc<CardDef>,
    pub library: Rc<Vec<CardDef>>,
    /// A fresh custom id, for "New card" inside the editor.
    pub next_id: u32,
    /// The app's answer to the last request (text, is it an error).
    pub status: Option<(String, bool)>,
    /// Ids of the custom cards the session has (they can be updated in place).
    pub session_ids: Rc<Vec<u32>>,
    pub on: Callback<EditorOut>,
}

#[derive(Clone, PartialEq)]
struct State {
    /// The card as the form shows it (it may be invalid: the error says why).
    draft: CardDef,
    text: String,
    error: Option<TextError>,
    /// The races field as typed (commas and all).
    races: String,
    pick: AbilityPick,
    to: ZoneRef,
    /// The face the form edits: the front, a twinpact's other half (810) or a psychic back (805).
    side: Side,
    /// Counts the changes; a worker's answer is taken only for the latest.
    seq: u32,
    /// What to ask the worker for the latest change (sent by the effect watching `seq`).
    pending: Option<Work>,
    /// The latest change is not yet answered: the card can't leave the editor until it is.
    checking: bool,
}

/// The card's face on `side`, or its front when it has no such face.
fn face_mut(card: &mut CardDef, side: Side) -> &mut Face {
    let other = match side {
        Side::Front => None,
        Side::Twin => card.twin.as_mut(),
        Side::Back => card.back.as_mut(),
    };
    match other {
        Some(face) => face,
        None => &mut card.front,
    }
}

/// `side` if the card has that face, otherwise the front.
fn existing(card: &CardDef, side: Side) -> Side {
    match side {
        Side::Twin if card.twin.is_some() => Side::Twin,
        Side::Back if card.back.is_some() => Side::Back,
        _ => Side::Front,
    }
}

/// A new face for a card: a twinpact's other half starts as a spell, a psychic back as a
/// bigger psychic creature; both of the front's civilizations.
fn new_face(front: &Face, side: Side) -> Face {
    let (name, card_type, power) = match side {
        Side::Back => ("New Back Side", CardType::PsychicCreature, Some(front.power.unwrap_or(5000) + 2000)),
        _ => ("New Spell", CardType::Spell, None),
    };
    plain_face(name, card_type, front.civilizations.clone(), front.cost, power)
}

impl State {
    fn new(card: CardDef) -> State {
        let mut s = State {
            races: card.front.races.join(", "),
            draft: card,
            text: String::new(),
            error: None,
            pick: AbilityPick::default(),
            to: ZoneRef::new(PlayerId::P1, Zone::Hand),
            side: Side::Front,
            seq: 0,
            pending: None,
            checking: false,
        };
        s.write_text();
        s
    }

    /// The form changed: the worker rewrites the TOML and checks the card.
    fn write_text(&mut self) {
        self.ask(Work::WriteCard(Box::new(self.draft.clone())));
    }

    fn ask(&mut self, work: Work) {
        self.seq += 1;
        self.pending = Some(work);
        self.checking = true;
    }

    /// The worker's answer to change `seq`.
    fn answer(&mut self, seq: u32, result: Result<Done, Failure>) {
        if seq != self.seq {
            return;
        }
        // The worker was stopped (the explorer's Stop) before it answered: ask again.
        if result == Err(Failure::Cancelled) {
            if let Some(work) = self.pending.take() {
                self.ask(work);
            }
            return;
        }
        self.pending = None;
        self.checking = false;
        match result {
            Ok(Done::CardText { text, error }) => {
                self.text = text;
                self.error = error;
            }
            Ok(Done::Card(card)) => {
                self.draft = *card;
                self.show_side(self.side);
                self.error = None;
            }
            Err(Failure::Text(e)) => self.error = Some(e),
            Err(Failure::Cancelled) => {}
            // Not about the text (line 0: the view names no line).
            Err(Failure::Message(message)) => {
                self.error = Some(TextError { line: 0, column: 0, field: None, message })
            }
            Ok(other) => {
                let message = format!("the worker answered with {}", other.kind());
                self.error = Some(TextError { line: 0, column: 0, field: None, message })
            }
        }
    }
}

enum Edit {
    Name(String),
    NameJa(String),
    Type(CardType),
    Civ(Civilization),
    Cost(String),
    Power(String),
    Races(String),
    Keyword(usize),
    RemoveAbility(usize),
    MoveAbility(usize),
    Pick(Box<dyn Fn(&mut AbilityPick)>),
    AddAbility,
    Text(String),
    /// The worker's answer to change `seq`.
    Answer(u32, Box<Result<Done, Failure>>),
    Load(Box<CardDef>),
    To(ZoneRef),
    /// Edit another face.
    Side(Side),
    /// Give the card a twinpact half or a back side, and edit it.
    AddFace(Side),
    /// Remove the face being edited (not the front).
    RemoveFace,
    /// The race an evolution creature evolves from (801).
    EvolvesFrom(String),
}

impl Reducible for State {
    type Action = Edit;

    fn reduce(self: Rc<Self>, action: Edit) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Edit::Text(text) => {
                s.ask(Work::ReadCard(text.clone()));
                s.text = text;
                return Rc::new(s);
            }
            Edit::Answer(seq, result) => {
                s.answer(seq, *result);
                return Rc::new(s);
            }
            Edit::Load(card) => {
                // Numbered after the card before, so its answers are told apart.
                let mut fresh = State { to: s.to, ..State::new(*card) };
                fresh.seq = s.seq + 1;
                return Rc::new(fresh);
            }
            Edit::To(to) => {
                s.to = to;
                return Rc::new(s);
            }
            Edit::Pick(change) => {
                change(&mut s.pick);
                s.pick.fit_limit();
                return Rc::new(s);
            }
            Edit::Side(side) => {
                s.show_side(side);
                s.fit_pick();
                return Rc::new(s);
            }
            // A card is a twinpact or double-sided, not both (validate says so too).
            Edit::AddFace(side @ (Side::Twin | Side::Back))
                if s.draft.twin.is_none() && s.draft.back.is_none() =>
            {
                let face = Some(new_face(&s.draft.front, side));
                if side == Side::Twin {
                    s.draft.twin = face;
                } else {
                    s.draft.back = face;
                }
                s.show_side(side);
            }
            Edit::AddFace(_) => {}
            Edit::RemoveFace => {
                match s.side {
                    Side::Twin => s.draft.twin = None,
                    Side::Back => s.draft.back = None,
                    Side::Front => {}
                }
                s.show_side(Side::Front);
            }
            face_edit => s.edit_face(face_edit),
        }
        s.fit_pick();
        s.write_text();
        Rc::new(s)
    }
}

impl State {
    /// Edit `side` (the front if the card has no such face), its races as the form shows them.
    fn show_side(&mut self, side: Side) {
        self.side = existing(&self.draft, side);
        self.races = face_mut(&mut self.draft, self.side).races.join(", ");
    }

    /// An edit of the face being edited; `reduce` handles the edits of the whole card.
    fn edit_face(&mut self, edit: Edit) {
        let f = face_mut(&mut self.draft, self.side);
        match edit {
            Edit::Name(v) => f.name = v,
            Edit::NameJa(v) => f.name_ja = v,
            Edit::Type(t) => {
                f.card_type = t;
                f.power = if t.is_creature() { f.power.or(Some(1000)) } else { None };
                // Only an evolution creature has a base (801), or a NEO creature (802).
                if !f.takes_base() {
                    f.evolves_from = None;
                }
            }
            Edit::Civ(c) => {
                if let Some(i) = f.civilizations.iter().position(|x| *x == c) {
                    f.civilizations.remove(i);
                } else {
                    f.civilizations.push(c);
                }
            }
            Edit::Cost(v) => f.cost = v.trim().parse().unwrap_or(f.cost),
            Edit::Power(v) => {
                if f.card_type.is_creature() {
                    f.power = Some(v.trim().parse().unwrap_or(f.power.unwrap_or(0)));
                }
            }
            Edit::Races(v) => {
                f.races = v.split(',').map(|r| r.trim().to_string()).filter(|r| !r.is_empty()).collect();
                self.races = v;
            }
            Edit::EvolvesFrom(race) => {
                let race = race.trim();
                if race.is_empty() {
                    f.evolves_from = None;
                } else {
                    let base = f.evolves_from.get_or_insert_with(|| Filter {
                        card_type: Some(TypeClass::Creature),
                        ..Filter::default()
                    });
                    base.race = Some(race.to_string());
                }
            }
            Edit::Keyword(i) => {
                let k = &KEYWORDS[i].0;
                if let Some(pos) = f.keywords.iter().position(|x| x == k) {
                    f.keywords.remove(pos);
                } else {
                    f.keywords.push(k.clone());
                }
                // Without NEO evolution a creature has no base (802).
                if !f.takes_base() {
                    f.evolves_from = None;
                }
            }
            Edit::RemoveAbility(i) => {
                if i < f.abilities.len() {
                    f.abilities.remove(i);
                }
            }
            Edit::MoveAbility(i) => {
                if i > 0 && i < f.abilities.len() {
                    f.abilities.swap(i - 1, i);
                }
            }
            Edit::AddAbility => {
                let mut pick = self.pick.clone();
                // A spell's own words are spell abilities; a creature's are triggered or other.
                if f.card_type == CardType::Spell && pick.kind == PickKind::Triggered {
                    pick.kind = PickKind::Spell;
                }
                f.abilities.push(pick.ability());
            }
            Edit::Text(_)
            | Edit::Answer(..)
            | Edit::Load(_)
            | Edit::To(_)
            | Edit::Pick(_)
            | Edit::Side(_)
            | Edit::AddFace(_)
            | Edit::RemoveFace => {}
        }
    }
    /// The composer offers what the face can have: a spell's own words are a spell ability,
    /// a creature's words are triggered (or static, or a replacement).
    fn fit_pick(&mut self) {
        let spell = self.draft.face(self.side).card_type == CardType::Spell;
        match self.pick.kind {
            PickKind::Triggered if spell => self.pick.kind = PickKind::Spell,
            PickKind::Spell if !spell => self.pick.kind = PickKind::Triggered,
            _ => {}
        }
    }
}

fn input_value(e: &InputEvent) -> String {
    e.target()
        .and_then(|t| {
            t.clone()
                .dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
                .or_else(|_| t.dyn_into::<web_sys::HtmlTextAreaElement>().map(|i| i.value()))
                .ok()
        })
        .unwrap_or_default()
}

fn select_index(e: &Event) -> usize {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        .map_or(0, |s| s.selected_index().max(0) as usize)
}

const TYPES: [CardType; 12] = [
    CardType::Creature,
    CardType::Spell,
    CardType::EvolutionCreature,
    CardType::PsychicCreature,
    CardType::GrCreature,
    CardType::CrossGear,
    CardType::Castle,
    CardType::Field,
    CardType::Aura,
    CardType::Tamaseed,
    CardType::RulePlus,
    CardType::Weapon,
];

const CIVS: [Civilization; 6] = [
    Civilization::Light,
    Civilization::Water,
    Civilization::Darkness,
    Civilization::Fire,
    Civilization::Nature,
    Civilization::Zero,
];

const ZONES: [Zone; 8] = [
    Zone::Hand,
    Zone::Battle,
    Zone::Mana,
    Zone::Shields,
    Zone::Graveyard,
    Zone::Deck,
    Zone::Hyperspatial,
    Zone::Gr,
];

/// A `<select>` over a picker list; `on` receives the chosen index.
fn picker(
    label: &'static str,
    key: &'static str,
    options: Vec<String>,
    current: usize,
    on: Callback<usize>,
) -> Html {
    html! {
        <label class="editor__field">
            <span>{ label }</span>
            <select data-pick={key} onchange={on.reform(|e: Event| select_index(&e))}>
                { for options.into_iter().enumerate().map(|(i, o)| html! {
                    <option value={i.to_string()} selected={i == current}>{ o }</option>
                }) }
            </select>
        </label>
    }
}

#[function_component(CardEditor)]
pub fn card_editor(p: &EditorProps) -> Html {
    let start = p.start.clone();
    let state = use_reducer(move || State::new((*start).clone()));
    {
        let state = state.clone();
        use_effect_with(state.seq, move |&seq| {
            if let Some(work) = state.pending.clone() {
                crate::worker::call(work, move |result| state.dispatch(Edit::Answer(seq, Box::new(result))));
            }
        });
    }
    let lang = p.lang;
    let ja = lang == Lang::Ja;
    let t = |s| tr(lang, s);
    let d = &state.draft;
    let side = state.side;
    let f = d.face(side);
    // Errors about another face name its fields `twin.cost`, `back.abilities[0]`.
    let prefix = match side {
        Side::Front => "",
        Side::Twin => "twin.",
        Side::Back => "back.",
    };
    let field_error = |name: &str| -> Html {
        let name = format!("{prefix}{name}");
        match &state.error {
            Some(e) if e.field.as_deref() == Some(name.as_str()) => {
                html! { <span class="editor__error" role="alert" data-error-field={name}>{ &e.message }</span> }
            }
            _ => html! {},
        }
    };
    let edit = |make: fn(String) -> Edit| {
        let state = state.clone();
        Callback::from(move |e: InputEvent| state.dispatch(make(input_value(&e))))
    };
    let pick = |change: fn(&mut AbilityPick, usize)| {
        let state = state.clone();
        Callback::from(move |i: usize| state.dispatch(Edit::Pick(Box::new(move |p| change(p, i)))))
    };
    let pick_number = |change: fn(&mut AbilityPick, i32)| {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            if let Ok(n) = input_value(&e).trim().parse::<i32>() {
                state.dispatch(Edit::Pick(Box::new(move |p| change(p, n))));
            }
        })
    };
    let words = |en: &'static str, jp: &'static str| if ja { jp.to_string() } else { en.to_string() };
    let params = state.pick.params();
    let pk = &state.pick;
    let uses = |tpl: &str, mark: &str| tpl.contains(mark);
    let (needs_n, needs_m, needs_k, targeted) = match pk.kind {
        PickKind::Static => {
            let s = &STATICS[pk.modifier.min(STATICS.len() - 1)];
            (uses(s.en, "{n"), false, uses(s.en, "{k}"), false)
        }
        PickKind::Replacement => {
            let r = &REPLACEMENTS[pk.replacement.min(REPLACEMENTS.len() - 1)];
            (uses(r.en, "{n"), false, false, false)
        }
        _ => {
            let e = &EFFECTS[pk.effect.min(EFFECTS.len() - 1)];
            let target = &TARGETS[pk.target.min(TARGETS.len() - 1)];
            let cond = &CONDITIONS[pk.condition.min(CONDITIONS.len() - 1)];
            (
                uses(e.entry.en, "{n"),
                uses(cond.en, "{m}") || (e.targeted && uses(target.en, "{m}")),
                uses(e.entry.en, "{k}"),
                e.targeted,
            )
        }
    };
    let valid = state.error.is_none() && !state.checking;
    let on = p.on.clone();
    let put = {
        let (on, state) = (on.clone(), state.clone());
        Callback::from(move |_: MouseEvent| on.emit(EditorOut::Put(Box::new(state.draft.clone()), state.to)))
    };
    let save = {
        let (on, state) = (on.clone(), state.clone());
        Callback::from(move |_: MouseEvent| on.emit(EditorOut::Save(Box::new(state.draft.clone()))))
    };
    let update = {
        let (on, state) = (on.clone(), state.clone());
        Callback::from(move |_: MouseEvent| on.emit(EditorOut::Update(Box::new(state.draft.clone()))))
    };
    let in_session = p.session_ids.contains(&d.id.0);
    let new_card = {
        let state = state.clone();
        let id = p.next_id;
        Callback::from(move |_: MouseEvent| state.dispatch(Edit::Load(Box::new(blank_card(id)))))
    };
    let import = crate::files::read_file(on.clone(), EditorOut::Import);
    let to = state.to;
    let set_to = |player: Option<PlayerId>, zone: Option<Zone>| {
        let state = state.clone();
        Callback::from(move |i: usize| {
            let p = player.unwrap_or(if i == 0 { PlayerId::P1 } else { PlayerId::P2 });
            let z = zone.unwrap_or(ZONES[i.min(ZONES.len() - 1)]);
            state.dispatch(Edit::To(ZoneRef::new(p, z)))
        })
    };
    html! {
        <div class="gallery editor" role="dialog" aria-modal="true" aria-labelledby="editor-title" data-panel="editor">
            <div class="gallery__box editor__box">
                <header class="gallery__head">
                    <h2 id="editor-title">{ t("Card editor") }<span class="gallery__count">{ format!("#{}", d.id.0) }</span></h2>
                    <div class="editor__head-actions">
                        <button class="btn btn--ghost" data-action="editor-new" onclick={new_card}>{ t("New card") }</button>
                        <button class="btn btn--ghost" data-action="editor-close" onclick={on.reform(|_| EditorOut::Close)}>{ t("Close") }</button>
                    </div>
                </header>
                <div class="editor__grid">
                    <form class="editor__form" aria-label={t("Card")} onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                        <div class="editor__faces">
                            <div class="seg" role="tablist" aria-label={t("Faces")}>
                                { for [(Side::Front, t("Front")), (Side::Twin, t("Twinpact half")), (Side::Back, t("Back side"))].into_iter().filter(|(s, _)| existing(d, *s) == *s).map(|(s, label)| {
                                    // The face a field error is about is marked, so it can be found.
                                    let field = state.error.as_ref().and_then(|e| e.field.as_deref()).unwrap_or("");
                                    let erred = !field.is_empty() && match s {
                                        Side::Front => !field.starts_with("twin.") && !field.starts_with("back."),
                                        Side::Twin => field.starts_with("twin."),
                                        Side::Back => field.starts_with("back."),
                                    };
                                    let state = state.clone();
                                    let on = side == s;
                                    html! {
                                        <button type="button" role="tab" class={classes!("seg__opt", on.then_some("seg__opt--on"))} aria-selected={on.to_string()} aria-invalid={erred.then_some("true")} data-face={s.key()} onclick={Callback::from(move |_| state.dispatch(Edit::Side(s)))}>{ label }{ if erred { " ⚠" } else { "" } }</button>
                                    }
                                }) }
                            </div>
                            if d.twin.is_none() && d.back.is_none() {
                                <button type="button" class="btn btn--ghost btn--small" data-action="add-twin" title={t("A twinpact: two halves on one card (810)")} onclick={{ let state = state.clone(); Callback::from(move |_| state.dispatch(Edit::AddFace(Side::Twin))) }}>{ "+ " }{ t("Twinpact half") }</button>
                                <button type="button" class="btn btn--ghost btn--small" data-action="add-back" title={t("A double-sided psychic card's other side (805)")} onclick={{ let state = state.clone(); Callback::from(move |_| state.dispatch(Edit::AddFace(Side::Back))) }}>{ "+ " }{ t("Back side") }</button>
                            }
                            if side != Side::Front {
                                <button type="button" class="btn btn--ghost btn--small" data-action="remove-face" onclick={{ let state = state.clone(); Callback::from(move |_| state.dispatch(Edit::RemoveFace)) }}>{ t("Remove this face") }</button>
                            }
                        </div>
                        <label class="editor__field"><span>{ t("English name") }</span>
                            <input type="text" data-field="name" maxlength="120" autofocus=true value={f.name.clone()} oninput={edit(Edit::Name)} />
                            { field_error("name") }
                        </label>
                        <label class="editor__field"><span>{ t("Japanese name") }</span>
                            <input type="text" data-field="name_ja" lang="ja" maxlength="120" value={f.name_ja.clone()} oninput={edit(Edit::NameJa)} />
                        </label>
                        { picker(t("Type"), "type", TYPES.iter().map(|&c| crate::labels::type_label(lang, c)).collect(), TYPES.iter().position(|&c| c == f.card_type).unwrap_or(0), {
                            let state = state.clone();
                            Callback::from(move |i: usize| state.dispatch(Edit::Type(TYPES[i.min(TYPES.len() - 1)])))
                        }) }
                        <fieldset class="editor__civs">
                            <legend>{ t("Civilizations") }</legend>
                            { for CIVS.iter().map(|&c| {
                                let state = state.clone();
                                html! {
                                    <label class="editor__check">
                                        <input type="checkbox" data-civ={c.name()} checked={f.civilizations.contains(&c)} onchange={Callback::from(move |_| state.dispatch(Edit::Civ(c)))} />
                                        <span class="civ-dot" style={format!("background:{}", crate::labels::civ_color(c))}></span>{ crate::labels::civ_label(lang, c) }
                                    </label>
                                }
                            }) }
                            { field_error("civilizations") }
                        </fieldset>
                        <div class="editor__row">
                            <label class="editor__field"><span>{ t("Cost") }</span>
                                <input type="number" min="0" max="999" data-field="cost" value={f.cost.to_string()} oninput={edit(Edit::Cost)} />
                                { field_error("cost") }
                            </label>
                            <label class="editor__field"><span>{ t("Power") }</span>
                                <input type="number" step="500" data-field="power" disabled={!f.card_type.is_creature()} value={f.power.map(|p| p.to_string()).unwrap_or_default()} oninput={edit(Edit::Power)} />
                                { field_error("power") }
                            </label>
                        </div>
                        <label class="editor__field"><span>{ t("Races (comma separated)") }</span>
                            <input type="text" data-field="races" maxlength="200" value={state.races.clone()} oninput={edit(Edit::Races)} />
                        </label>
                        if f.takes_base() {
                            <label class="editor__field"><span>{ t("Evolves from (a creature of this race)") }</span>
                                <input type="text" data-field="evolves_from" maxlength="120" value={f.evolves_from.as_ref().and_then(|e| e.race.clone()).unwrap_or_default()} oninput={edit(Edit::EvolvesFrom)} />
                                { field_error("evolves_from") }
                            </label>
                        }
                        <fieldset class="editor__keywords">
                            <legend>{ t("Keywords") }</legend>
                            { for KEYWORDS.iter().enumerate().map(|(i, (k, _))| {
                                let state = state.clone();
                                html! {
                                    <label class="editor__check">
                                        <input type="checkbox" data-keyword={k.name()} checked={f.keywords.contains(k)} onchange={Callback::from(move |_| state.dispatch(Edit::Keyword(i)))} />
                                        { words::keyword(k, lang) }
                                    </label>
                                }
                            }) }
                        </fieldset>
                        <fieldset class="editor__abilities">
                            <legend>{ t("Abilities") }</legend>
                            if f.abilities.is_empty() { <p class="panel__empty">{ t("No abilities yet: compose one below, or write it in the TOML.") }</p> }
                            <ol>
                                { for f.abilities.iter().enumerate().map(|(i, a)| {
                                    let (s1, s2) = (state.clone(), state.clone());
                                    html! {
                                        <li data-ability={i.to_string()}>
                                            <span>{ lang.or_english(&a.text, &a.text_ja).to_string() }</span>
                                            <span class="editor__ability-actions">
                                                <button type="button" class="btn btn--ghost btn--small" aria-label={t("Move up")} disabled={i == 0} onclick={Callback::from(move |_| s1.dispatch(Edit::MoveAbility(i)))}>{ "↑" }</button>
                                                <button type="button" class="btn btn--ghost btn--small" aria-label={t("Remove")} onclick={Callback::from(move |_| s2.dispatch(Edit::RemoveAbility(i)))}>{ "✕" }</button>
                                            </span>
                                            { field_error(&format!("abilities[{i}]")) }
                                        </li>
                                    }
                                }) }
                            </ol>
                            <div class="editor__composer" data-panel="composer">
                                <p class="panel__sub">{ t("Compose an ability") }</p>
                                { picker(t("Kind"), "kind", vec![words("Triggered", "誘発型能力"), words("Static", "常在型能力"), words("Replacement effect", "置換効果"), words("Spell ability", "呪文の能力")], match pk.kind { PickKind::Triggered => 0, PickKind::Static => 1, PickKind::Replacement => 2, PickKind::Spell => 3 }, pick(|p, i| p.kind = [PickKind::Triggered, PickKind::Static, PickKind::Replacement, PickKind::Spell][i.min(3)])) }
                                if pk.kind == PickKind::Triggered {
                                    { picker(t("Trigger"), "trigger", TRIGGERS.iter().map(|e| e.words(ja, &params)).collect(), pk.trigger, pick(|p, i| p.trigger = i)) }
                                }
                                if matches!(pk.kind, PickKind::Triggered | PickKind::Spell) {
                                    { picker(t("Condition"), "condition", CONDITIONS.iter().map(|e| { let w = e.words(ja, &params); if w.is_empty() { "—".to_string() } else { w } }).collect(), pk.condition, pick(|p, i| p.condition = i)) }
                                    { picker(t("Effect"), "effect", EFFECTS.iter().map(|e| e.entry.words(ja, &params).replace("{t}", "…")).collect(), pk.effect, pick(|p, i| p.effect = i)) }
                                    if targeted {
                                        { picker(t("Target"), "target", TARGETS.iter().map(|e| e.words(ja, &params)).collect(), pk.target, pick(|p, i| p.target = i)) }
                                    }
                                    <label class="editor__check"><input type="checkbox" data-pick="optional" checked={pk.optional} onchange={{ let state = state.clone(); Callback::from(move |_| state.dispatch(Edit::Pick(Box::new(|p: &mut AbilityPick| p.optional = !p.optional)))) }} />{ t("\"You may\" (optional)") }</label>
                                }
                                if pk.kind == PickKind::Static {
                                    { picker(t("Modifier"), "static", STATICS.iter().map(|e| e.words(ja, &params)).collect(), pk.modifier, pick(|p, i| p.modifier = i)) }
                                }
                                if pk.kind == PickKind::Replacement {
                                    { picker(t("Replacement"), "replacement", REPLACEMENTS.iter().map(|e| e.words(ja, &params)).collect(), pk.replacement, pick(|p, i| p.replacement = i)) }
                                }
                                <div class="editor__row">
                                    if needs_n {
                                        <label class="editor__field"><span>{ "N" }</span><input type="number" data-pick="n" value={pk.n.to_string()} oninput={pick_number(|p, n| p.n = n)} /></label>
                                    }
                                    if needs_m {
                                        <label class="editor__field"><span>{ match pk.limit() { Some(Limit::Power) => t("Power"), Some(Limit::Cost) => t("Cost"), _ => t("Cards") } }</span><input type="number" data-pick="m" min="0" step={(if pk.limit() == Some(Limit::Power) { 500 } else { 1 }).to_string()} value={pk.m.to_string()} oninput={pick_number(|p, n| p.m = n)} /></label>
                                    }
                                    if needs_k {
                                        { picker(t("Keyword"), "keyword", KEYWORDS.iter().map(|(k, _)| words::keyword(k, lang)).collect(), pk.keyword, pick(|p, i| p.keyword = i)) }
                                    }
                                </div>
                                <p class="editor__sentence" data-sentence="">{ pk.sentence(ja) }</p>
                                <button type="button" class="btn" data-action="add-ability" onclick={{ let state = state.clone(); Callback::from(move |_| state.dispatch(Edit::AddAbility)) }}>{ t("Add ability") }</button>
                            </div>
                        </fieldset>
                    </form>
                    <div class="editor__side">
                        <div class="editor__preview" role="region" aria-label={t("Preview")}>
                            // Every face of the card, the one being edited first.
                            { for std::iter::once((side, f)).chain(d.faces().filter(|(s, _)| *s != side)).map(|(s, face)| html! {
                                <div class={classes!("card", "editor__card", (s != side).then_some("editor__card--other"))} style={crate::labels::civ_style_for(&face.civilizations)} data-preview={(s == side).then_some("")} aria-hidden="true">
                                    <span class="card__cost">{ face.cost }</span>
                                    <span class="card__name" lang={lang.tag()}>{ if ja && !face.name_ja.is_empty() { face.name_ja.clone() } else { face.name.clone() } }</span>
                                    <span class="card__type">{ crate::labels::type_label(lang, face.card_type) }</span>
                                    if let Some(pw) = face.power { <span class="card__power">{ pw }</span> }
                                </div>
                            }) }
                            <ul class="editor__preview-text">
                                { for f.abilities.iter().map(|a| html! { <li>{ lang.or_english(&a.text, &a.text_ja).to_string() }</li> }) }
                            </ul>
                        </div>
                        <label class="editor__field editor__toml"><span>{ t("Definition (TOML, docs/cards.md)") }</span>
                            <textarea data-field="toml" spellcheck="false" rows="16" value={state.text.clone()} oninput={edit(Edit::Text)} aria-invalid={state.error.is_some().then_some("true")} />
                        </label>
                        // No text yet: the worker that writes it is still loading (the first
                        // time the editor opens). Said, rather than "A valid card."
                        if state.text.is_empty() && state.checking {
                            <p class="editor__ok" role="status" data-editor-loading="">{ t("Loading the card text reader…") }</p>
                        } else if let Some(e) = &state.error {
                            <p class="editor__error editor__error--text" role="alert" data-editor-error="" data-line={e.line.to_string()}>{ if e.line == 0 { e.message.clone() } else { format!("{} {}, {} {}: {}", t("Line"), e.line, t("column"), e.column, e.message) } }</p>
                        } else {
                            <p class="editor__ok" data-editor-ok="">{ t("A valid card.") }</p>
                        }
                        <div class="editor__put">
                            { picker(t("Player"), "to-player", PlayerId::BOTH.map(|p| words::player(p, lang).to_string()).to_vec(), usize::from(to.player == PlayerId::P2), set_to(None, Some(to.zone))) }
                            { picker(t("Zone"), "to-zone", ZONES.iter().map(|&z| crate::labels::zone_label(lang, z).to_string()).collect(), ZONES.iter().position(|&z| z == to.zone).unwrap_or(0), set_to(Some(to.player), None)) }
                            <button class="btn btn--primary" data-action="put-card" disabled={!valid} onclick={put}>{ t("Put into the game") }</button>
                            if in_session {
                                <button class="btn" data-action="update-card" disabled={!valid} onclick={update} title={t("Every copy in this session follows the new definition (the history replays).")}>{ t("Update in this session") }</button>
                            }
                            <button class="btn" data-action="save-card" disabled={!valid} onclick={save}>{ t("Save to my cards") }</button>
                        </div>
                        if let Some((text, error)) = &p.status {
                            <p class={classes!("editor__status", error.then_some("editor__error"))} role="status" data-editor-status="">{ text }</p>
                        }
                        <div class="editor__library" data-panel="library">
                            <p class="panel__sub">{ t("My cards") }<span class="gallery__count">{ p.library.len() }</span></p>
                            if p.library.is_empty() { <p class="panel__empty">{ t("Saved cards stay in this browser.") }</p> }
                            <ul>
                                { for p.library.iter().map(|c| {
                                    let (state, on) = (state.clone(), on.clone());
                                    let (card, id) = (c.clone(), c.id);
                                    html! {
                                        <li data-library-card={c.id.0.to_string()}>
                                            <button class="btn btn--ghost btn--small" onclick={Callback::from(move |_| state.dispatch(Edit::Load(Box::new(card.clone()))))}>{ &c.front.name }</button>
                                            <button class="btn btn--ghost btn--small" aria-label={t("Remove")} onclick={on.reform(move |_| EditorOut::Delete(id))}>{ "✕" }</button>
                                        </li>
                                    }
                                }) }
                            </ul>
                            <div class="share__row">
                                <label class="btn btn--small editor__file">{ t("Import file") }
                                    <input type="file" accept=".toml,text/plain" data-action="import-cards" onchange={import} />
                                </label>
                                <button class="btn btn--small" data-action="export-cards" disabled={p.library.is_empty()} onclick={on.reform(|_| EditorOut::Export)}>{ t("Export file") }</button>
                            </div>
                        </div>
                    </div>
                </div>
            </div>
        </div>
    }
}
