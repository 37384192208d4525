//! The `mem2reg` pass: promotes stack slots to SSA values in place. The algorithm lives below
//! the analyses ([`warpflow_analysis::promote`], which the module analysis session uses for its
//! promoted view); this pass is the thin wrapper that runs it on the module and writes remarks.

use warpflow_ir::Module;

use crate::{Changed, Context, Remark, RemarkKind, TransformError};

/// Promotes the promotable `alloca`s of every defined function of `m`.
pub fn run(m: &mut Module, _ctx: &Context) -> Result<Changed, TransformError> {
    let mut out = Changed::default();
    for (fid, n) in warpflow_analysis::promote::promote_module(m)? {
        out.touch(fid);
        out.remarks.push(Remark {
            pass: "mem2reg".into(),
            kind: RemarkKind::Passed,
            name: "Promoted".into(),
            loc: None,
            function: m.func_name(fid).to_string(),
            message: format!("promoted {n} alloca{}", if n == 1 { "" } else { "s" }),
        });
    }
    Ok(out)
}
