//! Moving cards between zones (400.5, 400.7), with replacement effects (609) and the standby
//! state's "it was never put there" (409.2a).

use super::query::Ctx;
use super::triggers::{Happened, HappenedKind};
use crate::card::CardType;
use crate::card::{AbilityKind, Destination, Keyword, ReplaceEvent, Side, Who};
use crate::decision::{Answer, DecisionKind, Prompt};
use crate::event::{Cause, DeckEnd, EventKind, MoveHow, Rules};
use crate::player::PlayerId;
use crate::state::{CardId, CardState, Game, ObjRef, Ruleset};
use crate::words::{self, Lang, Text};
use crate::zone::{Zone, ZoneRef};

/// One card to move.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct MoveReq {
    pub card: CardId,
    pub to: Destination,
    pub how: MoveHow,
    pub tapped: bool,
}

impl MoveReq {
    /// The same move for each card.
    pub fn all(cards: &[CardId], to: Destination, how: MoveHow) -> Vec<MoveReq> {
        cards.iter().map(|&card| MoveReq { card, to, how, tapped: false }).collect()
    }
}

/// Why cards move: the effect's cause and player, the rules, and explanations.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct MoveWhy {
    pub cause: Option<Cause>,
    /// The player whose effect moves the cards (None: the rules).
    pub by: Option<PlayerId>,
    pub rules: Rules,
    pub notes: Vec<Text>,
    /// The effect specifies cards (109.2a): each card moves by itself, and the cards under a
    /// top card that moves stay, reconstructed (801.4).
    pub alone: bool,
    /// The move is what a replacement effect put in place of an event: it is not replaced
    /// again (101.5).
    pub replaced: bool,
}

/// A replacement effect that could apply to one event.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ReplacementOption {
    pub to: Destination,
    pub by: CardId,
    pub player: PlayerId,
    /// 609.8a: a spell's replacement of its own movement goes first.
    pub priority: u8,
    pub text: String,
    /// The replacement ability, where it is written, when it has steps to carry out instead
    /// (besides sending the card to `to`).
    pub steps: Option<super::query::AbilityAt>,
    /// "You may … instead": its player may decline it (609.1a).
    pub optional: bool,
    /// The card goes to `to` tapped.
    pub tapped: bool,
    /// EX life: this shield goes to the graveyard instead (`rules::ex_life`).
    #[cfg(whole_vocabulary)]
    pub ex_life: Option<CardId>,
}

/// A replacement effect an effect created, lasting `until` (`Step::Replace`, 609.1, 608.2a):
/// `source` is the card whose ability made it ("this", "other"), `controller` its "you".
#[derive(Clone, Debug, PartialEq, Hash)]
pub(crate) struct Lasting {
    pub source: CardId,
    pub controller: PlayerId,
    pub step: Box<crate::card::ReplaceStep>,
    /// What the effect had named, for its filters' `named_as`.
    pub named: Vec<(String, super::query::Named)>,
}

impl Lasting {
    /// The replacement as an ability, as the card's own would be written.
    #[cfg(whole_vocabulary)]
    fn ability(&self) -> crate::card::Ability {
        let s = &self.step;
        crate::card::Ability { text: s.text.clone(), replace: Some(s.replace.clone()), ..Default::default() }
    }
}

/// "Don't apply it", offered after the replacements a player may decline.
const DECLINE: &str = "apply none of them";

impl Game {
    /// Every replacement effect that would apply if `card` moved to `to` now (`summoned`: it
    /// enters the battle zone by being summoned).
    pub(crate) fn replacements(
        &self,
        card: CardId,
        to: Destination,
        how: MoveHow,
        by: Option<PlayerId>,
        summoned: bool,
    ) -> Vec<ReplacementOption> {
        let mut out = Vec::new();
        let c = self.card(card);
        let from = self.origin_zone(card);
        let to_zone = to.zone();
        // A spell's own movement: charger, then an "instead" given by the effect that cast it.
        if how == MoveHow::Resolved {
            if self.face(card).keywords.contains(&Keyword::Charger) {
                out.push(ReplacementOption {
                    to: Destination::Mana,
                    by: card,
                    player: c.owner,
                    priority: 0,
                    text: "charger: into the mana zone".into(),
                    steps: None,
                    optional: false,
                    tapped: false,
                    #[cfg(whole_vocabulary)]
                    ex_life: None,
                });
            }
            // Its own "put it into … instead of your graveyard", as charger (609.8a).
            #[cfg(whole_vocabulary)]
            for ab in &self.face(card).abilities {
                if let Some(r) = ab.replace.as_ref().filter(|r| r.event == ReplaceEvent::SpellResolved) {
                    out.push(ReplacementOption {
                        to: r.instead,
                        by: card,
                        player: c.owner,
                        priority: 0,
                        text: format!("{}: {}", self.name(card), dest_words(r.instead)),
                        steps: None,
                        optional: false,
                        tapped: r.tapped,
                        #[cfg(whole_vocabulary)]
                        ex_life: None,
                    });
                }
            }
            for (obj, dest, cause) in &self.spell_instead {
                if *obj == c.obj() {
                    out.push(ReplacementOption {
                        to: *dest,
                        by: cause.card,
                        player: c.owner,
                        priority: 1,
                        text: format!("{}: {}", self.name(cause.card), dest_words(*dest)),
                        steps: None,
                        optional: false,
                        tapped: false,
                        #[cfg(whole_vocabulary)]
                        ex_life: None,
                    });
                }
            }
        }
        // The abilities, then those effects made to last (`Step::Replace`).
        for (src, ctx, ab, at) in self.every_replacement() {
            let ab = &*ab;
            let r = ab.replace.as_ref().expect("replacement");
            let event_ok = match r.event {
                ReplaceEvent::EnterBattle => to_zone == Some(Zone::Battle),
                ReplaceEvent::LeaveBattle => from == Zone::Battle && to_zone != Some(Zone::Battle),
                ReplaceEvent::Destroyed => how == MoveHow::Destroyed,
                ReplaceEvent::Move => true,
                // Read as the spell finishes resolving (`shield_trigger_spell_instead`), and as
                // shields are broken (`break_replacements`).
                #[cfg(whole_vocabulary)]
                ReplaceEvent::ShieldTriggerSpellResolved
                | ReplaceEvent::Broken
                | ReplaceEvent::Breaks
                | ReplaceEvent::SpellResolved => false,
            };
            if !event_ok || r.not_to.is_some_and(|z| Some(z) == to_zone) {
                continue;
            }
            let m = &r.card;
            let owner_side = if from == Zone::Battle { c.controller } else { c.owner };
            if !self.replacement_watches(src, ab, &ctx, card, owner_side) {
                continue;
            }
            let from_ok = m.from.is_none_or(|z| z == from) && m.not_from.is_none_or(|z| z != from);
            let zone_ok = m.zone.is_none_or(|z| Some(z) == to_zone);
            let how_ok = m.how.is_none_or(|h| (h == crate::card::How::Summoned) == summoned);
            let by_ok = r.by.is_none_or(|w| by.is_some_and(|p| ctx.players(w).contains(&p)));
            if !(from_ok && zone_ok && how_ok && by_ok) {
                continue;
            }
            if !self.can_replace_by(card, r.instead, from, to_zone) {
                continue;
            }
            out.extend(self.replacement_option(src, ctx.controller, ab, at, to));
        }
        // EX life: the creature's own shield goes instead of it (609.1a).
        #[cfg(whole_vocabulary)]
        if from == Zone::Battle && to_zone != Some(Zone::Battle) && !self.ex_life.is_empty() {
            out.extend(self.ex_life_replacements(card));
        }
        // Into the battle zone instead: only a card that can be put there, from outside it; an
        // event whose replacement can't be performed isn't replaced (609.4).
        out.retain(|o| {
            o.to != Destination::Battle || from != Zone::Battle && self.can_be_put_into_battle(card)
        });
        out
    }

