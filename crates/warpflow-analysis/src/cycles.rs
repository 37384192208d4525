//! The cycle forest of a control-flow graph, in the sense of LLVM's `CycleInfo`
//! (`GenericCycleInfo`, see LLVM's "LLVM Cycle Terminology"), correct on irreducible graphs.
//!
//! # Definition
//! A DFS of the graph from the entry numbers the reachable nodes in preorder; it is LLVM's DFS:
//! a node's successors are all pushed on a stack in edge order and visited when popped, so the
//! *last* successor is visited first. A *cycle* is a strongly connected set of reachable nodes.
//! The outermost cycles are the maximal ones (the non-trivial strongly connected components: more
//! than one node, or one node with a self-loop). A cycle's *entries* are its nodes with a
//! predecessor outside it (plus the graph entry if it lies in the cycle). As in LLVM 19 (later
//! versions changed this), a predecessor that the entry does not reach counts too, so an edge
//! from dead code into a cycle makes its target an entry. Its *header*
//! is the entry that comes first in DFS preorder. The child cycles of a cycle `C` are the maximal
//! cycles of the subgraph induced by `C`'s nodes without `C`'s header, recursively. Nodes that
//! the entry does not reach are in no cycle. A cycle is *reducible* when it has one entry; then
//! it is a natural loop and [`CycleInfo::latches`], [`CycleInfo::exits`] and
//! [`CycleInfo::exiting_blocks`] describe it.
//!
//! # Algorithm and order
//! As in LLVM: nodes are taken in reverse DFS preorder as header candidates; a candidate with a
//! predecessor in its own DFS subtree heads a cycle, whose nodes are found by walking
//! predecessors backwards inside that subtree; outermost cycles found earlier become children.
//! The orders mirror LLVM's so that output can be compared with `opt -passes='print<cycles>'`:
//! a cycle's `entries` start with the header and follow discovery order, its blocks
//! ([`CycleInfo::blocks`]) start with the header and follow discovery order (a child's blocks
//! appended when the child is adopted), children are in adoption order, and the top-level list
//! is maintained with LLVM's swap-remove.
//! Predecessors are scanned in *reverse* of the graph's `preds` order: when `preds` lists the
//! incoming edges in (source block, successor index) order, as [`crate::cfg::FunctionCfg`] and
//! [`crate::graph::CsrGraph`] do, that is the order in which LLVM walks a parsed function's use
//! lists (newest use first), which decides the discovery order. With another `preds` order the
//! cycles, headers and entries are the same sets but lists may be ordered differently.
//!
//! # Representation: one block order, each cycle a slice of it
//! A cycle's blocks include those of all its descendants (as LLVM's `GenericCycle`), so storing
//! a list per cycle costs O(blocks x depth) in time and memory (8,000 nested loops: 32 million
//! entries, 303 MB). But LLVM's order already nests: a child's blocks are appended to its parent
//! in one piece and in the child's own order, so every cycle's list is a contiguous piece of its
//! top-level cycle's list. The forest therefore keeps one shared order (`order`, each top-level
//! cycle's list one after the other) and a span per cycle: [`CycleInfo::blocks`] is a slice of
//! it, in exactly the order the per-cycle lists had. It is built in linear time: discovery
//! records per cycle its items in order (an own block, or an adopted child), and a walk of the
//! cycle tree with an explicit stack (nesting may be deeper than the thread's stack allows)
//! expands them. A cycle's own blocks (those whose innermost cycle it is,
//! [`CycleInfo::own_blocks`]) are kept the same way, grouped by cycle in discovery order.
//! Membership and nesting are O(1): the innermost-cycle map and preorder spans of the cycle
//! tree ([`CycleInfo::contains`], [`CycleInfo::is_nested_in`]). So the forest is O(blocks +
//! edges) in time and memory whatever the nesting depth.
//!
//! # Invariants
//! [`CycleInfo::blocks`] of a cycle include the blocks of all its descendants, each child's
//! blocks a contiguous piece of its parent's; `depth` is 1 for top-level cycles and parent
//! depth + 1 otherwise; [`CycleInfo::cycle_of`] is the innermost cycle.

