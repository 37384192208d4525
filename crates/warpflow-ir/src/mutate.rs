//! The mutation API: block and instruction surgery that keeps the layout and the phis consistent,
//! and [`FuncBuilder`] to create common instructions with their result types computed.
//!
//! Every operation checks its preconditions first and returns a [`MutateError`] without changing
//! anything when they do not hold (no panics on bad input). After a successful operation:
//!
//! - the layout invariants hold (an instruction is in at most one block, links are consistent);
//! - phis agree with the CFG edges the operation touched: an edge removed from a terminator
//!   removes one incoming entry of each phi in the old target, an edge added adds one.
//!
//! What stays the caller's job: SSA dominance of the values it wires in, and phis of a block
//! whose last incoming edge was removed (they are left with no entries; the verifier reports
//! them, as LLVM's does).
//!
//! Costs. The function keeps no use lists (the parser and the data model write operands in
//! place), so whole-function def-use questions scan every operand: [`Function::replace_all_uses`],
//! [`Function::uses_of`], [`Function::remove_inst`] and [`Function::delete_block`] are
//! O(instructions + operands). [`Function::replace_uses_in`] is O(uses) given the uses from
//! [`Function::compute_uses`], for transforms that rewrite many values after one scan. Block
//! splitting is O(moved instructions + phis in the successors); edge redirection is O(phis in the
//! two targets + successors of the terminator); instruction insertion, moving and removal from
//! the layout are O(1) apart from the use check of `remove_inst`.

use crate::constant::{ConstData, ConstKind};
use crate::function::{MetaArg, ValueData, ValueDef};
use crate::inst::{CallInfo, FastMath, IntFlags, IntPred, TailKind};
use crate::types::TypeData;
use crate::{BinOp, Block, FuncId, Function, GlobalRef, Inst, InstData, InstKind, Module, Sym, Type, Value};

/// Why a mutation was refused (nothing was changed).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum MutateError {
    /// The block is not in the function's layout.
    #[error("block {0} is not in the layout")]
    BlockNotInLayout(Block),
    /// The block is already in the layout.
    #[error("block {0} is already in the layout")]
    BlockInLayout(Block),
    /// The instruction is not in the layout.
    #[error("instruction {0} is not in the layout")]
    InstNotInLayout(Inst),
    /// The instruction is already in the layout.
    #[error("instruction {0} is already in the layout")]
    InstInLayout(Inst),
    /// A key that does not belong to the function.
    #[error("{0} does not exist in this function")]
    NoSuchEntity(String),
    /// Splitting a block at a phi would leave phis below a branch.
    #[error("cannot split block at phi {0}")]
    SplitAtPhi(Inst),
    /// The block has no terminator.
    #[error("block {0} has no terminator")]
    NoTerminator(Block),
    /// The terminator has no successor at this index.
    #[error("terminator of block {block} has no successor {index}")]
    NoSuccessor {
        /// the block
        block: Block,
        /// the successor index asked for
        index: usize,
    },
    /// The block has no edge to `to`.
    #[error("block {from} has no edge to block {to}")]
    NoEdge {
        /// the source block
        from: Block,
        /// the target asked for
        to: Block,
    },
    /// A phi of the target has no entry for the block to copy from.
    #[error("phi {phi} has no incoming value from block {block}")]
    NoIncoming {
        /// the phi
        phi: Inst,
        /// the block asked for
        block: Block,
    },
    /// The number of values given for new phi entries differs from the number of phis.
    #[error("block {block} has {phis} phis but {values} incoming values were given")]
    PhiCountMismatch {
        /// the target block
        block: Block,
        /// number of phis
        phis: usize,
        /// number of values given
        values: usize,
    },
    /// The block is still the target of other blocks' terminators.
    #[error("block {block} is still a successor of block {pred}")]
    BlockHasPredecessors {
        /// the block to delete
        block: Block,
        /// one predecessor
        pred: Block,
    },
    /// A value is still used (by the named instruction).
    #[error("value {value} is still used by instruction {user}")]
    ValueStillUsed {
        /// the value
        value: Value,
        /// one user
        user: Inst,
    },
    /// Operand types do not fit the instruction.
    #[error("type mismatch: {0}")]
    TypeMismatch(String),
    /// The entry block cannot be deleted while other blocks follow it.
    #[error("cannot delete entry block {0} while the function has other blocks")]
    EntryBlock(Block),
    /// The instruction cannot be moved or inserted relative to itself.
    #[error("instruction {0} cannot be placed relative to itself")]
    SelfPlacement(Inst),
}

/// Where to put an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum InsertPoint {
    /// Right before this instruction.
    Before(Inst),
    /// Right after this instruction.
    After(Inst),
    /// At the very start of the block (where phis go).
    BlockStart(Block),
    /// Before the first instruction of the block that is not a phi (at the end if none).
    AfterPhis(Block),
    /// Before the block's terminator, or at the end if it has none.
    BeforeTerminator(Block),
    /// At the very end of the block (after a terminator, if any: for building a terminator).
    BlockEnd(Block),
}

/// The values of the new phi entries added when an edge `from -> new` appears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewIncoming {
    /// For each phi of the new target, the value that same phi already receives from this block
    /// (for example `from` itself when the new edge duplicates an existing one).
    CopyFrom(Block),
    /// One value per phi of the new target, in phi order.
    Values(Vec<Value>),
}

