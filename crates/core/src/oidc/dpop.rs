//! DPoP proofs (RFC 9449): a client proves it holds a private key by signing a small JWT
//! per request (`typ: dpop+jwt`, the public key in the header); tokens issued with a
//! proof are bound to the key's thumbprint (`cnf.jkt`) and then only work with a fresh
//! proof signed by that key.
//!
//! Replayed proofs are caught by `jti` within the `iat` window, per process: a proof names
//! one method, one URL and (for resources) one access token, so a copy replayed to another
//! replica within a minute reaches only what the original request already reached.

use std::collections::HashMap;
use std::sync::Mutex;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::jwk::{Jwk, ThumbprintHash};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Deserialize;

/// The JWS algorithms a proof may use (asymmetric only: the key is in the proof).
pub const DPOP_ALGORITHMS: [Algorithm; 5] = [
    Algorithm::ES256,
    Algorithm::ES384,
    Algorithm::RS256,
    Algorithm::PS256,
    Algorithm::EdDSA,
];
/// Their names, for discovery's `dpop_signing_alg_values_supported`.
pub const DPOP_ALGORITHM_NAMES: [&str; 5] = ["ES256", "ES384", "RS256", "PS256", "EdDSA"];
/// How far a proof's `iat` may be from now, either way (seconds).
pub const IAT_WINDOW_SECS: i64 = 60;
/// The longest `jti` accepted (the replay cache holds each for the window).
const MAX_JTI_LEN: usize = 256;
/// The replay cache's bound; past it, entries older than the window are dropped first.
const MAX_SEEN: usize = 200_000;

/// Why a DPoP proof was refused; every one is a 401 `invalid_dpop_proof`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DpopError {
    /// More than one `DPoP` header.
    Repeated,
    /// Not a JWT with `typ: dpop+jwt`, an allowed algorithm and a public `jwk`.
    Malformed,
    /// The signature does not verify with the header's key.
    BadSignature,
    /// `htm` is not this request's method.
    WrongMethod,
    /// `htu` is not this endpoint's URL.
    WrongUrl,
    /// `iat` is outside the accepted window.
    Stale,
    /// This `jti` was seen in the window.
    Replayed,
    /// `ath` is missing or not the hash of the presented access token.
    WrongAccessToken,
    /// The proof's key is not the one the token is bound to.
    WrongKey,
    /// The token is bound to a key but no proof came with it.
    Missing,
}

impl DpopError {
    pub fn detail(self) -> &'static str {
        match self {
            DpopError::Repeated => "Send exactly one DPoP header.",
            DpopError::Malformed => {
                "The DPoP proof must be a JWT with typ dpop+jwt, an asymmetric alg and the public jwk in its header."
            }
            DpopError::BadSignature => "The DPoP proof's signature does not verify with its jwk.",
            DpopError::WrongMethod => "The DPoP proof's htm is not this request's method.",
            DpopError::WrongUrl => "The DPoP proof's htu is not this endpoint's URL.",
            DpopError::Stale => "The DPoP proof's iat is too far from now; make a fresh proof.",
            DpopError::Replayed => "This DPoP proof was used before; make a fresh proof (new jti).",
            DpopError::WrongAccessToken => {
                "The DPoP proof's ath is not the hash of the access token presented with it."
            }
            DpopError::WrongKey => {
                "The DPoP proof is signed by another key than the one the token is bound to."
            }
            DpopError::Missing => "This token is DPoP-bound: present it with a DPoP proof.",
        }
    }
}

impl DpopError {
    /// The refusal at the token endpoint: RFC 6749 §5.2's 400, named
    /// `invalid_dpop_proof` (RFC 9449 §5).
    pub fn at_token_endpoint(self) -> crate::CoreError {
        crate::CoreError::invalid(crate::Code::InvalidDpopProof, Some("DPoP"), self.detail())
    }
}

/// The OAuth error name (and our code) of every refused proof.
pub const INVALID_DPOP_PROOF: &str = crate::Code::InvalidDpopProof.as_str();

#[derive(Deserialize)]
struct ProofClaims {
    jti: String,
    htm: String,
    htu: String,
    iat: i64,
    #[serde(default)]
    ath: Option<String>,
}

/// What a request must match: its method and URL, and the access token it carries.
pub struct Expected<'a> {
    pub method: &'a str,
    pub url: &'a str,
    pub access_token: Option<&'a str>,
}

/// `base64url(SHA-256(token))`: a proof's `ath` for `token`.
pub fn access_token_hash(token: &str) -> String {
    let digest = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, token.as_bytes());
    URL_SAFE_NO_PAD.encode(digest.as_ref())
}

