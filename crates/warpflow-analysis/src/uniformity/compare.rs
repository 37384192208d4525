//! Comparison of the default rules with LLVM 19's on a module: every value and branch on which
//! they disagree, with the rule that justifies the difference, and the precision counts
//! (branches LLVM calls divergent that we prove block-uniform; block-divergent branches that
//! are warp-uniform). LLVM 19's view is our [`Mode::Llvm19`] result, which the differential test
//! checks equal to `opt-19` on the corpus.

use std::collections::BTreeMap;
use std::fmt::Write;

use serde::Serialize;
use warpflow_ir::{Module, Value, ValueDef};
use warpflow_target::Uniformity;

use super::{analyze_module, FunctionUniformity, Mode, Options, Reason, SourceKind, UniformityError};

/// The comparison of one module.
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct Comparison {
    /// Conditional branches and switches (two or more successors).
    pub branches: usize,
    /// Branches LLVM 19 calls divergent.
    pub llvm_divergent_branches: usize,
    /// Branches we call block-divergent.
    pub divergent_branches: usize,
    /// Branches LLVM 19 calls divergent that we prove block-uniform.
    pub proved_block_uniform: usize,
    /// Block-divergent branches we prove warp-uniform.
    pub proved_warp_uniform: usize,
    /// Branches we call divergent and LLVM 19 uniform.
    pub more_divergent_branches: usize,
    /// Differences grouped by (function, direction, justification): count and example values.
    pub groups: BTreeMap<(String, &'static str, String), (usize, Vec<String>)>,
}

/// The root source of a witness chain.
fn root(m: &Module, r: &FunctionUniformity, v: Value) -> Option<Reason> {
    r.witness(m, v).last().map(|s| s.reason.clone())
}

fn describe_llvm_source(m: &Module, r: &FunctionUniformity, v: Value, ours: &FunctionUniformity) -> String {
    match root(m, r, v) {
        Some(Reason::Source(SourceKind::Llvm19Call(n))) => {
            let callee_defined = m.func_by_name(&n).is_some_and(|f| m.funcs[f].is_definition);
            if callee_defined {
                format!("LLVM 19: every call is divergent; ours: interprocedural summary of `@{n}`")
            } else {
                format!("LLVM 19: every call is divergent on NVPTX; target model: `{n}` is not divergent")
            }
        }
        Some(Reason::Source(SourceKind::Argument)) => {
            if ours.is_kernel {
                "LLVM 19: arguments of this function are divergent; ours: kernel arguments are uniform".into()
            } else {
                "LLVM 19: non-kernel arguments divergent; ours: join of the call sites' arguments (closed world)"
                    .into()
            }
        }
        Some(Reason::Source(SourceKind::Load { addrspace })) => {
            format!("LLVM 19: loads from address space {addrspace} divergent; ours: target model load rule")
        }
        Some(Reason::Source(SourceKind::Atomic)) => {
            "LLVM 19 (NVPTX): every atomic instruction, `fence` included, is a source; ours: fences have no result"
                .into()
        }
        Some(Reason::Sync { .. })
        | Some(Reason::Temporal { .. })
        | Some(Reason::Iteration { .. })
        | Some(Reason::DivergentCycle { .. }) => {
            "control divergence of a branch that the target model proves uniform".into()
        }
        other => format!("LLVM 19 source {other:?}"),
    }
}

fn describe_our_source(m: &Module, ours: &FunctionUniformity, v: Value, warp: bool) -> String {
    let prefix = if warp { "warp-uniform but not block-uniform: " } else { "" };
    let s = match root(m, ours, v) {
        Some(Reason::Source(SourceKind::Builtin(n))) => format!("target model: `{n}` is not block-uniform"),
        Some(Reason::Source(SourceKind::Load { addrspace })) => {
            format!("target model: loads from address space {addrspace} are per-thread")
        }
        Some(Reason::Source(SourceKind::UnknownCall(n))) => format!("unknown external function `{n}`"),
        Some(Reason::Source(SourceKind::Atomic)) => "target model: atomics are divergent".into(),
        Some(Reason::Sync { .. }) => "sync dependence (LLVM 19 misses the join, issue 137277)".into(),
        Some(other) => format!("{other:?}"),
        None => "uniform".into(),
    };
    format!("{prefix}{s}")
}

/// Compares the default rules with LLVM 19's on `m`.
pub fn compare_with_llvm19(m: &Module) -> Result<Comparison, UniformityError> {
    let ours = analyze_module(m, &Options::default())?;
    let llvm = analyze_module(m, &Options { mode: Mode::Llvm19, warp_size: None })?;
    let mut c = Comparison::default();
    for (o, l) in ours.functions.iter().zip(&llvm.functions) {
        let f = &m.funcs[o.func];
        for b in f.block_order() {
            let succs = f.successors(b);
            if succs.len() < 2 || succs.iter().all(|&s| s == succs[0]) {
                continue;
            }
            c.branches += 1;
            let ld = l.branch_level(m, b) == Uniformity::Divergent;
            let od = o.is_divergent_branch(m, b);
            c.llvm_divergent_branches += usize::from(ld);
            c.divergent_branches += usize::from(od);
            c.proved_block_uniform += usize::from(ld && !od);
            c.proved_warp_uniform += usize::from(od && o.is_warp_uniform_branch(m, b));
            c.more_divergent_branches += usize::from(od && !ld);
        }
        let values = f
            .args
            .iter()
            .copied()
            .chain(f.block_order().flat_map(|b| f.block_insts(b)).filter_map(|i| f.inst(i).result));
        for v in values {
            let ld = l.level(m, v) == Uniformity::Divergent;
            let od = o.is_divergent(m, v);
            if ld == od {
                continue;
            }
            let (dir, why) = if ld {
                ("LLVM divergent, ours block-uniform", describe_llvm_source(m, l, v, o))
            } else {
                let why = describe_our_source(m, o, v, o.is_warp_uniform(m, v));
                let why = if l.has_divergence {
                    why
                } else {
                    format!("LLVM 19 has no SPIR target (all uniform); {why}")
                };
                ("LLVM uniform, ours divergent", why)
            };
            let name = match f.values[v].def {
                ValueDef::Arg(k) => format!("arg {k}"),
                _ => f.values[v].name.map_or_else(|| "unnamed".to_string(), |s| format!("%{}", m.str(s))),
            };
            let e = c.groups.entry((o.name.clone(), dir, why)).or_default();
            e.0 += 1;
            if e.1.len() < 3 && !name.is_empty() {
                e.1.push(name);
            }
        }
    }
    Ok(c)
}

/// The Markdown section of `docs/uniformity-vs-llvm.md` for compared files `(path, comparison)`.
pub fn markdown(files: &[(String, Comparison)]) -> String {
    let mut out = String::new();
    out.push_str("### Precision per file\n\n");
    out.push_str("| file | branches | LLVM 19 divergent | ours block-divergent | LLVM divergent, ours block-uniform | ours warp-uniform (of block-divergent) | ours divergent, LLVM uniform |\n|---|---|---|---|---|---|---|\n");
    let mut tot = [0usize; 6];
    for (p, c) in files {
        let row = [
            c.branches,
            c.llvm_divergent_branches,
            c.divergent_branches,
            c.proved_block_uniform,
            c.proved_warp_uniform,
            c.more_divergent_branches,
        ];
        for (t, r) in tot.iter_mut().zip(row) {
            *t += r;
        }
        let _ = writeln!(
            out,
            "| `{p}` | {} | {} | {} | {} | {} | {} |",
            row[0], row[1], row[2], row[3], row[4], row[5]
        );
    }
    let _ = writeln!(
        out,
        "| **total** | {} | {} | {} | {} | {} | {} |\n",
        tot[0], tot[1], tot[2], tot[3], tot[4], tot[5]
    );
    out.push_str("### Every value on which the default rules and LLVM 19 disagree\n\n");
    out.push_str("Grouped by file, function, direction and the rule that justifies the difference (the root of the witness chain); `count` values, up to three named examples.\n\n");
    out.push_str(
        "| file | function | direction | justification | count | examples |\n|---|---|---|---|---|---|\n",
    );
    for (p, c) in files {
        for ((func, dir, why), (n, ex)) in &c.groups {
            let _ = writeln!(out, "| `{p}` | `{func}` | {dir} | {why} | {n} | {} |", ex.join(" "));
        }
    }
    out
}
