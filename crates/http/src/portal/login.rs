//! `/portal/login` ("Sign in with a passkey") and `/portal/logout` ("Sign out", which
//! ends the session on the server, so everywhere its cookie was).

use askama::Template;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};

use super::auth::{Session, portal_root, session_cookie};
use super::csrf::{Button, CsrfForm};
use super::passkeys::{CeremonyStart, Finish, SameSite, signed_in};
use super::{Nav, PortalError, respond};
use crate::extract::ApiJson;
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/portal/login", get(page))
        .route("/portal/login/start", post(start))
        .route("/portal/login/finish", post(finish))
        .route("/portal/logout", post(logout))
}

#[derive(Template)]
#[template(path = "portal/login.html")]
struct LoginPage<'a> {
    nav: Nav<'a>,
}

async fn page(State(state): State<AppState>) -> Response {
    let page = LoginPage {
        nav: Nav::anonymous(portal_root(&state)),
    };
    respond(
        StatusCode::OK,
        crate::pages::render(&page),
        &page.nav.script_nonce,
    )
}

async fn start(State(state): State<AppState>, _: CeremonyStart) -> Result<Response, ApiError> {
    let started = state.humanid.start_passkey_sign_in().await?;
    Ok(Json(started).into_response())
}

async fn finish(
    State(state): State<AppState>,
    _: SameSite,
    ApiJson(body): ApiJson<Finish>,
) -> Result<Response, ApiError> {
    let done = state
        .humanid
        .finish_passkey_sign_in(&body.ceremony_id, body.credential)
        .await?;
    Ok(signed_in(&state, done))
}

async fn logout(
    State(state): State<AppState>,
    CsrfForm(Session(session), _): CsrfForm<Button, Session>,
) -> Result<Response, PortalError> {
    state.humanid.end_portal_session(&session).await?;
    let mut res = Redirect::to(&format!("{}/login", portal_root(&state))).into_response();
    if let Some(c) = session_cookie(&state, "") {
        res.headers_mut().insert(header::SET_COOKIE, c);
    }
    Ok(res)
}
