//! The one module loader of the CLI and the options every subcommand shares for it.
//!
//! [`load`] reads an input (a `.ll`, `.bc` or GPU source file, or `-` for standard input,
//! converted to IR text by [`crate::input`]), parses it, sets the target triple given with `--triple`
//! (overriding the module's, as `opt -mtriple` does), runs the verifier unless `--no-verify`,
//! and resolves the target and its warp size. Every error is printed to standard error with the
//! file's path (and the line, column, source line and a caret for reader errors); the caller
//! exits with the returned code, 2.
//!
//! The warp size is, in order of precedence:
//! 1. `--warp-size N`;
//! 2. on AMDGPU, `+wavefrontsize32` / `+wavefrontsize64` in a function's `"target-features"`
//!    (LLVM appends function features to the processor's defaults);
//! 3. `+wavefrontsize32` / `+wavefrontsize64` in `--mattr` (AMDGPU);
//! 4. the default of the processor named by `--mcpu` (`warpflow_target::cpu`);
//! 5. the default of the processor named by a function's `"target-cpu"` attribute;
//! 6. the target's default (NVPTX 32, AMDGPU 64, SPIR 32).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use warpflow_ir::{Attr, Module};
use warpflow_target::target::check_warp_size;
use warpflow_target::Target;

/// The target options of every subcommand that analyses or runs a module (flattened into each).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct TargetArgs {
    /// target triple, replacing the module's `target triple` (like `opt -mtriple`), e.g.
    /// nvptx64-nvidia-cuda, amdgcn-amd-amdhsa, amdgcn--, spir64
    #[arg(long, visible_alias = "mtriple", value_name = "TRIPLE")]
    pub triple: Option<String>,
    /// processor, for the default warp size: AMDGPU gfx10xx, gfx11xx, gfx12xx wave32 (unless
    /// the module says +wavefrontsize64), gfx9xx and older wave64; NVPTX sm_NN 32
    #[arg(long, value_name = "CPU")]
    pub mcpu: Option<String>,
    /// target features, comma-separated as for `llc -mattr`; `+wavefrontsize32` and
    /// `+wavefrontsize64` choose the AMDGPU wavefront size (the module's own
    /// "target-features" take precedence, as in LLVM)
    #[arg(long, value_name = "FEATURES")]
    pub mattr: Option<String>,
    /// lanes per warp (wavefront, sub-group), a power of two up to 64 [default: from the
    /// module's features, --mcpu, the module's target-cpu, then the target]
    #[arg(long, value_name = "N")]
    pub warp_size: Option<u32>,
}

impl TargetArgs {
    fn any(&self) -> bool {
        self.triple.is_some() || self.mcpu.is_some() || self.mattr.is_some() || self.warp_size.is_some()
    }
}

/// The verifier option of every subcommand that reads a module.
#[derive(clap::Args, Debug, Clone, Copy, Default)]
pub struct VerifyArgs {
    /// do not run the verifier on the input
    #[arg(long)]
    pub no_verify: bool,
}

/// What a subcommand needs of the target.
#[derive(Clone, Copy, Debug)]
pub enum TargetUse<'a> {
    /// nothing (the module's triple is kept as written)
    None,
    /// the target when the module (or `--triple`) names a supported one; a module without a
    /// triple, or with one no GPU model describes, loads without a target unless target options
    /// were given
    Optional(&'a TargetArgs),
    /// a supported target: a module without a triple is an error
    Required(&'a TargetArgs),
}

/// The resolved target of a loaded module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetInfo {
    /// the architecture
    pub target: Target,
    /// the triple in effect (the module's, or `--triple`)
    pub triple: String,
    /// lanes per warp
    pub warp_size: u32,
}

/// A loaded module.
#[derive(Debug)]
pub struct Input {
    /// the file (`-`: standard input)
    pub path: PathBuf,
    /// its name in messages (see [`crate::input::IrInput::name`])
    pub name: String,
    /// its text
    pub src: String,
    /// the parsed module (its triple replaced by `--triple` when given)
    pub module: Module,
    /// the target (always present with [`TargetUse::Required`])
    pub target: Option<TargetInfo>,
}

impl Input {
    /// The warp size, when the target is known.
    pub fn warp_size(&self) -> Option<u32> {
        self.target.as_ref().map(|t| t.warp_size)
    }
}

