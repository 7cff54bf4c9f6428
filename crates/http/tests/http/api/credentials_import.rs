//! The streaming import endpoint: bodies far past the 64 KiB limit, the operator token,
//! and bad input answered with 4xx and nothing imported.

use humanid_proof::Field;
use reqwest::StatusCode;
use serde_json::Value;

use crate::api::helpers::*;

const PATH: &str = "/api/v1/credentials/document/import";

async fn import(
    app: &TestApp,
    query: &str,
    token: Option<&str>,
    body: Vec<u8>,
) -> (StatusCode, Value) {
    let mut req = app
        .client
        .post(app.at(&format!("{PATH}{query}")))
        .body(body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let res = req.send().await.unwrap();
    (res.status(), res.json().await.unwrap())
}

fn lines(from: u64, n: u64) -> Vec<u8> {
    (from..from + n)
        .map(|i| format!("{}\n", Field::from(i)))
        .collect::<String>()
        .into_bytes()
}

async fn size(app: &TestApp) -> Value {
    let sets = app.get_json("/api/v1/credentials").await;
    credential_set(&sets, "document", "production")["size"].clone()
}

#[tokio::test]
async fn an_import_streams_past_the_body_limit_and_lands_whole() {
    let app = TestServer::new().depth16().spawn().await;
    let body = lines(1, 5_000);
    assert!(body.len() > 64 * 1024);
    let (status, _) = import(&app, "", None, body.clone()).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, report) = import(&app, "", Some(OPERATOR_TOKEN), body).await;
    assert_eq!(status, StatusCode::OK, "{report}");
    assert_eq!(
        (report["imported"].clone(), report["size"].clone()),
        (5_000.into(), 5_000.into())
    );
    let proof = app
        .get_json(&format!(
            "/api/v1/credentials/document/inclusion-proof/{}",
            Field::from(4_000)
        ))
        .await;
    assert_eq!(
        (proof["leaf_index"].clone(), proof["root"].clone()),
        (3_999.into(), report["root"].clone())
    );
    // The same values as 32-byte records: all already in the set.
    let binary: Vec<u8> = (1..=3u64)
        .flat_map(|i| Field::from(i).to_be_bytes())
        .collect();
    let (status, body) = import(&app, "?format=binary", Some(OPERATOR_TOKEN), binary).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("already_included"))
    );
}

#[tokio::test]
async fn bad_import_bodies_get_4xx_and_nothing_is_imported() {
    let app = TestServer::new().depth16().spawn().await;
    let mut bad_line = lines(1, 100);
    bad_line.extend_from_slice(b"0xzz\n");
    let mut twice = lines(1, 10);
    twice.extend(lines(5, 1));
    for (query, body, code, needle) in [
        ("", bad_line, "invalid_format", "line 101"),
        ("", twice, "duplicate_commitment", "line 11"),
        (
            "?format=binary",
            vec![1u8; 33],
            "invalid_format",
            "truncated",
        ),
        (
            "?format=binary",
            vec![0xffu8; 32],
            "invalid_format",
            "commitment 1",
        ),
        ("?format=csv", lines(1, 1), "invalid", "format"),
        ("", Vec::new(), "invalid_body", "empty"),
    ] {
        let (status, answer) = import(&app, query, Some(OPERATOR_TOKEN), body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{needle}: {answer}");
        assert_eq!(answer["code"].as_str(), Some(code), "{answer}");
        assert!(
            answer["detail"].as_str().unwrap().contains(needle),
            "{answer}"
        );
    }
    assert_eq!(size(&app).await, 0);
}

#[tokio::test]
async fn without_an_operator_token_configured_the_operator_endpoints_refuse_everyone() {
    let app = TestServer::new().without_operator_token().spawn().await;
    let add = app.at("/api/v1/credentials/document/identities");
    for token in [None, Some(OPERATOR_TOKEN), Some("")] {
        let (status, body) = import(&app, "", token, lines(1, 1)).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("unauthenticated")),
            "{token:?}"
        );
        let mut req = app
            .client
            .post(&add)
            .json(&serde_json::json!({"identity_commitment": "0x01"}));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        assert_eq!(
            req.send().await.unwrap().status(),
            StatusCode::UNAUTHORIZED,
            "{token:?}"
        );
    }
    assert_eq!(size(&app).await, 0);
}
