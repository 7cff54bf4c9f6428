//! Root mutation fields, Hasura-shaped. `*_by_pk` on an id the team cannot see answers
//! null, as Hasura does; the custom actions (`reset_*`) answer a `not_found` error. Each
//! field's description says the key scope it needs (see `scopes`, which refuses a
//! document beyond the key's scope before it runs).

use async_graphql::{Context, InputObject, Object, Result, SimpleObject};
use humanid_core::audit::Scope;
use humanid_core::portal::{NewAction, NewApp, parse_engine, parse_status};
use humanid_core::{ActionId, AppId, CoreResult};
use humanid_store::actions::ActionPatch;
use humanid_store::apps::AppPatch;

use super::context::{core_error, gql};
use super::post_logout::{PostLogoutRedirectInsert, PostLogoutRedirectObj};
use super::types::*;

pub struct MutationRoot;

#[derive(InputObject)]
#[graphql(name = "app_insert_input", rename_fields = "snake_case")]
pub struct AppInsert {
    name: String,
    #[graphql(default_with = "String::from(\"cloud\")")]
    engine: String,
    #[graphql(default)]
    is_staging: bool,
    #[graphql(default)]
    logo_url: String,
}

#[derive(InputObject)]
#[graphql(name = "app_set_input", rename_fields = "snake_case")]
pub struct AppSet {
    name: Option<String>,
    engine: Option<String>,
    status: Option<String>,
    logo_url: Option<String>,
    description: Option<String>,
    token_endpoint_auth_method: Option<String>,
    /// A JWK Set as a JSON string; an empty string removes the keys.
    jwks: Option<String>,
    /// Where the app publishes its JWK Set (instead of `jwks`); an empty string removes it.
    jwks_uri: Option<String>,
    require_pushed_authorization_requests: Option<bool>,
    /// RS256 (default), ES256 or EdDSA.
    id_token_signed_response_alg: Option<String>,
    /// Empty for plain JSON, or RS256, ES256, EdDSA for a signed UserInfo answer.
    userinfo_signed_response_alg: Option<String>,
    /// Where logout tokens are POSTed; empty for none.
    backchannel_logout_uri: Option<String>,
}

#[derive(InputObject)]
#[graphql(name = "pk_columns_input")]
pub struct Pk {
    id: String,
}

#[derive(InputObject)]
#[graphql(name = "action_insert_input", rename_fields = "snake_case")]
pub struct ActionInsert {
    app_id: String,
    action: Option<String>,
    name: String,
    #[graphql(default)]
    description: String,
    #[graphql(default = 1)]
    max_verifications: i64,
    /// Accepted for compatibility and ignored: the server computes it.
    #[allow(dead_code)]
    external_nullifier: Option<String>,
}

#[derive(InputObject)]
#[graphql(name = "action_set_input", rename_fields = "snake_case")]
pub struct ActionSet {
    name: Option<String>,
    description: Option<String>,
    max_verifications: Option<i64>,
    status: Option<String>,
}

#[derive(InputObject)]
#[graphql(name = "redirect_insert_input", rename_fields = "snake_case")]
pub struct RedirectInsert {
    app_id: String,
    redirect_uri: String,
}

#[derive(InputObject)]
#[graphql(name = "api_key_insert_input", rename_fields = "snake_case")]
pub struct ApiKeyInsert {
    #[graphql(default)]
    name: String,
    /// `read` (queries only; the default), `actions` (also create, edit and delete
    /// actions) or `admin` (everything); never wider than the calling key's own scope.
    #[graphql(default_with = "String::from(\"read\")")]
    scope: String,
}

#[derive(InputObject)]
#[graphql(name = "api_key_set_input", rename_fields = "snake_case")]
pub struct ApiKeySet {
    name: Option<String>,
    is_active: Option<bool>,
}

#[derive(SimpleObject)]
#[graphql(name = "reset_client_secret_output", rename_fields = "snake_case")]
pub struct ClientSecretOut {
    client_secret: String,
}

#[derive(SimpleObject)]
#[graphql(name = "reset_api_key_output", rename_fields = "snake_case")]
pub struct ApiKeyOut {
    id: String,
    api_key: String,
}

/// `Ok(None)` for "not visible to this team", errors otherwise.
fn by_pk<T>(r: humanid_core::CoreResult<T>) -> Result<Option<T>> {
    match r {
        Ok(v) => Ok(Some(v)),
        Err(humanid_core::CoreError::NotFound { .. }) => Ok(None),
        Err(e) => Err(core_error(e)),
    }
}

/// A primary key as given; a malformed one names nothing, so its field answers null
/// as for an unknown id.
fn pk<T: std::str::FromStr>(id: &str) -> Option<T> {
    id.parse().ok()
}

/// An optional `_set` value parsed into its domain type; a bad one is the core's error.
fn parsed<T>(text: Option<String>, parse: fn(&str) -> CoreResult<T>) -> Result<Option<T>> {
    text.as_deref().map(parse).transpose().map_err(core_error)
}

