//! Merging one matched block pair under the branch condition (spec steps 5 and 6).
//!
//! [`plan_pair`] aligns the two blocks' instructions (phis, debug records and terminators
//! aside) with [`super::align::smith_waterman`], scoring a match of [`similar`] instructions
//! with the latency of its cost class (at least 1), and refuses a pair with a convergent
//! operation that is not matched, with identical operands, by one on the other side.
//! [`merge_pair`] then emits, into a chain of new blocks starting at the pair's entry:
//! - each matched pair once: the then side's instruction, with `select %cond, a, b` for each
//!   operand that differs (and only its debug location when the two sides' metadata differ);
//!   the else side's result is replaced by the then side's;
//! - each unmatched instruction that cannot trap or touch memory ([`speculatable`]) once,
//!   unguarded;
//! - each maximal run of other unmatched instructions of one side in a block entered only when the
//!   condition says that side (`br %cond, %run, %cont` or `br %cond, %cont, %run`); a result
//!   used after the run reaches its uses through a phi in `%cont` with `poison` from the
//!   bypassing edge (only the run's own side ever uses it, and only where the run executed).
//!
//! [`merge_terminators`] ends the chain with the two terminators merged (conditions and return
//! values through `select`, successors mapped to the merged blocks) and gives the outside
//! successors one phi entry from the chain's last block (a `select` of the two sides' values).

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};
use warpflow_ir::{
    Block, FuncBuilder, FuncId, Function, InsertPoint, Inst, InstData, InstKind, Module, Sym, TypeData,
    Value, ValueDef,
};

use super::align::{merge_order, smith_waterman, Step};
use super::refusal::{Refusal, Side};
use super::{cost_class, is_convergent, Env};
use crate::TransformError;

/// The merge plan of one block pair.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairPlan {
    /// The then side's instructions (no phis, debug records, terminator), in order.
    pub left: Vec<Inst>,
    /// The else side's instructions.
    pub right: Vec<Inst>,
    /// The merge order (indices into `left` and `right`).
    pub steps: Vec<Step>,
    /// The alignment score.
    pub score: i64,
}

/// What merges did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// Matched instruction pairs (terminators included).
    pub matched: usize,
    /// Unmatched instructions moved into guarded blocks.
    pub unmatched: usize,
    /// `select`s created.
    pub selects: usize,
    /// Unmatched instructions executed unguarded because they cannot trap or touch memory.
    pub speculated: usize,
}

/// Whether an unmatched instruction may run for the lanes of the other side too: it has no
/// memory or control effect and cannot trap (no integer division, load, store, atomic, call);
/// its result is only used by its own side's instructions, so the other lanes' value (possibly
/// `poison`) is never observed.
pub fn speculatable(f: &Function, i: Inst) -> bool {
    use warpflow_ir::BinOp;
    match &f.inst(i).kind {
        InstKind::Binary { op, .. } => !matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem),
        InstKind::FNeg { .. }
        | InstKind::ICmp { .. }
        | InstKind::FCmp { .. }
        | InstKind::Select { .. }
        | InstKind::Cast { .. }
        | InstKind::Gep { .. }
        | InstKind::ExtractValue { .. }
        | InstKind::InsertValue { .. }
        | InstKind::ExtractElement
        | InstKind::InsertElement
        | InstKind::ShuffleVector { .. }
        | InstKind::Freeze => true,
        _ => false,
    }
}

