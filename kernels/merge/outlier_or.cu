// Robust scaling: an outlier (below lo, or with a weight above hi) is pulled towards the band
// with one weight table, any other value is scaled with another. The outlier test is a `||`
// whose second operand loads: clang -O3 keeps two branches that both reach the then side.
#include "warpflow_cuda.h"

extern "C" __global__ void outlier_or(const unsigned *in, const unsigned *w, unsigned *out,
                                      unsigned lo, unsigned hi, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned v = in[i] & 4095u;
  unsigned r;
  if (v < lo || w[v & 31u] > hi) {
    unsigned a = w[v & 31u];
    unsigned b = w[32u + ((v >> 5) & 31u)];
    r = (v >> 1) * a + b;
  } else {
    unsigned a = w[(v >> 3) & 31u];
    unsigned b = w[32u + ((v + 9u) & 31u)];
    r = (v << 1) * a - b;
  }
  out[i] = r ^ (unsigned)i;
}
