//! Refusals worded from their data, in English and Japanese, each with the rules it cites in
//! both. A reason is worded for the judge, naming any card: a player's view reads it through
//! [`crate::sight::Sight::refusal`].

use super::{card_type, civilization, comma, face_name, names, player, step, zone, zone_ref, Lang};
use crate::card::{CardType, Civilization};
use crate::decision::DecisionKind;
use crate::rules::apply::ActionError;
use crate::rules::refusal::{Answer, Attack, Charge, Edit, Pay, Refusal, Tap, Use};
use crate::state::Game;
use crate::zone::Zone;
use Lang::{En, Ja};

/// A refusal in `lang`.
pub(crate) fn refusal(g: &Game, r: &Refusal, l: Lang) -> String {
    match r {
        Refusal::Charge(r) => charge(g, r, l),
        Refusal::Use(r) => using(g, r, l),
        Refusal::Pay(r) => pay(g, r, l),
        Refusal::Attack(r) => attack(g, r, l),
        Refusal::Tap(r) => tap(g, r, l),
        Refusal::MustAttack { card } => match l {
            En => format!("{} must attack this turn if able (506.1b)", g.name(*card)),
            Ja => format!("{}はこのターン、可能なら攻撃しなければならない (506.1b)", g.name_in(*card, l)),
        },
        Refusal::Answer(r) => answer(g, r, l),
        Refusal::Edit(r) => edit(g, r, l),
    }
}

/// An action refused, in `lang`: the rules' refusals (already worded, in both languages) and
/// the actions that are no action now. Its English is the error's `Display`.
pub(crate) fn error(e: &ActionError, l: Lang) -> String {
    match (e, l) {
        (ActionError::GameOver, En) => "the game is over".to_string(),
        (ActionError::GameOver, Ja) => "ゲームは終了している".to_string(),
        (ActionError::NoSuchCard(c), En) => format!("no card c{c} in this game"),
        (ActionError::NoSuchCard(c), Ja) => format!("このゲームにカードc{c}はない"),
        (ActionError::NoDecision, En) => "nothing is being asked now".to_string(),
        (ActionError::NoDecision, Ja) => "今は何も問われていない".to_string(),
        (ActionError::DecisionPending(t), En) => format!("a decision must be answered first: {}", t.en),
        (ActionError::DecisionPending(t), Ja) => format!("先に答えなければならない問いがある：{}", t.ja),
        (ActionError::BadAnswer(t), En) => format!("illegal answer: {}", t.en),
        (ActionError::BadAnswer(t), Ja) => format!("その答えはできない：{}", t.ja),
        (ActionError::Illegal(t), En) => format!("illegal: {}", t.en),
        (ActionError::Illegal(t), Ja) => format!("できない：{}", t.ja),
    }
}

/// Civilizations listed in a language: "Fire, Water", 「火、水」.
fn civilizations(civs: &[Civilization], l: Lang) -> String {
    match l {
        En => civs.iter().map(|c| c.name()).collect::<Vec<_>>().join(", "),
        Ja => civs.iter().map(|&c| civilization(c, l)).collect::<Vec<_>>().join(comma(l)),
    }
}

fn charge(g: &Game, r: &Charge, l: Lang) -> String {
    match (r, l) {
        (Charge::NotManaChargeStep { step: s }, En) => {
            format!("mana is charged in the mana charge step, and this is the {} (503.1)", s.name())
        }
        (Charge::NotManaChargeStep { step: s }, Ja) => {
            format!("マナをチャージするのはマナチャージステップだが、今は{}だ (503.1)", step(*s, l))
        }
        (Charge::OneChargePerTurn, En) => "only one card may be charged each turn (503.2)".to_string(),
        (Charge::OneChargePerTurn, Ja) => "マナをチャージできるのは各ターン1枚だけ (503.2)".to_string(),
        (Charge::NotInHand { card, player: p }, En) => {
            format!("{} is not in {p}'s hand (503.1)", g.name(*card))
        }
        (Charge::NotInHand { card, player: p }, Ja) => {
            format!("{}は{}の手札にない (503.1)", g.name_in(*card, l), player(*p, l))
        }
        #[cfg(whole_vocabulary)]
        (Charge::Forbidden { player: p }, En) => {
            format!("{p} can't put cards from their hand into their mana zone now (101.2)")
        }
        #[cfg(whole_vocabulary)]
        (Charge::Forbidden { player: p }, Ja) => {
            format!("{}は今、手札からマナゾーンにカードを置けない (101.2)", player(*p, l))
        }
    }
}

