//! Derived values. Counting, power, keywords and costs are queries over the state, never stored
//! fields (604, 608: static abilities and continuous effects apply at all times).

use super::effects::{Change, ContinuousEffect};
use super::pending::TriggerInfo;
use crate::card::{
    case, AbilityKind, CardType, Civilization, Condition, Count, Filter, Keyword, Selection, Side, Source,
    Static, Who,
};
use crate::player::PlayerId;
use crate::state::{CardId, Game, ObjRef};
use crate::words::{self, Lang, Text};
use crate::zone::Zone;
use std::collections::BTreeMap;

/// A set of civilizations, one bit each (`1 << civ as u8`).
pub(crate) type CivMask = u8;

pub(crate) fn civ_mask(civs: &[Civilization]) -> CivMask {
    civs.iter().fold(0, |m, &c| m | 1 << c as u8)
}

/// Who is asking: the controller and source of an ability, and what its effect remembers.
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Ctx {
    pub controller: PlayerId,
    pub source: ObjRef,
    pub trigger: TriggerInfo,
    pub vars: BTreeMap<String, Vec<CardId>>,
    pub looked: Vec<ObjRef>,
    /// The effect is a spell's (for "can't be chosen by spells").
    pub by_spell: bool,
    /// An earlier step of the effect did something (for `if = "done"`).
    pub done: bool,
    /// Where the effect expects each remembered card to be; a card found elsewhere is out of
    /// the effect's reach (400.8).
    pub expected: BTreeMap<CardId, Zone>,
    /// Remembered cards as they were in the battle zone (605.2e).
    pub lki: BTreeMap<CardId, Lki>,
    /// The cost this effect's player read for a remembered twinpact, read once (201.2b, 605.2d).
    pub cost_read: BTreeMap<CardId, u32>,
    /// A gachinko judge decided but whose cards have not yet gone to the decks' bottoms: whether
    /// the effect's player won, and the revealed cards (701.21a).
    pub judged: Option<(bool, Vec<CardId>)>,
    /// What `name` steps named, by their keys (a filter's `named_as`): a list, not a map, as an
    /// effect names once or twice and a map's code would weigh on the page's first load.
    pub named: Vec<(String, Named)>,
}

/// What a `name` step named (202.2, 203.4): a filter's `named_as` compares a card with it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Named {
    Race(String),
    Civilization(Civilization),
    Card(String),
    Cost(u32),
    Power(u32),
}

impl Named {
    /// The filter a card must pass to have what was named.
    fn filter(&self) -> Filter {
        let mut f = Filter::default();
        match self {
            Named::Race(r) => f.race = Some(r.clone()),
            Named::Civilization(c) => f.civilization = vec![*c],
            Named::Card(n) => f.name = Some(n.clone()),
            Named::Cost(n) => (f.cost_min, f.cost_max) = (Some(*n), Some(*n)),
            Named::Power(n) => {
                let p = i32::try_from(*n).unwrap_or(i32::MAX);
                (f.power_min, f.power_max) = (Some(p), Some(p));
            }
        }
        f
    }
}

/// A filter's references to remembered cards, resolved ([`Game::refs`]).
#[derive(Default)]
struct Refs {
    /// The civilizations a card must share one of.
    civs: Option<CivMask>,
    /// The costs a card's cost must be one of.
    costs: Option<Vec<u32>>,
    /// The most a card's cost may be (-1: nothing passes).
    cost_max: Option<i64>,
    /// A card's cost must be below this (`i64::MIN`: nothing passes).
    cost_below: Option<i64>,
    /// A card's power must be below this (`i64::MIN`: nothing passes).
    power_below: Option<i64>,
    /// The names a card must have one of.
    names: Option<Vec<String>>,
    /// A card's power must be above this.
    power_above: Option<i64>,
    /// The most a card's power may be (`i64::MIN`: nothing passes).
    power_max: Option<i64>,
    /// The races a card must have one of (`same_race_as`).
    #[cfg_attr(not(whole_vocabulary), allow(dead_code))]
    races: Option<Vec<String>>,
    /// The cards a card must share a name with one of (`same_name_in`), each with its names.
    #[cfg_attr(not(whole_vocabulary), allow(dead_code))]
    name_pool: Option<Vec<(CardId, Vec<String>)>>,
}

/// Last-known information of a card that was in the battle zone.
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Lki {
    pub civilizations: Vec<Civilization>,
    pub power: i32,
    pub cost: u32,
    /// Its races, those effects gave it included (`same_race_as`).
    #[cfg(whole_vocabulary)]
    pub races: Vec<String>,
}

impl Ctx {
    pub fn new(controller: PlayerId, source: ObjRef) -> Ctx {
        Ctx {
            controller,
            source,
            trigger: TriggerInfo::default(),
            vars: BTreeMap::new(),
            looked: Vec::new(),
            by_spell: false,
            done: false,
            expected: BTreeMap::new(),
            lki: BTreeMap::new(),
            cost_read: BTreeMap::new(),
            judged: None,
            named: Vec::new(),
        }
    }

    /// A static slice: this is asked in every trigger and static-ability check.
    pub fn players(&self, who: Who) -> &'static [PlayerId] {
        static ONE: [[PlayerId; 1]; 2] = [[PlayerId::P1], [PlayerId::P2]];
        match who {
            Who::You | Who::Owner => &ONE[self.controller.index()],
            Who::Opponent => &ONE[self.controller.opponent().index()],
            Who::Any => &PlayerId::BOTH,
        }
    }

    pub fn player(&self, who: Who) -> PlayerId {
        match who {
            Who::Opponent => self.controller.opponent(),
            _ => self.controller,
        }
    }
}

thread_local! {
    /// Set while the statics that ignore abilities are read: a card's abilities being ignored
    /// never depends on abilities being ignored (no loop through a condition that reads them).
    static IGNORING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Set while it is read whether a static ability gives a creature power attacker: a power
    /// read then leaves out the power attackers static abilities give (no loop).
    static GRANTING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Set while the abilities static abilities give a card are listed: a list asked for
    /// meanwhile (a filter reading abilities) has none of them (no loop).
    static GIVING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The two creatures of the battle whose powers are being compared (115.3): what a static
    /// ability's `while_battling` reads. None while the foe's filter is read (no loop).
    pub(crate) static BATTLING: std::cell::Cell<Option<(CardId, CardId)>> = const { std::cell::Cell::new(None) };
}

/// Where an ability a card has is written: a definition, its face, and the ability's index
/// there ([`crate::card::Face::ability`]): the card's own, or one a static ability of another
/// card gives it (`Static::abilities`).
pub(crate) type AbilityAt = (crate::card::CardDefId, Side, u8);

const STATIC_IGNORE: u8 = crate::card::db::STATIC_IGNORE;

/// The kinds of a card's abilities that are ignored now; usually none.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Ignored(Vec<crate::card::IgnoreKind>);

impl Ignored {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every ability is ignored (triggered abilities and replacement effects included).
    pub fn all(&self) -> bool {
        self.0.contains(&crate::card::IgnoreKind::All)
    }

    /// Whether a static ability of the card is ignored: one that gives an ignored keyword is
    /// ignored as a whole. An ability that ignores abilities is never ignored.
    pub fn covers_static(&self, st: &Static) -> bool {
        !self.is_empty()
            && !st.grant.iter().any(|k| matches!(k, Keyword::AbilitiesIgnored(_)))
            && self.0.iter().any(|k| match k {
                crate::card::IgnoreKind::All => true,
                _ => k.covers(&st.grant),
            })
    }

    /// Whether the card's keyword is ignored.
    pub fn covers_keyword(&self, k: &Keyword) -> bool {
        !matches!(k, Keyword::AbilitiesIgnored(_))
            && self.0.iter().any(|kind| kind.covers(std::slice::from_ref(k)))
    }
}

/// Why a part of a power is there, as data: worded (`words::power`) only for an explanation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PowerWhy {
    /// The power printed on the card (108.1).
    Printed,
    /// An attached aura adds its number (310.4).
    Aura { aura: CardId, bonus: i32 },
    /// A static ability of `source` (604).
    Static { source: CardId, amount: i32 },
    /// A static ability of `source` that gives `amount` for each of `count` things (604).
    StaticPer { source: CardId, amount: i32, count: i32 },
    /// An effect of a resolved ability of `source` (611).
    Effect { source: CardId, amount: i32 },
    /// Power attacker, printed or given by `given_by`'s ability (110.7).
    PowerAttacker { amount: i32, given_by: Option<CardId> },
    /// A static ability of `source` multiplies the power by `factor`, after every other
    /// change (206.4), adding `amount`.
    #[cfg(whole_vocabulary)]
    Multiplied { source: CardId, factor: u32, amount: i32 },
}

/// One line of a power calculation, for explanations.
#[derive(Clone, Debug, PartialEq)]
pub struct PowerPart {
    pub amount: i32,
    pub why: Text,
}

/// Where lasting static abilities are numbered among the abilities [`Game::active_statics`]
/// lists: past any card's own.
#[cfg(whole_vocabulary)]
pub(crate) const LASTING_STATIC: usize = 1 << 16;

