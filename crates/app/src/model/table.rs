//! The table's gestures: a card picked, dragged or dropped, or chosen for a decision, turned into
//! the engine's actions; where a card may go.

use super::*;

/// The table's gesture state: what the user looks at, holds and chooses on the board shown.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    /// The card shown in the detail panel.
    pub inspect: Option<CardId>,
    /// A card picked up by click or keyboard, waiting for a destination.
    pub picked: Option<CardId>,
    /// A card being dragged with the pointer.
    pub dragging: Option<CardId>,
    /// The card whose drop was just refused (it shakes back into place).
    pub refused: Option<CardId>,
    /// Cards chosen for the pending Cards or Mana decision.
    pub chosen: Vec<CardId>,
}

/// What the user does on the table.
pub enum TableMsg {
    CardClick(CardId),
    ZoneClick(ZoneRef),
    StandbyClick,
    Inspect(CardId),
    DragStart(CardId),
    Drop(CardId, Target),
    /// Escape: puts down a picked or dragged card, else closes the notice.
    Cancel,
    /// A card chosen or unchosen for the pending decision.
    Toggle(CardId),
    ConfirmChoice,
}

impl Table {
    /// Puts down a picked card and forgets a choice: they were about the moment before.
    pub fn forget_gesture(&mut self) {
        self.picked = None;
        self.chosen.clear();
    }
}

impl Model {
    /// The action a drop means in the current mode, or the engine's reason it is refused.
    pub fn intent(&self, card: CardId, target: Target) -> Result<Action, String> {
        let g = self.game();
        let c = g.card(card);
        let zone_of = |t: CardId| {
            let tc = g.card(t);
            let p = if tc.zone == Zone::Battle { tc.controller } else { tc.owner };
            ZoneRef::new(p, tc.zone)
        };
        match self.mode {
            Mode::Sandbox => {
                let to = match target {
                    Target::Zone(z) => z,
                    Target::Card(t) => zone_of(t),
                    Target::Standby => {
                        return Err(tr(
                            self.lang,
                            "Cards enter the standby state when they are used; in Sandbox, drop the card on a zone.",
                        )
                        .into())
                    }
                };
                Ok(Action::Manual(Manual::Move { card, to, index: None }))
            }
            Mode::Rules => {
                let me = if c.zone == Zone::Battle { c.controller } else { c.owner };
                if c.zone == Zone::Battle {
                    let target_card = match target {
                        Target::Card(t) if g.card(t).zone == Zone::Battle && g.card(t).controller != me => {
                            Some(t)
                        }
                        _ => None,
                    };
                    let on_them = match target {
                        Target::Zone(z) => z.player != me,
                        Target::Card(t) => zone_of(t).player != me,
                        Target::Standby => false,
                    };
                    if target_card.is_some() || on_them {
                        return g
                            .check_attack(card, target_card)
                            .map(|()| Action::Attack { attacker: card, target: target_card })
                            .map_err(|why| why.get(self.lang).to_string());
                    }
                    // A cross gear dropped on its own side is crossed onto a creature (303.3b).
                    if g.face(card).card_type == horyu_engine::card::CardType::CrossGear {
                        return g
                            .check_use(card, None, Side::Front)
                            .map(|()| Action::Use { card, mana: None, side: None })
                            .map_err(|why| why.get(self.lang).to_string());
                    }
                    return Err(tr(self.lang, "In Rules mode a creature in the battle zone moves by attacking: drop it on the opponent's side or on a creature to attack. Switch to Sandbox to move it by hand.").into());
                }
                let to = match target {
                    Target::Zone(z) => Some(z),
                    Target::Card(t) => Some(zone_of(t)),
                    Target::Standby => None,
                };
                let wants_use = match to {
                    None => true,
                    Some(z) => z.zone == Zone::Battle && z.player == me,
                };
                if wants_use {
                    let mut sides = vec![Side::Front];
                    if g.def(card).twin.is_some() {
                        sides.push(Side::Twin);
                    }
                    let mut first_err = None;
                    for s in sides {
                        match g.check_use(card, None, s) {
                            Ok(()) => {
                                return Ok(Action::Use {
                                    card,
                                    mana: None,
                                    side: (s != Side::Front).then_some(s),
                                })
                            }
                            Err(e) => {
                                first_err.get_or_insert(e.get(self.lang).to_string());
                            }
                        }
                    }
                    return Err(first_err.unwrap_or_default());
                }
                if c.zone == Zone::Hand && to == Some(ZoneRef::new(me, Zone::Mana)) {
                    // The engine decides whether charging is allowed now (apply says why not).
                    return Ok(Action::Charge { card });
                }
                Err(tr(self.lang, "In Rules mode cards move only by game actions (use, charge, attack). Switch to Sandbox to move cards by hand.").into())
            }
        }
    }

