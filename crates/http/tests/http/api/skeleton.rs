//! The service skeleton: health, readiness, metrics, request ids, error bodies, limits.

use std::time::Duration;

use axum::Router;
use axum::routing::get;
use humanid_http::{ErrorBody, Surface};
use reqwest::StatusCode;
use tokio::net::TcpListener;
use tokio::sync::oneshot;

use crate::api::helpers::*;

#[tokio::test]
async fn healthz_and_readyz_answer_ok() {
    let app = spawn_app().await;
    let res = app.get("/healthz").await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = app.get("/readyz").await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        res.json::<serde_json::Value>().await.unwrap()["status"],
        "ready"
    );
}

#[tokio::test]
async fn readyz_checks_postgres_too() {
    let app = TestServer::new().postgres().spawn().await;
    let res = app.get("/readyz").await;
    assert_eq!(res.status(), StatusCode::OK);
}

#[tokio::test]
async fn readyz_is_503_when_the_database_is_gone() {
    let app = spawn_app().await;
    app.humanid.store().close().await;
    let res = app.get("/readyz").await;
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.json::<ErrorBody>().await.unwrap().code, "not_ready");
}

#[tokio::test]
async fn every_response_carries_a_request_id() {
    let app = spawn_app().await;
    let res = app.get("/healthz").await;
    let id = res
        .headers()
        .get("x-request-id")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    assert_eq!(id.len(), 16);
    let res = app
        .client
        .get(app.at("/healthz"))
        .header("x-request-id", "caller-chosen")
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["x-request-id"], "caller-chosen");
}

#[tokio::test]
async fn unknown_paths_get_a_404_error_body() {
    let app = spawn_app().await;
    let res = app.get("/no/such/thing").await;
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    let body: ErrorBody = res.json().await.unwrap();
    assert_eq!((body.code.as_str(), body.attribute), ("not_found", None));
}

#[tokio::test]
async fn wrong_methods_get_405_with_allow_header_and_error_body() {
    let app = spawn_app().await;
    let res = app.client.delete(app.at("/healthz")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
    let allow = res
        .headers()
        .get("allow")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    assert!(allow.contains("GET"), "{allow}");
    let body: ErrorBody = res.json().await.unwrap();
    assert_eq!(body.code, "method_not_allowed");
}

#[tokio::test]
async fn metrics_count_requests_per_route_with_latency_histograms() {
    let app = spawn_app().await;
    for _ in 0..3 {
        app.get("/healthz").await;
    }
    let text = app.get("/metrics").await.text().await.unwrap();
    let line = text
        .lines()
        .find(|l| {
            l.starts_with("http_requests_total")
                && l.contains("route=\"/healthz\"")
                && l.contains("status=\"200\"")
        })
        .unwrap_or_else(|| panic!("no healthz counter in:\n{text}"));
    let count: f64 = line.rsplit(' ').next().unwrap().parse().unwrap();
    assert!(count >= 3.0, "{line}");
    assert!(
        text.contains("http_request_duration_seconds_bucket{route=\"/healthz\""),
        "{text}"
    );
}

/// A router whose only route waits until the test lets it finish.
fn slow_router(started: oneshot::Sender<()>, release: oneshot::Receiver<()>) -> Router {
    let slot = std::sync::Arc::new(std::sync::Mutex::new(Some((started, release))));
    Router::new().route(
        "/slow",
        get(move || {
            let pair = slot.lock().unwrap().take();
            async move {
                let (started, release) = pair.unwrap();
                started.send(()).unwrap();
                release.await.unwrap();
                "finished"
            }
        }),
    )
}

#[tokio::test]
async fn shutdown_lets_in_flight_requests_finish() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/slow", listener.local_addr().unwrap());
    let (started_tx, started_rx) = oneshot::channel();
    let (release_tx, release_rx) = oneshot::channel();
    let (stop_tx, stop_rx) = oneshot::channel::<()>();
    let server = tokio::spawn(humanid_http::serve(
        vec![Surface {
            listener,
            router: slow_router(started_tx, release_rx),
        }],
        async move {
            let _ = stop_rx.await;
        },
    ));
    let request =
        tokio::spawn(async move { reqwest::get(url).await.unwrap().text().await.unwrap() });
    started_rx.await.unwrap();
    stop_tx.send(()).unwrap();
    // The server must still be running: it is waiting for the in-flight request.
    assert!(!server.is_finished());
    release_tx.send(()).unwrap();
    assert_eq!(request.await.unwrap(), "finished");
    tokio::time::timeout(Duration::from_secs(10), server)
        .await
        .unwrap()
        .unwrap()
        .unwrap();
}

#[tokio::test]
async fn malformed_and_oversized_json_get_4xx_error_bodies_never_5xx() {
    let app = spawn_app().await;
    let url = app.at("/api/v1/simulator/orb/identities");
    let send = |body: String, ct: &'static str| {
        app.client
            .post(&url)
            .header("content-type", ct)
            .body(body)
            .send()
    };
    let res = send("{".into(), "application/json").await.unwrap();
    assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    let body: ErrorBody = res.json().await.unwrap();
    assert_eq!(
        (body.code.as_str(), body.attribute.as_deref()),
        ("invalid", Some("body"))
    );
    let res = send("{\"identity_commitment\": \"0x01\"}".into(), "text/plain")
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let huge = format!("{{\"identity_commitment\": \"{}\"}}", "1".repeat(70 * 1024));
    let res = send(huge, "application/json").await.unwrap();
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(
        res.json::<ErrorBody>().await.unwrap().code,
        "payload_too_large"
    );
}