fn using(g: &Game, r: &Use, l: Lang) -> String {
    let name = |c| g.name_in(c, l);
    match (r, l) {
        (Use::NotMainStep { step: s }, En) => {
            format!("cards are used in the main step, and this is the {} (504.1)", s.name())
        }
        (Use::NotMainStep { step: s }, Ja) => {
            format!("カードを使うのはメインステップだが、今は{}だ (504.1)", step(*s, l))
        }
        (Use::NotYourCard { card, player: p }, En) => format!("{} is not {p}'s card (601.1a)", name(*card)),
        (Use::NotYourCard { card, player: p }, Ja) => {
            format!("{}は{}のカードではない (601.1a)", name(*card), player(*p, l))
        }
        (Use::InStandby { card }, En) => format!("{} is already in the standby state (409.1)", name(*card)),
        (Use::InStandby { card }, Ja) => format!("{}はすでに保留状態にある (409.1)", name(*card)),
        (Use::NotTwinpact { card }, En) => format!("{} is not a twinpact (810.1)", name(*card)),
        (Use::NotTwinpact { card }, Ja) => format!("{}はツインパクトではない (810.1)", name(*card)),
        (Use::BackSide { card }, En) => format!("{}'s back side can't be used directly", name(*card)),
        (Use::BackSide { card }, Ja) => format!("{}の裏面は直接使えない", name(*card)),
        (Use::NotFromHand { card, zone: z }, En) => {
            format!("{} is in the {z}; cards are used from the hand (601.1a)", name(*card))
        }
        (Use::NotFromHand { card, zone: z }, Ja) => {
            format!("{}は{}にある。カードは手札から使う (601.1a)", name(*card), zone(*z, l))
        }
        (Use::NotYourGear { card, player: p }, En) => {
            format!("{} is not {p}'s cross gear (303.3b)", name(*card))
        }
        (Use::NotYourGear { card, player: p }, Ja) => {
            format!("{}は{}のクロスギアではない (303.3b)", name(*card), player(*p, l))
        }
        (Use::NoCrossTarget { card, player: p }, En) => format!(
            "{} has no creature of {p}'s to be crossed onto, other than the one it is on (303.3, 303.4a)",
            name(*card)
        ),
        (Use::NoCrossTarget { card, player: p }, Ja) => format!(
            "{}をクロスできる{}のクリーチャーが、今クロスしているもの以外にない (303.3, 303.4a)",
            name(*card),
            player(*p, l)
        ),
        (Use::RulePlus, En) => {
            "a Rule Plus can't be used: it only adds rules to the game (314.2)".to_string()
        }
        (Use::RulePlus, Ja) => {
            "ルール・プラスは使えない。ゲームにルールを加えるだけのカード (314.2)".to_string()
        }
        (Use::NotByPayingCost { card_type: t }, En) => {
            format!("a {t} can't be summoned by paying its cost (805.4a, 811.2a)")
        }
        (Use::NotByPayingCost { card_type: t }, Ja) => {
            format!("{}はコストを支払って召喚できない (805.4a, 811.2a)", card_type(*t, l))
        }
        (Use::NoEvolutionBase { card }, En) => {
            format!("{} has no creature to evolve from (801.1a)", name(*card))
        }
        (Use::NoEvolutionBase { card }, Ja) => {
            format!("{}の進化元になるクリーチャーがない (801.1a)", name(*card))
        }
        (Use::Forbidden { card }, En) => format!("{} can't be used now (101.2, 601.1b)", name(*card)),
        (Use::Forbidden { card }, Ja) => format!("{}は今使えない (101.2, 601.1b)", name(*card)),
        #[cfg(whole_vocabulary)]
        (Use::OnlyByTapping { card, zone: z }, En) => format!(
            "{} is in the {z}: it can be used from there only by tapping enough of your creatures for its cost, the mana chosen after them (601.1a, 601.1e)",
            name(*card)
        ),
        #[cfg(whole_vocabulary)]
        (Use::OnlyByTapping { card, zone: z }, Ja) => format!(
            "{}は{}にある。そこからは自分のクリーチャーを必要な数タップしてコストを支払うときだけ使え、マナはその後で選ぶ (601.1a, 601.1e)",
            name(*card),
            zone(*z, l)
        ),
    }
}

