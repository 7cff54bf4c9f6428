//! `POST /api/v2/create-action/{app_id}`: an app's back end creates an action at run time
//! with its team's API key (scope `actions` or `admin`). Answers the action exactly as
//! precheck shows it; an action the app already has comes back unchanged.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::routing::post;
use axum::{Json, Router};
use humanid_core::AppId;
use humanid_core::dynamic_actions::wanted_action;
use humanid_core::portal::NewAction;
use humanid_core::precheck::ActionMetadata;
use serde::Deserialize;

use crate::callers::{ApiKeyCaller, CreatesActions};
use crate::extract::parse_json;
use crate::{ApiError, AppState, ErrorBody};

/// What the reference portal creates when the caller gives no limit: one use per person.
const DEFAULT_MAX_VERIFICATIONS: i64 = 1;

pub fn routes() -> Router<AppState> {
    Router::new().route("/api/v2/create-action/{app_id}", post(create))
}

/// The action to create; an existing one comes back unchanged.
#[derive(Deserialize, utoipa::ToSchema)]
pub(crate) struct CreateActionBody {
    /// 1 to 200 characters, not all spaces, no control characters.
    #[schema(
        max_length = 200,
        pattern = r"^[^\x00-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x1F\x7F-\x9F]*$"
    )]
    action: String,
    #[schema(max_length = 200)]
    name: Option<String>,
    #[schema(max_length = 2000)]
    description: Option<String>,
    /// Uses per person; 0 = unlimited, default 1.
    #[schema(minimum = 0)]
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    max_verifications: Option<i64>,
}

#[utoipa::path(
    post,
    path = "/api/v2/create-action/{app_id}",
    tag = "developer API",
    params(crate::openapi::AppIdPath),
    request_body = CreateActionBody,
    security(("api_key" = [])),
    responses(
        (status = 200, description = "The action, as precheck shows it", body = ActionMetadata),
        (status = 400, description = "Bad body (e.g. a negative `max_verifications`)", body = ErrorBody),
        (status = 401, description = "No valid API key (`unauthenticated`)", body = ErrorBody),
        (status = 403, description = "The key's scope is `read` (`insufficient_scope`)", body = ErrorBody),
        (status = 404, description = "Unknown app, or another team's (`not_found`)", body = ErrorBody),
        crate::openapi::BodyTooLarge,
    )
)]
pub(crate) async fn create(
    State(state): State<AppState>,
    Path(app_id): Path<String>,
    caller: ApiKeyCaller<CreatesActions>,
    body: Bytes,
) -> Result<Json<ActionMetadata>, ApiError> {
    let body: CreateActionBody = parse_json(&body)?;
    wanted_action(Some(&body.action))?;
    let app_id: AppId = app_id.parse()?;
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
        .create_or_get_action(&caller.actor, caller.team_id(), new)
        .await?;
    Ok(Json(ActionMetadata::from(action)))
}
