//! `/portal/join/{token}`: an invite link (the bootstrap's `setup_url` is one). Someone
//! not signed in creates an account ("Display name", "Create passkey") and joins; someone
//! signed in joins with one button. Either way the link is then used up.

use askama::Template;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use humanid_store::invites::OpenInvite;
use serde::Deserialize;

use super::auth::{Session, current_session, portal_root};
use super::csrf::{Button, CsrfForm};
use super::passkeys::{CeremonyStart, Finish, SameSite, signed_in};
use super::{Nav, PortalError, respond};
use crate::extract::ApiJson;
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/portal/join/{token}", get(page).post(join_signed_in))
        .route("/portal/join/{token}/start", post(start))
        .route("/portal/join/{token}/finish", post(finish))
}

#[derive(Template)]
#[template(path = "portal/join.html")]
struct JoinPage<'a> {
    nav: Nav<'a>,
    invite: &'a OpenInvite,
    token: &'a str,
    /// The signed-in user's name and CSRF token, if someone is signed in.
    signed_in: Option<(String, String)>,
}

async fn page(
    State(state): State<AppState>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Result<Response, PortalError> {
    let invite = state.humanid.open_invite(&token).await?;
    let signed_in = current_session(&state, &headers)
        .await
        .map(|s| (s.display_name, s.csrf));
    let page = JoinPage {
        nav: Nav::anonymous(portal_root(&state)),
        invite: &invite,
        token: &token,
        signed_in,
    };
    Ok(respond(
        StatusCode::OK,
        crate::pages::render(&page),
        &page.nav.script_nonce,
    ))
}

async fn join_signed_in(
    State(state): State<AppState>,
    Path(token): Path<String>,
    CsrfForm(Session(session), _): CsrfForm<Button, Session>,
) -> Result<Response, PortalError> {
    let grant = state.humanid.join_team(&session.actor(), &token).await?;
    state
        .humanid
        .store()
        .set_portal_session_team(&session.token_hash, &grant.team_id)
        .await
        .map_err(|e| PortalError::from(humanid_core::CoreError::from(e)))?;
    Ok(Redirect::to(&portal_root(&state)).into_response())
}

#[derive(Deserialize)]
struct Start {
    display_name: String,
}

async fn start(
    State(state): State<AppState>,
    Path(token): Path<String>,
    _: CeremonyStart,
    ApiJson(body): ApiJson<Start>,
) -> Result<Response, ApiError> {
    let started = state
        .humanid
        .start_passkey_registration(&token, &body.display_name)
        .await?;
    Ok(Json(started).into_response())
}

async fn finish(
    State(state): State<AppState>,
    Path(token): Path<String>,
    _: SameSite,
    ApiJson(body): ApiJson<Finish>,
) -> Result<Response, ApiError> {
    let done = state
        .humanid
        .finish_passkey_registration(&token, &body.ceremony_id, body.credential)
        .await?;
    Ok(signed_in(&state, done))
}
