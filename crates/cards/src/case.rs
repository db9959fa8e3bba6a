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

/// Whether the race `race` includes `part` (203.2): `part` is the whole race or a part of it
/// made of whole words, read without regard to case. A race's words are separated by spaces in
/// English and by a middle dot in Japanese: "Dragon" is a part of "Armored Dragon" and "Zombie
/// Dragon", and of 「アーマード・ドラゴン」 as 「ドラゴン」 is, but not of "Dragonoid", which is a race of
/// its own (as 「ドラゴノイド」 is); "Cyber" is a part of "Cyber Lord" (203.4's example).
///
/// ```
/// use horyu_cards::case::race_includes;
/// assert!(race_includes("Armored Dragon", "dragon"));
/// assert!(race_includes("Crystal Command Dragon", "Command Dragon"));
/// assert!(!race_includes("Dragonoid", "Dragon"));
/// assert!(!race_includes("Armored Dragon", "Armored Wyvern"));
/// assert!(race_includes("クリスタル・コマンド・ドラゴン", "コマンド"));
/// assert!(!race_includes("ドラゴノイド", "ドラゴン"));
/// ```
pub fn race_includes(race: &str, part: &str) -> bool {
    fn words(s: &str) -> Vec<String> {
        fold(s)
            .split(|c: char| c.is_whitespace() || matches!(c, '・' | '･'))
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    }
    let (race, part) = (words(race), words(part));
    part.is_empty() || race.windows(part.len()).any(|w| w == part.as_slice())
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
