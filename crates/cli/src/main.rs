//! `humanid`: sign people in as unique humans and verify their proofs. One binary.

mod admin;
mod backup;
mod config;
mod context;
mod credentials;
mod keys;
mod logging;
mod serve;
mod signals;
mod ttl;
mod verify_app;
mod wallet;

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
    // Boxed: serve's settings dwarf every other command's arguments.
    Serve(Box<serve::ServeArgs>),
    /// Operator tasks on the database (bootstrap a team, verify an app, back up, restore).
    #[command(subcommand)]
    Admin(admin::AdminCommand),
    /// Credential sets: add identity commitments, list sets.
    #[command(subcommand)]
    Credentials(credentials::CredentialsCommand),
    /// Signing keys: rotate now, or list the published ones.
    #[command(subcommand)]
    Keys(keys::KeysCommand),
    /// A command-line wallet (and simulator): keep an identity, enrol it, prove, sign in.
    ///
    /// The identity lives in a file readable only by you (--file, $HUMANID_WALLET,
    /// default ~/.humanid/wallet.json); the server is --server / $HUMANID_SERVER
    /// (default http://127.0.0.1:8080). A typical staging session:
    ///
    ///   humanid wallet new
    ///   humanid wallet enroll --type orb
    ///   humanid wallet prove --app-id app_staging_… --action vote --signal hello
    ///   humanid wallet sign-in ABCD-EFGH
    #[command(subcommand, verbatim_doc_comment)]
    Wallet(wallet::WalletCommand),
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
            Command::Serve(args) => serve::run(*args).await,
            Command::Admin(cmd) => admin::run(cmd).await,
            Command::Credentials(cmd) => credentials::run(cmd).await,
            Command::Keys(cmd) => keys::run(cmd).await,
            Command::Wallet(cmd) => wallet::run(cmd).await,
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