#[Object(rename_fields = "snake_case", rename_args = "snake_case")]
impl MutationRoot {
    /// Creates an app with its sign-in action. Scope `admin`.
    async fn insert_app_one(&self, ctx: &Context<'_>, object: AppInsert) -> Result<AppObj> {
        let g = gql(ctx)?;
        let new = NewApp {
            name: object.name,
            engine: parse_engine(&object.engine).map_err(core_error)?,
            is_staging: object.is_staging,
            logo_url: object.logo_url,
        };
        g.humanid
            .create_app(&g.actor, &g.team_id, new)
            .await
            .map(AppObj)
            .map_err(core_error)
    }

    /// Changes an app's settings; a new name or logo withdraws the operator's
    /// verification. Scope `admin`.
    async fn update_app_by_pk(
        &self,
        ctx: &Context<'_>,
        pk_columns: Pk,
        #[graphql(name = "_set")] set: AppSet,
    ) -> Result<Option<AppObj>> {
        let g = gql(ctx)?;
        let Some(app_id) = pk::<AppId>(&pk_columns.id) else {
            return Ok(None);
        };
        let patch = AppPatch {
            name: set.name,
            logo_url: set.logo_url,
            engine: parsed(set.engine, parse_engine)?,
            status: parsed(set.status, parse_status)?,
            description: set.description,
            token_endpoint_auth_method: set.token_endpoint_auth_method,
            jwks: set.jwks,
            jwks_uri: set.jwks_uri,
            require_pushed_authorization_requests: set.require_pushed_authorization_requests,
            id_token_signed_response_alg: set.id_token_signed_response_alg,
            userinfo_signed_response_alg: set.userinfo_signed_response_alg,
            backchannel_logout_uri: set.backchannel_logout_uri,
            ..AppPatch::default()
        };
        Ok(by_pk(
            g.humanid
                .update_app(&g.actor, &g.team_id, &app_id, patch)
                .await,
        )?
        .map(AppObj))
    }

    /// Archives the app: it stops verifying (404) but its records are kept. Scope `admin`.
    async fn delete_app_by_pk(&self, ctx: &Context<'_>, id: String) -> Result<Option<AppObj>> {
        let g = gql(ctx)?;
        let Some(app_id) = pk::<AppId>(&id) else {
            return Ok(None);
        };
        let archived = g.humanid.archive_app(&g.actor, &g.team_id, &app_id);
        Ok(by_pk(archived.await)?.map(AppObj))
    }

    /// Creates an action (its external nullifier computed here). Scope `actions`.
    async fn insert_action_one(
        &self,
        ctx: &Context<'_>,
        object: ActionInsert,
    ) -> Result<ActionObj> {
        let g = gql(ctx)?;
        let new = NewAction {
            app_id: object.app_id.parse().map_err(core_error)?,
            action: object.action,
            name: object.name,
            description: object.description,
            max_verifications: object.max_verifications,
        };
        g.humanid
            .create_action(&g.actor, &g.team_id, new)
            .await
            .map(ActionObj)
            .map_err(core_error)
    }

    /// Changes an action (name, description, limit, status). Scope `actions`.
    async fn update_action_by_pk(
        &self,
        ctx: &Context<'_>,
        pk_columns: Pk,
        #[graphql(name = "_set")] set: ActionSet,
    ) -> Result<Option<ActionObj>> {
        let g = gql(ctx)?;
        let Some(action_id) = pk::<ActionId>(&pk_columns.id) else {
            return Ok(None);
        };
        let patch = ActionPatch {
            name: set.name,
            description: set.description,
            max_verifications: set.max_verifications,
            status: parsed(set.status, parse_status)?,
        };
        Ok(by_pk(
            g.humanid
                .update_action(&g.actor, &g.team_id, &action_id, patch)
                .await,
        )?
        .map(ActionObj))
    }

