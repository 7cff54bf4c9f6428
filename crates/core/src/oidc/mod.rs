//! The OpenID Connect provider's domain half (docs/architecture.md, "OpenID Connect"):
//! authorization requests, codes, tokens and their checks. The HTTP shapes live in
//! `humanid_http::oidc`.

pub mod authorize;
pub mod backchannel;
pub mod client_auth;
pub mod client_keys;
pub mod dpop;
pub mod exchange;
pub mod grant;
mod hint;
pub mod logout;
pub mod pushed;
mod redeem;
pub mod refresh;
pub mod registration;
pub mod response_type;
pub mod revoke;
pub mod session;
pub mod settings;
mod silent;
pub mod tokens;
pub mod userinfo;

pub use authorize::{Authorization, AuthorizeError, Authorized, SCOPES};
pub use exchange::{GrantType, TokenRequest, TokenResponse};
pub use redeem::{CodeWriter, NewCodes, Redeemer, Redemptions};
pub use refresh::{Rotations, Rotator};
pub use response_type::ResponseType;
pub use tokens::{ACCESS_TOKEN_LIFETIME_SECS, Confirmation, Grant, TokenClaims, Wanted};
