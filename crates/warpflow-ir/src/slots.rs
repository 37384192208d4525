//! LLVM's slot numbering of a function's unnamed values and blocks, the one implementation the
//! printer, the verifier's messages, the analyses' block labels, the emulator and the remarks
//! share, so every tool names an unnamed block `%3` exactly as the user's `.ll` file does.
//!
//! The numbering (as LLVM's `ModuleSlotTracker`): one counter from 0, first the unnamed
//! arguments in order, then per block in layout order its label if unnamed, then the unnamed
//! results of its instructions in order. Named entities take no number. Entities not in the
//! layout (or invalid ids, which the verifier may meet) have none.

use crate::{Block, Function, Module, SecondaryMap, Value};

/// The slot numbers of one function's unnamed values and blocks.
#[derive(Clone, Debug)]
pub struct Slots {
    values: SecondaryMap<Value, Option<u32>>,
    blocks: SecondaryMap<Block, Option<u32>>,
}

impl Slots {
    /// No slots (for a printer between functions).
    pub fn empty() -> Slots {
        Slots { values: SecondaryMap::new(), blocks: SecondaryMap::new() }
    }

    /// Numbers the unnamed arguments, blocks and results of `f` (see the module docs).
    pub fn new(f: &Function) -> Slots {
        let mut values = SecondaryMap::new();
        let mut blocks = SecondaryMap::new();
        let mut n = 0u32;
        for &a in &f.args {
            if f.values.get(a).is_some_and(|d| d.name.is_none()) {
                values[a] = Some(n);
                n += 1;
            }
        }
        for b in f.layout.blocks() {
            if f.blocks.get(b).is_some_and(|d| d.name.is_none()) {
                blocks[b] = Some(n);
                n += 1;
            }
            for i in f.layout.block_insts(b) {
                if let Some(r) = f.insts.get(i).and_then(|d| d.result) {
                    if f.values.get(r).is_some_and(|d| d.name.is_none()) {
                        values[r] = Some(n);
                        n += 1;
                    }
                }
            }
        }
        Slots { values, blocks }
    }

    /// The slot of unnamed value `v`, if it has one.
    pub fn value(&self, v: Value) -> Option<u32> {
        *self.values.get(v)
    }

    /// The slot of unnamed block `b`, if it has one.
    pub fn block(&self, b: Block) -> Option<u32> {
        *self.blocks.get(b)
    }

    /// The label of block `b` of `f` without the `%`: its name, else its slot number (`?` for a
    /// block outside the layout).
    pub fn block_label(&self, m: &Module, f: &Function, b: Block) -> String {
        match f.blocks.get(b).and_then(|d| d.name) {
            Some(s) => m.str(s).to_string(),
            None => self.block(b).map_or_else(|| "?".to_string(), |k| k.to_string()),
        }
    }
}
