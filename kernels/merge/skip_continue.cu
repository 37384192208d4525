// A filtered accumulation as real code writes it: elements with low bits zero are skipped
// (`continue`), the rest are folded in by one of two similar formulas depending on a data bit,
// and a thread stops (`break`) once its sum passes a limit.
#include "warpflow_cuda.h"

extern "C" __global__ void skip_continue(const unsigned *in, const unsigned *tab, unsigned *out,
                                         int m, unsigned mask, unsigned limit) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned acc = 0;
  for (int k = 0; k < m; ++k) {
    unsigned v = in[((unsigned)i * (unsigned)m + (unsigned)k) & mask];
    if ((v & 7u) == 0)
      continue;
    if (v & 8u) {
      acc += (v >> 4) * 3u + tab[v & 63u];
    } else {
      acc += (v >> 5) * 5u ^ tab[(v >> 6) & 63u];
    }
    if (acc > limit)
      break;
  }
  out[i] = acc;
}
