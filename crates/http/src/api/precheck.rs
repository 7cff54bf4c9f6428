//! `POST /api/v1/precheck/{app_id}`: app and action metadata for wallets, kiosks and the
//! sign-in page, and whether this person can still verify. Browsers call it, so it has
//! CORS `*` and answers `OPTIONS` with 204 (hand-written: tower-http's layer answers
//! preflights with 200, and the CONTRACT asks for 204).

use axum::extract::{Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{Next, from_fn};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use humanid_core::precheck::{AppMetadata, PrecheckRequest};
use serde::Deserialize;

use crate::extract::ApiJson;
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/api/v1/precheck/{app_id}",
        post(precheck)
            .options(preflight)
            .layer(from_fn(allow_any_origin)),
    )
}

#[derive(Deserialize)]
struct Body {
    action: Option<String>,
    nullifier_hash: Option<String>,
    /// Deprecated: `action` replaces it. Only ever used to look the action up.
    external_nullifier: Option<String>,
}

async fn precheck(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    ApiJson(body): ApiJson<Body>,
) -> Result<Json<AppMetadata>, ApiError> {
    let req = PrecheckRequest {
        action: body.action,
        nullifier_hash: body.nullifier_hash,
        external_nullifier: body.external_nullifier,
    };
    Ok(Json(state.humanid.precheck(&app_id, req).await?))
}

/// Every response of this route, errors included, may be read by any origin.
async fn allow_any_origin(req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    res.headers_mut().insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    res
}

/// CORS preflight (and a plain OPTIONS): 204 with what a browser may send.
async fn preflight(headers: HeaderMap) -> impl IntoResponse {
    let requested = headers
        .get(header::ACCESS_CONTROL_REQUEST_HEADERS)
        .cloned()
        .unwrap_or(HeaderValue::from_static("content-type"));
    (
        StatusCode::NO_CONTENT,
        [
            (
                header::ACCESS_CONTROL_ALLOW_METHODS,
                HeaderValue::from_static("POST, OPTIONS"),
            ),
            (header::ACCESS_CONTROL_ALLOW_HEADERS, requested),
            (
                header::ACCESS_CONTROL_MAX_AGE,
                HeaderValue::from_static("86400"),
            ),
        ],
    )
}
