//! The engine's own words in English and Japanese: zones, players, steps, keywords, standby
//! reasons, and phrases worded when an event happens. The log and the decision prompts are
//! worded from these in either language; the official Japanese terms are used (バトルゾーン,
//! 保留状態, 待機中の効果…). English stays the default: `horyu explain` prints it.

use crate::card::{Destination, Keyword, Until};
use crate::player::PlayerId;
use crate::rules::effects::{Change, ContinuousEffect};
use crate::state::{CardId, Game, Ruleset, StandbyReason, TurnStep};
use crate::zone::{Zone, ZoneRef};
use serde::{Deserialize, Serialize};

pub(crate) mod diagram;
pub(crate) mod event;
pub(crate) mod power;
pub(crate) mod prompt;
pub(crate) mod refusal;
pub mod rules;
pub(crate) mod sight;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    Ja,
}

impl Lang {
    /// From a BCP 47 tag (`navigator.language`, say): Japanese for `ja…`, English otherwise.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.get(..2).is_some_and(|t| t.eq_ignore_ascii_case("ja")) {
            Lang::Ja
        } else {
            Lang::En
        }
    }

    /// `ja` in Japanese when there is one (not empty), otherwise `en`: for texts whose
    /// Japanese may not be written yet (a ruling's title, a custom card's name).
    pub fn or_english<'a>(self, en: &'a str, ja: &'a str) -> &'a str {
        if self == Lang::Ja && !ja.is_empty() {
            ja
        } else {
            en
        }
    }

    /// The BCP 47 tag (`lang="…"` in HTML).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }
}

/// A phrase in both languages, worded when it happens (a card's name then, an amount then).
/// It reads, prints and serializes as its English, so English clients see a plain string.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Text {
    pub en: String,
    pub ja: String,
}

impl Text {
    pub fn new(en: impl Into<String>, ja: impl Into<String>) -> Text {
        Text { en: en.into(), ja: ja.into() }
    }

    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Ja => &self.ja,
        }
    }
}

impl std::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        &self.en
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.en)
    }
}

impl Serialize for Text {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.en)
    }
}

/// Read back from its English, the only words written: the Japanese is that English too.
impl<'de> serde::Deserialize<'de> for Text {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        let en = String::deserialize(d)?;
        Ok(Text { ja: en.clone(), en })
    }
}

pub fn player(p: PlayerId, lang: Lang) -> &'static str {
    match (lang, p) {
        (Lang::En, PlayerId::P1) => "Player 1",
        (Lang::En, PlayerId::P2) => "Player 2",
        (Lang::Ja, PlayerId::P1) => "プレイヤー1",
        (Lang::Ja, PlayerId::P2) => "プレイヤー2",
    }
}

/// A zone's name as a title, as the playground and the board diagram label it ("Battle
/// Zone", 「バトルゾーン」).
pub fn zone_title(z: Zone, lang: Lang) -> &'static str {
    match (lang, z) {
        (Lang::Ja, _) => zone(z, lang),
        (Lang::En, Zone::Deck) => "Deck",
        (Lang::En, Zone::Hand) => "Hand",
        (Lang::En, Zone::Battle) => "Battle Zone",
        (Lang::En, Zone::Mana) => "Mana Zone",
        (Lang::En, Zone::Shields) => "Shield Zone",
        (Lang::En, Zone::Graveyard) => "Graveyard",
        (Lang::En, Zone::Hyperspatial) => "Hyperspatial Zone",
        (Lang::En, Zone::Gr) => "GR Zone",
        (Lang::En, Zone::Anywhere) => "Anywhere",
    }
}

pub fn zone(z: Zone, lang: Lang) -> &'static str {
    if lang == Lang::En {
        return z.name();
    }
    match z {
        Zone::Deck => "山札",
        Zone::Hand => "手札",
        Zone::Battle => "バトルゾーン",
        Zone::Mana => "マナゾーン",
        Zone::Shields => "シールドゾーン",
        Zone::Graveyard => "墓地",
        Zone::Hyperspatial => "超次元ゾーン",
        Zone::Gr => "超GRゾーン",
        Zone::Anywhere => "どこでもないゾーン",
    }
}

