//! Shared by the `scaling` and `convergence` benchmarks: the thread-CPU-time measurement, the
//! choice of inputs per size, and the allocator policy.

use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use std::time::Duration;

/// CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`, user + system), so that time
/// slices lost to other processes on a shared machine are not counted.
pub struct ThreadCpu;

fn thread_cpu_ns() -> u64 {
    let ts = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

impl Measurement for ThreadCpu {
    type Intermediate = u64;
    type Value = Duration;
    fn start(&self) -> u64 {
        thread_cpu_ns()
    }
    fn end(&self, start: u64) -> Duration {
        Duration::from_nanos(thread_cpu_ns() - start)
    }
    fn add(&self, a: &Duration, b: &Duration) -> Duration {
        *a + *b
    }
    fn zero(&self) -> Duration {
        Duration::ZERO
    }
    fn to_f64(&self, v: &Duration) -> f64 {
        v.as_nanos() as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        static WALL: WallTime = WallTime;
        WALL.formatter()
    }
}

/// How the inputs of one size are chosen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Inputs {
    /// One graph, analysed again and again. At 10^3 blocks its data stay in L1/L2 and the
    /// branch predictor learns the graph, which flatters the small sizes.
    Repeat,
    /// Distinct graphs (different seeds) of the size, 10^6 blocks in all, analysed one after
    /// the other in each timed iteration: what a compiler does with many functions. Each graph
    /// is out of cache when its turn comes, as the single 10^6-block graph is.
    Distinct,
}

impl Inputs {
    /// The modes selected by the environment variable `var` (`repeat`, `distinct`; both when
    /// unset).
    pub fn selected(var: &str) -> Vec<Inputs> {
        match std::env::var(var).as_deref() {
            Ok("repeat") => vec![Inputs::Repeat],
            Ok("distinct") => vec![Inputs::Distinct],
            _ => vec![Inputs::Repeat, Inputs::Distinct],
        }
    }

    /// Number of graphs of `size` blocks to measure together.
    pub fn count(self, size: u32) -> usize {
        match self {
            Inputs::Repeat => 1,
            Inputs::Distinct => (1_000_000 / size).max(1) as usize,
        }
    }

    /// Suffix of the criterion group name.
    pub fn suffix(self) -> &'static str {
        match self {
            Inputs::Repeat => "",
            Inputs::Distinct => "_distinct",
        }
    }
}

/// glibc tunables of the `heap` allocator policy.
const HEAP_TUNABLES: &str = "glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=4294967296";

/// The allocator policy of a benchmark process, chosen by `WARPFLOW_BENCH_ALLOC`.
///
/// `heap` (the default): glibc serves every allocation from its heap and keeps freed memory
/// (tunables `glibc.malloc.mmap_max=0`, `glibc.malloc.trim_threshold=4 GiB`), as a long-running
/// compiler's allocator is after warm-up. Without this, glibc maps each block over its mmap
/// threshold (128 KiB, rising to at most 32 MiB) afresh and unmaps it on free, so every call on
/// a graph of 10^5 blocks or more pays the kernel's first-touch page faults (zeroing the pages)
/// for its arrays, while calls on small graphs reuse warm heap memory: a per-byte cost of the
/// operating system, not of the algorithm, that only the large sizes pay.
///
/// `system`: glibc's default policy, to measure that cost too.
///
/// Tunables are read when the process starts, so under `heap` the benchmark re-executes itself
/// with `GLIBC_TUNABLES` set (once; the child sees it set) and exits with the child's status.
/// Returns the policy's name for the benchmark's header line.
pub fn set_allocator_policy() -> &'static str {
    match std::env::var("WARPFLOW_BENCH_ALLOC").as_deref() {
        Ok("system") => "system (glibc default)",
        Ok("heap") | Err(_) => {
            if std::env::var("GLIBC_TUNABLES").as_deref() != Ok(HEAP_TUNABLES) {
                let exe = std::env::current_exe().expect("the benchmark's own path");
                let status = std::process::Command::new(exe)
                    .args(std::env::args_os().skip(1))
                    .env("GLIBC_TUNABLES", HEAP_TUNABLES)
                    .status()
                    .expect("re-executing the benchmark with GLIBC_TUNABLES");
                std::process::exit(status.code().unwrap_or(1));
            }
            "heap (GLIBC_TUNABLES=glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=4294967296)"
        }
        Ok(other) => panic!("WARPFLOW_BENCH_ALLOC={other}: expected heap or system"),
    }
}
