//! The picture of a board for a wiki page that takes no embed (PukiWiki's attached image,
//! MediaWiki's `File:`, Markdown): the zones that matter at the moment, at a size a wiki's
//! column reads, the event that answers the question on top, and the position said in words
//! for its text alternative. The app turns its SVG into PNG (1× and 2×) in the browser.

use super::{esc, zone, Svg, CARD_BACK, CW, GAP, MARGIN, ROW};
use crate::sight::Sight;
use crate::view::{BoardView, ZoneView};
use crate::words::{self, Lang};
use crate::{Game, PlayerId, Zone};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// Width of the picture's layout, in its own units.
const PW: f64 = 760.0;
/// CSS pixels per layout unit at 1×: a card's name (9.5 units) is 11.9 pixels, as a wiki's
/// small print; the 2× PNG doubles it for sharp screens.
const SCALE: f64 = 1.25;
/// The header's status line; the answering line (up to two lines) and the decision follow.
const HEAD: f64 = 34.0;
/// A header line's height.
const LINE: f64 = 17.0;
/// A player's line of counts above their zones.
const LABEL: f64 = 22.0;
/// The band between the players: the standby tray and the pending effects.
const BAND: f64 = 30.0;

/// What to draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PictureOptions {
    pub lang: Lang,
    /// Only these zones, for both players (an embed's `zones=`). `None`: the battle zones and
    /// every other zone holding a card, a deck as its count.
    pub zones: Option<Vec<Zone>>,
    /// The line that answers the question, when the page knows it (a ruling's expectation at
    /// the step shown); otherwise the last event that changed the board is given.
    pub caption: Option<String>,
}

/// A board's picture and its text alternative.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Picture {
    pub svg: String,
    /// The position in words, for the image's `alt` (and the SVG's own `<desc>`).
    pub alt: String,
    /// Its size in CSS pixels at 1×.
    pub width: u32,
    pub height: u32,
}

/// The zones of one player's half, nearest the middle last for the top player.
const ORDER: [Zone; 8] = [
    Zone::Hand,
    Zone::Hyperspatial,
    Zone::Gr,
    Zone::Deck,
    Zone::Shields,
    Zone::Mana,
    Zone::Graveyard,
    Zone::Battle,
];

