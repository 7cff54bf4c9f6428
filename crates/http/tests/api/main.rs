//! Integration tests of the HTTP surfaces: one binary, a module per area.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod credentials;
mod graphql;
mod helpers;
mod skeleton;
