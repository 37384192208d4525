// fail: a `volatile __shared__` flag that thread 0 sets in the same barrier interval in which
// the other threads read it (no barrier between the write and the read): some threads see the
// old value and skip the barrier that the others wait at.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_volatile_flag(int *data, int limit) {
  volatile __shared__ int stop;
  __shared__ int s[256];
  unsigned int t = threadIdx.x;
  if (t == 0)
    stop = 0;
  s[t] = data[t];
  __syncthreads();
  if (t == 0)
    stop = s[0] >= limit;
  if (!stop) {
    s[t] += 1;
    __syncthreads();
  }
  data[t] = s[t];
}
