//! The data model as seen by analyses: operands, successors, phis, attributes, debug locations.

use warpflow_ir::{parse, InstKind, SourceLoc, TypeData, ValueDef};

const SRC: &str = r#"
define i32 @f(i32 %x, i1 %c) #0 !dbg !3 {
entry:
  br i1 %c, label %a, label %b, !dbg !5
a:
  %y = add nsw i32 %x, 1, !dbg !6
  br label %b
b:
  %r = phi i32 [ %x, %entry ], [ %y, %a ]
  ret i32 %r
}
attributes #0 = { convergent nounwind }
!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/w")
!2 = !DIFile(filename: "other.h", directory: "/inc")
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
!4 = distinct !DILexicalBlock(scope: !3, file: !2, line: 7, column: 1)
!5 = !DILocation(line: 3, column: 5, scope: !3)
!6 = !DILocation(line: 8, column: 11, scope: !4)
"#;

#[test]
fn operands_successors_phis_and_debug_locations() {
    let m = parse(SRC).expect("parses");
    let fid = m.func_by_name("f").expect("f");
    let f = &m.funcs[fid];
    assert!(m.func_has_attr(fid, "convergent"));
    assert!(!m.func_has_attr(fid, "noinline"));
    let blocks: Vec<_> = f.block_order().collect();
    assert_eq!(blocks.len(), 3);
    let (entry, a, b) = (blocks[0], blocks[1], blocks[2]);
    assert_eq!(f.successors(entry), &[a, b]);
    assert_eq!(f.successors(a), &[b]);
    assert!(f.successors(b).is_empty());

    let insts: Vec<_> = f.block_insts(b).collect();
    let phi = f.inst(insts[0]);
    assert!(phi.kind.is_phi());
    let inc: Vec<_> = phi.phi_incoming().collect();
    assert_eq!(inc.len(), 2);
    assert_eq!(inc[0], (f.args[0], entry));
    assert_eq!(inc[1].1, a);
    let y = inc[1].0;
    let yi = f.value_inst(y).expect("defined by an instruction");
    assert!(matches!(f.kind(yi), InstKind::Binary { flags, .. } if flags.nsw));
    // the constant operand is a value standing for a module constant
    let one = f.inst(yi).operands()[1];
    let c = f.value_const(one).expect("constant");
    assert_eq!(m.const_as_int(c), Some(1));
    assert!(matches!(f.value_def(f.args[1]), ValueDef::Arg(1)));
    assert_eq!(m.types.data(f.value_type(f.args[1])), &TypeData::Int(1));

    // !dbg locations resolve through scopes to the file
    let br = f.terminator(entry).expect("terminator");
    assert_eq!(
        m.debug_location(f, br),
        Some(SourceLoc { file: "k.cu".into(), directory: "/w".into(), line: 3, column: 5 })
    );
    assert_eq!(m.debug_location(f, yi).map(|l| l.to_string()), Some("other.h:8:11".to_string()));
    assert_eq!(m.debug_location(f, insts[0]), None);

    // uses
    let uses = f.compute_uses();
    assert_eq!(uses[f.args[0]].len(), 2);
    assert_eq!(uses[y], vec![(insts[0], 1)]);
}

#[test]
fn mutated_function_prints_with_fresh_numbers() {
    let src = "define i32 @g(i32 %0) {\n  %2 = add i32 %0, 1\n  %3 = mul i32 %2, 2\n  ret i32 %3\n}\n";
    let mut m = parse(src).expect("parses");
    let fid = m.func_by_name("g").expect("g");
    let f = &mut m.funcs[fid];
    let entry = f.entry_block().expect("entry");
    let first = f.layout.first_inst(entry).expect("add");
    let add_result = f.inst_result(first).expect("result");
    // remove the mul and return the add directly
    let mul = f.layout.next_inst(first).expect("mul");
    let ret = f.layout.next_inst(mul).expect("ret");
    f.layout.remove_inst(mul);
    f.insts[ret].operands_mut()[0] = add_result;
    let out = warpflow_ir::print_function(&m, fid);
    expect_test::expect![[r#"
        define i32 @g(i32 %0) {
          %2 = add i32 %0, 1
          ret i32 %2
        }
    "#]]
    .assert_eq(&out);
}

#[test]
fn typed_parameter_attributes_keep_their_type() {
    // `byval(T)` and its kin carry a type (named ones may be defined after the use); a bare
    // `byval` has none; the attribute prints as written.
    let src = r#"
declare void @g(ptr byval(%S) align 4, ptr sret({ i32, [3 x float] }), ptr byval, ptr noundef)
%S = type { i64, i8 }
"#;
    let m = parse(src).expect("parses");
    let g = &m.funcs[m.func_by_name("g").unwrap()];
    let ty = |k: usize, key: &str| {
        m.param_attr_type(&g.param_attrs[k], key).map(|t| warpflow_ir::type_to_string(&m, t))
    };
    assert_eq!(ty(0, "byval").as_deref(), Some("%S"));
    assert_eq!(ty(0, "sret"), None);
    assert_eq!(ty(1, "sret").as_deref(), Some("{ i32, [3 x float] }"));
    assert_eq!(ty(2, "byval"), None);
    assert_eq!(ty(3, "byval"), None);
    assert!(warpflow_ir::print_module(&m)
        .contains("ptr byval(%S) align 4, ptr sret({ i32, [3 x float] }), ptr byval, ptr noundef"));
    // the argument must be a type, as LLVM requires
    let e = parse("declare void @h(ptr byval(7))").unwrap_err().to_string();
    assert!(e.contains("expected a type"), "{e}");
}
