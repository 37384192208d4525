//! Instructions: what each instruction is ([`InstKind`]) and its operands ([`InstData`]).
//!
//! Every instruction keeps all its SSA operands in one vector, [`InstData::args`], in the order
//! they appear in the text, and all its block operands in [`InstData::blocks`]. So def-use walks,
//! "replace all uses" and edge redirection work uniformly on every instruction:
//!
//! - `br i1 %c, label %t, label %f`: `args = [%c]`, `blocks = [t, f]`; `br label %d`: `blocks = [d]`.
//! - `switch i32 %x, label %d [ i32 1, label %a ... ]`: `args = [%x]`,
//!   `blocks = [d, a, ...]`, case values in [`InstKind::Switch`] (aligned with `blocks[1..]`).
//! - `phi`: `args[i]` flows in from `blocks[i]`.
//! - `call`: `args = [callee, call args..., bundle operands...]` (see [`CallInfo`]);
//!   `callbr` likewise, with `blocks = [default dest, indirect dests...]`.
//! - `getelementptr`: `args = [base, indices...]`; `store`: `args = [value, ptr]`;
//!   `cmpxchg`: `args = [ptr, cmp, new]`; `atomicrmw`: `args = [ptr, val]`; `alloca`: `args` is
//!   empty or `[array size]`.
//! - Debug records (`#dbg_value(...)`) are pseudo-instructions without a result
//!   ([`InstKind::DbgRecord`]); [`InstKind::is_debug`] lets analyses skip them.
//!
//! Invariant: only [`InstKind::Phi`] uses `blocks` as incoming blocks; for terminators, `blocks`
//! are exactly the successors (with repetition, in text order).

use crate::{Block, Const, MetaId, Sym, Type, Value};

crate::entity!(
    /// An instruction of a [`crate::Function`].
    Inst,
    "inst"
);

/// An instruction: kind, operands, result and attached metadata.
#[derive(Clone, Debug, PartialEq)]
pub struct InstData {
    /// What the instruction does, with its non-operand payload (flags, types, predicates).
    pub kind: InstKind,
    /// SSA operands in textual order (see the module docs for each instruction's layout).
    pub args: Vec<Value>,
    /// Block operands: successors of a terminator, or incoming blocks of a phi.
    pub blocks: Vec<Block>,
    /// The result value, for instructions that produce one (not for `void` calls, stores, ...).
    pub result: Option<Value>,
    /// Metadata attachments in text order, such as `!dbg !12` or `!tbaa !5` (kind name, node).
    pub md: Vec<(Sym, MetaId)>,
}

impl InstData {
    /// The SSA operands.
    #[inline]
    pub fn operands(&self) -> &[Value] {
        &self.args
    }
    /// The SSA operands, mutably (to rewrite uses in place).
    #[inline]
    pub fn operands_mut(&mut self) -> &mut [Value] {
        &mut self.args
    }
    /// Successor blocks of a terminator (empty for other instructions, including phis).
    pub fn successors(&self) -> &[Block] {
        if self.kind.is_terminator() {
            &self.blocks
        } else {
            &[]
        }
    }
    /// Successor blocks of a terminator, mutably (to redirect edges).
    pub fn successors_mut(&mut self) -> &mut [Block] {
        if self.kind.is_terminator() {
            &mut self.blocks
        } else {
            &mut []
        }
    }
    /// For a phi, its `(value, incoming block)` pairs.
    pub fn phi_incoming(&self) -> impl Iterator<Item = (Value, Block)> + '_ {
        let n = if matches!(self.kind, InstKind::Phi { .. }) { self.blocks.len() } else { 0 };
        self.args.iter().copied().zip(self.blocks.iter().copied()).take(n)
    }
    /// For a phi, keeps the `(value, incoming block)` entries whose block `keep` accepts, in
    /// their order; `keep` is called once per entry, first to last. O(entries). Not a phi: no
    /// change.
    pub fn retain_phi_incoming(&mut self, mut keep: impl FnMut(Block) -> bool) {
        if !matches!(self.kind, InstKind::Phi { .. }) {
            return;
        }
        let mut kept = 0;
        for k in 0..self.blocks.len() {
            if keep(self.blocks[k]) {
                // Everything in kept..k is dropped: swapping keeps the kept entries in order.
                self.blocks.swap(kept, k);
                self.args.swap(kept, k);
                kept += 1;
            }
        }
        self.blocks.truncate(kept);
        self.args.truncate(kept);
    }
    /// The metadata node attached under `kind` (for example the interned `dbg`), if any.
    pub fn attachment(&self, kind: Sym) -> Option<MetaId> {
        self.md.iter().find(|(k, _)| *k == kind).map(|(_, m)| *m)
    }
    /// For calls (`call` and `callbr`): the callee operand.
    pub fn callee(&self) -> Option<Value> {
        match self.kind {
            InstKind::Call(_) | InstKind::CallBr(_) => self.args.first().copied(),
            _ => None,
        }
    }
    /// For calls (`call` and `callbr`): the call arguments (without callee and bundle operands).
    pub fn call_args(&self) -> &[Value] {
        match &self.kind {
            InstKind::Call(c) | InstKind::CallBr(c) => {
                let end = self.args.len().saturating_sub(c.bundle_operand_count());
                self.args.get(1..end).unwrap_or(&[])
            }
            _ => &[],
        }
    }
}

