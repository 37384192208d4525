//! Whether a merge just made at one branch is kept: the verdict of the merging driver after each
//! merge, and what it restores when the answer is no.
//!
//! Three judges, in order of precedence:
//! - measurement ([`crate::Context::oracle`], `warpflow opt --judge emulate --launch FILE`): the
//!   oracle's cycles for the whole module before and after the merge; kept when the fraction
//!   saved is above the threshold (default 0). This sees what a per-region estimate cannot (the
//!   interleaving of warps between block barriers: `bitonic_sort`'s merge is predicted to save
//!   2.7% of its region and runs 0.93-0.999x), at the price of one run of the launch per merge
//!   tried, and of judging on that launch only: a merge kept is one that paid on it;
//! - prediction ([`super::profit::ProfitModel::Timing`], the default): [`super::predict`]'s
//!   cycles per warp for the region before and after;
//! - none (`--profit latency`): every merge that passed its gate is kept.
//!
//! A judge is made only when a merge is about to be tried at a branch (not for every divergent
//! branch: most are refused by the planning, which does not edit), and it holds the only copy
//! of the function taken for the branch, from which a refused merge (or a failed try) is
//! restored. The judge is sound by construction: it only chooses between the function before
//! and after a merge, each of which computes the same results (the invariants in [`super`]).

use warpflow_analysis::cfg::{DomTrees, FunctionCfg};
use warpflow_ir::{Block, Checkpoint, FuncId, Function, Module, Value};

use super::refusal::Refusal;
use super::{predict, profit, Env, Tried};
use crate::Changed;

/// The state before a merge at one branch, and how to judge the merge.
pub(super) struct Judge {
    /// the function before the merge, kept as a journal of what the merge changes
    /// ([`Function::checkpoint`]), so a try costs what it edits, not a copy of its function
    saved: Checkpoint,
    /// in debug builds, a whole copy that every restore is checked against
    #[cfg(debug_assertions)]
    copy: Function,
    /// the mark of the tried branches before the merge ([`Tried::mark`])
    tried: usize,
    /// `out.changed` and `out.transformations` before the merge
    counts: (bool, usize),
    how: How,
}

enum How {
    /// every merge is kept
    Keep,
    /// the timing model's prediction for the region of the branch
    Predict { h: Block, stop: Option<Block>, cond: Value, before: predict::RegionTime, closed: bool },
    /// the oracle's cycles for the module before the merge (or why it could not run it)
    Measure { before: Result<u64, String> },
}

impl Judge {
    /// The judge of a merge about to be made at the branch ending `h` of `fid` (`cfg`, `an`:
    /// the function's graph and dominator trees as they are now).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        m: &mut Module,
        env: &Env,
        fid: FuncId,
        an: &DomTrees,
        cfg: &FunctionCfg,
        h: Block,
        warp_uniform: bool,
        tried: &Tried,
        out: &Changed,
    ) -> Judge {
        let f = &m.funcs[fid];
        let how = if let Some(o) = &env.oracle {
            let before = match env.baseline.get() {
                Some(c) => Ok(c),
                None => {
                    let c = o.0.cycles(m);
                    if let Ok(c) = c {
                        env.baseline.set(Some(c));
                    }
                    c
                }
            };
            How::Measure { before }
        } else {
            predicted(m, env, f, an, cfg, h, warp_uniform).unwrap_or(How::Keep)
        };
        #[cfg(debug_assertions)]
        let copy = f.clone();
        let saved = m.funcs[fid].checkpoint();
        Judge {
            saved,
            #[cfg(debug_assertions)]
            copy,
            tried: tried.mark(),
            counts: (out.changed, out.transformations),
            how,
        }
    }

    /// After a rewrite that keeps the program's meaning but is not yet a merge (the loop fusion
    /// of [`super::fuse`]): the prediction's state before the merge is taken on the function as
    /// it is now, at the branch ending `h` (`cfg`, `an`: its graph and trees now), so that the
    /// merge is judged against the rewritten function; the copy restored on refusal stays the
    /// one taken when the judge was made. A measuring judge keeps its measurement of the
    /// function before the rewrite.
    pub(super) fn rebase(
        &mut self,
        m: &Module,
        env: &Env,
        fid: FuncId,
        an: &DomTrees,
        cfg: &FunctionCfg,
        h: Block,
    ) {
        if matches!(self.how, How::Predict { .. }) {
            // the rewritten branch is a new one: not known to be warp-uniform
            if let Some(how) = predicted(m, env, &m.funcs[fid], an, cfg, h, false) {
                self.how = how;
            }
        }
    }

    /// Puts the function back as it was when the judge was made (after a failed try).
    pub(super) fn restore(&self, m: &mut Module, fid: FuncId) {
        m.funcs[fid].rollback(&self.saved);
        #[cfg(debug_assertions)]
        assert_eq!(
            format!("{:?}", m.funcs[fid]),
            format!("{:?}", self.copy),
            "the journal restores the function as it was"
        );
    }

    /// After a merge at the branch: `Ok(text for the remark)` to keep it, or the refusal, with
    /// the function, `tried` and the counts of `out` restored.
    pub(super) fn decide(
        self,
        m: &mut Module,
        env: &Env,
        fid: FuncId,
        tried: &mut Tried,
        out: &mut Changed,
    ) -> Result<String, Refusal> {
        let verdict = match &self.how {
            How::Keep => Ok(String::new()),
            How::Predict { h, stop, cond, before, closed } => {
                let profit::ProfitModel::Timing { arch, hiding_warps } = env.profit_model else {
                    return Ok(String::new());
                };
                let after = predict::Predictor::new(m, env, arch.params(), hiding_warps).region_time(
                    &m.funcs[fid],
                    *h,
                    *stop,
                    *cond,
                    before.p,
                    *closed,
                );
                let pr = predict::predicted_profit(before, &after);
                let text = format!(
                    "predicted {:.1} -> {:.1} cycles per warp (split {:.1} -> {:.1}, whole {:.1} -> {:.1}, split weight {:.1}), predicted profit {pr:.3}",
                    before.expected(),
                    after.expected(),
                    before.split,
                    after.split,
                    before.whole,
                    after.whole,
                    before.p
                );
                if pr > env.threshold {
                    Ok(format!("; {text}"))
                } else {
                    Err(Refusal::PredictedNoGain { detail: text, threshold: env.threshold })
                }
            }
            How::Measure { before } => {
                let o = env.oracle.as_ref().expect("a measuring judge has an oracle");
                match (before.clone(), o.0.cycles(m)) {
                    (Err(e), _) | (_, Err(e)) => Err(Refusal::MeasurementFailed(e)),
                    (Ok(b), Ok(a)) => {
                        let pr = if b == 0 { 0.0 } else { (b as f64 - a as f64) / b as f64 };
                        if pr > env.threshold {
                            env.baseline.set(Some(a));
                            Ok(format!("; measured {b} -> {a} cycles, measured profit {pr:.3}"))
                        } else {
                            Err(Refusal::MeasuredNoGain {
                                before: b,
                                after: a,
                                profit: pr,
                                threshold: env.threshold,
                            })
                        }
                    }
                }
            }
        };
        if verdict.is_err() {
            self.restore(m, fid);
            tried.rollback(self.tried);
            (out.changed, out.transformations) = self.counts;
        }
        m.funcs[fid].commit();
        verdict
    }
}

