//! Card definitions: the printed facts of a card (its faces), as read from TOML.

use super::ability::{Ability, AbilityKind, Filter};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A stable card definition id. Built-in ids never change meaning (links reference them);
/// custom cards get ids from [`CUSTOM_ID_BASE`] up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardDefId(pub u32);

/// Ids at or above this belong to custom cards (defined in a scenario, link or the editor).
pub const CUSTOM_ID_BASE: u32 = 100_000;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Creature,
    EvolutionCreature,
    Spell,
    PsychicCreature,
    GrCreature,
    CrossGear,
    Castle,
    Field,
    /// An Orega Aura (310): attached to a GR creature, it becomes one of that creature's
    /// cards; its `power` is what it adds to the creature's (310.4).
    Aura,
    /// A Tamaseed (タマシード, 315): used in its player's main step, it enters the battle zone
    /// as an element that is not a creature (316.1); it can be tapped (105.4a).
    Tamaseed,
    /// A Rule Plus (ルール・プラス, 314): it starts in the hyperspatial zone and adds rules to the
    /// game; it can't be used, can't stay in the battle zone (314.4) and returns to the
    /// hyperspatial zone from any other zone (117.1). It has no mana cost: effects read 0.
    RulePlus,
    /// A Dragheart Weapon (ドラグハート・ウエポン, 305, 807): it starts in the hyperspatial zone
    /// and goes back there from anywhere but the battle zone (807.4b); put into the battle zone
    /// it is equipped to one of its player's creatures, as one of that creature's cards, and it
    /// can't stay there by itself (305.3, 703.4m).
    Weapon,
}

impl CardType {
    pub fn is_creature(self) -> bool {
        matches!(
            self,
            CardType::Creature
                | CardType::EvolutionCreature
                | CardType::PsychicCreature
                | CardType::GrCreature
        )
    }

    /// Types that go to the battle zone when used or resolved (605.3).
    pub fn is_element(self) -> bool {
        self.is_creature() || matches!(self, CardType::CrossGear | CardType::Field | CardType::Tamaseed)
    }

    pub fn name(self) -> &'static str {
        match self {
            CardType::Creature => "creature",
            CardType::EvolutionCreature => "evolution creature",
            CardType::Spell => "spell",
            CardType::PsychicCreature => "psychic creature",
            CardType::GrCreature => "GR creature",
            CardType::CrossGear => "cross gear",
            CardType::Castle => "castle",
            CardType::Field => "field",
            CardType::Aura => "aura",
            CardType::Tamaseed => "Tamaseed",
            CardType::RulePlus => "Rule Plus",
            CardType::Weapon => "Dragheart Weapon",
        }
    }
}

impl fmt::Display for CardType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The five civilizations (106.1) and zero (colorless, 106.2c).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Civilization {
    Light,
    Water,
    Darkness,
    Fire,
    Nature,
    Zero,
}

impl Civilization {
    pub const FIVE: [Civilization; 5] = [
        Civilization::Light,
        Civilization::Water,
        Civilization::Darkness,
        Civilization::Fire,
        Civilization::Nature,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Civilization::Light => "light",
            Civilization::Water => "water",
            Civilization::Darkness => "darkness",
            Civilization::Fire => "fire",
            Civilization::Nature => "nature",
            Civilization::Zero => "zero",
        }
    }
}

