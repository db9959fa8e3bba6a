//! S-Back (S・バック, 112.3b): a card in the hand is used for free by discarding a matching
//! shield card as it goes to the hand. It is declared with the S-Triggers while the shields
//! wait in standby (113.6, 509.5c), and resolved with them, in the order the player chooses
//! (101.4b, 509.5e).

use super::pending::{PendingEffect, PendingKind};
use super::task::{Outcome, Task};
use super::using::UseTask;
use crate::card::{Filter, Keyword};
use crate::decision::{Answer, DecisionKind, Prompt};
use crate::event::{Cause, MoveHow, Rules};
use crate::player::PlayerId;
use crate::state::{CardId, Game};
use crate::zone::Zone;

impl Game {
    /// The S-Back filters of `card`: the shields it may be used for.
    fn s_back_filters(&self, card: CardId) -> Vec<Filter> {
        self.keywords(card)
            .into_iter()
            .filter_map(|k| match k {
                Keyword::SBack(f) => Some(*f),
                _ => None,
            })
            .collect()
    }

    /// Whether `shield` may be discarded for `card`'s S-Back.
    fn s_back_fits(&self, card: CardId, shield: CardId) -> bool {
        self.s_back_filters(card).iter().any(|f| self.matches(shield, f))
    }

    /// `owner`'s cards in the hand that one of the waiting `shields` lets them use by S-Back:
    /// not a card they are forbidden to use, whose use can't be declared (601.1b).
    pub(crate) fn s_back_cards(&self, owner: PlayerId, shields: &[CardId]) -> Vec<CardId> {
        self.zones[owner]
            .hand
            .iter()
            .copied()
            .filter(|&c| {
                !self.card(c).in_standby()
                    && !self.use_forbidden(owner, c, self.card(c).side)
                    && shields.iter().any(|&s| self.s_back_fits(c, s))
            })
            .collect()
    }

    /// The shield discarded for each declared S-Back in `backs`: one that fits, is not declared
    /// as an S-Trigger (it is being used) and is not discarded for another. The owner chooses
    /// it, even from one when the other player can't see the shields. A declared S-Back with no shield left is not used. `None`: waiting for
    /// the owner's answer.
    pub(crate) fn s_back_discards(
        &mut self,
        owner: PlayerId,
        backs: &[CardId],
        shields: &[CardId],
        triggers: &[CardId],
    ) -> Option<Vec<(CardId, CardId)>> {
        let mut pairs: Vec<(CardId, CardId)> = Vec::new();
        for &card in backs {
            let free: Vec<CardId> = shields
                .iter()
                .copied()
                .filter(|s| !triggers.contains(s) && pairs.iter().all(|(_, t)| t != s))
                .filter(|&s| self.s_back_fits(card, s))
                .collect();
            // With one shield that fits the owner is still asked when the other player can't
            // see the shields: being asked, or not, would tell them how many fit (400.2).
            let unseen = shields.iter().any(|&s| !self.can_see(Some(owner.opponent()), s));
            let shield = match free.as_slice() {
                [] => continue,
                [one] if !unseen => *one,
                _ => {
                    let kind = DecisionKind::Cards {
                        candidates: free.clone(),
                        min: 1,
                        max: 1,
                        required: Vec::new(),
                    };
                    match self.ask_as(owner, kind, None, Prompt::SBackDiscard { card }, false)? {
                        Answer::Cards(c) => {
                            c.first().copied().filter(|s| free.contains(s)).unwrap_or(free[0])
                        }
                        _ => free[0],
                    }
                }
            };
            pairs.push((card, shield));
        }
        Some(pairs)
    }

    /// The shields discarded for S-Backs go from the shield zone to the graveyard, as cards
    /// discarded from the hand (509.5c); each S-Back then waits to be used, with the S-Triggers
    /// (101.4b).
    pub(crate) fn discard_for_s_backs(&mut self, owner: PlayerId, pairs: &[(CardId, CardId)]) {
        if pairs.is_empty() {
            return;
        }
        let shields: Vec<CardId> = pairs.iter().map(|&(_, s)| s).collect();
        for &s in &shields {
            self.card_mut(s).standby = None;
        }
        let reqs =
            super::moves::MoveReq::all(&shields, crate::card::Destination::Graveyard, MoveHow::Discarded);
        let why = super::moves::MoveWhy {
            by: Some(owner),
            rules: Rules::new(&["509.5c", "112.3b"]),
            ..super::moves::MoveWhy::default()
        };
        self.move_cards(&reqs, &why);
        for &(card, shield) in pairs {
            if self.card(shield).zone != Zone::Graveyard || self.card(card).zone != Zone::Hand {
                continue;
            }
            // The declared card is shown to the opponent (509.5c), until it moves.
            self.card_mut(card).revealed = true;
            let text = format!("S-Back: use {} for free", self.name(card));
            let rules = &["509.5c", "112.3b", "101.4b"];
            self.wait_with_shield_triggers(owner, card, PendingKind::SBack { card }, Zone::Hand, text, rules);
        }
    }

    /// An S-Back resolves: its card is used for free (112.3b). It is no S-Trigger: "whenever
    /// … uses a shield trigger" doesn't see it.
    pub(crate) fn resolve_s_back(
        &mut self,
        idx: usize,
        effect: &PendingEffect,
        cause: Cause,
        card: CardId,
    ) -> Outcome {
        self.begin_resolving(idx, effect, card, &cause, &["101.4b", "112.3b"]);
        let mut u = UseTask::new(card, effect.controller);
        u.free = true;
        u.cause = Some(cause);
        Outcome::Again(Task::DrainPending, vec![Task::Use(Box::new(u))])
    }
}
