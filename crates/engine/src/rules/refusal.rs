//! Why the rules refuse an action, as data: the checks return a [`Refusal`], cheap to make
//! (listing the legal actions asks thousands of times and reads none), and it is worded in
//! either language in `words/refusal.rs`, once, where it leaves the engine
//! ([`crate::ActionError::Illegal`]).

use crate::card::{CardDefId, CardType, Civilization, Side};
use crate::decision::DecisionKind;
use crate::player::PlayerId;
use crate::state::{CardId, Game, TurnStep};
use crate::words::{Lang, Text};
use crate::zone::{Zone, ZoneRef};

/// Why an action is refused, by what the action was.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    Charge(Charge),
    Use(Use),
    Pay(Pay),
    Attack(Attack),
    Tap(Tap),
    /// The step can't end while `card` must attack and can (506.1b).
    MustAttack {
        card: CardId,
    },
    Answer(Answer),
    Edit(Edit),
}

impl Refusal {
    /// The refusal in both languages, worded on the game that refused it.
    pub fn text(&self, game: &Game) -> Text {
        Text::new(self.say(game, Lang::En), self.say(game, Lang::Ja))
    }

    /// The refusal in `lang`.
    pub fn say(&self, game: &Game, lang: Lang) -> String {
        crate::words::refusal::refusal(game, self, lang)
    }
}

/// Charging mana (503).
#[derive(Clone, Debug, PartialEq)]
pub enum Charge {
    /// Mana is charged in the mana charge step (503.1).
    NotManaChargeStep { step: TurnStep },
    /// One card each turn (503.2).
    OneChargePerTurn,
    /// The card charged comes from the turn player's hand (503.1).
    NotInHand { card: CardId, player: PlayerId },
    /// An effect says the player can't put cards from their hand into their mana zone (101.2).
    #[cfg(whole_vocabulary)]
    Forbidden { player: PlayerId },
}

/// Using a card (504.1, 601.1a–b), or crossing a cross gear (303.3b).
#[derive(Clone, Debug, PartialEq)]
pub enum Use {
    /// Cards are used in the main step (504.1).
    NotMainStep { step: TurnStep },
    /// The turn player uses their own cards (601.1a).
    NotYourCard { card: CardId, player: PlayerId },
    /// A card in the standby state is being used already (409.1).
    InStandby { card: CardId },
    /// Only a twinpact has a twin half to use (810.1).
    NotTwinpact { card: CardId },
    /// A back side is not used directly.
    BackSide { card: CardId },
    /// Cards are used from the hand, unless an ability permits another zone (601.1a).
    NotFromHand { card: CardId, zone: Zone },
    /// A cross gear in the battle zone is crossed by its controller (303.3b).
    NotYourGear { card: CardId, player: PlayerId },
    /// A cross gear needs a creature to be crossed onto, other than its own (303.3, 303.4a).
    NoCrossTarget { card: CardId, player: PlayerId },
    /// A Rule Plus only adds rules (314.2).
    RulePlus,
    /// Psychic and GR creatures aren't summoned by paying their cost (805.4a, 811.2a).
    NotByPayingCost { card_type: CardType },
    /// An evolution creature needs a creature to evolve from (801.1a).
    NoEvolutionBase { card: CardId },
    /// A static ability forbids using it now (101.2, 601.1b).
    Forbidden { card: CardId },
    /// From this zone it is used only by tapping creatures for its cost (Mugen Climb from the
    /// graveyard): they must be there, and the mana is chosen after them (601.1a, 601.1e).
    #[cfg(whole_vocabulary)]
    OnlyByTapping { card: CardId, zone: Zone },
}

/// Paying a card's cost with mana (112.2a, 601.1d, 810.3a).
#[derive(Clone, Debug, PartialEq)]
pub enum Pay {
    /// Mana tapped must be the player's untapped mana (601.1d).
    NotUntappedMana { card: CardId, player: PlayerId },
    /// A mana card is tapped once (601.1d).
    ListedTwice { card: CardId },
    /// The mana named does not pay the cost with one card of each civilization (112.2a).
    DoesNotPay { tapped: Vec<CardId>, cost: u32, civilizations: Vec<Civilization> },
    /// Too little untapped mana for a twinpact's half, which costs its own (810.3a, 112.2a).
    HalfCostsMore { card: CardId, side: Side, cost: u32, player: PlayerId, untapped: usize },
    /// Too little untapped mana (112.2a, 601.1d).
    CostsMore { card: CardId, cost: u32, player: PlayerId, untapped: usize },
    /// The untapped mana can't give one card of each civilization (112.2a).
    NoCivilizations { player: PlayerId, civilizations: Vec<Civilization> },
}

