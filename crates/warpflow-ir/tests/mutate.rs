//! The mutation API: each operation on a small hand-built function, checked by the verifier and
//! by a text snapshot of the result.

mod common;

use common::{assert_verifies, define, dump, name};
use expect_test::expect;
use warpflow_ir::types::TypeData;
use warpflow_ir::{
    BinOp, Block, FuncBuilder, FuncId, InsertPoint, Inst, InstData, InstKind, IntPred, Module, MutateError,
    NewIncoming, Value,
};

struct Diamond {
    f: FuncId,
    entry: Block,
    then: Block,
    els: Block,
    join: Block,
    a: Value,
    b: Value,
    x: Value,
    y: Value,
    p: Value,
}

/// ```text
/// entry: %c = icmp slt i32 %a, %b ; br i1 %c, label %then, label %else
/// then:  %x = add i32 %a, %b ; br label %join
/// else:  %y = sub i32 %a, %b ; br label %join
/// join:  %p = phi i32 [ %x, %then ], [ %y, %else ] ; ret i32 %p
/// ```
fn diamond(m: &mut Module) -> Diamond {
    let i32t = m.types.i32();
    let f = define(m, "diamond", i32t, &[i32t, i32t], &["a", "b"]);
    let (a, b) = (m.funcs[f].args[0], m.funcs[f].args[1]);
    let names: Vec<_> = ["entry", "then", "else", "join"].iter().map(|n| Some(m.sym(n))).collect();
    let func = &mut m.funcs[f];
    let entry = func.create_block(names[0], None).unwrap();
    let then = func.create_block(names[1], None).unwrap();
    let els = func.create_block(names[2], None).unwrap();
    let join = func.create_block(names[3], None).unwrap();
    let mut bld = FuncBuilder::new(m, f, InsertPoint::BlockEnd(entry));
    let c = bld.icmp(IntPred::Slt, a, b).unwrap();
    bld.cond_br(c, then, els).unwrap();
    bld.at = InsertPoint::BlockEnd(then);
    let x = bld.binary(BinOp::Add, a, b).unwrap();
    bld.br(join).unwrap();
    bld.at = InsertPoint::BlockEnd(els);
    let y = bld.binary(BinOp::Sub, a, b).unwrap();
    bld.br(join).unwrap();
    bld.at = InsertPoint::BlockEnd(join);
    let p = bld.phi(i32t, &[(x, then), (y, els)]).unwrap();
    bld.ret(Some(p)).unwrap();
    for (v, n) in [(c, "c"), (x, "x"), (y, "y"), (p, "p")] {
        name(m, f, v, n);
    }
    Diamond { f, entry, then, els, join, a, b, x, y, p }
}

fn def(m: &Module, f: FuncId, v: Value) -> Inst {
    m.funcs[f].value_inst(v).unwrap()
}

