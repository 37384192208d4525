// Warp shuffles (blockDim.x a multiple of 32). For each warp of global thread g, lane l:
//   scan[g]   = inclusive prefix sum of in over lanes 0..l   (__shfl_up_sync)
//   total[g]  = sum of in over the warp                       (__shfl_xor_sync butterfly)
//   bcast[g]  = in of lane (l + 1) % 32, then lane 0's value  (__shfl_sync; see below)
//   sums[w]   = sum of in over warp w                         (__shfl_down_sync tree, lane 0 writes)
// bcast[g] = in[g rotated by one lane] + in[lane 0 of the warp].
#include "warpflow_cuda.h"

extern "C" __global__ void warp_shuffle(const int *in, int *scan, int *total, int *bcast, int *sums) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int lane = threadIdx.x % warpSize;
  int v = in[g];

  int s = v;
  for (unsigned int d = 1; d < warpSize; d <<= 1) {
    int o = __shfl_up_sync(0xffffffffu, s, d);
    if (lane >= d)
      s += o;
  }
  scan[g] = s;

  int t = v;
  for (int m = 16; m > 0; m >>= 1)
    t += __shfl_xor_sync(0xffffffffu, t, m);
  total[g] = t;

  int rot = __shfl_sync(0xffffffffu, v, (int)((lane + 1) % warpSize));
  int first = __shfl_sync(0xffffffffu, v, 0);
  bcast[g] = rot + first;

  int r = v;
  for (unsigned int d = 16; d > 0; d >>= 1)
    r += __shfl_down_sync(0xffffffffu, r, d);
  if (lane == 0)
    sums[g / warpSize] = r;
}