impl Game {
    /// Static abilities that function now: (card, ability index) of the card's face up (604, 110.4).
    pub(crate) fn active_statics(&self, kinds: u8) -> impl Iterator<Item = (CardId, usize)> + '_ {
        self.active_statics_as(kinds, None)
    }

    /// [`Game::active_statics`] with the card of `used` read as that half, whatever side it
    /// shows now: a twinpact being used is only the half used (810.3a), so the other half's
    /// abilities don't function and the used half's do. Read its abilities with
    /// [`Game::static_of_as`] and the same `used`.
    pub(crate) fn active_statics_as(
        &self,
        kinds: u8,
        used: Option<(CardId, Side)>,
    ) -> impl Iterator<Item = (CardId, usize)> + '_ {
        // The list of one kind holds only cards of that kind.
        let (list, of_kind) = if kinds.count_ones() == 1 {
            (&self.continuous_by_kind[kinds.trailing_zeros() as usize], true)
        } else {
            (&self.continuous, false)
        };
        let any_ignoring = !list.is_empty() && self.any_ignoring();
        let lasting = self.lasting_statics_of(kinds);
        list.iter()
            .copied()
            .filter(move |&id| {
                let c = self.card(id);
                (of_kind || self.db.continuous_kinds(c.def) & kinds != 0)
                    && self.db.continuous_works_in(c.def, c.zone)
                    && self.functions_now(id)
            })
            .flat_map(move |id| {
                let zone = self.card(id).zone;
                let face = self.face_as(id, used);
                let ignored = if any_ignoring { self.ignored_abilities(id) } else { Ignored::default() };
                face.abilities.iter().enumerate().filter_map(move |(i, ab)| {
                    let st = ab.static_ability.as_ref()?;
                    (ab.kind() == Ok(AbilityKind::Static)
                        && ab.functions_in(face.card_type, zone)
                        && crate::card::db::static_kinds_of(st) & kinds != 0
                        && !ignored.covers_static(st))
                    .then_some((id, i))
                })
            })
            .chain(lasting)
    }

    /// The lasting static abilities effects made that apply now, of these kinds, each as
    /// (the card whose ability made it, [`LASTING_STATIC`] + its place).
    fn lasting_statics_of(&self, kinds: u8) -> impl Iterator<Item = (CardId, usize)> + '_ {
        #[cfg(whole_vocabulary)]
        let lasting = self.lasting_statics.iter().enumerate().filter_map(move |(k, l)| {
            let st = l.ability.static_ability.as_ref()?;
            (crate::card::db::static_kinds_of(st) & kinds != 0 && self.lasting_applies(l))
                .then_some((l.source, LASTING_STATIC + k))
        });
        #[cfg(not(whole_vocabulary))]
        let lasting = {
            let _ = kinds;
            std::iter::empty()
        };
        lasting
    }

    /// Whether a card of the game has a static ability that gives abilities (most games: none,
    /// and the lookups of given abilities are skipped).
    pub(crate) fn any_giving(&self) -> bool {
        // Giving abilities is a word of the whole vocabulary.
        cfg!(whole_vocabulary)
            && self.continuous_by_kind[crate::card::db::STATIC_OTHER.trailing_zeros() as usize]
                .iter()
                .any(|&id| self.face(id).given_abilities().next().is_some())
    }

    /// Every ability `card` has now, each by where it is written ([`AbilityAt`]): its own, then
    /// those other cards' static abilities give it ([`Game::given_abilities`]). The one list of
    /// a card's abilities for its triggered, tap and replacement abilities; an index into it is
    /// the card's ability number (a tap ability's in `Action::TapAbility`). Its own come first,
    /// at their indexes on its face. With its abilities all ignored (110.1), the given ones are
    /// ignored too.
    pub(crate) fn abilities_of(&self, card: CardId) -> Vec<AbilityAt> {
        let c = self.card(card);
        let own = (0..self.face(card).abilities.len()).map(|i| (c.def, c.side, i as u8));
        own.chain(self.given_abilities(card)).collect()
    }

    /// The ability `card` has at the number `i` of [`Game::abilities_of`].
    pub(crate) fn ability_at(&self, card: CardId, i: u8) -> Option<AbilityAt> {
        let c = self.card(card);
        let n = self.face(card).abilities.len();
        if (i as usize) < n {
            return Some((c.def, c.side, i));
        }
        self.given_abilities(card).get(i as usize - n).copied()
    }

    /// The ability written at `at`.
    pub(crate) fn ability(&self, at: AbilityAt) -> &crate::card::Ability {
        self.db.get(at.0).and_then(|d| d.face(at.1).ability(at.2)).expect("an ability of a card in the game")
    }

    /// The abilities other cards' static abilities give `card` now (604, 608.3: `abilities` of
    /// a static ability that functions, whose conditions hold and whose `affects` finds the
    /// card), the giver's first. A given ability is the card's own: "this creature" in it is
    /// `card`. None while the card's abilities are all ignored (110.1). Given abilities give
    /// nothing further, and which cards a static ability reaches is read without them (a
    /// filter that asks for a Silent Skill, say): no loop.
    pub(crate) fn given_abilities(&self, card: CardId) -> Vec<AbilityAt> {
        if !self.any_giving() || GIVING.get() {
            return Vec::new();
        }
        if self.any_ignoring() && self.ignored_abilities(card).all() {
            return Vec::new();
        }
        struct Reset;
        impl Drop for Reset {
            fn drop(&mut self) {
                GIVING.set(false);
            }
        }
        GIVING.set(true);
        let _reset = Reset;
        let mut out = Vec::new();
        for (src, i) in self.active_statics(crate::card::db::STATIC_OTHER) {
            let (st, cond, during) = self.static_of(src, i);
            // A lasting one gives none (refused where it is written).
            #[cfg(whole_vocabulary)]
            if i >= LASTING_STATIC {
                continue;
            }
            if st.abilities.is_empty() || !self.static_reaches(src, i, st, cond, during, card) {
                continue;
            }
            let s = self.card(src);
            let face = self.face(src);
            out.extend((0..st.abilities.len()).map(|j| (s.def, s.side, face.given_index(i, j))));
        }
        out
    }

    /// Whether anything makes abilities ignored now (most games: nothing, and the checks below
    /// are skipped).
    pub(crate) fn any_ignoring(&self) -> bool {
        !self.continuous_by_kind[STATIC_IGNORE.trailing_zeros() as usize].is_empty()
            || self.effects.iter().any(|e| matches!(&e.change, Change::Grant(Keyword::AbilitiesIgnored(_))))
    }

    /// Which abilities of a card are ignored now (110.1, 101.2): given to it by an effect or
    /// by a static ability. The statics that ignore abilities are read as they are, never
    /// ignored themselves, so two cards ignoring each other can't loop.
    pub(crate) fn ignored_abilities(&self, card: CardId) -> Ignored {
        let obj = self.card(card).obj();
        let mut out = Ignored::default();
        let mut add = |k: &Keyword| {
            if let Keyword::AbilitiesIgnored(kind) = k {
                out.0.push(*kind);
            }
        };
        for e in &self.effects {
            if let Change::Grant(k) = &e.change {
                if e.target == obj && self.effect_applies(e) {
                    add(k);
                }
            }
        }
        self.face(card).keywords.iter().for_each(&mut add);
        let ignoring = &self.continuous_by_kind[STATIC_IGNORE.trailing_zeros() as usize];
        if ignoring.is_empty() || IGNORING.with(|g| g.replace(true)) {
            return out;
        }
        // Cleared however this ends (a panic caught by a test harness included).
        struct Reset;
        impl Drop for Reset {
            fn drop(&mut self) {
                IGNORING.with(|g| g.set(false));
            }
        }
        let _reset = Reset;
        for &src in ignoring {
            let c = self.card(src);
            if !self.db.continuous_works_in(c.def, c.zone) || !self.functions_now(src) {
                continue;
            }
            let face = self.face(src);
            for (i, ab) in face.abilities.iter().enumerate() {
                let Some(st) = &ab.static_ability else { continue };
                if !ab.functions_in(face.card_type, c.zone)
                    || crate::card::db::static_kinds_of(st) & STATIC_IGNORE == 0
                {
                    continue;
                }
                if self.static_reaches(src, i, st, ab.condition.as_ref(), ab.during, card) {
                    st.grant.iter().for_each(&mut add);
                }
            }
        }
        out
    }

    /// Whether the effects of a spell, read as the half `side` of `card`, are ignored now
    /// (110.1): a functioning static ability's `ignore_spells` filter passes it. Those statics are
    /// read as they are, never ignored themselves (no loop through ignoring).
    pub(crate) fn spell_ignored(&self, card: CardId, side: Side) -> bool {
        let face = self.def(card).face(side);
        self.continuous_by_kind[crate::card::db::STATIC_OTHER.trailing_zeros() as usize].iter().any(|&src| {
            let c = self.card(src);
            if !self.db.continuous_works_in(c.def, c.zone) || !self.functions_now(src) {
                return false;
            }
            let sface = self.face(src);
            sface.abilities.iter().enumerate().any(|(i, ab)| {
                let Some(f) = ab.static_ability.as_ref().and_then(|st| st.ignore_spells.as_ref()) else {
                    return false;
                };
                ab.functions_in(sface.card_type, c.zone)
                    && self.static_applies_now(src, i, ab.condition.as_ref(), ab.during)
                    && face.card_type == CardType::Spell
                    && self.face_matches(card, face, f, None, &Refs::default())
                    && (f.civilization.is_empty()
                        || civ_mask(&face.civilizations) & civ_mask(&f.civilization) != 0)
                    && f.name.as_ref().is_none_or(|n| face.name == *n || face.name_ja == *n)
            })
        })
    }

    /// A card whose static ability makes its controller lose the game now (104.2c), with that
    /// player: "if this card is anywhere but the battle zone, you lose" works in the zones it
    /// names (110.4b). Outside the battle zone a card's controller is its owner.
    pub(crate) fn losing_card(&self) -> Option<(CardId, PlayerId)> {
        self.active_statics(crate::card::db::STATIC_OTHER).find_map(|(src, i)| {
            let (st, cond, during) = self.static_of(src, i);
            let c = self.card(src);
            (st.lose && self.static_applies_now(src, i, cond, during))
                .then(|| (src, if c.zone == Zone::Battle { c.controller } else { c.owner }))
        })
    }

    /// Whether a continuous effect applies now: not when it is a spell's whose effects are
    /// ignored (110.1). Most effects are no spell's, and that is asked first.
    pub(crate) fn effect_applies(&self, e: &ContinuousEffect) -> bool {
        // "During your opponent's next turn": not yet (it becomes "until the end of the turn"
        // as that turn starts).
        !super::turn::not_yet(e.until) && e.spell.is_none_or(|side| !self.spell_ignored(e.cause.card, side))
    }

    /// Whether a card's abilities can work where it is now: not under another card, not in
    /// standby, not sealed (116.2a), not in the legacy anywhere zone.
    pub(crate) fn functions_now(&self, id: CardId) -> bool {
        let c = self.card(id);
        // An attached aura's abilities work while its creature's do (310.7, 116.2a).
        if let Some(top) = c.attached_to.filter(|_| self.is_attached_aura(id)) {
            return !c.in_standby() && self.functions_now(top);
        }
        !(c.attached_to.is_some()
            || c.in_standby()
            || self.is_ignored(id)
            || c.zone == Zone::Anywhere
            || (c.zone == Zone::Battle && !self.battle.contains(&id)))
    }

    /// A sealed creature is ignored: treated as if it were not in the battle zone (116.2a).
    pub fn is_ignored(&self, card: CardId) -> bool {
        let c = self.card(card);
        !c.seals.is_empty()
            || (self.is_attached_aura(card) && c.attached_to.is_some_and(|t| self.is_ignored(t)))
    }

    /// The creature the ability's card is attached to, while it is (an aura's, 310).
    fn attached_creature(&self, ctx: &Ctx) -> Option<CardId> {
        let src = ctx.source.card;
        (self.is_current(ctx.source) && self.is_attached_aura(src))
            .then(|| self.card(src).attached_to)
            .flatten()
    }

    /// The creature the cross gear `gear` is crossed onto now (303.3a): both are still the
    /// objects they were when it was crossed, the gear an element of the battle zone and the
    /// creature one too. A creature that left is a new object, and the gear stays uncrossed
    /// (303.5).
    pub fn crossed_onto(&self, gear: CardId) -> Option<CardId> {
        if self.crossings.is_empty() {
            return None;
        }
        let g = self.card(gear);
        if g.zone != Zone::Battle || g.attached_to.is_some() {
            return None;
        }
        self.crossings
            .iter()
            .find(|x| x.gear == g.obj())
            .map(|x| x.creature)
            .filter(|&o| self.is_current(o) && self.is_element_in_battle(o.card))
            .map(|o| o.card)
    }

    /// The cross gears crossed onto `creature` now, the first crossed first (303.3a).
    pub fn gears_on(&self, creature: CardId) -> Vec<CardId> {
        if self.crossings.is_empty() {
            return Vec::new();
        }
        self.crossings
            .iter()
            .filter(|x| x.creature.card == creature)
            .map(|x| x.gear.card)
            .filter(|&g| self.crossed_onto(g) == Some(creature))
            .collect()
    }

    /// The creatures the cross gears remembered under `name` are crossed onto now (303.3a),
    /// each once.
    #[cfg(whole_vocabulary)]
    fn crossed_onto_named(&self, ctx: &Ctx, name: &str) -> Vec<CardId> {
        let mut out = Vec::new();
        for &g in ctx.vars.get(name).into_iter().flatten() {
            if let Some(c) = self.crossed_onto(g).filter(|c| !out.contains(c)) {
                out.push(c);
            }
        }
        out
    }

    /// Whether `card` is an element of the battle zone by itself (a top card).
    fn is_element_in_battle(&self, card: CardId) -> bool {
        let c = self.card(card);
        c.zone == Zone::Battle && c.attached_to.is_none() && !c.in_standby()
    }

    /// The creature the ability's card (a cross gear) is crossed onto (303.3a).
    fn crossed_creature(&self, ctx: &Ctx) -> Option<CardId> {
        if self.crossings.is_empty() || !self.is_current(ctx.source) {
            return None;
        }
        self.crossed_onto(ctx.source.card)
    }

    /// The cross gears crossed onto the ability's creature (303.3a). A creature that has left
    /// the battle zone (its "when this is destroyed") looks back: the gears crossed onto it as it
    /// left, still in the battle zone and crossed onto nothing since (303.5).
    fn gears_of(&self, ctx: &Ctx) -> Vec<CardId> {
        if self.crossings.is_empty() {
            return Vec::new();
        }
        if self.is_current(ctx.source) && self.card(ctx.source.card).zone == Zone::Battle {
            return self.gears_on(self.element_of(ctx.source.card));
        }
        let left: Vec<ObjRef> =
            self.left_battle.iter().filter(|(o, _)| o.card == ctx.source.card).map(|(o, _)| *o).collect();
        self.crossings
            .iter()
            .filter(|x| {
                left.contains(&x.creature)
                    && self.is_current(x.gear)
                    && self.is_element_in_battle(x.gear.card)
            })
            .map(|x| x.gear.card)
            .collect()
    }

    /// Whether `card` is an aura attached to a creature (310).
    pub(crate) fn is_attached_aura(&self, card: CardId) -> bool {
        self.card(card).attached_to.is_some_and(|t| self.card(t).auras.contains(&card))
    }

    /// The ability at `i` of [`Game::active_statics`]: one of `src`'s, or a lasting static
    /// ability an effect of `src`'s made ([`LASTING_STATIC`] on).
    pub(crate) fn static_ability_at(&self, src: CardId, i: usize) -> &crate::card::Ability {
        self.static_ability_as(src, i, None)
    }

    fn static_ability_as(
        &self,
        src: CardId,
        i: usize,
        used: Option<(CardId, Side)>,
    ) -> &crate::card::Ability {
        #[cfg(whole_vocabulary)]
        if let Some(k) = i.checked_sub(LASTING_STATIC) {
            return &self.lasting_statics[k].ability;
        }
        &self.face_as(src, used).abilities[i]
    }

    /// The context a static ability at `i` of `src` reads its words in: "you" is its card's
    /// controller, or the player of the effect that made a lasting one, which also reads what
    /// that effect named.
    pub(crate) fn static_ctx(&self, src: CardId, i: usize) -> Ctx {
        let c = self.card(src);
        #[cfg(whole_vocabulary)]
        if let Some(l) = i.checked_sub(LASTING_STATIC).and_then(|k| self.lasting_statics.get(k)) {
            let mut ctx = Ctx::new(l.controller, c.obj());
            ctx.named.clone_from(&l.named);
            return ctx;
        }
        let _ = i;
        Ctx::new(c.controller, c.obj())
    }

    /// Whether the static ability `st` at `i` affects `card` (its `affects`); a lasting one
    /// made of cards only those it found as it was made (110.2e), unless it reaches later ones.
    pub(crate) fn static_affects(&self, ctx: &Ctx, i: usize, st: &Static, card: CardId) -> bool {
        #[cfg(whole_vocabulary)]
        if let Some(l) = i.checked_sub(LASTING_STATIC).and_then(|k| self.lasting_statics.get(k)) {
            if l.locked.as_ref().is_some_and(|objs| !objs.contains(&self.card(card).obj())) {
                return false;
            }
        }
        let _ = i;
        self.in_selection(ctx, &st.affects, card)
    }

    pub(crate) fn static_of(&self, card: CardId, i: usize) -> (&Static, Option<&Condition>, Option<Who>) {
        self.static_of_as(card, i, None)
    }

    /// [`Game::static_of`] of an ability listed by [`Game::active_statics_as`] with `used`.
    pub(crate) fn static_of_as(
        &self,
        card: CardId,
        i: usize,
        used: Option<(CardId, Side)>,
    ) -> (&Static, Option<&Condition>, Option<Who>) {
        let ab = self.static_ability_as(card, i, used);
        (ab.static_ability.as_ref().expect("active_statics lists statics"), ab.condition.as_ref(), ab.during)
    }

    pub(crate) fn static_applies_now(
        &self,
        card: CardId,
        i: usize,
        cond: Option<&Condition>,
        during: Option<Who>,
    ) -> bool {
        // "You" is the card's controller, or for a lasting static the effect's player.
        let ctx = self.static_ctx(card, i);
        if let Some(w) = during {
            if !ctx.players(w).contains(&self.turn.active) {
                return false;
            }
        }
        cond.is_none_or(|c| self.check(&ctx, c))
    }

    /// Walks every part of a creature's current power: printed power, static abilities,
    /// effects from resolutions, power attacker. `why` is worded only when asked for.
    /// `statics`: the power statics that function now ([`Game::active_statics`]).
    fn power_walk(
        &self,
        card: CardId,
        statics: impl Iterator<Item = (CardId, usize)>,
        visit: &mut dyn FnMut(i32, PowerWhy),
    ) {
        #[cfg(whole_vocabulary)]
        {
            let statics: Vec<(CardId, usize)> = statics.collect();
            let mut total = 0i64;
            self.power_added(card, statics.iter().copied(), &mut |amount, why| {
                total += i64::from(amount);
                visit(amount, why);
            });
            self.power_multiplied(card, &statics, total, visit);
        }
        #[cfg(not(whole_vocabulary))]
        self.power_added(card, statics, visit);
    }

    /// The multiplications of a creature's power, after everything added to it (206.4): each
    /// static's `power_multiply`, in turn, on the total so far; a power of 0 or less stays.
    #[cfg(whole_vocabulary)]
    fn power_multiplied(
        &self,
        card: CardId,
        statics: &[(CardId, usize)],
        mut total: i64,
        visit: &mut dyn FnMut(i32, PowerWhy),
    ) {
        if self.card(card).zone != Zone::Battle {
            return;
        }
        for &(src, i) in statics {
            let (st, cond, during) = self.static_of(src, i);
            let Some(factor) = st.power_multiply else { continue };
            if total <= 0 || !self.static_reaches(src, i, st, cond, during, card) {
                continue;
            }
            let amount = total.saturating_mul(i64::from(factor) - 1).clamp(0, i64::from(i32::MAX)) as i32;
            total += i64::from(amount);
            visit(amount, PowerWhy::Multiplied { source: src, factor, amount });
        }
    }

    /// The parts of a creature's power that add to it: printed power, auras, static abilities,
    /// effects from resolutions, power attacker.
    fn power_added(
        &self,
        card: CardId,
        statics: impl Iterator<Item = (CardId, usize)>,
        visit: &mut dyn FnMut(i32, PowerWhy),
    ) {
        let c = self.card(card);
        let face = self.face(card);
        visit(face.power.unwrap_or(0), PowerWhy::Printed);
        if c.zone != Zone::Battle {
            return;
        }
        // Each attached aura adds its number to the creature's power (310.4).
        for &a in &c.auras {
            let bonus = self.face(a).power.unwrap_or(0);
            visit(bonus, PowerWhy::Aura { aura: a, bonus });
        }
        for (src, i) in statics {
            let (st, cond, during) = self.static_of(src, i);
            let Some(amount) = st.power else { continue };
            let ctx = self.static_ctx(src, i);
            if !self.static_affects(&ctx, i, st, card) || !self.static_applies_now(src, i, cond, during) {
                continue;
            }
            if !self.static_covers(st, card) {
                continue;
            }
            match &st.per {
                Some(per) => {
                    let n = self.count_of(&ctx, per) as i32;
                    visit(amount.saturating_mul(n), PowerWhy::StaticPer { source: src, amount, count: n });
                }
                None => visit(amount, PowerWhy::Static { source: src, amount }),
            }
        }
        let obj = c.obj();
        for e in &self.effects {
            if e.target == obj && self.effect_applies(e) {
                if let Change::Power(n) = e.change {
                    visit(n, PowerWhy::Effect { source: e.cause.card, amount: n });
                }
            }
        }
        if self.is_attacking(card) {
            self.power_attackers(card, visit);
        }
    }

    /// The power attackers of an attacking creature (110.7): every instance counts, printed,
    /// given by an effect or by a static ability (none merged: two +2000 give +4000); one
    /// whose ability is ignored doesn't (110.1). A power read to decide whether a static ability
    /// gives power attacker leaves out what static abilities give (no loop through a filter
    /// on power).
    fn power_attackers(&self, card: CardId, visit: &mut dyn FnMut(i32, PowerWhy)) {
        let mut found: Vec<(i32, Option<CardId>)> = self
            .printed_and_granted_keywords(card)
            .into_iter()
            .filter_map(|k| match k {
                Keyword::PowerAttacker(n) => Some((n, None)),
                _ => None,
            })
            .collect();
        if !GRANTING.get() {
            for (src, i) in self.active_statics(crate::card::db::STATIC_GRANT) {
                let (st, cond, during) = self.static_of(src, i);
                if !st.grant.iter().any(|k| matches!(k, Keyword::PowerAttacker(_))) {
                    continue;
                }
                GRANTING.set(true);
                let reaches = self.static_reaches(src, i, st, cond, during, card);
                GRANTING.set(false);
                if reaches {
                    found.extend(st.grant.iter().filter_map(|k| match k {
                        Keyword::PowerAttacker(n) => Some((*n, Some(src))),
                        _ => None,
                    }));
                }
            }
        }
        let ignored = if self.any_ignoring() { self.ignored_abilities(card) } else { Ignored::default() };
        for (n, src) in found {
            if ignored.covers_keyword(&Keyword::PowerAttacker(n)) {
                continue;
            }
            visit(n, PowerWhy::PowerAttacker { amount: n, given_by: src });
        }
    }

    /// The current power of a creature and every part of it, with the reason for each.
    pub fn power_parts(&self, card: CardId) -> Vec<PowerPart> {
        let mut parts = Vec::new();
        let statics = self.active_statics(crate::card::db::STATIC_POWER);
        self.power_walk(card, statics, &mut |amount, why| {
            let why =
                Text::new(words::power::part(self, why, Lang::En), words::power::part(self, why, Lang::Ja));
            parts.push(PowerPart { amount, why })
        });
        parts
    }

    /// Current power (may be negative; 108.1b says references treat it as 0). Parts are added
    /// in 64 bits and the sum held within 32: a huge power stays huge, never wraps to a
    /// negative one that 703.4c would destroy.
    pub fn power(&self, card: CardId) -> i32 {
        self.power_given(card, self.active_statics(crate::card::db::STATIC_POWER))
    }

    /// [`Game::power`] with the functioning power statics found once for many creatures.
    pub(crate) fn power_given(&self, card: CardId, statics: impl Iterator<Item = (CardId, usize)>) -> i32 {
        let mut total = 0i64;
        self.power_walk(card, statics, &mut |amount, _| total += i64::from(amount));
        total.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
    }

    pub(crate) fn is_attacking(&self, card: CardId) -> bool {
        self.attack.as_ref().is_some_and(|a| a.attacker.card == card && self.is_current(a.attacker))
    }

    /// Whether `card` blocked the current attack: true until the attack ends (510.2), so after
    /// the battle too.
    pub(crate) fn is_blocking(&self, card: CardId) -> bool {
        self.attack.as_ref().is_some_and(|a| a.blocker.is_some_and(|b| b.card == card && self.is_current(b)))
    }

    /// Whether a static ability's "while attacking" and "while blocking" hold for an affected
    /// card now.
    fn static_covers(&self, st: &Static, card: CardId) -> bool {
        (!st.while_attacking || self.is_attacking(card))
            && (!st.while_blocking || self.is_blocking(card))
            && whole_or!(st.while_battling.as_ref().is_none_or(|f| self.battles_one(card, f)), true)
    }

    /// Whether `card` is battling a creature that passes `f` now (115.1).
    #[cfg(whole_vocabulary)]
    fn battles_one(&self, card: CardId, f: &Filter) -> bool {
        let Some((a, b)) = BATTLING.get() else { return false };
        let foe = if a == card {
            b
        } else if b == card {
            a
        } else {
            return false;
        };
        BATTLING.set(None);
        let passes = self.matches(foe, f);
        BATTLING.set(Some((a, b)));
        passes
    }

    /// Whether the static ability `st` of `src` (at `i`, [`Game::active_statics`]) changes `card`
    /// now: the card is among those it affects, its "while attacking/blocking" hold, and so do
    /// its condition and turn.
    #[allow(clippy::too_many_arguments)]
    fn static_reaches(
        &self,
        src: CardId,
        i: usize,
        st: &Static,
        cond: Option<&Condition>,
        during: Option<Who>,
        card: CardId,
    ) -> bool {
        let ctx = self.static_ctx(src, i);
        self.static_affects(&ctx, i, st, card)
            && self.static_covers(st, card)
            && self.static_applies_now(src, i, cond, during)
    }

    fn printed_and_granted_keywords(&self, card: CardId) -> Vec<Keyword> {
        let mut out = self.face(card).keywords.clone();
        let obj = self.card(card).obj();
        for e in &self.effects {
            if e.target == obj && self.effect_applies(e) {
                if let Change::Grant(k) = &e.change {
                    out.push(k.clone());
                }
            }
        }
        out
    }

    /// Keywords the card has now: printed, granted by static abilities (whose conditions hold)
    /// and by effects.
    pub fn keywords(&self, card: CardId) -> Vec<Keyword> {
        let mut out = self.keywords_before_ignoring(card);
        if self.any_ignoring() {
            let ignored = self.ignored_abilities(card);
            out.retain(|k| !ignored.covers_keyword(k));
        }
        out
    }

    fn keywords_before_ignoring(&self, card: CardId) -> Vec<Keyword> {
        let mut out = self.printed_and_granted_keywords(card);
        for (src, i) in self.active_statics(crate::card::db::STATIC_GRANT) {
            let (st, cond, during) = self.static_of(src, i);
            if st.grant.is_empty() {
                continue;
            }
            if self.static_reaches(src, i, st, cond, during, card) {
                out.extend(st.grant.iter().cloned());
            }
        }
        // A later breaker replaces an earlier one only by choice (509.2c); keep all, dedupe.
        let mut seen = Vec::new();
        out.retain(|k| {
            if seen.contains(k) {
                false
            } else {
                seen.push(k.clone());
                true
            }
        });
        out
    }

    /// Whether `card` has the race `r` added by an effect or a static ability (203). Which
    /// creatures a race-giving static ability reaches is read by their own races: its filter
    /// doesn't see races added by static abilities (it would read itself).
    fn has_added_race(&self, card: CardId, r: &str) -> bool {
        thread_local! {
            static READING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        }
        let adds = |k: &Keyword| matches!(k, Keyword::Race(a) if case::race_includes(&a.name, r) || case::race_includes(&a.name_ja, r));
        let obj = self.card(card).obj();
        if self.effects.iter().any(|e| {
            e.target == obj && matches!(&e.change, Change::Grant(k) if adds(k)) && self.effect_applies(e)
        }) {
            return true;
        }
        if READING.get() {
            return false;
        }
        READING.set(true);
        let found = self.active_statics(crate::card::db::STATIC_GRANT).any(|(src, i)| {
            let (st, cond, during) = self.static_of(src, i);
            st.grant.iter().any(adds) && self.static_reaches(src, i, st, cond, during, card)
        });
        READING.set(false);
        found
    }

    /// Whether `k` is among [`Game::keywords`], without listing them (asked several times for
    /// every possible attack).
    pub fn has_keyword(&self, card: CardId, k: &Keyword) -> bool {
        if *k == Keyword::SilentSkill {
            return !self.silent_skills(card).is_empty();
        }
        let obj = self.card(card).obj();
        let has = self.face(card).keywords.contains(k)
            || self.effects.iter().any(|e| {
                e.target == obj && matches!(&e.change, Change::Grant(g) if g == k) && self.effect_applies(e)
            })
            || self.active_statics(crate::card::db::STATIC_GRANT).any(|(src, i)| {
                let (st, cond, during) = self.static_of(src, i);
                st.grant.contains(k) && self.static_reaches(src, i, st, cond, during, card)
            });
        has && !(self.any_ignoring() && self.ignored_abilities(card).covers_keyword(k))
    }

    /// Civilizations now: printed, or all five by a characteristic-defining ability.
    pub fn civilizations(&self, card: CardId) -> Vec<Civilization> {
        if self.card(card).face_down {
            return Vec::new();
        }
        if self.has_all_civilizations(card, self.active_statics(crate::card::db::STATIC_CIVILIZATION)) {
            return Civilization::FIVE.to_vec();
        }
        let mask = self.printed_civ_mask(card);
        Civilization::FIVE.into_iter().filter(|c| mask & civ_mask(&[*c]) != 0).collect()
    }

    /// The civilizations printed on the card as it is referenced now, colorless left out: a
    /// twinpact anywhere but in the battle zone is both its halves (810.1, 810.3); in the
    /// battle zone, the side it is on.
    pub(crate) fn printed_civ_mask(&self, card: CardId) -> CivMask {
        let def = self.def(card);
        let mask = match &def.twin {
            Some(twin) if self.card(card).zone != Zone::Battle => {
                civ_mask(&def.front.civilizations) | civ_mask(&twin.civilizations)
            }
            _ => civ_mask(&self.face(card).civilizations),
        };
        mask & !civ_mask(&[Civilization::Zero])
    }

    /// [`Game::civilizations`] as a set, without allocating (mana checks ask it of every card).
    pub(crate) fn civ_mask(&self, card: CardId) -> CivMask {
        self.civ_mask_given(card, self.active_statics(crate::card::db::STATIC_CIVILIZATION))
    }

    /// [`Game::civ_mask`] with the functioning civilization statics found once for many cards.
    pub(crate) fn civ_mask_given(
        &self,
        card: CardId,
        statics: impl Iterator<Item = (CardId, usize)>,
    ) -> CivMask {
        if self.card(card).face_down {
            0
        } else if self.has_all_civilizations(card, statics) {
            civ_mask(&Civilization::FIVE)
        } else {
            self.printed_civ_mask(card)
        }
    }

    /// Whether a characteristic-defining ability makes the card all five civilizations.
    fn has_all_civilizations(
        &self,
        card: CardId,
        mut statics: impl Iterator<Item = (CardId, usize)>,
    ) -> bool {
        statics.any(|(src, i)| {
            let (st, cond, during) = self.static_of(src, i);
            st.all_civilizations && {
                let ctx = self.static_ctx(src, i);
                self.static_affects(&ctx, i, st, card) && self.static_applies_now(src, i, cond, during)
            }
        })
    }

    /// The cost to use a card now (601.1a, 601.1e): printed, then increases and reductions.
    pub fn cost_to_use(&self, card: CardId) -> u32 {
        self.cost_to_use_side(card, self.card(card).side)
    }

    /// [`Game::cost_to_use`] of one half or side, as it will be when that half is declared: a
    /// twinpact used is only the half used (810.3a), so its spell half costs its own cost, and
    /// only that half's abilities change it (the creature half's sympathy is for summoning the
    /// creature), whichever side the card shows now.
    pub fn cost_to_use_side(&self, card: CardId, side: Side) -> u32 {
        // In 64 bits: reductions times a count of cards can't wrap a cost around.
        let printed = i64::from(self.def(card).face(side).cost);
        let used = Some((card, side));
        let mut cost = printed;
        let mut floor = 0i64;
        for (src, i) in self.active_statics_as(crate::card::db::STATIC_COST, used) {
            let (st, cond, during) = self.static_of_as(src, i, used);
            let Some(delta) = st.cost else { continue };
            let ctx = self.static_ctx(src, i);
            if !self.static_affects(&ctx, i, st, card) || !self.static_applies_now(src, i, cond, during) {
                continue;
            }
            let mult = st.per.as_ref().map_or(1, |p| i64::from(self.count_of(&ctx, p)));
            cost = cost.saturating_add(i64::from(delta).saturating_mul(mult));
            if let Some(f) = st.cost_floor {
                floor = floor.max(i64::from(f));
            }
        }
        cost.max(floor).clamp(0, i64::from(u32::MAX)) as u32
    }

    /// Whether a card is in the set a selection describes (for static abilities: no choice).
    pub fn in_selection(&self, ctx: &Ctx, sel: &Selection, card: CardId) -> bool {
        match &sel.from {
            Source::AnyOf(srcs) => srcs
                .iter()
                .any(|s| self.in_selection(ctx, &Selection { from: s.clone(), ..sel.clone() }, card)),
            Source::This => card == self.element_of(ctx.source.card),
            Source::Trigger => ctx.trigger.card.is_some_and(|o| o.card == card),
            Source::Attached => self.attached_creature(ctx) == Some(card),
            Source::Crossed => self.crossed_creature(ctx) == Some(card),
            Source::Gears => self.gears_of(ctx).contains(&card),
            Source::Attacker | Source::Blocker | Source::Attacked => self.in_attack(&sel.from) == Some(card),
            Source::Looked => ctx.looked.iter().any(|o| o.card == card && self.is_current(*o)),
            src => match (src.zone(), sel.top) {
                (Some(zone), None) if !sel.cards => self.in_zone_selection(ctx, sel, zone, card),
                _ => self.candidates(ctx, sel).contains(&card),
            },
        }
    }

    /// `candidates(ctx, sel).contains(&card)` for a selection of a whole zone, without listing
    /// it: static abilities ask this for every creature at every state-based check.
    fn in_zone_selection(&self, ctx: &Ctx, sel: &Selection, zone: Zone, card: CardId) -> bool {
        let c = self.card(card);
        let listed = |p: PlayerId| match zone {
            Zone::Battle => c.controller == p && self.battle.contains(&card),
            z => self.zones[p].list(z).contains(&card),
        };
        self.selection_players(ctx, sel).iter().any(|&p| listed(p))
            && !c.in_standby()
            && (zone != Zone::Battle || !self.is_ignored(card))
            && !sel
                .except
                .iter()
                .flat_map(|e| e.iter())
                .any(|e| ctx.vars.get(e).is_some_and(|skip| skip.contains(&card)))
            && self.matches_in(card, &sel.filter, None, Some(ctx))
            && !(sel.other && card == ctx.source.card)
    }

    /// A selection counted ("for each …"): its cards, or with `distinct` the different
    /// civilizations (106.2) or races (203.1) among them; every card found counts, whatever
    /// `sel.count` says.
    pub(crate) fn count_of(&self, ctx: &Ctx, sel: &Selection) -> u32 {
        let cards = self.candidates(ctx, sel);
        // Counting civilizations or races is a word of the whole vocabulary.
        #[cfg(not(whole_vocabulary))]
        return cards.len() as u32;
        #[cfg(whole_vocabulary)]
        match &sel.distinct {
            None => cards.len() as u32,
            Some(crate::card::Distinct::Civilizations) => {
                cards.iter().fold(0, |m, &c| m | self.civ_mask(c)).count_ones()
            }
            Some(crate::card::Distinct::Races { except }) => {
                let mut races: Vec<String> = Vec::new();
                for &c in &cards {
                    let added = if self.card(c).zone == Zone::Battle { self.keywords(c) } else { Vec::new() };
                    let added = added.iter().filter_map(|k| match k {
                        Keyword::Race(r) => Some(r.name.clone()),
                        _ => None,
                    });
                    for r in self.face(c).races.iter().cloned().chain(added) {
                        if !except.iter().any(|e| e.eq_ignore_ascii_case(&r)) && !races.contains(&r) {
                            races.push(r);
                        }
                    }
                }
                races.len() as u32
            }
        }
    }

    /// Every card a selection may take, before any choice (standby cards are not counted as in
    /// their zone, 409.1c; sealed creatures are ignored, 116.2a).
    pub fn candidates(&self, ctx: &Ctx, sel: &Selection) -> Vec<CardId> {
        #[cfg(whole_vocabulary)]
        if let Some(of) = sel.least {
            let mut found = self.candidates(ctx, &Selection { least: None, ..sel.clone() });
            let low = found.iter().map(|&c| self.measure(ctx, of, c)).min();
            found.retain(|&c| Some(self.measure(ctx, of, c)) == low);
            return found;
        }
        let mut out: Vec<CardId> = match &sel.from {
            // Each source as a selection of its own (its filter, exceptions and last-known
            // information applied there), joined.
            Source::AnyOf(srcs) => {
                let mut v: Vec<CardId> = Vec::new();
                for s in srcs {
                    for c in self.candidates(ctx, &Selection { from: s.clone(), ..sel.clone() }) {
                        if !v.contains(&c) {
                            v.push(c);
                        }
                    }
                }
                return v;
            }
            // "This creature", said by a card under an evolution creature, is that creature.
            Source::This => {
                if self.is_current(ctx.source) {
                    vec![self.element_of(ctx.source.card)]
                } else {
                    Vec::new()
                }
            }
            Source::Trigger => {
                ctx.trigger.card.filter(|o| self.is_current(*o)).map(|o| o.card).into_iter().collect()
            }
            Source::Attached => self.attached_creature(ctx).into_iter().collect(),
            Source::Crossed => self.crossed_creature(ctx).into_iter().collect(),
            Source::Gears => self.gears_of(ctx),
            Source::Attacker | Source::Blocker | Source::Attacked => {
                self.in_attack(&sel.from).into_iter().collect()
            }
            Source::Named(n) => ctx
                .vars
                .get(n)
                .map(|v| {
                    v.iter()
                        .copied()
                        .filter(|c| ctx.expected.get(c).is_none_or(|z| self.origin_zone(*c) == *z))
                        .collect()
                })
                .unwrap_or_default(),
            Source::Looked => ctx.looked.iter().filter(|o| self.is_current(**o)).map(|o| o.card).collect(),
            #[cfg(whole_vocabulary)]
            Source::CrossedOnto(n) => self.crossed_onto_named(ctx, n),
            // The creature the trigger's creature battled, while it is still that object.
            #[cfg(whole_vocabulary)]
            Source::Battled => {
                ctx.trigger.foe.filter(|o| self.is_current(*o)).map(|o| vec![o.card]).unwrap_or_default()
            }
            #[cfg(whole_vocabulary)]
            Source::Broken => {
                let players = ctx.players(sel.player);
                self.broken_shields(|p, _| players.contains(&p))
            }
            #[cfg(whole_vocabulary)]
            Source::BrokenBy(by) => {
                let breakers = self.breakers_named(ctx, by);
                self.broken_shields(|_, o| breakers.contains(&o))
            }
            src => match src.zone() {
                Some(zone) => self.zone_candidates(ctx, sel, zone),
                None => Vec::new(),
            },
        };
        out = self.specify_cards(sel, out);
        for e in sel.except.iter().flat_map(|e| e.iter()) {
            if let Some(skip) = ctx.vars.get(e) {
                out.retain(|c| !skip.contains(c));
            }
        }
        let named = matches!(sel.from, Source::Named(_));
        out.retain(|&c| {
            // A remembered card that has left the battle zone is looked at as it was just before
            // it left (605.2e, last-known information).
            let lki = if named && self.card(c).zone != Zone::Battle { ctx.lki.get(&c) } else { None };
            self.matches_in(c, &sel.filter, lki, Some(ctx)) && !(sel.other && c == ctx.source.card)
        });
        out
    }

    /// The cards a selection specifies among the cards its source found: the elements' top
    /// cards, the cards under them, or (card-specifying) each of their cards (109.2a, 109.2c).
    fn specify_cards(&self, sel: &Selection, mut out: Vec<CardId>) -> Vec<CardId> {
        // Card-specifying from cards named otherwise ("the cards included in that creature"):
        // an element in the battle zone stands for each of its cards (109.2a, 109.2c).
        let names_cards = sel.from.names_cards();
        // "The top card of this creature": each element's top card, specified by itself.
        if sel.top_card {
            out = out.into_iter().map(|c| self.element_of(c)).collect();
            out.dedup();
        }
        // "The cards under this creature": the element's cards below its top card.
        if sel.under {
            let mut under = Vec::new();
            for c in out {
                let top = self.element_of(c);
                if self.card(top).zone == Zone::Battle {
                    for &u in self.card(top).under.iter().rev() {
                        if !under.contains(&u) {
                            under.push(u);
                        }
                    }
                }
            }
            out = under;
        }
        if sel.cards && names_cards {
            out = out
                .into_iter()
                .flat_map(|c| {
                    let card = self.card(c);
                    if card.zone == Zone::Battle && card.attached_to.is_none() {
                        self.specified_cards(c)
                    } else {
                        vec![c]
                    }
                })
                .collect();
        }
        out
    }

    /// The players whose zones a selection looks at: its `player`, or the owners of the cards
    /// remembered under its `owner_of` ("that player's mana zone").
    pub(crate) fn selection_players(&self, ctx: &Ctx, sel: &Selection) -> &'static [PlayerId] {
        #[cfg(whole_vocabulary)]
        if let Some(name) = sel.owner_of.as_ref() {
            return self.owners_of(ctx, name);
        }
        ctx.players(sel.player)
    }

    /// The owners of the cards an effect remembered under `name`, wherever they are now.
    #[cfg(whole_vocabulary)]
    pub(crate) fn owners_of(&self, ctx: &Ctx, name: &str) -> &'static [PlayerId] {
        static ONE: [[PlayerId; 1]; 2] = [[PlayerId::P1], [PlayerId::P2]];
        let cards = ctx.vars.get(name).map(Vec::as_slice).unwrap_or_default();
        let owns = |p: PlayerId| cards.iter().any(|&c| self.card(c).owner == p);
        match (owns(PlayerId::P1), owns(PlayerId::P2)) {
            (true, true) => &PlayerId::BOTH,
            (true, false) => &ONE[0],
            (false, true) => &ONE[1],
            (false, false) => &[],
        }
    }

    /// The cards of `zone` of the selection's players that it may find: the top N, each card
    /// of each element when it specifies cards (109.2a), or every card not in standby (409.1c)
    /// and, in the battle zone, not ignored.
    fn zone_candidates(&self, ctx: &Ctx, sel: &Selection, zone: Zone) -> Vec<CardId> {
        let mut v = Vec::new();
        let usable =
            |&c: &CardId| !self.card(c).in_standby() && (zone != Zone::Battle || !self.is_ignored(c));
        for &p in self.selection_players(ctx, sel) {
            let list = if zone == Zone::Battle { &self.battle } else { self.zones[p].list(zone) };
            let cards =
                list.iter().copied().filter(|&c| zone != Zone::Battle || self.card(c).controller == p);
            match sel.top {
                Some(n) => v.extend(
                    cards
                        .filter(|&c| !self.card(c).in_standby() && !self.is_looked_at(c))
                        .take(n as usize)
                        .filter(usable),
                ),
                // Card-specifying in the battle zone: every card of each element (109.2a).
                None if sel.cards && zone == Zone::Battle => v.extend(
                    cards.filter(|&c| !self.card(c).in_standby()).flat_map(|c| self.specified_cards(c)),
                ),
                None => v.extend(cards.filter(usable)),
            }
        }
        v
    }

    /// The cards of the element `top` an effect that specifies cards can reach (109.2a,
    /// 200.3a): the top card, then the cards under it from the top down. A sealed element is
    /// ignored with every card under it (116.2a); its seals are cards that can be specified,
    /// with cost 0 and no other characteristics (200.3b).
    pub(crate) fn specified_cards(&self, top: CardId) -> Vec<CardId> {
        let c = self.card(top);
        if self.is_ignored(top) {
            return c.seals.clone();
        }
        c.auras
            .iter()
            .rev()
            .copied()
            .chain(std::iter::once(top))
            .chain(c.under.iter().rev().copied())
            .collect()
    }

    /// How a card in the battle zone is now, for reading it once it has left (605.2e, 110.5a).
    pub(crate) fn lki_of(&self, card: CardId) -> Lki {
        Lki {
            civilizations: self.civilizations(card),
            power: self.power(card),
            cost: self.face(card).cost,
            #[cfg(whole_vocabulary)]
            races: self.races_now(card),
        }
    }

    /// The element `card` is part of: the creature it is under (801.2), or itself.
    pub(crate) fn element_of(&self, card: CardId) -> CardId {
        match self.card(card).attached_to {
            Some(top) if self.card(top).under.contains(&card) => top,
            _ => card,
        }
    }

    /// Whether an effect can put `card` into the battle zone: only an element can be there, and
    /// a card none of whose halves is one is not put there, nor chosen to be (316.2): a spell,
    /// a castle, and since the rule change on Cells and Rule Plus (`docs/rule-changes.md`) a
    /// Rule Plus, which was put there before and went straight back (314.2, 314.4). A card
    /// already in the battle zone stays what it is.
    pub(crate) fn can_be_put_into_battle(&self, card: CardId) -> bool {
        if self.card(card).zone == Zone::Battle {
            return true;
        }
        let def = self.def(card);
        std::iter::once(&def.front)
            .chain(def.twin.as_ref())
            .any(|face| !matches!(face.card_type, CardType::Spell | CardType::Castle | CardType::RulePlus))
    }

    /// Whether `card` is a Command: one of its races is one (コマンド, "Angel Command", "Crystal
    /// Command Dragon"), whatever its card type (116.4a).
    pub(crate) fn is_command(&self, card: CardId) -> bool {
        let command = crate::card::Filter { race: Some("Command".into()), ..crate::card::Filter::default() };
        self.matches(card, &command)
    }

    /// Whether `card` is a seal (116): read as a card, it has cost 0 and nothing else (200.3b).
    pub(crate) fn is_seal(&self, card: CardId) -> bool {
        self.card(card).attached_to.is_some_and(|t| self.card(t).seals.contains(&card))
    }

    /// What a filter's `same_civilization_as` and `same_cost_as` stand for in this effect: the
    /// remembered cards as they were remembered (605.2d), a twinpact's cost as its player read it
    /// (201.2b; both costs until read). `None` without an effect to remember anything.
    fn refs(&self, f: &Filter, ctx: Option<&Ctx>) -> Option<Refs> {
        let (civ_name, cost_name, max_name) =
            (f.same_civilization_as.as_ref(), f.same_cost_as.as_ref(), f.cost_max_as.as_ref());
        if civ_name.is_none()
            && cost_name.is_none()
            && max_name.is_none()
            && f.cost_below_as.is_none()
            && f.power_below_as.is_none()
            && f.same_name_as.is_none()
            && f.power_above.is_none()
            && f.power_max_as.is_none()
            && f.same_name_in.is_none()
            && f.same_race_as.is_none()
        {
            return Some(Refs::default());
        }
        let ctx = ctx?;
        let remembered = |n: &String| ctx.vars.get(n).cloned().unwrap_or_default();
        let civs = civ_name.map(|n| {
            remembered(n).iter().fold(0, |m, c| {
                m | ctx.lki.get(c).map_or_else(|| self.civ_mask(*c), |l| civ_mask(&l.civilizations))
            }) & !civ_mask(&[Civilization::Zero])
        });
        let costs = cost_name
            .map(|n| remembered(n).iter().flat_map(|c| self.costs_read(ctx, *c)).collect::<Vec<u32>>());
        // Nothing remembered: no cost to be at most, so nothing passes.
        let cost_max = max_name
            .map(|n| remembered(n).iter().flat_map(|c| self.costs_read(ctx, *c)).max().map_or(-1, i64::from));
        // Nothing remembered: no cost to be below, so nothing passes.
        let cost_below = f.cost_below_as.as_ref().map(|n| {
            remembered(n).iter().flat_map(|c| self.costs_read(ctx, *c)).min().map_or(i64::MIN, i64::from)
        });
        // A remembered card's power: now in the battle zone, or just before it left (605.2e).
        let power_of = |c: &CardId| match ctx.lki.get(c).filter(|_| self.card(*c).zone != Zone::Battle) {
            Some(l) => i64::from(l.power),
            None => i64::from(self.power(*c)),
        };
        // Nothing remembered: no power to be below, so nothing passes.
        let power_below =
            f.power_below_as.as_ref().map(|n| remembered(n).iter().map(power_of).min().unwrap_or(i64::MIN));
        // Nothing remembered: no power to be at most, so nothing passes.
        let power_max = whole_or!(
            f.power_max_as.as_ref().map(|n| remembered(n).iter().map(power_of).max().unwrap_or(i64::MIN)),
            None
        );
        let names = whole_or!(
            f.same_name_as.as_ref().map(|n| {
                remembered(n)
                    .iter()
                    .flat_map(|&c| self.def(c).faces().map(|(_, face)| face.name.clone()))
                    .collect()
            }),
            None
        );
        let power_above = whole_or!(f.power_above.as_ref().map(|a| i64::from(self.amount(ctx, a))), None);
        let name_pool = whole_or!(
            f.same_name_in.as_ref().map(|sel| {
                let every = Selection { count: Count::All, ..(**sel).clone() };
                self.candidates(ctx, &every).into_iter().map(|c| (c, self.printed_names(c))).collect()
            }),
            None
        );
        // A remembered creature that has left the battle zone: its races there (605.2e).
        let races = whole_or!(
            f.same_race_as.as_ref().map(|n| {
                remembered(n)
                    .iter()
                    .flat_map(|c| match ctx.lki.get(c).filter(|_| self.card(*c).zone != Zone::Battle) {
                        Some(l) => l.races.clone(),
                        None => self.races_now(*c),
                    })
                    .collect()
            }),
            None
        );
        Some(Refs {
            civs,
            costs,
            cost_max,
            cost_below,
            power_below,
            names,
            power_above,
            power_max,
            races,
            name_pool,
        })
    }

    /// An amount read from cards now, added up over every card its source finds.
    pub(crate) fn amount(&self, ctx: &Ctx, a: &crate::card::Amount) -> u32 {
        use crate::card::{Amount, Measure};
        let (of, src) = match a {
            Amount::Number(n) => return *n,
            Amount::PowerOf(src) => (Measure::Power, src),
            Amount::CostOf(src) => (Measure::Cost, src),
        };
        // The source that has left the battle zone is read as it was just before it left
        // (110.5a); one still there, as it is.
        if *src == Source::This && !self.is_current(ctx.source) {
            return match of {
                Measure::Power => self
                    .left_battle
                    .iter()
                    .find(|(o, _)| *o == ctx.source)
                    .map_or(0, |(_, l)| l.power.max(0) as u32),
                Measure::Cost => self.face(ctx.source.card).cost,
            };
        }
        let sel = Selection { from: src.clone(), count: Count::All, ..Selection::default() };
        // Held at the largest amount rather than wrapped: a total of huge powers stays huge.
        self.candidates(ctx, &sel)
            .into_iter()
            .fold(0u32, |sum, c| sum.saturating_add(self.measure(ctx, of, c)))
    }

    /// A card's power or cost as an amount or a total reads it: power as it is in the battle
    /// zone (as it was there, for a remembered card that left, 605.2e; negative counts as 0,
    /// 108.1b), printed elsewhere; a cost as its effect's player read it (201.2b), or a
    /// twinpact's lower cost when nobody read it.
    pub(crate) fn measure(&self, ctx: &Ctx, of: crate::card::Measure, card: CardId) -> u32 {
        let lki = ctx.lki.get(&card).filter(|_| self.card(card).zone != Zone::Battle);
        match of {
            crate::card::Measure::Power => match lki {
                Some(l) => l.power.max(0) as u32,
                None if self.card(card).zone == Zone::Battle => self.power(card).max(0) as u32,
                None => self.face(card).power.unwrap_or(0).max(0) as u32,
            },
            crate::card::Measure::Cost => {
                self.costs_read(ctx, card).into_iter().min().unwrap_or(self.face(card).cost)
            }
        }
    }

    /// The costs a remembered card is read as: the one its effect's player read, the cost it had
    /// in the battle zone, or its printed costs (both of a twinpact outside the battle zone).
    pub(crate) fn costs_read(&self, ctx: &Ctx, card: CardId) -> Vec<u32> {
        if let Some(&c) = ctx.cost_read.get(&card) {
            return vec![c];
        }
        if let Some(l) = ctx.lki.get(&card) {
            return vec![l.cost];
        }
        self.two_costs(card).map_or_else(|| vec![self.face(card).cost], |(a, b)| vec![a, b])
    }

    /// The halves an effect may use a card as: a twinpact outside the battle zone is used as a
    /// half that passes the selection's filter by itself (810.3a), a spell half for a cast; any
    /// other card as it is, if it is a spell for a cast. None: it can't be used so.
    pub(crate) fn usable_halves(
        &self,
        ctx: &Ctx,
        card: CardId,
        filter: &Filter,
        spells_only: bool,
    ) -> Vec<Side> {
        let c = self.card(card);
        let def = self.def(card);
        let spell = |s: Side| !spells_only || def.face(s).card_type == CardType::Spell;
        if def.twin.is_none() || c.zone == Zone::Battle || c.in_standby() {
            return [c.side].into_iter().filter(|&s| spell(s)).collect();
        }
        let Some(refs) = self.refs(filter, Some(ctx)) else { return Vec::new() };
        [Side::Front, Side::Twin]
            .into_iter()
            .filter(|&s| spell(s) && self.face_matches(card, def.face(s), filter, None, &refs))
            .collect()
    }

    /// A twinpact's two different costs, while it is referred to as a card: outside the battle
    /// zone, where it is both halves (201.2b, 810.3); in the battle zone it is its creature (810.4).
    pub(crate) fn two_costs(&self, card: CardId) -> Option<(u32, u32)> {
        let def = self.def(card);
        let twin = def.twin.as_ref()?;
        let c = self.card(card);
        (c.zone != Zone::Battle && !c.in_standby() && def.front.cost != twin.cost)
            .then_some((def.front.cost, twin.cost))
    }

    /// Whether a card matches a filter (characteristics as they are now).
    pub fn matches(&self, card: CardId, f: &Filter) -> bool {
        self.matches_in(card, f, None, None)
    }

    /// The parts of a filter that read one face of the card: type, cost, power, race.
    fn face_matches(
        &self,
        card: CardId,
        face: &crate::card::Face,
        f: &Filter,
        lki: Option<&Lki>,
        refs: &Refs,
    ) -> bool {
        let c = self.card(card);
        if f.card_type.is_some_and(|t| !t.matches(face.card_type)) {
            return false;
        }
        let cost = face.cost;
        if f.cost_max.is_some_and(|m| cost > m) || f.cost_min.is_some_and(|m| cost < m) {
            return false;
        }
        if refs.costs.as_ref().is_some_and(|cs| !cs.contains(&cost))
            || refs.cost_max.is_some_and(|m| i64::from(cost) > m)
            || refs.cost_below.is_some_and(|m| i64::from(cost) >= m)
        {
            return false;
        }
        if f.power_max.is_some()
            || f.power_min.is_some()
            || refs.power_below.is_some()
            || refs.power_above.is_some()
            || refs.power_max.is_some()
        {
            let p = match lki {
                Some(l) => l.power,
                // A card under another one is read by its printed characteristics (200.3a).
                None if c.zone == Zone::Battle && c.attached_to.is_none() => self.power(card),
                None => face.power.unwrap_or(0),
            }
            .max(0);
            if f.power_max.is_some_and(|m| p > m)
                || f.power_min.is_some_and(|m| p < m)
                || refs.power_below.is_some_and(|b| i64::from(p) >= b)
                || refs.power_above.is_some_and(|a| i64::from(p) <= a)
                || refs.power_max.is_some_and(|m| i64::from(p) > m)
            {
                return false;
            }
        }
        #[cfg(whole_vocabulary)]
        if f.evolves_from_race.as_ref().is_some_and(|r| !evolves_from_race(face, r)) {
            return false;
        }
        if let Some(r) = &f.race {
            // A race added by an effect or a static ability counts in the battle zone (203).
            let added = || {
                lki.is_none()
                    && c.zone == Zone::Battle
                    && c.attached_to.is_none()
                    && self.has_added_race(card, r)
            };
            if !face.races.iter().chain(&face.races_ja).any(|x| case::race_includes(x, r)) && !added() {
                return false;
            }
        }
        if f.evolution.is_some_and(|e| self.is_evolution(c.id) != e) {
            return false;
        }
        !(f.cost_above_mana && cost as usize <= self.count(c.controller, Zone::Mana))
    }

    /// [`Game::matches`] with last-known information and, inside an effect, what the filter's
    /// references to remembered cards stand for (without an effect, such a filter finds nothing).
    /// A card passes the filter's own fields or its `or`, each with its own references.
    pub(crate) fn matches_in(&self, card: CardId, f: &Filter, lki: Option<&Lki>, ctx: Option<&Ctx>) -> bool {
        self.matches_own(card, f, lki, ctx)
            || f.or.as_deref().is_some_and(|g| self.matches_in(card, g, lki, ctx))
    }

    /// [`Game::matches_in`] for the filter's own fields, not its `or`.
    fn matches_own(&self, card: CardId, f: &Filter, lki: Option<&Lki>, ctx: Option<&Ctx>) -> bool {
        let Some(refs) = self.refs(f, ctx) else {
            return false;
        };
        // What a `name` step named: a card must have it too; nothing named, nothing passes.
        if let Some(key) = &f.named_as {
            match ctx.and_then(|c| c.named.iter().find(|(k, _)| k == key)).map(|(_, n)| n) {
                Some(named) if self.matches_own(card, &named.filter(), lki, None) => {}
                _ => return false,
            }
        }
        if self.is_seal(card) {
            return seal_matches(f);
        }
        let c = self.card(card);
        // A twinpact outside the battle zone is both halves at once (810.3): it passes when one
        // half passes every part of the filter that reads a half (type, cost, power, race).
        // While it is being used, it is the half used.
        let def = self.def(card);
        let passes = |face: &crate::card::Face| self.face_matches(card, face, f, lki, &refs);
        let face_ok = match &def.twin {
            Some(twin) if c.zone != Zone::Battle && !c.in_standby() => passes(&def.front) || passes(twin),
            _ => passes(self.face(card)),
        };
        if !face_ok {
            return false;
        }
        if let Some(names) = &refs.names {
            if !self.def(card).faces().any(|(_, face)| names.contains(&face.name)) {
                return false;
            }
        }
        if !self.names_pass(card, f, &refs) {
            return false;
        }
        #[cfg(whole_vocabulary)]
        if let Some(races) = &refs.races {
            let mine = lki.map_or_else(|| self.races_now(card), |l| l.races.clone());
            if !mine.iter().any(|r| races.contains(r)) {
                return false;
            }
        }
        if let Some(shared) = refs.civs {
            let zero = civ_mask(&[Civilization::Zero]);
            let civs = lki.map_or_else(|| self.civ_mask(card), |l| civ_mask(&l.civilizations)) & !zero;
            if civs & shared == 0 {
                return false;
            }
        }
        if !f.civilization.is_empty() {
            let zero = civ_mask(&[Civilization::Zero]);
            let civs = lki.map_or_else(|| self.civ_mask(card), |l| civ_mask(&l.civilizations)) & !zero;
            // "zero" in a filter finds colorless cards: those with no civilization (106.2c).
            let colorless = civs == 0 && f.civilization.contains(&Civilization::Zero);
            if civs & civ_mask(&f.civilization) == 0 && !colorless {
                return false;
            }
        }
        if let Some(k) = &f.keyword {
            if !self.has_keyword(card, k) {
                return false;
            }
        }
        if let Some(n) = &f.name {
            if !self.def(card).faces().any(|(_, fc)| fc.name == *n || fc.name_ja == *n) {
                return false;
            }
        }
        if f.tapped.is_some_and(|t| t != c.tapped) || f.upside_down.is_some_and(|u| u != c.upside_down) {
            return false;
        }
        if let Some(m) = f.multicolored {
            let zero = civ_mask(&[Civilization::Zero]);
            let civs = lki.map_or_else(|| self.civ_mask(card), |l| civ_mask(&l.civilizations)) & !zero;
            if (civs.count_ones() >= 2) != m {
                return false;
            }
        }
        if let Some(n) = &f.not {
            if self.matches_in(card, n, None, ctx) {
                return false;
            }
        }
        #[cfg(whole_vocabulary)]
        if let Some(e) = f.entered_this_turn {
            if (c.zone == Zone::Battle && c.entered_turn == Some(self.turn.number)) != e {
                return false;
            }
        }
        #[cfg(whole_vocabulary)]
        if f.attacked_this_turn.is_some_and(|a| self.attacked.contains(&c.obj()) != a) {
            return false;
        }
        #[cfg(whole_vocabulary)]
        if f.can_attack.is_some_and(|a| self.could_attack(card) != a) {
            return false;
        }
        true
    }

    /// Evaluates a condition now (605.2a for triggered abilities).
    pub fn check(&self, ctx: &Ctx, cond: &Condition) -> bool {
        match cond {
            Condition::Count(cc) => {
                let n = self.count_all(ctx, &cc.what);
                cc.at_least.is_none_or(|m| n >= m) && cc.at_most.is_none_or(|m| n <= m)
            }
            Condition::More(m) => self.count_all(ctx, &m.what) > self.count_all(ctx, &m.than),
            Condition::PowerAtLeast(p) => {
                self.is_current(ctx.source)
                    && self.card(ctx.source.card).zone == Zone::Battle
                    && self.power(ctx.source.card) >= *p
            }
            Condition::TriggerFrom(z) => ctx.trigger.from == Some(*z),
            Condition::Turn(w) => ctx.players(*w).contains(&self.turn.active),
            Condition::ExtraTurn(e) => self.turn.extra == *e,
            Condition::Done => ctx.done,
            Condition::Not(c) => !self.check(ctx, c),
            Condition::All(cs) => cs.iter().all(|c| self.check(ctx, c)),
            Condition::Any(cs) => cs.iter().any(|c| self.check(ctx, c)),
            Condition::Used(u) => {
                let players = ctx.players(u.player);
                self.turn.used.iter().any(|&(p, card, side)| {
                    players.contains(&p) && printed_face_matches(self.def(card).face(side), &u.filter)
                })
            }
            Condition::SameName(sn) => {
                let sel = Selection { count: Count::All, ..sn.what.clone() };
                let names: Vec<Vec<String>> =
                    self.candidates(ctx, &sel).into_iter().map(|c| self.printed_names(c)).collect();
                // The cards that share each card's names, that card included.
                names
                    .iter()
                    .any(|a| names.iter().filter(|b| names_shared(a, b)).count() as u32 >= sn.at_least)
            }
            // "While this creature is crossed" (303.3a; the accelerator abilities). A creature
            // that has just left the battle zone is looked back at (603.5c): crossed if gears
            // were crossed onto it as it left ("when this creature is destroyed" of an
            // accelerator ability, read as the event is looked at).
            Condition::Crossed => {
                if self.is_current(ctx.source) && self.card(ctx.source.card).zone == Zone::Battle {
                    !self.gears_on(self.element_of(ctx.source.card)).is_empty()
                } else {
                    self.is_current(ctx.source) && !self.gears_of(ctx).is_empty()
                }
            }
            Condition::AttackOnPlayer => self.attack.as_ref().is_some_and(|a| a.target.is_none()),
            // The breaker is the element as it broke them (an evolution creature put on it since
            // goes on as the same creature, `retarget_crossings`).
            Condition::BrokeShield(w) => {
                let me = self.card(self.element_of(ctx.source.card)).obj();
                self.broke.iter().any(|&(p, obj, _)| match w {
                    crate::card::Which::This => obj == me,
                    crate::card::Which::Other => p == ctx.controller && obj != me,
                    crate::card::Which::Any => p == ctx.controller,
                    crate::card::Which::Crossed => {
                        self.crossed_onto(ctx.source.card).is_some_and(|c| self.card(c).obj() == obj)
                    }
                })
            }
            #[cfg(whole_vocabulary)]
            Condition::Drew(d) => ctx.players(d.player).iter().any(|&p| self.drawn[p] >= d.at_least),
            #[cfg(whole_vocabulary)]
            Condition::Less(l) => self.amount(ctx, &l.what) < self.amount(ctx, &l.than),
            #[cfg(whole_vocabulary)]
            Condition::PowerAbove(m) => self.power_above(ctx, m),
            // The attacker's first attack of the turn: its own attack is the one recorded.
            #[cfg(whole_vocabulary)]
            Condition::FirstAttack => self
                .attack
                .as_ref()
                .is_some_and(|a| self.attackers.iter().filter(|&&o| o == a.attacker).count() == 1),
        }
    }

    /// Whether a card `m.what` finds has more power than every card `m.than` finds, each read
    /// as an amount reads it ([`Game::measure`]).
    #[cfg(whole_vocabulary)]
    fn power_above(&self, ctx: &Ctx, m: &crate::card::MoreCondition) -> bool {
        let power = |sel: &Selection| -> Vec<u32> {
            let all = Selection { count: Count::All, ..sel.clone() };
            self.candidates(ctx, &all)
                .into_iter()
                .map(|c| self.measure(ctx, crate::card::Measure::Power, c))
                .collect()
        };
        let top = power(&m.than).into_iter().max();
        power(&m.what).into_iter().any(|p| top.is_none_or(|t| p > t))
    }

    /// How many cards a selection finds: every matching card, with no choice (605.2d).
    fn count_all(&self, ctx: &Ctx, sel: &Selection) -> u32 {
        self.candidates(ctx, &Selection { count: Count::All, ..sel.clone() }).len() as u32
    }

    /// The attacking, attacked or blocking creature of the attack in progress, while it is that object
    /// in the battle zone (506.1d, 507.2a).
    fn in_attack(&self, from: &Source) -> Option<CardId> {
        let a = self.attack.as_ref()?;
        let obj = match from {
            Source::Attacker => a.attacker,
            Source::Attacked => a.target?,
            _ => a.blocker?,
        };
        (self.is_current(obj) && self.card(obj.card).zone == Zone::Battle).then_some(obj.card)
    }

    /// A card's printed names, in Japanese when the card gives them (names are compared as
    /// printed): a twinpact has both halves' names, but only its creature half's as a creature
    /// in the battle zone (810.4); elsewhere a double-sided card has the face it shows.
    /// Whether a card passes a filter's `same_name_in` (the cards `refs` found) and
    /// `same_name_group` (another card of its zone), names compared as 202.3 says.
    fn names_pass(&self, card: CardId, f: &Filter, refs: &Refs) -> bool {
        #[cfg(whole_vocabulary)]
        {
            let mine = || self.printed_names(card);
            if let Some(pool) = &refs.name_pool {
                let mine = mine();
                if !pool.iter().any(|(c, theirs)| *c != card && names_shared(&mine, theirs)) {
                    return false;
                }
            }
            if let Some(group) = f.same_name_group {
                let c = self.card(card);
                let zone: &[CardId] =
                    if c.zone == Zone::Battle { &self.battle } else { self.zones[c.owner].list(c.zone) };
                let mine = mine();
                let shared = zone.iter().any(|&o| {
                    o != card && !self.card(o).in_standby() && names_shared(&mine, &self.printed_names(o))
                });
                if shared != group {
                    return false;
                }
            }
        }
        let _ = (card, f, refs);
        true
    }

    /// A card's races now, in both languages: printed, and in the battle zone those effects and
    /// static abilities give it (203).
    #[cfg(whole_vocabulary)]
    pub(crate) fn races_now(&self, card: CardId) -> Vec<String> {
        let face = self.face(card);
        let mut races: Vec<String> = face.races.iter().chain(&face.races_ja).cloned().collect();
        if self.card(card).zone == Zone::Battle {
            for k in self.keywords(card) {
                if let Keyword::Race(r) = k {
                    races.extend([r.name.clone(), r.name_ja.clone()].into_iter().filter(|n| !n.is_empty()));
                }
            }
        }
        races
    }

    fn printed_names(&self, card: CardId) -> Vec<String> {
        let c = self.card(card);
        let printed =
            |f: &crate::card::Face| if f.name_ja.is_empty() { f.name.clone() } else { f.name_ja.clone() };
        let def = self.def(card);
        if c.zone == Zone::Battle || def.twin.is_none() {
            return vec![printed(self.face(card))];
        }
        def.faces().filter(|(side, _)| *side != crate::card::Side::Back).map(|(_, f)| printed(f)).collect()
    }

    /// The cards a static ability's one-shot "destroy this" applies to now (604.4): not those
    /// that can't be destroyed, which it would only try again and again.
    pub(crate) fn destroyed_by_statics(&self) -> Vec<CardId> {
        let mut out: Vec<CardId> = self
            .active_statics(crate::card::db::STATIC_OTHER)
            .filter(|&(src, i)| {
                let (st, cond, during) = self.static_of(src, i);
                st.destroy && self.static_applies_now(src, i, cond, during)
            })
            .map(|(src, _)| src)
            .filter(|&c| {
                let destroy = super::moves::MoveReq {
                    card: c,
                    to: crate::card::Destination::Graveyard,
                    how: crate::event::MoveHow::Destroyed,
                    tapped: false,
                };
                self.card(c).zone == Zone::Battle && self.prohibited_move(&destroy).is_none()
            })
            .collect();
        out.dedup();
        out
    }

    /// Whether `card` is an evolution creature now: printed so, or a NEO creature in the battle
    /// zone with a card under it, however the card got there (802.2, 802.4). Elsewhere a NEO
    /// creature is a non-evolution creature.
    pub fn is_evolution(&self, card: CardId) -> bool {
        let c = self.card(card);
        let face = self.face(card);
        face.card_type == CardType::EvolutionCreature
            || face.is_neo() && c.zone == Zone::Battle && c.attached_to.is_none() && !c.under.is_empty()
    }

    /// Whether `card` could attack were it its controller's attack step (506.1a, 101.2): a
    /// creature in the battle zone, by itself, untapped, not sick, not ignored, and nothing
    /// says it can't attack.
    #[cfg(whole_vocabulary)]
    fn could_attack(&self, card: CardId) -> bool {
        let c = self.card(card);
        c.zone == Zone::Battle
            && c.attached_to.is_none()
            && !c.tapped
            && self.face(card).card_type.is_creature()
            && !self.is_ignored(card)
            && !self.has_keyword(card, &Keyword::CantAttack)
            && !self.has_summoning_sickness(card)
    }

    /// Whether a creature may attack now (506.1a; summoning sickness 801.3, speed attacker).
    /// Only creatures are summoning sick: a Tamaseed or field that just entered is not.
    pub fn has_summoning_sickness(&self, card: CardId) -> bool {
        if !self.face(card).card_type.is_creature() {
            return false;
        }
        let c = self.card(card);
        let evo = self.is_evolution(card);
        c.entered_turn == Some(self.turn.number)
            && !evo
            && !self.has_keyword(card, &Keyword::SpeedAttacker)
            && c.side == Side::Front
    }
}