/// Loads `path` (see the module documentation), printing any error to standard error; the
/// error value is the exit code, 2.
pub fn load(path: &Path, verify: VerifyArgs, target: TargetUse<'_>) -> Result<Input, ExitCode> {
    load_module(path, verify, target).map_err(|text| {
        eprint!("{text}");
        ExitCode::from(2)
    })
}

/// [`load`], returning the error's full text (one or more lines, each ending in a newline).
pub fn load_module(path: &Path, verify: VerifyArgs, target: TargetUse<'_>) -> Result<Input, String> {
    let triple = match target {
        TargetUse::None => None,
        TargetUse::Optional(a) | TargetUse::Required(a) => a.triple.as_deref(),
    };
    let ir = crate::input::read_ir(path, triple)?;
    let (name, bytes) = (ir.name, ir.bytes);
    // Bytes that are not UTF-8 are allowed in comments and strings (as in llvm-as) and are an
    // error at their line:column elsewhere; the text shown beside errors replaces them.
    let src = String::from_utf8_lossy(&bytes).into_owned();
    let mut module =
        warpflow_ir::parse_bytes(&bytes).map_err(|e| crate::diag::render_parse_error(&name, &src, &e))?;
    let args = match target {
        TargetUse::None => None,
        TargetUse::Optional(a) | TargetUse::Required(a) => Some(a),
    };
    if let Some(t) = args.and_then(|a| a.triple.as_ref()) {
        module.triple = Some(t.clone());
    }
    if !verify.no_verify {
        if let Err(errs) = warpflow_ir::verify_module(&module) {
            return Err(crate::diag::render_verify_errors(&name, &src, &errs));
        }
    }
    let target = match target {
        TargetUse::None => None,
        TargetUse::Required(a) => Some(resolve(&module, a).map_err(|e| format!("error: {name}{e}\n"))?),
        TargetUse::Optional(a) => match resolve(&module, a) {
            Ok(t) => Some(t),
            Err(_) if !a.any() => None,
            Err(e) => return Err(format!("error: {name}{e}\n")),
        },
    };
    Ok(Input { path: path.to_path_buf(), name, src, module, target })
}

/// The target of `m` (whose triple `--triple` has already replaced) under `a`; the error text
/// follows the file name (it starts with `:` or a space).
pub fn resolve(m: &Module, a: &TargetArgs) -> Result<TargetInfo, String> {
    let Some(triple) = m.triple.clone() else {
        return Err(" has no `target triple`; give one with --triple, for example --triple \
             nvptx64-nvidia-cuda or --triple amdgcn-amd-amdhsa"
            .to_string());
    };
    let target = Target::from_triple(&triple).map_err(|e| {
        let hint = if a.triple.is_some() { "" } else { "; give another with --triple" };
        format!(": {e}{hint}")
    })?;
    let cpu_default = match &a.mcpu {
        Some(cpu) => Some(target.cpu_warp_size(cpu).ok_or_else(|| unknown_cpu(target, cpu))?),
        None => None,
    };
    let warp_size = match a.warp_size {
        Some(n) => check_warp_size(n).map_err(|e| format!(": --warp-size: {e}"))?,
        None => features_warp_size(m, target)
            .or_else(|| a.mattr.as_deref().and_then(|f| wavefront_feature(target, f)))
            .or(cpu_default)
            .or_else(|| module_cpu(m).and_then(|cpu| target.cpu_warp_size(cpu)))
            .unwrap_or(target.default_warp_size()),
    };
    Ok(TargetInfo { target, triple, warp_size })
}

fn unknown_cpu(target: Target, cpu: &str) -> String {
    let known = match target {
        Target::Amdgpu => {
            "AMDGPU processors are those of `llc-19 -mtriple=amdgcn -mcpu=help`, gfx600 to gfx1201"
        }
        Target::Nvptx => "NVPTX processors are sm_NN, e.g. sm_70 or sm_90a",
        Target::Spir => "SPIR has no processors; give the sub-group size with --warp-size",
    };
    format!(": --mcpu: unknown processor `{cpu}` for target {target} ({known})")
}

/// The value of the string attribute `"key"="value"` among `list` (directly or in a `#N` group).
fn string_attr<'m>(m: &'m Module, list: &[Attr], key: &str) -> Option<&'m str> {
    list.iter().find_map(|a| match *a {
        Attr::Item(s) => {
            let (k, v) = m.str(s).strip_prefix('"')?.split_once("\"=\"")?;
            (k == key).then(|| v.strip_suffix('"').unwrap_or(v))
        }
        Attr::Group(n) => string_attr(m, m.attr_group(n)?, key),
    })
}

