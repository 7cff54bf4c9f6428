//! The hot paths of `humanid serve`, on the real binary over loopback, beside a baseline
//! binary measured in the same run (issue 14):
//! - `POST /api/v1/verify/{app_id}` at C=1, C=32 and C=128: N distinct valid proofs, each used
//!   once, every answer a 200 with `success: true`, the first two waves of C untimed (a warm
//!   server's rate, not its first answers'). After each run the server is killed
//!   (SIGKILL) and every acknowledged use must be in its database. The same proofs go
//!   to `/api/v2/verify` and, as a 4.x client kit's result, to `/api/v4/verify/{rp_id}`
//!   (`HUMANID_BENCH_VERIFY`, default `v1,v2,v4`), the APIs taking turns in each round;
//!   the report ends with v4's rate over v2's. A binary that serves no v4 is left out of it.
//! - `/userinfo`, `/introspect`, discovery and `/jwks` at C clients for a fixed window,
//!   one access token per client (as resource servers present the same token again and
//!   again), then `/token` code exchanges (each code once) and refresh exchanges (each
//!   client rotating its own chain; `exchanges.rs`), on one server each round, with that
//!   server process's CPU per request and peak RSS.
//! - The pure in-process verify rates (one by one, and in batches of 64): the hardware's pace,
//!   and the endpoint's rate against them (the goals: at C=32 4x one by one, at C=128 75 %
//!   of the batches' rate). They are measured right before and right after each
//!   concurrency's runs and averaged: this VM's CPU speed moves by up to 1.7x within
//!   minutes, so a pace measured once at the start would misstate later ratios.
//! - Where the CPUs' time went in each verify run (the server, the bench's clients, other
//!   processes such as PostgreSQL's, idle; `cpus.rs`), and the rate each binary would
//!   have reached with no CPU idle at its runs' CPU per verification: how much of the
//!   gap to a goal is waiting and how much is work.
//!
//! The server and the clients share the machine's CPUs, and a shared machine is noisy:
//! each figure is the median of `HUMANID_BENCH_ROUNDS` runs (4; even, so that each binary
//! runs first as often as second), the binaries taking turns.
//! Proofs and the database they fit are made once and cached (`HUMANID_BENCH_CACHE`,
//! default `target/bench-cache`).
//!
//! Run: `HUMANID_BENCH_BASELINE=/path/to/older/humanid cargo bench -p humanid --bench hot_paths`
//! Environment: `HUMANID_BENCH_POSTGRES_URL` (an admin URL: run on PostgreSQL, one database
//! per run, instead of SQLite), `HUMANID_BENCH_PROOFS` (N, default 5000: a thousand made a
//! 0.3 s run at C=128, too short for a rate; proving 5,000 takes 15–35 minutes, once),
//! `HUMANID_BENCH_DEPTH` (16),
//! `HUMANID_BENCH_CONCURRENCY` (`1,32,128`; empty: no verify runs), `HUMANID_BENCH_CLIENTS` (16),
//! `HUMANID_BENCH_WINDOW` (seconds, 10), `HUMANID_BENCH_BIN` (the binary measured as "now"),
//! `HUMANID_BENCH_VERIFY` (which verify APIs, `v1,v2,v4`).

mod cpus;
#[path = "../common/env.rs"]
mod env;
mod exchanges;
mod http1;
#[path = "../common/http1_head.rs"]
mod http1_head;
mod load;
mod oidc;
#[path = "../common/serve.rs"]
mod serve;
mod server;
mod setup;
mod verify_api;

use env::env_or;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use humanid_proof::Verifier;
use load::{Check, Load, Make, drive, warm_up};
use oidc::{OIDC_ENDPOINTS, oidc_run};
use server::Server;
use setup::{Backend, Fixture};
use verify_api::Api;

pub type Res<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