use serde::{Deserialize, Serialize};

use crate::graph::{Graph, NodeId};

/// A cycle in a [`CycleInfo`]: an index into [`CycleInfo::cycles`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CycleId(pub u32);

impl CycleId {
    /// The index of this cycle as a `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One cycle of the forest. Its blocks are [`CycleInfo::blocks`] (a slice of one order shared
/// by all cycles, see the module docs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cycle {
    /// The entry first in DFS preorder.
    pub header: NodeId,
    /// Nodes with a predecessor outside the cycle; the header first.
    pub entries: Vec<NodeId>,
    /// The cycle's blocks, nested cycles' included: `CycleInfo::order[blocks.0..blocks.1]`.
    blocks: (u32, u32),
    /// Its own blocks (innermost cycle): `CycleInfo::own[own.0..own.1]`.
    own: (u32, u32),
    /// The enclosing cycle.
    pub parent: Option<CycleId>,
    /// Directly nested cycles.
    pub children: Vec<CycleId>,
    /// Nesting depth: 1 for outermost cycles.
    pub depth: u32,
}

/// The cycle forest of a graph.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CycleInfo {
    cycles: Vec<Cycle>,
    top_level: Vec<CycleId>,
    innermost: Vec<Option<CycleId>>,
    preorder: Vec<NodeId>,
    /// Every cycle's blocks, nested cycles' included, as slices of this one order.
    order: Vec<NodeId>,
    /// Every cycle's own blocks, grouped by cycle.
    own: Vec<NodeId>,
    /// Per cycle, its preorder number in the cycle forest and the largest number in its subtree,
    /// so that "cycle `x` is nested in `c`" is two comparisons.
    tree_span: Vec<(u32, u32)>,
}

const NO_CYCLE: u32 = u32::MAX;

/// One step of a cycle's discovery: an own block, or an adopted child (whose blocks follow).
#[derive(Clone, Copy)]
enum Item {
    Block(NodeId),
    Child(u32),
}

