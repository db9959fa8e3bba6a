//! `horyu render LINK-or-FILE -o board.svg`: the board at the moment a link shows, drawn by the
//! engine's `diagram` module (the app's "Download SVG" draws the same).

use horyu_engine::codec::{self, Snapshot};
use std::path::Path;
use std::process::ExitCode;

/// `horyu render`: `input` is a link (bare, `#link=…` or a URL) or a file (`.toml` scenario or
/// JSON snapshot). Writes the SVG to `out`. Exit status 2 with the reason if the input does not
/// open or the file can't be written.
pub fn render(input: &str, out: &Path) -> ExitCode {
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
    let svg = horyu_engine::diagram::board_svg(&opened.game(), opened.perspective, cursor, len);
    if let Err(e) = std::fs::write(out, svg) {
        eprintln!("error: {}", crate::shown(&format!("{}: {e}", out.display())));
        return ExitCode::from(2);
    }
    println!("{}", crate::shown(&out.display().to_string()));
    ExitCode::SUCCESS
}
