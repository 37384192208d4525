//! Per-lane kernels over structure-of-arrays registers: register `r` of lane `l` is
//! `regs[r * w + l]`. Pure operations compute every lane of the warp into a stack buffer (the
//! plain loop the compiler vectorises) and then write the result back: all lanes when every lane
//! of the warp is active, only the active lanes otherwise (so the columns of lanes that belong to
//! other splits sharing the frame are left alone); a warp with only a few active lanes runs
//! lane by lane over its mask instead. Only operations without side effects and
//! without traps may use these helpers: inactive lanes are computed too, from whatever their
//! registers hold.
//!
//! Invariant: `w <= 64` and every register number is `< regs.len() / w` (the decoder's register
//! bound); a violation panics on the slice bounds check, it is never undefined behaviour.

/// The most lanes of a warp.
pub(crate) const MAX_W: usize = 64;

/// The lanes an operation runs on.
#[derive(Clone, Copy)]
pub(crate) struct Lanes {
    /// lanes per warp
    pub w: usize,
    /// active lanes
    pub mask: u64,
    /// whether every lane of the warp is active
    pub full: bool,
}

/// Masks with at most this many active lanes run lane by lane over the set bits instead of
/// computing the whole warp (a deeply divergent warp, e.g. one lane per path).
const SPARSE_LANES: u32 = 4;

impl Lanes {
    /// The lanes of `mask` in a warp of `w` whose full mask is `full_mask`.
    #[inline(always)]
    pub fn new(w: usize, mask: u64, full_mask: u64) -> Lanes {
        Lanes { w, mask, full: mask == full_mask }
    }

    #[inline(always)]
    fn sparse(self) -> bool {
        self.mask.count_ones() <= SPARSE_LANES
    }

