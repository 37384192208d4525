// pass: a loop whose trip count depends on the thread index (t % 8 + 1), with the barrier
// after the loop: threads leave the loop at different times but all reach the barrier.
// out[g] = sum of in[g] * (i + 1) for i < t % 8 + 1 of the next thread (cyclically).
#include "warpflow_cuda.h"

extern "C" __global__ void pass_tid_loop_then_barrier(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  int v = in[g];
  int acc = 0;
  for (unsigned int i = 0; i < t % 8 + 1; i++)
    acc += v * (int)(i + 1);
  s[t] = acc;
  __syncthreads();
  out[g] = s[(t + 1) % blockDim.x];
}
