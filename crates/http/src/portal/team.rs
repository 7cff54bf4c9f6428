//! `POST /portal/team`: the team menu — switch the session's current team.

use axum::Router;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::post;
use serde::Deserialize;

use super::PortalError;
use super::csrf::CsrfForm;
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new().route("/portal/team", post(switch))
}

#[derive(Deserialize)]
struct SwitchForm {
    team_id: String,
}

async fn switch(
    State(state): State<AppState>,
    CsrfForm(member, form): CsrfForm<SwitchForm>,
) -> Result<Response, PortalError> {
    state
        .humanid
        .switch_team(&member.session, &form.team_id)
        .await?;
    Ok(Redirect::to(&member.root).into_response())
}
