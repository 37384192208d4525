//! The verifier: checks that a function is well-formed SSA that LLVM would accept, with one
//! precise message per problem.
//!
//! Checked, per function definition:
//! - structure: the function has blocks; every block in the layout is non-empty and ends with
//!   its only terminator; phis are grouped at the top of their block; successors and phi incoming
//!   blocks are blocks of the layout; the entry block has no predecessors; names are unique;
//! - types: operand counts and types of every instruction (binary operands of the result type,
//!   `icmp`/`fcmp` operands of one type with an `i1` or `<N x i1>` result, `i1` branch and
//!   `select` conditions, pointer operands of memory instructions, cast source and destination
//!   kinds, call arguments against the called function type and, for direct calls, against the
//!   callee's own type, phi incoming values of the phi's type, `ret` of the function's return
//!   type, switch case types), and `metadata` values only as call arguments or debug operands;
//! - SSA: every operand is defined (not a placeholder or a detached instruction), and every use
//!   in a reachable block is dominated by its definition; a phi's use must be dominated at the
//!   end of the incoming block. As in LLVM, anything goes in unreachable blocks and for incoming
//!   values from unreachable blocks. Debug-record operands and `metadata` wrappers are not
//!   checked for dominance (LLVM does not check metadata uses either);
//! - phis agree with predecessors: one entry per predecessor edge (a block that branches twice to
//!   the same target counts twice), no entry for a non-predecessor, equal values for duplicate
//!   entries of one block, at least one entry.
//!
//! Not checked (LLVM's verifier checks them): attributes, metadata and debug-info well-formedness,
//! intrinsic-specific rules, atomic ordering constraints, alignment values, GEP indices against
//! the source element type, bit sizes of `bitcast`s, token and `musttail` rules.
//!
//! Every error carries the line and column (in the text the module was read from) of the
//! offending instruction, else of the block's label, else of the function's `define`; none for
//! what was built or added after parsing.
//!
//! Dominators come from a small iterative Cooper-Harvey-Kennedy computation in this module (the
//! IR crate does not depend on the analysis crate). Messages name the function, the block, the
//! instruction (in an LLVM-like text form, with values numbered as LLVM numbers them) and what is
//! wrong. The verifier never panics, whatever the function holds.

use crate::constant::ConstKind;
use crate::entity::{EntityRef, SecondaryMap};
use crate::function::ValueDef;
use crate::types::TypeData;
use crate::{Block, CastOp, FuncId, Function, Inst, InstData, InstKind, Module, Type, Value};
use std::collections::HashMap;
use std::fmt;

/// One problem found by the verifier.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct VerifyError {
    /// The function, as `@name`.
    pub function: String,
    /// The block, as `%name` or `%N`, when the problem is inside one.
    pub block: Option<String>,
    /// The instruction in text form, when the problem is about one.
    pub inst: Option<String>,
    /// What is wrong.
    pub message: String,
    /// 1-based line in the parsed text of the offending instruction (else of the block's label,
    /// else of the function's `define`), when the module was read from text.
    pub line: Option<u32>,
    /// 1-based column (in bytes) that goes with [`VerifyError::line`].
    pub column: Option<u32>,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let (Some(l), Some(c)) = (self.line, self.column) {
            write!(f, "{l}:{c}: ")?;
        }
        write!(f, "function {}", self.function)?;
        if let Some(b) = &self.block {
            write!(f, ", block {b}")?;
        }
        if let Some(i) = &self.inst {
            write!(f, ", instruction `{i}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

/// Verifies every function of the module.
pub fn verify_module(m: &Module) -> Result<(), Vec<VerifyError>> {
    let mut errs = Vec::new();
    for (id, f) in m.funcs.iter() {
        let mut v = Verifier::new(m, f, Some(id));
        v.run();
        errs.extend(v.errors);
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs)
    }
}

/// Verifies one function of `m` (see the module docs for what is checked).
///
/// When `f` is one of `m`'s functions (borrowed from `m.funcs`) and `m` was read from text, the
/// errors carry the line and column of what they are about.
pub fn verify_function(m: &Module, f: &Function) -> Result<(), Vec<VerifyError>> {
    let id = m.funcs.iter().find(|(_, g)| std::ptr::eq(*g, f)).map(|(k, _)| k);
    let mut v = Verifier::new(m, f, id);
    v.run();
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

/// Instruction `i` of `f` as the printer writes it (the form the verifier's messages use).
/// O(instructions of `f`) per call (it numbers the function).
pub fn describe_inst(m: &Module, f: &Function, i: Inst) -> String {
    crate::printer::print_inst(m, f, i)
}

/// Block `b` of `f` as `%name` or `%N` (LLVM's numbering).
pub fn describe_block(m: &Module, f: &Function, b: Block) -> String {
    Fmt { m, f, namer: crate::slots::Slots::new(f) }.block(b)
}

/// A name as LLVM prints it after `%` or `@`: bare when made of `[-a-zA-Z$._0-9]` and not
/// starting with a digit, quoted otherwise.
fn quote_name(s: &str) -> String {
    let bare = !s.is_empty()
        && !s.as_bytes()[0].is_ascii_digit()
        && s.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_'));
    if bare {
        s.to_string()
    } else {
        let mut out = String::from("\"");
        for b in s.bytes() {
            if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
                out.push_str(&format!("\\{b:02X}"));
            } else {
                out.push(b as char);
            }
        }
        out.push('"');
        out
    }
}

/// Formats values, blocks and instructions of one function for messages.
struct Fmt<'a> {
    m: &'a Module,
    f: &'a Function,
    namer: crate::slots::Slots,
}

