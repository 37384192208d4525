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

/// The branch at 0x10 sends the L1 side past the BSYNC without a BREAK; that side ends at the
/// EXIT (0x80), so those threads leave the barrier by exiting and never wait at L2: they are
/// discounted, and with them the whole L1 side, so 0x10 does not split the threads that stay in
/// B0. The covered branch is the next split, `@P1 BRA` at 0x20, whose two sides meet at L2
/// (0x40), where the BSYNC is: immediate. (Before the discounting this was "early": the ipdom of
/// 0x10 in the whole CFG is L3, 0x80, after the BSYNC.)
#[test]
fn volta_side_that_skips_bsync_and_exits_is_discounted() {
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
    assert_eq!(points(&r), vec![(Class::Immediate, Some(0x40), Some(0x20), Some(0x40))]);
    assert_eq!(r.functions[0].points[0].leaving_edges, 0);
}

/// One side of the branch at 0x10 has `@P1 EXIT`: the exiting threads leave the barrier and
/// are discounted (one leaving edge); the rest of that side and the other side meet at L1
/// (0x40), where the BSYNC is: immediate. In the whole CFG the branch's ipdom is the exit.
#[test]
fn exit_on_one_side_is_discounted() {
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
    assert_eq!(points(&r), vec![(Class::Immediate, Some(0x40), Some(0x10), Some(0x40))]);
    let p = &r.functions[0].points[0];
    assert_eq!((p.leaving_edges, p.cfg_ipdom), (1, None));
    assert_eq!((r.summary.immediate, r.summary.with_leaving_paths), (1, 1));
}

