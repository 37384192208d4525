//! Launch facts: what a launch tells the analysis (block and grid dimensions, values of scalar
//! kernel arguments), resolved against a module, and the interval domain that uses them.
//!
//! With launch facts, block and grid dimensions and the given arguments are constants, thread
//! ids lie in `[0, blockDim)` and block ids in `[0, gridDim)`. [`Range`]s are computed from
//! these on demand, through the non-phi instructions that define a value (a phi's range would
//! need a fixed point; it is unknown), and decide comparisons that hold or fail for every
//! thread, such as `tid.x < blockDim.x`. Every range is kept inside `[0, 2^(w-1))` for a value
//! of width `w`, where the signed and unsigned readings of a value agree and no operation
//! that produced it wrapped: an operation whose result could leave that interval has no range.
//!
//! The "warp-uniform" launch assumption of the `affine` module ([`super::LAUNCH_ASSUMPTION`])
//! is checked instead of assumed when the block size is known.

use serde::{Deserialize, Serialize};
use warpflow_ir::{FuncId, IntPred, Module};
use warpflow_target::Target;

/// What a launch gives the analysis. Empty facts (the default) change nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LaunchFacts {
    /// The kernel launched (`None`: the facts hold for every kernel of the module).
    pub kernel: Option<String>,
    /// Threads per block in x, y, z (OpenCL: the local size).
    pub block: Option<[u32; 3]>,
    /// Blocks in x, y, z (OpenCL: the number of work-groups).
    pub grid: Option<[u32; 3]>,
    /// Scalar arguments of the kernel with known values: parameter index and the value's bits
    /// (the low bits are taken for narrower parameters).
    pub args: Vec<(u32, u64)>,
}

impl LaunchFacts {
    /// Whether the facts say anything.
    pub fn is_empty(&self) -> bool {
        self.block.is_none() && self.grid.is_none() && self.args.is_empty()
    }

    /// A one-line description (`blockDim = (256, 1, 1), gridDim = (4, 1, 1), arg 2 = 1000`).
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some(b) = self.block {
            parts.push(format!("blockDim = ({}, {}, {})", b[0], b[1], b[2]));
        }
        if let Some(g) = self.grid {
            parts.push(format!("gridDim = ({}, {}, {})", g[0], g[1], g[2]));
        }
        for (k, v) in &self.args {
            parts.push(format!("arg {k} = {v}"));
        }
        if let Some(k) = &self.kernel {
            parts.push(format!("kernel {k}"));
        }
        parts.join(", ")
    }
}

/// The facts resolved against one module: per function, whether dimension facts apply, and
/// per kernel its argument constants.
#[derive(Clone, Debug, Default)]
pub(crate) struct Resolved {
    pub block: Option<[u32; 3]>,
    pub grid: Option<[u32; 3]>,
    /// Per `FuncId`: whether thread ids, block ids and dimensions have the launch's values in
    /// this function.
    pub dims_apply: Vec<bool>,
    /// Per `FuncId`: known argument values (empty for functions without any).
    pub args: Vec<Vec<Option<u64>>>,
    /// Whether warp-level facts may be used: the assumption holds or is not contradicted.
    pub warp_facts: bool,
    /// `log2(blockDim.x)` when the block size in x is known, applies, and is a power of two.
    pub block_bits_x: Option<u32>,
    /// Whether there are any facts.
    pub any: bool,
}

impl Resolved {
    pub(crate) fn new(m: &Module, kernels: &[bool], facts: &LaunchFacts, warp_size: u32) -> Resolved {
        let n = m.funcs.len();
        let named = facts
            .kernel
            .as_deref()
            .and_then(|k| m.funcs.keys().find(|&f| kernels[f.0 as usize] && m.func_name(f) == k));
        let n_kernels = kernels.iter().filter(|&&k| k).count();
        // Dimension facts hold in the launched kernel; in the other functions only when the
        // module has no other kernel that could call them or run them with another launch.
        let dims_apply: Vec<bool> = (0..n)
            .map(|i| {
                let f = FuncId(i as u32);
                match (facts.kernel.is_some(), named) {
                    (false, _) => true,
                    (true, Some(k)) => f == k || (n_kernels == 1 && !kernels[i]),
                    (true, None) => false,
                }
            })
            .collect();
        let mut args = vec![Vec::new(); n];
        let target_kernel = named.or_else(|| {
            (facts.kernel.is_none() && n_kernels == 1)
                .then(|| m.funcs.keys().find(|f| kernels[f.0 as usize]))
                .flatten()
        });
        if let Some(k) = target_kernel {
            let np = m.funcs[k].args.len();
            let mut v = vec![None; np];
            for &(i, val) in &facts.args {
                if let Some(slot) = v.get_mut(i as usize) {
                    *slot = Some(val);
                }
            }
            args[k.0 as usize] = v;
        }
        let any_dims = dims_apply.iter().any(|&d| d);
        let bx = facts.block.filter(|_| any_dims).map(|b| b[0]);
        let warp_facts = bx.is_none_or(|x| x % warp_size == 0);
        let block_bits_x = bx.filter(|x| x.is_power_of_two()).map(|x| x.trailing_zeros());
        Resolved {
            block: facts.block,
            grid: facts.grid,
            dims_apply,
            args,
            warp_facts,
            block_bits_x,
            any: !facts.is_empty(),
        }
    }
}

