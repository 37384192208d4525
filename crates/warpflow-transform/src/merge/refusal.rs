//! Why the merging driver leaves a divergent branch alone: one typed value per reason, so the
//! driver chooses its next step by matching on the reason (not on a message), and remarks are
//! made from it only when rendered. The `Display` text is the remark users read.

use std::fmt;

/// What a best-case profit ([`super::profit::profit`]) must exceed for a pair to be merged:
/// the decision's threshold itself (`--threshold`, under the latency profit), or the gate a
/// pair passes before it is merged and then judged by the timing model's prediction or by
/// measurement (`--gate`), whose own threshold is `--threshold`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Bar {
    /// the profitability threshold
    Threshold(f64),
    /// the best-case gate before a merge is predicted or measured
    Gate(f64),
}

impl Bar {
    /// The bound.
    pub fn value(self) -> f64 {
        match self {
            Bar::Threshold(x) | Bar::Gate(x) => x,
        }
    }

    /// How the profit compared is named in a remark (empty for the threshold itself).
    fn profit_kind(self) -> &'static str {
        match self {
            Bar::Threshold(_) => "",
            Bar::Gate(_) => "best-case ",
        }
    }
}

impl fmt::Display for Bar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bar::Threshold(x) => write!(f, "the threshold {x:.3}"),
            Bar::Gate(x) => write!(f, "the gate {x:.3} (--gate)"),
        }
    }
}

/// How the two sides of a branch differ in shape ([`Refusal::DifferentShapes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeDifference {
    /// paired blocks end with terminators of different kinds or successor counts
    Terminators,
    /// paired terminators' operands have different types
    OperandTypes,
    /// a block of one side would pair with two blocks of the other
    InconsistentPairing,
    /// successors leave the sides at different blocks
    DifferentExits,
    /// some blocks of a side have no partner
    UnpairedBlocks,
}

impl fmt::Display for ShapeDifference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ShapeDifference::Terminators => "terminators differ",
            ShapeDifference::OperandTypes => "terminator operand types differ",
            ShapeDifference::InconsistentPairing => "inconsistent pairing",
            ShapeDifference::DifferentExits => "different exits",
            ShapeDifference::UnpairedBlocks => "unpaired blocks",
        })
    }
}

/// Why two loops are not fused ([`super::fuse`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FuseShape {
    /// the branch's block does not head a natural loop entered from outside
    NotALoop,
    /// the header has other than one latch and one entry edge (or a body block a second entry)
    Entries {
        /// edges from inside the loop
        latches: usize,
        /// edges from outside it
        entries: usize,
    },
    /// the header is its own latch
    NoBody,
    /// the header does not branch to one block inside the loop and one outside
    HeaderBranch,
    /// a block other than the header leaves the loop
    ExitingBlocks,
    /// the code between the loops is not a single-entry single-exit acyclic region ending in
    /// a branch to the second loop's header
    Between,
    /// the loop's exit does not lead to a loop header
    NoSecondLoop,
    /// the second loop's shape
    Second(Box<FuseShape>),
    /// a convergent operation in the loops or between them
    Convergent,
}

impl fmt::Display for FuseShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FuseShape::NotALoop => f.write_str("the loop is not entered from one block outside it"),
            FuseShape::Entries { latches, entries } => write!(
                f,
                "the loop has {latches} latch edge(s) and {entries} entry edge(s) (one of each, and one entry per block, fuse)"
            ),
            FuseShape::NoBody => f.write_str("the loop's header is its own latch"),
            FuseShape::HeaderBranch => {
                f.write_str("the loop's header does not branch to one block inside it and one outside")
            }
            FuseShape::ExitingBlocks => f.write_str("a block of the loop other than its header leaves it"),
            FuseShape::Between => f.write_str(
                "the code between the loops is not a single-entry single-exit acyclic region ending in a branch to the second loop",
            ),
            FuseShape::NoSecondLoop => f.write_str("no loop follows the loop"),
            FuseShape::Second(s) => write!(f, "the second loop: {s}"),
            FuseShape::Convergent => f.write_str("a convergent operation in the loops or between them"),
        }
    }
}

/// A side of the branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// the side of the `true` successor
    Then,
    /// the side of the `false` successor
    Else,
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Then => "then",
            Side::Else => "else",
        })
    }
}

