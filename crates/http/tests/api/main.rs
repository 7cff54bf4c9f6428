//! Integration tests of the HTTP surfaces: one binary, a module per area.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod authorize;
mod bad_input;
mod create_action;
mod credentials;
mod credentials_import;
mod graphql;
mod handoff;
mod handoff_bad_input;
mod helpers;
mod hosted;
mod jwks;
mod openapi;
mod portal;
mod portal_apps;
mod portal_support;
mod precheck;
mod proving;
mod relay;
mod relay_bad_input;
mod signin;
mod skeleton;
mod verify;
mod verify_checks;
mod verify_concurrency;
mod verify_memory;
