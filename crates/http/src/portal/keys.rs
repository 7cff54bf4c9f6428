//! `/portal/keys` (owners only): API keys for GraphQL and the developer API. "Create API
//! key" (fields "Name" and "Scope") shows the key once; the list shows name, scope,
//! created and last used; "Revoke" stops a key at once, for good. Below them, registration
//! tokens for dynamic client registration: "Create registration token" (fields "What it is for"
//! and "Allow production apps") shows the token once; each can be revoked.

use askama::Template;
use axum::Router;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use humanid_core::audit::{Permission, Scope};
use serde::Deserialize;

use super::csrf::{Button, CsrfForm};
use super::layout::{page, when};
use super::{Member, Nav, PortalError};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/portal/keys", get(list).post(create))
        .route("/portal/keys/{id}/revoke", post(revoke))
        .route(
            "/portal/registration-tokens",
            post(create_registration_token),
        )
        .route(
            "/portal/registration-tokens/{id}/revoke",
            post(revoke_registration_token),
        )
}

/// A row of either table: an API key, or a registration token.
struct Row {
    id: String,
    name: String,
    /// What tells them apart: a key's scope, or which apps a token may register.
    detail: String,
    created: String,
    last_used: String,
    is_active: bool,
}

impl Row {
    fn new(
        id: String,
        name: String,
        detail: String,
        created_at: i64,
        last_used_at: Option<i64>,
        is_active: bool,
    ) -> Self {
        Row {
            id,
            name,
            detail,
            created: when(created_at),
            last_used: last_used_at.map(when).unwrap_or_else(|| "never".into()),
            is_active,
        }
    }
}

/// What the page shows once: a key made just now (name, scope, key), or a registration
/// token made just now (name, token).
#[derive(Default)]
struct Shown {
    key: Option<(String, String, String)>,
    registration_token: Option<(String, String)>,
}

#[derive(Template)]
#[template(path = "portal/keys.html")]
struct KeysPage<'a> {
    nav: Nav<'a>,
    rows: Vec<Row>,
    /// A key made just now: (name, scope, key), shown this once.
    new_key: Option<(String, String, String)>,
    scopes: [&'static str; 3],
    token_rows: Vec<Row>,
    /// A registration token made just now: (name, token), shown this once.
    new_registration_token: Option<(String, String)>,
}

async fn render(state: &AppState, member: &Member, shown: Shown) -> Result<Response, PortalError> {
    member.require(Permission::ManageKeys)?;
    let rows = state
        .humanid
        .list_api_keys(&member.team_id)
        .await?
        .into_iter()
        .map(|k| {
            Row::new(
                k.id,
                k.name,
                k.scope,
                k.created_at,
                k.last_used_at,
                k.is_active,
            )
        })
        .collect();
    let token_rows = state
        .humanid
        .list_registration_tokens(&member.team_id)
        .await?
        .into_iter()
        .map(|t| {
            let apps = if t.allow_production {
                "production"
            } else {
                "staging"
            };
            Row::new(
                t.id,
                t.name,
                apps.into(),
                t.created_at,
                t.last_used_at,
                t.is_active,
            )
        })
        .collect();
    let p = KeysPage {
        nav: Nav::new(member, "keys"),
        rows,
        new_key: shown.key,
        scopes: Scope::ALL.map(Scope::as_str),
        token_rows,
        new_registration_token: shown.registration_token,
    };
    Ok(page(&p, &p.nav))
}

async fn list(State(state): State<AppState>, member: Member) -> Result<Response, PortalError> {
    render(&state, &member, Shown::default()).await
}

#[derive(Deserialize)]
struct CreateForm {
    name: String,
    /// The form always sends one; without it a key gets the narrowest, `read`.
    #[serde(default)]
    scope: Option<String>,
}

async fn create(
    State(state): State<AppState>,
    CsrfForm(member, form): CsrfForm<CreateForm>,
) -> Result<Response, PortalError> {
    member.require(Permission::ManageKeys)?;
    if form.name.trim().is_empty() {
        return Err(PortalError::BadRequest("Give the key a name.".into()));
    }
    let scope = Scope::parse(form.scope.as_deref().unwrap_or("read"))?;
    let issued = state
        .humanid
        .create_api_key(&member.actor(), &member.team_id, &form.name, scope)
        .await?;
    let key = Some((issued.row.name, issued.row.scope, issued.api_key));
    render(
        &state,
        &member,
        Shown {
            key,
            ..Default::default()
        },
    )
    .await
}

async fn revoke(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CsrfForm(member, _): CsrfForm<Button>,
) -> Result<Response, PortalError> {
    member.require(Permission::ManageKeys)?;
    state
        .humanid
        .revoke_api_key(&member.actor(), &member.team_id, &id)
        .await?;
    Ok(Redirect::to(&format!("{}/keys", member.root)).into_response())
}

#[derive(Deserialize)]
struct TokenForm {
    name: String,
    /// A checkbox: present ("on") when ticked.
    #[serde(default)]
    allow_production: Option<String>,
}

async fn create_registration_token(
    State(state): State<AppState>,
    CsrfForm(member, form): CsrfForm<TokenForm>,
) -> Result<Response, PortalError> {
    member.require(Permission::ManageKeys)?;
    let issued = state
        .humanid
        .create_registration_token(
            &member.actor(),
            &member.team_id,
            &form.name,
            form.allow_production.is_some(),
        )
        .await?;
    let registration_token = Some((issued.row.name, issued.token));
    let shown = Shown {
        registration_token,
        ..Default::default()
    };
    render(&state, &member, shown).await
}

async fn revoke_registration_token(
    State(state): State<AppState>,
    Path(id): Path<String>,
    CsrfForm(member, _): CsrfForm<Button>,
) -> Result<Response, PortalError> {
    member.require(Permission::ManageKeys)?;
    state
        .humanid
        .revoke_registration_token(&member.actor(), &member.team_id, &id)
        .await?;
    Ok(Redirect::to(&format!("{}/keys#registration-tokens", member.root)).into_response())
}
