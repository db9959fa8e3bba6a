//! Events worded for the log, in English (`describe_en`, also what `horyu explain` prints) and
//! in Japanese (`describe_ja`): the event is data (`event.rs`), its words are here.

use super::{keyword, player, ruleset, standby_reason, step, zone, zone_ref, Lang};
use crate::event::{Cause, DeckEnd, Event, EventKind, MoveHow, UseHow};
use crate::state::{CardId, Game};
use crate::zone::{Zone, ZoneRef};

const JA: Lang = Lang::Ja;

// One arm per event kind; issue #43's wording rewrite (a helper of its own) reshapes it.
#[allow(clippy::too_many_lines)]
pub(crate) fn describe_ja(e: &Event, game: &Game, name: &dyn Fn(crate::CardId) -> String) -> String {
    let n = |c: &crate::CardId| name(*c);
    let ns = |cs: &[crate::CardId]| cs.iter().map(|&c| name(c)).collect::<Vec<_>>().join("、");
    let zr = |z: &crate::ZoneRef| zone_ref(*z, JA);
    match &e.kind {
        EventKind::GameStarted { ruleset: r } => format!("{}でゲームを開始する", ruleset(*r, JA)),
        EventKind::TurnStarted { player: p, number } => {
            format!("ターン{number}：{}のターンが始まる", player(*p, JA))
        }
        EventKind::StepStarted { step: s } => format!("{}が始まる", step(*s, JA)),
        EventKind::Untapped { cards } => format!("アンタップ：{}", ns(cards)),
        EventKind::Tapped { cards } => format!("タップ：{}", ns(cards)),
        EventKind::TurnedUpsideDown { cards } => format!("上下逆さまにする：{}", ns(cards)),
        EventKind::Declared { player: p, card, how, from } => {
            let verb = match how {
                UseHow::Summon => "召喚する",
                UseHow::Cast => "唱える",
                UseHow::Generate => "ジェネレートする",
                UseHow::Fortify => "使ってシールドを要塞化する",
                UseHow::Expand => "展開する",
                UseHow::Attach | UseHow::Execute => "使う",
            };
            format!("{}が{}の{}を{verb}と宣言する", player(*p, JA), zone(*from, JA), n(card))
        }
        EventKind::EnteredStandby { cards, zone: z, reason } => format!(
            "{}が保留状態になる（{}）。{}にあるが、そこでは数えない",
            ns(cards),
            standby_reason(*reason, JA),
            zone(*z, JA)
        ),
        EventKind::LeftStandby { card, zone: z, stayed } => {
            if *stayed {
                format!(
                    "{}は保留状態でなくなり、{}にとどまる。置かれたのではないので、何もトリガーせず、状態も変わらない",
                    n(card),
                    zone(*z, JA)
                )
            } else {
                format!("{}は保留状態でなくなる", n(card))
            }
        }
        EventKind::CostDetermined { card, printed, cost } => {
            if printed == cost {
                format!("{}のコストは{cost}", n(card))
            } else {
                format!("{}のコストは{cost}（表記は{printed}）", n(card))
            }
        }
        EventKind::Paid { card, mana } => format!("{}をタップして{}のコストを支払う", ns(mana), n(card)),
        EventKind::Used { card, how } => match how {
            UseHow::Summon => format!("{}が召喚される", n(card)),
            UseHow::Cast => format!("{}が唱えられる", n(card)),
            UseHow::Generate => format!("{}がジェネレートされる", n(card)),
            UseHow::Fortify => format!("{}でシールドを要塞化する", n(card)),
            UseHow::Expand => format!("{}が展開される", n(card)),
            UseHow::Attach | UseHow::Execute => format!("{}が使われる", n(card)),
        },
        EventKind::Triggered { pending, source, text } => format!(
            "{}の能力がトリガーし、待機中の効果#{pending}として待つ：{}",
            n(source),
            ability_text(game, e.cause.as_ref(), *source, text, name)
        ),
        EventKind::Resolving { pending, source, text } => format!(
            "{}の待機中の効果#{pending}を解決する：{}",
            n(source),
            ability_text(game, e.cause.as_ref(), *source, text, name)
        ),
        EventKind::SpellResolving { card } => format!("{}の能力を上から順に解決する", n(card)),
        EventKind::ConditionFailed { pending } => {
            format!("待機中の効果#{pending}は何もしない：条件を満たさなくなった")
        }
        EventKind::Declined { pending } => {
            format!("待機中の効果#{pending}：コントローラーは使わないことを選んだ")
        }
        EventKind::Moved { card, from, to, how, end } => {
            let what = n(card);
            match how {
                MoveHow::Drawn => format!("{}が{what}を引く", player(from.player, JA)),
                MoveHow::Charged => format!("{what}を{}にチャージする", zr(to)),
                MoveHow::Destroyed => format!("{what}が破壊される"),
                MoveHow::Discarded => format!("{what}が捨てられる"),
                MoveHow::Broken => format!("シールドの{what}がブレイクされ、{}に置かれる", zr(to)),
                MoveHow::Resolved => format!("{what}の解決が終わり、{}に置かれる", zr(to)),
                MoveHow::Entered => format!("{what}がバトルゾーンに出る"),
                MoveHow::Sealed => format!("{what}が封印として付けられる"),
                MoveHow::Attached => format!("{what}がバトルゾーンのクリーチャーに付けられる"),
                MoveHow::Put => {
                    let into = match end {
                        Some(DeckEnd::Top) => format!("{}の上に", zr(to)),
                        Some(DeckEnd::Bottom) => format!("{}の下に", zr(to)),
                        None => format!("{}に", zr(to)),
                    };
                    if from == to && end.is_some() {
                        format!("{what}が{into}置かれる")
                    } else {
                        format!("{what}が{}から{into}置かれる", zr(from))
                    }
                }
                MoveHow::Stacked => format!("{what}が{}から{}のカードと重ねられる", zr(from), zr(to)),
                MoveHow::ToAnywhere => format!("{what}が{}を離れ、どこでもないゾーンに行く", zr(from)),
                MoveHow::Cleanup => format!("保留状態のままの{what}が{}に置かれる", zr(to)),
                MoveHow::Manual => format!("{what}を手で{}から{}に動かした", zr(from), zr(to)),
            }
        }
        EventKind::Replaced { card, would, instead, by } => {
            format!("{}は{}かわりに{}（{}の置換効果）", n(card), would.ja, instead.ja, n(by))
        }
        EventKind::PowerModified { card, amount } => format!("{}のパワーが{amount:+}される", n(card)),
        EventKind::Granted { card, keyword: k } => format!("{}は「{}」を得る", n(card), keyword(k, JA)),
        EventKind::Shuffled { player: p } => format!("{}が山札をシャッフルする", player(*p, JA)),
        EventKind::Looked { player: p, cards } => format!("{}が{}を見る", player(*p, JA), ns(cards)),
        EventKind::Revealed { cards } => format!("公開：{}", ns(cards)),
        EventKind::NothingToDo { what, .. } => format!("何も起こらない：{}", what.ja),
        EventKind::DelayedCreated { what } => format!("遅延誘発型能力が待機する：{}", what.ja),
        EventKind::Prohibited { what, .. } => what.ja.clone(),
        EventKind::Lost { player: p, reason } => format!("{}はゲームに負ける：{}", player(*p, JA), reason.ja),
        EventKind::Won { player: p, reason } => format!("{}はゲームに勝つ：{}", player(*p, JA), reason.ja),
        EventKind::Void { reason } => format!("勝者なしで無効試合になる：{}", reason.ja),
        EventKind::Created { card, to } => format!("手動編集：新しい{}を{}に置く", n(card), zr(to)),
        EventKind::ManualTap { card, tapped } => {
            format!("手動編集：{}を{}", n(card), if *tapped { "タップ" } else { "アンタップ" })
        }
        EventKind::ManualFlip { card } => format!("手動編集：{}を裏返した", n(card)),
        EventKind::ManualSickness { card, sick: true } => {
            format!("手動編集：{}はこのターンにバトルゾーンに出たものとする（召喚酔い）", n(card))
        }
        EventKind::ManualSickness { card, sick: false } => {
            format!("手動編集：{}はターンの始めからバトルゾーンにあったものとする", n(card))
        }
        EventKind::ManualReorder { zone } => format!("手動編集：{}の順番を並べ替えた", zr(zone)),
        EventKind::Attacked { attacker, target } => match target {
            Some(t) => format!("{}が{}を攻撃する", n(attacker), n(t)),
            None => format!("{}が相手プレイヤーを攻撃する", n(attacker)),
        },
        EventKind::TapAbilityUsed { card, text } => format!(
            "{}で攻撃する代わりに、タップしてタップ能力を使う：{}",
            n(card),
            ability_text(game, e.cause.as_ref(), *card, text, name)
        ),
        EventKind::SilentSkillUsed { card, pending, text } => format!(
            "{}はアンタップする代わりにサイレントスキルを使い、待機中の効果#{pending}として待つ：{}",
            n(card),
            ability_text(game, e.cause.as_ref(), *card, text, name)
        ),
        EventKind::Blocked { blocker } => format!("{}がブロックする", n(blocker)),
        #[cfg(whole_vocabulary)]
        EventKind::MustBlock { blocker, attacker } => {
            format!(
                "このターン、{}は可能であれば{}をブロックし、{}は他のクリーチャーにブロックされない",
                n(blocker),
                n(attacker),
                n(attacker)
            )
        }
        EventKind::Redirected { to } => format!("攻撃先が{}に変更される", n(to)),
        EventKind::Battle { winner, loser } => match winner {
            Some(w) => format!("{}が{}とのバトルに勝つ", n(w), ns(loser)),
            // Both win every battle (115.3b).
            None if loser.is_empty() => "どちらのクリーチャーもバトルに勝たず、負けない".to_string(),
            None => format!("{}がバトルに負ける", ns(loser)),
        },
        EventKind::ExtraTurn { player: p } => format!("{}は追加ターンを得る", player(*p, JA)),
        EventKind::WillSkipTurn { player: p } => {
            format!("{}は次の自分のターンを飛ばす", player(*p, JA))
        }
        EventKind::MovedNone { player: p, how } => match how {
            MoveHow::Drawn => format!("{}はカードを引かない（0枚）", player(*p, JA)),
            MoveHow::Discarded => format!("{}は手札を捨てない（0枚）", player(*p, JA)),
            _ => format!("{}のカードは移動しない（0枚）", player(*p, JA)),
        },
        EventKind::TurnSkipped { player: p } => format!("{}のターンは飛ばされる", player(*p, JA)),
        EventKind::Reconstructed { card } => format!("{}は新たに出ることなく、バトルゾーンに残る", n(card)),
        EventKind::Crossed { gear, creature, from } => match from {
            Some(f) => format!("{}が{}から{}にクロスし直される", n(gear), n(f), n(creature)),
            None => format!("{}が{}にクロスされる", n(gear), n(creature)),
        },
        EventKind::ModeChosen { player: p, mode } => {
            format!("{}はモード「{}」を選ぶ", player(*p, JA), mode.ja)
        }
        EventKind::Named { player: p, what, named } => {
            format!("{}は{}「{}」を宣言する", player(*p, JA), super::naming(*what, JA), named.ja)
        }
        EventKind::GachinkoJudged { player: p, won, mine, theirs } => {
            let side = |x: &Option<(crate::CardId, u32)>| match x {
                Some((c, cost)) => format!("{}（コスト{cost}）", n(c)),
                None => "カードなし".to_string(),
            };
            let result = if *won { "勝つ" } else { "負ける" };
            format!("{}はガチンコ・ジャッジに{result}：{}対{}", player(*p, JA), side(mine), side(theirs))
        }
        EventKind::AttackEnded { attacker } => format!("{}の攻撃が終わる", n(attacker)),
        EventKind::Flipped { card, from } => {
            // `from` is the English name of the side it left: find that side for its Japanese.
            let def = game.def(*card);
            let was = def
                .faces()
                .find(|(_, f)| &f.name == from && !f.name_ja.is_empty())
                .map_or(from.as_str(), |(_, f)| f.name_ja.as_str());
            format!("{was}が裏返り、{}になる", n(card))
        }
    }
}

