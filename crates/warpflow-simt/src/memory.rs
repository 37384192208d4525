//! Emulated memory and the encoding of addresses.
//!
//! An address is 64 bits: the top 8 bits are the space tag ([`TAG_GLOBAL`], [`TAG_SHARED`],
//! [`TAG_CONST`], [`TAG_PRIVATE`]); tag 0 is unmapped, so null and small integers never map.
//! - global and constant: bits `40..56` select a region (module globals first, then the launch's
//!   buffers), bits `0..40` are the offset in the region;
//! - shared: bits `0..56` are the offset in the block's shared memory (static shared globals,
//!   then dynamic shared memory);
//! - private: bits `40..56` are the thread's index in its block, bits `0..40` the offset in its
//!   private stack.
//!
//! Generic pointers carry their tag, so `addrspacecast` is the identity and a generic access
//! goes where its tag says. Global memory is shared by blocks that run in parallel, so it is
//! stored as atomic 32-bit words (relaxed accesses; read-modify-writes are compare-and-swap
//! loops, 8-byte ones under a striped lock).
//!
//! Invariant: every access is bounds-checked against its region; an address outside every
//! region is an error, never a panic.
//!
//! # The memory an operation sees
//! The executor's per-operation step ([`crate::exec`]) reaches memory only through the
//! [`Memory`] trait: loads, stores and atomics at tagged addresses (every address space through
//! one interface, the tag choosing the space) and private stack allocation, each failing with a
//! typed [`MemError`] rather than a message. [`BlockMem`] implements it for one block of a
//! launch (the launch's global regions, the block's shared memory, its threads' stacks); a test
//! can run the step over any other implementation (a plain byte array, say) and see exactly
//! which access failed and why.

use crate::exec::semantics::{self as sem, RmwK};
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};
use std::sync::Mutex;

/// Why memory refused an access (the kernel's fault, see [`crate::exec::KernelFault::Memory`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemError {
    /// no region is mapped at the address (tag 0, a function address, a region that does not
    /// exist)
    Unmapped,
    /// the access runs past the end of the region it starts in
    OutOfBounds,
    /// a store or atomic to read-only (constant) memory
    ReadOnly,
    /// an atomic at an address that is not a multiple of its size
    Misaligned,
}

/// A read-modify-write, as a value, so that [`Memory::atomic`] can apply it under whatever
/// exclusion the memory needs (a compare-and-swap loop, a lock) and stay object safe.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum AtomicOp {
    /// `atomicrmw`: the new value is [`sem::rmw`] of the old one and the operand
    Rmw(RmwK, u64),
    /// `cmpxchg`: `new` replaces the old value when it equals `cmp`
    CmpXchg {
        /// the expected value
        cmp: u64,
        /// the replacement
        new: u64,
    },
}

impl AtomicOp {
    /// The value that replaces `old` (of `size` bytes).
    #[inline]
    pub fn apply(self, old: u64, size: u8) -> u64 {
        match self {
            AtomicOp::Rmw(k, v) => sem::rmw(k, old, v, size),
            AtomicOp::CmpXchg { cmp, new } => sem::cmpxchg(old, cmp, new),
        }
    }
}

/// The memory one step of the executor reads and writes (see the module docs). Addresses are
/// tagged ([`decode_addr`]); sizes are 1, 2, 4 or 8 bytes, values little-endian in the low bits.
pub trait Memory {
    /// Reads `size` bytes at `addr`.
    fn load(&mut self, addr: u64, size: u8) -> Result<u64, MemError>;
    /// Writes the low `size` bytes of `v` at `addr`; returns whether the store changed memory
    /// other threads can see (shared or global, not a thread's private stack), which is what
    /// tells a spinning loop from one that makes progress.
    fn store(&mut self, addr: u64, size: u8, v: u64) -> Result<bool, MemError>;
    /// Atomically replaces the `size` bytes at `addr` by `op` applied to them; returns the old
    /// value and whether memory changed (the new value differs).
    fn atomic(&mut self, addr: u64, size: u8, op: AtomicOp) -> Result<(u64, bool), MemError>;
    /// `bytes` of zeroed private memory aligned to `align` on the stack of `thread` (its
    /// linear index in the block): the tagged address, or `None` past the private memory limit
    /// (an emulator limit, not the kernel's fault).
    fn alloca(&mut self, thread: usize, bytes: u64, align: u64) -> Option<u64>;
}

