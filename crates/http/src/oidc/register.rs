//! `POST /register` (RFC 7591, OpenID Connect Dynamic Client Registration 1.0): a
//! program holding a team's registration token (`Authorization: Bearer reg_…`) registers
//! a client and gets its `client_id`, secret, `registration_access_token` and
//! `registration_client_uri`. `GET | PUT | DELETE /register/{client_id}` (RFC 7592) read,
//! replace and delete that registration with the registration access token.

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use humanid_core::Code;
use humanid_core::oidc::registration::{RegistrationError, Shown};
use humanid_store::App;
use serde_json::Value;

use super::form::{OAuthErrorBody, no_store, oauth_error_named};
use crate::extract::bearer;
use crate::{ApiError, AppState};

pub fn routes() -> Router<AppState> {
    Router::new().route("/register", post(register)).route(
        "/register/{client_id}",
        axum::routing::get(read).put(update).delete(delete),
    )
}

/// The one place registration refusals get their HTTP shape: 401 with the Bearer
/// challenge for a token, 400 `invalid_redirect_uri` / `invalid_client_metadata`.
fn registration_error(err: RegistrationError) -> Response {
    let name = err.oauth_error();
    let api = match err {
        RegistrationError::InvalidToken => {
            ApiError::new(StatusCode::UNAUTHORIZED, Code::Named(name), err.to_string())
                .with_header(header::WWW_AUTHENTICATE, "Bearer error=\"invalid_token\"")
        }
        RegistrationError::InvalidRedirectUri(_) => {
            ApiError::new(StatusCode::BAD_REQUEST, Code::Named(name), err.to_string())
                .with_attribute("redirect_uris")
        }
        RegistrationError::InvalidClientMetadata(_) => {
            ApiError::new(StatusCode::BAD_REQUEST, Code::Named(name), err.to_string())
        }
        RegistrationError::Core(core) => ApiError::from(core),
    };
    oauth_error_named(api, name)
}

/// The body as JSON; anything else is `invalid_client_metadata`.
fn json_body(body: &[u8]) -> Result<Value, RegistrationError> {
    serde_json::from_slice(body).map_err(|e| {
        RegistrationError::InvalidClientMetadata(format!("The body is not JSON: {e}."))
    })
}

fn answer(status: StatusCode, info: Value) -> Response {
    no_store((status, Json(info)).into_response())
}

/// The 401 of `GET | PUT | DELETE /register/{client_id}` ([`on_registered`]).
#[derive(utoipa::IntoResponses)]
#[response(
    status = 401,
    description = "A wrong registration access token, or a deleted client (`invalid_token`)"
)]
#[allow(dead_code)] // only its documentation is read; `registration_error` answers it
pub(crate) struct WrongAccessToken(OAuthErrorBody<'static>);

/// What `GET | PUT | DELETE /register/{client_id}` share: the client is the one the
/// presented registration access token is for (else 401), then `op` runs on it with
/// that token; every refusal takes its shape from [`registration_error`].
async fn on_registered<Fut>(
    state: &AppState,
    client_id: &str,
    headers: &HeaderMap,
    op: impl FnOnce(App, Option<String>) -> Fut,
) -> Response
where
    Fut: Future<Output = Result<Response, RegistrationError>>,
{
    let presented = bearer(headers);
    let run = async {
        let app = state
            .humanid
            .registered_client(client_id, presented)
            .await?;
        op(app, presented.map(str::to_owned)).await
    };
    run.await.unwrap_or_else(registration_error)
}

#[utoipa::path(
    post,
    path = "/register",
    tag = "identity provider",
    request_body(content = Object, content_type = "application/json",
        description = "Client metadata (RFC 7591 §2)"),
    security(("registration_token" = [])),
    responses(
        (status = 201, description = "The client, with its secret and registration access token (shown once)", body = Object),
        (status = 400, description = "`invalid_redirect_uri` or `invalid_client_metadata`", body = OAuthErrorBody),
        (status = 401, description = "No registration token, or an unknown or revoked one (`invalid_token`)", body = OAuthErrorBody),
    )
)]
pub(crate) async fn register(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let run = async {
        let token = state.humanid.registration_token(bearer(&headers)).await?;
        let metadata = json_body(&body)?;
        state.humanid.register_client(&token, &metadata).await
    };
    match run.await {
        Ok(info) => answer(StatusCode::CREATED, info),
        Err(e) => registration_error(e),
    }
}

#[utoipa::path(
    get,
    path = "/register/{client_id}",
    tag = "identity provider",
    params(crate::openapi::ClientIdPath),
    security(("registration_access_token" = [])),
    responses(
        (status = 200, description = "The client's registration (RFC 7592 §2.1)", body = Object),
        WrongAccessToken,
    )
)]
pub(crate) async fn read(
    State(state): State<AppState>,
    Path(client_id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let state = &state;
    on_registered(state, &client_id, &headers, |app, presented| async move {
        let shown = Shown {
            client_secret: None,
            registration_access_token: presented,
        };
        let info = state.humanid.client_information(&app, &shown).await?;
        Ok(answer(StatusCode::OK, info))
    })
    .await
}

#[utoipa::path(
    put,
    path = "/register/{client_id}",
    tag = "identity provider",
    params(crate::openapi::ClientIdPath),
    request_body(content = Object, content_type = "application/json",
        description = "The whole client metadata, `client_id` included (RFC 7592 §2.2)"),
    security(("registration_access_token" = [])),
    responses(
        (status = 200, description = "The replaced registration", body = Object),
        (status = 400, description = "`invalid_redirect_uri` or `invalid_client_metadata`", body = OAuthErrorBody),
        WrongAccessToken,
    )
)]
pub(crate) async fn update(
    State(state): State<AppState>,
    Path(client_id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let (state, body) = (&state, &body);
    on_registered(state, &client_id, &headers, |app, presented| async move {
        let metadata = json_body(body)?;
        let token = presented.unwrap_or_default();
        let info = state
            .humanid
            .update_registration(&app, &token, &metadata)
            .await?;
        Ok(answer(StatusCode::OK, info))
    })
    .await
}

#[utoipa::path(
    delete,
    path = "/register/{client_id}",
    tag = "identity provider",
    params(crate::openapi::ClientIdPath),
    security(("registration_access_token" = [])),
    responses(
        (status = 204, description = "The client is deleted (its app archived); its credentials stop working"),
        WrongAccessToken,
    )
)]
pub(crate) async fn delete(
    State(state): State<AppState>,
    Path(client_id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let state = &state;
    on_registered(state, &client_id, &headers, |app, _| async move {
        state.humanid.delete_registration(&app).await?;
        Ok(no_store(StatusCode::NO_CONTENT.into_response()))
    })
    .await
}
