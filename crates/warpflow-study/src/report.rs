//! The study's text outputs: every point as CSV, the summary as JSON (the shape `DIR/summary.json`
//! promises) and a short Markdown report. Pure functions of a [`Study`]; the caller writes files.
//!
//! `summary.json`: `backend`, `config`, `policies` (objects with `policy`, `points` — `k`,
//! `cycles`, `active_per_instruction`, `ideal_active`, `time_ms` — and `fit` with `a`, `c`, `r2`,
//! `quadratic_d`, `quadratic_p`, `quadratic_exact`, `ratio_k32_k1`), `occupancy`, `two_way` and
//! `loop_exit` without the raw measurements (those are in the CSV and the full JSON).

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use crate::divergence::{BackendInfo, Config, Fit, Measurement, Study};

/// A point of the summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SummaryPoint {
    /// paths
    pub k: u32,
    /// cycles
    pub cycles: f64,
    /// thread instructions per warp instruction, where counted
    pub active_per_instruction: Option<f64>,
    /// `32 / k`
    pub ideal_active: f64,
    /// median event time (GPU)
    pub time_ms: Option<f64>,
}

/// A policy of the summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SummaryPolicy {
    /// policy
    pub policy: String,
    /// points
    pub points: Vec<SummaryPoint>,
    /// fit
    pub fit: Fit,
}

/// An occupancy point of the summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SummaryOccupancy {
    /// policy
    pub policy: String,
    /// resident warps
    pub warps: u32,
    /// smallest k
    pub k_min: u32,
    /// largest k
    pub k_max: u32,
    /// cycles at `k_min`
    pub cycles_k_min: f64,
    /// cycles at `k_max`
    pub cycles_k_max: f64,
    /// their ratio
    pub ratio: f64,
}

/// A two-way point of the summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SummaryTwoWay {
    /// policy
    pub policy: String,
    /// `branch` or `predicated`
    pub variant: String,
    /// divergent condition
    pub divergent: bool,
    /// cycles
    pub cycles: f64,
    /// thread instructions per warp instruction, where counted
    pub active_per_instruction: Option<f64>,
}

/// A loop-exit point of the summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SummaryLoopExit {
    /// policy
    pub policy: String,
    /// k
    pub k: u32,
    /// cycles
    pub cycles: f64,
    /// thread instructions per warp instruction, where counted
    pub active_per_instruction: Option<f64>,
    /// `16 (k + 1) / k`
    pub ideal_active: f64,
}

/// `summary.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// the back end
    pub backend: BackendInfo,
    /// parameters
    pub config: Config,
    /// the k-way sweep and its fit per policy
    pub policies: Vec<SummaryPolicy>,
    /// the occupancy sweep
    pub occupancy: Vec<SummaryOccupancy>,
    /// the two-way variants
    pub two_way: Vec<SummaryTwoWay>,
    /// the loop-exit sweep
    pub loop_exit: Vec<SummaryLoopExit>,
}

/// The summary of a study.
pub fn summary(s: &Study) -> Summary {
    Summary {
        backend: s.backend.clone(),
        config: s.config.clone(),
        policies: s
            .policies
            .iter()
            .map(|p| SummaryPolicy {
                policy: p.policy.clone(),
                points: p
                    .points
                    .iter()
                    .map(|q| SummaryPoint {
                        k: q.k,
                        cycles: q.cycles,
                        active_per_instruction: q.active_per_instruction,
                        ideal_active: q.ideal_active,
                        time_ms: q.measurement.time_ms,
                    })
                    .collect(),
                fit: p.fit,
            })
            .collect(),
        occupancy: s
            .occupancy
            .iter()
            .map(|o| SummaryOccupancy {
                policy: o.policy.clone(),
                warps: o.warps,
                k_min: o.k_min,
                k_max: o.k_max,
                cycles_k_min: o.cycles_k_min,
                cycles_k_max: o.cycles_k_max,
                ratio: o.ratio,
            })
            .collect(),
        two_way: s
            .two_way
            .iter()
            .map(|t| SummaryTwoWay {
                policy: t.policy.clone(),
                variant: t.variant.clone(),
                divergent: t.divergent,
                cycles: t.cycles,
                active_per_instruction: t.active_per_instruction,
            })
            .collect(),
        loop_exit: s
            .loop_exit
            .iter()
            .map(|l| SummaryLoopExit {
                policy: l.policy.clone(),
                k: l.k,
                cycles: l.cycles,
                active_per_instruction: l.active_per_instruction,
                ideal_active: l.ideal_active,
            })
            .collect(),
    }
}

