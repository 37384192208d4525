//! The small graph interface every CFG algorithm in this crate is written against.
//!
//! A graph has dense node indices `0..node_count()` and one entry node. Successor and predecessor
//! lists are slices so that algorithms can walk them without allocation. Parallel edges and
//! self-loops are allowed; an edge is identified by its source and its position in the source's
//! successor list.
//!
//! Besides the trait this module offers [`DiGraph`] (adjacency lists, easy to build edge by
//! edge), [`CsrGraph`] (compressed rows: two flat arrays per direction, the compact form for
//! large graphs), [`Reversed`] (a zero-copy
//! view with every edge turned around, used for post-dominators and control dependence) and
//! [`edge_count`] and [`reachable_from_entry`].

/// A node of a [`Graph`]: a dense index in `0..node_count()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The index of this node as a `usize`.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A directed graph with a single entry node.
pub trait Graph {
    /// Number of nodes; nodes are `NodeId(0)..NodeId(node_count() - 1)`.
    fn node_count(&self) -> usize;
    /// The entry node.
    fn entry(&self) -> NodeId;
    /// Successors of `node`, in edge order (duplicates for parallel edges).
    fn succs(&self, node: NodeId) -> &[NodeId];
    /// Predecessors of `node` (one entry per incoming edge).
    fn preds(&self, node: NodeId) -> &[NodeId];
}

/// A graph stored as adjacency lists; the common concrete [`Graph`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiGraph {
    entry: u32,
    succs: Vec<Vec<NodeId>>,
    preds: Vec<Vec<NodeId>>,
}

impl DiGraph {
    /// A graph with `node_count` nodes, no edges, and the given entry.
    ///
    /// # Panics
    /// When `entry` is not a node of the graph (a caller bug, not an input error).
    pub fn new(node_count: usize, entry: NodeId) -> Self {
        assert!(entry.index() < node_count, "entry {entry:?} out of range");
        DiGraph { entry: entry.0, succs: vec![Vec::new(); node_count], preds: vec![Vec::new(); node_count] }
    }

    /// Builds a graph from an edge list.
    pub fn from_edges(node_count: usize, entry: NodeId, edges: impl IntoIterator<Item = (u32, u32)>) -> Self {
        let mut g = DiGraph::new(node_count, entry);
        for (a, b) in edges {
            g.add_edge(NodeId(a), NodeId(b));
        }
        g
    }

    /// Adds the edge `from -> to` after the existing successors of `from`.
    pub fn add_edge(&mut self, from: NodeId, to: NodeId) {
        self.succs[from.index()].push(to);
        self.preds[to.index()].push(from);
    }
}

impl Graph for DiGraph {
    #[inline]
    fn node_count(&self) -> usize {
        self.succs.len()
    }
    #[inline]
    fn entry(&self) -> NodeId {
        NodeId(self.entry)
    }
    #[inline]
    fn succs(&self, node: NodeId) -> &[NodeId] {
        &self.succs[node.index()]
    }
    #[inline]
    fn preds(&self, node: NodeId) -> &[NodeId] {
        &self.preds[node.index()]
    }
}

/// Number of edges of `g` (parallel edges counted separately).
pub fn edge_count<G: Graph + ?Sized>(g: &G) -> usize {
    (0..g.node_count()).map(|v| g.succs(NodeId(v as u32)).len()).sum()
}

