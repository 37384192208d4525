//! Metadata bodies: kept as text with references to nodes and globals cut out and resolved.

use super::{PResult, Parser};
use crate::lexer::TokKind;
use crate::{GlobalRef, MetaId, MetaNode, MetaTarget};

impl Parser<'_> {
    /// A metadata body at the current token: `!{...}`, `!"..."`, `!DIThing(...)`.
    pub(crate) fn meta_body(&mut self) -> PResult<MetaNode> {
        let start = self.tok;
        let mut node = MetaNode::default();
        match self.tok.kind {
            TokKind::Exclaim => {
                self.bump();
                match self.tok.kind {
                    TokKind::Str => {
                        self.bump();
                        node.text = self.slice(start.start, self.prev_end).to_string();
                        return Ok(node);
                    }
                    TokKind::LBrace => {}
                    _ => return Err(self.err("expected '{' or a string after '!'")),
                }
            }
            TokKind::MetaName => {
                self.bump();
                if !self.is(TokKind::LParen) {
                    return Err(self.err("expected '(' after a specialized metadata name"));
                }
            }
            _ => return Err(self.err("expected metadata")),
        }
        // now at the opening '{' or '('
        let mut depth = 0u32;
        let mut last = start.start;
        loop {
            let t = self.tok;
            match t.kind {
                TokKind::LBrace | TokKind::LParen | TokKind::LSquare => depth += 1,
                TokKind::RBrace | TokKind::RParen | TokKind::RSquare => {
                    depth = depth.saturating_sub(1);
                }
                TokKind::MetaNum => {
                    node.text.push_str(self.slice(last, t.start));
                    let m = self.meta_ref(t)?;
                    node.refs.push((node.text.len() as u32, MetaTarget::Node(m)));
                    last = t.end;
                }
                TokKind::GlobalName | TokKind::GlobalNum => {
                    node.text.push_str(self.slice(last, t.start));
                    let target = match self.global_ref(t)? {
                        GlobalRef::Var(g) => MetaTarget::Global(g),
                        GlobalRef::Func(f) => MetaTarget::Func(f),
                    };
                    node.refs.push((node.text.len() as u32, target));
                    last = t.end;
                }
                TokKind::LocalName | TokKind::LocalNum => {
                    return Err(self.err("function-local values inside metadata nodes are not supported"))
                }
                TokKind::Eof => return Err(self.err_tok(start, "unterminated metadata")),
                TokKind::Error => return Err(self.err("")),
                _ => {}
            }
            self.bump();
            if depth == 0 {
                break;
            }
        }
        node.text.push_str(self.slice(last, self.prev_end));
        Ok(node)
    }

    /// Inline metadata (`!DIExpression()`, `!{}`, `!"s"`) as a new inline node.
    pub(crate) fn meta_inline(&mut self) -> PResult<MetaId> {
        let mut node = self.meta_body()?;
        node.inline = true;
        node.defined = true;
        Ok(self.m.metadata.push(node))
    }

    /// `!N` or inline metadata.
    pub(crate) fn meta_operand(&mut self) -> PResult<MetaId> {
        if self.is(TokKind::MetaNum) {
            let t = self.bump();
            return self.meta_ref(t);
        }
        self.meta_inline()
    }
}
