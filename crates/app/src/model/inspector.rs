//! The resolution inspector's state: the order the user arranges for pending effects, an order
//! confirmed and played out as the engine asks again, and the order explorer.

use super::*;

/// The resolution inspector's state: the order the user arranges for pending effects and
/// the order explorer's answer, both about the moment shown.
#[derive(Default)]
pub struct Inspector {
    /// The order the user is arranging for a NextPending decision.
    pub order: Vec<u32>,
    /// An effect of the order being dragged (its index).
    pub order_grab: Option<usize>,
    /// The rest of an order the user confirmed: answered as the engine asks again.
    pub plan: Vec<u32>,
    pub exploration: Option<Result<Exploration, String>>,
    /// The link of the moment the worker is exploring (the answer is shown only if the page
    /// still shows that moment, from that perspective).
    pub exploring: Option<String>,
    /// The line replayed under both rulesets, once the worker has answered.
    pub comparison: Option<Comparison>,
    /// The link of the moment the worker is comparing rulesets for (as `exploring`).
    pub comparing: Option<String>,
}

/// What the user does in the resolution inspector.
pub enum InspectorMsg {
    /// The first legal answer the engine lists.
    Auto,
    OrderMove(usize, bool),
    OrderGrab(usize),
    OrderDrop(Option<usize>),
    ConfirmOrder,
    Explore,
    /// Stops the explorer or a comparison of rulesets (worker.rs ends the worker).
    StopWork,
    Compare,
    CloseCompare,
}

impl Inspector {
    /// Forgets the explorer's answer and question: the moment shown changed.
    pub fn forget_exploration(&mut self) {
        self.exploration = None;
        self.exploring = None;
    }

    /// Forgets what the explorer and the comparison answered or were asked: both are about
    /// the moment shown and the perspective.
    pub fn forget_answers(&mut self) {
        self.forget_exploration();
        self.comparison = None;
        self.comparing = None;
    }
}

impl Model {
    /// Answers the engine's next "which resolves next" with the order the user confirmed.
    pub(super) fn continue_plan(&mut self) {
        for _ in 0..16 {
            let Some(d) = self.game().decision() else { break };
            let DecisionKind::NextPending { options } = d.kind.clone() else { break };
            let pending: Vec<u32> = self.game().pending().iter().map(|p| p.id).collect();
            self.inspector.plan.retain(|id| pending.contains(id));
            let Some(pos) = self.inspector.plan.iter().position(|id| options.contains(id)) else { break };
            let id = self.inspector.plan.remove(pos);
            self.stepping.standby_before = self.standby_now();
            if self.session.apply(Action::Answer(Answer::Pending(id))).is_err() {
                self.inspector.plan.clear();
                break;
            }
            self.extend_log();
        }
    }

    /// The first legal answer the engine lists.
    pub fn auto_answer(&mut self) {
        match self.game().legal_actions().into_iter().find(|a| matches!(a, Action::Answer(_))) {
            Some(a) => {
                let _ = self.act(a);
            }
            None => self.say(tr(self.lang, "The engine lists no answer."), true),
        }
    }

    /// The order shown for a NextPending decision: the user's arrangement if it still fits.
    pub fn order_shown(&self) -> Vec<u32> {
        let Some(DecisionKind::NextPending { options }) = self.game().decision().map(|d| &d.kind) else {
            return Vec::new();
        };
        let mut a = self.inspector.order.clone();
        let mut b = options.clone();
        a.sort_unstable();
        b.sort_unstable();
        if a == b {
            self.inspector.order.clone()
        } else {
            options.clone()
        }
    }

    pub fn move_in_order(&mut self, i: usize, up: bool) {
        let mut o = self.order_shown();
        let j = if up { i.checked_sub(1) } else { Some(i + 1) };
        if let Some(j) = j.filter(|&j| j < o.len() && i < o.len()) {
            o.swap(i, j);
        }
        self.inspector.order = o;
    }

    /// Moves the effect at `from` to position `to` (dragging in the inspector).
    pub fn place_in_order(&mut self, from: usize, to: usize) {
        let mut o = self.order_shown();
        if from < o.len() && to < o.len() {
            let x = o.remove(from);
            o.insert(to, x);
        }
        self.inspector.order = o;
    }

    pub fn confirm_order(&mut self) {
        let o = self.order_shown();
        if o.is_empty() {
            return;
        }
        self.inspector.plan = o[1..].to_vec();
        let _ = self.act(Action::Answer(Answer::Pending(o[0])));
    }

    /// Asks the worker to explore the orders of the moment shown (up to 8! of them, which must
    /// not hold the page). The board still answers meanwhile; the answer is shown only if the
    /// same moment is still shown (`offload.rs`).
    pub fn explore(&mut self) {
        let link = self.link();
        self.inspector.exploration = None;
        self.inspector.exploring = Some(link.clone());
        self.ask(
            crate::model::offload::Errand::Explore(link.clone()),
            horyu_engine::offload::Work::Explore(link),
        );
    }

    // Time travel ---------------------------------------------------------------------------
}

impl Model {
    /// What the user does in the resolution inspector (`StopWork` ends the worker, which the
    /// page does: here it only forgets the question).
    pub fn on_inspector(&mut self, msg: InspectorMsg) {
        match msg {
            InspectorMsg::Auto => self.auto_answer(),
            InspectorMsg::OrderMove(i, up) => self.move_in_order(i, up),
            InspectorMsg::OrderGrab(i) => self.inspector.order_grab = Some(i),
            InspectorMsg::OrderDrop(to) => {
                if let (Some(from), Some(to)) = (self.inspector.order_grab.take(), to) {
                    self.place_in_order(from, to);
                }
            }
            InspectorMsg::ConfirmOrder => self.confirm_order(),
            InspectorMsg::Explore => self.explore(),
            InspectorMsg::StopWork => {}
            InspectorMsg::Compare => self.compare(),
            InspectorMsg::CloseCompare => {
                self.inspector.comparison = None;
                self.inspector.comparing = None;
            }
        }
    }
}
