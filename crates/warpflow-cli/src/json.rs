//! The machine output of every subcommand (`--format json`): one versioned document shape per
//! command and the conventions all of them share (`docs/json.md`, JSON Schemas in
//! `docs/schema/`).
//!
//! - Every top-level object carries `"schema": "warpflow.<command>/<N>"` first ([`document`]);
//!   `N` is the [`version`] of that command's schema file and changes with any change of shape.
//! - A block of the user's module is named as LLVM prints it, with its sigil: `"%3"`,
//!   `"%entry"`, `"%\"a b\""` ([`block`]).
//! - A source location is `{"file", "line", "column"}` or `null` ([`location`]); a line of the
//!   `.ll` file itself is a plain number (`line`).
//! - Enum-like values are lower-case strings (`"divergent"`, `"needs-join"`), never Rust's
//!   `Debug` names ([`kebab`]).
//! - Thread and lane lists are sorted inclusive ranges `[[first, last], ...]` ([`ranges_of`]).
//! - Function names stay mangled (human output demangles them).
//!
//! The serde helpers here are used by `serialize_with` on the CLI's own report structs, and
//! the large documents (`analyze`, `crate::analyze_json`; the SARIF log, `crate::sarif`) are
//! typed views borrowing the analyses' results, serialized once. A few small documents
//! (`run`'s statistics, `sass`) still serialize an analysis struct to a JSON value and adjust it
//! at named paths ([`edit`]); building a large document that way held a second, larger copy of
//! the report in memory (`analyze --format json` on 20,000 kernels: 532 MB against 385 MB).

use serde::ser::{SerializeSeq, Serializer};
use serde::Serialize;
use serde_json::Value;

/// The schema version of `command`'s document (`warpflow.<command>/<N>`), raised with any
/// change of that command's shape: `cfg/2` lists each block once, under its innermost cycle
/// and region (`own_blocks`, and `cycle`/`region` per block), where `cfg/1` listed every member
/// of every cycle and region, which is quadratic in nesting depth.
pub fn version(command: &str) -> u32 {
    match command {
        "cfg" => 2,
        _ => 1,
    }
}

/// The document of `command`: `body`'s fields after `"schema": "warpflow.<command>/<N>"`, pretty
/// printed, with a final newline. `body` must serialize as a map (a struct or an object).
pub fn document<T: Serialize + ?Sized>(command: &str, body: &T) -> String {
    serde_json::to_string_pretty(&Doc { schema: schema_id(command), body }).unwrap_or_default() + "\n"
}

/// The same as [`document`] on one line (for streams of small documents, `parse`).
pub fn document_line<T: Serialize + ?Sized>(command: &str, body: &T) -> String {
    serde_json::to_string(&Doc { schema: schema_id(command), body }).unwrap_or_default() + "\n"
}

/// A document: `"schema"` first, then the body's fields.
#[derive(Serialize)]
struct Doc<'a, T: ?Sized> {
    schema: String,
    #[serde(flatten)]
    body: &'a T,
}

/// `warpflow.<command>/<N>` ([`version`]).
pub fn schema_id(command: &str) -> String {
    format!("warpflow.{command}/{}", version(command))
}

/// Whether `name` can be written after `%` without quotes (LLVM's identifier characters).
fn plain_ident(name: &str) -> bool {
    !name.is_empty()
        && name.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_'))
}

/// A block label as LLVM prints it: `3` -> `%3`, `entry` -> `%entry`, `a b` -> `%"a b"`. A
/// name that already has its sigil is kept.
pub fn block_name(name: &str) -> String {
    if name.starts_with('%') {
        return name.to_string();
    }
    if plain_ident(name) {
        format!("%{name}")
    } else {
        let mut s = String::from("%\"");
        for ch in name.chars() {
            match ch {
                '"' => s.push_str("\\22"),
                '\\' => s.push_str("\\5C"),
                c => s.push(c),
            }
        }
        s.push('"');
        s
    }
}

