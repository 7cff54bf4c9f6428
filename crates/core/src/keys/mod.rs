//! The key ring: RS256 signing keys per purpose (`oidc` tokens, `api` verification
//! results), stored encrypted, rotated automatically, shared by every replica.
//!
//! Rotation never signs with a key others do not publish: a successor is written to the
//! database `ACTIVATION_DELAY` before it may sign, and replicas refresh their view of the
//! keys more often than that. A key stays published `PUBLISH_GRACE` after it stops
//! signing, longer than any token it signed lives.

mod crypt;
mod jwk;
mod signer;

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use aws_lc_rs::encoding::AsDer;
use aws_lc_rs::rsa::{KeyPair, KeySize};
use aws_lc_rs::signature::KeyPair as _;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::signing_keys::SigningKeyRow;
use humanid_store::{Store, now_micros};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

pub use jwk::{Jwk, Jwks};

use crate::secrets::MasterSecret;
use crate::{CoreError, CoreResult, ids};
use crypt::KeyCrypt;

const MICROS: i64 = 1_000_000;
/// How long a key signs.
pub const SIGNING_PERIOD: i64 = 30 * 24 * 3600 * MICROS;
/// A successor is made when the signing key has less than this left.
pub const ROTATE_BEFORE: i64 = 7 * 24 * 3600 * MICROS;
/// A new key is published this long before it signs.
pub const ACTIVATION_DELAY: i64 = 60 * MICROS;
/// How long a key stays published after it stops signing (> every token lifetime).
pub const PUBLISH_GRACE: i64 = 2 * 3600 * MICROS;
/// Replicas re-read the keys at least this often (< ACTIVATION_DELAY).
const REFRESH: Duration = Duration::from_secs(20);
// Replicas must see a new key before it may sign.
const _: () = assert!((REFRESH.as_secs() as i64) * MICROS < ACTIVATION_DELAY);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Purpose {
    /// ID and access tokens of the identity provider (`{auth_url}/jwks`).
    Oidc,
    /// Hosted-page verification results (`{base_url}/api/v1/jwks`).
    Api,
}

impl Purpose {
    fn as_str(self) -> &'static str {
        match self {
            Purpose::Oidc => "oidc",
            Purpose::Api => "api",
        }
    }
}

struct Loaded {
    row: SigningKeyRow,
    decoding: DecodingKey,
}

struct View {
    keys: Vec<Loaded>,
    /// `{"keys": [...]}`, rendered once per load: JWKS endpoints are read a lot.
    jwks: std::sync::Arc<String>,
    loaded_at: std::time::Instant,
}

pub struct KeyRing {
    store: Store,
    crypt: KeyCrypt,
    views: Mutex<HashMap<Purpose, std::sync::Arc<View>>>,
    signers: signer::Signers,
}

fn internal(what: &str) -> CoreError {
    CoreError::Internal(what.to_owned())
}

impl KeyRing {
    pub fn new(store: Store, secret: &MasterSecret) -> CoreResult<Self> {
        Ok(KeyRing {
            store,
            crypt: KeyCrypt::new(secret)?,
            views: Mutex::default(),
            signers: signer::Signers::default(),
        })
    }

    /// Seals a secret that must be kept itself (not as a hash), bound to `label` (e.g.
    /// the app it belongs to): `{key id}:{base64url(nonce ‖ ciphertext ‖ tag)}`.
    pub fn seal_secret(&self, label: &str, secret: &str) -> CoreResult<String> {
        let sealed = self.crypt.seal(label, secret.as_bytes())?;
        Ok(format!(
            "{}:{}",
            self.crypt.id,
            URL_SAFE_NO_PAD.encode(sealed)
        ))
    }

    /// Opens what [`KeyRing::seal_secret`] sealed under the same `label`.
    pub fn open_secret(&self, label: &str, sealed: &str) -> CoreResult<String> {
        let bad = || internal("a sealed secret is malformed");
        let (key_id, body) = sealed.split_once(':').ok_or_else(bad)?;
        let bytes = URL_SAFE_NO_PAD.decode(body).map_err(|_| bad())?;
        let plain = self.crypt.open(label, key_id, &bytes)?;
        String::from_utf8(plain).map_err(|_| bad())
    }

