//! Just enough of the Itanium C++ ABI name mangling to recognise OpenCL builtins: the base name
//! of a non-nested mangled function name (`_Z12get_local_idj` -> `get_local_id`), and the
//! signedness of a builtin's last integer parameter.
//!
//! Invariant: never panics and never allocates; returns `None` for anything that is not
//! `_Z<decimal length><identifier of that length>...` with a non-empty identifier (nested names
//! `_ZN...`, local names `_ZZ...`, special names `_ZT...` and plain C names are `None`).

/// The unqualified base name of an Itanium-mangled function name.
pub fn itanium_base_name(mangled: &str) -> Option<&str> {
    let rest = mangled.strip_prefix("_Z")?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 4 {
        return None;
    }
    let len: usize = rest[..digits].parse().ok()?;
    let body = &rest[digits..];
    if len == 0 || body.len() < len || !body.is_char_boundary(len) {
        return None;
    }
    let name = &body[..len];
    let ok = name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    ok.then_some(name)
}

/// Whether the last mangled parameter of an OpenCL builtin is a signed integer (`i`: `int`,
/// `l`: `long`, `s`: `short`, `a`: `signed char`) rather than an unsigned one (`j`, `m`, `t`,
/// `h`). For the 1.x atomics (`_Z10atomic_minPU3AS1Vii`, `..Vjj`) the last parameter is the
/// operand, so this decides signed or unsigned `min`/`max`. `false` for anything else.
pub fn opencl_int_operand_signed(mangled: &str) -> bool {
    matches!(mangled.as_bytes().last(), Some(b'i' | b'l' | b's' | b'a'))
}

#[cfg(test)]
mod tests {
    use super::itanium_base_name as b;

    #[test]
    fn operand_signedness() {
        use super::opencl_int_operand_signed as s;
        assert!(s("_Z10atomic_minPU3AS1Vii"));
        assert!(s("_Z8atom_maxPU3AS3Vll"));
        assert!(!s("_Z10atomic_minPU3AS1Vjj"));
        assert!(!s("_Z8atom_maxPU3AS1Vmm"));
        assert!(!s(""));
    }

    #[test]
    fn base_names() {
        assert_eq!(b("_Z12get_local_idj"), Some("get_local_id"));
        assert_eq!(b("_Z20get_global_linear_idv"), Some("get_global_linear_id"));
        assert_eq!(b("_Z10atomic_addPU3AS1Vii"), Some("atomic_add"));
        assert_eq!(b("_Z18work_group_barrierj12memory_scope"), Some("work_group_barrier"));
        assert_eq!(b("_Z1kPiPfPy"), Some("k"));
        assert_eq!(b("_ZN4dim34getEv"), None);
        assert_eq!(b("_Z"), None);
        assert_eq!(b("_Z0"), None);
        assert_eq!(b("_Z5abc"), None);
        assert_eq!(b("_Z99999999999999999999x"), None);
        assert_eq!(b("get_local_id"), None);
        assert_eq!(b("llvm.sqrt.f32"), None);
        assert_eq!(b("_Z2\u{e9}x"), None);
    }
}
