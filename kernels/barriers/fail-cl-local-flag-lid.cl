// fail (OpenCL): as pass-cl-local-flag, but each work-item reads its own element of a `__local`
// array of flags, which work-item 0 sets only for the even ones: the loop exit differs between
// work-items and the barriers in the loop are reached a different number of times.
__kernel void fail_cl_local_flag_lid(__global const int *in, __global int *out) {
  __local int done[256];
  uint t = get_local_id(0);
  int v = in[get_global_id(0)];
  int round = 0;
  done[t] = t & 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  while (!done[t]) {
    round++;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0 && round > 2)
      done[t] = 1;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = v + round;
}
