//! The pre-decoder: an IR function becomes a compact instruction list the interpreter runs
//! without looking at the IR again.
//!
//! - Every SSA value (argument, instruction result, constant) gets a dense range of registers,
//!   one register per scalar *leaf* (vectors, arrays and structs are flattened in order). A
//!   register holds a leaf's bits zero-extended to 64 bits (integers of width `w` keep bits
//!   `w..64` zero; `float` is its 32 bits; pointers are tagged addresses, see [`crate::memory`]).
//! - Constants are evaluated once into a per-function register template copied into each new
//!   frame; `undef` and `poison` are zero (the documented deterministic choice).
//! - Blocks are numbered densely in layout order; branches name *edges*, and each edge carries
//!   the phis of its target as a parallel copy.
//! - Each branch block records its reconvergence point for the `ipdom` and `deferred` policies,
//!   and each edge whether it is a back edge (its target dominates its source). Both come from
//!   the analysis session's facts of the function (`warpflow_analysis::reconvergence`, the
//!   dominator tree), on the IR's CFG: decoded block `k` is node `k` of that CFG. (A terminator
//!   the decoder cannot run still has its IR successors there; running it stops the run.)
//!
//! Instructions the emulator does not implement become [`Op::Unsupported`], which stops the run
//! with an error naming the function, block and instruction if it is ever executed.
//!
//! Invariants: register numbers in ops are `< nregs`; edge and block indices are in range;
//! side-table ranges lie inside their tables.

use crate::exec::semantics as sem;
use crate::memory::{self, TAG_CONST, TAG_GLOBAL, TAG_SHARED};
use crate::names::{self, Builtin, ClAtomic};
use std::collections::HashMap;
use warpflow_analysis::facts::FunctionFacts;
use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_analysis::session::{ModuleSession, View};
use warpflow_analysis::uniformity::{LaunchFacts, Options};
use warpflow_ir::{
    BinOp, Block, CastOp, Const, ConstExpr, ConstKind, DataLayout, FloatPred, FuncId, Function, Inst,
    InstKind, IntPred, Module, RmwOp, Type, TypeData, Value, ValueDef,
};
use warpflow_target::{AddressSpaceKind, CostClass, TargetModel};

/// Marker for "no register".
pub const NOREG: u32 = u32::MAX;
/// Reconvergence point meaning "when the function returns".
pub const RP_EXIT: u32 = u32::MAX;

// The operation kinds are defined with their value semantics (shared with the constant
// evaluator below).
pub use crate::exec::semantics::{CastK, FOp, IOp, RmwK};

/// How an op is counted in the statistics and the cycle model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// The target model's cost class of the IR instruction the op comes from (a builtin's entry
    /// for calls, the address space for memory accesses). [`CostClass::Free`] ops are not
    /// issued (helper moves, markers).
    Fixed(CostClass),
    /// A load or store through a generic pointer: counted in the class of the address space the
    /// first active lane's address is in.
    Generic,
}

impl Class {
    /// Not issued.
    pub const FREE: Class = Class::Fixed(CostClass::Free);
}

/// One decoded operation. Registers are `u32` indices into the frame's register file.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Op {
    IBin {
        op: IOp,
        d: u32,
        a: u32,
        b: u32,
        bits: u8,
    },
    FBin {
        op: FOp,
        d: u32,
        a: u32,
        b: u32,
        dbl: bool,
    },
    FNeg {
        d: u32,
        a: u32,
        dbl: bool,
    },
    ICmp {
        pred: IntPred,
        d: u32,
        a: u32,
        b: u32,
        bits: u8,
    },
    FCmp {
        pred: FloatPred,
        d: u32,
        a: u32,
        b: u32,
        dbl: bool,
    },
    Select {
        d: u32,
        c: u32,
        a: u32,
        b: u32,
        n: u32,
    },
    Mov {
        d: u32,
        s: u32,
        n: u32,
    },
    Cast {
        k: CastK,
        d: u32,
        a: u32,
        from: u8,
        to: u8,
    },
    /// `d = base + offset + sum(sext(idx) * scale)` over `gep_terms[start..start+len]`
    Gep {
        d: u32,
        base: u32,
        start: u32,
        len: u32,
        offset: i64,
    },
    /// load leaves `leaves[start..start+n]` from address `p` into `d..d+n`
    Load {
        d: u32,
        p: u32,
        start: u32,
        n: u32,
        atomic: bool,
    },
    Store {
        v: u32,
        p: u32,
        start: u32,
        n: u32,
        atomic: bool,
    },
    Alloca {
        d: u32,
        size: u64,
        align: u32,
        count: u32,
        count_bits: u8,
    },
    ExtractDyn {
        d: u32,
        v: u32,
        n: u32,
        idx: u32,
        bits: u8,
    },
    InsertDyn {
        d: u32,
        v: u32,
        n: u32,
        e: u32,
        idx: u32,
        bits: u8,
    },
    /// call defined function `func` with argument registers `call_args[start..start+len]`
    Call {
        func: u32,
        start: u32,
        len: u32,
        d: u32,
        nret: u32,
    },
    Sreg {
        d: u32,
        which: names::Sreg,
        arg: u32,
    },
    Barrier {
        id: u32,
    },
    WarpSync {
        mask: u32,
    },
    Shfl {
        mode: names::ShflMode,
        d: u32,
        pd: u32,
        mask: u32,
        v: u32,
        b: u32,
        c: u32,
    },
    Vote {
        mode: names::VoteMode,
        d: u32,
        mask: u32,
        p: u32,
    },
    ActiveMask {
        d: u32,
    },
    Fma {
        d: u32,
        a: u32,
        b: u32,
        c: u32,
        dbl: bool,
    },
    FUn {
        op: names::FUnary,
        d: u32,
        a: u32,
        dbl: bool,
    },
    FBi {
        op: names::FBinary,
        d: u32,
        a: u32,
        b: u32,
        dbl: bool,
    },
    IMath {
        op: names::IMath,
        d: u32,
        a: u32,
        b: u32,
        bits: u8,
    },
    Memcpy {
        dst: u32,
        src: u32,
        len: u32,
        len_bits: u8,
    },
    Memset {
        dst: u32,
        val: u32,
        len: u32,
        len_bits: u8,
    },
    /// `d = old` (d may be NOREG); the operand is `v` (or NOREG with `imm`)
    Rmw {
        op: RmwK,
        d: u32,
        p: u32,
        v: u32,
        size: u8,
        imm: u64,
    },
    /// `d = old`, `d + 1 = success` (when `pair`), else `d = old` only
    CmpXchg {
        d: u32,
        p: u32,
        cmp: u32,
        new: u32,
        size: u8,
        pair: bool,
    },
    Fence,
    Nop,
    Br {
        e: u32,
    },
    CondBr {
        c: u32,
        t: u32,
        f: u32,
    },
    /// cases `switch_cases[start..start+n]`, default edge `default`
    Switch {
        v: u32,
        start: u32,
        n: u32,
        default: u32,
    },
    Ret {
        v: u32,
        n: u32,
    },
    Unreachable,
    /// An instruction the emulator does not implement; `msg` indexes [`DFunc::messages`].
    Unsupported {
        msg: u32,
    },
}

impl Op {
    /// Whether this op ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            Op::Br { .. } | Op::CondBr { .. } | Op::Switch { .. } | Op::Ret { .. } | Op::Unreachable
        )
    }
}

/// A leaf of a memory access: byte offset, size in bytes, and the address space whose tag a
/// loaded 32-bit pointer gets back (0: not a narrow pointer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemLeaf {
    /// offset from the access's address
    pub offset: u32,
    /// size in bytes (1, 2, 4 or 8)
    pub size: u8,
    /// for 4-byte pointers: the tag to put back when loading
    pub retag: u8,
}

/// A control-flow edge: its target and the phi copies done when it is taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    /// target block
    pub target: u32,
    /// copies `(dst, src)` into `DFunc::copies[start..start+len]`, executed in parallel
    pub start: u32,
    /// number of copies
    pub len: u32,
    /// whether the target dominates the source (a loop back edge)
    pub back: bool,
    /// whether the copies may run one after the other, straight into their destinations: no
    /// copy reads a register another copy of the edge changes (a copy of a register into
    /// itself changes nothing). Otherwise they go through scratch, as a parallel copy must.
    pub direct: bool,
}

/// A decoded block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DBlock {
    /// index of the first op in [`DFunc::code`]
    pub start: u32,
    /// the block's name (`%7`, `%for.body`)
    pub name: String,
    /// reconvergence point of its terminator under `ipdom`/`its` (a block or [`RP_EXIT`])
    pub rp_ipdom: u32,
    /// reconvergence point under `deferred`
    pub rp_deferred: u32,
}

