//! `cargo xtask minify DIR`: wasm-bindgen's glue made short in a built bundle (Trunk's
//! `post_build` hook runs it on the staging directory, so `trunk build` and `serve` get it too).
//!
//! wasm-bindgen names every import after the function it wraps plus a 16-digit hash
//! (`__wbg_addEventListener_70e3766f6252144d`), and every closure export after its whole type
//! (`wasm_bindgen_4a2a…___convert__closures_____invoke___bool__true_`). Each name is written
//! twice, in the module's import or export section and in its script, and gzip can't shrink the
//! hashes: 215 names, about 5.8 KB gzip of the page's first load (docs/bundle.md). Here each
//! becomes `$` and a number in both files, and the script is then minified by terser (Trunk's own
//! minifier can't read wasm-bindgen's ES module and leaves it as it is). Names the page or a
//! loader calls (the module's own exports, `memory`) keep theirs: only wasm-bindgen's internal
//! names, which nothing outside the pair refers to, are renamed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::sh::{self, Result};

/// Every `<name>_bg.wasm` in `dir` with its script `<name>.js`, both rewritten in place; then
/// the page's whole module fingerprinted ([`fingerprint_whole_module`]).
pub fn run(dir: &Path) -> Result {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut pairs: Vec<(PathBuf, PathBuf)> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter_map(|wasm| {
            let stem = wasm.file_name()?.to_str()?.strip_suffix("_bg.wasm")?.to_string();
            Some((wasm.with_file_name(format!("{stem}.js")), wasm))
        })
        .collect();
    pairs.sort();
    if pairs.is_empty() {
        return Err(format!("{} holds no wasm-bindgen module (`*_bg.wasm`)", dir.display()));
    }
    for (script, wasm) in &pairs {
        let read = |p: &Path| std::fs::read(p).map_err(|e| format!("cannot read {}: {e}", p.display()));
        minify_pair(script, wasm, read)?;
    }
    fingerprint_whole_module(dir)
}

/// index.html asks for the whole module's files with `?v=` and a fingerprint of its module
/// (written for `HORYU_WHOLE`), so a browser's cache never pairs an older module with a newer
/// page or script.
fn fingerprint_whole_module(dir: &Path) -> Result {
    let (page, module) = (dir.join("index.html"), dir.join("whole_bg.wasm"));
    let (Ok(html), Ok(bytes)) = (std::fs::read_to_string(&page), std::fs::read(&module)) else {
        return Ok(());
    };
    // FNV-1a, 64 bits: a name for the bytes, not a guard against anyone.
    let hash = bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    let html = html.replace("HORYU_WHOLE", &format!("{hash:016x}"));
    std::fs::write(&page, html).map_err(|e| format!("cannot write {}: {e}", page.display()))
}

/// One module and its script shortened alike, then the script minified.
fn minify_pair(script: &Path, wasm: &Path, read: impl Fn(&Path) -> Result<Vec<u8>>) -> Result {
    let (module, text) = (read(wasm)?, read(script)?);
    let text = String::from_utf8(text).map_err(|_| format!("{} is not UTF-8", script.display()))?;
    let (module, text) =
        shorten(&module, &text).map_err(|e| format!("{} and {}: {e}", wasm.display(), script.display()))?;
    let write = |p: &Path, bytes: &[u8]| {
        std::fs::write(p, bytes).map_err(|e| format!("cannot write {}: {e}", p.display()))
    };
    write(wasm, &module)?;
    write(script, text.as_bytes())?;
    terser(script, text.contains("import.meta"))
}