/// Keyword abilities the rules define (a keyword is shorthand for an ability the engine knows).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    Blocker,
    ShieldTrigger,
    DoubleBreaker,
    TripleBreaker,
    SpeedAttacker,
    Slayer,
    CantAttack,
    CantBlock,
    CantBeBlocked,
    /// Can attack creatures (tapped or untapped) the turn it enters (mach fighter).
    MachFighter,
    AttacksEachTurn,
    /// The opponent can't choose it.
    Untouchable,
    /// After this spell resolves, it goes to the mana zone instead of the graveyard (609.8a).
    Charger,
    /// May be summoned from the mana zone (still paying its cost).
    SummonFromMana,
    /// Mana birth 0: may be summoned from the mana zone without paying its cost.
    ManaBirth,
    /// May be used from the graveyard (usually given by an effect for a turn).
    UseFromGraveyard,
    /// Does not untap at its controller's next untap (given by an effect; used up then, 501.1).
    SkipNextUntap,
    /// "Soul" markers with no rules of their own (W soul, M soul).
    WSoul,
    MSoul,
    /// Power attacker +N: while attacking it gets +N power.
    PowerAttacker(i32),
    /// Can attack creatures but not players (110.2a).
    CantAttackPlayers,
    /// Is not destroyed, even at 0 power (700.3).
    CantBeDestroyed,
    /// Does not leave the battle zone, whatever would move it (700.3). 「バトルゾーンを離れない」
    CantLeaveBattle,
    /// Does not untap at its controller's start of turn (501.1).
    DoesntUntap,
    /// Breaks all of the opponent's shields (509.2b). 「ワールド・ブレイカー」
    WorldBreaker,
    /// When the opponent chooses creatures, they must choose this one if able (101.2).
    MustBeChosen,
    /// When it attacks, it attacks a creature if able: it may attack a player only when it
    /// can attack no creature (101.3). 「可能ならクリーチャーを攻撃する」
    AttacksCreaturesIfAble,
    /// Guardman: when an opponent's creature attacks another of its controller's creatures, it
    /// may be tapped to become the attack's target instead; it does not block (507.1a, 507.2b).
    Guardman,
    /// Shinkarise (シンカライズ): this Tamaseed may be the base of an evolution creature as if it
    /// were a creature; without it a Tamaseed can't be evolved from (315, 801.1a).
    Shinkarise,
    /// NEO evolution (NEO進化): this creature may be put into the battle zone on top of a
    /// creature its face's `evolves_from` accepts, and is then a NEO evolution creature while a
    /// card is under it (802); without one it is a non-evolution creature.
    NeoEvolution,
    /// Some of its abilities are ignored: all of them, or the ones that say it can't attack
    /// (110.1, 101.2). Written `{ abilities_ignored = "all" }`; given by an effect or a static.
    AbilitiesIgnored(IgnoreKind),
    /// Can attack untapped creatures as well as tapped ones (505.2 allows only tapped ones;
    /// a "can" that any "can't" beats, 101.2). 「アンタップしているクリーチャーを攻撃できる」
    AttackUntapped,
    /// Can't be attacked: no creature may choose it as the attack's target (101.2, 506.1e).
    /// 「攻撃されない」
    CantBeAttacked,
    /// Can attack players, not creatures (101.2): the mirror of `CantAttackPlayers`.
    /// 「クリーチャーを攻撃できない」
    CantAttackCreatures,
    /// Whenever an opponent's creature attacks, it blocks if able: its controller must choose
    /// it to block when it may (507.1b). 「可能であればブロックする」
    BlocksIfAble,
    /// Can't be attacked by creatures passing the filter (101.2, 506.1e): "can't be attacked by
    /// darkness creatures". 「〜に攻撃されない」
    #[serde(deserialize_with = "crate::compact::nested")]
    CantBeAttackedBy(Box<crate::ability::Filter>),
    /// Can attack untapped creatures that pass the filter (505.2, 101.2): "can attack untapped
    /// light creatures". 「アンタップしている〜を攻撃できる」
    #[serde(deserialize_with = "crate::compact::nested")]
    AttackUntappedMatching(Box<crate::ability::Filter>),
    /// Cross gears may be crossed onto this creature without paying their cost (303.3b).
    CrossFree,
    /// Shield trigger cross (S・トリガー・クロス), on a cross gear: an S-Trigger (112.3a) whose
    /// gear, once generated for free, its player may cross onto one of their creatures for free
    /// too (303.3c).
    ShieldTriggerCross,
    /// Not written in `keywords`: what a creature with a Silent Skill ability has (`when = {
    /// activated = "silent_skill" }`, 501.1a), for filters ("your creatures that have Silent
    /// Skill").
    SilentSkill,
    /// Wave striker (ウェーブストライカー): a marker other abilities count ("while 2 or more other
    /// creatures in the battle zone have wave striker"); no rules of its own.
    WaveStriker,
    /// It has this race in addition to its own (203): given by a static ability or an effect
    /// ("each of your Dragonoids is also an Armored Dragon"). Not an ability of the card: it is
    /// not lost when the card's abilities are ignored. `{ race = { name = "Armored Dragon",
    /// name_ja = "アーマード・ドラゴン" } }`.
    #[serde(deserialize_with = "crate::compact::nested")]
    Race(Box<AddedRace>),
    /// A blocker against attacking creatures passing the filter only (507.1a, 101.2): "darkness
    /// blocker", "Dragon blocker". 「闇ブロッカー」
    #[serde(deserialize_with = "crate::compact::nested")]
    #[cfg(feature = "whole")]
    BlockerAgainst(Box<crate::ability::Filter>),
    /// Slayer against creatures passing the filter only: whenever it battles one, that creature
    /// is destroyed after the battle (115.3d): "nature and light slayer". 「自然と光のスレイヤー」
    #[serde(deserialize_with = "crate::compact::nested")]
    #[cfg(feature = "whole")]
    SlayerAgainst(Box<crate::ability::Filter>),
    /// It is not destroyed when it loses a battle against a creature passing the filter
    /// (115.3b): it still loses. 「〜とのバトルに負けても破壊されない」
    #[serde(deserialize_with = "crate::compact::nested")]
    #[cfg(feature = "whole")]
    SurvivesLosingTo(Box<crate::ability::Filter>),
    /// It wins every battle, whatever the powers; when both creatures have it, neither wins
    /// and neither is destroyed (115.3). 「バトルに必ず勝つ」
    #[cfg(feature = "whole")]
    WinsAllBattles,
    /// Its controller's opponent can't tap it (101.2): an effect of theirs that would tap it
    /// leaves it untapped. 「相手はこのクリーチャーをタップできない」
    #[cfg(feature = "whole")]
    CantBeTappedByOpponent,
    /// No player can use the S-Triggers of the shields this creature breaks (101.2, 113.6).
    /// 「このクリーチャーがブレイクしたシールドのS・トリガーは使えない」
    #[cfg(feature = "whole")]
    NoTriggerOnBreak,
    /// Lures attacks (攻撃誘導): an opponent's creature that attacks must attack a creature with
    /// this when it can (101.3, 506.1e); it need not attack. 「相手の攻撃クリーチャーは、可能で
    /// あればこのクリーチャーを攻撃する」
    #[cfg(feature = "whole")]
    LuresAttacks,
    /// Must be attacked (攻撃強制): each opponent's creature that can attack a creature with this
    /// must attack, and attack one of those (506.1b, 101.3). 「相手のクリーチャーは、可能であれ
    /// ばこのクリーチャーを攻撃する」
    #[cfg(feature = "whole")]
    MustBeAttacked,
    /// Can attack only creatures passing the filter (101.2, 506.1e): "can attack only creatures
    /// that have blocker". Players stay attackable unless another ability says otherwise.
    /// 「〜しか攻撃できない」
    #[serde(deserialize_with = "crate::compact::nested")]
    #[cfg(feature = "whole")]
    AttacksOnly(Box<crate::ability::Filter>),
    /// Can be attacked while untapped, as if it were tapped (505.2, 101.2). 「タップされている
    /// ものとして攻撃できる」
    #[cfg(feature = "whole")]
    AttackableAsTapped,
    /// Can attack players whatever would stop it: summoning sickness (506.1a), "can't attack"
    /// and "can't attack players" are ignored for an attack on a player, not on a creature.
    /// 「召喚酔いや攻撃できない効果を無視して相手プレイヤーを攻撃できる」
    #[cfg(feature = "whole")]
    AttacksPlayersRegardless,
    /// An evolution creature may be put on this creature whatever the creature it evolves from
    /// must be (801.1a: the base's requirement is met), as long as it evolves from a creature.
    /// 「このクリーチャーの上には、種族に関係なく進化クリーチャーを置くことができる」
    #[cfg(feature = "whole")]
    EvolutionBaseAny,
    /// S-Back (S・バック): while this card is in its player's hand, as one of their shields that
    /// passes the filter goes to their hand, they may declare this card and discard that shield
    /// card to use this card for free (112.3b, 113.6, 509.5c). 「S・バック－〈文明〉」
    #[serde(deserialize_with = "crate::compact::nested")]
    #[cfg(feature = "whole")]
    SBack(Box<crate::ability::Filter>),
    /// G-Strike (G・ストライク): as this card goes from its player's shield zone to their hand,
    /// they may declare it with their S-Triggers and show it; they then choose one of their
    /// opponent's creatures, which can't attack this turn (113.6, 509.5b, 509.5e).
    #[cfg(feature = "whole")]
    GStrike,
    /// EX life (EXライフ): as this creature is put into the battle zone, the top card of its
    /// player's deck becomes a new shield, this creature's shield (a state-defining effect,
    /// 110.4f, 701.32a); when it would leave the battle zone, one of its shields still in the
    /// shield zone is put into the graveyard instead (609.1a). 「EXライフ」
    #[cfg(feature = "whole")]
    ExLife,
}

