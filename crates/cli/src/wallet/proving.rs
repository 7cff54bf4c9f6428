//! What `prove` and `sign-in` share: which credential set, the inclusion proof from the
//! server, and the proof itself (made off the async runtime, with progress).

use anyhow::anyhow;
use humanid_core::registry::{Environment, SetKey};
use humanid_proof::{Branch, Field, Proof, nullifier_hash};
use serde::Deserialize;

use super::client::{CallError, Client};
use super::file::Wallet;
use super::progress;

/// The credential set of a type (clap checks it against `CREDENTIAL_TYPES`) in the
/// app's environment.
pub fn set_key(credential_type: &str, staging: bool) -> anyhow::Result<SetKey> {
    Ok(SetKey::new(
        credential_type,
        Environment::from_staging(staging),
    )?)
}

/// "staging orb set", for messages.
pub fn describe(set: &SetKey) -> String {
    format!("{} {} set", set.environment.as_str(), set.credential_type)
}

/// The part of `GET …/inclusion-proof/{commitment}` a proof needs.
#[derive(Deserialize)]
pub struct Inclusion {
    pub root: Field,
    pub proof: Vec<Branch>,
}

/// What a verify body carries besides the action and signal.
pub struct Made {
    pub proof: Proof,
    pub merkle_root: Field,
    pub nullifier_hash: Field,
}

/// The wallet's path in `set` at `server`, or None when it is not enrolled there.
pub async fn inclusion(
    client: &Client,
    server: &str,
    wallet: &Wallet,
    set: &SetKey,
) -> Result<Option<Inclusion>, CallError> {
    let url = format!(
        "{server}/api/v1/credentials/{}/inclusion-proof/{}{}",
        set.credential_type,
        wallet.commitment(),
        match set.environment {
            Environment::Staging => "?staging=true",
            Environment::Production => "",
        }
    );
    match client.get_json(&url).await {
        Err(e) if e.server_code(&["not_found"]).is_some() => Ok(None),
        other => other.map(Some),
    }
}

/// [`inclusion`], with "not enrolled" as an error that says what to do.
pub async fn require_inclusion(
    client: &Client,
    server: &str,
    wallet: &Wallet,
    set: &SetKey,
) -> anyhow::Result<Inclusion> {
    inclusion(client, server, wallet, set)
        .await?
        .ok_or_else(|| not_enrolled(wallet, set))
}

pub fn not_enrolled(wallet: &Wallet, set: &SetKey) -> anyhow::Error {
    let (kind, set_name) = (set.credential_type, describe(set));
    if set.environment == Environment::Staging {
        anyhow!(
            "this wallet is not enrolled in the {set_name}; enrol it first: \
             `humanid wallet enroll --type {kind}`"
        )
    } else {
        anyhow!(
            "this wallet is not enrolled in the {set_name}: the operator adds it with \
             `humanid wallet enroll --type {kind} --operator-token …` \
             (or `humanid credentials add --type {kind} {}`)",
            wallet.commitment()
        )
    }
}

/// Proves membership at `inclusion` for `external_nullifier`, bound to `signal_hash`.
pub async fn prove(
    wallet: &Wallet,
    inclusion: &Inclusion,
    external_nullifier: Field,
    signal_hash: Field,
) -> anyhow::Result<Made> {
    let identity = wallet.identity().clone();
    let path = inclusion.proof.clone();
    let _progress = progress::start("proving");
    let proof = tokio::task::spawn_blocking(move || {
        humanid_proof::prove(&identity, &path, external_nullifier, signal_hash)
    })
    .await
    .map_err(|e| anyhow!("proving stopped: {e}"))??;
    Ok(Made {
        proof,
        merkle_root: inclusion.root,
        nullifier_hash: nullifier_hash(wallet.identity(), external_nullifier),
    })
}
