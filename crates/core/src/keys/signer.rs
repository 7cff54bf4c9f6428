//! RS256 JWT signing with aws-lc-rs. Parsing a PKCS#8 RSA key costs about three times a
//! signature, so each key is parsed once per process and kept by `kid`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{RSA_PKCS1_SHA256, RsaKeyPair};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Serialize;
use serde_json::json;

use crate::{CoreError, CoreResult};

#[derive(Default)]
pub(super) struct Signers(Mutex<HashMap<String, Arc<RsaKeyPair>>>);

impl Signers {
    /// The parsed key for `kid`, parsing `pkcs8()` the first time.
    pub(super) fn get(
        &self,
        kid: &str,
        pkcs8: impl FnOnce() -> CoreResult<Vec<u8>>,
    ) -> CoreResult<Arc<RsaKeyPair>> {
        if let Some(k) = self.0.lock().unwrap_or_else(|p| p.into_inner()).get(kid) {
            return Ok(k.clone());
        }
        let parsed = RsaKeyPair::from_pkcs8(&pkcs8()?)
            .map_err(|_| CoreError::Internal("stored signing key is not RSA".into()))?;
        let parsed = Arc::new(parsed);
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(kid.to_owned(), parsed.clone());
        Ok(parsed)
    }
}

/// `header.claims.signature` (RFC 7515 compact form) with `alg: RS256` and `kid`.
pub(super) fn sign_jwt<T: Serialize>(
    key: &RsaKeyPair,
    kid: &str,
    typ: Option<&str>,
    claims: &T,
) -> CoreResult<String> {
    let header = json!({ "typ": typ.unwrap_or("JWT"), "alg": "RS256", "kid": kid });
    let encode = |v: Vec<u8>| URL_SAFE_NO_PAD.encode(v);
    let json_error = |e: serde_json::Error| CoreError::Internal(format!("token claims: {e}"));
    let mut jwt = encode(serde_json::to_vec(&header).map_err(json_error)?);
    jwt.push('.');
    jwt.push_str(&encode(serde_json::to_vec(claims).map_err(json_error)?));
    let mut signature = vec![0u8; key.public_modulus_len()];
    key.sign(
        &RSA_PKCS1_SHA256,
        &SystemRandom::new(),
        jwt.as_bytes(),
        &mut signature,
    )
    .map_err(|_| CoreError::Internal("RSA signing failed".into()))?;
    jwt.push('.');
    jwt.push_str(&encode(signature));
    Ok(jwt)
}
