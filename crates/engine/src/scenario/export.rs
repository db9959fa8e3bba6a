//! A session written as a scenario file (docs/scenarios.md): its custom cards, its board and its
//! current line of play as steps, ready to become a ruling once someone adds expectations.
//!
//! Every card of the board gets the label `c<id>` (its id in the session), and a card made
//! during the session is named `#<id>` (card ids are given in order, so replaying the file gives
//! it the same id). Pending effects are named `#<n>` as `explain` numbers them.

use super::Scenario;
use crate::action::{Action, Manual};
use crate::card::text::cards_toml;
use crate::card::{CardDb, Side};
use crate::decision::Answer;
use crate::player::PlayerId;
use crate::session::History;
use crate::setup::{CardSetup, Setup};
use crate::state::{CardId, Ruleset};
use std::fmt::Write as _;

/// The history as a scenario file titled `title`. Actions a scenario can't spell (flipping a
/// card, reordering a zone by hand) end the steps, with a comment saying so.
pub fn export(history: &History, title: &str) -> String {
    let setup = &history.setup;
    let db = CardDb::with_custom(&setup.custom_cards).unwrap_or_else(|_| CardDb::builtin());
    let ids = placement_ids(setup);
    let mut out = String::new();
    let _ = writeln!(out, "title = {}", quote(title));
    out.push_str("rules = []\nsource = \"Exported from Horyu\"\n");
    out.push_str("description = \"\"\"\nWhat this board shows, in your own words; then add expectations to the steps.\"\"\"\n");
    if setup.ruleset == Ruleset::Legacy {
        out.push_str("ruleset = \"legacy\"\n");
    }
    if !setup.custom_cards.is_empty() {
        out.push('\n');
        out.push_str(&cards_toml(&setup.custom_cards));
    }
    let _ = write!(
        out,
        "\n[board]\nactive = \"{}\"\nstep = \"{}\"\nturn = {}\n",
        setup.active.key(),
        step_key(setup),
        setup.turn
    );
    if setup.seed != 0 {
        let _ = writeln!(out, "seed = {}", crate::setup::seed_text::toml(setup.seed));
    }
    if let Some(p) = setup.first_player {
        let _ = writeln!(out, "first_player = \"{}\"", p.key());
    }
    if setup.start_game {
        out.push_str("start_game = true\n");
    }
    let mut next = 0;
    for (player, p) in [(PlayerId::P1, &setup.players.p1), (PlayerId::P2, &setup.players.p2)] {
        let _ = write!(out, "\n[board.{}]\n", player.key());
        for (zone, list) in p.zones() {
            if list.is_empty() {
                continue;
            }
            let entries: Vec<String> = list.iter().map(|c| entry(&db, c, &ids, &mut next)).collect();
            let _ = writeln!(out, "{} = [\n  {},\n]", zone.key(), entries.join(",\n  "));
        }
    }
    // Replayed alongside, to leave out the answers to questions with one possible answer: a
    // scenario's steps don't write them (its runner gives them, `Game::only_answer`).
    let mut game = crate::Game::from_setup(setup).ok();
    for (i, action) in history.actions.iter().enumerate() {
        let given = matches!(action, Action::Answer(a) if game.as_ref().and_then(|g| g.only_answer()).as_ref() == Some(a));
        if game.as_mut().is_some_and(|g| g.apply(action.clone()).is_err()) {
            game = None;
        }
        if given {
            continue;
        }
        match step(&db, action, &ids) {
            Some(lines) => {
                let _ = write!(out, "\n[[step]]\n{lines}");
            }
            None => {
                let _ = write!(
                    out,
                    "\n# Not exported: action {} and the {} after it ({action:?}) have no scenario step.\n",
                    i + 1,
                    history.actions.len() - i - 1
                );
                break;
            }
        }
    }
    out
}

