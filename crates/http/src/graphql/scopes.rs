//! What an API key's scope lets it run, decided before anything runs: the root fields of
//! the operation to execute each need a scope, and a document with one field beyond the
//! key's is refused whole (403 `insufficient_scope`), so a mutation document never half
//! runs. The core operations check the same permissions again as they change anything.
//!
//! `read`: every query. `actions`: also `insert_action_one`, `update_action_by_pk` and
//! `delete_action_by_pk`. `admin`: every other mutation — including any added later, which
//! stays admin-only until it is listed here.

use humanid_core::Code;
use std::collections::HashSet;

use async_graphql::Name;
use async_graphql::parser::types::{
    DocumentOperations, ExecutableDocument, OperationDefinition, OperationType, Selection,
    SelectionSet,
};
use axum::http::StatusCode;
use humanid_core::audit::Scope;

use crate::ApiError;

/// The scope a root field of an operation of type `ty` needs.
pub fn needed(ty: OperationType, field: &str) -> Scope {
    match (ty, field) {
        (OperationType::Query, _) | (_, "__typename") => Scope::Read,
        (_, "insert_action_one" | "update_action_by_pk" | "delete_action_by_pk") => Scope::Actions,
        _ => Scope::Admin,
    }
}

/// `Err(403 insufficient_scope)` naming the first root field of the operation to run that
/// `scope` does not reach. A document that names no runnable operation passes: the
/// executor refuses it without running anything.
pub fn check(
    doc: &ExecutableDocument,
    operation_name: Option<&str>,
    scope: Scope,
) -> Result<(), ApiError> {
    let Some(op) = operation(doc, operation_name) else {
        return Ok(());
    };
    let mut fields = Vec::new();
    let mut seen = HashSet::new();
    root_fields(doc, &op.selection_set.node, &mut fields, &mut seen);
    for field in fields {
        let needs = needed(op.ty, field);
        if needs > scope {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                Code::InsufficientScope,
                format!(
                    "This API key's scope is `{}`; `{field}` needs `{}`. Nothing was run.",
                    scope.as_str(),
                    needs.as_str()
                ),
            )
            .with_attribute(field));
        }
    }
    Ok(())
}

/// The operation the executor would run, as it chooses it.
fn operation<'a>(
    doc: &'a ExecutableDocument,
    name: Option<&str>,
) -> Option<&'a OperationDefinition> {
    match (&doc.operations, name) {
        (DocumentOperations::Single(op), _) => Some(&op.node),
        (DocumentOperations::Multiple(ops), Some(name)) => {
            ops.get(&Name::new(name)).map(|op| &op.node)
        }
        (DocumentOperations::Multiple(ops), None) if ops.len() == 1 => {
            ops.values().next().map(|op| &op.node)
        }
        (DocumentOperations::Multiple(_), None) => None,
    }
}

/// The field names at the root of `set`, through fragments (each fragment once: the
/// document limits already refused fragments that spread themselves).
fn root_fields<'a>(
    doc: &'a ExecutableDocument,
    set: &'a SelectionSet,
    out: &mut Vec<&'a str>,
    seen: &mut HashSet<&'a str>,
) {
    for item in &set.items {
        match &item.node {
            Selection::Field(field) => out.push(field.node.name.node.as_str()),
            Selection::InlineFragment(inline) => {
                root_fields(doc, &inline.node.selection_set.node, out, seen);
            }
            Selection::FragmentSpread(spread) => {
                let name = spread.node.fragment_name.node.as_str();
                if seen.insert(name)
                    && let Some(fragment) = doc.fragments.get(&spread.node.fragment_name.node)
                {
                    root_fields(doc, &fragment.node.selection_set.node, out, seen);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(query: &str, name: Option<&str>, scope: Scope) -> Result<(), String> {
        let doc = async_graphql::parser::parse_query(query).map_err(|e| e.to_string())?;
        check(&doc, name, scope).map_err(|e| e.body.attribute.unwrap_or_default())
    }

    #[test]
    fn queries_need_read_action_fields_actions_and_the_rest_admin() {
        assert_eq!(verdict("{ app { id } }", None, Scope::Read), Ok(()));
        let action = "mutation { insert_action_one(object: {}) { id } }";
        assert_eq!(
            verdict(action, None, Scope::Read),
            Err("insert_action_one".into())
        );
        assert_eq!(verdict(action, None, Scope::Actions), Ok(()));
        let secret = "mutation { reset_client_secret(app_id: \"x\") { client_secret } }";
        assert_eq!(
            verdict(secret, None, Scope::Actions),
            Err("reset_client_secret".into())
        );
        assert_eq!(verdict(secret, None, Scope::Admin), Ok(()));
        let future = "mutation { something_new }";
        assert_eq!(
            verdict(future, None, Scope::Actions),
            Err("something_new".into())
        );
    }

    #[test]
    fn fields_hidden_in_fragments_or_other_operations_are_found() {
        let spread = "mutation { ...F } fragment F on mutation_root { a: reset_api_key(id: \"k\") { api_key } }";
        assert_eq!(
            verdict(spread, None, Scope::Actions),
            Err("reset_api_key".into())
        );
        let inline = "mutation { ... on mutation_root { insert_app_one(object: {}) { id } } }";
        assert_eq!(
            verdict(inline, None, Scope::Read),
            Err("insert_app_one".into())
        );
        let two = "query Q { app { id } } mutation M { delete_app_by_pk(id: \"x\") { id } }";
        assert_eq!(verdict(two, Some("Q"), Scope::Read), Ok(()));
        assert_eq!(
            verdict(two, Some("M"), Scope::Read),
            Err("delete_app_by_pk".into())
        );
        assert_eq!(
            verdict("mutation { __typename }", None, Scope::Read),
            Ok(())
        );
    }
}
