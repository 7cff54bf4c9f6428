//! `/request`, `/response` and their `/{id}`s: the Wallet Bridge relay the reference
//! client kit (IDKit) uses as its `bridge_url`, at the root of the API surface.
//! Browsers call it from any page, so every answer — errors, 413s and preflights
//! included — may be read by any origin ([`cors`], applied outside the body limit).

use axum::extract::{Path, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use humanid_core::formats::{Base64Text, RelayRequestId};
use humanid_core::relay::{Poll, RelayState, SealedBody};

use crate::cors::with_preflight;
use crate::extract::ApiJson;
use crate::rate_limit::{self, ClientIp};
use crate::{ApiError, AppState, ErrorBody};
use serde::Serialize;

/// New relay requests per second per client address, and the burst allowed: as for
/// wallet hand-off requests, far above what a person needs.
pub const NEW_PER_SECOND: u32 = 10;
pub const NEW_BURST: u32 = 50;

const METHODS: &str = "GET, POST, PUT, HEAD";

pub fn routes() -> Router<AppState> {
    let relayed = |route| with_preflight(route, METHODS);
    Router::new()
        .route("/request", relayed(post(open)))
        .route(
            "/request/{id}",
            relayed(get(take_request).head(request_waiting)),
        )
        .route("/response", relayed(post(respond_first)))
        .route(
            "/response/{id}",
            relayed(get(poll).head(response_exists).put(answer)),
        )
}

fn is_relay_path(path: &str) -> bool {
    path == "/request"
        || path == "/response"
        || path.starts_with("/request/")
        || path.starts_with("/response/")
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

#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct RelayOpened {
    /// The id the client chose, lower-cased, or a new UUID v4.
    request_id: String,
}

/// A widget's encrypted request, optionally under an id of its choosing.
#[derive(serde::Deserialize, utoipa::ToSchema)]
pub(crate) struct OpenBody {
    #[schema(value_type = Base64Text)]
    iv: String,
    #[schema(value_type = Base64Text)]
    payload: String,
    /// The id to store it under (stored lower-cased); a UUID v4 is made without one.
    #[schema(value_type = Option<RelayRequestId>)]
    request_id: Option<String>,
}

/// A widget's poll: the status, and the sealed response once it is `completed`.
#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct RelayPoll {
    /// `initialized`, `retrieved` or `completed`.
    #[schema(value_type = String)]
    status: RelayState,
    response: Option<SealedBody>,
}

/// `POST /request`: a widget leaves its encrypted request.
#[utoipa::path(
    post,
    path = "/request",
    tag = "wallet bridge",
    request_body = OpenBody,
    responses(
        (status = 200, description = "Stored (status `initialized`)", body = RelayOpened),
        (status = 400, description = "`iv` or `payload` missing or not base64, or a malformed `request_id`", body = ErrorBody),
        (status = 409, description = "The chosen `request_id` is taken (`already_exists`)", body = ErrorBody),
        crate::openapi::JsonBodyRefusals,
        (status = 429, description = "Too many new requests from this address", body = ErrorBody),
    )
)]
pub(crate) async fn open(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<OpenBody>,
) -> Result<Json<RelayOpened>, ApiError> {
    rate_limit::check(&state.relay_limiter, ip, "relay requests")?;
    let sealed = SealedBody {
        iv: body.iv,
        payload: body.payload,
    };
    let opened = state
        .humanid
        .relay_open(sealed.check()?, body.request_id.as_deref());
    Ok(Json(RelayOpened {
        request_id: opened.await?,
    }))
}

