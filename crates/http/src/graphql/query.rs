//! Root query fields: `team`, `app`, `app_by_pk`, `action`, `action_by_pk`, `redirect`,
//! `nullifier`, `api_key`, `rp_registration`. Every one sees only the caller's team;
//! another team's id looks exactly like one that does not exist.

use async_graphql::{Context, Object, Result};

use super::context::{core_error, gql};
use super::types::*;

pub struct QueryRoot;

#[Object(rename_fields = "snake_case", rename_args = "snake_case")]
impl QueryRoot {
    async fn team(&self, ctx: &Context<'_>) -> Result<Vec<TeamObj>> {
        let g = gql(ctx)?;
        let team = g
            .humanid
            .store()
            .get_team(&g.team_id)
            .await
            .map_err(|e| core_error(e.into()))?;
        Ok(vec![TeamObj(team)])
    }

    async fn app(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<app_q::AppBoolExp>,
        order_by: Option<Vec<app_q::AppOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<AppObj>> {
        team_apps(ctx, filter, order_by, limit, offset).await
    }

    async fn app_by_pk(&self, ctx: &Context<'_>, id: String) -> Result<Option<AppObj>> {
        Ok(gql(ctx)?.team().await?.app(&id).cloned().map(AppObj))
    }

    async fn action(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<action_q::ActionBoolExp>,
        order_by: Option<Vec<action_q::ActionOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<ActionObj>> {
        let rows = gql(ctx)?.team().await?.actions.clone();
        let page = action_q::select(rows, filter.as_ref(), order_by.as_deref(), limit, offset)?;
        Ok(page.into_iter().map(ActionObj).collect())
    }

    async fn action_by_pk(&self, ctx: &Context<'_>, id: String) -> Result<Option<ActionObj>> {
        let team = gql(ctx)?.team().await?;
        Ok(team
            .actions
            .iter()
            .find(|a| a.id == id)
            .cloned()
            .map(ActionObj))
    }

    async fn redirect(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<redirect_q::RedirectBoolExp>,
        order_by: Option<Vec<redirect_q::RedirectOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<RedirectObj>> {
        let rows = gql(ctx)?.team().await?.redirects.clone();
        let page = redirect_q::select(rows, filter.as_ref(), order_by.as_deref(), limit, offset)?;
        Ok(page.into_iter().map(RedirectObj).collect())
    }

    async fn nullifier(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<nullifier_q::NullifierBoolExp>,
        order_by: Option<Vec<nullifier_q::NullifierOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<NullifierObj>> {
        let rows = gql(ctx)?
            .team_nullifiers()
            .await?
            .values()
            .flatten()
            .cloned()
            .collect();
        let page = nullifier_q::select(rows, filter.as_ref(), order_by.as_deref(), limit, offset)?;
        Ok(page.into_iter().map(NullifierObj).collect())
    }

    /// The team's apps as World ID 4.0 relying parties.
    async fn rp_registration(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<super::rp::rp_q::RpBoolExp>,
        order_by: Option<Vec<super::rp::rp_q::RpOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<super::rp::RpObj>> {
        super::rp::list(ctx, filter, order_by, limit, offset).await
    }

    async fn api_key(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "where")] filter: Option<api_key_q::ApiKeyBoolExp>,
        order_by: Option<Vec<api_key_q::ApiKeyOrderBy>>,
        limit: Option<i32>,
        offset: Option<i32>,
    ) -> Result<Vec<ApiKeyObj>> {
        let g = gql(ctx)?;
        let rows = g
            .humanid
            .store()
            .list_api_keys(&g.team_id)
            .await
            .map_err(|e| core_error(e.into()))?;
        let page = api_key_q::select(rows, filter.as_ref(), order_by.as_deref(), limit, offset)?;
        Ok(page.into_iter().map(|k| ApiKeyObj(k, None)).collect())
    }

    /// The team's registration tokens (never the tokens themselves).
    async fn registration_token(
        &self,
        ctx: &Context<'_>,
    ) -> Result<Vec<super::registration::RegistrationTokenObj>> {
        super::registration::list(ctx).await
    }
}
