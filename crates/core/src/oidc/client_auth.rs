//! Who is calling the token, introspection, revocation and PAR endpoints: a client secret
//! (RFC 6749 §2.3.1, Basic or in the form), a signed client assertion (RFC 7523:
//! `private_key_jwt` with the app's JWK Set, `client_secret_jwt` with its secret), or a
//! public client naming itself (`none`). Each app accepts only its registered method.

use crate::Code;
use std::collections::HashSet;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::{App, StoreError, now_micros};
use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use thiserror::Error;

use super::client_keys::decode_with_any;
use crate::{CoreError, Humanid};

/// RFC 7523 §2.2's `client_assertion_type`.
pub const JWT_BEARER: &str = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";

/// The longest an assertion may be valid from now, and the oldest `iat` we accept.
const MAX_ASSERTION_LIFETIME_SECS: i64 = 600;
/// Tolerated clock difference with the client.
const LEEWAY_SECS: i64 = 60;

/// `token_endpoint_auth_method` (RFC 7591 §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuthMethod {
    ClientSecretBasic,
    ClientSecretPost,
    ClientSecretJwt,
    PrivateKeyJwt,
    /// A public client: it only names itself, and must use PKCE S256.
    None,
}

impl AuthMethod {
    pub const ALL: [AuthMethod; 5] = [
        AuthMethod::ClientSecretBasic,
        AuthMethod::ClientSecretPost,
        AuthMethod::ClientSecretJwt,
        AuthMethod::PrivateKeyJwt,
        AuthMethod::None,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            AuthMethod::ClientSecretBasic => "client_secret_basic",
            AuthMethod::ClientSecretPost => "client_secret_post",
            AuthMethod::ClientSecretJwt => "client_secret_jwt",
            AuthMethod::PrivateKeyJwt => "private_key_jwt",
            AuthMethod::None => "none",
        }
    }

    pub fn parse(s: &str) -> Option<AuthMethod> {
        AuthMethod::ALL.into_iter().find(|m| m.as_str() == s)
    }

    /// The app's registered method (the column only holds the five names).
    pub fn of(app: &App) -> AuthMethod {
        AuthMethod::parse(&app.client.token_endpoint_auth_method)
            .unwrap_or(AuthMethod::ClientSecretBasic)
    }

    /// Basic and post carry the same secret: an app registered for either takes both,
    /// as humanid did before the method was a setting.
    fn accepts(self, presented: AuthMethod) -> bool {
        use AuthMethod::*;
        self == presented
            || matches!(
                (self, presented),
                (ClientSecretBasic, ClientSecretPost) | (ClientSecretPost, ClientSecretBasic)
            )
    }
}

/// What a request presented to authenticate its client, taken apart by the HTTP layer.
#[derive(Clone, Debug)]
pub enum ClientCredentials {
    /// `client_secret_basic` (`basic: true`) or `client_secret_post`.
    Secret {
        client_id: String,
        secret: String,
        basic: bool,
    },
    /// RFC 7523 §2.2: a signed JWT; `client_id` in the form is optional.
    Assertion {
        client_id: Option<String>,
        assertion: String,
    },
    /// Only `client_id`: a public client.
    Public { client_id: String },
}

/// An authenticated client and how it proved who it is.
#[derive(Clone, Debug)]
pub struct AuthenticatedClient {
    pub app: App,
    pub method: AuthMethod,
}

/// Why a client is not authenticated. [`ClientAuthError::code`] and
/// [`ClientAuthError::oauth_error`] name each in one place.
#[derive(Debug, Error)]
pub enum ClientAuthError {
    #[error("Client authentication is required (HTTP Basic, or the method the app registered).")]
    Missing,
    #[error("The Basic credentials are malformed.")]
    MalformedBasic,
    #[error("Use one client authentication method, not several.")]
    SeveralMethods,
    #[error("`client_id` differs from the client the credentials are for.")]
    ClientIdMismatch,
    #[error("`client_assertion_type` must be {JWT_BEARER}.")]
    AssertionType,
    #[error("The client credentials are invalid.")]
    BadCredentials,
    #[error("This app authenticates with `{registered}`, not `{presented}`.")]
    WrongMethod {
        registered: &'static str,
        presented: &'static str,
    },
    #[error("The client assertion is refused: {0}")]
    BadAssertion(String),
    #[error("The client assertion was already used (`jti` {0}).")]
    ReplayedAssertion(String),
    #[error("Public clients cannot use this endpoint.")]
    PublicClient,
    #[error(transparent)]
    Core(#[from] CoreError),
}

impl From<StoreError> for ClientAuthError {
    fn from(e: StoreError) -> Self {
        ClientAuthError::Core(e.into())
    }
}

impl ClientAuthError {
    /// The stable code in `{code, detail, attribute}`.
    pub fn code(&self) -> &'static str {
        match self {
            ClientAuthError::SeveralMethods | ClientAuthError::AssertionType => "invalid_request",
            ClientAuthError::BadAssertion(_) | ClientAuthError::ReplayedAssertion(_) => {
                "invalid_client_assertion"
            }
            ClientAuthError::WrongMethod { .. } => "wrong_client_auth_method",
            ClientAuthError::Core(e) => e.code(),
            _ => "unauthenticated",
        }
    }

