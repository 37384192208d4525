//! Per-thread execution profiles: how many times each thread of each block of a launch took each
//! CFG edge, entered each function and reached each block-barrier op; and, per decoded op, how
//! many warp instructions issued it, with how many active lanes and what cycles the simple cost
//! model ([`crate::cost`]) gives them.
//!
//! The profile ties the emulator to the convergence analysis (`spec/convergence.md`): an edge or
//! barrier the analysis calls convergent must have the same count in every thread of a block.
//! It is off by default: only [`crate::run_profiled`] and [`crate::exec::run_program_profiled`] collect
//! it, and a run without it pays one untaken branch per executed op, terminator, call and barrier.
//!
//! Numbering (the invariant the consumer relies on): functions are the decoded program's
//! functions (`Program::funcs`, the kernel first); a function's blocks are numbered in layout
//! order, as the analysis's `FunctionCfg` numbers its nodes; its edges are listed block by block,
//! each block's successors in terminator order (`br` then/else, `switch` default then cases),
//! with repetition for parallel edges, so [`ProfileEdge::succ`] is the analysis's successor index.
//! Edges into a return (the virtual exit) are not edges of the CFG and are not counted.
//!
//! Per-op counts (for profiles by source line): a function's ops are numbered as the decoded
//! function's `code`, from [`ProfileFunction::first_op`]; [`ProfileFunction::ops`] names each
//! op's IR instruction. An op of cost class `Free` issues nothing and is not counted, so the
//! issues of all ops sum to `Stats::warp_instructions`, their lanes to
//! `Stats::thread_instructions`, and their cycles (issue plus latency of the class the op was
//! charged, for each issue) to the sum of the warps' `alone_cycles`: the single-warp cycles of
//! the simple model, which the multi-warp model then overlaps into the launch's cycles.

use serde::{Deserialize, Serialize};

use crate::decode::{Op, Program};

/// One decoded function in a profile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileFunction {
    /// the function's name
    pub name: String,
    /// the IR function's index in the module (`FuncId.0`)
    pub func_id: u32,
    /// block names in layout order
    pub blocks: Vec<String>,
    /// index of the function's first edge in [`ProfileLayout::edges`]
    pub first_edge: u32,
    /// number of its edges
    pub edge_count: u32,
    /// index of the function's first op in [`BlockProfile::op_issues`] and its siblings
    pub first_op: u32,
    /// the IR instruction (`Inst.0`) of each of its ops
    pub ops: Vec<u32>,
}

/// One CFG edge of a profiled function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileEdge {
    /// index of the function in [`ProfileLayout::functions`]
    pub function: u32,
    /// source block (layout index)
    pub from: u32,
    /// successor index in the source's terminator order
    pub succ: u32,
    /// target block (layout index)
    pub to: u32,
}

/// One block-barrier op (a call of a barrier builtin; calls of functions that contain one are
/// counted as function entries).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileBarrier {
    /// index of the function in [`ProfileLayout::functions`]
    pub function: u32,
    /// the block holding it (layout index)
    pub block: u32,
}

/// What the counters of a profile count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileLayout {
    /// decoded functions, the kernel first
    pub functions: Vec<ProfileFunction>,
    /// every edge, function by function
    pub edges: Vec<ProfileEdge>,
    /// every barrier op, by barrier id
    pub barriers: Vec<ProfileBarrier>,
    /// ops of all functions
    pub op_count: u32,
}

