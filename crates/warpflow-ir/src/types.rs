//! Types, interned per module so that type equality is a `u32` comparison.
//!
//! Every structurally distinct type has exactly one [`Type`] in its module's [`TypeStore`]:
//! `intern` returns the existing key for an equal [`TypeData`]. Named structs are identified by
//! their [`NamedStructId`] (not by their body), so a named struct may be referenced before its
//! body is set, may be opaque, and may be recursive through pointers.

use crate::entity::PrimaryMap;
use crate::Sym;
use std::collections::HashMap;

crate::entity!(
    /// An interned type of a [`crate::Module`].
    Type,
    "ty"
);

crate::entity!(
    /// A named (identified) struct type, `%struct.S = type { ... }`.
    NamedStructId,
    "struct"
);

/// The structure of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `void`
    Void,
    /// `label`
    Label,
    /// `token`
    Token,
    /// `metadata`
    Metadata,
    /// `iN`, `1 <= N <= 2^23`
    Int(u32),
    /// `half`
    Half,
    /// `bfloat`
    BFloat,
    /// `float`
    Float,
    /// `double`
    Double,
    /// `x86_fp80`
    X86Fp80,
    /// `fp128`
    Fp128,
    /// `ppc_fp128`
    PpcFp128,
    /// `ptr` (address space 0) or `ptr addrspace(N)`
    Ptr(u32),
    /// `<N x T>` or, when `scalable`, `<vscale x N x T>`
    Vector {
        /// element count (minimum count for scalable vectors)
        len: u32,
        /// element type
        elem: Type,
        /// whether this is a scalable vector
        scalable: bool,
    },
    /// `[N x T]`
    Array {
        /// element count
        len: u64,
        /// element type
        elem: Type,
    },
    /// A literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        /// field types
        fields: Vec<Type>,
        /// whether packed
        packed: bool,
    },
    /// A named struct; its name and body live in [`TypeStore::named`].
    Named(NamedStructId),
    /// A target extension type `target("name", TYPE..., INT...)`, such as
    /// `target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)` or `target("spirv.Event")`.
    TargetExt {
        /// the name (without quotes, unescaped)
        name: Sym,
        /// type parameters, in order
        types: Vec<Type>,
        /// integer parameters, in order
        ints: Vec<u32>,
    },
    /// A function type `RET (PARAMS...)`.
    Func {
        /// return type
        ret: Type,
        /// parameter types
        params: Vec<Type>,
        /// whether it takes `...`
        vararg: bool,
    },
}

/// A named struct: `%name = type { ... }`, `type <{ ... }>` or `type opaque`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedStruct {
    /// The name without the `%` (may need quoting when printed).
    pub name: Sym,
    /// `None` while opaque (or not yet defined during parsing).
    pub body: Option<StructBody>,
    /// Whether a `type` definition was seen (false for a name only referenced).
    pub defined: bool,
}

/// The body of a named struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructBody {
    /// field types
    pub fields: Vec<Type>,
    /// whether packed
    pub packed: bool,
}

/// The type interner of a module.
#[derive(Clone, Debug)]
pub struct TypeStore {
    types: PrimaryMap<Type, TypeData>,
    map: HashMap<TypeData, Type>,
    /// Named structs, in definition (or first reference) order.
    pub named: PrimaryMap<NamedStructId, NamedStruct>,
    /// Named struct by name.
    pub named_by_name: HashMap<Sym, NamedStructId>,
    void: Type,
    label: Type,
    metadata: Type,
    ptr0: Type,
    i1: Type,
    i8: Type,
    i32: Type,
    i64: Type,
}

impl Default for TypeStore {
    fn default() -> Self {
        Self::new()
    }
}

impl TypeStore {
    /// A store holding the common types.
    pub fn new() -> Self {
        let mut s = TypeStore {
            types: PrimaryMap::new(),
            map: HashMap::new(),
            named: PrimaryMap::new(),
            named_by_name: HashMap::new(),
            void: Type(0),
            label: Type(0),
            metadata: Type(0),
            ptr0: Type(0),
            i1: Type(0),
            i8: Type(0),
            i32: Type(0),
            i64: Type(0),
        };
        s.void = s.intern(TypeData::Void);
        s.label = s.intern(TypeData::Label);
        s.metadata = s.intern(TypeData::Metadata);
        s.ptr0 = s.intern(TypeData::Ptr(0));
        s.i1 = s.intern(TypeData::Int(1));
        s.i8 = s.intern(TypeData::Int(8));
        s.i32 = s.intern(TypeData::Int(32));
        s.i64 = s.intern(TypeData::Int(64));
        s
    }

    /// The unique key for `data`.
    pub fn intern(&mut self, data: TypeData) -> Type {
        if let Some(&t) = self.map.get(&data) {
            return t;
        }
        let t = self.types.push(data.clone());
        self.map.insert(data, t);
        t
    }

    /// The key for `data` if it was interned.
    pub fn lookup(&self, data: &TypeData) -> Option<Type> {
        self.map.get(data).copied()
    }

    /// The structure of `t`.
    #[inline]
    pub fn data(&self, t: Type) -> &TypeData {
        &self.types[t]
    }

    /// Number of interned types.
    pub fn len(&self) -> usize {
        self.types.len()
    }

