//! Kernel buffers in files, for `warpflow run`: reading a buffer's initial contents from a
//! `.npy` array (NumPy's format, through the `npyz` crate) or a raw file of little-endian
//! elements, and writing output buffers as `.npy`, raw bytes or text (one element per line).
//! The element type is always the launch spec's type of the buffer; a file whose dtype, shape
//! or size does not fit it is an error naming the file.

use std::path::Path;

use warpflow_simt::ElemType;

/// How `run` writes output buffers (`--output-format`).
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputFormat {
    /// little-endian elements, `argN.bin`
    #[default]
    Raw,
    /// NumPy arrays, `argN.npy` (1-D, the buffer's element type)
    Npy,
    /// one element per line, `argN.txt` (floats in the shortest form that reads back exactly)
    Text,
}

impl OutputFormat {
    /// The file name extension.
    pub fn extension(self) -> &'static str {
        match self {
            OutputFormat::Raw => "bin",
            OutputFormat::Npy => "npy",
            OutputFormat::Text => "txt",
        }
    }
}

/// NumPy's name of the little-endian dtype of `ty` (`<f4`, `|u1`, ...).
fn descr(ty: ElemType) -> &'static str {
    match ty {
        ElemType::I8 => "|i1",
        ElemType::U8 => "|u1",
        ElemType::I16 => "<i2",
        ElemType::U16 => "<u2",
        ElemType::I32 => "<i4",
        ElemType::U32 => "<u4",
        ElemType::I64 => "<i8",
        ElemType::U64 => "<u8",
        ElemType::F32 => "<f4",
        ElemType::F64 => "<f8",
    }
}

/// NumPy's type name of `ty` (`float32`, `uint8`, ...), for messages.
fn numpy_name(ty: ElemType) -> &'static str {
    match ty {
        ElemType::I8 => "int8",
        ElemType::U8 => "uint8",
        ElemType::I16 => "int16",
        ElemType::U16 => "uint16",
        ElemType::I32 => "int32",
        ElemType::U32 => "uint32",
        ElemType::I64 => "int64",
        ElemType::U64 => "uint64",
        ElemType::F32 => "float32",
        ElemType::F64 => "float64",
    }
}

/// Whether the `.npy` dtype `d` holds elements of `ty` (either byte order).
fn dtype_fits(d: &npyz::DType, ty: ElemType) -> bool {
    use npyz::TypeChar;
    let npyz::DType::Plain(ts) = d else { return false };
    let want = match ty {
        ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64 => TypeChar::Int,
        ElemType::U8 | ElemType::U16 | ElemType::U32 | ElemType::U64 => TypeChar::Uint,
        ElemType::F32 | ElemType::F64 => TypeChar::Float,
    };
    ts.type_char() == want && ts.size_field() == ty.size() as u64
}

/// The elements of a `.npy` file as little-endian bytes of `T`.
fn npy_values<T: npyz::Deserialize, const N: usize>(
    file: npyz::NpyFile<&[u8]>,
    to_le: fn(T) -> [u8; N],
) -> std::io::Result<Vec<u8>> {
    Ok(file.into_vec::<T>()?.into_iter().flat_map(to_le).collect())
}

