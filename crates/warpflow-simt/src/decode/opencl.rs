//! Lowering of the OpenCL C builtins overloaded on their operand type
//! ([`warpflow_target::OpenClFn`]: `max`, `clamp`, `hadd`, `mul24`, `mad`, `sign`, ...) to the
//! executor's integer and float ops, one set per vector element.
//!
//! The element type of the call's result says integer or float (and the float width); the
//! mangled first parameter says signed or unsigned ([`warpflow_target::mangle::opencl_first_param_signed`]),
//! since LLVM integers carry no sign. A scalar operand of a vector call (`clamp(float4, float,
//! float)`, `mix(float4, float4, float)`, `step(float, float4)`) is used for every element.
//! Each function is computed as OpenCL C 3.0 defines it; where the definition leaves a result
//! undefined (`min` of a NaN, `clamp` with `lo > hi`, `mul24` of operands beyond 24 bits) the
//! emulator gives what the lowering below gives, which is one of the allowed results. `mad`,
//! `mix`, `degrees` and `radians` of floats are evaluated in double and rounded once, so they
//! are as exact as a float result can be (within the specification's error bounds, and
//! equal to what Oclgrind gives).

use super::*;
use warpflow_target::{FBinary, FUnary, IMath, OpenClFn as F};

/// IEEE single and double constants, as register bits.
const F32_ONE: u64 = 0x3f80_0000;
const F32_MINUS_ONE: u64 = 0xbf80_0000;
const F64_ONE: u64 = 0x3ff0_0000_0000_0000;
const F64_MINUS_ONE: u64 = 0xbff0_0000_0000_0000;

