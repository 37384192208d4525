//! The reconvergence classification against a brute-force definition, on generated Volta-style
//! listings.
//!
//! Each generated kernel opens `BSSY B0` and then runs a forward (acyclic) region of blocks, one
//! of which ends in a divergent `@P0 BRA`; the others fall through, jump (`BRA`), branch
//! uniformly (`BRA.U !UP0`) or leave through `EXIT`. The barrier is waited on at `BSYNC B0` in
//! block `R`, and optionally at a second `BSYNC B0` in block `Q` placed after the exit, so that
//! paths into `Q` stay in the barrier without arriving at `R` (and the other way round).
//!
//! The oracle restates the module docs of `warpflow_sass::reconv` for this shape without any of
//! its machinery: the discounted region graph is built from the generator's own block list,
//! post-dominance is decided by deleting a node and asking whether the sink is still reachable
//! (no dominator tree), and the immediate post-dominator is the post-dominator that all the others
//! post-dominate. It then classifies: immediate when that is `R`, deferred when it is a region
//! block `R` post-dominates, early otherwise; uncovered when the divergent block is not in the
//! region or does not split the threads there.

use std::collections::BTreeSet;

use proptest::prelude::*;
use warpflow_sass::{analyze, Class};

/// How a region block ends.
#[derive(Clone, Copy, Debug)]
enum End {
    /// falls through to the next block
    Fall,
    /// `BRA` to a target
    Jump(Target),
    /// `BRA.U !UP0` to a target, else falls through
    Uniform(Target),
    /// the one divergent `@P0 BRA` to a target, else falls through
    Divergent(Target),
}

/// Where a transfer goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// a later region block (index), or `R` when the index is the region's length
    Block(usize),
    /// the `EXIT` block
    Exit,
    /// the second `BSYNC` block
    Q,
}

#[derive(Clone, Debug)]
struct Program {
    ends: Vec<End>,
    with_q: bool,
}

/// Node ids of the oracle's graph: region blocks `0..n`, then `R = n`, `EXIT = n + 1`, `Q = n + 2`.
impl Program {
    fn n(&self) -> usize {
        self.ends.len()
    }

    fn id(&self, t: Target) -> usize {
        match t {
            Target::Block(i) => i,
            Target::Exit => self.n() + 1,
            Target::Q => self.n() + 2,
        }
    }

    /// CFG successors of region block `i`: the taken target first, then the fall-through.
    fn succs(&self, i: usize) -> Vec<usize> {
        let next = i + 1; // the block after the last region block is R (= n)
        match self.ends[i] {
            End::Fall => vec![next],
            End::Jump(t) => vec![self.id(t)],
            End::Uniform(t) | End::Divergent(t) => vec![self.id(t), next],
        }
    }

    fn label(&self, id: usize) -> String {
        let n = self.n();
        match id {
            i if i < n => format!(".L_b{i}"),
            i if i == n => ".L_r".into(),
            i if i == n + 1 => ".L_exit".into(),
            _ => ".L_q".into(),
        }
    }

