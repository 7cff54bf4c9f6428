//! The app page's "World ID 4.0" section: the app's RP id and status, and "Register
//! signer" (field "Signer address": the address of the secp256k1 key the app's back end
//! signs requests with; owners and admins; registering again replaces it).

use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::post;
use humanid_core::audit::Permission;
use serde::Deserialize;

use super::PortalError;
use super::app::settle;
use super::csrf::CsrfForm;
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new().route("/portal/apps/{app_id}/world-id", post(register))
}

#[derive(Deserialize)]
struct RegisterForm {
    signer_address: String,
}

async fn register(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    CsrfForm(member, form): CsrfForm<RegisterForm>,
) -> Result<Response, PortalError> {
    let app_id = member.app_for(Permission::ManageApps, &app_id)?;
    let registered = state
        .humanid
        .register_rp_signer(
            &member.actor(),
            &member.team_id,
            &app_id,
            &form.signer_address,
        )
        .await;
    settle(&state, &member, &app_id, "world-id", registered).await
}
