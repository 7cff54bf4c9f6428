//! What the wallet learns about the app before it proves: 1.x and 2.x requests ask
//! precheck (the action must exist); 4.x requests ask the app's proof context (checking
//! the request's environment against the app's), then precheck only for the person's
//! uses — an action a 4.x app has not used yet is created by its first verification.

use anyhow::anyhow;
use humanid_proof::{Field, nullifier_hash};
use serde::Deserialize;
use serde_json::json;

use super::request::BridgeRequest;
use super::{Refusal, refuse};
use crate::wallet::client::{CallError, Client};
use crate::wallet::file::Wallet;

/// What the wallet shows and uses of the app.
pub struct AppInfo {
    pub name: String,
    pub is_staging: bool,
    pub is_verified: bool,
}

#[derive(Deserialize)]
struct Precheck {
    name: String,
    is_staging: bool,
    is_verified: bool,
    can_user_verify: String,
}

#[derive(Deserialize)]
struct ProofContext {
    name: String,
    is_verified: bool,
}

pub async fn look_up(
    client: &Client,
    api: &str,
    req: &BridgeRequest,
    wallet: &Wallet,
    external: Field,
) -> Result<AppInfo, Refusal> {
    let app_id = req.app_id.trim();
    let info = if req.is_v4() {
        let context = proof_context(client, api, req).await?;
        AppInfo {
            name: context.name,
            is_staging: app_id.starts_with("app_staging_"),
            is_verified: context.is_verified,
        }
    } else {
        let p = precheck(client, api, req, wallet, external).await?;
        let p = p.ok_or_else(|| no_action(app_id, &req.action))?;
        AppInfo {
            name: p.name,
            is_staging: p.is_staging,
            is_verified: p.is_verified,
        }
    };
    if req.is_v4() {
        // Only the person's uses are asked here; an action not made yet has none.
        precheck(client, api, req, wallet, external).await?;
    }
    Ok(info)
}

fn no_action(app_id: &str, action: &str) -> Refusal {
    refuse(
        "malformed_request",
        anyhow!("app {app_id} has no action {action:?}"),
    )
}

async fn proof_context(
    client: &Client,
    api: &str,
    req: &BridgeRequest,
) -> Result<ProofContext, Refusal> {
    let app_id = req.app_id.trim();
    let environment = req.environment.as_deref().unwrap_or("production");
    let url = format!("{api}/api/v4/proof-context/{app_id}");
    let body = json!({"action": req.action, "environment": environment});
    client.post_json(&url, &body, None).await.map_err(|e| {
        let codes = [
            "not_found",
            "invalid_environment",
            "rp_not_active",
            "validation_error",
        ];
        let Some(s) = e.server_code(&codes) else {
            return refuse("generic_error", e.into());
        };
        match s.code.as_str() {
            "invalid_environment" => {
                let app_env = if app_id.starts_with("app_staging_") {
                    "staging"
                } else {
                    "production"
                };
                refuse(
                    "invalid_network",
                    anyhow!(
                        "the request is for the {environment} environment but {app_id} is a \
                         {app_env} app: the page must create it with environment: \"{app_env}\""
                    ),
                )
            }
            "rp_not_active" => refuse(
                "inactive_rp",
                anyhow!("app {app_id} is archived or inactive"),
            ),
            "not_found" => refuse("malformed_request", anyhow!("{api} has no app {app_id}")),
            _ => refuse("malformed_request", anyhow!("{}", s.detail)),
        }
    })
}

/// Precheck's answer; None when the app has no such action (yet).
async fn precheck(
    client: &Client,
    api: &str,
    req: &BridgeRequest,
    wallet: &Wallet,
    external: Field,
) -> Result<Option<Precheck>, Refusal> {
    let (app_id, action) = (req.app_id.trim(), req.action.as_str());
    let url = format!("{api}/api/v1/precheck/{app_id}");
    let body = json!({
        "action": action,
        "nullifier_hash": nullifier_hash(wallet.identity(), external),
    });
    let found: Result<Precheck, CallError> = client.post_json(&url, &body, None).await;
    let app = match found {
        Ok(app) => app,
        Err(e) => {
            let why = match e.server_code(&["not_found", "required", "action_inactive"]) {
                Some(s) if s.code == "required" => return Ok(None),
                Some(s) if s.code == "not_found" => format!("{api} has no app {app_id}"),
                Some(_) => format!("the action {action:?} of app {app_id} is inactive"),
                None => return Err(refuse("generic_error", e.into())),
            };
            return Err(refuse("malformed_request", anyhow!(why)));
        }
    };
    if app.can_user_verify == "no" {
        return Err(refuse(
            "max_verifications_reached",
            anyhow!(
                "already verified: this identity has used action {action:?} of {:?} the \
                 maximum number of times",
                app.name
            ),
        ));
    }
    Ok(Some(app))
}
