//! Credential sets at scale, on the real binary: the Poseidon hash rate (the import's
//! ceiling), `humanid credentials import` of N identities (its rate, the disk it takes per
//! identity), a restart of `humanid serve` on that data dir (time to ready, RSS), and
//! inclusion proofs over loopback with C concurrent clients (p50/p99, RSS under load).
//! Earlier figures (issue 14, measured on main at 1a1aa04) are printed beside them.
//!
//! Run: `cargo bench -p humanid --bench scale`
//! Environment: `HUMANID_BENCH_IDENTITIES` (comma list, default `1000000`),
//! `HUMANID_BENCH_CLIENTS` (16), `HUMANID_BENCH_LOOKUPS` (20000), `HUMANID_BENCH_PACE`
//! (4000: requests/s offered by all clients together in the paced run),
//! `HUMANID_BENCH_POSTGRES_URL` (an admin URL: a fresh database per size),
//! `HUMANID_BENCH_SKIP_SQLITE` (set: PostgreSQL only), `HUMANID_BENCH_BIN` (the binary),
//! `HUMANID_BENCH_DIR` (keep data dirs there and reuse an imported one: no import figure),
//! `HUMANID_BENCH_DROP_CACHES` (set, as root: write back and drop the OS page cache before
//! the first restart, so its lookups read the files from disk).

#[path = "../common/env.rs"]
mod env;
#[path = "../common/http1_head.rs"]
mod http1_head;
mod load;
#[path = "../common/serve.rs"]
mod serve;

use env::env_or;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::process::{Child, Command};
use std::time::Instant;

use humanid_proof::{Field, poseidon2, poseidon2_reference};

