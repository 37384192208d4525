// fail (OpenCL): a work-group barrier under a condition on the local id; only work-items
// t < limit reach it. Local size at most 256.
__kernel void fail_cl_tid_cond(__global const int *in, __global int *out, int limit) {
  __local int s[256];
  uint t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  if (t < (uint)limit)
    barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = s[(t + 1) % get_local_size(0)];
}
