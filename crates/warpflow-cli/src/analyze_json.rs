//! The document of `warpflow analyze --format json` (`docs/schema/analyze.schema.json`): the
//! uniformity report and the convergence results of each function, joined by function id, and
//! serialized straight from borrowed views in the conventions of [`crate::json`].
//!
//! Keys come in alphabetical order in every object, the order the document has had since its
//! first version, when it was built as a JSON value and patched at named paths; the views keep
//! that order by declaring their fields in it. Building the document this way instead of as a
//! `serde_json::Value` holds no second copy of the report: on 20,000 small kernels the value
//! tree took more memory than the analysis itself.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;
use warpflow_analysis::convergence::ir::{BarrierVerdict, ByMode, FunctionConvergence};
use warpflow_analysis::convergence::Verdict;
use warpflow_analysis::uniformity::report::{BranchReport, FunctionReport, ModuleReport, WitnessText};
use warpflow_ir::FuncId;
use warpflow_target::uniformity::Uniformity;

use crate::json::{block_name, Location};

/// The whole document (after its `schema` key, [`crate::json::document`]).
#[derive(Serialize)]
pub struct AnalyzeDoc<'a> {
    functions: Vec<FunctionJson<'a>>,
    /// The launch facts in words, `null` without any.
    launch: Option<String>,
    launch_assumption: &'a str,
    /// Per function (by name, sorted), its branches that are block-uniform only with the launch
    /// facts.
    launch_dependent_branches: BTreeMap<&'a str, Blocks<'a>>,
    mode: &'static str,
    target: &'a str,
    warp_size: u32,
}

impl<'a> AnalyzeDoc<'a> {
    /// The document of `rep`, with each function's convergence from `conv` (joined by id; a
    /// function without one has no convergence keys), the launch facts' description and the
    /// branches uniform only with them.
    pub fn new(
        rep: &'a ModuleReport,
        conv: &[&'a FunctionConvergence],
        launch: Option<String>,
        dependent: &'a [(String, Vec<String>)],
    ) -> AnalyzeDoc<'a> {
        let conv_of: HashMap<FuncId, &'a FunctionConvergence> =
            conv.iter().filter_map(|c| c.func.map(|f| (f, *c))).collect();
        AnalyzeDoc {
            functions: rep
                .functions
                .iter()
                .map(|f| FunctionJson::new(f, conv_of.get(&f.func).copied()))
                .collect(),
            launch,
            launch_assumption: &rep.launch_assumption,
            launch_dependent_branches: dependent.iter().map(|(f, b)| (f.as_str(), Blocks(b))).collect(),
            mode: rep.mode.as_str(),
            target: &rep.target,
            warp_size: rep.warp_size,
        }
    }
}

/// One function: the uniformity report's keys and, when the function has a body that the
/// convergence analysis ran on, its five convergence keys.
#[derive(Serialize)]
struct FunctionJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    barriers: Option<Vec<BarrierJson<'a>>>,
    blocks: usize,
    branches: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    convergence_rounds: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    convergent_blocks: Option<ModesJson<Blocks<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    convergent_edges: Option<ModesJson<Edges<'a>>>,
    divergent_branches: Vec<BranchJson<'a>>,
    divergent_values: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    effectively_uniform: Option<Blocks<'a>>,
    is_kernel: bool,
    name: &'a str,
    summary: Option<SummaryJson<'a>>,
    warp_uniform_values: &'a [String],
}

