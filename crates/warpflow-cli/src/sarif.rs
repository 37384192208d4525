//! `warpflow check --format sarif`: the findings of `check` as one SARIF 2.1.0 log (OASIS Static
//! Analysis Results Interchange Format), so GitHub code scanning and editors' SARIF viewers show
//! them.
//!
//! One run for all inputs; `tool.driver` names warpflow, its version and one rule per finding
//! kind, with the same ids as the text diagnostics' codes (`possibly-divergent`, `needs-join`,
//! `warp-divergent`, `warp-mask`). Each reported site (one per source location and verdict, as
//! in text, with the number of copies) is a result with its level, message, primary location
//! (the source line from `!dbg` when that file is found beside the `.ll` or in a folder above
//! it, otherwise the `.ll` line), the `.ll` line and the divergent branch as related locations,
//! and the witness chain as a code flow. URIs are relative to the working directory (to
//! `%SRCROOT%`, given in `originalUriBaseIds`), as code scanning expects paths relative to the
//! checkout. Uniform barriers and proven warp operations are not results.

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::check::{inst_span, BarrierReport, CheckReport, WarpSyncReport, Witness};
use warpflow_analysis::convergence::warp::WarpVerdict;
use warpflow_analysis::convergence::{Mode, Verdict};

/// The URI of the SARIF 2.1.0 schema written into `$schema`.
pub const SCHEMA_URI: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// One rule: a kind of finding.
struct Rule {
    id: &'static str,
    name: &'static str,
    short: &'static str,
    full: &'static str,
    help: &'static str,
}

/// The rules, in `ruleIndex` order.
const RULES: [Rule; 4] = [
    Rule {
        id: "possibly-divergent",
        name: "BarrierPossiblyDivergent",
        short: "barrier may be reached by part of a warp or block",
        full: "A block-level barrier (__syncthreads, barrier(), s_barrier) lies in the region of a divergent branch: the convergence analysis cannot prove that every thread of the block reaches it together, which is undefined behaviour and can hang.",
        help: "Move the barrier out of the branch so that every thread of the block reaches it; if every thread does reach it, `warpflow opt --passes barrier-join` makes it convergent.",
    },
    Rule {
        id: "needs-join",
        name: "BarrierNeedsJoin",
        short: "barrier needs a join: warps reach it before they reconverge",
        full: "Assuming the program is well-synchronized, this barrier is still inside the region of a divergent branch, so warp-synchronous hardware reaches it in parts.",
        help: "Apply `warpflow opt --passes barrier-join`.",
    },
    Rule {
        id: "warp-divergent",
        name: "WarpOperationPossiblyDivergent",
        short: "warp-level operation may be executed by part of its warp",
        full: "A warp-level synchronising operation (shfl.sync, vote.sync, match.sync, redux.sync, bar.warp.sync, sub-group collectives) lies in the region of a warp-divergent branch: lanes named in its mask may not arrive.",
        help: "Use `__activemask()` read in the same block, or the ballot of the branch condition taken before the branch, as the mask; otherwise move the operation out of the branch.",
    },
    Rule {
        id: "warp-mask",
        name: "WarpOperationPartialMask",
        short: "the mask of a warp-level operation may not name every lane that executes it",
        full: "The member mask of a warp-level operation is not proven to name exactly the lanes that execute it.",
        help: "Use the full mask when the whole warp runs it, or `__activemask()` read just before it.",
    },
];

/// A result before it is written: its rule, message and places.
struct Finding {
    rule: usize,
    message: String,
    primary: SarifLocation,
    related: Vec<SarifLocation>,
    flow: Vec<SarifLocation>,
    function: String,
    copies: usize,
}

/// The findings of one input, for [`log`].
#[derive(Default)]
pub struct InputResults {
    results: Vec<SarifResult>,
}

// The log's objects. SARIF names its keys in camel case; every object writes its keys in
// alphabetical order, the order of the log since it was first built as a JSON map.

/// `{"text": ...}`: a message.
#[derive(Clone, Debug, Serialize)]
struct Text {
    text: String,
}

fn text(t: impl Into<String>) -> Text {
    Text { text: t.into() }
}

/// A location: a place in a file, a message, and for a result's primary location the function.
#[derive(Clone, Debug, Default, Serialize)]
struct SarifLocation {
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<usize>,
    #[serde(rename = "logicalLocations", skip_serializing_if = "Option::is_none")]
    logical: Option<[LogicalLocation; 1]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<Text>,
    #[serde(rename = "physicalLocation", skip_serializing_if = "Option::is_none")]
    physical: Option<PhysicalLocation>,
}

