//! A session as JSON, for people and tools that want to read or write a history by hand:
//! `{"link": …, "perspective": …, "history": {setup, actions, cursor, branches}}` (the link is
//! there to be pasted; reading ignores it). Reading also accepts a bare history. Behind the
//! `json` feature: the app and the CLI enable it.

use super::{replay, LinkError, Snapshot};
use crate::player::PlayerId;
use crate::session::History;
use serde::Deserialize;

/// The snapshot as pretty JSON, with its link.
pub fn to_json(snapshot: &Snapshot) -> String {
    let value = serde_json::json!({
        "link": super::encode(snapshot),
        "perspective": snapshot.perspective,
        "history": snapshot.history,
    });
    serde_json::to_string_pretty(&value).unwrap_or_default()
}

/// Reads a snapshot (or a bare history) and replays it, like [`super::decode`]: what it
/// returns opens with `Session::from_history`. Errors name the line and column.
pub fn from_json(text: &str) -> Result<Snapshot, LinkError> {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Wrapped {
        history: History,
        #[serde(default)]
        perspective: Option<PlayerId>,
        #[serde(default)]
        #[allow(dead_code)]
        link: Option<String>,
    }
    if text.len() > super::MAX_BODY_BYTES * 8 {
        return Err(LinkError::Oversized {
            what: "the JSON text in bytes",
            limit: super::MAX_BODY_BYTES * 8,
        });
    }
    // Text to a value first, then the session from the value: one deserializer for every
    // history type keeps the browser bundle small (issue #7). Syntax errors keep their line
    // and column; a field error names the field.
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| LinkError::InvalidHistory(format!("this is not JSON: {e}")))?;
    let snapshot = match Wrapped::deserialize(&value) {
        Ok(w) => Snapshot { history: w.history, perspective: w.perspective },
        Err(first) => match History::deserialize(&value) {
            Ok(history) => Snapshot { history, perspective: None },
            Err(_) => {
                let what = "this JSON is not a session ({\"history\": …, \"perspective\": …}) nor a history";
                return Err(LinkError::InvalidHistory(format!("{what}: {first}")));
            }
        },
    };
    replay(&snapshot)?;
    Ok(snapshot)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_round_trips_and_bad_json_says_where() {
        let (snap, _) = super::super::midgame_example(1);
        let text = to_json(&snap);
        assert_eq!(from_json(&text).unwrap(), snap);
        let bare = serde_json::to_string(&snap.history).unwrap();
        assert_eq!(from_json(&bare).unwrap().history, snap.history);
        let e = from_json("{\"history\": 3}").unwrap_err().to_string();
        assert!(e.contains("invalid type: integer `3`"), "{e}");
        let e = from_json("{\"history\": ").unwrap_err().to_string();
        assert!(e.contains("line 1 column"), "{e}");
        let mut refused = snap.clone();
        refused.history.actions.insert(0, crate::Action::EndStep);
        refused.history.actions.insert(0, crate::Action::Charge { card: crate::CardId(999) });
        assert!(from_json(&to_json(&refused)).is_err());
    }
}
