//! Dragging a card with the pointer, as one gesture with four moments, as chessground does:
//! **start** (pointer down on a card), **move** (past a few pixels it becomes a drag and a
//! ghost of the card follows the pointer), **end** (a drop on what is under the pointer, or a
//! click if it never moved) and **cancel** (the browser took the pointer, or Escape). What a
//! drop *means* is the model's (`Model::intent`); this module only finds where it landed.
//! Effects dragged within the resolution order are the inspector's own drag: pointer up
//! ends that one here too.

use super::*;

/// A pointer gesture on a card: a click until it moves a few pixels, then a drag.
#[derive(Default)]
pub(super) struct Drag {
    card: Option<CardId>,
    start: (i32, i32),
    active: bool,
    /// The floating copy of the card that follows the pointer.
    ghost: Option<HtmlElement>,
    /// Where the pointer grabbed the card, from its top left corner.
    grab: (f64, f64),
    /// The drop target under the pointer, marked `is-over`.
    over: Option<Element>,
}

/// How far (in CSS pixels, |dx| + |dy|) a pointer moves before a press becomes a drag.
const THRESHOLD: i32 = 5;

impl Drag {
    /// Pointer down on a card (any gesture before is cancelled).
    fn start(&mut self, card: CardId, e: &PointerEvent) {
        self.cancel();
        self.card = Some(card);
        self.start = (e.client_x(), e.client_y());
        // Yew delegates events, so the card element is found from the target.
        let el = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[data-card]").ok().flatten());
        if let Some(el) = el {
            let r = el.get_bounding_client_rect();
            self.grab = (e.client_x() as f64 - r.left(), e.client_y() as f64 - r.top());
            let _ = el.set_pointer_capture(e.pointer_id());
        }
    }

    /// The pointer moved. Returns the message of the moment the press becomes a drag: the page
    /// draws it (legal targets lit) before the ghost is moved there (`follow`).
    fn move_to(&mut self, e: &PointerEvent) -> Option<Msg> {
        let card = self.card?;
        if !self.active {
            if (e.client_x() - self.start.0).abs() + (e.client_y() - self.start.1).abs() < THRESHOLD {
                return None;
            }
            self.active = true;
            self.ghost = ghost_of(card);
            return Some(Msg::Table(TableMsg::DragStart(card)));
        }
        self.follow(e);
        None
    }

    /// The ghost follows the pointer; the target under it is marked.
    fn follow(&mut self, e: &PointerEvent) {
        let Some(card) = self.card else { return };
        let (x, y) = (e.client_x(), e.client_y());
        if let Some(g) = &self.ghost {
            let (tx, ty) = (x as f64 - self.grab.0, y as f64 - self.grab.1);
            let at =
                format!("translate({}px, {}px) rotate(-3deg) scale(1.06)", decimal(tx, 1), decimal(ty, 1));
            let _ = g.style().set_property("transform", &at);
        }
        let over = target_at(x, y, card).map(|(_, el)| el);
        self.set_over(over);
    }

    /// Pointer up: a click if the press never became a drag, else a drop on what is under the
    /// pointer, or nothing there (the card goes back).
    fn end(&mut self, e: &PointerEvent) -> Option<Msg> {
        let card = self.card?;
        let active = self.active;
        self.cancel();
        Some(Msg::Table(if !active {
            TableMsg::CardClick(card)
        } else {
            match target_at(e.client_x(), e.client_y(), card) {
                Some((t, _)) => TableMsg::Drop(card, t),
                None => TableMsg::Cancel,
            }
        }))
    }

    /// Ends the gesture with no drop: the ghost and the mark go. Whether there was one.
    pub(super) fn cancel(&mut self) -> bool {
        if let Some(g) = self.ghost.take() {
            g.remove();
        }
        self.set_over(None);
        std::mem::take(self).card.is_some()
    }

    fn set_over(&mut self, el: Option<Element>) {
        if self.over.as_ref() == el.as_ref() {
            return;
        }
        if let Some(o) = self.over.take() {
            let _ = o.class_list().remove_1("is-over");
        }
        if let Some(e) = &el {
            let _ = e.class_list().add_1("is-over");
        }
        self.over = el;
    }
}