impl Fmt<'_> {
    fn ty(&self, t: Type) -> String {
        crate::printer::type_to_string(self.m, t)
    }

    fn block(&self, b: Block) -> String {
        match self.f.blocks.get(b) {
            None => format!("<bad {b}>"),
            Some(d) => match (d.name, self.namer.block(b)) {
                (Some(n), _) => format!("%{}", quote_name(self.m.str(n))),
                (None, Some(k)) => format!("%{k}"),
                (None, None) => format!("<{b} not in layout>"),
            },
        }
    }

    fn value(&self, v: Value) -> String {
        let Some(d) = self.f.values.get(v) else { return format!("<bad {v}>") };
        match d.def {
            ValueDef::Const(c) => self.constant(c),
            ValueDef::Meta(crate::MetaArg::Node(_)) => "!<metadata>".to_string(),
            ValueDef::Meta(crate::MetaArg::Value(x)) => format!("{} {}", self.ty_of(x), self.value(x)),
            _ => match (d.name, self.namer.value(v)) {
                (Some(n), _) => format!("%{}", quote_name(self.m.str(n))),
                (None, Some(k)) => format!("%{k}"),
                (None, None) => format!("<unnumbered {v}>"),
            },
        }
    }

    fn ty_of(&self, v: Value) -> String {
        self.f.values.get(v).map_or_else(|| "<bad>".to_string(), |d| self.ty(d.ty))
    }

    fn constant(&self, c: crate::Const) -> String {
        let Some(d) = self.m.consts.get(c) else { return format!("<bad {c}>") };
        match &d.kind {
            ConstKind::Int(x) => match self.m.types.int_width(d.ty) {
                Some(1) => (if *x == 0 { "false" } else { "true" }).to_string(),
                Some(w) if w < 128 && (x >> (w - 1)) & 1 == 1 => format!("-{}", (1u128 << w) - x),
                _ => x.to_string(),
            },
            ConstKind::WideInt(s) => s.to_string(),
            ConstKind::Float(bits) => format!("0x{bits:X}"),
            ConstKind::Null => "null".into(),
            ConstKind::NoneToken => "none".into(),
            ConstKind::Undef => "undef".into(),
            ConstKind::Poison => "poison".into(),
            ConstKind::Zero => "zeroinitializer".into(),
            ConstKind::Global(g) => {
                format!(
                    "@{}",
                    self.m.globals.get(*g).and_then(|g| g.name).map_or("<global>", |n| self.m.str(n))
                )
            }
            ConstKind::Func(fid) => {
                format!(
                    "@{}",
                    self.m.funcs.get(*fid).and_then(|g| g.name).map_or("<func>", |n| self.m.str(n))
                )
            }
            ConstKind::InlineAsm(_) => "asm".into(),
            _ => "<constant>".into(),
        }
    }

    fn inst(&self, i: Inst) -> String {
        crate::printer::print_inst(self.m, self.f, i)
    }
}

/// Dominator tree of the blocks reachable from the entry: `warpflow_graph`'s Lengauer-Tarjan tree (the
/// one the analyses use) over the blocks' arena indices, with O(1) queries. Its construction is
/// near-linear whatever the loop nesting (an iterative algorithm needs a pass per nesting level).
pub(crate) struct DomTree {
    tree: warpflow_graph::dominators::DomTree,
}

impl DomTree {
    /// Computes the tree of `entry` in the graph of `block_slots` block indices whose edges
    /// `succs` gives (it must only return blocks below `block_slots`).
    pub(crate) fn compute(block_slots: usize, entry: Block, succs: &dyn Fn(Block) -> Vec<Block>) -> Self {
        use warpflow_graph::graph::{DiGraph, NodeId};
        let n = block_slots.max(entry.index() + 1);
        let mut g = DiGraph::new(n, NodeId(entry.index() as u32));
        // Only blocks the entry reaches have edges: a walk from the entry, each block once.
        let mut seen = vec![false; n];
        let mut stack = vec![entry];
        seen[entry.index()] = true;
        while let Some(b) = stack.pop() {
            for s in succs(b) {
                g.add_edge(NodeId(b.index() as u32), NodeId(s.index() as u32));
                if !seen[s.index()] {
                    seen[s.index()] = true;
                    stack.push(s);
                }
            }
        }
        DomTree { tree: warpflow_graph::dominators::DomTree::compute(&g) }
    }

    fn node(b: Block) -> warpflow_graph::graph::NodeId {
        warpflow_graph::graph::NodeId(b.index() as u32)
    }

    /// Whether `b` is reachable from the entry.
    pub(crate) fn is_reachable(&self, b: Block) -> bool {
        b.index() < self.tree.node_count() && self.tree.is_reachable(Self::node(b))
    }

    /// The immediate dominator (`None` for the entry and unreachable blocks).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn idom(&self, b: Block) -> Option<Block> {
        if !self.is_reachable(b) {
            return None;
        }
        self.tree.idom(Self::node(b)).map(|n| Block(n.0))
    }

    /// Whether `a` dominates `b` (reflexive); false when either is unreachable.
    pub(crate) fn dominates(&self, a: Block, b: Block) -> bool {
        self.is_reachable(a) && self.is_reachable(b) && self.tree.dominates(Self::node(a), Self::node(b))
    }
}

/// `1 thing`, `2 things`.
fn plural(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

struct Verifier<'a> {
    m: &'a Module,
    f: &'a Function,
    fmt: Fmt<'a>,
    fname: String,
    errors: Vec<VerifyError>,
    /// position of each placed instruction in its block
    pos: SecondaryMap<Inst, u32>,
    /// the layout block of each placed instruction (only blocks in the layout)
    home: SecondaryMap<Inst, Option<Block>>,
    in_layout: SecondaryMap<Block, bool>,
    /// the function's id in `m`, for source positions
    id: Option<FuncId>,
}

