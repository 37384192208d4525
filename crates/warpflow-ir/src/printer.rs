//! The LLVM IR text writer.
//!
//! Output is LLVM 19 syntax that `opt-19` accepts and that means the same as the module.
//! Unnamed values and blocks are numbered afresh in LLVM's order (arguments, then each block
//! and the results in it), and numbered metadata nodes are renumbered in arena order, so a
//! mutated module still prints valid IR.

use crate::{
    Attr, AttrList, Block, Const, ConstExpr, ConstKind, DbgRecord, FuncId, Function, GlobalId, GlobalVar,
    InstData, InstKind, Linkage, MetaArg, MetaId, MetaTarget, Module, SecondaryMap, Type, TypeData, Value,
    ValueDef,
};
use std::fmt::Write;

/// Prints the whole module.
pub fn print_module(m: &Module) -> String {
    let mut p = Printer::new(m);
    p.module();
    p.out
}

/// Options for [`print_module_with`]; the default prints as [`print_module`] does.
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print a call's function attributes the way LLVM's `Instruction::print` does: as one
    /// `#N`, numbered by LLVM's slot tracker (the attribute sets of the module's globals and
    /// functions in order, then those of the calls of the function being printed, equal sets
    /// sharing a number), instead of as written. The sets are compared as written: LLVM also
    /// adds an intrinsic's own attributes to its declaration, which this does not know.
    pub llvm_call_attr_slots: bool,
    /// When set, print `align N` on loads, stores and allocas written without one (and on
    /// `atomicrmw`/`cmpxchg`, the type's store size), as LLVM's reader fills them in: `N` is
    /// the ABI alignment of the type under the module's `target datalayout`, or under this
    /// string when the module has none (what `opt -mtriple` takes from the target machine).
    pub default_align: Option<String>,
    /// Names to print instead of the module's for these functions (declarations and uses), as
    /// LLVM's reader renames an overloaded intrinsic declared without its type suffix.
    pub func_names: std::collections::HashMap<FuncId, String>,
    /// Print constants as LLVM's printer shows what its reader makes of them: a scalar
    /// `zeroinitializer` as `null` for a pointer, `0` (`false` for `i1`) for an integer, the
    /// zero of a floating-point type (`0.000000e+00`, `0xH0000`, ...); an aggregate or vector
    /// whose elements are all null values as `zeroinitializer`, all `poison` as `poison`, all
    /// `undef` as `undef`.
    pub llvm_scalar_zeros: bool,
}

/// Prints the whole module with `opts`.
pub fn print_module_with(m: &Module, opts: &PrintOptions) -> String {
    let mut p = Printer::new(m);
    if let Some(def) = &opts.default_align {
        p.layout = Some(crate::DataLayout::parse(m.datalayout.as_deref().unwrap_or(def)));
    }
    p.attr_slots = opts.llvm_call_attr_slots;
    p.func_names = opts.func_names.clone();
    p.llvm_scalar_zeros = opts.llvm_scalar_zeros;
    p.module();
    p.out
}

/// Prints one function (definition or declaration).
pub fn print_function(m: &Module, f: FuncId) -> String {
    let mut p = Printer::new(m);
    p.function(f, &m.funcs[f]);
    p.out
}

/// Prints a type.
pub fn type_to_string(m: &Module, t: Type) -> String {
    let mut p = Printer::new(m);
    p.ty(t);
    p.out
}

/// Prints instruction `i` of `f` as [`print_function`] does, on one line without indentation
/// (for diagnostics; it numbers the function, so it costs a walk over it).
pub fn print_inst(m: &Module, f: &Function, i: crate::Inst) -> String {
    let mut p = Printer::new(m);
    p.number_function(f);
    if let Some(d) = f.insts.get(i) {
        p.inst(f, d);
    }
    p.out.trim().to_string()
}

/// Whether `s` can be printed after a sigil without quotes.
fn is_bare_name(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_') => {}
        _ => return false,
    }
    b.iter().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_'))
}

/// Appends `bytes` escaped for an LLVM string (without the quotes).
fn escape_into(out: &mut String, bytes: &[u8]) {
    for &c in bytes {
        if (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
}

/// Appends a `%`/`@` name, quoting when needed.
fn name_into(out: &mut String, sigil: char, name: &str) {
    out.push(sigil);
    if is_bare_name(name) {
        out.push_str(name);
    } else {
        out.push('"');
        escape_into(out, name.as_bytes());
        out.push('"');
    }
}

/// Numbers the non-inline metadata nodes in the order a reader meets them in our output:
/// first references from globals, functions (their attachments, then each instruction's
/// metadata operands and attachments) and named metadata, then references from node bodies in
/// number order; nodes never referenced are numbered where their definition is printed.
fn number_metadata(m: &Module) -> SecondaryMap<MetaId, u32> {
    struct St<'a> {
        m: &'a Module,
        num: SecondaryMap<MetaId, u32>,
        order: Vec<MetaId>,
    }
    impl St<'_> {
        fn visit(&mut self, id: MetaId, depth: u32) {
            let Some(node) = self.m.metadata.get(id) else { return };
            if node.inline {
                if depth > 64 {
                    return;
                }
                for (_, t) in &node.refs {
                    if let MetaTarget::Node(n) = t {
                        self.visit(*n, depth + 1);
                    }
                }
            } else if self.num[id] == u32::MAX {
                self.num.set(id, self.order.len() as u32);
                self.order.push(id);
            }
        }
    }
    let mut st = St { m, num: SecondaryMap::with_default(u32::MAX), order: Vec::new() };
    for gv in m.globals.values() {
        for (_, id) in &gv.props.md {
            st.visit(*id, 0);
        }
    }
    for f in m.funcs.values() {
        for (_, id) in &f.props.md {
            st.visit(*id, 0);
        }
        for b in f.layout.blocks() {
            for i in f.layout.block_insts(b) {
                let d = &f.insts[i];
                match &d.kind {
                    InstKind::DbgRecord(r) => {
                        for id in r.fields.iter().flatten() {
                            st.visit(*id, 0);
                        }
                    }
                    InstKind::Call(_) | InstKind::CallBr(_) => {
                        for v in &d.args {
                            if let Some(ValueDef::Meta(MetaArg::Node(id))) = f.values.get(*v).map(|vd| vd.def)
                            {
                                st.visit(id, 0);
                            }
                        }
                    }
                    _ => {}
                }
                for (_, id) in &d.md {
                    st.visit(*id, 0);
                }
            }
        }
    }
    for nm in &m.named_meta {
        for id in &nm.nodes {
            st.visit(*id, 0);
        }
    }
    let mut next_def = m.metadata.keys();
    let mut k = 0;
    loop {
        while k < st.order.len() {
            let id = st.order[k];
            for (_, t) in &m.metadata[id].refs {
                if let MetaTarget::Node(n) = t {
                    st.visit(*n, 0);
                }
            }
            k += 1;
        }
        // a node never referenced: numbered where its definition is printed
        let unseen = next_def.by_ref().find(|id| !m.metadata[*id].inline && st.num[*id] == u32::MAX);
        match unseen {
            Some(id) => st.visit(id, 0),
            None => break,
        }
    }
    st.num
}