/// The step keys accept what `TurnStep`'s serde name says.
fn step_key(setup: &Setup) -> String {
    toml::Value::try_from(setup.step).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

fn quote(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

fn label(id: CardId) -> String {
    format!("c{}", id.0)
}

/// A card of a step: a board card by its label, a card made later by its id.
fn name(id: CardId, ids: &[CardId]) -> String {
    if ids.contains(&id) {
        label(id)
    } else {
        format!("#{}", id.0)
    }
}

fn names(list: &[CardId], ids: &[CardId]) -> String {
    let v: Vec<String> = list.iter().map(|&c| quote(&name(c, ids))).collect();
    format!("[{}]", v.join(", "))
}

/// A card definition by its name, or by `#id` when the name would find another card.
fn def_name(db: &CardDb, card: crate::card::CardDefId) -> String {
    match db.get(card) {
        Some(d) if db.find(&d.front.name).map(|f| f.id) == Some(card) => d.front.name.clone(),
        _ => format!("#{}", card.0),
    }
}

fn entry(db: &CardDb, c: &CardSetup, ids: &[CardId], next: &mut usize) -> String {
    let id = ids.get(*next).copied().unwrap_or(CardId(*next as u16));
    *next += 1;
    let mut parts =
        vec![format!("card = {}", quote(&def_name(db, c.card))), format!("as = {}", quote(&label(id)))];
    for (on, key) in [(c.tapped, "tapped"), (c.sick, "sick"), (c.face_down, "face_down")] {
        if on {
            parts.push(format!("{key} = true"));
        }
    }
    for (list, key) in [(&c.under, "under"), (&c.seals, "seals")] {
        if !list.is_empty() {
            let inner: Vec<String> = list.iter().map(|u| entry(db, u, ids, next)).collect();
            parts.push(format!("{key} = [{}]", inner.join(", ")));
        }
    }
    let side =
        if c.side == Side::Front { "" } else { " # on its other side in the session: not expressible" };
    format!("{{ {} }}{side}", parts.join(", "))
}

fn step(db: &CardDb, action: &Action, ids: &[CardId]) -> Option<String> {
    let n = |c: &CardId| quote(&name(*c, ids));
    Some(match action {
        Action::Use { card, mana, side } => {
            let mut s = format!("use = {}\n", n(card));
            if let Some(m) = mana {
                let _ = writeln!(s, "mana = {}", names(m, ids));
            }
            match side {
                Some(Side::Twin) => s.push_str("side = \"twin\"\n"),
                Some(Side::Back) => s.push_str("side = \"back\"\n"),
                _ => {}
            }
            s
        }
        Action::Charge { card } => format!("charge = {}\n", n(card)),
        Action::Attack { attacker, target } => match target {
            Some(t) => format!("attack = {}\ntarget = {}\n", n(attacker), n(t)),
            None => format!("attack = {}\n", n(attacker)),
        },
        Action::TapAbility { card, ability } => format!("tap_ability = {}\nability = {ability}\n", n(card)),
        Action::EndStep => "end_step = true\n".into(),
        Action::Answer(Answer::Cards(list)) => format!("choose = {}\n", names(list, ids)),
        Action::Answer(Answer::Yes(y)) => format!("yes = {y}\n"),
        Action::Answer(Answer::Number(x)) => format!("number = {x}\n"),
        Action::Answer(Answer::Option(o)) => format!("option = {o}\n"),
        Action::Answer(Answer::Pending(p)) => format!("resolve = [\"#{p}\"]\n"),
        Action::Manual(Manual::Move { card, to, index }) => {
            let mut s = format!("move = {}\nto = \"{}\"\n", n(card), to.key());
            if let Some(i) = index {
                let _ = writeln!(s, "index = {i}");
            }
            s
        }
        Action::Manual(Manual::Tap { card, tapped: true }) => format!("tap = {}\n", n(card)),
        Action::Manual(Manual::Tap { card, tapped: false }) => format!("untap = {}\n", n(card)),
        Action::Manual(Manual::Create { card, to }) => {
            format!("create = {}\nto = \"{}\"\n", quote(&def_name(db, *card)), to.key())
        }
        Action::Manual(Manual::Flip { .. } | Manual::Reorder { .. } | Manual::Sickness { .. }) => {
            return None
        }
    })
}

/// The card ids a setup gives, in placement order (each card, then the cards under it, then its
/// seals): pinned ids where given, the free ones in order elsewhere (as `Game::from_setup`).
fn placement_ids(setup: &Setup) -> Vec<CardId> {
    fn walk<'a>(c: &'a CardSetup, out: &mut Vec<&'a CardSetup>) {
        out.push(c);
        for u in c.under.iter().chain(&c.seals) {
            walk(u, out);
        }
    }
    let mut placed = Vec::new();
    for p in [&setup.players.p1, &setup.players.p2] {
        for (_, list) in p.zones() {
            for c in list {
                walk(c, &mut placed);
            }
        }
    }
    let pinned: Vec<u16> = placed.iter().filter_map(|c| c.id.map(|i| i.0)).collect();
    let mut free = (0..u16::MAX).filter(|i| !pinned.contains(i));
    placed.iter().map(|c| c.id.unwrap_or_else(|| CardId(free.next().unwrap_or(0)))).collect()
}

impl Scenario {
    /// Writes a session as a scenario file; see [`export`].
    pub fn export(history: &History, title: &str) -> String {
        export(history, title)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Session;

    /// Every ruling, played and exported, reads back and replays to the same board.
    #[test]
    fn every_ruling_exports_to_a_scenario_that_replays_the_same_game() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/rulings");
        // The rulings and the official corpus in its folder.
        let files = [dir.clone(), dir.join("official")]
            .into_iter()
            .flat_map(|d| std::fs::read_dir(d).unwrap().map(|e| e.unwrap().path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"));
        let mut n = 0;
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            let sc = Scenario::parse(&text).unwrap();
            let history = sc.run().history(&sc.setup);
            if Session::from_history(history.clone()).is_err() {
                continue; // an expect_fail ruling whose line is refused
            }
            let file = export(&history, &sc.title);
            let again = Scenario::parse(&file).unwrap_or_else(|e| panic!("{}: {e}\n{file}", path.display()));
            let report = again.run();
            assert!(report.passed(), "{}: {:?}\n{file}", path.display(), report.failures());
            assert_eq!(report.actions, history.actions, "{}\n{file}", path.display());
            let (a, b) = (Session::from_history(history).unwrap(), report.game.unwrap());
            assert_eq!(a.game().board_summary(), b.board_summary(), "{}", path.display());
            n += 1;
        }
        assert!(n >= 70, "{n} rulings exported");
    }

    /// TOML's integers stop at i64::MAX; a larger seed is written as a string and reads back.
    #[test]
    fn every_seed_survives_a_scenario_file() {
        for seed in [0, 1, i64::MAX as u64, i64::MAX as u64 + 1, u64::MAX] {
            let setup = crate::selfplay::starter_setup(seed);
            let history = History { setup, actions: Vec::new(), cursor: 0, branches: Vec::new() };
            let file = export(&history, "seed");
            let again = Scenario::parse(&file).unwrap_or_else(|e| panic!("{seed}: {e}\n{file}"));
            assert_eq!(again.setup.seed, seed, "{file}");
        }
        assert!(Scenario::parse("[board]\nseed = -1\n[players.p1]\n[players.p2]\n").is_err());
    }
}
