//! Constants evaluated once, into register leaves or initializer bytes, with the executor's
//! operation semantics (`crate::exec::semantics`).

use super::*;

/// Module-level state while decoding: global placement and constant evaluation.
pub(super) struct Ctx<'m> {
    pub(super) m: &'m Module,
    pub(super) model: TargetModel,
    pub(super) lay: TyLayout<'m>,
    pub(super) global_addr: HashMap<u32, u64>,
}

impl<'m> Ctx<'m> {
    /// Evaluates a constant into its leaves.
    pub(super) fn const_leaves(&self, c: Const, out: &mut Vec<u64>, depth: u32) -> Result<(), String> {
        if depth > 64 {
            return Err("constant nested too deeply".into());
        }
        let data = self.m.const_data(c);
        let ty = data.ty;
        match &data.kind {
            ConstKind::Int(v) => out.push(mask_bits(*v as u64, self.lay.m.types.int_width(ty).unwrap_or(64))),
            ConstKind::Float(bits) => match self.m.types.data(ty) {
                TypeData::Float | TypeData::Double => out.push(*bits as u64),
                _ => return Err("unsupported floating-point type".into()),
            },
            ConstKind::Null
            | ConstKind::Undef
            | ConstKind::Poison
            | ConstKind::Zero
            | ConstKind::NoneToken => {
                let n = self.lay.leaf_count(ty).ok_or("unsupported constant type")?;
                out.extend(std::iter::repeat_n(0, n as usize));
            }
            ConstKind::Array(cs) | ConstKind::Vector(cs) | ConstKind::Struct(cs) => {
                for &e in cs {
                    self.const_leaves(e, out, depth + 1)?;
                }
            }
            ConstKind::Bytes(b) => out.extend(b.iter().map(|&x| x as u64)),
            ConstKind::Global(g) => {
                out.push(*self.global_addr.get(&g.0).ok_or("reference to an unplaced global")?);
            }
            ConstKind::Func(f) => out.push(memory::TAG_FUNC << memory::TAG_SHIFT | f.0 as u64),
            ConstKind::Expr(e) => out.push(self.const_expr(e, ty, depth)?),
            ConstKind::WideInt(_) => return Err("integer constant wider than 64 bits".into()),
            ConstKind::BlockAddress { .. } => return Err("blockaddress constant".into()),
            ConstKind::InlineAsm(_) => return Err("inline assembly".into()),
        }
        Ok(())
    }

    pub(super) fn const_scalar(&self, c: Const, depth: u32) -> Result<u64, String> {
        let mut v = Vec::new();
        self.const_leaves(c, &mut v, depth + 1)?;
        if v.len() != 1 {
            return Err("expected a scalar constant".into());
        }
        Ok(v[0])
    }

    pub(super) fn const_expr(&self, e: &ConstExpr, ty: Type, depth: u32) -> Result<u64, String> {
        match e {
            ConstExpr::Gep { source_ty, operands, .. } => {
                let mut addr = self.const_scalar(*operands.first().ok_or("empty gep")?, depth)?;
                let mut cur = *source_ty;
                for (k, &ix) in operands[1..].iter().enumerate() {
                    let bits = self.m.types.int_width(self.m.const_type(ix)).unwrap_or(64);
                    let raw = self.const_scalar(ix, depth)?;
                    if k == 0 {
                        let scale = self.lay.size(cur).ok_or("unsized gep type")? as i64;
                        addr = sem::gep_term(addr, raw, bits, scale);
                        continue;
                    }
                    match self.m.types.data(cur) {
                        TypeData::Struct { .. } | TypeData::Named(_) => {
                            let i = sext(raw, bits);
                            let field = self.lay.field_offset(cur, i as usize).ok_or("bad struct index")?;
                            addr = addr.wrapping_add(field);
                            cur = self.m.types.member(cur, i as u64).ok_or("bad struct index")?;
                        }
                        _ => {
                            cur = self.m.types.member(cur, 0).ok_or("bad gep index")?;
                            let scale = self.lay.size(cur).ok_or("unsized")? as i64;
                            addr = sem::gep_term(addr, raw, bits, scale);
                        }
                    }
                }
                Ok(addr)
            }
            ConstExpr::Cast { op, operand } => {
                let v = self.const_scalar(*operand, depth)?;
                let from = self.m.types.int_width(self.m.const_type(*operand)).unwrap_or(64);
                let to = self.m.types.int_width(ty).unwrap_or(64);
                // The executor's cast (`ptrtoint` is a truncation to the integer's width);
                // `inttoptr` of a constant integer also gets the tag of the pointer's space,
                // which an integer computed at run time (from a pointer) already carries.
                let k = match op {
                    CastOp::Trunc | CastOp::PtrToInt => CastK::Trunc,
                    CastOp::ZExt | CastOp::BitCast | CastOp::AddrSpaceCast => CastK::Copy,
                    CastOp::SExt => CastK::SExt,
                    CastOp::IntToPtr => {
                        return Ok(match self.m.types.ptr_addrspace(ty) {
                            Some(a) if v >> memory::TAG_SHIFT == 0 && v != 0 => {
                                v | tag_for_space(&self.model, a) << memory::TAG_SHIFT
                            }
                            _ => v,
                        })
                    }
                    _ => return Err(format!("constant cast `{}`", op.name())),
                };
                Ok(sem::cast(k, v, from, to))
            }
            ConstExpr::Binary { op, lhs, rhs, .. } => {
                let a = self.const_scalar(*lhs, depth)?;
                let b = self.const_scalar(*rhs, depth)?;
                let bits = self.m.types.int_width(ty).unwrap_or(64);
                // The executor's integer operation (LLVM 19 keeps `add`, `sub`, `mul`, `xor`
                // and `shl` as constant expressions; the others fold the same way).
                let iop = int_op(*op).ok_or_else(|| format!("constant expression `{}`", op.name()))?;
                sem::int_binary(iop, a, b, bits)
                    .map_err(|sem::DivisionByZero| "constant integer division by zero".to_string())
            }
            ConstExpr::ExtractElement { vec, index } => {
                let mut v = Vec::new();
                self.const_leaves(*vec, &mut v, depth + 1)?;
                let i = self.const_scalar(*index, depth)? as usize;
                Ok(v.get(i).copied().unwrap_or(0))
            }
        }
    }

    /// Writes constant `c` as bytes at `off` of `buf`.
    pub(super) fn write_const(&self, c: Const, buf: &mut [u8], off: u64) -> Result<(), String> {
        let ty = self.m.const_type(c);
        let leaves = self.lay.leaf_list(ty).ok_or("unsupported initializer type")?;
        let mut vals = Vec::new();
        self.const_leaves(c, &mut vals, 0)?;
        if let ConstKind::Bytes(b) = &self.m.const_data(c).kind {
            let o = off as usize;
            buf.get_mut(o..o + b.len()).ok_or("initializer out of range")?.copy_from_slice(b);
            return Ok(());
        }
        for ((lo, lt), v) in leaves.iter().zip(vals) {
            let size = leaf_size(*lt, &self.lay) as usize;
            let o = (off + lo) as usize;
            buf.get_mut(o..o + size)
                .ok_or("initializer out of range")?
                .copy_from_slice(&v.to_le_bytes()[..size]);
        }
        Ok(())
    }
}