#[derive(Clone, Debug, Serialize)]
struct LogicalLocation {
    kind: &'static str,
    name: String,
}

#[derive(Clone, Debug, Serialize)]
struct PhysicalLocation {
    #[serde(rename = "artifactLocation")]
    artifact: ArtifactLocation,
    region: Region,
}

#[derive(Clone, Debug, Serialize)]
struct ArtifactLocation {
    uri: String,
    #[serde(rename = "uriBaseId", skip_serializing_if = "Option::is_none")]
    base: Option<&'static str>,
}

#[derive(Clone, Debug, Serialize)]
struct Region {
    #[serde(rename = "startColumn", skip_serializing_if = "Option::is_none")]
    start_column: Option<u32>,
    #[serde(rename = "startLine")]
    start_line: u32,
}

/// One result: a reported site.
#[derive(Debug, Serialize)]
struct SarifResult {
    #[serde(rename = "codeFlows", skip_serializing_if = "Vec::is_empty")]
    code_flows: Vec<CodeFlow>,
    level: &'static str,
    locations: [SarifLocation; 1],
    message: Text,
    properties: Properties,
    #[serde(rename = "relatedLocations", skip_serializing_if = "Vec::is_empty")]
    related: Vec<SarifLocation>,
    #[serde(rename = "ruleId")]
    rule_id: &'static str,
    #[serde(rename = "ruleIndex")]
    rule_index: usize,
}

#[derive(Debug, Serialize)]
struct Properties {
    copies: usize,
}

#[derive(Debug, Serialize)]
struct CodeFlow {
    message: Text,
    #[serde(rename = "threadFlows")]
    thread_flows: [ThreadFlow; 1],
}

#[derive(Debug, Serialize)]
struct ThreadFlow {
    locations: Vec<FlowLocation>,
}

#[derive(Debug, Serialize)]
struct FlowLocation {
    location: SarifLocation,
}

