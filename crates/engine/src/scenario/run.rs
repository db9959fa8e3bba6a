//! Playing a scenario and checking its expectations.

use super::format::{DecisionToml, EventExpect, ExpectToml, RefusedToml, StepToml, ZoneExpect};
use super::Scenario;
use crate::action::{Action, Manual};
use crate::decision::{Answer, DecisionKind};
use crate::player::PlayerId;
use crate::state::{CardId, Game};
use crate::zone::{Zone, ZoneRef};

/// What happened at one step.
#[derive(Debug, Clone, PartialEq)]
pub struct StepReport {
    pub number: usize,
    pub line: usize,
    /// The step in words ("use Energy Stream", "expect …").
    pub what: String,
    /// Failed expectations and refusals, each a full sentence.
    pub failures: Vec<String>,
    /// The actions the step played, each as its player says it ("Player 1: Use Energy
    /// Stream"); a step that plays nothing says that it checks the board.
    pub said: Vec<crate::words::Text>,
    /// What the step expects, a sentence each.
    pub expects: Vec<crate::words::Text>,
    /// The author's note on the step (English; may be empty).
    pub note: String,
    /// The note in Japanese (empty when the file has none).
    pub note_ja: String,
    /// How many events the log had after this step.
    pub log_len: usize,
}

/// The outcome of running a scenario.
#[derive(Debug, Clone)]
pub struct Report {
    pub title: String,
    pub steps: Vec<StepReport>,
    /// Set when the board itself could not be built.
    pub setup_error: Option<String>,
    pub game: Option<Game>,
    /// The actions the steps applied, in order (a scenario's history, for sessions and links).
    pub actions: Vec<Action>,
}

impl Report {
    /// The history this run played (setup and actions, at its end): what a session or a link
    /// of the scenario holds.
    pub fn history(&self, setup: &crate::setup::Setup) -> crate::session::History {
        crate::session::History {
            setup: setup.clone(),
            actions: self.actions.clone(),
            cursor: self.actions.len(),
            branches: Vec::new(),
        }
    }

    pub fn passed(&self) -> bool {
        self.setup_error.is_none() && self.steps.iter().all(|s| s.failures.is_empty())
    }

    pub fn failures(&self) -> Vec<String> {
        let mut out: Vec<String> = self.setup_error.iter().cloned().collect();
        for s in &self.steps {
            for f in &s.failures {
                out.push(format!("step {} (line {}): {f}", s.number, s.line));
            }
        }
        out
    }
}

impl Scenario {
    /// Plays every step and checks every expectation.
    pub fn run(&self) -> Report {
        self.run_steps(self.steps.len())
    }

    /// Plays the first `n` steps (for stepping through a scenario in the app).
    pub fn run_steps(&self, n: usize) -> Report {
        let mut game = match Game::from_setup(&self.setup) {
            Ok(g) => g,
            Err(e) => {
                return Report {
                    title: self.title.clone(),
                    steps: Vec::new(),
                    setup_error: Some(e.to_string()),
                    game: None,
                    actions: Vec::new(),
                }
            }
        };
        let mut steps = Vec::new();
        let mut actions = Vec::new();
        for (i, s) in self.steps.iter().take(n).enumerate() {
            let mut failures = Vec::new();
            let what = describe_step(&s.raw);
            let mut said = Vec::new();
            if let Err(f) = self.act(&mut game, &s.raw, &mut actions, &mut said) {
                failures.push(f);
            }
            // A question with one possible answer, asked so the other player can't tell what
            // the deciding player sees (`Game::only_answer`): a ruling need not write it.
            while let Some(a) = game.only_answer() {
                if game.apply(Action::Answer(a.clone())).is_err() {
                    break;
                }
                actions.push(Action::Answer(a));
            }
            if said.is_empty() {
                said.push(super::words::checks_only());
            }
            let expects = s.raw.expect.as_ref().map(|e| self.expect_words(&game, e)).unwrap_or_default();
            if failures.is_empty() {
                if let Some(e) = &s.raw.expect {
                    failures.extend(self.expect(&game, e));
                }
            }
            steps.push(StepReport {
                number: i + 1,
                line: s.line,
                what,
                failures,
                said,
                expects,
                note: s.raw.note.clone(),
                note_ja: s.raw.note_ja.clone(),
                log_len: game.log().len(),
            });
        }
        Report { title: self.title.clone(), steps, setup_error: None, game: Some(game), actions }
    }