fn pay(g: &Game, r: &Pay, l: Lang) -> String {
    match (r, l) {
        (Pay::NotUntappedMana { card, player: p }, En) => {
            format!("{} is not an untapped card in {p}'s mana zone (601.1d)", g.name(*card))
        }
        (Pay::NotUntappedMana { card, player: p }, Ja) => format!(
            "{}は{}のマナゾーンにあるアンタップ状態のカードではない (601.1d)",
            g.name_in(*card, l),
            player(*p, l)
        ),
        (Pay::ListedTwice { card }, En) => format!("{} is listed twice (601.1d)", g.name(*card)),
        (Pay::ListedTwice { card }, Ja) => format!("{}が2回指定されている (601.1d)", g.name_in(*card, l)),
        (Pay::DoesNotPay { tapped, cost, civilizations: civs }, En) => {
            let tapped = tapped.iter().map(|x| g.name(*x)).collect::<Vec<_>>().join(", ");
            match civs.is_empty() {
                true => format!("tapping {tapped} does not pay {cost} (112.2a)"),
                false => format!(
                    "tapping {tapped} does not pay {cost} with one card of each civilization ({}) (112.2a)",
                    civilizations(civs, l)
                ),
            }
        }
        (Pay::DoesNotPay { tapped, cost, civilizations: civs }, Ja) => {
            let tapping = match &tapped[..] {
                [] => "何もタップしなければ".to_string(),
                m => format!("{}をタップしても", names(g, m, l)),
            };
            match civs.is_empty() {
                true => format!("{tapping}コスト{cost}を支払えない (112.2a)"),
                false => format!(
                    "{tapping}、{}の文明を1枚ずつ含めてコスト{cost}を支払えない (112.2a)",
                    civilizations(civs, l)
                ),
            }
        }
        (Pay::HalfCostsMore { card, side, cost, player: p, untapped }, En) => format!(
            "{}, the half used, costs {cost} and {p} has {untapped} untapped mana (810.3a, 112.2a)",
            g.def(*card).face(*side).name
        ),
        (Pay::HalfCostsMore { card, side, cost, player: p, untapped }, Ja) => format!(
            "使う側の{}のコストは{cost}で、{}のアンタップ状態のマナは{untapped}枚 (810.3a, 112.2a)",
            face_name(g.def(*card).face(*side), l),
            player(*p, l)
        ),
        (Pay::CostsMore { card, cost, player: p, untapped }, En) => {
            format!("{} costs {cost} and {p} has {untapped} untapped mana (112.2a, 601.1d)", g.name(*card))
        }
        (Pay::CostsMore { card, cost, player: p, untapped }, Ja) => format!(
            "{}のコストは{cost}で、{}のアンタップ状態のマナは{untapped}枚 (112.2a, 601.1d)",
            g.name_in(*card, l),
            player(*p, l)
        ),
        (Pay::NoCivilizations { player: p, civilizations: civs }, En) => {
            format!("{p}'s untapped mana can't provide the civilizations {} (112.2a)", civilizations(civs, l))
        }
        (Pay::NoCivilizations { player: p, civilizations: civs }, Ja) => format!(
            "{}のアンタップ状態のマナでは{}の文明をそろえられない (112.2a)",
            player(*p, l),
            civilizations(civs, l)
        ),
    }
}

fn attack(g: &Game, r: &Attack, l: Lang) -> String {
    let name = |c| g.name_in(c, l);
    match (r, l) {
        (Attack::NotAttackStep { step: s }, En) => {
            format!("attacks are declared in the attack step, and this is the {} (505.2)", s.name())
        }
        (Attack::NotAttackStep { step: s }, Ja) => {
            format!("攻撃を宣言するのは攻撃ステップだが、今は{}だ (505.2)", step(*s, l))
        }
        (Attack::NotYourCreature { card, player: p }, En) => {
            format!("{} is not {p}'s creature in the battle zone (506.1a)", name(*card))
        }
        (Attack::NotYourCreature { card, player: p }, Ja) => {
            format!("{}はバトルゾーンにある{}のクリーチャーではない (506.1a)", name(*card), player(*p, l))
        }
        (Attack::NotAnAttacker { card }, En) => format!("{} can't attack (505.3, 116.2a)", name(*card)),
        (Attack::NotAnAttacker { card }, Ja) => format!("{}は攻撃できない (505.3, 116.2a)", name(*card)),
        (Attack::Tapped { card }, En) => format!("{} is tapped (506.1a)", name(*card)),
        (Attack::Tapped { card }, Ja) => format!("{}はタップされている (506.1a)", name(*card)),
        (Attack::CantAttack { card }, En) => format!("{} can't attack (101.2)", name(*card)),
        (Attack::CantAttack { card }, Ja) => format!("{}は攻撃できない (101.2)", name(*card)),
        (Attack::CantAttackPlayers { card }, En) => {
            format!("{} can't attack players, only creatures (101.2)", name(*card))
        }
        (Attack::CantAttackPlayers { card }, Ja) => {
            format!("{}はプレイヤーを攻撃できない。攻撃できるのはクリーチャーだけ (101.2)", name(*card))
        }
        (Attack::CantAttackCreatures { card }, En) => {
            format!("{} can't attack creatures, only players (101.2)", name(*card))
        }
        (Attack::CantAttackCreatures { card }, Ja) => {
            format!("{}はクリーチャーを攻撃できない。攻撃できるのはプレイヤーだけ (101.2)", name(*card))
        }
        (Attack::AttacksCreaturesIfAble { card, able }, En) => {
            format!("{} attacks a creature if able, and it can attack {} (101.3)", name(*card), name(*able))
        }
        (Attack::AttacksCreaturesIfAble { card, able }, Ja) => {
            format!("{}は可能ならクリーチャーを攻撃する。{}を攻撃できる (101.3)", name(*card), name(*able))
        }
        #[cfg(whole_vocabulary)]
        (Attack::Lured { card, able }, En) => {
            format!(
                "{} must attack {} or another creature that lures attacks, as it can (101.3)",
                name(*card),
                name(*able)
            )
        }
        #[cfg(whole_vocabulary)]
        (Attack::Lured { card, able }, Ja) => {
            format!(
                "{}は可能であれば{}など攻撃を誘うクリーチャーを攻撃する (101.3)",
                name(*card),
                name(*able)
            )
        }
        #[cfg(whole_vocabulary)]
        (Attack::AttacksOnly { card, target }, En) => {
            format!("{} can attack only some creatures, and not {} (101.2)", name(*card), name(*target))
        }
        #[cfg(whole_vocabulary)]
        (Attack::AttacksOnly { card, target }, Ja) => {
            format!(
                "{}は一部のクリーチャーしか攻撃できず、{}は攻撃できない (101.2)",
                name(*card),
                name(*target)
            )
        }
        (Attack::SummoningSickness { card }, En) => {
            format!("{} entered the battle zone this turn (summoning sickness, 506.1a)", name(*card))
        }
        (Attack::SummoningSickness { card }, Ja) => {
            format!("{}はこのターンにバトルゾーンに出た（召喚酔い、506.1a）", name(*card))
        }
        (Attack::NotOpponentsCreature { target }, En) => {
            format!("{} is not an opponent's creature in the battle zone (506.1e)", name(*target))
        }
        (Attack::NotOpponentsCreature { target }, Ja) => {
            format!("{}はバトルゾーンにある相手のクリーチャーではない (506.1e)", name(*target))
        }
        (Attack::CantBeAttacked { target }, En) => format!("{} can't be attacked (101.2)", name(*target)),
        (Attack::CantBeAttacked { target }, Ja) => format!("{}は攻撃されない (101.2)", name(*target)),
        (Attack::Untapped { target }, En) => {
            format!("{} is untapped: only tapped creatures can be attacked (505.2)", name(*target))
        }
        (Attack::Untapped { target }, Ja) => {
            format!("{}はアンタップ状態だ。攻撃できるのはタップ状態のクリーチャーだけ (505.2)", name(*target))
        }
    }
}

