//! `humanid wallet sign-in <connector link>`: answers a request a reference client kit
//! (IDKit 1.x, 2.x or 4.x) left on a Wallet Bridge relay. Reads and decrypts the request,
//! looks the app up, asks, proves with the request's signal hash and the best credential
//! it holds, and puts the encrypted answer: a World ID 3.0 proof, which 4.x kits turn
//! into a `protocol_version: "3.0"` result. Every refusal is answered too, with the kit's
//! `error_code`, so the waiting widget shows why instead of waiting for nothing.

mod app;
mod crypto;
pub mod link;
mod request;

use anyhow::{anyhow, bail};
use http::Method;
use humanid_core::registry::SetKey;
use humanid_proof::{Field, external_nullifier};
use serde_json::{Value, json};

use super::SignInArgs;
use super::request::{can_ask, confirm};
use crate::wallet::client::{CallError, Client};
use crate::wallet::file::{self, Wallet};
use crate::wallet::proving::{self, Inclusion, describe};
use app::AppInfo;
use crypto::{RequestKey, Sealed};
use link::Link;
use request::BridgeRequest;

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
    let client = args.wallet.client()?;
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
    let outcome = answer(&client, &api, &wallet, (&link, &key), &sealed, args).await;
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
    (link, key): (&Link, &RequestKey),
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
    if link.app_id.as_deref().is_some_and(|a| a != app_id) {
        return Err(malformed(format!(
            "the invite link names another app than the request ({app_id})"
        )));
    }
    if !req.allows_legacy() {
        return Err(refuse(
            "world_id_4_not_available",
            anyhow!(
                "the app accepts only World ID 4.0 proofs (allow_legacy_proofs: false), and \
                 this wallet makes World ID 3.0 proofs"
            ),
        ));
    }
    let external = external_nullifier(app_id, &req.action);
    let app = app::look_up(client, api, &req, wallet, external).await?;
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
    if req.require_user_presence {
        summary.push_str("\n  the app asks that you be present: approving confirms you are");
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
    let mut answer = json!({
        "proof": made.proof.to_abi_hex(),
        "merkle_root": made.merkle_root,
        "nullifier_hash": made.nullifier_hash,
        "verification_level": set.credential_type,
    });
    if req.require_user_presence {
        // The person approved (or passed --yes, which says they are there).
        answer["user_presence_completed"] = json!(true);
    }
    Ok(answer)
}

/// The strongest credential set the request accepts that holds this wallet (or the one
/// `--type` names).
async fn choose_set(
    client: &Client,
    api: &str,
    wallet: &Wallet,
    req: &BridgeRequest,
    app: &AppInfo,
    args: &SignInArgs,
) -> Result<(SetKey, Inclusion), Refusal> {
    let unavailable = |why: anyhow::Error| refuse("credential_unavailable", why);
    let accepted = req.accepted().map_err(|asked| {
        unavailable(anyhow!(
            "the app accepts only {asked:?}, which this wallet cannot prove with here"
        ))
    })?;
    let accepted: Vec<&str> = accepted
        .into_iter()
        .filter(|t| args.credential_type.as_deref().is_none_or(|w| w == *t))
        .collect();
    let Some(first) = accepted.first() else {
        return Err(unavailable(anyhow!(
            "the app does not accept the {} credential --type names",
            args.credential_type.as_deref().unwrap_or_default()
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
