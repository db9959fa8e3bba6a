//! The processing stack. Rules processing that can stop for a decision is a task; the top task
//! runs one step at a time. A step first makes all its choices (stopping at a [`Decision`] until
//! it is answered), and only then changes the game, so re-running it after an answer is safe.

use super::interp::EffectFrame;
use super::using::{CastQueue, EnterBattle, FinishSpell, UseTask};
use crate::decision::{Answer, Decision, DecisionKind};
use crate::event::Cause;
use crate::player::PlayerId;
use crate::state::repeat::{FORCED_STEP_LIMIT, WATCH_AFTER, WATCH_UNTIL};
use crate::state::{CardId, Game, ObjRef, TurnStep};

#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) enum Task {
    /// Resolve pending effects in the order of 101.4 until none are left.
    DrainPending,
    /// Using a card (601).
    Use(Box<UseTask>),
    /// Resolving a triggered ability or a spell ability.
    Effect(Box<EffectFrame>),
    /// Cards in standby entering the battle zone one at a time (409.1f).
    EnterBattle(Box<EnterBattle>),
    /// Cards in standby used one at a time (409.1e).
    CastQueue(Box<CastQueue>),
    /// A spell's last step: to the graveyard (605.2f).
    FinishSpell(Box<FinishSpell>),
    /// Move the turn on to this step once nothing is pending (500.2).
    EnterStep(TurnStep),
    /// The move to the next turn (512).
    NextTurn,
    /// The attack in progress, one sub-step at a time (506–510).
    Attack,
    /// Shields being broken, with S-Trigger declarations (113.6, 509.5).
    Break(Box<super::combat::BreakTask>),
    /// A player declares which of their triggered abilities that need it they use (603.2e).
    Declare(PlayerId),
    /// An aura being used is attached to a GR creature (310.2).
    Attach(Box<super::using::AttachAura>),
    /// Commands that entered the battle zone each remove a seal, one at a time (116.4a, 703.4j).
    Unseal(Vec<ObjRef>),
    /// A cross gear being crossed onto a creature (303.3b, 303.3c).
    Cross(Box<super::cross::CrossTask>),
    /// The turn player's untap, with their Silent Skill choice (501.1, 501.1a).
    Untap,
}

impl Task {
    /// Pending effects resolve before this task runs (it is not part of any resolution).
    fn is_boundary(&self) -> bool {
        matches!(self, Task::EnterStep(_) | Task::NextTurn | Task::Attack)
    }
}

/// What a task step asks of the loop.
pub(crate) enum Outcome {
    /// The task is finished.
    Done,
    /// Run the task again after the new tasks (pushed in order: the last runs first).
    Again(Task, Vec<Task>),
    /// The task is finished; push these (in order: the last runs first).
    Then(Vec<Task>),
}

impl Game {
    /// Runs the stack until a player must decide or nothing is left to do.
    pub(crate) fn advance(&mut self) {
        let mut guard = 0u32;
        let mut watch = crate::state::repeat::LoopWatch::default();
        loop {
            guard += 1;
            // No player is asked anything inside this loop: a position that comes back here
            // comes back for ever (`state::repeat`).
            let watching = (WATCH_AFTER..WATCH_UNTIL).contains(&guard);
            if watching && watch.repeats(self.loop_hash()) {
                self.end_void(crate::words::Text::new(
                    "the same position came back with no choice left to either player, so the \
                     processing would repeat for ever: a loop no player can stop, which the event \
                     rules make a void game",
                    "どちらのプレイヤーにも選択肢がないまま同じ状況に戻り、処理が永久に繰り返される\
                     （誰も止められない無限ループは、競技イベント運営ルールで無効試合になる）",
                ));
                return;
            }
            if guard > FORCED_STEP_LIMIT {
                self.end_void(crate::words::Text::new(
                    "the processing went on for 4,000 steps with no choice for either player: a \
                     loop no player can stop whose position keeps changing (a power that keeps \
                     growing), which the event rules make a void game",
                    "どちらのプレイヤーにも選択肢がないまま処理が4千ステップ続いた（状況が変わり続ける、\
                     誰も止められない無限ループ）。競技イベント運営ルールで無効試合になる",
                ));
                return;
            }
            if self.result.is_some() {
                self.decision = None;
                self.tasks.clear();
                return;
            }
            // What a replacement does comes right after the event it replaced (609.1a).
            for task in std::mem::take(&mut self.replacing).into_iter().rev() {
                self.tasks.push(task);
            }
            self.collect_triggers();
            self.mark_step();
            if self.skip_rest_of_turn {
                self.skip_the_rest_of_the_turn();
                continue;
            }
            if self.state_based_actions() {
                self.mark_step();
                continue;
            }
            if self.result.is_some() || self.decision.is_some() {
                return;
            }
            if let Some(p) = self.declarer() {
                if self.tasks.last() != Some(&Task::Declare(p)) {
                    self.tasks.push(Task::Declare(p));
                }
            }
            let needs_drain = match self.tasks.last() {
                Some(Task::Declare(_)) => false,
                None => !self.pending.is_empty(),
                Some(t) => t.is_boundary() && !self.pending.is_empty(),
            };
            if needs_drain {
                self.tasks.push(Task::DrainPending);
                continue;
            }
            let Some(task) = self.tasks.pop() else {
                if self.idle() {
                    continue;
                }
                return;
            };
            self.answers_used = 0;
            self.depth =
                self.tasks.iter().filter(|t| matches!(t, Task::Effect(_) | Task::Use(_))).count() as u16;
            let outcome = self.run_task(task);
            match outcome {
                Outcome::Done => {}
                Outcome::Again(task, above) => {
                    self.tasks.push(task);
                    self.tasks.extend(above);
                }
                Outcome::Then(tasks) => self.tasks.extend(tasks),
            }
            self.mark_step();
            if self.decision.is_none() {
                self.answers.clear();
            }
        }
    }

