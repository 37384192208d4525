// OpenCL histogram with atomics: 32 bins, bin = (uint) value % 32; a local histogram per
// work-group (atomic_inc), added to the global one with atomic_add. Grid-stride loop over n.
#define BINS 32

__kernel void histogram_cl(__global const int *in, int n, __global uint *hist) {
  __local uint local_hist[BINS];
  uint t = get_local_id(0);
  for (uint b = t; b < BINS; b += get_local_size(0))
    local_hist[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_global_id(0); i < (uint)n; i += get_global_size(0))
    atomic_inc(&local_hist[(uint)in[i] % BINS]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = t; b < BINS; b += get_local_size(0))
    atomic_add(&hist[b], local_hist[b]);
}
