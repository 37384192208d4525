//! Convergence analysis (Grover and Kudlur, "On Thread Convergence", made precise in
//! `spec/convergence.md`): which nodes and edges of a CFG every thread of a block executes equally
//! often, and from that a verdict for every barrier.
//!
//! # Counts and convergence
//! For one thread and one terminating execution, `#v` is how often the thread executes node or
//! edge `v`. An item is *convergent* when `#v` is equal for all threads of the block in every
//! execution. The graph is augmented as in [`CycleEquivalence`]: a virtual node `X` with the
//! *entry edge* `X -> entry` and an *exit edge* `r -> X` for each reachable post-dominator root
//! (LLVM's roots: blocks without successors, plus one per infinite-loop region). For every thread
//! `#v = sum of in-edge counts = sum of out-edge counts`, `#X = #(X -> entry) = 1`.
//!
//! Nodes and edges the entry does not reach are never executed: their counts are 0 for everyone,
//! so they are (vacuously) convergent. The exit edge of a root that has successors (an infinite
//! loop's root) is never taken by a terminating thread; it is convergent (count 0) too.
//! Executions are assumed to terminate; a thread that loops forever has no counts.
//!
//! # Check mode (uniformity alone)
//! The *region* of a branch `b` is the set of nodes reachable from `b` by at least one edge
//! without passing through `ipdom(b)`. A reachable node is check-convergent exactly when it is in
//! the region of no *divergent* branch, where the divergent set is closed: a branch (uniform or
//! not) inside the region of a divergent branch is reached by a split warp, so its region is not
//! convergent either. Equivalently: no branch in the node's iterated control dependence set is
//! divergent. An edge `u -> v` is check-convergent when `u` is and `u` has one successor edge or
//! a uniform terminator.
//!
//! Algorithm: for each edge `b -> s` of a marked branch, walk the post-dominator tree from `s` up
//! to `ipdom(b)` (exclusive), marking nodes; a union-find over the tree (each marked node points
//! to its parent, with path halving) skips nodes that are already marked, so every node is
//! marked once and the whole pass costs O((V + E) α(V)). Branch nodes that become marked are
//! walked in turn. Divergent branches are started deepest-in-the-post-dominator-tree first, so a
//! node is attributed to the innermost divergent branch around it (its *cause*).
//!
//! # Assume mode (the paper's bidirectional inference)
//! Every barrier is assumed convergent (the program is *well-synchronized*). Starting from the
//! check-mode result, the barriers, `X`, the entry edge and the never-executed items, the facts
//! are closed under the rules of the spec:
//! 2. merge: all in-edges of `n` convergent => `n`;
//! 3. branch: all out-edges of `n` convergent => `n`;
//! 4. balance: `n` convergent and all but one out-edge (in-edge) convergent => the last one;
//! 5. variance: `n` convergent with a uniform terminator => all its out-edges;
//! 6. region: one member of a cycle-equivalence class (edges of the augmented graph, nodes as
//!    their split `n_in -> n_out` edge) convergent => the whole class;
//! 7. path: a still-divergent branch whose out-edges are all convergent is *effectively uniform*;
//!    so is every branch with the same condition key (see [`ConvergenceInput::condition`]) in the
//!    same innermost cycle. Effectively uniform branches leave the divergent set, check mode is
//!    recomputed (one *round*) and its new facts seed the work-list again.
//!
//! The work-list holds items that just became convergent; per node it keeps the number of
//! unresolved in- and out-edges, so rules 2 to 4 cost O(1) per event (the one scan for the last
//! unresolved edge happens at most once per node and direction). Every item is marked at most
//! once, so a round is O(V + E) after check mode. This is a least fixpoint: nothing is assumed
//! that the rules do not derive from the seeds.
//!
//! # Barrier verdicts
//! [`Verdict::Uniform`]: in the region of no divergent branch (check mode: the input's divergent
//! branches; assume mode: those still divergent after rule 7). A barrier at the reconvergence
//! point of a divergent branch is uniform. Otherwise check mode says
//! [`Verdict::PossiblyDivergent`] and assume mode [`Verdict::NeedsJoin`].
//!
//! # Invariants
//! Results are indexed by node and by edge (numbered by source node, then successor position,
//! as [`CycleEquivalence::edge_id`]); only the graph's own edges are reported. Assume-mode facts
//! include every check-mode fact; the assume-mode divergent set is a subset of the input's.

use serde::{Deserialize, Serialize};

use crate::cycle_equivalence::CycleEquivalence;
use crate::cycles::CycleInfo;
use crate::dominators::PostDomTree;
use crate::graph::{Graph, NodeId};