/// A `continue` that skips the BSYNC: the threads with P0 at 0x20 go back to L0 and run the BSSY
/// again without reaching the BSYNC at L2 (0x50). They neither break nor exit: they are still in
/// the barrier's work, elsewhere (ESC), when the others reconverge at L2. The branch's
/// post-dominator in the region graph is therefore the sink beyond it: early. (In the whole CFG
/// the ipdom of the loop block is the block at 0x30, which L2 post-dominates: the old
/// classification called this deferred.)
#[test]
fn volta_continue_past_bsync_is_early() {
    let r = run("
        .L0:
        BSSY B0, `(.L3)
        IADD3 R1, R1, 0x1, RZ
        @P0 BRA `(.L0)
        @P1 BRA `(.L2)
        IADD3 R2, R2, 0x1, RZ
        .L2:
        BSYNC B0
        .L3:
        EXIT");
    assert_eq!(points(&r), vec![(Class::Early, Some(0x50), Some(0x20), None)]);
    assert_eq!(r.functions[0].points[0].cfg_ipdom.and_then(|i| i.address), Some(0x30));
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

/// The shape of `fail-short-circuit` on Pascal (`if (c1 || c2) __syncthreads();`): PBK L0 and
/// SSY L1 back to back; `@!P0 SYNC` at 0x20 sends the c1 threads to the barrier at L1; of the
/// others, `@!P1 BRK` at 0x40 takes the c2-false threads out to L0, past the barrier, unwinding
/// the SSY with the PBK, and the rest `SYNC` to L1. For the SSY, the BRK's jump leaves it (its
/// target is the enclosing PBK's): discounted. The staying threads of both sides of 0x20 meet at
/// L1 (0x60), the SSY's point: immediate, with one leaving edge. For the PBK the BRK is its own
/// pop: all of 0x20's paths meet at L0 (0x80): immediate. Before the discounting the SSY was
/// "early" (the ipdom of 0x20 in the whole CFG is L0).
#[test]
fn pascal_brk_out_of_ssy_is_discounted() {
    let r = run("
        PBK `(.L0)
        SSY `(.L1)
        @!P0 SYNC
        LDG.E R2, [R2]
        @!P1 BRK
        SYNC
        .L1:
        BAR.SYNC 0x0
        BRK
        .L0:
        STG.E [R4], R2
        EXIT");
    assert_eq!(
        points(&r),
        vec![
            (Class::Immediate, Some(0x80), Some(0x20), Some(0x80)),
            (Class::Immediate, Some(0x60), Some(0x20), Some(0x60)),
        ]
    );
    let ps = &r.functions[0].points;
    assert_eq!((ps[0].mechanism, ps[0].leaving_edges), (Mechanism::Pbk, 0));
    assert_eq!((ps[1].mechanism, ps[1].leaving_edges), (Mechanism::Ssy, 1));
    assert_eq!(ps[1].cfg_ipdom.and_then(|i| i.address), Some(0x80));
}

/// A PBK nested inside an SSY: the loop's `@P0 BRK` (0x40) pops the inner PBK and jumps to its
/// target L5, which lies inside the SSY's region: it does not leave the SSY. So the fall-through
/// side of the SSY's branch (0x10) runs the loop, leaves it at L5 and SYNCs to L9 (0xa0), as the
/// L7 side does: immediate. The PBK's own branch is the BRK, whose ipdom is its target L5
/// (0x60): immediate.
#[test]
fn pascal_brk_to_nested_pbk_stays_in_ssy() {
    let r = run("
        SSY `(.L9)
        @P1 BRA `(.L7)
        PBK `(.L5)
        .L1:
        IADD R1, R1, 0x1
        @P0 BRK
        BRA `(.L1)
        .L5:
        IADD R1, R1, 0x2
        SYNC
        .L7:
        IADD R1, R1, 0x3
        SYNC
        .L9:
        EXIT");
    assert_eq!(
        points(&r),
        vec![
            (Class::Immediate, Some(0xa0), Some(0x10), Some(0xa0)),
            (Class::Immediate, Some(0x60), Some(0x40), Some(0x60)),
        ]
    );
    assert_eq!(r.summary.with_leaving_paths, 0);
}

/// The shape of `stencil2d` on Volta+, in a loop: BSSY B0 and B1 back to back; the branch at
/// 0x20 splits the warp; on the L9 side `@P1 BREAK B1; @P1 BRA L12` takes the P1 threads out of
/// B1 to B0's BSYNC; the other L9 threads and the fall-through side meet at L10 (BSYNC B1, 0x90).
/// Threads of both sides of 0x20 stay in B1, so 0x20 is B1's covered branch as well as B0's.
/// For B1, the BRA at 0x70 is taken by exactly the breaking threads (same guard, P1 not written
/// in between): discounted; so P = L10, B1's point: immediate (in the whole CFG the ipdom is
/// L12, 0xb0, where the old classification put it: early). For B0 all paths meet at L12:
/// immediate.
///
/// Then the same code without the BREAK: the jumping threads still belong to B1; they pass B0's
/// BSYNC, go round the loop and run the BSSYs again without ever reaching L10. They are outside
/// when the others reconverge at L10: early for B1 (the region's ipdom is the sink beyond it).
#[test]
fn volta_back_to_back_with_break_out_of_inner() {
    let body = |brk: &str| {
        format!(
            "
        .L0:
        BSSY B0, `(.L7)
        BSSY B1, `(.L8)
        @P0 BRA `(.L9)
        @P2 BRA `(.L10)
        LDG.E R8, [R2.64]
        BRA `(.L10)
        .L9:
        {brk}
        @P1 BRA `(.L12)
        LDG.E R8, [R2.64+0x4]
        .L10:
        BSYNC B1
        .L8:
        STS [R4], R8
        .L12:
        BSYNC B0
        .L7:
        BRA.U UP0, `(.L0)
        EXIT"
        )
    };
    let r = run(&body("@P1 BREAK B1"));
    assert_eq!(
        points(&r),
        vec![
            (Class::Immediate, Some(0xb0), Some(0x20), Some(0xb0)),
            (Class::Immediate, Some(0x90), Some(0x20), Some(0x90)),
        ]
    );
    let b1 = &r.functions[0].points[1];
    assert_eq!((b1.barrier, b1.leaving_edges), (Some(1), 1));
    assert_eq!(b1.cfg_ipdom.and_then(|i| i.address), Some(0xb0));
    assert_eq!(b1.breaks.iter().map(|b| b.address).collect::<Vec<_>>(), [Some(0x60)]);

    // Blackwell's `BREAK.RELIABLE` leaves the barrier exactly as `BREAK` does: the same pairing,
    // the same discounted edge, the same classification.
    let reliable = run(&body("@P1 BREAK.RELIABLE B1"));
    assert_eq!(points(&reliable), points(&r));
    let rb1 = &reliable.functions[0].points[1];
    assert_eq!((rb1.leaving_edges, rb1.breaks.clone()), (b1.leaving_edges, b1.breaks.clone()));

    let r = run(&body("IADD3 R1, R1, 0x1, RZ"));
    assert_eq!(
        points(&r),
        vec![
            (Class::Immediate, Some(0xb0), Some(0x20), Some(0xb0)),
            (Class::Early, Some(0x90), Some(0x20), None),
        ]
    );
}

