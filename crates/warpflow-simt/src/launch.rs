//! Launch specs (the TOML format of `kernels/README.md`) and the initial contents of buffers.
//!
//! A [`LaunchSpec`] names the kernel, the grid and block dimensions, the dynamic shared memory
//! size and one [`ArgSpec`] per kernel parameter. [`ArgSpec::initial_bytes`] produces the
//! little-endian bytes a buffer starts with:
//!
//! - `zeros`: every element 0;
//! - `iota`: element `i` is `i` (converted to the element type);
//! - `random` with `seed`: a SplitMix64 stream seeded with `seed` (state `s += 0x9E3779B97F4A7C15`,
//!   output mixed with the constants `0xBF58476D1CE4E5B9`, `0x94D049BB133111EB`); integer elements
//!   take the low bits of one output each, floats take the top 24 (f32) or 53 (f64) bits of one
//!   output scaled into `[0, 1)`;
//! - a number: every element is that constant (converted to the element type);
//! - `file = "x.npy"` instead of `init`: the contents of a file (a `.npy` array or raw
//!   little-endian elements, read by the caller and given with [`ArgSpec::set_data`]; the
//!   `warpflow` CLI reads paths relative to the launch spec's directory). `len` may then be
//!   left out (it is the file's element count); when given, it must match.
//!
//! `kind = "local"` with `type` and `len` passes a pointer into work-group memory, as OpenCL's
//! `clSetKernelArg(kernel, i, size, NULL)` does for a `__local` parameter: each block gets its
//! own `len` elements, zero at the start (OpenCL leaves them undefined).
//!
//! Invariant: parsing rejects unknown fields, so a spec either means exactly what it says or is an
//! error naming the field.

use serde::{Deserialize, Serialize};

/// A parsed launch spec.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaunchSpec {
    /// The kernel function's name in the module.
    pub kernel: String,
    /// Blocks (OpenCL work-groups) in x, y, z.
    pub grid: [u32; 3],
    /// Threads per block (OpenCL local size) in x, y, z.
    pub block: [u32; 3],
    /// Dynamic shared memory (`extern __shared__`) in bytes.
    #[serde(default)]
    pub shared_bytes: u64,
    /// One entry per kernel parameter, in order.
    #[serde(default)]
    pub args: Vec<ArgSpec>,
}

/// Element types of buffers and scalars.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[allow(missing_docs)]
pub enum ElemType {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F32,
    F64,
}

impl ElemType {
    /// Size of one element in bytes.
    pub fn size(self) -> usize {
        match self {
            ElemType::I8 | ElemType::U8 => 1,
            ElemType::I16 | ElemType::U16 => 2,
            ElemType::I32 | ElemType::U32 | ElemType::F32 => 4,
            ElemType::I64 | ElemType::U64 | ElemType::F64 => 8,
        }
    }
    /// The type's name in launch specs: `i32`, `f32`, ...
    pub fn name(self) -> &'static str {
        match self {
            ElemType::I8 => "i8",
            ElemType::I16 => "i16",
            ElemType::I32 => "i32",
            ElemType::I64 => "i64",
            ElemType::U8 => "u8",
            ElemType::U16 => "u16",
            ElemType::U32 => "u32",
            ElemType::U64 => "u64",
            ElemType::F32 => "f32",
            ElemType::F64 => "f64",
        }
    }
    /// Whether this is a signed integer type.
    pub fn is_signed(self) -> bool {
        matches!(self, ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64)
    }
    /// Whether this is a floating-point type.
    pub fn is_float(self) -> bool {
        matches!(self, ElemType::F32 | ElemType::F64)
    }
    /// The bits of the element with value `v` (integers wrap, floats round).
    pub fn bits_of(self, v: f64) -> u64 {
        match self {
            ElemType::F32 => (v as f32).to_bits() as u64,
            ElemType::F64 => v.to_bits(),
            _ => {
                let i = v as i128 as u64;
                let bits = self.size() * 8;
                if bits == 64 {
                    i
                } else {
                    i & ((1u64 << bits) - 1)
                }
            }
        }
    }
}

/// How a buffer is initialised.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Init {
    /// `"zeros"`, `"iota"` or `"random"`.
    Named(String),
    /// A constant fill value.
    Const(f64),
}

