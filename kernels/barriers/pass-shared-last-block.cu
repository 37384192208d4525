// pass: the "am I the last block" reduction. Each block sums its slice in shared memory, thread
// 0 publishes the partial sum and takes a ticket; the block that takes the last ticket sums the
// partial sums. The flag `am_last` is a __shared__ variable, which clang reads through a
// generic pointer (addrspacecast) even at -O3: one location, the same for the whole block, so
// the branch on it is block-uniform and the barriers under it are convergent.
#include "warpflow_cuda.h"

extern "C" __global__ void pass_shared_last_block(const int *in, int *partial, unsigned int *ticket,
                                                  int *out) {
  __shared__ int s[256];
  __shared__ int am_last;
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  __syncthreads();
  for (unsigned int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride)
      s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) {
    partial[blockIdx.x] = s[0];
    __threadfence();
    unsigned int k = atomicAdd(ticket, 1u);
    am_last = (k == gridDim.x - 1);
  }
  __syncthreads();
  if (am_last) {
    s[t] = t < gridDim.x ? partial[t] : 0;
    __syncthreads();
    for (unsigned int stride = blockDim.x / 2; stride > 0; stride /= 2) {
      if (t < stride)
        s[t] += s[t + stride];
      __syncthreads();
    }
    if (t == 0)
      out[0] = s[0];
  }
}
