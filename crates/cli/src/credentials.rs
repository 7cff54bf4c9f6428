//! `humanid credentials …`: the operator's hand on the credential sets.

use anyhow::Context;
use clap::{Args, Subcommand};
use humanid_core::registry::{Chunking, Environment, ImportFormat, SetKey};
use humanid_proof::Field;

use crate::config::{Common, Layered};
use crate::context;

#[derive(Subcommand)]
pub enum CredentialsCommand {
    /// Add identity commitments to a set; prints JSON `{root, leaf_indexes}`.
    Add(AddArgs),
    /// List the sets with their depth, size and current root (JSON).
    List(ListArgs),
    /// Import a file of identity commitments; prints JSON `{imported, first_leaf_index,
    /// size, root}`. The whole file is checked before anything is written.
    Import(ImportArgs),
}

#[derive(Args)]
pub struct ImportArgs {
    /// Credential type: orb, device, document, secure_document or face.
    #[arg(long = "type")]
    credential_type: String,
    /// Import into the staging set instead of the production one.
    #[arg(long)]
    staging: bool,
    /// `lines`: one hex commitment per line; `binary`: 32-byte big-endian commitments.
    #[arg(long, default_value = "lines", value_parser = ["lines", "binary"])]
    format: String,
    /// Commitments per transaction (each chunk is stored whole or not at all). Default on
    /// SQLite: an eighth of the set, at least 524,288 (bigger chunks write the commitment
    /// index less often, but hold the database's write lock longer); PostgreSQL: 524,288.
    #[arg(long)]
    chunk: Option<usize>,
    /// The file to import.
    file: std::path::PathBuf,
    #[command(flatten)]
    common: Layered<Common>,
}

#[derive(Args)]
pub struct AddArgs {
    /// Credential type: orb, device, document, secure_document or face.
    #[arg(long = "type")]
    credential_type: String,
    /// Add to the staging set instead of the production one.
    #[arg(long)]
    staging: bool,
    /// Identity commitments (hex field elements).
    #[arg(required = true)]
    commitments: Vec<String>,
    #[command(flatten)]
    common: Layered<Common>,
}

#[derive(Args)]
pub struct ListArgs {
    #[command(flatten)]
    common: Layered<Common>,
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
        CredentialsCommand::Import(args) => {
            let key = SetKey::new(
                &args.credential_type,
                Environment::from_staging(args.staging),
            )?;
            let format = match args.format.as_str() {
                "binary" => ImportFormat::Binary,
                _ => ImportFormat::Lines,
            };
            let (humanid, store) = context::open_service(&args.common).await?;
            let imported = humanid
                .registry()
                .import(
                    &key,
                    &args.file,
                    format,
                    args.chunk.map_or(Chunking::Growing, Chunking::Fixed),
                )
                .await;
            store.close().await;
            println!("{}", serde_json::to_string_pretty(&imported?)?);
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
