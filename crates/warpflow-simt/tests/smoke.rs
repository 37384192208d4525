mod common;
use warpflow_simt::{Policy, RunConfig};

#[test]
fn smoke_all() {
    let mut fails = 0;
    for (dir, name, lls) in common::corpus() {
        for ll in lls {
            for p in [Policy::Ipdom] {
                let cfg = RunConfig { policy: p, ..Default::default() };
                let t = std::time::Instant::now();
                match common::run(&dir, &ll, &name, &cfg) {
                    Ok(r) => println!("{ll} {}: ok {} warp insts eff {:.3} {:?}", p.name(), r.stats.warp_instructions, r.stats.simd_efficiency, t.elapsed()),
                    Err(e) => { fails += 1; println!("{ll} {}: ERR {e}", p.name()) }
                }
            }
        }
    }
    println!("fails {fails}");
}
