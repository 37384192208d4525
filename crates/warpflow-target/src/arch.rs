//! Per-architecture parameters of the pipelined timing model (`warpflow_simt::timing`) and of
//! the merging passes' profitability: one table row per GPU generation, each parameter group
//! with the public source it comes from ([`ArchParams::sources`]).
//!
//! What a row holds: the SM's shape (warp size, warp schedulers, resident warps and blocks,
//! register file and shared memory per SM), the lanes per cycle each execution unit of one
//! scheduler (SM sub-partition, or AMD SIMD) serves, the dependent-issue latency of each cost
//! class, the memory geometry (sector size, sectors the L1 serves per cycle, shared-memory banks
//! and their width) and what a reconvergence costs (instructions at a divergent branch and at
//! each path's arrival, and the wait when the last path arrives).
//!
//! How the numbers were chosen: shapes and throughputs are the vendors' published figures
//! (NVIDIA's CUDA C++ Programming Guide tables "Technical Specifications per Compute
//! Capability" and "Throughput of Native Arithmetic Instructions"; AMD's GCN and CDNA
//! white papers and ISA manuals). Latencies are microbenchmark results of the cited papers,
//! rounded; where a paper gives a range or the value is recalled to its order of magnitude, the
//! source says "approximately". No number here was fitted to a measurement of ours: the
//! validation (`docs/timing-model.md`) compares the model against published figures only.
//!
//! Invariant: [`ARCHS`] has one row per [`Arch`], in declaration order (checked by a test), so
//! [`Arch::params`] is an index.

use serde::{Deserialize, Serialize};

use crate::cost::CostClass;

/// A GPU generation with a row in [`ARCHS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Arch {
    /// NVIDIA Pascal, GP10x consumer parts (sm_61).
    Pascal,
    /// NVIDIA Volta (sm_70); also used for Turing (sm_75).
    Volta,
    /// NVIDIA Ampere (sm_80, sm_86).
    Ampere,
    /// NVIDIA Hopper (sm_90).
    Hopper,
    /// NVIDIA Blackwell (sm_100, sm_120).
    Blackwell,
    /// AMD GCN/CDNA, wave64 (gfx9: Vega, MI100 gfx908, MI200 gfx90a).
    Cdna,
}

impl Arch {
    /// Every architecture, in [`ARCHS`] order.
    pub const ALL: [Arch; 6] =
        [Arch::Pascal, Arch::Volta, Arch::Ampere, Arch::Hopper, Arch::Blackwell, Arch::Cdna];

    /// The architecture's row.
    pub fn params(self) -> &'static ArchParams {
        &ARCHS[self as usize]
    }

    /// Its name on the command line (`pascal`, `volta`, ..., `cdna`).
    pub fn name(self) -> &'static str {
        self.params().name
    }

    /// Parses a name of [`Arch::name`].
    pub fn from_name(s: &str) -> Option<Arch> {
        Arch::ALL.into_iter().find(|a| a.name() == s)
    }

    /// The generation of a processor name: `sm_NN` (NVIDIA) or `gfx9xx` (AMD wave64 parts).
    /// `None` for processors without a row (AMD wave32 RDNA parts, unknown names).
    pub fn for_processor(cpu: &str) -> Option<Arch> {
        if let Some(n) = cpu.strip_prefix("sm_") {
            let digits: String = n.chars().take_while(|c| c.is_ascii_digit()).collect();
            let v: u32 = digits.parse().ok()?;
            return Some(match v {
                60..=69 => Arch::Pascal,
                70..=79 => Arch::Volta,
                80..=89 => Arch::Ampere,
                90..=99 => Arch::Hopper,
                100.. => Arch::Blackwell,
                _ => return None,
            });
        }
        if cpu.starts_with("gfx9") || cpu.starts_with("gfx8") || cpu.starts_with("gfx7") {
            return Some(Arch::Cdna);
        }
        None
    }
}

