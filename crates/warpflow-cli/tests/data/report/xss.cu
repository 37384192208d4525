// Report escaping test: every comment below tries to run script if the page does not escape it.
// </script><script>document.body.setAttribute('data-pwned', 'script')</script>
// <img src=x onerror="document.body.setAttribute('data-pwned', 'img')"> "double" 'single' & &amp;
__global__ void xss(int *out) {
  int t = threadIdx.x; // <svg onload="document.body.setAttribute('data-pwned','svg')">
  if (t < 16) {        // '"><iframe srcdoc="<script>parent.document.body.setAttribute('data-pwned','iframe')</script>">
    __syncthreads();   // </pre></details></div><script>document.body.setAttribute('data-pwned','pre')</script>
  }
  out[t] = t;
}
