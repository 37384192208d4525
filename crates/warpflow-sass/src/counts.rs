//! Static counts of the reconvergence-related instruction forms of the study, over every
//! instruction of a listing (reachable or not).
//!
//! Keys (always all present, so tables line up): `SSY`, `SYNC`, `PBK`, `BRK`, `BSSY`, `BSYNC`,
//! `BREAK` (any `BREAK`, including `BREAK.RELIABLE`), `BRA.U`, `BRA.DIV`, `BRA.CONV`,
//! `WARPSYNC full` (`WARPSYNC.ALL` or the mask `0xffffffff`), `WARPSYNC partial` (another
//! immediate mask), `WARPSYNC register` (the mask in a register: unknown statically),
//! `.RECONVERGENT` and `.RELIABLE` (any opcode with that modifier), `BREAK.RELIABLE`, `BMOV`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::parse::{Instruction, OperandKind};

/// The count keys, in table order.
pub const KEYS: [&str; 17] = [
    "SSY",
    "SYNC",
    "PBK",
    "BRK",
    "BSSY",
    "BSYNC",
    "BREAK",
    "BRA.U",
    "BRA.DIV",
    "BRA.CONV",
    "WARPSYNC full",
    "WARPSYNC partial",
    "WARPSYNC register",
    ".RECONVERGENT",
    ".RELIABLE",
    "BREAK.RELIABLE",
    "BMOV",
];

/// Counts keyed by [`KEYS`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Counts(pub BTreeMap<String, u32>);

impl Default for Counts {
    fn default() -> Self {
        Counts(KEYS.iter().map(|k| (k.to_string(), 0)).collect())
    }
}

impl Counts {
    /// The count for `key` (0 for an unknown key).
    pub fn get(&self, key: &str) -> u32 {
        self.0.get(key).copied().unwrap_or(0)
    }

    fn bump(&mut self, key: &str) {
        *self.0.entry(key.to_string()).or_insert(0) += 1;
    }

    /// Adds the forms of one instruction.
    pub fn add(&mut self, inst: &Instruction) {
        let op = inst.opcode.as_str();
        if matches!(op, "SSY" | "SYNC" | "PBK" | "BRK" | "BSSY" | "BSYNC" | "BREAK" | "BMOV") {
            self.bump(op);
        }
        if op == "BRA" {
            for m in ["U", "DIV", "CONV"] {
                if inst.has_modifier(m) {
                    self.bump(&format!("BRA.{m}"));
                }
            }
        }
        if op == "WARPSYNC" {
            let mask = inst.operands.iter().find_map(|o| match o.kind {
                OperandKind::Immediate(v) => Some(v),
                _ => None,
            });
            let key = match mask {
                _ if inst.has_modifier("ALL") => "WARPSYNC full",
                Some(v) if v as u32 == u32::MAX => "WARPSYNC full",
                Some(_) => "WARPSYNC partial",
                None => "WARPSYNC register",
            };
            self.bump(key);
        }
        if inst.has_modifier("RECONVERGENT") {
            self.bump(".RECONVERGENT");
        }
        if inst.has_modifier("RELIABLE") {
            self.bump(".RELIABLE");
            if op == "BREAK" {
                self.bump("BREAK.RELIABLE");
            }
        }
    }

    /// Adds all counts of `other`.
    pub fn merge(&mut self, other: &Counts) {
        for (k, v) in &other.0 {
            *self.0.entry(k.clone()).or_insert(0) += v;
        }
    }
}
