// pass: a barrier under a condition on a kernel argument. `flag` is the same for every thread,
// so either the whole block reaches the barrier or none does. out[g] = in of the next thread
// of the block (cyclically) when flag != 0, else in[g].
#include "warpflow_cuda.h"

extern "C" __global__ void pass_arg_cond(const int *in, int *out, int flag) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  int v = in[g];
  if (flag) {
    s[t] = v;
    __syncthreads();
    v = s[(t + 1) % blockDim.x];
  }
  out[g] = v;
}
