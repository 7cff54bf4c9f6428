//! `/portal` and `/portal/apps`: the team's apps, and "Create app" (fields "Name",
//! "Engine", "Staging") for owners and admins. `/portal`, where signing in lands, is the
//! same list under the team's name.

use askama::Template;
use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use humanid_core::CoreError;
use humanid_core::audit::Permission;
use humanid_core::portal::{NewApp, parse_engine};
use serde::Deserialize;

use super::csrf::CsrfForm;
use super::{Member, Nav, PortalError, respond};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/portal", get(home))
        .route("/portal/apps", get(list).post(create))
}

struct Row {
    id: String,
    name: String,
    engine: String,
    is_staging: bool,
    is_verified: bool,
    actions: usize,
}

#[derive(Template)]
#[template(path = "portal/apps.html")]
struct AppsPage<'a> {
    nav: Nav<'a>,
    rows: Vec<Row>,
    /// The team's landing page (`/portal`): headed by the team's name.
    home: bool,
    /// Why the last "Create app" was refused, shown next to the form.
    error: Option<String>,
    can_create: bool,
}

async fn render(
    state: &AppState,
    member: &Member,
    status: StatusCode,
    error: Option<String>,
    home: bool,
) -> Result<Response, PortalError> {
    let rows = state
        .humanid
        .list_team_apps(&member.team_id)
        .await?
        .into_iter()
        .map(|(app, actions)| Row {
            id: app.id,
            name: app.name,
            engine: app.engine.to_string(),
            is_staging: app.is_staging,
            is_verified: app.is_verified,
            actions,
        })
        .collect();
    let page = AppsPage {
        nav: Nav::new(member, "apps"),
        rows,
        home,
        error,
        can_create: member.can(Permission::ManageApps),
    };
    Ok(respond(
        status,
        crate::pages::render(&page),
        &page.nav.script_nonce,
    ))
}

async fn home(State(state): State<AppState>, member: Member) -> Result<Response, PortalError> {
    render(&state, &member, StatusCode::OK, None, true).await
}

async fn list(State(state): State<AppState>, member: Member) -> Result<Response, PortalError> {
    render(&state, &member, StatusCode::OK, None, false).await
}

#[derive(Deserialize)]
struct CreateForm {
    name: String,
    engine: String,
    /// A checkbox: present ("on") when ticked.
    staging: Option<String>,
}

async fn create(
    State(state): State<AppState>,
    CsrfForm(member, form): CsrfForm<CreateForm>,
) -> Result<Response, PortalError> {
    member.require(Permission::ManageApps)?;
    // A bad engine is answered like any other invalid field: the form again, with why.
    let created = async {
        let new = NewApp {
            name: form.name,
            engine: parse_engine(&form.engine)?,
            is_staging: form.staging.is_some(),
            logo_url: String::new(),
        };
        let actor = member.actor();
        state.humanid.create_app(&actor, &member.team_id, new).await
    };
    match created.await {
        Ok(app) => Ok(Redirect::to(&format!("{}/apps/{}", member.root, app.id)).into_response()),
        Err(e @ CoreError::Invalid { .. }) => {
            render(
                &state,
                &member,
                StatusCode::BAD_REQUEST,
                Some(e.to_string()),
                false,
            )
            .await
        }
        Err(e) => Err(e.into()),
    }
}
