//! The order of blocks in a function and of instructions in blocks, kept apart from their
//! definitions (Cranelift's data-flow graph / layout split).
//!
//! Both orders are doubly linked lists stored in side tables indexed by [`Block`] and [`Inst`],
//! so inserting, removing and moving is O(1). An instruction or block that is not in the layout
//! still exists in its function's arenas (it is merely detached).
//!
//! Invariants: an instruction is in at most one block; `first`/`last` of a block and the
//! `prev`/`next` links are consistent; only inserted blocks hold instructions.

use crate::entity::SecondaryMap;
use crate::{Block, Inst};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct BlockNode {
    prev: Option<Block>,
    next: Option<Block>,
    first: Option<Inst>,
    last: Option<Inst>,
    inserted: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct InstNode {
    block: Option<Block>,
    prev: Option<Inst>,
    next: Option<Inst>,
}

/// Block order and per-block instruction order of one function.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    blocks: SecondaryMap<Block, BlockNode>,
    insts: SecondaryMap<Inst, InstNode>,
    first_block: Option<Block>,
    last_block: Option<Block>,
}

impl Layout {
    /// An empty layout.
    pub fn new() -> Self {
        Self::default()
    }

    /// The entry block (first in order).
    pub fn entry_block(&self) -> Option<Block> {
        self.first_block
    }
    /// The last block in order.
    pub fn last_block(&self) -> Option<Block> {
        self.last_block
    }
    /// Whether `b` is in the layout.
    pub fn is_block_inserted(&self, b: Block) -> bool {
        self.blocks[b].inserted
    }
    /// The block after `b`.
    pub fn next_block(&self, b: Block) -> Option<Block> {
        self.blocks[b].next
    }
    /// The block before `b`.
    pub fn prev_block(&self, b: Block) -> Option<Block> {
        self.blocks[b].prev
    }

    /// Appends `b` (not yet inserted) at the end of the function.
    pub fn append_block(&mut self, b: Block) {
        assert!(!self.blocks[b].inserted, "block {b} already in layout");
        let node = &mut self.blocks[b];
        node.inserted = true;
        node.prev = self.last_block;
        node.next = None;
        match self.last_block {
            Some(l) => self.blocks[l].next = Some(b),
            None => self.first_block = Some(b),
        }
        self.last_block = Some(b);
    }

    /// Inserts `b` (not yet inserted) right after `after`.
    pub fn insert_block_after(&mut self, b: Block, after: Block) {
        assert!(!self.blocks[b].inserted && self.blocks[after].inserted);
        let next = self.blocks[after].next;
        {
            let node = &mut self.blocks[b];
            node.inserted = true;
            node.prev = Some(after);
            node.next = next;
        }
        self.blocks[after].next = Some(b);
        match next {
            Some(n) => self.blocks[n].prev = Some(b),
            None => self.last_block = Some(b),
        }
    }

    /// Inserts `b` (not yet inserted) right before `before`.
    pub fn insert_block_before(&mut self, b: Block, before: Block) {
        assert!(!self.blocks[b].inserted && self.blocks[before].inserted);
        let prev = self.blocks[before].prev;
        {
            let node = &mut self.blocks[b];
            node.inserted = true;
            node.prev = prev;
            node.next = Some(before);
        }
        self.blocks[before].prev = Some(b);
        match prev {
            Some(p) => self.blocks[p].next = Some(b),
            None => self.first_block = Some(b),
        }
    }

    /// Removes `b` from the block order; its instructions stay attached to it.
    pub fn remove_block(&mut self, b: Block) {
        let node = self.blocks[b];
        assert!(node.inserted, "block {b} not in layout");
        match node.prev {
            Some(p) => self.blocks[p].next = node.next,
            None => self.first_block = node.next,
        }
        match node.next {
            Some(n) => self.blocks[n].prev = node.prev,
            None => self.last_block = node.prev,
        }
        let n = &mut self.blocks[b];
        n.inserted = false;
        n.prev = None;
        n.next = None;
    }