/// A path as a URI reference relative to the working directory when it lies under it
/// (forward slashes, percent-encoded where URIs need it), else an absolute `file://` URI.
fn uri_of(path: &Path) -> (String, bool) {
    // The working directory, read once: a log of many results asks for it per location.
    static CWD: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    let cwd = CWD.get_or_init(|| normalize(&std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."))));
    let abs = if path.is_absolute() { path.to_path_buf() } else { cwd.join(path) };
    let abs = normalize(&abs);
    match abs.strip_prefix(cwd) {
        Ok(rel) => (encode(&rel.to_string_lossy().replace('\\', "/")), true),
        Err(_) => (format!("file://{}", encode(&abs.to_string_lossy().replace('\\', "/"))), false),
    }
}

/// `a/./b/../c` -> `a/c` without touching the filesystem.
fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                out.pop();
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// Percent-encodes the characters a URI path may not hold as they are.
fn encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/!$&'()*+,;=:@".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A SARIF location of `path` at `line`:`column` (1-based), with a message.
fn location(path: &Path, line: u32, column: u32, message: Option<&str>) -> SarifLocation {
    let (uri, relative) = uri_of(path);
    SarifLocation {
        message: message.map(text),
        physical: Some(PhysicalLocation {
            artifact: ArtifactLocation { uri, base: relative.then_some("%SRCROOT%") },
            region: Region { start_column: (column > 0).then_some(column), start_line: line.max(1) },
        }),
        ..SarifLocation::default()
    }
}

/// Where the `!dbg` file `file` (relative to its compilation folder) is: beside the `.ll` or in
/// one of the three folders above it (as the text diagnostics look for it).
fn find_source(ll_dir: &Path, file: &str) -> Option<PathBuf> {
    let f = Path::new(file);
    if f.is_absolute() {
        return f.is_file().then(|| f.to_path_buf());
    }
    ll_dir.ancestors().take(4).map(|d| d.join(f)).find(|p| p.is_file())
}

/// The location of `file:line:column` text when its file is found.
fn source_location(ll_dir: &Path, loc: &str, message: Option<&str>) -> Option<SarifLocation> {
    let l = crate::json::Location::parse(loc)?;
    let path = find_source(ll_dir, l.file)?;
    Some(location(&path, l.line, l.column, message))
}

/// The location of `.ll` line `line` of the input, its column where the instruction starts.
fn ir_location(
    input: Option<&Path>,
    src: &[&str],
    line: Option<u32>,
    message: &str,
) -> Option<SarifLocation> {
    let (path, line) = (input?, line?);
    let text = src.get(line as usize - 1)?;
    let (s, _) = inst_span(text);
    Some(location(path, line, s as u32 + 1, Some(message)))
}

/// The witness chain as the code flow's locations: the branch, then each step back to the
/// source of divergence (at its source line when found, else its `.ll` line).
fn flow(w: &Witness, ll_dir: &Path, input: Option<&Path>, src: &[&str]) -> Vec<SarifLocation> {
    let mut out = Vec::new();
    for (k, s) in w.chain.iter().enumerate() {
        let msg = if k == 0 {
            format!("divergent branch in {}: {} ({})", crate::json::block_name(&w.branch), s.inst, s.reason)
        } else {
            format!("{} ({})", s.inst, s.reason)
        };
        let loc = s
            .location
            .as_deref()
            .and_then(|l| source_location(ll_dir, l, Some(&msg)))
            .or_else(|| ir_location(input, src, s.line, &msg));
        out.extend(loc);
    }
    out
}

/// The related locations of a site: its `.ll` line and the divergent branch (source and `.ll`).
fn related(
    line: Option<u32>,
    what: &str,
    w: Option<&Witness>,
    ll_dir: &Path,
    input: Option<&Path>,
    src: &[&str],
) -> Vec<SarifLocation> {
    let mut out = Vec::new();
    out.extend(ir_location(input, src, line, what));
    if let Some(w) = w {
        let msg = format!(
            "the divergent branch in {}, which reconverges at {}",
            crate::json::block_name(&w.branch),
            w.reconverges_at.as_deref().map_or("the function's exit".to_string(), crate::json::block_name)
        );
        out.extend(w.branch_location.as_deref().and_then(|l| source_location(ll_dir, l, Some(&msg))));
        out.extend(ir_location(input, src, w.branch_line, &msg));
    }
    out
}

/// The results of one input's report `rep` (`src`: the `.ll` text; `input`: the `.ll` file when
/// it is a file of its own, not compiled from a source or read from standard input).
pub fn results(rep: &CheckReport, src: &str, ll_dir: &Path, input: Option<&Path>) -> InputResults {
    let lines: Vec<&str> = src.lines().collect();
    let mut seen = std::collections::HashSet::new();
    let mut findings = Vec::new();
    let mut first_seen = |kind: &str, loc: &Option<String>, line: Option<u32>, f: &str, v: &str| {
        // One result per source location and verdict, as the text diagnostics group them.
        let key = match loc {
            Some(l) => format!("{kind}|{l}|{v}"),
            None => format!("{kind}|{f}|{}|{v}", line.unwrap_or(0)),
        };
        seen.insert(key)
    };
    let barrier = |b: &BarrierReport| -> Finding {
        let rule = if rep.mode == Mode::Assume { 1 } else { 0 };
        let callee = if b.site.via_call {
            format!("call to @{} (contains a barrier)", b.site.callee)
        } else {
            format!("@{}", b.site.callee)
        };
        let what =
            format!("{callee} in `{}`, block {}", b.site.function, crate::json::block_name(&b.site.block));
        let primary = b
            .site
            .location
            .as_deref()
            .and_then(|l| source_location(ll_dir, l, None))
            .or_else(|| ir_location(input, &lines, b.site.line, &what))
            .unwrap_or_else(|| SarifLocation {
                message: Some(text(what.as_str())),
                ..SarifLocation::default()
            });
        Finding {
            rule,
            message: message(RULES[rule].short, &what, b.witness.as_ref(), b.site.copies),
            primary,
            related: related(b.site.line, &what, b.witness.as_ref(), ll_dir, input, &lines),
            flow: b.witness.as_ref().map(|w| flow(w, ll_dir, input, &lines)).unwrap_or_default(),
            function: b.site.function.clone(),
            copies: b.site.copies,
        }
    };
    let warp = |w: &WarpSyncReport| -> Finding {
        let rule = if w.verdict == WarpVerdict::PartialMask { 3 } else { 2 };
        let callee = if w.site.via_call {
            format!("call to @{} (needs a converged warp)", w.site.callee)
        } else {
            format!("@{}", w.site.callee)
        };
        let what =
            format!("{callee} in `{}`, block {}", w.site.function, crate::json::block_name(&w.site.block));
        let primary = w
            .site
            .location
            .as_deref()
            .and_then(|l| source_location(ll_dir, l, None))
            .or_else(|| ir_location(input, &lines, w.site.line, &what))
            .unwrap_or_else(|| SarifLocation {
                message: Some(text(what.as_str())),
                ..SarifLocation::default()
            });
        Finding {
            rule,
            message: message(RULES[rule].short, &what, w.witness.as_ref(), w.site.copies),
            primary,
            related: related(w.site.line, &what, w.witness.as_ref(), ll_dir, input, &lines),
            flow: w.witness.as_ref().map(|x| flow(x, ll_dir, input, &lines)).unwrap_or_default(),
            function: w.site.function.clone(),
            copies: w.site.copies,
        }
    };
    for b in rep.barriers.iter().filter(|b| b.verdict != Verdict::Uniform) {
        if first_seen("barrier", &b.site.location, b.site.line, &b.site.function, b.verdict.as_str()) {
            findings.push(barrier(b));
        }
    }
    for w in rep.warp_syncs.iter().filter(|w| !w.verdict.is_fine()) {
        if first_seen("warp", &w.site.location, w.site.line, &w.site.function, w.verdict.as_str()) {
            findings.push(warp(w));
        }
    }
    let results = findings
        .into_iter()
        .map(|f| {
            let mut primary = f.primary;
            primary.logical = Some([LogicalLocation { kind: "function", name: f.function }]);
            let related =
                f.related.into_iter().enumerate().map(|(k, l)| SarifLocation { id: Some(k), ..l }).collect();
            let code_flows = if f.flow.is_empty() {
                Vec::new()
            } else {
                vec![CodeFlow {
                    message: text("why the branch is divergent, back to a source of divergence"),
                    thread_flows: [ThreadFlow {
                        locations: f.flow.into_iter().map(|location| FlowLocation { location }).collect(),
                    }],
                }]
            };
            SarifResult {
                code_flows,
                level: "error",
                locations: [primary],
                message: text(f.message),
                properties: Properties { copies: f.copies },
                related,
                rule_id: RULES[f.rule].id,
                rule_index: f.rule,
            }
        })
        .collect();
    InputResults { results }
}

/// The result's message: the rule's summary, the site, the branch, the copies.
fn message(short: &str, what: &str, w: Option<&Witness>, copies: usize) -> String {
    let mut m = format!("{short}: {what}");
    if let Some(w) = w {
        m.push_str(&format!(
            "; it lies in the region of the divergent branch in {}",
            crate::json::block_name(&w.branch)
        ));
        if let Some(src) = &w.thread_index_source {
            m.push_str(&format!(", whose condition is computed from the thread index (`{src}`)"));
        }
    }
    if copies > 1 {
        m.push_str(&format!(" ({copies} copies)"));
    }
    m
}

/// The SARIF log of all inputs' results; `notifications`: the inputs' errors (exit 2), each
/// `(input, message)`; `exit`: the process's exit status.
pub fn log(inputs: Vec<InputResults>, notifications: &[(String, String)], exit: u8) -> String {
    #[derive(Serialize)]
    struct Log {
        #[serde(rename = "$schema")]
        schema: &'static str,
        runs: [Run; 1],
        version: &'static str,
    }
    #[derive(Serialize)]
    struct Run {
        #[serde(rename = "columnKind")]
        column_kind: &'static str,
        invocations: [Invocation; 1],
        #[serde(rename = "originalUriBaseIds")]
        bases: Bases,
        results: Vec<SarifResult>,
        tool: Tool,
    }
    #[derive(Serialize)]
    struct Invocation {
        #[serde(rename = "executionSuccessful")]
        successful: bool,
        #[serde(rename = "exitCode")]
        exit_code: u8,
        #[serde(rename = "toolExecutionNotifications")]
        notifications: Vec<Notification>,
    }
    #[derive(Serialize)]
    struct Notification {
        level: &'static str,
        message: Text,
    }
    #[derive(Serialize)]
    struct Bases {
        #[serde(rename = "%SRCROOT%")]
        src_root: Uri,
    }
    #[derive(Serialize)]
    struct Uri {
        uri: String,
    }
    #[derive(Serialize)]
    struct Tool {
        driver: Driver,
    }
    #[derive(Serialize)]
    struct Driver {
        name: &'static str,
        rules: Vec<RuleOut>,
        #[serde(rename = "semanticVersion")]
        semantic_version: &'static str,
        version: &'static str,
    }
    #[derive(Serialize)]
    struct RuleOut {
        #[serde(rename = "defaultConfiguration")]
        default_configuration: Level,
        #[serde(rename = "fullDescription")]
        full: Text,
        help: Text,
        id: &'static str,
        name: &'static str,
        #[serde(rename = "shortDescription")]
        short: Text,
    }
    #[derive(Serialize)]
    struct Level {
        level: &'static str,
    }
    let rules: Vec<RuleOut> = RULES
        .iter()
        .map(|r| RuleOut {
            default_configuration: Level { level: "error" },
            full: text(r.full),
            help: text(r.help),
            id: r.id,
            name: r.name,
            short: text(r.short),
        })
        .collect();
    let results: Vec<SarifResult> = inputs.into_iter().flat_map(|i| i.results).collect();
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("/"));
    let mut root = encode(&cwd.to_string_lossy().replace('\\', "/"));
    if !root.ends_with('/') {
        root.push('/');
    }
    let notifications = notifications
        .iter()
        .map(|(file, msg)| Notification { level: "error", message: text(format!("{file}: {msg}")) })
        .collect();
    let log = Log {
        schema: SCHEMA_URI,
        runs: [Run {
            column_kind: "unicodeCodePoints",
            invocations: [Invocation { successful: exit != 2, exit_code: exit, notifications }],
            bases: Bases { src_root: Uri { uri: format!("file://{root}") } },
            results,
            tool: Tool {
                driver: Driver {
                    name: "warpflow",
                    rules,
                    semantic_version: env!("CARGO_PKG_VERSION"),
                    version: env!("CARGO_PKG_VERSION"),
                },
            },
        }],
        version: "2.1.0",
    };
    serde_json::to_string_pretty(&log).unwrap_or_default() + "\n"
}

/// `warpflow check --format sarif`: every input checked (in parallel, as the other formats),
/// one log printed; the exit status is the worst input's, as in text.
pub fn run_check(a: &crate::check::CheckArgs) -> std::process::ExitCode {
    use crate::exit::Exit;
    use std::sync::Mutex;
    let collected: Mutex<Vec<(PathBuf, InputResults)>> = Mutex::new(Vec::new());
    let notes: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());
    let worst = Mutex::new(Exit::Clean);
    let code = crate::batch::run(&a.inputs, false, |file, out| {
        let exit = match crate::check::report_of(a, file, out) {
            None => {
                let msg = out.stderr.trim().lines().next().unwrap_or("input error").to_string();
                notes.lock().unwrap_or_else(|e| e.into_inner()).push((crate::input::display_name(file), msg));
                Exit::Error
            }
            Some((rep, src, own)) => {
                let ll_dir = file.parent().unwrap_or(Path::new("."));
                let r = results(&rep, &src, ll_dir, own.then_some(file));
                let e = if r.results.is_empty() { Exit::Clean } else { Exit::Findings };
                collected.lock().unwrap_or_else(|e| e.into_inner()).push((file.to_path_buf(), r));
                e
            }
        };
        let mut w = worst.lock().unwrap_or_else(|e| e.into_inner());
        *w = (*w).max(exit);
        exit
    });
    let mut inputs = collected.into_inner().unwrap_or_else(|e| e.into_inner());
    inputs.sort_by(|x, y| x.0.cmp(&y.0));
    let mut notes = notes.into_inner().unwrap_or_else(|e| e.into_inner());
    notes.sort();
    let worst = worst.into_inner().unwrap_or_else(|e| e.into_inner());
    // An error before any input was read (no input found): batch::run has reported it.
    if inputs.is_empty() && notes.is_empty() {
        return code;
    }
    crate::exit::print(&log(inputs.into_iter().map(|(_, r)| r).collect(), &notes, worst.code()));
    worst.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uris_are_relative_to_the_working_directory() {
        let cwd = std::env::current_dir().unwrap();
        assert_eq!(uri_of(Path::new("a/./b c.cu")), ("a/b%20c.cu".to_string(), true));
        assert_eq!(uri_of(&cwd.join("x/../k.ll")), ("k.ll".to_string(), true));
        let (u, rel) = uri_of(Path::new("/nonexistent-root/k.ll"));
        assert!(!rel && u == "file:///nonexistent-root/k.ll", "{u}");
    }

    #[test]
    fn rule_ids_are_the_text_codes() {
        let ids: Vec<&str> = RULES.iter().map(|r| r.id).collect();
        assert_eq!(ids, ["possibly-divergent", "needs-join", "warp-divergent", "warp-mask"]);
    }
}
