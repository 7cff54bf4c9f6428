//! The wallet file: one Semaphore identity, kept as the 32 random bytes it derives from.
//! `{"version": 1, "secret": "<64 hex>"}`, readable by its owner only.

use std::fmt;
use std::fs::{self, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow, bail};
use humanid_proof::{Field, Identity, identity_commitment};
use rand::RngCore;
use serde::{Deserialize, Serialize};

use crate::context::create_private_dir;

const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OnDisk {
    version: u32,
    secret: String,
}

/// A loaded wallet. `Debug` never shows the secret.
pub struct Wallet {
    secret: [u8; 32],
    identity: Identity,
}

impl fmt::Debug for Wallet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Wallet({}, secret: <hidden>)", self.commitment())
    }
}

impl Wallet {
    fn from_secret(secret: [u8; 32]) -> Wallet {
        // `from_secret` wipes the buffer it is given, so hand it a copy.
        let mut copy = secret;
        let identity = Identity::from_secret(&mut copy, None);
        Wallet { secret, identity }
    }

    pub fn identity(&self) -> &Identity {
        &self.identity
    }

    pub fn commitment(&self) -> Field {
        identity_commitment(&self.identity)
    }

    pub fn secret_hex(&self) -> String {
        hex::encode(self.secret)
    }
}

/// `--file`, else `$HUMANID_WALLET` (clap reads it into the same flag), else
/// `$HOME/.humanid/wallet.json`.
pub fn resolve(file: Option<PathBuf>) -> anyhow::Result<PathBuf> {
    if let Some(path) = file {
        return Ok(path);
    }
    let home = std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .ok_or_else(|| anyhow!("HOME is not set: say where the wallet is with --file PATH"))?;
    Ok(PathBuf::from(home).join(".humanid").join("wallet.json"))
}

/// Makes a new identity and writes it to `path`; an existing wallet is replaced only
/// when `force` is set.
pub fn create(path: &Path, force: bool) -> anyhow::Result<Wallet> {
    let mut secret = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut secret);
    let wallet = Wallet::from_secret(secret);
    let mut body = serde_json::to_vec_pretty(&OnDisk {
        version: VERSION,
        secret: wallet.secret_hex(),
    })?;
    body.push(b'\n');
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        create_private_dir(parent).with_context(|| format!("creating {}", parent.display()))?;
    }
    if force {
        // Written aside and renamed over, so a failure never leaves half a wallet.
        let tmp = path.with_file_name(format!(
            ".{}.{}.tmp",
            path.file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("wallet"),
            std::process::id()
        ));
        let _ = fs::remove_file(&tmp);
        write_new(&tmp, &body).with_context(|| format!("writing {}", tmp.display()))?;
        fs::rename(&tmp, path).with_context(|| format!("writing {}", path.display()))?;
    } else {
        match write_new(path, &body) {
            Err(e) if e.kind() == ErrorKind::AlreadyExists => bail!(
                "a wallet already exists at {}; `humanid wallet new --force` replaces it \
                 (its identity is then lost for good)",
                path.display()
            ),
            other => other.with_context(|| format!("writing {}", path.display()))?,
        }
    }
    Ok(wallet)
}

/// Reads the wallet at `path`, with a hint to create one when there is none.
pub fn load(path: &Path) -> anyhow::Result<Wallet> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == ErrorKind::NotFound => {
            let is_default = resolve(None).is_ok_and(|default| default == path);
            let flag = if is_default {
                String::new()
            } else {
                format!(" --file {}", path.display())
            };
            bail!(
                "no wallet at {}; create one with `humanid wallet new{flag}`",
                path.display()
            )
        }
        Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
    };
    warn_if_exposed(path);
    let bad = || anyhow!("{} is not a humanid wallet file", path.display());
    let disk: OnDisk = serde_json::from_str(&text).map_err(|_| bad())?;
    if disk.version != VERSION {
        bail!(
            "{} is a version {} wallet; this humanid reads version {VERSION}",
            path.display(),
            disk.version
        );
    }
    let mut secret = [0u8; 32];
    hex::decode_to_slice(disk.secret.trim(), &mut secret).map_err(|_| bad())?;
    Ok(Wallet::from_secret(secret))
}

/// Creates the file with mode 0600 from the start (no window where others may read it).
fn write_new(path: &Path, body: &[u8]) -> std::io::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    let written = file.write_all(body).and_then(|()| file.sync_all());
    if written.is_err() {
        let _ = fs::remove_file(path);
    }
    written
}

/// Like ssh with its keys: a wallet others can read is no longer private.
fn warn_if_exposed(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(path).map(|m| m.permissions().mode());
        if mode.is_ok_and(|m| m & 0o077 != 0) {
            eprintln!(
                "warning: {} can be read by other users; `chmod 600` it",
                path.display()
            );
        }
    }
}
