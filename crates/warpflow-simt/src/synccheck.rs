//! Dynamic warp-synchronisation checking, in the manner of compute-sanitizer's `synccheck`: when
//! a warp-level operation with a member mask (`shfl.sync`, `vote.sync`, `bar.warp.sync`, as the
//! target model's `WarpMembers` names them) executes, every lane named in its mask must execute
//! it together with the executing lanes, and every executing lane must be named. Under the
//! emulator's reconvergence policy, the lanes executing an instruction together are the lanes of
//! the split that runs it; a lane named in the mask that is not in that split (it waits
//! elsewhere, has exited, or does not exist in a partial warp) *did not arrive*.
//!
//! `.sync` semantics (in the interpreter, `exec/warp.rs`): a split that reaches the operation while
//! lanes named in its mask are alive elsewhere waits; splits reaching the same operation in the
//! same frame join it, and once every live named lane is there they execute it together, so
//! under `deferred` and `none` (which keep a warp split after a divergent branch) a correct
//! kernel is not reported (`kernels/basic/warp_shuffle` at -O0). When nothing can run, a waiting
//! split is released and checked here with the lanes that came: the named lanes that never
//! arrive (blocked at a different operation or barrier, waiting to reconverge behind it, exited)
//! are the fault, under every policy.
//!
//! The check does not change the result: the operation still gives
//! its result over the executing lanes, and the run goes on. Faults are collected per operation
//! and warp (the first occurrence's lanes and mask, and how often it happened).

use serde::{Deserialize, Serialize};

use crate::location::Location;

/// Most distinct faults kept per block (further ones are only counted in `occurrences` of an
/// existing one, or dropped when they are new).
pub const MAX_FAULTS_PER_BLOCK: usize = 64;

/// One warp-sync operation that executed without all its members.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarpSyncFault {
    /// the block (x, y, z)
    pub block: [u32; 3],
    /// the warp index in the block
    pub warp: u32,
    /// the operation
    pub op: Location,
    /// the source line to look at: the outermost call site of the operation's `inlinedAt`
    /// chain (the user's line when a wrapper such as `__shfl_sync` was inlined), or its own
    /// `!dbg` location
    pub source: Option<String>,
    /// the member mask of the first executing lane (32 bits, lane `i` of its 32-lane group is
    /// bit `i`)
    pub mask: u32,
    /// lanes (index in the warp) that executed it
    pub executing: Vec<u32>,
    /// lanes named in the mask that were active elsewhere (not executing it together)
    pub missing: Vec<u32>,
    /// lanes named in the mask that had exited or do not exist (beyond the block's threads)
    pub exited: Vec<u32>,
    /// executing lanes not named in their own mask
    pub not_members: Vec<u32>,
    /// how often this operation faulted in this warp
    pub occurrences: u64,
}

/// What one execution of a warp-sync operation violated, as lane masks over the warp.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Violation {
    pub member_mask: u32,
    pub missing: u64,
    pub exited: u64,
    pub not_members: u64,
}

/// Checks one execution: `active` are the executing lanes, `alive` the lanes of the warp that
/// exist and have not exited, `w` the warp size, `mask_of(l)` the member-mask operand in lane
/// `l`. Masks are 32-bit and name lanes of the lane's 32-lane group. `None` when every member
/// arrived and every executing lane is a member.
/// The lanes of the warp named by the member masks of the lanes `active` (each lane's 32-bit
/// mask names lanes of its own 32-lane group).
pub(crate) fn named(active: u64, w: usize, mask_of: impl Fn(usize) -> u64) -> u64 {
    let mut named = 0u64;
    let mut mm = active;
    while mm != 0 {
        let l = mm.trailing_zeros() as usize;
        mm &= mm - 1;
        named |= ((mask_of(l) & 0xffff_ffff) << (l & !31)) & lane_range(w);
    }
    named
}

