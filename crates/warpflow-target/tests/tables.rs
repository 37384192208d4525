//! Consistency of the tables and the expected classification of the builtins the analyses
//! depend on.

use std::collections::HashSet;

use warpflow_target::builtins::{all_entries, TABLES};
use warpflow_target::{
    AddressSpaceKind, BuiltinKind as K, CostClass, Dim, Dimension, LoadRule, NameMatch, ResultRule as R,
    SyncScope, Target, TargetModel, Uniformity as U,
};

/// A mangled name that resolves to an OpenCL entry (`_Z<len><name>` plus a parameter code).
fn mangled(name: &str, suffix: &str) -> String {
    format!("_Z{}{}{}", name.len(), name, suffix)
}

#[test]
fn no_duplicate_names_per_namespace() {
    let mut plain = HashSet::new();
    let mut opencl = HashSet::new();
    for e in all_entries() {
        let fresh = match e.matching {
            NameMatch::Exact | NameMatch::Family | NameMatch::PlainPrefix => plain.insert(e.name),
            NameMatch::OpenCl | NameMatch::OpenClPrefix => opencl.insert(e.name),
        };
        assert!(fresh, "duplicate entry {}", e.name);
    }
    assert!(all_entries().count() > 400, "{}", all_entries().count());
    assert_eq!(TABLES.len(), 4);
}

#[test]
fn every_entry_resolves_to_itself_on_its_targets_only() {
    for e in all_entries() {
        let names: Vec<String> = match e.matching {
            NameMatch::Exact => vec![e.name.to_string()],
            NameMatch::Family => {
                vec![e.name.to_string(), format!("{}.f32", e.name), format!("{}.i64.p0", e.name)]
            }
            NameMatch::OpenCl => vec![mangled(e.name, "j"), mangled(e.name, "PU3AS1Vii")],
            NameMatch::OpenClPrefix => vec![mangled(&format!("{}xyz", e.name), "f")],
            // a name no exact entry spells out (`__nv_sinf` has its own)
            NameMatch::PlainPrefix => vec![format!("{}erfcinvf", e.name)],
        };
        for t in Target::ALL {
            let m = TargetModel::new(t);
            for n in &names {
                let got = m.classify_call(n);
                if e.targets.contains(t) {
                    assert_eq!(got, Some(e), "{n} on {t}");
                } else {
                    assert!(got.is_none_or(|g| g.name != e.name), "{n} must not resolve on {t}");
                }
            }
        }
    }
}

#[test]
fn entries_are_well_formed() {
    for e in all_entries() {
        let n = e.name;
        if e.matching == NameMatch::Family {
            assert!(n.starts_with("llvm."), "family {n} is not an intrinsic");
        }
        if e.matching == NameMatch::Exact && n.starts_with("_Z") {
            panic!("{n}: mangled names are matched through their base name");
        }
        if e.barrier.is_some() {
            assert!(e.convergent, "{n}: barrier not convergent");
            assert!(!e.is_pure, "{n}: barrier marked pure");
        }
        // Everything that costs a warp operation exchanges data between lanes: convergent.
        if e.cost == CostClass::WarpOp {
            assert!(e.convergent, "{n}: warp op not convergent");
        }
        // Markers emit no code and have no value.
        if e.kind == K::Marker {
            assert_eq!((e.cost, e.result), (CostClass::Free, R::NoResult), "{n}");
        }
        match e.kind {
            K::ThreadId | K::LaneMask | K::GlobalId | K::LinearId => {
                assert_eq!(e.result, R::Fixed(U::Divergent), "{n}")
            }
            K::BlockId => assert_eq!(e.result, R::Fixed(U::BlockUniform), "{n}"),
            K::GridDim | K::GlobalSize | K::GlobalOffset | K::WorkDim | K::KernelPointer => {
                assert_eq!(e.result, R::Fixed(U::Uniform), "{n}")
            }
            K::Atomic => assert!(matches!(e.result, R::Fixed(U::Divergent) | R::NoResult), "{n}"),
            K::Barrier | K::WarpSync | K::BlockCollective => {
                assert!(e.barrier.is_some() || e.kind == K::BlockCollective, "{n}")
            }
            K::Math | K::Conversion => {
                assert_eq!(e.result, R::Operands, "{n}");
                assert!(!e.convergent, "{n}");
            }
            _ => {}
        }
        if let Dimension::Operand(i) = e.dimension {
            assert_eq!(i, 0, "{n}");
            assert!(e.matching == NameMatch::OpenCl || n.starts_with("__ockl"), "{n}");
        }
        if let R::WarpBroadcast { lane, full_width } = e.result {
            assert!(lane <= 3 && full_width.is_none_or(|(i, _)| i <= 3 && i != lane), "{n}");
        }
        if e.is_pure {
            assert!(!matches!(e.kind, K::Atomic | K::Clock | K::Barrier | K::Fence), "{n}");
        }
        if e.warp_members.is_some() {
            assert!(e.convergent && !e.is_pure && !e.is_block_barrier(), "{n}: warp members");
        }
    }
}

