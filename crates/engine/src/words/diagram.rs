//! The board picture's words ([`crate::diagram`]): its heading, the last event's rules, who
//! decides and what waits.

use super::{player, step, Lang};
use crate::player::PlayerId;
use crate::state::TurnState;
use Lang::{En, Ja};

/// "Turn 3 · Player 1's main step · moment 4 of 7 · judge view".
pub(crate) fn heading(
    t: &TurnState,
    cursor: usize,
    actions: usize,
    perspective: Option<PlayerId>,
    l: Lang,
) -> String {
    let (turn, s, active) = (t.number, step(t.step, l), player(t.active, l));
    match l {
        En => format!(
            "Turn {turn} · {active}'s {s} · moment {cursor} of {actions} · {}",
            match perspective {
                None => "judge view".to_string(),
                Some(p) => format!("{p}'s view"),
            }
        ),
        Ja => format!(
            "ターン{turn}・{active}の{s}・{actions}手中{cursor}手目・{}",
            match perspective {
                None => "ジャッジ視点".to_string(),
                Some(p) => format!("{}視点", player(p, l)),
            }
        ),
    }
}

/// An event's line with the rules it cites.
pub(crate) fn with_rules(line: &str, rules: &str, l: Lang) -> String {
    match l {
        En => format!("{line} (rule {rules})"),
        Ja => format!("{line}（{rules}）"),
    }
}

/// The game is over.
pub(crate) fn wins(w: PlayerId, l: Lang) -> String {
    match l {
        En => format!("{} wins", player(w, l)),
        Ja => format!("{}の勝ち", player(w, l)),
    }
}

/// Who is asked, and what.
pub(crate) fn to_decide(p: PlayerId, prompt: &str, l: Lang) -> String {
    let who = player(p, l);
    match l {
        En => format!("{who} to decide: {prompt}"),
        Ja => format!("{who}が選ぶ：{prompt}"),
    }
}

/// The cards in the standby state the viewer sees, and how many effects are pending.
pub(crate) fn band(standby: &[String], pending: usize, l: Lang) -> String {
    match l {
        En if standby.is_empty() && pending == 0 => "No card in the standby state, nothing pending".into(),
        Ja if standby.is_empty() && pending == 0 => "保留状態のカードなし・待機中の効果なし".into(),
        En => format!(
            "Standby: {} · pending effects: {pending}",
            if standby.is_empty() { "none".to_string() } else { standby.join(", ") }
        ),
        Ja => format!(
            "保留状態：{}・待機中の効果：{pending}",
            if standby.is_empty() { "なし".to_string() } else { standby.join("、") }
        ),
    }
}
