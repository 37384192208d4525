//! The module: header strings, types, constants, globals, functions, attribute groups,
//! comdats, metadata, and the string interner they all share.
//!
//! Invariants: every [`Type`], [`Const`], [`Sym`], [`MetaId`], [`GlobalId`] and [`FuncId`] stored
//! anywhere in a module was created by that module; global and function names are unique.

use crate::constant::{Const, ConstData, ConstKind};
use crate::entity::PrimaryMap;
use crate::function::{FuncId, Function, GlobalProps};
use crate::inst::{Attr, AttrList, Inst};
use crate::metadata::{InlinedFrame, MetaId, MetaNode, MetaTarget, NamedMeta, SourceLoc};
use crate::types::{Type, TypeStore};
use std::collections::HashMap;

/// The maps the parser fills once per name and constant: foldhash (seeded per process), since
/// SipHash was a tenth of parsing a large module.
type FastMap<K, V> = foldhash::HashMap<K, V>;

crate::entity!(
    /// An interned string (names, attribute text, metadata kind names, sync scopes).
    Sym,
    "sym"
);
crate::entity!(
    /// A global variable of a [`Module`].
    GlobalId,
    "global"
);

/// The string interner of a module.
#[derive(Clone, Debug, Default)]
pub struct Interner {
    map: FastMap<Box<str>, Sym>,
    strs: Vec<Box<str>>,
}

impl Interner {
    /// The symbol for `s` (created if new).
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&k) = self.map.get(s) {
            return k;
        }
        let k = Sym(self.strs.len() as u32);
        self.strs.push(s.into());
        self.map.insert(s.into(), k);
        k
    }
    /// The symbol for `s` if interned.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        self.map.get(s).copied()
    }
    /// The text of `k`.
    pub fn get(&self, k: Sym) -> &str {
        self.strs.get(k.0 as usize).map_or("", |s| s)
    }
}

/// Linkage types.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Linkage {
    #[default]
    External,
    Private,
    Internal,
    AvailableExternally,
    LinkOnce,
    Weak,
    Common,
    Appending,
    ExternWeak,
    LinkOnceOdr,
    WeakOdr,
}

impl Linkage {
    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            Linkage::External => "external",
            Linkage::Private => "private",
            Linkage::Internal => "internal",
            Linkage::AvailableExternally => "available_externally",
            Linkage::LinkOnce => "linkonce",
            Linkage::Weak => "weak",
            Linkage::Common => "common",
            Linkage::Appending => "appending",
            Linkage::ExternWeak => "extern_weak",
            Linkage::LinkOnceOdr => "linkonce_odr",
            Linkage::WeakOdr => "weak_odr",
        }
    }
    /// Parses the keyword.
    pub fn from_keyword(s: &str) -> Option<Self> {
        Some(match s {
            "external" => Linkage::External,
            "private" => Linkage::Private,
            "internal" => Linkage::Internal,
            "available_externally" => Linkage::AvailableExternally,
            "linkonce" => Linkage::LinkOnce,
            "weak" => Linkage::Weak,
            "common" => Linkage::Common,
            "appending" => Linkage::Appending,
            "extern_weak" => Linkage::ExternWeak,
            "linkonce_odr" => Linkage::LinkOnceOdr,
            "weak_odr" => Linkage::WeakOdr,
            _ => return None,
        })
    }
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct GlobalVar {
    /// name without `@` (`None` for an unnamed, numbered global)
    pub name: Option<Sym>,
    /// the type of the value stored
    pub value_ty: Type,
    /// `constant` rather than `global`
    pub is_constant: bool,
    /// `externally_initialized`
    pub externally_initialized: bool,
    /// `thread_local` or `thread_local(MODE)`, as written
    pub thread_local: Option<Sym>,
    /// the initializer (`None` for a declaration)
    pub init: Option<Const>,
    /// linkage, visibility, section, alignment, ...
    pub props: GlobalProps,
    /// attributes after the alignment, as written (`code_model "small"`, `sanitize_...`)
    pub attrs: AttrList,
}

/// A comdat `$name = comdat any`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comdat {
    /// name without `$`
    pub name: Sym,
    /// selection kind (`any`, `exactmatch`, `largest`, `nodeduplicate`, `samesize`)
    pub kind: Sym,
}

/// A global value: a global variable or a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GlobalRef {
    /// a global variable
    Var(GlobalId),
    /// a function
    Func(FuncId),
}

