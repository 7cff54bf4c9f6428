//! `humanid wallet sign-in`: completes a wallet hand-off request (docs/architecture.md,
//! "Wallet hand-off").

mod bridge;
mod request;
mod target;

use anyhow::{anyhow, bail};
use clap::Args;
use http::header::{ACCEPT, COOKIE, LOCATION, SET_COOKIE};
use http::{HeaderMap, Method};
use humanid_core::registry::{CREDENTIAL_TYPES, Environment, SetKey};
use humanid_proof::{external_nullifier, signal_hash};
use serde::Deserialize;
use serde_json::{Value, json};

use super::client::{CallError, Client};
use super::file::{self, Wallet};
use super::proving::{self, Inclusion, Made, describe};
use super::{DEFAULT_SERVER, WalletArgs};
use request::HandOff;
use target::{Lookup, Target};

#[derive(Args)]
pub struct SignInArgs {
    /// The request: its URL (the QR code), its short code (ABCD-EFGH, looked up at
    /// --server), an `/authorize?…` URL, or a client kit's connector link
    /// (`https://world.org/verify?t=wld&i=…&k=…&b=…`, also on staging.world.org and
    /// sandbox.world.org, and invite links with `&c=CODE&a=APP_ID`).
    target: String,
    /// Approve without asking (needed when there is no terminal to ask on).
    #[arg(long)]
    yes: bool,
    /// Credential type to prove with [default: the first the app accepts that this
    /// wallet is enrolled in]
    #[arg(long = "type", value_parser = CREDENTIAL_TYPES)]
    credential_type: Option<String>,
    #[command(flatten)]
    wallet: WalletArgs,
}

/// The JSON form of `GET /authorize` (the browser's side of the hand-off).
#[derive(Deserialize)]
struct Authorized {
    request_id: String,
}

pub async fn run(args: SignInArgs) -> anyhow::Result<()> {
    if let Some(link) = bridge::link::parse(&args.target)? {
        return bridge::run(link, &args).await;
    }
    let wallet = file::load(&args.wallet.path()?)?;
    if !args.yes && !request::can_ask() {
        bail!("not approving without asking and there is no terminal to ask on: pass --yes");
    }
    let explicit = args.wallet.explicit_server()?;
    let client = args.wallet.client()?;
    let (base, lookup, cookie) = match target::parse(&args.target)? {
        Target::Authorize { url, base } => {
            let (id, cookie) = authorize(&client, &url).await?;
            (base, Lookup::Id(id), Some(cookie))
        }
        Target::Lookup { base, request } => {
            let base = base.or_else(|| explicit.clone());
            (
                base.unwrap_or_else(|| DEFAULT_SERVER.to_owned()),
                request,
                None,
            )
        }
    };
    let handoff: HandOff = client
        .get_json(&format!("{base}{}", lookup.path()))
        .await
        .map_err(|e| match e.server_code(&["not_found"]) {
            Some(_) => anyhow!("{base} has no such request (mistyped, or expired and gone)"),
            None => e.into(),
        })?;
    handoff.ensure_pending()?;
    // Inclusion proofs come from the developer API: --server when given, else the
    // request's own server (both surfaces share one listener by default).
    let api = explicit.unwrap_or_else(|| base.clone());
    let (set, inclusion) = choose_set(
        &client,
        &api,
        &wallet,
        &handoff,
        args.credential_type.as_deref(),
    )
    .await?;
    eprintln!(
        "{}\n  proving with: the {}",
        handoff.summary(),
        describe(&set)
    );
    if !args.yes {
        request::confirm(format!("Approve for {:?}?", handoff.app.name)).await?;
    }
    approve(&client, &api, &base, &wallet, &handoff, &set, &inclusion).await?;
    match cookie {
        Some(cookie) => complete(&client, &base, &handoff.request_id, &cookie).await,
        None if handoff.is_sign_in() => {
            println!("Approved: the browser that started the sign-in continues on its own.");
            Ok(())
        }
        None => {
            println!("Verified: the page that asked continues on its own.");
            Ok(())
        }
    }
}

/// Plays the browser: opens the request and keeps its binding cookie.
async fn authorize(client: &Client, url: &str) -> anyhow::Result<(String, String)> {
    let reply = client
        .send(
            Method::GET,
            url,
            &[(ACCEPT.as_str(), "application/json")],
            None,
        )
        .await?;
    if reply.status.is_redirection() {
        let to = header(&reply.headers, LOCATION.as_str()).unwrap_or_default();
        bail!("the sign-in was refused before it started; the app is sent to {to}");
    }
    let authorized: Authorized = reply.json().map_err(|e| match e {
        CallError::Server(s) if s.status == http::StatusCode::NOT_FOUND => {
            anyhow!(
                "{} does not serve /authorize: is it a humanid server?",
                s.origin
            )
        }
        CallError::Server(s) => anyhow!("the app's sign-in request is invalid: {}", s.detail),
        other => other.into(),
    })?;
    let cookie = cookies(&reply.headers)
        .ok_or_else(|| anyhow!("{} set no cookie to bind the sign-in to", reply.origin))?;
    Ok((authorized.request_id, cookie))
}

