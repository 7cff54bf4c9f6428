//! The service object every surface shares.

use std::sync::Arc;

use humanid_store::Store;

use crate::CoreResult;
use crate::keys::KeyRing;
use crate::registry::Registry;
use crate::secrets::{KeyedHasher, MasterSecret};
use crate::verify::{BatchVerifier, UseRecorder};

/// Settings the domain needs (the CLI turns configuration into these).
#[derive(Clone, Debug)]
pub struct Settings {
    /// Public URL of the identity provider surface (issuer), without trailing slash.
    pub auth_url: String,
    /// Public URL of the developer API surface, without trailing slash.
    pub base_url: String,
    /// Token that guards writes to production credential sets; None disables them.
    pub operator_token: Option<String>,
    /// Depth of newly created credential sets (16, 20 or 30).
    pub tree_depth: usize,
    /// Where the credential sets' node files live (`<data dir>/trees`); None keeps them
    /// in temporary files, rebuilt from the database at every start.
    pub tree_dir: Option<std::path::PathBuf>,
    /// How long an identity-provider session lasts after its sign-in (seconds).
    pub session_ttl_secs: i64,
}

/// The default [`Settings::session_ttl_secs`]: 24 hours.
pub const DEFAULT_SESSION_TTL_SECS: i64 = 24 * 3_600;

impl Settings {
    /// Settings for a service reachable at `url` (both surfaces), e.g. in tests.
    pub fn local(url: &str) -> Settings {
        Settings {
            auth_url: url.to_owned(),
            base_url: url.to_owned(),
            operator_token: None,
            tree_depth: 30,
            tree_dir: None,
            session_ttl_secs: DEFAULT_SESSION_TTL_SECS,
        }
    }
}

/// Cheap to clone; holds the store and the keys derived from the master secret.
#[derive(Clone)]
pub struct Humanid {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    hasher: KeyedHasher,
    settings: Settings,
    registry: Registry,
    verifier: BatchVerifier,
    recorder: UseRecorder,
    redeemer: crate::oidc::Redeemer,
    code_writer: crate::oidc::CodeWriter,
    rotator: crate::oidc::Rotator,
    keys: KeyRing,
    /// Access tokens found live, by their SHA-256; see `recent`.
    live_tokens: crate::recent::Recent<crate::oidc::TokenClaims>,
    /// Apps by id, for their token settings at `/userinfo` (a short memory, as above).
    token_apps: crate::recent::Recent<humanid_store::App>,
    /// Back-channel logout deliveries (see `oidc::backchannel`).
    backchannel: crate::oidc::backchannel::Backchannel,
    /// The HTTP client for calls to other servers (see `outbound`).
    outbound: crate::outbound::Outbound,
    /// Client JWK Sets read from their `jwks_uri` (see `oidc::client_keys`).
    remote_jwks: crate::oidc::client_keys::RemoteJwks,
    /// DPoP proof `jti`s seen within the `iat` window (see `oidc::dpop`).
    dpop_replays: crate::oidc::dpop::ReplayCache,
    /// Apps whose client secret was right, by a keyed hash of id and secret.
    good_clients: crate::recent::Recent<humanid_store::App>,
    /// Actions found serving verifications; see `verify::known`.
    known_actions: crate::verify::KnownActions,
    /// RP ids resolved to their apps; see `rp`.
    rp_apps: crate::rp::RpApps,
}

