//! The card editor's pickers: ready-made words of the ability vocabulary (triggers, conditions,
//! targets, effects, static abilities, replacement effects), each with its wording in English
//! and Japanese. An [`AbilityPick`] names one entry of each list and builds the [`Ability`]
//! with its text, so a card made from pickers is the same data as a hand-written one: the
//! engine treats both alike, and the TOML pane shows what the pickers made.
//!
//! A pick and the editor's `<select>`s name entries by position: add new entries at the end of
//! their list, so the positions of the others stay.
//!
//! ```
//! use horyu_cards::catalog::{AbilityPick, PickKind};
//! let pick = AbilityPick { kind: PickKind::Triggered, trigger: 0, effect: 0, n: 1, ..AbilityPick::default() };
//! let ability = pick.ability();
//! assert_eq!(ability.text, "When this creature is put into the battle zone, draw 1 card.");
//! assert!(ability.when.is_some());
//! ```

use super::ability::*;
use super::def::{IgnoreKind, Keyword};
use crate::zone::Zone;

/// One picker entry: a stable key (for tests and the browser), its words, and what it makes.
pub struct Entry<T: 'static> {
    pub key: &'static str,
    pub en: &'static str,
    pub ja: &'static str,
    make: fn(&Params) -> T,
}

impl<T> Entry<T> {
    /// The words with the numbers filled in.
    pub fn words(&self, ja: bool, p: &Params) -> String {
        fill(if ja { self.ja } else { self.en }, p)
    }
}

/// The numbers and keyword an entry may use: `{n}` (an effect's or modifier's amount), `{m}`
/// (a condition's or target's limit), `{k}` (a keyword).
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub n: i32,
    pub m: i32,
    pub keyword: Keyword,
}

/// What a limit `{m}` measures, as the words of the entry that uses it say: "power {m}",
/// "cost {m}", or a number of cards. The editor labels the number by it and starts it at a
/// value of its kind (a cost of 5000 means nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Power,
    Cost,
    Cards,
}

impl Limit {
    /// The kind of `{m}` in `words`, if they use it.
    pub fn of(words: &str) -> Option<Limit> {
        match () {
            _ if !words.contains("{m}") => None,
            _ if words.contains("power {m}") => Some(Limit::Power),
            _ if words.contains("cost {m}") => Some(Limit::Cost),
            _ => Some(Limit::Cards),
        }
    }

    /// Where the number starts.
    pub fn start(self) -> i32 {
        match self {
            Limit::Power => 5000,
            Limit::Cost => 5,
            Limit::Cards => 3,
        }
    }

    /// Whether `m` is a number of this kind (power goes in steps of 500; costs and counts are
    /// small).
    pub fn fits(self, m: i32) -> bool {
        match self {
            Limit::Power => m >= 500 && m % 500 == 0,
            Limit::Cost | Limit::Cards => (0..=99).contains(&m),
        }
    }
}

fn fill(words: &str, p: &Params) -> String {
    let cards = if p.n == 1 { "card" } else { "cards" };
    words
        .replace("{n+}", &format!("{:+}", p.n))
        .replace("{n}", &p.n.to_string())
        .replace("{m}", &p.m.to_string())
        .replace("{cards}", cards)
        .replace("{k}", &p.keyword.name())
}

fn me() -> CardMatch {
    CardMatch { card: Which::This, controller: Who::Any, ..CardMatch::default() }
}

fn creatures() -> Filter {
    Filter { card_type: Some(TypeClass::Creature), ..Filter::default() }
}

fn sel(from: Source, player: Who, count: Count) -> Selection {
    Selection { from, player, count, ..Selection::default() }
}

fn this() -> Selection {
    sel(Source::This, Who::You, Count::Unwritten)
}

fn battle(player: Who, count: Count) -> Selection {
    Selection { filter: creatures(), ..sel(Source::Battle, player, count) }
}

fn count_of(p: &Params) -> u32 {
    p.n.max(0) as u32
}

