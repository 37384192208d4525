//! Instruction cost classes and the one table of latency and issue cost per class, used by the
//! SIMT emulator's cycle model and by the merging passes' profitability and alignment scores.
//!
//! The default numbers model one SM sub-partition (scheduler) of an NVIDIA Volta-class GPU and
//! are deliberately simple; each row says where it comes from:
//! - `issue`: cycles the scheduler's dispatch port is busy for one warp instruction of 32 lanes,
//!   `128 / t` where `t` is the per-SM throughput (results per clock) in the CUDA C++ Programming
//!   Guide table "Throughput of Native Arithmetic Instructions", compute capability 7.0, and four
//!   schedulers per SM (so FP32/INT32 at 64/clk/SM issue in 2 cycles, SFU at 16/clk in 8).
//! - `latency`: cycles until a dependent instruction can issue. ALU latencies (4) and memory
//!   latencies (shared ~19, L1 hit ~28, DRAM ~400+) are the orders of magnitude reported by Jia et
//!   al., "Dissecting the NVIDIA Volta GPU Architecture via Microbenchmarking" (2018). Classes
//!   that are instruction sequences (division, calls, atomics, barriers) use round numbers stated
//!   in their rows; they are estimates, not measurements.
//!
//! Invariant: [`DEFAULT_COSTS`] has exactly one row per [`CostClass`], in declaration order
//! (checked by a test), so [`CostTable::get`] is an index.

use serde::{Deserialize, Serialize};

/// The cost class of an instruction or builtin call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CostClass {
    /// No machine instruction (phi, bitcast, debug and lifetime intrinsics, `assume`).
    Free,
    /// Integer add/sub/logic/shift/compare/select/min/max, address arithmetic.
    IntAlu,
    /// Integer multiply and multiply-add.
    IntMul,
    /// Integer division and remainder (a software sequence on GPUs).
    IntDiv,
    /// Float add/sub/mul/compare/min/max/abs/neg.
    FloatAlu,
    /// Fused multiply-add.
    FloatMulAdd,
    /// Float division (a reciprocal plus Newton refinement on GPUs).
    FloatDiv,
    /// Special-function unit: sqrt, rsqrt, exp2, log2, sin, cos, reciprocal approximations.
    Special,
    /// Conversions between int and float widths (`fptosi`, `sitofp`, `fpext`, ...).
    Conversion,
    /// Load or store to shared memory (LDS).
    MemShared,
    /// Load or store to global or generic memory.
    MemGlobal,
    /// Load from constant memory or kernel parameters.
    MemConstant,
    /// Load or store to thread-private memory (local memory spills, allocas).
    MemPrivate,
    /// Atomic read-modify-write or compare-exchange.
    Atomic,
    /// Memory fence.
    Fence,
    /// Block-level barrier.
    Barrier,
    /// Branch, switch, return.
    Branch,
    /// Call of a function (not an intrinsic).
    Call,
    /// Warp-level operation: shuffle, vote, ballot, match, lane read, warp sync.
    WarpOp,
}

impl CostClass {
    /// Every class, in declaration order (the row order of [`DEFAULT_COSTS`]).
    pub const ALL: [CostClass; 19] = [
        CostClass::Free,
        CostClass::IntAlu,
        CostClass::IntMul,
        CostClass::IntDiv,
        CostClass::FloatAlu,
        CostClass::FloatMulAdd,
        CostClass::FloatDiv,
        CostClass::Special,
        CostClass::Conversion,
        CostClass::MemShared,
        CostClass::MemGlobal,
        CostClass::MemConstant,
        CostClass::MemPrivate,
        CostClass::Atomic,
        CostClass::Fence,
        CostClass::Barrier,
        CostClass::Branch,
        CostClass::Call,
        CostClass::WarpOp,
    ];
}

/// The cost of one warp instruction of a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cost {
    /// The class this row describes.
    pub class: CostClass,
    /// Cycles until a dependent instruction may issue.
    pub latency: u32,
    /// Cycles the issue port is busy (at least 1 for anything but [`CostClass::Free`]).
    pub issue: u32,
    /// Where the numbers come from.
    pub source: &'static str,
}

const GUIDE: &str =
    "CUDA C++ Programming Guide, arithmetic throughput table, cc 7.0 (issue = 128 / per-SM throughput)";
const JIA: &str = "Jia et al. 2018, Volta microbenchmarks (latency order of magnitude)";