impl Function {
    fn check_block(&self, b: Block) -> Result<(), MutateError> {
        if !self.blocks.is_valid(b) {
            return Err(MutateError::NoSuchEntity(b.to_string()));
        }
        if !self.layout.is_block_inserted(b) {
            return Err(MutateError::BlockNotInLayout(b));
        }
        Ok(())
    }

    fn check_placed(&self, i: Inst) -> Result<Block, MutateError> {
        if !self.insts.is_valid(i) {
            return Err(MutateError::NoSuchEntity(i.to_string()));
        }
        match self.layout.inst_block(i) {
            Some(b) if self.layout.is_block_inserted(b) => Ok(b),
            _ => Err(MutateError::InstNotInLayout(i)),
        }
    }

    fn check_value(&self, v: Value) -> Result<(), MutateError> {
        if self.values.is_valid(v) {
            Ok(())
        } else {
            Err(MutateError::NoSuchEntity(v.to_string()))
        }
    }

    /// The phis at the top of `b`, in order.
    pub fn phis(&self, b: Block) -> Vec<Inst> {
        self.layout.block_insts(b).take_while(|&i| self.insts[i].kind.is_phi()).collect()
    }

    /// The first instruction of `b` that is neither a phi nor a debug record.
    pub fn first_non_phi(&self, b: Block) -> Option<Inst> {
        self.layout.block_insts(b).find(|&i| !self.insts[i].kind.is_phi() && !self.insts[i].kind.is_debug())
    }

    /// Predecessors of `b` in layout order, one entry per edge (a block whose terminator names
    /// `b` twice appears twice). O(blocks + edges).
    pub fn predecessors(&self, b: Block) -> Vec<Block> {
        let mut out = Vec::new();
        for p in self.layout.blocks() {
            for &s in self.successors(p) {
                if s == b {
                    out.push(p);
                }
            }
        }
        out
    }

    /// The predecessors ([`Function::predecessors`]) of every block `wanted` accepts, from one
    /// scan of the terminators: O(blocks + edges) for the whole set, where a call of
    /// `predecessors` per block scans every terminator each time (quadratic over a region).
    /// Blocks `wanted` accepts but nothing branches to have no entry.
    pub fn predecessors_of(
        &self,
        wanted: impl Fn(Block) -> bool,
    ) -> std::collections::HashMap<Block, Vec<Block>> {
        let mut out: std::collections::HashMap<Block, Vec<Block>> = std::collections::HashMap::new();
        for p in self.layout.blocks() {
            for &s in self.successors(p) {
                if wanted(s) {
                    out.entry(s).or_default().push(p);
                }
            }
        }
        out
    }

    /// Every `(user, operand index)` of `v` among instructions in the layout. O(operands).
    pub fn uses_of(&self, v: Value) -> Vec<(Inst, u32)> {
        self.uses_within(v, &self.layout.blocks().collect::<Vec<_>>())
    }

    /// Creates a new empty block and places it in the layout after `after` (or at the end of
    /// the function when `after` is `None`).
    pub fn create_block(&mut self, name: Option<Sym>, after: Option<Block>) -> Result<Block, MutateError> {
        if let Some(a) = after {
            self.check_block(a)?;
        }
        let b = self.add_block(name);
        match after {
            Some(a) => self.layout.insert_block_after(b, a),
            None => self.layout.append_block(b),
        }
        Ok(b)
    }

    /// Resolves an insertion point to "before this instruction" or "append to this block".
    fn resolve(&self, at: InsertPoint) -> Result<(Option<Inst>, Block), MutateError> {
        Ok(match at {
            InsertPoint::Before(i) => (Some(i), self.check_placed(i)?),
            InsertPoint::After(i) => {
                let b = self.check_placed(i)?;
                (self.layout.next_inst(i), b)
            }
            InsertPoint::BlockStart(b) => {
                self.check_block(b)?;
                (self.layout.first_inst(b), b)
            }
            InsertPoint::AfterPhis(b) => {
                self.check_block(b)?;
                (self.layout.block_insts(b).find(|&i| !self.insts[i].kind.is_phi()), b)
            }
            InsertPoint::BeforeTerminator(b) => {
                self.check_block(b)?;
                (self.terminator(b), b)
            }
            InsertPoint::BlockEnd(b) => {
                self.check_block(b)?;
                (None, b)
            }
        })
    }

    /// Puts `i` (an instruction of this function not in the layout) at `at`.
    pub fn insert_inst(&mut self, i: Inst, at: InsertPoint) -> Result<(), MutateError> {
        if !self.insts.is_valid(i) {
            return Err(MutateError::NoSuchEntity(i.to_string()));
        }
        if self.layout.inst_block(i).is_some() {
            return Err(MutateError::InstInLayout(i));
        }
        if matches!(at, InsertPoint::Before(x) | InsertPoint::After(x) if x == i) {
            return Err(MutateError::SelfPlacement(i));
        }
        match self.resolve(at)? {
            (Some(before), _) => self.layout.insert_inst_before(i, before),
            (None, b) => self.layout.append_inst(i, b),
        }
        Ok(())
    }

    /// Adds `data` as a new instruction (with a result of type `result_ty` unless `None`) at `at`.
    pub fn insert_new_inst(
        &mut self,
        data: InstData,
        result_ty: Option<Type>,
        at: InsertPoint,
    ) -> Result<Inst, MutateError> {
        self.resolve(at)?;
        let i = self.add_inst(data, result_ty);
        self.insert_inst(i, at)?;
        Ok(i)
    }