/// A race a card has in addition to its own, in English and Japanese.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AddedRace {
    pub name: String,
    #[serde(default, skip_serializing_if = "crate::compact::empty_text")]
    pub name_ja: String,
}

/// Which abilities of a card are ignored.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IgnoreKind {
    /// Every ability: printed or given, keywords included.
    All,
    /// Every ability that says it can't attack (players or at all), as a whole: the rest of
    /// such an ability goes with it.
    CantAttack,
    /// Every ability that says it can't attack players.
    CantAttackPlayers,
}

impl IgnoreKind {
    /// Whether an ability that gives these keywords is one of the ignored kind.
    pub fn covers(self, keywords: &[Keyword]) -> bool {
        match self {
            IgnoreKind::All => true,
            IgnoreKind::CantAttack => {
                keywords.iter().any(|k| matches!(k, Keyword::CantAttack | Keyword::CantAttackPlayers))
            }
            IgnoreKind::CantAttackPlayers => keywords.contains(&Keyword::CantAttackPlayers),
        }
    }
}

impl Keyword {
    /// The keyword in English words. Spelled out, not derived from the Debug form: the page is
    /// built without Debug formatting (crates/xtask/src/bundle.rs).
    pub fn name(&self) -> String {
        let name = match self {
            Keyword::PowerAttacker(n) => return format!("power attacker +{n}"),
            Keyword::Race(r) => return format!("also a {}", r.name),
            Keyword::Blocker => "blocker",
            Keyword::ShieldTrigger => "shield trigger",
            Keyword::DoubleBreaker => "double breaker",
            Keyword::TripleBreaker => "triple breaker",
            Keyword::SpeedAttacker => "speed attacker",
            Keyword::Slayer => "slayer",
            Keyword::CantAttack => "can't attack",
            Keyword::CantBlock => "can't block",
            Keyword::CantBeBlocked => "can't be blocked",
            Keyword::MachFighter => "mach fighter",
            Keyword::AttacksEachTurn => "attacks each turn",
            Keyword::Untouchable => "untouchable",
            Keyword::Charger => "charger",
            Keyword::SummonFromMana => "summon from mana",
            Keyword::ManaBirth => "mana birth",
            Keyword::UseFromGraveyard => "use from graveyard",
            Keyword::SkipNextUntap => "skip next untap",
            Keyword::WSoul => "w soul",
            Keyword::MSoul => "m soul",
            Keyword::CantAttackPlayers => "can't attack players",
            Keyword::CantBeDestroyed => "can't be destroyed",
            Keyword::CantLeaveBattle => "can't leave the battle zone",
            Keyword::DoesntUntap => "doesn't untap",
            Keyword::WorldBreaker => "world breaker",
            Keyword::MustBeChosen => "must be chosen",
            Keyword::AttacksCreaturesIfAble => "attacks a creature if able",
            Keyword::Guardman => "guardman",
            Keyword::Shinkarise => "shinkarise",
            Keyword::NeoEvolution => "NEO evolution",
            Keyword::CrossFree => "cross free",
            Keyword::ShieldTriggerCross => "shield trigger cross",
            Keyword::SilentSkill => "silent skill",
            Keyword::WaveStriker => "wave striker",
            Keyword::AbilitiesIgnored(IgnoreKind::All) => "its abilities are ignored",
            Keyword::AbilitiesIgnored(IgnoreKind::CantAttack) => "its can't-attack abilities are ignored",
            Keyword::AbilitiesIgnored(IgnoreKind::CantAttackPlayers) => {
                "its can't-attack-players abilities are ignored"
            }
            Keyword::AttackUntapped => "can attack untapped creatures",
            Keyword::CantBeAttacked => "can't be attacked",
            Keyword::CantAttackCreatures => "can't attack creatures",
            Keyword::BlocksIfAble => "blocks if able",
            Keyword::CantBeAttackedBy(_) => "can't be attacked by some creatures",
            Keyword::AttackUntappedMatching(_) => "can attack some untapped creatures",
            #[cfg(feature = "whole")]
            Keyword::BlockerAgainst(_) => "blocker against some creatures",
            #[cfg(feature = "whole")]
            Keyword::SlayerAgainst(_) => "slayer against some creatures",
            #[cfg(feature = "whole")]
            Keyword::SurvivesLosingTo(_) => "survives losing to some creatures",
            #[cfg(feature = "whole")]
            Keyword::WinsAllBattles => "wins all battles",
            #[cfg(feature = "whole")]
            Keyword::CantBeTappedByOpponent => "can't be tapped by the opponent",
            #[cfg(feature = "whole")]
            Keyword::NoTriggerOnBreak => "no S-Triggers of the shields it breaks",
            #[cfg(feature = "whole")]
            Keyword::LuresAttacks => "lures attacks",
            #[cfg(feature = "whole")]
            Keyword::MustBeAttacked => "must be attacked",
            #[cfg(feature = "whole")]
            Keyword::AttacksOnly(_) => "can attack only some creatures",
            #[cfg(feature = "whole")]
            Keyword::AttackableAsTapped => "attackable as tapped",
            #[cfg(feature = "whole")]
            Keyword::AttacksPlayersRegardless => "attacks players regardless",
            #[cfg(feature = "whole")]
            Keyword::EvolutionBaseAny => "evolution base any",
            #[cfg(feature = "whole")]
            Keyword::SBack(_) => "S-Back",
            #[cfg(feature = "whole")]
            Keyword::GStrike => "G-Strike",
            #[cfg(feature = "whole")]
            Keyword::ExLife => "EX life",
        };
        name.into()
    }
}