pub(crate) fn check(active: u64, alive: u64, w: usize, mask_of: impl Fn(usize) -> u64) -> Option<Violation> {
    let mut named = 0u64;
    let mut not_members = 0u64;
    let mut first = None;
    let mut mm = active;
    while mm != 0 {
        let l = mm.trailing_zeros() as usize;
        mm &= mm - 1;
        let m = mask_of(l) & 0xffff_ffff;
        first.get_or_insert(m as u32);
        let base = l & !31;
        let lanes = (m << base) & lane_range(w);
        named |= lanes;
        if lanes & (1u64 << l) == 0 {
            not_members |= 1u64 << l;
        }
    }
    let absent = named & !active;
    let v = Violation {
        member_mask: first.unwrap_or(0),
        missing: absent & alive,
        exited: absent & !alive,
        not_members,
    };
    (v.missing | v.exited | v.not_members != 0).then_some(v)
}

/// The lanes `0..w` as a mask.
fn lane_range(w: usize) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// The set bits of `m` as lane indices.
pub(crate) fn lanes(m: u64) -> Vec<u32> {
    (0..64).filter(|&l| m >> l & 1 == 1).collect()
}

/// Lane indices written as ranges: `0-15, 17, 20-22`.
pub fn lane_ranges(lanes: &[u32]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut k = 0;
    while k < lanes.len() {
        let start = lanes[k];
        let mut end = start;
        while k + 1 < lanes.len() && lanes[k + 1] == end + 1 {
            k += 1;
            end = lanes[k];
        }
        out.push(if start == end { start.to_string() } else { format!("{start}-{end}") });
        k += 1;
    }
    out.join(", ")
}

impl std::fmt::Display for WarpSyncFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "warp-sync error: {}{} with mask {:#010x} in warp {} of block {:?}: executed by lanes {}",
            self.op,
            self.source.as_ref().map_or(String::new(), |s| format!(" (source {s})")),
            self.mask,
            self.warp,
            self.block,
            lane_ranges(&self.executing)
        )?;
        if !self.missing.is_empty() {
            write!(f, "; lanes {} named in the mask did not arrive", lane_ranges(&self.missing))?;
        }
        if !self.exited.is_empty() {
            write!(f, "; lanes {} named in the mask have exited or do not exist", lane_ranges(&self.exited))?;
        }
        if !self.not_members.is_empty() {
            write!(f, "; lanes {} executed it without being in the mask", lane_ranges(&self.not_members))?;
        }
        if self.occurrences > 1 {
            write!(f, " ({} times)", self.occurrences)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_mask_from_the_odd_lanes() {
        let odd = 0xaaaa_aaaau64;
        let v = check(odd, u32::MAX as u64, 32, |_| 0xffff_ffff).unwrap();
        assert_eq!(v.missing, 0x5555_5555);
        assert_eq!((v.exited, v.not_members, v.member_mask), (0, 0, 0xffff_ffff));
        assert!(lane_ranges(&lanes(v.missing)).starts_with("0, 2, 4, 6"));
    }

    #[test]
    fn exact_members_pass_and_strangers_fail() {
        // The active lanes as the mask: fine.
        assert_eq!(check(0xff, u32::MAX as u64, 32, |_| 0xff), None);
        // Lane 0 executes with a mask that names only lane 1.
        let v = check(0b11, u32::MAX as u64, 32, |_| 0b10).unwrap();
        assert_eq!((v.missing, v.not_members), (0, 0b1));
        // Exited lanes named in the mask.
        let v = check(0xffff, 0xffff, 32, |_| 0xffff_ffff).unwrap();
        assert_eq!((v.missing, v.exited), (0, 0xffff_0000));
        // A 64-lane warp: masks name lanes of each 32-lane group.
        assert_eq!(check(u64::MAX, u64::MAX, 64, |_| 0xffff_ffff), None);
        let v = check(u32::MAX as u64, u64::MAX, 64, |_| 0xffff_ffff);
        assert_eq!(v, None, "lanes 32..63 are not named by lanes 0..31");
    }

    #[test]
    fn ranges() {
        assert_eq!(lane_ranges(&[0, 1, 2, 3, 5, 7, 8]), "0-3, 5, 7-8");
        assert_eq!(lane_ranges(&[]), "");
    }
}
