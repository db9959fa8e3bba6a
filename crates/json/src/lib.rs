//! A Horyu session as JSON, for people and tools that want to read or write a history by hand:
//! `{"link": …, "perspective": …, "step": …, "history": {setup, actions, cursor, branches}}`
//! ("step" only when the moment is inside an action; the link is
//! there to be pasted; reading ignores it). Reading also accepts a bare history. The CLI
//! (`horyu link decode`/`encode`) and the playground (Share panel) both use it.
//!
//! The session's types go to and from JSON through the same `toml::Value` tree as cards and
//! scenarios: serde's code for every history type then exists once in the browser bundle,
//! instead of once per format (issue #7). serde_json only reads and writes the text. The
//! history's types already suit TOML (scenario files hold them): an absent value is a missing
//! key, never `null`. It is a crate of its own, outside the rules engine, so that this serde
//! code is compiled for size while the rules are compiled for speed (ARCHITECTURE.md).
//!
//! ```
//! let (snapshot, _) = horyu_engine::codec::midgame_example(1);
//! let text = horyu_json::to_json(&snapshot);
//! assert_eq!(horyu_json::from_json(&text).unwrap(), snapshot);
//! ```

use horyu_engine::card::text::tree_from_json;
use horyu_engine::codec::{self, replay, LinkError, Snapshot};
use horyu_engine::session::History;
use horyu_engine::PlayerId;
use serde::Deserialize;
use serde_json::Value as Json;
use toml::Value as Tree;

/// The snapshot as pretty JSON, with its link.
pub fn to_json(snapshot: &Snapshot) -> String {
    let mut session = serde_json::Map::new();
    session.insert("link".into(), Json::String(codec::encode(snapshot)));
    let parts = [
        ("perspective", snapshot.perspective.map(Tree::try_from)),
        ("step", (snapshot.step > 0).then(|| Tree::try_from(snapshot.step as u64))),
        ("history", Some(Tree::try_from(&snapshot.history))),
    ];
    for (key, tree) in parts {
        match tree {
            None => {}
            Some(Ok(tree)) => {
                session.insert(key.into(), tree_to_json(tree));
            }
            // A valid history always converts (its types suit TOML, seeds included). Were one
            // ever not to, the file says why instead of holding a silent null, and the link
            // above still opens the session.
            Some(Err(e)) => {
                session.insert("error".into(), Json::String(format!("the {key} could not be written: {e}")));
            }
        }
    }
    serde_json::to_string_pretty(&Json::Object(session)).unwrap_or_default()
}

/// Reads a snapshot (or a bare history) and replays it, like [`codec::decode`]: what it
/// returns opens with `Session::from_history`. Errors name the line and column, or the field.
pub fn from_json(text: &str) -> Result<Snapshot, LinkError> {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Wrapped {
        history: History,
        #[serde(default)]
        perspective: Option<PlayerId>,
        /// The processing step shown inside the last action (codec::Snapshot::step).
        #[serde(default)]
        step: usize,
        #[serde(default)]
        #[allow(dead_code)]
        link: Option<String>,
    }
    if text.len() > codec::MAX_BODY_BYTES * 8 {
        return Err(LinkError::Oversized {
            what: "the JSON text in bytes",
            limit: codec::MAX_BODY_BYTES * 8,
        });
    }
    // A byte-order mark, as some editors save, is read past as the TOML reader does.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let json: Json = serde_json::from_str(text)
        .map_err(|e| LinkError::InvalidHistory(format!("this is not JSON: {e}")))?;
    let tree = tree_from_json(json).map_err(LinkError::InvalidHistory)?;
    let snapshot = match Wrapped::deserialize(tree.clone()) {
        Ok(w) => Snapshot { history: w.history, perspective: w.perspective, step: w.step },
        Err(first) => match History::deserialize(tree) {
            Ok(history) => Snapshot::new(history, None),
            Err(_) => {
                let what = "this JSON is not a session ({\"history\": …, \"perspective\": …}) nor a history";
                return Err(LinkError::InvalidHistory(format!("{what}: {}", first.to_string().trim_end())));
            }
        },
    };
    replay(&snapshot)?;
    Ok(snapshot)
}