/// The execution units one scheduler issues to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Unit {
    /// 32-bit float add/multiply/FMA.
    Fp32,
    /// 32-bit integer arithmetic and logic (on Pascal the FP32 cores, see
    /// [`ArchParams::int_on_fp32`]).
    Int,
    /// 64-bit float.
    Fp64,
    /// Special-function unit (MUFU: reciprocal, square root, exp2, log2, sin, cos) and
    /// conversions.
    Sfu,
    /// Load/store unit (memory instructions enter the memory pipeline through it).
    Lsu,
    /// Branch and control unit (BRA, BSSY/BSYNC, barriers, warp operations; AMD: the scalar
    /// unit and branch unit).
    Control,
}

impl Unit {
    /// Every unit, in declaration order (index of [`ArchParams::unit_lanes`]).
    pub const ALL: [Unit; 6] = [Unit::Fp32, Unit::Int, Unit::Fp64, Unit::Sfu, Unit::Lsu, Unit::Control];

    /// The unit that executes instructions of cost class `class`.
    pub fn of_class(class: CostClass) -> Unit {
        match class {
            CostClass::FloatAlu | CostClass::FloatMulAdd | CostClass::FloatDiv => Unit::Fp32,
            CostClass::IntAlu | CostClass::IntMul | CostClass::IntDiv => Unit::Int,
            CostClass::Special | CostClass::Conversion => Unit::Sfu,
            CostClass::MemShared
            | CostClass::MemGlobal
            | CostClass::MemConstant
            | CostClass::MemPrivate
            | CostClass::Atomic
            | CostClass::Fence => Unit::Lsu,
            CostClass::Free
            | CostClass::Barrier
            | CostClass::Branch
            | CostClass::Call
            | CostClass::WarpOp => Unit::Control,
        }
    }
}

/// How a generation reconverges, and what it costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reconvergence {
    /// The mechanism.
    pub kind: ReconvergenceKind,
    /// Instructions issued when a warp diverges (NVIDIA: `SSY` or `BSSY`; AMD: the exec-mask
    /// save and the mask write of the first path, `s_and_saveexec_b64` and `s_xor_b64`).
    pub diverge_insts: u32,
    /// Instructions each path issues when it arrives at the reconvergence point (NVIDIA:
    /// `SYNC` or `BSYNC`; AMD: the exec-mask write for the next path or the restore,
    /// `s_or_b64 exec`, and the `s_cbranch_execz` skip test).
    pub sync_insts: u32,
    /// Cycles between the last path's arrival and the reconverged warp's next issue (the
    /// stack pop or convergence-barrier release; AMD: the exec write's hazard before a VALU
    /// reads it).
    pub wait_cycles: u32,
}

/// Volta and later NVIDIA parts: one `BSSY` at a divergence, one `BSYNC` per path, a short
/// release wait (the convergence-barrier rows of [`ARCHS`] share it).
const CONVERGENCE_BARRIER: Reconvergence = Reconvergence {
    kind: ReconvergenceKind::ConvergenceBarrier,
    diverge_insts: 1,
    sync_insts: 1,
    wait_cycles: 4,
};

/// Reconvergence mechanisms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReconvergenceKind {
    /// The pre-Volta SIMT stack (`SSY`/`SYNC`).
    Stack,
    /// Volta-and-later convergence barriers (`BSSY`/`BSYNC`).
    ConvergenceBarrier,
    /// AMD: the compiler writes the exec mask with scalar instructions.
    ExecMask,
}

/// Dependent-issue latencies in cycles: from the issue of an instruction to the earliest issue
/// of one that reads its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Latencies {
    /// 32-bit integer and float add, logic, compare, select, FMA.
    pub alu: u32,
    /// 32-bit integer multiply (IMAD).
    pub imul: u32,
    /// 64-bit float.
    pub fp64: u32,
    /// Special function unit and conversions.
    pub sfu: u32,
    /// Shared-memory (LDS) load, no bank conflict.
    pub shared: u32,
    /// Global load that misses the caches (DRAM).
    pub global: u32,
    /// Constant-cache hit.
    pub constant: u32,
    /// Atomic at L2.
    pub atomic: u32,
    /// Block barrier release after the last warp arrives.
    pub barrier: u32,
    /// Warp shuffle/vote.
    pub warp_op: u32,
    /// Branch (to the next issue of the same warp).
    pub branch: u32,
}

