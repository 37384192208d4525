//! Functions: their values, instructions and blocks (definitions) plus the [`Layout`] (order).
//!
//! Values are function-local: instruction results, arguments, constants (one value per distinct
//! module constant used in the function, see [`Function::const_value`]) and metadata operands of
//! calls. A declaration is a function without blocks.
//!
//! Invariants: `values[v].def == ValueDef::Inst(i)` iff `insts[i].result == Some(v)`;
//! `values[args[k]].def == ValueDef::Arg(k)`; names are unique per function among values and
//! blocks that have one (unnamed ones are numbered when printed).

use crate::entity::{EntityRef, PrimaryMap};
use crate::inst::{AttrList, CallConv, Inst, InstData, InstKind};
use crate::layout::Layout;
use crate::{Const, Linkage, MetaId, Sym, Type};
use std::collections::BTreeMap;

crate::entity!(
    /// A value of a [`Function`].
    Value,
    "v"
);
crate::entity!(
    /// A basic block of a [`Function`].
    Block,
    "block"
);
crate::entity!(
    /// A function of a [`crate::Module`].
    FuncId,
    "func"
);

/// A value: its type, where it comes from, and its name.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueData {
    /// the value's type
    pub ty: Type,
    /// where the value comes from
    pub def: ValueDef,
    /// `%name`, or `None` for a value printed with a number
    pub name: Option<Sym>,
}

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// the result of an instruction
    Inst(Inst),
    /// the k-th parameter
    Arg(u32),
    /// a module constant (including globals and functions used as pointers, and inline asm)
    Const(Const),
    /// a `metadata` call argument
    Meta(MetaArg),
    /// a forward reference not (yet) defined; never present in a successfully parsed function
    Placeholder,
}

/// A `metadata ...` operand of a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MetaArg {
    /// `metadata !12` or inline `metadata !DIExpression()`
    Node(MetaId),
    /// `metadata i32 %x`: a value wrapped as metadata
    Value(Value),
}

/// A basic block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockData {
    /// `name:`, or `None` for a numbered block
    pub name: Option<Sym>,
}

/// Linker-visible properties shared by functions and global variables.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GlobalProps {
    /// linkage (`internal`, `external`, ...)
    pub linkage: Linkage,
    /// `dso_local`
    pub dso_local: bool,
    /// `hidden`, `protected`, or `None` for default visibility
    pub visibility: Option<Sym>,
    /// `dllimport`/`dllexport`
    pub dll_storage: Option<Sym>,
    /// `unnamed_addr` or `local_unnamed_addr`
    pub unnamed_addr: Option<Sym>,
    /// `addrspace(N)` of the symbol, 0 when absent
    pub addrspace: u32,
    /// `section "..."`
    pub section: Option<String>,
    /// `partition "..."`
    pub partition: Option<String>,
    /// `comdat` (own name) or `comdat($name)`: the comdat's name
    pub comdat: Option<Sym>,
    /// `align N`
    pub align: Option<u64>,
    /// metadata attachments (`!dbg !5`)
    pub md: Vec<(Sym, MetaId)>,
}

/// A function definition or declaration.
#[derive(Clone, Debug)]
pub struct Function {
    /// name without `@` (`None` for an unnamed, numbered function)
    pub name: Option<Sym>,
    /// function type (`RET (PARAMS...)`)
    pub ty: Type,
    /// linkage, visibility, section, ...
    pub props: GlobalProps,
    /// calling convention
    pub cconv: CallConv,
    /// return attributes
    pub ret_attrs: AttrList,
    /// attributes of each parameter
    pub param_attrs: Vec<AttrList>,
    /// function attributes, including `#N` group references
    pub fn_attrs: AttrList,
    /// `gc "name"`
    pub gc: Option<String>,
    /// `personality`, `prefix`, `prologue` constants
    pub personality: Option<Const>,
    /// `prefix` constant
    pub prefix: Option<Const>,
    /// `prologue` constant
    pub prologue: Option<Const>,
    /// whether this function has a body (`define`) rather than being a declaration
    pub is_definition: bool,
    /// whether this is an intrinsic (`@llvm.*`) called but never declared in the text: the
    /// reader declares it with the type of its first call, as LLVM does, and the printer leaves
    /// it out (so the output is written as the input was; LLVM declares it again)
    pub implicit: bool,
    /// parameter values, in order
    pub args: Vec<Value>,
    /// all values
    pub values: PrimaryMap<Value, ValueData>,
    /// all instructions (in or out of the layout)
    pub insts: PrimaryMap<Inst, InstData>,
    /// all blocks (in or out of the layout)
    pub blocks: PrimaryMap<Block, BlockData>,
    /// block and instruction order
    pub layout: Layout,
    /// the value standing for each module constant used in this function (ordered, so two
    /// functions that hold the same entries print alike whatever was added and removed between)
    pub const_values: BTreeMap<Const, Value>,
}

