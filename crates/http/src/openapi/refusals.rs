//! Refusals that many routes share, documented once: what the JSON extractor and the
//! 64 KiB body limit answer before any handler runs. A route lists them in its
//! `responses(…)` next to its own.

use crate::ErrorBody;

/// A JSON body's refusals (`ApiJson`): too large, or not JSON.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)] // only its documentation is read; the refusals are built by `ApiJson`
pub(crate) enum JsonBodyRefusals {
    #[response(status = 413, description = "Body over 64 KiB")]
    TooLarge(ErrorBody),
    #[response(status = 415, description = "Body not JSON")]
    NotJson(ErrorBody),
}

/// The 404 of the routes that name an app by id: none, or not active.
#[derive(utoipa::IntoResponses)]
#[response(status = 404, description = "No such active app (`not_found`)")]
#[allow(dead_code)] // only its documentation is read; the core's `not_found` answers it
pub(crate) struct NoActiveApp(ErrorBody);

/// A form body's refusal: the 64 KiB limit.
#[derive(utoipa::IntoResponses)]
#[response(status = 413, description = "Body over 64 KiB")]
#[allow(dead_code)] // only its documentation is read; the body limit answers it
pub(crate) struct BodyTooLarge(ErrorBody);