struct Config {
    depth: usize,
    concurrency: Vec<usize>,
    clients: usize,
    window: Duration,
    rounds: usize,
    binaries: Vec<(&'static str, PathBuf)>,
    apis: Vec<Api>,
}

#[tokio::main]
async fn main() -> Res<()> {
    let n = env_or("HUMANID_BENCH_PROOFS", 5000usize);
    let mut binaries = Vec::new();
    if let Some(old) = std::env::var_os("HUMANID_BENCH_BASELINE") {
        binaries.push(("baseline", PathBuf::from(old)));
    }
    let now = std::env::var_os("HUMANID_BENCH_BIN")
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_humanid").into());
    binaries.push(("now", PathBuf::from(now)));
    let config = Config {
        depth: env_or("HUMANID_BENCH_DEPTH", 16),
        concurrency: std::env::var("HUMANID_BENCH_CONCURRENCY")
            .unwrap_or_else(|_| "1,32,128".into())
            .split(',')
            .filter(|c| !c.trim().is_empty())
            .map(|c| c.trim().parse())
            .collect::<Result<_, _>>()?,
        clients: env_or("HUMANID_BENCH_CLIENTS", 16),
        window: Duration::from_secs(env_or("HUMANID_BENCH_WINDOW", 10)),
        rounds: env_or("HUMANID_BENCH_ROUNDS", 4usize).max(1),
        binaries,
        apis: std::env::var("HUMANID_BENCH_VERIFY")
            .unwrap_or_else(|_| "v1,v2,v4".into())
            .split(',')
            .map(Api::parse)
            .collect::<Result<_, _>>()?,
    };
    let cache = std::env::var_os("HUMANID_BENCH_CACHE").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench-cache"),
        PathBuf::from,
    );
    let started = Instant::now();
    let oldest = config.binaries.first().map(|(_, bin)| bin.as_path());
    let fixture = setup::fixture(&cache, config.depth, n, Backend::from_env(), oldest).await?;
    println!(
        "hot_paths: {}, depth {}, {n} proofs per verify run (ready in {:.0} s), {} CPUs; {}",
        fixture.backend.name(),
        config.depth,
        started.elapsed().as_secs_f64(),
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        config
            .binaries
            .iter()
            .map(|(label, bin)| format!("{label} = {}", bin.display()))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let work = tempfile::Builder::new().prefix("hot-paths-").tempdir()?;
    let n = config.binaries.len();
    let serves_v4 = serves_v4(&config, &fixture, work.path()).await?;
    for &c in &config.concurrency {
        let pace_before = pure_rates(config.depth, &fixture)?;
        let mut medians = Vec::new();
        let mut runs: Vec<Vec<Vec<Run>>> = config
            .apis
            .iter()
            .map(|_| (0..n).map(|_| Vec::new()).collect())
            .collect();
        // Each run's rate had no CPU been idle (its CPU per verification unchanged).
        let mut ceilings: Vec<Vec<Vec<f64>>> = vec![vec![Vec::new(); n]; config.apis.len()];
        for round in 0..config.rounds {
            for ((api, runs), ceilings) in config.apis.iter().zip(&mut runs).zip(&mut ceilings) {
                for (i, (label, bin)) in in_turn(&config.binaries, round) {
                    if *api == Api::V4 && !serves_v4[i] {
                        continue;
                    }
                    let dir = work
                        .path()
                        .join(format!("verify-{api:?}-{label}-{c}-{round}"));
                    let (load, rss, split) =
                        verify_run(bin, &dir, &fixture, &config, c, *api).await?;
                    let cpu = split.server / load.count().max(1) as f64 * 1e3;
                    let note = format!(
                        "(server CPU {cpu:.2} ms per verification; peak RSS {rss} MiB; {})",
                        split.describe()
                    );
                    ceilings[i].push(load.rate() / split.busy().max(f64::MIN_POSITIVE));
                    runs[i].push((load, note));
                }
            }
        }
        let pace_after = pure_rates(config.depth, &fixture)?;
        let one_by_one = (pace_before.0 + pace_after.0) / 2.0;
        let batched = (pace_before.1 + pace_after.1) / 2.0;
        println!(
            "pure verify in-process around C={c}: one by one (1 thread) {one_by_one:.0}/s ({:.0} before, {:.0} after); batches of 64 (all CPUs) {batched:.0}/s ({:.0} before, {:.0} after)",
            pace_before.0, pace_after.0, pace_before.1, pace_after.1
        );
        for ((api, runs), ceilings) in config.apis.iter().zip(runs).zip(ceilings) {
            let rates = report(api.label(), c, &config, runs);
            if let Some(Some(now)) = rates.last() {
                println!(
                    "{:<11} C={c:<3} now / pure one by one = {:.2}x, now / pure batches of 64 = {:.0} % (same run)",
                    api.label(),
                    now / one_by_one,
                    100.0 * now / batched
                );
            }
            for ((label, _), ceilings) in config.binaries.iter().zip(ceilings) {
                if let Some(ceiling) = median_of(ceilings) {
                    println!(
                        "{:<11} C={c:<3} {label:<8} with no CPU idle at each run's CPU per verification: {ceiling:.0}/s = {:.2}x one by one, {:.0} % of the batches (median of {} rounds)",
                        api.label(),
                        ceiling / one_by_one,
                        100.0 * ceiling / batched,
                        config.rounds
                    );
                }
            }
            medians.push((*api, rates));
        }
        compare_v4_with_v2(c, &config, &medians);
    }
    // One server per round and binary answers the OIDC loads in turn; the peak RSS
    // printed with each is the server process's high-water mark so far.
    let mut oidc: Vec<Vec<Vec<Run>>> = OIDC_ENDPOINTS
        .iter()
        .map(|_| (0..n).map(|_| Vec::new()).collect())
        .collect();
    for round in 0..config.rounds {
        for (i, (label, bin)) in in_turn(&config.binaries, round) {
            let dir = work.path().join(format!("oidc-{label}-{round}"));
            let loads = oidc_run(bin, &dir, &fixture, &config).await?;
            for (runs, run) in oidc.iter_mut().zip(loads) {
                runs[i].push(run);
            }
        }
    }
    for (name, runs) in OIDC_ENDPOINTS.iter().zip(oidc) {
        let _ = report(name, config.clients, &config, runs);
    }
    Ok(())
}

/// The binaries with their indices, the first to run alternating between rounds: with
/// the same one always first, whichever ran second was 7–13 % slower at `/token` in
/// both orders (2026-11-28), which a fixed order would have put on one binary.
fn in_turn<T>(binaries: &[T], round: usize) -> Vec<(usize, &T)> {
    let mut order: Vec<_> = binaries.iter().enumerate().collect();
    if round % 2 == 1 {
        order.reverse();
    }
    order
}

/// A measured load and what to print after it.
type Run = (Load, String);

/// Each binary's median run, then now against the baseline; returns each binary's median
/// rate (None for a binary that did not run).
fn report(name: &str, c: usize, config: &Config, runs: Vec<Vec<Run>>) -> Vec<Option<f64>> {
    let medians: Vec<Option<Run>> = runs.into_iter().map(median).collect();
    for ((label, _), run) in config.binaries.iter().zip(&medians) {
        match run {
            Some((load, note)) => {
                println!("{name:<11} C={c:<3} {label:<8} {}  {note}", load.summary())
            }
            None => println!("{name:<11} C={c:<3} {label:<8} not served by this binary"),
        }
    }
    if let [Some((before, _)), Some((after, _))] = medians.as_slice() {
        println!(
            "{name:<11} C={c:<3} now / baseline = {:.2}x (medians of {} rounds)",
            after.rate() / before.rate(),
            config.rounds
        );
    }
    medians
        .iter()
        .map(|m| m.as_ref().map(|(load, _)| load.rate()))
        .collect()
}

/// v4's median rate over v2's, for each binary that ran both at concurrency `c`.
fn compare_v4_with_v2(c: usize, config: &Config, medians: &[(Api, Vec<Option<f64>>)]) {
    let rates = |api| medians.iter().find(|(a, _)| *a == api).map(|(_, r)| r);
    let (Some(v2), Some(v4)) = (rates(Api::V2), rates(Api::V4)) else {
        return;
    };
    for (((label, _), v2), v4) in config.binaries.iter().zip(v2).zip(v4) {
        if let (Some(v2), Some(v4)) = (v2, v4) {
            println!(
                "verify v4 / v2 C={c:<3} {label:<8} = {:.2}x ({v4:.0}/s against {v2:.0}/s, medians of {} rounds)",
                v4 / v2,
                config.rounds
            );
        }
    }
}

/// The middle value (the upper one of an even count), if any.
fn median_of(mut values: Vec<f64>) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied()
}