pub type Res<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// The i-th commitment of the bench: spread over the field like real ones (a sequential
/// run would flatter the database's unique index).
pub fn commitment(i: u64) -> Field {
    let mut x = i.wrapping_add(0x1234_5678);
    let mut word = || {
        x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let words = [word() >> 4, word(), word(), word()];
    let hex: String = words.iter().map(|w| format!("{w:016x}")).collect();
    Field::parse(&hex).unwrap_or(Field::from(i + 1))
}

fn main() -> Res<()> {
    let sizes: Vec<u64> = std::env::var("HUMANID_BENCH_IDENTITIES")
        .unwrap_or_else(|_| "1000000".into())
        .split(',')
        .map(|s| s.trim().parse())
        .collect::<Result<_, _>>()?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (one, all) = poseidon_rates(threads, poseidon2);
    let (reference, _) = poseidon_rates(1, poseidon2_reference);
    println!(
        "poseidon2: {one:.0} hashes/s on 1 core, {all:.0} on {threads} cores \
         (the import ceiling: ~1 hash per identity); semaphore-rs-poseidon's hash2: \
         {reference:.0}/s on 1 core"
    );
    println!(
        "earlier (issue 14, main@1a1aa04, SQLite, batches of 800 via the endpoint): enrolment 7,995 identities/s; \
         restart at 220,000 leaves 1.9 s, RSS 57 MiB (peak 73); inclusion proof p50 5.8 ms, p99 28.6 ms"
    );
    let runtime = tokio::runtime::Runtime::new()?;
    let kept = std::env::var_os("HUMANID_BENCH_DIR").map(std::path::PathBuf::from);
    for &n in &sizes {
        let temp = tempfile::Builder::new().prefix("scale-bench-").tempdir()?;
        let dir = kept
            .as_ref()
            .map_or(temp.path().to_owned(), |k| k.join(format!("n{n}")));
        std::fs::create_dir_all(&dir)?;
        let file = dir.join("commitments.txt");
        if kept.is_none() || !file.exists() {
            write_file(&file, n)?;
        }
        if std::env::var("HUMANID_BENCH_SKIP_SQLITE").is_err() {
            let data = dir.join("sqlite");
            run("sqlite", &data, None, &file, n, all)?;
        }
        if let Ok(admin) = std::env::var("HUMANID_BENCH_POSTGRES_URL") {
            let data = dir.join("postgres");
            let url = if data.join("imported").exists() {
                std::fs::read_to_string(data.join("imported"))?
            } else {
                runtime.block_on(fresh_database(&admin, n))?
            };
            run("postgres", &data, Some(&url), &file, n, all)?;
            if kept.is_some() {
                std::fs::write(data.join("imported"), &url)?;
            }
        }
    }
    Ok(())
}

/// Hashes per second on one core and on `threads` cores.
fn poseidon_rates(threads: usize, hash: fn(Field, Field) -> Field) -> (f64, f64) {
    const N: u64 = 100_000;
    let work = |seed: u64| {
        let mut acc = Field::from(seed + 1);
        for i in 0..N {
            acc = hash(acc, Field::from(i));
        }
        acc
    };
    let t = Instant::now();
    std::hint::black_box(work(0));
    let one = N as f64 / t.elapsed().as_secs_f64();
    let t = Instant::now();
    std::thread::scope(|s| {
        let hs: Vec<_> = (0..threads as u64)
            .map(|k| s.spawn(move || work(k)))
            .collect();
        for h in hs {
            std::hint::black_box(h.join().ok());
        }
    });
    (one, (N * threads as u64) as f64 / t.elapsed().as_secs_f64())
}

fn write_file(path: &Path, n: u64) -> Res<()> {
    let mut out = BufWriter::with_capacity(1 << 20, std::fs::File::create(path)?);
    for i in 0..n {
        writeln!(out, "{}", commitment(i))?;
    }
    out.flush()?;
    Ok(())
}

async fn fresh_database(admin: &str, n: u64) -> Res<String> {
    let name = format!("scale_bench_{n}_{}", std::process::id());
    humanid_store::Store::admin_execute(admin, &format!("DROP DATABASE IF EXISTS {name}")).await?;
    humanid_store::Store::admin_execute(admin, &format!("CREATE DATABASE {name}")).await?;
    let base = admin.rsplit_once('/').map_or(admin, |(b, _)| b);
    Ok(format!("{base}/{name}"))
}

/// Bytes on disk per identity: the data dir's files (SQLite's database and WAL, the node
/// file, the leaf index) and, on PostgreSQL, the database's size as it reports it.
fn disk_per_identity(data: &Path, db: Option<&str>, n: u64) -> Res<String> {
    let mut parts: Vec<(String, u64)> = Vec::new();
    let mut stack = vec![data.to_owned()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir)? {
            let entry = entry?;
            let meta = entry.metadata()?;
            if meta.is_dir() {
                stack.push(entry.path());
            } else if meta.len() > 0 {
                let name = entry.path().strip_prefix(data)?.display().to_string();
                parts.push((name, meta.len()));
            }
        }
    }
    if let Some(url) = db {
        let bytes = tokio::runtime::Runtime::new()?.block_on(async {
            use sqlx::Connection;
            let mut conn = sqlx::PgConnection::connect(url).await?;
            let (bytes,): (i64,) = sqlx::query_as("SELECT pg_database_size(current_database())")
                .fetch_one(&mut conn)
                .await?;
            Ok::<_, sqlx::Error>(bytes)
        })?;
        parts.push(("the PostgreSQL database".into(), bytes.max(0) as u64));
    }
    parts.sort_by_key(|(_, bytes)| std::cmp::Reverse(*bytes));
    let total: u64 = parts.iter().map(|(_, b)| b).sum();
    let per = |b: u64| b as f64 / n.max(1) as f64;
    let each: Vec<String> = parts
        .iter()
        .filter(|(_, b)| per(*b) >= 0.5)
        .map(|(name, b)| format!("{name} {:.0}", per(*b)))
        .collect();
    Ok(format!(
        "disk {:.0} bytes per identity ({}; {} MB in all)",
        per(total),
        each.join(", "),
        total / 1_000_000
    ))
}

/// `humanid <args> --data-dir … [--database-url …]` (the shared options follow the command).
fn humanid(args: &[&str], data: &Path, db: Option<&str>) -> Command {
    // A copy can be named: the target dir may be shared with other checkouts.
    let bin = std::env::var_os("HUMANID_BENCH_BIN")
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_humanid").into());
    let mut cmd = Command::new(bin);
    cmd.env("HUMANID_LOG", "warn")
        .env_remove("HUMANID_DATABASE_URL")
        .args(args)
        .arg("--data-dir")
        .arg(data)
        .args(["--tree-depth", "30"]);
    if let Some(url) = db {
        cmd.args(["--database-url", url]);
    }
    cmd
}

