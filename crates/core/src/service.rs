//! The service object every surface shares.

use std::sync::Arc;

use humanid_store::Store;

use crate::secrets::{KeyedHasher, MasterSecret};

/// Settings the domain needs (the CLI turns configuration into these).
#[derive(Clone, Debug)]
pub struct Settings {
    /// Public URL of the identity provider surface (issuer), without trailing slash.
    pub auth_url: String,
    /// Public URL of the developer API surface, without trailing slash.
    pub base_url: String,
    /// Token that guards writes to production credential sets; None disables them.
    pub operator_token: Option<String>,
}

/// Cheap to clone; holds the store and the keys derived from the master secret.
#[derive(Clone, Debug)]
pub struct Humanid {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    store: Store,
    hasher: KeyedHasher,
    settings: Settings,
}

impl Humanid {
    pub fn new(store: Store, secret: &MasterSecret, settings: Settings) -> Self {
        Humanid {
            inner: Arc::new(Inner {
                store,
                hasher: secret.hasher(),
                settings,
            }),
        }
    }

    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    pub fn hasher(&self) -> &KeyedHasher {
        &self.inner.hasher
    }

    pub fn settings(&self) -> &Settings {
        &self.inner.settings
    }

    /// Constant-time check of the operator token; false when none is configured.
    pub fn is_operator(&self, presented: &str) -> bool {
        self.inner
            .settings
            .operator_token
            .as_deref()
            .is_some_and(|expected| crate::secrets::secrets_equal(expected, presented))
    }

    /// Ready when the database answers.
    pub async fn ready(&self) -> crate::CoreResult<()> {
        Ok(self.inner.store.ping().await?)
    }
}
