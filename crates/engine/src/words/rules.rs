//! The rules the engine cites, readable: for each rule number, a title and a one-to-three
//! sentence summary in our own words, in English and Japanese, and the official rules page to
//! read the rule itself. The playground shows them when a citation is hovered, focused or
//! tapped. A static table: nothing is parsed when the page starts.
//!
//! Every number the engine, the cards, the app or a ruling can cite has an entry of its own
//! (crates/engine/tests/rule_summaries.rs scans them); a sub-rule never falls back to its
//! parent's summary.

use super::Lang;

/// The publisher's page for the General Game Rules (総合ゲームルール): it links the current
/// version's PDF, whose address changes with each version.
pub const OFFICIAL_RULES_URL: &str = "https://dm.takaratomy.co.jp/rule/rulechange/";

/// One rule, readable.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleSummary {
    /// As cited, e.g. `"409.1c"`.
    pub number: &'static str,
    /// What the rule is about, within its section ("" for a whole section).
    topic: [&'static str; 2],
    summary: [&'static str; 2],
}

impl RuleSummary {
    /// The section's heading, then what this rule is about: "Standby: not counted in its zone".
    pub fn title(&self, lang: Lang) -> String {
        let section = section(self.number, lang).unwrap_or_default();
        match (pick(self.topic, lang), lang) {
            ("", _) => section.to_string(),
            (topic, Lang::En) => format!("{section}: {topic}"),
            (topic, Lang::Ja) => format!("{section}：{topic}"),
        }
    }

    /// One to three sentences.
    pub fn summary(&self, lang: Lang) -> &'static str {
        pick(self.summary, lang)
    }
}

/// The rule cited as `number` (exactly as the engine cites it), or None if it has no summary.
pub fn rule(number: &str) -> Option<RuleSummary> {
    RULES.binary_search_by(|r| r.number.cmp(number)).ok().map(|i| RULES[i])
}

/// Every summary, in the order of their numbers.
pub fn all() -> &'static [RuleSummary] {
    RULES
}

/// The heading of the section a rule number belongs to (its first three digits).
pub fn section(number: &str, lang: Lang) -> Option<&'static str> {
    let n = number.get(..3)?;
    SECTIONS.iter().find(|s| s.0 == n).map(|s| pick(s.1, lang))
}

/// A rule as the playground fetches it on the first citation read (`rules.bin`, written by
/// `horyu rules`): the page's first load carries only the numbers (issue #15).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Readable {
    /// The title in English and Japanese, as [`RuleSummary::title`] words it.
    pub title: [String; 2],
    /// The summary in English and Japanese.
    pub summary: [String; 2],
}

impl Readable {
    pub fn title(&self, lang: Lang) -> &str {
        let [en, ja] = &self.title;
        lang.or_english(en, ja)
    }

    pub fn summary(&self, lang: Lang) -> &str {
        let [en, ja] = &self.summary;
        lang.or_english(en, ja)
    }
}

impl From<&RuleSummary> for Readable {
    fn from(r: &RuleSummary) -> Readable {
        let both = |f: &dyn Fn(Lang) -> String| [f(Lang::En), f(Lang::Ja)];
        Readable { title: both(&|l| r.title(l)), summary: both(&|l| r.summary(l).to_string()) }
    }
}

/// Every rule readable, by number.
pub fn readable() -> std::collections::BTreeMap<&'static str, Readable> {
    RULES.iter().map(|r| (r.number, Readable::from(r))).collect()
}

/// [`readable`] in binary ([`crate::card::compact`]): what `rules.bin` holds.
pub fn readable_bytes() -> Vec<u8> {
    // Strings and a map of known length: postcard writes them.
    crate::card::compact::to_bytes(&readable()).unwrap_or_default()
}

/// What [`readable_bytes`] wrote.
pub fn read_readable(bytes: &[u8]) -> Result<std::collections::BTreeMap<String, Readable>, String> {
    crate::card::compact::from_bytes(bytes)
}

