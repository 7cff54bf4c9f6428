//! The wallet's half of the hand-off (docs/architecture.md, "Wallet hand-off") against a
//! scripted stand-in for the `/authorize` and `/requests/…` paths, with inclusion proofs
//! from a real `humanid serve`: the cookie is kept and sent back, a too-old root is retried
//! once with a fresh proof, and the proof is a valid sign-in proof (action "", signal = the
//! nonce).

use std::sync::{Arc, Mutex};

use crate::common::{Server, assert_fails_with, stderr, stdout};
use axum::extract::{Path, State};
use axum::http::header::{COOKIE, LOCATION, SET_COOKIE};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use humanid_proof::{Field, Proof, PublicInputs, Verifier, external_nullifier, signal_hash};
use serde_json::{Value, json};

const ID: &str = "req_0123456789abcdef0123456789abcdef";
const APP: &str = "app_staging_0123456789abcdef0123456789abcdef";
const NONCE: &str = "n0nce";
const COOKIE_PAIR: &str = "hid_req=b1nd";
const LOCATION_TO: &str = "https://rp.example/cb?code=c0de&state=st4te";

#[derive(Default)]
struct Seen {
    proof_posts: usize,
    valid_proof: bool,
}

type Shared = Arc<Mutex<Seen>>;

async fn authorize() -> Response {
    let body = json!({ "request_id": ID, "short_code": "ABCD-EFGH", "expires_at": 0 });
    let cookie = format!("{COOKIE_PAIR}; Path=/; HttpOnly; SameSite=Lax");
    ([(SET_COOKIE, cookie)], Json(body)).into_response()
}

async fn request(Path(id): Path<String>) -> Json<Value> {
    let status = if id == ID { "pending" } else { "expired" };
    Json(json!({
        "request_id": id, "kind": "sign-in", "action": "", "signal": NONCE,
        "app": { "id": APP, "name": "Poll", "is_verified": false, "verified_app_logo": "", "is_staging": true },
        "external_nullifier": external_nullifier(APP, ""),
        "scopes": ["openid", "email"], "credential_types": ["orb"],
        "expires_at": 0, "status": status,
    }))
}

/// Refuses the first proof as too old, then checks the second for real.
async fn proof(State(seen): State<Shared>, Json(body): Json<Value>) -> Response {
    let field = |name: &str| Field::parse(body[name].as_str().unwrap()).unwrap();
    let mut seen = seen.lock().unwrap();
    seen.proof_posts += 1;
    if seen.proof_posts == 1 {
        let error = json!({ "code": "root_too_old", "detail": "old", "attribute": "merkle_root" });
        return (StatusCode::BAD_REQUEST, Json(error)).into_response();
    }
    let inputs = PublicInputs {
        root: field("merkle_root"),
        nullifier_hash: field("nullifier_hash"),
        signal_hash: signal_hash(NONCE),
        external_nullifier: external_nullifier(APP, ""),
    };
    let proof = Proof::from_abi_hex(body["proof"].as_str().unwrap()).unwrap();
    seen.valid_proof = Verifier::global()
        .unwrap()
        .verify(16, &proof, &inputs)
        .unwrap();
    Json(json!({ "status": "approved" })).into_response()
}

async fn complete(headers: HeaderMap) -> Response {
    let cookie = headers.get(COOKIE).and_then(|c| c.to_str().ok());
    if cookie != Some(COOKIE_PAIR) {
        return StatusCode::FORBIDDEN.into_response();
    }
    (StatusCode::SEE_OTHER, [(LOCATION, LOCATION_TO)]).into_response()
}

async fn stand_in(seen: Shared) -> String {
    let router = Router::new()
        .route("/authorize", get(authorize))
        .route("/requests/{id}", get(request))
        .route("/requests/{id}/proof", post(proof))
        .route("/requests/{id}/complete", get(complete))
        .with_state(seen);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    url
}

/// An enrolled wallet (on a real server) signs in to `path` on a fresh stand-in: what it
/// printed, and what the stand-in saw. The wallet runs off the runtime, which keeps
/// serving the stand-in meanwhile.
async fn sign_in(path: &str) -> (std::process::Output, Shared) {
    let server = Server::start(&[]);
    let file = server.enrolled_wallet("w.json");
    let seen = Shared::default();
    let target = format!("{}{path}", stand_in(seen.clone()).await);
    let url = server.url.clone();
    let out = tokio::task::spawn_blocking(move || {
        crate::common::wallet(&file, &["sign-in", &target, "--yes", "--server", &url])
    });
    (out.await.unwrap(), seen)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_authorize_url_is_completed_with_the_cookie_after_one_retry() {
    let (out, seen) = sign_in(&format!("/authorize?client_id={APP}")).await;
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).trim(), LOCATION_TO);
    let seen = seen.lock().unwrap();
    assert_eq!(seen.proof_posts, 2, "one retry after root_too_old");
    assert!(
        seen.valid_proof,
        "a sign-in proof for action \"\" and the nonce"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_request_is_refused_before_proving() {
    let (out, seen) = sign_in("/requests/req_0ld").await;
    assert_fails_with(&out, "has expired");
    assert_eq!(seen.lock().unwrap().proof_posts, 0);
}
