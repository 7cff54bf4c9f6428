//! What the benches share: the whole service on a fresh SQLite database, in this
//! process, on a random loopback port; the number of concurrent clients to drive it and
//! the loop they run; and the team and apps they work on.

use std::time::{Duration, Instant};

use humanid_core::audit::Actor;
use humanid_core::portal::NewApp;
use humanid_core::secrets::MasterSecret;
use humanid_core::teams::Bootstrapped;
use humanid_core::{Humanid, Settings, TeamId};
use humanid_http::{AppState, Surface};
use humanid_store::App;
use humanid_store::test_support::TestDb;
use tokio::net::TcpListener;

pub type BenchResult<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

pub struct Served {
    pub humanid: Humanid,
    pub url: String,
    /// Keeps the temporary database for as long as the bench runs.
    pub _db: TestDb,
}

/// C, from `HUMANID_BENCH_CLIENTS` (default 16).
pub fn clients() -> usize {
    std::env::var("HUMANID_BENCH_CLIENTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16)
}

pub async fn serve_sqlite() -> BenchResult<Served> {
    serve_sqlite_with(|state| state).await
}

/// Like `serve_sqlite`, with `adjust` applied to the state first (e.g. to lift a rate limit).
pub async fn serve_sqlite_with(adjust: impl FnOnce(AppState) -> AppState) -> BenchResult<Served> {
    let db = humanid_store::test_support::sqlite().await;
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}", listener.local_addr()?);
    let secret = MasterSecret::generate();
    let humanid = Humanid::open(db.store.clone(), &secret, Settings::local(&url)).await?;
    let router = humanid_http::combined_router(adjust(AppState::new(humanid.clone())));
    tokio::spawn(humanid_http::serve(
        vec![Surface { listener, router }],
        std::future::pending(),
    ));
    Ok(Served {
        humanid,
        url,
        _db: db,
    })
}

/// A fresh service, as [`serve_sqlite`], with the team "Bench" bootstrapped in it.
pub async fn serve_team() -> BenchResult<(Served, Bootstrapped)> {
    let served = serve_sqlite().await?;
    let team = served.humanid.bootstrap_team("Bench").await?;
    Ok((served, team))
}

/// What one window of [`drive`] measured.
pub struct Window {
    /// Each answer's latency, sorted.
    pub latencies: Vec<Duration>,
    pub secs: f64,
    /// CPU seconds (user and system) this process used in the window: server and
    /// clients together, as they share it.
    pub cpu_secs: f64,
}

impl Window {
    pub fn rate(&self) -> f64 {
        self.latencies.len() as f64 / self.secs
    }

    /// This process's CPU time per answer, in milliseconds.
    pub fn cpu_ms_per_answer(&self) -> f64 {
        self.cpu_secs * 1000.0 / self.latencies.len().max(1) as f64
    }

    /// The share of the machine's CPUs this process kept busy.
    pub fn busy(&self) -> f64 {
        self.cpu_secs / (self.secs * cpus() as f64)
    }

    /// The `p` quantile (0.5 for the median) in milliseconds; 0 when nothing answered.
    pub fn percentile_ms(&self, p: f64) -> f64 {
        let sorted = &self.latencies;
        let i = ((sorted.len() as f64 * p) as usize).min(sorted.len().saturating_sub(1));
        sorted.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    }
}

/// `clients` tasks each await `one()` again and again for `length` (or until it answers
/// `None`), which answers how long its request took.
pub async fn drive<F, Fut>(clients: usize, length: Duration, one: F) -> BenchResult<Window>
where
    F: Fn() -> Fut + Clone + Send + 'static,
    Fut: Future<Output = Result<Option<Duration>, String>> + Send + 'static,
{
    let started = Instant::now();
    let cpu_before = cpu_secs();
    let until = started + length;
    let tasks: Vec<_> = (0..clients)
        .map(|_| {
            let one = one.clone();
            tokio::spawn(async move {
                let mut lat = Vec::new();
                while Instant::now() < until {
                    match one().await? {
                        Some(took) => lat.push(took),
                        None => break,
                    }
                }
                Ok::<_, String>(lat)
            })
        })
        .collect();
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await??);
    }
    let secs = started.elapsed().as_secs_f64();
    let cpu_secs = cpu_secs() - cpu_before;
    latencies.sort();
    Ok(Window {
        latencies,
        secs,
        cpu_secs,
    })
}

/// The CPUs this process may run on.
pub fn cpus() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// User and system CPU seconds this process has used so far, every thread counted
/// (`/proc/self/stat`, in Linux's 1/100 s ticks; 0 where unreadable).
fn cpu_secs() -> f64 {
    let text = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name (which may hold spaces) start after `) `;
    // utime and stime are the 12th and 13th of them.
    let fields: Vec<&str> = text
        .rsplit_once(") ")
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<f64>().ok());
    ticks(11)
        .zip(ticks(12))
        .map_or(0.0, |(u, s)| (u + s) / 100.0)
}

/// A production app named `name` in `team_id`, made by the operator.
pub async fn operator_app(humanid: &Humanid, team_id: &str, name: String) -> BenchResult<App> {
    let new = NewApp::cloud(name);
    let team = TeamId::stored(team_id);
    Ok(humanid.create_app(&Actor::Operator, &team, new).await?)
}
