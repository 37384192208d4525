//! Classification and pairing on small hand-written listings. Each case says why its expected
//! answer is right; addresses are the `/*xxxx*/` numbers.

use warpflow_sass::{analyze, Class, Mechanism, Report};

/// Wraps instruction lines (with labels) into a one-kernel listing; instructions get addresses
/// 0x00, 0x10, ... in order.
fn kernel(body: &str) -> String {
    let mut out = String::from("\t.section\t.text.k,\"ax\",@progbits\n        .type k,@function\n        .other k,@\"STO_CUDA_ENTRY STV_DEFAULT\"\nk:\n");
    let mut addr = 0;
    for line in body.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if line.ends_with(':') {
            out.push_str(line);
        } else {
            out.push_str(&format!("        /*{addr:04x}*/ {line} ;"));
            addr += 0x10;
        }
        out.push('\n');
    }
    out
}

fn run(body: &str) -> Report {
    analyze(&kernel(body)).unwrap_or_else(|e| panic!("{e}\n{}", kernel(body)))
}

/// (class, point address, branch address, ipdom address) of a point.
type Row = (Class, Option<u64>, Option<u64>, Option<u64>);

/// The [`Row`] of each point of the first function.
fn points(r: &Report) -> Vec<Row> {
    r.functions[0]
        .points
        .iter()
        .map(|p| {
            (p.class, p.point.address, p.branch.and_then(|b| b.address), p.ipdom.and_then(|b| b.address))
        })
        .collect()
}

