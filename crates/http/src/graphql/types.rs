//! The portal's objects as GraphQL types, with Hasura's snake_case names.

use async_graphql::{Context, Object, Result};
use humanid_store::{Action, ApiKey, App, Nullifier, Redirect, Team};

use super::context::gql;
use super::filters::{BoolCmp, IntCmp, StringCmp, filters};
use super::object::row_object;

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

row_object! {
    #[Object(
        name = "team",
        rename_fields = "snake_case",
        rename_args = "snake_case"
    )]
    impl TeamObj {
        columns {
            id: str,
            name: str,
            created_at: time,
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

row_object! {
    #[Object(name = "app", rename_fields = "snake_case", rename_args = "snake_case")]
    impl AppObj {
        columns {
            id: str,
            team_id: str,
            name: str,
            engine: as_str,
            is_staging: bool,
            is_verified: bool,
            status: as_str,
            logo_url: str,
            description: str,
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
            let page = action_q::select(mine, filter.as_ref(), order_by.as_deref(), limit, offset)?;
            Ok(page.into_iter().map(ActionObj).collect())
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
            let page = redirect_q::select(mine, filter.as_ref(), order_by.as_deref(), limit, offset)?;
            Ok(page.into_iter().map(RedirectObj).collect())
        }
    }
}

pub struct ActionObj(pub Action);

row_object! {
    #[Object(
        name = "action",
        rename_fields = "snake_case",
        rename_args = "snake_case"
    )]
    impl ActionObj {
        columns {
            id: str,
            app_id: str,
            action: str,
            name: str,
            description: str,
            max_verifications: i64,
            max_accounts_per_user: i64,
            external_nullifier: str,
            status: as_str,
            created_at: time,
            updated_at: time,
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
            let page = nullifier_q::select(mine, filter.as_ref(), order_by.as_deref(), limit, offset)?;
            Ok(page.into_iter().map(NullifierObj).collect())
        }
    }
}

pub struct RedirectObj(pub Redirect);

row_object! {
    #[Object(name = "redirect", rename_fields = "snake_case")]
    impl RedirectObj {
        columns {
            id: str,
            app_id: str,
            redirect_uri: str,
            created_at: time,
        }
    }
}

pub struct NullifierObj(pub Nullifier);

row_object! {
    #[Object(name = "nullifier", rename_fields = "snake_case")]
    impl NullifierObj {
        columns {
            id: str,
            action_id: str,
            nullifier_hash: str,
            uses: i64,
            created_at: time,
            updated_at: time,
        }
    }
}

/// An API key; `api_key` (the secret) is present only in the answer that created or
/// reset it, never stored.
pub struct ApiKeyObj(pub ApiKey, pub Option<String>);

row_object! {
    #[Object(name = "api_key", rename_fields = "snake_case")]
    impl ApiKeyObj {
        columns {
            id: str,
            team_id: str,
            name: str,
            /// False once revoked; a revoked key stays revoked.
            is_active: bool,
            /// What the key may do, chosen when it was made: `read` (queries), `actions` (also
            /// create, edit and delete actions, and `POST /api/v2/create-action`) or `admin`
            /// (everything).
            scope: str,
            created_at: time,
            updated_at: time,
        }
        async fn api_key(&self) -> Option<&str> {
            self.1.as_deref()
        }
    }
}