/// A decoded function.
#[derive(Clone, Debug)]
pub struct DFunc {
    /// the function's name
    pub name: String,
    /// the IR function
    pub id: FuncId,
    /// number of registers
    pub nregs: u32,
    /// initial value of every register (constants; zero elsewhere)
    pub reg_init: Vec<u64>,
    /// first register and leaf count of each parameter
    pub params: Vec<(u32, u32)>,
    /// the ops of all blocks, each block's ops contiguous
    pub code: Vec<Op>,
    /// cost class per op
    pub class: Vec<Class>,
    /// IR instruction per op (for error messages and statistics)
    pub inst: Vec<Inst>,
    /// block of each op
    pub op_block: Vec<u32>,
    /// blocks in layout order
    pub blocks: Vec<DBlock>,
    /// edges
    pub edges: Vec<Edge>,
    /// phi copies
    pub copies: Vec<(u32, u32)>,
    /// GEP terms `(index register, index bits, scale)`
    pub gep_terms: Vec<(u32, u8, i64)>,
    /// memory leaves of loads and stores
    pub leaves: Vec<MemLeaf>,
    /// call argument registers
    pub call_args: Vec<u32>,
    /// switch cases `(value, edge)`
    pub switch_cases: Vec<(u64, u32)>,
    /// messages of unsupported instructions
    pub messages: Vec<String>,
}

/// Where a module global lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalPlacement {
    /// the global's name
    pub name: String,
    /// its tagged address
    pub addr: u64,
}

/// A region of global or constant memory holding a module global.
#[derive(Clone, Debug)]
pub struct GlobalRegion {
    /// the global's name
    pub name: String,
    /// initial contents
    pub init: Vec<u8>,
    /// whether stores are forbidden (`constant` globals)
    pub read_only: bool,
}

/// A decoded program: the kernel and every function it may call, plus the memory layout of
/// module globals.
#[derive(Clone, Debug)]
pub struct Program {
    /// decoded functions; the kernel is `funcs[0]`
    pub funcs: Vec<DFunc>,
    /// module globals placed in global/constant memory, region `i` is `regions[i]`
    pub regions: Vec<GlobalRegion>,
    /// static shared memory size in bytes (dynamic shared memory starts here)
    pub shared_static: u64,
    /// initial contents of static shared memory
    pub shared_init: Vec<u8>,
    /// parameter types of the kernel, as leaves: `(is pointer, bits)`
    pub kernel_params: Vec<ParamKind>,
    /// barrier ids: `(function index, op index)` of each barrier op
    pub barriers: Vec<(u32, u32)>,
    /// the module's globals and their addresses
    pub globals: Vec<GlobalPlacement>,
}

/// The kind of a kernel parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// a pointer in the given address space
    Ptr(u32),
    /// an integer of the given width
    Int(u32),
    /// `float`
    F32,
    /// `double`
    F64,
    /// anything else (aggregates passed by value, ...)
    Other,
}

/// Errors of decoding.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// The kernel is not a function defined in the module.
    #[error("kernel `{0}` is not a function defined in the module")]
    NoKernel(String),
    /// A called function has no body.
    #[error("function `{0}` has no body")]
    NoBody(String),
    /// Something about the module cannot be represented.
    #[error("{0}")]
    Unsupported(String),
}

/// Scalar leaf types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LeafTy {
    Int(u32),
    F32,
    F64,
    Ptr(u32),
}

/// Type sizes, alignments and field offsets from the module's data layout
/// ([`warpflow_ir::DataLayout`], see [`data_layout`]), and the decoder's own flattening of
/// values into scalar leaves.
struct TyLayout<'m> {
    m: &'m Module,
    dl: DataLayout,
}

/// The data layout the emulator lays memory out by: the module's `target datalayout`; for a
/// module without one, the layout LLVM 19's target machine gives its triple
/// (`warpflow_target::Target::llvm19_default_datalayout`); for a module without a triple (taken
/// as NVPTX, see [`target_model`]) or a SPIR one (no target machine in LLVM 19), clang-19's
/// nvptx64 layout, whose integer, float and 64-bit pointer rules are clang-19's spir64 ones too.
pub fn data_layout(m: &Module) -> DataLayout {
    const NVPTX64: &str = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";
    let s = match (&m.datalayout, &m.triple) {
        (Some(dl), _) => dl.as_str(),
        (None, Some(t)) => Some(warpflow_target::Target::llvm19_default_datalayout(t))
            .filter(|d| !d.is_empty())
            .unwrap_or(NVPTX64),
        (None, None) => NVPTX64,
    };
    DataLayout::parse(s)
}

impl<'m> TyLayout<'m> {
    fn new(m: &'m Module) -> Self {
        TyLayout { m, dl: data_layout(m) }
    }

    fn ptr_size(&self, space: u32) -> u64 {
        self.dl.pointer_size(space)
    }

    /// (alloc size, ABI alignment) in bytes; `None` for unsized or unsupported types.
    fn size_align(&self, t: Type) -> Option<(u64, u64)> {
        self.dl.size_align(&self.m.types, t)
    }

    /// Alloc size in bytes (the stride of arrays and `getelementptr`).
    fn size(&self, t: Type) -> Option<u64> {
        self.dl.alloc_size(&self.m.types, t)
    }

    /// Byte offset of struct field `i`.
    fn field_offset(&self, t: Type, i: usize) -> Option<u64> {
        self.dl.field_offset(&self.m.types, t, i)
    }

    /// Flattened scalar leaves with their byte offsets.
    fn leaves(&self, t: Type, base: u64, out: &mut Vec<(u64, LeafTy)>, depth: u32) -> Option<()> {
        if depth > 64 || out.len() > 4096 {
            return None;
        }
        match self.m.types.data(t) {
            TypeData::Int(n) if *n <= 64 => out.push((base, LeafTy::Int(*n))),
            TypeData::Float => out.push((base, LeafTy::F32)),
            TypeData::Double => out.push((base, LeafTy::F64)),
            TypeData::Ptr(a) => out.push((base, LeafTy::Ptr(*a))),
            TypeData::Vector { len, elem, scalable: false } => {
                let es = self.size(*elem)?;
                if matches!(self.m.types.data(*elem), TypeData::Int(n) if *n % 8 != 0) {
                    return None;
                }
                for i in 0..*len as u64 {
                    self.leaves(*elem, base + i * es, out, depth + 1)?;
                }
            }
            TypeData::Array { len, elem } => {
                let es = self.size(*elem)?;
                for i in 0..*len {
                    self.leaves(*elem, base + i * es, out, depth + 1)?;
                }
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let n = self.m.types.struct_fields(t)?.len();
                for i in 0..n {
                    let f = self.m.types.struct_fields(t)?[i];
                    let off = self.field_offset(t, i)?;
                    self.leaves(f, base + off, out, depth + 1)?;
                }
            }
            _ => return None,
        }
        Some(())
    }

    fn leaf_list(&self, t: Type) -> Option<Vec<(u64, LeafTy)>> {
        let mut v = Vec::new();
        self.leaves(t, 0, &mut v, 0)?;
        Some(v)
    }

    fn leaf_count(&self, t: Type) -> Option<u32> {
        if self.m.types.is_void(t) || matches!(self.m.types.data(t), TypeData::Metadata | TypeData::Label) {
            return Some(0);
        }
        self.leaf_list(t).map(|l| l.len() as u32)
    }
}

fn leaf_size(l: LeafTy, lay: &TyLayout) -> u8 {
    match l {
        LeafTy::Int(n) => (n.div_ceil(8).max(1) as u64).next_power_of_two() as u8,
        LeafTy::F32 => 4,
        LeafTy::F64 => 8,
        LeafTy::Ptr(a) => lay.ptr_size(a) as u8,
    }
}

pub(crate) use crate::exec::semantics::{mask_bits, sext};

/// The kind of address space `space` on the module's target (unknown spaces: global).
fn space_kind(model: &TargetModel, space: u32) -> AddressSpaceKind {
    model.address_space(space).map_or(AddressSpaceKind::Global, |a| a.kind)
}

/// The address tag of a pointer into address space `space` (generic pointers carry the tag of
/// what they point to; a generic integer-to-pointer cast is taken as global).
fn tag_for_space(model: &TargetModel, space: u32) -> u64 {
    match space_kind(model, space) {
        AddressSpaceKind::Shared => TAG_SHARED,
        AddressSpaceKind::Constant => TAG_CONST,
        AddressSpaceKind::Private => memory::TAG_PRIVATE,
        _ => TAG_GLOBAL,
    }
}

/// Module-level state while decoding: global placement and constant evaluation.
struct Ctx<'m> {
    m: &'m Module,
    model: TargetModel,
    lay: TyLayout<'m>,
    global_addr: HashMap<u32, u64>,
}

