//! Function names as users write and read them: `@name` is accepted wherever a function or
//! kernel is named (as LLVM prints it), a C++ name may be given mangled or demangled (with or
//! without its parameter list), human output shows C++ names demangled (JSON keeps them
//! mangled), and a name that matches nothing is answered with the names that exist.

use warpflow_ir::Module;

/// `name` without a leading `@` (and without the quotes of `@"a name"`).
pub fn strip_sigil(name: &str) -> &str {
    let n = name.strip_prefix('@').unwrap_or(name);
    n.strip_prefix('"').and_then(|q| q.strip_suffix('"')).unwrap_or(n)
}

/// The demangled form of an Itanium C++ name (`_Z9half_syncPi` -> `half_sync(int*)`);
/// `None` when `name` is not one.
pub fn demangle(name: &str) -> Option<String> {
    if !name.starts_with("_Z") {
        return None;
    }
    let sym = cpp_demangle::Symbol::new(name.as_bytes()).ok()?;
    sym.demangle(&cpp_demangle::DemangleOptions::default()).ok()
}

/// `name` for human output: demangled when it is a C++ name.
pub fn human(name: &str) -> String {
    demangle(name).unwrap_or_else(|| name.to_string())
}

/// `@name` for human output, with the demangled form after it: `@_Z1kPi (k(int*))`.
pub fn human_at(name: &str) -> String {
    match demangle(name) {
        Some(d) => format!("@{name} ({d})"),
        None => format!("@{name}"),
    }
}

/// A function name for the head of a human report: the demangled form with the mangled name
/// after it for a C++ name (`exchange_next(int*, int) (_Z13exchange_nextPii)`), else the name.
pub fn human_titled(name: &str) -> String {
    match demangle(name) {
        Some(d) => format!("{d} ({name})"),
        None => name.to_string(),
    }
}

/// Whether the user's `wanted` (sigil stripped) names `name`: the same name, or `name`'s
/// demangled form, or that form without its parameter list.
fn matches(wanted: &str, name: &str) -> bool {
    if wanted == name {
        return true;
    }
    match demangle(name) {
        Some(d) => d == wanted || d.split('(').next() == Some(wanted),
        None => false,
    }
}

/// The functions with a body of `m`, in module order.
pub fn defined_functions(m: &Module) -> Vec<String> {
    m.funcs
        .values()
        .filter(|f| f.is_definition)
        .filter_map(|f| f.name.map(|s| m.str(s).to_string()))
        .collect()
}

/// The one name among `names` that the user's `wanted` means (see the module documentation),
/// or the error to print: nothing matches (with the names that exist), or several do.
pub fn resolve(wanted: &str, names: &[String], what: &str, file: &str) -> Result<String, String> {
    let w = strip_sigil(wanted);
    if let Some(exact) = names.iter().find(|n| n.as_str() == w) {
        return Ok(exact.clone());
    }
    let found: Vec<&String> = names.iter().filter(|n| matches(w, n)).collect();
    match found.as_slice() {
        [one] => Ok((*one).clone()),
        [] => {
            let list = if names.is_empty() {
                "it defines none".to_string()
            } else {
                format!("it defines {}", names.iter().map(|n| human_at(n)).collect::<Vec<_>>().join(", "))
            };
            Err(format!("error: no {what} `{w}` in {file}; {list}"))
        }
        many => Err(format!(
            "error: `{w}` names several {what}s in {file}: {}; give the mangled name",
            many.iter().map(|n| human_at(n)).collect::<Vec<_>>().join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sigils_and_demangling() {
        assert_eq!(strip_sigil("@k"), "k");
        assert_eq!(strip_sigil("@\"a b\""), "a b");
        assert_eq!(strip_sigil("k"), "k");
        assert_eq!(demangle("_Z9half_syncPi").as_deref(), Some("half_sync(int*)"));
        assert_eq!(demangle("fail_tid_cond"), None);
        assert_eq!(human_at("_Z1kPi"), "@_Z1kPi (k(int*))");
        assert_eq!(human_titled("_Z1kPi"), "k(int*) (_Z1kPi)");
        assert_eq!(human_titled("plain"), "plain");
    }

    #[test]
    fn resolving_names() {
        let names = vec!["_Z9half_syncPi".to_string(), "plain".to_string(), "_Z1fi".into(), "_Z1ff".into()];
        let r = |w: &str| resolve(w, &names, "function", "t.ll");
        assert_eq!(r("@plain"), Ok("plain".into()));
        assert_eq!(r("half_sync"), Ok("_Z9half_syncPi".into()));
        assert_eq!(r("half_sync(int*)"), Ok("_Z9half_syncPi".into()));
        assert_eq!(r("@_Z9half_syncPi"), Ok("_Z9half_syncPi".into()));
        assert_eq!(r("f(float)"), Ok("_Z1ff".into()));
        let e = r("f").unwrap_err();
        assert!(e.contains("`f` names several functions in t.ll: @_Z1fi (f(int)), @_Z1ff (f(float))"), "{e}");
        let e = r("nope").unwrap_err();
        assert_eq!(
            e,
            "error: no function `nope` in t.ll; it defines @_Z9half_syncPi (half_sync(int*)), @plain, \
             @_Z1fi (f(int)), @_Z1ff (f(float))"
        );
    }
}
