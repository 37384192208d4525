//! Property test of the stride domain on 2-D and 3-D blocks, against direct evaluation: random
//! integer expressions over `tid.x/y/z`, `ntid.x/y/z` and constants (add, mul, shifts, masks,
//! divisions by powers of two, comparisons), as straight-line IR; every value the analysis
//! calls warp-uniform must be the same in all lanes of every warp (32 consecutive linear
//! thread indices), every block-uniform one the same in the whole block. The linear thread
//! index `(tid.z * ntid.y + tid.y) * ntid.x + tid.x` is warp-uniform under comparisons with
//! multiples of 32 (cooperative groups' `thread_rank() < 32`), but not block-uniform: the test
//! fails if `tid.y`'s part of it is taken for block-uniform (the launch facts' block rules).
//! Without launch facts the analysis assumes `blockDim.x` is a multiple of the warp size, so
//! those cases use such blocks; with launch facts (the block's size given) any block is used.

use proptest::prelude::*;
use warpflow_analysis::uniformity::{analyze_module_with_launch, LaunchFacts, Mode, Options, Uniformity};

#[derive(Clone, Debug)]
enum E {
    Leaf(usize),
    Const(u32),
    Add(Box<E>, Box<E>),
    Mul(Box<E>, Box<E>),
    Shl(Box<E>, u32),
    LShr(Box<E>, u32),
    UDiv(Box<E>, u32),
    And(Box<E>, u32),
    Cmp(&'static str, Box<E>, u32),
}

/// `tid.x, tid.y, tid.z, ntid.x, ntid.y, ntid.z`
const LEAVES: [&str; 6] = ["tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z"];

fn arb_expr() -> impl Strategy<Value = E> {
    let leaf = prop_oneof![
        4 => (0..6usize).prop_map(E::Leaf),
        2 => Just(rank()),
        1 => prop_oneof![Just(0u32), Just(1), Just(3), Just(16), Just(32), Just(64), Just(96)].prop_map(E::Const),
    ];
    leaf.prop_recursive(5, 24, 2, |inner| {
        let c = prop_oneof![
            Just(1u32),
            Just(2),
            Just(4),
            Just(8),
            Just(16),
            Just(31),
            Just(32),
            Just(33),
            Just(64),
            Just(128)
        ];
        prop_oneof![
            3 => (inner.clone(), inner.clone()).prop_map(|(a, b)| E::Add(Box::new(a), Box::new(b))),
            3 => (inner.clone(), inner.clone()).prop_map(|(a, b)| E::Mul(Box::new(a), Box::new(b))),
            1 => (inner.clone(), 0..7u32).prop_map(|(a, k)| E::Shl(Box::new(a), k)),
            1 => (inner.clone(), 0..9u32).prop_map(|(a, k)| E::LShr(Box::new(a), k)),
            1 => (inner.clone(), 0..8u32).prop_map(|(a, k)| E::UDiv(Box::new(a), 1 << k)),
            1 => (inner.clone(), c.clone()).prop_map(|(a, m)| E::And(Box::new(a), !(m - 1))),
            2 => (inner, prop_oneof![Just("ult"), Just("ule"), Just("ugt"), Just("uge"), Just("eq")], c)
                .prop_map(|(a, p, k)| E::Cmp(p, Box::new(a), k)),
        ]
    })
}

/// The IR of `e` (one instruction per node, in post-order) and, per instruction, the node it
/// computes (`None` for the `i1` of a comparison, which is checked through its `zext`).
fn emit(e: &E, body: &mut Vec<String>, nodes: &mut Vec<Option<E>>) -> String {
    let operand = |x: &E, body: &mut Vec<String>, nodes: &mut Vec<Option<E>>| match x {
        E::Leaf(k) => format!("%l{k}"),
        E::Const(c) => c.to_string(),
        _ => emit(x, body, nodes),
    };
    let inst = match e {
        E::Leaf(k) => format!("add i32 %l{k}, 0"),
        E::Const(c) => format!("add i32 {c}, 0"),
        E::Add(a, b) => format!("add i32 {}, {}", operand(a, body, nodes), operand(b, body, nodes)),
        E::Mul(a, b) => format!("mul i32 {}, {}", operand(a, body, nodes), operand(b, body, nodes)),
        E::Shl(a, k) => format!("shl i32 {}, {k}", operand(a, body, nodes)),
        E::LShr(a, k) => format!("lshr i32 {}, {k}", operand(a, body, nodes)),
        E::UDiv(a, k) => format!("udiv i32 {}, {k}", operand(a, body, nodes)),
        E::And(a, m) => format!("and i32 {}, {}", operand(a, body, nodes), *m as i32),
        E::Cmp(p, a, k) => {
            let x = operand(a, body, nodes);
            let c = format!("%c{}", body.len());
            body.push(format!("{c} = icmp {p} i32 {x}, {k}"));
            nodes.push(None);
            format!("zext i1 {c} to i32")
        }
    };
    let name = format!("%v{}", body.len());
    body.push(format!("{name} = {inst}"));
    nodes.push(Some(e.clone()));
    name
}

/// `e` for the thread whose leaves are `vals`; `None` when a step leaves 32 bits (the domain
/// assumes thread ids and what is computed from them do not overflow).
fn eval(e: &E, vals: &[u64; 6]) -> Option<u64> {
    let fit = |x: u64| (x <= u32::MAX as u64).then_some(x);
    match e {
        E::Leaf(k) => Some(vals[*k]),
        E::Const(c) => Some(*c as u64),
        E::Add(a, b) => fit(eval(a, vals)? + eval(b, vals)?),
        E::Mul(a, b) => fit(eval(a, vals)?.checked_mul(eval(b, vals)?)?),
        E::Shl(a, k) => fit(eval(a, vals)? << k),
        E::LShr(a, k) => Some(eval(a, vals)? >> k),
        E::UDiv(a, k) => Some(eval(a, vals)? / *k as u64),
        E::And(a, m) => Some(eval(a, vals)? & *m as u64),
        E::Cmp(p, a, k) => {
            let (x, k) = (eval(a, vals)?, *k as u64);
            Some(match *p {
                "ult" => x < k,
                "ule" => x <= k,
                "ugt" => x > k,
                "uge" => x >= k,
                _ => x == k,
            } as u64)
        }
    }
}

fn module(e: &E) -> (String, Vec<Option<E>>) {
    let (mut body, mut nodes) = (Vec::new(), Vec::new());
    let last = emit(e, &mut body, &mut nodes);
    let mut text = String::from("target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(ptr addrspace(1) %out) {\nentry:\n");
    for (k, l) in LEAVES.iter().enumerate() {
        text.push_str(&format!("  %l{k} = call i32 @llvm.nvvm.read.ptx.sreg.{l}()\n"));
    }
    for l in &body {
        text.push_str(&format!("  {l}\n"));
    }
    text.push_str(&format!("  store i32 {last}, ptr addrspace(1) %out\n  ret void\n}}\n\n"));
    for l in LEAVES {
        text.push_str(&format!("declare i32 @llvm.nvvm.read.ptx.sreg.{l}()\n"));
    }
    (text, nodes)
}

/// Checks every claim of the analysis (with the block's size as a launch fact or not) on a
/// block of `dims`; the first claim execution contradicts.
fn check(e: &E, dims: [u32; 3], with_facts: bool) -> Result<(), String> {
    let (text, nodes) = module(e);
    let m = warpflow_ir::parse(&text).map_err(|x| format!("{x}\n{text}"))?;
    let facts = LaunchFacts { block: with_facts.then_some(dims), ..Default::default() };
    let u = analyze_module_with_launch(&m, &Options { mode: Mode::Default, warp_size: None }, &facts)
        .map_err(|x| x.to_string())?;
    let fu = u.function_named("k").ok_or("no function k")?;
    let f = m.funcs.values().find(|f| f.is_definition).ok_or("no definition")?;
    // the instructions after the six leaf reads, in order: one per node
    let insts: Vec<_> = f.block_insts(f.layout.entry_block().ok_or("no entry")?).skip(LEAVES.len()).collect();
    let [bx, by, bz] = dims;
    let n = (bx * by * bz) as usize;
    for (node, &i) in nodes.iter().zip(&insts) {
        let Some(node) = node else { continue };
        let level = fu.inst_level(i);
        let mut values = Vec::with_capacity(n);
        for t in 0..n as u32 {
            let vals = [
                (t % bx) as u64,
                ((t / bx) % by) as u64,
                (t / (bx * by)) as u64,
                bx as u64,
                by as u64,
                bz as u64,
            ];
            match eval(node, &vals) {
                Some(v) => values.push(v),
                None => return Ok(()), // outside the domain's assumption
            }
        }
        let same = |chunk: &[u64]| chunk.iter().all(|&v| v == chunk[0]);
        let ok = match level {
            Uniformity::Uniform | Uniformity::BlockUniform => same(&values),
            Uniformity::WarpUniform => values.chunks(32).all(same),
            Uniformity::Divergent => true,
        };
        if !ok {
            return Err(format!(
                "{level:?} claimed for {node:?} on a block of {dims:?} (facts: {with_facts})\n{text}"
            ));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn claims_hold_on_two_and_three_dimensional_blocks(
        e in arb_expr(),
        bx in prop_oneof![Just(32u32), Just(64), Just(96), Just(128)],
        by in 1..5u32,
        bz in 1..3u32,
        odd_x in prop_oneof![Just(16u32), Just(48), Just(8)],
    ) {
        // the analysis' launch assumption holds: blockDim.x a multiple of the warp size
        prop_assert!(check(&e, [bx, by, bz], false).is_ok(), "{}", check(&e, [bx, by, bz], false).unwrap_err());
        prop_assert!(check(&e, [bx, by, bz], true).is_ok(), "{}", check(&e, [bx, by, bz], true).unwrap_err());
        // the launch says otherwise: only what holds for such a block may be claimed
        prop_assert!(check(&e, [odd_x, by, bz], true).is_ok(), "{}", check(&e, [odd_x, by, bz], true).unwrap_err());
    }
}

/// The linear thread index, as cooperative groups' `thread_block::thread_rank()` computes it.
fn rank() -> E {
    let tz_by = E::Mul(Box::new(E::Leaf(2)), Box::new(E::Leaf(4)));
    let row = E::Add(Box::new(tz_by), Box::new(E::Leaf(1)));
    E::Add(Box::new(E::Mul(Box::new(row), Box::new(E::Leaf(3)))), Box::new(E::Leaf(0)))
}

/// The cooperative-groups idiom the rule is for, and the claim it must not make.
#[test]
fn linear_thread_index_below_a_multiple_of_the_warp_is_warp_uniform_only() {
    let e = E::Cmp("ult", Box::new(rank()), 32);
    let (text, _) = module(&e);
    let m = warpflow_ir::parse(&text).unwrap();
    for facts in [LaunchFacts::default(), LaunchFacts { block: Some([64, 2, 1]), ..Default::default() }] {
        let u = analyze_module_with_launch(&m, &Options { mode: Mode::Default, warp_size: None }, &facts)
            .unwrap();
        let fu = u.function_named("k").unwrap();
        let f = m.funcs.values().find(|f| f.is_definition).unwrap();
        let cmp = f
            .block_insts(f.layout.entry_block().unwrap())
            .find(|&i| matches!(f.inst(i).kind, warpflow_ir::InstKind::ICmp { .. }))
            .unwrap();
        assert_eq!(fu.inst_level(cmp), Uniformity::WarpUniform, "{facts:?}");
        check(&e, [64, 2, 1], !facts.is_empty()).unwrap();
    }
    // `rank < 64` on 64 x 2 blocks: the first row; the same in each warp, not in the block.
    let e = E::Cmp("ult", Box::new(rank()), 64);
    check(&e, [64, 2, 1], true).unwrap();
}