/// A source location of the user's source, as every document writes it. The keys come in
/// alphabetical order, the order the documents have had since they were first built as JSON
/// maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Location<'a> {
    /// 1-based column (0 when unknown).
    pub column: u32,
    /// The file name as recorded.
    pub file: &'a str,
    /// 1-based line.
    pub line: u32,
}

impl<'a> Location<'a> {
    /// A location from its text `file:line:column` (or `file:line`, column 0, as LLVM writes an
    /// unknown column); `None` when the text is not one.
    pub fn parse(loc: &'a str) -> Option<Location<'a>> {
        let (rest, last) = loc.rsplit_once(':')?;
        let last: u32 = last.parse().ok()?;
        if let Some((file, line)) = rest.rsplit_once(':') {
            if let Ok(line) = line.parse::<u32>() {
                return Some(Location { column: last, file, line });
            }
        }
        Some(Location { column: 0, file: rest, line: last })
    }
}

/// A source location `file:line:column` (or `file:line`) as `{"file", "line", "column"}`;
/// `None` when the text is not one (then the caller writes `null`).
pub fn location_value(loc: &str) -> Option<Value> {
    Location::parse(loc).and_then(|l| serde_json::to_value(l).ok())
}

/// `Debug`-style enum text (`WarpUniform`, `Divergent`) as lower-case kebab case
/// (`warp-uniform`, `divergent`); text already lower case is kept.
pub fn kebab(s: &str) -> String {
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if ch.is_ascii_uppercase() {
            if i > 0 && !out.ends_with('-') {
                out.push('-');
            }
            out.push(ch.to_ascii_lowercase());
        } else if ch == '_' || ch == ' ' {
            out.push('-');
        } else {
            out.push(ch);
        }
    }
    out
}

/// `threads` (any order, repeats allowed) as sorted inclusive ranges `[[first, last], ...]`.
pub fn ranges_of(threads: &[u32]) -> Vec<[u32; 2]> {
    let mut t = threads.to_vec();
    t.sort_unstable();
    t.dedup();
    let mut out: Vec<[u32; 2]> = Vec::new();
    for x in t {
        match out.last_mut() {
            Some(r) if r[1] + 1 == x => r[1] = x,
            _ => out.push([x, x]),
        }
    }
    out
}

// ---- serde helpers for `serialize_with` ----

/// Serializes a block label with its sigil ([`block_name`]).
pub fn block<S: Serializer>(name: &str, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&block_name(name))
}

/// Serializes an optional block label (`null` for none).
pub fn opt_block<S: Serializer>(name: &Option<String>, s: S) -> Result<S::Ok, S::Error> {
    match name {
        Some(n) => s.serialize_str(&block_name(n)),
        None => s.serialize_none(),
    }
}

/// Serializes a list of block labels with their sigils.
pub fn blocks<S: Serializer>(names: &[String], s: S) -> Result<S::Ok, S::Error> {
    let mut seq = s.serialize_seq(Some(names.len()))?;
    for n in names {
        seq.serialize_element(&block_name(n))?;
    }
    seq.end()
}

/// Serializes an optional `file:line:column` as a location object or `null`.
pub fn location<S: Serializer>(loc: &Option<String>, s: S) -> Result<S::Ok, S::Error> {
    match loc.as_deref().and_then(Location::parse) {
        Some(v) => v.serialize(s),
        None => s.serialize_none(),
    }
}

/// Serializes a `file:line:column` as a location object (`null` when it is not one).
pub fn location_str<S: Serializer>(loc: &str, s: S) -> Result<S::Ok, S::Error> {
    match Location::parse(loc) {
        Some(v) => v.serialize(s),
        None => s.serialize_none(),
    }
}

// ---- adjusting serialized values at named paths ----