    /// The listing, and the address of each node's first instruction.
    fn listing(&self) -> (String, Vec<u64>) {
        let mut out = String::from(
            "\t.section\t.text.k,\"ax\",@progbits\n        .type k,@function\n        .other k,@\"STO_CUDA_ENTRY STV_DEFAULT\"\nk:\n",
        );
        let mut addr = 0u64;
        let mut first = vec![0u64; self.n() + 3];
        let inst = |out: &mut String, text: &str, addr: &mut u64| {
            out.push_str(&format!("        /*{addr:04x}*/ {text} ;\n"));
            *addr += 0x10;
        };
        inst(&mut out, "BSSY B0, `(.L_exit)", &mut addr);
        for (i, start) in first.iter_mut().enumerate().take(self.n()) {
            // Block 0 starts at the BSSY's block; its region part is after the BSSY.
            if i > 0 {
                out.push_str(&format!("{}:\n", self.label(i)));
            }
            *start = addr;
            inst(&mut out, &format!("IADD3 R{i}, R{i}, 0x1, RZ"), &mut addr);
            let tgt = |t: Target| self.label(self.id(t));
            match self.ends[i] {
                End::Fall => {}
                End::Jump(t) => inst(&mut out, &format!("BRA `({})", tgt(t)), &mut addr),
                End::Uniform(t) => inst(&mut out, &format!("BRA.U !UP0, `({})", tgt(t)), &mut addr),
                End::Divergent(t) => inst(&mut out, &format!("@P0 BRA `({})", tgt(t)), &mut addr),
            }
        }
        let n = self.n();
        out.push_str(".L_r:\n");
        first[n] = addr;
        inst(&mut out, "BSYNC B0", &mut addr);
        out.push_str(".L_exit:\n");
        first[n + 1] = addr;
        inst(&mut out, "EXIT", &mut addr);
        if self.with_q {
            out.push_str(".L_q:\n");
            first[n + 2] = addr;
            inst(&mut out, "BSYNC B0", &mut addr);
            inst(&mut out, "BRA `(.L_exit)", &mut addr);
        }
        (out, first)
    }
}

/// The oracle's discounted region graph for the point whose `BSYNC` is in node `r` (the other
/// `BSYNC` node, if any, is `ESC`): successors per node id, with `T` and `ESC` as extra ids.
struct Region {
    succ: Vec<Vec<usize>>,
    t: usize,
    in_region: Vec<bool>,
}

fn region(p: &Program, r: usize) -> Region {
    let n = p.n();
    let (exit, t, esc) = (n + 1, n + 3, n + 4);
    let other_sync: Option<usize> = [n, n + 2].into_iter().find(|&s| s != r && (s == n || p.with_q));
    let mut succ = vec![Vec::new(); n + 5];
    let mut in_region = vec![false; n + 5];
    let mut stack = vec![0usize];
    while let Some(u) = stack.pop() {
        if in_region[u] {
            continue;
        }
        in_region[u] = true;
        for v in p.succs(u) {
            let v = if v == r {
                r
            } else if v == exit {
                continue; // leaving: an exited thread leaves every barrier
            } else if Some(v) == other_sync {
                esc
            } else {
                stack.push(v);
                v
            };
            if !succ[u].contains(&v) {
                succ[u].push(v);
            }
        }
    }
    succ[r] = vec![t];
    succ[esc] = vec![t];
    in_region[r] = true;
    in_region[esc] = true;
    let mut g = Region { succ, t, in_region };
    // Cut off the nodes that cannot reach T (every path leaves), and the edges into them.
    let alive: Vec<bool> = (0..n + 5).map(|u| g.in_region[u] && reaches(&g, u, t, None)).collect();
    for u in 0..n + 5 {
        g.succ[u].retain(|&v| alive[v] || v == t);
        g.in_region[u] = alive[u] || u == t;
    }
    g
}

/// Whether `to` is reachable from `from` without passing `avoid`.
fn reaches(g: &Region, from: usize, to: usize, avoid: Option<usize>) -> bool {
    let mut seen = BTreeSet::new();
    let mut stack = vec![from];
    while let Some(u) = stack.pop() {
        if Some(u) == avoid {
            continue;
        }
        if u == to {
            return true;
        }
        if seen.insert(u) {
            stack.extend(g.succ[u].iter().copied());
        }
    }
    false
}

/// Post-dominators of `b` in `g` other than `b`: the nodes whose removal cuts `b` off from `T`.
fn post_dominators(g: &Region, b: usize) -> Vec<usize> {
    (0..g.succ.len()).filter(|&x| x != b && g.in_region[x] && !reaches(g, b, g.t, Some(x))).collect()
}

