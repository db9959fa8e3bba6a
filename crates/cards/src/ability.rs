//! The ability vocabulary: triggers, conditions, selections, effect steps, static abilities and
//! replacement effects. Every card, built-in or custom, is written in these words; the engine
//! interprets them (there is no per-card code). docs/cards.md documents each word.

use super::def::{CardType, Civilization, Keyword};
use crate::zone::Zone;
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

/// One ■ ability of a card (110.2c). Its kind follows from its fields: `when` makes it a
/// triggered ability, `static` a static ability, `replace` a replacement effect, and `effect`
/// alone the spell ability of a spell (110.3).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    /// The ability in plain words, shown to players.
    pub text: String,
    #[serde(default, skip_serializing_if = "crate::compact::empty_text")]
    pub text_ja: String,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub when: Option<Trigger>,
    /// Triggered: checked again on resolution (605.2a). Static and replacement: applies only
    /// while true.
    #[serde(default, skip_serializing_if = "crate::compact::none", rename = "if")]
    pub condition: Option<Condition>,
    /// Only during this player's turn ("during your opponent's turn").
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub during: Option<Who>,
    /// "You may": the controller decides on resolution whether to apply it.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub optional: bool,
    /// A triggered ability whose use is declared as it triggers (603.2e, revolution change and
    /// the like): the controller says then whether they use it, and once declared it is carried
    /// out, with no second "may" on resolution (603.2f). Not declared: it does nothing.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub declare: bool,
    #[serde(
        default,
        skip_serializing_if = "crate::compact::empty",
        deserialize_with = "crate::compact::nested"
    )]
    pub effect: Vec<Step>,
    #[serde(default, skip_serializing_if = "crate::compact::none", rename = "static")]
    pub static_ability: Option<Static>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub replace: Option<Replacement>,
    /// Zones the ability works in (110.4). Default: the battle zone (shield zone for castles).
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    pub zones: Vec<Zone>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AbilityKind {
    Spell,
    Triggered,
    Static,
    Replacement,
    /// An activated ability (602): `when = { activated = … }`.
    Activated,
}

impl Ability {
    pub fn kind(&self) -> Result<AbilityKind, String> {
        let kinds = [self.when.is_some(), self.static_ability.is_some(), self.replace.is_some()];
        match kinds {
            [true, false, false] if matches!(self.when, Some(Trigger::Activated(_))) => {
                Ok(AbilityKind::Activated)
            }
            [true, false, false] => Ok(AbilityKind::Triggered),
            [false, true, false] => Ok(AbilityKind::Static),
            [false, false, true] => Ok(AbilityKind::Replacement),
            [false, false, false] if !self.effect.is_empty() => Ok(AbilityKind::Spell),
            [false, false, false] => {
                Err("expected one of `when` (triggered), `static`, `replace`, or an `effect` (spell ability)"
                    .into())
            }
            _ => Err("expected only one of `when`, `static` and `replace`".into()),
        }
    }

    /// The zones where this ability functions (110.4).
    pub fn functions_in(&self, card_type: CardType, zone: Zone) -> bool {
        if !self.zones.is_empty() {
            return self.zones.contains(&zone);
        }
        match card_type {
            CardType::Castle => zone == Zone::Shields,
            _ => zone == Zone::Battle,
        }
    }
}

/// A player, relative to the controller of the ability.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    #[default]
    You,
    Opponent,
    Any,
    /// The owner of the card in question (e.g. "returns it to its owner's hand").
    Owner,
}

/// Which card a trigger or replacement watches, relative to the ability's own card.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Which {
    /// The card with the ability.
    #[default]
    #[serde(rename = "self")]
    This,
    /// Any card but this one.
    Other,
    Any,
    /// The creature this cross gear is crossed onto (303.3a, "the crossed creature"); for an
    /// event that took it out of the battle zone, the creature it was crossed onto as it left.
    Crossed,
}

/// How a card got into the battle zone.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum How {
    Summoned,
    NotSummoned,
}

/// A card event that a trigger or a replacement effect waits for.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct CardMatch {
    #[serde(default)]
    pub card: Which,
    /// Whose card (the controller in the battle zone, otherwise the owner).
    #[serde(default = "any")]
    pub controller: Who,
    #[serde(default, skip_serializing_if = "crate::compact::no_filter")]
    pub filter: Filter,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub how: Option<How>,
    /// For `put_into`: the destination zone.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub zone: Option<Zone>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub from: Option<Zone>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub not_from: Option<Zone>,
    /// A trigger's move only: only when an effect of this player (relative to the ability's
    /// controller) moved the card, not the rules nor another player's effect: "whenever your
    /// opponent causes a card of your mana zone to be put into your graveyard". Not read for a
    /// card entering the battle zone. A replacement says it with its own `by`. Card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub caused_by: crate::compact::Whole<Option<Who>>,
}

fn any() -> Who {
    Who::Any
}

/// Trigger conditions of triggered abilities (603), and the one word of an activated
/// ability (602): `Activated` says how its player uses it. It is a word of `when` rather than
/// a field of its own so that the cards' binary form keeps its layout (a new field would change
/// every link with custom cards; a new variant at the end changes none).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// "When … is put into the battle zone" (603.5a). An aura being attached is not.
    EntersBattle(CardMatch),
    /// "When … (an aura) is attached to a creature" (310.2).
    Attached(CardMatch),
    /// "When … is destroyed".
    Destroyed(CardMatch),
    /// "When … leaves the battle zone" (603.5c: looks back at the card as it was).
    LeavesBattle(CardMatch),
    /// "When a card is put into <zone>": not for a standby card that stays (409.2a).
    PutInto(CardMatch),
    Attacks(CardMatch),
    /// "After the attack" / at the end of the attack (510.1).
    AttackEnds(CardMatch),
    WinsBattle(CardMatch),
    Blocks(CardMatch),
    /// "At the start of <whose> turn" (501.2).
    StartOfTurn(Who),
    /// "At the end of <whose> turn" (511.1).
    EndOfTurn(Who),
    /// "When <player> casts a spell".
    Casts(CastTrigger),
    /// "When <player> uses a card" (701.5).
    Uses(UseTrigger),
    /// "When this creature (or Tamaseed) evolves": an evolution creature is put on top of a
    /// matching card, which triggers from under it (shinka power, シンカパワー, 801.2).
    Evolves(CardMatch),
    /// Not a trigger: the ability is an activated ability (602.1), used by its player when
    /// its activation says. `when = { activated = "tap" }`: a tap ability.
    Activated(Activation),
    /// "Whenever … becomes blocked": a matching attacking creature becomes a blocked creature
    /// as a blocker is specified for it (507.2c, 507.3b).
    BecomesBlocked(CardMatch),
    /// "Whenever … attacks and isn't blocked": the block step ends with no blocking creature
    /// specified for a matching attacker (507.2c, 507.3c).
    Unblocked(CardMatch),
    /// "Whenever … is attacked": a matching creature is specified as the target of an attack
    /// (506.1e), and only then (506.3a).
    IsAttacked(CardMatch),
    /// "When … battles": a matching creature battled (115.1), whatever the result; it triggers
    /// after the battle, with its result's abilities (115.3d).
    Battles(CardMatch),
    /// An ability had only while a condition holds ("while …, this creature has 'when …,
    /// …'": wave striker): it triggers only if the condition holds as the event happens. Its
    /// ability's own `if` is still read on resolution (603.4).
    #[serde(deserialize_with = "crate::compact::nested")]
    While(Box<WhileTrigger>),
    /// "Whenever <player> uses a shield trigger": a card put from its owner's shield zone into
    /// their hand was used by its S-Trigger (112.3a, 113.6), once it has been used (601.1g);
    /// also a shield trigger cross's gear (303.3c). A declared S-Trigger whose card could not
    /// be used (an evolution creature with no base, 801.1a) was not used.
    #[serde(rename = "uses_shield_trigger")]
    #[cfg(feature = "whole")]
    ShieldTriggerUsed(ShieldTriggerUse),
    /// "Whenever <player> draws a card" (114.1): once for each card drawn. `turn_draw`: only
    /// the draw of the draw step, a turn-based action (502.1, "when you draw at the start of
    /// your turn"), or, `false`, only the other draws ("except at the start of their turn").
    #[cfg(feature = "whole")]
    Draws(DrawTrigger),
    /// "Whenever … is discarded": a matching card is put from a hand into its owner's
    /// graveyard by a discard (701.7a, 701.7b), once for each card; not a spell going from
    /// the hand, where it waited as it was cast, to the graveyard (605.2f, 409.2).
    #[cfg(feature = "whole")]
    Discarded(CardMatch),
    /// "Whenever … breaks a shield": a matching creature broke one or more shields (509.5,
    /// 701.14a), once for each break however many shields it broke at once; it triggers once
    /// the broken shields are in the hand.
    #[cfg(feature = "whole")]
    Breaks(CardMatch),
}

