//! `humanid admin …`: operator tasks.

use clap::{Args, Subcommand};

use crate::config::{Common, Layered};
use crate::context;

#[derive(Subcommand)]
pub enum AdminCommand {
    /// Create a team and print JSON `{team_id, api_key, setup_url}`: its first API key and a
    /// one-time link (24 h) that makes whoever opens it the team's owner in the portal.
    Bootstrap(BootstrapArgs),
    /// Mark an app verified (its logo is then shown to people), or `--revoke` that.
    VerifyApp(crate::verify_app::VerifyAppArgs),
    /// Copy a SQLite install — its database as of one moment, and its master secret — into
    /// FILE while it serves; print JSON `{file, bytes, database_bytes, schema_version, seconds}`.
    /// (PostgreSQL installs: use pg_dump or base backups.)
    Backup(crate::backup::BackupArgs),
    /// Bring a backup back into a new or empty --data-dir DIR; then `humanid serve
    /// --data-dir DIR` (the credential sets' node files are rebuilt on its first start).
    Restore(crate::backup::RestoreArgs),
}

#[derive(Args)]
pub struct BootstrapArgs {
    /// Name of the team to create.
    #[arg(long)]
    team: String,
    #[command(flatten)]
    common: Layered<Common>,
}

pub async fn run(cmd: AdminCommand) -> anyhow::Result<()> {
    match cmd {
        AdminCommand::Bootstrap(args) => {
            let (humanid, store) = context::open_service(&args.common).await?;
            let out = humanid.bootstrap_team(&args.team).await?;
            let setup_url = format!(
                "{}/portal/join/{}",
                humanid.settings().base_url,
                out.setup_token
            );
            let json = serde_json::json!({
                "team_id": out.team_id,
                "api_key": out.api_key,
                "setup_url": setup_url,
            });
            println!("{}", serde_json::to_string_pretty(&json)?);
            store.close().await;
            Ok(())
        }
        AdminCommand::VerifyApp(args) => crate::verify_app::run(args).await,
        AdminCommand::Backup(args) => crate::backup::backup(args).await,
        AdminCommand::Restore(args) => crate::backup::restore(args).await,
    }
}
