//! `humanid wallet …`: a command-line wallet that is also the simulator
//! (docs/architecture.md, "Wallet").

mod client;
mod enroll;
mod file;
mod new;
mod progress;
mod prove;
mod proving;
mod show;
mod sign_in;

use std::path::PathBuf;

use anyhow::bail;
use clap::{Args, Subcommand};

const DEFAULT_SERVER: &str = "http://127.0.0.1:8080";

#[derive(Subcommand)]
pub enum WalletCommand {
    /// Create a new identity from 32 random bytes and save it (mode 0600). Prints its
    /// identity commitment; the secret stays in the file.
    New(new::NewArgs),
    /// Print the wallet's identity commitment (and, with --secret, its secret).
    Show(show::ShowArgs),
    /// Put the identity into a credential set: a staging set through the simulator, or
    /// a production set with the operator token. Enrolling twice does nothing.
    Enroll(enroll::EnrollArgs),
    /// Prove for an app's action and print a ready JSON body for
    /// `POST /api/v1/verify/{app_id}` (or /api/v2 with --v2) on stdout.
    Prove(prove::ProveArgs),
    /// Complete a sign-in (or hosted verification) request: give the QR code's URL,
    /// the short code shown beside it, or an `/authorize?…` URL (the wallet then plays
    /// the browser too and prints where the app's redirect goes).
    SignIn(sign_in::SignInArgs),
}

/// Where the wallet lives and which server it talks to.
#[derive(Args)]
pub struct WalletArgs {
    /// The wallet file [default: $HOME/.humanid/wallet.json]
    #[arg(long, env = "HUMANID_WALLET", value_name = "PATH")]
    file: Option<PathBuf>,
    /// The humanid server's developer API [default: http://127.0.0.1:8080]
    #[arg(long, env = "HUMANID_SERVER", value_name = "URL")]
    server: Option<String>,
    /// A PEM file of CA certificates to trust beside the public roots (a local HTTPS
    /// deployment with its own CA)
    #[arg(long = "ca-cert", env = "SSL_CERT_FILE", value_name = "FILE")]
    ca_cert: Option<PathBuf>,
}

impl WalletArgs {
    fn path(&self) -> anyhow::Result<PathBuf> {
        file::resolve(self.file.clone())
    }

    /// The server URL without a trailing `/`, when one was given.
    fn explicit_server(&self) -> anyhow::Result<Option<String>> {
        let Some(url) = &self.server else {
            return Ok(None);
        };
        let url = url.trim().trim_end_matches('/');
        if client::parse_url(url).is_err() {
            bail!("--server {url:?} is not an http:// or https:// URL");
        }
        Ok(Some(url.to_owned()))
    }

    /// The HTTP client, trusting `--ca-cert` too.
    fn client(&self) -> anyhow::Result<client::Client> {
        client::Client::new(self.ca_cert.as_deref())
    }

    fn server(&self) -> anyhow::Result<String> {
        Ok(self
            .explicit_server()?
            .unwrap_or_else(|| DEFAULT_SERVER.to_owned()))
    }
}

pub async fn run(cmd: WalletCommand) -> anyhow::Result<()> {
    match cmd {
        WalletCommand::New(args) => new::run(args),
        WalletCommand::Show(args) => show::run(args),
        WalletCommand::Enroll(args) => enroll::run(args).await,
        WalletCommand::Prove(args) => prove::run(args).await,
        WalletCommand::SignIn(args) => sign_in::run(args).await,
    }
}
