//! The builtin tables: every intrinsic and library builtin a GPU kernel calls, with what it
//! means for divergence, synchronisation and cost. One static array per source of names
//! ([`nvptx::NVPTX`], [`amdgpu::AMDGPU`], [`opencl::OPENCL`], [`llvm::LLVM`]); an index over all
//! of them is built once on first use.
//!
//! Name matching ([`NameMatch`]):
//! - `Exact`: the callee name is the entry name (`llvm.nvvm.read.ptx.sreg.tid.x`).
//! - `Family`: an LLVM intrinsic whose name continues with `.`-separated overload or variant
//!   suffixes (`llvm.sqrt` matches `llvm.sqrt.f32` and `llvm.sqrt.v2f64`; `llvm.nvvm.fmax`
//!   matches `llvm.nvvm.fmax.ftz.nan.f`). An exact entry always wins over a family.
//! - `OpenCl`: an OpenCL C builtin, matched by the base name of the Itanium-mangled callee
//!   (`_Z12get_local_idj` has base `get_local_id`), so every overload and address-space
//!   variant is one entry.
//! - `OpenClPrefix`: an OpenCL builtin family whose base names start with the entry name
//!   (`convert_` matches `convert_int_sat_rte`).
//! - `PlainPrefix`: a device math library whose unmangled function names share a prefix
//!   (CUDA libdevice `__nv_`, ROCm `__ocml_`), for modules compiled without linking it.
//!
//! Invariants (checked by tests): no two entries share a name within one namespace (plain and
//! intrinsic names; OpenCL base names), every entry resolves to itself, families are only
//! LLVM intrinsics, an entry with a barrier scope is convergent, and an entry with warp members
//! is convergent and not a block barrier.

pub mod amdgpu;
pub mod llvm;
pub mod nvptx;
pub mod opencl;

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Serialize;

use crate::cost::CostClass;
use crate::mangle::itanium_base_name;
use crate::ops::BuiltinOp;
use crate::target::{Target, TargetSet};
use crate::uniformity::{Dim, Dimension, Llvm19Rule, ResultRule, SyncScope, Uniformity, WarpMembers};

/// What a builtin is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub enum BuiltinKind {
    /// Thread index within the block (`tid`, `workitem.id`, `get_local_id`).
    ThreadId,
    /// Block index within the grid (`ctaid`, `workgroup.id`, `get_group_id`).
    BlockId,
    /// Block size (`ntid`, `get_local_size`).
    BlockDim,
    /// Grid size in blocks (`nctaid`, `get_num_groups`).
    GridDim,
    /// Global thread index (`get_global_id`).
    GlobalId,
    /// Global size in threads (`get_global_size`).
    GlobalSize,
    /// Global offset of the launch (`get_global_offset`).
    GlobalOffset,
    /// Number of dimensions of the launch (`get_work_dim`).
    WorkDim,
    /// Flattened thread index (`get_local_linear_id`, `get_global_linear_id`).
    LinearId,
    /// Lane index within the warp (`laneid`, `mbcnt`, `get_sub_group_local_id`).
    LaneId,
    /// Lane masks relative to the current lane (`lanemask.lt`).
    LaneMask,
    /// Warp index (`warpid`, `get_sub_group_id`).
    WarpId,
    /// Number of warps (`nwarpid`, `get_num_sub_groups`).
    WarpCount,
    /// Warp size (`warpsize`, `wavefrontsize`, `get_sub_group_size`).
    WarpSize,
    /// Hardware unit ids (`smid`, `nsmid`, `gridid`).
    HardwareId,
    /// Clocks and timers.
    Clock,
    /// Pointers to launch data (AMDGPU dispatch packet, implicit and explicit kernel arguments).
    KernelPointer,
    /// A barrier: waits for the threads of its scope and orders their memory.
    Barrier,
    /// Warp synchronisation without data (`bar.warp.sync`).
    WarpSync,
    /// A memory fence (no waiting for other threads).
    Fence,
    /// Data exchange between lanes (shuffles, swizzles, DPP, permutes).
    Shuffle,
    /// Warp vote (all, any, uniform).
    Vote,
    /// Warp ballot: a mask of lanes.
    Ballot,
    /// Match: the mask of lanes with the same value.
    Match,
    /// The mask of active lanes.
    ActiveMask,
    /// Read one lane's value into every lane (`readfirstlane`, `readlane`, `sub_group_broadcast`).
    LaneRead,
    /// Write one lane (`writelane`) or set inactive lanes.
    LaneWrite,
    /// Warp (sub-group) reduction: every lane gets the same result.
    WarpReduce,
    /// Warp (sub-group) scan: every lane gets its prefix.
    WarpScan,
    /// Block (work-group) collective: reduce, broadcast, vote, scan; implies a barrier.
    BlockCollective,
    /// Atomic memory operation.
    Atomic,
    /// Pure arithmetic (math library, bit manipulation, approximations).
    Math,
    /// Conversion between number formats.
    Conversion,
    /// Memory access or copy other than a plain load/store (`memcpy`, `vload`, buffer loads).
    Memory,
    /// Scheduling or optimisation hint with no effect on values (`s.sleep`, `assume`, `expect`).
    Hint,
    /// Debug info, lifetime and annotation markers.
    Marker,
    /// Trap or abort.
    Trap,
    /// Structurized control flow on the execution mask (AMDGPU `if`/`else`/`loop`/`if.break`,
    /// inserted by the backend's control-flow annotation).
    ControlFlow,
    /// Pixel-shader attribute interpolation (AMDGPU `interp.*`, `lds.param.load`): per-lane
    /// barycentric results.
    Interpolation,
}

