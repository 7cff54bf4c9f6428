//! The published form of a public key (RFC 7517), as `/jwks` and `/api/v1/jwks` serve it.

use serde::{Deserialize, Serialize};

/// One public key: RSA (`n`, `e`), EC P-256 (`crv`, `x`, `y`) or Ed25519 (`crv`, `x`).
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Jwk {
    pub kty: String,
    pub kid: String,
    pub alg: String,
    #[serde(rename = "use")]
    pub key_use: String,
    /// RSA modulus, base64url without padding.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub n: Option<String>,
    /// RSA exponent, base64url without padding.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub e: Option<String>,
    /// The curve of an EC (`P-256`) or OKP (`Ed25519`) key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crv: Option<String>,
    /// The public point's x (EC) or the public key (OKP), base64url.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<String>,
    /// The public point's y (EC), base64url.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<String>,
}

/// `{"keys": [...]}`: never empty, the current signer is in it.
#[derive(Clone, Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Jwks {
    pub keys: Vec<Jwk>,
}