#[test]
fn warp_members_of_sync_operations() {
    use warpflow_target::{TargetModel, WarpMembers as W};
    let nv = TargetModel::for_triple("nvptx64-nvidia-cuda").unwrap();
    let m = |t: &TargetModel, n: &str| t.classify_call(n).and_then(|e| e.warp_members);
    for n in [
        "llvm.nvvm.shfl.sync.idx.i32",
        "llvm.nvvm.shfl.sync.bfly.f32",
        "llvm.nvvm.shfl.sync.down.i32p",
        "llvm.nvvm.vote.ballot.sync",
        "llvm.nvvm.vote.all.sync",
        "llvm.nvvm.bar.warp.sync",
        "llvm.nvvm.match.any.sync.i32",
    ] {
        assert_eq!(m(&nv, n), Some(W::MaskOperand(0)), "{n}");
    }
    assert_eq!(m(&nv, "llvm.nvvm.redux.sync.add"), Some(W::MaskOperand(1)));
    // Operations on the active lanes have no members.
    for n in ["llvm.nvvm.shfl.idx.i32", "llvm.nvvm.vote.ballot", "llvm.nvvm.activemask", "llvm.nvvm.barrier0"]
    {
        assert_eq!(m(&nv, n), None, "{n}");
    }
    let cl = TargetModel::for_triple("spir64-unknown-unknown").unwrap();
    assert_eq!(m(&cl, "_Z17sub_group_barrierj"), Some(W::WholeWarp));
    assert_eq!(m(&cl, "_Z20sub_group_reduce_addi"), Some(W::WholeWarp));
    assert_eq!(m(&cl, "_Z19sub_group_broadcastij"), Some(W::WholeWarp));
    assert_eq!(m(&cl, "_Z28sub_group_non_uniform_reduce_addi"), None);
    let amd = TargetModel::for_triple("amdgcn-amd-amdhsa").unwrap();
    assert_eq!(m(&amd, "llvm.amdgcn.ballot.i64"), None);
    assert_eq!(m(&amd, "llvm.amdgcn.wave.barrier"), None);
}

#[test]
fn identities_per_target_and_dimension() {
    // Each target has thread id, block id, block size and grid size in x, y, z.
    let native: [(Target, &str, &str, &str, &str); 2] = [
        (
            Target::Nvptx,
            "llvm.nvvm.read.ptx.sreg.tid",
            "llvm.nvvm.read.ptx.sreg.ctaid",
            "llvm.nvvm.read.ptx.sreg.ntid",
            "llvm.nvvm.read.ptx.sreg.nctaid",
        ),
        (Target::Amdgpu, "llvm.amdgcn.workitem.id", "llvm.amdgcn.workgroup.id", "", ""),
    ];
    for (t, tid, bid, bdim, gdim) in native {
        let m = TargetModel::new(t);
        for (d, s) in [(Dim::X, "x"), (Dim::Y, "y"), (Dim::Z, "z")] {
            for (stem, kind, u) in [
                (tid, K::ThreadId, U::Divergent),
                (bid, K::BlockId, U::BlockUniform),
                (bdim, K::BlockDim, U::Uniform),
                (gdim, K::GridDim, U::Uniform),
            ] {
                if stem.is_empty() {
                    continue;
                }
                let e = m.classify_call(&format!("{stem}.{s}")).unwrap();
                assert_eq!((e.kind, e.fixed_dim(), e.result), (kind, Some(d), R::Fixed(u)), "{stem}.{s}");
            }
        }
    }
    // OpenCL: the dimension is operand 0, on every target.
    for t in Target::ALL {
        let m = TargetModel::new(t);
        for (name, kind, u) in [
            ("_Z12get_local_idj", K::ThreadId, U::Divergent),
            ("_Z13get_global_idj", K::GlobalId, U::Divergent),
            ("_Z12get_group_idj", K::BlockId, U::BlockUniform),
            ("_Z14get_local_sizej", K::BlockDim, U::BlockUniform),
            ("_Z23get_enqueued_local_sizej", K::BlockDim, U::Uniform),
            ("_Z15get_global_sizej", K::GlobalSize, U::Uniform),
            ("_Z14get_num_groupsj", K::GridDim, U::Uniform),
            ("_Z17get_global_offsetj", K::GlobalOffset, U::Uniform),
        ] {
            let e = m.classify_call(name).unwrap();
            assert_eq!((e.kind, e.dimension, e.result), (kind, Dimension::Operand(0), R::Fixed(u)), "{name}");
        }
    }
}