/// A pending effect's text in Japanese. An ability's text is its card's `text_ja` (by the
/// cause's ability, else by its English text); an S-Trigger, which has no ability of its own
/// (the cause names none), is worded here.
fn ability_text(
    game: &Game,
    cause: Option<&Cause>,
    source: crate::CardId,
    en: &str,
    name: &dyn Fn(crate::CardId) -> String,
) -> String {
    let Some(ability) = cause.and_then(|c| c.ability) else {
        return format!("S・トリガー：{}をコストを支払わずに使う", name(source));
    };
    // Where the ability is written: the card's own, or the giver's of a given one (604).
    let def = cause.and_then(|c| game.db().get(c.def)).unwrap_or_else(|| game.def(source));
    def.faces()
        .filter_map(|(_, f)| f.ability(ability))
        .chain(def.faces().flat_map(|(_, f)| f.abilities.iter().chain(f.given_abilities())))
        .find(|a| a.text == en && !a.text_ja.is_empty())
        .map(|a| a.text_ja.clone())
        // A delayed triggered ability is worded by the step of the effect that made it (603.6).
        .or_else(|| def.faces().flat_map(|(_, f)| f.abilities.iter()).find_map(|a| delayed_ja(&a.effect, en)))
        .unwrap_or_else(|| en.to_string())
}

