// fail: as pass-byval-struct, but each thread first overwrites the trip count in its copy of
// the struct argument with a value of its own: the loads of the field then differ between
// threads and the barriers in the loop are reached a different number of times.
#include "warpflow_cuda.h"

struct Params {
  int iters;
  int shift;
  int pad[6];
};

__device__ __attribute__((noinline)) void set_iters(struct Params *q, int v) { q->iters = v; }

extern "C" __global__ void fail_byval_struct(const int *in, int *out, struct Params p) {
  __shared__ int s[256];
  unsigned int t = threadIdx.x;
  unsigned int n = blockDim.x;
  set_iters(&p, in[t] & 3);
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