/// The CSV header of [`csv`].
pub const CSV_HEADER: &str =
    "experiment,policy,bench,k,warps,mask,cycles,time_ms,launches,warp_instructions,\
thread_instructions,active_per_instruction,ideal_active,divergent_branches";

fn opt<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map(|v| v.to_string()).unwrap_or_default()
}

/// Every measured point, one line each.
pub fn csv(s: &Study) -> String {
    let mut out = String::from(CSV_HEADER);
    out.push('\n');
    let mut row =
        |exp: &str, policy: &str, bench: &str, k: u32, warps: u32, mask: u32, ideal: f64, m: &Measurement| {
            let _ = writeln!(
                out,
                "{exp},{policy},{bench},{k},{warps},{mask},{},{},{},{},{},{},{ideal},{}",
                m.cycles,
                opt(m.time_ms),
                m.launches,
                opt(m.warp_instructions),
                opt(m.thread_instructions),
                opt(m.active_per_instruction()),
                opt(m.divergent_branches),
            );
        };
    for p in &s.policies {
        for q in &p.points {
            row(
                "kway",
                &p.policy,
                &format!("kway_switch_{}", q.k),
                q.k,
                1,
                0,
                q.ideal_active,
                &q.measurement,
            );
        }
    }
    for o in &s.occupancy {
        for (k, m) in [(o.k_min, &o.measurement_k_min), (o.k_max, &o.measurement_k_max)] {
            row("occupancy", &o.policy, &format!("kway_switch_{k}"), k, o.warps, 0, 32.0 / f64::from(k), m);
        }
    }
    for t in &s.two_way {
        let bench = format!("twoway_{}", t.variant);
        let ideal = if t.variant == "branch" && t.divergent { 16.0 } else { 32.0 };
        row("two_way", &t.policy, &bench, 2, 1, u32::from(t.divergent), ideal, &t.measurement);
    }
    for l in &s.loop_exit {
        row("loop_exit", &l.policy, &format!("loopexit_{}", l.k), l.k, 1, 0, l.ideal_active, &l.measurement);
    }
    out
}

fn f1(v: Option<f64>) -> String {
    v.map(|v| format!("{v:.2}")).unwrap_or_else(|| "n/a".into())
}

