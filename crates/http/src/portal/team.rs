//! `POST /portal/team`: the team menu — switch the session's current team.

use axum::Router;
use axum::extract::{Form, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::post;
use serde::Deserialize;

use super::{Member, PortalError, csrf};
use crate::AppState;

pub fn routes() -> Router<AppState> {
    Router::new().route("/portal/team", post(switch))
}

#[derive(Deserialize)]
struct SwitchForm {
    csrf: String,
    team_id: String,
}

async fn switch(
    State(state): State<AppState>,
    member: Member,
    Form(form): Form<SwitchForm>,
) -> Result<Response, PortalError> {
    csrf::check(&member, &form.csrf)?;
    state
        .humanid
        .switch_team(&member.session, &form.team_id)
        .await?;
    Ok(Redirect::to(&member.root).into_response())
}