    /// Whether `card`, moving from `from` to `to_zone`, can go to `instead` in its place: a
    /// replacement whose event can't be performed doesn't replace (609.4). Flipping instead
    /// of leaving needs a card that can flip where it is; only the top card leaving needs an
    /// element with cards under it.
    fn can_replace_by(&self, card: CardId, instead: Destination, from: Zone, to_zone: Option<Zone>) -> bool {
        match instead {
            Destination::Flip => self.def(card).back.is_some() && from == Zone::Battle,
            #[cfg(whole_vocabulary)]
            Destination::TopCardOnly => {
                from == Zone::Battle && to_zone != Some(Zone::Battle) && !self.card(card).under.is_empty()
            }
            _ => {
                let _ = to_zone;
                true
            }
        }
    }

    /// The option a replacement ability `at` of `src` offers for an event sending a card to
    /// `to`: none when it would send it there anyway and does nothing else.
    fn replacement_option(
        &self,
        src: CardId,
        player: PlayerId,
        ab: &crate::card::Ability,
        at: Option<super::query::AbilityAt>,
        to: Destination,
    ) -> Option<ReplacementOption> {
        let r = ab.replace.as_ref().expect("replacement");
        let has_steps = !ab.effect.is_empty() && at.is_some();
        if r.instead == to && !has_steps && !r.tapped {
            return None;
        }
        Some(ReplacementOption {
            to: r.instead,
            by: src,
            player,
            priority: 2,
            text: if has_steps {
                format!("{}: {}", self.name(src), ab.text)
            } else {
                format!("{}: {}", self.name(src), dest_words(r.instead))
            },
            steps: at.filter(|_| has_steps),
            optional: ab.optional,
            tapped: r.tapped,
            #[cfg(whole_vocabulary)]
            ex_life: None,
        })
    }

    /// The replacement effects that would apply if `shield` were broken now by `breaker` (or
    /// by an effect with none): those watching the shield (`broken`) and those watching the
    /// creature breaking it (`breaks`), read before S-Triggers are declared (509.5, 701.14a).
    /// The shield goes to a zone instead of the hand, or stays unbroken (509.6); it can't
    /// flip or be put into the battle zone instead (609.4).
    #[cfg(whole_vocabulary)]
    pub(crate) fn break_replacements(
        &self,
        shield: CardId,
        breaker: Option<CardId>,
    ) -> Vec<ReplacementOption> {
        let mut out = Vec::new();
        for (src, ctx, ab, at) in self.every_replacement() {
            let ab = &*ab;
            let r = ab.replace.as_ref().expect("replacement");
            let watched = match r.event {
                ReplaceEvent::Broken => Some(shield),
                ReplaceEvent::Breaks => breaker,
                _ => None,
            };
            let Some(card) = watched else { continue };
            if matches!(
                r.instead,
                Destination::Flip | Destination::Battle | Destination::Under | Destination::TopCardOnly
            ) || !self.replacement_watches(src, ab, &ctx, card, self.card(card).controller)
            {
                continue;
            }
            out.extend(self.replacement_option(src, ctx.controller, ab, at, Destination::Hand));
        }
        out
    }

    /// "After you cast a spell with its shield trigger, put it into … instead of your
    /// graveyard" (609.1a): the replacement effects that watch a spell cast by its S-Trigger,
    /// read as it would be put into the graveyard (605.2f), become its "instead" (the charger's
    /// and an "instead" given by the effect that cast it compete with them as usual).
    #[cfg(whole_vocabulary)]
    pub(crate) fn shield_trigger_spell_instead(&mut self, spell: ObjRef) {
        let card = spell.card;
        let owner = self.card(card).owner;
        for (src, at) in self.active_replacements() {
            let ab = self.ability(at);
            let r = ab.replace.as_ref().expect("replacement");
            if r.event != ReplaceEvent::ShieldTriggerSpellResolved {
                continue;
            }
            // Only where a spell can go; another destination replaces nothing (609.4).
            let possible = matches!(
                r.instead,
                Destination::Hand
                    | Destination::Mana
                    | Destination::Shields
                    | Destination::DeckTop
                    | Destination::DeckBottom
                    | Destination::Deck
            );
            let ctx = Ctx::new(self.card(src).controller, self.card(src).obj());
            let already = self.spell_instead.iter().any(|(o, _, c)| *o == spell && c.card == src);
            if !possible || already || !self.replacement_watches(src, ab, &ctx, card, owner) {
                continue;
            }
            let (instead, def) = (r.instead, self.card(src).def);
            // The ability's number among the card's own and given ones (`abilities_of`).
            let ability = self.abilities_of(src).iter().position(|a| *a == at).map(|i| i as u8);
            self.spell_instead.push((spell, instead, Cause { card: src, def, ability }));
        }
    }

