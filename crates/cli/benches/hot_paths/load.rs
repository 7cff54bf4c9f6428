//! Driving a server with C concurrent clients over loopback, and what came of it.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::Res;
use crate::http1::{Connection, Encoded, encode};

/// Which client (0..C) asks, and its request's index in the run's sequence.
#[derive(Clone, Copy, Debug)]
pub struct Turn {
    pub client: usize,
    pub index: usize,
}

/// The request for a turn, or `None` when none is left.
pub type Make = Arc<dyn Fn(Turn) -> Option<Encoded> + Send + Sync>;
/// Judges the body of a 200 to the client named; an `Err` stops the run.
pub type Check = Arc<dyn Fn(usize, &[u8]) -> Result<(), String> + Send + Sync>;

pub struct Load {
    latencies: Vec<Duration>,
    elapsed: Duration,
}

impl Load {
    pub fn count(&self) -> usize {
        self.latencies.len()
    }

    pub fn rate(&self) -> f64 {
        self.latencies.len() as f64 / self.elapsed.as_secs_f64()
    }

    pub fn percentile_ms(&self, p: usize) -> f64 {
        let i = (self.latencies.len() * p / 100).min(self.latencies.len().saturating_sub(1));
        self.latencies
            .get(i)
            .copied()
            .unwrap_or_default()
            .as_secs_f64()
            * 1e3
    }

    pub fn summary(&self) -> String {
        format!(
            "{:>6.0}/s p50 {:>5.2} ms p99 {:>5.2} ms",
            self.rate(),
            self.percentile_ms(50),
            self.percentile_ms(99)
        )
    }
}

/// C clients, each on its own connection to `url` (opened before the clock starts), take
/// the next request until `make` has none left or `window` has passed; every answer must
/// be a 200 that `check` accepts.
pub async fn drive(
    url: &str,
    c: usize,
    window: Option<Duration>,
    make: Make,
    check: Check,
) -> Res<Load> {
    let mut connections = Vec::with_capacity(c);
    for _ in 0..c {
        connections.push(Connection::open(url).await?);
    }
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let end = window.map(|w| started + w);
    let clients: Vec<_> = connections
        .into_iter()
        .enumerate()
        .map(|(client, mut connection)| {
            let (next, make, check) = (next.clone(), make.clone(), check.clone());
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                let mut body = Vec::new();
                while end.is_none_or(|end| Instant::now() < end) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(req) = make(Turn { client, index }) else {
                        break;
                    };
                    let sent = Instant::now();
                    let status = connection.send(&req, &mut body).await?;
                    latencies.push(sent.elapsed());
                    if status != 200 {
                        let body = String::from_utf8_lossy(&body).into_owned();
                        return Err(format!("{status}: {body}").into());
                    }
                    check(client, &body)?;
                }
                Ok::<_, Box<dyn std::error::Error + Send + Sync>>(latencies)
            })
        })
        .collect();
    let mut latencies = Vec::new();
    for client in clients {
        latencies.extend(client.await??);
    }
    let elapsed = started.elapsed();
    latencies.sort();
    Ok(Load { latencies, elapsed })
}

/// A few cheap requests (prechecks) on C connections before measuring: the server's
/// first answers on fresh connections are not the load's.
pub async fn warm_up(url: &str, app_id: &str, c: usize) -> Res<()> {
    let precheck = encode(
        "POST",
        url,
        &format!("/api/v1/precheck/{app_id}"),
        &[("Content-Type", "application/json")],
        b"{}",
    );
    let make: Make = Arc::new(move |turn| (turn.index < 4 * c).then(|| precheck.clone()));
    drive(url, c, None, make, Arc::new(|_, _| Ok(()))).await?;
    Ok(())
}
