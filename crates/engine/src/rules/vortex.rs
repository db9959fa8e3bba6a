//! An evolution creature put on several creatures at once (`evolves_from_also`, vortex
//! evolution): its player chooses one base for each filter, each a different creature
//! (801.1b), and all of them go under it; it is the same creature as each of them (801.2).

use crate::card::Filter;
use crate::decision::Prompt;
use crate::event::Cause;
use crate::zone::Zone;
use crate::{CardId, Game, PlayerId};

impl Game {
    /// The filters of a vortex evolution creature's bases: `evolves_from` first, then
    /// `evolves_from_also`. `None` for an evolution creature with one base.
    fn vortex_filters(&self, card: CardId, side: crate::card::Side) -> Option<Vec<Filter>> {
        let face = self.def(card).face(side);
        let also = face.evolves_from_also.as_ref()?;
        let first = face.evolves_from.clone()?;
        Some(std::iter::once(first).chain(also.iter().cloned()).collect())
    }

    /// The creatures `player` may choose next as a base of `card`, a vortex evolution creature,
    /// `chosen` being those chosen already: each is a different creature, and every filter is
    /// still met by one creature of its own (801.1b). `None` for a card with one base.
    pub(crate) fn vortex_bases(
        &self,
        player: PlayerId,
        card: CardId,
        side: crate::card::Side,
        chosen: &[CardId],
    ) -> Option<Vec<CardId>> {
        let filters = self.vortex_filters(card, side)?;
        let pool: Vec<CardId> = self
            .zone_cards(player, Zone::Battle)
            .into_iter()
            .filter(|&b| b != card && filters.iter().any(|f| self.is_base_for(b, f)))
            .collect();
        // Which creature meets which filter, read once.
        let fits: Vec<Vec<bool>> =
            filters.iter().map(|f| pool.iter().map(|&b| self.is_base_for(b, f)).collect()).collect();
        let must = |b: CardId| -> Vec<usize> {
            chosen.iter().chain([&b]).filter_map(|c| pool.iter().position(|p| p == c)).collect()
        };
        Some(
            pool.iter()
                .copied()
                .filter(|b| !chosen.contains(b) && chosen.iter().all(|c| pool.contains(c)))
                .filter(|&b| assignable(&fits, &must(b)))
                .collect(),
        )
    }

    /// The further bases of `card` besides `first`, chosen one at a time by `player` in the
    /// order they are stacked, each below the one before (801.1b). `None`: waiting for an
    /// answer; `Some(None)`: no full set of bases is left (801.1a).
    pub(crate) fn choose_vortex_bases(
        &mut self,
        player: PlayerId,
        card: CardId,
        side: crate::card::Side,
        first: CardId,
        cause: Option<Cause>,
    ) -> Option<Option<Vec<CardId>>> {
        let Some(n) = self.vortex_filters(card, side).map(|f| f.len()) else {
            return Some(Some(Vec::new()));
        };
        let mut chosen = vec![first];
        while chosen.len() < n {
            let candidates = self.vortex_bases(player, card, side, &chosen).unwrap_or_default();
            if candidates.is_empty() {
                return Some(None);
            }
            match self.ask_one(player, candidates, cause.clone(), Prompt::EvolveAlso { card })? {
                Some(b) => chosen.push(b),
                None => return Some(None),
            }
        }
        chosen.remove(0);
        Some(Some(chosen))
    }

    /// [`Game::choose_vortex_bases`] for `card`, already in the battle zone, that an effect
    /// puts on `base`: with no full set of bases left, it stays as it was (801.1a).
    pub(crate) fn vortex_bases_evolving(
        &mut self,
        player: PlayerId,
        card: CardId,
        side: crate::card::Side,
        base: CardId,
        cause: &Cause,
    ) -> Option<Option<Vec<CardId>>> {
        let chosen = self.choose_vortex_bases(player, card, side, base, Some(cause.clone()))?;
        if chosen.is_none() {
            let what =
                crate::words::Text::new("no creatures to evolve from", "進化元になるクリーチャーがない");
            self.emit_with(
                crate::event::EventKind::NothingToDo { card: Some(card), what },
                Some(cause.clone()),
                &["801.1a"],
                Vec::new(),
            );
        }
        Some(chosen)
    }

    /// Whether the further bases chosen for `card` are still creatures in the battle zone it
    /// can be put on (801.1a).
    pub(crate) fn vortex_bases_there(&self, card: CardId, base: CardId, also: &[CardId]) -> bool {
        also.iter().all(|&b| b != card && b != base && self.battle.contains(&b))
    }

    /// Puts `base`, one more creature `card` evolves from, under it: below the cards already
    /// there (801.1b), with its own cards, seals and auras. It is the same creature as `card`
    /// now: the effects on it apply to `card` (801.2), and `card` is tapped if it was
    /// (801.2b). Returns the base as it was.
    pub(crate) fn stack_also(&mut self, card: CardId, base: CardId) -> crate::state::CardState {
        self.battle.retain(|&x| x != base);
        let b = self.card(base).clone();
        let mut under = std::mem::take(&mut self.card_mut(base).under);
        under.push(base);
        let seals = std::mem::take(&mut self.card_mut(base).seals);
        let auras = std::mem::take(&mut self.card_mut(base).auras);
        for &u in under.iter().chain(&seals).chain(&auras) {
            self.card_mut(u).attached_to = Some(card);
        }
        let m = self.card_mut(card);
        m.under.splice(0..0, under);
        m.seals.extend(seals);
        m.auras.extend(auras);
        m.tapped |= b.tapped;
        let new = m.obj();
        self.became(b.obj(), new);
        b
    }
}

