//! Every command names blocks as the user's file does (issue 16: one slot numbering, that of
//! `warpflow-ir`), also where promotion would number them differently: `cfg`, `check`,
//! `analyze` and `run` (its statistics, its barrier-divergence report and its errors) print
//! the labels of the file, never those of the promoted body.
//!
//! Data-driven: each `tests/data/block-names/NAME.ll` has `NAME.names` beside it, with the
//! file's labels (`labels:`), those of its promoted body (`promoted:`, which must differ, or
//! the case tests nothing), and per command the exact set of block names it prints
//! (`cfg:`, `check:`, `analyze:`, `run LAUNCH.toml:`, `report LAUNCH.toml:`).
//!
//! `report LAUNCH.toml` reads the names in the page's profile (its hottest divergent branches)
//! and checks its figures against `warpflow run --format json` of the same launch: the launch's
//! cycles and warp instructions, and per profiled branch its divergent executions and
//! executions, equal to those `run` reports for the block of that name.
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/block-names")
}

/// stdout and stderr of `warpflow ARGS` run in the data folder.
fn warpflow(args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_warpflow")).current_dir(data()).args(args).output().unwrap();
    let code = out.status.code();
    assert!(
        matches!(code, Some(0 | 1)),
        "warpflow {args:?}: exit {code:?}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

fn set(words: &str) -> BTreeSet<String> {
    words.split_whitespace().map(str::to_string).collect()
}

/// Keys whose values (strings, lists of strings, lists of pairs) are block names in the JSON
/// of `cfg`, `check`, `analyze` and `run`.
const BLOCK_KEYS: &[&str] = &[
    "block",
    "branch",
    "check_branch",
    "reconverges_at",
    "effectively_uniform",
    "convergent_blocks",
    "convergent_edges",
    "succs",
    "idom",
    "ipdom",
    "own_blocks",
    "from",
    "to",
];

/// The block names in a JSON document: strings under [`BLOCK_KEYS`], and the `name` of each
/// entry of a `blocks` list (`cfg`).
fn json_blocks(v: &serde_json::Value, under_block_key: bool, out: &mut BTreeSet<String>) {
    match v {
        serde_json::Value::String(s) if under_block_key => {
            out.insert(s.clone());
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| json_blocks(x, under_block_key, out)),
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                json_blocks(x, under_block_key || BLOCK_KEYS.contains(&k.as_str()), out);
                if k == "blocks" {
                    for b in x.as_array().into_iter().flatten() {
                        if let Some(n) = b.get("name").and_then(|n| n.as_str()) {
                            out.insert(n.to_string());
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

/// Every JSON document of `text` (one or more, as the commands print them).
fn json_docs(text: &str) -> Vec<serde_json::Value> {
    serde_json::Deserializer::from_str(text).into_iter().map(|d| d.expect("JSON")).collect()
}

/// Block names in a text report: `block %X` (the emulator's locations).
fn text_blocks(text: &str, out: &mut BTreeSet<String>) {
    for (i, _) in text.match_indices("block %") {
        let name: String =
            text[i + 6..].chars().take_while(|c| !matches!(c, ',' | ' ' | '`' | ')' | '\n')).collect();
        out.insert(name);
    }
}

/// The rows of a report page's hottest divergent branches: function, block, divergent
/// executions, executions (`<tr><td>1</td><td>2</td><td>CYCLES</td><td>@f %b ...`).
fn profile_branches(html: &str) -> Vec<(String, String, u64, u64)> {
    let Some(at) = html.find("id=\"hot-branches\"") else { return Vec::new() };
    let table = &html[at..html[at..].find("</table>").map_or(html.len(), |e| at + e)];
    let mut out = Vec::new();
    for row in table.split("<tr>").skip(2) {
        let cells: Vec<&str> =
            row.split("<td>").skip(1).map(|c| c.split('<').next().unwrap_or("").trim()).collect();
        let [divergent, executions, _, place, ..] = cells[..] else { panic!("a row of 5 cells: {row}") };
        let (function, block) = place.trim_start_matches('@').split_once(' ').expect("@FUNCTION %BLOCK");
        out.push((
            function.to_string(),
            block.to_string(),
            divergent.parse().unwrap(),
            executions.parse().unwrap(),
        ));
    }
    out
}

/// The labels of a `.ll` text (`10:`, `for.body:`) as names (`%10`), with `entry` the name of
/// its first block when that has no label.
fn labels(text: &str, entry: &str) -> BTreeSet<String> {
    let mut out: BTreeSet<String> = text
        .lines()
        .filter_map(|l| {
            l.split_once(':').filter(|(n, _)| !n.is_empty() && !n.contains(' ') && !n.starts_with(';'))
        })
        .map(|(n, _)| format!("%{n}"))
        .collect();
    out.insert(entry.to_string());
    out
}

fn case(ll: &Path) {
    let name = ll.file_name().unwrap().to_str().unwrap();
    let spec = std::fs::read_to_string(ll.with_extension("names")).expect("NAME.names beside NAME.ll");
    let mut expected: Vec<(String, BTreeSet<String>)> = Vec::new();
    for line in spec.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let (k, v) = line.split_once(':').expect("KEY: NAMES");
        expected.push((k.trim().to_string(), set(v)));
    }
    let get = |k: &str| expected.iter().find(|e| e.0 == k).map(|e| e.1.clone()).expect(k);
    let file_labels = get("labels");
    // The premise: the labels are the file's, and promotion renumbers them.
    let entry = file_labels
        .iter()
        .find(|l| !std::fs::read_to_string(ll).unwrap().contains(&format!("\n{}:", &l[1..])));
    let text = std::fs::read_to_string(ll).unwrap();
    assert_eq!(labels(&text, entry.expect("an entry label")), file_labels, "{name}: the labels of the file");
    let (promoted, _) = warpflow(&["opt", "--passes", "mem2reg", name, "-o", "-"]);
    assert_eq!(labels(&promoted, entry.unwrap()), get("promoted"), "{name}: the labels after mem2reg");
    assert_ne!(
        get("promoted"),
        file_labels,
        "{name}: promotion must renumber blocks for the case to test anything"
    );
    for (command, want) in &expected {
        let mut words = command.split_whitespace();
        let mut got = BTreeSet::new();
        match words.next() {
            Some("labels" | "promoted") => continue,
            Some(c @ ("cfg" | "check" | "analyze")) => {
                let (out, _) = warpflow(&[c, "--format", "json", name]);
                for d in json_docs(&out) {
                    json_blocks(&d, false, &mut got);
                }
            }
            Some("run") => {
                let launch = words.next().expect("run LAUNCH.toml");
                let (out, err) = warpflow(&["run", "--format", "json", name, "--launch", launch]);
                for d in json_docs(&out) {
                    json_blocks(&d, false, &mut got);
                }
                text_blocks(&err, &mut got);
                let (out, err) = warpflow(&["run", name, "--launch", launch]);
                text_blocks(&out, &mut got);
                text_blocks(&err, &mut got);
            }
            Some("report") => {
                let launch = words.next().expect("report LAUNCH.toml");
                let dir = tempfile::tempdir().unwrap();
                let page = dir.path().join("r.html");
                warpflow(&["report", name, "--launch", launch, "-o", page.to_str().unwrap()]);
                let html = std::fs::read_to_string(&page).unwrap();
                let (out, _) = warpflow(&["run", "--format", "json", name, "--launch", launch]);
                let stats = &json_docs(&out)[0]["stats"];
                let figure = |id: &str| -> u64 {
                    let at =
                        html.find(&format!("id=\"{id}\">")).unwrap_or_else(|| panic!("{name}: no #{id}"));
                    let rest = &html[at + id.len() + 6..];
                    rest[..rest.find('<').unwrap()].parse().unwrap()
                };
                assert_eq!(figure("run-cycles"), stats["cycles"].as_u64().unwrap(), "{name}: cycles");
                assert_eq!(
                    figure("run-warp-instructions"),
                    stats["warp_instructions"].as_u64().unwrap(),
                    "{name}: warp instructions"
                );
                let rows = profile_branches(&html);
                assert!(!rows.is_empty(), "{name}: `report` profiled no divergent branch");
                for (function, block, divergent, executions) in rows {
                    let b = stats["branches"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .find(|b| b["function"] == function.as_str() && b["block"] == block.as_str())
                        .unwrap_or_else(|| panic!("{name}: `run` reports no branch {block} of @{function}"));
                    assert_eq!(
                        (divergent, executions),
                        (b["divergent"].as_u64().unwrap(), b["executions"].as_u64().unwrap()),
                        "{name}: the profile of {block} (divergent, executions)"
                    );
                    got.insert(block);
                }
            }
            other => panic!("{name}: unknown command {other:?}"),
        }
        assert_eq!(&got, want, "{name}: the block names `{command}` prints");
        assert!(got.is_subset(&file_labels), "{name}: `{command}` prints names the file does not have");
    }
}

#[test]
fn every_command_prints_the_labels_of_the_users_file() {
    let mut n = 0;
    for e in std::fs::read_dir(data()).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "ll") {
            case(&p);
            n += 1;
        }
    }
    assert!(n > 0, "no cases in {}", data().display());
}
