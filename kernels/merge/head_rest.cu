// Process the head, copy the rest: thread g's row of n values has a head whose length comes
// from the data (heads[g] mod (n + 1)); the head is replaced by its running sum, the rest is
// copied offset by the head's total. Two consecutive loops whose trip counts differ from lane
// to lane (h and n - h): a warp runs the longest head, then the longest rest, with part of its
// lanes idle in each, unless the two loops are fused.
#include "warpflow_cuda.h"

extern "C" __global__ void head_rest(const unsigned *in, const unsigned *heads, unsigned *out, int n) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned *row = in + g * n;
  unsigned *dst = out + g * n;
  int h = (int)(heads[g] % (unsigned)(n + 1));
  unsigned acc = 0;
  int k = 0;
  while (k < h) {
    acc += row[k];
    dst[k] = acc;
    k++;
  }
  while (k < n) {
    dst[k] = row[k] + acc;
    k++;
  }
}
