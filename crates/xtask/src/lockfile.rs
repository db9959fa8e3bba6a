//! Reading versions out of Cargo.lock and Trunk.toml without a TOML parser.

use std::path::Path;

use crate::sh::Result;

/// The version Cargo.lock holds for a package; an error unless there is exactly one.
pub fn locked_version(root: &Path, package: &str) -> Result<String> {
    let path = root.join("Cargo.lock");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e} (run `cargo generate-lockfile`)", path.display()))?;
    let versions = versions_in_lock(&text, package);
    match versions.as_slice() {
        [one] => Ok(one.clone()),
        [] => Err(format!("Cargo.lock has no `{package}` package")),
        many => Err(format!("Cargo.lock has several `{package}` versions ({}); pin one", many.join(", "))),
    }
}

/// Every version of `package` in a Cargo.lock text.
pub fn versions_in_lock(lock: &str, package: &str) -> Vec<String> {
    let mut versions = Vec::new();
    let mut name: Option<&str> = None;
    for line in lock.lines().map(str::trim) {
        if line == "[[package]]" {
            name = None;
        } else if let Some(n) = string_value(line, "name") {
            name = Some(n);
        } else if let Some(v) = string_value(line, "version") {
            if name == Some(package) {
                versions.push(v.to_string());
            }
        }
    }
    versions
}

/// The string on a `key = "value"` line.
pub fn string_value<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let rest = line.strip_prefix(key)?.trim_start().strip_prefix('=')?.trim();
    rest.strip_prefix('"')?.strip_suffix('"')
}

/// The value of `key = "…"` in a TOML file (first occurrence, any table).
pub fn toml_string(path: &Path, key: &str) -> Result<String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    text.lines()
        .find_map(|line| string_value(line.trim(), key))
        .map(str::to_string)
        .ok_or_else(|| format!("{} has no `{key} = \"…\"` line", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOCK: &str = r#"
version = 4

[[package]]
name = "wasm-bindgen"
version = "0.2.130"
source = "registry+https://github.com/rust-lang/crates.io-index"
dependencies = [
 "wasm-bindgen-macro",
]

[[package]]
name = "wasm-bindgen-macro"
version = "0.2.130"
"#;

    #[test]
    fn finds_the_exact_package_only() {
        assert_eq!(versions_in_lock(LOCK, "wasm-bindgen"), ["0.2.130"]);
        assert!(versions_in_lock(LOCK, "yew").is_empty());
    }

    #[test]
    fn reads_quoted_values() {
        assert_eq!(string_value(r#"wasm_bindgen = "0.2.130""#, "wasm_bindgen"), Some("0.2.130"));
        assert_eq!(string_value(r#"wasm_opt = "version_132""#, "wasm"), None);
    }
}
