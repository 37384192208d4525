//! The control-flow graph of one SASS [`Function`].
//!
//! Blocks start at the function's first instruction, at every label some instruction can transfer
//! control to (branch targets, and the targets of Pascal's `SSY`/`PBK`/`PCNT`, which `SYNC`/`BRK`/
//! `CONT` jump to), and after every control transfer. A block ends with at most one transfer:
//!
//! - `BRA`/`JMP`/`BRX`/`JMX` go to their label operand or their `BRANCH_TARGETS` note; they are
//!   conditional when guarded by a predicate other than `PT`, when they test a predicate or
//!   condition-code operand (`BRA.U !UP0, L`, `BRA P1, L`, `BRA CC.NEU, L`), and always for
//!   `BRA.DIV`/`BRA.CONV` (which test the warp's convergence state);
//! - Pascal's `SYNC`, `BRK` and `CONT` go to the reconvergence target of the `SSY`, `PBK` or `PCNT`
//!   they pop: nvdisasm names it in a `BRANCH_TARGETS` note; without the note, the target of the
//!   innermost set-up still open at that address (nested by address, as the compiler lays out);
//! - `EXIT`, `RET` and `KILL` go to the synthetic exit node.
//!
//! A conditional transfer also falls through. `CALL`/`CAL` fall through (the callee is a separate
//! [`Function`]); Volta's `BSYNC`, `BREAK`, `WARPSYNC` do not transfer control.
//!
//! Invariants: nodes `0..blocks.len()` are the blocks the entry reaches, in address order, node 0
//! is the entry block; node `blocks.len()` is the synthetic exit, the only node without
//! successors (code that falls off the end of the function is also joined to it).
//! Instructions the entry does not reach (nvdisasm's trailing `BRA` self-loop and `NOP` padding)
//! belong to no block.

use serde::{Deserialize, Serialize};
use warpflow_analysis::graph::{Graph, NodeId};

use crate::parse::{Function, Instruction, OperandKind};

/// An error building the CFG.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum CfgError {
    /// The function has no instructions.
    #[error("function `{function}` has no instructions")]
    Empty {
        /// The function.
        function: String,
    },
    /// A transfer names a label the function does not define.
    #[error("line {line}: `{function}`: unknown label `{label}`")]
    UnknownLabel {
        /// The function.
        function: String,
        /// Listing line of the instruction.
        line: u32,
        /// The label.
        label: String,
    },
    /// A transfer whose targets cannot be known (an indirect branch without a note).
    #[error("line {line}: `{function}`: `{opcode}` has no known target")]
    NoTarget {
        /// The function.
        function: String,
        /// Listing line of the instruction.
        line: u32,
        /// The opcode as written.
        opcode: String,
    },
}

/// How an instruction moves control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Flow {
    /// To the next instruction.
    Next,
    /// To the given labels; `conditional` also to the next instruction.
    Jump {
        /// Target labels.
        targets: Vec<String>,
        /// Whether it may also fall through.
        conditional: bool,
    },
    /// Out of the function; `conditional` also to the next instruction.
    Exit {
        /// Whether it may also fall through.
        conditional: bool,
    },
}

/// Whether a guard or predicate operand makes an instruction conditional.
fn guard_conditional(inst: &Instruction) -> bool {
    inst.guard.as_ref().is_some_and(|g| !g.is_true())
}

/// Whether the instruction's own operands make a branch conditional (predicate or condition code).
fn operand_conditional(inst: &Instruction) -> bool {
    inst.operands.iter().any(|o| match &o.kind {
        OperandKind::Predicate(p) => !p.is_true(),
        OperandKind::Other => o.text.starts_with("CC."),
        _ => false,
    })
}

/// The set-up instruction of Pascal's reconvergence stack that `SYNC`, `BRK`, `CONT` pop.
pub fn pascal_setup_for(sync_opcode: &str) -> Option<&'static str> {
    match sync_opcode {
        "SYNC" => Some("SSY"),
        "BRK" => Some("PBK"),
        "CONT" => Some("PCNT"),
        _ => None,
    }
}

