//! The exact operation of a builtin, as typed data of its table entry ([`BuiltinInfo::op`]):
//! which shuffle, which vote, which math function, which memory intrinsic, which atomic. The
//! [`BuiltinKind`] says what family a builtin belongs to (a shuffle, an atomic); the operation
//! says which member it is, so a consumer that implements builtins (the SIMT emulator) reads
//! the table and never the name.
//!
//! Only entries whose operation is fully given by the entry carry one; the rest have
//! [`BuiltinOp::Unspecified`] (the kind is all the model says). What stays in the callee's
//! *overload* rather than the entry is not an entry fact: an LLVM intrinsic's type suffix (the
//! operand type is in the call) and an OpenCL builtin's mangled parameter types (see
//! [`crate::mangle::opencl_int_operand_signed`] for the signedness of an atomic's operand).
//!
//! [`BuiltinInfo::op`]: crate::BuiltinInfo::op
//! [`BuiltinKind`]: crate::BuiltinKind

use serde::Serialize;

/// The exact operation of a builtin (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BuiltinOp {
    /// The entry names a family or a builtin whose operation the model does not spell out.
    Unspecified,
    /// The index of the lane in its warp, with no operands (PTX `%laneid`).
    LaneIndex,
    /// A lane shuffle.
    Shuffle {
        /// Which lane each lane reads.
        mode: ShuffleMode,
        /// Whether it is a `.sync` form: operand 0 is the member mask, then value, lane (or
        /// delta) and clamp; without it (pre-Volta) there is no mask operand.
        sync: bool,
    },
    /// A warp vote.
    Vote {
        /// What it computes.
        mode: VoteMode,
        /// Whether it is a `.sync` form: operand 0 is the member mask, operand 1 the predicate.
        sync: bool,
    },
    /// Pure arithmetic.
    Math {
        /// The function.
        f: MathFn,
        /// The floating-point width the entry fixes (libdevice `__nv_sinf` is `float`,
        /// `__nv_sin` `double`); [`Precision::Operand`] when the operand type decides (an
        /// overloaded intrinsic or OpenCL builtin).
        precision: Precision,
    },
    /// A memory intrinsic.
    Memory(MemoryOp),
    /// An atomic read-modify-write.
    Atomic {
        /// The operation.
        kind: AtomicKind,
        /// Which threads it is atomic with respect to.
        scope: AtomicScope,
    },
    /// `llvm.lifetime.start`/`end`: the object its pointer operand addresses is dead outside
    /// the marked range. A marker: no code, and dropped when the object is promoted to SSA
    /// values (there is no object left to be dead).
    Lifetime,
}

/// Which lane a shuffle reads (PTX `shfl.sync.{idx,up,down,bfly}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ShuffleMode {
    /// The lane given by the operand.
    Idx,
    /// `lane - delta`.
    Up,
    /// `lane + delta`.
    Down,
    /// `lane xor mask` (butterfly).
    Bfly,
}

/// What a warp vote computes (PTX `vote.sync.{ballot,any,all,uni}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum VoteMode {
    /// The mask of member lanes whose predicate holds.
    Ballot,
    /// Whether the predicate holds in some member lane.
    Any,
    /// Whether it holds in every member lane.
    All,
    /// Whether it is the same in every member lane.
    Uni,
}

/// Whether an entry fixes the floating-point width of a math function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Precision {
    /// The operand type decides.
    Operand,
    /// `float`.
    F32,
    /// `double`.
    F64,
}

/// A math function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum MathFn {
    /// `a * b + c` with one rounding (`llvm.fma`, `llvm.fmuladd`, `fma`).
    Fma,
    /// A float function of one operand.
    Unary(FUnary),
    /// A float function of two operands.
    Binary(FBinary),
    /// An integer function.
    Int(IMath),
    /// An OpenCL C builtin overloaded on integer and float operands (`max`, `clamp`,
    /// `hadd`, `mad`, ...): the mangled operand type gives signedness and width.
    OpenCl(OpenClFn),
}

/// OpenCL C integer, common and math functions whose meaning depends on the operand type
/// (OpenCL C 3.0 "Integer Functions" and "Common Functions"). `Min`, `Max` and `Clamp` take
/// integer or float operands; `Mad`, `Mix`, `Step`, `Sign`, `Degrees` and `Radians` floats; the
/// others integers, signed or unsigned as the mangled first parameter (`_Z3maxii` signed,
/// `_Z3maxjj` unsigned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[allow(missing_docs)]
pub enum OpenClFn {
    Min,
    Max,
    /// `min(max(x, lo), hi)`
    Clamp,
    /// `|x|` (unsigned result; the identity on unsigned operands)
    Abs,
    /// `|x - y|` without overflow
    AbsDiff,
    AddSat,
    SubSat,
    /// `(x + y) >> 1` without overflow
    HAdd,
    /// `(x + y + 1) >> 1` without overflow
    RHAdd,
    /// the high half of the full product
    MulHi,
    /// `mul_hi(a, b) + c`
    MadHi,
    /// the product of the low 24 bits (sign-extended for signed operands)
    Mul24,
    /// `mul24(a, b) + c`
    Mad24,
    /// rotate left by `y` modulo the width
    Rotate,
    Clz,
    Ctz,
    Popcount,
    /// `a * b + c` (two roundings: the specification allows any accuracy)
    Mad,
    /// `x + (y - x) * a`
    Mix,
    /// `x < edge ? 0 : 1` (`step(edge, x)`)
    Step,
    /// `x > 0 ? 1 : x < 0 ? -1 : x` (a zero keeps its sign), NaN giving 0
    Sign,
    Degrees,
    Radians,
    /// `a * b + c` computed exactly, then clamped to the type's range
    MadSat,
    /// `upsample(hi, lo)`: `hi << bits(lo) | lo`, twice the operands' width
    Upsample,
    /// `sincos(x, cosptr)`: `sin(x)`, storing `cos(x)` through `cosptr`
    Sincos,
    /// `modf(x, iptr)`: the fraction with `x`'s sign (`+-0` for `+-inf`), storing `trunc(x)`
    Modf,
    /// `fract(x, iptr)`: `fmin(x - floor(x), 0x1.fffffep-1f)` (`+-0` for `+-inf`, NaN for
    /// NaN), storing `floor(x)` through `iptr`
    Fract,
}

