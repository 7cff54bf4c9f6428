//! JWT signing with aws-lc-rs: RS256, ES256 (P-256, fixed-length r‖s as JWS wants) and
//! EdDSA (Ed25519). Parsing a PKCS#8 key costs more than a signature (about three
//! times for RSA), so each key is parsed once per process and kept by `kid`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{
    ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, Ed25519KeyPair, RSA_PKCS1_SHA256, RsaKeyPair,
};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Serialize;
use serde_json::json;

use super::SigningAlg;
use crate::{CoreError, CoreResult};

/// A parsed private key of one of the algorithms.
pub(super) enum Signer {
    Rsa(RsaKeyPair),
    Ec(EcdsaKeyPair),
    Ed(Ed25519KeyPair),
}

impl Signer {
    fn parse(alg: SigningAlg, pkcs8: &[u8]) -> CoreResult<Signer> {
        let bad = || CoreError::Internal(format!("stored signing key is not {}", alg.as_str()));
        Ok(match alg {
            SigningAlg::Rs256 => Signer::Rsa(RsaKeyPair::from_pkcs8(pkcs8).map_err(|_| bad())?),
            SigningAlg::Es256 => Signer::Ec(
                EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, pkcs8)
                    .map_err(|_| bad())?,
            ),
            SigningAlg::EdDsa => Signer::Ed(Ed25519KeyPair::from_pkcs8(pkcs8).map_err(|_| bad())?),
        })
    }

    fn alg(&self) -> SigningAlg {
        match self {
            Signer::Rsa(_) => SigningAlg::Rs256,
            Signer::Ec(_) => SigningAlg::Es256,
            Signer::Ed(_) => SigningAlg::EdDsa,
        }
    }

    fn sign(&self, message: &[u8]) -> CoreResult<Vec<u8>> {
        let failed = || CoreError::Internal("signing failed".into());
        match self {
            Signer::Rsa(key) => {
                let mut signature = vec![0u8; key.public_modulus_len()];
                key.sign(
                    &RSA_PKCS1_SHA256,
                    &SystemRandom::new(),
                    message,
                    &mut signature,
                )
                .map_err(|_| failed())?;
                Ok(signature)
            }
            Signer::Ec(key) => Ok(key
                .sign(&SystemRandom::new(), message)
                .map_err(|_| failed())?
                .as_ref()
                .to_vec()),
            Signer::Ed(key) => Ok(key.sign(message).as_ref().to_vec()),
        }
    }
}

#[derive(Default)]
pub(super) struct Signers(Mutex<HashMap<String, Arc<Signer>>>);

impl Signers {
    /// The parsed key for `kid`, parsing `pkcs8()` the first time.
    pub(super) fn get(
        &self,
        kid: &str,
        alg: SigningAlg,
        pkcs8: impl FnOnce() -> CoreResult<Vec<u8>>,
    ) -> CoreResult<Arc<Signer>> {
        if let Some(k) = self.0.lock().unwrap_or_else(|p| p.into_inner()).get(kid) {
            return Ok(k.clone());
        }
        let parsed = Arc::new(Signer::parse(alg, &pkcs8()?)?);
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(kid.to_owned(), parsed.clone());
        Ok(parsed)
    }
}

/// `header.claims.signature` (RFC 7515 compact form) with the key's `alg` and `kid`.
pub(super) fn sign_jwt<T: Serialize>(
    key: &Signer,
    kid: &str,
    typ: Option<&str>,
    claims: &T,
) -> CoreResult<String> {
    let header = json!({ "typ": typ.unwrap_or("JWT"), "alg": key.alg().as_str(), "kid": kid });
    let encode = |v: Vec<u8>| URL_SAFE_NO_PAD.encode(v);
    let json_error = |e: serde_json::Error| CoreError::Internal(format!("token claims: {e}"));
    let mut jwt = encode(serde_json::to_vec(&header).map_err(json_error)?);
    jwt.push('.');
    jwt.push_str(&encode(serde_json::to_vec(claims).map_err(json_error)?));
    let signature = key.sign(jwt.as_bytes())?;
    jwt.push('.');
    jwt.push_str(&encode(signature));
    Ok(jwt)
}