/// Whether operand `k` of `i` may be replaced by a `select` (not a token, metadata or label,
/// not a callee, bundle operand or argument of a convergent call, not a constant argument of
/// an intrinsic (it may be `immarg`), not a constant structure index of a `getelementptr`).
pub fn selectable(m: &Module, env: &Env, f: &Function, i: Inst, k: usize) -> bool {
    let d = f.inst(i);
    let v = d.args[k];
    if matches!(m.types.data(f.value_type(v)), TypeData::Token | TypeData::Metadata | TypeData::Label) {
        return false;
    }
    if matches!(f.value_def(v), ValueDef::Meta(_)) {
        return false;
    }
    let is_const = |v: Value| matches!(f.value_def(v), ValueDef::Const(_));
    match &d.kind {
        InstKind::Call(info) => {
            if k == 0 || k > d.args.len() - 1 - info.bundle_operand_count() || is_convergent(m, env, f, i) {
                return false;
            }
            let intrinsic = m.direct_callee(f, i).is_some_and(|fid| m.is_intrinsic(fid));
            !(intrinsic && is_const(v))
        }
        InstKind::Gep { .. } => k < 2 || !is_const(v),
        _ => true,
    }
}

/// Whether `a` (then side) and `b` (else side) may be merged into one instruction: same kind
/// with the same flags, predicate, callee, volatility, alignment and ordering (the whole
/// [`InstKind`] payload), same result and operand types, and every differing operand
/// [`selectable`]. Phis, terminators, debug records, allocas and `va_arg` are never similar.
pub fn similar(m: &Module, env: &Env, f: &Function, a: Inst, b: Inst) -> bool {
    let (da, db) = (f.inst(a), f.inst(b));
    if da.kind != db.kind
        || da.kind.is_phi()
        || da.kind.is_terminator()
        || da.kind.is_debug()
        || matches!(da.kind, InstKind::Alloca { .. } | InstKind::VaArg)
    {
        return false;
    }
    if da.result.map(|v| f.value_type(v)) != db.result.map(|v| f.value_type(v))
        || da.args.len() != db.args.len()
    {
        return false;
    }
    if da.callee() != db.callee() {
        return false;
    }
    for k in 0..da.args.len() {
        let (x, y) = (da.args[k], db.args[k]);
        if x == y {
            continue;
        }
        if f.value_type(x) != f.value_type(y) || !selectable(m, env, f, a, k) || separates_objects(m, f, x, y)
        {
            return false;
        }
    }
    true
}

/// Whether a `select` between pointers `x` and `y` would join two different objects that the
/// later compilation needs apart: two stack slots, or a stack slot and anything else (promotion
/// and scalar replacement of a slot stop at a select of its address, so the merged code would
/// keep in memory what was in registers), or objects in different address spaces (the selected
/// pointer is generic, and address-space inference can no longer make the access a shared or
/// global one). Merging before `-O3` (the early placement) is where this matters.
fn separates_objects(m: &Module, f: &Function, x: Value, y: Value) -> bool {
    use warpflow_analysis::uniformity::{underlying_object, Object};
    if m.types.ptr_addrspace(f.value_type(x)).is_none() {
        return false;
    }
    match (underlying_object(m, f, x), underlying_object(m, f, y)) {
        (Object::Alloca(a), Object::Alloca(b)) => a != b,
        (Object::Alloca(_), _) | (_, Object::Alloca(_)) => true,
        (Object::Global(_, sa), Object::Global(_, sb)) => sa != sb,
        _ => false,
    }
}

/// Aligns the blocks `a` (then side) and `b` (else side) of `f`; `Err` when a convergent
/// operation would not be merged exactly with its counterpart.
pub fn plan_pair(m: &Module, env: &Env, f: &Function, a: Block, b: Block) -> Result<PairPlan, Refusal> {
    let body = |blk: Block| -> Vec<Inst> {
        f.block_insts(blk)
            .filter(|&i| {
                let k = &f.inst(i).kind;
                !k.is_phi() && !k.is_debug() && !k.is_terminator()
            })
            .collect()
    };
    let (left, right) = (body(a), body(b));
    let al = smith_waterman(
        left.len(),
        right.len(),
        |i, j| {
            similar(m, env, f, left[i], right[j])
                .then(|| i64::from(env.table.latency(cost_class(m, env, f, left[i]))).max(1))
        },
        env.gap,
    );
    let steps = merge_order(left.len(), right.len(), &al.pairs);
    for s in &steps {
        match *s {
            Step::Both(i, j) => {
                let (x, y) = (left[i], right[j]);
                if is_convergent(m, env, f, x) && f.inst(x).args != f.inst(y).args {
                    return Err(Refusal::ConvergentSelect);
                }
            }
            Step::Left(i) if is_convergent(m, env, f, left[i]) => {
                return Err(Refusal::ConvergentUnmatched(Side::Then))
            }
            Step::Right(j) if is_convergent(m, env, f, right[j]) => {
                return Err(Refusal::ConvergentUnmatched(Side::Else))
            }
            _ => {}
        }
    }
    Ok(PairPlan { left, right, steps, score: al.score })
}

