//! Stepping into an action: the game after each of its processing steps, and what the
//! processing stack is doing at one of them (what is being used or resolving, and how far).
//!
//! An action (a use, an answer, an attack) is one move of a player, but the rules process it in
//! many steps: a spell is declared (601.1a), waits in standby (409.1b), is paid for (601.1e),
//! resolves step by step (605.2) and only then goes to the graveyard (605.2f). The playground
//! stops at each, like a debugger. The steps are the engine's own: one turn of its processing
//! loop (triggers collected, state-based actions, one task step) that logged something, so
//! stepping changes nothing in how an action is processed and the last step is the action's end.

use crate::action::Action;
use crate::rules::apply::ActionError;
use crate::rules::interp::EffectFrame;
use crate::rules::task::Task;
use crate::rules::using::{UsePhase, UseTask};
use crate::sight::Sight;
use crate::state::{CardId, Game};
use crate::words::{Lang, Text};

/// Most processing steps kept for stepping into one action, its end included. An action
/// rarely has more than a few dozen, but a loop the engine ends as a void game runs thousands
/// of forced steps: past this many, further steps in the middle are not kept (the action's end
/// always is), so stepping goes from the last kept one straight to the end.
pub const MAX_STEPS: usize = 1_000;

/// The game after each processing step of one action, in order; the last is the game after
/// the whole action. Kept like the session's checkpoints: every step's log is the start of the
/// end's, so each step keeps its game without its log and the log's length at that step, and
/// the log is kept once, in the end's game. A long game's action of many steps would otherwise
/// copy its whole log at each step (gigabytes for a loop of thousands of forced steps).
#[derive(Clone, Debug, Default)]
pub struct Steps {
    /// The game after each step kept; all but the last (the end) without their log.
    games: Vec<Game>,
    /// The log's length after each step kept.
    log_lens: Vec<usize>,
}

impl Steps {
    /// How many steps are kept, the end included (0: none, as for no action).
    pub fn len(&self) -> usize {
        self.games.len()
    }

    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// How many events of the line of play have happened after step `i` (0-based).
    pub fn log_len(&self, i: usize) -> usize {
        self.log_lens.get(i).copied().unwrap_or(0)
    }

    /// The log after step `i`: the start of the end's log.
    pub fn log(&self, i: usize) -> &[crate::event::Event] {
        match self.games.last() {
            Some(end) => &end.log[..self.log_len(i).min(end.log.len())],
            None => &[],
        }
    }

    /// The game after step `i` (0-based), its log included: a copy, made on demand.
    pub fn game(&self, i: usize) -> Option<Game> {
        let g = self.games.get(i)?;
        if i + 1 == self.games.len() {
            return Some(g.clone());
        }
        let mut game = g.clone();
        game.log = self.log(i).to_vec();
        Some(game)
    }

    /// The game after the whole action (`None` only when no step is kept).
    pub fn end(&self) -> Option<&Game> {
        self.games.last()
    }

    /// Every step's game in order, each made on demand with its log (for looking through all
    /// of them; [`Steps::game`] makes one).
    pub fn iter(&self) -> impl Iterator<Item = Game> + '_ {
        (0..self.len()).filter_map(|i| self.game(i))
    }

    /// How many resolutions and uses are in progress at step `i` (see
    /// [`Game::processing_depth`]); 0 past the last step.
    pub fn processing_depth(&self, i: usize) -> usize {
        self.games.get(i).map_or(0, Game::processing_depth)
    }

    /// How many events the kept games hold in their own logs, all together: the end's log,
    /// since the other steps keep none (a measure of what stepping costs).
    pub fn events_held(&self) -> usize {
        self.games.iter().map(|g| g.log.len()).sum()
    }
}

impl Game {
    /// Applies `action` like [`Game::apply`] and returns the game after each of its processing
    /// steps, in order (at most [`MAX_STEPS`]); the last is the game after the whole action
    /// (`self` afterwards). A step's game is for looking at: it is in the middle of processing,
    /// so no player may act in it (it has no decision).
    pub fn apply_stepwise(&mut self, action: Action) -> Result<Steps, ActionError> {
        let start = self.log.len();
        self.trace = Some((start, Steps::default()));
        let applied = self.apply(action).map(|_| ());
        let (at, mut steps) = self.trace.take().unwrap_or_default();
        applied?;
        // The last step kept is the action's end when nothing was logged after it (the game
        // may still have changed without a word, so the end is taken as it is now).
        if self.log.len() <= at && !steps.is_empty() {
            steps.games.pop();
            steps.log_lens.pop();
        }
        steps.games.push(self.clone());
        steps.log_lens.push(self.log.len());
        Ok(steps)
    }