/// `when = { uses_shield_trigger = { player = "opponent" } }`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct ShieldTriggerUse {
    /// Whose S-Trigger: the player who used the card (the shield's owner).
    #[serde(default)]
    pub player: Who,
    /// Only the S-Trigger of a shield broken by this creature (`"self"`: "a shield this
    /// creature broke"), by another creature (`"other"`) or by any creature (`"any"`), as the
    /// breaker was when it broke it (509.5, 701.14a); unset: however the shield got to the hand.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub broken_by: Option<Which>,
}

/// `when = { draws = { player = "you", turn_draw = true } }`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct DrawTrigger {
    /// Who draws.
    #[serde(default)]
    pub player: Who,
    /// `true`: only the turn's draw of the draw step (502.1); `false`: every draw but that one;
    /// unset: any draw.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub turn_draw: Option<bool>,
}

/// `when = { while = { if = <condition>, when = <trigger> } }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct WhileTrigger {
    #[serde(rename = "if")]
    pub condition: Condition,
    pub when: Trigger,
}

/// How an activated ability is used (602.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Activation {
    /// A tap ability: instead of attacking with the creature, its player taps it to use the
    /// ability, at the time it could attack (the attack step, 506.1a) and only if it could
    /// (602.3a).
    Tap,
    /// Silent Skill (サイレント・スキル): at the start of its player's turn, a tapped creature
    /// with it may be kept tapped instead of untapping (501.1a); the ability then waits as a
    /// pending effect and resolves after the other cards have untapped (602.2).
    SilentSkill,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct CastTrigger {
    #[serde(default)]
    pub player: Who,
    /// Only for that player's first spell of the turn.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub first_this_turn: bool,
    /// Only for a spell passing this filter, read as the spell cast, once it has been cast
    /// (601.1g): a twinpact is the half cast ("whenever your opponent casts a fire or nature
    /// spell"). In binary since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub filter: crate::compact::Whole<Option<Filter>>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct UseTrigger {
    #[serde(default)]
    pub player: Who,
    /// Only for a card passing this filter, read as the card used, once it has been used
    /// (601.1g): "each time you generate a cross gear" is a cross gear used (303.2, 701.5).
    /// In binary since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub filter: crate::compact::Whole<Option<Filter>>,
}

/// Card types as filters know them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum TypeClass {
    Creature,
    Spell,
    EvolutionCreature,
    PsychicCreature,
    GrCreature,
    CrossGear,
    Castle,
    Field,
    Aura,
    Tamaseed,
    RulePlus,
    /// A Dragheart Weapon (305).
    Weapon,
    /// Any card type that can stand in the battle zone by itself (316.1): creatures, cross
    /// gears, fields, Tamaseeds. An effect on an element reaches all of its cards (316.3).
    Element,
}

impl TypeClass {
    pub fn matches(self, t: CardType) -> bool {
        match self {
            TypeClass::Creature => t.is_creature(),
            TypeClass::Spell => t == CardType::Spell,
            TypeClass::EvolutionCreature => t == CardType::EvolutionCreature,
            TypeClass::PsychicCreature => t == CardType::PsychicCreature,
            TypeClass::GrCreature => t == CardType::GrCreature,
            TypeClass::CrossGear => t == CardType::CrossGear,
            TypeClass::Castle => t == CardType::Castle,
            TypeClass::Field => t == CardType::Field,
            TypeClass::Aura => t == CardType::Aura,
            TypeClass::Tamaseed => t == CardType::Tamaseed,
            TypeClass::RulePlus => t == CardType::RulePlus,
            TypeClass::Weapon => t == CardType::Weapon,
            TypeClass::Element => t.is_element(),
        }
    }
}

/// What a card must be like. Every field is optional; all given fields must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct Filter {
    #[serde(default, rename = "type", skip_serializing_if = "crate::compact::none")]
    pub card_type: Option<TypeClass>,
    /// Has at least one of these civilizations.
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    pub civilization: Vec<Civilization>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub cost_max: Option<u32>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub cost_min: Option<u32>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub power_max: Option<i32>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub power_min: Option<i32>,
    /// A race name or a part of one in whole words ("Dragon" matches "Crystal Command Dragon",
    /// not "Dragonoid", 203.2; `case::race_includes`).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub race: Option<String>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub keyword: Option<Keyword>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub name: Option<String>,
    /// `false`: non-evolution.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub evolution: Option<bool>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub tapped: Option<bool>,
    /// `true`: a field turned upside down (701.28a); `false`: not.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub upside_down: Option<bool>,
    /// `true`: two or more civilizations (a twinpact outside the battle zone counts both
    /// halves'); `false`: one or none.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub multicolored: Option<bool>,
    /// The cost is greater than the number of cards in its controller's mana zone (counted as
    /// 409.1c says, without standby cards).
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub cost_above_mana: bool,
    /// Shares a civilization with a card an earlier step of the effect remembered under this
    /// name, read as that card was when it was remembered (605.2d; 605.2e once it has left the
    /// battle zone).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub same_civilization_as: Option<String>,
    /// Has the same cost as a card an earlier step of the effect remembered under this name.
    /// A twinpact outside the battle zone has two costs: the effect's player reads one (201.2b).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub same_cost_as: Option<String>,
    /// The cost is at most that of a card remembered under this name (the highest, if several),
    /// read as `same_cost_as` reads it (201.2b, 605.2d).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub cost_max_as: Option<String>,
    /// The cost is less than that of a card remembered under this name (the lowest, if
    /// several), read as `same_cost_as` reads it: "a lower cost than that creature".
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub cost_below_as: Option<String>,
    /// The power is less than that of a card remembered under this name (the lowest, if
    /// several): its power now in the battle zone, or just before it left (605.2e).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub power_below_as: Option<String>,
    /// Must not match this filter (e.g. `not = { type = "psychic_creature" }`).
    #[serde(
        default,
        skip_serializing_if = "crate::compact::none",
        deserialize_with = "crate::compact::nested"
    )]
    pub not: Option<Box<Filter>>,
    /// Another filter a card may pass instead ("a Gladiator or an Earth Eater"): it matches
    /// when it passes this filter's other fields, or passes `or`. In binary since card schema
    /// 3 ([`crate::compact::CARD_SCHEMA`]).
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_or",
        deserialize_with = "crate::compact::filter_or"
    )]
    pub or: Option<Box<Filter>>,
    /// Has what a `name` step of the effect named under this key ([`NameStep`]): its race, its
    /// civilization, its name, or the cost or power named. Nothing passes when nothing was
    /// named. In binary since card schema 4 ([`crate::compact::CARD_SCHEMA`]).
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::filter_named_as"
    )]
    pub named_as: Option<String>,
    /// Has a name of a card an earlier step of the effect remembered under this name ("every
    /// creature with that name", 202.2): a twinpact has both its halves' names. In binary
    /// since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub same_name_as: crate::compact::Whole<Option<String>>,
    /// `true`: a card in the battle zone that was put there this turn (the turn a creature has
    /// summoning sickness, 506.1a); `false`: any other. "Creatures put into the battle zone
    /// this turn". In binary since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub entered_this_turn: crate::compact::Whole<Option<bool>>,
    /// `true`: a creature chosen as an attack's target this turn (506.1e), as the object it is
    /// now; `false`: not. "If it hasn't been attacked this turn". In binary since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub attacked_this_turn: crate::compact::Whole<Option<bool>>,
    /// `true`: a creature that could attack now were it its controller's attack step: untapped,
    /// not sick (506.1a), nothing saying it can't attack (101.2); `false`: any other card. "One
    /// of their creatures that can attack". In binary since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub can_attack: crate::compact::Whole<Option<bool>>,
    /// Its power is more than this amount, read as the filter is read (negative power counts
    /// as 0): "a creature with more power than this creature" is `power_above = { power_of =
    /// "self" }`, read by a trigger as the event is looked at. In binary since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub power_above: crate::compact::Whole<Option<Amount>>,
    /// The power is at most that of a card remembered under this name (the highest, if
    /// several), read as `power_below_as` reads it: "creatures with power the same as or less
    /// than the crossed creature's". Nothing remembered: nothing passes. Card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub power_max_as: crate::compact::Whole<Option<String>>,
    /// An evolution creature that evolves from a creature of a race that includes this one, in
    /// whole words as `race` reads it: "an evolution creature that evolves from a Dragon" passes
    /// with an Armored Dragon base. Read from the card's `evolves_from` (801.1a). Card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub evolves_from_race: crate::compact::Whole<Option<String>>,
    /// Has a name of another card this selection finds, every card of it, read as the filter is
    /// (no choice; "you" is the ability's controller): "a spell with the same name as a spell
    /// in their graveyard" is `same_name_in = { from = "graveyard", player = "opponent", filter
    /// = { type = "spell" } }`. Names compare as a `same_name` condition compares them (202.3).
    /// Card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4_nested"
    )]
    pub same_name_in: crate::compact::Whole<Option<Box<Selection>>>,
    /// `true`: shares a name with another card of its zone (the battle zone's other elements,
    /// whoever controls them; the other cards of its owner's hand, mana zone and so on), as a
    /// `same_name` condition compares names (202.3): "if there are 2 or more creatures with the
    /// same name, destroy them all". `false`: shares none. Card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub same_name_group: crate::compact::Whole<Option<bool>>,
    /// Has a race of a card an earlier step of the effect remembered under this name (every
    /// race of each, whole race names compared): "destroy every creature that has the same race
    /// as the destroyed creature". A remembered creature that has left the battle zone is read
    /// as it was there, races an effect gave it included (605.2e). Nothing remembered: nothing
    /// passes. Card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub same_race_as: crate::compact::Whole<Option<String>>,
}

