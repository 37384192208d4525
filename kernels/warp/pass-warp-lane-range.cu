// pass: the lower half-warp syncs with a mask naming exactly the lanes that take the branch:
// `lane < 16` with lane = threadIdx.x % 32 (and, in a second branch, `& 31`) admits lanes
// 0-15 of every warp, and 0xffff names lanes 0-15. Every lane of the mask arrives, and only
// they: `warpflow check` proves it (rule 4, the lane-range mask).
#include "warpflow_cuda.h"

extern "C" __global__ void pass_warp_lane_range(const int *in, int *out) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int lane = threadIdx.x % 32;
  int v = in[g];
  if (lane < 16) {
    v += __shfl_down_sync(0xffffu, v, 8);
    __syncwarp(0xffffu);
  }
  if ((threadIdx.x & 31) >= 24)
    v = __shfl_xor_sync(0xff000000u, v, 1);
  out[g] = v;
}
