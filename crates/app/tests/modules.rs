//! The page's modules import one another in one direction (issue #43): `model/` is the state,
//! with no Yew and no browser, tested natively; `view/` draws it; `app/` wires both to the
//! browser. Read from the sources: every `crate::<module>` a file names is an edge between the
//! page's top-level modules, and no two of them may reach each other.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

/// Every `.rs` file under `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            out.extend(files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// A file's code without its `//` comments (a doc comment may name any module).
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("a source file");
    text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// The page's top-level module a file belongs to (`model`, `view`, `cite`, …); `None` for the
/// crate roots (with `page.rs`, the page's root items) and the tools' module (`bin/`).
fn top_module(path: &Path) -> Option<String> {
    let rel = path.strip_prefix(SRC).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?.trim_end_matches(".rs").to_string();
    (!matches!(first.as_str(), "main" | "page" | "lib" | "bin")).then_some(first)
}

/// The top-level modules each module names through `crate::`.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let all = files(Path::new(SRC));
    let tops: BTreeSet<String> = all.iter().filter_map(|p| top_module(p)).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in &all {
        let Some(from) = top_module(path) else { continue };
        let text = code(path);
        let edges = graph.entry(from.clone()).or_default();
        for (i, _) in text.match_indices("crate::") {
            let name: String =
                text[i + 7..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            if name != from && tops.contains(&name) {
                edges.insert(name);
            }
        }
    }
    graph
}

#[test]
fn no_two_modules_of_the_page_import_each_other() {
    let graph = graph();
    assert!(graph.contains_key("model") && graph.contains_key("view") && graph.contains_key("app"));
    // Whether `to` is reachable from `from`.
    let reaches = |from: &str, to: &str| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_string()];
        while let Some(m) = stack.pop() {
            for next in graph.get(&m).into_iter().flatten() {
                if next == to {
                    return true;
                }
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        false
    };
    let cycles: Vec<String> =
        graph.keys().filter(|m| reaches(m, m)).map(|m| format!("{m} -> {:?}", graph[m])).collect();
    assert!(cycles.is_empty(), "modules that reach themselves through others: {cycles:#?}");
}

#[test]
fn the_model_names_neither_yew_nor_the_browser_nor_a_view() {
    for path in files(&Path::new(SRC).join("model")) {
        let text = code(&path);
        for word in ["yew", "web_sys", "js_sys", "html!", "crate::view", "crate::app"] {
            assert!(!text.contains(word), "{} names `{word}`", path.display());
        }
    }
}

#[test]
fn the_graph_is_read_from_the_sources() {
    // The check can fail: the views name the model and the message, and the app names both.
    let graph = graph();
    assert!(graph["view"].contains("model") && graph["view"].contains("msg"));
    assert!(graph["app"].contains("view") && graph["app"].contains("model"));
    assert!(!graph["model"].contains("view"));
}
