//! Share → "For a wiki": the board's picture, drawn by the worker (`diagram::picture`) and made
//! PNG by the page, and the markup that puts it on a wiki page that takes no embed (PukiWiki,
//! MediaWiki, Markdown, HTML), linked to the board.

use horyu_engine::diagram::{Picture, PictureOptions};
use horyu_engine::offload::Work;
use horyu_engine::words::Lang;

use super::Model;
use crate::offload::Errand;

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

/// The "For a wiki" part of the share panel.
#[derive(Clone, Debug, PartialEq)]
pub struct WikiShare {
    /// The picture, once the worker drew it, and what it was drawn for (the link, the zones,
    /// the language): it is shown only while those are still what the panel shares.
    pub picture: Option<(Made, Result<Picture, String>)>,
    /// Asked of the worker and not yet answered.
    pub asking: Option<Made>,
    pub markup: Markup,
    /// The picture's file name on the wiki.
    pub file: String,
}

impl Default for WikiShare {
    fn default() -> Self {
        WikiShare { picture: None, asking: None, markup: Markup::default(), file: "horyu-board.png".into() }
    }
}

/// What a picture shows: the link, the zones, the language.
pub type Made = (String, Option<Vec<horyu_engine::Zone>>, Lang);

/// What the user does in the "For a wiki" part.
#[derive(Clone, Debug, PartialEq)]
pub enum WikiMsg {
    /// Draw the picture of the moment shared.
    Make,
    Markup(Markup),
    File(String),
    /// Download the picture as PNG at this many pixels per CSS pixel (1 or 2).
    Png(u32),
    Svg,
}

impl Model {
    /// What a picture made now would show.
    fn picture_for(&self) -> Option<Made> {
        let share = self.share.as_ref()?;
        Some((share.fragment.clone(), share.snippet.zones.clone(), share.snippet.lang.unwrap_or(self.lang)))
    }

    /// The picture for the moment shared, when it is the one drawn.
    pub fn wiki_picture(&self) -> Option<&Result<Picture, String>> {
        let now = self.picture_for()?;
        let (made, picture) = self.share.as_ref()?.wiki.picture.as_ref()?;
        (made == &now).then_some(picture)
    }

    /// Whether the picture for the moment shared is being drawn.
    pub fn wiki_asking(&self) -> bool {
        let now = self.picture_for();
        self.share.as_ref().is_some_and(|s| s.wiki.asking.is_some() && s.wiki.asking == now)
    }

    /// Asks the worker for the picture of the moment shared, in the panel's zones and language,
    /// with the ruling's expectation as its answering line when the moment is a ruling's step.
    pub fn make_picture(&mut self) {
        let Some(made) = self.picture_for() else { return };
        let caption =
            self.ruling_caption(made.2).filter(|_| self.share.as_ref().is_some_and(|s| s.moment.is_none()));
        let options = PictureOptions { lang: made.2, zones: made.1.clone(), caption };
        let work = Work::DrawPicture { link: made.0.clone(), options };
        if let Some(s) = &mut self.share {
            s.wiki.asking = Some(made.clone());
        }
        self.ask(Errand::Picture(made), work);
    }

    /// The worker's picture, kept if the panel still shares what it was drawn for.
    pub fn picture_done(&mut self, made: Made, picture: Result<Picture, String>) {
        if let Some(s) = &mut self.share {
            if s.wiki.asking.as_ref() == Some(&made) {
                s.wiki.asking = None;
            }
            s.wiki.picture = Some((made, picture));
        }
    }

    /// What the ruling shown expects at the step played, in `lang`: the line a picture of its
    /// board answers with.
    fn ruling_caption(&self, lang: Lang) -> Option<String> {
        let run = self.scenario.as_ref()?;
        let step = run.steps().get(run.done.checked_sub(1)?)?;
        let said: Vec<&str> = step.expects.iter().map(|(en, ja)| lang.or_english(en, ja)).collect();
        (!said.is_empty()).then(|| said.join(" "))
    }

    /// The markup for the picture drawn, to paste into a wiki page.
    pub fn wiki_markup(&self, page: &str) -> Option<String> {
        let share = self.share.as_ref()?;
        let picture = self.wiki_picture()?.as_ref().ok()?;
        let url = format!("{page}{}", share.fragment);
        let file = share.wiki.file.trim();
        let file = if file.is_empty() { "horyu-board.png" } else { file };
        Some(share.wiki.markup.write(file, &url, &picture.alt, (picture.width, picture.height)))
    }
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
    fn the_panel_draws_the_picture_of_the_moment_shared_and_its_markup() {
        use crate::offload::settle;
        let mut m = Model::for_tests(Lang::Ja);
        m.open_share(None);
        assert!(m.wiki_picture().is_none());
        m.make_picture();
        assert!(m.wiki_asking());
        settle(&mut m);
        let picture = m.wiki_picture().expect("drawn").as_ref().expect("no error").clone();
        assert!(picture.svg.starts_with("<svg"), "{}", picture.svg);
        assert!(picture.alt.starts_with("Horyuの盤面"), "in the page's language: {}", picture.alt);
        let markup = m.wiki_markup("https://horyu.example/").unwrap();
        let fragment = m.share.as_ref().unwrap().fragment.clone();
        assert!(markup.contains(&format!("https://horyu.example/{fragment}")), "{markup}");
        assert!(markup.starts_with("[[&ref(\"horyu-board.png\""), "PukiWiki first: {markup}");
        // Other zones make it another picture, drawn again on request.
        m.share.as_mut().unwrap().snippet.zones = Some(vec![horyu_engine::Zone::Battle]);
        assert!(m.wiki_picture().is_none(), "the picture drawn shows other zones");
        m.make_picture();
        settle(&mut m);
        let battle = m.wiki_picture().unwrap().as_ref().unwrap();
        assert!(!battle.svg.contains("data-zone=\"p1.mana\""));
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
