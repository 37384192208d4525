//! The verifier: every corpus function verifies clean, and each rule is shown failing on a small
//! hand-written invalid function with its exact message (cross-checked against `opt-19` where
//! the invalid function can be written as text).

mod common;

use expect_test::{expect, Expect};
use warpflow_ir::{parse, verify_module, Block, FuncId, Function, Inst, InstKind, Module, Value};

#[test]
fn every_corpus_function_verifies() {
    let files = warpflow_testkit::corpus_ll_files();
    assert!(files.len() >= 30, "corpus missing: {} .ll files", files.len());
    let (mut funcs, mut insts) = (0, 0);
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("read corpus file");
        let m = parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for f in m.funcs.values().filter(|f| f.is_definition) {
            funcs += 1;
            insts += f.num_insts();
        }
        if let Err(es) = verify_module(&m) {
            let msgs: String = es.iter().map(|e| format!("  {e}\n")).collect();
            failures.push(format!("{}:\n{msgs}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.concat());
    assert!(funcs > 100, "only {funcs} function definitions in the corpus");
    eprintln!("verified {} files, {funcs} function definitions, {insts} instructions", files.len());
}

fn func(m: &Module) -> FuncId {
    m.func_by_name("f").expect("test function @f")
}

fn block(m: &Module, name: &str) -> Block {
    let f = &m.funcs[func(m)];
    f.block_order().find(|&b| f.blocks[b].name.is_some_and(|s| m.str(s) == name)).expect("block")
}

fn value(m: &Module, name: &str) -> Value {
    let f = &m.funcs[func(m)];
    f.values.keys().find(|&v| f.values[v].name.is_some_and(|s| m.str(s) == name)).expect("value")
}

fn def(m: &Module, name: &str) -> Inst {
    m.funcs[func(m)].value_inst(value(m, name)).expect("defined by an instruction")
}

/// Parses `src`, applies `edit` to function `@f`, and compares the verifier's messages; when no
/// edit is needed (`edit` is `None`) and the text is invalid, `opt-19` must reject it too.
/// An edit of the parsed module's function `@f` (the function is taken out of the module meanwhile).
type Edit<'a> = &'a dyn Fn(&mut Module, &mut Function);

fn check(src: &str, edit: Option<Edit>, want: Expect) {
    let mut m = parse(src).unwrap_or_else(|e| panic!("{e}"));
    let fid = func(&m);
    if let Some(edit) = edit {
        let mut f = m.funcs[fid].clone();
        edit(&mut m, &mut f);
        m.funcs[fid] = f;
    } else if let Some(opt) = warpflow_testkit::require(warpflow_testkit::Tool::Opt, "verifier rules") {
        assert!(!opt_verifies_text(&opt, src), "opt-19 accepts the invalid function:\n{src}");
    }
    want.assert_eq(&common::errors(&m, fid));
}

/// Whether `opt-19 -passes=verify` accepts the module text `src`.
fn opt_verifies_text(opt: &std::path::Path, src: &str) -> bool {
    let dir = std::env::temp_dir().join(format!("warpflow-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{:x}.ll", fxhash(src)));
    std::fs::write(&path, src).unwrap();
    let ok = std::process::Command::new(opt)
        .args(["-passes=verify", "-disable-output"])
        .arg(&path)
        .output()
        .expect("run opt")
        .status
        .success();
    let _ = std::fs::remove_file(&path);
    ok
}

fn fxhash(s: &str) -> u64 {
    s.bytes().fold(0xcbf29ce484222325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100000001b3))
}

const DIAMOND: &str = r#"
declare i32 @g(i32, i32)

define i32 @f(i32 %a, i64 %w, ptr %p) {
entry:
  %c = icmp slt i32 %a, 0
  br i1 %c, label %then, label %else
then:
  %x = add i32 %a, 1
  br label %join
else:
  %y = sub i32 %a, 1
  br label %join
join:
  %r = phi i32 [ %x, %then ], [ %y, %else ]
  store i32 %r, ptr %p
  %v = load i32, ptr %p
  %s = select i1 %c, i32 %r, i32 %v
  %k = call i32 @g(i32 %s, i32 %s)
  ret i32 %k
}
"#;

#[test]
fn the_base_function_verifies() {
    check(DIAMOND, Some(&|_, _| {}), expect![""]);
}

#[test]
fn a_definition_needs_blocks_and_a_declaration_none() {
    check(
        DIAMOND,
        Some(&|_, f| f.is_definition = false),
        expect![[r#"
            4:1: function @f: a declaration has blocks
        "#]],
    );
    check(
        "define void @f() {\nentry:\n  ret void\n}\n",
        Some(&|_, f| {
            let b = f.entry_block().unwrap();
            f.layout.remove_block(b);
        }),
        expect![[r#"
            1:1: function @f: the function definition has no blocks
        "#]],
    );
}

#[test]
fn empty_block() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let b = block(m, "then");
            let x = def(m, "x");
            f.detach_inst(x).unwrap();
            let t = f.terminator(b).unwrap();
            f.detach_inst(t).unwrap();
        }),
        expect![[r#"
            8:1: function @f, block %then: the block is empty (it needs at least a terminator)
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: the phi has 2 incoming values but the block has 1 predecessor edge (%else)
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: the phi has an incoming value for %then, which is not a predecessor
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: operand 0 (%x) is defined by an instruction that is not in the function
        "#]],
    );
}

#[test]
fn block_without_terminator() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let t = f.terminator(block(m, "join")).unwrap();
            f.detach_inst(t).unwrap();
        }),
        expect![[r#"
            19:3: function @f, block %join, instruction `%k = call i32 @g(i32 %s, i32 %s)`: the block does not end with a terminator
        "#]],
    );
}

#[test]
fn terminator_in_the_middle() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let t = f.terminator(block(m, "then")).unwrap();
            f.move_inst(t, warpflow_ir::InsertPoint::Before(def(m, "x"))).unwrap();
        }),
        expect![[r#"
            10:3: function @f, block %then, instruction `br label %join`: a terminator in the middle of the block
            9:3: function @f, block %then, instruction `%x = add i32 %a, 1`: the block does not end with a terminator
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: the phi has 2 incoming values but the block has 1 predecessor edge (%else)
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: the phi has an incoming value for %then, which is not a predecessor
        "#]],
    );
}

