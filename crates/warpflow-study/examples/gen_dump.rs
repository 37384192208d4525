//! Prints a generated kernel: `cargo run -p warpflow-study --example gen_dump -- twoway_branch`.
use warpflow_study::gen::{all_benches, generate, Options};
fn main() {
    let want = std::env::args().nth(1).unwrap_or_default();
    for b in all_benches() {
        if b.name() == want {
            print!("{}", generate(b, Options::default()).unwrap().text);
        }
    }
}
