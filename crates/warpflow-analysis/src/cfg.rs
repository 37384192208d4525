//! The control-flow graph of an IR function as a [`Graph`] (stored as a [`CsrGraph`]: two flat
//! arrays per direction, the compact form the analyses walk fastest), and a bundle of the CFG
//! analyses.
//!
//! Invariants of [`FunctionCfg`]: node `i` is the `i`-th block in layout order (so node 0 is the
//! entry block and node order is LLVM's block order); edges are added block by block, each
//! block's successors in terminator order (`br` then-else, `switch` default then cases), with
//! repetition for parallel edges. Block names are the labels as LLVM prints them without `%`:
//! named blocks by name, unnamed blocks by their slot number (LLVM's numbering of unnamed
//! arguments, blocks and instruction results in order).

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use warpflow_ir::{Block, Function, InstKind, Module};

use crate::control_dependence::ControlDependence;
use crate::cycle_equivalence::{CycleEquivalence, ProgramStructureTree};
use crate::cycles::CycleInfo;
use crate::dominators::{DomTree, PostDomTree};
use crate::graph::{CsrGraph, Graph, NodeId};

/// The CFG of one function with a block <-> node mapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionCfg {
    graph: CsrGraph,
    blocks: Vec<Block>,
    node_of: Vec<u32>,
    names: Vec<String>,
    /// per node: whether the block's terminator is `unreachable`
    traps: Vec<bool>,
}

impl FunctionCfg {
    /// The CFG of `f`; `None` for a declaration or a function without blocks.
    pub fn new(m: &Module, f: &Function) -> Option<FunctionCfg> {
        let blocks: Vec<Block> = f.block_order().collect();
        if blocks.is_empty() {
            return None;
        }
        let mut node_of = vec![u32::MAX; f.blocks.len()];
        for (i, b) in blocks.iter().enumerate() {
            node_of[b.0 as usize] = i as u32;
        }
        // A successor outside the layout cannot come from the parser; skip it rather than
        // panic.
        let graph = CsrGraph::from_rows(
            NodeId(0),
            blocks.iter().map(|&b| {
                f.successors(b).iter().filter_map(|&s| {
                    let t = node_of.get(s.0 as usize).copied().unwrap_or(u32::MAX);
                    (t != u32::MAX).then_some(NodeId(t))
                })
            }),
        );
        let names = block_names(m, f, &blocks);
        let traps = blocks
            .iter()
            .map(|&b| f.terminator(b).is_some_and(|t| matches!(f.inst(t).kind, InstKind::Unreachable)))
            .collect();
        Some(FunctionCfg { graph, blocks, node_of, names, traps })
    }

    /// The graph.
    pub fn graph(&self) -> &CsrGraph {
        &self.graph
    }

    /// The block of a node.
    pub fn block(&self, n: NodeId) -> Block {
        self.blocks[n.index()]
    }

    /// The predecessor blocks of `b`, one per edge (parallel edges repeated), in O(its
    /// predecessors) (`Function::predecessors` scans every terminator); empty for a block
    /// outside the layout.
    pub fn pred_blocks(&self, b: Block) -> Vec<Block> {
        self.node(b).map_or_else(Vec::new, |n| self.graph.preds(n).iter().map(|&p| self.block(p)).collect())
    }

    /// The node of a block in the layout.
    pub fn node(&self, b: Block) -> Option<NodeId> {
        let n = *self.node_of.get(b.0 as usize)?;
        (n != u32::MAX).then_some(NodeId(n))
    }

    /// The label of a node's block as LLVM prints it, without `%`.
    pub fn name(&self, n: NodeId) -> &str {
        &self.names[n.index()]
    }

    /// Whether a node's block only traps: its terminator is `unreachable` (see
    /// [`crate::reconvergence`]).
    pub fn is_trap(&self, n: NodeId) -> bool {
        self.traps[n.index()]
    }
}

impl Graph for FunctionCfg {
    fn node_count(&self) -> usize {
        self.graph.node_count()
    }
    fn entry(&self) -> NodeId {
        self.graph.entry()
    }
    fn succs(&self, node: NodeId) -> &[NodeId] {
        self.graph.succs(node)
    }
    fn preds(&self, node: NodeId) -> &[NodeId] {
        self.graph.preds(node)
    }
}

/// The labels of `blocks` of `f` (without `%`), as LLVM prints them: a block's own name, or its
/// slot number (arguments and instruction results without a name are numbered too).
pub fn block_labels(m: &Module, f: &Function) -> Vec<String> {
    let blocks: Vec<Block> = f.block_order().collect();
    block_names(m, f, &blocks)
}

fn block_names(m: &Module, f: &Function, blocks: &[Block]) -> Vec<String> {
    // the printer's slot numbering (`warpflow_ir::Slots`), so labels are the file's
    let slots = warpflow_ir::Slots::new(f);
    blocks.iter().map(|&b| slots.block_label(m, f, b)).collect()
}

/// Every CFG analysis of one graph, computed once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CfgAnalyses {
    /// Dominator tree.
    pub dom: DomTree,
    /// Post-dominator tree.
    pub pdom: PostDomTree,
    /// Cycle forest.
    pub cycles: CycleInfo,
    /// Control dependence.
    pub control_dependence: ControlDependence,
    /// Cycle equivalence classes.
    pub cycle_equivalence: CycleEquivalence,
    /// Canonical SESE regions.
    pub pst: ProgramStructureTree,
}

impl CfgAnalyses {
    /// Computes all analyses of `g`.
    pub fn compute<G: Graph + ?Sized>(g: &G) -> CfgAnalyses {
        let dom = DomTree::compute(g);
        let pdom = PostDomTree::compute(g);
        let cycles = CycleInfo::compute(g);
        let control_dependence = ControlDependence::compute(g, &pdom);
        let cycle_equivalence = CycleEquivalence::compute(g);
        let pst = ProgramStructureTree::compute(g, &cycle_equivalence);
        CfgAnalyses { dom, pdom, cycles, control_dependence, cycle_equivalence, pst }
    }
}

/// The dominator and post-dominator trees of a graph alone: what the transforms need to find a
/// branch's sides and its join, without the cycle forest, control dependence, cycle
/// equivalence and regions of [`CfgAnalyses`] (control dependence, for one, is quadratic in
/// the loop-nesting depth). Owned when a transform computes them for a function it has just
/// edited ([`DomTrees::compute`]), borrowed when they are a session's facts of a function no
/// pass has changed since ([`DomTrees::borrowed`], `FunctionFacts::dom_trees`), so a pass
/// reads the trees the analyses already built instead of building its own.
#[derive(Clone, Debug)]
pub struct DomTrees<'a> {
    /// dominator tree
    pub dom: Cow<'a, DomTree>,
    /// post-dominator tree
    pub pdom: Cow<'a, PostDomTree>,
}

impl DomTrees<'static> {
    /// Computes both trees.
    pub fn compute<G: Graph + ?Sized>(g: &G) -> DomTrees<'static> {
        DomTrees { dom: Cow::Owned(DomTree::compute(g)), pdom: Cow::Owned(PostDomTree::compute(g)) }
    }
}

impl<'a> DomTrees<'a> {
    /// Both trees, borrowed from where they were computed.
    pub fn borrowed(dom: &'a DomTree, pdom: &'a PostDomTree) -> DomTrees<'a> {
        DomTrees { dom: Cow::Borrowed(dom), pdom: Cow::Borrowed(pdom) }
    }
}
