// pass: an iterative relaxation that stops when no thread changed its value in the last sweep:
// `if (done) break;` on a __shared__ flag that is cleared by thread 0 and set by any thread,
// each between two barriers. The flag is one location read by the whole block in the same
// iteration, so the break is uniform and every barrier is convergent. (The barrier after the
// read matters: without it thread 0 could clear the flag for the next sweep while other warps
// still read it, a data race that the emulator shows as barrier divergence.)
#include "warpflow_cuda.h"

extern "C" __global__ void pass_shared_all_converged(int *data, int iters) {
  __shared__ int changed;
  __shared__ int v[256];
  unsigned int t = threadIdx.x;
  unsigned int n = blockDim.x;
  v[t] = data[t];
  for (int it = 0; it < iters; it++) {
    if (t == 0)
      changed = 0;
    __syncthreads();
    int left = v[(t + n - 1) % n];
    int mine = v[t];
    __syncthreads();
    if (left < mine) {
      v[t] = left;
      changed = 1;
    }
    __syncthreads();
    int done = !changed;
    __syncthreads();
    if (done)
      break;
  }
  data[t] = v[t];
}
