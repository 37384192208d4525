//! The profile's per-op counts (`warpflow_simt::profile`, read by `warpflow report` for cycles by
//! source line) add up to the run's own statistics: issues to `warp_instructions`, lanes to
//! `thread_instructions`, cycles to the warps' single-warp cycles of the simple model; ops the
//! model does not charge (`Free`) count nothing; a divergent kernel has ops run by part-full
//! warps.
mod common;

use common::*;
use warpflow_simt::decode::Class;
use warpflow_simt::{run_profiled, Policy, RunConfig};
use warpflow_target::CostClass;

fn sums(dir: &str, file: &str, name: &str) -> (u64, u64, u64, bool) {
    let m = load(dir, file);
    let cfg = RunConfig { policy: Policy::Ipdom, ..Default::default() };
    let (res, prof) = run_profiled(&m, &spec(dir, name), &cfg).unwrap();
    let n = prof.layout.op_count as usize;
    let (mut issues, mut lanes, mut cycles) = (vec![0u64; n], vec![0u64; n], vec![0u64; n]);
    for b in &prof.blocks {
        for o in 0..n {
            issues[o] += b.op_issues[o];
            lanes[o] += b.op_lanes[o];
            cycles[o] += b.op_cycles[o];
        }
    }
    let st = &res.stats;
    let total: u64 = issues.iter().sum();
    assert_eq!(total, st.warp_instructions, "{file}: issues");
    assert_eq!(lanes.iter().sum::<u64>(), st.thread_instructions, "{file}: lanes");
    let alone: u64 = st.warps.iter().map(|w| w.alone_cycles).sum();
    assert_eq!(cycles.iter().sum::<u64>(), alone, "{file}: cycles");
    // Free ops are not counted; the layout names an IR instruction for every op.
    let prog = warpflow_simt::decode::decode(&m, &spec(dir, name).kernel).unwrap();
    for (pf, f) in prof.layout.functions.iter().zip(&prog.funcs) {
        assert_eq!(pf.ops.len(), f.code.len());
        for (k, c) in f.class.iter().enumerate() {
            if matches!(c, Class::Fixed(CostClass::Free)) {
                assert_eq!(issues[pf.first_op as usize + k], 0, "{file}: a free op counted");
            }
        }
    }
    let part_full = issues.iter().zip(&lanes).any(|(&i, &l)| i > 0 && l < i * cfg.warp_size as u64);
    (total, lanes.iter().sum(), cycles.iter().sum(), part_full)
}

#[test]
fn op_counts_add_up_to_the_run_statistics() {
    let (i, l, c, part) = sums("divergence", "kway4.nvptx64.O3.ll", "kway4");
    assert!(i > 0 && l > i && c > i, "{i} {l} {c}");
    assert!(part, "kway4 diverges: some op ran in part-full warps");
    sums("pcfm", "bitonic_sort.nvptx64.O3.ll", "bitonic_sort");
    sums("barriers", "pass-after-ifelse.nvptx64.O0.ll", "pass-after-ifelse");
}