/// `+wavefrontsize32` / `+wavefrontsize64` in the first function whose features name one
/// (AMDGPU only).
fn features_warp_size(m: &Module, target: Target) -> Option<u32> {
    if target != Target::Amdgpu {
        return None;
    }
    m.funcs.values().find_map(|f| wavefront_feature(target, string_attr(m, &f.fn_attrs, "target-features")?))
}

/// The last `+wavefrontsize32` / `+wavefrontsize64` of a comma-separated feature list (AMDGPU).
fn wavefront_feature(target: Target, features: &str) -> Option<u32> {
    if target != Target::Amdgpu {
        return None;
    }
    features.split(',').rev().find_map(|feat| match feat.trim() {
        "+wavefrontsize32" => Some(32),
        "+wavefrontsize64" => Some(64),
        _ => None,
    })
}

/// The `"target-cpu"` of the first function that has one.
fn module_cpu(m: &Module) -> Option<&str> {
    m.funcs.values().find_map(|f| string_attr(m, &f.fn_attrs, "target-cpu"))
}

/// Rewrites LLVM's single-dash spellings `-mtriple`, `-mtriple=T`, `-mcpu`, `-mcpu=C` (as on the
/// RUN lines of LLVM's regression tests) to `--mtriple` / `--mcpu`, so that clap (which takes a
/// single dash for one-letter options only) accepts them. Arguments after `--` are left alone.
pub fn llvm_spellings(args: impl IntoIterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    let mut out = Vec::new();
    let mut rest = false;
    for a in args {
        if !rest {
            if a == "--" {
                rest = true;
            } else if let Some(s) = a.to_str() {
                let known = ["-mtriple", "-mcpu", "-mattr"]
                    .iter()
                    .any(|o| s.strip_prefix(o).is_some_and(|r| r.is_empty() || r.starts_with('=')));
                if known {
                    out.push(format!("-{s}").into());
                    continue;
                }
            }
        }
        out.push(a);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(src: &str) -> Module {
        warpflow_ir::parse(src).unwrap()
    }

    fn ws(src: &str, a: &TargetArgs) -> Result<u32, String> {
        let mut m = module(src);
        if let Some(t) = &a.triple {
            m.triple = Some(t.clone());
        }
        resolve(&m, a).map(|t| t.warp_size)
    }

    const BARE: &str = "define void @f() {\n  ret void\n}\n";

    #[test]
    fn warp_size_precedence() {
        let amd = TargetArgs { triple: Some("amdgcn--".into()), ..Default::default() };
        assert_eq!(ws(BARE, &amd), Ok(64));
        let nv = TargetArgs { triple: Some("nvptx64-nvidia-cuda".into()), ..Default::default() };
        assert_eq!(ws(BARE, &nv), Ok(32));
        let rdna = TargetArgs { mcpu: Some("gfx1100".into()), ..amd.clone() };
        assert_eq!(ws(BARE, &rdna), Ok(32));
        let wave64 = "define void @f() #0 {\n  ret void\n}\nattributes #0 = { \"target-cpu\"=\"gfx1100\" \"target-features\"=\"+dpp,+wavefrontsize64\" }\n";
        assert_eq!(ws(wave64, &rdna), Ok(64), "module features win over --mcpu");
        let cpu_only = "define void @f() \"target-cpu\"=\"gfx1030\" {\n  ret void\n}\n";
        assert_eq!(ws(cpu_only, &amd), Ok(32), "the module's target-cpu");
        let cdna = TargetArgs { mcpu: Some("gfx90a".into()), ..amd.clone() };
        assert_eq!(ws(cpu_only, &cdna), Ok(64), "--mcpu wins over the module's target-cpu");
        let mattr64 = TargetArgs { mattr: Some("+dpp,+wavefrontsize64".into()), ..rdna.clone() };
        assert_eq!(ws(BARE, &mattr64), Ok(64), "--mattr wins over --mcpu");
        let mattr32 = TargetArgs { mattr: Some("+wavefrontsize32".into()), ..amd.clone() };
        assert_eq!(ws(BARE, &mattr32), Ok(32));
        assert_eq!(ws(wave64, &mattr32), Ok(64), "module features win over --mattr");
        let nv_mattr = TargetArgs { mattr: Some("+wavefrontsize64".into()), ..nv.clone() };
        assert_eq!(ws(BARE, &nv_mattr), Ok(32), "the feature is AMDGPU's");
        let forced = TargetArgs { warp_size: Some(16), ..rdna.clone() };
        assert_eq!(ws(wave64, &forced), Ok(16));
    }

    #[test]
    fn errors() {
        let e = ws(BARE, &TargetArgs::default()).unwrap_err();
        assert!(e.contains("no `target triple`") && e.contains("--triple nvptx64-nvidia-cuda"), "{e}");
        let bad_cpu =
            TargetArgs { triple: Some("amdgcn--".into()), mcpu: Some("sm_70".into()), ..Default::default() };
        let e = ws(BARE, &bad_cpu).unwrap_err();
        assert!(e.contains("unknown processor `sm_70` for target amdgpu"), "{e}");
        let bad_ws = TargetArgs { triple: Some("nvptx64".into()), warp_size: Some(48), ..Default::default() };
        assert!(ws(BARE, &bad_ws).unwrap_err().contains("--warp-size: invalid warp size 48"));
        let x86 = TargetArgs { triple: Some("x86_64-pc-linux-gnu".into()), ..Default::default() };
        assert!(ws(BARE, &x86).unwrap_err().contains("unsupported target triple"));
    }

    #[test]
    fn single_dash_llvm_options() {
        let args =
            ["warpflow", "analyze", "-mtriple=amdgcn--", "-mcpu", "gfx1100", "-mtriplex", "--", "-mcpu"];
        let out = llvm_spellings(args.iter().map(std::ffi::OsString::from));
        let out: Vec<_> = out.iter().map(|s| s.to_str().unwrap()).collect();
        assert_eq!(
            out,
            ["warpflow", "analyze", "--mtriple=amdgcn--", "--mcpu", "gfx1100", "-mtriplex", "--", "-mcpu"]
        );
    }
}

/// The launch-fact options of `analyze` and `check`: what a launch tells the static analyses
/// (block and grid dimensions, scalar argument values; see
/// `warpflow_analysis::uniformity::launch`).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct LaunchArgs {
    /// a launch spec (the TOML of `warpflow run`): its kernel, grid and block dimensions and
    /// the values of its scalar arguments
    #[arg(long, value_name = "SPEC.toml")]
    pub launch: Option<PathBuf>,
    /// threads per block, X[,Y[,Z]] (overrides the launch spec's)
    #[arg(long, value_name = "X[,Y,Z]")]
    pub block_dim: Option<String>,
    /// blocks per grid, X[,Y[,Z]] (overrides the launch spec's)
    #[arg(long, value_name = "X[,Y,Z]")]
    pub grid_dim: Option<String>,
    /// the value of a scalar kernel argument: NAME is the parameter's IR name (`%n` or `n`)
    /// or its position (`#2`, 0-based); repeatable
    #[arg(long = "arg", value_name = "NAME=VALUE")]
    pub args: Vec<String>,
}

