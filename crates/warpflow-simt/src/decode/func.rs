//! One IR function decoded into a [`DFunc`]: registers for its values, its blocks and edges,
//! and an op per instruction.

use super::*;

/// A math builtin whose entry fixes the width (libdevice `__nv_sinf` is `float`) called with
/// an operand of the other width is not run: the decoder does not guess which was meant.
pub(super) fn check_width(name: &str, width: Option<bool>, dbl: bool) -> Result<(), String> {
    match width {
        Some(w) if w != dbl => {
            let ty = |d: bool| if d { "double" } else { "float" };
            Err(format!("call to `{name}` (a {} function) with a {} operand", ty(w), ty(dbl)))
        }
        _ => Ok(()),
    }
}

pub(super) struct FuncDecoder<'a, 'm> {
    pub(super) ctx: &'a Ctx<'m>,
    /// the function's CFG facts (`None`: no blocks)
    pub(super) facts: Option<&'a FunctionFacts>,
    pub(super) fid: FuncId,
    pub(super) f: &'a Function,
    pub(super) index: &'a mut HashMap<FuncId, u32>,
    pub(super) order: &'a mut Vec<FuncId>,
    pub(super) reg_of: HashMap<Value, u32>,
    pub(super) nregs: u32,
    pub(super) reg_init: Vec<u64>,
    pub(super) block_idx: HashMap<Block, u32>,
    /// block labels in layout order, as the user's file has them (`%entry`, `%3`)
    pub(super) labels: Vec<String>,
    pub(super) out: DFunc,
    pub(super) cur_block: u32,
    pub(super) cur_inst: Inst,
    /// the cost class of the builtin the current call instruction calls
    pub(super) call_class: Option<CostClass>,
}

impl<'a, 'm> FuncDecoder<'a, 'm> {
    pub(super) fn new(
        ctx: &'a Ctx<'m>,
        s: &'a ModuleSession,
        fid: FuncId,
        f: &'a Function,
        index: &'a mut HashMap<FuncId, u32>,
        order: &'a mut Vec<FuncId>,
    ) -> Self {
        let name = ctx.m.func_name(fid).to_string();
        let labels = s
            .written_cfg(fid)
            .map(|c| (0..c.node_count()).map(|k| c.name(NodeId(k as u32)).to_string()).collect())
            .unwrap_or_default();
        FuncDecoder {
            ctx,
            facts: s.function(fid),
            fid,
            f,
            index,
            order,
            reg_of: HashMap::new(),
            nregs: 0,
            reg_init: Vec::new(),
            block_idx: HashMap::new(),
            labels,
            out: DFunc {
                name,
                id: fid,
                nregs: 0,
                reg_init: Vec::new(),
                params: Vec::new(),
                byval_params: Vec::new(),
                code: Vec::new(),
                class: Vec::new(),
                inst: Vec::new(),
                op_block: Vec::new(),
                blocks: Vec::new(),
                edges: Vec::new(),
                copies: Vec::new(),
                gep_terms: Vec::new(),
                leaves: Vec::new(),
                call_args: Vec::new(),
                switch_cases: Vec::new(),
                messages: Vec::new(),
            },
            cur_block: 0,
            cur_inst: Inst(0),
            call_class: None,
        }
    }

