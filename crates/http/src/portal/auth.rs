//! Who is signed in: the session cookie, and the [`Member`] every team page takes.
//!
//! Without a live session a GET (or HEAD) is sent to the sign-in page; any other method
//! gets a 403 page — a cross-site POST carries no cookie (`SameSite=Lax`), so it lands
//! here and changes nothing. A request whose `Origin` is not the portal's is refused too.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, header};
use axum::response::{IntoResponse, Redirect, Response};
use humanid_core::audit::{Actor, Permission, Role};
use humanid_core::portal_sessions::SignedIn;
use humanid_core::{AppId, TeamId};

use super::error::PortalError;
use crate::AppState;
use crate::cookies::{Cookie, PORTAL_COOKIE as SESSION_COOKIE, base_path, cookie};

/// A signed-in user acting in their current team.
#[derive(Clone, Debug)]
pub struct Member {
    pub account_id: String,
    pub display_name: String,
    pub team_id: TeamId,
    pub team_name: String,
    pub role: Role,
    /// The value forms post in their hidden `csrf` field.
    pub csrf: String,
    /// Every team of the user as (id, name), for the team menu.
    pub teams: Vec<(String, String)>,
    pub(crate) session: SignedIn,
    /// `{base path}/portal`.
    pub(crate) root: String,
}

impl Member {
    /// The audit log's name for this user.
    pub fn actor(&self) -> Actor {
        self.session.actor()
    }

    pub fn can(&self, p: Permission) -> bool {
        self.role.can(p)
    }

    /// `Err(403)` unless the member's role allows `p`.
    pub fn require(&self, p: Permission) -> Result<(), PortalError> {
        if self.can(p) {
            Ok(())
        } else {
            Err(PortalError::forbidden())
        }
    }

    /// The app a path names, once the role allows `p` (so a 403 comes before a 404).
    pub fn app_for(&self, p: Permission, app_id: &str) -> Result<AppId, PortalError> {
        self.require(p)?;
        Ok(app_id.parse()?)
    }
}

/// A signed-in user, whether or not they belong to any team (sign-out, joining).
pub struct Session(pub SignedIn);

/// `{base path}/portal`: where portal links start.
pub fn portal_root(state: &AppState) -> String {
    format!("{}/portal", base_path(&state.humanid.settings().base_url))
}

/// The session cookie for a new session (or, with an empty token, one that clears it).
pub fn session_cookie(state: &AppState, token: &str) -> Option<HeaderValue> {
    Cookie::portal_session(token).header(&state.humanid.settings().base_url)
}

/// True when the request came from a page of this portal (or says nothing of its origin,
/// as non-browser clients do).
pub fn same_origin(state: &AppState, headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let ours = url::Url::parse(&state.humanid.settings().base_url)
        .map(|u| u.origin().ascii_serialization())
        .unwrap_or_default();
    origin.to_str().is_ok_and(|o| o == ours)
}

fn unauthenticated(parts: &Parts, state: &AppState) -> Response {
    if parts.method == Method::GET || parts.method == Method::HEAD {
        Redirect::to(&format!("{}/login", portal_root(state))).into_response()
    } else {
        PortalError::Forbidden("You are not signed in (or your session has ended).".into())
            .into_response()
    }
}

impl FromRequestParts<AppState> for Session {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        let safe = parts.method == Method::GET || parts.method == Method::HEAD;
        if !safe && !same_origin(state, &parts.headers) {
            return Err(
                PortalError::Forbidden("Cross-site requests are refused.".into()).into_response(),
            );
        }
        let Some(token) = cookie(&parts.headers, SESSION_COOKIE) else {
            return Err(unauthenticated(parts, state));
        };
        match state.humanid.portal_session(token).await {
            Ok(Some(s)) => Ok(Session(s)),
            Ok(None) => Err(unauthenticated(parts, state)),
            Err(e) => Err(PortalError::from(e).into_response()),
        }
    }
}

impl FromRequestParts<AppState> for Member {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        let Session(session) = Session::from_request_parts(parts, state).await?;
        let Some((team, role)) = session.team.clone() else {
            return Err(PortalError::Forbidden(
                "You are not a member of any team. Ask a team owner or admin for an invite link."
                    .into(),
            )
            .into_response());
        };
        Ok(Member {
            account_id: session.account_id.clone(),
            display_name: session.display_name.clone(),
            team_id: TeamId::stored(team.team_id),
            team_name: team.team_name,
            role,
            csrf: session.csrf.clone(),
            teams: session
                .teams
                .iter()
                .map(|t| (t.team_id.clone(), t.team_name.clone()))
                .collect(),
            session,
            root: portal_root(state),
        })
    }
}

/// The session of the request if there is a live one (pages open to everyone).
pub async fn current_session(state: &AppState, headers: &HeaderMap) -> Option<SignedIn> {
    let token = cookie(headers, SESSION_COOKIE)?;
    state.humanid.portal_session(token).await.ok().flatten()
}
