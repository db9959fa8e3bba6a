//! Events: everything that happens, with its cause and the rules that drove it. The log, the
//! standby tray, the resolution inspector and `horyu explain` all read these.

use crate::card::{CardDefId, Keyword};
use crate::player::PlayerId;
use crate::state::{CardId, StandbyReason, TurnStep};
use crate::words::{Lang, Text};
use crate::zone::{Zone, ZoneRef};
use serde::Serialize;

/// A rule number of the General Game Rules, e.g. `"409.1c"`.
pub type RuleRef = &'static str;

/// The rules an event cites, kept inline: every event has some, and logging them must not
/// allocate (the allocator is slow in wasm). Reads as a slice; serializes as a list.
#[derive(Copy, Clone, Default, PartialEq, Eq)]
pub struct Rules {
    len: u8,
    refs: [RuleRef; Rules::CAPACITY],
}

impl Rules {
    /// More than any event cites: three rules, and two more a move may add.
    pub const CAPACITY: usize = 6;

    pub fn new(refs: &[RuleRef]) -> Rules {
        let mut r = Rules::default();
        for &x in refs {
            r.push(x);
        }
        r
    }

    pub fn push(&mut self, rule: RuleRef) {
        assert!((self.len as usize) < Rules::CAPACITY, "an event cites more than {} rules", Rules::CAPACITY);
        self.refs[self.len as usize] = rule;
        self.len += 1;
    }
}

impl std::ops::Deref for Rules {
    type Target = [RuleRef];
    fn deref(&self) -> &[RuleRef] {
        &self.refs[..self.len as usize]
    }
}

impl std::fmt::Debug for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Rules {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// What caused an event: a card, and which of its abilities (index into the face's abilities).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize, Hash)]
pub struct Cause {
    pub card: CardId,
    pub def: CardDefId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ability: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Event {
    pub kind: EventKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cause: Option<Cause>,
    pub rules: Rules,
    /// Why, in words, when the rule alone does not say it (e.g. which standby card was not counted).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Text>,
    /// Nesting depth of the resolution it happened in.
    pub depth: u16,
    /// The index of the action that led to it (0 for the setup).
    pub action: u32,
    /// The event's cards that a player could not see when it happened (400.2): told to that
    /// player only by their place ([`crate::sight::Sight::describe`]).
    #[serde(skip)]
    pub unseen: Unseen,
}

/// Per player, the cards of one event that the player could not see when it happened. Empty
/// (and allocation-free) for almost every event: only moves, looks and the like hide a card.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Unseen(Option<Box<crate::player::ByPlayer<Vec<CardId>>>>);

impl Unseen {
    pub fn new(hidden: crate::player::ByPlayer<Vec<CardId>>) -> Unseen {
        if hidden.p1.is_empty() && hidden.p2.is_empty() {
            Unseen(None)
        } else {
            Unseen(Some(Box::new(hidden)))
        }
    }

    /// Whether `viewer` (None: a judge) could not see `card` when the event happened.
    pub fn hides(&self, viewer: Option<PlayerId>, card: CardId) -> bool {
        match (&self.0, viewer) {
            (Some(h), Some(p)) => h[p].contains(&card),
            _ => false,
        }
    }
}

/// How a card was used (701.5a).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UseHow {
    Summon,
    Cast,
    Generate,
    Fortify,
    Expand,
    /// An aura, used to be attached to a GR creature (310.1, 310.2).
    Attach,
    /// A Tamaseed, used to enter the battle zone (315.1, 315.2; "executed" in the English rules).
    Execute,
}

impl UseHow {
    pub fn verb(self) -> &'static str {
        match self {
            UseHow::Summon => "summoned",
            UseHow::Cast => "cast",
            UseHow::Generate => "generated",
            UseHow::Fortify => "fortified a shield with",
            UseHow::Expand => "expanded",
            UseHow::Attach | UseHow::Execute => "used",
        }
    }
}

/// Which end of a deck a card was put at (山札の上 / 山札の下).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum DeckEnd {
    Top,
    Bottom,
}

