//! The key ring: signing keys per purpose (`oidc` tokens, `api` verification results)
//! and algorithm (RS256 always; ES256 and EdDSA once an app asks for them), stored
//! encrypted, rotated automatically, shared by every replica.
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
use aws_lc_rs::signature::{
    ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, Ed25519KeyPair, KeyPair as _,
};
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

/// A JWS algorithm the ring signs with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SigningAlg {
    #[default]
    Rs256,
    Es256,
    EdDsa,
}

impl SigningAlg {
    pub const ALL: [SigningAlg; 3] = [SigningAlg::Rs256, SigningAlg::Es256, SigningAlg::EdDsa];

    /// The JWS name (`alg`).
    pub fn as_str(self) -> &'static str {
        match self {
            SigningAlg::Rs256 => "RS256",
            SigningAlg::Es256 => "ES256",
            SigningAlg::EdDsa => "EdDSA",
        }
    }

    pub fn parse(name: &str) -> Option<SigningAlg> {
        SigningAlg::ALL.into_iter().find(|a| a.as_str() == name)
    }

    fn jose(self) -> Algorithm {
        match self {
            SigningAlg::Rs256 => Algorithm::RS256,
            SigningAlg::Es256 => Algorithm::ES256,
            SigningAlg::EdDsa => Algorithm::EdDSA,
        }
    }
}

/// A new key pair: `(PKCS#8 private key, public JWK without kid)`.
fn generate(alg: SigningAlg, kid: &str) -> CoreResult<(Vec<u8>, Jwk)> {
    let b64 = |b: &[u8]| URL_SAFE_NO_PAD.encode(b);
    let jwk = |kty: &str| Jwk {
        kty: kty.into(),
        kid: kid.to_owned(),
        alg: alg.as_str().into(),
        key_use: "sig".into(),
        n: None,
        e: None,
        crv: None,
        x: None,
        y: None,
    };
    match alg {
        SigningAlg::Rs256 => {
            let pair = KeyPair::generate(KeySize::Rsa2048)
                .map_err(|_| internal("RSA key generation failed"))?;
            let pkcs8 = pair
                .as_der()
                .map_err(|_| internal("PKCS#8 encoding failed"))?;
            let public = pair.public_key();
            Ok((
                pkcs8.as_ref().to_vec(),
                Jwk {
                    n: Some(b64(public.modulus().big_endian_without_leading_zero())),
                    e: Some(b64(public.exponent().big_endian_without_leading_zero())),
                    ..jwk("RSA")
                },
            ))
        }
        SigningAlg::Es256 => {
            let pair = EcdsaKeyPair::generate(&ECDSA_P256_SHA256_FIXED_SIGNING)
                .map_err(|_| internal("EC key generation failed"))?;
            let pkcs8 = pair
                .to_pkcs8v1()
                .map_err(|_| internal("PKCS#8 encoding failed"))?;
            // The uncompressed point: 0x04 ‖ x ‖ y.
            let point = pair.public_key().as_ref();
            if point.len() != 65 {
                return Err(internal("unexpected P-256 public key"));
            }
            Ok((
                pkcs8.as_ref().to_vec(),
                Jwk {
                    crv: Some("P-256".into()),
                    x: Some(b64(&point[1..33])),
                    y: Some(b64(&point[33..65])),
                    ..jwk("EC")
                },
            ))
        }
        SigningAlg::EdDsa => {
            let pair = Ed25519KeyPair::generate()
                .map_err(|_| internal("Ed25519 key generation failed"))?;
            let pkcs8 = pair
                .to_pkcs8()
                .map_err(|_| internal("PKCS#8 encoding failed"))?;
            Ok((
                pkcs8.as_ref().to_vec(),
                Jwk {
                    crv: Some("Ed25519".into()),
                    x: Some(b64(pair.public_key().as_ref())),
                    ..jwk("OKP")
                },
            ))
        }
    }
}