impl Filter {
    pub fn is_empty(&self) -> bool {
        *self == Filter::default()
    }
}

/// Where a selection looks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The card with the ability (for a spell: the spell itself).
    #[serde(rename = "self")]
    This,
    /// The card the triggering event was about ("that creature").
    Trigger,
    /// The creature the card with the ability is attached to (an aura's creature, 310).
    Attached,
    #[default]
    Battle,
    Hand,
    Mana,
    Graveyard,
    Deck,
    Shields,
    Hyperspatial,
    Gr,
    /// The cards this effect is looking at (see the `look` and `reveal_until` steps).
    Looked,
    /// Cards remembered earlier in this effect under a name.
    Named(String),
    /// The cards of several sources at once, one choice among all of them ("from your hand or
    /// the top of your deck": `{ any_of = ["hand", "looked"] }`).
    AnyOf(Vec<Source>),
    /// The creature the cross gear with the ability is crossed onto (303.3a, "the crossed
    /// creature"); nothing while it is crossed onto none.
    Crossed,
    /// The cross gears crossed onto the creature with the ability (303.3a); for a creature that
    /// has just left the battle zone, those that were crossed onto it as it left and are still
    /// in the battle zone, crossed onto nothing (303.5).
    Gears,
    /// The attacking creature of the attack in progress (506.1d); nothing between attacks.
    Attacker,
    /// The creature blocking the attack in progress (507.2a); nothing when none blocks.
    Blocker,
    /// The creature the attack in progress is on (506.1e; another after a guardman changed the
    /// target, 507.2b; not the blocker); nothing on a player.
    Attacked,
    /// The creatures the cross gears remembered under this name are crossed onto now (303.3a):
    /// "the creature that cross gear is crossed onto". Remember it before the gear leaves the
    /// battle zone, for a gear that left is crossed onto nothing (303.5).
    #[cfg(feature = "whole")]
    CrossedOnto(String),
    /// The shields creatures of the selection's `player` broke this turn (701.14a), wherever
    /// they are now: "for each shield your creatures broke this turn". A shield a replacement
    /// kept from being broken, or one a spell broke, is not among them.
    #[cfg(feature = "whole")]
    Broken,
    /// The shields broken this turn by the creatures a source names ("each shield it broke":
    /// `{ broken_by = "trigger" }`), each creature as the object it was as it broke them, so
    /// one that has left the battle zone since still counts.
    #[cfg(feature = "whole")]
    BrokenBy(Box<Source>),
    /// In a `wins_battle` or `battles` trigger, the creature the triggering creature battled
    /// (115.1): "the creature it destroyed" of "whenever it wins a battle". While it is still
    /// the object it was in the battle zone it is that creature; once it has left, a step naming
    /// it remembers it as it was there (605.2e) for filters that compare with it, and steps that
    /// act on it find nothing.
    #[cfg(feature = "whole")]
    Battled,
}

impl Source {
    /// A source that names cards rather than looking in a zone: "this creature", "that
    /// creature", "them". Without a written count it means every card it names.
    pub fn names_cards(&self) -> bool {
        matches!(
            self,
            Source::This
                | Source::Trigger
                | Source::Attached
                | Source::Crossed
                | Source::Gears
                | Source::Attacker
                | Source::Blocker
                | Source::Attacked
                | Source::Named(_)
        ) || self.names_cards_whole()
    }

    #[cfg(feature = "whole")]
    fn names_cards_whole(&self) -> bool {
        matches!(self, Source::CrossedOnto(_) | Source::Battled)
    }

    #[cfg(not(feature = "whole"))]
    fn names_cards_whole(&self) -> bool {
        false
    }

    pub fn zone(&self) -> Option<Zone> {
        Some(match self {
            Source::Battle => Zone::Battle,
            Source::Hand => Zone::Hand,
            Source::Mana => Zone::Mana,
            Source::Graveyard => Zone::Graveyard,
            Source::Deck => Zone::Deck,
            Source::Shields => Zone::Shields,
            Source::Hyperspatial => Zone::Hyperspatial,
            Source::Gr => Zone::Gr,
            _ => return None,
        })
    }
}

/// How many cards: a number or `"all"`, or nothing written.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Count {
    /// A written number: always a choice of that many (605.2b), on a group an earlier step
    /// remembered too ("one of them").
    N(u32),
    All,
    /// No number written: one card from a zone, and every card of a source that names cards
    /// (`self`, `trigger`, `attached`, `{ named = … }`: "them", "that creature").
    #[default]
    Unwritten,
}

impl Count {
    /// The count a selection from `from` means: an unwritten one read for its source.
    pub fn read_for(self, from: &Source) -> Count {
        match self {
            Count::Unwritten if from.names_cards() => Count::All,
            Count::Unwritten => Count::N(1),
            c => c,
        }
    }

    /// Whether no number was written (the text leaves the field out).
    pub fn is_unwritten(&self) -> bool {
        *self == Count::Unwritten
    }
}

