//! The interface in English and Japanese. English strings are the keys; a string without a
//! Japanese entry shows in English. The engine words its own texts (the log, the prompts) in
//! either language: `horyu_engine::words`.

/// The interface's language is the engine's: one switch words both.
pub use horyu_engine::words::Lang;

/// Where this browser keeps the reader's choice of language (`en` or `ja`). An embed reads it
/// and never writes it.
pub const LANG_KEY: &str = "horyu.lang";

/// The page's language: `lang=` in the address (`?lang=ja`, an embed's `?embed&lang=ja`: a
/// wiki page in Japanese shows its boards in Japanese), then the choice this browser keeps,
/// then the browser's own language. index.html's loading text decides the same way. The
/// warning names a `lang=` the page does not know (it is then left out).
pub fn choose_lang(query: &str, kept: Option<&str>, browser: &str) -> (Lang, Option<String>) {
    let asked = query.trim_start_matches('?').split('&').find_map(|p| p.strip_prefix("lang="));
    let known = |key: &str| [Lang::En, Lang::Ja].into_iter().find(|l| key.eq_ignore_ascii_case(l.tag()));
    let warning = asked
        .filter(|key| known(key).is_none())
        .map(|key| format!("?lang=: unknown language {key} (known: en, ja)"));
    let lang =
        asked.and_then(known).or_else(|| kept.and_then(known)).unwrap_or_else(|| Lang::from_tag(browser));
    (lang, warning)
}

/// Whether the address asks for a language (`lang=`): the reader's own choice then takes it
/// out of the address, so a reload shows what they chose.
pub fn query_asks_lang(query: &str) -> bool {
    query.trim_start_matches('?').split('&').any(|p| p.starts_with("lang="))
}

/// The query without its `lang=`: `?embed&lang=ja` → `?embed`, `?lang=ja` → ``.
pub fn query_without_lang(query: &str) -> String {
    let rest: Vec<&str> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("lang="))
        .collect();
    if rest.is_empty() {
        String::new()
    } else {
        format!("?{}", rest.join("&"))
    }
}

/// What joins a label to its text: ": ", and in Japanese the full-width "：" the engine's
/// words use too.
pub fn colon(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ": ",
        Lang::Ja => "：",
    }
}

/// `label` in the page's language, then `text`: "This link can't be opened: …",
/// 「このリンクは開けません：…」.
pub fn labelled(lang: Lang, label: &'static str, text: impl std::fmt::Display) -> String {
    format!("{}{}{text}", tr(lang, label), colon(lang))
}