    /// Whether the replacement ability `ab` of `src` watches `card` now (609.1): its turn
    /// (`during`) and condition hold, and `card` is the card it names (this one, another, the
    /// crossed creature) on the side it names (`side`: the card's controller in the battle
    /// zone, else its owner) and passes its filter. The event's own checks are the caller's.
    fn replacement_watches(
        &self,
        src: CardId,
        ab: &crate::card::Ability,
        ctx: &Ctx,
        card: CardId,
        side: PlayerId,
    ) -> bool {
        let m = &ab.replace.as_ref().expect("replacement").card;
        let which_ok = match m.card {
            crate::card::Which::This => src == card,
            crate::card::Which::Other => src != card,
            crate::card::Which::Any => true,
            // The creature this cross gear is crossed onto (303.3a).
            crate::card::Which::Crossed => self.crossed_onto(src) == Some(card),
        };
        let side_ok = match m.controller {
            Who::You | Who::Owner => side == ctx.controller,
            Who::Opponent => side != ctx.controller,
            Who::Any => true,
        };
        ab.during.is_none_or(|w| ctx.players(w).contains(&self.turn.active))
            && ab.condition.as_ref().is_none_or(|c| self.check(ctx, c))
            && which_ok
            && side_ok
            && self.matches_in(card, &m.filter, None, Some(ctx))
    }

    /// Every replacement effect now, with its card, its controller ("you") and the ability where
    /// it is written: the abilities that function ([`Game::active_replacements`]), then those
    /// effects made to last (`Step::Replace`), written nowhere.
    fn every_replacement(
        &self,
    ) -> Vec<(CardId, Ctx, std::borrow::Cow<'_, crate::card::Ability>, Option<super::query::AbilityAt>)> {
        #[cfg_attr(not(whole_vocabulary), allow(unused_mut))]
        let mut out: Vec<_> = self
            .active_replacements()
            .into_iter()
            .map(|(src, at)| {
                let ctx = Ctx::new(self.card(src).controller, self.card(src).obj());
                (src, ctx, std::borrow::Cow::Borrowed(self.ability(at)), Some(at))
            })
            .collect();
        // Lasting replacements are made by a step of the whole vocabulary (`Step::Replace`);
        // "during your opponent's next turn", not yet.
        #[cfg(whole_vocabulary)]
        out.extend(self.lasting.iter().filter(|l| !super::turn::not_yet(l.step.until)).map(|l| {
            let mut ctx = Ctx::new(l.controller, self.card(l.source).obj());
            ctx.named.clone_from(&l.named);
            (l.source, ctx, std::borrow::Cow::Owned(l.ability()), None)
        }));
        out
    }

    /// Replacement abilities that function now, with the card that has each: its own, and
    /// those static abilities give cards in the battle zone (604, [`Game::abilities_of`]).
    fn active_replacements(&self) -> Vec<(CardId, super::query::AbilityAt)> {
        let mut out = Vec::new();
        for &id in &self.continuous_by_kind[5] {
            if !self.functions_now(id) || (self.any_ignoring() && self.ignored_abilities(id).all()) {
                continue;
            }
            let c = self.card(id);
            let face = self.face(id);
            for (i, ab) in face.abilities.iter().enumerate() {
                if ab.kind() == Ok(AbilityKind::Replacement) && ab.functions_in(face.card_type, c.zone) {
                    out.push((id, (c.def, c.side, i as u8)));
                }
            }
        }
        if self.any_giving() {
            for &id in &self.battle {
                if !self.functions_now(id) {
                    continue;
                }
                let card_type = self.face(id).card_type;
                for at in self.given_abilities(id) {
                    let ab = self.ability(at);
                    if ab.kind() == Ok(AbilityKind::Replacement) && ab.functions_in(card_type, Zone::Battle) {
                        out.push((id, at));
                    }
                }
            }
        }
        out
    }

    /// The zone a card counts as coming from: its zone, or for the legacy anywhere zone, where
    /// it was before.
    pub(crate) fn origin_zone(&self, card: CardId) -> Zone {
        let c = self.card(card);
        if c.zone == Zone::Anywhere {
            c.origin.unwrap_or(Zone::Anywhere)
        } else {
            c.zone
        }
    }

    /// Picks the one replacement effect that applies to an event (101.5, 609.3, 609.8), asking
    /// the affected player when several of theirs apply. `Err(())`: waiting for the answer.
    pub(crate) fn choose_replacement(
        &mut self,
        card: CardId,
        opts: Vec<ReplacementOption>,
    ) -> Result<Option<ReplacementOption>, ()> {
        if opts.is_empty() {
            return Ok(None);
        }
        let best = opts.iter().map(|o| o.priority).min().expect("non-empty");
        let mut opts: Vec<ReplacementOption> = opts.into_iter().filter(|o| o.priority == best).collect();
        if best == 2 {
            // The turn player's replacement effects take priority (101.5b, 609.8).
            let tp = self.turn.active;
            if opts.iter().any(|o| o.player == tp) {
                opts.retain(|o| o.player == tp);
            }
        }
        // Only when every one left is a "may" can the player apply none (609.1a).
        let may_decline = opts.iter().all(|o| o.optional);
        if opts.len() == 1 && !may_decline {
            return Ok(opts.pop());
        }
        let player = opts[0].player;
        let mut options: Vec<String> = opts.iter().map(|o| o.text.clone()).collect();
        if may_decline {
            options.push(DECLINE.into());
        }
        let about = Prompt::Replacement { card, may_decline };
        match self.ask(player, DecisionKind::Replacement { options }, None, about) {
            Some(Answer::Option(i)) => Ok(opts.into_iter().nth(i as usize)),
            Some(_) => Ok(opts.into_iter().next()),
            None => Err(()),
        }
    }

    /// What a replacement does instead, for the log: where the card goes, or the ability's
    /// words when it has steps.
    pub(crate) fn instead_words(&self, o: &ReplacementOption) -> Text {
        let en = match o.to {
            Destination::Stay => "stays where it is".to_string(),
            Destination::Flip => "turns to its other side where it is".to_string(),
            #[cfg(whole_vocabulary)]
            Destination::TopCardOnly => {
                "goes there by itself; the cards under it stay, each a creature of its own".to_string()
            }
            to => format!("goes to {}", dest_words(to)),
        };
        let ja = words::dest(o.to, Lang::Ja);
        #[cfg(whole_vocabulary)]
        if o.ex_life.is_some() {
            return Text::new(
                format!("{en}; its EX life shield is put into the graveyard instead"),
                "その場に残り、かわりに「EXライフ」シールドが墓地に置かれる".to_string(),
            );
        }
        match o.steps {
            Some(at) => {
                let ab = self.ability(at);
                let text_ja = if ab.text_ja.is_empty() { &ab.text } else { &ab.text_ja };
                Text::new(
                    format!("{en}; the replacement does: “{}”", ab.text),
                    format!("{ja}。置換効果が「{text_ja}」を行う"),
                )
            }
            None => Text::new(en, ja),
        }
    }

