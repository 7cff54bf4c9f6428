//! End-to-end OpenID Connect tests with a real relying-party library (`openidconnect`):
//! one binary, a module per area. The API tests' helpers drive the wallet side.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[allow(dead_code)]
#[path = "../api/handoff.rs"]
mod handoff;
#[allow(dead_code)]
#[path = "../api/helpers.rs"]
mod helpers;
#[allow(dead_code)]
#[path = "../api/proving.rs"]
mod proving;

mod idp;
mod rp;
mod support;

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
