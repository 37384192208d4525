// 2-way divergence micro-kernel: lane i of every warp takes path i mod 2; each path is a
// dependent loop of its own (iters iterations, each step needs the previous x), so a warp
// issues the 2 loops one after another (2 paths x iters steps, 16 lanes active in each).
// out[g] = path(in[g]) with 32-bit wrapping unsigned arithmetic.
#include "warpflow_cuda.h"

extern "C" __global__ void kway2(const unsigned int *in, unsigned int *out, int iters) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int path = (threadIdx.x % warpSize) % 2u;
  unsigned int x = in[g];
  switch (path) {
  case 0:
    for (int i = 0; i < iters; i++)
      x = x * 3u + 40503u;
    break;
  case 1:
    for (int i = 0; i < iters; i++)
      x = (x ^ (x >> 2)) * 69u;
    break;
  default:
    break;
  }
  out[g] = x;
}
