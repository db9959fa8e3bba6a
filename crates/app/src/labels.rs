//! The engine's terms as the interface labels them: zones, civilizations and their colours,
//! card types. Shared by the page and the card editor's module.

use horyu_engine::card::{CardType, Civilization};
use horyu_engine::words::{self, Lang};
use horyu_engine::Zone;

/// A zone's label: capitalized in English, the engine's words in Japanese.
pub fn zone_label(lang: Lang, z: Zone) -> &'static str {
    words::zone_title(z, lang)
}

/// A civilization's name in the interface's language.
pub fn civ_label(lang: Lang, c: Civilization) -> &'static str {
    words::civilization(c, lang)
}

/// A civilization's colour on a card's frame.
pub fn civ_color(c: Civilization) -> &'static str {
    match c {
        Civilization::Light => "#f1d25a",
        Civilization::Water => "#3f94e6",
        Civilization::Darkness => "#7d6a92",
        Civilization::Fire => "#e2553c",
        Civilization::Nature => "#47ad55",
        Civilization::Zero => "#b9bec4",
    }
}

/// A card type as a label: the engine's words, capitalized in English.
pub fn type_label(lang: Lang, t: CardType) -> String {
    horyu_engine::card::case::capitalize(words::card_type(t, lang))
}

/// The card frame's colours (CSS variables) for its first two civilizations.
pub fn civ_style_for(civs: &[Civilization]) -> String {
    let a = civs.first().map_or("#888", |c| civ_color(*c));
    let b = civs.get(1).map_or(a, |c| civ_color(*c));
    format!("--civ:{a};--civ2:{b};")
}