impl<'m> Ctx<'m> {
    /// Evaluates a constant into its leaves.
    fn const_leaves(&self, c: Const, out: &mut Vec<u64>, depth: u32) -> Result<(), String> {
        if depth > 64 {
            return Err("constant nested too deeply".into());
        }
        let data = self.m.const_data(c);
        let ty = data.ty;
        match &data.kind {
            ConstKind::Int(v) => out.push(mask_bits(*v as u64, self.lay.m.types.int_width(ty).unwrap_or(64))),
            ConstKind::Float(bits) => match self.m.types.data(ty) {
                TypeData::Float | TypeData::Double => out.push(*bits as u64),
                _ => return Err("unsupported floating-point type".into()),
            },
            ConstKind::Null
            | ConstKind::Undef
            | ConstKind::Poison
            | ConstKind::Zero
            | ConstKind::NoneToken => {
                let n = self.lay.leaf_count(ty).ok_or("unsupported constant type")?;
                out.extend(std::iter::repeat_n(0, n as usize));
            }
            ConstKind::Array(cs) | ConstKind::Vector(cs) | ConstKind::Struct(cs) => {
                for &e in cs {
                    self.const_leaves(e, out, depth + 1)?;
                }
            }
            ConstKind::Bytes(b) => out.extend(b.iter().map(|&x| x as u64)),
            ConstKind::Global(g) => {
                out.push(*self.global_addr.get(&g.0).ok_or("reference to an unplaced global")?);
            }
            ConstKind::Func(f) => out.push(memory::TAG_FUNC << memory::TAG_SHIFT | f.0 as u64),
            ConstKind::Expr(e) => out.push(self.const_expr(e, ty, depth)?),
            ConstKind::WideInt(_) => return Err("integer constant wider than 64 bits".into()),
            ConstKind::BlockAddress { .. } => return Err("blockaddress constant".into()),
            ConstKind::InlineAsm(_) => return Err("inline assembly".into()),
        }
        Ok(())
    }

    fn const_scalar(&self, c: Const, depth: u32) -> Result<u64, String> {
        let mut v = Vec::new();
        self.const_leaves(c, &mut v, depth + 1)?;
        if v.len() != 1 {
            return Err("expected a scalar constant".into());
        }
        Ok(v[0])
    }

    fn const_expr(&self, e: &ConstExpr, ty: Type, depth: u32) -> Result<u64, String> {
        match e {
            ConstExpr::Gep { source_ty, operands, .. } => {
                let mut addr = self.const_scalar(*operands.first().ok_or("empty gep")?, depth)?;
                let mut cur = *source_ty;
                for (k, &ix) in operands[1..].iter().enumerate() {
                    let bits = self.m.types.int_width(self.m.const_type(ix)).unwrap_or(64);
                    let raw = self.const_scalar(ix, depth)?;
                    if k == 0 {
                        let scale = self.lay.size(cur).ok_or("unsized gep type")? as i64;
                        addr = sem::gep_term(addr, raw, bits, scale);
                        continue;
                    }
                    match self.m.types.data(cur) {
                        TypeData::Struct { .. } | TypeData::Named(_) => {
                            let i = sext(raw, bits);
                            let field = self.lay.field_offset(cur, i as usize).ok_or("bad struct index")?;
                            addr = addr.wrapping_add(field);
                            cur = self.m.types.member(cur, i as u64).ok_or("bad struct index")?;
                        }
                        _ => {
                            cur = self.m.types.member(cur, 0).ok_or("bad gep index")?;
                            let scale = self.lay.size(cur).ok_or("unsized")? as i64;
                            addr = sem::gep_term(addr, raw, bits, scale);
                        }
                    }
                }
                Ok(addr)
            }
            ConstExpr::Cast { op, operand } => {
                let v = self.const_scalar(*operand, depth)?;
                let from = self.m.types.int_width(self.m.const_type(*operand)).unwrap_or(64);
                let to = self.m.types.int_width(ty).unwrap_or(64);
                // The executor's cast (`ptrtoint` is a truncation to the integer's width);
                // `inttoptr` of a constant integer also gets the tag of the pointer's space,
                // which an integer computed at run time (from a pointer) already carries.
                let k = match op {
                    CastOp::Trunc | CastOp::PtrToInt => CastK::Trunc,
                    CastOp::ZExt | CastOp::BitCast | CastOp::AddrSpaceCast => CastK::Copy,
                    CastOp::SExt => CastK::SExt,
                    CastOp::IntToPtr => {
                        return Ok(match self.m.types.ptr_addrspace(ty) {
                            Some(a) if v >> memory::TAG_SHIFT == 0 && v != 0 => {
                                v | tag_for_space(&self.model, a) << memory::TAG_SHIFT
                            }
                            _ => v,
                        })
                    }
                    _ => return Err(format!("constant cast `{}`", op.name())),
                };
                Ok(sem::cast(k, v, from, to))
            }
            ConstExpr::Binary { op, lhs, rhs, .. } => {
                let a = self.const_scalar(*lhs, depth)?;
                let b = self.const_scalar(*rhs, depth)?;
                let bits = self.m.types.int_width(ty).unwrap_or(64);
                // The executor's integer operation (LLVM 19 keeps `add`, `sub`, `mul`, `xor`
                // and `shl` as constant expressions; the others fold the same way).
                let iop = int_op(*op).ok_or_else(|| format!("constant expression `{}`", op.name()))?;
                sem::int_binary(iop, a, b, bits)
                    .map_err(|sem::DivisionByZero| "constant integer division by zero".to_string())
            }
            ConstExpr::ExtractElement { vec, index } => {
                let mut v = Vec::new();
                self.const_leaves(*vec, &mut v, depth + 1)?;
                let i = self.const_scalar(*index, depth)? as usize;
                Ok(v.get(i).copied().unwrap_or(0))
            }
        }
    }

    /// Writes constant `c` as bytes at `off` of `buf`.
    fn write_const(&self, c: Const, buf: &mut [u8], off: u64) -> Result<(), String> {
        let ty = self.m.const_type(c);
        let leaves = self.lay.leaf_list(ty).ok_or("unsupported initializer type")?;
        let mut vals = Vec::new();
        self.const_leaves(c, &mut vals, 0)?;
        if let ConstKind::Bytes(b) = &self.m.const_data(c).kind {
            let o = off as usize;
            buf.get_mut(o..o + b.len()).ok_or("initializer out of range")?.copy_from_slice(b);
            return Ok(());
        }
        for ((lo, lt), v) in leaves.iter().zip(vals) {
            let size = leaf_size(*lt, &self.lay) as usize;
            let o = (off + lo) as usize;
            buf.get_mut(o..o + size)
                .ok_or("initializer out of range")?
                .copy_from_slice(&v.to_le_bytes()[..size]);
        }
        Ok(())
    }
}

/// The target model of the module's triple; a module without a triple is taken as NVPTX (the
/// corpus's CUDA target; hand-written test modules often omit the triple).
pub fn target_model(m: &Module) -> Result<TargetModel, DecodeError> {
    match &m.triple {
        Some(t) => TargetModel::for_triple(t).map_err(|e| DecodeError::Unsupported(e.to_string())),
        None => Ok(TargetModel::new(warpflow_target::Target::Nvptx)),
    }
}

/// Decodes the kernel `kernel` of `m` and every function it calls directly, with the CFG facts
/// of an as-written [`ModuleSession`] over `m` (see [`decode_in`]).
pub fn decode(m: &Module, kernel: &str) -> Result<Program, DecodeError> {
    let s = ModuleSession::new(m.clone(), View::AsWritten, Options::default(), LaunchFacts::default())
        .map_err(|e| DecodeError::Unsupported(e.to_string()))?;
    decode_in(&s, kernel)
}

