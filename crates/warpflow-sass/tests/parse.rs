//! Parser snapshots on the committed fixtures (regenerate fixtures with
//! scripts/regen-sass-fixtures; update snapshots with UPDATE_EXPECT=1), and garbage input.

use expect_test::{expect, expect_file};
use proptest::prelude::*;
use warpflow_sass::parse::{Function, OperandKind};
use warpflow_sass::{analyze, parse};

const ARCHS: [&str; 7] = ["sm_61", "sm_75", "sm_86", "sm_90", "sm_100", "sm_110", "sm_120"];

fn fixture(arch: &str) -> String {
    let p = format!("{}/tests/fixtures/sass_kernels.{arch}.sass", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

/// One line per instruction: address, guard, opcode, modifiers, operands with their kind, notes;
/// labels on their own lines.
fn dump(f: &Function) -> String {
    let mut out = format!("{} kernel={}\n", f.name, f.is_kernel);
    for (i, inst) in f.instructions.iter().enumerate() {
        for l in f.labels.iter().filter(|l| l.index as usize == i) {
            out.push_str(&format!("{}:\n", l.name));
        }
        let guard = inst
            .guard
            .as_ref()
            .map_or(String::new(), |g| format!("@{}{} ", if g.negated { "!" } else { "" }, g.reg));
        let ops: Vec<String> = inst
            .operands
            .iter()
            .map(|o| {
                let k = match &o.kind {
                    OperandKind::Label(_) => "label",
                    OperandKind::Predicate(_) => "pred",
                    OperandKind::Barrier(_) => "bar",
                    OperandKind::Register => "reg",
                    OperandKind::Immediate(_) => "imm",
                    OperandKind::Constant => "const",
                    OperandKind::Memory => "mem",
                    OperandKind::Other => "other",
                };
                format!("{}:{k}", o.text)
            })
            .collect();
        let notes = if inst.branch_targets.is_empty() {
            String::new()
        } else {
            format!(" -> {:?}", inst.branch_targets)
        };
        out.push_str(&format!(
            "  {:04x} {guard}{} {:?} [{}]{notes}\n",
            inst.address.unwrap_or(0),
            inst.opcode,
            inst.modifiers,
            ops.join(", ")
        ));
    }
    out
}

fn function<'a>(l: &'a warpflow_sass::Listing, name: &str) -> &'a Function {
    l.functions.iter().find(|f| f.name == name).unwrap_or_else(|| panic!("no {name}"))
}

#[test]
fn pascal_loop_break() {
    let l = parse(&fixture("sm_61")).unwrap();
    assert_eq!(l.arch.as_deref(), Some("sm_61"));
    expect_file!["snapshots/sm_61.loop_break.txt"].assert_eq(&dump(function(&l, "_Z10loop_breakPii")));
}

#[test]
fn blackwell_loop_break() {
    let l = parse(&fixture("sm_100")).unwrap();
    assert_eq!(l.arch.as_deref(), Some("sm_100"));
    expect_file!["snapshots/sm_100.loop_break.txt"].assert_eq(&dump(function(&l, "_Z10loop_breakPii")));
}

