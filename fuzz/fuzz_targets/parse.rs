//! Fuzz target for the LLVM IR reader: any byte string must parse or give an error, never panic.
//! When it parses, printing it and parsing the print again must succeed too (the writer's output is
//! always readable by the reader).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(module) = warpflow_ir::parse(text) {
        let printed = warpflow_ir::print_module(&module);
        if let Err(e) = warpflow_ir::parse(&printed) {
            panic!("printed module does not parse again: {e}\n{printed}");
        }
    }
});
