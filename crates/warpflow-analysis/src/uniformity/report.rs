//! Rendering of uniformity results: LLVM's `print<uniformity>` layout, a human report with
//! witness chains and source lines, and JSON data. No IO: every function returns a `String` or a
//! serde value.
//!
//! Instructions are shown as the IR printer prints them (LLVM's slot numbering and metadata
//! numbering): [`ModuleText`] prints the module once and records each instruction's line, so a
//! full report is linear in the module size (LLVM renumbers the module for every printed
//! instruction).

use std::collections::HashMap;
use std::fmt::{self, Write};

use serde::Serialize;
use warpflow_ir::{Block, FuncId, Inst, Module, ValueDef};
use warpflow_target::Uniformity;

use super::{FunctionUniformity, Mode, ModuleUniformity, Reason, SourceKind, WitnessStep};
use crate::cfg::FunctionCfg;
use crate::cycles::CycleInfo;
use crate::graph::NodeId;

/// The printed module with the line of every instruction.
///
/// Metadata attachments are renumbered the way LLVM's slot tracker numbers metadata (named
/// metadata first, then each function's attachments and its instructions' attachments, each
/// node before its operands, `DIExpression`s never), so lines match `opt-19`'s.
#[derive(Clone, Debug)]
pub struct ModuleText {
    text: String,
    lines: HashMap<FuncId, Vec<(u32, u32)>>,
    module_md: Vec<u32>,
    fn_md: HashMap<FuncId, HashMap<warpflow_ir::MetaId, u32>>,
}

/// Numbers metadata nodes as LLVM's slot tracker does: pre-order from `root`, a node before its
/// operands, `DIExpression`s never. `known` holds numbers given earlier (module level), `local`
/// receives new ones.
const NO_LINE: (u32, u32) = (u32::MAX, u32::MAX);

fn number_from(
    m: &Module,
    root: warpflow_ir::MetaId,
    known: &[u32],
    local: &mut HashMap<warpflow_ir::MetaId, u32>,
    next: &mut u32,
) {
    let mut stack = vec![root];
    while let Some(id) = stack.pop() {
        let Some(node) = m.metadata.get(id) else { continue };
        if known.get(id.0 as usize).is_some_and(|&n| n != u32::MAX)
            || local.contains_key(&id)
            || node.specialized_kind() == Some("DIExpression")
        {
            continue;
        }
        local.insert(id, *next);
        *next += 1;
        for (_, t) in node.refs.iter().rev() {
            if let warpflow_ir::MetaTarget::Node(c) = t {
                stack.push(*c);
            }
        }
    }
}

/// LLVM's module-level metadata numbering (global variables' attachments, then named
/// metadata), and the next free number.
fn module_numbering(m: &Module) -> (Vec<u32>, u32) {
    let mut local = HashMap::new();
    let mut next = 0u32;
    for g in m.globals.values() {
        for (_, id) in &g.props.md {
            number_from(m, *id, &[], &mut local, &mut next);
        }
    }
    for nm in &m.named_meta {
        for &id in &nm.nodes {
            number_from(m, id, &[], &mut local, &mut next);
        }
    }
    let mut num = vec![u32::MAX; m.metadata.len()];
    for (id, n) in local {
        num[id.0 as usize] = n;
    }
    (num, next)
}

/// The numbers LLVM gives the metadata of one function when it prints one of its
/// instructions: the module-level numbers, then the function's attachments and its
/// instructions' metadata in order.
fn function_numbering(
    m: &Module,
    f: &warpflow_ir::Function,
    known: &[u32],
    mut next: u32,
) -> HashMap<warpflow_ir::MetaId, u32> {
    let mut local = HashMap::new();
    for (_, id) in &f.props.md {
        number_from(m, *id, known, &mut local, &mut next);
    }
    for b in f.block_order() {
        for i in f.block_insts(b) {
            let d = f.inst(i);
            if let warpflow_ir::InstKind::DbgRecord(r) = &d.kind {
                for id in r.fields.iter().flatten() {
                    number_from(m, *id, known, &mut local, &mut next);
                }
            }
            for &a in &d.args {
                if let Some(ValueDef::Meta(warpflow_ir::MetaArg::Node(id))) = f.values.get(a).map(|v| v.def) {
                    number_from(m, id, known, &mut local, &mut next);
                }
            }
            for (_, id) in &d.md {
                number_from(m, *id, known, &mut local, &mut next);
            }
        }
    }
    local
}