/// The memory of one block of a launch: the launch's global and constant regions (shared with
/// the blocks running in parallel), the block's shared memory and each thread's private stack.
#[derive(Debug)]
pub struct BlockMem<'a> {
    /// global and constant memory of the launch
    pub global: &'a GlobalMem,
    /// the block's shared memory
    pub shared: Vec<u8>,
    /// each thread's private memory (its stack)
    pub private: Vec<Vec<u8>>,
    /// each thread's stack pointer (bytes of its private memory in use)
    pub sp: Vec<u32>,
    /// the most private bytes a thread may use
    pub private_limit: u64,
}

impl BlockMem<'_> {
    /// The tagged address of offset `off` of thread `t`'s private memory.
    #[inline]
    pub fn private_addr(t: usize, off: u64) -> u64 {
        TAG_PRIVATE << TAG_SHIFT | (t as u64) << REGION_SHIFT | off
    }

    /// Copies `bytes` onto the stack of thread `t` (16-byte aligned) and returns their address.
    pub fn push_private(&mut self, t: usize, bytes: &[u8]) -> u64 {
        let base = (self.sp[t] as u64).div_ceil(16) * 16;
        let end = base + bytes.len() as u64;
        let p = &mut self.private[t];
        if (p.len() as u64) < end {
            p.resize(end as usize, 0);
        }
        p[base as usize..end as usize].copy_from_slice(bytes);
        self.sp[t] = end as u32;
        Self::private_addr(t, base)
    }
}

/// Whether `size` bytes at `off` lie inside `len` bytes.
#[inline(always)]
fn fits(off: u64, size: u8, len: usize) -> Result<(), MemError> {
    match off.checked_add(size as u64) {
        Some(end) if end <= len as u64 => Ok(()),
        _ => Err(MemError::OutOfBounds),
    }
}

impl Memory for BlockMem<'_> {
    #[inline(always)]
    fn load(&mut self, addr: u64, size: u8) -> Result<u64, MemError> {
        match decode_addr(addr) {
            Addr::Global(r, off) => Ok(self.global.region(r, off, size as u64)?.read(off, size)),
            Addr::Shared(off) => {
                fits(off, size, self.shared.len())?;
                Ok(read_bytes(&self.shared, off as usize, size))
            }
            Addr::Private(t, off) => {
                let p = self.private.get(t).ok_or(MemError::Unmapped)?;
                fits(off, size, p.len())?;
                Ok(read_bytes(p, off as usize, size))
            }
            Addr::Unmapped => Err(MemError::Unmapped),
        }
    }

    #[inline(always)]
    fn store(&mut self, addr: u64, size: u8, v: u64) -> Result<bool, MemError> {
        match decode_addr(addr) {
            Addr::Global(r, off) => {
                let reg = self.global.region(r, off, size as u64)?;
                if reg.read_only || addr >> TAG_SHIFT == TAG_CONST {
                    return Err(MemError::ReadOnly);
                }
                reg.write(off, size, v);
                Ok(true)
            }
            Addr::Shared(off) => {
                fits(off, size, self.shared.len())?;
                write_bytes(&mut self.shared, off as usize, size, v);
                Ok(true)
            }
            Addr::Private(t, off) => {
                let p = self.private.get_mut(t).ok_or(MemError::Unmapped)?;
                fits(off, size, p.len())?;
                write_bytes(p, off as usize, size, v);
                Ok(false)
            }
            Addr::Unmapped => Err(MemError::Unmapped),
        }
    }

    fn atomic(&mut self, addr: u64, size: u8, op: AtomicOp) -> Result<(u64, bool), MemError> {
        if addr % size as u64 != 0 {
            return Err(MemError::Misaligned);
        }
        if let Addr::Global(r, off) = decode_addr(addr) {
            let reg = self.global.region(r, off, size as u64)?;
            if reg.read_only || addr >> TAG_SHIFT == TAG_CONST {
                return Err(MemError::ReadOnly);
            }
            if size == 4 {
                let old = reg.rmw32(off, |x| op.apply(x as u64, 4) as u32) as u64;
                return Ok((old, op.apply(old, 4) != old));
            }
            return Ok(self.global.with_lock(addr, || {
                let old = reg.read(off, size);
                let new = op.apply(old, size);
                reg.write(off, size, new);
                (old, new != old)
            }));
        }
        // Shared and private memory belong to this block alone: no other thread runs meanwhile.
        let old = self.load(addr, size)?;
        let new = op.apply(old, size);
        self.store(addr, size, new)?;
        Ok((old, new != old))
    }

    #[inline]
    fn alloca(&mut self, t: usize, bytes: u64, align: u64) -> Option<u64> {
        let sp = *self.sp.get(t)? as u64;
        let base = sp.div_ceil(align) * align;
        let end = base.saturating_add(bytes);
        if end > self.private_limit {
            return None;
        }
        let p = &mut self.private[t];
        if (p.len() as u64) < end {
            p.resize(end as usize, 0);
        }
        p[base as usize..end as usize].fill(0);
        self.sp[t] = end as u32;
        Some(Self::private_addr(t, base))
    }
}

