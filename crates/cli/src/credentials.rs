//! `humanid credentials …`: the operator's hand on the credential sets.

use anyhow::Context;
use clap::{Args, Subcommand};
use humanid_core::registry::{Environment, SetKey};
use humanid_proof::Field;

use crate::config::CommonArgs;
use crate::context;

#[derive(Subcommand)]
pub enum CredentialsCommand {
    /// Add identity commitments to a set; prints JSON `{root, leaf_indexes}`.
    Add(AddArgs),
    /// List the sets with their depth, size and current root (JSON).
    List(ListArgs),
}

#[derive(Args)]
pub struct AddArgs {
    /// Credential type: orb, device, document or secure_document.
    #[arg(long = "type")]
    credential_type: String,
    /// Add to the staging set instead of the production one.
    #[arg(long)]
    staging: bool,
    /// Identity commitments (hex field elements).
    #[arg(required = true)]
    commitments: Vec<String>,
    #[command(flatten)]
    common: CommonArgs,
}

#[derive(Args)]
pub struct ListArgs {
    #[command(flatten)]
    common: CommonArgs,
}

pub async fn run(cmd: CredentialsCommand) -> anyhow::Result<()> {
    match cmd {
        CredentialsCommand::Add(args) => {
            let commitments = args
                .commitments
                .iter()
                .map(|c| {
                    Field::parse(c).with_context(|| format!("{c:?} is not an identity commitment"))
                })
                .collect::<anyhow::Result<Vec<_>>>()?;
            let key = SetKey::new(
                &args.credential_type,
                Environment::from_staging(args.staging),
            )?;
            let (humanid, store) = context::open_service(&args.common).await?;
            let added = humanid.registry().add(&key, &commitments).await?;
            println!("{}", serde_json::to_string_pretty(&added)?);
            store.close().await;
        }
        CredentialsCommand::List(args) => {
            let (humanid, store) = context::open_service(&args.common).await?;
            println!(
                "{}",
                serde_json::to_string_pretty(&humanid.registry().list().await?)?
            );
            store.close().await;
        }
    }
    Ok(())
}