    /// Moves `i` (in the layout) to `at`; block order and phi entries are not touched.
    pub fn move_inst(&mut self, i: Inst, at: InsertPoint) -> Result<(), MutateError> {
        self.check_placed(i)?;
        if matches!(at, InsertPoint::Before(x) | InsertPoint::After(x) if x == i) {
            return Err(MutateError::SelfPlacement(i));
        }
        self.resolve(at)?;
        self.layout.remove_inst(i);
        self.insert_inst(i, at)
    }

    /// Detaches `i` from the layout without any check (its uses, if any, dangle until fixed).
    pub fn detach_inst(&mut self, i: Inst) -> Result<(), MutateError> {
        if !self.insts.is_valid(i) {
            return Err(MutateError::NoSuchEntity(i.to_string()));
        }
        if self.layout.inst_block(i).is_none() {
            return Err(MutateError::InstNotInLayout(i));
        }
        self.layout.remove_inst(i);
        Ok(())
    }

    /// Removes `i` from the layout; refused while its result is used by another instruction in
    /// the layout (directly or through a `metadata` wrapper). Removing a terminator leaves the phis of its successors as they are (the
    /// caller adds a new terminator with the same successors or fixes them). O(operands).
    pub fn remove_inst(&mut self, i: Inst) -> Result<(), MutateError> {
        self.check_placed(i)?;
        if let Some(r) = self.insts[i].result {
            if let Some(&(user, _)) = self.uses_of(r).iter().find(|(u, _)| *u != i) {
                return Err(MutateError::ValueStillUsed { value: r, user });
            }
            // `metadata T %r` wrappers used by calls count as uses too
            for w in self.wrappers_of(r) {
                if let Some(&(user, _)) = self.uses_of(w).first() {
                    return Err(MutateError::ValueStillUsed { value: r, user });
                }
            }
        }
        self.layout.remove_inst(i);
        Ok(())
    }

    /// Replaces every use of `old` by `new` in every instruction of the function (in the layout
    /// or not), in phi incoming values, and in `metadata` wrappers of `old`. Returns the number of
    /// operands rewritten. The two values must have the same type. O(instructions + operands +
    /// values), since the function keeps no use lists; see [`Function::replace_uses_in`].
    pub fn replace_all_uses(&mut self, old: Value, new: Value) -> Result<usize, MutateError> {
        self.replace_uses_except(old, new, None)
    }

    /// [`Function::replace_all_uses`], leaving the operands of `except` alone (for wrapping a
    /// value: `%y = f(%x)` then every other use of `%x` becomes `%y`).
    pub fn replace_uses_except(
        &mut self,
        old: Value,
        new: Value,
        except: Option<Inst>,
    ) -> Result<usize, MutateError> {
        self.check_value(old)?;
        self.check_value(new)?;
        self.check_same_type(old, new)?;
        // Found first, then written: a journaled function ([`Function::checkpoint`]) saves only
        // the instructions and wrappers that change.
        let users: Vec<Inst> = self
            .insts
            .iter()
            .filter(|&(i, d)| Some(i) != except && d.args.contains(&old))
            .map(|(i, _)| i)
            .collect();
        let mut n = 0;
        for i in users {
            for a in self.insts[i].args.iter_mut() {
                if *a == old {
                    *a = new;
                    n += 1;
                }
            }
        }
        for v in self.wrappers_of(old) {
            self.values[v].def = ValueDef::Meta(MetaArg::Value(new));
        }
        Ok(n)
    }

    /// [`Function::replace_all_uses`] within the instructions of `blocks` (and the metadata
    /// wrappers of `old` they use), for a caller that knows every use of `old` is there: the
    /// cost is that of the blocks, not of the function.
    pub fn replace_uses_within(
        &mut self,
        old: Value,
        new: Value,
        blocks: &[Block],
    ) -> Result<usize, MutateError> {
        self.check_value(old)?;
        self.check_value(new)?;
        self.check_same_type(old, new)?;
        let mut n = 0;
        for &b in blocks {
            if !self.layout.is_block_inserted(b) {
                continue;
            }
            let insts: Vec<Inst> = self.layout.block_insts(b).collect();
            for i in insts {
                if !self.insts[i].args.iter().any(|&a| a == old || self.is_wrapper_of(a, old)) {
                    continue;
                }
                let args = self.insts[i].args.clone();
                for (k, a) in args.into_iter().enumerate() {
                    if a == old {
                        self.insts[i].args[k] = new;
                        n += 1;
                    } else if self.is_wrapper_of(a, old) {
                        self.values[a].def = ValueDef::Meta(MetaArg::Value(new));
                    }
                }
            }
        }
        Ok(n)
    }

    /// The `metadata T %v` wrappers of `v` (values of the function, whether used or not).
    fn wrappers_of(&self, v: Value) -> Vec<Value> {
        self.values
            .iter()
            .filter(|(_, d)| d.def == ValueDef::Meta(MetaArg::Value(v)))
            .map(|(w, _)| w)
            .collect()
    }

    /// Whether `a` is a metadata wrapper of `old`.
    fn is_wrapper_of(&self, a: Value, old: Value) -> bool {
        self.values.get(a).is_some_and(|d| d.def == ValueDef::Meta(MetaArg::Value(old)))
    }