impl<'a> Verifier<'a> {
    fn new(m: &'a Module, f: &'a Function, id: Option<FuncId>) -> Self {
        let fname = format!("@{}", f.name.map_or_else(|| "<unnamed>".to_string(), |n| quote_name(m.str(n))));
        Verifier {
            m,
            f,
            fmt: Fmt { m, f, namer: crate::slots::Slots::new(f) },
            fname,
            errors: Vec::new(),
            pos: SecondaryMap::new(),
            home: SecondaryMap::new(),
            in_layout: SecondaryMap::new(),
            id,
        }
    }

    fn err(&mut self, block: Option<Block>, inst: Option<Inst>, message: String) {
        let pos = self.id.and_then(|id| {
            let p = &self.m.positions;
            inst.and_then(|i| p.inst(id, i))
                .or_else(|| block.and_then(|b| p.block(id, b)))
                .or_else(|| p.func(id))
        });
        let block = block.map(|b| self.fmt.block(b));
        let inst = inst.map(|i| self.fmt.inst(i));
        self.errors.push(VerifyError {
            function: self.fname.clone(),
            block,
            inst,
            message,
            line: pos.map(|p| p.line),
            column: pos.map(|p| p.column),
        });
    }

    fn ty(&self, v: Value) -> Type {
        self.f.values[v].ty
    }

    fn run(&mut self) {
        let f = self.f;
        if !f.is_definition {
            if f.layout.entry_block().is_some() {
                self.err(None, None, "a declaration has blocks".into());
            }
            return;
        }
        let Some(entry) = f.layout.entry_block() else {
            self.err(None, None, "the function definition has no blocks".into());
            return;
        };
        // Entity validity first, so that later checks can index freely.
        let blocks: Vec<Block> = f.layout.blocks().collect();
        for &b in &blocks {
            if !f.blocks.is_valid(b) {
                self.err(None, None, format!("the layout holds {b}, which is not a block of the function"));
                return;
            }
            self.in_layout[b] = true;
        }
        for (v, d) in f.values.iter() {
            if d.ty.index() >= self.m.types.len() {
                self.err(None, None, format!("value {v} has a type that is not in the module"));
                return;
            }
        }
        let mut bad = false;
        for &b in &blocks {
            for (k, i) in f.layout.block_insts(b).enumerate() {
                let ok = f.insts.get(i).is_some_and(|d| {
                    d.args.iter().all(|&a| f.values.is_valid(a))
                        && d.result.is_none_or(|r| f.values.is_valid(r))
                        && d.blocks.iter().all(|&x| f.blocks.is_valid(x))
                });
                if !ok {
                    self.err(
                        Some(b),
                        None,
                        format!("{i} refers to an instruction, value or block that does not exist"),
                    );
                    bad = true;
                    continue;
                }
                self.pos[i] = k as u32;
                self.home[i] = Some(b);
            }
        }
        if bad {
            return;
        }

        self.check_structure(&blocks);
        let preds = self.predecessors(&blocks);
        if !preds[entry].is_empty() {
            let names: Vec<String> = preds[entry].iter().map(|&p| self.fmt.block(p)).collect();
            self.err(Some(entry), None, format!("the entry block has predecessors: {}", names.join(", ")));
        }
        let in_layout = &self.in_layout;
        let succs = |b: Block| -> Vec<Block> {
            f.successors(b).iter().copied().filter(|&s| f.blocks.is_valid(s) && in_layout[s]).collect()
        };
        let dom = DomTree::compute(f.blocks.len(), entry, &succs);
        for &b in &blocks {
            self.check_phis(b, &preds[b]);
            for i in f.layout.block_insts(b).collect::<Vec<_>>() {
                self.check_types(b, i);
                self.check_operands(b, i, &dom);
            }
        }
        self.check_names(&blocks);
    }

    fn check_structure(&mut self, blocks: &[Block]) {
        let f = self.f;
        for &b in blocks {
            let insts: Vec<Inst> = f.layout.block_insts(b).collect();
            let Some(&last) = insts.last() else {
                self.err(Some(b), None, "the block is empty (it needs at least a terminator)".into());
                continue;
            };
            let mut seen_non_phi = false;
            for &i in &insts {
                let k = &f.insts[i].kind;
                if k.is_terminator() && i != last {
                    self.err(Some(b), Some(i), "a terminator in the middle of the block".into());
                }
                if k.is_phi() && seen_non_phi {
                    self.err(
                        Some(b),
                        Some(i),
                        "the phi is not grouped with the phis at the top of the block".into(),
                    );
                }
                if !k.is_phi() {
                    seen_non_phi = true;
                }
                if k.is_terminator() || k.is_phi() {
                    for &s in &f.insts[i].blocks {
                        if !f.blocks.is_valid(s) || !self.in_layout[s] {
                            let what = if k.is_phi() { "incoming block" } else { "successor" };
                            let name = self.fmt.block(s);
                            self.err(
                                Some(b),
                                Some(i),
                                format!("{what} {name} is not a block of the function"),
                            );
                        }
                    }
                } else if !f.insts[i].blocks.is_empty() {
                    self.err(Some(b), Some(i), "the instruction has block operands".into());
                }
            }
            if !f.insts[last].kind.is_terminator() {
                self.err(Some(b), Some(last), "the block does not end with a terminator".into());
            }
        }
    }

    /// Predecessors of every block, one entry per edge, from terminators in the layout.
    fn predecessors(&self, blocks: &[Block]) -> SecondaryMap<Block, Vec<Block>> {
        let mut preds: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in blocks {
            for &s in self.f.successors(b) {
                if self.f.blocks.is_valid(s) && self.in_layout[s] {
                    preds[s].push(b);
                }
            }
        }
        preds
    }