    /// Finds the card a name or label means. `prefer`: cards to pick from first.
    fn card(&self, game: &Game, name: &str, prefer: &[CardId], taken: &[CardId]) -> Result<CardId, String> {
        if let Some(&id) = self.labels.get(name) {
            return Ok(id);
        }
        if let Some(n) = name.strip_prefix('#').and_then(|n| n.parse::<u16>().ok()) {
            if (n as usize) < game.cards().len() {
                return Ok(CardId(n));
            }
        }
        let def = self.db.find(name).ok_or_else(|| format!("unknown card {name:?}"))?.id;
        let with_def = |c: &CardId| game.card(*c).def == def && !taken.contains(c);
        if let Some(&c) = prefer.iter().find(|c| with_def(c)) {
            return Ok(c);
        }
        if !prefer.is_empty() {
            return Err(format!("no {name:?} among the cards that fit here"));
        }
        game.cards()
            .iter()
            .map(|c| c.id)
            .find(|c| with_def(c))
            .ok_or_else(|| format!("no card {name:?} on the board"))
    }

    fn refs(&self, game: &Game, names: &[String], prefer: &[CardId]) -> Result<Vec<CardId>, String> {
        let mut taken = Vec::new();
        for n in names {
            let c = self.card(game, n, prefer, &taken)?;
            taken.push(c);
        }
        Ok(taken)
    }

    fn act(
        &self,
        game: &mut Game,
        s: &StepToml,
        log: &mut Vec<Action>,
        said: &mut Vec<crate::words::Text>,
    ) -> Result<(), String> {
        let active = game.turn().active;
        let zone = |z: Zone| game.zone_cards(active, z);
        let action = if let Some(n) = &s.use_card {
            let prefer: Vec<CardId> = zone(Zone::Hand).into_iter().chain(zone(Zone::Mana)).collect();
            let card = self.card(game, n, &prefer, &[])?;
            let mana = match &s.mana {
                Some(m) => {
                    let untapped: Vec<CardId> =
                        zone(Zone::Mana).into_iter().filter(|&c| !game.card(c).tapped).collect();
                    Some(self.refs(game, m, &untapped)?)
                }
                None => None,
            };
            Some(Action::Use { card, mana, side: s.side })
        } else if let Some(n) = &s.charge {
            Some(Action::Charge { card: self.card(game, n, &zone(Zone::Hand), &[])? })
        } else if let Some(n) = &s.attack {
            let attacker = self.card(game, n, &zone(Zone::Battle), &[])?;
            let target = match &s.target {
                Some(t) => {
                    Some(self.card(game, t, &game.zone_cards(active.opponent(), Zone::Battle), &[])?)
                }
                None => None,
            };
            Some(Action::Attack { attacker, target })
        } else if let Some(n) = &s.tap_ability {
            let card = self.card(game, n, &zone(Zone::Battle), &[])?;
            // Its first tap ability unless one is named; none: the engine says why.
            let ability = s.ability.or_else(|| game.tap_abilities(card).first().copied()).unwrap_or(0);
            Some(Action::TapAbility { card, ability })
        } else if s.end_step {
            Some(Action::EndStep)
        } else if let Some(names) = &s.choose {
            let prefer = match game.decision().map(|d| &d.kind) {
                Some(DecisionKind::Cards { candidates, .. })
                | Some(DecisionKind::Mana { candidates, .. }) => candidates.clone(),
                _ => Vec::new(),
            };
            Some(Action::Answer(Answer::Cards(self.refs(game, names, &prefer)?)))
        } else if let Some(y) = s.yes {
            Some(Action::Answer(Answer::Yes(y)))
        } else if let Some(n) = s.number {
            Some(Action::Answer(Answer::Number(n)))
        } else if let Some(o) = s.option {
            Some(Action::Answer(Answer::Option(o)))
        } else if let Some(order) = &s.resolve {
            for name in order {
                let id = self.pending_by_name(game, name)?;
                said.push(super::words::said(game, &Action::Answer(Answer::Pending(id))));
                game.apply(Action::Answer(Answer::Pending(id)))
                    .map_err(|e| format!("resolving {name:?} first was refused: {e}"))?;
                log.push(Action::Answer(Answer::Pending(id)));
            }
            None
        } else if let Some(n) = &s.move_card {
            let to = ZoneRef::parse(s.to.as_deref().unwrap_or_default()).ok_or("bad zone")?;
            Some(Action::Manual(Manual::Move { card: self.card(game, n, &[], &[])?, to, index: s.index }))
        } else if let Some(n) = &s.create {
            let to = ZoneRef::parse(s.to.as_deref().unwrap_or_default()).ok_or("bad zone")?;
            let card = game.db().find(n).ok_or_else(|| format!("unknown card {n:?}"))?.id;
            Some(Action::Manual(Manual::Create { card, to }))
        } else if let Some(n) = &s.tap {
            Some(Action::Manual(Manual::Tap { card: self.card(game, n, &[], &[])?, tapped: true }))
        } else if let Some(n) = &s.untap {
            Some(Action::Manual(Manual::Tap { card: self.card(game, n, &[], &[])?, tapped: false }))
        } else {
            None
        };
        let Some(action) = action else { return Ok(()) };
        said.push(super::words::said(game, &action));
        let result = game.apply(action.clone()).map(|_| ());
        if result.is_ok() {
            log.push(action);
        }
        match (&s.refused, result) {
            (None | Some(RefusedToml::Flag(false)), Ok(())) => Ok(()),
            (None | Some(RefusedToml::Flag(false)), Err(e)) => Err(format!("the engine refused it: {e}")),
            (Some(RefusedToml::Flag(true)), Err(_)) => Ok(()),
            (Some(RefusedToml::Reason(r)), Err(e)) => {
                if e.to_string().contains(r.as_str()) {
                    Ok(())
                } else {
                    Err(format!("expected a refusal mentioning {r:?}, got: {e}"))
                }
            }
            (Some(_), Ok(())) => Err("expected the engine to refuse this action, but it was accepted".into()),
        }
    }