    /// RFC 6749 §5.2's name for it.
    pub fn oauth_error(&self) -> &'static str {
        match self {
            ClientAuthError::SeveralMethods | ClientAuthError::AssertionType => "invalid_request",
            ClientAuthError::Core(CoreError::Internal(_)) => "server_error",
            ClientAuthError::Core(_) => "invalid_request",
            _ => "invalid_client",
        }
    }

    /// 401 for every refusal of the client (RFC 6749 §5.2 allows 400 for
    /// `invalid_request`).
    pub fn is_unauthorized(&self) -> bool {
        self.oauth_error() == "invalid_client"
    }
}

#[derive(Deserialize)]
struct Peek {
    iss: Option<String>,
    sub: Option<String>,
}

#[derive(Deserialize)]
struct AssertionClaims {
    jti: Option<String>,
    exp: i64,
    iat: Option<i64>,
}

fn bad(why: impl Into<String>) -> ClientAuthError {
    ClientAuthError::BadAssertion(why.into())
}

/// The claims of a JWT, read without checking its signature (to find whose it is).
fn peek<T: serde::de::DeserializeOwned>(jwt: &str) -> Option<T> {
    let payload = jwt.split('.').nth(1)?;
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).ok()?).ok()
}

const HMAC: [Algorithm; 3] = [Algorithm::HS256, Algorithm::HS384, Algorithm::HS512];

impl Humanid {
    /// The client the credentials authenticate, if the app registered that method.
    pub async fn authenticate_client(
        &self,
        presented: ClientCredentials,
    ) -> Result<AuthenticatedClient, ClientAuthError> {
        match presented {
            ClientCredentials::Secret {
                client_id,
                secret,
                basic,
            } => {
                let app = self
                    .check_client_secret(&client_id, &secret)
                    .await?
                    .ok_or(ClientAuthError::BadCredentials)?;
                let method = if basic {
                    AuthMethod::ClientSecretBasic
                } else {
                    AuthMethod::ClientSecretPost
                };
                registered_for(app, method)
            }
            ClientCredentials::Public { client_id } => {
                let app = self.client_app(&client_id).await?;
                if AuthMethod::of(&app) != AuthMethod::None {
                    return Err(ClientAuthError::Missing);
                }
                Ok(AuthenticatedClient {
                    app,
                    method: AuthMethod::None,
                })
            }
            ClientCredentials::Assertion {
                client_id,
                assertion,
            } => self.check_assertion(client_id, &assertion).await,
        }
    }

    async fn client_app(&self, client_id: &str) -> Result<App, ClientAuthError> {
        match self.store().get_app(client_id).await {
            Ok(app) if !app.is_archived => Ok(app),
            Ok(_) | Err(StoreError::NotFound) => Err(ClientAuthError::BadCredentials),
            Err(e) => Err(e.into()),
        }
    }

    /// RFC 7523 §3: signed by the client's key (or secret), `iss` = `sub` = the client,
    /// `aud` this provider, unexpired and short-lived, its `jti` never seen before.
    async fn check_assertion(
        &self,
        client_id: Option<String>,
        assertion: &str,
    ) -> Result<AuthenticatedClient, ClientAuthError> {
        let header =
            jsonwebtoken::decode_header(assertion).map_err(|e| bad(format!("not a JWS ({e})")))?;
        let claimed: Peek = peek(assertion).ok_or_else(|| bad("its claims are not JSON"))?;
        let owner = claimed
            .sub
            .clone()
            .or(claimed.iss.clone())
            .ok_or_else(|| bad("`sub` is missing"))?;
        if client_id.as_ref().is_some_and(|id| *id != owner) {
            return Err(ClientAuthError::ClientIdMismatch);
        }
        let app = self.client_app(&owner).await?;
        let method = if HMAC.contains(&header.alg) {
            AuthMethod::ClientSecretJwt
        } else {
            AuthMethod::PrivateKeyJwt
        };
        let client = registered_for(app, method)?;
        let keys = self.assertion_keys(&client.app, &header).await?;
        let issuer = &self.settings().auth_url;
        let mut validation = Validation::new(header.alg);
        validation.set_audience(&[
            issuer.clone(),
            format!("{issuer}/token"),
            format!("{issuer}/par"),
        ]);
        validation.set_issuer(&[&client.app.id]);
        validation.sub = Some(client.app.id.clone());
        validation.set_required_spec_claims(&["exp", "iss", "sub", "aud"]);
        validation.leeway = LEEWAY_SECS as u64;
        let claims: AssertionClaims =
            decode_with_any(assertion, &keys, &validation).map_err(|last| match last {
                Some(e) => bad(format!("{e}")),
                None => bad("no registered key of the app fits its header"),
            })?;
        let now = chrono::Utc::now().timestamp();
        if claims.exp > now + MAX_ASSERTION_LIFETIME_SECS {
            return Err(bad(format!(
                "`exp` is more than {MAX_ASSERTION_LIFETIME_SECS} s away"
            )));
        }
        if let Some(iat) = claims.iat {
            if iat > now + LEEWAY_SECS {
                return Err(bad("`iat` is in the future"));
            }
            if iat < now - MAX_ASSERTION_LIFETIME_SECS {
                return Err(bad("`iat` is too old"));
            }
        }
        let jti = claims
            .jti
            .filter(|j| !j.is_empty())
            .ok_or_else(|| bad("`jti` is missing"))?;
        let jti_hash = self
            .hasher()
            .hash("client_assertion", &format!("{}\n{jti}", client.app.id));
        // Kept until the assertion could no longer be accepted anyway.
        let keep_until = now_micros() + (claims.exp - now + LEEWAY_SECS).max(0) * 1_000_000;
        if !self
            .store()
            .record_assertion_jti(&jti_hash, keep_until)
            .await?
        {
            return Err(ClientAuthError::ReplayedAssertion(jti));
        }
        Ok(client)
    }