impl CycleInfo {
    /// Computes the cycle forest of `g`.
    pub fn compute<G: Graph + ?Sized>(g: &G) -> CycleInfo {
        let n = g.node_count();
        let (start, end, preorder) = llvm_dfs(g);
        let in_subtree = |h: usize, v: NodeId| {
            let s = start[v.index()];
            s != 0 && start[h] <= s && s <= end[h]
        };
        let mut cycles: Vec<Cycle> = Vec::new();
        let mut top_level: Vec<CycleId> = Vec::new();
        let mut top_pos: Vec<u32> = Vec::new();
        // Union-find over cycles towards the outermost one (parents only ever get set once).
        let mut outer: Vec<u32> = Vec::new();
        let mut innermost = vec![NO_CYCLE; n];
        let mut worklist: Vec<NodeId> = Vec::new();
        // Per cycle, its blocks in discovery order, each adopted child standing for its blocks.
        let mut items: Vec<Vec<Item>> = Vec::new();

        fn find_top(outer: &mut [u32], c: u32) -> u32 {
            let mut r = c;
            while outer[r as usize] != r {
                r = outer[r as usize];
            }
            let mut x = c;
            while outer[x as usize] != r {
                let next = outer[x as usize];
                outer[x as usize] = r;
                x = next;
            }
            r
        }

        for &h in preorder.iter().rev() {
            worklist.clear();
            worklist.extend(g.preds(h).iter().rev().copied().filter(|&p| in_subtree(h.index(), p)));
            if worklist.is_empty() {
                continue;
            }
            let id = cycles.len() as u32;
            cycles.push(Cycle {
                header: h,
                entries: vec![h],
                blocks: (0, 0),
                own: (0, 0),
                parent: None,
                children: Vec::new(),
                depth: 0,
            });
            items.push(vec![Item::Block(h)]);
            outer.push(id);
            top_pos.push(u32::MAX);
            innermost[h.index()] = id;
            // Adds the predecessors of `b` in the subtree to the worklist; `b` is an entry when
            // it has a predecessor outside (an unreachable one counts, as in LLVM 19).
            let process = |b: NodeId, worklist: &mut Vec<NodeId>, cycle: &mut Cycle| {
                let mut is_entry = false;
                for &p in g.preds(b).iter().rev() {
                    if in_subtree(h.index(), p) {
                        worklist.push(p);
                    } else {
                        is_entry = true;
                    }
                }
                if is_entry {
                    cycle.entries.push(b);
                }
            };
            while let Some(b) = worklist.pop() {
                if b == h {
                    continue;
                }
                let inner = innermost[b.index()];
                if inner != NO_CYCLE {
                    let top = find_top(&mut outer, inner);
                    if top != id {
                        // Adopt the outermost cycle containing `b` as a child.
                        let pos = top_pos[top as usize] as usize;
                        top_level.swap_remove(pos);
                        if let Some(&moved) = top_level.get(pos) {
                            top_pos[moved.index()] = pos as u32;
                        }
                        outer[top as usize] = id;
                        let (done, rest) = cycles.split_at_mut(id as usize);
                        let child = &mut done[top as usize];
                        child.parent = Some(CycleId(id));
                        let new = &mut rest[0];
                        new.children.push(CycleId(top));
                        items[id as usize].push(Item::Child(top));
                        for &e in &child.entries {
                            process(e, &mut worklist, new);
                        }
                    }
                } else {
                    innermost[b.index()] = id;
                    items[id as usize].push(Item::Block(b));
                    process(b, &mut worklist, &mut cycles[id as usize]);
                }
            }
            top_pos[id as usize] = top_level.len() as u32;
            top_level.push(CycleId(id));
        }
        // Depths, outermost first.
        let mut stack: Vec<CycleId> = top_level.clone();
        for &c in &top_level {
            cycles[c.index()].depth = 1;
        }
        while let Some(c) = stack.pop() {
            let d = cycles[c.index()].depth;
            for i in 0..cycles[c.index()].children.len() {
                let ch = cycles[c.index()].children[i];
                cycles[ch.index()].depth = d + 1;
                stack.push(ch);
            }
        }
        // Preorder spans over the cycle forest.
        let mut tree_span = vec![(0u32, 0u32); cycles.len()];
        let mut counter = 0u32;
        let mut dfs: Vec<(CycleId, bool)> = top_level.iter().rev().map(|&c| (c, false)).collect();
        while let Some((c, done)) = dfs.pop() {
            if done {
                tree_span[c.index()].1 = counter - 1;
                continue;
            }
            tree_span[c.index()].0 = counter;
            counter += 1;
            dfs.push((c, true));
            dfs.extend(cycles[c.index()].children.iter().rev().map(|&ch| (ch, false)));
        }
        // The shared block order: each top-level cycle's items expanded depth first (an explicit
        // stack: nesting may be deeper than the thread's stack), so that every cycle is the
        // slice between its start and its end.
        let mut order: Vec<NodeId> = Vec::new();
        let mut walk: Vec<(u32, usize)> = Vec::new();
        for &t in &top_level {
            cycles[t.index()].blocks.0 = order.len() as u32;
            walk.push((t.0, 0));
            while let Some(top) = walk.last_mut() {
                let (c, k) = (top.0 as usize, top.1);
                if k == items[c].len() {
                    cycles[c].blocks.1 = order.len() as u32;
                    walk.pop();
                    continue;
                }
                top.1 += 1;
                match items[c][k] {
                    Item::Block(b) => order.push(b),
                    Item::Child(ch) => {
                        cycles[ch as usize].blocks.0 = order.len() as u32;
                        walk.push((ch, 0));
                    }
                }
            }
        }
        let mut own: Vec<NodeId> = Vec::new();
        for (c, its) in items.iter().enumerate() {
            let start = own.len() as u32;
            own.extend(its.iter().filter_map(|&it| match it {
                Item::Block(b) => Some(b),
                Item::Child(_) => None,
            }));
            cycles[c].own = (start, own.len() as u32);
        }
        CycleInfo {
            cycles,
            top_level,
            innermost: innermost.into_iter().map(|c| (c != NO_CYCLE).then_some(CycleId(c))).collect(),
            preorder,
            order,
            own,
            tree_span,
        }
    }

