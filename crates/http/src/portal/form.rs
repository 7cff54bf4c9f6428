//! `PortalForm`: a urlencoded form whose rejection is a portal error page (400), not
//! plain text.

use axum::extract::{Form, FromRequest, Request};
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::error::PortalError;

pub struct PortalForm<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for PortalForm<T> {
    type Rejection = PortalError;

    async fn from_request(req: Request, state: &S) -> Result<Self, PortalError> {
        match Form::<T>::from_request(req, state).await {
            Ok(Form(v)) => Ok(PortalForm(v)),
            Err(e) => Err(PortalError::BadRequest(format!(
                "The form could not be read: {}",
                e.body_text()
            ))),
        }
    }
}

/// The form of a button that only changes something (revoke, remove, archive…): just the
/// CSRF token.
#[derive(Deserialize)]
pub struct CsrfForm {
    pub csrf: String,
}