/// The initial contents of a buffer of `ty` from `path`: a `.npy` file (its dtype must be `ty`
/// in either byte order, C order or one dimension) or, for any other name, raw little-endian
/// elements. The error names the file.
pub fn read_buffer(path: &Path, ty: ElemType) -> Result<Vec<u8>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if path.extension().is_none_or(|e| e != "npy") {
        return Ok(bytes);
    }
    let file =
        npyz::NpyFile::new(&bytes[..]).map_err(|e| format!("{}: not a .npy file: {e}", path.display()))?;
    let dtype = file.dtype();
    if !dtype_fits(&dtype, ty) {
        return Err(format!(
            "{}: dtype {} does not match the buffer's type {} (a .npy of {}, dtype '{}', is expected)",
            path.display(),
            dtype.descr(),
            ty.name(),
            numpy_name(ty),
            descr(ty)
        ));
    }
    if file.shape().iter().filter(|&&d| d != 1).count() > 1 && file.order() == npyz::Order::Fortran {
        return Err(format!(
            "{}: a Fortran-order array of shape {:?}; save it in C order (numpy.ascontiguousarray)",
            path.display(),
            file.shape()
        ));
    }
    let io = |e: std::io::Error| format!("{}: {e}", path.display());
    match ty {
        ElemType::I8 => npy_values(file, i8::to_le_bytes),
        ElemType::U8 => npy_values(file, u8::to_le_bytes),
        ElemType::I16 => npy_values(file, i16::to_le_bytes),
        ElemType::U16 => npy_values(file, u16::to_le_bytes),
        ElemType::I32 => npy_values(file, i32::to_le_bytes),
        ElemType::U32 => npy_values(file, u32::to_le_bytes),
        ElemType::I64 => npy_values(file, i64::to_le_bytes),
        ElemType::U64 => npy_values(file, u64::to_le_bytes),
        ElemType::F32 => npy_values(file, f32::to_le_bytes),
        ElemType::F64 => npy_values(file, f64::to_le_bytes),
    }
    .map_err(io)
}

/// Writes the little-endian elements `bytes` of `ty` as a 1-D `.npy` array.
#[cfg(test)]
fn npy_bytes(ty: ElemType, bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    write_npy(ty, bytes, &mut out)?;
    Ok(out)
}

/// Writes the little-endian elements `bytes` of `ty` as a 1-D `.npy` array to `out`, element by
/// element (no copy of the array is made).
fn write_npy(ty: ElemType, bytes: &[u8], mut out: impl std::io::Write) -> std::io::Result<()> {
    use npyz::WriterBuilder;
    let dtype = npyz::DType::Plain(descr(ty).parse().map_err(std::io::Error::other)?);
    let size = ty.size();
    let n = (bytes.len() / size) as u64;
    macro_rules! write_as {
        ($t:ty) => {{
            let mut w =
                npyz::WriteOptions::<$t>::new().dtype(dtype).shape(&[n]).writer(&mut out).begin_nd()?;
            w.extend(
                bytes.chunks_exact(size).map(|c| <$t>::from_le_bytes(c.try_into().unwrap_or_default())),
            )?;
            w.finish()?;
        }};
    }
    match ty {
        ElemType::I8 => write_as!(i8),
        ElemType::U8 => write_as!(u8),
        ElemType::I16 => write_as!(i16),
        ElemType::U16 => write_as!(u16),
        ElemType::I32 => write_as!(i32),
        ElemType::U32 => write_as!(u32),
        ElemType::I64 => write_as!(i64),
        ElemType::U64 => write_as!(u64),
        ElemType::F32 => write_as!(f32),
        ElemType::F64 => write_as!(f64),
    }
    out.flush()
}

