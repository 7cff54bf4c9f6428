//! Registration tokens over GraphQL: `create_registration_token(name, allow_production)
//! { token }` makes one (the token is in that answer only), `registration_token` lists
//! the team's, `revoke_registration_token(id)` revokes one for good. The portal's
//! "Create registration token" runs the same core operations.

use async_graphql::{Context, Object, Result};
use humanid_store::RegistrationToken;

use super::context::{core_error, gql};
use super::object::row_object;

/// A registration token; `token` is present only in the answer that created it.
pub struct RegistrationTokenObj(pub RegistrationToken, pub Option<String>);

row_object! {
    #[Object(name = "registration_token", rename_fields = "snake_case")]
    impl RegistrationTokenObj {
        columns {
            id: str,
            team_id: str,
            name: str,
            /// Apps it registers are production apps (else staging).
            allow_production: bool,
            /// False once revoked; a revoked token stays revoked.
            is_active: bool,
            created_at: time,
            last_used_at: opt_time,
        }
        /// The token itself (`Authorization: Bearer reg_…` at `/register`): only when it was
        /// just created.
        async fn token(&self) -> Option<&str> {
            self.1.as_deref()
        }
    }
}

pub async fn create(
    ctx: &Context<'_>,
    name: &str,
    allow_production: bool,
) -> Result<RegistrationTokenObj> {
    let g = gql(ctx)?;
    let issued = g
        .humanid
        .create_registration_token(&g.actor, &g.team_id, name, allow_production)
        .await
        .map_err(core_error)?;
    Ok(RegistrationTokenObj(issued.row, Some(issued.token)))
}

pub async fn revoke(ctx: &Context<'_>, id: &str) -> Result<Option<RegistrationTokenObj>> {
    let g = gql(ctx)?;
    match g
        .humanid
        .revoke_registration_token(&g.actor, &g.team_id, id)
        .await
    {
        Ok(row) => Ok(Some(RegistrationTokenObj(row, None))),
        Err(humanid_core::CoreError::NotFound { .. }) => Ok(None),
        Err(e) => Err(core_error(e)),
    }
}

pub async fn list(ctx: &Context<'_>) -> Result<Vec<RegistrationTokenObj>> {
    let g = gql(ctx)?;
    let rows = g
        .humanid
        .list_registration_tokens(&g.team_id)
        .await
        .map_err(core_error)?;
    Ok(rows
        .into_iter()
        .map(|r| RegistrationTokenObj(r, None))
        .collect())
}
