//! Type sizes, ABI alignments and struct field offsets from a `target datalayout` string, with
//! LLVM's defaults for what the string does not specify (LangRef, "Data Layout"): `i1`/`i8` 1
//! byte, `i16` 2, `i32` 4, `i64` 4, `half`/`bfloat` 2, `float` 4, `double` 8,
//! `fp128`/`x86_fp80` 16, 64-bit pointers aligned to 8, `v64` 8, `v128` 16, other vectors their
//! size rounded up to a power of two. An integer width without an entry takes the smallest
//! larger listed width (or the largest: `i128` is 8-byte aligned under `i64:64` alone). A
//! pointer in an address space without an entry is an address-space-0 pointer.
//!
//! Sizes follow LLVM's `DataLayout`: the *store size* is the bytes a value occupies
//! (`getTypeStoreSize`), the *alloc size* the store size rounded up to the ABI alignment
//! (`getTypeAllocSize`: the stride of arrays and of `getelementptr`); a struct lays its fields
//! out in order, each at the next multiple of its ABI alignment (1 in a packed struct), and
//! ends padded to its alignment (`StructLayout`); a packed struct is 1-byte aligned. The tests
//! check these against `opt-19`'s constant folding of `getelementptr` offsets.

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
            ints: vec![(1, 1), (8, 1), (16, 2), (32, 4), (64, 4)],
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
        match types.data(t) {
            TypeData::Ptr(a) => Some(self.ptr(*a).0),
            TypeData::Vector { len, elem, .. } => Some(u64::from(*len) * self.bits(types, *elem)?),
            // integers and floating-point types: their primitive size
            _ => types.primitive_bits(t).map(|(bits, _)| bits),
        }
    }

    /// The size in bytes of a pointer in address space `asp`.
    pub fn pointer_size(&self, asp: u32) -> u64 {
        self.ptr(asp).0.div_ceil(8)
    }

    /// The store size of `t` in bytes, as LLVM's `getTypeStoreSize` (aggregates padded to their
    /// alignment; `None` for unsized types).
    pub fn store_size(&self, types: &Types, t: Type) -> Option<u64> {
        match types.data(t) {
            TypeData::Array { len, elem } => len.checked_mul(self.alloc_size(types, *elem)?),
            TypeData::Vector { .. } | TypeData::Int(_) | TypeData::Ptr(_) => {
                self.bits(types, t).map(|b| b.div_ceil(8))
            }
            _ => match types.struct_fields(t) {
                Some(_) => self.struct_layout(types, t, usize::MAX).map(|(size, _)| size),
                None => self.bits(types, t).map(|b| b.div_ceil(8)),
            },
        }
    }

    /// The alloc size of `t` in bytes, as LLVM's `getTypeAllocSize`: the store size rounded up
    /// to the ABI alignment (the distance between consecutive array elements).
    pub fn alloc_size(&self, types: &Types, t: Type) -> Option<u64> {
        let (size, align) = (self.store_size(types, t)?, self.abi_align(types, t)?);
        size.checked_next_multiple_of(align)
    }

    /// `(alloc size, ABI alignment)` of `t` in bytes.
    pub fn size_align(&self, types: &Types, t: Type) -> Option<(u64, u64)> {
        Some((self.alloc_size(types, t)?, self.abi_align(types, t)?))
    }

    /// The byte offset of field `i` of struct type `t` (`None`: not a sized struct, or no such
    /// field).
    pub fn field_offset(&self, types: &Types, t: Type, i: usize) -> Option<u64> {
        if i >= sized_fields(types, t)?.len() {
            return None;
        }
        self.struct_layout(types, t, i).map(|(_, off)| off)
    }

    /// The struct layout of `t`: `(size, offset of field `upto`)` (the offset is the size when
    /// `upto` is past the last field).
    fn struct_layout(&self, types: &Types, t: Type, upto: usize) -> Option<(u64, u64)> {
        let fields = sized_fields(types, t)?;
        let packed = is_packed(types, t);
        let mut off = 0u64;
        let mut max = 1u64;
        let mut at = None;
        for (k, &f) in fields.iter().enumerate() {
            let a = if packed { 1 } else { self.abi_align(types, f)? };
            off = off.checked_next_multiple_of(a)?;
            if k == upto {
                at = Some(off);
            }
            off = off.checked_add(self.alloc_size(types, f)?)?;
            max = max.max(a);
        }
        let size = off.checked_next_multiple_of(max)?;
        Some((size, at.unwrap_or(size)))
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
            // LLVM: "packed structure types always have an ABI alignment of one"
            _ if sized_fields(types, t).is_some() && is_packed(types, t) => 1,
            _ => {
                let fields = sized_fields(types, t)?;
                let mut a = self.aggregate.max(1);
                for &f in fields {
                    a = a.max(self.abi_align(types, f)?);
                }
                a
            }
        })
    }
}

/// The fields of struct type `t`; `None` for other types and for opaque structs (unsized).
fn sized_fields(types: &Types, t: Type) -> Option<&[Type]> {
    match types.data(t) {
        TypeData::Named(id) if types.named[*id].body.is_none() => None,
        _ => types.struct_fields(t),
    }
}

