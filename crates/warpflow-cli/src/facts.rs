//! What the pictures show: the CFG of each function with the uniformity and convergence facts
//! of `warpflow check` (divergent branches, barrier and warp-sync verdicts) laid over it, indexed
//! by block, plus where each block's instructions are in the `.ll` text. Computed once for
//! `cfg --format svg|dot` and `warpflow report`.
//!
//! The facts come from the caller's `warpflow_analysis::session::ModuleSession`: the promoted
//! view, as `warpflow check` reads it (clang keeps every local of -O0 code in an alloca), the one
//! session the command builds (`report` also emulates from it), joined by block and instruction
//! ids, so a barrier `check` reports is drawn as flagged and one it proves is drawn as proven.
//! Promotion keeps block and instruction ids, so block names, `.ll` lines and instruction texts
//! are taken from the bodies the user wrote, which the session keeps beside the promoted ones.
//! Nothing here decides anything: every fact is the analyses' own result, re-indexed.

use std::collections::{HashMap, HashSet};

use warpflow_analysis::convergence::ir::instruction_lines_of;
use warpflow_analysis::convergence::warp::{MaskSource, WarpVerdict};
use warpflow_analysis::convergence::Verdict;
use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_analysis::session::ModuleSession;
use warpflow_analysis::uniformity::report;
use warpflow_ir::{Block, FuncId, Inst, SourceLoc};

/// A block index within its function (layout order, as `FunctionCfg` numbers nodes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockIx(pub usize);

/// One instruction of a block as written in the `.ll`.
#[derive(Clone, Debug)]
pub struct InstLine {
    /// its 1-based line in the `.ll`
    pub ll_line: u32,
    /// the instruction text without trailing metadata attachments
    pub text: String,
    /// its `!dbg` location
    pub loc: Option<SourceLoc>,
    /// the IR instruction
    pub inst: Inst,
}

/// One step of a witness chain.
#[derive(Clone, Debug)]
pub struct Step {
    /// the instruction (or argument) as written
    pub inst: String,
    /// its `.ll` line
    pub ll_line: Option<u32>,
    /// why it is divergent
    pub reason: String,
    /// its `!dbg` location
    pub loc: Option<SourceLoc>,
}

/// A divergent branch.
#[derive(Clone, Debug)]
pub struct Branch {
    /// the block ending in it
    pub block: BlockIx,
    /// whether it is the same within each warp (diverges only between warps of a block)
    pub warp_uniform: bool,
    /// its reconvergence point (immediate post-dominator); `None`: the function's exit
    pub reconverges_at: Option<BlockIx>,
    /// the terminator's `.ll` line
    pub ll_line: Option<u32>,
    /// the terminator's `!dbg` location
    pub loc: Option<SourceLoc>,
    /// from the branch back to a source of divergence
    pub witness: Vec<Step>,
}

/// A barrier site with its verdicts.
#[derive(Clone, Debug)]
pub struct Barrier {
    /// the block holding the call
    pub block: BlockIx,
    /// the called barrier
    pub callee: String,
    /// whether the callee is a defined function containing a barrier
    pub via_call: bool,
    /// check-mode verdict (what `warpflow check` reports)
    pub check: Verdict,
    /// assume-mode verdict
    pub assume: Verdict,
    /// the divergent branch whose region holds it (check mode)
    pub check_branch: Option<BlockIx>,
    /// the call's `.ll` line
    pub ll_line: Option<u32>,
    /// the call's `!dbg` location
    pub loc: Option<SourceLoc>,
}

/// A warp-sync site (`shfl`/`vote`/`match`/`redux`/`bar.warp.sync`, sub-group collectives, or a
/// call of a function that needs a converged warp) with the verdict of
/// `warpflow_analysis::convergence::warp`, as `warpflow check` reports it.
#[derive(Clone, Debug)]
pub struct WarpSync {
    /// the block holding the call
    pub block: BlockIx,
    /// the called operation
    pub callee: String,
    /// whether the callee is a defined function that needs a converged warp
    pub via_call: bool,
    /// the verdict
    pub verdict: WarpVerdict,
    /// what the member mask is, as far as the rules see
    pub mask: MaskSource,
    /// the innermost warp-divergent branch whose region holds it
    pub branch: Option<BlockIx>,
    /// the call's `.ll` line
    pub ll_line: Option<u32>,
    /// the call's `!dbg` location
    pub loc: Option<SourceLoc>,
    /// where it was inlined, innermost first (the kernel's own line last)
    pub inlined_at: Vec<SourceLoc>,
}

/// The convergence and uniformity facts of one function (present when the target is known).
#[derive(Clone, Debug, Default)]
pub struct Overlay {
    /// divergent branches, in layout order
    pub branches: Vec<Branch>,
    /// barrier sites, in layout order
    pub barriers: Vec<Barrier>,
    /// warp-sync sites, in layout order
    pub warp_syncs: Vec<WarpSync>,
    /// per block: convergent in check mode
    pub convergent_check: Vec<bool>,
    /// per block: convergent in assume mode
    pub convergent_assume: Vec<bool>,
    /// convergent edges in check mode
    pub edges_check: HashSet<(BlockIx, BlockIx)>,
    /// convergent edges in assume mode
    pub edges_assume: HashSet<(BlockIx, BlockIx)>,
    /// per block: the index in `branches` of the branch ending it
    branch_at: Vec<Option<u32>>,
}