/// One generation's parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ArchParams {
    /// The row's architecture.
    pub arch: Arch,
    /// Command-line name.
    pub name: &'static str,
    /// The parts the numbers describe.
    pub parts: &'static str,
    /// Lanes of a warp (wavefront).
    pub warp_size: u32,
    /// Warp schedulers per SM (AMD: SIMDs per CU), each issuing one instruction per cycle.
    pub schedulers: u32,
    /// Resident warps per SM at most.
    pub max_warps: u32,
    /// Resident blocks per SM at most.
    pub max_blocks: u32,
    /// 32-bit registers per SM.
    pub registers: u32,
    /// Shared memory per SM in bytes (the largest carve-out).
    pub shared_bytes: u32,
    /// Lanes per cycle of each unit of one scheduler, indexed by `Unit as usize`: a warp
    /// instruction keeps its unit busy `warp_size / lanes` cycles.
    pub unit_lanes: [u32; 6],
    /// Integer instructions run on the FP32 cores (no separate INT32 pipe: Pascal).
    pub int_on_fp32: bool,
    /// Latencies.
    pub latency: Latencies,
    /// Bytes of a memory sector (the unit of a global transaction).
    pub sector_bytes: u32,
    /// Sectors the SM's L1/load-store path serves per cycle.
    pub sectors_per_cycle: u32,
    /// Shared-memory banks.
    pub shared_banks: u32,
    /// Bytes per bank word.
    pub bank_bytes: u32,
    /// Reconvergence.
    pub reconvergence: Reconvergence,
    /// `(parameter group, source)` for every group above.
    pub sources: &'static [(&'static str, &'static str)],
}

impl ArchParams {
    /// Cycles a warp instruction keeps `unit` busy (at least 1).
    pub fn occupancy(&self, unit: Unit) -> u32 {
        let unit = if self.int_on_fp32 && unit == Unit::Int { Unit::Fp32 } else { unit };
        self.warp_size.div_ceil(self.unit_lanes[unit as usize].max(1)).max(1)
    }

    /// The unit a warp instruction of `unit` actually occupies (`Int` is `Fp32` where
    /// [`ArchParams::int_on_fp32`]).
    pub fn pipe(&self, unit: Unit) -> Unit {
        if self.int_on_fp32 && unit == Unit::Int {
            Unit::Fp32
        } else {
            unit
        }
    }

    /// Dependent-issue latency of one machine instruction of `class` (for sequences such as
    /// division, the latency of the whole sequence is [`ArchParams::sequence`]'s).
    pub fn class_latency(&self, class: CostClass) -> u32 {
        let l = &self.latency;
        match class {
            CostClass::Free => 0,
            CostClass::IntAlu | CostClass::FloatAlu | CostClass::FloatMulAdd => l.alu,
            CostClass::IntMul => l.imul,
            CostClass::IntDiv | CostClass::FloatDiv => l.alu,
            CostClass::Special | CostClass::Conversion => l.sfu,
            CostClass::MemShared => l.shared,
            CostClass::MemGlobal | CostClass::MemPrivate => l.global,
            CostClass::MemConstant => l.constant,
            CostClass::Atomic => l.atomic,
            CostClass::Fence => l.global,
            CostClass::Barrier => l.barrier,
            CostClass::Branch | CostClass::Call => l.branch,
            CostClass::WarpOp => l.warp_op,
        }
    }