/// A short Markdown report; `command` is the command line that produced the study.
pub fn markdown(s: &Study, command: &str) -> String {
    let mut m = String::new();
    let b = &s.backend;
    let _ = writeln!(m, "# Divergence study: `{}` back end\n", b.backend);
    let _ = writeln!(m, "Command: `{command}`\n");
    let _ = writeln!(m, "- device: {}", b.device);
    if let Some(a) = &b.arch {
        let _ = writeln!(m, "- architecture: {a}");
    }
    if let Some(d) = &b.driver {
        let _ = writeln!(m, "- driver: {d}");
    }
    let _ = writeln!(m, "- method: {}", b.method);
    let c = &s.config;
    let _ = writeln!(
        m,
        "- kernels: generated by `warpflow_study::gen`; each path {} iterations of 4 dependent integer \
         operations, outer loop {} times; k-way sweep on one warp\n",
        c.iters, c.reps
    );

    m.push_str("## T(k) = a + c*k\n\n");
    m.push_str("| policy | a (cycles) | c (cycles/path) | R^2 | quadratic d | p(d) | T(32)/T(1) |\n");
    m.push_str("|---|---:|---:|---:|---:|---:|---:|\n");
    for p in &s.policies {
        let f = &p.fit;
        let pq = if f.quadratic_exact {
            format!("{} (exact fit)", f.quadratic_p)
        } else {
            format!("{:.3e}", f.quadratic_p)
        };
        let _ = writeln!(
            m,
            "| {} | {:.1} | {:.1} | {:.6} | {:.4} | {} | {} |",
            p.policy,
            f.a,
            f.c,
            f.r2,
            f.quadratic_d,
            pq,
            f1(f.ratio_k32_k1)
        );
    }

    m.push_str("\n## Active threads per issued instruction\n\n");
    let ks = [1u32, 2, 4, 8, 16, 32];
    m.push_str("| policy |");
    for k in ks {
        let _ = write!(m, " k={k} |");
    }
    m.push_str("\n|---|");
    for _ in ks {
        m.push_str("---:|");
    }
    m.push_str("\n| 32/k |");
    for k in ks {
        let _ = write!(m, " {:.2} |", 32.0 / f64::from(k));
    }
    m.push('\n');
    for p in &s.policies {
        let _ = write!(m, "| {} |", p.policy);
        for k in ks {
            let v = p.points.iter().find(|q| q.k == k).and_then(|q| q.active_per_instruction);
            let _ = write!(m, " {} |", f1(v));
        }
        m.push('\n');
    }

    if !s.occupancy.is_empty() {
        let (lo, hi) = (s.occupancy[0].k_min, s.occupancy[0].k_max);
        let _ = writeln!(m, "\n## Occupancy sweep: T(k={hi}) / T(k={lo}) against resident warps\n");
        let warps: Vec<u32> =
            s.occupancy.iter().filter(|o| o.policy == s.occupancy[0].policy).map(|o| o.warps).collect();
        m.push_str("| policy |");
        for w in &warps {
            let _ = write!(m, " {w} |");
        }
        m.push_str("\n|---|");
        for _ in &warps {
            m.push_str("---:|");
        }
        m.push('\n');
        for p in &s.policies {
            let _ = write!(m, "| {} |", p.policy);
            for w in &warps {
                let v = s.occupancy.iter().find(|o| o.policy == p.policy && o.warps == *w).map(|o| o.ratio);
                let _ = write!(m, " {} |", f1(v));
            }
            m.push('\n');
        }
    }

    if !s.two_way.is_empty() {
        m.push_str("\n## Short two-way choice: branch against predicated (select)\n\n");
        m.push_str("| policy | variant | condition | cycles | active/instr | over uniform branch |\n");
        m.push_str("|---|---|---|---:|---:|---:|\n");
        for t in &s.two_way {
            let base = s
                .two_way
                .iter()
                .find(|u| u.policy == t.policy && u.variant == "branch" && !u.divergent)
                .map(|u| u.cycles);
            let rel = base.filter(|b| *b > 0.0).map(|b| t.cycles / b);
            let _ = writeln!(
                m,
                "| {} | {} | {} | {:.0} | {} | {} |",
                t.policy,
                t.variant,
                if t.divergent { "divergent" } else { "uniform" },
                t.cycles,
                f1(t.active_per_instruction),
                f1(rel)
            );
        }
    }

    if !s.loop_exit.is_empty() {
        m.push_str("\n## Divergent loop exits: lane i loops iters * (1 + i mod k) times\n\n");
        m.push_str("| policy | k | cycles | over k=1 | active/instr | ideal 16(k+1)/k |\n");
        m.push_str("|---|---:|---:|---:|---:|---:|\n");
        for l in &s.loop_exit {
            let base = s.loop_exit.iter().find(|u| u.policy == l.policy && u.k == 1).map(|u| u.cycles);
            let rel = base.filter(|b| *b > 0.0).map(|b| l.cycles / b);
            let _ = writeln!(
                m,
                "| {} | {} | {:.0} | {} | {} | {:.2} |",
                l.policy,
                l.k,
                l.cycles,
                f1(rel),
                f1(l.active_per_instruction),
                l.ideal_active
            );
        }
    }
    m.push_str(
        "\nPublished GPU figures (arXiv 2607.23402): T(32)/T(1) = 31.7 to 31.9; about 16 active threads ",
    );
    m.push_str("per instruction at k = 2 and 1.2 at k = 32; 28 to 31 times at k = 32 across occupancy.\n");
    m
}

/// Every output file of a study as (file name, contents): `points.csv`, `study.json` (every
/// point with its full measurement), `summary.json`, `summary.md` and the plots as `NAME.svg` and
/// `NAME.png`.
pub fn output_files(s: &Study, command: &str) -> Result<Vec<(String, Vec<u8>)>, crate::plot::PlotError> {
    let mut files = vec![
        ("points.csv".to_string(), csv(s).into_bytes()),
        ("study.json".to_string(), json_compact(s)),
        ("summary.json".to_string(), json(&summary(s))),
        ("summary.md".to_string(), markdown(s, command).into_bytes()),
    ];
    for p in crate::plot::plots(s)? {
        files.push((format!("{}.svg", p.name), p.svg.into_bytes()));
        files.push((format!("{}.png", p.name), p.png));
    }
    Ok(files)
}

/// Compact JSON (the full study; see [`json`] for why this cannot fail).
fn json_compact<T: Serialize>(v: &T) -> Vec<u8> {
    let mut out = serde_json::to_vec(v).unwrap_or_default();
    out.push(b'\n');
    out
}

/// Pretty JSON. The study's types are plain structs of numbers, strings, options and vectors, which
/// `serde_json` always serialises (a non-finite float becomes `null`).
fn json<T: Serialize>(v: &T) -> Vec<u8> {
    let mut out = serde_json::to_vec_pretty(v).unwrap_or_default();
    out.push(b'\n');
    out
}