impl Serialize for Count {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            // In binary (crate::compact) one number: "all" and "unwritten" are the two a u32
            // can't be. Text leaves an unwritten count out (`compact::unwritten`).
            Count::N(n) if !s.is_human_readable() => s.serialize_u64(u64::from(*n)),
            Count::All if !s.is_human_readable() => s.serialize_u64(u64::MAX),
            Count::Unwritten if !s.is_human_readable() => s.serialize_u64(UNWRITTEN),
            Count::N(n) => s.serialize_u32(*n),
            Count::All => s.serialize_str("all"),
            // Only reached by a writer that doesn't skip it; 1 is what it means for a zone.
            Count::Unwritten => s.serialize_u32(1),
        }
    }
}

/// An unwritten count in binary: a number no u32 can be. Links of formats v5 and v6 were
/// written before counts could be unwritten and hold 1 there; the codec reads them with
/// [`crate::compact::from_bytes_before_unwritten_counts`], which reads that 1 as unwritten.
const UNWRITTEN: u64 = u64::MAX - 1;

impl<'de> Deserialize<'de> for Count {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            return match u64::deserialize(d)? {
                u64::MAX => Ok(Count::All),
                UNWRITTEN => Ok(Count::Unwritten),
                1 if crate::compact::before_unwritten_counts() => Ok(Count::Unwritten),
                n => u32::try_from(n).map(Count::N).map_err(|_| de::Error::custom("a count out of range")),
            };
        }
        struct V;
        impl Visitor<'_> for V {
            type Value = Count;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number of cards or \"all\"")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Count, E> {
                u32::try_from(v).map(Count::N).map_err(|_| E::custom("expected a count from 0 to 4294967295"))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Count, E> {
                u32::try_from(v).map(Count::N).map_err(|_| E::custom("expected a count from 0 to 4294967295"))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Count, E> {
                if v == "all" {
                    Ok(Count::All)
                } else {
                    Err(E::custom(format!("expected a number or \"all\", found \"{v}\"")))
                }
            }
        }
        d.deserialize_any(V)
    }
}

/// A choice or a set of cards that an effect acts on.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct Selection {
    #[serde(default)]
    pub from: Source,
    /// Whose zone (for the battle zone: whose creatures).
    #[serde(default)]
    pub player: Who,
    #[serde(default, skip_serializing_if = "crate::compact::no_filter")]
    pub filter: Filter,
    #[serde(default, skip_serializing_if = "crate::compact::unwritten")]
    pub count: Count,
    /// "Up to N": the chooser may pick fewer (even none).
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub up_to: bool,
    /// Who chooses. Default: the ability's controller (for a discard: the hand's owner).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub chooser: Option<Who>,
    /// The top N cards of the deck, taken without a choice.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub top: Option<u32>,
    /// Exclude the card with the ability.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub other: bool,
    /// Remember the result under this name for later steps of the same effect.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub name: Option<String>,
    /// Leave out the cards remembered under this name, or under any of these names ("the
    /// rest").
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub except: Option<Names>,
    /// As many as the cards an earlier step remembered under this name ("discard as many as
    /// you drew"); replaces `count`.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub as_many_as: Option<String>,
    /// The chosen cards' powers or costs add up to at most an amount ("any number of your
    /// opponent's creatures whose total power is at most this creature's"). The chooser picks
    /// one card at a time among those that still fit and may stop at any time.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub total_max: Option<TotalMax>,
    /// The effect specifies cards, not creatures or elements (カード指定, 109.2a, 200.3a): in the
    /// battle zone each card of an element is a candidate of its own, the cards under an
    /// evolution creature included, read by their own characteristics; a chosen card moves
    /// alone, and the cards left under a top card that moved are reconstructed (801.4).
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub cards: bool,
    /// Only the top card of each element found, specified by itself (109.2a): "the top card of
    /// this creature" moves alone, and the cards under it are reconstructed (801.4).
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub top_card: bool,
    /// Only the cards under each element found, from the top down: its evolution sources and
    /// the cards put under it, not its top card, auras or seals ("the cards under this
    /// creature", a meteorburn's). A card chosen moves by itself (109.2a).
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub under: bool,
    /// Counted, this selection counts what its cards have, not the cards: the different
    /// civilizations or races among them (「文明1つにつき」「種族1つにつき」). Read where a
    /// selection is counted: a static's or a power step's `per`, a `draw_per`.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub distinct: crate::compact::Whole<Option<Distinct>>,
    /// Only the cards with the least power or cost among those found (「最もパワーが小さい」),
    /// each read as an amount reads it: "destroy the creature with the least power in the
    /// battle zone" is one of those, the chooser picking among ties.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub least: crate::compact::Whole<Option<Measure>>,
    /// With `as_many_as`: less one for each card remembered under this name, never fewer than
    /// none ("for each creature your opponent has beyond your number").
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub minus: crate::compact::Whole<Option<String>>,
    /// Whose zone, in place of `player`: the owners of the cards an earlier step of the effect
    /// remembered under this name, wherever those cards are now ("choose a creature in that
    /// player's mana zone"). Nothing remembered: no player's. Card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub owner_of: crate::compact::Whole<Option<String>>,
}

/// What a counted selection counts instead of its cards ([`Selection::distinct`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Distinct {
    /// The civilizations among the cards, each once: a multicolored card adds each of its
    /// own, a colorless one none (106.2).
    Civilizations,
    /// The races among the cards, each once, leaving out those in `except` ("other than
    /// Mystery Totem"). Read by their English names (203.1).
    Races {
        #[serde(default, skip_serializing_if = "crate::compact::empty")]
        except: Vec<String>,
    },
}

/// A limit on the total of the chosen cards' powers or costs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct TotalMax {
    /// What is added up.
    pub of: Measure,
    /// The most the total may be.
    pub at_most: Amount,
}

/// A number a card has: its power or its cost.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Measure {
    Power,
    Cost,
}

/// An amount read from cards when it is needed, added up over every card the source finds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Amount {
    /// A fixed number.
    Number(u32),
    /// The power of these cards: a card that has left the battle zone is read as it was just
    /// before it left, modifications included (110.5a, 605.2e).
    PowerOf(Source),
    /// The cost of these cards; a twinpact outside the battle zone is read as the effect's
    /// player chooses (201.2b).
    CostOf(Source),
}

/// Where a move sends cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Destination {
    Hand,
    Mana,
    Graveyard,
    Shields,
    DeckTop,
    DeckBottom,
    /// Into the deck, then shuffle it.
    Deck,
    Battle,
    Hyperspatial,
    Gr,
    /// Leave the card where it is (replacement effects: "it stays instead").
    Stay,
    /// Turn a double-sided card in the battle zone to its other side, where it stays
    /// (replacement effects: a psychic creature's release, 805.1b, a Dragheart's dragon evasion,
    /// 807.1b). A card that can't flip can't be replaced so (609.4).
    Flip,
    /// Under an element of the battle zone (下に置く): the move's `onto`, by default the card
    /// with the ability. The card stays in the battle zone as one of that element's cards, not
    /// an element of its own (109.2b); a card put under a NEO creature makes it a NEO
    /// evolution creature (802.4). Only a `move` step's destination.
    Under,
    /// Only the top card of the element goes where the event was sending it; the cards under it
    /// stay in the battle zone, each card that can be there by itself a creature of its own
    /// (a replacement effect's: "if this creature would leave, only its top card leaves
    /// instead; the cards under it stay as separate creatures"). An element with no card under
    /// it can't be replaced so (609.4).
    #[cfg(feature = "whole")]
    TopCardOnly,
}

impl Destination {
    pub fn zone(self) -> Option<Zone> {
        Some(match self {
            Destination::Hand => Zone::Hand,
            Destination::Mana => Zone::Mana,
            Destination::Graveyard => Zone::Graveyard,
            Destination::Shields => Zone::Shields,
            Destination::DeckTop | Destination::DeckBottom | Destination::Deck => Zone::Deck,
            Destination::Battle => Zone::Battle,
            Destination::Hyperspatial => Zone::Hyperspatial,
            Destination::Gr => Zone::Gr,
            Destination::Stay | Destination::Flip | Destination::Under => return None,
            #[cfg(feature = "whole")]
            Destination::TopCardOnly => return None,
        })
    }

