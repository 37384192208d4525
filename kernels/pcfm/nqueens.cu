// N-queens by backtracking (PCFM evaluation kernel). Thread g < n*n fixes the queens of the
// first two rows in columns g / n and g % n and counts, by an iterative depth-first search
// with bit masks, the solutions that complete this prefix; counts[g] receives the number
// (0 for a conflicting prefix). The sum over all threads is the number of solutions
// (n = 8: 92). Requires 4 <= n <= 16; the search depth and path differ per thread.
#include "warpflow_cuda.h"

extern "C" __global__ void nqueens(int *counts, int n) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (n < 4 || n > 16 || g >= (unsigned int)(n * n))
    return;
  unsigned int full = (1u << n) - 1u;
  unsigned int b0 = 1u << (g / (unsigned int)n);
  unsigned int b1 = 1u << (g % (unsigned int)n);
  unsigned int cols = b0;
  unsigned int left = (b0 << 1) & full;
  unsigned int right = b0 >> 1;
  int count = 0;
  if ((b1 & (cols | left | right)) == 0) {
    unsigned int cs[16], ls[16], rs[16], avail[16];
    int depth = 2;
    cs[2] = cols | b1;
    ls[2] = ((left | b1) << 1) & full;
    rs[2] = (right | b1) >> 1;
    avail[2] = full & ~(cs[2] | ls[2] | rs[2]);
    while (depth >= 2) {
      if (avail[depth] == 0) {
        depth--;
      } else {
        unsigned int bit = avail[depth] & (0u - avail[depth]);
        avail[depth] ^= bit;
        if (depth == n - 1) {
          count++;
        } else {
          unsigned int c = cs[depth] | bit;
          unsigned int l = ((ls[depth] | bit) << 1) & full;
          unsigned int r = (rs[depth] | bit) >> 1;
          depth++;
          cs[depth] = c;
          ls[depth] = l;
          rs[depth] = r;
          avail[depth] = full & ~(c | l | r);
        }
      }
    }
  }
  counts[g] = count;
}