/// The launch assumption's status under `facts` for warps of `warp_size` lanes.
pub(crate) fn assumption_text(facts: &LaunchFacts, warp_size: u32, target: Target) -> String {
    let _ = target;
    match facts.block {
        None => super::LAUNCH_ASSUMPTION.to_string(),
        Some(b) if b[0] % warp_size == 0 => format!(
            "checked with the launch facts: blockDim.x = {} is a multiple of the warp size {warp_size}",
            b[0]
        ),
        Some(b) => format!(
            "does not hold for the launch: blockDim.x = {} is not a multiple of the warp size {warp_size}; warp-level facts are not used",
            b[0]
        ),
    }
}

/// An interval `[lo, hi]` of non-negative integers below `2^(w-1)` for a value of width `w`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Range {
    pub lo: u128,
    pub hi: u128,
}

impl Range {
    pub(crate) fn point(c: u128) -> Range {
        Range { lo: c, hi: c }
    }

    /// `self` when it lies in `[0, 2^(width-1))`.
    pub(crate) fn fit(self, width: u32) -> Option<Range> {
        let limit = 1u128 << (width.clamp(2, 64) - 1);
        (self.lo <= self.hi && self.hi < limit).then_some(self)
    }

    /// Whether `a PRED b` has one value for every pair of values in the ranges, and which.
    /// Both readings (signed, unsigned) agree inside the ranges.
    pub(crate) fn decide(pred: IntPred, a: Range, b: Range) -> Option<bool> {
        let lt = |x: Range, y: Range| {
            if x.hi < y.lo {
                Some(true)
            } else if x.lo >= y.hi {
                Some(false)
            } else {
                None
            }
        };
        let le = |x: Range, y: Range| {
            if x.hi <= y.lo {
                Some(true)
            } else if x.lo > y.hi {
                Some(false)
            } else {
                None
            }
        };
        match pred {
            IntPred::Ult | IntPred::Slt => lt(a, b),
            IntPred::Ule | IntPred::Sle => le(a, b),
            IntPred::Ugt | IntPred::Sgt => lt(b, a),
            IntPred::Uge | IntPred::Sge => le(b, a),
            IntPred::Eq | IntPred::Ne => {
                let eq = if a.lo == a.hi && b.lo == b.hi && a.lo == b.lo {
                    Some(true)
                } else if a.hi < b.lo || b.hi < a.lo {
                    Some(false)
                } else {
                    None
                };
                if pred == IntPred::Eq {
                    eq
                } else {
                    eq.map(|e| !e)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decide_agrees_with_brute_force() {
        let preds = [
            IntPred::Eq,
            IntPred::Ne,
            IntPred::Ult,
            IntPred::Ule,
            IntPred::Ugt,
            IntPred::Uge,
            IntPred::Slt,
            IntPred::Sle,
            IntPred::Sgt,
            IntPred::Sge,
        ];
        let eval = |p: IntPred, x: u128, y: u128| match p {
            IntPred::Eq => x == y,
            IntPred::Ne => x != y,
            IntPred::Ult | IntPred::Slt => x < y,
            IntPred::Ule | IntPred::Sle => x <= y,
            IntPred::Ugt | IntPred::Sgt => x > y,
            IntPred::Uge | IntPred::Sge => x >= y,
        };
        let mut decided = 0;
        for alo in 0..6u128 {
            for ahi in alo..6 {
                for blo in 0..6u128 {
                    for bhi in blo..6 {
                        let (a, b) = (Range { lo: alo, hi: ahi }, Range { lo: blo, hi: bhi });
                        for p in preds {
                            if let Some(v) = Range::decide(p, a, b) {
                                decided += 1;
                                for x in alo..=ahi {
                                    for y in blo..=bhi {
                                        assert_eq!(eval(p, x, y), v, "{p:?} {a:?} {b:?} {x} {y}");
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(decided > 1000, "{decided}");
        // tid.x in [0, 255] < blockDim.x = 256: always true.
        assert_eq!(Range::decide(IntPred::Ult, Range { lo: 0, hi: 255 }, Range::point(256)), Some(true));
        assert_eq!(Range::decide(IntPred::Ult, Range { lo: 0, hi: 255 }, Range::point(255)), None);
    }

    #[test]
    fn fit_keeps_ranges_below_the_sign_bit() {
        assert!(Range { lo: 0, hi: (1 << 31) - 1 }.fit(32).is_some());
        assert!(Range { lo: 0, hi: 1 << 31 }.fit(32).is_none());
        assert!(Range { lo: 3, hi: 2 }.fit(32).is_none());
    }
}
