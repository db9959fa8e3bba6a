//! Decision prompts worded from their data, in English (`Decision::prompt`, as it always read)
//! and in Japanese.

use super::{face_name, player, step, Lang};
use crate::decision::{Prompt, Verb};
use crate::player::PlayerId;
use crate::state::Game;

const JA: Lang = Lang::Ja;

/// The ability a "may" trigger asks about: its face's name and its text in `lang`.
fn ability(game: &Game, about: Prompt, lang: Lang) -> (String, String) {
    let (Prompt::Apply { def, side, ability } | Prompt::Declare { def, side, ability }) = about else {
        unreachable!("only for Prompt::Apply and Prompt::Declare")
    };
    let face = game.db().get(def).expect("a prompt's card is in the game's database").face(side);
    let ab = face.ability(ability).expect("a prompt's ability is written");
    let text = if lang == JA && !ab.text_ja.is_empty() { &ab.text_ja } else { &ab.text };
    (face_name(face, lang).to_string(), text.clone())
}

fn face(game: &Game, def: crate::CardDefId, side: crate::card::Side, lang: Lang) -> String {
    let face = game.db().get(def).expect("a prompt's card is in the game's database").face(side);
    face_name(face, lang).to_string()
}

/// One half of a twinpact, by its name.
fn half(game: &Game, card: crate::state::CardId, side: crate::card::Side, lang: Lang) -> String {
    face(game, game.card(card).def, side, lang)
}

