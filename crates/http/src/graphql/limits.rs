//! Bounds a GraphQL request must meet before async-graphql parses, validates or runs it.
//!
//! Parsing input values, validating them and matching `where` filters all recurse, and
//! validation expands fragments, so a few kilobytes nested or fanned out deeply enough
//! overflow the stack or stall a worker. Each bound here is checked on the text or on
//! the parsed document with work proportional to its size; a refusal names the limit.

use humanid_core::Code;
use std::collections::HashMap;
use std::time::Duration;

use async_graphql::parser::types::{ExecutableDocument, Selection, SelectionSet};
use async_graphql::{Name, Value, Variables};
use async_graphql_value::Value as DocValue;
use axum::http::StatusCode;

use crate::ApiError;

/// Longest document; real queries are a few hundred bytes, GraphiQL's introspection ~3 KiB.
pub const MAX_DOCUMENT_BYTES: usize = 16 * 1024;
/// Deepest nesting of `{`, `[` and `(` in the document, and of lists and objects in the
/// variables. A `where` filter five `_and`s deep inside a query eight fields deep needs ~26.
pub const MAX_NESTING: usize = 32;
/// Most items in one input list (`_in`, `order_by`, …): as many as a page has rows.
pub const MAX_LIST_ITEMS: usize = super::filters::MAX_LIMIT as usize;
/// Most aliased fields once fragments are expanded.
pub const MAX_ALIASES: usize = 64;
/// Most fields and fragment spreads once fragments are expanded.
pub const MAX_FIELDS: usize = 500;
/// Longest a request may run; team-scoped reads take milliseconds.
pub const MAX_EXECUTION: Duration = Duration::from_secs(10);

/// A refusal: 400 `limit_exceeded`, the limit's name as the attribute.
pub fn refused(limit: &str, detail: String) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, Code::LimitExceeded, detail).with_attribute(limit)
}

/// Checks the document's size and nesting on its text (before parsing).
pub fn check_text(query: &str) -> Result<(), ApiError> {
    if query.len() > MAX_DOCUMENT_BYTES {
        return Err(refused(
            "document_size",
            format!(
                "The GraphQL document is {} bytes; at most {MAX_DOCUMENT_BYTES} are allowed.",
                query.len()
            ),
        ));
    }
    let depth = text_nesting(query);
    if depth > MAX_NESTING {
        return Err(nesting_refused(depth));
    }
    Ok(())
}

fn nesting_refused(depth: usize) -> ApiError {
    refused(
        "nesting",
        format!(
            "The request nests lists, objects or selections {depth} deep; at most {MAX_NESTING} \
             levels are allowed."
        ),
    )
}

/// Deepest bracket nesting outside strings and comments (GraphQL's lexical grammar).
fn text_nesting(query: &str) -> usize {
    let bytes = query.as_bytes();
    let (mut depth, mut deepest, mut i) = (0usize, 0usize, 0usize);
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' && bytes[i] != b'\r' {
                    i += 1;
                }
            }
            b'"' if bytes[i..].starts_with(b"\"\"\"") => {
                i += 3;
                while i < bytes.len() && !bytes[i..].starts_with(b"\"\"\"") {
                    i += if bytes[i..].starts_with(b"\\\"\"\"") {
                        4
                    } else {
                        1
                    };
                }
                i += 2;
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'{' | b'[' | b'(' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b'}' | b']' | b')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    deepest
}

/// Checks the variables' nesting and list lengths without recursing.
pub fn check_variables(variables: &Variables) -> Result<(), ApiError> {
    let mut stack: Vec<(&Value, usize)> = variables.values().map(|v| (v, 1)).collect();
    while let Some((value, depth)) = stack.pop() {
        if depth > MAX_NESTING {
            return Err(nesting_refused(depth));
        }
        match value {
            Value::List(items) => {
                check_list_length(items.len())?;
                stack.extend(items.iter().map(|v| (v, depth + 1)));
            }
            Value::Object(fields) => stack.extend(fields.values().map(|v| (v, depth + 1))),
            _ => {}
        }
    }
    Ok(())
}

fn check_list_length(len: usize) -> Result<(), ApiError> {
    if len > MAX_LIST_ITEMS {
        return Err(refused(
            "list_length",
            format!("An input list has {len} items; at most {MAX_LIST_ITEMS} are allowed."),
        ));
    }
    Ok(())
}

