// Small CUDA kernels whose SASS the warpflow-sass tests check (compiled by scripts/regen-sass-fixtures:
// clang-19 -> llc-19 -> ptxas -> nvdisasm). Written without the CUDA headers (-nocudainc).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __noinline__ __attribute__((noinline))

__device__ static inline int tid() { return __nvvm_read_ptx_sreg_tid_x(); }

// Two-way divergent if/else, each side a loop the compiler cannot merge or predicate.
__global__ void diamond(int *out, int n) {
  int t = tid();
  int v;
  if (t % 2 == 0) {
    v = 0;
    for (int i = 0; i < n; i++) v = v * 3 + out[i];
  } else {
    v = 1;
    for (int i = 0; i < n; i++) v = v * 5 ^ out[i + 1];
  }
  out[t] = v;
}

// A loop whose exit is divergent (data-dependent break).
__global__ void loop_break(int *out, int n) {
  int t = tid();
  int acc = 0;
  for (int i = 0; i < n; i++) {
    acc += out[i * 32 + t];
    if (acc > 1000) break;
  }
  out[t] = acc;
}

// A loop with a break in the middle of its body, and work on both sides of the break.
__global__ void loop_mid_break(int *out, const int *in, int n) {
  int t = tid();
  int acc = t;
  for (int i = 0; i < n; i++) {
    int x = in[i * 32 + t];
    if (x < 0) {
      out[i] = acc;
      break;
    }
    acc = acc * 7 + x;
    out[i + 64] = acc;
  }
  out[t] = acc;
}

// Nested divergent conditions with an early return on one side.
__global__ void nested_return(int *out, int n) {
  int t = tid();
  if (t < n) {
    if (t & 4) {
      out[t] = out[t + 1] * 3;
      if (out[t] == 7) return;
      out[t + 2] = 1;
    } else {
      for (int i = 0; i < n; i++) out[t] += out[i];
    }
    out[t + 3] = 2;
  }
  out[0] = t;
}

// k-way divergence: lane i takes path i mod 4.
__global__ void four_way(int *out, int n) {
  int t = tid();
  int v = t;
  switch (t % 4) {
  case 0: for (int i = 0; i < n; i++) v = v * 3 + 1; break;
  case 1: for (int i = 0; i < n; i++) v = v * 5 + 2; break;
  case 2: for (int i = 0; i < n; i++) v = v * 7 + 3; break;
  default: for (int i = 0; i < n; i++) v = v * 11 + 4; break;
  }
  out[t] = v;
}

// A warp-synchronous shuffle reduction under a divergent condition.
__global__ void warp_sync(int *out, int n) {
  int t = tid();
  int v = out[t];
  if (t < n) {
    unsigned mask = __nvvm_vote_ballot_sync(0xffffffffu, v > 0);
    for (int o = 16; o > 0; o /= 2) v += __nvvm_shfl_sync_down_i32(mask, v, o, 31);
  }
  __nvvm_bar_warp_sync(0xffffffffu);
  out[t] = v;
}

// A call to a non-inlined device function inside a divergent branch.
__device__ __noinline__ int helper(int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i] * i;
  return s;
}
__global__ void call_in_branch(int *out, int n) {
  int t = tid();
  if (t & 1) out[t] = helper(out, n);
  out[t + 1] = 0;
}