/// A use-list order directive, kept as its text: `uselistorder TYPE VALUE, { 1, 0 }` in a
/// function body or at module scope, `uselistorder_bb @f, %bb, { 1, 0 }` at module scope. It
/// fixes the order of a value's list of uses, which no analysis or transformation of warpflow
/// reads, so the reader keeps it only to write it back: `print` puts each where it stood (the
/// end of its function's body, or after the functions), and `opt` drops them all, since its
/// passes change the use lists they describe (LLVM's `opt -S` does not write them either).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UseListOrder {
    /// the function whose body holds the directive; `None` at module scope
    pub func: Option<FuncId>,
    /// the directive's text, from its keyword to the `}` closing its indexes
    pub text: String,
}

/// An LLVM module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// `source_filename = "..."`
    pub source_filename: Option<String>,
    /// `target datalayout = "..."`
    pub datalayout: Option<String>,
    /// `target triple = "..."`
    pub triple: Option<String>,
    /// `module asm "..."` lines (unescaped)
    pub module_asm: Vec<String>,
    /// Use-list order directives (`uselistorder`, `uselistorder_bb`) as written, each with the
    /// function whose body holds it (see [`UseListOrder`]).
    pub use_list_orders: Vec<UseListOrder>,
    /// interned types
    pub types: TypeStore,
    /// interned constants
    pub consts: PrimaryMap<Const, ConstData>,
    const_map: FastMap<ConstData, Const>,
    /// global variables in order
    pub globals: PrimaryMap<GlobalId, GlobalVar>,
    /// functions in order
    pub funcs: PrimaryMap<FuncId, Function>,
    /// global values by name
    pub symbols: HashMap<Sym, GlobalRef>,
    /// comdats in order
    pub comdats: Vec<Comdat>,
    /// attribute groups `attributes #N = { ... }`, in order. A `#N` reference to a group that is
    /// not defined is kept as written (LLVM accepts it and ignores it); [`Module::attr_group`]
    /// gives `None` for it.
    pub attr_groups: Vec<(u32, AttrList)>,
    /// the type argument of each typed parameter attribute (`byval(T)`, `sret(T)`, `byref(T)`,
    /// `inalloca(T)`, `preallocated(T)`, `elementtype(T)`), keyed by the attribute's interned
    /// text (the same text names the same type: type names are module-wide)
    pub attr_types: FastMap<Sym, Type>,
    /// metadata nodes (numbered ones in print order, and inline ones)
    pub metadata: PrimaryMap<MetaId, MetaNode>,
    /// named metadata in order
    pub named_meta: Vec<NamedMeta>,
    /// interned strings
    pub strings: Interner,
    /// where functions, blocks and instructions were in the text the module was read from
    /// (empty otherwise); not used by the printer
    pub positions: crate::position::SourcePositions,
}

/// Whether a global name is reserved for LLVM: intrinsic functions (`llvm.sqrt.f32`,
/// `llvm.nvvm.barrier0`) and the special globals (`llvm.used`, `llvm.global_ctors`). LangRef:
/// "intrinsic function names must all start with an `llvm.` prefix", and global variables
/// with that prefix are the ones LLVM itself interprets. A fact of the IR, not of a target: which
/// intrinsics a target has is the target model's.
pub fn is_llvm_reserved_name(name: &str) -> bool {
    name.starts_with("llvm.")
}

impl Module {
    /// The attachments `md` of a branch or switch that still hold on one rebuilt with
    /// `successors` successors: all but a `!prof branch_weights` with another number of weights
    /// (LLVM's verifier wants one weight per successor). For passes that fold or rebuild a
    /// terminator and keep its `!dbg` and other attachments.
    pub fn terminator_md_for(&self, md: &[(Sym, MetaId)], successors: usize) -> Vec<(Sym, MetaId)> {
        md.iter()
            .copied()
            .filter(|&(k, node)| {
                self.str(k) != "prof"
                    || self
                        .metadata
                        .get(node)
                        .and_then(|n| n.branch_weight_count())
                        .is_none_or(|w| w == successors)
            })
            .collect()
    }

    /// An empty module.
    pub fn new() -> Self {
        Self::default()
    }

    /// Interns a string.
    pub fn sym(&mut self, s: &str) -> Sym {
        self.strings.intern(s)
    }
    /// The text of a symbol.
    pub fn str(&self, s: Sym) -> &str {
        self.strings.get(s)
    }