/// `POST /response`: a wallet leaves a response that no request came before.
#[utoipa::path(
    post,
    path = "/response",
    tag = "wallet bridge",
    request_body = SealedBody,
    responses(
        (status = 201, description = "Stored (status `completed`) under a new id", body = RelayOpened),
        (status = 400, description = "`iv` or `payload` missing or not base64", body = ErrorBody),
        crate::openapi::JsonBodyRefusals,
        (status = 429, description = "Too many new entries from this address", body = ErrorBody),
    )
)]
pub(crate) async fn respond_first(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<SealedBody>,
) -> Result<(StatusCode, Json<RelayOpened>), ApiError> {
    rate_limit::check(&state.relay_limiter, ip, "relay responses")?;
    let request_id = state.humanid.relay_respond_first(body.check()?).await?;
    Ok((StatusCode::CREATED, Json(RelayOpened { request_id })))
}

/// `GET /request/{id}`: a wallet reads the request, once.
#[utoipa::path(
    get,
    path = "/request/{id}",
    tag = "wallet bridge",
    params(crate::openapi::RelayIdPath),
    responses(
        (status = 200, description = "The sealed request (deleted on read)", body = SealedBody),
        (status = 400, description = "The id is malformed", body = ErrorBody),
        (status = 404, description = "Absent, already read or expired", body = ErrorBody),
    )
)]
pub(crate) async fn take_request(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let sealed = state.humanid.relay_take_request(&id).await?;
    Ok(no_store(Json(SealedBody::from(sealed)).into_response()))
}

/// `HEAD /request/{id}`: whether a wallet could still read it (reads nothing).
#[utoipa::path(
    head,
    path = "/request/{id}",
    tag = "wallet bridge",
    params(crate::openapi::RelayIdPath),
    responses(
        (status = 200, description = "A wallet could read it"),
        (status = 400, description = "The id is malformed"),
        (status = 404, description = "Absent, already read or expired"),
    )
)]
pub(crate) async fn request_waiting(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    Ok(found(state.humanid.relay_request_waiting(&id).await?))
}

/// `PUT /response/{id}`: the wallet leaves its encrypted response.
#[utoipa::path(
    put,
    path = "/response/{id}",
    tag = "wallet bridge",
    params(crate::openapi::RelayIdPath),
    request_body = SealedBody,
    responses(
        (status = 201, description = "Stored"),
        (status = 400, description = "Bad id or body; unknown, expired or completed request", body = ErrorBody),
        (status = 409, description = "A response is already stored", body = ErrorBody),
        crate::openapi::JsonBodyRefusals,
    )
)]
pub(crate) async fn answer(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<SealedBody>,
) -> Result<StatusCode, ApiError> {
    state.humanid.relay_answer(&id, body.check()?).await?;
    Ok(StatusCode::CREATED)
}

/// `GET /response/{id}`: the widget polls; the response itself comes once.
#[utoipa::path(
    get,
    path = "/response/{id}",
    tag = "wallet bridge",
    params(crate::openapi::RelayIdPath),
    responses(
        (status = 200, description = "The status; the sealed response once (deleted on read)", body = RelayPoll),
        (status = 400, description = "The id is malformed", body = ErrorBody),
        (status = 404, description = "Unknown, expired or consumed", body = ErrorBody),
    )
)]
pub(crate) async fn poll(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let body = match state.humanid.relay_poll(&id).await? {
        Poll::Waiting(status) => RelayPoll {
            status,
            response: None,
        },
        Poll::Completed(sealed) => RelayPoll {
            status: RelayState::Completed,
            response: Some(SealedBody::from(sealed)),
        },
    };
    Ok(no_store(Json(body).into_response()))
}

/// `HEAD /response/{id}`: whether a poll would answer 200 (collects nothing).
#[utoipa::path(
    head,
    path = "/response/{id}",
    tag = "wallet bridge",
    params(crate::openapi::RelayIdPath),
    responses(
        (status = 200, description = "A poll would answer"),
        (status = 400, description = "The id is malformed"),
        (status = 404, description = "Unknown, expired or consumed"),
    )
)]
pub(crate) async fn response_exists(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    Ok(found(state.humanid.relay_response_exists(&id).await?))
}