impl Overlay {
    /// The divergent branch ending `b`, if any (O(1): drawings and pages ask once per block).
    pub fn branch(&self, b: BlockIx) -> Option<&Branch> {
        let k = (*self.branch_at.get(b.0)?)?;
        self.branches.get(k as usize)
    }
}

/// One function with a body.
#[derive(Clone, Debug)]
pub struct FunctionFacts {
    /// the function
    pub func: FuncId,
    /// its name without `@`
    pub name: String,
    /// its `define` line in the `.ll`
    pub define_line: Option<u32>,
    /// block labels as LLVM prints them, by [`BlockIx`]
    pub blocks: Vec<String>,
    /// successors in terminator order, by block
    pub succs: Vec<Vec<BlockIx>>,
    /// whether the entry reaches each block
    pub reachable: Vec<bool>,
    /// instructions of each block as written (empty when the text does not line up)
    pub insts: Vec<Vec<InstLine>>,
    /// uniformity and convergence, when the target is known
    pub overlay: Option<Overlay>,
}

/// Facts of every function with a body (or only `only`), in module order, from `session` (the
/// promoted view for the overlays; names, `.ll` lines and instruction texts from the bodies the
/// user wrote, [`ModuleSession::written_function`]). `src` is the text the module was parsed
/// from; `overlays` false (no known target) leaves the overlays out. The error is the analysis's
/// refusal (for example a module whose triple no model describes).
pub fn module_facts(
    session: &ModuleSession,
    src: &str,
    only: Option<&str>,
    overlays: bool,
) -> Result<Vec<FunctionFacts>, String> {
    let m = session.module();
    let lines = instruction_lines_of(m, |fid| session.written_function(fid), src);
    let src_lines: Vec<&str> = src.lines().collect();
    let mut out = Vec::new();
    for (fid, _) in m.funcs.iter() {
        let f = session.written_function(fid);
        let name = f.name.map(|s| m.str(s).to_string()).unwrap_or_default();
        if only.is_some_and(|o| o != name) {
            continue;
        }
        let (Some(cfg), Some(analysed)) = (session.written_cfg(fid), session.function(fid)) else { continue };
        let n = cfg.node_count();
        let dom = analysed.dom();
        let ix = |v: NodeId| BlockIx(v.index());
        let mut insts: Vec<Vec<InstLine>> = vec![Vec::new(); n];
        let fl = lines.get(fid.0 as usize).and_then(|l| l.as_ref());
        if let Some(fl) = fl {
            let at = fl;
            let placed = f.block_order().filter_map(|b| Some((cfg.node(b)?, b))).flat_map(|(v, b)| {
                f.block_insts(b).filter_map(|i| Some((v, i, *at.get(&i)?))).collect::<Vec<_>>()
            });
            for (b, i, l) in placed {
                let lt = src_lines.get(l as usize - 1).copied().unwrap_or("");
                let (s, e) = crate::check::inst_span(lt);
                insts[b.index()].push(InstLine {
                    ll_line: l,
                    text: lt.get(s..e).unwrap_or("").to_string(),
                    loc: m.debug_location(f, i),
                    inst: i,
                });
            }
        }
        let define_line = fl.and_then(|l| l.values().min().copied()).and_then(|first| {
            (1..first).rev().find(|&k| src_lines[k as usize - 1].trim_start().starts_with("define"))
        });
        out.push(FunctionFacts {
            func: fid,
            name,
            define_line,
            blocks: (0..n as u32).map(|v| cfg.name(NodeId(v)).to_string()).collect(),
            succs: (0..n as u32).map(|v| cfg.succs(NodeId(v)).iter().map(|&s| ix(s)).collect()).collect(),
            reachable: (0..n as u32).map(|v| dom.is_reachable(NodeId(v))).collect(),
            insts,
            overlay: None,
        });
    }
    if overlays {
        add_overlays(session, &lines, &mut out)?;
    }
    Ok(out)
}