    /// The pending effect, among those the deciding player may pick now, whose source is `name`.
    fn pending_by_name(&self, game: &Game, name: &str) -> Result<u32, String> {
        if let Some(n) = name.strip_prefix('#').and_then(|n| n.parse::<u32>().ok()) {
            if game.pending().iter().any(|p| p.id == n) {
                return Ok(n);
            }
        }
        let options = match game.decision().map(|d| &d.kind) {
            Some(DecisionKind::NextPending { options }) => options.clone(),
            _ => {
                return Err(format!(
                    "no choice of pending effects is asked now (asked: {})",
                    decision_words(game)
                ))
            }
        };
        let mut names = Vec::new();
        for id in &options {
            let p = game.pending().iter().find(|p| p.id == *id).expect("option is pending");
            names.push(game.name(p.source.card));
            let hit = self.labels.get(name).map_or_else(
                || {
                    self.db
                        .find(name)
                        .is_some_and(|d| d.id == p.source_def || d.id == game.card(p.source.card).def)
                },
                |&c| c == p.source.card,
            );
            if hit {
                return Ok(*id);
            }
        }
        Err(format!("no pending effect of {name:?} may resolve now; the choices are {names:?}"))
    }

    fn canonical(&self, game: &Game, name: &str) -> String {
        self.name_in(game, name, crate::words::Lang::En)
    }

    fn names(game: &Game, cards: &[CardId]) -> Vec<String> {
        let mut v: Vec<String> = cards.iter().map(|&c| game.name(c)).collect();
        v.sort();
        v
    }

    /// What a scenario step expects that the game does not hold, each worded.
    fn expect(&self, game: &Game, e: &ExpectToml) -> Vec<String> {
        let mut fails = Vec::new();
        self.expect_zones(game, e, &mut fails);
        self.expect_cards(game, e, &mut fails);
        self.expect_pending(game, e, &mut fails);
        if let Some(d) = &e.decision {
            if let Some(f) = self.check_decision(game, d) {
                fails.push(f);
            }
        }
        for ev in &e.events {
            if !self.event_happened(game, ev) {
                fails.push(format!("expected an event {}, none in the log", event_words(ev)));
            }
        }
        for ev in &e.no_events {
            if self.event_happened(game, ev) {
                fails.push(format!("expected no event {}, but the log has one", event_words(ev)));
            }
        }
        if let Some(r) = &e.result {
            let found = match game.result() {
                None => "none",
                Some(r) => r.winner.map_or("no_winner", |p| p.key()),
            };
            if *r != found {
                fails.push(format!("expected the winner to be {r}, found {found}"));
            }
        }
        for text in &e.log {
            if !game.log().iter().any(|ev| ev.explain(game).contains(text.as_str())) {
                fails.push(format!("expected the log to mention {text:?}"));
            }
        }
        fails
    }

