//! What the emulator does for each builtin the target model knows.
//!
//! Which callee is what (an identity, a barrier, a shuffle, a math function, an atomic) and its
//! cost class come from the target model (`warpflow_target::TargetModel::classify_call`, one
//! table for the whole project). This module adds only what the emulator needs beyond those
//! facts: the exact operation of a recognised builtin (which shuffle mode, which math function,
//! which OpenCL atomic), read from the name the model matched. A callee the target model does
//! not know, or one it knows but the emulator does not implement, is an unsupported call: the
//! decoder reports it, never guesses.

use warpflow_target::{BuiltinInfo, BuiltinKind, Dim, Dimension, ResultRule, SyncScope, TargetModel};

/// A special register / work-item identity query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sreg {
    /// thread index in the block (`tid`, `get_local_id`, `workitem.id`)
    Tid(u8),
    /// block size (`ntid`, `get_local_size`)
    Ntid(u8),
    /// block index (`ctaid`, `get_group_id`, `workgroup.id`)
    Ctaid(u8),
    /// grid size in blocks (`nctaid`, `get_num_groups`)
    Nctaid(u8),
    /// global thread index (`get_global_id`)
    GlobalId(u8),
    /// global size in threads (`get_global_size`)
    GlobalSize(u8),
    /// lane index in the warp
    LaneId,
    /// warp size
    WarpSize,
    /// a dimension given at run time by the call's argument (OpenCL builtins take `dim`)
    Dynamic(DynSreg),
}

/// OpenCL work-item functions whose dimension is the call argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum DynSreg {
    LocalId,
    LocalSize,
    GroupId,
    NumGroups,
    GlobalId,
    GlobalSize,
}

/// Shuffle modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum ShflMode {
    Idx,
    Up,
    Down,
    Bfly,
}

/// Vote modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum VoteMode {
    Ballot,
    Any,
    All,
    Uni,
}

/// Unary float math.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    Cbrt,
    Log10,
    Exp10,
    Expm1,
    Log1p,
    /// clamp to [0, 1] (`__saturatef`; NaN gives 0)
    Saturate,
}

/// Binary float math.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FBinary {
    MinNum,
    MaxNum,
    Minimum,
    Maximum,
    CopySign,
    Pow,
    Atan2,
    Hypot,
    /// C `fmod` (the remainder with the dividend's sign)
    Fmod,
    /// `x / y` (`__fdividef`; the emulator divides exactly)
    Div,
    /// C `fdim`: `x - y` when positive, else `+0`
    Fdim,
}

/// Integer math.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
}

/// OpenCL atomic functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum ClAtomic {
    Add,
    Sub,
    Inc,
    Dec,
    Xchg,
    Min,
    Max,
    And,
    Or,
    Xor,
    CmpXchg,
}

/// What a callee name means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// identity query
    Sreg(Sreg),
    /// block-wide barrier (`barrier0`, `barrier.sync`, `s.barrier`, OpenCL `barrier`)
    Barrier,
    /// `bar.warp.sync` / `__syncwarp`
    WarpSync,
    /// `shfl.sync.*`
    Shfl(ShflMode, bool),
    /// `vote.*.sync`
    Vote(VoteMode),
    /// `activemask`
    ActiveMask,
    /// memory fences (no effect in the emulator; memory is sequentially consistent)
    Fence,
    /// no semantics (lifetime markers, assume, debug intrinsics)
    Nop,
    /// `llvm.fma` / `llvm.fmuladd` (one rounding)
    Fma,
    /// unary float math
    FUnary(FUnary),
    /// binary float math
    FBinary(FBinary),
    /// integer math
    IMath(IMath),
    /// `llvm.memcpy` / `llvm.memmove`
    Memcpy,
    /// `llvm.memset`
    Memset,
    /// an OpenCL atomic function
    ClAtomic(ClAtomic),
}

fn dim_index(d: Dim) -> u8 {
    match d {
        Dim::X => 0,
        Dim::Y => 1,
        Dim::Z => 2,
    }
}

