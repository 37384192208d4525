// 4-way divergence micro-kernel: lane i of every warp takes path i mod 4; each path is a
// dependent loop of its own (iters iterations, each step needs the previous x), so a warp
// issues the 4 loops one after another (4 paths x iters steps, 8 lanes active in each).
// out[g] = path(in[g]) with 32-bit wrapping unsigned arithmetic.
#include "warpflow_cuda.h"

extern "C" __global__ void kway4(const unsigned int *in, unsigned int *out, int iters) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int path = (threadIdx.x % warpSize) % 4u;
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
  default:
    break;
  }
  out[g] = x;
}