/// English or Japanese, from a pair written in that order.
fn pick(pair: [&'static str; 2], lang: Lang) -> &'static str {
    match lang {
        Lang::En => pair[0],
        Lang::Ja => pair[1],
    }
}

const fn r(number: &'static str, topic: [&'static str; 2], summary: [&'static str; 2]) -> RuleSummary {
    RuleSummary { number, topic, summary }
}

/// Section headings: (number, [English, Japanese]).
const SECTIONS: &[(&str, [&str; 2])] = &[
    ("101", ["Absolute rules", "絶対ルール"]),
    ("103", ["Starting the game", "ゲームの開始"]),
    ("104", ["Winning and losing", "勝利条件"]),
    ("105", ["Tapped and untapped", "カードの向き"]),
    ("106", ["Civilizations", "文明"]),
    ("109", ["Cards", "カード"]),
    ("110", ["Abilities and effects", "能力と効果"]),
    ("111", ["Timing", "タイミング"]),
    ("112", ["Costs", "コスト"]),
    ("113", ["Shields", "シールド"]),
    ("114", ["Drawing", "カードを引く"]),
    ("115", ["Battle", "バトル"]),
    ("116", ["Seals", "封印"]),
    ("117", ["Hyperspatial zone", "超次元ゾーン"]),
    ("200", ["Card characteristics", "カードの特性"]),
    ("201", ["A card's cost", "カードのコスト"]),
    ("202", ["Card name", "カード名"]),
    ("203", ["Race", "種族"]),
    ("207", ["Mana symbol", "マナシンボル"]),
    ("303", ["Cross Gear", "クロスギア"]),
    ("305", ["Weapons", "ウエポン"]),
    ("310", ["Auras", "オーラ"]),
    ("314", ["Rule Plus", "ルール・プラス"]),
    ("315", ["Tamaseeds", "タマシード"]),
    ("316", ["Elements", "エレメント"]),
    ("400", ["Zones", "ゾーン"]),
    ("401", ["Deck", "山札"]),
    ("409", ["Standby", "保留状態"]),
    ("500", ["Turn structure", "ターンの進行"]),
    ("501", ["Start of turn step", "ターン開始ステップ"]),
    ("502", ["Draw step", "ドローステップ"]),
    ("503", ["Mana charge step", "マナチャージステップ"]),
    ("504", ["Main step", "メインステップ"]),
    ("505", ["Attack step", "攻撃ステップ"]),
    ("506", ["Choosing the attacker", "攻撃クリーチャー指定ステップ"]),
    ("507", ["Choosing a blocker", "ブロック・クリーチャー指定ステップ"]),
    ("508", ["Battle step", "バトルステップ"]),
    ("509", ["Direct attack step", "ダイレクトアタック・ステップ"]),
    ("510", ["End of attack step", "攻撃終了ステップ"]),
    ("511", ["End of turn step", "ターン終了ステップ"]),
    ("512", ["Moving to the next turn", "次のターンへの移行"]),
    ("601", ["Using a card", "カードの使用"]),
    ("602", ["Activated abilities", "起動型能力"]),
    ("603", ["Triggered abilities", "誘発型能力"]),
    ("604", ["Static abilities", "常在型能力"]),
    ("605", ["Resolution", "解決"]),
    ("608", ["Continuous effects", "継続的効果"]),
    ("609", ["Replacement effects", "置換効果"]),
    ("700", ["Other rules", "その他のルール"]),
    ("701", ["Keyword actions", "キーワード処理"]),
    ("702", ["Turn-based actions", "ターン起因処理"]),
    ("703", ["State-based actions", "状況起因処理"]),
    ("801", ["Evolution creatures", "進化クリーチャー"]),
    ("802", ["NEO creatures", "NEOクリーチャー"]),
    ("805", ["Psychic creatures", "サイキック・クリーチャー"]),
    ("807", ["Dragheart", "ドラグハート"]),
    ("810", ["Twinpacts", "ツインパクト"]),
    ("811", ["GR creatures", "GRクリーチャー"]),
];

/// Sorted by number, as strings, for the binary search. Summaries in our own words; the
/// official text is at [`OFFICIAL_RULES_URL`].
const RULES: &[RuleSummary] = &[
    r(
        "101.1",
        ["cards beat the rules", "カードはルールに勝つ"],
        [
            "When a card's text contradicts the rules, the card wins, but only in that one situation.",
            "カードのテキストがルールと矛盾するときはカードが優先される。ただし無視されるのはその場面のルールだけ。",
        ],
    ),
    r(
        "101.2",
        ["“can't” beats “can”", "「できない」が優先"],
        [
            "When one effect says something can be done and another says it can't, the “can't” wins. A card still beats a limit set only by the rules, as a speed attacker ignores summoning sickness.",
            "「できる」効果と「できない」効果が同時にあれば「できない」が優先される。ただしカードはルールに勝つので、スピードアタッカーは召喚酔いのルールを無視できる。",
        ],
    ),
    r(
        "101.3",
        ["do as much as you can", "できる限り実行する"],
        [
            "If part of an instruction can't be carried out, the rest is still done; only the impossible part is skipped.",
            "指示の一部が実行できなくても、できる部分はすべて実行し、できない部分だけを無視する。",
        ],
    ),
    r(
        "101.3a",
        ["\"if you do\" follows the attempt", "「そうしたら」は試みで決まる"],
        [
            "An effect conditioned on an action, like \"if you do\", goes on once that action was attempted, whatever its outcome.",
            "「そうしたら」のように処理を条件とする効果は、その処理を試みた時点で、結果にかかわらず続けて行われる。",
        ],
    ),
    r(
        "101.4",
        ["S-Triggers first, then the turn player", "S・トリガーとターン・プレイヤーが優先"],
        [
            "When several effects wait at once, S-Triggers are handled first, and the turn player's effects come before the other player's. Each effect is finished before the next one starts.",
            "複数の効果が同時にあるときはS・トリガーを先に処理し、ターン・プレイヤーの効果を非ターン・プレイヤーの効果より先に処理する。1つの効果を終えてから次の効果に移る。",
        ],
    ),
    r(
        "101.4a",
        ["the order of effects that happen together", "同時に発生した効果の順番"],
        [
            "S-Triggers go first, the turn player's and then the other player's. Then the turn player resolves their other effects in the order they choose, and only then does the non-turn player; an effect created meanwhile waits in standby.",
            "まずS・トリガーをターン・プレイヤー、非ターン・プレイヤーの順に処理する。次にターン・プレイヤーが残りの自分の効果を好きな順に解決し、その後で非ターン・プレイヤーの効果に移る。途中で発生した効果は待機する。",
        ],
    ),
    r(
        "101.4b",
        ["S-Back, G-Strike and Sabaki Z", "S・バック、G・ストライク、サバキZ"],
        [
            "S-Back, G-Strike and Sabaki Z are handled at the same point as S-Triggers. When several happen together, the turn player's come first.",
            "S・バック、G・ストライク、サバキZはS・トリガーと同じタイミングで処理する。同時に複数あれば、ターン・プレイヤーのものから処理する。",
        ],
    ),
    r(
        "101.4d",
        ["no cutting in", "処理中の割り込み"],
        [
            "Once an effect starts, nothing cuts in before it ends, except replacement effects. A spell it tells you to use is resolved as part of it.",
            "効果の処理中には、置換効果を除いてほかの効果は割り込めない。その効果の指示で別の呪文などを使う場合は、その処理の一部として解決する。",
        ],
    ),
    r(
        "101.5",
        ["one replacement per event", "置換は1つの事象に1回"],
        [
            "A single event can be changed by only one replacement effect; once replaced, it can't be replaced again.",
            "1つの事象に適用できる置換効果は1つだけで、置き換えられた事象をさらに置き換えることはできない。",
        ],
    ),
    r(
        "101.5a",
        ["the replaced part is done", "置き換えた部分は確定する"],
        [
            "What a replacement put in place of part of an effect is not replaced any further; the effect is still carried out as one, the replaced part included.",
            "置換効果が置き換えた部分はそれ以上置き換えられない。効果は置き換えた部分を含めて1つの効果として処理する。",
        ],
    ),
    r(
        "103.2",
        ["the deck check", "デッキの確認"],
        [
            "Before play, each player hands their deck to the opponent, who checks that it has 40 cards and shuffles or cuts it.",
            "ゲームの前に各プレイヤーは相手にデッキを渡し、40枚あることを確かめてシャッフルかカットをしてもらう。",
        ],
    ),
    r(
        "103.3",
        ["shields and the first hand", "シールドと最初の手札"],
        [
            "After any start-of-game instructions, each player puts the top 5 cards of their deck face down as shields, then draws 5 cards.",
            "ゲーム開始時の指示を済ませたら、各プレイヤーは山札の上から5枚を裏向きのままシールドとして置き、5枚引いて手札にする。",
        ],
    ),
    r(
        "103.4",
        ["who goes first", "先攻の決定"],
        [
            "Rock-paper-scissors decides who goes first, and the winner must take the first turn.",
            "じゃんけんで先攻を決め、勝ったプレイヤーが必ず先攻になる。",
        ],
    ),
    r(
        "103.5",
        ["the first turn", "最初のターン"],
        [
            "The player going first takes the first turn, and does not draw in it.",
            "先攻プレイヤーからターンを始める。先攻の最初のターンにはドローしない。",
        ],
    ),
    r(
        "104.1",
        ["the game ends at once", "ただちに決着"],
        [
            "As soon as either player wins or loses, the game is over.",
            "どちらかのプレイヤーが勝つか負けた時点で、ゲームはただちに終わる。",
        ],
    ),
    r(
        "104.2a",
        ["the direct attack", "ダイレクトアタック"],
        [
            "If your creature attacks the opponent, the attack is not redirected, and the opponent has no shields left, you win.",
            "相手を攻撃したクリーチャーの攻撃先が変わらず、相手のシールドが0枚なら、その時点で勝つ。",
        ],
    ),
    r(
        "104.2b",
        ["an empty deck", "山札切れ"],
        [
            "A player whose deck reaches 0 cards loses, even if it is empty only for a moment in the middle of an effect.",
            "山札が0枚になったプレイヤーは負ける。効果の処理中に一瞬だけ0枚になった場合も同じ。",
        ],
    ),
    r(
        "104.2c",
        ["winning by an effect", "効果による勝敗"],
        [
            "A card can make a player win or lose. A player who meets a winning and a losing condition at the same time wins.",
            "カードの効果で勝敗が決まることもある。勝利条件と敗北条件を同時に満たしたプレイヤーは勝つ。",
        ],
    ),
    r(
        "105.2",
        ["untapped", "アンタップ状態"],
        [
            "An untapped card is ready to be used. Tapped cards are normally untapped at the start of the turn.",
            "アンタップ状態は使える状態を表す。タップされたカードは通常、ターンのはじめにアンタップされる。",
        ],
    ),
    r(
        "105.4a",
        ["what can be tapped", "タップできるカード"],
        [
            "Only creatures and Tamaseeds in the battle zone, and cards in the mana zone, can be tapped or untapped. Cards in other zones keep their orientation.",
            "タップやアンタップができるのは、バトルゾーンのクリーチャーとタマシード、マナゾーンのカードだけ。ほかのゾーンのカードの向きは変えられない。",
        ],
    ),
    r(
        "106.2",
        ["a card's civilizations", "カードの文明"],
        [
            "A card normally has one or more of the five civilizations, shown by the colours of its mana symbol and frame.",
            "カードは通常、5つの文明のうち1つ以上を持ち、マナシンボルや枠の色で示される。",
        ],
    ),
    r(
        "106.2b",
        ["multicolored cards", "多色カード"],
        [
            "A card with two or more civilizations is a multicolored card.",
            "2つ以上の文明を持つカードは多色カードと呼ぶ。",
        ],
    ),
    r(
        "106.2c",
        ["colorless cards", "無色のカード"],
        [
            "A card with no civilization is a colorless card.",
            "文明を持たないカードは無色のカードと呼ぶ。",
        ],
    ),
    r(
        "106.3",
        ["naming a civilization", "文明を選ぶ"],
        [
            "When a card asks you to choose a civilization, you must pick one of the five; “colorless” is not a choice.",
            "カードの指示で文明を選ぶときは5つの文明から選び、無色は選べない。",
        ],
    ),
    r(
        "109.2a",
        ["a card is only itself", "カードはそのカード自身"],
        [
            "An effect that chooses a card chooses only that card: even in an evolution creature made of several cards, only the card specified is affected.",
            "能力や効果でカードを選ぶときは、そのカードだけを選ぶ。複数枚でできた進化クリーチャーでも、影響を受けるのは指定したカードだけ。",
        ],
    ),
    r(
        "109.2b",
        ["a creature of several cards leaving", "複数枚のクリーチャーが離れるとき"],
        [
            "When an evolution creature leaves the battle zone, only its top card leaves as a creature. The cards under it leave as plain cards.",
            "進化クリーチャーがバトルゾーンを離れるとき、クリーチャーとして離れるのは一番上のカードだけ。下のカードは単なるカードとして離れる。",
        ],
    ),
    r(
        "109.2c",
        ["the cards of an element", "エレメントを構成するカード"],
        [
            "Effects on an element made of several cards apply to all of its cards. Auras are among a creature's cards; seals, cross gear and Draghearts are not.",
            "複数のカードでできたエレメントへの効果は、そのすべてのカードに適用される。オーラはクリーチャーを構成するカードに含まれるが、封印、クロスギア、ドラグハートは含まれない。",
        ],
    ),
    r(
        "110.1",
        ["abilities", "能力"],
        [
            "An ability is what lets a card affect the game. It comes from the card's text or is given by a rule or an effect (“has”, “gains”), and it creates effects.",
            "能力とは、カードがゲームに影響を与えるための特性。カードのテキストで決まるほか、ルールや効果で与えられることもあり、能力が効果を生む。",
        ],
    ),
    r(
        "110.2e",
        ["an effect reaches the cards there as it is made", "効果は生成時にそこにあるカードにだけ及ぶ"],
        [
            "An effect that changes cards reaches only the cards in its area when it is made; a card that arrives there later in the turn is not affected.",
            "カードに影響する効果は、それが生成された時に範囲内にあるカードにだけ及ぶ。そのターンに後からそこへ来たカードには影響しない。",
        ],
    ),
    r(
        "110.4b",
        ["abilities that name their zone", "働くゾーンを示す能力"],
        [
            "An ability that says in which zone it works works only there: a card can act from the graveyard or the hand this way, while its other abilities wait for the battle zone.",
            "どのゾーンで働くかを示す能力は、そのゾーンでのみ働く。こうして墓地や手札から働く能力もあり、その他の能力はバトルゾーンでのみ働く。",
        ],
    ),
    r(
        "110.4f",
        ["state-defining effects", "状態定義効果"],
        [
            "A state-defining effect sets the state a card is in as it is put into a zone, such as entering tapped. It is not a replacement effect: all of them apply, and none does anything if the card is not actually put there.",
            "状態定義効果は、カードがゾーンに置かれる際の状態（タップして出るなど）を決める。置換効果ではないので、複数あればすべて適用され、カードが実際にそのゾーンに置かれなければ何もしない。",
        ],
    ),
    r(
        "110.4g",
        ["triggered abilities outside the battle zone", "バトルゾーン以外で誘発する能力"],
        [
            "A triggered ability whose event can happen only while its card is in another zone than the battle zone works in that zone: \"when this card is put into a graveyard\" triggers in the graveyard, once the card is there.",
            "バトルゾーン以外のゾーンにある時にしか起こりえない誘発条件を持つ誘発型能力は、そのゾーンで働く。「このカードが墓地に置かれた時」は、カードが墓地に置かれてから墓地で誘発する。",
        ],
    ),
    r(
        "110.5a",
        ["a source that has left", "離れた発生源"],
        [
            "A triggered effect, once waiting, no longer depends on its source: it still resolves after the source has moved. An effect that reads its source then reads it as it was just before it left the battle zone, its power with every modification.",
            "誘発した効果は待機状態になると発生源から独立し、発生源が移動しても解決する。発生源を参照する効果は、バトルゾーンを離れる直前の状態（修整を含めたパワーなど）を参照する。",
        ],
    ),
    r(
        "110.7",
        ["abilities that add up", "重複する能力"],
        [
            "Some abilities, such as slayer or power attacker, work once for each copy of the ability a card has.",
            "スレイヤーやパワーアタッカーなど一部の能力は、同じ能力を複数持てばその数だけ効果を発揮する。",
        ],
    ),
    r(
        "111.2d",
        ["state-based actions", "状況起因処理"],
        [
            "State-based actions happen by themselves as soon as their conditions are met, even while an ability is resolving. Destroying a creature with 0 power or less is one.",
            "状況起因処理は条件を満たすと自動で行われ、能力の解決中でも優先される。パワー0以下のクリーチャーの破壊などがこれにあたる。",
        ],
    ),
    r(
        "112.2a",
        ["paying civilizations", "文明の支払い"],
        [
            "To pay a cost, first tap one mana card for each civilization the card needs, then tap more until the mana adds up to the cost. One multicolored card counts for only one of those civilizations.",
            "コストを支払うときは、まず必要な文明ごとにマナゾーンのカードを1枚ずつタップし、残りの分をタップする。多色カード1枚で満たせる文明は1つだけ。",
        ],
    ),
    r(
        "112.3",
        ["using a card for free, at a timing", "コストを支払わない使用と宣言"],
        [
            "Some abilities let a card be used without paying its cost; those that work at a particular timing must be declared to be used.",
            "カードをコストを支払わずに使える能力がある。特定のタイミングで働くものは、使用を宣言する必要がある。",
        ],
    ),
    r(
        "112.3a",
        ["S-Trigger", "S・トリガー"],
        [
            "When a shield with S-Trigger goes to your hand, you may show and declare it to use it for free. With several, you declare them all first, then use them one at a time.",
            "S・トリガーを持つシールドが手札に加わるとき、相手に見せて宣言すればコストを支払わずに使える。複数あればすべて宣言してから1枚ずつ使う。",
        ],
    ),
    r(
        "112.3c",
        ["ninja strike", "ニンジャ・ストライク"],
        [
            "Ninja strike lets a player summon a creature from the hand without paying its cost, if they have the stated number of mana cards, when the other player's creature attacks or blocks, at their own moment to declare.",
            "ニンジャ・ストライクは、相手のクリーチャーが攻撃またはブロックした後の自分の宣言の機会に、マナゾーンのカードが指定の枚数以上あれば、手札のクリーチャーをコストを支払わずに召喚できる能力。",
        ],
    ),
    r(
        "113.1",
        ["face down, five to start", "裏向き、最初は5つ"],
        [
            "Shields are put face down in the shield zone; each player starts the game with five.",
            "シールドは裏向きでシールドゾーンに置く。ゲーム開始時は各プレイヤー5つ。",
        ],
    ),
    r(
        "113.6",
        ["declaring on the way to the hand", "手札に加わる前の宣言"],
        [
            "When a shield is going to the hand, its owner may first declare S-Trigger, G-Strike or S-Back. The shield reaches the hand only after every declaration is made.",
            "シールドが手札に加わるとき、持ち主はS・トリガー、G・ストライク、S・バックの使用を宣言できる。宣言がすべて終わってから手札に加わる。",
        ],
    ),
    r(
        "113.6a",
        ["shields in standby", "保留状態のシールド"],
        [
            "Until its owner finishes declaring, a shield on its way to the hand is in standby. It is still physically in the shield zone, but it is counted neither as a shield nor as a card there.",
            "宣言が終わるまで、手札に加わるシールドは保留状態になる。物理的にはシールドゾーンにあるが、シールドの数にもカードの枚数にも数えない。",
        ],
    ),
    r(
        "113.6b",
        ["S-Trigger given to shields is read before they wait", "シールドに与えるS・トリガーは待機直前を参照"],
        [
            "An ability that gives S-Trigger to cards in the shield zone decides whether it gives it from the state just before the shields being put into the hand enter standby, while they still count as shields.",
            "シールドゾーンのカードにS・トリガーを与える能力は、手札に加えられるシールドが待機状態になる直前の状況を参照して、与えるかどうかを決める。",
        ],
    ),
    r(
        "114.1",
        ["drawing a card", "カードを引く"],
        [
            "To draw is to put the top card of your deck into your hand, in the draw step or when an effect says so.",
            "カードを引くとは、山札の一番上のカードを手札に加えること。ドローステップや、呪文や能力の効果で行う。",
        ],
    ),
    r(
        "115.2",
        ["when a battle starts", "バトルの開始"],
        [
            "When a battle begins, abilities that trigger on it trigger first, and their effects are handled starting with the turn player's.",
            "バトルが始まると、まずそれで誘発する能力が誘発し、ターン・プレイヤーの効果から順に処理する。",
        ],
    ),
    r(
        "115.3",
        ["comparing power", "パワーの比較"],
        [
            "A battle compares the power of the two creatures.",
            "バトルでは2体のクリーチャーのパワーを比べる。",
        ],
    ),
    r(
        "115.3b",
        ["winning and losing", "勝ちと負け"],
        [
            "The creature with more power wins and the other loses; with equal power, both lose. A creature that loses is destroyed, as a state-based action.",
            "パワーの大きいクリーチャーが勝ち、小さいほうが負ける。同じなら両方とも負け。負けたクリーチャーは状況起因処理で破壊される。",
        ],
    ),
    r(
        "115.3d",
        ["after the battle", "バトルの後"],
        [
            "Then abilities that trigger on the battle's result trigger, and their effects are handled starting with the turn player's.",
            "その後、バトルの結果で誘発する能力が誘発し、ターン・プレイヤーの効果から順に処理する。",
        ],
    ),
    r(
        "116.1a",
        ["attaching a seal", "封印の付け方"],
        [
            "To seal a card, the top card of its owner's deck is put face down on top of it.",
            "封印を付けるには、そのカードの持ち主の山札の上から1枚を裏向きのまま上に重ねる。",
        ],
    ),
    r(
        "116.2",
        ["a sealed creature is ignored", "封印されたクリーチャーは無視される"],
        [
            "A creature with a seal on it is ignored.",
            "封印が付いているクリーチャーは無視される。",
        ],
    ),
    r(
        "116.2a",
        ["a sealed creature is ignored", "封印されたクリーチャーは無視される"],
        [
            "A creature with a seal on it is treated as if it were not in the battle zone. It can't attack or block, its abilities do nothing, it can't be chosen, and it neither taps nor untaps.",
            "封印が付いたクリーチャーは、バトルゾーンに存在しないものとして扱う。攻撃もブロックもできず、能力は働かず、選ばれず、タップもアンタップもしない。",
        ],
    ),
    r(
        "116.4",
        ["removing a seal", "封印を外す"],
        [
            "When a Command enters the battle zone, its owner removes one seal from a card that shares its civilization and puts it into the graveyard.",
            "コマンドがバトルゾーンに出ると、その持ち主はコマンドと同じ文明のカードに付いた封印を1つ外して墓地に置く。",
        ],
    ),
    r(
        "116.4a",
        ["a Command removes a seal", "コマンドが封印を外す"],
        [
            "A Command entering the battle zone, a creature or not, makes its owner put one seal into the graveyard from among their sealed cards that share a civilization with it. They can't decline.",
            "コマンドがバトルゾーンに出ると、クリーチャーかどうかにかかわらず、その持ち主は同じ文明を持つ封印付きの自分のカードから封印を1つ墓地に置く。外さないことは選べない。",
        ],
    ),
    r(
        "116.4b",
        ["a sealed card's civilization", "封印されたカードの文明"],
        [
            "A sealed creature is ignored, but its civilizations are still read to decide which seal a Command removes. The removal is a state-based action.",
            "封印されたクリーチャーは無視されるが、封印を外す際にはその文明を参照する。これは状況起因処理である。",
        ],
    ),
    r(
        "117.1",
        ["hyperspatial cards go back", "超次元ゾーンに戻るカード"],
        ["Psychic cards, Draghearts and Rule Plus cards put into any zone other than the battle zone are put into the hyperspatial zone instead; no effect can stop this.", "サイキック、ドラグハート、ルール・プラスのカードは、バトルゾーン以外のゾーンに置かれる場合、かわりに超次元ゾーンに置かれる。これはカードの効果で妨げられない。"],
    ),
    r(
        "200.3a",
        ["cards under another card", "下にあるカード"],
        [
            "The characteristics of cards under another card are usually ignored, but an effect that specifies cards reads them; one that specifies creatures does not.",
            "他のカードの下にあるカードの特性はふつう無視されるが、カードを指定する効果はそれを参照する。クリーチャーを指定する効果は参照しない。",
        ],
    ),
    r(
        "200.3b",
        ["a seal as a card", "カードとしての封印"],
        [
            "A seal's characteristics can't be checked: specified as a card, it has cost 0 and no other characteristics.",
            "封印の特性は確認できない。カードとして指定されたときは、コスト0でそれ以外の特性を持たないカードとして扱う。",
        ],
    ),
    r(
        "201.2b",
        ["reading one of two costs", "2つのコストの参照"],
        [
            "A card with two costs, like a twinpact, has one of them read when an effect refers to its cost: the player using that effect picks which.",
            "ツインパクトのようにコストを2つ持つカードのコストを効果が参照するときは、その効果を使うプレイヤーが、どちらか一方を選んで参照する。",
        ],
    ),
    r(
        "201.2c",
        ["two costs in a gachinko judge", "ガチンコ・ジャッジでの2つのコスト"],
        [
            "When a card with two costs is revealed in a gachinko judge, the player who revealed it, not the one whose ability it is, picks which cost is read.",
            "ガチンコ・ジャッジでコストを2つ持つカードがめくられたら、能力を使ったプレイヤーではなく、それをめくったプレイヤーがどちらのコストを参照するかを選ぶ。",
        ],
    ),
    r(
        "202.3",
        ["part of a name", "名前の一部"],
        [
            "An effect that names part of a card name reaches every card whose name contains it; a name that wholly contains another card's name counts as that name.",
            "カード名の一部を指定する効果は、その名前を含むすべてのカードに及ぶ。ほかのカードの名前を完全に含む名前は、その名前としても扱う。",
        ],
    ),
    r(
        "203.2",
        ["part of a race", "種族の一部"],
        [
            "An effect that names a race, or part of one, reaches every card whose race contains that name: \u{201c}Dragon\u{201d} reaches an Armored Dragon. A part is made of the race's own words, so Dragonoid, a race of its own, is not reached.",
            "種族やその一部を指定する効果は、種族にその名前を含むカードすべてに及ぶ。「ドラゴン」はアーマード・ドラゴンにも及ぶ。一部とは種族を成す語のことなので、それ自体ひとつの種族であるドラゴノイドには及ばない。",
        ],
    ),
    r(
        "203.4",
        ["choosing a race", "種族を選ぶ"],
        [
            "When an effect has a race chosen, only a whole race that exists by itself may be chosen, not a part of one such as \u{201c}Cyber\u{201d}.",
            "効果で種族を選ぶ時は、単独で存在する種族全体だけを選べ、「サイバー」のような種族の一部は選べない。",
        ],
    ),
    r(
        "207.3",
        ["a colorless card's mana symbol", "無色のカードのマナシンボル"],
        [
            "The mana symbol of a colorless card stands for no civilization.",
            "無色のカードのマナシンボルは、どの文明も表さない。",
        ],
    ),
    r(
        "303.3",
        ["crossing a cross gear", "クロスギアをクロスする"],
        [
            "A cross gear can be crossed onto a creature, never onto a card that is not a creature.",
            "クロスギアはクリーチャーにクロスできる。クリーチャー以外のカードにはクロスできない。",
        ],
    ),
    r(
        "303.3a",
        ["the crossed creature", "クロスされたクリーチャー"],
        [
            "A creature with a cross gear on it is a crossed creature, and the gear is crossed onto it.",
            "クロスギアが付いたクリーチャーはクロスされたクリーチャーで、そのクロスギアはそのクリーチャーにクロスしている。",
        ],
    ),
    r(
        "303.3b",
        ["paying again to cross", "もう一度コストを払ってクロス"],
        [
            "Crossing is an activated ability, normally used in the main step, paid for by paying the gear's mana cost again.",
            "クロスは起動型能力で、通常はメインステップに、そのクロスギアのマナコストをもう一度支払って行う。",
        ],
    ),
    r(
        "303.3c",
        ["crossed by an effect", "効果によるクロス"],
        [
            "A spell or another ability may cross a cross gear onto a creature too.",
            "呪文や他の能力によってクロスギアをクリーチャーにクロスすることもある。",
        ],
    ),
    r(
        "303.3d",
        ["the gear's own orientation", "クロスギアの向き"],
        [
            "Whether a cross gear is tapped does not follow the creature it is crossed onto.",
            "クロスギアのタップ状態は、クロスしているクリーチャーの状態に左右されない。",
        ],
    ),
    r(
        "303.4",
        ["crossing again", "クロスし直す"],
        [
            "A cross gear already crossed onto a creature may be crossed onto another creature.",
            "クリーチャーにクロスしているクロスギアを、別のクリーチャーにクロスし直せる。",
        ],
    ),
    r(
        "303.4a",
        ["not the same creature", "同じクリーチャーには不可"],
        [
            "A cross gear can't be crossed again onto the creature it is already crossed onto.",
            "今クロスしているクリーチャーにクロスし直すことはできない。",
        ],
    ),
    r(
        "303.5",
        ["the gear stays", "クロスギアは残る"],
        [
            "When its creature leaves the battle zone, the cross gear stays there, crossed onto nothing.",
            "クロスしているクリーチャーがバトルゾーンを離れても、クロスギアはバトルゾーンに残る。",
        ],
    ),
    r(
        "305.2",
        ["equipped to a creature", "クリーチャーに装備する"],
        [
            "A weapon can be equipped to a creature; put out by an effect, it comes equipped to one of its player's creatures.",
            "ウエポンはクリーチャーに装備できる。効果で出す時は、自分のクリーチャー1体に装備して出す。",
        ],
    ),
    r(
        "305.3",
        ["never by itself", "単独では存在できない"],
        [
            "A weapon can't be in the battle zone by itself.",
            "ウエポンはバトルゾーンに単独で存在できない。",
        ],
    ),
    r(
        "310.2",
        ["attaching an aura", "オーラを付ける"],
        [
            "An aura used is attached to one of its player's GR creatures, or its player GR summons a creature and attaches it to that one.",
            "使ったオーラは自分のGRクリーチャー1体に付けるか、GR召喚してそのクリーチャーに付ける。",
        ],
    ),
    r(
        "310.2a",
        ["the creature is gone", "クリーチャーがいなくなったとき"],
        [
            "If that GR creature leaves the battle zone before the aura is attached, the aura stays in the zone it was used from.",
            "オーラを付ける前にそのGRクリーチャーがバトルゾーンを離れたら、オーラは使われたゾーンに残る。",
        ],
    ),
    r(
        "310.4",
        ["an aura's number", "オーラの数値"],
        [
            "The number on an aura is not a power: it is added to the power of the creature it is attached to.",
            "オーラの数値はパワーではない。付いているクリーチャーのパワーにその値が加わる。",
        ],
    ),
    r(
        "310.5",
        ["no aura by itself", "オーラは単独で存在できない"],
        [
            "An aura can't be in the battle zone by itself; one that is goes to the graveyard.",
            "オーラは単独でバトルゾーンに存在できない。単独になったものは墓地に置かれる。",
        ],
    ),
    r(
        "310.6",
        ["auras on auras", "オーラを重ねる"],
        [
            "An aura attached to a GR creature that already has auras goes on top of the latest one.",
            "すでにオーラが付いたGRクリーチャーに付けるオーラは、最後に付けたオーラの上に置く。",
        ],
    ),
    r(
        "310.7",
        ["an evolved creature keeps its auras", "進化してもオーラは残る"],
        [
            "When a GR creature with auras evolves, the auras stay, attached to the evolution creature, and apply to it.",
            "オーラが付いたGRクリーチャーが進化しても、オーラはその進化クリーチャーに付いたまま残り、適用される。",
        ],
    ),
    r(
        "310.7a",
        ["the aura stays on top", "オーラは一番上"],
        [
            "The aura stays on top of the stack: the aura, then the evolution creature, then the GR creature.",
            "重なり方は上から、オーラ、進化クリーチャー、GRクリーチャーの順になる。",
        ],
    ),
    r(
        "310.8",
        ["an aura goes with its creature", "オーラはクリーチャーと一緒に移動する"],
        [
            "When a creature with auras leaves the battle zone, its auras go to the same zone with it, as its cards.",
            "オーラが付いたクリーチャーがバトルゾーンを離れると、オーラもそのクリーチャーを構成するカードとして同じゾーンに行く。",
        ],
    ),
    r(
        "310.8a",
        ["at the same time", "同時に"],
        [
            "The aura and the creature arrive together; a GR creature then returns to the super GR zone.",
            "オーラとクリーチャーは同時に置かれる。GRクリーチャーはその後超GRに戻る。",
        ],
    ),
    r(
        "310.8b",
        ["under a card too", "カードの下にも"],
        [
            "When a creature with an aura is put under another card in the battle zone, the aura goes under that card too, in the order its owner chooses.",
            "オーラが付いたクリーチャーがバトルゾーンの別のカードの下に置かれる場合、オーラもそのカードの下に置かれる。順番は持ち主が決める。",
        ],
    ),
    r(
        "314.1",
        ["a Rule Plus starts hyperspatial", "ルール・プラスの置き場所"],
        ["Rule Plus cards are put into the hyperspatial zone at the start of the game.", "ルール・プラスはゲーム開始時に超次元ゾーンに置かれる。"],
    ),
    r(
        "314.2",
        ["a Rule Plus is not used", "ルール・プラスは使えない"],
        ["A Rule Plus can't be put into the battle zone in the normal ways.", "ルール・プラスは通常の方法ではバトルゾーンに出せない。"],
    ),
    r(
        "314.4",
        ["no Rule Plus in the battle zone", "ルール・プラスはバトルゾーンに存在できない"],
        ["A Rule Plus can't exist in the battle zone: put there by any means, it goes through the graveyard and back to the hyperspatial zone at once.", "ルール・プラスはバトルゾーンに存在できない。何らかの方法で置かれたら、墓地を経由してすぐに超次元ゾーンに戻る。"],
    ),
    r(
        "315.1",
        ["using a Tamaseed", "タマシードを使う"],
        [
            "The turn player may use a Tamaseed from their hand in their main step.",
            "ターン・プレイヤーは自分のメインステップに手札からタマシードを使える。",
        ],
    ),
    r(
        "315.2",
        ["a Tamaseed enters", "タマシードが出る"],
        [
            "A Tamaseed that is used enters the battle zone. It is not a creature: it can't attack or block, but it can be tapped.",
            "使ったタマシードはバトルゾーンに出る。クリーチャーではないので攻撃もブロックもできないが、タップはできる。",
        ],
    ),
    r(
        "316.1",
        ["elements", "エレメント"],
        [
            "Elements are the card types that can be in the battle zone face up by themselves: creatures, Tamaseeds, fields, cross gear and the like.",
            "エレメントは、単独で表向きにバトルゾーンに存在できるカードタイプの総称。クリーチャー、タマシード、フィールド、クロスギアなど。",
        ],
    ),
    r(
        "316.2",
        ["not elements", "エレメントでないもの"],
        [
            "Card types that can't be in the battle zone by themselves, such as spells and castles, are not elements.",
            "呪文や城のように単独でバトルゾーンに存在できないカードタイプはエレメントではない。",
        ],
    ),
    r(
        "316.3",
        ["an element is all of its cards", "エレメントはそれを構成するすべてのカード"],
        [
            "An effect that specifies an element does not specify a card: every card making up the chosen element is affected.",
            "エレメントを指定する効果はカードを指定する効果ではない。選ばれたエレメントを構成するすべてのカードが影響を受ける。",
        ],
    ),
    r(
        "400.2",
        ["public and private zones", "公開ゾーンと非公開ゾーン"],
        [
            "Every zone is either public, with cards anyone may see, or private, with cards hidden from some players.",
            "すべてのゾーンは、誰でもカードを見られる公開ゾーンか、カードが隠された非公開ゾーンのどちらかに分かれる。",
        ],
    ),
    r(
        "400.2f",
        ["from a private zone to a public one", "非公開ゾーンから公開ゾーンへ"],
        [
            "A card moving from a private zone to a public one is revealed once it has moved. If a replacement effect needs its text, everyone sees it just before it moves.",
            "非公開ゾーンから公開ゾーンに移るカードは、移動した後に公開される。置換効果などでテキストを参照する必要があれば、移動の直前に全員が確認する。",
        ],
    ),
    r(
        "400.3",
        ["zones a card can't enter", "置けないゾーン"],
        [
            "Depending on its card type, a card may be unable to enter some zones.",
            "カードタイプによっては、置くことのできないゾーンがある。",
        ],
    ),
    r(
        "400.4",
        ["order within a zone", "ゾーン内の順番"],
        [
            "The order of the deck and of the shields may not be changed unless an effect or rule says so. Other zones may be rearranged freely, as long as tapped cards and attached cards stay clear.",
            "山札とシールドゾーンのカードの順番は、効果やルールの指示がない限り変えられない。ほかのゾーンは自由に並べ替えてよいが、タップ状態や重なったカードはわかるようにする。",
        ],
    ),
    r(
        "400.5",
        ["a new card after a move", "移動したカードは新しいカード"],
        [
            "A card that moves to another zone is new there: it keeps nothing of its state in the old zone.",
            "ゾーンを移動したカードは新たに置かれたものとして扱い、前のゾーンでの状態を引き継がない。",
        ],
    ),
    r(
        "400.5b",
        ["from tapped mana to the battle zone", "タップされたマナからバトルゾーンへ"],
        [
            "A tapped card moved from the mana zone to the battle zone enters untapped.",
            "マナゾーンでタップされていたカードがバトルゾーンに出るときは、アンタップ状態で出る。",
        ],
    ),
    r(
        "400.7",
        ["cards moving together", "同時の移動"],
        [
            "When several cards move at once to any zone but the battle zone, they all arrive at exactly the same moment.",
            "複数のカードがバトルゾーン以外のゾーンへ同時に移動するときは、すべてまったく同時に移動する。",
        ],
    ),
    r(
        "400.8",
        ["a target leaving mid-effect", "処理中にゾーンを離れた対象"],
        [
            "When an effect works across several zones and its target moves to a zone the effect does not name, the effect does nothing more to that card.",
            "複数のゾーンにまたがる効果の処理中に、対象が効果の指定していないゾーンへ移動したら、そのカードにはそれ以上何もしない。",
        ],
    ),
    r(
        "401.2",
        ["one face-down pile", "裏向きの1つの束"],
        [
            "The deck is kept as one face-down pile, and nobody may look through it or change its order.",
            "山札は裏向きの1つの束として置き、中を見たり順番を変えたりしてはならない。",
        ],
    ),
    r(
        "401.4",
        ["several cards to the top or bottom", "複数枚を山札の上か下へ"],
        [
            "When an effect puts several cards on the top or bottom of one deck at once, their owner chooses their order unless the effect says otherwise, and need not show it.",
            "効果で複数のカードを同時に同じ山札の上か下に置く時は、指定がなければそのカードの持ち主が順番を決め、相手に見せる必要はない。",
        ],
    ),
    r(
        "409",
        ["", ""],
        [
            "A card being used, or being put into the battle zone by an effect, is in standby until it really moves; it has not left its zone. Standby replaced the “anywhere zone” in version 1.32 of the rules (2022-09-14).",
            "使われているカードや、効果でバトルゾーンに出ようとしているカードは、実際に移動するまで保留状態になり、まだ元のゾーンを離れていない。2022年9月14日のVer.1.32で「どこでもないゾーン」に代わった。",
        ],
    ),
    r(
        "409.1",
        ["entering standby", "保留状態になるとき"],
        [
            "A card enters standby when it is used or is about to be put into the battle zone by an effect, and stays there until it really changes zone. Being in standby does not mean it has left its zone.",
            "カードを使うときや、効果でバトルゾーンに出そうとするとき、そのカードは実際にゾーンを移動するまで保留状態になる。保留状態になってもゾーンを離れたわけではない。",
        ],
    ),
    r(
        "409.1a",
        ["cards on their way to the battle zone", "バトルゾーンに出るカード"],
        [
            "A creature or other card that enters the battle zone, whether it is used or put there by an effect, is in standby until it has actually moved.",
            "クリーチャーなどバトルゾーンに出るカードは、使われた場合も効果で出される場合も、実際に移動するまで保留状態になる。",
        ],
    ),
    r(
        "409.1b",
        ["spells", "呪文"],
        [
            "A spell is in standby from the moment it is cast until its effect has finished resolving. Then it goes to the graveyard.",
            "呪文は唱えた時から効果の解決が終わるまで保留状態にあり、解決が終わると墓地に置かれる。",
        ],
    ),
    r(
        "409.1c",
        ["not counted in its zone", "元のゾーンで数えない"],
        [
            "A card in standby still belongs to the zone it came from, but it is not counted among that zone's cards.",
            "保留状態のカードは元のゾーンに属したままだが、そのゾーンのカードの枚数には数えない。",
        ],
    ),
    r(
        "409.1d",
        ["effects given before are lost", "与えられていた効果を失う"],
        [
            "When a card leaves standby, it loses the effects it was given before entering it. So a card allowed once to be used from the graveyard can't be used from there again.",
            "保留状態でなくなったカードは、保留状態になる前に与えられていた効果を失う。墓地から使えるようにされたカードが墓地に戻っても、もう一度は使えない。",
        ],
    ),
    r(
        "409.1e",
        ["several cards used at once", "同時に使われる複数のカード"],
        [
            "When one effect uses several cards together, all of them enter standby first, and then they are handled one by one.",
            "1つの効果で複数のカードを同時に使うときは、まずすべてが保留状態になり、その後1枚ずつ処理する。",
        ],
    ),
    r(
        "409.1f",
        ["several cards entering at once", "同時にバトルゾーンに出るカード"],
        [
            "When one effect puts several cards into the battle zone, they all enter standby first and then enter one by one. Seals are the exception: they are all attached at the same time.",
            "1つの効果で複数のカードがバトルゾーンに出るときは、まずすべてが保留状態になり、その後1枚ずつ出る。ただし複数の封印は同時に付けられる。",
        ],
    ),
    r(
        "409.2",
        ["leaving standby without moving", "移動せずに保留状態が終わる"],
        [
            "A card leaves standby even if it ends up not moving to another zone. It is then just as it was before standby.",
            "使われたカードが別のゾーンに移動しなくても、保留状態は終わる。そのカードの状態は保留状態になる前と変わらない。",
        ],
    ),
    r(
        "409.2a",
        ["no new arrival in the same zone", "元のゾーンに戻っても「置かれた」ことにならない"],
        [
            "If a card in standby stays in the zone it came from, it was never “put” there: nothing that triggers on arrival triggers, and it stays tapped or untapped as it was.",
            "保留状態のカードが元のゾーンに置かれても、新たに置かれたことにはならない。置かれた時に誘発する能力は誘発せず、向きも変わらない。",
        ],
    ),
    r(
        "409.2b",
        ["spells cast from the graveyard", "墓地から唱えた呪文"],
        [
            "An exception to 409.2: a replacement effect for a spell going to the graveyard also applies to a spell cast from the graveyard that goes back there.",
            "409.2の例外として、呪文が墓地に置かれる時の置換効果は、墓地から唱えた呪文が再び墓地に置かれる時にも適用される。",
        ],
    ),
    r(
        "500.1",
        ["the six steps", "6つのステップ"],
        [
            "A turn has six steps in order: start of turn, draw, mana charge, main, attack and end of turn. Each step happens every turn, even when nothing is done in it.",
            "ターンは、ターン開始、ドロー、マナチャージ、メイン、攻撃、ターン終了の6つのステップを順に進む。何も起きなくても、毎ターンすべてのステップがある。",
        ],
    ),
    r(
        "500.2",
        ["when a step ends", "ステップの終わり"],
        [
            "A step ends when nothing is resolving and the turn player wants to do nothing more. During an attack, each stage moves on once neither player has anything left to do.",
            "解決中の効果がなく、ターン・プレイヤーがもう何もしないとき、ステップは終わる。攻撃中の各段階は、両プレイヤーとも行うことがなくなれば次へ進む。",
        ],
    ),
    r(
        "500.3",
        ["effects that last until a step", "期間の終わり"],
        [
            "Effects that last “until the end of” a step end when it ends, and those that last “until” a step end as it begins. Effects for “this turn” end only once the whole turn is over.",
            "「〜の終わりまで」の効果はそのステップの終わりに、「〜まで」の効果はそのステップの始めに切れる。「このターン」の効果はターンが完全に終わってから切れる。",
        ],
    ),
    r(
        "500.5",
        ["extra turns", "追加ターン"],
        [
            "An effect may give a player an extra turn, which comes right after the current one. Several extra turns gained in one turn are added one at a time.",
            "効果で追加ターンを得たら、今のターンの直後に追加する。1つのターンに複数得た場合は1つずつ追加する。",
        ],
    ),
    r(
        "500.5a",
        ["extra turns for both players", "両プレイヤーの追加ターン"],
        [
            "If both players gain an extra turn during the same turn, the turn player's extra turn is taken first.",
            "同じターンに両プレイヤーが追加ターンを得たら、ターン・プレイヤーの追加ターンから行う。",
        ],
    ),
    r(
        "500.6",
        ["no draw on the first turn", "先攻の最初のドロー"],
        [
            "The player who goes first skips the draw step of their first turn.",
            "先攻プレイヤーは、最初のターンのドローステップを飛ばす。",
        ],
    ),
    r(
        "501.1",
        ["untapping", "アンタップ"],
        [
            "The turn player untaps their cards all at once, as a turn-based action. Effects may keep some cards tapped.",
            "ターン・プレイヤーは自分のカードを同時にアンタップする（ターン起因処理）。効果によってアンタップしないカードもある。",
        ],
    ),
    r(
        "501.1a",
        ["Silent Skill", "サイレントスキル"],
        [
            "A creature with Silent Skill may be kept tapped instead of untapping, which uses the ability: its effect waits from that moment and resolves once the other cards have untapped.",
            "サイレントスキルを持つクリーチャーは、アンタップする代わりにタップしたままにしてその能力を使える。効果はその時点から待機し、他のカードがアンタップした後に解決する。",
        ],
    ),
    r(
        "501.2",
        ["start-of-turn triggers", "ターンのはじめの誘発"],
        [
            "Then abilities that trigger at the start of the turn trigger, and their effects are resolved in order.",
            "次に「ターンのはじめに」誘発する能力が誘発し、その効果を順に解決する。",
        ],
    ),
    r(
        "502.1",
        ["drawing", "ドロー"],
        [
            "The turn player draws one card, as a turn-based action.",
            "ターン・プレイヤーはカードを1枚引く（ターン起因処理）。",
        ],
    ),
    r(
        "503.1",
        ["charging mana", "マナチャージ"],
        [
            "The turn player may put one card from their hand into their mana zone, or choose not to.",
            "ターン・プレイヤーは手札を1枚マナゾーンに置くことができる。置かなくてもよい。",
        ],
    ),
    r(
        "503.2",
        ["once a turn", "1ターンに1枚"],
        [
            "Normally only one card can be charged each turn. Continuous effects can raise or lower that number.",
            "チャージできるのは通常1ターンに1枚で、継続的効果で増減することがある。",
        ],
    ),
    r(
        "504.1",
        ["when cards are used", "カードを使える時"],
        [
            "Normally, cards are used only in the turn player's main step.",
            "カードを使えるのは、通常ターン・プレイヤーのメインステップだけ。",
        ],
    ),
    r(
        "504.2",
        ["crossing in the main step", "メインステップでのクロス"],
        [
            "In the main step, paying the mana cost of a cross gear in the battle zone again crosses it onto a creature.",
            "メインステップに、バトルゾーンのクロスギアのマナコストをもう一度支払うと、そのクロスギアをクリーチャーにクロスできる。",
        ],
    ),
    r(
        "505.1",
        ["the stages of an attack", "攻撃の流れ"],
        [
            "An attack goes through five stages: choosing the attacker, choosing a blocker, the battle, the direct attack and the end of the attack.",
            "攻撃は、攻撃クリーチャー指定、ブロック・クリーチャー指定、バトル、ダイレクトアタック、攻撃終了の5段階で進む。",
        ],
    ),
    r(
        "505.2",
        ["what can be attacked", "攻撃できる対象"],
        [
            "In the attack step, the turn player's creatures may attack the other player or that player's tapped creatures.",
            "攻撃ステップでは、ターン・プレイヤーのクリーチャーは相手プレイヤーか、相手のタップされているクリーチャーを攻撃できる。",
        ],
    ),
    r(
        "505.3",
        ["only creatures attack", "攻撃できるのはクリーチャーだけ"],
        [
            "Only creatures can attack or block.",
            "攻撃やブロックができるのはクリーチャーだけ。",
        ],
    ),
    r(
        "505.6a",
        ["staying in the attack", "攻撃から外れない・外れる"],
        [
            "A creature already attacking or blocking stays in that attack even if it later becomes unable to attack or block. If the attacker or the attacked creature is taken out of the attack by an effect, the attack ends at once.",
            "攻撃中やブロック中のクリーチャーは、後から攻撃やブロックを禁止されても外れない。ただし攻撃中か攻撃されているクリーチャーが効果で攻撃から外れたら、その攻撃はただちに終わる。",
        ],
    ),
    r(
        "506",
        ["", ""],
        [
            "The turn player picks a creature to attack with, taps it and names its target. Then abilities that trigger on the attack are resolved.",
            "ターン・プレイヤーが攻撃するクリーチャーを選んでタップし、攻撃先を決める。その後、攻撃で誘発した能力を解決する。",
        ],
    ),
    r(
        "506.1a",
        ["who can attack", "攻撃できるクリーチャー"],
        [
            "The turn player may choose a creature to attack with. It must be untapped, must have been in the battle zone since the turn began (no summoning sickness), and must not be barred from attacking.",
            "ターン・プレイヤーは攻撃するクリーチャーを選べる。アンタップ状態で、ターンのはじめからバトルゾーンにいて（召喚酔いでなく）、攻撃を禁止されていないクリーチャーに限る。",
        ],
    ),
    r(
        "506.1b",
        ["creatures that must attack", "攻撃の強制"],
        [
            "A creature that an effect says attacks (if able) must attack during that turn. The player picks the order in which such creatures attack.",
            "「攻撃する」と指示されたクリーチャーは、そのターン中に攻撃しなければならない。強制されたクリーチャーが攻撃する順番は自由に決められる。",
        ],
    ),
    r(
        "506.1c",
        ["tapping the attacker", "攻撃クリーチャーのタップ"],
        [
            "The chosen creature is tapped.",
            "選んだクリーチャーをタップする。",
        ],
    ),
    r(
        "506.1d",
        ["the attacking creature", "攻撃クリーチャー"],
        [
            "From then on the chosen creature is the attacking creature, until it is removed from the attack or the attack ends.",
            "以後、そのクリーチャーは攻撃から外れるか攻撃が終わるまで、攻撃クリーチャーとなる。",
        ],
    ),
    r(
        "506.1e",
        ["choosing the target", "攻撃先の指定"],
        [
            "The turn player says whether the creature attacks the player or one of that player's tapped creatures.",
            "ターン・プレイヤーは、相手プレイヤーと相手のタップされているクリーチャーのどちらを攻撃するか指定する。",
        ],
    ),
    r(
        "506.3",
        ["attack triggers", "攻撃時の誘発"],
        [
            "Next, abilities that trigger on the attacker being chosen trigger, and their effects wait in standby.",
            "次に、攻撃クリーチャーの指定で誘発する能力が誘発し、その効果は待機状態になる。",
        ],
    ),
    r(
        "506.3a",
        ["triggered when chosen to attack", "攻撃クリーチャー指定時の誘発"],
        [
            "Abilities that trigger when a creature attacks or is attacked trigger only at the moment it is chosen as the attacker; a later change does not make them trigger.",
            "クリーチャーが攻撃する時や攻撃される時に誘発する能力は、攻撃クリーチャーとして指定された時点でのみ誘発する。後から条件を満たしても誘発しない。",
        ],
    ),
    r(
        "506.3b",
        ["the turn player declares first", "ターン・プレイヤーの使用宣言"],
        [
            "Triggered abilities that need a declaration of use, such as revolution change and ninja strike, are declared first by the turn player, all at once, before effects are resolved.",
            "革命チェンジやニンジャ・ストライクのように使用宣言が必要な誘発型能力は、効果の解決より先に、まずターン・プレイヤーが使うものをすべて宣言する。",
        ],
    ),
    r(
        "506.3c",
        ["resolving them", "誘発した効果の処理"],
        [
            "Then the turn player resolves their waiting effects in the order they choose.",
            "その後、ターン・プレイヤーは待機中の自分の効果を好きな順に処理する。",
        ],
    ),
    r(
        "506.3d",
        ["the other player declares later", "非ターン・プレイヤーの使用宣言"],
        [
            "After the turn player's waiting effects have been processed, the other player declares their triggered abilities that need a declaration; one whose condition holds only now may be declared too.",
            "ターン・プレイヤーの待機中の効果を処理した後で、非ターン・プレイヤーが使用宣言の必要な誘発型能力を宣言する。指定時に条件を満たしていなくても、この時点で満たしていれば宣言できる。",
        ],
    ),
    r(
        "507.1",
        ["blocking", "ブロック"],
        [
            "The non-turn player may pick a creature with an ability that changes the attack's target, such as a blocker.",
            "非ターン・プレイヤーは、ブロッカーなど攻撃先を変える能力を使うクリーチャーを選べる。",
        ],
    ),
    r(
        "507.1a",
        ["who can block", "ブロックできるクリーチャー"],
        [
            "A creature chosen must be able to use that ability right now: a tapped blocker, or the creature being attacked, can't be chosen.",
            "選ぶクリーチャーは、その能力を今使える状態でなければならない。タップされたブロッカーや、攻撃されているクリーチャー自身は選べない。",
        ],
    ),
    r(
        "507.1b",
        ["forced block", "ブロックの強制"],
        [
            "If an effect forces one of the non-turn player's creatures to block, that creature must be among those chosen to block; if several are forced, all of them are.",
            "非ターン・プレイヤーのクリーチャーにブロックを強制する効果があれば、そのクリーチャーを必ずブロックに使うものとして選ぶ。複数が強制されていれば、それらすべてを選ぶ。",
        ],
    ),
    r(
        "507.2",
        ["the chosen abilities resolve, the last one decides", "選んだ能力を解決し、最後のものが攻撃先を決める"],
        [
            "The abilities chosen to change the attack target resolve one by one in the non-turn player's order; the attack target is the one the last of them set.",
            "攻撃先を変更するために選んだ能力は、非ターン・プレイヤーが決めた順に1つずつ解決し、最後に解決した能力による攻撃先になる。",
        ],
    ),
    r(
        "507.2a",
        ["the blocking creature", "ブロック・クリーチャー"],
        [
            "A creature that becomes the attack's new target through its blocker ability is the blocking creature until it is removed from the attack or the attack ends. With several blockers used, only the last one resolved blocks.",
            "ブロッカー能力で攻撃先が自分に変わったクリーチャーは、攻撃から外れるか攻撃が終わるまでブロック・クリーチャーになる。複数使った場合は、最後に解決したものだけがブロックする。",
        ],
    ),
    r(
        "507.2b",
        ["a target changed without blocking", "ブロック以外による攻撃先の変更"],
        [
            "When a non-blocker ability such as guardman ends up making its creature the attack target, that creature is not blocking.",
            "ガードマンのようなブロッカー以外の能力によって最終的にそのクリーチャーが攻撃先になった場合、そのクリーチャーはブロックしているクリーチャーではない。",
        ],
    ),
    r(
        "507.2c",
        ["blocked and unblocked creatures", "ブロックされた・されなかったクリーチャー"],
        [
            "An attacker blocked by a blocking creature is a blocked creature; with no blocking creature it is an unblocked creature. It stays so until the attack ends, even if the blocker leaves the attack.",
            "ブロック・クリーチャーにブロックされた攻撃クリーチャーはブロックされたクリーチャーに、ブロック・クリーチャーがいなければブロックされなかったクリーチャーになる。ブロックしたクリーチャーが攻撃から外れても、攻撃の終わりまでそのままである。",
        ],
    ),
    r(
        "507.3b",
        ["characteristics read as it blocks or is blocked", "ブロック時の特性"],
        [
            "An ability about a creature with certain characteristics blocking, or being blocked, triggers only if it has them as it becomes the blocking or the blocked creature; a later change doesn't make it trigger.",
            "特定の特性を持つクリーチャーがブロックした時やブロックされた時の能力は、ブロックした・された時点でその特性を持つ場合にだけ誘発する。後で特性が変わっても誘発しない。",
        ],
    ),
    r(
        "507.3c",
        ["attacks and isn't blocked", "攻撃してブロックされなかった時"],
        [
            "\"When a creature attacks and isn't blocked\" triggers when no blocking creature is specified for it, not when one was and then left the attack.",
            "「攻撃してブロックされなかった時」は、ブロック・クリーチャーが指定されなかった時に誘発する。指定された後に攻撃から外れても誘発しない。",
        ],
    ),
    r(
        "508.1",
        ["the battle", "バトル"],
        [
            "If the attacker is attacking a creature, or its attack was redirected, the two creatures battle.",
            "クリーチャーを攻撃している場合や攻撃先が変わった場合は、バトルを行う。",
        ],
    ),
    r(
        "509.1",
        ["the direct attack", "ダイレクトアタック"],
        [
            "If the attack was not redirected and the defending player has no shields, it is a direct attack, and that player loses the game as a state-based action.",
            "攻撃先が変わらず、非ターン・プレイヤーにシールドがなければダイレクトアタックとなり、そのプレイヤーは状況起因処理で負ける。",
        ],
    ),
    r(
        "509.2a",
        ["one shield", "ブレイクは1枚"],
        [
            "A creature with no breaker ability breaks one shield.",
            "ブレイカー能力を持たないクリーチャーは、シールドを1枚ブレイクする。",
        ],
    ),
    r(
        "509.2b",
        ["breakers", "ブレイカー"],
        [
            "A creature with a breaker ability such as double breaker breaks as many shields as the ability says.",
            "W・ブレイカーなどのブレイカー能力を持つクリーチャーは、その能力が示す数のシールドをブレイクする。",
        ],
    ),
    r(
        "509.2c",
        ["several breakers", "複数のブレイカー"],
        [
            "A creature with several breaker abilities uses one of them, chosen by its player. It can't use none of them to break just one shield.",
            "複数のブレイカー能力を持つクリーチャーは、どれか1つを選んで使う。どれも使わずに1枚だけブレイクすることはできない。",
        ],
    ),
    r(
        "509.3",
        ["choosing the shields", "ブレイクするシールドを選ぶ"],
        [
            "The shields to break are chosen, as many as the creature breaks. Abilities that trigger before a break trigger now.",
            "ブレイクする数だけシールドを選ぶ。「ブレイクする前」に誘発する能力はここで誘発する。",
        ],
    ),
    r(
        "509.5",
        ["breaking", "ブレイク"],
        [
            "The chosen shields are broken all at once. If some are gone, a shield added later can't be picked to make up the number.",
            "選んだシールドを同時にブレイクする。数が足りなくなっても、後から加わったシールドを代わりに選ぶことはできない。",
        ],
    ),
    r(
        "509.5a",
        ["declaring S-Triggers", "S・トリガーの宣言"],
        [
            "When broken shields go to the hand, their owner may declare the S-Triggers among them, all at the same time, and shows them to the opponent.",
            "ブレイクされたシールドが手札に加わるとき、S・トリガーを宣言できる。複数あれば同時に宣言し、相手に見せる。",
        ],
    ),
    r(
        "509.5d",
        ["into the hand", "手札に加える"],
        [
            "Once the declarations are done, the broken shields are added to the hand.",
            "宣言が終わったら、ブレイクされたシールドを手札に加える。",
        ],
    ),
    r(
        "509.5e",
        ["using the declared cards", "宣言したカードを使う"],
        [
            "Then the declared S-Triggers, S-Backs, G-Strikes and Sabaki Z are resolved in any order their player likes.",
            "その後、宣言したS・トリガー、S・バック、G・ストライク、サバキZを好きな順に解決する。",
        ],
    ),
    r(
        "510.1",
        ["end-of-attack triggers", "攻撃の終わりの誘発"],
        [
            "Abilities that trigger at the end of an attack trigger, and are handled starting with the turn player's.",
            "「攻撃の終わりに」誘発する能力が誘発し、ターン・プレイヤーの効果から順に処理する。",
        ],
    ),
    r(
        "510.2",
        ["attack effects end", "攻撃中の効果の終わり"],
        [
            "Effects that last during the attack, or while blocking, end.",
            "「攻撃中」や「ブロック中」の効果が切れる。",
        ],
    ),
    r(
        "511.1",
        ["end-of-turn triggers", "ターンの終わりの誘発"],
        [
            "Abilities that trigger at the end of the turn trigger and are used in order.",
            "「ターンの終わりに」誘発する能力が誘発し、順に使う。",
        ],
    ),
    r(
        "511.2",
        ["this turn's effects end", "ターン中の効果の終わり"],
        [
            "Effects that last this turn, or until the end of the turn, all end together.",
            "「そのターン中」と「ターンの終わりまで」の効果が同時に切れる。",
        ],
    ),
    r(
        "512.1",
        ["standby is cleared", "保留状態のカードの片付け"],
        [
            "When the game moves to the next turn, every card still in standby is put into the graveyard, and nothing triggers from that.",
            "次のターンに移るとき、保留状態のまま残っているカードはすべて墓地に置かれ、新たに能力は誘発しない。",
        ],
    ),
    r(
        "601",
        ["", ""],
        [
            "Using a card, such as summoning a creature or casting a spell, follows set steps: declare it, put it in standby, fix its cost and pay it.",
            "クリーチャーの召喚や呪文を唱えるなどのカードの使用は、宣言、保留状態、コストの決定と支払いという決まった手順で行う。",
        ],
    ),
    r(
        "601.1a",
        ["declaring", "使用の宣言"],
        [
            "The player declares the card and how it is used, and effects that change its cost or conditions are settled now. An effect that would move the card itself, or that can't be carried out, can't be applied.",
            "プレイヤーは使用条件の変更も含めてカードの使用を宣言し、コストを増減する効果もここで決める。使うカード自身を移動させる効果や、実行できない効果は使えない。",
        ],
    ),
    r(
        "601.1a (before Ver. 1.32)",
        ["declaring, before version 1.32", "使用の宣言（Ver.1.32より前）"],
        [
            "Under the rules before version 1.32 (2022-09-14), a card being used left its zone for the “anywhere zone”, outside every zone, until it resolved.",
            "Ver.1.32（2022年9月14日）より前のルールでは、使用中のカードは元のゾーンを離れ、解決まで「どこでもないゾーン」に置かれていた。",
        ],
    ),
    r(
        "601.1b",
        ["standby from the declaration", "宣言と同時に保留状態"],
        [
            "The card enters standby the moment it is declared. A card whose use is forbidden, or whose alternative cost can't be paid, can't be declared at all.",
            "カードは使用を宣言した瞬間に保留状態になる。使用が禁止されている場合や代替コストを支払えない場合は、宣言そのものができない。",
        ],
    ),
    r(
        "601.1b (before Ver. 1.32)",
        ["from the mana zone, before version 1.32", "マナゾーンからの使用（Ver.1.32より前）"],
        [
            "Under the rules before version 1.32, a card used from the mana zone moved to the “anywhere zone” only once its cost was paid, so it could tap itself to pay.",
            "Ver.1.32より前のルールでは、マナゾーンから使うカードはコストを支払ってから「どこでもないゾーン」に移ったので、自身をタップして支払いに使えた。",
        ],
    ),
    r(
        "601.1c",
        ["paying with itself", "自身をタップして支払う"],
        [
            "A card used from the mana zone may tap itself, while in standby, to pay toward its own cost and civilization.",
            "マナゾーンから使うカードは、保留状態の自分自身をタップしてコストや文明の支払いに使える。",
        ],
    ),
    r(
        "601.1d",
        ["civilizations first", "文明を先に支払う"],
        [
            "When paying a cost, the civilizations are paid first.",
            "コストを支払うときは、まず文明を支払う。",
        ],
    ),
    r(
        "601.1e",
        ["the final cost", "コストの確定"],
        [
            "Effects that raise or lower the cost are applied, and the card's final cost is fixed.",
            "コストを増減する効果を適用し、そのカードの最終的なコストを決める。",
        ],
    ),
    r(
        "601.1f",
        ["paying", "コストの支払い"],
        [
            "The player pays the cost and carries out anything else that using the card requires.",
            "プレイヤーはコストを支払い、使用に伴う処理があればそれも行う。",
        ],
    ),
    r(
        "601.1g",
        ["used", "使用の完了"],
        [
            "As soon as the cost is paid, the card has been used.",
            "コストを支払い終えた時点で、そのカードは使われたことになる。",
        ],
    ),
    r(
        "601.1h",
        ["choices", "選択"],
        [
            "When an ability asks for choices, the player makes them. Things chosen at the same time must differ, unless the text says “for each” or the ability has several effects.",
            "能力が選択を求めるときはプレイヤーが選ぶ。同時に複数を選ぶ場合は同じものを重ねて選べないが、「それぞれ」の指示や複数の効果がある場合は別。",
        ],
    ),
    r(
        "602.1",
        ["activated abilities", "起動型能力"],
        [
            "An activated ability gives its effect only when its player performs the action that activates it, such as tapping the creature for a tap ability.",
            "起動型能力は、起動条件となる行動（タップ能力ならクリーチャーをタップすること）をプレイヤーが行った時にだけ効果を得られる。",
        ],
    ),
    r(
        "602.2",
        ["activation and effect", "起動と効果"],
        [
            "Activating the ability and its effect are separate events: the activation (the tap) happens first, then the effect.",
            "能力の起動とその効果は別々の独立した出来事である。起動（タップ）が先に行われ、その後で効果が生じる。",
        ],
    ),
    r(
        "602.3",
        ["prohibited activation", "起動の禁止"],
        [
            "A player can't start to activate an ability whose activation is prohibited.",
            "起動が禁止されている能力は、起動を始めることができない。",
        ],
    ),
    r(
        "602.3a",
        ["used when it could attack", "攻撃できる時に使う能力"],
        [
            "An ability used at the time a creature could attack, like a tap ability, can't be used while the creature couldn't attack: with summoning sickness, or when an effect says it can't attack.",
            "タップ能力のように攻撃できる時に使う能力は、召喚酔いや効果によってそのクリーチャーが攻撃できない状態では使えない。",
        ],
    ),
    r(
        "603.2",
        ["triggering", "誘発"],
        [
            "A triggered ability triggers whenever its condition is met, and its effect waits in standby until it resolves.",
            "誘発型能力は条件を満たすたびに誘発し、その効果は解決されるまで待機状態になる。",
        ],
    ),
    r(
        "603.2b",
        ["once each time", "条件を満たすたびに1回"],
        [
            "A triggered ability triggers once each time its condition is met, though an event made of several occurrences can trigger it several times.",
            "誘発型能力は条件を満たすたびに1回誘発する。ただし複数のことが起きる事象では、複数回誘発することがある。",
        ],
    ),
    r(
        "603.2d",
        ["only on real events", "実際に起きた事象だけ"],
        [
            "An ability triggers only on events that really happen. An event replaced by something else triggers nothing.",
            "能力は実際に起きた事象でのみ誘発する。置換されて起きなかった事象では誘発しない。",
        ],
    ),
    r(
        "603.2e",
        ["declaring the use", "使用宣言"],
        [
            "Some triggered abilities, those that trigger in a private zone like revolution change and ninja strike, must have their use declared; only a declared one waits to resolve.",
            "革命チェンジやニンジャ・ストライクのように非公開ゾーンで誘発する能力などは、使用を宣言する必要がある。宣言したものだけが待機して解決される。",
        ],
    ),
    r(
        "603.2f",
        ["a declaration binds", "宣言の拘束"],
        [
            "Once its use has been declared, such an ability must be used: its player can't decide on resolution not to do it.",
            "使用を宣言した能力は必ず使わなければならない。解決時に使わないことにはできない。",
        ],
    ),
    r(
        "603.3",
        ["the order of waiting effects", "待機中の効果の順番"],
        [
            "A triggered effect first waits in standby. The waiting effects are then handled starting with the turn player's.",
            "誘発した効果はいったん待機状態になり、待機中の効果はターン・プレイヤーのものから順に処理する。",
        ],
    ),
    r(
        "603.4",
        ["“if” conditions", "条件付きの誘発"],
        [
            "A triggered ability with an “if” condition checks it when it resolves, not when it triggered.",
            "条件付きの誘発型能力は、誘発した時ではなく解決する時に条件を確かめる。",
        ],
    ),
    r(
        "603.5a",
        ["“when this enters” abilities", "「出た時」の能力"],
        [
            "“When this enters the battle zone” abilities trigger when such a card enters. Each time cards enter, every such ability is checked, including those of the cards that just entered.",
            "「出た時」の能力は、そのカードがバトルゾーンに出た時に誘発する。カードが出るたびに、出たカード自身のものも含めて、出た時の能力をすべて確かめる。",
        ],
    ),
    r(
        "603.5c",
        ["leaving the battle zone", "バトルゾーンを離れた時"],
        [
            "Abilities that trigger when a card leaves the battle zone look back in time: whether they trigger depends on the cards and their state just before the event.",
            "バトルゾーンを離れた時に誘発する能力は過去を参照し、事象の直前のカードとその状態で誘発するかどうかを決める。",
        ],
    ),
    r(
        "603.5d",
        ["when its own card leaves", "自身が離れた時"],
        [
            "Such an ability may also trigger when its own card leaves, but then it looks back in time only at that card itself.",
            "そうした能力は自身のカードが離れた時にも誘発することがあるが、過去を参照できるのはそのカード自身についてだけ。",
        ],
    ),
    r(
        "603.6",
        ["delayed triggered abilities", "遅延誘発型能力"],
        [
            "An effect can create a triggered ability that does something later, such as at the end of a turn. It never looks back at events from before it was created.",
            "効果によって、ターンの終わりなど後で何かをする誘発型能力が作られることがある。作られる前に起きた出来事にさかのぼって誘発することはない。",
        ],
    ),
    r(
        "604.1",
        ["always on", "常に働く"],
        [
            "Static abilities never trigger; they simply keep applying.",
            "常在型能力は誘発せず、常に効果を発揮し続ける。",
        ],
    ),
    r(
        "604.4",
        ["a one-shot effect of a static ability", "常在型能力の単発的効果"],
        [
            "A few static abilities make a one-shot effect whenever their condition is met: it applies before any other ability resolves, even in the middle of an effect, and again if the condition still holds.",
            "一部の常在型能力は、条件を満たすたびに単発的効果を生む。それはほかの能力の解決より先に、効果の処理の途中でも適用され、条件を満たし続けていれば再び適用される。",
        ],
    ),
    r(
        "605",
        ["", ""],
        [
            "Waiting effects and cards in standby are resolved one at a time, the turn player's first, each following its text from top to bottom.",
            "待機中の効果や保留状態のカードは、ターン・プレイヤーのものから1つずつ、テキストの上から順に解決する。",
        ],
    ),
    r(
        "605.1",
        ["choosing the order", "解決の順番"],
        [
            "Among the waiting effects, the turn player resolves their own first, in any order they like. The order in which they started waiting does not matter.",
            "待機中の効果のうち、ターン・プレイヤーは自分の効果を好きな順に解決する。待機した順番は関係ない。",
        ],
    ),
    r(
        "605.2",
        ["the steps of resolving", "解決の手順"],
        [
            "Resolving goes in steps: conditions are checked, choices are made, the text is carried out in order, and the card or ability finishes.",
            "解決は、条件の確認、選択、書かれた順の実行、後始末という手順に分けて行う。",
        ],
    ),
    r(
        "605.2a",
        ["checking the condition", "条件の確認"],
        [
            "A triggered ability's condition is checked when it resolves. If it is not met, nothing happens.",
            "誘発型能力に条件があれば、解決時に満たしているか確かめる。満たしていなければ何もしない。",
        ],
    ),
    r(
        "605.2b",
        ["choosing as many as possible", "できる限り選ぶ"],
        [
            "Choose as many as the effect allows, up to its limit. If nothing can be chosen, that part does nothing, but the rest of the effect still happens.",
            "指定された範囲でできる限り選ぶ。選べなければその部分は何もしないが、ほかの部分は通常どおり解決する。",
        ],
    ),
    r(
        "605.2c",
        ["in the written order", "書かれた順"],
        [
            "A card's instructions are carried out in the order they are written, though replacement effects or later text may change that.",
            "カードの指示は書かれた順に実行する。ただし置換効果や後の文章によって変わることがある。",
        ],
    ),
    r(
        "605.2d",
        ["information read once", "情報の参照"],
        [
            "A value an effect needs is read once, at the moment it is used. Continuous effects keep reading a card's current characteristics.",
            "効果が必要とする値は、処理するその時に一度だけ決める。継続的効果はカードの現在の特性を常に参照する。",
        ],
    ),
    r(
        "605.2e",
        ["after leaving the battle zone", "離れたカードの情報"],
        [
            "If an effect needs information about something that has already left the battle zone, or been sealed, it uses its last state there.",
            "バトルゾーンの情報が必要なとき、それがすでに離れていれば（封印された場合も）離れる直前の情報を使う。",
        ],
    ),
    r(
        "605.2f",
        ["into the graveyard", "解決の最後"],
        [
            "As the last step of its resolution, a spell is put into the graveyard, and an ability simply ends.",
            "解決の最後に、呪文は墓地に置かれ、能力は消える。",
        ],
    ),
    r(
        "605.3",
        ["cards that are not spells", "呪文以外のカード"],
        [
            "A resolving card that is not a spell enters the battle zone if it is an element, or goes to the shield zone if it is a castle.",
            "呪文以外のカードは、解決するとエレメントならバトルゾーンに出て、城ならシールドゾーンに置かれる。",
        ],
    ),
    r(
        "605.4",
        ["cards looked at in the deck", "見ている山札のカード"],
        [
            "While an effect looks at cards of the deck to use or put out one of them, the others still belong to the deck but no other effect touches them.",
            "山札から使う・出すために見ているカードは、使うカード以外も山札に属したままだが、ほかの効果の影響を受けない。",
        ],
    ),
    r(
        "605.4a",
        ["effects already applied", "適用済みの効果"],
        [
            "Effects already applied to the deck's cards being looked at or revealed are not undone.",
            "見ている（公開している）山札のカードに、すでに適用されている効果は無効にならない。",
        ],
    ),
    r(
        "608.2",
        ["from resolving", "解決による継続的効果"],
        [
            "A spell or ability can create a continuous effect when it resolves.",
            "呪文や能力が解決すると、継続的効果が生まれることがある。",
        ],
    ),
    r(
        "608.2a",
        ["how long it lasts", "効果の期間"],
        [
            "Such an effect lasts as long as its source says, such as until the end of the turn. If no period is given, it lasts for the rest of the game.",
            "解決で生まれた継続的効果は「ターンの終わりまで」など書かれた期間続き、期間がなければゲームの終わりまで続く。",
        ],
    ),
    r(
        "608.3a",
        ["from static abilities", "常在型能力の継続的効果"],
        [
            "A continuous effect from a static ability is never fixed: it keeps applying to whatever its text describes at each moment.",
            "常在型能力による継続的効果は固定されず、その時々でテキストが示すものすべてに適用され続ける。",
        ],
    ),
    r(
        "608.3c",
        ["changed on arrival", "ゾーンに入る瞬間の変更"],
        [
            "An effect that changes characteristics applies the instant a card enters the zone, so the card arrives already changed, before any “when this enters” ability is checked.",
            "特性を変える効果は、カードがゾーンに入った瞬間から適用される。カードは変わった状態で入り、それから出た時の能力の誘発を確かめる。",
        ],
    ),
    r(
        "609.1",
        ["replacing an event", "事象の置き換え"],
        [
            "A replacement effect waits for a particular event and, when it is about to happen, replaces all or part of it with something else.",
            "置換効果は特定の事象を待ち、それが起きようとする時に、その全部または一部を別の事象に置き換える。",
        ],
    ),
    r(
        "609.1a",
        ["“instead”", "「かわりに」"],
        [
            "An effect worded with “instead” is a replacement effect; that word says what the event becomes.",
            "「かわりに」と書かれた効果は置換効果で、その言葉が事象を何に置き換えるかを示す。",
        ],
    ),
    r(
        "609.3",
        ["once per event", "1つの事象に1回"],
        [
            "A replacement effect applies to a given event exactly once.",
            "置換効果は1つの事象にちょうど1回適用される。",
        ],
    ),
    r(
        "609.4",
        ["the replaced event never happened", "置き換えられた事象は起きない"],
        [
            "A replaced event is treated as never having happened; the new event happens instead and can trigger abilities. An event can't be replaced by one that can't be carried out.",
            "置き換えられた事象は起きなかったものとして扱い、代わりの事象が起きて能力を誘発させる。代わりの事象が実行できなければ置き換えられない。",
        ],
    ),
    r(
        "609.8",
        ["several replacement effects", "複数の置換効果"],
        [
            "When several replacement effects would change the same event, the turn player's applies first. A player with several chooses which one applies.",
            "複数の置換効果が同じ事象に適用されようとするときは、ターン・プレイヤーのものを優先する。同じプレイヤーが複数持つ場合は、そのプレイヤーが選ぶ。",
        ],
    ),
    r(
        "609.8a",
        ["a spell's own move", "呪文自身の移動"],
        [
            "A spell's own effect that changes where it goes after resolving, like Charger, applies before any other replacement effect.",
            "呪文が自身の移動先を置き換える効果（チャージャーなど）は、ほかの置換効果より優先して適用される。",
        ],
    ),
    r(
        "609.9",
        ["several events at once", "同時の複数の事象"],
        [
            "When several events happen at once and different replacement effects want each of them, each player first decides where to apply theirs. Then all of them apply together.",
            "複数の事象が同時に起き、それぞれに別の置換効果が適用されようとするときは、各プレイヤーが適用先を決めてから、すべて同時に適用する。",
        ],
    ),
    r(
        "700.2",
        ["choices", "選択肢"],
        [
            "An ability that offers several options has choices.",
            "複数の選択肢を示す能力は「選択肢」を持つ。",
        ],
    ),
    r(
        "700.2a",
        ["choosing on resolution", "解決時に選ぶ"],
        [
            "The options of an ability with choices are chosen when it resolves.",
            "選択肢のある能力は、解決するときに選択肢を選ぶ。",
        ],
    ),
    r(
        "700.2b",
        ["another player chooses", "他のプレイヤーが選ぶ"],
        [
            "When an ability makes a player other than its owner choose, that player chooses as the ability resolves.",
            "能力が持ち主以外のプレイヤーに選ばせるときは、そのプレイヤーが能力の解決時に選ぶ。",
        ],
    ),
    r(
        "700.3",
        ["can't be destroyed or leave", "破壊されない・離れない"],
        [
            "A creature that the rules or an effect say can't be destroyed, or can't leave the battle zone, stays there even if its power drops to 0 or less.",
            "ルールや効果で破壊されない、またはバトルゾーンを離れないクリーチャーは、パワーが0以下になっても破壊されず、バトルゾーンを離れない。",
        ],
    ),
    r(
        "701.11a",
        ["shuffle", "シャッフル"],
        [
            "To shuffle is to mix a deck or a face-down pile so that no player knows its order.",
            "シャッフルとは、山札などの裏向きのカードの束を、誰にも順番がわからないように混ぜること。",
        ],
    ),
    r(
        "701.12a",
        ["block", "ブロック"],
        [
            "To block is to stop an attacking creature's attack with a creature of your own. Only creatures with blocker can block.",
            "ブロックとは、攻撃中のクリーチャーの攻撃を自分のクリーチャーで止めること。ブロッカーを持つクリーチャーだけができる。",
        ],
    ),
    r(
        "701.13a",
        ["battle", "バトル"],
        [
            "To battle is to compare two creatures' power: the one with more wins, and one with less or equal power loses.",
            "バトルとは、クリーチャー同士のパワーを比べて勝ち負けを決めること。大きいほうが勝ち、同じか小さいほうは負ける。",
        ],
    ),
    r(
        "701.13b",
        ["losing a battle", "バトルに負けたら"],
        [
            "A creature that loses a battle is destroyed.",
            "バトルに負けたクリーチャーは破壊される。",
        ],
    ),
    r(
        "701.14a",
        ["break", "ブレイク"],
        [
            "To break a shield is to put it into its owner's hand, by an attack or an effect.",
            "シールドをブレイクするとは、そのシールドを持ち主の手札に加えること。攻撃や効果で行う。",
        ],
    ),
    r(
        "701.17a",
        ["cross", "クロス"],
        [
            "To cross is to put a cross gear under a creature so that part of it still shows.",
            "クロスとは、クロスギアの一部が見えるようにクリーチャーの下に置くこと。",
        ],
    ),
    r(
        "701.2",
        ["tap and untap", "タップとアンタップ"],
        [
            "To tap a card is to turn it sideways, and to untap it is to turn it upright again.",
            "タップとはカードを横向きにすること、アンタップとは縦向きに戻すこと。",
        ],
    ),
    r(
        "701.20a",
        ["awaken", "覚醒"],
        [
            "To awaken is to flip a double-sided psychic creature to its other side.",
            "覚醒とは、両面のサイキック・クリーチャーを裏返して、もう一方の面にすること。",
        ],
    ),
    r(
        "701.21a",
        ["gachinko judge", "ガチンコ・ジャッジ"],
        [
            "In a gachinko judge each player reveals the top card of their deck, then puts it on the bottom of their deck.",
            "ガチンコ・ジャッジでは、各プレイヤーが自分の山札の上から1枚を表向きにし、その後それを山札の下に置く。",
        ],
    ),
    r(
        "701.21b",
        ["winning a gachinko judge", "ガチンコ・ジャッジに勝つ"],
        [
            "The player whose ability made the judge wins it if the card they revealed costs at least as much as the opponent's.",
            "ガチンコ・ジャッジを行う能力を使ったプレイヤーは、めくったカードのコストが相手のもの以上なら勝つ。",
        ],
    ),
    r(
        "701.21c",
        ["a twinpact revealed in a judge", "ジャッジでめくられたツインパクト"],
        [
            "If a twinpact is revealed by a gachinko judge, the player who revealed it decides which of its costs counts.",
            "ガチンコ・ジャッジでツインパクトがめくられたら、それをめくったプレイヤーがどちらのコストを参照するかを決める。",
        ],
    ),
    r(
        "701.24a",
        ["attach a seal", "封印を付ける"],
        [
            "To attach a seal is to put the top card of the deck face down on top of a card in the battle zone.",
            "封印を付けるとは、山札の上から1枚を裏向きのまま、バトルゾーンのカードの上に置くこと。",
        ],
    ),
    r(
        "701.26a",
        ["swap", "入れ替え"],
        [
            "To swap is to exchange the places of two cards in two zones. A creature swapped into the battle zone takes over the state of the one it replaced, tapped or untapped, and attacking after a revolution change.",
            "入れ替えるとは、2つのゾーンにあるカードの場所を交換すること。入れ替えでバトルゾーンに出たクリーチャーは、元のクリーチャーのタップ状態などを引き継ぎ、革命チェンジなら攻撃中になる。",
        ],
    ),
    r(
        "701.26b",
        ["a swap that can't be done normally", "入れ替えられない場合"],
        [
            "If either card of a swap involving the battle zone would not move normally, because of a replacement effect or the like, the swap does not happen: neither card moves or changes.",
            "バトルゾーンの要素との入れ替えで、置換効果などによりどちらかのカードが通常どおり移動しない場合、入れ替えは行われず、どちらのカードも移動も変化もしない。",
        ],
    ),
    r(
        "701.28a",
        ["turning upside down", "上下逆さまにする"],
        [
            "To turn a field upside down is to turn it end over end from its upright position; that becomes its upright position, which untapping doesn't undo (a D2 field's D switch).",
            "フィールドを正位置から上下逆さまにすること。それが新しい正位置になり、アンタップしても戻らない（D2フィールドのDスイッチ）。",
        ],
    ),
    r(
        "701.32b",
        ["a face-up shield", "表向きのシールド化"],
        [
            "To make a card a face-up shield is to put it face up into the shield zone as a new shield; both players see it.",
            "表向きにシールド化するとは、そのカードを表向きのまま新しいシールドとしてシールドゾーンに置くこと。両プレイヤーがそれを見られる。",
        ],
    ),
    r(
        "701.3a",
        ["summon", "召喚"],
        [
            "To summon is to pay a creature's cost and put it into the battle zone from where it is, usually the hand. Normally this is done only in your main step.",
            "召喚とは、コストを支払ってクリーチャーを今あるゾーン（通常は手札）からバトルゾーンに出すこと。通常は自分のメインステップにしかできない。",
        ],
    ),
    r(
        "701.4a",
        ["cast", "唱える"],
        [
            "To cast a spell is to pay its cost and use it from where it is, usually the hand, so that its effects happen. Normally this is done only in your main step.",
            "呪文を唱えるとは、コストを支払って今あるゾーン（通常は手札）から呪文を使い、その効果を発生させること。通常は自分のメインステップにしかできない。",
        ],
    ),
    r(
        "701.5a",
        ["use", "使う"],
        [
            "To use a card is to pay its cost so that it can have its effect. Summoning a creature and casting a spell are both using a card.",
            "カードを使うとは、コストを支払ってそのカードが効果を発揮できる状態にすること。クリーチャーの召喚も呪文を唱えることも、カードを使うことにあたる。",
        ],
    ),
    r(
        "701.6a",
        ["destroy", "破壊"],
        [
            "To destroy a card is to put it from the battle zone into the graveyard.",
            "破壊とは、カードをバトルゾーンから墓地に置くこと。",
        ],
    ),
    r(
        "701.7a",
        ["discard", "捨てる"],
        [
            "To discard a card is to put it from your hand into your graveyard.",
            "カードを捨てるとは、手札から自分の墓地に置くこと。",
        ],
    ),
    r(
        "701.7b",
        ["who chooses", "捨てるカードの選択"],
        [
            "Normally the player who discards chooses the card. Some effects make it random, or let another player choose.",
            "捨てるカードは通常、捨てるプレイヤーが選ぶ。ランダムに捨てさせたり、ほかのプレイヤーが選んだりする効果もある。",
        ],
    ),
    r(
        "701.8a",
        ["charge", "チャージ"],
        [
            "To charge mana is to put a card from your hand into your mana zone, upside down.",
            "マナチャージとは、手札のカードを上下逆さまにして自分のマナゾーンに置くこと。",
        ],
    ),
    r(
        "701.9a",
        ["reveal", "公開"],
        [
            "To reveal a card is to show it to every player for a while. It stays revealed until the part of the effect about it is done.",
            "公開とは、カードを全プレイヤーに見せること。その効果のそのカードに関する処理が終わるまで公開したままにする。",
        ],
    ),
    r(
        "701.9b",
        ["a revealed card stays put", "公開してもゾーンは変わらない"],
        [
            "Revealing a card does not move it out of its zone.",
            "カードを公開しても、そのカードのあるゾーンは変わらない。",
        ],
    ),
    r(
        "702.1",
        ["automatic steps of the turn", "ターンの進行に伴う処理"],
        [
            "Turn-based actions, such as untapping and drawing, happen by themselves as the turn goes on, and no effect is handled before them.",
            "ターン起因処理は、アンタップやドローのようにターンの進行に合わせて自動で行われ、ほかの効果はそれより先に処理できない。",
        ],
    ),
    r(
        "702.3a",
        ["untapping", "アンタップ"],
        [
            "At the start of the turn, the turn player untaps their cards in the battle zone and the mana zone together. Then start-of-turn abilities are resolved.",
            "ターンのはじめに、ターン・プレイヤーはバトルゾーンとマナゾーンの自分のカードを同時にアンタップし、その後ターンのはじめの誘発を解決する。",
        ],
    ),
    r(
        "703.3",
        ["checked all together", "まとめて処理"],
        [
            "The game keeps checking for state-based actions and performs all that apply at once, as a single event. Then it checks again.",
            "ゲームは常に状況起因処理の条件を確かめ、当てはまるものをすべて1つの事象として同時に処理する。処理した後はもう一度確かめる。",
        ],
    ),
    r(
        "703.4a",
        ["a direct attack loses", "ダイレクトアタックを受けたら負け"],
        [
            "A player who has taken a direct attack loses the game.",
            "ダイレクトアタックを受けたプレイヤーはゲームに負ける。",
        ],
    ),
    r(
        "703.4b",
        ["an empty deck loses", "山札0枚で負け"],
        [
            "A player whose deck has 0 cards loses the game.",
            "山札が0枚になったプレイヤーはゲームに負ける。",
        ],
    ),
    r(
        "703.4c",
        ["power 0 or less", "パワー0以下"],
        [
            "A creature with power 0 or less is destroyed.",
            "パワーが0以下のクリーチャーは破壊される。",
        ],
    ),
    r(
        "703.4d",
        ["losing a battle", "バトルに負けたクリーチャー"],
        [
            "A creature that lost a battle is destroyed as the battle's result.",
            "バトルに負けたクリーチャーは、その結果として破壊される。",
        ],
    ),
    r(
        "703.4i",
        ["a card with no valid type", "適正なタイプを持たないカード"],
        ["A face-up card in the battle zone without a type that can be there is put into the graveyard.", "バトルゾーンにある、適正なタイプを持たない表向きのカードは墓地に置かれる。"],
    ),
    r(
        "703.4j",
        ["a Command removes a seal", "コマンドによる封印外し"],
        [
            "As a state-based action, when a Command enters the battle zone, its owner puts one seal into the graveyard from among the sealed cards that share its civilization.",
            "状況起因処理として、コマンドがバトルゾーンに出た時、その持ち主は同じ文明を持つ封印付きのカードから封印を1つ墓地に置く。",
        ],
    ),
    r(
        "703.4m",
        ["a weapon by itself", "単独のウエポン"],
        [
            "A weapon in the battle zone by itself is put into the graveyard (a Dragheart then goes back to the hyperspatial zone).",
            "バトルゾーンに単独であるウエポンは墓地に置かれる（ドラグハートならそこから超次元ゾーンに戻る）。",
        ],
    ),
    r(
        "801",
        ["", ""],
        [
            "An evolution creature is put on top of a creature it evolves from, and becomes the same creature, keeping its state.",
            "進化クリーチャーは進化元のクリーチャーの上に重ねて出し、進化前と同じクリーチャーとして状態を引き継ぐ。",
        ],
    ),
    r(
        "801.1a",
        ["no creature to evolve from", "進化元がないとき"],
        [
            "An evolution creature can't be put into the battle zone without a creature it can evolve from.",
            "進化元になれるクリーチャーがいなければ、進化クリーチャーはバトルゾーンに出せない。",
        ],
    ),
    r(
        "801.2",
        ["the same creature", "同じクリーチャー"],
        [
            "A creature that evolves is still the same creature: if it was tapped it stays tapped, and effects on it keep applying.",
            "進化しても同じクリーチャーとして扱う。タップ状態は続き、かかっていた効果も引き続き適用される。",
        ],
    ),
    r(
        "801.2a",
        ["the attack goes on", "攻撃は続く"],
        [
            "If an attacking creature evolves, its attack continues.",
            "攻撃中のクリーチャーが進化しても、その攻撃は続く。",
        ],
    ),
    r(
        "801.4",
        ["reconstruction", "再構築"],
        [
            "When only the top card of an evolution creature leaves the battle zone, the cards under it stay in the battle zone in a valid state.",
            "進化クリーチャーの一番上のカードだけがバトルゾーンを離れたとき、下のカードは正しい状態でバトルゾーンに残る。",
        ],
    ),
    r(
        "801.4a",
        ["the card right below", "すぐ下のカード"],
        [
            "If the card right below the one that left can be in the battle zone by itself, it stays; otherwise it goes to the graveyard.",
            "離れたカードのすぐ下のカードが単独でバトルゾーンにいられるなら残り、そうでなければ墓地に置かれる。",
        ],
    ),
    r(
        "801.4b",
        ["down to a card that can stay", "残れるカードまで"],
        [
            "With several cards under it, the topmost one that can be in the battle zone by itself stays, with the rest under it; cards above it that can't go to the graveyard.",
            "下に複数のカードがあるときは、単独でいられる一番上のカードが残り、その下のカードはそのまま重なる。その上の単独でいられないカードは墓地に置かれる。",
        ],
    ),
    r(
        "801.4c",
        ["not a new arrival", "新たに出たのではない"],
        [
            "The card that stays did not newly enter: no enter ability triggers, it keeps the effects it had, and it is not summoning sick if it was there since the turn began.",
            "残ったカードは新たに出たのではない。出た時の能力は誘発せず、受けていた効果は引き継がれ、ターンのはじめからあったなら召喚酔いしない。",
        ],
    ),
    r(
        "801.4d",
        ["its orientation", "向き"],
        [
            "A creature that stays is tapped or untapped as the evolution creature was; a card that is not a creature, such as a field, stays upright.",
            "残ったのがクリーチャーなら、離れた進化クリーチャーと同じ向きになる。フィールドなどクリーチャーでないカードは正しい向きになる。",
        ],
    ),
    r(
        "802",
        ["", ""],
        [
            "A NEO creature can be a normal creature, or be put on a base as a NEO evolution creature by its NEO evolution.",
            "NEOクリーチャーは通常のクリーチャーとしても、NEO進化によって進化元に重ねるNEO進化クリーチャーとしても出せる。",
        ],
    ),
    r(
        "802.1",
        ["normal or NEO evolution", "通常かNEO進化か"],
        [
            "A NEO creature may be put into the battle zone as a normal creature, or as a NEO evolution creature with its NEO evolution ability.",
            "NEOクリーチャーは、通常のクリーチャーとしても、NEO進化能力でNEO進化クリーチャーとしてもバトルゾーンに出せる。",
        ],
    ),
    r(
        "802.2",
        ["an evolution creature while on a base", "進化元がある間は進化クリーチャー"],
        [
            "A NEO creature is a NEO evolution creature while it has a card under it in the battle zone, and while it is being put in on a base; elsewhere it is a non-evolution creature.",
            "NEOクリーチャーは、バトルゾーンで下にカードがある間と、進化元に重ねて出ようとしている間はNEO進化クリーチャーとして扱う。それ以外のゾーンでは進化ではないクリーチャーである。",
        ],
    ),
    r(
        "802.3",
        ["no summoning sickness on a base", "進化元があれば召喚酔いしない"],
        [
            "With a card under it, a NEO creature is not summoning sick; if that card goes the turn it came, it is sick again.",
            "下にカードがあるNEOクリーチャーは召喚酔いしない。出たターンに下のカードがなくなれば、召喚酔いする。",
        ],
    ),
    r(
        "802.4",
        ["a card put under it", "下に置かれたカード"],
        [
            "A NEO creature put out by itself becomes a NEO evolution creature once a card is put under it by any means.",
            "単体で出したNEOクリーチャーも、何らかの方法で下にカードが置かれれば、NEO進化クリーチャーとして扱う。",
        ],
    ),
    r(
        "805",
        ["", ""],
        [
            "A psychic creature has a card face on both sides; it starts the game in the hyperspatial zone and can't be summoned with mana. Many flip to their other side when a condition is met.",
            "サイキック・クリーチャーは両面ともカードの面を持ち、ゲーム開始時に超次元ゾーンに置かれ、マナで召喚することはできない。多くは条件を満たすと裏返って覚醒する。",
        ],
    ),
    r(
        "805.1b",
        ["release: flip instead of leaving", "解除：離れるかわりに裏返る"],
        [
            "Some psychic creatures have a release ability: instead of leaving the battle zone, they turn to their lower-cost side. It is a replacement effect.",
            "サイキック・クリーチャーの中には解除を持つものがある。バトルゾーンを離れるかわりに、コストの低い面に裏返る。これは置換効果である。",
        ],
    ),
    r(
        "805.4a",
        ["not summoned with mana", "マナで召喚できない"],
        [
            "A psychic creature can't be summoned by paying its mana cost.",
            "サイキック・クリーチャーは、マナコストを支払って召喚することはできない。",
        ],
    ),
    r(
        "805.5",
        ["the same creature after flipping", "裏返っても同じクリーチャー"],
        [
            "A psychic creature that flips is still the same creature: it stays tapped if it was, effects on it remain, and its attack goes on.",
            "裏返ったサイキック・クリーチャーは同じクリーチャーとして扱う。タップ状態もかかっていた効果も続き、攻撃中なら攻撃も続く。",
        ],
    ),
    r(
        "807.1b",
        ["dragon evasion: flip instead of leaving", "龍回避：離れるかわりに裏返る"],
        [
            "Some Dragheart creatures have dragon evasion: instead of leaving the battle zone, they turn to their lower-cost side. It is a replacement effect.",
            "ドラグハート・クリーチャーの中には龍回避を持つものがある。バトルゾーンを離れるかわりに、コストの低い面に裏返る。これは置換効果である。",
        ],
    ),
    r(
        "807.4b",
        ["back to the hyperspatial zone", "超次元ゾーンに戻る"],
        [
            "A Dragheart put into any zone but the battle zone goes back to the hyperspatial zone at once.",
            "ドラグハートがバトルゾーン以外のゾーンに置かれる時は、すぐに超次元ゾーンに戻る。",
        ],
    ),
    r(
        "810",
        ["", ""],
        [
            "A twinpact is one card with two halves, each with its own card type and cost, such as a creature and a spell.",
            "ツインパクトは、クリーチャーと呪文のように、カードタイプとコストの異なる2つの部分を1枚に持つカード。",
        ],
    ),
    r(
        "810.1",
        ["two card types in one card", "1枚に2つのカードタイプ"],
        [
            "A twinpact holds two card types, each with its own cost, on a single card. Whenever the game reads it as a card, it must use the information that really applies.",
            "ツインパクトは1枚に2つのカードタイプとコストを持つ。カードとして参照するときは、常に正しい情報を参照する。",
        ],
    ),
    r(
        "810.3",
        ["choosing a card type", "カードタイプの選択"],
        [
            "When a twinpact is referred to as a card, its owner may pick whichever of its valid card types they like.",
            "ツインパクトがカードとして参照されるときは、持ち主が有効なカードタイプのうち好きなほうを選べる。",
        ],
    ),
    r(
        "810.3a",
        ["only the half referred to", "その部分の情報だけを参照"],
        [
            "When a specific card type of a twinpact is referred to, only the information of that half counts: a twinpact cast as its spell half costs that half's cost, and the creature half's abilities don't change it.",
            "ツインパクトの特定のカードタイプを参照するときは、その部分の情報だけを参照する。呪文側を唱えるときは呪文側のコストで、クリーチャー側の能力はそれを変えない。",
        ],
    ),
    r(
        "810.4",
        ["a twinpact's name", "ツインパクトのカード名"],
        [
            "A twinpact's card name is both halves' names together; as a creature in the battle zone it has only its creature half's name.",
            "ツインパクトのカード名は両側の名前を合わせたものとして扱う。バトルゾーンにクリーチャーとしてある間は、クリーチャー側の名前だけを持つ。",
        ],
    ),
    r(
        "811.2a",
        ["not summoned with mana", "マナで召喚できない"],
        [
            "GR creatures can't be summoned by paying their mana cost. They enter the battle zone only through abilities of spells, creatures and auras.",
            "GRクリーチャーはマナコストを支払って召喚できず、呪文やクリーチャー、オーラの能力によってのみバトルゾーンに出る。",
        ],
    ),
];
