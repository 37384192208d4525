// OpenCL tree reduction in local memory: work-group b sums in[b*L .. b*L + L) into out[b]
// (L = local size, a power of two, at most 256).
__kernel void reduce_cl(__global const int *in, __global int *out) {
  __local int s[256];
  uint t = get_local_id(0);
  uint n = get_local_size(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint stride = n / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      s[t] += s[t + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0)
    out[get_group_id(0)] = s[0];
}
