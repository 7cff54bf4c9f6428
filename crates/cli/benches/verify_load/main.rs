//! Verify under load: pre-generates N distinct valid proofs per run, then drives
//! `POST /api/v1/verify/{app_id}` over loopback with C concurrent clients (each proof
//! used once, each use a committed write) and prints verifications/s with p50/p99
//! latency, next to the pure in-process rate of the same proofs verified one by one.
//! The service runs in this process and shares the machine's CPUs with the clients.
//!
//! Run: `cargo bench -p humanid --bench verify_load`
//! Environment: `HUMANID_BENCH_PROOFS` (N per run, default 1000),
//! `HUMANID_BENCH_CONCURRENCY` (default `1,32`), `HUMANID_BENCH_DEPTH` (16),
//! `HUMANID_BENCH_POSTGRES_URL` (also run on that PostgreSQL database),
//! `HUMANID_BENCH_SKIP_SQLITE` (set: PostgreSQL only).

mod fixtures;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use fixtures::{Request, Res, Service, enrol, prove_all};
use humanid_proof::Verifier;
use serde_json::Value;

struct Config {
    proofs: usize,
    concurrency: Vec<usize>,
    depth: usize,
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[tokio::main]
async fn main() -> Res<()> {
    let concurrency = std::env::var("HUMANID_BENCH_CONCURRENCY").unwrap_or_else(|_| "1,32".into());
    let config = Config {
        proofs: env_or("HUMANID_BENCH_PROOFS", 1000),
        concurrency: concurrency
            .split(',')
            .map(|c| c.trim().parse())
            .collect::<Result<_, _>>()?,
        depth: env_or("HUMANID_BENCH_DEPTH", 16),
    };
    let dir = tempfile::tempdir()?;
    if std::env::var("HUMANID_BENCH_SKIP_SQLITE").is_err() {
        let sqlite = format!("sqlite://{}", dir.path().join("bench.db").display());
        run("sqlite", &sqlite, &config).await?;
    }
    if let Ok(url) = std::env::var("HUMANID_BENCH_POSTGRES_URL") {
        run("postgres", &url, &config).await?;
    }
    Ok(())
}

async fn run(backend: &str, database_url: &str, config: &Config) -> Res<()> {
    let service = Service::start(database_url, config.depth).await?;
    let started = Instant::now();
    let members = enrol(&service.humanid, config.proofs).await?;
    let mut runs = Vec::new();
    for &c in &config.concurrency {
        let action = service
            .action(&format!("load-{c}-{}", started.elapsed().as_nanos()))
            .await?;
        runs.push((c, prove_all(&members, &action)?));
    }
    println!(
        "{backend}: depth {}, {} distinct proofs per run, prepared in {:.0} s, {} CPUs",
        config.depth,
        config.proofs,
        started.elapsed().as_secs_f64(),
        std::thread::available_parallelism().map_or(1, |n| n.get()),
    );
    let Some((_, first)) = runs.first() else {
        return Ok(());
    };
    let pure = pure_rate(config.depth, first)?;
    println!("{backend}: pure in-process verify, one by one, 1 thread: {pure:.0} verifications/s");
    let commit = commit_time(&service).await?;
    println!(
        "{backend}: one durable commit of a use, alone: {} (the floor C=1 adds to a verify)",
        ms(commit)
    );
    let client = reqwest::Client::new();
    let url = format!("{}/api/v1/verify/{}", service.url, service.app_id);
    for (c, requests) in runs {
        warm_up(&client, &service, c).await;
        let load = drive(&client, &url, c, requests).await?;
        let rate = load.rate();
        let vs_pure = if c == 1 {
            let without_commit = 1.0 / (1.0 / rate - commit.as_secs_f64());
            format!(
                "HTTP+database overhead {:.0}% of pure; {:.0}% without the commit",
                (1.0 - rate / pure) * 100.0,
                (1.0 - without_commit.min(pure) / pure) * 100.0
            )
        } else {
            format!("{:.2}x pure one-by-one", rate / pure)
        };
        println!(
            "{backend}: C={c:<3} {rate:>6.0} verifications/s  p50 {}  p99 {}  ({vs_pure})",
            ms(load.percentile(50)),
            ms(load.percentile(99)),
        );
    }
    service.stop();
    Ok(())
}

/// Verifications per second of the proofs checked in this process, one after another.
fn pure_rate(depth: usize, requests: &[Request]) -> Res<f64> {
    let verifier = Verifier::global()?;
    let started = Instant::now();
    for r in requests {
        if !verifier.verify(depth, &r.proof, &r.inputs)? {
            return Err("a generated proof does not verify".into());
        }
    }
    Ok(requests.len() as f64 / started.elapsed().as_secs_f64())
}

/// Mean time of one use recorded and committed on its own (the database's flush).
async fn commit_time(service: &Service) -> Res<Duration> {
    const N: u32 = 100;
    let action = service.action("commit-probe").await?;
    let store = service.humanid.store();
    let started = Instant::now();
    for i in 0..N {
        let nullifier = humanid_proof::Field::from(u64::from(i)).to_hex();
        let id = humanid_core::ids::nullifier_id();
        store
            .record_nullifier_use(&id, &action.id, &nullifier, 1)
            .await?;
    }
    Ok(started.elapsed() / N)
}

/// Opens the C connections before measuring (a precheck is cheap).
async fn warm_up(client: &reqwest::Client, service: &Service, c: usize) {
    let url = format!("{}/api/v1/precheck/{}", service.url, service.app_id);
    let calls = (0..c).map(|_| client.post(&url).json(&serde_json::json!({})).send());
    for call in calls.collect::<Vec<_>>() {
        let _ = call.await;
    }
}

struct Load {
    latencies: Vec<Duration>,
    elapsed: Duration,
}

impl Load {
    fn rate(&self) -> f64 {
        self.latencies.len() as f64 / self.elapsed.as_secs_f64()
    }

    fn percentile(&self, p: usize) -> Duration {
        let i = (self.latencies.len() * p / 100).min(self.latencies.len().saturating_sub(1));
        self.latencies.get(i).copied().unwrap_or_default()
    }
}

/// C clients take the next unsent request until none is left; every answer must be 200.
async fn drive(client: &reqwest::Client, url: &str, c: usize, requests: Vec<Request>) -> Res<Load> {
    let bodies: Arc<Vec<Value>> = Arc::new(requests.into_iter().map(|r| r.body).collect());
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let clients: Vec<_> = (0..c)
        .map(|_| {
            let (client, url, bodies, next) =
                (client.clone(), url.to_owned(), bodies.clone(), next.clone());
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                while let Some(body) = bodies.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let sent = Instant::now();
                    let res = client.post(&url).json(body).send().await?;
                    let status = res.status();
                    let answer = res.bytes().await?;
                    latencies.push(sent.elapsed());
                    if !status.is_success() {
                        let answer = String::from_utf8_lossy(&answer).into_owned();
                        return Err(format!("{status}: {answer}").into());
                    }
                }
                Ok::<_, Box<dyn std::error::Error + Send + Sync>>(latencies)
            })
        })
        .collect();
    let mut latencies = Vec::with_capacity(bodies.len());
    for client in clients {
        latencies.extend(client.await??);
    }
    let elapsed = started.elapsed();
    latencies.sort();
    Ok(Load { latencies, elapsed })
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}
