// OpenCL 2.0 pipes, for the clang-19 round-trip test.
__kernel void producer(__write_only pipe int p, __global const int *in) {
  int x = get_global_id(0);
  int v = in[x];
  if (v & 1) write_pipe(p, &v);
}
__kernel void consumer(__read_only pipe int p, __global int *out) {
  int v;
  int x = get_global_id(0);
  if (read_pipe(p, &v) == 0) out[x] = v; else out[x] = -1;
}
