//! `humanid admin backup FILE` and `humanid admin restore FILE --data-dir DIR`: a
//! consistent copy of a live SQLite install, and bringing it back into a fresh data dir.
//!
//! A backup is a tar file (0600: it holds the master secret) of three entries:
//! `manifest.json` (what and when), `humanid.db` (the database as of one moment, made by
//! SQLite's `VACUUM INTO` while the server keeps serving) and `secret.key` (the master
//! secret, without which no stored key, secret, session or signing key is usable).
//! Nothing a replica rebuilds is in it: the credential sets' node files (`trees/`) are
//! made again from the database on the first start. PostgreSQL installs are backed up
//! with PostgreSQL's own tools (see docs/operations.md).

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, bail};
use clap::Args;
use humanid_core::secrets::MasterSecret;
use humanid_store::Store;
use humanid_store::backup::check_sqlite_file;
use serde::{Deserialize, Serialize};

use crate::config::{Common, Layered};

const FORMAT: &str = "humanid-backup";
const FORMAT_VERSION: u32 = 1;
const MANIFEST: &str = "manifest.json";
const DATABASE: &str = "humanid.db";
const SECRET: &str = "secret.key";

#[derive(Args)]
pub struct BackupArgs {
    /// Where to write the backup (a new file; it holds the master secret, so it is made
    /// readable by its owner only).
    file: PathBuf,
    #[command(flatten)]
    common: Layered<Common>,
}

#[derive(Args)]
pub struct RestoreArgs {
    /// A file made by `humanid admin backup`.
    file: PathBuf,
    #[command(flatten)]
    common: Layered<Common>,
}

#[derive(Serialize, Deserialize)]
struct Manifest {
    format: String,
    format_version: u32,
    /// The humanid version that made it.
    humanid: String,
    created_at: String,
    /// The newest database migration the copy has.
    schema_version: i64,
    database_bytes: u64,
}

/// Prints `{file, bytes, database_bytes, schema_version, seconds}`.
pub async fn backup(args: BackupArgs) -> anyhow::Result<()> {
    let started = Instant::now();
    let common = resolve(&args.common)?;
    sqlite_only(&common)?;
    let secret = secret_text(&common)?;
    if args.file.exists() {
        bail!(
            "{} exists already: back up to a new file",
            args.file.display()
        );
    }
    let parent = match args.file.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    // Everything is made beside the backup and renamed into place at the end, so an
    // interrupted backup never leaves a file that looks finished.
    let staging = tempfile::Builder::new()
        .prefix(".humanid-backup-")
        .tempdir_in(&parent)
        .with_context(|| format!("making a staging directory in {}", parent.display()))?;
    let copy = staging.path().join(DATABASE);
    let url = common.database_url();
    let store = Store::connect_as_found(&url)
        .await
        .with_context(|| format!("opening {url}"))?;
    let snapshot = async {
        store.snapshot_into(&copy).await?;
        store.schema_version().await
    }
    .await;
    store.close().await;
    let schema_version = snapshot.context("copying the database")?;
    check(&copy).await?;
    let database_bytes = std::fs::metadata(&copy)?.len();
    let manifest = Manifest {
        format: FORMAT.into(),
        format_version: FORMAT_VERSION,
        humanid: env!("CARGO_PKG_VERSION").into(),
        created_at: chrono::Utc::now().to_rfc3339(),
        schema_version,
        database_bytes,
    };
    let archive = staging.path().join("backup.tar");
    write_archive(&archive, &manifest, &copy, &secret)?;
    std::fs::rename(&archive, &args.file)
        .with_context(|| format!("moving the backup to {}", args.file.display()))?;
    sync_dir(&parent);
    let out = serde_json::json!({
        "file": args.file.display().to_string(),
        "bytes": std::fs::metadata(&args.file)?.len(),
        "database_bytes": database_bytes,
        "schema_version": schema_version,
        "seconds": (started.elapsed().as_secs_f64() * 1000.0).round() / 1000.0,
    });
    println!("{}", serde_json::to_string_pretty(&out)?);
    Ok(())
}

/// Prints `{data_dir, schema_version, database_bytes}`.
pub async fn restore(args: RestoreArgs) -> anyhow::Result<()> {
    if !args.common.is_given("data_dir") {
        bail!("say where to restore to: --data-dir DIR (a new or empty directory)");
    }
    let common = resolve(&args.common)?;
    sqlite_only(&common)?;
    let dir = &common.data_dir;
    if std::fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_some()) {
        bail!(
            "{} is not empty: restore into a new or empty directory",
            dir.display()
        );
    }
    crate::context::create_private_dir(dir)
        .with_context(|| format!("creating {}", dir.display()))?;
    let restored = unpack(&args.file, dir).await;
    if restored.is_err() {
        for name in [DATABASE, SECRET, MANIFEST] {
            let _ = std::fs::remove_file(dir.join(name));
        }
    }
    let manifest = restored?;
    // Connecting brings an older backup's schema up to date and refuses a newer one.
    let store = Store::connect(&common.database_url())
        .await
        .context("opening the restored database")?;
    let schema_version = store.schema_version().await;
    store.close().await;
    let out = serde_json::json!({
        "data_dir": dir.display().to_string(),
        "backup_created_at": manifest.created_at,
        "schema_version": schema_version?,
        "database_bytes": manifest.database_bytes,
    });
    println!("{}", serde_json::to_string_pretty(&out)?);
    Ok(())
}