/// Decodes the kernel `kernel` of the session's module ([`ModuleSession::module`]) and every
/// function it calls directly, as the user wrote them ([`ModuleSession::written_function`]: in
/// a promoted session the emulator still runs the given instructions, stack slots included, so
/// `run` counts what the file holds whichever view the caller analyses). Reconvergence points
/// come from the session's [`ModuleSession::reconvergence`], back edges from its dominator
/// trees, block names from its [`ModuleSession::written_cfg`] (the user's file); decoded block
/// `k` is node `k` of the function's CFG (layout order). The facts are those of the analysed
/// body, which in the promoted view has the written body's blocks, edges and terminators in the
/// same order (promotion adds phis and removes slot accesses only), so they are the written
/// body's facts too.
pub fn decode_in(s: &ModuleSession, kernel: &str) -> Result<Program, DecodeError> {
    let m = s.module();
    let kid = m.func_by_name(kernel).ok_or_else(|| DecodeError::NoKernel(kernel.to_string()))?;
    if !m.funcs[kid].is_definition {
        return Err(DecodeError::NoKernel(kernel.to_string()));
    }
    let lay = TyLayout::new(m);
    let model = target_model(m)?;
    // Place globals.
    let mut ctx = Ctx { m, model, lay, global_addr: HashMap::new() };
    let mut regions: Vec<GlobalRegion> = Vec::new();
    let mut shared_static = 0u64;
    let mut shared_globals = Vec::new();
    let mut dynamic_shared = Vec::new();
    let mut placements = Vec::new();
    for (gid, g) in m.globals.iter() {
        let name = m.global_name(gid).to_string();
        if warpflow_ir::is_llvm_reserved_name(&name) {
            continue;
        }
        let size = ctx.lay.size_align(g.value_ty);
        let kind = space_kind(&ctx.model, g.props.addrspace);
        if kind == AddressSpaceKind::Shared {
            let (size, align) = size.unwrap_or((0, 1));
            if size == 0 && g.init.is_none() {
                dynamic_shared.push(gid);
                continue;
            }
            let align = align.max(g.props.align.unwrap_or(1)).max(1);
            shared_static = shared_static.div_ceil(align) * align;
            ctx.global_addr.insert(gid.0, TAG_SHARED << memory::TAG_SHIFT | shared_static);
            shared_globals.push((gid, shared_static));
            placements.push(GlobalPlacement { name, addr: TAG_SHARED << memory::TAG_SHIFT | shared_static });
            shared_static += size;
        } else {
            let size = size.map(|s| s.0).unwrap_or(0);
            let tag =
                if kind == AddressSpaceKind::Constant || g.is_constant { TAG_CONST } else { TAG_GLOBAL };
            let addr = tag << memory::TAG_SHIFT | (regions.len() as u64) << memory::REGION_SHIFT;
            ctx.global_addr.insert(gid.0, addr);
            placements.push(GlobalPlacement { name: name.clone(), addr });
            regions.push(GlobalRegion {
                name,
                init: vec![0; size.min(1 << 30) as usize],
                read_only: g.is_constant,
            });
        }
    }
    shared_static = shared_static.div_ceil(16) * 16;
    for gid in dynamic_shared {
        let addr = TAG_SHARED << memory::TAG_SHIFT | shared_static;
        ctx.global_addr.insert(gid.0, addr);
        placements.push(GlobalPlacement { name: m.global_name(gid).to_string(), addr });
    }
    // Initializers.
    let mut shared_init = vec![0u8; shared_static as usize];
    let mut ri = 0usize;
    for (gid, g) in m.globals.iter() {
        if warpflow_ir::is_llvm_reserved_name(m.global_name(gid)) {
            continue;
        }
        if space_kind(&ctx.model, g.props.addrspace) == AddressSpaceKind::Shared {
            if let (Some(init), Some((_, off))) = (g.init, shared_globals.iter().find(|(x, _)| *x == gid)) {
                let _ = ctx.write_const(init, &mut shared_init, *off);
            }
            continue;
        }
        if let Some(init) = g.init {
            let mut buf = std::mem::take(&mut regions[ri].init);
            ctx.write_const(init, &mut buf, 0).map_err(|e| {
                DecodeError::Unsupported(format!("initializer of @{}: {e}", m.global_name(gid)))
            })?;
            regions[ri].init = buf;
        }
        ri += 1;
    }

    // Decode the kernel and the functions it calls.
    let mut order = vec![kid];
    let mut index: HashMap<FuncId, u32> = HashMap::new();
    index.insert(kid, 0);
    let mut funcs = Vec::new();
    let mut i = 0;
    while i < order.len() {
        let fid = order[i];
        let f = s.written_function(fid);
        if !f.is_definition {
            return Err(DecodeError::NoBody(m.func_name(fid).to_string()));
        }
        let df = FuncDecoder::new(&ctx, s, fid, f, &mut index, &mut order).run();
        funcs.push(df);
        i += 1;
    }
    let kernel_params = {
        let f = s.written_function(kid);
        f.args
            .iter()
            .map(|&a| match m.types.data(f.value_type(a)) {
                TypeData::Ptr(s) => ParamKind::Ptr(*s),
                TypeData::Int(n) => ParamKind::Int(*n),
                TypeData::Float => ParamKind::F32,
                TypeData::Double => ParamKind::F64,
                _ => ParamKind::Other,
            })
            .collect()
    };
    let mut barriers = Vec::new();
    for (fi, f) in funcs.iter_mut().enumerate() {
        for (oi, op) in f.code.iter_mut().enumerate() {
            if let Op::Barrier { id } = op {
                *id = barriers.len() as u32;
                barriers.push((fi as u32, oi as u32));
            }
        }
    }
    Ok(Program { funcs, regions, shared_static, shared_init, kernel_params, barriers, globals: placements })
}

/// A math builtin whose entry fixes the width (libdevice `__nv_sinf` is `float`) called with
/// an operand of the other width is not run: the decoder does not guess which was meant.
fn check_width(name: &str, width: Option<bool>, dbl: bool) -> Result<(), String> {
    match width {
        Some(w) if w != dbl => {
            let ty = |d: bool| if d { "double" } else { "float" };
            Err(format!("call to `{name}` (a {} function) with a {} operand", ty(w), ty(dbl)))
        }
        _ => Ok(()),
    }
}

struct FuncDecoder<'a, 'm> {
    ctx: &'a Ctx<'m>,
    /// the function's CFG facts (`None`: no blocks)
    facts: Option<&'a FunctionFacts>,
    fid: FuncId,
    f: &'a Function,
    index: &'a mut HashMap<FuncId, u32>,
    order: &'a mut Vec<FuncId>,
    reg_of: HashMap<Value, u32>,
    nregs: u32,
    reg_init: Vec<u64>,
    block_idx: HashMap<Block, u32>,
    /// block labels in layout order, as the user's file has them (`%entry`, `%3`)
    labels: Vec<String>,
    out: DFunc,
    cur_block: u32,
    cur_inst: Inst,
    /// the cost class of the builtin the current call instruction calls
    call_class: Option<CostClass>,
}

impl<'a, 'm> FuncDecoder<'a, 'm> {
    fn new(
        ctx: &'a Ctx<'m>,
        s: &'a ModuleSession,
        fid: FuncId,
        f: &'a Function,
        index: &'a mut HashMap<FuncId, u32>,
        order: &'a mut Vec<FuncId>,
    ) -> Self {
        let name = ctx.m.func_name(fid).to_string();
        let labels = s
            .written_cfg(fid)
            .map(|c| (0..c.node_count()).map(|k| c.name(NodeId(k as u32)).to_string()).collect())
            .unwrap_or_default();
        FuncDecoder {
            ctx,
            facts: s.function(fid),
            fid,
            f,
            index,
            order,
            reg_of: HashMap::new(),
            nregs: 0,
            reg_init: Vec::new(),
            block_idx: HashMap::new(),
            labels,
            out: DFunc {
                name,
                id: fid,
                nregs: 0,
                reg_init: Vec::new(),
                params: Vec::new(),
                code: Vec::new(),
                class: Vec::new(),
                inst: Vec::new(),
                op_block: Vec::new(),
                blocks: Vec::new(),
                edges: Vec::new(),
                copies: Vec::new(),
                gep_terms: Vec::new(),
                leaves: Vec::new(),
                call_args: Vec::new(),
                switch_cases: Vec::new(),
                messages: Vec::new(),
            },
            cur_block: 0,
            cur_inst: Inst(0),
            call_class: None,
        }
    }