/// The first credential set the request accepts that holds this wallet.
async fn choose_set(
    client: &Client,
    api: &str,
    wallet: &Wallet,
    handoff: &HandOff,
    wanted: Option<&str>,
) -> anyhow::Result<(SetKey, Inclusion)> {
    let env = Environment::from_staging(handoff.app.is_staging());
    let mut accepted: Vec<SetKey> = handoff
        .credential_types
        .iter()
        .filter_map(|t| SetKey::new(t, env).ok())
        .collect();
    if accepted.is_empty() {
        accepted.push(SetKey::new("orb", env)?);
    }
    if let Some(wanted) = wanted {
        let Some(set) = accepted
            .iter()
            .find(|s| s.credential_type.as_str() == wanted)
        else {
            let names: Vec<&str> = accepted
                .iter()
                .map(|s| s.credential_type.as_str())
                .collect();
            bail!("{:?} accepts only {}", handoff.app.name, names.join(", "));
        };
        let inclusion = proving::require_inclusion(client, api, wallet, set).await?;
        return Ok((set.clone(), inclusion));
    }
    for set in &accepted {
        if let Some(inclusion) = proving::inclusion(client, api, wallet, set).await? {
            return Ok((set.clone(), inclusion));
        }
    }
    Err(proving::not_enrolled(wallet, &accepted[0]))
}

/// Proves and posts; when the root aged out meanwhile, once more with a fresh path.
async fn approve(
    client: &Client,
    api: &str,
    base: &str,
    wallet: &Wallet,
    handoff: &HandOff,
    set: &SetKey,
    inclusion: &Inclusion,
) -> anyhow::Result<()> {
    let id = &handoff.request_id;
    let made = prove(wallet, handoff, inclusion).await?;
    let posted = match submit(client, base, id, &made, set).await {
        Err(e)
            if e.server_code(&["root_too_old", "invalid_merkle_root"])
                .is_some() =>
        {
            let inclusion = proving::require_inclusion(client, api, wallet, set).await?;
            let made = prove(wallet, handoff, &inclusion).await?;
            submit(client, base, id, &made, set).await
        }
        other => other,
    };
    posted.map_err(submit_error)
}

async fn prove(wallet: &Wallet, handoff: &HandOff, inclusion: &Inclusion) -> anyhow::Result<Made> {
    let external = external_nullifier(&handoff.app.id, &handoff.action);
    proving::prove(wallet, inclusion, external, signal_hash(&handoff.signal)).await
}

async fn submit(
    client: &Client,
    base: &str,
    id: &str,
    made: &Made,
    set: &SetKey,
) -> Result<(), CallError> {
    let body = json!({
        "proof": made.proof.to_abi_hex(),
        "merkle_root": made.merkle_root,
        "nullifier_hash": made.nullifier_hash,
        "credential_type": set.credential_type,
    });
    let url = format!("{base}/requests/{id}/proof");
    client
        .post_json::<Value>(&url, &body, None)
        .await
        .map(|_| ())
}

fn submit_error(err: CallError) -> anyhow::Error {
    let codes = [
        "expired",
        "already_approved",
        "not_found",
        "max_verifications_reached",
    ];
    match err.server_code(&codes).map(|e| e.code.as_str()) {
        Some("expired") => request::expired(),
        Some("already_approved") => request::already_used(),
        Some("not_found") => anyhow!("the request is gone (expired or finished): start again"),
        Some(_) => anyhow!("already verified for this action the maximum number of times"),
        None => err.into(),
    }
}

/// Collects the result as the browser would and prints where the app is sent.
async fn complete(client: &Client, base: &str, id: &str, cookie: &str) -> anyhow::Result<()> {
    let url = format!("{base}/requests/{id}/complete");
    let reply = client
        .send(Method::GET, &url, &[(COOKIE.as_str(), cookie)], None)
        .await?;
    if reply.status.is_redirection() {
        let to = header(&reply.headers, LOCATION.as_str())
            .ok_or_else(|| anyhow!("{url} redirected without a Location"))?;
        println!("{to}");
        return Ok(());
    }
    if reply.status.is_success() {
        // response_mode=form_post: the page itself carries the result to the app.
        eprintln!("The app asked for form_post: this page posts the result to it.");
        println!("{}", String::from_utf8_lossy(&reply.body));
        return Ok(());
    }
    Err(reply.error().into())
}

fn header(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

/// Every `Set-Cookie` as `name=value`, joined for a `Cookie` header.
fn cookies(headers: &HeaderMap) -> Option<String> {
    let pairs: Vec<&str> = headers
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next())
        .map(str::trim)
        .filter(|pair| pair.contains('='))
        .collect();
    (!pairs.is_empty()).then(|| pairs.join("; "))
}