    /// Logs that a replacement effect applies to `card`, which would go to `would` (609.1).
    pub(crate) fn emit_replaced(
        &mut self,
        card: CardId,
        would: Destination,
        o: &ReplacementOption,
        notes: Vec<Text>,
    ) {
        self.emit_with(
            EventKind::Replaced {
                card,
                would: Text::new(
                    format!("being put into {}", dest_words(would)),
                    words::dest(would, Lang::Ja),
                ),
                instead: self.instead_words(o),
                by: o.by,
            },
            Some(Cause { card: o.by, def: self.card(o.by).def, ability: None }),
            &["609.1", "101.5"],
            notes,
        );
    }

    /// A replacement with steps of its own: they are carried out as soon as the event it
    /// replaced is over, before anything else (609.1a). `card` is "that card" to them.
    pub(crate) fn replace_with_steps(&mut self, o: &ReplacementOption, card: CardId, from: Zone) {
        let Some(at) = o.steps else { return };
        let src = self.card(o.by);
        let mut ctx = Ctx::new(src.controller, src.obj());
        ctx.trigger =
            super::pending::TriggerInfo { card: Some(self.card(card).obj()), from: Some(from), foe: None };
        let cause = Cause { card: o.by, def: at.0, ability: Some(at.2) };
        let steps = self.ability(at).effect.clone();
        let mut frame = super::interp::EffectFrame::new(ctx, cause, std::sync::Arc::from(steps), None);
        frame.replacing = true;
        self.replacing.push(super::task::Task::Effect(Box::new(frame)));
    }

    /// A card a replacement effect puts into the battle zone instead of where it was going
    /// (609.4). It is put there by an effect: it enters standby (409.1a), then the battle zone
    /// as any card an effect puts there does (605.3) — an evolution creature on a base, "enters
    /// tapped", summoning sickness, its "when this enters" abilities — right after the event it
    /// replaced, before anything else (609.1a), under its owner's control. No replacement
    /// effect applies to its entering again (101.5).
    pub(crate) fn enter_instead(&mut self, card: CardId, cause: Option<Cause>) {
        let owner = self.card(card).owner;
        self.enter_standby(&[card], crate::state::StandbyReason::PutIntoBattle, true, cause.clone());
        self.replacing.push(super::task::Task::EnterBattle(Box::new(super::using::EnterBattle {
            cards: vec![card],
            next: 0,
            player: owner,
            summoned: false,
            tapped: false,
            base: None,
            #[cfg(whole_vocabulary)]
            also: Vec::new(),
            cause,
            rule: "609.4",
            replaced: true,
        })));
    }

    /// Moves cards at the same time (400.7), each after at most one replacement effect.
    /// `None` while waiting for a decision (nothing has moved yet); then the cards whose move
    /// happened as asked: not those a prohibition kept in place (700.3), nor those a replacement
    /// sent elsewhere, whose move never happened (609.4). ("If you did" does not ask this: it
    /// follows the attempt, 101.3a.)
    pub(crate) fn move_cards(&mut self, reqs: &[MoveReq], why: &MoveWhy) -> Option<Vec<CardId>> {
        self.move_cards_noted(reqs, why, &[])
    }

    /// [`Game::move_cards`], with notes of its own for some of the cards (why each of several
    /// creatures destroyed at once had the power it had).
    pub(crate) fn move_cards_noted(
        &mut self,
        reqs: &[MoveReq],
        why: &MoveWhy,
        notes: &[(CardId, Vec<Text>)],
    ) -> Option<Vec<CardId>> {
        let mut plan = Vec::with_capacity(reqs.len());
        let mut stay = Vec::new();
        for r in reqs {
            // A card that can't be destroyed or can't leave is not: no replacement applies to a
            // move that doesn't happen (700.3, 101.2).
            if let Some(k) = self.prohibited_move(r) {
                stay.push((r.card, k));
                continue;
            }
            #[cfg(whole_vocabulary)]
            if self.mana_from_hand_stays(r, why) {
                continue;
            }
            let opts =
                if why.replaced { Vec::new() } else { self.replacements(r.card, r.to, r.how, why.by, false) };
            match self.choose_replacement(r.card, opts) {
                Err(()) => return None,
                Ok(rep) => plan.push((r.clone(), rep)),
            }
        }
        // Several cards put on the top or bottom of one deck at once: their owner orders them
        // (401.4), before anything moves.
        let ordered_why;
        let why = match self.order_deck_ends(&mut plan, why) {
            None => return None,
            Some(false) => why,
            Some(true) => {
                let mut rules = why.rules;
                rules.push("401.4");
                ordered_why = MoveWhy { rules, ..why.clone() };
                &ordered_why
            }
        };
        for (card, k) in stay {
            self.emit_stays(card, k, why);
        }
        let done: Vec<CardId> = plan.iter().filter(|(_, rep)| rep.is_none()).map(|(r, _)| r.card).collect();
        for (r, rep) in plan {
            let from = self.origin_zone(r.card);
            let to = match &rep {
                Some(o) => {
                    let c = self.card(r.card);
                    let notes = if c.zone == Zone::Graveyard && r.how == MoveHow::Resolved {
                        vec![Text::new(
                            "a replacement for a spell put into the graveyard applies even to a spell cast from the graveyard (409.2b)",
                            "墓地に置かれる呪文への置換効果は、墓地から唱えた呪文にも適用される (409.2b)",
                        )]
                    } else {
                        Vec::new()
                    };
                    self.emit_replaced(r.card, r.to, o, notes);
                    o.to
                }
                None => r.to,
            };
            // A replaced event never happened (609.4, 603.2d): a destruction sent elsewhere is
            // not a destruction.
            let how = if rep.is_some() && r.how != MoveHow::Resolved { MoveHow::Put } else { r.how };
            let own = notes.iter().find(|(c, _)| *c == r.card).map(|(_, n)| n);
            let replaced_why;
            let why = if rep.is_some() || own.is_some() {
                let rules = if rep.is_some() { Rules::new(&["609.4"]) } else { why.rules };
                let notes = own.cloned().unwrap_or_else(|| why.notes.clone());
                replaced_why = MoveWhy { rules, notes, ..why.clone() };
                &replaced_why
            } else {
                why
            };
            self.shuffle_later = true;
            match &rep {
                // Put into the battle zone instead: by the replacement's effect (609.4).
                Some(o) if to == Destination::Battle => {
                    let cause = Cause { card: o.by, def: self.card(o.by).def, ability: None };
                    self.enter_instead(r.card, Some(cause));
                }
                // Only its top card goes where it was going, as it was going there.
                #[cfg(whole_vocabulary)]
                Some(_) if to == Destination::TopCardOnly => {
                    self.top_card_only_leaves(r.card, r.to, r.how, r.tapped, why);
                }
                _ => self.move_one(r.card, to, how, r.tapped || rep.as_ref().is_some_and(|o| o.tapped), why),
            }
            self.shuffle_later = false;
            // A replacement's own steps: what they put somewhere counts for the effect whose
            // event they replaced (609.4).
            let arrived = to.zone() == Some(self.card(r.card).zone);
            if let Some(puts) = self.replaced_puts.as_mut().filter(|_| why.replaced && arrived) {
                puts.push(r.card);
            }
            if let Some(o) = &rep {
                #[cfg(whole_vocabulary)]
                if let Some(shield) = o.ex_life {
                    self.use_ex_life_shield(shield, r.card);
                }
                self.replace_with_steps(o, r.card, from);
            }
        }
        // Cards put into a deck together are shuffled in once (400.7).
        for p in std::mem::take(&mut self.to_shuffle) {
            self.shuffle(p);
        }
        Some(done)
    }

