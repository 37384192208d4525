// OpenCL events (async_work_group_copy, wait_group_events), for the clang-19 round-trip test.
__kernel void copy(__global const float *in, __global float *out, __local float *tmp) {
  int g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);
  event_t e = async_work_group_copy(tmp, in + g * n, n, 0);
  wait_group_events(1, &e);
  float v = tmp[l];
  for (int i = 0; i < l; i++) v += tmp[i] * (float)i;
  barrier(CLK_LOCAL_MEM_FENCE);
  tmp[l] = v;
  event_t e2 = async_work_group_copy(out + g * n, tmp, n, 0);
  wait_group_events(1, &e2);
}
