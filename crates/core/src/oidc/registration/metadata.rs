//! Client metadata as `/register` takes it (RFC 7591 §2, OpenID Connect Dynamic Client
//! Registration 1.0 §2): parsed, judged, and turned into what an app stores. Metadata
//! humanid does not know is ignored (RFC 7591 §2); metadata it knows but cannot honour
//! (encrypted tokens, grant types it has not got) is refused rather than silently
//! dropped, since the client would rely on it.

use serde::Deserialize;
use serde_json::{Map, Value};

use super::RegistrationError;
use crate::keys::SigningAlg;
use crate::oidc::client_auth::{AuthMethod, check_client_jwks};
use crate::oidc::response_type::ResponseType;
use crate::redirect_uris::parse_redirect_uri;

/// At most this many redirect (and post-logout redirect) URIs per client.
const MAX_URIS: usize = 20;
/// The name an app gets when the client sends no `client_name`.
const DEFAULT_NAME: &str = "Registered client";

/// The metadata humanid reads; unknown fields are ignored.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct ClientMetadata {
    pub client_id: Option<String>,
    pub client_secret: Option<String>,
    redirect_uris: Option<Vec<String>>,
    response_types: Option<Vec<String>>,
    grant_types: Option<Vec<String>>,
    application_type: Option<String>,
    client_name: Option<String>,
    logo_uri: Option<String>,
    token_endpoint_auth_method: Option<String>,
    jwks: Option<Value>,
    jwks_uri: Option<String>,
    pub sector_identifier_uri: Option<String>,
    subject_type: Option<String>,
    id_token_signed_response_alg: Option<String>,
    userinfo_signed_response_alg: Option<String>,
    backchannel_logout_uri: Option<String>,
    require_pushed_authorization_requests: Option<bool>,
    post_logout_redirect_uris: Option<Vec<String>>,
    /// Kept and echoed as given (strings, lists of strings, numbers, booleans).
    contacts: Option<Vec<String>>,
    client_uri: Option<String>,
    policy_uri: Option<String>,
    tos_uri: Option<String>,
    token_endpoint_auth_signing_alg: Option<String>,
    request_object_signing_alg: Option<String>,
    default_max_age: Option<i64>,
    require_auth_time: Option<bool>,
    backchannel_logout_session_required: Option<bool>,
}

/// Metadata naming encryption, which humanid does not do.
const ENCRYPTION: [&str; 6] = [
    "id_token_encrypted_response_alg",
    "id_token_encrypted_response_enc",
    "userinfo_encrypted_response_alg",
    "userinfo_encrypted_response_enc",
    "request_object_encryption_alg",
    "request_object_encryption_enc",
];

/// The fields RFC 7592 §2.2 says an update must not carry (the server's own).
pub const SERVER_FIELDS: [&str; 4] = [
    "registration_access_token",
    "registration_client_uri",
    "client_secret_expires_at",
    "client_id_issued_at",
];

/// A client as it will be stored.
pub struct ValidClient {
    pub name: String,
    pub logo_url: String,
    pub method: AuthMethod,
    pub jwks: Option<String>,
    pub jwks_uri: String,
    pub redirect_uris: Vec<String>,
    pub post_logout_redirect_uris: Vec<String>,
    pub id_token_signed_response_alg: String,
    pub userinfo_signed_response_alg: String,
    pub backchannel_logout_uri: String,
    pub require_pushed_authorization_requests: bool,
    /// Registered metadata without a column of its own, echoed in every answer.
    pub extras: Map<String, Value>,
}

fn metadata(why: impl Into<String>) -> RegistrationError {
    RegistrationError::InvalidClientMetadata(why.into())
}

/// Parses the request body (a JSON object).
pub fn parse(body: &Value) -> Result<ClientMetadata, RegistrationError> {
    if !body.is_object() {
        return Err(metadata(
            "The body must be a JSON object of client metadata.",
        ));
    }
    if let Some(field) = ENCRYPTION.iter().find(|f| !body[**f].is_null()) {
        return Err(metadata(format!(
            "`{field}`: encrypted ID tokens, UserInfo and request objects are not supported."
        )));
    }
    serde_json::from_value(body.clone()).map_err(|e| metadata(format!("{e}.")))
}

/// A response type's parts (`code`, `id_token`, `token`), each once.
/// An https URL (http only to a loopback host) without a fragment: what humanid will
/// fetch or call.
fn check_url(uri: &str, field: &str) -> Result<(), RegistrationError> {
    parse_redirect_uri(uri, field).map(|_| ()).map_err(|_| {
        metadata(format!(
            "`{field}` must be an https URL (http only to a loopback host) without a fragment."
        ))
    })?;
    if uri.len() > 2_000 {
        return Err(metadata(format!("`{field}` has over 2000 characters.")));
    }
    Ok(())
}

fn check_alg(
    alg: &Option<String>,
    field: &str,
    empty_ok: bool,
) -> Result<String, RegistrationError> {
    match alg.as_deref() {
        None | Some("") if empty_ok => Ok(String::new()),
        None => Ok(SigningAlg::default().as_str().to_owned()),
        Some(a) if SigningAlg::parse(a).is_some() => Ok(a.to_owned()),
        Some(a) => Err(metadata(format!(
            "`{field}` {a} is not supported: RS256, ES256 or EdDSA."
        ))),
    }
}

