//! Wallet Bridge relay on SQLite over loopback: the whole round trip of one widget (create
//! → the wallet reads → the wallet answers → the widget polls until completed) at 64
//! concurrent widgets, and the throughput of the widgets' poll `GET /response/{id}` while
//! they wait (each polls every 3 s, so polls/s × 3 is how many one replica carries).
//! The per-address limit on new requests is lifted: every widget here shares 127.0.0.1.
//!
//! Run: `cargo bench -p humanid-http --bench relay_load`

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use humanid_http::AppState;
use serde_json::{Value, json};

// Its in-process server keeps the default limits; this bench lifts one of them.
#[allow(dead_code)]
mod common;
use common::BenchResult;

const ROUND_TRIP_WIDGETS: usize = 64;
const WAITING_WIDGETS: usize = 2_000;
const KIT_POLL_SECS: f64 = 3.0;
const WARMUP: Duration = Duration::from_secs(2);
const MEASURE: Duration = Duration::from_secs(10);

/// What the kit and a wallet send, in size: a ~300-byte request, a ~1 KiB proof answer.
fn sealed(bytes: usize) -> Value {
    json!({ "iv": STANDARD.encode([7u8; 12]), "payload": STANDARD.encode(vec![42u8; bytes]) })
}

async fn expect(res: reqwest::Response, status: u16) -> BenchResult<Value> {
    let got = res.status().as_u16();
    let body = res.bytes().await?;
    if got != status {
        return Err(format!("status {got}: {}", String::from_utf8_lossy(&body)).into());
    }
    Ok(serde_json::from_slice(&body).unwrap_or(Value::Null))
}

async fn open(http: &reqwest::Client, url: &str) -> BenchResult<String> {
    let res = http
        .post(format!("{url}/request"))
        .json(&sealed(300))
        .send();
    let body = expect(res.await?, 200).await?;
    Ok(body["request_id"]
        .as_str()
        .ok_or("no request_id")?
        .to_owned())
}

/// One widget's whole exchange; returns how long it took.
async fn round_trip(http: &reqwest::Client, url: &str) -> BenchResult<Duration> {
    let started = Instant::now();
    let id = open(http, url).await?;
    expect(http.get(format!("{url}/request/{id}")).send().await?, 200).await?;
    let put = http
        .put(format!("{url}/response/{id}"))
        .json(&sealed(1_000));
    expect(put.send().await?, 201).await?;
    loop {
        let body = expect(http.get(format!("{url}/response/{id}")).send().await?, 200).await?;
        if body["status"] == "completed" {
            return Ok(started.elapsed());
        }
    }
}

async fn round_trips(
    http: &reqwest::Client,
    url: &str,
    length: Duration,
) -> BenchResult<common::Window> {
    let (http, url) = (http.clone(), url.to_owned());
    common::drive(ROUND_TRIP_WIDGETS, length, move || {
        let (http, url) = (http.clone(), url.clone());
        async move {
            let took = round_trip(&http, &url).await.map_err(|e| e.to_string())?;
            Ok(Some(took))
        }
    })
    .await
}

/// `clients` pollers cycle through `ids` (all waiting) for `length`.
async fn polls(
    http: &reqwest::Client,
    url: &str,
    ids: Arc<Vec<String>>,
    clients: usize,
    length: Duration,
) -> BenchResult<common::Window> {
    let next = Arc::new(AtomicUsize::new(0));
    let (http, url) = (http.clone(), url.to_owned());
    common::drive(clients, length, move || {
        let id = ids[next.fetch_add(1, Ordering::Relaxed) % ids.len()].clone();
        let (http, url) = (http.clone(), url.clone());
        async move {
            let t = Instant::now();
            let res = http.get(format!("{url}/response/{id}")).send().await;
            let body = expect(res.map_err(|e| e.to_string())?, 200)
                .await
                .map_err(|e| e.to_string())?;
            if body["status"] != "initialized" {
                return Err(format!("unexpected poll answer {body}"));
            }
            Ok(Some(t.elapsed()))
        }
    })
    .await
}

#[tokio::main]
async fn main() -> BenchResult<()> {
    let common::Served { url, _db, .. } =
        common::serve_sqlite_with(AppState::without_relay_limit).await?;
    let http = reqwest::Client::new();
    println!("relay_load: SQLite, loopback, {MEASURE:?} windows after {WARMUP:?} warm-up");

    round_trips(&http, &url, WARMUP).await?;
    let w = round_trips(&http, &url, MEASURE).await?;
    println!(
        "relay round trip (create, wallet read, answer, poll until completed): p50 {:.2} ms, p99 {:.2} ms, {:.0} round trips/s, {ROUND_TRIP_WIDGETS} concurrent widgets; {} in {:.1} s",
        w.percentile_ms(0.50),
        w.percentile_ms(0.99),
        w.rate(),
        w.latencies.len(),
        w.secs,
    );

    let mut ids = Vec::with_capacity(WAITING_WIDGETS);
    for _ in 0..WAITING_WIDGETS {
        ids.push(open(&http, &url).await?);
    }
    let ids = Arc::new(ids);
    let clients = common::clients();
    polls(&http, &url, ids.clone(), clients, WARMUP).await?;
    let w = polls(&http, &url, ids, clients, MEASURE).await?;
    let rate = w.rate();
    let target = 10_000.0 / KIT_POLL_SECS;
    let verdict = if rate >= target { "met" } else { "NOT met" };
    println!(
        "relay polls GET /response/{{id}}: {rate:.0}/s (p50 {:.2} ms, p99 {:.2} ms), {clients} clients over {WAITING_WIDGETS} waiting requests; at the kit's {KIT_POLL_SECS:.0} s interval one replica carries {:.0} waiting widgets; target ≥ 10,000 (≥ {target:.0}/s) {verdict}",
        w.percentile_ms(0.50),
        w.percentile_ms(0.99),
        rate * KIT_POLL_SECS,
    );
    Ok(())
}