/// What a callee means to the emulator: the operation, and the target model's entry (for its
/// cost class). `None` for callees the target model does not know and for builtins the
/// emulator does not implement.
pub fn classify(model: &TargetModel, name: &str) -> Option<(Builtin, &'static BuiltinInfo)> {
    let info = model.classify_call(name)?;
    let b = builtin_of(info, name)?;
    Some((b, info))
}

fn builtin_of(info: &'static BuiltinInfo, name: &str) -> Option<Builtin> {
    let no_result = info.result == ResultRule::NoResult;
    // The name the entry matched, without overload suffixes or mangling.
    let entry = info.name;
    Some(match info.kind {
        BuiltinKind::ThreadId
        | BuiltinKind::BlockId
        | BuiltinKind::BlockDim
        | BuiltinKind::GridDim
        | BuiltinKind::GlobalId
        | BuiltinKind::GlobalSize => match info.dimension {
            Dimension::Fixed(d) => {
                let d = dim_index(d);
                Builtin::Sreg(match info.kind {
                    BuiltinKind::ThreadId => Sreg::Tid(d),
                    BuiltinKind::BlockId => Sreg::Ctaid(d),
                    BuiltinKind::BlockDim => Sreg::Ntid(d),
                    BuiltinKind::GridDim => Sreg::Nctaid(d),
                    BuiltinKind::GlobalId => Sreg::GlobalId(d),
                    _ => Sreg::GlobalSize(d),
                })
            }
            // The emulator passes the call's first argument as the dimension.
            Dimension::Operand(0) => Builtin::Sreg(Sreg::Dynamic(match info.kind {
                BuiltinKind::ThreadId => DynSreg::LocalId,
                BuiltinKind::BlockId => DynSreg::GroupId,
                BuiltinKind::BlockDim => DynSreg::LocalSize,
                BuiltinKind::GridDim => DynSreg::NumGroups,
                BuiltinKind::GlobalId => DynSreg::GlobalId,
                _ => DynSreg::GlobalSize,
            })),
            _ => return None,
        },
        // `mbcnt` and sub-group ids are lane ids with operands or other meanings; only the PTX
        // special register is the bare lane index.
        BuiltinKind::LaneId if entry == "llvm.nvvm.read.ptx.sreg.laneid" => Builtin::Sreg(Sreg::LaneId),
        BuiltinKind::WarpSize => Builtin::Sreg(Sreg::WarpSize),
        BuiltinKind::Barrier if no_result => match info.barrier {
            Some(SyncScope::Block) => Builtin::Barrier,
            Some(SyncScope::Warp) => Builtin::WarpSync,
            _ => return None,
        },
        BuiltinKind::WarpSync if no_result => Builtin::WarpSync,
        BuiltinKind::Fence if no_result => Builtin::Fence,
        BuiltinKind::Marker | BuiltinKind::Hint if no_result => Builtin::Nop,
        BuiltinKind::ActiveMask => Builtin::ActiveMask,
        BuiltinKind::Shuffle => {
            // PTX `shfl.sync.MODE.TYPE` only (the pre-Volta forms have no mask operand).
            let m = name.strip_prefix("llvm.nvvm.shfl.sync.")?;
            let (mode, ty) = m.split_once('.')?;
            let mode = match mode {
                "idx" => ShflMode::Idx,
                "up" => ShflMode::Up,
                "down" => ShflMode::Down,
                "bfly" => ShflMode::Bfly,
                _ => return None,
            };
            let pred = match ty {
                "i32" | "f32" => false,
                "i32p" | "f32p" => true,
                _ => return None,
            };
            Builtin::Shfl(mode, pred)
        }
        BuiltinKind::Vote | BuiltinKind::Ballot => Builtin::Vote(match entry {
            "llvm.nvvm.vote.ballot.sync" => VoteMode::Ballot,
            "llvm.nvvm.vote.any.sync" => VoteMode::Any,
            "llvm.nvvm.vote.all.sync" => VoteMode::All,
            "llvm.nvvm.vote.uni.sync" => VoteMode::Uni,
            _ => return None,
        }),
        BuiltinKind::Math => math(math_family(entry, name)?)?,
        BuiltinKind::Memory => match entry {
            "llvm.memcpy" | "llvm.memmove" => Builtin::Memcpy,
            "llvm.memset" => Builtin::Memset,
            _ => return None,
        },
        BuiltinKind::Atomic => Builtin::ClAtomic(match entry {
            "atomic_add" | "atom_add" => ClAtomic::Add,
            "atomic_sub" | "atom_sub" => ClAtomic::Sub,
            "atomic_inc" | "atom_inc" => ClAtomic::Inc,
            "atomic_dec" | "atom_dec" => ClAtomic::Dec,
            "atomic_xchg" | "atom_xchg" => ClAtomic::Xchg,
            "atomic_min" | "atom_min" => ClAtomic::Min,
            "atomic_max" | "atom_max" => ClAtomic::Max,
            "atomic_and" | "atom_and" => ClAtomic::And,
            "atomic_or" | "atom_or" => ClAtomic::Or,
            "atomic_xor" | "atom_xor" => ClAtomic::Xor,
            "atomic_cmpxchg" | "atom_cmpxchg" => ClAtomic::CmpXchg,
            _ => return None,
        }),
        _ => return None,
    })
}

