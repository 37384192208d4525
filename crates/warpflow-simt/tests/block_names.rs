//! The emulator names blocks as the user's file does (the analyses' slot numbering: `%14`,
//! `%entry`), never by its own internal ids.

mod common;

use warpflow_simt::RunConfig;

#[test]
fn branch_statistics_name_the_blocks_of_the_file() {
    let file = "reduce_tree.nvptx64.O3.ll";
    let r = common::run("basic", file, "reduce_tree", &RunConfig::default()).unwrap();
    let mut blocks: Vec<(&str, u64)> = r
        .stats
        .branches
        .iter()
        .filter(|b| b.divergent > 0)
        .map(|b| (b.block.as_str(), b.divergent))
        .collect();
    blocks.sort();
    // The two divergent branches of the tree reduction end blocks `14:` and `16:` of the file.
    assert_eq!(blocks.iter().map(|b| b.0).collect::<Vec<_>>(), ["%14", "%16"]);
    let text = std::fs::read_to_string(common::kernels_dir().join("basic").join(file)).unwrap();
    for b in &r.stats.branches {
        let label = format!("\n{}:", b.block.trim_start_matches('%'));
        let entry = b.block == "%2";
        assert!(entry || text.contains(&label), "block {} of the stats is not a label of {file}", b.block);
    }
}

/// In a promoted session (what `warpflow report` builds for its overlays) the emulator still
/// runs the code as written: on -O0 code, where promotion removes most instructions, the run
/// decoded from a promoted session issues exactly what the as-written session's run issues,
/// with the same block names, cycles and outputs, and more than the promoted code would.
#[test]
fn a_promoted_session_runs_the_written_bodies() {
    use warpflow_analysis::session::{ModuleSession, View};
    let m = common::load("basic", "reduce_tree.nvptx64.O0.ll");
    let opts = warpflow_analysis::uniformity::Options { warp_size: Some(32), ..Default::default() };
    let promoted = ModuleSession::new(m.clone(), View::Promoted, opts, Default::default()).unwrap();
    let kid = m.func_by_name("reduce_tree").unwrap();
    assert!(promoted.is_promoted(kid), "promotion changes the -O0 kernel");
    let written = warpflow_simt::emulation_session(m.clone(), 32).unwrap();
    let cfg = RunConfig::default();
    let mut spec = common::spec("basic", "reduce_tree");
    let a = warpflow_simt::run_in_session(&promoted, &mut spec.clone(), &cfg, None).unwrap();
    let b = warpflow_simt::run_in_session(&written, &mut spec, &cfg, None).unwrap();
    assert_eq!(a.buffers, b.buffers);
    assert_eq!(a.stats.warp_instructions, b.stats.warp_instructions);
    assert_eq!(a.stats.cycles, b.stats.cycles);
    let names =
        |r: &warpflow_simt::RunResult| r.stats.branches.iter().map(|s| s.block.clone()).collect::<Vec<_>>();
    assert_eq!(names(&a), names(&b));
    // The promoted code itself runs fewer instructions (its loads and stores are gone).
    let c = warpflow_simt::run(promoted.module(), &common::spec("basic", "reduce_tree"), &cfg).unwrap();
    assert!(
        c.stats.warp_instructions < a.stats.warp_instructions,
        "{} vs {}",
        c.stats.warp_instructions,
        a.stats.warp_instructions
    );
}
