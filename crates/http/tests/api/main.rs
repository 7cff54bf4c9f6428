//! Integration tests of the HTTP surfaces: one binary, a module per area.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod bad_input;
mod credentials;
mod graphql;
mod helpers;
mod jwks;
mod precheck;
mod proving;
mod skeleton;
mod verify;
mod verify_checks;
mod verify_concurrency;
