// ALU-heavy benchmark kernel for the emulator's throughput figure: every thread runs the same
// dependent integer/float loop (no divergence, full warps), then stores one word.
#include "warpflow_cuda.h"

extern "C" __global__ void alu_loop(const unsigned int *in, unsigned int *out, int iters) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int x = in[g];
  unsigned int y = x ^ 0x9e3779b9u;
  float f = (float)(x & 0xffffu);
#pragma unroll 1
  for (int i = 0; i < iters; i++) {
    x = x * 1664525u + 1013904223u;
    y = (y ^ (y >> 7)) + (x << 3);
    x = x ^ (y >> 11);
    f = f * 0.75f + (float)(x & 1023u);
    y = y + (unsigned int)i;
  }
  out[g] = x ^ y ^ (unsigned int)(int)f;
}
