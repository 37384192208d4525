//! Attribute lists: parameter, return and function attributes, and attribute group bodies.
//! Attributes are kept as their text (interned), `#N` as group references.

use super::{PResult, Parser};
use crate::lexer::TokKind;
use crate::Attr;

/// Where an attribute list appears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ctx {
    /// parameter or return attributes (`align N` takes an integer)
    Param,
    /// function attributes after a parameter list (`#N` allowed, `align` is not an attribute)
    Fn,
    /// inside `attributes #N = { ... }` (any word is an attribute; `key=value` forms)
    Group,
}

/// Attribute keywords valid on parameters and return values.
const PARAM_ATTRS: &[&str] = &[
    "zeroext",
    "signext",
    "noext",
    "inreg",
    "byval",
    "byref",
    "preallocated",
    "inalloca",
    "sret",
    "elementtype",
    "align",
    "noalias",
    "nocapture",
    "captures",
    "nofree",
    "nest",
    "returned",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "swiftself",
    "swiftasync",
    "swifterror",
    "immarg",
    "noundef",
    "nofpclass",
    "alignstack",
    "allocalign",
    "allocptr",
    "readnone",
    "readonly",
    "writeonly",
    "writable",
    "initializes",
    "range",
    "dead_on_unwind",
];

/// Parameter attributes whose argument is a type (`byval(%struct.S)`).
const TYPED_PARAM_ATTRS: &[&str] = &["byval", "byref", "preallocated", "inalloca", "sret", "elementtype"];

/// Attribute keywords valid on functions and call sites.
const FN_ATTRS: &[&str] = &[
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "inlinehint",
    "jumptable",
    "minsize",
    "naked",
    "nobuiltin",
    "nocallback",
    "nocf_check",
    "noduplicate",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "nonlazybind",
    "noprofile",
    "noredzone",
    "noreturn",
    "norecurse",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "nounwind",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optnone",
    "optsize",
    "presplitcoroutine",
    "returns_twice",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memory",
    "sanitize_memtag",
    "sanitize_thread",
    "sanitize_numerical_stability",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "uwtable",
    "willreturn",
    "mustprogress",
    "memory",
    "allockind",
    "allocsize",
    "vscale_range",
    "alignstack",
    "readnone",
    "readonly",
    "writeonly",
    "argmemonly",
    "inaccessiblememonly",
    "inaccessiblemem_or_argmemonly",
    "nofree",
    "noundef",
    "nocreateundeforpoison",
    "coro_only_destroy_when_complete",
    "coro_elide_safe",
    "no_sanitize_address",
    "no_sanitize_hwaddress",
    "sanitize_address_dyninit",
    "denormal_fpenv",
];

impl Parser<'_> {
    /// One attribute at the current token, or `None` (consuming nothing) when the current
    /// token does not start an attribute in `ctx`.
    pub(crate) fn parse_attr(&mut self, ctx: Ctx) -> PResult<Option<Attr>> {
        let t = self.tok;
        match t.kind {
            TokKind::AttrGroup if ctx != Ctx::Param => {
                self.bump();
                let n = self.num_of(t)?;
                // A group that is never defined is accepted (LLVM accepts and drops it); the
                // reference is kept as written.
                return Ok(Some(Attr::Group(n)));
            }
            TokKind::Str => {
                self.bump();
                if self.is(TokKind::Equal) {
                    self.bump();
                    self.expect(TokKind::Str, "a string attribute value")?;
                }
            }
            TokKind::Ident => {
                let s = self.text(t);
                let known = match ctx {
                    Ctx::Param => PARAM_ATTRS.contains(&s),
                    Ctx::Fn => s != "align" && (FN_ATTRS.contains(&s) || PARAM_ATTRS.contains(&s)),
                    Ctx::Group => true,
                };
                if !known {
                    return Ok(None);
                }
                self.bump();
                let typed = ctx != Ctx::Group && TYPED_PARAM_ATTRS.contains(&s);
                if typed && self.is(TokKind::LParen) {
                    // `byval(T)` and its kin: the type is read (and interned), so that its
                    // size is known to those who copy the argument (see
                    // `Module::param_attr_type`).
                    self.bump();
                    let ty = self.parse_type()?;
                    self.expect(TokKind::RParen, "')'")?;
                    let text = self.slice(t.start, self.prev_end);
                    let sym = self.m.strings.intern(text);
                    self.m.attr_types.insert(sym, ty);
                    return Ok(Some(Attr::Item(sym)));
                } else if self.is(TokKind::LParen) {
                    self.skip_balanced()?;
                } else if ctx == Ctx::Param && s == "align" {
                    self.parse_u64("an alignment")?;
                } else if ctx == Ctx::Group && self.is(TokKind::Equal) {
                    self.bump();
                    match self.tok.kind {
                        TokKind::Int | TokKind::Ident | TokKind::Str => {
                            self.bump();
                        }
                        _ => return Err(self.err("expected an attribute value")),
                    }
                }
            }
            _ => return Ok(None),
        }
        let text = self.slice(t.start, self.prev_end);
        Ok(Some(Attr::Item(self.m.strings.intern(text))))
    }

    /// Consumes a balanced `( ... )` group (current token is `(`).
    pub(crate) fn skip_balanced(&mut self) -> PResult<()> {
        let open = self.expect(TokKind::LParen, "'('")?;
        let mut depth = 1u32;
        loop {
            match self.tok.kind {
                TokKind::LParen => depth += 1,
                TokKind::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return Ok(());
                    }
                }
                TokKind::Eof => return Err(self.err_tok(open, "unbalanced parenthesis")),
                TokKind::Error => return Err(self.err("")),
                _ => {}
            }
            self.bump();
        }
    }

    /// Attributes while the current token is one (for `ctx`).
    pub(crate) fn parse_attrs(&mut self, ctx: Ctx) -> PResult<Vec<Attr>> {
        let mut v = Vec::new();
        while let Some(a) = self.parse_attr(ctx)? {
            v.push(a);
        }
        Ok(v)
    }
}