/// Declaring an attack (505.2, 506.1).
#[derive(Clone, Debug, PartialEq)]
pub enum Attack {
    /// Attacks are declared in the attack step (505.2).
    NotAttackStep { step: TurnStep },
    /// The attacker is the turn player's creature in the battle zone (506.1a).
    NotYourCreature { card: CardId, player: PlayerId },
    /// Not a creature, or ignored (505.3, 116.2a).
    NotAnAttacker { card: CardId },
    /// A tapped creature doesn't attack (506.1a).
    Tapped { card: CardId },
    /// An effect says it can't attack (101.2).
    CantAttack { card: CardId },
    /// It can attack only creatures (101.2).
    CantAttackPlayers { card: CardId },
    /// It can attack only players (101.2).
    CantAttackCreatures { card: CardId },
    /// It attacks a creature if able, and `able` is one it can attack (101.3).
    AttacksCreaturesIfAble { card: CardId, able: CardId },
    /// It entered the battle zone this turn (506.1a).
    SummoningSickness { card: CardId },
    /// The creature attacked is an opponent's in the battle zone (506.1e).
    NotOpponentsCreature { target: CardId },
    /// An effect says it can't be attacked (101.2).
    CantBeAttacked { target: CardId },
    /// Only tapped creatures can be attacked (505.2).
    Untapped { target: CardId },
    /// An opponent's creature lures attacks (or must be attacked), and `able` is one this
    /// creature can attack (101.3, 506.1e).
    #[cfg(whole_vocabulary)]
    Lured { card: CardId, able: CardId },
    /// It can attack only creatures passing a filter, and `target` doesn't (101.2).
    #[cfg(whole_vocabulary)]
    AttacksOnly { card: CardId, target: CardId },
}

/// Using a tap ability instead of attacking (602.1, 602.3a).
#[derive(Clone, Debug, PartialEq)]
pub enum Tap {
    /// Used in the attack step, instead of attacking (602.3a).
    NotAttackStep { step: TurnStep },
    /// The turn player's creature in the battle zone (602.1).
    NotYourCreature { card: CardId, player: PlayerId },
    /// It has no such tap ability, or its abilities are ignored (602.1, 110.1).
    NoSuchAbility { card: CardId },
    /// The ability is used by tapping it (602.1, 506.1a).
    Tapped { card: CardId },
    /// What can't attack can't use a tap ability (602.3a, 101.2).
    CantAttack { card: CardId },
    /// Summoning sickness stops it as it stops an attack (602.3a, 506.1a).
    SummoningSickness { card: CardId },
    /// A creature that must attack if able attacks instead (506.1b).
    MustAttack { card: CardId },
    /// A static ability forbids using its tap abilities (101.2).
    Forbidden { card: CardId },
}

/// An answer that does not answer the question asked.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Nothing is asked: the turn player acts instead.
    NoQuestion,
    /// The pending effect named is not one the player may resolve now (101.4).
    NotPendingOption { pending: u32, player: PlayerId, options: Vec<u32> },
    /// Too few or too many cards chosen.
    CardCount { min: u32, max: u32, chosen: u32 },
    /// `count` of the cards that must be chosen if able are left out (101.2).
    MustChooseIfAble { required: Vec<CardId>, count: usize },
    /// The mana chosen does not pay the cost (112.2a).
    DoesNotPay { cost: u32, civilizations: Vec<Civilization> },
    /// A number outside the range asked.
    Number { min: u32, max: u32 },
    /// An option past the last.
    Option { last: usize },
    /// An answer of another kind than the question.
    DoesNotFit { kind: DecisionKind },
    /// A card not among the choices, counted and not listed: a player's view must not learn
    /// the ids of hidden candidates from a refusal.
    NotAChoice { card: CardId, choices: usize },
    /// A card chosen twice (601.1h).
    ChosenTwice { card: CardId },
}

/// A sandbox edit by hand.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// The edit would leave the question being asked with no possible answer.
    Unanswerable,
    /// The anywhere zone holds no card put by hand.
    Anywhere,
    /// A place past the last a link can hold.
    PastLastPlace { index: usize, max: usize },
    /// A card type that can't be in the zone (400.3).
    WrongZone { card_type: CardType, zone: Zone },
    /// Only cards in the battle zone and the mana zone are tapped (105.4a).
    NotTappable { zone: Zone },
    /// Summoning sickness is a battle zone creature's (506.1a).
    SicknessOutsideBattle,
    /// No such card among the session's.
    NoSuchCard { card: CardDefId },
    /// The board is full.
    BoardFull { most: usize },
    /// The anywhere zone has no order.
    NothingToReorder,
    /// A new order must list each of the zone's cards once.
    NotAnOrder { zone: ZoneRef },
}

macro_rules! from_group {
    ($($group:ident),*) => {$(
        impl From<$group> for Refusal {
            fn from(r: $group) -> Refusal {
                Refusal::$group(r)
            }
        }
    )*};
}
from_group!(Charge, Use, Pay, Attack, Tap, Answer, Edit);