fn tap(g: &Game, r: &Tap, l: Lang) -> String {
    let name = |c| g.name_in(c, l);
    match (r, l) {
        (Tap::NotAttackStep { step: s }, En) => format!(
            "a tap ability is used instead of attacking, in the attack step; this is the {} (602.3a)",
            s.name()
        ),
        (Tap::NotAttackStep { step: s }, Ja) => {
            format!("タップ能力は攻撃する代わりに攻撃ステップで使う。今は{} (602.3a)", step(*s, l))
        }
        (Tap::NotYourCreature { card, player: p }, En) => {
            format!("{} is not {p}'s creature in the battle zone (602.1)", name(*card))
        }
        (Tap::NotYourCreature { card, player: p }, Ja) => {
            format!("{}はバトルゾーンにある{}のクリーチャーではない (602.1)", name(*card), player(*p, l))
        }
        (Tap::NoSuchAbility { card }, En) => format!("{} has no such tap ability (602.1, 110.1)", name(*card)),
        (Tap::NoSuchAbility { card }, Ja) => format!("{}にそのタップ能力はない (602.1, 110.1)", name(*card)),
        (Tap::Tapped { card }, En) => {
            format!("{} is tapped: the ability is used by tapping it (602.1, 506.1a)", name(*card))
        }
        (Tap::Tapped { card }, Ja) => {
            format!("{}はタップされている。この能力はタップして使う (602.1, 506.1a)", name(*card))
        }
        (Tap::CantAttack { card }, En) => {
            format!("{} can't attack, so it can't use a tap ability (602.3a, 101.2)", name(*card))
        }
        (Tap::CantAttack { card }, Ja) => {
            format!("{}は攻撃できないので、タップ能力も使えない (602.3a, 101.2)", name(*card))
        }
        (Tap::SummoningSickness { card }, En) => format!(
            "{} entered the battle zone this turn: summoning sickness stops its tap ability as it stops an attack (602.3a, 506.1a)",
            name(*card)
        ),
        (Tap::SummoningSickness { card }, Ja) => format!(
            "{}はこのターンにバトルゾーンに出た。召喚酔いのクリーチャーは攻撃できず、タップ能力も使えない (602.3a, 506.1a)",
            name(*card)
        ),
        (Tap::MustAttack { card }, En) => {
            format!("{} must attack this turn if able, so it attacks instead (506.1b)", name(*card))
        }
        (Tap::MustAttack { card }, Ja) => format!(
            "{}はこのターン、可能なら攻撃しなければならないので、代わりにタップ能力は使えない (506.1b)",
            name(*card)
        ),
        (Tap::Forbidden { card }, En) => format!("{}'s tap abilities can't be used now (101.2)", name(*card)),
        (Tap::Forbidden { card }, Ja) => format!("{}のタップ能力は今使えない (101.2)", name(*card)),
    }
}

