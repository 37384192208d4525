//! Which GPU target a module is for, derived from its `target triple`, and the facts that depend
//! only on the target: warp (wavefront, sub-group) size and kernel calling conventions.
//!
//! Invariants: [`Target::from_triple`] accepts exactly the triples clang-19 writes for the three
//! supported architectures (any vendor/OS/environment suffix) and rejects everything else with an
//! error; it never panics. Warp sizes are powers of two in `1..=64` (lane masks fit a `u64`).

use serde::{Deserialize, Serialize};

/// A GPU target architecture, as named by the first component of an LLVM target triple.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Target {
    /// NVIDIA PTX (`nvptx64-nvidia-cuda`, `nvptx-nvidia-cuda`, `nvptx64-nvidia-nvcl`): CUDA, and
    /// OpenCL compiled for NVPTX.
    Nvptx,
    /// AMD GCN/RDNA (`amdgcn-amd-amdhsa`, `amdgcn-amd-amdpal`, `amdgcn--`): HIP and OpenCL.
    Amdgpu,
    /// SPIR (`spir64`, `spir`, `spirv64`, `spirv32`): portable OpenCL.
    Spir,
}

/// Errors of the target model.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    /// The triple names no architecture this model describes.
    #[error(
        "unsupported target triple `{0}` (expected nvptx/nvptx64, amdgcn, spir/spir64 or spirv32/spirv64)"
    )]
    UnknownTriple(String),
    /// A warp size that is not a power of two in `1..=64`.
    #[error("invalid warp size {0}: must be a power of two between 1 and 64")]
    InvalidWarpSize(u32),
}

/// The default sub-group size assumed for SPIR modules, where the size is chosen by the OpenCL
/// implementation at run time. 32 matches NVIDIA and RDNA (wave32) devices; override it with
/// [`crate::TargetModel::with_warp_size`].
pub const SPIR_DEFAULT_WARP_SIZE: u32 = 32;

impl Target {
    /// All targets, in a fixed order.
    pub const ALL: [Target; 3] = [Target::Nvptx, Target::Amdgpu, Target::Spir];

    /// Parses the architecture from an LLVM target triple such as `nvptx64-nvidia-cuda`.
    pub fn from_triple(triple: &str) -> Result<Target, TargetError> {
        let arch = triple.split('-').next().unwrap_or("");
        match arch {
            "nvptx" | "nvptx64" => Ok(Target::Nvptx),
            "amdgcn" => Ok(Target::Amdgpu),
            "spir" | "spir64" | "spirv" | "spirv32" | "spirv64" => Ok(Target::Spir),
            _ => Err(TargetError::UnknownTriple(triple.to_string())),
        }
    }

    /// The data layout LLVM 19 gives a module of this triple that has none (what
    /// `opt-19 -mtriple` takes from the target machine; see [`LLVM19_DATALAYOUTS`]); empty
    /// (LLVM's defaults) for SPIR, which has no target machine in LLVM 19.
    pub fn llvm19_default_datalayout(triple: &str) -> &'static str {
        let arch = triple.split('-').next().unwrap_or("");
        LLVM19_DATALAYOUTS.iter().find(|(a, _)| *a == arch).map_or("", |(_, l)| l)
    }

    /// A short lower-case name (`nvptx`, `amdgpu`, `spir`).
    pub fn name(self) -> &'static str {
        match self {
            Target::Nvptx => "nvptx",
            Target::Amdgpu => "amdgpu",
            Target::Spir => "spir",
        }
    }

    /// The bit of this target in a [`TargetSet`].
    pub const fn bit(self) -> TargetSet {
        match self {
            Target::Nvptx => TargetSet::NVPTX,
            Target::Amdgpu => TargetSet::AMDGPU,
            Target::Spir => TargetSet::SPIR,
        }
    }

    /// The default warp size: 32 on NVPTX (PTX ISA `WARP_SZ`), 64 on AMDGPU (GCN/CDNA wavefront;
    /// RDNA modules say `+wavefrontsize32`, see [`Target::warp_size_from_features`]), and
    /// [`SPIR_DEFAULT_WARP_SIZE`] on SPIR.
    pub const fn default_warp_size(self) -> u32 {
        match self {
            Target::Nvptx => 32,
            Target::Amdgpu => 64,
            Target::Spir => SPIR_DEFAULT_WARP_SIZE,
        }
    }

    /// The warp size a function is compiled for, from its `"target-features"` attribute string
    /// (clang-19 writes `+wavefrontsize32` or `+wavefrontsize64` for AMDGPU; gfx10+ HIP and OpenCL
    /// default to wave32). Falls back to [`Target::default_warp_size`].
    pub fn warp_size_from_features(self, target_features: &str) -> u32 {
        if self == Target::Amdgpu {
            for f in target_features.split(',') {
                match f.trim() {
                    "+wavefrontsize32" => return 32,
                    "+wavefrontsize64" => return 64,
                    _ => {}
                }
            }
        }
        self.default_warp_size()
    }

    /// Whether an LLVM calling convention name (as printed after `define`, e.g. `ptx_kernel`,
    /// `amdgpu_kernel`, `spir_kernel`) marks a kernel entry point on this target. NVPTX CUDA
    /// kernels from clang-19 carry no calling convention: they are listed in the
    /// `!nvvm.annotations` metadata with the string `"kernel"`, which the IR reader must check.
    pub fn is_kernel_calling_convention(self, cc: &str) -> bool {
        match self {
            // OpenCL compiled for NVPTX by clang-19 still uses `spir_kernel`.
            Target::Nvptx => matches!(cc, "ptx_kernel" | "spir_kernel"),
            Target::Amdgpu => matches!(cc, "amdgpu_kernel" | "spir_kernel"),
            Target::Spir => cc == "spir_kernel",
        }
    }
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Checks a warp size: a power of two in `1..=64`.
pub fn check_warp_size(n: u32) -> Result<u32, TargetError> {
    if n.is_power_of_two() && n <= 64 {
        Ok(n)
    } else {
        Err(TargetError::InvalidWarpSize(n))
    }
}

