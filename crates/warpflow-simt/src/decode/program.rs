//! The decoded program: ops, blocks, edges and functions as the interpreter runs them, the
//! globals' placement, and the decoder's errors.

use super::*;

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
    /// A bitcast between vector shapes (`<4 x i1>` to `i4`): the `n_from` leaves of `from` bits
    /// at `a`, element 0 in the low bits, as `n_to` leaves of `to` bits at `d` (at most 128
    /// bits in all).
    Repack {
        d: u32,
        a: u32,
        n_from: u32,
        from: u8,
        n_to: u32,
        to: u8,
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
    /// OpenCL `async_work_group_[strided_]copy`: the lane's share of copying `count` elements
    /// of `elem` bytes from `src` to `dst` (the lane of linear thread `t` of a block of `nt`
    /// copies elements `t`, `t + nt`, ...), element `i` at `i * stride` on the side
    /// `stride_dst` says (`stride` NOREG: 1, a plain copy); `d = ev`, or 1 for a null `ev`
    /// (the event returned, which `wait_group_events`, a block barrier, waits for).
    GroupCopy {
        d: u32,
        dst: u32,
        src: u32,
        count: u32,
        stride: u32,
        ev: u32,
        /// the width of `count` and `stride` (`size_t`)
        bits: u8,
        elem: u32,
        stride_dst: bool,
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
    /// the `byval(T)` parameters: the parameter's index and the size of `T` in bytes; a call
    /// gives each its own copy of the pointed-to bytes on the callee's stack
    pub byval_params: Vec<(u32, u64)>,
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
    /// a pointer in the given address space (global, constant or generic)
    Ptr(u32),
    /// a pointer into work-group memory (the target's shared/local address space)
    SharedPtr(u32),
    /// an integer of the given width
    Int(u32),
    /// `float`
    F32,
    /// `double`
    F64,
    /// a vector passed by value
    Vector {
        /// elements
        len: u32,
        /// bits of each element
        elem_bits: u32,
        /// whether the elements are floats
        float: bool,
    },
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
