//! What resolvers know about the request: the service, the caller's team, and per-request
//! caches so nested lists cost one query per level rather than one per parent.

use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::{Context, ErrorExtensions};
use humanid_core::{CoreError, Humanid};
use humanid_store::{Action, Nullifier, Redirect};
use tokio::sync::OnceCell;

pub struct GqlCtx {
    pub humanid: Humanid,
    pub team_id: String,
    actions: OnceCell<Arc<Vec<Action>>>,
    redirects: OnceCell<Arc<Vec<Redirect>>>,
    nullifiers: OnceCell<Arc<HashMap<String, Vec<Nullifier>>>>,
}

impl GqlCtx {
    pub fn new(humanid: Humanid, team_id: String) -> Self {
        GqlCtx {
            humanid,
            team_id,
            actions: OnceCell::new(),
            redirects: OnceCell::new(),
            nullifiers: OnceCell::new(),
        }
    }

    /// Every action of the team's live apps, loaded once per request.
    pub async fn team_actions(&self) -> async_graphql::Result<Arc<Vec<Action>>> {
        let store = self.humanid.store();
        let rows = self
            .actions
            .get_or_try_init(|| async {
                store.list_team_actions(&self.team_id).await.map(Arc::new)
            })
            .await
            .map_err(|e| core_error(e.into()))?;
        Ok(rows.clone())
    }

    pub async fn team_redirects(&self) -> async_graphql::Result<Arc<Vec<Redirect>>> {
        let store = self.humanid.store();
        let rows = self
            .redirects
            .get_or_try_init(|| async {
                store.list_team_redirects(&self.team_id).await.map(Arc::new)
            })
            .await
            .map_err(|e| core_error(e.into()))?;
        Ok(rows.clone())
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
pub fn gql_error(code: &str, detail: &str) -> async_graphql::Error {
    async_graphql::Error::new(detail).extend_with(|_, e| e.set("code", code))
}

pub fn core_error(err: CoreError) -> async_graphql::Error {
    if let CoreError::Internal(cause) = &err {
        let id = humanid_core::ids::random_hex(8);
        tracing::error!(error_id = %id, cause, "internal error in GraphQL");
        return gql_error(
            "internal_error",
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