/// Computes the overlays on the session's promoted view (see the module documentation).
fn add_overlays(
    session: &ModuleSession,
    lines: &[Option<HashMap<Inst, u32>>],
    out: &mut [FunctionFacts],
) -> Result<(), String> {
    let m = session.module();
    let u = session.uniformity().map_err(|e| e.to_string())?;
    let conv = session.convergence().map_err(|e| e.to_string())?;
    let wconv = session.warp_sync().map_err(|e| e.to_string())?;
    let text = report::ModuleText::new(m);
    let urep = report::module_report(m, u, &text);
    let conv_of_func = crate::check::by_func(conv, |c| c.func);
    let report_of_func = crate::check::by_func(&urep.functions, |r| Some(r.func));
    let warp_of_func = crate::check::by_func(wconv, |w| w.func);
    for ff in out.iter_mut() {
        let fid = ff.func;
        let line_of = |i: Inst| -> Option<u32> { lines.get(fid.0 as usize)?.as_ref()?.get(&i).copied() };
        let (Some(fu), Some(fc), Some(pfacts)) =
            (u.function(fid), conv_of_func.get(&fid).copied(), session.function(fid))
        else {
            continue;
        };
        let pcfg = pfacts.cfg();
        let freport = report_of_func.get(&fid).copied();
        // every fact is joined by block id (promotion keeps ids, and the promoted CFG has the
        // blocks of the written one in the same order, so a node index is a `BlockIx`)
        let ix = |b: Block| pcfg.node(b).map(|v| BlockIx(v.index()));
        let blocks_to = |v: &[Block]| -> Vec<bool> {
            let mut out = vec![false; ff.blocks.len()];
            for BlockIx(k) in v.iter().filter_map(|&b| ix(b)) {
                if let Some(x) = out.get_mut(k) {
                    *x = true;
                }
            }
            out
        };
        let edges_to = |v: &[(Block, Block)]| -> HashSet<(BlockIx, BlockIx)> {
            v.iter().filter_map(|&(a, b)| Some((ix(a)?, ix(b)?))).collect()
        };
        let mut ov = Overlay {
            convergent_check: blocks_to(&fc.convergent_block_ids.check),
            convergent_assume: blocks_to(&fc.convergent_block_ids.assume),
            edges_check: edges_to(&fc.convergent_edge_ids.check),
            edges_assume: edges_to(&fc.convergent_edge_ids.assume),
            ..Overlay::default()
        };
        let f = &m.funcs[fid];
        // joined by one map lookup each (a search of the report's branches per branch and of the
        // function's instructions per witness step made a nest of divergent loops quadratic)
        let text_of_branch: HashMap<Block, _> = freport
            .map(|r| r.divergent_branches.iter().rev().map(|d| (d.block_id, d)).collect())
            .unwrap_or_default();
        let inst_of_line: HashMap<u32, &str> =
            ff.insts.iter().flatten().rev().map(|x| (x.ll_line, x.text.as_str())).collect();
        for v in (0..pcfg.node_count() as u32).map(NodeId) {
            let blk = pcfg.block(v);
            if !fu.is_divergent_branch(m, blk) {
                continue;
            }
            let texts = text_of_branch.get(&blk).copied();
            let steps = fu.branch_witness(m, blk);
            let witness = steps
                .iter()
                .enumerate()
                .map(|(k, st)| {
                    let t = texts.and_then(|t| t.witness.get(k));
                    let ll_line = st.inst.and_then(line_of);
                    let inst = ll_line
                        .and_then(|l| inst_of_line.get(&l))
                        .map(|x| x.to_string())
                        .or_else(|| t.map(|t| t.inst.clone()))
                        .unwrap_or_default();
                    Step {
                        inst,
                        ll_line,
                        reason: t.map_or_else(String::new, |t| t.reason.clone()),
                        loc: st.inst.and_then(|i| m.debug_location(f, i)),
                    }
                })
                .collect();
            let term = f.terminator(blk);
            ov.branches.push(Branch {
                block: BlockIx(v.index()),
                warp_uniform: fu.is_warp_uniform_branch(m, blk),
                reconverges_at: pfacts.pdom().ipdom(v).map(|p| BlockIx(p.index())),
                ll_line: term.and_then(line_of),
                loc: term.and_then(|t| m.debug_location(f, t)),
                witness,
            });
        }
        for b in &fc.barriers {
            let Some(block) = b.site.block.and_then(ix) else { continue };
            ov.barriers.push(Barrier {
                block,
                callee: b.site.callee.clone(),
                via_call: b.site.via_call,
                check: b.check,
                assume: b.assume,
                check_branch: b.check_branch.and_then(ix),
                ll_line: b.site.inst.and_then(line_of),
                loc: b.location.clone(),
            });
        }
        for w in warp_of_func.get(&fid).into_iter().flat_map(|w| &w.sites) {
            let Some(block) = w.site.block.and_then(ix) else { continue };
            ov.warp_syncs.push(WarpSync {
                block,
                callee: w.site.callee.clone(),
                via_call: w.site.via_call,
                verdict: w.verdict,
                mask: w.mask,
                branch: w.branch_block.and_then(ix),
                ll_line: w.site.inst.and_then(line_of),
                loc: w.location.clone(),
                inlined_at: w
                    .site
                    .inst
                    .map(|i| m.debug_inline_chain(f, i).into_iter().map(|fr| fr.at).collect())
                    .unwrap_or_default(),
            });
        }
        ov.branch_at = vec![None; ff.blocks.len()];
        for (k, br) in ov.branches.iter().enumerate() {
            if let Some(slot @ None) = ov.branch_at.get_mut(br.block.0) {
                *slot = Some(k as u32);
            }
        }
        ff.overlay = Some(ov);
    }
    Ok(())
}

/// A session of `src` as written, without a target (tests).
#[cfg(test)]
pub fn written_session(src: &str) -> ModuleSession {
    let m = warpflow_ir::parse(src).unwrap();
    ModuleSession::new(m, warpflow_analysis::session::View::AsWritten, Default::default(), Default::default())
        .unwrap()
}
