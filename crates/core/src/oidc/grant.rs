//! Completing a sign-in: the approved request becomes a code and/or tokens on the way
//! to the relying party's redirect URI, as its `response_type` asked.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use humanid_store::auth_codes::AuthCodeRow;
use humanid_store::requests::RequestRow;
use rand::RngCore;
use rand::rngs::OsRng;
use serde::Deserialize;

use super::authorize::Authorization;
use super::session::IssuedSession;
use super::tokens::{ACCESS_TOKEN_LIFETIME_SECS, Grant, Wanted, id_token_alg};
use crate::handoff::Delivery;
use crate::keys::SigningAlg;
use crate::registry::CredentialType;
use crate::{CoreError, CoreResult, Humanid};

/// How long a code may wait for its exchange.
pub const CODE_LIFETIME_SECS: i64 = 600;
pub(crate) const CODE_DOMAIN: &str = "auth-code";

#[derive(Deserialize)]
struct SignInParams {
    authorization: Authorization,
}

impl Humanid {
    /// The approved request becomes the relying party's answer, and the browser gets an
    /// IdP session for the app.
    pub(crate) async fn finish_sign_in(
        &self,
        done: &RequestRow,
    ) -> CoreResult<(Delivery, IssuedSession)> {
        let params: SignInParams = serde_json::from_str(&done.params)
            .map_err(|e| CoreError::Internal(format!("request params: {e}")))?;
        let auth = params.authorization;
        let mut grant = Grant {
            sid: None,
            client_id: auth.client_id.clone(),
            sub: done.nullifier_hash.clone().unwrap_or_default(),
            credential_type: CredentialType::from_stored(
                done.credential_type.as_deref().unwrap_or_default(),
            )?,
            scopes: auth.scopes.clone(),
            nonce: auth.nonce.clone(),
            auth_time: done.approved_at.unwrap_or(done.created_at) / 1_000_000,
        };
        let session = self.open_session(&grant).await?;
        grant.sid = Some(self.sid_of_secret(&session.secret));
        let app = self.store().get_app(&grant.client_id).await?;
        Ok((
            self.respond(&grant, auth, id_token_alg(&app)).await?,
            session,
        ))
    }

    /// Issues what `auth`'s `response_type` asked for `grant` (a code and/or tokens) and
    /// addresses it to the redirect URI: the one path for proof and session sign-ins.
    pub(crate) async fn respond(
        &self,
        grant: &Grant,
        auth: Authorization,
        id_alg: SigningAlg,
    ) -> CoreResult<Delivery> {
        let mut out = Vec::new();
        let code = if auth.code {
            let code = self.issue_code(grant, &auth).await?;
            out.push(("code".to_owned(), code.clone()));
            Some(code)
        } else {
            None
        };
        let minted = self
            .mint_tokens(
                grant,
                Wanted {
                    access: auth.token,
                    id: auth.id_token,
                    code: code.as_deref(),
                    id_alg,
                    ..Wanted::default()
                },
            )
            .await?;
        if let Some(access) = minted.access_token {
            out.push(("access_token".into(), access));
            out.push(("token_type".into(), "Bearer".into()));
            out.push(("expires_in".into(), ACCESS_TOKEN_LIFETIME_SECS.to_string()));
            out.push(("scope".into(), grant.scopes.join(" ")));
        }
        if let Some(id) = minted.id_token {
            out.push(("id_token".into(), id));
        }
        if let Some(state) = auth.state {
            out.push(("state".into(), state));
        }
        out.push(self.iss_param());
        Ok(Delivery {
            redirect_uri: auth.redirect_uri,
            mode: auth.response_mode,
            params: out,
        })
    }

    /// RFC 9207's `iss` authorization response parameter: on every answer sent to a
    /// redirect URI, success or error, so a client talking to several providers can tell
    /// which one answered (mix-up attacks).
    pub(crate) fn iss_param(&self) -> (String, String) {
        ("iss".to_owned(), self.settings().auth_url.clone())
    }

    /// A fresh single-use code carrying `grant`, bound to `auth`'s redirect URI and PKCE
    /// challenge (public so load tests can mint codes without proving each sign-in).
    pub async fn issue_code(&self, grant: &Grant, auth: &Authorization) -> CoreResult<String> {
        let mut bytes = [0u8; 32];
        OsRng.fill_bytes(&mut bytes);
        let code = URL_SAFE_NO_PAD.encode(bytes);
        let now = humanid_store::now_micros();
        let row = AuthCodeRow {
            code_hash: self.hasher().hash(CODE_DOMAIN, &code),
            app_id: grant.client_id.clone(),
            redirect_uri: auth.redirect_uri.clone(),
            code_challenge: auth.code_challenge.clone(),
            grant_data: serde_json::to_string(grant)
                .map_err(|e| CoreError::Internal(e.to_string()))?,
            created_at: now,
            expires_at: now + CODE_LIFETIME_SECS * 1_000_000,
            consumed_at: None,
            revoked_at: None,
        };
        self.code_writer().submit(row).await?;
        Ok(code)
    }
}
