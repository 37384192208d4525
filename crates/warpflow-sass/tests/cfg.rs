//! CFG construction on small listings.

use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_sass::{parse, CfgError, SassCfg};

fn cfg_of(body: &str) -> Result<SassCfg, CfgError> {
    let text = format!("\t.section\t.text.k,\"ax\",@progbits\nk:\n{body}");
    let listing = parse(&text).unwrap_or_else(|e| panic!("{e}"));
    SassCfg::build(&listing.functions[0])
}

/// Edges as (from block start, to block start or "exit").
fn edges(c: &SassCfg) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    for (b, blk) in c.blocks.iter().enumerate() {
        for s in c.succs(NodeId(b as u32)) {
            let to = c.blocks.get(s.index()).map_or("exit".to_string(), |t| t.start.to_string());
            out.push((blk.start, to));
        }
    }
    out
}

#[test]
fn predicated_branch_has_two_successors_and_labels_split() {
    let c = cfg_of(
        "  /*00*/ ISETP.NE.AND P0, PT, R0, RZ, PT ;
  /*10*/ @P0 BRA `(.L1) ;
  /*20*/ IADD3 R1, R1, 0x1, RZ ;
.L1:
  /*30*/ EXIT ;
",
    )
    .unwrap();
    assert_eq!(c.blocks.len(), 3);
    assert_eq!(edges(&c), vec![(0, "3".into()), (0, "2".into()), (2, "3".into()), (3, "exit".into())]);
    assert_eq!(c.exit(), NodeId(3));
    assert!(c.succs(c.exit()).is_empty());
}

#[test]
fn uniform_and_conditional_forms() {
    // BRA.U with a uniform predicate operand, BRA with a predicate operand, and BRA.DIV are
    // conditional; a plain BRA is not; `@P0 EXIT` exits or falls through.
    let c = cfg_of(
        "  /*00*/ BRA.U !UP0, `(.L1) ;
  /*10*/ @!P0 BRA P1, `(.L1) ;
  /*20*/ BRA.DIV ~URZ, `(.L1) ;
  /*30*/ @P0 EXIT ;
  /*40*/ BRA `(.L1) ;
.L1:
  /*50*/ EXIT ;
  /*60*/ BRA `(.L2) ;
.L2:
  /*70*/ NOP ;
",
    )
    .unwrap();
    assert_eq!(
        edges(&c),
        vec![
            (0, "5".into()),
            (0, "1".into()),
            (1, "5".into()),
            (1, "2".into()),
            (2, "5".into()),
            (2, "3".into()),
            (3, "exit".into()),
            (3, "4".into()),
            (4, "5".into()),
            (5, "exit".into()),
        ]
    );
    // The trailing self-loop padding is unreachable: in no block.
    assert_eq!(c.block_of[6], None);
    assert_eq!(c.block_of[7], None);
}

#[test]
fn pascal_sync_goes_to_its_target() {
    // With the note, and without it (the innermost open SSY by address).
    for sync in ["SYNC (*\"BRANCH_TARGETS .L3\"*)", "SYNC"] {
        let c = cfg_of(&format!(
            "  /*00*/ SSY `(.L3) ;
  /*10*/ @P0 {sync} ;
  /*20*/ IADD R1, R1, 0x1 ;
  /*30*/ {sync} ;
.L3:
  /*40*/ EXIT ;
"
        ))
        .unwrap();
        assert_eq!(
            edges(&c),
            vec![(0, "4".into()), (0, "2".into()), (2, "4".into()), (4, "exit".into())],
            "{sync}"
        );
    }
}

#[test]
fn errors() {
    let e = cfg_of("  /*00*/ BRA `(.Lnope) ;\n").unwrap_err();
    assert!(matches!(e, CfgError::UnknownLabel { ref label, line: 3, .. } if label == ".Lnope"), "{e}");
    let e = cfg_of("  /*00*/ BRX R2 ;\n").unwrap_err();
    assert!(matches!(e, CfgError::NoTarget { .. }), "{e}");
    let e = cfg_of("  /*00*/ SYNC ;\n").unwrap_err();
    assert!(matches!(e, CfgError::NoTarget { .. }), "{e}");
    let e = cfg_of("  /*00*/ BRA `(.Lend) ;\n.Lend:\n").unwrap_err();
    assert!(matches!(e, CfgError::UnknownLabel { .. }), "branch past the end: {e}");
}

#[test]
fn subroutines_are_separate_functions() {
    let text = "\t.section\t.text.k,\"ax\",@progbits
        .type k,@function
        .other k,@\"STO_CUDA_ENTRY STV_DEFAULT\"
        .type $sub,@function
k:
  /*00*/ CALL.REL.NOINC `($sub) ;
  /*10*/ EXIT ;
$sub:
  /*20*/ WARPSYNC 0xffffffff ;
  /*30*/ RET.REL.NODEC R4 `(k) ;
";
    let l = parse(text).unwrap();
    let names: Vec<_> =
        l.functions.iter().map(|f| (f.name.as_str(), f.is_kernel, f.instructions.len())).collect();
    assert_eq!(names, vec![("k", true, 2), ("$sub", false, 2)]);
    let c = SassCfg::build(&l.functions[0]).unwrap();
    assert_eq!(edges(&c), vec![(0, "exit".into())]);
    let c = SassCfg::build(&l.functions[1]).unwrap();
    assert_eq!(edges(&c), vec![(0, "exit".into())]);
}