    /// The zones' counts, cards and order.
    fn expect_zones(&self, game: &Game, e: &ExpectToml, fails: &mut Vec<String>) {
        // The cards the rules count in a zone: standby cards are not (409.1c).
        let counted = |key: &str| -> Vec<CardId> {
            let z = ZoneRef::parse(key).expect("checked at parse time");
            game.zone_cards(z.player, z.zone).into_iter().filter(|&c| !game.card(c).in_standby()).collect()
        };
        for (key, want) in &e.zones {
            let cards = counted(key);
            match want {
                ZoneExpect::Count(n) => {
                    if cards.len() as u32 != *n {
                        fails.push(format!(
                            "expected {n} cards in {key}, found {}: {:?}",
                            cards.len(),
                            Self::names(game, &cards)
                        ));
                    }
                }
                ZoneExpect::Cards(names) => {
                    let mut want: Vec<String> = names.iter().map(|n| self.canonical(game, n)).collect();
                    want.sort();
                    let found = Self::names(game, &cards);
                    if want != found {
                        fails.push(format!("expected {key} to hold {want:?}, found {found:?}"));
                    }
                }
            }
        }
        for (key, want) in &e.order {
            let found: Vec<String> = counted(key).into_iter().map(|c| game.name(c)).collect();
            let want: Vec<String> = want.iter().map(|n| self.canonical(game, n)).collect();
            if want != found {
                fails.push(format!("expected {key} to hold, in order, {want:?}, found {found:?}"));
            }
        }
    }

    /// Cards' powers, tapped states and the cards under, attached to or crossed onto them.
    fn expect_cards(&self, game: &Game, e: &ExpectToml, fails: &mut Vec<String>) {
        for (name, want) in &e.power {
            match self.card(game, name, game.battle_zone(), &[]) {
                Ok(c) => {
                    let p = game.power(c);
                    if p != *want {
                        fails.push(format!("expected {name} to have power {want}, found {p}"));
                    }
                }
                Err(m) => fails.push(format!("power of {name}: {m}")),
            }
        }
        for (name, want) in &e.tapped {
            match self.card(game, name, &[], &[]) {
                Ok(c) => {
                    if game.card(c).tapped != *want {
                        fails.push(format!(
                            "expected {name} to be {}, found it {}",
                            if *want { "tapped" } else { "untapped" },
                            if *want { "untapped" } else { "tapped" }
                        ));
                    }
                }
                Err(m) => fails.push(format!("tapped state of {name}: {m}")),
            }
        }
        let lists = [
            ("under", &e.under),
            ("attached to", &e.attached),
            ("crossed onto", &e.crossed),
            ("EX life of", &e.ex_life),
        ];
        for (key, map) in lists {
            for (name, want) in map {
                match self.card(game, name, &[], &[]) {
                    Ok(c) => {
                        let card = game.card(c);
                        let listed;
                        let list = match key {
                            "under" => &card.under,
                            "attached to" => &card.auras,
                            "EX life of" => {
                                listed = game.ex_life_shields(c);
                                &listed
                            }
                            _ => {
                                listed = game.gears_on(c);
                                &listed
                            }
                        };
                        let found: Vec<String> = list.iter().map(|&x| game.name(x)).collect();
                        let want: Vec<String> = want.iter().map(|n| self.canonical(game, n)).collect();
                        if want != found {
                            fails.push(format!("expected {want:?} {key} {name}, found {found:?}"));
                        }
                    }
                    Err(m) => fails.push(format!("cards {key} {name}: {m}")),
                }
            }
        }
    }

    /// The standby cards, the pending effects and who resolves one next.
    fn expect_pending(&self, game: &Game, e: &ExpectToml, fails: &mut Vec<String>) {
        if let Some(names) = &e.standby {
            let mut want: Vec<String> = names.iter().map(|n| self.canonical(game, n)).collect();
            want.sort();
            let found = Self::names(game, &game.standby_cards());
            if want != found {
                fails.push(format!("expected {want:?} in the standby state, found {found:?}"));
            }
        }
        if let Some(names) = &e.pending {
            let mut want: Vec<String> = names.iter().map(|n| self.canonical(game, n)).collect();
            want.sort();
            let srcs: Vec<CardId> = game.pending().iter().map(|p| p.source.card).collect();
            let found = Self::names(game, &srcs);
            if want != found {
                fails.push(format!("expected pending effects of {want:?}, found {found:?}"));
            }
        }
        if let Some(n) = &e.next {
            match game.next_to_resolve() {
                None => fails
                    .push(format!("expected {} to choose a pending effect, but none is pending", n.player)),
                Some((p, opts)) => {
                    if p != n.player {
                        fails.push(format!("expected {} to resolve next, found {p}", n.player));
                    }
                    if let Some(names) = &n.options {
                        let mut want: Vec<String> = names.iter().map(|x| self.canonical(game, x)).collect();
                        want.sort();
                        let srcs: Vec<CardId> = opts
                            .iter()
                            .filter_map(|id| game.pending().iter().find(|p| p.id == *id))
                            .map(|p| p.source.card)
                            .collect();
                        let found = Self::names(game, &srcs);
                        if want != found {
                            fails.push(format!(
                                "expected {} to pick among {want:?}, found {found:?}",
                                n.player
                            ));
                        }
                    }
                }
            }
        }
    }