/// The elements `bytes` of `ty` as text, one per line.
pub fn text(ty: ElemType, bytes: &[u8]) -> String {
    let mut out = String::new();
    for c in bytes.chunks_exact(ty.size()) {
        let mut b = [0u8; 8];
        b[..c.len()].copy_from_slice(c);
        let bits = u64::from_le_bytes(b);
        let line = match ty {
            ElemType::F32 => format!("{:?}", f32::from_bits(bits as u32)),
            ElemType::F64 => format!("{:?}", f64::from_bits(bits)),
            _ if ty.is_signed() => {
                // sign-extend from the element's width
                let shift = 64 - 8 * ty.size() as u32;
                (((bits << shift) as i64) >> shift).to_string()
            }
            _ => bits.to_string(),
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Writes output buffer `bytes` of `ty` in format `f` to the file `path`, streaming: the
/// raw bytes as they are, `.npy` element by element, text line by line (no second copy of the
/// buffer is made). The error names the file.
pub fn write_file(f: OutputFormat, ty: ElemType, bytes: &[u8], path: &Path) -> Result<(), String> {
    use std::io::Write as _;
    let err = |e: std::io::Error| format!("{}: {e}", path.display());
    let file = std::fs::File::create(path).map_err(err)?;
    let mut w = std::io::BufWriter::new(file);
    match f {
        OutputFormat::Raw => w.write_all(bytes).map_err(err)?,
        OutputFormat::Npy => {
            write_npy(ty, bytes, &mut w).map_err(|e| format!("{}: writing .npy: {e}", path.display()))?
        }
        OutputFormat::Text => {
            for c in bytes.chunks(ty.size() * 4096) {
                w.write_all(text(ty, c).as_bytes()).map_err(err)?;
            }
        }
    }
    w.flush().map_err(err)
}

/// The file contents of output buffer `bytes` of `ty` in format `f`.
#[cfg(test)]
pub fn encode(f: OutputFormat, ty: ElemType, bytes: &[u8]) -> Result<Vec<u8>, String> {
    match f {
        OutputFormat::Raw => Ok(bytes.to_vec()),
        OutputFormat::Npy => npy_bytes(ty, bytes).map_err(|e| format!("writing .npy: {e}")),
        OutputFormat::Text => Ok(text(ty, bytes).into_bytes()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn npy_round_trip_and_errors() {
        let dir = tempfile::tempdir().unwrap();
        let vals: Vec<u8> = [1.5f32, -0.0, 3.25e-7].iter().flat_map(|v| v.to_le_bytes()).collect();
        let npy = encode(OutputFormat::Npy, ElemType::F32, &vals).unwrap();
        // NumPy's header: magic, version 1.0, the dict with descr, order and shape
        assert_eq!(&npy[..6], b"\x93NUMPY");
        let header = String::from_utf8_lossy(&npy[10..]);
        assert!(
            header.contains("'descr': '<f4'") && header.replace(' ', "").contains("'shape':(3,)"),
            "{header}"
        );
        let p = dir.path().join("a.npy");
        std::fs::write(&p, &npy).unwrap();
        assert_eq!(read_buffer(&p, ElemType::F32).unwrap(), vals);
        let e = read_buffer(&p, ElemType::I32).unwrap_err();
        assert!(
            e.ends_with(
                "a.npy: dtype '<f4' does not match the buffer's type i32 (a .npy of int32, dtype '<i4', is expected)"
            ),
            "{e}"
        );
        let e = read_buffer(&p, ElemType::F64).unwrap_err();
        assert!(e.contains("dtype '<f4' does not match the buffer's type f64"), "{e}");
        std::fs::write(&p, b"not numpy").unwrap();
        assert!(read_buffer(&p, ElemType::F32).unwrap_err().contains("a.npy: not a .npy file"));
        // raw: the bytes as they are
        let r = dir.path().join("a.bin");
        std::fs::write(&r, [1, 2, 3]).unwrap();
        assert_eq!(read_buffer(&r, ElemType::U8).unwrap(), vec![1, 2, 3]);
        assert!(read_buffer(&dir.path().join("none.npy"), ElemType::U8).unwrap_err().contains("none.npy"));
    }

    #[test]
    fn text_of_each_type() {
        assert_eq!(text(ElemType::I16, &[0xff, 0xff, 2, 0]), "-1\n2\n");
        assert_eq!(text(ElemType::U16, &[0xff, 0xff]), "65535\n");
        assert_eq!(text(ElemType::F32, &0.1f32.to_le_bytes()), "0.1\n");
        assert_eq!(text(ElemType::F64, &2.0f64.to_le_bytes()), "2.0\n");
        assert_eq!(text(ElemType::I64, &(-5i64).to_le_bytes()), "-5\n");
    }
}