/// The board at the moment `game` is in, as `perspective` sees it (None: the judge).
pub fn picture(
    game: &Game,
    perspective: Option<PlayerId>,
    cursor: usize,
    actions: usize,
    options: &PictureOptions,
) -> Picture {
    let lang = options.lang;
    let sight = game.sight(perspective);
    let mut view = sight.board();
    // Cards are named in the picture's language.
    for z in &mut view.zones {
        for c in &mut z.cards {
            if c.name.is_some() {
                c.name = Some(sight.name(c.id, lang));
            }
        }
    }
    let bottom = perspective.unwrap_or(PlayerId::P1);
    let top = bottom.opponent();
    let (top_zones, top_rows) = pack_zones(&view, top, bottom, options);
    let (bottom_zones, bottom_rows) = pack_zones(&view, bottom, bottom, options);
    let half = |rows: usize| LABEL + rows as f64 * ROW;
    // The answering line wraps at about 90 characters (bold, 12.5 units: some 7.5 each).
    let answer = answer(game, &sight, options).map(|l| super::wrap_words(&l, 90, 2, " ")).unwrap_or_default();
    let decision = decision(&view, lang);
    let head = HEAD + LINE * answer.len() as f64 + if decision.is_some() { LINE + 2.0 } else { 0.0 } + 8.0;
    let height = head + half(top_rows) + BAND + half(bottom_rows) + MARGIN;
    let (w_px, h_px) = ((PW * SCALE).round(), (height * SCALE).round());

    let alt = alt_text(game, &sight, &view, cursor, actions, options, [top, bottom]);
    let mut svg = Svg { out: String::new(), lang, level_text: true };
    let _ = writeln!(
        svg.out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w_px}" height="{h_px}" viewBox="0 0 {PW} {height}" font-family="{}" role="img">"#,
        super::FONT
    );
    let _ = writeln!(
        svg.out,
        "<title>{}</title><desc>{}</desc>",
        esc(&heading(&view, cursor, actions, lang)),
        esc(&alt)
    );
    let _ = writeln!(
        svg.out,
        r##"<defs><linearGradient id="card-back" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{}"/><stop offset="1" stop-color="{}"/></linearGradient></defs>"##,
        CARD_BACK.from, CARD_BACK.to
    );
    let _ = writeln!(svg.out, r##"<rect width="{PW}" height="{height}" fill="#16324a"/>"##);
    svg.text(MARGIN, 24.0, 16.0, r##"fill="#fff" font-weight="bold""##, "Horyu");
    svg.text(MARGIN + 62.0, 24.0, 12.0, r##"fill="#dbe6f2""##, &heading(&view, cursor, actions, lang));
    let mut y = HEAD;
    for line in &answer {
        y += LINE;
        svg.text(MARGIN, y - 4.0, 12.5, r##"fill="#f7d774" font-weight="bold""##, line);
    }
    if let Some(line) = decision {
        y += LINE + 2.0;
        svg.text(MARGIN, y - 4.0, 11.0, r##"fill="#dbe6f2""##, &fit(&line, 118));
    }
    let mut y = head;
    for (p, placed, rows) in [(top, &top_zones, top_rows), (bottom, &bottom_zones, bottom_rows)] {
        if p == bottom {
            // The band: what waits in the standby tray, and the pending effects.
            let line = band(game, &sight, lang);
            let _ = writeln!(
                svg.out,
                r##"<line x1="{MARGIN}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#f7d774" stroke-opacity="0.5" stroke-dasharray="8 6"/>"##,
                y + BAND / 2.0,
                PW - MARGIN,
                y + BAND / 2.0
            );
            svg.text(PW / 2.0, y + BAND / 2.0 - 4.0, 11.0, r##"text-anchor="middle" fill="#f7d774""##, &line);
            y += BAND;
        }
        svg.text(MARGIN, y + 15.0, 12.0, r##"fill="#e9eef5" font-weight="bold""##, &counts(&view, p, lang));
        y += LABEL;
        for &(z, x, row, w) in placed.iter() {
            let title = words::zone_title(z.zone.zone, lang);
            svg.zone(game, z, title, (x, y + row as f64 * ROW, w), z.zone.zone == Zone::Deck);
        }
        y += rows as f64 * ROW;
    }
    svg.out.push_str("</svg>\n");
    Picture { svg: svg.out, alt, width: w_px as u32, height: h_px as u32 }
}

/// A zone placed in the picture: the zone, its x, its row and its width.
type PlacedZone<'a> = (&'a ZoneView, f64, usize, f64);

/// Player `p`'s zones that are shown, packed into rows from the top left (`bottom`: the player
/// at the bottom, whose battle zone comes first and hand last), and how many rows they take.
fn pack_zones<'a>(
    view: &'a BoardView,
    p: PlayerId,
    bottom: PlayerId,
    options: &PictureOptions,
) -> (Vec<PlacedZone<'a>>, usize) {
    let shown = |z: &ZoneView| match &options.zones {
        Some(zones) => zones.contains(&z.zone.zone),
        None => z.zone.zone == Zone::Battle || z.count > 0 || !z.cards.is_empty(),
    };
    let inner = PW - 2.0 * MARGIN;
    let mut order = ORDER.to_vec();
    if p == bottom {
        order.reverse();
        // The bottom player's battle zone first, then their piles, hand last.
        order = vec![
            Zone::Battle,
            Zone::Shields,
            Zone::Mana,
            Zone::Graveyard,
            Zone::Deck,
            Zone::Hand,
            Zone::Hyperspatial,
            Zone::Gr,
        ];
    }
    let mut placed: Vec<PlacedZone> = Vec::new();
    let (mut x, mut row) = (MARGIN, 0);
    for z in order.into_iter().filter_map(|z| zone(view, p, z)).filter(|z| shown(z)) {
        let natural = if z.zone.zone == Zone::Deck {
            CW + 20.0
        } else {
            20.0 + z.cards.iter().map(|c| if c.tapped { super::CH } else { CW } + 6.0).sum::<f64>()
        };
        let w = natural.clamp(150.0, inner);
        if x > MARGIN && x + w > MARGIN + inner {
            x = MARGIN;
            row += 1;
        }
        placed.push((z, x, row, w));
        x += w + GAP;
    }
    let rows = placed.last().map_or(0, |p| p.2 + 1);
    (placed, rows)
}

/// "Turn 3 · Player 1's main step · moment 4 of 7 · judge view".
fn heading(view: &BoardView, cursor: usize, actions: usize, lang: Lang) -> String {
    words::diagram::heading(&view.turn, cursor, actions, view.perspective, lang)
}

/// The line that answers the question: the page's caption, or else the last event at the
/// moment that changed the board, as the viewer may read it, with the rules it cites.
fn answer(game: &Game, sight: &Sight, options: &PictureOptions) -> Option<String> {
    let lang = options.lang;
    if let Some(caption) = options.caption.as_ref().filter(|c| !c.trim().is_empty()) {
        // Written for the judge (a ruling's expectation): a player's view names no card it
        // can't see.
        return Some(sight.redact(caption.trim(), lang));
    }
    // The setup's own events (action 0) answer nothing.
    let played = || game.log().iter().rev().filter(|e| e.action > 0);
    let e = played().find(|e| e.kind.changes_board()).or_else(|| played().next())?;
    let line = sight.describe(e, lang);
    Some(if e.rules.is_empty() { line } else { words::diagram::with_rules(&line, &e.rules.join(", "), lang) })
}

/// Who is asked what, or who won.
fn decision(view: &BoardView, lang: Lang) -> Option<String> {
    if let Some(w) = view.winner {
        return Some(words::diagram::wins(w, lang));
    }
    let d = view.decision.as_ref()?;
    Some(words::diagram::to_decide(d.player, d.prompt.get(lang), lang))
}

fn band(game: &Game, sight: &Sight, lang: Lang) -> String {
    let standby: Vec<String> =
        game.standby_cards().into_iter().filter(|&c| sight.sees(c)).map(|c| sight.name(c, lang)).collect();
    words::diagram::band(&standby, game.pending().len(), lang)
}

/// A player's name and the count of each of their zones.
fn counts(view: &BoardView, p: PlayerId, lang: Lang) -> String {
    let each: Vec<String> = ORDER
        .iter()
        .filter_map(|&z| zone(view, p, z))
        .filter(|z| {
            z.count > 0 || matches!(z.zone.zone, Zone::Deck | Zone::Hand | Zone::Shields | Zone::Mana)
        })
        .map(|z| format!("{} {}", words::zone(z.zone.zone, lang), z.count))
        .collect();
    let sep = lang.or_english(" · ", "・");
    format!("{}{}{}", words::player(p, lang), lang.or_english(": ", "："), each.join(sep))
}

/// A text cut to about `chars` characters (a wide character counts twice).
fn fit(text: &str, chars: usize) -> String {
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = if c.is_ascii() { 1 } else { 2 };
        if used + w > chars {
            out.push('…');
            return out;
        }
        used += w;
        out.push(c);
    }
    out
}

/// The position in words: the heading, the answering line, the decision, then each player's
/// zones as drawn (names, powers, tapped) and the others' counts, and the standby tray.
fn alt_text(
    game: &Game,
    sight: &Sight,
    view: &BoardView,
    cursor: usize,
    actions: usize,
    options: &PictureOptions,
    players: [PlayerId; 2],
) -> String {
    let lang = options.lang;
    let ja = lang == Lang::Ja;
    let stop = if ja { "。" } else { ". " };
    let mut out = String::new();
    out.push_str(lang.or_english("Horyu board, ", "Horyuの盤面、"));
    out.push_str(&heading(view, cursor, actions, lang));
    out.push_str(stop);
    if let Some(line) = answer(game, sight, options) {
        out.push_str(lang.or_english("Last: ", "直前："));
        out.push_str(&line);
        out.push_str(stop);
    }
    if let Some(line) = decision(view, lang) {
        out.push_str(&line);
        out.push_str(stop);
    }
    for p in players {
        let mut parts = Vec::new();
        for z in ORDER.iter().rev().filter_map(|&z| zone(view, p, z)) {
            let drawn = options.zones.as_ref().is_none_or(|zs| zs.contains(&z.zone.zone));
            if z.count == 0 && z.cards.is_empty() {
                continue;
            }
            let title = words::zone(z.zone.zone, lang);
            let named: Vec<String> = z
                .cards
                .iter()
                .filter_map(|c| {
                    let name = c.name.as_ref()?;
                    let mut facts = Vec::new();
                    if let Some(pw) = c.power.or(c.printed_power).filter(|_| z.zone.zone == Zone::Battle) {
                        facts.push(pw.to_string());
                    }
                    if c.tapped {
                        facts.push(lang.or_english("tapped", "タップ").to_string());
                    }
                    if c.standby.is_some() {
                        facts.push(lang.or_english("in standby", "保留状態").to_string());
                    }
                    Some(if facts.is_empty() {
                        name.clone()
                    } else if ja {
                        format!("{name}（{}）", facts.join("、"))
                    } else {
                        format!("{name} ({})", facts.join(", "))
                    })
                })
                .collect();
            let hidden = z.cards.len() - named.len();
            let listed = drawn && z.zone.zone != Zone::Deck && !named.is_empty();
            let mut said = if listed {
                const MOST: usize = 12;
                let mut s =
                    named.iter().take(MOST).cloned().collect::<Vec<_>>().join(lang.or_english(", ", "、"));
                if named.len() > MOST {
                    s.push_str(&if ja {
                        format!("、ほか{}枚", named.len() - MOST)
                    } else {
                        format!(" and {} more", named.len() - MOST)
                    });
                }
                if hidden > 0 {
                    s.push_str(&if ja {
                        format!("、裏向き{hidden}枚")
                    } else {
                        format!(", {hidden} face down")
                    });
                }
                s
            } else if ja {
                format!("{}枚", z.count)
            } else {
                format!("{} card{}", z.count, if z.count == 1 { "" } else { "s" })
            };
            said = format!("{title}{}{said}", lang.or_english(": ", "："));
            parts.push(said);
        }
        if parts.is_empty() {
            continue;
        }
        out.push_str(words::player(p, lang));
        out.push_str(lang.or_english(" — ", "："));
        out.push_str(&parts.join(lang.or_english("; ", "／")));
        out.push_str(stop);
    }
    out.push_str(&band(game, sight, lang));
    if !ja {
        out.push('.');
    } else {
        out.push('。');
    }
    out.trim().to_string()
}
