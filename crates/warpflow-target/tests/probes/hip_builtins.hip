#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
__constant__ int cst[16];
__device__ int gv;
__global__ void k(int *out, float *f, unsigned long long *ts) {
  __shared__ int sh[256];
  int t = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workitem_id_y() + __builtin_amdgcn_workitem_id_z();
  int b = __builtin_amdgcn_workgroup_id_x() + __builtin_amdgcn_workgroup_id_y() + __builtin_amdgcn_workgroup_id_z();
  int bd = __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workgroup_size_y() + __builtin_amdgcn_workgroup_size_z();
  int gd = __builtin_amdgcn_grid_size_x() + __builtin_amdgcn_grid_size_y();
  const char *dp = (const char*)__builtin_amdgcn_dispatch_ptr();
  const char *ip = (const char*)__builtin_amdgcn_implicitarg_ptr();
  const char *kp = (const char*)__builtin_amdgcn_kernarg_segment_ptr();
  const char *qp = (const char*)__builtin_amdgcn_queue_ptr();
  unsigned long dd = 0;
  int lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  int ws = __builtin_amdgcn_wavefrontsize();
  sh[t] = t;
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_s_waitcnt(0);
  int rf = __builtin_amdgcn_readfirstlane(t) + __builtin_amdgcn_readlane(t, 3);
  int sw = __builtin_amdgcn_ds_swizzle(t, 0x1f) + __builtin_amdgcn_ds_bpermute(t*4, t) + __builtin_amdgcn_ds_permute(t*4, t);
  int dpp = __builtin_amdgcn_update_dpp(0, t, 0x111, 0xf, 0xf, false) + __builtin_amdgcn_mov_dpp(t, 0x111, 0xf, 0xf, false);
  unsigned long bal = __builtin_amdgcn_ballot_w64(t & 1) + __builtin_amdgcn_uicmp(t, 3, 32) + __builtin_amdgcn_fcmp(f[t], 1.0f, 1);
  long mt = __builtin_amdgcn_s_memtime() + __builtin_amdgcn_s_memrealtime() + __builtin_readcyclecounter();
  __builtin_amdgcn_s_sleep(1);
  __builtin_amdgcn_s_setprio(1);
  int at = __hip_atomic_fetch_add(out, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT) + __atomic_fetch_add(out, 1, __ATOMIC_SEQ_CST);
  unsigned ai = __builtin_amdgcn_atomic_inc32((unsigned*)out, 5u, __ATOMIC_SEQ_CST, "agent");
  float x = f[t];
  x = __builtin_sqrtf(x) + __builtin_amdgcn_sqrtf(x) + __builtin_amdgcn_rsqf(x) + __builtin_amdgcn_rcpf(x) + __builtin_amdgcn_sinf(x) + __builtin_amdgcn_exp2f(x) + __builtin_amdgcn_logf(x) + __builtin_amdgcn_fractf(x) + __builtin_amdgcn_ldexpf(x, 2) + __builtin_amdgcn_frexp_mantf(x) + __builtin_amdgcn_fmed3f(x, x, x) + __builtin_amdgcn_div_fixupf(x,x,x) + __builtin_fmaf(x,x,x) + __builtin_fabsf(x);
  int ub = __builtin_amdgcn_ubfe(t, 2, 3) + __builtin_amdgcn_sbfe(t, 1, 2) + __builtin_amdgcn_alignbyte(t, t, 1);
  out[t] = at + ai + x + ub + b + bd + gd + dp[0] + ip[4] + kp[0] + qp[0] + dd + lane + ws + rf + sw + dpp + bal + cst[b] + gv;
  ts[t] = mt;
}
