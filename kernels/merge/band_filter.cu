// A piecewise transfer function: a value above lo whose table entry is below hi takes one
// table-driven formula, every other value another of the same shape. The test is a `&&` whose
// second operand loads (so it cannot be speculated): clang -O3 keeps it as two branches that
// both reach the else side, which therefore has two entries.
#include "warpflow_cuda.h"

extern "C" __global__ void band_filter(const unsigned *in, const unsigned *tab, unsigned *out,
                                       unsigned lo, unsigned hi, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned v = in[i] & 1023u;
  unsigned r;
  if (v > lo && tab[v & 63u] < hi) {
    unsigned t = tab[v & 63u];
    r = (v * t + (v >> 2)) ^ (t << 3);
    r = r * 7u + tab[(v + 1u) & 63u];
  } else {
    unsigned t = tab[(v >> 4) & 63u];
    r = (v * t - (v >> 3)) ^ (t << 2);
    r = r * 5u + tab[(v + 3u) & 63u];
  }
  out[i] = r;
}
