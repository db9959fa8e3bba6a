//! The effect interpreter: runs an ability's steps in written order (605.2c), one step at a
//! time, stopping for decisions.

use super::effects::{Change, ContinuousEffect};
use super::moves::{MoveReq, MoveWhy};
use super::query::Ctx;
use super::task::{Outcome, Task};
use super::using::{CastQueue, EnterBattle, UseTask};
use crate::card::{
    CardType, CastStep, Count, CrossStep, DelayedStep, Destination, DrawPer, GrantStep, ModeStep, Move,
    PowerStep, RevealUntil, Selection, Side, Source, Step, WhichTurn, Who,
};
use crate::decision::{Answer, DecisionKind, Prompt, Verb};
use crate::event::{Cause, EventKind, MoveHow, RuleRef, Rules};
use crate::player::PlayerId;
use crate::state::{CardId, Game, StandbyReason};
use crate::words::{self, Lang, Text};
use crate::zone::Zone;
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct EffectFrame {
    pub ctx: Ctx,
    pub cause: Cause,
    /// Blocks of steps being run (nested for `if` and `may`), each with the next step's index.
    pub cursor: Vec<(Arc<[Step]>, usize)>,
    pub pending: Option<u32>,
    /// Cards this effect revealed: hidden again when it ends (701.9a).
    pub revealed: Vec<CardId>,
    /// The steps of a replacement effect: what they do is the replaced event, which nothing
    /// replaces again (101.5).
    pub replacing: bool,
    /// A move's `name_put` and its destination while a replacement of its event carries out
    /// steps of its own: the cards those put there join the name before the next step.
    pub put_pending: Option<(String, Option<Zone>)>,
}

/// By hand: a loop hash sees the pending effect's number by its rank (`state::repeat`).
impl std::hash::Hash for EffectFrame {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let EffectFrame { ctx, cause, cursor, pending, revealed, replacing, put_pending } = self;
        (ctx, cause, cursor, revealed, replacing, put_pending).hash(h);
        pending.map(crate::state::repeat::pending_number).hash(h);
    }
}

impl EffectFrame {
    pub fn new(ctx: Ctx, cause: Cause, steps: Arc<[Step]>, pending: Option<u32>) -> EffectFrame {
        EffectFrame {
            ctx,
            cause,
            cursor: vec![(steps, 0)],
            pending,
            revealed: Vec::new(),
            replacing: false,
            put_pending: None,
        }
    }
}

/// What one step did.
enum Did {
    /// Waiting for a decision; run the same step again after it.
    Wait,
    /// Finished; push these tasks above the frame (they finish before the next step).
    Next(Vec<Task>),
    /// Finished; run these steps next, inside this effect.
    Enter(Vec<Step>),
}

impl Game {
    pub(crate) fn run_effect(&mut self, mut f: Box<EffectFrame>) -> Outcome {
        // What a replacement's own steps put where this effect's move was going is this
        // effect's doing too (609.4): it joins the move's `name_put`.
        if let Some((name, zone)) = f.put_pending.take() {
            let put: Vec<CardId> = self
                .replaced_puts
                .take()
                .unwrap_or_default()
                .into_iter()
                .filter(|&c| zone.is_none_or(|z| self.card(c).zone == z))
                .collect();
            f.ctx.vars.entry(name).or_default().extend(put);
        }
        let Some((steps, i)) = f.cursor.last().cloned() else {
            return Outcome::Done;
        };
        if i >= steps.len() {
            f.cursor.pop();
            if f.cursor.is_empty() {
                let mine: Vec<CardId> = f.ctx.looked.iter().map(|o| o.card).collect();
                self.looking.retain(|(c, _)| !mine.contains(c));
                for &c in &f.revealed {
                    self.card_mut(c).revealed = false;
                }
            }
            return if f.cursor.is_empty() {
                Outcome::Done
            } else {
                Outcome::Again(Task::Effect(f), Vec::new())
            };
        }
        // A spell whose effects are ignored does nothing, even halfway through (110.1).
        if let Some(side) = self.spell_of(&f).filter(|&s| self.spell_ignored(f.cause.card, s)) {
            let face = self.def(f.cause.card).face(side);
            let name = face.name.clone();
            let name_ja = words::face_name(face, Lang::Ja).to_string();
            let what = Text::new(
                format!("the effects of {name} are ignored: the rest of it does nothing"),
                format!("{name_ja}の効果は無視されるので、残りは何もしない"),
            );
            self.emit_with(
                EventKind::NothingToDo { card: None, what },
                Some(f.cause.clone()),
                &["110.1"],
                Vec::new(),
            );
            f.cursor.truncate(1);
            f.cursor[0].1 = f.cursor[0].0.len();
            return Outcome::Again(Task::Effect(f), Vec::new());
        }
        match self.exec_ability_step(&mut f, &steps[i]) {
            Did::Wait => Outcome::Again(Task::Effect(f), Vec::new()),
            Did::Next(tasks) => {
                if let Some(top) = f.cursor.last_mut() {
                    top.1 += 1;
                }
                Outcome::Again(Task::Effect(f), tasks)
            }
            Did::Enter(block) => {
                if let Some(top) = f.cursor.last_mut() {
                    top.1 += 1;
                }
                f.cursor.push((Arc::from(block), 0));
                Outcome::Again(Task::Effect(f), Vec::new())
            }
        }
    }

    /// Makes the choice a selection needs (605.2b: as many as possible), or takes all that
    /// match. `None`: waiting for the answer.
    fn select(
        &mut self,
        f: &mut EffectFrame,
        sel: &Selection,
        verb: Verb,
        default_chooser: PlayerId,
    ) -> Option<Vec<CardId>> {
        self.select_to(f, sel, verb, default_chooser, None)
    }

    /// [`Game::select`] for a move to `to`: a card that can't be put into the battle zone is
    /// no candidate for a move there (316.2, 314.2).
    fn select_to(
        &mut self,
        f: &mut EffectFrame,
        sel: &Selection,
        verb: Verb,
        default_chooser: PlayerId,
        to: Option<Destination>,
    ) -> Option<Vec<CardId>> {
        // "The top card for each card …": the top N, N read from what an earlier step remembered.
        let from_top;
        let sel = match (&sel.as_many_as, sel.top) {
            (Some(_), Some(_)) => {
                let k = Self::as_many(f, sel);
                if k == 0 {
                    return Some(Vec::new());
                }
                from_top = Selection { top: Some(k), as_many_as: None, ..sel.clone() };
                &from_top
            }
            _ => sel,
        };
        if !self.read_costs_for(f, sel) {
            return None;
        }
        let mut cands = self.candidates(&f.ctx, sel);
        if to == Some(Destination::Battle) {
            cands.retain(|&c| self.can_be_put_into_battle(c));
        }
        let chooser = match sel.chooser {
            Some(w) => f.ctx.player(w),
            None => default_chooser,
        };
        // A choice of another player's shields may be their owner's (`owner_chooses_shields`).
        #[cfg(whole_vocabulary)]
        let chooser = {
            let breaker = (verb == Verb::Break).then(|| self.breaking_creature(f)).flatten();
            self.shield_chooser(chooser, &cands, breaker)
        };
        // The top N of a deck are taken as they are, with no choice.
        if sel.top.is_some() {
            return Some(cands);
        }
        // "As many as" what an earlier step remembered: none is none, with no choice (101.3).
        // With `up_to`, "up to as many" ("for each …, you may …"): the chooser may pick fewer.
        let counted;
        let sel = match &sel.as_many_as {
            Some(_) => {
                let k = Self::as_many(f, sel);
                if k == 0 {
                    return Some(Vec::new());
                }
                counted = Selection { count: Count::N(k), ..sel.clone() };
                &counted
            }
            None => sel,
        };
        // "That creature", "them": every card the source names, with no choice. A number
        // written on them ("one of them") is a choice among them, as anywhere else (605.2b).
        let count = sel.count.read_for(&sel.from);
        if sel.from.names_cards() && count == Count::All && !sel.up_to {
            return Some(cands);
        }
        // A search looks at the deck: not for a player who can't (101.2). A choice among a deck
        // and other places still looks at the others (101.3).
        if sel.from == Source::Deck && self.deck_unlookable(f, chooser) {
            return Some(Vec::new());
        }
        if let Source::AnyOf(srcs) = &sel.from {
            if srcs.contains(&Source::Deck)
                && cands.iter().any(|&c| self.card(c).zone == Zone::Deck)
                && self.deck_unlookable(f, chooser)
            {
                cands.retain(|&c| self.card(c).zone != Zone::Deck);
            }
        }
        if let Some(t) = &sel.total_max {
            cands.retain(|&c| self.can_be_chosen(&f.ctx, chooser, c));
            return self.select_within(f, sel, t, cands, chooser, verb);
        }
        // "All" does not choose (605.2b): only a choice is stopped by "can't be chosen". "Any
        // number" (all, up to) is a choice of as many as the chooser likes, none included.
        let n = match count {
            Count::All if sel.up_to => u32::MAX,
            Count::All | Count::Unwritten => return Some(cands),
            Count::N(n) => n,
        };
        cands.retain(|&c| self.can_be_chosen(&f.ctx, chooser, c));
        let n = if count == Count::All { cands.len() as u32 } else { n };
        if cands.len() as u32 <= n && !sel.up_to {
            return Some(cands);
        }
        self.choose_cards(f, sel, cands, chooser, n, verb)
    }

    /// The number `as_many_as` reads: the cards remembered under its name, less those remembered
    /// under `minus` (never below none).
    fn as_many(f: &EffectFrame, sel: &Selection) -> u32 {
        let len = |name: &Option<String>| name.as_ref().and_then(|n| f.ctx.vars.get(n)).map_or(0, Vec::len);
        #[cfg(whole_vocabulary)]
        let less = len(&sel.minus);
        #[cfg(not(whole_vocabulary))]
        let less = 0;
        len(&sel.as_many_as).saturating_sub(less) as u32
    }

