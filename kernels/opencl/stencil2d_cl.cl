// OpenCL 5-point Jacobi stencil on a width x height grid (row-major) in global memory:
// interior cells get 0.2 (c + n + s + w + e), border cells are copied (a divergent branch
// along the edges of the grid).
__kernel void stencil2d_cl(__global const float *in, __global float *out, int width, int height) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int i = y * width + x;
  if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
    out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - width] + in[i + width]);
  } else {
    out[i] = in[i];
  }
}
