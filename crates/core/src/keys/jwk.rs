//! The published form of a public key (RFC 7517), as `/jwks` and `/api/v1/jwks` serve it.

use serde::{Deserialize, Serialize};

/// One RS256 public key.
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Jwk {
    pub kty: String,
    pub kid: String,
    pub alg: String,
    #[serde(rename = "use")]
    pub key_use: String,
    /// Modulus, base64url without padding.
    pub n: String,
    /// Exponent, base64url without padding.
    pub e: String,
}

/// `{"keys": [...]}`: never empty, the current signer is in it.
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Jwks {
    pub keys: Vec<Jwk>,
}