/// The ghost: a copy of the card that follows the pointer, hidden from assistive technology.
fn ghost_of(card: CardId) -> Option<HtmlElement> {
    let src = document().query_selector(&format!("[data-card=\"{}\"]", card.0)).ok()??;
    let g = src.clone_node_with_deep(true).ok()?.dyn_into::<HtmlElement>().ok()?;
    for a in ["data-card", "data-name", "tabindex"] {
        let _ = g.remove_attribute(a);
    }
    let _ = g.set_attribute("aria-hidden", "true");
    let _ = g.class_list().add_1("card--ghost");
    let s = g.style();
    let _ = s.set_property("width", &format!("{}px", src.client_width().max(1)));
    let _ = s.set_property("height", &format!("{}px", src.client_height().max(1)));
    let _ = s.set_property("left", "0px");
    let _ = s.set_property("top", "0px");
    document().body()?.append_child(&g).ok()?;
    Some(g)
}

/// The drop target under a point: a card, a zone or the standby tray.
fn target_at(x: i32, y: i32, dragged: CardId) -> Option<(Target, Element)> {
    let el = document().element_from_point(x as f32, y as f32)?;
    if let Some(c) = el.closest("[data-card]").ok().flatten() {
        let id = c.get_attribute("data-card").and_then(|v| v.parse::<u16>().ok()).map(CardId);
        if let Some(id) = id.filter(|&id| id != dragged) {
            return Some((Target::Card(id), c));
        }
    }
    let z = el.closest("[data-zone]").ok().flatten()?;
    let key = z.get_attribute("data-zone")?;
    if key == "standby" {
        return Some((Target::Standby, z));
    }
    ZoneRef::parse(&key).map(|r| (Target::Zone(r), z))
}

/// The drag's state and the handlers the page gives its cards (`down`) and its shell.
pub(super) struct DragHandlers {
    pub(super) state: Rc<RefCell<Drag>>,
    pub(super) down: Callback<(CardId, PointerEvent)>,
    pub(super) onpointermove: Callback<PointerEvent>,
    pub(super) onpointerup: Callback<PointerEvent>,
    pub(super) onpointercancel: Callback<PointerEvent>,
}

#[hook]
pub(super) fn use_drag(model: Rc<RefCell<Model>>, send: Callback<Msg>) -> DragHandlers {
    let state = use_mut_ref(Drag::default);
    let down = {
        let state = state.clone();
        Callback::from(move |(id, e): (CardId, PointerEvent)| {
            if e.pointer_type() == "mouse" && e.button() != 0 {
                return;
            }
            state.borrow_mut().start(id, &e);
        })
    };
    let onpointermove = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |e: PointerEvent| {
            // Borrowed only while the gesture moves: the message may re-render the page.
            let began = state.borrow_mut().move_to(&e);
            if let Some(msg) = began {
                send.emit(msg);
                state.borrow_mut().follow(&e);
            }
        })
    };
    let onpointerup = {
        let (state, send) = (state.clone(), send.clone());
        Callback::from(move |e: PointerEvent| {
            let ended = state.borrow_mut().end(&e);
            if let Some(msg) = ended {
                send.emit(msg);
            } else if model.borrow().inspector.order_grab.is_some() {
                // An effect dragged within the resolution order.
                let to = document()
                    .element_from_point(e.client_x() as f32, e.client_y() as f32)
                    .and_then(|el| el.closest("[data-order-index]").ok().flatten())
                    .and_then(|el| el.get_attribute("data-order-index"))
                    .and_then(|v| v.parse::<usize>().ok());
                send.emit(Msg::Inspector(InspectorMsg::OrderDrop(to)));
            }
        })
    };
    let onpointercancel = {
        let state = state.clone();
        Callback::from(move |_: PointerEvent| {
            let had = state.borrow_mut().cancel();
            if had {
                send.emit(Msg::Table(TableMsg::Cancel));
            }
        })
    };
    DragHandlers { state, down, onpointermove, onpointerup, onpointercancel }
}
