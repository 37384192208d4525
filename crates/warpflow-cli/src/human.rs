//! Human-readable renderings shared by the subcommands' text output: thread lists as ranges
//! (`0-15, 20, 24-31`), block coordinates as `(x, y, z)`, and the emulator's run errors in
//! words (its own `Display` shows Rust debug lists), with the exit status each one means.

use warpflow_simt::SimError;

use crate::exit::Exit;

/// `threads` (any order, repeats allowed) as sorted ranges: `0-15, 20, 24-31`; `none` when
/// empty.
pub fn ranges(threads: &[u32]) -> String {
    let mut t = threads.to_vec();
    t.sort_unstable();
    t.dedup();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < t.len() {
        let start = t[i];
        while i + 1 < t.len() && t[i + 1] == t[i] + 1 {
            i += 1;
        }
        parts.push(if t[i] == start { start.to_string() } else { format!("{start}-{}", t[i]) });
        i += 1;
    }
    if parts.is_empty() {
        "none".to_string()
    } else {
        parts.join(", ")
    }
}

/// `threads 0-15` / `thread 3` / `no threads`.
pub fn threads(t: &[u32]) -> String {
    match t.len() {
        0 => "no threads".to_string(),
        1 => format!("thread {}", t[0]),
        _ => format!("threads {}", ranges(t)),
    }
}

/// A block or thread coordinate `(x, y, z)`.
pub fn xyz(c: [u32; 3]) -> String {
    format!("({}, {}, {})", c[0], c[1], c[2])
}

/// The exit status of a failed run: 1 for what the kernel did (barrier divergence, a hang or
/// the step limit reached, an out-of-bounds access, undefined behaviour), 2 for what stopped
/// the emulator from running it (bad launch, unsupported instruction, memory limit).
pub fn sim_exit(e: &SimError) -> Exit {
    match e.kind() {
        warpflow_simt::ErrorKind::KernelFault | warpflow_simt::ErrorKind::StepLimit => Exit::Findings,
        warpflow_simt::ErrorKind::Emulator => Exit::Error,
    }
}

/// The error in words.
pub fn sim_error(e: &SimError) -> String {
    match e {
        SimError::BarrierDivergence(r) => {
            let mut s = format!(
                "barrier divergence in block {} at {}: {} waiting there, {} exited",
                xyz(r.block),
                r.barrier,
                threads(&r.arrived),
                threads(&r.exited)
            );
            for (loc, t) in &r.elsewhere {
                s.push_str(&format!(", {} at {loc}", threads(t)));
            }
            s
        }
        SimError::Memory { loc, block, thread, addr, space, what, region } => {
            format!(
                "{loc}: thread {} of block {}: {what} at address {addr:#x} ({space}): {region}",
                xyz(*thread),
                xyz(*block)
            )
        }
        SimError::Trap { loc, block, thread, what } => {
            format!("{loc}: thread {} of block {}: {what}", xyz(*thread), xyz(*block))
        }
        SimError::Hang { block, detail } => format!("hang in block {}: {detail}", xyz(*block)),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thread_ranges() {
        assert_eq!(ranges(&[16, 17, 18, 31, 30, 29, 19, 3]), "3, 16-19, 29-31");
        assert_eq!(ranges(&[]), "none");
        assert_eq!(threads(&[5]), "thread 5");
        assert_eq!(threads(&(0..32).collect::<Vec<_>>()), "threads 0-31");
    }
}
