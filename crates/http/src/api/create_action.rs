//! `POST /api/v2/create-action/{app_id}` (CONTRACT §10): an app's back end creates an
//! action at run time with its team's API key. Answers the action exactly as precheck
//! shows it; an action the app already has comes back unchanged.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::routing::post;
use axum::{Json, Router};
use humanid_core::portal::NewAction;
use humanid_core::precheck::ActionMetadata;
use serde::Deserialize;

use crate::extract::{api_key, parse_json};
use crate::{ApiError, AppState};

/// What the reference portal creates when the caller gives no limit: one use per person.
const DEFAULT_MAX_VERIFICATIONS: i64 = 1;

pub fn routes() -> Router<AppState> {
    Router::new().route("/api/v2/create-action/{app_id}", post(create))
}

#[derive(Deserialize)]
struct Body {
    action: String,
    name: Option<String>,
    description: Option<String>,
    max_verifications: Option<i64>,
}

async fn create(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<ActionMetadata>, ApiError> {
    // The key first: a caller without one learns nothing about the body's checks.
    let key = api_key(&state.humanid, &headers).await?;
    let body: Body = parse_json(&body)?;
    let name = body
        .name
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| body.action.clone());
    let new = NewAction {
        app_id,
        action: Some(body.action),
        name,
        description: body.description.unwrap_or_default(),
        max_verifications: body.max_verifications.unwrap_or(DEFAULT_MAX_VERIFICATIONS),
    };
    let action = state
        .humanid
        .create_or_get_action(
            &humanid_core::audit::Actor::api_key(&key),
            &key.team_id,
            new,
        )
        .await?;
    Ok(Json(ActionMetadata::from(action)))
}
