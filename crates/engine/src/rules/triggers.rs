//! Triggered abilities (603): events are noted as they happen, then matched against every
//! ability that could trigger, and each match waits as a pending effect.

use super::pending::{PendingEffect, PendingKind, TriggerInfo};
use super::query::Ctx;
use crate::card::{AbilityKind, CardDb, CardDefId, CardMatch, How, Side, Trigger, Which, Who};
use crate::event::{EventKind, MoveHow};
use crate::player::PlayerId;
use crate::state::{CardId, Game, ObjRef};
use crate::zone::Zone;

/// A card whose triggered abilities may trigger: the card, its definition and face, where it
/// is, its controller and the object.
type TriggerSource = (CardId, CardDefId, Side, Zone, PlayerId, ObjRef);

/// Something that happened that abilities may trigger on.
#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct Happened {
    pub kind: HappenedKind,
    /// The card concerned: the new object after a move.
    pub card: Option<ObjRef>,
    /// The card as it was (look back, 603.5c).
    pub def: Option<(CardDefId, Side)>,
    pub controller: PlayerId,
    pub from: Option<Zone>,
    pub to: Option<Zone>,
    pub summoned: bool,
    pub how: Option<MoveHow>,
    /// The card's abilities were all ignored as it left the battle zone: it doesn't look back
    /// at them (603.5c).
    pub abilities_ignored: bool,
    /// The player whose effect moved the card (None: the rules, or not a move).
    pub by: Option<PlayerId>,
    /// For a battle's events, the creature `card` battled, as the object it was then.
    pub foe: Option<ObjRef>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum HappenedKind {
    Moved,
    Attacked,
    AttackEnded,
    WonBattle,
    Blocked,
    /// An attacking creature became blocked (507.2c); `card` is the attacker.
    BecameBlocked,
    /// The block step ended with no blocker for the attacker `card` (507.3c).
    NotBlocked,
    /// A creature was specified as an attack's target (506.1e); `card` is that creature.
    TargetedByAttack,
    /// A creature battled (115); `card` is that creature as it battled.
    Battled,
    Cast {
        first_this_turn: bool,
    },
    Used,
    /// An evolution creature was put on top of `card` (801.2).
    Evolved,
    StartOfTurn,
    EndOfTurn,
    /// A card was used by its S-Trigger (112.3a, 601.1g); `card` is that card, `broken_by`
    /// the creature that broke its shield, if one did (509.5).
    UsedShieldTrigger {
        broken_by: Option<ObjRef>,
    },
    /// The player `controller` drew `card` (114.1); `turn_draw`: the draw step's (502.1).
    Drew {
        turn_draw: bool,
    },
    /// The creature `card` broke shields (509.5, 701.14a).
    Broke,
}

impl Happened {
    pub fn new(kind: HappenedKind, controller: PlayerId) -> Happened {
        Happened {
            kind,
            card: None,
            def: None,
            controller,
            from: None,
            to: None,
            summoned: false,
            how: None,
            abilities_ignored: false,
            by: None,
            foe: None,
        }
    }
}

impl Game {
    pub(crate) fn note(&mut self, h: Happened) {
        // A Command that enters the battle zone as an element, a creature or not (a Tamaseed),
        // removes a seal of its civilization, as a state-based action (116.4a, 703.4j).
        if let (HappenedKind::Moved, Some(Zone::Battle), Some(obj)) = (&h.kind, h.to, h.card) {
            if h.from != Some(Zone::Battle) && self.battle.contains(&obj.card) && self.is_command(obj.card) {
                self.unsealing.push(obj);
            }
        }
        self.happened.push(h);
    }

    /// Turns everything noted since the last call into pending effects (603.2, 603.6).
    pub(crate) fn collect_triggers(&mut self) {
        if self.happened.is_empty() {
            return;
        }
        let mut happened = std::mem::take(&mut self.happened);
        // Delayed triggered abilities for a turn that is over are gone (603.6).
        let turn = self.turn.number;
        self.delayed.retain(|d| d.fired.is_some() || d.turn >= turn);
        let functioning = self.functioning_triggers();
        let given = self.given_triggers();
        // One handle on the definitions for the whole pass: `self` is mutated while reading them.
        let db = self.db.clone();
        for h in &happened {
            self.trigger_on(h, &functioning, &db);
            self.trigger_given(h, &given, &db);
        }
        for h in &happened {
            self.fire_delayed(h);
        }
        // Nothing is noted while collecting: give the buffer back for the next events.
        debug_assert!(self.happened.is_empty());
        happened.clear();
        self.happened = happened;
    }

