//! Rendering: the model as HTML. Everything shown is read from the engine (views, decisions,
//! pending effects, log); the only decisions made here are about looks. One module per part
//! of the page: the table (`board`, drawing each `card`), the standby tray (`standby`), the
//! card panel (`detail`), the resolution inspector (`resolution`), the log (`log`), the
//! ruling's panel (`scenario`), the rulings gallery (`gallery`), the top bar (`topbar`) and the
//! share panel (`share`). The card editor is a module of its own (src/bin/editor.rs).
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

use crate::i18n::{tr, Lang};
use crate::layout::{shape, short_zone_name, zone_aria_label, zone_id, Shape, TABLE_ZONES};
use crate::model::{Mode, Model, Target};
use crate::msg::*;

mod board;
mod card;
mod detail;
mod embed;
mod gallery;
mod log;
mod resolution;
mod scenario;
mod share;
mod standby;
pub mod stepping;
mod topbar;

pub use self::{
    board::board, card::card, detail::detail, embed::bar, gallery::gallery, log::log, resolution::resolution,
    scenario::scenario, share::banner, topbar::comparison, topbar::topbar,
};
// The table draws cards and the standby tray.
use self::{card::*, standby::*};

/// What every card and zone needs to render, computed once per render.
pub struct ViewCtx<'a> {
    pub m: &'a Model,
    /// The game as the perspective shown may see it: the only source of what is shown.
    pub sight: Sight<'a>,
    /// The model's picked, inspected, chosen and refused cards, as the perspective knows them.
    pub picked: Option<CardId>,
    pub inspect: Option<CardId>,
    pub chosen: Vec<CardId>,
    pub refused: Option<CardId>,
    pub ruleset: Ruleset,
    pub lang: Lang,
    pub send: Callback<Msg>,
    pub down: Callback<(CardId, PointerEvent)>,
    pub dests: Vec<Target>,
    pub moving: Option<CardId>,
    pub candidates: Vec<CardId>,
    /// Embedded, the line that answers the question and the rules it cites
    /// (`Model::answer_line`): the bar says it, and the cards it names are marked.
    pub answer: Option<(String, Vec<String>)>,
}

impl ViewCtx<'_> {
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

/// What screen readers hear after each change: one short sentence, the last thing that
/// happened at the moment shown, as the perspective may be told it (the log's own line). The
/// tray and the panels are not live regions: reading them whole at every step is too long. A
/// refusal is heard through its notice (`role="alert"`).
pub fn announce(ctx: &ViewCtx) -> Html {
    let text = ctx.m.last_action_entries().last().map(|e| e.text.clone()).unwrap_or_default();
    html! { <div class="sr-only" role="status" aria-live="polite" aria-atomic="true" data-announce="">{ text }</div> }
}

/// A notice or refusal: its sentence, and the rules it cites as chips (the log's form).
pub fn notice_text(lang: Lang, text: &str) -> Html {
    let (text, rules) = crate::cite::split_citations(text);
    html! { <>{ text }{ " " }{ cites(lang, &rules) }</> }
}