mod check;
pub mod ir;
pub mod lanes;
pub mod warp;

pub use check::{check_mode, CheckMode};

/// The condition key meaning "no key" in [`ConvergenceInput::condition`].
pub const NO_CONDITION: u32 = u32::MAX;
const NONE: u32 = u32::MAX;

/// What the analysis is told about the graph.
#[derive(Clone, Copy, Debug)]
pub struct ConvergenceInput<'a> {
    /// Per node: whether its terminator is divergent (threads arriving together may go
    /// different ways). Ignored for nodes with fewer than two successor edges and for nodes the
    /// entry does not reach.
    pub divergent: &'a [bool],
    /// Barrier nodes (assume mode seeds them).
    pub barriers: &'a [NodeId],
    /// Per node, optional: a key naming the branch condition up to negation (for example the id
    /// of the SSA value). Rule 7 makes branches with equal keys (not [`NO_CONDITION`]) in the same
    /// innermost cycle effectively uniform together.
    pub condition: Option<&'a [u32]>,
    /// Which assume-mode rules run (all by default).
    pub rules: Rules,
}

/// Switches for the assume-mode rules 2 to 7 (rule 1, the seeds, always applies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// Rule 2.
    pub merge: bool,
    /// Rule 3.
    pub branch: bool,
    /// Rule 4.
    pub balance: bool,
    /// Rule 5.
    pub variance: bool,
    /// Rule 6.
    pub region: bool,
    /// Rule 7.
    pub path: bool,
}

impl Rules {
    /// Every rule.
    pub const ALL: Rules =
        Rules { merge: true, branch: true, balance: true, variance: true, region: true, path: true };
    /// No rule beyond the seeds.
    pub const NONE: Rules =
        Rules { merge: false, branch: false, balance: false, variance: false, region: false, path: false };
}

impl Default for Rules {
    fn default() -> Self {
        Rules::ALL
    }
}

/// Which of the two results to query.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// From uniformity alone.
    Check,
    /// Assuming every barrier is convergent.
    Assume,
}

/// The verdict on one barrier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// In the region of no divergent branch: safe, no transformation needed.
    Uniform,
    /// Assume mode: inside the region of a divergent branch; correct only because the program is
    /// well-synchronized, and needs the join transformation on warp-synchronous hardware.
    NeedsJoin,
    /// Check mode: not proven uniform.
    PossiblyDivergent,
}

impl Verdict {
    /// The kebab-case name (`uniform`, `needs-join`, `possibly-divergent`).
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Uniform => "uniform",
            Verdict::NeedsJoin => "needs-join",
            Verdict::PossiblyDivergent => "possibly-divergent",
        }
    }
}

/// Convergent nodes and edges of one graph in both modes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Convergence {
    edge_base: Vec<u32>,
    check: CheckMode,
    assume_nodes: Vec<bool>,
    assume_edges: Vec<bool>,
    /// Check mode recomputed with the effectively uniform branches removed.
    assume_regions: CheckMode,
    effectively_uniform: Vec<bool>,
    rounds: u32,
}

impl Convergence {
    /// Runs check mode and assume mode on `g` with its post-dominator tree, cycles and cycle
    /// equivalence (all of `g`). Input slices shorter than the node count count as `false` /
    /// [`NO_CONDITION`]; barrier ids out of range are ignored.
    pub fn compute<G: Graph + ?Sized>(
        g: &G,
        pdom: &PostDomTree,
        cycles: &CycleInfo,
        ce: &CycleEquivalence,
        input: &ConvergenceInput<'_>,
    ) -> Convergence {
        let n = g.node_count();
        let mut edge_base = Vec::with_capacity(n + 1);
        let mut m = 0u32;
        for v in 0..n as u32 {
            edge_base.push(m);
            m += g.succs(NodeId(v)).len() as u32;
        }
        edge_base.push(m);
        let mut divergent: Vec<bool> =
            (0..n).map(|v| input.divergent.get(v).copied().unwrap_or(false)).collect();
        let check = check_mode(g, pdom, &divergent);
        let mut state = Assume::new(g, ce, input, &check, &edge_base);
        let mut regions = check.clone();
        let mut effectively_uniform = vec![false; n];
        let mut rounds = 1;
        loop {
            state.run(&divergent, input.rules);
            if !input.rules.path {
                break;
            }
            let newly = state.path_rule(g, cycles, input, &divergent, &check);
            if newly.is_empty() {
                break;
            }
            for &v in &newly {
                divergent[v.index()] = false;
                effectively_uniform[v.index()] = true;
            }
            rounds += 1;
            regions = check_mode(g, pdom, &divergent);
            state.seed_check(&regions, &edge_base);
            // Rule 5 for branches that just became uniform and are already convergent.
            for &v in &newly {
                if state.conv[v.index()] {
                    state.queue.push(Item::Node(v.0));
                }
            }
        }
        let m = m as usize;
        let assume_nodes = state.conv[..n].to_vec();
        let assume_edges = state.conv[state.edge_item(0)..state.edge_item(0) + m].to_vec();
        Convergence {
            edge_base,
            check,
            assume_nodes,
            assume_edges,
            assume_regions: regions,
            effectively_uniform,
            rounds,
        }
    }