    /// [`Function::uses_of`] among the instructions of `blocks`.
    pub fn uses_within(&self, v: Value, blocks: &[Block]) -> Vec<(Inst, u32)> {
        let mut out = Vec::new();
        for &b in blocks.iter().filter(|&&b| self.layout.is_block_inserted(b)) {
            for i in self.layout.block_insts(b) {
                for (k, &a) in self.insts[i].args.iter().enumerate() {
                    if a == v {
                        out.push((i, k as u32));
                    }
                }
            }
        }
        out
    }

    /// [`Function::replace_all_uses`] for many values at once: every use of a key of `map`
    /// becomes its value, in one scan of the instructions and metadata wrappers (a scan per
    /// value is quadratic when a pass replaces a value per block of a large function). Each
    /// pair is checked as `replace_all_uses` checks it; the replacements are not chained (a
    /// value that is itself a key is not replaced again). Returns the number of operands
    /// rewritten.
    pub fn replace_all_uses_by(
        &mut self,
        map: &std::collections::HashMap<Value, Value>,
    ) -> Result<usize, MutateError> {
        for (&old, &new) in map {
            self.check_value(old)?;
            self.check_value(new)?;
            self.check_same_type(old, new)?;
        }
        if map.is_empty() {
            return Ok(0);
        }
        let users: Vec<Inst> = self
            .insts
            .iter()
            .filter(|(_, d)| d.args.iter().any(|a| map.contains_key(a)))
            .map(|(i, _)| i)
            .collect();
        let mut n = 0;
        for i in users {
            for a in self.insts[i].args.iter_mut() {
                if let Some(&new) = map.get(a) {
                    *a = new;
                    n += 1;
                }
            }
        }
        let wrappers: Vec<(Value, Value)> = self
            .values
            .iter()
            .filter_map(|(v, d)| match d.def {
                ValueDef::Meta(MetaArg::Value(old)) => map.get(&old).map(|&new| (v, new)),
                _ => None,
            })
            .collect();
        for (v, new) in wrappers {
            self.values[v].def = ValueDef::Meta(MetaArg::Value(new));
        }
        Ok(n)
    }

    /// Rewrites the given uses (from [`Function::compute_uses`] or [`Function::uses_of`]) of one
    /// value to `new`. O(uses). Uses that no longer hold `old` (stale entries) are skipped.
    pub fn replace_uses_in(
        &mut self,
        old: Value,
        uses: &[(Inst, u32)],
        new: Value,
    ) -> Result<usize, MutateError> {
        self.check_value(old)?;
        self.check_value(new)?;
        self.check_same_type(old, new)?;
        let mut n = 0;
        for &(i, k) in uses {
            if let Some(a) = self.insts.get_mut(i).and_then(|d| d.args.get_mut(k as usize)) {
                if *a == old {
                    *a = new;
                    n += 1;
                }
            }
        }
        Ok(n)
    }

    fn check_same_type(&self, a: Value, b: Value) -> Result<(), MutateError> {
        if self.values[a].ty != self.values[b].ty {
            return Err(MutateError::TypeMismatch(format!(
                "{a} has type {} but {b} has type {}",
                self.values[a].ty, self.values[b].ty
            )));
        }
        Ok(())
    }

    /// Splits the block of `at` before `at`: `at` and everything after it move to a new block
    /// (named `name`) placed right after the old one in the layout, the old block ends with
    /// `br label %new`, and phis in the successors of the moved terminator that named the old
    /// block now name the new one. `at` must not be a phi. Returns the new block.
    pub fn split_block(&mut self, at: Inst, name: Option<Sym>) -> Result<Block, MutateError> {
        let old = self.check_placed(at)?;
        if self.insts[at].kind.is_phi() {
            return Err(MutateError::SplitAtPhi(at));
        }
        let new = self.add_block(name);
        self.layout.insert_block_after(new, old);
        let mut cur = Some(at);
        while let Some(i) = cur {
            cur = self.layout.next_inst(i);
            self.layout.remove_inst(i);
            self.layout.append_inst(i, new);
        }
        let br = InstData { kind: InstKind::Br, args: vec![], blocks: vec![new], result: None, md: vec![] };
        let br = self.add_inst(br, None);
        self.layout.append_inst(br, old);
        let mut succs: Vec<Block> = self.successors(new).to_vec();
        succs.sort_unstable();
        succs.dedup();
        for s in succs {
            for p in self.phis(s) {
                for ib in self.insts[p].blocks.iter_mut() {
                    if *ib == old {
                        *ib = new;
                    }
                }
            }
        }
        Ok(new)
    }

    /// Deletes block `b`: its edges leave the phis of its successors, its instructions leave
    /// the layout, and it leaves the layout. Refused while another block branches to `b` or a
    /// value defined in `b` is used outside `b` (other than by the phi entries being removed).
    /// The entry block may be deleted only if it is the last block. O(instructions + operands).
    pub fn delete_block(&mut self, b: Block) -> Result<(), MutateError> {
        self.delete_blocks(&[b])
    }