/// Bit position of the space tag.
pub const TAG_SHIFT: u32 = 56;
/// Bit position of the region (global) or thread (private) index.
pub const REGION_SHIFT: u32 = 40;
/// Global memory.
pub const TAG_GLOBAL: u64 = 1;
/// Shared memory.
pub const TAG_SHARED: u64 = 3;
/// Constant memory.
pub const TAG_CONST: u64 = 4;
/// Private (local) memory.
pub const TAG_PRIVATE: u64 = 5;
/// Function addresses (not accessible as data).
pub const TAG_FUNC: u64 = 0x7e;

/// Offset mask below the region bits.
pub const OFFSET_MASK: u64 = (1 << REGION_SHIFT) - 1;

/// A decoded address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Addr {
    /// global/constant region and offset
    Global(usize, u64),
    /// shared memory offset
    Shared(u64),
    /// private memory of thread `t` at offset
    Private(usize, u64),
    /// nothing is mapped there
    Unmapped,
}

/// Decodes a tagged address.
#[inline]
pub fn decode_addr(a: u64) -> Addr {
    match a >> TAG_SHIFT {
        TAG_GLOBAL | TAG_CONST => Addr::Global(((a >> REGION_SHIFT) & 0xffff) as usize, a & OFFSET_MASK),
        TAG_SHARED => Addr::Shared(a & ((1 << TAG_SHIFT) - 1)),
        TAG_PRIVATE => Addr::Private(((a >> REGION_SHIFT) & 0xffff) as usize, a & OFFSET_MASK),
        _ => Addr::Unmapped,
    }
}

/// The space of a tagged address, as a word for messages.
pub fn space_name(a: u64) -> &'static str {
    match a >> TAG_SHIFT {
        TAG_GLOBAL => "global",
        TAG_CONST => "constant",
        TAG_SHARED => "shared",
        TAG_PRIVATE => "private",
        _ => "unmapped",
    }
}

/// Where `addr` falls, in the launch's terms, for the message of an access memory refused
/// (what compute-sanitizer tells): the buffer, global variable, shared or private memory it
/// points into, the byte offset and the size, and how far past the end it is; or why nothing
/// is there (a null pointer, a function's address, a region the launch does not have).
pub fn describe_addr(addr: u64, mem: &BlockMem<'_>) -> String {
    let past = |off: u64, len: u64| {
        if off >= len {
            format!("{} bytes past its end", off - len)
        } else {
            "the access runs past its end".to_string()
        }
    };
    match decode_addr(addr) {
        // A negative index from the start of a region borrows from the region bits: region
        // `r + 1` minus a few bytes reads as region `r` at an offset near 2^40.
        Addr::Global(r, off) if off > OFFSET_MASK / 2 => {
            let before = OFFSET_MASK + 1 - off;
            match mem.global.regions.get(r + 1) {
                Some(reg) => format!(
                    "{before} bytes before the start of {}, a {} of {} bytes",
                    reg.name,
                    if reg.name.starts_with('@') { "global variable" } else { "buffer" },
                    reg.len
                ),
                None => format!("no buffer is mapped there (region {r}, offset {off})"),
            }
        }
        Addr::Global(r, off) => match mem.global.regions.get(r) {
            Some(reg) => {
                let what = if reg.name.starts_with('@') { "global variable" } else { "buffer" };
                format!("byte {off} of {}, a {what} of {} bytes ({})", reg.name, reg.len, past(off, reg.len))
            }
            None => format!(
                "no buffer is mapped there (region {r}; the launch has {} buffers and global variables)",
                mem.global.regions.len()
            ),
        },
        Addr::Shared(off) => format!(
            "byte {off} of the block's shared memory of {} bytes ({})",
            mem.shared.len(),
            past(off, mem.shared.len() as u64)
        ),
        Addr::Private(t, off) => {
            let used = mem.sp.get(t).copied().unwrap_or(0) as u64;
            format!("byte {off} of thread {t}'s private memory, {used} bytes allocated ({})", past(off, used))
        }
        Addr::Unmapped if addr >> TAG_SHIFT == TAG_FUNC => "the address of a function, not of data".into(),
        Addr::Unmapped if addr < 1 << 16 => "a null or near-null pointer: no buffer is mapped there".into(),
        Addr::Unmapped => "not an address of any buffer (an integer made into a pointer?)".into(),
    }
}