    /// Machine instructions of one IR instruction of `class` on 32-bit (or narrower)
    /// operands, and how many of them form a dependent chain (the result is ready `chain`
    /// latencies after the first issues). Estimates of the code `ptxas`/the AMDGPU back end
    /// emit, stated per class:
    /// - integer division: ~20 instructions (reciprocal in the SFU, multiply-high and two
    ///   corrections), a chain of ~8;
    /// - float division: reciprocal plus two Newton steps and a fix-up, ~8, chain ~5;
    /// - a call: the call, the return and ~2 argument moves;
    /// - everything else one instruction.
    pub fn sequence(&self, class: CostClass) -> (u32, u32) {
        match class {
            CostClass::Free => (0, 0),
            CostClass::IntDiv => (20, 8),
            CostClass::FloatDiv => (8, 5),
            CostClass::Call => (4, 2),
            _ => (1, 1),
        }
    }

    /// The cost in scheduler cycles of one IR instruction of `class` (64-bit integer
    /// operations when `wide`), as the merging passes' profitability uses it: the issue cycles
    /// its machine instructions occupy their unit, plus its latency divided by
    /// `hiding_warps` (the warps that overlap their latency with it: 1 for a warp alone; with
    /// many resident warps latency is hidden and issue cycles are what a merge saves).
    pub fn instruction_cost(&self, class: CostClass, wide: bool, hiding_warps: u32) -> f64 {
        let (mut n, chain) = self.sequence(class);
        if wide && matches!(class, CostClass::IntAlu | CostClass::IntMul) {
            n *= 2;
        }
        if n == 0 {
            return 0.0;
        }
        let issue = n * self.occupancy(Unit::of_class(class));
        let latency = chain * self.class_latency(class);
        f64::from(issue) + f64::from(latency) / f64::from(hiding_warps.max(1))
    }
}

const GUIDE_SPECS: &str = "NVIDIA CUDA C++ Programming Guide, 'Technical Specifications per Compute Capability' (warps, blocks, registers, shared memory per SM) and 'Compute Capabilities' (4 warp schedulers per SM since cc 5.x)";
const GUIDE_THROUGHPUT: &str = "NVIDIA CUDA C++ Programming Guide, 'Throughput of Native Arithmetic Instructions' (results per clock per SM / 4 schedulers = lanes per scheduler)";
const SECTORS: &str = "NVIDIA CUDA C++ Best Practices Guide, 'Coalesced Access to Global Memory' (32-byte sectors); CUDA C++ Programming Guide, shared memory: 32 banks of 4 bytes";
const BSSY: &str = "convergence-barrier instructions BSSY/BSYNC in the CUDA Binary Utilities instruction-set reference (sm_70 and later); one of each per divergent region as the SASS of this project's corpus shows (warpflow study sass); wait: estimate (a few cycles, like a branch)";