    /// Deletes every block of `bs` as [`Function::delete_block`] does, checked once for the
    /// whole set: refused while a block outside the set branches into it or a value defined in
    /// it is used outside it (other than by the phi entries being removed), or when it holds
    /// the entry block and another block remains. O(instructions + operands) for the whole
    /// set, where deleting the blocks one by one costs that per block (a pass that deletes
    /// many blocks of one function would be quadratic).
    pub fn delete_blocks(&mut self, bs: &[Block]) -> Result<(), MutateError> {
        self.delete_blocks_with(bs, None)
    }

    /// [`Function::delete_blocks`] where the caller knows that no block outside `scope` (a set
    /// of blocks containing `bs`) branches into `bs` or uses a value defined there: the checks
    /// read the blocks of `scope` only, so the cost is that of the scope, not of the function
    /// (a pass deleting a small region per edit of a large function stays linear).
    pub fn delete_blocks_in(&mut self, bs: &[Block], scope: &[Block]) -> Result<(), MutateError> {
        self.delete_blocks_with(bs, Some(scope))
    }

    fn delete_blocks_with(&mut self, bs: &[Block], scope: Option<&[Block]>) -> Result<(), MutateError> {
        for &b in bs {
            self.check_block(b)?;
        }
        let others: Vec<Block> = match scope {
            Some(sc) => sc.iter().copied().filter(|&b| self.layout.is_block_inserted(b)).collect(),
            None => self.layout.blocks().collect(),
        };
        let set: std::collections::HashSet<Block> = bs.iter().copied().collect();
        if let Some(e) = self.layout.entry_block().filter(|e| set.contains(e)) {
            if self.layout.blocks().any(|p| !set.contains(&p)) {
                return Err(MutateError::EntryBlock(e));
            }
        }
        let mut defined: std::collections::HashSet<Value> = std::collections::HashSet::new();
        for &b in bs {
            defined.extend(self.layout.block_insts(b).filter_map(|i| self.insts[i].result));
        }
        for &p in &others {
            if set.contains(&p) {
                continue;
            }
            if let Some(&b) = self.successors(p).iter().find(|s| set.contains(s)) {
                return Err(MutateError::BlockHasPredecessors { block: b, pred: p });
            }
        }
        if !defined.is_empty() {
            for &p in &others {
                if set.contains(&p) {
                    continue;
                }
                for i in self.layout.block_insts(p) {
                    let d = &self.insts[i];
                    for (k, a) in d.args.iter().enumerate() {
                        let removed_entry =
                            d.kind.is_phi() && d.blocks.get(k).is_some_and(|ib| set.contains(ib));
                        if defined.contains(a) && !removed_entry {
                            return Err(MutateError::ValueStillUsed { value: *a, user: i });
                        }
                    }
                }
            }
        }
        for &b in bs {
            if !self.layout.is_block_inserted(b) {
                continue;
            }
            let mut succs: Vec<Block> = self.successors(b).to_vec();
            succs.sort_unstable();
            succs.dedup();
            for s in succs.into_iter().filter(|&s| s != b) {
                for p in self.phis(s) {
                    remove_entries_from(&mut self.insts[p], b, 0);
                }
            }
            let insts: Vec<Inst> = self.layout.block_insts(b).collect();
            for i in insts {
                self.layout.remove_inst(i);
            }
            self.layout.remove_block(b);
        }
        Ok(())
    }

    /// The value of each phi of `to` for a new edge, per `incoming`, checked against the phi
    /// types; nothing is changed.
    fn new_entries(&self, to: Block, incoming: &NewIncoming) -> Result<Vec<(Inst, Value)>, MutateError> {
        let phis = self.phis(to);
        match incoming {
            NewIncoming::CopyFrom(src) => phis
                .into_iter()
                .map(|p| {
                    self.insts[p]
                        .phi_incoming()
                        .find(|&(_, ib)| ib == *src)
                        .map(|(v, _)| (p, v))
                        .ok_or(MutateError::NoIncoming { phi: p, block: *src })
                })
                .collect(),
            NewIncoming::Values(vs) => {
                if vs.len() != phis.len() {
                    return Err(MutateError::PhiCountMismatch {
                        block: to,
                        phis: phis.len(),
                        values: vs.len(),
                    });
                }
                let mut out = Vec::with_capacity(vs.len());
                for (p, &v) in phis.into_iter().zip(vs) {
                    self.check_value(v)?;
                    let r = self.insts[p].result.ok_or(MutateError::NoSuchEntity(p.to_string()))?;
                    self.check_same_type(r, v)?;
                    out.push((p, v));
                }
                Ok(out)
            }
        }
    }

    /// Adds one entry for predecessor `pred` to every phi of `to` (for an edge `pred -> to` the
    /// caller has created, for example with a new `br`).
    pub fn add_phi_incoming(
        &mut self,
        to: Block,
        pred: Block,
        incoming: &NewIncoming,
    ) -> Result<(), MutateError> {
        self.check_block(to)?;
        self.check_block(pred)?;
        for (p, v) in self.new_entries(to, incoming)? {
            self.insts[p].args.push(v);
            self.insts[p].blocks.push(pred);
        }
        Ok(())
    }

    /// Removes one entry for `pred` from every phi of `to` (for an edge `pred -> to` that is
    /// going away). Phis without such an entry are left alone.
    pub fn remove_phi_incoming(&mut self, to: Block, pred: Block) {
        for p in self.phis(to) {
            let d = &mut self.insts[p];
            if let Some(k) = d.blocks.iter().position(|&ib| ib == pred) {
                d.blocks.remove(k);
                d.args.remove(k);
            }
        }
    }