impl ProfileLayout {
    /// The layout of a decoded program.
    pub fn new(prog: &Program) -> ProfileLayout {
        let mut functions = Vec::with_capacity(prog.funcs.len());
        let mut edges = Vec::new();
        let mut op_count = 0u32;
        for (fi, f) in prog.funcs.iter().enumerate() {
            let first = edges.len() as u32;
            // Decoded edges of one terminator are consecutive and in terminator order; record
            // each edge's source and successor index from the op that uses it.
            let mut per_edge: Vec<Option<(u32, u32)>> = vec![None; f.edges.len()];
            for (oi, op) in f.code.iter().enumerate() {
                let from = f.op_block[oi];
                let succs: Vec<u32> = match *op {
                    Op::Br { e } => vec![e],
                    Op::CondBr { t, f: e, .. } => vec![t, e],
                    Op::Switch { start, n, default, .. } => std::iter::once(default)
                        .chain(f.switch_cases[start as usize..(start + n) as usize].iter().map(|c| c.1))
                        .collect(),
                    _ => continue,
                };
                for (k, e) in succs.into_iter().enumerate() {
                    if let Some(slot) = per_edge.get_mut(e as usize) {
                        *slot = Some((from, k as u32));
                    }
                }
            }
            for (e, src) in per_edge.iter().enumerate() {
                // An edge no op uses (its terminator did not decode) keeps an impossible source.
                let (from, succ) = src.unwrap_or((u32::MAX, u32::MAX));
                edges.push(ProfileEdge { function: fi as u32, from, succ, to: f.edges[e].target });
            }
            functions.push(ProfileFunction {
                name: f.name.clone(),
                func_id: f.id.0,
                blocks: f.blocks.iter().map(|b| b.name.clone()).collect(),
                first_edge: first,
                edge_count: f.edges.len() as u32,
                first_op: op_count,
                ops: f.inst.iter().map(|i| i.0).collect(),
            });
            op_count += f.code.len() as u32;
        }
        let barriers = prog
            .barriers
            .iter()
            .map(|&(fi, oi)| ProfileBarrier {
                function: fi,
                block: prog.funcs[fi as usize].op_block.get(oi as usize).copied().unwrap_or(u32::MAX),
            })
            .collect();
        ProfileLayout { functions, edges, barriers, op_count }
    }
}

/// The counts of one block of the launch, per thread (linear thread index in the block).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockProfile {
    /// the block (x, y, z)
    pub block: [u32; 3],
    /// threads in the block
    pub threads: u32,
    /// `edges[t * E + e]`: times thread `t` took edge `e` (`E` = number of edges)
    pub edges: Vec<u64>,
    /// `entries[t * F + f]`: times thread `t` entered function `f` (the kernel: once)
    pub entries: Vec<u64>,
    /// `barriers[t * B + b]`: times thread `t` reached barrier op `b`
    pub barriers: Vec<u64>,
    /// `op_issues[o]`: warp instructions of op `o` (summed over the block's warps)
    pub op_issues: Vec<u64>,
    /// `op_lanes[o]`: active lanes of those warp instructions, summed
    pub op_lanes: Vec<u64>,
    /// `op_cycles[o]`: their cycles in the simple model (issue plus latency, per issue)
    pub op_cycles: Vec<u64>,
}

impl BlockProfile {
    /// Zero counts for `threads` threads of a program with the given layout.
    pub fn new(layout: &ProfileLayout, block: [u32; 3], threads: u32) -> BlockProfile {
        let t = threads as usize;
        BlockProfile {
            block,
            threads,
            edges: vec![0; t * layout.edges.len()],
            entries: vec![0; t * layout.functions.len()],
            barriers: vec![0; t * layout.barriers.len()],
            op_issues: vec![0; layout.op_count as usize],
            op_lanes: vec![0; layout.op_count as usize],
            op_cycles: vec![0; layout.op_count as usize],
        }
    }

    /// Count of edge `e` for every thread.
    pub fn edge_counts(&self, e: usize) -> Vec<u64> {
        column(&self.edges, self.threads, e)
    }

    /// Entries into function `f` for every thread.
    pub fn entry_counts(&self, f: usize) -> Vec<u64> {
        column(&self.entries, self.threads, f)
    }

    /// Arrivals at barrier op `b` for every thread.
    pub fn barrier_counts(&self, b: usize) -> Vec<u64> {
        column(&self.barriers, self.threads, b)
    }

    /// Adds one to column `k` of `table` (`edges`, `entries` or `barriers`, of `width` columns)
    /// for the threads `first + l` of every set bit `l` of `mask`.
    pub(crate) fn bump(table: &mut [u64], width: usize, first: usize, mask: u64, k: usize) {
        let mut m = mask;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            if let Some(c) = table.get_mut((first + l) * width + k) {
                *c += 1;
            }
        }
    }
}

fn column(table: &[u64], threads: u32, k: usize) -> Vec<u64> {
    if threads == 0 {
        return Vec::new();
    }
    let width = table.len() / threads as usize;
    (0..threads as usize).map(|t| table[t * width + k]).collect()
}

/// The per-thread profile of a launch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    /// what the counters count
    pub layout: ProfileLayout,
    /// one entry per block of the launch, in linear block order
    pub blocks: Vec<BlockProfile>,
}
