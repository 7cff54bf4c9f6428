//! The http crate's integration tests, in one binary: `api` (the developer API, relay,
//! portal, GraphQL, hand-off) and `oidc` (OpenID Connect end to end with a real relying
//! party), sharing `api::helpers` to spawn servers.
#![allow(clippy::unwrap_used, clippy::expect_used)]

/// Each named `async fn(TestApp)` as two tests, `<name>::sqlite` and `<name>::postgres`:
/// the same checks on a server over each backend.
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[tokio::test]
            async fn sqlite() {
                super::$name(crate::api::helpers::spawn_app().await).await;
            }

            #[tokio::test]
            async fn postgres() {
                let app = crate::api::helpers::TestServer::new().postgres().spawn().await;
                super::$name(app).await;
            }
        }
    )*};
}

mod api;
mod oidc;