impl FuncDecoder<'_, '_> {
    /// Decodes a call of OpenCL builtin `name` (operation `op`) with operands `args` and result
    /// `res`.
    pub(super) fn opencl_fn(
        &mut self,
        name: &str,
        op: F,
        args: &[Value],
        res: Option<Value>,
    ) -> Result<(), String> {
        let r = res.ok_or_else(|| format!("call to `{name}` without a result"))?;
        let n = self.nleaves(r)?;
        let leaf = self.ctx.lay.leaf_list(self.ty(r)).and_then(|l| l.first().map(|x| x.1));
        let arity = match op {
            F::Clamp | F::MadHi | F::Mad24 | F::MadSat | F::Mad | F::Mix => 3,
            F::Fract | F::Sincos | F::Modf => 2,
            F::Abs | F::Clz | F::Ctz | F::Popcount | F::Sign | F::Degrees | F::Radians => 1,
            _ => 2,
        };
        if args.len() != arity {
            return Err(format!("call to `{name}` with {} operands (expected {arity})", args.len()));
        }
        // Each operand's first register, and whether it has one register per element.
        let mut operands = Vec::with_capacity(arity);
        for &a in args {
            let k = self.nleaves(a)?;
            if k != n && k != 1 {
                return Err(format!("call to `{name}` with operands of different lengths"));
            }
            operands.push((self.reg(a)?, k > 1 || n == 1));
        }
        let at = |i: usize, j: u32| {
            let (reg, per_element) = operands[i];
            if per_element {
                reg + j
            } else {
                reg
            }
        };
        let d = self.reg(r)?;
        let class = self.ic();
        match leaf {
            Some(LeafTy::Int(bits)) if bits <= 64 => {
                let signed = warpflow_target::mangle::opencl_first_param_signed(name)
                    .ok_or_else(|| format!("call to `{name}`: no integer type in its mangled name"))?;
                let b = bits as u8;
                let pick = |s: IMath, u: IMath| if signed { s } else { u };
                if op == F::MadSat || op == F::Upsample {
                    return self.widening(name, op, signed, bits, n, &operands, d, class);
                }
                let one = match op {
                    F::Min => pick(IMath::SMin, IMath::UMin),
                    F::Max | F::Clamp => pick(IMath::SMax, IMath::UMax),
                    F::Abs => pick(IMath::Abs, IMath::Identity),
                    F::AbsDiff => IMath::AbsDiff { signed },
                    F::AddSat => IMath::AddSat { signed },
                    F::SubSat => IMath::SubSat { signed },
                    F::HAdd => IMath::HAdd { signed },
                    F::RHAdd => IMath::RHAdd { signed },
                    F::MulHi | F::MadHi => IMath::MulHi { signed },
                    F::Mul24 | F::Mad24 => IMath::Mul24 { signed },
                    F::Rotate => IMath::Rotate,
                    F::Clz => IMath::Ctlz,
                    F::Ctz => IMath::Cttz,
                    F::Popcount => IMath::Ctpop,
                    F::Mad
                    | F::Mix
                    | F::Step
                    | F::Sign
                    | F::Degrees
                    | F::Radians
                    | F::Fract
                    | F::Sincos
                    | F::Modf
                    | F::MadSat
                    | F::Upsample => return Err(format!("call to `{name}` with integer operands")),
                };
                if matches!(op, F::Mul24 | F::Mad24) && bits != 32 {
                    return Err(format!(
                        "call to `{name}` with {bits}-bit operands (mul24 and mad24 take 32)"
                    ));
                }
                for j in 0..n {
                    let (x, y) = (at(0, j), if arity == 1 { at(0, j) } else { at(1, j) });
                    self.push(Op::IMath { op: one, d: d + j, a: x, b: y, bits: b }, class);
                    match op {
                        F::Clamp => {
                            let m = pick(IMath::SMin, IMath::UMin);
                            self.push(Op::IMath { op: m, d: d + j, a: d + j, b: at(2, j), bits: b }, class);
                        }
                        F::MadHi | F::Mad24 => {
                            self.push(
                                Op::IBin { op: IOp::Add, d: d + j, a: d + j, b: at(2, j), bits: b },
                                class,
                            );
                        }
                        _ => {}
                    }
                }
            }
            Some(l @ (LeafTy::F32 | LeafTy::F64)) => {
                let dbl = l == LeafTy::F64;
                let (one, minus_one) = if dbl { (F64_ONE, F64_MINUS_ONE) } else { (F32_ONE, F32_MINUS_ONE) };
                let fcmp = |pred, d, a, b| Op::FCmp { pred, d, a, b, dbl };
                let fbin = |op, d, a, b| Op::FBin { op, d, a, b, dbl };
                let select = |d, c, a, b| Op::Select { d, c, a, b, n: 1 };
                match op {
                    F::Min | F::Max | F::Clamp => {
                        let first = if op == F::Min { FBinary::MinNum } else { FBinary::MaxNum };
                        for j in 0..n {
                            self.push(Op::FBi { op: first, d: d + j, a: at(0, j), b: at(1, j), dbl }, class);
                            if op == F::Clamp {
                                let op = FBinary::MinNum;
                                self.push(Op::FBi { op, d: d + j, a: d + j, b: at(2, j), dbl }, class);
                            }
                        }
                    }
                    F::Mad | F::Mix | F::Degrees | F::Radians => {
                        // Evaluated in double and rounded once to the result's width (the
                        // product of two floats is exact in double), as Oclgrind evaluates
                        // them; for double operands `mad` is one fused operation.
                        let pi = std::f64::consts::PI;
                        let scale = match op {
                            F::Degrees => Some(self.const_reg((180.0 / pi).to_bits())),
                            F::Radians => Some(self.const_reg((pi / 180.0).to_bits())),
                            _ => None,
                        };
                        let wide = if dbl { None } else { Some(self.alloc(4)) };
                        let dfbin = |op, d, a, b| Op::FBin { op, d, a, b, dbl: true };
                        for j in 0..n {
                            let mut o = [NOREG; 3];
                            for (i, slot) in o.iter_mut().enumerate().take(arity) {
                                *slot = match wide {
                                    Some(t) => {
                                        let cast = Op::Cast {
                                            k: CastK::FpExt,
                                            d: t + i as u32,
                                            a: at(i, j),
                                            from: 32,
                                            to: 64,
                                        };
                                        self.push(cast, class);
                                        t + i as u32
                                    }
                                    None => at(i, j),
                                };
                            }
                            let acc = wide.map_or(d + j, |t| t + 3);
                            match (op, scale) {
                                (F::Mad, _) if dbl => {
                                    self.push(Op::Fma { d: acc, a: o[0], b: o[1], c: o[2], dbl }, class)
                                }
                                (F::Mad, _) => {
                                    self.push(dfbin(FOp::Mul, acc, o[0], o[1]), class);
                                    self.push(dfbin(FOp::Add, acc, acc, o[2]), class);
                                }
                                (F::Mix, _) => {
                                    self.push(dfbin(FOp::Sub, acc, o[1], o[0]), class);
                                    self.push(dfbin(FOp::Mul, acc, acc, o[2]), class);
                                    self.push(dfbin(FOp::Add, acc, o[0], acc), class);
                                }
                                (_, Some(k)) => self.push(dfbin(FOp::Mul, acc, o[0], k), class),
                                (_, None) => {}
                            }
                            if wide.is_some() {
                                let cast = Op::Cast { k: CastK::FpTrunc, d: d + j, a: acc, from: 64, to: 32 };
                                self.push(cast, class);
                            }
                        }
                    }
                    F::Step => {
                        // step(edge, x): 0 where x < edge, else 1
                        let (zero, one) = (self.const_reg(0), self.const_reg(one));
                        let c = self.alloc(1);
                        for j in 0..n {
                            self.push(fcmp(FloatPred::Olt, c, at(1, j), at(0, j)), class);
                            self.push(select(d + j, c, zero, one), class);
                        }
                    }
                    F::Sign => {
                        let (zero, one, minus_one) =
                            (self.const_reg(0), self.const_reg(one), self.const_reg(minus_one));
                        let c = self.alloc(1);
                        for j in 0..n {
                            let x = at(0, j);
                            self.push(fcmp(FloatPred::Olt, c, x, zero), class);
                            self.push(select(d + j, c, minus_one, x), class);
                            self.push(fcmp(FloatPred::Ogt, c, x, zero), class);
                            self.push(select(d + j, c, one, d + j), class);
                            self.push(fcmp(FloatPred::Uno, c, x, x), class);
                            self.push(select(d + j, c, zero, d + j), class);
                        }
                    }
                    F::Fract | F::Sincos | F::Modf => {
                        // One part returned, the other stored through the pointer at the end:
                        // fract: min(x - floor(x), the largest float below 1), floor(x) stored;
                        // modf: x - trunc(x) with x's sign, trunc(x) stored; for both an
                        // infinity gives a zero of its sign and NaN gives NaN. sincos: sin(x),
                        // cos(x) stored.
                        let below_one = self.const_reg(if dbl { 0x3fef_ffff_ffff_ffff } else { 0x3f7f_ffff });
                        let inf = self.const_reg(if dbl {
                            f64::INFINITY.to_bits()
                        } else {
                            u64::from(f32::INFINITY.to_bits())
                        });
                        let zero = self.const_reg(0);
                        let stored = self.alloc(n);
                        let (c, m) = (self.alloc(1), self.alloc(1));
                        for j in 0..n {
                            let (x, d, whole) = (at(0, j), d + j, stored + j);
                            if op == F::Sincos {
                                self.push(Op::FUn { op: FUnary::Sin, d, a: x, dbl }, class);
                                self.push(Op::FUn { op: FUnary::Cos, d: whole, a: x, dbl }, class);
                                continue;
                            }
                            let (round, keep) = if op == F::Fract {
                                (FUnary::Floor, Op::FBi { op: FBinary::MinNum, d, a: d, b: below_one, dbl })
                            } else {
                                (FUnary::Trunc, Op::FBi { op: FBinary::CopySign, d, a: d, b: x, dbl })
                            };
                            self.push(Op::FUn { op: round, d: whole, a: x, dbl }, class);
                            self.push(fbin(FOp::Sub, d, x, whole), class);
                            self.push(keep, class);
                            self.push(Op::FUn { op: FUnary::Fabs, d: m, a: x, dbl }, class);
                            self.push(fcmp(FloatPred::Oeq, c, m, inf), class);
                            self.push(Op::FBi { op: FBinary::CopySign, d: m, a: zero, b: x, dbl }, class);
                            self.push(select(d, c, m, d), class);
                            self.push(fcmp(FloatPred::Uno, c, x, x), class);
                            self.push(select(d, c, x, d), class);
                        }
                        let (start, len) = self.mem_leaves(self.ty(r))?;
                        let store = Op::Store { v: stored, p: operands[1].0, start, n: len, atomic: false };
                        self.push(store, self.mem_class(args[1]));
                    }
                    _ => return Err(format!("call to `{name}` with float operands")),
                }
            }
            _ => return Err(format!("call to `{name}` with a result of an unsupported type")),
        }
        Ok(())
    }

