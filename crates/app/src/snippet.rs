//! The Share panel's embed snippet: the iframe a page puts a board in, with the height, zones
//! and language the author picks (docs/embed.md). State only; the panel that shows it is in the
//! module loaded on demand (share_panel.rs).

use horyu_engine::words::Lang;
use horyu_engine::Zone;

/// The iframe snippet's options, picked in the Share panel.
#[derive(Clone, Debug, PartialEq)]
pub struct Snippet {
    /// The frame's height in CSS pixels.
    pub height: u32,
    /// The zones shown; `None`: all.
    pub zones: Option<Vec<Zone>>,
    /// The language the frame shows (`lang=`); `None`: each reader's own.
    pub lang: Option<Lang>,
}

impl Default for Snippet {
    fn default() -> Self {
        Snippet { height: 420, zones: None, lang: None }
    }
}

/// The languages the snippet offers, in the order of its list: each reader's, then one.
pub const LANGS: [Option<Lang>; 3] = [None, Some(Lang::En), Some(Lang::Ja)];

/// The frame heights the panel accepts.
pub const HEIGHTS: std::ops::RangeInclusive<u32> = 240..=2000;

/// What the Share panel's embed controls ask for.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The height field's text (a number of pixels; anything else is ignored).
    Height(String),
    /// Choose the zones (`true`) or show them all.
    Choose(bool),
    /// A zone shown or not.
    Zone(Zone, bool),
    /// The frame's language (`None`: the reader's).
    Lang(Option<Lang>),
}

impl Snippet {
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Height(text) => {
                if let Ok(h) = text.trim().parse::<u32>() {
                    self.height = h.clamp(*HEIGHTS.start(), *HEIGHTS.end());
                }
            }
            Msg::Choose(true) => self.zones = Some(Zone::ALL.to_vec()),
            Msg::Choose(false) => self.zones = None,
            Msg::Zone(z, on) => {
                let zones = self.zones.get_or_insert_with(|| Zone::ALL.to_vec());
                zones.retain(|&x| x != z);
                if on {
                    zones.push(z);
                    zones.sort_by_key(|z| Zone::ALL.iter().position(|x| x == z));
                }
            }
            Msg::Lang(lang) => self.lang = lang,
        }
    }

    /// The iframe that embeds the link `fragment` of the page `page`.
    pub fn html(&self, page: &str, fragment: &str) -> String {
        let zones = match &self.zones {
            Some(zs) => format!("&zones={}", zs.iter().map(|z| z.key()).collect::<Vec<_>>().join(",")),
            None => String::new(),
        };
        let lang = self.lang.map(|l| format!("&lang={}", l.tag())).unwrap_or_default();
        format!(
            "<iframe src=\"{page}?embed{zones}{lang}{fragment}\" title=\"Horyu\" width=\"100%\" height=\"{}\" style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>",
            self.height
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_snippet_carries_the_height_and_zones_picked() {
        let mut s = Snippet::default();
        assert!(s.html("https://h.example/", "#link=SF").contains("height=\"420\""));
        s.update(Msg::Height(600.to_string()));
        s.update(Msg::Height("tall".into()));
        assert_eq!(s.height, 600);
        s.update(Msg::Height("5".into()));
        assert_eq!(s.height, 240);
        s.update(Msg::Choose(true));
        s.update(Msg::Zone(Zone::Hand, false));
        s.update(Msg::Zone(Zone::Deck, false));
        s.update(Msg::Zone(Zone::Deck, true));
        let html = s.html("https://h.example/", "#link=SF");
        assert!(
            html.contains("src=\"https://h.example/?embed&zones=deck,battle,mana,shields,graveyard,hyperspatial,gr#link=SF\""),
            "{html}"
        );
        s.update(Msg::Choose(false));
        assert!(s.html("p", "#l").contains("src=\"p?embed#l\""));
        s.update(Msg::Lang(Some(Lang::Ja)));
        assert!(s.html("p", "#l").contains("src=\"p?embed&lang=ja#l\""));
        s.update(Msg::Lang(None));
        assert!(s.html("p", "#l").contains("src=\"p?embed#l\""));
    }
}
