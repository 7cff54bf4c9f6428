//! `GET /verify/{app_id}/{action}?signal=…&return_url=…` (docs/architecture.md, "Hosted
//! verification page"): the hosted verification page. The wallet hand-off is the sign-in
//! one; the result goes back to `return_url` as a `verification_jwt` (keys at
//! `/api/v1/jwks`).

use axum::Router;

use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use serde::Deserialize;

use crate::browser::error_response;
use crate::rate_limit::{self, ClientIp};
use crate::{AppState, requests};

pub fn routes() -> Router<AppState> {
    Router::new().route("/verify/{app_id}/{action}", get(page))
}

#[derive(Deserialize)]
struct HostedQuery {
    signal: Option<String>,
    return_url: Option<String>,
    state: Option<String>,
}

async fn page(
    State(state): State<AppState>,
    Path((app_id, action)): Path<(String, String)>,
    ClientIp(ip): ClientIp,
    Query(q): Query<HostedQuery>,
    headers: HeaderMap,
) -> Response {
    if let Err(e) = rate_limit::check(&state.request_limiter, ip, "verification requests") {
        return error_response(&headers, e);
    }
    let started = state
        .humanid
        .start_hosted_verification(&app_id, &action, q.signal, q.return_url.as_deref(), q.state)
        .await;
    let created = match started {
        Ok(c) => c,
        Err(e) => return error_response(&headers, e.into()),
    };
    let heading = format!("Verify you are a unique human: {action}");
    requests::started(&state, &headers, &created, &heading, &[])
}
