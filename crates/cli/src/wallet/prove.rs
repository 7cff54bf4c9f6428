//! `humanid wallet prove`: precheck (which environment; already verified?), inclusion
//! proof, proof, and a ready body for the verify endpoint on stdout.

use anyhow::{anyhow, bail};
use clap::Args;
use humanid_core::registry::CREDENTIAL_TYPES;
use humanid_proof::{external_nullifier, nullifier_hash, signal_hash};
use serde::Deserialize;
use serde_json::{Value, json};

use super::client::CallError;
use super::proving::{self, Made};
use super::{WalletArgs, file};

#[derive(Args)]
pub struct ProveArgs {
    /// The app's id (`app_…` or `app_staging_…`).
    #[arg(long)]
    app_id: String,
    /// The action's identifier (`""` is the app's sign-in action).
    #[arg(long)]
    action: String,
    /// The signal the proof is bound to.
    #[arg(long, default_value = "")]
    signal: String,
    /// Credential type to prove with.
    #[arg(long = "type", value_parser = CREDENTIAL_TYPES, default_value = "orb")]
    credential_type: String,
    /// Print a body for `POST /api/v2/verify/{app_id}` (signal_hash, verification_level).
    #[arg(long)]
    v2: bool,
    #[command(flatten)]
    wallet: WalletArgs,
}

/// The parts of `POST /api/v1/precheck/{app_id}`'s answer the wallet uses.
#[derive(Deserialize)]
struct Precheck {
    name: String,
    is_staging: bool,
    engine: String,
    can_user_verify: String,
    action: PrecheckAction,
}

#[derive(Deserialize)]
struct PrecheckAction {
    max_verifications: i64,
}

pub async fn run(args: ProveArgs) -> anyhow::Result<()> {
    let wallet = file::load(&args.wallet.path()?)?;
    let server = args.wallet.server()?;
    let app_id = args.app_id.trim();
    if app_id.is_empty()
        || !app_id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        bail!("{app_id:?} is not an app id (app_… or app_staging_…)");
    }
    let external = external_nullifier(app_id, &args.action);
    let client = args.wallet.client()?;
    let url = format!("{server}/api/v1/precheck/{app_id}");
    let body = json!({
        "action": args.action,
        "nullifier_hash": nullifier_hash(wallet.identity(), external),
    });
    let app: Precheck = client
        .post_json(&url, &body, None)
        .await
        .map_err(|e| precheck_error(e, &server, app_id, &args.action))?;
    if app.can_user_verify == "no" {
        bail!(
            "already verified: this identity has used action {:?} of {:?} the maximum \
             number of times ({})",
            args.action,
            app.name,
            app.action.max_verifications
        );
    }
    if app.engine == "on-chain" {
        eprintln!(
            "note: {:?} verifies on-chain; the verify API will refuse this body",
            app.name
        );
    }
    let set = proving::set_key(&args.credential_type, app.is_staging)?;
    let inclusion = proving::require_inclusion(&client, &server, &wallet, &set).await?;
    let made = proving::prove(&wallet, &inclusion, external, signal_hash(&args.signal)).await?;
    let body = verify_body(&args, &made);
    println!("{}", serde_json::to_string_pretty(&body)?);
    Ok(())
}

fn verify_body(args: &ProveArgs, made: &Made) -> Value {
    let kind = &args.credential_type;
    let mut body = json!({
        "action": args.action,
        "proof": made.proof.to_abi_hex(),
        "merkle_root": made.merkle_root,
        "nullifier_hash": made.nullifier_hash,
    });
    if args.v2 {
        body["signal_hash"] = json!(signal_hash(&args.signal));
        body["verification_level"] = json!(kind);
    } else {
        body["signal"] = json!(args.signal);
        body["credential_type"] = json!(kind);
    }
    body
}

/// Precheck refusals, said in the terms of the command line.
fn precheck_error(err: CallError, server: &str, app_id: &str, action: &str) -> anyhow::Error {
    let Some(e) = err.server_code(&["not_found", "required", "invalid_action", "action_inactive"])
    else {
        return err.into();
    };
    match e.code.as_str() {
        "not_found" => anyhow!("{server} has no app {app_id} (unknown, archived or inactive)"),
        "action_inactive" => anyhow!("the action {action:?} of app {app_id} is inactive"),
        _ => anyhow!("app {app_id} has no action {action:?}"),
    }
}