#[test]
fn builder_builds_a_verified_diamond() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    assert_verifies(&m, d.f);
    expect![[r#"
        define i32 @diamond(i32 %a, i32 %b) {
        entry:
          %c = icmp slt i32 %a, %b
          br i1 %c, label %then, label %else

        then:
          %x = add i32 %a, %b
          br label %join

        else:
          %y = sub i32 %a, %b
          br label %join

        join:
          %p = phi i32 [ %x, %then ], [ %y, %else ]
          ret i32 %p
        }
    "#]]
    .assert_eq(&dump(&m, d.f));
}

#[test]
fn builder_computes_result_types_and_checks_operands() {
    let mut m = Module::new();
    let i32t = m.types.i32();
    let v4 = m.types.intern(TypeData::Vector { len: 4, elem: i32t, scalable: false });
    let void = m.types.void();
    let f = define(&mut m, "vec", void, &[v4, v4, i32t], &["u", "w", "s"]);
    let (u, w, s) = (m.funcs[f].args[0], m.funcs[f].args[1], m.funcs[f].args[2]);
    let entry = m.funcs[f].create_block(None, None).unwrap();
    let mut b = FuncBuilder::new(&mut m, f, InsertPoint::BlockEnd(entry));
    let c = b.icmp(IntPred::Eq, u, w).unwrap();
    let sel = b.select(c, u, w).unwrap();
    assert_eq!(
        b.binary(BinOp::Add, u, s),
        Err(MutateError::TypeMismatch("add operands have types <4 x i32> and i32".into()))
    );
    assert_eq!(b.binary(BinOp::FAdd, s, s), Err(MutateError::TypeMismatch("fadd on type i32".into())));
    assert_eq!(
        b.cond_br(s, entry, entry),
        Err(MutateError::TypeMismatch("branch condition has type i32".into()))
    );
    let one = b.iconst(i32t, 1);
    assert!(matches!(b.select(one, s, s), Err(MutateError::TypeMismatch(_))));
    b.ret(None).unwrap();
    let v4i1 = m.types.lookup(&TypeData::Vector { len: 4, elem: m.types.i1(), scalable: false }).unwrap();
    assert_eq!(m.funcs[f].value_type(c), v4i1);
    assert_eq!(m.funcs[f].value_type(sel), v4);
    assert_verifies(&m, f);
    expect![[r#"
        define void @vec(<4 x i32> %u, <4 x i32> %w, i32 %s) {
          %1 = icmp eq <4 x i32> %u, %w
          %2 = select <4 x i1> %1, <4 x i32> %u, <4 x i32> %w
          ret void
        }
    "#]]
    .assert_eq(&dump(&m, f));
}

#[test]
fn builder_calls_direct_with_callee_types() {
    let mut m = Module::new();
    let (i32t, void) = (m.types.i32(), m.types.void());
    let g = common::declare(&mut m, "g", i32t, &[i32t]);
    let h = common::declare(&mut m, "h", void, &[]);
    let f = define(&mut m, "caller", i32t, &[i32t], &["a"]);
    let a = m.funcs[f].args[0];
    let entry = m.funcs[f].create_block(None, None).unwrap();
    let mut b = FuncBuilder::new(&mut m, f, InsertPoint::BlockEnd(entry));
    let call_g = b.call_direct(g, &[a]).unwrap();
    let call_h = b.call_direct(h, &[]).unwrap();
    assert!(matches!(b.call_direct(g, &[]), Err(MutateError::TypeMismatch(_))));
    let r = b.func().inst_result(call_g).unwrap();
    b.ret(Some(r)).unwrap();
    assert_eq!(m.funcs[f].inst_result(call_h), None);
    assert_eq!(m.funcs[f].value_type(r), i32t);
    assert_verifies(&m, f);
    expect![[r#"
        define i32 @caller(i32 %a) {
          %1 = call i32 @g(i32 %a)
          call void @h()
          ret i32 %1
        }
    "#]]
    .assert_eq(&dump(&m, f));
}

#[test]
fn split_block_moves_the_tail_and_renames_successor_phis() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    let at = def(&m, d.f, d.x);
    let tail = m.sym("then.tail");
    let new = m.funcs[d.f].split_block(at, Some(tail)).unwrap();
    assert_eq!(m.funcs[d.f].predecessors(d.join), vec![new, d.els]);
    assert_verifies(&m, d.f);
    expect![[r#"
        define i32 @diamond(i32 %a, i32 %b) {
        entry:
          %c = icmp slt i32 %a, %b
          br i1 %c, label %then, label %else

        then:
          br label %then.tail

        then.tail:
          %x = add i32 %a, %b
          br label %join

        else:
          %y = sub i32 %a, %b
          br label %join

        join:
          %p = phi i32 [ %x, %then.tail ], [ %y, %else ]
          ret i32 %p
        }
    "#]]
    .assert_eq(&dump(&m, d.f));
}

#[test]
fn split_block_at_terminator_and_at_phi() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    let phi = def(&m, d.f, d.p);
    assert_eq!(m.funcs[d.f].split_block(phi, None), Err(MutateError::SplitAtPhi(phi)));
    let ret = m.funcs[d.f].terminator(d.join).unwrap();
    let new = m.funcs[d.f].split_block(ret, None).unwrap();
    assert_eq!(m.funcs[d.f].block_insts(new).collect::<Vec<_>>(), vec![ret]);
    assert_verifies(&m, d.f);
    expect![[r#"
        define i32 @diamond(i32 %a, i32 %b) {
        entry:
          %c = icmp slt i32 %a, %b
          br i1 %c, label %then, label %else

        then:
          %x = add i32 %a, %b
          br label %join

        else:
          %y = sub i32 %a, %b
          br label %join

        join:
          %p = phi i32 [ %x, %then ], [ %y, %else ]
          br label %0

        0:
          ret i32 %p
        }
    "#]]
    .assert_eq(&dump(&m, d.f));
}

/// A counting loop: `entry -> loop`, `loop -> loop | exit`, with an induction phi.
fn counting_loop(m: &mut Module) -> (FuncId, Block, Block, Block, Value, Value) {
    let i32t = m.types.i32();
    let f = define(m, "count", i32t, &[i32t], &["n"]);
    let n = m.funcs[f].args[0];
    let names: Vec<_> = ["entry", "loop", "exit"].iter().map(|s| Some(m.sym(s))).collect();
    let func = &mut m.funcs[f];
    let entry = func.create_block(names[0], None).unwrap();
    let lp = func.create_block(names[1], None).unwrap();
    let exit = func.create_block(names[2], None).unwrap();
    let mut b = FuncBuilder::new(m, f, InsertPoint::BlockEnd(entry));
    b.br(lp).unwrap();
    let zero = b.iconst(i32t, 0);
    let one = b.iconst(i32t, 1);
    b.at = InsertPoint::BlockEnd(lp);
    let hole = warpflow_ir::mutate::placeholder(b.func(), i32t);
    let i = b.phi(i32t, &[(zero, entry), (hole, lp)]).unwrap();
    let next = b.binary(BinOp::Add, i, one).unwrap();
    b.func().replace_all_uses(hole, next).unwrap();
    let done = b.icmp(IntPred::Eq, next, n).unwrap();
    b.cond_br(done, exit, lp).unwrap();
    b.at = InsertPoint::BlockEnd(exit);
    b.ret(Some(next)).unwrap();
    name(m, f, i, "i");
    name(m, f, next, "next");
    (f, entry, lp, exit, i, next)
}

#[test]
fn split_block_of_a_self_loop_renames_the_back_edge() {
    let mut m = Module::new();
    let (f, _entry, lp, _exit, _i, next) = counting_loop(&mut m);
    assert_verifies(&m, f);
    let cmp = m.funcs[f].layout.next_inst(def(&m, f, next)).unwrap();
    let latch = m.sym("latch");
    let new = m.funcs[f].split_block(cmp, Some(latch)).unwrap();
    assert_eq!(m.funcs[f].predecessors(lp).len(), 2);
    assert_eq!(m.funcs[f].successors(new), &[m.funcs[f].successors(new)[0], lp]);
    assert_verifies(&m, f);
    expect![[r#"
        define i32 @count(i32 %n) {
        entry:
          br label %loop

        loop:
          %i = phi i32 [ 0, %entry ], [ %next, %latch ]
          %next = add i32 %i, 1
          br label %latch

        latch:
          %0 = icmp eq i32 %next, %n
          br i1 %0, label %exit, label %loop

        exit:
          ret i32 %next
        }
    "#]]
    .assert_eq(&dump(&m, f));
}

#[test]
fn delete_block_removes_its_phi_entries() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    // Make `else` unreachable: entry branches to `then` on both edges, with two phi entries.
    let entry_br = m.funcs[d.f].terminator(d.entry).unwrap();
    m.funcs[d.f].redirect_successor(d.entry, 1, d.then, &NewIncoming::CopyFrom(d.entry)).unwrap();
    assert_eq!(
        m.funcs[d.f].delete_block(d.then),
        Err(MutateError::BlockHasPredecessors { block: d.then, pred: d.entry })
    );
    assert_eq!(m.funcs[d.f].delete_block(d.entry), Err(MutateError::EntryBlock(d.entry)));
    m.funcs[d.f].delete_block(d.els).unwrap();
    assert!(!m.funcs[d.f].layout.is_block_inserted(d.els));
    assert_eq!(m.funcs[d.f].inst(entry_br).blocks, vec![d.then, d.then]);
    assert_verifies(&m, d.f);
    expect![[r#"
        define i32 @diamond(i32 %a, i32 %b) {
        entry:
          %c = icmp slt i32 %a, %b
          br i1 %c, label %then, label %then

        then:
          %x = add i32 %a, %b
          br label %join

        join:
          %p = phi i32 [ %x, %then ]
          ret i32 %p
        }
    "#]]
    .assert_eq(&dump(&m, d.f));
}

#[test]
fn delete_block_refuses_when_its_values_are_used_elsewhere() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    // `ret %x` in join would use a value of `then` (not through the phi entry).
    let ret = m.funcs[d.f].terminator(d.join).unwrap();
    m.funcs[d.f].insts[ret].args[0] = d.x;
    m.funcs[d.f].redirect_successor(d.entry, 0, d.els, &NewIncoming::Values(vec![])).unwrap();
    assert_eq!(m.funcs[d.f].delete_block(d.then), Err(MutateError::ValueStillUsed { value: d.x, user: ret }));
}

#[test]
fn delete_blocks_checks_the_set_as_a_whole() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    // entry -> then | else -> join: `then` and `join` together still have a predecessor
    // outside the set (`entry`, and `else` into join), so the pair is refused, naming the
    // first such edge in layout order; nothing is changed.
    assert_eq!(
        m.funcs[d.f].delete_blocks(&[d.then, d.join]),
        Err(MutateError::BlockHasPredecessors { block: d.then, pred: d.entry })
    );
    assert!(m.funcs[d.f].layout.is_block_inserted(d.then));
    // Every block but the entry: refused, the entry still branches into the set.
    assert!(matches!(
        m.funcs[d.f].delete_blocks(&[d.then, d.els, d.join]),
        Err(MutateError::BlockHasPredecessors { pred, .. }) if pred == d.entry
    ));
    // The entry with others left: refused.
    assert_eq!(m.funcs[d.f].delete_blocks(&[d.entry]), Err(MutateError::EntryBlock(d.entry)));
    // A value of the set used outside it, other than by a phi entry from the set: refused.
    let ret = m.funcs[d.f].terminator(d.join).unwrap();
    m.funcs[d.f].insts[ret].args[0] = d.y;
    m.funcs[d.f].redirect_successor(d.entry, 1, d.then, &NewIncoming::CopyFrom(d.entry)).unwrap();
    assert_eq!(
        m.funcs[d.f].delete_blocks(&[d.els]),
        Err(MutateError::ValueStillUsed { value: d.y, user: ret })
    );
    // With the use gone, `else` (unreachable now) is deleted and leaves join's phi, as
    // `delete_block` would; a repeated block in the set is deleted once.
    m.funcs[d.f].insts[ret].args[0] = d.p;
    m.funcs[d.f].delete_blocks(&[d.els, d.els]).unwrap();
    assert!(!m.funcs[d.f].layout.is_block_inserted(d.els));
    assert_verifies(&m, d.f);
    let phi = m.funcs[d.f].value_inst(d.p).unwrap();
    assert_eq!(m.funcs[d.f].inst(phi).blocks, vec![d.then]);
}

#[test]
fn insert_move_and_remove_instructions() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    let i32t = m.types.i32();
    let xi = def(&m, d.f, d.x);
    // before / after / before the terminator / after the phis / at the block start
    let mut b = FuncBuilder::new(&mut m, d.f, InsertPoint::Before(xi));
    let m1 = b.binary(BinOp::Mul, d.a, d.a).unwrap();
    b.at = InsertPoint::After(xi);
    let m2 = b.binary(BinOp::Mul, d.x, d.b).unwrap();
    let m3 = b.binary(BinOp::Mul, m2, m2).unwrap();
    b.at = InsertPoint::BeforeTerminator(d.els);
    let m4 = b.binary(BinOp::Xor, d.y, d.y).unwrap();
    b.at = InsertPoint::AfterPhis(d.join);
    let m5 = b.binary(BinOp::Or, d.p, d.p).unwrap();
    b.at = InsertPoint::BlockStart(d.join);
    let q = b.phi(i32t, &[(d.a, d.then), (d.b, d.els)]).unwrap();
    for (v, n) in [(m1, "m1"), (m2, "m2"), (m3, "m3"), (m4, "m4"), (m5, "m5"), (q, "q")] {
        name(&mut m, d.f, v, n);
    }
    assert_verifies(&m, d.f);
    // move m1 to the entry block, before its terminator; move m4 after m5
    let f = &mut m.funcs[d.f];
    let (i1, i2, i4, i5) = (def_of(f, m1), def_of(f, m2), def_of(f, m4), def_of(f, m5));
    f.move_inst(i1, InsertPoint::BeforeTerminator(d.entry)).unwrap();
    f.move_inst(i4, InsertPoint::After(i5)).unwrap();
    assert_eq!(f.move_inst(i4, InsertPoint::After(i4)), Err(MutateError::SelfPlacement(i4)));
    // m2 is used by m3: not removable until m3 goes
    let i3 = def_of(f, m3);
    assert_eq!(f.remove_inst(i2), Err(MutateError::ValueStillUsed { value: m2, user: i3 }));
    f.remove_inst(i3).unwrap();
    f.remove_inst(i2).unwrap();
    assert_eq!(f.remove_inst(i2), Err(MutateError::InstNotInLayout(i2)));
    // a removed instruction can be inserted again
    f.insert_inst(i2, InsertPoint::BeforeTerminator(d.then)).unwrap();
    assert_eq!(f.insert_inst(i2, InsertPoint::BlockEnd(d.then)), Err(MutateError::InstInLayout(i2)));
    expect![[r#"
        define i32 @diamond(i32 %a, i32 %b) {
        entry:
          %c = icmp slt i32 %a, %b
          %m1 = mul i32 %a, %a
          br i1 %c, label %then, label %else

        then:
          %x = add i32 %a, %b
          %m2 = mul i32 %x, %b
          br label %join

        else:
          %y = sub i32 %a, %b
          br label %join

        join:
          %q = phi i32 [ %a, %then ], [ %b, %else ]
          %p = phi i32 [ %x, %then ], [ %y, %else ]
          %m5 = or i32 %p, %p
          %m4 = xor i32 %y, %y
          ret i32 %p
        }
    "#]]
    .assert_eq(&dump(&m, d.f));
    // ... and %m4 in join is not dominated by its operand %y from else
    expect![[r#"
        function @diamond, block %join, instruction `%m4 = xor i32 %y, %y`: %y (defined in %else) does not dominate this use
        function @diamond, block %join, instruction `%m4 = xor i32 %y, %y`: %y (defined in %else) does not dominate this use
    "#]]
    .assert_eq(&common::errors(&m, d.f));
    m.funcs[d.f].move_inst(i4, InsertPoint::BeforeTerminator(d.els)).unwrap();
    assert_verifies(&m, d.f);
}

fn def_of(f: &warpflow_ir::Function, v: Value) -> Inst {
    f.value_inst(v).unwrap()
}

#[test]
fn replace_all_uses_by_is_replace_all_uses_per_pair() {
    // The same two replacements as below, at once, against one after the other.
    let mut one = Module::new();
    let d = diamond(&mut one);
    let mut both = one.clone();
    let f = &mut one.funcs[d.f];
    let n = f.replace_all_uses(d.x, d.a).unwrap() + f.replace_all_uses(d.b, d.a).unwrap();
    let map = std::collections::HashMap::from([(d.x, d.a), (d.b, d.a)]);
    assert_eq!(both.funcs[d.f].replace_all_uses_by(&map), Ok(n));
    assert_eq!(dump(&both, d.f), dump(&one, d.f));
    // A pair of different types is refused before anything is rewritten.
    let i64t = both.types.i64();
    let f = &mut both.funcs[d.f];
    let wide = warpflow_ir::mutate::placeholder(f, i64t);
    let before = dump(&both, d.f);
    let f = &mut both.funcs[d.f];
    let bad = std::collections::HashMap::from([(d.y, d.a), (d.a, wide)]);
    assert!(matches!(f.replace_all_uses_by(&bad), Err(MutateError::TypeMismatch(_))));
    assert_eq!(dump(&both, d.f), before);
}

#[test]
fn replace_all_uses_rewrites_operands_and_phi_values() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    let i64t = m.types.i64();
    let f = &mut m.funcs[d.f];
    // %x is used by the phi; %a by icmp, add and sub
    assert_eq!(f.replace_all_uses(d.x, d.a), Ok(1));
    assert_eq!(f.replace_all_uses(d.b, d.a), Ok(3));
    let wide = warpflow_ir::mutate::placeholder(f, i64t);
    assert!(matches!(f.replace_all_uses(d.a, wide), Err(MutateError::TypeMismatch(_))));
    assert!(f.uses_of(d.b).is_empty());
    assert_verifies(&m, d.f);
    expect![[r#"
        define i32 @diamond(i32 %a, i32 %b) {
        entry:
          %c = icmp slt i32 %a, %a
          br i1 %c, label %then, label %else

        then:
          %x = add i32 %a, %a
          br label %join

        else:
          %y = sub i32 %a, %a
          br label %join

        join:
          %p = phi i32 [ %a, %then ], [ %y, %else ]
          ret i32 %p
        }
    "#]]
    .assert_eq(&dump(&m, d.f));
}

#[test]
fn replace_uses_in_and_except() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    let f = &mut m.funcs[d.f];
    let uses = f.compute_uses();
    let a_uses = uses.get(d.a).clone();
    assert_eq!(a_uses.len(), 3);
    // rewrite only the uses computed before, in O(uses)
    assert_eq!(f.replace_uses_in(d.a, &a_uses, d.b), Ok(3));
    assert!(f.uses_of(d.a).is_empty());
    // wrap %p: %w = add %p, %p, then every other use of %p becomes %w
    let mut b = FuncBuilder::new(&mut m, d.f, InsertPoint::AfterPhis(d.join));
    let w = b.binary(BinOp::Add, d.p, d.p).unwrap();
    let wi = b.func().value_inst(w).unwrap();
    assert_eq!(b.func().replace_uses_except(d.p, w, Some(wi)), Ok(1));
    assert_verifies(&m, d.f);
    expect![[r#"
        define i32 @diamond(i32 %a, i32 %b) {
        entry:
          %c = icmp slt i32 %b, %b
          br i1 %c, label %then, label %else

        then:
          %x = add i32 %b, %b
          br label %join

        else:
          %y = sub i32 %b, %b
          br label %join

        join:
          %p = phi i32 [ %x, %then ], [ %y, %else ]
          %0 = add i32 %p, %p
          ret i32 %0
        }
    "#]]
    .assert_eq(&dump(&m, d.f));
}

#[test]
fn replace_all_uses_follows_metadata_wrappers() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    let meta = m.types.metadata();
    let f = &mut m.funcs[d.f];
    let wrapper = f.values.push(warpflow_ir::ValueData {
        ty: meta,
        def: warpflow_ir::ValueDef::Meta(warpflow_ir::MetaArg::Value(d.x)),
        name: None,
    });
    f.replace_all_uses(d.x, d.y).unwrap();
    assert_eq!(f.value_def(wrapper), warpflow_ir::ValueDef::Meta(warpflow_ir::MetaArg::Value(d.y)));
}

#[test]
fn redirect_edge_updates_phis_of_both_targets() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    let i32t = m.types.i32();
    // a new target `mid` with a phi fed by else; redirect entry -> then to entry -> mid.
    let mid_name = m.sym("mid");
    let mid = m.funcs[d.f].create_block(Some(mid_name), Some(d.then)).unwrap();
    let mut b = FuncBuilder::new(&mut m, d.f, InsertPoint::BlockEnd(mid));
    let r = b.phi(i32t, &[]).unwrap();
    b.br(d.join).unwrap();
    name(&mut m, d.f, r, "r");
    let f = &mut m.funcs[d.f];
    f.add_phi_incoming(d.join, mid, &NewIncoming::Values(vec![r])).unwrap();
    assert_eq!(
        f.redirect_edge(d.entry, d.then, mid, &NewIncoming::Values(vec![])),
        Err(MutateError::PhiCountMismatch { block: mid, phis: 1, values: 0 })
    );
    assert_eq!(f.redirect_edge(d.entry, d.then, mid, &NewIncoming::Values(vec![d.b])), Ok(1));
    assert_eq!(
        f.redirect_edge(d.entry, d.then, mid, &NewIncoming::Values(vec![d.b])),
        Err(MutateError::NoEdge { from: d.entry, to: d.then })
    );
    // `then` is now unreachable but still branches to join: delete it (join loses its entry)
    f.delete_block(d.then).unwrap();
    assert_verifies(&m, d.f);
    expect![[r#"
        define i32 @diamond(i32 %a, i32 %b) {
        entry:
          %c = icmp slt i32 %a, %b
          br i1 %c, label %mid, label %else

        mid:
          %r = phi i32 [ %b, %entry ]
          br label %join

        else:
          %y = sub i32 %a, %b
          br label %join

        join:
          %p = phi i32 [ %y, %else ], [ %r, %mid ]
          ret i32 %p
        }
    "#]]
    .assert_eq(&dump(&m, d.f));
}

#[test]
fn redirect_successor_of_a_duplicate_edge_copies_the_value() {
    let mut m = Module::new();
    let (f, entry, lp, exit, _i, next) = counting_loop(&mut m);
    let latch = m.funcs[f].terminator(lp).unwrap();
    // loop: br %done, exit, loop  ->  br %done, loop, loop (two back edges, two equal entries)
    m.funcs[f].redirect_successor(lp, 0, lp, &NewIncoming::CopyFrom(lp)).unwrap();
    assert_eq!(m.funcs[f].inst(latch).blocks, vec![lp, lp]);
    assert_eq!(m.funcs[f].predecessors(lp), vec![entry, lp, lp]);
    // exit lost its only predecessor; it has no phis, so it is merely unreachable
    assert!(m.funcs[f].predecessors(exit).is_empty());
    // the one-scan form gives the same lists (parallel edges repeated), and no entry for
    // a block nothing branches to
    let all = m.funcs[f].predecessors_of(|b| b == lp || b == exit || b == entry);
    assert_eq!(all.get(&lp), Some(&vec![entry, lp, lp]));
    assert_eq!((all.get(&exit), all.get(&entry), all.len()), (None, None, 1));
    assert_verifies(&m, f);
    let _ = next;
    expect![[r#"
        define i32 @count(i32 %n) {
        entry:
          br label %loop

        loop:
          %i = phi i32 [ 0, %entry ], [ %next, %loop ], [ %next, %loop ]
          %next = add i32 %i, 1
          %0 = icmp eq i32 %next, %n
          br i1 %0, label %loop, label %loop

        exit:
          ret i32 %next
        }
    "#]]
    .assert_eq(&dump(&m, f));
}

#[test]
fn split_edge_of_a_multi_edge_keeps_one_phi_entry() {
    let mut m = Module::new();
    let (f, _entry, lp, _exit, _i, _next) = counting_loop(&mut m);
    m.funcs[f].redirect_successor(lp, 0, lp, &NewIncoming::CopyFrom(lp)).unwrap();
    let be = m.sym("backedge");
    let mid = m.funcs[f].split_edge(lp, lp, Some(be)).unwrap();
    assert_eq!(m.funcs[f].successors(lp), &[mid, mid]);
    assert_verifies(&m, f);
    expect![[r#"
        define i32 @count(i32 %n) {
        entry:
          br label %loop

        loop:
          %i = phi i32 [ 0, %entry ], [ %next, %backedge ]
          %next = add i32 %i, 1
          %0 = icmp eq i32 %next, %n
          br i1 %0, label %backedge, label %backedge

        backedge:
          br label %loop

        exit:
          ret i32 %next
        }
    "#]]
    .assert_eq(&dump(&m, f));
}

#[test]
fn switch_edges_are_redirected_one_by_one() {
    let mut m = Module::new();
    let i32t = m.types.i32();
    let f = define(&mut m, "sw", i32t, &[i32t], &["x"]);
    let x = m.funcs[f].args[0];
    let names: Vec<_> = ["entry", "a", "join"].iter().map(|s| Some(m.sym(s))).collect();
    let entry = m.funcs[f].create_block(names[0], None).unwrap();
    let a = m.funcs[f].create_block(names[1], None).unwrap();
    let join = m.funcs[f].create_block(names[2], None).unwrap();
    let (c1, c2) = (m.const_int(i32t, 1), m.const_int(i32t, 2));
    let sw = InstData {
        kind: InstKind::Switch { cases: vec![c1, c2] },
        args: vec![x],
        blocks: vec![join, a, a],
        result: None,
        md: vec![],
    };
    m.funcs[f].insert_new_inst(sw, None, InsertPoint::BlockEnd(entry)).unwrap();
    let mut b = FuncBuilder::new(&mut m, f, InsertPoint::BlockEnd(a));
    b.br(join).unwrap();
    b.at = InsertPoint::BlockEnd(join);
    let seven = b.iconst(i32t, 7);
    let p = b.phi(i32t, &[(x, entry), (seven, a)]).unwrap();
    b.ret(Some(p)).unwrap();
    assert_verifies(&m, f);
    // case 2 -> join directly: join gains a second entry from entry, copied from the first one
    m.funcs[f].redirect_successor(entry, 2, join, &NewIncoming::CopyFrom(entry)).unwrap();
    assert_verifies(&m, f);
    assert_eq!(
        m.funcs[f].redirect_successor(entry, 3, join, &NewIncoming::CopyFrom(entry)),
        Err(MutateError::NoSuccessor { block: entry, index: 3 })
    );
    expect![[r#"
        define i32 @sw(i32 %x) {
        entry:
          switch i32 %x, label %join [
            i32 1, label %a
            i32 2, label %join
          ]

        a:
          br label %join

        join:
          %0 = phi i32 [ %x, %entry ], [ 7, %a ], [ %x, %entry ]
          ret i32 %0
        }
    "#]]
    .assert_eq(&dump(&m, f));
}

#[test]
fn bad_keys_are_errors_not_panics() {
    let mut m = Module::new();
    let d = diamond(&mut m);
    let f = &mut m.funcs[d.f];
    let (bb, bi, bv) = (Block(999), Inst(999), Value(999));
    assert!(matches!(f.split_block(bi, None), Err(MutateError::NoSuchEntity(_))));
    assert!(matches!(f.delete_block(bb), Err(MutateError::NoSuchEntity(_))));
    assert!(matches!(f.replace_all_uses(bv, d.a), Err(MutateError::NoSuchEntity(_))));
    assert!(matches!(
        f.redirect_edge(d.entry, d.then, bb, &NewIncoming::Values(vec![])),
        Err(MutateError::NoSuchEntity(_))
    ));
    assert!(matches!(f.move_inst(bi, InsertPoint::BlockEnd(d.join)), Err(MutateError::NoSuchEntity(_))));
    assert!(matches!(f.create_block(None, Some(bb)), Err(MutateError::NoSuchEntity(_))));
    let detached = f.add_block(None);
    assert_eq!(
        f.insert_inst(def_of(f, d.x), InsertPoint::BlockEnd(detached)),
        Err(MutateError::InstInLayout(def_of(f, d.x)))
    );
    assert!(matches!(
        FuncBuilder::new(&mut m, d.f, InsertPoint::BlockEnd(detached)).binary(BinOp::Add, d.a, d.b),
        Err(MutateError::BlockNotInLayout(_))
    ));
    // nothing changed
    assert_verifies(&m, d.f);
    assert_eq!(m.funcs[d.f].num_insts(), 8);
}

// ---- property test: random mutations of corpus functions keep them valid ----

mod corpus_mutations {
    use super::common;
    use proptest::prelude::*;
    use std::sync::OnceLock;
    use warpflow_ir::{
        parse, verify_function, BinOp, Block, FuncBuilder, FuncId, InsertPoint, Inst, InstKind, Module,
        NewIncoming, Value,
    };

    /// Every corpus module with its function definitions.
    fn corpus() -> &'static Vec<(Module, Vec<FuncId>)> {
        static C: OnceLock<Vec<(Module, Vec<FuncId>)>> = OnceLock::new();
        C.get_or_init(|| {
            warpflow_testkit::corpus_ll_files()
                .iter()
                .map(|p| {
                    let m = parse(&std::fs::read_to_string(p).unwrap()).unwrap();
                    let fs = m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(id, _)| id).collect();
                    (m, fs)
                })
                .filter(|(_, fs): &(Module, Vec<FuncId>)| !fs.is_empty())
                .collect()
        })
    }

    #[derive(Clone, Copy, Debug)]
    enum Op {
        /// split block `a` at its `b`-th non-phi instruction
        Split(u32, u32),
        /// insert a dead `add` before the `b`-th non-phi instruction of block `a`
        InsertDead(u32, u32),
        /// remove the `a`-th removable unused instruction
        RemoveDead(u32),
        /// redirect successor `b` of block `a` to a new forwarding block
        Forward(u32, u32),
        /// split the edge to successor `b` of block `a` with `split_edge`
        SplitEdge(u32, u32),
        /// make the `a`-th conditional branch unconditional (keeping successor `b % 2`), and
        /// delete the dropped target when it became unreachable
        Unconditional(u32, u32),
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            (any::<u32>(), any::<u32>()).prop_map(|(a, b)| Op::Split(a, b)),
            (any::<u32>(), any::<u32>()).prop_map(|(a, b)| Op::InsertDead(a, b)),
            any::<u32>().prop_map(Op::RemoveDead),
            (any::<u32>(), any::<u32>()).prop_map(|(a, b)| Op::Forward(a, b)),
            (any::<u32>(), any::<u32>()).prop_map(|(a, b)| Op::SplitEdge(a, b)),
            (any::<u32>(), any::<u32>()).prop_map(|(a, b)| Op::Unconditional(a, b)),
        ]
    }

    fn pick<T: Copy>(xs: &[T], k: u32) -> Option<T> {
        (!xs.is_empty()).then(|| xs[k as usize % xs.len()])
    }

    fn blocks(m: &Module, f: FuncId) -> Vec<Block> {
        m.funcs[f].block_order().collect()
    }

    fn non_phis(m: &Module, f: FuncId, b: Block) -> Vec<Inst> {
        let func = &m.funcs[f];
        func.block_insts(b).filter(|&i| !func.inst(i).kind.is_phi()).collect()
    }

    /// An integer value available right before `at`: the last integer result earlier in its
    /// block, else an integer argument, else `None`.
    fn available_int(m: &Module, f: FuncId, at: Inst) -> Option<Value> {
        let func = &m.funcs[f];
        let mut cur = func.layout.prev_inst(at);
        while let Some(i) = cur {
            if let Some(r) = func.inst_result(i) {
                if m.types.is_int(func.value_type(r)) {
                    return Some(r);
                }
            }
            cur = func.layout.prev_inst(i);
        }
        func.args.iter().copied().find(|&a| m.types.is_int(func.value_type(a)))
    }

    fn removable(kind: &InstKind) -> bool {
        matches!(
            kind,
            InstKind::Binary { .. }
                | InstKind::ICmp { .. }
                | InstKind::FCmp { .. }
                | InstKind::Select { .. }
                | InstKind::Cast { .. }
                | InstKind::Gep { .. }
                | InstKind::Freeze
                | InstKind::Phi { .. }
                | InstKind::ExtractValue { .. }
                | InstKind::InsertValue { .. }
                | InstKind::ExtractElement
                | InstKind::InsertElement
                | InstKind::ShuffleVector { .. }
        )
    }

    /// Applies `op`; returns a description when it did something.
    fn apply(m: &mut Module, f: FuncId, op: Op) -> Option<String> {
        match op {
            Op::Split(a, b) => {
                let blk = pick(&blocks(m, f), a)?;
                let at = pick(&non_phis(m, f, blk), b)?;
                let new = m.funcs[f].split_block(at, None).expect("split");
                Some(format!("split {blk} at {at} -> {new}"))
            }
            Op::InsertDead(a, b) => {
                let blk = pick(&blocks(m, f), a)?;
                let at = pick(&non_phis(m, f, blk), b)?;
                let v = available_int(m, f, at);
                let mut bld = FuncBuilder::new(m, f, InsertPoint::Before(at));
                let (x, y) = match v {
                    Some(v) => (v, v),
                    None => {
                        let i32t = bld.module.types.i32();
                        (bld.iconst(i32t, 1), bld.iconst(i32t, 2))
                    }
                };
                let r = bld.binary(BinOp::Add, x, y).expect("dead add");
                Some(format!("insert dead {r} before {at}"))
            }
            Op::RemoveDead(a) => {
                let func = &m.funcs[f];
                let uses = func.compute_uses();
                let cands: Vec<Inst> = func
                    .block_order()
                    .flat_map(|b| func.block_insts(b))
                    .filter(|&i| removable(&func.inst(i).kind))
                    .filter(|&i| {
                        func.inst_result(i).is_some_and(|r| uses.get(r).iter().all(|(u, _)| *u == i))
                    })
                    .collect();
                let i = pick(&cands, a)?;
                match m.funcs[f].remove_inst(i) {
                    Ok(()) => Some(format!("remove {i}")),
                    // still used through a metadata wrapper
                    Err(warpflow_ir::MutateError::ValueStillUsed { .. }) => None,
                    Err(e) => panic!("remove {i}: {e}"),
                }
            }
            Op::Forward(a, b) => {
                let from = pick(&blocks(m, f), a)?;
                let n = m.funcs[f].successors(from).len();
                if n == 0 {
                    return None;
                }
                let idx = b as usize % n;
                let to = m.funcs[f].successors(from)[idx];
                let func = &mut m.funcs[f];
                let fwd = func.create_block(None, Some(from)).expect("create");
                let mut bld = FuncBuilder::new(m, f, InsertPoint::BlockEnd(fwd));
                bld.br(to).expect("br");
                let func = &mut m.funcs[f];
                func.add_phi_incoming(to, fwd, &NewIncoming::CopyFrom(from)).expect("phi entries");
                func.redirect_successor(from, idx, fwd, &NewIncoming::Values(vec![])).expect("redirect");
                Some(format!("forward {from} -> {to} (successor {idx}) through {fwd}"))
            }
            Op::SplitEdge(a, b) => {
                let from = pick(&blocks(m, f), a)?;
                let to = pick(m.funcs[f].successors(from), b)?;
                let mid = m.funcs[f].split_edge(from, to, None).expect("split edge");
                Some(format!("split edge {from} -> {to} with {mid}"))
            }
            Op::Unconditional(a, b) => {
                let func = &m.funcs[f];
                let conds: Vec<Block> = func
                    .block_order()
                    .filter(|&x| {
                        func.terminator(x).is_some_and(|t| {
                            matches!(func.inst(t).kind, InstKind::Br) && func.inst(t).args.len() == 1
                        })
                    })
                    .collect();
                let from = pick(&conds, a)?;
                let term = func.terminator(from)?;
                let k = (b % 2) as usize;
                let (kept, dropped) = (func.inst(term).blocks[k], func.inst(term).blocks[1 - k]);
                // the dropped target must not be left with phis and no predecessors
                let dropped_preds = func.predecessors(dropped).len() - 1;
                if dropped_preds == 0 && !func.phis(dropped).is_empty() {
                    return None;
                }
                let func = &mut m.funcs[f];
                func.remove_inst(term).expect("remove the conditional branch");
                func.remove_phi_incoming(dropped, from);
                FuncBuilder::new(m, f, InsertPoint::BlockEnd(from)).br(kept).expect("br");
                let mut log = format!("{from}: branch only to {kept}, drop {dropped}");
                let func = &mut m.funcs[f];
                if dropped_preds == 0 && Some(dropped) != func.entry_block() {
                    // deleting must not leave a successor with phis and no predecessors
                    let safe = func.successors(dropped).iter().all(|&s| {
                        s == dropped
                            || func.phis(s).is_empty()
                            || func.predecessors(s).iter().any(|&p| p != dropped)
                    });
                    if safe && func.delete_block(dropped).is_ok() {
                        log.push_str(", deleted it");
                    }
                }
                Some(log)
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
        #[test]
        fn random_mutations_keep_corpus_functions_valid(
            which in any::<u32>(),
            func in any::<u32>(),
            ops in proptest::collection::vec(op(), 1..12),
        ) {
            let c = corpus();
            let (m0, fs) = &c[which as usize % c.len()];
            let f = fs[func as usize % fs.len()];
            let mut m = m0.clone();
            let mut log = Vec::new();
            for op in ops {
                if let Some(d) = apply(&mut m, f, op) {
                    log.push(d);
                }
                if let Err(es) = verify_function(&m, &m.funcs[f]) {
                    let msgs: Vec<String> = es.iter().map(|e| e.to_string()).collect();
                    prop_assert!(false, "after {log:?}:\n{}", msgs.join("\n"));
                }
            }
            common::assert_opt_accepts(&m, "random_mutations_keep_corpus_functions_valid");
        }
    }
}
