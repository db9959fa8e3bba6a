//! `horyu render LINK-or-FILE -o board.svg`: the board at the moment a link shows, drawn by the
//! engine's `diagram` module (the app's "Download SVG" draws the same).

use horyu_engine::codec::{self, Snapshot};
use horyu_engine::diagram::PictureOptions;
use horyu_engine::words::Lang;
use horyu_engine::Zone;
use std::path::Path;
use std::process::ExitCode;

/// `horyu render`: `input` is a link (bare, `#link=…` or a URL) or a file (`.toml` scenario or
/// JSON snapshot). Writes the SVG to `out`. Exit status 2 with the reason if the input does not
/// open or the file can't be written.
/// `picture`: the wiki picture's language and zones (`diagram::picture`) instead of the table;
/// its text alternative goes to standard output.
pub fn render(input: &str, out: &Path, picture: Option<(String, Option<Vec<String>>)>) -> ExitCode {
    let options = match picture.map(|(lang, zones)| picture_options(&lang, zones)).transpose() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {}", crate::shown(&e));
            return ExitCode::from(2);
        }
    };
    let snapshot = if Path::new(input).is_file() {
        crate::link::load_snapshot(Path::new(input))
    } else {
        codec::decode(input).map_err(|e| e.to_string())
    };
    let snapshot: Snapshot = match snapshot {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}", crate::shown(&e));
            return ExitCode::from(2);
        }
    };
    // Replayed up to the processing step the link shows, as the app's download draws it.
    let opened = match codec::open_snapshot(snapshot) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: the history does not replay: {}", crate::shown(&e.to_string()));
            return ExitCode::from(2);
        }
    };
    let (cursor, len) = (opened.session.cursor(), opened.session.len());
    let (svg, alt) = match &options {
        Some(options) => {
            let p = horyu_engine::diagram::picture(&opened.game(), opened.perspective, cursor, len, options);
            (p.svg, Some(p.alt))
        }
        None => (horyu_engine::diagram::board_svg(&opened.game(), opened.perspective, cursor, len), None),
    };
    if let Err(e) = std::fs::write(out, svg) {
        eprintln!("error: {}", crate::shown(&format!("{}: {e}", out.display())));
        return ExitCode::from(2);
    }
    match alt {
        Some(alt) => println!("{}", crate::shown(&alt)),
        None => println!("{}", crate::shown(&out.display().to_string())),
    }
    ExitCode::SUCCESS
}

fn picture_options(lang: &str, zones: Option<Vec<String>>) -> Result<PictureOptions, String> {
    let lang = if lang == "ja" { Lang::Ja } else { Lang::En };
    let zones = zones
        .map(|keys| {
            keys.iter()
                .map(|k| {
                    Zone::from_key(k.trim()).ok_or_else(|| {
                        format!(
                            "--zones: unknown zone {k:?} (deck, hand, battle, mana, shields, graveyard, hyperspatial, gr)"
                        )
                    })
                })
                .collect::<Result<Vec<_>, _>>()
        })
        .transpose()?;
    Ok(PictureOptions { lang, zones, caption: None })
}
