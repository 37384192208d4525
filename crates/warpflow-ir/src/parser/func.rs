//! Function headers, bodies and instructions.

use super::attrs::Ctx;
use super::{PResult, Parser};
use crate::lexer::{TokKind, Token};
use crate::{
    Atomic, BinOp, Block, Bundle, CallInfo, CastOp, ConstKind, DbgRecord, DbgRecordKind, FastMath, FloatPred,
    FuncId, Function, GepFlags, GlobalProps, GlobalRef, Inst, InstData, InstKind, IntFlags, IntPred, MemInfo,
    MetaArg, Ordering, RmwOp, Sym, TailKind, Type, TypeData, Value, ValueData, ValueDef,
};

/// Calling-convention keywords.
const CCONVS: &[&str] = &[
    "ccc",
    "fastcc",
    "coldcc",
    "ghccc",
    "webkit_jscc",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "preserve_nonecc",
    "cxx_fast_tlscc",
    "swiftcc",
    "swifttailcc",
    "tailcc",
    "cfguard_checkcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "x86_thiscallcc",
    "x86_vectorcallcc",
    "x86_regcallcc",
    "x86_intrcc",
    "x86_64_sysvcc",
    "win64cc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "aarch64_vector_pcs",
    "aarch64_sve_vector_pcs",
    "msp430_intrcc",
    "avr_intrcc",
    "avr_signalcc",
    "ptx_kernel",
    "ptx_device",
    "spir_kernel",
    "spir_func",
    "intel_ocl_bicc",
    "amdgpu_vs",
    "amdgpu_ls",
    "amdgpu_hs",
    "amdgpu_es",
    "amdgpu_gs",
    "amdgpu_ps",
    "amdgpu_cs",
    "amdgpu_cs_chain",
    "amdgpu_cs_chain_preserve",
    "amdgpu_kernel",
    "amdgpu_gfx",
    "riscv_vector_cc",
    "m68k_rtdcc",
    "m68k_intrcc",
    "hhvmcc",
    "hhvm_ccc",
];

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Key {
    Name(Sym),
    Num(u32),
}

#[derive(Clone, Copy, Debug)]
enum Local {
    Val(Value),
    Block(Block),
}

/// Per-function parsing state.
#[derive(Default)]
struct FnState {
    locals: foldhash::HashMap<Key, Local>,
    /// first use of each value/block not yet defined
    pending_vals: foldhash::HashMap<Value, Token>,
    pending_blocks: foldhash::HashMap<Block, Token>,
    next_num: u32,
}

