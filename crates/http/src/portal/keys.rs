//! `/portal/keys` (owners only): API keys for GraphQL and the developer API. "Create API
//! key" (fields "Name" and "Scope") shows the key once; the list shows name, scope,
//! created and last used; "Revoke" stops a key at once, for good.

use askama::Template;
use axum::Router;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use humanid_core::audit::{Permission, Scope};
use serde::Deserialize;

use super::form::{CsrfForm, PortalForm};
use super::layout::{page, when};
use super::{Member, Nav, PortalError, csrf};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/portal/keys", get(list).post(create))
        .route("/portal/keys/{id}/revoke", post(revoke))
}

struct Row {
    id: String,
    name: String,
    scope: String,
    created: String,
    last_used: String,
    is_active: bool,
}

#[derive(Template)]
#[template(path = "portal/keys.html")]
struct KeysPage<'a> {
    nav: Nav<'a>,
    rows: Vec<Row>,
    /// A key made just now: (name, scope, key), shown this once.
    new_key: Option<(String, String, String)>,
    scopes: [&'static str; 3],
}

async fn render(
    state: &AppState,
    member: &Member,
    new_key: Option<(String, String, String)>,
) -> Result<Response, PortalError> {
    member.require(Permission::ManageKeys)?;
    let rows = state
        .humanid
        .list_api_keys(&member.team_id)
        .await?
        .into_iter()
        .map(|k| Row {
            created: when(k.created_at),
            last_used: k.last_used_at.map(when).unwrap_or_else(|| "never".into()),
            id: k.id,
            name: k.name,
            scope: k.scope,
            is_active: k.is_active,
        })
        .collect();
    let p = KeysPage {
        nav: Nav::new(member, "keys"),
        rows,
        new_key,
        scopes: Scope::ALL.map(Scope::as_str),
    };
    Ok(page(&p, &p.nav))
}

async fn list(State(state): State<AppState>, member: Member) -> Result<Response, PortalError> {
    render(&state, &member, None).await
}

#[derive(Deserialize)]
struct CreateForm {
    csrf: String,
    name: String,
    /// The form always sends one; without it a key gets the narrowest, `read`.
    #[serde(default)]
    scope: Option<String>,
}

async fn create(
    State(state): State<AppState>,
    member: Member,
    PortalForm(form): PortalForm<CreateForm>,
) -> Result<Response, PortalError> {
    csrf::check(&member, &form.csrf)?;
    member.require(Permission::ManageKeys)?;
    if form.name.trim().is_empty() {
        return Err(PortalError::BadRequest("Give the key a name.".into()));
    }
    let scope = Scope::parse(form.scope.as_deref().unwrap_or("read"))?;
    let issued = state
        .humanid
        .create_api_key(&member.actor(), &member.team_id, &form.name, scope)
        .await?;
    let shown = (issued.row.name, issued.row.scope, issued.api_key);
    render(&state, &member, Some(shown)).await
}

async fn revoke(
    State(state): State<AppState>,
    member: Member,
    Path(id): Path<String>,
    PortalForm(form): PortalForm<CsrfForm>,
) -> Result<Response, PortalError> {
    csrf::check(&member, &form.csrf)?;
    member.require(Permission::ManageKeys)?;
    state
        .humanid
        .revoke_api_key(&member.actor(), &member.team_id, &id)
        .await?;
    Ok(Redirect::to(&format!("{}/keys", member.root)).into_response())
}
