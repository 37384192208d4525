#include "__clang_cuda_builtin_vars.h"
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
__constant__ int cst[16];
__device__ int gv;
__global__ void k(int *out, float *f, unsigned long long *ts) {
  __shared__ int sh[256];
  int t = threadIdx.x + threadIdx.y + threadIdx.z;
  int b = blockIdx.x + blockIdx.y + blockIdx.z;
  int bd = blockDim.x + blockDim.y + blockDim.z;
  int gd = gridDim.x + gridDim.y + gridDim.z;
  int ws = warpSize;
  int lane = __nvvm_read_ptx_sreg_laneid();
  int wid = __nvvm_read_ptx_sreg_warpid();
  int nw = __nvvm_read_ptx_sreg_nwarpid();
  int smid = __nvvm_read_ptx_sreg_smid();
  long long c64 = __nvvm_read_ptx_sreg_clock64();
  int c = __nvvm_read_ptx_sreg_clock();
  long long gt = __nvvm_read_ptx_sreg_globaltimer();
  unsigned lm = __nvvm_read_ptx_sreg_lanemask_lt();
  sh[t] = t;
  __syncthreads();
  __nvvm_bar_sync(0);
  __nvvm_barrier_sync(1);
  __nvvm_barrier_sync_cnt(1, 64);
  int p = __nvvm_bar0_popc(t & 1) + __nvvm_bar0_and(t&2) + __nvvm_bar0_or(t&4);
  __nvvm_bar_warp_sync(0xffffffff);
  int s = __nvvm_shfl_sync_down_i32(0xffffffff, t, 1, 31) + __nvvm_shfl_sync_up_i32(0xffffffff, t, 1, 0) + __nvvm_shfl_sync_bfly_i32(0xffffffff, t, 1, 31) + __nvvm_shfl_sync_idx_i32(0xffffffff, t, 0, 31);
  float sf = __nvvm_shfl_sync_down_f32(0xffffffff, f[t], 1, 31);
  int v = __nvvm_vote_all_sync(0xffffffff, t) + __nvvm_vote_any_sync(0xffffffff, t) + __nvvm_vote_uni_sync(0xffffffff, t) + __nvvm_vote_ballot_sync(0xffffffff, t);
  int mm = __nvvm_match_any_sync_i32(0xffffffff, t) ;
  int pred; int ma = __nvvm_match_all_sync_i32p(0xffffffff, t, &pred);
  int ac = __nvvm_activemask();
  int at = __nvvm_atom_add_gen_i(out, 1) + __nvvm_atom_cas_gen_i(out, 1, 2) + __nvvm_atom_inc_gen_ui((unsigned*)out, 5) + __nvvm_atom_cta_add_gen_i(out, 1);
  float af = __nvvm_atom_add_gen_f(f, 1.0f);
  __nvvm_membar_gl(); __nvvm_membar_cta(); __nvvm_membar_sys();
  float x = f[t];
  x = __builtin_sqrtf(x) + __builtin_expf(x) + __builtin_fabsf(x) + __builtin_fmaf(x,x,x) + __nvvm_sqrt_rn_f(x) + __nvvm_rsqrt_approx_f(x) + __nvvm_ex2_approx_f(x) + __nvvm_lg2_approx_f(x) + __nvvm_sin_approx_f(x) + __nvvm_fmax_f(x, 1.0f) + __builtin_fminf(x, 2.0f) + __builtin_floorf(x) + __nvvm_div_rn_f(x, x) + __nvvm_rcp_rn_f(x) + __builtin_copysignf(x, 1.0f) + __nvvm_saturate_f(x) + __nvvm_fabs_f(x);
  int ip = __builtin_popcount(t) + __builtin_clz(t) + __builtin_bitreverse32(t) + __nvvm_mulhi_i(t, t) + __builtin_abs(t) + __nvvm_prmt(t, t, 3) + __nvvm_f2i_rz(x);
  out[t] = p + s + v + mm + ma + ac + at + af + x + ip + b + bd + gd + ws + lane + wid + nw + smid + c + lm + cst[b] + gv + sf;
  ts[t] = c64 + gt;
}