    /// `mad_sat` and `upsample`, computed at twice the operands' width: `mad_sat(a, b, c)` of
    /// `bits`-wide operands (at most 32: the exact `a * b + c` fits 64 bits), clamped to the
    /// type's range; `upsample(hi, lo)`, whose result (`bits` wide) has twice its operands' width.
    #[allow(clippy::too_many_arguments)]
    fn widening(
        &mut self,
        name: &str,
        op: F,
        signed: bool,
        bits: u32,
        n: u32,
        operands: &[(u32, bool)],
        d: u32,
        class: Class,
    ) -> Result<(), String> {
        let at = |i: usize, j: u32| if operands[i].1 { operands[i].0 + j } else { operands[i].0 };
        let t = self.alloc(3);
        if op == F::Upsample {
            if bits < 16 {
                return Err(format!("call to `{name}` with a {bits}-bit result"));
            }
            let half = (bits / 2) as u8;
            let shift = self.const_reg(u64::from(half));
            let b = bits as u8;
            for j in 0..n {
                self.push(Op::Cast { k: CastK::ZExt, d: t, a: at(0, j), from: half, to: b }, class);
                self.push(Op::IBin { op: IOp::Shl, d: t, a: t, b: shift, bits: b }, class);
                self.push(Op::Cast { k: CastK::ZExt, d: t + 1, a: at(1, j), from: half, to: b }, class);
                self.push(Op::IBin { op: IOp::Or, d: d + j, a: t, b: t + 1, bits: b }, class);
            }
            return Ok(());
        }
        if bits > 32 {
            return Err(format!("call to `{name}` with {bits}-bit operands (mad_sat is emulated up to 32)"));
        }
        let b = bits as u8;
        let ext = if signed { CastK::SExt } else { CastK::ZExt };
        let (lo, hi) = if signed {
            ((-(1i64 << (bits - 1))) as u64, (1u64 << (bits - 1)) - 1)
        } else {
            (0, (1u64 << bits) - 1)
        };
        let (lo, hi) = (self.const_reg(lo), self.const_reg(hi));
        for j in 0..n {
            for i in 0..3 {
                self.push(Op::Cast { k: ext, d: t + i as u32, a: at(i, j), from: b, to: 64 }, class);
            }
            self.push(Op::IBin { op: IOp::Mul, d: t, a: t, b: t + 1, bits: 64 }, class);
            self.push(Op::IBin { op: IOp::Add, d: t, a: t, b: t + 2, bits: 64 }, class);
            if signed {
                self.push(Op::IMath { op: IMath::SMax, d: t, a: t, b: lo, bits: 64 }, class);
                self.push(Op::IMath { op: IMath::SMin, d: t, a: t, b: hi, bits: 64 }, class);
            } else {
                self.push(Op::IMath { op: IMath::UMin, d: t, a: t, b: hi, bits: 64 }, class);
            }
            self.push(Op::Cast { k: CastK::Trunc, d: d + j, a: t, from: 64, to: b }, class);
        }
        Ok(())
    }
}
