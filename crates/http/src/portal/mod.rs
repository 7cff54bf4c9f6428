//! The developer portal (`{base_url}/portal`): server-rendered pages where a team's
//! members manage apps, actions, keys and members. Laid out like kanidm's views: one
//! module per page or flow, plus the shared pieces every page uses — `auth` (the signed-in
//! [`Member`] extractor), `csrf`, `error` ([`PortalError`] pages) and `layout` (the
//! `portal/base.html` frame and the strict page headers). Every change goes through the
//! same `humanid_core` operations GraphQL uses, which also write the audit log.
//!
//! Paths: `/portal` (the team's apps, where signing in lands), `/portal/login`, `/portal/logout`, `/portal/join/{token}`,
//! `/portal/members`, `/portal/keys`, `/portal/audit`, `/portal/team` (switch team); the
//! app pages live under `/portal/apps`.

pub mod app;
pub mod auth;
pub mod chart;
pub mod csrf;
pub mod error;
pub mod layout;

mod actions;
mod apps;
mod audit;
mod get_started;
mod join;
mod keys;
mod login;
mod members;
mod passkeys;
mod sign_in;
mod team;
mod world_id;

use axum::Router;

use crate::AppState;

pub use auth::Member;
pub use error::PortalError;
pub use layout::{Nav, respond};
pub use passkeys::{CEREMONIES_BURST, CEREMONIES_PER_SECOND};

pub fn routes() -> Router<AppState> {
    Router::new()
        .merge(login::routes())
        .merge(join::routes())
        .merge(members::routes())
        .merge(keys::routes())
        .merge(audit::routes())
        .merge(team::routes())
        .merge(passkeys::routes())
        .merge(apps::routes())
        .merge(app::routes())
        .merge(actions::routes())
        .merge(sign_in::routes())
        .merge(world_id::routes())
}
