//! `/request` and `/response/{id}`: the Wallet Bridge relay the reference client kit
//! (IDKit) uses as its `bridge_url` (CONTRACT §10), at the root of the API surface.
//! Browsers call it from any page, so every answer — errors, 413s and preflights
//! included — may be read by any origin ([`cors`], applied outside the body limit).

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use humanid_core::relay::{Poll, SealedBody};
use serde_json::json;

use crate::cors::preflight;
use crate::extract::ApiJson;
use crate::{ApiError, AppState, rate_limit};

/// New relay requests per second per client address, and the burst allowed: as for
/// wallet hand-off requests, far above what a person needs.
pub const NEW_PER_SECOND: u32 = 10;
pub const NEW_BURST: u32 = 50;

const METHODS: &str = "GET, POST, PUT, HEAD";

pub fn routes() -> Router<AppState> {
    let options = |h: HeaderMap| async move { preflight(METHODS, &h) };
    Router::new()
        .route("/request", post(open).options(options))
        .route(
            "/request/{id}",
            get(take_request).head(request_waiting).options(options),
        )
        .route(
            "/response/{id}",
            get(poll).head(response_exists).put(answer).options(options),
        )
}

fn is_relay_path(path: &str) -> bool {
    path == "/request" || path.starts_with("/request/") || path.starts_with("/response/")
}

/// Any origin may read every answer on the relay's paths.
pub async fn cors(req: Request, next: Next) -> Response {
    let relay = is_relay_path(req.uri().path());
    let mut res = next.run(req).await;
    if relay {
        res.headers_mut().insert(
            header::ACCESS_CONTROL_ALLOW_ORIGIN,
            HeaderValue::from_static("*"),
        );
    }
    res
}

fn no_store(mut res: Response) -> Response {
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

fn found(yes: bool) -> StatusCode {
    if yes {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    }
}

/// `POST /request`: a widget leaves its encrypted request.
async fn open(
    State(state): State<AppState>,
    peer: Option<Extension<ConnectInfo<SocketAddr>>>,
    ApiJson(body): ApiJson<SealedBody>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let ip = rate_limit::client_ip(peer);
    rate_limit::check(&state.relay_limiter, ip, "relay requests")?;
    let id = state.humanid.relay_open(body.check()?).await?;
    Ok(Json(json!({ "request_id": id })))
}

/// `GET /request/{id}`: a wallet reads the request, once.
async fn take_request(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let sealed = state.humanid.relay_take_request(&id).await?;
    Ok(no_store(Json(SealedBody::from(sealed)).into_response()))
}

/// `HEAD /request/{id}`: whether a wallet could still read it (reads nothing).
async fn request_waiting(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    Ok(found(state.humanid.relay_request_waiting(&id).await?))
}

/// `PUT /response/{id}`: the wallet leaves its encrypted response.
async fn answer(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<SealedBody>,
) -> Result<StatusCode, ApiError> {
    state.humanid.relay_answer(&id, body.check()?).await?;
    Ok(StatusCode::CREATED)
}

/// `GET /response/{id}`: the widget polls; the response itself comes once.
async fn poll(State(state): State<AppState>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let body = match state.humanid.relay_poll(&id).await? {
        Poll::Waiting(status) => json!({ "status": status, "response": null }),
        Poll::Completed(sealed) => {
            json!({ "status": "completed", "response": SealedBody::from(sealed) })
        }
    };
    Ok(no_store(Json(body).into_response()))
}

/// `HEAD /response/{id}`: whether a poll would answer 200 (collects nothing).
async fn response_exists(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    Ok(found(state.humanid.relay_response_exists(&id).await?))
}
