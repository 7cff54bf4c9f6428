//! Post-logout redirects (docs/architecture.md, "IdP sessions") over GraphQL: where
//! RP-initiated logout may send a browser back to. Written by
//! `insert_post_logout_redirect_one` and `delete_post_logout_redirect_by_pk`; team
//! isolation as for redirects.

use async_graphql::{InputObject, Object};
use humanid_store::post_logout_redirects::PostLogoutRedirect;

use super::types::iso;

#[derive(InputObject)]
#[graphql(
    name = "post_logout_redirect_insert_input",
    rename_fields = "snake_case"
)]
pub struct PostLogoutRedirectInsert {
    pub app_id: String,
    pub post_logout_redirect_uri: String,
}

pub struct PostLogoutRedirectObj(pub PostLogoutRedirect);

#[Object(name = "post_logout_redirect", rename_fields = "snake_case")]
impl PostLogoutRedirectObj {
    async fn id(&self) -> &str {
        &self.0.id
    }
    async fn app_id(&self) -> &str {
        &self.0.app_id
    }
    async fn post_logout_redirect_uri(&self) -> &str {
        &self.0.post_logout_redirect_uri
    }
    async fn created_at(&self) -> String {
        iso(self.0.created_at)
    }
}
