// Partition and concurrent merge (PCFM evaluation kernel), odd-even merge based.
// Each block sorts its slice of n = 4 * blockDim.x elements (blockDim.x a power of two,
// at most 1024) ascending in two phases:
//  1. partition: thread t sorts its own run s[4t .. 4t+4) by insertion sort (data-dependent loop);
//  2. concurrent merge: Batcher's odd-even merge network merges the sorted runs, stage
//     p = 4, 8, ..., n/2; every thread handles the comparators whose lower index it owns.
#include "warpflow_cuda.h"

#define RUN 4

extern "C" __global__ void pcm_sort(int *data) {
  __shared__ int s[RUN * 1024];
  unsigned int t = threadIdx.x;
  unsigned int nt = blockDim.x;
  unsigned int n = RUN * nt;
  unsigned int base = blockIdx.x * n;
  for (unsigned int i = t; i < n; i += nt)
    s[i] = data[base + i];
  __syncthreads();

  // phase 1: insertion sort of the thread's own run
  unsigned int lo = RUN * t;
  for (unsigned int i = lo + 1; i < lo + RUN; i++) {
    int v = s[i];
    unsigned int j = i;
    while (j > lo && s[j - 1] > v) {
      s[j] = s[j - 1];
      j--;
    }
    s[j] = v;
  }
  __syncthreads();

  // phase 2: odd-even merges of runs of length p into runs of length 2p
  for (unsigned int p = RUN; p < n; p <<= 1) {
    for (unsigned int k = p; k > 0; k >>= 1) {
      unsigned int r = k % p;
      for (unsigned int a = t; a < n; a += nt) {
        // comparator (a, a + k) exists when a = r + m*2k + i with i < k, both ends in the
        // same 2p-block, and a + k < n
        if (a >= r && ((a - r) % (2 * k)) < k && a + k < n && a / (2 * p) == (a + k) / (2 * p)) {
          int x = s[a];
          int y = s[a + k];
          if (x > y) {
            s[a] = y;
            s[a + k] = x;
          }
        }
      }
      __syncthreads();
    }
  }

  for (unsigned int i = t; i < n; i += nt)
    data[base + i] = s[i];
}