    fn run_task(&mut self, task: Task) -> Outcome {
        match task {
            Task::DrainPending => self.drain_pending(),
            Task::Use(t) => self.run_use(t),
            Task::Effect(f) => self.run_effect(f),
            Task::EnterBattle(t) => self.run_enter_battle(t),
            Task::Attach(a) => self.run_attach(*a),
            Task::CastQueue(t) => self.run_cast_queue(t),
            Task::FinishSpell(t) => self.run_finish_spell(t),
            Task::EnterStep(s) => self.enter_step(s),
            Task::NextTurn => self.next_turn(),
            Task::Untap => self.run_untap(),
            Task::Attack => self.run_attack(),
            Task::Break(t) => self.run_break(t),
            Task::Declare(p) => self.run_declare(p),
            Task::Unseal(commands) => self.run_unseal(commands),
            Task::Cross(t) => self.run_cross(t),
        }
    }

    /// Asks a decision of the current step. Returns the answer when it has been given (or when
    /// exactly one answer is legal, 7 of issue 5: the engine never decides otherwise); `None`
    /// after posting the decision. `prompt` words the question, only when it is posted: most
    /// questions are answered already (the step re-runs) or have one legal answer.
    /// `n` of `cands` picked at random (701.7b), with no one choosing: drawn from the game's
    /// seeded randomness once and recorded as the step's answer, so a step that runs again
    /// after a later decision, and a replay of the same actions, pick the same cards.
    pub(crate) fn pick_at_random(&mut self, cands: &[CardId], n: usize) -> Vec<CardId> {
        if let Some(Answer::Cards(a)) = self.answers.get(self.answers_used) {
            self.answers_used += 1;
            return a.clone();
        }
        let mut pool = cands.to_vec();
        let n = n.min(pool.len());
        for i in 0..n {
            let j = i + crate::rng::below(&mut self.rng, pool.len() - i);
            pool.swap(i, j);
        }
        pool.truncate(n);
        self.answers.push(Answer::Cards(pool.clone()));
        self.answers_used += 1;
        pool
    }

    pub(crate) fn ask(
        &mut self,
        player: PlayerId,
        kind: DecisionKind,
        cause: Option<Cause>,
        about: crate::decision::Prompt,
    ) -> Option<Answer> {
        self.ask_as(player, kind, cause, about, true)
    }

    /// [`Game::ask`], which with `forced_by_itself` false asks even a question with one
    /// possible answer: one whose being asked at all would tell the other player what
    /// only the deciding player sees (a declaration of S-Triggers, 400.2).
    pub(crate) fn ask_as(
        &mut self,
        player: PlayerId,
        kind: DecisionKind,
        cause: Option<Cause>,
        about: crate::decision::Prompt,
        forced_by_itself: bool,
    ) -> Option<Answer> {
        if let Some(a) = self.answers.get(self.answers_used) {
            self.answers_used += 1;
            return Some(a.clone());
        }
        let legal = if forced_by_itself { self.legal_answers_to(&kind, 2) } else { Vec::new() };
        if legal.len() == 1 {
            let a = legal.into_iter().next().expect("one answer");
            self.answers.push(a.clone());
            self.answers_used += 1;
            return Some(a);
        }
        // Worded only now: an answer found on its own above formats nothing.
        let prompt = crate::words::prompt::en(about, player, self);
        self.decision = Some(Decision { player, kind, prompt, cause, about });
        None
    }
}