/// Whether two cards' names (each card's printed names) share one: a name that wholly contains
/// another is that name too (202.3).
fn names_shared(a: &[String], b: &[String]) -> bool {
    a.iter().any(|x| b.iter().any(|y| x.contains(y.as_str()) || y.contains(x.as_str())))
}

/// Whether a face passes a filter by its printed characteristics, as a card already gone from
/// where it was used is remembered ("if you used a cost-5 spell this turn"). Parts of a filter
/// that need the card where it is (orientation, remembered cards, the mana count) never pass.
fn printed_face_matches(face: &crate::card::Face, f: &Filter) -> bool {
    let where_it_is = f.tapped.is_some()
        || f.upside_down.is_some()
        || f.cost_above_mana
        || f.same_civilization_as.is_some()
        || f.same_cost_as.is_some()
        || f.cost_max_as.is_some()
        || f.cost_below_as.is_some()
        || f.power_below_as.is_some()
        || f.named_as.is_some()
        || f.same_name_as.is_some()
        || f.entered_this_turn.is_some()
        || f.attacked_this_turn.is_some()
        || f.can_attack.is_some()
        || f.power_above.is_some()
        || f.power_max_as.is_some()
        || f.same_name_in.is_some()
        || f.same_name_group.is_some()
        || f.same_race_as.is_some();
    let civs = civ_mask(&face.civilizations) & !civ_mask(&[Civilization::Zero]);
    let power = face.power.unwrap_or(0);
    !where_it_is
        && f.card_type.is_none_or(|t| t.matches(face.card_type))
        && f.cost_max.is_none_or(|m| face.cost <= m)
        && f.cost_min.is_none_or(|m| face.cost >= m)
        && f.power_max.is_none_or(|m| power <= m)
        && f.power_min.is_none_or(|m| power >= m)
        && f.race
            .as_ref()
            .is_none_or(|r| face.races.iter().chain(&face.races_ja).any(|x| case::race_includes(x, r)))
        && f.keyword.as_ref().is_none_or(|k| face.prints_keyword(k))
        && f.name.as_ref().is_none_or(|n| face.name == *n || face.name_ja == *n)
        && f.evolution.is_none_or(|e| (face.card_type == CardType::EvolutionCreature) == e)
        && (f.civilization.is_empty()
            || civs & civ_mask(&f.civilization) != 0
            || civs == 0 && f.civilization.contains(&Civilization::Zero))
        && f.multicolored.is_none_or(|m| (civs.count_ones() >= 2) == m)
        && whole_or!(f.evolves_from_race.as_ref().is_none_or(|r| evolves_from_race(face, r)), true)
        && f.not.as_deref().is_none_or(|n| !printed_face_matches(face, n))
        || f.or.as_deref().is_some_and(|g| printed_face_matches(face, g))
}