pub static TRIGGERS: &[Entry<Trigger>] = &[
    Entry {
        key: "enters",
        en: "When this creature is put into the battle zone",
        ja: "このクリーチャーがバトルゾーンに出た時",
        make: |_| Trigger::EntersBattle(me()),
    },
    Entry {
        key: "attacks",
        en: "Whenever this creature attacks",
        ja: "このクリーチャーが攻撃する時",
        make: |_| Trigger::Attacks(me()),
    },
    Entry {
        key: "destroyed",
        en: "When this creature is destroyed",
        ja: "このクリーチャーが破壊された時",
        make: |_| Trigger::Destroyed(me()),
    },
    Entry {
        key: "leaves",
        en: "When this creature leaves the battle zone",
        ja: "このクリーチャーがバトルゾーンを離れた時",
        make: |_| Trigger::LeavesBattle(me()),
    },
    Entry {
        key: "wins_battle",
        en: "Whenever this creature wins a battle",
        ja: "このクリーチャーがバトルに勝った時",
        make: |_| Trigger::WinsBattle(me()),
    },
    Entry {
        key: "blocks",
        en: "Whenever this creature blocks",
        ja: "このクリーチャーがブロックした時",
        make: |_| Trigger::Blocks(me()),
    },
    Entry {
        key: "attack_ends",
        en: "At the end of this creature's attack",
        ja: "このクリーチャーの攻撃の終わりに",
        make: |_| Trigger::AttackEnds(me()),
    },
    Entry {
        key: "other_enters",
        en: "Whenever another creature of yours is put into the battle zone",
        ja: "自分の他のクリーチャーがバトルゾーンに出た時",
        make: |_| {
            Trigger::EntersBattle(CardMatch {
                card: Which::Other,
                controller: Who::You,
                filter: creatures(),
                ..CardMatch::default()
            })
        },
    },
    Entry {
        key: "opponent_enters",
        en: "Whenever one of your opponent's creatures is put into the battle zone",
        ja: "相手のクリーチャーがバトルゾーンに出た時",
        make: |_| {
            Trigger::EntersBattle(CardMatch {
                card: Which::Any,
                controller: Who::Opponent,
                filter: creatures(),
                ..CardMatch::default()
            })
        },
    },
    Entry {
        key: "start_of_turn",
        en: "At the start of your turn",
        ja: "自分のターンのはじめに",
        make: |_| Trigger::StartOfTurn(Who::You),
    },
    Entry {
        key: "end_of_turn",
        en: "At the end of your turn",
        ja: "自分のターンの終わりに",
        make: |_| Trigger::EndOfTurn(Who::You),
    },
    Entry {
        key: "you_cast",
        en: "Whenever you cast a spell",
        ja: "自分が呪文を唱えた時",
        make: |_| Trigger::Casts(CastTrigger { player: Who::You, ..CastTrigger::default() }),
    },
    Entry {
        key: "opponent_uses",
        en: "Whenever your opponent uses a card",
        ja: "相手がカードを使った時",
        make: |_| Trigger::Uses(UseTrigger { player: Who::Opponent, ..UseTrigger::default() }),
    },
    Entry {
        key: "evolves",
        en: "Shinka power: when this creature evolves",
        ja: "シンカパワー：このクリーチャーが進化する時",
        make: |_| Trigger::Evolves(me()),
    },
    // Not a trigger: a tap ability (602.1), worded "Tap: …" by `AbilityPick::sentence`.
    Entry {
        key: TAP_ABILITY, en: "Tap", ja: "タップ能力", make: |_| Trigger::Activated(Activation::Tap)
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "opponent_uses_shield_trigger",
        en: "Whenever your opponent uses a shield trigger",
        ja: "相手が「S・トリガー」を使った時",
        make: |_| Trigger::ShieldTriggerUsed(ShieldTriggerUse { player: Who::Opponent, broken_by: None }),
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "turn_draw",
        en: "Whenever you draw at the start of your turn",
        ja: "自分のターンのはじめにカードを引いた時",
        make: |_| Trigger::Draws(DrawTrigger { player: Who::You, turn_draw: Some(true) }),
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "opponent_draws",
        en: "Whenever your opponent draws a card",
        ja: "相手がカードを引いた時",
        make: |_| Trigger::Draws(DrawTrigger { player: Who::Opponent, turn_draw: None }),
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "opponent_discards",
        en: "Whenever your opponent discards a card",
        ja: "相手が手札を捨てた時",
        make: |_| {
            Trigger::Discarded(CardMatch {
                card: Which::Any,
                controller: Who::Opponent,
                ..CardMatch::default()
            })
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "breaks",
        en: "Whenever this creature breaks shields",
        ja: "このクリーチャーがシールドをブレイクした時",
        make: |_| Trigger::Breaks(me()),
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "opponent_casts_multicolored",
        en: "Whenever your opponent casts a multicolored spell",
        ja: "相手が多色の呪文を唱えた時",
        make: |_| {
            let filter = Some(Filter { multicolored: Some(true), ..Filter::default() });
            Trigger::Casts(CastTrigger { player: Who::Opponent, first_this_turn: false, filter })
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "you_generate",
        en: "Whenever you generate a cross gear",
        ja: "自分がクロスギアをジェネレートした時",
        make: |_| {
            let filter = Some(Filter { card_type: Some(TypeClass::CrossGear), ..Filter::default() });
            Trigger::Uses(UseTrigger { player: Who::You, filter })
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "opponent_puts_your_mana_into_graveyard",
        en: "Whenever your opponent puts a card from your mana zone into your graveyard",
        ja: "相手が自分のマナゾーンのカードを墓地に置いた時",
        make: |_| {
            Trigger::PutInto(CardMatch {
                card: Which::Any,
                controller: Who::You,
                from: Some(Zone::Mana),
                zone: Some(Zone::Graveyard),
                caused_by: Some(Who::Opponent),
                ..CardMatch::default()
            })
        },
    },
];

/// The key of the trigger entry that makes a tap ability.
const TAP_ABILITY: &str = "tap_ability";

/// The first entry is "no condition".
pub static CONDITIONS: &[Entry<Option<Condition>>] = &[
    Entry { key: "none", en: "", ja: "", make: |_| None },
    Entry {
        key: "your_turn",
        en: "if it is your turn",
        ja: "自分のターン中なら",
        make: |_| Some(Condition::Turn(Who::You)),
    },
    Entry {
        key: "opponent_turn",
        en: "if it is your opponent's turn",
        ja: "相手のターン中なら",
        make: |_| Some(Condition::Turn(Who::Opponent)),
    },
    Entry {
        key: "mana_at_least",
        en: "if you have {m} or more cards in your mana zone",
        ja: "自分のマナゾーンにカードが{m}枚以上あれば",
        make: |p| {
            Some(Condition::Count(Box::new(CountCondition {
                what: sel(Source::Mana, Who::You, Count::All),
                at_least: Some(p.m.max(0) as u32),
                at_most: None,
            })))
        },
    },
    Entry {
        key: "opponent_no_shields",
        en: "if your opponent has no shields",
        ja: "相手のシールドが1つもなければ",
        make: |_| {
            Some(Condition::Count(Box::new(CountCondition {
                what: sel(Source::Shields, Who::Opponent, Count::All),
                at_least: None,
                at_most: Some(0),
            })))
        },
    },
    Entry {
        key: "used_cost_at_least",
        en: "if you used a spell or Tamaseed of cost {m} or more this turn",
        ja: "自分がこのターン中にコスト{m}以上の呪文またはタマシードを使っていたら",
        make: |p| {
            let used = |t| {
                Condition::Used(Box::new(UsedCondition {
                    player: Who::You,
                    filter: Filter {
                        card_type: Some(t),
                        cost_min: Some(p.m.max(0) as u32),
                        ..Filter::default()
                    },
                }))
            };
            Some(Condition::Any(vec![used(TypeClass::Spell), used(TypeClass::Tamaseed)]))
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "opponent_drew_at_least",
        en: "if your opponent drew {m} or more cards this turn",
        ja: "このターン中に相手がカードを{m}枚以上引いていたら",
        make: |p| Some(Condition::Drew(DrewCondition { player: Who::Opponent, at_least: p.m.max(0) as u32 })),
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "power_above_opponents",
        en: "if one of your creatures has more power than each of your opponent's creatures",
        ja: "自分のクリーチャーのいずれかが相手のどのクリーチャーよりもパワーが大きければ",
        make: |_| {
            Some(Condition::PowerAbove(Box::new(MoreCondition {
                what: battle(Who::You, Count::All),
                than: battle(Who::Opponent, Count::All),
            })))
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "less_power_than_attacker",
        en: "if this creature has less power than the attacking creature",
        ja: "このクリーチャーのパワーが攻撃しているクリーチャーのパワーより小さければ",
        make: |_| {
            Some(Condition::Less(Box::new(LessCondition {
                what: Amount::PowerOf(Source::This),
                than: Amount::PowerOf(Source::Attacker),
            })))
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "first_attack",
        en: "if it is the attacking creature's first attack this turn",
        ja: "攻撃しているクリーチャーがそのターンはじめて攻撃したのなら",
        make: |_| Some(Condition::FirstAttack),
    },
];

pub static TARGETS: &[Entry<Selection>] = &[
    Entry { key: "this", en: "this creature", ja: "このクリーチャー", make: |_| this() },
    Entry {
        key: "opponent_creature",
        en: "one of your opponent's creatures",
        ja: "相手のクリーチャー1体",
        make: |_| battle(Who::Opponent, Count::N(1)),
    },
    Entry {
        key: "opponent_creature_power",
        en: "one of your opponent's creatures that has power {m} or less",
        ja: "相手のパワー{m}以下のクリーチャー1体",
        make: |p| {
            let mut s = battle(Who::Opponent, Count::N(1));
            s.filter.power_max = Some(p.m);
            s
        },
    },
    Entry {
        key: "opponent_total_power",
        en: "any number of your opponent's creatures whose total power is at most this creature's",
        ja: "パワーの合計がこのクリーチャーのパワー以下になるように選んだ、相手のクリーチャー好きな数",
        make: |_| {
            let total = TotalMax { of: Measure::Power, at_most: Amount::PowerOf(Source::This) };
            Selection { total_max: Some(total), ..battle(Who::Opponent, Count::All) }
        },
    },
    Entry {
        key: "opponent_all",
        en: "all your opponent's creatures",
        ja: "相手のクリーチャーすべて",
        make: |_| battle(Who::Opponent, Count::All),
    },
    Entry {
        key: "your_creature",
        en: "one of your creatures",
        ja: "自分のクリーチャー1体",
        make: |_| battle(Who::You, Count::N(1)),
    },
    Entry {
        key: "your_others",
        en: "all your other creatures",
        ja: "自分の他のクリーチャーすべて",
        make: |_| Selection { other: true, ..battle(Who::You, Count::All) },
    },
    Entry {
        key: "any_creature",
        en: "one creature",
        ja: "クリーチャー1体",
        make: |_| battle(Who::Any, Count::N(1)),
    },
    Entry {
        key: "opponent_cards_cost",
        en: "all cards of cost {m} or less in your opponent's battle zone (each card, those under creatures too)",
        ja: "バトルゾーンにある相手のコスト{m}以下のカードすべて（クリーチャーの下のカードも1枚ずつ）",
        make: |p| {
            let mut s = sel(Source::Battle, Who::Opponent, Count::All);
            s.filter.cost_max = Some(p.m.max(0) as u32);
            s.cards = true;
            s
        },
    },
    Entry {
        key: "hand_card",
        en: "a card from your hand",
        ja: "自分の手札のカード1枚",
        make: |_| sel(Source::Hand, Who::You, Count::N(1)),
    },
    Entry {
        key: "mana_card",
        en: "a card from your mana zone",
        ja: "自分のマナゾーンのカード1枚",
        make: |_| sel(Source::Mana, Who::You, Count::N(1)),
    },
    Entry {
        key: "graveyard_creature",
        en: "a creature from your graveyard",
        ja: "自分の墓地のクリーチャー1体",
        make: |_| Selection { filter: creatures(), ..sel(Source::Graveyard, Who::You, Count::N(1)) },
    },
    Entry {
        key: "opponent_shield",
        en: "one of your opponent's shields",
        ja: "相手のシールド1つ",
        make: |_| sel(Source::Shields, Who::Opponent, Count::N(1)),
    },
    Entry {
        key: "deck_top",
        en: "the top card of your deck",
        ja: "自分の山札の上から1枚目",
        make: |_| Selection { top: Some(1), ..sel(Source::Deck, Who::You, Count::N(1)) },
    },
    Entry {
        key: "opponent_element",
        en: "one of your opponent's elements (a creature, field, Tamaseed…, with all its cards)",
        ja: "相手のエレメント1つ（クリーチャー、フィールド、タマシードなど。それを構成するカードすべて）",
        make: |_| {
            let mut s = sel(Source::Battle, Who::Opponent, Count::N(1));
            s.filter.card_type = Some(TypeClass::Element);
            s
        },
    },
    // A target whose filter reads a `name` step: the ability names first (see `named_first`).
    Entry {
        key: "named_race",
        en: "every creature of a race you name",
        ja: "選んだ種族のクリーチャーすべて",
        make: |_| named_target(NAMED_RACE),
    },
    Entry {
        key: "named_civilization",
        en: "every creature of a civilization you name",
        ja: "選んだ文明のクリーチャーすべて",
        make: |_| named_target(NAMED_CIVILIZATION),
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "power_max_this",
        en: "all creatures with power the same as or less than this creature's",
        ja: "このクリーチャーのパワー以下のクリーチャーすべて",
        make: |_| {
            let mut s = battle(Who::Any, Count::All);
            s.filter.power_max_as = Some(REMEMBERED_THIS.to_string());
            s
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "crossed_onto_opponent_gear",
        en: "the creature one of your opponent's cross gears (you choose it) is crossed onto",
        ja: "相手のクロスギアを1枚選び、それがクロスされているクリーチャー",
        make: |_| sel(Source::CrossedOnto(REMEMBERED_GEAR.to_string()), Who::Any, Count::Unwritten),
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "deck_evolves_from_dragon",
        en: "an evolution creature that evolves from a Dragon from your deck",
        ja: "自分の山札にある、ドラゴンから進化する進化クリーチャー1体",
        make: |_| {
            let mut s = sel(Source::Deck, Who::You, Count::N(1));
            s.filter.card_type = Some(TypeClass::EvolutionCreature);
            s.filter.evolves_from_race = Some("Dragon".to_string());
            s
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "same_name_group",
        en: "all creatures that share a name with another creature",
        ja: "同じ名前のクリーチャーが2体以上あれば、それらすべて",
        make: |_| {
            let mut s = battle(Who::Any, Count::All);
            s.filter.same_name_group = Some(true);
            s
        },
    },
];

/// The keys under which a target's first step remembers this creature and the chosen gear.
#[cfg(feature = "whole")]
const REMEMBERED_THIS: &str = "this";
#[cfg(feature = "whole")]
const REMEMBERED_GEAR: &str = "gear";

/// The keys the naming targets remember their choice under.
const NAMED_RACE: &str = "race";
const NAMED_CIVILIZATION: &str = "civilization";

fn named_target(key: &str) -> Selection {
    let mut s = battle(Who::Any, Count::All);
    s.filter.named_as = Some(key.to_string());
    s
}

/// The step a target needs before the effect: the `name` step of a naming target, the race or
/// civilization its filter reads (202.2, 203.4); remembering this creature for a target that
/// compares with its power; choosing the cross gear whose creature it is (303.3a).
fn named_first(target: &Selection) -> Option<Step> {
    #[cfg(feature = "whole")]
    if let Some(step) = remembered_first(target) {
        return Some(step);
    }
    let what = match target.filter.named_as.as_deref()? {
        NAMED_RACE => NameKind::Race,
        NAMED_CIVILIZATION => NameKind::Civilization,
        _ => return None,
    };
    let remember = target.filter.named_as.clone()?;
    Some(Step::Name(NameStep { what, remember, player: Who::You, except: Vec::new(), at_most: None }))
}

/// The `choose` step that remembers what a target reads by name: this creature, or the
/// opponent's cross gear.
#[cfg(feature = "whole")]
fn remembered_first(target: &Selection) -> Option<Step> {
    if target.filter.power_max_as.as_deref() == Some(REMEMBERED_THIS) {
        let me = Selection { name: Some(REMEMBERED_THIS.into()), ..this() };
        return Some(Step::Choose(me));
    }
    if target.from == Source::CrossedOnto(REMEMBERED_GEAR.into()) {
        let gear = Filter { card_type: Some(TypeClass::CrossGear), ..Filter::default() };
        let chosen = Selection {
            filter: gear,
            name: Some(REMEMBERED_GEAR.into()),
            ..sel(Source::Battle, Who::Opponent, Count::N(1))
        };
        return Some(Step::Choose(chosen));
    }
    None
}

/// An effect: its words (`{t}` is the target's words) and whether it acts on a target.
pub struct EffectEntry {
    pub entry: Entry<()>,
    pub targeted: bool,
    step: fn(&Params, Selection) -> Step,
}

const fn effect(
    key: &'static str,
    en: &'static str,
    ja: &'static str,
    targeted: bool,
    step: fn(&Params, Selection) -> Step,
) -> EffectEntry {
    EffectEntry { entry: Entry { key, en, ja, make: |_| () }, targeted, step }
}

/// A `static` step: a static ability the effect makes, in its words, lasting `until`.
#[cfg(feature = "whole")]
fn lasting_static(st: Static, (en, ja): (&str, &str), until: Until) -> Step {
    Step::Static(Box::new(StaticStep {
        static_ability: st,
        condition: None,
        text: en.into(),
        text_ja: ja.into(),
        until,
        later: false,
        while_in_battle: false,
        next_use: None,
    }))
}

fn move_to(what: Selection, to: Destination) -> Step {
    Step::Move(Move { what, to, tapped: false, face_up: false, name_put: None, onto: None })
}

pub static EFFECTS: &[EffectEntry] = &[
    effect("draw", "draw {n} {cards}", "カードを{n}枚引く", false, |p, _| {
        Step::Draw(Draw { count: count_of(p), up_to: false, player: Who::You, name: None })
    }),
    effect("destroy", "destroy {t}", "{t}を破壊する", true, |_, t| Step::Destroy(t)),
    effect("to_hand", "return {t} to its owner's hand", "{t}を持ち主の手札に戻す", true, |_, t| {
        move_to(t, Destination::Hand)
    }),
    effect(
        "to_mana",
        "put {t} into its owner's mana zone",
        "{t}を持ち主のマナゾーンに置く",
        true,
        |_, t| move_to(t, Destination::Mana),
    ),
    effect(
        "to_graveyard",
        "put {t} into its owner's graveyard",
        "{t}を持ち主の墓地に置く",
        true,
        |_, t| move_to(t, Destination::Graveyard),
    ),
    effect(
        "to_shields",
        "put {t} into its owner's shield zone",
        "{t}を持ち主のシールドゾーンに加える",
        true,
        |_, t| move_to(t, Destination::Shields),
    ),
    effect("to_battle", "put {t} into the battle zone", "{t}をバトルゾーンに出す", true, |_, t| {
        move_to(t, Destination::Battle)
    }),
    effect("tap", "tap {t}", "{t}をタップする", true, |_, t| Step::Tap(t)),
    effect("untap", "untap {t}", "{t}をアンタップする", true, |_, t| Step::Untap(t)),
    effect(
        "power",
        "{t} gets {n+} power until the end of the turn",
        "このターン、{t}のパワーを{n+}する",
        true,
        |p, t| Step::Power(PowerStep { what: t, amount: p.n, per: None, until: Until::EndOfTurn }),
    ),
    effect(
        "grant",
        "{t} gets \"{k}\" until the end of the turn",
        "このターン、{t}は「{k}」を得る",
        true,
        |p, t| Step::Grant(GrantStep { what: t, keyword: p.keyword.clone(), until: Until::EndOfTurn }),
    ),
    #[cfg(feature = "whole")]
    effect(
        "grant_opponents_next_turn",
        "during your opponent's next turn, {t} has \"{k}\"",
        "次の相手のターン、{t}は「{k}」を得る",
        true,
        |p, t| Step::Grant(GrantStep { what: t, keyword: p.keyword.clone(), until: Until::OpponentsNextTurn }),
    ),
    effect(
        "discard",
        "your opponent chooses {n} {cards} from their hand and discards them",
        "相手は自身の手札を{n}枚選び、捨てる",
        false,
        |p, _| Step::Discard(sel(Source::Hand, Who::Opponent, Count::N(count_of(p)))),
    ),
    effect(
        "break",
        "break {n} of your opponent's shields",
        "相手のシールドを{n}つブレイクする",
        false,
        |p, _| Step::Break(sel(Source::Shields, Who::Opponent, Count::N(count_of(p)))),
    ),
    effect("gr_summon", "GR summon {n} times", "GR召喚を{n}回する", false, |p, _| {
        Step::GrSummon(count_of(p))
    }),
    effect("shuffle", "shuffle your deck", "自分の山札をシャッフルする", false, |_, _| {
        Step::Shuffle(Who::You)
    }),
    effect(
        "extra_turn",
        "take an extra turn after this one",
        "このターンの後に自分のターンを追加する",
        false,
        |_, _| Step::ExtraTurn(Who::You),
    ),
    effect("win", "you win the game", "自分はゲームに勝利する", false, |_, _| Step::Win),
    #[cfg(feature = "whole")]
    effect("no_battle", "there is no battle", "バトルは行わない", false, |_, _| Step::NoBattle),
    #[cfg(feature = "whole")]
    effect(
        "no_shield_triggers_this_turn",
        "this turn, no player can use shield triggers",
        "このターン、どのプレイヤーも「S・トリガー」を使えない",
        false,
        |_, _| {
            lasting_static(
                Static { forbid: Some(Forbid::UseShieldTriggers), forbid_player: Some(Who::Any), ..Static::default() },
                ("No player can use shield triggers.", "どのプレイヤーも「S・トリガー」を使えない。"),
                Until::EndOfTurn,
            )
        },
    ),
    #[cfg(feature = "whole")]
    effect(
        "no_mana_from_hand",
        "until the start of your next turn, your opponent can't put cards from their hand into their mana zone",
        "次の自分のターンのはじめまで、相手は自身の手札からカードをマナゾーンに置けない",
        false,
        |_, _| {
            lasting_static(
                Static { forbid: Some(Forbid::ManaFromHand), ..Static::default() },
                (
                    "Your opponent can't put cards from their hand into their mana zone.",
                    "相手は自身の手札からカードをマナゾーンに置けない。",
                ),
                Until::StartOfYourNextTurn,
            )
        },
    ),
    #[cfg(feature = "whole")]
    effect(
        "must_block",
        "you may choose one of your opponent's untapped creatures that has blocker: this turn it blocks this creature if able, and no other creature can block this creature",
        "相手の「ブロッカー」を持つアンタップしているクリーチャーを1体選んでもよい。このターン、そのクリーチャーは可能であればこのクリーチャーをブロックし、このクリーチャーは他のクリーチャーにブロックされない",
        false,
        |_, _| {
            let filter = Filter { keyword: Some(Keyword::Blocker), tapped: Some(false), ..Filter::default() };
            let blocker = Selection { filter, up_to: true, ..sel(Source::Battle, Who::Opponent, Count::N(1)) };
            Step::MustBlock(Box::new(MustBlockStep { blocker, attacker: this() }))
        },
    ),
    effect(
        "gachinko_destroy",
        "gachinko judge; if you win, destroy {t}",
        "ガチンコ・ジャッジする。勝ったら、{t}を破壊する",
        true,
        |_, t| Step::GachinkoJudge(GachinkoStep { then: vec![Step::Destroy(t)] }),
    ),
    effect(
        "opponent_skips_turn",
        "your opponent skips their next turn",
        "相手は次のターンを飛ばす",
        false,
        |_, _| Step::SkipTurn(Who::Opponent),
    ),
    // New entries go last: an editor's pick is a position in this list.
    effect(
        "under_this",
        "put {t} under this creature",
        "{t}をこのクリーチャーの下に置く",
        true,
        |_, t| move_to(t, Destination::Under),
    ),
    effect(
        "under_to_graveyard",
        "put {n} {cards} from under this creature into the graveyard",
        "このクリーチャーの下にあるカードを{n}枚墓地に置く",
        false,
        |p, _| {
            move_to(
                Selection { under: true, ..sel(Source::This, Who::You, Count::N(count_of(p))) },
                Destination::Graveyard,
            )
        },
    ),
    effect(
        "evolve_onto_trigger",
        "put this creature on top of that creature (it evolves)",
        "このクリーチャーをそのクリーチャーの上に重ねる（進化する）",
        false,
        |_, _| {
            Step::Move(Move {
                what: this(),
                to: Destination::Battle,
                tapped: false,
                face_up: false,
                name_put: None,
                onto: Some(Box::new(sel(Source::Trigger, Who::You, Count::Unwritten))),
            })
        },
    ),
    effect(
        "discard_at_random",
        "your opponent discards {n} {cards} from their hand at random",
        "相手の手札から{n}枚をランダムに選び、捨てさせる",
        false,
        |p, _| Step::DiscardAtRandom(sel(Source::Hand, Who::Opponent, Count::N(count_of(p)))),
    ),
    #[cfg(feature = "whole")]
    effect(
        "shields_to_hand",
        "choose {n} of your shields and put them into your hand; you may use their S-Triggers",
        "自分のシールドを{n}つ選び、手札に加える。その「S・トリガー」は使ってもよい",
        false,
        |p, _| Step::ShieldsToHand(sel(Source::Shields, Who::You, Count::N(count_of(p)))),
    ),
    #[cfg(feature = "whole")]
    effect(
        "draw_per_race",
        "you may draw a card for each different race among your creatures",
        "自分のバトルゾーンにあるクリーチャーの種族1つにつき、カードを1枚引いてもよい",
        false,
        |_, _| {
            let per = Selection {
                distinct: Some(Distinct::Races { except: Vec::new() }),
                ..battle(Who::You, Count::All)
            };
            Step::DrawPer(Box::new(DrawPer { per, minus: None, up_to: true, player: Who::You, name: None }))
        },
    ),
    #[cfg(feature = "whole")]
    effect(
        "destroy_least_power",
        "destroy the creature with the least power in the battle zone (you choose among ties)",
        "バトルゾーンで最もパワーが小さいクリーチャーを1体破壊する（同じなら自分が選ぶ）",
        false,
        |_, _| Step::Destroy(Selection { least: Some(Measure::Power), ..battle(Who::Any, Count::N(1)) }),
    ),
    #[cfg(feature = "whole")]
    effect(
        "turn_destroyed_to_mana",
        "this turn, whenever one of your creatures would be destroyed, put it into your mana zone instead",
        "このターン、自分のクリーチャーが破壊される時、かわりにマナゾーンに置く",
        false,
        |_, _| {
            let card = CardMatch {
                card: Which::Any,
                controller: Who::You,
                filter: creatures(),
                ..CardMatch::default()
            };
            Step::Replace(Box::new(ReplaceStep {
                replace: Replacement {
                    card,
                    ..replace_me(ReplaceEvent::Destroyed, Destination::Mana).replace
                },
                text:
                    "Whenever one of your creatures would be destroyed, put it into your mana zone instead."
                        .into(),
                text_ja: "自分のクリーチャーが破壊される時、かわりにマナゾーンに置く。".into(),
                until: Until::EndOfTurn,
            }))
        },
    ),
    #[cfg(feature = "whole")]
    effect("lose", "you lose the game", "自分はゲームに負ける", false, |_, _| Step::Lose),
    #[cfg(feature = "whole")]
    effect(
        "search_per_creature_beyond",
        "you may search your deck: for each creature your opponent has beyond your number, take a creature from it, show it and put it into your hand; then shuffle your deck",
        "自分の山札を見てもよい。相手のクリーチャーが自分のクリーチャーより多い数1体につき、その中からクリーチャーを1体、相手に見せてから手札に加える。その後、山札をシャッフルする",
        false,
        |_, _| {
            let all_of = |player: Who, name: &str| Step::Choose(Selection {
                filter: creatures(),
                name: Some(name.into()),
                ..battle(player, Count::All)
            });
            let found = Selection {
                filter: creatures(),
                as_many_as: Some("theirs".into()),
                minus: Some("mine".into()),
                up_to: true,
                name: Some("found".into()),
                ..sel(Source::Deck, Who::You, Count::N(1))
            };
            let take = move_to(Selection { from: Source::Named("found".into()), ..Selection::default() }, Destination::Hand);
            Step::May(vec![all_of(Who::Opponent, "theirs"), all_of(Who::You, "mine"), Step::Reveal(found), take, Step::Shuffle(Who::You)])
        },
    ),
    #[cfg(feature = "whole")]
    effect(
        "turn_shield_face_up",
        "choose {n} of your opponent's shields and turn them face up (they stay face up while in the shield zone)",
        "相手のシールドを{n}つ選び、表向きにする（シールドゾーンにある間、表向きのまま）",
        false,
        |p, _| Step::TurnFaceUp(sel(Source::Shields, Who::Opponent, Count::N(count_of(p)))),
    ),
    #[cfg(feature = "whole")]
    effect(
        "draw_per_broken_shield",
        "you may draw a card for each shield your creatures broke this turn",
        "このターン自分のクリーチャーがブレイクしたシールド1つにつき、カードを1枚引いてもよい",
        false,
        |_, _| {
            let per = Selection { from: Source::Broken, ..Selection::default() };
            Step::DrawPer(Box::new(DrawPer { per, minus: None, up_to: true, player: Who::You, name: None }))
        },
    ),
    #[cfg(feature = "whole")]
    effect(
        "next_creature_costs_less",
        "this turn, the next creature you summon costs up to {n} less, but not less than 1",
        "このターン、次に自分が召喚するクリーチャーのコストを最大{n}少なくする。ただし、コストは1より少なくならない",
        false,
        |p, _| {
            let from = Source::AnyOf(vec![Source::Hand, Source::Mana, Source::Graveyard]);
            let affects = Selection { from, filter: creatures(), ..Selection::default() };
            let less = Static {
                affects: Selection { count: Count::All, ..affects },
                cost: Some(-p.n.max(0)),
                cost_floor: Some(1),
                ..Static::default()
            };
            Step::Static(Box::new(StaticStep {
                static_ability: less,
                condition: None,
                text: format!("The next creature you summon costs up to {} less, but not less than 1.", p.n.max(0)),
                text_ja: format!("次に召喚するクリーチャーのコストを最大{}少なくする。ただし、コストは1より少なくならない。", p.n.max(0)),
                until: Until::EndOfTurn,
                later: true,
                while_in_battle: false,
                next_use: Some(true),
            }))
        },
    ),
    #[cfg(feature = "whole")]
    effect(
        "destroy_owner_reveals_until_creature",
        "destroy {t}; its owner reveals cards from the top of their deck until a non-evolution creature is revealed, puts it into the battle zone and the other revealed cards into their graveyard",
        "{t}を破壊する。その持ち主は進化ではないクリーチャーが出るまで自身の山札の上からカードを表向きにし、そのクリーチャーをバトルゾーンに出し、残りを墓地に置く",
        true,
        |_, t| {
            let creature = Filter { evolution: Some(false), ..creatures() };
            let looked =
                |filter: Filter| Selection { from: Source::Looked, filter, count: Count::All, ..Selection::default() };
            let reveal = RevealUntil {
                player: Who::You,
                filter: creature.clone(),
                count: 1,
                owner_of: Some("destroyed".into()),
            };
            // One step of several: an `if` that always holds (all of no conditions).
            Step::If(IfStep {
                condition: Condition::All(Vec::new()),
                then: vec![
                    Step::Destroy(Selection { name: Some("destroyed".into()), ..t }),
                    Step::RevealUntil(reveal),
                    move_to(looked(creature), Destination::Battle),
                    move_to(looked(Filter::default()), Destination::Graveyard),
                ],
                otherwise: Vec::new(),
            })
        },
    ),
    #[cfg(feature = "whole")]
    effect(
        "destroy_race_of_battled",
        "destroy every creature that has a race of the creature it battled",
        "バトルしたクリーチャーと同じ種族を持つクリーチャーをすべて破壊する",
        false,
        |_, _| {
            let battled = Selection { from: Source::Battled, name: Some("battled".into()), ..Selection::default() };
            let kin = Selection {
                filter: Filter { same_race_as: Some("battled".into()), ..creatures() },
                ..battle(Who::Any, Count::All)
            };
            Step::If(IfStep {
                condition: Condition::All(Vec::new()),
                then: vec![Step::Choose(battled), Step::Destroy(kin)],
                otherwise: Vec::new(),
            })
        },
    ),
];

/// A static ability, the zones it works in (empty: the default, the battle zone) and the
/// condition it works under.
pub type StaticPick = (Static, Vec<Zone>, Option<Condition>);

pub static STATICS: &[Entry<StaticPick>] = &[
    Entry {
        key: "self_power",
        en: "This creature gets {n+} power.",
        ja: "このクリーチャーのパワーを{n+}する。",
        make: |p| (Static { affects: this(), power: Some(p.n), ..Static::default() }, vec![], None),
    },
    Entry {
        key: "others_power",
        en: "Your other creatures get {n+} power.",
        ja: "自分の他のクリーチャーのパワーを{n+}する。",
        make: |p| {
            let affects = Selection { other: true, ..battle(Who::You, Count::All) };
            (Static { affects, power: Some(p.n), ..Static::default() }, vec![], None)
        },
    },
    Entry {
        key: "opponent_power",
        en: "Your opponent's creatures get {n+} power.",
        ja: "相手のクリーチャーのパワーを{n+}する。",
        make: |p| {
            (
                Static { affects: battle(Who::Opponent, Count::All), power: Some(p.n), ..Static::default() },
                vec![],
                None,
            )
        },
    },
    Entry {
        key: "attacking_power",
        en: "While attacking, this creature gets {n+} power.",
        ja: "このクリーチャーは攻撃中、パワーを{n+}する。",
        make: |p| {
            (
                Static { affects: this(), power: Some(p.n), while_attacking: true, ..Static::default() },
                vec![],
                None,
            )
        },
    },
    Entry {
        key: "self_keyword",
        en: "This creature has \"{k}\".",
        ja: "このクリーチャーは「{k}」を得る。",
        make: |p| {
            (Static { affects: this(), grant: vec![p.keyword.clone()], ..Static::default() }, vec![], None)
        },
    },
    Entry {
        key: "others_keyword",
        en: "Your other creatures have \"{k}\".",
        ja: "自分の他のクリーチャーは「{k}」を得る。",
        make: |p| {
            let affects = Selection { other: true, ..battle(Who::You, Count::All) };
            (Static { affects, grant: vec![p.keyword.clone()], ..Static::default() }, vec![], None)
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "entered_keyword_cant_attack",
        en: "Creatures that have \"{k}\" can't attack the turn they are put into the battle zone.",
        ja: "「{k}」を持つクリーチャーは、バトルゾーンに出たターンには攻撃できない。",
        make: |p| {
            let filter = Filter {
                keyword: Some(p.keyword.clone()),
                entered_this_turn: Some(true),
                ..Filter::default()
            };
            let affects = Selection { filter, ..battle(Who::Any, Count::All) };
            (Static { affects, grant: vec![Keyword::CantAttack], ..Static::default() }, vec![], None)
        },
    },
    Entry {
        key: "ignore_spells",
        en: "The effects of spells of cost {n} or less are ignored.",
        ja: "コスト{n}以下の呪文の効果を無視する。",
        make: |p| {
            let f = Filter { cost_max: Some(p.n.max(0) as u32), ..Filter::default() };
            (Static { ignore_spells: Some(f), ..Static::default() }, vec![], None)
        },
    },
    Entry {
        key: "lose_outside_battle",
        en: "If this card is anywhere but the battle zone, you lose the game.",
        ja: "このカードがバトルゾーン以外のゾーンにあれば、自分はゲームに負ける。",
        make: |_| {
            let zones = vec![
                Zone::Hand,
                Zone::Mana,
                Zone::Graveyard,
                Zone::Deck,
                Zone::Shields,
                Zone::Hyperspatial,
                Zone::Gr,
            ];
            (Static { lose: true, ..Static::default() }, zones, None)
        },
    },
    Entry {
        key: "costs_less",
        en: "This card costs {n} less to use (never less than 1).",
        ja: "このカードを使うコストを{n}少なくする。ただし、コストは1より少なくならない。",
        make: |p| {
            let st = Static { affects: this(), cost: Some(-p.n), cost_floor: Some(1), ..Static::default() };
            (st, vec![Zone::Hand], None)
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "summon_after_spell",
        en: "This card can be used only in a turn in which you already cast a spell.",
        ja: "このターンに自分が呪文を唱えていなければ、このカードは使えない。",
        make: |_| {
            let spell = Filter { card_type: Some(TypeClass::Spell), ..Filter::default() };
            let used = Condition::Used(Box::new(UsedCondition { player: Who::You, filter: spell }));
            let st = Static {
                affects: this(),
                forbid: Some(Forbid::Use),
                forbid_player: Some(Who::You),
                ..Static::default()
            };
            (st, vec![Zone::Hand], Some(Condition::Not(Box::new(used))))
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "no_spells_cost_at_least",
        en: "No player can cast spells of cost {n} or more.",
        ja: "プレイヤーは、コスト{n}以上の呪文を唱えられない。",
        make: |p| {
            let f = Filter {
                card_type: Some(TypeClass::Spell),
                cost_min: Some(p.n.max(0) as u32),
                ..Filter::default()
            };
            let affects = Selection { filter: f, ..Selection::default() };
            (
                Static {
                    affects,
                    forbid: Some(Forbid::Use),
                    forbid_player: Some(Who::Any),
                    ..Static::default()
                },
                vec![],
                None,
            )
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "no_tap_abilities",
        en: "Players can't use the tap abilities of their creatures.",
        ja: "プレイヤーは自身のクリーチャーのタップ能力を使えない。",
        make: |_| {
            let affects = battle(Who::Any, Count::All);
            let st = Static {
                affects,
                forbid: Some(Forbid::TapAbilities),
                forbid_player: Some(Who::Any),
                ..Static::default()
            };
            (st, vec![], None)
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "power_per_civilization_in_mana",
        en: "This creature gets {n+} power for each civilization among the cards in your mana zone.",
        ja: "このクリーチャーのパワーは、自分のマナゾーンにある文明1つにつき{n+}される。",
        make: |p| {
            let per = Selection {
                distinct: Some(Distinct::Civilizations),
                ..sel(Source::Mana, Who::You, Count::All)
            };
            (Static { affects: this(), power: Some(p.n), per: Some(per), ..Static::default() }, vec![], None)
        },
    },
    Entry {
        key: "opponent_mana_tapped",
        en: "Your opponent's cards are put into their mana zone tapped.",
        ja: "相手のカードはタップしてマナゾーンに置かれる。",
        make: |_| {
            let affects = Selection {
                from: Source::Mana,
                player: Who::Opponent,
                count: Count::All,
                ..Selection::default()
            };
            (Static { affects, enters_tapped: true, ..Static::default() }, vec![], None)
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "gravity_zero_hand",
        en: "G-Zero: if you have {n} or more cards in your hand, you may use this card without paying its cost.",
        ja: "G・ゼロ：自分の手札が{n}枚以上あれば、このカードをコストを支払わずに使ってもよい。",
        make: |p| {
            let hand = Condition::Count(Box::new(CountCondition {
                what: sel(Source::Hand, Who::You, Count::All),
                at_least: Some(p.n.max(0) as u32),
                at_most: None,
            }));
            (Static { gravity_zero: Some(true), ..Static::default() }, vec![Zone::Hand], Some(hand))
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "crossed_power_doubled",
        en: "The creature this is crossed onto has its power doubled.",
        ja: "クロスしているクリーチャーのパワーは2倍になる。",
        make: |_| {
            let affects = sel(Source::Crossed, Who::You, Count::Unwritten);
            (Static { affects, power_multiply: Some(2), ..Static::default() }, vec![], None)
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "you_choose_broken_shields",
        en: "Whenever an opponent's creature would break your shields, you choose them instead of your opponent.",
        ja: "相手のクリーチャーが自分のシールドをブレイクする時、相手のかわりに自分がブレイクされるシールドを選ぶ。",
        make: |_| {
            let chooses = OwnerChooses { player: Who::You, breaks: true };
            (Static { owner_chooses_shields: Some(chooses), ..Static::default() }, vec![], None)
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "you_choose_your_shields",
        en: "Whenever your opponent would choose one of your shields, you choose instead.",
        ja: "相手が自分のシールドを選ぶ時、かわりに自分が選ぶ。",
        make: |_| {
            let chooses = OwnerChooses { player: Who::You, breaks: false };
            (Static { owner_chooses_shields: Some(chooses), ..Static::default() }, vec![], None)
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "reveal_broken_shields",
        en: "Your opponent reveals the shields your creatures break.",
        ja: "相手は、自分のクリーチャーがブレイクしたシールドを公開する。",
        make: |_| (Static { reveal_broken_shields: Some(Who::You), ..Static::default() }, vec![], None),
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "hyper_energy",
        en: "Hyper Energy (when you use this card, you may tap any number of your creatures with different costs; for each one, it costs {n} less, but never 0 or less)",
        ja: "ハイパーエナジー（このカードを使う時、コストが異なる自分のクリーチャーを好きな数タップしてもよい。こうしてタップしたクリーチャー1体につき、このカードのコストを{n}少なくする。ただし、コストは0以下にはならない）",
        make: |p| {
            let tap = TapCreatures { each: p.n.max(0) as u32, min_cost: 1, different_costs: true, ..TapCreatures::default() };
            (Static { tap_creatures: Some(tap), ..Static::default() }, vec![Zone::Hand], None)
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "tap_creatures_alternative_cost",
        en: "You may tap {n} of your creatures and pay {n} to use this card from your hand or your graveyard.",
        ja: "自分のクリーチャーを{n}体タップし、{n}支払って、このカードを自分の手札または墓地から使ってもよい。",
        make: |p| {
            let n = p.n.max(0) as u32;
            let tap = TapCreatures { count: Some(n), cost: Some(n), ..TapCreatures::default() };
            (Static { tap_creatures: Some(tap), ..Static::default() }, vec![Zone::Hand, Zone::Graveyard], None)
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "no_spell_named_in_graveyard",
        en: "Your opponent can't cast a spell with the same name as a spell in their graveyard.",
        ja: "相手は、自身の墓地にある呪文と同じ名前の呪文を唱えることができない。",
        make: |_| {
            let in_graveyard = Selection {
                filter: Filter { card_type: Some(TypeClass::Spell), ..Filter::default() },
                ..sel(Source::Graveyard, Who::Opponent, Count::All)
            };
            let f = Filter {
                card_type: Some(TypeClass::Spell),
                same_name_in: Some(Box::new(in_graveyard)),
                ..Filter::default()
            };
            let affects = Selection { filter: f, ..Selection::default() };
            (Static { affects, forbid: Some(Forbid::Use), ..Static::default() }, vec![], None)
        },
    },
];

/// A replacement effect of the picker: the event and where the card goes, and the steps it
/// carries out instead ("you may" when `optional`).
pub struct InsteadPick {
    pub replace: Replacement,
    pub steps: Vec<Step>,
    pub optional: bool,
}

impl From<Replacement> for InsteadPick {
    fn from(replace: Replacement) -> InsteadPick {
        InsteadPick { replace, steps: Vec::new(), optional: false }
    }
}

fn replace_me(event: ReplaceEvent, instead: Destination) -> InsteadPick {
    Replacement { event, card: me(), not_to: None, by: None, instead, tapped: false }.into()
}

/// "When another creature of yours would leave the battle zone": the event of an ultra saver.
fn another_of_mine_leaves() -> Replacement {
    Replacement {
        event: ReplaceEvent::LeaveBattle,
        card: CardMatch {
            card: Which::Other,
            controller: Who::You,
            filter: creatures(),
            ..CardMatch::default()
        },
        not_to: None,
        by: None,
        instead: Destination::Stay,
        tapped: false,
    }
}

pub static REPLACEMENTS: &[Entry<InsteadPick>] = &[
    Entry {
        key: "destroyed_to_hand",
        en: "When this creature would be destroyed, return it to your hand instead.",
        ja: "このクリーチャーが破壊される時、かわりに手札に戻す。",
        make: |_| replace_me(ReplaceEvent::Destroyed, Destination::Hand),
    },
    Entry {
        key: "destroyed_to_mana",
        en: "When this creature would be destroyed, put it into your mana zone instead.",
        ja: "このクリーチャーが破壊される時、かわりにマナゾーンに置く。",
        make: |_| replace_me(ReplaceEvent::Destroyed, Destination::Mana),
    },
    Entry {
        key: "destroyed_stays",
        en: "When this creature would be destroyed, it stays in the battle zone instead.",
        ja: "このクリーチャーが破壊される時、かわりにバトルゾーンにとどまる。",
        make: |_| replace_me(ReplaceEvent::Destroyed, Destination::Stay),
    },
    Entry {
        key: "leaves_to_shields",
        en: "When this creature would leave the battle zone, put it into your shield zone instead.",
        ja: "このクリーチャーがバトルゾーンを離れる時、かわりにシールドゾーンに加える。",
        make: |_| replace_me(ReplaceEvent::LeaveBattle, Destination::Shields),
    },
    Entry {
        key: "leaves_flips",
        en: "When this creature would leave the battle zone, turn it to its other side instead.",
        ja: "このクリーチャーがバトルゾーンを離れる時、かわりに裏返す。",
        make: |_| replace_me(ReplaceEvent::LeaveBattle, Destination::Flip),
    },
    Entry {
        key: "others_destroyed_to_mana",
        en: "Whenever another creature of yours would be destroyed, put it into your mana zone instead.",
        ja: "自分の他のクリーチャーが破壊される時、かわりにマナゾーンに置く。",
        make: |_| {
            Replacement {
                card: CardMatch {
                    card: Which::Other,
                    controller: Who::You,
                    filter: creatures(),
                    ..CardMatch::default()
                },
                ..replace_me(ReplaceEvent::Destroyed, Destination::Mana).replace
            }
            .into()
        },
    },
    Entry {
        key: "ultra_saver",
        en: "Ultra saver: when another creature of yours would leave the battle zone, you may destroy this creature instead.",
        ja: "ウルトラ・セイバー：自分の他のクリーチャーがバトルゾーンを離れる時、かわりにこのクリーチャーを破壊してもよい。",
        make: |_| InsteadPick { replace: another_of_mine_leaves(), steps: vec![Step::Destroy(this())], optional: true },
    },
    Entry {
        key: "leaves_graveyard_to_deck_bottom",
        en: "When this creature would leave the battle zone, you may put {n} {cards} from your graveyard on the bottom of your deck instead.",
        ja: "このクリーチャーがバトルゾーンを離れる時、かわりにカードを{n}枚自分の墓地から山札の下に置いてもよい。",
        make: |p| InsteadPick {
            replace: replace_me(ReplaceEvent::LeaveBattle, Destination::Stay).replace,
            steps: vec![Step::Move(Move {
                what: sel(Source::Graveyard, Who::You, Count::N(count_of(p))),
                to: Destination::DeckBottom,
                tapped: false,
                face_up: false,
                name_put: None,
                onto: None,
            })],
            optional: true,
        },
    },
    Entry {
        key: "others_destroyed_under_this",
        en: "Whenever another creature of yours would be destroyed, you may put it under this creature instead.",
        ja: "自分の他のクリーチャーが破壊される時、かわりにこのクリーチャーの下に置いてもよい。",
        make: |_| InsteadPick {
            replace: Replacement { event: ReplaceEvent::Destroyed, ..another_of_mine_leaves() },
            steps: vec![move_to(sel(Source::Trigger, Who::You, Count::Unwritten), Destination::Under)],
            optional: true,
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "shield_saver",
        en: "When one of your shields would be broken, you may destroy this creature instead.",
        ja: "自分のシールドがブレイクされる時、かわりにこのクリーチャーを破壊してもよい。",
        make: |_| InsteadPick {
            replace: Replacement {
                event: ReplaceEvent::Broken,
                card: CardMatch { card: Which::Any, controller: Who::You, ..CardMatch::default() },
                ..replace_me(ReplaceEvent::Broken, Destination::Stay).replace
            },
            steps: vec![Step::Destroy(this())],
            optional: true,
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "breaks_to_graveyard",
        en: "Whenever this creature breaks a shield, your opponent puts that shield into their graveyard instead of their hand.",
        ja: "このクリーチャーがシールドをブレイクする時、相手はそのシールドを手札に加えるかわりに墓地に置く。",
        make: |_| replace_me(ReplaceEvent::Breaks, Destination::Graveyard),
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "spell_to_mana_tapped",
        en: "After this spell is cast, put it into your mana zone tapped instead of your graveyard.",
        ja: "この呪文を唱えた後、墓地に置くかわりにタップしてマナゾーンに置く。",
        make: |_| {
            Replacement { tapped: true, ..replace_me(ReplaceEvent::SpellResolved, Destination::Mana).replace }.into()
        },
    },
    #[cfg(feature = "whole")]
    Entry {
        key: "leaves_top_card_only",
        en: "When this creature would leave the battle zone, only its top card leaves instead; the cards under it stay as separate creatures.",
        ja: "このクリーチャーがバトルゾーンを離れる時、かわりに一番上のカードだけが離れ、下のカードは別々のクリーチャーとして残る。",
        make: |_| replace_me(ReplaceEvent::LeaveBattle, Destination::TopCardOnly),
    },
];

/// Keywords a card may print or an effect may give, with their Japanese names.
pub static KEYWORDS: &[(Keyword, &str)] = &[
    (Keyword::Blocker, "ブロッカー"),
    (Keyword::ShieldTrigger, "S・トリガー"),
    (Keyword::DoubleBreaker, "W・ブレイカー"),
    (Keyword::TripleBreaker, "T・ブレイカー"),
    (Keyword::SpeedAttacker, "スピードアタッカー"),
    (Keyword::Slayer, "スレイヤー"),
    (Keyword::MachFighter, "マッハファイター"),
    (Keyword::Untouchable, "アンタッチャブル"),
    (Keyword::CantBeBlocked, "ブロックされない"),
    (Keyword::CantAttack, "攻撃できない"),
    (Keyword::CantBlock, "ブロックできない"),
    (Keyword::AttacksEachTurn, "各ターン、可能であれば攻撃する"),
    (Keyword::Charger, "チャージャー"),
    (Keyword::SummonFromMana, "マナゾーンから召喚できる"),
    (Keyword::ManaBirth, "マナゾーンからコストを支払わずに召喚できる"),
    (Keyword::WorldBreaker, "ワールド・ブレイカー"),
    (Keyword::CantAttackPlayers, "プレイヤーを攻撃できない"),
    (Keyword::CantBeDestroyed, "破壊されない"),
    (Keyword::CantLeaveBattle, "バトルゾーンを離れない"),
    (Keyword::DoesntUntap, "アンタップしない"),
    (Keyword::MustBeChosen, "相手がクリーチャーを選ぶ時、可能ならこのクリーチャーを選ぶ"),
    (Keyword::Guardman, "ガードマン"),
    (Keyword::AbilitiesIgnored(IgnoreKind::All), "能力をすべて無視される"),
    (Keyword::AbilitiesIgnored(IgnoreKind::CantAttack), "「攻撃できない」能力を無視される"),
    (
        Keyword::AbilitiesIgnored(IgnoreKind::CantAttackPlayers),
        "「プレイヤーを攻撃できない」能力を無視される",
    ),
    (Keyword::Shinkarise, "シンカライズ"),
    (Keyword::AttacksCreaturesIfAble, "攻撃する時、可能ならクリーチャーを攻撃する"),
    (Keyword::NeoEvolution, "NEO進化"),
    (Keyword::AttackUntapped, "アンタップしているクリーチャーを攻撃できる"),
    (Keyword::CantBeAttacked, "攻撃されない"),
    (Keyword::CantAttackCreatures, "クリーチャーを攻撃できない"),
    (Keyword::BlocksIfAble, "相手のクリーチャーが攻撃する時、可能であればブロックする"),
    (Keyword::CrossFree, "コストを支払わずにクロスギアをクロスできる"),
    (Keyword::ShieldTriggerCross, "S・トリガー・クロス"),
    (Keyword::WaveStriker, "ウェーブストライカー"),
    #[cfg(feature = "whole")]
    (Keyword::WinsAllBattles, "バトルに必ず勝つ"),
    #[cfg(feature = "whole")]
    (Keyword::CantBeTappedByOpponent, "相手にタップされない"),
    #[cfg(feature = "whole")]
    (Keyword::NoTriggerOnBreak, "ブレイクしたシールドのS・トリガーは使えない"),
    #[cfg(feature = "whole")]
    (Keyword::LuresAttacks, "相手の攻撃クリーチャーは、可能であればこのクリーチャーを攻撃する"),
    #[cfg(feature = "whole")]
    (Keyword::MustBeAttacked, "相手のクリーチャーは、可能であればこのクリーチャーを攻撃する"),
    #[cfg(feature = "whole")]
    (Keyword::AttackableAsTapped, "タップされているものとして攻撃できる"),
    #[cfg(feature = "whole")]
    (Keyword::AttacksPlayersRegardless, "召喚酔いや「攻撃できない」を無視して相手プレイヤーを攻撃できる"),
    #[cfg(feature = "whole")]
    (Keyword::EvolutionBaseAny, "種族に関係なく進化元になる"),
    #[cfg(feature = "whole")]
    (Keyword::GStrike, "G・ストライク"),
    #[cfg(feature = "whole")]
    (Keyword::ExLife, "EXライフ"),
];

/// The four kinds of ability an editor composes (110.3).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum PickKind {
    #[default]
    Triggered,
    Static,
    Replacement,
    /// A spell's own ability: its effect runs when the spell resolves.
    Spell,
}

/// One ability composed from the lists above, by position.
#[derive(Clone, Debug, PartialEq)]
pub struct AbilityPick {
    pub kind: PickKind,
    pub trigger: usize,
    pub condition: usize,
    pub optional: bool,
    pub effect: usize,
    pub target: usize,
    pub modifier: usize,
    pub replacement: usize,
    pub n: i32,
    pub m: i32,
    pub keyword: usize,
}

impl Default for AbilityPick {
    fn default() -> Self {
        AbilityPick {
            kind: PickKind::Triggered,
            trigger: 0,
            condition: 0,
            optional: false,
            effect: 0,
            target: 1,
            modifier: 0,
            replacement: 0,
            n: 1,
            m: 5000,
            keyword: 0,
        }
    }
}

fn pick<T>(list: &[T], i: usize) -> &T {
    &list[i.min(list.len() - 1)]
}

/// "…してもよい": the "you may" form of a Japanese effect phrase (plain form verbs).
fn may_ja(phrase: &str) -> String {
    for (end, may) in [("する", "してもよい"), ("く", "いてもよい"), ("す", "してもよい"), ("る", "てもよい")]
    {
        if let Some(stem) = phrase.strip_suffix(end) {
            return format!("{stem}{may}");
        }
    }
    format!("{phrase}ことができる")
}

impl AbilityPick {
    /// What `{m}` measures in this pick: the condition's limit, else the target's.
    pub fn limit(&self) -> Option<Limit> {
        if !matches!(self.kind, PickKind::Triggered | PickKind::Spell) {
            return None;
        }
        let e = pick(EFFECTS, self.effect);
        Limit::of(pick(CONDITIONS, self.condition).en)
            .or_else(|| e.targeted.then(|| Limit::of(pick(TARGETS, self.target).en)).flatten())
    }

    /// After a change: a limit that is not of its kind starts again at a value that is (a
    /// condition on a cost picked after a target's power of 5000 becomes cost 5).
    pub fn fit_limit(&mut self) {
        if let Some(l) = self.limit().filter(|l| !l.fits(self.m)) {
            self.m = l.start();
        }
    }

    pub fn params(&self) -> Params {
        Params { n: self.n, m: self.m, keyword: pick(KEYWORDS, self.keyword).0.clone() }
    }

    /// The effect's words (the target filled in), without a trigger or condition.
    fn effect_words(&self, ja: bool) -> String {
        let p = self.params();
        let e = pick(EFFECTS, self.effect);
        let target = pick(TARGETS, self.target).words(ja, &p);
        e.entry.words(ja, &p).replace("{t}", &target)
    }

    /// Whether the picks make a tap ability (an activated ability, 602.1).
    fn is_tap_ability(&self) -> bool {
        self.kind == PickKind::Triggered && pick(TRIGGERS, self.trigger).key == TAP_ABILITY
    }

    /// The ability in plain words, as the card would print it.
    pub fn sentence(&self, ja: bool) -> String {
        let p = self.params();
        if self.is_tap_ability() {
            let effect = self.effect_words(ja);
            let condition = pick(CONDITIONS, self.condition).words(ja, &p);
            return if ja {
                let body = if self.optional { may_ja(&effect) } else { effect };
                let body = if condition.is_empty() { body } else { format!("{condition}、{body}") };
                format!("タップ能力：{body}。（このクリーチャーで攻撃する代わりに、タップしてこの能力を使ってもよい）")
            } else {
                let body = if self.optional { format!("you may {effect}") } else { effect };
                let body = if condition.is_empty() { body } else { format!("{condition}, {body}") };
                format!("Tap: {body}. (Instead of attacking with this creature, you may tap it to use this ability.)")
            };
        }
        match self.kind {
            PickKind::Static => pick(STATICS, self.modifier).words(ja, &p),
            PickKind::Replacement => pick(REPLACEMENTS, self.replacement).words(ja, &p),
            PickKind::Triggered | PickKind::Spell => {
                let effect = self.effect_words(ja);
                let condition = pick(CONDITIONS, self.condition).words(ja, &p);
                let when = if self.kind == PickKind::Triggered {
                    pick(TRIGGERS, self.trigger).words(ja, &p)
                } else {
                    String::new()
                };
                if ja {
                    let body = if self.optional { may_ja(&effect) } else { effect };
                    let head = [when, condition].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>();
                    if head.is_empty() {
                        format!("{body}。")
                    } else {
                        format!("{}、{body}。", head.join("、"))
                    }
                } else {
                    let body = if self.optional { format!("you may {effect}") } else { effect };
                    let head = [when, condition].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>();
                    let s = if head.is_empty() { body } else { format!("{}, {body}", head.join(", ")) };
                    format!("{}.", crate::case::capitalize(&s))
                }
            }
        }
    }

    /// The ability the picks describe, with its text in both languages.
    pub fn ability(&self) -> Ability {
        let p = self.params();
        let mut a =
            Ability { text: self.sentence(false), text_ja: self.sentence(true), ..Ability::default() };
        match self.kind {
            PickKind::Static => {
                let (st, zones, condition) = (pick(STATICS, self.modifier).make)(&p);
                a.static_ability = Some(st);
                a.zones = zones;
                a.condition = condition;
            }
            PickKind::Replacement => {
                let r = (pick(REPLACEMENTS, self.replacement).make)(&p);
                a.replace = Some(r.replace);
                a.effect = r.steps;
                a.optional = r.optional;
            }
            PickKind::Triggered | PickKind::Spell => {
                let e = pick(EFFECTS, self.effect);
                let target = (pick(TARGETS, self.target).make)(&p);
                let name = if e.targeted { named_first(&target) } else { None };
                a.effect = name.into_iter().chain([(e.step)(&p, target)]).collect();
                a.condition = (pick(CONDITIONS, self.condition).make)(&p);
                a.optional = self.optional;
                if self.kind == PickKind::Triggered {
                    a.when = Some((pick(TRIGGERS, self.trigger).make)(&p));
                }
                // A tap ability's "you may" is a step: using it is a choice already.
                if self.is_tap_ability() && a.optional {
                    a.optional = false;
                    a.effect = vec![Step::May(std::mem::take(&mut a.effect))];
                }
            }
        }
        a
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_limit_starts_at_a_value_of_its_kind_and_is_labelled_by_it() {
        let at =
            |list: &[Entry<Option<Condition>>], key: &str| list.iter().position(|e| e.key == key).unwrap();
        // Every entry that uses {m} says what it measures in words the editor reads.
        for words in CONDITIONS.iter().map(|e| e.en).chain(TARGETS.iter().map(|e| e.en)) {
            assert_eq!(words.contains("{m}"), Limit::of(words).is_some(), "{words}");
        }
        // A cost condition picked while M is a power of 5000 starts again at cost 5.
        let mut p = AbilityPick { condition: at(CONDITIONS, "used_cost_at_least"), ..AbilityPick::default() };
        assert_eq!(p.limit(), Some(Limit::Cost));
        p.fit_limit();
        assert_eq!(p.m, 5);
        assert!(p.sentence(false).contains("cost 5 or more"), "{}", p.sentence(false));
        // A number the user gave that fits stays.
        p.m = 7;
        p.fit_limit();
        assert_eq!(p.m, 7);
        // A target's power keeps steps of 500; a count of mana cards starts at 3.
        let power = TARGETS.iter().position(|e| e.key == "opponent_creature_power").unwrap();
        let destroy = EFFECTS.iter().position(|e| e.targeted).unwrap();
        let mut q = AbilityPick { target: power, effect: destroy, m: 7, ..AbilityPick::default() };
        assert_eq!(q.limit(), Some(Limit::Power));
        q.fit_limit();
        assert_eq!(q.m, 5000);
        let mut r = AbilityPick { condition: at(CONDITIONS, "mana_at_least"), ..AbilityPick::default() };
        r.fit_limit();
        assert_eq!((r.limit(), r.m), (Some(Limit::Cards), 3));
    }

    use super::*;
    use crate::def::{CardDef, CardDefId, CardType, Civilization, Face};
    use crate::text::{card_toml, parse_card};

    fn card_with(ability: Ability, card_type: CardType) -> CardDef {
        CardDef {
            id: CardDefId(100_000),
            note: String::new(),
            aliases: Vec::new(),
            front: Face {
                name: "Test".into(),
                name_ja: String::new(),
                card_type,
                civilizations: vec![Civilization::Water],
                cost: 3,
                power: card_type.is_creature().then_some(3000),
                power_plus: false,
                races: Vec::new(),
                races_ja: Vec::new(),
                keywords: Vec::new(),
                evolves_from: None,
                evolves_from_also: Default::default(),
                abilities: vec![ability],
            },
            twin: None,
            back: None,
        }
    }

    /// A naming target ("every creature of a race you name") puts the `name` step first, and
    /// its selection reads what was named.
    #[test]
    fn a_naming_target_names_first() {
        let destroy = EFFECTS.iter().position(|e| e.entry.key == "destroy").unwrap();
        let target = TARGETS.iter().position(|t| t.key == "named_race").unwrap();
        let pick = AbilityPick { kind: PickKind::Spell, effect: destroy, target, ..AbilityPick::default() };
        let a = pick.ability();
        assert_eq!(a.text, "Destroy every creature of a race you name.");
        let [Step::Name(n), Step::Destroy(sel)] = a.effect.as_slice() else { panic!("{:?}", a.effect) };
        assert_eq!((n.what, n.remember.as_str()), (NameKind::Race, "race"));
        assert_eq!(sel.filter.named_as.as_deref(), Some("race"));
        // An untargeted effect names nothing.
        let draw = AbilityPick { kind: PickKind::Spell, effect: 0, target, ..AbilityPick::default() };
        assert!(matches!(draw.ability().effect.as_slice(), [Step::Draw(_)]));
    }

    /// Every combination the pickers offer makes a valid card that survives its own text.
    #[test]
    fn every_pick_makes_a_valid_card() {
        let mut picks = Vec::new();
        for trigger in 0..TRIGGERS.len() {
            for condition in 0..CONDITIONS.len() {
                picks.push(AbilityPick { trigger, condition, ..AbilityPick::default() });
                picks.push(AbilityPick { trigger, condition, optional: true, ..AbilityPick::default() });
            }
        }
        for effect in 0..EFFECTS.len() {
            for target in 0..TARGETS.len() {
                for kind in [PickKind::Triggered, PickKind::Spell] {
                    picks.push(AbilityPick {
                        kind,
                        effect,
                        target,
                        optional: target % 2 == 0,
                        ..AbilityPick::default()
                    });
                }
            }
        }
        for modifier in 0..STATICS.len() {
            for keyword in 0..KEYWORDS.len() {
                picks.push(AbilityPick {
                    kind: PickKind::Static,
                    modifier,
                    keyword,
                    ..AbilityPick::default()
                });
            }
        }
        for replacement in 0..REPLACEMENTS.len() {
            picks.push(AbilityPick { kind: PickKind::Replacement, replacement, ..AbilityPick::default() });
        }
        for pick in picks {
            let t = if pick.kind == PickKind::Spell { CardType::Spell } else { CardType::Creature };
            let card = card_with(pick.ability(), t);
            let text = card_toml(&card);
            let back = parse_card(&text).unwrap_or_else(|e| panic!("{pick:?}: {e}\n{text}"));
            assert_eq!(back, card);
            for words in [&card.front.abilities[0].text, &card.front.abilities[0].text_ja] {
                assert!(!words.contains('{'), "unfilled words in {words:?}");
            }
        }
    }

    #[test]
    fn sentences_read_like_card_text() {
        let p = AbilityPick { effect: 1, target: 2, m: 3000, optional: true, ..AbilityPick::default() };
        assert_eq!(
            p.sentence(false),
            "When this creature is put into the battle zone, you may destroy one of your opponent's creatures that has power 3000 or less."
        );
        assert_eq!(
            p.sentence(true),
            "このクリーチャーがバトルゾーンに出た時、相手のパワー3000以下のクリーチャー1体を破壊してもよい。"
        );
        let tap = TRIGGERS.iter().position(|e| e.key == TAP_ABILITY).unwrap();
        let t = AbilityPick { trigger: tap, effect: 0, n: 1, ..AbilityPick::default() };
        assert_eq!(
            t.sentence(false),
            "Tap: draw 1 card. (Instead of attacking with this creature, you may tap it to use this ability.)"
        );
        assert_eq!(
            t.sentence(true),
            "タップ能力：カードを1枚引く。（このクリーチャーで攻撃する代わりに、タップしてこの能力を使ってもよい）"
        );
        assert_eq!(t.ability().when, Some(Trigger::Activated(Activation::Tap)));
        let s = AbilityPick { kind: PickKind::Spell, effect: 0, n: 2, ..AbilityPick::default() };
        assert_eq!(s.sentence(false), "Draw 2 cards.");
        assert_eq!(s.sentence(true), "カードを2枚引く。");
    }
}