    /// The twinpact costs a selection's filter or total compares with, read by the effect's
    /// player before anything is chosen (201.2b). `false`: waiting for an answer, or a cost
    /// was read just now: it stays with the effect, and the step starts again with no answers
    /// given, so a choice that follows is not answered by the reading.
    fn read_costs_for(&mut self, f: &mut EffectFrame, sel: &Selection) -> bool {
        let reads = f.ctx.cost_read.len();
        if !self.read_costs(f, &sel.filter) {
            return false;
        }
        // A total's amount may read a remembered twinpact's cost: its player reads one (201.2b).
        if let Some(crate::card::TotalMax {
            at_most: crate::card::Amount::CostOf(Source::Named(n)), ..
        }) = &sel.total_max
        {
            let (cards, me) = (f.ctx.vars.get(n).cloned().unwrap_or_default(), f.ctx.controller);
            if !self.read_costs_of(f, cards, me, false) {
                return false;
            }
        }
        f.ctx.cost_read.len() == reads
    }

    /// The chooser picks `n` of `cands` (or up to `n`), an opponent's creature that must be
    /// chosen if able included (101.2). `None`: waiting for the answer.
    fn choose_cards(
        &mut self,
        f: &EffectFrame,
        sel: &Selection,
        cands: Vec<CardId>,
        chooser: PlayerId,
        n: u32,
        verb: Verb,
    ) -> Option<Vec<CardId>> {
        let required: Vec<CardId> = cands
            .iter()
            .copied()
            .filter(|&c| {
                let card = self.card(c);
                card.zone == Zone::Battle
                    && card.controller != chooser
                    && self.has_keyword(c, &crate::card::Keyword::MustBeChosen)
            })
            .collect();
        match self.ask(
            chooser,
            DecisionKind::Cards {
                candidates: cands.clone(),
                min: if sel.up_to { 0 } else { n.min(cands.len() as u32) },
                max: n.min(cands.len() as u32),
                required,
            },
            Some(f.cause.clone()),
            Prompt::Select { n, up_to: sel.up_to, verb },
        ) {
            Some(Answer::Cards(c)) => Some(c),
            Some(_) => Some(Vec::new()),
            None => None,
        }
    }

    /// A choice whose cards' powers or costs add up to at most an amount: one card at a time
    /// among those that still fit, until the chooser stops, none fits or `count` are chosen.
    /// The amount is read once, as the choice begins (605.2d). `None`: waiting for an answer.
    fn select_within(
        &mut self,
        f: &EffectFrame,
        sel: &Selection,
        t: &crate::card::TotalMax,
        cands: Vec<CardId>,
        chooser: PlayerId,
        verb: Verb,
    ) -> Option<Vec<CardId>> {
        let limit = self.amount(&f.ctx, &t.at_most);
        let most = match sel.count.read_for(&sel.from) {
            Count::N(n) => n as usize,
            Count::All | Count::Unwritten => usize::MAX,
        };
        let mut picked: Vec<CardId> = Vec::new();
        let mut total = 0u32;
        while picked.len() < most {
            let fit: Vec<CardId> = cands
                .iter()
                .copied()
                .filter(|c| {
                    !picked.contains(c) && total.saturating_add(self.measure(&f.ctx, t.of, *c)) <= limit
                })
                .collect();
            if fit.is_empty() {
                break;
            }
            match self.ask(
                chooser,
                DecisionKind::Cards { candidates: fit, min: 0, max: 1, required: Vec::new() },
                Some(f.cause.clone()),
                Prompt::SelectWithin { total, limit, of: t.of, verb },
            ) {
                Some(Answer::Cards(c)) if !c.is_empty() => {
                    total = total.saturating_add(self.measure(&f.ctx, t.of, c[0]));
                    picked.push(c[0]);
                }
                Some(_) => break,
                None => return None,
            }
        }
        Some(picked)
    }

    /// A filter compares costs with a remembered twinpact, which outside the battle zone has
    /// two: the effect's player reads one, once for the whole effect (201.2b, 605.2d). `false`:
    /// waiting for the answer.
    fn read_costs(&mut self, f: &mut EffectFrame, filter: &crate::card::Filter) -> bool {
        for nested in [&filter.not, &filter.or].into_iter().flatten() {
            if !self.read_costs(f, nested) {
                return false;
            }
        }
        let names = [&filter.same_cost_as, &filter.cost_max_as];
        let cards: Vec<CardId> = names
            .into_iter()
            .flatten()
            .flat_map(|n| f.ctx.vars.get(n).cloned().unwrap_or_default())
            .collect();
        let me = f.ctx.controller;
        self.read_costs_of(f, cards, me, false)
    }

    /// [`Game::read_costs`] for these cards: `reader` picks each twinpact's cost, the effect's
    /// player (201.2b) or, `revealed`, the one who revealed it in a gachinko judge (201.2c).
    /// `false`: waiting for the answer.
    fn read_costs_of(
        &mut self,
        f: &mut EffectFrame,
        cards: Vec<CardId>,
        reader: PlayerId,
        revealed: bool,
    ) -> bool {
        for card in cards {
            if f.ctx.cost_read.contains_key(&card) || f.ctx.lki.contains_key(&card) {
                continue;
            }
            let Some((front, twin)) = self.two_costs(card) else { continue };
            let read = match self.ask(
                reader,
                DecisionKind::YesNo,
                Some(f.cause.clone()),
                Prompt::ReadCost { card, front, twin, revealed },
            ) {
                Some(Answer::Yes(true)) => front,
                Some(_) => twin,
                None => return false,
            };
            f.ctx.cost_read.insert(card, read);
        }
        true
    }

