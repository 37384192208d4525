// The case DARM was built for: odd lanes run one loop, even lanes another with the same trip
// structure (m iterations over a window of the input), so a warp runs both loops one after
// the other unless they are melded.
#include "warpflow_cuda.h"

extern "C" __global__ void two_loops(const unsigned *in, unsigned *out, int m, unsigned mask) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned acc = (unsigned)i;
  if (threadIdx.x & 1) {
    for (int k = 0; k < m; ++k) {
      unsigned x = in[((unsigned)i + (unsigned)k) & mask];
      acc = acc * 3u + (x ^ (unsigned)k);
    }
  } else {
    for (int k = 0; k < m; ++k) {
      unsigned x = in[((unsigned)i + 2u * (unsigned)k) & mask];
      acc = acc * 5u + (x - (unsigned)k);
    }
  }
  out[i] = acc;
}