    /// All blocks of cycle `c`, nested cycles' included; the header first, then in LLVM's
    /// discovery order (a child's blocks in one piece, in the child's order). A slice of one
    /// order shared by all cycles (see the module docs): O(1), no copy.
    pub fn blocks(&self, c: CycleId) -> &[NodeId] {
        let (lo, hi) = self.cycles[c.index()].blocks;
        &self.order[lo as usize..hi as usize]
    }

    /// The shared block order: every cycle's blocks are the slice
    /// [`CycleInfo::block_range`] of it; each block in a cycle appears once.
    pub fn block_order(&self) -> &[NodeId] {
        &self.order
    }

    /// The positions in [`CycleInfo::block_order`] of cycle `c`'s blocks (`start..end`).
    pub fn block_range(&self, c: CycleId) -> std::ops::Range<usize> {
        let (lo, hi) = self.cycles[c.index()].blocks;
        lo as usize..hi as usize
    }

    /// The blocks whose innermost cycle is `c` (the header first, then in discovery order).
    pub fn own_blocks(&self, c: CycleId) -> &[NodeId] {
        let (lo, hi) = self.cycles[c.index()].own;
        &self.own[lo as usize..hi as usize]
    }

    /// The number of blocks of `c`, nested cycles' included.
    pub fn block_count(&self, c: CycleId) -> usize {
        let (lo, hi) = self.cycles[c.index()].blocks;
        (hi - lo) as usize
    }

    /// Whether cycle `inner` is `outer` or nested in it. O(1): preorder spans of the forest.
    pub fn is_nested_in(&self, inner: CycleId, outer: CycleId) -> bool {
        let (lo, hi) = self.tree_span[outer.index()];
        let p = self.tree_span[inner.index()].0;
        lo <= p && p <= hi
    }

    /// The child of `outer` (or, when `outer` is `None`, the top-level cycle) that contains
    /// `inner`, or `None` when `inner` is not strictly nested in `outer`. O(log children): the
    /// children's preorder spans are increasing in their order.
    pub fn child_towards(&self, outer: Option<CycleId>, inner: CycleId) -> Option<CycleId> {
        let list = match outer {
            Some(o) if o == inner || !self.is_nested_in(inner, o) => return None,
            Some(o) => &self.cycles[o.index()].children,
            None => &self.top_level,
        };
        let p = self.tree_span[inner.index()].0;
        let k = list.partition_point(|&ch| self.tree_span[ch.index()].0 <= p);
        let ch = *list.get(k.checked_sub(1)?)?;
        self.is_nested_in(inner, ch).then_some(ch)
    }

    /// All cycles, indexed by [`CycleId`] (in order of discovery: innermost headers first).
    pub fn cycles(&self) -> &[Cycle] {
        &self.cycles
    }

    /// One cycle.
    pub fn cycle(&self, c: CycleId) -> &Cycle {
        &self.cycles[c.index()]
    }

    /// The outermost cycles, in LLVM's order.
    pub fn top_level(&self) -> &[CycleId] {
        &self.top_level
    }

    /// All cycles in the order `print<cycles>` prints them: each top-level cycle followed by its
    /// descendants, depth first, children in order.
    pub fn print_order(&self) -> Vec<CycleId> {
        let mut out = Vec::with_capacity(self.cycles.len());
        let mut stack: Vec<CycleId> = self.top_level.iter().rev().copied().collect();
        while let Some(c) = stack.pop() {
            out.push(c);
            stack.extend(self.cycles[c.index()].children.iter().rev().copied());
        }
        out
    }

    /// The innermost cycle containing `n`, if any.
    pub fn cycle_of(&self, n: NodeId) -> Option<CycleId> {
        self.innermost[n.index()]
    }

    /// The number of cycles containing `n` (0 when in none).
    pub fn depth_of(&self, n: NodeId) -> u32 {
        self.cycle_of(n).map_or(0, |c| self.cycles[c.index()].depth)
    }

