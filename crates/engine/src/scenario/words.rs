//! A scenario's steps in people's words, in English and Japanese: what a step does ("Player 1:
//! Use Energy Stream") and what it expects ("Player 1's graveyard: Magmadragon Ogrist Vhal,
//! Energy Stream"), for the gallery (issue #16). The file's own keys and labels stay one click
//! away in the app; `horyu check` keeps its terse English.

use super::format::{EventExpect, ExpectToml, ZoneExpect};
use super::Scenario;
use crate::action::Action;
use crate::state::Game;
use crate::words::{self, Lang, Text};
use crate::zone::ZoneRef;

/// An action as its player would say it, worded on the game it is applied to, as the judge
/// sees it (the gallery's words and search; a player's view words it through its own Sight).
pub(super) fn said(game: &Game, action: &Action) -> Text {
    let sight = game.sight(None);
    Text::new(sight.said(action, Lang::En), sight.said(action, Lang::Ja))
}

/// A zone of the board file (`p1.battle`): the battle zone is shared, so a player's cards there
/// are their side of it.
fn place(z: ZoneRef, lang: Lang) -> String {
    match (lang, z.zone) {
        (Lang::En, crate::zone::Zone::Battle) => format!("{}'s battle zone", words::player(z.player, lang)),
        (Lang::Ja, crate::zone::Zone::Battle) => format!("{}のバトルゾーン", words::player(z.player, lang)),
        _ => words::zone_ref(z, lang),
    }
}

fn sep(lang: Lang) -> &'static str {
    if lang == Lang::Ja {
        "："
    } else {
        ": "
    }
}

fn list(lang: Lang, names: &[String]) -> String {
    names.join(if lang == Lang::Ja { "、" } else { ", " })
}

impl Scenario {
    /// A name or label of the file, as a card name in `lang` (a label names its card; a name
    /// not on the board is looked up among the cards).
    pub(super) fn name_in(&self, game: &Game, name: &str, lang: Lang) -> String {
        if let Some(&id) = self.labels.get(name) {
            return game.name_in(id, lang);
        }
        match self.db.find(name) {
            Some(d) if lang == Lang::Ja && !d.front.name_ja.is_empty() => d.front.name_ja.clone(),
            Some(d) => d.full_name(),
            None => name.to_string(),
        }
    }

    fn names_in(&self, game: &Game, names: &[String], lang: Lang) -> String {
        let v: Vec<String> = names.iter().map(|n| self.name_in(game, n, lang)).collect();
        list(lang, &v)
    }

    /// Each expectation of a step as a sentence in both languages, worded on the game after
    /// the step (so labels name the cards they stand for).
    pub(super) fn expect_words(&self, game: &Game, e: &ExpectToml) -> Vec<Text> {
        let mut out = Vec::new();
        let both = |f: &dyn Fn(Lang) -> String| Text::new(f(Lang::En), f(Lang::Ja));
        out.extend(self.board_expect_words(game, e));
        if let Some(names) = &e.standby {
            out.push(both(&|lang| match (lang, names.is_empty()) {
                (Lang::En, true) => "Nothing is in standby".into(),
                (Lang::Ja, true) => "保留状態のカードはない".into(),
                (Lang::En, false) => format!("In standby: {}", self.names_in(game, names, lang)),
                (Lang::Ja, false) => format!("保留状態：{}", self.names_in(game, names, lang)),
            }));
        }
        if let Some(names) = &e.pending {
            out.push(both(&|lang| match (lang, names.is_empty()) {
                (Lang::En, true) => "No effect is waiting to resolve".into(),
                (Lang::Ja, true) => "待機中の効果はない".into(),
                (Lang::En, false) => {
                    format!("Waiting to resolve: the effects of {}", self.names_in(game, names, lang))
                }
                (Lang::Ja, false) => format!("待機中の効果：{}", self.names_in(game, names, lang)),
            }));
        }
        if let Some(n) = &e.next {
            out.push(both(&|lang| {
                let who = words::player(n.player, lang);
                match (&n.options, lang) {
                    (None, Lang::En) => format!("{who} picks the next effect to resolve"),
                    (None, Lang::Ja) => format!("{who}が次に解決する効果を選ぶ"),
                    (Some(o), Lang::En) => {
                        format!(
                            "{who} picks the next effect to resolve, among {}",
                            self.names_in(game, o, lang)
                        )
                    }
                    (Some(o), Lang::Ja) => {
                        format!("{who}が{}の中から次に解決する効果を選ぶ", self.names_in(game, o, lang))
                    }
                }
            }));
        }
        if let Some(d) = &e.decision {
            out.push(both(&|lang| {
                let who = d.player.map(|p| words::player(p, lang));
                let kind = decision_kind(&d.kind, lang);
                let among = d.options.as_ref().map(|o| self.names_in(game, o, lang));
                match (lang, d.kind.as_str()) {
                    (Lang::En, "none") => "Nothing is asked".into(),
                    (Lang::Ja, "none") => "何も問われていない".into(),
                    (Lang::En, _) => format!(
                        "{} asked: {kind}{}",
                        who.map_or("A player is".to_string(), |w| format!("{w} is")),
                        among.map(|a| format!(", among {a}")).unwrap_or_default()
                    ),
                    (Lang::Ja, _) => format!(
                        "{}{}{kind}",
                        who.map(|w| format!("{w}への問い：")).unwrap_or_else(|| "問い：".into()),
                        among.map(|a| format!("（{a}から）")).unwrap_or_default()
                    ),
                }
            }));
        }
        for (ev, happened) in e.events.iter().map(|e| (e, true)).chain(e.no_events.iter().map(|e| (e, false)))
        {
            out.push(both(&|lang| self.event_sentence(game, ev, happened, lang)));
        }
        if let Some(r) = &e.result {
            out.push(both(&|lang| match (crate::PlayerId::BOTH.into_iter().find(|p| p.key() == r), lang) {
                (Some(p), Lang::En) => format!("{} wins", words::player(p, lang)),
                (Some(p), Lang::Ja) => format!("{}の勝ち", words::player(p, lang)),
                (None, Lang::En) => "No one has won".into(),
                (None, Lang::Ja) => "まだ勝者はいない".into(),
            }));
        }
        for text in &e.log {
            out.push(Text::new(format!("The log says “{text}”"), format!("ログに「{text}」とある")));
        }
        out
    }