/// Float functions of one operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[allow(missing_docs)]
pub enum FUnary {
    Sqrt,
    Fabs,
    Exp2,
    Exp,
    Log2,
    Log,
    Floor,
    Ceil,
    Trunc,
    Round,
    /// round to nearest even (`rint`, `nearbyint`, `roundeven`)
    Rint,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Rsqrt,
    /// `1 / x`
    Rcp,
    Cbrt,
    Log10,
    Exp10,
    Expm1,
    Log1p,
    /// clamp to [0, 1] (`__saturatef`; NaN gives 0)
    Saturate,
}

/// Float functions of two operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[allow(missing_docs)]
pub enum FBinary {
    /// IEEE `minNum` (`llvm.minnum`, C `fmin`)
    MinNum,
    /// IEEE `maxNum`
    MaxNum,
    /// NaN-propagating minimum (`llvm.minimum`)
    Minimum,
    /// NaN-propagating maximum
    Maximum,
    CopySign,
    Pow,
    Atan2,
    Hypot,
    /// C `fmod` (the remainder with the dividend's sign)
    Fmod,
    /// `x / y` (`__fdividef`, `native_divide`)
    Div,
    /// C `fdim`: `x - y` when positive, else `+0`
    Fdim,
}

/// Integer functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[allow(missing_docs)]
pub enum IMath {
    SMin,
    SMax,
    UMin,
    UMax,
    Abs,
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    BitReverse,
    /// `(x + y) >> 1` computed without overflow
    HAdd {
        signed: bool,
    },
    /// `(x + y + 1) >> 1` computed without overflow
    RHAdd {
        signed: bool,
    },
    /// `|x - y|` as an unsigned value
    AbsDiff {
        signed: bool,
    },
    /// `x + y` clamped to the type's range
    AddSat {
        signed: bool,
    },
    /// `x - y` clamped to the type's range
    SubSat {
        signed: bool,
    },
    /// the high half of the double-width product
    MulHi {
        signed: bool,
    },
    /// the product of the operands' low 24 bits (sign-extended from bit 23 when signed)
    Mul24 {
        signed: bool,
    },
    /// rotate left by `y` modulo the width
    Rotate,
    /// `|x|` of an unsigned operand: `x`
    Identity,
}

/// Memory intrinsics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum MemoryOp {
    /// `llvm.memcpy` (non-overlapping).
    Copy,
    /// `llvm.memmove` (may overlap).
    Move,
    /// `llvm.memset`.
    Set,
    /// OpenCL `async_work_group_copy(dst, src, num_gentypes, event)` and, with `strided`,
    /// `async_work_group_strided_copy(dst, src, num_gentypes, stride, event)`: the work-group
    /// copies `num_gentypes` elements of the pointee type (`gentype`, from the mangled first
    /// parameter: [`crate::mangle::opencl_first_pointee_size`]) and returns an event to wait
    /// for with `wait_group_events`. The stride applies to the global side: the source of a
    /// copy into local memory, the destination of a copy out of it. Every work-item of the
    /// work-group calls it with the same arguments.
    GroupCopy {
        /// Whether it is the strided form (a stride operand before the event).
        strided: bool,
    },
    /// OpenCL `vloadN(offset, p)`: the `n` elements at `p + offset * n` (elements of the
    /// result's element type; `vload3` reads 3).
    VectorLoad {
        /// The element count `N`.
        n: u8,
    },
    /// OpenCL `vstoreN(data, offset, p)`: stores the `n` elements of `data` at
    /// `p + offset * n`.
    VectorStore {
        /// The element count `N`.
        n: u8,
    },
}

/// Atomic read-modify-write operations (OpenCL 1.x `atomic_*` and `atom_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum AtomicKind {
    /// `old + v`
    Add,
    /// `old - v`
    Sub,
    /// `old + 1`
    Inc,
    /// `old - 1`
    Dec,
    /// `v`
    Xchg,
    /// `old == cmp ? new : old`
    CmpXchg,
    /// the minimum, signed or unsigned as the operand type (OpenCL: the mangled parameter)
    Min,
    /// the maximum, signed or unsigned as the operand type
    Max,
    /// `old & v`
    And,
    /// `old | v`
    Or,
    /// `old ^ v`
    Xor,
}

/// Which threads an atomic is atomic with respect to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum AtomicScope {
    /// Every thread that can access the addressed memory: the work-group for local (shared)
    /// memory, the device for global memory (OpenCL 1.x atomics, which take no scope operand).
    AddressSpace,
}
