//! "For a wiki": the markup that puts a board's picture on a wiki page that takes no embed
//! (PukiWiki, MediaWiki, Markdown, HTML), linked to the board, and the picture's file names
//! (`files.rs` downloads them). The picture is drawn by the worker (`diagram::picture`); the panel (`wiki_panel.rs`) lives in
//! the module loaded on demand with the card editor, so the first load carries none of it.

/// A wiki's markup language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Markup {
    /// dmwiki's: an attached image (`&ref`) in a bracket link.
    #[default]
    PukiWiki,
    MediaWiki,
    Markdown,
    Html,
}

impl Markup {
    pub const ALL: [Markup; 4] = [Markup::PukiWiki, Markup::MediaWiki, Markup::Markdown, Markup::Html];

    pub fn name(self) -> &'static str {
        match self {
            Markup::PukiWiki => "PukiWiki",
            Markup::MediaWiki => "MediaWiki",
            Markup::Markdown => "Markdown",
            Markup::Html => "HTML",
        }
    }

    /// The picture, uploaded to the wiki as `file`, shown `width`×`height` and linking to
    /// `url`, with `alt` as its text alternative. Whatever `alt` and `file` hold stays text in
    /// the markup: the characters each syntax gives a meaning to are replaced or escaped.
    pub fn write(self, file: &str, url: &str, alt: &str, (width, height): (u32, u32)) -> String {
        match self {
            Markup::PukiWiki => {
                // `&ref(file,options,title);` in `[[alias>URL]]`: arguments split at commas
                // unless quoted ("" for a quote); `);`, `>` and `]]` would end the plugin, the
                // alias or the link.
                let plain = |s: &str| s.replace(['>', '[', ']', ';', '\n'], " ").replace('"', "\"\"");
                format!("[[&ref(\"{}\",nolink,{width}x{height},\"{}\");>{url}]]", plain(file), plain(alt))
            }
            Markup::MediaWiki => {
                let plain = |s: &str| s.replace(['|', '[', ']', '{', '}', '\n'], " ");
                format!("[[File:{}|{width}px|link={url}|alt={}]]", plain(file), plain(alt))
            }
            Markup::Markdown => {
                let alt =
                    alt.replace('\\', "\\\\").replace('[', "\\[").replace(']', "\\]").replace('\n', " ");
                let file = file.replace(' ', "%20").replace(['(', ')'], "");
                format!("[![{alt}]({file})]({url})")
            }
            Markup::Html => format!(
                r#"<a href="{}"><img src="{}" width="{width}" height="{height}" alt="{}"></a>"#,
                html(url),
                html(file),
                html(alt)
            ),
        }
    }
}

fn html(s: &str) -> String {
    s.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// `horyu-board.png` → `horyu-board@2x.png` (or `.svg`): the name without its extension, then
/// `ending`.
pub fn file_name(file: &str, ending: &str) -> String {
    let file = file.trim();
    let stem = file.rsplit_once('.').map_or(file, |(stem, _)| stem);
    let stem = if stem.is_empty() { "horyu-board" } else { stem };
    format!("{stem}{ending}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const URL: &str = "https://horyu.example/#link=SFkHabc-_";

    #[test]
    fn each_markup_links_the_picture_to_the_board() {
        let alt = "Turn 3, Player 1's main step";
        let size = (950, 610);
        assert_eq!(
            Markup::PukiWiki.write("b.png", URL, alt, size),
            "[[&ref(\"b.png\",nolink,950x610,\"Turn 3, Player 1's main step\");>https://horyu.example/#link=SFkHabc-_]]"
        );
        assert_eq!(
            Markup::MediaWiki.write("b.png", URL, alt, size),
            "[[File:b.png|950px|link=https://horyu.example/#link=SFkHabc-_|alt=Turn 3, Player 1's main step]]"
        );
        assert_eq!(
            Markup::Markdown.write("b.png", URL, alt, size),
            "[![Turn 3, Player 1's main step](b.png)](https://horyu.example/#link=SFkHabc-_)"
        );
        assert_eq!(
            Markup::Html.write("b.png", URL, alt, size),
            "<a href=\"https://horyu.example/#link=SFkHabc-_\"><img src=\"b.png\" width=\"950\" height=\"610\" alt=\"Turn 3, Player 1's main step\"></a>"
        );
    }

    #[test]
    fn file_names_keep_their_stem() {
        assert_eq!(file_name("board.png", "@2x.png"), "board@2x.png");
        assert_eq!(file_name("  ", ".svg"), "horyu-board.svg");
        assert_eq!(file_name("a.b.png", ".svg"), "a.b.svg");
    }

    #[test]
    fn a_hostile_alt_or_file_name_stays_text() {
        let alt = "x\");>javascript:alert(1)]] | [[File:y]] {{z}} <script>\"";
        let puki = Markup::PukiWiki.write("a\".png", URL, alt, (1, 1));
        // One plugin call, one link: nothing in the alt ends them early.
        assert_eq!(puki.matches(");>").count(), 1, "{puki}");
        assert_eq!(puki.matches("]]").count(), 1, "{puki}");
        assert!(!puki.contains("\");>javascript"), "{puki}");
        let mw = Markup::MediaWiki.write("a|b.png", URL, alt, (1, 1));
        assert_eq!(mw.matches('|').count(), 3, "{mw}");
        assert_eq!(mw.matches("]]").count(), 1, "{mw}");
        assert!(!mw.contains("{{"), "{mw}");
        let md = Markup::Markdown.write("a).png", URL, alt, (1, 1));
        assert!(md.starts_with("[![x\");>javascript:alert(1)\\]\\]"), "{md}");
        assert!(md.contains("(a.png)"), "{md}");
        let html = Markup::Html.write("a\".png", URL, alt, (1, 1));
        assert!(!html.contains("<script>"), "{html}");
        assert_eq!(html.matches('"').count(), 10, "every attribute quoted once: {html}");
    }
}