    pub(super) fn m(&self) -> &'m Module {
        self.ctx.m
    }

    pub(super) fn alloc(&mut self, n: u32) -> u32 {
        let r = self.nregs;
        self.nregs += n;
        self.reg_init.resize(self.nregs as usize, 0);
        r
    }

    /// The first register of value `v` (allocating and evaluating constants on first use).
    pub(super) fn reg(&mut self, v: Value) -> Result<u32, String> {
        if let Some(&r) = self.reg_of.get(&v) {
            return Ok(r);
        }
        let vd = self.f.values.get(v).ok_or("invalid value")?;
        let n = self.ctx.lay.leaf_count(vd.ty).ok_or("value of an unsupported type")?;
        let r = self.alloc(n.max(1));
        if let ValueDef::Const(c) = vd.def {
            let mut vals = Vec::new();
            self.ctx.const_leaves(c, &mut vals, 0)?;
            for (k, x) in vals.into_iter().enumerate() {
                if let Some(slot) = self.reg_init.get_mut(r as usize + k) {
                    *slot = x;
                }
            }
        }
        self.reg_of.insert(v, r);
        Ok(r)
    }

    pub(super) fn const_reg(&mut self, value: u64) -> u32 {
        let r = self.alloc(1);
        self.reg_init[r as usize] = value;
        r
    }

    pub(super) fn ty(&self, v: Value) -> Type {
        self.f.value_type(v)
    }

    pub(super) fn int_bits(&self, v: Value) -> Result<u8, String> {
        match self.m().types.data(self.m().types.scalar(self.ty(v))) {
            TypeData::Int(n) if *n <= 64 => Ok(*n as u8),
            TypeData::Ptr(_) => Ok(64),
            TypeData::Int(n) => Err(format!("i{n} (integers wider than 64 bits)")),
            _ => Err("expected an integer".into()),
        }
    }

    pub(super) fn is_double(&self, v: Value) -> Result<bool, String> {
        match self.m().types.data(self.m().types.scalar(self.ty(v))) {
            TypeData::Float => Ok(false),
            TypeData::Double => Ok(true),
            _ => Err("floating-point type other than float/double".into()),
        }
    }

    pub(super) fn nleaves(&self, v: Value) -> Result<u32, String> {
        self.ctx.lay.leaf_count(self.ty(v)).ok_or_else(|| "value of an unsupported type".to_string())
    }

    pub(super) fn push(&mut self, op: Op, class: Class) {
        self.out.code.push(op);
        self.out.class.push(class);
        self.out.inst.push(self.cur_inst);
        self.out.op_block.push(self.cur_block);
    }

    pub(super) fn edge(&mut self, from: Block, to: Block) -> Result<u32, String> {
        let target = *self.block_idx.get(&to).ok_or("branch to a block outside the function")?;
        let start = self.out.copies.len() as u32;
        let mut copies = Vec::new();
        for i in self.f.block_insts(to) {
            let d = self.f.inst(i);
            if !d.kind.is_phi() {
                if d.kind.is_debug() {
                    continue;
                }
                break;
            }
            let res = d.result.ok_or("phi without result")?;
            let n = self.nleaves(res)?;
            let dst = self.reg(res)?;
            let src = d
                .phi_incoming()
                .find(|(_, b)| *b == from)
                .map(|(v, _)| v)
                .ok_or_else(|| "phi without an incoming value for a predecessor".to_string())?;
            let s = self.reg(src)?;
            for k in 0..n {
                copies.push((dst + k, s + k));
            }
        }
        let len = copies.len() as u32;
        let written: std::collections::HashSet<u32> =
            copies.iter().filter(|(d, s)| d != s).map(|&(d, _)| d).collect();
        let direct = !copies.iter().any(|(_, s)| written.contains(s));
        self.out.copies.extend(copies);
        self.out.edges.push(Edge { target, start, len, back: false, direct });
        Ok(self.out.edges.len() as u32 - 1)
    }

    pub(super) fn run(mut self) -> DFunc {
        let blocks: Vec<Block> = self.f.block_order().collect();
        for (k, &b) in blocks.iter().enumerate() {
            self.block_idx.insert(b, k as u32);
        }
        // Parameters first, so they are contiguous and known.
        for &a in &self.f.args {
            let n = self.ctx.lay.leaf_count(self.f.value_type(a)).unwrap_or(1);
            let r = self.reg(a).unwrap_or_else(|_| self.alloc(1));
            self.out.params.push((r, n));
        }
        // A `byval(T)` parameter points to the callee's own copy of the argument: the caller
        // copies `size(T)` bytes at the call (see `Outcome::Call`). One it cannot size makes
        // the function's first op an unsupported one.
        let mut entry_unsupported = None;
        for (k, attrs) in self.f.param_attrs.iter().enumerate() {
            if !self.ctx.m.attrs_contain(attrs, "byval") {
                continue;
            }
            let size = self.ctx.m.param_attr_type(attrs, "byval").and_then(|t| self.ctx.lay.size(t));
            match size {
                Some(size) => self.out.byval_params.push((k as u32, size)),
                None => {
                    let id = self.out.messages.len() as u32;
                    self.out.messages.push(format!(
                        "function `{}`: byval parameter {k} has no sized type (`byval(T)`)",
                        self.out.name
                    ));
                    entry_unsupported = Some(id);
                }
            }
        }
        let mut succ_edges: Vec<Vec<u32>> = vec![Vec::new(); blocks.len()];
        for (k, &b) in blocks.iter().enumerate() {
            self.cur_block = k as u32;
            let start = self.out.code.len() as u32;
            let name = self.label(b);
            self.out.blocks.push(DBlock { start, name, rp_ipdom: RP_EXIT, rp_deferred: RP_EXIT });
            if let (0, Some(msg)) = (k, entry_unsupported) {
                self.cur_inst = self.f.block_insts(b).next().unwrap_or(self.cur_inst);
                self.push(Op::Unsupported { msg }, Class::FREE);
            }
            let mut terminated = false;
            for i in self.f.block_insts(b) {
                self.cur_inst = i;
                self.call_class = None;
                let before_edges = self.out.edges.len();
                if let Err(msg) = self.inst(b, i) {
                    let text = self.describe(b, i, &msg);
                    let id = self.out.messages.len() as u32;
                    self.out.messages.push(text);
                    // Drop ops already pushed for this instruction.
                    while self.out.inst.last() == Some(&i) && self.out.code.len() > start as usize {
                        self.out.code.pop();
                        self.out.class.pop();
                        self.out.inst.pop();
                        self.out.op_block.pop();
                    }
                    self.out.edges.truncate(before_edges);
                    self.push(Op::Unsupported { msg: id }, Class::FREE);
                }
                if self.f.inst(i).kind.is_terminator() {
                    terminated = true;
                    for e in before_edges..self.out.edges.len() {
                        succ_edges[k].push(e as u32);
                    }
                    break;
                }
            }
            if !terminated {
                let id = self.out.messages.len() as u32;
                self.out.messages.push(format!(
                    "function `{}`, block {}: block has no terminator",
                    self.out.name, self.out.blocks[k].name
                ));
                self.push(Op::Unsupported { msg: id }, Class::FREE);
            }
        }
        // Reconvergence points and back edges, from the session's facts of this function
        // (decoded block `k` is node `k` of its CFG).
        if let Some(facts) = self.facts {
            let (rc, dt) = (facts.reconvergence(), facts.dom());
            debug_assert_eq!(facts.cfg().node_count(), blocks.len());
            let point = |p: Option<NodeId>| p.map_or(RP_EXIT, |x| x.0);
            for (k, es) in succ_edges.iter().enumerate() {
                let node = NodeId(k as u32);
                debug_assert_eq!(facts.cfg().block(node), blocks[k]);
                self.out.blocks[k].rp_ipdom = point(rc.ipdom(node));
                self.out.blocks[k].rp_deferred = point(rc.deferred(node));
                for &e in es {
                    let t = self.out.edges[e as usize].target;
                    self.out.edges[e as usize].back = dt.is_reachable(node) && dt.dominates(NodeId(t), node);
                }
            }
        }
        self.out.nregs = self.nregs;
        self.out.reg_init = self.reg_init;
        self.out
    }

    /// The label of block `b` as the user's file has it, with `%`.
    pub(super) fn label(&self, b: Block) -> String {
        match self.block_idx.get(&b).and_then(|&k| self.labels.get(k as usize)) {
            Some(l) => format!("%{l}"),
            None => format!("%{b}"),
        }
    }

    pub(super) fn describe(&self, b: Block, i: Inst, msg: &str) -> String {
        let d = self.f.inst(i);
        let bname = self.label(b);
        let mut what = d.kind.opcode_name().to_string();
        if let Some(c) = d.callee() {
            if let Some(name) = self.callee_name(c) {
                what = format!("call @{name}");
            }
        }
        if let Some(r) = d.result {
            if let Some(n) = self.f.values[r].name {
                what = format!("%{} = {what}", self.m().str(n));
            }
        }
        let loc = self.m().debug_location(self.f, i).map(|l| format!(" at {l}")).unwrap_or_default();
        format!("function `{}`, block {bname}, instruction `{what}`{loc}: unsupported: {msg}", self.out.name)
    }

    pub(super) fn callee_name(&self, c: Value) -> Option<String> {
        let k = self.f.value_const(c)?;
        match self.m().const_data(k).kind {
            ConstKind::Func(fid) => Some(self.m().func_name(fid).to_string()),
            _ => None,
        }
    }

    pub(super) fn res(&mut self, i: Inst) -> Result<u32, String> {
        let r = self.f.inst(i).result.ok_or("instruction without result")?;
        self.reg(r)
    }

    pub(super) fn inst(&mut self, b: Block, i: Inst) -> Result<(), String> {
        let data = self.f.inst(i);
        let args = data.args.clone();
        let arg = |k: usize| args.get(k).copied().ok_or_else(|| "missing operand".to_string());
        match &data.kind {
            InstKind::Phi { .. } | InstKind::DbgRecord(_) => {}
            InstKind::CallBr(_) => return Err("callbr".into()),
            InstKind::Binary { op, .. } => {
                let (a, bb) = (arg(0)?, arg(1)?);
                let n = self.nleaves(a)?;
                let (ra, rb, d) = (self.reg(a)?, self.reg(bb)?, self.res(i)?);
                for k in 0..n {
                    if op.is_float() {
                        let dbl = self.is_double(a)?;
                        let fop = match op {
                            BinOp::FAdd => FOp::Add,
                            BinOp::FSub => FOp::Sub,
                            BinOp::FMul => FOp::Mul,
                            BinOp::FDiv => FOp::Div,
                            _ => FOp::Rem,
                        };
                        let class = self.ic();
                        self.push(Op::FBin { op: fop, d: d + k, a: ra + k, b: rb + k, dbl }, class);
                    } else {
                        let bits = self.int_bits(a)?;
                        let iop = int_op(*op).ok_or_else(|| format!("`{}` on integers", op.name()))?;
                        self.push(Op::IBin { op: iop, d: d + k, a: ra + k, b: rb + k, bits }, self.ic());
                    }
                }
            }
            InstKind::FNeg { .. } => {
                let a = arg(0)?;
                let dbl = self.is_double(a)?;
                let n = self.nleaves(a)?;
                let (ra, d) = (self.reg(a)?, self.res(i)?);
                for k in 0..n {
                    self.push(Op::FNeg { d: d + k, a: ra + k, dbl }, self.ic());
                }
            }
            InstKind::ICmp { pred } => {
                let (a, bb) = (arg(0)?, arg(1)?);
                let bits = self.int_bits(a)?;
                let n = self.nleaves(a)?;
                let (ra, rb, d) = (self.reg(a)?, self.reg(bb)?, self.res(i)?);
                for k in 0..n {
                    self.push(Op::ICmp { pred: *pred, d: d + k, a: ra + k, b: rb + k, bits }, self.ic());
                }
            }
            InstKind::FCmp { pred, .. } => {
                let (a, bb) = (arg(0)?, arg(1)?);
                let dbl = self.is_double(a)?;
                let n = self.nleaves(a)?;
                let (ra, rb, d) = (self.reg(a)?, self.reg(bb)?, self.res(i)?);
                for k in 0..n {
                    self.push(Op::FCmp { pred: *pred, d: d + k, a: ra + k, b: rb + k, dbl }, self.ic());
                }
            }
            InstKind::Select { .. } => {
                let (c, a, bb) = (arg(0)?, arg(1)?, arg(2)?);
                let n = self.nleaves(a)?;
                let nc = self.nleaves(c)?;
                let (rc, ra, rb, d) = (self.reg(c)?, self.reg(a)?, self.reg(bb)?, self.res(i)?);
                if nc == 1 {
                    self.push(Op::Select { d, c: rc, a: ra, b: rb, n }, self.ic());
                } else {
                    for k in 0..n {
                        self.push(Op::Select { d: d + k, c: rc + k, a: ra + k, b: rb + k, n: 1 }, self.ic());
                    }
                }
            }
            InstKind::Freeze => {
                let a = arg(0)?;
                let n = self.nleaves(a)?;
                let (s, d) = (self.reg(a)?, self.res(i)?);
                self.push(Op::Mov { d, s, n }, self.ic());
            }
            InstKind::Cast { op, .. } => self.cast(i, *op, arg(0)?)?,
            InstKind::Gep { source_ty, .. } => self.gep(i, *source_ty, &args)?,
            InstKind::Load(mi) => {
                let p = arg(0)?;
                let res = data.result.ok_or("load without result")?;
                let (start, n) = self.mem_leaves(self.ty(res))?;
                let (rp, d) = (self.reg(p)?, self.reg(res)?);
                let atomic = mi.atomic.is_some() || mi.volatile;
                self.push(Op::Load { d, p: rp, start, n, atomic }, self.mem_class(p));
            }
            InstKind::Store(mi) => {
                let (v, p) = (arg(0)?, arg(1)?);
                let (start, n) = self.mem_leaves(self.ty(v))?;
                let (rv, rp) = (self.reg(v)?, self.reg(p)?);
                let atomic = mi.atomic.is_some() || mi.volatile;
                self.push(Op::Store { v: rv, p: rp, start, n, atomic }, self.mem_class(p));
            }
            InstKind::Alloca { ty, align, .. } => {
                let size = self.ctx.lay.size_align(*ty).ok_or("alloca of an unsized type")?;
                let (count, count_bits) = match args.first() {
                    Some(&c) => (self.reg(c)?, self.int_bits(c)?),
                    None => (NOREG, 0),
                };
                let d = self.res(i)?;
                let al = align.unwrap_or(size.1).clamp(1, 4096) as u32;
                self.push(Op::Alloca { d, size: size.0, align: al, count, count_bits }, self.ic());
            }
            InstKind::ExtractValue { indices } | InstKind::InsertValue { indices } => {
                let agg = arg(0)?;
                let (off, cnt) = self.agg_path(self.ty(agg), indices)?;
                let n = self.nleaves(agg)?;
                let ra = self.reg(agg)?;
                let d = self.res(i)?;
                if matches!(data.kind, InstKind::ExtractValue { .. }) {
                    self.push(Op::Mov { d, s: ra + off, n: cnt }, Class::FREE);
                } else {
                    let rv = self.reg(arg(1)?)?;
                    self.push(Op::Mov { d, s: ra, n }, Class::FREE);
                    self.push(Op::Mov { d: d + off, s: rv, n: cnt }, self.ic());
                }
            }
            InstKind::ExtractElement => {
                let (v, ix) = (arg(0)?, arg(1)?);
                let n = self.nleaves(v)?;
                let (rv, d) = (self.reg(v)?, self.res(i)?);
                match self.f.value_const(ix).and_then(|c| self.m().const_as_int(c)) {
                    Some(k) if (k as u64) < n as u64 => {
                        self.push(Op::Mov { d, s: rv + k as u32, n: 1 }, self.ic())
                    }
                    _ => {
                        let bits = self.int_bits(ix)?;
                        let ri = self.reg(ix)?;
                        self.push(Op::ExtractDyn { d, v: rv, n, idx: ri, bits }, self.ic());
                    }
                }
            }
            InstKind::InsertElement => {
                let (v, e, ix) = (arg(0)?, arg(1)?, arg(2)?);
                let n = self.nleaves(v)?;
                let (rv, re, d) = (self.reg(v)?, self.reg(e)?, self.res(i)?);
                match self.f.value_const(ix).and_then(|c| self.m().const_as_int(c)) {
                    Some(k) if (k as u64) < n as u64 => {
                        self.push(Op::Mov { d, s: rv, n }, Class::FREE);
                        self.push(Op::Mov { d: d + k as u32, s: re, n: 1 }, self.ic());
                    }
                    _ => {
                        let bits = self.int_bits(ix)?;
                        let ri = self.reg(ix)?;
                        self.push(Op::InsertDyn { d, v: rv, n, e: re, idx: ri, bits }, self.ic());
                    }
                }
            }
            InstKind::ShuffleVector { mask } => {
                let (a, bb) = (arg(0)?, arg(1)?);
                let n = self.nleaves(a)?;
                let (ra, rb, d) = (self.reg(a)?, self.reg(bb)?, self.res(i)?);
                let zero = self.const_reg(0);
                for (k, &mk) in mask.iter().enumerate() {
                    let s = if mk < 0 {
                        zero
                    } else if (mk as u32) < n {
                        ra + mk as u32
                    } else {
                        rb + (mk as u32 - n)
                    };
                    self.push(Op::Mov { d: d + k as u32, s, n: 1 }, self.ic());
                }
            }
            InstKind::Call(_) => self.call(i, &args)?,
            InstKind::AtomicRmw { op, .. } => {
                let (p, v) = (arg(0)?, arg(1)?);
                let size = self.ctx.lay.size(self.ty(v)).ok_or("unsized atomic")? as u8;
                let k = match op {
                    RmwOp::Xchg => RmwK::Xchg,
                    RmwOp::Add => RmwK::Add,
                    RmwOp::Sub => RmwK::Sub,
                    RmwOp::And => RmwK::And,
                    RmwOp::Nand => RmwK::Nand,
                    RmwOp::Or => RmwK::Or,
                    RmwOp::Xor => RmwK::Xor,
                    RmwOp::Max => RmwK::Max,
                    RmwOp::Min => RmwK::Min,
                    RmwOp::UMax => RmwK::UMax,
                    RmwOp::UMin => RmwK::UMin,
                    RmwOp::FAdd => RmwK::FAdd,
                    RmwOp::FSub => RmwK::FSub,
                    RmwOp::FMax => RmwK::FMax,
                    RmwOp::FMin => RmwK::FMin,
                    RmwOp::UIncWrap => RmwK::UIncWrap,
                    RmwOp::UDecWrap => RmwK::UDecWrap,
                };
                if !matches!(size, 4 | 8) {
                    return Err(format!("atomicrmw of {size} bytes"));
                }
                let (rp, rv, d) = (self.reg(p)?, self.reg(v)?, self.res(i)?);
                self.push(Op::Rmw { op: k, d, p: rp, v: rv, size, imm: 0 }, self.ic());
            }
            InstKind::CmpXchg { .. } => {
                let (p, c, nw) = (arg(0)?, arg(1)?, arg(2)?);
                let size = self.ctx.lay.size(self.ty(c)).ok_or("unsized cmpxchg")? as u8;
                if !matches!(size, 4 | 8) {
                    return Err(format!("cmpxchg of {size} bytes"));
                }
                let (rp, rc, rn, d) = (self.reg(p)?, self.reg(c)?, self.reg(nw)?, self.res(i)?);
                self.push(Op::CmpXchg { d, p: rp, cmp: rc, new: rn, size, pair: true }, self.ic());
            }
            InstKind::Fence { .. } => self.push(Op::Fence, self.ic()),
            InstKind::Br => {
                if let Some(&c) = args.first() {
                    let rc = self.reg(c)?;
                    let t = self.edge(b, data.blocks[0])?;
                    let f = self.edge(b, *data.blocks.get(1).ok_or("br without else")?)?;
                    self.push(Op::CondBr { c: rc, t, f }, self.ic());
                } else {
                    let e = self.edge(b, *data.blocks.first().ok_or("br without target")?)?;
                    self.push(Op::Br { e }, self.ic());
                }
            }
            InstKind::Switch { cases } => {
                let v = arg(0)?;
                let rv = self.reg(v)?;
                let bits = self.int_bits(v)? as u32;
                let default = self.edge(b, *data.blocks.first().ok_or("switch without default")?)?;
                let mut list = Vec::new();
                for (k, c) in cases.iter().enumerate() {
                    let val = mask_bits(self.ctx.const_scalar(*c, 0)?, bits);
                    let e = self.edge(b, *data.blocks.get(k + 1).ok_or("switch case without target")?)?;
                    list.push((val, e));
                }
                let start = self.out.switch_cases.len() as u32;
                let n = list.len() as u32;
                self.out.switch_cases.extend(list);
                self.push(Op::Switch { v: rv, start, n, default }, self.ic());
            }
            InstKind::Ret => match args.first() {
                Some(&v) => {
                    let n = self.nleaves(v)?;
                    let rv = self.reg(v)?;
                    self.push(Op::Ret { v: rv, n }, self.ic());
                }
                None => self.push(Op::Ret { v: NOREG, n: 0 }, self.ic()),
            },
            InstKind::Unreachable => self.push(Op::Unreachable, self.ic()),
            InstKind::VaArg => return Err("va_arg".into()),
        }
        Ok(())
    }

    /// The class of a load or store through `p`: its address space's, or decided at run time
    /// for generic pointers.
    pub(super) fn mem_class(&self, p: Value) -> Class {
        let space = self.m().types.ptr_addrspace(self.ty(p)).unwrap_or(0);
        match self.ctx.model.address_space(space) {
            Some(a) if a.kind != AddressSpaceKind::Generic => Class::Fixed(a.cost),
            _ => Class::Generic,
        }
    }

    /// The target model's class of the current instruction's opcode (calls: of the callee,
    /// set by the call decoder).
    pub(super) fn ic(&self) -> Class {
        if let Some(c) = self.call_class {
            return Class::Fixed(c);
        }
        let op = self.f.inst(self.cur_inst).kind.opcode_name();
        Class::Fixed(self.ctx.model.opcode_cost_class(op).unwrap_or(CostClass::IntAlu))
    }

    pub(super) fn mem_leaves(&mut self, t: Type) -> Result<(u32, u32), String> {
        let leaves = self.ctx.lay.leaf_list(t).ok_or("memory access of an unsupported type")?;
        let start = self.out.leaves.len() as u32;
        for (off, lt) in &leaves {
            let size = leaf_size(*lt, &self.ctx.lay);
            if !matches!(size, 1 | 2 | 4 | 8) {
                return Err(format!("memory access of a {size}-byte leaf"));
            }
            let retag = match lt {
                LeafTy::Ptr(a) if size == 4 => tag_for_space(&self.ctx.model, *a) as u8,
                _ => 0,
            };
            self.out.leaves.push(MemLeaf { offset: *off as u32, size, retag });
        }
        Ok((start, leaves.len() as u32))
    }

    /// Leaf offset and count of an aggregate member path.
    pub(super) fn agg_path(&self, mut t: Type, path: &[u32]) -> Result<(u32, u32), String> {
        let mut off = 0u32;
        for &ix in path {
            let fields: Vec<Type> = match self.m().types.data(t) {
                TypeData::Array { len, elem } => {
                    if ix as u64 >= *len {
                        return Err("aggregate index out of range".into());
                    }
                    let c = self.ctx.lay.leaf_count(*elem).ok_or("unsupported aggregate")?;
                    off += c * ix;
                    t = *elem;
                    continue;
                }
                _ => self.m().types.struct_fields(t).ok_or("not an aggregate")?.to_vec(),
            };
            for &f in fields.iter().take(ix as usize) {
                off += self.ctx.lay.leaf_count(f).ok_or("unsupported aggregate")?;
            }
            t = *fields.get(ix as usize).ok_or("aggregate index out of range")?;
        }
        Ok((off, self.ctx.lay.leaf_count(t).ok_or("unsupported aggregate")?))
    }

    pub(super) fn cast(&mut self, i: Inst, op: CastOp, a: Value) -> Result<(), String> {
        let res = self.f.inst(i).result.ok_or("cast without result")?;
        let (from_t, to_t) = (self.ty(a), self.ty(res));
        let n = self.nleaves(a)?;
        let (ra, d) = (self.reg(a)?, self.reg(res)?);
        let types = &self.m().types;
        let fbits = |t: Type| -> u8 {
            match types.data(types.scalar(t)) {
                TypeData::Int(n) => (*n).min(64) as u8,
                TypeData::Float => 32,
                TypeData::Double => 64,
                TypeData::Ptr(_) => 64,
                _ => 0,
            }
        };
        let (from, to) = (fbits(from_t), fbits(to_t));
        if from == 0 || to == 0 {
            return Err("cast of an unsupported type".into());
        }
        let k = match op {
            CastOp::Trunc => CastK::Trunc,
            CastOp::ZExt => CastK::ZExt,
            CastOp::SExt => CastK::SExt,
            CastOp::FPTrunc => CastK::FpTrunc,
            CastOp::FPExt => CastK::FpExt,
            CastOp::FPToUI => CastK::FToU,
            CastOp::FPToSI => CastK::FToS,
            CastOp::UIToFP => CastK::UToF,
            CastOp::SIToFP => CastK::SToF,
            CastOp::PtrToInt => CastK::Trunc,
            CastOp::IntToPtr => CastK::Copy,
            CastOp::AddrSpaceCast => CastK::Copy,
            CastOp::BitCast => {
                let nd = self.nleaves(res)?;
                if nd != n {
                    // Equal sizes (the verifier's rule), another shape: repack the bits.
                    if u32::from(from) * n > 128 || u32::from(from) * n != u32::from(to) * nd {
                        return Err("bitcast between vector shapes of more than 128 bits".into());
                    }
                    self.push(Op::Repack { d, a: ra, n_from: n, from, n_to: nd, to }, self.ic());
                    return Ok(());
                }
                CastK::Copy
            }
        };
        for j in 0..n {
            self.push(Op::Cast { k, d: d + j, a: ra + j, from, to }, self.ic());
        }
        Ok(())
    }

    pub(super) fn gep(&mut self, i: Inst, source_ty: Type, args: &[Value]) -> Result<(), String> {
        let base = *args.first().ok_or("gep without base")?;
        if self.nleaves(base)? != 1 {
            return Err("vector getelementptr".into());
        }
        let rb = self.reg(base)?;
        let d = self.res(i)?;
        let mut offset: i64 = 0;
        let mut terms = Vec::new();
        let mut cur = source_ty;
        for (k, &ix) in args[1..].iter().enumerate() {
            if self.nleaves(ix)? != 1 {
                return Err("vector getelementptr".into());
            }
            let bits = self.int_bits(ix)?;
            let cval = self.f.value_const(ix).and_then(|c| self.ctx.const_scalar(c, 0).ok());
            let scale = if k == 0 {
                self.ctx.lay.size(cur).ok_or("gep over an unsized type")? as i64
            } else {
                match self.m().types.data(cur) {
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let fi = cval.ok_or("struct gep with a variable index")? as usize;
                        offset +=
                            self.ctx.lay.field_offset(cur, fi).ok_or("struct index out of range")? as i64;
                        cur = self.m().types.member(cur, fi as u64).ok_or("struct index out of range")?;
                        continue;
                    }
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                        cur = *elem;
                        self.ctx.lay.size(cur).ok_or("unsized element")? as i64
                    }
                    _ => return Err("gep index into a non-aggregate".into()),
                }
            };
            match cval {
                Some(c) => offset = offset.wrapping_add(sext(c, bits as u32).wrapping_mul(scale)),
                None => terms.push((self.reg(ix)?, bits, scale)),
            }
        }
        let start = self.out.gep_terms.len() as u32;
        let len = terms.len() as u32;
        self.out.gep_terms.extend(terms);
        self.push(Op::Gep { d, base: rb, start, len, offset }, self.ic());
        Ok(())
    }

    pub(super) fn call(&mut self, i: Inst, args: &[Value]) -> Result<(), String> {
        let data = self.f.inst(i);
        let callee = data.callee().ok_or("call without callee")?;
        let cargs: Vec<Value> = data.call_args().to_vec();
        let k = self.f.value_const(callee).ok_or("indirect call")?;
        let fid = match self.m().const_data(k).kind {
            ConstKind::Func(f) => f,
            ConstKind::InlineAsm(_) => return Err("inline assembly".into()),
            _ => return Err("indirect call".into()),
        };
        let _ = args;
        let name = self.m().func_name(fid).to_string();
        let callee_f = &self.m().funcs[fid];
        let res = data.result;
        if callee_f.is_definition {
            let idx = match self.index.get(&fid) {
                Some(&x) => x,
                None => {
                    let x = self.order.len() as u32;
                    self.order.push(fid);
                    self.index.insert(fid, x);
                    x
                }
            };
            let mut regs = Vec::new();
            for &a in &cargs {
                let n = self.nleaves(a)?;
                let r = self.reg(a)?;
                for j in 0..n {
                    regs.push(r + j);
                }
            }
            let (d, nret) = match res {
                Some(r) => (self.reg(r)?, self.nleaves(r)?),
                None => (NOREG, 0),
            };
            let start = self.out.call_args.len() as u32;
            let len = regs.len() as u32;
            self.out.call_args.extend(regs);
            self.push(Op::Call { func: idx, start, len, d, nret }, self.ic());
            return Ok(());
        }
        let _ = self.fid;
        let (b, info) = names::classify(&self.ctx.model, &name).ok_or_else(|| format!("call to `{name}`"))?;
        self.call_class = Some(info.cost);
        let a = |k: usize| cargs.get(k).copied().ok_or_else(|| format!("call to `{name}`: missing argument"));
        let dres = |s: &mut Self| -> Result<u32, String> {
            match res {
                Some(r) => s.reg(r),
                None => Ok(NOREG),
            }
        };
        match b {
            Builtin::Sreg(which) => {
                let d = dres(self)?;
                let arg = match which {
                    names::Sreg::Dynamic(_) => self.reg(a(0)?)?,
                    _ => NOREG,
                };
                let bits = res.map(|r| self.int_bits(r)).transpose()?.unwrap_or(32);
                self.push(Op::Sreg { d, which, arg }, self.ic());
                if bits < 32 {
                    return Err(format!("call to `{name}` with a result narrower than 32 bits"));
                }
            }
            Builtin::Barrier => self.push(Op::Barrier { id: 0 }, self.ic()),
            Builtin::WarpSync => {
                // The member mask the sync checker reads (NOREG: no members, not checked).
                let mask = match info.warp_members {
                    Some(warpflow_target::WarpMembers::MaskOperand(k)) => {
                        self.reg(*cargs.get(k as usize).ok_or("warp sync without its mask operand")?)?
                    }
                    Some(warpflow_target::WarpMembers::WholeWarp) => self.const_reg(u32::MAX as u64),
                    None => NOREG,
                };
                self.push(Op::WarpSync { mask }, self.ic());
            }
            Builtin::Shfl(mode) => {
                let r = res.ok_or("shfl without result")?;
                // `i32`/`float`, or with the in-range predicate `{i32|float, i1}` (the `p` forms)
                let pred = match self.ctx.lay.leaf_list(self.ty(r)).as_deref() {
                    Some([(_, LeafTy::Int(32) | LeafTy::F32)]) => false,
                    Some([(_, LeafTy::Int(32) | LeafTy::F32), (_, LeafTy::Int(1))]) => true,
                    _ => return Err(format!("call to `{name}` with a result other than a 32-bit value")),
                };
                let d = self.reg(r)?;
                let (mask, v, bb, c) =
                    (self.reg(a(0)?)?, self.reg(a(1)?)?, self.reg(a(2)?)?, self.reg(a(3)?)?);
                let pd = if pred { d + 1 } else { NOREG };
                self.push(Op::Shfl { mode, d, pd, mask, v, b: bb, c }, self.ic());
            }
            Builtin::Vote(mode) => {
                let d = dres(self)?;
                let (mask, p) = (self.reg(a(0)?)?, self.reg(a(1)?)?);
                self.push(Op::Vote { mode, d, mask, p }, self.ic());
            }
            Builtin::ActiveMask => {
                let d = dres(self)?;
                self.push(Op::ActiveMask { d }, self.ic());
            }
            Builtin::Fence => self.push(Op::Fence, self.ic()),
            Builtin::Nop => self.push(Op::Nop, Class::FREE),
            Builtin::Fma(width) => {
                let (x, y, z) = (a(0)?, a(1)?, a(2)?);
                let dbl = self.is_double(x)?;
                check_width(&name, width, dbl)?;
                let n = self.nleaves(x)?;
                let (rx, ry, rz, d) = (self.reg(x)?, self.reg(y)?, self.reg(z)?, dres(self)?);
                for j in 0..n {
                    self.push(Op::Fma { d: d + j, a: rx + j, b: ry + j, c: rz + j, dbl }, self.ic());
                }
            }
            Builtin::FUnary(op, width) => {
                let x = a(0)?;
                let dbl = self.is_double(x)?;
                check_width(&name, width, dbl)?;
                let n = self.nleaves(x)?;
                let (rx, d) = (self.reg(x)?, dres(self)?);
                let class = self.ic();
                for j in 0..n {
                    self.push(Op::FUn { op, d: d + j, a: rx + j, dbl }, class);
                }
            }
            Builtin::FBinary(op, width) => {
                let (x, y) = (a(0)?, a(1)?);
                let dbl = self.is_double(x)?;
                check_width(&name, width, dbl)?;
                let n = self.nleaves(x)?;
                let (rx, ry, d) = (self.reg(x)?, self.reg(y)?, dres(self)?);
                let class = self.ic();
                for j in 0..n {
                    self.push(Op::FBi { op, d: d + j, a: rx + j, b: ry + j, dbl }, class);
                }
            }
            Builtin::IMath(op) => {
                let x = a(0)?;
                let bits = self.int_bits(x)?;
                let n = self.nleaves(x)?;
                let rx = self.reg(x)?;
                let ry = match cargs.get(1) {
                    Some(&y) => self.reg(y)?,
                    None => rx,
                };
                let d = dres(self)?;
                for j in 0..n {
                    let b2 = if ry == rx {
                        rx + j
                    } else {
                        ry + if cargs.len() > 1 && self.nleaves(cargs[1])? > 1 { j } else { 0 }
                    };
                    self.push(Op::IMath { op, d: d + j, a: rx + j, b: b2, bits }, self.ic());
                }
            }
            Builtin::OpenCl(op) => self.opencl_fn(&name, op, &cargs, res)?,
            Builtin::Memcpy | Builtin::Memset => {
                let (x, y, l) = (a(0)?, a(1)?, a(2)?);
                let len_bits = self.int_bits(l)?;
                let (rx, ry, rl) = (self.reg(x)?, self.reg(y)?, self.reg(l)?);
                if b == Builtin::Memcpy {
                    self.push(Op::Memcpy { dst: rx, src: ry, len: rl, len_bits }, self.ic());
                } else {
                    self.push(Op::Memset { dst: rx, val: ry, len: rl, len_bits }, self.ic());
                }
            }
            Builtin::GroupCopy { strided } => self.group_copy(&name, &cargs, res, strided)?,
            Builtin::VectorLoad(n) => self.vector_access(&name, &cargs, res, n, false)?,
            Builtin::VectorStore(n) => self.vector_access(&name, &cargs, res, n, true)?,
            Builtin::ClAtomic(op) => {
                let p = a(0)?;
                let r = res.ok_or("OpenCL atomic without result")?;
                let size = self.ctx.lay.size(self.ty(r)).ok_or("unsized atomic")? as u8;
                let rp = self.reg(p)?;
                let d = self.reg(r)?;
                let class = self.ic();
                let signed = warpflow_target::mangle::opencl_int_operand_signed(&name);
                let k = match op {
                    ClAtomic::Add | ClAtomic::Inc => RmwK::Add,
                    ClAtomic::Sub | ClAtomic::Dec => RmwK::Sub,
                    ClAtomic::Xchg => RmwK::Xchg,
                    ClAtomic::Min => {
                        if signed {
                            RmwK::Min
                        } else {
                            RmwK::UMin
                        }
                    }
                    ClAtomic::Max => {
                        if signed {
                            RmwK::Max
                        } else {
                            RmwK::UMax
                        }
                    }
                    ClAtomic::And => RmwK::And,
                    ClAtomic::Or => RmwK::Or,
                    ClAtomic::Xor => RmwK::Xor,
                    ClAtomic::CmpXchg => {
                        let (c, nw) = (self.reg(a(1)?)?, self.reg(a(2)?)?);
                        self.push(Op::CmpXchg { d, p: rp, cmp: c, new: nw, size, pair: false }, class);
                        return Ok(());
                    }
                };
                let (v, imm) = match op {
                    ClAtomic::Inc | ClAtomic::Dec => (NOREG, 1),
                    _ => (self.reg(a(1)?)?, 0),
                };
                self.push(Op::Rmw { op: k, d, p: rp, v, size, imm }, class);
            }
        }
        Ok(())
    }
}