/// Fresh block names `pcfm.<base>N` unique in the function.
#[derive(Debug)]
pub struct Names {
    /// the names of the function's blocks and values (in or out of the layout) and those given
    /// out since
    taken: HashSet<Sym>,
    /// per base, the `N` to try first: every smaller one is taken (names are only added)
    next: HashMap<String, u32>,
    /// Blocks ending with a guard branch created by [`merge_pair`] (an if without else on the
    /// branch condition: nothing to merge there).
    pub guards: Vec<Block>,
    /// The names given out, each with its base and that base's `next` before, so that
    /// [`Names::rollback`] can take them back when the edit that used them is undone.
    log: Vec<(Sym, String, Option<u32>)>,
    /// The blocks the merge being made edits, when its caller knows them ([`Scope`]): the uses
    /// it rewrites are looked for there only.
    pub scope: Option<Scope>,
}

/// The blocks one merge edits: the blocks of its region and their outside successors, known
/// before it starts, and every block it creates. Every use of a value the merge replaces is in
/// one of them (a side's values are used only in the side and by the phis of the blocks it
/// branches to, [`super::regions`]), so a rewrite of uses costs the region, not the function.
#[derive(Clone, Debug)]
pub struct Scope {
    /// the region's blocks and their successors outside it
    pub blocks: Vec<Block>,
    /// the function's block count when the merge began: blocks from there on are its own
    pub new_from: usize,
}

impl Scope {
    /// The scope's blocks now (those created since it began included).
    pub fn blocks(&self, f: &Function) -> Vec<Block> {
        let mut v = self.blocks.clone();
        v.extend(f.blocks.keys().skip(self.new_from));
        v
    }
}

/// [`Names`] within a [`Scope`] for one merge ([`Names::enter`]); the scope the names had
/// before is given back when this is dropped, however the merge ends.
#[derive(Debug)]
pub struct Scoped<'n> {
    names: &'n mut Names,
    outer: Option<Scope>,
}

impl std::ops::Deref for Scoped<'_> {
    type Target = Names;
    fn deref(&self) -> &Names {
        self.names
    }
}

impl std::ops::DerefMut for Scoped<'_> {
    fn deref_mut(&mut self) -> &mut Names {
        self.names
    }
}

impl Drop for Scoped<'_> {
    fn drop(&mut self) {
        self.names.scope = self.outer.take();
    }
}