/// RFC 9449 §4.3: `htu` without query and fragment, scheme and host case-insensitive.
fn same_url(htu: &str, expected: &str) -> bool {
    let (Ok(mut a), Ok(b)) = (url::Url::parse(htu), url::Url::parse(expected)) else {
        return false;
    };
    a.set_query(None);
    a.set_fragment(None);
    a == b
}

/// Recently seen proof `jti`s with when they were seen (seconds).
#[derive(Default)]
pub struct ReplayCache(Mutex<HashMap<String, i64>>);

impl ReplayCache {
    /// True the first time `jti` is seen within the window.
    fn first_use(&self, jti: &str, now: i64) -> bool {
        let mut seen = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if seen.len() >= MAX_SEEN {
            seen.retain(|_, at| now - *at <= 2 * IAT_WINDOW_SECS);
        }
        if seen.len() >= MAX_SEEN {
            // Still full of live entries: refusing is safer than forgetting one.
            return false;
        }
        match seen.get(jti) {
            Some(at) if now - *at <= 2 * IAT_WINDOW_SECS => false,
            _ => {
                seen.insert(jti.to_owned(), now);
                true
            }
        }
    }
}

/// Checks `proof` against `expected` and returns its key's thumbprint (`jkt`).
pub fn check_proof(
    proof: &str,
    expected: &Expected<'_>,
    replays: &ReplayCache,
) -> Result<String, DpopError> {
    let header = jsonwebtoken::decode_header(proof).map_err(|_| DpopError::Malformed)?;
    if header.typ.as_deref() != Some("dpop+jwt") || !DPOP_ALGORITHMS.contains(&header.alg) {
        return Err(DpopError::Malformed);
    }
    let jwk: Jwk = header.jwk.ok_or(DpopError::Malformed)?;
    if has_private_part(proof) {
        return Err(DpopError::Malformed);
    }
    let key = DecodingKey::from_jwk(&jwk).map_err(|_| DpopError::Malformed)?;
    let jkt = jwk
        .thumbprint(ThumbprintHash::SHA256)
        .map_err(|_| DpopError::Malformed)?;
    let mut validation = Validation::new(header.alg);
    validation.validate_exp = false;
    validation.validate_aud = false;
    validation.required_spec_claims.clear();
    let claims = jsonwebtoken::decode::<ProofClaims>(proof, &key, &validation)
        .map_err(|e| match e.kind() {
            jsonwebtoken::errors::ErrorKind::InvalidSignature => DpopError::BadSignature,
            _ => DpopError::Malformed,
        })?
        .claims;
    if claims.jti.is_empty() || claims.jti.len() > MAX_JTI_LEN {
        return Err(DpopError::Malformed);
    }
    if claims.htm != expected.method {
        return Err(DpopError::WrongMethod);
    }
    if !same_url(&claims.htu, expected.url) {
        return Err(DpopError::WrongUrl);
    }
    let now = chrono::Utc::now().timestamp();
    if (claims.iat - now).abs() > IAT_WINDOW_SECS {
        return Err(DpopError::Stale);
    }
    if let Some(token) = expected.access_token {
        let want = access_token_hash(token);
        if claims.ath.as_deref() != Some(want.as_str()) {
            return Err(DpopError::WrongAccessToken);
        }
    }
    // Last, so a refused proof does not use up its jti.
    if !replays.first_use(&format!("{jkt}:{}", claims.jti), now) {
        return Err(DpopError::Replayed);
    }
    Ok(jkt)
}

/// A proof's header must carry only the public key (RFC 9449 §4.3 check 7).
fn has_private_part(proof: &str) -> bool {
    let Some(part) = proof.split('.').next() else {
        return true;
    };
    let Ok(bytes) = URL_SAFE_NO_PAD.decode(part) else {
        return true;
    };
    let Ok(header) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return true;
    };
    let jwk = &header["jwk"];
    ["d", "p", "q", "dp", "dq", "qi", "k"]
        .iter()
        .any(|m| jwk.get(m).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn htu_ignores_query_and_fragment_but_not_the_path() {
        assert!(same_url(
            "https://a.example/token?x=1#f",
            "https://a.example/token"
        ));
        assert!(same_url(
            "HTTPS://A.example/token",
            "https://a.example/token"
        ));
        assert!(!same_url(
            "https://a.example/userinfo",
            "https://a.example/token"
        ));
        assert!(!same_url(
            "https://b.example/token",
            "https://a.example/token"
        ));
    }

    #[test]
    fn a_jti_is_accepted_once_within_the_window() {
        let cache = ReplayCache::default();
        assert!(cache.first_use("k:1", 1_000));
        assert!(!cache.first_use("k:1", 1_030));
        assert!(cache.first_use("k:2", 1_030));
        assert!(cache.first_use("k:1", 1_000 + 3 * IAT_WINDOW_SECS));
    }
}