/// LLVM's name-mangling suffix of a type in an overloaded intrinsic's name (`i32`, `f32`,
/// `p1`, `v4f32`), for the types it is simple for.
fn type_suffix(m: &Module, t: warpflow_ir::Type) -> Option<String> {
    use warpflow_ir::TypeData as T;
    Some(match m.types.data(t) {
        T::Int(n) => format!("i{n}"),
        T::Half => "f16".into(),
        T::BFloat => "bf16".into(),
        T::Float => "f32".into(),
        T::Double => "f64".into(),
        T::Fp128 => "f128".into(),
        T::Ptr(a) => format!("p{a}"),
        T::Vector { len, elem, scalable: false } => format!("v{len}{}", type_suffix(m, *elem)?),
        _ => return None,
    })
}

/// The names LLVM 19 gives intrinsics that the module declares without their return-type
/// suffix (the target model's `llvm19_ret_overloaded`): `llvm.amdgcn.readfirstlane` returning
/// `i32` is read as `llvm.amdgcn.readfirstlane.i32`.
fn llvm19_intrinsic_names(m: &Module, triple: &str) -> HashMap<FuncId, String> {
    let mut out = HashMap::new();
    let Ok(model) = warpflow_target::TargetModel::for_triple(triple) else { return out };
    for (fid, f) in m.funcs.iter() {
        let name = m.func_name(fid);
        if !m.is_intrinsic(fid) {
            continue;
        }
        let Some(info) = model.classify_call(name) else { continue };
        if !info.llvm19_ret_overloaded || info.name != name {
            continue;
        }
        let Some((ret, _, _)) = m.types.func_sig(f.ty) else { continue };
        if let Some(sfx) = type_suffix(m, ret) {
            out.insert(fid, format!("{name}.{sfx}"));
        }
    }
    out
}

impl ModuleText {
    /// Prints `m` and indexes its instruction lines.
    pub fn new(m: &Module) -> ModuleText {
        // As LLVM's `Instruction::print`: call attributes as LLVM-numbered `#N`, the
        // alignment LLVM's reader fills in for memory operations written without one, and a
        // scalar `zeroinitializer` as the constant LLVM's reader makes of it (`null`, `0`).
        let triple = m.triple.as_deref().unwrap_or("");
        let opts = warpflow_ir::PrintOptions {
            llvm_call_attr_slots: true,
            default_align: Some(warpflow_target::Target::llvm19_default_datalayout(triple).to_string()),
            func_names: llvm19_intrinsic_names(m, triple),
            llvm_scalar_zeros: true,
        };
        let text = warpflow_ir::print_module_with(m, &opts);
        let mut lines: HashMap<FuncId, Vec<(u32, u32)>> = HashMap::new();
        let mut pos = 0usize;
        let bytes = text.as_bytes();
        let next_line = |pos: &mut usize| -> Option<(usize, usize)> {
            if *pos >= bytes.len() {
                return None;
            }
            let start = *pos;
            let end = text[start..].find('\n').map_or(bytes.len(), |k| start + k);
            *pos = end + 1;
            Some((start, end))
        };
        for (fid, f) in m.funcs.iter() {
            if !f.is_definition {
                continue;
            }
            // Find the `define` line.
            loop {
                match next_line(&mut pos) {
                    Some((s, _)) if text[s..].starts_with("define ") => break,
                    Some(_) => {}
                    None => return Self::finish(m, text, lines),
                }
            }
            let mut v = vec![NO_LINE; f.insts.len()];
            let mut order = f.block_order().flat_map(|b| f.block_insts(b));
            let mut cur = order.next();
            while let Some((s, e)) = next_line(&mut pos) {
                let line = &text[s..e];
                if line == "}" {
                    break;
                }
                if !line.starts_with("  ") {
                    continue;
                }
                if let Some(i) = cur {
                    let mut e = e;
                    if matches!(f.kind(i), warpflow_ir::InstKind::Switch { .. }) && line.ends_with('[') {
                        // A switch spans lines up to its closing bracket.
                        while let Some((s2, e2)) = next_line(&mut pos) {
                            e = e2;
                            if text[s2..e2].trim_start().starts_with(']') {
                                break;
                            }
                        }
                    }
                    if matches!(f.kind(i), warpflow_ir::InstKind::CallBr(_)) {
                        // A callbr's destinations are on the next line (`          to ...`).
                        if let Some((_, e2)) = next_line(&mut pos) {
                            e = e2;
                        }
                    }
                    v[i.0 as usize] = (s as u32, e as u32);
                    cur = order.next();
                }
            }
            lines.insert(fid, v);
        }
        Self::finish(m, text, lines)
    }

