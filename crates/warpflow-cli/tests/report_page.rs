//! `warpflow report`: the page of corpus kernels holds every diagnostic `warpflow check` and
//! `warpflow analyze` give, every internal link resolves, input errors exit 2; in headless
//! Chromium (skipped with a notice when missing, a failure under `WARPFLOW_REQUIRE_TOOLS=1`) the
//! page's script runs without an error, draws the CFGs, the links still resolve in the live DOM,
//! a screenshot of the page with a profile is taken, and the kernel of tests/data/report (names, labels, source comments and
//! metadata strings full of `</script>`, `<img onerror=...>` and quotes) runs none of its script.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn warpflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpflow")).args(args).output().unwrap()
}

/// Kernels of the corpus the tests report on, with their launch specs.
const KERNELS: &[(&str, Option<&str>)] = &[
    ("kernels/barriers/fail-tid-loop.nvptx64.O0.ll", None),
    ("kernels/barriers/fail-short-circuit.nvptx64.O3.ll", None),
    ("kernels/pcfm/bitonic_sort.nvptx64.O3.ll", Some("kernels/pcfm/bitonic_sort.launch.toml")),
];

fn xss_kernel() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/report/xss.ll")
}

fn report(ll: &Path, launch: Option<&Path>, out: &Path) -> String {
    let mut args =
        vec!["report".to_string(), ll.display().to_string(), "-o".into(), out.display().to_string()];
    if let Some(l) = launch {
        args.push("--launch".into());
        args.push(l.display().to_string());
    }
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = warpflow(&refs);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
    std::fs::read_to_string(out).unwrap()
}

/// Values of attribute `attr` (double-quoted) in `html`.
fn attr_values<'a>(html: &'a str, attr: &str) -> Vec<&'a str> {
    let pat = format!(" {attr}=\"");
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(k) = rest.find(&pat) {
        rest = &rest[k + pat.len()..];
        if let Some(e) = rest.find('"') {
            out.push(&rest[..e]);
        }
    }
    out
}

/// Every `href="#x"` has an element `id="x"`; returns how many links were checked.
fn links_resolve(html: &str, what: &str) -> usize {
    let ids: HashSet<&str> = attr_values(html, "id").into_iter().collect();
    let links: Vec<&str> =
        attr_values(html, "href").into_iter().filter_map(|h| h.strip_prefix('#')).collect();
    for l in &links {
        assert!(ids.contains(l), "{what}: link #{l} has no target");
    }
    links.len()
}

