//! The interface in English and Japanese. English strings are the keys; a string without a
//! Japanese entry shows in English. The engine words its own texts (the log, the prompts) in
//! either language: `horyu_engine::words`.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Ja,
}

impl Lang {
    /// From `navigator.language`: Japanese for `ja*`, English otherwise.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("ja") {
            Lang::Ja
        } else {
            Lang::En
        }
    }

    /// The engine's language for its own words (the log, the prompts, reasons).
    pub fn engine(self) -> horyu_engine::words::Lang {
        match self {
            Lang::En => horyu_engine::words::Lang::En,
            Lang::Ja => horyu_engine::words::Lang::Ja,
        }
    }

    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }
}

pub fn tr(lang: Lang, en: &'static str) -> &'static str {
    if lang == Lang::En {
        return en;
    }
    match en {
        "Rules" => "ルール",
        "Sandbox" => "サンドボックス",
        "Mode" => "モード",
        "View" => "視点",
        "Judge" => "ジャッジ",
        "Player 1" => "プレイヤー1",
        "Player 2" => "プレイヤー2",
        "Ruleset" => "ルール版",
        "Current rules" => "現行ルール",
        "Legacy rules" => "旧ルール",
        "Compare" => "比較",
        "New game" => "新しい対戦",
        "Language" => "言語",
        "Undo" => "元に戻す",
        "Redo" => "やり直す",
        "Rulings" => "裁定集",
        "Standby" => "保留状態",
        "Resolution" => "解決",
        "Game log" => "ログ",
        "Card" => "カード",
        "Next step" => "次のステップ",
        "Restart" => "最初から",
        "Step" => "ステップ",
        "of" => "/",
        "Expected" => "期待される結果",
        "What happened" => "起きたこと",
        "Failed" => "失敗",
        "Passed" => "成功",
        "Search rulings" => "裁定を検索",
        "Close" => "閉じる",
        "Share" => "共有",
        "Share this moment" => "この時点を共有",
        "Link" => "リンク",
        "characters" => "文字",
        "Copy" => "コピー",
        "Copied." => "コピーしました。",
        "The clipboard is not available: the text is selected, copy it with Ctrl+C." => {
            "クリップボードを使えません。選択されたテキストをCtrl+Cでコピーしてください。"
        }
        "Embed" => "埋め込み",
        "Open a link" => "リンクを開く",
        "This is JSON: the playground opens links. `horyu link encode session.json` turns a session's JSON into a link (and `horyu link decode LINK` a link into JSON)." => "これはJSONです。プレイグラウンドが開くのはリンクです。`horyu link encode session.json` でセッションのJSONをリンクに変換できます（`horyu link decode LINK` でリンクをJSONに）。",
        "Dismiss" => "閉じる",
        "A shared link opened. Your own session is kept aside." => "共有リンクを開きました。自分のセッションは保管してあります。",
        "Back to my session" => "自分のセッションに戻る",
        "Back" => "戻る",
        "Forward" => "進む",
        "This link can't be opened" => "このリンクは開けません",
        "This session can't be opened" => "このセッションは開けません",
        "Open" => "開く",
        "Yes" => "はい",
        "No" => "いいえ",
        "Confirm" => "決定",
        "Auto" => "自動",
        "Explore orders" => "順番を調べる",
        "Resolve in this order" => "この順番で解決",
        "Move up" => "上へ",
        "Move down" => "下へ",
        "Nothing is waiting to resolve." => "解決待ちの効果はありません。",
        "No actions yet." => "まだ何もしていません。",
        "Branches" => "分岐",
        "Switch" => "切り替え",
        "Use" => "使う",
        "Charge" => "チャージ",
        "the opponent" => "相手プレイヤー",
        "End the step" => "ステップを終える",
        "End the attack step" => "攻撃ステップを終える",
        "Choose" => "選ぶ",
        "Resolve" => "解決",
        "Option" => "選択肢",
        "Action" => "アクション",
        "Cost" => "コスト",
        "Power" => "パワー",
        "Races" => "種族",
        "Abilities" => "能力",
        "Effects on it" => "適用中の効果",
        "printed" => "印刷",
        "cards" => "枚",
        "card" => "枚",
        "still belongs to" => "所属ゾーン",
        "next" => "次に",
        "in standby" => "保留中",
        "Tapped" => "タップ",
        "Face down" => "裏向き",
        "Summoning sickness" => "召喚酔い",
        "Sealed" => "封印",
        "Who chooses" => "選ぶプレイヤー",
        "Pending effects" => "待機中の効果",
        "Then" => "その後",
        "Possible actions" => "できること",
        "Last action" => "直前のアクション",
        "Hover, tap or focus a card to see it in full." => {
            "カードにカーソル・タップ・フォーカスすると詳細を表示します。"
        }
        "Cards being used and waiting abilities appear here." => {
            "使用中のカードと待機中の能力がここに表示されます。"
        }
        "The board has left the scenario's line: restart it to step on." => {
            "盤面がシナリオの進行から外れました。最初からやり直してください。"
        }
        "Under these rules the line stops early." => "このルールでは途中で進めなくなります。",
        "The engine lists no answer." => "エンジンが答えを示していません。",
        "Moment" => "時点",
        "Setup" => "初期盤面",
        "Outcomes" => "結果",
        "orders" => "通り",
        "Differs first at moment" => "最初に違う時点",
        "No difference." => "違いはありません。",
        "Refused under the other rules at action" => "もう一方のルールで拒否されるアクション",
        "Winner" => "勝者",
        "Turn" => "ターン",
        "Card editor" => "カードエディター",
        "New card" => "新しいカード",
        "English name" => "英語名",
        "Japanese name" => "日本語名",
        "Type" => "カードタイプ",
        "Civilizations" => "文明",
        "Races (comma separated)" => "種族（カンマ区切り）",
        "Keywords" => "キーワード能力",
        "No abilities yet: compose one below, or write it in the TOML." => "能力はまだありません。下で組み立てるか、TOMLに書いてください。",
        "Remove" => "削除",
        "Compose an ability" => "能力を組み立てる",
        "Kind" => "種類",
        "Trigger" => "誘発条件",
        "Condition" => "条件",
        "Effect" => "効果",
        "Target" => "対象",
        "\"You may\" (optional)" => "「してもよい」（任意）",
        "Modifier" => "修整",
        "Replacement" => "置換",
        "Keyword" => "キーワード",
        "Add ability" => "能力を追加",
        "Preview" => "プレビュー",
        "Definition (TOML, docs/cards.md)" => "定義（TOML、docs/cards.md）",
        "Line" => "行",
        "column" => "列",
        "A valid card." => "有効なカードです。",
        "Player" => "プレイヤー",
        "Zone" => "ゾーン",
        "Put into the game" => "ゲームに置く",
        "Save to my cards" => "マイカードに保存",
        "My cards" => "マイカード",
        "Saved cards stay in this browser." => "保存したカードはこのブラウザに残ります。",
        "Import file" => "ファイルを読み込む",
        "Export file" => "ファイルに書き出す",
        "Edit this card" => "このカードを編集",
        "Make a variant" => "改造カードを作る",
        "This card can't join the session" => "このカードはセッションに加えられません",
        "My cards are full" => "マイカードがいっぱいです",
        "Saved to my cards" => "マイカードに保存しました",
        "This file can't be read" => "このファイルは読み込めません",
        "Cards imported" => "読み込んだカード",
        "My cards could not be read" => "マイカードを読み込めませんでした",
        "Download" => "ダウンロード",
        "SVG diagram" => "SVG図",
        "Scenario (.toml)" => "シナリオ（.toml）",
        "Session (.json)" => "セッション（.json）",
        "Open a link or JSON" => "リンクかJSONを開く",
        "Open a file" => "ファイルを開く",
        "This JSON can't be opened" => "このJSONは開けません",
        "Update in this session" => "このセッションで更新",
        "Updated in this session" => "このセッションで更新しました",
        "Every copy in this session follows the new definition (the history replays)." => "このセッションのすべてのコピーが新しい定義に従います（履歴を再生します）。",
        _ => en,
    }
}
