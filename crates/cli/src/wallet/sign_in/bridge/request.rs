//! The request a client kit leaves on the relay, decrypted. 1.x and 2.x list the
//! acceptable credential types (`credential_types`); 4.x sends only the legacy
//! `verification_level`, with `allow_legacy_proofs`, `require_user_presence`,
//! `environment` and, for World ID 4.0 credentials, a `proof_request`. `signal` is
//! always the signal hash already.

use serde::Deserialize;

/// Best first: the wallet proves with the strongest credential the request accepts.
pub const PREFERENCE: [&str; 5] = ["orb", "secure_document", "document", "face", "device"];

#[derive(Deserialize)]
pub struct BridgeRequest {
    pub app_id: String,
    #[serde(default)]
    pub action: String,
    pub signal: String,
    #[serde(default)]
    pub credential_types: Vec<String>,
    #[serde(default)]
    pub verification_level: Option<String>,
    #[serde(default)]
    pub action_description: Option<String>,
    #[serde(default)]
    pub allow_legacy_proofs: Option<bool>,
    #[serde(default)]
    pub require_user_presence: bool,
    /// `production`, `staging` or `sandbox` (4.x; absent before).
    #[serde(default)]
    pub environment: Option<String>,
}

/// What a 4.x `verification_level` accepts (the reference wallet's rules).
fn accepted_by_level(level: &str) -> Option<&'static [&'static str]> {
    Some(match level {
        "orb" => &["orb"],
        "secure_document" => &["secure_document", "orb"],
        "document" => &["document", "secure_document", "orb"],
        "device" => &["orb", "device"],
        "face" => &["face", "orb"],
        _ => return None,
    })
}

impl BridgeRequest {
    /// A 4.x kit's request (it names no `credential_types`).
    pub fn is_v4(&self) -> bool {
        self.credential_types.is_empty()
    }

    /// Whether a World ID 3.0 proof, the only kind this wallet makes, may answer it.
    pub fn allows_legacy(&self) -> bool {
        self.allow_legacy_proofs != Some(false)
    }

    /// The credential types the request accepts, best first; what the request asked for
    /// when it names none this wallet knows.
    pub fn accepted(&self) -> Result<Vec<&'static str>, String> {
        let accepted: Vec<&'static str> = if self.is_v4() {
            let level = self.verification_level.as_deref().unwrap_or_default();
            let by_level = accepted_by_level(level).ok_or_else(|| level.to_owned())?;
            PREFERENCE
                .into_iter()
                .filter(|t| by_level.contains(t))
                .collect()
        } else {
            PREFERENCE
                .into_iter()
                .filter(|t| self.credential_types.iter().any(|c| c == t))
                .collect()
        };
        if accepted.is_empty() {
            return Err(self.credential_types.join(", "));
        }
        Ok(accepted)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn request(json: &str) -> BridgeRequest {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn four_x_requests_accept_by_verification_level() {
        // The 4.x plaintext as @worldcoin/idkit-core 4.3.0 writes it (orbLegacy preset).
        let base = r#""app_id":"app_staging_0123456789abcdef0123456789abcdef","package_name":"idkit_js_core","package_version":"4.3.0","action":"vote","signal":"0x00c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a4","allow_legacy_proofs":true,"require_user_presence":false,"environment":"production""#;
        for (level, accepted) in [
            ("orb", vec!["orb"]),
            ("secure_document", vec!["orb", "secure_document"]),
            ("document", vec!["orb", "secure_document", "document"]),
            ("device", vec!["orb", "device"]),
            ("face", vec!["orb", "face"]),
        ] {
            let req = request(&format!(r#"{{{base},"verification_level":"{level}"}}"#));
            assert!(req.is_v4() && req.allows_legacy());
            assert_eq!(req.accepted().unwrap(), accepted, "{level}");
        }
        let unknown = request(&format!(r#"{{{base},"verification_level":"passport"}}"#));
        assert!(unknown.accepted().is_err());
    }

    #[test]
    fn older_kits_list_their_credential_types_and_four_only_requests_are_told_apart() {
        let old = request(
            r#"{"app_id":"app_1","signal":"0x1","credential_types":["device","orb"],"verification_level":"device"}"#,
        );
        assert!(!old.is_v4());
        assert_eq!(old.accepted().unwrap(), ["orb", "device"]);
        let four_only = request(
            r#"{"app_id":"app_1","signal":"0x1","verification_level":"device","allow_legacy_proofs":false,"proof_request":{}}"#,
        );
        assert!(!four_only.allows_legacy());
    }
}
