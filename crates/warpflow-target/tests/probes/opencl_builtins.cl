__kernel void ids(__global int *out, __global float *f, __local int *l, __constant int *c, __global int *a) {
  size_t g = get_global_id(0) + get_global_id(1)*3 + get_global_id(2);
  size_t li = get_local_id(0) + get_local_id(1) + get_local_id(2);
  size_t gr = get_group_id(0) + get_group_id(1);
  size_t ls = get_local_size(0) + get_enqueued_local_size(0);
  size_t gs = get_global_size(0);
  size_t ng = get_num_groups(0);
  size_t go = get_global_offset(0);
  uint wd = get_work_dim();
  size_t lli = get_global_linear_id() + get_local_linear_id();
  l[li] = g;
  barrier(CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
  mem_fence(CLK_LOCAL_MEM_FENCE);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  write_mem_fence(CLK_LOCAL_MEM_FENCE);
  atomic_add(a, 1); atomic_inc(a); atomic_sub(a,2); atomic_xchg(a,3); atomic_cmpxchg(a,1,2);
  atomic_min(a,1); atomic_max(a,1); atomic_and(a,1); atomic_or(a,1); atomic_xor(a,1); atomic_dec(a);
  atom_add(a, 1);
  atomic_add(l, 1);
  float x = f[g];
  x = sqrt(x) + native_sqrt(x) + exp(x) + native_exp(x) + fabs(x) + fma(x,x,x) + mad(x,x,x) + sin(x) + cos(x) + log(x) + pow(x,x) + rsqrt(x) + fmin(x,x)+fmax(x,x) + floor(x) + ceil(x) + exp2(x) + log2(x) + native_divide(x,x) + native_recip(x) + tanh(x) + trunc(x) + round(x) + copysign(x,x) + half_sqrt(x);
  int m = min((int)g, 3) + max((int)g, 4) + abs((int)g) + clz((int)g) + popcount((int)g) + mul24((int)g,(int)g) + mad24((int)g,(int)g,1) + mul_hi((int)g,(int)g) + rotate((int)g,3) + clamp((int)g, 0, 5);
  out[g] = x + m + ls + gs + ng + go + wd + gr + lli + c[gr];
}
