// OpenCL tiled matrix multiply C = A B of n x n row-major float matrices (n a multiple of 16)
// through 16 x 16 tiles in local memory.
#define TILE 16

__kernel void matmul_cl(__global const float *A, __global const float *B, __global float *C, int n) {
  __local float as[TILE][TILE];
  __local float bs[TILE][TILE];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_global_id(1);
  int col = get_global_id(0);
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    as[ty][tx] = A[row * n + k0 + tx];
    bs[ty][tx] = B[(k0 + ty) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; k++)
      acc += as[ty][k] * bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
