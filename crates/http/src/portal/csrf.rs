//! CSRF protection. Every state-changing form posts a hidden field `csrf` whose value is
//! the session's CSRF token (a keyed hash of the session token, see
//! `humanid_core::portal_sessions`); it is compared in constant time. The session cookie
//! is also `SameSite=Lax`, so a cross-site POST arrives without a session at all.
//!
//! A handler that changes something takes [`CsrfForm`]: it yields the signed-in caller and
//! the form only once the token has matched, so there is no check to forget. The test
//! `portal_csrf` posts to every POST route under `/portal` the router has and proves each
//! refuses a missing or wrong token.

use axum::body::{Body, Bytes};
use axum::extract::{Form, FromRequest, FromRequestParts, Request};
use axum::response::{IntoResponse, Response};
use humanid_core::secrets::secrets_equal;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::auth::{Member, Session};
use super::error::PortalError;
use crate::AppState;

/// Someone signed in whose session has a CSRF token: a [`Member`] of a team, or any
/// [`Session`] (signing out, joining a team).
pub trait CsrfHolder: FromRequestParts<AppState, Rejection = Response> + Send {
    fn csrf(&self) -> &str;
}

impl CsrfHolder for Member {
    fn csrf(&self) -> &str {
        &self.csrf
    }
}

impl CsrfHolder for Session {
    fn csrf(&self) -> &str {
        &self.0.csrf
    }
}

/// A urlencoded form posted by `Who` (by default a [`Member`]) whose `csrf` field matched
/// the session's token: first who is calling (a redirect or 403 without a session), then
/// the token (403), then the form's own fields as `T` (400 when they do not fit). `T`
/// does not declare `csrf`; a form with no other field is a [`Button`].
pub struct CsrfForm<T, Who = Member>(pub Who, pub T);

/// The form of a button that only changes something (revoke, remove, archive…): nothing
/// beyond the CSRF token.
#[derive(Deserialize)]
pub struct Button {}

impl<T: DeserializeOwned + Send, Who: CsrfHolder> FromRequest<AppState> for CsrfForm<T, Who> {
    type Rejection = Response;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Response> {
        let (mut parts, body) = req.into_parts();
        let who = Who::from_request_parts(&mut parts, state).await?;
        let bytes = Bytes::from_request(Request::from_parts(parts.clone(), body), state)
            .await
            .map_err(IntoResponse::into_response)?;
        let posted = url::form_urlencoded::parse(&bytes)
            .find(|(name, _)| name == "csrf")
            .map(|(_, value)| value);
        if !posted.is_some_and(|p| secrets_equal(who.csrf(), &p)) {
            return Err(refused().into_response());
        }
        let req = Request::from_parts(parts, Body::from(bytes));
        match Form::<T>::from_request(req, state).await {
            Ok(Form(form)) => Ok(CsrfForm(who, form)),
            Err(e) => Err(PortalError::BadRequest(format!(
                "The form could not be read: {}",
                e.body_text()
            ))
            .into_response()),
        }
    }
}

fn refused() -> PortalError {
    PortalError::Forbidden(
        "This form has expired or did not come from the portal. Reload the page and try again."
            .into(),
    )
}
