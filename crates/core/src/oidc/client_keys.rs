//! A client's public keys for its assertions and request objects: the JWK Set registered
//! with the app (`jwks`), or the one it publishes at its `jwks_uri`. A published set is
//! fetched through [`crate::outbound`] (bounded in time and size), kept a few minutes,
//! and fetched again at once when a JWS names a `kid` the kept set lacks — how a client
//! rotates its keys without telling us.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use humanid_store::App;
use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{DecodingKey, Validation};
use serde::de::DeserializeOwned;

use super::client_auth::client_jwks;
use crate::Humanid;

/// How long a fetched set is used before it is fetched again.
const FRESH_FOR: Duration = Duration::from_secs(300);
/// At most this many sets are kept (one per `jwks_uri`); the oldest goes first.
const MAX_KEPT: usize = 1_000;

/// Fetched JWK Sets by URI, with when they were fetched.
#[derive(Default)]
pub struct RemoteJwks {
    sets: Mutex<HashMap<String, (Instant, JwkSet)>>,
}

impl RemoteJwks {
    fn get(&self, uri: &str) -> Option<(Instant, JwkSet)> {
        let sets = self.sets.lock().unwrap_or_else(|e| e.into_inner());
        sets.get(uri).cloned()
    }

    fn put(&self, uri: &str, set: JwkSet) {
        let mut sets = self.sets.lock().unwrap_or_else(|e| e.into_inner());
        if sets.len() >= MAX_KEPT
            && !sets.contains_key(uri)
            && let Some(oldest) = sets
                .iter()
                .min_by_key(|(_, (at, _))| *at)
                .map(|(k, _)| k.clone())
        {
            sets.remove(&oldest);
        }
        sets.insert(uri.to_owned(), (Instant::now(), set));
    }
}

/// The keys of `set` that may have signed a JWS with header `kid` (all without one).
fn matching(set: &JwkSet, kid: Option<&str>) -> Vec<DecodingKey> {
    set.keys
        .iter()
        .filter(|k| kid.is_none() || k.common.key_id.as_deref() == kid)
        .filter_map(|k| DecodingKey::from_jwk(k).ok())
        .collect()
}

/// The claims of `jws` under the first of `keys` its signature verifies with (a client
/// may register several). `Err(None)`: there was no key to try; else the last refusal.
pub(crate) fn decode_with_any<T: DeserializeOwned>(
    jws: &str,
    keys: &[DecodingKey],
    validation: &Validation,
) -> Result<T, Option<jsonwebtoken::errors::Error>> {
    let mut last = None;
    for key in keys {
        match jsonwebtoken::decode::<T>(jws, key, validation) {
            Ok(data) => return Ok(data.claims),
            Err(e) => last = Some(e),
        }
    }
    Err(last)
}

fn has_kid(set: &JwkSet, kid: Option<&str>) -> bool {
    kid.is_none_or(|kid| {
        set.keys
            .iter()
            .any(|k| k.common.key_id.as_deref() == Some(kid))
    })
}

impl Humanid {
    /// The client's public keys fit for a JWS whose header names `kid`. `Ok(None)`: the
    /// client registered no keys at all; `Err`: its `jwks_uri` could not be read (why,
    /// for people).
    pub(crate) async fn client_signing_keys(
        &self,
        app: &App,
        kid: Option<&str>,
    ) -> Result<Option<Vec<DecodingKey>>, String> {
        let uri = app.client.jwks_uri.as_str();
        if uri.is_empty() {
            let set = client_jwks(app).map_err(|e| e.to_string())?;
            return Ok(set.map(|s| matching(&s, kid)));
        }
        if let Some((at, set)) = self.remote_jwks().get(uri)
            && at.elapsed() < FRESH_FOR
            && has_kid(&set, kid)
        {
            return Ok(Some(matching(&set, kid)));
        }
        let set = self.fetch_jwks(uri).await?;
        let keys = matching(&set, kid);
        self.remote_jwks().put(uri, set);
        Ok(Some(keys))
    }

    async fn fetch_jwks(&self, uri: &str) -> Result<JwkSet, String> {
        let doc = self
            .outbound()
            .get_json(uri)
            .await
            .map_err(|why| format!("the client's jwks_uri could not be read: {why}"))?;
        serde_json::from_value(doc)
            .map_err(|e| format!("the client's jwks_uri holds no JWK Set ({e})"))
    }
}
