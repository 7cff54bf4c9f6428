//! `POST /v1/graphql` (Bearer API key) and `GET /v1/graphql` (GraphiQL): Hasura-style
//! names over the portal's objects, scoped to the key's team and bounded by the key's
//! scope (`scopes`). Answers are never cached: some carry a new key or client secret.

mod cache;
mod context;
pub(crate) mod filters;
mod graphiql;
pub(crate) mod limits;
mod mutation;
mod object;
mod post_logout;
mod query;
mod registration;
mod rp;
mod scopes;
pub(crate) mod types;

use std::sync::LazyLock;

use async_graphql::{EmptySubscription, Schema};
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};

use humanid_core::audit::Permission;

use crate::callers::{ApiKeyCaller, KeyNeeds};
use crate::extract::ApiJson;
use crate::{ApiError, AppState};
pub use cache::PortalCache;
use context::GqlCtx;
use mutation::MutationRoot;
use query::QueryRoot;

pub type PortalSchema = Schema<QueryRoot, MutationRoot, EmptySubscription>;

/// Depth and complexity limits keep one request from exhausting the server.
const MAX_DEPTH: usize = 8;
const MAX_COMPLEXITY: usize = 2000;
/// Directives on one field (`@include`, `@skip`): two is all a query needs.
const MAX_DIRECTIVES: usize = 4;

static SCHEMA: LazyLock<PortalSchema> = LazyLock::new(|| {
    Schema::build(QueryRoot, MutationRoot, EmptySubscription)
        .limit_depth(MAX_DEPTH)
        .limit_complexity(MAX_COMPLEXITY)
        .limit_directives(MAX_DIRECTIVES)
        .finish()
});

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/v1/graphql", get(graphiql::page).post(execute))
        .route("/v1/graphql/assets/{version}/{file}", get(graphiql::asset))
}

/// Any live key: what it may do is decided per root field (`scopes::check`).
struct PerField;

impl KeyNeeds for PerField {
    const PERMISSION: Option<Permission> = None;

    // Says where keys come from: this is what GraphiQL shows a newcomer's first query.
    fn unauthenticated(state: &AppState) -> String {
        format!(
            "A valid API key is required: send Authorization: Bearer <key>. Team owners \
             create keys in the portal under API keys: {}/portal/keys",
            state.humanid.settings().base_url
        )
    }
}

async fn execute(
    State(state): State<AppState>,
    caller: ApiKeyCaller<PerField>,
    ApiJson(mut request): ApiJson<async_graphql::Request>,
) -> Result<Response, ApiError> {
    // Bounded before any parsing, validation or execution (see `limits`).
    limits::check_text(&request.query)?;
    limits::check_variables(&request.variables)?;
    let operation_name = request.operation_name.clone();
    if let Ok(doc) = request.parsed_query() {
        limits::check_document(doc)?;
        // Nothing runs unless every root field is within the key's scope.
        scopes::check(doc, operation_name.as_deref(), caller.scope())?;
    }
    let request = request.data(GqlCtx::new(
        state.humanid.clone(),
        caller.team_id().clone(),
        caller.actor,
        state.portal_cache.clone(),
    ));
    let response = tokio::time::timeout(limits::MAX_EXECUTION, SCHEMA.execute(request))
        .await
        .map_err(|_| {
            limits::refused(
                "execution_time",
                format!(
                    "The request ran longer than {} s and was stopped.",
                    limits::MAX_EXECUTION.as_secs()
                ),
            )
        })?;
    let mut res = Json(response).into_response();
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}
