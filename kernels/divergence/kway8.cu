// 8-way divergence micro-kernel: lane i of every warp takes path i mod 8; each path is a
// dependent loop of its own (iters iterations, each step needs the previous x), so a warp
// issues the 8 loops one after another (8 paths x iters steps, 4 lanes active in each).
// out[g] = path(in[g]) with 32-bit wrapping unsigned arithmetic.
#include "warpflow_cuda.h"

extern "C" __global__ void kway8(const unsigned int *in, unsigned int *out, int iters) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int path = (threadIdx.x % warpSize) % 8u;
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
  case 2:
    for (int i = 0; i < iters; i++)
      x = (x << 3) + (x ^ 42457u);
    break;
  case 3:
    for (int i = 0; i < iters; i++)
      x = x * x + 43434u;
    break;
  case 4:
    for (int i = 0; i < iters; i++)
      x = x * 75u + 44411u;
    break;
  case 5:
    for (int i = 0; i < iters; i++)
      x = (x ^ (x >> 6)) * 141u;
    break;
  case 6:
    for (int i = 0; i < iters; i++)
      x = (x << 7) + (x ^ 46365u);
    break;
  case 7:
    for (int i = 0; i < iters; i++)
      x = x * x + 47342u;
    break;
  default:
    break;
  }
  out[g] = x;
}