    /// Number of nodes.
    pub fn node_count(&self) -> usize {
        self.edge_base.len() - 1
    }

    /// Number of edges (of the graph; virtual edges are not reported).
    pub fn edge_count(&self) -> usize {
        *self.edge_base.last().unwrap_or(&0) as usize
    }

    /// The edge index of the `succ_index`-th successor edge of `from`.
    pub fn edge_index(&self, from: NodeId, succ_index: usize) -> usize {
        self.edge_base[from.index()] as usize + succ_index
    }

    /// Whether node `v` is convergent in `mode`.
    pub fn node_convergent(&self, mode: Mode, v: NodeId) -> bool {
        match mode {
            Mode::Check => self.check.node_convergent(v),
            Mode::Assume => self.assume_nodes[v.index()],
        }
    }

    /// Whether the `succ_index`-th successor edge of `from` is convergent in `mode`.
    pub fn edge_convergent(&self, mode: Mode, from: NodeId, succ_index: usize) -> bool {
        let e = self.edge_index(from, succ_index);
        match mode {
            Mode::Check => self.check.edges[e],
            Mode::Assume => self.assume_edges[e],
        }
    }

    /// Convergent nodes in `mode`, in index order.
    pub fn convergent_nodes(&self, mode: Mode) -> Vec<NodeId> {
        (0..self.node_count() as u32).map(NodeId).filter(|&v| self.node_convergent(mode, v)).collect()
    }

    /// Convergent edges in `mode` as `(from, succ_index)`, in edge order.
    pub fn convergent_edges(&self, mode: Mode) -> Vec<(NodeId, u32)> {
        let mut out = Vec::new();
        for v in 0..self.node_count() {
            for e in self.edge_base[v]..self.edge_base[v + 1] {
                let c = match mode {
                    Mode::Check => self.check.edges[e as usize],
                    Mode::Assume => self.assume_edges[e as usize],
                };
                if c {
                    out.push((NodeId(v as u32), e - self.edge_base[v]));
                }
            }
        }
        out
    }

    /// The verdict on a barrier at `v` in `mode`.
    pub fn verdict(&self, mode: Mode, v: NodeId) -> Verdict {
        match mode {
            Mode::Check if self.check.node_convergent(v) => Verdict::Uniform,
            Mode::Check => Verdict::PossiblyDivergent,
            Mode::Assume if self.assume_regions.node_convergent(v) => Verdict::Uniform,
            Mode::Assume => Verdict::NeedsJoin,
        }
    }

    /// The innermost divergent branch whose region holds `v` (check mode: an input divergent
    /// branch; assume mode: one still divergent after rule 7); `None` when `v` is in none.
    pub fn cause(&self, mode: Mode, v: NodeId) -> Option<NodeId> {
        match mode {
            Mode::Check => self.check.cause(v),
            Mode::Assume => self.assume_regions.cause(v),
        }
    }

    /// Whether rule 7 found the branch at `v` effectively uniform.
    pub fn effectively_uniform(&self, v: NodeId) -> bool {
        self.effectively_uniform[v.index()]
    }

    /// Number of assume-mode rounds (check-mode computations): 1 when rule 7 fed nothing back.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The check-mode result.
    pub fn check(&self) -> &CheckMode {
        &self.check
    }
}

/// A work-list item: a node (`X` is node `n`) or an augmented edge.
#[derive(Clone, Copy, Debug)]
enum Item {
    Node(u32),
    Edge(u32),
}

/// Assume-mode state on the augmented graph: nodes `0..=n` (`n` is `X`), then augmented edges.
struct Assume {
    n: usize,
    /// Convergence per item: nodes first, then augmented edges.
    conv: Vec<bool>,
    /// Augmented edges (from, to), `n` standing for `X`.
    ends: Vec<(u32, u32)>,
    out_start: Vec<u32>,
    out_edges: Vec<u32>,
    in_start: Vec<u32>,
    in_edges: Vec<u32>,
    out_unres: Vec<u32>,
    in_unres: Vec<u32>,
    /// Class members (items), CSR by class; `class_of` per item (NONE: no class).
    class_start: Vec<u32>,
    class_items: Vec<u32>,
    class_of: Vec<u32>,
    class_done: Vec<bool>,
    queue: Vec<Item>,
}

