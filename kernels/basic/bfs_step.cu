// One frontier step of breadth-first search on a graph of n vertices stored with a fixed
// stride: vertex v has deg(v) = (unsigned) degree[v] % (maxdeg + 1) out-edges, the j-th to
// vertex (unsigned) adj[v * maxdeg + j] % n (so any input is a valid graph). Thread v, when v
// is in the frontier (frontier[v] odd), lowers cost[u] to level + 1 with atomicMin for every
// neighbour u and marks u in next. Trip counts differ per thread (data-dependent loop).
#include "warpflow_cuda.h"

extern "C" __global__ void bfs_step(const int *adj, const int *degree, const int *frontier, int *cost,
                                    int *next, int n, int maxdeg, int level) {
  unsigned int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= (unsigned int)n)
    return;
  if ((frontier[v] & 1) == 0)
    return;
  unsigned int deg = (unsigned int)degree[v] % (unsigned int)(maxdeg + 1);
  for (unsigned int j = 0; j < deg; j++) {
    unsigned int u = (unsigned int)adj[v * maxdeg + j] % (unsigned int)n;
    int old = atomicMin(&cost[u], level + 1);
    if (old > level + 1)
      next[u] = 1;
  }
}
