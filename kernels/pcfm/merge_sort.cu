// Per-thread bottom-up merge sort (PCFM evaluation kernel). Thread g sorts its own segment
// data[g*seg .. g*seg+seg) ascending (seg a power of two, at most 64), using tmp as the second
// buffer of the same size. The merge loop takes one of two isomorphic sides per element,
// chosen by the data: divergence that depends on the values, not on the thread index.
#include "warpflow_cuda.h"

extern "C" __global__ void merge_sort(int *data, int *tmp, int seg, int nthreads) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= (unsigned int)nthreads)
    return;
  int *src = data + g * seg;
  int *dst = tmp + g * seg;
  for (int width = 1; width < seg; width *= 2) {
    for (int lo = 0; lo < seg; lo += 2 * width) {
      int mid = lo + width;
      int hi = lo + 2 * width;
      int i = lo;
      int j = mid;
      int k = lo;
      while (i < mid && j < hi) {
        if (src[i] <= src[j]) {
          dst[k] = src[i];
          i++;
        } else {
          dst[k] = src[j];
          j++;
        }
        k++;
      }
      while (i < mid) {
        dst[k] = src[i];
        i++;
        k++;
      }
      while (j < hi) {
        dst[k] = src[j];
        j++;
        k++;
      }
    }
    int *t = src;
    src = dst;
    dst = t;
  }
  // the sorted run is in src; copy it home when it ended in tmp
  if (src != data + g * seg) {
    for (int i = 0; i < seg; i++)
      data[g * seg + i] = src[i];
  }
}
