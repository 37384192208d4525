//! Metadata, kept losslessly as text with resolved references.
//!
//! A metadata node (`!12 = distinct !DILocation(line: 3, column: 5, scope: !7)`) is stored as
//! its body text with every reference to another node (`!7`) or to a global (`@kernel`) cut out
//! and recorded in [`MetaNode::refs`] with its byte offset in the text. The printer puts the
//! references back with the current numbering, so nodes can be added, removed and renumbered.
//! Inline metadata (`!DIExpression()` in a debug record, `metadata !{}` as a call argument) is
//! stored as a node with `inline = true` and printed in place.
//!
//! Invariant: `refs` offsets are increasing and lie on character boundaries of `text`.

use crate::{FuncId, GlobalId};

crate::entity!(
    /// A metadata node of a [`crate::Module`].
    MetaId,
    "meta"
);

/// A metadata node.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct MetaNode {
    /// `distinct`
    pub distinct: bool,
    /// Printed in place rather than as `!N` (never given a number).
    pub inline: bool,
    /// The body text with references removed, e.g. `!DILocation(line: 3, column: 5, scope: )`.
    pub text: String,
    /// References, by byte offset into `text` (increasing).
    pub refs: Vec<(u32, MetaTarget)>,
    /// Whether a definition was seen (false for a node only referenced so far while parsing).
    pub defined: bool,
}

/// What a reference inside a metadata body points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MetaTarget {
    /// another node, `!N`
    Node(MetaId),
    /// a global variable, `@g`
    Global(GlobalId),
    /// a function, `@f`
    Func(FuncId),
}

impl MetaNode {
    /// The specialized node's kind (`DILocation`, `DISubprogram`), or `None` for a tuple,
    /// string or value node.
    pub fn specialized_kind(&self) -> Option<&str> {
        let t = self.text.strip_prefix('!')?;
        let end = t.find('(')?;
        let name = &t[..end];
        (!name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')).then_some(name)
    }

    /// The byte range of the value of field `name` (`line`, `scope`, ...) of a specialized node.
    fn field_range(&self, name: &str) -> Option<(usize, usize)> {
        let bytes = self.text.as_bytes();
        let open = self.text.find('(')?;
        let mut i = open + 1;
        let mut depth = 0usize;
        let mut in_str = false;
        let mut field_start = i;
        while i < bytes.len() {
            let b = bytes[i];
            if in_str {
                if b == b'\\' {
                    i += 1;
                } else if b == b'"' {
                    in_str = false;
                }
            } else if b == b'"' {
                in_str = true;
            } else if b == b'(' {
                depth += 1;
            } else if b == b')' || b == b',' {
                if depth == 0 {
                    let field = self.text.get(field_start..i)?.trim_start();
                    if let Some(rest) = field.strip_prefix(name) {
                        if let Some(val) = rest.strip_prefix(':') {
                            let end = i;
                            let start = end - val.len();
                            return Some((start, end));
                        }
                    }
                    if b == b')' {
                        return None;
                    }
                    field_start = i + 1;
                } else if b == b')' {
                    depth -= 1;
                }
            }
            i += 1;
        }
        None
    }

    /// For a `!prof` node `!{!"branch_weights", i32 W, ...}` (with or without LLVM's
    /// `!"expected"` marker after the name), the number of weights; `None` for any other node.
    pub fn branch_weight_count(&self) -> Option<usize> {
        let body = self.text.trim().strip_prefix("!{")?.strip_suffix('}')?;
        let mut parts = body.split(',').map(str::trim);
        if parts.next()? != "!\"branch_weights\"" {
            return None;
        }
        Some(parts.filter(|p| !p.is_empty() && !p.starts_with('!')).count())
    }

    /// The integer field `name` of a specialized node (`line: 12` gives 12).
    pub fn field_int(&self, name: &str) -> Option<i64> {
        let (s, e) = self.field_range(name)?;
        self.text.get(s..e)?.trim().parse().ok()
    }

    /// The string field `name` of a specialized node (`filename: "a.cu"` gives `a.cu`), with
    /// `\XX` escapes decoded.
    pub fn field_str(&self, name: &str) -> Option<String> {
        let (s, e) = self.field_range(name)?;
        let v = self.text.get(s..e)?.trim();
        let inner = v.strip_prefix('"')?.strip_suffix('"')?;
        Some(String::from_utf8_lossy(&crate::lexer::unescape(inner.as_bytes())).into_owned())
    }

    /// The node referenced by field `name` (`scope: !7` gives the node `!7`).
    pub fn field_ref(&self, name: &str) -> Option<MetaTarget> {
        let (s, e) = self.field_range(name)?;
        if !self.text.get(s..e)?.trim().is_empty() {
            return None;
        }
        self.refs.iter().find(|(at, _)| (*at as usize) >= s && (*at as usize) <= e).map(|(_, t)| *t)
    }

    /// The node referenced by field `name`, if it is a node reference.
    pub fn field_node(&self, name: &str) -> Option<MetaId> {
        match self.field_ref(name)? {
            MetaTarget::Node(m) => Some(m),
            _ => None,
        }
    }
}

/// Named metadata `!name = !{!0, !1}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedMeta {
    /// the name without `!`
    pub name: String,
    /// the operands
    pub nodes: Vec<MetaId>,
}

/// A source position resolved from a `!dbg` location.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct SourceLoc {
    /// the file name as recorded (`DIFile` filename)
    pub file: String,
    /// the compilation directory (`DIFile` directory), may be empty
    pub directory: String,
    /// 1-based line (0 when unknown)
    pub line: u32,
    /// 1-based column (0 when unknown)
    pub column: u32,
}

/// One level of an inlined call chain (see `Module::debug_inline_chain`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct InlinedFrame {
    /// the function whose code was inlined (`DISubprogram` name; empty when unknown)
    pub function: String,
    /// the call site it was inlined at
    pub at: SourceLoc,
}

impl std::fmt::Display for SourceLoc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}
