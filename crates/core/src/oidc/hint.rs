//! `id_token_hint` (OIDC Core §3.1.2.1, RP-Initiated Logout §2): an ID token this
//! provider issued, checked for signature, issuer and audience. An expired one is still
//! a good hint (both specifications say an OP should accept it past `exp`): it names a
//! person, it grants nothing.

use jsonwebtoken::Validation;

use super::tokens::{ACCESS_TOKEN_TYPE, TokenClaims};
use crate::Humanid;
use crate::keys::Purpose;

impl Humanid {
    /// `(sub, aud)` of an ID token we signed, for `client_id` when given; `None` for
    /// anything else (an access token, a forged token, another client's token).
    pub async fn id_token_hint_subject(
        &self,
        hint: &str,
        client_id: Option<&str>,
    ) -> Option<(String, String)> {
        let header = jsonwebtoken::decode_header(hint).ok()?;
        if header.typ.as_deref() == Some(ACCESS_TOKEN_TYPE) {
            return None;
        }
        let mut validation = Validation::new(jsonwebtoken::Algorithm::RS256);
        validation.set_issuer(&[&self.settings().auth_url]);
        validation.validate_exp = false;
        validation.validate_aud = false;
        validation.set_required_spec_claims(&["iss", "sub", "aud"]);
        let claims: TokenClaims = self.keys().verify(Purpose::Oidc, hint, &validation).await?;
        if client_id.is_some_and(|c| c != claims.aud) {
            return None;
        }
        Some((claims.sub, claims.aud))
    }
}
