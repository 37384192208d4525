//! ABI alignments from a `target datalayout` string, with LLVM's defaults for what the string
//! does not specify (LangRef, "Data Layout"): `i1`/`i8` 1 byte, `i16` 2, `i32` 4, `i64` 4,
//! `i128` 16, `half`/`bfloat` 2, `float` 4, `double` 8, `fp128`/`x86_fp80` 16, 64-bit pointers
//! aligned to 8, `v64` 8, `v128` 16, other vectors their size rounded up to a power of two.
//! An integer width without an entry takes the smallest larger listed width (or the largest).

use crate::types::{TypeData, TypeStore as Types};
use crate::Type;

/// The alignment-relevant part of a data layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataLayout {
    /// `(bits, abi bytes)` of integer types, sorted by width.
    ints: Vec<(u32, u64)>,
    /// `(bits, abi bytes)` of vector types (by total size).
    vectors: Vec<(u64, u64)>,
    /// `(bits, abi bytes)` of floating-point types.
    floats: Vec<(u32, u64)>,
    /// `(address space, size bits, abi bytes)` of pointers.
    ptrs: Vec<(u32, u64, u64)>,
    /// ABI alignment of aggregates (bytes, 0 = none).
    aggregate: u64,
}

impl Default for DataLayout {
    fn default() -> Self {
        DataLayout {
            ints: vec![(1, 1), (8, 1), (16, 2), (32, 4), (64, 4), (128, 16)],
            vectors: vec![(64, 8), (128, 16)],
            floats: vec![(16, 2), (32, 4), (64, 8), (128, 16)],
            ptrs: vec![(0, 64, 8)],
            aggregate: 0,
        }
    }
}

fn set<K: PartialEq + Copy, V>(v: &mut Vec<(K, V)>, k: K, x: V) {
    match v.iter_mut().find(|(a, _)| *a == k) {
        Some(e) => e.1 = x,
        None => v.push((k, x)),
    }
}

impl DataLayout {
    /// Parses a data layout string; unknown or malformed components are ignored.
    pub fn parse(s: &str) -> DataLayout {
        let mut dl = DataLayout::default();
        let bytes = |x: &str| x.parse::<u64>().ok().map(|b| b / 8);
        for part in s.split('-').filter(|p| !p.is_empty()) {
            let (head, rest) = part.split_at(1);
            let fields: Vec<&str> = rest.split(':').collect();
            match head {
                "i" | "f" | "v" => {
                    let (Some(bits), Some(abi)) = (
                        fields.first().and_then(|b| b.parse::<u64>().ok()),
                        fields.get(1).and_then(|a| bytes(a)),
                    ) else {
                        continue;
                    };
                    match head {
                        "i" => set(&mut dl.ints, bits as u32, abi),
                        "f" => set(&mut dl.floats, bits as u32, abi),
                        _ => set(&mut dl.vectors, bits, abi),
                    }
                }
                "p" => {
                    let asp =
                        fields.first().filter(|a| !a.is_empty()).and_then(|a| a.parse().ok()).unwrap_or(0);
                    let (Some(size), Some(abi)) = (
                        fields.get(1).and_then(|b| b.parse::<u64>().ok()),
                        fields.get(2).and_then(|a| bytes(a)),
                    ) else {
                        continue;
                    };
                    match dl.ptrs.iter_mut().find(|e| e.0 == asp) {
                        Some(e) => *e = (asp, size, abi),
                        None => dl.ptrs.push((asp, size, abi)),
                    }
                }
                "a" => {
                    if let Some(abi) = fields.get(1).and_then(|a| bytes(a)) {
                        dl.aggregate = abi;
                    }
                }
                _ => {}
            }
        }
        dl.ints.sort();
        dl
    }

    fn ptr(&self, asp: u32) -> (u64, u64) {
        let e = self.ptrs.iter().find(|e| e.0 == asp).or_else(|| self.ptrs.iter().find(|e| e.0 == 0));
        e.map_or((64, 8), |e| (e.1, e.2))
    }

    fn int_align(&self, bits: u32) -> u64 {
        self.ints.iter().find(|(b, _)| *b >= bits).or(self.ints.last()).map_or(1, |e| e.1)
    }