/// What an instruction does, with its non-operand payload.
#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    /// Two-operand integer or float arithmetic and bitwise ops: `add nsw i32 %a, %b`.
    Binary {
        /// the operation
        op: BinOp,
        /// `nuw`, `nsw`, `exact`, `disjoint`
        flags: IntFlags,
        /// fast-math flags (float ops)
        fmf: FastMath,
    },
    /// `fneg`
    FNeg {
        /// fast-math flags
        fmf: FastMath,
    },
    /// `icmp PRED`
    ICmp {
        /// predicate
        pred: IntPred,
    },
    /// `fcmp FMF PRED`
    FCmp {
        /// predicate
        pred: FloatPred,
        /// fast-math flags
        fmf: FastMath,
    },
    /// `select`: `args = [cond, if_true, if_false]`.
    Select {
        /// fast-math flags
        fmf: FastMath,
    },
    /// `phi`: `args[i]` comes from `blocks[i]`.
    Phi {
        /// fast-math flags
        fmf: FastMath,
    },
    /// A cast `op VALUE to TYPE` (the destination type is the result's type).
    Cast {
        /// the operation
        op: CastOp,
        /// `nneg` (zext, uitofp), `nuw`/`nsw` (trunc)
        flags: IntFlags,
        /// fast-math flags (fptrunc, fpext, ...)
        fmf: FastMath,
    },
    /// `load`: `args = [ptr]`; the loaded type is the result's type.
    Load(MemInfo),
    /// `store`: `args = [value, ptr]`.
    Store(MemInfo),
    /// `alloca`: `args = []` or `[array size]`.
    Alloca {
        /// the allocated type
        ty: Type,
        /// address space (`addrspace(N)`), 0 when absent
        addrspace: u32,
        /// `align N`
        align: Option<u64>,
        /// `inalloca`
        inalloca: bool,
    },
    /// `getelementptr`: `args = [base, indices...]`.
    Gep {
        /// the source element type
        source_ty: Type,
        /// `inbounds`, `nuw`, `nusw`
        flags: GepFlags,
    },
    /// `extractvalue AGG, i, j, ...`: `args = [agg]`.
    ExtractValue {
        /// index path
        indices: Vec<u32>,
    },
    /// `insertvalue AGG, VAL, i, ...`: `args = [agg, val]`.
    InsertValue {
        /// index path
        indices: Vec<u32>,
    },
    /// `extractelement`: `args = [vec, idx]`.
    ExtractElement,
    /// `insertelement`: `args = [vec, elt, idx]`.
    InsertElement,
    /// `shufflevector`: `args = [v1, v2]`; mask elements, `-1` for `poison`/`undef`.
    ShuffleVector {
        /// the mask
        mask: Vec<i32>,
    },
    /// `freeze`: `args = [v]`.
    Freeze,
    /// `va_arg ptr %ap, TYPE`: `args = [ap]`.
    VaArg,
    /// `call` (including inline asm callees and intrinsics).
    Call(Box<CallInfo>),
    /// `atomicrmw`: `args = [ptr, val]`.
    AtomicRmw {
        /// the operation
        op: RmwOp,
        /// `volatile`
        volatile: bool,
        /// ordering and scope
        atomic: Atomic,
        /// `align N`
        align: Option<u64>,
    },
    /// `cmpxchg`: `args = [ptr, cmp, new]`; the result is `{ T, i1 }`.
    CmpXchg {
        /// `weak`
        weak: bool,
        /// `volatile`
        volatile: bool,
        /// success ordering and scope
        atomic: Atomic,
        /// failure ordering
        failure: Ordering,
        /// `align N`
        align: Option<u64>,
    },
    /// `fence`.
    Fence {
        /// ordering and scope
        atomic: Atomic,
    },
    /// `callbr`: a call that ends its block, `args` as for [`InstKind::Call`];
    /// `blocks = [default dest, indirect dests...]` (`to label %d [label %a, ...]`).
    CallBr(Box<CallInfo>),
    /// `br`: conditional when `args = [cond]` (then `blocks = [then, else]`), else `blocks = [dest]`.
    Br,
    /// `switch`: `args = [value]`, `blocks = [default, case dests...]`.
    Switch {
        /// case values, aligned with `blocks[1..]`
        cases: Vec<Const>,
    },
    /// `ret` with `args = []` (void) or `[value]`.
    Ret,
    /// `unreachable`
    Unreachable,
    /// A debug record `#dbg_value(...)`, `#dbg_declare(...)`, `#dbg_assign(...)` or `#dbg_label(...)`.
    DbgRecord(Box<DbgRecord>),
}