    /// Into this zone (a deck: on top, where a card swapped out of the battle zone goes in its
    /// place); `None` for the battle zone and the zones no effect puts cards into this way.
    pub fn of_zone(zone: Zone) -> Option<Destination> {
        Some(match zone {
            Zone::Hand => Destination::Hand,
            Zone::Mana => Destination::Mana,
            Zone::Graveyard => Destination::Graveyard,
            Zone::Shields => Destination::Shields,
            Zone::Deck => Destination::DeckTop,
            Zone::Hyperspatial => Destination::Hyperspatial,
            Zone::Gr => Destination::Gr,
            _ => return None,
        })
    }
}

/// How long a continuous effect from a resolution lasts (608.2a, 500.3).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Until {
    #[default]
    EndOfTurn,
    /// Until the start of the controller's next turn.
    StartOfYourNextTurn,
    EndOfGame,
    /// During the controller's opponent's next turn ("during your opponent's next turn"): from
    /// its start to its end, not before (500.3). Made in that opponent's turn, it waits for
    /// their next one.
    #[cfg(feature = "whole")]
    OpponentsNextTurn,
}

/// One instruction of an effect. Effects run their steps in written order (605.2c).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    Draw(Draw),
    /// Put cards from a hand into its owner's graveyard (701.7).
    Discard(Selection),
    /// Put creatures from the battle zone into the graveyard (701.6).
    Destroy(Selection),
    /// Any other movement between zones. To the battle zone, 409.1f applies.
    Move(Move),
    /// Cast spells (or, with `use`, use any card) without necessarily paying (409.1e).
    Cast(CastStep),
    Use(CastStep),
    Tap(Selection),
    Untap(Selection),
    /// Power +N or -N for a while.
    Power(PowerStep),
    /// Give a keyword for a while.
    Grant(GrantStep),
    /// Put a seal on each selected creature (116, 409.1f: simultaneously).
    Seal(Selection),
    /// Break shields (701.14).
    Break(Selection),
    /// Flip double-sided cards (awaken, 701.20).
    Flip(Selection),
    /// Turn fields upside down (701.28a): a D2 field's D switch turns itself.
    TurnUpsideDown(Selection),
    Shuffle(Who),
    /// Look at cards (usually `top`); later steps select from `looked`.
    Look(Selection),
    /// Show cards to both players until the effect ends (701.9); they stay where they are.
    Reveal(Selection),
    /// Choose cards without doing anything to them yet: later steps use `{ named = … }`.
    Choose(Selection),
    /// Reveal from the top of a deck until `count` cards match the filter.
    RevealUntil(RevealUntil),
    /// GR summon (701.30): the top card of the super GR zone.
    GrSummon(u32),
    /// The card with the ability trades places with the selected element of the battle zone,
    /// which it replaces tapped or untapped, attacking or not (701.26a); if either would not
    /// move normally, neither moves (701.26b). Revolution change is a declared triggered
    /// ability of a card in the hand whose effect is this step.
    Swap(Selection),
    Win,
    ExtraTurn(Who),
    /// That player skips their next turn: when it would begin, the turn after it begins instead
    /// (the card's words, 101.1; the mirror of 500.5).
    SkipTurn(Who),
    SkipRestOfTurn,
    /// A delayed triggered ability: it triggers once, the first time its trigger happens in the
    /// turn it is for, and is gone at that turn's end (603.6).
    Delayed(DelayedStep),
    /// A conditional part of one effect.
    If(IfStep),
    /// "You may …": a yes/no decision, then the steps.
    #[serde(deserialize_with = "crate::compact::nested")]
    May(Vec<Step>),
    /// "Choose one of the following": a player picks one mode as the effect resolves
    /// (700.2a), the ability's controller or the player `chooser` names (700.2b); only that
    /// mode's steps run.
    Mode(ModeStep),
    /// Gachinko judge (ガチンコ・ジャッジ, 701.21): each player reveals the top card of their
    /// deck and puts it on the bottom; the effect's player wins if theirs costs at least as much
    /// as the opponent's (701.21b), and then the `then` steps run.
    GachinkoJudge(GachinkoStep),
    /// Discard at random (701.7b): the selection's `count` cards of a hand (`player`'s; `filter`
    /// and `except` narrow it), picked by the game's seeded randomness with no one choosing.
    DiscardAtRandom(Selection),
    /// Cross cross gears onto a creature by an effect, without paying (303.3c): each gear `what`
    /// finds (in the battle zone) is crossed onto the one creature of its controller that
    /// `onto` finds, chosen by the effect's player (`up_to`: or none); a gear already on that
    /// creature stays (303.4a).
    Cross(Box<CrossStep>),
    /// Draw a card for each card a selection finds, counted as the step resolves (605.2d):
    /// "draw a card for each of your water creatures", "draw that many" (`{ named = … }`).
    DrawPer(Box<DrawPer>),
    /// Name a race, a civilization, a card name or a number (202.2, 203.4): the step's player
    /// picks one, which later steps of the effect, and the delayed abilities and effects it
    /// makes, read through a filter's `named_as`.
    Name(NameStep),
    /// Put shields into their owners' hands, who may use their S-Triggers as for broken
    /// shields (113.6, 112.3a): "put it into your hand; you may use its shield trigger". The
    /// shields are not broken (no breaker, nothing that watches a break), and each owner
    /// declares, the turn player first (101.4b). A plain `move` to the hand uses none.
    #[cfg(feature = "whole")]
    ShieldsToHand(Selection),
    /// The attack in progress has no battle: its attacker and the creature blocking it or
    /// attacked don't battle (115.1), and the attack goes on to its end. "Whenever this
    /// creature blocks, there is no battle".
    #[cfg(feature = "whole")]
    NoBattle,
    /// A replacement effect this effect creates, lasting `until` (609.1, 608.2a): "this turn,
    /// whenever one of your creatures would be destroyed, put it into your mana zone instead".
    /// It watches cards wherever they are, those put out later too; "you" is the effect's
    /// player and `self` the card with the ability.
    #[cfg(feature = "whole")]
    Replace(Box<ReplaceStep>),
    /// This turn, the `blocker` blocks the `attacker` if able, and no other creature can block
    /// the attacker (101.2, 507.1): "that creature blocks this creature if able, and this
    /// creature can't be blocked by other creatures". Each attacker found gets the one blocker
    /// found (none found: it can't be blocked at all this turn).
    #[cfg(feature = "whole")]
    MustBlock(Box<MustBlockStep>),
    /// A static ability this effect creates, lasting `until` (608.2a): "this turn, your
    /// opponent can't use shield triggers", "until the start of your next turn, creatures of
    /// that civilization can't attack you". "You" is the effect's player; it reads what the
    /// effect named. The cards it affects are those its `affects` finds as it is made (110.2e),
    /// or, with `later`, whichever it finds at any time ("even ones put into the battle zone
    /// later").
    #[cfg(feature = "whole")]
    Static(Box<StaticStep>),
    /// The effect's player loses the game (104.2c), the mirror of `win`: "you lose the game
    /// at the end of that turn" is this step in a delayed ability for that turn.
    #[cfg(feature = "whole")]
    Lose,
    /// Turn the selected shields face up (`from = "shields"`): each stays face up, seen by both
    /// players, while it is in the shield zone, and goes face down when it leaves (400.2).
    /// "Choose one of your opponent's shields and turn it face up".
    #[cfg(feature = "whole")]
    TurnFaceUp(Selection),
}

