// pass (OpenCL): work-group barriers in a loop with a uniform trip count (a kernel argument).
// Each iteration rotates the group's values by one place: out[g] = in of the work-item iters
// places further on in the group (cyclically). Local size at most 256.
__kernel void pass_cl_uniform_loop(__global const int *in, __global int *out, int iters) {
  __local int s[256];
  uint t = get_local_id(0);
  uint n = get_local_size(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < iters; i++) {
    int v = s[(t + 1) % n];
    barrier(CLK_LOCAL_MEM_FENCE);
    s[t] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = s[t];
}