impl DeckEnd {
    /// The end a destination names, if it names one.
    pub fn of(to: crate::card::Destination) -> Option<DeckEnd> {
        match to {
            crate::card::Destination::DeckTop => Some(DeckEnd::Top),
            crate::card::Destination::DeckBottom => Some(DeckEnd::Bottom),
            _ => None,
        }
    }
}

/// Why a card moved.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum MoveHow {
    Drawn,
    Charged,
    Destroyed,
    Discarded,
    Broken,
    /// A spell put into the graveyard as the last step of its resolution (605.2f).
    Resolved,
    /// Entering the battle zone after being used or put there (605.3, 409.1f).
    Entered,
    /// Attached as a seal (116.1).
    Sealed,
    /// An aura attached to a creature (310.2).
    Attached,
    /// Any other move by an effect or a rule.
    Put,
    /// Stacked with another element of the battle zone: put under it (109.2b), or put on top
    /// of it from elsewhere in the battle zone, evolving it (801.2). The event's notes say which.
    Stacked,
    /// Legacy: into the anywhere zone while being used.
    ToAnywhere,
    /// Cards left in standby at the move to the next turn (512.1).
    Cleanup,
    Manual,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum EventKind {
    GameStarted {
        ruleset: crate::Ruleset,
    },
    TurnStarted {
        player: PlayerId,
        number: u32,
    },
    StepStarted {
        step: TurnStep,
    },
    Untapped {
        cards: Vec<CardId>,
    },
    Tapped {
        cards: Vec<CardId>,
    },
    /// Fields turned upside down (701.28a).
    TurnedUpsideDown {
        cards: Vec<CardId>,
    },
    /// The use of a card was declared (601.1a–b).
    Declared {
        player: PlayerId,
        card: CardId,
        how: UseHow,
        from: Zone,
    },
    /// Cards entered the standby state; they still belong to `zone` (409.1).
    EnteredStandby {
        cards: Vec<CardId>,
        zone: Zone,
        reason: StandbyReason,
    },
    /// A card left the standby state. `stayed`: it ended where it was, without being "put"
    /// there (409.2, 409.2a).
    LeftStandby {
        card: CardId,
        zone: Zone,
        stayed: bool,
    },
    /// The cost to pay was determined (601.1e).
    CostDetermined {
        card: CardId,
        printed: u32,
        cost: u32,
    },
    Paid {
        card: CardId,
        mana: Vec<CardId>,
    },
    /// The card is used (601.1g).
    Used {
        card: CardId,
        how: UseHow,
    },
    /// A triggered ability triggered; its effect waits as pending effect `pending` (603.2).
    Triggered {
        pending: u32,
        source: CardId,
        text: String,
    },
    /// A pending effect starts resolving (605).
    Resolving {
        pending: u32,
        source: CardId,
        text: String,
    },
    /// A spell's abilities start resolving, top to bottom (605.2c).
    SpellResolving {
        card: CardId,
    },
    /// A triggered ability's condition did not hold on resolution (605.2a).
    ConditionFailed {
        pending: u32,
    },
    /// The controller chose not to apply a "may" ability.
    Declined {
        pending: u32,
    },
    Moved {
        card: CardId,
        from: ZoneRef,
        to: ZoneRef,
        how: MoveHow,
        /// Put on the top or at the bottom of a deck; `None` for other zones and a deck shuffled after.
        #[serde(skip_serializing_if = "Option::is_none")]
        end: Option<DeckEnd>,
    },
    /// An event was replaced (609): `would` happen, `instead` did.
    Replaced {
        card: CardId,
        would: Text,
        instead: Text,
        by: CardId,
    },
    PowerModified {
        card: CardId,
        amount: i32,
    },
    Granted {
        card: CardId,
        keyword: Keyword,
    },
    /// This turn only `blocker` can block `attacker`, and it blocks it if able.
    #[cfg(whole_vocabulary)]
    MustBlock {
        blocker: CardId,
        attacker: CardId,
    },
    Shuffled {
        player: PlayerId,
    },
    Looked {
        player: PlayerId,
        cards: Vec<CardId>,
    },
    Revealed {
        cards: Vec<CardId>,
    },
    /// An effect created a delayed triggered ability (603.6).
    DelayedCreated {
        what: Text,
    },
    /// Something an effect asked for could not be done (101.3, 605.2b).
    NothingToDo {
        card: Option<CardId>,
        what: Text,
    },
    /// A prohibition stopped something: a card stayed, an S-Trigger could not be used (101.2, 700.3).
    Prohibited {
        card: Option<CardId>,
        what: Text,
    },
    /// A player lost the game (104, 703.4a–b).
    Lost {
        player: PlayerId,
        reason: Text,
    },
    Won {
        player: PlayerId,
        reason: Text,
    },
    /// The game ended with no winner: a loop no player can stop (無効試合, `state::repeat`).
    Void {
        reason: Text,
    },
    /// A new card was put into a zone by hand (`Manual::Create`).
    Created {
        card: CardId,
        to: ZoneRef,
    },
    /// Sandbox edits outside the rules: a card tapped or untapped, turned over, a zone
    /// reordered, by hand. Cards, not words, so each perspective is told only what it sees.
    ManualTap {
        card: CardId,
        tapped: bool,
    },
    ManualFlip {
        card: CardId,
    },
    /// A creature was made to count as put into the battle zone this turn, or not (summoning
    /// sickness, 506.1a), by hand.
    ManualSickness {
        card: CardId,
        sick: bool,
    },
    ManualReorder {
        zone: ZoneRef,
    },
    /// A creature was tapped to use its tap ability instead of attacking (602.1): the
    /// ability resolves next. `text` is the ability's words.
    TapAbilityUsed {
        card: CardId,
        text: String,
    },
    /// A tapped creature was kept tapped at its player's untap to use its Silent Skill
    /// (501.1a, 602.1): the ability waits as pending effect `pending`. `text`: its words.
    SilentSkillUsed {
        card: CardId,
        pending: u32,
        text: String,
    },
    /// An attack was declared (506.1).
    Attacked {
        attacker: CardId,
        target: Option<CardId>,
    },
    Blocked {
        blocker: CardId,
    },
    /// The attack's target was changed to this creature by an ability that is not a block
    /// (guardman, 507.2b).
    Redirected {
        to: CardId,
    },
    Battle {
        winner: Option<CardId>,
        loser: Vec<CardId>,
    },
    ExtraTurn {
        player: PlayerId,
    },
    /// An effect made `player` skip their next turn.
    WillSkipTurn {
        player: PlayerId,
    },
    /// An effect's draw or discard moved no card: the player drew "up to" and chose 0, or
    /// "as many as" counted none. Said because it is what a judge looks for (605.2).
    MovedNone {
        player: PlayerId,
        how: MoveHow,
    },
    /// `player`'s turn would have begun and was skipped.
    TurnSkipped {
        player: PlayerId,
    },
    /// Only the top card of an element left the battle zone: `card`, the top remaining card,
    /// stays as that element (801.4), without newly entering.
    Reconstructed {
        card: CardId,
    },
    /// A player chose one mode of an effect (700.2a).
    ModeChosen {
        player: PlayerId,
        mode: Text,
    },
    /// A player named a race, a civilization, a card name or a number for an effect (202.2,
    /// 203.4): said aloud, so public.
    Named {
        player: PlayerId,
        what: crate::card::NameKind,
        named: Text,
    },
    /// A gachinko judge was decided (701.21b): the cards revealed, each with the cost read
    /// (the revealer's choice for a twinpact, 701.21c); none for a player with an empty deck.
    GachinkoJudged {
        player: PlayerId,
        won: bool,
        mine: Option<(CardId, u32)>,
        theirs: Option<(CardId, u32)>,
    },
    /// The attack is over (510).
    AttackEnded {
        attacker: CardId,
    },
    /// A double-sided card turned to its other side (awaken, 701.20).
    Flipped {
        card: CardId,
        from: String,
    },
    /// Cross gear `gear` was crossed onto `creature` (303.3, 701.17a); `from`: the creature it
    /// was crossed onto before, when re-crossed (303.4).
    Crossed {
        gear: CardId,
        creature: CardId,
        from: Option<CardId>,
    },
}