/// The run with the median rate, if any ran.
fn median(mut runs: Vec<Run>) -> Option<Run> {
    if runs.is_empty() {
        return None;
    }
    runs.sort_by(|a, b| a.0.rate().total_cmp(&b.0.rate()));
    let middle = runs.len() / 2;
    Some(runs.swap_remove(middle))
}

/// Which binaries answer `/api/v4/…` (a baseline from before World ID 4.0 does not).
async fn serves_v4(config: &Config, fixture: &Fixture, work: &Path) -> Res<Vec<bool>> {
    let mut out = Vec::new();
    for (label, bin) in &config.binaries {
        if !config.apis.contains(&Api::V4) {
            out.push(false);
            continue;
        }
        let dir = work.join(format!("probe-{label}"));
        let db = fixture.fresh_database(&dir).await?;
        let server = Server::start(bin, &dir, &db.url, &fixture.meta.secret, config.depth)?;
        let url = format!("{}/api/v4/app-status/{}", server.url, fixture.meta.app_id);
        let served = reqwest::get(&url).await?.status().is_success();
        server.kill()?;
        fixture.drop_database(db).await?;
        out.push(served);
    }
    Ok(out)
}

/// Verifications per second in this process, one by one and in batches of 64.
fn pure_rates(depth: usize, fixture: &Fixture) -> Res<(f64, f64)> {
    let verifier = Verifier::global()?;
    let started = Instant::now();
    for r in &fixture.requests {
        if !verifier.verify(depth, &r.proof, &r.inputs)? {
            return Err("a cached proof does not verify".into());
        }
    }
    let one_by_one = fixture.requests.len() as f64 / started.elapsed().as_secs_f64();
    let items: Vec<_> = fixture
        .requests
        .iter()
        .map(|r| (r.proof.clone(), r.inputs))
        .collect();
    // Batches are fast: pass over the proofs again until a second has gone by.
    let started = Instant::now();
    let mut checked = 0;
    while checked == 0 || started.elapsed() < Duration::from_secs(1) {
        for chunk in items.chunks(64) {
            if verifier.verify_batch(depth, chunk)?.contains(&false) {
                return Err("a cached proof does not verify in a batch".into());
            }
        }
        checked += items.len();
    }
    Ok((one_by_one, checked as f64 / started.elapsed().as_secs_f64()))
}

