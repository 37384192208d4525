__kernel void sg(__global int *out, __global float *f) {
  uint s = get_sub_group_size() + get_max_sub_group_size() + get_num_sub_groups() + get_enqueued_num_sub_groups();
  uint id = get_sub_group_id();
  uint lid = get_sub_group_local_id();
  int v = out[lid];
  int a = sub_group_all(v > 0) + sub_group_any(v > 1);
  int b = sub_group_broadcast(v, 0);
  int r = sub_group_reduce_add(v) + sub_group_scan_inclusive_add(v) + sub_group_scan_exclusive_max(v);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  float fr = sub_group_reduce_add(f[lid]);
  int wr = work_group_reduce_add(v) + work_group_broadcast(v, 0) + work_group_all(v) + work_group_any(v) + work_group_scan_inclusive_add(v);
  out[lid] = s + id + a + b + r + fr + wr;
}
