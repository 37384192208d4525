// OpenCL 4-way divergence micro-kernel: work-item i takes path i mod 4 (so every 32- or
// 64-wide warp or wavefront splits four ways); each path is a dependent loop of its own.
// out[g] = path(in[g]) with 32-bit wrapping unsigned arithmetic.
__kernel void kway4_cl(__global const uint *in, __global uint *out, int iters) {
  uint g = get_global_id(0);
  uint x = in[g];
  switch (get_local_id(0) % 4) {
  case 0:
    for (int i = 0; i < iters; i++)
      x = x * 3u + 40503u;
    break;
  case 1:
    for (int i = 0; i < iters; i++)
      x = (x ^ (x >> 2)) * 69u;
    break;
  case 2:
    for (int i = 0; i < iters; i++)
      x = (x << 3) + (x ^ 42457u);
    break;
  default:
    for (int i = 0; i < iters; i++)
      x = x * x + 43434u;
    break;
  }
  out[g] = x;
}