/// A player's zone; the battle zone is shared, so it has no owner in words.
pub fn zone_ref(z: ZoneRef, lang: Lang) -> String {
    match (lang, z.zone) {
        (Lang::En, Zone::Battle) => "the battle zone".into(),
        (Lang::En, _) => format!("{}'s {}", z.player, z.zone),
        (Lang::Ja, Zone::Battle) => "バトルゾーン".into(),
        (Lang::Ja, _) => format!("{}の{}", player(z.player, lang), zone(z.zone, lang)),
    }
}

pub fn step(s: TurnStep, lang: Lang) -> &'static str {
    if lang == Lang::En {
        return s.name();
    }
    match s {
        TurnStep::StartOfTurn => "ターン開始ステップ",
        TurnStep::Draw => "ドローステップ",
        TurnStep::ManaCharge => "マナチャージステップ",
        TurnStep::Main => "メインステップ",
        TurnStep::Attack => "攻撃ステップ",
        TurnStep::EndOfTurn => "ターン終了ステップ",
    }
}

pub fn ruleset(r: Ruleset, lang: Lang) -> &'static str {
    match (lang, r) {
        (Lang::En, r) => r.name(),
        (Lang::Ja, Ruleset::Current) => "現行ルール（保留状態、409）",
        (Lang::Ja, Ruleset::Legacy) => "旧ルール（どこでもないゾーン、2022-09-14以前）",
    }
}

pub fn standby_reason(r: StandbyReason, lang: Lang) -> &'static str {
    if lang == Lang::En {
        return r.describe();
    }
    match r {
        StandbyReason::Summon => "召喚中",
        StandbyReason::Cast => "唱えている途中",
        StandbyReason::Use => "使用中",
        StandbyReason::PutIntoBattle => "バトルゾーンに出る途中",
        StandbyReason::Seal => "封印として付けられる直前",
        StandbyReason::Broken => "ブレイクされ、S・トリガーの宣言を待っている",
        StandbyReason::ToHand => "手札に加えられ、S・トリガーの宣言を待っている",
    }
}

/// A civilization (106.1); English as card files write it.
pub fn civilization(c: crate::card::Civilization, lang: Lang) -> &'static str {
    use crate::card::Civilization as C;
    match (lang, c) {
        (Lang::En, c) => c.name(),
        (Lang::Ja, C::Light) => "光",
        (Lang::Ja, C::Water) => "水",
        (Lang::Ja, C::Darkness) => "闇",
        (Lang::Ja, C::Fire) => "火",
        (Lang::Ja, C::Nature) => "自然",
        (Lang::Ja, C::Zero) => "ゼロ",
    }
}

/// The rule a `name` step's choice follows, as its prompt and event cite it.
pub fn naming_rule(what: crate::card::NameKind) -> &'static str {
    use crate::card::NameKind as N;
    match what {
        N::Race => "203.4",
        N::Card => "202.2",
        N::Civilization => "106.3",
        N::Cost | N::Power => "605.2d",
    }
}

/// What a `name` step names: "race", "card name", "number (a cost)"…
pub fn naming(what: crate::card::NameKind, lang: Lang) -> &'static str {
    use crate::card::NameKind as N;
    match (lang, what) {
        (Lang::En, N::Race) => "race",
        (Lang::En, N::Civilization) => "civilization",
        (Lang::En, N::Card) => "card name",
        (Lang::En, N::Cost) => "number (a cost)",
        (Lang::En, N::Power) => "number (a power)",
        (Lang::Ja, N::Race) => "種族",
        (Lang::Ja, N::Civilization) => "文明",
        (Lang::Ja, N::Card) => "カード名",
        (Lang::Ja, N::Cost) => "数字（コスト）",
        (Lang::Ja, N::Power) => "数字（パワー）",
    }
}

/// A card type (204); English as card files write it.
pub fn card_type(t: crate::card::CardType, lang: Lang) -> &'static str {
    use crate::card::CardType as T;
    match (lang, t) {
        (Lang::En, t) => t.name(),
        (Lang::Ja, T::Creature) => "クリーチャー",
        (Lang::Ja, T::EvolutionCreature) => "進化クリーチャー",
        (Lang::Ja, T::Spell) => "呪文",
        (Lang::Ja, T::PsychicCreature) => "サイキック・クリーチャー",
        (Lang::Ja, T::GrCreature) => "GRクリーチャー",
        (Lang::Ja, T::CrossGear) => "クロスギア",
        (Lang::Ja, T::Castle) => "城",
        (Lang::Ja, T::Field) => "フィールド",
        (Lang::Ja, T::Aura) => "オーラ",
        (Lang::Ja, T::Tamaseed) => "タマシード",
        (Lang::Ja, T::RulePlus) => "ルール・プラス",
        (Lang::Ja, T::Weapon) => "ドラグハート・ウエポン",
    }
}