    /// The keys that may have signed: the secret for HMAC, else the app's JWKs that
    /// match the header's `kid` (all of them without one).
    async fn assertion_keys(
        &self,
        app: &App,
        header: &jsonwebtoken::Header,
    ) -> Result<Vec<DecodingKey>, ClientAuthError> {
        if HMAC.contains(&header.alg) {
            let sealed = app.client.client_secret_sealed.as_deref().ok_or_else(|| {
                bad("the app has no client secret for client_secret_jwt; reset it after choosing the method")
            })?;
            let secret = self.keys().open_secret(&secret_label(&app.id), sealed)?;
            return Ok(vec![DecodingKey::from_secret(secret.as_bytes())]);
        }
        self.client_signing_keys(app, header.kid.as_deref())
            .await
            .map_err(bad)?
            .ok_or_else(|| bad("the app has no registered JWK Set"))
    }
}

/// The label a client secret is sealed under: it cannot be moved to another app.
pub(crate) fn secret_label(app_id: &str) -> String {
    format!("client_secret:{app_id}")
}

/// The app's registered JWK Set, if any.
pub fn client_jwks(app: &App) -> Result<Option<JwkSet>, CoreError> {
    match app.client.jwks.as_deref() {
        None => Ok(None),
        Some(json) => serde_json::from_str(json)
            .map(Some)
            .map_err(|e| CoreError::Internal(format!("stored JWK Set of {}: {e}", app.id))),
    }
}

/// Checks a JWK Set an app registers: public keys only, each usable for signatures,
/// `kid`s distinct.
pub fn check_client_jwks(json: &str) -> Result<(), CoreError> {
    let invalid = |why: String| CoreError::invalid(Code::InvalidJwks, Some("jwks"), why);
    let set: JwkSet = serde_json::from_str(json).map_err(|e| {
        invalid(format!(
            "`jwks` must be a JWK Set ({{\"keys\": [...]}}): {e}."
        ))
    })?;
    if set.keys.is_empty() {
        return Err(invalid("`jwks` has no keys.".into()));
    }
    let raw: serde_json::Value = serde_json::from_str(json).unwrap_or_default();
    let private = ["d", "p", "q", "dp", "dq", "qi", "k"];
    let mut kids = HashSet::new();
    for (i, key) in raw["keys"].as_array().into_iter().flatten().enumerate() {
        if private.iter().any(|p| key.get(p).is_some()) {
            return Err(invalid(format!(
                "Key {i} of `jwks` holds private or symmetric key material; register public keys only."
            )));
        }
        if let Some(kid) = key.get("kid").and_then(|k| k.as_str())
            && !kids.insert(kid.to_owned())
        {
            return Err(invalid(format!("Two keys of `jwks` have the kid `{kid}`.")));
        }
    }
    for (i, key) in set.keys.iter().enumerate() {
        DecodingKey::from_jwk(key)
            .map_err(|e| invalid(format!("Key {i} of `jwks` is not usable: {e}.")))?;
    }
    Ok(())
}

fn registered_for(app: App, method: AuthMethod) -> Result<AuthenticatedClient, ClientAuthError> {
    let registered = AuthMethod::of(&app);
    if !registered.accepts(method) {
        return Err(ClientAuthError::WrongMethod {
            registered: registered.as_str(),
            presented: method.as_str(),
        });
    }
    Ok(AuthenticatedClient { app, method })
}