    /// Drops a card: the drop's action is applied, or the reason it is refused is shown.
    pub fn drop_card(&mut self, card: CardId, target: Target) -> Result<(), String> {
        self.table.picked = None;
        self.table.dragging = None;
        let r = match self.intent(card, target) {
            Ok(a) => self.act(a),
            Err(e) => {
                let e = self.game().sight(self.perspective).redact(&e, self.lang);
                self.say(e.clone(), true);
                Err(e)
            }
        };
        self.table.refused = r.is_err().then_some(card);
        r
    }

    /// Where the card may go: the engine's legal actions (Rules) or every other zone (Sandbox).
    pub fn destinations(&self, card: CardId) -> Vec<Target> {
        let g = self.game();
        let c = g.card(card);
        match self.mode {
            Mode::Sandbox => {
                let here = ZoneRef::new(if c.zone == Zone::Battle { c.controller } else { c.owner }, c.zone);
                PlayerId::BOTH
                    .into_iter()
                    .flat_map(|p| Zone::ALL.into_iter().map(move |z| ZoneRef::new(p, z)))
                    .filter(|z| *z != here)
                    .map(Target::Zone)
                    .collect()
            }
            Mode::Rules => {
                let mut out = Vec::new();
                let me = if c.zone == Zone::Battle { c.controller } else { c.owner };
                for a in g.legal_actions() {
                    match a {
                        Action::Use { card: u, .. } if u == card => {
                            out.push(Target::Zone(ZoneRef::new(me, Zone::Battle)));
                            out.push(Target::Standby);
                        }
                        Action::Charge { card: u } if u == card => {
                            out.push(Target::Zone(ZoneRef::new(me, Zone::Mana)))
                        }
                        Action::Attack { attacker, target: None } if attacker == card => {
                            out.push(Target::Zone(ZoneRef::new(me.opponent(), Zone::Battle)));
                            out.push(Target::Zone(ZoneRef::new(me.opponent(), Zone::Shields)));
                        }
                        Action::Attack { attacker, target: Some(t) } if attacker == card => {
                            out.push(Target::Card(t))
                        }
                        _ => {}
                    }
                }
                out.dedup();
                out
            }
        }
    }

    pub fn pick(&mut self, card: CardId) {
        self.table.picked = if self.table.picked == Some(card) { None } else { Some(card) };
        self.table.inspect = Some(card);
        self.notices.notice = None;
    }

    // Decisions -------------------------------------------------------------------------------

    /// The candidates of a Cards or Mana decision.
    pub fn candidates(&self) -> Vec<CardId> {
        match self.game().decision().map(|d| &d.kind) {
            Some(DecisionKind::Cards { candidates, .. }) | Some(DecisionKind::Mana { candidates, .. }) => {
                candidates.clone()
            }
            _ => Vec::new(),
        }
    }

    pub fn toggle_choice(&mut self, card: CardId) {
        if let Some(i) = self.table.chosen.iter().position(|&c| c == card) {
            self.table.chosen.remove(i);
        } else {
            self.table.chosen.push(card);
        }
    }

    pub fn confirm_choice(&mut self) {
        let a = Action::Answer(Answer::Cards(self.table.chosen.clone()));
        let _ = self.act(a);
    }
}

