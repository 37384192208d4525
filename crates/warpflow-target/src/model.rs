//! The query interface: a [`TargetModel`] for one target and warp size answers what a callee
//! name, an address space or an opcode means there. Cheap to copy; every query is a table or
//! hash lookup without allocation.

use serde::{Deserialize, Serialize};

use crate::addrspace::{self, AddressSpaceInfo, LoadRule};
use crate::builtins::{self, BuiltinInfo};
use crate::cost::{self, CostClass};
use crate::target::{check_warp_size, Target, TargetError};
use crate::uniformity::{Llvm19Rule, Uniformity};

/// The target model for one target and warp size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TargetModel {
    target: Target,
    warp_size: u32,
}

impl TargetModel {
    /// The model of `target` with its default warp size.
    pub fn new(target: Target) -> TargetModel {
        TargetModel { target, warp_size: target.default_warp_size() }
    }

    /// The model for a module's `target triple` string.
    pub fn for_triple(triple: &str) -> Result<TargetModel, TargetError> {
        Target::from_triple(triple).map(TargetModel::new)
    }

    /// The same model with another warp size (a power of two in `1..=64`).
    pub fn with_warp_size(self, warp_size: u32) -> Result<TargetModel, TargetError> {
        Ok(TargetModel { warp_size: check_warp_size(warp_size)?, ..self })
    }

    /// The target.
    pub fn target(&self) -> Target {
        self.target
    }

    /// Lanes per warp (wavefront, sub-group).
    pub fn warp_size(&self) -> u32 {
        self.warp_size
    }

    /// What a call to `callee` means on this target: an intrinsic, an OpenCL builtin (through
    /// its Itanium mangling), or a device-library function. `None` for names the model does
    /// not know. Consult it only for callees that are declared, not defined, in the module: a
    /// defined function is user code even if its name collides with a builtin's.
    pub fn classify_call(&self, callee: &str) -> Option<&'static BuiltinInfo> {
        builtins::lookup(callee, self.target)
    }

    /// The address space numbered `n`, if this target defines it.
    pub fn address_space(&self, n: u32) -> Option<&'static AddressSpaceInfo> {
        addrspace::address_space(self.target, n)
    }

    /// Every address space of this target, sorted by number.
    pub fn address_spaces(&self) -> &'static [AddressSpaceInfo] {
        addrspace::address_spaces(self.target)
    }

    /// The rule for a plain (non-atomic, non-volatile) load from address space `n`. Unknown
    /// address spaces get the conservative [`LoadRule::Divergent`].
    pub fn load_rule(&self, n: u32) -> LoadRule {
        self.address_space(n).map_or(LoadRule::Divergent, |a| a.load)
    }

    /// The uniformity of a load's result given the uniformity of its address. Atomic loads
    /// race by design and volatile loads are used to observe other threads' writes (spin
    /// loops), so both are divergent; otherwise [`TargetModel::load_rule`] applies.
    pub fn load_uniformity(
        &self,
        addrspace: u32,
        address: Uniformity,
        atomic: bool,
        volatile: bool,
    ) -> Uniformity {
        if atomic || volatile {
            return Uniformity::Divergent;
        }
        match self.load_rule(addrspace) {
            LoadRule::Divergent => Uniformity::Divergent,
            LoadRule::FollowsAddress => address,
        }
    }

    /// The cost class of a load or store in address space `n` (unknown spaces: global).
    pub fn memory_cost_class(&self, n: u32) -> CostClass {
        self.address_space(n).map_or(CostClass::MemGlobal, |a| a.cost)
    }

    /// The cost class of an LLVM opcode other than `load`, `store` (see
    /// [`TargetModel::memory_cost_class`]) and calls to builtins (see the entry's `cost`).
    pub fn opcode_cost_class(&self, opcode: &str) -> Option<CostClass> {
        cost::opcode_class(opcode)
    }

    /// Whether LLVM 19's uniformity analysis can report anything divergent on this target.
    /// False for SPIR: LLVM 19 has no SPIR target machine, so `opt-19` prints
    /// `ALL VALUES UNIFORM` for every function.
    pub fn llvm19_has_divergence(&self) -> bool {
        self.target != Target::Spir
    }

    /// What LLVM 19 says about the result of a call to `callee` (for `--compat llvm19`):
    /// on NVPTX every call is a source of divergence (`NVPTXTTIImpl::isSourceOfDivergence`
    /// treats any `CallInst` so); on AMDGPU intrinsics follow the entry's `llvm19_amdgpu`
    /// column (unknown intrinsics are data-dependent) and other calls are sources; on SPIR
    /// nothing is divergent (see [`TargetModel::llvm19_has_divergence`]).
    pub fn llvm19_call_rule(&self, callee: &str) -> Llvm19Rule {
        match self.target {
            Target::Nvptx => Llvm19Rule::SourceOfDivergence,
            Target::Spir => Llvm19Rule::DataDependent,
            Target::Amdgpu => {
                if callee.starts_with("llvm.") {
                    self.classify_call(callee).map_or(Llvm19Rule::DataDependent, |b| b.llvm19_amdgpu)
                } else {
                    Llvm19Rule::SourceOfDivergence
                }
            }
        }
    }

    /// Whether a load from address space `n` is a divergence source in LLVM 19.
    pub fn llvm19_load_divergent(&self, n: u32) -> bool {
        self.address_space(n).is_some_and(|a| a.llvm19_load_divergent)
    }
}