#[test]
fn ampere_warp_sync_subroutines() {
    let l = parse(&fixture("sm_86")).unwrap();
    let names: Vec<&str> = l
        .functions
        .iter()
        .filter(|f| f.name.contains("warp_sync") || f.name.contains("__cuda_sm70"))
        .map(|f| f.name.as_str())
        .collect();
    expect![[r#"
        [
            "_Z9warp_syncPii",
            "$__internal_0_$__cuda_sm70_shflsync_down",
            "$__internal_1_$__cuda_sm70_votesync_ballot",
            "$__internal_2_$__cuda_sm70_warpsync",
        ]
    "#]]
    .assert_debug_eq(&names);
}

/// Every fixture parses and analyses; the per-architecture, per-function results are a snapshot.
#[test]
fn all_fixtures_summary() {
    let mut out = String::new();
    for arch in ARCHS {
        let r = analyze(&fixture(arch)).unwrap_or_else(|e| panic!("{arch}: {e}"));
        assert_eq!(r.arch.as_deref(), Some(arch));
        out.push_str(&format!("{arch}: {:?}\n", r.summary));
        for f in &r.functions {
            for p in &f.points {
                out.push_str(&format!(
                    "  {} {:?}{} setup={:x?} point={:x?} branch={:x?} ipdom={:x?} cfg_ipdom={:x?} leaving={} {:?}\n",
                    f.name,
                    p.mechanism,
                    p.barrier.map_or(String::new(), |b| format!(" B{b}")),
                    p.setup.address.unwrap_or(0),
                    p.point.address.unwrap_or(0),
                    p.branch.and_then(|b| b.address),
                    p.ipdom.and_then(|b| b.address),
                    p.cfg_ipdom.and_then(|b| b.address),
                    p.leaving_edges,
                    p.class,
                ));
            }
        }
        let nz: Vec<String> =
            r.counts.0.iter().filter(|(_, v)| **v > 0).map(|(k, v)| format!("{k}={v}")).collect();
        out.push_str(&format!("  counts: {}\n", nz.join(" ")));
    }
    expect_file!["snapshots/fixtures_summary.txt"].assert_eq(&out);
}

fn fixture_lines() -> Vec<String> {
    ARCHS.iter().flat_map(|a| fixture(a).lines().map(str::to_string).collect::<Vec<_>>()).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Arbitrary text never panics the parser or the analysis.
    #[test]
    fn garbage_never_panics(s in "\\PC{0,400}") {
        let _ = analyze(&s);
        let text = format!("\t.section\t.text.k,\"ax\",@progbits\nk:\n{s}");
        let _ = analyze(&text);
    }

    /// Fixture lines with random bytes changed, dropped or duplicated, inside a code section:
    /// an error or a result, never a panic; errors point into the input.
    #[test]
    fn mutated_fixture_lines_never_panic(
        picks in proptest::collection::vec((0usize..100_000, 0usize..200, any::<char>(), 0u8..3), 1..40)
    ) {
        let lines = fixture_lines();
        let mut text = String::from("\t.section\t.text.k,\"ax\",@progbits\nk:\n");
        for (i, pos, c, op) in picks {
            let mut l: Vec<char> = lines[i % lines.len()].chars().collect();
            let p = pos % (l.len() + 1);
            match op {
                0 => l.insert(p, c),
                1 => { if p < l.len() { l.remove(p); } }
                _ => l.truncate(p),
            }
            text.extend(l);
            text.push('\n');
        }
        if let Err(warpflow_sass::Error::Parse(e)) = analyze(&text) {
            let n = text.lines().count() as u32;
            prop_assert!(e.line >= 1 && e.line <= n, "{e}");
            prop_assert!(e.column >= 1);
        }
    }
}

/// Every committed corpus fixture (`kernels__*.sass`, from scripts/regen-sass-fixtures) parses and
/// analyses; the per-architecture totals are a snapshot (the SASS study's table without the tools).
#[test]
fn corpus_fixtures_per_arch() {
    let dir = format!("{}/tests/fixtures", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|n| n.starts_with("kernels__") && n.ends_with(".sass"))
        .collect();
    names.sort();
    let mut out = String::new();
    for arch in ARCHS {
        let mut total = warpflow_sass::Summary::default();
        let mut counts = warpflow_sass::Counts::default();
        let mut files = 0;
        for n in names.iter().filter(|n| n.ends_with(&format!(".{arch}.sass"))) {
            let text = std::fs::read_to_string(format!("{dir}/{n}")).unwrap();
            let r = analyze(&text).unwrap_or_else(|e| panic!("{n}: {e}"));
            total.merge(&r.summary);
            counts.merge(&r.counts);
            files += 1;
        }
        let nz: Vec<String> = warpflow_sass::counts::KEYS
            .iter()
            .filter(|k| counts.get(k) > 0)
            .map(|k| format!("{k}={}", counts.get(k)))
            .collect();
        out.push_str(&format!(
            "{arch}: files={files} points={} immediate={} deferred={} early={} uncovered={} (with leaving paths {})\n  {}\n",
            total.reconvergence_points,
            total.immediate,
            total.deferred,
            total.early,
            total.uncovered,
            total.with_leaving_paths,
            nz.join(" ")
        ));
    }
    expect_file!["snapshots/corpus_per_arch.txt"].assert_eq(&out);
}