/// One face of a card: the whole card for most cards, one half of a twinpact, or one side of a
/// psychic creature.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Face {
    pub name: String,
    #[serde(default)]
    pub name_ja: String,
    #[serde(rename = "type")]
    pub card_type: CardType,
    pub civilizations: Vec<Civilization>,
    pub cost: u32,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub power: Option<i32>,
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub power_plus: bool,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    pub races: Vec<String>,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    pub races_ja: Vec<String>,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    pub keywords: Vec<Keyword>,
    /// What an evolution creature may be put on (801).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub evolves_from: Option<Filter>,
    /// The further creatures an evolution creature is put on at once, one matching each filter
    /// besides the one `evolves_from` matches (vortex evolution: 801.1b, 801.2b).
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub evolves_from_also: crate::compact::Whole<Option<Vec<Filter>>>,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    pub abilities: Vec<Ability>,
}

/// The abilities a static ability gives (`Static::abilities`) are those a card can have by
/// itself and that give nothing further: triggered, tap and replacement abilities.
/// A replacement an effect makes to last (`Step::Replace`) can't put a card under another,
/// as a card's own can't: refused where it is written, not ignored in play.
#[cfg_attr(not(feature = "whole"), allow(clippy::unnecessary_wraps))]
fn check_lasting(ab: &crate::ability::Ability, at: &str) -> Result<(), String> {
    #[cfg(not(feature = "whole"))]
    let under = |_: &crate::ability::Step| false;
    #[cfg(feature = "whole")]
    let under = |s: &crate::ability::Step| matches!(s, crate::ability::Step::Replace(r) if r.replace.instead == crate::ability::Destination::Under);
    if let Some(j) = ab.effect.iter().position(under) {
        return Err(format!(
            "{at}[{j}].replace.replace.instead: `instead = \"under\"` is not a replacement's destination"
        ));
    }
    // A static ability an effect makes lasts as it is: it gives no abilities.
    #[cfg(feature = "whole")]
    let giving = |s: &crate::ability::Step| matches!(s, crate::ability::Step::Static(st) if !st.static_ability.abilities.is_empty());
    #[cfg(not(feature = "whole"))]
    let giving = |_: &crate::ability::Step| false;
    match ab.effect.iter().position(giving) {
        Some(j) => Err(format!(
            "{at}[{j}].static.static.abilities: a static ability an effect makes gives no abilities"
        )),
        None => Ok(()),
    }
}