    /// The unique key of constant `data`.
    pub fn intern_const(&mut self, data: ConstData) -> Const {
        if let Some(&c) = self.const_map.get(&data) {
            return c;
        }
        let c = self.consts.push(data.clone());
        self.const_map.insert(data, c);
        c
    }
    /// The constant `c`.
    pub fn const_data(&self, c: Const) -> &ConstData {
        &self.consts[c]
    }
    /// An integer constant of type `ty` (the value is truncated to the type's width).
    pub fn const_int(&mut self, ty: Type, value: u128) -> Const {
        let bits = self.types.int_width(ty).unwrap_or(128);
        let v = if bits >= 128 { value } else { value & ((1u128 << bits) - 1) };
        self.intern_const(ConstData { ty, kind: ConstKind::Int(v) })
    }
    /// The integer value of constant `c`, if it is an integer of width at most 128
    /// (zero-extended).
    pub fn const_as_int(&self, c: Const) -> Option<u128> {
        match self.consts[c].kind {
            ConstKind::Int(v) => Some(v),
            _ => None,
        }
    }

    /// The global value named `name`.
    pub fn lookup(&self, name: &str) -> Option<GlobalRef> {
        self.symbols.get(&self.strings.lookup(name)?).copied()
    }
    /// The function named `name`.
    pub fn func_by_name(&self, name: &str) -> Option<FuncId> {
        match self.lookup(name)? {
            GlobalRef::Func(f) => Some(f),
            GlobalRef::Var(_) => None,
        }
    }
    /// A function's name (empty for unnamed functions).
    pub fn func_name(&self, f: FuncId) -> &str {
        self.funcs[f].name.map_or("", |s| self.str(s))
    }
    /// The function instruction `i` of `f` calls directly (its callee operand is a function
    /// constant), or `None` for an indirect call, inline assembly or a non-call.
    pub fn direct_callee(&self, f: &Function, i: Inst) -> Option<FuncId> {
        let c = f.inst(i).callee()?;
        match f.values.get(c)?.def {
            crate::function::ValueDef::Const(k) => match self.consts[k].kind {
                ConstKind::Func(g) => Some(g),
                _ => None,
            },
            _ => None,
        }
    }
    /// A global's name (empty for unnamed globals).
    pub fn global_name(&self, g: GlobalId) -> &str {
        self.globals[g].name.map_or("", |s| self.str(s))
    }
    /// Whether `f` is an intrinsic: a declaration with a name reserved for LLVM
    /// ([`is_llvm_reserved_name`]).
    pub fn is_intrinsic(&self, f: FuncId) -> bool {
        !self.funcs[f].is_definition && is_llvm_reserved_name(self.func_name(f))
    }

    /// The items of attribute group `#n`.
    pub fn attr_group(&self, n: u32) -> Option<&AttrList> {
        self.attr_groups.iter().find(|(k, _)| *k == n).map(|(_, l)| l)
    }

    /// Whether `list` holds attribute `name` (as a bare keyword like `convergent`, a
    /// parameterized one like `memory(none)` matched on its keyword, or a string attribute's key),
    /// directly or through a `#N` group.
    pub fn attrs_contain(&self, list: &AttrList, name: &str) -> bool {
        list.iter().any(|a| match *a {
            Attr::Item(s) => attr_key(self.str(s)) == name,
            Attr::Group(n) => self.attr_group(n).is_some_and(|g| self.attrs_contain(g, name)),
        })
    }

    /// The type argument of attribute `key` (`byval`, `sret`, ...) in `list`, if the list has
    /// the attribute with a type (`byval(%struct.S)`; a bare `byval` has none).
    pub fn param_attr_type(&self, list: &AttrList, key: &str) -> Option<Type> {
        list.iter().find_map(|a| match *a {
            Attr::Item(s) if attr_key(self.str(s)) == key => self.attr_types.get(&s).copied(),
            _ => None,
        })
    }

    /// Whether function `f` carries function attribute `name` (see [`Module::attrs_contain`]).
    pub fn func_has_attr(&self, f: FuncId, name: &str) -> bool {
        self.attrs_contain(&self.funcs[f].fn_attrs, name)
    }

    /// The source location of instruction `i` of `func`, from its `!dbg` attachment: the
    /// `DILocation`'s line and column, and the file of its scope chain (`DILexicalBlock`,
    /// `DISubprogram`, ... up to a `DIFile`).
    pub fn debug_location(&self, func: &Function, i: Inst) -> Option<SourceLoc> {
        let dbg = self.strings.lookup("dbg")?;
        let loc = func.insts.get(i)?.attachment(dbg)?;
        self.location_of(loc)
    }

