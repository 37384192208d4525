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
