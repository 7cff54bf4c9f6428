//! GraphQL documents built to crash or stall the server are refused with a 400 naming the
//! limit, before any work, and the server keeps serving everyone else.

use serde_json::{Value, json};

use crate::common::Server;

/// Posts `body` as the team; returns the status and the JSON answer.
async fn post(server: &Server, body: &Value) -> (u16, Value) {
    let res = reqwest::Client::new()
        .post(format!("{}/v1/graphql", server.url))
        .bearer_auth(&server.api_key)
        .json(body)
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

async fn assert_refused(server: &mut Server, body: Value, limit: &str) {
    let (status, out) = post(server, &body).await;
    assert_eq!(
        (status, out["code"].as_str(), out["attribute"].as_str()),
        (400, Some("limit_exceeded"), Some(limit)),
        "{out}"
    );
    let detail = out["detail"].as_str().unwrap();
    assert!(
        detail.contains("at most") || detail.contains("itself"),
        "{out}"
    );
    assert!(server.process.is_alive());
    let data = server.gql("{ app { id } }").await;
    assert!(data["app"].is_array(), "{data}");
}

/// `app(where: {_and: [{_and: [ … ]}]})`, `depth` levels.
fn nested_and(depth: usize) -> String {
    let open = "{_and: [".repeat(depth);
    let close = "]}".repeat(depth);
    format!("{{ app(where: {open}{{name: {{_eq: \"x\"}}}}{close}) {{ id }} }}")
}

#[tokio::test]
async fn a_where_filter_nested_500_deep_is_refused_and_the_server_survives() {
    let mut server = Server::start(&[]);
    let query = nested_and(500);
    assert!(query.len() < 16 * 1024, "a few kilobytes: {}", query.len());
    assert_refused(&mut server, json!({ "query": query }), "nesting").await;
    // The same through `_in` lists of lists and bare object nesting.
    let lists = format!(
        "{{ app(where: {{name: {{_in: {}\"x\"{}}}}}) {{ id }} }}",
        "[".repeat(500),
        "]".repeat(500)
    );
    assert_refused(&mut server, json!({ "query": lists }), "nesting").await;
}

#[tokio::test]
async fn variables_nested_deeper_than_the_limit_are_refused() {
    let mut server = Server::start(&[]);
    let mut filter = json!({"name": {"_eq": "x"}});
    // 40 `_and`s: 80 JSON levels, within the JSON parser's own limit of 128.
    for _ in 0..40 {
        filter = json!({ "_and": [filter] });
    }
    let body = json!({
        "query": "query($w: app_bool_exp) { app(where: $w) { id } }",
        "variables": { "w": filter },
    });
    assert_refused(&mut server, body, "nesting").await;
}

#[tokio::test]
async fn a_filter_within_the_nesting_limit_but_deeper_than_eight_ands_gets_a_graphql_error() {
    let server = Server::start(&[]);
    let (status, out) = post(&server, &json!({ "query": nested_and(10) })).await;
    assert_eq!(status, 200, "{out}");
    assert_eq!(out["errors"][0]["extensions"]["code"], "invalid", "{out}");
    let (status, out) = post(&server, &json!({ "query": nested_and(4) })).await;
    assert_eq!(
        (status, out["data"]["app"].clone()),
        (200, json!([])),
        "{out}"
    );
}

#[tokio::test]
async fn an_in_list_longer_than_a_page_is_refused() {
    let mut server = Server::start(&[]);
    let items = vec!["\"a\""; 2000];
    let query = format!(
        "{{ app(where: {{name: {{_in: [{}]}}}}) {{ id }} }}",
        items.join(",")
    );
    assert_refused(&mut server, json!({ "query": query }), "list_length").await;
    let names = vec!["a"; 2000];
    let body = json!({
        "query": "query($n: [String!]) { app(where: {name: {_in: $n}}) { id } }",
        "variables": { "n": names },
    });
    assert_refused(&mut server, body, "list_length").await;
}

#[tokio::test]
async fn documents_over_the_size_or_alias_limits_are_refused() {
    let mut server = Server::start(&[]);
    let padding = "#".repeat(20 * 1024);
    let big = format!("{padding}\n{{ app {{ id }} }}");
    assert_refused(&mut server, json!({ "query": big }), "document_size").await;
    let aliases: Vec<String> = (0..100).map(|i| format!("a{i}: app {{ id }}")).collect();
    let query = format!("{{ {} }}", aliases.join(" "));
    assert_refused(&mut server, json!({ "query": query }), "aliases").await;
}

#[tokio::test]
async fn fragments_that_expand_exponentially_are_refused_before_validation() {
    let mut server = Server::start(&[]);
    // Each fragment spreads the next one four times: 4^12 fields once expanded.
    let mut doc = String::from("{ app { ...F0 } }\n");
    for i in 0..12 {
        let next = format!("...F{} ", i + 1);
        doc.push_str(&format!(
            "fragment F{i} on app {{ id {} }}\n",
            next.repeat(4)
        ));
    }
    doc.push_str("fragment F12 on app { id name }\n");
    let started = std::time::Instant::now();
    assert_refused(&mut server, json!({ "query": doc }), "fields").await;
    // Refused from the document's shape, not after the seconds that expansion takes.
    assert!(started.elapsed().as_secs() < 5, "{:?}", started.elapsed());
}

#[tokio::test]
async fn a_fragment_that_spreads_itself_is_refused() {
    let mut server = Server::start(&[]);
    let doc = "{ app { ...A } } fragment A on app { id ...B } fragment B on app { name ...A }";
    assert_refused(&mut server, json!({ "query": doc }), "fragments").await;
}
