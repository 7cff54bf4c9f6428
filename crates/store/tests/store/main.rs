#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The store on both backends, one test binary (each module generates a `sqlite` and a
//! `postgres` test per case with `backend_tests!`).

mod common;

mod app_settings;
mod credentials;
mod figures;
mod handoff;
mod idp;
mod invites;
mod lock_order;
mod nullifiers;
mod portal;
mod portal_accounts;
mod relay;
mod relying_parties;
mod request_outcomes;
mod schema;
mod wal;
