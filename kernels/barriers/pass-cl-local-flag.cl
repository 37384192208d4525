// pass (OpenCL): work-item 0 sets a `__local` flag, a barrier, then every work-item reads the
// flag at the same address and loops with barriers while it is clear: the load is a load from
// local memory at a group-uniform address after a barrier, so the loop exit is uniform.
// out[g] = in[g] + the number of rounds (the flag is set once the round reaches in[0] & 3).
__kernel void pass_cl_local_flag(__global const int *in, __global int *out) {
  __local int done[1];
  uint t = get_local_id(0);
  int v = in[get_global_id(0)];
  int round = 0;
  if (t == 0)
    done[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  while (!done[0]) {
    round++;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0 && round > (in[0] & 3))
      done[0] = 1;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = v + round;
}
