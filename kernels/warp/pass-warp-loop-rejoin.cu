// pass: a data-dependent branch in a loop, then a full-warp shuffle in the same iteration.
// The branch reconverges before the shuffle (its immediate post-dominator), so every lane
// executes each shuffle: `warpflow check` proves it. Under the emulator's `deferred` policy
// (reconvergence only at the loop exit) and `none` the two sides stay split inside the loop;
// `__shfl_xor_sync` is a `.sync` operation, so the split that reaches it first waits for the
// lanes its mask names, as on Volta and later, and nothing is reported.
// out[g] = v after four rounds of: v = odd ? 3v + 1 : v / 2; v += v of lane (l ^ 1).
#include "warpflow_cuda.h"

extern "C" __global__ void pass_warp_loop_rejoin(const int *in, int *out) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  for (int i = 0; i < 4; i++) {
    if (v & 1)
      v = 3 * v + 1;
    else
      v = v / 2;
    v += __shfl_xor_sync(0xffffffffu, v, 1);
  }
  out[g] = v;
}
