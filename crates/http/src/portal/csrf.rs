//! CSRF protection. Every state-changing form posts a hidden field `csrf` whose value is
//! the session's CSRF token (a keyed hash of the session token, see
//! `humanid_core::portal_sessions`); it is compared in constant time. The session cookie
//! is also `SameSite=Lax`, so a cross-site POST arrives without a session at all.

use humanid_core::secrets::secrets_equal;

use super::auth::Member;
use super::error::PortalError;

/// Refuses (403) a form whose `csrf` field is not the member's session token.
pub fn check(member: &Member, posted: &str) -> Result<(), PortalError> {
    if secrets_equal(&member.csrf, posted) {
        Ok(())
    } else {
        Err(PortalError::Forbidden(
            "This form has expired or did not come from the portal. Reload the page and try again."
                .into(),
        ))
    }
}