impl EventKind {
    /// The snake_case name of the kind (as in JSON and scenario files).
    pub fn type_name(&self) -> String {
        let dbg = format!("{self:?}");
        let head: String = dbg.chars().take_while(|c| c.is_alphanumeric()).collect();
        let mut out = String::new();
        for (i, ch) in head.chars().enumerate() {
            if ch.is_uppercase() {
                if i > 0 {
                    out.push('_');
                }
                out.push(ch.to_ascii_lowercase());
            } else {
                out.push(ch);
            }
        }
        out
    }

    /// Whether the event changed what the table shows (a card moved, tapped, made stronger, a
    /// game won): the line an embed's bar and a wiki picture give as what happened, rather than
    /// an attack ending or a step starting. Listed, not `_`: a new kind must say which it is.
    pub fn changes_board(&self) -> bool {
        match self {
            EventKind::Untapped { .. }
            | EventKind::Tapped { .. }
            | EventKind::TurnedUpsideDown { .. }
            | EventKind::EnteredStandby { .. }
            | EventKind::LeftStandby { .. }
            | EventKind::Moved { .. }
            | EventKind::Created { .. }
            | EventKind::ManualTap { .. }
            | EventKind::ManualFlip { .. }
            | EventKind::ManualSickness { .. }
            | EventKind::PowerModified { .. }
            | EventKind::Granted { .. }
            | EventKind::Flipped { .. }
            | EventKind::Crossed { .. }
            | EventKind::Reconstructed { .. }
            | EventKind::Replaced { .. }
            | EventKind::Prohibited { .. }
            | EventKind::Battle { .. }
            | EventKind::Revealed { .. }
            | EventKind::ManualReorder { .. }
            | EventKind::Lost { .. }
            | EventKind::Won { .. }
            | EventKind::Void { .. } => true,
            #[cfg(whole_vocabulary)]
            EventKind::MustBlock { .. } => true,
            EventKind::GameStarted { .. }
            | EventKind::TurnStarted { .. }
            | EventKind::StepStarted { .. }
            | EventKind::Declared { .. }
            | EventKind::CostDetermined { .. }
            | EventKind::Paid { .. }
            | EventKind::Used { .. }
            | EventKind::Triggered { .. }
            | EventKind::Resolving { .. }
            | EventKind::SpellResolving { .. }
            | EventKind::ConditionFailed { .. }
            | EventKind::Declined { .. }
            | EventKind::Shuffled { .. }
            | EventKind::Looked { .. }
            | EventKind::DelayedCreated { .. }
            | EventKind::NothingToDo { .. }
            | EventKind::AttackEnded { .. }
            | EventKind::GachinkoJudged { .. }
            | EventKind::Attacked { .. }
            | EventKind::TapAbilityUsed { .. }
            | EventKind::SilentSkillUsed { .. }
            | EventKind::Blocked { .. }
            | EventKind::Redirected { .. }
            | EventKind::ExtraTurn { .. }
            | EventKind::WillSkipTurn { .. }
            | EventKind::MovedNone { .. }
            | EventKind::TurnSkipped { .. }
            | EventKind::ModeChosen { .. }
            | EventKind::Named { .. } => false,
        }
    }