#[test]
fn expected_classifications() {
    let nv = TargetModel::for_triple("nvptx64-nvidia-cuda").unwrap();
    let amd = TargetModel::for_triple("amdgcn-amd-amdhsa").unwrap();
    let spir = TargetModel::for_triple("spir64-unknown-unknown").unwrap();
    let c = |m: &TargetModel, n: &str| *m.classify_call(n).unwrap_or_else(|| panic!("{n} unknown"));

    // Warp-level identities and results.
    assert_eq!(c(&nv, "llvm.nvvm.read.ptx.sreg.laneid").result, R::Fixed(U::Divergent));
    assert_eq!(c(&nv, "llvm.nvvm.read.ptx.sreg.warpid").result, R::Fixed(U::WarpUniform));
    assert_eq!(c(&nv, "llvm.nvvm.read.ptx.sreg.warpsize").result, R::Fixed(U::Uniform));
    assert_eq!(c(&amd, "llvm.amdgcn.mbcnt.lo").kind, K::LaneId);
    assert_eq!(c(&amd, "llvm.amdgcn.readfirstlane.i32").result, R::Fixed(U::WarpUniform));
    assert_eq!(c(&amd, "llvm.amdgcn.readlane.i32").result, R::Fixed(U::WarpUniform));
    assert_eq!(c(&amd, "llvm.amdgcn.ballot.i64").result, R::Fixed(U::WarpUniform));
    assert_eq!(c(&amd, "llvm.amdgcn.ballot.i32").kind, K::Ballot);
    assert_eq!(c(&amd, "llvm.amdgcn.ds.swizzle").result, R::Fixed(U::Divergent));
    assert_eq!(c(&amd, "llvm.amdgcn.dispatch.ptr").result, R::Fixed(U::Uniform));
    assert_eq!(c(&amd, "llvm.amdgcn.implicitarg.ptr").kind, K::KernelPointer);
    for v in ["all", "any", "uni", "ballot"] {
        let e = c(&nv, &format!("llvm.nvvm.vote.{v}.sync"));
        assert_eq!(e.result, R::Fixed(U::WarpUniform), "{v}");
        assert!(e.convergent && e.cost == CostClass::WarpOp);
    }
    for s in ["down", "up", "bfly"] {
        for ty in ["i32", "f32", "i32p"] {
            let e = c(&nv, &format!("llvm.nvvm.shfl.sync.{s}.{ty}"));
            assert_eq!((e.kind, e.result), (K::Shuffle, R::Fixed(U::Divergent)));
        }
    }
    assert_eq!(
        c(&nv, "llvm.nvvm.shfl.sync.idx.i32").result,
        R::WarpBroadcast { lane: 2, full_width: Some((3, 0x1f)) }
    );
    assert_eq!(c(&nv, "llvm.nvvm.match.any.sync.i32").result, R::Fixed(U::Divergent));
    assert_eq!(c(&nv, "llvm.nvvm.match.all.sync.i32p").result, R::Fixed(U::WarpUniform));

    // Barriers: scope and convergence.
    for (m, n, scope) in [
        (&nv, "llvm.nvvm.barrier0", SyncScope::Block),
        (&nv, "llvm.nvvm.barrier.sync", SyncScope::Block),
        (&nv, "llvm.nvvm.barrier.sync.cnt", SyncScope::Block),
        (&nv, "llvm.nvvm.bar.sync", SyncScope::Block),
        (&nv, "llvm.nvvm.barrier0.popc", SyncScope::Block),
        (&nv, "llvm.nvvm.bar.warp.sync", SyncScope::Warp),
        (&nv, "llvm.nvvm.barrier.cluster.arrive", SyncScope::Cluster),
        (&amd, "llvm.amdgcn.s.barrier", SyncScope::Block),
        (&amd, "llvm.amdgcn.wave.barrier", SyncScope::Warp),
        (&spir, "_Z7barrierj", SyncScope::Block),
        (&spir, "_Z18work_group_barrierj", SyncScope::Block),
        (&spir, "_Z18work_group_barrierj12memory_scope", SyncScope::Block),
        (&amd, "_Z17sub_group_barrierj", SyncScope::Warp),
        (&nv, "_Z7barrierj", SyncScope::Block),
        (&spir, "_Z21work_group_reduce_addi", SyncScope::Block),
    ] {
        let e = c(m, n);
        assert_eq!(e.barrier, Some(scope), "{n}");
        assert!(e.is_barrier() && e.is_convergent(), "{n}");
    }
    assert_eq!(c(&nv, "llvm.nvvm.barrier0.and").result, R::Fixed(U::BlockUniform));
    assert!(!c(&nv, "llvm.nvvm.membar.gl").is_barrier());
    assert!(!c(&spir, "_Z9mem_fencej").is_convergent());

    // Atomics.
    for (m, n) in [
        (&nv, "llvm.nvvm.atomic.load.inc.32.p0"),
        (&nv, "llvm.nvvm.atomic.add.gen.i.cta.i32.p0"),
        (&amd, "llvm.amdgcn.global.atomic.fadd.f32.p1.f32"),
        (&spir, "_Z10atomic_addPU3AS1Vii"),
        (&spir, "_Z10atomic_addPU3AS3Vii"),
        (&spir, "_Z14atomic_cmpxchgPU3AS1Viii"),
        (&amd, "_Z16atomic_fetch_addPU3AS4VU7_Atomicii"),
        (&nv, "_Z8atom_addPU3AS1Vii"),
    ] {
        let e = c(m, n);
        assert_eq!((e.kind, e.result, e.cost), (K::Atomic, R::Fixed(U::Divergent), CostClass::Atomic), "{n}");
    }

    // Sub-groups and work-group collectives.
    assert_eq!(c(&spir, "_Z13sub_group_alli").result, R::Fixed(U::WarpUniform));
    assert_eq!(c(&spir, "_Z19sub_group_broadcastij").result, R::Fixed(U::WarpUniform));
    assert_eq!(c(&spir, "_Z20sub_group_reduce_addf").result, R::Fixed(U::WarpUniform));
    assert_eq!(c(&spir, "_Z28sub_group_scan_inclusive_addi").result, R::Fixed(U::Divergent));
    assert_eq!(c(&spir, "_Z22get_sub_group_local_idv").result, R::Fixed(U::Divergent));
    assert_eq!(c(&spir, "_Z16get_sub_group_idv").result, R::Fixed(U::WarpUniform));
    assert_eq!(c(&spir, "_Z14work_group_anyi").result, R::Fixed(U::BlockUniform));
    assert_eq!(c(&spir, "_Z29work_group_scan_exclusive_addi").result, R::Fixed(U::Divergent));

    // Math: pure and data-dependent, with their cost.
    for (m, n, cost) in [
        (&nv, "llvm.sqrt.f32", CostClass::Special),
        (&amd, "llvm.fma.v2f32", CostClass::FloatMulAdd),
        (&spir, "llvm.fabs.f64", CostClass::FloatAlu),
        (&nv, "llvm.nvvm.rsqrt.approx.f", CostClass::Special),
        (&nv, "llvm.nvvm.fmax.ftz.nan.f", CostClass::FloatAlu),
        (&amd, "llvm.amdgcn.rsq.clamp.f32", CostClass::Special),
        (&spir, "_Z4sqrtf", CostClass::Special),
        (&spir, "_Z11native_sqrtf", CostClass::Special),
        (&spir, "_Z3madfff", CostClass::FloatMulAdd),
        (&spir, "_Z6mul_hiii", CostClass::IntMul),
        (&spir, "_Z19convert_int_sat_rtef", CostClass::Conversion),
        (&nv, "llvm.umin.i32", CostClass::IntAlu),
    ] {
        let e = c(m, n);
        assert_eq!((e.result, e.is_pure, e.cost), (R::Operands, true, cost), "{n}");
    }
    assert!(!c(&spir, "_Z6sincosfPf").is_pure);
    assert_eq!(c(&spir, "_Z6vload4mPU3AS1Kf").result, R::LoadThrough(1));
    assert_eq!(c(&nv, "llvm.lifetime.start.p0").cost, CostClass::Free);
    assert_eq!(c(&amd, "llvm.dbg.value").kind, K::Marker);

    // Unknown and foreign names.
    assert!(nv.classify_call("llvm.amdgcn.workitem.id.x").is_none());
    assert!(amd.classify_call("llvm.nvvm.read.ptx.sreg.tid.x").is_none());
    assert!(spir.classify_call("llvm.nvvm.barrier0").is_none());
    assert!(nv.classify_call("_Z1kPiPfPy").is_none());
    assert!(nv.classify_call("my_device_function").is_none());
    assert!(nv.classify_call("llvm.nvvm.read.ptx.sreg.tid.w").is_none());
    assert!(nv.classify_call("llvm.").is_none());
    assert!(nv.classify_call("").is_none());
    assert!(nv.classify_call("barrier").is_none());
    assert_eq!(c(&nv, "__nv_sinf").result, R::Operands);
    assert_eq!(c(&amd, "__ocml_sqrt_f32").cost, CostClass::Special);
    assert!(amd.classify_call("__nv_sinf").is_none());
}