/// Which nodes of `g` its entry reaches, indexed by node: one depth-first walk, O(V + E).
pub fn reachable_from_entry<G: Graph + ?Sized>(g: &G) -> Vec<bool> {
    let mut seen = vec![false; g.node_count()];
    let mut stack = vec![g.entry()];
    seen[g.entry().index()] = true;
    while let Some(v) = stack.pop() {
        for &s in g.succs(v) {
            if !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// A view of a graph with every edge reversed: `succs` and `preds` swap, and the entry is chosen
/// by the caller (a reversed CFG usually has no single natural entry).
#[derive(Clone, Copy, Debug)]
pub struct Reversed<'a, G: ?Sized> {
    graph: &'a G,
    entry: NodeId,
}

impl<'a, G: Graph + ?Sized> Reversed<'a, G> {
    /// The reverse of `graph`, with `entry` as its entry node.
    pub fn new(graph: &'a G, entry: NodeId) -> Self {
        Reversed { graph, entry }
    }
}

impl<G: Graph + ?Sized> Graph for Reversed<'_, G> {
    #[inline]
    fn node_count(&self) -> usize {
        self.graph.node_count()
    }
    #[inline]
    fn entry(&self) -> NodeId {
        self.entry
    }
    #[inline]
    fn succs(&self, node: NodeId) -> &[NodeId] {
        self.graph.preds(node)
    }
    #[inline]
    fn preds(&self, node: NodeId) -> &[NodeId] {
        self.graph.succs(node)
    }
}

/// A graph in compressed sparse row form: successors and predecessors each in one flat array.
///
/// Invariants: `succs(v)` keeps the edge order of the source graph; `preds(v)` lists one entry
/// per incoming edge in order of (source node, successor index).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsrGraph {
    entry: u32,
    succ_start: Vec<u32>,
    succ: Vec<NodeId>,
    pred_start: Vec<u32>,
    pred: Vec<NodeId>,
}

impl CsrGraph {
    /// A compact copy of any graph.
    pub fn from_graph<G: Graph + ?Sized>(g: &G) -> Self {
        CsrGraph::from_rows(g.entry(), (0..g.node_count() as u32).map(|v| g.succs(NodeId(v)).iter().copied()))
    }

    /// The graph whose node `v` has the successors of the `v`-th row, in row order (so the
    /// node count is the number of rows).
    ///
    /// # Panics
    /// When `entry` or a successor is not a node of the graph (a caller bug, not an input
    /// error).
    pub fn from_rows<R: IntoIterator<Item = NodeId>>(
        entry: NodeId,
        rows: impl IntoIterator<Item = R>,
    ) -> Self {
        let mut succ_start = Vec::new();
        let mut succ = Vec::new();
        for row in rows {
            succ_start.push(succ.len() as u32);
            succ.extend(row);
        }
        succ_start.push(succ.len() as u32);
        let n = succ_start.len() - 1;
        assert!(entry.index() < n, "entry {entry:?} out of range");
        let mut pred_start = vec![0u32; n + 1];
        for s in &succ {
            assert!(s.index() < n, "successor {s:?} out of range");
            pred_start[s.index() + 1] += 1;
        }
        for i in 0..n {
            pred_start[i + 1] += pred_start[i];
        }
        let mut fill = pred_start.clone();
        let mut pred = vec![NodeId(0); succ.len()];
        for v in 0..n {
            for &s in &succ[succ_start[v] as usize..succ_start[v + 1] as usize] {
                pred[fill[s.index()] as usize] = NodeId(v as u32);
                fill[s.index()] += 1;
            }
        }
        CsrGraph { entry: entry.0, succ_start, succ, pred_start, pred }
    }
}

impl Graph for CsrGraph {
    #[inline]
    fn node_count(&self) -> usize {
        self.succ_start.len() - 1
    }
    #[inline]
    fn entry(&self) -> NodeId {
        NodeId(self.entry)
    }
    #[inline]
    fn succs(&self, node: NodeId) -> &[NodeId] {
        &self.succ[self.succ_start[node.index()] as usize..self.succ_start[node.index() + 1] as usize]
    }
    #[inline]
    fn preds(&self, node: NodeId) -> &[NodeId] {
        &self.pred[self.pred_start[node.index()] as usize..self.pred_start[node.index() + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reachable_from_entry_follows_edges_only() {
        // 0 -> 1 -> 2 -> 1 (a cycle), 3 -> 2 (3 is unreachable), 4 isolated.
        let g = DiGraph::from_edges(5, NodeId(0), [(0, 1), (1, 2), (2, 1), (3, 2)]);
        assert_eq!(reachable_from_entry(&g), [true, true, true, false, false]);
        // From another entry, through the reversed edges: 2 reaches 1 and 3 backwards.
        let r = Reversed::new(&g, NodeId(2));
        assert_eq!(reachable_from_entry(&r), [true, true, true, true, false]);
    }
}