/// One region of global memory.
#[derive(Debug, Default)]
pub struct Region {
    /// name for messages (`@global` or `argN`)
    pub name: String,
    /// size in bytes
    pub len: u64,
    /// contents, as little-endian 32-bit words
    words: Vec<AtomicU32>,
    /// whether stores are errors
    pub read_only: bool,
}

impl Region {
    /// A region holding `bytes`.
    pub fn new(name: String, bytes: &[u8], read_only: bool) -> Region {
        let n = bytes.len().div_ceil(4);
        let mut words = Vec::with_capacity(n);
        for i in 0..n {
            let mut w = [0u8; 4];
            for (k, b) in w.iter_mut().enumerate() {
                *b = bytes.get(i * 4 + k).copied().unwrap_or(0);
            }
            words.push(AtomicU32::new(u32::from_le_bytes(w)));
        }
        Region { name, len: bytes.len() as u64, words, read_only }
    }

    /// A region holding `bytes`, which it consumes: they are freed as soon as they are copied
    /// into the region's words, so a buffer is held once (the region), not twice.
    pub fn from_vec(name: String, bytes: Vec<u8>, read_only: bool) -> Region {
        let r = Region::new(name, &bytes, read_only);
        drop(bytes);
        r
    }

    /// The contents as bytes, the region consumed (its words are freed as soon as they are
    /// copied out).
    pub fn into_bytes(self) -> Vec<u8> {
        let mut out = self.bytes();
        out.truncate(self.len as usize);
        out
    }

    /// The contents as bytes.
    pub fn bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.words.len() * 4);
        for w in &self.words {
            out.extend_from_slice(&w.load(Relaxed).to_le_bytes());
        }
        out.truncate(self.len as usize);
        out
    }

    #[inline]
    fn read_byte(&self, off: u64) -> u8 {
        (self.words[(off / 4) as usize].load(Relaxed) >> ((off % 4) * 8)) as u8
    }

    #[inline]
    fn write_byte(&self, off: u64, b: u8) {
        let sh = (off % 4) * 8;
        let w = &self.words[(off / 4) as usize];
        let _ = w.fetch_update(Relaxed, Relaxed, |x| Some((x & !(0xff << sh)) | ((b as u32) << sh)));
    }

    /// Reads `size` bytes at `off` (in bounds, checked by the caller).
    #[inline]
    pub fn read(&self, off: u64, size: u8) -> u64 {
        if size == 4 && off % 4 == 0 {
            return self.words[(off / 4) as usize].load(Relaxed) as u64;
        }
        if size == 8 && off % 4 == 0 {
            let i = (off / 4) as usize;
            return self.words[i].load(Relaxed) as u64 | (self.words[i + 1].load(Relaxed) as u64) << 32;
        }
        let mut v = 0u64;
        for k in 0..size as u64 {
            v |= (self.read_byte(off + k) as u64) << (8 * k);
        }
        v
    }

    /// Writes `size` bytes at `off` (in bounds, checked by the caller).
    #[inline]
    pub fn write(&self, off: u64, size: u8, v: u64) {
        if size == 4 && off % 4 == 0 {
            self.words[(off / 4) as usize].store(v as u32, Relaxed);
            return;
        }
        if size == 8 && off % 4 == 0 {
            let i = (off / 4) as usize;
            self.words[i].store(v as u32, Relaxed);
            self.words[i + 1].store((v >> 32) as u32, Relaxed);
            return;
        }
        for k in 0..size as u64 {
            self.write_byte(off + k, (v >> (8 * k)) as u8);
        }
    }

    /// Atomically replaces the 4-byte word at `off` (aligned) by `f(old)`; returns the old value.
    pub fn rmw32(&self, off: u64, f: impl Fn(u32) -> u32) -> u32 {
        let w = &self.words[(off / 4) as usize];
        match w.fetch_update(Relaxed, Relaxed, |x| Some(f(x))) {
            Ok(x) | Err(x) => x,
        }
    }
}

