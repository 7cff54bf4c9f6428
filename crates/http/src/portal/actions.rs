//! The app page's "Actions" section: "Create action" (any member), and per action "Save"
//! and "Deactivate"/"Activate" (owners and admins).

use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::post;
use humanid_core::Code;
use humanid_core::audit::Permission;
use humanid_core::portal::{NewAction, parse_status};
use humanid_core::{ActionId, AppId, CoreError};
use humanid_store::actions::ActionPatch;
use serde::Deserialize;

use super::app::settle;
use super::csrf::CsrfForm;
use super::{Member, PortalError};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/portal/apps/{app_id}/actions", post(create))
        .route("/portal/apps/{app_id}/actions/{action_id}", post(save))
        .route(
            "/portal/apps/{app_id}/actions/{action_id}/status",
            post(set_status),
        )
}

/// "Max verifications" as typed: a whole number of 0 (unlimited) or more.
fn max_verifications(typed: &str) -> Result<i64, CoreError> {
    typed.trim().parse::<i64>().map_err(|_| {
        CoreError::invalid(
            Code::Invalid,
            Some("max_verifications"),
            "Max verifications must be a whole number: 0 (unlimited) or more.",
        )
    })
}

#[derive(Deserialize)]
struct CreateForm {
    name: String,
    /// Empty: a slug of the name.
    action: String,
    description: String,
    max_verifications: String,
}

async fn create(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    CsrfForm(member, form): CsrfForm<CreateForm>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::CreateActions, &app_id)?;
    let made = match max_verifications(&form.max_verifications) {
        Ok(max) => {
            let action = Some(form.action.trim().to_owned()).filter(|a| !a.is_empty());
            let new = NewAction {
                app_id: app_id.clone(),
                action,
                name: form.name,
                description: form.description,
                max_verifications: max,
            };
            state
                .humanid
                .create_action(&member.actor(), &member.team_id, new)
                .await
        }
        Err(e) => Err(e),
    };
    settle(&state, &member, &app_id, "actions", made).await
}

#[derive(Deserialize)]
struct SaveForm {
    name: String,
    description: String,
    max_verifications: String,
}

/// The action must belong to the app in the path (another app's id finds nothing).
async fn check_action(
    state: &AppState,
    member: &Member,
    app_id: &AppId,
    action_id: &ActionId,
) -> Result<(), PortalError> {
    let action = state
        .humanid
        .team_action(&member.team_id, action_id)
        .await?;
    if action.app_id != *app_id || action.action.is_empty() {
        return Err(PortalError::NotFound("No such action.".into()));
    }
    Ok(())
}

async fn save(
    State(state): State<AppState>,
    Path((app_id, action_id)): Path<(String, String)>,
    CsrfForm(member, form): CsrfForm<SaveForm>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let action_id: ActionId = action_id.parse()?;
    check_action(&state, &member, &app_id, &action_id).await?;
    let saved = match max_verifications(&form.max_verifications) {
        Ok(max) => {
            let patch = ActionPatch {
                name: Some(form.name),
                description: Some(form.description),
                max_verifications: Some(max),
                status: None,
            };
            state
                .humanid
                .update_action(&member.actor(), &member.team_id, &action_id, patch)
                .await
        }
        Err(e) => Err(e),
    };
    settle(&state, &member, &app_id, "actions", saved).await
}

#[derive(Deserialize)]
struct StatusForm {
    /// `active` or `inactive`.
    status: String,
}

async fn set_status(
    State(state): State<AppState>,
    Path((app_id, action_id)): Path<(String, String)>,
    CsrfForm(member, form): CsrfForm<StatusForm>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let action_id: ActionId = action_id.parse()?;
    check_action(&state, &member, &app_id, &action_id).await?;
    let changed = match parse_status(&form.status) {
        Ok(status) => {
            let patch = ActionPatch {
                status: Some(status),
                ..ActionPatch::default()
            };
            let actor = member.actor();
            let changed = state
                .humanid
                .update_action(&actor, &member.team_id, &action_id, patch);
            changed.await
        }
        Err(e) => Err(e),
    };
    settle(&state, &member, &app_id, "actions", changed).await
}
