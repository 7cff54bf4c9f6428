//! What resolvers know about the request: the service, the caller's team, and per-request
//! caches so nested lists cost one query per level rather than one per parent.

use humanid_core::Code;
use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::{Context, ErrorExtensions};
use humanid_core::audit::Actor;
use humanid_core::{CoreError, Humanid, TeamId};
use humanid_store::Nullifier;
use tokio::sync::OnceCell;

use super::cache::{PortalCache, TeamSnapshot};

pub struct GqlCtx {
    pub humanid: Humanid,
    pub team_id: TeamId,
    /// The API key making the request, as the audit log names it.
    pub actor: Actor,
    cache: Arc<PortalCache>,
    snapshot: OnceCell<Arc<TeamSnapshot>>,
    nullifiers: OnceCell<Arc<HashMap<String, Vec<Nullifier>>>>,
}

impl GqlCtx {
    pub fn new(humanid: Humanid, team_id: TeamId, actor: Actor, cache: Arc<PortalCache>) -> Self {
        GqlCtx {
            humanid,
            team_id,
            actor,
            cache,
            snapshot: OnceCell::new(),
            nullifiers: OnceCell::new(),
        }
    }

    /// The team's apps, actions and redirects, fetched (or revalidated) once per request.
    pub async fn team(&self) -> async_graphql::Result<Arc<TeamSnapshot>> {
        let snap = self
            .snapshot
            .get_or_try_init(|| self.cache.snapshot(&self.humanid, &self.team_id))
            .await
            .map_err(|e| core_error(e.into()))?;
        Ok(snap.clone())
    }

    /// The team's nullifiers grouped by action id.
    pub async fn team_nullifiers(
        &self,
    ) -> async_graphql::Result<Arc<HashMap<String, Vec<Nullifier>>>> {
        let store = self.humanid.store();
        let rows = self
            .nullifiers
            .get_or_try_init(|| async {
                let mut by_action: HashMap<String, Vec<Nullifier>> = HashMap::new();
                for n in store.list_team_nullifiers(&self.team_id).await? {
                    by_action.entry(n.action_id.clone()).or_default().push(n);
                }
                Ok::<_, humanid_store::StoreError>(Arc::new(by_action))
            })
            .await
            .map_err(|e| core_error(e.into()))?;
        Ok(rows.clone())
    }
}

pub fn gql<'a>(ctx: &Context<'a>) -> async_graphql::Result<&'a GqlCtx> {
    ctx.data::<GqlCtx>()
}

/// A GraphQL error carrying the service's stable code in `extensions.code`.
pub fn gql_error(code: Code, detail: &str) -> async_graphql::Error {
    async_graphql::Error::new(detail).extend_with(|_, e| e.set("code", code.as_str()))
}

pub fn core_error(err: CoreError) -> async_graphql::Error {
    if let CoreError::Internal(cause) = &err {
        let id = humanid_core::ids::random_hex(8);
        tracing::error!(error_id = %id, cause, "internal error in GraphQL");
        return gql_error(
            Code::InternalError,
            &format!("Something went wrong on our side (error id {id})."),
        );
    }
    let attribute = err.attribute().map(str::to_owned);
    async_graphql::Error::new(err.to_string()).extend_with(|_, e| {
        e.set("code", err.code());
        if let Some(a) = &attribute {
            e.set("attribute", a.as_str());
        }
    })
}