/// A grant type a client may register (RFC 7591 §2). `/token` serves the first and the
/// last; `implicit` only says the client takes tokens from `/authorize`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RegisteredGrant {
    AuthorizationCode,
    Implicit,
    RefreshToken,
}

impl RegisteredGrant {
    fn parse(text: &str) -> Result<Self, RegistrationError> {
        match text {
            "authorization_code" => Ok(Self::AuthorizationCode),
            "implicit" => Ok(Self::Implicit),
            "refresh_token" => Ok(Self::RefreshToken),
            other => Err(metadata(format!(
                "The grant type `{other}` is not supported (authorization_code, implicit, refresh_token)."
            ))),
        }
    }

    fn as_str(self) -> &'static str {
        match self {
            Self::AuthorizationCode => "authorization_code",
            Self::Implicit => "implicit",
            Self::RefreshToken => "refresh_token",
        }
    }

    /// Whether the grant sends the browser back to a redirect URI.
    fn redirects(self) -> bool {
        matches!(self, Self::AuthorizationCode | Self::Implicit)
    }
}

impl ClientMetadata {
    /// Judges the metadata (not yet `sector_identifier_uri`'s contents, which need a
    /// fetch: see [`super`]).
    pub fn validate(&self) -> Result<ValidClient, RegistrationError> {
        let grant_types: Vec<RegisteredGrant> = match &self.grant_types {
            None => vec![RegisteredGrant::AuthorizationCode],
            Some(listed) => listed
                .iter()
                .map(|g| RegisteredGrant::parse(g))
                .collect::<Result<_, _>>()?,
        };
        let response_types = self
            .response_types
            .clone()
            .unwrap_or_else(|| vec!["code".into()]);
        // RFC 7591 §2.1: each response type needs its grant type.
        for rt in &response_types {
            let parts: ResponseType = rt
                .parse()
                .map_err(|_| metadata(format!("The response type `{rt}` is not supported.")))?;
            if parts.code && !grant_types.contains(&RegisteredGrant::AuthorizationCode) {
                return Err(metadata(format!(
                    "The response type `{rt}` needs the grant type authorization_code."
                )));
            }
            if parts.has_tokens() && !grant_types.contains(&RegisteredGrant::Implicit) {
                return Err(metadata(format!(
                    "The response type `{rt}` needs the grant type implicit."
                )));
            }
        }
        let mut redirect_uris = self.redirect_uris.clone().unwrap_or_default();
        dedup(&mut redirect_uris);
        let redirecting = grant_types.iter().any(|g| g.redirects());
        if redirecting && redirect_uris.is_empty() {
            return Err(RegistrationError::InvalidRedirectUri(
                "`redirect_uris` is required for the authorization_code and implicit grants."
                    .into(),
            ));
        }
        let mut post_logout = self.post_logout_redirect_uris.clone().unwrap_or_default();
        dedup(&mut post_logout);
        if redirect_uris.len() > MAX_URIS || post_logout.len() > MAX_URIS {
            return Err(RegistrationError::InvalidRedirectUri(format!(
                "At most {MAX_URIS} redirect URIs (and {MAX_URIS} post-logout redirect URIs)."
            )));
        }
        for (field, uris) in [
            ("redirect_uris", &redirect_uris),
            ("post_logout_redirect_uris", &post_logout),
        ] {
            for uri in uris {
                parse_redirect_uri(uri, field).map_err(|e| {
                    RegistrationError::InvalidRedirectUri(format!("`{uri}` in `{field}`: {e}"))
                })?;
            }
        }
        let method_name = self
            .token_endpoint_auth_method
            .as_deref()
            .unwrap_or(AuthMethod::ClientSecretBasic.as_str());
        let method = AuthMethod::parse(method_name).ok_or_else(|| {
            metadata(format!(
                "`token_endpoint_auth_method` {method_name} is not supported: client_secret_basic, client_secret_post, client_secret_jwt, private_key_jwt or none."
            ))
        })?;
        if self.jwks.is_some() && self.jwks_uri.is_some() {
            return Err(metadata("Send `jwks` or `jwks_uri`, not both."));
        }
        let jwks = match &self.jwks {
            None | Some(Value::Null) => None,
            Some(set) => {
                let text = set.to_string();
                check_client_jwks(&text).map_err(|e| metadata(format!("`jwks`: {e}")))?;
                Some(text)
            }
        };
        let jwks_uri = self.jwks_uri.clone().unwrap_or_default();
        if !jwks_uri.is_empty() {
            check_url(&jwks_uri, "jwks_uri")?;
        }
        if method == AuthMethod::PrivateKeyJwt && jwks.is_none() && jwks_uri.is_empty() {
            return Err(metadata("private_key_jwt needs `jwks` or `jwks_uri`."));
        }
        if let Some(uri) = &self.sector_identifier_uri {
            check_url(uri, "sector_identifier_uri")?;
        }
        if let Some(t) = self.subject_type.as_deref().filter(|t| *t != "pairwise") {
            return Err(metadata(format!(
                "`subject_type` {t} is not supported: every `sub` is pairwise."
            )));
        }
        if let Some(kind) = self
            .application_type
            .as_deref()
            .filter(|t| !matches!(*t, "web" | "native"))
        {
            return Err(metadata(format!(
                "`application_type` {kind} is not supported: web or native."
            )));
        }
        let backchannel_logout_uri = self.backchannel_logout_uri.clone().unwrap_or_default();
        if !backchannel_logout_uri.is_empty() {
            check_url(&backchannel_logout_uri, "backchannel_logout_uri")?;
        }
        let logo_url = self.logo_uri.clone().unwrap_or_default();
        crate::portal::check_logo_url(&logo_url)
            .map_err(|_| metadata("`logo_uri` must be an https URL (at most 2000 characters)."))?;
        let name = self
            .client_name
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .unwrap_or(DEFAULT_NAME);
        if name.chars().count() > 200 {
            return Err(metadata("`client_name` has at most 200 characters."));
        }
        let mut extras = Map::new();
        let grant_types: Vec<&str> = grant_types.iter().map(|g| g.as_str()).collect();
        extras.insert("grant_types".into(), grant_types.into());
        extras.insert("response_types".into(), response_types.into());
        extras.insert(
            "application_type".into(),
            self.application_type
                .clone()
                .unwrap_or_else(|| "web".into())
                .into(),
        );
        let strings = [
            ("sector_identifier_uri", &self.sector_identifier_uri),
            ("subject_type", &self.subject_type),
            ("client_uri", &self.client_uri),
            ("policy_uri", &self.policy_uri),
            ("tos_uri", &self.tos_uri),
            (
                "token_endpoint_auth_signing_alg",
                &self.token_endpoint_auth_signing_alg,
            ),
            (
                "request_object_signing_alg",
                &self.request_object_signing_alg,
            ),
        ];
        for (field, value) in strings {
            if let Some(v) = value {
                extras.insert(field.into(), v.clone().into());
            }
        }
        if let Some(c) = &self.contacts {
            extras.insert("contacts".into(), c.clone().into());
        }
        if let Some(v) = self.default_max_age {
            extras.insert("default_max_age".into(), v.into());
        }
        if let Some(v) = self.require_auth_time {
            extras.insert("require_auth_time".into(), v.into());
        }
        if let Some(v) = self.backchannel_logout_session_required {
            extras.insert("backchannel_logout_session_required".into(), v.into());
        }
        Ok(ValidClient {
            name: name.to_owned(),
            logo_url,
            method,
            jwks,
            jwks_uri,
            redirect_uris,
            post_logout_redirect_uris: post_logout,
            id_token_signed_response_alg: check_alg(
                &self.id_token_signed_response_alg,
                "id_token_signed_response_alg",
                false,
            )?,
            userinfo_signed_response_alg: check_alg(
                &self.userinfo_signed_response_alg,
                "userinfo_signed_response_alg",
                true,
            )?,
            backchannel_logout_uri,
            require_pushed_authorization_requests: self
                .require_pushed_authorization_requests
                .unwrap_or(false),
            extras,
        })
    }
}

