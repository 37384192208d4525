// Every intrinsic called with uniform operands only (kernel scalar arguments, constants), so
// that opt-19 reports exactly the intrinsics it treats as sources of divergence.
#define __global__ __attribute__((global))
__global__ void uni(int *out, float *fo, long *lo, int a, int b, float x) {
  int r = __builtin_amdgcn_readfirstlane(a) + __builtin_amdgcn_readlane(a, b);
  r += __builtin_amdgcn_ds_swizzle(a, 0x1f);
  r += __builtin_amdgcn_ds_bpermute(a, b) + __builtin_amdgcn_ds_permute(a, b);
  r += __builtin_amdgcn_update_dpp(0, a, 0x111, 0xf, 0xf, false) + __builtin_amdgcn_mov_dpp(a, 0x111, 0xf, 0xf, false);
  r += __builtin_amdgcn_mbcnt_lo(a, 0u) + __builtin_amdgcn_mbcnt_hi(a, 0u);
  r += __builtin_amdgcn_ubfe(a, 2, 3) + __builtin_amdgcn_sbfe(a, 1, b) + __builtin_amdgcn_alignbyte(a, b, 1);
  r += __builtin_amdgcn_workgroup_id_x() + __builtin_amdgcn_workitem_id_x();
  r += __builtin_amdgcn_wavefrontsize();
  long bal = __builtin_amdgcn_ballot_w64(a & 1) + __builtin_amdgcn_uicmp(a, b, 32) + __builtin_amdgcn_fcmp(x, 1.0f, 1);
  float f = __builtin_amdgcn_sqrtf(x) + __builtin_amdgcn_rsqf(x) + __builtin_amdgcn_rcpf(x) + __builtin_amdgcn_sinf(x) + __builtin_amdgcn_exp2f(x) + __builtin_amdgcn_logf(x) + __builtin_amdgcn_fractf(x) + __builtin_amdgcn_fmed3f(x, x, 2.0f) + __builtin_amdgcn_div_fixupf(x, x, x) + __builtin_sqrtf(x) + __builtin_fmaf(x, x, x);
  long t = __builtin_amdgcn_s_memtime() + __builtin_readcyclecounter();
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_wave_barrier();
  unsigned ai = __builtin_amdgcn_atomic_inc32((unsigned *)out, 5u, __ATOMIC_SEQ_CST, "agent");
  out[a] = r + ai;
  fo[a] = f;
  lo[a] = bal + t;
}