fn answer(g: &Game, r: &Answer, l: Lang) -> String {
    match (r, l) {
        (Answer::NoQuestion, En) => {
            "no question is pending: use a card, charge, attack or end the step".to_string()
        }
        (Answer::NoQuestion, Ja) => {
            "答える問いはない：カードを使う、マナをチャージする、攻撃する、またはステップを終える".to_string()
        }
        (Answer::NotPendingOption { pending, player: p, options }, En) => format!(
            "pending effect #{pending} is not one {p} may resolve now (options: {}; 101.4)",
            options.iter().map(|o| format!("#{o}")).collect::<Vec<_>>().join(", ")
        ),
        (Answer::NotPendingOption { pending, player: p, options }, Ja) => format!(
            "待機中の効果#{pending}は{}が今解決できるものではない（選べるのは{}） (101.4)",
            player(*p, l),
            options.iter().map(|o| format!("#{o}")).collect::<Vec<_>>().join(comma(l))
        ),
        (Answer::CardCount { min, max, chosen: n }, En) => {
            format!("choose between {min} and {max} cards, not {n}")
        }
        (Answer::CardCount { min, max, chosen: n }, Ja) if min == max => {
            format!("カードは{min}枚選ぶ（{n}枚ではない）")
        }
        (Answer::CardCount { min, max, chosen: n }, Ja) => {
            format!("カードは{min}枚から{max}枚まで選ぶ（{n}枚ではない）")
        }
        (Answer::MustChooseIfAble { required, count: k }, En) => {
            format!("{} must be chosen if able: choose {k} of them (101.2)", names(g, required, l))
        }
        (Answer::MustChooseIfAble { required, count: k }, Ja) => {
            format!("可能なら{}を選ばなければならない：そのうち{k}枚を選ぶ (101.2)", names(g, required, l))
        }
        (Answer::DoesNotPay { cost, civilizations: civs }, En) if civs.is_empty() => {
            format!("those cards do not pay {cost} (112.2a)")
        }
        (Answer::DoesNotPay { cost, civilizations: civs }, En) => format!(
            "those cards do not pay {cost} including one of each of {} (112.2a)",
            civilizations(civs, l)
        ),
        (Answer::DoesNotPay { cost, civilizations: civs }, Ja) if civs.is_empty() => {
            format!("そのカードではコスト{cost}を支払えない (112.2a)")
        }
        (Answer::DoesNotPay { cost, civilizations: civs }, Ja) => format!(
            "そのカードでは、{}の文明を1枚ずつ含めてコスト{cost}を支払えない (112.2a)",
            civilizations(civs, l)
        ),
        (Answer::Number { min, max }, En) => format!("choose a number from {min} to {max}"),
        (Answer::Number { min, max }, Ja) => format!("{min}から{max}までの数を選ぶ"),
        (Answer::Option { last }, En) => format!("choose an option from 0 to {last}"),
        (Answer::Option { last }, Ja) => format!("0から{last}までの選択肢を選ぶ"),
        (Answer::DoesNotFit { kind }, En) => {
            format!("this answer does not fit the question ({})", kind_name(kind, l))
        }
        (Answer::DoesNotFit { kind }, Ja) => format!("この答えは問いに合わない（{}）", kind_name(kind, l)),
        // The card is its id alone, which a player's view turns into its place (`Sight::refusal`).
        (Answer::NotAChoice { card, choices }, En) => {
            format!("{card} is not one of the choices ({choices} cards)")
        }
        (Answer::NotAChoice { card, choices }, Ja) => format!("{card}は選択肢（{choices}枚）にない"),
        (Answer::ChosenTwice { card }, En) => format!("{card} is chosen twice (601.1h)"),
        (Answer::ChosenTwice { card }, Ja) => format!("{card}が2回選ばれている (601.1h)"),
    }
}

/// What a question asks for, said to an answer of another kind.
fn kind_name(k: &DecisionKind, lang: Lang) -> &'static str {
    match (lang, k) {
        (En, DecisionKind::Turn) => "act or end the step",
        (En, DecisionKind::NextPending { .. }) => "answer with `pending`: which pending effect resolves next",
        (En, DecisionKind::Cards { .. }) => "answer with `cards`",
        (En, DecisionKind::Mana { .. }) => "answer with `cards`: the mana to tap",
        (En, DecisionKind::YesNo) => "answer with `yes`",
        (En, DecisionKind::Number { .. }) => "answer with `number`",
        (En, DecisionKind::Replacement { .. }) => "answer with `option`",
        (En, DecisionKind::Mode { .. }) => "answer with `option`: the mode",
        (Ja, DecisionKind::Turn) => "行動するか、ステップを終える",
        (Ja, DecisionKind::NextPending { .. }) => "次に解決する待機中の効果を選んで答える",
        (Ja, DecisionKind::Cards { .. }) => "カードを選んで答える",
        (Ja, DecisionKind::Mana { .. }) => "タップするマナを選んで答える",
        (Ja, DecisionKind::YesNo) => "はいかいいえで答える",
        (Ja, DecisionKind::Number { .. }) => "数を選んで答える",
        (Ja, DecisionKind::Replacement { .. }) => "選択肢を選んで答える",
        (Ja, DecisionKind::Mode { .. }) => "モードを選んで答える",
    }
}

