//! Letter case, for matching names and races without regard to case and for capitalizing a
//! sentence. Latin letters only, ASCII and full-width (Ｚ): cards are written in English and
//! Japanese (whose kana and kanji have no case), so that is exact for them, and the
//! browser's first load carries none of
//! Unicode's case tables (`char::to_lowercase` and `to_uppercase` bring 24 KB of them,
//! about 10 KB gzip; ARCHITECTURE.md, "Bundle").
//!
//! ```
//! use horyu_cards::case;
//! assert_eq!(case::fold("Armored Dragon"), "armored dragon");
//! assert_eq!(case::fold("アーマード・ドラゴン"), "アーマード・ドラゴン");
//! assert_eq!(case::capitalize("creature"), "Creature");
//! assert_eq!(case::capitalize("クリーチャー"), "クリーチャー");
//! ```

/// `s` with its Latin letters in lower case: the form two names are compared in.
pub fn fold(s: &str) -> String {
    // Races are matched with it as the rules run: most names are ASCII, copied byte by byte.
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    s.chars().map(fold_char).collect()
}

/// `c` in lower case if it is a Latin letter, ASCII or full-width.
pub fn fold_char(c: char) -> char {
    match c {
        'Ａ'..='Ｚ' => char::from_u32(c as u32 + 0x20).unwrap_or(c),
        _ => c.to_ascii_lowercase(),
    }
}

/// `s` with its first letter in upper case (if it is an ASCII letter).
pub fn capitalize(s: &str) -> String {
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_ascii_letters_change() {
        assert_eq!(fold("Bolshack DRAGON 2"), "bolshack dragon 2");
        assert_eq!(fold("ＧＲ ｚ"), "ｇｒ ｚ");
        for c in ['A', 'Z', 'a', 'Ａ', 'Ｚ', 'ｚ', '1', '・', 'ア', '竜'] {
            assert_eq!(fold_char(c).to_string(), c.to_lowercase().to_string());
        }
        assert_eq!(capitalize(""), "");
        assert_eq!(capitalize("évolution"), "évolution");
        assert_eq!(capitalize("you may draw."), "You may draw.");
    }
}