/// Why a branch, a pair of blocks or a pair of pieces is not merged.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    // The branch and its two sides as whole regions (`regions`).
    /// the terminator is not a two-way `br`
    NotTwoWay,
    /// both successors are one block
    SameTargets,
    /// the branch's block is not reachable
    UnreachableBranch,
    /// one successor is the join itself
    EmptySide,
    /// a side reaches the other side or the branch again
    SidesReachEachOther,
    /// a side has more blocks than the passes look at
    SideTooLarge {
        /// the limit (`--max-side-blocks`)
        limit: usize,
    },
    /// a side's entry has a predecessor other than the branch's block
    EntryHasOtherPredecessor,
    /// a block of a side other than its entry has a predecessor outside the side
    SecondEntry,
    /// a side's entry has phis
    EntryHasPhis,
    /// the sides are not isomorphic
    DifferentShapes(ShapeDifference),
    /// a value defined in a side has a use outside it other than a phi entry
    ValueUsedOutside,
    /// branch fusion takes single blocks only
    NotSingleBlocks {
        /// blocks of the then side
        then_blocks: usize,
        /// blocks of the else side
        else_blocks: usize,
    },
    /// the best-case profit of merging is not above the threshold, or the gate
    ProfitBelowThreshold {
        /// the profit
        profit: f64,
        /// what it had to exceed
        threshold: Bar,
    },

    // The sides as chains of pieces (`chain`).
    /// the branch's immediate post-dominator is the function's virtual exit
    JoinsOnlyAtExit,
    /// a side has an edge out of the region other than to the join
    LeavesRegion,
    /// a piece's exit does not lead to the next piece
    PieceMissesSuccessor,
    /// a block inside a piece has a predecessor outside it
    PieceSecondEntry,
    /// more pieces than the alignment takes
    TooManyPieces,
    /// no pair of pieces could be matched
    NoIsomorphicPiece {
        /// whether region replication was tried
        replicate: bool,
        /// why the replications tried were refused
        refused: Vec<Refusal>,
    },
    /// the matched pieces save too little
    PiecesProfitBelowThreshold {
        /// the chain's profit
        profit: f64,
        /// what it had to exceed
        threshold: Bar,
        /// matched piece pairs
        matched: usize,
        /// pieces of the then and else sides
        pieces: (usize, usize),
        /// with replication: how many matches are replicas, and the replications refused
        replication: Option<(usize, Vec<Refusal>)>,
    },
    /// one pair of pieces, and why it was refused
    Pieces {
        /// the then side's piece (1-based)
        then_piece: usize,
        /// the else side's piece (1-based)
        else_piece: usize,
        /// why
        why: Box<Refusal>,
    },

    // Replicating a region's shape for a single block (`replicate`).
    /// the pair is not a single block against a region
    NotSingleAgainstRegion,
    /// the single block has phis
    SingleHasPhis,
    /// the single block does not end with an unconditional `br`
    SingleNotPlainBranch,
    /// the single block's successor holds instructions
    SingleExitHoldsInstructions,
    /// the single block has several predecessors
    SingleSeveralPredecessors,
    /// a block of the region ends with something other than `br`
    RegionTerminator,
    /// the region has an edge out of it
    RegionEdgeOut,
    /// the region contains a cycle
    RegionLoop,
    /// a convergent operation of the region would face an empty replica block
    ConvergentFacesEmptyReplica,

    // A pair of blocks (`blocks`).
    /// matched convergent operations have different operands
    ConvergentSelect,
    /// a convergent operation of one side has no partner on the other
    ConvergentUnmatched(Side),

    /// the replica built for a single block did not pair with its region
    ReplicaNotIsomorphic(Box<Refusal>),
    /// an IR edit while normalising the sides into pieces was refused
    Normalisation(crate::TransformError),
    /// an IR edit while building a replica was refused
    Replication(crate::TransformError),
    // The judge of a merge made ([`super::judge`]).
    /// the timing model predicts the merge saves no more than the threshold
    PredictedNoGain {
        /// the prediction, as the remark gives it
        detail: String,
        /// the threshold
        threshold: f64,
    },
    /// measured by the oracle, the merge saves no more than the threshold
    MeasuredNoGain {
        /// the module's cycles before the merge
        before: u64,
        /// and after it
        after: u64,
        /// the fraction saved
        profit: f64,
        /// the threshold
        threshold: f64,
    },
    /// the oracle could not measure the module (before or after the merge)
    MeasurementFailed(String),
    // Fusing consecutive loops ([`super::fuse`]).
    /// the branch heads a loop that is not fused with the next one
    Fuse(FuseShape),
    /// the loops were fused but the fused loop's two bodies were not merged (so the fusion is
    /// undone)
    FusedNotMerged(Box<Refusal>),
    /// every lane's trip counts of both loops are known and no warp would run fewer body
    /// iterations fused ([`super::fuse::Iterations::saves_none`]): the fusion cannot pay
    FusionSavesNoIteration {
        /// body iterations of the fused loop, summed over the warps evaluated
        fused: u64,
        /// body iterations of the two loops, summed over the same warps
        unfused: u64,
    },
    /// an internal invariant of the function's IR did not hold (a block without terminator, a
    /// phi without result...): the branch is left alone
    Malformed(&'static str),
}