fn edit(g: &Game, r: &Edit, l: Lang) -> String {
    match (r, l) {
        // Worded on the game that refused the edit, whose question is still the one asked.
        // (Worded on another game, the question is not named: never a panic.)
        (Edit::Unanswerable, _) => match (g.decision.as_ref(), l) {
            (Some(d), En) => {
                format!("this edit would leave \"{}\" with no possible answer: answer it first", d.prompt)
            }
            (Some(d), Ja) => {
                format!("この編集をすると「{}」に答えられなくなる。先に答える", d.prompt_in(g, l))
            }
            (None, En) => {
                "this edit would leave the question asked with no possible answer: answer it first".into()
            }
            (None, Ja) => "この編集をすると問いに答えられなくなる。先に答える".into(),
        },
        (Edit::Anywhere, En) => "the anywhere zone is not a place to put cards by hand".to_string(),
        (Edit::Anywhere, Ja) => "どこでもないゾーンには手でカードを置けない".to_string(),
        (Edit::PastLastPlace { index: i, max }, En) => {
            format!("place {i} is past the last a link can hold ({max})")
        }
        (Edit::PastLastPlace { index: i, max }, Ja) => {
            format!("位置{i}はリンクが持てる最後の位置（{max}）より後")
        }
        (Edit::WrongZone { card_type: t, zone: z }, _) => wrong_zone(*t, *z, l),
        (Edit::NotTappable { zone: z }, En) => {
            format!("only cards in the battle zone and the mana zone can be tapped, not in the {z} (105.4a)")
        }
        (Edit::NotTappable { zone: z }, Ja) => format!(
            "タップできるのはバトルゾーンとマナゾーンのカードだけで、{}のカードはタップできない (105.4a)",
            zone(*z, l)
        ),
        (Edit::SicknessOutsideBattle, En) => {
            "only a card in the battle zone can have summoning sickness (506.1a)".to_string()
        }
        (Edit::SicknessOutsideBattle, Ja) => "召喚酔いするのはバトルゾーンのカードだけ (506.1a)".to_string(),
        (Edit::NoSuchCard { card }, En) => format!("no card with id {} in this session's cards", card.0),
        (Edit::NoSuchCard { card }, Ja) => format!("このセッションのカードに番号{}のカードはない", card.0),
        (Edit::BoardFull { most }, En) => format!("a board holds at most {most} cards"),
        (Edit::BoardFull { most }, Ja) => format!("盤面に置けるカードは{most}枚まで"),
        (Edit::NothingToReorder, En) => "nothing to reorder there".to_string(),
        (Edit::NothingToReorder, Ja) => "そこには並べ替えるものがない".to_string(),
        (Edit::NotAnOrder { zone: z }, En) => format!("the new order must list exactly the cards of {z}"),
        (Edit::NotAnOrder { zone: z }, Ja) => {
            format!("新しい順番には{}のカードをすべて1回ずつ並べる", zone_ref(*z, l))
        }
    }
}