/// [`Step::Static`]: `{ static = { static = { … }, if, text, text_ja, until, later } }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct StaticStep {
    #[serde(rename = "static")]
    pub static_ability: Static,
    /// Applies only while this holds.
    #[serde(default, rename = "if", skip_serializing_if = "crate::compact::none")]
    pub condition: Option<Condition>,
    /// The ability in plain words, shown to players.
    pub text: String,
    #[serde(default, skip_serializing_if = "crate::compact::empty_text")]
    pub text_ja: String,
    #[serde(default)]
    pub until: Until,
    /// The cards it affects are found whenever it is read, those put out later too.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub later: bool,
    /// It also ends as the card whose ability made it leaves the battle zone (then a new
    /// object, 400.5): "when this creature enters, choose a race; creatures of that race get
    /// +4000 power" lasts while the creature stays.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub while_in_battle: bool,
    /// `true`: it also ends as the first card it affects is declared for use (601.1a), its
    /// cost change decided then: "this turn, the next creature you summon costs up to 3 less".
    /// In binary since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub next_use: crate::compact::Whole<Option<bool>>,
}

/// [`Step::MustBlock`]: `{ must_block = { blocker = <selection>, attacker = <selection> } }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct MustBlockStep {
    /// The creature that must block: chosen here, or `{ named = … }`.
    pub blocker: Selection,
    /// The creatures it must block (default: the card with the ability).
    #[serde(default = "this_card")]
    pub attacker: Selection,
}

/// [`Step::Replace`]: the replacement effect, its words, and how long it lasts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct ReplaceStep {
    pub replace: Replacement,
    /// The replacement in plain words, shown to players.
    pub text: String,
    #[serde(default, skip_serializing_if = "crate::compact::empty_text")]
    pub text_ja: String,
    #[serde(default)]
    pub until: Until,
}

/// [`Step::Name`]: `{ name = { what = "race", as = "race" } }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct NameStep {
    pub what: NameKind,
    /// The key later filters read it by (`named_as`).
    #[serde(rename = "as")]
    pub remember: String,
    #[serde(default)]
    pub player: Who,
    /// Races or card names that may not be named ("a race other than Mecha del Sol").
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    pub except: Vec<String>,
    /// The highest number that may be named ("a number of 6000 or less"); default 99.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub at_most: Option<u32>,
}

/// What a [`NameStep`] names, and what a filter's `named_as` compares it with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum NameKind {
    /// A race that exists by itself (203.4): a card of it has it as one of its races.
    Race,
    /// One of the five civilizations.
    Civilization,
    /// A card name (202.2): a card with that name on one of its faces.
    Card,
    /// A number a card's cost must equal.
    Cost,
    /// A number a card's power must equal.
    Power,
}

/// [`Step::DrawPer`]: the fields of [`Draw`], with the count read from cards.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct DrawPer {
    /// One card for each card this finds (every matching card: no choice, its count unused).
    pub per: Selection,
    /// Less one card for each card this finds, never fewer than none: "draw cards until you
    /// have as many as your opponent" is a card for each card in their hand beyond yours.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub minus: Option<Selection>,
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub up_to: bool,
    #[serde(default)]
    pub player: Who,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub name: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct CrossStep {
    /// The cross gears (default: the card with the ability).
    #[serde(default = "this_card")]
    pub what: Selection,
    /// The creature they are crossed onto (default: one of your creatures).
    #[serde(default)]
    pub onto: Selection,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct GachinkoStep {
    /// What the effect does if its player wins.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::empty",
        deserialize_with = "crate::compact::nested"
    )]
    pub then: Vec<Step>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct ModeStep {
    /// Who chooses (default: the ability's controller).
    #[serde(default)]
    pub chooser: Who,
    pub options: Vec<ModeOption>,
    /// While this condition holds as the effect resolves, the chooser may choose every mode,
    /// carried out in the written order ("if …, you may choose both").
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub all_if: Option<Condition>,
}

/// One mode of a [`ModeStep`]: its words for the players and its steps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct ModeOption {
    pub text: String,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub text_ja: Option<String>,
    #[serde(deserialize_with = "crate::compact::nested")]
    pub effect: Vec<Step>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct Draw {
    pub count: u32,
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub up_to: bool,
    #[serde(default)]
    pub player: Who,
    /// Remember the cards drawn under this name, for later steps (`as_many_as`, `named`).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub name: Option<String>,
}

/// One name of remembered cards, or several: `"kept"` or `["kept", "also_kept"]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Names {
    One(String),
    Many(Vec<String>),
}

/// [`Names`] in binary (crate::compact), which can't tell a text from a list by looking.
#[derive(Serialize, Deserialize)]
enum TaggedNames {
    One(String),
    Many(Vec<String>),
}

impl Serialize for Names {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Names::One(n) if !s.is_human_readable() => TaggedNames::One(n.clone()).serialize(s),
            Names::Many(v) if !s.is_human_readable() => TaggedNames::Many(v.clone()).serialize(s),
            Names::One(n) => s.serialize_str(n),
            Names::Many(v) => v.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Names {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            return Ok(match TaggedNames::deserialize(d)? {
                TaggedNames::One(n) => Names::One(n),
                TaggedNames::Many(v) => Names::Many(v),
            });
        }
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Names;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a name or a list of names")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Names, E> {
                Ok(Names::One(v.to_string()))
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Names, A::Error> {
                let mut names = Vec::new();
                while let Some(n) = seq.next_element::<String>()? {
                    names.push(n);
                }
                Ok(Names::Many(names))
            }
        }
        d.deserialize_any(V)
    }
}

