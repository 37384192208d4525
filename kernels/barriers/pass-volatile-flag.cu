// pass: a `volatile __shared__` stop flag written by thread 0 between two barriers and read by
// every thread after the second one: no thread writes the flag in the barrier interval of the
// read, so every thread reads the same value and the break is uniform.
#include "warpflow_cuda.h"

extern "C" __global__ void pass_volatile_flag(int *data, int limit) {
  volatile __shared__ int stop;
  __shared__ int s[256];
  unsigned int t = threadIdx.x;
  s[t] = data[t];
  for (int it = 0; it < 64; it++) {
    __syncthreads();
    if (t == 0)
      stop = s[0] >= limit;
    __syncthreads();
    if (stop)
      break;
    s[t] += 1;
  }
  data[t] = s[t];
}