/// If/else: both sides meet at L2, which holds the BSYNC. The branch at 0x20 has ipdom L2 (0x60),
/// which is where the BSYNC waits: immediate.
#[test]
fn volta_diamond_is_immediate() {
    let r = run("
        BSSY B0, `(.L3)
        ISETP.NE.AND P0, PT, R0, RZ, PT
        @P0 BRA `(.L1)
        IADD3 R1, R1, 0x1, RZ
        BRA `(.L2)
        .L1:
        IADD3 R1, R1, 0x2, RZ
        .L2:
        BSYNC B0
        .L3:
        EXIT");
    assert_eq!(points(&r), vec![(Class::Immediate, Some(0x60), Some(0x20), Some(0x60))]);
    let p = &r.functions[0].points[0];
    assert_eq!((p.mechanism, p.barrier, p.syncs.len()), (Mechanism::Bssy, Some(0), 1));
}

/// The two sides join at L2 (0x50, the ipdom of the branch at 0x10), but the BSYNC is only at L4
/// (0x80), after another (uniform) branch at 0x60: every path from L2 to the exit passes
/// L4, so L4 strictly post-dominates the ipdom: deferred.
#[test]
fn volta_later_bsync_is_deferred() {
    let r = run("
        BSSY B0, `(.L9)
        @P0 BRA `(.L1)
        IADD3 R1, R1, 0x1, RZ
        BRA `(.L2)
        .L1:
        IADD3 R1, R1, 0x2, RZ
        .L2:
        IADD3 R2, R1, 0x3, RZ
        BRA.U !UP0, `(.L4)
        IADD3 R2, R2, 0x3, RZ
        .L4:
        BSYNC B0
        .L9:
        EXIT");
    assert_eq!(points(&r), vec![(Class::Deferred, Some(0x80), Some(0x10), Some(0x50))]);
}

/// The branch at 0x10 splits into L1 and the fall-through; the fall-through branches again and
/// its paths meet at L2 (0x50), where the BSYNC is; the L1 path joins only at L3 (0x80). So the
/// ipdom of 0x10 is L3, which post-dominates L2: the BSYNC is before it: early.
#[test]
fn volta_bsync_before_join_is_early() {
    let r = run("
        BSSY B0, `(.L2b)
        @P0 BRA `(.L1)
        @P1 BRA `(.L2)
        IADD3 R1, R1, 0x1, RZ
        .L2:
        BSYNC B0
        .L2b:
        IADD3 R1, R1, 0x5, RZ
        BRA `(.L3)
        .L1:
        IADD3 R1, R1, 0x2, RZ
        .L3:
        EXIT");
    assert_eq!(points(&r), vec![(Class::Early, Some(0x40), Some(0x10), Some(0x80))]);
}

/// One side leaves the kernel (`@P1 EXIT`), so the branch's ipdom is the exit; the BSYNC at L2 is
/// before it: early, flagged early_at_exit.
#[test]
fn exit_on_one_side_is_early_at_exit() {
    let r = run("
        BSSY B0, `(.L3)
        @P0 BRA `(.L1)
        @P1 EXIT
        IADD3 R1, R1, 0x1, RZ
        .L1:
        BSYNC B0
        .L3:
        STG.E [R2.64], R1
        EXIT");
    assert_eq!(points(&r), vec![(Class::Early, Some(0x40), Some(0x10), None)]);
    assert!(r.functions[0].points[0].early_at_exit);
    assert_eq!((r.summary.early, r.summary.early_at_exit), (1, 1));
}

/// No divergent branch between BSSY and BSYNC (only a uniform `BRA.U`): uncovered.
#[test]
fn uniform_only_is_uncovered() {
    let r = run("
        BSSY B0, `(.L3)
        BRA.U UP0, `(.L1)
        IADD3 R1, R1, 0x1, RZ
        .L1:
        BSYNC B0
        .L3:
        EXIT");
    assert_eq!(points(&r), vec![(Class::Uncovered, Some(0x30), None, None)]);
}

/// Nested barriers: B1 covers the inner branch (0x30, ipdom L2 = 0x60 where BSYNC B1 is), B0 the
/// outer (0x10, ipdom L4 = 0x90 where BSYNC B0 is). Pairing must follow the register, not the
/// nearest BSSY: both immediate. `BMOV.32.CLEAR RZ, B0` reads B0 and must not break the pairing.
#[test]
fn nested_barriers_pair_by_register() {
    let r = run("
        BSSY B0, `(.L5)
        @P0 BRA `(.L3)
        BSSY B1, `(.L2b)
        @P1 BRA `(.L2)
        BMOV.32.CLEAR RZ, B0
        IADD3 R1, R1, 0x1, RZ
        .L2:
        BSYNC B1
        .L2b:
        BRA `(.L4)
        .L3:
        IADD3 R1, R1, 0x2, RZ
        .L4:
        BSYNC B0
        .L5:
        EXIT");
    let ps = &r.functions[0].points;
    assert_eq!(ps.len(), 2);
    assert_eq!((ps[0].barrier, ps[0].syncs[0].address, ps[0].class), (Some(0), Some(0x90), Class::Immediate));
    assert_eq!((ps[1].barrier, ps[1].syncs[0].address, ps[1].class), (Some(1), Some(0x60), Class::Immediate));
}

/// A `BMOV` into B0 (restoring a saved barrier) replaces what reaches the BSYNC: the BSSY is then
/// paired with nothing and classified at the block holding its target L3 (0x40); that block
/// starts at the BSYNC (0x30), as a BSSY target is not a jump target.
#[test]
fn bmov_into_barrier_cuts_pairing() {
    let r = run("
        BSSY B0, `(.L3)
        @P0 BRA `(.L1)
        BMOV.32 B0, R4
        .L1:
        BSYNC B0
        .L3:
        EXIT");
    let p = &r.functions[0].points[0];
    // The BSYNC is reached both by the BSSY (via L1 directly) and by the BMOV: still paired.
    assert_eq!(p.syncs.len(), 1);
    let r = run("
        BSSY B0, `(.L3)
        BMOV.32 B0, R4
        @P0 BRA `(.L1)
        .L1:
        BSYNC B0
        .L3:
        EXIT");
    let p = &r.functions[0].points[0];
    assert!(p.syncs.is_empty());
    assert_eq!(p.point.address, Some(0x30));
}

/// Pascal if/else: SSY L3, both sides end in SYNC (which jumps to L3). The sides of the branch at
/// 0x10 only meet at L3: immediate.
#[test]
fn pascal_ssy_diamond_is_immediate() {
    let r = run("
        SSY `(.L3)
        @P0 BRA `(.L1)
        IADD R1, R1, 0x1
        SYNC
        .L1:
        IADD R1, R1, 0x2
        SYNC
        .L3:
        EXIT");
    assert_eq!(points(&r), vec![(Class::Immediate, Some(0x60), Some(0x10), Some(0x60))]);
    let p = &r.functions[0].points[0];
    assert_eq!(p.mechanism, Mechanism::Ssy);
    assert_eq!(p.syncs.iter().map(|s| s.address).collect::<Vec<_>>(), vec![Some(0x30), Some(0x50)]);
}

/// Pascal loop with a divergent exit: the loop branch at 0x20 leaves to a block holding only
/// `SYNC` (its ipdom, 0x30), which jumps to the SSY target L3 (0x40). No instruction runs between
/// the two, so it is immediate, not deferred.
#[test]
fn pascal_sync_forwarding_block_is_immediate() {
    let r = run("
        SSY `(.L3)
        .L1:
        IADD R1, R1, 0x1
        @!P0 BRA `(.L1)
        SYNC (*\"BRANCH_TARGETS .L3\"*)
        .L3:
        EXIT");
    assert_eq!(points(&r), vec![(Class::Immediate, Some(0x40), Some(0x20), Some(0x30))]);
}

/// Pascal loop with breaks: PBK L9; the divergent `@P0 BRK` at 0x20 leaves the loop to L9; the
/// loop's other exit is the fall-through after the back edge, which does work (0x40) before its
/// own BRK. The ipdom of the BRK block is L9 itself: immediate. The BRKs have no note: they jump
/// to the target of the innermost PBK open at their address, L9.
#[test]
fn pascal_pbk_brk() {
    let r = run("
        PBK `(.L9)
        .L1:
        IADD R1, R1, 0x1
        @P0 BRK
        @P1 BRA `(.L1)
        IADD R1, R1, 0x7
        BRK
        .L9:
        EXIT");
    assert_eq!(points(&r), vec![(Class::Immediate, Some(0x60), Some(0x20), Some(0x60))]);
    assert_eq!(r.functions[0].points[0].mechanism, Mechanism::Pbk);
    assert_eq!(r.functions[0].points[0].syncs.len(), 2);
}

/// The classes sum to the total; counts see every form.
#[test]
fn summary_and_counts() {
    let r = run("
        BSSY.RECONVERGENT B0, `(.L3)
        WARPSYNC 0xffffffff
        WARPSYNC 0xff
        WARPSYNC R2
        WARPSYNC.ALL
        BRA.DIV UR4, `(.L1)
        BRA.CONV ~URZ, `(.L1)
        BREAK.RELIABLE B1
        BREAK B1
        BMOV.32.CLEAR RZ, B0
        @P0 BRA `(.L1)
        .L1:
        BSYNC.RECONVERGENT B0
        .L3:
        EXIT");
    let c = &r.counts;
    let got: Vec<(&str, u32)> =
        warpflow_sass::counts::KEYS.iter().map(|k| (*k, c.get(k))).filter(|(_, v)| *v > 0).collect();
    assert_eq!(
        got,
        vec![
            ("BSSY", 1),
            ("BSYNC", 1),
            ("BREAK", 2),
            ("BRA.DIV", 1),
            ("BRA.CONV", 1),
            ("WARPSYNC full", 2),
            ("WARPSYNC partial", 1),
            ("WARPSYNC register", 1),
            (".RECONVERGENT", 2),
            (".RELIABLE", 1),
            ("BREAK.RELIABLE", 1),
            ("BMOV", 1),
        ]
    );
    let s = &r.summary;
    assert_eq!(s.reconvergence_points, s.immediate + s.deferred + s.early + s.unordered + s.uncovered);
}