    fn check_phis(&mut self, b: Block, preds: &[Block]) {
        let f = self.f;
        for i in f.layout.block_insts(b).collect::<Vec<_>>() {
            let d = &f.insts[i];
            if !d.kind.is_phi() {
                continue;
            }
            if d.args.len() != d.blocks.len() {
                self.err(
                    Some(b),
                    Some(i),
                    format!("the phi has {} values but {} incoming blocks", d.args.len(), d.blocks.len()),
                );
                continue;
            }
            if d.blocks.is_empty() {
                self.err(
                    Some(b),
                    Some(i),
                    "the phi has no incoming values (a block without predecessors must not have phis)".into(),
                );
                continue;
            }
            if d.blocks.len() != preds.len() {
                self.err(
                    Some(b),
                    Some(i),
                    format!(
                        "the phi has {} but the block has {} ({})",
                        plural(d.blocks.len(), "incoming value"),
                        plural(preds.len(), "predecessor edge"),
                        preds.iter().map(|&p| self.fmt.block(p)).collect::<Vec<_>>().join(", ")
                    ),
                );
            }
            let mut want: HashMap<Block, usize> = HashMap::new();
            for &p in preds {
                *want.entry(p).or_default() += 1;
            }
            let mut have: HashMap<Block, usize> = HashMap::new();
            let mut first_value: HashMap<Block, Value> = HashMap::new();
            for (v, ib) in d.phi_incoming() {
                *have.entry(ib).or_default() += 1;
                match first_value.get(&ib) {
                    Some(&fv) if fv != v => {
                        let msg = format!(
                            "the phi has different incoming values for block {}: {} and {}",
                            self.fmt.block(ib),
                            self.fmt.value(fv),
                            self.fmt.value(v)
                        );
                        self.err(Some(b), Some(i), msg);
                    }
                    Some(_) => {}
                    None => {
                        first_value.insert(ib, v);
                    }
                }
            }
            let mut keys: Vec<Block> = want.keys().chain(have.keys()).copied().collect();
            keys.sort_unstable();
            keys.dedup();
            for p in keys {
                let (w, h) = (want.get(&p).copied().unwrap_or(0), have.get(&p).copied().unwrap_or(0));
                let name = self.fmt.block(p);
                let msg = if w == 0 {
                    format!("the phi has an incoming value for {name}, which is not a predecessor")
                } else if h == 0 {
                    format!("the phi has no incoming value for predecessor {name}")
                } else if w != h {
                    format!("the phi has {h} incoming values for {name}, which branches here {w} times")
                } else {
                    continue;
                };
                self.err(Some(b), Some(i), msg);
            }
        }
    }

    fn check_operands(&mut self, b: Block, i: Inst, dom: &DomTree) {
        let f = self.f;
        let d = &f.insts[i];
        for (k, &v) in d.args.iter().enumerate() {
            let def_inst = match f.values[v].def {
                ValueDef::Placeholder => {
                    let msg =
                        format!("operand {k} ({}) is an undefined placeholder value", self.fmt.value(v));
                    self.err(Some(b), Some(i), msg);
                    continue;
                }
                ValueDef::Arg(n) => {
                    if f.args.get(n as usize) != Some(&v) {
                        let msg = format!("operand {k} is parameter {n}, which the function does not have");
                        self.err(Some(b), Some(i), msg);
                    }
                    continue;
                }
                ValueDef::Const(_) | ValueDef::Meta(_) => continue,
                ValueDef::Inst(di) => di,
            };
            let Some(db) = f.insts.get(def_inst).and_then(|_| self.home[def_inst]) else {
                let msg = format!(
                    "operand {k} ({}) is defined by an instruction that is not in the function",
                    self.fmt.value(v)
                );
                self.err(Some(b), Some(i), msg);
                continue;
            };
            if d.kind.is_debug() {
                continue;
            }
            if d.kind.is_phi() {
                let Some(&p) = d.blocks.get(k) else { continue };
                if !f.blocks.is_valid(p) || !self.in_layout[p] || !dom.is_reachable(p) {
                    continue;
                }
                if !dom.dominates(db, p) {
                    let msg = format!(
                        "{} (defined in {}) does not dominate the end of incoming block {}",
                        self.fmt.value(v),
                        self.fmt.block(db),
                        self.fmt.block(p)
                    );
                    self.err(Some(b), Some(i), msg);
                }
                continue;
            }
            if !dom.is_reachable(b) {
                continue;
            }
            let ok = if db == b { self.pos[def_inst] < self.pos[i] } else { dom.dominates(db, b) };
            if !ok {
                let msg = if def_inst == i {
                    "the instruction uses its own result (only phis may)".to_string()
                } else if db == b {
                    format!("{} is used before its definition in the same block", self.fmt.value(v))
                } else {
                    format!(
                        "{} (defined in {}) does not dominate this use",
                        self.fmt.value(v),
                        self.fmt.block(db)
                    )
                };
                self.err(Some(b), Some(i), msg);
            }
        }
    }

    fn check_names(&mut self, blocks: &[Block]) {
        let f = self.f;
        let mut seen: HashMap<crate::Sym, u32> = HashMap::new();
        let mut names = Vec::new();
        for &a in &f.args {
            names.extend(f.values.get(a).and_then(|d| d.name));
        }
        for &b in blocks {
            names.extend(f.blocks[b].name);
            for i in f.layout.block_insts(b) {
                names.extend(f.insts[i].result.and_then(|r| f.values[r].name));
            }
        }
        for n in names {
            *seen.entry(n).or_default() += 1;
        }
        let mut dups: Vec<String> = seen
            .into_iter()
            .filter(|&(_, c)| c > 1)
            .map(|(n, _)| format!("%{}", quote_name(self.m.str(n))))
            .collect();
        dups.sort();
        for d in dups {
            self.err(None, None, format!("the name {d} is given to more than one value or block"));
        }
    }

    fn check_types(&mut self, b: Block, i: Inst) {
        let f = self.f;
        let d = &f.insts[i];
        let problems = self.type_problems(d);
        for p in problems {
            self.err(Some(b), Some(i), p);
        }
    }