    /// While an action is applied by [`Game::apply_stepwise`]: keeps the game as it is now,
    /// without its log, when something was logged since the last step (and fewer than
    /// [`MAX_STEPS`] are kept: the end needs the last place).
    pub(crate) fn mark_step(&mut self) {
        let Some((at, steps)) = &self.trace else { return };
        if self.log.len() <= *at || steps.len() + 1 >= MAX_STEPS {
            return;
        }
        let Some((_, mut steps)) = self.trace.take() else { return };
        let log = std::mem::take(&mut self.log);
        steps.games.push(self.clone());
        self.log = log;
        steps.log_lens.push(self.log.len());
        self.trace = Some((self.log.len(), steps));
    }

    /// How many resolutions and uses are in progress, one inside another (0: none). Stepping
    /// out of a resolution goes to the first later step where this is lower.
    pub fn processing_depth(&self) -> usize {
        self.tasks.iter().filter(|t| matches!(t, Task::Effect(_) | Task::Use(_))).count()
    }
}

/// What one entry of the processing stack is doing, as a perspective may be told.
#[derive(Clone, Debug, PartialEq)]
pub struct FrameView {
    /// The card being used or whose ability resolves (a handle when hidden from the viewer).
    pub card: Option<CardId>,
    /// "Energy Stream (spell): paid for, being used (601.1g)".
    pub words: Text,
    /// The rules this stage follows.
    pub rules: Vec<&'static str>,
    /// Steps of a resolving ability done and in all (its outer steps), when it has steps.
    pub progress: Option<(usize, usize)>,
}