#[test]
fn phi_below_a_non_phi() {
    check(
        DIAMOND,
        Some(&|m, f| {
            f.move_inst(def(m, "r"), warpflow_ir::InsertPoint::After(def(m, "v"))).unwrap();
        }),
        expect![[r#"
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: the phi is not grouped with the phis at the top of the block
            16:3: function @f, block %join, instruction `store i32 %r, ptr %p`: %r is used before its definition in the same block
        "#]],
    );
}

#[test]
fn entry_block_with_a_predecessor() {
    check(
        "define void @f() {\nentry:\n  br label %next\nnext:\n  br label %entry\n}\n",
        None,
        expect![[r#"
            2:1: function @f, block %entry: the entry block has predecessors: %next
        "#]],
    );
}

#[test]
fn successor_not_in_the_function() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let b = block(m, "else");
            f.layout.remove_block(b);
        }),
        expect![[r#"
            7:3: function @f, block %entry, instruction `br i1 %c, label %then, label %else`: successor %else is not a block of the function
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: incoming block %else is not a block of the function
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: the phi has 2 incoming values but the block has 1 predecessor edge (%then)
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: the phi has an incoming value for %else, which is not a predecessor
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: operand 1 (%y) is defined by an instruction that is not in the function
        "#]],
    );
}

#[test]
fn binary_operand_types() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let w = f.args[1];
            f.insts[def(m, "x")].args[1] = w;
        }),
        expect![[r#"
            9:3: function @f, block %then, instruction `%x = add i32 %a, %w`: add operands have types i32 and i64 but the result has type i32
        "#]],
    );
}

