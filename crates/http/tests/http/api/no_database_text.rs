//! No answer carries the database's own words: a conflict with an existing row says so
//! in ours, on SQLite (whose messages name tables and columns) and on PostgreSQL (whose
//! constraint names do).

use crate::api::graphql::gql_body;
use crate::api::helpers::*;

/// Words of the databases' messages and of our schema that must never reach a client.
const DATABASE_WORDS: [&str; 8] = [
    "UNIQUE",
    "constraint failed",
    "redirects.",
    "_key",
    "duplicate key",
    "violates",
    "SQLITE",
    "sqlx",
];

on_both_backends!(a_conflict_is_told_in_our_words);

async fn a_conflict_is_told_in_our_words(app: TestApp) {
    let boot = app.humanid.bootstrap_team("Acme").await.unwrap();
    let made = crate::api::proving::new_app(&app, &boot.team_id, false, "cloud").await;
    let add = format!(
        r#"mutation {{ insert_redirect_one(object: {{app_id: "{}", redirect_uri: "https://rp.example/cb"}}) {{ id }} }}"#,
        made.id
    );
    let gql = || gql_body(&app, &boot.api_key, &add);
    let first = gql().await;
    assert!(first.get("errors").is_none(), "{first}");
    let again = gql().await;
    let error = &again["errors"][0];
    assert_eq!(
        error["extensions"]["code"], "constraint_violation",
        "{again}"
    );
    let text = error.to_string();
    for word in DATABASE_WORDS {
        assert!(!text.contains(word), "{word:?} in {text}");
    }
}
