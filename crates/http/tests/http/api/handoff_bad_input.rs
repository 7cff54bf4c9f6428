//! Hostile input to the wallet hand-off endpoints: always a 4xx with the error body.

use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::api::handoff::*;
use crate::api::helpers::*;

#[tokio::test]
async fn malformed_hand_off_requests_get_4xx_with_the_error_body() {
    let app = spawn_app().await;
    let rp = rp(&app, false).await;
    let started = start(&app, &authorize_path(&rp, "")).await;
    let id = started.request_id.clone();
    let proof = format!("/requests/{id}/proof");
    let good = format!(
        r#"{{"proof":"0x{}","merkle_root":"0x1","nullifier_hash":"0x2","credential_type":"orb"}}"#,
        "0".repeat(512)
    );
    let json = "application/json";
    let cases: Vec<(Method, String, Option<&str>, String, StatusCode)> = vec![
        (
            Method::POST,
            proof.clone(),
            Some(json),
            "{".into(),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::POST,
            proof.clone(),
            Some(json),
            "[]".into(),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::POST,
            proof.clone(),
            Some(json),
            "{}".into(),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::POST,
            proof.clone(),
            Some(json),
            good.replace("\"orb\"", "7"),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::POST,
            proof.clone(),
            Some(json),
            good.replace("\"orb\"", "\"iris\""),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::POST,
            proof.clone(),
            Some(json),
            good.replace("0x1\"", "0xzz\""),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::POST,
            proof.clone(),
            Some(json),
            good.replace("0x2\"", &format!("0x{}\"", "f".repeat(65))),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::POST,
            proof.clone(),
            Some(json),
            good.replace("\"0x0000", "\"0x00"),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::POST,
            proof.clone(),
            Some(json),
            good.replace("}", ",\"extra\":1}"),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::POST,
            proof.clone(),
            Some("text/plain"),
            good.clone(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ),
        (
            Method::POST,
            proof.clone(),
            None,
            good.clone(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ),
        (
            Method::POST,
            proof.clone(),
            Some(json),
            format!("{{\"proof\":\"{}\"}}", "a".repeat(70_000)),
            StatusCode::PAYLOAD_TOO_LARGE,
        ),
        (
            Method::PUT,
            proof.clone(),
            Some(json),
            good.clone(),
            StatusCode::METHOD_NOT_ALLOWED,
        ),
        (
            Method::DELETE,
            format!("/requests/{id}"),
            None,
            String::new(),
            StatusCode::METHOD_NOT_ALLOWED,
        ),
        (
            Method::POST,
            format!("/requests/{id}/status"),
            None,
            String::new(),
            StatusCode::METHOD_NOT_ALLOWED,
        ),
        (
            Method::GET,
            format!("/requests/{id}/simulator"),
            None,
            String::new(),
            StatusCode::METHOD_NOT_ALLOWED,
        ),
        (
            Method::GET,
            format!("/requests/req_{}", "0".repeat(32)),
            None,
            String::new(),
            StatusCode::NOT_FOUND,
        ),
        (
            Method::GET,
            format!("/requests/{}", "x".repeat(5000)),
            None,
            String::new(),
            StatusCode::NOT_FOUND,
        ),
        (
            Method::GET,
            "/requests/%00".into(),
            None,
            String::new(),
            StatusCode::NOT_FOUND,
        ),
        (
            Method::GET,
            "/requests/code/%F0%9F%92%A9".into(),
            None,
            String::new(),
            StatusCode::NOT_FOUND,
        ),
        (
            Method::GET,
            format!("/requests/code/{}", "A".repeat(300)),
            None,
            String::new(),
            StatusCode::NOT_FOUND,
        ),
        (
            Method::GET,
            "/requests/nope/status".into(),
            None,
            String::new(),
            StatusCode::NOT_FOUND,
        ),
        (
            Method::GET,
            "/requests/nope/complete".into(),
            None,
            String::new(),
            StatusCode::NOT_FOUND,
        ),
        (
            Method::POST,
            "/requests/nope/simulator".into(),
            None,
            String::new(),
            StatusCode::NOT_FOUND,
        ),
        (
            Method::GET,
            "/authorize?client_id=%FF%FE&redirect_uri=%00".into(),
            None,
            String::new(),
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::DELETE,
            "/authorize".into(),
            None,
            String::new(),
            StatusCode::METHOD_NOT_ALLOWED,
        ),
        (
            Method::POST,
            format!("/verify/{}/vote", rp.app.id),
            None,
            String::new(),
            StatusCode::METHOD_NOT_ALLOWED,
        ),
    ];
    for (method, path, content_type, body, status) in cases {
        let mut req = app
            .client
            .request(method.clone(), app.at(&path))
            .header("accept", "application/json")
            .body(body.clone());
        if let Some(ct) = content_type {
            req = req.header("content-type", ct);
        }
        let res = req.send().await.unwrap();
        let label = format!(
            "{method} {} {}",
            &path[..path.len().min(60)],
            &body[..body.len().min(60)]
        );
        assert_eq!(res.status(), status, "{label}");
        let body: Value = res.json().await.unwrap_or_else(|e| panic!("{label}: {e}"));
        assert!(
            body["code"].is_string() && body["detail"].is_string(),
            "{label}: {body}"
        );
    }
    // None of it touched the request.
    let status: Value = app.get_json(&format!("/requests/{id}/status")).await;
    assert_eq!(status["status"], "pending");
}