/// A set of targets, as a bit set (used by table entries to say where a builtin exists).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TargetSet(pub u8);

impl TargetSet {
    /// NVPTX only.
    pub const NVPTX: TargetSet = TargetSet(1);
    /// AMDGPU only.
    pub const AMDGPU: TargetSet = TargetSet(2);
    /// SPIR only.
    pub const SPIR: TargetSet = TargetSet(4);
    /// Every target.
    pub const ALL: TargetSet = TargetSet(7);

    /// Whether `t` is in the set.
    pub const fn contains(self, t: Target) -> bool {
        self.0 & t.bit().0 != 0
    }
}

/// LLVM 19's target-machine data layouts by triple architecture (as clang-19 writes them).
pub static LLVM19_DATALAYOUTS: &[(&str, &str)] = &[
    (
        "amdgcn",
        "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-\
         p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-\
         v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9",
    ),
    ("nvptx64", "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"),
    ("nvptx", "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples_parse() {
        for (t, want) in [
            ("nvptx64-nvidia-cuda", Target::Nvptx),
            ("nvptx-nvidia-cuda", Target::Nvptx),
            ("nvptx64-nvidia-nvcl", Target::Nvptx),
            ("amdgcn-amd-amdhsa", Target::Amdgpu),
            ("amdgcn-amd-amdpal", Target::Amdgpu),
            ("amdgcn--", Target::Amdgpu),
            ("spir64", Target::Spir),
            ("spir64-unknown-unknown", Target::Spir),
            ("spir", Target::Spir),
            ("spirv64-unknown-unknown", Target::Spir),
        ] {
            assert_eq!(Target::from_triple(t), Ok(want), "{t}");
        }
        for bad in ["", "x86_64-pc-linux-gnu", "nvptx64x-nvidia-cuda", "r600--"] {
            assert!(Target::from_triple(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn warp_sizes() {
        assert_eq!(Target::Nvptx.default_warp_size(), 32);
        assert_eq!(Target::Amdgpu.default_warp_size(), 64);
        assert_eq!(Target::Spir.default_warp_size(), SPIR_DEFAULT_WARP_SIZE);
        let rdna = "+16-bit-insts,+dpp,+gfx10-insts,+wavefrontsize32";
        assert_eq!(Target::Amdgpu.warp_size_from_features(rdna), 32);
        assert_eq!(Target::Amdgpu.warp_size_from_features("+wavefrontsize64"), 64);
        assert_eq!(Target::Amdgpu.warp_size_from_features("+dpp,+gfx9-insts"), 64);
        assert_eq!(Target::Nvptx.warp_size_from_features("+wavefrontsize32,+ptx70"), 32);
        assert_eq!(check_warp_size(48), Err(TargetError::InvalidWarpSize(48)));
        assert_eq!(check_warp_size(128), Err(TargetError::InvalidWarpSize(128)));
        assert_eq!(check_warp_size(0), Err(TargetError::InvalidWarpSize(0)));
        assert_eq!(check_warp_size(16), Ok(16));
    }

    #[test]
    fn kernel_calling_conventions() {
        assert!(Target::Amdgpu.is_kernel_calling_convention("amdgpu_kernel"));
        assert!(Target::Spir.is_kernel_calling_convention("spir_kernel"));
        assert!(Target::Nvptx.is_kernel_calling_convention("ptx_kernel"));
        assert!(Target::Nvptx.is_kernel_calling_convention("spir_kernel"));
        assert!(!Target::Spir.is_kernel_calling_convention("spir_func"));
        assert!(!Target::Amdgpu.is_kernel_calling_convention("ptx_kernel"));
    }
}