    /// Whether no types are interned (never true: the common types are always there).
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// `void`
    pub fn void(&self) -> Type {
        self.void
    }
    /// `label`
    pub fn label(&self) -> Type {
        self.label
    }
    /// `metadata`
    pub fn metadata(&self) -> Type {
        self.metadata
    }
    /// `ptr`
    pub fn ptr(&self) -> Type {
        self.ptr0
    }
    /// `i1`
    pub fn i1(&self) -> Type {
        self.i1
    }
    /// `i8`
    pub fn i8(&self) -> Type {
        self.i8
    }
    /// `i32`
    pub fn i32(&self) -> Type {
        self.i32
    }
    /// `i64`
    pub fn i64(&self) -> Type {
        self.i64
    }
    /// `iN`
    pub fn int(&mut self, bits: u32) -> Type {
        self.intern(TypeData::Int(bits))
    }
    /// `ptr addrspace(N)`
    pub fn ptr_in(&mut self, addrspace: u32) -> Type {
        self.intern(TypeData::Ptr(addrspace))
    }

    /// The named struct `name`, created opaque and undefined if not seen before.
    pub fn named_struct(&mut self, name: Sym) -> Type {
        let id = match self.named_by_name.get(&name) {
            Some(&id) => id,
            None => {
                let id = self.named.push(NamedStruct { name, body: None, defined: false });
                self.named_by_name.insert(name, id);
                id
            }
        };
        self.intern(TypeData::Named(id))
    }

    /// Bit width of an integer type.
    pub fn int_width(&self, t: Type) -> Option<u32> {
        match self.data(t) {
            TypeData::Int(n) => Some(*n),
            _ => None,
        }
    }
    /// LLVM's primitive size of `t` in bits: an integer's width, a floating-point type's,
    /// a vector's element count times its element's (with whether it is scalable: then the
    /// count is the minimum). `None` for pointers (their size is the data layout's), aggregates
    /// and the other types.
    pub fn primitive_bits(&self, t: Type) -> Option<(u64, bool)> {
        let bits = match self.data(t) {
            TypeData::Int(n) => u64::from(*n),
            TypeData::Half | TypeData::BFloat => 16,
            TypeData::Float => 32,
            TypeData::Double => 64,
            TypeData::X86Fp80 => 80,
            TypeData::Fp128 | TypeData::PpcFp128 => 128,
            TypeData::Vector { len, elem, scalable } => {
                let (e, _) = self.primitive_bits(*elem)?;
                return Some((u64::from(*len) * e, *scalable));
            }
            _ => return None,
        };
        Some((bits, false))
    }
    /// Whether `t` is an integer type.
    pub fn is_int(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Int(_))
    }
    /// Whether `t` is a floating-point type.
    pub fn is_float(&self, t: Type) -> bool {
        matches!(
            self.data(t),
            TypeData::Half
                | TypeData::BFloat
                | TypeData::Float
                | TypeData::Double
                | TypeData::X86Fp80
                | TypeData::Fp128
                | TypeData::PpcFp128
        )
    }
    /// Whether `t` is a pointer type; its address space if so.
    pub fn ptr_addrspace(&self, t: Type) -> Option<u32> {
        match self.data(t) {
            TypeData::Ptr(a) => Some(*a),
            _ => None,
        }
    }
    /// The element type of a vector, or `t` itself otherwise (LLVM's "scalar type").
    pub fn scalar(&self, t: Type) -> Type {
        match self.data(t) {
            TypeData::Vector { elem, .. } => *elem,
            _ => t,
        }
    }
    /// Whether `t` is `void`.
    pub fn is_void(&self, t: Type) -> bool {
        t == self.void
    }
    /// The fields of a literal or named struct (empty for an opaque struct), or `None`.
    pub fn struct_fields(&self, t: Type) -> Option<&[Type]> {
        match self.data(t) {
            TypeData::Struct { fields, .. } => Some(fields),
            TypeData::Named(id) => Some(self.named[*id].body.as_ref().map_or(&[][..], |b| &b.fields)),
            _ => None,
        }
    }
    /// The type of aggregate member `index` of `t` (struct field, array or vector element).
    pub fn member(&self, t: Type, index: u64) -> Option<Type> {
        match self.data(t) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => Some(*elem),
            _ => self.struct_fields(t)?.get(usize::try_from(index).ok()?).copied(),
        }
    }
    /// Return type, parameter types and varargs flag of a function type.
    pub fn func_sig(&self, t: Type) -> Option<(Type, &[Type], bool)> {
        match self.data(t) {
            TypeData::Func { ret, params, vararg } => Some((*ret, params, *vararg)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_structural() {
        let mut s = TypeStore::new();
        let a = s.intern(TypeData::Int(32));
        assert_eq!(a, s.i32());
        let v1 = s.intern(TypeData::Vector { len: 4, elem: a, scalable: false });
        let v2 = s.intern(TypeData::Vector { len: 4, elem: s.i32(), scalable: false });
        assert_eq!(v1, v2);
        let v3 = s.intern(TypeData::Vector { len: 2, elem: a, scalable: false });
        assert_ne!(v1, v3);
        assert_eq!(s.member(v1, 3), Some(a));
    }
}