/// Whether an argument is a buffer or a scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ArgKind {
    /// A pointer parameter backed by a buffer.
    Buffer,
    /// A scalar parameter.
    Scalar,
    /// A null pointer for a pointer parameter (OpenCL's `clSetKernelArg(k, i, sizeof(cl_mem),
    /// NULL)`, CUDA's `nullptr`): `type` only; any access through it is a kernel fault.
    Null,
    /// A pointer parameter into work-group memory (OpenCL `__local`: the target's shared
    /// address space), what
    /// OpenCL's `clSetKernelArg(kernel, i, size, NULL)` passes: every block gets its own `len`
    /// elements of `type`, zero at the start, beside the kernel's own shared memory.
    Local,
}

/// One kernel argument.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArgSpec {
    /// Buffer or scalar.
    pub kind: ArgKind,
    /// Element type (buffers) or value type (scalars).
    #[serde(rename = "type")]
    pub ty: ElemType,
    /// Number of elements (buffers).
    #[serde(default)]
    pub len: Option<u64>,
    /// Initialisation (buffers).
    #[serde(default)]
    pub init: Option<Init>,
    /// Seed for `random`.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Whether the buffer is an output (compared and dumped).
    #[serde(default)]
    pub output: bool,
    /// The scalar's value.
    #[serde(default)]
    pub value: Option<f64>,
    /// A vector passed by value (`float4`, `<4 x i32>`): its elements, of `type` each
    /// (instead of `value`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<f64>>,
    /// A file holding the buffer's initial contents (buffers; instead of `init`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// The initial contents read from `file` (or given otherwise), little-endian elements of
    /// `ty`; when present they are the buffer's initial bytes.
    #[serde(skip)]
    pub data: Option<Vec<u8>>,
}

/// Errors in a launch spec.
#[derive(Debug, thiserror::Error, Clone, PartialEq)]
pub enum LaunchError {
    /// The TOML text does not parse or does not have the expected fields.
    #[error("launch spec: {0}")]
    Toml(String),
    /// A field is missing or inconsistent.
    #[error("launch spec, argument {arg}: {msg}")]
    Arg {
        /// parameter index
        arg: usize,
        /// what is wrong
        msg: String,
    },
    /// Grid or block dimensions are invalid.
    #[error("launch spec: {0}")]
    Dims(String),
}

impl LaunchSpec {
    /// Parses a launch spec from TOML text.
    pub fn from_toml(text: &str) -> Result<LaunchSpec, LaunchError> {
        let spec: LaunchSpec = toml::from_str(text).map_err(|e| LaunchError::Toml(e.to_string()))?;
        spec.validate()?;
        Ok(spec)
    }

    /// Checks dimensions and per-argument fields.
    pub fn validate(&self) -> Result<(), LaunchError> {
        if self.grid.contains(&0) || self.block.contains(&0) {
            return Err(LaunchError::Dims("grid and block dimensions must be at least 1".into()));
        }
        let threads: u64 = self.block.iter().map(|&d| d as u64).product();
        if threads > 4096 {
            return Err(LaunchError::Dims(format!("{threads} threads per block (at most 4096)")));
        }
        for (i, a) in self.args.iter().enumerate() {
            let err = |msg: &str| LaunchError::Arg { arg: i, msg: msg.to_string() };
            match a.kind {
                ArgKind::Buffer => {
                    if a.file.is_some() && a.init.is_some() {
                        return Err(err("both `init` and `file` (give one)"));
                    }
                    if a.len.is_none() && a.file.is_none() && a.data.is_none() {
                        return Err(err("buffer without `len`"));
                    }
                    match &a.init {
                        None | Some(Init::Const(_)) => {}
                        Some(Init::Named(n)) => match n.as_str() {
                            "zeros" | "iota" => {}
                            "random" if a.seed.is_some() => {}
                            "random" => return Err(err("`random` needs `seed`")),
                            other => return Err(err(&format!("unknown init `{other}`"))),
                        },
                    }
                }
                ArgKind::Local => {
                    if a.len.is_none() {
                        return Err(err("local memory without `len` (elements of `type` per block)"));
                    }
                    if let Some(field) = a.first_field_given(&["len"]) {
                        return Err(err(&format!(
                            "local memory takes `type` and `len` only, not `{field}` (each block's starts at zero and is gone after it)"
                        )));
                    }
                }
                ArgKind::Null => {
                    if let Some(field) = a.first_field_given(&[]) {
                        return Err(err(&format!("a null pointer takes `type` only, not `{field}`")));
                    }
                }
                ArgKind::Scalar => {
                    if a.file.is_some() {
                        return Err(err("a scalar takes `value`, not `file`"));
                    }
                    match (&a.value, &a.values) {
                        (None, None) => {
                            return Err(err("scalar without `value` (or `values`, for a vector)"))
                        }
                        (Some(_), Some(_)) => return Err(err("both `value` and `values` (give one)")),
                        (None, Some(v)) if v.is_empty() => return Err(err("`values` is empty")),
                        _ => {}
                    }
                }
            }
        }
        Ok(())
    }