    /// Deletes an action (not the sign-in action). Scope `actions`.
    async fn delete_action_by_pk(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> Result<Option<ActionObj>> {
        let g = gql(ctx)?;
        let Some(action_id) = pk::<ActionId>(&id) else {
            return Ok(None);
        };
        let deleted = g.humanid.delete_action(&g.actor, &g.team_id, &action_id);
        Ok(by_pk(deleted.await)?.map(ActionObj))
    }

    /// Registers a redirect URI: https, or http to a loopback host. Scope `admin`.
    async fn insert_redirect_one(
        &self,
        ctx: &Context<'_>,
        object: RedirectInsert,
    ) -> Result<RedirectObj> {
        let g = gql(ctx)?;
        let app_id: AppId = object.app_id.parse().map_err(core_error)?;
        g.humanid
            .add_redirect(&g.actor, &g.team_id, &app_id, &object.redirect_uri)
            .await
            .map(RedirectObj)
            .map_err(core_error)
    }

    /// Scope `admin`.
    async fn delete_redirect_by_pk(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> Result<Option<RedirectObj>> {
        let g = gql(ctx)?;
        Ok(by_pk(g.humanid.delete_redirect(&g.actor, &g.team_id, &id).await)?.map(RedirectObj))
    }

    /// Registers a post-logout redirect URI (rules as redirects). Scope `admin`.
    async fn insert_post_logout_redirect_one(
        &self,
        ctx: &Context<'_>,
        object: PostLogoutRedirectInsert,
    ) -> Result<PostLogoutRedirectObj> {
        let g = gql(ctx)?;
        let uri = &object.post_logout_redirect_uri;
        let app_id: AppId = object.app_id.parse().map_err(core_error)?;
        g.humanid
            .add_post_logout_redirect(&g.actor, &g.team_id, &app_id, uri)
            .await
            .map(PostLogoutRedirectObj)
            .map_err(core_error)
    }

    /// Scope `admin`.
    async fn delete_post_logout_redirect_by_pk(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> Result<Option<PostLogoutRedirectObj>> {
        let g = gql(ctx)?;
        let deleted = g
            .humanid
            .delete_post_logout_redirect(&g.actor, &g.team_id, &id)
            .await;
        Ok(by_pk(deleted)?.map(PostLogoutRedirectObj))
    }

    /// A new client secret, shown once; the previous one stops working at once. Scope
    /// `admin`.
    async fn reset_client_secret(
        &self,
        ctx: &Context<'_>,
        app_id: String,
    ) -> Result<ClientSecretOut> {
        let g = gql(ctx)?;
        let app_id: AppId = app_id.parse().map_err(core_error)?;
        let client_secret = g
            .humanid
            .reset_client_secret(&g.actor, &g.team_id, &app_id)
            .await
            .map_err(core_error)?;
        Ok(ClientSecretOut { client_secret })
    }

    /// Registers (or replaces) the address of the key the app's back end signs World ID
    /// 4.0 requests with. Scope `admin`: whoever holds that key speaks for the app.
    async fn register_rp_signer(
        &self,
        ctx: &Context<'_>,
        app_id: String,
        signer_address: String,
    ) -> Result<super::rp::RpObj> {
        super::rp::register(ctx, &app_id, &signer_address).await
    }

    /// A new API key for the team of the given `scope`; its secret (`api_key`) is shown
    /// in this answer only. Scope `admin`.
    async fn insert_api_key_one(
        &self,
        ctx: &Context<'_>,
        object: ApiKeyInsert,
    ) -> Result<ApiKeyObj> {
        let g = gql(ctx)?;
        let scope = Scope::parse(&object.scope).map_err(core_error)?;
        let issued = g
            .humanid
            .create_api_key(&g.actor, &g.team_id, &object.name, scope)
            .await
            .map_err(core_error)?;
        Ok(ApiKeyObj(issued.row, Some(issued.api_key)))
    }

    /// Replaces a live key's secret (shown once); the old secret stops working at once.
    /// Scope `admin`.
    async fn reset_api_key(&self, ctx: &Context<'_>, id: String) -> Result<ApiKeyOut> {
        let g = gql(ctx)?;
        let api_key = g
            .humanid
            .reset_api_key(&g.actor, &g.team_id, &id)
            .await
            .map_err(core_error)?;
        Ok(ApiKeyOut { id, api_key })
    }

    /// Renames a key, or revokes it at once with `is_active: false` — for good: a revoked
    /// key is never active again (`key_revoked`). Scope `admin`.
    async fn update_api_key_by_pk(
        &self,
        ctx: &Context<'_>,
        pk_columns: Pk,
        #[graphql(name = "_set")] set: ApiKeySet,
    ) -> Result<Option<ApiKeyObj>> {
        let g = gql(ctx)?;
        let r = g
            .humanid
            .update_api_key(
                &g.actor,
                &g.team_id,
                &pk_columns.id,
                set.name.as_deref(),
                set.is_active,
            )
            .await;
        Ok(by_pk(r)?.map(|k| ApiKeyObj(k, None)))
    }

    /// A registration token for dynamic client registration (`POST /register`); the
    /// token is in this answer only. `allow_production`: the apps it registers are
    /// production apps (else staging). Owners; scope `admin`.
    async fn create_registration_token(
        &self,
        ctx: &Context<'_>,
        name: String,
        #[graphql(default)] allow_production: bool,
    ) -> Result<super::registration::RegistrationTokenObj> {
        super::registration::create(ctx, &name, allow_production).await
    }

    /// Revokes a registration token at once, for good; apps it registered stay. Scope
    /// `admin`.
    async fn revoke_registration_token(
        &self,
        ctx: &Context<'_>,
        id: String,
    ) -> Result<Option<super::registration::RegistrationTokenObj>> {
        super::registration::revoke(ctx, &id).await
    }
}