fn parse_dims(flag: &str, text: &str) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("error: {flag} {text:?}: expected X, X,Y or X,Y,Z\n"));
    }
    let mut out = [1u32; 3];
    for (k, p) in parts.iter().enumerate() {
        out[k] = match p.parse::<u32>() {
            Ok(v) if v >= 1 => v,
            _ => return Err(format!("error: {flag} {text:?}: {p:?} is not a positive integer\n")),
        };
    }
    Ok(out)
}

fn parse_int(text: &str) -> Option<u64> {
    let t = text.trim();
    if let Some(h) = t.strip_prefix("0x") {
        return u64::from_str_radix(h, 16).ok();
    }
    if let Some(neg) = t.strip_prefix('-') {
        return neg.parse::<i64>().ok().map(|v| (-v) as u64);
    }
    t.parse::<u64>().ok()
}

impl LaunchArgs {
    /// The launch facts for module `m`, or the error's text (the caller exits with 2).
    pub fn facts(&self, m: &Module) -> Result<warpflow_analysis::uniformity::LaunchFacts, String> {
        use warpflow_analysis::uniformity::LaunchFacts;
        let mut facts = LaunchFacts::default();
        if let Some(p) = &self.launch {
            let text = std::fs::read_to_string(p)
                .map_err(|e| format!("error: cannot read launch spec {}: {e}\n", p.display()))?;
            let spec = warpflow_simt::LaunchSpec::from_toml(&text)
                .and_then(|s| s.validate().map(|_| s))
                .map_err(|e| format!("error: {}: {e}\n", p.display()))?;
            let Some(f) = m.funcs.keys().find(|&f| m.func_name(f) == spec.kernel && m.funcs[f].is_definition)
            else {
                return Err(format!(
                    "error: {}: kernel `{}` is not defined in the module\n",
                    p.display(),
                    spec.kernel
                ));
            };
            if spec.args.len() != m.funcs[f].args.len() {
                return Err(format!(
                    "error: {}: {} arguments, but `{}` has {} parameters\n",
                    p.display(),
                    spec.args.len(),
                    spec.kernel,
                    m.funcs[f].args.len()
                ));
            }
            facts.kernel = Some(spec.kernel.clone());
            facts.block = Some(spec.block);
            facts.grid = Some(spec.grid);
            for (k, a) in spec.args.iter().enumerate() {
                if a.kind == warpflow_simt::ArgKind::Scalar && !a.ty.is_float() {
                    facts.args.push((k as u32, a.scalar_bits()));
                }
            }
        }
        if let Some(b) = &self.block_dim {
            facts.block = Some(parse_dims("--block-dim", b)?);
        }
        if let Some(g) = &self.grid_dim {
            facts.grid = Some(parse_dims("--grid-dim", g)?);
        }
        if !self.args.is_empty() {
            // The kernel: the launch spec's, else the module's only kernel.
            let kernel = match &facts.kernel {
                Some(k) => m.funcs.keys().find(|&f| m.func_name(f) == k),
                None => {
                    let ks: Vec<_> = m
                        .funcs
                        .keys()
                        .filter(|&f| m.funcs[f].is_definition && is_kernel_entry(m, f))
                        .collect();
                    match ks.as_slice() {
                        [k] => Some(*k),
                        _ => {
                            return Err(format!(
                            "error: --arg needs one kernel, and the module has {} (name it with --launch)\n",
                            ks.len()
                        ))
                        }
                    }
                }
            };
            let Some(kf) = kernel else { return Err("error: --arg: no kernel\n".to_string()) };
            let func = &m.funcs[kf];
            for a in &self.args {
                let Some((name, value)) = a.split_once('=') else {
                    return Err(format!("error: --arg {a:?}: expected NAME=VALUE\n"));
                };
                let name = name.trim();
                let Some(k) = param_index(m, func, name) else {
                    return Err(format!(
                        "error: --arg {a:?}: `{}` has no parameter {name} (use its IR name or #INDEX)\n",
                        m.func_name(kf)
                    ));
                };
                let is_int = func.values.get(func.args[k]).is_some_and(|d| m.types.int_width(d.ty).is_some());
                if !is_int {
                    return Err(format!("error: --arg {a:?}: parameter {k} is not an integer\n"));
                }
                let Some(v) = parse_int(value) else {
                    return Err(format!("error: --arg {a:?}: {value:?} is not an integer\n"));
                };
                facts.args.retain(|(i, _)| *i as usize != k);
                facts.args.push((k as u32, v));
                facts.kernel.get_or_insert_with(|| m.func_name(kf).to_string());
            }
            facts.args.sort();
        }
        Ok(facts)
    }
}