/// The verifying key of a stored public JWK.
fn decoding_key(alg: SigningAlg, jwk: &Value) -> CoreResult<DecodingKey> {
    let field = |name: &str| jwk[name].as_str().unwrap_or_default();
    match alg {
        SigningAlg::Rs256 => DecodingKey::from_rsa_components(field("n"), field("e")),
        SigningAlg::Es256 => DecodingKey::from_ec_components(field("x"), field("y")),
        SigningAlg::EdDsa => DecodingKey::from_ed_components(field("x")),
    }
    .map_err(|_| internal("stored JWK does not match its algorithm"))
}

struct Loaded {
    alg: SigningAlg,
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

    /// Generates and stores a key of `alg` that may sign from `signs_from`.
    async fn create(&self, purpose: Purpose, alg: SigningAlg, signs_from: i64) -> CoreResult<()> {
        let kid = ids::random_hex(16);
        let made = kid.clone();
        let (pkcs8, jwk) = tokio::task::spawn_blocking(move || generate(alg, &made))
            .await
            .map_err(|e| CoreError::Internal(e.to_string()))??;
        let signs_until = signs_from + SIGNING_PERIOD;
        let row = SigningKeyRow {
            private_enc: self.crypt.seal(&kid, &pkcs8)?,
            kid,
            purpose: purpose.as_str().into(),
            algorithm: alg.as_str().into(),
            public_jwk: serde_json::to_string(&jwk).map_err(|_| internal("JWK encoding"))?,
            enc_key_id: self.crypt.id.clone(),
            created_at: now_micros(),
            signs_from,
            signs_until,
            publish_until: signs_until + PUBLISH_GRACE,
        };
        self.store.insert_signing_key(&row).await?;
        tracing::info!(kid = %row.kid, purpose = purpose.as_str(), alg = alg.as_str(), "created signing key");
        Ok(())
    }

    /// The algorithms in use for `purpose`: RS256 always, others once a key was made.
    fn in_use(rows: &[SigningKeyRow]) -> Vec<SigningAlg> {
        SigningAlg::ALL
            .into_iter()
            .filter(|a| *a == SigningAlg::Rs256 || rows.iter().any(|k| k.algorithm == a.as_str()))
            .collect()
    }

    /// The time now and the keys published for `purpose` at it.
    async fn published_now(&self, purpose: Purpose) -> CoreResult<(i64, Vec<SigningKeyRow>)> {
        let now = now_micros();
        let rows = self
            .store
            .published_signing_keys(purpose.as_str(), now)
            .await?;
        Ok((now, rows))
    }

    /// For each algorithm in use: makes a key if none can sign now, and a successor if
    /// the signer is near its end.
    pub async fn ensure(&self, purpose: Purpose) -> CoreResult<()> {
        let (now, rows) = self.published_now(purpose).await?;
        for alg in Self::in_use(&rows) {
            self.ensure_alg(purpose, alg, &rows, now).await?;
        }
        self.invalidate(purpose);
        Ok(())
    }

    async fn ensure_alg(
        &self,
        purpose: Purpose,
        alg: SigningAlg,
        rows: &[SigningKeyRow],
        now: i64,
    ) -> CoreResult<()> {
        let mine: Vec<&SigningKeyRow> = rows
            .iter()
            .filter(|k| k.algorithm == alg.as_str())
            .collect();
        if !mine
            .iter()
            .any(|k| k.signs_from <= now && now < k.signs_until)
        {
            self.create(purpose, alg, now).await?;
        } else if !mine.iter().any(|k| k.signs_until > now + ROTATE_BEFORE) {
            self.create(purpose, alg, now + ACTIVATION_DELAY).await?;
        }
        Ok(())
    }

