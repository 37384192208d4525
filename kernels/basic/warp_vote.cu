// Warp votes (blockDim.x a multiple of 32). For global thread g in warp w, lane l, with
// predicate p = in[g] odd:
//   ballot[w] = bit mask of lanes with p        (__ballot_sync, lane 0 writes)
//   flags[g]  = any(p) + 2 all(p) + 4 (number of lanes with p below l, via __popc)
//   active[g] = __activemask() inside the branch taken by lanes with p (so the mask of the
//               lanes with p), and 0 for the others: the mask of a divergent region.
#include "warpflow_cuda.h"

extern "C" __global__ void warp_vote(const int *in, unsigned int *ballot, int *flags, unsigned int *active) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int lane = threadIdx.x % warpSize;
  int p = in[g] & 1;
  unsigned int b = __ballot_sync(0xffffffffu, p);
  int any = __any_sync(0xffffffffu, p);
  int all = __all_sync(0xffffffffu, p);
  int below = __popc(b & ((1u << lane) - 1u));
  if (lane == 0)
    ballot[g / warpSize] = b;
  flags[g] = any + 2 * all + 4 * below;
  unsigned int m = 0;
  if (p)
    m = __activemask();
  active[g] = m;
}
