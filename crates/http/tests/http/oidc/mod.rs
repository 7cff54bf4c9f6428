//! End-to-end OpenID Connect tests with a real relying-party library (`openidconnect`),
//! a module per area. The API tests' helpers (`crate::api::helpers`, `proving`,
//! `handoff`) drive the wallet side.

mod idp;
mod rp;
pub(crate) mod support;

mod authorize;
mod backchannel;
mod clients;
mod code_flow;
mod codes;
mod conformance;
mod discovery;
mod dpop;
mod form_post;
mod implicit;
mod introspect;
mod issuer;
mod logout;
mod pushed;
mod refresh;
mod registration;
mod replicas;
mod revoke;
mod sessions;
mod tampered;
mod token;
mod token_settings;
mod userinfo;