impl Sight<'_> {
    /// The processing stack, innermost (running now) first: cards being used and their stage
    /// (601), abilities resolving and their step (605.2), cards entering the battle zone one at
    /// a time (409.1f), the attack and shields being broken (506–509).
    pub fn processing(&self) -> Vec<FrameView> {
        let game = self.game();
        game.tasks.iter().rev().filter_map(|t| self.frame(game, t)).collect()
    }

    /// One task of the processing stack as a player may read it.
    fn frame(&self, game: &Game, t: &Task) -> Option<FrameView> {
        let name = |c: CardId| Text::new(self.name(c, Lang::En), self.name(c, Lang::Ja));
        let frame = |card: Option<CardId>, words: Text, rules: &[&'static str]| FrameView {
            card: card.map(|c| self.key(c)),
            words,
            rules: rules.to_vec(),
            progress: None,
        };
        Some(match t {
            Task::Use(u) => self.use_frame(u),
            Task::Effect(f) => self.effect_frame(f),
            Task::EnterBattle(e) => frame(
                e.cards.get(e.next).copied(),
                Text::new(
                    format!(
                        "Putting cards into the battle zone one at a time: {} of {}",
                        e.next,
                        e.cards.len()
                    ),
                    format!("カードを1枚ずつバトルゾーンに出している：{}/{}枚", e.next, e.cards.len()),
                ),
                &["409.1f"],
            ),
            Task::Attach(a) => frame(
                Some(a.aura),
                Text::new(
                    format!("Attaching {} to {}", name(a.aura).en, name(a.target).en),
                    format!("{}を{}に付けている", name(a.aura).ja, name(a.target).ja),
                ),
                &["310.2"],
            ),
            Task::Cross(x) => frame(
                Some(x.gear),
                Text::new(
                    format!("Crossing {} onto a creature", name(x.gear).en),
                    format!("{}をクリーチャーにクロスしている", name(x.gear).ja),
                ),
                &["303.3"],
            ),
            Task::CastQueue(q) => frame(
                q.cards.get(q.next).copied(),
                Text::new(
                    format!("Using cards in standby one at a time: {} of {}", q.next, q.cards.len()),
                    format!("保留状態のカードを1枚ずつ使用している：{}/{}枚", q.next, q.cards.len()),
                ),
                &["409.1e"],
            ),
            Task::FinishSpell(s) => {
                let n = name(s.spell.card);
                frame(
                    Some(s.spell.card),
                    Text::new(
                        format!("{} has resolved; it goes to the graveyard next", n.en),
                        format!("{}の解決が終わり、次に墓地へ置かれる", n.ja),
                    ),
                    &["605.2f", "409.1b"],
                )
            }
            Task::Attack => frame(
                game.attack.as_ref().map(|a| a.attacker.card),
                Text::new("An attack in progress", "攻撃の処理中"),
                &["506"],
            ),
            Task::Break(b) => frame(
                None,
                Text::new(
                    format!("Breaking {} shield(s)", b.shields.len()),
                    format!("シールドを{}枚ブレイクしている", b.shields.len()),
                ),
                &["113.6a", "509.5"],
            ),
            Task::DrainPending => frame(
                None,
                Text::new("Pending effects resolve, one at a time", "待機中の効果を1つずつ解決する"),
                &["101.4"],
            ),
            Task::Declare(p) => frame(
                None,
                Text::new(
                    format!("{p} declares which triggered abilities they use"),
                    format!(
                        "{}が使用する誘発型能力を宣言する",
                        crate::words::player(*p, crate::words::Lang::Ja)
                    ),
                ),
                &["603.2e", "506.3b"],
            ),
            Task::Unseal(commands) => frame(
                commands.first().map(|c| c.card),
                Text::new(
                    "A Command entered: its owner removes a seal of its civilization",
                    "コマンドが出たので、持ち主が同じ文明の封印を1つ外す",
                ),
                &["116.4a", "703.4j"],
            ),
            Task::EnterStep(_) | Task::NextTurn | Task::Untap => return None,
        })
    }

    /// A card being used, and its stage of 601 (`UsePhase`).
    fn use_frame(&self, u: &UseTask) -> FrameView {
        let name = |c: CardId| Text::new(self.name(c, Lang::En), self.name(c, Lang::Ja));
        let frame = |card: Option<CardId>, words: Text, rules: &[&'static str]| FrameView {
            card: card.map(|c| self.key(c)),
            words,
            rules: rules.to_vec(),
            progress: None,
        };
        let n = name(u.card);
        let (en, ja, rules): (&str, &str, &[&'static str]) = match u.phase {
            UsePhase::Declare => ("about to be declared", "宣言される前", &["601.1a"]),
            UsePhase::Pay => (
                "declared, in standby; its cost is paid next",
                "宣言され保留状態、次にコストを支払う",
                &["409.1", "601.1e"],
            ),
            // (Evolve: an evolution creature's base is chosen, 801.1a; nothing for others.)
            UsePhase::Evolve | UsePhase::Use => {
                ("paid for; it is used next", "支払い済み、次に使用される", &["601.1g"])
            }
            UsePhase::Resolve => ("used; it resolves next", "使用済み、次に解決する", &["605.2", "409.1"]),
        };
        frame(
            Some(u.card),
            Text::new(format!("Using {}: {en}", n.en), format!("{}を使用中：{ja}", n.ja)),
            rules,
        )
    }

    /// An ability resolving (605.2), and how far through its steps.
    fn effect_frame(&self, f: &EffectFrame) -> FrameView {
        let name = |c: CardId| Text::new(self.name(c, Lang::En), self.name(c, Lang::Ja));
        let frame = |card: Option<CardId>, words: Text, rules: &[&'static str]| FrameView {
            card: card.map(|c| self.key(c)),
            words,
            rules: rules.to_vec(),
            progress: None,
        };
        let src = name(f.cause.card);
        let what = match f.pending {
            Some(id) => {
                let label = self.pending_words(id);
                Text::new(format!("#{id} {}", label.en), format!("#{id} {}", label.ja))
            }
            None => Text::new(format!("{}'s ability", src.en), format!("{}の能力", src.ja)),
        };
        let progress = f.cursor.first().map(|(steps, i)| ((*i).min(steps.len()), steps.len()));
        let mut v = frame(
            Some(f.cause.card),
            Text::new(format!("Resolving {}", what.en), format!("{}を解決中", what.ja)),
            &["605.2"],
        );
        v.progress = progress;
        v
    }
}