    /// Generates and stores a key that may sign from `signs_from`.
    async fn create(&self, purpose: Purpose, signs_from: i64) -> CoreResult<()> {
        let pair = tokio::task::spawn_blocking(|| KeyPair::generate(KeySize::Rsa2048))
            .await
            .map_err(|e| CoreError::Internal(e.to_string()))?
            .map_err(|_| internal("RSA key generation failed"))?;
        let pkcs8 = pair
            .as_der()
            .map_err(|_| internal("PKCS#8 encoding failed"))?;
        let public = pair.public_key();
        let kid = ids::random_hex(16);
        let jwk = Jwk {
            kty: "RSA".into(),
            kid: kid.clone(),
            alg: "RS256".into(),
            key_use: "sig".into(),
            n: URL_SAFE_NO_PAD.encode(public.modulus().big_endian_without_leading_zero()),
            e: URL_SAFE_NO_PAD.encode(public.exponent().big_endian_without_leading_zero()),
        };
        let signs_until = signs_from + SIGNING_PERIOD;
        let row = SigningKeyRow {
            private_enc: self.crypt.seal(&kid, pkcs8.as_ref())?,
            kid,
            purpose: purpose.as_str().into(),
            algorithm: "RS256".into(),
            public_jwk: serde_json::to_string(&jwk).map_err(|_| internal("JWK encoding"))?,
            enc_key_id: self.crypt.id.clone(),
            created_at: now_micros(),
            signs_from,
            signs_until,
            publish_until: signs_until + PUBLISH_GRACE,
        };
        self.store.insert_signing_key(&row).await?;
        tracing::info!(kid = %row.kid, purpose = purpose.as_str(), "created signing key");
        Ok(())
    }

    /// Makes a key if none can sign now, and a successor if the signer is near its end.
    pub async fn ensure(&self, purpose: Purpose) -> CoreResult<()> {
        let now = now_micros();
        let rows = self
            .store
            .published_signing_keys(purpose.as_str(), now)
            .await?;
        if !rows
            .iter()
            .any(|k| k.signs_from <= now && now < k.signs_until)
        {
            self.create(purpose, now).await?;
        } else if !rows.iter().any(|k| k.signs_until > now + ROTATE_BEFORE) {
            self.create(purpose, now + ACTIVATION_DELAY).await?;
        }
        self.invalidate(purpose);
        Ok(())
    }

    /// `humanid keys rotate`: a new key, published now, signing after the activation delay.
    pub async fn rotate(&self, purpose: Purpose) -> CoreResult<()> {
        self.create(purpose, now_micros() + ACTIVATION_DELAY)
            .await?;
        self.invalidate(purpose);
        Ok(())
    }