impl Model {
    /// What the user does on the table. False when nothing visible changed.
    pub fn on_table(&mut self, msg: TableMsg) -> bool {
        match msg {
            TableMsg::CardClick(id) => {
                if self.candidates().contains(&id) {
                    self.toggle_choice(id);
                    self.table.inspect = Some(id);
                } else if let Some(p) = self.table.picked.filter(|&p| p != id) {
                    let _ = self.drop_card(p, Target::Card(id));
                } else {
                    self.pick(id);
                }
            }
            TableMsg::ZoneClick(z) => return self.drop_picked(Target::Zone(z)),
            TableMsg::StandbyClick => return self.drop_picked(Target::Standby),
            TableMsg::Inspect(id) => {
                if self.table.inspect == Some(id) {
                    return false;
                }
                self.table.inspect = Some(id);
            }
            TableMsg::DragStart(id) => {
                self.table.dragging = Some(id);
                self.table.picked = None;
                self.table.inspect = Some(id);
                self.notices.notice = None;
            }
            TableMsg::Drop(id, t) => {
                let _ = self.drop_card(id, t);
            }
            TableMsg::Cancel => {
                self.table.dragging = None;
                // Escape first puts down a picked card, then closes a message.
                if self.table.picked.take().is_none() {
                    self.notices.notice = None;
                }
            }
            TableMsg::Toggle(c) => self.toggle_choice(c),
            TableMsg::ConfirmChoice => self.confirm_choice(),
        }
        true
    }

    /// A click on a zone or the tray puts the picked card there; with none, nothing happens.
    fn drop_picked(&mut self, target: Target) -> bool {
        let Some(p) = self.table.picked else { return false };
        let _ = self.drop_card(p, target);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a_card_in_hand(m: &Model) -> CardId {
        let g = m.game();
        *g.zone_cards(PlayerId::P1, Zone::Hand).first().expect("the default ruling has a card in hand")
    }

    /// A click on a zone or the tray with nothing picked changes nothing (no re-render); with a
    /// card picked it is a drop, which the engine answers.
    #[test]
    fn a_zone_click_is_a_drop_only_with_a_card_picked() {
        let mut m = Model::for_tests(Lang::En);
        let z = ZoneRef::new(PlayerId::P1, Zone::Mana);
        assert!(!m.on_table(TableMsg::ZoneClick(z)));
        assert!(!m.on_table(TableMsg::StandbyClick));
        let card = a_card_in_hand(&m);
        assert!(m.on_table(TableMsg::CardClick(card)));
        assert_eq!(m.table.picked, Some(card));
        assert!(m.on_table(TableMsg::ZoneClick(z)));
        assert_eq!(m.table.picked, None, "the drop puts the card down, taken or refused");
    }

    /// Escape puts down a picked card first, and closes the notice only on the next press.
    #[test]
    fn cancel_puts_the_card_down_before_it_closes_the_notice() {
        let mut m = Model::for_tests(Lang::En);
        let card = a_card_in_hand(&m);
        m.on_table(TableMsg::CardClick(card));
        m.say("a notice", false);
        m.on_table(TableMsg::Cancel);
        assert_eq!((m.table.picked, m.notices.notice.is_some()), (None, true));
        m.on_table(TableMsg::Cancel);
        assert!(m.notices.notice.is_none());
    }

    /// Inspecting the card already inspected is no change; a drag inspects its card and puts
    /// down what was picked.
    #[test]
    fn a_drag_inspects_its_card() {
        let mut m = Model::for_tests(Lang::En);
        let card = a_card_in_hand(&m);
        assert!(m.on_table(TableMsg::Inspect(card)));
        assert!(!m.on_table(TableMsg::Inspect(card)));
        m.table.picked = Some(card);
        m.on_table(TableMsg::DragStart(card));
        assert_eq!((m.table.dragging, m.table.picked, m.table.inspect), (Some(card), None, Some(card)));
    }
}
