//! Helpers shared by the mutation and verifier tests: building functions by hand and dumping
//! them in the verifier's LLVM-like text form.
#![allow(dead_code)]

use warpflow_ir::types::TypeData;
use warpflow_ir::{FuncId, Function, GlobalRef, Module, Type, Value, ValueData, ValueDef};

/// Adds a function definition `name(params) -> ret` with arguments named `arg_names`.
pub fn define(m: &mut Module, name: &str, ret: Type, params: &[Type], arg_names: &[&str]) -> FuncId {
    let fty = m.types.intern(TypeData::Func { ret, params: params.to_vec(), vararg: false });
    let sym = m.sym(name);
    let mut f = Function::new(Some(sym), fty);
    f.is_definition = true;
    for (k, &t) in params.iter().enumerate() {
        let name = arg_names.get(k).map(|n| m.sym(n));
        let v = f.values.push(ValueData { ty: t, def: ValueDef::Arg(k as u32), name });
        f.args.push(v);
        f.param_attrs.push(vec![]);
    }
    let id = m.funcs.push(f);
    m.symbols.insert(sym, GlobalRef::Func(id));
    id
}

/// Adds a declaration `name(params) -> ret`.
pub fn declare(m: &mut Module, name: &str, ret: Type, params: &[Type]) -> FuncId {
    let fty = m.types.intern(TypeData::Func { ret, params: params.to_vec(), vararg: false });
    let sym = m.sym(name);
    let mut f = Function::new(Some(sym), fty);
    f.param_attrs = vec![vec![]; params.len()];
    let id = m.funcs.push(f);
    m.symbols.insert(sym, GlobalRef::Func(id));
    id
}

/// Names value `v` of function `f`.
pub fn name(m: &mut Module, f: FuncId, v: Value, n: &str) {
    let s = m.sym(n);
    m.funcs[f].values[v].name = Some(s);
}

/// The function as the printer writes it.
pub fn dump(m: &Module, f: FuncId) -> String {
    warpflow_ir::print_function(m, f)
}

/// The verifier's messages for `f`, one per line (empty when it verifies).
pub fn errors(m: &Module, f: FuncId) -> String {
    match warpflow_ir::verify_function(m, &m.funcs[f]) {
        Ok(()) => String::new(),
        Err(es) => es.iter().map(|e| format!("{e}\n")).collect(),
    }
}

/// Panics with the messages unless `f` verifies.
pub fn assert_verifies(m: &Module, f: FuncId) {
    let e = errors(m, f);
    assert!(e.is_empty(), "verifier errors:\n{e}\n{}", dump(m, f));
    assert_opt_accepts(m, "assert_verifies");
}

/// Whether `opt-19 -passes=verify` accepts the printed module `m`, with its messages (`None`
/// without opt; test `test` then skips, or fails when the tools are required).
pub fn opt_verifies(m: &Module, test: &str) -> Option<(bool, String)> {
    use std::io::Write;
    let opt = warpflow_testkit::require(warpflow_testkit::Tool::Opt, test)?;
    let mut child = std::process::Command::new(opt)
        .args(["-passes=verify", "-disable-output", "-"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run opt");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(warpflow_ir::print_module(m).as_bytes())
        .expect("write to opt");
    let out = child.wait_with_output().expect("wait for opt");
    Some((out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned()))
}

/// When `opt-19` is present, asserts that it accepts the printed module with `-passes=verify`.
pub fn assert_opt_accepts(m: &Module, test: &str) {
    if let Some((ok, stderr)) = opt_verifies(m, test) {
        assert!(ok, "opt rejects the module:\n{stderr}\n{}", warpflow_ir::print_module(m));
    }
}
