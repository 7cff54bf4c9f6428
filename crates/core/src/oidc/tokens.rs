//! ID and access tokens: RS256 JWTs with `kid`, claims per OIDC Core (docs/architecture.md,
//! "OpenID Connect") (`at_hash`/`c_hash` bind an ID token to the access token and code
//! issued with it).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::tokens::TokenRow;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::keys::{Purpose, SigningAlg};
use crate::registry::CredentialType;
use crate::{CoreResult, Humanid, ids};

pub const ACCESS_TOKEN_LIFETIME_SECS: i64 = 3_600;
/// The `typ` header of access tokens (RFC 9068).
pub const ACCESS_TOKEN_TYPE: &str = "at+jwt";

/// Which token a stored token row records (its `kind` column). Only access tokens get
/// rows now; `id` rows written by earlier versions stay until they expire.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TokenKind {
    Access,
}

impl TokenKind {
    pub(crate) const fn as_str(self) -> &'static str {
        match self {
            TokenKind::Access => "access",
        }
    }
}

/// Who signed in and what they granted: carried by a code or straight into tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grant {
    pub client_id: String,
    /// The sign-in proof's nullifier hash.
    pub sub: String,
    pub credential_type: CredentialType,
    pub scopes: Vec<String>,
    pub nonce: Option<String>,
    /// When the proof was accepted (seconds).
    pub auth_time: i64,
    /// The IdP session the sign-in left (`sid` in ID tokens and logout tokens); none
    /// for grants made without a browser session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenClaims {
    pub iss: String,
    pub sub: String,
    pub aud: String,
    pub iat: i64,
    pub exp: i64,
    pub jti: String,
    pub scope: String,
    pub auth_time: i64,
    /// The client the token was issued to (access tokens, RFC 9068 §2.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_id: Option<String>,
    /// The IdP session (ID tokens, OpenID Back-Channel Logout §2.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sid: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nonce: Option<String>,
    /// The key a DPoP-bound access token needs a proof of (RFC 9449 §6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cnf: Option<Confirmation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c_hash: Option<String>,
    /// The user claims (`{auth_url}/beta`, and by scope email and profile).
    #[serde(flatten)]
    pub user: Map<String, Value>,
}

/// RFC 7800's confirmation claim, holding a DPoP key's SHA-256 thumbprint (RFC 7638).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Confirmation {
    pub jkt: String,
}

/// Which tokens to issue together, and the code they come with (if any).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wanted<'a> {
    pub access: bool,
    pub id: bool,
    /// A code issued alongside (hybrid flow): the ID token gets its `c_hash`.
    pub code: Option<&'a str>,
    /// The code these tokens are exchanged for: revoking it revokes them.
    pub code_hash: Option<&'a str>,
    /// The refresh family they belong to: revoking it revokes them.
    pub family_id: Option<&'a str>,
    /// Binds the access token to this DPoP key thumbprint.
    pub dpop_jkt: Option<&'a str>,
    /// The ID token's algorithm (the app's `id_token_signed_response_alg`).
    pub id_alg: SigningAlg,
}

/// The algorithm `app`'s ID tokens are signed with (RS256 unless it chose another).
pub fn id_token_alg(app: &humanid_store::App) -> SigningAlg {
    SigningAlg::parse(&app.id_token_signed_response_alg).unwrap_or_default()
}

/// Tokens minted together, with the access token's row for the `tokens` table.
#[derive(Default)]
pub struct Minted {
    pub access_token: Option<String>,
    pub id_token: Option<String>,
    pub rows: Vec<TokenRow>,
}

/// `base64url(left half of hash(value))`: OIDC Core's `at_hash` and `c_hash`. The hash
/// is the one of the ID token's `alg`: SHA-256 for RS256 and ES256; for EdDSA with
/// Ed25519, SHA-512 (OpenID Connect Core errata: the hash Ed25519 itself uses).
pub fn half_hash_for(alg: SigningAlg, value: &str) -> String {
    let digest = match alg {
        SigningAlg::Rs256 | SigningAlg::Es256 => {
            aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, value.as_bytes())
        }
        SigningAlg::EdDsa => {
            aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA512, value.as_bytes())
        }
    };
    let half = digest.as_ref().len() / 2;
    URL_SAFE_NO_PAD.encode(&digest.as_ref()[..half])
}

/// [`half_hash_for`] RS256.
pub fn half_hash(value: &str) -> String {
    half_hash_for(SigningAlg::Rs256, value)
}