/// What [`Function::rollback`] needs besides the journals of the arenas and of the layout:
/// the signature and attributes as they were at [`Function::checkpoint`], the layout's ends,
/// and the number of values then (the constants given a value since are forgotten).
#[derive(Clone, Debug)]
pub struct Checkpoint {
    /// the function's fields other than its arenas, layout and constants' values
    shell: Box<Function>,
    layout: crate::layout::LayoutMark,
    values: usize,
}

impl Function {
    /// Starts recording the function's changes so that [`Function::rollback`] can undo them,
    /// at the cost of what changes rather than of the function: the three arenas and the
    /// layout's side tables keep a journal of the entities written
    /// ([`PrimaryMap::begin_journal`], [`Layout::begin_journal`]); the constants' values only
    /// grow, each with a new value, so those added are found among the values added; the
    /// signature and attributes (small) are copied. Replaces a checkpoint being kept.
    /// [`Function::commit`] ends it.
    pub fn checkpoint(&mut self) -> Checkpoint {
        self.insts.begin_journal();
        self.values.begin_journal();
        self.blocks.begin_journal();
        Checkpoint {
            shell: Box::new(Function {
                name: self.name,
                ty: self.ty,
                props: self.props.clone(),
                cconv: self.cconv,
                ret_attrs: self.ret_attrs.clone(),
                param_attrs: self.param_attrs.clone(),
                fn_attrs: self.fn_attrs.clone(),
                gc: self.gc.clone(),
                personality: self.personality,
                prefix: self.prefix,
                prologue: self.prologue,
                is_definition: self.is_definition,
                implicit: self.implicit,
                args: self.args.clone(),
                values: PrimaryMap::new(),
                insts: PrimaryMap::new(),
                blocks: PrimaryMap::new(),
                layout: Layout::new(),
                const_values: BTreeMap::new(),
            }),
            layout: self.layout.begin_journal(),
            values: self.values.len(),
        }
    }

    /// Puts the function back as it was at `cp`, the last [`Function::checkpoint`] taken (the
    /// checkpoint goes on from there). After [`Function::commit`] there is nothing to roll back
    /// to, and nothing changes.
    pub fn rollback(&mut self, cp: &Checkpoint) {
        if !self.insts.is_journaled() {
            return;
        }
        let c = &cp.shell;
        self.name = c.name;
        self.ty = c.ty;
        self.props = c.props.clone();
        self.cconv = c.cconv;
        self.ret_attrs = c.ret_attrs.clone();
        self.param_attrs = c.param_attrs.clone();
        self.fn_attrs = c.fn_attrs.clone();
        self.gc = c.gc.clone();
        self.personality = c.personality;
        self.prefix = c.prefix;
        self.prologue = c.prologue;
        self.is_definition = c.is_definition;
        self.implicit = c.implicit;
        self.args = c.args.clone();
        self.layout.rollback_journal(&cp.layout);
        // the constants given values since: their values are dropped with the values' journal
        for v in (cp.values..self.values.len()).map(Value::new) {
            if let ValueDef::Const(k) = self.values[v].def {
                if self.const_values.get(&k) == Some(&v) {
                    self.const_values.remove(&k);
                }
            }
        }
        self.insts.rollback_journal();
        self.values.rollback_journal();
        self.blocks.rollback_journal();
    }

    /// Keeps the changes made since the last [`Function::checkpoint`] and stops recording.
    pub fn commit(&mut self) {
        self.layout.end_journal();
        self.insts.end_journal();
        self.values.end_journal();
        self.blocks.end_journal();
    }

    /// An empty declaration of type `ty`.
    pub fn new(name: Option<Sym>, ty: Type) -> Self {
        Function {
            name,
            ty,
            props: GlobalProps::default(),
            cconv: None,
            ret_attrs: Vec::new(),
            param_attrs: Vec::new(),
            fn_attrs: Vec::new(),
            gc: None,
            personality: None,
            prefix: None,
            prologue: None,
            is_definition: false,
            implicit: false,
            args: Vec::new(),
            values: PrimaryMap::new(),
            insts: PrimaryMap::new(),
            blocks: PrimaryMap::new(),
            layout: Layout::new(),
            const_values: BTreeMap::new(),
        }
    }

