//! The pre-decoder: an IR function becomes a compact instruction list the interpreter runs
//! without looking at the IR again.
//!
//! - Every SSA value (argument, instruction result, constant) gets a dense range of registers,
//!   one register per scalar *leaf* (vectors, arrays and structs are flattened in order). A
//!   register holds a leaf's bits zero-extended to 64 bits (integers of width `w` keep bits
//!   `w..64` zero; `float` is its 32 bits; pointers are tagged addresses, see [`crate::memory`]).
//! - Constants are evaluated once into a per-function register template copied into each new
//!   frame; `undef` and `poison` are zero (the documented deterministic choice).
//! - Blocks are numbered densely in layout order; branches name *edges*, and each edge carries
//!   the phis of its target as a parallel copy.
//! - Each branch block records its reconvergence point for the `ipdom` and `deferred` policies,
//!   and each edge whether it is a back edge (its target dominates its source). Both come from
//!   the analysis session's facts of the function (`warpflow_analysis::reconvergence`, the
//!   dominator tree), on the IR's CFG: decoded block `k` is node `k` of that CFG. (A terminator
//!   the decoder cannot run still has its IR successors there; running it stops the run.)
//!
//! Instructions the emulator does not implement become [`Op::Unsupported`], which stops the run
//! with an error naming the function, block and instruction if it is ever executed.
//!
//! Invariants: register numbers in ops are `< nregs`; edge and block indices are in range;
//! side-table ranges lie inside their tables.
//!
//! The parts: [`program`] is what the interpreter runs (ops, blocks, edges, functions, globals'
//! placement); `layout` the type sizes and scalar leaves from the data layout; `consts` the
//! constants, evaluated with the executor's semantics; `func` one function's decoding; this
//! module the entry points, which place the globals and decode the kernel and its callees.

mod consts;
mod func;
mod layout;
mod opencl;
pub mod program;

use crate::exec::semantics as sem;
use crate::memory::{self, TAG_CONST, TAG_GLOBAL, TAG_SHARED};
use crate::names::{self, Builtin, ClAtomic};
use std::collections::HashMap;
use warpflow_analysis::facts::FunctionFacts;
use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_analysis::session::{ModuleSession, View};
use warpflow_analysis::uniformity::{LaunchFacts, Options};
use warpflow_ir::{
    BinOp, Block, CastOp, Const, ConstExpr, ConstKind, DataLayout, FloatPred, FuncId, Function, Inst,
    InstKind, IntPred, Module, RmwOp, Type, TypeData, Value, ValueDef,
};
use warpflow_target::{AddressSpaceKind, CostClass, TargetModel};

use consts::*;
use func::*;
use layout::*;
pub use program::*;

/// Marker for "no register".
pub const NOREG: u32 = u32::MAX;
/// Reconvergence point meaning "when the function returns".
pub const RP_EXIT: u32 = u32::MAX;

// The operation kinds are defined with their value semantics (shared with the constant
// evaluator below).
pub(crate) use crate::exec::semantics::{mask_bits, sext};
pub use crate::exec::semantics::{CastK, FOp, IOp, RmwK};

/// The target model of the module's triple; a module without a triple is taken as NVPTX (the
/// corpus's CUDA target; hand-written test modules often omit the triple).
pub fn target_model(m: &Module) -> Result<TargetModel, DecodeError> {
    match &m.triple {
        Some(t) => TargetModel::for_triple(t).map_err(|e| DecodeError::Unsupported(e.to_string())),
        None => Ok(TargetModel::new(warpflow_target::Target::Nvptx)),
    }
}

/// Decodes the kernel `kernel` of `m` and every function it calls directly, with the CFG facts
/// of an as-written [`ModuleSession`] over `m` (see [`decode_in`]).
pub fn decode(m: &Module, kernel: &str) -> Result<Program, DecodeError> {
    let s = ModuleSession::new(m.clone(), View::AsWritten, Options::default(), LaunchFacts::default())
        .map_err(|e| DecodeError::Unsupported(e.to_string()))?;
    decode_in(&s, kernel)
}