    /// A gachinko judge of `me` against the opponent (701.21): both top cards are revealed, a
    /// twinpact's cost is read by the player who revealed it (201.2c, 701.21c), `me` wins with
    /// a cost at least the opponent's (701.21b; a player with an empty deck reveals nothing and
    /// has no cost), and both cards go to the bottom of their decks (701.21a). `None`: waiting
    /// for a cost to be read; the step runs again and reveals nothing twice.
    fn gachinko_judge(&mut self, f: &mut EffectFrame, me: PlayerId) -> Option<bool> {
        if f.ctx.judged.is_none() {
            let top =
                |g: &Game, p: PlayerId| g.zones[p].deck.iter().copied().find(|&c| !g.card(c).in_standby());
            let tops = [(me, top(self, me)), (me.opponent(), top(self, me.opponent()))];
            let cards: Vec<CardId> = tops.iter().filter_map(|&(_, c)| c).collect();
            if !cards.iter().all(|c| f.revealed.contains(c)) {
                for &c in &cards {
                    self.card_mut(c).revealed = true;
                    f.revealed.push(c);
                }
                self.emit_with(
                    EventKind::Revealed { cards: cards.clone() },
                    Some(f.cause.clone()),
                    &["701.21a", "701.9a"],
                    Vec::new(),
                );
            }
            let mut read = [None, None];
            let mut twinpact = false;
            for (i, &(p, c)) in tops.iter().enumerate() {
                let Some(c) = c else { continue };
                if !self.read_costs_of(f, vec![c], p, true) {
                    return None;
                }
                let cost = f.ctx.cost_read.get(&c).copied().unwrap_or(self.face(c).cost);
                twinpact |= self.two_costs(c).is_some();
                read[i] = Some((c, cost));
            }
            let won = match (read[0], read[1]) {
                (Some((_, mine)), Some((_, theirs))) => mine >= theirs,
                (Some(_), None) => true,
                (None, _) => false,
            };
            let rules: &[&'static str] =
                if twinpact { &["701.21b", "701.21c", "201.2c"] } else { &["701.21b"] };
            self.emit_with(
                EventKind::GachinkoJudged { player: me, won, mine: read[0], theirs: read[1] },
                Some(f.cause.clone()),
                rules,
                Vec::new(),
            );
            f.ctx.judged = Some((won, cards));
        }
        let (won, cards) = f.ctx.judged.clone()?;
        let reqs = MoveReq::all(&cards, Destination::DeckBottom, MoveHow::Put);
        self.move_cards(&reqs, &self.why(f, &["701.21a"]))?;
        f.ctx.judged = None;
        Some(won)
    }

    /// Whether `player` can't look at decks now; if so, says so in the log (101.2, 101.3).
    fn deck_unlookable(&mut self, f: &EffectFrame, player: PlayerId) -> bool {
        if !self.forbidden(player, crate::card::Forbid::LookAtDeck) {
            return false;
        }
        let what = Text::new(
            format!("{player} can't look at the deck: this part does nothing, the rest still happens"),
            format!(
                "{}は山札を見ることができないので、この部分は何もしない（残りは行う）",
                crate::words::player(player, Lang::Ja)
            ),
        );
        self.emit_with(
            EventKind::Prohibited { card: None, what },
            Some(f.cause.clone()),
            &["101.2", "101.3"],
            Vec::new(),
        );
        true
    }

    fn remember(&self, f: &mut EffectFrame, sel: &Selection, cards: &[CardId]) {
        // The creature the trigger's creature battled (`battled`) is looked back at alike.
        let looked_back = match &sel.from {
            Source::Trigger => f.ctx.trigger.card,
            #[cfg(whole_vocabulary)]
            Source::Battled => f.ctx.trigger.foe,
            _ => None,
        };
        if let (Some(n), Some(back), true) = (&sel.name, looked_back, cards.is_empty()) {
            // The triggering creature has left the battle zone since: it is remembered as it
            // was there (605.2e), for filters that compare with it; steps that act on it find
            // nothing, since it is expected in the battle zone (400.8).
            let gone = self.left_battle.iter().find(|(l, _)| *l == back);
            if let Some((o, lki)) = gone {
                f.ctx.vars.insert(n.clone(), vec![o.card]);
                f.ctx.expected.insert(o.card, Zone::Battle);
                f.ctx.lki.insert(o.card, lki.clone());
                return;
            }
        }
        if let Some(n) = &sel.name {
            f.ctx.vars.insert(n.clone(), cards.to_vec());
            for &c in cards {
                f.ctx.expected.insert(c, self.origin_zone(c));
                if self.card(c).zone == Zone::Battle {
                    f.ctx.lki.insert(c, self.lki_of(c));
                }
            }
        }
    }

    /// The step was carried out on these cards: `if = "done"` holds from now on. "If you did"
    /// follows the attempt, whatever its outcome (101.3a): a creature chosen and destroyed counts
    /// though it stayed or a replacement sent it elsewhere (to destroy is to try to put it into
    /// the graveyard, 701.6a).
    fn did(f: &mut EffectFrame, cards: &[CardId]) {
        if !cards.is_empty() {
            f.ctx.done = true;
        }
    }

    /// The effect moved these cards to `zone`: later steps look for them there (400.8).
    fn moved_to(f: &mut EffectFrame, cards: &[CardId], zone: Option<Zone>) {
        for c in cards {
            if let (Some(e), Some(z)) = (f.ctx.expected.get_mut(c), zone) {
                *e = z;
            }
        }
    }

    /// The half cast, when this is a spell's effect (its card is the cause's), for "ignore
    /// spells' effects".
    fn spell_of(&self, f: &EffectFrame) -> Option<Side> {
        f.ctx.by_spell.then(|| self.card(f.cause.card).side)
    }

    fn why(&self, f: &EffectFrame, rules: &[&'static str]) -> MoveWhy {
        MoveWhy {
            cause: Some(f.cause.clone()),
            by: Some(f.ctx.controller),
            rules: Rules::new(rules),
            notes: Vec::new(),
            alone: false,
            replaced: f.replacing,
        }
    }

    fn nothing(&mut self, f: &EffectFrame, what: Text) {
        self.emit_with(
            EventKind::NothingToDo { card: None, what },
            Some(f.cause.clone()),
            &["605.2b", "101.3"],
            Vec::new(),
        );
    }

    /// A draw of `count` cards (114), or of up to `count` with `up_to`; `name` remembers them.
    fn exec_draw(
        &mut self,
        f: &mut EffectFrame,
        who: crate::card::Who,
        count: u32,
        up_to: bool,
        name: Option<&String>,
    ) -> Did {
        let player = f.ctx.player(who);
        let n = if up_to {
            match self.ask(
                player,
                DecisionKind::Number { min: 0, max: count },
                Some(f.cause.clone()),
                Prompt::DrawUpTo { count },
            ) {
                Some(Answer::Number(n)) => n,
                Some(_) => 0,
                None => return Did::Wait,
            }
        } else {
            count
        };
        let mut drawn = Vec::new();
        for _ in 0..n {
            let Some(card) = self.draw(player, Some(f.cause.clone())) else { break };
            drawn.push(card);
            f.ctx.done = true;
        }
        if n == 0 {
            self.moved_none(f, player, MoveHow::Drawn, "114.1");
        }
        if let Some(name) = name {
            for &c in &drawn {
                f.ctx.expected.insert(c, Zone::Hand);
            }
            f.ctx.vars.insert(name.clone(), drawn);
        }
        Did::Next(Vec::new())
    }

    /// Says that a draw or discard of this effect moved no card (the player chose 0, or
    /// "as many as" counted none), which the log would otherwise leave unsaid.
    fn moved_none(&mut self, f: &EffectFrame, player: PlayerId, how: MoveHow, rule: RuleRef) {
        self.emit_with(EventKind::MovedNone { player, how }, Some(f.cause.clone()), &[rule], Vec::new());
    }

    /// Runs one ability step (a `card::Step`: one instruction of an ability's effect, not a
    /// turn step, a ruling's step or a processing step) of the effect `f`, by its kind.
    fn exec_ability_step(&mut self, f: &mut EffectFrame, step: &Step) -> Did {
        let me = f.ctx.controller;
        match step {
            Step::Draw(d) => self.exec_draw(f, d.player, d.count, d.up_to, d.name.as_ref()),
            Step::DrawPer(d) => self.exec_draw_per(f, d),
            Step::Discard(sel) => self.exec_discard(f, sel),
            Step::DiscardAtRandom(sel) => self.exec_discard_at_random(f, sel),
            Step::Destroy(sel) => self.exec_destroy(f, sel),
            Step::Move(m) => self.exec_move(f, m),
            Step::Cast(cs) => self.exec_cast(f, cs, true),
            Step::Use(cs) => self.exec_cast(f, cs, false),
            Step::Tap(sel) => self.exec_tap(f, sel, true),
            Step::Untap(sel) => self.exec_tap(f, sel, false),
            Step::TurnUpsideDown(sel) => self.exec_turn_upside_down(f, sel),
            Step::Power(p) => self.exec_power(f, p),
            Step::Grant(g) => self.exec_grant(f, g),
            Step::Seal(sel) => self.exec_seal(f, sel),
            Step::Break(sel) => self.exec_break(f, sel),
            Step::Flip(sel) => self.exec_flip(f, sel),
            Step::Reveal(sel) => self.exec_reveal(f, sel),
            Step::Choose(sel) => self.exec_choose(f, sel),
            Step::Shuffle(w) => self.exec_shuffle(f, *w),
            Step::Look(sel) => self.exec_look(f, sel),
            Step::RevealUntil(r) => self.exec_reveal_until(f, r),
            Step::Swap(sel) => self.exec_swap(f, sel),
            Step::GrSummon(n) => self.exec_gr_summon(f, *n),
            Step::Win => self.exec_win(f),
            #[cfg(whole_vocabulary)]
            Step::Lose => self.exec_lose(f),
            Step::ExtraTurn(w) => self.exec_extra_turn(f, *w),
            Step::SkipTurn(w) => self.exec_skip_turn(f, *w),
            Step::SkipRestOfTurn => {
                self.skip_rest_of_turn = true;
                Did::Next(Vec::new())
            }
            #[cfg(whole_vocabulary)]
            Step::NoBattle => {
                // The battle not yet fought is skipped: the attack goes on to its end (510.1).
                if let Some(a) = self.attack.as_mut().filter(|a| {
                    a.phase == super::combat::AttackPhase::Battle && a.blocker.or(a.target).is_some()
                }) {
                    a.phase = super::combat::AttackPhase::End;
                }
                Did::Next(Vec::new())
            }
            Step::Delayed(d) => self.exec_delayed(f, d),
            #[cfg(whole_vocabulary)]
            Step::TurnFaceUp(sel) => self.exec_turn_face_up(f, sel),
            Step::If(i) => {
                if self.check(&f.ctx, &i.condition) {
                    Did::Enter(i.then.clone())
                } else {
                    Did::Enter(i.otherwise.clone())
                }
            }
            Step::Mode(m) => self.exec_mode(f, m),
            Step::Cross(c) => self.exec_cross(f, c),
            Step::GachinkoJudge(g) => match self.gachinko_judge(f, me) {
                None => Did::Wait,
                Some(true) => Did::Enter(g.then.clone()),
                Some(false) => Did::Next(Vec::new()),
            },
            Step::May(steps) => self.exec_may(f, steps),
            #[cfg(whole_vocabulary)]
            Step::ShieldsToHand(sel) => self.exec_shields_to_hand(f, sel),
            // A replacement effect that lasts (609.1, 608.2a): it watches from now on.
            // (Logged as it applies: the spell's own words say it was made.)
            #[cfg(whole_vocabulary)]
            Step::Replace(r) => {
                let (source, controller) = (f.cause.card, me);
                // Under another card is no replacement's destination (a card's own is refused).
                if r.replace.instead != Destination::Under {
                    let named = f.ctx.named.clone();
                    self.lasting.push(super::moves::Lasting { source, controller, step: r.clone(), named });
                }
                f.ctx.done = true;
                Did::Next(Vec::new())
            }
            #[cfg(whole_vocabulary)]
            Step::MustBlock(m) => self.exec_must_block(f, m),
            // A static ability that lasts (608.2a): it applies from now on.
            #[cfg(whole_vocabulary)]
            Step::Static(s) => {
                self.make_lasting_static(&f.ctx, f.cause.card, s);
                f.ctx.done = true;
                Did::Next(Vec::new())
            }
            Step::Name(n) => match self.name_one(f, n) {
                Some(()) => Did::Next(Vec::new()),
                None => Did::Wait,
            },
        }
    }

    // The ability steps that move cards: draw, discard, destroy, move, break, swap.

    /// A `draw_per` step: "for each …" is counted now, as the step resolves (605.2d).
    fn exec_draw_per(&mut self, f: &mut EffectFrame, d: &DrawPer) -> Did {
        let found = |sel: &Selection| self.count_of(&f.ctx, sel);
        let count = found(&d.per).saturating_sub(d.minus.as_ref().map_or(0, found));
        self.exec_draw(f, d.player, count, d.up_to, d.name.as_ref())
    }

    /// A `discard` step: the cards its player chooses from the hand (701.7a).
    fn exec_discard(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let mut sel = sel.clone();
        sel.from = Source::Hand;
        let owner = f.ctx.player(sel.player);
        let Some(cards) = self.select(f, &sel, Verb::Discard, owner) else {
            return Did::Wait;
        };
        self.discard_from_hand(f, &sel, owner, &cards, &["701.7a"])
    }

    /// A `discard_at_random` step: the cards picked by the game's seeded randomness (701.7b).
    fn exec_discard_at_random(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let mut sel = sel.clone();
        sel.from = Source::Hand;
        let owner = f.ctx.player(sel.player);
        let cands = self.candidates(&f.ctx, &sel);
        let n = match &sel.as_many_as {
            Some(_) => Self::as_many(f, &sel) as usize,
            None => match sel.count.read_for(&sel.from) {
                Count::N(n) => n as usize,
                Count::All => cands.len(),
                Count::Unwritten => 1,
            },
        };
        // "Up to": the chooser says how many, then that many are picked at random.
        let n = if sel.up_to {
            let max = n.min(cands.len()) as u32;
            let chooser = f.ctx.player(sel.chooser.unwrap_or(crate::card::Who::You));
            let kind = DecisionKind::Number { min: 0, max };
            match self.ask(chooser, kind, Some(f.cause.clone()), Prompt::DiscardAtRandomUpTo { count: max }) {
                Some(Answer::Number(k)) => k.min(max) as usize,
                Some(_) => 0,
                None => return Did::Wait,
            }
        } else {
            n
        };
        let cards = self.pick_at_random(&cands, n);
        self.discard_from_hand(f, &sel, owner, &cards, &["701.7a", "701.7b"])
    }

    /// Puts the discarded `cards` of `owner`'s hand into the graveyard (701.7a), saying so when
    /// there was nothing to discard or none was discarded.
    fn discard_from_hand(
        &mut self,
        f: &mut EffectFrame,
        sel: &Selection,
        owner: PlayerId,
        cards: &[CardId],
        rules: &[&'static str],
    ) -> Did {
        if cards.is_empty() && self.count(owner, Zone::Hand) == 0 {
            self.nothing(f, Text::new("no card in hand to discard", "捨てる手札がない"));
        } else if cards.is_empty() {
            self.moved_none(f, owner, MoveHow::Discarded, "701.7a");
        }
        self.remember(f, sel, cards);
        let reqs = MoveReq::all(cards, Destination::Graveyard, MoveHow::Discarded);
        if self.move_cards(&reqs, &self.why(f, rules)).is_none() {
            return Did::Wait;
        }
        // Attempted on these cards: "if you did" holds whatever became of them (101.3a).
        Self::did(f, cards);
        Self::moved_to(f, cards, Some(Zone::Graveyard));
        Did::Next(Vec::new())
    }

    /// A `destroy` step: the chosen creatures of the battle zone go to the graveyard (701.6a).
    fn exec_destroy(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, sel, Verb::Destroy, me) else {
            return Did::Wait;
        };
        let cards: Vec<CardId> = cards.into_iter().filter(|&c| self.card(c).zone == Zone::Battle).collect();
        if cards.is_empty() {
            self.nothing(f, Text::new("no creature to destroy", "破壊するクリーチャーがない"));
        }
        self.remember(f, sel, &cards);
        let reqs = MoveReq::all(&cards, Destination::Graveyard, MoveHow::Destroyed);
        if self.move_cards(&reqs, &self.why(f, &["701.6a"])).is_none() {
            return Did::Wait;
        }
        // Attempted on these cards: "if you did" holds whatever became of them (101.3a).
        Self::did(f, &cards);
        Self::moved_to(f, &cards, Some(Zone::Graveyard));
        Did::Next(Vec::new())
    }

    /// A `move` step (400.7): under an element (109.2b), onto a base as an evolution (801.2),
    /// into the battle zone (409.1f), or to any other zone.
    fn exec_move(&mut self, f: &mut EffectFrame, m: &Move) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select_to(f, &m.what, Verb::Move, me, Some(m.to)) else {
            return Did::Wait;
        };
        if cards.is_empty() {
            self.nothing(
                f,
                Text::new(
                    format!("no card to put into {}", super::moves::dest_words(m.to)),
                    format!("{}カードがない", words::dest(m.to, Lang::Ja)),
                ),
            );
        }
        self.remember(f, &m.what, &cards);
        if m.to == Destination::Under {
            return self.move_under(f, m.onto.as_deref(), cards);
        }
        if let (Destination::Battle, Some(onto)) = (m.to, m.onto.as_deref()) {
            let Some(bases) = self.select(f, onto, Verb::Choose, me) else {
                return Did::Wait;
            };
            return self.evolve_onto(f, cards, bases);
        }
        if m.to == Destination::Battle {
            return self.move_into_battle(f, m, cards);
        }
        self.move_to_zone(f, m, &cards)
    }

    /// A `move` step's cards put into the battle zone: they enter standby together, then the
    /// battle zone one at a time (409.1f, 605.3), each its owner's: a card goes to its owner's
    /// zones, the battle zone too ("your opponent puts a creature from their hand into the
    /// battle zone"). The effect's player's go first.
    fn move_into_battle(&mut self, f: &mut EffectFrame, m: &Move, cards: Vec<CardId>) -> Did {
        let cards: Vec<CardId> = cards.into_iter().filter(|&c| self.card(c).zone != Zone::Battle).collect();
        Self::did(f, &cards);
        self.enter_standby(&cards, StandbyReason::PutIntoBattle, true, Some(f.cause.clone()));
        Self::moved_to(f, &cards, Some(Zone::Battle));
        let me = f.ctx.controller;
        // Tasks are a stack: the last runs first.
        let tasks = [me.opponent(), me]
            .into_iter()
            .map(|p| (p, cards.iter().copied().filter(|&c| self.card(c).owner == p).collect::<Vec<_>>()))
            .filter(|(_, cards)| !cards.is_empty())
            .map(|(player, cards)| {
                Task::EnterBattle(Box::new(EnterBattle {
                    cards,
                    next: 0,
                    player,
                    summoned: false,
                    tapped: m.tapped,
                    base: None,
                    #[cfg(whole_vocabulary)]
                    also: Vec::new(),
                    cause: Some(f.cause.clone()),
                    rule: "605.3",
                    replaced: false,
                }))
            })
            .collect();
        Did::Next(tasks)
    }

    /// A `move` step's cards put into a zone other than the battle zone (400.7), face up in
    /// the shield zone when it says so.
    fn move_to_zone(&mut self, f: &mut EffectFrame, m: &Move, cards: &[CardId]) -> Did {
        // Putting an element from the battle zone into the graveyard is destroying it,
        // whatever the effect calls it and whatever its type: a field too (701.6a, since
        // the rule change of 2022-04-08; before, only a creature). An attached aura or a
        // card under an element is one of its cards, not the element (qa-7016 keeps the
        // aura's answer of 2019).
        let how = |c: CardId| {
            let card = self.card(c);
            let element = card.zone == Zone::Battle && card.attached_to.is_none();
            if element && m.to == Destination::Graveyard {
                MoveHow::Destroyed
            } else {
                MoveHow::Put
            }
        };
        let reqs: Vec<MoveReq> =
            cards.iter().map(|&c| MoveReq { card: c, to: m.to, how: how(c), tapped: m.tapped }).collect();
        // Each element's cards, before the move takes them apart.
        let parts: Vec<(CardId, Vec<CardId>)> =
            cards.iter().map(|&c| (c, self.card(c).under.clone())).collect();
        let replacing_before = self.replacing.len();
        let mut why = if m.what.cards || m.what.top_card || m.what.under {
            MoveWhy { alone: true, ..self.why(f, &["400.7", "109.2a"]) }
        } else {
            self.why(f, &["400.7"])
        };
        // A move that destroys says so (701.6a), as the `destroy` step does.
        if reqs.iter().any(|r| r.how == MoveHow::Destroyed) {
            why.rules.push("701.6a");
        }
        let face_up = m.face_up && m.to == Destination::Shields;
        if face_up {
            why.notes.push(Text::new("face up: both players see it", "表向き。両プレイヤーが見られる"));
        }
        let Some(done) = self.move_cards(&reqs, &why) else {
            return Did::Wait;
        };
        // Face up, the cards the effect put there; an aura that followed its creature
        // by rule is not the effect's and goes face down (310.8a).
        if face_up {
            for &c in &done {
                if self.card(c).zone == Zone::Shields {
                    self.card_mut(c).face_up = true;
                }
            }
        }
        if let Some(name) = &m.name_put {
            self.name_put(f, name, m.to.zone(), &parts, &done, replacing_before);
        }
        // Attempted on these cards: "if you did" holds whatever became of them (101.3a).
        Self::did(f, cards);
        Self::moved_to(f, cards, m.to.zone());
        Did::Next(Vec::new())
    }

    /// A `move` step's `name_put`: the cards it put into `zone` (`done`) and their cards under
    /// them (`parts`, taken before the move). When a replacement effect of the move carries
    /// out steps of its own, what those put there joins the name too (609.4, `run_effect`).
    fn name_put(
        &mut self,
        f: &mut EffectFrame,
        name: &str,
        zone: Option<Zone>,
        parts: &[(CardId, Vec<CardId>)],
        done: &[CardId],
        replacing_before: usize,
    ) {
        let arrived = |g: &Game, c: CardId| zone.is_none_or(|z| g.card(c).zone == z);
        let put: Vec<CardId> = parts
            .iter()
            .filter(|(c, _)| done.contains(c))
            .flat_map(|(c, under)| std::iter::once(*c).chain(under.iter().copied()))
            .filter(|&c| arrived(self, c))
            .collect();
        f.ctx.vars.entry(name.to_string()).or_default().extend(put);
        if self.replacing.len() > replacing_before {
            self.replaced_puts = Some(Vec::new());
            f.put_pending = Some((name.to_string(), zone));
        }
    }

    /// A `break` step: shields broken (701.14); "this creature breaks …": the shields a
    /// creature's ability breaks are broken by that creature, a spell's have no breaker.
    fn exec_break(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let by = self.breaking_creature(f);
        self.shields_to_hand(f, sel, Verb::Break, by)
    }

    /// The creature whose ability breaks shields: the effect's source, if a creature in the
    /// battle zone; a spell's break has none.
    fn breaking_creature(&self, f: &EffectFrame) -> Option<crate::state::ObjRef> {
        let src = f.ctx.source;
        (self.is_current(src)
            && self.card(src.card).zone == Zone::Battle
            && self.face(src.card).card_type.is_creature())
        .then_some(src)
    }

    /// A `shields_to_hand` step: the chosen shields go to their owners' hands, who may use
    /// their S-Triggers (113.6); they are not broken.
    #[cfg(whole_vocabulary)]
    fn exec_shields_to_hand(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        self.shields_to_hand(f, sel, Verb::Move, None)
    }

    /// Shields chosen from `sel` go to the hand through the break's task, which lets their
    /// owners declare S-Triggers (113.6): broken when `verb` is a break (`by` the breaker).
    fn shields_to_hand(
        &mut self,
        f: &mut EffectFrame,
        sel: &Selection,
        verb: Verb,
        by: Option<crate::state::ObjRef>,
    ) -> Did {
        let mut sel = sel.clone();
        sel.from = Source::Shields;
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, &sel, verb, me) else {
            return Did::Wait;
        };
        self.remember(f, &sel, &cards);
        Self::did(f, &cards);
        Self::moved_to(f, &cards, Some(Zone::Hand));
        Did::Next(vec![Task::Break(Box::new(super::combat::BreakTask {
            shields: cards,
            declare: false,
            had_trigger: Vec::new(),
            by,
            broken: verb == Verb::Break,
            checked: Vec::new(),
        }))])
    }

