//! Running `opt-19` printers and parsing what they print.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

use warpflow_analysis::cycles::CycleInfo;

/// What opt printed for one function. Names are block labels without `%`.
#[derive(Default, Debug)]
pub struct Printed {
    /// (block, parent) per dominator tree node; parent `None` for the root.
    pub dom: Vec<(String, Option<String>)>,
    /// (block, parent) per post-dominator tree node; parent `None` for the virtual exit.
    pub postdom: Vec<(String, Option<String>)>,
    /// The `Roots:` line of the post-dominator tree.
    pub postdom_roots: Vec<String>,
    /// The cycle lines of `print<cycles>`, verbatim.
    pub cycles: Vec<String>,
}

/// Runs the three printers on `path`; returns stderr.
pub fn run(opt: &Path, path: &Path) -> String {
    let res = Command::new(opt)
        .arg("-disable-output")
        .arg("-passes=print<domtree>,print<postdomtree>,print<cycles>")
        .arg(path)
        .output()
        .expect("opt runs");
    assert!(
        res.status.success(),
        "opt failed on {}: {}",
        path.display(),
        String::from_utf8_lossy(&res.stderr)
    );
    String::from_utf8_lossy(&res.stderr).into_owned()
}

fn block_name(tok: &str) -> String {
    let t = tok.strip_prefix('%').unwrap_or(tok);
    t.trim_matches('"').to_string()
}

/// Parses the printers' output, keyed by function name.
pub fn parse(text: &str) -> HashMap<String, Printed> {
    let mut out: HashMap<String, Printed> = HashMap::new();
    let mut current: Option<(String, u8)> = None;
    let mut stack: Vec<Option<String>> = Vec::new();
    for line in text.lines() {
        for (prefix, kind) in [
            ("PostDominatorTree for function: ", 1u8),
            ("DominatorTree for function: ", 0),
            ("CycleInfo for function: ", 2),
        ] {
            if let Some(f) = line.strip_prefix(prefix) {
                current = Some((f.to_string(), kind));
                stack.clear();
            }
        }
        let Some((f, kind)) = &current else { continue };
        let p = out.entry(f.clone()).or_default();
        let t = line.trim_start();
        if *kind == 2 {
            if t.starts_with("depth=") {
                p.cycles.push(line.to_string());
            }
            continue;
        }
        if let Some(rest) = t.strip_prefix("Roots:") {
            if *kind == 1 {
                p.postdom_roots = rest.split_whitespace().map(block_name).collect();
            }
            continue;
        }
        let Some(rest) = t.strip_prefix('[') else { continue };
        let Some((level, rest)) = rest.split_once(']') else { continue };
        let Ok(level) = level.parse::<usize>() else { continue };
        let rest = rest.trim_start();
        let node = if rest.starts_with("<<exit node>>") {
            None
        } else {
            Some(block_name(rest.split(" {").next().unwrap_or(rest).trim()))
        };
        stack.truncate(level - 1);
        let parent = stack.last().cloned().flatten();
        stack.push(node.clone());
        if let Some(b) = node {
            if *kind == 0 {
                p.dom.push((b, parent));
            } else {
                p.postdom.push((b, parent));
            }
        }
    }
    out
}

/// Our cycle forest in `print<cycles>` format, with `name` giving each node's label.
pub fn cycles_text(ci: &CycleInfo, name: impl Fn(warpflow_analysis::graph::NodeId) -> String) -> Vec<String> {
    ci.print_order()
        .into_iter()
        .map(|id| {
            let c = ci.cycle(id);
            let mut s = "    ".repeat(c.depth as usize);
            let entries: Vec<String> = c.entries.iter().map(|&e| name(e)).collect();
            s.push_str(&format!("depth={}: entries({})", c.depth, entries.join(" ")));
            for &b in ci.blocks(id).iter().filter(|b| !c.entries.contains(b)) {
                s.push(' ');
                s.push_str(&name(b));
            }
            s
        })
        .collect()
}
