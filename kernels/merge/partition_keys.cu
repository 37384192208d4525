// One pass of a partition by a pivot: a key below the pivot goes to the low array with one
// weighting, the others to the high array with another; which side a thread takes depends on
// its data, not on its index.
#include "warpflow_cuda.h"

extern "C" __global__ void partition_keys(const unsigned *keys, const unsigned *w, unsigned *low,
                                          unsigned *high, unsigned pivot, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned key = keys[i] >> 8;
  if (key < pivot) {
    unsigned a = w[key & 255u];
    low[i] = key * 2u + a;
    high[i] = 0;
  } else {
    unsigned a = w[(key >> 8) & 255u];
    high[i] = key * 3u - a;
    low[i] = 0;
  }
}
