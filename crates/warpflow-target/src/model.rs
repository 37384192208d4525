//! The query interface: a [`TargetModel`] for one target and warp size answers what a callee
//! name, an address space or an opcode means there. Cheap to copy; every query is a table or
//! hash lookup without allocation.

use serde::{Deserialize, Serialize};

use crate::addrspace::{self, AddressSpaceInfo, LoadRule};
use crate::builtins::{self, BuiltinInfo};
use crate::cost::{self, CostClass};
use crate::target::{check_warp_size, Target, TargetError};
use crate::uniformity::{Dimension, Llvm19Rule, ResultRule, Uniformity};

/// What the caller knows about one operand of a call, for
/// [`TargetModel::call_result_uniformity`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OperandFact {
    /// The operand's uniformity.
    pub uniformity: Uniformity,
    /// Its value, when it is an integer constant.
    pub constant: Option<u64>,
    /// Its address space, when it is a pointer.
    pub addrspace: Option<u32>,
}

impl OperandFact {
    /// A non-constant, non-pointer operand.
    pub fn value(uniformity: Uniformity) -> OperandFact {
        OperandFact { uniformity, constant: None, addrspace: None }
    }

    /// An integer constant (uniform).
    pub fn constant(c: u64) -> OperandFact {
        OperandFact { uniformity: Uniformity::Uniform, constant: Some(c), addrspace: None }
    }