/// Decodes the kernel `kernel` of the session's module ([`ModuleSession::module`]) and every
/// function it calls directly, as the user wrote them ([`ModuleSession::written_function`]: in
/// a promoted session the emulator still runs the given instructions, stack slots included, so
/// `run` counts what the file holds whichever view the caller analyses). Reconvergence points
/// come from the session's [`ModuleSession::reconvergence`], back edges from its dominator
/// trees, block names from its [`ModuleSession::written_cfg`] (the user's file); decoded block
/// `k` is node `k` of the function's CFG (layout order). The facts are those of the analysed
/// body, which in the promoted view has the written body's blocks, edges and terminators in the
/// same order (promotion adds phis and removes slot accesses only), so they are the written
/// body's facts too.
pub fn decode_in(s: &ModuleSession, kernel: &str) -> Result<Program, DecodeError> {
    let m = s.module();
    let kid = m.func_by_name(kernel).ok_or_else(|| DecodeError::NoKernel(kernel.to_string()))?;
    if !m.funcs[kid].is_definition {
        return Err(DecodeError::NoKernel(kernel.to_string()));
    }
    let lay = TyLayout::new(m);
    let model = target_model(m)?;
    // Place globals.
    let mut ctx = Ctx { m, model, lay, global_addr: HashMap::new() };
    let mut regions: Vec<GlobalRegion> = Vec::new();
    let mut shared_static = 0u64;
    let mut shared_globals = Vec::new();
    let mut dynamic_shared = Vec::new();
    let mut placements = Vec::new();
    for (gid, g) in m.globals.iter() {
        let name = m.global_name(gid).to_string();
        if warpflow_ir::is_llvm_reserved_name(&name) {
            continue;
        }
        let size = ctx.lay.size_align(g.value_ty);
        let kind = space_kind(&ctx.model, g.props.addrspace);
        if kind == AddressSpaceKind::Shared {
            let (size, align) = size.unwrap_or((0, 1));
            if size == 0 && g.init.is_none() {
                dynamic_shared.push(gid);
                continue;
            }
            let align = align.max(g.props.align.unwrap_or(1)).max(1);
            shared_static = shared_static.div_ceil(align) * align;
            ctx.global_addr.insert(gid.0, TAG_SHARED << memory::TAG_SHIFT | shared_static);
            shared_globals.push((gid, shared_static));
            placements.push(GlobalPlacement { name, addr: TAG_SHARED << memory::TAG_SHIFT | shared_static });
            shared_static += size;
        } else {
            let size = size.map(|s| s.0).unwrap_or(0);
            let tag =
                if kind == AddressSpaceKind::Constant || g.is_constant { TAG_CONST } else { TAG_GLOBAL };
            let addr = tag << memory::TAG_SHIFT | (regions.len() as u64) << memory::REGION_SHIFT;
            ctx.global_addr.insert(gid.0, addr);
            placements.push(GlobalPlacement { name: name.clone(), addr });
            regions.push(GlobalRegion {
                name,
                init: vec![0; size.min(1 << 30) as usize],
                read_only: g.is_constant,
            });
        }
    }
    shared_static = shared_static.div_ceil(16) * 16;
    for gid in dynamic_shared {
        let addr = TAG_SHARED << memory::TAG_SHIFT | shared_static;
        ctx.global_addr.insert(gid.0, addr);
        placements.push(GlobalPlacement { name: m.global_name(gid).to_string(), addr });
    }
    // Initializers.
    let mut shared_init = vec![0u8; shared_static as usize];
    let mut ri = 0usize;
    for (gid, g) in m.globals.iter() {
        if warpflow_ir::is_llvm_reserved_name(m.global_name(gid)) {
            continue;
        }
        if space_kind(&ctx.model, g.props.addrspace) == AddressSpaceKind::Shared {
            if let (Some(init), Some((_, off))) = (g.init, shared_globals.iter().find(|(x, _)| *x == gid)) {
                let _ = ctx.write_const(init, &mut shared_init, *off);
            }
            continue;
        }
        if let Some(init) = g.init {
            let mut buf = std::mem::take(&mut regions[ri].init);
            ctx.write_const(init, &mut buf, 0).map_err(|e| {
                DecodeError::Unsupported(format!("initializer of @{}: {e}", m.global_name(gid)))
            })?;
            regions[ri].init = buf;
        }
        ri += 1;
    }

    // Decode the kernel and the functions it calls.
    let mut order = vec![kid];
    let mut index: HashMap<FuncId, u32> = HashMap::new();
    index.insert(kid, 0);
    let mut funcs = Vec::new();
    let mut i = 0;
    while i < order.len() {
        let fid = order[i];
        let f = s.written_function(fid);
        if !f.is_definition {
            return Err(DecodeError::NoBody(m.func_name(fid).to_string()));
        }
        let df = FuncDecoder::new(&ctx, s, fid, f, &mut index, &mut order).run();
        funcs.push(df);
        i += 1;
    }
    let kernel_params = {
        let f = s.written_function(kid);
        f.args
            .iter()
            .map(|&a| match m.types.data(f.value_type(a)) {
                TypeData::Ptr(s) if space_kind(&ctx.model, *s) == AddressSpaceKind::Shared => {
                    ParamKind::SharedPtr(*s)
                }
                TypeData::Ptr(s) => ParamKind::Ptr(*s),
                TypeData::Int(n) => ParamKind::Int(*n),
                TypeData::Float => ParamKind::F32,
                TypeData::Double => ParamKind::F64,
                TypeData::Vector { len, elem, scalable: false } => match m.types.data(*elem) {
                    TypeData::Int(n @ (8 | 16 | 32 | 64)) => {
                        ParamKind::Vector { len: *len, elem_bits: *n, float: false }
                    }
                    TypeData::Float => ParamKind::Vector { len: *len, elem_bits: 32, float: true },
                    TypeData::Double => ParamKind::Vector { len: *len, elem_bits: 64, float: true },
                    _ => ParamKind::Other,
                },
                _ => ParamKind::Other,
            })
            .collect()
    };
    let mut barriers = Vec::new();
    for (fi, f) in funcs.iter_mut().enumerate() {
        for (oi, op) in f.code.iter_mut().enumerate() {
            if let Op::Barrier { id } = op {
                *id = barriers.len() as u32;
                barriers.push((fi as u32, oi as u32));
            }
        }
    }
    Ok(Program { funcs, regions, shared_static, shared_init, kernel_params, barriers, globals: placements })
}