/// What an evolution creature is put on: an evolution creature (or a NEO creature) says it,
/// and only an evolution creature is put on further creatures (801.1b).
fn check_bases(face: &Face, at: &dyn Fn(&str) -> String) -> Result<(), String> {
    if face.takes_base() && face.evolves_from.is_none() {
        return Err(format!(
            "{}: an evolution creature (or a creature with NEO evolution) must say what it evolves from",
            at("evolves_from")
        ));
    }
    #[cfg(feature = "whole")]
    if let Some(also) = &face.evolves_from_also {
        if face.card_type != CardType::EvolutionCreature || also.is_empty() {
            return Err(format!(
                "{}: an evolution creature names here at least one further creature it is put on (801.1b)",
                at("evolves_from_also")
            ));
        }
    }
    Ok(())
}

fn check_given(ab: &crate::ability::Ability, at: &str) -> Result<(), String> {
    use crate::ability::AbilityKind;
    for (j, g) in ab.static_ability.iter().flat_map(|st| st.abilities.iter()).enumerate() {
        match g.kind().map_err(|e| format!("{at}[{j}]: {e}"))? {
            AbilityKind::Triggered | AbilityKind::Activated | AbilityKind::Replacement => {}
            _ => {
                return Err(format!(
                    "{at}[{j}]: a static ability gives triggered, tap and replacement abilities (one with `when` or `replace`)"
                ))
            }
        }
    }
    Ok(())
}

