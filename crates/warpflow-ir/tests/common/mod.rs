//! Helpers shared by the mutation and verifier tests: building functions by hand and dumping
//! them in the verifier's LLVM-like text form.
#![allow(dead_code)]

use warpflow_ir::types::TypeData;
use warpflow_ir::verify::{describe_block, describe_inst};
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

/// The function as text: one `label:` line per block and one indented line per instruction.
pub fn dump(m: &Module, f: FuncId) -> String {
    let func = &m.funcs[f];
    let mut out = String::new();
    for b in func.block_order() {
        out.push_str(describe_block(m, func, b).trim_start_matches('%'));
        out.push_str(":\n");
        for i in func.block_insts(b) {
            out.push_str("  ");
            out.push_str(&describe_inst(m, func, i));
            out.push('\n');
        }
    }
    out
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
}
