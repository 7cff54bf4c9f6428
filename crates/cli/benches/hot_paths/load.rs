//! Driving a server with C concurrent clients over loopback, and what came of it.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::Res;

/// Builds the request for index `i` (of the run's sequence), or `None` when none is left.
pub type Make =
    Arc<dyn Fn(&reqwest::Client, usize) -> Option<reqwest::RequestBuilder> + Send + Sync>;
/// Judges a 200's body; an `Err` stops the run.
pub type Check = Arc<dyn Fn(&[u8]) -> Result<(), String> + Send + Sync>;

pub struct Load {
    latencies: Vec<Duration>,
    elapsed: Duration,
}

impl Load {
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

/// C clients take the next request until `make` has none left or `window` has passed;
/// every answer must be a 200 that `check` accepts.
pub async fn drive(
    http: &reqwest::Client,
    c: usize,
    window: Option<Duration>,
    make: Make,
    check: Check,
) -> Res<Load> {
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let end = window.map(|w| started + w);
    let clients: Vec<_> = (0..c)
        .map(|_| {
            let (http, next, make, check) =
                (http.clone(), next.clone(), make.clone(), check.clone());
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                while end.is_none_or(|end| Instant::now() < end) {
                    let Some(req) = make(&http, next.fetch_add(1, Ordering::Relaxed)) else {
                        break;
                    };
                    let sent = Instant::now();
                    let res = req.send().await?;
                    let status = res.status();
                    let body = res.bytes().await?;
                    latencies.push(sent.elapsed());
                    if !status.is_success() {
                        let body = String::from_utf8_lossy(&body).into_owned();
                        return Err(format!("{status}: {body}").into());
                    }
                    check(&body)?;
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

/// Opens the C connections before measuring (a precheck is cheap).
pub async fn warm_up(http: &reqwest::Client, url: &str, app_id: &str, c: usize) -> Res<()> {
    let url = format!("{url}/api/v1/precheck/{app_id}");
    let make: Make =
        Arc::new(move |http, i| (i < 4 * c).then(|| http.post(&url).json(&serde_json::json!({}))));
    drive(http, c, None, make, Arc::new(|_| Ok(()))).await?;
    Ok(())
}
