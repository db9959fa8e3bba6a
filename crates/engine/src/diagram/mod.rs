//! A board as a static SVG diagram, for wikis that cannot embed the playground: `horyu render`
//! and the app's "Download SVG" draw the same picture. Hand-written SVG (no dependency); every
//! text is escaped, so a card's name can't inject markup.

use crate::card::Civilization;
use crate::view::{BoardView, CardView, ZoneView};
use crate::words::{self, Lang};
use crate::{Game, PlayerId, Zone};
use std::fmt::Write as _;

mod picture;
pub use picture::{picture, Picture, PictureOptions};

const W: f64 = 1280.0;
const MARGIN: f64 = 16.0;
const GAP: f64 = 12.0;
const CW: f64 = 86.0;
const CH: f64 = 120.0;
const ROW: f64 = CH + 40.0;
const HEADER: f64 = 64.0;
const BAND: f64 = 56.0;
const FONT: &str = "DejaVu Sans, Verdana, Arial, sans-serif";

/// The back of a card, as the diagram and the playground draw it (web/style.css `.card--back`
/// uses these colours; `tests/diagram.rs` checks it): a hidden card looks the same in both.
pub struct CardBack {
    /// The gradient's first and last colours, top-left to bottom-right.
    pub from: &'static str,
    pub to: &'static str,
    pub border: &'static str,
    /// The mark in its middle, and its colour.
    pub mark: &'static str,
    pub mark_color: &'static str,
}

pub const CARD_BACK: CardBack =
    CardBack { from: "#2f4f8f", to: "#16264a", border: "#0a1430", mark: "H", mark_color: "#f0cf7a" };

/// Escapes a text for SVG character data and attribute values.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control characters are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

fn civ_colour(c: Civilization) -> (&'static str, &'static str) {
    // (band, card tint)
    match c {
        Civilization::Light => ("#e8c930", "#fff7cf"),
        Civilization::Water => ("#2f86d1", "#d9eafb"),
        Civilization::Darkness => ("#54436a", "#e1d9ea"),
        Civilization::Fire => ("#d6422f", "#fbd8d2"),
        Civilization::Nature => ("#3b9447", "#d6eed8"),
        Civilization::Zero => ("#8d949b", "#ececec"),
    }
}

/// Splits a name into at most `lines` lines of about `width` characters. Japanese, written
/// without spaces, breaks after its name dots (・) and spaces where it can.
fn wrap(text: &str, width: usize, lines: usize) -> Vec<String> {
    if !text.is_ascii() {
        let mut words = String::with_capacity(text.len() + 8);
        for c in text.chars() {
            words.push(c);
            if matches!(c, '・' | '＝' | '=' | '　') {
                words.push(' ');
            }
        }
        let out = wrap_words(&words, width, lines, "");
        return out;
    }
    wrap_words(text, width, lines, " ")
}

