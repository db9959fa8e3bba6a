//! A link of an older card pool version (docs/links.md, "Pool versions"), read with each pool
//! card that changed since as a custom card of the definition it had then: the board is the
//! one the link was made with, and writing it again makes a link of the pool as it is.
//!
//! Only builds that read the pool's history do this (the `text` feature: the worker, the CLI,
//! the tests). The page's module reads no history: it refuses such a link with
//! [`LinkError::OlderPool`] and hands it to its worker, which writes it again (`Work::Relink`).

use super::LinkError;
use crate::action::{Action, Manual};
use crate::card::db::{cards_to_bytes, MAX_CUSTOM_CARDS, MAX_CUSTOM_TOML_BYTES};
use crate::card::pool::Pool;
use crate::card::{CardDefId, CUSTOM_ID_BASE};
use crate::session::History;
use crate::setup::CardSetup;

/// `history`, read from a link of pool `version` (`None`: the pool as it is), with each pool
/// card it names whose definition changed after `version` a custom card of its former
/// definition, under the next free custom id. Cards that did not change stay pool cards.
pub(super) fn read_as_of(mut history: History, version: Option<u32>) -> Result<History, LinkError> {
    match (version, crate::card::pool::installed()) {
        (Some(version), Some(pool)) => {
            rewrite(&mut history, version, &pool)?;
            Ok(history)
        }
        _ => Ok(history),
    }
}

fn rewrite(history: &mut History, version: u32, pool: &Pool) -> Result<(), LinkError> {
    let mut named: Vec<CardDefId> = Vec::new();
    visit_ids(history, &mut |id| {
        if !named.contains(id) {
            named.push(*id);
        }
    });
    let customs = &mut history.setup.custom_cards;
    let mut next = match customs.iter().map(|c| c.id.0).max() {
        None => Some(CUSTOM_ID_BASE),
        Some(m) => m.max(CUSTOM_ID_BASE - 1).checked_add(1),
    };
    let mut renamed: Vec<(CardDefId, CardDefId)> = Vec::new();
    // The link written again must be readable: within the custom cards' limits.
    let too_many = LinkError::Oversized {
        what: "its custom cards with the pool cards changed since its version",
        limit: MAX_CUSTOM_CARDS,
    };
    for id in named {
        let Some(former) = pool.def_at(id, version) else { continue };
        let Some(free) = next.filter(|_| customs.len() < MAX_CUSTOM_CARDS) else { return Err(too_many) };
        let mut def = former.clone();
        def.id = CardDefId(free);
        next = free.checked_add(1);
        renamed.push((id, def.id));
        customs.push(def);
    }
    if renamed.is_empty() {
        return Ok(());
    }
    if cards_to_bytes(customs).len() > MAX_CUSTOM_TOML_BYTES {
        return Err(LinkError::Oversized {
            what: "the bytes of its custom cards with the pool cards changed since its version",
            limit: MAX_CUSTOM_TOML_BYTES,
        });
    }
    visit_ids(history, &mut |id| {
        if let Some(&(_, to)) = renamed.iter().find(|(from, _)| from == id) {
            *id = to;
        }
    });
    Ok(())
}

/// Every card id a history names: the setup's cards (with the cards under and sealing them),
/// and the cards its actions create, on every line.
fn visit_ids(h: &mut History, f: &mut dyn FnMut(&mut CardDefId)) {
    fn card(c: &mut CardSetup, f: &mut dyn FnMut(&mut CardDefId)) {
        f(&mut c.card);
        for c in c.under.iter_mut().chain(c.seals.iter_mut()) {
            card(c, f);
        }
    }
    for p in [&mut h.setup.players.p1, &mut h.setup.players.p2] {
        for list in super::layout::zone_lists_mut(p) {
            for c in list.iter_mut() {
                card(c, f);
            }
        }
    }
    for a in h.actions.iter_mut().chain(h.branches.iter_mut().flat_map(|(_, b)| b.iter_mut())) {
        if let Action::Manual(Manual::Create { card, .. }) = a {
            f(card);
        }
    }
}