impl FuncDecoder<'_, '_> {
    /// OpenCL `async_work_group_copy(dst, src, num_gentypes, event)` and the strided form
    /// `(dst, src, num_gentypes, stride, event)`: one [`Op::GroupCopy`]. The element size is
    /// the mangled first parameter's pointee (the IR's pointers are opaque); the stride is on
    /// the global side, the destination unless the destination is local memory.
    fn group_copy(
        &mut self,
        name: &str,
        cargs: &[Value],
        res: Option<Value>,
        strided: bool,
    ) -> Result<(), String> {
        let a = |k: usize| cargs.get(k).copied().ok_or_else(|| format!("call to `{name}`: missing argument"));
        let (x, y, cnt) = (a(0)?, a(1)?, a(2)?);
        let (stride, ev) = if strided { (Some(a(3)?), a(4)?) } else { (None, a(3)?) };
        let elem = warpflow_target::mangle::opencl_first_pointee_size(name)
            .ok_or_else(|| format!("call to `{name}`, whose name does not give the element type"))?;
        let bits = self.int_bits(cnt)?;
        if stride.is_some_and(|s| self.int_bits(s).ok() != Some(bits)) {
            return Err(format!("call to `{name}` with a stride of another width than the count"));
        }
        if self.nleaves(ev)? != 1 {
            return Err(format!("call to `{name}` with an event of an unsupported type"));
        }
        let dst_space = self.m().types.ptr_addrspace(self.ty(x)).unwrap_or(0);
        let stride_dst = space_kind(&self.ctx.model, dst_space) != AddressSpaceKind::Shared;
        let (dst, src, count, ev) = (self.reg(x)?, self.reg(y)?, self.reg(cnt)?, self.reg(ev)?);
        let stride = stride.map(|s| self.reg(s)).transpose()?.unwrap_or(NOREG);
        let d = match res {
            Some(r) => self.reg(r)?,
            None => NOREG,
        };
        let elem = elem as u32;
        self.push(Op::GroupCopy { d, dst, src, count, stride, ev, bits, elem, stride_dst }, self.ic());
        Ok(())
    }