    /// `humanid keys rotate`: for each algorithm in use, a new key, published now,
    /// signing after the activation delay.
    pub async fn rotate(&self, purpose: Purpose) -> CoreResult<()> {
        let (now, rows) = self.published_now(purpose).await?;
        for alg in Self::in_use(&rows) {
            self.create(purpose, alg, now + ACTIVATION_DELAY).await?;
        }
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
            let alg = SigningAlg::parse(&row.algorithm)
                .ok_or_else(|| internal("stored key of an unknown algorithm"))?;
            let decoding = decoding_key(alg, &jwk)?;
            keys.push(Loaded { alg, row, decoding });
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

    /// The current view, after making a key of `alg` if none can sign now.
    async fn signing_view(
        &self,
        purpose: Purpose,
        alg: SigningAlg,
    ) -> CoreResult<std::sync::Arc<View>> {
        let now = now_micros();
        let view = self.view(purpose).await?;
        if view
            .keys
            .iter()
            .any(|k| k.alg == alg && k.row.signs_from <= now && now < k.row.signs_until)
        {
            return Ok(view);
        }
        let rows = self
            .store
            .published_signing_keys(purpose.as_str(), now)
            .await?;
        self.ensure_alg(purpose, alg, &rows, now).await?;
        self.invalidate(purpose);
        self.view(purpose).await
    }

    /// Makes sure a key of `alg` can sign, so it is published before its first token
    /// (an app choosing the algorithm calls this).
    pub async fn prepare(&self, purpose: Purpose, alg: SigningAlg) -> CoreResult<()> {
        self.signing_view(purpose, alg).await.map(|_| ())
    }

    /// The public keys to publish: `{"keys": [...]}`; never empty, the signer is in it.
    pub async fn jwks(&self, purpose: Purpose) -> CoreResult<Value> {
        let rendered = self.jwks_json(purpose).await?;
        serde_json::from_str(&rendered).map_err(|_| internal("JWKS is not JSON"))
    }

    /// [`KeyRing::jwks`] already rendered as JSON text.
    pub async fn jwks_json(&self, purpose: Purpose) -> CoreResult<std::sync::Arc<String>> {
        Ok(self
            .signing_view(purpose, SigningAlg::Rs256)
            .await?
            .jwks
            .clone())
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
        self.sign_with(purpose, SigningAlg::Rs256, typ, claims)
            .await
    }

    /// Signs with the current key of `alg` (making one if there is none: the algorithm
    /// is then in use, published and rotated like the others).
    pub async fn sign_with<T: Serialize>(
        &self,
        purpose: Purpose,
        alg: SigningAlg,
        typ: Option<&str>,
        claims: &T,
    ) -> CoreResult<String> {
        let view = self.signing_view(purpose, alg).await?;
        let now = now_micros();
        let signer = view
            .keys
            .iter()
            .filter(|k| k.alg == alg && k.row.signs_from <= now && now < k.row.signs_until)
            .max_by_key(|k| k.row.signs_from)
            .ok_or_else(|| internal("no signing key"))?;
        let row = &signer.row;
        let key = self.signers.get(&row.kid, alg, || {
            self.crypt.open(&row.kid, &row.enc_key_id, &row.private_enc)
        })?;
        signer::sign_jwt(&key, &row.kid, typ, claims)
    }

    /// Verifies a JWT against the published keys: an algorithm other than its key's, an
    /// unknown `kid`, a bad signature or an expired token is refused.
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
        if typ.is_some_and(|t| header.typ.as_deref() != Some(t)) {
            return None;
        }
        let kid = header.kid?;
        let view = self.view(purpose).await.ok()?;
        let key = view.keys.iter().find(|k| k.row.kid == kid)?;
        // The key decides the algorithm, never the token's header alone.
        if header.alg != key.alg.jose() {
            return None;
        }
        let mut validation = validation.clone();
        validation.algorithms = vec![key.alg.jose()];
        jsonwebtoken::decode::<T>(token, &key.decoding, &validation)
            .ok()
            .map(|d| d.claims)
    }
}
