//! Identity-provider sessions (docs/architecture.md, "IdP sessions"): a completed sign-in
//! leaves the browser a session for that app, so later authorization requests can be
//! answered without a new proof. Each app has its own cookie and rows (an app's `sub` is
//! its own nullifier), and only a keyed hash of the cookie is stored, so any replica can
//! check it.

use humanid_store::idp_sessions::IdpSessionRow;
use humanid_store::now_micros;

use super::tokens::Grant;
use crate::registry::CredentialType;
use crate::{CoreResult, Humanid, ids};

const SESSION_DOMAIN: &str = "idp-session";
const SID_DOMAIN: &str = "idp-session-sid";
/// Cookie names are this prefix and the app id.
pub const SESSION_COOKIE_PREFIX: &str = "humanid_session_";

/// The name of the browser's session cookie for `app_id`.
pub fn session_cookie_name(app_id: &str) -> String {
    format!("{SESSION_COOKIE_PREFIX}{app_id}")
}

/// A new session for the browser: the cookie to set (its value is never stored).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IssuedSession {
    pub app_id: String,
    pub secret: String,
    pub max_age_secs: i64,
}

impl IssuedSession {
    pub fn cookie_name(&self) -> String {
        session_cookie_name(&self.app_id)
    }
}

/// A live session: who is signed in, and when they proved it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub sub: String,
    pub credential_type: CredentialType,
    pub auth_time: i64,
    /// The session's `sid` (ID tokens, logout tokens).
    pub sid: String,
}

impl Humanid {
    /// Opens a session for whoever `grant` names, lasting the configured session TTL
    /// (public so load tests can have a session without proving a sign-in).
    pub async fn open_session(&self, grant: &Grant) -> CoreResult<IssuedSession> {
        let secret = ids::random_hex(32);
        let now = now_micros();
        let ttl = self.settings().session_ttl_secs;
        let row = IdpSessionRow {
            session_hash: self.hasher().hash(SESSION_DOMAIN, &secret),
            app_id: grant.client_id.clone(),
            sub: grant.sub.clone(),
            credential_type: grant.credential_type.to_string(),
            auth_time: grant.auth_time,
            created_at: now,
            expires_at: now + ttl * 1_000_000,
            ended_at: None,
        };
        self.store().insert_idp_session(&row).await?;
        Ok(IssuedSession {
            app_id: grant.client_id.clone(),
            secret,
            max_age_secs: ttl,
        })
    }

    /// The `sid` of the session whose cookie is `secret`.
    pub fn sid_of_secret(&self, secret: &str) -> String {
        self.sid_of_hash(&self.hasher().hash(SESSION_DOMAIN, secret))
    }

    /// The `sid` of a stored session: derived from its row, so nothing more is stored
    /// and the cookie cannot be recovered from it (128 bits of a keyed hash).
    pub fn sid_of_hash(&self, session_hash: &str) -> String {
        let mut sid = self.hasher().hash(SID_DOMAIN, session_hash);
        sid.truncate(32);
        sid
    }

    /// The live session `cookie` holds for `app_id`, if any. A cookie of another app, a
    /// forged, ended or expired one, or one of an archived app finds nothing.
    pub async fn live_session(
        &self,
        app_id: &str,
        cookie: Option<&str>,
    ) -> CoreResult<Option<Session>> {
        let Some(cookie) = cookie.filter(|c| is_session_secret(c)) else {
            return Ok(None);
        };
        let hash = self.hasher().hash(SESSION_DOMAIN, cookie);
        let row = self
            .store()
            .find_live_idp_session(&hash, app_id, now_micros())
            .await?;
        row.map(|r| {
            Ok(Session {
                sid: self.sid_of_hash(&r.session_hash),
                credential_type: CredentialType::from_stored(&r.credential_type)?,
                sub: r.sub,
                auth_time: r.auth_time,
            })
        })
        .transpose()
    }

    /// Ends the session `cookie` holds for `app_id`; false when there was none.
    pub async fn end_session(&self, app_id: &str, cookie: &str) -> CoreResult<bool> {
        if !is_session_secret(cookie) {
            return Ok(false);
        }
        let hash = self.hasher().hash(SESSION_DOMAIN, cookie);
        Ok(self
            .store()
            .end_idp_session(&hash, app_id, now_micros())
            .await?)
    }
}

/// 64 hex digits, as [`Humanid::open_session`] makes them; anything else is not looked up.
fn is_session_secret(s: &str) -> bool {
    s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit())
}
