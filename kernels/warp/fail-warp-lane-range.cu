// fail: `lane < 15` admits lanes 0-14 of every warp, but the mask 0xffff also names lane 15,
// which never arrives: undefined behaviour on Volta and later.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_warp_lane_range(const int *in, int *out) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int lane = threadIdx.x % 32;
  int v = in[g];
  if (lane < 15)
    __syncwarp(0xffffu);
  out[g] = v;
}