impl Face {
    /// A NEO creature (802): its NEO evolution may put it on a base.
    pub fn is_neo(&self) -> bool {
        self.keywords.contains(&Keyword::NeoEvolution)
    }

    /// Whether this face may be put on a base, and so says what it evolves from: an evolution
    /// creature (801) or a NEO creature (802).
    pub fn takes_base(&self) -> bool {
        self.card_type == CardType::EvolutionCreature || self.is_neo()
    }

    /// The indexes of its activated abilities used this way (602.1).
    pub fn activated(&self, how: crate::ability::Activation) -> impl Iterator<Item = u8> + '_ {
        let when = Some(crate::ability::Trigger::Activated(how));
        self.abilities.iter().enumerate().filter(move |(_, a)| a.when == when).map(|(i, _)| i as u8)
    }

    /// An ability of the face by its index among every ability the face writes: its own
    /// abilities first, then those its static abilities give other cards (`Static::abilities`),
    /// in order. A given ability is found by its giver's definition so, wherever the card that
    /// has it goes meanwhile.
    pub fn ability(&self, i: u8) -> Option<&crate::ability::Ability> {
        self.abilities
            .get(i as usize)
            .or_else(|| self.given_abilities().nth(i as usize - self.abilities.len()))
    }

    /// The abilities this face's static abilities give (`Static::abilities`), in the order of
    /// their indexes for [`Face::ability`].
    pub fn given_abilities(&self) -> impl Iterator<Item = &crate::ability::Ability> + '_ {
        self.abilities.iter().filter_map(|a| a.static_ability.as_ref()).flat_map(|st| st.abilities.iter())
    }

    /// The index for [`Face::ability`] of the `j`th ability that the static ability at `i` gives.
    pub fn given_index(&self, i: usize, j: usize) -> u8 {
        let before: usize = self.abilities[..i]
            .iter()
            .filter_map(|a| a.static_ability.as_ref())
            .map(|st| st.abilities.len())
            .sum();
        (self.abilities.len() + before + j) as u8
    }

    /// Whether the face prints this keyword; `SilentSkill` is had by a Silent Skill ability.
    pub fn prints_keyword(&self, k: &Keyword) -> bool {
        match k {
            Keyword::SilentSkill => self.activated(crate::ability::Activation::SilentSkill).next().is_some(),
            k => self.keywords.contains(k),
        }
    }
}

/// Which way a two-faced card is built.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// One face.
    Single,
    /// Two halves on one card (810): usually a creature and a spell.
    Twinpact,
    /// Front and back (psychic creatures, 805): the back is reached by awakening.
    DoubleSided,
}

/// A card definition as written in TOML (see docs/cards.md): the front face's fields at the
/// top level, plus `twin` or `back` for a second face.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "RawCard", into = "RawCard")]
pub struct CardDef {
    pub id: CardDefId,
    /// How sure the facts are, or where a name comes from; shown in the detail panel.
    pub note: String,
    /// Other names players use for the card (e.g. a romanized Japanese name).
    pub aliases: Vec<String>,
    pub front: Face,
    /// The other half of a twinpact.
    pub twin: Option<Face>,
    /// The back side of a psychic (double-sided) card.
    pub back: Option<Face>,
}

/// The TOML shape of a card. Spelled out (not `#[serde(flatten)]`) so that the TOML parser keeps
/// exact line and column spans and rejects unknown fields.
#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: CardDefId,
    #[serde(default, skip_serializing_if = "crate::compact::empty_text")]
    note: String,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    aliases: Vec<String>,
    name: String,
    #[serde(default)]
    name_ja: String,
    #[serde(rename = "type")]
    card_type: CardType,
    civilizations: Vec<Civilization>,
    cost: u32,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    power: Option<i32>,
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    power_plus: bool,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    races: Vec<String>,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    races_ja: Vec<String>,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    keywords: Vec<Keyword>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    evolves_from: Option<Filter>,
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    evolves_from_also: crate::compact::Whole<Option<Vec<Filter>>>,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    abilities: Vec<Ability>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    twin: Option<Face>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    back: Option<Face>,
}