/// The module and its script with wasm-bindgen's internal import and export names, and the
/// imports' module name, shortened alike in both.
pub fn shorten(module: &[u8], script: &str) -> Result<(Vec<u8>, String)> {
    let mut sections = sections(module)?;
    let mut renames: HashMap<String, String> = HashMap::new();
    let mut fresh = 0u32;
    let mut next = |renames: &mut HashMap<String, String>, old: &str| -> String {
        renames
            .entry(old.to_string())
            .or_insert_with(|| {
                fresh += 1;
                format!("${}", base36(fresh - 1))
            })
            .clone()
    };
    let mut glue_module: Option<String> = None;
    for (id, body) in &mut sections {
        match *id {
            IMPORT => {
                let mut imports = read_imports(body)?;
                for import in &mut imports {
                    match &glue_module {
                        None => glue_module = Some(import.module.clone()),
                        Some(m) if *m != import.module => {
                            return Err(format!("imports from two modules ({m:?} and {:?})", import.module))
                        }
                        Some(_) => {}
                    }
                    if internal(&import.name) {
                        import.name = next(&mut renames, &import.name);
                    }
                    import.module = GLUE_MODULE.to_string();
                }
                *body = write_imports(&imports);
            }
            EXPORT => {
                let mut exports = read_exports(body)?;
                for export in &mut exports {
                    if internal(&export.name) {
                        export.name = next(&mut renames, &export.name);
                    }
                }
                *body = write_exports(&exports);
            }
            _ => {}
        }
    }
    let glue_module = glue_module.ok_or("the module imports nothing from its script")?;
    let script = rename_identifiers(script, &renames)?;
    // The script names the module its imports come from once, as a quoted key.
    let quoted = [format!("\"{glue_module}\""), format!("'{glue_module}'")];
    let found: Vec<&String> = quoted.iter().filter(|q| script.contains(q.as_str())).collect();
    let [key] = found.as_slice() else {
        return Err(format!(
            "the script names the imports' module {glue_module:?} {} times, not once",
            found.len()
        ));
    };
    if script.matches(key.as_str()).count() != 1 {
        return Err(format!("the script names the imports' module {glue_module:?} more than once"));
    }
    let script = script.replacen(key.as_str(), &format!("\"{GLUE_MODULE}\""), 1);
    let mut out = module[..8].to_vec();
    for (id, body) in &sections {
        out.push(*id);
        leb(&mut out, body.len() as u64);
        out.extend_from_slice(body);
    }
    Ok((out, script))
}

/// The short module name every import is given (the script's key for its import object).
const GLUE_MODULE: &str = "$";
const IMPORT: u8 = 2;
const EXPORT: u8 = 7;

/// wasm-bindgen's own names: its imports (`__wbg_…`, `__wbindgen_…`), its allocator and table
/// exports, and its closure shims. A `#[wasm_bindgen]` function's export keeps its name, since
/// the script exports it under that name to the page.
/// `__wbindgen_start` keeps its name too: it is the module's entry, which a stand-in module
/// (boot.spec's module that traps as it starts) exports under the name the script calls.
fn internal(name: &str) -> bool {
    name != "__wbindgen_start"
        && ["__wbg_", "__wbindgen_", "__externref_", "wasm_bindgen_"].iter().any(|p| name.starts_with(p))
}

fn base36(mut n: u32) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(digits[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).expect("ASCII digits")
}

/// `script` with every identifier (a maximal run of `[A-Za-z0-9_$]`) that `renames` holds
/// replaced. Every renamed name must occur, and no new name may already be there.
fn rename_identifiers(script: &str, renames: &HashMap<String, String>) -> Result<String> {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let mut out = String::with_capacity(script.len());
    let mut seen: HashMap<&str, usize> = HashMap::new();
    let mut rest = script;
    while !rest.is_empty() {
        let start = rest.find(is_ident).unwrap_or(rest.len());
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let end = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
        let word = &rest[..end];
        if let Some(new) = renames.get(word) {
            out.push_str(new);
            *seen.entry(word).or_default() += 1;
        } else {
            if renames.values().any(|v| v == word) {
                return Err(format!("the script already has an identifier `{word}`"));
            }
            out.push_str(word);
        }
        rest = &rest[end..];
    }
    if let Some(missing) = renames.keys().find(|k| !seen.contains_key(k.as_str())) {
        return Err(format!("the script never names `{missing}`"));
    }
    Ok(out)
}

/// The sections after the 8-byte header, as (id, contents).
fn sections(module: &[u8]) -> Result<Vec<(u8, Vec<u8>)>> {
    if module.get(..8) != Some(b"\0asm\x01\0\0\0") {
        return Err("not a WebAssembly module (version 1)".into());
    }
    let mut r = Reader { bytes: module, at: 8 };
    let mut out = Vec::new();
    while r.at < module.len() {
        let id = r.byte()?;
        let len = r.u32()? as usize;
        out.push((id, r.take(len)?.to_vec()));
    }
    Ok(out)
}

