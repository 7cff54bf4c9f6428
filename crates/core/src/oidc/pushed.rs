//! Pushed authorization requests (RFC 9126) and signed request objects (RFC 9101): a
//! client sends its authorization request to `/par` (authenticated, validated there) and
//! gets a `request_uri` that `/authorize` takes once within a minute; or it signs the
//! request's parameters as a JWT (`request`), which only its registered keys can make.

use crate::Code;
use std::collections::HashMap;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::client_requests::PushedRequestRow;
use humanid_store::{App, now_micros};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Serialize;
use serde_json::Value;
use thiserror::Error;

use super::authorize::AuthorizeError;
use super::client_auth::secret_label;
use super::client_keys::decode_with_any;
use crate::{CoreError, Humanid};

/// RFC 9126 §2.2's prefix of the `request_uri` a push returns.
pub const REQUEST_URI_PREFIX: &str = "urn:ietf:params:oauth:request_uri:";
/// How long a pushed request waits for `/authorize` (RFC 9126 suggests under a minute
/// or so; CONTRACT-visible as `expires_in`).
pub const PUSHED_REQUEST_LIFETIME_SECS: i64 = 60;
/// The algorithms a request object may be signed with (never `none`).
pub const REQUEST_OBJECT_ALGS: [&str; 9] = [
    "RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "EdDSA",
];

/// `POST /par`'s answer (RFC 9126 §2.2).
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct Pushed {
    pub request_uri: String,
    pub expires_in: i64,
}

/// Why a pushed request or request object is refused; [`RequestError::code`] names each.
#[derive(Debug, Error)]
pub enum RequestError {
    #[error("`request_uri` is unknown, already used, expired or another client's.")]
    UnknownRequestUri,
    #[error(
        "`request_uri` must come from this provider's /par (by-reference request objects are not fetched)."
    )]
    ForeignRequestUri,
    #[error("A pushed request cannot itself carry `request_uri`.")]
    RequestUriInPush,
    #[error("The request object is refused: {0}")]
    RequestObject(String),
}

impl RequestError {
    pub fn code(&self) -> Code {
        match self {
            RequestError::UnknownRequestUri | RequestError::ForeignRequestUri => {
                Code::InvalidRequestUri
            }
            RequestError::RequestUriInPush => Code::InvalidRequest,
            RequestError::RequestObject(_) => Code::InvalidRequestObject,
        }
    }

    fn attribute(&self) -> &'static str {
        match self {
            RequestError::RequestObject(_) => "request",
            _ => "request_uri",
        }
    }
}

impl From<RequestError> for AuthorizeError {
    fn from(e: RequestError) -> Self {
        AuthorizeError::Page(CoreError::invalid(
            e.code(),
            Some(e.attribute()),
            e.to_string(),
        ))
    }
}

fn object_error(why: impl Into<String>) -> RequestError {
    RequestError::RequestObject(why.into())
}

impl Humanid {
    /// `POST /par` for an authenticated `client`: validates the request as `/authorize`
    /// would and keeps it for one use.
    pub async fn push_authorization(
        &self,
        client: &App,
        params: HashMap<String, String>,
    ) -> Result<Pushed, AuthorizeError> {
        if params.contains_key("request_uri") {
            return Err(RequestError::RequestUriInPush.into());
        }
        let params = match params.get("request").filter(|r| !r.is_empty()) {
            Some(object) => self.open_request_object(client, object).await?,
            None => params,
        };
        self.authorization(client, &params).await?;
        let token = {
            let mut bytes = [0u8; 32];
            rand::RngCore::fill_bytes(&mut rand::rngs::OsRng, &mut bytes);
            URL_SAFE_NO_PAD.encode(bytes)
        };
        let request_uri = format!("{REQUEST_URI_PREFIX}{token}");
        let now = now_micros();
        let row = PushedRequestRow {
            uri_hash: self.hasher().hash("pushed_request", &request_uri),
            app_id: client.id.clone(),
            params: serde_json::to_string(&params)
                .map_err(|e| CoreError::Internal(e.to_string()))?,
            created_at: now,
            expires_at: now + PUSHED_REQUEST_LIFETIME_SECS * 1_000_000,
            used_at: None,
        };
        self.store()
            .insert_pushed_request(&row)
            .await
            .map_err(CoreError::from)?;
        Ok(Pushed {
            request_uri,
            expires_in: PUSHED_REQUEST_LIFETIME_SECS,
        })
    }