    /// Whether `n` belongs to cycle `c` (or one nested in it). O(1): the innermost cycle of `n` lies in the preorder span of `c` in the cycle forest.
    pub fn contains(&self, c: CycleId, n: NodeId) -> bool {
        let Some(x) = self.innermost[n.index()] else { return false };
        self.is_nested_in(x, c)
    }

    /// Whether `c` has a single entry (it is then a natural loop headed by its header).
    pub fn is_reducible(&self, c: CycleId) -> bool {
        self.cycles[c.index()].entries.len() == 1
    }

    /// The DFS preorder of the reachable nodes the forest was computed from.
    pub fn dfs_preorder(&self) -> &[NodeId] {
        &self.preorder
    }

    /// Predecessors of the header inside the cycle (the sources of back edges), without
    /// duplicates, in the header's predecessor order.
    pub fn latches<G: Graph + ?Sized>(&self, g: &G, c: CycleId) -> Vec<NodeId> {
        let h = self.cycles[c.index()].header;
        let mut out: Vec<NodeId> = Vec::new();
        for &p in g.preds(h) {
            if self.contains(c, p) && !out.contains(&p) {
                out.push(p);
            }
        }
        out
    }

    /// Nodes outside the cycle with a predecessor inside it, without duplicates, in the order of
    /// the cycle's blocks and their successor lists.
    pub fn exits<G: Graph + ?Sized>(&self, g: &G, c: CycleId) -> Vec<NodeId> {
        let mut out: Vec<NodeId> = Vec::new();
        for &b in self.blocks(c) {
            for &s in g.succs(b) {
                if !self.contains(c, s) && !out.contains(&s) {
                    out.push(s);
                }
            }
        }
        out
    }

    /// [`CycleInfo::exits`] of every cycle, indexed by cycle, in time linear in the edges and
    /// the exits (`exits` of every cycle one by one walks each cycle's blocks, nested cycles'
    /// included: quadratic in the nesting depth). Same lists, same order: every cycle is a slice
    /// of the shared block order, so a block's position in it orders it within every cycle that
    /// holds it; each edge `b -> s` is an exit of the cycles from `b`'s innermost one outwards
    /// that do not hold `s`.
    pub fn all_exits<G: Graph + ?Sized>(&self, g: &G) -> Vec<Vec<NodeId>> {
        self.all_exits_keyed(g).0
    }

    /// [`CycleInfo::all_exits`] and, beside each list, the position in
    /// [`CycleInfo::block_order`] of the exiting block that puts each exit where it is: the
    /// first block of the cycle, in that order, with an edge to it. The lists are sorted by it,
    /// so the exits that leave from a nested cycle `d` first are one run of the list, the
    /// entries whose position lies in [`CycleInfo::block_range`] of `d`.
    pub fn all_exits_keyed<G: Graph + ?Sized>(&self, g: &G) -> (Vec<Vec<NodeId>>, Vec<Vec<u32>>) {
        let pos = self.positions(g.node_count());
        let mut found: Vec<Vec<(u32, u32, NodeId)>> = vec![Vec::new(); self.cycles.len()];
        for b in (0..g.node_count() as u32).map(NodeId) {
            let Some(inner) = self.cycle_of(b) else { continue };
            for (k, &s) in g.succs(b).iter().enumerate() {
                let mut c = Some(inner);
                while let Some(x) = c.filter(|&x| !self.contains(x, s)) {
                    found[x.index()].push((pos[b.index()], k as u32, s));
                    c = self.cycles[x.index()].parent;
                }
            }
        }
        // Per node, the last cycle that listed it (a mark per list instead of a hash set).
        let mut listed_by = vec![u32::MAX; g.node_count()];
        found
            .into_iter()
            .enumerate()
            .map(|(c, mut v)| {
                v.sort_unstable_by_key(|&(p, k, _)| (p, k));
                let mut out: Vec<NodeId> = Vec::new();
                let mut keys: Vec<u32> = Vec::new();
                for (p, _, s) in v {
                    if std::mem::replace(&mut listed_by[s.index()], c as u32) != c as u32 {
                        out.push(s);
                        keys.push(p);
                    }
                }
                (out, keys)
            })
            .unzip()
    }

