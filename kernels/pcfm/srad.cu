// One iteration of SRAD, speckle reducing anisotropic diffusion (PCFM evaluation kernel), on a
// rows x cols image J (positive values, row-major; rows and cols multiples of 16), writing the
// result to Jout. Each 16x16 block computes the diffusion coefficient c of its pixels into
// shared memory, plus the coefficients of the row below and the column to the right (computed
// by the last row and column of threads: divergent halo work), then the divergence update
//   Jout = J + lambda/4 * (cN dN + cS dS + cW dW + cE dE)
// with cN = cW = c(i,j), cS = c(i+1,j), cE = c(i,j+1); borders replicate the edge pixel.
#include "warpflow_cuda.h"

#define BS 16

// The diffusion coefficient at (i, j), clamped to [0, 1].
static __device__ __forceinline__ float srad_coeff(const float *J, int rows, int cols, int i, int j,
                                                   float q0sqr) {
  float jc = J[i * cols + j];
  float jn, js, jw, je;
  if (i == 0)
    jn = jc;
  else
    jn = J[(i - 1) * cols + j];
  if (i == rows - 1)
    js = jc;
  else
    js = J[(i + 1) * cols + j];
  if (j == 0)
    jw = jc;
  else
    jw = J[i * cols + j - 1];
  if (j == cols - 1)
    je = jc;
  else
    je = J[i * cols + j + 1];
  float dn = jn - jc, ds = js - jc, dw = jw - jc, de = je - jc;
  float g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc);
  float l = (dn + ds + dw + de) / jc;
  float num = 0.5f * g2 - (1.0f / 16.0f) * (l * l);
  float den = 1.0f + 0.25f * l;
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
  float c = 1.0f / (1.0f + den);
  if (c < 0.0f)
    c = 0.0f;
  else if (c > 1.0f)
    c = 1.0f;
  return c;
}

extern "C" __global__ void srad(const float *J, float *Jout, int rows, int cols, float q0sqr,
                                float lambda) {
  __shared__ float cs[BS + 1][BS + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int i = blockIdx.y * BS + ty;
  int j = blockIdx.x * BS + tx;

  cs[ty][tx] = srad_coeff(J, rows, cols, i, j, q0sqr);
  if (ty == BS - 1) {
    // coefficient of the pixel below the tile (the image's last row uses its own)
    cs[BS][tx] = (i + 1 < rows) ? srad_coeff(J, rows, cols, i + 1, j, q0sqr) : cs[ty][tx];
  }
  if (tx == BS - 1) {
    cs[ty][BS] = (j + 1 < cols) ? srad_coeff(J, rows, cols, i, j + 1, q0sqr) : cs[ty][tx];
  }
  __syncthreads();

  float jc = J[i * cols + j];
  float jn = (i == 0) ? jc : J[(i - 1) * cols + j];
  float js = (i == rows - 1) ? jc : J[(i + 1) * cols + j];
  float jw = (j == 0) ? jc : J[i * cols + j - 1];
  float je = (j == cols - 1) ? jc : J[i * cols + j + 1];
  float cc = cs[ty][tx];
  float d = cc * (jn - jc) + cs[ty + 1][tx] * (js - jc) + cc * (jw - jc) + cs[ty][tx + 1] * (je - jc);
  Jout[i * cols + j] = jc + 0.25f * lambda * d;
}