struct Printer<'m> {
    m: &'m Module,
    out: String,
    meta_num: SecondaryMap<MetaId, u32>,
    global_num: SecondaryMap<GlobalId, u32>,
    func_num: SecondaryMap<FuncId, u32>,
    // per function
    local_slots: crate::slots::Slots,
    // options
    layout: Option<crate::DataLayout>,
    attr_slots: bool,
    func_names: std::collections::HashMap<FuncId, String>,
    llvm_scalar_zeros: bool,
    /// LLVM attribute-set slots of the function being printed: (set as sorted items, number)
    slots: std::collections::HashMap<Vec<String>, u32>,
    /// The attribute-set numbering of globals and functions, the same for every function.
    module_slots: Option<std::collections::HashMap<Vec<String>, u32>>,
}

impl<'m> Printer<'m> {
    fn new(m: &'m Module) -> Self {
        let meta_num = number_metadata(m);
        // unnamed globals and functions share one numbering, globals first
        let mut global_num = SecondaryMap::with_default(u32::MAX);
        let mut func_num = SecondaryMap::with_default(u32::MAX);
        let mut k = 0;
        for (g, gv) in m.globals.iter() {
            if gv.name.is_none() {
                global_num.set(g, k);
                k += 1;
            }
        }
        for (f, func) in m.funcs.iter() {
            if func.name.is_none() {
                func_num.set(f, k);
                k += 1;
            }
        }
        Printer {
            m,
            out: String::with_capacity(1 << 16),
            meta_num,
            global_num,
            func_num,
            local_slots: crate::slots::Slots::empty(),
            layout: None,
            attr_slots: false,
            func_names: std::collections::HashMap::new(),
            llvm_scalar_zeros: false,
            slots: std::collections::HashMap::new(),
            module_slots: None,
        }
    }

    /// The items of an attribute list with groups expanded, sorted (an attribute set's identity).
    fn attr_set(&self, list: &AttrList) -> Vec<String> {
        let mut v = Vec::new();
        for a in list {
            match a {
                Attr::Item(s) => v.push(self.m.str(*s).to_string()),
                Attr::Group(n) => {
                    for x in self.m.attr_group(*n).into_iter().flatten() {
                        if let Attr::Item(s) = x {
                            v.push(self.m.str(*s).to_string());
                        }
                    }
                }
            }
        }
        v.sort();
        v.dedup();
        v
    }

    fn add_slot(&mut self, set: Vec<String>) {
        if !set.is_empty() && !self.slots.contains_key(&set) {
            let n = self.slots.len() as u32;
            self.slots.insert(set, n);
        }
    }

    /// LLVM's slot-tracker numbering of attribute sets as seen when printing an instruction of
    /// `f`: globals' attributes, every function's attributes (module order), then the function
    /// attributes of `f`'s calls in order.
    fn number_attr_slots(&mut self, f: &Function) {
        let m = self.m;
        if let Some(module) = &self.module_slots {
            self.slots.clone_from(module);
        } else {
            self.slots.clear();
            for gv in m.globals.values() {
                let set = self.attr_set(&gv.attrs);
                self.add_slot(set);
            }
            for func in m.funcs.values() {
                let set = self.attr_set(&func.fn_attrs);
                self.add_slot(set);
            }
            self.module_slots = Some(self.slots.clone());
        }
        for b in f.layout.blocks() {
            for i in f.layout.block_insts(b) {
                if let InstKind::Call(ci) = &f.insts[i].kind {
                    let set = self.attr_set(&ci.fn_attrs);
                    self.add_slot(set);
                }
            }
        }
    }

    /// `, align N` with the data layout's default when the option is on and `a` is absent.
    fn align_or_default(&mut self, a: Option<u64>, ty: Type, atomic: bool) {
        let a = a.or_else(|| {
            let dl = self.layout.as_ref()?;
            if atomic {
                dl.store_size(&self.m.types, ty)
            } else {
                dl.abi_align(&self.m.types, ty)
            }
        });
        self.align(a);
    }

    fn s(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn quoted(&mut self, bytes: &[u8]) {
        self.out.push('"');
        escape_into(&mut self.out, bytes);
        self.out.push('"');
    }

    // ---- module ----

    fn module(&mut self) {
        let m = self.m;
        if let Some(s) = &m.source_filename {
            self.s("source_filename = ");
            self.quoted(s.as_bytes());
            self.s("\n");
        }
        if let Some(s) = &m.datalayout {
            self.s("target datalayout = ");
            self.quoted(s.as_bytes());
            self.s("\n");
        }
        if let Some(s) = &m.triple {
            self.s("target triple = ");
            self.quoted(s.as_bytes());
            self.s("\n");
        }
        for a in &m.module_asm {
            self.s("module asm ");
            self.quoted(a.as_bytes());
            self.s("\n");
        }
        if !m.types.named.is_empty() {
            self.s("\n");
        }
        for (_, ns) in m.types.named.iter() {
            self.named_type_name(ns.name);
            self.s(" = type ");
            match &ns.body {
                None => self.s("opaque"),
                Some(b) => self.struct_body(&b.fields, b.packed),
            }
            self.s("\n");
        }
        if !m.comdats.is_empty() {
            self.s("\n");
        }
        for c in &m.comdats {
            name_into(&mut self.out, '$', m.str(c.name));
            let _ = writeln!(self.out, " = comdat {}", m.str(c.kind));
        }
        if !m.globals.is_empty() {
            self.s("\n");
        }
        for (g, gv) in m.globals.iter() {
            self.global_var(g, gv);
        }
        for (id, f) in m.funcs.iter() {
            if f.implicit {
                // declared by LLVM itself from its calls, as in the input
                continue;
            }
            self.s("\n");
            self.function(id, f);
        }
        self.use_list_orders(None);
        if !m.attr_groups.is_empty() {
            self.s("\n");
        }
        for (n, items) in &m.attr_groups {
            let _ = write!(self.out, "attributes #{n} = {{ ");
            self.attrs(items);
            self.s(" }\n");
        }
        if !m.named_meta.is_empty() {
            self.s("\n");
        }
        for nm in &m.named_meta {
            self.s("!");
            self.meta_name(&nm.name);
            self.s(" = !{");
            for (k, id) in nm.nodes.iter().enumerate() {
                if k > 0 {
                    self.s(", ");
                }
                self.meta_ref(*id);
            }
            self.s("}\n");
        }
        let mut numbered: Vec<(u32, MetaId)> = m
            .metadata
            .iter()
            .filter(|(id, n)| !n.inline && self.meta_num[*id] != u32::MAX)
            .map(|(id, _)| (self.meta_num[id], id))
            .collect();
        numbered.sort_unstable();
        let mut first = true;
        for (_, id) in numbered {
            let node = &m.metadata[id];
            if first {
                self.s("\n");
                first = false;
            }
            self.meta_ref(id);
            self.s(" = ");
            if node.distinct {
                self.s("distinct ");
            }
            self.meta_text(id);
            self.s("\n");
        }
    }

    fn meta_name(&mut self, name: &str) {
        for &c in name.as_bytes() {
            if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_') {
                self.out.push(c as char);
            } else {
                let _ = write!(self.out, "\\{c:02X}");
            }
        }
    }