impl Names {
    /// These names with `scope` as the blocks the merge about to be made edits, until the
    /// returned guard is dropped.
    pub fn enter(&mut self, scope: Scope) -> Scoped<'_> {
        let outer = self.scope.replace(scope);
        Scoped { names: self, outer }
    }

    /// The names of the blocks and values of function `fid`.
    pub fn new(m: &Module, fid: FuncId) -> Names {
        let f = &m.funcs[fid];
        let taken = f
            .blocks
            .values()
            .filter_map(|b| b.name)
            .chain(f.values.values().filter_map(|v| v.name))
            .collect();
        Names { taken, next: HashMap::new(), guards: Vec::new(), log: Vec::new(), scope: None }
    }

    /// A mark to [`Names::rollback`] to.
    pub fn mark(&self) -> usize {
        self.log.len()
    }

    /// Takes back the names given out since `mark`, for an edit undone since (its function
    /// restored to what it was at the mark): the names are then as [`Names::new`] would find
    /// them in the restored function, when every name given out was used in it.
    pub fn rollback(&mut self, mark: usize) {
        while self.log.len() > mark {
            let (s, base, before) = self.log.pop().expect("an entry above the mark");
            self.taken.remove(&s);
            match before {
                Some(k) => self.next.insert(base, k),
                None => self.next.remove(&base),
            };
        }
    }

    /// Every use of `old` becomes `new` in function `fid`: within the scope when there is one.
    pub fn replace_uses(
        &self,
        m: &mut Module,
        fid: FuncId,
        old: Value,
        new: Value,
    ) -> Result<usize, warpflow_ir::MutateError> {
        let f = &mut m.funcs[fid];
        match &self.scope {
            Some(sc) => {
                let blocks = sc.blocks(f);
                f.replace_uses_within(old, new, &blocks)
            }
            None => f.replace_all_uses(old, new),
        }
    }

    /// The uses of `v` in function `fid`: within the scope when there is one.
    pub fn uses_of(&self, m: &Module, fid: FuncId, v: Value) -> Vec<(Inst, u32)> {
        let f = &m.funcs[fid];
        match &self.scope {
            Some(sc) => f.uses_within(v, &sc.blocks(f)),
            None => f.uses_of(v),
        }
    }

    /// A fresh name starting with `pcfm.base`: the first of `pcfm.base`, `pcfm.base1`,
    /// `pcfm.base2`, ... not taken.
    pub fn fresh(&mut self, m: &mut Module, base: &str) -> Sym {
        let mut k = self.next.get(base).copied().unwrap_or(0);
        let text = |k: u32| if k == 0 { format!("pcfm.{base}") } else { format!("pcfm.{base}{k}") };
        let mut name = text(k);
        while m.strings.lookup(&name).is_some_and(|s| self.taken.contains(&s)) {
            k += 1;
            name = text(k);
        }
        let before = self.next.insert(base.to_string(), k + 1);
        let s = m.strings.intern(&name);
        self.taken.insert(s);
        self.log.push((s, base.to_string(), before));
        s
    }
}

fn select_if_differ(
    m: &mut Module,
    fid: FuncId,
    cond: Value,
    a: Value,
    b: Value,
    at: InsertPoint,
    stats: &mut Stats,
) -> Result<Value, TransformError> {
    if a == b {
        return Ok(a);
    }
    stats.selects += 1;
    Ok(FuncBuilder::new(m, fid, at).select(cond, a, b)?)
}