    /// The parameters pushed as `uri` by `app`, used up by this call.
    pub(crate) async fn take_pushed_request(
        &self,
        app: &App,
        uri: &str,
    ) -> Result<HashMap<String, String>, AuthorizeError> {
        if !uri.starts_with(REQUEST_URI_PREFIX) {
            return Err(RequestError::ForeignRequestUri.into());
        }
        let now = now_micros();
        let row = self
            .store()
            .take_pushed_request(&self.hasher().hash("pushed_request", uri), now)
            .await
            .map_err(CoreError::from)?
            .filter(|row| row.app_id == app.id && row.expires_at > now)
            .ok_or(RequestError::UnknownRequestUri)?;
        serde_json::from_str(&row.params)
            .map_err(|e| AuthorizeError::Page(CoreError::Internal(e.to_string())))
    }

    /// The parameters of a request object signed by `app` (RFC 9101 §6.3): signature
    /// by one of its registered keys (or its secret for HMAC), `iss` and `client_id`
    /// the app, `aud` this issuer, unexpired. Only the object's parameters count.
    pub(crate) async fn open_request_object(
        &self,
        app: &App,
        object: &str,
    ) -> Result<HashMap<String, String>, AuthorizeError> {
        let header = jsonwebtoken::decode_header(object)
            .map_err(|e| object_error(format!("it is not a signed JWT ({e})")))?;
        let keys = self.request_object_keys(app, &header).await?;
        let mut validation = Validation::new(header.alg);
        validation.set_audience(&[self.settings().auth_url.as_str()]);
        validation.set_issuer(&[app.id.as_str()]);
        validation.set_required_spec_claims(&["iss", "aud"]);
        validation.leeway = 60;
        let claims: serde_json::Map<String, Value> = decode_with_any(object, &keys, &validation)
            .map_err(|last| match last {
                Some(e) => object_error(format!("{e}")),
                None => object_error("no registered key of the client fits its header"),
            })?;
        if claims.get("client_id").and_then(Value::as_str) != Some(app.id.as_str()) {
            return Err(object_error("its `client_id` is not the requesting client").into());
        }
        let mut params = HashMap::new();
        for (name, value) in claims {
            if matches!(name.as_str(), "iss" | "aud" | "exp" | "iat" | "nbf" | "jti") {
                continue;
            }
            if matches!(name.as_str(), "request" | "request_uri") {
                return Err(object_error(format!("it must not contain `{name}`")).into());
            }
            let text = match value {
                Value::String(s) => s,
                other => other.to_string(),
            };
            params.insert(name, text);
        }
        Ok(params)
    }

    async fn request_object_keys(
        &self,
        app: &App,
        header: &jsonwebtoken::Header,
    ) -> Result<Vec<DecodingKey>, AuthorizeError> {
        if matches!(
            header.alg,
            Algorithm::HS256 | Algorithm::HS384 | Algorithm::HS512
        ) {
            let sealed =
                app.client.client_secret_sealed.as_deref().ok_or_else(|| {
                    object_error("the client keeps no secret to check an HMAC with")
                })?;
            let secret = self.keys().open_secret(&secret_label(&app.id), sealed)?;
            return Ok(vec![DecodingKey::from_secret(secret.as_bytes())]);
        }
        self.client_signing_keys(app, header.kid.as_deref())
            .await
            .map_err(object_error)?
            .ok_or_else(|| {
                object_error("the client has no registered JWK Set to check it with").into()
            })
    }
}