/// Checks a parsed document (already within [`MAX_NESTING`], so recursion is shallow):
/// list lengths in arguments, and fields and aliases with fragments expanded.
pub fn check_document(doc: &ExecutableDocument) -> Result<(), ApiError> {
    let mut sizes = Expansion {
        doc,
        done: HashMap::new(),
        visiting: Vec::new(),
    };
    let mut total = Size::default();
    for (_, op) in doc.operations.iter() {
        check_lists_in(&op.node.selection_set.node)?;
        total = total.plus(sizes.of(&op.node.selection_set.node)?);
    }
    for fragment in doc.fragments.values() {
        check_lists_in(&fragment.node.selection_set.node)?;
    }
    at_most("selects", total.fields, "fields", MAX_FIELDS)?;
    at_most("uses", total.aliases, "aliases", MAX_ALIASES)
}

/// Refuses a document whose expanded `count` of `what` is over `max`.
fn at_most(verb: &str, count: usize, what: &str, max: usize) -> Result<(), ApiError> {
    if count > max {
        return Err(refused(
            what,
            format!(
                "The document {verb} {count} {what} once fragments are expanded; at most \
                 {max} are allowed."
            ),
        ));
    }
    Ok(())
}

fn check_lists_in(set: &SelectionSet) -> Result<(), ApiError> {
    for item in &set.items {
        match &item.node {
            Selection::Field(f) => {
                for (_, value) in &f.node.arguments {
                    check_lists(&value.node)?;
                }
                check_lists_in(&f.node.selection_set.node)?;
            }
            Selection::InlineFragment(f) => check_lists_in(&f.node.selection_set.node)?,
            Selection::FragmentSpread(_) => {}
        }
    }
    Ok(())
}

fn check_lists(value: &DocValue) -> Result<(), ApiError> {
    match value {
        DocValue::List(items) => {
            check_list_length(items.len())?;
            items.iter().try_for_each(check_lists)
        }
        DocValue::Object(fields) => fields.values().try_for_each(check_lists),
        _ => Ok(()),
    }
}

/// Fields (spreads count as one) and aliases in a selection set, fragments expanded.
#[derive(Clone, Copy, Default)]
struct Size {
    fields: usize,
    aliases: usize,
}

impl Size {
    fn plus(self, other: Size) -> Size {
        Size {
            fields: self.fields.saturating_add(other.fields),
            aliases: self.aliases.saturating_add(other.aliases),
        }
    }
}

/// Each fragment's expanded size is computed once, so fan-out costs nothing extra.
struct Expansion<'a> {
    doc: &'a ExecutableDocument,
    done: HashMap<&'a Name, Size>,
    visiting: Vec<&'a Name>,
}

impl<'a> Expansion<'a> {
    fn of(&mut self, set: &'a SelectionSet) -> Result<Size, ApiError> {
        let mut size = Size::default();
        for item in &set.items {
            let inner = match &item.node {
                Selection::Field(f) => Size {
                    fields: 1,
                    aliases: usize::from(f.node.alias.is_some()),
                }
                .plus(self.of(&f.node.selection_set.node)?),
                Selection::InlineFragment(f) => self.of(&f.node.selection_set.node)?,
                Selection::FragmentSpread(spread) => Size {
                    fields: 1,
                    aliases: 0,
                }
                .plus(self.fragment(&spread.node.fragment_name.node)?),
            };
            size = size.plus(inner);
        }
        Ok(size)
    }

    fn fragment(&mut self, name: &'a Name) -> Result<Size, ApiError> {
        if let Some(size) = self.done.get(name) {
            return Ok(*size);
        }
        // Unknown fragments are async-graphql's to report; cycles would never end here.
        let Some(fragment) = self.doc.fragments.get(name) else {
            return Ok(Size::default());
        };
        if self.visiting.contains(&name) {
            return Err(refused(
                "fragments",
                format!("Fragment `{name}` spreads itself."),
            ));
        }
        self.visiting.push(name);
        let size = self.of(&fragment.node.selection_set.node)?;
        self.visiting.pop();
        self.done.insert(name, size);
        Ok(size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_ignores_brackets_in_strings_and_comments() {
        assert_eq!(
            text_nesting(
                r#"{ a(x: "[[[{") # ((((
        }"#
            ),
            2
        );
        assert_eq!(text_nesting(r#"{ a(x: """ [[[ \""" ((( """) }"#), 2);
        assert_eq!(
            text_nesting("{ a(where: {_and: [{_and: [{}]}]}) { b } }"),
            7
        );
    }
}
