//! Every subcommand's `--format json` output, on several corpus kernels, validated against its
//! JSON Schema in `docs/schema/` (the `jsonschema` crate), and the schemas shown strict enough to
//! reject a wrong shape; `check --format sarif` validated against the official SARIF 2.1.0
//! schema, which `scripts/install-sarif-schema` (run by `scripts/setup`) installs into `.tools/`
//! from a PyPI package (`WARPFLOW_SARIF_SCHEMA` names another copy). Without that file the SARIF
//! test is skipped with a notice, and fails under `WARPFLOW_REQUIRE_TOOLS=1`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::{json, Value};
use warpflow_testkit::{repo_root, tools_required};

fn warpflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpflow")).current_dir(repo_root()).args(args).output().unwrap()
}

fn schema(command: &str) -> jsonschema::Validator {
    let (p, s) = schema_json(command);
    jsonschema::validator_for(&s).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The schema file of `command`, parsed.
fn schema_json(command: &str) -> (PathBuf, Value) {
    let p = repo_root().join(format!("docs/schema/{command}.schema.json"));
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let s: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    (p, s)
}

/// The first `"const"` string of the schema `s` that starts with `prefix`.
fn schema_const(s: &Value, prefix: &str) -> Option<String> {
    match s {
        Value::Object(m) => m
            .get("const")
            .and_then(Value::as_str)
            .filter(|c| c.starts_with(prefix))
            .map(str::to_string)
            .or_else(|| m.values().find_map(|v| schema_const(v, prefix))),
        Value::Array(a) => a.iter().find_map(|v| schema_const(v, prefix)),
        _ => None,
    }
}

/// The errors of `doc` against `v`, one line each.
fn errors(v: &jsonschema::Validator, doc: &Value) -> Vec<String> {
    v.iter_errors(doc).map(|e| format!("{}: {e}", e.instance_path())).collect()
}

/// Runs `args`, expects exit status `code`, parses standard output as a stream of JSON
/// documents and validates each against `command`'s schema and its `schema` field.
fn validated(command: &str, args: &[&str], code: i32) -> Vec<Value> {
    let out = warpflow(args);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(code), "{args:?}\n{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    let docs: Vec<Value> = serde_json::Deserializer::from_str(&stdout)
        .into_iter::<Value>()
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{args:?}: not JSON: {e}\n{stdout}"));
    assert!(!docs.is_empty(), "{args:?}: no document");
    let v = schema(command);
    for d in &docs {
        // The document names the version its schema file describes (`warpflow.<command>/<N>`).
        let want = schema_const(&schema_json(command).1, &format!("warpflow.{command}/"))
            .unwrap_or_else(|| panic!("docs/schema/{command}.schema.json names no warpflow.{command}/N"));
        assert_eq!(d["schema"], want, "{args:?}");
        let e = errors(&v, d);
        assert!(e.is_empty(), "{args:?} does not match docs/schema/{command}.schema.json:\n{}", e.join("\n"));
    }
    docs
}

const FAIL_BARRIER: &str = "kernels/barriers/fail-short-circuit.nvptx64.O3.ll";
const FAIL_WARP: &str = "kernels/warp/fail-warp-shfl-odd.nvptx64.O3.ll";
const PASS_BARRIER: &str = "kernels/barriers/pass-after-ifelse.nvptx64.O0.ll";
const SPIR: &str = "kernels/barriers/fail-cl-tid-cond.spir64.O3.ll";
const AMDGCN: &str = "kernels/barriers/fail-cl-tid-cond.amdgcn.O3.ll";
const INLINED: &str = "kernels/barriers/fail-inlined-barrier.nvptx64.O3.ll";
const SASS: &str =
    "crates/warpflow-sass/tests/fixtures/kernels__barriers__fail-call-divergent.nvptx64.O3.sm_90.sass";

#[test]
fn parse_check_analyze_cfg_match_their_schemas() {
    let docs = validated("parse", &["parse", "--format", "json", FAIL_BARRIER, PASS_BARRIER], 0);
    assert_eq!(docs.len(), 2);
    assert_eq!(docs[0]["file"], FAIL_BARRIER);
    // The hidden alias gives the same documents.
    assert_eq!(validated("parse", &["parse", "--json", FAIL_BARRIER], 0)[0], docs[0]);

    let c = validated("check", &["check", "--format", "json", FAIL_BARRIER], 1);
    let b = &c[0]["barriers"][0];
    assert_eq!(b["block"], "%21");
    assert_eq!(b["location"], json!({"file": "barriers/fail-short-circuit.cu", "line": 18, "column": 5}));
    assert_eq!(b["witness"]["branch"], "%3");
    assert_eq!(b["witness"]["reconverges_at"], "%22");
    // Every verdict and the launch facts a report lacks (`needs`) are in the schema.
    let c = validated(
        "check",
        &["check", "--format", "json", "kernels/warp/pass-warp-lane-range.nvptx64.O3.ll"],
        0,
    );
    assert_eq!(c[0]["warp_syncs"][0]["verdict"], "lane-range");
    let c = validated(
        "check",
        &["check", "--format", "json", "crates/warpflow-cli/tests/data/warp-launch-needs.ll"],
        1,
    );
    assert_eq!(c[0]["warp_syncs"][0]["needs"], "grid-dim");
    let c = validated("check", &["check", "--format", "json", FAIL_WARP], 1);
    assert_eq!(c[0]["warp_syncs"][0]["verdict"], "possibly-divergent");
    assert_eq!(c[0]["warp_syncs"][0]["inlined_at"][0]["at"]["line"], 11);
    validated("check", &["check", "--format", "json", PASS_BARRIER, SPIR, AMDGCN, INLINED], 1);
    validated("check", &["check", "--assume", "--format", "json", FAIL_BARRIER], 1);
    validated(
        "check",
        &["check", "--format", "json", "--launch", "kernels/barriers/fail-cl-tid-cond.launch.toml", SPIR],
        1,
    );

    let a = validated("analyze", &["analyze", "--format", "json", FAIL_BARRIER, FAIL_WARP, SPIR, AMDGCN], 0);
    let f = &a[0]["functions"][0];
    assert_eq!(f["divergent_branches"][0]["block"], "%3");
    assert_eq!(f["divergent_branches"][0]["level"], "divergent");
    assert_eq!(f["barriers"][0]["check_branch"], "%3");
    assert_eq!(a[3]["warp_size"], 64, "amdgcn");
    validated("analyze", &["analyze", "--format", "json", "--block-dim", "64", INLINED], 0);

    let g = validated(
        "cfg",
        &["cfg", "--format", "json", FAIL_BARRIER, INLINED, "kernels/pcfm/bitonic_sort.nvptx64.O3.ll"],
        0,
    );
    assert_eq!(g[0]["functions"][0]["blocks"][0]["name"], "%3");
    assert_eq!(g[0]["functions"][0]["blocks"][0]["succs"], json!(["%16", "%21"]));
}

#[test]
fn run_opt_sass_study_match_their_schemas() {
    let r = validated(
        "run",
        &[
            "run",
            "kernels/basic/reduce_tree.nvptx64.O3.ll",
            "--launch",
            "kernels/basic/reduce_tree.launch.toml",
            "--format",
            "json",
        ],
        0,
    );
    assert_eq!(r[0]["outcome"], "completed");
    assert!(r[0]["stats"]["class_counts"]["int_alu"].as_u64().unwrap() > 0);
    // Warp-sync faults: the odd lanes executed, the even lanes did not arrive, as ranges.
    let r = validated(
        "run",
        &["run", FAIL_WARP, "--launch", "kernels/warp/fail-warp-shfl-odd.launch.toml", "--format", "json"],
        1,
    );
    let fl = &r[0]["warp_sync_faults"][0];
    assert_eq!(fl["executing"][0], json!([1, 1]));
    assert_eq!(fl["source"]["file"], "warp/fail-warp-shfl-odd.cu");
    // A barrier divergence is a finding with the threads of the block as ranges.
    let r = validated(
        "run",
        &[
            "run",
            "kernels/barriers/fail-tid-cond.nvptx64.O3.ll",
            "--launch",
            "kernels/barriers/fail-tid-cond.launch.toml",
            "--format",
            "json",
        ],
        1,
    );
    assert_eq!(r[0]["outcome"], "barrier-divergence");
    assert_eq!(r[0]["barrier_divergence"]["arrived"], json!([[0, 15]]));

    let dir = tempfile::tempdir().unwrap();
    let joined = dir.path().join("joined.ll");
    let j = joined.to_str().unwrap();
    let o =
        validated("opt", &["opt", "--passes", "barrier-join", FAIL_BARRIER, "-o", j, "--format", "json"], 0);
    assert_eq!(o[0]["passes"][0]["pass"], "barrier-join");
    assert_eq!(o[0]["passes"][0]["changed"], true);
    assert!(o[0]["passes"][0]["remarks"][0]["message"].as_str().unwrap().contains("joined"));
    let pcfm = dir.path().join("pcfm.ll");
    validated(
        "opt",
        &[
            "opt",
            "--passes",
            "pcfm,cleanup",
            "kernels/pcfm/bitonic_step.nvptx64.O3.ll",
            "-o",
            pcfm.to_str().unwrap(),
            "--format",
            "json",
        ],
        0,
    );
    // The module's text cannot share standard output with the report.
    assert_eq!(
        warpflow(&["opt", "--passes", "cleanup", FAIL_BARRIER, "--format", "json"]).status.code(),
        Some(2)
    );
    let c = validated(
        "run-compare",
        &[
            "run",
            "--compare",
            FAIL_BARRIER,
            j,
            "--launch",
            "kernels/barriers/fail-short-circuit.launch.toml",
            "--format",
            "json",
        ],
        0,
    );
    assert_eq!(c[0]["identical"], true);

    let s = validated("sass", &["sass", "--format", "json", SASS], 0);
    assert_eq!(s[0]["files"][0]["report"]["functions"][0]["points"][0]["mechanism"], "bssy");

    let out = dir.path().join("study");
    let st = validated(
        "study",
        &[
            "study",
            "divergence",
            "--backend",
            "emu",
            "--ks",
            "1,2",
            "--warps",
            "1",
            "--iters",
            "4",
            "--reps",
            "1",
            "--policy",
            "ipdom",
            "--format",
            "json",
            "--out",
            out.to_str().unwrap(),
        ],
        0,
    );
    assert_eq!(st[0]["study"], "divergence");
    for f in st[0]["files"].as_array().unwrap() {
        assert!(Path::new(f.as_str().unwrap()).is_file(), "{f}");
    }
}

/// Each mutation of a valid document breaks one convention; the schema must reject it.
#[test]
fn schemas_reject_wrong_shapes() {
    let c = validated("check", &["check", "--format", "json", FAIL_BARRIER], 1).remove(0);
    let v = schema("check");
    type Mutation = (&'static str, fn(&mut Value));
    let mutations: [Mutation; 8] = [
        ("block without its sigil", |d| d["barriers"][0]["block"] = json!("21")),
        ("location as a string", |d| {
            d["barriers"][0]["location"] = json!("barriers/fail-short-circuit.cu:18:5")
        }),
        ("Rust Debug enum", |d| d["barriers"][0]["verdict"] = json!("PossiblyDivergent")),
        ("missing required field", |d| {
            d["barriers"][0].as_object_mut().unwrap().remove("copies");
        }),
        ("unknown field", |d| d["barriers"][0]["extra"] = json!(1)),
        ("wrong schema version", |d| d["schema"] = json!("warpflow.check/2")),
        ("no schema field", |d| {
            d.as_object_mut().unwrap().remove("schema");
        }),
        ("witness branch as a number", |d| d["barriers"][0]["witness"]["branch"] = json!(3)),
    ];
    for (what, m) in mutations {
        let mut d = c.clone();
        m(&mut d);
        assert!(!v.is_valid(&d), "check schema accepts a document with {what}");
    }
    // The analyze and run schemas too: a Debug level, a thread list not as ranges.
    let mut a = validated("analyze", &["analyze", "--format", "json", FAIL_BARRIER], 0).remove(0);
    a["functions"][0]["divergent_branches"][0]["level"] = json!("Divergent");
    assert!(!schema("analyze").is_valid(&a), "analyze schema accepts level Divergent");
    let mut r = validated(
        "run",
        &["run", FAIL_WARP, "--launch", "kernels/warp/fail-warp-shfl-odd.launch.toml", "--format", "json"],
        1,
    )
    .remove(0);
    r["warp_sync_faults"][0]["executing"] = json!([1, 3, 5]);
    assert!(!schema("run").is_valid(&r), "run schema accepts a lane list that is not ranges");
}

/// The official SARIF 2.1.0 schema: `WARPFLOW_SARIF_SCHEMA`, else `.tools/sarif/`.
fn sarif_schema() -> Option<PathBuf> {
    let p = std::env::var_os("WARPFLOW_SARIF_SCHEMA")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join(".tools/sarif/sarif-schema-2.1.0.json"));
    if p.is_file() {
        return Some(p);
    }
    let msg = format!(
        "json_schema: the SARIF 2.1.0 schema is not at {} (run scripts/install-sarif-schema, or set WARPFLOW_SARIF_SCHEMA)",
        p.display()
    );
    if tools_required() {
        panic!("{msg} (WARPFLOW_REQUIRE_TOOLS=1)");
    }
    eprintln!("skipped: {msg}");
    None
}

#[test]
fn check_sarif_matches_the_sarif_2_1_0_schema() {
    let out = warpflow(&["check", "--format", "sarif", FAIL_BARRIER, FAIL_WARP, PASS_BARRIER, INLINED]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let log: Value = serde_json::from_slice(&out.stdout).unwrap();
    // The shape warpflow promises, whether or not the official schema is installed.
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(log["runs"].as_array().unwrap().len(), 1);
    assert_eq!(run["tool"]["driver"]["name"], "warpflow");
    let rules: Vec<&str> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(rules, ["possibly-divergent", "needs-join", "warp-divergent", "warp-mask"]);
    let results = run["results"].as_array().unwrap();
    // fail-short-circuit: 1 barrier; fail-warp-shfl-odd: 1 warp operation; fail-inlined-barrier:
    // its reported barrier sites grouped by source location; pass-after-ifelse: none.
    let by_rule = |id: &str| results.iter().filter(|r| r["ruleId"] == id).count();
    assert_eq!(by_rule("warp-divergent"), 1, "{results:?}");
    assert!(by_rule("possibly-divergent") >= 2, "{results:?}");
    let first = results
        .iter()
        .find(|r| r["message"]["text"].as_str().unwrap().contains("fail_short_circuit"))
        .unwrap();
    let pl = &first["locations"][0]["physicalLocation"];
    assert_eq!(pl["artifactLocation"]["uri"], "kernels/barriers/fail-short-circuit.cu");
    assert_eq!(pl["artifactLocation"]["uriBaseId"], "%SRCROOT%");
    assert_eq!(pl["region"]["startLine"], 18);
    assert_eq!(pl["region"]["startColumn"], 5);
    // The .ll line and the branch as related locations, the witness chain as a code flow.
    let rel = first["relatedLocations"].as_array().unwrap();
    assert!(rel.iter().any(|l| l["physicalLocation"]["artifactLocation"]["uri"] == FAIL_BARRIER
        && l["physicalLocation"]["region"]["startLine"] == 33));
    let flow = first["codeFlows"][0]["threadFlows"][0]["locations"].as_array().unwrap();
    assert_eq!(flow.len(), 4, "{flow:?}");
    assert!(flow[3]["location"]["message"]["text"].as_str().unwrap().contains("tid.x"));
    // Nothing found: exit 0 and an empty result list.
    let out = warpflow(&["check", "--format", "sarif", PASS_BARRIER]);
    assert_eq!(out.status.code(), Some(0));
    let clean: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(clean["runs"][0]["results"].as_array().unwrap().is_empty());
    // A missing input: exit 2, reported as a failed invocation.
    let out = warpflow(&["check", "--format", "sarif", "/nonexistent/k.ll"]);
    assert_eq!(out.status.code(), Some(2));
    let bad: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(bad["runs"][0]["invocations"][0]["executionSuccessful"], false);

    // A CUDA source (compiled by clang-19): the result is on the `.cu` line itself.
    let cu_log =
        warpflow_testkit::require(warpflow_testkit::Tool::Clang, "json_schema sarif .cu").map(|_| {
            let out = warpflow(&["check", "--format", "sarif", "kernels/barriers/fail-tid-cond.cu"]);
            assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
            let v: Value = serde_json::from_slice(&out.stdout).unwrap();
            let pl = &v["runs"][0]["results"][0]["locations"][0]["physicalLocation"];
            assert_eq!(pl["artifactLocation"]["uri"], "kernels/barriers/fail-tid-cond.cu", "{v}");
            assert_eq!(pl["region"]["startLine"], 12, "{v}");
            v
        });

    let Some(p) = sarif_schema() else { return };
    let s: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
    assert_eq!(
        s["title"],
        "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema",
        "{}",
        p.display()
    );
    let v = jsonschema::validator_for(&s).unwrap();
    let mut docs = vec![("findings", &log), ("clean", &clean), ("input error", &bad)];
    if let Some(c) = &cu_log {
        docs.push((".cu input", c));
    }
    for (what, doc) in docs {
        let e = errors(&v, doc);
        assert!(e.is_empty(), "{what}: not SARIF 2.1.0:\n{}", e.join("\n"));
    }
    // The official schema rejects a broken log (so the check above means something).
    let mut broken = log.clone();
    broken["runs"][0]["results"][0]["level"] = json!("fatal");
    assert!(!v.is_valid(&broken), "the SARIF schema accepts level `fatal`");
}