    fn invalidate(&self, purpose: Purpose) {
        self.views
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&purpose);
    }

    async fn view(&self, purpose: Purpose) -> CoreResult<std::sync::Arc<View>> {
        let cached = self
            .views
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&purpose)
            .cloned();
        if let Some(v) = cached.filter(|v| v.loaded_at.elapsed() < REFRESH) {
            return Ok(v);
        }
        let rows = self
            .store
            .published_signing_keys(purpose.as_str(), now_micros())
            .await?;
        let mut keys = Vec::with_capacity(rows.len());
        for row in rows {
            let jwk: Value = serde_json::from_str(&row.public_jwk)
                .map_err(|_| internal("stored JWK is not JSON"))?;
            let (n, e) = (
                jwk["n"].as_str().unwrap_or_default(),
                jwk["e"].as_str().unwrap_or_default(),
            );
            let decoding = DecodingKey::from_rsa_components(n, e)
                .map_err(|_| internal("stored JWK is not an RSA key"))?;
            keys.push(Loaded { row, decoding });
        }
        let public = Jwks {
            keys: keys
                .iter()
                .filter_map(|k| serde_json::from_str(&k.row.public_jwk).ok())
                .collect(),
        };
        let rendered = serde_json::to_string(&public).map_err(|_| internal("JWKS encoding"))?;
        let view = std::sync::Arc::new(View {
            keys,
            jwks: std::sync::Arc::new(rendered),
            loaded_at: std::time::Instant::now(),
        });
        self.views
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(purpose, view.clone());
        Ok(view)
    }

    /// The current view, after making a signing key if none can sign now.
    async fn signing_view(&self, purpose: Purpose) -> CoreResult<std::sync::Arc<View>> {
        let now = now_micros();
        let view = self.view(purpose).await?;
        if view
            .keys
            .iter()
            .any(|k| k.row.signs_from <= now && now < k.row.signs_until)
        {
            return Ok(view);
        }
        self.ensure(purpose).await?;
        self.view(purpose).await
    }

    /// The public keys to publish: `{"keys": [...]}`; never empty, the signer is in it.
    pub async fn jwks(&self, purpose: Purpose) -> CoreResult<Value> {
        let rendered = self.jwks_json(purpose).await?;
        serde_json::from_str(&rendered).map_err(|_| internal("JWKS is not JSON"))
    }

    /// [`KeyRing::jwks`] already rendered as JSON text.
    pub async fn jwks_json(&self, purpose: Purpose) -> CoreResult<std::sync::Arc<String>> {
        Ok(self.signing_view(purpose).await?.jwks.clone())
    }

    /// Signs `claims` as an RS256 JWT with the current key (making one if there is none).
    pub async fn sign<T: Serialize>(&self, purpose: Purpose, claims: &T) -> CoreResult<String> {
        self.sign_typed(purpose, None, claims).await
    }

    /// As [`KeyRing::sign`], with a JOSE `typ` header (e.g. `at+jwt` for access tokens,
    /// RFC 9068, so an access token cannot pass for an ID token or the reverse).
    pub async fn sign_typed<T: Serialize>(
        &self,
        purpose: Purpose,
        typ: Option<&str>,
        claims: &T,
    ) -> CoreResult<String> {
        let view = self.signing_view(purpose).await?;
        let now = now_micros();
        let signer = view
            .keys
            .iter()
            .filter(|k| k.row.signs_from <= now && now < k.row.signs_until)
            .max_by_key(|k| k.row.signs_from)
            .ok_or_else(|| internal("no signing key"))?;
        let row = &signer.row;
        let key = self.signers.get(&row.kid, || {
            self.crypt.open(&row.kid, &row.enc_key_id, &row.private_enc)
        })?;
        signer::sign_jwt(&key, &row.kid, typ, claims)
    }

    /// Verifies an RS256 JWT against the published keys: any other algorithm, an unknown
    /// `kid`, a bad signature or an expired token is refused.
    pub async fn verify<T: DeserializeOwned>(
        &self,
        purpose: Purpose,
        token: &str,
        validation: &Validation,
    ) -> Option<T> {
        self.verify_typed(purpose, None, token, validation).await
    }

    /// As [`KeyRing::verify`], also requiring the JOSE `typ` header when `typ` is given.
    pub async fn verify_typed<T: DeserializeOwned>(
        &self,
        purpose: Purpose,
        typ: Option<&str>,
        token: &str,
        validation: &Validation,
    ) -> Option<T> {
        let header = jsonwebtoken::decode_header(token).ok()?;
        if header.alg != Algorithm::RS256 || typ.is_some_and(|t| header.typ.as_deref() != Some(t)) {
            return None;
        }
        let kid = header.kid?;
        let view = self.view(purpose).await.ok()?;
        let key = view.keys.iter().find(|k| k.row.kid == kid)?;
        let mut validation = validation.clone();
        validation.algorithms = vec![Algorithm::RS256];
        jsonwebtoken::decode::<T>(token, &key.decoding, &validation)
            .ok()
            .map(|d| d.claims)
    }
}