fn resolve(args: &Layered<Common>) -> anyhow::Result<Common> {
    let common = args.resolve()?;
    crate::logging::init(&common);
    Ok(common)
}

fn sqlite_only(common: &Common) -> anyhow::Result<()> {
    if !common.database_url().starts_with("sqlite:") {
        bail!(
            "this install runs on PostgreSQL: back it up with PostgreSQL's own tools (pg_dump, \
             or a base backup with WAL archiving) and keep the master secret (HUMANID_SECRET) \
             with it; see docs/operations.md"
        );
    }
    Ok(())
}

/// The master secret as configured (flag, env, file) or as stored in the data dir — never
/// a new one: a backup without the secret that made the database is worthless.
fn secret_text(common: &Common) -> anyhow::Result<String> {
    let text = match &common.secret {
        Some(hex) => hex.trim().to_owned(),
        None => {
            let path = common.data_dir.join(SECRET);
            std::fs::read_to_string(&path)
                .with_context(|| {
                    format!(
                        "reading the master secret {} (or give --secret)",
                        path.display()
                    )
                })?
                .trim()
                .to_owned()
        }
    };
    MasterSecret::from_hex(&text).context("the master secret")?;
    Ok(text)
}

/// SQLite's integrity check of a database file: it must say `ok`.
async fn check(db: &Path) -> anyhow::Result<()> {
    let found = check_sqlite_file(db)
        .await
        .with_context(|| format!("checking {}", db.display()))?;
    if found != ["ok"] {
        bail!("the database copy fails its integrity check: {found:?}");
    }
    Ok(())
}

fn write_archive(path: &Path, manifest: &Manifest, db: &Path, secret: &str) -> anyhow::Result<()> {
    let file = private_file(path)?;
    let mut tar = tar::Builder::new(file);
    let manifest = serde_json::to_vec_pretty(manifest)?;
    append(&mut tar, MANIFEST, &manifest[..], manifest.len() as u64)?;
    let size = std::fs::metadata(db)?.len();
    append(&mut tar, DATABASE, File::open(db)?, size)?;
    let secret = format!("{secret}\n");
    append(&mut tar, SECRET, secret.as_bytes(), secret.len() as u64)?;
    let file = tar.into_inner()?;
    file.sync_all()?;
    Ok(())
}

fn append(
    tar: &mut tar::Builder<File>,
    name: &str,
    data: impl Read,
    size: u64,
) -> anyhow::Result<()> {
    let mut header = tar::Header::new_gnu();
    header.set_size(size);
    header.set_mode(0o600);
    header.set_mtime(chrono::Utc::now().timestamp().max(0) as u64);
    header.set_entry_type(tar::EntryType::Regular);
    tar.append_data(&mut header, name, data)
        .with_context(|| format!("writing {name} into the backup"))
}

/// Unpacks a backup into `dir`: exactly its three entries, each 0600, then checks them.
async fn unpack(archive: &Path, dir: &Path) -> anyhow::Result<Manifest> {
    let file =
        File::open(archive).with_context(|| format!("opening the backup {}", archive.display()))?;
    let mut tar = tar::Archive::new(file);
    let mut found = Vec::new();
    for entry in tar.entries().context("reading the backup")? {
        let mut entry = entry.context("reading the backup")?;
        let name = entry.path()?.to_string_lossy().into_owned();
        if ![MANIFEST, DATABASE, SECRET].contains(&name.as_str()) || found.contains(&name) {
            bail!("the backup holds an unexpected entry {name:?}: not a humanid backup");
        }
        let mut out = private_file(&dir.join(&name))?;
        std::io::copy(&mut entry, &mut out).with_context(|| format!("unpacking {name}"))?;
        out.sync_all()?;
        found.push(name);
    }
    if found.len() != 3 {
        bail!("the backup is incomplete (it has {found:?}): not a humanid backup");
    }
    let manifest: Manifest = serde_json::from_slice(&std::fs::read(dir.join(MANIFEST))?)
        .context("reading the backup's manifest")?;
    if manifest.format != FORMAT || manifest.format_version != FORMAT_VERSION {
        bail!(
            "unknown backup format {} {}",
            manifest.format,
            manifest.format_version
        );
    }
    std::fs::remove_file(dir.join(MANIFEST))?;
    let secret = std::fs::read_to_string(dir.join(SECRET))?;
    MasterSecret::from_hex(&secret).context("the backup's master secret")?;
    check(&dir.join(DATABASE)).await?;
    sync_dir(dir);
    Ok(manifest)
}

/// A new file readable and writable by its owner only.
fn private_file(path: &Path) -> anyhow::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options
        .open(path)
        .with_context(|| format!("creating {}", path.display()))
}

/// Makes a rename or new entries in `dir` durable (best effort: not every file system
/// lets a directory be synced).
fn sync_dir(dir: &Path) {
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}