fn tree_to_json(tree: Tree) -> Json {
    match tree {
        Tree::String(s) => Json::String(s),
        Tree::Integer(i) => Json::from(i),
        Tree::Float(f) => Json::from(f),
        Tree::Boolean(b) => Json::Bool(b),
        Tree::Datetime(d) => Json::String(d.to_string()),
        Tree::Array(a) => Json::Array(a.into_iter().map(tree_to_json).collect()),
        Tree::Table(t) => Json::Object(t.into_iter().map(|(k, v)| (k, tree_to_json(v))).collect()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_round_trips_and_bad_json_says_where() {
        let (snap, _) = codec::midgame_example(1);
        let text = to_json(&snap);
        assert_eq!(from_json(&text).unwrap(), snap);
        let bare = serde_json::to_string(&snap.history).unwrap();
        assert_eq!(from_json(&bare).unwrap().history, snap.history);
        let e = from_json("{\"history\": 3}").unwrap_err().to_string();
        assert!(e.contains("invalid type: integer `3`"), "{e}");
        let e = from_json("{\"history\": ").unwrap_err().to_string();
        assert!(e.contains("line 1 column"), "{e}");
        let mut refused = snap.clone();
        refused.history.actions.insert(0, horyu_engine::Action::EndStep);
        refused.history.actions.insert(0, horyu_engine::Action::Charge { card: horyu_engine::CardId(999) });
        assert!(from_json(&to_json(&refused)).is_err());
    }

    #[test]
    fn json_with_a_byte_order_mark_is_read_as_toml_with_one_is() {
        let (snap, _) = codec::midgame_example(1);
        assert_eq!(from_json(&format!("\u{feff}{}", to_json(&snap))).unwrap(), snap);
    }

    #[test]
    fn a_move_to_a_place_a_link_cant_hold_is_refused_on_reading() {
        // Read, it made a link that did not open (issue #41).
        let (mut snap, _) = codec::midgame_example(1);
        use horyu_engine::{Action, CardId, Manual, PlayerId, Zone, ZoneRef};
        let to = ZoneRef::new(PlayerId::P1, Zone::Graveyard);
        let far = Some(Manual::MAX_INDEX + 1);
        snap.history.actions = vec![Action::Manual(Manual::Move { card: CardId(0), to, index: far })];
        (snap.history.cursor, snap.history.branches, snap.step) = (1, Vec::new(), 0);
        let e = from_json(&to_json(&snap)).unwrap_err().to_string();
        assert!(e.contains("past the last a link can hold"), "{e}");
    }

    #[test]
    fn null_members_are_absent_and_a_null_in_a_list_is_named() {
        let (snap, _) = codec::midgame_example(1);
        let mut value: serde_json::Value = serde_json::from_str(&to_json(&snap)).unwrap();
        // What earlier versions wrote for "no perspective", and an explicit null option.
        value["perspective"] = serde_json::Value::Null;
        value["history"]["setup"]["first_player"] = serde_json::Value::Null;
        let back = from_json(&value.to_string()).unwrap();
        assert_eq!(back.history, snap.history);
        assert_eq!(back.perspective, None);
        value["history"]["actions"][2] = serde_json::Value::Null;
        let e = from_json(&value.to_string()).unwrap_err().to_string();
        assert!(e.contains("`null` is not a value here (at `history.actions[2]`)"), "{e}");
    }

    #[test]
    fn a_seed_above_tomls_integers_round_trips_as_digits() {
        let (mut snap, _) = codec::midgame_example(1);
        snap.history.setup.seed = u64::MAX;
        let text = to_json(&snap);
        assert!(text.contains("\"seed\": \"18446744073709551615\""), "{text}");
        assert_eq!(from_json(&text).unwrap().history.setup.seed, u64::MAX);
        // As earlier versions wrote it: a bare number.
        let bare = text.replace("\"18446744073709551615\"", "18446744073709551615");
        assert_eq!(from_json(&bare).unwrap().history.setup.seed, u64::MAX);
    }

    #[test]
    fn a_bad_custom_card_names_the_card_and_its_field() {
        let (snap, _) = codec::midgame_example(1);
        let mut value: serde_json::Value = serde_json::from_str(&to_json(&snap)).unwrap();
        let card = serde_json::json!({"id": 100000, "name": "X", "type": "creature",
            "civilizations": ["fire"], "cost": "two", "power": 1000});
        value["history"]["setup"]["custom_cards"] = serde_json::json!([card]);
        let e = from_json(&value.to_string()).unwrap_err().to_string();
        assert!(e.contains("[0] cost: invalid type: string \"two\", expected u32"), "{e}");
    }

    #[test]
    fn fields_are_written_in_schema_order_without_nulls() {
        let (mut snap, _) = codec::midgame_example(1);
        snap.perspective = None;
        let text = to_json(&snap);
        assert!(!text.contains("null"), "{text}");
        let link = text.find("\"link\"").unwrap();
        let history = text.find("\"history\"").unwrap();
        let setup = text.find("\"setup\"").unwrap();
        let actions = text.find("\"actions\"").unwrap();
        assert!(link < history && setup < actions, "{text}");
    }
}