/// Global and constant memory of a launch: module globals, then buffers.
#[derive(Debug)]
pub struct GlobalMem {
    /// all regions
    pub regions: Vec<Region>,
    locks: Vec<Mutex<()>>,
}

impl GlobalMem {
    /// Memory made of these regions.
    pub fn new(regions: Vec<Region>) -> GlobalMem {
        GlobalMem { regions, locks: (0..64).map(|_| Mutex::new(())).collect() }
    }

    /// The contents of the regions `which` (indices), each region freed as soon as it is copied
    /// out, so the launch's memory and its results are never both held whole.
    pub fn into_contents(self, which: impl IntoIterator<Item = usize>) -> Vec<Vec<u8>> {
        let mut regions = self.regions;
        which
            .into_iter()
            .map(|r| regions.get_mut(r).map(std::mem::take).unwrap_or_default().into_bytes())
            .collect()
    }

    /// The region and offset for an access of `size` bytes at global `region`/`off`, if in
    /// bounds.
    #[inline]
    pub fn check(&self, region: usize, off: u64, size: u64) -> Option<&Region> {
        let r = self.regions.get(region)?;
        if off.checked_add(size)? <= r.len {
            Some(r)
        } else {
            None
        }
    }

    /// [`GlobalMem::check`] with the reason when it fails: region `region` does not exist
    /// ([`MemError::Unmapped`]) or the access runs past its end ([`MemError::OutOfBounds`]).
    #[inline(always)]
    pub fn region(&self, region: usize, off: u64, size: u64) -> Result<&Region, MemError> {
        let r = self.regions.get(region).ok_or(MemError::Unmapped)?;
        match off.checked_add(size) {
            Some(end) if end <= r.len => Ok(r),
            _ => Err(MemError::OutOfBounds),
        }
    }

    /// Runs `f` under the lock that guards 8-byte read-modify-writes near `addr`.
    pub fn with_lock<T>(&self, addr: u64, f: impl FnOnce() -> T) -> T {
        let l = &self.locks[((addr >> 3) % 64) as usize];
        let _g = l.lock().unwrap_or_else(|e| e.into_inner());
        f()
    }
}

/// Little-endian read of `size` bytes from a byte slice (in bounds, checked by the caller).
#[inline(always)]
pub fn read_bytes(buf: &[u8], off: usize, size: u8) -> u64 {
    match size {
        1 => buf[off] as u64,
        2 => u16::from_le_bytes([buf[off], buf[off + 1]]) as u64,
        4 => u32::from_le_bytes([buf[off], buf[off + 1], buf[off + 2], buf[off + 3]]) as u64,
        _ => {
            let mut b = [0u8; 8];
            b.copy_from_slice(&buf[off..off + 8]);
            u64::from_le_bytes(b)
        }
    }
}

/// Little-endian write of `size` bytes to a byte slice (in bounds, checked by the caller).
#[inline(always)]
pub fn write_bytes(buf: &mut [u8], off: usize, size: u8, v: u64) {
    buf[off..off + size as usize].copy_from_slice(&v.to_le_bytes()[..size as usize]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn region_access() {
        let r = Region::new("r".into(), &[1, 2, 3, 4, 5, 6, 7, 8, 9], false);
        assert_eq!(r.read(0, 4), 0x04030201);
        assert_eq!(r.read(1, 2), 0x0302);
        assert_eq!(r.read(0, 8), 0x0807060504030201);
        r.write(3, 2, 0xAABB);
        assert_eq!(r.read(2, 4), 0x06AABB03);
        assert_eq!(r.bytes().len(), 9);
        let moved = Region::from_vec("m".into(), r.bytes(), false);
        assert_eq!(moved.len, 9);
        assert_eq!(moved.into_bytes(), vec![1, 2, 3, 0xBB, 0xAA, 6, 7, 8, 9]);
        let g = GlobalMem::new(vec![r]);
        assert!(g.check(0, 8, 1).is_some());
        assert!(g.check(0, 8, 2).is_none());
        assert!(g.check(1, 0, 1).is_none());
        assert_eq!(decode_addr(TAG_GLOBAL << TAG_SHIFT | 2 << REGION_SHIFT | 12), Addr::Global(2, 12));
        assert_eq!(decode_addr(0), Addr::Unmapped);
        let two = GlobalMem::new(vec![
            Region::new("a".into(), &[1, 2, 3], false),
            Region::new("b".into(), &[4], false),
        ]);
        assert_eq!(two.into_contents([1, 0]), vec![vec![4], vec![1, 2, 3]]);
    }
}