    /// A pointer in address space `n`.
    pub fn pointer(uniformity: Uniformity, n: u32) -> OperandFact {
        OperandFact { uniformity, constant: None, addrspace: Some(n) }
    }
}

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

    /// The uniformity of the result of a call to the builtin `info` with these operands (in
    /// call order), applying its [`ResultRule`]; `None` when the call has no result. A missing
    /// operand counts as divergent. This is the one place where the rules are interpreted:
    /// - `Fixed(u)`: `u`, joined with the dimension operand for [`Dimension::Operand`];
    /// - `Operands`: the join of all operands (`Uniform` when there are none);
    /// - `WarpBroadcast`: `WarpUniform` when the lane operand is at least warp-uniform and the
    ///   full-width operand (if any) is the required constant, else `Divergent`; in both cases
    ///   no worse than the join of the operands (a permutation of a uniform value is uniform);
    /// - `LoadThrough(i)`: [`TargetModel::load_uniformity`] of pointer operand `i`.
    pub fn call_result_uniformity(&self, info: &BuiltinInfo, operands: &[OperandFact]) -> Option<Uniformity> {
        let op = |i: u8| operands.get(i as usize).map_or(Uniformity::Divergent, |o| o.uniformity);
        let all = || operands.iter().fold(Uniformity::Uniform, |a, o| a.join(o.uniformity));
        match info.result {
            ResultRule::NoResult => None,
            ResultRule::Fixed(u) => Some(match info.dimension {
                Dimension::Operand(i) => u.join(op(i)),
                _ => u,
            }),
            ResultRule::Operands => Some(all()),
            ResultRule::WarpBroadcast { lane, full_width } => {
                let width_ok = full_width
                    .is_none_or(|(i, c)| operands.get(i as usize).and_then(|o| o.constant) == Some(c));
                let bound = if width_ok && op(lane) <= Uniformity::WarpUniform {
                    Uniformity::WarpUniform
                } else {
                    Uniformity::Divergent
                };
                Some(bound.min(all()))
            }
            ResultRule::LoadThrough(i) => Some(match operands.get(i as usize) {
                Some(o) => match o.addrspace {
                    Some(n) => self.load_uniformity(n, o.uniformity, false, false),
                    None => Uniformity::Divergent,
                },
                None => Uniformity::Divergent,
            }),
        }
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

    /// The uniformity of each output of an inline-asm call with constraint string
    /// `constraints`, in output order: scalar-register outputs are warp-uniform whatever the
    /// inputs, others divergent (see [`crate::function::ASM_CONSTRAINTS`]). LLVM 19 treats the
    /// call as always uniform when every output is scalar, and an `extractvalue` of a scalar
    /// output as always uniform.
    pub fn asm_output_uniformity(&self, constraints: &str) -> Vec<Uniformity> {
        crate::function::asm_output_uniformity(self.target, constraints)
    }

    /// Whether the string function attribute `key`=`value` means a single thread runs the
    /// function (every value uniform; see [`crate::function::THREAD_BOUND_ATTRS`]).
    pub fn single_thread_attr(&self, key: &str, value: &str) -> bool {
        crate::function::single_thread(self.target, key, value)
    }

    /// Whether a load from address space `n` is a divergence source in LLVM 19.
    pub fn llvm19_load_divergent(&self, n: u32) -> bool {
        self.address_space(n).is_some_and(|a| a.llvm19_load_divergent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::Target;
    use Uniformity::*;

    fn v(u: Uniformity) -> OperandFact {
        OperandFact::value(u)
    }

    #[test]
    fn call_result_rules() {
        let nv = TargetModel::new(Target::Nvptx);
        let spir = TargetModel::new(Target::Spir);
        let r = |m: &TargetModel, n: &str, ops: &[OperandFact]| {
            m.call_result_uniformity(m.classify_call(n).unwrap(), ops)
        };
        // Fixed, with and without a dimension operand.
        assert_eq!(r(&nv, "llvm.nvvm.read.ptx.sreg.ctaid.x", &[]), Some(BlockUniform));
        assert_eq!(r(&spir, "_Z12get_group_idj", &[OperandFact::constant(1)]), Some(BlockUniform));
        assert_eq!(r(&spir, "_Z12get_group_idj", &[v(Divergent)]), Some(Divergent));
        assert_eq!(r(&spir, "_Z14get_num_groupsj", &[v(WarpUniform)]), Some(WarpUniform));
        assert_eq!(r(&spir, "_Z14get_num_groupsj", &[]), Some(Divergent));
        // Operands.
        assert_eq!(r(&nv, "llvm.fma.f32", &[v(Uniform), v(BlockUniform), v(Uniform)]), Some(BlockUniform));
        assert_eq!(r(&nv, "llvm.sqrt.f32", &[v(Divergent)]), Some(Divergent));
        // Broadcast: shfl.sync.idx(mask, value, lane, clamp).
        let shfl = |lane, clamp, val| {
            r(
                &nv,
                "llvm.nvvm.shfl.sync.idx.i32",
                &[OperandFact::constant(u32::MAX as u64), v(val), lane, clamp],
            )
        };
        let c = OperandFact::constant;
        assert_eq!(shfl(c(0), c(0x1f), Divergent), Some(WarpUniform));
        assert_eq!(shfl(v(WarpUniform), c(0x1f), Divergent), Some(WarpUniform));
        assert_eq!(shfl(v(Divergent), c(0x1f), Divergent), Some(Divergent));
        assert_eq!(shfl(c(0), c(0x101f), Divergent), Some(Divergent));
        assert_eq!(shfl(c(0), v(Uniform), Divergent), Some(Divergent));
        assert_eq!(shfl(v(Divergent), c(0x1f), Uniform), Some(Divergent));
        assert_eq!(shfl(v(BlockUniform), c(0x1f), Uniform), Some(BlockUniform));
        // Load through a pointer operand: vload4(offset, p).
        let vl = |off, p| r(&spir, "_Z6vload4mPU3AS1Kf", &[off, p]);
        assert_eq!(vl(v(Uniform), OperandFact::pointer(Uniform, 1)), Some(Uniform));
        assert_eq!(vl(v(Uniform), OperandFact::pointer(Uniform, 0)), Some(Divergent));
        assert_eq!(vl(v(Uniform), v(Uniform)), Some(Divergent));
        // No result.
        assert_eq!(r(&nv, "llvm.nvvm.barrier0", &[]), None);
    }
}