/// The default cost table (one row per class, in [`CostClass::ALL`] order).
pub const DEFAULT_COSTS: [Cost; 19] = [
    Cost { class: CostClass::Free, latency: 0, issue: 0, source: "no machine instruction" },
    Cost { class: CostClass::IntAlu, latency: 4, issue: 2, source: GUIDE },
    Cost { class: CostClass::IntMul, latency: 5, issue: 2, source: GUIDE },
    Cost {
        class: CostClass::IntDiv,
        latency: 40,
        issue: 20,
        source: "estimate: ~20-instruction software sequence",
    },
    Cost { class: CostClass::FloatAlu, latency: 4, issue: 2, source: GUIDE },
    Cost { class: CostClass::FloatMulAdd, latency: 4, issue: 2, source: GUIDE },
    Cost {
        class: CostClass::FloatDiv,
        latency: 40,
        issue: 16,
        source: "estimate: reciprocal (SFU) plus ~8 FMA refinement",
    },
    Cost { class: CostClass::Special, latency: 16, issue: 8, source: GUIDE },
    Cost { class: CostClass::Conversion, latency: 8, issue: 8, source: GUIDE },
    Cost { class: CostClass::MemShared, latency: 20, issue: 4, source: JIA },
    Cost { class: CostClass::MemGlobal, latency: 400, issue: 4, source: JIA },
    Cost {
        class: CostClass::MemConstant,
        latency: 8,
        issue: 2,
        source: "estimate: constant-cache hit, broadcast",
    },
    Cost {
        class: CostClass::MemPrivate,
        latency: 400,
        issue: 4,
        source: "local memory lives in DRAM like global (Jia et al.)",
    },
    Cost {
        class: CostClass::Atomic,
        latency: 500,
        issue: 8,
        source: "estimate: global latency plus serialisation at L2",
    },
    Cost { class: CostClass::Fence, latency: 100, issue: 2, source: "estimate" },
    Cost {
        class: CostClass::Barrier,
        latency: 20,
        issue: 2,
        source: "estimate: bar.sync with all warps arrived",
    },
    Cost { class: CostClass::Branch, latency: 4, issue: 2, source: "estimate: like an ALU instruction" },
    Cost {
        class: CostClass::Call,
        latency: 20,
        issue: 4,
        source: "estimate: call, return and argument moves",
    },
    Cost { class: CostClass::WarpOp, latency: 24, issue: 4, source: GUIDE },
];

/// A cost table: the default, or one read by the caller (e.g. from a TOML file) and checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CostTable {
    rows: [Cost; 19],
}

impl Default for CostTable {
    fn default() -> Self {
        CostTable { rows: DEFAULT_COSTS }
    }
}

impl CostTable {
    /// The row of `class`.
    pub fn get(&self, class: CostClass) -> &Cost {
        &self.rows[class as usize]
    }

    /// Latency of `class` in cycles.
    pub fn latency(&self, class: CostClass) -> u32 {
        self.get(class).latency
    }

    /// Issue cost of `class` in cycles.
    pub fn issue(&self, class: CostClass) -> u32 {
        self.get(class).issue
    }

    /// Replaces the numbers of one class (the source becomes `"user"`).
    pub fn set(&mut self, class: CostClass, latency: u32, issue: u32) {
        self.rows[class as usize] = Cost { class, latency, issue, source: "user" };
    }

    /// All rows, in [`CostClass::ALL`] order.
    pub fn rows(&self) -> &[Cost] {
        &self.rows
    }
}

/// The kind of the operands of an instruction, which decides the class of arithmetic opcodes
/// that exist for both integers and floats in other IRs (LLVM separates them by name, but
/// `select`, `phi` and compares on vectors need it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OperandKind {
    /// Integers, pointers, booleans.
    Int,
    /// Floating point.
    Float,
}