    /// Abilities of cards where they function now. Collecting triggers only adds pending
    /// effects and log entries, so this is the same for every event noted.
    fn functioning_triggers(&self) -> Vec<TriggerSource> {
        let any_ignoring = self.any_ignoring();
        self.triggering
            .iter()
            .filter(|&&id| {
                // Most such cards sit in a deck or a hand, where their abilities don't work.
                let c = self.card(id);
                self.db.triggers_work_in(c.def, c.zone)
                    && self.functions_now(id)
                    && !(any_ignoring && self.ignored_abilities(id).all())
            })
            .map(|&id| {
                let c = self.card(id);
                (c.id, c.def, c.side, c.zone, c.controller, c.obj())
            })
            .collect()
    }

    /// The triggered abilities `h` triggers: of the cards where they function (`functioning`),
    /// of a card that just left the battle zone, looking back (603.5d), and of a card evolved
    /// upon (shinka power).
    fn trigger_on(&mut self, h: &Happened, functioning: &[TriggerSource], db: &CardDb) {
        // A card that just left the battle zone looks back at its own abilities (603.5d).
        let looks_back =
            h.kind == HappenedKind::Moved && h.from == Some(Zone::Battle) && !h.abilities_ignored;
        let leaving = match (looks_back, h.card, h.def) {
            (true, Some(obj), Some((def, side))) => {
                Some((obj.card, def, side, Zone::Battle, h.controller, obj))
            }
            _ => None,
        };
        // A card evolved upon triggers from under its evolution creature (shinka power).
        let evolved = match (h.kind == HappenedKind::Evolved, h.card, h.def) {
            (true, Some(obj), Some((def, side))) => {
                Some((obj.card, def, side, Zone::Battle, h.controller, obj))
            }
            _ => None,
        };
        // It also has, where it arrived, the abilities that work there ("when this card is
        // put into a graveyard from anywhere" triggers in the graveyard, 110.4g, whether it
        // came from the battle zone, under an evolution creature too, or elsewhere); those
        // that work in the battle zone as well trigger once, looking back.
        let left = if h.kind == HappenedKind::Moved && h.from == Some(Zone::Battle) {
            h.card.map(|o| o.card)
        } else {
            None
        };
        let sources = functioning
            .iter()
            .filter(|s| leaving.is_none_or(|l| s.0 != l.0 || s.3 != Zone::Battle))
            .copied()
            .chain(leaving)
            .chain(evolved);
        for (card, def, side, zone, controller, obj) in sources {
            let Some(d) = db.get(def) else { continue };
            let arrived = left == Some(card) && zone != Zone::Battle;
            let face = d.face(side);
            let abilities = face.abilities.iter().enumerate().map(|(i, a)| (i as u8, a));
            self.trigger_abilities(
                h,
                (card, def, side, zone, controller, obj),
                arrived,
                face.card_type,
                abilities,
            );
        }
    }

    /// The triggered abilities static abilities give cards in the battle zone now (604,
    /// [`Game::given_abilities`]), each as its card's: the card, with the definition and face
    /// where the ability is written, its card type, and the ability's index there.
    fn given_triggers(&self) -> Vec<(TriggerSource, crate::card::CardType, u8)> {
        if !self.any_giving() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &id in &self.battle {
            if !self.functions_now(id) {
                continue;
            }
            let c = self.card(id);
            for (def, side, i) in self.given_abilities(id) {
                if self.ability((def, side, i)).kind() == Ok(AbilityKind::Triggered) {
                    let source = (id, def, side, Zone::Battle, c.controller, c.obj());
                    out.push((source, self.face(id).card_type, i));
                }
            }
        }
        out
    }

    /// The given triggered abilities ([`Game::given_triggers`]) that `h` triggers. A card
    /// that has left the battle zone no longer has them: they don't look back (603.5c is not
    /// modelled for given abilities).
    fn trigger_given(
        &mut self,
        h: &Happened,
        given: &[(TriggerSource, crate::card::CardType, u8)],
        db: &CardDb,
    ) {
        for &(source, card_type, i) in given {
            let Some(ab) = db.get(source.1).and_then(|d| d.face(source.2).ability(i)) else { continue };
            self.trigger_abilities(h, source, false, card_type, std::iter::once((i, ab)));
        }
    }