/// Emits the merge of `plan` (a pair of blocks of function `fid`) into the chain starting at
/// the empty block `entry`; returns the chain's last block (without terminator).
pub fn merge_pair(
    m: &mut Module,
    fid: FuncId,
    cond: Value,
    plan: &PairPlan,
    entry: Block,
    names: &mut Names,
    stats: &mut Stats,
) -> Result<Block, TransformError> {
    let mut cur = entry;
    let mut run: Vec<Inst> = Vec::new();
    let mut run_left = true;
    let flush = |m: &mut Module,
                 cur: &mut Block,
                 run: &mut Vec<Inst>,
                 left: bool,
                 names: &mut Names|
     -> Result<(), TransformError> {
        if run.is_empty() {
            return Ok(());
        }
        let rn = names.fresh(m, if left { "then" } else { "else" });
        let cn = names.fresh(m, "cont");
        let f = &mut m.funcs[fid];
        let r = f.create_block(Some(rn), Some(*cur))?;
        let c = f.create_block(Some(cn), Some(r))?;
        names.guards.push(*cur);
        let mut bld = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(*cur));
        if left {
            bld.cond_br(cond, r, c)?;
        } else {
            bld.cond_br(cond, c, r)?;
        }
        let f = &mut m.funcs[fid];
        for &i in run.iter() {
            f.move_inst(i, InsertPoint::BlockEnd(r))?;
        }
        FuncBuilder::new(m, fid, InsertPoint::BlockEnd(r)).br(c)?;
        for &i in run.iter() {
            let Some(v) = m.funcs[fid].inst(i).result else { continue };
            let f = &m.funcs[fid];
            let uses: Vec<(Inst, u32)> = names
                .uses_of(m, fid, v)
                .into_iter()
                .filter(|&(u, _)| f.layout.inst_block(u) != Some(r))
                .collect();
            if uses.is_empty() {
                continue;
            }
            let ty = f.value_type(v);
            let mut bld = FuncBuilder::new(m, fid, InsertPoint::BlockStart(c));
            let p = bld.poison(ty);
            let phi = bld.phi(ty, &[(v, r), (p, *cur)])?;
            m.funcs[fid].replace_uses_in(v, &uses, phi)?;
        }
        *cur = c;
        run.clear();
        Ok(())
    };
    for s in &plan.steps {
        match *s {
            Step::Both(i, j) => {
                flush(m, &mut cur, &mut run, run_left, names)?;
                let (x, y) = (plan.left[i], plan.right[j]);
                m.funcs[fid].move_inst(x, InsertPoint::BlockEnd(cur))?;
                for k in 0..m.funcs[fid].inst(x).args.len() {
                    let (a, b) = (m.funcs[fid].inst(x).args[k], m.funcs[fid].inst(y).args[k]);
                    let v = select_if_differ(m, fid, cond, a, b, InsertPoint::Before(x), stats)?;
                    m.funcs[fid].insts[x].args[k] = v;
                }
                // Metadata that holds for one side only (`!range`, `!nonnull`, ...) would be
                // wrong for the other side's lanes: keep only the debug location then.
                if m.funcs[fid].inst(x).md != m.funcs[fid].inst(y).md {
                    let dbg = m.strings.lookup("dbg");
                    m.funcs[fid].insts[x].md.retain(|(k, _)| Some(*k) == dbg);
                }
                if let (Some(rx), Some(ry)) = (m.funcs[fid].inst(x).result, m.funcs[fid].inst(y).result) {
                    names.replace_uses(m, fid, ry, rx)?;
                }
                let f = &mut m.funcs[fid];
                f.detach_inst(y)?;
                stats.matched += 1;
            }
            Step::Left(i) | Step::Right(i) => {
                let left = matches!(s, Step::Left(_));
                let inst = if left { plan.left[i] } else { plan.right[i] };
                if speculatable(&m.funcs[fid], inst) {
                    flush(m, &mut cur, &mut run, run_left, names)?;
                    m.funcs[fid].move_inst(inst, InsertPoint::BlockEnd(cur))?;
                    stats.speculated += 1;
                    continue;
                }
                if left != run_left {
                    flush(m, &mut cur, &mut run, run_left, names)?;
                    run_left = left;
                }
                run.push(if left { plan.left[i] } else { plan.right[i] });
                stats.unmatched += 1;
            }
        }
    }
    flush(m, &mut cur, &mut run, run_left, names)?;
    Ok(cur)
}