/// Whether a face evolves from creatures of a race that includes `race` (801.1a): one of the
/// races its `evolves_from` names, or names in its `or`, has it in whole words; or one of the
/// further bases of a vortex evolution (`evolves_from_also`, 801.1b) does.
#[cfg(whole_vocabulary)]
fn evolves_from_race(face: &crate::card::Face, race: &str) -> bool {
    let names = |base: &Filter| {
        let mut next = Some(base);
        while let Some(f) = next {
            if f.race.as_deref().is_some_and(|r| case::race_includes(r, race)) {
                return true;
            }
            next = f.or.as_deref();
        }
        false
    };
    face.evolves_from.iter().chain(face.evolves_from_also.iter().flatten()).any(names)
}

/// Whether a seal, specified as a card, passes a filter: its cost is 0 and it has no other
/// characteristics (200.3b), so it passes only a filter on cost that 0 meets (or `not` one that
/// it fails).
fn seal_matches(f: &Filter) -> bool {
    let only_cost = Filter {
        cost_min: f.cost_min,
        cost_max: f.cost_max,
        not: f.not.clone(),
        tapped: f.tapped,
        or: f.or.clone(),
        ..Filter::default()
    };
    (*f == only_cost
        && f.cost_min.is_none_or(|m| m == 0)
        && f.tapped != Some(true)
        && f.not.as_deref().is_none_or(|n| !seal_matches(n)))
        || f.or.as_deref().is_some_and(seal_matches)
}