    /// Blocks in order.
    pub fn blocks(&self) -> Blocks<'_> {
        Blocks { layout: self, next: self.first_block }
    }

    /// The block holding `i`, if inserted.
    pub fn inst_block(&self, i: Inst) -> Option<Block> {
        self.insts[i].block
    }
    /// First instruction of `b`.
    pub fn first_inst(&self, b: Block) -> Option<Inst> {
        self.blocks[b].first
    }
    /// Last instruction of `b` (its terminator in a well-formed function).
    pub fn last_inst(&self, b: Block) -> Option<Inst> {
        self.blocks[b].last
    }
    /// The instruction after `i` in its block.
    pub fn next_inst(&self, i: Inst) -> Option<Inst> {
        self.insts[i].next
    }
    /// The instruction before `i` in its block.
    pub fn prev_inst(&self, i: Inst) -> Option<Inst> {
        self.insts[i].prev
    }

    /// Appends `i` (not inserted) at the end of `b`.
    pub fn append_inst(&mut self, i: Inst, b: Block) {
        assert!(self.insts[i].block.is_none(), "inst {i} already in layout");
        let last = self.blocks[b].last;
        *self.insts.get_mut(i) = InstNode { block: Some(b), prev: last, next: None };
        match last {
            Some(l) => self.insts[l].next = Some(i),
            None => self.blocks[b].first = Some(i),
        }
        self.blocks[b].last = Some(i);
    }

    /// Inserts `i` (not inserted) right before `before`.
    pub fn insert_inst_before(&mut self, i: Inst, before: Inst) {
        assert!(self.insts[i].block.is_none(), "inst {i} already in layout");
        let b = self.insts[before].block.expect("insertion point not in layout");
        let prev = self.insts[before].prev;
        *self.insts.get_mut(i) = InstNode { block: Some(b), prev, next: Some(before) };
        self.insts[before].prev = Some(i);
        match prev {
            Some(p) => self.insts[p].next = Some(i),
            None => self.blocks[b].first = Some(i),
        }
    }

    /// Inserts `i` (not inserted) right after `after`.
    pub fn insert_inst_after(&mut self, i: Inst, after: Inst) {
        assert!(self.insts[i].block.is_none(), "inst {i} already in layout");
        let b = self.insts[after].block.expect("insertion point not in layout");
        let next = self.insts[after].next;
        *self.insts.get_mut(i) = InstNode { block: Some(b), prev: Some(after), next };
        self.insts[after].next = Some(i);
        match next {
            Some(n) => self.insts[n].prev = Some(i),
            None => self.blocks[b].last = Some(i),
        }
    }

    /// Detaches `i` from its block.
    pub fn remove_inst(&mut self, i: Inst) {
        let node = self.insts[i];
        let b = node.block.expect("inst not in layout");
        match node.prev {
            Some(p) => self.insts[p].next = node.next,
            None => self.blocks[b].first = node.next,
        }
        match node.next {
            Some(n) => self.insts[n].prev = node.prev,
            None => self.blocks[b].last = node.prev,
        }
        *self.insts.get_mut(i) = InstNode::default();
    }

    /// Instructions of `b` in order.
    pub fn block_insts(&self, b: Block) -> Insts<'_> {
        Insts { layout: self, next: self.blocks[b].first }
    }

    /// Starts recording the layout's changes (its side tables keep journals,
    /// [`SecondaryMap::begin_journal`]); the mark holds the rest, to give to
    /// [`Layout::rollback_journal`]. O(1): what a rollback costs is what changed since.
    pub fn begin_journal(&mut self) -> LayoutMark {
        self.blocks.begin_journal();
        self.insts.begin_journal();
        LayoutMark { first_block: self.first_block, last_block: self.last_block }
    }
    /// Puts the layout back as it was at `mark` (the journal goes on from there).
    pub fn rollback_journal(&mut self, mark: &LayoutMark) {
        self.blocks.rollback_journal();
        self.insts.rollback_journal();
        self.first_block = mark.first_block;
        self.last_block = mark.last_block;
    }
    /// Stops recording (the layout stays as it is).
    pub fn end_journal(&mut self) {
        self.blocks.end_journal();
        self.insts.end_journal();
    }
}

/// What a layout's rollback needs besides its side tables' journals
/// ([`Layout::begin_journal`]).
#[derive(Clone, Copy, Debug)]
pub struct LayoutMark {
    first_block: Option<Block>,
    last_block: Option<Block>,
}

/// Iterator over blocks in layout order.
#[derive(Clone, Debug)]
pub struct Blocks<'a> {
    layout: &'a Layout,
    next: Option<Block>,
}

impl Iterator for Blocks<'_> {
    type Item = Block;
    fn next(&mut self) -> Option<Block> {
        let b = self.next?;
        self.next = self.layout.blocks[b].next;
        Some(b)
    }
}

/// Iterator over the instructions of a block in order.
#[derive(Clone, Debug)]
pub struct Insts<'a> {
    layout: &'a Layout,
    next: Option<Inst>,
}

impl Iterator for Insts<'_> {
    type Item = Inst;
    fn next(&mut self) -> Option<Inst> {
        let i = self.next?;
        self.next = self.layout.insts[i].next;
        Some(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rollback puts back the order of blocks and instructions, ends included.
    #[test]
    fn journal_rolls_back_the_order() {
        let mut l = Layout::new();
        let (b0, b1, b2) = (Block(0), Block(1), Block(2));
        let (i0, i1) = (Inst(0), Inst(1));
        l.append_block(b0);
        l.append_inst(i0, b0);
        let before = format!("{l:?}");
        let mark = l.begin_journal();
        l.insert_block_before(b1, b0);
        l.append_block(b2);
        l.append_inst(i1, b2);
        l.remove_inst(i0);
        l.remove_block(b0);
        l.rollback_journal(&mark);
        assert_eq!(format!("{l:?}"), before);
        assert_eq!(l.blocks().collect::<Vec<_>>(), vec![b0]);
        assert_eq!(l.block_insts(b0).collect::<Vec<_>>(), vec![i0]);
        assert_eq!(l.last_block(), Some(b0));
    }

    #[test]
    fn insert_remove() {
        let mut l = Layout::new();
        let (b0, b1, b2) = (Block(0), Block(1), Block(2));
        l.append_block(b0);
        l.append_block(b2);
        l.insert_block_after(b1, b0);
        assert_eq!(l.blocks().collect::<Vec<_>>(), vec![b0, b1, b2]);
        l.remove_block(b1);
        assert_eq!(l.blocks().collect::<Vec<_>>(), vec![b0, b2]);
        l.insert_block_before(b1, b0);
        assert_eq!(l.blocks().collect::<Vec<_>>(), vec![b1, b0, b2]);
        let (i0, i1, i2) = (Inst(0), Inst(1), Inst(2));
        l.append_inst(i1, b0);
        l.insert_inst_before(i0, i1);
        l.insert_inst_after(i2, i1);
        assert_eq!(l.block_insts(b0).collect::<Vec<_>>(), vec![i0, i1, i2]);
        l.remove_inst(i1);
        assert_eq!(l.block_insts(b0).collect::<Vec<_>>(), vec![i0, i2]);
        assert_eq!(l.inst_block(i1), None);
        assert_eq!(l.last_inst(b0), Some(i2));
        l.remove_inst(i2);
        l.remove_inst(i0);
        assert_eq!(l.first_inst(b0), None);
    }
}
