//! Source positions of a parsed module: where each function, block and instruction was in the
//! text, as 1-based line and column (in bytes). A side table on [`crate::Module`] that the reader
//! fills and the verifier reports from; the printer does not use it.
//!
//! Invariants: a position with `line == 0` means "unknown" (instructions and blocks created
//! after parsing have none). The table costs two `u32`s per function, block and instruction.

use crate::entity::SecondaryMap;
use crate::{Block, FuncId, Inst};

/// A 1-based line and column (in bytes) in the parsed text; `line == 0` when unknown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct SourcePos {
    /// 1-based line, 0 when unknown
    pub line: u32,
    /// 1-based column in bytes, 0 when unknown
    pub column: u32,
}

impl SourcePos {
    /// The position, if known.
    pub fn known(self) -> Option<SourcePos> {
        (self.line != 0).then_some(self)
    }
}

/// The positions of one function's pieces.
#[derive(Clone, Debug, Default)]
pub struct FuncPositions {
    /// the `define`/`declare` keyword
    pub header: SourcePos,
    /// each block's label (for an unlabeled entry block: its first instruction)
    pub blocks: SecondaryMap<Block, SourcePos>,
    /// each instruction (its result name when it has one, else its opcode)
    pub insts: SecondaryMap<Inst, SourcePos>,
}

/// The positions of a module's functions (empty for a module not read from text).
#[derive(Clone, Debug, Default)]
pub struct SourcePositions {
    /// per function
    pub funcs: SecondaryMap<FuncId, FuncPositions>,
}

impl SourcePositions {
    /// Where instruction `i` of function `f` was, if known.
    pub fn inst(&self, f: FuncId, i: Inst) -> Option<SourcePos> {
        self.funcs.get(f).insts.get(i).known()
    }
    /// Where the label of block `b` of function `f` was, if known.
    pub fn block(&self, f: FuncId, b: Block) -> Option<SourcePos> {
        self.funcs.get(f).blocks.get(b).known()
    }
    /// Where function `f` was (its `define`/`declare` keyword), if known.
    pub fn func(&self, f: FuncId) -> Option<SourcePos> {
        self.funcs.get(f).header.known()
    }
}

/// Byte offsets of line starts, to turn offsets into line and column.
#[derive(Clone, Debug, Default)]
pub(crate) struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    pub(crate) fn new(src: &[u8]) -> Self {
        let mut starts = vec![0u32];
        starts.extend(src.iter().enumerate().filter(|(_, b)| **b == b'\n').map(|(k, _)| k as u32 + 1));
        LineIndex { starts }
    }
    /// The 1-based line and column of byte `offset`.
    pub(crate) fn pos(&self, offset: u32) -> SourcePos {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts.get(line - 1).copied().unwrap_or(0);
        SourcePos { line: line as u32, column: offset.saturating_sub(start) + 1 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index() {
        let idx = LineIndex::new(b"ab\ncd\n\nx");
        assert_eq!(idx.pos(0), SourcePos { line: 1, column: 1 });
        assert_eq!(idx.pos(2), SourcePos { line: 1, column: 3 });
        assert_eq!(idx.pos(3), SourcePos { line: 2, column: 1 });
        assert_eq!(idx.pos(6), SourcePos { line: 3, column: 1 });
        assert_eq!(idx.pos(7), SourcePos { line: 4, column: 1 });
    }
}