impl InstKind {
    /// Whether this instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Br
                | InstKind::Switch { .. }
                | InstKind::CallBr(_)
                | InstKind::Ret
                | InstKind::Unreachable
        )
    }
    /// The call-site payload of a `call` or `callbr`.
    pub fn call_info(&self) -> Option<&CallInfo> {
        match self {
            InstKind::Call(c) | InstKind::CallBr(c) => Some(c),
            _ => None,
        }
    }
    /// Whether this is a debug record (no semantics; analyses skip it).
    pub fn is_debug(&self) -> bool {
        matches!(self, InstKind::DbgRecord(_))
    }
    /// Whether this is a phi.
    pub fn is_phi(&self) -> bool {
        matches!(self, InstKind::Phi { .. })
    }
    /// The LLVM opcode name (`add`, `call`, `br`, ...; `#dbg_value` etc. for debug records).
    pub fn opcode_name(&self) -> &'static str {
        match self {
            InstKind::Binary { op, .. } => op.name(),
            InstKind::FNeg { .. } => "fneg",
            InstKind::ICmp { .. } => "icmp",
            InstKind::FCmp { .. } => "fcmp",
            InstKind::Select { .. } => "select",
            InstKind::Phi { .. } => "phi",
            InstKind::Cast { op, .. } => op.name(),
            InstKind::Load(_) => "load",
            InstKind::Store(_) => "store",
            InstKind::Alloca { .. } => "alloca",
            InstKind::Gep { .. } => "getelementptr",
            InstKind::ExtractValue { .. } => "extractvalue",
            InstKind::InsertValue { .. } => "insertvalue",
            InstKind::ExtractElement => "extractelement",
            InstKind::InsertElement => "insertelement",
            InstKind::ShuffleVector { .. } => "shufflevector",
            InstKind::Freeze => "freeze",
            InstKind::VaArg => "va_arg",
            InstKind::Call(_) => "call",
            InstKind::CallBr(_) => "callbr",
            InstKind::AtomicRmw { .. } => "atomicrmw",
            InstKind::CmpXchg { .. } => "cmpxchg",
            InstKind::Fence { .. } => "fence",
            InstKind::Br => "br",
            InstKind::Switch { .. } => "switch",
            InstKind::Ret => "ret",
            InstKind::Unreachable => "unreachable",
            InstKind::DbgRecord(r) => r.kind.name(),
        }
    }
}

/// Integer/cast flags. Each flag is only meaningful on the instructions LLVM allows it on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct IntFlags {
    /// `nuw`
    pub nuw: bool,
    /// `nsw`
    pub nsw: bool,
    /// `exact` (udiv, sdiv, lshr, ashr)
    pub exact: bool,
    /// `disjoint` (or)
    pub disjoint: bool,
    /// `nneg` (zext, uitofp)
    pub nneg: bool,
}

/// Fast-math flags as a bit set (see the associated constants).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FastMath(pub u8);

impl FastMath {
    /// `nnan`
    pub const NNAN: u8 = 1;
    /// `ninf`
    pub const NINF: u8 = 2;
    /// `nsz`
    pub const NSZ: u8 = 4;
    /// `arcp`
    pub const ARCP: u8 = 8;
    /// `contract`
    pub const CONTRACT: u8 = 16;
    /// `afn`
    pub const AFN: u8 = 32;
    /// `reassoc`
    pub const REASSOC: u8 = 64;
    /// All seven flags (`fast`).
    pub const FAST: u8 = 127;
    /// Flag names in LLVM's printing order.
    pub const NAMES: [(u8, &'static str); 7] = [
        (Self::REASSOC, "reassoc"),
        (Self::NNAN, "nnan"),
        (Self::NINF, "ninf"),
        (Self::NSZ, "nsz"),
        (Self::ARCP, "arcp"),
        (Self::CONTRACT, "contract"),
        (Self::AFN, "afn"),
    ];
    /// The flag bit for a keyword, `fast` included.
    pub fn from_keyword(s: &str) -> Option<u8> {
        if s == "fast" {
            return Some(Self::FAST);
        }
        Self::NAMES.iter().find(|(_, n)| *n == s).map(|(b, _)| *b)
    }
    /// Whether no flag is set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Flags of `getelementptr`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GepFlags {
    /// `inbounds`
    pub inbounds: bool,
    /// `nusw`
    pub nusw: bool,
    /// `nuw`
    pub nuw: bool,
}

/// Memory access details of a load or store.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MemInfo {
    /// `volatile`
    pub volatile: bool,
    /// `align N`
    pub align: Option<u64>,
    /// `atomic [syncscope("s")] ORDERING` when atomic.
    pub atomic: Option<Atomic>,
}

