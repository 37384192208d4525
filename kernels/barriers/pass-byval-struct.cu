// pass: the trip count of a loop with barriers comes from a field of a struct kernel argument,
// which clang passes `byval`: the argument's memory is one copy per launch, the same for every
// thread, and nothing stores to it, so the loop exit is uniform.
#include "warpflow_cuda.h"

struct Params {
  int iters;
  int shift;
  int pad[6];
};

extern "C" __global__ void pass_byval_struct(const int *in, int *out, struct Params p) {
  __shared__ int s[256];
  unsigned int t = threadIdx.x;
  unsigned int n = blockDim.x;
  s[t] = in[t];
  __syncthreads();
  for (int i = 0; i < p.iters; i++) {
    int v = s[(t + p.shift) % n];
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  out[t] = s[t];
}