    /// Threads per block.
    pub fn threads_per_block(&self) -> u32 {
        self.block[0] * self.block[1] * self.block[2]
    }
    /// Number of blocks.
    pub fn num_blocks(&self) -> u64 {
        self.grid.iter().map(|&d| d as u64).product()
    }
}

/// The SplitMix64 generator used for `random` buffers.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

impl ArgSpec {
    /// A buffer argument of `len` elements of `ty` filled by the named initialiser (`zeros`,
    /// `iota`, ...); `output`: compared and dumped after the run.
    pub fn buffer(ty: ElemType, len: u64, init: &str, output: bool) -> Self {
        ArgSpec {
            kind: ArgKind::Buffer,
            ty,
            len: Some(len),
            init: Some(Init::Named(init.into())),
            seed: None,
            output,
            value: None,
            values: None,
            file: None,
            data: None,
        }
    }

    /// A local-memory argument: `len` elements of `ty` per block ([`ArgKind::Local`]).
    pub fn local(ty: ElemType, len: u64) -> Self {
        ArgSpec {
            kind: ArgKind::Local,
            ty,
            len: Some(len),
            init: None,
            seed: None,
            output: false,
            value: None,
            values: None,
            file: None,
            data: None,
        }
    }

    /// The bytes of local memory each block gets for this argument ([`ArgKind::Local`]).
    pub fn local_bytes(&self) -> u64 {
        self.len.unwrap_or(0).saturating_mul(self.ty.size() as u64)
    }

    /// A scalar argument of type `ty` holding `value`.
    pub fn scalar(ty: ElemType, value: f64) -> Self {
        ArgSpec {
            kind: ArgKind::Scalar,
            ty,
            len: None,
            init: None,
            seed: None,
            output: false,
            value: Some(value),
            values: None,
            file: None,
            data: None,
        }
    }

    /// Sets the buffer's initial contents to `bytes` (little-endian elements of its type, as
    /// read from its file): `len` becomes their element count, or must already be it. The error
    /// says what does not fit.
    pub fn set_data(&mut self, bytes: Vec<u8>) -> Result<(), String> {
        match self.kind {
            ArgKind::Buffer => {}
            ArgKind::Scalar => return Err("a scalar argument takes a value, not a file".into()),
            ArgKind::Local => return Err("a local-memory argument takes a size (`len`), not a file".into()),
            ArgKind::Null => return Err("a null pointer takes no file".into()),
        }
        let size = self.ty.size();
        if bytes.len() % size != 0 {
            return Err(format!(
                "{} bytes are not a whole number of {}-byte {} elements",
                bytes.len(),
                size,
                self.ty.name()
            ));
        }
        let n = (bytes.len() / size) as u64;
        if let Some(len) = self.len {
            if len != n {
                return Err(format!("{n} {} elements, but the buffer has `len = {len}`", self.ty.name()));
            }
        }
        self.len = Some(n);
        self.init = None;
        self.data = Some(bytes);
        Ok(())
    }

    /// The initial little-endian contents of a buffer argument (empty for scalars).
    pub fn initial_bytes(&self) -> Vec<u8> {
        if let Some(d) = &self.data {
            return d.clone();
        }
        let len = self.len.unwrap_or(0) as usize;
        let size = self.ty.size();
        let mut out = Vec::with_capacity(len * size);
        let mut rng = SplitMix64(self.seed.unwrap_or(0));
        for i in 0..len {
            let bits = match &self.init {
                None => 0,
                Some(Init::Const(c)) => self.ty.bits_of(*c),
                Some(Init::Named(n)) => match n.as_str() {
                    "iota" => self.ty.bits_of(i as f64),
                    "random" => {
                        let r = rng.next_u64();
                        match self.ty {
                            ElemType::F32 => (((r >> 40) as f32) / (1u64 << 24) as f32).to_bits() as u64,
                            ElemType::F64 => (((r >> 11) as f64) / (1u64 << 53) as f64).to_bits(),
                            _ => r,
                        }
                    }
                    _ => 0,
                },
            };
            out.extend_from_slice(&bits.to_le_bytes()[..size]);
        }
        out
    }

