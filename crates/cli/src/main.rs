//! `humanid`: sign people in as unique humans and verify their proofs. One binary.

mod admin;
mod config;
mod context;
mod credentials;
mod keys;
mod logging;
mod serve;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "humanid",
    version,
    about = "Proof-of-personhood sign-in (OpenID Connect) and zero-knowledge proof verification, in one binary."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the identity provider and the developer API.
    Serve(serve::ServeArgs),
    /// Operator tasks on the database (bootstrap a team, …).
    #[command(subcommand)]
    Admin(admin::AdminCommand),
    /// Credential sets: add identity commitments, list sets.
    #[command(subcommand)]
    Credentials(credentials::CredentialsCommand),
    /// Signing keys: rotate now, or list the published ones.
    #[command(subcommand)]
    Keys(keys::KeysCommand),
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(async {
        match cli.command {
            Command::Serve(args) => serve::run(args).await,
            Command::Admin(cmd) => admin::run(cmd).await,
            Command::Credentials(cmd) => credentials::run(cmd).await,
            Command::Keys(cmd) => keys::run(cmd).await,
        }
    });
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
