//! The one table of callee names the emulator understands: NVPTX intrinsics, AMDGPU intrinsics,
//! OpenCL builtins (by their Itanium-mangled names) and LLVM math intrinsics.
//!
//! Every name lookup of the emulator goes through [`classify`], so that switching to the
//! target model's tables (crate `warpflow-target`) touches this module only. A name that
//! [`classify`] does not know is an unsupported call: the decoder reports it, never guesses.

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

fn dim_suffix(s: &str) -> Option<u8> {
    match s {
        "x" => Some(0),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    }
}

/// Classifies a callee name; `None` for names the emulator does not implement.
pub fn classify(name: &str) -> Option<Builtin> {
    if let Some(r) = name.strip_prefix("llvm.nvvm.read.ptx.sreg.") {
        let (what, dim) = r.rsplit_once('.').unwrap_or((r, ""));
        let d = dim_suffix(dim);
        return Some(Builtin::Sreg(match (what, d) {
            ("tid", Some(d)) => Sreg::Tid(d),
            ("ntid", Some(d)) => Sreg::Ntid(d),
            ("ctaid", Some(d)) => Sreg::Ctaid(d),
            ("nctaid", Some(d)) => Sreg::Nctaid(d),
            _ if r == "laneid" => Sreg::LaneId,
            _ if r == "warpsize" => Sreg::WarpSize,
            _ => return None,
        }));
    }
    if let Some(r) = name.strip_prefix("llvm.amdgcn.") {
        if let Some(d) = r.strip_prefix("workitem.id.") {
            return dim_suffix(d).map(|d| Builtin::Sreg(Sreg::Tid(d)));
        }
        if let Some(d) = r.strip_prefix("workgroup.id.") {
            return dim_suffix(d).map(|d| Builtin::Sreg(Sreg::Ctaid(d)));
        }
        return match r {
            "s.barrier" => Some(Builtin::Barrier),
            "wave.barrier" => Some(Builtin::WarpSync),
            "s.waitcnt" => Some(Builtin::Fence),
            _ => None,
        };
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.") {
        if let Some(m) = r.strip_prefix("shfl.sync.") {
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
            return Some(Builtin::Shfl(mode, pred));
        }
        if let Some(m) = r.strip_prefix("vote.") {
            return Some(Builtin::Vote(match m {
                "ballot.sync" => VoteMode::Ballot,
                "any.sync" => VoteMode::Any,
                "all.sync" => VoteMode::All,
                "uni.sync" => VoteMode::Uni,
                _ => return None,
            }));
        }
        if r.starts_with("membar.") || r.starts_with("fence.") {
            return Some(Builtin::Fence);
        }
        return match r {
            "barrier0" | "barrier.sync" | "barrier.n" | "barrier" => Some(Builtin::Barrier),
            "bar.warp.sync" => Some(Builtin::WarpSync),
            "activemask" => Some(Builtin::ActiveMask),
            _ => None,
        };
    }
    if let Some(r) = name.strip_prefix("llvm.") {
        let base = r.split('.').next().unwrap_or("");
        return Some(match base {
            "lifetime" | "assume" | "dbg" | "experimental" | "sideeffect" | "donothing" => {
                if base == "experimental" && !r.starts_with("experimental.noalias.scope.decl") {
                    return None;
                }
                Builtin::Nop
            }
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
            "memcpy" | "memmove" => Builtin::Memcpy,
            "memset" => Builtin::Memset,
            _ => return None,
        });
    }
    classify_opencl(name)
}

/// OpenCL builtins by Itanium-mangled name: `_Z<len><name><params>`.
fn classify_opencl(name: &str) -> Option<Builtin> {
    let rest = name.strip_prefix("_Z")?;
    let digits = rest.bytes().take_while(|b| b.is_ascii_digit()).count();
    let len: usize = rest.get(..digits)?.parse().ok()?;
    let base = rest.get(digits..digits + len)?;
    Some(match base {
        "get_local_id" => Builtin::Sreg(Sreg::Dynamic(DynSreg::LocalId)),
        "get_local_size" | "get_enqueued_local_size" => Builtin::Sreg(Sreg::Dynamic(DynSreg::LocalSize)),
        "get_group_id" => Builtin::Sreg(Sreg::Dynamic(DynSreg::GroupId)),
        "get_num_groups" => Builtin::Sreg(Sreg::Dynamic(DynSreg::NumGroups)),
        "get_global_id" => Builtin::Sreg(Sreg::Dynamic(DynSreg::GlobalId)),
        "get_global_size" => Builtin::Sreg(Sreg::Dynamic(DynSreg::GlobalSize)),
        "barrier" | "work_group_barrier" => Builtin::Barrier,
        "mem_fence" | "read_mem_fence" | "write_mem_fence" => Builtin::Fence,
        "atomic_add" | "atom_add" => Builtin::ClAtomic(ClAtomic::Add),
        "atomic_sub" | "atom_sub" => Builtin::ClAtomic(ClAtomic::Sub),
        "atomic_inc" | "atom_inc" => Builtin::ClAtomic(ClAtomic::Inc),
        "atomic_dec" | "atom_dec" => Builtin::ClAtomic(ClAtomic::Dec),
        "atomic_xchg" | "atom_xchg" => Builtin::ClAtomic(ClAtomic::Xchg),
        "atomic_min" | "atom_min" => Builtin::ClAtomic(ClAtomic::Min),
        "atomic_max" | "atom_max" => Builtin::ClAtomic(ClAtomic::Max),
        "atomic_and" | "atom_and" => Builtin::ClAtomic(ClAtomic::And),
        "atomic_or" | "atom_or" => Builtin::ClAtomic(ClAtomic::Or),
        "atomic_xor" | "atom_xor" => Builtin::ClAtomic(ClAtomic::Xor),
        "atomic_cmpxchg" | "atom_cmpxchg" => Builtin::ClAtomic(ClAtomic::CmpXchg),
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

    #[test]
    fn names() {
        assert_eq!(classify("llvm.nvvm.read.ptx.sreg.tid.y"), Some(Builtin::Sreg(Sreg::Tid(1))));
        assert_eq!(classify("llvm.nvvm.read.ptx.sreg.laneid"), Some(Builtin::Sreg(Sreg::LaneId)));
        assert_eq!(classify("llvm.nvvm.barrier0"), Some(Builtin::Barrier));
        assert_eq!(classify("llvm.nvvm.shfl.sync.bfly.i32"), Some(Builtin::Shfl(ShflMode::Bfly, false)));
        assert_eq!(classify("llvm.fmuladd.f32"), Some(Builtin::Fma));
        assert_eq!(classify("llvm.ctpop.i32"), Some(Builtin::IMath(IMath::Ctpop)));
        assert_eq!(classify("_Z12get_local_idj"), Some(Builtin::Sreg(Sreg::Dynamic(DynSreg::LocalId))));
        assert_eq!(classify("_Z10atomic_incPU3AS3Vj"), Some(Builtin::ClAtomic(ClAtomic::Inc)));
        assert_eq!(classify("_Z7barrierj"), Some(Builtin::Barrier));
        assert_eq!(classify("_Z13exchange_nextPii"), None);
        assert_eq!(classify("llvm.experimental.vector.reduce.add"), None);
        assert_eq!(classify("printf"), None);
    }
}