    fn check_decision(&self, game: &Game, d: &DecisionToml) -> Option<String> {
        let Some(dec) = game.decision() else {
            return (d.kind != "none")
                .then(|| format!("expected a {} decision, but nothing is asked", d.kind));
        };
        let kind = dec.kind.name();
        if kind != d.kind {
            return Some(format!("expected a {} decision, found {kind}: {}", d.kind, dec.prompt));
        }
        if let Some(p) = d.player {
            if p != dec.player {
                return Some(format!("expected {p} to decide, found {}", dec.player));
            }
        }
        if let Some(names) = &d.options {
            let cards: Vec<CardId> = match &dec.kind {
                DecisionKind::Cards { candidates, .. } | DecisionKind::Mana { candidates, .. } => {
                    candidates.clone()
                }
                DecisionKind::NextPending { options } => options
                    .iter()
                    .filter_map(|id| game.pending().iter().find(|p| p.id == *id))
                    .map(|p| p.source.card)
                    .collect(),
                _ => Vec::new(),
            };
            let mut want: Vec<String> = names.iter().map(|x| self.canonical(game, x)).collect();
            want.sort();
            let found = Self::names(game, &cards);
            if want != found {
                return Some(format!("expected the choices {want:?}, found {found:?}"));
            }
        }
        None
    }

    fn event_happened(&self, game: &Game, ev: &EventExpect) -> bool {
        game.log().iter().any(|e| match ev {
            EventExpect::Rule(r) => e.rules.iter().any(|x| x == r),
            EventExpect::Detailed { rule, card, kind, text } => {
                rule.as_ref().is_none_or(|r| e.rules.iter().any(|x| x == r))
                    && kind.as_ref().is_none_or(|k| e.kind.type_name() == *k)
                    && text.as_ref().is_none_or(|t| e.explain(game).contains(t.as_str()))
                    && card.as_ref().is_none_or(|n| {
                        let want = self.canonical(game, n);
                        let by_label = self.labels.get(n);
                        e.kind
                            .cards()
                            .iter()
                            .chain(e.cause.iter().map(|c| &c.card))
                            .any(|c| by_label.map_or_else(|| game.name(*c) == want, |l| l == c))
                    })
            }
        })
    }
}

fn event_words(e: &EventExpect) -> String {
    match e {
        EventExpect::Rule(r) => format!("citing {r}"),
        EventExpect::Detailed { rule, card, kind, text } => {
            let mut parts = Vec::new();
            if let Some(k) = kind {
                parts.push(format!("of type {k}"));
            }
            if let Some(r) = rule {
                parts.push(format!("citing {r}"));
            }
            if let Some(c) = card {
                parts.push(format!("about {c}"));
            }
            if let Some(t) = text {
                parts.push(format!("saying {t:?}"));
            }
            parts.join(" ")
        }
    }
}

fn decision_words(game: &Game) -> String {
    game.decision().map_or_else(|| "nothing".into(), |d| d.prompt.clone())
}

fn describe_step(s: &StepToml) -> String {
    let mut w = if let Some(n) = &s.use_card {
        format!("use {n}")
    } else if let Some(n) = &s.charge {
        format!("charge {n}")
    } else if let Some(n) = &s.attack {
        format!("attack with {n}")
    } else if let Some(n) = &s.tap_ability {
        format!("tap {n} for its tap ability")
    } else if s.end_step {
        "end the step".into()
    } else if let Some(c) = &s.choose {
        format!("choose {}", c.join(", "))
    } else if let Some(y) = s.yes {
        if y {
            "answer yes".into()
        } else {
            "answer no".into()
        }
    } else if let Some(n) = s.number {
        format!("choose {n}")
    } else if let Some(o) = s.option {
        format!("choose option {o}")
    } else if let Some(r) = &s.resolve {
        format!("resolve {}", r.join(", then "))
    } else if let Some(n) = &s.move_card {
        format!("move {n} to {}", s.to.clone().unwrap_or_default())
    } else if let Some(n) = &s.create {
        format!("put a new {n} into {}", s.to.clone().unwrap_or_default())
    } else if let Some(n) = &s.tap {
        format!("tap {n}")
    } else if let Some(n) = &s.untap {
        format!("untap {n}")
    } else {
        "check".into()
    };
    if !s.note.is_empty() {
        w = format!("{w} — {}", s.note);
    }
    let _ = PlayerId::P1;
    w
}