    /// The cards an event is about.
    pub fn cards(&self) -> Vec<CardId> {
        let mut out = Vec::new();
        self.for_each_card(|c| out.push(c));
        out
    }

    /// Calls `f` with each card the event is about, in order, without allocating.
    pub fn for_each_card(&self, mut f: impl FnMut(CardId)) {
        match self {
            EventKind::Untapped { cards }
            | EventKind::Tapped { cards }
            | EventKind::TurnedUpsideDown { cards }
            | EventKind::EnteredStandby { cards, .. }
            | EventKind::Looked { cards, .. }
            | EventKind::Revealed { cards } => cards.iter().copied().for_each(f),
            EventKind::Declared { card, .. }
            | EventKind::LeftStandby { card, .. }
            | EventKind::CostDetermined { card, .. }
            | EventKind::Used { card, .. }
            | EventKind::SpellResolving { card }
            | EventKind::Moved { card, .. }
            | EventKind::Created { card, .. }
            | EventKind::ManualTap { card, .. }
            | EventKind::ManualSickness { card, .. }
            | EventKind::ManualFlip { card }
            | EventKind::PowerModified { card, .. }
            | EventKind::Granted { card, .. }
            | EventKind::Flipped { card, .. }
            | EventKind::Reconstructed { card } => f(*card),
            EventKind::AttackEnded { attacker } => f(*attacker),
            EventKind::TapAbilityUsed { card, .. } | EventKind::SilentSkillUsed { card, .. } => f(*card),
            EventKind::GachinkoJudged { mine, theirs, .. } => {
                mine.iter().chain(theirs).for_each(|&(c, _)| f(c));
            }
            EventKind::Paid { card, mana } => {
                f(*card);
                mana.iter().copied().for_each(f);
            }
            EventKind::Triggered { source, .. } | EventKind::Resolving { source, .. } => f(*source),
            EventKind::Replaced { card, by, .. } => {
                f(*card);
                f(*by);
            }
            EventKind::Attacked { attacker, target } => {
                f(*attacker);
                target.iter().copied().for_each(f);
            }
            EventKind::Blocked { blocker } => f(*blocker),
            #[cfg(whole_vocabulary)]
            EventKind::MustBlock { blocker, attacker } => {
                f(*blocker);
                f(*attacker);
            }
            EventKind::Crossed { gear, creature, from } => {
                f(*gear);
                f(*creature);
                from.iter().copied().for_each(f);
            }
            EventKind::Redirected { to } => f(*to),
            EventKind::NothingToDo { card, .. } | EventKind::Prohibited { card, .. } => {
                card.iter().copied().for_each(f)
            }
            EventKind::Battle { winner, loser } => {
                winner.iter().copied().for_each(&mut f);
                loser.iter().copied().for_each(f);
            }
            // No card of their own: what they say is of players, steps and pending effects (the
            // card that caused them is the event's `cause`), or words decided when they happened
            // (`Sight::describe` redacts those). Listed, not `_`: a new kind must say its cards.
            EventKind::GameStarted { .. }
            | EventKind::TurnStarted { .. }
            | EventKind::StepStarted { .. }
            | EventKind::ConditionFailed { .. }
            | EventKind::Declined { .. }
            | EventKind::Shuffled { .. }
            | EventKind::DelayedCreated { .. }
            | EventKind::Lost { .. }
            | EventKind::Won { .. }
            | EventKind::Void { .. }
            | EventKind::ManualReorder { .. }
            | EventKind::ExtraTurn { .. }
            | EventKind::WillSkipTurn { .. }
            | EventKind::MovedNone { .. }
            | EventKind::TurnSkipped { .. }
            | EventKind::ModeChosen { .. }
            | EventKind::Named { .. } => {}
        }
    }
}

