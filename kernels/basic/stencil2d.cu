// 5-point Jacobi stencil on a width x height grid (multiples of 16) through a shared tile
// with a one-cell halo: out = 0.2 (c + n + s + w + e); cells outside the grid read the
// centre cell. Edge threads of the block load the halo (divergent loads).
#include "warpflow_cuda.h"

#define BS 16

extern "C" __global__ void stencil2d(const float *in, float *out, int width, int height) {
  __shared__ float tile[BS + 2][BS + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * BS + tx;
  int y = blockIdx.y * BS + ty;
  float c = in[y * width + x];
  tile[ty + 1][tx + 1] = c;
  if (tx == 0)
    tile[ty + 1][0] = (x > 0) ? in[y * width + x - 1] : c;
  if (tx == BS - 1)
    tile[ty + 1][BS + 1] = (x < width - 1) ? in[y * width + x + 1] : c;
  if (ty == 0)
    tile[0][tx + 1] = (y > 0) ? in[(y - 1) * width + x] : c;
  if (ty == BS - 1)
    tile[BS + 1][tx + 1] = (y < height - 1) ? in[(y + 1) * width + x] : c;
  __syncthreads();
  float sum = tile[ty + 1][tx + 1] + tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] +
              tile[ty + 1][tx + 2];
  out[y * width + x] = 0.2f * sum;
}