/// How `inst` moves control. `open_target` resolves a Pascal `SYNC`/`BRK`/`CONT` without a
/// `BRANCH_TARGETS` note (see the module docs).
pub fn flow(inst: &Instruction, open_target: Option<&str>) -> Result<Flow, String> {
    let conditional = guard_conditional(inst);
    match inst.opcode.as_str() {
        "BRA" | "JMP" | "BRX" | "JMX" => {
            let mut targets: Vec<String> =
                inst.label_operand().map(|l| vec![l.to_string()]).unwrap_or_default();
            if targets.is_empty() {
                targets.clone_from(&inst.branch_targets);
            }
            if targets.is_empty() {
                return Err(inst.full_opcode());
            }
            let conditional = conditional
                || operand_conditional(inst)
                || inst.has_modifier("DIV")
                || inst.has_modifier("CONV");
            Ok(Flow::Jump { targets, conditional })
        }
        "SYNC" | "BRK" | "CONT" => {
            let targets = if inst.branch_targets.is_empty() {
                open_target.map(|t| vec![t.to_string()]).ok_or_else(|| inst.full_opcode())?
            } else {
                inst.branch_targets.clone()
            };
            Ok(Flow::Jump { targets, conditional })
        }
        "EXIT" | "RET" | "KILL" => Ok(Flow::Exit { conditional }),
        _ => Ok(Flow::Next),
    }
}

/// Whether `inst` is a conditional transfer whose condition may differ between the threads of a
/// warp: a guard or predicate operand that is not uniform (`UP*`), on anything but `BRA.U`,
/// `BRA.DIV` and `BRA.CONV` (uniform by construction).
pub fn is_divergent_transfer(inst: &Instruction) -> bool {
    let transfer = matches!(
        inst.opcode.as_str(),
        "BRA" | "JMP" | "BRX" | "JMX" | "SYNC" | "BRK" | "CONT" | "EXIT" | "RET" | "KILL"
    );
    if !transfer || inst.has_modifier("U") || inst.has_modifier("DIV") || inst.has_modifier("CONV") {
        return false;
    }
    let guard = inst.guard.as_ref().is_some_and(|g| !g.is_true() && !g.is_uniform());
    let operand = inst.operands.iter().any(|o| match &o.kind {
        OperandKind::Predicate(p) => !p.is_true() && !p.is_uniform(),
        OperandKind::Other => o.text.starts_with("CC."),
        _ => false,
    });
    guard || operand
}

/// A basic block: the instructions `start..end` of the function.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Block {
    /// First instruction.
    pub start: u32,
    /// One past the last instruction.
    pub end: u32,
    /// The first label standing before the block, if any.
    pub label: Option<String>,
}

/// The CFG of one function; implements [`Graph`] (see the module docs for its invariants).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SassCfg {
    /// Reachable blocks in address order (node `i` is `blocks[i]`).
    pub blocks: Vec<Block>,
    succs: Vec<Vec<NodeId>>,
    preds: Vec<Vec<NodeId>>,
    /// For each instruction, its block, or `None` when the entry does not reach it.
    pub block_of: Vec<Option<NodeId>>,
    /// For each Pascal `SYNC`/`BRK`/`CONT` instruction (by index), the label it jumps to.
    pub pascal_targets: Vec<(u32, String)>,
}

impl Graph for SassCfg {
    fn node_count(&self) -> usize {
        self.succs.len()
    }
    fn entry(&self) -> NodeId {
        NodeId(0)
    }
    fn succs(&self, node: NodeId) -> &[NodeId] {
        &self.succs[node.index()]
    }
    fn preds(&self, node: NodeId) -> &[NodeId] {
        &self.preds[node.index()]
    }
}

/// Index of the instruction a label stands before.
pub fn label_index(f: &Function, name: &str) -> Option<u32> {
    f.labels.iter().find(|l| l.name == name).map(|l| l.index)
}

/// For each instruction, the target of the innermost Pascal set-up (`SSY`, `PBK` or `PCNT`,
/// matching its kind) still open at that point in address order: a set-up is open from itself to
/// its target.
fn open_pascal_targets(f: &Function) -> Vec<Option<String>> {
    let mut open: Vec<(&str, String, u32)> = Vec::new();
    let mut out = Vec::with_capacity(f.instructions.len());
    for (i, inst) in f.instructions.iter().enumerate() {
        let i = i as u32;
        open.retain(|(_, _, end)| *end > i);
        let want = pascal_setup_for(&inst.opcode);
        out.push(want.and_then(|w| open.iter().rev().find(|(k, _, _)| *k == w).map(|(_, t, _)| t.clone())));
        if matches!(inst.opcode.as_str(), "SSY" | "PBK" | "PCNT") {
            if let Some(t) = inst.label_operand() {
                if let Some(end) = label_index(f, t) {
                    open.push((inst.opcode.as_str(), t.to_string(), end));
                }
            }
        }
    }
    out
}

impl SassCfg {
    /// The synthetic exit node.
    pub fn exit(&self) -> NodeId {
        NodeId(self.blocks.len() as u32)
    }

