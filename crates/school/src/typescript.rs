//! TypeScript declarations of the API's answer types (ts-rs), collected once each with the
//! types they contain, laid out one field a line, alphabetically: the web layer lists its
//! answers and writes the front end's `frontend/src/types/wire.ts` with them.

use std::any::TypeId;
use std::collections::{BTreeMap, HashSet};

use ts_rs::{Config, TypeVisitor, TS};

/// Collects each type's declaration once, with the types it contains.
pub struct Declarations {
    /// Integers are JSON numbers on the wire (counts, minutes and scores stay far below 2^53).
    cfg: Config,
    seen: HashSet<TypeId>,
    /// TypeScript name → declaration, so the file reads alphabetically and a name used by two
    /// Rust types is caught.
    by_name: BTreeMap<String, String>,
}

impl Declarations {
    /// Declares `T` and every named type it contains.
    pub fn add<T: TS + 'static + ?Sized>(&mut self) {
        if !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        let name = T::ident(&self.cfg);
        let docs = T::docs().unwrap_or_default();
        let declaration = format!("{docs}export {}", one_field_a_line(&T::decl(&self.cfg)));
        // Two Rust types may share a name only with one declaration (`JsonValue` is one).
        if let Some(other) = self.by_name.insert(name.clone(), declaration.clone()) {
            assert!(
                other == declaration,
                "two Rust types are declared as `{name}`: {other} / {declaration}; rename one"
            );
        }
        T::visit_dependencies(self);
    }
}

impl TypeVisitor for Declarations {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Only named types have a declaration; `string`, arrays and the like are inlined.
        if T::output_path().is_some() {
            self.add::<T>();
        }
    }
}

/// Lays the outermost object of a declaration out one field a line (ts-rs writes it on one),
/// with each field's doc comment indented above it; nested types stay on their line.
fn one_field_a_line(declaration: &str) -> String {
    let mut out = String::with_capacity(declaration.len() * 2);
    let mut depth = 0usize;
    let mut in_comment = false;
    let mut chars = declaration.chars().peekable();
    while let Some(c) = chars.next() {
        if out.ends_with("/**") {
            in_comment = true;
        } else if out.ends_with("*/") {
            in_comment = false;
        }
        match c {
            '{' if depth == 0 => {
                depth = 1;
                out.push_str("{\n  ");
                if chars.peek() == Some(&' ') {
                    chars.next();
                }
            }
            '}' if depth == 1 => {
                depth = 0;
                let trimmed = out.trim_end().len();
                out.truncate(trimmed);
                out.push_str("\n}");
            }
            ',' if depth == 1 && !in_comment && chars.peek() == Some(&' ') => {
                chars.next();
                out.push_str(",\n  ");
            }
            '\n' if depth == 1 => {
                if out.ends_with("\n  ") {
                    continue;
                }
                out.push_str("\n  ");
                if chars.peek() == Some(&' ') {
                    chars.next();
                    out.push(' ');
                }
            }
            '{' | '<' | '(' | '[' => {
                depth += usize::from(depth > 0);
                out.push(c);
            }
            '}' | '>' | ')' | ']' if depth > 1 => {
                depth -= 1;
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

impl Default for Declarations {
    fn default() -> Self {
        Declarations { cfg: Config::new().with_large_int("number"), seen: HashSet::new(), by_name: BTreeMap::new() }
    }
}

impl Declarations {
    /// Adds a declaration written by hand, as `name`.
    pub fn insert(&mut self, name: &str, declaration: &str) {
        self.by_name.insert(name.to_owned(), declaration.to_owned());
    }

    /// The whole file: `header`, then each declaration alphabetically.
    pub fn file(&self, header: &str) -> String {
        let mut out = String::from(header);
        for declaration in self.by_name.values() {
            out.push('\n');
            out.push_str(declaration);
            out.push('\n');
        }
        out
    }
}
