//! `/token`: exchanging a code (RFC 6749 §4.1.3, PKCE RFC 7636) or a refresh token (see
//! `refresh`). The client is already authenticated, and a code is looked up as that
//! client's only: another client's code is unknown to it, so presenting one can neither
//! burn it nor, once used, revoke what it gave. Then the code is consumed atomically and
//! checked against its bindings.

use crate::Code;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::App;
use humanid_store::auth_codes::{AuthCodeRow, Redemption};
use serde::{Deserialize, Serialize};

use super::client_auth::AuthMethod;
use super::grant::CODE_DOMAIN;
use super::tokens::{ACCESS_TOKEN_LIFETIME_SECS, Grant, Wanted, id_token_alg};
use crate::secrets::secrets_equal;
use crate::{CoreError, CoreResult, Humanid};

// The `/token` form, deserialised as it arrives (client credentials taken apart first);
// the doc comment below is its OpenAPI description.
/// `grant_type=authorization_code` (with `code`, `redirect_uri`, `code_verifier` for
/// PKCE) or `grant_type=refresh_token` (with `refresh_token`, optionally `scope`).
/// The client authenticates with HTTP Basic, or with `client_id` and `client_secret`
/// in this form instead (`client_secret_post`), never both.
#[derive(Clone, Debug, Default, Deserialize, utoipa::ToSchema)]
#[schema(as = TokenForm)]
pub struct TokenRequest {
    #[schema(value_type = Option<String>)]
    pub grant_type: Option<GrantType>,
    pub code: Option<String>,
    pub redirect_uri: Option<String>,
    pub code_verifier: Option<String>,
    pub refresh_token: Option<String>,
    pub scope: Option<String>,
    /// The thumbprint of the key a checked DPoP proof came with: the access token is
    /// bound to it (RFC 9449 §5). Set from the `DPoP` header, never from the form.
    #[serde(skip)]
    pub dpop_jkt: Option<String>,
}

/// `grant_type` (RFC 6749 §4.1.3, §6). Any other value is kept, so that `/token` can
/// answer `unsupported_grant_type` rather than a malformed form.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(from = "String")]
pub enum GrantType {
    AuthorizationCode,
    RefreshToken,
    Unsupported(String),
}

impl From<String> for GrantType {
    fn from(text: String) -> Self {
        match text.as_str() {
            "authorization_code" => GrantType::AuthorizationCode,
            "refresh_token" => GrantType::RefreshToken,
            _ => GrantType::Unsupported(text),
        }
    }
}

impl TokenRequest {
    /// `grant_type=authorization_code` for `code`, without PKCE.
    pub fn authorization_code(code: String, redirect_uri: &str) -> Self {
        TokenRequest {
            grant_type: Some(GrantType::AuthorizationCode),
            code: Some(code),
            redirect_uri: Some(redirect_uri.to_owned()),
            ..TokenRequest::default()
        }
    }
}

/// The token endpoint's answer (docs/architecture.md, "OpenID Connect").
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct TokenResponse {
    pub access_token: String,
    /// `Bearer`, or `DPoP` for a token bound to a DPoP key.
    pub token_type: &'static str,
    pub expires_in: i64,
    pub scope: String,
    pub id_token: String,
    /// With scope `offline_access` (docs/architecture.md, "IdP sessions").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refresh_token: Option<String>,
}

const UNUSABLE: &str = "The code is invalid, expired or already used; start a new sign-in.";

fn invalid_grant(detail: &str) -> CoreError {
    CoreError::invalid(Code::InvalidGrant, Some("code"), detail)
}

fn required(attribute: &str) -> CoreError {
    CoreError::invalid(
        Code::Required,
        Some(attribute),
        format!("`{attribute}` is required."),
    )
}

/// A form field the grant needs: given and not empty, else `required`.
pub(super) fn needed<'a>(value: &'a Option<String>, attribute: &str) -> CoreResult<&'a str> {
    let given = value.as_deref().filter(|v| !v.is_empty());
    given.ok_or_else(|| required(attribute))
}

/// RFC 9449 §5: `DPoP` when the access token is bound to a key.
pub(crate) fn token_type(req: &TokenRequest) -> &'static str {
    if req.dpop_jkt.is_some() {
        "DPoP"
    } else {
        "Bearer"
    }
}

fn s256(verifier: &str) -> String {
    let digest = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, verifier.as_bytes());
    URL_SAFE_NO_PAD.encode(digest.as_ref())
}

impl Humanid {
    /// `POST /token` for an authenticated `client`, by `grant_type`.
    pub async fn token(&self, client: &App, req: TokenRequest) -> CoreResult<TokenResponse> {
        match &req.grant_type {
            None => Err(required("grant_type")),
            Some(GrantType::Unsupported(text)) if text.is_empty() => Err(required("grant_type")),
            Some(GrantType::AuthorizationCode) => self.exchange_code(client, req).await,
            Some(GrantType::RefreshToken) => self.exchange_refresh_token(client, req).await,
            Some(GrantType::Unsupported(_)) => Err(CoreError::invalid(
                Code::InvalidGrantType,
                Some("grant_type"),
                "`grant_type` must be `authorization_code` or `refresh_token`.",
            )),
        }
    }

