//! Embed mode (`?embed`): the compact page a wiki puts in an iframe (docs/embed.md). This module
//! owns what is particular to it: the options read from the address (`zones=`), its bar (the board
//! fits the frame as the page's does, `fit.rs`), and the iframe snippet the Share panel writes with the
//! height and zones the editor picks.

use horyu_engine::Zone;

/// An embedded page's options, from its address.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Embed {
    /// The zones shown (`zones=battle,shields`); `None`: the zones the moment is about
    /// ([`Model::embed_zones`](crate::model::Model::embed_zones)), or all of them when `whole`.
    pub zones: Option<Vec<Zone>>,
    /// The whole table (`zones=all`, or the reader's "Whole table").
    pub whole: bool,
}

impl Embed {
    /// Whether a zone is shown, by the address alone (`None`: the moment decides).
    pub fn shows(&self, z: Zone) -> Option<bool> {
        match &self.zones {
            Some(zones) => Some(zones.contains(&z)),
            None if self.whole => Some(true),
            None => None,
        }
    }
}

/// Reads a page's query (`?embed&zones=battle,shields`): `None` when the page is not embedded.
/// An unknown zone name is left out and named in the returned warning, with the known ones.
pub fn parse(search: &str) -> Option<(Embed, Option<String>)> {
    let params: Vec<&str> = search.trim_start_matches('?').split('&').collect();
    if !params.iter().any(|p| *p == "embed" || p.starts_with("embed=")) {
        return None;
    }
    let Some(list) = params.iter().find_map(|p| p.strip_prefix("zones=")) else {
        return Some((Embed::default(), None));
    };
    if list == "all" {
        return Some((Embed { zones: None, whole: true }, None));
    }
    let mut zones = Vec::new();
    let mut unknown = Vec::new();
    for name in list.split(',').filter(|n| !n.is_empty()) {
        match Zone::from_key(name).filter(|z| Zone::ALL.contains(z)) {
            Some(z) if !zones.contains(&z) => zones.push(z),
            Some(_) => {}
            None => unknown.push(name),
        }
    }
    let warning = (!unknown.is_empty()).then(|| {
        let known: Vec<&str> = Zone::ALL.iter().map(|z| z.key()).collect();
        format!("?zones=: unknown zone {} (known: all, {})", unknown.join(", "), known.join(", "))
    });
    // Nothing known left: every zone, rather than an empty board.
    let whole = zones.is_empty();
    let zones = (!zones.is_empty()).then_some(zones);
    Some((Embed { zones, whole }, warning))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_says_whether_embedded_and_which_zones() {
        assert_eq!(parse("?link=x"), None);
        assert_eq!(parse(""), None);
        assert_eq!(parse("?embed"), Some((Embed::default(), None)));
        assert_eq!(parse("?from=chat&embed=1"), Some((Embed::default(), None)));
        let (e, w) = parse("?embed&zones=battle,shields,battle").unwrap();
        assert_eq!(e.zones, Some(vec![Zone::Battle, Zone::Shields]));
        assert!(w.is_none());
        assert!(e.shows(Zone::Shields) == Some(true) && e.shows(Zone::Hand) == Some(false));
        // Without zones the moment decides; `zones=all` is the whole table.
        assert_eq!(parse("?embed").unwrap().0.shows(Zone::Hand), None);
        let (all, w) = parse("?embed&zones=all").unwrap();
        assert!(all.whole && w.is_none() && all.shows(Zone::Hand) == Some(true));
        let (e, w) = parse("?embed&zones=battle,bench,anywhere").unwrap();
        assert_eq!(e.zones, Some(vec![Zone::Battle]));
        let w = w.unwrap();
        assert!(w.contains("bench, anywhere") && w.contains("known: all, deck"), "{w}");
        // Nothing known: every zone, not an empty board.
        let nope = parse("?embed&zones=nope").unwrap().0;
        assert!(nope.zones.is_none() && nope.whole);
    }
}