/// The math family of a call the target model classed as math: the LLVM intrinsic family
/// (`sqrt` for `llvm.sqrt.f32`), the CUDA libdevice function's (`__nv_sinf`, `__nv_sin`,
/// `__nv_fast_expf` -> `sin`, `sin`, `exp`), or the OpenCL builtin's (`_Z3sinf`,
/// `_Z10native_sinf` -> `sin`). `None` for names of other shapes.
fn math_family<'a>(entry: &'a str, name: &'a str) -> Option<&'a str> {
    if let Some(f) = entry.strip_prefix("llvm.") {
        return Some(f);
    }
    if let Some(rest) = name.strip_prefix("__nv_") {
        // libdevice: `NAME` is double precision, `NAMEf` single; `fast_` forms are the
        // reduced-precision hardware versions of the same function.
        let rest = rest.strip_prefix("fast_").unwrap_or(rest);
        return [rest, rest.strip_suffix('f').unwrap_or(rest)].into_iter().find(|f| math(f).is_some());
    }
    let base = warpflow_target::mangle::itanium_base_name(name).unwrap_or(name);
    Some(base.strip_prefix("native_").or_else(|| base.strip_prefix("half_")).unwrap_or(base))
}

/// The emulated operation of a math family (`sqrt`; see [`math_family`]).
fn math(family: &str) -> Option<Builtin> {
    Some(match family {
        "fma" | "fmuladd" => Builtin::Fma,
        "sqrt" => Builtin::FUnary(FUnary::Sqrt),
        "fabs" => Builtin::FUnary(FUnary::Fabs),
        "exp2" => Builtin::FUnary(FUnary::Exp2),
        "exp" => Builtin::FUnary(FUnary::Exp),
        "log2" => Builtin::FUnary(FUnary::Log2),
        "log" => Builtin::FUnary(FUnary::Log),
        "floor" => Builtin::FUnary(FUnary::Floor),
        "ceil" => Builtin::FUnary(FUnary::Ceil),
        "trunc" => Builtin::FUnary(FUnary::Trunc),
        "round" => Builtin::FUnary(FUnary::Round),
        "rint" | "nearbyint" | "roundeven" => Builtin::FUnary(FUnary::Rint),
        "sin" => Builtin::FUnary(FUnary::Sin),
        "cos" => Builtin::FUnary(FUnary::Cos),
        "tan" => Builtin::FUnary(FUnary::Tan),
        "asin" => Builtin::FUnary(FUnary::Asin),
        "acos" => Builtin::FUnary(FUnary::Acos),
        "atan" => Builtin::FUnary(FUnary::Atan),
        "sinh" => Builtin::FUnary(FUnary::Sinh),
        "cosh" => Builtin::FUnary(FUnary::Cosh),
        "tanh" => Builtin::FUnary(FUnary::Tanh),
        "rsqrt" => Builtin::FUnary(FUnary::Rsqrt),
        "cbrt" => Builtin::FUnary(FUnary::Cbrt),
        "log10" => Builtin::FUnary(FUnary::Log10),
        "exp10" => Builtin::FUnary(FUnary::Exp10),
        "expm1" => Builtin::FUnary(FUnary::Expm1),
        "log1p" => Builtin::FUnary(FUnary::Log1p),
        "saturate" => Builtin::FUnary(FUnary::Saturate),
        "fmin" => Builtin::FBinary(FBinary::MinNum),
        "fmax" => Builtin::FBinary(FBinary::MaxNum),
        "atan2" => Builtin::FBinary(FBinary::Atan2),
        "hypot" => Builtin::FBinary(FBinary::Hypot),
        "fmod" => Builtin::FBinary(FBinary::Fmod),
        "fdivide" | "divide" => Builtin::FBinary(FBinary::Div),
        "fdim" => Builtin::FBinary(FBinary::Fdim),
        "minnum" => Builtin::FBinary(FBinary::MinNum),
        "maxnum" => Builtin::FBinary(FBinary::MaxNum),
        "minimum" => Builtin::FBinary(FBinary::Minimum),
        "maximum" => Builtin::FBinary(FBinary::Maximum),
        "copysign" => Builtin::FBinary(FBinary::CopySign),
        "pow" => Builtin::FBinary(FBinary::Pow),
        "smin" => Builtin::IMath(IMath::SMin),
        "smax" => Builtin::IMath(IMath::SMax),
        "umin" => Builtin::IMath(IMath::UMin),
        "umax" => Builtin::IMath(IMath::UMax),
        "abs" => Builtin::IMath(IMath::Abs),
        "ctpop" => Builtin::IMath(IMath::Ctpop),
        "ctlz" => Builtin::IMath(IMath::Ctlz),
        "cttz" => Builtin::IMath(IMath::Cttz),
        "bswap" => Builtin::IMath(IMath::Bswap),
        "bitreverse" => Builtin::IMath(IMath::BitReverse),
        _ => return None,
    })
}

