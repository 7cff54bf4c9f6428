//! The OAuth client calling `/token`, `/introspect`, `/revoke` or `/par`, as an extractor:
//! a handler that takes [`ClientRequest`] gets the form's fields and a client that
//! authenticated with its app's registered method, or never runs.

use humanid_core::Code;
use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use humanid_core::oidc::client_auth::{
    AuthenticatedClient, ClientAuthError, ClientCredentials, JWT_BEARER,
};

use super::form::{OAuthErrorBody, basic_credentials, oauth_error, oauth_error_named, parse_form};
use crate::{ApiError, AppState};

/// What a `ClientRequest` route refuses before its handler runs, documented once:
/// bad client credentials, and a form over the body limit.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)] // only its documentation is read
pub(crate) enum ClientRequestRefusals {
    #[response(
        status = 401,
        description = "Bad client credentials (`invalid_client`)"
    )]
    BadClient(OAuthErrorBody<'static>),
    #[response(status = 413, description = "Body over 64 KiB")]
    TooLarge(crate::ErrorBody),
}

/// A client's form request: its fields and the authenticated client.
pub struct ClientRequest {
    pub form: HashMap<String, String>,
    pub client: AuthenticatedClient,
}

impl FromRequest<AppState> for ClientRequest {
    type Rejection = Response;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Response> {
        let headers = req.headers().clone();
        let body = Bytes::from_request(req, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let form = parse_form(&headers, &body).map_err(oauth_error)?;
        let presented = credentials(&headers, &form).map_err(client_auth_error)?;
        let client = state
            .humanid
            .authenticate_client(presented)
            .await
            .map_err(client_auth_error)?;
        Ok(ClientRequest { form, client })
    }
}

/// What the request presents: exactly one of Basic, a secret in the form, an assertion,
/// or (a public client) only `client_id`.
fn credentials(
    headers: &HeaderMap,
    form: &HashMap<String, String>,
) -> Result<ClientCredentials, ClientAuthError> {
    let form_id = form.get("client_id").filter(|s| !s.is_empty()).cloned();
    let basic = match basic_credentials(headers) {
        Some(Ok(pair)) => Some(pair),
        Some(Err(_)) => return Err(ClientAuthError::MalformedBasic),
        None => None,
    };
    let secret = form.get("client_secret").cloned();
    let assertion = form.get("client_assertion").cloned();
    let presented = [basic.is_some(), secret.is_some(), assertion.is_some()];
    if presented.iter().filter(|p| **p).count() > 1 {
        return Err(ClientAuthError::SeveralMethods);
    }
    if let Some((client_id, secret)) = basic {
        if form_id.as_ref().is_some_and(|f| *f != client_id) {
            return Err(ClientAuthError::ClientIdMismatch);
        }
        return Ok(ClientCredentials::Secret {
            client_id,
            secret,
            basic: true,
        });
    }
    if let Some(assertion) = assertion {
        if form.get("client_assertion_type").map(String::as_str) != Some(JWT_BEARER) {
            return Err(ClientAuthError::AssertionType);
        }
        return Ok(ClientCredentials::Assertion {
            client_id: form_id,
            assertion,
        });
    }
    match (form_id, secret) {
        (Some(client_id), Some(secret)) => Ok(ClientCredentials::Secret {
            client_id,
            secret,
            basic: false,
        }),
        (Some(client_id), None) => Ok(ClientCredentials::Public { client_id }),
        (None, _) => Err(ClientAuthError::Missing),
    }
}

/// The response for a refused client: 401 `invalid_client` with a Basic challenge, or
/// 400 for a malformed request.
pub fn client_auth_error(err: ClientAuthError) -> Response {
    let name = err.oauth_error();
    let api = if err.is_unauthorized() {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            Code::Named(err.code()),
            err.to_string(),
        )
        .with_header(header::WWW_AUTHENTICATE, "Basic realm=\"humanid\"")
    } else {
        match err {
            ClientAuthError::Core(core) => ApiError::from(core),
            ClientAuthError::AssertionType => ApiError::new(
                StatusCode::BAD_REQUEST,
                Code::Named(err.code()),
                err.to_string(),
            )
            .with_attribute("client_assertion_type"),
            _ => ApiError::new(
                StatusCode::BAD_REQUEST,
                Code::Named(err.code()),
                err.to_string(),
            )
            .with_attribute("client_secret"),
        }
    };
    oauth_error_named(api, name)
}
