//! The portal's objects as GraphQL types, with Hasura's snake_case names.

use async_graphql::{Context, Object, Result};
use humanid_store::{Action, ApiKey, App, Nullifier, Redirect, Team};

use super::context::gql;
use super::filters::{BoolCmp, IntCmp, StringCmp, filters};

/// `2026-11-21T11:20:39.530041+00:00`: the one timestamp format of the API.
pub use humanid_core::verify::timestamp as iso;

pub mod app_q {
    use super::*;
    filters!(
        App,
        AppBoolExp = "app_bool_exp",
        AppOrderBy = "app_order_by",
        filter {
            id: StringCmp,
            name: StringCmp,
            engine: StringCmp,
            status: StringCmp,
            is_staging: BoolCmp,
            is_verified: BoolCmp
        },
        sort {
            name,
            created_at,
            updated_at,
            id
        }
    );
}

pub mod action_q {
    use super::*;
    filters!(
        Action,
        ActionBoolExp = "action_bool_exp",
        ActionOrderBy = "action_order_by",
        filter {
            id: StringCmp,
            app_id: StringCmp,
            action: StringCmp,
            name: StringCmp,
            status: StringCmp,
            max_verifications: IntCmp
        },
        sort {
            action,
            name,
            max_verifications,
            created_at,
            updated_at,
            id
        }
    );
}

pub mod redirect_q {
    use super::*;
    filters!(
        Redirect,
        RedirectBoolExp = "redirect_bool_exp",
        RedirectOrderBy = "redirect_order_by",
        filter {
            id: StringCmp,
            app_id: StringCmp,
            redirect_uri: StringCmp
        },
        sort {
            redirect_uri,
            created_at,
            id
        }
    );
}

pub mod nullifier_q {
    use super::*;
    filters!(
        Nullifier,
        NullifierBoolExp = "nullifier_bool_exp",
        NullifierOrderBy = "nullifier_order_by",
        filter {
            id: StringCmp,
            action_id: StringCmp,
            nullifier_hash: StringCmp,
            uses: IntCmp
        },
        sort {
            uses,
            nullifier_hash,
            created_at,
            updated_at,
            id
        }
    );
}

pub mod api_key_q {
    use super::*;
    filters!(
        ApiKey,
        ApiKeyBoolExp = "api_key_bool_exp",
        ApiKeyOrderBy = "api_key_order_by",
        filter {
            id: StringCmp,
            name: StringCmp,
            is_active: BoolCmp,
            scope: StringCmp
        },
        sort {
            name,
            scope,
            created_at,
            updated_at,
            id
        }
    );
}

pub struct TeamObj(pub Team);