    /// [`ArgSpec::initial_bytes`], moving the contents given with [`ArgSpec::set_data`] out
    /// (then `data` is `None`, and the buffer's `init`, if any, applies again) rather than
    /// copying them.
    pub fn take_initial_bytes(&mut self) -> Vec<u8> {
        match self.data.take() {
            Some(d) => d,
            None => self.initial_bytes(),
        }
    }

    /// The first field other than `kind`, `type` and those in `allowed` that this argument
    /// gives (for the kinds that take only a few).
    fn first_field_given(&self, allowed: &[&str]) -> Option<&'static str> {
        let given = [
            (self.len.is_some(), "len"),
            (self.init.is_some(), "init"),
            (self.file.is_some(), "file"),
            (self.value.is_some(), "value"),
            (self.values.is_some(), "values"),
            (self.seed.is_some(), "seed"),
            (self.output, "output"),
        ];
        given.into_iter().find(|&(g, f)| g && !allowed.contains(&f)).map(|(_, f)| f)
    }

    /// The bits of a scalar argument.
    pub fn scalar_bits(&self) -> u64 {
        self.ty.bits_of(self.value.unwrap_or(0.0))
    }

    /// A vector argument passed by value: `values` of element type `ty`.
    pub fn vector(ty: ElemType, values: &[f64]) -> Self {
        ArgSpec { value: None, values: Some(values.to_vec()), ..Self::scalar(ty, 0.0) }
    }

    /// The bits of each element of a vector argument (`values`).
    pub fn vector_bits(&self) -> Option<Vec<u64>> {
        self.values.as_ref().map(|v| v.iter().map(|&x| self.ty.bits_of(x)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_initialises() {
        let spec = LaunchSpec::from_toml(
            r#"
kernel = "k"
grid = [2, 1, 1]
block = [4, 1, 1]
[[args]]
kind = "buffer"
type = "i32"
len = 4
init = "iota"
output = true
[[args]]
kind = "buffer"
type = "f32"
len = 2
init = 1.5
[[args]]
kind = "buffer"
type = "f32"
len = 3
init = "random"
seed = 7
[[args]]
kind = "scalar"
type = "i32"
value = -3
"#,
        )
        .unwrap();
        assert_eq!(spec.args[0].initial_bytes(), vec![0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0]);
        assert_eq!(spec.args[1].initial_bytes(), [1.5f32.to_le_bytes(), 1.5f32.to_le_bytes()].concat());
        let r = spec.args[2].initial_bytes();
        for c in r.chunks(4) {
            let f = f32::from_le_bytes(c.try_into().unwrap());
            assert!((0.0..1.0).contains(&f));
        }
        assert_eq!(spec.args[3].scalar_bits(), 0xFFFF_FFFD);
        assert!(LaunchSpec::from_toml("kernel = \"k\"\ngrid=[1,1,1]\nblock=[1,1,1]\nbogus=1").is_err());
    }

    #[test]
    fn file_contents() {
        let text = "kernel = \"k\"\ngrid = [1, 1, 1]\nblock = [1, 1, 1]\n[[args]]\nkind = \"buffer\"\ntype = \"i16\"\nfile = \"x.npy\"\n";
        let mut spec = LaunchSpec::from_toml(text).unwrap();
        assert_eq!(spec.args[0].file.as_deref(), Some("x.npy"));
        let e = spec.args[0].set_data(vec![1, 0, 2]).unwrap_err();
        assert_eq!(e, "3 bytes are not a whole number of 2-byte i16 elements");
        spec.args[0].set_data(vec![1, 0, 2, 0]).unwrap();
        assert_eq!(spec.args[0].len, Some(2));
        assert_eq!(spec.args[0].initial_bytes(), vec![1, 0, 2, 0]);
        let mut taken = spec.args[0].clone();
        assert_eq!(taken.take_initial_bytes(), vec![1, 0, 2, 0]);
        assert_eq!(taken.data, None);
        assert_eq!(taken.take_initial_bytes(), vec![0, 0, 0, 0], "what is left: `len` zeros");
        let e = spec.args[0].set_data(vec![0; 6]).unwrap_err();
        assert_eq!(e, "3 i16 elements, but the buffer has `len = 2`");
        let both = format!("{text}init = \"iota\"\n");
        assert!(LaunchSpec::from_toml(&both).unwrap_err().to_string().contains("both `init` and `file`"));
        let scalar = text.replace("buffer", "scalar");
        assert!(LaunchSpec::from_toml(&scalar).unwrap_err().to_string().contains("not `file`"));
    }

    #[test]
    fn splitmix_known_values() {
        // Reference values of SplitMix64 seeded with 0.
        let mut r = SplitMix64(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }
}