// One arm per prompt, as `ja`: the name step's prompt took it past clippy's limit.
#[allow(clippy::too_many_lines)]
pub(crate) fn en(about: Prompt, p: PlayerId, g: &Game) -> String {
    match about {
        Prompt::Read => String::new(),
        Prompt::Turn { step } => format!("{p}, {}: act or end the step", step.name()),
        Prompt::Select { n, up_to, verb } => {
            format!("Choose {}{n} to {}", if up_to { "up to " } else { "" }, verb_en(verb))
        }
        Prompt::SelectWithin { total, limit, of, verb } => {
            let what = if of == crate::card::Measure::Power { "power" } else { "cost" };
            format!(
                "Choose one more to {} (total {what} so far {total}, at most {limit}), or none to stop",
                verb_en(verb)
            )
        }
        Prompt::NextPending => format!("{p}: choose which of your pending effects resolves next (605.1)"),
        Prompt::Replacement { card, may_decline: false } => {
            format!("Several replacement effects would apply to {}: choose one (609.8)", g.name(card))
        }
        Prompt::Replacement { card, may_decline: true } => {
            format!("Apply a replacement effect to {} instead, or none? (609.1a, 609.8)", g.name(card))
        }
        Prompt::DrawUpTo { count } => format!("Draw how many cards (up to {count})?"),
        Prompt::DiscardAtRandomUpTo { count } => {
            format!("Discard how many cards at random (up to {count})?")
        }
        Prompt::ChooseToUse { spells_only } => {
            format!("Choose the cards to {}", if spells_only { "cast" } else { "use" })
        }
        Prompt::Use { card } => format!("Use {}?", g.name(card)),
        Prompt::UseFree { card } => format!("Use {} without paying its cost?", g.name(card)),
        #[cfg(whole_vocabulary)]
        Prompt::EvolveAlso { card } => {
            format!("Choose another creature {} is put on at once, below those chosen (801.1b)", g.name(card))
        }
        #[cfg(whole_vocabulary)]
        Prompt::TapForCost { card, cost } => format!(
            "Tap one of your creatures to lower {}'s cost (now {cost}), or choose none to pay it (601.1e)",
            g.name(card)
        ),
        Prompt::MayPart { card } => format!("{}: apply the optional part?", g.name(card)),
        Prompt::Mode { card } => format!("{}: choose one mode (700.2a)", g.name(card)),
        Prompt::Name { card, what } => format!("{}: name a {} ({})", g.name(card), super::naming(what, Lang::En), super::naming_rule(what)),
        Prompt::DeckOrder { bottom: false } => {
            format!("{p}: put these cards on top of your deck in the order you like; choose the one to be on top (401.4)")
        }
        Prompt::DeckOrder { bottom: true } => format!(
            "{p}: put these cards on the bottom of your deck in the order you like; choose the one to be at the very bottom (401.4)"
        ),
        Prompt::SilentSkill => format!(
            "{p}: choose the tapped creatures to keep tapped instead of untapping, to use their Silent Skill (501.1a)"
        ),
        Prompt::Apply { .. } => {
            let (name, text) = ability(g, about, Lang::En);
            format!("{name}: {text} — apply it?")
        }
        Prompt::Block { attacker } => format!(
            "{p}: block {} with a blocker, or take the attack with a guardman? (choose none to let it through)",
            g.name(attacker)
        ),
        Prompt::Breakers { attacker } => format!(
            "{p}: {} has several breakers; choose how many shields it breaks (509.2c)",
            g.name(attacker)
        ),
        Prompt::BreakShields { n, owner } if owner == p => {
            format!("{p}: choose which {n} of your shields are broken (509.3)")
        }
        Prompt::BreakShields { n, owner } => format!("{p}: choose {n} of {owner}'s shields to break (509.3)"),
        Prompt::STriggers => format!("{p}: declare the S-Triggers you will use (509.5a)"),
        #[cfg(whole_vocabulary)]
        Prompt::Declarations => {
            format!("{p}: declare the S-Triggers, G-Strikes and S-Backs you will use (509.5a–509.5c)")
        }
        #[cfg(whole_vocabulary)]
        Prompt::SBackDiscard { card } => {
            format!("{p}: choose the broken shield you discard for {}'s S-Back (509.5c)", g.name(card))
        }
        Prompt::NoSTriggers => {
            format!("{p}: no broken shield has S-Trigger; confirm to put them into the hand (509.5a)")
        }
        Prompt::Mana { cost, def, side } => format!(
            "Tap {cost} mana to pay for {} (civilizations first, 601.1d)",
            face(g, def, side, Lang::En)
        ),
        Prompt::EvolveFace { def, side } => {
            format!("Choose the creature {} evolves from (801)", face(g, def, side, Lang::En))
        }
        Prompt::Evolve { card } => format!("Choose the creature {} evolves from (801)", g.name(card)),
        Prompt::NeoEvolveFace { def, side } => format!(
            "Choose a creature to put {} on by NEO evolution, or none to put it out by itself (802.1)",
            face(g, def, side, Lang::En)
        ),
        Prompt::NeoEvolve { card } => format!(
            "Choose a creature to put {} on by NEO evolution, or none to put it out by itself (802.1)",
            g.name(card)
        ),
        Prompt::Equip { card } => format!("Choose the creature to equip {} to (305.2)", g.name(card)),
        Prompt::CrossOnto { card } => format!("Choose the creature to cross {} onto (303.3)", g.name(card)),
        Prompt::AttachTo { card, gr_summon } => format!(
            "Choose the GR creature to attach {} to{} (310.2)",
            g.name(card),
            if gr_summon { ", or none to GR summon one and attach it to that" } else { "" }
        ),
        Prompt::ReadCost { card, front, twin, revealed } => format!(
            "{} has two costs{}: read it as {front} ({})? No: {twin} ({}) ({})",
            g.name(card),
            if revealed { ", and in a gachinko judge the player who revealed it picks one" } else { "" },
            half(g, card, crate::card::Side::Front, Lang::En),
            half(g, card, crate::card::Side::Twin, Lang::En),
            if revealed { "201.2c" } else { "201.2b" }
        ),
        Prompt::Declare { .. } => {
            let (name, text) = ability(g, about, Lang::En);
            format!("{name}: {text} — declare its use now? Once declared it must be used (603.2e, 603.2f)")
        }
        Prompt::UseHalf { card } => format!(
            "Use {} as {}? No: as {} (810.3)",
            g.name(card),
            half(g, card, crate::card::Side::Front, Lang::En),
            half(g, card, crate::card::Side::Twin, Lang::En)
        ),
    }
}