/// A card type that can't be in a zone (400.3): also a setup's reason, with no game yet.
pub(crate) fn wrong_zone(t: CardType, z: Zone, l: Lang) -> String {
    match l {
        En => format!("a {t} can't be in the {z} (400.3)"),
        Ja => format!("{}は{}に置けない (400.3)", card_type(t, l), zone(z, l)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{CardDefId, Side};
    use crate::player::PlayerId;
    use crate::state::{CardId, TurnStep};
    use crate::zone::ZoneRef;

    /// One refusal of each kind, on cards of a starter game.
    fn one_of_each() -> Vec<Refusal> {
        let (card, other, p) = (CardId(0), CardId(1), PlayerId::P1);
        let (step, zone, cost, untapped) = (TurnStep::Draw, Zone::Graveyard, 5, 2);
        let civs = vec![Civilization::Fire, Civilization::Water];
        let groups: [Vec<Refusal>; 7] = [
            vec![
                Charge::NotManaChargeStep { step }.into(),
                Charge::OneChargePerTurn.into(),
                Charge::NotInHand { card, player: p }.into(),
                #[cfg(whole_vocabulary)]
                Charge::Forbidden { player: p }.into(),
            ],
            vec![
                Use::NotMainStep { step }.into(),
                Use::NotYourCard { card, player: p }.into(),
                Use::InStandby { card }.into(),
                Use::NotTwinpact { card }.into(),
                Use::BackSide { card }.into(),
                Use::NotFromHand { card, zone }.into(),
                Use::NotYourGear { card, player: p }.into(),
                Use::NoCrossTarget { card, player: p }.into(),
                Use::RulePlus.into(),
                Use::NotByPayingCost { card_type: CardType::PsychicCreature }.into(),
                Use::NoEvolutionBase { card }.into(),
                Use::Forbidden { card }.into(),
                #[cfg(whole_vocabulary)]
                Use::OnlyByTapping { card, zone }.into(),
            ],
            vec![
                Pay::NotUntappedMana { card, player: p }.into(),
                Pay::ListedTwice { card }.into(),
                Pay::DoesNotPay { tapped: vec![card, other], cost, civilizations: civs.clone() }.into(),
                Pay::HalfCostsMore { card, side: Side::Front, cost, player: p, untapped }.into(),
                Pay::CostsMore { card, cost, player: p, untapped }.into(),
                Pay::NoCivilizations { player: p, civilizations: civs.clone() }.into(),
            ],
            vec![
                Attack::NotAttackStep { step }.into(),
                Attack::NotYourCreature { card, player: p }.into(),
                Attack::NotAnAttacker { card }.into(),
                Attack::Tapped { card }.into(),
                Attack::CantAttack { card }.into(),
                Attack::CantAttackPlayers { card }.into(),
                Attack::CantAttackCreatures { card }.into(),
                Attack::AttacksCreaturesIfAble { card, able: other }.into(),
                Attack::SummoningSickness { card }.into(),
                Attack::NotOpponentsCreature { target: other }.into(),
                Attack::CantBeAttacked { target: other }.into(),
                Attack::Untapped { target: other }.into(),
                #[cfg(whole_vocabulary)]
                Attack::Lured { card, able: other }.into(),
                #[cfg(whole_vocabulary)]
                Attack::AttacksOnly { card, target: other }.into(),
            ],
            vec![
                Tap::NotAttackStep { step }.into(),
                Tap::NotYourCreature { card, player: p }.into(),
                Tap::NoSuchAbility { card }.into(),
                Tap::Tapped { card }.into(),
                Tap::CantAttack { card }.into(),
                Tap::SummoningSickness { card }.into(),
                Tap::MustAttack { card }.into(),
                Tap::Forbidden { card }.into(),
                Refusal::MustAttack { card },
            ],
            vec![
                Answer::NoQuestion.into(),
                Answer::NotPendingOption { pending: 3, player: p, options: vec![1, 2] }.into(),
                Answer::CardCount { min: 1, max: 2, chosen: 3 }.into(),
                Answer::MustChooseIfAble { required: vec![card, other], count: 1 }.into(),
                Answer::DoesNotPay { cost, civilizations: civs }.into(),
                Answer::Number { min: 0, max: 2 }.into(),
                Answer::Option { last: 1 }.into(),
                Answer::DoesNotFit { kind: DecisionKind::YesNo }.into(),
                Answer::NotAChoice { card, choices: 4 }.into(),
                Answer::ChosenTwice { card }.into(),
            ],
            vec![
                Edit::Unanswerable.into(),
                Edit::Anywhere.into(),
                Edit::PastLastPlace { index: 9, max: 8 }.into(),
                Edit::WrongZone { card_type: CardType::Spell, zone: Zone::Battle }.into(),
                Edit::NotTappable { zone }.into(),
                Edit::SicknessOutsideBattle.into(),
                Edit::NoSuchCard { card: CardDefId(424242) }.into(),
                Edit::BoardFull { most: 1000 }.into(),
                Edit::NothingToReorder.into(),
                Edit::NotAnOrder { zone: ZoneRef::new(p, Zone::Hand) }.into(),
            ],
        ];
        groups.into_iter().flatten().collect()
    }

    /// Which kind a refusal is: no wildcard, so a new kind must be added to `one_of_each`.
    fn kind(r: &Refusal) -> &'static str {
        match r {
            Refusal::Charge(Charge::NotManaChargeStep { .. }) => "Charge::NotManaChargeStep",
            Refusal::Charge(Charge::OneChargePerTurn) => "Charge::OneChargePerTurn",
            Refusal::Charge(Charge::NotInHand { .. }) => "Charge::NotInHand",
            #[cfg(whole_vocabulary)]
            Refusal::Charge(Charge::Forbidden { .. }) => "Charge::Forbidden",
            Refusal::Use(Use::NotMainStep { .. }) => "Use::NotMainStep",
            Refusal::Use(Use::NotYourCard { .. }) => "Use::NotYourCard",
            Refusal::Use(Use::InStandby { .. }) => "Use::InStandby",
            Refusal::Use(Use::NotTwinpact { .. }) => "Use::NotTwinpact",
            Refusal::Use(Use::BackSide { .. }) => "Use::BackSide",
            Refusal::Use(Use::NotFromHand { .. }) => "Use::NotFromHand",
            Refusal::Use(Use::NotYourGear { .. }) => "Use::NotYourGear",
            Refusal::Use(Use::NoCrossTarget { .. }) => "Use::NoCrossTarget",
            Refusal::Use(Use::RulePlus) => "Use::RulePlus",
            Refusal::Use(Use::NotByPayingCost { .. }) => "Use::NotByPayingCost",
            Refusal::Use(Use::NoEvolutionBase { .. }) => "Use::NoEvolutionBase",
            Refusal::Use(Use::Forbidden { .. }) => "Use::Forbidden",
            #[cfg(whole_vocabulary)]
            Refusal::Use(Use::OnlyByTapping { .. }) => "Use::OnlyByTapping",
            Refusal::Pay(Pay::NotUntappedMana { .. }) => "Pay::NotUntappedMana",
            Refusal::Pay(Pay::ListedTwice { .. }) => "Pay::ListedTwice",
            Refusal::Pay(Pay::DoesNotPay { .. }) => "Pay::DoesNotPay",
            Refusal::Pay(Pay::HalfCostsMore { .. }) => "Pay::HalfCostsMore",
            Refusal::Pay(Pay::CostsMore { .. }) => "Pay::CostsMore",
            Refusal::Pay(Pay::NoCivilizations { .. }) => "Pay::NoCivilizations",
            Refusal::Attack(Attack::NotAttackStep { .. }) => "Attack::NotAttackStep",
            Refusal::Attack(Attack::NotYourCreature { .. }) => "Attack::NotYourCreature",
            Refusal::Attack(Attack::NotAnAttacker { .. }) => "Attack::NotAnAttacker",
            Refusal::Attack(Attack::Tapped { .. }) => "Attack::Tapped",
            Refusal::Attack(Attack::CantAttack { .. }) => "Attack::CantAttack",
            Refusal::Attack(Attack::CantAttackPlayers { .. }) => "Attack::CantAttackPlayers",
            Refusal::Attack(Attack::CantAttackCreatures { .. }) => "Attack::CantAttackCreatures",
            Refusal::Attack(Attack::AttacksCreaturesIfAble { .. }) => "Attack::AttacksCreaturesIfAble",
            Refusal::Attack(Attack::SummoningSickness { .. }) => "Attack::SummoningSickness",
            Refusal::Attack(Attack::NotOpponentsCreature { .. }) => "Attack::NotOpponentsCreature",
            Refusal::Attack(Attack::CantBeAttacked { .. }) => "Attack::CantBeAttacked",
            Refusal::Attack(Attack::Untapped { .. }) => "Attack::Untapped",
            #[cfg(whole_vocabulary)]
            Refusal::Attack(Attack::Lured { .. }) => "Attack::Lured",
            #[cfg(whole_vocabulary)]
            Refusal::Attack(Attack::AttacksOnly { .. }) => "Attack::AttacksOnly",
            Refusal::Tap(Tap::NotAttackStep { .. }) => "Tap::NotAttackStep",
            Refusal::Tap(Tap::NotYourCreature { .. }) => "Tap::NotYourCreature",
            Refusal::Tap(Tap::NoSuchAbility { .. }) => "Tap::NoSuchAbility",
            Refusal::Tap(Tap::Tapped { .. }) => "Tap::Tapped",
            Refusal::Tap(Tap::CantAttack { .. }) => "Tap::CantAttack",
            Refusal::Tap(Tap::SummoningSickness { .. }) => "Tap::SummoningSickness",
            Refusal::Tap(Tap::MustAttack { .. }) => "Tap::MustAttack",
            Refusal::Tap(Tap::Forbidden { .. }) => "Tap::Forbidden",
            Refusal::MustAttack { .. } => "MustAttack",
            Refusal::Answer(Answer::NoQuestion) => "Answer::NoQuestion",
            Refusal::Answer(Answer::NotPendingOption { .. }) => "Answer::NotPendingOption",
            Refusal::Answer(Answer::CardCount { .. }) => "Answer::CardCount",
            Refusal::Answer(Answer::MustChooseIfAble { .. }) => "Answer::MustChooseIfAble",
            Refusal::Answer(Answer::DoesNotPay { .. }) => "Answer::DoesNotPay",
            Refusal::Answer(Answer::Number { .. }) => "Answer::Number",
            Refusal::Answer(Answer::Option { .. }) => "Answer::Option",
            Refusal::Answer(Answer::DoesNotFit { .. }) => "Answer::DoesNotFit",
            Refusal::Answer(Answer::NotAChoice { .. }) => "Answer::NotAChoice",
            Refusal::Answer(Answer::ChosenTwice { .. }) => "Answer::ChosenTwice",
            Refusal::Edit(Edit::Unanswerable) => "Edit::Unanswerable",
            Refusal::Edit(Edit::Anywhere) => "Edit::Anywhere",
            Refusal::Edit(Edit::PastLastPlace { .. }) => "Edit::PastLastPlace",
            Refusal::Edit(Edit::WrongZone { .. }) => "Edit::WrongZone",
            Refusal::Edit(Edit::NotTappable { .. }) => "Edit::NotTappable",
            Refusal::Edit(Edit::SicknessOutsideBattle) => "Edit::SicknessOutsideBattle",
            Refusal::Edit(Edit::NoSuchCard { .. }) => "Edit::NoSuchCard",
            Refusal::Edit(Edit::BoardFull { .. }) => "Edit::BoardFull",
            Refusal::Edit(Edit::NothingToReorder) => "Edit::NothingToReorder",
            Refusal::Edit(Edit::NotAnOrder { .. }) => "Edit::NotAnOrder",
        }
    }

    /// Every kind of refusal is worded in both languages, its English its own: a reason told
    /// apart from every other by what it says or the rules it cites.
    #[test]
    fn every_kind_of_refusal_has_its_own_words_in_both_languages() {
        let game = Game::from_setup(&crate::selfplay::starter_setup(1)).unwrap();
        let all = one_of_each();
        let mut english = std::collections::BTreeMap::new();
        for r in &all {
            let t = r.text(&game);
            assert!(!t.en.trim().is_empty() && !t.ja.trim().is_empty(), "{r:?} is not worded: {t:?}");
            assert_ne!(t.en, t.ja, "{r:?} has no Japanese");
            if let Some(before) = english.insert(t.en.clone(), kind(r)) {
                panic!("{before} and {} read alike: {:?}", kind(r), t.en);
            }
        }
        let kinds: std::collections::BTreeSet<&str> = all.iter().map(kind).collect();
        assert_eq!(kinds.len(), all.len(), "a kind is listed twice");
    }
}
