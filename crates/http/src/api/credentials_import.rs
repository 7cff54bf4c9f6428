//! `POST /api/v1/credentials/{credential_type}/import[?staging=true&format=binary]` —
//! operator only. The body (one hex commitment per line, or 32-byte big-endian
//! commitments with `format=binary`) is streamed to a spool file, so it is not held by
//! the 64 KiB limit; then it is imported as `humanid credentials import` does: checked
//! whole first, then stored in chunks. Answers `{imported, first_leaf_index, size, root}`.

use humanid_core::Code;
use std::io::Write;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use http_body_util::BodyExt;
use humanid_core::registry::{DEFAULT_CHUNK, Environment, ImportFormat, Imported, SetKey};
use serde::Deserialize;

use crate::callers::Operator;
use crate::{ApiError, AppState};

/// Largest body: 2^27 commitments as lines (the binary form is half the size).
pub const IMPORT_LIMIT: u64 = 67 << 27;
/// A body that stalls this long between two pieces is dropped.
const IDLE: Duration = Duration::from_secs(30);

/// Routes that stream their body (mounted outside the 64 KiB limit).
pub fn routes() -> Router<AppState> {
    Router::new().route("/api/v1/credentials/{credential_type}/import", post(import))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ImportQuery {
    /// The staging set instead of the production one.
    #[serde(default)]
    staging: bool,
    /// `lines` (default: one hex commitment per line) or `binary` (32-byte big-endian).
    #[serde(default)]
    #[param(pattern = "^(lines|binary)$")]
    format: Option<String>,
}

fn spool_error(e: std::io::Error) -> ApiError {
    ApiError::internal(&format!("import spool: {e}"))
}

#[utoipa::path(
    post,
    path = "/api/v1/credentials/{credential_type}/import",
    tag = "developer API",
    params(crate::openapi::CredentialTypePath, ImportQuery),
    request_body(content = String, content_type = "text/plain", description = "One hex commitment per line, or with `format=binary` 32-byte big-endian commitments"),
    security(("operator_token" = [])),
    responses(
        (status = 200, description = "Imported, chunk by chunk", body = Imported),
        (status = 400, description = "An empty body, a malformed or out-of-range commitment (named by line), a bad format, unknown credential type", body = crate::ErrorBody),
        (status = 401, description = "No operator token, or the endpoint is disabled", body = crate::ErrorBody),
        (status = 408, description = "The body stalled", body = crate::ErrorBody),
        (status = 409, description = "A commitment is already in the set (`already_included`); earlier chunks stay imported", body = crate::ErrorBody),
        (status = 413, description = "Body over the import limit", body = crate::ErrorBody),
    )
)]
pub(crate) async fn import(
    State(state): State<AppState>,
    Path(credential_type): Path<String>,
    Query(q): Query<ImportQuery>,
    _: Operator,
    body: Body,
) -> Result<Json<Imported>, ApiError> {
    let key = SetKey::new(&credential_type, Environment::from_staging(q.staging))?;
    let format = match q.format.as_deref() {
        None | Some("lines") => ImportFormat::Lines,
        Some("binary") => ImportFormat::Binary,
        Some(_) => {
            return Err(ApiError::invalid(
                "format",
                "format is `lines` or `binary`.",
            ));
        }
    };
    let spool = spool(body).await?;
    let imported = state
        .humanid
        .registry()
        .import(&key, spool.path(), format, DEFAULT_CHUNK)
        .await?;
    Ok(Json(imported))
}

/// Writes the body to a temporary file (deleted when dropped), within the size limit.
async fn spool(body: Body) -> Result<tempfile::NamedTempFile, ApiError> {
    let mut file = tempfile::NamedTempFile::new().map_err(spool_error)?;
    let mut written = 0u64;
    let mut body = body;
    loop {
        let frame = match tokio::time::timeout(IDLE, body.frame()).await {
            Err(_) => {
                return Err(ApiError::new(
                    StatusCode::REQUEST_TIMEOUT,
                    Code::RequestTimeout,
                    "The request body stalled.",
                ));
            }
            Ok(None) => break,
            Ok(Some(Err(_))) => {
                return Err(ApiError::new(
                    StatusCode::BAD_REQUEST,
                    Code::InvalidBody,
                    "The request body could not be read.",
                ));
            }
            Ok(Some(Ok(frame))) => frame,
        };
        let Ok(data) = frame.into_data() else {
            continue;
        };
        written += data.len() as u64;
        if written > IMPORT_LIMIT {
            return Err(ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                Code::PayloadTooLarge,
                format!("An import body is at most {IMPORT_LIMIT} bytes; split the file."),
            ));
        }
        // Page-cache writes; the import that follows reads them back the same way.
        file.write_all(&data).map_err(spool_error)?;
    }
    if written == 0 {
        // An empty import is a mistake (a wrong file, a client that sent nothing).
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            Code::InvalidBody,
            "The body is empty: send the commitments to import.",
        ));
    }
    file.flush().map_err(spool_error)?;
    Ok(file)
}
