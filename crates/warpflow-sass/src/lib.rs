//! SASS analysis: a parser for `nvdisasm` output ([`parse`]), the SASS control-flow graph
//! ([`cfg`]), the pairing of reconvergence set-up with synchronisation and the classification of
//! each reconvergence point as immediate, deferred or early ([`reconv`]), and static counts of the
//! reconvergence instruction forms ([`counts`]).
//!
//! [`analyze`] runs all of it over one listing; the result is plain data. No file IO here: the
//! study driver (`warpflow-study`) runs `ptxas`/`nvdisasm` and hands the text in.
#![deny(missing_docs)]

pub mod cfg;
pub mod counts;
pub mod parse;
pub mod reconv;

use serde::{Deserialize, Serialize};

pub use cfg::{CfgError, SassCfg};
pub use counts::Counts;
pub use parse::{parse, Listing, ParseError};
pub use reconv::{Class, Mechanism, PostDoms, ReconvergencePoint};

/// Any error analysing a listing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum Error {
    /// The text could not be read.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// A function's CFG could not be built.
    #[error(transparent)]
    Cfg(#[from] CfgError),
}

/// Totals of reconvergence points by class.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// All reconvergence points (the sum of the four classes below).
    pub reconvergence_points: u32,
    /// At the covered branch's immediate post-dominator (on the discounted region).
    pub immediate: u32,
    /// Later than it.
    pub deferred: u32,
    /// Before all the threads that stay in the barrier have joined.
    pub early: u32,
    /// With no divergent branch to cover.
    pub uncovered: u32,
    /// Of the covered points: those whose branch reaches paths that leave the barrier
    /// (`BREAK`/`BRK` out of it, `EXIT`), discounted by the classification.
    pub with_leaving_paths: u32,
}

impl Summary {
    /// Counts one point.
    pub fn add(&mut self, p: &ReconvergencePoint) {
        self.reconvergence_points += 1;
        match p.class {
            Class::Immediate => self.immediate += 1,
            Class::Deferred => self.deferred += 1,
            Class::Early => self.early += 1,
            Class::Uncovered => self.uncovered += 1,
        }
        if p.leaving_edges > 0 {
            self.with_leaving_paths += 1;
        }
    }

    /// Adds all totals of `o`.
    pub fn merge(&mut self, o: &Summary) {
        self.reconvergence_points += o.reconvergence_points;
        self.immediate += o.immediate;
        self.deferred += o.deferred;
        self.early += o.early;
        self.uncovered += o.uncovered;
        self.with_leaving_paths += o.with_leaving_paths;
    }
}

/// The analysis of one function.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunctionReport {
    /// The symbol.
    pub name: String,
    /// Whether it is a kernel entry.
    pub is_kernel: bool,
    /// Number of instructions.
    pub instructions: u32,
    /// Number of reachable basic blocks.
    pub blocks: u32,
    /// Every reconvergence point.
    pub points: Vec<ReconvergencePoint>,
    /// Totals of `points`.
    pub summary: Summary,
    /// Instruction-form counts.
    pub counts: Counts,
}

/// The analysis of one listing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// The architecture the listing names.
    pub arch: Option<String>,
    /// Per function.
    pub functions: Vec<FunctionReport>,
    /// Totals over the functions.
    pub summary: Summary,
    /// Counts over the functions.
    pub counts: Counts,
}

/// Analyses one parsed function.
pub fn analyze_function(f: &parse::Function) -> Result<FunctionReport, CfgError> {
    let cfg = SassCfg::build(f)?;
    let pdom = PostDoms::compute(&cfg);
    let points = reconv::reconvergence_points(f, &cfg, &pdom);
    let mut summary = Summary::default();
    points.iter().for_each(|p| summary.add(p));
    let mut counts = Counts::default();
    f.instructions.iter().for_each(|i| counts.add(i));
    Ok(FunctionReport {
        name: f.name.clone(),
        is_kernel: f.is_kernel,
        instructions: f.instructions.len() as u32,
        blocks: cfg.blocks.len() as u32,
        points,
        summary,
        counts,
    })
}

/// Analyses a parsed listing.
pub fn analyze_listing(listing: &Listing) -> Result<Report, CfgError> {
    let mut report = Report {
        arch: listing.arch.clone(),
        functions: Vec::new(),
        summary: Summary::default(),
        counts: Counts::default(),
    };
    for f in &listing.functions {
        if f.instructions.is_empty() {
            continue;
        }
        let fr = analyze_function(f)?;
        report.summary.merge(&fr.summary);
        report.counts.merge(&fr.counts);
        report.functions.push(fr);
    }
    Ok(report)
}

/// Parses and analyses nvdisasm text.
pub fn analyze(text: &str) -> Result<Report, Error> {
    Ok(analyze_listing(&parse(text)?)?)
}