/// Applies `f` to every value at `path` under `v`: each step is an object key, `*` every
/// element of an array (or every value of an object). Missing steps are skipped.
pub fn edit(v: &mut Value, path: &[&str], f: &dyn Fn(&mut Value)) {
    let Some((first, rest)) = path.split_first() else {
        f(v);
        return;
    };
    match (*first, v) {
        ("*", Value::Array(a)) => a.iter_mut().for_each(|x| edit(x, rest, f)),
        ("*", Value::Object(o)) => o.values_mut().for_each(|x| edit(x, rest, f)),
        (k, Value::Object(o)) => {
            if let Some(x) = o.get_mut(k) {
                edit(x, rest, f);
            }
        }
        _ => {}
    }
}

/// [`edit`] turning a string block label into its sigil form (arrays of labels too).
pub fn fix_block(v: &mut Value) {
    match v {
        Value::String(s) => *s = block_name(s),
        Value::Array(a) => a.iter_mut().for_each(fix_block),
        _ => {}
    }
}

/// [`edit`] turning a string enum into [`kebab`] case.
pub fn fix_enum(v: &mut Value) {
    if let Value::String(s) = v {
        *s = kebab(s);
    }
}

/// [`edit`] turning a location (a `file:line:column` string, or an object with `file`, `line`,
/// `column` and more) into the one location shape.
pub fn fix_location(v: &mut Value) {
    let new = match v {
        Value::String(s) => location_value(s).unwrap_or(Value::Null),
        Value::Object(o) => serde_json::json!({
            "file": o.get("file").cloned().unwrap_or(Value::from("")),
            "line": o.get("line").cloned().unwrap_or(Value::from(0)),
            "column": o.get("column").cloned().unwrap_or(Value::from(0)),
        }),
        _ => Value::Null,
    };
    *v = new;
}

/// [`edit`] turning a list of numbers into ranges.
pub fn fix_ranges(v: &mut Value) {
    if let Value::Array(a) = v {
        let t: Vec<u32> = a.iter().filter_map(|x| x.as_u64()).map(|x| x as u32).collect();
        *v = serde_json::to_value(ranges_of(&t)).unwrap_or_default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conventions() {
        assert_eq!(block_name("3"), "%3");
        assert_eq!(block_name("entry"), "%entry");
        assert_eq!(block_name("%7"), "%7");
        assert_eq!(block_name("a b"), "%\"a b\"");
        assert_eq!(
            location_value("barriers/x.cu:18:5").unwrap(),
            serde_json::json!({"file": "barriers/x.cu", "line": 18, "column": 5})
        );
        assert_eq!(location_value("c:/x.cu:2:3").unwrap()["file"], "c:/x.cu");
        assert!(location_value("nowhere").is_none());
        assert_eq!(kebab("WarpUniform"), "warp-uniform");
        assert_eq!(kebab("Divergent"), "divergent");
        assert_eq!(kebab("needs-join"), "needs-join");
        assert_eq!(ranges_of(&[5, 0, 1, 2, 7, 6, 9]), vec![[0, 2], [5, 7], [9, 9]]);
        assert!(ranges_of(&[]).is_empty());
        let d: Value = serde_json::from_str(&document("check", &serde_json::json!({"a": 1}))).unwrap();
        assert_eq!(d["schema"], "warpflow.check/1");
        assert_eq!(d["a"], 1);
    }

    #[test]
    fn edit_paths() {
        let mut v = serde_json::json!({"fs": [{"b": "3", "l": "f.cu:1:2"}, {"b": "x"}], "m": {"k": ["1"]}});
        edit(&mut v, &["fs", "*", "b"], &fix_block);
        edit(&mut v, &["fs", "*", "l"], &fix_location);
        edit(&mut v, &["m", "*"], &fix_block);
        assert_eq!(v["fs"][0]["b"], "%3");
        assert_eq!(v["fs"][1]["b"], "%x");
        assert_eq!(v["fs"][0]["l"]["line"], 1);
        assert_eq!(v["m"]["k"][0], "%1");
    }
}
