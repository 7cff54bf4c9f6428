//! The hosted verification page (docs/architecture.md, "Hosted verification page"): `GET
//! {base_url}/verify/{app_id}/{action}` hands off to a wallet like sign-in does; the
//! verified result goes back to the app's registered `return_url` as a `verification_jwt`
//! signed with the developer-API keys.

use crate::Code;
use humanid_store::requests::RequestRow;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::handoff::{Created, Delivery, Kind, NewRequest, ResponseMode};
use crate::keys::Purpose;
use crate::registry::CredentialType;
use crate::{CoreError, CoreResult, Humanid, ids};

/// How long a `verification_jwt` is accepted: it is handed over at once.
pub const VERIFICATION_JWT_LIFETIME_SECS: i64 = 600;

/// The claims of a `verification_jwt`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct VerificationClaims {
    pub iss: String,
    pub app_id: String,
    pub action: String,
    pub signal: String,
    pub nullifier_hash: String,
    pub verification_level: CredentialType,
    pub jti: String,
    pub iat: i64,
    pub exp: i64,
}

#[derive(Deserialize)]
struct HostedParams {
    return_url: String,
    #[serde(default)]
    state: Option<String>,
}

impl Humanid {
    /// Checks the app, action and return URL, then opens a verification request.
    pub async fn start_hosted_verification(
        &self,
        app_id: &str,
        action: &str,
        signal: Option<String>,
        return_url: Option<&str>,
        state: Option<String>,
    ) -> CoreResult<Created> {
        let app = self.app_verifying_action(app_id, action).await?;
        let Some(return_url) = return_url.filter(|u| !u.is_empty()) else {
            return Err(CoreError::invalid(
                Code::Required,
                Some("return_url"),
                "`return_url` is required.",
            ));
        };
        // Judged again as it is used (see `redirect_uris`), as `/authorize` does.
        if crate::redirect_uris::parse_redirect_uri(return_url, "return_url").is_err()
            || !self
                .store()
                .is_registered_redirect(app_id, return_url)
                .await?
        {
            return Err(CoreError::invalid(
                Code::InvalidRedirectUri,
                Some("return_url"),
                "`return_url` is not a registered redirect of this app.",
            ));
        }
        self.create_request(NewRequest {
            kind: Kind::Verification,
            app,
            action: action.to_owned(),
            signal: Some(signal.unwrap_or_default()),
            params: json!({ "return_url": return_url, "state": state }),
        })
        .await
    }

    /// The signed result of an approved verification request.
    pub(crate) async fn finish_verification(&self, done: &RequestRow) -> CoreResult<Delivery> {
        let params: HostedParams = serde_json::from_str(&done.params)
            .map_err(|e| CoreError::Internal(format!("request params: {e}")))?;
        let iat = chrono::Utc::now().timestamp();
        let claims = VerificationClaims {
            iss: self.settings().base_url.clone(),
            app_id: done.app_id.clone(),
            action: done.action.clone(),
            signal: done.signal.clone(),
            nullifier_hash: done.nullifier_hash.clone().unwrap_or_default(),
            verification_level: CredentialType::from_stored(
                done.credential_type.as_deref().unwrap_or_default(),
            )?,
            jti: ids::random_hex(16),
            iat,
            exp: iat + VERIFICATION_JWT_LIFETIME_SECS,
        };
        let jwt = self.keys().sign(Purpose::Api, &claims).await?;
        let mut out = vec![("verification_jwt".to_owned(), jwt)];
        if let Some(state) = params.state {
            out.push(("state".to_owned(), state));
        }
        Ok(Delivery {
            redirect_uri: params.return_url,
            mode: ResponseMode::Query,
            params: out,
        })
    }
}