#[test]
fn icmp_result_and_operand_types() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let i32t = m.types.i32();
            let c = value(m, "c");
            f.values[c].ty = i32t;
        }),
        expect![[r#"
            6:3: function @f, block %entry, instruction `%c = icmp slt i32 %a, 0`: icmp result has type i32 but must be i1
            7:3: function @f, block %entry, instruction `br i32 %c, label %then, label %else`: the branch condition has type i32, not i1
            18:3: function @f, block %join, instruction `%s = select i32 %c, i32 %r, i32 %v`: the select condition has type i32, not i1
        "#]],
    );
    check(
        DIAMOND,
        Some(&|m, f| {
            let w = f.args[1];
            f.insts[def(m, "c")].args[0] = w;
        }),
        expect![[r#"
            6:3: function @f, block %entry, instruction `%c = icmp slt i64 %w, 0`: icmp operands have different types i64 and i32
        "#]],
    );
}

#[test]
fn branch_condition_must_be_i1() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let a = f.args[0];
            let t = f.terminator(block(m, "entry")).unwrap();
            f.insts[t].args[0] = a;
        }),
        expect![[r#"
            7:3: function @f, block %entry, instruction `br i32 %a, label %then, label %else`: the branch condition has type i32, not i1
        "#]],
    );
}

#[test]
fn memory_addresses_must_be_pointers() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let a = f.args[0];
            f.insts[def(m, "v")].args[0] = a;
            let store = f.layout.prev_inst(def(m, "v")).unwrap();
            f.insts[store].args[1] = a;
        }),
        expect![[r#"
            16:3: function @f, block %join, instruction `store i32 %r, i32 %a`: the store address has type i32, not a pointer
            17:3: function @f, block %join, instruction `%v = load i32, i32 %a`: the load address has type i32, not a pointer
        "#]],
    );
}