fn run(
    backend: &str,
    data: &Path,
    db: Option<&str>,
    file: &Path,
    n: u64,
    hash_limit: f64,
) -> Res<()> {
    let t = Instant::now();
    let file = file.to_str().ok_or("temp path is not UTF-8")?;
    // A kept data dir that finished its import is reused (HUMANID_BENCH_DIR).
    let done = data.join("import-done");
    if done.exists() {
        println!(
            "{backend} n={n}: import skipped, reusing {}",
            data.display()
        );
    } else {
        let (status, seen) = import(data, db, file)?;
        let rate = n as f64 / t.elapsed().as_secs_f64();
        println!(
            "{backend} n={n}: import {rate:.0} identities/s ({:.1} s; {:.0}% of the {hash_limit:.0}/s hashing limit); peak RSS {} MiB, {:.0} bytes written per identity",
            t.elapsed().as_secs_f64(),
            rate / hash_limit * 100.0,
            seen.peak_kib / 1024,
            seen.written as f64 / n as f64
        );
        if !status.success() {
            return Err(format!("the import failed: {status}").into());
        }
        std::fs::write(&done, b"")?;
    }
    println!("{backend} n={n}: {}", disk_per_identity(data, db, n)?);
    for pass in ["restart", "restart again"] {
        // Opt-in: the first restart and lookups meet a cold page cache (needs root).
        let cold = pass == "restart" && std::env::var_os("HUMANID_BENCH_DROP_CACHES").is_some();
        if cold {
            // Dirty pages (an import's, just before) would stay and be written back
            // during the lookups: flush them first, then drop what is clean.
            std::process::Command::new("sync").status()?;
            std::fs::write("/proc/sys/vm/drop_caches", "3")?;
        }
        let t = Instant::now();
        let (mut child, url) = serve(data, db)?;
        let ready = t.elapsed();
        let rss = rss_kib(child.id(), "VmRSS");
        println!(
            "{backend} n={n}: {pass} to ready {:.0} ms, RSS {} MiB{}",
            ready.as_secs_f64() * 1000.0,
            rss / 1024,
            if cold {
                " (page cache dropped first)"
            } else {
                ""
            }
        );
        if pass == "restart" {
            let lookups = env_or("HUMANID_BENCH_LOOKUPS", 20_000usize);
            let clients = env_or("HUMANID_BENCH_CLIENTS", 16usize);
            let pid = child.id();
            let load = load::inclusion_proofs(&url, n, 0..lookups, clients, pid, None)?;
            println!(
                "{backend} n={n}: inclusion proofs C={clients} closed loop: {:.0}/s p50 {:.2} ms p99 {:.2} ms; RSS under load {} MiB (peak {} MiB)",
                load.rate,
                load.p50_ms,
                load.p99_ms,
                load.rss_kib / 1024,
                rss_kib(pid, "VmHWM") / 1024
            );
            let offered = env_or("HUMANID_BENCH_PACE", 4_000f64);
            let load =
                load::inclusion_proofs(&url, n, lookups..2 * lookups, clients, pid, Some(offered))?;
            println!(
                "{backend} n={n}: inclusion proofs C={clients} paced at {offered:.0}/s: {:.0}/s p50 {:.2} ms p99 {:.2} ms",
                load.rate, load.p50_ms, load.p99_ms,
            );
        }
        child.kill()?;
        child.wait()?;
    }
    Ok(())
}

/// What an import process was seen using: its peak RSS and the bytes it wrote (its last
/// readings of `/proc/<pid>/status` and `/proc/<pid>/io`, taken every half second).
#[derive(Default)]
struct Seen {
    peak_kib: u64,
    written: u64,
}

/// Runs `humanid credentials import` of `file`: its exit status and what it was seen using.
fn import(data: &Path, db: Option<&str>, file: &str) -> Res<(std::process::ExitStatus, Seen)> {
    let mut child = humanid(&["credentials", "import", "--type", "orb", file], data, db)
        .stdout(std::process::Stdio::null())
        .spawn()?;
    let mut seen = Seen::default();
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok((status, seen));
        }
        seen.peak_kib = seen.peak_kib.max(rss_kib(child.id(), "VmHWM"));
        let io = std::fs::read_to_string(format!("/proc/{}/io", child.id())).unwrap_or_default();
        let written = io
            .lines()
            .find_map(|l| l.strip_prefix("write_bytes:"))
            .and_then(|v| v.trim().parse().ok());
        seen.written = seen.written.max(written.unwrap_or(0));
        std::thread::sleep(std::time::Duration::from_millis(500));
    }
}

/// Starts `humanid serve` and returns once it printed its banner (it is ready then).
fn serve(data: &Path, db: Option<&str>) -> Res<(Child, String)> {
    serve::spawn(humanid(&["serve", "--listen", "127.0.0.1:0"], data, db))
}

/// A `/proc/<pid>/status` figure in KiB (0 if unreadable).
pub fn rss_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}