    /// Whether `r` is `i1` for a scalar `t`, or `<N x i1>` for `t = <N x T>`.
    fn is_bool_like(&self, r: Type, t: Type) -> bool {
        let types = &self.m.types;
        match types.data(t) {
            TypeData::Vector { len, scalable, .. } => matches!(
                types.data(r),
                TypeData::Vector { len: l, elem, scalable: s } if l == len && s == scalable && *elem == types.i1()
            ),
            _ => r == types.i1(),
        }
    }

    /// `(vector length, scalable)` of a vector type, `None` for scalars.
    fn shape(&self, t: Type) -> Option<(u32, bool)> {
        match self.m.types.data(t) {
            TypeData::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        }
    }

    fn type_problems(&self, d: &InstData) -> Vec<String> {
        let types = &self.m.types;
        let t = |x: Type| self.fmt.ty(x);
        let mut out = Vec::new();
        let n = d.args.len();
        let count = |want: usize, out: &mut Vec<String>| {
            if n != want {
                out.push(format!("{} takes {} but has {n}", d.kind.opcode_name(), plural(want, "operand")));
                false
            } else {
                true
            }
        };
        let result = d.result.map(|r| self.ty(r));
        let needs_result = |out: &mut Vec<String>| -> Option<Type> {
            if result.is_none() {
                out.push(format!("{} must have a result", d.kind.opcode_name()));
            }
            result
        };
        let is_ptr = |x: Type| types.ptr_addrspace(x).is_some();
        // metadata values only as call arguments and debug operands
        if !matches!(d.kind, InstKind::Call(_) | InstKind::CallBr(_) | InstKind::DbgRecord(_)) {
            for (k, &a) in d.args.iter().enumerate() {
                if self.ty(a) == types.metadata() {
                    out.push(format!("operand {k} is a metadata value, allowed only as a call argument"));
                }
            }
        }
        if let Some(r) = result {
            if types.is_void(r) {
                out.push("the result has type void".into());
            }
        }
        match &d.kind {
            InstKind::Binary { op, .. } => {
                if count(2, &mut out) {
                    let (a, bt) = (self.ty(d.args[0]), self.ty(d.args[1]));
                    if let Some(r) = needs_result(&mut out) {
                        if a != r || bt != r {
                            out.push(format!(
                                "{} operands have types {} and {} but the result has type {}",
                                op.name(),
                                t(a),
                                t(bt),
                                t(r)
                            ));
                        }
                    }
                    let s = types.scalar(a);
                    if op.is_float() && !types.is_float(s) {
                        out.push(format!("{} needs floating-point operands, not {}", op.name(), t(a)));
                    } else if !op.is_float() && !types.is_int(s) {
                        out.push(format!("{} needs integer operands, not {}", op.name(), t(a)));
                    }
                }
            }
            InstKind::FNeg { .. } => {
                if count(1, &mut out) {
                    let a = self.ty(d.args[0]);
                    if !types.is_float(types.scalar(a)) {
                        out.push(format!("fneg needs a floating-point operand, not {}", t(a)));
                    }
                    if needs_result(&mut out).is_some_and(|r| r != a) {
                        out.push(format!("the result type differs from the operand type {}", t(a)));
                    }
                }
            }
            InstKind::ICmp { .. } | InstKind::FCmp { .. } => {
                if count(2, &mut out) {
                    let (a, bt) = (self.ty(d.args[0]), self.ty(d.args[1]));
                    let name = d.kind.opcode_name();
                    if a != bt {
                        out.push(format!("{name} operands have different types {} and {}", t(a), t(bt)));
                    }
                    let s = types.scalar(a);
                    let is_icmp = matches!(d.kind, InstKind::ICmp { .. });
                    if is_icmp && !types.is_int(s) && !is_ptr(s) {
                        out.push(format!("icmp needs integer or pointer operands, not {}", t(a)));
                    }
                    if !is_icmp && !types.is_float(s) {
                        out.push(format!("fcmp needs floating-point operands, not {}", t(a)));
                    }
                    if let Some(r) = needs_result(&mut out) {
                        if !self.is_bool_like(r, a) {
                            let want = if self.shape(a).is_some() {
                                "a vector of i1 as long as the operands"
                            } else {
                                "i1"
                            };
                            out.push(format!("{name} result has type {} but must be {want}", t(r)));
                        }
                    }
                }
            }
            InstKind::Select { .. } => {
                if count(3, &mut out) {
                    let (c, a, bt) = (self.ty(d.args[0]), self.ty(d.args[1]), self.ty(d.args[2]));
                    if c != types.i1() && !self.is_bool_like(c, a) {
                        out.push(format!("the select condition has type {}, not i1", t(c)));
                    }
                    if a != bt {
                        out.push(format!("select values have different types {} and {}", t(a), t(bt)));
                    }
                    if needs_result(&mut out).is_some_and(|r| r != a) {
                        out.push(format!("the select result type differs from the value type {}", t(a)));
                    }
                }
            }
            InstKind::Phi { .. } => {
                if let Some(r) = needs_result(&mut out) {
                    for (k, &a) in d.args.iter().enumerate() {
                        if self.ty(a) != r {
                            out.push(format!(
                                "incoming value {k} ({}) has type {} but the phi has type {}",
                                self.fmt.value(a),
                                t(self.ty(a)),
                                t(r)
                            ));
                        }
                    }
                }
            }
            InstKind::Cast { op, .. } => {
                if count(1, &mut out) {
                    if let Some(r) = needs_result(&mut out) {
                        if let Some(p) = self.cast_problem(*op, self.ty(d.args[0]), r) {
                            out.push(p);
                        }
                    }
                }
            }
            InstKind::Load(_) => {
                if count(1, &mut out) {
                    let p = self.ty(d.args[0]);
                    if !is_ptr(p) {
                        out.push(format!("the load address has type {}, not a pointer", t(p)));
                    }
                    needs_result(&mut out);
                }
            }
            InstKind::Store(_) => {
                if count(2, &mut out) {
                    let p = self.ty(d.args[1]);
                    if !is_ptr(p) {
                        out.push(format!("the store address has type {}, not a pointer", t(p)));
                    }
                }
            }
            InstKind::Alloca { addrspace, .. } => {
                if n > 1 {
                    out.push(format!("alloca takes at most 1 operand but has {n}"));
                }
                if let Some(&s) = d.args.first() {
                    if !types.is_int(self.ty(s)) {
                        out.push(format!("the alloca size has type {}, not an integer", t(self.ty(s))));
                    }
                }
                if let Some(r) = needs_result(&mut out) {
                    if types.ptr_addrspace(r) != Some(*addrspace) {
                        out.push(format!(
                            "the alloca result has type {}, not ptr addrspace({addrspace})",
                            t(r)
                        ));
                    }
                }
            }
            InstKind::Gep { .. } => {
                if n == 0 {
                    out.push("getelementptr needs a base pointer".into());
                } else {
                    let base = self.ty(d.args[0]);
                    if !is_ptr(types.scalar(base)) {
                        out.push(format!("the getelementptr base has type {}, not a pointer", t(base)));
                    }
                    for (k, &a) in d.args.iter().enumerate().skip(1) {
                        if !types.is_int(types.scalar(self.ty(a))) {
                            out.push(format!(
                                "getelementptr index {k} has type {}, not an integer",
                                t(self.ty(a))
                            ));
                        }
                    }
                    if needs_result(&mut out).is_some_and(|r| !is_ptr(types.scalar(r))) {
                        out.push("the getelementptr result is not a pointer".into());
                    }
                }
            }
            InstKind::ExtractValue { indices } => {
                if count(1, &mut out) {
                    let agg = self.ty(d.args[0]);
                    match (self.member_path(agg, indices), needs_result(&mut out)) {
                        (None, _) => out.push(format!("the indices do not select a member of {}", t(agg))),
                        (Some(m), Some(r)) if m != r => {
                            out.push(format!("the member has type {} but the result has type {}", t(m), t(r)))
                        }
                        _ => {}
                    }
                }
            }
            InstKind::InsertValue { indices } => {
                if count(2, &mut out) {
                    let (agg, val) = (self.ty(d.args[0]), self.ty(d.args[1]));
                    match self.member_path(agg, indices) {
                        None => out.push(format!("the indices do not select a member of {}", t(agg))),
                        Some(m) if m != val => out.push(format!(
                            "the member has type {} but the value has type {}",
                            t(m),
                            t(val)
                        )),
                        _ => {}
                    }
                    if needs_result(&mut out).is_some_and(|r| r != agg) {
                        out.push("the insertvalue result type differs from the aggregate type".into());
                    }
                }
            }
            InstKind::ExtractElement => {
                if count(2, &mut out) {
                    let v = self.ty(d.args[0]);
                    match (self.shape(v), needs_result(&mut out)) {
                        (None, _) => out.push(format!("extractelement needs a vector, not {}", t(v))),
                        (Some(_), Some(r)) if types.scalar(v) != r => {
                            out.push(format!("the result has type {}, not the element type", t(r)))
                        }
                        _ => {}
                    }
                    if !types.is_int(self.ty(d.args[1])) {
                        out.push("the element index is not an integer".into());
                    }
                }
            }
            InstKind::InsertElement => {
                if count(3, &mut out) {
                    let (v, e) = (self.ty(d.args[0]), self.ty(d.args[1]));
                    if self.shape(v).is_none() {
                        out.push(format!("insertelement needs a vector, not {}", t(v)));
                    } else if types.scalar(v) != e {
                        out.push(format!("the inserted element has type {}, not the element type", t(e)));
                    }
                    if !types.is_int(self.ty(d.args[2])) {
                        out.push("the element index is not an integer".into());
                    }
                    if needs_result(&mut out).is_some_and(|r| r != v) {
                        out.push("the insertelement result type differs from the vector type".into());
                    }
                }
            }
            InstKind::ShuffleVector { mask } => {
                if count(2, &mut out) {
                    let (a, bt) = (self.ty(d.args[0]), self.ty(d.args[1]));
                    if a != bt || self.shape(a).is_none() {
                        out.push(format!(
                            "shufflevector needs two vectors of one type, not {} and {}",
                            t(a),
                            t(bt)
                        ));
                    } else if let Some(r) = needs_result(&mut out) {
                        let ok = matches!(types.data(r), TypeData::Vector { len, elem, .. }
                            if *len as usize == mask.len() && *elem == types.scalar(a));
                        if !ok {
                            out.push(format!("the shufflevector result type {} does not fit the mask", t(r)));
                        }
                    }
                }
            }
            InstKind::Freeze => {
                if count(1, &mut out) && needs_result(&mut out).is_some_and(|r| r != self.ty(d.args[0])) {
                    out.push("the freeze result type differs from the operand type".into());
                }
            }
            InstKind::VaArg => {
                if count(1, &mut out) && !is_ptr(self.ty(d.args[0])) {
                    out.push("va_arg needs a pointer operand".into());
                }
            }
            InstKind::AtomicRmw { .. } => {
                if count(2, &mut out) {
                    let (p, v) = (self.ty(d.args[0]), self.ty(d.args[1]));
                    if !is_ptr(p) {
                        out.push(format!("the atomicrmw address has type {}, not a pointer", t(p)));
                    }
                    if needs_result(&mut out).is_some_and(|r| r != v) {
                        out.push("the atomicrmw result type differs from the value type".into());
                    }
                }
            }
            InstKind::CmpXchg { .. } => {
                if count(3, &mut out) {
                    let (p, c, nw) = (self.ty(d.args[0]), self.ty(d.args[1]), self.ty(d.args[2]));
                    if !is_ptr(p) {
                        out.push(format!("the cmpxchg address has type {}, not a pointer", t(p)));
                    }
                    if c != nw {
                        out.push(format!("cmpxchg compare and new values have types {} and {}", t(c), t(nw)));
                    }
                    if let Some(r) = needs_result(&mut out) {
                        let ok = types.struct_fields(r).is_some_and(|fs| fs == [c, types.i1()]);
                        if !ok {
                            out.push(format!("the cmpxchg result has type {}, not {{ {}, i1 }}", t(r), t(c)));
                        }
                    }
                }
            }
            InstKind::Fence { .. } | InstKind::Unreachable => {
                count(0, &mut out);
            }
            InstKind::Br => match (n, d.blocks.len()) {
                (0, 1) => {}
                (1, 2) => {
                    let c = self.ty(d.args[0]);
                    if c != types.i1() {
                        out.push(format!("the branch condition has type {}, not i1", t(c)));
                    }
                }
                (a, bl) => out.push(format!("br has {a} operands and {bl} successors")),
            },
            InstKind::Switch { cases } => {
                if count(1, &mut out) {
                    let c = self.ty(d.args[0]);
                    if !types.is_int(c) {
                        out.push(format!("the switch value has type {}, not an integer", t(c)));
                    }
                    if d.blocks.len() != cases.len() + 1 {
                        out.push(format!(
                            "switch has {} cases but {} successors",
                            cases.len(),
                            d.blocks.len()
                        ));
                    }
                    for (k, &cv) in cases.iter().enumerate() {
                        if self.m.consts.get(cv).is_none_or(|x| x.ty != c) {
                            out.push(format!("case {k} does not have the switch value's type {}", t(c)));
                        }
                    }
                }
            }
            InstKind::Ret => {
                let ret = types.func_sig(self.f.ty).map(|s| s.0);
                match (ret, d.args.as_slice()) {
                    (Some(r), []) if types.is_void(r) => {}
                    (Some(r), [v]) if !types.is_void(r) && self.ty(*v) == r => {}
                    (Some(r), []) => {
                        out.push(format!("ret without a value in a function returning {}", t(r)))
                    }
                    (Some(r), [v]) => {
                        out.push(format!("ret of type {} in a function returning {}", t(self.ty(*v)), t(r)))
                    }
                    (Some(_), _) => out.push(format!("ret takes at most 1 operand but has {n}")),
                    (None, _) => out.push("the function's type is not a function type".into()),
                }
            }
            InstKind::Call(info) => self.call_problems(d, info, &mut out),
            InstKind::CallBr(info) => {
                if d.blocks.is_empty() {
                    out.push("callbr has no default destination".into());
                }
                self.call_problems(d, info, &mut out);
            }
            InstKind::DbgRecord(_) => {}
        }
        // LLVM's verifier: a branch's or switch's `!prof branch_weights` has one weight per
        // successor (a pass that folds or removes edges must drop or fix it).
        if matches!(d.kind, InstKind::Br | InstKind::Switch { .. }) {
            for &(kind, node) in &d.md {
                if self.m.str(kind) != "prof" {
                    continue;
                }
                let weights = self.m.metadata.get(node).and_then(|n| n.branch_weight_count());
                if let Some(w) = weights.filter(|&w| w != d.blocks.len()) {
                    out.push(format!(
                        "!prof branch_weights has {} for {}",
                        plural(w, "weight"),
                        plural(d.blocks.len(), "successor")
                    ));
                }
            }
        }
        out
    }