/// An atomic ordering with its synchronization scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Atomic {
    /// the ordering
    pub ordering: Ordering,
    /// `syncscope("NAME")`; `None` is the default system scope
    pub scope: Option<Sym>,
}

/// Atomic memory orderings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum Ordering {
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
    /// Parses the keyword.
    pub fn from_keyword(s: &str) -> Option<Self> {
        Some(match s {
            "unordered" => Ordering::Unordered,
            "monotonic" => Ordering::Monotonic,
            "acquire" => Ordering::Acquire,
            "release" => Ordering::Release,
            "acq_rel" => Ordering::AcqRel,
            "seq_cst" => Ordering::SeqCst,
            _ => return None,
        })
    }
}

macro_rules! keyword_enum {
    ($(#[$attr:meta])* $name:ident { $($var:ident = $kw:expr),* $(,)? }) => {
        $(#[$attr])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum $name { $($var),* }
        impl $name {
            /// All variants.
            pub const ALL: &'static [$name] = &[$($name::$var),*];
            /// The LLVM keyword.
            pub fn name(self) -> &'static str {
                match self { $($name::$var => $kw),* }
            }
            /// Parses the LLVM keyword.
            pub fn from_keyword(s: &str) -> Option<Self> {
                match s { $($kw => Some($name::$var),)* _ => None }
            }
        }
    };
}

keyword_enum!(
    /// Binary operations.
    BinOp {
        Add = "add", Sub = "sub", Mul = "mul", UDiv = "udiv", SDiv = "sdiv", URem = "urem",
        SRem = "srem", Shl = "shl", LShr = "lshr", AShr = "ashr", And = "and", Or = "or",
        Xor = "xor", FAdd = "fadd", FSub = "fsub", FMul = "fmul", FDiv = "fdiv", FRem = "frem",
    }
);

impl BinOp {
    /// Whether this is a floating-point operation.
    pub fn is_float(self) -> bool {
        matches!(self, BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem)
    }
}

keyword_enum!(
    /// Cast operations.
    CastOp {
        Trunc = "trunc", ZExt = "zext", SExt = "sext", FPTrunc = "fptrunc", FPExt = "fpext",
        FPToUI = "fptoui", FPToSI = "fptosi", UIToFP = "uitofp", SIToFP = "sitofp",
        PtrToInt = "ptrtoint", IntToPtr = "inttoptr", BitCast = "bitcast",
        AddrSpaceCast = "addrspacecast",
    }
);

keyword_enum!(
    /// `icmp` predicates.
    IntPred {
        Eq = "eq", Ne = "ne", Ugt = "ugt", Uge = "uge", Ult = "ult", Ule = "ule",
        Sgt = "sgt", Sge = "sge", Slt = "slt", Sle = "sle",
    }
);

keyword_enum!(
    /// `fcmp` predicates.
    FloatPred {
        False = "false", Oeq = "oeq", Ogt = "ogt", Oge = "oge", Olt = "olt", Ole = "ole",
        One = "one", Ord = "ord", Ueq = "ueq", Ugt = "ugt", Uge = "uge", Ult = "ult",
        Ule = "ule", Une = "une", Uno = "uno", True = "true",
    }
);

keyword_enum!(
    /// `atomicrmw` operations.
    RmwOp {
        Xchg = "xchg", Add = "add", Sub = "sub", And = "and", Nand = "nand", Or = "or",
        Xor = "xor", Max = "max", Min = "min", UMax = "umax", UMin = "umin", FAdd = "fadd",
        FSub = "fsub", FMax = "fmax", FMin = "fmin", UIncWrap = "uinc_wrap",
        UDecWrap = "udec_wrap",
    }
);

keyword_enum!(
    /// Tail-call markers.
    TailKind { None = "", Tail = "tail", MustTail = "musttail", NoTail = "notail" }
);

keyword_enum!(
    /// Kinds of debug records.
    DbgRecordKind {
        Value = "#dbg_value", Declare = "#dbg_declare", Assign = "#dbg_assign", Label = "#dbg_label",
    }
);

/// One attribute as written (`noundef`, `align 4`, `"target-cpu"="sm_70"`, `memory(none)`), or a
/// reference to an attribute group (`#0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Attr {
    /// The attribute's text, interned.
    Item(Sym),
    /// `#N`: attribute group number `N` of the module.
    Group(u32),
}