    /// Nodes of the cycle with a successor outside it, in the order of the cycle's blocks.
    /// O(blocks of `c`); [`CycleInfo::all_exiting_blocks`] gives every cycle's at once.
    pub fn exiting_blocks<G: Graph + ?Sized>(&self, g: &G, c: CycleId) -> Vec<NodeId> {
        self.blocks(c).iter().copied().filter(|&b| g.succs(b).iter().any(|&s| !self.contains(c, s))).collect()
    }

    /// [`CycleInfo::exiting_blocks`] of every cycle, indexed by cycle, in time linear in the
    /// edges and the lists' lengths (same lists, same order, as [`CycleInfo::all_exits`]): a
    /// block `b` with an edge to `s` is exiting for the cycles from `b`'s innermost one
    /// outwards that do not hold `s`.
    pub fn all_exiting_blocks<G: Graph + ?Sized>(&self, g: &G) -> Vec<Vec<NodeId>> {
        let pos = self.positions(g.node_count());
        let mut found: Vec<Vec<NodeId>> = vec![Vec::new(); self.cycles.len()];
        // Per cycle, the last block added (a block is listed once however many edges leave).
        let mut last: Vec<u32> = vec![u32::MAX; self.cycles.len()];
        for b in (0..g.node_count() as u32).map(NodeId) {
            let Some(inner) = self.cycle_of(b) else { continue };
            for &s in g.succs(b) {
                let mut c = Some(inner);
                while let Some(x) = c.filter(|&x| !self.contains(x, s)) {
                    if last[x.index()] != b.0 {
                        last[x.index()] = b.0;
                        found[x.index()].push(b);
                    }
                    c = self.cycles[x.index()].parent;
                }
            }
        }
        for v in &mut found {
            v.sort_unstable_by_key(|b| pos[b.index()]);
        }
        found
    }

    /// Per node, whether it is an exiting block of one of `selected`, in time linear in the
    /// edges and `selected` (times the number of cycles an edge leaves), whatever the cycles'
    /// sizes: the union of [`CycleInfo::exiting_blocks`] over `selected`.
    pub fn exiting_blocks_of<G: Graph + ?Sized>(&self, g: &G, selected: &[CycleId]) -> Vec<bool> {
        let mut want = vec![false; self.cycles.len()];
        for &c in selected {
            want[c.index()] = true;
        }
        let mut out = vec![false; g.node_count()];
        if selected.is_empty() {
            return out;
        }
        for b in (0..g.node_count() as u32).map(NodeId) {
            let Some(inner) = self.cycle_of(b) else { continue };
            for &s in g.succs(b) {
                let mut c = Some(inner);
                while let Some(x) = c.filter(|&x| !self.contains(x, s)) {
                    out[b.index()] |= want[x.index()];
                    c = self.cycles[x.index()].parent;
                }
            }
        }
        out
    }

    /// Each node's position in [`CycleInfo::block_order`] (`u32::MAX` when in no cycle).
    pub fn positions(&self, n: usize) -> Vec<u32> {
        let mut pos = vec![u32::MAX; n];
        for (k, &b) in self.order.iter().enumerate() {
            pos[b.index()] = k as u32;
        }
        pos
    }
}

/// LLVM's DFS: returns per-node preorder number (1-based, 0 = unreachable), the largest preorder
/// number in each node's DFS subtree, and the preorder.
fn llvm_dfs<G: Graph + ?Sized>(g: &G) -> (Vec<u32>, Vec<u32>, Vec<NodeId>) {
    let n = g.node_count();
    let mut start = vec![0u32; n];
    let mut end = vec![0u32; n];
    let mut preorder = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let mut stack: Vec<NodeId> = vec![g.entry()];
    let mut counter = 0u32;
    while let Some(&b) = stack.last() {
        if start[b.index()] == 0 {
            open.push(stack.len());
            stack.extend_from_slice(g.succs(b));
            counter += 1;
            start[b.index()] = counter;
            preorder.push(b);
        } else {
            if open.last() == Some(&stack.len()) {
                end[b.index()] = counter;
                open.pop();
            }
            stack.pop();
        }
    }
    (start, end, preorder)
}