/// The Japanese words of the delayed triggered ability worded `en` among these steps.
fn delayed_ja(steps: &[crate::card::Step], en: &str) -> Option<String> {
    use crate::card::Step;
    steps.iter().find_map(|s| match s {
        Step::Delayed(d) if d.text == en && !d.text_ja.is_empty() => Some(d.text_ja.clone()),
        Step::Delayed(d) => delayed_ja(&d.effect, en),
        Step::If(i) => delayed_ja(&i.then, en).or_else(|| delayed_ja(&i.otherwise, en)),
        Step::May(m) => delayed_ja(m, en),
        Step::Mode(m) => m.options.iter().find_map(|o| delayed_ja(&o.effect, en)),
        Step::GachinkoJudge(g) => delayed_ja(&g.then, en),
        _ => None,
    })
}

/// The event in English, naming each card by `name`.
// One arm per event kind, as `describe_ja`.
#[allow(clippy::too_many_lines)]
pub(crate) fn describe_en(e: &Event, name: &dyn Fn(CardId) -> String) -> String {
    let n = |c: &CardId| name(*c);
    let ns = |cs: &[CardId]| cs.iter().map(n).collect::<Vec<_>>().join(", ");
    let zr = |z: &ZoneRef| {
        if z.zone == Zone::Battle {
            "the battle zone".to_string()
        } else {
            format!("{}'s {}", z.player, z.zone)
        }
    };
    match &e.kind {
        EventKind::GameStarted { ruleset } => {
            format!("The game starts under the {}", ruleset.name())
        }
        EventKind::TurnStarted { player, number } => {
            format!("Turn {number}: {player}'s turn begins")
        }
        EventKind::StepStarted { step } => format!("The {} begins", step.name()),
        EventKind::Untapped { cards } => format!("Untapped: {}", ns(cards)),
        EventKind::Tapped { cards } => format!("Tapped: {}", ns(cards)),
        EventKind::TurnedUpsideDown { cards } => format!("Turned upside down: {}", ns(cards)),
        EventKind::Declared { player, card, how, from } => {
            let verb = match how {
                UseHow::Summon => "summon",
                UseHow::Cast => "cast",
                UseHow::Generate => "generate",
                UseHow::Fortify => "fortify with",
                UseHow::Expand => "expand",
                UseHow::Attach | UseHow::Execute => "use",
            };
            format!("{player} declares to {verb} {} from the {from}", n(card))
        }
        EventKind::EnteredStandby { cards, zone, reason } => format!(
            "{} entered the standby state ({}); still in the {zone}, but not counted there",
            ns(cards),
            reason.describe()
        ),
        EventKind::LeftStandby { card, zone, stayed } => {
            if *stayed {
                format!("{} left the standby state and stays in the {zone}: it was not put there, so nothing triggers and its state is unchanged", n(card))
            } else {
                format!("{} left the standby state", n(card))
            }
        }
        EventKind::CostDetermined { card, printed, cost } => {
            if printed == cost {
                format!("The cost of {} is {cost}", n(card))
            } else {
                format!("The cost of {} is {cost} (printed {printed})", n(card))
            }
        }
        EventKind::Paid { card, mana } => {
            format!("Paid for {} by tapping {}", n(card), ns(mana))
        }
        EventKind::Used { card, how } => format!("{} is {}", n(card), how.verb()),
        EventKind::Triggered { pending, source, text } => {
            format!("{}'s ability triggers and waits as pending effect #{pending}: {text}", n(source))
        }
        EventKind::Resolving { pending, source, text } => {
            format!("Resolving pending effect #{pending} of {}: {text}", n(source))
        }
        EventKind::SpellResolving { card } => format!("{} resolves, top to bottom", n(card)),
        EventKind::ConditionFailed { pending } => {
            format!("Pending effect #{pending} does nothing: its condition no longer holds")
        }
        EventKind::Declined { pending } => {
            format!("Pending effect #{pending}: its controller chose not to apply it")
        }
        EventKind::Moved { card, from, to, how, end } => {
            let what = n(card);
            match how {
                MoveHow::Drawn => format!("{} drew {what}", from.player),
                MoveHow::Charged => format!("{what} was charged into {}", zr(to)),
                MoveHow::Destroyed => format!("{what} was destroyed"),
                MoveHow::Discarded => format!("{what} was discarded"),
                MoveHow::Broken => {
                    format!("The shield {what} was broken and put into {}", zr(to))
                }
                MoveHow::Resolved => {
                    format!("{what} finished resolving and was put into {}", zr(to))
                }
                MoveHow::Entered => format!("{what} was put into the battle zone"),
                MoveHow::Sealed => format!("{what} was attached as a seal"),
                MoveHow::Attached => format!("{what} was attached to a creature in the battle zone"),
                MoveHow::Put => {
                    let into = match end {
                        Some(DeckEnd::Top) => format!("on top of {}", zr(to)),
                        Some(DeckEnd::Bottom) => format!("at the bottom of {}", zr(to)),
                        None => format!("into {}", zr(to)),
                    };
                    // Within one deck (a gachinko judge's card) only the end is news.
                    if from == to && end.is_some() {
                        format!("{what} was put {into}")
                    } else {
                        format!("{what} was put from {} {into}", zr(from))
                    }
                }
                MoveHow::Stacked => {
                    format!("{what} was put from {} into a stack of {}", zr(from), zr(to))
                }
                MoveHow::ToAnywhere => {
                    format!("{what} left {} for the anywhere zone", zr(from))
                }
                MoveHow::Cleanup => {
                    format!("{what}, still in standby, was put into {}", zr(to))
                }
                MoveHow::Manual => {
                    format!("{what} was moved by hand from {} to {}", zr(from), zr(to))
                }
            }
        }
        EventKind::Replaced { card, would, instead, by } => {
            format!("Instead of {would}, {} {instead} ({}'s replacement effect)", n(card), n(by))
        }
        EventKind::PowerModified { card, amount } => {
            format!("{} gets {amount:+} power", n(card))
        }
        EventKind::Granted { card, keyword } => format!("{} gets {}", n(card), keyword.name()),
        EventKind::Shuffled { player } => format!("{player} shuffled their deck"),
        EventKind::Looked { player, cards } => format!("{player} looked at {}", ns(cards)),
        EventKind::Revealed { cards } => format!("Revealed: {}", ns(cards)),
        EventKind::NothingToDo { what, .. } => format!("Nothing to do: {what}"),
        EventKind::DelayedCreated { what } => format!("A delayed triggered ability waits: {what}"),
        EventKind::Prohibited { what, .. } => what.en.clone(),
        EventKind::Lost { player, reason } => format!("{player} loses the game: {reason}"),
        EventKind::Won { player, reason } => format!("{player} wins the game: {reason}"),
        EventKind::Void { reason } => format!("The game is void, with no winner: {reason}"),
        EventKind::Created { card, to } => {
            format!("Manual edit: a new {} is put into {}", n(card), zr(to))
        }
        EventKind::ManualTap { card, tapped } => {
            format!("Manual edit: {} {}", n(card), if *tapped { "tapped" } else { "untapped" })
        }
        EventKind::ManualFlip { card } => format!("Manual edit: {} turned over", n(card)),
        EventKind::ManualSickness { card, sick: true } => {
            format!("Manual edit: {} counts as put into the battle zone this turn (summoning sickness)", n(card))
        }
        EventKind::ManualSickness { card, sick: false } => {
            format!("Manual edit: {} counts as in the battle zone since the turn began", n(card))
        }
        EventKind::ManualReorder { zone } => format!("Manual edit: {} reordered", zr(zone)),
        EventKind::Attacked { attacker, target } => match target {
            Some(t) => format!("{} attacks {}", n(attacker), n(t)),
            None => format!("{} attacks the opponent", n(attacker)),
        },
        EventKind::TapAbilityUsed { card, text } => {
            format!("{} is tapped to use its tap ability instead of attacking: {text}", n(card))
        }
        EventKind::SilentSkillUsed { card, pending, text } => format!(
            "{} stays tapped instead of untapping to use its Silent Skill, which waits as pending effect #{pending}: {text}",
            n(card)
        ),
        EventKind::Blocked { blocker } => format!("{} blocks", n(blocker)),
        #[cfg(whole_vocabulary)]
        EventKind::MustBlock { blocker, attacker } => format!(
            "this turn {} blocks {} if able, and no other creature can block {}",
            n(blocker),
            n(attacker),
            n(attacker)
        ),
        EventKind::Redirected { to } => format!("The attack is redirected to {}", n(to)),
        EventKind::Battle { winner, loser } => match winner {
            Some(w) => format!("{} wins the battle against {}", n(w), ns(loser)),
            None if loser.is_empty() => "Neither creature wins or loses the battle".to_string(),
            None => format!("{} lose the battle", ns(loser)),
        },
        EventKind::ExtraTurn { player } => format!("{player} will take an extra turn"),
        EventKind::WillSkipTurn { player } => format!("{player} will skip their next turn"),
        EventKind::MovedNone { player, how } => match how {
            MoveHow::Drawn => format!("{player} drew no card (0)"),
            MoveHow::Discarded => format!("{player} discarded no card (0)"),
            _ => format!("No card of {player}'s moved (0)"),
        },
        EventKind::TurnSkipped { player } => format!("{player}'s turn is skipped"),
        EventKind::Reconstructed { card } => {
            format!("{} stays in the battle zone as the creature, without newly entering it", n(card))
        }
        EventKind::ModeChosen { player, mode } => format!("{player} chooses the mode \"{mode}\""),
        EventKind::Named { player, what, named } => {
            format!("{player} names the {} \"{}\"", super::naming(*what, Lang::En), named.en)
        }
        EventKind::GachinkoJudged { player, won, mine, theirs } => {
            let side = |x: &Option<(CardId, u32)>| match x {
                Some((c, cost)) => format!("{} (cost {cost})", n(c)),
                None => "no card".to_string(),
            };
            let result = if *won { "wins" } else { "loses" };
            format!("{player} {result} the gachinko judge: {} against {}", side(mine), side(theirs))
        }
        EventKind::AttackEnded { attacker } => format!("The attack of {} ends", n(attacker)),
        EventKind::Flipped { card, from } => format!("{from} flipped over: it is now {}", n(card)),
        EventKind::Crossed { gear, creature, from } => match from {
            Some(f) => format!("{} is crossed from {} onto {}", n(gear), n(f), n(creature)),
            None => format!("{} is crossed onto {}", n(gear), n(creature)),
        },
    }
}