impl<'a> FunctionJson<'a> {
    fn new(f: &'a FunctionReport, c: Option<&'a FunctionConvergence>) -> FunctionJson<'a> {
        let modes =
            |m: &'a ByMode<Vec<String>>| ModesJson { assume: Blocks(&m.assume), check: Blocks(&m.check) };
        FunctionJson {
            barriers: c.map(|c| c.barriers.iter().map(BarrierJson::new).collect()),
            blocks: f.blocks,
            branches: f.branches,
            convergence_rounds: c.map(|c| c.rounds),
            convergent_blocks: c.map(|c| modes(&c.convergent_blocks)),
            convergent_edges: c.map(|c| ModesJson {
                assume: Edges(&c.convergent_edges.assume),
                check: Edges(&c.convergent_edges.check),
            }),
            divergent_branches: f.divergent_branches.iter().map(BranchJson::new).collect(),
            divergent_values: &f.divergent_values,
            effectively_uniform: c.map(|c| Blocks(&c.effectively_uniform)),
            is_kernel: f.is_kernel,
            name: &f.name,
            summary: f
                .summary
                .as_ref()
                .map(|s| SummaryJson { base: Level(s.base), per_param: Levels(&s.per_param) }),
            warp_uniform_values: &f.warp_uniform_values,
        }
    }
}

/// A result per convergence mode.
#[derive(Serialize)]
struct ModesJson<T> {
    assume: T,
    check: T,
}

/// A barrier site and its verdicts.
#[derive(Serialize)]
struct BarrierJson<'a> {
    assume: Verdict,
    assume_branch: Option<BlockLabel<'a>>,
    block: BlockLabel<'a>,
    callee: &'a str,
    check: Verdict,
    check_branch: Option<BlockLabel<'a>>,
    location: Option<Location<'a>>,
    via_call: bool,
}

impl<'a> BarrierJson<'a> {
    fn new(b: &'a BarrierVerdict) -> BarrierJson<'a> {
        BarrierJson {
            assume: b.assume,
            assume_branch: b.assume_branch_label.as_deref().map(BlockLabel),
            block: BlockLabel(&b.block),
            callee: &b.site.callee,
            check: b.check,
            check_branch: b.check_branch_label.as_deref().map(BlockLabel),
            location: b.location.as_ref().map(|l| Location { column: l.column, file: &l.file, line: l.line }),
            via_call: b.site.via_call,
        }
    }
}

/// A divergent branch and its witness.
#[derive(Serialize)]
struct BranchJson<'a> {
    block: BlockLabel<'a>,
    level: Level,
    location: Option<Location<'a>>,
    warp_uniform: bool,
    witness: Vec<WitnessJson<'a>>,
}

impl<'a> BranchJson<'a> {
    fn new(b: &'a BranchReport) -> BranchJson<'a> {
        BranchJson {
            block: BlockLabel(&b.block),
            level: Level(b.level),
            location: b.location.as_deref().and_then(Location::parse),
            warp_uniform: b.warp_uniform,
            witness: b.witness.iter().map(WitnessJson::new).collect(),
        }
    }
}

/// One step of a witness.
#[derive(Serialize)]
struct WitnessJson<'a> {
    inst: &'a str,
    level: Level,
    location: Option<Location<'a>>,
    reason: &'a str,
}

impl<'a> WitnessJson<'a> {
    fn new(w: &'a WitnessText) -> WitnessJson<'a> {
        WitnessJson {
            inst: &w.inst,
            level: Level(w.level),
            location: w.location.as_deref().and_then(Location::parse),
            reason: &w.reason,
        }
    }
}

/// A called function's result summary ([`warpflow_analysis::uniformity::Summary`]).
#[derive(Serialize)]
struct SummaryJson<'a> {
    base: Level,
    per_param: Levels<'a>,
}

/// A block label with its sigil ([`block_name`]).
struct BlockLabel<'a>(&'a str);

impl Serialize for BlockLabel<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&block_name(self.0))
    }
}

/// A list of block labels.
struct Blocks<'a>(&'a [String]);

impl Serialize for Blocks<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|b| BlockLabel(b)))
    }
}

/// A list of edges `[from, to]` between labelled blocks.
struct Edges<'a>(&'a [[String; 2]]);

impl Serialize for Edges<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|[a, b]| [BlockLabel(a), BlockLabel(b)]))
    }
}

/// A uniformity level by its name ([`Uniformity::name`]).
struct Level(Uniformity);

impl Serialize for Level {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.name())
    }
}

/// A list of uniformity levels.
struct Levels<'a>(&'a [Uniformity]);

impl Serialize for Levels<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|&u| Level(u)))
    }
}
