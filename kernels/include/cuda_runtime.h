/* cuda_runtime.h: lets a CUDA source that includes <cuda_runtime.h> compile against
 * warpflow's shim (warpflow_cuda.h) when no CUDA installation is given. */
#include "warpflow_cuda.h"
