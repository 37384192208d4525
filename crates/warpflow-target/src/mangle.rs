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

/// Whether the first mangled parameter of an OpenCL builtin is a signed integer or a vector of
/// them (`_Z3maxii`, `_Z3absDv4_i`: signed; `_Z3maxjj`, `_Z5clampDv2_mS_S_`: unsigned); `char`
/// (`c`) is signed in OpenCL C. `None` when it is no integer (`_Z3maxff`) or the name is not
/// a mangled one.
pub fn opencl_first_param_signed(mangled: &str) -> Option<bool> {
    let name = itanium_base_name(mangled)?;
    let after_z = &mangled[2..];
    let digits = after_z.bytes().take_while(u8::is_ascii_digit).count();
    let mut rest = &after_z[digits + name.len()..];
    if let Some(v) = rest.strip_prefix("Dv") {
        let n = v.bytes().take_while(u8::is_ascii_digit).count();
        rest = v[n..].strip_prefix('_')?;
    }
    match rest.as_bytes().first()? {
        b'i' | b'l' | b's' | b'a' | b'c' => Some(true),
        b'j' | b'm' | b't' | b'h' => Some(false),
        _ => None,
    }
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
    fn first_parameter_signedness() {
        use super::opencl_first_param_signed as s;
        assert_eq!(s("_Z3maxii"), Some(true));
        assert_eq!(s("_Z3maxjj"), Some(false));
        assert_eq!(s("_Z3absDv4_i"), Some(true));
        assert_eq!(s("_Z5clampDv2_mS_S_"), Some(false));
        assert_eq!(s("_Z5rhaddcc"), Some(true));
        assert_eq!(s("_Z5rhaddhh"), Some(false));
        assert_eq!(s("_Z3maxff"), None);
        assert_eq!(s("_Z3maxDv4_fS_"), None);
        assert_eq!(s("max"), None);
        assert_eq!(s("_Z3max"), None);
        assert_eq!(s("_Z3maxDv4"), None);
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
