//! Where in the kernel something the emulator reports happened (a barrier, a fault, a warp-level
//! operation): plain data shared by the executor and the checks that report through it.

use serde::{Deserialize, Serialize};

/// Where something happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    /// function name
    pub function: String,
    /// block name
    pub block: String,
    /// the instruction's opcode, with its source location when known
    pub inst: String,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "function `{}`, block {}, `{}`", self.function, self.block, self.inst)
    }
}