    /// The expectations of a step about the board, worded: the zones, their order, powers and
    /// tapped states.
    fn board_expect_words(&self, game: &Game, e: &ExpectToml) -> Vec<Text> {
        let mut out = Vec::new();
        let both = |f: &dyn Fn(Lang) -> String| Text::new(f(Lang::En), f(Lang::Ja));
        for (key, want) in &e.zones {
            let Some(z) = ZoneRef::parse(key) else { continue };
            out.push(both(&|lang| {
                let place = place(z, lang);
                match (want, lang) {
                    (ZoneExpect::Count(0), Lang::En) => format!("{place}: no cards"),
                    (ZoneExpect::Count(0), Lang::Ja) => format!("{place}：0枚"),
                    (ZoneExpect::Count(n), Lang::En) => {
                        format!("{place}: {n} card{}", if *n == 1 { "" } else { "s" })
                    }
                    (ZoneExpect::Count(n), Lang::Ja) => format!("{place}：{n}枚"),
                    (ZoneExpect::Cards(c), _) if c.is_empty() => {
                        format!("{place}{}{}", sep(lang), if lang == Lang::Ja { "0枚" } else { "no cards" })
                    }
                    (ZoneExpect::Cards(c), _) => {
                        format!("{place}{}{}", sep(lang), self.names_in(game, c, lang))
                    }
                }
            }));
        }
        for (key, cards) in &e.order {
            let Some(z) = ZoneRef::parse(key) else { continue };
            out.push(both(&|lang| {
                let place = place(z, lang);
                match lang {
                    Lang::En => format!("{place}, in order: {}", self.names_in(game, cards, lang)),
                    Lang::Ja => format!("{place}（この順）：{}", self.names_in(game, cards, lang)),
                }
            }));
        }
        for (name, power) in &e.power {
            out.push(both(&|lang| match lang {
                Lang::En => format!("{} has power {power}", self.name_in(game, name, lang)),
                Lang::Ja => format!("{}のパワーは{power}", self.name_in(game, name, lang)),
            }));
        }
        for (name, tapped) in &e.tapped {
            out.push(both(&|lang| match (lang, tapped) {
                (Lang::En, true) => format!("{} is tapped", self.name_in(game, name, lang)),
                (Lang::En, false) => format!("{} is untapped", self.name_in(game, name, lang)),
                (Lang::Ja, true) => format!("{}はタップされている", self.name_in(game, name, lang)),
                (Lang::Ja, false) => format!("{}はアンタップされている", self.name_in(game, name, lang)),
            }));
        }
        out
    }

    fn event_sentence(&self, game: &Game, ev: &EventExpect, happened: bool, lang: Lang) -> String {
        let (rule, card, text) = match ev {
            EventExpect::Rule(r) => (Some(r.as_str()), None, None),
            EventExpect::Detailed { rule, card, text, .. } => {
                (rule.as_deref(), card.as_deref(), text.as_deref())
            }
        };
        let card = card.map(|c| self.name_in(game, c, lang));
        // "The log cites 703.4c for Magmadragon Ogrist Vhal": events cite the rules that drove them.
        match lang {
            Lang::En => {
                let mut s =
                    if happened { "The log cites".to_string() } else { "The log does not cite".to_string() };
                s.push_str(&rule.map_or_else(|| " an event".to_string(), |r| format!(" {r}")));
                if let Some(c) = &card {
                    s.push_str(&format!(" for {c}"));
                }
                if let Some(t) = text {
                    s.push_str(&format!(" (“{t}”)"));
                }
                s
            }
            Lang::Ja => {
                let what = rule.map_or_else(|| "処理".to_string(), |r| format!("{r}の処理"));
                let on = card.map(|c| format!("{c}への")).unwrap_or_default();
                let text = text.map(|t| format!("「{t}」という")).unwrap_or_default();
                format!("ログに{text}{on}{what}が{}", if happened { "ある" } else { "ない" })
            }
        }
    }
}

fn decision_kind(kind: &str, lang: Lang) -> String {
    let (en, ja) = match kind {
        "turn" => ("what to do in the turn", "ターン中の行動"),
        "next_pending" => ("which pending effect resolves next", "次に解決する待機中の効果"),
        "cards" => ("to choose cards", "カードの選択"),
        "mana" => ("which mana to tap", "タップするマナ"),
        "yes_no" => ("yes or no", "はいかいいえ"),
        "number" => ("a number", "数"),
        "replacement" => ("which replacement effect applies", "適用する置換効果"),
        "mode" => ("which mode", "モードの選択"),
        other => (other, other),
    };
    if lang == Lang::Ja { ja } else { en }.to_string()
}

/// A step that plays nothing: it only checks the board.
pub(super) fn checks_only() -> Text {
    Text::new("Check the board", "盤面を確認する")
}
