//! Persistence for humanid on SQLite (embedded default) or PostgreSQL (scale-out).
//!
//! Queries are written once with `$n` placeholders, which both backends accept, and
//! dispatched to the right pool by [`with_pool!`] (the writes by [`with_writer!`]: on SQLite
//! one connection takes them all). Migrations are embedded per backend.

mod error;
mod pool;

#[doc(hidden)]
pub use pool::Pool;

pub mod accounts;
pub mod actions;
pub mod api_keys;
pub mod apps;
pub mod audit;
pub mod auth_codes;
pub mod backup;
pub mod ceremonies;
pub mod client_requests;
pub mod credentials;
pub mod figures;
mod guarded;
pub mod idp_sessions;
pub mod invites;
pub mod machine;
pub mod memberships;
pub mod models;
pub mod nullifiers;
pub mod portal_sessions;
pub mod post_logout_redirects;
pub mod redirects;
pub mod refresh_tokens;
pub mod registration_tokens;
pub mod relay;
pub mod relying_parties;
pub mod request_outcomes;
pub mod requests;
pub mod signing_keys;
mod sql;
pub mod teams;
pub mod test_support;
pub mod tokens;

pub use error::{StoreError, StoreResult};
pub use models::*;
pub use pool::{Backend, Checkpointed, Store};

/// Microseconds since the Unix epoch: the unit of every `*_at` column.
pub fn now_micros() -> i64 {
    chrono::Utc::now().timestamp_micros()
}