/// The oracle's class (and branch and ipdom node) of the point whose `BSYNC` is in node `r`.
fn oracle(p: &Program, r: usize) -> (Class, Option<usize>, Option<usize>) {
    let g = region(p, r);
    let Some(d) = p.ends.iter().position(|e| matches!(e, End::Divergent(_))) else {
        return (Class::Uncovered, None, None);
    };
    let splits = g.in_region[d] && g.succ[d].len() >= 2 && reaches(&g, d, r, None);
    if !splits {
        return (Class::Uncovered, None, None);
    }
    let pd = post_dominators(&g, d);
    // The immediate one: every other post-dominator of `d` post-dominates it.
    let ipdom = pd
        .iter()
        .copied()
        .find(|&x| pd.iter().all(|&y| y == x || (x != g.t && post_dominators(&g, x).contains(&y))))
        .expect("T post-dominates everything");
    let n = p.n();
    let class = if ipdom == r {
        Class::Immediate
    } else if ipdom < n && post_dominators(&g, ipdom).contains(&r) {
        Class::Deferred
    } else {
        Class::Early
    };
    (class, Some(d), (ipdom != g.t).then_some(ipdom))
}

fn target(n: usize, i: usize) -> impl Strategy<Value = Target> {
    prop_oneof![
        6 => ((i + 1)..=n).prop_map(Target::Block),
        1 => Just(Target::Exit),
        1 => Just(Target::Q),
    ]
}

fn program() -> impl Strategy<Value = Program> {
    (2usize..9, any::<bool>()).prop_flat_map(|(n, with_q)| {
        let ends: Vec<BoxedStrategy<End>> = (0..n)
            .map(|i| {
                prop_oneof![
                    2 => Just(End::Fall),
                    2 => target(n, i).prop_map(End::Jump),
                    2 => target(n, i).prop_map(End::Uniform),
                ]
                .boxed()
            })
            .collect();
        (ends, 0..n, target(n, 0)).prop_map(move |(mut ends, d, t)| {
            // The divergent branch's target is after it (a forward region).
            let t = match t {
                Target::Block(j) => Target::Block(j.max(d + 1)),
                other => other,
            };
            ends[d] = End::Divergent(t);
            let ends = ends
                .into_iter()
                .map(|e| match e {
                    End::Jump(Target::Q) | End::Uniform(Target::Q) | End::Divergent(Target::Q) if !with_q => {
                        End::Fall
                    }
                    e => e,
                })
                .collect();
            Program { ends, with_q }
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn classification_matches_brute_force(p in program()) {
        let (text, first) = p.listing();
        let report = analyze(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let points = &report.functions[0].points;
        let n = p.n();
        let syncs: Vec<usize> = if p.with_q { vec![n, n + 2] } else { vec![n] };
        for &r in &syncs {
            // Unreachable BSYNC blocks get no pairing and no point.
            let Some(point) = points.iter().find(|pt| pt.point.address == Some(first[r])) else {
                continue;
            };
            let (class, branch, ipdom) = oracle(&p, r);
            prop_assert_eq!(point.class, class, "point at {:#x}\n{}", first[r], text);
            if class != Class::Uncovered {
                // The branch ends its block, right after the block's one IADD3.
                let want_branch = branch.map(|d| first[d] + 0x10);
                prop_assert_eq!(point.branch.and_then(|b| b.address), want_branch, "branch\n{}", text);
                prop_assert_eq!(point.ipdom.and_then(|b| b.address), ipdom.map(|x| first[x]), "ipdom\n{}", text);
            }
        }
    }
}

/// The generator reaches every class, so the property above checks each of them (counts printed
/// with `--nocapture`).
#[test]
fn generator_covers_every_class() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, TestRng, TestRunner};
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::deterministic_rng(Config::default().rng_algorithm),
    );
    let strategy = program();
    let mut counts = [0usize; 4];
    for _ in 0..3000 {
        let p = strategy.new_tree(&mut runner).expect("a program").current();
        let n = p.n();
        for r in [n, n + 2].into_iter().filter(|&r| r == n || p.with_q) {
            let (class, _, _) = oracle(&p, r);
            counts[class as usize] += 1;
        }
    }
    println!("immediate {}, deferred {}, early {}, uncovered {}", counts[0], counts[1], counts[2], counts[3]);
    assert!(counts.iter().all(|&c| c >= 100), "{counts:?}");
}