    fn finish(m: &Module, text: String, lines: HashMap<FuncId, Vec<(u32, u32)>>) -> ModuleText {
        let (module_md, next) = module_numbering(m);
        let fn_md = m
            .funcs
            .iter()
            .filter(|(_, f)| f.is_definition)
            .map(|(k, f)| (k, function_numbering(m, f, &module_md, next)))
            .collect();
        ModuleText { text, lines, module_md, fn_md }
    }

    /// The line of instruction `i` of `f` as printed (with its two leading spaces), without
    /// its metadata attachments.
    fn body(&self, m: &Module, f: FuncId, i: Inst) -> &str {
        let line = match self.lines.get(&f).and_then(|v| v.get(i.0 as usize)) {
            Some(&(s, e)) if s != u32::MAX => &self.text[s as usize..e as usize],
            _ => return "  <unprinted>",
        };
        let k = m.funcs[f].insts.get(i).map_or(0, |d| d.md.len());
        let mut end = line.len();
        for _ in 0..k {
            match line[..end].rfind(", !") {
                Some(p) => end = p,
                None => break,
            }
        }
        &line[..end]
    }

    /// The line of instruction `i` of `f` as LLVM prints it (two leading spaces, metadata
    /// attachments with LLVM's numbers).
    pub fn line(&self, m: &Module, f: FuncId, i: Inst) -> String {
        let mut s = self.body(m, f, i).to_string();
        if let Some(d) = m.funcs[f].insts.get(i) {
            for (kind, id) in &d.md {
                let n = match self.module_md.get(id.0 as usize) {
                    Some(&n) if n != u32::MAX => n,
                    _ => self.fn_md.get(&f).and_then(|h| h.get(id)).copied().unwrap_or(u32::MAX),
                };
                let _ = write!(s, ", !{} !{}", m.str(*kind), n);
            }
        }
        s
    }

    /// The instruction without leading spaces and without metadata attachments.
    pub fn short(&self, m: &Module, f: FuncId, i: Inst) -> &str {
        self.body(m, f, i).trim_start()
    }
}

fn divergent(mode: Mode, u: Uniformity) -> bool {
    match mode {
        Mode::Default => !u.is_block_uniform(),
        Mode::Llvm19 => u == Uniformity::Divergent,
    }
}

fn arg_name(m: &Module, r: &FunctionUniformity, k: usize) -> String {
    let f = &m.funcs[r.func];
    let v = f.args[k];
    match f.values[v].name {
        Some(s) => format!("%{}", m.str(s)),
        None => {
            let n = f.args[..k].iter().filter(|&&a| f.values[a].name.is_none()).count();
            format!("%{n}")
        }
    }
}

/// `opt-19 -passes='print<uniformity>'` text for every function of the result.
pub fn llvm_format(m: &Module, res: &ModuleUniformity, text: &ModuleText) -> String {
    let mut out = String::new();
    // Writing to a `String` cannot fail.
    let _ = write_llvm_format(&mut out, m, res, text);
    out
}

/// [`llvm_format`] written to `out` as it is made. The text is as long as `opt-19`'s, which
/// lists every block of each cycle it prints: on k nested loops with divergent exits that is
/// k^2/2 block names, gigabytes at k = 64,000, so the command streams it instead of holding it.
pub fn write_llvm_format(
    out: &mut impl Write,
    m: &Module,
    res: &ModuleUniformity,
    text: &ModuleText,
) -> fmt::Result {
    let mut types = HashMap::new();
    for r in &res.functions {
        llvm_function(out, m, res.mode, r, text, &mut types)?;
    }
    Ok(())
}

