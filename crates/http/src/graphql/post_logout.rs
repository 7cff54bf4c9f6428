//! Post-logout redirects (docs/architecture.md, "IdP sessions") over GraphQL: where
//! RP-initiated logout may send a browser back to. Written by
//! `insert_post_logout_redirect_one` and `delete_post_logout_redirect_by_pk`; team
//! isolation as for redirects.

use async_graphql::{InputObject, Object};
use humanid_store::post_logout_redirects::PostLogoutRedirect;

use super::object::row_object;

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

row_object! {
    #[Object(name = "post_logout_redirect", rename_fields = "snake_case")]
    impl PostLogoutRedirectObj {
        columns {
            id: str,
            app_id: str,
            post_logout_redirect_uri: str,
            created_at: time,
        }
    }
}