impl BuiltinKind {
    /// Whether the builtin reads a per-dimension coordinate or size of the launch geometry:
    /// the thread's and block's index, the block's and grid's size, and the global index and
    /// size (the special registers that are one per dimension).
    pub fn is_geometry(self) -> bool {
        matches!(
            self,
            BuiltinKind::ThreadId
                | BuiltinKind::BlockId
                | BuiltinKind::BlockDim
                | BuiltinKind::GridDim
                | BuiltinKind::GlobalId
                | BuiltinKind::GlobalSize
        )
    }
}

/// How an entry's name is matched against a callee name (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum NameMatch {
    /// The whole callee name.
    Exact,
    /// An LLVM intrinsic with any `.`-separated suffixes.
    Family,
    /// The base name of an Itanium-mangled OpenCL builtin.
    OpenCl,
    /// A prefix of the base name of an Itanium-mangled OpenCL builtin.
    OpenClPrefix,
    /// A prefix of an unmangled function name (device math libraries).
    PlainPrefix,
}

/// Everything the target model knows about one builtin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BuiltinInfo {
    /// The intrinsic name, plain function name, or OpenCL source name.
    pub name: &'static str,
    /// How the name is matched.
    pub matching: NameMatch,
    /// Targets on which the name has this meaning.
    pub targets: TargetSet,
    /// What it is.
    pub kind: BuiltinKind,
    /// Which dimension it reads, if any.
    pub dimension: Dimension,
    /// How the result's uniformity is computed.
    pub result: ResultRule,
    /// The scope of threads it waits for, if it is a barrier (or implies one).
    pub barrier: Option<SyncScope>,
    /// Whether it is convergent: it must not be made control-dependent on more values (moved
    /// into a branch, duplicated, merged across divergent paths).
    pub convergent: bool,
    /// Whether it is pure: no memory effects, no synchronisation, no observable state; it may
    /// be speculated, merged and removed when unused.
    pub is_pure: bool,
    /// Its cost class.
    pub cost: CostClass,
    /// LLVM 19's AMDGPU rule when this is an AMDGPU or generic intrinsic (on NVPTX every call is
    /// a divergence source in LLVM 19; on SPIR nothing is; see `TargetModel::llvm19_call_rule`).
    pub llvm19_amdgpu: Llvm19Rule,
    /// A field of an aggregate result that is more uniform than the whole: `Some((k, u))` says
    /// `extractvalue RESULT, k` is at most `u` whatever the operands (LLVM 19 treats it as
    /// always uniform). AMDGPU `if`/`else` return `{ i1, i64 }`: the `i1` is divergent, the
    /// saved exec mask in field 1 is a scalar register.
    pub uniform_field: Option<(u8, Uniformity)>,
    /// Whether LLVM 19 overloads the intrinsic on its return type: a call written without the
    /// type suffix (`llvm.amdgcn.readfirstlane`) is renamed on reading
    /// (`llvm.amdgcn.readfirstlane.i32`), and `opt-19` prints the new name.
    pub llvm19_ret_overloaded: bool,
    /// For a warp-level synchronising operation: the lanes that must execute it together
    /// (`None` for everything else, including operations that act on whichever lanes are
    /// active, such as AMDGPU wave intrinsics, pre-Volta `shfl`/`vote` and `activemask`).
    pub warp_members: Option<WarpMembers>,
    /// The exact operation, where the entry fixes it (see [`crate::ops`]): which shuffle, vote,
    /// math function, memory intrinsic or atomic; [`BuiltinOp::Unspecified`] otherwise.
    pub op: BuiltinOp,
}