    /// The triggered abilities among `abilities` (each with its index on the face `source`
    /// names), had by the card `source`, that `h` triggers (603.2):
    /// each waits as a pending effect, or first to be declared (603.2e). `arrived`: the card
    /// left the battle zone for `zone`, where only the abilities that don't also work in the
    /// battle zone trigger (those triggered looking back).
    fn trigger_abilities<'a>(
        &mut self,
        h: &Happened,
        source: TriggerSource,
        arrived: bool,
        card_type: crate::card::CardType,
        abilities: impl Iterator<Item = (u8, &'a crate::card::Ability)>,
    ) {
        let (card, def, side, zone, controller, obj) = source;
        for (i, ab) in abilities {
            if ab.kind() != Ok(AbilityKind::Triggered) || !ab.functions_in(card_type, zone) {
                continue;
            }
            if arrived && ab.functions_in(card_type, Zone::Battle) {
                continue;
            }
            let trig = ab.when.as_ref().expect("triggered");
            let ctx = Ctx::new(controller, obj);
            if let Some(w) = ab.during {
                if !ctx.players(w).contains(&self.turn.active) {
                    continue;
                }
            }
            if !self.trigger_matches(trig, h, obj, controller) {
                continue;
            }
            let id = self.next_pending;
            self.next_pending += 1;
            let text = ab.text.clone();
            let effect = PendingEffect {
                id,
                controller,
                source: obj,
                source_def: def,
                side,
                kind: PendingKind::Ability { ability: i },
                trigger: TriggerInfo { card: h.card, from: h.from, foe: h.foe },
                text: text.clone(),
            };
            // Its use is declared first; only then does it wait (603.2e).
            if ab.declare {
                self.to_declare.push(effect);
                continue;
            }
            self.pending.push(effect);
            let cause = crate::event::Cause { card, def, ability: Some(i) };
            self.emit_with(
                EventKind::Triggered { pending: id, source: card, text },
                Some(cause),
                &["603.2", "101.4a"],
                Vec::new(),
            );
        }
    }

    /// Delayed triggered abilities waiting in this turn whose trigger `h` is: each triggers
    /// once and waits as a pending effect (603.6).
    fn fire_delayed(&mut self, h: &Happened) {
        let turn = self.turn.number;
        let hits: Vec<usize> = (0..self.delayed.len())
            .filter(|&i| {
                let d = &self.delayed[i];
                d.fired.is_none()
                    && d.turn == turn
                    && self.trigger_matches(&d.when, h, d.ctx.source, d.ctx.controller)
            })
            .collect();
        for i in hits {
            let id = self.next_pending;
            self.next_pending += 1;
            // "This turn, whenever …" stays for the next time: a copy of it fires.
            let at = if self.delayed[i].each_time {
                let copy = super::pending::DelayedAbility { each_time: false, ..self.delayed[i].clone() };
                self.delayed.push(copy);
                self.delayed.len() - 1
            } else {
                i
            };
            let d = &mut self.delayed[at];
            d.fired = Some(id);
            let (cause, text) = (d.cause.clone(), d.text.clone());
            self.pending.push(PendingEffect {
                id,
                controller: d.ctx.controller,
                source: d.ctx.source,
                source_def: cause.def,
                side: Side::Front,
                kind: PendingKind::Delayed,
                trigger: TriggerInfo { card: h.card, from: h.from, foe: h.foe },
                text: text.clone(),
            });
            self.emit_with(
                EventKind::Triggered { pending: id, source: cause.card, text },
                Some(cause),
                &["603.6", "603.2"],
                Vec::new(),
            );
        }
    }

    /// Whether `obj` is the creature the cross gear `me` is crossed onto (303.3a), or, for the
    /// event that took it out of the battle zone, was crossed onto as it left (303.5: the gear
    /// stays, uncrossed; "when the crossed creature is destroyed" looks back, 603.5c).
    fn was_crossed_onto(&self, me: CardId, obj: ObjRef, h: &Happened) -> bool {
        if self.crossings.is_empty() {
            return false;
        }
        if self.crossed_onto(me) == Some(obj.card) {
            return true;
        }
        if h.kind != HappenedKind::Moved || h.from != Some(Zone::Battle) {
            return false;
        }
        let gear = self.card(me);
        if gear.zone != Zone::Battle || gear.attached_to.is_some() {
            return false;
        }
        self.crossings.iter().any(|x| {
            x.gear == gear.obj()
                && x.creature.card == obj.card
                && self.left_battle.iter().any(|(o, _)| *o == x.creature)
        })
    }