impl Assume {
    fn new<G: Graph + ?Sized>(
        g: &G,
        ce: &CycleEquivalence,
        input: &ConvergenceInput<'_>,
        check: &CheckMode,
        edge_base: &[u32],
    ) -> Assume {
        let n = g.node_count();
        let x = n as u32;
        let ends: Vec<(u32, u32)> =
            ce.edges().iter().map(|e| (e.from.map_or(x, |v| v.0), e.to.map_or(x, |v| v.0))).collect();
        let m = ends.len();
        let (out_start, out_edges) = csr(n + 1, ends.iter().enumerate().map(|(i, &(a, _))| (a, i as u32)));
        let (in_start, in_edges) = csr(n + 1, ends.iter().enumerate().map(|(i, &(_, b))| (b, i as u32)));
        let out_unres = (0..=n).map(|v| out_start[v + 1] - out_start[v]).collect();
        let in_unres = (0..=n).map(|v| in_start[v + 1] - in_start[v]).collect();
        let mut class_of = vec![NONE; n + 1 + m];
        for (v, slot) in class_of.iter_mut().enumerate().take(n) {
            if let Some(c) = ce.node_class(NodeId(v as u32)) {
                *slot = c.0;
            }
        }
        for e in 0..m {
            if let Some(c) = ce.edge_class(crate::cycle_equivalence::EdgeId(e as u32)) {
                class_of[n + 1 + e] = c.0;
            }
        }
        let (class_start, class_items) = csr(
            ce.class_count(),
            class_of.iter().enumerate().filter(|(_, &c)| c != NONE).map(|(i, &c)| (c, i as u32)),
        );
        let mut s = Assume {
            n,
            conv: vec![false; n + 1 + m],
            ends,
            out_start,
            out_edges,
            in_start,
            in_edges,
            out_unres,
            in_unres,
            class_start,
            class_items,
            class_of,
            class_done: vec![false; ce.class_count()],
            queue: Vec::new(),
        };
        // Seeds: X, the entry edge, never-executed items, exit edges of roots with successors,
        // barriers, check-mode facts.
        s.mark(Item::Node(x));
        s.mark(Item::Edge(ce.entry_edge().0));
        for e in ce.exit_edges() {
            let from = s.ends[e.0 as usize].0;
            if !g.succs(NodeId(from)).is_empty() {
                s.mark(Item::Edge(e.0));
            }
        }
        for v in 0..n {
            if !check.reachable(NodeId(v as u32)) {
                s.mark(Item::Node(v as u32));
                for e in edge_base[v]..edge_base[v + 1] {
                    s.mark(Item::Edge(e));
                }
            }
        }
        for &b in input.barriers {
            if b.index() < n {
                s.mark(Item::Node(b.0));
            }
        }
        s.seed_check(check, edge_base);
        s
    }

    fn edge_item(&self, e: usize) -> usize {
        self.n + 1 + e
    }

    fn item_index(&self, it: Item) -> usize {
        match it {
            Item::Node(v) => v as usize,
            Item::Edge(e) => self.edge_item(e as usize),
        }
    }

    fn seed_check(&mut self, check: &CheckMode, edge_base: &[u32]) {
        for v in 0..self.n {
            if check.node_convergent(NodeId(v as u32)) {
                self.mark(Item::Node(v as u32));
            }
            for e in edge_base[v]..edge_base[v + 1] {
                if check.edges[e as usize] {
                    self.mark(Item::Edge(e));
                }
            }
        }
        // Exit edges: `#(r -> X) = #r` for a root without successors.
        for e in edge_base[self.n] as usize..self.ends.len() {
            let (from, to) = self.ends[e];
            if to as usize == self.n && from as usize != self.n {
                let r = from as usize;
                if self.out_start[r + 1] - self.out_start[r] == 1 && check.node_convergent(NodeId(from)) {
                    self.mark(Item::Edge(e as u32));
                }
            }
        }
    }

    fn mark(&mut self, it: Item) {
        let i = self.item_index(it);
        if self.conv[i] {
            return;
        }
        self.conv[i] = true;
        if let Item::Edge(e) = it {
            let (a, b) = self.ends[e as usize];
            self.out_unres[a as usize] -= 1;
            self.in_unres[b as usize] -= 1;
        }
        self.queue.push(it);
    }

