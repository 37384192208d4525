__kernel void more(__global float *out, __global float *in, __local float *tmp, __global atomic_int *ai, __global int *gi) {
  size_t g = get_global_id(0);
  float4 v = vload4(g, in);
  vstore4(v * 2.0f, g, out);
  float h = vload_half(g, (__global half*)in);
  int c = convert_int_sat_rte(v.x) + convert_int(v.y);
  float n = native_sin(v.x) + half_cos(v.y) + native_powr(v.x, v.y) + sincos(v.z, &h) + fract(v.w, &h) + dot(v, v) + length(v) + mix(v.x, v.y, 0.5f) + select(v.x, v.y, (int)g);
  int a = atomic_fetch_add(ai, 1) + atomic_load(ai) + atomic_fetch_max_explicit(ai, 3, memory_order_relaxed);
  atomic_store(ai, 4);
  int ab = atomic_compare_exchange_strong(ai, gi, 5);
  event_t e = async_work_group_copy(tmp, in, 64, 0);
  wait_group_events(1, &e);
  prefetch(in, 16);
  int wr = work_group_reduce_max((int)g) + work_group_scan_exclusive_add((int)g);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  if (g == 0) printf("%d\n", c);
  out[g] = n + c + a + ab + wr + h + isnan(v.x) + signbit(v.y) + clamp(v.z, 0.0f, 1.0f) + fmod(v.x, v.y) + hypot(v.x, v.y) + upsample((short)g, (ushort)g) + add_sat((int)g, 3) + popcount((int)g) + ctz((int)g);
}
