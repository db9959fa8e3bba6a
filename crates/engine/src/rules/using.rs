//! Using a card (601, 701.5): declaration, the standby state, payment, use and resolution; and
//! the one-at-a-time processing of cards used or put into the battle zone together (409.1e–f).

use super::interp::EffectFrame;
use super::moves::{MoveReq, MoveWhy};
use super::query::{CivMask, Ctx};
use super::task::{Outcome, Task};
use super::triggers::{Happened, HappenedKind};
use crate::card::{
    AbilityKind, CardType, Civilization, Destination, Filter, Forbid, Keyword, Side, Source, Step, TypeClass,
};
use crate::decision::{Answer, DecisionKind, Prompt};
use crate::event::{Cause, EventKind, MoveHow, Rules, UseHow};
use crate::player::PlayerId;
use crate::state::{CardId, Game, ObjRef, Ruleset, Standby, StandbyReason};
use crate::words::{self, Lang, Text};
use crate::zone::{Zone, ZoneRef};
use std::sync::Arc;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum UsePhase {
    Declare,
    Pay,
    Evolve,
    Use,
    Resolve,
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct UseTask {
    pub card: CardId,
    pub player: PlayerId,
    pub side: Side,
    pub free: bool,
    /// Already in standby with other cards used by the same effect (409.1e).
    pub in_standby: bool,
    pub phase: UsePhase,
    pub cost: u32,
    pub mana: Option<Vec<CardId>>,
    pub base: Option<CardId>,
    /// A vortex evolution creature's further bases, in the order stacked (801.1b).
    #[cfg(whole_vocabulary)]
    pub also: Vec<CardId>,
    /// Where the spell goes instead of the graveyard, by the effect that cast it.
    pub instead: Option<(Destination, Cause)>,
    pub cause: Option<Cause>,
    /// Used by its S-Trigger (112.3a), with the creature that broke its shield if one did:
    /// "whenever … uses a shield trigger" triggers.
    pub shield_trigger: Option<Option<ObjRef>>,
    /// The creatures its player taps for its cost (`Static::tap_creatures`, 601.1e).
    #[cfg(whole_vocabulary)]
    pub tapping: super::tap_cost::Tapping,
}

impl UseTask {
    fn aura_card(&self) -> CardId {
        self.card
    }

    pub fn new(card: CardId, player: PlayerId) -> UseTask {
        UseTask {
            card,
            player,
            side: Side::Front,
            free: false,
            in_standby: false,
            phase: UsePhase::Declare,
            cost: 0,
            mana: None,
            base: None,
            #[cfg(whole_vocabulary)]
            also: Vec::new(),
            instead: None,
            cause: None,
            shield_trigger: None,
            #[cfg(whole_vocabulary)]
            tapping: super::tap_cost::Tapping::default(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct CastQueue {
    pub cards: Vec<CardId>,
    /// The half each card is used as (a twinpact's, 810.3).
    pub sides: Vec<Side>,
    pub next: usize,
    pub player: PlayerId,
    pub optional: bool,
    pub instead: Option<(Destination, Cause)>,
    pub cause: Option<Cause>,
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct EnterBattle {
    pub cards: Vec<CardId>,
    pub next: usize,
    /// Who puts them into the battle zone (their controller there).
    pub player: PlayerId,
    pub summoned: bool,
    pub tapped: bool,
    pub base: Option<CardId>,
    /// A vortex evolution creature's further bases, in the order stacked (801.1b); chosen as
    /// it enters when none were chosen as it was used.
    #[cfg(whole_vocabulary)]
    pub also: Vec<CardId>,
    pub cause: Option<Cause>,
    /// The rule that puts them there: 605.3 for a card used or put out, 701.26a for a swap,
    /// 609.4 for a card a replacement effect puts there instead.
    pub rule: &'static str,
    /// They enter in place of an event a replacement effect replaced: no replacement effect
    /// applies to their entering again (101.5).
    pub replaced: bool,
}

/// An aura being used, to be attached to `target` once that GR creature is there (310.2).
#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct AttachAura {
    pub aura: CardId,
    pub player: PlayerId,
    pub target: CardId,
    pub cause: Option<Cause>,
}

#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct FinishSpell {
    pub spell: ObjRef,
    pub cause: Option<Cause>,
    /// Cast by its S-Trigger (112.3a): replacement effects that watch such a spell apply.
    pub shield_trigger: bool,
}

pub(crate) fn use_how(t: CardType) -> UseHow {
    match t {
        CardType::Spell => UseHow::Cast,
        CardType::CrossGear => UseHow::Generate,
        CardType::Castle => UseHow::Fortify,
        CardType::Field => UseHow::Expand,
        CardType::Aura => UseHow::Attach,
        CardType::Tamaseed => UseHow::Execute,
        _ => UseHow::Summon,
    }
}

/// Why an entering card's base is not known ([`Game::entering_base`]).
enum NoBase {
    /// Waiting for its player's choice.
    Waiting,
    /// An evolution creature with nothing to evolve from (801.1a).
    CantEvolve,
}

impl Game {
    /// A card being used (601.1), one stage of its [`UsePhase`] at a time.
    pub(crate) fn run_use(&mut self, t: Box<UseTask>) -> Outcome {
        match t.phase {
            UsePhase::Declare => self.use_declare(t),
            UsePhase::Pay => self.use_pay(t),
            UsePhase::Evolve => self.use_choose_base(t),
            UsePhase::Use => self.use_complete(t),
            UsePhase::Resolve => self.use_resolve(t),
        }
    }

    /// The card is declared (601.1a, 701.5a): its cost changes are decided now, and it enters
    /// standby unless it is there already.
    fn use_declare(&mut self, mut t: Box<UseTask>) -> Outcome {
        let card = t.card;
        // A use that is forbidden can't be declared: the card stays where it is (601.1b).
        if !t.in_standby && self.refuse_use(t.player, card, t.side, t.cause.clone()) {
            return Outcome::Done;
        }
        match self.use_by_gravity_zero(&t) {
            Some(free) => t.free |= free,
            None => return Outcome::Again(Task::Use(t), Vec::new()),
        }
        let db = self.db.clone();
        let face = db.get(self.card(card).def).expect("card in db").face(t.side);
        let how = use_how(face.card_type);
        let from = self.card(card).zone;
        // While it is used, a twinpact is the half used (its cost, its type).
        if self.def(card).twin.is_some() {
            self.card_mut(card).side = t.side;
        }
        // Cost changes are decided at declaration (601.1a).
        t.cost = if t.free { 0 } else { self.cost_to_use(card) };
        // A cost change for the next use only is spent on this one.
        #[cfg(whole_vocabulary)]
        self.end_next_use_statics(card);
        // So is the tapping of creatures for it, read where the card is now.
        #[cfg(whole_vocabulary)]
        if !t.free {
            t.tapping.word = self.tap_creatures_for(t.player, card, t.side);
            t.tapping.required = t.cause.is_none() && !self.zone_permits_use(card, t.side);
        }
        let cause = t.cause.clone();
        self.emit_with(
            EventKind::Declared { player: t.player, card, how, from },
            cause.clone(),
            &["601.1a", "701.5a"],
            Vec::new(),
        );
        if !t.in_standby {
            self.enter_standby(&[card], standby_reason(how), t.free || from != Zone::Mana, cause);
        }
        t.phase = UsePhase::Pay;
        Outcome::Again(Task::Use(t), Vec::new())
    }

    /// Its cost is paid (601.1d–f, 112.2a): with the mana given, or the mana its player
    /// chooses.
    fn use_pay(&mut self, mut t: Box<UseTask>) -> Outcome {
        let card = t.card;
        let db = self.db.clone();
        let face = db.get(self.card(card).def).expect("card in db").face(t.side);
        if !t.free {
            let civs: Vec<Civilization> =
                face.civilizations.iter().copied().filter(|c| *c != Civilization::Zero).collect();
            // Creatures tapped for the cost are chosen before the mana (601.1e).
            #[cfg(whole_vocabulary)]
            if !self.choose_creatures_to_tap(&mut t, civs.len() as u32) {
                return Outcome::Again(Task::Use(t), Vec::new());
            }
            let cost = t.cost.max(civs.len() as u32);
            let candidates = self.mana_candidates(t.player, card);
            let chosen = match t.mana.clone() {
                Some(m) => m,
                None => {
                    match self.ask(
                        t.player,
                        DecisionKind::Mana { card, cost, civilizations: civs.clone(), candidates },
                        None,
                        Prompt::Mana { cost, def: self.card(card).def, side: t.side },
                    ) {
                        Some(Answer::Cards(c)) => c,
                        Some(_) => unreachable!("answers are validated"),
                        None => return Outcome::Again(Task::Use(t), Vec::new()),
                    }
                }
            };
            if cost != self.face(card).cost {
                self.emit_with(
                    EventKind::CostDetermined { card, printed: self.face(card).cost, cost },
                    None,
                    &["601.1e"],
                    Vec::new(),
                );
            }
            #[cfg(whole_vocabulary)]
            self.tap_creatures_paying(&t);
            for &m in &chosen {
                self.card_mut(m).tapped = true;
            }
            let mut rules = Rules::new(&["601.1d", "601.1f", "112.2a"]);
            if chosen.contains(&card) {
                rules.push("601.1c");
            }
            self.emit_with(EventKind::Paid { card, mana: chosen }, None, &rules, Vec::new());
        }
        // Legacy: a card used from the mana zone leaves it once paid for (old 601.1b).
        if self.ruleset == Ruleset::Legacy && self.card(card).zone == Zone::Mana {
            self.move_to_anywhere(card, t.cause.clone());
        }
        t.phase = UsePhase::Evolve;
        Outcome::Again(Task::Use(t), Vec::new())
    }

    /// An evolution creature's base is chosen (801.1a), and a NEO creature's if it evolves
    /// (802.1).
    fn use_choose_base(&mut self, mut t: Box<UseTask>) -> Outcome {
        let card = t.card;
        let db = self.db.clone();
        let face = db.get(self.card(card).def).expect("card in db").face(t.side);
        if face.card_type == CardType::EvolutionCreature && t.base.is_none() {
            let bases = self.evolution_bases(t.player, card, t.side);
            // With no base nothing is asked (a decision no answer fits would stop the
            // game): an S-Trigger's free summon, say, of a card whose base is gone.
            let chosen = match bases.is_empty() {
                true => Some(Answer::Cards(Vec::new())),
                false => self.ask(
                    t.player,
                    DecisionKind::Cards { candidates: bases, min: 1, max: 1, required: Vec::new() },
                    None,
                    Prompt::EvolveFace { def: self.card(card).def, side: t.side },
                ),
            };
            #[cfg(whole_vocabulary)]
            let chosen = match chosen {
                Some(Answer::Cards(c)) if c.len() == 1 => {
                    match self.choose_vortex_bases(t.player, card, t.side, c[0], None) {
                        None => return Outcome::Again(Task::Use(t), Vec::new()),
                        Some(Some(also)) => {
                            t.also = also;
                            Some(Answer::Cards(c))
                        }
                        Some(None) => Some(Answer::Cards(Vec::new())),
                    }
                }
                other => other,
            };
            match chosen {
                Some(Answer::Cards(c)) if c.len() == 1 => t.base = Some(c[0]),
                Some(_) => {
                    // No legal base: the card can't be put into the battle zone (801.1a).
                    self.emit_with(
                        EventKind::NothingToDo {
                            card: None,
                            what: Text::new(
                                format!("{} has no creature to evolve from", face.name),
                                format!(
                                    "{}の進化元になるクリーチャーがない",
                                    words::face_name(face, Lang::Ja)
                                ),
                            ),
                        },
                        None,
                        &["801.1a"],
                        Vec::new(),
                    );
                    self.end_standby_in_place(card);
                    return Outcome::Done;
                }
                None => return Outcome::Again(Task::Use(t), Vec::new()),
            }
        }
        // A NEO creature may be put on a base by NEO evolution, or by itself (802.1).
        if face.is_neo() && t.base.is_none() {
            let bases = self.evolution_bases(t.player, card, t.side);
            let about = Prompt::NeoEvolveFace { def: self.card(card).def, side: t.side };
            match self.ask_up_to_one(t.player, bases, None, about) {
                Some(chosen) => t.base = chosen,
                None => return Outcome::Again(Task::Use(t), Vec::new()),
            }
        }
        t.phase = UsePhase::Use;
        Outcome::Again(Task::Use(t), Vec::new())
    }

    /// The card has been used (601.1g): counted for the turn, and noted for triggers.
    fn use_complete(&mut self, mut t: Box<UseTask>) -> Outcome {
        let card = t.card;
        let db = self.db.clone();
        let face = db.get(self.card(card).def).expect("card in db").face(t.side);
        let how = use_how(face.card_type);
        self.emit_with(EventKind::Used { card, how }, t.cause.clone(), &["601.1g"], Vec::new());
        self.turn.used.push((t.player, card, t.side));
        let kind = if how == UseHow::Cast {
            self.turn.spells_cast[t.player] += 1;
            HappenedKind::Cast { first_this_turn: self.turn.spells_cast[t.player] == 1 }
        } else {
            HappenedKind::Used
        };
        let obj = self.card(card).obj();
        self.note(Happened { card: Some(obj), ..Happened::new(kind, t.player) });
        if let Some(broken_by) = t.shield_trigger {
            let kind = HappenedKind::UsedShieldTrigger { broken_by };
            self.note(Happened { card: Some(obj), ..Happened::new(kind, t.player) });
        }
        t.phase = UsePhase::Resolve;
        Outcome::Again(Task::Use(t), Vec::new())
    }

    /// The card resolves (605.2c, 605.3): a spell's abilities run, an element enters the
    /// battle zone, an aura is attached.
    fn use_resolve(&mut self, t: Box<UseTask>) -> Outcome {
        let card = t.card;
        let db = self.db.clone();
        let face = db.get(self.card(card).def).expect("card in db").face(t.side);
        let how = use_how(face.card_type);
        let obj = self.card(card).obj();
        let cause = Cause { card, def: self.card(card).def, ability: None };
        if face.card_type == CardType::Spell {
            if let Some((dest, c)) = t.instead.clone() {
                self.spell_instead.push((obj, dest, c));
            }
            self.emit_with(EventKind::SpellResolving { card }, Some(cause.clone()), &["605.2c"], Vec::new());
            // A spell's abilities resolve top to bottom, even across ■ (605.2c).
            let steps: Vec<Step> = face
                .abilities
                .iter()
                .filter(|a| a.kind() == Ok(AbilityKind::Spell))
                .flat_map(|a| a.effect.iter().cloned())
                .collect();
            let mut ctx = Ctx::new(t.player, obj);
            ctx.by_spell = true;
            let frame = EffectFrame::new(ctx, cause.clone(), Arc::from(steps), None);
            Outcome::Then(vec![
                Task::FinishSpell(Box::new(FinishSpell {
                    spell: obj,
                    cause: Some(cause),
                    shield_trigger: t.shield_trigger.is_some(),
                })),
                Task::Effect(Box::new(frame)),
            ])
        } else if face.card_type == CardType::Aura {
            self.resolve_aura(t)
        } else if face.card_type.is_element() {
            Outcome::Then(vec![Task::EnterBattle(Box::new(EnterBattle {
                cards: vec![card],
                next: 0,
                player: t.player,
                summoned: how == UseHow::Summon,
                tapped: false,
                base: t.base,
                #[cfg(whole_vocabulary)]
                also: t.also.clone(),
                cause: t.cause.clone(),
                rule: "605.3",
                replaced: false,
            }))])
        } else {
            self.emit_with(
                EventKind::NothingToDo {
                    card: None,
                    what: Text::new(
                        format!("fortifying with {} is not modelled yet", face.name),
                        format!("{}による要塞化はまだ実装されていない", words::face_name(face, Lang::Ja)),
                    ),
                },
                None,
                &["605.3"],
                Vec::new(),
            );
            self.end_standby_in_place(card);
            Outcome::Done
        }
    }

    /// An aura resolves (310.2): it is attached to one of its player's GR creatures, or its
    /// player GR summons and attaches it to the creature summoned. With neither possible it
    /// stays where it was (310.2a).
    fn resolve_aura(&mut self, t: Box<UseTask>) -> Outcome {
        let aura = t.aura_card();
        let targets = self.own_in_battle(t.player, |ct| ct == CardType::GrCreature);
        let gr = self.zones[t.player].gr.first().copied();
        let target = if targets.is_empty() {
            None
        } else {
            let kind = DecisionKind::Cards {
                candidates: targets,
                min: u32::from(gr.is_none()),
                max: 1,
                required: Vec::new(),
            };
            match self.ask(t.player, kind, None, Prompt::AttachTo { card: aura, gr_summon: gr.is_some() }) {
                Some(Answer::Cards(c)) => c.first().copied(),
                Some(_) => unreachable!("answers are validated"),
                None => return Outcome::Again(Task::Use(t), Vec::new()),
            }
        };
        let cause = Cause { card: aura, def: self.card(aura).def, ability: None };
        let attach = |target| {
            Task::Attach(Box::new(AttachAura { aura, player: t.player, target, cause: Some(cause.clone()) }))
        };
        match (target, gr) {
            (Some(target), _) => Outcome::Then(vec![attach(target)]),
            (None, Some(g)) => {
                let mut u = UseTask::new(g, t.player);
                u.free = true;
                u.cause = Some(cause.clone());
                Outcome::Then(vec![attach(g), Task::Use(Box::new(u))])
            }
            (None, None) => {
                self.emit_with(
                    EventKind::NothingToDo {
                        card: Some(aura),
                        what: Text::new(
                            format!("{} has no GR creature to be attached to", self.name(aura)),
                            format!("{}を付けるGRクリーチャーがない", self.name_in(aura, Lang::Ja)),
                        ),
                    },
                    None,
                    &["310.2", "310.2a"],
                    Vec::new(),
                );
                self.end_standby_in_place(aura);
                Outcome::Done
            }
        }
    }

    /// Makes `card` a new object in the battle zone (400.8): out of whatever it was attached to
    /// and out of standby, face up, controlled by `controller`, entered this turn. The caller
    /// places it (in the battle zone's order, or on a creature). Returns its new object.
    fn become_battle_object(&mut self, card: CardId, controller: PlayerId, tapped: bool) -> u32 {
        self.detach(card);
        let object = self.new_object();
        let turn = self.turn.number;
        let m = self.card_mut(card);
        m.zone = Zone::Battle;
        m.object = object;
        m.controller = controller;
        m.tapped = tapped;
        m.standby = None;
        m.entered_turn = Some(turn);
        m.face_down = false;
        m.upside_down = false;
        m.face_up = false;
        m.origin = None;
        object
    }

    /// Attaches an aura to its GR creature, on top of the auras already there (310.2, 310.6).
    /// If the creature has left the battle zone meanwhile, the aura stays where it was (310.2a).
    pub(crate) fn run_attach(&mut self, a: AttachAura) -> Outcome {
        let there = self.battle.contains(&a.target)
            && self.card(a.target).controller == a.player
            && !self.card(a.target).in_standby();
        if !there || !self.card(a.aura).in_standby() && self.ruleset == Ruleset::Current {
            self.emit_with(
                EventKind::NothingToDo {
                    card: Some(a.aura),
                    what: Text::new(
                        format!("the GR creature for {} is gone: it stays where it was", self.name(a.aura)),
                        format!(
                            "{}を付けるGRクリーチャーがいない。元のゾーンに残る",
                            self.name_in(a.aura, Lang::Ja)
                        ),
                    ),
                },
                a.cause.clone(),
                &["310.2a"],
                Vec::new(),
            );
            self.end_standby_in_place(a.aura);
            return Outcome::Done;
        }
        let c = self.card(a.aura).clone();
        let origin = self.origin_zone(a.aura);
        let from = ZoneRef::new(c.owner, c.zone);
        let object = self.become_battle_object(a.aura, a.player, false);
        self.card_mut(a.aura).attached_to = Some(a.target);
        self.card_mut(a.target).auras.push(a.aura);
        let mut rules = vec!["310.2", "310.6"];
        if c.standby.is_some() {
            rules.push("409.2");
        }
        self.emit_with(
            EventKind::Moved {
                card: a.aura,
                from,
                to: ZoneRef::new(a.player, Zone::Battle),
                how: MoveHow::Attached,
                end: None,
            },
            a.cause.clone(),
            &rules,
            Vec::new(),
        );
        self.note(Happened {
            kind: HappenedKind::Moved,
            card: Some(ObjRef { card: a.aura, object }),
            def: Some((c.def, c.side)),
            controller: a.player,
            from: Some(origin),
            to: Some(Zone::Battle),
            summoned: false,
            how: Some(MoveHow::Attached),
            abilities_ignored: false,
            by: None,
            foe: None,
        });
        Outcome::Done
    }

    /// Cards enter the standby state together (409.1, 409.1e–f). Under the legacy rules a card
    /// being used goes to the anywhere zone instead, and a card put into the battle zone by an
    /// effect has no waiting state at all.
    pub(crate) fn enter_standby(
        &mut self,
        cards: &[CardId],
        reason: StandbyReason,
        now: bool,
        cause: Option<Cause>,
    ) {
        if cards.is_empty() {
            return;
        }
        if self.ruleset == Ruleset::Legacy {
            if matches!(
                reason,
                StandbyReason::PutIntoBattle
                    | StandbyReason::Seal
                    | StandbyReason::Broken
                    | StandbyReason::ToHand
            ) || !now
            {
                return;
            }
            for &c in cards {
                self.move_to_anywhere(c, cause.clone());
            }
            return;
        }
        let destination = |g: &Game, c: CardId| match reason {
            StandbyReason::Cast => Zone::Graveyard,
            StandbyReason::Broken | StandbyReason::ToHand => Zone::Hand,
            _ => {
                if g.face(c).card_type == CardType::Castle {
                    Zone::Shields
                } else {
                    Zone::Battle
                }
            }
        };
        for &c in cards {
            let d = destination(self, c);
            self.card_mut(c).standby = Some(Standby { reason, destination: d });
        }
        let zone = self.card(cards[0]).zone;
        let rules: &[&str] = match (reason, cards.len() > 1) {
            (StandbyReason::Broken, _) => &["113.6a", "509.5"],
            (StandbyReason::ToHand, _) => &["113.6", "113.6a"],
            (StandbyReason::Cast, false) => &["409.1", "409.1b", "601.1b"],
            (StandbyReason::Summon | StandbyReason::Use, false) => &["409.1", "409.1a", "601.1b"],
            (StandbyReason::PutIntoBattle, false) => &["409.1", "409.1a"],
            (StandbyReason::PutIntoBattle | StandbyReason::Seal, true) => &["409.1", "409.1f"],
            (_, true) => &["409.1", "409.1e"],
            (StandbyReason::Seal, false) => &["409.1", "409.1f"],
        };
        self.emit_with(
            EventKind::EnteredStandby { cards: cards.to_vec(), zone, reason },
            cause,
            rules,
            vec![Text::new(
                "a card in standby still belongs to its zone but is not counted there (409.1c)",
                "保留状態のカードは元のゾーンに属したまま、そこでは数えない (409.1c)",
            )],
        );
    }

    /// Legacy: a card being used leaves its zone for the anywhere zone.
    pub(crate) fn move_to_anywhere(&mut self, card: CardId, cause: Option<Cause>) {
        let c = self.card(card).clone();
        if c.zone == Zone::Anywhere {
            return;
        }
        self.detach(card);
        self.insert(card, Zone::Anywhere, Destination::Graveyard);
        let m = self.card_mut(card);
        m.origin = Some(c.zone);
        m.zone = Zone::Anywhere;
        self.emit_with(
            EventKind::Moved {
                card,
                from: ZoneRef::new(c.owner, c.zone),
                to: ZoneRef::new(c.owner, Zone::Anywhere),
                how: MoveHow::ToAnywhere,
                end: None,
            },
            cause,
            if c.zone == Zone::Mana {
                &["601.1b (before Ver. 1.32)"]
            } else {
                &["601.1a (before Ver. 1.32)"]
            },
            vec![Text::new(
                "legacy rules: the card leaves its zone for the anywhere zone while it is used",
                "旧ルール：使用中のカードは元のゾーンを離れ、どこでもないゾーンに置かれる",
            )],
        );
    }

    /// Untapped mana a player may tap for `card` (601.1c: a card used from the mana zone may tap itself).
    pub(crate) fn mana_candidates(&self, player: PlayerId, card: CardId) -> Vec<CardId> {
        self.untapped_mana(player, card).collect()
    }

    /// [`Game::mana_candidates`] without collecting them, for checks of every card in hand.
    pub(crate) fn untapped_mana(&self, player: PlayerId, card: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.zones[player]
            .mana
            .iter()
            .copied()
            .filter(move |&m| !self.card(m).tapped && (m == card || !self.card(m).in_standby()))
    }

    /// Whether tapping `chosen` pays `cost` with one card for each civilization (112.2a).
    pub(crate) fn pays(&self, chosen: &[CardId], cost: u32, civs: &[Civilization]) -> bool {
        chosen.len() as u32 == cost.max(civs.len() as u32) && self.pays_civilizations(chosen, civs)
    }

    /// Whether distinct cards among `cards` can provide each civilization.
    pub(crate) fn pays_civilizations(&self, cards: &[CardId], civs: &[Civilization]) -> bool {
        assign_civilizations(civs, cards.iter().map(|&c| self.civ_mask(c)))
    }

    /// The creatures `card` may evolve from, used as its half `side` (810.3a).
    /// A vortex evolution creature's: those that can be the first of its bases (801.1b).
    pub(crate) fn evolution_bases(&self, player: PlayerId, card: CardId, side: Side) -> Vec<CardId> {
        #[cfg(whole_vocabulary)]
        if let Some(bases) = self.vortex_bases(player, card, side, &[]) {
            return bases;
        }
        let Some(f) = self.def(card).face(side).evolves_from.clone() else {
            return Vec::new();
        };
        self.zone_cards(player, Zone::Battle).into_iter().filter(|&b| self.is_base_for(b, &f)).collect()
    }

    /// Whether `b`, in the battle zone, meets the requirement `f` of an evolution creature's
    /// base (801.1a).
    pub(super) fn is_base_for(&self, b: CardId, f: &Filter) -> bool {
        !self.is_ignored(b)
            && match self.face(b).card_type {
                t if t.is_creature() => self.matches(b, f) || self.base_of_any_race(b, f),
                // A Tamaseed with Shinkarise is a base as if it were a creature (315); another
                // is not.
                CardType::Tamaseed => {
                    let as_creature =
                        Filter { card_type: f.card_type.filter(|&t| t != TypeClass::Creature), ..f.clone() };
                    self.has_keyword(b, &Keyword::Shinkarise) && self.matches(b, &as_creature)
                }
                _ => false,
            }
    }

    /// Whether `base` takes an evolution creature of any race (`evolution_base_any`): it meets
    /// the requirement `f` but for the races it names (801.1a).
    fn base_of_any_race(&self, base: CardId, f: &Filter) -> bool {
        #[cfg(whole_vocabulary)]
        if self.has_keyword(base, &Keyword::EvolutionBaseAny) {
            fn without_race(f: &Filter) -> Filter {
                let or = f.or.as_deref().map(|g| Box::new(without_race(g)));
                Filter { race: None, or, ..f.clone() }
            }
            return self.matches(base, &without_race(f));
        }
        let _ = (base, f);
        false
    }

    pub(crate) fn run_cast_queue(&mut self, mut q: Box<CastQueue>) -> Outcome {
        let Some(&card) = q.cards.get(q.next) else {
            return Outcome::Done;
        };
        if !self.card(card).in_standby() && self.ruleset == Ruleset::Current {
            q.next += 1;
            return Outcome::Again(Task::CastQueue(q), Vec::new());
        }
        if q.optional {
            match self.ask(q.player, DecisionKind::YesNo, q.cause.clone(), Prompt::UseFree { card }) {
                Some(Answer::Yes(true)) => {}
                Some(_) => {
                    self.end_standby_in_place(card);
                    q.next += 1;
                    return Outcome::Again(Task::CastQueue(q), Vec::new());
                }
                None => return Outcome::Again(Task::CastQueue(q), Vec::new()),
            }
        }
        let mut u = UseTask::new(card, q.player);
        u.side = q.sides.get(q.next).copied().unwrap_or(self.card(card).side);
        u.free = true;
        u.in_standby = self.ruleset == Ruleset::Current;
        u.instead = q.instead.clone();
        u.cause = q.cause.clone();
        q.next += 1;
        if q.next < q.cards.len() {
            Outcome::Again(Task::CastQueue(q), vec![Task::Use(Box::new(u))])
        } else {
            Outcome::Then(vec![Task::Use(Box::new(u))])
        }
    }

    pub(crate) fn run_finish_spell(&mut self, f: Box<FinishSpell>) -> Outcome {
        let card = f.spell.card;
        let c = self.card(card).clone();
        let still_here = self.is_current(f.spell) && (c.in_standby() || c.zone == Zone::Anywhere);
        if still_here {
            #[cfg(whole_vocabulary)]
            if f.shield_trigger {
                self.shield_trigger_spell_instead(f.spell);
            }
            let req = MoveReq { card, to: Destination::Graveyard, how: MoveHow::Resolved, tapped: false };
            let why = MoveWhy {
                cause: f.cause.clone(),
                by: Some(c.owner),
                rules: Rules::new(&["605.2f", "409.1b"]),
                notes: Vec::new(),
                alone: false,
                replaced: false,
            };
            if self.move_cards(&[req], &why).is_none() {
                return Outcome::Again(Task::FinishSpell(f), Vec::new());
            }
        }
        self.spell_instead.retain(|(o, _, _)| *o != f.spell);
        Outcome::Done
    }

    /// Puts one card at a time into the battle zone (409.1f), each after its replacement effects.
    /// Puts the next card of `t` into the battle zone (605.3, 409.1f): after its base is
    /// chosen, with the replacement effects of its entering (609).
    pub(crate) fn run_enter_battle(&mut self, mut t: Box<EnterBattle>) -> Outcome {
        let Some(&card) = t.cards.get(t.next) else {
            return Outcome::Done;
        };
        let c = self.card(card).clone();
        let gone = c.zone == Zone::Battle || (self.ruleset == Ruleset::Current && !c.in_standby());
        if gone {
            t.next += 1;
            return Outcome::Again(Task::EnterBattle(t), Vec::new());
        }
        // "Can't put creatures into the battle zone except by summoning" (a 101.2 "cannot").
        if !t.summoned && self.forbidden(t.player, Forbid::PutIntoBattleExceptSummon) {
            self.emit_with(
                EventKind::NothingToDo {
                    card: Some(card),
                    what: Text::new(
                        format!(
                            "{} can't be put into the battle zone other than by summoning",
                            self.name(card)
                        ),
                        format!("{}は召喚以外の方法でバトルゾーンに出せない", self.name_in(card, Lang::Ja)),
                    ),
                },
                t.cause.clone(),
                &["101.2"],
                Vec::new(),
            );
            self.end_standby_in_place(card);
            t.next += 1;
            return Outcome::Again(Task::EnterBattle(t), Vec::new());
        }
        let base = match self.entering_base(&t, card) {
            Ok(base) => base,
            Err(NoBase::Waiting) => return Outcome::Again(Task::EnterBattle(t), Vec::new()),
            Err(NoBase::CantEvolve) => return self.cant_evolve(t, card),
        };
        #[cfg(whole_vocabulary)]
        match self.entering_vortex(&t, card, base) {
            Ok(also) => t.also = also,
            Err(NoBase::Waiting) => return Outcome::Again(Task::EnterBattle(t), Vec::new()),
            Err(NoBase::CantEvolve) => return self.cant_evolve(t, card),
        }
        self.enter_one(t, card, base)
    }

    /// A vortex evolution creature's further bases as it enters on `base` (801.1b): those
    /// chosen as it was summoned, or chosen now when an effect puts it in; it can't evolve if
    /// one of them is gone (801.1a).
    #[cfg(whole_vocabulary)]
    fn entering_vortex(
        &mut self,
        t: &EnterBattle,
        card: CardId,
        base: Option<CardId>,
    ) -> Result<Vec<CardId>, NoBase> {
        let Some(base) = base.filter(|_| self.face(card).card_type == CardType::EvolutionCreature) else {
            return Ok(Vec::new());
        };
        let also = if t.summoned && !t.also.is_empty() {
            t.also.clone()
        } else {
            let side = self.card(card).side;
            match self.choose_vortex_bases(t.player, card, side, base, t.cause.clone()) {
                None => return Err(NoBase::Waiting),
                Some(None) => return Err(NoBase::CantEvolve),
                Some(Some(also)) => also,
            }
        };
        match self.vortex_bases_there(card, base, &also) {
            true => Ok(also),
            false => Err(NoBase::CantEvolve),
        }
    }

    /// The creature an entering card is put on: an evolution creature's base (801.1a), a NEO
    /// creature's if it evolves (802.2), or the creature a weapon is equipped to (305.2).
    fn entering_base(&mut self, t: &EnterBattle, card: CardId) -> Result<Option<CardId>, NoBase> {
        // An evolution creature put in by an effect needs a base too (801.1a).
        let mut base = t.base;
        if !t.summoned
            && base.is_none()
            && self.face(card).card_type == crate::card::CardType::EvolutionCreature
        {
            let bases = self.evolution_bases(t.player, card, self.card(card).side);
            if bases.is_empty() {
                return Err(NoBase::CantEvolve);
            }
            match self.ask_one(t.player, bases, t.cause.clone(), Prompt::Evolve { card }) {
                Some(chosen) => base = chosen,
                None => return Err(NoBase::Waiting),
            }
        }
        // A NEO creature put out by an effect may come by NEO evolution too (802.2).
        if !t.summoned && base.is_none() && self.face(card).is_neo() {
            let bases = self.evolution_bases(t.player, card, self.card(card).side);
            match self.ask_up_to_one(t.player, bases, t.cause.clone(), Prompt::NeoEvolve { card }) {
                Some(chosen) => base = chosen,
                None => return Err(NoBase::Waiting),
            }
        }
        // The creature an effect put it on has gone meanwhile: it can't evolve (801.1a).
        if base.is_some_and(|b| !self.battle.contains(&b)) && self.face(card).card_type != CardType::Weapon {
            return Err(NoBase::CantEvolve);
        }
        // A weapon is equipped to one of its player's creatures as it comes (305.2); with none,
        // it comes by itself and can't stay (305.3, 703.4m).
        if base.is_none() && self.face(card).card_type == crate::card::CardType::Weapon {
            let creatures = self.own_in_battle(t.player, CardType::is_creature);
            if !creatures.is_empty() {
                match self.ask_one(t.player, creatures, t.cause.clone(), Prompt::Equip { card }) {
                    Some(chosen) => base = chosen,
                    None => return Err(NoBase::Waiting),
                }
            }
        }
        Ok(base)
    }

    /// Puts `card` on `base` (if any) into the battle zone, or where a replacement effect of
    /// its entering sends it (609.1, 609.4, 101.5); then the next card of `t`.
    fn enter_one(&mut self, mut t: Box<EnterBattle>, card: CardId, base: Option<CardId>) -> Outcome {
        let opts = if t.replaced {
            Vec::new()
        } else {
            self.replacements(card, Destination::Battle, MoveHow::Entered, Some(t.player), t.summoned)
        };
        let rep = match self.choose_replacement(card, opts) {
            Err(()) => return Outcome::Again(Task::EnterBattle(t), Vec::new()),
            Ok(r) => r,
        };
        t.next += 1;
        if let Some(o) = rep {
            self.emit_with(
                EventKind::Replaced {
                    card,
                    would: Text::new("being put into the battle zone", "バトルゾーンに出る"),
                    instead: self.instead_words(&o),
                    by: o.by,
                },
                Some(Cause { card: o.by, def: self.card(o.by).def, ability: None }),
                &["609.1", "101.5"],
                Vec::new(),
            );
            let why = MoveWhy {
                cause: t.cause.clone(),
                by: Some(t.player),
                // It goes where the replacement says: the entering never happened (609.4).
                rules: Rules::new(&["609.4"]),
                notes: Vec::new(),
                alone: false,
                replaced: false,
            };
            let from = self.origin_zone(card);
            if o.to == Destination::Battle {
                // A replacement whose steps come besides the entering: the card still enters.
                let saved = t.base;
                t.base = base;
                self.put_into_battle(card, &t);
                t.base = saved;
            } else {
                self.move_one(card, o.to, MoveHow::Put, false, &why);
            }
            self.replace_with_steps(&o, card, from);
        } else {
            let saved = t.base;
            t.base = base;
            self.put_into_battle(card, &t);
            t.base = saved;
        }
        if t.next < t.cards.len() {
            Outcome::Again(Task::EnterBattle(t), Vec::new())
        } else {
            Outcome::Done
        }
    }

    /// An evolution creature with no creature to evolve from is not put into the battle zone
    /// (801.1a): it stays where it was, and the next card of `t` enters.
    fn cant_evolve(&mut self, mut t: Box<EnterBattle>, card: CardId) -> Outcome {
        let what = Text::new(
            format!("{} has no creature to evolve from", self.name(card)),
            format!("{}の進化元になるクリーチャーがない", self.name_in(card, Lang::Ja)),
        );
        self.emit_with(
            EventKind::NothingToDo { card: Some(card), what },
            t.cause.clone(),
            &["801.1a"],
            Vec::new(),
        );
        self.end_standby_in_place(card);
        t.next += 1;
        Outcome::Again(Task::EnterBattle(t), Vec::new())
    }

    /// `player`'s elements in the battle zone of a card type (standby cards are not there yet).
    fn own_in_battle(&self, player: PlayerId, of_type: impl Fn(CardType) -> bool) -> Vec<CardId> {
        self.battle
            .iter()
            .copied()
            .filter(|&c| {
                let x = self.card(c);
                x.controller == player && !x.in_standby() && of_type(self.face(c).card_type)
            })
            .collect()
    }

    /// Asks `player` to choose one of `candidates`. `None`: waiting for the answer; then the
    /// card chosen.
    pub(super) fn ask_one(
        &mut self,
        player: PlayerId,
        candidates: Vec<CardId>,
        cause: Option<Cause>,
        about: Prompt,
    ) -> Option<Option<CardId>> {
        self.ask_at_most_one(player, candidates, 1, cause, about)
    }

    /// [`Game::ask_one`], where choosing none is an answer too (a NEO creature coming alone).
    fn ask_up_to_one(
        &mut self,
        player: PlayerId,
        candidates: Vec<CardId>,
        cause: Option<Cause>,
        about: Prompt,
    ) -> Option<Option<CardId>> {
        self.ask_at_most_one(player, candidates, 0, cause, about)
    }

    fn ask_at_most_one(
        &mut self,
        player: PlayerId,
        candidates: Vec<CardId>,
        min: u32,
        cause: Option<Cause>,
        about: Prompt,
    ) -> Option<Option<CardId>> {
        let kind = DecisionKind::Cards { candidates, min, max: 1, required: Vec::new() };
        match self.ask(player, kind, cause, about)? {
            Answer::Cards(c) => Some(c.first().copied()),
            _ => Some(None),
        }
    }

    pub(crate) fn put_into_battle(&mut self, card: CardId, t: &EnterBattle) {
        let c = self.card(card).clone();
        let origin = self.origin_zone(card);
        let from = ZoneRef::new(c.owner, c.zone);
        self.left_standby_moving(&c, "409.1a");
        // A state-defining effect reads the card as it is put in, before it is there (110.4f).
        let on_base = t.base.is_some_and(|b| self.battle.contains(&b));
        let tapped = t.tapped || self.enters_tapped(card, t.player, on_base, Source::Battle);
        // A card enters untapped (400.5b) unless the effect says otherwise.
        let object = self.become_battle_object(card, t.player, tapped);
        let mut rules = vec![t.rule];
        if tapped && !t.tapped {
            rules.push("110.4f");
        }
        if c.standby.is_some() {
            rules.push(if t.cards.len() > 1 { "409.1f" } else { "409.1a" });
        }
        if c.tapped && c.zone == Zone::Mana {
            rules.push("400.5b");
        }
        let mut evolved_from = Vec::new();
        let weapon = self.face(card).card_type == crate::card::CardType::Weapon;
        match t.base.filter(|&b| self.battle.contains(&b)) {
            // A weapon is equipped: one of the creature's cards, on top of those attached
            // (305.2, 109.2c); it enters the battle zone all the same ("when this is put out").
            Some(creature) if weapon => {
                self.card_mut(card).attached_to = Some(creature);
                self.card_mut(creature).auras.push(card);
                rules.push("305.2");
            }
            Some(base) => {
                evolved_from.push(self.stack_on(card, base));
                // A vortex evolution creature's other bases go under it too (801.1b, 801.2b).
                #[cfg(whole_vocabulary)]
                for &b in &t.also {
                    let was = self.card(card).tapped;
                    evolved_from.push(self.stack_also(card, b));
                    rules.push(if was == self.card(b).tapped { "801.1b" } else { "801.2b" });
                }
                rules.push("801.2");
                if self.attack.as_ref().is_some_and(|a| a.attacker.card == card) {
                    rules.push("801.2a");
                }
            }
            None => self.battle.push(card),
        }
        // EX life's shield, made as the card is put in (110.4f).
        #[cfg(whole_vocabulary)]
        self.add_ex_life_shields(card, t.player);
        self.emit_with(
            EventKind::Moved {
                card,
                from,
                to: ZoneRef::new(t.player, Zone::Battle),
                how: MoveHow::Entered,
                end: None,
            },
            t.cause.clone(),
            &rules,
            Vec::new(),
        );
        self.note(Happened {
            kind: HappenedKind::Moved,
            card: Some(ObjRef { card, object }),
            def: Some((c.def, c.side)),
            controller: t.player,
            from: Some(origin),
            to: Some(Zone::Battle),
            summoned: t.summoned,
            how: Some(MoveHow::Entered),
            abilities_ignored: false,
            // Not told for a card entering: no `caused_by` trigger watches entries.
            by: None,
            foe: None,
        });
        // The card evolved upon may trigger from under it ("when this evolves", shinka power).
        for b in evolved_from {
            self.note(Happened {
                card: Some(b.obj()),
                def: Some((b.def, b.side)),
                ..Happened::new(HappenedKind::Evolved, t.player)
            });
        }
    }

    /// Puts `card`, an evolution creature entering the battle zone, on top of `base`, an element
    /// there: it is the same creature (801.2), tapped as it was, with its cards, seals and auras
    /// (310.7a), the effects on it and its place in an attack (801.2a). Returns the base as it
    /// was.
    pub(crate) fn stack_on(&mut self, card: CardId, base: CardId) -> crate::state::CardState {
        let object = self.card(card).object;
        match self.battle.iter().position(|&x| x == base) {
            Some(pos) => self.battle[pos] = card,
            None => self.battle.push(card),
        }
        let b = self.card(base).clone();
        let mut under = std::mem::take(&mut self.card_mut(base).under);
        under.push(base);
        for &u in &under {
            self.card_mut(u).attached_to = Some(card);
        }
        let seals = std::mem::take(&mut self.card_mut(base).seals);
        // Its auras stay, attached to the evolved creature on top (310.7, 310.7a).
        let auras = std::mem::take(&mut self.card_mut(base).auras);
        for &a in seals.iter().chain(&auras) {
            self.card_mut(a).attached_to = Some(card);
        }
        let m = self.card_mut(card);
        m.under = under;
        m.seals = seals;
        m.auras = auras;
        // Tapped if the base was (801.2), or if it enters tapped itself (110.4f).
        m.tapped |= b.tapped;
        self.became(b.obj(), ObjRef { card, object });
        b
    }

    /// `old`, a base, is now the evolution creature `new` (801.2): the effects on it, its
    /// crossings and its place in an attack are the new creature's.
    pub(super) fn became(&mut self, old: ObjRef, new: ObjRef) {
        for e in &mut self.effects {
            if e.target == old {
                e.target = new;
            }
        }
        // Its cross gears stay crossed onto the creature it has become (303.3a, 801.2).
        self.retarget_crossings(old, new);
        // An attacking creature that evolves goes on attacking (801.2a); one attacked or
        // blocking is still that creature (801.2).
        if let Some(a) = self.attack.as_mut() {
            for o in [Some(&mut a.attacker), a.target.as_mut(), a.blocker.as_mut()].into_iter().flatten() {
                if *o == old {
                    *o = new;
                }
            }
        }
    }

    /// Whether a state-defining effect puts `card`, about to enter the battle zone under
    /// `player`, in tapped (110.4f). It is read now, as the card is put in: abilities that work
    /// on cards in the battle zone don't reach it yet.
    /// A NEO creature put `on_base` is a NEO evolution creature as it enters (802.2).
    /// `into`: the zone entered, the battle zone or (`affects.from = "mana"`) the mana zone.
    pub(super) fn enters_tapped(&self, card: CardId, player: PlayerId, on_base: bool, into: Source) -> bool {
        // "This creature enters the battle zone tapped": the card's own state-defining effect,
        // read on it as it is put in, from wherever it comes (110.4f).
        let own = into == Source::Battle
            && self.face(card).abilities.iter().enumerate().any(|(i, ab)| {
                ab.static_ability
                    .as_ref()
                    .is_some_and(|st| st.enters_tapped && st.affects.from == Source::This)
                    && self.static_applies_now(card, i, ab.condition.as_ref(), ab.during)
            });
        if own {
            return true;
        }
        let neo = on_base && self.face(card).is_neo();
        self.active_statics(crate::card::db::STATIC_OTHER).any(|(src, i)| {
            let ab = self.static_ability_at(src, i);
            let st = ab.static_ability.as_ref().expect("static");
            // One that says "this creature" was read above, on the card it is printed on.
            if !st.enters_tapped
                || st.affects.from != into
                || !self.static_applies_now(src, i, ab.condition.as_ref(), ab.during)
            {
                return false;
            }
            let ctx = self.static_ctx(src, i);
            let f = &st.affects.filter;
            let matched = match f.evolution {
                Some(e) if neo => e && self.matches(card, &Filter { evolution: None, ..f.clone() }),
                _ => self.matches(card, f),
            };
            ctx.players(st.affects.player).contains(&player) && !(st.affects.other && src == card) && matched
        })
    }

    /// Whether a static ability forbids `player` something now.
    pub(crate) fn forbidden(&self, player: PlayerId, what: Forbid) -> bool {
        self.forbidding(player, what).next().is_some()
    }

    /// The static abilities that forbid `player` this now (101.2), each with its card's context.
    pub(crate) fn forbidding(
        &self,
        player: PlayerId,
        what: Forbid,
    ) -> impl Iterator<Item = (Ctx, &crate::card::Static)> + '_ {
        self.active_statics(crate::card::db::STATIC_OTHER).filter_map(move |(src, i)| {
            let ab = self.static_ability_at(src, i);
            let st = ab.static_ability.as_ref().expect("static");
            if st.forbid != Some(what) || !self.static_applies_now(src, i, ab.condition.as_ref(), ab.during) {
                return None;
            }
            let ctx = self.static_ctx(src, i);
            ctx.players(st.forbid_player.unwrap_or(crate::card::Who::Opponent))
                .contains(&player)
                .then_some((ctx, st))
        })
    }

    /// Whether a static ability forbids `player` to use `card` as its half `side` (101.2,
    /// 601.1b): a use condition of the card itself, read where it is used from (110.4e), or a
    /// prohibition of the cards passing a filter, wherever they are.
    #[cfg(not(whole_vocabulary))]
    pub(crate) fn use_forbidden(&self, _: PlayerId, _: CardId, _: Side) -> bool {
        false
    }

    /// The same, with the whole vocabulary.
    #[cfg(whole_vocabulary)]
    pub(crate) fn use_forbidden(&self, player: PlayerId, card: CardId, side: Side) -> bool {
        let used = Some((card, side));
        self.active_statics_as(crate::card::db::STATIC_OTHER, used).any(|(src, i)| {
            let (st, cond, during) = self.static_of_as(src, i, used);
            if st.forbid != Some(Forbid::Use) || !self.static_applies_now(src, i, cond, during) {
                return false;
            }
            let ctx = self.static_ctx(src, i);
            let f = &st.affects.filter;
            ctx.players(st.forbid_player.unwrap_or(crate::card::Who::Opponent)).contains(&player)
                && match st.affects.from {
                    crate::card::Source::This => self.static_affects(&ctx, i, st, card),
                    // A twinpact is the half used (810.3a).
                    _ => {
                        self.matches_in(card, f, None, Some(&ctx))
                            && (self.def(card).twin.is_none()
                                || self.usable_halves(&ctx, card, f, false).contains(&side))
                    }
                }
        })
    }

    /// Whether the player's own use of the card is without paying its cost by G-Zero (112.3e):
    /// asked when they could pay, and so when they can't; an empty payment named with the
    /// action says so. None: waiting for the answer.
    fn use_by_gravity_zero(&mut self, t: &UseTask) -> Option<bool> {
        let (card, side) = (t.card, t.side);
        let own_use = t.cause.is_none() && !t.free && !t.in_standby;
        if !own_use
            || t.mana.as_ref().is_some_and(|m| !m.is_empty())
            || !self.gravity_zero(t.player, card, side)
        {
            return Some(false);
        }
        if t.mana.is_some() || self.check_use_payment(card, side, None, None).is_err() {
            return Some(true);
        }
        match self.ask(t.player, DecisionKind::YesNo, None, Prompt::UseFree { card }) {
            Some(Answer::Yes(yes)) => Some(yes),
            Some(_) => Some(false),
            None => None,
        }
    }

    /// Whether `player` may use `card` as `side` without paying its cost by G-Zero (112.3e): a
    /// static ability with `gravity_zero` works now, its `if` holding, and affects it.
    #[cfg(not(whole_vocabulary))]
    pub(crate) fn gravity_zero(&self, _: PlayerId, _: CardId, _: Side) -> bool {
        false
    }

    /// The same, with the whole vocabulary.
    #[cfg(whole_vocabulary)]
    pub(crate) fn gravity_zero(&self, player: PlayerId, card: CardId, side: Side) -> bool {
        let used = Some((card, side));
        self.card(card).owner == player
            && self.active_statics_as(crate::card::db::STATIC_OTHER, used).any(|(src, i)| {
                let (st, cond, during) = self.static_of_as(src, i, used);
                let ctx = self.static_ctx(src, i);
                st.gravity_zero == Some(true)
                    && self.static_applies_now(src, i, cond, during)
                    && self.static_affects(&ctx, i, st, card)
            })
    }

    /// Whether `player` is forbidden to use `card` as `side` now; if so, says so (101.2, 601.1b).
    pub(crate) fn refuse_use(
        &mut self,
        player: PlayerId,
        card: CardId,
        side: Side,
        cause: Option<Cause>,
    ) -> bool {
        if !self.use_forbidden(player, card, side) {
            return false;
        }
        let what = Text::new(
            format!("{player} can't use {} now: it stays where it is", self.name(card)),
            format!(
                "{}は今{}を使えないので、そのまま置かれている",
                words::player(player, Lang::Ja),
                self.name_in(card, Lang::Ja)
            ),
        );
        self.emit_with(
            EventKind::Prohibited { card: Some(card), what },
            cause,
            &["101.2", "601.1b"],
            Vec::new(),
        );
        true
    }

    /// Whether `chooser` may choose `card` for an effect (605.2b, 101.2): an opponent's
    /// untouchable creature can't be chosen, nor, by a spell, a card that a "can't be chosen by
    /// spells" static ability protects from that player.
    pub(crate) fn can_be_chosen(&self, ctx: &Ctx, chooser: PlayerId, card: CardId) -> bool {
        let c = self.card(card);
        if c.zone == Zone::Battle
            && c.controller != chooser
            && self.has_keyword(card, &crate::card::Keyword::Untouchable)
        {
            return false;
        }
        !ctx.by_spell
            || !self
                .forbidding(chooser, Forbid::ChooseWithSpells)
                .any(|(own, st)| self.in_selection(&own, &st.affects, card))
    }
}

fn standby_reason(how: UseHow) -> StandbyReason {
    match how {
        UseHow::Summon => StandbyReason::Summon,
        UseHow::Cast => StandbyReason::Cast,
        _ => StandbyReason::Use,
    }
}

/// Whether distinct cards (given by their civilizations) can provide each civilization (112.2a).
pub(crate) fn assign_civilizations(civs: &[Civilization], cards: impl IntoIterator<Item = CivMask>) -> bool {
    // Cards of the same civilizations are interchangeable: count them by set, which needs no
    // allocation however many cards there are.
    let mut count = [0u32; 64];
    for m in cards {
        count[usize::from(payment_class(m))] += 1;
    }
    can_provide(&civilizations_needed(civs), &count, &[0; 64], 0)
}

/// What a mana card offers a payment: its civilizations among the five (colorless pays only
/// the generic part).
pub(crate) fn payment_class(m: CivMask) -> u8 {
    m & 0b1_1111
}

/// How many cards of each of the five civilizations a payment needs.
pub(crate) fn civilizations_needed(civs: &[Civilization]) -> [u32; 5] {
    let mut need = [0u32; 5];
    for &c in civs {
        if let Some(n) = need.get_mut(c as usize) {
            *n += 1;
        }
    }
    need
}

/// Whether each civilization needed can go to a distinct card among `chosen` and at most
/// `slots` cards of `rest` (both counted by [`payment_class`]). By max-flow min-cut (Hall's
/// theorem with a cap on the rest), exactly when every set S of civilizations needs no more
/// cards than there are in `chosen` with a civilization of S, plus those of `rest` up to
/// `slots`: 31 sets, however many cards, where trying assignments one by one is exponential.
pub(crate) fn can_provide(need: &[u32; 5], chosen: &[u32; 64], rest: &[u32; 64], slots: usize) -> bool {
    (1..32usize).all(|set| {
        let needed: u64 = (0..5).filter(|b| set & 1 << b != 0).map(|b| u64::from(need[b])).sum();
        if needed == 0 {
            return true;
        }
        let with =
            |count: &[u32; 64]| (0..32).filter(|m| m & set != 0).map(|m| u64::from(count[m])).sum::<u64>();
        needed <= with(chosen) + with(rest).min(slots as u64)
    })
}
