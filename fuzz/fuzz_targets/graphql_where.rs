//! GraphQL `where` filters and the document limits: never a panic; a filter that is
//! accepted re-encodes to a value that is accepted again and re-encodes the same.
#![no_main]

use async_graphql::Value;
use humanid_http::fuzzing::{graphql_limits, where_filters};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // The whole input as a document, then as the `where` argument of a query.
    let _ = graphql_limits(text);
    let query = format!("query {{ app(where: {text}) {{ id }} }}");
    if graphql_limits(&query).is_err() {
        return;
    }
    let Ok(doc) = async_graphql::parser::parse_query(&query) else {
        return;
    };
    for (_, op) in doc.operations.iter() {
        for item in &op.node.selection_set.node.items {
            let async_graphql::parser::types::Selection::Field(field) = &item.node else {
                continue;
            };
            for (_, arg) in &field.node.arguments {
                let Ok(value) = arg.node.clone().into_const_with(|_| Err::<Value, ()>(())) else {
                    continue;
                };
                for (depth, encoded) in where_filters(&value).into_iter().flatten() {
                    assert!(depth >= 1);
                    let again = where_filters(&encoded);
                    assert!(
                        again
                            .iter()
                            .flatten()
                            .any(|(d, v)| *d == depth && *v == encoded),
                        "{encoded:?} does not round-trip"
                    );
                }
            }
        }
    }
});
