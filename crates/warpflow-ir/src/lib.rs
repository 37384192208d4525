//! The warpflow SSA IR: module, globals, functions, blocks, instructions, values, types and
//! constants, with a lossless LLVM IR text reader and writer, a mutation API and a verifier.
//!
//! Invariants: entities are typed `u32` indices into arenas owned by their function or module;
//! definitions are separate from layout (block and instruction order). The reader ([`parse`] for
//! text, [`parse_bytes`] for bytes that may hold non-UTF-8 bytes in comments and strings, as LLVM
//! allows) never panics: every error carries a line, a column, the offending text and a message,
//! and a parsed module records where each function, block and instruction was
//! ([`Module::positions`]). This crate does no IO.
//!
//! Map of the crate:
//! - [`entity`]: `PrimaryMap`/`SecondaryMap` arenas and the `entity!` macro for typed indices.
//! - [`types`]: interned [`Type`]s; [`constant`]: interned [`Const`]s.
//! - [`inst`]: [`InstData`] / [`InstKind`]: every instruction, with uniform operand access.
//! - [`function`]: [`Function`] with its values, instructions, blocks; [`layout`]: their order.
//! - [`metadata`]: lossless metadata nodes and `!dbg` resolution to [`SourceLoc`].
//! - [`module`]: [`Module`], globals, attribute groups, comdats, the string interner.
//! - [`mutate`]: block and instruction surgery keeping layout and phis consistent; [`FuncBuilder`].
//! - [`datalayout`]: ABI alignments from a `target datalayout` string.
//! - [`position`]: line:column of each parsed function, block and instruction (a side table).
//! - [`verify`]: [`verify_function`] / [`verify_module`]: types, SSA dominance, phis, terminators.
#![deny(missing_docs)]

pub mod constant;
pub mod datalayout;
pub mod entity;
mod error;
pub mod function;
pub mod inst;
pub mod layout;
pub(crate) mod lexer;
pub mod metadata;
pub mod module;
pub mod mutate;
mod parser;
pub mod position;
pub mod printer;
pub mod slots;
pub mod types;
pub mod verify;

pub use constant::{Const, ConstData, ConstExpr, ConstKind, InlineAsm};
pub use datalayout::DataLayout;
pub use entity::{EntityRef, PrimaryMap, SecondaryMap};
pub use error::ParseError;
pub use function::{
    Block, BlockData, Checkpoint, FuncId, Function, GlobalProps, MetaArg, Value, ValueData, ValueDef,
};
pub use inst::{
    Atomic, Attr, AttrList, BinOp, Bundle, CallConv, CallInfo, CastOp, DbgRecord, DbgRecordKind, FastMath,
    FloatPred, GepFlags, Inst, InstData, InstKind, IntFlags, IntPred, MemInfo, Ordering, RmwOp, TailKind,
};
pub use layout::Layout;
pub use metadata::{InlinedFrame, MetaId, MetaNode, MetaTarget, NamedMeta, SourceLoc};
pub use module::{
    attr_key, is_llvm_reserved_name, Comdat, GlobalId, GlobalRef, GlobalVar, Interner, Linkage, Module, Sym,
    UseListOrder,
};
pub use mutate::{FuncBuilder, InsertPoint, MutateError, NewIncoming};
pub use parser::{parse, parse_bytes, MAX_DEPTH};
pub use position::{FuncPositions, SourcePos, SourcePositions};
pub use printer::{
    print_function, print_inst, print_module, print_module_with, type_to_string, PrintOptions,
};
pub use slots::Slots;
pub use types::{NamedStruct, NamedStructId, StructBody, Type, TypeData, TypeStore};
pub use verify::{verify_function, verify_module, VerifyError};