/// How many of `n` proofs warm a verify run up: two waves of `c`, at most a fifth.
fn warm_proofs(c: usize, n: usize) -> usize {
    (2 * c).min(n / 5)
}

/// Every proof once through the verify endpoint at concurrency `c`, the first
/// [`warm_proofs`] untimed; then the server is killed and the database must hold every
/// acknowledged use.
async fn verify_run(
    bin: &Path,
    dir: &Path,
    fixture: &Fixture,
    config: &Config,
    c: usize,
    api: Api,
) -> Res<(Load, u64, cpus::Split)> {
    let db = fixture.fresh_database(dir).await?;
    let server = Server::start(bin, dir, &db.url, &fixture.meta.secret, config.depth)?;
    warm_up(&server.url, &fixture.meta.app_id, c).await?;
    let path = api.path(&fixture.meta.app_id);
    let json = [("Content-Type", "application/json")];
    let requests: Arc<Vec<_>> = Arc::new(
        fixture
            .requests
            .iter()
            .map(|r| {
                let body = serde_json::to_vec(&api.body(&r.body))?;
                Ok(http1::encode("POST", &server.url, &path, &json, &body))
            })
            .collect::<Res<_>>()?,
    );
    let check: Check = Arc::new(|_, body| contains(body, "\"success\":true"));
    // The first proofs warm what a long-running server has warm (the action and root it
    // remembers, the batcher, the pool's connections) and are not timed: with a thousand
    // proofs at C=128 a cold first wave was an eighth of the run.
    let warm = warm_proofs(c, requests.len());
    let first: Vec<_> = requests[..warm].to_vec();
    let make: Make = Arc::new(move |turn| first.get(turn.index).cloned());
    drive(&server.url, c, None, make, check.clone()).await?;
    let make: Make = Arc::new(move |turn| requests.get(warm + turn.index).cloned());
    let clock = cpus::Clock::start(&server);
    let load = drive(&server.url, c, None, make, check).await?;
    let split = clock.split(&server);
    let rss = server.peak_rss_mib();
    server.kill()?;
    let store = humanid_store::Store::connect(&db.url).await?;
    let uses = store.list_nullifiers(&fixture.meta.action_id).await?.len();
    store.close().await;
    fixture.drop_database(db).await?;
    if uses != fixture.requests.len() {
        return Err(format!(
            "{uses} uses on disk after {} acknowledged",
            fixture.requests.len()
        )
        .into());
    }
    Ok((load, rss, split))
}

pub(crate) fn contains(body: &[u8], needle: &str) -> Result<(), String> {
    let text = String::from_utf8_lossy(body);
    if text.contains(needle) {
        Ok(())
    } else {
        Err(format!("expected {needle} in {text}"))
    }
}