pub(crate) fn wrap_words(text: &str, width: usize, lines: usize, space: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        let mut word = word.to_string();
        while word.chars().count() > width {
            let head: String = word.chars().take(width).collect();
            let tail: String = word.chars().skip(width).collect();
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            out.push(head);
            word = tail;
        }
        if cur.is_empty() {
            cur = word;
        } else if cur.chars().count() + space.len() + word.chars().count() <= width {
            cur.push_str(space);
            cur.push_str(&word);
        } else {
            out.push(std::mem::replace(&mut cur, word));
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    if out.len() > lines {
        out.truncate(lines);
        let last = out.last_mut().expect("at least one line");
        let mut s: String = last.chars().take(width.saturating_sub(1)).collect();
        s.push('…');
        *last = s;
    }
    out
}

struct Svg {
    out: String,
    /// The language of the card's own words (type, marks, the standby tag).
    lang: Lang,
    /// A tapped card's name and power drawn level over it, not turned with it (the picture
    /// for a wiki: a name turned sideways is hard to read at a wiki's size).
    level_text: bool,
}

impl Svg {
    fn text(&mut self, x: f64, y: f64, size: f64, attrs: &str, s: &str) {
        let _ =
            writeln!(self.out, r#"<text x="{x:.1}" y="{y:.1}" font-size="{size}" {attrs}>{}</text>"#, esc(s));
    }

    /// One card with its top-left corner at (x, y), upright size CW×CH (rotated if tapped).
    fn card(&mut self, game: &Game, c: &CardView, x: f64, y: f64) {
        let (cx, cy) = (x + CW / 2.0, y + CH / 2.0);
        let mut g = String::new();
        // Tapped turns it a quarter; upside down (a field's D switch, 701.28a) a half more.
        let angle = if c.tapped { 90 } else { 0 } + if c.upside_down { 180 } else { 0 };
        if angle != 0 {
            let _ = write!(g, r#" transform="rotate({angle} {cx:.1} {cy:.1})""#);
        }
        let _ = writeln!(self.out, r#"<g class="card" data-card="c{}"{g}>"#, c.id.0);
        let Some(name) = &c.name else {
            self.card_back(x, y);
            self.out.push_str("</g>\n");
            return;
        };
        let card = game.card(c.id);
        let face = game.def(c.id).face(card.side);
        let civs: Vec<Civilization> = face.civilizations.clone();
        let tint = civs.first().map_or("#ececec", |&c| civ_colour(c).1);
        let stroke = if c.standby.is_some() { "#e8590c" } else { "#2b2b2b" };
        let dash = if c.standby.is_some() { r#" stroke-dasharray="6 3""# } else { "" };
        let width = if c.standby.is_some() { 3.0 } else { 1.5 };
        let _ = writeln!(
            self.out,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{CW}" height="{CH}" rx="8" fill="{tint}" stroke="{stroke}" stroke-width="{width}"{dash}/>"#
        );
        // The civilization band: one segment per civilization.
        let n = civs.len().max(1) as f64;
        let band_w = (CW - 12.0) / n;
        for (i, &civ) in civs.iter().enumerate() {
            let _ = writeln!(
                self.out,
                r#"<rect x="{:.1}" y="{:.1}" width="{band_w:.1}" height="7" fill="{}"/>"#,
                x + 6.0 + band_w * i as f64,
                y + 5.0,
                civ_colour(civ).0
            );
        }
        if let Some(cost) = c.cost {
            self.card_cost(x, y, cost);
        }
        // Name: a Japanese character is about twice as wide as a Latin one.
        let per_line = if name.is_ascii() { 11 } else { 7 };
        let level = self.level_text && c.tapped;
        if !level {
            for (i, line) in wrap(name, per_line, 3).iter().enumerate() {
                self.text(
                    x + 6.0,
                    y + 52.0 + 12.0 * i as f64,
                    9.5,
                    r##"fill="#111" font-weight="bold""##,
                    line,
                );
            }
        }
        if let Some(t) = c.card_type.filter(|_| !level) {
            self.text(
                x + 6.0,
                y + CH - 21.0,
                8.5,
                r##"fill="#444" font-style="italic""##,
                words::card_type(t, self.lang),
            );
        }
        if let Some(p) = c.power.or(c.printed_power).filter(|_| !level) {
            self.text(
                x + CW - 6.0,
                y + CH - 8.0,
                12.0,
                r##"text-anchor="end" fill="#111" font-weight="bold""##,
                &p.to_string(),
            );
        }
        let marks = marks(c, self.lang);
        if !marks.is_empty() && !level {
            self.text(x + 6.0, y + CH - 34.0, 8.5, r##"fill="#555""##, &marks.join(" · "));
        }
        if c.standby.is_some() {
            let _ = writeln!(
                self.out,
                r##"<rect x="{:.1}" y="{:.1}" width="{}" height="15" rx="4" fill="#e8590c"/>"##,
                x + 8.0,
                y - 8.0,
                CW - 16.0
            );
            self.text(
                cx,
                y + 3.0,
                9.0,
                r##"text-anchor="middle" fill="#fff" font-weight="bold""##,
                self.lang.or_english("STANDBY", "保留状態"),
            );
        }
        self.out.push_str("</g>\n");
        if level {
            self.level_text_of(c, name, cx, cy);
        }
    }

    /// A hidden card's back (the gradient is defined once, in `board_svg`).
    fn card_back(&mut self, x: f64, y: f64) {
        let (cx, cy) = (x + CW / 2.0, y + CH / 2.0);
        let _ = writeln!(
            self.out,
            r##"<rect x="{x:.1}" y="{y:.1}" width="{CW}" height="{CH}" rx="8" fill="url(#card-back)" stroke="{}" stroke-width="1.5"/>"##,
            CARD_BACK.border
        );
        self.text(
            cx,
            cy + 7.0,
            20.0,
            &format!(
                r##"text-anchor="middle" fill="{}" fill-opacity="0.75" font-weight="bold""##,
                CARD_BACK.mark_color
            ),
            CARD_BACK.mark,
        );
    }

    /// A card's cost, in a circle at its top left.
    fn card_cost(&mut self, x: f64, y: f64, cost: u32) {
        let _ =
            writeln!(self.out, r##"<circle cx="{:.1}" cy="{:.1}" r="11" fill="#222"/>"##, x + 16.0, y + 26.0);
        self.text(
            x + 16.0,
            y + 30.5,
            12.0,
            r##"text-anchor="middle" fill="#fff" font-weight="bold""##,
            &cost.to_string(),
        );
    }

    /// A tapped card's name, power and "tapped" written level over it (`level_text`).
    fn level_text_of(&mut self, c: &CardView, name: &str, cx: f64, cy: f64) {
        // Level over the card turned sideways: its box is CH wide and CW high, centred
        // where the upright card's centre is; the cost's circle sits at its top right.
        let (left, top) = (cx - CH / 2.0, cy - CW / 2.0);
        let lines = wrap(name, if name.is_ascii() { 13 } else { 8 }, 3);
        for (i, line) in lines.iter().enumerate() {
            self.text(
                left + 8.0,
                top + 30.0 + 12.0 * i as f64,
                9.5,
                r##"fill="#111" font-weight="bold""##,
                line,
            );
        }
        if let Some(p) = c.power.or(c.printed_power) {
            self.text(
                left + CH - 8.0,
                top + CW - 8.0,
                12.0,
                r##"text-anchor="end" fill="#111" font-weight="bold""##,
                &p.to_string(),
            );
        }
        self.text(
            left + 8.0,
            top + CW - 8.0,
            8.5,
            r##"fill="#555""##,
            self.lang.or_english("tapped", "タップ"),
        );
    }

    /// Cards too many to show whole: one line each (civilization, cost, name, power) in
    /// columns. A tapped card's little card mark is turned sideways.
    fn chips(&mut self, game: &Game, cards: &[CardView], x: f64, top: f64, w: f64) {
        const CHIP_H: f64 = 19.0;
        const STEP: f64 = 21.0;
        const MIN_W: f64 = 96.0;
        let rows = ((ROW - 6.0 - 24.0 - 4.0) / STEP).floor().max(1.0) as usize;
        let max_cols = (((w - 20.0 + 6.0) / (MIN_W + 6.0)).floor() as usize).max(1);
        let cols = cards.len().div_ceil(rows).clamp(1, max_cols);
        let chip_w = ((w - 20.0 - 6.0 * (cols - 1) as f64) / cols as f64).min(180.0);
        let room = rows * cols;
        let shown = if cards.len() > room { room - 1 } else { cards.len() };
        let place =
            |i: usize| (x + 10.0 + (i / rows) as f64 * (chip_w + 6.0), top + (i % rows) as f64 * STEP);
        for (i, c) in cards.iter().take(shown).enumerate() {
            let (cx, cy) = place(i);
            let _ = writeln!(self.out, r#"<g class="chip" data-card="c{}">"#, c.id.0);
            let Some(name) = &c.name else {
                let _ = writeln!(
                    self.out,
                    r##"<rect x="{cx:.1}" y="{cy:.1}" width="{chip_w:.1}" height="{CHIP_H}" rx="4" fill="#1d3566" stroke="#c9a227" stroke-width="1"/>"##
                );
                self.text(cx + 8.0, cy + 13.5, 10.0, r##"fill="#c9a227""##, "hidden card");
                self.out.push_str("</g>\n");
                continue;
            };
            let face = game.def(c.id).face(game.card(c.id).side);
            let civs = &face.civilizations;
            let tint = civs.first().map_or("#ececec", |&c| civ_colour(c).1);
            let stroke = if c.standby.is_some() { "#e8590c" } else { "#2b2b2b" };
            let opacity = if c.tapped { "0.7" } else { "1" };
            let _ = writeln!(
                self.out,
                r#"<rect x="{cx:.1}" y="{cy:.1}" width="{chip_w:.1}" height="{CHIP_H}" rx="4" fill="{tint}" fill-opacity="{opacity}" stroke="{stroke}" stroke-width="1"/>"#
            );
            // The little card mark: civilization colours, sideways when tapped.
            let (mx, my) = (cx + 9.0, cy + CHIP_H / 2.0);
            let rot =
                if c.tapped { format!(r#" transform="rotate(90 {mx:.1} {my:.1})""#) } else { String::new() };
            let n = civs.len().max(1) as f64;
            let _ = writeln!(self.out, "<g{rot}>");
            for (k, &civ) in civs.iter().enumerate() {
                let _ = writeln!(
                    self.out,
                    r#"<rect x="{:.1}" y="{:.1}" width="{:.2}" height="14" fill="{}"/>"#,
                    mx - 5.0 + 10.0 / n * k as f64,
                    my - 7.0,
                    10.0 / n,
                    civ_colour(civ).0
                );
            }
            let _ = writeln!(
                self.out,
                r##"<rect x="{:.1}" y="{:.1}" width="10" height="14" rx="1.5" fill="none" stroke="#222" stroke-width="0.8"/></g>"##,
                mx - 5.0,
                my - 7.0
            );
            let cost = c.cost.map_or(String::new(), |c| c.to_string());
            self.text(cx + 19.0, cy + 13.5, 10.0, r##"fill="#111" font-weight="bold""##, &cost);
            let power = c.power.or(c.printed_power).map_or(String::new(), |p| p.to_string());
            let room_chars = ((chip_w - 34.0 - 6.5 * power.len() as f64) / 6.0).max(3.0) as usize;
            let mut label: String = name.chars().take(room_chars).collect();
            if name.chars().count() > room_chars {
                label.pop();
                label.push('…');
            }
            self.text(cx + 32.0, cy + 13.5, 10.0, r##"fill="#111""##, &label);
            if !power.is_empty() {
                self.text(
                    cx + chip_w - 4.0,
                    cy + 13.5,
                    9.5,
                    r##"text-anchor="end" fill="#333" font-weight="bold""##,
                    &power,
                );
            }
            self.out.push_str("</g>\n");
        }
        if shown < cards.len() {
            let (cx, cy) = place(shown);
            self.text(
                cx + 6.0,
                cy + 13.5,
                10.0,
                r##"fill="#e9eef5""##,
                &format!("+{} more", cards.len() - shown),
            );
        }
    }

    /// A zone panel with its cards in a row (overlapping when they don't fit).
    fn zone(&mut self, game: &Game, z: &ZoneView, title: &str, (x, y, w): (f64, f64, f64), stack: bool) {
        let _ = writeln!(self.out, r##"<g class="zone" data-zone="{}">"##, esc(&z.zone.key()));
        let _ = writeln!(
            self.out,
            r##"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{:.1}" rx="10" fill="#ffffff" fill-opacity="0.06" stroke="#ffffff" stroke-opacity="0.25"/>"##,
            ROW - 6.0
        );
        let label = format!("{title} · {}", z.count);
        // A bold 12-px character is about 7.5 px wide: a label longer than its box is squeezed
        // into it rather than run over the next zone.
        let room = w - 20.0;
        let fit = if label.chars().count() as f64 * 7.5 > room {
            format!(r##" textLength="{room:.1}" lengthAdjust="spacingAndGlyphs""##)
        } else {
            String::new()
        };
        self.text(x + 10.0, y + 16.0, 12.0, &format!(r##"fill="#e9eef5" font-weight="bold"{fit}"##), &label);
        let top = y + 24.0;
        if stack {
            // A pile: its top card, a back whoever looks (the count is in the label), face up
            // while an effect reveals it, as the playground draws it.
            if let Some(c) = z.cards.first() {
                let mut back = c.clone();
                if !c.revealed {
                    back.name = None;
                }
                back.tapped = false;
                self.card(game, &back, x + 10.0, top);
            }
            self.out.push_str("</g>\n");
            return;
        }
        let slot = |c: &CardView| if c.tapped { CH } else { CW } + 6.0;
        let total: f64 = z.cards.iter().map(slot).sum();
        let avail = w - 20.0;
        let any_face = z.cards.iter().any(|c| c.name.is_some());
        if total > avail && any_face && z.zone.zone != Zone::Battle {
            self.chips(game, &z.cards, x, top, w);
            self.out.push_str("</g>\n");
            return;
        }
        let squeeze = if total > avail && z.cards.len() > 1 {
            (total - avail) / (z.cards.len() - 1) as f64
        } else {
            0.0
        };
        let mut cx = x + 10.0;
        for c in &z.cards {
            let s = slot(c);
            // A tapped card is drawn rotated about its centre: shift it so it fills its slot.
            let dx = if c.tapped { (CH - CW) / 2.0 } else { 0.0 };
            self.card(game, c, cx + dx, top);
            cx += s - squeeze;
        }
        self.out.push_str("</g>\n");
    }
}

/// What the card face says beside its name: sick, cards under, auras, seals, face down.
fn marks(c: &CardView, lang: Lang) -> Vec<String> {
    let mut marks = Vec::new();
    let ja = lang == Lang::Ja;
    if c.sick {
        marks.push(lang.or_english("sick", "召喚酔い").to_string());
    }
    if !c.under.is_empty() {
        marks.push(if ja {
            format!("下に{}枚", c.under.len())
        } else {
            format!("+{} under", c.under.len())
        });
    }
    if !c.auras.is_empty() {
        let n = c.auras.len();
        marks.push(if ja {
            format!("オーラ{n}")
        } else {
            format!("{n} aura{}", if n == 1 { "" } else { "s" })
        });
    }
    if c.seals > 0 {
        let n = c.seals;
        marks.push(if ja {
            format!("封印{n}")
        } else {
            format!("{n} seal{}", if n == 1 { "" } else { "s" })
        });
    }
    if c.face_down {
        marks.push(lang.or_english("face down", "裏向き").to_string());
    }
    marks
}

fn zone(view: &BoardView, p: PlayerId, z: Zone) -> Option<&ZoneView> {
    view.zones.iter().find(|v| v.zone.player == p && v.zone.zone == z)
}

/// The SVG of a game's board as `perspective` sees it (None: the judge, everything visible).
pub fn board_svg(game: &Game, perspective: Option<PlayerId>, cursor: usize, actions: usize) -> String {
    let sight = game.sight(perspective);
    let view = sight.board();
    let bottom = perspective.unwrap_or(PlayerId::P1);
    let top = bottom.opponent();
    let h = HEADER + 6.0 * ROW + BAND + MARGIN;
    let mut svg = Svg { out: String::new(), lang: Lang::En, level_text: false };
    let _ = writeln!(
        svg.out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{h}" viewBox="0 0 {W} {h}" font-family="{FONT}">"#
    );
    let _ = writeln!(
        svg.out,
        r##"<defs><linearGradient id="card-back" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{}"/><stop offset="1" stop-color="{}"/></linearGradient></defs>"##,
        CARD_BACK.from, CARD_BACK.to
    );
    board_header(&mut svg, game, &view, perspective, (cursor, actions), h);
    let y0 = HEADER;
    player_half(&mut svg, game, &view, top, [y0, y0 + ROW, y0 + 2.0 * ROW]);
    let band_y = y0 + 3.0 * ROW;
    let _ = writeln!(
        svg.out,
        r##"<line x1="{MARGIN}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#f7d774" stroke-opacity="0.5" stroke-dasharray="8 6"/>"##,
        band_y + BAND / 2.0 - 3.0,
        W - MARGIN,
        band_y + BAND / 2.0 - 3.0
    );
    let standby: Vec<String> = game
        .standby_cards()
        .into_iter()
        .filter(|&c| sight.sees(c))
        .map(|c| sight.name(c, crate::words::Lang::En))
        .collect();
    let pending = game.pending().len();
    let mid = if standby.is_empty() && pending == 0 {
        "No card in the standby state, nothing pending".to_string()
    } else {
        format!(
            "Standby: {} · pending effects: {pending}",
            if standby.is_empty() { "none".to_string() } else { standby.join(", ") }
        )
    };
    svg.text(W / 2.0, band_y + BAND / 2.0 - 9.0, 12.0, r##"text-anchor="middle" fill="#f7d774""##, &mid);
    let y1 = band_y + BAND;
    player_half(&mut svg, game, &view, bottom, [y1 + 2.0 * ROW, y1 + ROW, y1]);
    svg.out.push_str("</svg>\n");
    svg.out
}

/// The board's title and its two status lines: the turn, the view, the moment, and who wins
/// or must decide.
fn board_header(
    svg: &mut Svg,
    game: &Game,
    view: &BoardView,
    perspective: Option<PlayerId>,
    (cursor, actions): (usize, usize),
    h: f64,
) {
    let turn = &view.turn;
    let who = match perspective {
        None => "judge view".to_string(),
        Some(p) => format!("{p}'s view"),
    };
    let _ = writeln!(
        svg.out,
        r##"<title>{}</title><rect width="{W}" height="{h}" fill="#16324a"/>"##,
        esc(&format!("Horyu board: turn {}, {who}", turn.number))
    );
    svg.text(MARGIN, 28.0, 20.0, r##"fill="#fff" font-weight="bold""##, "Horyu");
    let status = format!(
        "Turn {} · {}'s {} · {} · {who} · moment {cursor} of {actions}",
        turn.number,
        turn.active,
        turn.step.name(),
        view.ruleset.name()
    );
    svg.text(MARGIN + 78.0, 28.0, 14.0, r##"fill="#dbe6f2""##, &status);
    let second = match (&view.winner, &view.decision) {
        (Some(w), _) => format!("{w} wins: {}", game.result().map_or(String::new(), |r| r.reason.clone())),
        (None, _) if view.void => game.result().map_or(String::new(), |r| r.reason.clone()),
        (None, Some(d)) => format!("{} to decide: {}", d.player, d.prompt.en),
        (None, None) => String::new(),
    };
    svg.text(MARGIN + 78.0, 50.0, 12.0, r##"fill="#f7d774""##, &second);
}

/// One player's half of the board, its rows at `rows` (hand, middle, battle zone): the battle
/// zone, then deck, shields, mana and graveyard, then the hand and the side zones.
fn player_half(svg: &mut Svg, game: &Game, view: &BoardView, p: PlayerId, rows: [f64; 3]) {
    let inner = W - 2.0 * MARGIN;
    let [hand_y, mid_y, battle_y] = rows;
    let name = |z: Zone| format!("{} {}", words::player(p, Lang::En), words::zone_title(z, Lang::En));
    if let Some(z) = zone(view, p, Zone::Battle) {
        svg.zone(game, z, &name(Zone::Battle), (MARGIN, battle_y, inner), false);
    }
    // Deck, shields, mana, graveyard.
    let widths = [120.0, 360.0, 480.0, inner - 120.0 - 360.0 - 480.0 - 3.0 * GAP];
    let mut x = MARGIN;
    for (z, w) in [Zone::Deck, Zone::Shields, Zone::Mana, Zone::Graveyard].into_iter().zip(widths) {
        if let Some(v) = zone(view, p, z) {
            svg.zone(game, v, &name(z), (x, mid_y, w), z == Zone::Deck);
        }
        x += w + GAP;
    }
    // Hand, hyperspatial and super GR zones (and the legacy anywhere zone when used).
    let extra = zone(view, p, Zone::Anywhere);
    let side = if extra.is_some() { 3.0 } else { 2.0 };
    let side_w = 200.0;
    let hand_w = inner - side * (side_w + GAP);
    if let Some(v) = zone(view, p, Zone::Hand) {
        svg.zone(game, v, &name(Zone::Hand), (MARGIN, hand_y, hand_w), false);
    }
    let mut x = MARGIN + hand_w + GAP;
    for z in [Zone::Hyperspatial, Zone::Gr, Zone::Anywhere] {
        if let Some(v) = zone(view, p, z) {
            svg.zone(game, v, &name(z), (x, hand_y, side_w), false);
            x += side_w + GAP;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped() {
        assert_eq!(esc("<img src=x onerror=alert(1)>"), "&lt;img src=x onerror=alert(1)&gt;");
        assert_eq!(esc("a&b\"'"), "a&amp;b&quot;&#39;");
    }

    #[test]
    #[cfg(feature = "text")]
    fn an_injected_card_name_is_inert_text() {
        use crate::setup::CardSetup;
        let toml = r#"
[[card]]
id = 100000
name = "<img src=x onerror=alert(1)>"
type = "creature"
civilizations = ["fire"]
cost = 3
power = 5000
"#;
        let custom = crate::card::db::parse_cards(toml).unwrap();
        let mut setup = crate::Setup { custom_cards: custom.clone(), ..Default::default() };
        let mut tapped = CardSetup::new(custom[0].id);
        tapped.tapped = true;
        setup.players.p1.battle.push(tapped);
        setup.players.p2.hand.push(CardSetup::new(custom[0].id));
        for _ in 0..12 {
            setup.players.p1.mana.push(CardSetup::new(custom[0].id));
        }
        let game = Game::from_setup(&setup).unwrap();
        for view in [None, Some(PlayerId::P1)] {
            let svg = board_svg(&game, view, 0, 0);
            assert!(!svg.contains("<img"), "{svg}");
            assert!(svg.contains("&lt;img src=x"));
            assert!(svg.contains("rotate(90"), "the tapped creature is turned");
            if view.is_some() {
                assert!(
                    svg.contains(&format!(">{}<", CARD_BACK.mark)),
                    "player 2's hand is hidden from player 1"
                );
            }
            // Every element that was opened is closed.
            assert_eq!(svg.matches("<g").count(), svg.matches("</g>").count());
        }
    }

    #[test]
    fn japanese_names_wrap_after_their_dots() {
        assert_eq!(wrap("デーモン・ハンド", 7, 3), vec!["デーモン・", "ハンド"]);
        assert_eq!(wrap("ボルシャック・ドラゴン", 7, 3), vec!["ボルシャック・", "ドラゴン"]);
    }

    #[test]
    fn long_names_wrap() {
        assert_eq!(wrap("The Verde, Rainbow Sonic", 11, 3), vec!["The Verde,", "Rainbow", "Sonic"]);
        assert_eq!(wrap("Supercalifragilisticexpialidocious", 13, 2).len(), 2);
    }
}
