//! `POST /revoke` (RFC 7009, CONTRACT §11): client authentication as `/token`; always
//! 200 for a well-formed request, whether or not the token was the client's to revoke.

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;

use super::form::{client_form, no_store, oauth_error};
use crate::cors::preflight;
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/revoke",
        post(revoke).options(|h: HeaderMap| async move { preflight("POST, OPTIONS", &h) }),
    )
}

async fn revoke(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let (form, client) = match client_form(&state, &headers, &body).await {
        Ok(ok) => ok,
        Err(res) => return res,
    };
    let Some(token) = form.get("token").filter(|t| !t.is_empty()) else {
        return oauth_error(
            ApiError::new(StatusCode::BAD_REQUEST, "required", "`token` is required.")
                .with_attribute("token"),
        );
    };
    // An unknown `token_type_hint` is ignored (RFC 7009 §2.1 lets the server search).
    let hint = form.get("token_type_hint").map(String::as_str);
    match state.humanid.revoke(&client, token, hint).await {
        Ok(()) => no_store(StatusCode::OK.into_response()),
        Err(e) => oauth_error(e.into()),
    }
}