    fn run(&mut self, divergent: &[bool], rules: Rules) {
        while let Some(it) = self.queue.pop() {
            let i = self.item_index(it);
            if rules.region {
                let c = self.class_of[i];
                if c != NONE && !self.class_done[c as usize] {
                    self.class_done[c as usize] = true;
                    for k in self.class_start[c as usize]..self.class_start[c as usize + 1] {
                        let j = self.class_items[k as usize] as usize;
                        let item = if j <= self.n {
                            Item::Node(j as u32)
                        } else {
                            Item::Edge((j - self.n - 1) as u32)
                        };
                        self.mark(item);
                    }
                }
            }
            match it {
                Item::Node(v) => {
                    let uniform =
                        (v as usize) == self.n || !divergent.get(v as usize).copied().unwrap_or(false);
                    if rules.variance && uniform {
                        for k in self.out_start[v as usize]..self.out_start[v as usize + 1] {
                            let e = self.out_edges[k as usize];
                            self.mark(Item::Edge(e));
                        }
                    }
                    self.examine(v, rules);
                }
                Item::Edge(e) => {
                    let (a, b) = self.ends[e as usize];
                    self.examine(a, rules);
                    self.examine(b, rules);
                }
            }
        }
    }

    /// Rules 2 to 4 at node `v`.
    fn examine(&mut self, v: u32, rules: Rules) {
        let vi = v as usize;
        if !self.conv[vi]
            && ((rules.merge && self.in_unres[vi] == 0 && self.in_start[vi + 1] > self.in_start[vi])
                || (rules.branch && self.out_unres[vi] == 0 && self.out_start[vi + 1] > self.out_start[vi]))
        {
            self.mark(Item::Node(v));
        }
        if rules.balance && self.conv[vi] {
            if self.out_unres[vi] == 1 {
                let last = (self.out_start[vi]..self.out_start[vi + 1])
                    .map(|k| self.out_edges[k as usize])
                    .find(|&e| !self.conv[self.edge_item(e as usize)]);
                if let Some(e) = last {
                    self.mark(Item::Edge(e));
                }
            }
            if self.in_unres[vi] == 1 {
                let last = (self.in_start[vi]..self.in_start[vi + 1])
                    .map(|k| self.in_edges[k as usize])
                    .find(|&e| !self.conv[self.edge_item(e as usize)]);
                if let Some(e) = last {
                    self.mark(Item::Edge(e));
                }
            }
        }
    }

    /// Rule 7: the still-divergent reachable branches whose out-edges are all convergent, and
    /// the branches sharing a condition key and innermost cycle with one of them.
    fn path_rule<G: Graph + ?Sized>(
        &self,
        g: &G,
        cycles: &CycleInfo,
        input: &ConvergenceInput<'_>,
        divergent: &[bool],
        check: &CheckMode,
    ) -> Vec<NodeId> {
        let n = self.n;
        let mut newly: Vec<NodeId> = Vec::new();
        let mut taken = vec![false; n];
        for v in 0..n {
            let node = NodeId(v as u32);
            if divergent[v] && check.reachable(node) && g.succs(node).len() >= 2 && self.out_unres[v] == 0 {
                taken[v] = true;
                newly.push(NodeId(v as u32));
            }
        }
        if let Some(cond) = input.condition {
            let key = |v: usize| -> Option<(u32, u32)> {
                let c = cond.get(v).copied().unwrap_or(NO_CONDITION);
                (c != NO_CONDITION).then(|| (c, cycles.cycle_of(NodeId(v as u32)).map_or(NONE, |c| c.0)))
            };
            let keys: std::collections::HashSet<(u32, u32)> =
                newly.iter().filter_map(|v| key(v.index())).collect();
            if !keys.is_empty() {
                for v in 0..n {
                    if divergent[v]
                        && !taken[v]
                        && check.reachable(NodeId(v as u32))
                        && key(v).is_some_and(|k| keys.contains(&k))
                    {
                        taken[v] = true;
                        newly.push(NodeId(v as u32));
                    }
                }
            }
        }
        newly
    }
}

/// Compressed adjacency: `count` rows filled from `(row, value)` pairs in order.
fn csr(count: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> (Vec<u32>, Vec<u32>) {
    let mut start = vec![0u32; count + 1];
    for (r, _) in pairs.clone() {
        start[r as usize + 1] += 1;
    }
    for i in 0..count {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut vals = vec![0u32; start[count] as usize];
    for (r, v) in pairs {
        vals[fill[r as usize] as usize] = v;
        fill[r as usize] += 1;
    }
    (start, vals)
}