/// A list of attributes in text order.
pub type AttrList = Vec<Attr>;

/// Calling conventions, kept as written (`ptx_kernel`, `amdgpu_kernel`, `spir_func`, `cc 71`).
pub type CallConv = Option<Sym>;

/// The payload of a `call`.
#[derive(Clone, Debug, PartialEq)]
pub struct CallInfo {
    /// `tail`, `musttail`, `notail` or none
    pub tail: TailKind,
    /// fast-math flags
    pub fmf: FastMath,
    /// calling convention, if any
    pub cconv: CallConv,
    /// return attributes
    pub ret_attrs: AttrList,
    /// the function type called (`RET (PARAMS...)`)
    pub fn_ty: Type,
    /// whether the text spelled out the full function type (needed for varargs callees)
    pub explicit_fn_ty: bool,
    /// attributes of each call argument, aligned with [`InstData::call_args`]
    pub arg_attrs: Vec<AttrList>,
    /// function attributes after the argument list (`#3`, `nounwind`, ...)
    pub fn_attrs: AttrList,
    /// operand bundles in order; their operands are the last values of `args`
    pub bundles: Vec<Bundle>,
    /// address space of the callee (`addrspace(N)` after the return type), when written
    pub addrspace: Option<u32>,
}

impl CallInfo {
    /// Total number of bundle operands at the end of `args`.
    pub fn bundle_operand_count(&self) -> usize {
        self.bundles.iter().map(|b| b.operands as usize).sum()
    }
}

/// An operand bundle `"tag"(T %v, ...)`; its operands are stored in the call's `args`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bundle {
    /// the tag
    pub tag: Sym,
    /// number of operands
    pub operands: u32,
}

/// The payload of a debug record. Value positions (`dbg_value`'s location, `dbg_assign`'s value
/// and address) are in the instruction's `args`; metadata positions are `fields`.
#[derive(Clone, Debug, PartialEq)]
pub struct DbgRecord {
    /// which record
    pub kind: DbgRecordKind,
    /// each field in order: `None` takes the next value of `args` (or, for a field listed in
    /// `arg_lists`, the next values), `Some(m)` is a metadata node
    pub fields: Vec<Option<MetaId>>,
    /// `!DIArgList(T %a, T %b, ...)` location fields: `(field index, number of values)`; their
    /// values are taken from `args` in order like single values
    pub arg_lists: Vec<(u32, u32)>,
}

impl DbgRecord {
    /// The number of values field `j` takes from the instruction's `args` (0 for a metadata
    /// field, the list length for a `!DIArgList`, else 1).
    pub fn field_values(&self, j: usize) -> usize {
        match self.fields.get(j) {
            Some(None) => {
                self.arg_lists.iter().find(|(k, _)| *k as usize == j).map_or(1, |(_, n)| *n as usize)
            }
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phi(entries: &[(u32, u32)]) -> InstData {
        InstData {
            kind: InstKind::Phi { fmf: Default::default() },
            args: entries.iter().map(|&(v, _)| Value(v)).collect(),
            blocks: entries.iter().map(|&(_, b)| Block(b)).collect(),
            result: Some(Value(99)),
            md: Vec::new(),
        }
    }

    #[test]
    fn retain_phi_incoming_keeps_pairs_together_in_order() {
        let mut d = phi(&[(10, 1), (11, 2), (12, 1), (13, 3), (14, 2)]);
        d.retain_phi_incoming(|b| b != Block(2));
        assert_eq!(
            d.phi_incoming().collect::<Vec<_>>(),
            [(Value(10), Block(1)), (Value(12), Block(1)), (Value(13), Block(3))]
        );
        d.retain_phi_incoming(|_| false);
        assert_eq!(d.phi_incoming().count(), 0);
        assert!(d.args.is_empty());
    }

    #[test]
    fn retain_phi_incoming_leaves_other_instructions_alone() {
        let mut d = phi(&[(10, 1), (11, 2)]);
        d.kind = InstKind::Br;
        d.retain_phi_incoming(|_| false);
        assert_eq!(d.blocks, [Block(1), Block(2)]);
    }
}
