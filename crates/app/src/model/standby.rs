//! The standby tray's trace (保留状態, 409): the cards that were in standby during the last
//! action, where they belonged and where they are now.

use super::*;

/// A card that was in the standby state during the last action (the tray's trace).
#[derive(Clone, Debug, PartialEq)]
pub struct StandbyTrace {
    pub card: CardId,
    pub owner: PlayerId,
    pub def: horyu_engine::CardDefId,
    pub reason: &'static str,
    /// The zone it belonged to while in standby (409.1c).
    pub zone: Zone,
    pub rules: Vec<&'static str>,
    pub notes: Vec<String>,
    /// Where it is now, if it left the standby state.
    pub now: Option<Zone>,
}

impl Model {
    pub(crate) fn standby_now(&self) -> Vec<(CardId, Zone, StandbyReason)> {
        let g = self.game();
        g.standby_cards()
            .into_iter()
            .filter_map(|c| g.card(c).standby.map(|sb| (c, g.card(c).zone, sb.reason)))
            .collect()
    }

    /// After a jump in time: the standby cards of the moment before the one shown (a replay).
    pub(super) fn recompute_standby_before(&mut self) {
        let c = self.session.cursor();
        if c == 0 {
            self.stepping.standby_before.clear();
            return;
        }
        let mut s = self.session.clone();
        s.go_to(c - 1);
        let g = s.game();
        self.stepping.standby_before = g
            .standby_cards()
            .into_iter()
            .filter_map(|id| g.card(id).standby.map(|sb| (id, g.card(id).zone, sb.reason)))
            .collect();
    }

    /// Cards that were in the standby state during the last action, and where they are now.
    pub fn standby_trace(&self) -> Vec<StandbyTrace> {
        let g = self.game();
        let last = self.session.cursor() as u32;
        let mut out: Vec<StandbyTrace> = Vec::new();
        if last == 0 {
            return out;
        }
        for e in g.log().iter().rev().take_while(|e| e.action == last) {
            if let EventKind::EnteredStandby { cards, zone, reason } = &e.kind {
                for &c in cards {
                    if out.iter().any(|t| t.card == c) {
                        continue;
                    }
                    let now = (!g.card(c).in_standby()).then_some(g.card(c).zone);
                    out.push(StandbyTrace {
                        card: c,
                        owner: g.card(c).owner,
                        def: g.card(c).def,
                        reason: words::standby_reason(*reason, self.lang),
                        zone: *zone,
                        rules: e.rules.to_vec(),
                        notes: g.sight(self.perspective).notes(e, self.lang),
                        now,
                    });
                }
            }
        }
        out.reverse();
        // Cards already in standby before the last action that left it during the action.
        for &(c, zone, reason) in &self.stepping.standby_before {
            if out.iter().any(|t| t.card == c) || (c.0 as usize) >= g.cards().len() {
                continue;
            }
            let now = (!g.card(c).in_standby()).then_some(g.card(c).zone);
            let reason = words::standby_reason(reason, self.lang);
            let (owner, def) = (g.card(c).owner, g.card(c).def);
            out.push(StandbyTrace {
                card: c,
                owner,
                def,
                reason,
                zone,
                rules: vec!["409.1c"],
                notes: Vec::new(),
                now,
            });
        }
        out
    }
}