// One arm per prompt; issue #43's wording rewrite (a helper of its own) reshapes it.
#[allow(clippy::too_many_lines)]
pub(crate) fn ja(about: Prompt, p: PlayerId, g: &Game) -> String {
    let n = |c| g.name_in(c, JA);
    let who = player(p, JA);
    match about {
        Prompt::Read => String::new(),
        Prompt::Turn { step: s } => format!("{who}、{}：行動するか、ステップを終える", step(s, JA)),
        Prompt::Select { n: k, up_to, verb } => {
            format!("{}カードを{k}枚{}選ぶ", verb_ja(verb), if up_to { "まで" } else { "" })
        }
        Prompt::SelectWithin { total, limit, of, verb } => {
            let what = if of == crate::card::Measure::Power { "パワー" } else { "コスト" };
            format!(
                "{}カードをもう1枚選ぶ（ここまでの{what}の合計{total}、{limit}以下）。選ばなければ終える",
                verb_ja(verb)
            )
        }
        Prompt::NextPending => format!("{who}：次に解決する自分の待機中の効果を選ぶ (605.1)"),
        Prompt::Replacement { card, may_decline: false } => {
            format!("{}に複数の置換効果が適用される：1つ選ぶ (609.8)", n(card))
        }
        Prompt::Replacement { card, may_decline: true } => {
            format!("{}にかわりの置換効果を適用するか、適用しないかを選ぶ (609.1a, 609.8)", n(card))
        }
        Prompt::DrawUpTo { count } => format!("カードを何枚引く？（{count}枚まで）"),
        Prompt::DiscardAtRandomUpTo { count } => format!("何枚を無作為に捨てさせる？（{count}枚まで）"),
        Prompt::ChooseToUse { spells_only } => {
            format!("{}カードを選ぶ", if spells_only { "唱える" } else { "使う" })
        }
        Prompt::Use { card } => format!("{}を使う？", n(card)),
        Prompt::UseFree { card } => format!("{}をコストを支払わずに使う？", n(card)),
        #[cfg(whole_vocabulary)]
        Prompt::EvolveAlso { card } => {
            format!("{}を同時に重ねる、もう1体のクリーチャーを選ぶ。選んだものの下に重なる (801.1b)", n(card))
        }
        #[cfg(whole_vocabulary)]
        Prompt::TapForCost { card, cost } => format!(
            "自分のクリーチャーを1体タップして{}のコスト（今は{cost}）を下げる。選ばなければそのまま支払う (601.1e)",
            n(card)
        ),
        Prompt::MayPart { card } => format!("{}：任意の部分を適用する？", n(card)),
        Prompt::Mode { card } => format!("{}：モードを1つ選ぶ (700.2a)", n(card)),
        Prompt::Name { card, what } => {
            format!(
                "{}：{}を1つ宣言する ({})",
                n(card),
                super::naming(what, Lang::Ja),
                super::naming_rule(what)
            )
        }
        Prompt::DeckOrder { bottom: false } => {
            format!("{who}：好きな順序で山札の上に置く。一番上にするカードを選ぶ (401.4)")
        }
        Prompt::DeckOrder { bottom: true } => {
            format!("{who}：好きな順序で山札の下に置く。一番下にするカードを選ぶ (401.4)")
        }
        Prompt::SilentSkill => {
            format!("{who}：アンタップする代わりにサイレントスキルを使う、タップされたクリーチャーを選ぶ (501.1a)")
        }
        Prompt::Apply { .. } => {
            let (name, text) = ability(g, about, JA);
            format!("{name}：{text} — 適用する？")
        }
        Prompt::Block { attacker } => {
            format!(
                "{who}：ブロッカーで{}をブロックする？　ガードマンで攻撃を受ける？（選ばなければそのまま）",
                n(attacker)
            )
        }
        Prompt::Breakers { attacker } => {
            format!("{who}：{}は複数のブレイカーを持つ。ブレイクするシールドの数を選ぶ (509.2c)", n(attacker))
        }
        Prompt::BreakShields { n: k, owner } if owner == p => {
            format!("{who}：ブレイクされる自分のシールドを{k}つ選ぶ (509.3)")
        }
        Prompt::BreakShields { n: k, owner } => {
            format!("{who}：ブレイクする{}のシールドを{k}つ選ぶ (509.3)", player(owner, JA))
        }
        Prompt::STriggers => format!("{who}：使うS・トリガーを宣言する (509.5a)"),
        #[cfg(whole_vocabulary)]
        Prompt::Declarations => {
            format!("{who}：使うS・トリガー、G・ストライク、S・バックを宣言する (509.5a–509.5c)")
        }
        #[cfg(whole_vocabulary)]
        Prompt::SBackDiscard { card } => {
            format!(
                "{who}：{}のS・バックのために捨てる、ブレイクされたシールドを選ぶ (509.5c)",
                g.name_in(card, JA)
            )
        }
        Prompt::NoSTriggers => {
            format!("{who}：ブレイクされたシールドにS・トリガーはない。確認すると手札に加わる (509.5a)")
        }
        Prompt::Mana { cost, def, side } => format!(
            "{}のコストを支払うため、マナを{cost}枚タップする（文明を先に、601.1d）",
            face(g, def, side, JA)
        ),
        Prompt::EvolveFace { def, side } => {
            format!("{}の進化元になるクリーチャーを選ぶ (801)", face(g, def, side, JA))
        }
        Prompt::Evolve { card } => format!("{}の進化元になるクリーチャーを選ぶ (801)", n(card)),
        Prompt::NeoEvolveFace { def, side } => format!(
            "{}をNEO進化で重ねるクリーチャーを選ぶ。選ばなければ単体で出す (802.1)",
            face(g, def, side, JA)
        ),
        Prompt::NeoEvolve { card } => {
            format!("{}をNEO進化で重ねるクリーチャーを選ぶ。選ばなければ単体で出す (802.1)", n(card))
        }
        Prompt::Equip { card } => format!("{}を装備するクリーチャーを選ぶ (305.2)", n(card)),
        Prompt::CrossOnto { card } => format!("{}をクロスするクリーチャーを選ぶ (303.3)", n(card)),
        Prompt::AttachTo { card, gr_summon } => format!(
            "{}を付けるGRクリーチャーを選ぶ{} (310.2)",
            n(card),
            if gr_summon { "（選ばなければ、GR召喚してそれに付ける）" } else { "" }
        ),
        Prompt::ReadCost { card, front, twin, revealed } => format!(
            "{}はコストを2つ持つ{}：{front}（{}）として参照する？ いいえ：{twin}（{}） ({})",
            n(card),
            if revealed {
                "（ガチンコ・ジャッジでは、めくったプレイヤーが選ぶ）"
            } else {
                ""
            },
            half(g, card, crate::card::Side::Front, JA),
            half(g, card, crate::card::Side::Twin, JA),
            if revealed { "201.2c" } else { "201.2b" }
        ),
        Prompt::Declare { .. } => {
            let (name, text) = ability(g, about, JA);
            format!("{name}：{text} — 今、使用を宣言する？ 宣言したら必ず使う (603.2e, 603.2f)")
        }
        Prompt::UseHalf { card } => format!(
            "{}を{}として使う？ いいえ：{}として使う (810.3)",
            n(card),
            half(g, card, crate::card::Side::Front, JA),
            half(g, card, crate::card::Side::Twin, JA)
        ),
    }
}

