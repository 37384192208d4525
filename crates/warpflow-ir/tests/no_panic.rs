//! The reader never panics: random bytes and random mutations of valid IR either parse or
//! return an error.

use proptest::prelude::*;

const SEED: &str = include_str!("data/constructs.ll");
const SEED_EXT: &str = include_str!("data/reader_ext.ll");

fn check(s: &str) {
    // must return (Ok or Err), never panic; an Ok result must also print without panicking
    if let Ok(m) = warpflow_ir::parse(s) {
        let _ = warpflow_ir::print_module(&m);
    }
}

fn check_bytes(b: &[u8]) {
    if let Ok(m) = warpflow_ir::parse_bytes(b) {
        let _ = warpflow_ir::print_module(&m);
        let _ = warpflow_ir::verify_module(&m);
    }
}

/// `seed` with the edits applied in order: op 0 removes the byte at the index, 1 inserts `b`
/// there, 2 replaces it with `b`, 3 removes up to `b` bytes from there.
fn mutate(seed: &str, edits: &[(prop::sample::Index, u8, u8)]) -> Vec<u8> {
    let mut bytes = seed.as_bytes().to_vec();
    for &(ref at, op, b) in edits {
        if bytes.is_empty() {
            break;
        }
        let i = at.index(bytes.len());
        match op {
            0 => {
                bytes.remove(i);
            }
            1 => bytes.insert(i, b),
            2 => bytes[i] = b,
            _ => {
                let end = (i + b as usize).min(bytes.len());
                bytes.drain(i..end);
            }
        }
    }
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        check(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn random_raw_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        check_bytes(&bytes);
    }

    #[test]
    fn mutated_extensions_as_bytes(edits in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..3, any::<u8>()), 1..8)) {
        check_bytes(&mutate(SEED_EXT, &edits));
    }

    #[test]
    fn random_tokens(words in proptest::collection::vec(prop::sample::select(vec![
        "define", "declare", "@f", "%x", "%0", "1:", "{", "}", "(", ")", "[", "]", "<", ">", ",", "=",
        "i32", "ptr", "label", "br", "ret", "phi", "call", "!0", "!{", "!\"s\"", "#0", "#dbg_value",
        "void", "x", "4", "-1", "0x3FF0000000000000", "c\"ab\"", "metadata", "attributes", "global",
        "getelementptr", "zeroinitializer", "addrspace", "\n", "...", "asm", "to", "add", "switch",
        "callbr", "u0xFF", "s0x80", "target", "\"spirv.Image\"", "!DIArgList", "@llvm.smax.i32", "#7",
    ]), 0..80)) {
        check(&words.join(" "));
    }

    #[test]
    fn mutated_valid_ir(edits in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..4, any::<u8>()), 1..8)) {
        check(&String::from_utf8_lossy(&mutate(SEED, &edits)));
    }
}

#[test]
fn every_prefix_of_valid_ir() {
    for src in [include_str!("data/dbg_intrinsics.ll"), SEED_EXT] {
        for (i, _) in src.char_indices() {
            check(&src[..i]);
        }
    }
}