struct Import {
    module: String,
    name: String,
    /// The import's kind and type, copied as they are.
    desc: Vec<u8>,
}

fn read_imports(body: &[u8]) -> Result<Vec<Import>> {
    let mut r = Reader { bytes: body, at: 0 };
    let count = r.u32()?;
    let mut out = Vec::new();
    for _ in 0..count {
        let (module, name) = (r.name()?, r.name()?);
        let start = r.at;
        match r.byte()? {
            0 => {
                r.u32()?; // function: its type index
            }
            1 => {
                r.value_type()?; // table: element type, limits
                r.limits()?;
            }
            2 => r.limits()?, // memory
            3 => {
                r.value_type()?; // global: type, mutability
                r.byte()?;
            }
            4 => {
                r.byte()?; // tag: attribute, type index
                r.u32()?;
            }
            kind => return Err(format!("import `{name}` has an unknown kind {kind}")),
        }
        out.push(Import { module, name, desc: body[start..r.at].to_vec() });
    }
    r.end("import section")?;
    Ok(out)
}

fn write_imports(imports: &[Import]) -> Vec<u8> {
    let mut out = Vec::new();
    leb(&mut out, imports.len() as u64);
    for i in imports {
        name(&mut out, &i.module);
        name(&mut out, &i.name);
        out.extend_from_slice(&i.desc);
    }
    out
}

struct Export {
    name: String,
    kind: u8,
    index: u32,
}

fn read_exports(body: &[u8]) -> Result<Vec<Export>> {
    let mut r = Reader { bytes: body, at: 0 };
    let count = r.u32()?;
    let mut out = Vec::new();
    for _ in 0..count {
        out.push(Export { name: r.name()?, kind: r.byte()?, index: r.u32()? });
    }
    r.end("export section")?;
    Ok(out)
}

fn write_exports(exports: &[Export]) -> Vec<u8> {
    let mut out = Vec::new();
    leb(&mut out, exports.len() as u64);
    for e in exports {
        name(&mut out, &e.name);
        out.push(e.kind);
        leb(&mut out, e.index.into());
    }
    out
}