impl Names {
    pub fn iter(&self) -> impl Iterator<Item = &String> {
        match self {
            Names::One(n) => std::slice::from_ref(n).iter(),
            Names::Many(v) => v.iter(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct Move {
    pub what: Selection,
    pub to: Destination,
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub tapped: bool,
    /// Face down (shields are always face down).
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub face_up: bool,
    /// Add to the cards remembered under this name those this step actually put into the
    /// destination (several moves may count together): the
    /// cards of each element moved (those under it too), not those that went elsewhere or
    /// stayed, nor auras that followed their creature by rule (310.8a); and the cards a
    /// replacement effect's own steps put there instead (the event is still this effect's,
    /// 609.4). "For each card put into the deck this way".
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub name_put: Option<String>,
    /// The element the cards go on or under: with `to = "battle"`, an evolution creature (or a
    /// NEO creature) is put on top of it, evolving it (evolution by an effect, 801.2; it must
    /// still be a valid base, 801.1a); with `to = "under"`, the cards go under it (default: the
    /// card with the ability).
    #[serde(
        default,
        skip_serializing_if = "crate::compact::none",
        deserialize_with = "crate::compact::nested"
    )]
    pub onto: Option<Box<Selection>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct CastStep {
    pub what: Selection,
    /// Without paying the cost (default true: effects that use cards rarely charge).
    #[serde(default = "yes")]
    pub free: bool,
    /// After the spell resolves, it goes here instead of the graveyard (a replacement effect
    /// tied to that spell, 609).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub instead: Option<Destination>,
    /// Who uses the cards (default: the ability's controller).
    #[serde(default)]
    pub player: Who,
    /// Each chosen card may be used or not.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub optional: bool,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct PowerStep {
    pub what: Selection,
    pub amount: i32,
    /// `amount` for each card this selection finds as the step resolves (605.2d): "-1000 for
    /// each card in your graveyard".
    #[serde(
        default,
        skip_serializing_if = "crate::compact::none",
        deserialize_with = "crate::compact::nested"
    )]
    pub per: Option<Box<Selection>>,
    #[serde(default)]
    pub until: Until,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct GrantStep {
    pub what: Selection,
    pub keyword: Keyword,
    #[serde(default)]
    pub until: Until,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct RevealUntil {
    #[serde(default)]
    pub player: Who,
    pub filter: Filter,
    pub count: u32,
    /// Whose deck, in place of `player`: the owner of the card an earlier step of the effect
    /// remembered under this name ("its owner reveals cards from the top of their deck").
    /// Nothing remembered: nothing is revealed. Card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_named_as",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub owner_of: crate::compact::Whole<Option<String>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct DelayedStep {
    /// When it triggers.
    pub when: Trigger,
    /// What it does; it can refer to the cards this effect remembered (`{ named = … }`).
    #[serde(deserialize_with = "crate::compact::nested")]
    pub effect: Vec<Step>,
    /// The ability in plain words, shown to players.
    pub text: String,
    #[serde(default, skip_serializing_if = "crate::compact::empty_text")]
    pub text_ja: String,
    /// The turn it waits in: this one (the default) or the next ("at the end of that turn",
    /// for the extra turn the same effect gave).
    #[serde(default)]
    pub turn: WhichTurn,
}

/// Which turn a delayed triggered ability is for.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum WhichTurn {
    #[default]
    This,
    Next,
    /// This turn, and every time its trigger happens ("this turn, whenever …"), not once.
    ThisEachTime,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct IfStep {
    #[serde(rename = "if")]
    pub condition: Condition,
    #[serde(deserialize_with = "crate::compact::nested")]
    pub then: Vec<Step>,
    #[serde(
        default,
        rename = "else",
        skip_serializing_if = "crate::compact::empty",
        deserialize_with = "crate::compact::nested"
    )]
    pub otherwise: Vec<Step>,
}

/// A condition on the game (an "if" of a triggered ability, a "while" of a static one).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// The number of cards a selection finds (all matching, no choice) is in a range.
    #[serde(deserialize_with = "crate::compact::nested")]
    Count(Box<CountCondition>),
    /// The card with the ability has at least this power (e.g. conditional breakers).
    PowerAtLeast(i32),
    /// The triggering card came from this zone (e.g. "if it was summoned from your mana zone").
    TriggerFrom(Zone),
    /// It is this player's turn.
    Turn(Who),
    /// `true`: this turn is an extra turn; `false`: a regular one (500.5).
    ExtraTurn(bool),
    /// An earlier step of this effect did something (moved, destroyed, chose at least one card).
    Done,
    #[serde(deserialize_with = "crate::compact::nested")]
    Not(Box<Condition>),
    #[serde(deserialize_with = "crate::compact::nested")]
    All(Vec<Condition>),
    /// At least one of the conditions is true ("a spell or a Tamaseed").
    #[serde(deserialize_with = "crate::compact::nested")]
    Any(Vec<Condition>),
    /// This turn the player has used a card that passes the filter (701.5a). Putting a card
    /// out by an effect is not using it.
    #[serde(deserialize_with = "crate::compact::nested")]
    Used(Box<UsedCondition>),
    /// At least `at_least` of the cards a selection finds have the same name: a card's name
    /// that wholly contains another's counts as that name (202.3), and a twinpact has both its
    /// halves' names (810.4). The printed (Japanese) names are compared.
    #[serde(deserialize_with = "crate::compact::nested")]
    SameName(Box<SameNameCondition>),
    /// The creature with the ability has at least one cross gear crossed onto it (303.3a: a
    /// "crossed creature"; the accelerator abilities, "while this creature is crossed").
    Crossed,
    /// A creature broke a shield this turn (701.14a): `self` (this creature, as the object it
    /// is now), `other` (another creature of this ability's controller, theirs as it broke
    /// them), `any` (one of theirs, this one included), `crossed` (the creature this cross
    /// gear is crossed onto). Turbo rush: "if another of your creatures broke a shield".
    BrokeShield(Which),
    /// The attack in progress is on a player, not a creature (506.1e): "while it attacks your
    /// opponent".
    AttackOnPlayer,
    /// One selection finds more cards than another (every matching card of each, no choice):
    /// "if your opponent has more cards in their mana zone than you".
    #[serde(deserialize_with = "crate::compact::nested")]
    More(Box<MoreCondition>),
    /// A player drew at least `at_least` cards this turn (114.1), every draw counted, the
    /// draw step's too: "if your opponent drew 2 or more cards this turn". With `player =
    /// "any"`, either player did.
    #[cfg(feature = "whole")]
    Drew(DrewCondition),
    /// One amount is less than another, each read when the condition is checked: "if their
    /// total power is less than this creature's power".
    #[cfg(feature = "whole")]
    #[serde(deserialize_with = "crate::compact::nested")]
    Less(Box<LessCondition>),
    /// A card `what` finds has more power than every card `than` finds (each read as it is in
    /// the battle zone; every matching card, no choice): "if one of your creatures has more
    /// power than each of your opponent's creatures". True when `than` finds none and `what`
    /// finds one.
    #[cfg(feature = "whole")]
    #[serde(deserialize_with = "crate::compact::nested")]
    PowerAbove(Box<MoreCondition>),
    /// The attack in progress is the first its attacking creature made this turn, as the
    /// creature it is now (506.1): "when this creature attacks for the first time in a turn".
    #[cfg(feature = "whole")]
    FirstAttack,
}

/// `if = { drew = { player = "opponent", at_least = 2 } }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct DrewCondition {
    #[serde(default)]
    pub player: Who,
    pub at_least: u32,
}

/// [`Condition::Less`]: `what` is less than `than`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct LessCondition {
    pub what: Amount,
    pub than: Amount,
}

/// [`Condition::More`]: `what` finds more cards than `than`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct MoreCondition {
    pub what: Selection,
    pub than: Selection,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct SameNameCondition {
    pub what: Selection,
    pub at_least: u32,
}

/// "If you used a … this turn": the used card is read as the face it was used as, by its
/// printed type, civilizations, cost, power, races, name and keywords.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct UsedCondition {
    #[serde(default)]
    pub player: Who,
    #[serde(default)]
    pub filter: Filter,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct CountCondition {
    pub what: Selection,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub at_least: Option<u32>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub at_most: Option<u32>,
}