    /// The size of `t` in bits (`None` for unsized types).
    fn bits(&self, types: &Types, t: Type) -> Option<u64> {
        Some(match types.data(t) {
            TypeData::Int(n) => u64::from(*n),
            TypeData::Half | TypeData::BFloat => 16,
            TypeData::Float => 32,
            TypeData::Double => 64,
            TypeData::X86Fp80 => 80,
            TypeData::Fp128 | TypeData::PpcFp128 => 128,
            TypeData::Ptr(a) => self.ptr(*a).0,
            TypeData::Vector { len, elem, .. } => u64::from(*len) * self.bits(types, *elem)?,
            _ => return None,
        })
    }

    /// The store size of `t` in bytes, as LLVM's `getTypeStoreSize` (aggregates padded to their
    /// alignment).
    pub fn store_size(&self, types: &Types, t: Type) -> Option<u64> {
        match types.data(t) {
            TypeData::Array { len, elem } => {
                let e = self.store_size(types, *elem)?;
                let a = self.abi_align(types, *elem)?;
                Some(len * e.div_ceil(a) * a)
            }
            TypeData::Vector { .. } | TypeData::Int(_) | TypeData::Ptr(_) => {
                self.bits(types, t).map(|b| b.div_ceil(8))
            }
            _ => match types.struct_fields(t) {
                Some(fields) => {
                    let mut off = 0u64;
                    let mut max = 1u64;
                    for &f in fields {
                        let a = self.abi_align(types, f)?;
                        off = off.div_ceil(a) * a + self.store_size(types, f)?;
                        max = max.max(a);
                    }
                    Some(off.div_ceil(max) * max)
                }
                None => self.bits(types, t).map(|b| b.div_ceil(8)),
            },
        }
    }

    /// The ABI alignment of `t` in bytes (`None` for types without one: void, label, ...).
    pub fn abi_align(&self, types: &Types, t: Type) -> Option<u64> {
        Some(match types.data(t) {
            TypeData::Int(n) => self.int_align(*n),
            TypeData::Half | TypeData::BFloat => self.floats.iter().find(|e| e.0 == 16).map_or(2, |e| e.1),
            TypeData::Float => self.floats.iter().find(|e| e.0 == 32).map_or(4, |e| e.1),
            TypeData::Double => self.floats.iter().find(|e| e.0 == 64).map_or(8, |e| e.1),
            TypeData::X86Fp80 | TypeData::Fp128 | TypeData::PpcFp128 => {
                self.floats.iter().find(|e| e.0 == 128).map_or(16, |e| e.1)
            }
            TypeData::Ptr(a) => self.ptr(*a).1,
            TypeData::Vector { .. } => {
                let bits = self.bits(types, t)?;
                match self.vectors.iter().find(|e| e.0 == bits) {
                    Some(e) => e.1,
                    None => bits.div_ceil(8).next_power_of_two().max(1),
                }
            }
            TypeData::Array { elem, .. } => self.abi_align(types, *elem)?,
            TypeData::Struct { packed: true, .. } => self.aggregate.max(1),
            TypeData::Named(id) if types.named[*id].body.as_ref().is_some_and(|b| b.packed) => {
                self.aggregate.max(1)
            }
            _ => {
                let fields = types.struct_fields(t)?;
                let mut a = self.aggregate.max(1);
                for &f in fields {
                    a = a.max(self.abi_align(types, f)?);
                }
                a
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alignments() {
        let mut ty = Types::new();
        let i1 = ty.int(1);
        let i16 = ty.int(16);
        let i64 = ty.int(64);
        let i24 = ty.int(24);
        let p5 = ty.ptr_in(5);
        let p0 = ty.ptr();
        let i32 = ty.i32();
        let v2i32 = ty.intern(TypeData::Vector { len: 2, elem: i32, scalable: false });
        let v3i32 = ty.intern(TypeData::Vector { len: 3, elem: i32, scalable: false });
        let d = DataLayout::default();
        assert_eq!(d.abi_align(&ty, i1), Some(1));
        assert_eq!(d.abi_align(&ty, i16), Some(2));
        assert_eq!(d.abi_align(&ty, i64), Some(4));
        assert_eq!(d.abi_align(&ty, i24), Some(4));
        assert_eq!(d.abi_align(&ty, v2i32), Some(8));
        assert_eq!(d.abi_align(&ty, v3i32), Some(16));
        let amd =
            DataLayout::parse("e-p:64:64-p5:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-n32:64-S32-A5");
        assert_eq!(amd.abi_align(&ty, i64), Some(8));
        assert_eq!(amd.abi_align(&ty, p5), Some(4));
        assert_eq!(amd.abi_align(&ty, p0), Some(8));
        assert_eq!(amd.abi_align(&ty, v3i32), Some(16));
        assert_eq!(amd.store_size(&ty, v3i32), Some(12));
    }
}