    /// 401.4: when one effect puts several cards on the top or the bottom of the same deck at
    /// once, their owner chooses the order (the turn player first, then the other). The owner
    /// picks the cards one at a time from the outside in: the top card first, or the very
    /// bottom card first, until only copies of one card are left. `plan` is reordered so that the moves, one after
    /// the other, leave them so. `None` while waiting for an answer; then whether any cards were
    /// ordered.
    fn order_deck_ends(
        &mut self,
        plan: &mut [(MoveReq, Option<ReplacementOption>)],
        why: &MoveWhy,
    ) -> Option<bool> {
        // Each deck end with the plan's places of the cards going there.
        let mut groups: Vec<((PlayerId, bool), Vec<usize>)> = Vec::new();
        for (i, (r, rep)) in plan.iter().enumerate() {
            let to = rep.as_ref().map_or(r.to, |o| o.to);
            let bottom = match to {
                Destination::DeckTop => false,
                Destination::DeckBottom => true,
                _ => continue,
            };
            // Cards that go back to the hyperspatial or super GR zone instead (117.1, 118.1).
            let t = self.face(r.card).card_type;
            if matches!(
                t,
                CardType::PsychicCreature | CardType::Weapon | CardType::RulePlus | CardType::GrCreature
            ) {
                continue;
            }
            let key = (self.card(r.card).owner, bottom);
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, places)) => places.push(i),
                None => groups.push((key, vec![i])),
            }
        }
        groups.retain(|(_, places)| places.len() > 1);
        let ordered = !groups.is_empty();
        let tp = self.turn.active;
        // The turn player's groups first (101.4), each player's in the order met. (Two passes,
        // not a sort: a sort of these groups was 3.5 KB of the page's first load.)
        let (mine, theirs): (Vec<_>, Vec<_>) = groups.into_iter().partition(|((owner, _), _)| *owner == tp);
        for ((owner, bottom), places) in mine.into_iter().chain(theirs) {
            let mut left: Vec<CardId> = places.iter().map(|&i| plan[i].0.card).collect();
            // From the outside in.
            let mut chosen = Vec::with_capacity(left.len());
            // Copies of one card are no choice: the order among them changes nothing.
            while left.iter().any(|&c| self.card(c).def != self.card(left[0]).def) {
                let kind =
                    DecisionKind::Cards { candidates: left.clone(), min: 1, max: 1, required: Vec::new() };
                let pick = match self.ask(owner, kind, why.cause.clone(), Prompt::DeckOrder { bottom })? {
                    Answer::Cards(c) => c.first().copied().filter(|c| left.contains(c)).unwrap_or(left[0]),
                    _ => left[0],
                };
                left.retain(|&c| c != pick);
                chosen.push(pick);
            }
            // Copies left over keep the order they are moved in (the last moved outermost).
            chosen.extend(left.into_iter().rev());
            // Each card moved goes on top of those before it (or under them, at the bottom):
            // the outermost moves last.
            let reqs: Vec<(MoveReq, Option<ReplacementOption>)> = chosen
                .iter()
                .rev()
                .map(|&c| {
                    plan[places.iter().copied().find(|&i| plan[i].0.card == c).expect("a planned card")]
                        .clone()
                })
                .collect();
            for (&i, req) in places.iter().zip(reqs) {
                plan[i] = req;
            }
        }
        Some(ordered)
    }

    /// The keyword that keeps a card where it is against this move: "can't leave the battle
    /// zone" for any move out of it, "can't be destroyed" for a destruction, which any move
    /// from the battle zone to the graveyard is (701.6a, 700.3).
    pub(crate) fn prohibited_move(&self, r: &MoveReq) -> Option<Keyword> {
        let leaves = self.card(r.card).zone == Zone::Battle
            && !matches!(r.to, Destination::Battle | Destination::Stay | Destination::Flip);
        if !leaves {
            return None;
        }
        if self.has_keyword(r.card, &Keyword::CantLeaveBattle) {
            return Some(Keyword::CantLeaveBattle);
        }
        let destroyed = r.how == MoveHow::Destroyed || r.to.zone() == Some(Zone::Graveyard);
        (destroyed && self.has_keyword(r.card, &Keyword::CantBeDestroyed)).then_some(Keyword::CantBeDestroyed)
    }

    /// Whether `r` moves a card from its owner's hand to their mana zone while they can't put
    /// cards there so (`forbid = "mana_from_hand"`, 101.2): then it stays, and the log says why.
    #[cfg(whole_vocabulary)]
    fn mana_from_hand_stays(&mut self, r: &MoveReq, why: &MoveWhy) -> bool {
        let c = self.card(r.card);
        let owner = c.owner;
        if c.zone != Zone::Hand
            || r.to != Destination::Mana
            || !self.forbidden(owner, crate::card::Forbid::ManaFromHand)
        {
            return false;
        }
        let what = Text::new(
            format!(
                "{} stays in the hand: its owner can't put cards from their hand into their mana zone",
                self.name(r.card)
            ),
            format!(
                "{}の持ち主は手札からマナゾーンにカードを置けないので、手札にとどまる",
                self.name_in(r.card, Lang::Ja)
            ),
        );
        self.emit_with(
            EventKind::Prohibited { card: Some(r.card), what },
            why.cause.clone(),
            &["101.2"],
            why.notes.clone(),
        );
        true
    }

    /// Logs that a card stayed in the battle zone because of a prohibition (700.3), with what
    /// tried to move it as the event's cause (a slayer, an effect, the rules).
    fn emit_stays(&mut self, card: CardId, k: Keyword, why: &MoveWhy) {
        let (en, ja) = match k {
            Keyword::CantLeaveBattle => ("can't leave the battle zone", "バトルゾーンを離れない"),
            _ => ("can't be destroyed", "破壊されない"),
        };
        let what = Text::new(
            format!("{} stays in the battle zone: it {en}", self.name(card)),
            format!("{}は{ja}ので、バトルゾーンにとどまる", self.name_in(card, Lang::Ja)),
        );
        self.emit_with(
            EventKind::Prohibited { card: Some(card), what },
            why.cause.clone(),
            &["700.3", "101.2"],
            why.notes.clone(),
        );
    }

    /// Moves one card now, no replacement check.
    pub(crate) fn move_one(
        &mut self,
        card: CardId,
        to: Destination,
        how: MoveHow,
        tapped: bool,
        why: &MoveWhy,
    ) {
        let c = self.card(card).clone();
        if to == Destination::Flip {
            // It stays and turns to its other side instead (805.1b, 807.1b): the same creature,
            // tapped or untapped as it was, still attacking if it was (805.5).
            self.flip_over(card, why.cause.clone(), &["609.4", "805.5"]);
            return;
        }
        let Some(mut to_zone) = to.zone() else {
            self.end_standby_in_place(card);
            return;
        };
        // The battle zone is entered one card at a time, as a task (409.1f, `put_into_battle`).
        if to_zone == Zone::Battle {
            if c.zone != Zone::Battle {
                self.enter_instead(card, why.cause.clone());
            }
            return;
        }
        // Abilities ignored as it leaves are ignored when it looks back (603.5c).
        let ignored_as_it_left =
            c.zone == Zone::Battle && self.any_ignoring() && self.ignored_abilities(card).all();
        // How it was just before it left, for an effect whose source it is (110.5a) or that
        // it triggered (605.2e).
        if c.zone == Zone::Battle && !c.in_standby() && self.face(card).card_type.is_creature() {
            let lki = self.lki_of(card);
            self.left_battle.retain(|(o, _)| o.card != card);
            self.left_battle.push((c.obj(), lki));
        }
        // A standby card that ends in its own zone was never put there (409.2a).
        if c.in_standby() && c.zone == to_zone && self.ruleset == Ruleset::Current {
            self.end_standby_in_place(card);
            if to == Destination::Deck {
                self.shuffle_deck(c.owner);
            }
            return;
        }
        to_zone = self.zone_of_its_own(card, c.zone, to_zone);
        let from = ZoneRef::new(if c.zone == Zone::Battle { c.controller } else { c.owner }, c.zone);
        let origin = self.origin_zone(card);
        self.left_standby_moving(&c, "409.2");
        let battle_pos = self.battle.iter().position(|&x| x == card);
        self.detach(card);
        // The cards of an evolution stack go with the top card; seals go to the graveyard.
        // A card specified by itself leaves alone: the rest stays, reconstructed (801.4).
        let mut under = std::mem::take(&mut self.card_mut(card).under);
        let mut seals = std::mem::take(&mut self.card_mut(card).seals);
        let mut auras = std::mem::take(&mut self.card_mut(card).auras);
        let rest = (why.alone && !under.is_empty()).then(|| std::mem::take(&mut under));
        // "Cards … put into the mana zone are put there tapped": read as it is put in (110.4f).
        let tapped = tapped
            || to_zone == Zone::Mana && self.enters_tapped(card, c.owner, false, crate::card::Source::Mana);
        self.insert(card, to_zone, to);
        let object = self.renew(card);
        // A multicolored card (a twinpact whose halves differ, too) enters the mana zone tapped.
        let multicolor = self.printed_civ_mask(card).count_ones() > 1;
        {
            let m = self.card_mut(card);
            m.tapped = tapped || (to_zone == Zone::Mana && multicolor);
            m.controller = m.owner;
        }
        let to_ref = ZoneRef::new(c.owner, to_zone);
        let mut rules = why.rules;
        if c.zone != Zone::Anywhere && c.in_standby() {
            rules.push("409.2");
        }
        if c.tapped && from.zone == Zone::Mana {
            rules.push("400.5");
        }
        self.emit_with(
            EventKind::Moved { card, from, to: to_ref, how, end: DeckEnd::of(to) },
            why.cause.clone(),
            &rules,
            why.notes.clone(),
        );
        self.note(Happened {
            kind: HappenedKind::Moved,
            card: Some(ObjRef { card, object }),
            def: Some((c.def, c.side)),
            controller: if from.zone == Zone::Battle { c.controller } else { c.owner },
            from: Some(origin),
            to: Some(to_zone),
            summoned: false,
            how: Some(how),
            abilities_ignored: ignored_as_it_left,
            by: why.by,
            foe: None,
        });
        if let Some(rest) = rest {
            self.reconstruct(&c, battle_pos.unwrap_or(self.battle.len()), rest, &mut seals, &mut auras);
        }
        // The creature's auras go where it went, as its cards (310.8, 310.8a), each a card of its
        // own there (a new face-down shield, say); a GR creature itself then returns to the
        // super GR zone (118.1). The cards under it go there too (109.2b); its seals go to the
        // graveyard (116.4).
        self.move_followers(to, auras, under, seals);
        if to == Destination::Deck {
            self.shuffle_deck(c.owner);
        }
    }

    /// Where a card that goes to `to_zone` from `from` goes: psychic creatures to the
    /// hyperspatial zone, GR creatures to the super GR zone (117.1, 118.1), a Dragheart back to
    /// the hyperspatial zone (807.4b). A Rule Plus leaving the battle zone passes through the
    /// graveyard first (314.4); the state-based actions then return it.
    fn zone_of_its_own(&self, card: CardId, from: Zone, to_zone: Zone) -> Zone {
        let card_type = self.face(card).card_type;
        let passes_graveyard =
            card_type == CardType::RulePlus && to_zone == Zone::Graveyard && from == Zone::Battle;
        if card_type == CardType::PsychicCreature
            || card_type == CardType::Weapon
            || card_type == CardType::RulePlus && !passes_graveyard
        {
            Zone::Hyperspatial
        } else if card_type == CardType::GrCreature {
            Zone::Gr
        } else {
            to_zone
        }
    }

    /// The cards that followed an element that moved to `to`: its auras as its cards (310.8,
    /// 310.8a), the cards under it (109.2b), its seals to the graveyard (116.4).
    fn move_followers(
        &mut self,
        to: Destination,
        auras: Vec<CardId>,
        under: Vec<CardId>,
        seals: Vec<CardId>,
    ) {
        let followers = [
            (auras, to, &["310.8", "310.8a"][..]),
            (under, to, &["109.2b"][..]),
            (seals, Destination::Graveyard, &["116.4"][..]),
        ];
        for (cards, dest, rules) in followers {
            for x in cards {
                self.card_mut(x).attached_to = None;
                // An equipped weapon can't stay by itself; a Dragheart goes back (305.3, 807.4b).
                let rules =
                    if self.face(x).card_type == CardType::Weapon { &["305.3", "807.4b"][..] } else { rules };
                let why = MoveWhy { rules: Rules::new(rules), ..MoveWhy::default() };
                self.move_one(x, dest, MoveHow::Put, false, &why);
            }
        }
    }

    /// Only `left`, the top card of an element, left the battle zone (801.4): the topmost card
    /// under it that can be in the battle zone by itself stays as the element, with the cards
    /// below it still under it; those above it go to the graveyard (801.4a, 801.4b). It does
    /// not newly enter, keeps the effects the element had (801.4c) and the seals on it, and is
    /// tapped as the element was if it is a creature, upright otherwise (801.4d).
    fn reconstruct(
        &mut self,
        left: &CardState,
        pos: usize,
        mut under: Vec<CardId>,
        seals: &mut Vec<CardId>,
        auras: &mut Vec<CardId>,
    ) {
        // Elements (creatures, evolution creatures too, cross gear, fields, Tamaseeds) can be in
        // the battle zone by themselves; a spell, say, can't (316.1, 316.2).
        while let Some(&u) = under.last() {
            if self.face(u).card_type.is_element() {
                break;
            }
            under.pop();
            self.card_mut(u).attached_to = None;
            let why = MoveWhy { rules: Rules::new(&["801.4a", "801.4b"]), ..MoveWhy::default() };
            self.move_one(u, Destination::Graveyard, MoveHow::Put, false, &why);
        }
        let Some(top) = under.pop() else {
            return;
        };
        // A creature or Tamaseed keeps the orientation; a field is upright (801.4d).
        let tappable =
            self.face(top).card_type.is_creature() || self.face(top).card_type == CardType::Tamaseed;
        for &u in &under {
            self.card_mut(u).attached_to = Some(top);
        }
        for &s in seals.iter().chain(auras.iter()) {
            self.card_mut(s).attached_to = Some(top);
        }
        let new = {
            let m = self.card_mut(top);
            m.attached_to = None;
            m.under = under;
            m.seals = std::mem::take(seals);
            // The auras stay attached to the creature that remains (801.4c, 310.7).
            m.auras = std::mem::take(auras);
            m.controller = left.controller;
            m.tapped = tappable && left.tapped;
            m.obj()
        };
        self.battle.insert(pos.min(self.battle.len()), top);
        for e in &mut self.effects {
            if e.target == left.obj() {
                e.target = new;
            }
        }
        self.retarget_crossings(left.obj(), new);
        self.emit_with(
            EventKind::Reconstructed { card: top },
            None,
            &["801.4", "801.4c", "801.4d"],
            Vec::new(),
        );
    }

    /// Puts `card` under `target`, an element of the battle zone (下に置く): it is then one of
    /// the target's cards, at the bottom of its stack, not an element of its own (109.2b). An
    /// element put under goes with its cards: those under it and its auras go under too (310.8,
    /// 109.2b), its seals to the graveyard (116.4). It stays in the battle zone, so it does not
    /// leave it: no leave trigger, prohibition or replacement looks at it. The caller checks
    /// that `target` is an element there and not `card`.
    pub(crate) fn put_under(&mut self, card: CardId, target: CardId, why: &MoveWhy) {
        let c = self.card(card).clone();
        self.left_standby_moving(&c, "409.2");
        let from = ZoneRef::new(if c.zone == Zone::Battle { c.controller } else { c.owner }, c.zone);
        self.detach(card);
        let under = std::mem::take(&mut self.card_mut(card).under);
        let auras = std::mem::take(&mut self.card_mut(card).auras);
        let seals = std::mem::take(&mut self.card_mut(card).seals);
        let controller = self.card(target).controller;
        // Bottom first: the element's own stack, the card, then the auras that follow it.
        let group: Vec<CardId> = under.iter().chain([&card]).chain(&auras).copied().collect();
        for &x in &group {
            self.renew(x);
            let m = self.card_mut(x);
            m.zone = Zone::Battle;
            m.controller = controller;
            m.attached_to = Some(target);
            m.tapped = false;
        }
        let t = self.card_mut(target);
        t.under.splice(0..0, group.iter().copied());
        let to = ZoneRef::new(controller, Zone::Battle);
        let mut rules = why.rules;
        rules.push("109.2b");
        let mut notes = why.notes.clone();
        notes.push(Text::new(
            format!("put under {}", self.name(target)),
            format!("{}の下に置かれる", self.name_in(target, Lang::Ja)),
        ));
        self.emit_with(
            EventKind::Moved { card, from, to, how: MoveHow::Stacked, end: None },
            why.cause.clone(),
            &rules,
            notes,
        );
        for &a in &auras {
            self.emit_with(
                EventKind::Moved { card: a, from, to, how: MoveHow::Stacked, end: None },
                None,
                &["310.8b"],
                vec![Text::new(
                    format!("follows {} under {}", self.name(card), self.name(target)),
                    format!(
                        "{}とともに{}の下に置かれる",
                        self.name_in(card, Lang::Ja),
                        self.name_in(target, Lang::Ja)
                    ),
                )],
            );
        }
        for s in seals {
            self.card_mut(s).attached_to = None;
            let why = MoveWhy { rules: Rules::new(&["116.4"]), ..MoveWhy::default() };
            self.move_one(s, Destination::Graveyard, MoveHow::Put, false, &why);
        }
    }

    /// Lifts `card`, the top card of an element of the battle zone, off its stack by itself so
    /// that an effect can put it on another creature (an S-class invasion from the battle zone):
    /// the cards left under it are reconstructed as an element and keep its auras and seals
    /// (801.4); without cards under it, its auras and seals are left where it was, to the
    /// state-based actions. The card stays in the battle zone, out of every element, until it
    /// is stacked again.
    pub(crate) fn lift_top(&mut self, card: CardId) {
        let c = self.card(card).clone();
        let pos = self.battle.iter().position(|&x| x == card).unwrap_or(self.battle.len());
        self.battle.retain(|&x| x != card);
        let under = std::mem::take(&mut self.card_mut(card).under);
        let mut seals = std::mem::take(&mut self.card_mut(card).seals);
        let mut auras = std::mem::take(&mut self.card_mut(card).auras);
        if under.is_empty() {
            // Nothing to reconstruct: an aura can't stay by itself (310.5), nor a seal (116.4).
            for x in seals.into_iter().chain(auras) {
                self.card_mut(x).attached_to = None;
                let why = MoveWhy { rules: Rules::new(&["310.5", "116.4"]), ..MoveWhy::default() };
                self.move_one(x, Destination::Graveyard, MoveHow::Put, false, &why);
            }
        } else {
            self.reconstruct(&c, pos, under, &mut seals, &mut auras);
        }
    }

    /// Turns a double-sided card to its other side (701.20a, 805.5): it stays the same card,
    /// tapped or untapped, with the effects given to it. A card with one side doesn't change.
    pub(crate) fn flip_over(&mut self, card: CardId, cause: Option<Cause>, rules: &[&'static str]) {
        if self.def(card).back.is_none() {
            return;
        }
        let side = self.card(card).side;
        self.card_mut(card).side = if side == Side::Back { Side::Front } else { Side::Back };
        let from = self.def(card).face(side).name.clone();
        self.emit_with(EventKind::Flipped { card, from }, cause, rules, Vec::new());
    }

    /// Shuffles now, or once at the end of a simultaneous move.
    fn shuffle_deck(&mut self, player: crate::player::PlayerId) {
        if self.shuffle_later {
            if !self.to_shuffle.contains(&player) {
                self.to_shuffle.push(player);
            }
        } else {
            self.shuffle(player);
        }
    }

    /// The standby state ends with the card still in its zone (409.2): its state is unchanged,
    /// nothing was put anywhere, and effects given to it before are gone (409.1d).
    pub(crate) fn end_standby_in_place(&mut self, card: CardId) {
        let c = self.card(card).clone();
        if c.standby.is_none() {
            return;
        }
        let object = self.new_object();
        let twinpact = self.def(card).twin.is_some();
        let m = self.card_mut(card);
        m.standby = None;
        m.object = object;
        if twinpact && c.zone != Zone::Battle {
            m.side = Side::Front; // no longer the half being used
        }
        self.emit_with(
            EventKind::LeftStandby { card, zone: c.zone, stayed: true },
            None,
            &["409.2", "409.2a", "409.1d"],
            Vec::new(),
        );
    }

    /// Takes a card out of whatever list holds it (a zone, the battle zone, a stack).
    /// The creature `old` goes on as `new` (an evolution on top, 801.2; a reconstruction,
    /// 801.4c): the cross gears crossed onto it stay crossed onto it (303.3a).
    pub(crate) fn retarget_crossings(&mut self, old: ObjRef, new: ObjRef) {
        for x in &mut self.crossings {
            if x.creature == old {
                x.creature = new;
            }
        }
        // So is what it did this turn: the shields it broke, its attacks.
        for b in &mut self.broke {
            if b.1 == old {
                b.1 = new;
            }
        }
        #[cfg(whole_vocabulary)]
        for a in &mut self.attackers {
            if *a == old {
                *a = new;
            }
        }
        #[cfg(whole_vocabulary)]
        self.retarget_ex_life(old, new);
    }

    pub(crate) fn detach(&mut self, card: CardId) {
        let c = self.card(card).clone();
        if let Some(top) = c.attached_to {
            let t = self.card_mut(top);
            t.under.retain(|&x| x != card);
            t.seals.retain(|&x| x != card);
            t.auras.retain(|&x| x != card);
            self.card_mut(card).attached_to = None;
            return;
        }
        if c.zone == Zone::Battle {
            self.battle.retain(|&x| x != card);
        } else {
            self.zones[c.owner].list_mut(c.zone).retain(|&x| x != card);
        }
    }

    /// Puts a detached card into its owner's zone, at the place `dest` says.
    pub(crate) fn insert(&mut self, card: CardId, zone: Zone, dest: Destination) {
        let owner = self.card(card).owner;
        self.card_mut(card).zone = zone;
        let list = self.zones[owner].list_mut(zone);
        match dest {
            Destination::DeckTop => list.insert(0, card),
            _ => list.push(card),
        }
    }

    /// A card in standby that moves on leaves the standby state as it goes (409.2; into the
    /// battle zone, 409.1a); a card not in standby has nothing to say.
    pub(crate) fn left_standby_moving(&mut self, c: &CardState, rule: &'static str) {
        if c.in_standby() {
            let left = EventKind::LeftStandby { card: c.id, zone: c.zone, stayed: false };
            self.emit_with(left, None, &[rule], Vec::new());
        }
    }

    /// A card that moved is a new object (400.5) with none of the state it had where it was:
    /// face up, upright, front side, out of standby, unrevealed. Returns its object number.
    fn renew(&mut self, card: CardId) -> u32 {
        let object = self.new_object();
        let m = self.card_mut(card);
        m.object = object;
        m.face_down = false;
        m.upside_down = false;
        m.face_up = false;
        m.side = Side::Front;
        m.standby = None;
        m.entered_turn = None;
        m.revealed = false;
        m.origin = None;
        object
    }

    pub(crate) fn new_object(&mut self) -> u32 {
        self.next_object += 1;
        self.next_object
    }

    pub(crate) fn shuffle(&mut self, player: PlayerId) {
        let mut deck = std::mem::take(&mut self.zones[player].deck);
        crate::rng::shuffle(&mut self.rng, &mut deck);
        self.zones[player].deck = deck;
        self.emit_with(EventKind::Shuffled { player }, None, &["701.11a"], Vec::new());
    }
}

pub(crate) fn dest_words(d: Destination) -> String {
    match d {
        Destination::Hand => "the hand".into(),
        Destination::Mana => "the mana zone".into(),
        Destination::Graveyard => "the graveyard".into(),
        Destination::Shields => "the shield zone".into(),
        Destination::DeckTop => "the top of the deck".into(),
        Destination::DeckBottom => "the bottom of the deck".into(),
        Destination::Deck => "the deck (shuffled)".into(),
        Destination::Battle => "the battle zone".into(),
        Destination::Hyperspatial => "the hyperspatial zone".into(),
        Destination::Gr => "the super GR zone".into(),
        Destination::Stay => "staying where it is".into(),
        Destination::Flip => "its other side, turned over where it is".into(),
        Destination::Under => "under another card in the battle zone".into(),
        #[cfg(whole_vocabulary)]
        Destination::TopCardOnly => {
            "only its top card leaving, the cards under it staying as creatures of their own".into()
        }
    }
}