    /// Changes successor number `index` of `from`'s terminator to `new`: the old target's phis
    /// lose one entry for `from`, the new target's phis gain one, valued per `incoming`.
    /// Redirecting to the same target is a no-op.
    /// When `from` already branches to `new`, LLVM wants the duplicate entries to carry the same
    /// value: pass [`NewIncoming::CopyFrom`]`(from)`.
    pub fn redirect_successor(
        &mut self,
        from: Block,
        index: usize,
        new: Block,
        incoming: &NewIncoming,
    ) -> Result<(), MutateError> {
        self.check_block(from)?;
        self.check_block(new)?;
        let term = self.terminator(from).ok_or(MutateError::NoTerminator(from))?;
        let old =
            *self.insts[term].blocks.get(index).ok_or(MutateError::NoSuccessor { block: from, index })?;
        if old == new {
            return Ok(());
        }
        let entries = self.new_entries(new, incoming)?;
        self.insts[term].blocks[index] = new;
        self.remove_phi_incoming(old, from);
        for (p, v) in entries {
            self.insts[p].args.push(v);
            self.insts[p].blocks.push(from);
        }
        Ok(())
    }

    /// Redirects every edge `from -> to` to `from -> new` (see [`Function::redirect_successor`]);
    /// returns how many edges changed.
    pub fn redirect_edge(
        &mut self,
        from: Block,
        to: Block,
        new: Block,
        incoming: &NewIncoming,
    ) -> Result<usize, MutateError> {
        self.check_block(from)?;
        self.check_block(to)?;
        self.check_block(new)?;
        let term = self.terminator(from).ok_or(MutateError::NoTerminator(from))?;
        let idx: Vec<usize> =
            (0..self.insts[term].blocks.len()).filter(|&k| self.insts[term].blocks[k] == to).collect();
        if idx.is_empty() {
            return Err(MutateError::NoEdge { from, to });
        }
        if to == new {
            return Ok(0);
        }
        self.new_entries(new, incoming)?;
        for &k in &idx {
            self.redirect_successor(from, k, new, incoming)?;
        }
        Ok(idx.len())
    }

    /// Splits the edge(s) `from -> to` with a new block `mid` (named `name`, placed after
    /// `from`) holding only `br label %to`: every edge `from -> to` becomes `from -> mid`, and the
    /// phis of `to` keep one entry, now for `mid` (duplicate entries of a multi-edge carry the same
    /// value, as LLVM requires). Returns `mid`.
    pub fn split_edge(&mut self, from: Block, to: Block, name: Option<Sym>) -> Result<Block, MutateError> {
        self.check_block(from)?;
        self.check_block(to)?;
        let term = self.terminator(from).ok_or(MutateError::NoTerminator(from))?;
        if !self.insts[term].blocks.contains(&to) {
            return Err(MutateError::NoEdge { from, to });
        }
        let mid = self.create_block(name, Some(from))?;
        let br = InstData { kind: InstKind::Br, args: vec![], blocks: vec![to], result: None, md: vec![] };
        let br = self.add_inst(br, None);
        self.layout.append_inst(br, mid);
        for s in self.insts[term].blocks.iter_mut() {
            if *s == to {
                *s = mid;
            }
        }
        for p in self.phis(to) {
            let d = &mut self.insts[p];
            if let Some(first) = d.blocks.iter().position(|&ib| ib == from) {
                d.blocks[first] = mid;
                remove_entries_from(d, from, first + 1);
            }
        }
        Ok(mid)
    }

    /// Sets or clears the name of `v`. Names must stay unique per function (checked by the
    /// verifier, not here).
    pub fn set_value_name(&mut self, v: Value, name: Option<Sym>) -> Result<(), MutateError> {
        self.check_value(v)?;
        self.values[v].name = name;
        Ok(())
    }
}

/// Creates instructions at an insertion point, computing result types and checking operand
/// types. After each instruction the point advances so that a sequence of calls builds a
/// sequence of instructions in order (an `After`, `BlockStart` or `AfterPhis` point becomes
/// `After` the new instruction; the other points already keep the order).
#[derive(Debug)]
pub struct FuncBuilder<'m> {
    /// The module (for types and constants).
    pub module: &'m mut Module,
    /// The function being built.
    pub func: FuncId,
    /// Where the next instruction goes.
    pub at: InsertPoint,
}

impl<'m> FuncBuilder<'m> {
    /// A builder inserting into `func` of `module` at `at`.
    pub fn new(module: &'m mut Module, func: FuncId, at: InsertPoint) -> Self {
        FuncBuilder { module, func, at }
    }

    /// The function being built.
    pub fn func(&mut self) -> &mut Function {
        &mut self.module.funcs[self.func]
    }

    /// The type of `v`.
    pub fn ty(&self, v: Value) -> Type {
        self.module.funcs[self.func].values[v].ty
    }

    fn check_values(&self, vs: &[Value]) -> Result<(), MutateError> {
        let f = &self.module.funcs[self.func];
        match vs.iter().find(|&&v| !f.values.is_valid(v)) {
            Some(v) => Err(MutateError::NoSuchEntity(v.to_string())),
            None => Ok(()),
        }
    }

    fn type_text(&self, t: Type) -> String {
        crate::printer::type_to_string(self.module, t)
    }

