// OpenCL 2.0 images and samplers, for the clang-19 round-trip test.
__constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
__kernel void img(read_only image2d_t src, write_only image2d_t dst, sampler_t s2, __global float *out) {
  int x = get_global_id(0), y = get_global_id(1);
  float4 p = read_imagef(src, smp, (int2)(x, y));
  float4 q = read_imagef(src, s2, (float2)(x, y));
  if (p.x > 0.5f) p = p + q;
  write_imagef(dst, (int2)(x, y), p);
  out[x] = p.y;
}
__kernel void img3(read_only image3d_t a, read_write image1d_t b, read_only image2d_array_t c, __global int *o) {
  int x = get_global_id(0);
  o[x] = get_image_width(a) + get_image_width(b) + get_image_height(c);
  write_imagei(b, x, (int4)(x));
}
