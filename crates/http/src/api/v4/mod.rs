//! The developer API of World ID 4.0 clients (`/api/v4/…`): `verify/{rp_id | app_id}`
//! (`verify.rs`, server-to-server, no CORS), and what wallets and pages read —
//! `proof-context/{id}`, `rp-status/{rp_id}`, `app-status/{id}` (`context.rs`, CORS `*`
//! as precheck). Refusals carry `{code, detail, attribute}`; a malformed body or field is
//! a 400 `validation_error` whose `attribute` is the field's path.

use humanid_core::Code;
pub(crate) mod context;
pub(crate) mod verify;

use axum::Router;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use humanid_core::v4::{ItemResult, V4Error};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::extract::ApiJson;
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new()
        .merge(verify::routes())
        .merge(context::routes())
}

/// A v4 refusal: the usual error body, with each item's outcome when none verified.
#[derive(Serialize, utoipa::ToSchema)]
pub(crate) struct V4Refusal {
    code: String,
    detail: String,
    attribute: Option<String>,
    /// `all_verifications_failed` only: why each response did not verify.
    #[serde(skip_serializing_if = "Option::is_none")]
    results: Option<Vec<ItemResult>>,
}

/// The 404 of every v4 route that names an app or relying party by id.
#[derive(utoipa::IntoResponses)]
#[response(
    status = 404,
    description = "No app or relying party has this id (`not_found`)"
)]
#[allow(dead_code)] // only its documentation is read; `V4Error::NotFound` answers it
pub(crate) struct UnknownId(V4Refusal);

pub(crate) struct V4ApiError(Response);

impl IntoResponse for V4ApiError {
    fn into_response(self) -> Response {
        self.0
    }
}

impl From<ApiError> for V4ApiError {
    fn from(e: ApiError) -> Self {
        V4ApiError(e.into_response())
    }
}

impl From<V4Error> for V4ApiError {
    fn from(err: V4Error) -> Self {
        let err = match err {
            V4Error::Core(e) => return ApiError::from(e).into(),
            other => other,
        };
        let status = match err {
            V4Error::NotFound => StatusCode::NOT_FOUND,
            _ => StatusCode::BAD_REQUEST,
        };
        let body = V4Refusal {
            code: err.code().to_owned(),
            detail: err.detail(),
            attribute: err.attribute().map(str::to_owned),
            results: match err {
                V4Error::AllFailed(results) => Some(results),
                _ => None,
            },
        };
        V4ApiError((status, axum::Json(body)).into_response())
    }
}

/// JSON as [`ApiJson`] reads it, a malformed body named `validation_error` as v4 does.
pub(crate) struct V4Json<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for V4Json<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match ApiJson::<T>::from_request(req, state).await {
            Ok(ApiJson(value)) => Ok(V4Json(value)),
            Err(mut e) if e.body.code == Code::Invalid.as_str() => {
                e.body.code = Code::ValidationError.as_str().into();
                Err(e)
            }
            Err(e) => Err(e),
        }
    }
}