/// A guarded BREAK whose predicate is rewritten before the branch: the analysis cannot tell
/// which threads take the jump, so the edge is not discounted (the jumping threads are taken to
/// stay in B1). In the loop they come round to the BSSY again: early, as without a BREAK.
#[test]
fn volta_break_with_rewritten_predicate_is_not_discounted() {
    let r = run("
        .L0:
        BSSY B1, `(.L8)
        @P0 BRA `(.L9)
        IADD3 R8, R8, 0x1, RZ
        BRA `(.L10)
        .L9:
        @P1 BREAK B1
        ISETP.NE.AND P1, PT, R2, RZ, PT
        @P1 BRA `(.L0)
        .L10:
        BSYNC B1
        .L8:
        EXIT");
    assert_eq!(points(&r), vec![(Class::Early, Some(0x70), Some(0x10), None)]);
}

/// The shape of `bitonic_sort` on Volta+: on each side of the branch at 0x30 a guarded BREAK
/// takes the threads that do not swap out of B1. On the fall-through side the BREAK's guard is
/// the negation of the branch's (`@!P2 BREAK B1; @P2 BRA L6`), so the fall-through edge (to the
/// `BRA L3` at 0x60) carries the breaking threads; on the L5 side (`@P2 BREAK B1; @P2 BRA L3`)
/// the jump does. Both discounted: the swapping threads of both sides meet at L6 (BSYNC B1,
/// 0x90): immediate, with two leaving edges (the ipdom in the whole CFG is L3, 0xb0).
#[test]
fn volta_break_then_branch_in_next_block() {
    let r = run("
        BSSY B0, `(.L2)
        @!P1 BRA `(.L3)
        BSSY B1, `(.L4)
        @P0 BRA `(.L5)
        @!P2 BREAK B1
        @P2 BRA `(.L6)
        BRA `(.L3)
        .L5:
        @P2 BREAK B1
        @P2 BRA `(.L3)
        .L6:
        BSYNC B1
        .L4:
        STS [R5], R11
        .L3:
        BSYNC B0
        .L2:
        EXIT");
    assert_eq!(
        points(&r),
        vec![
            (Class::Immediate, Some(0xb0), Some(0x10), Some(0xb0)),
            (Class::Immediate, Some(0x90), Some(0x30), Some(0x90)),
        ]
    );
    let b1 = &r.functions[0].points[1];
    assert_eq!((b1.leaving_edges, b1.breaks.len()), (2, 2));
}

/// Back-to-back set-ups where one side of the first branch leaves the inner barrier altogether
/// (`BREAK B1` unguarded at L9): at 0x20 only the fall-through threads stay in B1, so 0x20 is
/// not a split of B1's threads; it is the outer B0's branch (all its paths meet at L12, 0xa0:
/// immediate). B1 covers the next split, `@P2 BRA` at 0x30, whose sides meet at L10 (0x50):
/// immediate. (The old walk gave B1 the outer branch 0x20 and called it early.)
#[test]
fn volta_back_to_back_inner_covers_its_own_split() {
    let r = run("
        BSSY B0, `(.L7)
        BSSY B1, `(.L8)
        @P0 BRA `(.L9)
        @P2 BRA `(.L10)
        LDG.E R8, [R2.64]
        .L10:
        BSYNC B1
        .L8:
        STS [R4], R8
        BRA `(.L12)
        .L9:
        BREAK B1
        IADD3 R1, R1, 0x1, RZ
        .L12:
        BSYNC B0
        .L7:
        EXIT");
    assert_eq!(
        points(&r),
        vec![
            (Class::Immediate, Some(0xa0), Some(0x20), Some(0xa0)),
            (Class::Immediate, Some(0x50), Some(0x30), Some(0x50)),
        ]
    );
    assert_eq!(r.functions[0].points[1].leaving_edges, 0);
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
    assert_eq!(s.reconvergence_points, s.immediate + s.deferred + s.early + s.uncovered);
}