/// LLVM instruction opcodes (as printed) and their cost class. Memory opcodes (`load`, `store`)
/// are classified by address space instead, see `TargetModel::memory_cost_class`; `call` by the
/// callee, see `TargetModel::classify_call`.
pub const OPCODE_CLASSES: &[(&str, CostClass)] = &[
    ("add", CostClass::IntAlu),
    ("addrspacecast", CostClass::IntAlu),
    ("alloca", CostClass::Free),
    ("and", CostClass::IntAlu),
    ("ashr", CostClass::IntAlu),
    ("atomicrmw", CostClass::Atomic),
    ("bitcast", CostClass::Free),
    ("br", CostClass::Branch),
    ("call", CostClass::Call),
    ("cmpxchg", CostClass::Atomic),
    ("extractelement", CostClass::Free),
    ("extractvalue", CostClass::Free),
    ("fadd", CostClass::FloatAlu),
    ("fcmp", CostClass::FloatAlu),
    ("fdiv", CostClass::FloatDiv),
    ("fence", CostClass::Fence),
    ("fmul", CostClass::FloatAlu),
    ("fneg", CostClass::FloatAlu),
    ("fpext", CostClass::Conversion),
    ("fptosi", CostClass::Conversion),
    ("fptoui", CostClass::Conversion),
    ("fptrunc", CostClass::Conversion),
    ("freeze", CostClass::Free),
    ("frem", CostClass::FloatDiv),
    ("fsub", CostClass::FloatAlu),
    ("getelementptr", CostClass::IntAlu),
    ("icmp", CostClass::IntAlu),
    ("indirectbr", CostClass::Branch),
    ("insertelement", CostClass::Free),
    ("insertvalue", CostClass::Free),
    ("inttoptr", CostClass::Free),
    ("invoke", CostClass::Call),
    ("lshr", CostClass::IntAlu),
    ("mul", CostClass::IntMul),
    ("or", CostClass::IntAlu),
    ("phi", CostClass::Free),
    ("ptrtoint", CostClass::Free),
    ("ret", CostClass::Branch),
    ("sdiv", CostClass::IntDiv),
    ("select", CostClass::IntAlu),
    ("sext", CostClass::IntAlu),
    ("shl", CostClass::IntAlu),
    ("shufflevector", CostClass::IntAlu),
    ("sitofp", CostClass::Conversion),
    ("srem", CostClass::IntDiv),
    ("sub", CostClass::IntAlu),
    ("switch", CostClass::Branch),
    ("trunc", CostClass::IntAlu),
    ("udiv", CostClass::IntDiv),
    ("uitofp", CostClass::Conversion),
    ("unreachable", CostClass::Free),
    ("urem", CostClass::IntDiv),
    ("xor", CostClass::IntAlu),
    ("zext", CostClass::IntAlu),
];

/// The cost class of a non-memory LLVM opcode (`select` and `phi` on floats are still `IntAlu`
/// and `Free`: they move bits). `None` for `load`, `store` and unknown opcodes.
pub fn opcode_class(opcode: &str) -> Option<CostClass> {
    OPCODE_CLASSES.binary_search_by(|(name, _)| name.cmp(&opcode)).ok().map(|i| OPCODE_CLASSES[i].1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_per_class_in_order() {
        for (i, c) in CostClass::ALL.iter().enumerate() {
            assert_eq!(DEFAULT_COSTS[i].class, *c);
            assert_eq!(*c as usize, i);
            let row = &DEFAULT_COSTS[i];
            if *c != CostClass::Free {
                assert!(row.issue >= 1 && row.latency >= row.issue.min(4), "{c:?}");
            }
            assert!(!row.source.is_empty());
        }
    }

    #[test]
    fn opcode_table_sorted_unique_and_queried() {
        for w in OPCODE_CLASSES.windows(2) {
            assert!(w[0].0 < w[1].0, "{} before {}", w[0].0, w[1].0);
        }
        assert_eq!(opcode_class("fadd"), Some(CostClass::FloatAlu));
        assert_eq!(opcode_class("udiv"), Some(CostClass::IntDiv));
        assert_eq!(opcode_class("phi"), Some(CostClass::Free));
        assert_eq!(opcode_class("load"), None);
        assert_eq!(opcode_class("bogus"), None);
    }

    #[test]
    fn table_overrides() {
        let mut t = CostTable::default();
        assert_eq!(t.latency(CostClass::MemGlobal), 400);
        assert_eq!(t.issue(CostClass::Special), 8);
        assert!(t.latency(CostClass::MemShared) < t.latency(CostClass::MemGlobal));
        t.set(CostClass::MemGlobal, 200, 2);
        assert_eq!(t.latency(CostClass::MemGlobal), 200);
        assert_eq!(t.get(CostClass::MemGlobal).source, "user");
        assert_eq!(t.rows().len(), CostClass::ALL.len());
    }
}