    fn call_problems(&self, d: &InstData, info: &crate::CallInfo, out: &mut Vec<String>) {
        let types = &self.m.types;
        let t = |x: Type| self.fmt.ty(x);
        if d.args.len() < 1 + info.bundle_operand_count() {
            out.push("the call has fewer operands than its callee and bundles need".into());
            return;
        }
        let callee = d.args[0];
        if types.ptr_addrspace(self.ty(callee)).is_none() {
            out.push(format!("the callee has type {}, not a pointer", t(self.ty(callee))));
        }
        let Some((ret, params, vararg)) = types.func_sig(info.fn_ty) else {
            out.push(format!("the called type {} is not a function type", t(info.fn_ty)));
            return;
        };
        let args = d.call_args();
        let arg_types: Vec<Type> = args.iter().map(|&a| self.ty(a)).collect();
        let check = |what: &str, params: &[Type], vararg: bool, out: &mut Vec<String>| {
            if arg_types.len() < params.len() || (!vararg && arg_types.len() > params.len()) {
                out.push(format!(
                    "the call passes {} but {what} takes {}{}",
                    plural(arg_types.len(), "argument"),
                    params.len(),
                    if vararg { " or more" } else { "" }
                ));
                return;
            }
            for (k, (&a, &p)) in arg_types.iter().zip(params).enumerate() {
                if a != p {
                    out.push(format!("call argument {k} has type {} but {what} expects {}", t(a), t(p)));
                }
            }
        };
        check("the called function type", params, vararg, out);
        match (d.result.map(|r| self.ty(r)), types.is_void(ret)) {
            (None, true) => {}
            (Some(r), false) if r == ret => {}
            (None, false) => out.push(format!("the call of a function returning {} has no result", t(ret))),
            (Some(_), true) => out.push("the call of a void function has a result".into()),
            (Some(r), false) => {
                out.push(format!("the call result has type {} but the function returns {}", t(r), t(ret)))
            }
        }
        // Direct call of a function of the module: also check against the callee's own type
        // (not for an implicitly declared intrinsic: LLVM takes each call's own type and
        // renames the intrinsic to match it).
        if let ValueDef::Const(c) = self.f.values[callee].def {
            if let Some(ConstKind::Func(fid)) = self.m.consts.get(c).map(|x| &x.kind) {
                if let Some(callee_fn) = self.m.funcs.get(*fid) {
                    if callee_fn.ty != info.fn_ty && !callee_fn.implicit {
                        if let Some((cret, cparams, cvararg)) = types.func_sig(callee_fn.ty) {
                            let what = format!("@{}", self.m.func_name(*fid));
                            check(&what, cparams, cvararg, out);
                            if cret != ret {
                                out.push(format!(
                                    "the call expects a result of type {} but {what} returns {}",
                                    t(ret),
                                    t(cret)
                                ));
                            }
                        }
                    }
                }
            }
        }
    }

