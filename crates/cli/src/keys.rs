//! `humanid keys …`: the signing keys. Rotation also happens on its own (see
//! `humanid_core::keys`); this forces it, e.g. after a suspected leak.

use clap::{Args, Subcommand, ValueEnum};
use humanid_core::keys::Purpose;

use crate::config::{Common, Layered};
use crate::context;

#[derive(Subcommand)]
pub enum KeysCommand {
    /// Create a new signing key: published at once, signing after a short delay so every
    /// replica publishes it first. Old keys stay published until their tokens expire.
    Rotate(RotateArgs),
    /// Print the published keys (JWKS) of a purpose.
    List(RotateArgs),
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Which {
    /// ID and access tokens (`{auth_url}/jwks`).
    Oidc,
    /// Hosted-page verification results (`{base_url}/api/v1/jwks`).
    Api,
}

#[derive(Args)]
pub struct RotateArgs {
    #[arg(long, value_enum, default_value = "oidc")]
    purpose: Which,
    #[command(flatten)]
    common: Layered<Common>,
}

pub async fn run(cmd: KeysCommand) -> anyhow::Result<()> {
    let (args, rotate) = match cmd {
        KeysCommand::Rotate(a) => (a, true),
        KeysCommand::List(a) => (a, false),
    };
    let purpose = match args.purpose {
        Which::Oidc => Purpose::Oidc,
        Which::Api => Purpose::Api,
    };
    let (humanid, store) = context::open_service(&args.common).await?;
    humanid.keys().ensure(purpose).await?;
    if rotate {
        humanid.keys().rotate(purpose).await?;
    }
    println!(
        "{}",
        serde_json::to_string_pretty(&humanid.keys().jwks(purpose).await?)?
    );
    store.close().await;
    Ok(())
}
