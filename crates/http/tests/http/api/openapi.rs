//! `GET /api/openapi.json`: an OpenAPI 3.1 document that lists every JSON route the
//! router serves, with the methods it allows, and whose schemas real answers match.

use std::collections::BTreeSet;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::api::helpers::*;
use crate::api::proving::*;

/// Router paths that are not JSON APIs: pages, redirects, GraphQL (its own schema),
/// Prometheus text and the wallet hand-off (content-negotiated HTML/JSON).
const NOT_IN_DOCUMENT: &[&str] = &[
    "/authorize",
    "/logout",
    "/verify/",
    "/portal",
    "/kiosk/",
    "/v1/graphql",
    "/metrics",
    "/requests/",
    "/static/",
];

async fn document(app: &TestApp) -> Value {
    let res = app.get("/api/openapi.json").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/json");
    res.json().await.unwrap()
}

fn documented_methods(item: &Value) -> BTreeSet<String> {
    item.as_object()
        .unwrap()
        .keys()
        .filter(|k| ["get", "post", "put", "head", "delete", "patch"].contains(&k.as_str()))
        .map(|k| k.to_uppercase())
        .collect()
}

#[tokio::test]
async fn openapi_document_is_3_1_and_lists_every_json_route_with_its_methods() {
    let app = spawn_app().await;
    let doc = document(&app).await;
    assert!(
        doc["openapi"].as_str().unwrap().starts_with("3.1"),
        "{}",
        doc["openapi"]
    );
    assert_eq!(doc["servers"][0]["url"], app.url);
    let paths = doc["paths"].as_object().unwrap();

    let routes = app.router_paths();
    let undocumented: Vec<&String> = routes
        .iter()
        .filter(|r| !paths.contains_key(r.as_str()))
        // The landing page, and axum's fallback.
        .filter(|r| *r != "/" && !r.contains("__private__axum"))
        .filter(|r| !NOT_IN_DOCUMENT.iter().any(|p| r.starts_with(p)))
        .collect();
    assert!(
        undocumented.is_empty(),
        "routes missing from the document: {undocumented:?}"
    );
    for expected in [
        "/api/v1/verify/{app_id}",
        "/api/v2/create-action/{app_id}",
        "/token",
        "/request",
    ] {
        assert!(paths.contains_key(expected), "{expected}");
    }

    // Each documented path exists with exactly the methods documented: an undocumented
    // method gets 405 and the router's own `Allow` list.
    for (path, item) in paths {
        assert!(routes.contains(path), "{path} is documented but not routed");
        let concrete = path.replace(['{', '}'], "");
        let res = app
            .client
            .request(Method::PATCH, app.at(&concrete))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED, "{path}");
        let allow: BTreeSet<String> = res.headers()["allow"]
            .to_str()
            .unwrap()
            .split(',')
            .map(|m| m.trim().to_owned())
            .filter(|m| m != "OPTIONS" && m != "HEAD")
            .collect();
        let mut documented = documented_methods(item);
        documented.remove("HEAD");
        assert_eq!(allow, documented, "{path}");
    }
}

/// Checks `body` against the schema the document gives for `path`, `method`, `status`.
fn assert_matches(doc: &Value, path: &str, method: &str, status: u16, body: &Value) {
    let response = &doc["paths"][path][method]["responses"][status.to_string()];
    assert!(
        response.is_object(),
        "{method} {path} does not document {status}"
    );
    let content = response["content"].as_object().unwrap();
    let (_, media) = content.iter().next().unwrap();
    let mut schema = media["schema"].clone();
    if schema.get("$ref").is_some() {
        schema = json!({ "$ref": schema["$ref"] });
    }
    schema["components"] = doc["components"].clone();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> = validator.iter_errors(body).map(|e| e.to_string()).collect();
    assert!(
        errors.is_empty(),
        "{method} {path} {status}: {errors:?}\n{body}"
    );
}

#[tokio::test]
async fn real_answers_match_the_documented_schemas() {
    let app = spawn_app().await;
    let doc = document(&app).await;

    let team_id = team(&app).await;
    let made = new_app(&app, &team_id, true, "cloud").await;
    let (status, out) = post(&app, &format!("/api/v1/precheck/{}", made.id), &json!({})).await;
    assert_eq!(status, StatusCode::OK, "{out}");
    assert_matches(&doc, "/api/v1/precheck/{app_id}", "post", 200, &out);

    let (status, out) = post(&app, "/api/v1/verify/app_nope", &json!({"action": 1})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{out}");
    assert_matches(&doc, "/api/v1/verify/{app_id}", "post", 400, &out);

    for path in [
        "/.well-known/openid-configuration",
        "/jwks",
        "/api/v1/jwks",
        "/api/v1/credentials",
    ] {
        assert_matches(&doc, path, "get", 200, &app.get_json(path).await);
    }

    let res = app
        .client
        .post(app.at("/token"))
        .form(&[("grant_type", "authorization_code"), ("code", "x")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert_matches(&doc, "/token", "post", 401, &res.json().await.unwrap());

    // A wrong schema must fail the check (the check can fail).
    let wrong = std::panic::catch_unwind(|| {
        assert_matches(
            &doc,
            "/api/v1/jwks",
            "get",
            200,
            &json!({"keys": [{"kty": 1}]}),
        )
    });
    assert!(wrong.is_err());
}
