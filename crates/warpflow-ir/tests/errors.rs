//! Reader errors: position (line:column), offending text and message.

use warpflow_ir::parse;

/// Parses `src` expecting an error, and returns `line:column: message (at 'text')`.
fn err(src: &str) -> String {
    match parse(src) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn unknown_instruction() {
    assert_eq!(
        err("define void @f() {\n  %x = frobnicate i32 1\n  ret void\n}\n"),
        "2:8: unknown instruction 'frobnicate' (at 'frobnicate')"
    );
}

#[test]
fn unsupported_instruction() {
    assert_eq!(
        err("define void @f() {\n  invoke void @f() to label %a unwind label %b\n}\n"),
        "2:3: unsupported instruction 'invoke' (at 'invoke')"
    );
}

#[test]
fn bad_type() {
    assert_eq!(err("@g = global i0 0\n"), "1:13: integer type width out of range (at 'i0')");
    assert_eq!(err("@g = global foo 0\n"), "1:13: expected a type (at 'foo')");
    assert_eq!(err("@g = global i32 addrspace(1 null\n"), "1:17: expected a constant (at 'addrspace')");
}

#[test]
fn undefined_value_and_block() {
    assert_eq!(
        err("define i32 @f() {\n  %a = add i32 %nope, 1\n  ret i32 %a\n}\n"),
        "2:16: use of undefined value (at '%nope')"
    );
    assert_eq!(
        err("define void @f() {\n  br label %nowhere\n}\n"),
        "2:12: use of undefined block (at '%nowhere')"
    );
}

#[test]
fn numbering_and_types() {
    assert_eq!(
        err("define i32 @f(i32 %0) {\n  %3 = add i32 %0, 1\n  ret i32 %3\n}\n"),
        "2:3: instruction expected to be numbered '%2' (at '%3')"
    );
    assert_eq!(
        err("define i32 @f(i32 %x) {\n  %a = add i64 %x, 1\n  ret i32 %x\n}\n"),
        "2:16: value has a different type than expected (at '%x')"
    );
    assert_eq!(err("@g = global i8 256\n"), "1:16: integer constant out of range (at '256')");
}

#[test]
fn undefined_globals_and_metadata() {
    assert_eq!(err("@p = global ptr @missing\n"), "1:17: use of undefined global value (at '@missing')");
    assert_eq!(err("@g = global i32 0, !dbg !4\n"), "1:25: use of undefined metadata (at '!4')");
}

#[test]
fn lexical_errors() {
    assert_eq!(err("@s = global [2 x i8] c\"ab\n"), "1:22: unterminated string (at 'c\"ab\n')");
    assert_eq!(err("define void @f() {\n  ret void ^\n}\n"), "2:12: unexpected character (at '^')");
}

#[test]
fn missing_terminator() {
    assert_eq!(
        err("define void @f() {\n  %a = add i32 1, 2\n}\n"),
        "3:1: function body must end with a terminator (at '}')"
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let src = format!("@g = global {}i32{} zeroinitializer\n", "[1 x ".repeat(5000), "]".repeat(5000));
    assert!(err(&src).contains("nesting too deep"));
}

#[test]
fn malformed_use_list_order_directives() {
    let body = "define void @f(i32 %x) {\n  ret void\n\n";
    assert_eq!(
        err(&format!("{body}  uselistorder i32 %x, {{ a }}\n}}\n")),
        "4:26: expected an index of the 'uselistorder' directive (at 'a')"
    );
    assert_eq!(
        err(&format!("{body}  uselistorder i32 %x\n}}\n")),
        "5:1: expected ', {' and the indexes of the 'uselistorder' directive (at '}')"
    );
    assert_eq!(err("uselistorder ptr @g, { 1, 0\n"), "2:1: expected '}' (at '')");
}
