// 8x8 DCT with quantization (PCFM evaluation kernel), JPEG style. Each 8x8 block of threads
// transforms one 8x8 tile of the width-wide image img (values in [0, 1), scaled to 0..255 and
// level-shifted by -128): a row pass and a column pass of the orthonormal DCT-II through
// shared memory, then each coefficient is divided by the JPEG luminance quantization table
// entry and rounded half away from zero. The rounding takes one of two isomorphic branches
// by the sign of the coefficient. coef receives the quantized integers in image layout.
#include "warpflow_cuda.h"

// dct_c[u][x] = a(u) cos((2x + 1) u pi / 16), a(0) = sqrt(1/8), a(u > 0) = 1/2
__constant__ float dct_c[8][8] = {
    {0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f},
    {0.490392640f, 0.415734806f, 0.277785117f, 0.097545161f, -0.097545161f, -0.277785117f, -0.415734806f, -0.490392640f},
    {0.461939766f, 0.191341716f, -0.191341716f, -0.461939766f, -0.461939766f, -0.191341716f, 0.191341716f, 0.461939766f},
    {0.415734806f, -0.097545161f, -0.490392640f, -0.277785117f, 0.277785117f, 0.490392640f, 0.097545161f, -0.415734806f},
    {0.353553391f, -0.353553391f, -0.353553391f, 0.353553391f, 0.353553391f, -0.353553391f, -0.353553391f, 0.353553391f},
    {0.277785117f, -0.490392640f, 0.097545161f, 0.415734806f, -0.415734806f, -0.097545161f, 0.490392640f, -0.277785117f},
    {0.191341716f, -0.461939766f, 0.461939766f, -0.191341716f, -0.191341716f, 0.461939766f, -0.461939766f, 0.191341716f},
    {0.097545161f, -0.277785117f, 0.415734806f, -0.490392640f, 0.490392640f, -0.415734806f, 0.277785117f, -0.097545161f},
};

// The luminance quantization table of the JPEG standard (ITU-T T.81, Annex K).
__constant__ float quant[8][8] = {
    {16, 11, 10, 16, 24, 40, 51, 61},     {12, 12, 14, 19, 26, 58, 60, 55},
    {14, 13, 16, 24, 40, 57, 69, 56},     {14, 17, 22, 29, 51, 87, 80, 62},
    {18, 22, 37, 56, 68, 109, 103, 77},   {24, 35, 55, 64, 81, 104, 113, 92},
    {49, 64, 78, 87, 103, 121, 120, 101}, {72, 92, 95, 98, 112, 100, 103, 99},
};

extern "C" __global__ void dct8x8_quant(const float *img, int *coef, int width) {
  __shared__ float tile[8][8];
  __shared__ float rowt[8][8];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * 8 + tx;
  int gy = blockIdx.y * 8 + ty;
  tile[ty][tx] = img[gy * width + gx] * 255.0f - 128.0f;
  __syncthreads();

  // row pass: frequency u = tx along row ty
  float s = 0.0f;
  for (int x = 0; x < 8; x++)
    s += dct_c[tx][x] * tile[ty][x];
  rowt[ty][tx] = s;
  __syncthreads();

  // column pass: frequency v = ty along column tx
  float d = 0.0f;
  for (int y = 0; y < 8; y++)
    d += dct_c[ty][y] * rowt[y][tx];

  float q = d / quant[ty][tx];
  int r;
  if (q >= 0.0f) {
    r = (int)(q + 0.5f);
  } else {
    r = -(int)(0.5f - q);
  }
  coef[gy * width + gx] = r;
}
