//! `humanid admin …`: operator tasks.

use clap::{Args, Subcommand};

use crate::config::CommonArgs;
use crate::context;

#[derive(Subcommand)]
pub enum AdminCommand {
    /// Create a team and print its first API key as JSON `{team_id, api_key}`.
    Bootstrap(BootstrapArgs),
    /// Mark an app verified (its logo is then shown to people), or `--revoke` that.
    VerifyApp(crate::verify_app::VerifyAppArgs),
}

#[derive(Args)]
pub struct BootstrapArgs {
    /// Name of the team to create.
    #[arg(long)]
    team: String,
    #[command(flatten)]
    common: CommonArgs,
}

pub async fn run(cmd: AdminCommand) -> anyhow::Result<()> {
    match cmd {
        AdminCommand::Bootstrap(args) => {
            let (humanid, store) = context::open_service(&args.common).await?;
            let out = humanid.bootstrap_team(&args.team).await?;
            println!("{}", serde_json::to_string_pretty(&out)?);
            store.close().await;
            Ok(())
        }
        AdminCommand::VerifyApp(args) => crate::verify_app::run(args).await,
    }
}
