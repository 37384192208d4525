// Perimeter kernel of blocked LU decomposition (PCFM evaluation kernel), in place on the
// row-major dim x dim matrix m, for the diagonal block at (offset, offset) of size BS = 16
// whose LU factors (unit lower L00, upper U00) are already in place. Block b handles
// perimeter block number b + 1 to the right of and below the diagonal block:
//  - threads 0..BS-1 compute the row block U01 = L00^-1 A01 (column t, forward substitution);
//  - threads BS..2BS-1 compute the column block L10 = A10 U00^-1 (row t - BS).
// The two halves run isomorphic triangular loops: divergence between warps when BS = 32,
// inside a warp for BS = 16. Launch: blockDim.x = 2*BS, gridDim.x = (dim - offset)/BS - 1.
#include "warpflow_cuda.h"

#define BS 16

extern "C" __global__ void lud_perimeter(float *m, int dim, int offset) {
  __shared__ float dia[BS][BS];
  __shared__ float prow[BS][BS];
  __shared__ float pcol[BS][BS];
  int t = threadIdx.x;
  int peri = offset + (blockIdx.x + 1) * BS;

  // load: the first half loads the diagonal block's upper rows and the row block, the
  // second half the lower rows of the diagonal block and the column block
  if (t < BS) {
    for (int i = 0; i < BS / 2; i++)
      dia[i][t] = m[(offset + i) * dim + offset + t];
    for (int i = 0; i < BS; i++)
      prow[i][t] = m[(offset + i) * dim + peri + t];
  } else {
    int c = t - BS;
    for (int i = BS / 2; i < BS; i++)
      dia[i][c] = m[(offset + i) * dim + offset + c];
    for (int i = 0; i < BS; i++)
      pcol[i][c] = m[(peri + i) * dim + offset + c];
  }
  __syncthreads();

  if (t < BS) {
    // row block: column c of U01, forward substitution with the unit lower L00
    int c = t;
    for (int i = 1; i < BS; i++) {
      float sum = prow[i][c];
      for (int j = 0; j < i; j++)
        sum -= dia[i][j] * prow[j][c];
      prow[i][c] = sum;
    }
  } else {
    // column block: row r of L10, solving x U00 = a from the left
    int r = t - BS;
    for (int i = 0; i < BS; i++) {
      float sum = pcol[r][i];
      for (int j = 0; j < i; j++)
        sum -= pcol[r][j] * dia[j][i];
      pcol[r][i] = sum / dia[i][i];
    }
  }
  __syncthreads();

  if (t < BS) {
    for (int i = 0; i < BS; i++)
      m[(offset + i) * dim + peri + t] = prow[i][t];
  } else {
    int c = t - BS;
    for (int i = 0; i < BS; i++)
      m[(peri + i) * dim + offset + c] = pcol[i][c];
  }
}
