//! `/requests/*`: the wallet hand-off (docs/architecture.md, "Wallet hand-off"), served by
//! both surfaces. Wallets read a request and answer it with a proof; the browser that
//! started it polls the status and collects the result, once, with its binding cookie.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::from_fn;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use humanid_core::Code;
use humanid_core::handoff::{
    Completion, Delivery, Kind, ProofSubmission, ResponseMode, Status, status_of,
};
use humanid_store::requests::RequestRow;
use serde_json::json;

use crate::browser::{error_response, wants_json};
use crate::cookies::{BINDING_COOKIE, Cookie, SIMULATOR_COOKIE, cookie};
use crate::cors::{allow_any_origin, open_to_any_origin};
use crate::extract::ApiJson;
use crate::{ApiError, AppState, pages};

/// New requests per second per client address, and the burst allowed: far above what a
/// person signing in needs, low enough that nobody fills the table.
pub const STARTS_PER_SECOND: u32 = 10;
pub const STARTS_BURST: u32 = 50;

pub fn routes() -> Router<AppState> {
    let read = open_to_any_origin(get(view), "GET, OPTIONS");
    let answer = open_to_any_origin(post(proof), "POST, OPTIONS");
    Router::new()
        .route("/requests/{id}", read)
        .route(
            "/requests/code/{code}",
            get(by_code).layer(from_fn(allow_any_origin)),
        )
        .route("/requests/{id}/proof", answer)
        .route("/requests/{id}/status", get(status))
        .route("/requests/{id}/complete", get(complete))
        .route("/requests/{id}/simulator", post(simulator))
}

/// The public URL of the surface that created the request.
pub fn surface_url<'a>(state: &'a AppState, row: &RequestRow) -> &'a str {
    let settings = state.humanid.settings();
    if Kind::of(row) == Kind::SignIn {
        &settings.auth_url
    } else {
        &settings.base_url
    }
}

pub fn request_url(state: &AppState, row: &RequestRow) -> String {
    format!("{}/requests/{}", surface_url(state, row), row.id)
}

fn no_store(mut res: Response) -> Response {
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

/// What a wallet needs to prove; a person who opened the QR link in a browser gets a
/// page that says which wallet to use.
async fn view(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let row = state.humanid.request(&id).await?;
    let prefers_page = !wants_json(&headers)
        && headers
            .get(header::ACCEPT)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|a| a.contains("text/html"));
    if prefers_page {
        let app = state.humanid.store().get_app(&row.app_id).await;
        let name = app.map(|a| a.name).unwrap_or_default();
        return Ok(pages::wallet_hint_page(&name, &request_url(&state, &row)));
    }
    let view = state.humanid.wallet_view(&row).await?;
    Ok(no_store(Json(view).into_response()))
}

async fn by_code(
    State(state): State<AppState>,
    Path(code): Path<String>,
) -> Result<Response, ApiError> {
    let row = state.humanid.request_by_short_code(&code).await?;
    let view = state.humanid.wallet_view(&row).await?;
    Ok(no_store(Json(view).into_response()))
}

async fn proof(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ProofSubmission>,
) -> Result<Json<serde_json::Value>, ApiError> {
    state.humanid.submit_proof(&id, body).await?;
    Ok(Json(json!({ "status": Status::Approved })))
}

async fn status(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let row = state.humanid.request(&id).await?;
    let now = humanid_store::now_micros();
    Ok(no_store(
        Json(json!({ "status": status_of(&row, now) })).into_response(),
    ))
}