impl From<RawCard> for CardDef {
    fn from(r: RawCard) -> Self {
        CardDef {
            id: r.id,
            note: r.note,
            aliases: r.aliases,
            front: Face {
                name: r.name,
                name_ja: r.name_ja,
                card_type: r.card_type,
                civilizations: r.civilizations,
                cost: r.cost,
                power: r.power,
                power_plus: r.power_plus,
                races: r.races,
                races_ja: r.races_ja,
                keywords: r.keywords,
                evolves_from: r.evolves_from,
                evolves_from_also: r.evolves_from_also,
                abilities: r.abilities,
            },
            twin: r.twin,
            back: r.back,
        }
    }
}

impl From<CardDef> for RawCard {
    fn from(c: CardDef) -> Self {
        let f = c.front;
        RawCard {
            id: c.id,
            note: c.note,
            aliases: c.aliases,
            name: f.name,
            name_ja: f.name_ja,
            card_type: f.card_type,
            civilizations: f.civilizations,
            cost: f.cost,
            power: f.power,
            power_plus: f.power_plus,
            races: f.races,
            races_ja: f.races_ja,
            keywords: f.keywords,
            evolves_from: f.evolves_from,
            evolves_from_also: f.evolves_from_also,
            abilities: f.abilities,
            twin: c.twin,
            back: c.back,
        }
    }
}

impl CardDef {
    pub fn layout(&self) -> Layout {
        if self.twin.is_some() {
            Layout::Twinpact
        } else if self.back.is_some() {
            Layout::DoubleSided
        } else {
            Layout::Single
        }
    }

    pub fn face(&self, side: Side) -> &Face {
        match side {
            Side::Front => &self.front,
            Side::Twin => self.twin.as_ref().unwrap_or(&self.front),
            Side::Back => self.back.as_ref().unwrap_or(&self.front),
        }
    }

    /// Both names as players say them: the twinpact name joins its halves (810.4).
    pub fn full_name(&self) -> String {
        match &self.twin {
            Some(t) => format!("{} / {}", self.front.name, t.name),
            None => self.front.name.clone(),
        }
    }

    pub fn full_name_ja(&self) -> String {
        match &self.twin {
            Some(t) => format!("{}/{}", self.front.name_ja, t.name_ja),
            None => self.front.name_ja.clone(),
        }
    }

    pub fn faces(&self) -> impl Iterator<Item = (Side, &Face)> {
        std::iter::once((Side::Front, &self.front))
            .chain(self.twin.iter().map(|f| (Side::Twin, f)))
            .chain(self.back.iter().map(|f| (Side::Back, f)))
    }