#[test]
fn address_spaces_and_loads() {
    let nv = TargetModel::new(Target::Nvptx);
    let amd = TargetModel::new(Target::Amdgpu);
    let spir = TargetModel::new(Target::Spir);
    // Uniform address in constant/global/shared space: uniform load; private or generic: never.
    for (m, shared, constant, private, generic) in
        [(&nv, 3, 4, 5, 0), (&amd, 3, 4, 5, 0), (&spir, 3, 2, 0, 4)]
    {
        assert_eq!(m.address_space(shared).unwrap().kind, AddressSpaceKind::Shared);
        assert_eq!(m.address_space(constant).unwrap().kind, AddressSpaceKind::Constant);
        assert_eq!(m.load_uniformity(constant, U::Uniform, false, false), U::Uniform);
        assert_eq!(m.load_uniformity(constant, U::BlockUniform, false, false), U::BlockUniform);
        assert_eq!(m.load_uniformity(shared, U::WarpUniform, false, false), U::WarpUniform);
        assert_eq!(m.load_uniformity(1, U::Divergent, false, false), U::Divergent);
        assert_eq!(m.load_uniformity(1, U::Uniform, true, false), U::Divergent);
        assert_eq!(m.load_uniformity(1, U::Uniform, false, true), U::Divergent);
        assert_eq!(m.load_uniformity(private, U::Uniform, false, false), U::Divergent);
        assert_eq!(m.load_uniformity(generic, U::Uniform, false, false), U::Divergent);
        assert_eq!(m.load_rule(77), LoadRule::Divergent);
        assert_eq!(m.memory_cost_class(shared), CostClass::MemShared);
        assert_eq!(m.memory_cost_class(constant), CostClass::MemConstant);
        assert_eq!(m.memory_cost_class(1), CostClass::MemGlobal);
    }
    assert_eq!(nv.address_space(101).unwrap().name, "param");
    assert!(nv.llvm19_load_divergent(0) && nv.llvm19_load_divergent(5) && !nv.llvm19_load_divergent(1));
    assert!(!spir.llvm19_load_divergent(0));
}