impl Humanid {
    /// The claims about the person that the granted scopes allow (docs/architecture.md,
    /// "OpenID Connect").
    pub fn user_claims(&self, grant: &Grant) -> Map<String, Value> {
        let auth_url = &self.settings().auth_url;
        let likely_human = if grant.credential_type == CredentialType::Orb {
            "strong"
        } else {
            "weak"
        };
        let mut claims = Map::new();
        claims.insert(
            format!("{auth_url}/beta"),
            json!({ "likely_human": likely_human, "credential_type": grant.credential_type }),
        );
        if grant.scopes.iter().any(|s| s == "email") {
            let host = url::Url::parse(auth_url)
                .ok()
                .and_then(|u| u.host_str().map(str::to_owned))
                .unwrap_or_else(|| "localhost".into());
            claims.insert("email".into(), json!(format!("{}@{host}", grant.sub)));
            // A made-up address under the issuer's host: nobody proved they receive mail
            // there, so it is never claimed as verified.
            claims.insert("email_verified".into(), json!(false));
        }
        if grant.scopes.iter().any(|s| s == "profile") {
            claims.insert("name".into(), json!("Unique Human"));
            claims.insert("given_name".into(), json!("Unique"));
            claims.insert("family_name".into(), json!("Human"));
        }
        claims
    }

    fn claims_for(&self, grant: &Grant, iat: i64) -> TokenClaims {
        TokenClaims {
            iss: self.settings().auth_url.clone(),
            sub: grant.sub.clone(),
            aud: grant.client_id.clone(),
            iat,
            exp: iat + ACCESS_TOKEN_LIFETIME_SECS,
            jti: ids::random_hex(16),
            scope: grant.scopes.join(" "),
            auth_time: grant.auth_time,
            client_id: None,
            sid: None,
            nonce: None,
            cnf: None,
            at_hash: None,
            c_hash: None,
            user: self.user_claims(grant),
        }
    }

    /// Signs and records the tokens `wanted` (see [`Humanid::sign_tokens`]).
    pub async fn mint_tokens(&self, grant: &Grant, wanted: Wanted<'_>) -> CoreResult<Minted> {
        let minted = self.sign_tokens(grant, wanted).await?;
        if !minted.rows.is_empty() {
            self.store().insert_tokens(&minted.rows).await?;
        }
        Ok(minted)
    }

    /// Signs the tokens `wanted` for `grant`, not yet recorded. The ID token carries the
    /// nonce, `at_hash` when an access token comes with it and `c_hash` for a code.
    pub async fn sign_tokens(&self, grant: &Grant, wanted: Wanted<'_>) -> CoreResult<Minted> {
        let Wanted {
            access,
            id,
            code,
            code_hash,
            family_id,
            dpop_jkt,
            id_alg,
        } = wanted;
        let iat = chrono::Utc::now().timestamp();
        let mut out = Minted::default();
        let row = |claims: &TokenClaims, kind: TokenKind| TokenRow {
            jti: claims.jti.clone(),
            app_id: grant.client_id.clone(),
            code_hash: code_hash.map(str::to_owned),
            kind: kind.as_str().into(),
            family_id: family_id.map(str::to_owned),
            issued_at: claims.iat * 1_000_000,
            expires_at: claims.exp * 1_000_000,
            revoked_at: None,
        };
        if access {
            let mut claims = self.claims_for(grant, iat);
            claims.client_id = Some(grant.client_id.clone());
            claims.cnf = dpop_jkt.map(|jkt| Confirmation {
                jkt: jkt.to_owned(),
            });
            let token = self
                .keys()
                .sign_typed(Purpose::Oidc, Some(ACCESS_TOKEN_TYPE), &claims);
            out.access_token = Some(token.await?);
            out.rows.push(row(&claims, TokenKind::Access));
        }
        if id {
            let mut claims = self.claims_for(grant, iat);
            claims.nonce = grant.nonce.clone();
            claims.sid = grant.sid.clone();
            claims.at_hash = out
                .access_token
                .as_deref()
                .map(|t| half_hash_for(id_alg, t));
            claims.c_hash = code.map(|c| half_hash_for(id_alg, c));
            let token = self.keys().sign_with(Purpose::Oidc, id_alg, None, &claims);
            // No row: an ID token is never presented back as a credential (`/userinfo`
            // and `/introspect` refuse anything but an access token before looking it
            // up), so a row would only cost a write per exchange.
            out.id_token = Some(token.await?);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_hash_matches_the_oidc_core_example() {
        // OIDC Core, appendix A.4: access token and its at_hash.
        assert_eq!(
            half_hash("jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y"),
            "77QmUPtjPfzWtF2AnpK9RQ"
        );
    }
}