/// A static ability (604): a continuous effect while the card is where the ability works.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct Static {
    /// The cards it changes. Default: the card itself.
    #[serde(default = "this_card")]
    pub affects: Selection,
    /// Power change, multiplied by the number of cards `per` finds (if given).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub power: Option<i32>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub per: Option<Selection>,
    /// Only while the affected creature attacks.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub while_attacking: bool,
    /// Only while the affected creature blocks: from its block until the attack ends (510.2).
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub while_blocking: bool,
    #[serde(default, skip_serializing_if = "crate::compact::empty")]
    pub grant: Vec<Keyword>,
    /// Every civilization (a characteristic-defining ability, 110.4a).
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub all_civilizations: bool,
    /// Cost change (sympathy and the like), multiplied by `per`; costs never go below `cost_floor`.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub cost: Option<i32>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub cost_floor: Option<u32>,
    /// A rule for a player ("your opponent can't …").
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub forbid: Option<Forbid>,
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub forbid_player: Option<Who>,
    /// The affected creatures can't be blocked by creatures matching this filter.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub unblockable_by: Option<Filter>,
    /// A state-defining effect: the affected cards enter the battle zone tapped. It reads a card
    /// as it is put in, before anything that works on the battle zone's cards reaches it
    /// (110.4f): `affects` says whose cards (`player`) and which (`filter`). With
    /// `affects.from = "mana"`, the cards enter the mana zone tapped instead.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub enters_tapped: bool,
    /// The effects of spells passing this filter (read as the half cast) are ignored (110.1):
    /// a continuous effect one made, power or a keyword, applies no more, and one resolving does
    /// nothing. Read as it is, never itself ignored.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub ignore_spells: Option<Filter>,
    /// Its controller loses the game while this ability works and its conditions hold (104.2c):
    /// with `zones` outside the battle zone, "if this card is anywhere but the battle zone, you
    /// lose" (110.4b). Checked with the state-based actions.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub lose: bool,
    /// The card with it is destroyed while this ability works and its conditions hold: a
    /// static ability's one-shot effect, applied before anything else resolves, checked with
    /// the state-based actions (604.4). "If …, destroy this creature."
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub destroy: bool,
    /// Abilities the affected cards have as their own while this applies (604, 608.3, a
    /// continuous effect): triggered, tap and replacement abilities, in which "this creature"
    /// is the card that has them. Survivor ("each of your other Survivors has this ability
    /// too"), "your light creatures each have this tap ability". Abilities given this way give
    /// nothing further: a static ability among them is not read (no grants of grants).
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_abilities",
        deserialize_with = "crate::compact::static_abilities"
    )]
    pub abilities: Vec<Ability>,
    /// The affected creatures break this many more shields than their breaker says (509.2),
    /// multiplied by the number of cards `per` finds (if given): crew breaker ("one more for
    /// each of your other Survivors"), "the crossed creature breaks one more shield".
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_breaks",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub breaks: crate::compact::Whole<Option<u32>>,
    /// Only while the affected creature battles a creature passing this filter (115): "while
    /// battling a fire creature, +4000 power".
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_breaks",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub while_battling: crate::compact::Whole<Option<Filter>>,
    /// G-Zero (G・ゼロ, 112.3e): while this ability works and its `if` holds, the affected
    /// cards (default: the card itself, so give `zones = ["hand"]`) may be used by their owner
    /// in their main step without paying their cost. In binary since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_breaks",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub gravity_zero: crate::compact::Whole<Option<bool>>,
    /// The affected creatures' power is multiplied by this after every other change to it
    /// (206.4: "the crossed creature's power is doubled" is 2); several multiply in turn.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_breaks",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub power_multiply: crate::compact::Whole<Option<u32>>,
    /// A choice of shields moves to their owner (Kyuroro, Meloppe): when another player would
    /// choose shields of the player this names, that player chooses them instead.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_breaks",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub owner_chooses_shields: crate::compact::Whole<Option<OwnerChooses>>,
    /// The shields creatures of this player (relative to the ability's controller) break are
    /// revealed by their owner as they are broken (701.9): "your opponent reveals the shields
    /// your creatures break".
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_breaks",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub reveal_broken_shields: crate::compact::Whole<Option<Who>>,
    /// A cost paid in part by tapping creatures (Hyper Energy, Mugen Climb; 601.1a, 112.2b):
    /// while this ability works, its owner using an affected card (default: the card itself,
    /// so give `zones = ["hand"]`) may tap some of their untapped creatures as they declare
    /// it, and its cost changes for them. In binary since card schema 4.
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_breaks",
        deserialize_with = "crate::compact::since_schema_4"
    )]
    pub tap_creatures: crate::compact::Whole<Option<TapCreatures>>,
}

/// [`Static::tap_creatures`]: which creatures may be tapped, and what tapping them does to the
/// cost. "For each creature tapped, it costs 2 less, never 0 or less; no two of them of the
/// same cost" (Hyper Energy) is `{ each = 2, min_cost = 1, different_costs = true }`; "tap 2
/// of your creatures and pay 2" (Mugen Climb 2) is `{ count = 2, cost = 2 }`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct TapCreatures {
    /// Which of the player's untapped creatures in the battle zone may be tapped (default:
    /// any of them).
    #[serde(default)]
    pub filter: Filter,
    /// The cost is this much less for each creature tapped.
    #[serde(default, skip_serializing_if = "crate::compact::zero")]
    pub each: u32,
    /// Tapping them never takes the cost below this.
    #[serde(default, skip_serializing_if = "crate::compact::zero")]
    pub min_cost: u32,
    /// No two of the creatures tapped have the same cost.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub different_costs: bool,
    /// Exactly this many are tapped, or none (default: any number).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub count: Option<u32>,
    /// With them tapped the cost is this, in place of the card's own (an alternative cost).
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub cost: Option<u32>,
}

/// [`Static::owner_chooses_shields`]: whose shields their owner chooses, and which choices.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct OwnerChooses {
    /// Whose shields, relative to the ability's controller ("you": your shields).
    #[serde(default)]
    pub player: Who,
    /// Only the shields a creature breaks (509.2c's choice, or a creature's own `break`), not
    /// those a spell breaks or any other effect chooses.
    #[serde(default, skip_serializing_if = "crate::compact::is_false")]
    pub breaks: bool,
}

fn this_card() -> Selection {
    Selection { from: Source::This, ..Selection::default() }
}

/// Things a static ability can forbid a player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Forbid {
    /// Putting creatures into the battle zone other than by summoning them.
    PutIntoBattleExceptSummon,
    /// Choosing the affected cards with spells.
    ChooseWithSpells,
    /// Using S-Triggers: the player's broken shields are put into the hand without one (113.6).
    /// With `affects` other than the card itself, only the S-Triggers of cards passing its
    /// filter ("of darkness cards").
    UseShieldTriggers,
    /// Looking at cards in a deck: a `look` at a deck or a search of one finds nothing, and the
    /// rest of the effect still happens (101.3).
    LookAtDeck,
    /// Using (summoning, casting, 601.1b) the cards `affects` names: the card itself (a use
    /// condition with `if`, working where the card is used from, 110.4e), or, with another
    /// source, every card passing its filter wherever it is used from.
    #[cfg(feature = "whole")]
    Use,
    /// Using the tap abilities (602) of the creatures `affects` finds.
    #[cfg(feature = "whole")]
    TapAbilities,
    /// Putting cards from the hand into the mana zone: the mana charge (503.1) and any
    /// effect's move of the player's own card from their hand to their mana zone (101.2).
    #[cfg(feature = "whole")]
    ManaFromHand,
}

/// The events a replacement effect can wait for (609).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum ReplaceEvent {
    /// A card would be put into the battle zone.
    EnterBattle,
    /// A card would leave the battle zone (any destination).
    LeaveBattle,
    Destroyed,
    /// A card would be moved (use `card.from`, `card.zone`, `not_to`).
    Move,
    /// A spell its player cast by its S-Trigger (112.3a) would be put into the graveyard as
    /// its resolution ends (605.2f): "after you cast a spell with its shield trigger, put it
    /// into your hand instead of your graveyard". `card` matches the spell (its `controller`
    /// is the spell's player); read as the spell would go to the graveyard. `instead` is where
    /// the spell goes (a zone a spell can go to: the hand, the mana zone, the shield zone or
    /// the deck; another destination can't be performed and replaces nothing, 609.4).
    #[cfg(feature = "whole")]
    ShieldTriggerSpellResolved,
    /// A shield would be broken (701.14a): `card` matches the shield (`controller`: its owner).
    /// Read as the shields are broken, before S-Triggers are declared (509.5); `instead` is
    /// where it goes rather than the hand, `stay` keeping it in the shield zone unbroken
    /// (509.6). Not for shields an effect puts into the hand (701.14b).
    #[cfg(feature = "whole")]
    Broken,
    /// A creature would break a shield (701.14a): `card` matches the creature breaking it
    /// ("this creature breaks"), and the shield goes to `instead` (its owner's zone).
    #[cfg(feature = "whole")]
    Breaks,
    /// This spell would be put into the graveyard as its resolution ends (605.2f): "after
    /// this spell is cast, put it into your mana zone tapped instead of your graveyard". A
    /// spell's own replacement of its own movement, first as charger is (609.8a); only the
    /// spell's own ability, with `card = "self"`.
    #[cfg(feature = "whole")]
    SpellResolved,
}

/// A replacement effect: "if … would …, … instead" (609.1a).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct Replacement {
    pub event: ReplaceEvent,
    #[serde(default)]
    pub card: CardMatch,
    /// Not when the destination is this zone.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub not_to: Option<Zone>,
    /// Only when an effect of this player causes the event.
    #[serde(default, skip_serializing_if = "crate::compact::none")]
    pub by: Option<Who>,
    pub instead: Destination,
    /// The card is put into `instead` tapped ("put them into your mana zone tapped instead").
    #[serde(
        default,
        skip_serializing_if = "crate::compact::no_tapped",
        deserialize_with = "crate::compact::replacement_tapped"
    )]
    pub tapped: bool,
}
