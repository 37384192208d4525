//! Address spaces per target: number, name, kind, the cost class of an access, and whether a
//! load from it can differ between threads reading the same address.
//!
//! Sources: the LLVM NVPTX usage guide (address spaces 0 generic, 1 global, 3 shared, 4 constant,
//! 5 local; 101 is the kernel-parameter space of LLVM 19's `NVPTXAS::ADDRESS_SPACE_PARAM`), the
//! LLVM AMDGPU usage guide ("Address Spaces": 0 flat, 1 global, 2 region, 3 local/LDS,
//! 4 constant, 5 private, 6 constant 32-bit, 7 buffer fat pointer, 8 buffer resource, 9 buffer
//! strided pointer), and clang's SPIR address-space map for OpenCL (0 private, 1 global,
//! 2 constant, 3 local, 4 generic).
//!
//! Load rule (see [`LoadRule`]): memory that is one object per thread (private) gives different
//! values at the same address, and a generic pointer may point there; every other space holds
//! objects shared by the block or the grid, so under the data-race-free assumption (every
//! conflicting access ordered by a barrier or atomics) threads loading the same address between
//! the same synchronisation points read the same value.
//!
//! Invariant: each table is sorted by number, numbers unique (checked by a test).

use serde::{Deserialize, Serialize};

use crate::cost::CostClass;
use crate::target::Target;

/// What kind of memory an address space holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AddressSpaceKind {
    /// Generic/flat: any of the others, resolved at run time.
    Generic,
    /// Device memory visible to the whole grid.
    Global,
    /// Per-block scratchpad (CUDA `__shared__`, OpenCL `__local`, AMDGPU LDS).
    Shared,
    /// Read-only memory for the launch (CUDA `__constant__`, OpenCL `__constant`, AMDGPU constant).
    Constant,
    /// Per-thread memory (allocas, spills; NVPTX "local", OpenCL `__private`, AMDGPU scratch).
    Private,
    /// Kernel parameters (NVPTX `.param`).
    Param,
    /// AMDGPU GDS region memory, shared by the whole device.
    Region,
    /// AMDGPU buffer pointers and resources (descriptor-based global memory).
    Buffer,
}

/// Whether a load from an address space is uniform when its address is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LoadRule {
    /// The result has the uniformity of the address (global, shared, constant, param).
    FollowsAddress,
    /// The result is divergent even at a uniform address: private memory is one copy per
    /// thread, and a generic pointer may point into it.
    Divergent,
}

/// One address space of a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AddressSpaceInfo {
    /// The number in `ptr addrspace(N)`.
    pub number: u32,
    /// The target's own name for it.
    pub name: &'static str,
    /// What it holds.
    pub kind: AddressSpaceKind,
    /// Our rule for loads.
    pub load: LoadRule,
    /// Whether LLVM 19's `isSourceOfDivergence` makes every load from it divergent.
    pub llvm19_load_divergent: bool,
    /// The cost class of a load or store.
    pub cost: CostClass,
}

const fn space(
    number: u32,
    name: &'static str,
    kind: AddressSpaceKind,
    llvm19_load_divergent: bool,
) -> AddressSpaceInfo {
    let (load, cost) = match kind {
        AddressSpaceKind::Generic => (LoadRule::Divergent, CostClass::MemGlobal),
        AddressSpaceKind::Private => (LoadRule::Divergent, CostClass::MemPrivate),
        AddressSpaceKind::Shared => (LoadRule::FollowsAddress, CostClass::MemShared),
        AddressSpaceKind::Constant | AddressSpaceKind::Param => {
            (LoadRule::FollowsAddress, CostClass::MemConstant)
        }
        AddressSpaceKind::Global | AddressSpaceKind::Region | AddressSpaceKind::Buffer => {
            (LoadRule::FollowsAddress, CostClass::MemGlobal)
        }
    };
    AddressSpaceInfo { number, name, kind, load, llvm19_load_divergent, cost }
}

use AddressSpaceKind as K;

/// NVPTX address spaces.
pub const NVPTX_ADDRESS_SPACES: &[AddressSpaceInfo] = &[
    space(0, "generic", K::Generic, true),
    space(1, "global", K::Global, false),
    space(3, "shared", K::Shared, false),
    space(4, "const", K::Constant, false),
    space(5, "local", K::Private, true),
    space(101, "param", K::Param, false),
];

