// Bitonic sort of each block's slice in shared memory (PCFM evaluation kernel).
// Block b sorts data[b*n .. b*n+n) ascending, n = blockDim.x (a power of two, at most 1024).
// The compare-exchange direction depends on the thread index, so the two isomorphic
// branches below diverge inside a warp: the case branch fusion merges.
#include "warpflow_cuda.h"

extern "C" __global__ void bitonic_sort(int *data) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int n = blockDim.x;
  unsigned int base = blockIdx.x * n;
  s[t] = data[base + t];
  __syncthreads();
  for (unsigned int k = 2; k <= n; k <<= 1) {
    for (unsigned int j = k >> 1; j > 0; j >>= 1) {
      unsigned int p = t ^ j;
      if (p > t) {
        if ((t & k) == 0) {
          // ascending half
          int a = s[t];
          int b = s[p];
          if (a > b) {
            s[t] = b;
            s[p] = a;
          }
        } else {
          // descending half
          int a = s[t];
          int b = s[p];
          if (a < b) {
            s[t] = b;
            s[p] = a;
          }
        }
      }
      __syncthreads();
    }
  }
  data[base + t] = s[t];
}
