// 32-way divergence micro-kernel: lane i of every warp takes path i mod 32; each path is a
// dependent loop of its own (iters iterations, each step needs the previous x), so a warp
// issues the 32 loops one after another (32 paths x iters steps, 1 lanes active in each).
// out[g] = path(in[g]) with 32-bit wrapping unsigned arithmetic.
#include "warpflow_cuda.h"

extern "C" __global__ void kway32(const unsigned int *in, unsigned int *out, int iters) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int path = (threadIdx.x % warpSize) % 32u;
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
  case 8:
    for (int i = 0; i < iters; i++)
      x = x * 147u + 48319u;
    break;
  case 9:
    for (int i = 0; i < iters; i++)
      x = (x ^ (x >> 3)) * 21u;
    break;
  case 10:
    for (int i = 0; i < iters; i++)
      x = (x << 4) + (x ^ 50273u);
    break;
  case 11:
    for (int i = 0; i < iters; i++)
      x = x * x + 51250u;
    break;
  case 12:
    for (int i = 0; i < iters; i++)
      x = x * 27u + 52227u;
    break;
  case 13:
    for (int i = 0; i < iters; i++)
      x = (x ^ (x >> 7)) * 93u;
    break;
  case 14:
    for (int i = 0; i < iters; i++)
      x = (x << 1) + (x ^ 54181u);
    break;
  case 15:
    for (int i = 0; i < iters; i++)
      x = x * x + 55158u;
    break;
  case 16:
    for (int i = 0; i < iters; i++)
      x = x * 99u + 56135u;
    break;
  case 17:
    for (int i = 0; i < iters; i++)
      x = (x ^ (x >> 4)) * 165u;
    break;
  case 18:
    for (int i = 0; i < iters; i++)
      x = (x << 5) + (x ^ 58089u);
    break;
  case 19:
    for (int i = 0; i < iters; i++)
      x = x * x + 59066u;
    break;
  case 20:
    for (int i = 0; i < iters; i++)
      x = x * 171u + 60043u;
    break;
  case 21:
    for (int i = 0; i < iters; i++)
      x = (x ^ (x >> 1)) * 45u;
    break;
  case 22:
    for (int i = 0; i < iters; i++)
      x = (x << 2) + (x ^ 61997u);
    break;
  case 23:
    for (int i = 0; i < iters; i++)
      x = x * x + 62974u;
    break;
  case 24:
    for (int i = 0; i < iters; i++)
      x = x * 51u + 63951u;
    break;
  case 25:
    for (int i = 0; i < iters; i++)
      x = (x ^ (x >> 5)) * 117u;
    break;
  case 26:
    for (int i = 0; i < iters; i++)
      x = (x << 6) + (x ^ 65905u);
    break;
  case 27:
    for (int i = 0; i < iters; i++)
      x = x * x + 66882u;
    break;
  case 28:
    for (int i = 0; i < iters; i++)
      x = x * 123u + 67859u;
    break;
  case 29:
    for (int i = 0; i < iters; i++)
      x = (x ^ (x >> 2)) * 189u;
    break;
  case 30:
    for (int i = 0; i < iters; i++)
      x = (x << 3) + (x ^ 69813u);
    break;
  case 31:
    for (int i = 0; i < iters; i++)
      x = x * x + 70790u;
    break;
  default:
    break;
  }
  out[g] = x;
}