#[test]
fn warp_size_and_serde() {
    let m = TargetModel::for_triple("amdgcn-amd-amdhsa").unwrap();
    assert_eq!(m.warp_size(), 64);
    assert_eq!(m.with_warp_size(32).unwrap().warp_size(), 32);
    assert!(m.with_warp_size(33).is_err());
    assert!(TargetModel::for_triple("x86_64-unknown-linux-gnu").is_err());
    let json = serde_json::to_string(&m).unwrap();
    assert_eq!(json, r#"{"target":"Amdgpu","warp_size":64}"#);
    let back: TargetModel = serde_json::from_str(&json).unwrap();
    assert_eq!(back, m);
    let e = m.classify_call("llvm.amdgcn.readfirstlane.i32").unwrap();
    let v: serde_json::Value = serde_json::to_value(e).unwrap();
    assert_eq!(v["kind"], "LaneRead");
    assert_eq!(v["result"]["Fixed"], "WarpUniform");
    assert_eq!(v["llvm19_amdgpu"], "AlwaysUniform");
    assert_eq!(U::Uniform.join(U::WarpUniform), U::WarpUniform);
    assert_eq!(U::Divergent.join(U::BlockUniform), U::Divergent);
    assert!(U::BlockUniform.is_block_uniform() && !U::WarpUniform.is_block_uniform());
}
