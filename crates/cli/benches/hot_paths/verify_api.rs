//! The verify endpoints the bench drives, and each one's body for the same proof: v1
//! (`signal`), v2 (`signal_hash`, `verification_level`), and v4 (the result a 4.x client
//! kit hands its back end, posted to the app's RP id).

use humanid_proof::signal_hash;
use serde_json::{Value, json};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Api {
    V1,
    V2,
    V4,
}

impl Api {
    pub fn parse(s: &str) -> Result<Api, String> {
        match s.trim() {
            "v1" => Ok(Api::V1),
            "v2" => Ok(Api::V2),
            "v4" => Ok(Api::V4),
            other => Err(format!("unknown verify API {other:?} (v1, v2 or v4)")),
        }
    }

    /// How the report names its runs (plain `verify` is v1, as in earlier reports).
    pub fn label(self) -> &'static str {
        match self {
            Api::V1 => "verify",
            Api::V2 => "verify v2",
            Api::V4 => "verify v4",
        }
    }

    pub fn path(self, app_id: &str) -> String {
        match self {
            Api::V1 => format!("/api/v1/verify/{app_id}"),
            Api::V2 => format!("/api/v2/verify/{app_id}"),
            Api::V4 => format!("/api/v4/verify/{}", humanid_core::rp::rp_id(app_id)),
        }
    }

    /// The same proof as `v1` (a v1 body) carries, in this API's shape.
    pub fn body(self, v1: &Value) -> Value {
        let hash = signal_hash(v1["signal"].as_str().unwrap_or_default()).to_hex();
        match self {
            Api::V1 => v1.clone(),
            Api::V2 => json!({
                "action": v1["action"],
                "signal_hash": hash,
                "proof": v1["proof"],
                "merkle_root": v1["merkle_root"],
                "nullifier_hash": v1["nullifier_hash"],
                "verification_level": v1["credential_type"],
            }),
            Api::V4 => json!({
                "protocol_version": "3.0",
                "nonce": "0x00",
                "action": v1["action"],
                "environment": "production",
                "responses": [{
                    "identifier": v1["credential_type"],
                    "signal_hash": hash,
                    "proof": v1["proof"],
                    "merkle_root": v1["merkle_root"],
                    "nullifier": v1["nullifier_hash"],
                }],
            }),
        }
    }
}