impl Event {
    /// The event in `lang` for the log.
    pub fn describe_in(&self, game: &crate::Game, lang: Lang) -> String {
        self.describe_as(game, lang, &|c| game.name_in(c, lang))
    }

    /// The event in `lang`, naming each card by `name`.
    pub(crate) fn describe_as(
        &self,
        game: &crate::Game,
        lang: Lang,
        name: &dyn Fn(CardId) -> String,
    ) -> String {
        match lang {
            Lang::En => self.describe_named(name),
            Lang::Ja => crate::words::event::describe_ja(self, game, name),
        }
    }

    /// The event in plain English for the log and `horyu explain`.
    pub fn describe(&self, game: &crate::Game) -> String {
        self.describe_named(&|c| game.name(c))
    }

    /// The event in English, naming each card by `name` (a player's view names a card it could
    /// not see by its place: [`crate::sight::Sight::describe`]). Worded in `words::event`.
    pub(crate) fn describe_named(&self, name: &dyn Fn(CardId) -> String) -> String {
        crate::words::event::describe_en(self, name)
    }

    /// The description with its rule citations and notes, as `horyu explain` prints it.
    pub fn explain(&self, game: &crate::Game) -> String {
        let mut s = self.describe(game);
        if let Some(c) = &self.cause {
            s.push_str(&format!(" [cause: {}]", game.name(c.card)));
        }
        if !self.rules.is_empty() {
            s.push_str(&format!(" ({})", self.rules.join(", ")));
        }
        for note in &self.notes {
            s.push_str(&format!("; {note}"));
        }
        s
    }
}