/// Drops repeats, keeping the first of each.
fn dedup(uris: &mut Vec<String>) {
    let mut seen = std::collections::HashSet::new();
    uris.retain(|u| seen.insert(u.clone()));
}

/// True when the answer read from a `sector_identifier_uri` lists every redirect URI
/// (OpenID Connect Core §8.1: a JSON array of URIs).
pub fn sector_lists_all(doc: &Value, redirect_uris: &[String]) -> Result<(), String> {
    let listed: Vec<&str> = doc
        .as_array()
        .ok_or("it is not a JSON array")?
        .iter()
        .filter_map(Value::as_str)
        .collect();
    match redirect_uris.iter().find(|u| !listed.contains(&u.as_str())) {
        Some(missing) => Err(format!("it does not list the redirect URI {missing}")),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn with_grants(grants: Value) -> Result<ValidClient, RegistrationError> {
        let body = json!({"redirect_uris": ["https://rp.example/cb"], "grant_types": grants});
        let meta: Result<ClientMetadata, _> = serde_json::from_value(body);
        meta.map_err(|e| metadata(e.to_string()))?.validate()
    }

    #[test]
    fn the_first_unsupported_grant_is_named_and_supported_ones_are_kept_as_text() {
        let refused = with_grants(json!(["refresh_token", "client_credentials", "password"]));
        assert_eq!(
            refused.err().map(|e| e.to_string()).as_deref(),
            Some(
                "The grant type `client_credentials` is not supported (authorization_code, implicit, refresh_token)."
            )
        );
        let kept = with_grants(json!(["authorization_code", "refresh_token"]))
            .map(|client| client.extras["grant_types"].clone())
            .map_err(|e| e.to_string());
        assert_eq!(kept, Ok(json!(["authorization_code", "refresh_token"])));
    }
}