    /// Whether the creature `obj` is `which` to the card `me` ("this creature", said by a card
    /// under an evolution creature, is that creature), as it is now.
    #[cfg(whole_vocabulary)]
    fn is_which(&self, which: Which, obj: ObjRef, me: CardId) -> bool {
        let this = obj.card == me || obj.card == self.element_of(me);
        match which {
            Which::This => this,
            Which::Other => !this,
            Which::Any => true,
            Which::Crossed => self.crossed_onto(me) == Some(obj.card),
        }
    }

    /// Whether the card just used passes a `casts` or `uses` trigger's filter: triggers are
    /// collected right after 601.1g, while it still waits in standby as the half used.
    fn used_passes(&self, filter: Option<&crate::card::Filter>, h: &Happened) -> bool {
        whole_or!(filter.is_none_or(|f| h.card.is_some_and(|o| self.matches(o.card, f))), {
            let _ = (filter, h);
            true
        })
    }

    fn card_matches(&self, m: &CardMatch, h: &Happened, me: CardId, my_controller: PlayerId) -> bool {
        let Some(obj) = h.card else { return false };
        // "This creature", said by a card under an evolution creature, is that creature.
        let this = |c: CardId| c == me || c == self.element_of(me);
        let ok_which = match m.card {
            Which::This => this(obj.card),
            Which::Other => !this(obj.card),
            Which::Any => true,
            Which::Crossed => self.was_crossed_onto(me, obj, h),
        };
        if !ok_which {
            return false;
        }
        let ok_controller = match m.controller {
            Who::You | Who::Owner => h.controller == my_controller,
            Who::Opponent => h.controller != my_controller,
            Who::Any => true,
        };
        if !ok_controller {
            return false;
        }
        if let Some(how) = m.how {
            if (how == How::Summoned) != h.summoned {
                return false;
            }
        }
        if m.from.is_some() && m.from != h.from {
            return false;
        }
        if m.not_from.is_some() && m.not_from == h.from {
            return false;
        }
        // "Whenever your opponent causes …": the player whose effect moved it.
        #[cfg(whole_vocabulary)]
        if let Some(w) = m.caused_by {
            let ctx = Ctx::new(my_controller, self.card(me).obj());
            if !h.by.is_some_and(|p| ctx.players(w).contains(&p)) {
                return false;
            }
        }
        if m.filter.is_empty() {
            return true;
        }
        // Characteristics after the event for arrivals (603.5b); for departures the card is
        // looked at as it is now, which is what remains of it. A filter that compares with the
        // card with the ability (`power_above`) reads it as it is now.
        whole_or!(
            {
                let ctx = Ctx::new(my_controller, self.card(me).obj());
                self.matches_in(obj.card, &m.filter, None, Some(&ctx))
            },
            self.matches(obj.card, &m.filter)
        )
    }