fn llvm_function(
    out: &mut impl Write,
    m: &Module,
    mode: Mode,
    r: &FunctionUniformity,
    text: &ModuleText,
    types: &mut HashMap<warpflow_ir::Type, String>,
) -> fmt::Result {
    let f = &m.funcs[r.func];
    writeln!(out, "UniformityInfo for function '{}':", r.name)?;
    let div_args: Vec<usize> =
        (0..r.arg_levels.len()).filter(|&k| divergent(mode, r.arg_levels[k])).collect();
    let any_inst = f.block_order().flat_map(|b| f.block_insts(b)).any(|i| divergent(mode, r.inst_level(i)));
    if !r.has_divergence || (div_args.is_empty() && !any_inst && r.divergent_exit_cycles.is_empty()) {
        return out.write_str("ALL VALUES UNIFORM\n");
    }
    if !div_args.is_empty() {
        out.write_str("DIVERGENT ARGUMENTS:\n")?;
        for k in div_args {
            let t = f.values[f.args[k]].ty;
            let ty = types.entry(t).or_insert_with(|| warpflow_ir::type_to_string(m, t));
            writeln!(out, "  DIVERGENT: {ty} {}", arg_name(m, r, k))?;
        }
    }
    let cycles_needed = !r.assumed_divergent_cycles.is_empty() || !r.divergent_exit_cycles.is_empty();
    let cfg = FunctionCfg::new(m, f);
    if let (true, Some(cfg)) = (cycles_needed, cfg.as_ref()) {
        let ci = CycleInfo::compute(cfg);
        let print_cycle = |out: &mut dyn Write, c: crate::cycles::CycleId| -> fmt::Result {
            let cy = ci.cycle(c);
            let entries: Vec<&str> = cy.entries.iter().map(|&n| cfg.name(n)).collect();
            write!(out, "  depth={}: entries({})", cy.depth, entries.join(" "))?;
            for &b in ci.blocks(c) {
                if !cy.entries.contains(&b) {
                    write!(out, " {}", cfg.name(b))?;
                }
            }
            out.write_char('\n')
        };
        if !r.assumed_divergent_cycles.is_empty() {
            out.write_str("CYCLES ASSSUMED DIVERGENT:\n")?;
            for &c in &r.assumed_divergent_cycles {
                print_cycle(out, c)?;
            }
        }
        if !r.divergent_exit_cycles.is_empty() {
            out.write_str("CYCLES WITH DIVERGENT EXIT:\n")?;
            for &c in &r.divergent_exit_cycles {
                print_cycle(out, c)?;
            }
        }
    }
    let Some(cfg) = cfg else { return Ok(()) };
    for (n, b) in f.block_order().enumerate() {
        write!(out, "\nBLOCK {}\nDEFINITIONS\n", cfg.name(NodeId(n as u32)))?;
        let term = f.terminator(b);
        for i in f.block_insts(b) {
            if Some(i) == term || f.kind(i).is_debug() {
                continue;
            }
            let prefix = if divergent(mode, r.inst_level(i)) { "  DIVERGENT: " } else { "             " };
            out.write_str(prefix)?;
            let line = text.line(m, r.func, i);
            if matches!(f.kind(i), warpflow_ir::InstKind::Phi { .. }) {
                out.write_str(&without_phi_fast_math(&line))?;
            } else {
                out.write_str(&line)?;
            }
            out.write_char('\n')?;
        }
        out.write_str("TERMINATORS\n")?;
        if let Some(t) = term {
            let prefix = if divergent(mode, r.inst_level(t)) { "  DIVERGENT: " } else { "             " };
            out.write_str(prefix)?;
            out.write_str(&text.line(m, r.func, t))?;
            out.write_char('\n')?;
        }
        out.write_str("END BLOCK\n")?;
    }
    Ok(())
}

/// One step of a witness, rendered.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct WitnessText {
    /// The instruction (or `arg %k`), as printed without metadata.
    pub inst: String,
    /// Level name.
    pub level: Uniformity,
    /// Why, in words.
    pub reason: String,
    /// `file:line:column` from `!dbg`, when present.
    pub location: Option<String>,
}

/// A divergent branch, rendered.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct BranchReport {
    /// The block (for joining with other results by id; not rendered).
    #[serde(skip)]
    pub block_id: Block,
    /// The block label (LLVM's, without `%`).
    pub block: String,
    /// The branch's level.
    pub level: Uniformity,
    /// Whether the branch is the same within each warp (no serialisation on hardware).
    pub warp_uniform: bool,
    /// Source location of the branch.
    pub location: Option<String>,
    /// The witness chain from the branch back to a source.
    pub witness: Vec<WitnessText>,
}

/// One function, rendered.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct FunctionReport {
    /// The function (for joining with other results by id; not rendered).
    #[serde(skip)]
    pub func: FuncId,
    /// Name.
    pub name: String,
    /// Kernel entry point.
    pub is_kernel: bool,
    /// Number of blocks.
    pub blocks: usize,
    /// Number of conditional branches and switches with two or more successors.
    pub branches: usize,
    /// Block-divergent branches.
    pub divergent_branches: Vec<BranchReport>,
    /// Block-divergent values (`%name`), parameters first.
    pub divergent_values: Vec<String>,
    /// Block-divergent values that are warp-uniform.
    pub warp_uniform_values: Vec<String>,
    /// The result summary for called non-kernel functions.
    pub summary: Option<super::Summary>,
}

