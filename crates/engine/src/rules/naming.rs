//! Naming (宣言): "choose a race", "name a card", "choose a civilization", "choose a number".
//! A `name` step's player picks one; the effect remembers it under the step's key, and its
//! filters' `named_as` compare cards with it (202.2, 203.4).

use super::interp::EffectFrame;
use super::query::Named;
use crate::card::{Civilization, NameKind, NameStep};
use crate::decision::{Answer, DecisionKind, Prompt};
use crate::event::EventKind;
use crate::player::PlayerId;
use crate::state::Game;
use crate::words::Text;

/// The highest number a `name` step offers when its card says no limit.
const NUMBER_MAX: u32 = 99;

impl Game {
    /// Runs a `name` step: `None` while its player decides.
    pub(super) fn name_one(&mut self, f: &mut EffectFrame, n: &NameStep) -> Option<()> {
        let player = f.ctx.player(n.player);
        let prompt = Prompt::Name { card: f.cause.card, what: n.what };
        let (named, words) = if matches!(n.what, NameKind::Cost | NameKind::Power) {
            let max = n.at_most.unwrap_or(NUMBER_MAX);
            let kind = DecisionKind::Number { min: 0, max };
            let x = match self.ask(player, kind, Some(f.cause.clone()), prompt)? {
                Answer::Number(x) => x.min(max),
                _ => 0,
            };
            let words = Text::new(x.to_string(), x.to_string());
            (if n.what == NameKind::Cost { Named::Cost(x) } else { Named::Power(x) }, words)
        } else {
            let mut options = self.nameable(player, n);
            if options.is_empty() {
                return Some(());
            }
            let kind = DecisionKind::Mode { options: options.iter().map(|(t, _)| t.clone()).collect() };
            let i = match self.ask(player, kind, Some(f.cause.clone()), prompt)? {
                Answer::Option(i) => (i as usize).min(options.len() - 1),
                _ => 0,
            };
            let (words, named) = options.swap_remove(i);
            (named, words)
        };
        let rule = crate::words::naming_rule(n.what);
        let event = EventKind::Named { player, what: n.what, named: words };
        self.emit_with(event, Some(f.cause.clone()), &[rule], Vec::new());
        f.ctx.named.retain(|(k, _)| *k != n.remember);
        f.ctx.named.push((n.remember.clone(), named));
        Some(())
    }

    /// What `player` may name, sorted by its English words: one of the five civilizations
    /// (106.3), or a race or card name of the cards they own or see now. A race or a name must
    /// exist (202.2, 203.4); Horyu offers those the player knows of, so that the list tells
    /// nothing of the opponent's hidden cards (400.2).
    fn nameable(&self, player: PlayerId, n: &NameStep) -> Vec<(Text, Named)> {
        use crate::words::{civilization, Lang};
        if n.what == NameKind::Civilization {
            let words = |c| Text::new(civilization(c, Lang::En), civilization(c, Lang::Ja));
            return Civilization::FIVE.into_iter().map(|c| (words(c), Named::Civilization(c))).collect();
        }
        // Kept sorted by the English words as it is built, once per name: a general sort's
        // code would weigh more on the page's first load than these few comparisons.
        let mut out: Vec<(Text, Named)> = Vec::new();
        let mut add = |words: Text, named: Named| {
            if n.except.iter().any(|e| e.eq_ignore_ascii_case(&words.en) || *e == words.ja) {
                return;
            }
            let at = out.iter().position(|(t, _)| t.en >= words.en).unwrap_or(out.len());
            if out.get(at).is_none_or(|(t, _)| t.en != words.en) {
                out.insert(at, (words, named));
            }
        };
        for c in self.cards() {
            if c.owner != player && !self.can_see(Some(player), c.id) {
                continue;
            }
            for (_, face) in self.def(c.id).faces() {
                if n.what == NameKind::Race {
                    for (i, r) in face.races.iter().enumerate() {
                        let ja = face.races_ja.get(i).cloned().unwrap_or_else(|| r.clone());
                        add(Text::new(r.clone(), ja), Named::Race(r.clone()));
                    }
                } else if !face.name.is_empty() {
                    let ja = if face.name_ja.is_empty() { face.name.clone() } else { face.name_ja.clone() };
                    add(Text::new(face.name.clone(), ja), Named::Card(face.name.clone()));
                }
            }
        }
        out
    }
}