/// Whether `t` is a packed struct (literal or named).
fn is_packed(types: &Types, t: Type) -> bool {
    match types.data(t) {
        TypeData::Struct { packed, .. } => *packed,
        TypeData::Named(id) => types.named[*id].body.as_ref().is_some_and(|b| b.packed),
        _ => false,
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

    /// clang-19's layouts (`Target::llvm19_default_datalayout` in warpflow-target).
    const NVPTX64: &str = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";
    const NVPTX64_SHORT_PTR: &str = "e-p3:32:32-p4:32:32-p5:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64";
    const AMDGCN: &str = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-\
                          p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-\
                          v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";

    /// `(alloc size, ABI alignment, field offsets)` of type `ty` (LLVM syntax) under `dl`.
    fn layout(dl: &str, ty: &str) -> (u64, u64, Vec<u64>) {
        let m = crate::parse(&format!("@g = external global {ty}\n")).unwrap();
        let t = m.globals.iter().next().unwrap().1.value_ty;
        let d = DataLayout::parse(dl);
        let (size, align) = d.size_align(&m.types, t).unwrap();
        let n = m.types.struct_fields(t).map_or(0, |f| f.len());
        let offsets = (0..n).map(|i| d.field_offset(&m.types, t, i).unwrap()).collect();
        assert_eq!(d.field_offset(&m.types, t, n), None);
        (size, align, offsets)
    }

    /// The figures are `opt-19 -passes=instcombine`'s folding of `ptrtoint (getelementptr T,
    /// ptr null, i32 1)` (alloc size), of `getelementptr { i8, T }, ptr null, i32 0, i32 1`
    /// (alignment) and of `getelementptr T, ptr null, i32 0, i32 k` (field offsets), under each
    /// layout string.
    #[test]
    fn sizes_and_offsets_match_llvm() {
        let all = [NVPTX64, NVPTX64_SHORT_PTR, AMDGCN];
        for dl in all {
            // padding before a double and at the end
            assert_eq!(layout(dl, "{ i8, i32, double, i16 }"), (24, 8, vec![0, 4, 8, 16]), "{dl}");
            assert_eq!(layout(dl, "{ i8, i64, i8 }"), (24, 8, vec![0, 8, 16]));
            // an array is aligned as its element
            assert_eq!(layout(dl, "{ i8, [3 x i32], i8 }"), (20, 4, vec![0, 4, 16]));
            // a 3-element vector is 16 bytes, 16-aligned
            assert_eq!(layout(dl, "{ i8, <3 x float>, i8 }"), (48, 16, vec![0, 16, 32]));
            assert_eq!(layout(dl, "<3 x float>"), (16, 16, vec![]));
            assert_eq!(layout(dl, "<3 x i8>"), (4, 4, vec![]));
            assert_eq!(layout(dl, "<4 x i1>"), (1, 1, vec![]));
            // packed: no padding, 1-aligned, also as a field
            assert_eq!(layout(dl, "<{ i8, i32 }>"), (5, 1, vec![0, 1]));
            assert_eq!(
                layout(dl, "{ i8, { i8, i32, double, i16 }, <{ i8, i32 }>, i8 }"),
                (40, 8, vec![0, 8, 32, 37])
            );
            // odd integer widths take the next listed width's alignment
            assert_eq!(layout(dl, "i24"), (4, 4, vec![]));
            assert_eq!(layout(dl, "[5 x i24]"), (20, 4, vec![]));
            assert_eq!(layout(dl, "i64"), (8, 8, vec![]));
        }
        // pointers in the shared (3) and private (5) address spaces
        let ptrs = "{ i8, ptr addrspace(3), i8, ptr addrspace(5), i8 }";
        assert_eq!(layout(NVPTX64, ptrs), (40, 8, vec![0, 8, 16, 24, 32]));
        assert_eq!(layout(NVPTX64_SHORT_PTR, ptrs), (20, 4, vec![0, 4, 8, 12, 16]));
        assert_eq!(layout(AMDGCN, ptrs), (20, 4, vec![0, 4, 8, 12, 16]));
        assert_eq!(layout(AMDGCN, "ptr addrspace(5)"), (4, 4, vec![]));
        assert_eq!(layout(AMDGCN, "ptr addrspace(1)"), (8, 8, vec![]));
        assert_eq!(DataLayout::parse(AMDGCN).pointer_size(5), 4);
        assert_eq!(DataLayout::parse(NVPTX64).pointer_size(5), 8);
        assert_eq!(DataLayout::parse(NVPTX64_SHORT_PTR).pointer_size(7), 8, "unlisted: space 0's");
        // i128: 16-aligned where listed (nvptx64); amdgcn lists up to i64, so 8
        assert_eq!(layout(NVPTX64, "{ i8, i128 }"), (32, 16, vec![0, 16]));
        assert_eq!(layout(AMDGCN, "{ i8, i128 }"), (24, 8, vec![0, 8]));
        // unsized
        let m = crate::parse("%T = type opaque\n@g = external global %T\n").unwrap();
        let t = m.globals.iter().next().unwrap().1.value_ty;
        assert_eq!(DataLayout::parse(NVPTX64).size_align(&m.types, t), None);
    }
}
