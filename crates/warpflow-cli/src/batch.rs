//! Several inputs per invocation: the positional inputs of `analyze`, `check`, `parse` and
//! `cfg`, with directories searched recursively, `--shard K/N` to take one share of them (for
//! the jobs of a batch scheduler), and `--jobs N` to analyse them in parallel (rayon). Each
//! input's standard output and error are collected and printed in input order, whatever order
//! the jobs finish in; a progress bar is drawn on standard error when it is a terminal and
//! there is more than one input. The exit status is the worst of the inputs' ([`Exit`]).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::str::FromStr;

use crate::exit::Exit;

/// The inputs of a subcommand that reads several.
#[derive(clap::Args, Debug, Clone)]
pub struct Inputs {
    /// inputs: `.ll`, `.bc`, `.cu`, `.hip` or `.cl` files, directories (searched recursively
    /// for those), or `-` for standard input
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// analyse up to N inputs at once [default: the number of CPUs]
    #[arg(short = 'j', long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: Option<u32>,
    /// take only the K-th of N shares of the inputs (K from 1; input i, counted from 0 in the
    /// sorted expansion, belongs to share i mod N + 1), e.g. `--shard $SLURM_ARRAY_TASK_ID/8`
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,
}

/// `--shard K/N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// which share, from 1
    pub index: u32,
    /// how many shares
    pub count: u32,
}

impl FromStr for Shard {
    type Err = String;
    fn from_str(s: &str) -> Result<Shard, String> {
        let err = || format!("`{s}` is not K/N with 1 <= K <= N (e.g. 3/8)");
        let (k, n) = s.split_once('/').ok_or_else(err)?;
        let (index, count) =
            (k.trim().parse::<u32>().map_err(|_| err())?, n.trim().parse::<u32>().map_err(|_| err())?);
        if index == 0 || count == 0 || index > count {
            return Err(err());
        }
        Ok(Shard { index, count })
    }
}

/// What one input produced.
#[derive(Debug, Default)]
pub struct Output {
    /// its standard output
    pub stdout: String,
    /// its standard error
    pub stderr: String,
    /// Whether [`Output::out_stream`] writes to the process's standard output at once: the
    /// inputs run one after another, nothing paints the text, and no progress bar is drawn.
    direct: bool,
}

/// Text collected before it goes to [`Output::out_stream`]: a writer for reports too long to
/// hold (one write per mebibyte).
pub struct Stream<'a> {
    out: &'a mut Output,
    buf: String,
}

impl std::fmt::Write for Stream<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.buf.push_str(s);
        if self.buf.len() >= 1 << 20 {
            self.out.out_stream(&self.buf);
            self.buf.clear();
        }
        Ok(())
    }
}

impl Drop for Stream<'_> {
    fn drop(&mut self) {
        if !self.buf.is_empty() {
            self.out.out_stream(&self.buf);
        }
    }
}

impl Output {
    /// Appends to standard output, or writes it there at once when the run allows
    /// ([`Output::direct`]): memory stays flat for output of any length. A closed pipe ends
    /// the process quietly, as [`crate::exit::print`] does.
    pub fn out_stream(&mut self, s: &str) {
        if self.direct {
            crate::exit::print(s);
        } else {
            self.stdout.push_str(s);
        }
    }

    /// A writer into [`Output::out_stream`].
    pub fn stream(&mut self) -> Stream<'_> {
        Stream { out: self, buf: String::new() }
    }

    /// Appends to standard output.
    pub fn out(&mut self, s: &str) {
        self.stdout.push_str(s);
    }

    /// Appends a whole rendered document to standard output, taking it without a copy when
    /// nothing was written before (a report of a large module is tens of megabytes).
    pub fn out_owned(&mut self, s: String) {
        if self.stdout.is_empty() {
            self.stdout = s;
        } else {
            self.stdout.push_str(&s);
        }
    }

    /// Appends a line to standard error.
    pub fn err(&mut self, line: impl std::fmt::Display) {
        use std::fmt::Write as _;
        let _ = writeln!(self.stderr, "{line}");
    }
}

/// `text` painted for `stream` when `human` (text output) and colour is on; otherwise `text`
/// itself.
fn paint_if(human: bool, text: &str, stream: crate::color::Stream) -> std::borrow::Cow<'_, str> {
    if human && crate::color::enabled(stream) {
        std::borrow::Cow::Owned(crate::color::paint(text))
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

/// The inputs named by `files`: directories expanded (sorted), then the share of `shard`.
pub fn expand(files: &[PathBuf], shard: Option<Shard>) -> Result<Vec<PathBuf>, String> {
    let mut all = Vec::new();
    for f in files {
        if !crate::input::is_stdin(f) && f.is_dir() {
            let found = crate::input::expand_dir(f)
                .map_err(|e| format!("error: cannot read {}: {e}", f.display()))?;
            if found.is_empty() {
                return Err(format!("error: {} holds no .ll, .bc, .cu, .hip or .cl file", f.display()));
            }
            all.extend(found);
        } else {
            all.push(f.clone());
        }
    }
    if all.iter().filter(|f| crate::input::is_stdin(f)).count() > 1 {
        return Err("error: standard input (`-`) can be read only once".to_string());
    }
    if let Some(s) = shard {
        all = all
            .into_iter()
            .enumerate()
            .filter(|(i, _)| *i as u32 % s.count == s.index - 1)
            .map(|(_, f)| f)
            .collect();
    }
    Ok(all)
}

/// Runs `job` on every input of `inputs` (see the module documentation) and returns the worst
/// status; `human`: standard output is human text (painted when colour is on, [`crate::color`]).
pub fn run<F>(inputs: &Inputs, human: bool, job: F) -> ExitCode
where
    F: Fn(&Path, &mut Output) -> Exit + Sync,
{
    let files = match expand(&inputs.files, inputs.shard) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{e}");
            return Exit::Error.into();
        }
    };
    let write = |out: &Output| {
        crate::exit::print(&paint_if(human, &out.stdout, crate::color::Stream::Stdout));
        let err = crate::color::for_stream(&out.stderr, crate::color::Stream::Stderr);
        let _ = std::io::stderr().lock().write_all(err.as_bytes());
    };
    run_files(&files, inputs.jobs, job, write, !human).into()
}