#[test]
fn corpus_pages_hold_every_diagnostic_and_their_links_resolve() {
    let dir = tempfile::tempdir().unwrap();
    for &(k, launch) in KERNELS {
        let ll = root().join(k);
        let html = report(&ll, launch.map(|l| root().join(l)).as_deref(), &dir.path().join("r.html"));
        // Every barrier of `check`, with its verdicts; every divergent branch of `analyze`.
        let check: serde_json::Value =
            serde_json::from_slice(&warpflow(&["check", ll.to_str().unwrap(), "--format", "json"]).stdout)
                .unwrap();
        let barriers = check["barriers"].as_array().unwrap();
        assert_eq!(html.matches("data-kind=\"barrier\"").count(), barriers.len(), "{k}");
        for b in barriers {
            let line = b["line"].as_u64().unwrap();
            let needle = format!("data-check=\"{}\"", b["check"].as_str().unwrap());
            assert!(html.contains(&needle), "{k}: {needle}");
            assert!(
                html.contains(&format!("href=\"#ir-L{line}\">IR line {line}</a>")),
                "{k}: barrier at {line}"
            );
        }
        let flagged = check["reported"].as_u64().unwrap() as usize;
        assert_eq!(html.matches("class=\"diag barrier flagged\"").count(), flagged, "{k}");
        assert!(html.contains(&format!("<td id=\"n-flagged\">{flagged}</td>")), "{k}");
        let analyze: serde_json::Value =
            serde_json::from_slice(&warpflow(&["analyze", ll.to_str().unwrap(), "--format", "json"]).stdout)
                .unwrap();
        let branches: usize = analyze["functions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["divergent_branches"].as_array().unwrap().len())
            .sum();
        assert_eq!(html.matches("data-kind=\"divergent-branch\"").count(), branches, "{k}");
        // Source lines shown (the .cu next to the corpus), marks and IR links on them.
        assert!(html.contains("id=\"src-0-1\""), "{k}: the source file is shown");
        assert!(html.contains("class=\"mark m-div\""), "{k}");
        let n = links_resolve(&html, k);
        assert!(n > 20, "{k}: {n} links");
        assert!(!html.contains("src=\"http") && !html.contains("href=\"http"), "{k}: no network");
        if launch.is_some() {
            assert!(html.contains("id=\"hot-branches\"") && html.contains("id=\"hot-lines\""), "{k}");
            assert!(html.contains("class=\"prof\""), "{k}: per-line profile");
        }
    }
}

#[test]
fn xss_kernel_is_escaped_in_the_page() {
    let dir = tempfile::tempdir().unwrap();
    let html = report(&xss_kernel(), None, &dir.path().join("x.html"));
    // One script element: the page's own; no element from the input.
    assert_eq!(html.matches("<script").count(), 1);
    assert!(!html.contains("<img") && !html.contains("<iframe") && !html.contains("<svg onload"));
    assert!(!html.contains("<b onmouseover"));
    assert!(html
        .contains("xss&lt;/script&gt;&lt;img src=x onerror=document.body.setAttribute(&#39;data-pwned&#39;"));
    assert!(html.contains("&quot;double&quot; &#39;single&#39; &amp; &amp;amp;"), "source comment escaped");
    links_resolve(&html, "xss");
}

#[test]
fn input_errors_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.html");
    let o = warpflow(&["report", "/nonexistent.ll", "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot read /nonexistent.ll"));
    let bad = dir.path().join("bad.ll");
    std::fs::write(
        &bad,
        "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @f() {\n  %x = frob i32 1\n}\n",
    )
    .unwrap();
    let o = warpflow(&["report", bad.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("bad.ll:3:8"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let ll = root().join(KERNELS[0].0);
    let o = warpflow(&[
        "report",
        ll.to_str().unwrap(),
        "--launch",
        "/nonexistent.toml",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!out.exists(), "no page on an input error");
}

/// Runs headless Chromium with `args` then `url`, killed after 60 s; returns standard output.
fn chromium(exe: &Path, profile: &Path, args: &[String], url: &str) -> String {
    let mut child = Command::new(exe)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg(url)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Read standard output while waiting: a page's DOM is larger than a pipe's buffer.
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stdout, &mut v);
        v
    });
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("chromium did not finish in 60 s on {url}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    String::from_utf8_lossy(&reader.join().unwrap()).into_owned()
}

#[test]
fn pages_in_headless_chromium() {
    let Some(exe) = warpflow_testkit::require(warpflow_testkit::Tool::Chromium, "pages_in_headless_chromium")
    else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let dom_args = vec!["--virtual-time-budget=3000".to_string(), "--dump-dom".to_string()];
    for (i, &(k, launch)) in KERNELS.iter().enumerate() {
        let page = dir.path().join(format!("k{i}.html"));
        let html = report(&root().join(k), launch.map(|l| root().join(l)).as_deref(), &page);
        let url = format!("file://{}", page.display());
        let dom = chromium(&exe, &dir.path().join(format!("p{i}")), &dom_args, &url);
        assert!(dom.contains("data-ready=\"yes\""), "{k}: the page's script ran to its end");
        assert!(dom.contains("id=\"script-errors\" data-count=\"0\""), "{k}: script errors:\n{dom}");
        // The CFGs of a small module are drawn on load: their SVGs are in the live DOM.
        let drawn = dom.matches("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cfg\"").count();
        assert!(
            drawn >= 1 && drawn == html.matches("data-autoopen=\"1\"").count(),
            "{k}: {drawn} CFGs drawn"
        );
        assert_eq!(
            dom.matches("data-kind=\"barrier\"").count(),
            html.matches("data-kind=\"barrier\"").count(),
            "{k}: every diagnostic in the DOM"
        );
        links_resolve(&dom, k);
        if launch.is_none() {
            continue;
        }
        let shot = dir.path().join(format!("k{i}.png"));
        let shot_args =
            vec![format!("--screenshot={}", shot.display()), "--window-size=1280,1600".to_string()];
        chromium(&exe, &dir.path().join(format!("s{i}")), &shot_args, &url);
        let png = std::fs::read(&shot).unwrap_or_default();
        assert!(png.len() > 10_000 && png.starts_with(b"\x89PNG"), "{k}: screenshot of {} bytes", png.len());
    }
    // The escaping kernel: nothing of its text runs (each payload would set data-pwned).
    let page = dir.path().join("xss.html");
    report(&xss_kernel(), None, &page);
    let dom = chromium(&exe, &dir.path().join("px"), &dom_args, &format!("file://{}", page.display()));
    assert!(dom.contains("data-ready=\"yes\""), "the page's script ran");
    assert!(!dom.contains("data-pwned=\""), "input text ran as script:\n{dom}");
    assert!(dom.contains("id=\"script-errors\" data-count=\"0\""), "{dom}");
    assert!(!dom.contains("<img") && !dom.contains("<iframe"), "an element from the input");
    assert!(dom.contains("onerror=document.body.setAttribute"), "the payload is shown as text");
}

/// The number in the element with id `id` (`<td id="ID">N</td>` and the like).
fn number_at(html: &str, id: &str) -> u64 {
    let pat = format!("id=\"{id}\">");
    let k = html.find(&pat).unwrap_or_else(|| panic!("no element #{id}")) + pat.len();
    let digits: String = html[k..].chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().unwrap_or_else(|_| panic!("#{id} holds no number"))
}

/// Sum of the values of attribute `attr` (numbers) in `html`.
fn attr_sum(html: &str, attr: &str) -> u64 {
    attr_values(html, attr).iter().map(|v| v.parse::<u64>().unwrap()).sum()
}

/// `warpflow run --format json` of `ll` on `launch`: the statistics.
fn run_stats(ll: &Path, launch: &Path) -> serde_json::Value {
    let o =
        warpflow(&["run", ll.to_str().unwrap(), "--launch", launch.to_str().unwrap(), "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("run {}: {e}: {}", ll.display(), String::from_utf8_lossy(&o.stderr)));
    v["stats"].clone()
}

/// The launch's cycles, warp instructions and the warps' single-warp cycles, as `run` reports.
fn run_figures(stats: &serde_json::Value) -> (u64, u64, u64) {
    let alone = stats["warps"].as_array().unwrap().iter().map(|w| w["alone_cycles"].as_u64().unwrap()).sum();
    (stats["cycles"].as_u64().unwrap(), stats["warp_instructions"].as_u64().unwrap(), alone)
}

#[test]
fn launch_profile_cycles_by_line_add_up_to_what_run_reports() {
    let dir = tempfile::tempdir().unwrap();
    for (k, launch) in [
        ("kernels/pcfm/bitonic_sort.nvptx64.O3.ll", "kernels/pcfm/bitonic_sort.launch.toml"),
        ("kernels/pcfm/merge_sort.nvptx64.O0.ll", "kernels/pcfm/merge_sort.launch.toml"),
    ] {
        let (ll, spec) = (root().join(k), root().join(launch));
        let html = report(&ll, Some(&spec), &dir.path().join("p.html"));
        let (cycles, insts, alone) = run_figures(&run_stats(&ll, &spec));
        assert_eq!(number_at(&html, "run-cycles"), cycles, "{k}: the launch's cycles");
        assert_eq!(number_at(&html, "run-warp-instructions"), insts, "{k}");
        assert_eq!(number_at(&html, "run-warp-cycles"), alone, "{k}: single-warp cycles");
        // Every source line's cycles and warp instructions, plus those on no line, are the total.
        let lines = attr_sum(&html, "data-cycles");
        assert!(lines > 0, "{k}: cycles on source lines");
        assert_eq!(lines + number_at(&html, "unlocated-cycles"), alone, "{k}: cycles by line");
        assert_eq!(attr_sum(&html, "data-issues") + number_at(&html, "unlocated-issues"), insts, "{k}");
        // The hottest lines come first.
        let t = &html[html.find("id=\"hot-lines\"").unwrap()..];
        let t = &t[..t.find("</table>").unwrap()];
        let first_col: Vec<u64> =
            t.split("<tr><td>").skip(1).map(|r| r[..r.find('<').unwrap()].parse().unwrap()).collect();
        assert!(first_col.len() >= 2 && first_col.windows(2).all(|w| w[0] >= w[1]), "{k}: {first_col:?}");
        assert!(html.contains("id=\"hot-functions\""), "{k}");
    }
}

/// `warpflow opt --passes pcfm` of bitonic_sort into `dir`.
fn pcfm_copy(dir: &Path) -> PathBuf {
    let out = dir.join("bitonic_sort.pcfm.ll");
    let ll = root().join("kernels/pcfm/bitonic_sort.nvptx64.O3.ll");
    let o = warpflow(&["opt", "--passes", "pcfm", ll.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    out
}

/// The `--compare` page (B, written in a temporary folder, finds its sources next to A).
fn compare_page(a: &Path, b: &Path, launch: &Path, out: &Path) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_warpflow"))
        .args([
            "report",
            "--compare",
            a.to_str().unwrap(),
            b.to_str().unwrap(),
            "--launch",
            launch.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    std::fs::read_to_string(out).unwrap()
}

#[test]
fn compare_page_shows_both_modules_and_the_speedup() {
    let dir = tempfile::tempdir().unwrap();
    let a = root().join("kernels/pcfm/bitonic_sort.nvptx64.O3.ll");
    let b = pcfm_copy(dir.path());
    let spec = root().join("kernels/pcfm/bitonic_sort.launch.toml");
    let html = compare_page(&a, &b, &spec, &dir.path().join("c.html"));
    let (ca, ia, _) = run_figures(&run_stats(&a, &spec));
    let (cb, ib, alone_b) = run_figures(&run_stats(&b, &spec));
    assert_eq!(number_at(&html, "cmp-cycles-a"), ca);
    assert_eq!(number_at(&html, "cmp-cycles-b"), cb);
    assert_eq!(number_at(&html, "cmp-insts-a"), ia);
    assert_eq!(number_at(&html, "cmp-insts-b"), ib);
    assert!(html.contains(&format!("<b id=\"speedup\">{:.3}x</b>", ca as f64 / cb as f64)));
    // Both sides whole: summary, per-line profile, source, IR and CFGs of each.
    for p in ["a-", "b-"] {
        for id in ["summary", "run", "hot-lines", "source-pane", "ir-pane", "fn-0", "src-0-1"] {
            assert!(html.contains(&format!("id=\"{p}{id}\"")), "{p}{id}");
        }
        assert_eq!(number_at(&html, &format!("{p}run-cycles")), if p == "a-" { ca } else { cb });
    }
    assert_eq!(number_at(&html, "b-run-warp-cycles"), alone_b);
    // pcfm merges divergent branches: B has fewer.
    assert!(number_at(&html, "b-n-divergent") < number_at(&html, "a-n-divergent"));
    assert_eq!(html.matches("<script").count(), 1);
    assert_eq!(html.matches("id=\"script-errors\"").count(), 1);
    // No id twice, every link resolves.
    let ids = attr_values(&html, "id");
    let unique: HashSet<&str> = ids.iter().copied().collect();
    assert_eq!(unique.len(), ids.len(), "duplicate ids");
    assert!(links_resolve(&html, "compare") > 40);
    // The command's input errors: two files are needed, FILE and --compare exclude each other.
    let o = warpflow(&["report", "--compare", a.to_str().unwrap(), "-o", "/dev/null"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn warp_sync_operations_are_marked_with_their_verdicts() {
    let dir = tempfile::tempdir().unwrap();
    for k in [
        "kernels/warp/fail-warp-shfl-odd.nvptx64.O3.ll",
        "kernels/warp/fail-warp-syncwarp-odd.nvptx64.O0.ll",
        "kernels/warp/pass-warp-ballot.nvptx64.O3.ll",
    ] {
        let ll = root().join(k);
        let html = report(&ll, None, &dir.path().join("w.html"));
        let check: serde_json::Value =
            serde_json::from_slice(&warpflow(&["check", ll.to_str().unwrap(), "--format", "json"]).stdout)
                .unwrap();
        let sites = check["warp_syncs"].as_array().unwrap();
        assert!(!sites.is_empty(), "{k}");
        assert_eq!(html.matches("data-kind=\"warp-sync\"").count(), sites.len(), "{k}");
        let flagged =
            sites.iter().filter(|s| s["verdict"] == "possibly-divergent" || s["verdict"] == "partial-mask");
        let n_flagged = flagged.clone().count();
        assert_eq!(number_at(&html, "n-warp-flagged") as usize, n_flagged, "{k}");
        assert_eq!(html.matches("class=\"diag warp-sync flagged\"").count(), n_flagged, "{k}");
        assert_eq!(n_flagged > 0, k.contains("/fail-"), "{k}");
        for s in sites {
            let v = s["verdict"].as_str().unwrap();
            assert!(html.contains(&format!("data-verdict=\"{v}\"")), "{k}: {v}");
            // The IR line carries the mark; the diagnostic links to it.
            let line = s["line"].as_u64().unwrap();
            let ir = &html[html.find(&format!("id=\"ir-L{line}\"")).expect("IR line")..];
            let ir = &ir[..ir.find("</span>").unwrap()];
            assert!(ir.contains("m-warp") && ir.contains(v), "{k}: IR line {line}: {ir}");
        }
        // A flagged site: a mark on its kernel source line (where it was inlined), and the
        // witness of the branch that may split the warp.
        for s in flagged {
            let at =
                s["inlined_at"].as_array().and_then(|a| a.last()).map(|f| f["at"]["line"].as_u64().unwrap());
            let line = at.unwrap_or_else(|| s["location"]["line"].as_u64().unwrap()) as u32;
            let src = &html[html.find(&format!("id=\"src-0-{line}\"")).expect("source line")..];
            let src = &src[..src.find("</span></span>").unwrap_or(src.len()).min(4000)];
            assert!(src.contains("class=\"mark m-bad m-warp\""), "{k}: source line {line}: {src}");
            let branch_line = s["witness"]["branch_line"].as_u64().unwrap();
            assert!(html.contains(&format!("IR line {branch_line}</a>")), "{k}: witness");
        }
        links_resolve(&html, k);
    }
}

#[test]
fn compare_and_warp_pages_in_headless_chromium() {
    let Some(exe) = warpflow_testkit::require(
        warpflow_testkit::Tool::Chromium,
        "compare_and_warp_pages_in_headless_chromium",
    ) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let dom_args = vec!["--virtual-time-budget=3000".to_string(), "--dump-dom".to_string()];
    // The --compare page: both sides drawn, no script error, the run's numbers in the live DOM.
    let a = root().join("kernels/pcfm/bitonic_sort.nvptx64.O3.ll");
    let b = pcfm_copy(dir.path());
    let spec = root().join("kernels/pcfm/bitonic_sort.launch.toml");
    let page = dir.path().join("cmp.html");
    let html = compare_page(&a, &b, &spec, &page);
    let url = format!("file://{}", page.display());
    let dom = chromium(&exe, &dir.path().join("pc"), &dom_args, &url);
    assert!(dom.contains("data-ready=\"yes\""), "the page's script ran to its end");
    assert!(dom.contains("id=\"script-errors\" data-count=\"0\""), "script errors:\n{dom}");
    assert!(dom.contains("id=\"side-a\"") && dom.contains("id=\"side-b\""), "both sides");
    let drawn = dom.matches("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cfg\"").count();
    assert!(drawn == 2 && drawn == html.matches("data-autoopen=\"1\"").count(), "{drawn} CFGs drawn");
    assert!(dom.contains("id=\"a-fn-0\"") && dom.contains("id=\"b-fn-0\""));
    let (ca, _, alone_a) = run_figures(&run_stats(&a, &spec));
    let (cb, _, _) = run_figures(&run_stats(&b, &spec));
    assert_eq!(number_at(&dom, "a-run-cycles"), ca);
    assert_eq!(number_at(&dom, "b-run-cycles"), cb);
    assert_eq!(number_at(&dom, "cmp-cycles-a"), ca);
    assert_eq!(number_at(&dom, "cmp-cycles-b"), cb);
    // Cycles by line in the DOM: side A's lines and its unlocated row add up to its warps' cycles.
    let side_a = &dom[dom.find("id=\"side-a\"").unwrap()..dom.find("id=\"side-b\"").unwrap()];
    assert_eq!(attr_sum(side_a, "data-cycles") + number_at(side_a, "a-unlocated-cycles"), alone_a);
    links_resolve(&dom, "compare DOM");
    let shot = dir.path().join("cmp.png");
    let shot_args = vec![format!("--screenshot={}", shot.display()), "--window-size=1400,1000".to_string()];
    chromium(&exe, &dir.path().join("sc"), &shot_args, &url);
    let png = std::fs::read(&shot).unwrap_or_default();
    assert!(png.len() > 10_000 && png.starts_with(b"\x89PNG"), "screenshot of {} bytes", png.len());
    // A kernel with a warp-sync operation check reports: its marks in the live DOM.
    let ll = root().join("kernels/warp/fail-warp-shfl-odd.nvptx64.O3.ll");
    let page = dir.path().join("warp.html");
    let html = report(&ll, Some(&root().join("kernels/warp/fail-warp-shfl-odd.launch.toml")), &page);
    let dom = chromium(&exe, &dir.path().join("pw"), &dom_args, &format!("file://{}", page.display()));
    assert!(dom.contains("data-ready=\"yes\""));
    assert!(dom.contains("id=\"script-errors\" data-count=\"0\""), "script errors:\n{dom}");
    assert_eq!(dom.matches("class=\"diag warp-sync flagged\"").count(), 1);
    let marks = html.matches("class=\"mark m-bad m-warp\"").count();
    assert!(marks >= 3, "marks on the header line, the kernel line and the IR line: {marks}");
    assert_eq!(dom.matches("class=\"mark m-bad m-warp\"").count(), marks);
    links_resolve(&dom, "warp DOM");
}
