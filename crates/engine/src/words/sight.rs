//! A player's view in words: what stands for a card the viewer can't see, and the actions as
//! their player would say them ([`crate::sight::Sight`]).

use super::{colon, player, zone, zone_ref, Lang};
use crate::action::{Action, Manual};
use crate::decision::Answer;
use crate::player::PlayerId;
use crate::sight::Sight;
use crate::state::{CardId, TurnStep};
use crate::zone::{Zone, ZoneRef};
use Lang::{En, Ja};

/// A card face down in the battle zone, or a handle with no place.
pub(crate) fn face_down(l: Lang) -> &'static str {
    match l {
        En => "a face-down card",
        Ja => "裏向きのカード",
    }
}

/// A hidden card by its place: "Player 2's shield 3", "a card in Player 2's hand".
pub(crate) fn place(zref: ZoneRef, index: Option<usize>, l: Lang) -> String {
    let who = player(zref.player, l);
    match (zref.zone, index, l) {
        (Zone::Shields, Some(i), En) => format!("{who}'s shield {}", i + 1),
        (Zone::Shields, Some(i), Ja) => format!("{who}のシールド{}", i + 1),
        (Zone::Battle, _, _) => face_down(l).into(),
        (z, _, En) => format!("a card in {who}'s {}", z.name()),
        (z, _, Ja) => format!("{who}の{}のカード", zone(z, l)),
    }
}

/// A card an event moved unseen: "a shield" when it left the shield zone, else "a card".
pub(crate) fn unseen(shield: bool, l: Lang) -> &'static str {
    match (shield, l) {
        (true, En) => "a shield",
        (true, Ja) => "シールド",
        (false, En) => "a card",
        (false, Ja) => "カード",
    }
}

/// A card's ability waiting or resolving unseen: its text would tell the card.
pub(crate) fn unseen_pending(pending: u32, resolving: bool, l: Lang) -> String {
    match (l, resolving) {
        (En, false) => format!("An ability of a card you can't see waits as pending effect #{pending}"),
        (En, true) => format!("Resolving pending effect #{pending} of a card you can't see"),
        (Ja, false) => format!("見えないカードの能力が待機中の効果#{pending}として待つ"),
        (Ja, true) => format!("見えないカードの待機中の効果#{pending}を解決する"),
    }
}

/// An unseen shield broken: only "a shield", not "a shield's shield was broken".
pub(crate) fn shield_broken(to: ZoneRef, l: Lang) -> String {
    let to = zone_ref(to, l);
    match l {
        En => format!("A shield was broken and put into {to}"),
        Ja => format!("シールドがブレイクされ、{to}に置かれる"),
    }
}

/// A question that would name a card the viewer can't see.
pub(crate) fn making_a_choice(p: PlayerId, l: Lang) -> String {
    let who = player(p, l);
    match l {
        En => format!("{who} is making a choice"),
        Ja => format!("{who}が選択している"),
    }
}

/// A prompt with the creatures that must be chosen if able (101.2).
pub(crate) fn must_be_among(prompt: &str, names: &[String], l: Lang) -> String {
    match l {
        En => format!("{prompt}; {} must be among them if able (101.2)", names.join(", ")),
        Ja => format!("{prompt}（可能なら{}を含めて選ぶ、101.2）", names.join("、")),
    }
}

/// What stands for a hidden card's name in words worded for the judge.
pub(crate) fn hidden_card(l: Lang) -> &'static str {
    match l {
        En => "a hidden card",
        Ja => "見えないカード",
    }
}

/// "Resolve the effect of …", choosing a pending effect by its card.
pub(crate) fn resolve_effect_of(name: &str, l: Lang) -> String {
    match l {
        En => format!("Resolve the effect of {name}"),
        Ja => format!("{name}の効果を解決する"),
    }
}

/// An action in words ("Use Energy Stream", 「エナジー・ストリームを使う」), its cards named as
/// the viewer sees them.
pub(crate) fn action(s: &Sight, a: &Action, lang: Lang) -> String {
    let n = |c: CardId| s.name(c, lang);
    let ja = lang == Ja;
    let game = s.game();
    match a {
        // A cross gear in the battle zone is crossed, paying its cost again (303.3b).
        Action::Use { card, .. } if ja && game.is_gear_in_battle(*card) => {
            format!("{}をクリーチャーにクロスする", n(*card))
        }
        Action::Use { card, .. } if game.is_gear_in_battle(*card) => {
            format!("Cross {} onto a creature", n(*card))
        }
        Action::Use { card, .. } if ja => format!("{}を使う", n(*card)),
        Action::Use { card, .. } => format!("Use {}", n(*card)),
        Action::Charge { card } if ja => format!("{}をチャージする", n(*card)),
        Action::Charge { card } => format!("Charge {}", n(*card)),
        Action::Attack { attacker, target } => match (target, ja) {
            (Some(t), true) => format!("{}で{}を攻撃する", n(*attacker), n(*t)),
            (Some(t), false) => format!("{} → {}", n(*attacker), n(*t)),
            (None, true) => format!("{}で相手を攻撃する", n(*attacker)),
            (None, false) => format!("{} → the opponent", n(*attacker)),
        },
        Action::TapAbility { card, .. } if ja => format!("{}をタップしてタップ能力を使う", n(*card)),
        Action::TapAbility { card, .. } => format!("Tap {} to use its tap ability", n(*card)),
        Action::EndStep => match (game.turn().step == TurnStep::Attack, ja) {
            (true, false) => "End the attack step".into(),
            (false, false) => "End the step".into(),
            (true, true) => "攻撃ステップを終える".into(),
            (false, true) => "ステップを終える".into(),
        },
        Action::Answer(a) => answer(s, a, lang),
        Action::Manual(Manual::Move { card, to, .. }) => format!("{} → {}", n(*card), zone_ref(*to, lang)),
        Action::Manual(m) => {
            let edit = if ja { "手動編集" } else { "Manual edit" };
            let card = manual_card(m).map(|c| format!("{}{}", colon(lang), n(c)));
            edit.to_string() + &card.unwrap_or_default()
        }
    }
}

fn answer(s: &Sight, a: &Answer, lang: Lang) -> String {
    let ja = lang == Ja;
    match a {
        Answer::Cards(cs) => {
            let names = cs.iter().map(|&c| s.name(c, lang)).collect::<Vec<_>>();
            if ja {
                format!("{}を選ぶ", names.join("、"))
            } else {
                format!("Choose: {}", names.join(", "))
            }
        }
        Answer::Yes(y) => match (y, ja) {
            (true, false) => "Yes".into(),
            (false, false) => "No".into(),
            (true, true) => "はい".into(),
            (false, true) => "いいえ".into(),
        },
        Answer::Number(k) => k.to_string(),
        Answer::Pending(id) if ja => format!("#{id}を解決する"),
        Answer::Pending(id) => format!("Resolve #{id}"),
        Answer::Option(o) if ja => format!("選択肢{}", o + 1),
        Answer::Option(o) => format!("Option {}", o + 1),
    }
}

/// The card a manual edit names in its words.
fn manual_card(m: &Manual) -> Option<CardId> {
    match m {
        Manual::Tap { card, .. } | Manual::Sickness { card, .. } => Some(*card),
        _ => None,
    }
}
