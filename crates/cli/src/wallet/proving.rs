//! What `prove` and `sign-in` share: which credential set, the inclusion proof from the
//! server, and the proof itself (made off the async runtime, with progress).

use std::fmt;

use anyhow::anyhow;
use clap::ValueEnum;
use humanid_proof::{Branch, Field, Proof, nullifier_hash};
use serde::Deserialize;

use super::client::{CallError, Client};
use super::file::Wallet;
use super::progress;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CredentialType {
    Orb,
    Device,
    Document,
    #[value(name = "secure_document")]
    SecureDocument,
}

impl CredentialType {
    pub fn as_str(self) -> &'static str {
        match self {
            CredentialType::Orb => "orb",
            CredentialType::Device => "device",
            CredentialType::Document => "document",
            CredentialType::SecureDocument => "secure_document",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        <Self as ValueEnum>::from_str(s, false).ok()
    }
}

/// One credential set: a type in an environment.
#[derive(Clone, Copy, Debug)]
pub struct Set {
    pub credential_type: CredentialType,
    pub staging: bool,
}

impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let env = if self.staging {
            "staging"
        } else {
            "production"
        };
        write!(f, "{env} {} set", self.credential_type.as_str())
    }
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
    set: Set,
) -> Result<Option<Inclusion>, CallError> {
    let url = format!(
        "{server}/api/v1/credentials/{}/inclusion-proof/{}{}",
        set.credential_type.as_str(),
        wallet.commitment(),
        if set.staging { "?staging=true" } else { "" }
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
    set: Set,
) -> anyhow::Result<Inclusion> {
    inclusion(client, server, wallet, set)
        .await?
        .ok_or_else(|| not_enrolled(wallet, set))
}

pub fn not_enrolled(wallet: &Wallet, set: Set) -> anyhow::Error {
    let kind = set.credential_type.as_str();
    if set.staging {
        anyhow!(
            "this wallet is not enrolled in the {set}; enrol it first: \
             `humanid wallet enroll --type {kind}`"
        )
    } else {
        anyhow!(
            "this wallet is not enrolled in the {set}: the operator adds it with \
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
