//! `humanid wallet enroll`: the identity into a staging set (the simulator endpoint,
//! open to anyone) or a production set (the operator endpoint, with its token).

use anyhow::bail;
use clap::Args;
use humanid_core::registry::CREDENTIAL_TYPES;
use serde::Deserialize;
use serde_json::json;

use super::proving::{describe, set_key};
use super::{WalletArgs, file};

#[derive(Args)]
pub struct EnrollArgs {
    /// Credential type of the set.
    #[arg(long = "type", value_parser = CREDENTIAL_TYPES, default_value = "orb")]
    credential_type: String,
    /// The operator token: enrols into the PRODUCTION set instead of the staging one.
    #[arg(
        long,
        env = "HUMANID_OPERATOR_TOKEN",
        hide_env_values = true,
        value_name = "TOKEN"
    )]
    operator_token: Option<String>,
    /// Enrol into the staging set even when an operator token is set.
    #[arg(long)]
    staging: bool,
    #[command(flatten)]
    wallet: WalletArgs,
}

#[derive(Deserialize)]
struct Added {
    leaf_index: u64,
}

pub async fn run(args: EnrollArgs) -> anyhow::Result<()> {
    let wallet = file::load(&args.wallet.path()?)?;
    let server = args.wallet.server()?;
    let token = args.operator_token.as_deref().filter(|t| !t.is_empty());
    let staging = args.staging || token.is_none();
    let set = set_key(&args.credential_type, staging)?;
    let (kind, set_name) = (set.credential_type, describe(&set));
    let (url, bearer) = if staging {
        (format!("{server}/api/v1/simulator/{kind}/identities"), None)
    } else {
        (
            format!("{server}/api/v1/credentials/{kind}/identities"),
            token,
        )
    };
    let body = json!({ "identity_commitment": wallet.commitment() });
    let result = args
        .wallet
        .client()?
        .post_json::<Added>(&url, &body, bearer)
        .await;
    match result {
        Ok(added) => println!(
            "Enrolled {} in the {set_name} at {server} (leaf {}).",
            wallet.commitment(),
            added.leaf_index
        ),
        Err(e) if e.server_code(&["already_included"]).is_some() => {
            println!("Already enrolled in the {set_name} at {server}: nothing to do.")
        }
        Err(e) if e.server_code(&["unauthenticated"]).is_some() => bail!(
            "{server} refused the operator token (or has none set): production sets \
             are the operator's; without a token the wallet enrols into staging"
        ),
        Err(e) if e.server_code(&["rate_limited"]).is_some() => {
            bail!("{server} limits simulator enrolments per address; try again in a few seconds")
        }
        Err(e) => return Err(e.into()),
    }
    Ok(())
}