    fn named_type_name(&mut self, name: crate::Sym) {
        let s = self.m.str(name);
        if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) {
            self.out.push('%');
            self.out.push_str(s);
        } else {
            name_into(&mut self.out, '%', s);
        }
    }

    fn global_name(&mut self, g: GlobalId) {
        match self.m.globals[g].name {
            Some(s) => name_into(&mut self.out, '@', self.m.str(s)),
            None => {
                let n = self.global_num[g];
                let _ = write!(self.out, "@{n}");
            }
        }
    }

    fn func_name(&mut self, f: FuncId) {
        if let Some(n) = self.func_names.get(&f) {
            name_into(&mut self.out, '@', n);
            return;
        }
        match self.m.funcs[f].name {
            Some(s) => name_into(&mut self.out, '@', self.m.str(s)),
            None => {
                let n = self.func_num[f];
                let _ = write!(self.out, "@{n}");
            }
        }
    }

    fn props_prefix(&mut self, p: &crate::GlobalProps, print_external: bool) {
        if p.linkage != Linkage::External || print_external {
            self.s(p.linkage.name());
            self.s(" ");
        }
        if p.dso_local {
            self.s("dso_local ");
        }
        if let Some(v) = p.visibility {
            self.s(self.m.str(v));
            self.s(" ");
        }
        if let Some(v) = p.dll_storage {
            self.s(self.m.str(v));
            self.s(" ");
        }
    }

    /// `section`, `partition`, `comdat` and `align` of a global or function, each after `sep`
    /// (globals separate them with `, `, function headers with a space).
    fn placement(&mut self, own: Option<crate::Sym>, props: &crate::GlobalProps, sep: &str) {
        if let Some(s) = &props.section {
            self.s(sep);
            self.s("section ");
            self.quoted(s.as_bytes());
        }
        if let Some(s) = &props.partition {
            self.s(sep);
            self.s("partition ");
            self.quoted(s.as_bytes());
        }
        if props.comdat.is_some() {
            self.s(sep);
            self.comdat(own, props.comdat);
        }
        if let Some(a) = props.align {
            self.s(sep);
            let _ = write!(self.out, "align {a}");
        }
    }

    fn comdat(&mut self, own: Option<crate::Sym>, c: Option<crate::Sym>) {
        if let Some(c) = c {
            if Some(c) == own {
                self.s("comdat");
            } else {
                self.s("comdat(");
                name_into(&mut self.out, '$', self.m.str(c));
                self.s(")");
            }
        }
    }

    fn global_var(&mut self, g: GlobalId, gv: &GlobalVar) {
        let m = self.m;
        self.global_name(g);
        self.s(" = ");
        self.props_prefix(&gv.props, gv.init.is_none());
        if let Some(t) = gv.thread_local {
            self.s(m.str(t));
            self.s(" ");
        }
        if let Some(u) = gv.props.unnamed_addr {
            self.s(m.str(u));
            self.s(" ");
        }
        if gv.props.addrspace != 0 {
            let _ = write!(self.out, "addrspace({}) ", gv.props.addrspace);
        }
        if gv.externally_initialized {
            self.s("externally_initialized ");
        }
        self.s(if gv.is_constant { "constant " } else { "global " });
        self.ty(gv.value_ty);
        if let Some(c) = gv.init {
            self.s(" ");
            self.konst(c);
        }
        self.placement(gv.name, &gv.props, ", ");
        for a in &gv.attrs {
            if let Attr::Item(s) = a {
                self.s(", ");
                self.s(m.str(*s));
            }
        }
        self.attachments(&gv.props.md);
        for a in &gv.attrs {
            if let Attr::Group(n) = a {
                let _ = write!(self.out, " #{n}");
            }
        }
        self.s("\n");
    }

    fn attachments(&mut self, md: &[(crate::Sym, MetaId)]) {
        for (k, id) in md {
            self.s(", !");
            self.meta_name(self.m.str(*k));
            self.s(" ");
            self.meta_operand(*id);
        }
    }

    fn attrs(&mut self, list: &AttrList) {
        for (k, a) in list.iter().enumerate() {
            if k > 0 {
                self.s(" ");
            }
            match a {
                Attr::Item(s) => self.s(self.m.str(*s)),
                Attr::Group(n) => {
                    let _ = write!(self.out, "#{n}");
                }
            }
        }
    }

    // ---- metadata ----

    fn meta_ref(&mut self, id: MetaId) {
        let n = self.meta_num[id];
        let _ = write!(self.out, "!{n}");
    }

    /// `!N` for a numbered node, the body for an inline one.
    fn meta_operand(&mut self, id: MetaId) {
        if self.m.metadata.get(id).is_some_and(|n| n.inline) {
            self.meta_text(id);
        } else {
            self.meta_ref(id);
        }
    }

    fn meta_text(&mut self, id: MetaId) {
        let Some(node) = self.m.metadata.get(id) else { return };
        let text = node.text.as_str();
        let mut last = 0usize;
        for (at, target) in &node.refs {
            let at = *at as usize;
            self.s(text.get(last..at).unwrap_or(""));
            match *target {
                MetaTarget::Node(n) => self.meta_operand(n),
                MetaTarget::Global(g) => self.global_name(g),
                MetaTarget::Func(f) => self.func_name(f),
            }
            last = at;
        }
        self.s(text.get(last..).unwrap_or(""));
    }

    // ---- types ----

    fn struct_body(&mut self, fields: &[Type], packed: bool) {
        if packed {
            self.s("<");
        }
        if fields.is_empty() {
            self.s("{}");
        } else {
            self.s("{ ");
            for (k, f) in fields.iter().enumerate() {
                if k > 0 {
                    self.s(", ");
                }
                self.ty(*f);
            }
            self.s(" }");
        }
        if packed {
            self.s(">");
        }
    }

    fn ty(&mut self, t: Type) {
        let m = self.m;
        match m.types.data(t) {
            TypeData::Void => self.s("void"),
            TypeData::Label => self.s("label"),
            TypeData::Token => self.s("token"),
            TypeData::Metadata => self.s("metadata"),
            TypeData::Int(n) => {
                let _ = write!(self.out, "i{n}");
            }
            TypeData::Half => self.s("half"),
            TypeData::BFloat => self.s("bfloat"),
            TypeData::Float => self.s("float"),
            TypeData::Double => self.s("double"),
            TypeData::X86Fp80 => self.s("x86_fp80"),
            TypeData::Fp128 => self.s("fp128"),
            TypeData::PpcFp128 => self.s("ppc_fp128"),
            TypeData::Ptr(0) => self.s("ptr"),
            TypeData::Ptr(a) => {
                let _ = write!(self.out, "ptr addrspace({a})");
            }
            TypeData::Vector { len, elem, scalable } => {
                let _ = write!(self.out, "<{}{len} x ", if *scalable { "vscale x " } else { "" });
                self.ty(*elem);
                self.s(">");
            }
            TypeData::Array { len, elem } => {
                let _ = write!(self.out, "[{len} x ");
                self.ty(*elem);
                self.s("]");
            }
            TypeData::Struct { fields, packed } => self.struct_body(fields, *packed),
            TypeData::Named(id) => self.named_type_name(m.types.named[*id].name),
            TypeData::TargetExt { name, types, ints } => {
                self.s("target(");
                self.quoted(m.str(*name).as_bytes());
                for t in types {
                    self.s(", ");
                    self.ty(*t);
                }
                for n in ints {
                    let _ = write!(self.out, ", {n}");
                }
                self.s(")");
            }
            TypeData::Func { ret, params, vararg } => {
                self.ty(*ret);
                self.s(" (");
                for (k, p) in params.iter().enumerate() {
                    if k > 0 {
                        self.s(", ");
                    }
                    self.ty(*p);
                }
                if *vararg {
                    self.s(if params.is_empty() { "..." } else { ", ..." });
                }
                self.s(")");
            }
        }
    }

    // ---- constants ----

    fn typed_konst(&mut self, c: Const) {
        self.ty(self.m.consts[c].ty);
        self.s(" ");
        self.konst(c);
    }

    /// A floating-point constant of type `ty` from its bit pattern, as LLVM writes it.
    fn float_bits(&mut self, ty: Type, bits: u128) {
        let _ = match self.m.types.data(ty) {
            TypeData::Half => write!(self.out, "0xH{bits:04X}"),
            TypeData::BFloat => write!(self.out, "0xR{bits:04X}"),
            TypeData::Float => write_ieee(&mut self.out, f32::from_bits(bits as u32) as f64),
            TypeData::Double => write_ieee(&mut self.out, f64::from_bits(bits as u64)),
            TypeData::X86Fp80 => write!(self.out, "0xK{bits:020X}"),
            TypeData::Fp128 => write!(self.out, "0xL{bits:032X}"),
            TypeData::PpcFp128 => write!(self.out, "0xM{bits:032X}"),
            _ => write!(self.out, "0x{bits:016X}"),
        };
    }

    /// What LLVM's reader makes of an aggregate or vector constant written element by element
    /// when the elements are all alike: `zeroinitializer` when every element is a null value
    /// (integer 0, +0.0, `null`, `zeroinitializer`, or such an aggregate; a `c"..."` of zero
    /// bytes), `poison` when all are `poison`, `undef` when all are `undef`; `None` otherwise
    /// (`undef` mixed with `poison`, and an empty aggregate, stay as written, as in LLVM).
    fn aggregate_class(&self, c: Const) -> Option<&'static str> {
        #[derive(PartialEq)]
        enum Class {
            Null,
            Poison,
            Undef,
        }
        fn class(m: &Module, c: Const) -> Option<Class> {
            match &m.consts[c].kind {
                ConstKind::Int(0) | ConstKind::Float(0) | ConstKind::Null | ConstKind::Zero => {
                    Some(Class::Null)
                }
                ConstKind::Poison => Some(Class::Poison),
                ConstKind::Undef => Some(Class::Undef),
                ConstKind::Bytes(b) if !b.is_empty() => b.iter().all(|&x| x == 0).then_some(Class::Null),
                ConstKind::Array(es) | ConstKind::Vector(es) | ConstKind::Struct(es) if !es.is_empty() => {
                    let all = class(m, es[0])?;
                    for &e in &es[1..] {
                        // LLVM collapses only elements all alike: `undef` mixed with
                        // `poison` stays as written.
                        if class(m, e)? != all {
                            return None;
                        }
                    }
                    Some(all)
                }
                _ => None,
            }
        }
        class(self.m, c).map(|k| match k {
            Class::Null => "zeroinitializer",
            Class::Poison => "poison",
            Class::Undef => "undef",
        })
    }

    fn konst(&mut self, c: Const) {
        let m = self.m;
        let data = &m.consts[c];
        match &data.kind {
            ConstKind::Int(v) => {
                let bits = m.types.int_width(data.ty).unwrap_or(128);
                if bits == 1 {
                    self.s(if *v & 1 == 1 { "true" } else { "false" });
                } else if bits >= 128 {
                    let _ = write!(self.out, "{}", *v as i128);
                } else if (v >> (bits - 1)) & 1 == 1 {
                    let neg = (1u128 << bits) - v;
                    let _ = write!(self.out, "-{neg}");
                } else {
                    let _ = write!(self.out, "{v}");
                }
            }
            ConstKind::WideInt(s) => self.s(s),
            ConstKind::Float(bits) => self.float_bits(data.ty, *bits),
            ConstKind::Zero if self.llvm_scalar_zeros => match m.types.data(data.ty) {
                TypeData::Ptr(_) => self.s("null"),
                TypeData::Int(1) => self.s("false"),
                TypeData::Int(_) => self.s("0"),
                _ if m.types.is_float(data.ty) => self.float_bits(data.ty, 0),
                _ => self.s("zeroinitializer"),
            },
            ConstKind::Array(_) | ConstKind::Vector(_) | ConstKind::Struct(_) | ConstKind::Bytes(_)
                if self.llvm_scalar_zeros && self.aggregate_class(c).is_some() =>
            {
                self.s(self.aggregate_class(c).unwrap_or("zeroinitializer"))
            }
            ConstKind::Null => self.s("null"),
            ConstKind::NoneToken => self.s("none"),
            ConstKind::Undef => self.s("undef"),
            ConstKind::Poison => self.s("poison"),
            ConstKind::Zero => self.s("zeroinitializer"),
            ConstKind::Array(es) => self.elems("[", es, "]"),
            ConstKind::Vector(es) => self.elems("<", es, ">"),
            ConstKind::Struct(es) => {
                let packed = match m.types.data(data.ty) {
                    TypeData::Struct { packed, .. } => *packed,
                    TypeData::Named(id) => m.types.named[*id].body.as_ref().is_some_and(|b| b.packed),
                    _ => false,
                };
                if es.is_empty() {
                    self.s(if packed { "<{}>" } else { "{}" });
                } else if packed {
                    self.elems("<{ ", es, " }>");
                } else {
                    self.elems("{ ", es, " }");
                }
            }
            ConstKind::Bytes(b) => {
                self.s("c");
                self.quoted(b);
            }
            ConstKind::Global(g) => self.global_name(*g),
            ConstKind::Func(f) => self.func_name(*f),
            ConstKind::BlockAddress { func, block } => {
                self.s("blockaddress(");
                self.func_name(*func);
                self.s(", ");
                self.s(m.str(*block));
                self.s(")");
            }
            ConstKind::Expr(e) => self.const_expr(e, data.ty),
            ConstKind::InlineAsm(ia) => {
                self.s("asm ");
                self.words(&[
                    (ia.side_effect, "sideeffect "),
                    (ia.align_stack, "alignstack "),
                    (ia.intel_dialect, "inteldialect "),
                    (ia.unwind, "unwind "),
                ]);
                self.quoted(&ia.asm);
                self.s(", ");
                self.quoted(&ia.constraints);
            }
        }
    }

    fn elems(&mut self, open: &str, es: &[Const], close: &str) {
        self.s(open);
        for (k, e) in es.iter().enumerate() {
            if k > 0 {
                self.s(", ");
            }
            self.typed_konst(*e);
        }
        self.s(close);
    }

    fn const_expr(&mut self, e: &ConstExpr, ty: Type) {
        match e {
            ConstExpr::Gep { source_ty, flags, inrange, operands } => {
                self.s("getelementptr ");
                self.gep_flags(*flags);
                if let Some((lo, hi)) = inrange {
                    let _ = write!(self.out, "inrange({lo}, {hi}) ");
                }
                self.s("(");
                self.ty(*source_ty);
                for o in operands {
                    self.s(", ");
                    self.typed_konst(*o);
                }
                self.s(")");
            }
            ConstExpr::Cast { op, operand } => {
                self.s(op.name());
                self.s(" (");
                self.typed_konst(*operand);
                self.s(" to ");
                self.ty(ty);
                self.s(")");
            }
            ConstExpr::Binary { op, flags, lhs, rhs } => {
                self.s(op.name());
                self.s(" ");
                self.int_flags(*flags);
                self.s("(");
                self.typed_konst(*lhs);
                self.s(", ");
                self.typed_konst(*rhs);
                self.s(")");
            }
            ConstExpr::ExtractElement { vec, index } => {
                self.s("extractelement (");
                self.typed_konst(*vec);
                self.s(", ");
                self.typed_konst(*index);
                self.s(")");
            }
        }
    }

    /// Each word whose flag is set, in order (keyword lists such as `nuw nsw exact `).
    fn words(&mut self, words: &[(bool, &str)]) {
        for &(on, w) in words {
            if on {
                self.s(w);
            }
        }
    }

    fn gep_flags(&mut self, f: crate::GepFlags) {
        // `inbounds` implies `nusw`, which LLVM then does not print.
        self.words(&[(f.inbounds, "inbounds "), (f.nusw && !f.inbounds, "nusw "), (f.nuw, "nuw ")]);
    }

    fn int_flags(&mut self, f: crate::IntFlags) {
        self.words(&[
            (f.nuw, "nuw "),
            (f.nsw, "nsw "),
            (f.exact, "exact "),
            (f.disjoint, "disjoint "),
            (f.nneg, "nneg "),
        ]);
    }

    fn fmf(&mut self, f: crate::FastMath) {
        if f.0 == crate::FastMath::FAST {
            self.s("fast ");
            return;
        }
        for (bit, name) in crate::FastMath::NAMES {
            if f.0 & bit != 0 {
                self.s(name);
                self.s(" ");
            }
        }
    }

    // ---- functions ----

    fn number_function(&mut self, f: &Function) {
        self.local_slots = crate::slots::Slots::new(f);
    }

    fn function(&mut self, id: FuncId, f: &Function) {
        let m = self.m;
        self.number_function(f);
        if self.attr_slots {
            self.number_attr_slots(f);
        }
        let (ret, params, vararg) = m.types.func_sig(f.ty).unwrap_or((m.types.void(), &[], false));
        self.s(if f.is_definition { "define " } else { "declare " });
        if !f.is_definition {
            for (k, id) in &f.props.md {
                self.s("!");
                self.meta_name(m.str(*k));
                self.s(" ");
                self.meta_operand(*id);
                self.s(" ");
            }
        }
        self.props_prefix(&f.props, false);
        if let Some(cc) = f.cconv {
            self.s(m.str(cc));
            self.s(" ");
        }
        if !f.ret_attrs.is_empty() {
            self.attrs(&f.ret_attrs);
            self.s(" ");
        }
        self.ty(ret);
        self.s(" ");
        self.func_name(id);
        self.s("(");
        for (k, p) in params.iter().enumerate() {
            if k > 0 {
                self.s(", ");
            }
            self.ty(*p);
            if let Some(a) = f.param_attrs.get(k) {
                if !a.is_empty() {
                    self.s(" ");
                    self.attrs(a);
                }
            }
            if f.is_definition {
                if let Some(&v) = f.args.get(k) {
                    self.s(" ");
                    self.local(f, v);
                }
            }
        }
        if vararg {
            self.s(if params.is_empty() { "..." } else { ", ..." });
        }
        self.s(")");
        if let Some(u) = f.props.unnamed_addr {
            self.s(" ");
            self.s(m.str(u));
        }
        if f.props.addrspace != 0 {
            let _ = write!(self.out, " addrspace({})", f.props.addrspace);
        }
        if !f.fn_attrs.is_empty() {
            self.s(" ");
            self.attrs(&f.fn_attrs);
        }
        self.placement(f.name, &f.props, " ");
        if let Some(g) = &f.gc {
            self.s(" gc ");
            self.quoted(g.as_bytes());
        }
        for (kw, c) in [("prefix", f.prefix), ("prologue", f.prologue), ("personality", f.personality)] {
            if let Some(c) = c {
                self.s(" ");
                self.s(kw);
                self.s(" ");
                self.typed_konst(c);
            }
        }
        for (k, id) in f.props.md.iter().filter(|_| f.is_definition) {
            self.s(" !");
            self.meta_name(m.str(*k));
            self.s(" ");
            self.meta_operand(*id);
        }
        if !f.is_definition {
            self.s("\n");
            return;
        }
        self.s(" {\n");
        let entry = f.layout.entry_block();
        for b in f.layout.blocks() {
            if Some(b) != entry || f.blocks[b].name.is_some() {
                if Some(b) != entry {
                    self.s("\n");
                }
                match f.blocks[b].name {
                    Some(s) => {
                        let name = m.str(s);
                        if is_bare_name(name) {
                            self.s(name);
                        } else {
                            self.quoted(name.as_bytes());
                        }
                    }
                    None => {
                        let n = self.local_slots.block(b).unwrap_or(u32::MAX);
                        let _ = write!(self.out, "{n}");
                    }
                }
                self.s(":\n");
            }
            for i in f.layout.block_insts(b) {
                self.inst(f, &f.insts[i]);
            }
        }
        self.use_list_orders(Some(id));
        self.s("}\n");
    }

    /// The use-list order directives of function `func` (`None`: of the module), after a
    /// comment line as LLVM writes them.
    fn use_list_orders(&mut self, func: Option<FuncId>) {
        let m = self.m;
        let mut first = true;
        for d in m.use_list_orders.iter().filter(|d| d.func == func) {
            if first {
                self.s("\n; uselistorder directives\n");
                first = false;
            }
            if func.is_some() {
                self.s("  ");
            }
            self.s(&d.text);
            self.s("\n");
        }
    }

    fn local(&mut self, f: &Function, v: Value) {
        let slot = self.local_slots.value(v);
        self.local_name(f.values[v].name, slot);
    }

    fn block(&mut self, f: &Function, b: Block) {
        let slot = self.local_slots.block(b);
        self.local_name(f.blocks[b].name, slot);
    }

    /// `%name`, or `%N` by the slot numbering for an unnamed value or block.
    fn local_name(&mut self, name: Option<crate::Sym>, slot: Option<u32>) {
        match name {
            Some(s) => name_into(&mut self.out, '%', self.m.str(s)),
            None => {
                let _ = write!(self.out, "%{}", slot.unwrap_or(u32::MAX));
            }
        }
    }

    fn label(&mut self, f: &Function, b: Block) {
        self.s("label ");
        self.block(f, b);
    }

    /// A value without its type.
    fn val(&mut self, f: &Function, v: Value) {
        let Some(vd) = f.values.get(v) else {
            self.s("<invalid value>");
            return;
        };
        match vd.def {
            ValueDef::Inst(_) | ValueDef::Arg(_) | ValueDef::Placeholder => self.local(f, v),
            ValueDef::Const(c) => self.konst(c),
            ValueDef::Meta(MetaArg::Node(id)) => self.meta_operand(id),
            ValueDef::Meta(MetaArg::Value(w)) => self.tval(f, w),
        }
    }

    /// A value with its type.
    fn tval(&mut self, f: &Function, v: Value) {
        let Some(vd) = f.values.get(v) else {
            self.s("<invalid value>");
            return;
        };
        self.ty(vd.ty);
        self.s(" ");
        self.val(f, v);
    }

    fn arg(&self, d: &InstData, k: usize) -> Value {
        d.args.get(k).copied().unwrap_or(Value(u32::MAX))
    }

    fn atomic(&mut self, a: crate::Atomic) {
        if let Some(s) = a.scope {
            self.s(" syncscope(");
            self.quoted(self.m.str(s).as_bytes());
            self.s(")");
        }
        self.s(" ");
        self.s(a.ordering.name());
    }

    fn align(&mut self, a: Option<u64>) {
        if let Some(a) = a {
            let _ = write!(self.out, ", align {a}");
        }
    }

    fn inst(&mut self, f: &Function, d: &InstData) {
        let m = self.m;
        if let InstKind::DbgRecord(r) = &d.kind {
            self.s("    ");
            self.dbg_record(f, d, r);
            self.s("\n");
            return;
        }
        self.s("  ");
        if let Some(r) = d.result {
            self.local(f, r);
            self.s(" = ");
        }
        let a = |k: usize| d.args.get(k).copied().unwrap_or(Value(u32::MAX));
        match &d.kind {
            InstKind::Binary { op, flags, fmf } => {
                self.s(op.name());
                self.s(" ");
                self.int_flags(*flags);
                self.fmf(*fmf);
                self.tval(f, a(0));
                self.s(", ");
                self.val(f, a(1));
            }
            InstKind::FNeg { fmf } => {
                self.s("fneg ");
                self.fmf(*fmf);
                self.tval(f, a(0));
            }
            InstKind::ICmp { pred } => {
                let _ = write!(self.out, "icmp {} ", pred.name());
                self.tval(f, a(0));
                self.s(", ");
                self.val(f, a(1));
            }
            InstKind::FCmp { pred, fmf } => {
                self.s("fcmp ");
                self.fmf(*fmf);
                self.s(pred.name());
                self.s(" ");
                self.tval(f, a(0));
                self.s(", ");
                self.val(f, a(1));
            }
            InstKind::Select { fmf } => {
                self.s("select ");
                self.fmf(*fmf);
                self.tval(f, a(0));
                self.s(", ");
                self.tval(f, a(1));
                self.s(", ");
                self.tval(f, a(2));
            }
            InstKind::Phi { fmf } => {
                self.s("phi ");
                self.fmf(*fmf);
                let ty = d.result.map_or(m.types.void(), |r| f.values[r].ty);
                self.ty(ty);
                for (k, (v, b)) in d.args.iter().zip(&d.blocks).enumerate() {
                    self.s(if k > 0 { ", [ " } else { " [ " });
                    self.val(f, *v);
                    self.s(", ");
                    self.block(f, *b);
                    self.s(" ]");
                }
            }
            InstKind::Cast { op, flags, fmf } => {
                self.s(op.name());
                self.s(" ");
                self.int_flags(*flags);
                self.fmf(*fmf);
                self.tval(f, a(0));
                self.s(" to ");
                let ty = d.result.map_or(m.types.void(), |r| f.values[r].ty);
                self.ty(ty);
            }
            InstKind::Load(mi) => {
                self.s("load ");
                if mi.atomic.is_some() {
                    self.s("atomic ");
                }
                if mi.volatile {
                    self.s("volatile ");
                }
                let ty = d.result.map_or(m.types.void(), |r| f.values[r].ty);
                self.ty(ty);
                self.s(", ");
                self.tval(f, a(0));
                if let Some(at) = mi.atomic {
                    self.atomic(at);
                }
                self.align_or_default(mi.align, ty, false);
            }
            InstKind::Store(mi) => {
                self.s("store ");
                if mi.atomic.is_some() {
                    self.s("atomic ");
                }
                if mi.volatile {
                    self.s("volatile ");
                }
                self.tval(f, a(0));
                self.s(", ");
                self.tval(f, a(1));
                if let Some(at) = mi.atomic {
                    self.atomic(at);
                }
                self.align_or_default(mi.align, f.values[a(0)].ty, false);
            }
            InstKind::Alloca { ty, addrspace, align, inalloca } => {
                self.s("alloca ");
                if *inalloca {
                    self.s("inalloca ");
                }
                self.ty(*ty);
                if let Some(&n) = d.args.first() {
                    self.s(", ");
                    self.tval(f, n);
                }
                self.align_or_default(*align, *ty, false);
                if *addrspace != 0 {
                    let _ = write!(self.out, ", addrspace({addrspace})");
                }
            }
            InstKind::Gep { source_ty, flags } => {
                self.s("getelementptr ");
                self.gep_flags(*flags);
                self.ty(*source_ty);
                for v in &d.args {
                    self.s(", ");
                    self.tval(f, *v);
                }
            }
            InstKind::ExtractValue { indices } | InstKind::InsertValue { indices } => {
                self.s(d.kind.opcode_name());
                self.s(" ");
                for (k, v) in d.args.iter().enumerate() {
                    if k > 0 {
                        self.s(", ");
                    }
                    self.tval(f, *v);
                }
                for i in indices {
                    let _ = write!(self.out, ", {i}");
                }
            }
            InstKind::ExtractElement | InstKind::InsertElement | InstKind::Freeze => {
                self.s(d.kind.opcode_name());
                self.s(" ");
                for (k, v) in d.args.iter().enumerate() {
                    if k > 0 {
                        self.s(", ");
                    }
                    self.tval(f, *v);
                }
            }
            InstKind::ShuffleVector { mask } => {
                self.s("shufflevector ");
                self.tval(f, a(0));
                self.s(", ");
                self.tval(f, a(1));
                let _ = write!(self.out, ", <{} x i32> <", mask.len());
                for (k, e) in mask.iter().enumerate() {
                    if k > 0 {
                        self.s(", ");
                    }
                    if *e < 0 {
                        self.s("i32 poison");
                    } else {
                        let _ = write!(self.out, "i32 {e}");
                    }
                }
                self.s(">");
            }
            InstKind::VaArg => {
                self.s("va_arg ");
                self.tval(f, a(0));
                self.s(", ");
                let ty = d.result.map_or(m.types.void(), |r| f.values[r].ty);
                self.ty(ty);
            }
            InstKind::Call(ci) => self.call(f, d, ci, "call "),
            InstKind::CallBr(ci) => {
                self.call(f, d, ci, "callbr ");
                // on a line of its own, as LLVM writes it
                self.s("\n          to ");
                self.label(f, d.blocks.first().copied().unwrap_or(Block(u32::MAX)));
                self.s(" [");
                for (k, b) in d.blocks.iter().skip(1).enumerate() {
                    if k > 0 {
                        self.s(", ");
                    }
                    self.label(f, *b);
                }
                self.s("]");
            }
            InstKind::AtomicRmw { op, volatile, atomic, align } => {
                self.s("atomicrmw ");
                if *volatile {
                    self.s("volatile ");
                }
                self.s(op.name());
                self.s(" ");
                self.tval(f, a(0));
                self.s(", ");
                self.tval(f, a(1));
                self.atomic(*atomic);
                self.align_or_default(*align, f.values[a(1)].ty, true);
            }
            InstKind::CmpXchg { weak, volatile, atomic, failure, align } => {
                self.s("cmpxchg ");
                if *weak {
                    self.s("weak ");
                }
                if *volatile {
                    self.s("volatile ");
                }
                self.tval(f, a(0));
                self.s(", ");
                self.tval(f, a(1));
                self.s(", ");
                self.tval(f, a(2));
                self.atomic(*atomic);
                self.s(" ");
                self.s(failure.name());
                self.align_or_default(*align, f.values[a(1)].ty, true);
            }
            InstKind::Fence { atomic } => {
                self.s("fence");
                self.atomic(*atomic);
            }
            InstKind::Br => {
                self.s("br ");
                if let Some(&c) = d.args.first() {
                    self.tval(f, c);
                    self.s(", ");
                    self.label(f, d.blocks.first().copied().unwrap_or(Block(u32::MAX)));
                    self.s(", ");
                    self.label(f, d.blocks.get(1).copied().unwrap_or(Block(u32::MAX)));
                } else {
                    self.label(f, d.blocks.first().copied().unwrap_or(Block(u32::MAX)));
                }
            }
            InstKind::Switch { cases } => {
                self.s("switch ");
                self.tval(f, a(0));
                self.s(", ");
                self.label(f, d.blocks.first().copied().unwrap_or(Block(u32::MAX)));
                self.s(" [\n");
                for (c, b) in cases.iter().zip(d.blocks.iter().skip(1)) {
                    self.s("    ");
                    self.typed_konst(*c);
                    self.s(", ");
                    self.label(f, *b);
                    self.s("\n");
                }
                self.s("  ]");
            }
            InstKind::Ret => {
                self.s("ret ");
                match d.args.first() {
                    Some(&v) => self.tval(f, v),
                    None => self.s("void"),
                }
            }
            InstKind::Unreachable => self.s("unreachable"),
            InstKind::DbgRecord(_) => {}
        }
        self.attachments(&d.md);
        self.s("\n");
    }

    /// A call site from `keyword` (`call ` or `callbr `) up to its operand bundles.
    fn call(&mut self, f: &Function, d: &InstData, ci: &crate::CallInfo, keyword: &str) {
        let m = self.m;
        if ci.tail != crate::TailKind::None {
            self.s(ci.tail.name());
            self.s(" ");
        }
        self.s(keyword);
        self.fmf(ci.fmf);
        if let Some(cc) = ci.cconv {
            self.s(m.str(cc));
            self.s(" ");
        }
        if !ci.ret_attrs.is_empty() {
            self.attrs(&ci.ret_attrs);
            self.s(" ");
        }
        if let Some(a) = ci.addrspace {
            let _ = write!(self.out, "addrspace({a}) ");
        }
        let (ret, _, vararg) = m.types.func_sig(ci.fn_ty).unwrap_or((m.types.void(), &[], false));
        if vararg || ci.explicit_fn_ty {
            self.ty(ci.fn_ty);
        } else {
            self.ty(ret);
        }
        self.s(" ");
        self.val(f, self.arg(d, 0));
        self.s("(");
        for (k, v) in d.call_args().iter().enumerate() {
            if k > 0 {
                self.s(", ");
            }
            self.ty(f.values[*v].ty);
            if let Some(a) = ci.arg_attrs.get(k) {
                if !a.is_empty() {
                    self.s(" ");
                    self.attrs(a);
                }
            }
            self.s(" ");
            self.val(f, *v);
        }
        self.s(")");
        if self.attr_slots {
            let set = self.attr_set(&ci.fn_attrs);
            if let Some(n) = self.slots.get(&set).filter(|_| !set.is_empty()) {
                let _ = write!(self.out, " #{n}");
            }
        } else if !ci.fn_attrs.is_empty() {
            self.s(" ");
            self.attrs(&ci.fn_attrs);
        }
        if !ci.bundles.is_empty() {
            self.s(" [ ");
            let mut k = d.args.len().saturating_sub(ci.bundle_operand_count());
            for (bi, b) in ci.bundles.iter().enumerate() {
                if bi > 0 {
                    self.s(", ");
                }
                self.quoted(m.str(b.tag).as_bytes());
                self.s("(");
                for j in 0..b.operands as usize {
                    if j > 0 {
                        self.s(", ");
                    }
                    self.tval(f, self.arg(d, k));
                    k += 1;
                }
                self.s(")");
            }
            self.s(" ]");
        }
    }

    fn dbg_record(&mut self, f: &Function, d: &InstData, r: &DbgRecord) {
        self.s(r.kind.name());
        self.s("(");
        let mut k = 0;
        for (j, field) in r.fields.iter().enumerate() {
            if j > 0 {
                self.s(", ");
            }
            match field {
                Some(id) => self.meta_operand(*id),
                None if r.arg_lists.iter().any(|(at, _)| *at as usize == j) => {
                    self.s("!DIArgList(");
                    for n in 0..r.field_values(j) {
                        if n > 0 {
                            self.s(", ");
                        }
                        self.tval(f, self.arg(d, k));
                        k += 1;
                    }
                    self.s(")");
                }
                None => {
                    self.tval(f, self.arg(d, k));
                    k += 1;
                }
            }
        }
        self.s(")");
    }
}