fn list(f: &mut fmt::Formatter<'_>, refused: &[Refusal]) -> fmt::Result {
    if refused.is_empty() {
        return Ok(());
    }
    f.write_str(" (not replicated: ")?;
    for (i, r) in refused.iter().enumerate() {
        if i > 0 {
            f.write_str("; ")?;
        }
        write!(f, "{r}")?;
    }
    f.write_str(")")
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal::*;
        match self {
            NotTwoWay => f.write_str("not a two-way branch"),
            SameTargets => f.write_str("both targets are the same block"),
            UnreachableBranch => f.write_str("unreachable branch"),
            EmptySide => f.write_str("one side is empty (an if without else)"),
            SidesReachEachOther => f.write_str("the sides reach each other or the branch"),
            SideTooLarge { limit } => write!(f, "a side has more than {limit} block(s) (--max-side-blocks)"),
            EntryHasOtherPredecessor => f.write_str("a side's entry has another predecessor"),
            SecondEntry => f.write_str("a side has a second entry"),
            EntryHasPhis => f.write_str("a side's entry has phis"),
            DifferentShapes(d) => write!(f, "the sides have different shapes ({d})"),
            ValueUsedOutside => f.write_str("a value of a side is used outside it"),
            NotSingleBlocks { then_blocks, else_blocks } => {
                write!(f, "the sides are not single blocks ({then_blocks} and {else_blocks} blocks)")
            }
            ProfitBelowThreshold { profit, threshold } => {
                write!(f, "{}profit {profit:.3} is not above {threshold}", threshold.profit_kind())
            }
            JoinsOnlyAtExit => f.write_str("the branch joins only at the function's exit"),
            LeavesRegion => f.write_str("a side leaves the region elsewhere than at the join"),
            PieceMissesSuccessor => f.write_str("a piece does not reach its successor"),
            PieceSecondEntry => f.write_str("a piece of a side has a second entry"),
            TooManyPieces => f.write_str("too many pieces"),
            NoIsomorphicPiece { replicate: false, .. } => {
                f.write_str("no piece of one side is isomorphic to a piece of the other")
            }
            NoIsomorphicPiece { replicate: true, refused } => {
                f.write_str(
                    "no piece of one side is isomorphic to a piece of the other or replicable to its shape",
                )?;
                list(f, refused)
            }
            PiecesProfitBelowThreshold { profit, threshold, matched, pieces, replication } => {
                write!(
                    f,
                    "pieces: {}profit {profit:.3} is not above {threshold} ({matched} of {} and {} pieces matched",
                    threshold.profit_kind(),
                    pieces.0,
                    pieces.1
                )?;
                if let Some((replicas, refused)) = replication {
                    write!(f, ", {replicas} of them by replication")?;
                    list(f, refused)?;
                }
                f.write_str(")")
            }
            Pieces { then_piece, else_piece, why } => {
                write!(f, "piece {then_piece} against piece {else_piece}: {why}")
            }
            NotSingleAgainstRegion => f.write_str("not a single block against a region"),
            SingleHasPhis => f.write_str("the single block has phis"),
            SingleNotPlainBranch => f.write_str("the single block does not end with a plain branch"),
            SingleExitHoldsInstructions => f.write_str("the single block's exit holds instructions"),
            SingleSeveralPredecessors => f.write_str("the single block has several predecessors"),
            RegionTerminator => f.write_str("the region has a terminator other than a branch"),
            RegionEdgeOut => f.write_str("the region has an edge out of it"),
            RegionLoop => f.write_str("the region has a loop"),
            ConvergentFacesEmptyReplica => {
                f.write_str("a convergent operation of the region would face an empty replica block")
            }
            ConvergentSelect => f.write_str("a convergent operation would get a select on its operands"),
            ConvergentUnmatched(Side::Then) => {
                f.write_str("a convergent operation of the then side has no match on the else side")
            }
            ConvergentUnmatched(Side::Else) => {
                f.write_str("a convergent operation of the else side has no match on the then side")
            }
            ReplicaNotIsomorphic(why) => write!(f, "the replica is not isomorphic to its region: {why}"),
            Normalisation(e) => write!(f, "normalisation refused: {e}"),
            Replication(e) => write!(f, "replication refused: {e}"),
            PredictedNoGain { detail, threshold } => write!(
                f,
                "the merge does not pay in the timing model: {detail}, not above the threshold {threshold:.3}"
            ),
            MeasuredNoGain { before, after, profit, threshold } => write!(
                f,
                "the merge does not pay when measured: {before} -> {after} cycles, measured profit {profit:.3}, not above the threshold {threshold:.3}"
            ),
            MeasurementFailed(e) => write!(f, "the merge could not be measured: {e}"),
            Fuse(s) => write!(f, "loops not fused: {s}"),
            FusedNotMerged(why) => write!(f, "loops not fused: the fused loop's bodies were not merged: {why}"),
            FusionSavesNoIteration { fused, unfused } => write!(
                f,
                "loops not fused: every lane's trip counts are known and no warp runs fewer iterations fused ({fused} body iterations fused against {unfused}, over the warps of threads 0..{})",
                super::predict::EVAL_THREADS
            ),
            Malformed(what) => f.write_str(what),
        }
    }
}

impl Refusal {
    /// Whether PCFM and meld go on to pair pieces of the two sides after the whole-region
    /// pairing refused: not when a side is empty (an if without else: there is nothing on one
    /// side to pair with).
    pub fn chain_may_help(&self) -> bool {
        !matches!(self, Refusal::EmptySide)
    }
}