/// A whole module, rendered.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ModuleReport {
    /// Target name.
    pub target: String,
    /// Warp size.
    pub warp_size: u32,
    /// Mode.
    pub mode: Mode,
    /// Launch assumption of the warp-level facts.
    pub launch_assumption: String,
    /// Functions.
    pub functions: Vec<FunctionReport>,
}

fn value_name(line: &str) -> String {
    let l = line.trim_start();
    match l.find(" = ") {
        Some(k) => l[..k].to_string(),
        None => l.to_string(),
    }
}

fn reason_text(m: &Module, r: &Reason, f: &FunctionUniformity, cfg: Option<&FunctionCfg>) -> String {
    let block = |b: Block| {
        cfg.and_then(|c| c.node(b))
            .map_or_else(|| format!("{b}"), |n| format!("%{}", cfg.map_or("", |c| c.name(n))))
    };
    match r {
        Reason::None => "uniform".into(),
        Reason::Source(s) => match s {
            SourceKind::Builtin(n) => format!("source: {n}"),
            SourceKind::Load { addrspace } => format!("source: load from address space {addrspace}"),
            SourceKind::Atomic => "source: atomic".into(),
            SourceKind::UnknownCall(n) => format!("source: call to unknown function @{n}"),
            SourceKind::OpaqueCall => "source: indirect call or inline asm".into(),
            SourceKind::InlineAsm => "source: inline asm output in a scalar register".into(),
            SourceKind::Llvm19Call(n) => format!("source: call to @{n} (LLVM 19 rule)"),
            SourceKind::Argument => {
                if f.is_kernel {
                    "source: argument".into()
                } else {
                    "source: argument of a non-kernel function".into()
                }
            }
            SourceKind::Callee(n) => format!("source: result of @{n}"),
            SourceKind::VaArg => "source: va_arg".into(),
        },
        Reason::Operand(_) => "data dependence".into(),
        Reason::Sync { branch } => {
            format!("sync dependence: join of the divergent branch in {}", block(*branch))
        }
        Reason::Temporal { branch, .. } => {
            format!(
                "temporal divergence: used outside a cycle that the branch in {} exits divergently",
                block(*branch)
            )
        }
        Reason::Iteration { branch } => format!(
            "exits a cycle whose lanes may be in different iterations: the divergent branch in {} \
             returns to the header without passing its post-dominator",
            block(*branch)
        ),
        Reason::DivergentCycle { branch } => {
            format!("in an irreducible cycle entered divergently from {}", block(*branch))
        }
        Reason::CallArgument { callee, .. } => {
            format!("result of @{} depends on this argument", m.func_name(*callee))
        }
    }
}

fn location(m: &Module, f: FuncId, i: Inst) -> Option<String> {
    m.debug_location(&m.funcs[f], i).map(|l| l.to_string())
}

fn render_steps(
    m: &Module,
    r: &FunctionUniformity,
    text: &ModuleText,
    cfg: Option<&FunctionCfg>,
    steps: &[WitnessStep],
) -> Vec<WitnessText> {
    steps
        .iter()
        .map(|s| WitnessText {
            inst: match (s.inst, s.arg) {
                (Some(i), _) => text.short(m, r.func, i).to_string(),
                (None, Some(k)) => format!("argument {}", arg_name(m, r, k as usize)),
                _ => String::new(),
            },
            level: s.level,
            reason: reason_text(m, &s.reason, r, cfg),
            location: s.inst.and_then(|i| location(m, r.func, i)),
        })
        .collect()
}

/// The data of the human and JSON reports.
pub fn module_report(m: &Module, res: &ModuleUniformity, text: &ModuleText) -> ModuleReport {
    let functions = res.functions.iter().map(|r| function_report(m, r, text)).collect();
    ModuleReport {
        target: res.target.name().to_string(),
        warp_size: res.warp_size,
        mode: res.mode,
        launch_assumption: res.launch_assumption.clone(),
        functions,
    }
}