    /// A `swap` step: the card with the ability trades places with an element (701.26).
    fn exec_swap(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, sel, Verb::Move, me) else {
            return Did::Wait;
        };
        let Some(&other) = cards.iter().find(|&&c| self.card(c).zone == Zone::Battle) else {
            self.nothing(f, Text::new("no element to swap with", "入れ替えるクリーチャーがない"));
            return Did::Next(Vec::new());
        };
        self.swap(f, other);
        Did::Next(Vec::new())
    }

    // The ability steps that use cards: cast, use, GR summon.

    /// A `cast` step (`spells_only`) or a `use` step: the chosen cards are used without
    /// necessarily paying, a single one entering standby at its own declaration (601.1b),
    /// several first entering standby together and then used one by one (409.1e).
    fn exec_cast(&mut self, f: &mut EffectFrame, cs: &CastStep, spells_only: bool) -> Did {
        let user = f.ctx.player(cs.player);
        let Some(cards) = self.select(f, &cs.what, if spells_only { Verb::Cast } else { Verb::Use }, user)
        else {
            return Did::Wait;
        };
        let halves: Vec<(CardId, Vec<Side>)> = cards
            .into_iter()
            .map(|c| (c, self.usable_halves(&f.ctx, c, &cs.what.filter, spells_only)))
            .filter(|(_, h)| !h.is_empty())
            .collect();
        let cards: Vec<CardId> = halves.iter().map(|h| h.0).collect();
        if cards.is_empty() {
            self.nothing(f, Text::new("no card to use", "使えるカードがない"));
            return Did::Next(Vec::new());
        }
        let single_candidate = cards.len() == 1;
        let cards = if cs.optional && cards.len() > 1 {
            match self.choose_which_to_use(f, user, cards, spells_only) {
                Some(cards) => cards,
                None => return Did::Wait,
            }
        } else {
            cards
        };
        if cards.is_empty() {
            return Did::Next(Vec::new());
        }
        let optional = cs.optional && single_candidate;
        // A twinpact that may be used as either half: its player picks one (810.3). A
        // single card the player may decline is asked about first (`use_one`).
        let mut sides = Vec::with_capacity(cards.len());
        if !optional {
            for &c in &cards {
                let Some(side) = self.pick_half(f, user, c, &halves) else { return Did::Wait };
                sides.push(side);
            }
        }
        self.remember(f, &cs.what, &cards);
        Self::did(f, &cards);
        if cards.len() == 1 {
            return self.use_one(f, cs, user, cards[0], sides.first().copied(), optional, &halves);
        }
        self.use_several(f, cs, user, cards, sides)
    }

    /// "You may use any number of them": which of `cards` the player uses (only those are
    /// used). `None`: waiting for the answer.
    fn choose_which_to_use(
        &mut self,
        f: &EffectFrame,
        user: PlayerId,
        cards: Vec<CardId>,
        spells_only: bool,
    ) -> Option<Vec<CardId>> {
        let kind = DecisionKind::Cards {
            candidates: cards.clone(),
            min: 0,
            max: cards.len() as u32,
            required: Vec::new(),
        };
        match self.ask(user, kind, Some(f.cause.clone()), Prompt::ChooseToUse { spells_only }) {
            Some(Answer::Cards(c)) => Some(c),
            Some(_) => Some(Vec::new()),
            None => None,
        }
    }

    /// A `cast` or `use` step's one card: it enters standby at its own declaration (601.1b),
    /// after its player, when they may decline, says yes, and picks its half (810.3) when
    /// not picked already (`side`).
    #[allow(clippy::too_many_arguments)]
    fn use_one(
        &mut self,
        f: &mut EffectFrame,
        cs: &CastStep,
        user: PlayerId,
        card: CardId,
        side: Option<Side>,
        optional: bool,
        halves: &[(CardId, Vec<Side>)],
    ) -> Did {
        let mut u = UseTask::new(card, user);
        u.free = cs.free;
        u.instead = cs.instead.map(|d| (d, f.cause.clone()));
        u.cause = Some(f.cause.clone());
        if optional {
            match self.ask(user, DecisionKind::YesNo, Some(f.cause.clone()), Prompt::Use { card }) {
                Some(Answer::Yes(true)) => {}
                Some(_) => return Did::Next(Vec::new()),
                None => return Did::Wait,
            }
        }
        u.side = match side {
            Some(s) => s,
            None => match self.pick_half(f, user, card, halves) {
                Some(s) => s,
                None => return Did::Wait,
            },
        };
        self.used_to(f, &[(card, u.side)], cs.instead);
        Did::Next(vec![Task::Use(Box::new(u))])
    }

    /// A `cast` or `use` step's several cards: all enter standby first, then are used one by
    /// one (409.1e), in a `CastQueue`.
    fn use_several(
        &mut self,
        f: &mut EffectFrame,
        cs: &CastStep,
        user: PlayerId,
        cards: Vec<CardId>,
        sides: Vec<Side>,
    ) -> Did {
        // Those it is forbidden to use stay where they are (601.1b).
        let (cards, sides): (Vec<CardId>, Vec<Side>) = cards
            .into_iter()
            .zip(sides)
            .filter(|&(c, s)| !self.refuse_use(user, c, s, Some(f.cause.clone())))
            .unzip();
        for (&c, &side) in cards.iter().zip(&sides) {
            if self.def(c).twin.is_some() {
                self.card_mut(c).side = side;
            }
        }
        self.enter_standby_mixed(&cards, Some(f.cause.clone()));
        let used: Vec<(CardId, Side)> = cards.iter().copied().zip(sides.iter().copied()).collect();
        let q = CastQueue {
            cards,
            sides,
            next: 0,
            player: user,
            optional: false,
            instead: cs.instead.map(|d| (d, f.cause.clone())),
            cause: Some(f.cause.clone()),
        };
        self.used_to(f, &used, cs.instead);
        Did::Next(vec![Task::CastQueue(Box::new(q))])
    }

    /// A `gr_summon` step: the top `n` cards of the super GR zone, each used for free (701.30).
    fn exec_gr_summon(&mut self, f: &mut EffectFrame, n: u32) -> Did {
        let me = f.ctx.controller;
        let cards: Vec<CardId> = self.zones[me].gr.iter().copied().take(n as usize).collect();
        if cards.is_empty() {
            self.nothing(f, Text::new("no card in the super GR zone", "超GRゾーンにカードがない"));
            return Did::Next(Vec::new());
        }
        let tasks = cards
            .into_iter()
            .map(|c| {
                let mut u = UseTask::new(c, me);
                u.free = true;
                u.cause = Some(f.cause.clone());
                Task::Use(Box::new(u))
            })
            .rev()
            .collect();
        Did::Next(tasks)
    }

    // The ability steps that change or show cards where they are: tap, untap, turn upside
    // down, seal, flip, reveal, look, choose.

    /// A `tap` step (`tap`) or an `untap` step (701.2): only the cards that change are said.
    fn exec_tap(&mut self, f: &mut EffectFrame, sel: &Selection, tap: bool) -> Did {
        let verb = if tap { Verb::Tap } else { Verb::Untap };
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, sel, verb, me) else {
            return Did::Wait;
        };
        self.remember(f, sel, &cards);
        Self::did(f, &cards);
        let mut changed: Vec<CardId> = cards.into_iter().filter(|&c| self.card(c).tapped != tap).collect();
        // What its controller's opponent can't tap stays untapped (101.2).
        if tap {
            let kept: Vec<CardId> = changed
                .iter()
                .copied()
                .filter(|&c| {
                    self.card(c).controller != me
                        && whole_or!(
                            self.has_keyword(c, &crate::card::Keyword::CantBeTappedByOpponent),
                            false
                        )
                })
                .collect();
            changed.retain(|c| !kept.contains(c));
            for c in kept {
                let what = Text::new(
                    format!("{} can't be tapped by {me}: it stays untapped", self.name(c)),
                    format!(
                        "{}は{}にタップされないので、アンタップのまま",
                        self.name_in(c, Lang::Ja),
                        crate::words::player(me, Lang::Ja)
                    ),
                );
                self.emit_with(
                    EventKind::Prohibited { card: Some(c), what },
                    Some(f.cause.clone()),
                    &["101.2"],
                    Vec::new(),
                );
            }
        }
        for &c in &changed {
            self.card_mut(c).tapped = tap;
        }
        if !changed.is_empty() {
            let kind = if tap {
                EventKind::Tapped { cards: changed }
            } else {
                EventKind::Untapped { cards: changed }
            };
            self.emit_with(kind, Some(f.cause.clone()), &["701.2"], Vec::new());
        }
        Did::Next(Vec::new())
    }

    /// A `turn_upside_down` step: only a field in the battle zone has that orientation
    /// (701.28a, 308.3).
    fn exec_turn_upside_down(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, sel, Verb::TurnUpsideDown, me) else {
            return Did::Wait;
        };
        self.remember(f, sel, &cards);
        Self::did(f, &cards);
        let turned: Vec<CardId> = cards
            .into_iter()
            .filter(|&c| {
                let card = self.card(c);
                card.zone == Zone::Battle && !card.upside_down && self.face(c).card_type == CardType::Field
            })
            .collect();
        for &c in &turned {
            self.card_mut(c).upside_down = true;
        }
        if !turned.is_empty() {
            self.emit_with(
                EventKind::TurnedUpsideDown { cards: turned },
                Some(f.cause.clone()),
                &["701.28a"],
                Vec::new(),
            );
        }
        Did::Next(Vec::new())
    }

    /// A `seal` step: a seal on each selected creature, simultaneously (116, 409.1f).
    fn exec_seal(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, sel, Verb::Seal, me) else {
            return Did::Wait;
        };
        self.remember(f, sel, &cards);
        Self::did(f, &cards);
        self.seal(&cards, f.cause.clone());
        Did::Next(Vec::new())
    }

    /// A `flip` step: double-sided cards turned over (awaken, 701.20a, 805.5).
    fn exec_flip(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, sel, Verb::Flip, me) else {
            return Did::Wait;
        };
        self.remember(f, sel, &cards);
        Self::did(f, &cards);
        for c in cards {
            self.flip_over(c, Some(f.cause.clone()), &["701.20a", "805.5"]);
        }
        Did::Next(Vec::new())
    }

    /// A `reveal` step: the cards are shown to both players until the effect ends (701.9a,
    /// 701.9b).
    fn exec_reveal(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, sel, Verb::Reveal, me) else {
            return Did::Wait;
        };
        self.remember(f, sel, &cards);
        Self::did(f, &cards);
        for &c in &cards {
            self.card_mut(c).revealed = true;
            f.revealed.push(c);
        }
        self.emit_with(
            EventKind::Revealed { cards },
            Some(f.cause.clone()),
            &["701.9a", "701.9b"],
            Vec::new(),
        );
        Did::Next(Vec::new())
    }

    /// A `turn_face_up` step: the chosen shields are turned face up and stay so while they are
    /// shields (a move turns a card face down, `moves.rs`); both players see them (400.2).
    #[cfg(whole_vocabulary)]
    fn exec_turn_face_up(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, sel, Verb::TurnFaceUp, me) else {
            return Did::Wait;
        };
        self.remember(f, sel, &cards);
        Self::did(f, &cards);
        let cards: Vec<CardId> = cards
            .into_iter()
            .filter(|&c| self.card(c).zone == Zone::Shields && !self.card(c).face_up)
            .collect();
        if cards.is_empty() {
            return Did::Next(Vec::new());
        }
        for &c in &cards {
            self.card_mut(c).face_up = true;
        }
        let note = Text::new(
            "turned face up: it stays face up while it is in the shield zone",
            "表向きにした。シールドゾーンにある間、表向きのまま",
        );
        self.emit_with(EventKind::Revealed { cards }, Some(f.cause.clone()), &["400.2"], vec![note]);
        Did::Next(Vec::new())
    }

    /// A `choose` step: cards chosen for later steps to name, nothing done to them yet.
    fn exec_choose(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, sel, Verb::Choose, me) else {
            return Did::Wait;
        };
        self.remember(f, sel, &cards);
        Self::did(f, &cards);
        Did::Next(Vec::new())
    }

    /// A `shuffle` step: each player it names shuffles their deck.
    fn exec_shuffle(&mut self, f: &EffectFrame, w: Who) -> Did {
        for &p in f.ctx.players(w) {
            self.shuffle(p);
        }
        Did::Next(Vec::new())
    }

    /// A `look` step: the effect's player looks at the cards (605.4); later steps select from
    /// them.
    fn exec_look(&mut self, f: &mut EffectFrame, sel: &Selection) -> Did {
        let me = f.ctx.controller;
        if sel.from == Source::Deck && self.deck_unlookable(f, me) {
            return Did::Next(Vec::new());
        }
        let Some(cards) = self.select(f, sel, Verb::LookAt, me) else {
            return Did::Wait;
        };
        f.ctx.looked = cards.iter().map(|&c| self.card(c).obj()).collect();
        self.looking.extend(cards.iter().map(|&c| (c, Some(me))));
        self.remember(f, sel, &cards);
        Self::did(f, &cards);
        self.emit_with(
            EventKind::Looked { player: me, cards },
            Some(f.cause.clone()),
            &["605.4"],
            Vec::new(),
        );
        Did::Next(Vec::new())
    }

    /// A `reveal_until` step: cards revealed from the top of a deck until `count` match.
    fn exec_reveal_until(&mut self, f: &mut EffectFrame, r: &RevealUntil) -> Did {
        let player =
            match whole_or!(r.owner_of.as_ref().map(|n| self.owners_of(&f.ctx, n).first().copied()), None) {
                // "Its owner reveals": nobody when nothing was remembered.
                Some(None) => {
                    f.ctx.done = false;
                    return Did::Next(Vec::new());
                }
                Some(Some(owner)) => owner,
                None => f.ctx.player(r.player),
            };
        let deck: Vec<CardId> =
            self.zones[player].deck.iter().copied().filter(|&c| !self.card(c).in_standby()).collect();
        let mut revealed = Vec::new();
        let mut found = Vec::new();
        for c in deck {
            if found.len() as u32 >= r.count {
                break;
            }
            revealed.push(c);
            if self.matches_in(c, &r.filter, None, Some(&f.ctx)) {
                found.push(c);
            }
        }
        // Every revealed card is `looked` until the effect ends, the ones found and the
        // rest alike: set apart from the deck, where no other effect reaches them (605.4).
        // The steps after find the ones that passed with the same filter, and "the
        // rest" as what is left (or with `except`).
        f.ctx.looked = revealed.iter().map(|&c| self.card(c).obj()).collect();
        self.looking.extend(revealed.iter().map(|&c| (c, None)));
        f.ctx.done = !found.is_empty();
        self.emit_with(
            EventKind::Revealed { cards: revealed },
            Some(f.cause.clone()),
            &["701.9a", "605.4"],
            Vec::new(),
        );
        Did::Next(Vec::new())
    }

    // The ability steps that change powers, abilities and turns.

    /// A `power` step: power +N or -N for a while (608.2a); "for each …" is counted now, as
    /// the step resolves (605.2d), and fixed then.
    fn exec_power(&mut self, f: &mut EffectFrame, p: &PowerStep) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, &p.what, Verb::Modify, me) else {
            return Did::Wait;
        };
        self.remember(f, &p.what, &cards);
        Self::did(f, &cards);
        let times = p.per.as_ref().map_or(1, |per| self.count_of(&f.ctx, per) as i32);
        let amount = p.amount.saturating_mul(times);
        for c in cards {
            self.add_effect(ContinuousEffect {
                target: self.card(c).obj(),
                change: Change::Power(amount),
                until: p.until,
                controller: me,
                cause: f.cause.clone(),
                spell: self.spell_of(f),
            });
            self.emit_with(
                EventKind::PowerModified { card: c, amount },
                Some(f.cause.clone()),
                &["608.2a"],
                Vec::new(),
            );
        }
        Did::Next(Vec::new())
    }

    /// A `grant` step: a keyword given for a while (608.2a).
    fn exec_grant(&mut self, f: &mut EffectFrame, g: &GrantStep) -> Did {
        let me = f.ctx.controller;
        let Some(cards) = self.select(f, &g.what, Verb::Give, me) else {
            return Did::Wait;
        };
        self.remember(f, &g.what, &cards);
        Self::did(f, &cards);
        for c in cards {
            self.add_effect(ContinuousEffect {
                target: self.card(c).obj(),
                change: Change::Grant(g.keyword.clone()),
                until: g.until,
                controller: me,
                cause: f.cause.clone(),
                spell: self.spell_of(f),
            });
            self.emit_with(
                EventKind::Granted { card: c, keyword: g.keyword.clone() },
                Some(f.cause.clone()),
                &["608.2a"],
                Vec::new(),
            );
        }
        Did::Next(Vec::new())
    }

    /// A `must_block` step: this turn only the blocker found can block each attacker found,
    /// and it blocks it if able (101.2, 507.1).
    #[cfg(whole_vocabulary)]
    fn exec_must_block(&mut self, f: &mut EffectFrame, m: &crate::card::MustBlockStep) -> Did {
        let me = f.ctx.controller;
        let Some(blockers) = self.select(f, &m.blocker, Verb::Choose, me) else {
            return Did::Wait;
        };
        self.remember(f, &m.blocker, &blockers);
        let Some(attackers) = self.select(f, &m.attacker, Verb::Modify, me) else {
            return Did::Wait;
        };
        self.remember(f, &m.attacker, &attackers);
        // "You may choose": nothing chosen, nothing changes.
        let Some(&blocker) = blockers.first() else {
            return Did::Next(Vec::new());
        };
        Self::did(f, &attackers);
        for attacker in attackers {
            self.add_effect(ContinuousEffect {
                target: self.card(attacker).obj(),
                change: Change::BlockedOnlyBy(self.card(blocker).obj()),
                until: crate::card::Until::EndOfTurn,
                controller: me,
                cause: f.cause.clone(),
                spell: self.spell_of(f),
            });
            self.emit_with(
                EventKind::MustBlock { blocker, attacker },
                Some(f.cause.clone()),
                &["101.2", "507.1"],
                Vec::new(),
            );
        }
        Did::Next(Vec::new())
    }

    /// A `win` step: the effect's player wins the game (104.2c).
    fn exec_win(&mut self, f: &EffectFrame) -> Did {
        let why = Text::new(
            format!("{}'s effect", self.name(f.cause.card)),
            format!("{}の効果", self.name_in(f.cause.card, Lang::Ja)),
        );
        self.win(f.ctx.controller, why, &["104.2c"]);
        Did::Next(Vec::new())
    }

    /// A `lose` step: the effect's player loses the game (104.2c).
    #[cfg(whole_vocabulary)]
    fn exec_lose(&mut self, f: &EffectFrame) -> Did {
        let why = Text::new(
            format!("{}'s effect", self.name(f.cause.card)),
            format!("{}の効果", self.name_in(f.cause.card, Lang::Ja)),
        );
        self.lose(f.ctx.controller, why, &["104.2c"]);
        Did::Next(Vec::new())
    }

    /// An `extra_turn` step: that player takes an extra turn after this one (500.5).
    fn exec_extra_turn(&mut self, f: &EffectFrame, w: Who) -> Did {
        let p = f.ctx.player(w);
        self.extra_turns.push((p, self.turn.number, p == self.turn.active));
        self.emit_with(EventKind::ExtraTurn { player: p }, Some(f.cause.clone()), &["500.5"], Vec::new());
        Did::Next(Vec::new())
    }

    /// A `skip_turn` step: that player skips their next turn (the card's words, 101.1).
    fn exec_skip_turn(&mut self, f: &EffectFrame, w: Who) -> Did {
        let p = f.ctx.player(w);
        self.skipped_turns[p] += 1;
        self.emit_with(EventKind::WillSkipTurn { player: p }, Some(f.cause.clone()), &["101.1"], Vec::new());
        Did::Next(Vec::new())
    }

    /// A `delayed` step: a delayed triggered ability made, which triggers once in the turn it
    /// is for (603.6).
    fn exec_delayed(&mut self, f: &mut EffectFrame, d: &DelayedStep) -> Did {
        let mut ctx = f.ctx.clone();
        ctx.looked.clear();
        ctx.done = false;
        let turn = self.turn.number + u32::from(d.turn == WhichTurn::Next);
        let text_ja = if d.text_ja.is_empty() { d.text.clone() } else { d.text_ja.clone() };
        self.delayed.push(super::pending::DelayedAbility {
            ctx,
            cause: f.cause.clone(),
            when: d.when.clone(),
            effect: Arc::from(d.effect.clone()),
            text: d.text.clone(),
            text_ja: text_ja.clone(),
            turn,
            fired: None,
            each_time: d.turn == WhichTurn::ThisEachTime,
        });
        self.emit_with(
            EventKind::DelayedCreated { what: Text::new(d.text.clone(), text_ja) },
            Some(f.cause.clone()),
            &["603.6"],
            Vec::new(),
        );
        f.ctx.done = true;
        Did::Next(Vec::new())
    }

    // The ability steps that ask their player first: mode, may, cross (onto which creature).

    /// A `mode` step: "choose one of the following", by the ability's controller or the
    /// player `chooser` names (700.2a, 700.2b); only that mode's steps run.
    fn exec_mode(&mut self, f: &mut EffectFrame, m: &ModeStep) -> Did {
        let chooser = f.ctx.player(m.chooser);
        let mut options: Vec<Text> = m
            .options
            .iter()
            .map(|o| Text::new(o.text.clone(), o.text_ja.clone().unwrap_or_else(|| o.text.clone())))
            .collect();
        if options.is_empty() {
            return Did::Next(Vec::new());
        }
        // "If …, you may choose all of them": one more option, read as it resolves.
        let all = options.len() > 1 && m.all_if.as_ref().is_some_and(|c| self.check(&f.ctx, c));
        if all {
            options.push(Text::new("All of them, in order", "すべて（上から順に）"));
        }
        let kind = DecisionKind::Mode { options: options.clone() };
        match self.ask(chooser, kind, Some(f.cause.clone()), Prompt::Mode { card: f.cause.card }) {
            Some(Answer::Option(i)) if (i as usize) < options.len() => {
                let rules: &[&'static str] =
                    if chooser == f.ctx.controller { &["700.2a"] } else { &["700.2a", "700.2b"] };
                self.emit_with(
                    EventKind::ModeChosen { player: chooser, mode: options[i as usize].clone() },
                    Some(f.cause.clone()),
                    rules,
                    Vec::new(),
                );
                match m.options.get(i as usize) {
                    Some(o) => Did::Enter(o.effect.clone()),
                    None => Did::Enter(m.options.iter().flat_map(|o| o.effect.clone()).collect()),
                }
            }
            Some(_) => Did::Next(Vec::new()),
            None => Did::Wait,
        }
    }

    /// A `may` step: "you may …", a yes or no, then the steps.
    fn exec_may(&mut self, f: &EffectFrame, steps: &[Step]) -> Did {
        match self.ask(
            f.ctx.controller,
            DecisionKind::YesNo,
            Some(f.cause.clone()),
            Prompt::MayPart { card: f.cause.card },
        ) {
            Some(Answer::Yes(true)) => Did::Enter(steps.to_vec()),
            Some(_) => Did::Next(Vec::new()),
            None => Did::Wait,
        }
    }

    /// A `cross` step: cross gears crossed onto one creature by an effect, without paying
    /// (303.3c); not onto the creature a gear is already on (303.4a).
    fn exec_cross(&mut self, f: &mut EffectFrame, c: &CrossStep) -> Did {
        let me = f.ctx.controller;
        let Some(gears) = self.select(f, &c.what, Verb::Choose, me) else {
            return Did::Wait;
        };
        let gears: Vec<CardId> = gears.into_iter().filter(|&g| self.is_gear_in_battle(g)).collect();
        let Some(&first) = gears.first() else {
            return Did::Next(Vec::new());
        };
        let creature = match self.choose_creature_to_cross_onto(f, c, first) {
            None => return Did::Wait,
            Some(None) => {
                f.ctx.done = false;
                return Did::Next(Vec::new());
            }
            Some(Some(creature)) => creature,
        };
        self.remember(f, &c.what, &gears);
        Self::did(f, &gears);
        for g in gears {
            // Not onto the creature it is already on (303.4a).
            if self.crossed_onto(g) != Some(creature) {
                self.cross_by(g, creature, Some(f.cause.clone()), true);
            }
        }
        Did::Next(Vec::new())
    }

    /// A `cross` step's creature: one of the gears' controller's creatures that `onto` finds
    /// (303.3), chosen by the effect's player. `None`: waiting for the answer; `Some(None)`:
    /// no creature (none found, or none chosen when `up_to`).
    fn choose_creature_to_cross_onto(
        &mut self,
        f: &EffectFrame,
        c: &CrossStep,
        first: CardId,
    ) -> Option<Option<CardId>> {
        let owner = self.card(first).controller;
        let mut sel = c.onto.clone();
        sel.count = Count::All;
        sel.up_to = false;
        let cands: Vec<CardId> = self
            .candidates(&f.ctx, &sel)
            .into_iter()
            .filter(|&x| {
                let xc = self.card(x);
                xc.zone == Zone::Battle
                    && xc.attached_to.is_none()
                    && xc.controller == owner
                    && self.face(x).card_type.is_creature()
                    && !self.is_ignored(x)
            })
            .collect();
        if cands.is_empty() {
            return Some(None);
        }
        let min = u32::from(!c.onto.up_to);
        let kind = DecisionKind::Cards { candidates: cands, min, max: 1, required: Vec::new() };
        match self.ask(f.ctx.controller, kind, Some(f.cause.clone()), Prompt::CrossOnto { card: first }) {
            Some(Answer::Cards(x)) => Some(x.first().copied()),
            Some(_) => Some(None),
            None => None,
        }
    }

    /// Cards this effect uses are found by its later steps where using them puts them (400.8):
    /// a creature in the battle zone, a spell in the graveyard or where `instead` sends it.
    fn used_to(&self, f: &mut EffectFrame, used: &[(CardId, Side)], instead: Option<Destination>) {
        for &(c, side) in used {
            let t = self.def(c).face(side).card_type;
            let zone = if t.is_creature() {
                Some(Zone::Battle)
            } else if t == CardType::Spell {
                instead.unwrap_or(Destination::Graveyard).zone()
            } else {
                None
            };
            Self::moved_to(f, &[c], zone);
        }
    }

    /// The half `card` is used as: the one it may be used as, or, when it may be used as either
    /// half of a twinpact, the one its player picks (810.3). `None`: waiting for the answer.
    fn pick_half(
        &mut self,
        f: &EffectFrame,
        user: PlayerId,
        card: CardId,
        halves: &[(CardId, Vec<Side>)],
    ) -> Option<Side> {
        match halves.iter().find(|h| h.0 == card).map_or(&[][..], |h| &h.1[..]) {
            [one] => Some(*one),
            [_, _] => {
                match self.ask(user, DecisionKind::YesNo, Some(f.cause.clone()), Prompt::UseHalf { card }) {
                    Some(Answer::Yes(true)) => Some(Side::Front),
                    Some(_) => Some(Side::Twin),
                    None => None,
                }
            }
            _ => Some(self.card(card).side),
        }
    }

    /// Whether `card` is the top card of an element of the battle zone (not a card under one,
    /// nor a card in standby).
    fn is_element_top(&self, card: CardId) -> bool {
        self.battle.contains(&card) && !self.card(card).in_standby()
    }

    /// "Put … under (this creature)": each card goes under the element `onto` finds, by default
    /// the card with the ability (109.2b). A card of that element's own stack stays as it is.
    fn move_under(&mut self, f: &mut EffectFrame, onto: Option<&Selection>, cards: Vec<CardId>) -> Did {
        let me = f.ctx.controller;
        let target = match onto {
            Some(o) => {
                let Some(found) = self.select(f, o, Verb::Choose, me) else {
                    return Did::Wait;
                };
                found.into_iter().map(|t| self.element_of(t)).find(|&t| self.is_element_top(t))
            }
            None => {
                Some(f.ctx.source.card).filter(|&t| self.is_current(f.ctx.source) && self.is_element_top(t))
            }
        };
        let Some(target) = target else {
            self.nothing(
                f,
                Text::new(
                    "no card in the battle zone to put them under",
                    "下に置くカードがバトルゾーンにない",
                ),
            );
            return Did::Next(Vec::new());
        };
        let own = self.card(target).clone();
        let cards: Vec<CardId> = cards
            .into_iter()
            .filter(|&c| {
                c != target && !own.under.contains(&c) && !own.auras.contains(&c) && !own.seals.contains(&c)
            })
            .collect();
        Self::did(f, &cards);
        Self::moved_to(f, &cards, Some(Zone::Battle));
        let why = self.why(f, &["400.7"]);
        for c in cards {
            self.put_under(c, target, &why);
        }
        Did::Next(Vec::new())
    }

    /// Evolution by an effect: the first of `cards` is put on top of the first element of
    /// `bases`, evolving it (801.2), if it is an evolution creature (or a NEO creature) that
    /// may evolve from it (801.1a); otherwise it stays where it is. A card from outside the
    /// battle zone enters it so (409.1f, 605.3); the top card of another element in the battle
    /// zone moves by itself, and what it leaves behind is reconstructed (801.4): an S-class
    /// invasion from the battle zone.
    fn evolve_onto(&mut self, f: &mut EffectFrame, cards: Vec<CardId>, bases: Vec<CardId>) -> Did {
        let me = f.ctx.controller;
        // A card under another, or one already being used, can't be put on top by itself.
        let Some(&card) = cards.first().filter(|&&c| {
            let x = self.card(c);
            !x.in_standby() && (x.zone != Zone::Battle || self.is_element_top(c))
        }) else {
            return Did::Next(Vec::new());
        };
        // "That creature" is still the creature it was after evolving: its element now (801.2).
        let base =
            bases.into_iter().map(|b| self.element_of(b)).find(|&b| b != card && self.is_element_top(b));
        let side = self.card(card).side;
        let ok =
            base.filter(|b| self.face(card).takes_base() && self.evolution_bases(me, card, side).contains(b));
        let Some(base) = ok else {
            let what = match base {
                Some(b) => Text::new(
                    format!("{} can't evolve from {}", self.name(card), self.name(b)),
                    format!(
                        "{}は{}から進化できない",
                        self.name_in(card, Lang::Ja),
                        self.name_in(b, Lang::Ja)
                    ),
                ),
                None => Text::new("no creature to evolve from", "進化元になるクリーチャーがない"),
            };
            self.emit_with(
                EventKind::NothingToDo { card: Some(card), what },
                Some(f.cause.clone()),
                &["801.1a"],
                Vec::new(),
            );
            return Did::Next(Vec::new());
        };
        // A vortex evolution creature already in the battle zone: its player chooses its other
        // bases now (801.1b); one that is put in from elsewhere, as it enters.
        #[cfg(whole_vocabulary)]
        let also = match self.is_element_top(card) {
            true => match self.vortex_bases_evolving(me, card, side, base, &f.cause) {
                None => return Did::Wait,
                Some(None) => return Did::Next(Vec::new()),
                Some(Some(also)) => also,
            },
            false => Vec::new(),
        };
        Self::did(f, &[card]);
        Self::moved_to(f, &[card], Some(Zone::Battle));
        if self.is_element_top(card) {
            let c = self.card(card).clone();
            self.lift_top(card);
            let object = self.new_object();
            let m = self.card_mut(card);
            m.object = object;
            // It takes the base's orientation (801.2).
            m.tapped = false;
            #[cfg_attr(not(whole_vocabulary), allow(unused_mut))]
            let mut evolved = vec![self.stack_on(card, base)];
            #[cfg(whole_vocabulary)]
            for &x in &also {
                evolved.push(self.stack_also(card, x));
            }
            let from = crate::zone::ZoneRef::new(c.controller, Zone::Battle);
            let attacking = self.attack.as_ref().is_some_and(|a| a.attacker.card == card);
            let rules: &[&'static str] =
                if attacking { &["801.2", "801.2a", "801.4"] } else { &["801.2", "801.4"] };
            self.emit_with(
                EventKind::Moved { card, from, to: from, how: MoveHow::Stacked, end: None },
                Some(f.cause.clone()),
                rules,
                vec![Text::new(
                    format!("put on top of {}: it evolves", self.name(base)),
                    format!("{}の上に重ねられ、進化する", self.name_in(base, Lang::Ja)),
                )],
            );
            for b in evolved {
                self.note(super::triggers::Happened {
                    card: Some(b.obj()),
                    def: Some((b.def, b.side)),
                    ..super::triggers::Happened::new(super::triggers::HappenedKind::Evolved, me)
                });
            }
            return Did::Next(Vec::new());
        }
        self.enter_standby(&[card], StandbyReason::PutIntoBattle, true, Some(f.cause.clone()));
        Did::Next(vec![Task::EnterBattle(Box::new(EnterBattle {
            cards: vec![card],
            next: 0,
            player: me,
            summoned: false,
            tapped: false,
            base: Some(base),
            #[cfg(whole_vocabulary)]
            also: Vec::new(),
            cause: Some(f.cause.clone()),
            rule: "605.3",
            replaced: false,
        }))])
    }

    /// The card with the ability, outside the battle zone, trades places with `other`, an
    /// element of the battle zone (701.26a): `other` goes where the card was, and the card takes
    /// its place, tapped or untapped as it was and attacking if it was. If either would not
    /// move normally (a prohibition, a replacement effect, a rule against putting it out), the
    /// swap does not happen and neither changes at all (701.26b).
    fn swap(&mut self, f: &mut EffectFrame, other: CardId) {
        let me = f.ctx.controller;
        let card = f.ctx.source.card;
        let c = self.card(card).clone();
        let Some(back_to) = Destination::of_zone(c.zone)
            .filter(|_| self.is_current(f.ctx.source) && c.zone != Zone::Battle && !c.in_standby())
        else {
            self.nothing(f, Text::new("the card to swap in is gone", "入れ替えるカードがもうない"));
            return;
        };
        let leave = MoveReq { card: other, to: back_to, how: MoveHow::Put, tapped: false };
        let why_not = if self.prohibited_move(&leave).is_some()
            || !self.replacements(other, back_to, MoveHow::Put, Some(me), false).is_empty()
        {
            Some(other)
        } else if !self.replacements(card, Destination::Battle, MoveHow::Entered, Some(me), false).is_empty()
            || self.forbidden(me, crate::card::Forbid::PutIntoBattleExceptSummon)
            || self.face(card).card_type == CardType::EvolutionCreature
            || !self.face(card).card_type.is_creature()
        {
            Some(card)
        } else {
            None
        };
        if let Some(stuck) = why_not {
            let what = Text::new(
                format!(
                    "{} would not move normally, so {} and {} are not swapped: neither moves",
                    self.name(stuck),
                    self.name(card),
                    self.name(other)
                ),
                format!(
                    "{}が通常どおり移動しないので、{}と{}は入れ替わらない（どちらも移動しない）",
                    self.name_in(stuck, Lang::Ja),
                    self.name_in(card, Lang::Ja),
                    self.name_in(other, Lang::Ja)
                ),
            );
            self.emit_with(
                EventKind::NothingToDo { card: Some(stuck), what },
                Some(f.cause.clone()),
                &["701.26b"],
                Vec::new(),
            );
            return;
        }
        let o = self.card(other).clone();
        let attacking = self.attack.as_ref().is_some_and(|a| a.attacker == o.obj());
        self.move_one(other, back_to, MoveHow::Put, false, &self.why(f, &["701.26a"]));
        let enter = EnterBattle {
            cards: vec![card],
            next: 0,
            player: me,
            summoned: false,
            tapped: o.tapped,
            base: None,
            #[cfg(whole_vocabulary)]
            also: Vec::new(),
            cause: Some(f.cause.clone()),
            rule: "701.26a",
            replaced: false,
        };
        self.put_into_battle(card, &enter);
        // It takes the other's place in the attack (701.26a).
        let new = self.card(card).obj();
        if let Some(a) = self.attack.as_mut().filter(|_| attacking) {
            a.attacker = new;
        }
        f.ctx.done = true;
    }

    /// Several cards used by one effect enter standby together (409.1e), each for its own use.
    fn enter_standby_mixed(&mut self, cards: &[CardId], cause: Option<Cause>) {
        let spells: Vec<CardId> =
            cards.iter().copied().filter(|&c| self.face(c).card_type == CardType::Spell).collect();
        let others: Vec<CardId> =
            cards.iter().copied().filter(|&c| self.face(c).card_type != CardType::Spell).collect();
        self.enter_standby(&spells, StandbyReason::Cast, true, cause.clone());
        self.enter_standby(&others, StandbyReason::Summon, true, cause);
    }

    /// Draws one card (114.1): the one drawn, or `None` with no card to draw (114.6). A draw
    /// without a cause is the turn-based draw of the draw step (502.1).
    pub(crate) fn draw(&mut self, player: PlayerId, cause: Option<Cause>) -> Option<CardId> {
        let turn_draw = cause.is_none();
        // Cards an effect is looking at still belong to the deck but are out of reach (605.4).
        let &top =
            self.zones[player].deck.iter().find(|&&c| !self.card(c).in_standby() && !self.is_looked_at(c))?;
        let why = MoveWhy {
            cause,
            by: Some(player),
            rules: Rules::new(&["114.1"]),
            notes: Vec::new(),
            alone: false,
            replaced: false,
        };
        self.move_one(top, Destination::Hand, MoveHow::Drawn, false, &why);
        #[cfg(whole_vocabulary)]
        {
            self.drawn[player] += 1;
        }
        // "Whenever … draws a card" (114.1), the turn's draw told apart (502.1).
        let obj = self.card(top).obj();
        let drew = super::triggers::HappenedKind::Drew { turn_draw };
        self.note(super::triggers::Happened {
            card: Some(obj),
            ..super::triggers::Happened::new(drew, player)
        });
        Some(top)
    }

    /// Attaches seals: the top card of each sealed creature's owner's deck, all at once (409.1f, 116.1).
    fn seal(&mut self, creatures: &[CardId], cause: Cause) {
        let mut plan = Vec::new();
        let mut taken: Vec<CardId> = Vec::new();
        for &cr in creatures {
            let owner = self.card(cr).owner;
            if let Some(&top) =
                self.zones[owner].deck.iter().find(|c| !taken.contains(c) && !self.card(**c).in_standby())
            {
                taken.push(top);
                plan.push((cr, top));
            }
        }
        let seals: Vec<CardId> = plan.iter().map(|p| p.1).collect();
        self.enter_standby(&seals, StandbyReason::Seal, true, Some(cause.clone()));
        for (cr, s) in plan {
            let c = self.card(s).clone();
            self.detach(s);
            let object = self.new_object();
            let m = self.card_mut(s);
            m.zone = Zone::Battle;
            m.standby = None;
            m.object = object;
            m.face_down = true;
            m.attached_to = Some(cr);
            self.card_mut(cr).seals.push(s);
            self.emit_with(
                EventKind::Moved {
                    card: s,
                    from: crate::zone::ZoneRef::new(c.owner, Zone::Deck),
                    to: crate::zone::ZoneRef::new(self.card(cr).controller, Zone::Battle),
                    how: MoveHow::Sealed,
                    end: None,
                },
                Some(cause.clone()),
                &["116.1a", "409.1f"],
                vec![Text::new(
                    format!("sealed {}", self.name(cr)),
                    format!("{}に封印", self.name_in(cr, Lang::Ja)),
                )],
            );
        }
    }
}
