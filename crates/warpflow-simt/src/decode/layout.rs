//! Sizes, alignments, field offsets and scalar leaves of types, from the module's data layout,
//! and the address-space facts the decoder tags pointers with.

use super::*;

/// Scalar leaf types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LeafTy {
    Int(u32),
    F32,
    F64,
    Ptr(u32),
}

/// Type sizes, alignments and field offsets from the module's data layout
/// ([`warpflow_ir::DataLayout`], see [`data_layout`]), and the decoder's own flattening of
/// values into scalar leaves.
pub(super) struct TyLayout<'m> {
    pub(super) m: &'m Module,
    pub(super) dl: DataLayout,
}

/// The data layout the emulator lays memory out by: the module's `target datalayout`; for a
/// module without one, the layout LLVM 19's target machine gives its triple
/// (`warpflow_target::Target::llvm19_default_datalayout`); for a module without a triple (taken
/// as NVPTX, see [`target_model`]) or a SPIR one (no target machine in LLVM 19), clang-19's
/// nvptx64 layout, whose integer, float and 64-bit pointer rules are clang-19's spir64 ones too.
pub fn data_layout(m: &Module) -> DataLayout {
    const NVPTX64: &str = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";
    let s = match (&m.datalayout, &m.triple) {
        (Some(dl), _) => dl.as_str(),
        (None, Some(t)) => Some(warpflow_target::Target::llvm19_default_datalayout(t))
            .filter(|d| !d.is_empty())
            .unwrap_or(NVPTX64),
        (None, None) => NVPTX64,
    };
    DataLayout::parse(s)
}

impl<'m> TyLayout<'m> {
    pub(super) fn new(m: &'m Module) -> Self {
        TyLayout { m, dl: data_layout(m) }
    }

    pub(super) fn ptr_size(&self, space: u32) -> u64 {
        self.dl.pointer_size(space)
    }

    /// Whether `t` is `target("spirv.Event")`, what clang-19 gives OpenCL's `event_t` on spir64
    /// (on other targets it is a pointer). LLVM lays out every `spirv.*` target type as a
    /// pointer of address space 0; the emulator holds an event in one integer leaf of that
    /// size (the value `async_work_group_copy` returns, which nothing dereferences).
    pub(super) fn is_event(&self, t: Type) -> bool {
        matches!(self.m.types.data(t), TypeData::TargetExt { name, .. } if self.m.str(*name) == "spirv.Event")
    }

    /// (alloc size, ABI alignment) in bytes; `None` for unsized or unsupported types.
    pub(super) fn size_align(&self, t: Type) -> Option<(u64, u64)> {
        if self.is_event(t) {
            let size = self.ptr_size(0);
            return Some((size, size));
        }
        self.dl.size_align(&self.m.types, t)
    }

    /// Alloc size in bytes (the stride of arrays and `getelementptr`).
    pub(super) fn size(&self, t: Type) -> Option<u64> {
        if self.is_event(t) {
            return Some(self.ptr_size(0));
        }
        self.dl.alloc_size(&self.m.types, t)
    }

    /// Byte offset of struct field `i`.
    pub(super) fn field_offset(&self, t: Type, i: usize) -> Option<u64> {
        self.dl.field_offset(&self.m.types, t, i)
    }

    /// Flattened scalar leaves with their byte offsets.
    pub(super) fn leaves(&self, t: Type, base: u64, out: &mut Vec<(u64, LeafTy)>, depth: u32) -> Option<()> {
        if depth > 64 || out.len() > 4096 {
            return None;
        }
        match self.m.types.data(t) {
            TypeData::Int(n) if *n <= 64 => out.push((base, LeafTy::Int(*n))),
            TypeData::Float => out.push((base, LeafTy::F32)),
            TypeData::Double => out.push((base, LeafTy::F64)),
            TypeData::Ptr(a) => out.push((base, LeafTy::Ptr(*a))),
            _ if self.is_event(t) => out.push((base, LeafTy::Int(self.ptr_size(0) as u32 * 8))),
            TypeData::Vector { len, elem, scalable: false } => {
                let es = self.size(*elem)?;
                if matches!(self.m.types.data(*elem), TypeData::Int(n) if *n % 8 != 0) {
                    return None;
                }
                for i in 0..*len as u64 {
                    self.leaves(*elem, base + i * es, out, depth + 1)?;
                }
            }
            TypeData::Array { len, elem } => {
                let es = self.size(*elem)?;
                for i in 0..*len {
                    self.leaves(*elem, base + i * es, out, depth + 1)?;
                }
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let n = self.m.types.struct_fields(t)?.len();
                for i in 0..n {
                    let f = self.m.types.struct_fields(t)?[i];
                    let off = self.field_offset(t, i)?;
                    self.leaves(f, base + off, out, depth + 1)?;
                }
            }
            _ => return None,
        }
        Some(())
    }

    pub(super) fn leaf_list(&self, t: Type) -> Option<Vec<(u64, LeafTy)>> {
        let mut v = Vec::new();
        self.leaves(t, 0, &mut v, 0)?;
        Some(v)
    }

    /// How many registers a value of type `t` takes. A vector of integers narrower than a
    /// byte (`<4 x i1>`, what vector compares give) lives in registers, one element each,
    /// although its memory layout (bit-packed) is not modelled: [`TyLayout::leaf_list`]
    /// refuses it, so loads and stores of one are refused when decoded.
    pub(super) fn leaf_count(&self, t: Type) -> Option<u32> {
        match self.m.types.data(t) {
            TypeData::Void | TypeData::Metadata | TypeData::Label => return Some(0),
            TypeData::Vector { len, elem, scalable: false } => {
                if matches!(self.m.types.data(*elem), TypeData::Int(n) if *n % 8 != 0 && *n < 64) {
                    return Some(*len);
                }
            }
            _ => {}
        }
        self.leaf_list(t).map(|l| l.len() as u32)
    }
}

pub(super) fn leaf_size(l: LeafTy, lay: &TyLayout) -> u8 {
    match l {
        LeafTy::Int(n) => (n.div_ceil(8).max(1) as u64).next_power_of_two() as u8,
        LeafTy::F32 => 4,
        LeafTy::F64 => 8,
        LeafTy::Ptr(a) => lay.ptr_size(a) as u8,
    }
}

/// The kind of address space `space` on the module's target (unknown spaces: global).
pub(super) fn space_kind(model: &TargetModel, space: u32) -> AddressSpaceKind {
    model.address_space(space).map_or(AddressSpaceKind::Global, |a| a.kind)
}

/// The address tag of a pointer into address space `space` (generic pointers carry the tag of
/// what they point to; a generic integer-to-pointer cast is taken as global).
pub(super) fn tag_for_space(model: &TargetModel, space: u32) -> u64 {
    match space_kind(model, space) {
        AddressSpaceKind::Shared => TAG_SHARED,
        AddressSpaceKind::Constant => TAG_CONST,
        AddressSpaceKind::Private => memory::TAG_PRIVATE,
        _ => TAG_GLOBAL,
    }
}
