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