impl BuiltinInfo {
    /// Whether it is a barrier of any scope.
    pub fn is_barrier(&self) -> bool {
        self.barrier.is_some()
    }

    /// Whether it is a block-level (or wider) barrier.
    pub fn is_block_barrier(&self) -> bool {
        matches!(self.barrier, Some(SyncScope::Block | SyncScope::Cluster))
    }

    /// Whether it is a warp-level synchronising operation with members (see
    /// [`BuiltinInfo::warp_members`]).
    pub fn is_warp_sync(&self) -> bool {
        self.warp_members.is_some()
    }

    /// Whether it is convergent.
    pub fn is_convergent(&self) -> bool {
        self.convergent
    }

    /// The fixed dimension, if the name fixes one.
    pub fn fixed_dim(&self) -> Option<Dim> {
        match self.dimension {
            Dimension::Fixed(d) => Some(d),
            _ => None,
        }
    }

    /// The uniformity of the result when every operand is uniform (`None` for void builtins and
    /// load-like ones, which depend on the address space).
    pub fn uniformity_with_uniform_operands(&self) -> Option<Uniformity> {
        match self.result {
            ResultRule::NoResult | ResultRule::LoadThrough(_) => None,
            ResultRule::Fixed(u) => Some(u),
            ResultRule::Operands => Some(Uniformity::Uniform),
            ResultRule::WarpBroadcast { .. } => Some(Uniformity::WarpUniform),
        }
    }

    // ---- const constructors used by the tables ----

    pub(crate) const fn new(
        name: &'static str,
        kind: BuiltinKind,
        result: ResultRule,
        cost: CostClass,
    ) -> BuiltinInfo {
        BuiltinInfo {
            name,
            matching: NameMatch::Exact,
            targets: TargetSet::ALL,
            kind,
            dimension: Dimension::None,
            result,
            barrier: None,
            convergent: false,
            is_pure: false,
            cost,
            llvm19_amdgpu: Llvm19Rule::DataDependent,
            uniform_field: None,
            llvm19_ret_overloaded: false,
            warp_members: None,
            op: BuiltinOp::Unspecified,
        }
    }

    pub(crate) const fn on(self, targets: TargetSet) -> BuiltinInfo {
        BuiltinInfo { targets, ..self }
    }

    pub(crate) const fn family(self) -> BuiltinInfo {
        BuiltinInfo { matching: NameMatch::Family, ..self }
    }

    pub(crate) const fn opencl(self) -> BuiltinInfo {
        BuiltinInfo { matching: NameMatch::OpenCl, ..self }
    }

    pub(crate) const fn opencl_prefix(self) -> BuiltinInfo {
        BuiltinInfo { matching: NameMatch::OpenClPrefix, ..self }
    }

    pub(crate) const fn plain_prefix(self) -> BuiltinInfo {
        BuiltinInfo { matching: NameMatch::PlainPrefix, ..self }
    }

    pub(crate) const fn dim(self, dimension: Dimension) -> BuiltinInfo {
        BuiltinInfo { dimension, ..self }
    }

    pub(crate) const fn sync(self, scope: SyncScope) -> BuiltinInfo {
        BuiltinInfo { barrier: Some(scope), convergent: true, ..self }
    }

    pub(crate) const fn convergent(self) -> BuiltinInfo {
        BuiltinInfo { convergent: true, ..self }
    }

    pub(crate) const fn pure(self) -> BuiltinInfo {
        BuiltinInfo { is_pure: true, ..self }
    }

    pub(crate) const fn llvm19(self, rule: Llvm19Rule) -> BuiltinInfo {
        BuiltinInfo { llvm19_amdgpu: rule, ..self }
    }

    pub(crate) const fn ret_overloaded(self) -> BuiltinInfo {
        BuiltinInfo { llvm19_ret_overloaded: true, ..self }
    }

    pub(crate) const fn members(self, members: WarpMembers) -> BuiltinInfo {
        BuiltinInfo { warp_members: Some(members), ..self }
    }

    pub(crate) const fn field(self, index: u8, u: Uniformity) -> BuiltinInfo {
        BuiltinInfo { uniform_field: Some((index, u)), ..self }
    }

    pub(crate) const fn op(self, op: BuiltinOp) -> BuiltinInfo {
        BuiltinInfo { op, ..self }
    }
}

/// Shorthands for the tables.
pub(crate) mod mk {
    use super::*;

    /// A pure identity read with a fixed variance.
    pub const fn ident(name: &'static str, kind: BuiltinKind, u: Uniformity, dim: Dimension) -> BuiltinInfo {
        BuiltinInfo::new(name, kind, ResultRule::Fixed(u), CostClass::IntAlu).dim(dim).pure()
    }

