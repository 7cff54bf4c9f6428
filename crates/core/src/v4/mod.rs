//! World ID 4.0 clients' verification (`POST /api/v4/verify/{rp_id | app_id}`): the 4.x
//! client kit's result, as its back end forwards it, checked item by item. A World ID 3.0
//! item is verified exactly as v2 verifies (the same batched proof checks and the same
//! record of uses, so a person counts once whichever endpoint saw them); the first item
//! that verifies wins. An action the app does not have yet is created, unlimited, by its
//! first verification; a limit set in the portal holds here too. World ID 4.0 items
//! (OPRF nullifiers, sessions) are answered `world_id_4_not_available`, each on its own.

mod context;
pub mod parse;

use serde::Serialize;
use serde_json::Value;

use crate::rp::app_environment;
use crate::verify::{Signal, Verified, VerifyError, VerifyRequest};
use crate::{CoreError, Humanid};
use parse::Item;

pub use context::{ContextAction, ProofContext};

/// Why a result was refused as a whole.
#[derive(Debug)]
pub enum V4Error {
    /// A field is malformed (400 `validation_error`, `attribute` its path).
    Validation {
        attribute: String,
        detail: String,
    },
    /// No app or relying party has the id (404 `not_found`).
    NotFound,
    /// The app is archived or inactive (400 `rp_not_active`).
    NotActive,
    /// The result's environment is not the app's (400 `invalid_environment`).
    Environment {
        app: &'static str,
        result: String,
    },
    /// No item verified (400 `all_verifications_failed`), each item's reason given.
    AllFailed(Vec<ItemResult>),
    Core(CoreError),
}

impl From<CoreError> for V4Error {
    fn from(e: CoreError) -> Self {
        V4Error::Core(e)
    }
}

impl V4Error {
    pub fn code(&self) -> &'static str {
        match self {
            V4Error::Validation { .. } => "validation_error",
            V4Error::NotFound => "not_found",
            V4Error::NotActive => "rp_not_active",
            V4Error::Environment { .. } => "invalid_environment",
            V4Error::AllFailed(_) => "all_verifications_failed",
            V4Error::Core(e) => e.code(),
        }
    }

    pub fn detail(&self) -> String {
        match self {
            V4Error::Validation { detail, .. } => detail.clone(),
            V4Error::NotFound => "No app or relying party has this id.".into(),
            V4Error::NotActive => "The app is archived or inactive.".into(),
            V4Error::Environment { app, result } => format!(
                "The result is for the {result} environment, but this app is a {app} app: \
                 create the request with environment: \"{app}\"."
            ),
            V4Error::AllFailed(_) => "No response in the result verified.".into(),
            V4Error::Core(e) => e.to_string(),
        }
    }

    pub fn attribute(&self) -> Option<&str> {
        match self {
            V4Error::Validation { attribute, .. } => Some(attribute),
            V4Error::Environment { .. } => Some("environment"),
            V4Error::AllFailed(_) => Some("responses"),
            V4Error::Core(e) => e.attribute(),
            V4Error::NotFound | V4Error::NotActive => None,
        }
    }
}

/// One item's outcome, in the order the result carried them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct ItemResult {
    pub identifier: String,
    pub success: bool,
    /// The person's nullifier for the action (on success).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nullifier: Option<String>,
    /// Why it did not verify (`invalid_proof`, `max_verifications_reached`, …).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

impl ItemResult {
    fn failed(identifier: String, code: &str, detail: String) -> Self {
        ItemResult {
            identifier,
            success: false,
            nullifier: None,
            code: Some(code.to_owned()),
            detail: Some(detail),
        }
    }
}

/// The 200 body: the use is recorded (and durable).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct V4Verified {
    pub success: bool,
    pub action: String,
    /// The person's nullifier (`0x` + 64 lowercase hex), the same one v2 records.
    pub nullifier: String,
    /// When the person first verified for this action.
    pub created_at: String,
    pub environment: String,
    pub results: Vec<ItemResult>,
    /// Whether this was the person's first use of the action.
    pub message: String,
}

fn message(v: &Verified) -> String {
    match (v.uses, v.max_uses) {
        (1, _) => "Verified: this person's first use of the action.".into(),
        (n, 0) => format!(
            "Verified again: this person has now used the action {n} times (it allows \
             unlimited uses)."
        ),
        (n, max) => format!("Verified: use {n} of {max} allowed for this person."),
    }
}

impl Humanid {
    /// Verifies a 4.x kit's result for the app `id` names (its RP id or app id).
    pub async fn verify_v4(&self, id: &str, result: &Value) -> Result<V4Verified, V4Error> {
        let body = parse::body(result)?;
        let app_id = self.app_for_id(id).await?.ok_or(V4Error::NotFound)?;
        let environment = app_environment(&app_id).as_str();
        let asked = body.environment.unwrap_or("production");
        if asked != environment {
            return Err(V4Error::Environment {
                app: environment,
                result: asked.to_owned(),
            });
        }
        let action = body.action.unwrap_or_default();
        if !body.items.iter().any(|i| matches!(i, Item::Legacy(_))) {
            match self.serving_app(&app_id).await {
                Ok(_) => {}
                Err(VerifyError::Core(e)) => return Err(V4Error::Core(e)),
                Err(_) => return Err(self.not_serving(&app_id).await),
            }
        }
        let mut results = Vec::with_capacity(body.items.len());
        for item in body.items {
            let legacy = match item {
                Item::Native { identifier } => {
                    let detail = "World ID 4.0 proofs are not verified here yet; ask for a \
                        legacy (World ID 3.0) proof with allow_legacy_proofs: true."
                        .to_owned();
                    results.push(ItemResult::failed(
                        identifier,
                        "world_id_4_not_available",
                        detail,
                    ));
                    continue;
                }
                Item::Legacy(legacy) => legacy,
            };
            let req = VerifyRequest {
                action: action.clone(),
                signal: match legacy.signal_hash {
                    Some(hash) => Signal::Hash(hash.to_hex()),
                    None => Signal::Text(String::new()),
                },
                credential_type: Ok(legacy.credential_type),
                credential_field: "identifier",
                proof: legacy.proof,
                merkle_root: legacy.merkle_root.to_hex(),
                nullifier_hash: legacy.nullifier.to_hex(),
                max_age: legacy.max_age,
            };
            match self.verify_creating(&app_id, req).await {
                Ok(verified) => {
                    results.push(ItemResult {
                        identifier: legacy.identifier,
                        success: true,
                        nullifier: Some(verified.nullifier_hash.clone()),
                        code: None,
                        detail: None,
                    });
                    return Ok(V4Verified {
                        success: true,
                        message: message(&verified),
                        action: verified.action,
                        nullifier: verified.nullifier_hash,
                        created_at: verified.created_at,
                        environment: environment.to_owned(),
                        results,
                    });
                }
                Err(VerifyError::AppNotFound) => return Err(self.not_serving(&app_id).await),
                Err(VerifyError::Core(e)) => return Err(V4Error::Core(e)),
                Err(e) => results.push(ItemResult::failed(
                    legacy.identifier,
                    e.code(),
                    e.to_string(),
                )),
            }
        }
        Err(V4Error::AllFailed(results))
    }

    /// Why an app does not serve: it does not exist, or it is archived or inactive.
    async fn not_serving(&self, app_id: &str) -> V4Error {
        match self.store().get_app(app_id).await {
            Ok(_) => V4Error::NotActive,
            Err(humanid_store::StoreError::NotFound) => V4Error::NotFound,
            Err(e) => V4Error::Core(e.into()),
        }
    }
}