impl Humanid {
    /// Opens the service; credential trees load on first use or by `registry().load_all()`.
    pub async fn open(store: Store, secret: &MasterSecret, settings: Settings) -> CoreResult<Self> {
        let registry = Registry::open_in(
            store.clone(),
            settings.tree_depth,
            settings.tree_dir.clone(),
        )
        .await?;
        let recorder = UseRecorder::start(crate::verify::Uses(store.clone()));
        let redeemer = crate::oidc::Redeemer::start(crate::oidc::Redemptions(store.clone()));
        let code_writer = crate::oidc::CodeWriter::start(crate::oidc::NewCodes(store.clone()));
        let rotator = crate::oidc::Rotator::start(crate::oidc::Rotations(store.clone()));
        let keys = KeyRing::new(store.clone(), secret)?;
        let hasher = secret.hasher();
        Ok(Humanid {
            inner: Arc::new(Inner {
                store,
                hasher,
                settings,
                registry,
                verifier: BatchVerifier::start(recorder.promises()),
                recorder,
                redeemer,
                code_writer,
                rotator,
                keys,
                live_tokens: Default::default(),
                dpop_replays: Default::default(),
                token_apps: Default::default(),
                backchannel: Default::default(),
                outbound: Default::default(),
                remote_jwks: Default::default(),
                good_clients: Default::default(),
                known_actions: Default::default(),
                rp_apps: Default::default(),
            }),
        })
    }

    pub fn registry(&self) -> &Registry {
        &self.inner.registry
    }

    /// Signing keys (tokens, verification results) and their JWKS.
    pub fn keys(&self) -> &KeyRing {
        &self.inner.keys
    }

    /// Batching Groth16 verifier shared by every request of this service.
    pub fn proof_verifier(&self) -> &BatchVerifier {
        &self.inner.verifier
    }

    /// Redeems authorization codes with group commit (see `oidc::Redeemer`).
    pub(crate) fn redeemer(&self) -> &crate::oidc::Redeemer {
        &self.inner.redeemer
    }

    /// Records new authorization codes with group commit (see `oidc::CodeWriter`).
    pub(crate) fn code_writer(&self) -> &crate::oidc::CodeWriter {
        &self.inner.code_writer
    }

    /// Rotates refresh tokens with group commit (see `oidc::Rotator`).
    pub(crate) fn rotator(&self) -> &crate::oidc::Rotator {
        &self.inner.rotator
    }

    /// Records uses with group commit (see `verify::UseRecorder`).
    pub(crate) fn use_recorder(&self) -> &UseRecorder {
        &self.inner.recorder
    }

    pub(crate) fn live_tokens(&self) -> &crate::recent::Recent<crate::oidc::TokenClaims> {
        &self.inner.live_tokens
    }

    /// Checks a DPoP proof for a request (see [`crate::oidc::dpop::check_proof`]): the
    /// key thumbprint, or why it is refused.
    pub fn check_dpop(
        &self,
        proof: &str,
        expected: &crate::oidc::dpop::Expected<'_>,
    ) -> Result<String, crate::oidc::dpop::DpopError> {
        crate::oidc::dpop::check_proof(proof, expected, &self.inner.dpop_replays)
    }

    pub(crate) fn backchannel(&self) -> &crate::oidc::backchannel::Backchannel {
        &self.inner.backchannel
    }

    pub(crate) fn outbound(&self) -> &crate::outbound::Outbound {
        &self.inner.outbound
    }

    pub(crate) fn remote_jwks(&self) -> &crate::oidc::client_keys::RemoteJwks {
        &self.inner.remote_jwks
    }

    pub(crate) fn token_apps(&self) -> &crate::recent::Recent<humanid_store::App> {
        &self.inner.token_apps
    }

    pub(crate) fn good_clients(&self) -> &crate::recent::Recent<humanid_store::App> {
        &self.inner.good_clients
    }

    pub(crate) fn known_actions(&self) -> &crate::verify::KnownActions {
        &self.inner.known_actions
    }

    pub(crate) fn rp_apps(&self) -> &crate::rp::RpApps {
        &self.inner.rp_apps
    }

    /// This replica revoked or changed a credential: answers it remembered may be wrong
    /// now, so it forgets them all (other replicas within `recent::RECHECK_AFTER`).
    pub(crate) fn credentials_changed(&self) {
        self.inner.live_tokens.forget_all();
        self.inner.token_apps.forget_all();
        self.inner.good_clients.forget_all();
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
