//! The OpenID Connect provider's domain half (CONTRACT §5): authorization requests,
//! codes, tokens and their checks. The HTTP shapes live in `humanid_http::oidc`.

pub mod authorize;
pub mod exchange;
pub mod grant;
mod redeem;
pub mod tokens;
pub mod userinfo;

pub use authorize::{Authorization, AuthorizeError, SCOPES};
pub use exchange::{TokenRequest, TokenResponse};
pub use redeem::{Redeemer, Redemptions};
pub use tokens::{ACCESS_TOKEN_LIFETIME_SECS, Grant, TokenClaims, Wanted};