/// AMDGPU address spaces.
pub const AMDGPU_ADDRESS_SPACES: &[AddressSpaceInfo] = &[
    space(0, "flat", K::Generic, true),
    space(1, "global", K::Global, false),
    space(2, "region", K::Region, false),
    space(3, "local", K::Shared, false),
    space(4, "constant", K::Constant, false),
    space(5, "private", K::Private, true),
    space(6, "constant32bit", K::Constant, false),
    space(7, "buffer_fat_pointer", K::Buffer, false),
    space(8, "buffer_resource", K::Buffer, false),
    space(9, "buffer_strided_pointer", K::Buffer, false),
];

/// SPIR address spaces (OpenCL). LLVM 19 has no SPIR target machine, so its uniformity analysis
/// reports nothing divergent there: no space is an LLVM 19 divergence source.
pub const SPIR_ADDRESS_SPACES: &[AddressSpaceInfo] = &[
    space(0, "private", K::Private, false),
    space(1, "global", K::Global, false),
    space(2, "constant", K::Constant, false),
    space(3, "local", K::Shared, false),
    space(4, "generic", K::Generic, false),
];

/// The address-space table of a target.
pub fn address_spaces(target: Target) -> &'static [AddressSpaceInfo] {
    match target {
        Target::Nvptx => NVPTX_ADDRESS_SPACES,
        Target::Amdgpu => AMDGPU_ADDRESS_SPACES,
        Target::Spir => SPIR_ADDRESS_SPACES,
    }
}

/// The entry for address space `n` of `target`, if the target defines it.
pub fn address_space(target: Target, n: u32) -> Option<&'static AddressSpaceInfo> {
    let t = address_spaces(target);
    t.binary_search_by_key(&n, |a| a.number).ok().map(|i| &t[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_sorted_unique() {
        for t in Target::ALL {
            let tab = address_spaces(t);
            for w in tab.windows(2) {
                assert!(w[0].number < w[1].number, "{t}: {} {}", w[0].number, w[1].number);
            }
            for a in tab {
                assert_eq!(address_space(t, a.number), Some(a));
                let per_thread = matches!(a.kind, K::Private | K::Generic);
                assert_eq!(a.load == LoadRule::Divergent, per_thread, "{t} {}", a.name);
            }
            assert!(tab.iter().filter(|a| a.kind == K::Generic).count() == 1);
            assert!(tab.iter().filter(|a| a.kind == K::Shared).count() == 1);
        }
    }

    #[test]
    fn known_numbers() {
        let n = |t, i| address_space(t, i).map(|a| (a.name, a.kind));
        assert_eq!(n(Target::Nvptx, 3), Some(("shared", K::Shared)));
        assert_eq!(n(Target::Nvptx, 5), Some(("local", K::Private)));
        assert_eq!(n(Target::Nvptx, 2), None);
        assert_eq!(n(Target::Amdgpu, 3), Some(("local", K::Shared)));
        assert_eq!(n(Target::Amdgpu, 5), Some(("private", K::Private)));
        assert_eq!(n(Target::Amdgpu, 4), Some(("constant", K::Constant)));
        assert_eq!(n(Target::Spir, 0), Some(("private", K::Private)));
        assert_eq!(n(Target::Spir, 2), Some(("constant", K::Constant)));
        assert_eq!(n(Target::Spir, 4), Some(("generic", K::Generic)));
        assert_eq!(address_space(Target::Spir, 5), None);
        // LLVM 19: NVPTX loads from generic and local, AMDGPU from flat and private, are sources.
        let llvm: Vec<u32> =
            NVPTX_ADDRESS_SPACES.iter().filter(|a| a.llvm19_load_divergent).map(|a| a.number).collect();
        assert_eq!(llvm, [0, 5]);
        let llvm: Vec<u32> =
            AMDGPU_ADDRESS_SPACES.iter().filter(|a| a.llvm19_load_divergent).map(|a| a.number).collect();
        assert_eq!(llvm, [0, 5]);
    }
}