    fn m(&self) -> &'m Module {
        self.ctx.m
    }

    fn alloc(&mut self, n: u32) -> u32 {
        let r = self.nregs;
        self.nregs += n;
        self.reg_init.resize(self.nregs as usize, 0);
        r
    }

    /// The first register of value `v` (allocating and evaluating constants on first use).
    fn reg(&mut self, v: Value) -> Result<u32, String> {
        if let Some(&r) = self.reg_of.get(&v) {
            return Ok(r);
        }
        let vd = self.f.values.get(v).ok_or("invalid value")?;
        let n = self.ctx.lay.leaf_count(vd.ty).ok_or("value of an unsupported type")?;
        let r = self.alloc(n.max(1));
        if let ValueDef::Const(c) = vd.def {
            let mut vals = Vec::new();
            self.ctx.const_leaves(c, &mut vals, 0)?;
            for (k, x) in vals.into_iter().enumerate() {
                if let Some(slot) = self.reg_init.get_mut(r as usize + k) {
                    *slot = x;
                }
            }
        }
        self.reg_of.insert(v, r);
        Ok(r)
    }

    fn const_reg(&mut self, value: u64) -> u32 {
        let r = self.alloc(1);
        self.reg_init[r as usize] = value;
        r
    }

    fn ty(&self, v: Value) -> Type {
        self.f.value_type(v)
    }

    fn int_bits(&self, v: Value) -> Result<u8, String> {
        match self.m().types.data(self.m().types.scalar(self.ty(v))) {
            TypeData::Int(n) if *n <= 64 => Ok(*n as u8),
            TypeData::Ptr(_) => Ok(64),
            TypeData::Int(n) => Err(format!("i{n} (integers wider than 64 bits)")),
            _ => Err("expected an integer".into()),
        }
    }

    fn is_double(&self, v: Value) -> Result<bool, String> {
        match self.m().types.data(self.m().types.scalar(self.ty(v))) {
            TypeData::Float => Ok(false),
            TypeData::Double => Ok(true),
            _ => Err("floating-point type other than float/double".into()),
        }
    }

    fn nleaves(&self, v: Value) -> Result<u32, String> {
        self.ctx.lay.leaf_count(self.ty(v)).ok_or_else(|| "value of an unsupported type".to_string())
    }

    fn push(&mut self, op: Op, class: Class) {
        self.out.code.push(op);
        self.out.class.push(class);
        self.out.inst.push(self.cur_inst);
        self.out.op_block.push(self.cur_block);
    }

    fn edge(&mut self, from: Block, to: Block) -> Result<u32, String> {
        let target = *self.block_idx.get(&to).ok_or("branch to a block outside the function")?;
        let start = self.out.copies.len() as u32;
        let mut copies = Vec::new();
        for i in self.f.block_insts(to) {
            let d = self.f.inst(i);
            if !d.kind.is_phi() {
                if d.kind.is_debug() {
                    continue;
                }
                break;
            }
            let res = d.result.ok_or("phi without result")?;
            let n = self.nleaves(res)?;
            let dst = self.reg(res)?;
            let src = d
                .phi_incoming()
                .find(|(_, b)| *b == from)
                .map(|(v, _)| v)
                .ok_or_else(|| "phi without an incoming value for a predecessor".to_string())?;
            let s = self.reg(src)?;
            for k in 0..n {
                copies.push((dst + k, s + k));
            }
        }
        let len = copies.len() as u32;
        let written: std::collections::HashSet<u32> =
            copies.iter().filter(|(d, s)| d != s).map(|&(d, _)| d).collect();
        let direct = !copies.iter().any(|(_, s)| written.contains(s));
        self.out.copies.extend(copies);
        self.out.edges.push(Edge { target, start, len, back: false, direct });
        Ok(self.out.edges.len() as u32 - 1)
    }

    fn run(mut self) -> DFunc {
        let blocks: Vec<Block> = self.f.block_order().collect();
        for (k, &b) in blocks.iter().enumerate() {
            self.block_idx.insert(b, k as u32);
        }
        // Parameters first, so they are contiguous and known.
        for &a in &self.f.args {
            let n = self.ctx.lay.leaf_count(self.f.value_type(a)).unwrap_or(1);
            let r = self.reg(a).unwrap_or_else(|_| self.alloc(1));
            self.out.params.push((r, n));
        }
        let mut succ_edges: Vec<Vec<u32>> = vec![Vec::new(); blocks.len()];
        for (k, &b) in blocks.iter().enumerate() {
            self.cur_block = k as u32;
            let start = self.out.code.len() as u32;
            let name = self.label(b);
            self.out.blocks.push(DBlock { start, name, rp_ipdom: RP_EXIT, rp_deferred: RP_EXIT });
            let mut terminated = false;
            for i in self.f.block_insts(b) {
                self.cur_inst = i;
                self.call_class = None;
                let before_edges = self.out.edges.len();
                if let Err(msg) = self.inst(b, i) {
                    let text = self.describe(b, i, &msg);
                    let id = self.out.messages.len() as u32;
                    self.out.messages.push(text);
                    // Drop ops already pushed for this instruction.
                    while self.out.inst.last() == Some(&i) && self.out.code.len() > start as usize {
                        self.out.code.pop();
                        self.out.class.pop();
                        self.out.inst.pop();
                        self.out.op_block.pop();
                    }
                    self.out.edges.truncate(before_edges);
                    self.push(Op::Unsupported { msg: id }, Class::FREE);
                }
                if self.f.inst(i).kind.is_terminator() {
                    terminated = true;
                    for e in before_edges..self.out.edges.len() {
                        succ_edges[k].push(e as u32);
                    }
                    break;
                }
            }
            if !terminated {
                let id = self.out.messages.len() as u32;
                self.out.messages.push(format!(
                    "function `{}`, block {}: block has no terminator",
                    self.out.name, self.out.blocks[k].name
                ));
                self.push(Op::Unsupported { msg: id }, Class::FREE);
            }
        }
        // Reconvergence points and back edges, from the session's facts of this function
        // (decoded block `k` is node `k` of its CFG).
        if let Some(facts) = self.facts {
            let (rc, dt) = (facts.reconvergence(), facts.dom());
            debug_assert_eq!(facts.cfg().node_count(), blocks.len());
            let point = |p: Option<NodeId>| p.map_or(RP_EXIT, |x| x.0);
            for (k, es) in succ_edges.iter().enumerate() {
                let node = NodeId(k as u32);
                debug_assert_eq!(facts.cfg().block(node), blocks[k]);
                self.out.blocks[k].rp_ipdom = point(rc.ipdom(node));
                self.out.blocks[k].rp_deferred = point(rc.deferred(node));
                for &e in es {
                    let t = self.out.edges[e as usize].target;
                    self.out.edges[e as usize].back = dt.is_reachable(node) && dt.dominates(NodeId(t), node);
                }
            }
        }
        self.out.nregs = self.nregs;
        self.out.reg_init = self.reg_init;
        self.out
    }

    /// The label of block `b` as the user's file has it, with `%`.
    fn label(&self, b: Block) -> String {
        match self.block_idx.get(&b).and_then(|&k| self.labels.get(k as usize)) {
            Some(l) => format!("%{l}"),
            None => format!("%{b}"),
        }
    }

    fn describe(&self, b: Block, i: Inst, msg: &str) -> String {
        let d = self.f.inst(i);
        let bname = self.label(b);
        let mut what = d.kind.opcode_name().to_string();
        if let Some(c) = d.callee() {
            if let Some(name) = self.callee_name(c) {
                what = format!("call @{name}");
            }
        }
        if let Some(r) = d.result {
            if let Some(n) = self.f.values[r].name {
                what = format!("%{} = {what}", self.m().str(n));
            }
        }
        let loc = self.m().debug_location(self.f, i).map(|l| format!(" at {l}")).unwrap_or_default();
        format!("function `{}`, block {bname}, instruction `{what}`{loc}: unsupported: {msg}", self.out.name)
    }

    fn callee_name(&self, c: Value) -> Option<String> {
        let k = self.f.value_const(c)?;
        match self.m().const_data(k).kind {
            ConstKind::Func(fid) => Some(self.m().func_name(fid).to_string()),
            _ => None,
        }
    }

    fn res(&mut self, i: Inst) -> Result<u32, String> {
        let r = self.f.inst(i).result.ok_or("instruction without result")?;
        self.reg(r)
    }

    fn inst(&mut self, b: Block, i: Inst) -> Result<(), String> {
        let data = self.f.inst(i);
        let args = data.args.clone();
        let arg = |k: usize| args.get(k).copied().ok_or_else(|| "missing operand".to_string());
        match &data.kind {
            InstKind::Phi { .. } | InstKind::DbgRecord(_) => {}
            InstKind::CallBr(_) => return Err("callbr".into()),
            InstKind::Binary { op, .. } => {
                let (a, bb) = (arg(0)?, arg(1)?);
                let n = self.nleaves(a)?;
                let (ra, rb, d) = (self.reg(a)?, self.reg(bb)?, self.res(i)?);
                for k in 0..n {
                    if op.is_float() {
                        let dbl = self.is_double(a)?;
                        let fop = match op {
                            BinOp::FAdd => FOp::Add,
                            BinOp::FSub => FOp::Sub,
                            BinOp::FMul => FOp::Mul,
                            BinOp::FDiv => FOp::Div,
                            _ => FOp::Rem,
                        };
                        let class = self.ic();
                        self.push(Op::FBin { op: fop, d: d + k, a: ra + k, b: rb + k, dbl }, class);
                    } else {
                        let bits = self.int_bits(a)?;
                        let iop = int_op(*op).ok_or_else(|| format!("`{}` on integers", op.name()))?;
                        self.push(Op::IBin { op: iop, d: d + k, a: ra + k, b: rb + k, bits }, self.ic());
                    }
                }
            }
            InstKind::FNeg { .. } => {
                let a = arg(0)?;
                let dbl = self.is_double(a)?;
                let n = self.nleaves(a)?;
                let (ra, d) = (self.reg(a)?, self.res(i)?);
                for k in 0..n {
                    self.push(Op::FNeg { d: d + k, a: ra + k, dbl }, self.ic());
                }
            }
            InstKind::ICmp { pred } => {
                let (a, bb) = (arg(0)?, arg(1)?);
                let bits = self.int_bits(a)?;
                let n = self.nleaves(a)?;
                let (ra, rb, d) = (self.reg(a)?, self.reg(bb)?, self.res(i)?);
                for k in 0..n {
                    self.push(Op::ICmp { pred: *pred, d: d + k, a: ra + k, b: rb + k, bits }, self.ic());
                }
            }
            InstKind::FCmp { pred, .. } => {
                let (a, bb) = (arg(0)?, arg(1)?);
                let dbl = self.is_double(a)?;
                let n = self.nleaves(a)?;
                let (ra, rb, d) = (self.reg(a)?, self.reg(bb)?, self.res(i)?);
                for k in 0..n {
                    self.push(Op::FCmp { pred: *pred, d: d + k, a: ra + k, b: rb + k, dbl }, self.ic());
                }
            }
            InstKind::Select { .. } => {
                let (c, a, bb) = (arg(0)?, arg(1)?, arg(2)?);
                let n = self.nleaves(a)?;
                let nc = self.nleaves(c)?;
                let (rc, ra, rb, d) = (self.reg(c)?, self.reg(a)?, self.reg(bb)?, self.res(i)?);
                if nc == 1 {
                    self.push(Op::Select { d, c: rc, a: ra, b: rb, n }, self.ic());
                } else {
                    for k in 0..n {
                        self.push(Op::Select { d: d + k, c: rc + k, a: ra + k, b: rb + k, n: 1 }, self.ic());
                    }
                }
            }
            InstKind::Freeze => {
                let a = arg(0)?;
                let n = self.nleaves(a)?;
                let (s, d) = (self.reg(a)?, self.res(i)?);
                self.push(Op::Mov { d, s, n }, self.ic());
            }
            InstKind::Cast { op, .. } => self.cast(i, *op, arg(0)?)?,
            InstKind::Gep { source_ty, .. } => self.gep(i, *source_ty, &args)?,
            InstKind::Load(mi) => {
                let p = arg(0)?;
                let res = data.result.ok_or("load without result")?;
                let (start, n) = self.mem_leaves(self.ty(res))?;
                let (rp, d) = (self.reg(p)?, self.reg(res)?);
                let atomic = mi.atomic.is_some() || mi.volatile;
                self.push(Op::Load { d, p: rp, start, n, atomic }, self.mem_class(p));
            }
            InstKind::Store(mi) => {
                let (v, p) = (arg(0)?, arg(1)?);
                let (start, n) = self.mem_leaves(self.ty(v))?;
                let (rv, rp) = (self.reg(v)?, self.reg(p)?);
                let atomic = mi.atomic.is_some() || mi.volatile;
                self.push(Op::Store { v: rv, p: rp, start, n, atomic }, self.mem_class(p));
            }
            InstKind::Alloca { ty, align, .. } => {
                let size = self.ctx.lay.size_align(*ty).ok_or("alloca of an unsized type")?;
                let (count, count_bits) = match args.first() {
                    Some(&c) => (self.reg(c)?, self.int_bits(c)?),
                    None => (NOREG, 0),
                };
                let d = self.res(i)?;
                let al = align.unwrap_or(size.1).clamp(1, 4096) as u32;
                self.push(Op::Alloca { d, size: size.0, align: al, count, count_bits }, self.ic());
            }
            InstKind::ExtractValue { indices } | InstKind::InsertValue { indices } => {
                let agg = arg(0)?;
                let (off, cnt) = self.agg_path(self.ty(agg), indices)?;
                let n = self.nleaves(agg)?;
                let ra = self.reg(agg)?;
                let d = self.res(i)?;
                if matches!(data.kind, InstKind::ExtractValue { .. }) {
                    self.push(Op::Mov { d, s: ra + off, n: cnt }, Class::FREE);
                } else {
                    let rv = self.reg(arg(1)?)?;
                    self.push(Op::Mov { d, s: ra, n }, Class::FREE);
                    self.push(Op::Mov { d: d + off, s: rv, n: cnt }, self.ic());
                }
            }
            InstKind::ExtractElement => {
                let (v, ix) = (arg(0)?, arg(1)?);
                let n = self.nleaves(v)?;
                let (rv, d) = (self.reg(v)?, self.res(i)?);
                match self.f.value_const(ix).and_then(|c| self.m().const_as_int(c)) {
                    Some(k) if (k as u64) < n as u64 => {
                        self.push(Op::Mov { d, s: rv + k as u32, n: 1 }, self.ic())
                    }
                    _ => {
                        let bits = self.int_bits(ix)?;
                        let ri = self.reg(ix)?;
                        self.push(Op::ExtractDyn { d, v: rv, n, idx: ri, bits }, self.ic());
                    }
                }
            }
            InstKind::InsertElement => {
                let (v, e, ix) = (arg(0)?, arg(1)?, arg(2)?);
                let n = self.nleaves(v)?;
                let (rv, re, d) = (self.reg(v)?, self.reg(e)?, self.res(i)?);
                match self.f.value_const(ix).and_then(|c| self.m().const_as_int(c)) {
                    Some(k) if (k as u64) < n as u64 => {
                        self.push(Op::Mov { d, s: rv, n }, Class::FREE);
                        self.push(Op::Mov { d: d + k as u32, s: re, n: 1 }, self.ic());
                    }
                    _ => {
                        let bits = self.int_bits(ix)?;
                        let ri = self.reg(ix)?;
                        self.push(Op::InsertDyn { d, v: rv, n, e: re, idx: ri, bits }, self.ic());
                    }
                }
            }
            InstKind::ShuffleVector { mask } => {
                let (a, bb) = (arg(0)?, arg(1)?);
                let n = self.nleaves(a)?;
                let (ra, rb, d) = (self.reg(a)?, self.reg(bb)?, self.res(i)?);
                let zero = self.const_reg(0);
                for (k, &mk) in mask.iter().enumerate() {
                    let s = if mk < 0 {
                        zero
                    } else if (mk as u32) < n {
                        ra + mk as u32
                    } else {
                        rb + (mk as u32 - n)
                    };
                    self.push(Op::Mov { d: d + k as u32, s, n: 1 }, self.ic());
                }
            }
            InstKind::Call(_) => self.call(i, &args)?,
            InstKind::AtomicRmw { op, .. } => {
                let (p, v) = (arg(0)?, arg(1)?);
                let size = self.ctx.lay.size(self.ty(v)).ok_or("unsized atomic")? as u8;
                let k = match op {
                    RmwOp::Xchg => RmwK::Xchg,
                    RmwOp::Add => RmwK::Add,
                    RmwOp::Sub => RmwK::Sub,
                    RmwOp::And => RmwK::And,
                    RmwOp::Nand => RmwK::Nand,
                    RmwOp::Or => RmwK::Or,
                    RmwOp::Xor => RmwK::Xor,
                    RmwOp::Max => RmwK::Max,
                    RmwOp::Min => RmwK::Min,
                    RmwOp::UMax => RmwK::UMax,
                    RmwOp::UMin => RmwK::UMin,
                    RmwOp::FAdd => RmwK::FAdd,
                    RmwOp::FSub => RmwK::FSub,
                    RmwOp::FMax => RmwK::FMax,
                    RmwOp::FMin => RmwK::FMin,
                    RmwOp::UIncWrap => RmwK::UIncWrap,
                    RmwOp::UDecWrap => RmwK::UDecWrap,
                };
                if !matches!(size, 4 | 8) {
                    return Err(format!("atomicrmw of {size} bytes"));
                }
                let (rp, rv, d) = (self.reg(p)?, self.reg(v)?, self.res(i)?);
                self.push(Op::Rmw { op: k, d, p: rp, v: rv, size, imm: 0 }, self.ic());
            }
            InstKind::CmpXchg { .. } => {
                let (p, c, nw) = (arg(0)?, arg(1)?, arg(2)?);
                let size = self.ctx.lay.size(self.ty(c)).ok_or("unsized cmpxchg")? as u8;
                if !matches!(size, 4 | 8) {
                    return Err(format!("cmpxchg of {size} bytes"));
                }
                let (rp, rc, rn, d) = (self.reg(p)?, self.reg(c)?, self.reg(nw)?, self.res(i)?);
                self.push(Op::CmpXchg { d, p: rp, cmp: rc, new: rn, size, pair: true }, self.ic());
            }
            InstKind::Fence { .. } => self.push(Op::Fence, self.ic()),
            InstKind::Br => {
                if let Some(&c) = args.first() {
                    let rc = self.reg(c)?;
                    let t = self.edge(b, data.blocks[0])?;
                    let f = self.edge(b, *data.blocks.get(1).ok_or("br without else")?)?;
                    self.push(Op::CondBr { c: rc, t, f }, self.ic());
                } else {
                    let e = self.edge(b, *data.blocks.first().ok_or("br without target")?)?;
                    self.push(Op::Br { e }, self.ic());
                }
            }
            InstKind::Switch { cases } => {
                let v = arg(0)?;
                let rv = self.reg(v)?;
                let bits = self.int_bits(v)? as u32;
                let default = self.edge(b, *data.blocks.first().ok_or("switch without default")?)?;
                let mut list = Vec::new();
                for (k, c) in cases.iter().enumerate() {
                    let val = mask_bits(self.ctx.const_scalar(*c, 0)?, bits);
                    let e = self.edge(b, *data.blocks.get(k + 1).ok_or("switch case without target")?)?;
                    list.push((val, e));
                }
                let start = self.out.switch_cases.len() as u32;
                let n = list.len() as u32;
                self.out.switch_cases.extend(list);
                self.push(Op::Switch { v: rv, start, n, default }, self.ic());
            }
            InstKind::Ret => match args.first() {
                Some(&v) => {
                    let n = self.nleaves(v)?;
                    let rv = self.reg(v)?;
                    self.push(Op::Ret { v: rv, n }, self.ic());
                }
                None => self.push(Op::Ret { v: NOREG, n: 0 }, self.ic()),
            },
            InstKind::Unreachable => self.push(Op::Unreachable, self.ic()),
            InstKind::VaArg => return Err("va_arg".into()),
        }
        Ok(())
    }

    /// The class of a load or store through `p`: its address space's, or decided at run time
    /// for generic pointers.
    fn mem_class(&self, p: Value) -> Class {
        let space = self.m().types.ptr_addrspace(self.ty(p)).unwrap_or(0);
        match self.ctx.model.address_space(space) {
            Some(a) if a.kind != AddressSpaceKind::Generic => Class::Fixed(a.cost),
            _ => Class::Generic,
        }
    }

    /// The target model's class of the current instruction's opcode (calls: of the callee,
    /// set by the call decoder).
    fn ic(&self) -> Class {
        if let Some(c) = self.call_class {
            return Class::Fixed(c);
        }
        let op = self.f.inst(self.cur_inst).kind.opcode_name();
        Class::Fixed(self.ctx.model.opcode_cost_class(op).unwrap_or(CostClass::IntAlu))
    }

    fn mem_leaves(&mut self, t: Type) -> Result<(u32, u32), String> {
        let leaves = self.ctx.lay.leaf_list(t).ok_or("memory access of an unsupported type")?;
        let start = self.out.leaves.len() as u32;
        for (off, lt) in &leaves {
            let size = leaf_size(*lt, &self.ctx.lay);
            if !matches!(size, 1 | 2 | 4 | 8) {
                return Err(format!("memory access of a {size}-byte leaf"));
            }
            let retag = match lt {
                LeafTy::Ptr(a) if size == 4 => tag_for_space(&self.ctx.model, *a) as u8,
                _ => 0,
            };
            self.out.leaves.push(MemLeaf { offset: *off as u32, size, retag });
        }
        Ok((start, leaves.len() as u32))
    }

    /// Leaf offset and count of an aggregate member path.
    fn agg_path(&self, mut t: Type, path: &[u32]) -> Result<(u32, u32), String> {
        let mut off = 0u32;
        for &ix in path {
            let fields: Vec<Type> = match self.m().types.data(t) {
                TypeData::Array { len, elem } => {
                    if ix as u64 >= *len {
                        return Err("aggregate index out of range".into());
                    }
                    let c = self.ctx.lay.leaf_count(*elem).ok_or("unsupported aggregate")?;
                    off += c * ix;
                    t = *elem;
                    continue;
                }
                _ => self.m().types.struct_fields(t).ok_or("not an aggregate")?.to_vec(),
            };
            for &f in fields.iter().take(ix as usize) {
                off += self.ctx.lay.leaf_count(f).ok_or("unsupported aggregate")?;
            }
            t = *fields.get(ix as usize).ok_or("aggregate index out of range")?;
        }
        Ok((off, self.ctx.lay.leaf_count(t).ok_or("unsupported aggregate")?))
    }

    fn cast(&mut self, i: Inst, op: CastOp, a: Value) -> Result<(), String> {
        let res = self.f.inst(i).result.ok_or("cast without result")?;
        let (from_t, to_t) = (self.ty(a), self.ty(res));
        let n = self.nleaves(a)?;
        let (ra, d) = (self.reg(a)?, self.reg(res)?);
        let types = &self.m().types;
        let fbits = |t: Type| -> u8 {
            match types.data(types.scalar(t)) {
                TypeData::Int(n) => (*n).min(64) as u8,
                TypeData::Float => 32,
                TypeData::Double => 64,
                TypeData::Ptr(_) => 64,
                _ => 0,
            }
        };
        let (from, to) = (fbits(from_t), fbits(to_t));
        if from == 0 || to == 0 {
            return Err("cast of an unsupported type".into());
        }
        let k = match op {
            CastOp::Trunc => CastK::Trunc,
            CastOp::ZExt => CastK::ZExt,
            CastOp::SExt => CastK::SExt,
            CastOp::FPTrunc => CastK::FpTrunc,
            CastOp::FPExt => CastK::FpExt,
            CastOp::FPToUI => CastK::FToU,
            CastOp::FPToSI => CastK::FToS,
            CastOp::UIToFP => CastK::UToF,
            CastOp::SIToFP => CastK::SToF,
            CastOp::PtrToInt => CastK::Trunc,
            CastOp::IntToPtr => CastK::Copy,
            CastOp::AddrSpaceCast => CastK::Copy,
            CastOp::BitCast => {
                let nd = self.nleaves(res)?;
                if nd != n {
                    return Err("bitcast between differently shaped vectors".into());
                }
                CastK::Copy
            }
        };
        for j in 0..n {
            self.push(Op::Cast { k, d: d + j, a: ra + j, from, to }, self.ic());
        }
        Ok(())
    }

    fn gep(&mut self, i: Inst, source_ty: Type, args: &[Value]) -> Result<(), String> {
        let base = *args.first().ok_or("gep without base")?;
        if self.nleaves(base)? != 1 {
            return Err("vector getelementptr".into());
        }
        let rb = self.reg(base)?;
        let d = self.res(i)?;
        let mut offset: i64 = 0;
        let mut terms = Vec::new();
        let mut cur = source_ty;
        for (k, &ix) in args[1..].iter().enumerate() {
            if self.nleaves(ix)? != 1 {
                return Err("vector getelementptr".into());
            }
            let bits = self.int_bits(ix)?;
            let cval = self.f.value_const(ix).and_then(|c| self.ctx.const_scalar(c, 0).ok());
            let scale = if k == 0 {
                self.ctx.lay.size(cur).ok_or("gep over an unsized type")? as i64
            } else {
                match self.m().types.data(cur) {
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let fi = cval.ok_or("struct gep with a variable index")? as usize;
                        offset +=
                            self.ctx.lay.field_offset(cur, fi).ok_or("struct index out of range")? as i64;
                        cur = self.m().types.member(cur, fi as u64).ok_or("struct index out of range")?;
                        continue;
                    }
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                        cur = *elem;
                        self.ctx.lay.size(cur).ok_or("unsized element")? as i64
                    }
                    _ => return Err("gep index into a non-aggregate".into()),
                }
            };
            match cval {
                Some(c) => offset = offset.wrapping_add(sext(c, bits as u32).wrapping_mul(scale)),
                None => terms.push((self.reg(ix)?, bits, scale)),
            }
        }
        let start = self.out.gep_terms.len() as u32;
        let len = terms.len() as u32;
        self.out.gep_terms.extend(terms);
        self.push(Op::Gep { d, base: rb, start, len, offset }, self.ic());
        Ok(())
    }

    fn call(&mut self, i: Inst, args: &[Value]) -> Result<(), String> {
        let data = self.f.inst(i);
        let callee = data.callee().ok_or("call without callee")?;
        let cargs: Vec<Value> = data.call_args().to_vec();
        let k = self.f.value_const(callee).ok_or("indirect call")?;
        let fid = match self.m().const_data(k).kind {
            ConstKind::Func(f) => f,
            ConstKind::InlineAsm(_) => return Err("inline assembly".into()),
            _ => return Err("indirect call".into()),
        };
        let _ = args;
        let name = self.m().func_name(fid).to_string();
        let callee_f = &self.m().funcs[fid];
        let res = data.result;
        if callee_f.is_definition {
            let idx = match self.index.get(&fid) {
                Some(&x) => x,
                None => {
                    let x = self.order.len() as u32;
                    self.order.push(fid);
                    self.index.insert(fid, x);
                    x
                }
            };
            let mut regs = Vec::new();
            for &a in &cargs {
                let n = self.nleaves(a)?;
                let r = self.reg(a)?;
                for j in 0..n {
                    regs.push(r + j);
                }
            }
            let (d, nret) = match res {
                Some(r) => (self.reg(r)?, self.nleaves(r)?),
                None => (NOREG, 0),
            };
            let start = self.out.call_args.len() as u32;
            let len = regs.len() as u32;
            self.out.call_args.extend(regs);
            self.push(Op::Call { func: idx, start, len, d, nret }, self.ic());
            return Ok(());
        }
        let _ = self.fid;
        let (b, info) = names::classify(&self.ctx.model, &name).ok_or_else(|| format!("call to `{name}`"))?;
        self.call_class = Some(info.cost);
        let a = |k: usize| cargs.get(k).copied().ok_or_else(|| format!("call to `{name}`: missing argument"));
        let dres = |s: &mut Self| -> Result<u32, String> {
            match res {
                Some(r) => s.reg(r),
                None => Ok(NOREG),
            }
        };
        match b {
            Builtin::Sreg(which) => {
                let d = dres(self)?;
                let arg = match which {
                    names::Sreg::Dynamic(_) => self.reg(a(0)?)?,
                    _ => NOREG,
                };
                let bits = res.map(|r| self.int_bits(r)).transpose()?.unwrap_or(32);
                self.push(Op::Sreg { d, which, arg }, self.ic());
                if bits < 32 {
                    return Err(format!("call to `{name}` with a result narrower than 32 bits"));
                }
            }
            Builtin::Barrier => self.push(Op::Barrier { id: 0 }, self.ic()),
            Builtin::WarpSync => {
                // The member mask the sync checker reads (NOREG: no members, not checked).
                let mask = match info.warp_members {
                    Some(warpflow_target::WarpMembers::MaskOperand(k)) => {
                        self.reg(*cargs.get(k as usize).ok_or("warp sync without its mask operand")?)?
                    }
                    Some(warpflow_target::WarpMembers::WholeWarp) => self.const_reg(u32::MAX as u64),
                    None => NOREG,
                };
                self.push(Op::WarpSync { mask }, self.ic());
            }
            Builtin::Shfl(mode) => {
                let r = res.ok_or("shfl without result")?;
                // `i32`/`float`, or with the in-range predicate `{i32|float, i1}` (the `p` forms)
                let pred = match self.ctx.lay.leaf_list(self.ty(r)).as_deref() {
                    Some([(_, LeafTy::Int(32) | LeafTy::F32)]) => false,
                    Some([(_, LeafTy::Int(32) | LeafTy::F32), (_, LeafTy::Int(1))]) => true,
                    _ => return Err(format!("call to `{name}` with a result other than a 32-bit value")),
                };
                let d = self.reg(r)?;
                let (mask, v, bb, c) =
                    (self.reg(a(0)?)?, self.reg(a(1)?)?, self.reg(a(2)?)?, self.reg(a(3)?)?);
                let pd = if pred { d + 1 } else { NOREG };
                self.push(Op::Shfl { mode, d, pd, mask, v, b: bb, c }, self.ic());
            }
            Builtin::Vote(mode) => {
                let d = dres(self)?;
                let (mask, p) = (self.reg(a(0)?)?, self.reg(a(1)?)?);
                self.push(Op::Vote { mode, d, mask, p }, self.ic());
            }
            Builtin::ActiveMask => {
                let d = dres(self)?;
                self.push(Op::ActiveMask { d }, self.ic());
            }
            Builtin::Fence => self.push(Op::Fence, self.ic()),
            Builtin::Nop => self.push(Op::Nop, Class::FREE),
            Builtin::Fma(width) => {
                let (x, y, z) = (a(0)?, a(1)?, a(2)?);
                let dbl = self.is_double(x)?;
                check_width(&name, width, dbl)?;
                let n = self.nleaves(x)?;
                let (rx, ry, rz, d) = (self.reg(x)?, self.reg(y)?, self.reg(z)?, dres(self)?);
                for j in 0..n {
                    self.push(Op::Fma { d: d + j, a: rx + j, b: ry + j, c: rz + j, dbl }, self.ic());
                }
            }
            Builtin::FUnary(op, width) => {
                let x = a(0)?;
                let dbl = self.is_double(x)?;
                check_width(&name, width, dbl)?;
                let n = self.nleaves(x)?;
                let (rx, d) = (self.reg(x)?, dres(self)?);
                let class = self.ic();
                for j in 0..n {
                    self.push(Op::FUn { op, d: d + j, a: rx + j, dbl }, class);
                }
            }
            Builtin::FBinary(op, width) => {
                let (x, y) = (a(0)?, a(1)?);
                let dbl = self.is_double(x)?;
                check_width(&name, width, dbl)?;
                let n = self.nleaves(x)?;
                let (rx, ry, d) = (self.reg(x)?, self.reg(y)?, dres(self)?);
                let class = self.ic();
                for j in 0..n {
                    self.push(Op::FBi { op, d: d + j, a: rx + j, b: ry + j, dbl }, class);
                }
            }
            Builtin::IMath(op) => {
                let x = a(0)?;
                let bits = self.int_bits(x)?;
                let n = self.nleaves(x)?;
                let rx = self.reg(x)?;
                let ry = match cargs.get(1) {
                    Some(&y) => self.reg(y)?,
                    None => rx,
                };
                let d = dres(self)?;
                for j in 0..n {
                    let b2 = if ry == rx {
                        rx + j
                    } else {
                        ry + if cargs.len() > 1 && self.nleaves(cargs[1])? > 1 { j } else { 0 }
                    };
                    self.push(Op::IMath { op, d: d + j, a: rx + j, b: b2, bits }, self.ic());
                }
            }
            Builtin::Memcpy | Builtin::Memset => {
                let (x, y, l) = (a(0)?, a(1)?, a(2)?);
                let len_bits = self.int_bits(l)?;
                let (rx, ry, rl) = (self.reg(x)?, self.reg(y)?, self.reg(l)?);
                if b == Builtin::Memcpy {
                    self.push(Op::Memcpy { dst: rx, src: ry, len: rl, len_bits }, self.ic());
                } else {
                    self.push(Op::Memset { dst: rx, val: ry, len: rl, len_bits }, self.ic());
                }
            }
            Builtin::ClAtomic(op) => {
                let p = a(0)?;
                let r = res.ok_or("OpenCL atomic without result")?;
                let size = self.ctx.lay.size(self.ty(r)).ok_or("unsized atomic")? as u8;
                let rp = self.reg(p)?;
                let d = self.reg(r)?;
                let class = self.ic();
                let signed = warpflow_target::mangle::opencl_int_operand_signed(&name);
                let k = match op {
                    ClAtomic::Add | ClAtomic::Inc => RmwK::Add,
                    ClAtomic::Sub | ClAtomic::Dec => RmwK::Sub,
                    ClAtomic::Xchg => RmwK::Xchg,
                    ClAtomic::Min => {
                        if signed {
                            RmwK::Min
                        } else {
                            RmwK::UMin
                        }
                    }
                    ClAtomic::Max => {
                        if signed {
                            RmwK::Max
                        } else {
                            RmwK::UMax
                        }
                    }
                    ClAtomic::And => RmwK::And,
                    ClAtomic::Or => RmwK::Or,
                    ClAtomic::Xor => RmwK::Xor,
                    ClAtomic::CmpXchg => {
                        let (c, nw) = (self.reg(a(1)?)?, self.reg(a(2)?)?);
                        self.push(Op::CmpXchg { d, p: rp, cmp: c, new: nw, size, pair: false }, class);
                        return Ok(());
                    }
                };
                let (v, imm) = match op {
                    ClAtomic::Inc | ClAtomic::Dec => (NOREG, 1),
                    _ => (self.reg(a(1)?)?, 0),
                };
                self.push(Op::Rmw { op: k, d, p: rp, v, size, imm }, class);
            }
        }
        Ok(())
    }
}

/// The executor's operation for an integer binary instruction (`None` for the float ones).
fn int_op(op: BinOp) -> Option<IOp> {
    Some(match op {
        BinOp::Add => IOp::Add,
        BinOp::Sub => IOp::Sub,
        BinOp::Mul => IOp::Mul,
        BinOp::UDiv => IOp::UDiv,
        BinOp::SDiv => IOp::SDiv,
        BinOp::URem => IOp::URem,
        BinOp::SRem => IOp::SRem,
        BinOp::Shl => IOp::Shl,
        BinOp::LShr => IOp::LShr,
        BinOp::AShr => IOp::AShr,
        BinOp::And => IOp::And,
        BinOp::Or => IOp::Or,
        BinOp::Xor => IOp::Xor,
        _ => return None,
    })
}
