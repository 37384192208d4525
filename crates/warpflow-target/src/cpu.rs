//! Processor names (`-mcpu`, the `"target-cpu"` function attribute) and the warp size each
//! implies by default, as a table.
//!
//! AMDGPU: the processors `llc-19 -mtriple=amdgcn -mcpu=help` lists. GFX6 to GFX9 (GCN, CDNA)
//! have 64-lane wavefronts only; GFX10, GFX11 and GFX12 (RDNA) default to wave32 in LLVM 19
//! unless the function's features say `+wavefrontsize64` (see
//! [`Target::warp_size_from_features`], which takes precedence over this table).
//! NVPTX: every `sm_NN` (and `sm_NNa`) processor has 32-lane warps. SPIR names no processors.

use crate::Target;

/// Every AMDGPU processor name LLVM 19 accepts, with its default wavefront size.
pub const AMDGPU_CPUS: &[(&str, u32)] = &[
    // generic GCN (wave64)
    ("generic", 64),
    ("generic-hsa", 64),
    // GFX6 (Southern Islands)
    ("gfx600", 64),
    ("tahiti", 64),
    ("gfx601", 64),
    ("pitcairn", 64),
    ("verde", 64),
    ("gfx602", 64),
    ("hainan", 64),
    ("oland", 64),
    // GFX7 (Sea Islands)
    ("gfx700", 64),
    ("kaveri", 64),
    ("gfx701", 64),
    ("hawaii", 64),
    ("gfx702", 64),
    ("gfx703", 64),
    ("kabini", 64),
    ("mullins", 64),
    ("gfx704", 64),
    ("bonaire", 64),
    ("gfx705", 64),
    // GFX8 (Volcanic Islands)
    ("gfx801", 64),
    ("carrizo", 64),
    ("gfx802", 64),
    ("iceland", 64),
    ("tonga", 64),
    ("gfx803", 64),
    ("fiji", 64),
    ("polaris10", 64),
    ("polaris11", 64),
    ("gfx805", 64),
    ("tongapro", 64),
    ("gfx810", 64),
    ("stoney", 64),
    // GFX9 (Vega, CDNA)
    ("gfx9-generic", 64),
    ("gfx900", 64),
    ("gfx902", 64),
    ("gfx904", 64),
    ("gfx906", 64),
    ("gfx908", 64),
    ("gfx909", 64),
    ("gfx90a", 64),
    ("gfx90c", 64),
    ("gfx940", 64),
    ("gfx941", 64),
    ("gfx942", 64),
    // GFX10 (RDNA 1, RDNA 2): wave32 by default
    ("gfx10-1-generic", 32),
    ("gfx1010", 32),
    ("gfx1011", 32),
    ("gfx1012", 32),
    ("gfx1013", 32),
    ("gfx10-3-generic", 32),
    ("gfx1030", 32),
    ("gfx1031", 32),
    ("gfx1032", 32),
    ("gfx1033", 32),
    ("gfx1034", 32),
    ("gfx1035", 32),
    ("gfx1036", 32),
    // GFX11 (RDNA 3)
    ("gfx11-generic", 32),
    ("gfx1100", 32),
    ("gfx1101", 32),
    ("gfx1102", 32),
    ("gfx1103", 32),
    ("gfx1150", 32),
    ("gfx1151", 32),
    ("gfx1152", 32),
    // GFX12 (RDNA 4)
    ("gfx12-generic", 32),
    ("gfx1200", 32),
    ("gfx1201", 32),
];

impl Target {
    /// The default warp size of processor `cpu` on this target, or `None` when the target has
    /// no processor of that name (AMDGPU: [`AMDGPU_CPUS`]; NVPTX: `sm_` followed by digits and an
    /// optional `a`, always 32; SPIR: none).
    pub fn cpu_warp_size(self, cpu: &str) -> Option<u32> {
        match self {
            Target::Amdgpu => AMDGPU_CPUS.iter().find(|(n, _)| *n == cpu).map(|&(_, w)| w),
            Target::Nvptx => {
                let num = cpu.strip_prefix("sm_")?;
                let num = num.strip_suffix('a').unwrap_or(num);
                (!num.is_empty() && num.bytes().all(|b| b.is_ascii_digit())).then_some(32)
            }
            Target::Spir => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amdgpu_wave_sizes() {
        for (cpu, w) in [
            ("gfx1100", 32),
            ("gfx1010", 32),
            ("gfx1201", 32),
            ("gfx11-generic", 32),
            ("gfx90a", 64),
            ("gfx942", 64),
            ("gfx803", 64),
            ("tahiti", 64),
            ("generic", 64),
        ] {
            assert_eq!(Target::Amdgpu.cpu_warp_size(cpu), Some(w), "{cpu}");
        }
        assert_eq!(Target::Amdgpu.cpu_warp_size("gfx9000"), None);
        assert_eq!(Target::Amdgpu.cpu_warp_size("sm_90"), None);
        let mut names: Vec<_> = AMDGPU_CPUS.iter().map(|(n, _)| n).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), AMDGPU_CPUS.len(), "duplicate names");
    }

    #[test]
    fn nvptx_and_spir() {
        for cpu in ["sm_20", "sm_70", "sm_90a", "sm_100"] {
            assert_eq!(Target::Nvptx.cpu_warp_size(cpu), Some(32), "{cpu}");
        }
        for bad in ["sm_", "sm_a", "gfx1100", "sm_70x", "compute_70"] {
            assert_eq!(Target::Nvptx.cpu_warp_size(bad), None, "{bad}");
        }
        assert_eq!(Target::Spir.cpu_warp_size("generic"), None);
    }
}