    /// Builds the CFG of `f`.
    pub fn build(f: &Function) -> Result<SassCfg, CfgError> {
        let n = f.instructions.len();
        if n == 0 {
            return Err(CfgError::Empty { function: f.name.clone() });
        }
        let open = open_pascal_targets(f);
        let lookup = |label: &str, inst: &Instruction| -> Result<u32, CfgError> {
            match label_index(f, label) {
                Some(i) if (i as usize) < n => Ok(i),
                _ => Err(CfgError::UnknownLabel {
                    function: f.name.clone(),
                    line: inst.line,
                    label: label.to_string(),
                }),
            }
        };
        // Flow of every instruction, and the leaders.
        let mut flows = Vec::with_capacity(n);
        let mut leader = vec![false; n];
        leader[0] = true;
        let mut pascal_targets = Vec::new();
        for (i, inst) in f.instructions.iter().enumerate() {
            let fl = flow(inst, open[i].as_deref()).map_err(|opcode| CfgError::NoTarget {
                function: f.name.clone(),
                line: inst.line,
                opcode,
            })?;
            match &fl {
                Flow::Jump { targets, .. } => {
                    for t in targets {
                        leader[lookup(t, inst)? as usize] = true;
                    }
                    if pascal_setup_for(&inst.opcode).is_some() {
                        if let Some(t) = targets.first() {
                            pascal_targets.push((i as u32, t.clone()));
                        }
                    }
                }
                Flow::Exit { .. } | Flow::Next => {}
            }
            if !matches!(fl, Flow::Next) && i + 1 < n {
                leader[i + 1] = true;
            }
            if matches!(inst.opcode.as_str(), "SSY" | "PBK" | "PCNT") {
                if let Some(t) = inst.label_operand() {
                    leader[lookup(t, inst)? as usize] = true;
                }
            }
            flows.push(fl);
        }
        // All blocks, then keep those the entry reaches.
        let starts: Vec<usize> = (0..n).filter(|&i| leader[i]).collect();
        let mut block_at = vec![u32::MAX; n]; // raw block index of each instruction
        for (b, &s) in starts.iter().enumerate() {
            let e = starts.get(b + 1).copied().unwrap_or(n);
            for slot in &mut block_at[s..e] {
                *slot = b as u32;
            }
        }
        let raw_count = starts.len();
        let exit_raw = raw_count as u32;
        let mut raw_succs: Vec<Vec<u32>> = vec![Vec::new(); raw_count];
        for (b, &s) in starts.iter().enumerate() {
            let e = starts.get(b + 1).copied().unwrap_or(n);
            let last = e - 1;
            let next = if e < n { block_at[e] } else { exit_raw };
            let succ = &mut raw_succs[b];
            match &flows[last] {
                Flow::Next => succ.push(next),
                Flow::Jump { targets, conditional } => {
                    for t in targets {
                        succ.push(block_at[lookup(t, &f.instructions[last])? as usize]);
                    }
                    if *conditional {
                        succ.push(next);
                    }
                }
                Flow::Exit { conditional } => {
                    succ.push(exit_raw);
                    if *conditional {
                        succ.push(next);
                    }
                }
            }
            debug_assert!(s < e);
        }
        // Reachability from the entry block.
        let mut reach = vec![false; raw_count];
        let mut stack = vec![0u32];
        reach[0] = true;
        while let Some(b) = stack.pop() {
            for &s in &raw_succs[b as usize] {
                if s != exit_raw && !reach[s as usize] {
                    reach[s as usize] = true;
                    stack.push(s);
                }
            }
        }
        let mut new_id = vec![u32::MAX; raw_count + 1];
        let mut blocks = Vec::new();
        for b in 0..raw_count {
            if reach[b] {
                new_id[b] = blocks.len() as u32;
                let s = starts[b];
                let e = starts.get(b + 1).copied().unwrap_or(n);
                let label = f.labels.iter().find(|l| l.index as usize == s).map(|l| l.name.clone());
                blocks.push(Block { start: s as u32, end: e as u32, label });
            }
        }
        let exit = blocks.len() as u32;
        new_id[raw_count] = exit;
        let mut succs = vec![Vec::new(); blocks.len() + 1];
        let mut preds = vec![Vec::new(); blocks.len() + 1];
        for b in 0..raw_count {
            if !reach[b] {
                continue;
            }
            let from = new_id[b];
            for &s in &raw_succs[b] {
                let to = new_id[s as usize];
                succs[from as usize].push(NodeId(to));
                preds[to as usize].push(NodeId(from));
            }
        }
        let block_of = block_at
            .iter()
            .map(|&b| {
                (new_id[b as usize] != u32::MAX && reach[b as usize]).then(|| NodeId(new_id[b as usize]))
            })
            .collect();
        Ok(SassCfg { blocks, succs, preds, block_of, pascal_targets })
    }
}