    /// Inserts `data` with a result of type `result_ty` (none if `None`) at the current point and
    /// advances the point.
    pub fn build(&mut self, data: InstData, result_ty: Option<Type>) -> Result<Inst, MutateError> {
        self.check_values(&data.args)?;
        let at = self.at;
        let i = self.module.funcs[self.func].insert_new_inst(data, result_ty, at)?;
        if let InsertPoint::After(_) | InsertPoint::BlockStart(_) | InsertPoint::AfterPhis(_) = at {
            self.at = InsertPoint::After(i);
        }
        Ok(i)
    }

    fn build_value(&mut self, data: InstData, ty: Type) -> Result<Value, MutateError> {
        let i = self.build(data, Some(ty))?;
        Ok(self.module.funcs[self.func].insts[i].result.expect("result created by add_inst"))
    }

    fn simple(kind: InstKind, args: Vec<Value>) -> InstData {
        InstData { kind, args, blocks: vec![], result: None, md: vec![] }
    }

    /// The value standing for module constant `c` in this function.
    pub fn const_value(&mut self, c: crate::Const) -> Value {
        let ty = self.module.const_type(c);
        self.module.funcs[self.func].const_value(c, ty)
    }

    /// An integer constant of type `ty` as a value of this function.
    pub fn iconst(&mut self, ty: Type, value: u128) -> Value {
        let c = self.module.const_int(ty, value);
        self.const_value(c)
    }

    /// `poison` of type `ty` as a value of this function.
    pub fn poison(&mut self, ty: Type) -> Value {
        let c = self.module.intern_const(ConstData { ty, kind: ConstKind::Poison });
        self.const_value(c)
    }

    /// A global variable or function as a pointer value of this function.
    pub fn global_value(&mut self, g: GlobalRef) -> Value {
        let (kind, addrspace) = match g {
            GlobalRef::Var(id) => (ConstKind::Global(id), self.module.globals[id].props.addrspace),
            GlobalRef::Func(id) => (ConstKind::Func(id), self.module.funcs[id].props.addrspace),
        };
        let ty = self.module.types.ptr_in(addrspace);
        let c = self.module.intern_const(ConstData { ty, kind });
        self.const_value(c)
    }