#[test]
fn call_arguments_against_the_called_type_and_the_callee() {
    // the call's own function type differs from @g's: legal text, but the direct callee takes 2
    check(
        "declare void @g(i32, i32)\ndefine void @f(i32 %a) {\nentry:\n  call void (i32) @g(i32 %a)\n  ret void\n}\n",
        Some(&|_, _| {}),
        expect![[r#"
            4:3: function @f, block %entry, instruction `call void (i32) @g(i32 %a)`: the call passes 1 argument but @g takes 2
        "#]],
    );
    check(
        DIAMOND,
        Some(&|m, f| {
            let w = f.args[1];
            let k = def(m, "k");
            f.insts[k].args[2] = w;
        }),
        expect![[r#"
            19:3: function @f, block %join, instruction `%k = call i32 @g(i32 %s, i64 %w)`: call argument 1 has type i64 but the called function type expects i32
        "#]],
    );
    check(
        DIAMOND,
        Some(&|m, f| {
            let k = def(m, "k");
            f.insts[k].args.pop();
            if let InstKind::Call(c) = &mut f.insts[k].kind {
                c.arg_attrs.pop();
            }
        }),
        expect![[r#"
            19:3: function @f, block %join, instruction `%k = call i32 @g(i32 %s)`: the call passes 1 argument but the called function type takes 2
        "#]],
    );
}

#[test]
fn phi_incoming_types() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let w = f.args[1];
            f.insts[def(m, "r")].args[1] = w;
        }),
        expect![[r#"
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %w, %else ]`: incoming value 1 (%w) has type i64 but the phi has type i32
        "#]],
    );
}

#[test]
fn select_condition_must_be_i1() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let a = f.args[0];
            f.insts[def(m, "s")].args[0] = a;
        }),
        expect![[r#"
            18:3: function @f, block %join, instruction `%s = select i32 %a, i32 %r, i32 %v`: the select condition has type i32, not i1
        "#]],
    );
}

#[test]
fn ret_type_must_match_the_function() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let w = f.args[1];
            let t = f.terminator(block(m, "join")).unwrap();
            f.insts[t].args[0] = w;
        }),
        expect![[r#"
            20:3: function @f, block %join, instruction `ret i64 %w`: ret of type i64 in a function returning i32
        "#]],
    );
}

#[test]
fn metadata_values_only_as_call_arguments() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let meta = m.types.metadata();
            let a = f.args[0];
            let wrapped = f.values.push(warpflow_ir::ValueData {
                ty: meta,
                def: warpflow_ir::ValueDef::Meta(warpflow_ir::MetaArg::Value(a)),
                name: None,
            });
            f.insts[def(m, "x")].args[1] = wrapped;
        }),
        expect![[r#"
            9:3: function @f, block %then, instruction `%x = add i32 %a, i32 %a`: operand 1 is a metadata value, allowed only as a call argument
            9:3: function @f, block %then, instruction `%x = add i32 %a, i32 %a`: add operands have types i32 and metadata but the result has type i32
        "#]],
    );
}

#[test]
fn use_before_definition_and_self_reference() {
    check(
        "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %x, 1\n  %y = add i32 %z, 1\n  %z = add i32 %a, 1\n  ret i32 %y\n}\n",
        None,
        expect![[r#"
            3:3: function @f, block %entry, instruction `%x = add i32 %x, 1`: the instruction uses its own result (only phis may)
            4:3: function @f, block %entry, instruction `%y = add i32 %z, 1`: %z is used before its definition in the same block
        "#]],
    );
}

#[test]
fn definition_in_a_sibling_branch_does_not_dominate() {
    check(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %then, label %else\nthen:\n  %x = add i32 1, 2\n  br label %join\nelse:\n  %y = add i32 %x, 1\n  br label %join\njoin:\n  ret i32 %x\n}\n",
        None,
        expect![[r#"
            8:3: function @f, block %else, instruction `%y = add i32 %x, 1`: %x (defined in %then) does not dominate this use
            11:3: function @f, block %join, instruction `ret i32 %x`: %x (defined in %then) does not dominate this use
        "#]],
    );
}

#[test]
fn phi_use_must_be_dominated_at_the_end_of_the_incoming_block() {
    // %x flows in from %else, where it is not available; from %then it is fine
    check(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %then, label %else\nthen:\n  %x = add i32 1, 2\n  br label %join\nelse:\n  br label %join\njoin:\n  %r = phi i32 [ %x, %then ], [ %x, %else ]\n  ret i32 %r\n}\n",
        None,
        expect![[r#"
            10:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %x, %else ]`: %x (defined in %then) does not dominate the end of incoming block %else
        "#]],
    );
}

#[test]
fn anything_goes_in_unreachable_blocks() {
    // %dead is unreachable: it may use %x before %x is defined, and its incoming value into
    // %join is not checked; LLVM accepts this too
    let src = "define i32 @f(i1 %c) {\nentry:\n  br label %join\ndead:\n  %u = add i32 %x, 1\n  %x = add i32 %u, 1\n  br label %join\njoin:\n  %r = phi i32 [ 0, %entry ], [ %x, %dead ]\n  ret i32 %r\n}\n";
    check(src, Some(&|_, _| {}), expect![""]);
    let m = parse(src).unwrap();
    common::assert_opt_accepts(&m, "anything_goes_in_unreachable_blocks");
}

#[test]
fn phi_entries_must_match_predecessors() {
    // missing entry, entry from a non-predecessor
    check(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %join\nb:\n  br label %join\njoin:\n  %r = phi i32 [ 0, %a ], [ 1, %entry ]\n  ret i32 %r\n}\n",
        None,
        expect![[r#"
            9:3: function @f, block %join, instruction `%r = phi i32 [ 0, %a ], [ 1, %entry ]`: the phi has an incoming value for %entry, which is not a predecessor
            9:3: function @f, block %join, instruction `%r = phi i32 [ 0, %a ], [ 1, %entry ]`: the phi has no incoming value for predecessor %b
        "#]],
    );
    // a conditional branch with both edges to %join needs two entries
    check(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %join, label %join\njoin:\n  %r = phi i32 [ 0, %entry ]\n  ret i32 %r\n}\n",
        None,
        expect![[r#"
            5:3: function @f, block %join, instruction `%r = phi i32 [ 0, %entry ]`: the phi has 1 incoming value but the block has 2 predecessor edges (%entry, %entry)
            5:3: function @f, block %join, instruction `%r = phi i32 [ 0, %entry ]`: the phi has 1 incoming values for %entry, which branches here 2 times
        "#]],
    );
    // ... with equal values
    check(
        "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %join, label %join\njoin:\n  %r = phi i32 [ 0, %entry ], [ 1, %entry ]\n  ret i32 %r\n}\n",
        None,
        expect![[r#"
            5:3: function @f, block %join, instruction `%r = phi i32 [ 0, %entry ], [ 1, %entry ]`: the phi has different incoming values for block %entry: 0 and 1
        "#]],
    );
}

#[test]
fn phi_without_entries() {
    check(
        "define i32 @f(i1 %c) {\nentry:\n  ret i32 0\nlone:\n  %r = phi i32 [ 0, %entry ]\n  ret i32 %r\n}\n",
        Some(&|m, f| {
            let r = def(m, "r");
            f.insts[r].args.clear();
            f.insts[r].blocks.clear();
        }),
        expect![[r#"
            5:3: function @f, block %lone, instruction `%r = phi i32`: the phi has no incoming values (a block without predecessors must not have phis)
        "#]],
    );
}

#[test]
fn operands_must_be_defined() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let i32t = m.types.i32();
            let hole = warpflow_ir::mutate::placeholder(f, i32t);
            f.insts[def(m, "x")].args[0] = hole;
            let y = def(m, "y");
            let r = def(m, "r");
            f.insts[r].args[1] = f.insts[y].result.unwrap();
            f.detach_inst(y).unwrap();
        }),
        expect![[r#"
            9:3: function @f, block %then, instruction `%x = add i32 %4294967295, 1`: operand 0 (<unnumbered v13>) is an undefined placeholder value
            15:3: function @f, block %join, instruction `%r = phi i32 [ %x, %then ], [ %y, %else ]`: operand 1 (%y) is defined by an instruction that is not in the function
        "#]],
    );
}

#[test]
fn names_must_be_unique() {
    check(
        DIAMOND,
        Some(&|m, f| {
            let x = m.sym("x");
            let y = value(m, "y");
            f.values[y].name = Some(x);
            let b = block(m, "else");
            f.blocks[b].name = Some(x);
        }),
        expect![[r#"
            4:1: function @f: the name %x is given to more than one value or block
        "#]],
    );
}

#[test]
fn verifier_never_panics_on_dangling_keys() {
    check(
        DIAMOND,
        Some(&|m, f| {
            f.insts[def(m, "x")].args[0] = Value(9999);
        }),
        expect![[r#"
            8:1: function @f, block %then: inst2 refers to an instruction, value or block that does not exist
        "#]],
    );
    check(
        DIAMOND,
        Some(&|m, f| {
            let t = f.terminator(block(m, "then")).unwrap();
            f.insts[t].blocks[0] = Block(9999);
        }),
        expect![[r#"
            8:1: function @f, block %then: inst3 refers to an instruction, value or block that does not exist
        "#]],
    );
}

// ---- differential test: the verifier and opt-19 agree on randomly broken corpus functions ----

mod differential {
    use proptest::prelude::*;
    use std::sync::OnceLock;
    use warpflow_ir::{parse, verify_function, FuncId, InsertPoint, Inst, Module};

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

    /// Whether `opt-19 -passes=verify` accepts the printed module (`None` without opt).
    fn opt_accepts(m: &Module) -> Option<(bool, String)> {
        super::common::opt_verifies(m, "verifier_agrees_with_opt")
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]
        /// Moves random non-phi, non-terminator instructions to random places (which often
        /// breaks dominance) and checks that our verdict equals LLVM's.
        #[test]
        fn verifier_agrees_with_opt_on_random_moves(
            which in any::<u32>(),
            func in any::<u32>(),
            moves in proptest::collection::vec((any::<u32>(), any::<u32>()), 1..4),
        ) {
            let c = corpus();
            let (m0, fs) = &c[which as usize % c.len()];
            let f = fs[func as usize % fs.len()];
            let mut m = m0.clone();
            let func = &mut m.funcs[f];
            for (a, b) in moves {
                let all: Vec<Inst> = func.block_order().flat_map(|bb| func.block_insts(bb)).collect();
                let movable: Vec<Inst> = all
                    .iter()
                    .copied()
                    .filter(|&i| {
                        let k = &func.inst(i).kind;
                        !k.is_phi() && !k.is_terminator() && !k.is_debug()
                    })
                    .collect();
                let targets: Vec<Inst> = all.iter().copied().filter(|&i| !func.inst(i).kind.is_phi()).collect();
                if movable.is_empty() {
                    break;
                }
                let i = movable[a as usize % movable.len()];
                let t = targets[b as usize % targets.len()];
                if i != t {
                    func.move_inst(i, InsertPoint::Before(t)).unwrap();
                }
            }
            let ours = verify_function(&m, &m.funcs[f]);
            if let Some((llvm_ok, llvm_msg)) = opt_accepts(&m) {
                let ours_msg = match &ours {
                    Ok(()) => String::new(),
                    Err(es) => es.iter().map(|e| format!("{e}\n")).collect(),
                };
                prop_assert_eq!(ours.is_ok(), llvm_ok, "ours:\n{}\nopt:\n{}", ours_msg, llvm_msg);
            }
        }
    }
}

/// The verifier's errors for invalid text that `opt-19` rejects too, each with the line and
/// column of the offending instruction (or block label).
fn text_errors(src: &str) -> Vec<String> {
    if let Some(opt) = warpflow_testkit::require(warpflow_testkit::Tool::Opt, "verifier positions") {
        let dir = std::env::temp_dir().join(format!("warpflow-verify-pos-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{:x}.ll", fxhash(src)));
        std::fs::write(&path, src).unwrap();
        let out =
            std::process::Command::new(opt).args(["-passes=verify", "-disable-output"]).arg(&path).output();
        let _ = std::fs::remove_file(&path);
        assert!(!out.expect("run opt").status.success(), "opt-19 accepts:\n{src}");
    }
    let m = parse(src).unwrap_or_else(|e| panic!("{e}"));
    verify_module(&m).expect_err("invalid").iter().map(|e| e.to_string()).collect()
}

#[test]
fn errors_on_parsed_text_carry_line_and_column() {
    let phi = "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %p = phi i32 [ 1, %entry ]\n  ret i32 %p\n}\n";
    assert_eq!(
        text_errors(phi),
        ["7:3: function @f, block %b, instruction `%p = phi i32 [ 1, %entry ]`: the phi has 1 incoming value but the block has 2 predecessor edges (%entry, %a)",
         "7:3: function @f, block %b, instruction `%p = phi i32 [ 1, %entry ]`: the phi has no incoming value for predecessor %a"]
    );
    let dom = "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %b\nb:\n    %y = add i32 %x, 1\n  ret i32 %y\n}\n";
    assert_eq!(
        text_errors(dom),
        ["8:5: function @f, block %b, instruction `%y = add i32 %x, 1`: %x (defined in %a) does not dominate this use"]
    );
    let order = "define i32 @f() {\nentry:\n  %y = add i32 %x, 1\n  %x = add i32 1, 2\n  ret i32 %y\n}\n";
    assert_eq!(
        text_errors(order),
        ["3:3: function @f, block %entry, instruction `%y = add i32 %x, 1`: %x is used before its definition in the same block"]
    );
    let own = "define i32 @f() {\nentry:\n  br label %l\nl:\n  %x = add i32 %x, 1\n  br label %l\n}\n";
    assert_eq!(
        text_errors(own),
        ["5:3: function @f, block %l, instruction `%x = add i32 %x, 1`: the instruction uses its own result (only phis may)"]
    );
    let entry = "define void @f(i1 %c) {\nentry:\n  br label %next\nnext:\n  br i1 %c, label %entry, label %done\ndone:\n  ret void\n}\n";
    assert_eq!(
        text_errors(entry),
        ["2:1: function @f, block %entry: the entry block has predecessors: %next"]
    );
    // an unlabeled entry block is placed at its first instruction
    let unlabeled = "define void @f() {\n  br label %0\n}\n";
    assert_eq!(text_errors(unlabeled), ["2:3: function @f, block %0: the entry block has predecessors: %0"]);
}

#[test]
fn error_positions_are_fields_and_absent_off_text() {
    let own = "define i32 @f() {\nentry:\n  %x = add i32 %x, 1\n  ret i32 %x\n}\n";
    let m = parse(own).unwrap();
    let e = &verify_module(&m).unwrap_err()[0];
    assert_eq!((e.line, e.column), (Some(3), Some(3)));
    // verify_function on the module's own function finds the positions too
    let f = &m.funcs[func(&m)];
    assert_eq!(warpflow_ir::verify_function(&m, f).unwrap_err()[0].line, Some(3));
    // a copy of the function is not the module's: no positions, no prefix
    let copy = f.clone();
    let e = &warpflow_ir::verify_function(&m, &copy).unwrap_err()[0];
    assert_eq!((e.line, e.column), (None, None));
    assert!(e.to_string().starts_with("function @f, block %entry"), "{e}");
    // the side table itself
    let b = f.entry_block().unwrap();
    let i = f.block_insts(b).next().unwrap();
    let fid = func(&m);
    assert_eq!(m.positions.func(fid), Some(warpflow_ir::SourcePos { line: 1, column: 1 }));
    assert_eq!(m.positions.block(fid, b), Some(warpflow_ir::SourcePos { line: 2, column: 1 }));
    assert_eq!(m.positions.inst(fid, i), Some(warpflow_ir::SourcePos { line: 3, column: 3 }));
}

#[test]
fn branch_weights_one_per_successor() {
    // (opt-19 rejects the text too: "Wrong number of operands".)
    check(
        "define void @f(i1 %c, i32 %x) {\nentry:\n  br i1 %c, label %a, label %b, !prof !0\na:\n  br label %b, !prof !0\nb:\n  switch i32 %x, label %a [\n    i32 1, label %b\n  ], !prof !1\n}\n\n!0 = !{!\"branch_weights\", i32 1, i32 3}\n!1 = !{!\"branch_weights\", !\"expected\", i32 1, i32 2, i32 3}\n",
        None,
        expect![[r#"
            5:3: function @f, block %a, instruction `br label %b, !prof !0`: !prof branch_weights has 2 weights for 1 successor
            7:3: function @f, block %b, instruction `switch i32 %x, label %a [
                i32 1, label %b
              ], !prof !1`: !prof branch_weights has 3 weights for 2 successors
        "#]],
    );
}

/// A bitcast between non-pointer types needs equal sizes, not equal vector shapes (clang writes
/// `bitcast <4 x i1> %m to i4` for OpenCL's `any`); pointers keep their address space and
/// shape. Each verdict is the one `opt-19 -passes=verify` gives on the same function.
#[test]
fn bitcasts_need_equal_sizes_not_shapes() {
    let cases: [(&str, &str, bool); 18] = [
        ("<4 x i1>", "i4", true),
        ("<8 x i1>", "i8", true),
        ("<2 x i16>", "i32", true),
        ("<4 x i8>", "i32", true),
        ("i32", "<32 x i1>", true),
        ("<2 x float>", "i64", true),
        ("<4 x i1>", "<2 x i2>", true),
        ("<8 x i1>", "<1 x i8>", true),
        ("i32", "float", true),
        ("half", "i16", true),
        ("<vscale x 4 x i32>", "<vscale x 2 x i64>", true),
        ("<2 x ptr>", "<2 x ptr>", true),
        ("i32", "double", false),
        ("<4 x i1>", "i8", false),
        ("<2 x i32>", "<4 x i32>", false),
        ("ptr", "ptr addrspace(1)", false),
        ("<2 x ptr>", "i128", false),
        ("<vscale x 4 x i32>", "<4 x i32>", false),
    ];
    let opt = warpflow_testkit::require(warpflow_testkit::Tool::Opt, "bitcast verdicts");
    for (from, to, valid) in cases {
        let src = format!("define void @f({from} %x) {{\n  %y = bitcast {from} %x to {to}\n  ret void\n}}\n");
        let m = parse(&src).unwrap_or_else(|e| panic!("{src}: {e}"));
        let ours = verify_module(&m).is_ok();
        assert_eq!(ours, valid, "bitcast {from} to {to}: {:?}", verify_module(&m).err());
        if let Some(opt) = &opt {
            assert_eq!(opt_verifies_text(opt, &src), valid, "opt-19 on bitcast {from} to {to}");
        }
    }
}