#[Object(
    name = "team",
    rename_fields = "snake_case",
    rename_args = "snake_case"
)]
impl TeamObj {
    async fn id(&self) -> &str {
        &self.0.id
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn created_at(&self) -> String {
        iso(self.0.created_at)
    }
    async fn apps(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<app_q::AppBoolExp>,
        order_by: Option<Vec<app_q::AppOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<AppObj>> {
        team_apps(ctx, filter, order_by, limit, offset).await
    }
}

/// The team's live apps, filtered and paged (`app` and `team { apps }` alike).
pub async fn team_apps(
    ctx: &Context<'_>,
    filter: Option<app_q::AppBoolExp>,
    order_by: Option<Vec<app_q::AppOrderBy>>,
    limit: Option<i32>,
    offset: Option<i32>,
) -> Result<Vec<AppObj>> {
    let rows = gql(ctx)?.team().await?.apps.clone();
    let page = app_q::select(rows, filter.as_ref(), order_by.as_deref(), limit, offset)?;
    Ok(page.into_iter().map(AppObj).collect())
}

pub struct AppObj(pub App);

#[Object(name = "app", rename_fields = "snake_case", rename_args = "snake_case")]
impl AppObj {
    async fn id(&self) -> &str {
        &self.0.id
    }
    async fn team_id(&self) -> &str {
        &self.0.team_id
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn engine(&self) -> &str {
        &self.0.engine
    }
    async fn is_staging(&self) -> bool {
        self.0.is_staging
    }
    async fn is_verified(&self) -> bool {
        self.0.is_verified
    }
    async fn status(&self) -> &str {
        &self.0.status
    }
    async fn logo_url(&self) -> &str {
        &self.0.logo_url
    }
    async fn description(&self) -> &str {
        &self.0.description
    }
    /// How the app authenticates at `/token` (RFC 7591's names).
    async fn token_endpoint_auth_method(&self) -> &str {
        &self.0.client.token_endpoint_auth_method
    }
    /// The app's public keys (a JWK Set as JSON), or null.
    async fn jwks(&self) -> Option<&str> {
        self.0.client.jwks.as_deref()
    }
    /// Where the app publishes its JWK Set; empty for none.
    async fn jwks_uri(&self) -> &str {
        &self.0.client.jwks_uri
    }
    async fn require_pushed_authorization_requests(&self) -> bool {
        self.0.client.require_pushed_authorization_requests
    }
    async fn id_token_signed_response_alg(&self) -> &str {
        &self.0.id_token_signed_response_alg
    }
    async fn userinfo_signed_response_alg(&self) -> &str {
        &self.0.userinfo_signed_response_alg
    }
    async fn backchannel_logout_uri(&self) -> &str {
        &self.0.backchannel_logout_uri
    }
    /// The logo shown to users: only for apps the operator verified.
    async fn verified_app_logo(&self) -> &str {
        self.0.verified_app_logo()
    }
    async fn created_at(&self) -> String {
        iso(self.0.created_at)
    }
    async fn updated_at(&self) -> String {
        iso(self.0.updated_at)
    }
    async fn actions(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<action_q::ActionBoolExp>,
        order_by: Option<Vec<action_q::ActionOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<ActionObj>> {
        let mine = gql(ctx)?.team().await?.actions_of(&self.0.id);
        Ok(
            action_q::select(mine, filter.as_ref(), order_by.as_deref(), limit, offset)?
                .into_iter()
                .map(ActionObj)
                .collect(),
        )
    }
    async fn redirects(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<redirect_q::RedirectBoolExp>,
        order_by: Option<Vec<redirect_q::RedirectOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<RedirectObj>> {
        let team = gql(ctx)?.team().await?;
        let mine = team
            .redirects
            .iter()
            .filter(|r| r.app_id == self.0.id)
            .cloned()
            .collect();
        Ok(
            redirect_q::select(mine, filter.as_ref(), order_by.as_deref(), limit, offset)?
                .into_iter()
                .map(RedirectObj)
                .collect(),
        )
    }
}

pub struct ActionObj(pub Action);

#[Object(
    name = "action",
    rename_fields = "snake_case",
    rename_args = "snake_case"
)]
impl ActionObj {
    async fn id(&self) -> &str {
        &self.0.id
    }
    async fn app_id(&self) -> &str {
        &self.0.app_id
    }
    async fn action(&self) -> &str {
        &self.0.action
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn description(&self) -> &str {
        &self.0.description
    }
    async fn max_verifications(&self) -> i64 {
        self.0.max_verifications
    }
    async fn max_accounts_per_user(&self) -> i64 {
        self.0.max_accounts_per_user
    }
    async fn external_nullifier(&self) -> &str {
        &self.0.external_nullifier
    }
    async fn status(&self) -> &str {
        &self.0.status
    }
    async fn created_at(&self) -> String {
        iso(self.0.created_at)
    }
    async fn updated_at(&self) -> String {
        iso(self.0.updated_at)
    }
    async fn app(&self, ctx: &Context<'_>) -> Result<Option<AppObj>> {
        Ok(gql(ctx)?
            .team()
            .await?
            .app(&self.0.app_id)
            .cloned()
            .map(AppObj))
    }
    async fn nullifiers(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<nullifier_q::NullifierBoolExp>,
        order_by: Option<Vec<nullifier_q::NullifierOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<NullifierObj>> {
        let all = gql(ctx)?.team_nullifiers().await?;
        let mine = all.get(&self.0.id).cloned().unwrap_or_default();
        Ok(
            nullifier_q::select(mine, filter.as_ref(), order_by.as_deref(), limit, offset)?
                .into_iter()
                .map(NullifierObj)
                .collect(),
        )
    }
}

pub struct RedirectObj(pub Redirect);

#[Object(name = "redirect", rename_fields = "snake_case")]
impl RedirectObj {
    async fn id(&self) -> &str {
        &self.0.id
    }
    async fn app_id(&self) -> &str {
        &self.0.app_id
    }
    async fn redirect_uri(&self) -> &str {
        &self.0.redirect_uri
    }
    async fn created_at(&self) -> String {
        iso(self.0.created_at)
    }
}

pub struct NullifierObj(pub Nullifier);

#[Object(name = "nullifier", rename_fields = "snake_case")]
impl NullifierObj {
    async fn id(&self) -> &str {
        &self.0.id
    }
    async fn action_id(&self) -> &str {
        &self.0.action_id
    }
    async fn nullifier_hash(&self) -> &str {
        &self.0.nullifier_hash
    }
    async fn uses(&self) -> i64 {
        self.0.uses
    }
    async fn created_at(&self) -> String {
        iso(self.0.created_at)
    }
    async fn updated_at(&self) -> String {
        iso(self.0.updated_at)
    }
}

/// An API key; `api_key` (the secret) is present only in the answer that created or
/// reset it, never stored.
pub struct ApiKeyObj(pub ApiKey, pub Option<String>);

#[Object(name = "api_key", rename_fields = "snake_case")]
impl ApiKeyObj {
    async fn id(&self) -> &str {
        &self.0.id
    }
    async fn team_id(&self) -> &str {
        &self.0.team_id
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// False once revoked; a revoked key stays revoked.
    async fn is_active(&self) -> bool {
        self.0.is_active
    }
    /// What the key may do, chosen when it was made: `read` (queries), `actions` (also
    /// create, edit and delete actions, and `POST /api/v2/create-action`) or `admin`
    /// (everything).
    async fn scope(&self) -> &str {
        &self.0.scope
    }
    async fn created_at(&self) -> String {
        iso(self.0.created_at)
    }
    async fn updated_at(&self) -> String {
        iso(self.0.updated_at)
    }
    async fn api_key(&self) -> Option<&str> {
        self.1.as_deref()
    }
}