fn leb(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn name(out: &mut Vec<u8>, s: &str) {
    leb(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8> {
        let b = *self.bytes.get(self.at).ok_or("the module ends early")?;
        self.at += 1;
        Ok(b)
    }

    fn take(&mut self, len: usize) -> Result<&[u8]> {
        let end =
            self.at.checked_add(len).filter(|&e| e <= self.bytes.len()).ok_or("the module ends early")?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    /// An unsigned LEB128 number of up to 64 bits (memory64's limits).
    fn u64(&mut self) -> Result<u64> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err("a number is too long".into())
    }

    fn u32(&mut self) -> Result<u32> {
        u32::try_from(self.u64()?).map_err(|_| "a number is over 32 bits".into())
    }

    fn name(&mut self) -> Result<String> {
        let len = self.u32()? as usize;
        String::from_utf8(self.take(len)?.to_vec()).map_err(|_| "a name is not UTF-8".into())
    }

    /// A number or reference type written in one byte; the typed references of the GC
    /// proposal (0x63, 0x64 and a heap type) are not expected from wasm-bindgen.
    fn value_type(&mut self) -> Result {
        match self.byte()? {
            0x63 | 0x64 => Err("a typed reference type, which this rewriter does not read".into()),
            _ => Ok(()),
        }
    }

    fn limits(&mut self) -> Result {
        let flags = self.byte()?;
        self.u64()?;
        if flags & 1 != 0 {
            self.u64()?;
        }
        Ok(())
    }

    fn end(&self, what: &str) -> Result {
        if self.at == self.bytes.len() {
            Ok(())
        } else {
            Err(format!("the {what} has {} bytes after its entries", self.bytes.len() - self.at))
        }
    }
}

/// terser from node_modules (package.json), in place: an ES module (the page's script) is
/// mangled whole; a classic script keeps its top-level names (`wasm_bindgen`, which the
/// loaders call).
fn terser(script: &Path, es_module: bool) -> Result {
    let tool = sh::root().join("node_modules/.bin/terser");
    if !tool.is_file() {
        return Err(format!("{} is missing: run `cargo xtask setup` (npm ci)", tool.display()));
    }
    let mut cmd = Command::new(tool);
    cmd.arg(script).args(["--compress", "--mangle", "--comments", "false", "--output"]).arg(script);
    if es_module {
        cmd.arg("--module");
    }
    sh::run(&mut cmd)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module importing two glue functions and exporting memory, a closure shim and a
    /// function of the page's own.
    fn module() -> Vec<u8> {
        let mut m = b"\0asm\x01\0\0\0".to_vec();
        let mut types = vec![1, 0x60, 0, 0]; // one type: () -> ()
        let mut imports = Vec::new();
        leb(&mut imports, 2);
        for n in ["__wbg_alert_0123456789abcdef", "__wbindgen_throw_fedcba9876543210"] {
            name(&mut imports, "./app_bg.js");
            name(&mut imports, n);
            imports.extend([0, 0]);
        }
        let mut exports = Vec::new();
        leb(&mut exports, 3);
        for (n, kind, index) in [("memory", 2, 0), ("__wbindgen_malloc", 0, 2), ("open_tool", 0, 2)] {
            name(&mut exports, n);
            exports.extend([kind, index]);
        }
        for (id, body) in [(1u8, &mut types), (IMPORT, &mut imports), (EXPORT, &mut exports)] {
            m.push(id);
            leb(&mut m, body.len() as u64);
            m.extend_from_slice(body);
        }
        m
    }

    const SCRIPT: &str = "const i = { __wbg_alert_0123456789abcdef: function(a) { alert(a) },\n\
        __wbindgen_throw_fedcba9876543210: function() { throw 1 } };\n\
        export function open_tool() { return wasm.open_tool() + wasm.__wbindgen_malloc(4) }\n\
        const imports = { \"./app_bg.js\": i };";

    #[test]
    fn glue_names_are_renamed_alike_in_the_module_and_its_script() {
        let (m, s) = shorten(&module(), SCRIPT).unwrap();
        let sections = sections(&m).unwrap();
        let imports = read_imports(&sections[1].1).unwrap();
        let exports = read_exports(&sections[2].1).unwrap();
        let names: Vec<&str> = imports.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(names, ["$0", "$1"]);
        assert!(imports.iter().all(|i| i.module == "$" && i.desc == [0, 0]));
        let exported: Vec<&str> = exports.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(exported, ["memory", "$2", "open_tool"], "the page's own export keeps its name");
        assert_eq!(
            s,
            "const i = { $0: function(a) { alert(a) },\n$1: function() { throw 1 } };\n\
             export function open_tool() { return wasm.open_tool() + wasm.$2(4) }\n\
             const imports = { \"$\": i };"
        );
        // Sections other than imports and exports are copied as they were.
        assert_eq!(sections[0], (1, vec![1, 0x60, 0, 0]));
    }

    #[test]
    fn a_script_that_does_not_match_its_module_is_refused() {
        let missing = SCRIPT.replace("__wbindgen_throw_fedcba9876543210", "other");
        let err = shorten(&module(), &missing).unwrap_err();
        assert!(err.contains("never names `__wbindgen_throw_fedcba9876543210`"), "{err}");
        let clash = format!("{SCRIPT} var $1;");
        assert!(shorten(&module(), &clash).unwrap_err().contains("already has an identifier `$1`"));
        let no_key = SCRIPT.replace("\"./app_bg.js\"", "glue");
        assert!(shorten(&module(), &no_key).unwrap_err().contains("0 times"));
        let mut damaged = module();
        damaged.truncate(damaged.len() - 2);
        assert!(shorten(&damaged, SCRIPT).unwrap_err().contains("ends early"));
    }

    #[test]
    fn numbers_are_written_as_leb128() {
        let mut out = Vec::new();
        leb(&mut out, 624_485);
        assert_eq!(out, [0xe5, 0x8e, 0x26]);
        assert_eq!(Reader { bytes: &out, at: 0 }.u32().unwrap(), 624_485);
        assert_eq!(base36(0), "0");
        assert_eq!(base36(36 * 36 + 35), "10z");
    }
}
