//! Colour in human output, as rustc and clang show it: `error` red, `warning` yellow, `note` and
//! `help` and the `-->` / `:::` location lines and gutters blue, carets red, all bold. The text
//! is rendered plain by each subcommand; [`paint`] adds ANSI escapes to its structural lines
//! when colour is on. Colour is on with `--color always`, off with `--color never`, and with
//! `--color auto` (the default) on when the stream is a terminal and `NO_COLOR` is unset or empty
//! (<https://no-color.org>). JSON, DOT, SVG and IR output are never painted. Reader and
//! verifier errors are laid out and styled by `annotate-snippets` ([`crate::diag`]) under the
//! same choice; lines that carry escapes already are left as they are.

use std::io::IsTerminal;
use std::sync::OnceLock;

/// `--color`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColorChoice {
    /// on a terminal, unless NO_COLOR is set
    #[default]
    Auto,
    /// always
    Always,
    /// never
    Never,
}

/// Which stream a text goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    /// standard output
    Stdout,
    /// standard error
    Stderr,
}

static CHOICE: OnceLock<ColorChoice> = OnceLock::new();

/// Records `--color` (once, from `main`).
pub fn set_choice(c: ColorChoice) {
    let _ = CHOICE.set(c);
}

/// Whether text for `stream` is painted.
pub fn enabled(stream: Stream) -> bool {
    match CHOICE.get().copied().unwrap_or_default() {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
            let tty = match stream {
                Stream::Stdout => std::io::stdout().is_terminal(),
                Stream::Stderr => std::io::stderr().is_terminal(),
            };
            tty && !no_color
        }
    }
}

const RED: &str = "\x1b[1;31m";
const YELLOW: &str = "\x1b[1;33m";
const BLUE: &str = "\x1b[1;34m";
const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";

/// `text` painted for `stream` when colour is on for it, else unchanged.
pub fn for_stream(text: &str, stream: Stream) -> String {
    if enabled(stream) {
        paint(text)
    } else {
        text.to_string()
    }
}

/// `text` with ANSI colours on its diagnostic lines (see the module documentation).
pub fn paint(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for line in text.split_inclusive('\n') {
        let (body, nl) = match line.strip_suffix('\n') {
            Some(b) => (b, "\n"),
            None => (line, ""),
        };
        out.push_str(&paint_line(body));
        out.push_str(nl);
    }
    out
}

fn paint_line(line: &str) -> String {
    // already styled (by `annotate-snippets` in `crate::diag`)
    if line.contains('\x1b') {
        return line.to_string();
    }
    // `error[kind]: message`, `warning: ...`, `note: ...`: the label coloured, the message bold.
    for (label, color) in [("error", RED), ("warning", YELLOW), ("note", BLUE), ("remark", BLUE)] {
        if let Some(rest) = line.strip_prefix(label) {
            if let Some(colon) = rest.find(": ") {
                let tag = &rest[..colon];
                if tag.is_empty() || (tag.starts_with('[') && tag.ends_with(']')) {
                    return format!("{color}{label}{tag}{RESET}{BOLD}:{}{RESET}", &rest[colon + 1..]);
                }
            }
        }
    }
    let trimmed = line.trim_start();
    let indent = &line[..line.len() - trimmed.len()];
    // `  --> file:line:col` and `  ::: file:line:col`
    for arrow in ["--> ", "::: "] {
        if let Some(rest) = trimmed.strip_prefix(arrow) {
            return format!("{indent}{BLUE}{}{RESET}{rest}", arrow.trim_end()).replacen(
                RESET,
                &format!("{RESET} "),
                1,
            );
        }
    }
    // `   = note: ...` / `   = help: ...`
    if let Some(rest) = trimmed.strip_prefix("= ") {
        if let Some((label, msg)) = rest.split_once(':') {
            if label == "note" || label == "help" {
                return format!("{indent}{BLUE}={RESET} {BOLD}{label}{RESET}:{msg}");
            }
        }
    }
    // gutters `12 | text` and `   |  ^^^ label`
    if let Some(bar) = line.find(" |") {
        let gutter = &line[..bar];
        if gutter.trim().chars().all(|c| c.is_ascii_digit())
            && (bar + 2 == line.len() || line[bar + 2..].starts_with(' '))
        {
            let rest = &line[bar + 2..];
            let rest = if gutter.trim().is_empty() && rest.trim_start().starts_with('^') {
                let t = rest.trim_start();
                let pad = &rest[..rest.len() - t.len()];
                let carets = t.len() - t.trim_start_matches('^').len();
                format!("{pad}{RED}{}{RESET}{}", &t[..carets], &t[carets..])
            } else {
                rest.to_string()
            };
            return format!("{BLUE}{gutter} |{RESET}{rest}");
        }
    }
    line.to_string()
}

/// `s` without ANSI escape sequences.
pub(crate) fn strip_escapes(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c == '\x1b' {
            it.by_ref().find(|d| d.is_ascii_alphabetic());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paints_diagnostic_lines_only() {
        let text = "error[possibly-divergent]: barrier\n  --> k.ll:3:1\n   |\n 3 |   call\n   |   ^^^^ here\n   = help: try\nplain line | x\n";
        let p = paint(text);
        assert!(
            p.starts_with("\x1b[1;31merror[possibly-divergent]\x1b[0m\x1b[1m: barrier\x1b[0m\n"),
            "{p:?}"
        );
        assert!(p.contains("  \x1b[1;34m-->\x1b[0m k.ll:3:1\n"), "{p:?}");
        assert!(p.contains("\x1b[1;34m   |\x1b[0m   \x1b[1;31m^^^^\x1b[0m here\n"), "{p:?}");
        assert!(p.contains("   \x1b[1;34m=\x1b[0m \x1b[1mhelp\x1b[0m: try\n"), "{p:?}");
        assert!(p.ends_with("plain line | x\n"), "{p:?}");
        // stripping the escapes gives the plain text back
        let plain = strip_escapes(&p);
        assert_eq!(plain, text);
    }
}