    /// OpenCL `vloadN(offset, p)` (`store: false`) and `vstoreN(data, offset, p)`: the address
    /// `p + offset * N * size(element)` (a [`Op::Gep`]), then a plain [`Op::Load`] of the
    /// result's elements or [`Op::Store`] of the data's, counted as an access of `p`'s address
    /// space. `vload3`/`vstore3` access 3 elements (a `<3 x T>` value's leaves).
    fn vector_access(
        &mut self,
        name: &str,
        cargs: &[Value],
        res: Option<Value>,
        n: u8,
        store: bool,
    ) -> Result<(), String> {
        let a = |k: usize| cargs.get(k).copied().ok_or_else(|| format!("call to `{name}`: missing argument"));
        let (value, off, p) = if store {
            (a(0)?, a(1)?, a(2)?)
        } else {
            (res.ok_or_else(|| format!("call to `{name}` without result"))?, a(0)?, a(1)?)
        };
        let elem = match self.m().types.data(self.ty(value)) {
            TypeData::Vector { len, elem, scalable: false } if *len == u32::from(n) => *elem,
            _ => return Err(format!("call to `{name}` with a value other than a {n}-element vector")),
        };
        let size = self.ctx.lay.size(elem).ok_or("unsized vector element")?;
        let bits = self.int_bits(off)?;
        let (rv, roff, rp) = (self.reg(value)?, self.reg(off)?, self.reg(p)?);
        let (start, nleaves) = self.mem_leaves(self.ty(value))?;
        let addr = self.alloc(1);
        let term = self.out.gep_terms.len() as u32;
        self.out.gep_terms.push((roff, bits, u64::from(n) as i64 * size as i64));
        let gep = self.ctx.model.opcode_cost_class("getelementptr").unwrap_or(CostClass::IntAlu);
        self.push(Op::Gep { d: addr, base: rp, start: term, len: 1, offset: 0 }, Class::Fixed(gep));
        let class = self.mem_class(p);
        if store {
            self.push(Op::Store { v: rv, p: addr, start, n: nleaves, atomic: false }, class);
        } else {
            self.push(Op::Load { d: rv, p: addr, start, n: nleaves, atomic: false }, class);
        }
        Ok(())
    }
}

/// The executor's operation for an integer binary instruction (`None` for the float ones).
pub(super) fn int_op(op: BinOp) -> Option<IOp> {
    Some(match op {
        BinOp::Add => IOp::Add,
        BinOp::Sub => IOp::Sub,
        BinOp::Mul => IOp::Mul,
        BinOp::UDiv => IOp::UDiv,
        BinOp::SDiv => IOp::SDiv,
        BinOp::URem => IOp::URem,
        BinOp::SRem => IOp::SRem,
        BinOp::Shl => IOp::Shl,
        BinOp::LShr => IOp::LShr,
        BinOp::AShr => IOp::AShr,
        BinOp::And => IOp::And,
        BinOp::Or => IOp::Or,
        BinOp::Xor => IOp::Xor,
        _ => return None,
    })
}