/// The position of the parameter of `func` that `name` means: its IR name (`%n` or `n`, the
/// number of an unnamed one) or `#INDEX` (0-based).
pub fn param_index(m: &Module, func: &warpflow_ir::Function, name: &str) -> Option<usize> {
    if let Some(n) = name.strip_prefix('#') {
        return n.parse::<usize>().ok().filter(|&k| k < func.args.len());
    }
    let bare = name.strip_prefix('%').unwrap_or(name);
    let named = func
        .args
        .iter()
        .position(|&v| func.values.get(v).and_then(|d| d.name).is_some_and(|s| m.str(s) == bare));
    // Unnamed parameters print as %0, %1, ... in order.
    let numbered = bare.parse::<usize>().ok().filter(|&k| {
        k < func.args.len()
            && func.args[..=k].iter().all(|&v| func.values.get(v).is_some_and(|d| d.name.is_none()))
    });
    named.or(numbered)
}

/// Whether `f` is a kernel entry of its module on any target (calling convention or
/// `!nvvm.annotations`), for choosing the kernel of `--arg`.
fn is_kernel_entry(m: &Module, f: warpflow_ir::FuncId) -> bool {
    let Some(t) = m.triple.as_deref().and_then(|t| warpflow_target::TargetModel::for_triple(t).ok()) else {
        return false;
    };
    warpflow_analysis::uniformity::is_kernel(m, t.target(), f, warpflow_analysis::uniformity::Mode::Default)
}
