// Histogram with atomics: 64 bins, bin = (unsigned) value % 64. Every block accumulates a
// private histogram in shared memory with atomicAdd, then adds it to the global one.
// A grid-stride loop covers n values.
#include "warpflow_cuda.h"

#define BINS 64

extern "C" __global__ void histogram(const int *in, int n, unsigned int *hist) {
  __shared__ unsigned int local[BINS];
  unsigned int t = threadIdx.x;
  for (unsigned int b = t; b < BINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  unsigned int stride = gridDim.x * blockDim.x;
  for (unsigned int i = blockIdx.x * blockDim.x + t; i < (unsigned int)n; i += stride) {
    unsigned int bin = (unsigned int)in[i] % BINS;
    atomicAdd(&local[bin], 1u);
  }
  __syncthreads();
  for (unsigned int b = t; b < BINS; b += blockDim.x) {
    if (local[b] != 0)
      atomicAdd(&hist[b], local[b]);
  }
}
