//! Shared by the `scaling` and `convergence` benchmarks: the thread-CPU-time measurement and the
//! choice of inputs per size.

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