    /// The entry block.
    pub fn entry_block(&self) -> Option<Block> {
        self.layout.entry_block()
    }
    /// Blocks in layout order.
    pub fn block_order(&self) -> crate::layout::Blocks<'_> {
        self.layout.blocks()
    }
    /// Instructions of `b` in order.
    pub fn block_insts(&self, b: Block) -> crate::layout::Insts<'_> {
        self.layout.block_insts(b)
    }
    /// The last instruction of `b` if it is a terminator.
    pub fn terminator(&self, b: Block) -> Option<Inst> {
        let i = self.layout.last_inst(b)?;
        self.insts[i].kind.is_terminator().then_some(i)
    }
    /// Successors of `b` (from its terminator; with repetition).
    pub fn successors(&self, b: Block) -> &[Block] {
        match self.terminator(b) {
            Some(t) => self.insts[t].successors(),
            None => &[],
        }
    }
    /// The instruction's data.
    pub fn inst(&self, i: Inst) -> &InstData {
        &self.insts[i]
    }
    /// The instruction's kind.
    pub fn kind(&self, i: Inst) -> &InstKind {
        &self.insts[i].kind
    }
    /// The type of `v`.
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }
    /// Where `v` comes from.
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }
    /// The instruction defining `v`, if any.
    pub fn value_inst(&self, v: Value) -> Option<Inst> {
        match self.values[v].def {
            ValueDef::Inst(i) => Some(i),
            _ => None,
        }
    }
    /// The constant `v` stands for, if any.
    pub fn value_const(&self, v: Value) -> Option<Const> {
        match self.values[v].def {
            ValueDef::Const(c) => Some(c),
            _ => None,
        }
    }
    /// The result of `i`.
    pub fn inst_result(&self, i: Inst) -> Option<Value> {
        self.insts[i].result
    }

    /// The value standing for module constant `c` of type `ty` in this function (created once).
    pub fn const_value(&mut self, c: Const, ty: Type) -> Value {
        if let Some(&v) = self.const_values.get(&c) {
            return v;
        }
        let v = self.values.push(ValueData { ty, def: ValueDef::Const(c), name: None });
        self.const_values.insert(c, v);
        v
    }

    /// Adds an instruction (not yet in the layout); creates its result value of type
    /// `result_ty` unless that is `None`.
    pub fn add_inst(&mut self, mut data: InstData, result_ty: Option<Type>) -> Inst {
        let i = self.insts.next_key();
        data.result =
            result_ty.map(|ty| self.values.push(ValueData { ty, def: ValueDef::Inst(i), name: None }));
        self.insts.push(data)
    }

    /// Adds a new block (not yet in the layout).
    pub fn add_block(&mut self, name: Option<Sym>) -> Block {
        self.blocks.push(BlockData { name })
    }

    /// Number of blocks in the layout.
    pub fn num_blocks(&self) -> usize {
        self.layout.blocks().count()
    }
    /// Number of instructions in the layout (debug records included).
    pub fn num_insts(&self) -> usize {
        self.layout.blocks().map(|b| self.layout.block_insts(b).count()).sum()
    }

    /// Every `(user instruction, operand index)` of every value, for instructions in the layout.
    /// Metadata-wrapped values (`metadata ptr %x`) count as uses through their wrapper value.
    pub fn compute_uses(&self) -> crate::entity::SecondaryMap<Value, Vec<(Inst, u32)>> {
        let mut uses: crate::entity::SecondaryMap<Value, Vec<(Inst, u32)>> =
            crate::entity::SecondaryMap::new();
        for b in self.layout.blocks() {
            for i in self.layout.block_insts(b) {
                for (k, &v) in self.insts[i].args.iter().enumerate() {
                    uses.get_mut(v).push((i, k as u32));
                }
            }
        }
        uses
    }
}

#[cfg(test)]
mod checkpoint_tests {
    /// A rollback puts the function back as it was at the checkpoint, blocks and instructions
    /// added, moved and rewritten since included; a commit keeps the changes.
    #[test]
    fn rollback_restores_the_function() {
        let text =
            "define i32 @k(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  br label %end\nend:\n  ret i32 %x\n}\n";
        let mut m = crate::parse(text).unwrap();
        let fid = m.funcs.keys().next().unwrap();
        let before = format!("{:?}", m.funcs[fid]);
        let cp = m.funcs[fid].checkpoint();
        let f = &mut m.funcs[fid];
        let entry = f.layout.entry_block().unwrap();
        let x = f.block_insts(entry).next().unwrap();
        let a = f.args[0];
        let xv = f.inst(x).result.unwrap();
        f.replace_all_uses(xv, a).unwrap();
        f.create_block(None, Some(entry)).unwrap();
        assert_ne!(format!("{:?}", m.funcs[fid]), before);
        m.funcs[fid].rollback(&cp);
        assert_eq!(format!("{:?}", m.funcs[fid]), before);
        let f = &mut m.funcs[fid];
        f.replace_all_uses(xv, a).unwrap();
        f.commit();
        f.rollback(&cp);
        let printed = crate::print_module(&m);
        assert!(printed.contains("ret i32 %a"), "{printed}");
    }
}
