// One compare-exchange step (j, k) of a global bitonic sorting network over n elements.
// Thread i (i < n) exchanges with i ^ j when that partner is above it; the direction
// depends on bit k of i. A whole sort is the host loop k = 2..n, j = k/2..1.
#include "warpflow_cuda.h"

extern "C" __global__ void bitonic_step(int *data, int j, int k, int n) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int p = i ^ (unsigned int)j;
  if (i >= (unsigned int)n || p <= i || p >= (unsigned int)n)
    return;
  int a = data[i];
  int b = data[p];
  if ((i & (unsigned int)k) == 0) {
    if (a > b) {
      data[i] = b;
      data[p] = a;
    }
  } else {
    if (a < b) {
      data[i] = b;
      data[p] = a;
    }
  }
}