/// Ends the chain `last` of the pair `(a, b)` with their merged terminator (the then side's
/// successors mapped through `succ_map`: merged entries and new exits) and moves the phi
/// entries of the other (outside) successors from `a` and `b` to `last`.
#[allow(clippy::too_many_arguments)]
pub fn merge_terminators(
    m: &mut Module,
    fid: FuncId,
    cond: Value,
    a: Block,
    b: Block,
    last: Block,
    succ_map: &HashMap<Block, Block>,
    stats: &mut Stats,
) -> Result<(), TransformError> {
    let f = &m.funcs[fid];
    let ta = f.terminator(a).ok_or(warpflow_ir::MutateError::NoTerminator(a))?;
    let tb = f.terminator(b).ok_or(warpflow_ir::MutateError::NoTerminator(b))?;
    let (da, db) = (f.inst(ta).clone(), f.inst(tb).clone());
    let mut args = Vec::new();
    for (&x, &y) in da.args.iter().zip(&db.args) {
        args.push(select_if_differ(m, fid, cond, x, y, InsertPoint::BlockEnd(last), stats)?);
    }
    let succs: Vec<Block> = da.blocks.iter().map(|s| succ_map.get(s).copied().unwrap_or(*s)).collect();
    // Phi entries of outside successors.
    let mut outside: Vec<Block> = da.blocks.iter().copied().filter(|s| !succ_map.contains_key(s)).collect();
    outside.sort_unstable();
    outside.dedup();
    for &s in &outside {
        let times = succs.iter().filter(|&&x| x == s).count();
        for p in m.funcs[fid].phis(s) {
            let d = m.funcs[fid].inst(p);
            let va = d.phi_incoming().find(|&(_, ib)| ib == a).map(|x| x.0);
            let vb = d.phi_incoming().find(|&(_, ib)| ib == b).map(|x| x.0);
            let (Some(va), Some(vb)) = (va, vb) else {
                return Err(warpflow_ir::MutateError::NoIncoming { phi: p, block: a }.into());
            };
            let v = select_if_differ(m, fid, cond, va, vb, InsertPoint::BlockEnd(last), stats)?;
            let d = &mut m.funcs[fid].insts[p];
            d.retain_phi_incoming(|ib| ib != a && ib != b);
            for _ in 0..times {
                d.args.push(v);
                d.blocks.push(last);
            }
        }
    }
    let md = m.terminator_md_for(&da.md, succs.len());
    let data = InstData { kind: da.kind.clone(), args, blocks: succs, result: None, md };
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(last)).build(data, None)?;
    stats.matched += 1;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Names;

    /// Names taken back by a rollback are given out again, as a fresh scan of the restored
    /// function would give them; those before the mark stay taken.
    #[test]
    fn rollback_takes_names_back() {
        let mut m = warpflow_ir::parse("define void @k() {\nentry:\n  ret void\n}\n").unwrap();
        let fid = m.funcs.keys().next().unwrap();
        let mut names = Names::new(&m, fid);
        let first = names.fresh(&mut m, "merged");
        let mark = names.mark();
        let second = names.fresh(&mut m, "merged");
        assert_eq!(m.str(second), "pcfm.merged1");
        names.rollback(mark);
        assert_eq!(names.fresh(&mut m, "merged"), second);
        assert_ne!(names.fresh(&mut m, "merged"), first);
    }

    /// A fresh name is the first of `pcfm.base`, `pcfm.base1`, ... that no block or value of
    /// the function has and that was not given out before; a freed-up earlier number is not
    /// reused, since names are only added.
    #[test]
    fn fresh_names_skip_taken_ones() {
        let mut m = warpflow_ir::parse(
            "define void @k(i32 %pcfm.merged1) {
entry:
  br label %pcfm.merged
pcfm.merged:
  br label %pcfm.merged3
pcfm.merged3:
  ret void
}",
        )
        .unwrap();
        let fid = m.funcs.keys().next().unwrap();
        let mut names = Names::new(&m, fid);
        let mut got = Vec::new();
        for base in ["merged", "merged", "merged", "rep"] {
            let s = names.fresh(&mut m, base);
            got.push(m.str(s).to_string());
        }
        assert_eq!(got, ["pcfm.merged2", "pcfm.merged4", "pcfm.merged5", "pcfm.rep"]);
        // a name interned in the module but used by no block or value of this function is free
        m.strings.intern("pcfm.guard");
        let mut names = Names::new(&m, fid);
        let s = names.fresh(&mut m, "guard");
        assert_eq!(m.str(s), "pcfm.guard");
    }
}