fn function_report(m: &Module, r: &FunctionUniformity, text: &ModuleText) -> FunctionReport {
    let f = &m.funcs[r.func];
    let cfg = FunctionCfg::new(m, f);
    let mut divergent_branches = Vec::new();
    let mut branches = 0;
    for (n, b) in f.block_order().enumerate() {
        let succs = f.successors(b);
        if succs.len() >= 2 && succs.iter().any(|&s| s != succs[0]) {
            branches += 1;
        }
        if !r.is_divergent_branch(m, b) {
            continue;
        }
        let steps = r.branch_witness(m, b);
        divergent_branches.push(BranchReport {
            block_id: b,
            block: cfg.as_ref().map_or_else(|| format!("{b}"), |c| c.name(NodeId(n as u32)).to_string()),
            level: r.branch_level(m, b),
            warp_uniform: r.is_warp_uniform_branch(m, b),
            location: f.terminator(b).and_then(|t| location(m, r.func, t)),
            witness: render_steps(m, r, text, cfg.as_ref(), &steps),
        });
    }
    let mut divergent_values = Vec::new();
    let mut warp_uniform_values = Vec::new();
    for v in r.divergent_values(m) {
        let name = match f.values[v].def {
            ValueDef::Arg(k) => arg_name(m, r, k as usize),
            ValueDef::Inst(i) => value_name(text.short(m, r.func, i)),
            _ => continue,
        };
        if r.is_warp_uniform(m, v) {
            warp_uniform_values.push(name.clone());
        }
        divergent_values.push(name);
    }
    FunctionReport {
        func: r.func,
        name: r.name.clone(),
        is_kernel: r.is_kernel,
        blocks: f.num_blocks(),
        branches,
        divergent_branches,
        divergent_values,
        warp_uniform_values,
        summary: r.summary.clone(),
    }
}

/// The human report: counts first, then each divergent branch with its reason chain.
pub fn text_report(rep: &ModuleReport) -> String {
    let mut out = String::new();
    let nb: usize = rep.functions.iter().map(|f| f.divergent_branches.len()).sum();
    let nw: usize =
        rep.functions.iter().map(|f| f.divergent_branches.iter().filter(|b| b.warp_uniform).count()).sum();
    let nv: usize = rep.functions.iter().map(|f| f.divergent_values.len()).sum();
    let total: usize = rep.functions.iter().map(|f| f.branches).sum();
    let _ = writeln!(
        out,
        "{} functions, {} branches: {} divergent ({} of them warp-uniform), {} divergent values",
        rep.functions.len(),
        total,
        nb,
        nw,
        nv
    );
    let _ = writeln!(out, "target {}, warp size {}, mode {}", rep.target, rep.warp_size, rep.mode.as_str());
    if nw > 0 {
        let _ = writeln!(out, "warp-uniform assumes: {}", rep.launch_assumption);
    }
    for f in &rep.functions {
        let _ = writeln!(
            out,
            "\n{}{}: {} blocks, {} branches, {} divergent ({} warp-uniform), {} divergent values",
            f.name,
            if f.is_kernel { " (kernel)" } else { "" },
            f.blocks,
            f.branches,
            f.divergent_branches.len(),
            f.divergent_branches.iter().filter(|b| b.warp_uniform).count(),
            f.divergent_values.len()
        );
        if let Some(s) = &f.summary {
            let _ = writeln!(
                out,
                "  summary: result {} with uniform arguments; per parameter [{}]",
                s.base.name(),
                s.per_param.iter().map(|u| u.name()).collect::<Vec<_>>().join(", ")
            );
        }
        for b in &f.divergent_branches {
            let _ = writeln!(
                out,
                "  branch in %{}{}{}",
                b.block,
                b.location.as_ref().map_or(String::new(), |l| format!(" at {l}")),
                if b.warp_uniform { " [warp-uniform]" } else { "" }
            );
            for (k, s) in b.witness.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "    {}{}    ; {}{}",
                    if k == 0 { "" } else { "<- " },
                    s.inst,
                    s.reason,
                    s.location.as_ref().map_or(String::new(), |l| format!(" ({l})"))
                );
            }
        }
    }
    out
}

/// LLVM 19's `print<uniformity>` writes a phi without its fast-math flags (`phi float` where
/// `opt-19 -S` writes `phi contract float`; seen on every such phi of the corpus), so the LLVM
/// layout drops them too.
fn without_phi_fast_math(line: &str) -> std::borrow::Cow<'_, str> {
    const FLAGS: [&str; 8] = ["fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"];
    let Some(at) = line.find("= phi ") else { return line.into() };
    let head = &line[..at + "= phi ".len()];
    let mut rest = &line[head.len()..];
    while let Some((word, tail)) = rest.split_once(' ') {
        if !FLAGS.contains(&word) {
            break;
        }
        rest = tail;
    }
    format!("{head}{rest}").into()
}