    /// `op lhs, rhs` with the operands' type as result type. Integer ops need integer (or integer
    /// vector) operands, float ops float ones.
    pub fn binary(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Result<Value, MutateError> {
        self.check_values(&[lhs, rhs])?;
        let (lt, rt) = (self.ty(lhs), self.ty(rhs));
        if lt != rt {
            return Err(MutateError::TypeMismatch(format!(
                "{} operands have types {} and {}",
                op.name(),
                self.type_text(lt),
                self.type_text(rt)
            )));
        }
        let s = self.module.types.scalar(lt);
        let ok = if op.is_float() { self.module.types.is_float(s) } else { self.module.types.is_int(s) };
        if !ok {
            return Err(MutateError::TypeMismatch(format!("{} on type {}", op.name(), self.type_text(lt))));
        }
        let kind = InstKind::Binary { op, flags: IntFlags::default(), fmf: FastMath::default() };
        self.build_value(Self::simple(kind, vec![lhs, rhs]), lt)
    }

    /// `icmp pred lhs, rhs`: result `i1`, or `<N x i1>` for `<N x T>` operands.
    pub fn icmp(&mut self, pred: IntPred, lhs: Value, rhs: Value) -> Result<Value, MutateError> {
        self.check_values(&[lhs, rhs])?;
        let (lt, rt) = (self.ty(lhs), self.ty(rhs));
        if lt != rt {
            return Err(MutateError::TypeMismatch(format!(
                "icmp operands have types {} and {}",
                self.type_text(lt),
                self.type_text(rt)
            )));
        }
        let types = &mut self.module.types;
        let s = types.scalar(lt);
        if !types.is_int(s) && types.ptr_addrspace(s).is_none() {
            return Err(MutateError::TypeMismatch(format!("icmp on type {}", self.type_text(lt))));
        }
        let rty = bool_type_like(types, lt);
        self.build_value(Self::simple(InstKind::ICmp { pred }, vec![lhs, rhs]), rty)
    }

    /// `select cond, t, f`: `cond` is `i1` (or a vector of `i1` as long as `t`), `t` and `f`
    /// have the result type.
    pub fn select(&mut self, cond: Value, t: Value, f: Value) -> Result<Value, MutateError> {
        self.check_values(&[cond, t, f])?;
        let (ct, tt, ft) = (self.ty(cond), self.ty(t), self.ty(f));
        if tt != ft {
            return Err(MutateError::TypeMismatch(format!(
                "select values have types {} and {}",
                self.type_text(tt),
                self.type_text(ft)
            )));
        }
        let types = &mut self.module.types;
        if ct != types.i1() && ct != bool_type_like(types, tt) {
            return Err(MutateError::TypeMismatch(format!(
                "select condition has type {}",
                self.type_text(ct)
            )));
        }
        self.build_value(Self::simple(InstKind::Select { fmf: FastMath::default() }, vec![cond, t, f]), tt)
    }

    /// `phi ty [v, b], ...` (insert it at a block's top: [`InsertPoint::BlockStart`]).
    pub fn phi(&mut self, ty: Type, incoming: &[(Value, Block)]) -> Result<Value, MutateError> {
        let args: Vec<Value> = incoming.iter().map(|p| p.0).collect();
        self.check_values(&args)?;
        if let Some(&(v, _)) = incoming.iter().find(|(v, _)| self.ty(*v) != ty) {
            return Err(MutateError::TypeMismatch(format!(
                "phi of type {} given {v} of type {}",
                self.type_text(ty),
                self.type_text(self.ty(v))
            )));
        }
        let data = InstData {
            kind: InstKind::Phi { fmf: FastMath::default() },
            args,
            blocks: incoming.iter().map(|p| p.1).collect(),
            result: None,
            md: vec![],
        };
        self.build_value(data, ty)
    }

    /// `br label %dest` (build it at [`InsertPoint::BlockEnd`]). Phis of `dest` are not touched:
    /// add their entries with [`Function::add_phi_incoming`].
    pub fn br(&mut self, dest: Block) -> Result<Inst, MutateError> {
        let data =
            InstData { kind: InstKind::Br, args: vec![], blocks: vec![dest], result: None, md: vec![] };
        self.build(data, None)
    }

    /// `br i1 %cond, label %t, label %f`.
    pub fn cond_br(&mut self, cond: Value, t: Block, f: Block) -> Result<Inst, MutateError> {
        self.check_values(&[cond])?;
        if self.ty(cond) != self.module.types.i1() {
            return Err(MutateError::TypeMismatch(format!(
                "branch condition has type {}",
                self.type_text(self.ty(cond))
            )));
        }
        let data =
            InstData { kind: InstKind::Br, args: vec![cond], blocks: vec![t, f], result: None, md: vec![] };
        self.build(data, None)
    }

    /// `ret` (void when `value` is `None`).
    pub fn ret(&mut self, value: Option<Value>) -> Result<Inst, MutateError> {
        self.build(Self::simple(InstKind::Ret, value.into_iter().collect()), None)
    }

    /// `call fn_ty callee(args...)`; the result has the return type of `fn_ty` (no result for
    /// `void`). Argument count and types must match `fn_ty`.
    pub fn call(&mut self, callee: Value, fn_ty: Type, args: &[Value]) -> Result<Inst, MutateError> {
        self.check_values(&[callee])?;
        self.check_values(args)?;
        let (ret, params, vararg) = match self.module.types.func_sig(fn_ty) {
            Some((r, p, v)) => (r, p.to_vec(), v),
            None => {
                return Err(MutateError::TypeMismatch(format!(
                    "{} is not a function type",
                    self.type_text(fn_ty)
                )))
            }
        };
        if args.len() < params.len() || (!vararg && args.len() > params.len()) {
            return Err(MutateError::TypeMismatch(format!(
                "call of {} with {} arguments",
                self.type_text(fn_ty),
                args.len()
            )));
        }
        for (k, (&a, &p)) in args.iter().zip(&params).enumerate() {
            if self.ty(a) != p {
                return Err(MutateError::TypeMismatch(format!(
                    "call argument {k} has type {} but the parameter has type {}",
                    self.type_text(self.ty(a)),
                    self.type_text(p)
                )));
            }
        }
        let info = CallInfo {
            tail: TailKind::None,
            fmf: FastMath::default(),
            cconv: None,
            ret_attrs: vec![],
            fn_ty,
            explicit_fn_ty: vararg,
            arg_attrs: vec![vec![]; args.len()],
            fn_attrs: vec![],
            bundles: vec![],
            addrspace: None,
        };
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(callee);
        all.extend_from_slice(args);
        let result_ty = (!self.module.types.is_void(ret)).then_some(ret);
        self.build(Self::simple(InstKind::Call(Box::new(info)), all), result_ty)
    }

    /// A direct call of function `callee` of the module, with its calling convention.
    pub fn call_direct(&mut self, callee: FuncId, args: &[Value]) -> Result<Inst, MutateError> {
        if !self.module.funcs.is_valid(callee) {
            return Err(MutateError::NoSuchEntity(callee.to_string()));
        }
        let fn_ty = self.module.funcs[callee].ty;
        let cconv = self.module.funcs[callee].cconv;
        let cv = self.global_value(GlobalRef::Func(callee));
        let i = self.call(cv, fn_ty, args)?;
        if let InstKind::Call(info) = &mut self.func().insts[i].kind {
            info.cconv = cconv;
        }
        Ok(i)
    }
}

/// `i1` for a scalar `t`, `<N x i1>` for a vector `<N x T>`.
pub fn bool_type_like(types: &mut crate::TypeStore, t: Type) -> Type {
    match *types.data(t) {
        TypeData::Vector { len, scalable, .. } => {
            let i1 = types.i1();
            types.intern(TypeData::Vector { len, elem: i1, scalable })
        }
        _ => types.i1(),
    }
}

/// Adds a new value of type `ty` standing for nothing yet ([`ValueDef::Placeholder`]); useful to
/// build cyclic phi webs before the defining instructions exist (replace it with
/// [`Function::replace_all_uses`] afterwards).
pub fn placeholder(func: &mut Function, ty: Type) -> Value {
    func.values.push(ValueData { ty, def: ValueDef::Placeholder, name: None })
}

/// Removes the entries for block `b` of phi `d` at positions `from` and after (block and value
/// together, the others kept in order).
fn remove_entries_from(d: &mut InstData, b: Block, from: usize) {
    let mut k = 0;
    d.retain_phi_incoming(|ib| {
        k += 1;
        k <= from || ib != b
    });
}