    /// Checks what serde can't: the combination of fields makes a card the rules can use.
    pub fn validate(&self) -> Result<(), String> {
        for (side, face) in self.faces() {
            let at = |field: &str| match side {
                Side::Front => field.to_string(),
                Side::Twin => format!("twin.{field}"),
                Side::Back => format!("back.{field}"),
            };
            if face.name.trim().is_empty() {
                return Err(format!("{}: expected a non-empty name", at("name")));
            }
            if face.civilizations.is_empty() {
                return Err(format!(
                    "{}: expected at least one civilization (use \"zero\" for colorless)",
                    at("civilizations")
                ));
            }
            if face.cost > 999 {
                return Err(format!("{}: expected a cost of at most 999", at("cost")));
            }
            let has_power = face.card_type.is_creature() || face.card_type == CardType::Aura;
            match (has_power, face.power) {
                (true, None) => return Err(format!("{}: a {} needs a power", at("power"), face.card_type)),
                (false, Some(_)) => {
                    return Err(format!("{}: a {} has no power", at("power"), face.card_type))
                }
                _ => {}
            }
            check_bases(face, &at)?;
            if face.is_neo() && face.card_type != CardType::Creature {
                return Err(format!(
                    "{}: NEO evolution is a creature's keyword (802), not a {}'s",
                    at("keywords"),
                    face.card_type
                ));
            }
            for (i, ab) in face.abilities.iter().enumerate() {
                let kind = ab.kind().map_err(|e| format!("{}: {e}", at(&format!("abilities[{i}]"))))?;
                check_given(ab, &at(&format!("abilities[{i}].static.abilities")))?;
                if ab.replace.as_ref().is_some_and(|r| r.instead == crate::ability::Destination::Under) {
                    return Err(format!(
                        "{}: `instead = \"under\"` is not a replacement's destination: write `instead = \"stay\"` and a `move` to `under` in the ability's `effect`",
                        at(&format!("abilities[{i}].replace.instead"))
                    ));
                }
                check_lasting(ab, &at(&format!("abilities[{i}].effect")))?;
                if let Some(r) =
                    ab.replace.as_ref().filter(|r| r.instead == crate::ability::Destination::Battle)
                {
                    let leaving = matches!(
                        r.event,
                        crate::ability::ReplaceEvent::LeaveBattle | crate::ability::ReplaceEvent::Destroyed
                    ) || r.card.from == Some(crate::zone::Zone::Battle);
                    if leaving {
                        return Err(format!(
                            "{}: a card leaving the battle zone can't be put into it instead: write `instead = \"stay\"` for \"it stays in the battle zone\"",
                            at(&format!("abilities[{i}].replace.instead"))
                        ));
                    }
                }
                if ab.declare && kind != AbilityKind::Triggered {
                    return Err(format!(
                        "{}: `declare` is for a triggered ability (one with `when`)",
                        at(&format!("abilities[{i}]"))
                    ));
                }
                if kind == AbilityKind::Activated && !face.card_type.is_creature() {
                    return Err(format!(
                        "{}: a tap ability or Silent Skill is a creature's (602.1), but this face is a {}",
                        at(&format!("abilities[{i}]")),
                        face.card_type
                    ));
                }
                if kind == AbilityKind::Activated
                    && (ab.optional || ab.during.is_some() || !ab.zones.is_empty())
                {
                    return Err(format!(
                        "{}: a tap ability or Silent Skill is used by its player's choice, in their turn, from the battle zone: `optional`, `during` and `zones` say nothing there (write a \"you may\" inside it as a `may` step)",
                        at(&format!("abilities[{i}]"))
                    ));
                }
                if kind == AbilityKind::Spell && face.card_type != CardType::Spell {
                    return Err(format!(
                        "{}: an effect with no `when`, `static` or `replace` is a spell ability, but this face is a {}",
                        at(&format!("abilities[{i}]")),
                        face.card_type
                    ));
                }
            }
        }
        if self.twin.is_some() && self.back.is_some() {
            return Err("twin/back: a card is either a twinpact or double-sided, not both".into());
        }
        Ok(())
    }
}

/// Which face of a card is meant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    #[default]
    Front,
    Twin,
    Back,
}

impl Side {
    /// The side's name as card files spell it: `front`, `twin`, `back`.
    pub fn key(self) -> &'static str {
        match self {
            Side::Front => "front",
            Side::Twin => "twin",
            Side::Back => "back",
        }
    }
}

#[cfg(test)]
mod keyword_tests {
    use super::*;

    /// The words the names were derived from before they were spelled out: the Debug form,
    /// split at capitals (the page has no Debug formatting now).
    fn from_debug(k: &Keyword) -> String {
        format!("{k:?}")
            .chars()
            .flat_map(|c| if c.is_uppercase() { vec![' ', c.to_ascii_lowercase()] } else { vec![c] })
            .collect::<String>()
            .trim()
            .replace("cant ", "can't ")
            .replace("doesnt ", "doesn't ")
    }

    #[test]
    fn keyword_names_are_the_words_they_always_were() {
        #[cfg_attr(not(feature = "whole"), allow(unused_mut))]
        let mut spelled = vec![
            Keyword::PowerAttacker(2000),
            Keyword::CantLeaveBattle,
            Keyword::AttacksCreaturesIfAble,
            Keyword::NeoEvolution,
            Keyword::AbilitiesIgnored(IgnoreKind::All),
            Keyword::AttackUntapped,
            Keyword::CantBeTappedByOpponent,
            Keyword::NoTriggerOnBreak,
        ];
        #[cfg(feature = "whole")]
        spelled.push(Keyword::GStrike);
        // "EX life", with the capitals the keyword is printed with.
        #[cfg(feature = "whole")]
        spelled.push(Keyword::ExLife);
        let others = [
            Keyword::UseFromGraveyard,
            Keyword::SkipNextUntap,
            Keyword::WSoul,
            Keyword::MSoul,
            Keyword::SilentSkill,
        ];
        for k in crate::catalog::KEYWORDS.iter().map(|(k, _)| k).chain(&others) {
            if !spelled.contains(k) && !matches!(k, Keyword::AbilitiesIgnored(_)) {
                assert_eq!(k.name(), from_debug(k));
            }
        }
        assert_eq!(Keyword::PowerAttacker(2000).name(), "power attacker +2000");
        assert_eq!(Keyword::Guardman.name(), "guardman");
    }
}