/// [`run`] over an expanded list of files, with at most `jobs` at once; `sink` receives each
/// input's output, in input order. `direct`: when the inputs run one after another and no
/// progress bar is drawn, what a job streams ([`Output::out_stream`]) goes to standard output
/// at once instead of to `sink` (the text is not painted).
pub fn run_files<F, S>(files: &[PathBuf], jobs: Option<u32>, job: F, sink: S, direct: bool) -> Exit
where
    F: Fn(&Path, &mut Output) -> Exit + Sync,
    S: Fn(&Output),
{
    let bar = (files.len() > 1 && std::io::stderr().is_terminal()).then(|| {
        let pb = indicatif::ProgressBar::new(files.len() as u64);
        pb.set_style(
            indicatif::ProgressStyle::with_template(
                "{spinner} {pos}/{len} inputs [{bar:40}] {elapsed} {msg}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        pb
    });
    let mut worst = Exit::Clean;
    let emit = |out: &Output| match &bar {
        Some(pb) => {
            pb.suspend(|| sink(out));
            pb.inc(1);
        }
        None => sink(out),
    };
    let threads =
        jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |j| j as usize);
    if files.len() <= 1 || threads <= 1 {
        for f in files {
            let mut out = Output { direct: direct && bar.is_none(), ..Output::default() };
            worst = worst.max(job(f, &mut out));
            emit(&out);
        }
    } else {
        let pool = match rayon::ThreadPoolBuilder::new().num_threads(threads.min(files.len())).build() {
            Ok(p) => p,
            Err(e) => {
                eprintln!("error: cannot start {threads} threads: {e}");
                return Exit::Error;
            }
        };
        let (tx, rx) = std::sync::mpsc::channel::<(usize, Exit, Output)>();
        let job = &job;
        pool.in_place_scope(|s| {
            for (i, f) in files.iter().enumerate() {
                let tx = tx.clone();
                s.spawn(move |_| {
                    let mut out = Output::default();
                    let code = job(f, &mut out);
                    let _ = tx.send((i, code, out));
                });
            }
            drop(tx);
            // Print in input order as the results arrive.
            let mut pending: Vec<Option<(Exit, Output)>> = (0..files.len()).map(|_| None).collect();
            let mut next = 0;
            for (i, code, out) in rx.iter() {
                pending[i] = Some((code, out));
                while let Some((code, out)) = pending.get_mut(next).and_then(Option::take) {
                    worst = worst.max(code);
                    emit(&out);
                    next += 1;
                }
            }
        });
    }
    if let Some(pb) = bar {
        pb.finish_and_clear();
    }
    worst
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_parsing() {
        assert_eq!("3/8".parse::<Shard>(), Ok(Shard { index: 3, count: 8 }));
        for bad in ["0/8", "9/8", "3", "a/b", "1/0"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }

    #[test]
    fn shards_partition_the_inputs() {
        let files: Vec<PathBuf> = (0..7).map(|i| PathBuf::from(format!("f{i}.ll"))).collect();
        let mut seen = Vec::new();
        for k in 1..=3 {
            seen.extend(expand(&files, Some(Shard { index: k, count: 3 })).unwrap());
        }
        seen.sort();
        assert_eq!(seen, files);
        assert_eq!(
            expand(&files, Some(Shard { index: 2, count: 3 })).unwrap(),
            [PathBuf::from("f1.ll"), PathBuf::from("f4.ll")]
        );
    }

    #[test]
    fn output_in_input_order_and_worst_status() {
        let files: Vec<PathBuf> = (0..12).map(|i| PathBuf::from(i.to_string())).collect();
        let finished = std::sync::Mutex::new(Vec::new());
        let printed = std::sync::Mutex::new(String::new());
        let job = |f: &Path, out: &mut Output| {
            let i: u64 = f.to_str().unwrap().parse().unwrap();
            // later inputs finish first
            std::thread::sleep(std::time::Duration::from_millis(3 * (12 - i)));
            finished.lock().unwrap().push(i);
            out.out(&format!("{i} "));
            if i == 5 {
                Exit::Findings
            } else {
                Exit::Clean
            }
        };
        let worst = run_files(&files, Some(4), job, |o| printed.lock().unwrap().push_str(&o.stdout), true);
        assert_eq!(worst, Exit::Findings);
        assert_eq!(*printed.lock().unwrap(), "0 1 2 3 4 5 6 7 8 9 10 11 ");
        let finished = finished.lock().unwrap();
        assert_ne!(*finished, (0..12).collect::<Vec<u64>>(), "the jobs ran in parallel, out of order");
    }
}
