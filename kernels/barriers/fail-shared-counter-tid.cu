// fail: a loop whose exit tests a per-thread counter kept in __shared__ memory: each thread
// runs its own number of iterations, so the barrier in the loop is reached a different number
// of times by different threads.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_shared_counter_tid(const int *in, int *out) {
  __shared__ int count[256];
  unsigned int t = threadIdx.x;
  count[t] = in[t] & 3;
  int acc = 0;
  while (count[t] > 0) {
    acc += count[t];
    __syncthreads();
    count[t] -= 1;
  }
  out[t] = acc;
}