    fn member_path(&self, mut agg: Type, indices: &[u32]) -> Option<Type> {
        let types = &self.m.types;
        for &k in indices {
            let ok = match types.data(agg) {
                TypeData::Array { len, .. } => u64::from(k) < *len,
                TypeData::Struct { .. } | TypeData::Named(_) => true,
                _ => false,
            };
            if !ok {
                return None;
            }
            agg = types.member(agg, u64::from(k))?;
        }
        Some(agg)
    }

    fn cast_problem(&self, op: CastOp, from: Type, to: Type) -> Option<String> {
        let types = &self.m.types;
        let t = |x: Type| self.fmt.ty(x);
        // A bitcast between non-pointers needs only equal sizes (`<4 x i1>` to `i4`, as clang
        // writes for OpenCL's `any`/`all`); every other cast, and a bitcast of pointers, keeps
        // the vector shape.
        let sized_bitcast = op == CastOp::BitCast
            && types.ptr_addrspace(types.scalar(from)).is_none()
            && types.ptr_addrspace(types.scalar(to)).is_none();
        if sized_bitcast {
            return match (types.primitive_bits(from), types.primitive_bits(to)) {
                (Some(a), Some(b)) if a == b => None,
                (Some(_), Some(_)) => {
                    Some(format!("{} from {} to {}: the sizes differ", op.name(), t(from), t(to)))
                }
                _ => Some(format!("invalid {} from {} to {}", op.name(), t(from), t(to))),
            };
        }
        if self.shape(from) != self.shape(to) {
            return Some(format!("{} from {} to {}: vector shapes differ", op.name(), t(from), t(to)));
        }
        let (fs, ts) = (types.scalar(from), types.scalar(to));
        let (fi, ti) = (types.int_width(fs), types.int_width(ts));
        let (ff, tf) = (types.is_float(fs), types.is_float(ts));
        let (fp, tp) = (types.ptr_addrspace(fs), types.ptr_addrspace(ts));
        let ok = match op {
            CastOp::Trunc => matches!((fi, ti), (Some(a), Some(b)) if a > b),
            CastOp::ZExt | CastOp::SExt => matches!((fi, ti), (Some(a), Some(b)) if a < b),
            CastOp::FPTrunc | CastOp::FPExt => ff && tf && fs != ts,
            CastOp::FPToUI | CastOp::FPToSI => ff && ti.is_some(),
            CastOp::UIToFP | CastOp::SIToFP => fi.is_some() && tf,
            CastOp::PtrToInt => fp.is_some() && ti.is_some(),
            CastOp::IntToPtr => fi.is_some() && tp.is_some(),
            CastOp::AddrSpaceCast => matches!((fp, tp), (Some(a), Some(b)) if a != b),
            CastOp::BitCast => match (fp, tp) {
                (Some(a), Some(b)) => a == b,
                (None, None) => !matches!(
                    types.data(fs),
                    TypeData::Struct { .. } | TypeData::Array { .. } | TypeData::Named(_)
                ),
                _ => false,
            },
        };
        (!ok).then(|| format!("invalid {} from {} to {}", op.name(), t(from), t(to)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Brute force: `a` dominates `b` iff `b` is unreachable from the entry once `a` is removed
    /// (and both are reachable).
    fn brute_dominates(n: usize, edges: &[(usize, usize)], a: usize, b: usize) -> bool {
        let reach = |skip: Option<usize>| {
            let mut seen = vec![false; n];
            let mut st = vec![];
            if skip != Some(0) {
                seen[0] = true;
                st.push(0);
            }
            while let Some(x) = st.pop() {
                for &(s, d) in edges {
                    if s == x && !seen[d] && Some(d) != skip {
                        seen[d] = true;
                        st.push(d);
                    }
                }
            }
            seen
        };
        let all = reach(None);
        if !all[a] || !all[b] {
            return false;
        }
        a == b || !reach(Some(a))[b]
    }

    proptest! {
        #[test]
        fn dominators_match_brute_force(n in 1usize..9, raw in proptest::collection::vec((0usize..9, 0usize..9), 0..20)) {
            let edges: Vec<(usize, usize)> = raw.into_iter().map(|(a, b)| (a % n, b % n)).collect();
            let succs = |b: Block| -> Vec<Block> {
                edges.iter().filter(|e| e.0 == b.index()).map(|e| Block(e.1 as u32)).collect()
            };
            let dom = DomTree::compute(n, Block(0), &succs);
            for a in 0..n {
                for b in 0..n {
                    prop_assert_eq!(
                        dom.dominates(Block(a as u32), Block(b as u32)),
                        brute_dominates(n, &edges, a, b),
                        "a={} b={} edges={:?}", a, b, edges
                    );
                }
                if dom.is_reachable(Block(a as u32)) && a != 0 {
                    let i = dom.idom(Block(a as u32)).unwrap();
                    prop_assert!(i != Block(a as u32) && dom.dominates(i, Block(a as u32)));
                }
            }
        }
    }

    #[test]
    fn quoting() {
        assert_eq!(quote_name("a.b_1"), "a.b_1");
        assert_eq!(quote_name("1x"), "\"1x\"");
        assert_eq!(quote_name("a b"), "\"a b\"");
    }
}
