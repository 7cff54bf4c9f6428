//! `/portal/apps/{app_id}`: one app: "Get started" (the snippets, see `get_started.rs`),
//! then four sections — "Actions" (see `actions.rs`),
//! "Sign in" (see `sign_in.rs`), "World ID 4.0" (see `world_id.rs`) and "Settings" (here:
//! name, description, logo, and "Archive app" for owners). Refused input re-renders the page with the reason.

use askama::Template;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use humanid_core::audit::Permission;
use humanid_core::figures::{ActionFigures, CHART_DAYS};
use humanid_core::{AppId, CoreError};
use humanid_store::apps::AppPatch;
use humanid_store::post_logout_redirects::PostLogoutRedirect;
use humanid_store::{Action, App, Redirect as RedirectRow};
use serde::Deserialize;

use super::chart::verifications_chart;
use super::csrf::{Button, CsrfForm};
use super::get_started::{GetStarted, Values};
use super::{Member, Nav, PortalError, respond};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/portal/apps/{app_id}", get(show))
        .route("/portal/apps/{app_id}/settings", post(settings))
        .route("/portal/apps/{app_id}/archive", post(archive))
}

/// What to show above the sections after a post.
#[derive(Default)]
pub struct Notice {
    /// Why a form was refused.
    pub error: Option<String>,
    /// A client secret made just now, shown this once.
    pub new_secret: Option<String>,
}

/// An action as its row on the page shows it.
struct ActionView {
    action: Action,
    figures: ActionFigures,
    chart: String,
    kiosk_url: String,
}

#[derive(Template)]
#[template(path = "portal/app.html")]
struct AppPage<'a> {
    nav: Nav<'a>,
    app: App,
    actions: Vec<ActionView>,
    redirects: Vec<RedirectRow>,
    post_logout_redirects: Vec<PostLogoutRedirect>,
    notice: Notice,
    discovery_url: String,
    /// The app as a World ID 4.0 relying party, and where its kit and back end point.
    rp: humanid_core::rp::RpRegistration,
    get_started: GetStarted,
    base_url: String,
    chart_days: usize,
    can_manage: bool,
    can_archive: bool,
    can_create_actions: bool,
}

/// The app page, with `notice` on top, answered with `status`.
pub async fn render(
    state: &AppState,
    member: &Member,
    app_id: &AppId,
    status: StatusCode,
    notice: Notice,
) -> Result<Response, PortalError> {
    let mut overview = state.humanid.app_overview(&member.team_id, app_id).await?;
    let rp = state
        .humanid
        .rp_registration(&member.team_id, app_id)
        .await?;
    let actions: Vec<ActionView> = overview
        .actions
        .into_iter()
        .filter(|a| !a.action.is_empty())
        .map(|action| {
            let figures = overview.figures.remove(&action.id).unwrap_or_default();
            let chart = if figures.per_day.is_empty() {
                verifications_chart(&humanid_core::figures::last_days(&[], today()))
            } else {
                verifications_chart(&figures.per_day)
            };
            let kiosk_url = kiosk_url(&state.humanid.settings().base_url, app_id, &action.action);
            ActionView {
                action,
                figures,
                chart,
                kiosk_url,
            }
        })
        .collect();
    let settings = state.humanid.settings();
    let get_started = GetStarted::new(&Values {
        app: &overview.app,
        rp_id: &rp.rp_id,
        base_url: &settings.base_url,
        auth_url: &settings.auth_url,
        action: actions
            .iter()
            .find(|v: &&ActionView| v.action.status.is_active())
            .map(|v| v.action.action.as_str()),
        redirect_uri: overview.redirects.first().map(|r| r.redirect_uri.as_str()),
    });
    let page = AppPage {
        nav: Nav::new(member, "apps"),
        get_started,
        app: overview.app,
        actions,
        redirects: overview.redirects,
        post_logout_redirects: overview.post_logout_redirects,
        notice,
        discovery_url: format!(
            "{}/.well-known/openid-configuration",
            state.humanid.settings().auth_url
        ),
        rp,
        base_url: state.humanid.settings().base_url.clone(),
        chart_days: CHART_DAYS,
        can_manage: member.can(Permission::ManageApps),
        can_archive: member.can(Permission::ArchiveApps),
        can_create_actions: member.can(Permission::CreateActions),
    };
    Ok(respond(
        status,
        crate::pages::render(&page),
        &page.nav.script_nonce,
    ))
}

/// `{base_url}/kiosk/{app_id}/{action}`, the action percent-encoded as one path segment.
pub fn kiosk_url(base_url: &str, app_id: &str, action: &str) -> String {
    match url::Url::parse(base_url) {
        Ok(mut url) => {
            if let Ok(mut path) = url.path_segments_mut() {
                path.pop_if_empty().extend(["kiosk", app_id, action]);
            }
            url.to_string()
        }
        Err(_) => String::new(),
    }
}

fn today() -> chrono::NaiveDate {
    chrono::Utc::now().date_naive()
}

/// Back to the app page after a change (post/redirect/get), at `section`.
pub fn back_to(member: &Member, app_id: &str, section: &str) -> Response {
    Redirect::to(&format!("{}/apps/{app_id}#{section}", member.root)).into_response()
}

/// After a change to the app: back to the page's `section`, or when refused the page
/// again with the reason (400, or 409 for a conflict), or else the error page.
pub async fn settle<T>(
    state: &AppState,
    member: &Member,
    app_id: &AppId,
    section: &str,
    changed: Result<T, CoreError>,
) -> Result<Response, PortalError> {
    let err = match changed {
        Ok(_) => return Ok(back_to(member, app_id, section)),
        Err(err) => err,
    };
    match err {
        CoreError::Invalid { .. } | CoreError::Conflict { .. } => {
            let status = if matches!(err, CoreError::Conflict { .. }) {
                StatusCode::CONFLICT
            } else {
                StatusCode::BAD_REQUEST
            };
            let notice = Notice {
                error: Some(err.to_string()),
                new_secret: None,
            };
            render(state, member, app_id, status, notice).await
        }
        other => Err(other.into()),
    }
}

async fn show(
    State(state): State<AppState>,
    member: Member,
    Path(app_id): Path<String>,
) -> Result<Response, PortalError> {
    let app_id: AppId = app_id.parse()?;
    render(&state, &member, &app_id, StatusCode::OK, Notice::default()).await
}

#[derive(Deserialize)]
struct SettingsForm {
    name: String,
    description: String,
    logo_url: String,
}

async fn settings(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    CsrfForm(member, form): CsrfForm<SettingsForm>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let patch = AppPatch {
        name: Some(form.name),
        description: Some(form.description),
        logo_url: Some(form.logo_url.trim().to_owned()),
        ..AppPatch::default()
    };
    save_app(&state, &member, &app_id, patch, "settings").await
}

/// Saves a section's form through the same update as GraphQL's `update_app_by_pk`.
pub async fn save_app(
    state: &AppState,
    member: &Member,
    app_id: &AppId,
    patch: AppPatch,
    section: &str,
) -> Result<Response, PortalError> {
    let updated = state
        .humanid
        .update_app(&member.actor(), &member.team_id, app_id, patch)
        .await;
    settle(state, member, app_id, section, updated).await
}

async fn archive(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    CsrfForm(member, _): CsrfForm<Button>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ArchiveApps, &app_id)?;
    state
        .humanid
        .archive_app(&member.actor(), &member.team_id, &app_id)
        .await?;
    Ok(Redirect::to(&format!("{}/apps", member.root)).into_response())
}