fn verb_en(v: Verb) -> &'static str {
    match v {
        Verb::Discard => "discard",
        Verb::Destroy => "destroy",
        Verb::Move => "move",
        Verb::Cast => "cast",
        Verb::Use => "use",
        Verb::Tap => "tap",
        Verb::Untap => "untap",
        Verb::TurnUpsideDown => "turn upside down",
        Verb::Modify => "modify",
        Verb::Give => "give an ability to",
        Verb::Seal => "seal",
        Verb::Break => "break",
        Verb::Flip => "flip",
        Verb::Reveal => "reveal",
        Verb::TurnFaceUp => "turn face up",
        Verb::Choose => "choose",
        Verb::LookAt => "look at",
    }
}

/// The verb as it comes before "カード" ("捨てるカード"); choosing alone needs no verb.
fn verb_ja(v: Verb) -> &'static str {
    match v {
        Verb::Discard => "捨てる",
        Verb::Destroy => "破壊する",
        Verb::Move => "移動する",
        Verb::Cast => "唱える",
        Verb::Use => "使う",
        Verb::Tap => "タップする",
        Verb::Untap => "アンタップする",
        Verb::TurnUpsideDown => "上下逆さまにする",
        Verb::Modify => "パワーを変更する",
        Verb::Give => "能力を与える",
        Verb::Seal => "封印する",
        Verb::Break => "ブレイクする",
        Verb::Flip => "裏返す",
        Verb::Reveal => "公開する",
        Verb::TurnFaceUp => "表向きにする",
        Verb::Choose => "",
        Verb::LookAt => "見る",
    }
}