/// Whether an OpenCL atomic's mangled name says the operand is signed (`i`/`l` rather than
/// `j`/`m` after the pointer's qualifiers): the last character of the mangled parameters.
pub fn opencl_atomic_signed(name: &str) -> bool {
    matches!(name.as_bytes().last(), Some(b'i') | Some(b'l'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(triple: &str, name: &str) -> Option<Builtin> {
        let m = TargetModel::for_triple(triple).unwrap();
        classify(&m, name).map(|x| x.0)
    }

    #[test]
    fn names() {
        let nv = |n: &str| c("nvptx64-nvidia-cuda", n);
        assert_eq!(nv("llvm.nvvm.read.ptx.sreg.tid.y"), Some(Builtin::Sreg(Sreg::Tid(1))));
        assert_eq!(nv("llvm.nvvm.read.ptx.sreg.nctaid.z"), Some(Builtin::Sreg(Sreg::Nctaid(2))));
        assert_eq!(nv("llvm.nvvm.read.ptx.sreg.laneid"), Some(Builtin::Sreg(Sreg::LaneId)));
        assert_eq!(nv("llvm.nvvm.read.ptx.sreg.warpsize"), Some(Builtin::Sreg(Sreg::WarpSize)));
        assert_eq!(nv("llvm.nvvm.barrier0"), Some(Builtin::Barrier));
        assert_eq!(nv("llvm.nvvm.bar.warp.sync"), Some(Builtin::WarpSync));
        assert_eq!(nv("llvm.nvvm.membar.gl"), Some(Builtin::Fence));
        assert_eq!(nv("llvm.nvvm.shfl.sync.bfly.i32"), Some(Builtin::Shfl(ShflMode::Bfly, false)));
        assert_eq!(nv("llvm.nvvm.shfl.sync.idx.f32p"), Some(Builtin::Shfl(ShflMode::Idx, true)));
        assert_eq!(nv("llvm.nvvm.vote.ballot.sync"), Some(Builtin::Vote(VoteMode::Ballot)));
        assert_eq!(nv("llvm.nvvm.activemask"), Some(Builtin::ActiveMask));
        assert_eq!(nv("llvm.fmuladd.f32"), Some(Builtin::Fma));
        assert_eq!(nv("llvm.sqrt.f32"), Some(Builtin::FUnary(FUnary::Sqrt)));
        assert_eq!(nv("llvm.ctpop.i32"), Some(Builtin::IMath(IMath::Ctpop)));
        assert_eq!(nv("llvm.memcpy.p0.p0.i64"), Some(Builtin::Memcpy));
        assert_eq!(nv("llvm.lifetime.start.p0"), Some(Builtin::Nop));
        // known to the target model, not implemented by the emulator
        assert_eq!(nv("llvm.nvvm.barrier0.popc"), None);
        assert_eq!(nv("llvm.nvvm.shfl.idx.i32"), None);
        assert_eq!(nv("llvm.tan.f32"), Some(Builtin::FUnary(FUnary::Tan)));
        // CUDA libdevice: `NAMEf` single, `NAME` double, `fast_` forms the same function
        assert_eq!(nv("__nv_sinf"), Some(Builtin::FUnary(FUnary::Sin)));
        assert_eq!(nv("__nv_sin"), Some(Builtin::FUnary(FUnary::Sin)));
        assert_eq!(nv("__nv_fast_expf"), Some(Builtin::FUnary(FUnary::Exp)));
        assert_eq!(nv("__nv_exp10f"), Some(Builtin::FUnary(FUnary::Exp10)));
        assert_eq!(nv("__nv_fabsf"), Some(Builtin::FUnary(FUnary::Fabs)));
        assert_eq!(nv("__nv_fminf"), Some(Builtin::FBinary(FBinary::MinNum)));
        assert_eq!(nv("__nv_powf"), Some(Builtin::FBinary(FBinary::Pow)));
        assert_eq!(nv("__nv_fmaf"), Some(Builtin::Fma));
        assert_eq!(nv("__nv_saturatef"), Some(Builtin::FUnary(FUnary::Saturate)));
        assert_eq!(nv("__nv_fdividef"), Some(Builtin::FBinary(FBinary::Div)));
        // libdevice functions the emulator does not implement
        assert_eq!(nv("__nv_erff"), None);
        assert_eq!(nv("__nv_sincosf"), None);
        // unknown
        assert_eq!(nv("printf"), None);
        let cl = |n: &str| c("spir64-unknown-unknown", n);
        assert_eq!(cl("_Z12get_local_idj"), Some(Builtin::Sreg(Sreg::Dynamic(DynSreg::LocalId))));
        assert_eq!(cl("_Z10atomic_incPU3AS3Vj"), Some(Builtin::ClAtomic(ClAtomic::Inc)));
        assert_eq!(cl("_Z7barrierj"), Some(Builtin::Barrier));
        assert_eq!(cl("_Z13exchange_nextPii"), None);
        assert_eq!(cl("_Z3sinf"), Some(Builtin::FUnary(FUnary::Sin)));
        assert_eq!(cl("_Z10native_cosf"), Some(Builtin::FUnary(FUnary::Cos)));
        assert_eq!(cl("_Z5atan2ff"), Some(Builtin::FBinary(FBinary::Atan2)));
        let amd = |n: &str| c("amdgcn-amd-amdhsa", n);
        assert_eq!(amd("llvm.amdgcn.workitem.id.x"), Some(Builtin::Sreg(Sreg::Tid(0))));
        assert_eq!(amd("llvm.amdgcn.workgroup.id.y"), Some(Builtin::Sreg(Sreg::Ctaid(1))));
        assert_eq!(amd("llvm.amdgcn.s.barrier"), Some(Builtin::Barrier));
        // a name of another target is not a builtin here
        assert_eq!(amd("llvm.nvvm.barrier0"), None);
    }

    #[test]
    fn cost_classes_come_from_the_target_model() {
        let m = TargetModel::for_triple("nvptx64-nvidia-cuda").unwrap();
        let cost = |n: &str| classify(&m, n).unwrap().1.cost;
        use warpflow_target::CostClass;
        assert_eq!(cost("llvm.sqrt.f32"), CostClass::Special);
        assert_eq!(cost("llvm.nvvm.barrier0"), CostClass::Barrier);
        assert_eq!(cost("llvm.nvvm.shfl.sync.down.i32"), CostClass::WarpOp);
        assert_eq!(cost("llvm.fmuladd.f32"), CostClass::FloatMulAdd);
    }
}
