// pass (OpenCL sub-groups): a sub-group reduction and broadcast under a condition on the
// work-group index (the same for every work-item of a sub-group): every work-item of the
// sub-group encounters them. out[g] = the sum of in over g's sub-group, plus in of its lane 0.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__kernel void pass_warp_cl_subgroup(__global const int *in, __global int *out, int flag) {
  size_t g = get_global_id(0);
  int v = in[g];
  if (get_group_id(0) + flag > 0)
    v = sub_group_reduce_add(v) + sub_group_broadcast(v, 0);
  out[g] = v;
}