impl Parser<'_> {
    /// A calling convention at the current token, if any.
    fn cconv(&mut self) -> PResult<Option<Sym>> {
        if self.is_kw("cc") {
            let t = self.bump();
            self.parse_u32("a calling convention number")?;
            return Ok(Some(self.m.sym(self.slice(t.start, self.prev_end))));
        }
        if self.tok.kind == TokKind::Ident && CCONVS.contains(&self.text(self.tok)) {
            let t = self.bump();
            return Ok(Some(self.m.sym(self.text(t))));
        }
        Ok(None)
    }

    /// `define`/`declare` (the keyword is consumed); `f` was created by the pre-scan.
    pub(crate) fn function(&mut self, f: FuncId, is_def: bool) -> PResult<()> {
        let mut func = std::mem::replace(&mut self.m.funcs[f], Function::new(None, self.m.types.void()));
        let r = self.function_inner(f, &mut func, is_def);
        self.m.funcs[f] = func;
        r
    }

    fn function_inner(&mut self, f: FuncId, func: &mut Function, is_def: bool) -> PResult<()> {
        let mut props = GlobalProps::default();
        let mut tls = None;
        while !is_def && self.is(TokKind::MetaName) {
            let (k, m) = self.attachment()?;
            props.md.push((k, m));
        }
        self.global_props(&mut props, &mut tls)?;
        func.cconv = self.cconv()?;
        func.ret_attrs = self.parse_attrs(Ctx::Param)?;
        let ret = self.parse_type()?;
        let name_tok = self.tok;
        if !matches!(name_tok.kind, TokKind::GlobalName | TokKind::GlobalNum) {
            return Err(self.err("expected a function name"));
        }
        self.bump();
        let mut st = FnState::default();
        self.expect(TokKind::LParen, "'('")?;
        let mut params = Vec::new();
        let mut vararg = false;
        if !self.is(TokKind::RParen) {
            loop {
                if self.eat(TokKind::DotDotDot) {
                    vararg = true;
                    break;
                }
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs(Ctx::Param)?;
                let k = params.len() as u32;
                let v = func.values.push(ValueData { ty, def: ValueDef::Arg(k), name: None });
                match self.tok.kind {
                    TokKind::LocalName => {
                        let t = self.bump();
                        let s = self.name_sym(t)?;
                        func.values[v].name = Some(s);
                        if st.locals.insert(Key::Name(s), Local::Val(v)).is_some() {
                            return Err(self.err_tok(t, "redefinition of argument"));
                        }
                    }
                    TokKind::LocalNum => {
                        let t = self.bump();
                        let n = self.num_of(t)?;
                        if n != st.next_num {
                            return Err(self
                                .err_tok(t, format!("argument expected to be numbered '%{}'", st.next_num)));
                        }
                        st.locals.insert(Key::Num(n), Local::Val(v));
                        st.next_num += 1;
                    }
                    _ => {
                        st.locals.insert(Key::Num(st.next_num), Local::Val(v));
                        st.next_num += 1;
                    }
                }
                params.push(ty);
                func.args.push(v);
                func.param_attrs.push(attrs);
                if !self.eat(TokKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokKind::RParen, "')'")?;
        func.ty = self.m.types.intern(TypeData::Func { ret, params, vararg });
        // trailer
        loop {
            if self.tok.kind == TokKind::Ident {
                match self.text(self.tok) {
                    "unnamed_addr" | "local_unnamed_addr" => {
                        let t = self.bump();
                        props.unnamed_addr = Some(self.m.sym(self.text(t)));
                        continue;
                    }
                    "addrspace" => {
                        props.addrspace = self.addrspace()?;
                        continue;
                    }
                    "section" => {
                        self.bump();
                        props.section = Some(self.parse_string("a section name")?);
                        continue;
                    }
                    "partition" => {
                        self.bump();
                        props.partition = Some(self.parse_string("a partition name")?);
                        continue;
                    }
                    "comdat" => {
                        props.comdat = Some(self.comdat_ref(name_tok)?);
                        continue;
                    }
                    "align" => {
                        self.bump();
                        props.align = Some(self.parse_u64("an alignment")?);
                        continue;
                    }
                    "gc" => {
                        self.bump();
                        func.gc = Some(self.parse_string("a GC name")?);
                        continue;
                    }
                    "prefix" | "prologue" | "personality" => {
                        let which = self.bump();
                        let (_, c) = self.parse_typed_const()?;
                        match self.text(which) {
                            "prefix" => func.prefix = Some(c),
                            "prologue" => func.prologue = Some(c),
                            _ => func.personality = Some(c),
                        }
                        continue;
                    }
                    _ => {}
                }
            }
            if is_def && self.is(TokKind::MetaName) {
                let (k, m) = self.attachment()?;
                props.md.push((k, m));
                continue;
            }
            match self.parse_attr(Ctx::Fn)? {
                Some(a) => func.fn_attrs.push(a),
                None => break,
            }
        }
        func.props = props;
        func.is_definition = is_def;
        if !is_def {
            return Ok(());
        }
        self.expect(TokKind::LBrace, "'{'")?;
        self.body(f, func, &mut st)?;
        Ok(())
    }

    fn body(&mut self, fid: FuncId, func: &mut Function, st: &mut FnState) -> PResult<()> {
        let mut cur: Option<Block> = None;
        let close;
        loop {
            let t = self.tok;
            match t.kind {
                TokKind::RBrace => {
                    close = self.bump();
                    break;
                }
                // Use-list order directives close the body, after its last block.
                TokKind::Ident if cur.is_none() && self.is_kw("uselistorder") => {
                    let text = self.use_list_order()?;
                    self.m.use_list_orders.push(crate::UseListOrder { func: Some(fid), text });
                }
                TokKind::LabelName | TokKind::LabelNum => {
                    self.bump();
                    if cur.is_some() {
                        return Err(self.err_tok(t, "expected a terminator before the next block label"));
                    }
                    let key = if t.kind == TokKind::LabelNum {
                        let n = self.num_of(t)?;
                        if n != st.next_num {
                            return Err(
                                self.err_tok(t, format!("label expected to be numbered '{}'", st.next_num))
                            );
                        }
                        st.next_num += 1;
                        Key::Num(n)
                    } else {
                        Key::Name(self.name_sym(t)?)
                    };
                    let b = self.define_block(func, st, key, t)?;
                    cur = Some(b);
                }
                TokKind::Eof => return Err(self.err("expected '}' at the end of the function")),
                _ => {
                    let b = match cur {
                        Some(b) => b,
                        None => {
                            let key = Key::Num(st.next_num);
                            st.next_num += 1;
                            let b = self.define_block(func, st, key, t)?;
                            cur = Some(b);
                            b
                        }
                    };
                    let i = self.instruction(func, st)?;
                    func.layout.append_inst(i, b);
                    if func.insts[i].kind.is_terminator() {
                        cur = None;
                    }
                }
            }
        }
        if cur.is_some() || func.layout.entry_block().is_none() {
            return Err(self.err_tok(close, "function body must end with a terminator"));
        }
        if let Some((_, t)) = st.pending_vals.iter().min_by_key(|(_, t)| t.start) {
            return Err(self.err_tok(*t, "use of undefined value"));
        }
        if let Some((_, t)) = st.pending_blocks.iter().min_by_key(|(_, t)| t.start) {
            return Err(self.err_tok(*t, "use of undefined block"));
        }
        Ok(())
    }

    fn define_block(&mut self, func: &mut Function, st: &mut FnState, key: Key, t: Token) -> PResult<Block> {
        let name = match key {
            Key::Name(s) => Some(s),
            Key::Num(_) => None,
        };
        let b = match st.locals.get(&key) {
            Some(Local::Block(b)) if st.pending_blocks.contains_key(b) => {
                st.pending_blocks.remove(b);
                *b
            }
            Some(_) => return Err(self.err_tok(t, "redefinition of a local name")),
            None => {
                let b = func.add_block(name);
                st.locals.insert(key, Local::Block(b));
                b
            }
        };
        func.layout.append_block(b);
        let pos = self.pos_of(t);
        self.cur_pos.blocks.set(b, pos);
        Ok(b)
    }

    fn local_key(&mut self, t: Token) -> PResult<Key> {
        if t.kind == TokKind::LocalNum {
            Ok(Key::Num(self.num_of(t)?))
        } else {
            Ok(Key::Name(self.name_sym(t)?))
        }
    }

    /// A block reference `label %x` (the `label` keyword included).
    fn block_ref(&mut self, func: &mut Function, st: &mut FnState) -> PResult<Block> {
        self.expect_kw("label")?;
        self.block_name(func, st)
    }

    fn block_name(&mut self, func: &mut Function, st: &mut FnState) -> PResult<Block> {
        let t = self.tok;
        if !matches!(t.kind, TokKind::LocalName | TokKind::LocalNum) {
            return Err(self.err("expected a block name"));
        }
        self.bump();
        let key = self.local_key(t)?;
        match st.locals.get(&key) {
            Some(Local::Block(b)) => Ok(*b),
            Some(Local::Val(_)) => Err(self.err_tok(t, "expected a block, found a value")),
            None => {
                let name = match key {
                    Key::Name(s) => Some(s),
                    Key::Num(_) => None,
                };
                let b = func.add_block(name);
                st.locals.insert(key, Local::Block(b));
                st.pending_blocks.insert(b, t);
                Ok(b)
            }
        }
    }

    /// A value of type `ty` (local reference or constant).
    fn value(&mut self, func: &mut Function, st: &mut FnState, ty: Type) -> PResult<Value> {
        let t = self.tok;
        match t.kind {
            TokKind::LocalName | TokKind::LocalNum => {
                self.bump();
                let key = self.local_key(t)?;
                match st.locals.get(&key) {
                    Some(Local::Val(v)) => {
                        if func.values[*v].ty != ty {
                            return Err(self.err_tok(t, "value has a different type than expected"));
                        }
                        Ok(*v)
                    }
                    Some(Local::Block(_)) => Err(self.err_tok(t, "expected a value, found a block")),
                    None => {
                        let name = match key {
                            Key::Name(s) => Some(s),
                            Key::Num(_) => None,
                        };
                        let v = func.values.push(ValueData { ty, def: ValueDef::Placeholder, name });
                        st.locals.insert(key, Local::Val(v));
                        st.pending_vals.insert(v, t);
                        Ok(v)
                    }
                }
            }
            _ => {
                let c = self.parse_const(ty)?;
                Ok(func.const_value(c, ty))
            }
        }
    }

    /// `( T v, T v, ... )` (possibly empty; current token is `(`): appends the values to `out`
    /// and returns how many (operand bundles, `!DIArgList`).
    fn typed_value_list(
        &mut self,
        func: &mut Function,
        st: &mut FnState,
        out: &mut Vec<Value>,
    ) -> PResult<u32> {
        self.expect(TokKind::LParen, "'('")?;
        let mut n = 0u32;
        if !self.is(TokKind::RParen) {
            loop {
                let (_, v) = self.typed_value(func, st)?;
                out.push(v);
                n += 1;
                if !self.eat(TokKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokKind::RParen, "')'")?;
        Ok(n)
    }

    fn typed_value(&mut self, func: &mut Function, st: &mut FnState) -> PResult<(Type, Value)> {
        let ty = self.parse_type()?;
        let v = self.value(func, st, ty)?;
        Ok((ty, v))
    }

    fn fmf(&mut self) -> FastMath {
        let mut f = FastMath::default();
        while self.tok.kind == TokKind::Ident {
            match FastMath::from_keyword(self.text(self.tok)) {
                Some(b) => {
                    f.0 |= b;
                    self.bump();
                }
                None => break,
            }
        }
        f
    }

    fn int_flags(&mut self) -> IntFlags {
        let mut f = IntFlags::default();
        self.eat_flags(&mut [
            ("nuw", &mut f.nuw),
            ("nsw", &mut f.nsw),
            ("exact", &mut f.exact),
            ("disjoint", &mut f.disjoint),
            ("nneg", &mut f.nneg),
        ]);
        f
    }

    /// `, align N` at the current comma, if present (not consuming a `, !md`).
    fn opt_align(&mut self) -> PResult<Option<u64>> {
        if self.is(TokKind::Comma) {
            let n = self.peek();
            if n.kind == TokKind::Ident && self.text(n) == "align" {
                self.bump();
                self.bump();
                return Ok(Some(self.parse_u64("an alignment")?));
            }
        }
        Ok(None)
    }

    fn ordering(&mut self) -> PResult<Ordering> {
        let t = self.tok;
        let o = if t.kind == TokKind::Ident { Ordering::from_keyword(self.text(t)) } else { None };
        match o {
            Some(o) => {
                self.bump();
                Ok(o)
            }
            None => Err(self.err("expected an atomic ordering")),
        }
    }

    fn atomic(&mut self) -> PResult<Atomic> {
        let mut scope = None;
        if self.eat_kw("syncscope") {
            self.expect(TokKind::LParen, "'('")?;
            let s = self.parse_string("a sync scope name")?;
            self.expect(TokKind::RParen, "')'")?;
            scope = Some(self.m.sym(&s));
        }
        Ok(Atomic { ordering: self.ordering()?, scope })
    }

    /// One instruction (with its result name and attachments); returns it (not in the layout).
    fn instruction(&mut self, func: &mut Function, st: &mut FnState) -> PResult<Inst> {
        let mut result_tok = None;
        if matches!(self.tok.kind, TokKind::LocalName | TokKind::LocalNum)
            && self.peek().kind == TokKind::Equal
        {
            result_tok = Some(self.bump());
            self.bump();
        }
        let op = self.tok;
        if !matches!(op.kind, TokKind::Ident | TokKind::DbgRecord) {
            return Err(self.err("expected an instruction"));
        }
        let (kind, args, blocks, rty) = self.inst_body(func, st)?;
        let mut data = InstData { kind, args, blocks, result: None, md: Vec::new() };
        // attachments
        while self.is(TokKind::Comma) && self.peek().kind == TokKind::MetaName {
            self.bump();
            let (k, m) = self.attachment()?;
            data.md.push((k, m));
        }
        let i = func.insts.push(data);
        let pos = self.pos_of(result_tok.unwrap_or(op));
        self.cur_pos.insts.set(i, pos);
        let rty = rty.filter(|t| !self.m.types.is_void(*t));
        match (rty, result_tok) {
            (None, Some(t)) => return Err(self.err_tok(t, "instructions returning void cannot have a name")),
            (None, None) => {}
            (Some(ty), rt) => {
                let key = match rt {
                    Some(t) => {
                        let k = self.local_key(t)?;
                        if let Key::Num(n) = k {
                            if n != st.next_num {
                                return Err(self.err_tok(
                                    t,
                                    format!("instruction expected to be numbered '%{}'", st.next_num),
                                ));
                            }
                            st.next_num += 1;
                        }
                        k
                    }
                    None => {
                        st.next_num += 1;
                        Key::Num(st.next_num - 1)
                    }
                };
                let v = match st.locals.get(&key) {
                    Some(Local::Val(v)) if st.pending_vals.contains_key(v) => {
                        let v = *v;
                        if func.values[v].ty != ty {
                            let t = st.pending_vals[&v];
                            return Err(self.err_tok(
                                t,
                                "forward-referenced value has a different type than its definition",
                            ));
                        }
                        st.pending_vals.remove(&v);
                        func.values[v].def = ValueDef::Inst(i);
                        v
                    }
                    Some(_) => {
                        return Err(self.err_tok(result_tok.unwrap_or(op), "redefinition of a local name"));
                    }
                    None => {
                        let name = match key {
                            Key::Name(s) => Some(s),
                            Key::Num(_) => None,
                        };
                        let v = func.values.push(ValueData { ty, def: ValueDef::Inst(i), name });
                        st.locals.insert(key, Local::Val(v));
                        v
                    }
                };
                func.insts[i].result = Some(v);
            }
        }
        Ok(i)
    }

    #[allow(clippy::type_complexity)]
    fn inst_body(
        &mut self,
        func: &mut Function,
        st: &mut FnState,
    ) -> PResult<(InstKind, Vec<Value>, Vec<Block>, Option<Type>)> {
        let op = self.bump();
        let name = self.text(op);
        if op.kind == TokKind::DbgRecord {
            return self.dbg_record(func, st, op);
        }
        if let Some(bop) = BinOp::from_keyword(name) {
            let flags = self.int_flags();
            let fmf = self.fmf();
            let (ty, a) = self.typed_value(func, st)?;
            self.expect(TokKind::Comma, "','")?;
            let b = self.value(func, st, ty)?;
            let scalar = self.m.types.scalar(ty);
            let ok = if bop.is_float() { self.m.types.is_float(scalar) } else { self.m.types.is_int(scalar) };
            if !ok {
                return Err(self.err_tok(op, "invalid operand type for this instruction"));
            }
            return Ok((InstKind::Binary { op: bop, flags, fmf }, vec![a, b], vec![], Some(ty)));
        }
        if let Some(cop) = CastOp::from_keyword(name) {
            let flags = self.int_flags();
            let fmf = self.fmf();
            let (_, v) = self.typed_value(func, st)?;
            self.expect_kw("to")?;
            let to = self.parse_type()?;
            return Ok((InstKind::Cast { op: cop, flags, fmf }, vec![v], vec![], Some(to)));
        }
        match name {
            "fneg" => {
                let fmf = self.fmf();
                let (ty, v) = self.typed_value(func, st)?;
                Ok((InstKind::FNeg { fmf }, vec![v], vec![], Some(ty)))
            }
            "icmp" | "fcmp" => {
                let is_f = name == "fcmp";
                let fmf = if is_f { self.fmf() } else { FastMath::default() };
                self.eat_kw("samesign");
                let pt = self.tok;
                let ptext = self.text(pt);
                let kind = if is_f {
                    FloatPred::from_keyword(ptext).map(|pred| InstKind::FCmp { pred, fmf })
                } else {
                    IntPred::from_keyword(ptext).map(|pred| InstKind::ICmp { pred })
                };
                let kind = kind.ok_or_else(|| self.err("expected a comparison predicate"))?;
                self.bump();
                let (ty, a) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let b = self.value(func, st, ty)?;
                let rty = self.bool_like(ty);
                Ok((kind, vec![a, b], vec![], Some(rty)))
            }
            "select" => {
                let fmf = self.fmf();
                let (_, c) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let (ty, a) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let (ty2, b) = self.typed_value(func, st)?;
                if ty != ty2 {
                    return Err(self.err_tok(op, "select operands have different types"));
                }
                Ok((InstKind::Select { fmf }, vec![c, a, b], vec![], Some(ty)))
            }
            "phi" => {
                let fmf = self.fmf();
                let ty = self.parse_type()?;
                let (mut args, mut blocks) = (Vec::new(), Vec::new());
                loop {
                    self.expect(TokKind::LSquare, "'['")?;
                    args.push(self.value(func, st, ty)?);
                    self.expect(TokKind::Comma, "','")?;
                    blocks.push(self.block_name(func, st)?);
                    self.expect(TokKind::RSquare, "']'")?;
                    if !(self.is(TokKind::Comma) && self.peek().kind == TokKind::LSquare) {
                        break;
                    }
                    self.bump();
                }
                Ok((InstKind::Phi { fmf }, args, blocks, Some(ty)))
            }
            "load" => {
                let atomic_kw = self.eat_kw("atomic");
                let volatile = self.eat_kw("volatile");
                let ty = self.parse_type()?;
                self.expect(TokKind::Comma, "','")?;
                let (pty, p) = self.typed_value(func, st)?;
                self.check_ptr(pty, op)?;
                let atomic = if atomic_kw { Some(self.atomic()?) } else { None };
                let align = self.opt_align()?;
                Ok((InstKind::Load(MemInfo { volatile, align, atomic }), vec![p], vec![], Some(ty)))
            }
            "store" => {
                let atomic_kw = self.eat_kw("atomic");
                let volatile = self.eat_kw("volatile");
                let (_, v) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let (pty, p) = self.typed_value(func, st)?;
                self.check_ptr(pty, op)?;
                let atomic = if atomic_kw { Some(self.atomic()?) } else { None };
                let align = self.opt_align()?;
                Ok((InstKind::Store(MemInfo { volatile, align, atomic }), vec![v, p], vec![], None))
            }
            "alloca" => {
                let inalloca = self.eat_kw("inalloca");
                let ty = self.parse_type()?;
                let mut args = Vec::new();
                let mut align = None;
                let mut addrspace = 0;
                while self.is(TokKind::Comma) {
                    let n = self.peek();
                    if n.kind == TokKind::MetaName {
                        break;
                    }
                    self.bump();
                    if self.eat_kw("align") {
                        align = Some(self.parse_u64("an alignment")?);
                    } else if self.is_kw("addrspace") {
                        addrspace = self.addrspace()?;
                    } else if args.is_empty() && align.is_none() {
                        let (_, v) = self.typed_value(func, st)?;
                        args.push(v);
                    } else {
                        return Err(self.err("expected 'align' or 'addrspace'"));
                    }
                }
                let rty = self.m.types.ptr_in(addrspace);
                Ok((InstKind::Alloca { ty, addrspace, align, inalloca }, args, vec![], Some(rty)))
            }
            "getelementptr" => {
                let mut flags = GepFlags::default();
                self.eat_flags(&mut [
                    ("inbounds", &mut flags.inbounds),
                    ("nuw", &mut flags.nuw),
                    ("nusw", &mut flags.nusw),
                ]);
                let source_ty = self.parse_type()?;
                self.expect(TokKind::Comma, "','")?;
                let (pty, p) = self.typed_value(func, st)?;
                let mut args = vec![p];
                let mut vec_len = match self.m.types.data(pty) {
                    TypeData::Vector { len, .. } => Some(*len),
                    _ => None,
                };
                let base_ptr = self.m.types.scalar(pty);
                self.check_ptr(base_ptr, op)?;
                while self.is(TokKind::Comma) && self.peek().kind != TokKind::MetaName {
                    self.bump();
                    let (ity, v) = self.typed_value(func, st)?;
                    if let TypeData::Vector { len, .. } = self.m.types.data(ity) {
                        vec_len = Some(*len);
                    }
                    args.push(v);
                }
                let rty = match vec_len {
                    Some(len) => {
                        self.m.types.intern(TypeData::Vector { len, elem: base_ptr, scalable: false })
                    }
                    None => base_ptr,
                };
                Ok((InstKind::Gep { source_ty, flags }, args, vec![], Some(rty)))
            }
            "extractvalue" | "insertvalue" => {
                let (ty, a) = self.typed_value(func, st)?;
                let mut args = vec![a];
                if name == "insertvalue" {
                    self.expect(TokKind::Comma, "','")?;
                    let (_, v) = self.typed_value(func, st)?;
                    args.push(v);
                }
                let mut indices = Vec::new();
                let mut cur = ty;
                while self.is(TokKind::Comma) && self.peek().kind == TokKind::Int {
                    self.bump();
                    let k = self.parse_u32("an index")?;
                    cur = self
                        .m
                        .types
                        .member(cur, k as u64)
                        .ok_or_else(|| self.err_tok(op, "invalid aggregate index"))?;
                    indices.push(k);
                }
                if indices.is_empty() {
                    return Err(self.err("expected an index"));
                }
                if name == "insertvalue" {
                    Ok((InstKind::InsertValue { indices }, args, vec![], Some(ty)))
                } else {
                    Ok((InstKind::ExtractValue { indices }, args, vec![], Some(cur)))
                }
            }
            "extractelement" => {
                let (ty, v) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let (_, i) = self.typed_value(func, st)?;
                let elem = match self.m.types.data(ty) {
                    TypeData::Vector { elem, .. } => *elem,
                    _ => return Err(self.err_tok(op, "extractelement needs a vector")),
                };
                Ok((InstKind::ExtractElement, vec![v, i], vec![], Some(elem)))
            }
            "insertelement" => {
                let (ty, v) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let (_, e) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let (_, i) = self.typed_value(func, st)?;
                Ok((InstKind::InsertElement, vec![v, e, i], vec![], Some(ty)))
            }
            "shufflevector" => {
                let (ty, a) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let (_, b) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let mt = self.tok;
                let (mty, mc) = self.parse_typed_const()?;
                let (n, scalable) = match self.m.types.data(mty) {
                    TypeData::Vector { len, scalable, .. } => (*len, *scalable),
                    _ => return Err(self.err_tok(mt, "shuffle mask must be a vector")),
                };
                let mask: Vec<i32> = match &self.m.consts[mc].kind {
                    ConstKind::Zero => vec![0; n as usize],
                    ConstKind::Poison | ConstKind::Undef => vec![-1; n as usize],
                    ConstKind::Vector(es) => {
                        let mut out = Vec::with_capacity(es.len());
                        for e in es {
                            out.push(match self.m.consts[*e].kind {
                                ConstKind::Int(v) => {
                                    i32::try_from(v).map_err(|_| self.err_tok(mt, "mask index too large"))?
                                }
                                ConstKind::Poison | ConstKind::Undef => -1,
                                _ => return Err(self.err_tok(mt, "invalid shuffle mask element")),
                            });
                        }
                        out
                    }
                    _ => return Err(self.err_tok(mt, "invalid shuffle mask")),
                };
                let elem = self.m.types.scalar(ty);
                let rty = self.m.types.intern(TypeData::Vector { len: n, elem, scalable });
                Ok((InstKind::ShuffleVector { mask }, vec![a, b], vec![], Some(rty)))
            }
            "freeze" => {
                let (ty, v) = self.typed_value(func, st)?;
                Ok((InstKind::Freeze, vec![v], vec![], Some(ty)))
            }
            "va_arg" => {
                let (_, v) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let ty = self.parse_type()?;
                Ok((InstKind::VaArg, vec![v], vec![], Some(ty)))
            }
            "tail" | "musttail" | "notail" | "call" => {
                let tail = match name {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    "notail" => TailKind::NoTail,
                    _ => TailKind::None,
                };
                if tail != TailKind::None {
                    self.expect_kw("call")?;
                }
                self.call(func, st, tail, op)
            }
            "atomicrmw" => {
                let volatile = self.eat_kw("volatile");
                let rop = RmwOp::from_keyword(self.text(self.tok))
                    .ok_or_else(|| self.err("expected an atomicrmw operation"))?;
                self.bump();
                let (pty, p) = self.typed_value(func, st)?;
                self.check_ptr(pty, op)?;
                self.expect(TokKind::Comma, "','")?;
                let (ty, v) = self.typed_value(func, st)?;
                let atomic = self.atomic()?;
                let align = self.opt_align()?;
                Ok((InstKind::AtomicRmw { op: rop, volatile, atomic, align }, vec![p, v], vec![], Some(ty)))
            }
            "cmpxchg" => {
                let weak = self.eat_kw("weak");
                let volatile = self.eat_kw("volatile");
                let (pty, p) = self.typed_value(func, st)?;
                self.check_ptr(pty, op)?;
                self.expect(TokKind::Comma, "','")?;
                let (ty, c) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let n = self.value_of_type_checked(func, st, ty)?;
                let atomic = self.atomic()?;
                let failure = self.ordering()?;
                let align = self.opt_align()?;
                let i1 = self.m.types.i1();
                let rty = self.m.types.intern(TypeData::Struct { fields: vec![ty, i1], packed: false });
                Ok((
                    InstKind::CmpXchg { weak, volatile, atomic, failure, align },
                    vec![p, c, n],
                    vec![],
                    Some(rty),
                ))
            }
            "fence" => {
                let atomic = self.atomic()?;
                Ok((InstKind::Fence { atomic }, vec![], vec![], None))
            }
            "br" => {
                if self.is_kw("label") {
                    let d = self.block_ref(func, st)?;
                    return Ok((InstKind::Br, vec![], vec![d], None));
                }
                let (ty, c) = self.typed_value(func, st)?;
                if self.m.types.int_width(ty) != Some(1) {
                    return Err(self.err_tok(op, "branch condition must have type i1"));
                }
                self.expect(TokKind::Comma, "','")?;
                let t = self.block_ref(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let f = self.block_ref(func, st)?;
                Ok((InstKind::Br, vec![c], vec![t, f], None))
            }
            "switch" => {
                let (ty, v) = self.typed_value(func, st)?;
                self.expect(TokKind::Comma, "','")?;
                let d = self.block_ref(func, st)?;
                self.expect(TokKind::LSquare, "'['")?;
                let mut cases = Vec::new();
                let mut blocks = vec![d];
                while !self.is(TokKind::RSquare) {
                    let ct = self.tok;
                    let (cty, c) = self.parse_typed_const()?;
                    if cty != ty {
                        return Err(self.err_tok(ct, "case value type does not match the condition"));
                    }
                    self.expect(TokKind::Comma, "','")?;
                    blocks.push(self.block_ref(func, st)?);
                    cases.push(c);
                }
                self.bump();
                Ok((InstKind::Switch { cases }, vec![v], blocks, None))
            }
            "ret" => {
                if self.eat_kw("void") {
                    return Ok((InstKind::Ret, vec![], vec![], None));
                }
                let (_, v) = self.typed_value(func, st)?;
                Ok((InstKind::Ret, vec![v], vec![], None))
            }
            "unreachable" => Ok((InstKind::Unreachable, vec![], vec![], None)),
            "callbr" => self.callbr(func, st, op),
            "invoke" | "resume" | "landingpad" | "indirectbr" | "catchswitch" | "catchret" | "cleanupret"
            | "catchpad" | "cleanuppad" => Err(self.err_tok(op, format!("unsupported instruction '{name}'"))),
            _ => Err(self.err_tok(op, format!("unknown instruction '{name}'"))),
        }
    }

    fn value_of_type_checked(&mut self, func: &mut Function, st: &mut FnState, ty: Type) -> PResult<Value> {
        let t = self.tok;
        let (ty2, v) = self.typed_value(func, st)?;
        if ty2 != ty {
            return Err(self.err_tok(t, "operand types differ"));
        }
        Ok(v)
    }

    fn check_ptr(&self, ty: Type, op: Token) -> PResult<()> {
        if self.m.types.ptr_addrspace(ty).is_none() {
            return Err(self.err_tok(op, "expected a pointer operand"));
        }
        Ok(())
    }

    /// `i1`, or `<N x i1>` for a vector type.
    fn bool_like(&mut self, ty: Type) -> Type {
        let i1 = self.m.types.i1();
        match *self.m.types.data(ty) {
            TypeData::Vector { len, scalable, .. } => {
                self.m.types.intern(TypeData::Vector { len, elem: i1, scalable })
            }
            _ => i1,
        }
    }

    #[allow(clippy::type_complexity)]
    fn call(
        &mut self,
        func: &mut Function,
        st: &mut FnState,
        tail: TailKind,
        op: Token,
    ) -> PResult<(InstKind, Vec<Value>, Vec<Block>, Option<Type>)> {
        let (info, args, ret) = self.call_site(func, st, tail, op)?;
        Ok((InstKind::Call(Box::new(info)), args, vec![], Some(ret)))
    }

    /// `callbr` (the keyword is consumed): a call, then `to label %dest [label %a, ...]`.
    #[allow(clippy::type_complexity)]
    fn callbr(
        &mut self,
        func: &mut Function,
        st: &mut FnState,
        op: Token,
    ) -> PResult<(InstKind, Vec<Value>, Vec<Block>, Option<Type>)> {
        let (info, args, ret) = self.call_site(func, st, TailKind::None, op)?;
        self.expect_kw("to")?;
        let mut blocks = vec![self.block_ref(func, st)?];
        self.expect(TokKind::LSquare, "'['")?;
        if !self.is(TokKind::RSquare) {
            loop {
                blocks.push(self.block_ref(func, st)?);
                if !self.eat(TokKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokKind::RSquare, "']'")?;
        Ok((InstKind::CallBr(Box::new(info)), args, blocks, Some(ret)))
    }

    /// The part shared by `call` and `callbr`: flags, callee, arguments, attributes, bundles.
    fn call_site(
        &mut self,
        func: &mut Function,
        st: &mut FnState,
        tail: TailKind,
        op: Token,
    ) -> PResult<(CallInfo, Vec<Value>, Type)> {
        let fmf = self.fmf();
        let cconv = self.cconv()?;
        let ret_attrs = self.parse_attrs(Ctx::Param)?;
        let addrspace = if self.is_kw("addrspace") { Some(self.addrspace()?) } else { None };
        let ret = self.parse_type()?;
        let explicit = if self.is(TokKind::LParen) { Some(self.fn_type_params(ret)?) } else { None };
        let callee_ty = self.m.types.ptr_in(addrspace.unwrap_or(0));
        let callee_tok = self.tok;
        let implicit = self.is_implicit_intrinsic(callee_tok);
        let callee = if implicit {
            // replaced by the declaration once the call's type is known
            self.bump();
            Value(u32::MAX)
        } else {
            self.value(func, st, callee_ty)?
        };
        self.expect(TokKind::LParen, "'('")?;
        let mut args = vec![callee];
        let mut arg_attrs = Vec::new();
        let mut arg_tys = Vec::new();
        if !self.is(TokKind::RParen) {
            loop {
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs(Ctx::Param)?;
                let v = if ty == self.m.types.metadata() {
                    self.meta_value(func, st)?
                } else {
                    self.value(func, st, ty)?
                };
                args.push(v);
                arg_attrs.push(attrs);
                arg_tys.push(ty);
                if !self.eat(TokKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokKind::RParen, "')'")?;
        let fn_ty = match explicit {
            Some(t) => {
                let (_, params, vararg) = self.m.types.func_sig(t).unwrap_or((ret, &[], false));
                let ok = if vararg { params.len() <= arg_tys.len() } else { params.len() == arg_tys.len() };
                if !ok || params.iter().zip(&arg_tys).any(|(a, b)| a != b) {
                    return Err(self.err_tok(op, "call arguments do not match the function type"));
                }
                t
            }
            None => self.m.types.intern(TypeData::Func { ret, params: arg_tys, vararg: false }),
        };
        if implicit {
            let f = self.implicit_intrinsic(callee_tok, fn_ty)?;
            let c = self.m.intern_const(crate::ConstData { ty: callee_ty, kind: ConstKind::Func(f) });
            args[0] = func.const_value(c, callee_ty);
        }
        let fn_attrs = self.parse_attrs(Ctx::Fn)?;
        let mut bundles = Vec::new();
        if self.is(TokKind::LSquare) {
            self.bump();
            loop {
                let t = self.expect(TokKind::Str, "an operand bundle tag")?;
                let tag = self.m.sym(&String::from_utf8_lossy(&self.string_bytes(t)));
                let n = self.typed_value_list(func, st, &mut args)?;
                bundles.push(Bundle { tag, operands: n });
                if !self.eat(TokKind::Comma) {
                    break;
                }
            }
            self.expect(TokKind::RSquare, "']'")?;
        }
        let info = CallInfo {
            tail,
            fmf,
            cconv,
            ret_attrs,
            fn_ty,
            explicit_fn_ty: explicit.is_some(),
            arg_attrs,
            fn_attrs,
            bundles,
            addrspace,
        };
        Ok((info, args, ret))
    }

    /// Whether `t` names an intrinsic `@llvm.*` that the text does not declare (or that an
    /// earlier call declared implicitly).
    fn is_implicit_intrinsic(&self, t: Token) -> bool {
        if t.kind != TokKind::GlobalName {
            return false;
        }
        let Ok(name) = self.name_of(t) else { return false };
        if !crate::is_llvm_reserved_name(&name) {
            return false;
        }
        match self.m.strings.lookup(&name).and_then(|s| self.m.symbols.get(&s)) {
            None => true,
            Some(GlobalRef::Func(f)) => self.m.funcs.get(*f).is_some_and(|f| f.implicit),
            Some(GlobalRef::Var(_)) => false,
        }
    }

    /// The implicit declaration of intrinsic `t` called with type `fn_ty`, created by its first
    /// call (with that call's type, as LLVM does).
    fn implicit_intrinsic(&mut self, t: Token, fn_ty: Type) -> PResult<FuncId> {
        let name = self.name_sym(t)?;
        if let Some(GlobalRef::Func(f)) = self.m.symbols.get(&name) {
            return Ok(*f);
        }
        let mut decl = Function::new(Some(name), fn_ty);
        decl.implicit = true;
        let params: Vec<Type> = self.m.types.func_sig(fn_ty).map(|(_, p, _)| p.to_vec()).unwrap_or_default();
        for (k, ty) in params.into_iter().enumerate() {
            let v = decl.values.push(ValueData { ty, def: ValueDef::Arg(k as u32), name: None });
            decl.args.push(v);
            decl.param_attrs.push(Vec::new());
        }
        let f = self.m.funcs.push(decl);
        self.m.symbols.insert(name, GlobalRef::Func(f));
        Ok(f)
    }

    /// A `metadata` call argument (after the `metadata` type).
    fn meta_value(&mut self, func: &mut Function, st: &mut FnState) -> PResult<Value> {
        let arg = match self.tok.kind {
            TokKind::MetaNum | TokKind::Exclaim | TokKind::MetaName => MetaArg::Node(self.meta_operand()?),
            _ => {
                let (_, v) = self.typed_value(func, st)?;
                MetaArg::Value(v)
            }
        };
        let ty = self.m.types.metadata();
        Ok(func.values.push(ValueData { ty, def: ValueDef::Meta(arg), name: None }))
    }

    #[allow(clippy::type_complexity)]
    fn dbg_record(
        &mut self,
        func: &mut Function,
        st: &mut FnState,
        op: Token,
    ) -> PResult<(InstKind, Vec<Value>, Vec<Block>, Option<Type>)> {
        let kind = DbgRecordKind::from_keyword(self.text(op))
            .ok_or_else(|| self.err_tok(op, "unknown debug record"))?;
        self.expect(TokKind::LParen, "'('")?;
        let mut fields = Vec::new();
        let mut args = Vec::new();
        let mut arg_lists = Vec::new();
        loop {
            match self.tok.kind {
                TokKind::MetaName if self.text(self.tok) == "!DIArgList" => {
                    self.bump();
                    let n = self.typed_value_list(func, st, &mut args)?;
                    arg_lists.push((fields.len() as u32, n));
                    fields.push(None);
                }
                TokKind::MetaNum | TokKind::Exclaim | TokKind::MetaName => {
                    fields.push(Some(self.meta_operand()?))
                }
                _ => {
                    let (_, v) = self.typed_value(func, st)?;
                    args.push(v);
                    fields.push(None);
                }
            }
            if !self.eat(TokKind::Comma) {
                break;
            }
        }
        self.expect(TokKind::RParen, "')'")?;
        Ok((InstKind::DbgRecord(Box::new(DbgRecord { kind, fields, arg_lists })), args, vec![], None))
    }
}
