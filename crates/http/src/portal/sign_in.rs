//! The app page's "Sign in" section: redirect URIs ("Add redirect", "Remove"),
//! post-logout redirects (field "Post-logout redirect"), client authentication (method,
//! "Client JWKS" or "Client JWKS URI", "Require pushed requests"), the token settings ("Save token settings":
//! ID token algorithm, signed UserInfo, back-channel logout URI) and "Reset client
//! secret", whose new secret is shown once (owners and admins).

use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::post;
use humanid_core::AppId;
use humanid_core::app_overview::AppOverview;
use humanid_core::audit::Permission;
use humanid_store::apps::AppPatch;
use serde::Deserialize;

use super::app::{Notice, back_to, render, save_app, settle};
use super::csrf::{Button, CsrfForm};
use super::{Member, PortalError};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/portal/apps/{app_id}/redirects", post(add))
        .route(
            "/portal/apps/{app_id}/redirects/{redirect_id}/remove",
            post(remove),
        )
        .route(
            "/portal/apps/{app_id}/post-logout-redirects",
            post(add_post_logout),
        )
        .route(
            "/portal/apps/{app_id}/post-logout-redirects/{id}/remove",
            post(remove_post_logout),
        )
        .route("/portal/apps/{app_id}/secret", post(reset_secret))
        .route("/portal/apps/{app_id}/client", post(client_settings))
        .route("/portal/apps/{app_id}/token-settings", post(token_settings))
}

#[derive(Deserialize)]
struct TokenSettingsForm {
    id_token_signed_response_alg: String,
    #[serde(default)]
    userinfo_signed_response_alg: String,
    #[serde(default)]
    backchannel_logout_uri: String,
}

/// "Save token settings": the ID token's algorithm, signed UserInfo, and the
/// back-channel logout URI, through the same update as GraphQL's `update_app_by_pk`.
async fn token_settings(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    CsrfForm(member, form): CsrfForm<TokenSettingsForm>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let patch = AppPatch {
        id_token_signed_response_alg: Some(form.id_token_signed_response_alg),
        userinfo_signed_response_alg: Some(form.userinfo_signed_response_alg),
        backchannel_logout_uri: Some(form.backchannel_logout_uri.trim().to_owned()),
        ..Default::default()
    };
    save_app(&state, &member, &app_id, patch, "sign-in").await
}

#[derive(Deserialize)]
struct AddForm {
    redirect_uri: String,
}

async fn add(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    CsrfForm(member, form): CsrfForm<AddForm>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let added = state
        .humanid
        .add_redirect(
            &member.actor(),
            &member.team_id,
            &app_id,
            form.redirect_uri.trim(),
        )
        .await;
    settle(&state, &member, &app_id, "sign-in", added).await
}

async fn remove(
    State(state): State<AppState>,
    Path((app_id, redirect_id)): Path<(String, String)>,
    CsrfForm(member, _): CsrfForm<Button>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let listed = |app: &AppOverview| app.redirects.iter().any(|r| r.id == redirect_id);
    listed_on_page(&state, &member, &app_id, listed, "No such redirect.").await?;
    state
        .humanid
        .delete_redirect(&member.actor(), &member.team_id, &redirect_id)
        .await?;
    Ok(back_to(&member, &app_id, "sign-in"))
}

#[derive(Deserialize)]
struct AddPostLogoutForm {
    post_logout_redirect_uri: String,
}

async fn add_post_logout(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    CsrfForm(member, form): CsrfForm<AddPostLogoutForm>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let uri = form.post_logout_redirect_uri.trim();
    let added = state
        .humanid
        .add_post_logout_redirect(&member.actor(), &member.team_id, &app_id, uri)
        .await;
    settle(&state, &member, &app_id, "sign-in", added).await
}

async fn remove_post_logout(
    State(state): State<AppState>,
    Path((app_id, id)): Path<(String, String)>,
    CsrfForm(member, _): CsrfForm<Button>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let listed = |app: &AppOverview| app.post_logout_redirects.iter().any(|r| r.id == id);
    let missing = "No such post-logout redirect.";
    listed_on_page(&state, &member, &app_id, listed, missing).await?;
    state
        .humanid
        .delete_post_logout_redirect(&member.actor(), &member.team_id, &id)
        .await?;
    Ok(back_to(&member, &app_id, "sign-in"))
}

/// A 404 unless the app's page lists the entry: the page only offers the app's own.
async fn listed_on_page(
    state: &AppState,
    member: &Member,
    app_id: &AppId,
    listed: impl FnOnce(&AppOverview) -> bool,
    missing: &str,
) -> Result<(), PortalError> {
    let app = state.humanid.app_overview(&member.team_id, app_id).await?;
    if listed(&app) {
        Ok(())
    } else {
        Err(PortalError::NotFound(missing.into()))
    }
}

/// Answers with the page itself (not a redirect), so the secret is in this response only.
async fn reset_secret(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    CsrfForm(member, _): CsrfForm<Button>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let secret = state
        .humanid
        .reset_client_secret(&member.actor(), &member.team_id, &app_id)
        .await?;
    let notice = Notice {
        error: None,
        new_secret: Some(secret),
    };
    render(&state, &member, &app_id, StatusCode::OK, notice).await
}

#[derive(Deserialize)]
struct ClientSettingsForm {
    token_endpoint_auth_method: String,
    #[serde(default)]
    jwks: String,
    #[serde(default)]
    jwks_uri: String,
    /// A checkbox: present when ticked.
    require_pushed_authorization_requests: Option<String>,
}

async fn client_settings(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    CsrfForm(member, form): CsrfForm<ClientSettingsForm>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let patch = AppPatch {
        token_endpoint_auth_method: Some(form.token_endpoint_auth_method),
        jwks: Some(form.jwks),
        jwks_uri: Some(form.jwks_uri),
        require_pushed_authorization_requests: Some(
            form.require_pushed_authorization_requests.is_some(),
        ),
        ..AppPatch::default()
    };
    save_app(&state, &member, &app_id, patch, "sign-in").await
}
