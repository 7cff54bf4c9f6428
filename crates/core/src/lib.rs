//! Domain logic of humanid: portal objects, API keys, verification, credential registry,
//! OIDC flows and the key ring. Talks to storage through `humanid_store` and to the proof
//! system through `humanid_proof`; knows nothing about HTTP.

mod error;
mod error_code;
mod id_types;

pub mod api_keys;
pub mod app_overview;
pub mod app_review;
pub mod audit;
pub mod dynamic_actions;
pub mod figures;
pub mod formats;
pub mod group_commit;
pub mod handoff;
pub mod hosted;
pub mod ids;
pub mod keys;
pub mod kiosk;
pub mod members;
pub mod oidc;
pub mod outbound;
pub mod passkeys;
pub mod portal;
pub mod portal_sessions;
pub mod precheck;
pub mod recent;
pub mod redirect_uris;
pub mod registration_tokens;
pub mod registry;
pub mod relay;
pub mod rp;
pub mod secrets;
pub mod service;
pub mod teams;
pub mod v4;
pub mod verify;

pub use error::{CoreError, CoreResult};
pub use error_code::Code;
pub use id_types::{ActionId, AppId, TeamId};
pub use service::{DEFAULT_SESSION_TTL_SECS, Humanid, Settings};
