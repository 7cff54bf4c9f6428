//! `humanid wallet sign-in <connector link>`: answers a request the reference client kit
//! (IDKit) left on a Wallet Bridge relay (CONTRACT §10). Reads and decrypts the request,
//! prechecks the app, asks, proves with the request's signal hash and the best credential
//! it holds, and puts the encrypted answer. Every refusal is answered too, with the kit's
//! `error_code`, so the waiting widget shows why instead of waiting for nothing.

mod crypto;
pub mod link;

use anyhow::{anyhow, bail};
use http::Method;
use humanid_core::registry::SetKey;
use humanid_proof::{Field, external_nullifier, nullifier_hash};
use serde::Deserialize;
use serde_json::{Value, json};

use super::SignInArgs;
use super::request::{can_ask, confirm};
use crate::wallet::client::{CallError, Client};
use crate::wallet::file::{self, Wallet};
use crate::wallet::proving::{self, Inclusion, describe};
use crypto::{RequestKey, Sealed};
use link::Link;

/// Best first: the wallet proves with the strongest credential the request accepts.
const PREFERENCE: [&str; 4] = ["orb", "secure_document", "document", "device"];

/// The decrypted request (the kit's `createClient` writes it).
#[derive(Deserialize)]
struct BridgeRequest {
    app_id: String,
    #[serde(default)]
    action: String,
    /// Already the signal hash.
    signal: String,
    #[serde(default)]
    credential_types: Vec<String>,
    #[serde(default)]
    action_description: Option<String>,
}

/// What precheck says that the wallet uses.
#[derive(Deserialize)]
struct Precheck {
    name: String,
    is_staging: bool,
    is_verified: bool,
    can_user_verify: String,
}

/// A refusal: the kit's code for the widget, and the reason for the terminal.
struct Refusal {
    code: &'static str,
    reason: anyhow::Error,
}

fn refuse(code: &'static str, reason: anyhow::Error) -> Refusal {
    Refusal { code, reason }
}

pub async fn run(link: Link, args: &SignInArgs) -> anyhow::Result<()> {
    let wallet = file::load(&args.wallet.path()?)?;
    if !args.yes && !can_ask() {
        bail!("not approving without asking and there is no terminal to ask on: pass --yes");
    }
    let key = RequestKey::from_base64(&link.key)?;
    let client = Client::new()?;
    let request_url = format!("{}/request/{}", link.bridge, link.request_id);
    let sealed: Sealed =
        client
            .get_json(&request_url)
            .await
            .map_err(|e| match e.server_code(&["not_found"]) {
                Some(_) => anyhow!(
                    "the relay at {} has no such request: another wallet opened it, or it \
                 expired; start again from the app",
                    link.bridge
                ),
                None => e.into(),
            })?;
    // Precheck and inclusion proofs come from --server when given, else from the relay's
    // server (humanid serves both at its base URL).
    let api = args
        .wallet
        .explicit_server()?
        .unwrap_or_else(|| link.bridge.clone());
    let outcome = answer(&client, &api, &wallet, &key, &sealed, args).await;
    match outcome {
        Ok(success) => {
            put(&client, &link, &key, &success).await?;
            println!("Verified: the page that asked continues on its own.");
            Ok(())
        }
        Err(r) => {
            let told = match put(&client, &link, &key, &json!({ "error_code": r.code })).await {
                Ok(()) => format!("the app is told {}", r.code),
                Err(e) => format!("and telling the app failed too: {e}"),
            };
            Err(anyhow!("{} ({told})", r.reason))
        }
    }
}

async fn put(client: &Client, link: &Link, key: &RequestKey, body: &Value) -> anyhow::Result<()> {
    let sealed = key.seal(&serde_json::to_vec(body)?)?;
    let url = format!("{}/response/{}", link.bridge, link.request_id);
    let reply = client
        .send(Method::PUT, &url, &[], Some(serde_json::to_vec(&sealed)?))
        .await?;
    if !reply.status.is_success() {
        return Err(anyhow!(
            "the relay did not take the answer: {}",
            reply.error()
        ));
    }
    Ok(())
}