/// One row per [`Arch`], in declaration order.
pub const ARCHS: [ArchParams; 6] = [
    ArchParams {
        arch: Arch::Pascal,
        name: "pascal",
        parts: "GP102/GP104 (GTX 1080, Titan Xp), sm_61",
        warp_size: 32,
        schedulers: 4,
        max_warps: 64,
        max_blocks: 32,
        registers: 65536,
        shared_bytes: 96 * 1024,
        // cc 6.1: 128 FP32 results/clk/SM (32 per scheduler), integer on the same cores,
        // 4 FP64, 32 SFU (8 per scheduler), 32 load/store.
        unit_lanes: [32, 32, 1, 8, 8, 32],
        int_on_fp32: true,
        latency: Latencies {
            alu: 6,
            imul: 6,
            fp64: 48,
            sfu: 18,
            shared: 24,
            global: 450,
            constant: 8,
            atomic: 550,
            barrier: 20,
            warp_op: 30,
            branch: 6,
        },
        sector_bytes: 32,
        sectors_per_cycle: 4,
        shared_banks: 32,
        bank_bytes: 4,
        reconvergence: Reconvergence {
            kind: ReconvergenceKind::Stack,
            diverge_insts: 1,
            sync_insts: 1,
            wait_cycles: 6,
        },
        sources: &[
            ("shape", GUIDE_SPECS),
            ("unit lanes", GUIDE_THROUGHPUT),
            (
                "latency",
                "Jia et al., 'Dissecting the NVIDIA Volta GPU Architecture via Microbenchmarking' (2018): dependent-issue ALU latency 6 cycles on Pascal (4 on Volta), shared memory ~24 cycles on P100; DRAM latency approximately 400-500 cycles (rounded to 450); others estimates",
            ),
            ("memory geometry", SECTORS),
            ("reconvergence", "SSY/SYNC stack instructions of sm_6x SASS (CUDA Binary Utilities); wait: estimate"),
        ],
    },
    ArchParams {
        arch: Arch::Volta,
        name: "volta",
        parts: "GV100 (V100), sm_70; also Turing sm_75",
        warp_size: 32,
        schedulers: 4,
        max_warps: 64,
        max_blocks: 32,
        registers: 65536,
        shared_bytes: 96 * 1024,
        // cc 7.0: 64 FP32/clk/SM (16 per scheduler), separate 64 INT32, 32 FP64, 16 SFU,
        // 32 load/store.
        unit_lanes: [16, 16, 8, 4, 8, 32],
        int_on_fp32: false,
        latency: Latencies {
            alu: 4,
            imul: 5,
            fp64: 8,
            sfu: 16,
            shared: 19,
            global: 400,
            constant: 8,
            atomic: 500,
            barrier: 20,
            warp_op: 24,
            branch: 4,
        },
        sector_bytes: 32,
        sectors_per_cycle: 4,
        shared_banks: 32,
        bank_bytes: 4,
        reconvergence: CONVERGENCE_BARRIER,
        sources: &[
            ("shape", GUIDE_SPECS),
            ("unit lanes", GUIDE_THROUGHPUT),
            (
                "latency",
                "Jia et al. 2018 (Volta microbenchmarks): ALU 4 cycles, shared memory 19 cycles, L1 hit 28; DRAM approximately 400 cycles (the project's default table); FP64 8 on GV100; others estimates",
            ),
            ("memory geometry", SECTORS),
            ("reconvergence", BSSY),
        ],
    },
    ArchParams {
        arch: Arch::Ampere,
        name: "ampere",
        parts: "GA100 (A100), sm_80; GA10x sm_86",
        warp_size: 32,
        schedulers: 4,
        max_warps: 64,
        max_blocks: 32,
        registers: 65536,
        shared_bytes: 164 * 1024,
        // cc 8.0: 64 FP32/clk/SM, 64 INT32, 32 FP64, 16 SFU.
        unit_lanes: [16, 16, 8, 4, 8, 32],
        int_on_fp32: false,
        latency: Latencies {
            alu: 4,
            imul: 4,
            fp64: 8,
            sfu: 16,
            shared: 23,
            global: 470,
            constant: 8,
            atomic: 550,
            barrier: 20,
            warp_op: 24,
            branch: 4,
        },
        sector_bytes: 32,
        sectors_per_cycle: 4,
        shared_banks: 32,
        bank_bytes: 4,
        reconvergence: CONVERGENCE_BARRIER,
        sources: &[
            ("shape", GUIDE_SPECS),
            ("unit lanes", GUIDE_THROUGHPUT),
            (
                "latency",
                "Abdelkhalik et al., 'Demystifying the Nvidia Ampere Architecture through Microbenchmarking and Instruction-level Analysis' (2022): 4-cycle FP32/INT32 dependent latency; shared memory approximately 23 cycles, DRAM approximately 450-500 cycles on A100 (rounded); others estimates",
            ),
            ("memory geometry", SECTORS),
            ("reconvergence", BSSY),
        ],
    },
    ArchParams {
        arch: Arch::Hopper,
        name: "hopper",
        parts: "GH100 (H100, H200), sm_90",
        warp_size: 32,
        schedulers: 4,
        max_warps: 64,
        max_blocks: 32,
        registers: 65536,
        shared_bytes: 228 * 1024,
        // cc 9.0: 128 FP32/clk/SM (32 per scheduler), 64 INT32, 64 FP64, 16 SFU.
        unit_lanes: [32, 16, 16, 4, 8, 32],
        int_on_fp32: false,
        latency: Latencies {
            alu: 4,
            imul: 4,
            fp64: 8,
            sfu: 16,
            shared: 29,
            global: 480,
            constant: 8,
            atomic: 550,
            barrier: 20,
            warp_op: 24,
            branch: 4,
        },
        sector_bytes: 32,
        sectors_per_cycle: 4,
        shared_banks: 32,
        bank_bytes: 4,
        reconvergence: CONVERGENCE_BARRIER,
        sources: &[
            ("shape", GUIDE_SPECS),
            ("unit lanes", GUIDE_THROUGHPUT),
            (
                "latency",
                "Luo et al., 'Benchmarking and Dissecting the Nvidia Hopper GPU Architecture' (2024): 4-cycle ALU latency; shared memory approximately 29 cycles, DRAM approximately 480 cycles on H800 (rounded); others estimates; not fitted to the H200 (issue 15 asks for that when a GPU is lent)",
            ),
            ("memory geometry", SECTORS),
            ("reconvergence", BSSY),
        ],
    },
    ArchParams {
        arch: Arch::Blackwell,
        name: "blackwell",
        parts: "GB100/GB20x (B200, RTX 50), sm_100/sm_120",
        warp_size: 32,
        schedulers: 4,
        max_warps: 64,
        max_blocks: 32,
        registers: 65536,
        shared_bytes: 228 * 1024,
        // cc 10.0: 128 FP32/clk/SM, 64 INT32 (cc 12.0: 128), 64 FP64 on B200, 16 SFU.
        unit_lanes: [32, 16, 16, 4, 8, 32],
        int_on_fp32: false,
        latency: Latencies {
            alu: 4,
            imul: 4,
            fp64: 8,
            sfu: 16,
            shared: 30,
            global: 500,
            constant: 8,
            atomic: 560,
            barrier: 20,
            warp_op: 24,
            branch: 4,
        },
        sector_bytes: 32,
        sectors_per_cycle: 4,
        shared_banks: 32,
        bank_bytes: 4,
        reconvergence: CONVERGENCE_BARRIER,
        sources: &[
            ("shape", GUIDE_SPECS),
            ("unit lanes", GUIDE_THROUGHPUT),
            (
                "latency",
                "Jarmusch et al., 'Dissecting the NVIDIA Blackwell Architecture with Microbenchmarks' (2025): 4-cycle ALU latency; shared memory and DRAM latencies approximately those of Hopper (rounded to 30 and 500); others estimates",
            ),
            ("memory geometry", SECTORS),
            ("reconvergence", "BSSY(.RECONVERGENT)/BSYNC of sm_100 SASS (divergence study, spec/divergence-study.md); wait: estimate"),
        ],
    },
    ArchParams {
        arch: Arch::Cdna,
        name: "cdna",
        parts: "AMD GCN/CDNA wave64 (Vega gfx900, MI100 gfx908, MI200 gfx90a)",
        warp_size: 64,
        // 4 SIMD16 per CU, each with its own waves; a wave64 VALU op takes 4 cycles.
        schedulers: 4,
        max_warps: 32,
        max_blocks: 16,
        registers: 4 * 512 * 64,
        shared_bytes: 64 * 1024,
        // SIMD16: 16 lanes; the scalar unit and branch unit: one wave instruction per cycle
        // (lanes = warp size); SFU (transcendentals) quarter rate; FP64 half rate on CDNA2.
        unit_lanes: [16, 16, 8, 4, 16, 64],
        int_on_fp32: true,
        latency: Latencies {
            alu: 4,
            imul: 8,
            fp64: 8,
            sfu: 16,
            shared: 64,
            global: 600,
            constant: 16,
            atomic: 700,
            barrier: 20,
            warp_op: 16,
            branch: 4,
        },
        sector_bytes: 64,
        sectors_per_cycle: 1,
        shared_banks: 32,
        bank_bytes: 4,
        reconvergence: Reconvergence {
            kind: ReconvergenceKind::ExecMask,
            diverge_insts: 2,
            sync_insts: 2,
            wait_cycles: 4,
        },
        sources: &[
            (
                "shape",
                "AMD 'Graphics Core Next Architecture' white paper (2012) and 'AMD CDNA 2 Architecture' white paper (2021): 4 SIMD16 per CU, wave64 issued over 4 cycles, 512 VGPRs per lane per SIMD, 64 KiB LDS per CU, 8 waves per SIMD on CDNA2",
            ),
            ("unit lanes", "same white papers: SIMD16 vector ALU, one scalar ALU, transcendentals at quarter rate"),
            (
                "latency",
                "VALU back-to-back dependent issue (4 cycles) from the GCN white paper; LDS approximately 64 cycles and global memory approximately 500-700 cycles are orders of magnitude from AMD's GCN optimisation guidance, estimates",
            ),
            (
                "memory geometry",
                "GCN/CDNA vector memory: 64-byte cache lines at the L1 (texture cache), one line per cycle; LDS: 32 banks of 4 bytes (AMD 'Vega' / CDNA ISA manuals, LDS chapter)",
            ),
            (
                "reconvergence",
                "AMD CDNA ISA manuals: divergent control flow is compiled to s_and_saveexec_b64 / s_xor_b64 at the branch and s_or_b64 exec (restore) plus s_cbranch_execz at each side's end; wait: the SALU-exec write to VALU hazard, estimate",
            ),
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_per_arch_in_order_with_sources() {
        for (i, a) in Arch::ALL.iter().enumerate() {
            let p = &ARCHS[i];
            assert_eq!(p.arch, *a);
            assert_eq!(*a as usize, i);
            assert_eq!(Arch::from_name(p.name), Some(*a));
            for group in ["shape", "unit lanes", "latency", "memory geometry", "reconvergence"] {
                assert!(p.sources.iter().any(|(g, s)| *g == group && !s.is_empty()), "{a:?} {group}");
            }
            assert!(p.latency.alu >= 1 && p.latency.global > p.latency.shared);
            assert!(p.max_warps >= p.schedulers && p.warp_size.is_power_of_two());
        }
        assert_eq!(Arch::from_name("bogus"), None);
    }

    #[test]
    fn processors_and_occupancy() {
        assert_eq!(Arch::for_processor("sm_61"), Some(Arch::Pascal));
        assert_eq!(Arch::for_processor("sm_75"), Some(Arch::Volta));
        assert_eq!(Arch::for_processor("sm_86"), Some(Arch::Ampere));
        assert_eq!(Arch::for_processor("sm_90a"), Some(Arch::Hopper));
        assert_eq!(Arch::for_processor("sm_120"), Some(Arch::Blackwell));
        assert_eq!(Arch::for_processor("gfx90a"), Some(Arch::Cdna));
        assert_eq!(Arch::for_processor("gfx1100"), None);
        assert_eq!(Arch::for_processor("sm_x"), None);
        let v = Arch::Volta.params();
        assert_eq!(v.occupancy(Unit::Fp32), 2);
        assert_eq!(v.occupancy(Unit::Sfu), 8);
        let p = Arch::Pascal.params();
        assert_eq!(p.occupancy(Unit::Int), 1);
        assert_eq!(p.pipe(Unit::Int), Unit::Fp32);
        let c = Arch::Cdna.params();
        assert_eq!(c.occupancy(Unit::Fp32), 4);
        assert_eq!(c.occupancy(Unit::Control), 1);
    }

    #[test]
    fn instruction_cost_counts_issue_and_hidden_latency() {
        let v = Arch::Volta.params();
        // one add: 2 issue cycles + 4 latency
        assert_eq!(v.instruction_cost(CostClass::IntAlu, false, 1), 6.0);
        assert_eq!(v.instruction_cost(CostClass::IntAlu, true, 1), 8.0);
        // a global load alone pays its latency; hidden by 32 warps, 4 + 400/32
        assert_eq!(v.instruction_cost(CostClass::MemGlobal, false, 1), 404.0);
        assert_eq!(v.instruction_cost(CostClass::MemGlobal, false, 32), 4.0 + 12.5);
        assert_eq!(v.instruction_cost(CostClass::Free, false, 1), 0.0);
    }
}