    /// `f` for each active lane, over the set bits of the mask.
    #[inline(always)]
    fn each_set(self, regs: &mut [u64], d: u32, [a, b, c]: [u32; 3], f: impl Fn(u64, u64, u64) -> u64) {
        let w = self.w;
        let mut m = self.mask;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            regs[d as usize * w + l] =
                f(regs[a as usize * w + l], regs[b as usize * w + l], regs[c as usize * w + l]);
        }
    }

    /// Writes `out` into register `d` for the active lanes.
    #[inline(always)]
    fn store_n<const N: usize>(self, regs: &mut [u64], d: u32, out: &[u64; N]) {
        let s = d as usize * N;
        let rd = &mut regs[s..s + N];
        if self.full {
            rd.copy_from_slice(out);
        } else {
            let m = self.mask;
            for (l, (x, &o)) in rd.iter_mut().zip(out).enumerate() {
                if (m >> l) & 1 != 0 {
                    *x = o;
                }
            }
        }
    }

    #[inline(always)]
    fn col_n<const N: usize>(regs: &[u64], r: u32) -> &[u64; N] {
        let s = r as usize * N;
        <&[u64; N]>::try_from(&regs[s..s + N]).expect("a column has N lanes")
    }

    #[inline(always)]
    fn map3_n<const N: usize>(
        self,
        regs: &mut [u64],
        d: u32,
        [a, b, c]: [u32; 3],
        f: impl Fn(u64, u64, u64) -> u64,
    ) {
        let mut out = [0u64; N];
        let (ra, rb, rc) = (Self::col_n::<N>(regs, a), Self::col_n::<N>(regs, b), Self::col_n::<N>(regs, c));
        for (((o, &x), &y), &z) in out.iter_mut().zip(ra).zip(rb).zip(rc) {
            *o = f(x, y, z);
        }
        self.store_n::<N>(regs, d, &out);
    }

    #[inline(always)]
    fn map2_n<const N: usize>(self, regs: &mut [u64], d: u32, a: u32, b: u32, f: impl Fn(u64, u64) -> u64) {
        let mut out = [0u64; N];
        let (ra, rb) = (Self::col_n::<N>(regs, a), Self::col_n::<N>(regs, b));
        for ((o, &x), &y) in out.iter_mut().zip(ra).zip(rb) {
            *o = f(x, y);
        }
        self.store_n::<N>(regs, d, &out);
    }

    #[inline(always)]
    fn map1_n<const N: usize>(self, regs: &mut [u64], d: u32, a: u32, f: impl Fn(u64) -> u64) {
        let mut out = [0u64; N];
        let ra = Self::col_n::<N>(regs, a);
        for (o, &x) in out.iter_mut().zip(ra) {
            *o = f(x);
        }
        self.store_n::<N>(regs, d, &out);
    }

    /// Any warp size (a 64-lane buffer of which the first `w` lanes are used).
    #[inline(always)]
    fn map3_dyn(self, regs: &mut [u64], d: u32, [a, b, c]: [u32; 3], f: impl Fn(u64, u64, u64) -> u64) {
        let w = self.w;
        let mut out = [0u64; MAX_W];
        for (l, o) in out[..w].iter_mut().enumerate() {
            *o = f(regs[a as usize * w + l], regs[b as usize * w + l], regs[c as usize * w + l]);
        }
        for (l, &o) in out[..w].iter().enumerate() {
            if (self.mask >> l) & 1 != 0 {
                regs[d as usize * w + l] = o;
            }
        }
    }

    /// `d = f(a)` lane by lane.
    #[inline(always)]
    pub fn map1(self, regs: &mut [u64], d: u32, a: u32, f: impl Fn(u64) -> u64) {
        if self.sparse() {
            return self.each_set(regs, d, [a, a, a], |x, _, _| f(x));
        }
        match self.w {
            32 => self.map1_n::<32>(regs, d, a, f),
            64 => self.map1_n::<64>(regs, d, a, f),
            _ => self.map3_dyn(regs, d, [a, a, a], |x, _, _| f(x)),
        }
    }

    /// `d = f(a, b)` lane by lane.
    #[inline(always)]
    pub fn map2(self, regs: &mut [u64], d: u32, a: u32, b: u32, f: impl Fn(u64, u64) -> u64) {
        if self.sparse() {
            return self.each_set(regs, d, [a, b, b], |x, y, _| f(x, y));
        }
        match self.w {
            32 => self.map2_n::<32>(regs, d, a, b, f),
            64 => self.map2_n::<64>(regs, d, a, b, f),
            _ => self.map3_dyn(regs, d, [a, b, b], |x, y, _| f(x, y)),
        }
    }

    /// `d = f(a, b, c)` lane by lane.
    #[inline(always)]
    pub fn map3(self, regs: &mut [u64], d: u32, a: u32, b: u32, c: u32, f: impl Fn(u64, u64, u64) -> u64) {
        if self.sparse() {
            return self.each_set(regs, d, [a, b, c], f);
        }
        match self.w {
            32 => self.map3_n::<32>(regs, d, [a, b, c], f),
            64 => self.map3_n::<64>(regs, d, [a, b, c], f),
            _ => self.map3_dyn(regs, d, [a, b, c], f),
        }
    }

    /// `d = s` lane by lane.
    #[inline(always)]
    pub fn copy(self, regs: &mut [u64], d: u32, s: u32) {
        if d == s {
            return;
        }
        if self.full {
            let w = self.w;
            regs.copy_within(s as usize * w..s as usize * w + w, d as usize * w);
        } else {
            self.map1(regs, d, s, |x| x);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partial_mask_leaves_inactive_lanes() {
        let w = 4;
        let mut regs = vec![1, 2, 3, 4, 10, 20, 30, 40, 7, 7, 7, 7];
        let l = Lanes { w, mask: 0b0101, full: false };
        l.map2(&mut regs, 2, 0, 1, |a, b| a + b);
        assert_eq!(&regs[8..], &[11, 7, 33, 7]);
        let l = Lanes { w, mask: 0b1111, full: true };
        l.map2(&mut regs, 2, 0, 1, |a, b| a * b);
        assert_eq!(&regs[8..], &[10, 40, 90, 160]);
        let l = Lanes { w, mask: 0b0010, full: false };
        l.copy(&mut regs, 0, 2);
        assert_eq!(&regs[..4], &[1, 40, 3, 4]);
        // dense partial masks, warp sizes 32 and 64, against a lane-by-lane definition
        for w in [32usize, 64, 5] {
            for mask in [0b1011_0110u64, u64::MAX >> (64 - w), 0x5555_5555_5555_5555 & (u64::MAX >> (64 - w))]
            {
                let full = u64::MAX >> (64 - w);
                let mut regs: Vec<u64> = (0..4 * w as u64).map(|x| x * 7 + 1).collect();
                let before = regs.clone();
                Lanes::new(w, mask, full).map3(&mut regs, 3, 0, 1, 2, |a, b, c| a * b + c);
                for l in 0..w {
                    let want = if mask >> l & 1 != 0 {
                        before[l] * before[w + l] + before[2 * w + l]
                    } else {
                        before[3 * w + l]
                    };
                    assert_eq!(regs[3 * w + l], want, "w {w} mask {mask:#x} lane {l}");
                }
            }
        }
    }
}