/// Whether each filter (a row of `fits`) can be given a creature of its own (a column), the
/// creatures `must` among them. By the Mendelsohn–Dulmage theorem such an assignment exists
/// exactly when one gives every filter a creature and one gives every `must` creature a filter:
/// two bipartite matchings, each found by augmenting paths in polynomial time, so a card with
/// many bases can't make the choice explode (it was a backtracking search, factorial).
fn assignable(fits: &[Vec<bool>], must: &[usize]) -> bool {
    let cols = fits.first().map_or(0, Vec::len);
    let by_filter: Vec<Vec<usize>> = fits.iter().map(|r| (0..cols).filter(|&j| r[j]).collect()).collect();
    let by_creature: Vec<Vec<usize>> = must
        .iter()
        .map(|&j| (0..fits.len()).filter(|&i| fits[i].get(j).copied().unwrap_or(false)).collect())
        .collect();
    saturates(&by_filter, cols) && saturates(&by_creature, fits.len())
}

/// Whether every left vertex (`adj[u]`: its neighbours among `right`) can be matched.
fn saturates(adj: &[Vec<usize>], right: usize) -> bool {
    let mut owner: Vec<Option<usize>> = vec![None; right];
    (0..adj.len()).all(|u| augment(adj, u, &mut owner, &mut vec![false; right]))
}

/// Kuhn's augmenting path from left vertex `u`.
fn augment(adj: &[Vec<usize>], u: usize, owner: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    for &v in &adj[u] {
        if std::mem::replace(&mut seen[v], true) {
            continue;
        }
        if owner[v].is_none_or(|w| augment(adj, w, owner, seen)) {
            owner[v] = Some(u);
            return true;
        }
    }
    false
}

impl Game {
    /// A replacement's `top_card_only`: only the top card of `card`'s element goes to `to`, moved
    /// as the event was moving it; the cards under it stay in the battle zone, reconstructed
    /// (801.4, 801.4c, 801.4d), and then, as the card's own words say, each card that can be
    /// there by itself is a creature of its own.
    pub(crate) fn top_card_only_leaves(
        &mut self,
        card: CardId,
        to: crate::card::Destination,
        how: crate::event::MoveHow,
        tapped: bool,
        why: &super::moves::MoveWhy,
    ) {
        let under = self.card(card).under.clone();
        let alone = super::moves::MoveWhy { alone: true, ..why.clone() };
        self.move_one(card, to, how, tapped, &alone);
        if let Some(top) = under.iter().rev().copied().find(|u| self.battle.contains(u)) {
            self.separate(top);
        }
    }

    /// Each card under `top`, an element reconstructed from a stack, that can be in the battle
    /// zone by itself becomes an element of its own beside it: not newly entered, tapped as
    /// `top` is (801.4c, 801.4d); the auras and seals stay on `top`.
    fn separate(&mut self, top: CardId) {
        let under = std::mem::take(&mut self.card_mut(top).under);
        let (tapped, controller) = (self.card(top).tapped, self.card(top).controller);
        let mut pos = self.battle.iter().position(|&x| x == top).map_or(self.battle.len(), |p| p + 1);
        let mut kept = Vec::new();
        for u in under.into_iter().rev() {
            if !self.face(u).card_type.is_element() {
                kept.insert(0, u);
                continue;
            }
            let card_type = self.face(u).card_type;
            let tappable = card_type.is_creature() || card_type == crate::card::CardType::Tamaseed;
            let m = self.card_mut(u);
            m.attached_to = None;
            m.controller = controller;
            m.tapped = tapped && tappable;
            self.battle.insert(pos.min(self.battle.len()), u);
            pos += 1;
            self.emit_with(
                crate::event::EventKind::Reconstructed { card: u },
                None,
                &["801.4c", "801.4d"],
                vec![crate::words::Text::new(
                    "a creature of its own, as the card that left says",
                    "離れたカードに書かれているとおり、別のクリーチャーとして残る",
                )],
            );
        }
        // A card that can't be there by itself stays with `top` (801.4a reads it on the stack).
        self.card_mut(top).under = kept;
    }
}

#[cfg(test)]
mod tests {
    use super::assignable;

    #[test]
    fn filters_get_creatures_of_their_own_with_the_chosen_among_them() {
        // Two filters; creature 0 fits both, creature 1 only the first.
        let fits = vec![vec![true, true], vec![true, false]];
        assert!(assignable(&fits, &[]));
        assert!(assignable(&fits, &[1]), "1 takes the first filter, 0 the second");
        // Creature 2 fits nothing.
        let fits = vec![vec![true, true, false], vec![true, false, false]];
        assert!(!assignable(&fits, &[2]));
        // Three filters, two creatures: no creature of its own for each.
        assert!(!assignable(&[vec![true, true], vec![true, true], vec![true, true]], &[]));
    }

    /// Twelve filters that each fit the same eleven creatures: a backtracking search tried
    /// every arrangement of eleven creatures before giving up; the matchings answer at once.
    #[test]
    fn many_bases_that_cant_all_be_met_answer_at_once() {
        let fits = vec![vec![true; 11]; 12];
        assert!(!assignable(&fits, &[0, 1, 2]));
        let fits = vec![vec![true; 12]; 12];
        assert!(assignable(&fits, &[0, 11]));
    }
}
