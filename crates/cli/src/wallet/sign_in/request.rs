//! A wallet hand-off request as `GET /requests/{id}` describes it (docs/architecture.md,
//! "Wallet hand-off"), shown to the person before anything is proved.

use std::io::{BufRead, IsTerminal, Write};

use anyhow::{anyhow, bail};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct HandOff {
    pub request_id: String,
    /// `sign-in` or `verification`.
    pub kind: String,
    pub app: App,
    #[serde(default)]
    pub action: String,
    #[serde(default)]
    pub signal: String,
    #[serde(default)]
    pub scopes: Vec<String>,
    #[serde(default)]
    pub credential_types: Vec<String>,
    pub status: String,
}

#[derive(Deserialize)]
pub struct App {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub is_verified: bool,
    is_staging: Option<bool>,
}

impl App {
    /// Staging apps prove against staging sets; the id says so too when the field is absent.
    pub fn is_staging(&self) -> bool {
        self.is_staging
            .unwrap_or_else(|| self.id.starts_with("app_staging_"))
    }
}

impl HandOff {
    /// Only a pending request can still be approved.
    pub fn ensure_pending(&self) -> anyhow::Result<()> {
        match self.status.as_str() {
            "expired" => Err(expired()),
            "approved" | "completed" => Err(already_used()),
            _ => Ok(()),
        }
    }

    pub fn is_sign_in(&self) -> bool {
        self.kind != "verification"
    }

    /// Who asks for what, for stderr.
    pub fn summary(&self) -> String {
        let verified = if self.app.is_verified {
            "verified app"
        } else {
            "NOT verified by the operator"
        };
        let staging = if self.app.is_staging() {
            ", staging"
        } else {
            ""
        };
        let mut out = format!("{:?} ({verified}{staging}, {})", self.app.name, self.app.id);
        if self.is_sign_in() {
            out.push_str(" asks you to sign in.");
            if !self.scopes.is_empty() {
                out.push_str(&format!("\n  scopes: {}", self.scopes.join(", ")));
            }
        } else {
            out.push_str(&format!(
                " asks you to verify for action {:?}.",
                self.action
            ));
            if !self.signal.is_empty() {
                out.push_str(&format!("\n  signal: {:?}", self.signal));
            }
        }
        out
    }
}

pub fn expired() -> anyhow::Error {
    anyhow!("this request has expired (requests live 10 minutes): start again from the app")
}

pub fn already_used() -> anyhow::Error {
    anyhow!("this request has already been used: start again from the app")
}

/// Whether the wallet may ask on the terminal at all.
pub fn can_ask() -> bool {
    std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
}

/// Asks on the terminal; anything but y/yes is a no.
pub async fn confirm(question: String) -> anyhow::Result<()> {
    let yes = tokio::task::spawn_blocking(move || {
        eprint!("{question} [y/N] ");
        let _ = std::io::stderr().flush();
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line)?;
        let answer = line.trim().to_ascii_lowercase();
        Ok::<_, std::io::Error>(answer == "y" || answer == "yes")
    })
    .await??;
    if !yes {
        bail!("cancelled: nothing was sent");
    }
    Ok(())
}
