//! An app's token settings, checked before they are stored: the ID token's algorithm,
//! signed UserInfo, and the back-channel logout URI.

use crate::Code;
use humanid_store::apps::AppPatch;

use crate::keys::SigningAlg;
use crate::{CoreError, CoreResult};

fn refused(attribute: &str, detail: &str) -> CoreError {
    CoreError::invalid(Code::Invalid, Some(attribute), detail)
}

/// Refuses values the provider cannot honour; `None` fields are not being changed.
pub fn check_token_settings(patch: &AppPatch) -> CoreResult<()> {
    if let Some(alg) = &patch.id_token_signed_response_alg
        && SigningAlg::parse(alg).is_none()
    {
        return Err(refused(
            "id_token_signed_response_alg",
            "`id_token_signed_response_alg` must be RS256, ES256 or EdDSA.",
        ));
    }
    if let Some(alg) = &patch.userinfo_signed_response_alg
        && !alg.is_empty()
        && SigningAlg::parse(alg).is_none()
    {
        return Err(refused(
            "userinfo_signed_response_alg",
            "`userinfo_signed_response_alg` must be empty (plain JSON), RS256, ES256 or EdDSA.",
        ));
    }
    if let Some(uri) = &patch.backchannel_logout_uri
        && !uri.is_empty()
    {
        // Back-Channel Logout §2.2: absolute, no fragment; https, or http on loopback.
        let bad = || {
            refused(
                "backchannel_logout_uri",
                "`backchannel_logout_uri` must be an absolute https URL (http only for loopback hosts) without a fragment.",
            )
        };
        crate::portal::check_redirect_uri(uri).map_err(|_| bad())?;
        if uri.len() > 2_000 || !url::Url::parse(uri).is_ok_and(|u| u.fragment().is_none()) {
            return Err(bad());
        }
    }
    if let Some(uri) = &patch.jwks_uri
        && !uri.trim().is_empty()
    {
        let uri = uri.trim();
        crate::redirect_uris::parse_redirect_uri(uri, "jwks_uri").map_err(|_| {
            refused(
                "jwks_uri",
                "`jwks_uri` must be an absolute https URL (http only for loopback hosts) without a fragment.",
            )
        })?;
        if uri.len() > 2_000 {
            return Err(refused("jwks_uri", "`jwks_uri` has over 2000 characters."));
        }
    }
    Ok(())
}
