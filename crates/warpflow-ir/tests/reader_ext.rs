//! Reader extensions, each on a small hand-written input: the construct parses, is kept (seen
//! through the API and in the printed text), and `opt-19 -S` of our output equals `opt-19 -S` of
//! the input (when LLVM is installed; `tests/data/reader_ext.ll` holds all of them together for
//! the data round-trip test too).

use warpflow_ir::{
    parse, parse_bytes, print_module, verify_module, ConstKind, GlobalRef, InstKind, Module, TypeData,
};
use warpflow_testkit::{require, Tool};

fn opt_s(text: &[u8]) -> Result<String, String> {
    let opt = require(Tool::Opt, "reader_ext round trip").ok_or("no opt")?;
    warpflow_testkit::opt_s(&opt, text)
}

/// Parses `src` (which must verify), checks printing is a fixpoint and, with LLVM, that the
/// round trip through `opt-19 -S` is exact. Returns the module and our printed text.
fn roundtrip(src: &str) -> (Module, String) {
    let m = parse(src).unwrap_or_else(|e| panic!("{e}\n{src}"));
    if let Err(es) = verify_module(&m) {
        panic!("{}", es.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"));
    }
    let printed = print_module(&m);
    let again = print_module(&parse(&printed).unwrap_or_else(|e| panic!("reparse: {e}\n{printed}")));
    assert_eq!(printed, again, "print is not a fixpoint");
    if require(Tool::Opt, "reader_ext round trip").is_some() {
        let a = opt_s(src.as_bytes()).expect("opt-19 accepts the input");
        let b =
            opt_s(printed.as_bytes()).unwrap_or_else(|e| panic!("opt-19 rejects our output: {e}\n{printed}"));
        assert_eq!(a, b, "round trip differs");
    }
    (m, printed)
}

fn global_int(m: &Module, name: &str) -> ConstKind {
    let Some(GlobalRef::Var(g)) = m.lookup(name) else { panic!("no global @{name}") };
    let c = m.globals[g].init.expect("initializer");
    m.const_data(c).kind.clone()
}

#[test]
fn hex_integer_literals() {
    let src = "@a = global i32 u0xFF\n@b = global i64 s0x8000000000000000\n@c = global i8 s0xFF\n\
               @d = global i8 u0x1FF\n@e = global i32 s0x1\n@f = global i8 s0x7F\n@g = global i16 s0x0\n\
               @h = global i128 u0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF\n@i = global i32 s0x00F0\n\
               @j = global i256 s0x80000000000000000000000000000000000\n\
               define i32 @k(i32 %x) {\n  %y = add i32 %x, u0x10\n  ret i32 %y\n}\n";
    let (m, printed) = roundtrip(src);
    // as LLVM: the literal is as wide as its significant bits; `u` zero-extends, `s` sign-extends
    assert_eq!(global_int(&m, "a"), ConstKind::Int(255));
    assert_eq!(global_int(&m, "b"), ConstKind::Int(0x8000_0000_0000_0000));
    assert_eq!(global_int(&m, "c"), ConstKind::Int(0xFF));
    assert_eq!(global_int(&m, "d"), ConstKind::Int(0xFF)); // truncated
    assert_eq!(global_int(&m, "e"), ConstKind::Int(0xFFFF_FFFF)); // s0x1 is a 1-bit -1
    assert_eq!(global_int(&m, "f"), ConstKind::Int(0xFF)); // 7 significant bits, all ones
    assert_eq!(global_int(&m, "g"), ConstKind::Int(0));
    assert_eq!(global_int(&m, "h"), ConstKind::Int(u128::MAX));
    assert_eq!(global_int(&m, "i"), ConstKind::Int(0xFFFF_FFF0));
    assert_eq!(global_int(&m, "j"), ConstKind::WideInt("s0x80000000000000000000000000000000000".into()));
    assert!(printed.contains("@a = global i32 255\n"), "{printed}");
    assert!(printed.contains("@e = global i32 -1\n"), "{printed}");
    assert!(printed.contains("%y = add i32 %x, 16\n"), "{printed}");
}

#[test]
fn hex_integer_errors() {
    let e = parse("@a = global float u0x10\n").unwrap_err().to_string();
    assert_eq!(e, "1:19: invalid floating-point constant for this type (at 'u0x10')");
    // `u0x` without digits is a bare word, not a number
    let e = parse("@a = global i32 u0x\n").unwrap_err().to_string();
    assert_eq!(e, "1:17: expected a constant (at 'u0x')");
}

#[test]
fn target_extension_types() {
    let src = "declare spir_func void @use(target(\"spirv.Event\"), target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0), \
               target(\"spirv.Sampler\"), target(\"spirv.Pipe\", 1))\n\
               define spir_kernel void @k(target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0) %i, target(\"spirv.Sampler\") %s, \
               target(\"spirv.Pipe\", 1) %p) {\n  %e = alloca target(\"spirv.Event\"), align 8\n  \
               %ev = load target(\"spirv.Event\"), ptr %e, align 8\n  \
               call spir_func void @use(target(\"spirv.Event\") %ev, target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0) %i, \
               target(\"spirv.Sampler\") %s, target(\"spirv.Pipe\", 1) %p)\n  ret void\n}\n";
    let (m, printed) = roundtrip(src);
    let k = &m.funcs[m.func_by_name("k").unwrap()];
    let ty = k.values[k.args[0]].ty;
    let TypeData::TargetExt { name, types, ints } = m.types.data(ty) else { panic!("not a target type") };
    assert_eq!(m.str(*name), "spirv.Image");
    assert_eq!(types.as_slice(), &[m.types.void()]);
    assert_eq!(ints.as_slice(), &[1, 0, 0, 0, 0, 0, 0]);
    let TypeData::TargetExt { ints, types, .. } = m.types.data(k.values[k.args[2]].ty) else { panic!() };
    assert!(types.is_empty());
    assert_eq!(ints.as_slice(), &[1]);
    assert!(printed.contains("target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0) %i"), "{printed}");
    assert!(printed.contains("alloca target(\"spirv.Event\"), align 8"), "{printed}");
    let e = parse("@g = external global target(\"x\", 1, i32)\n").unwrap_err().to_string();
    assert_eq!(e, "1:37: expected an integer parameter (type parameters come first) (at 'i32')");
}

#[test]
fn callbr_is_a_terminator_with_successors() {
    let src = "define i32 @f(i32 %x) {\nentry:\n  %r = callbr i32 asm \"\", \"=r,r,!i\"(i32 %x) to label %normal [label %ind]\n\
               normal:\n  ret i32 %r\nind:\n  callbr void asm \"\", \"!i,!i\"() to label %normal [label %ind, label %normal]\n}\n";
    let (m, printed) = roundtrip(src);
    let f = &m.funcs[m.func_by_name("f").unwrap()];
    let blocks: Vec<_> = f.block_order().collect();
    let (entry, normal, ind) = (blocks[0], blocks[1], blocks[2]);
    assert_eq!(f.successors(entry), &[normal, ind]);
    assert_eq!(f.successors(ind), &[normal, ind, normal]);
    let t = f.terminator(entry).expect("callbr ends the block");
    assert!(matches!(f.kind(t), InstKind::CallBr(_)));
    assert_eq!(f.kind(t).opcode_name(), "callbr");
    assert!(f.kind(t).call_info().is_some());
    assert_eq!(f.inst(t).call_args().len(), 1);
    assert!(f.inst(t).result.is_some());
    // The destinations on a line of their own, as LLVM writes them.
    assert!(printed.contains(
        "%r = callbr i32 asm \"\", \"=r,r,!i\"(i32 %x)\n          to label %normal [label %ind]\n"
    ));
    assert!(printed.contains(
        "callbr void asm \"\", \"!i,!i\"()\n          to label %normal [label %ind, label %normal]\n"
    ));
}

#[test]
fn undeclared_intrinsics_get_implicit_declarations() {
    let src = "define i32 @f(i32 %a) {\n  %m = call i32 @llvm.smax.i32(i32 %a, i32 0)\n  \
               %n = call i32 @llvm.smax.i32(i32 %m, i32 7)\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  \
               %s = add i32 %n, %t\n  ret i32 %s\n}\n";
    let (m, printed) = roundtrip(src);
    let d = m.func_by_name("llvm.smax.i32").expect("declared");
    let decl = &m.funcs[d];
    assert!(decl.implicit && !decl.is_definition);
    let i32t = m.types.i32();
    assert_eq!(m.types.func_sig(decl.ty), Some((i32t, &[i32t, i32t][..], false)));
    assert_eq!(decl.args.len(), 2);
    assert!(m.funcs[m.func_by_name("llvm.amdgcn.workitem.id.x").unwrap()].implicit);
    // the calls refer to the declaration
    let f = &m.funcs[m.func_by_name("f").unwrap()];
    let b = f.entry_block().unwrap();
    let first = f.block_insts(b).next().unwrap();
    let callee = f.inst(first).callee().unwrap();
    assert_eq!(f.value_const(callee).map(|c| m.const_data(c).kind.clone()), Some(ConstKind::Func(d)));
    // written as the input was: no declaration printed
    assert!(!printed.contains("declare"), "{printed}");
    // later calls of another type keep their own type (LLVM renames them to the matching
    // intrinsic, here @llvm.smax.i64); the declaration has the first call's type
    let src2 = "define i64 @h(i32 %a, i64 %b) {\n  %x = call i32 @llvm.smax.i32(i32 %a, i32 1)\n  \
                %y = call i64 @llvm.smax.i32(i64 %b, i64 2)\n  ret i64 %y\n}\n";
    let (m3, printed3) = roundtrip(src2);
    let d3 = &m3.funcs[m3.func_by_name("llvm.smax.i32").unwrap()];
    assert_eq!(m3.types.func_sig(d3.ty).map(|(r, _, _)| r), Some(m3.types.i32()));
    assert!(printed3.contains("%y = call i64 @llvm.smax.i32(i64 %b, i64 2)"), "{printed3}");
    // an explicit declaration is an ordinary one
    let m2 = parse("declare i32 @llvm.smax.i32(i32, i32)\ndefine i32 @g() {\n  %x = call i32 @llvm.smax.i32(i32 1, i32 2)\n  ret i32 %x\n}\n").unwrap();
    assert!(!m2.funcs[m2.func_by_name("llvm.smax.i32").unwrap()].implicit);
}

#[test]
fn intrinsics_only_as_callees() {
    let e = parse("define ptr @f() {\n  ret ptr @llvm.smax.i32\n}\n").unwrap_err().to_string();
    assert_eq!(e, "2:11: intrinsic can only be used as callee (at '@llvm.smax.i32')");
    let e = parse(
        "define ptr @f() {\n  %x = call i32 @llvm.smax.i32(i32 1, i32 2)\n  ret ptr @llvm.smax.i32\n}\n",
    )
    .unwrap_err()
    .to_string();
    assert_eq!(e, "3:11: intrinsic can only be used as callee (at '@llvm.smax.i32')");
    let e = parse("define void @f() {\n  call void @notdeclared()\n  ret void\n}\n").unwrap_err().to_string();
    assert_eq!(e, "2:13: use of undefined global value (at '@notdeclared')");
}

#[test]
fn undefined_attribute_groups_are_kept() {
    let src = "define void @f() #3 {\n  call void @g() #4\n  ret void\n}\ndeclare void @g() #5\n";
    let (m, printed) = roundtrip(src);
    let f = m.func_by_name("f").unwrap();
    assert_eq!(m.funcs[f].fn_attrs, vec![warpflow_ir::Attr::Group(3)]);
    assert!(m.attr_group(3).is_none());
    assert!(!m.func_has_attr(f, "nounwind"));
    assert!(printed.contains("define void @f() #3 {"), "{printed}");
    assert!(printed.contains("call void @g() #4"), "{printed}");
    assert!(printed.contains("declare void @g() #5"), "{printed}");
}

#[test]
fn di_arg_list_debug_records() {
    let src =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/reader_ext.ll")).unwrap();
    let (m, printed) = roundtrip(&src);
    let f = &m.funcs[m.func_by_name("dbg").unwrap()];
    let b = f.entry_block().unwrap();
    let recs: Vec<_> = f.block_insts(b).filter(|&i| f.kind(i).is_debug()).collect();
    assert_eq!(recs.len(), 3);
    let InstKind::DbgRecord(r) = f.kind(recs[0]) else { panic!() };
    assert_eq!(r.arg_lists, vec![(0, 2)]);
    assert_eq!(r.field_values(0), 2);
    assert_eq!(r.field_values(1), 0);
    // the list's values are operands (so uses and replacement see them)
    assert_eq!(f.inst(recs[0]).args, vec![f.args[0], f.args[1]]);
    let InstKind::DbgRecord(r) = f.kind(recs[2]) else { panic!() };
    assert!(r.arg_lists.is_empty());
    assert!(printed.contains("#dbg_value(!DIArgList(i32 %a, i32 %b), !"), "{printed}");
    assert!(printed.contains("#dbg_value(!DIArgList(i32 %s, i32 poison), !"), "{printed}");
}

#[test]
fn bytes_that_are_not_utf8() {
    // inside comments and quotes: accepted, as llvm-as-19 does
    let src = b"; comment \xff\xfe\n@s = global [2 x i8] c\"\xff\xc3\"\n!0 = !{!\"\xfe\"}\n!n = !{!0}\n";
    let m = parse_bytes(src).expect("accepted");
    let Some(GlobalRef::Var(g)) = m.lookup("s") else { panic!() };
    assert_eq!(m.const_data(m.globals[g].init.unwrap()).kind, ConstKind::Bytes(vec![0xff, 0xc3].into()));
    let printed = print_module(&m);
    assert!(printed.contains("@s = global [2 x i8] c\"\\FF\\C3\""), "{printed}");
    assert!(printed.contains("!0 = !{!\"\\FE\"}"), "{printed}");
    if require(Tool::Opt, "non-UTF-8 round trip").is_some() {
        assert_eq!(opt_s(src).unwrap(), opt_s(printed.as_bytes()).unwrap());
    }
    // elsewhere: an error at the line and column of the byte
    let e = parse_bytes(b"@ok = global i8 0\n@x\xff = global i8 0\n").unwrap_err();
    assert_eq!((e.line, e.column), (2, 3));
    assert_eq!(e.to_string(), "2:3: invalid UTF-8 byte (at '\u{FFFD}')");
    // positions after an escaped byte are those of the original bytes
    let e = parse_bytes(b"@s = global [1 x i8] c\"\xff\" oops\n").unwrap_err();
    assert_eq!(e.to_string(), "1:27: expected a top-level entity (at 'oops')");
    // a quoted name must still be UTF-8 (names are Rust strings)
    let e = parse_bytes(b"@\"\xff\" = global i8 0\n").unwrap_err();
    assert_eq!((e.line, e.column), (1, 1));
    // valid input reads as with `parse`
    let text = "@g = global i32 1\n";
    assert_eq!(print_module(&parse_bytes(text.as_bytes()).unwrap()), print_module(&parse(text).unwrap()));
}

#[test]
fn typed_pointers_become_opaque_pointers_in_their_address_space() {
    let src = "@g = global i32* null\n\
               define void @f(i32 addrspace(1)* %p, float addrspace(3)** %q) {\n\
               entry:\n  %v = load i32, i32 addrspace(1)* %p\n  store i32 %v, i32 addrspace(1)* %p\n  ret void\n}\n";
    let (m, printed) = roundtrip(src);
    assert!(printed.contains("@g = global ptr null"), "{printed}");
    assert!(printed.contains("define void @f(ptr addrspace(1) %p, ptr %q)"), "{printed}");
    assert!(printed.contains("load i32, ptr addrspace(1) %p"), "{printed}");
    let f = m.funcs.values().find(|f| f.is_definition).expect("a definition");
    assert_eq!(f.args.len(), 2);
}

#[test]
fn use_list_order_directives_are_kept_where_they_stand() {
    // At the end of a body (a block's and a struct-typed argument's use lists: the type's braces
    // are not the index list) and at module scope (a global's, a block's by function and name).
    let src = "@g = global i32 0\n\n\
               define i32 @f(i1 %c, { i32, i32 } %s) {\n\
               entry:\n  %a = load i32, ptr @g\n  br i1 %c, label %x, label %y\n\n\
               x:\n  %b = load i32, ptr @g\n  br label %y\n\n\
               y:\n  %p = phi i32 [ %a, %entry ], [ %b, %x ]\n\
               \x20 %e0 = extractvalue { i32, i32 } %s, 0\n  %e1 = extractvalue { i32, i32 } %s, 1\n\
               \x20 %r = add i32 %e0, %e1\n  %q = add i32 %r, %p\n  ret i32 %q\n\n\
               ; uselistorder directives\n  uselistorder label %y, { 1, 0 }\n  uselistorder { i32, i32 } %s, { 1, 0 }\n}\n\n\
               ; uselistorder directives\nuselistorder ptr @g, { 1, 0 }\nuselistorder_bb @f, %y, { 1, 0 }\n";
    let (m, printed) = roundtrip(src);
    let f = m.lookup("f").and_then(|g| match g {
        GlobalRef::Func(f) => Some(f),
        GlobalRef::Var(_) => None,
    });
    let texts: Vec<(Option<warpflow_ir::FuncId>, &str)> =
        m.use_list_orders.iter().map(|d| (d.func, d.text.as_str())).collect();
    assert_eq!(
        texts,
        [
            (f, "uselistorder label %y, { 1, 0 }"),
            (f, "uselistorder { i32, i32 } %s, { 1, 0 }"),
            (None, "uselistorder ptr @g, { 1, 0 }"),
            (None, "uselistorder_bb @f, %y, { 1, 0 }"),
        ]
    );
    // Printed where they stood: the function's before its `}`, the module's after the functions.
    assert!(printed.ends_with(
        "  ret i32 %q\n\n; uselistorder directives\n  uselistorder label %y, { 1, 0 }\n  uselistorder { i32, i32 } %s, { 1, 0 }\n}\n\n; uselistorder directives\nuselistorder ptr @g, { 1, 0 }\nuselistorder_bb @f, %y, { 1, 0 }\n"
    ), "{printed}");
}

#[test]
fn typed_pointers_to_function_types_become_opaque_pointers() {
    // In a named struct, a parameter, an alloca and a load type, in an address space, nested in
    // a parameter list; a call's own function type is still the callee's, and `call RET (..)*`
    // reads as LLVM 19 reads it (a call returning `ptr`).
    let src = "%ops = type { i32 (i8*, i32)*, void ()* addrspace(1)*, i32 (i32 (i8*)*)* }\n\
               declare i32 @printf(i8*, ...)\n\
               define i32 @g(i8* %s, i32 (i8*)* %fp, %ops* %o) {\n\
               entry:\n  %r = call i32 (i8*, ...) @printf(i8* %s)\n\
               \x20 %p = alloca i32 (i8*)*\n  store i32 (i8*)* %fp, i32 (i8*)** %p\n\
               \x20 %q = load i32 (i8*)*, i32 (i8*)** %p\n  %t = call i32 (i8*)* %q(i8* %s)\n  ret i32 %r\n}\n";
    let (_, printed) = roundtrip(src);
    assert!(printed.contains("%ops = type { ptr, ptr addrspace(1), ptr }"), "{printed}");
    assert!(printed.contains("%r = call i32 (ptr, ...) @printf(ptr %s)"), "{printed}");
    assert!(printed.contains("%q = load ptr, ptr %p"), "{printed}");
    assert!(printed.contains("%t = call ptr %q(ptr %s)"), "{printed}");
}
