//! Who is calling the JSON APIs, decided once per kind by an extractor, so a handler that
//! needs a caller takes it as an argument and cannot forget to check:
//! - [`Operator`]: `Authorization: Bearer <operator token>` (the operator-only endpoints);
//! - [`ApiKeyCaller<N>`]: a team's API key (`Authorization: Bearer api_…`) whose scope
//!   allows what the endpoint `N` needs ([`KeyNeeds`]).
//!
//! The portal's callers (a signed-in member, a CSRF-checked form) are in `portal::auth`
//! and `portal::csrf`; an OAuth client's in `oidc::client_auth`.
//!
//! Both run before the body is read: a caller without credentials learns nothing about
//! the body's checks.

use humanid_core::Code;
use std::marker::PhantomData;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use humanid_core::audit::{Actor, Permission, Scope};
use humanid_core::{CoreError, TeamId};

use crate::extract::bearer;
use crate::{ApiError, AppState};

/// The operator, by the operator token (`--operator-token`); without one configured the
/// operator-only endpoints refuse everyone.
pub struct Operator;

impl FromRequestParts<AppState> for Operator {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        if bearer(&parts.headers).is_some_and(|t| state.humanid.is_operator(t)) {
            return Ok(Operator);
        }
        Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            Code::Unauthenticated,
            "The operator token is required (Authorization: Bearer …); unset, this endpoint is disabled.",
        )
        .with_header(header::WWW_AUTHENTICATE, "Bearer"))
    }
}

/// What an endpoint needs of an API key: the permission its scope must allow (checked by
/// the extractor, 403 `insufficient_scope`), and what a caller without a key is told.
pub trait KeyNeeds: Send + Sync + 'static {
    /// `None` where the endpoint decides per request (GraphQL, per root field).
    const PERMISSION: Option<Permission>;

    fn unauthenticated(_state: &AppState) -> String {
        "A valid API key is required (Authorization: Bearer api_…).".into()
    }
}

/// A key that may create actions (`actions` or `admin`).
pub struct CreatesActions;

impl KeyNeeds for CreatesActions {
    const PERMISSION: Option<Permission> = Some(Permission::CreateActions);
}

/// A team's live API key whose scope allows what `N` needs; 401 `unauthenticated` (with
/// `WWW-Authenticate: Bearer`) when the key is missing, malformed or revoked.
pub struct ApiKeyCaller<N> {
    /// The audit log's name for the key, with its scope.
    pub actor: Actor,
    team_id: TeamId,
    needs: PhantomData<N>,
}

impl<N> ApiKeyCaller<N> {
    pub fn team_id(&self) -> &TeamId {
        &self.team_id
    }

    /// The key's scope (a scope this binary does not know counts as `read`).
    pub fn scope(&self) -> Scope {
        match self.actor {
            Actor::ApiKey { scope, .. } => scope,
            _ => Scope::Read,
        }
    }
}

impl<N: KeyNeeds> FromRequestParts<AppState> for ApiKeyCaller<N> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let unauthenticated = || {
            ApiError::new(
                StatusCode::UNAUTHORIZED,
                Code::Unauthenticated,
                N::unauthenticated(state),
            )
            .with_header(header::WWW_AUTHENTICATE, "Bearer")
        };
        let presented = bearer(&parts.headers).ok_or_else(unauthenticated)?;
        let key = state
            .humanid
            .authenticate_api_key(presented)
            .await
            .map_err(|e| match e {
                CoreError::Unauthenticated { .. } => unauthenticated(),
                other => other.into(),
            })?;
        let actor = Actor::api_key(&key);
        if let Some(p) = N::PERMISSION {
            actor.permit(p)?;
        }
        Ok(ApiKeyCaller {
            team_id: TeamId::stored(key.team_id),
            actor,
            needs: PhantomData,
        })
    }
}