    /// Whether `h` triggers `t`, an ability of `src` (or a delayed ability `src` made) whose
    /// controller is `ctl`.
    fn trigger_matches(&self, t: &Trigger, h: &Happened, src: ObjRef, ctl: PlayerId) -> bool {
        let me = src.card;
        let moved = h.kind == HappenedKind::Moved;
        match t {
            Trigger::EntersBattle(m) => {
                moved
                    && h.to == Some(Zone::Battle)
                    && h.how != Some(MoveHow::Attached)
                    && self.card_matches(m, h, me, ctl)
            }
            Trigger::Attached(m) => {
                moved && h.how == Some(MoveHow::Attached) && self.card_matches(m, h, me, ctl)
            }
            Trigger::LeavesBattle(m) => {
                moved && h.from == Some(Zone::Battle) && self.card_matches(m, h, me, ctl)
            }
            Trigger::Destroyed(m) => {
                moved
                    && h.how == Some(MoveHow::Destroyed)
                    && h.from == Some(Zone::Battle)
                    && self.card_matches(m, h, me, ctl)
            }
            Trigger::PutInto(m) => {
                moved
                    && h.to.is_some()
                    && (m.zone.is_none() || m.zone == h.to)
                    && self.card_matches(m, h, me, ctl)
            }
            Trigger::Attacks(m) => h.kind == HappenedKind::Attacked && self.card_matches(m, h, me, ctl),
            Trigger::AttackEnds(m) => {
                h.kind == HappenedKind::AttackEnded
                    && self.card_matches(m, h, me, ctl)
                    // The attack ends even when the attacker has left the battle zone (510.1).
                    // "This creature's attack" is then still that object's to a delayed ability
                    // it made (603.6), never a new object's of the same card (400.5).
                    && (m.card != Which::This
                        || h.card.is_none_or(|o| self.is_current(o) || o.card != me || o == src))
            }
            Trigger::Evolves(m) => h.kind == HappenedKind::Evolved && self.card_matches(m, h, me, ctl),
            Trigger::WinsBattle(m) => h.kind == HappenedKind::WonBattle && self.card_matches(m, h, me, ctl),
            Trigger::Blocks(m) => h.kind == HappenedKind::Blocked && self.card_matches(m, h, me, ctl),
            Trigger::BecomesBlocked(m) => {
                h.kind == HappenedKind::BecameBlocked && self.card_matches(m, h, me, ctl)
            }
            Trigger::Unblocked(m) => h.kind == HappenedKind::NotBlocked && self.card_matches(m, h, me, ctl),
            Trigger::IsAttacked(m) => {
                h.kind == HappenedKind::TargetedByAttack && self.card_matches(m, h, me, ctl)
            }
            Trigger::Battles(m) => h.kind == HappenedKind::Battled && self.card_matches(m, h, me, ctl),
            Trigger::StartOfTurn(w) => {
                h.kind == HappenedKind::StartOfTurn
                    && Ctx::new(ctl, self.card(me).obj()).players(*w).contains(&h.controller)
            }
            Trigger::EndOfTurn(w) => {
                h.kind == HappenedKind::EndOfTurn
                    && Ctx::new(ctl, self.card(me).obj()).players(*w).contains(&h.controller)
            }
            Trigger::Casts(ct) => match h.kind {
                HappenedKind::Cast { first_this_turn } => {
                    Ctx::new(ctl, self.card(me).obj()).players(ct.player).contains(&h.controller)
                        && (!ct.first_this_turn || first_this_turn)
                        && self.used_passes(ct.filter.as_ref(), h)
                }
                _ => false,
            },
            Trigger::Uses(ut) => {
                matches!(h.kind, HappenedKind::Used | HappenedKind::Cast { .. })
                    && Ctx::new(ctl, self.card(me).obj()).players(ut.player).contains(&h.controller)
                    && self.used_passes(ut.filter.as_ref(), h)
            }
            #[cfg(whole_vocabulary)]
            Trigger::ShieldTriggerUsed(u) => match h.kind {
                HappenedKind::UsedShieldTrigger { broken_by } => {
                    Ctx::new(ctl, self.card(me).obj()).players(u.player).contains(&h.controller)
                        && u.broken_by.is_none_or(|w| broken_by.is_some_and(|b| self.is_which(w, b, me)))
                }
                _ => false,
            },
            #[cfg(whole_vocabulary)]
            Trigger::Draws(d) => match h.kind {
                HappenedKind::Drew { turn_draw } => {
                    Ctx::new(ctl, self.card(me).obj()).players(d.player).contains(&h.controller)
                        && d.turn_draw.is_none_or(|t| t == turn_draw)
                }
                _ => false,
            },
            #[cfg(whole_vocabulary)]
            Trigger::Discarded(m) => {
                moved
                    && h.how == Some(MoveHow::Discarded)
                    // A shield discarded for an S-Back is discarded from the hand (509.5c).
                    && matches!(h.from, Some(Zone::Hand | Zone::Shields))
                    && self.card_matches(m, h, me, ctl)
            }
            #[cfg(whole_vocabulary)]
            Trigger::Breaks(m) => h.kind == HappenedKind::Broke && self.card_matches(m, h, me, ctl),
            // An activated ability is used, never triggered (602.1, 110.3c).
            Trigger::Activated(_) => false,
            // An ability had while a condition holds triggers only while the card has it.
            Trigger::While(w) => {
                self.check(&Ctx::new(ctl, src), &w.condition) && self.trigger_matches(&w.when, h, src, ctl)
            }
        }
    }
}
