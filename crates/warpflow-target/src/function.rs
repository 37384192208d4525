//! Facts about code other than builtin calls: inline-assembly output constraints (which
//! register file an output lands in) and function attributes that bound the number of threads
//! running a function.
//!
//! Sources: the LLVM "User Guide for AMDGPU Backend" (inline assembly constraints `s`, `v`,
//! `a` and physical registers `{s0}`, `{v[0:1]}`, `{a0}`; the `amdgpu-flat-work-group-size`
//! attribute, "min,max" work-items per work-group), and LLVM 19's
//! `GCNTTIImpl::isInlineAsmSourceOfDivergence` and `GCNSubtarget::isSingleLaneExecution`
//! (checked by `tests/filecheck/amdgpu_llvm19_asm.ll` against the same output as `opt-19`).

use serde::{Deserialize, Serialize};

use crate::target::{Target, TargetSet};
use crate::uniformity::Uniformity;

/// How an inline-asm constraint code is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConstraintForm {
    /// A register-class letter (`s`, `v`).
    Class,
    /// A physical register `{NAME...}` whose name starts with the code (`{s0}`, `{s[2:3]}`).
    PhysicalPrefix,
}

/// One inline-asm output constraint and the uniformity of a value produced in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AsmConstraintInfo {
    /// The constraint code without `=` / `&` (`s`, or the register-name prefix for
    /// [`ConstraintForm::PhysicalPrefix`]).
    pub code: &'static str,
    /// How it is written.
    pub form: ConstraintForm,
    /// Targets it applies to.
    pub targets: TargetSet,
    /// The uniformity of an output in it, whatever the inputs: a scalar register holds one
    /// value for the whole warp.
    pub uniformity: Uniformity,
    /// The register file, for documentation (`SGPR`, `VGPR`, `AGPR`).
    pub register_file: &'static str,
}

const fn c(code: &'static str, form: ConstraintForm, u: Uniformity, rf: &'static str) -> AsmConstraintInfo {
    AsmConstraintInfo { code, form, targets: TargetSet::AMDGPU, uniformity: u, register_file: rf }
}

/// Inline-asm output constraints. A constraint not listed is divergent (LLVM 19 also treats
/// a constraint it cannot map to a scalar register class as divergent).
pub static ASM_CONSTRAINTS: &[AsmConstraintInfo] = &[
    c("s", ConstraintForm::Class, Uniformity::WarpUniform, "SGPR"),
    c("s", ConstraintForm::PhysicalPrefix, Uniformity::WarpUniform, "SGPR"),
    c("v", ConstraintForm::Class, Uniformity::Divergent, "VGPR"),
    c("v", ConstraintForm::PhysicalPrefix, Uniformity::Divergent, "VGPR"),
    c("a", ConstraintForm::Class, Uniformity::Divergent, "AGPR"),
    c("a", ConstraintForm::PhysicalPrefix, Uniformity::Divergent, "AGPR"),
];

/// A string function attribute whose value bounds the threads that run the function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreadBoundAttr {
    /// The attribute key (without quotes).
    pub key: &'static str,
    /// Targets it applies to.
    pub targets: TargetSet,
    /// Which comma-separated field of the value is the maximum thread count.
    pub max_field: u8,
}

/// Attributes that bound the threads of a function. When the bound is 1, one thread runs the
/// function: every value in it is uniform (LLVM 19: `hasBranchDivergence` is false and it
/// prints `ALL VALUES UNIFORM`).
pub static THREAD_BOUND_ATTRS: &[ThreadBoundAttr] =
    &[ThreadBoundAttr { key: "amdgpu-flat-work-group-size", targets: TargetSet::AMDGPU, max_field: 1 }];

/// The uniformity of each output of an inline-asm call with constraint string `constraints`
/// (LLVM syntax: comma-separated, outputs start with `=`), in output order.
pub fn asm_output_uniformity(target: Target, constraints: &str) -> Vec<Uniformity> {
    constraints
        .split(',')
        .filter_map(|c| c.trim().strip_prefix('='))
        .map(|c| {
            let c = c.trim_start_matches('&');
            let (form, code) = match c.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
                Some(reg) => (ConstraintForm::PhysicalPrefix, reg),
                None => (ConstraintForm::Class, c),
            };
            ASM_CONSTRAINTS
                .iter()
                .find(|e| {
                    e.form == form
                        && e.targets.contains(target)
                        && match form {
                            ConstraintForm::Class => code == e.code,
                            ConstraintForm::PhysicalPrefix => code
                                .strip_prefix(e.code)
                                .is_some_and(|r| r.starts_with(|ch: char| ch.is_ascii_digit() || ch == '[')),
                        }
                })
                .map_or(Uniformity::Divergent, |e| e.uniformity)
        })
        .collect()
}

/// Whether string attribute `key` = `value` says at most one thread runs the function.
pub fn single_thread(target: Target, key: &str, value: &str) -> bool {
    THREAD_BOUND_ATTRS.iter().any(|a| {
        a.key == key
            && a.targets.contains(target)
            && value.split(',').nth(a.max_field as usize).and_then(|v| v.trim().parse::<u64>().ok())
                == Some(1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Uniformity::*;

    #[test]
    fn asm_outputs() {
        let a = |s| asm_output_uniformity(Target::Amdgpu, s);
        assert_eq!(a("=s,v"), vec![WarpUniform]);
        assert_eq!(a("={s0}"), vec![WarpUniform]);
        assert_eq!(a("={s[2:3]}"), vec![WarpUniform]);
        assert_eq!(a("=s,=v,v"), vec![WarpUniform, Divergent]);
        assert_eq!(a("=v,=&s"), vec![Divergent, WarpUniform]);
        assert_eq!(a("={v0}"), vec![Divergent]);
        assert_eq!(a("=a"), vec![Divergent]);
        assert_eq!(a("=r"), vec![Divergent]);
        assert_eq!(a("={scc}"), vec![Divergent]);
        assert_eq!(a("r,!i"), Vec::<Uniformity>::new());
        assert_eq!(asm_output_uniformity(Target::Nvptx, "=s"), vec![Divergent]);
    }

    #[test]
    fn single_thread_attr() {
        assert!(single_thread(Target::Amdgpu, "amdgpu-flat-work-group-size", "1,1"));
        assert!(!single_thread(Target::Amdgpu, "amdgpu-flat-work-group-size", "1,2"));
        assert!(!single_thread(Target::Amdgpu, "amdgpu-flat-work-group-size", "1"));
        assert!(!single_thread(Target::Nvptx, "amdgpu-flat-work-group-size", "1,1"));
        assert!(!single_thread(Target::Amdgpu, "amdgpu-waves-per-eu", "1,1"));
    }
}