    /// `grant_type=authorization_code`.
    pub async fn exchange_code(
        &self,
        client: &App,
        req: TokenRequest,
    ) -> CoreResult<TokenResponse> {
        let code = needed(&req.code, "code")?;
        let code_hash = self.hasher().hash(CODE_DOMAIN, code);
        let now = humanid_store::now_micros();
        let Some(row) = self.store().find_auth_code(&code_hash, &client.id).await? else {
            return Err(invalid_grant(UNUSABLE));
        };
        if row.consumed_at.is_some() {
            return Err(self.code_replayed(client, &code_hash, now).await?);
        }
        if let Err(refused) = check_bindings(client, &row, &req, now) {
            // A code shown by its client with the wrong bindings is burnt: nobody gets a
            // second guess.
            self.store()
                .consume_auth_code(&code_hash, &client.id, now)
                .await?;
            return Err(refused);
        }
        let grant: Grant = serde_json::from_str(&row.grant_data)
            .map_err(|e| CoreError::Internal(format!("grant data: {e}")))?;
        // RFC 9449 §5: a public client's refresh token is bound to its DPoP key (a
        // confidential client's is held by its client authentication).
        let bound_to = match AuthMethod::of(client) {
            AuthMethod::None => req.dpop_jkt.as_deref(),
            _ => None,
        };
        let refresh = self.new_refresh_family(&grant, &code_hash, bound_to, now)?;
        let minted = self
            .sign_tokens(
                &grant,
                Wanted {
                    access: true,
                    id: true,
                    code_hash: Some(&code_hash),
                    family_id: refresh.as_ref().map(|(_, f)| f.family.id.as_str()),
                    dpop_jkt: req.dpop_jkt.as_deref(),
                    id_alg: id_token_alg(client),
                    ..Wanted::default()
                },
            )
            .await?;
        // One commit consumes the code and records the tokens (and the refresh family);
        // losing a race to another exchange of the same code is a replay like any other.
        let (refresh_token, family) = refresh.unzip();
        let redemption = Redemption {
            code_hash: code_hash.clone(),
            app_id: client.id.clone(),
            now,
            tokens: minted.rows,
            refresh: family,
        };
        if !self.redeemer().submit(redemption).await? {
            return Err(self.code_replayed(client, &code_hash, now).await?);
        }
        let (Some(access_token), Some(id_token)) = (minted.access_token, minted.id_token) else {
            return Err(CoreError::Internal("tokens were not minted".into()));
        };
        Ok(TokenResponse {
            access_token,
            token_type: token_type(&req),
            expires_in: ACCESS_TOKEN_LIFETIME_SECS,
            scope: grant.scopes.join(" "),
            id_token,
            refresh_token,
        })
    }
}

impl Humanid {
    /// A code presented again: revoke what its first use got (RFC 6749 §4.1.2).
    async fn code_replayed(
        &self,
        client: &App,
        code_hash: &str,
        now: i64,
    ) -> CoreResult<CoreError> {
        let revoked = self
            .store()
            .revoke_auth_code(code_hash, &client.id, now)
            .await?;
        self.credentials_changed();
        if revoked {
            tracing::warn!(client_id = %client.id, "authorization code reused; its tokens are revoked");
        }
        Ok(invalid_grant(UNUSABLE))
    }
}

/// The client's code is unexpired, and the redirect URI and PKCE verifier match what it
/// was issued with. The authorization carried a redirect URI, so `/token` must repeat it
/// (RFC 6749 §4.1.3).
fn check_bindings(client: &App, row: &AuthCodeRow, req: &TokenRequest, now: i64) -> CoreResult<()> {
    if row.expires_at <= now {
        return Err(invalid_grant("The code has expired; start a new sign-in."));
    }
    match req.redirect_uri.as_deref() {
        None | Some("") if !row.redirect_uri.is_empty() => {
            return Err(CoreError::invalid(
                Code::Required,
                Some("redirect_uri"),
                "`redirect_uri` is required: the authorization request carried one.",
            ));
        }
        Some(u) if u != row.redirect_uri => {
            return Err(invalid_grant(
                "`redirect_uri` differs from the one the code was issued for.",
            ));
        }
        _ => {}
    }
    if row.code_challenge.is_none() && AuthMethod::of(client) == AuthMethod::None {
        return Err(invalid_grant(
            "A public client's code must be bound to PKCE (`code_challenge`, S256).",
        ));
    }
    match (&row.code_challenge, req.code_verifier.as_deref()) {
        (None, None) => Ok(()),
        (Some(challenge), Some(verifier)) if secrets_equal(&s256(verifier), challenge) => Ok(()),
        (Some(_), _) => Err(invalid_grant(
            "The PKCE `code_verifier` is missing or wrong.",
        )),
        (None, Some(_)) => Err(invalid_grant(
            "A `code_verifier` was sent but the code has no PKCE challenge.",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s256_matches_rfc_7636_appendix_b() {
        assert_eq!(
            s256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
    }
}