/// The prediction's state before a merge, under the timing profit; `None` otherwise (or when
/// the branch has no condition). `warp_uniform`: the branch is known to send every warp one
/// way (the launch's block x size is a multiple of the warp, and the analysis proves it
/// warp-uniform), so no warp splits there.
fn predicted(
    m: &Module,
    env: &Env,
    f: &Function,
    an: &DomTrees,
    cfg: &FunctionCfg,
    h: Block,
    warp_uniform: bool,
) -> Option<How> {
    let profit::ProfitModel::Timing { arch, hiding_warps } = env.profit_model else { return None };
    let t = f.terminator(h)?;
    let &cond = f.inst(t).args.first()?;
    let stop = cfg.node(h).and_then(|n| an.pdom.ipdom(n)).map(|n| cfg.block(n));
    let warp = env.warp();
    let p = match predict::split_fraction(env.model.as_ref(), m, f, cond, warp, env.block) {
        _ if warp_uniform => 0.0,
        Some(p) => p,
        None if predict::data_dependent(m, env, f, cond) => 1.0,
        None => 0.5,
    };
    let closed = predict::region_is_closed(f, cfg, h, stop);
    let before =
        predict::Predictor::new(m, env, arch.params(), hiding_warps).region_time(f, h, stop, cond, p, closed);
    Some(How::Predict { h, stop, cond, before, closed })
}

#[cfg(test)]
mod tests {
    use crate::{pass_by_name, run_pass, Context, Oracle};

    const K: &str = "target triple = \"nvptx64-nvidia-cuda\"
define ptx_kernel void @k(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = and i32 %t, 1
  %c = icmp eq i32 %o, 0
  %w = zext i32 %t to i64
  %pa = getelementptr inbounds i32, ptr %p, i64 %w
  br i1 %c, label %then, label %else
then:
  %a = mul i32 %t, 3
  %a2 = add i32 %a, 1
  store i32 %a2, ptr %pa, align 4
  br label %join
else:
  %b = mul i32 %t, 5
  %b2 = add i32 %b, 1
  store i32 %b2, ptr %pa, align 4
  br label %join
join:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
";

    /// Runs `pcfm` on [`K`] with an oracle answering `before` for the first module it sees and
    /// `after` for the others; the merge count and the remarks.
    fn judged(before: Result<u64, String>, after: Result<u64, String>) -> (usize, String) {
        let calls = std::sync::atomic::AtomicUsize::new(0);
        let oracle = Oracle::new(move |_: &warpflow_ir::Module| {
            if calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst) == 0 {
                before.clone()
            } else {
                after.clone()
            }
        });
        let ctx = Context { oracle: Some(oracle), ..Context::default() };
        let mut m = warpflow_ir::parse(K).unwrap();
        let c = run_pass(pass_by_name("pcfm").unwrap(), &mut m, &ctx).unwrap();
        let text: Vec<String> = c.remarks.iter().map(|r| r.message.clone()).collect();
        (c.transformations, text.join("\n"))
    }

    #[test]
    fn the_measurement_decides() {
        let (n, r) = judged(Ok(100), Ok(90));
        assert_eq!(n, 1, "{r}");
        assert!(r.contains("measured 100 -> 90 cycles, measured profit 0.100"), "{r}");
        let (n, r) = judged(Ok(100), Ok(100));
        assert_eq!(n, 0, "{r}");
        assert!(
            r.contains("the merge does not pay when measured: 100 -> 100 cycles, measured profit 0.000, not above the threshold 0.000"),
            "{r}"
        );
        let (n, r) = judged(Err("no launch".into()), Ok(1));
        assert_eq!(n, 0, "{r}");
        assert!(r.contains("the merge could not be measured: no launch"), "{r}");
        let (n, r) = judged(Ok(100), Err("trap".into()));
        assert_eq!(n, 0, "{r}");
        assert!(r.contains("the merge could not be measured: trap"), "{r}");
    }
}