    /// The `inlinedAt` chain of instruction `i`'s `!dbg` location, innermost first: for each
    /// inlined level, the name of the function (`DISubprogram`) whose code the location is in and
    /// the call site it was inlined at. Empty when the instruction was not inlined (or has no
    /// location). Bounded, so a cyclic chain in malformed metadata ends.
    pub fn debug_inline_chain(&self, func: &Function, i: Inst) -> Vec<InlinedFrame> {
        let mut out = Vec::new();
        let Some(dbg) = self.strings.lookup("dbg") else { return out };
        let Some(mut loc) = func.insts.get(i).and_then(|d| d.attachment(dbg)) else { return out };
        for _ in 0..64 {
            let Some(node) = self.metadata.get(loc) else { break };
            let Some(at) = node.field_node("inlinedAt") else { break };
            let function = node.field_node("scope").and_then(|s| self.subprogram_name(s)).unwrap_or_default();
            let Some(site) = self.location_of(at) else { break };
            out.push(InlinedFrame { function, at: site });
            loc = at;
        }
        out
    }

    /// The `name:` of the `DISubprogram` enclosing debug scope `scope` (bounded walk).
    fn subprogram_name(&self, mut scope: MetaId) -> Option<String> {
        for _ in 0..256 {
            let node = self.metadata.get(scope)?;
            if node.specialized_kind()? == "DISubprogram" {
                return node.field_str("name");
            }
            scope = node.field_node("scope")?;
        }
        None
    }

    /// Resolves a `DILocation` node to a source location.
    pub fn location_of(&self, loc: MetaId) -> Option<SourceLoc> {
        let node = self.metadata.get(loc)?;
        if node.specialized_kind()? != "DILocation" {
            return None;
        }
        let line = node.field_int("line").unwrap_or(0);
        let column = node.field_int("column").unwrap_or(0);
        let (file, directory) = self.scope_file(node.field_node("scope")?)?;
        Some(SourceLoc {
            file,
            directory,
            line: u32::try_from(line).unwrap_or(0),
            column: u32::try_from(column).unwrap_or(0),
        })
    }

    /// The file name and directory of a debug scope, walking `scope:` links (bounded).
    fn scope_file(&self, mut scope: MetaId) -> Option<(String, String)> {
        for _ in 0..256 {
            let node = self.metadata.get(scope)?;
            if node.specialized_kind()? == "DIFile" {
                return Some((
                    node.field_str("filename").unwrap_or_default(),
                    node.field_str("directory").unwrap_or_default(),
                ));
            }
            if let Some(f) = node.field_node("file") {
                if let Some(file) = self.metadata.get(f) {
                    if file.specialized_kind() == Some("DIFile") {
                        return Some((
                            file.field_str("filename").unwrap_or_default(),
                            file.field_str("directory").unwrap_or_default(),
                        ));
                    }
                }
            }
            scope = node.field_node("scope")?;
        }
        None
    }

    /// Adds a metadata node and returns its id.
    pub fn add_meta(&mut self, node: MetaNode) -> MetaId {
        self.metadata.push(node)
    }

    /// The global values referenced from metadata node `m` (for example `!{ptr @k, !"kernel",
    /// i32 1}` in `!nvvm.annotations`).
    pub fn meta_globals(&self, m: MetaId) -> Vec<GlobalRef> {
        self.metadata.get(m).map_or_else(Vec::new, |n| {
            n.refs
                .iter()
                .filter_map(|(_, t)| match *t {
                    MetaTarget::Global(g) => Some(GlobalRef::Var(g)),
                    MetaTarget::Func(f) => Some(GlobalRef::Func(f)),
                    MetaTarget::Node(_) => None,
                })
                .collect()
        })
    }

    /// The type of a constant.
    pub fn const_type(&self, c: Const) -> Type {
        self.consts[c].ty
    }
}

/// The key of an attribute's text: `align 4` -> `align`, `memory(none)` -> `memory`,
/// `"target-cpu"="sm_70"` -> `target-cpu`.
pub fn attr_key(text: &str) -> &str {
    if let Some(rest) = text.strip_prefix('"') {
        return rest.split('"').next().unwrap_or("");
    }
    let end = text.find(['(', ' ', '=']).unwrap_or(text.len());
    &text[..end]
}
