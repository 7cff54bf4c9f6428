//! The http crate's integration tests, in one binary: `api` (the developer API, relay,
//! portal, GraphQL, hand-off) and `oidc` (OpenID Connect end to end with a real relying
//! party), sharing `api::helpers` to spawn servers.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod api;
mod oidc;