/// `text (aside)`: an aside in parentheses, full-width in Japanese text.
pub fn aside(text: &str, aside: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{text} ({aside})"),
        Lang::Ja => format!("{text}（{aside}）"),
    }
}

/// A continuous effect as the card panel lists it: what it changes and how long it lasts
/// (608.2a), "+3000 power (until the end of the turn)". The card it came from is named by the
/// caller, as the viewer may see it.
pub fn continuous_effect(e: &ContinuousEffect, lang: Lang) -> String {
    let what = match (&e.change, lang) {
        (Change::Power(n), Lang::En) => format!("{n:+} power"),
        (Change::Power(n), Lang::Ja) => format!("パワー{n:+}"),
        (Change::Grant(k), _) => keyword(k, lang),
        #[cfg(whole_vocabulary)]
        (Change::BlockedOnlyBy(_), Lang::En) => {
            "only the chosen creature can block it, and it blocks it if able".to_string()
        }
        #[cfg(whole_vocabulary)]
        (Change::BlockedOnlyBy(_), Lang::Ja) => {
            "選ばれたクリーチャーしかブロックできず、そのクリーチャーは可能であればブロックする".to_string()
        }
    };
    let player = player(e.controller, lang);
    let until = match (e.until, lang) {
        (Until::EndOfTurn, Lang::En) => "until the end of the turn".to_string(),
        (Until::EndOfTurn, Lang::Ja) => "ターンの終わりまで".to_string(),
        // 500.3: the turn of the player whose effect it is, named (the panel is read by both).
        (Until::StartOfYourNextTurn, Lang::En) => format!("until the start of {player}'s next turn"),
        (Until::StartOfYourNextTurn, Lang::Ja) => format!("{player}の次のターンのはじめまで"),
        (Until::EndOfGame, Lang::En) => "for the rest of the game".to_string(),
        (Until::EndOfGame, Lang::Ja) => "ゲームの終わりまで".to_string(),
        #[cfg(whole_vocabulary)]
        (Until::OpponentsNextTurn, Lang::En) => format!("during the next turn of {player}'s opponent"),
        #[cfg(whole_vocabulary)]
        (Until::OpponentsNextTurn, Lang::Ja) => format!("{player}の相手の次のターン中"),
    };
    aside(&what, &until, lang)
}

pub fn keyword(k: &Keyword, lang: Lang) -> String {
    if lang == Lang::En {
        return k.name();
    }
    let ja = match k {
        Keyword::PowerAttacker(n) => return format!("パワーアタッカー+{n}"),
        Keyword::UseFromGraveyard => "墓地から使える",
        Keyword::SkipNextUntap => "次のアンタップをしない",
        Keyword::WSoul => "Wソウル",
        Keyword::MSoul => "Mソウル",
        Keyword::SilentSkill => "サイレントスキル",
        Keyword::Race(r) => {
            let name = if r.name_ja.is_empty() { &r.name } else { &r.name_ja };
            return format!("種族に{name}を追加");
        }
        Keyword::CantBeAttackedBy(_) => "一部のクリーチャーに攻撃されない",
        Keyword::AttackUntappedMatching(_) => "アンタップしている一部のクリーチャーを攻撃できる",
        #[cfg(whole_vocabulary)]
        Keyword::BlockerAgainst(_) => "一部のクリーチャーだけをブロックできるブロッカー",
        #[cfg(whole_vocabulary)]
        Keyword::SlayerAgainst(_) => "一部のクリーチャーに対するスレイヤー",
        #[cfg(whole_vocabulary)]
        Keyword::SurvivesLosingTo(_) => "一部のクリーチャーとのバトルに負けても破壊されない",
        #[cfg(whole_vocabulary)]
        Keyword::AttacksOnly(_) => "一部のクリーチャーしか攻撃できない",
        #[cfg(whole_vocabulary)]
        Keyword::SBack(_) => "S・バック",
        // The editor's keyword list already names the printed keywords in Japanese.
        k => match crate::card::catalog::KEYWORDS.iter().find(|(x, _)| x == k) {
            Some((_, ja)) => ja,
            None => {
                debug_assert!(false, "a keyword with no Japanese name: {k:?}");
                return k.name();
            }
        },
    };
    ja.into()
}