pub fn tr(lang: Lang, en: &'static str) -> &'static str {
    if lang == Lang::En {
        return en;
    }
    match en {
        "Rules" => "ルール",
        "Rule" => "ルール",
        "Official rules" => "公式の総合ゲームルール",
        "Sandbox" => "サンドボックス",
        "Mode" => "モード",
        "View" => "視点",
        "Judge" => "ジャッジ",
        "Ruleset" => "ルール版",
        "Current rules" => "現行ルール",
        "Legacy rules" => "旧ルール",
        "Compare" => "比較",
        "New game" => "新しい対戦",
        "Language" => "言語",
        "Each reader's" => "読む人の言語",
        "the browser gives no reason" => "ブラウザーは理由を示していません",
        "the server answered" => "サーバーの応答は",
        "Undo" => "元に戻す",
        "Step back" => "1ステップ戻る",
        "More" => "続きを読む",
        "Less" => "たたむ",
        "Step over" => "ステップオーバー",
        "Step out" => "ステップアウト",
        "Step into actions" => "アクションをステップ実行",
        "Step through the rules" => "ルール処理をステップ実行",
        "The processing step before" => "1つ前の処理ステップへ",
        "The next processing step: declared, standby, paid, each resolution step…" => "次の処理ステップへ：宣言、保留状態、支払い、解決の各ステップ…",
        "To the end of this action" => "このアクションの終わりまで",
        "To the end of what is resolving now" => "いま解決中のものの終わりまで",
        "Processing now" => "処理中",
        "This moment is inside an action: step over to its end to act" => "この時点はアクションの処理の途中です。行動するにはステップオーバーで終わりまで進めてください",
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
        "Loading the rulings…" => "裁定を読み込み中…",
        "Loading the rule…" => "ルールを読み込み中…",
        "The rule's summary can't be loaded" => "ルールの要約を読み込めません",
        "Try again" => "再試行",
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
        "Dismiss" => "閉じる",
        "A shared link opened. Your own session is kept aside." => "共有リンクを開きました。自分のセッションは保管してあります。",
        "Back to my session" => "自分のセッションに戻る",
        "Back" => "戻る",
        "Forward" => "進む",
        "This link can't be opened" => "このリンクは開けません",
        "Open" => "開く",
        "Yes" => "はい",
        "No" => "いいえ",
        "Confirm" => "決定",
        "Auto" => "自動",
        "Explore orders" => "順番を調べる",
        "Exploring every order…" => "すべての順番を調べています…",
        "Stop" => "中止",
        "Cancel" => "キャンセル",
        "Opening the link…" => "リンクを開いています…",
        "Opening the link: its board's setup is shown while its actions replay" => "リンクを開いています。手順を再生する間、最初の盤面を表示しています",
        "Actions replayed" => "再生した手順",
        "Replaying the line under the other rules…" => "もう一方のルールで同じ手順を再生しています…",
        "Loading the card editor…" => "カードエディターを読み込んでいます…",
        "The card editor could not be loaded." => "カードエディターを読み込めませんでした。",
        "Its files could not be fetched. Check the connection and try again." => "ファイルを取得できませんでした。接続を確かめて、もう一度お試しください。",
        "Its files arrived damaged or from another version of the site. Reload the page and try again." => "ファイルが壊れているか、サイトの別の版のものです。ページを再読み込みして、もう一度お試しください。",
        "It did not start. Try again, or reload the page." => "起動しませんでした。もう一度試すか、ページを再読み込みしてください。",
        "The browser said:" => "ブラウザーのメッセージ：",
        "Resolve in this order" => "この順番で解決",
        "Move up" => "上へ",
        "Move down" => "下へ",
        "Nothing is waiting to resolve." => "解決待ちの効果はありません。",
        "No actions yet." => "まだ何もしていません。",
        "Branches" => "分岐",
        "Switch" => "切り替え",
        "Action" => "アクション",
        "Cost" => "コスト",
        "Power" => "パワー",
        "Effects on it" => "適用中の効果",
        "Cards under it, top first" => "下にあるカード（上から）",
        "Attached to it" => "付いているカード",
        "Crossed onto" => "クロス先",
        "printed" => "印刷",
        "cards" => "枚",
        "card" => "枚",
        "still belongs to" => "所属ゾーン",
        "next" => "次に",
        "in standby" => "保留中",
        "Tapped" => "タップ",
        "Upside down" => "上下逆さま",
        "Face down" => "裏向き",
        "Summoning sickness" => "召喚酔い",
        "(put into the battle zone this turn: can't attack)" => "（このターンにバトルゾーンに出た：攻撃できない）",
        "Sealed" => "封印",
        "Who chooses" => "選ぶプレイヤー",
        "Pending effects" => "待機中の効果",
        "Then" => "その後",
        "Possible actions" => "できること",
        "Last action" => "直前のアクション",
        "Hover, tap or focus a card to see it in full." => {
            "カードにカーソル・タップ・フォーカスすると詳細を表示します。"
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
        "Find cards" => "カードを探す",
        "The card finder could not be loaded." => "カード検索を読み込めませんでした。",
        "Loading the card finder…" => "カード検索を読み込んでいます…",
        "The cards can't be loaded" => "カードを読み込めません",
        "Not modelled:" => "未対応：",
        "New card" => "新しいカード",
        "Export file" => "ファイルに書き出す",
        "Edit this card" => "このカードを編集",
        "Make a variant" => "改造カードを作る",
        "This card can't join the session" => "このカードはセッションに加えられません",
        "My cards are full" => "マイカードがいっぱいです",
        "Saved to my cards" => "マイカードに保存しました",
        "This file can't be read" => "このファイルは読み込めません",
        "Cards imported" => "読み込んだカード",
        "My cards could not be read" => "マイカードを読み込めませんでした",
        "This ruling's title and steps can't be shown" => "この裁定のタイトルと手順を表示できません",
        "Download" => "ダウンロード",
        "For a wiki" => "Wiki用",
        "Whole table" => "盤面全体",
        "The Share panel could not be loaded." => "共有パネルを読み込めませんでした。",
        "Loading the Share panel…" => "共有パネルを読み込んでいます…",
        "The Sessions panel could not be loaded." => "セッションパネルを読み込めませんでした。",
        "Loading the Sessions panel…" => "セッションパネルを読み込んでいます…",
        "Picture for a wiki…" => "Wiki用の画像…",
        "SVG diagram" => "SVG図",
        "Scenario (.toml)" => "シナリオ（.toml）",
        "Session (.json)" => "セッション（.json）",
        "Open a link or JSON" => "リンクかJSONを開く",
        "Open a file" => "ファイルを開く",
        "This JSON can't be opened" => "このJSONは開けません",
        "Updated in this session" => "このセッションで更新しました",
        "Sessions" => "セッション",
        "Check the board" => "盤面を確認する",
        "What this step expects may name cards this player can't see: the Judge view shows it." => "このステップで期待される結果は、このプレイヤーに見えないカードの名前を含むことがあります。ジャッジ視点で表示されます。",
        "Nothing checked at this step." => "このステップでは何も確認しない。",
        "The step in the scenario file (TOML)" => "シナリオファイルでのこのステップ（TOML）",
        "Skip to the board" => "盤面へ移動",
        "Height" => "高さ",
        "Only some zones" => "一部のゾーンだけ表示",
        "Zones shown" => "表示するゾーン",
        "Kept in this browser. New game, links and rulings never replace one; a ruling's board is kept once you play your own move on it." => "このブラウザに保存されています。新しい対戦、リンク、裁定で上書きされることはありません。裁定の盤面は、自分の手を指したときから保存されます。",
        "Deleted" => "削除しました：",
        "Delete" => "削除",
        "No sessions yet: play a move and it is kept here." => "まだセッションはありません。手を指すとここに保存されます。",
        "Session name" => "セッション名",
        "shown now" => "表示中",
        "Shared board" => "共有された盤面",
        "This browser's storage is full: the session could not be kept. Delete old sessions in Sessions." => "ブラウザの保存領域がいっぱいのため、セッションを保存できませんでした。「セッション」から古いものを削除してください。",
        "This session can't be kept or shared" => "このセッションは保存も共有もできません",
        "The kept sessions could not be read" => "保存したセッションを読み込めませんでした",
        "their text is kept in this browser's storage under" => "その内容はブラウザの保存領域の次のキーに残してあります：",
        _ => en,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_then_the_kept_choice_then_the_browser_say_the_language() {
        assert_eq!(choose_lang("", None, "ja-JP"), (Lang::Ja, None));
        assert_eq!(choose_lang("", None, "en-US"), (Lang::En, None));
        assert_eq!(choose_lang("", Some("en"), "ja-JP"), (Lang::En, None));
        assert_eq!(choose_lang("?embed&lang=ja", Some("en"), "en-US"), (Lang::Ja, None));
        assert_eq!(choose_lang("?lang=EN", Some("ja"), "ja"), (Lang::En, None));
        // A kept value this build does not know is ignored, as is an unknown `lang=`, which is named.
        assert_eq!(choose_lang("", Some("klingon"), "ja"), (Lang::Ja, None));
        let (lang, warning) = choose_lang("?embed&lang=fr", Some("ja"), "en");
        assert_eq!(lang, Lang::Ja);
        assert_eq!(warning.as_deref(), Some("?lang=: unknown language fr (known: en, ja)"));
        // `language=` and `xlang=` are other parameters.
        assert_eq!(choose_lang("?language=ja&xlang=ja", None, "en"), (Lang::En, None));
    }

    #[test]
    fn a_label_joins_its_text_with_the_language_s_colon() {
        assert_eq!(
            labelled(Lang::En, "This link can't be opened", "truncated"),
            "This link can't be opened: truncated"
        );
        assert_eq!(labelled(Lang::Ja, "Failed", 3), "失敗：3");
    }

    #[test]
    fn the_reader_s_choice_takes_lang_out_of_the_address() {
        assert!(query_asks_lang("?embed&lang=ja") && !query_asks_lang("?embed&language=ja"));
        assert_eq!(query_without_lang("?embed&lang=ja&zones=battle"), "?embed&zones=battle");
        assert_eq!(query_without_lang("?lang=ja"), "");
        assert_eq!(query_without_lang(""), "");
    }

    /// The English keys of a `tr` table: its lines `"English" => "日本語",` or `=> {`.
    fn keys(table: &str) -> Vec<&str> {
        table
            .lines()
            .filter_map(|l| l.trim().strip_prefix('"')?.split_once("\" => ").map(|(k, _)| k))
            .collect()
    }

    /// Every English key of the table is a string the interface shows: a key no code passes
    /// to `tr` any more is a dead translation, in every reader's download. The card editor's
    /// own table (editor.rs, in the editor's module) is held to the same, and holds no key
    /// the page's table has (it falls back to this one).
    #[test]
    fn every_translation_is_used() {
        let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
        let mut code = String::new();
        let mut dirs = vec![std::path::PathBuf::from(src)];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("i18n.rs") {
                    code.push_str(&std::fs::read_to_string(path).unwrap());
                }
            }
        }
        let page = keys(include_str!("i18n.rs"));
        let unused: Vec<&&str> = page.iter().filter(|k| !code.contains(&format!("\"{k}\""))).collect();
        assert!(unused.is_empty(), "translations no code uses: {unused:?}");

        let editor = include_str!("editor.rs");
        let at = editor.find("fn tr(lang: Lang").expect("editor.rs has its own tr");
        let (editor_code, editor_table) = editor.split_at(at);
        let editor_keys = keys(editor_table);
        assert!(editor_keys.len() > 10, "the editor's table was not found: {editor_keys:?}");
        let unused: Vec<&&str> =
            editor_keys.iter().filter(|k| !editor_code.contains(&format!("\"{k}\""))).collect();
        assert!(unused.is_empty(), "the editor's translations no editor code uses: {unused:?}");
        let twice: Vec<&&str> = editor_keys.iter().filter(|k| page.contains(k)).collect();
        assert!(twice.is_empty(), "translated in both tables: {twice:?}");
    }
}