    /// A pure, data-dependent operation.
    pub const fn math(name: &'static str, cost: CostClass) -> BuiltinInfo {
        BuiltinInfo::new(name, BuiltinKind::Math, ResultRule::Operands, cost).pure()
    }

    /// An atomic with a (divergent) result.
    pub const fn atomic(name: &'static str) -> BuiltinInfo {
        BuiltinInfo::new(
            name,
            BuiltinKind::Atomic,
            ResultRule::Fixed(Uniformity::Divergent),
            CostClass::Atomic,
        )
    }

    /// A void marker with no cost.
    pub const fn marker(name: &'static str) -> BuiltinInfo {
        BuiltinInfo::new(name, BuiltinKind::Marker, ResultRule::NoResult, CostClass::Free)
    }

    /// A fence.
    pub const fn fence(name: &'static str) -> BuiltinInfo {
        BuiltinInfo::new(name, BuiltinKind::Fence, ResultRule::NoResult, CostClass::Fence)
    }

    /// X, Y, Z shorthands.
    pub const X: Dimension = Dimension::Fixed(Dim::X);
    /// Y.
    pub const Y: Dimension = Dimension::Fixed(Dim::Y);
    /// Z.
    pub const Z: Dimension = Dimension::Fixed(Dim::Z);
    /// No dimension.
    pub const ND: Dimension = Dimension::None;
    /// Dimension in operand 0.
    pub const ARG0: Dimension = Dimension::Operand(0);
}

/// Every table.
pub static TABLES: [&[BuiltinInfo]; 4] = [nvptx::NVPTX, amdgpu::AMDGPU, llvm::LLVM, opencl::OPENCL];

/// Every entry of every table.
pub fn all_entries() -> impl Iterator<Item = &'static BuiltinInfo> {
    TABLES.iter().flat_map(|t| t.iter())
}

struct Index {
    /// Exact names (intrinsics and plain C names) and families, by name.
    names: HashMap<&'static str, &'static BuiltinInfo>,
    /// OpenCL builtins by base name.
    opencl: HashMap<&'static str, &'static BuiltinInfo>,
    /// OpenCL prefix families.
    opencl_prefixes: Vec<&'static BuiltinInfo>,
    /// Plain-name prefix families.
    plain_prefixes: Vec<&'static BuiltinInfo>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut ix = Index {
            names: HashMap::new(),
            opencl: HashMap::new(),
            opencl_prefixes: Vec::new(),
            plain_prefixes: Vec::new(),
        };
        for e in all_entries() {
            match e.matching {
                NameMatch::Exact | NameMatch::Family => {
                    ix.names.entry(e.name).or_insert(e);
                }
                NameMatch::OpenCl => {
                    ix.opencl.entry(e.name).or_insert(e);
                }
                NameMatch::OpenClPrefix => ix.opencl_prefixes.push(e),
                NameMatch::PlainPrefix => ix.plain_prefixes.push(e),
            }
        }
        ix
    })
}

/// Looks up a callee name on whichever target knows it: for facts that hold on every target,
/// such as those of LLVM's target-independent intrinsics (`llvm.lifetime.*` is a marker
/// everywhere), read where a module's target is not at hand (promotion to SSA values).
pub fn lookup_any_target(name: &str) -> Option<&'static BuiltinInfo> {
    [Target::Nvptx, Target::Amdgpu, Target::Spir].into_iter().find_map(|t| lookup(name, t))
}

/// Looks up a callee name for a target: the entry that gives it meaning there, or `None` for
/// names the model does not know (user functions, unknown externals). Allocation-free.
pub fn lookup(name: &str, target: Target) -> Option<&'static BuiltinInfo> {
    let ix = index();
    let hit = if let Some(base) = itanium_base_name(name) {
        ix.opencl.get(base).copied().or_else(|| {
            // The longest matching prefix wins.
            ix.opencl_prefixes
                .iter()
                .copied()
                .filter(|e| base.starts_with(e.name))
                .max_by_key(|e| e.name.len())
        })
    } else if let Some(&e) = ix.names.get(name) {
        Some(e)
    } else if name.starts_with("llvm.") {
        let mut stem = name;
        loop {
            let Some((head, _)) = stem.rsplit_once('.') else { break None };
            if head == "llvm" {
                break None;
            }
            if let Some(&e) = ix.names.get(head) {
                if e.matching == NameMatch::Family {
                    break Some(e);
                }
            }
            stem = head;
        }
    } else {
        ix.plain_prefixes.iter().copied().find(|e| name.starts_with(e.name))
    };
    hit.filter(|e| e.targets.contains(target))
}
