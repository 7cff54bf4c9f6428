//! `humanid admin …`: operator tasks.

use clap::{Args, Subcommand};

use crate::config::{CommonArgs, FileConfig};
use crate::{context, logging};

#[derive(Subcommand)]
pub enum AdminCommand {
    /// Create a team and print its first API key as JSON `{team_id, api_key}`.
    Bootstrap(BootstrapArgs),
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
            let file = FileConfig::load(args.common.config.as_deref())?;
            let common = args.common.resolve(&file);
            logging::init(&common);
            let opened = context::open(&common).await?;
            let settings = crate::serve::domain_settings(&file, None, None, None);
            let humanid =
                humanid_core::Humanid::new(opened.store.clone(), &opened.secret, settings);
            let out = humanid.bootstrap_team(&args.team).await?;
            println!("{}", serde_json::to_string_pretty(&out)?);
            opened.store.close().await;
            Ok(())
        }
    }
}
