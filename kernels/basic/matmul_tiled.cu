// Tiled matrix multiply C = A B of n x n row-major float matrices (n a multiple of 16),
// through 16x16 tiles in shared memory; each thread accumulates one element of C in
// k order.
#include "warpflow_cuda.h"

#define TILE 16

extern "C" __global__ void matmul_tiled(const float *A, const float *B, float *C, int n) {
  __shared__ float as[TILE][TILE];
  __shared__ float bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    as[ty][tx] = A[row * n + k0 + tx];
    bs[ty][tx] = B[(k0 + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      acc += as[ty][k] * bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}