/// Delivers the result to the relying party through the browser: a 303 to its redirect
/// URI, or an auto-submitting form. Still pending: a page that checks again.
async fn complete(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let binding = cookie(&headers, BINDING_COOKIE);
    let done = match state.humanid.complete_request(&id, binding).await {
        Ok(Completion::Approved(done)) => done,
        Ok(Completion::Pending(row)) if wants_json(&headers) => {
            let body = json!({ "status": status_of(&row, humanid_store::now_micros()) });
            return no_store(Json(body).into_response());
        }
        Ok(Completion::Pending(row)) => return pages::waiting_page(&row.short_code),
        Err(e) => return error_response(&headers, e.into()),
    };
    let delivered = match state.humanid.deliver(&done).await {
        Ok(d) => d,
        Err(e) => return error_response(&headers, e.into()),
    };
    let mut res = delivery_response(&delivered.delivery);
    let surface = surface_url(&state, &done);
    if let Some(session) = &delivered.session {
        Cookie::idp_session(session).set(surface, &mut res);
    }
    res
}

/// "Sign in with the simulator" (staging apps): prove on the server for this browser's
/// simulator identity, then continue as if a wallet had answered (a page that moves on
/// to `/complete`).
async fn simulator(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let Ok(_permit) = state.simulator_provers.clone().try_acquire_owned() else {
        let busy = ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            Code::RateLimited,
            "The simulator is busy proving for others; try again in a few seconds.",
        );
        return error_response(&headers, busy);
    };
    let existing = cookie(&headers, SIMULATOR_COOKIE)
        .filter(|s| s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(str::to_owned);
    let secret = existing
        .clone()
        .unwrap_or_else(|| humanid_core::ids::random_hex(32));
    let binding = cookie(&headers, BINDING_COOKIE);
    let outcome = state
        .humanid
        .sign_in_with_simulator(&id, binding, &secret)
        .await;
    if let Err(e) = outcome {
        return error_response(&headers, e.into());
    }
    let row = match state.humanid.request(&id).await {
        Ok(row) => row,
        Err(e) => return error_response(&headers, e.into()),
    };
    // Not a 303 to /complete: that redirects on to the relying party, and Chromium
    // blocks redirects after a form post that leave the page's form-action ('self').
    let next = format!("{}/complete", request_url(&state, &row));
    let mut res = pages::continuing_page("Proved with the simulator", &next);
    if existing.is_none() {
        Cookie::simulator(&secret).set(surface_url(&state, &row), &mut res);
    }
    res
}

/// The answer to the GET that opened a request (`/authorize`, the hosted page): the
/// waiting page, or `{request_id, short_code, expires_at, request_url}` for programs.
/// Both set the cookie that binds this browser to the request.
pub fn started(
    state: &AppState,
    headers: &HeaderMap,
    created: &humanid_core::handoff::Created,
    heading: &str,
    scopes: &[String],
) -> Response {
    let row = &created.request;
    let url = request_url(state, row);
    let expires_at = humanid_core::handoff::expires_at(row);
    let mut res = if wants_json(headers) {
        let body = json!({
            "request_id": row.id,
            "short_code": row.short_code,
            "expires_at": expires_at,
            "request_url": url,
        });
        no_store(Json(body).into_response())
    } else {
        let app = humanid_core::handoff::app_view(&created.app);
        pages::handoff_page(pages::HandoffPage {
            heading,
            app: &app,
            scopes,
            request_url: &url,
            short_code: &row.short_code,
            expires_at: &expires_at,
            seconds_left: humanid_core::handoff::REQUEST_LIFETIME_SECS,
            simulator_label: if Kind::of(row) == Kind::SignIn {
                "Sign in with the simulator"
            } else {
                "Verify with the simulator"
            },
        })
    };
    let surface = surface_url(state, row);
    Cookie::binding(&row.id, &created.binding).set(surface, &mut res);
    res
}

/// Sends the browser on to the relying party: a 303 with the result in the redirect
/// URI's query or fragment, or an auto-submitting form for `form_post`.
pub fn delivery_response(delivery: &Delivery) -> Response {
    match delivery.mode {
        ResponseMode::FormPost => pages::form_post_page(&delivery.redirect_uri, &delivery.params),
        ResponseMode::Query | ResponseMode::Fragment => {
            let mut res = StatusCode::SEE_OTHER.into_response();
            if let Ok(v) = HeaderValue::from_str(&delivery.location()) {
                res.headers_mut().insert(header::LOCATION, v);
            }
            no_store(res)
        }
    }
}
