//! What `humanid admin backup` costs a serving SQLite install, on the real binary: a
//! database grown to `HUMANID_BENCH_BACKUP_ROWS` recorded uses (default 1,000,000), a
//! server verifying real proofs for `HUMANID_BENCH_CLIENTS` clients (16) the whole time,
//! and a backup taken in the middle. Prints the database's and the backup's sizes, how
//! long the backup and a restore took, and the verifications served per second before,
//! during and after the backup.
//!
//! The proofs and their database are the hot_paths bench's cached fixture
//! (`HUMANID_BENCH_CACHE`, default `target/bench-cache`; `HUMANID_BENCH_PROOFS`, default
//! 256); its action is made unlimited here so each proof can be sent again and again.
//!
//! Run: `cargo bench -p humanid --bench backup`

#[path = "../common/env.rs"]
mod env;
#[path = "../common/serve.rs"]
mod serve;
#[path = "../hot_paths/server.rs"]
#[allow(dead_code)]
mod server;
#[path = "../hot_paths/setup.rs"]
#[allow(dead_code)]
mod setup;

use env::env_or;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use humanid_store::{Store, with_pool};
use serde_json::Value;
use tokio::sync::Mutex;

pub type Res<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

const DEPTH: usize = 16;
/// How long the load runs before the backup starts, and after it ends.
const AROUND: Duration = Duration::from_secs(4);

fn mib(bytes: u64) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

#[tokio::main]
async fn main() -> Res<()> {
    let proofs = env_or("HUMANID_BENCH_PROOFS", 256usize);
    let rows = env_or("HUMANID_BENCH_BACKUP_ROWS", 1_000_000u64);
    let clients = env_or("HUMANID_BENCH_CLIENTS", 16usize);
    let bin = std::env::var_os("HUMANID_BENCH_BIN").map_or_else(
        || PathBuf::from(env!("CARGO_BIN_EXE_humanid")),
        PathBuf::from,
    );
    let cache = std::env::var_os("HUMANID_BENCH_CACHE").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench-cache"),
        PathBuf::from,
    );
    let fixture = setup::fixture(&cache, DEPTH, proofs, setup::Backend::Sqlite, None).await?;
    let dir = tempfile::tempdir()?;
    let data = dir.path().join("data");
    let db = fixture.fresh_database(&data).await?;
    grow(&db.url, &fixture.meta.action_id, rows).await?;
    let db_bytes = std::fs::metadata(data.join("humanid.db"))?.len();

    let server = server::Server::start(&bin, &data, &db.url, &fixture.meta.secret, DEPTH)?;
    let verify_url = format!("{}/api/v1/verify/{}", server.url, fixture.meta.app_id);
    let bodies: Arc<Vec<Value>> =
        Arc::new(fixture.requests.iter().map(|r| r.body.clone()).collect());
    let served = Arc::new(Mutex::new(Vec::<Instant>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let mut workers = Vec::new();
    for c in 0..clients {
        let (url, bodies, served, stop) = (
            verify_url.clone(),
            bodies.clone(),
            served.clone(),
            stop.clone(),
        );
        workers.push(tokio::spawn(async move {
            let http = reqwest::Client::new();
            let mut i = c;
            let mut refused = 0usize;
            while !stop.load(Ordering::Relaxed) {
                let res = http.post(&url).json(&bodies[i % bodies.len()]).send().await;
                match res {
                    Ok(r) if r.status() == 200 => served.lock().await.push(Instant::now()),
                    _ => refused += 1,
                }
                i += clients;
            }
            refused
        }));
    }

    tokio::time::sleep(AROUND).await;
    let file = dir.path().join("humanid.backup");
    let (began, ended, printed) = {
        let mut cmd = std::process::Command::new(&bin);
        cmd.env("HUMANID_LOG", "warn")
            .env("HUMANID_SECRET", &fixture.meta.secret)
            .env_remove("HUMANID_DATABASE_URL")
            .args(["admin", "backup"])
            .arg(&file)
            .arg("--data-dir")
            .arg(&data);
        let began = Instant::now();
        let out = tokio::task::spawn_blocking(move || cmd.output()).await??;
        let ended = Instant::now();
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned().into());
        }
        (began, ended, serde_json::from_slice::<Value>(&out.stdout)?)
    };
    tokio::time::sleep(AROUND).await;
    stop.store(true, Ordering::Relaxed);
    let mut refused = 0;
    for w in workers {
        refused += w.await?;
    }
    server.kill()?;

    let restored = dir.path().join("restored");
    let restore_began = Instant::now();
    let out = std::process::Command::new(&bin)
        .env("HUMANID_LOG", "warn")
        .env_remove("HUMANID_DATABASE_URL")
        .env_remove("HUMANID_SECRET")
        .args(["admin", "restore"])
        .arg(&file)
        .arg("--data-dir")
        .arg(&restored)
        .output()?;
    let restore_secs = restore_began.elapsed().as_secs_f64();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned().into());
    }

    let served = served.lock().await;
    let rate = |from: Instant, to: Instant| {
        let n = served.iter().filter(|t| **t >= from && **t < to).count();
        (n, n as f64 / to.duration_since(from).as_secs_f64())
    };
    let before = rate(began - AROUND + Duration::from_secs(1), began);
    let during = rate(began, ended);
    let after = rate(ended, ended + AROUND - Duration::from_millis(500));
    let backup_secs = ended.duration_since(began).as_secs_f64();
    println!(
        "database: {:.1} MiB ({} recorded uses); backup file: {:.1} MiB",
        mib(db_bytes),
        rows + proofs as u64,
        mib(printed["bytes"].as_u64().unwrap_or(0)),
    );
    println!(
        "backup: {backup_secs:.2} s (the command's own count: {} s); restore: {restore_secs:.2} s",
        printed["seconds"],
    );
    println!(
        "verifications served, {clients} clients: before {:.0}/s, during the backup {:.0}/s ({} in {backup_secs:.2} s), after {:.0}/s; {refused} refused or failed",
        before.1, during.1, during.0, after.1,
    );
    Ok(())
}

/// Adds `rows` recorded uses (made-up nullifiers) to `action_id`, in chunks, and makes the
/// action unlimited so the fixture's proofs verify again and again.
async fn grow(url: &str, action_id: &str, rows: u64) -> Res<()> {
    let store = Store::connect(url).await?;
    let now = humanid_store::now_micros();
    let chunk = 100_000u64;
    let mut done = 0;
    while done < rows {
        let n = chunk.min(rows - done);
        with_pool!(store, p => sqlx::query(
            "WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < $1) \
             INSERT INTO nullifiers (id, action_id, nullifier_hash, uses, created_at, updated_at) \
             SELECT printf('nil_%032x', i + $2), $3, printf('0x%064x', i + $2), 1, $4, $4 FROM k",
        )
        .bind(n as i64)
        .bind(done as i64)
        .bind(action_id)
        .bind(now)
        .execute(p)
        .await
        .map(|r| r.rows_affected()))?;
        done += n;
    }
    with_pool!(store, p => sqlx::query("UPDATE actions SET max_verifications = 0 WHERE id = $1")
        .bind(action_id).execute(p).await.map(|r| r.rows_affected()))?;
    store.close().await;
    Ok(())
}