/// Writes a `float` or `double` constant as LLVM's printer does: the six-significant-digit `%e`
/// text of [`llvm_six_digits`] (`5.000000e-01`) when it reads back as exactly the same value,
/// else the 64-bit hexadecimal form (`0x3FB99999A0000000`), which is always exact. `value` is
/// the constant widened to `f64` (exact for `float`).
fn write_ieee(out: &mut String, value: f64) -> std::fmt::Result {
    if value.is_finite() {
        let text = llvm_six_digits(value);
        if text.parse::<f64>().is_ok_and(|back| back.to_bits() == value.to_bits()) {
            return out.write_str(&text);
        }
    }
    // without leading zeros, as LLVM writes it (`0x653E779AEA4B8F7`)
    write!(out, "0x{:X}", value.to_bits())
}

/// The decimal text LLVM's `APFloat::toString(6, 0, false)` gives a finite `value`, which its
/// printer writes when the text reads back exactly: the value as an integer `N * 10^e` (`N` =
/// the significand times `5^-exp`, or shifted left), `N` first cut by a division by the power
/// of ten that leaves it about 20 bits (`(bits - 20) * 59 / 196` digits removed, truncating),
/// then rounded half up to six digits on the next digit alone, and written with six digits
/// after the point (`1.234560e+00`). The cut before the rounding is why the doubles nearest
/// `1e-6` and `7e-6` (just below them) are written in hexadecimal by `opt-19` while the one
/// nearest `1.5e-11` (also below) is decimal: exactly matching it matters for output compared
/// line by line with LLVM's (`analyze --compat llvm19 --format llvm`).
fn llvm_six_digits(value: f64) -> String {
    const P: usize = 6;
    let bits = value.to_bits();
    let sign = if bits >> 63 == 1 { "-" } else { "" };
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    let (mut sig, mut exp) = if biased == 0 { (frac, -1074) } else { (frac | 1 << 52, biased - 1075) };
    if sig == 0 {
        return format!("{sign}0.000000e+00");
    }
    let tz = sig.trailing_zeros();
    sig >>= tz;
    exp += tz as i32;
    // N as little-endian 32-bit limbs; the value is N * 10^exp10.
    let mut n: Vec<u32> = vec![sig as u32, (sig >> 32) as u32];
    let mut exp10: i32 = 0;
    let mul_small = |n: &mut Vec<u32>, m: u32| {
        let mut carry = 0u64;
        for limb in n.iter_mut() {
            let x = *limb as u64 * m as u64 + carry;
            *limb = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            n.push(carry as u32);
        }
    };
    let div_small = |n: &mut Vec<u32>, d: u32| {
        let mut rem = 0u64;
        for limb in n.iter_mut().rev() {
            let x = rem << 32 | *limb as u64;
            *limb = (x / d as u64) as u32;
            rem = x % d as u64;
        }
        while n.len() > 1 && n.last() == Some(&0) {
            n.pop();
        }
    };
    if exp > 0 {
        for _ in 0..exp / 31 {
            mul_small(&mut n, 1 << 31);
        }
        mul_small(&mut n, 1 << (exp % 31));
    } else if exp < 0 {
        let mut t = -exp;
        exp10 = exp;
        while t >= 13 {
            mul_small(&mut n, 1_220_703_125); // 5^13
            t -= 13;
        }
        mul_small(&mut n, 5u32.pow(t as u32));
    }
    while n.len() > 1 && n.last() == Some(&0) {
        n.pop();
    }
    let active = (n.len() as u32 - 1) * 32 + (32 - n.last().map_or(32, |x| x.leading_zeros()));
    let required = (P * 196).div_ceil(59) as u32;
    if active > required {
        let mut tens = (active - required) * 59 / 196;
        exp10 += tens as i32;
        while tens >= 9 {
            div_small(&mut n, 1_000_000_000);
            tens -= 9;
        }
        div_small(&mut n, 10u32.pow(tens));
    }
    // A few more than six digits are left: the rest is in a u64.
    let mut m: u64 = n.iter().rev().fold(0u64, |acc, &l| acc << 32 | l as u64);
    while m != 0 && m % 10 == 0 {
        m /= 10;
        exp10 += 1;
    }
    let mut digits: Vec<u8> = m.to_string().into_bytes();
    if digits.len() > P {
        let cut = digits.len() - P;
        exp10 += cut as i32;
        let round_up = digits[P] >= b'5';
        digits.truncate(P);
        if round_up {
            let mut k = P;
            loop {
                if k == 0 {
                    digits.insert(0, b'1');
                    digits.truncate(P);
                    exp10 += 1;
                    break;
                }
                k -= 1;
                if digits[k] == b'9' {
                    digits[k] = b'0';
                } else {
                    digits[k] += 1;
                    break;
                }
            }
        }
    }
    let e = exp10 + digits.len() as i32 - 1;
    let mut mantissa = String::with_capacity(P + 2);
    mantissa.push(digits[0] as char);
    mantissa.push('.');
    for k in 1..=P {
        mantissa.push(digits.get(k).map_or('0', |&d| d as char));
    }
    format!("{sign}{mantissa}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}
