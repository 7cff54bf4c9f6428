//! Portal sign-in sessions: a random token in an `HttpOnly` cookie, stored only as a
//! keyed hash; 12 hours idle, 7 days at most. The CSRF token of a session is a keyed
//! hash of its token under another domain, so it needs no storage and dies with it.

use humanid_store::memberships::TeamOfAccount;
use humanid_store::{StoreError, now_micros};

use crate::audit::{Actor, Role};
use crate::{CoreError, CoreResult, Humanid, ids};

/// Hash domain of session tokens.
pub const SESSION_DOMAIN: &str = "portal_session";
const CSRF_DOMAIN: &str = "portal_csrf";
pub const SESSION_IDLE_SECS: i64 = 12 * 3600;
pub const SESSION_MAX_SECS: i64 = 7 * 24 * 3600;
/// `last_seen_at` is refreshed at most this often, so reading a page is not a write.
const TOUCH_EVERY_MICROS: i64 = 60_000_000;

/// A live session with what every portal page needs to know about its user.
#[derive(Clone, Debug)]
pub struct SignedIn {
    pub token_hash: String,
    pub account_id: String,
    pub display_name: String,
    /// The current team and the user's role in it (None: the user belongs to no team).
    pub team: Option<(TeamOfAccount, Role)>,
    pub teams: Vec<TeamOfAccount>,
    pub csrf: String,
}

impl SignedIn {
    /// The user as the actor of a change in their current team (with their role there).
    pub fn actor(&self) -> Actor {
        Actor::Account {
            id: self.account_id.clone(),
            name: self.display_name.clone(),
            role: self.team.as_ref().map(|(_, role)| *role),
        }
    }
}

impl Humanid {
    /// Starts a session for the account; returns the cookie's token.
    pub async fn start_portal_session(
        &self,
        account_id: &str,
        team_id: Option<&str>,
    ) -> CoreResult<String> {
        let token = ids::random_hex(32);
        let hash = self.hasher().hash(SESSION_DOMAIN, &token);
        self.store()
            .insert_portal_session(&hash, account_id, team_id, now_micros())
            .await?;
        Ok(token)
    }

    /// The session behind a cookie token, or None when it is unknown or expired.
    pub async fn portal_session(&self, token: &str) -> CoreResult<Option<SignedIn>> {
        let hash = self.hasher().hash(SESSION_DOMAIN, token);
        let session = match self.store().get_portal_session(&hash).await {
            Ok(s) => s,
            Err(StoreError::NotFound) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let now = now_micros();
        if now - session.last_seen_at > SESSION_IDLE_SECS * 1_000_000
            || now - session.created_at > SESSION_MAX_SECS * 1_000_000
        {
            self.store().delete_portal_session(&hash).await?;
            return Ok(None);
        }
        if now - session.last_seen_at >= TOUCH_EVERY_MICROS {
            self.store().touch_portal_session(&hash, now).await?;
        }
        let teams = self.store().teams_of(&session.account_id).await?;
        let current = teams
            .iter()
            .find(|t| Some(&t.team_id) == session.team_id.as_ref())
            .or_else(|| teams.first());
        let team = match current {
            Some(t) => Some((t.clone(), Role::parse(&t.role)?)),
            None => None,
        };
        Ok(Some(SignedIn {
            csrf: self.hasher().hash(CSRF_DOMAIN, token),
            token_hash: hash,
            account_id: session.account_id,
            display_name: session.display_name,
            team,
            teams,
        }))
    }

    /// Ends the session everywhere its cookie is.
    pub async fn end_portal_session(&self, session: &SignedIn) -> CoreResult<()> {
        Ok(self
            .store()
            .delete_portal_session(&session.token_hash)
            .await?)
    }

    /// Makes `team_id` the session's current team; the user must belong to it.
    pub async fn switch_team(&self, session: &SignedIn, team_id: &str) -> CoreResult<()> {
        if !session.teams.iter().any(|t| t.team_id == team_id) {
            return Err(CoreError::not_found("You are not a member of that team."));
        }
        Ok(self
            .store()
            .set_portal_session_team(&session.token_hash, team_id)
            .await?)
    }

    /// Deletes expired sessions (part of `purge_expired`).
    pub async fn purge_portal_sessions(&self) -> CoreResult<u64> {
        let now = now_micros();
        Ok(self
            .store()
            .purge_portal_sessions(
                now - SESSION_IDLE_SECS * 1_000_000,
                now - SESSION_MAX_SECS * 1_000_000,
            )
            .await?)
    }
}