/// The success body, or why not.
async fn answer(
    client: &Client,
    api: &str,
    wallet: &Wallet,
    key: &RequestKey,
    sealed: &Sealed,
    args: &SignInArgs,
) -> Result<Value, Refusal> {
    let malformed = |why: String| refuse("malformed_request", anyhow!(why));
    let plain = key.open(sealed).map_err(|e| malformed(e.to_string()))?;
    let req: BridgeRequest = serde_json::from_slice(&plain)
        .map_err(|e| malformed(format!("the decrypted request is not the kit's: {e}")))?;
    let signal_hash = Field::parse(&req.signal)
        .map_err(|e| malformed(format!("the request's signal hash is not valid: {e}")))?;
    let app_id = req.app_id.trim();
    if app_id.is_empty()
        || !app_id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        return Err(malformed(format!("{app_id:?} is not an app id")));
    }
    let external = external_nullifier(app_id, &req.action);
    let app = precheck(client, api, app_id, &req.action, wallet, external).await?;
    let (set, inclusion) = choose_set(client, api, wallet, &req, &app, args).await?;
    let mut summary = format!(
        "{:?} ({}{}, {app_id}) asks you to verify for action {:?}.",
        app.name,
        if app.is_verified {
            "verified app"
        } else {
            "NOT verified by the operator"
        },
        if app.is_staging { ", staging" } else { "" },
        req.action,
    );
    if let Some(d) = req.action_description.as_deref().filter(|d| !d.is_empty()) {
        summary.push_str(&format!("\n  description: {d:?}"));
    }
    eprintln!(
        "{summary}\n  signal hash: {signal_hash}\n  proving with: the {}",
        describe(&set)
    );
    if !args.yes {
        confirm(format!("Approve for {:?}?", app.name))
            .await
            .map_err(|e| refuse("verification_rejected", e))?;
    }
    let made = proving::prove(wallet, &inclusion, external, signal_hash)
        .await
        .map_err(|e| refuse("generic_error", e))?;
    Ok(json!({
        "proof": made.proof.to_abi_hex(),
        "merkle_root": made.merkle_root,
        "nullifier_hash": made.nullifier_hash,
        "verification_level": set.credential_type,
    }))
}

async fn precheck(
    client: &Client,
    api: &str,
    app_id: &str,
    action: &str,
    wallet: &Wallet,
    external: Field,
) -> Result<Precheck, Refusal> {
    let url = format!("{api}/api/v1/precheck/{app_id}");
    let body = json!({
        "action": action,
        "nullifier_hash": nullifier_hash(wallet.identity(), external),
    });
    let app: Precheck = client.post_json(&url, &body, None).await.map_err(|e| {
        let why = match e.server_code(&["not_found", "required", "action_inactive"]) {
            Some(s) if s.code == "not_found" => format!("{api} has no app {app_id}"),
            Some(s) if s.code == "action_inactive" => {
                format!("the action {action:?} of app {app_id} is inactive")
            }
            Some(_) => format!("app {app_id} has no action {action:?}"),
            None => return refuse("generic_error", e.into()),
        };
        refuse("malformed_request", anyhow!(why))
    })?;
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
    Ok(app)
}

/// The strongest credential set the request accepts that holds this wallet (or the one
/// `--type` names).
async fn choose_set(
    client: &Client,
    api: &str,
    wallet: &Wallet,
    req: &BridgeRequest,
    app: &Precheck,
    args: &SignInArgs,
) -> Result<(SetKey, Inclusion), Refusal> {
    let accepted: Vec<&str> = PREFERENCE
        .into_iter()
        .filter(|t| req.credential_types.iter().any(|c| c == t))
        .filter(|t| args.credential_type.as_deref().is_none_or(|w| w == *t))
        .collect();
    let unavailable = |why: anyhow::Error| refuse("credential_unavailable", why);
    let Some(first) = accepted.first() else {
        let asked = req.credential_types.join(", ");
        return Err(unavailable(anyhow!(
            "the app accepts only {asked}, which this wallet cannot prove with here"
        )));
    };
    for t in &accepted {
        let set = proving::set_key(t, app.is_staging).map_err(unavailable)?;
        match proving::inclusion(client, api, wallet, &set).await {
            Ok(Some(inclusion)) => return Ok((set, inclusion)),
            Ok(None) => {}
            Err(e @ CallError::Server(_)) | Err(e @ CallError::Protocol { .. }) => {
                return Err(refuse("inclusion_proof_failed", e.into()));
            }
            Err(e) => return Err(refuse("generic_error", e.into())),
        }
    }
    let set = proving::set_key(first, app.is_staging).map_err(unavailable)?;
    Err(unavailable(proving::not_enrolled(wallet, &set)))
}
