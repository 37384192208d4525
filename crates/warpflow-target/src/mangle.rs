//! Just enough of the Itanium C++ ABI name mangling to recognise OpenCL builtins: the base name
//! of a non-nested mangled function name (`_Z12get_local_idj` -> `get_local_id`), the
//! signedness of a builtin's last integer parameter, and the size of what its first (pointer)
//! parameter points to.
//!
//! Invariant: never panics and never allocates; returns `None` for anything that is not
//! `_Z<decimal length><identifier of that length>...` with a non-empty identifier (nested names
//! `_ZN...`, local names `_ZZ...`, special names `_ZT...` and plain C names are `None`).

/// The unqualified base name of an Itanium-mangled function name.
pub fn itanium_base_name(mangled: &str) -> Option<&str> {
    split_name(mangled).map(|(name, _)| name)
}

/// The base name and the mangled parameter types after it (`_Z3maxii` -> `("max", "ii")`).
fn split_name(mangled: &str) -> Option<(&str, &str)> {
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
    let (name, params) = body.split_at(len);
    let ok = name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    ok.then_some((name, params))
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
    let (_, mut rest) = split_name(mangled)?;
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

/// The size in bytes of the type the first parameter of an OpenCL builtin points to, as the
/// OpenCL C program lays it out: the `gentype` of `async_work_group_copy`
/// (`_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event`: `int`, 4). The parameter is `P`,
/// then any address-space (`U3AS1`) and CV (`K`, `V`, `r`) qualifiers, then a builtin scalar
/// (`c`/`a`/`h`/`b` 1, `s`/`t`/`Dh` 2, `i`/`j`/`f` 4, `l`/`m`/`x`/`y`/`d` 8) or a vector
/// `Dv<N>_<scalar>` of `N` of them, a 3-vector taking the space of 4 (OpenCL C's `sizeof`).
/// `None` when the first parameter is not such a pointer.
pub fn opencl_first_pointee_size(mangled: &str) -> Option<u64> {
    let mut p = split_name(mangled)?.1.strip_prefix('P')?;
    loop {
        if let Some(rest) = p.strip_prefix(['K', 'V', 'r']) {
            p = rest;
        } else if let Some(rest) = p.strip_prefix('U') {
            // a vendor qualifier: `U<decimal length><identifier>`
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let len: usize = rest.get(..digits)?.parse().ok()?;
            p = rest.get(digits..)?.get(len..)?;
        } else {
            break;
        }
    }
    let scalar = |s: &str| -> Option<u64> {
        Some(match s {
            "c" | "a" | "h" | "b" => 1,
            "s" | "t" | "Dh" => 2,
            "i" | "j" | "f" => 4,
            "l" | "m" | "x" | "y" | "d" => 8,
            _ => return None,
        })
    };
    if let Some(v) = p.strip_prefix("Dv") {
        let digits = v.bytes().take_while(u8::is_ascii_digit).count();
        let n: u64 = v.get(..digits)?.parse().ok()?;
        let rest = v.get(digits..)?.strip_prefix('_')?;
        let elem = [1, 2].into_iter().find_map(|k| rest.get(..k).and_then(scalar))?;
        let slots = if n == 3 { 4 } else { n };
        return matches!(n, 2 | 3 | 4 | 8 | 16).then_some(elem * slots);
    }
    [1, 2].into_iter().find_map(|k| p.get(..k).and_then(scalar))
}

#[cfg(test)]
mod tests {
    use super::itanium_base_name as b;

    #[test]
    fn first_pointee_sizes() {
        use super::opencl_first_pointee_size as s;
        assert_eq!(s("_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event"), Some(4));
        assert_eq!(s("_Z29async_work_group_strided_copyPU3AS1fPU3AS3Kfmm9ocl_event"), Some(4));
        assert_eq!(s("_Z21async_work_group_copyPU3AS3cPU3AS1Kcm9ocl_event"), Some(1));
        assert_eq!(s("_Z21async_work_group_copyPU3AS3tPU3AS1Ktm9ocl_event"), Some(2));
        assert_eq!(s("_Z21async_work_group_copyPU3AS3lPU3AS1Klm9ocl_event"), Some(8));
        assert_eq!(s("_Z21async_work_group_copyPU3AS3dPU3AS1Kdm9ocl_event"), Some(8));
        assert_eq!(s("_Z21async_work_group_copyPU3AS3DhPU3AS1KDhm9ocl_event"), Some(2));
        assert_eq!(s("_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event"), Some(16));
        // a 3-vector occupies the space of 4 elements
        assert_eq!(s("_Z21async_work_group_copyPU3AS3Dv3_iPU3AS1KS_m9ocl_event"), Some(16));
        assert_eq!(s("_Z21async_work_group_copyPU3AS3Dv16_hPU3AS1KS_m9ocl_event"), Some(16));
        assert_eq!(s("_Z21async_work_group_copyPU3AS3Dv2_dPU3AS1KS_m9ocl_event"), Some(16));
        // qualifiers in another order, no address space
        assert_eq!(s("_Z1fPVKj"), Some(4));
        // not a pointer first, an unknown pointee, a vector of no OpenCL length, not mangled
        assert_eq!(s("_Z6vload4mPU3AS1Kf"), None);
        assert_eq!(s("_Z1fP9ocl_event"), None);
        assert_eq!(s("_Z1fPDv5_f"), None);
        assert_eq!(s("_Z1fPU3AS"), None);
        assert_eq!(s("_Z1fP"), None);
        assert_eq!(s("async_work_group_copy"), None);
    }

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
