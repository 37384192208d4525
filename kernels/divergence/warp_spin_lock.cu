// Intra-warp spin lock: all threads of block b take the lock lock[b] in turn and increment
// counter[b] inside the critical section, so counter[b] ends at blockDim.x. Lanes of one
// warp contend for the same lock: the lane that wins leaves the spin loop while the others
// keep spinning. Under independent thread scheduling (Volta and later, the emulator's `its`
// policy) the winner runs on, releases the lock and the others follow: the kernel completes.
// Under a reconvergence stack (IPDOM, pre-Volta) the winner waits at the loop exit for the
// spinning lanes to reconverge, which never happens while it holds the lock: a hang.
#include "warpflow_cuda.h"

extern "C" __global__ void warp_spin_lock(int *lock, int *counter) {
  int *l = &lock[blockIdx.x];
  volatile int *c = &counter[blockIdx.x];
  while (atomicCAS(l, 0, 1) != 0) {
    // spin until the lock is free
  }
  *c = *c + 1; // critical section
  __threadfence();
  atomicExch(l, 0);
}