/// Where a card goes, as the Japanese verb phrase "…に置かれる" (English: the place).
pub fn dest(d: Destination, lang: Lang) -> String {
    if lang == Lang::En {
        return crate::rules::moves::dest_words(d);
    }
    match d {
        Destination::Hand => "手札に戻る",
        Destination::Mana => "マナゾーンに置かれる",
        Destination::Graveyard => "墓地に置かれる",
        Destination::Shields => "シールドゾーンに置かれる",
        Destination::DeckTop => "山札の上に置かれる",
        Destination::DeckBottom => "山札の下に置かれる",
        Destination::Deck => "山札に加えてシャッフルされる",
        Destination::Battle => "バトルゾーンに出る",
        Destination::Hyperspatial => "超次元ゾーンに置かれる",
        Destination::Gr => "超GRゾーンに置かれる",
        Destination::Stay => "その場にとどまる",
        Destination::Flip => "その場で裏返る",
        Destination::Under => "バトルゾーンのカードの下に置かれる",
        #[cfg(whole_vocabulary)]
        Destination::TopCardOnly => {
            "一番上のカードだけが離れ、下のカードはそれぞれ別のクリーチャーとして残る"
        }
    }
    .into()
}

/// A face's name in `lang` (English when it has no Japanese name).
pub fn face_name(f: &crate::card::Face, lang: Lang) -> &str {
    lang.or_english(&f.name, &f.name_ja)
}

/// What separates the items of a list in a sentence: ", ", in Japanese "、".
pub fn comma(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ", ",
        Lang::Ja => "、",
    }
}

/// What joins a label to its text: ": ", in Japanese the full-width "：".
pub fn colon(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ": ",
        Lang::Ja => "：",
    }
}

/// Card names in one language, joined as that language lists them.
pub fn names(game: &Game, cards: &[CardId], lang: Lang) -> String {
    cards.iter().map(|&c| game.name_in(c, lang)).collect::<Vec<_>>().join(comma(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_tag_picks_japanese_only_for_ja() {
        for (tag, lang) in [
            ("ja", Lang::Ja),
            ("ja-JP", Lang::Ja),
            ("JA", Lang::Ja),
            ("en-US", Lang::En),
            ("", Lang::En),
            ("j", Lang::En),
            ("日本", Lang::En),
        ] {
            assert_eq!(Lang::from_tag(tag), lang, "{tag:?}");
        }
        assert_eq!(Lang::from_tag(Lang::Ja.tag()), Lang::Ja);
    }

    #[test]
    fn an_effect_until_a_players_next_turn_names_that_player() {
        use crate::event::Cause;
        use crate::state::ObjRef;
        let e = ContinuousEffect {
            target: ObjRef { card: CardId(1), object: 0 },
            change: Change::Power(-2000),
            until: Until::StartOfYourNextTurn,
            controller: PlayerId::P2,
            cause: Cause { card: CardId(2), def: crate::card::CardDefId(1), ability: None },
            spell: None,
        };
        assert_eq!(continuous_effect(&e, Lang::En), "-2000 power (until the start of Player 2's next turn)");
        assert_eq!(continuous_effect(&e, Lang::Ja), "パワー-2000（プレイヤー2の次のターンのはじめまで）");
    }

    #[test]
    fn every_keyword_has_a_japanese_name() {
        let all: Vec<Keyword> = crate::card::catalog::KEYWORDS
            .iter()
            .map(|(k, _)| k.clone())
            .chain([
                Keyword::UseFromGraveyard,
                Keyword::SkipNextUntap,
                Keyword::WSoul,
                Keyword::MSoul,
                Keyword::SilentSkill,
                Keyword::PowerAttacker(2000),
            ])
            .collect();
        for k in &all {
            let ja = keyword(k, Lang::Ja);
            assert!(!ja.is_empty() && ja != k.name(), "{k:?}");
        }
    }
}
