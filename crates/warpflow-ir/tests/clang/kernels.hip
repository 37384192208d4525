// HIP device code for the clang-19 round-trip test (no ROCm headers needed).
__attribute__((device)) float helper(float a, int i) { return i & 1 ? a * 2.0f : a - 1.0f; }

extern "C" __attribute__((global)) void loop(float *out, const float *in, int n) {
  int t = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  float acc = 0;
  for (int i = t; i < n; i += 256) { acc += helper(in[i], i); }
  if (t < n) out[t] = acc;
}

// at -O2 -g the dead difference is kept as a #dbg_value of a !DIArgList
extern "C" __attribute__((global)) void arglist(int *out, const int *in, int n) {
  int t = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  for (int i = 0; i < n; i++) {
    int a = in[t + i];
    int b = in[t + 2 * i];
    int d = a - b;
    acc += a * b;
  }
  out[t] = acc;
}

// asm goto becomes callbr
extern "C" __attribute__((global)) void asm_goto(int *out, int n) {
  int t = __builtin_amdgcn_workitem_id_x();
  asm goto("s_cmp_eq_u32 %0, 0" :: "s"(n) :: skip);
  out[t] = 1;
  return;
skip:
  out[t] = 2;
}
