// fail (OpenCL sub-groups): a sub-group broadcast under a condition on the local index: only
// the odd work-items of each sub-group encounter it, but sub-group functions "must be
// encountered by all work-items in a sub-group".
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__kernel void fail_warp_cl_subgroup_odd(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int v = in[g];
  if (get_local_id(0) & 1)
    v = sub_group_broadcast(v, 1);
  out[g] = v;
}
